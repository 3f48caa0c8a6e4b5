"""`lazy`: an attribute of a reading worked out on its first use and then kept in the
instance (as functools.cached_property, without the lock Python 3.11 takes on every
first use: a reading is read by one bot on one thread, and decisions compute dozens of
these per view)."""


class lazy:
    """Decorator: the method's value, computed once per instance on first access."""

    def __init__(self, fn):
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        v = obj.__dict__[self.name] = self.fn(obj)
        return v
