"""Faults (issue 36, point 5): a screen killed mid-bid, mid-trade and mid-crisis (the others
see it away; it rejoins with its token and last number and gets exactly the messages it
missed; its pending bid survives); after the grace period (tiny here) a bot plays the
seat from that seat's view and the person takes it back on return; a host restarted from
its autosave lets everyone rejoin and the game ends as a replay of its log says."""
from __future__ import annotations

import pytest

from archipelago.engine.kinds import BIDS, COMPOSE, DCRISIS, RESPOND, XCRISIS
from archipelago.match.authority import Match
from archipelago.match.follower import SNAPSHOT
from archipelago.net import protocol as p
from archipelago.net.joining import load_tokens
from archipelago.net.server import GameServer
from archipelago.saves import fileio

from .harness import TIMEOUT, WHOLE, Table


def kill_and_rejoin(table, victim, others_play=0):
    """Kill the screen of seat `victim` (no goodbye); the others see it away (and play
    `others_play` moves meanwhile, where they can); it rejoins and is sent exactly the
    messages it missed, no snapshot. Returns its game."""
    g = next(pl.game for pl in table.players if victim in pl.game.holds)
    last = g.mirror.seq
    g.kill_line()
    g.wait(lambda g: g.closed is not None, TIMEOUT)
    others = [x for x in table.games if x is not g]
    for x in others:
        x.wait(lambda x: x.presence[victim] == p.AWAY, TIMEOUT)
    if others_play:
        table.play_on_without(g, victim, others_play)
    member = next(m for m in table.server.members.values() if victim in m.seats)
    kept = table.authority(lambda m: [dict(x) for x in member.follower._kept if x["seq"] > last])
    got = []
    g.trace, trace = (lambda msg, game: (got.append(msg), trace(msg, game))), g.trace
    g.rejoin()
    g.wait(lambda g: g.mirror.seq == table.authority(lambda m: member.follower.seq) and g.closed is None, TIMEOUT)
    g.trace = trace
    assert got[0]["t"] == p.WELCOME and [m for m in got if m["t"] == SNAPSHOT] == []
    missed = got[1:1 + len(kept)]
    assert kept and [{k: v for k, v in m.items() if k != "now"} for m in missed] == kept   # exactly what it missed
    assert "now" in missed[-1] and all(m["seq"] > kept[-1]["seq"] for m in got[1 + len(kept):])
    for x in table.games:
        x.wait(lambda x: x.presence[victim] == p.CONNECTED, TIMEOUT)
    return g


@pytest.mark.slow
def test_net_a_screen_killed_mid_bid_rejoins_and_its_bid_survives(content):
    table = Table(content, 3, WHOLE)
    try:
        for seat in range(3):
            table.join([seat])
        def bid_in(seat):
            g = table.players[seat].game
            frames = g.view(seat)["frames"]
            return frames and frames[-1]["k"] == BIDS and "mine" in frames[-1] and g.to_act != seat

        def a_bid_waits(m):
            """A sealed bid waits for the others' (the authority's public view: their count)."""
            frames = m.view(None)["frames"]
            return bool(frames) and frames[-1]["k"] == BIDS and frames[-1]["bids"] > 0

        with table.held(a_bid_waits):               # (without the hold: 2 of ~14 whole runs timed out, 7 Dec)
            table.at(lambda: any(bid_in(seat) for seat in range(3)))      # (the order of bidding is drawn: R3.2)
        seat = next(seat for seat in range(3) if bid_in(seat))
        victim = table.players[seat].game
        mine = victim.view(seat)["frames"][-1]["mine"]
        kill_and_rejoin(table, seat)
        frame = victim.view(seat)["frames"][-1]
        assert frame["k"] == BIDS and frame["mine"] == mine
        assert table.authority(lambda m: m.view(seat)["frames"][-1]["mine"]) == mine
        table.play()
        assert victim.result() == table.replayed_result() and table.leaks == []
    finally:
        table.close()


@pytest.mark.slow
@pytest.mark.parametrize("frames", [(COMPOSE, RESPOND), (DCRISIS, XCRISIS)], ids=["mid-trade", "mid-crisis"])
def test_net_a_screen_killed_mid_trade_or_mid_crisis_rejoins_with_exactly_what_it_missed(content, frames):
    table = Table(content, 3, 11)
    try:
        for seat in range(3):
            table.join([seat], level="normal")
        watcher = table.join(watch=True)
        with table.held(lambda m: m.top_frame in frames and m.to_act is not None):     # (as for a bid)
            table.at(lambda: watcher.top_frame in frames and watcher.to_act is not None, timeout=90)
        victim = watcher.to_act
        g = kill_and_rejoin(table, victim, others_play=5)
        assert g.top_frame is not None
        table.play_on()
        assert table.leaks == []
    finally:
        table.close()


def test_net_after_the_grace_period_a_bot_plays_the_seat_and_the_person_takes_it_back(content):
    table = Table(content, 3, 7, grace=0.2)
    try:
        for seat in range(3):
            table.join([seat])
        victim = table.players[2]
        table.at(lambda: victim.game.round >= 1 and victim.game.to_act == 2)
        moves_before = victim.moves
        victim.game.kill_line()
        others = [pl for pl in table.players if pl is not victim]
        from archipelago.net.play import drive
        played = table.authority(lambda m: sum(r.seat == 2 for r in m.history))
        drive(others, table.wake, lambda: table.authority(lambda m: sum(r.seat == 2 for r in m.history)) > played + 3,
              timeout=TIMEOUT)
        assert all(pl.game.presence[2] == p.BOT for pl in others)
        assert table.authority(lambda m: m.seats[2].kind) == "bot"
        victim.game.rejoin()
        table.settle()
        assert all(pl.game.presence[2] == p.CONNECTED for pl in table.players)
        assert table.authority(lambda m: m.seats[2].kind) == "remote"
        table.play(until=lambda: victim.moves > moves_before + 2 or victim.game.over)
        assert victim.moves > moves_before                      # the person plays again
        assert table.authority(lambda m: m.seats[2].kind) == "remote" and table.leaks == []
    finally:
        table.close()


@pytest.mark.slow
def test_net_a_host_restarted_from_its_autosave_lets_everyone_rejoin(content, tmp_path):
    saves = tmp_path / "saves"
    table = Table(content, 3, WHOLE, saves=saves)
    try:
        for seat in range(3):
            table.join([seat])
        table.join(watch=True)
        table.at(lambda: table.games[0].round >= 2)
        code = table.server.code
        table.server.stop()
        for g in table.games:
            g.wait(lambda g: g.closed is not None, TIMEOUT)
        newest = fileio.autosaves(saves)[0]
        again_code, tokens, standins = load_tokens(saves)
        assert again_code == code and sorted(map(sorted, tokens.values())) == [[0], [1], [2]]
        match = Match.load(content, newest)
        match.listen(table._note)
        table.told = table.told[:len(match.journal())]
        table.match = match
        table.server = GameServer(match, saves=saves, code=again_code, tokens=tokens, standins=standins).start()
        watcher_token = table.watchers[0].game.token
        for g in table.games:
            g.address = f"ws://127.0.0.1:{table.server.port}"
            if g.token == watcher_token:            # a spectator's token is not kept: it joins again to watch
                g.close_line()
                g.__init__(content, g.address, p.hello(content, again_code, watch=True), table.wake.set)
                g.trace = table._trace
            else:
                g.rejoin()
            g.wait(lambda g: g.ready and g.closed is None, TIMEOUT)
        table.play()
        result = table.replayed_result()
        assert all(g.result() == result for g in table.games) and table.leaks == []
    finally:
        table.close()
