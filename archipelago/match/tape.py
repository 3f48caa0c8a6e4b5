"""The replay of a finished networked game at a screen that joined it from another computer
(issue 41: a click on a costly decision opens the replay viewer at that moment, from that
seat's view). The record with every secret stays at the host (ARCHITECTURE "Several
screens": a screen never replays a game); once the game is over, the host sends a screen
that asks the views it may see, its seats' and the public's, at every position of the game:
each viewer's view before the first action and the changes after each action
(match.viewdiff), a tape. The moves and the log are the screen's own journal, as its seats
knew them (match.mirror). No pygame: the replay viewer (ui/scenes/replay.py) steps through a
SeatTape as through a match.replay.Replay.

    tapes = record_tapes(replay, [None, 2])        # at the host: [[viewer, first view, [diff, ...]], ...]
    tape = SeatTape(content, names, styles, {None: moves, 2: moves_2}, tapes)     # at the screen
    tape.seek(120); tape.next_round(); tape.view(2); tape.log_entries(2)

Position p is the number of the game's actions applied, as in the replay at the host.
"""
from __future__ import annotations

from . import viewdiff
from .mirror import fresh
from .positions import Positions

KEPT_EVERY = 32                 # positions between two views a SeatTape keeps whole


def record_tapes(replay, viewers):
    """Each of `viewers`' views along the whole game of `replay` (match.replay.Replay), as a
    tape: [[viewer, its view at position 0, [the diff to each next position, ...]], ...]."""
    tapes = []
    for viewer in viewers:
        replay.seek(0)
        first = last = replay.view(viewer)
        ops = []
        for pos in range(1, replay.n + 1):
            replay.seek(pos)
            now = replay.view(viewer)
            ops.append(viewdiff.diff(last, now))
            last = now
        tapes.append([viewer, first, ops])
    return tapes


class SeatTape(Positions):
    """A finished game's positions as a screen that joined it may see them: the views of the
    `tapes` (record_tapes, as the host sent them) and the moves each viewer knew (`moves`:
    viewer -> Mirror.moves(viewer)). Raises ValueError when they do not fit together (a
    tape's diff that does not apply, or moves of another length)."""

    def __init__(self, content, names, styles, moves, tapes):
        self.content = content
        self.names = list(names)
        self.styles = list(styles)
        self.viewers = [viewer for viewer, _first, _ops in tapes]
        self.n = len(tapes[0][2]) if tapes else 0
        self._ops = {}
        self._kept = {}
        rounds = []                     # the round at each position (every viewer's view says it)
        for viewer, first, ops in tapes:
            if len(ops) != self.n or len(moves.get(viewer, ())) != self.n:
                raise ValueError(f"a tape of {len(ops)} moves for a game of {self.n}")  # i18n: not shown
            kept, view = [first], first
            for pos, diff in enumerate(ops, 1):
                try:
                    view = viewdiff.applied(diff, view)
                except viewdiff.BadDiff as e:
                    raise ValueError(f"the tape of {viewer!r} at move {pos}: {e}") from None  # i18n: not shown
                if viewer == self.viewers[0]:
                    rounds.append(view["round"])
                if pos % KEPT_EVERY == 0:
                    kept.append(view)
            self._ops[viewer], self._kept[viewer] = ops, kept
        self._moves = {viewer: list(moves[viewer]) for viewer in self.viewers}
        self._set_rounds([tapes[0][1]["round"], *rounds] if tapes else [0])
        self.result = view["result"] if tapes else None
        self._books = {}
        self._pos = 0

    @property
    def round(self):
        return self.round_at(self._pos)

    def seek(self, pos):
        self._pos = max(0, min(self.n, int(pos)))
        return self._pos

    def view(self, viewer=None):
        """`viewer`'s view at this position (a viewer the host sent a tape of: this screen's
        seats and the public), with no legal actions (nobody decides in a replay)."""
        k = self._pos // KEPT_EVERY
        view = self._kept[viewer][k]
        for diff in self._ops[viewer][k * KEPT_EVERY:self._pos]:
            view = viewdiff.applied(diff, view)
        view = fresh(view)
        view["legal"] = []
        return view

    def _steps(self, viewer):
        return self._moves[viewer]             # (the log as `viewer` read it: its moves as it knew them)

    def actor(self):
        """The seat whose move led to this position, or None at position 0."""
        return self._moves[self.viewers[0]][self._pos - 1].seat if self._pos else None
