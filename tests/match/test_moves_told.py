"""Match.moves tells each record once per set of seats and hands the same Moves out again
(issue 40): what it gives is what telling the history anew gives (journal.told), for every
viewer and start, across an undo (the record taken back is no longer told) and the actions
after it; and nobody can change a Move handed out (it is frozen), so sharing it is safe."""
import dataclasses

import pytest

from archipelago.match.authority import Match, Seat
from archipelago.match.journal import seen_by, told


def _anew(m, viewer, start=0):
    return [told(rec, seen_by(viewer)) for rec in m.history[start:]]


def _play(m, count):
    for _ in range(count):
        seat = m.to_act
        m.apply(m.bot(seat).choose(m.view(seat), m.legal()), by=seat)


def test_moves_are_the_history_told_anew_across_an_undo_and_cannot_be_changed(content):
    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=3)   # (Ann's moves by a bot)
    _play(m, 12)
    for viewer in (None, 0, 1):
        assert m.moves(viewer) == _anew(m, viewer)
        assert m.moves(viewer, 5) == _anew(m, viewer, 5) and m.moves(viewer, -1) == _anew(m, viewer, -1)
    first = m.moves(0)
    assert all(a is b for a, b in zip(first, m.moves(0)))          # told once, handed out again
    with pytest.raises(dataclasses.FrozenInstanceError):
        first[0].seat = 1
    for _ in range(400):                # play on to an action Ann may take back (her own, no barrier)
        if m.can_undo(0):
            break
        _play(m, 1)
    n = len(m.history)
    assert m.undo(by=0) is not None and len(m.history) == n - 1
    for viewer in (None, 0, 1):
        assert m.moves(viewer) == _anew(m, viewer)
    _play(m, 6)
    for viewer in (None, 0, 1):
        assert m.moves(viewer) == _anew(m, viewer)
