"""The record of a game's actions: the information barriers (the ONE place that defines
them), a Record per applied action, and THE ONE replay that rebuilds a game from its
configuration and actions (the log is the truth; randomness lives in the state, so a
replay never re-rolls). The session, the saves and the tests all replay through here."""
from __future__ import annotations

from dataclasses import dataclass, field

from archipelago import engine
from archipelago.engine.core import log_entries

# Events that show something no one knew: a hex or card revealed, a random draw's outcome,
# a revealed bid, a peek, an objective revealed. (Plus any ("r", ...) random log entry.)
BARRIER_EVENTS = frozenset({
    "hex_drawn", "hex_discarded", "reveal", "refill", "peek_objective", "peek_deck", "red",
    "balance", "reshuffle", "redeal", "stolen", "bids", "objective_met", "game_over",
})


def is_barrier(events, new_log_entries=()) -> bool:
    """True if an action with these events and log entries may not be undone."""
    if any(e[0] == "r" for e in new_log_entries):
        return True
    return any(ev.get("type") in BARRIER_EVENTS for ev in events)


@dataclass
class Record:
    """One applied action and what it produced."""
    n: int                          # action number in the game's log (0-based)
    action: engine.Action
    seat: int
    frame: str                      # the top decision frame's kind before the action
    round: int
    phase: str
    events: list = field(default_factory=list)
    barrier: bool = False


def actions_in_log(state):
    """The actions of a game's log, oldest first."""
    return [engine.Action(e[1], e[2], tuple(e[3])) for e in log_entries(state) if e[0] == "a"]


def apply_recorded(state, action, n):
    """engine.apply, returning the Record of action number `n`."""
    top = state.frames[-1]["k"] if state.frames else ""
    rnd, phase, log_n = state.round, state.phase, state.log_n
    events = engine.apply(state, action)
    new = log_entries(state)[log_n:] if state.log_n > log_n else []
    return Record(n, action, action.seat, top, rnd, phase, events, is_barrier(events, new))


def replay(content, cfg, actions):
    """(state, records) rebuilt from a game's configuration and its first actions; raises
    engine.IllegalAction when the actions do not fit this content."""
    state = engine.new_game(content, cfg["names"], cfg["length"], cfg["seed"])
    records = [apply_recorded(state, a, i) for i, a in enumerate(actions)]
    return state, records
