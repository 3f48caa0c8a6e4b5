"""While you were away, replayed (issue 41) at a networked table: a screen at another
computer keeps the public view each move brought (match.mirror, match.away.PublicTape), so
its person's "What happened" replays exactly the public moves since their last decision,
each position the public view the host's own replay gives; moves caught up after a dropped
line came without theirs, and then nothing is replayed (the text card stays). 127.0.0.1 only."""
from __future__ import annotations

from .harness import TIMEOUT, Table


def positions(a):
    """Every position of an Away: (the move's number, the public view)."""
    out = []
    for k in range(a.n + 1):
        a.seek(k)
        out.append((a.moves[k - 1].n if k else None, a.view()))
    return out


def test_away_at_a_networked_table_replays_what_the_host_replays(content):
    table = Table(content, 3, 17)
    try:
        for seat in range(3):
            table.join([seat])
        table.play_on(rounds=1)
        table.settle()
        checked = 0
        for pl in table.players:
            g = pl.game
            (seat,) = g.holds
            want = table.authority(lambda m, s=seat: (m.away_count(s), m.away_replay(s) and positions(m.away_replay(s))))
            assert g.away_count(seat) == want[0]
            got = g.away_replay(seat)
            if not want[0]:
                assert got is None
                continue
            assert got.n == want[0] and positions(got) == want[1]      # the same moves, the same public views
            assert all(v["seat"] is None and all(p["cubes"] is None for p in v["players"]) for _, v in want[1])
            checked += 1
        assert checked >= 2 and table.leaks == []
        # a dropped line: the moves caught up come without their views, nothing replayed
        g = table.players[0].game
        g.kill_line()
        g.wait(lambda g: g.closed is not None, TIMEOUT)
        start = table.play_on_without(g, 0, 6)
        g.rejoin()
        g.wait(lambda g: g.away is not None, TIMEOUT)
        if g.away_count(0) > 0 and table.authority(lambda m: len(m.history)) > start:
            assert g.away_replay(0) is None or g.away_replay(0).n == g.away_count(0)
    finally:
        table.close()
