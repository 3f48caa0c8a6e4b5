"""The last check on every message the host sends (issue 36, point 4; ARCHITECTURE "Several
screens": the whitelist). The messages are built only from the authority's per-seat
outputs (match/follower.py), never from a state; this check stands behind that: a message
that names anything a screen holding `holds` may not know is not sent.

    problems(msg, holds)       # [] when the message may go to a screen holding those seats

What may never leave the host: the seed, the state or any part of it that is not a view
(the configuration, the log, the deck, the hex stack, the records), a save, another seat's
objective (before its reveal), florins, cubes, tokens or private events, another seat's
action (a bid among them), a bid's amount before the reveal, another seat's marks in the
review (net/reviews.py), another seat's views along a finished game (net/replays.py). The tests and
tools/net_secrets.py run the same check on every message a screen receives.
"""
from __future__ import annotations

import re

from archipelago.engine.kinds import BIDS
from archipelago.match import viewdiff
from archipelago.match.wire import PAIRS

from .replays import REPLAY, replay_problems
from .reviews import review_problems

# What the host may send at all, and the keys no message may hold anywhere.
KINDS = frozenset(("welcome", "snapshot", "move", "rewind", "presence", "talk", "refused", "review", REPLAY))
FORBIDDEN_KEYS = frozenset(("seed", "rng", "cfg", "log", "state", "history", "records", "deck",
                            "hex_stack", "save"))
PRIVATE = ("florins", "cubes", "tokens", "seen")    # a player's fields only their own view holds
_KEYS_IN_TEXT = re.compile('"(' + "|".join(sorted(FORBIDDEN_KEYS | {PAIRS})) + ')":')   # one pass over a text
_NOT_HELD = [None] * len(PRIVATE)                   # another seat's private fields in a view


def walk(x, path=()):
    """(path, key, value) of every dict entry in `x`, at any depth."""
    if isinstance(x, dict):
        for k, v in x.items():
            yield path + (k,), k, v
            yield from walk(v, path + (k,))
    elif isinstance(x, (list, tuple)):
        for i, v in enumerate(x):
            yield from walk(v, path + (i,))


def problems(msg, holds, text=None, whole=None):
    """What in `msg` a screen holding the seats `holds` (empty: a spectator) may not be
    sent, in words for the host's console (never shown to a player); [] when nothing.
    A message whose "now" carries diffs of the views (match.viewdiff) is checked with the
    views they make, `whole` (a "now" with the views whole): every value a diff sets is a
    part of them, and every key of its paths and values is looked at as a view's keys.
    `text`: the message as it goes on the wire (match.wire.dumps), if made already: its
    keys are searched in it (a key in JSON text is a quoted name and a colon, which no
    string value can hold unescaped; the keys of a dict the wire writes as pairs are items
    of a list), in one pass, and the whole message is walked only when the text holds a
    dict written as pairs or a private event the moves do not account for."""
    holds = frozenset(holds)
    out = []
    if not isinstance(msg, dict) or msg.get("t") not in KINDS:
        return [f"not a message the host sends: {msg.get('t') if isinstance(msg, dict) else msg!r}"]
    moves = [msg["move"]] if msg["t"] == "move" else \
        [it["move"] for it in msg.get("journal", ()) if it.get("t") == "move"]
    if text is None:
        out.extend(key_problems(msg, holds))
    else:
        private = sum(1 for mv in moves for ev in mv.get("events", ()) if "vis" in ev)
        found = set(_KEYS_IN_TEXT.findall(text))
        if text.count('"vis":') != private or PAIRS in found:
            out.extend(key_problems(msg, holds))
        else:
            out.extend(f"the key {key!r}" for key in sorted(found))
    for mv in moves:
        action = mv.get("action")
        if action is not None and (mv.get("seat") not in holds or getattr(action, "seat", None) != mv.get("seat")):
            out.append(f"move {mv.get('n')}: the action of seat {mv.get('seat')}")  # i18n: not shown
        for ev in mv.get("events", ()):
            if "vis" in ev and ev["vis"] not in holds:
                out.append(f"move {mv.get('n')}: a private event of seat {ev['vis']!r}")
    if "pub" in msg:                    # a move caught up at a rejoin: the public view after it
        pub = msg["pub"]
        if msg["t"] != "move" or not isinstance(pub, dict):
            out.append("a public view where none belongs")  # i18n: not shown
        else:
            out.extend(view_problems({"views": [[None, pub]], "undo": False}, ()))
    if msg["t"] == "review":            # the finished game's review: its marks of the seats held only
        out.extend(review_problems(msg, holds, view_problems))
    if msg["t"] == REPLAY:              # the finished game's views along it: the screen's viewers only
        out.extend(replay_problems(msg, holds, view_problems, FORBIDDEN_KEYS))
    now = msg.get("now")
    if now is not None and "diffs" in now:
        out.extend(diff_problems(now, holds, whole))
    elif now is not None:
        out.extend(view_problems(now, holds))
    return out


def diff_problems(now, holds, whole):
    """What the diffs in a "now" may not carry: a forbidden key in a path, or a view (as the
    diffs make it, `whole`) a screen holding `holds` may not see. (The keys of the values
    a diff sets are the message's: `problems` looks at them with the rest of it.)"""
    if whole is None or [v for v, _ in whole.get("views", ())] != [v for v, _ in now["diffs"]]:
        return ["diffs without the views they make"]  # i18n: not shown
    out = []
    for viewer, ops in now["diffs"]:
        for key in viewdiff.paths(ops):
            if key in FORBIDDEN_KEYS:
                out.append(f"a diff of {viewer!r}'s view: the key {key!r}")  # i18n: not shown
    out.extend(view_problems({"views": whole["views"], "undo": now["undo"]}, holds))
    return out


def key_problems(msg, holds):
    """The forbidden keys and other seats' private events anywhere in `msg` (a full walk:
    every dict's keys are looked at as a set, and only where one is amiss is the walk
    made again to say where)."""
    if _clean(msg, holds):
        return []
    out = []
    for path, key, value in walk(msg):
        if key in FORBIDDEN_KEYS:
            out.append(f"{path}: the key {key!r}")
        elif key == "vis" and value not in holds:
            out.append(f"{path}: a private event of seat {value!r}")
    return out


_NESTED = (dict, list, tuple)
_SCALARS = frozenset((str, int, float, bool, type(None)))     # (by exact type: most values, skipped fast)


def _clean(msg, holds):
    """Whether no dict anywhere in `msg` holds a forbidden key or another seat's "vis": what
    `walk` looks at, iteratively and each dict's keys as a set (a message of whole views
    is deep and wide)."""
    stack = [msg]
    pop, push = stack.pop, stack.append
    while stack:
        x = pop()
        if isinstance(x, dict):
            if not FORBIDDEN_KEYS.isdisjoint(x) or ("vis" in x and x["vis"] not in holds):
                return False
            x = x.values()
        for v in x:
            if type(v) not in _SCALARS and isinstance(v, _NESTED):
                push(v)
    return True


def view_problems(now, holds):
    """What in a message's "now" (the views of the seats held and the public view, and
    whether its seat to act may undo) a screen holding `holds` may not know."""
    out = []
    viewers = [v for v, _ in now.get("views", ())]
    if viewers != [None, *sorted(holds)]:
        out.append(f"the views of {viewers}")  # i18n: not shown
    for viewer, view in now.get("views", ()):
        if view.get("seat") != viewer:
            out.append(f"a view of seat {view.get('seat')!r} given as {viewer!r}'s")
        for p in view.get("players", ()):
            if p.get("seat") == viewer:
                continue
            if [*map(p.get, PRIVATE)] != _NOT_HELD:
                out.append(f"view of {viewer!r}: seat {p.get('seat')}'s stock")
            if p.get("objective") is not None and not p.get("revealed"):
                out.append(f"view of {viewer!r}: seat {p.get('seat')}'s objective")
        for f in view.get("frames", ()):
            if f.get("k") == BIDS and (not isinstance(f.get("bids"), int) or ("mine" in f and viewer is None)):
                out.append(f"view of {viewer!r}: bids before the reveal")
        if view.get("legal") and view.get("to_act") != viewer:
            out.append(f"view of {viewer!r}: the legal actions of seat {view.get('to_act')}")
    if now.get("undo") and not holds:
        out.append("undo offered to a spectator")  # i18n: not shown
    return out
