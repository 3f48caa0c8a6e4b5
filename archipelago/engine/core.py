"""The game state as plain data, the action type, the seeded random source and the log.

Everything in a `State` is JSON-able data or immutable tuples; `copy_state` copies the
mutable containers one level deep and shares every immutable value, so copies are cheap.
Decision frames on `state.frames` are dicts whose values are immutable (ints, strings,
tuples, None): code replaces a frame's values, never mutates them in place.
"""

from math import factorial
from operator import attrgetter
from typing import Any, NamedTuple

FORMAT = "archipelago-state"
VERSION = 1
# How the rules play, bumped whenever a rule fix changes what the same actions do, so a
# saved game from before a fix is rebuilt by replay instead of compared to its old state.
# 1: as first released. 2: issue 17 (R6.2 rebels lie again in a later domestic crisis of
# the round; DECK 0.2.3 a card changing hands keeps its lock). 3: issue 31 (R5.5 one market
# and one port use per turn; a turn frame keeps the kinds used). 4: issue 42 (that ruling
# withdrawn: every market and port in the same turn; a turn frame keeps no uses). 5: issue
# 43 (R11: an end condition met by a phase-6 step ends the game before the track's refill).
# 6: issue 44 (R3.2 the whole turn order drawn by lot; R5.7 a convoy needs one ship per
# border crossed; R7.8 the minimal price is the track's lowest). A game saved before it with
# 3 or more players was mostly dealt another turn order: its replay then stops at the first
# placement and the load says it was saved under older rules.
RULES_REVISION = 6

class Action(NamedTuple):
    """One atomic decision: the seat deciding, a kind and a tuple of str/int args."""

    seat: int
    kind: str
    args: tuple


class IllegalAction(ValueError):
    """The action is not in `legal_actions(state)`; the state is left untouched."""


# Slots holding immutable values (shared between copies).
_SCALARS = (
    "cfg", "rng", "round", "phase", "bank_florins", "rebellion", "surplus", "population",
    "wheel_florins", "tokens_box", "trend", "ending", "over", "log", "log_n", "order",
)
# Slots holding a list or dict of immutable values (copied one level deep).
_FLAT = (
    "bank", "dom", "exp", "units", "hexes", "buildings", "used_buildings", "coins", "wheel",
    "slots", "deck", "discard", "owner", "acquired", "used_cards", "card_discs", "built",
    "piles", "hex_stack", "hex_discard", "hex_out", "hands", "at",
)
# Lists of dicts of immutable values (each dict copied).
_NESTED = ("players", "frames")


class State:
    """All there is to know about one game. See the module docstring for the copy rules."""

    # `legal`: the legal-action list of the current decision, built at most once per
    # decision by flow.legal_actions and dropped by every apply/advance (never copied,
    # never saved). See flow.touched for code that edits a state by hand.
    # `log_plain`: (log node, its entries as plain lists) from the last to_dict, so the
    # next one converts only the entries added since (shared by copies: never mutated).
    # `facts`: what pieces.public_facts worked out last, with the units and buildings it
    # was worked out from (shared by copies: never mutated; pieces.public_facts).
    # `memo`: {frame kind: (a decision frame, what its legal list is built from while that
    # frame stays)}, kept by the frame's rule module (flow.keep); dropped with `legal` by
    # flow.touched, never copied, never saved.
    __slots__ = _SCALARS + _FLAT + _NESTED + ("content", "events", "legal", "memo", "log_plain", "facts")

    def __repr__(self):
        return f"<State round={self.round} phase={self.phase} frames={len(self.frames)}>"


SCALAR_TYPES = frozenset((int, str, bool, float, type(None)))


def immutable(v):
    """A number, text, None or a tuple of such: what a decision frame's field may hold
    (copies and views share it; engine/invariants.py checks every frame)."""
    return type(v) in SCALAR_TYPES or type(v) is tuple and all(map(immutable, v))


def copy_state(state: State) -> State:
    """An independent copy: later changes to either never show in the other."""
    new = State.__new__(State)
    for name in _SCALARS:
        setattr(new, name, getattr(state, name))
    for name in _FLAT:
        setattr(new, name, getattr(state, name).copy())
    new.players = [_copy_player(p) for p in state.players]
    new.frames = [f.copy() for f in state.frames]
    new.content = state.content
    new.events = None
    new.legal = new.memo = None
    new.log_plain = state.log_plain
    new.facts = state.facts
    return new


def _copy_player(p):
    q = p.copy()
    q["cubes"] = p["cubes"].copy()
    q["stats"] = p["stats"].copy()
    return q


# Scalar slots that hold dicts (code never mutates them, but a test may edit one by hand).
_DICT_SCALARS = ("cfg", "ending", "over")
_SNAPPED = _SCALARS + _FLAT + _NESTED
_READ = attrgetter(*_SNAPPED)           # the state's data slots as one tuple
_DEEP_AT = [_SNAPPED.index(name) for name in _DICT_SCALARS]
_FLAT_AT = [_SNAPPED.index(name) for name in _FLAT]
_PLAYERS_AT, _FRAMES_AT = _SNAPPED.index("players"), _SNAPPED.index("frames")


def snapshot(state: State) -> tuple:
    """The state's data as it is now, for `unchanged` (flow.VERIFY): every slot but the
    content (frozen), the events and the caches, the containers copied as copy_state
    copies them and the dict scalars all the way down, so a later edit of any of them
    shows (a flat slot and a frame hold immutable values, a player's only containers
    are its cubes and stats: the module docstring, engine/invariants.py)."""
    out = list(_READ(state))
    for i in _FLAT_AT:
        out[i] = out[i].copy()
    for i in _DEEP_AT:
        out[i] = _deep(out[i])
    out[_PLAYERS_AT] = [_copy_player(p) for p in out[_PLAYERS_AT]]
    out[_FRAMES_AT] = [f.copy() for f in out[_FRAMES_AT]]
    return tuple(out)


def unchanged(state: State, snap: tuple) -> bool:
    """Does the state hold the same data as when `snap` (snapshot) was taken?"""
    return _READ(state) == snap


def _deep(v):
    """Lists and dicts copied all the way down; anything else shared."""
    if type(v) is dict:
        return {k: x if type(x) in _KEPT else _deep(x) for k, x in v.items()}
    if type(v) is list:
        return [x if type(x) in _KEPT else _deep(x) for x in v]
    return v


# --- seeded randomness (a seed in cfg and a counter in the state) --------------------

_M = (1 << 64) - 1


def _mix(x):
    """splitmix64: a well-spread 64-bit value for each (seed, counter) pair."""
    x = (x + 0x9E3779B97F4A7C15) & _M
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _M
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _M
    return x ^ (x >> 31)


def rand_below(state, k):
    """A uniform integer in [0, k) drawn from the state's own random stream."""
    state.rng += 1
    return _mix((state.cfg["seed"] * 0x100000001B3 + state.rng) & _M) % k


def rand_order(state, n):
    """A uniformly drawn order of range(n) from one draw of the state's random stream: the
    draw is the order's index among all n! orders, read digit by digit (factorial base)."""
    k = rand_below(state, factorial(n))
    rest = list(range(n))
    out = []
    for i in range(n - 1, -1, -1):
        digit, k = divmod(k, factorial(i))
        out.append(rest.pop(digit))
    return tuple(out)


def shuffle(state, items):
    """Fisher-Yates shuffle of a list in place with the state's random stream."""
    for i in range(len(items) - 1, 0, -1):
        j = rand_below(state, i + 1)
        items[i], items[j] = items[j], items[i]


# --- the append-only log ---------------------------------------------------------------

def log(state, entry):
    """Append an immutable entry; the log is a linked list so copies share it."""
    state.log = (entry, state.log)
    state.log_n += 1


def log_entries(state):
    """The log as a list, oldest first."""
    out = []
    node = state.log
    while node is not None:
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


def log_since(state, n):
    """The entries after the first `n`, oldest first (walks only those)."""
    out = []
    node = state.log
    for _ in range(state.log_n - n):
        out.append(node[0])
        node = node[1]
    out.reverse()
    return out


def _plain_log(state):
    """The log as plain lists: the part converted by the last call (kept on the state)
    plus the entries added since, so the cost follows the new entries (issue 12)."""
    memo = state.log_plain
    node = state.log
    if memo is not None and memo[0] is node:
        return memo[1]
    new = []
    while node is not None and (memo is None or node is not memo[0]):
        new.append(node[0])
        node = node[1]
    if node is None:
        head = []
    else:
        head = memo[1]
    new.reverse()
    plain = head + [[e[0], e[1], e[2], list(e[3])] if e[0] == "a" else _plain(e) for e in new]
    state.log_plain = (state.log, plain)
    return plain


def emit(state, etype, vis=None, **data):
    """Record an event for the caller of `apply` (vis: None = public, else the one seat)."""
    if state.events is not None:
        data["type"] = etype
        if vis is not None:
            data["vis"] = vis
        state.events.append(data)


# --- plain-dict round trip -------------------------------------------------------------

def to_dict(state: State) -> dict[str, Any]:
    """A JSON-able dict holding the whole state (tuples become lists)."""
    d = {"format": FORMAT, "version": VERSION}
    for name in _SCALARS:
        if name == "log":
            continue
        d[name] = _plain(getattr(state, name))
    d["log"] = list(_plain_log(state))
    for name in _FLAT:
        if name == "at":
            continue
        d[name] = _plain(getattr(state, name))
    d["players"] = _plain(state.players)
    d["frames"] = _plain(state.frames)
    return d


def _plain(v):
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return v


def _frozen(v):
    """Lists as tuples and dicts as fresh dicts, all the way down (a scalar or a tuple is
    kept as it is, without a call)."""
    if isinstance(v, list):
        return tuple([x if type(x) in _KEPT else _frozen(x) for x in v])
    if isinstance(v, dict):
        return {k: x if type(x) in _KEPT else _frozen(x) for k, x in v.items()}
    return v


_KEPT = SCALAR_TYPES | {tuple}


# How each slot's values come back from plain lists (tuples where the engine uses tuples).
_TUPLE_ITEMS = ("units", "hexes", "buildings", "coins", "slots", "hex_stack", "hex_discard",
                "hex_out", "hands")
_TUPLE_VALUES = ("wheel", "card_discs")


def from_dict(content: Any, d: dict[str, Any]) -> State:
    """Rebuild a State from `to_dict` output (after its format and version were checked)."""
    if d.get("format") != FORMAT:
        raise ValueError("not an Archipelago game state")
    if d.get("version") != VERSION:
        raise ValueError(f"state version {d.get('version')} is not {VERSION}")
    s = State.__new__(State)
    s.content = content
    s.events = None
    s.legal = s.memo = None
    s.log_plain = None
    s.facts = None
    for name in _SCALARS:
        if name == "log":
            continue
        setattr(s, name, _frozen(d[name]))
    s.cfg = d["cfg"]
    s.log = None
    s.log_n = 0
    for entry in d["log"]:
        log(s, _frozen(entry))
    for name in _FLAT:
        if name == "at":
            continue
        v = d[name]
        if name in _TUPLE_ITEMS:
            v = [x if type(x) in _KEPT else _frozen(x) for x in v]
        elif name in _TUPLE_VALUES:
            v = {k: x if type(x) in _KEPT else _frozen(x) for k, x in v.items()}
        elif isinstance(v, list):
            v = list(v)
        else:
            v = dict(v)
        setattr(s, name, v)
    s.players = []
    for p in d["players"]:
        q = {k: x if type(x) in _KEPT else _frozen(x) for k, x in p.items()}
        q["cubes"] = dict(p["cubes"])
        q["stats"] = dict(p["stats"])
        s.players.append(q)
    s.frames = [{k: x if type(x) in _KEPT else _frozen(x) for k, x in f.items()}
                for f in d["frames"]]
    s.at = {(h[0], h[1]): i for i, h in enumerate(s.hexes)}
    s.hex_stack = [tuple(x) for x in s.hex_stack]
    return s
