"""The record of a game's actions: the information barriers (the ONE place that defines
them), a Record per applied action, and THE ONE replay that rebuilds a game from its
configuration and actions (the log is the truth; randomness lives in the state, so a
replay never re-rolls). The match, the saves and the tests all replay through here."""
from __future__ import annotations

from dataclasses import dataclass, field

from archipelago import engine
from archipelago.engine.core import log_entries, log_since
from archipelago.engine.crises import open_entries
from archipelago.engine.kinds import (BIDS, DCRISIS, DOMESTIC_CRISIS, EXPORT_CRISIS, EXPORT_RESULT, GAME_OVER,
                                      REBELS, REVEALING, ROUND0_DONE, XCRISIS)

# Events that show something no one knew: a hex or card revealed, a revealed bid, a peek,
# an objective revealed (the engine's kinds.REVEALING), plus any ("r", ...) random log entry.
BARRIER_EVENTS = REVEALING


# Secret or simultaneous entries (UX "Hot seat and secrets", issue 18): the turn-order bids
# are secret until all are in; the crisis answers go round the table. The event that ends
# each round of entries: a reveal, kept as (event type, round) and worded where it is shown
# (saves.seen.reveal_words; issue 29: nothing here speaks a language). Two more reveals a
# table cannot take back (issue 38): the deal at the end of round 0 (R4: the track and the
# trend turn face up, and each person reads their objective card in their "Your objective"
# moment), and the end of the game (R11: every objective and every florin shown).
SECRET_FRAMES = (BIDS, DCRISIS, XCRISIS)
CRISIS_START = {DCRISIS: DOMESTIC_CRISIS, XCRISIS: EXPORT_CRISIS}
REVEALS = (BIDS, REBELS, EXPORT_RESULT, ROUND0_DONE, GAME_OVER)


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
    # The public figures before the action that the phase-3 board rows read (the markets,
    # population and both markers): the log names each row's marker move by its cause.
    figures: dict = field(default_factory=dict)


def actions_in_log(state):
    """The actions of a game's log, oldest first."""
    return [engine.Action(e[1], e[2], tuple(e[3])) for e in log_entries(state) if e[0] == "a"]


def apply_recorded(state, action, n):
    """engine.apply, returning the Record of action number `n`."""
    top = state.frames[-1]["k"] if state.frames else ""
    rnd, phase, log_n = state.round, state.phase, state.log_n
    figures = {"dom": dict(state.dom), "exp": dict(state.exp), "population": state.population,
               "rebellion": state.rebellion, "surplus": state.surplus}
    events = engine.apply(state, action)
    new = log_since(state, log_n)
    return Record(n, action, action.seat, top, rnd, phase, events, is_barrier(events, new), figures)


def replay_steps(content, cfg, actions):
    """THE replay, step by step: the game of `cfg` (engine.new_game's names, length and
    seed) rebuilt through `actions`, yielding (state, None) for the deal and then (state,
    Record) after each action (the action, its events). The state is one game changed in
    place: copy it (engine.copy_state) to keep a moment. Raises engine.IllegalAction when
    an action does not fit this content."""
    state = engine.new_game(content, cfg["names"], cfg["length"], cfg["seed"])
    yield state, None
    for i, a in enumerate(actions):
        yield state, apply_recorded(state, a, i)


def replay(content, cfg, actions):
    """(state, records) rebuilt from a game's configuration and its first actions; raises
    engine.IllegalAction when the actions do not fit this content."""
    records = []
    for state, rec in replay_steps(content, cfg, actions):
        if rec is not None:
            records.append(rec)
    return state, records


def secret_entry_open(state, records=()):
    """The frame kind of a secret or simultaneous entry that some but not all players have
    made (bids entered, crisis answers given), or None. No autosave is written then: it
    would keep half a round of secret entries. The engine says which entries are under
    way and which its frames count as begun (crises.open_entries); `records`, the game's
    history, show the answers a frame does not count (an export crisis's first deliveries)."""
    for k, begun in open_entries(state):
        if begun:
            return k
        if k in CRISIS_START:
            for rec in reversed(records):
                if rec.frame == k:
                    return k
                if any(ev.get("type") == CRISIS_START[k] for ev in rec.events):
                    break
    return None


def rewound_reveals(current, records, saved):
    """What loading `saved` over the running game `current` (its history `records`) would
    let the players decide again: the reveals (REVEALS) that the
    running game has passed since the point of the save, as (event type, round), oldest
    first. Empty unless `saved` is the same game (same configuration, its actions a prefix
    of the running game's) from before such a reveal."""
    if saved.cfg != current.cfg:
        return []
    old, new = actions_in_log(saved), actions_in_log(current)
    if len(old) >= len(new) or new[:len(old)] != old:
        return []
    out = []
    for n, mark in reveals_in(records):
        if n >= len(old) and mark not in out:
            out.append(mark)
    return out


def reveal_marks(records):
    """The reveals (REVEALS) in a game's records, language-neutral:
    (action number, event type, round), oldest first, each once."""
    out = []
    for rec in records:
        for ev in rec.events:
            mark = (rec.n, ev.get("type"), rec.round)
            if ev.get("type") in REVEALS and mark not in out:
                out.append(mark)
    return out


def reveals_in(records):
    """The reveals (REVEALS) in a game's records: (action number,
    (event type, round)), oldest first, each once."""
    return [(n, (kind, round_)) for n, kind, round_ in reveal_marks(records)]
