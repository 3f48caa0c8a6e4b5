"""Speed on the wire (issue 36): each screen is sent what changed in its views (a diff,
match/viewdiff.py, against the views last sent to it), the views whole at a join, a rejoin,
after an undo (a rewind) and when a diff would not be smaller. After every move of whole
games the views each screen rebuilt equal the authority's (the harness checks each, and
the whitelist checks each diff with the views it makes; tests/net/test_net_games.py plays
whole games with 2-5 screens)."""
from __future__ import annotations

import pytest

import random

from archipelago.match import wire
from archipelago.match.follower import MOVE, REWIND, SNAPSHOT

from .harness import TIMEOUT, Table


def recorded(g):
    """Note each message `g` takes: (message, its text, the same message with the views it
    made whole, as text)."""
    log, trace = [], g.trace

    def note(msg, game):
        trace(msg, game)
        whole = wire.dumps(dict(msg, now=game.mirror.now())) if "now" in msg else None
        log.append((msg, game.text, whole))
    g.trace = note
    return log


@pytest.mark.slow
def test_net_screens_are_sent_diffs_and_the_views_whole_at_join_rejoin_and_undo(content):
    table = Table(content, 3, 17)
    try:
        rng = random.Random(17)
        games = [table.join([s]) for s in range(3)] + [table.join(watch=True)]
        logs = [recorded(g) for g in games]
        undone = []

        def undo_sometimes():
            for g in games[:3]:
                seat = next(iter(g.holds))
                if g.ready and g.may_send() and g.to_act == seat and g.can_undo(seat) and rng.random() < 0.3:
                    g.undo(by=seat)
                    undone.append(seat)
        table.play_on(rounds=2)
        victim = games[1]
        victim.kill_line()
        victim.wait(lambda g: g.closed is not None, TIMEOUT)
        victim.rejoin()
        victim.wait(lambda g: g.closed is None and g.ready and g.away is not None, TIMEOUT)
        start = victim.round
        table.play(until=lambda: all(g.ready and not g.waiting and (g.over or g.round >= start + 2) for g in games)
                   and undone, between=undo_sometimes, timeout=2 * TIMEOUT)
        table.settle()
        assert table.checked > 0 and table.leaks == [] and table.server.leaks == []
        assert undone
        for log in logs:
            moves = [(m, text, whole) for m, text, whole in log if m["t"] == MOVE and "now" in m]
            diffs = [(m, text, whole) for m, text, whole in moves if "diffs" in m["now"]]
            assert len(diffs) > 0.8 * len(moves)                # mostly what changed
            assert all(len(text) < len(whole) for _, text, whole in diffs)   # a diff only when smaller
            for m, _, _ in log:
                if m["t"] in (REWIND, SNAPSHOT):
                    assert "views" in m["now"]                  # at a join, after an undo: whole
            sent = sum(len(text) for _, text, _ in moves)
            assert sent < 0.5 * sum(len(whole) for _, _, whole in moves)
        assert sum(m["t"] == REWIND for m, _, _ in logs[0]) == len(undone)
        back = [i for i, (m, _, _) in enumerate(logs[1]) if m["t"] == "welcome"]
        assert len(back) == 1                                   # the rejoin (the join came before the notes)
        after = [m for m, _, _ in logs[1][back[0] + 1:] if "now" in m]
        assert "views" in after[0]["now"]                       # the first views after a rejoin: whole
    finally:
        table.close()
