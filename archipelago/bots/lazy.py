"""`lazy`: an attribute of a reading worked out on its first use and then kept in the
instance (as functools.cached_property, without the lock Python 3.11 takes on every
first use: a reading is read by one bot on one thread, and decisions compute dozens of
these per view). `carried`: a lazy value a reading takes over from its bot's previous
reading when what it is worked out from has not changed. `shared`: a value many
readings share, kept in a bounded memo under the key of what it is worked out from."""

from operator import attrgetter

MEMO_SIZE = 4096        # values a memo keeps before it starts afresh


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


class carried(lazy):
    """Decorator with the names of the reading's fields and lazies a value is worked out
    from: the value the bot's earlier readings left (`before`: the last one worked out,
    with its inputs) is taken over when those are equal, else worked out afresh; either
    way it is offered to the next reading (`carry`). Compared, not hashed: a view shares
    the state's unchanged tuples, so an unchanged list compares in a step per element.
    The value is shared: callers must not change it."""

    def __init__(self, *inputs):
        self.inputs = inputs
        self.read_inputs = attrgetter(*inputs)

    def __call__(self, fn):
        super().__init__(fn)
        return self

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        key = self.read_inputs(obj)
        hit = obj.before.get(self.name)
        if hit is not None and hit[0] == key:
            v = hit[1]
        else:
            v = self.fn(obj)
        obj.__dict__[self.name] = v
        obj.carry[self.name] = key, v
        return v


def shared(memo, key, compute):
    """memo[key], worked out by compute() the first time (the memo is emptied when it
    holds MEMO_SIZE values). The value is shared: callers must not change it."""
    v = memo.get(key)
    if v is None:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        v = memo[key] = compute()
    return v
