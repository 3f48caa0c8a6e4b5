"""While you were away, replayed (issue 41) at a networked table: a screen at another
computer keeps the public view each move brought (match.mirror, match.away.PublicTape), so
its person's "What happened" replays exactly the public moves since their last decision,
each position the public view the host's own replay gives; the moves caught up after a
dropped line come with theirs ("pub", match.follower.Follower.since), so a screen back
after a drop replays them too (a snapshot brings the last view only: then nothing is
replayed and the text card stays). 127.0.0.1 only."""
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
        # a dropped line: the moves caught up come with their public views, replayed as the host does
        g = table.players[0].game
        g.kill_line()
        g.wait(lambda g: g.closed is not None, TIMEOUT)
        start = table.play_on_without(g, 0, 6)
        g.rejoin()
        g.wait(lambda g: g.away is not None, TIMEOUT)
        if g.away_count(0) > 0 and table.authority(lambda m: len(m.history)) > start:
            assert g.away_replay(0).n == g.away_count(0)
            assert positions(g.away_replay(0)) == table.authority(lambda m: positions(m.away_replay(0)))
    finally:
        table.close()


def test_away_after_a_rejoin_replays_exactly_the_public_moves_since_the_last_decision(content):
    """A screen whose line dropped and that rejoined (its token and last number: the host
    sends what it missed) replays exactly the public moves since its person last decided,
    those it missed included, each position the public view the host's own replay gives;
    every view is public (no seat's stock, the person's own neither). Before, the moves
    caught up came without their views and nothing could be replayed after a rejoin."""
    from .test_net_away import dropped_after_a_round
    table = Table(content, 3, 21)
    try:
        g = dropped_after_a_round(table, 1)
        missed = table.play_on_without(g, 1, 10)
        assert table.authority(lambda m: len(m.history)) > missed          # moves made while its line was down
        g.rejoin()
        g.wait(lambda g: g.away is not None, TIMEOUT)
        want = table.authority(lambda m: (m.away_count(1), positions(m.away_replay(1))))
        got = g.away_replay(1)
        assert got is not None and g.away_count(1) == want[0] == got.n
        assert got.moves[-1].n >= missed                                   # it reaches into the moves missed
        assert positions(got) == want[1]                                   # the same moves, the same public views
        assert all(v["seat"] is None and all(p["cubes"] is None and p["florins"] is None for p in v["players"])
                   for _, v in want[1])
        assert table.leaks == [] and table.server.leaks == []
    finally:
        table.close()
