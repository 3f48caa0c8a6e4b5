"""The replay of a finished game (issue 30): step through it action by action, round by
round, or jump to any round, and see it as any seat saw it (after the end every secret is
open) or as the public saw it, with the log in step. No pygame: the replay viewer
(ui/scenes/replay.py) and the tests drive it.

    r = Replay.of_match(match)               # a game just over (Match.game_record)
    r = Replay.from_save(content, path)      # a finished save (validated; the file is only read)
    r.seek(120); r.step(-1); r.next_round(); r.to_round(4); r.home(); r.end()
    r.view(seat)                             # engine.view at this point (None: public)
    r.log_entries(seat)                      # the log up to this point, as `seat` reads it

Position p is the number of the game's actions applied: 0 is the deal, `r.n` the end. It
uses only the engine contract (history.replay_steps, apply, view, copy_state): the game
is played once from its log, keeping a copy of the state every
EVERY actions (engine.copy_state); any position is the nearest copy at or before it plus
at most EVERY - 1 actions, so a step back costs what a step forward does. The log is the
truth: randomness lives in the state, so the replay never re-rolls.
"""
from __future__ import annotations

from archipelago import engine
from archipelago.history import actions_in_log, replay_steps
from archipelago.saves.check import load_path

from .authority import Seat, default_styles
from .positions import Positions

EVERY = 16                  # actions between two kept copies of the state


def finished_record(content, path):
    """(configuration, actions, seats' documents) of the finished game saved at `path`: read
    and validated as every load is (saves.check.load_path; raises SaveError), never written.
    ValueError if the game in it is not over."""
    loaded = load_path(path, content)
    if loaded.state.over is None:
        raise ValueError(f"{path.name if hasattr(path, 'name') else path}: the game is not over")
    return loaded.state.cfg, actions_in_log(loaded.state), loaded.seats


class Replay(Positions):
    def __init__(self, content, cfg, actions, seats=None):
        """Play the game of `cfg` (engine.new_game's names, length and seed) through
        `actions` once, keeping the records and a copy of the state every EVERY actions;
        raises engine.IllegalAction when the actions do not fit."""
        self.content = content
        self.names = list(cfg["names"])
        seats = [Seat.from_dict(d) for d in seats] if seats else [Seat(nm) for nm in self.names]
        self.seats = seats
        self.styles = default_styles(seats)
        self._copies = []           # state after k * EVERY actions
        self._records = []
        for state, rec in replay_steps(content, cfg, actions):
            if rec is not None:
                self._records.append(rec)
            if len(self._records) % EVERY == 0:
                self._copies.append(engine.copy_state(state))
        self.n = len(self._records)
        self.result = engine.result(state)
        self._set_rounds([rec.round for rec in self._records] + [state.round])
        self._books = {}            # (viewer, language) -> (log entries, entries written after each position)
        self._state = state
        self._pos = self.n
        self.seek(0)

    # --- making one ---------------------------------------------------------------------------
    @classmethod
    def of_match(cls, match):
        """The replay of a game that is over (Match.game_record)."""
        cfg, actions, seats = match.game_record()
        return cls(match.content, cfg, actions, seats)

    @classmethod
    def from_save(cls, content, path):
        """The replay of a finished game's save: read and validated as every load is
        (saves.check.load_path; raises SaveError), never written. ValueError if the game in
        it is not over."""
        return cls(content, *finished_record(content, path))

    # --- where it stands ------------------------------------------------------------------------
    @property
    def round(self):
        """The round of this position (the engine's round counter)."""
        return self._state.round

    @property
    def phase(self):
        return self._state.phase

    # --- moving ---------------------------------------------------------------------------------
    def seek(self, pos):
        """Go to position `pos` (clamped to 0..n): from here when it lies a little ahead,
        else from the nearest kept copy at or before it. Returns the position."""
        pos = max(0, min(self.n, int(pos)))
        if pos == self._pos:
            return pos
        if not self._pos < pos <= self._pos + EVERY:
            k = pos // EVERY
            self._state = engine.copy_state(self._copies[k])
            self._pos = k * EVERY
        while self._pos < pos:
            engine.apply(self._state, self._records[self._pos].action)
            self._pos += 1
        return pos

    # --- what is shown --------------------------------------------------------------------------
    def view(self, viewer=None):
        """engine.view of this position for `viewer` (a seat, or None: the public view),
        with no legal actions: a replay is watched, nobody decides in it."""
        v = engine.view(self._state, viewer)
        v["legal"] = []
        return v

    def _steps(self, viewer):
        return self._records

    def actor(self):
        """The seat whose action led to this position, or None at the deal."""
        return self._records[self._pos - 1].seat if self._pos else None
