"""What crosses between the authority and a screen as JSON text, read back exactly (issue 36).

The authority's outputs (views, moves, rewinds, legal actions) are plain data, but not
all of it is JSON's: views hold tuples (hexes, units, frame fields, actions), actions are
engine.Action, a bid reveal maps seats (ints) to florins. JSON would turn each tuple into a
list and each int key into a string, and a screen fed such a view would not be fed what
a screen at the host is. So three forms are tagged, and everything else is plain JSON:

    a tuple                    {"~t": [items]}
    an engine.Action           {"~a": [seat, kind, [args]]}
    a dict whose keys are not  {"~d": [[key, value], ...]}
      all plain strings (a key starting with "~" included)

    text = dumps(message); loads(text) == message       # with the same types throughout

`dumps` raises TypeError for anything else (a set, an object): nothing that is not data
can leave the host by accident.
"""
from __future__ import annotations

import json

from archipelago import engine

TUPLE, ACTION, PAIRS = "~t", "~a", "~d"
_SCALARS = frozenset((str, int, float, bool, type(None)))     # JSON's own (by exact type: fast)
_only_scalars = _SCALARS.issuperset                             # (of the types of some items: in one step)


def plain(x):
    """`x` in JSON's own types, the tuples, actions and other dicts tagged. A list or a
    dict of plain keys that holds only JSON's scalars is itself (as is the tuple of
    scalars a tag holds: json writes it as a list); never changed here."""
    t = type(x)
    if t in _SCALARS:
        return x
    if t is tuple:
        return {TUPLE: x if _only_scalars(map(type, x)) else [y if type(y) in _SCALARS else plain(y) for y in x]}
    if t is list:
        return x if _only_scalars(map(type, x)) else [y if type(y) in _SCALARS else plain(y) for y in x]
    if t is dict:
        if _KEYS.issuperset(x) or _plain_keys(x):
            if _only_scalars(map(type, x.values())):
                return x
            return {k: v if type(v) in _SCALARS else plain(v) for k, v in x.items()}
        return {PAIRS: [[plain(k), plain(v)] for k, v in x.items()]}
    if t is engine.Action:
        return {ACTION: [x.seat, x.kind, plain(list(x.args))]}
    raise TypeError(f"not data: {t.__name__}")


_KEYS = set()           # plain keys met so far (a view's keys are few and met again at every move)
_KEYS_KEPT = 4096


def _plain_keys(d):
    """Whether every key of `d` is a plain string (JSON's own, not starting with "~"); the
    keys of such a dict are noted, and a dict whose keys were all noted is one (`plain`)."""
    if all(type(k) is str and k[:1] != "~" for k in d):
        if len(_KEYS) < _KEYS_KEPT:
            _KEYS.update(d)
        return True
    return False


def dumps(message, part_text=None):
    """The message as one line of JSON text. `part_text(viewer, view)`: the text of each view
    (or diff) in the message's "now" (a host writes each view once per change of the game and
    puts the same text in every message that carries it: Match.view_text); the line is the same."""
    if part_text is not None:
        text = _with_parts(message, part_text)
        if text is not None:
            return text
    return json.dumps(plain(message), ensure_ascii=False, separators=(",", ":"), allow_nan=False,
                      check_circular=False)     # (plain made every list and dict of it: no circle)


def _with_parts(message, part_text):
    """dumps(message) with its views' (or diffs') texts from `part_text`, or None when the
    message is not one of the followers' ({..., "now": {"views": [[viewer, view], ...],
    "undo": bool}}, "now" last; "diffs" instead of "views": net.server)."""
    if type(message) is not dict or len(message) < 2 or next(reversed(message)) != "now" \
            or not _plain_keys(message):
        return None
    now = message["now"]
    field = next(iter(now), None) if type(now) is dict else None
    if field not in ("views", "diffs") or list(now) != [field, "undo"] or type(now[field]) is not list \
            or type(now["undo"]) is not bool:
        return None
    parts = []
    for pair in now[field]:
        if type(pair) is not list or len(pair) != 2:
            return None
        viewer = pair[0]
        parts.append(f"[{'null' if viewer is None else dumps(viewer)},{part_text(*pair)}]")
    head = dumps({k: v for k, v in message.items() if k != "now"})
    undo = "true" if now["undo"] else "false"
    return f'{head[:-1]},"now":{{"{field}":[{",".join(parts)}],"undo":{undo}}}}}'  # i18n: not shown


_STR = frozenset((str,))


def least_length(x):
    """A lower bound of len(dumps(x)), in a few steps (a host asks whether a view's diff is
    smaller than the view whole without writing the view): a dict of string keys is at least
    its braces and, for each key, the key quoted, a colon, a value and a comma between two."""
    if type(x) is not dict or not _STR.issuperset(map(type, x)):
        return 1
    return 1 + sum(map(len, x)) + 5 * len(x) if x else 2


def _untag(d):
    """json's object hook: a tagged dict back to what `plain` made it from (the decoder
    calls it innermost first, so its insides are read back already)."""
    if len(d) == 1:
        if TUPLE in d:
            return tuple(d[TUPLE])
        if ACTION in d:
            seat, kind, args = d[ACTION]
            return engine.Action(seat, kind, tuple(args))
        if PAIRS in d:
            return {k: v for k, v in d[PAIRS]}
    return d


def loads(text):
    """The message a line of `dumps` holds; raises ValueError for text that is not JSON."""
    return json.loads(text, object_hook=_untag)
