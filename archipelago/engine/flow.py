"""The decision stack: frames, the dispatcher that advances the game, and `apply`.

A frame is a dict with a kind "k". Decision frames carry the "seat" that must decide and
are registered with a `legal(state, f)` and an `act(state, f, action)` function; automatic
frames are registered with a `run(state, f)` function that pushes or pops frames and so
always makes progress. `advance` runs automatic frames until a seat must decide.
Exactly one seat acts at a time: the seat of the top frame.

Phases, actions and crises start one another by name (`begin`), through the starters
their modules register, so no rule module imports another to start it.
"""

from .core import Action, IllegalAction, State, log, snapshot, unchanged
from .ending import check_objectives, finish_by_objective
from .kinds import (BALANCE, BIDS, COMPOSE, DCRISIS, DONE, END_TURN, EXPLORE, HARVEST, MIGRATE,
                    MOVE, P5, P6, P6_DONE, P6_REFILL, P6_STEP, PASS, R0_PLACE, RESPOND, STAND,
                    TURN, USE_BUILDING)

DECISIONS = {}   # kind -> (legal, act)
AUTOMATIC = {}   # kind -> run
STARTERS = {}    # name -> start(state, **args)
# Frames whose end closes a "step" (R11: the game ends at the end of the current turn,
# or outside phase 5 at the end of the current step): a phase-5 turn, a player's phase-6
# buy and turn(s) (P6_DONE, before the refill: ruling 2026-12-06), the track's refill
# after it (with the red parts it exposes), the phase-4 card, the bids, a round-0 placement.
STEP_KINDS = {TURN, P6_DONE, P6_REFILL, BALANCE, BIDS, R0_PLACE}
# Decisions that move no end counter of R11.1 (composing and answering an offer moves
# items between players only): no objective check after them (issue 12).
QUIET = {COMPOSE, RESPOND}
# Actions of other decisions that move none either: ending or passing a turn (R5.5) only
# takes the turn's frame off the stack; using a market or port (its fee goes onto the
# wheel, R5.8) pushes a frame; standing a citizen up in a domestic crisis
# and its end (rebels and rebellion, R6.2) move no counter; moving a unit keeps every unit
# on the map; turning a track card (R5.14) moves no card into play; "done" in a harvest
# or migration frame only takes the frame off.
QUIET_ACTIONS = {(TURN, END_TURN), (TURN, PASS), (TURN, USE_BUILDING),
                 (DCRISIS, STAND), (DCRISIS, DONE), (MIGRATE, MOVE), (MIGRATE, DONE),
                 (P6_STEP, TURN), (HARVEST, DONE)}
# Automatic steps that move none: the phase-5 and phase-6 dispatchers only hand the turn
# to the next player or end the phase, the end of a phase-6 step only hands on to the
# refill, a track refill (R5.14) deals deck cards onto the track, an exploration step only
# loses an unplaceable hex or hands the pick to the player (tests/engine/test_quiet_steps.py
# checks all three sets).
QUIET_STEPS = {P5, P6, P6_DONE, P6_REFILL, EXPLORE}


def decision(kind, legal, act):
    """Register a decision frame kind with its legal-actions and act functions."""
    DECISIONS[kind] = (legal, act)


def automatic(kind, run):
    """Register an automatic frame kind with its run function."""
    AUTOMATIC[kind] = run


def starter(name, start):
    """Register how a phase, action or crisis starts: `start(state, **args)`."""
    STARTERS[name] = start


def begin(state, name, **args):
    """Start the phase, action or crisis registered under `name`."""
    STARTERS[name](state, **args)


def push(state, frame):
    """Put a frame on top (nothing more happens once the game is over)."""
    if state.over is None:
        state.frames.append(frame)
    return frame


def pop(state):
    """Remove the top frame; a step frame ending after an objective was met ends the game."""
    f = state.frames.pop()
    if f["k"] in STEP_KINDS and state.ending is not None and state.over is None:
        finish_by_objective(state, f)
    return f


def top(state):
    return state.frames[-1]


def advance(state):
    """Run automatic frames until a seat must decide or the game is over."""
    state.legal = None
    frames = state.frames
    while state.over is None and frames:
        f = frames[-1]
        k = f["k"]
        run = AUTOMATIC.get(k)
        if run is None:
            return
        run(state, f)
        if k not in QUIET_STEPS:
            check_objectives(state)


def to_act(state: State) -> int | None:
    """The seat that must decide now, or None when the game is over."""
    if state.over is not None or not state.frames:
        return None
    return state.frames[-1]["seat"]


# How many legal-action lists were built (benches show it is once per decision).
COUNTS = {"legal": 0}
# Tests set this: every reuse of a cached list is checked against a fresh one, so a
# state edited by hand without `touched` fails loudly instead of using a stale list.
# The list is a function of the state's data, so a fresh one is built only when that
# data differs from what the list was built from (core.snapshot, kept with the list).
VERIFY = False


class _Kept(list):
    """A legal-action list kept under VERIFY, with `seen`: (core.snapshot of the state it
    was last checked against, a copy of the list)."""
    __slots__ = ("seen",)


def _legal(state, keep=True):
    """The current decision's legal actions, built once and kept on the state until the
    next apply/advance (the list is shared: callers get a copy). `keep` False: a list
    built now is not kept (apply, which drops it at once)."""
    cached = state.legal
    if cached is not None:
        if VERIFY:
            _verify(state, cached)
        return cached
    cached = _build(state)
    COUNTS["legal"] += 1
    if not keep:
        return cached
    state.legal = cached
    if VERIFY:
        cached = state.legal = _Kept(cached)
        cached.seen = snapshot(state), list(cached)
    return cached


def _verify(state, cached):
    """VERIFY: the kept list is the one the state's data gives now, else AssertionError.
    Data and list as last checked: the same list again; else the list built afresh must
    equal the kept one (and the state as it is now is what it was checked against)."""
    data, items = cached.seen
    if unchanged(state, data) and list.__eq__(cached, items):
        return
    state.memo = None
    if _build(state) != cached:
        raise AssertionError("stale legal-action list: the state was edited outside "
                             "apply/advance without engine.touched(state)")
    cached.seen = snapshot(state), list(cached)


def _build(state):
    if state.over is not None or not state.frames:
        return []
    f = state.frames[-1]
    legal = DECISIONS[f["k"]][0](state, f)
    if VERIFY and state.memo:
        _verify_memo(state, f, legal)
    return legal


def _verify_memo(state, f, legal):
    """VERIFY: a list built from a memo (`kept`) is the one built without any."""
    memo, state.memo = state.memo, None
    fresh = DECISIONS[f["k"]][0](state, f)
    state.memo = memo
    if fresh != legal:
        raise AssertionError(f"a stale memo of a {f['k']} frame: the state changed while it was "
                             "on the stack without `forget`")


# --- memos: what a decision's legal list is built from while its frame stays -------------

def kept(state, f):
    """What `keep` kept for this very frame (None if nothing, or for another frame)."""
    memo = state.memo
    if memo is not None:
        hit = memo.get(f["k"])
        if hit is not None and hit[0] is f:
            return hit[1]
    return None


def keep(state, f, value):
    """Keep `value` with the frame: its rule module says what can change it (and forgets
    it then); every change of the state by hand drops it (`touched`), and copies start
    without it. Tests check every list built from a memo (VERIFY)."""
    if state.memo is None:
        state.memo = {}
    state.memo[f["k"]] = (f, value)
    return value


def forget(state, kind=None):
    """Drop the memo of one frame kind, or all."""
    if kind is None:
        state.memo = None
    elif state.memo:
        state.memo.pop(kind, None)


def legal_actions(state: State) -> list[Action]:
    """Every action the seat on top may take now (empty only when the game is over).

    Built once per decision and reused (by `apply` and `view` too) until the state
    changes through `apply` or `advance`; the caller owns the returned list."""
    return list(_legal(state))


def touched(state: State) -> None:
    """Say that a state was edited by hand (tests building positions): the next
    `legal_actions` builds the list again. The engine's own changes go through
    `apply`/`advance`, which drop the list themselves; `copy_state`, `from_dict` and
    `new_game` start without one. A rule module's memo of the frame on top goes too."""
    state.legal = state.memo = None


def apply(state: State, action: Action) -> list[dict]:
    """Carry out one legal action; returns the events it produced.

    Raises IllegalAction (and changes nothing) if the action is not legal now."""
    if not isinstance(action, Action):
        try:
            seat, kind, args = action
        except (TypeError, ValueError):
            raise IllegalAction(f"not an action: {action!r}") from None
        action = Action(seat, kind, tuple(args))
    elif not isinstance(action.args, tuple):
        action = Action(action.seat, action.kind, tuple(action.args))
    if state.over is not None:
        raise IllegalAction("the game is over")
    legal = state.legal
    if legal is None or VERIFY:
        legal = _legal(state, keep=False)
    if action not in legal:
        raise IllegalAction(_why_illegal(state, action, legal))
    state.legal = None
    state.events = events = []
    seat, kind, args = action
    try:
        log(state, ("a", seat, kind, args))
        f = state.frames[-1]
        k = f["k"]
        DECISIONS[k][1](state, f, action)
        if k not in QUIET and (k, kind) not in QUIET_ACTIONS:
            check_objectives(state)
        advance(state)
    finally:
        state.events = None
        state.legal = None
    return events


def _why_illegal(state, action, legal):
    seat = to_act(state)
    if action.seat != seat:
        return f"seat {action.seat} may not act now; seat {seat} must decide"
    kinds = sorted({a.kind for a in legal})
    return f"{action.kind}{list(action.args)} is not legal now (legal kinds: {', '.join(kinds)})"


_new = tuple.__new__


def act(seat, kind, *args):
    """Shorthand used by the rule modules to build actions (tuple.__new__ skips the
    NamedTuple constructor's extra call: legal lists build many of them)."""
    return _new(Action, (seat, kind, args))
