"""What changed in a view (issue 36: speed on the wire): a small JSON diff of dicts and lists,
so that a host sends each screen only what changed since the view it last sent it.

A diff is a list of operations, each a JSON list, applied in order:

    ["s", path, value]      set: the value at `path` becomes `value` (a dict key added or
                            replaced; a list item replaced, or appended at the list's length)
    ["d", path]             remove the key at `path` from its dict
    ["t", path, n]          truncate the list at `path` to its first n items

`path` is a list of dict keys (str or int: match/wire.py carries int-keyed dicts exactly)
and list indices from the top of the view; [] is the view itself. Tuples (an action, a
position) are values, never gone into: they are set whole. `apply(diff(a, b), a)` equals
`b` for any two views; `apply` changes its argument in place and returns it. Parts equal
as Python compares them are left alone (a view never holds 1 where it held True).
"""
from __future__ import annotations

SET, DEL, TRUNC = "s", "d", "t"


def diff(old, new, path=()):
    """The operations that make `old` into `new`."""
    out = []
    if _differ(old, new):
        _diff(old, new, list(path), out)
    return out


def _differ(old, new):
    """Whether `old` and `new` differ (in value, or in type: a view never holds 1 where it
    held True, but a list where it held a tuple is another value)."""
    return old is not new and (type(old) is not type(new) or old != new)


def _diff(old, new, path, out):
    """The operations for `old` and `new`, which differ (`_differ`): each part of them is
    gone into only when it differs too."""
    t = type(new)
    if t is not type(old) or (t is not dict and t is not list):
        out.append([SET, list(path), new])
        return
    if t is dict:
        for k in old:
            if k not in new:
                out.append([DEL, path + [k]])
        for k, v in new.items():
            if k not in old:
                out.append([SET, path + [k], v])
                continue
            was = old[k]
            if was is not v and (type(was) is not type(v) or was != v):     # (_differ, inline: hot)
                _diff(was, v, path + [k], out)
        return
    n, m = len(old), len(new)
    for i in range(min(n, m)):
        was, v = old[i], new[i]
        if was is not v and (type(was) is not type(v) or was != v):
            _diff(was, v, path + [i], out)
    if m < n:
        out.append([TRUNC, list(path), m])
    for i in range(n, m):
        out.append([SET, path + [i], new[i]])


class BadDiff(ValueError):
    """A diff that does not fit the view it is applied to (a path that is not there)."""


def apply(ops, view):
    """`view` changed by the operations `ops` (in place), returned; raises BadDiff."""
    def walk(view, path):
        for key in path:
            view = view[key]
        return view
    return _run(ops, view, lambda view: view, walk)


def applied(ops, view):
    """`view` changed by the operations `ops` as a new view, `view` itself left as it was:
    only the dicts and lists on the operations' paths are copied, every other part is
    shared with `view` (a screen keeps its older views: match/mirror.py). Raises BadDiff."""
    mine = {}                       # id -> each copy made here (kept alive: ids stay unique)

    def own(x):
        if type(x) in (dict, list) and id(x) not in mine:
            x = x.copy()
            mine[id(x)] = x
        return x

    def walk(view, path):
        for key in path:
            child = view[key]
            if type(child) in (dict, list) and id(child) not in mine:
                child = view[key] = own(child)
            view = child
        return view
    return _run(ops, view, own, walk)


def _run(ops, view, top, walk):
    """The operations carried out in order: `top(view)` is the view changed, `walk(view,
    path)` the dict or list at `path` in it, ready to change (apply and applied)."""
    try:
        for op in ops:
            kind, path = op[0], op[1]
            if not path:
                if kind != SET:
                    raise BadDiff(f"{kind} of the whole view")
                view = op[2]
                continue
            view = top(view)
            parent = walk(view, path[:-1])
            key = path[-1]
            if kind == SET:
                if type(parent) is list and key == len(parent):
                    parent.append(op[2])
                else:
                    parent[key] = op[2]
            elif kind == DEL:
                del parent[key]
            elif kind == TRUNC:
                del walk(parent, [key])[op[2]:]
            else:
                raise BadDiff(f"no such operation: {kind!r}")
    except (KeyError, IndexError, TypeError) as e:
        raise BadDiff(str(e)) from None
    return view


def paths(ops):
    """Every key in the operations' paths (the whitelist looks at them as at a view's keys)."""
    return [key for op in ops for key in op[1]]
