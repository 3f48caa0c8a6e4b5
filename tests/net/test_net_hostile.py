"""A hostile screen (issue 36, acceptance: a forged seat, out of turn, an illegal action,
a stale sequence number, a second bid, malformed JSON, an oversized message, a flood):
each refused with its reason, the game unchanged (a digest of the whole state), and the
others served on to the end of the game. The seat an action is taken for comes from the
connection's token, never from the message (ARCHITECTURE "Several screens")."""
from __future__ import annotations

import pytest

from archipelago.engine.kinds import BID, BIDS
from archipelago.match.authority import ILLEGAL, NOT_TO_ACT, WRONG_SEAT
from archipelago.match.follower import MOVE
from archipelago.net import protocol as p

from .harness import TIMEOUT, WHOLE, Table, digest


def act(game, seat, kind, args, seq=None):
    return {"t": p.ACT, "action": [seat, kind, list(args)], "seq": game.mirror.seq if seq is None else seq}


def refused(table, game, *texts):
    """Send `texts` (messages or raw text) from `game`'s screen: the reasons they are
    refused with; the game's digest and every screen's numbers unchanged."""
    before = table.authority(digest)
    seqs = table.authority(lambda m: [f.seq for f in m._followers])
    had = len(game.refusals)
    for text in texts:
        game.client.send(text)
    game.wait(lambda g: len(g.refusals) >= had + len(texts), TIMEOUT)
    assert table.authority(digest) == before
    assert table.authority(lambda m: [f.seq for f in m._followers]) == seqs
    return [r["reason"] for r in game.refusals[had:]]


@pytest.fixture
def table(content):
    t = Table(content, 3, WHOLE)
    for seat in range(3):
        t.join([seat])
    yield t
    t.close()


@pytest.mark.slow
def test_net_a_forged_seat_out_of_turn_and_an_illegal_action_are_refused(table):
    bad = table.players[2].game
    table.at(lambda: bad.to_act == 2 and bad.round >= 1)
    legal = bad.legal()
    a = legal[0]
    honest = table.players[1].game
    assert refused(table, bad, act(bad, 0, a.kind, a.args), act(bad, 1, a.kind, a.args)) == [WRONG_SEAT] * 2
    assert refused(table, honest, act(honest, 1, a.kind, a.args)) == [NOT_TO_ACT]       # not its turn
    assert refused(table, bad, act(bad, 2, "build", ["nowhere"]), act(bad, 2, a.kind, [10 ** 6] * 3)) == [ILLEGAL] * 2
    table.play()                                         # the others (and it) served on to the end
    assert table.replayed_result() == table.games[0].result() and table.server.leaks == []
    assert table.leaks == []


@pytest.mark.slow
def test_net_a_stale_sequence_number_is_refused(table):
    bad = table.players[2].game
    table.at(lambda: bad.to_act == 2 and bad.round >= 1)
    last_move = max(m["seq"] for m in table.authority(lambda m: list(m._followers[2]._kept)) if m["t"] == MOVE)
    a = bad.legal()[0]
    assert refused(table, bad, act(bad, 2, a.kind, a.args, seq=last_move - 1),        # before the last move
                   act(bad, 2, a.kind, a.args, seq=bad.mirror.seq + 5),              # a number never sent
                   act(bad, 2, a.kind, a.args, seq="x")) == [p.STALE] * 3
    table.play_on()


@pytest.mark.slow
def test_net_a_second_bid_is_refused_and_the_first_stands(table):
    bad = table.players[2].game

    def bid_in():
        frames = bad.view(2)["frames"] if bad.ready else []
        return bool(frames) and frames[-1]["k"] == BIDS and "mine" in frames[-1] and bad.to_act != 2

    with table.held(lambda m: "mine" in (m.view(2)["frames"] or [{}])[-1]):    # (seat 2's bid in, theirs to come)
        table.at(bid_in)
    mine = bad.view(2)["frames"][-1]["mine"]
    assert refused(table, bad, act(bad, 2, BID, [mine + 1]), act(bad, 2, BID, [0])) == [NOT_TO_ACT] * 2
    assert table.authority(lambda m: m.view(2)["frames"][-1]["mine"]) == mine
    table.play_on()


@pytest.mark.slow
def test_net_malformed_and_oversized_messages_are_refused_and_the_line_stays(table):
    bad = table.players[0].game
    table.at(lambda: bad.round >= 1)
    texts = ["{not json", "[1, 2]", '{"t": 5}', '{"no": "type"}', "\u0000", f'{{"t": "act", "action": "x", "seq": {bad.mirror.seq}}}',
             '{"t": "nonsense"}', "[" * 5000 + "]" * 5000, "x" * (p.MAX_IN + 1), '{"t": "talk", "text": "' + "y" * 5000 + '"}']
    reasons = refused(table, bad, *texts)
    assert reasons == [p.MALFORMED] * 8 + [p.TOO_BIG, p.TALK_BAD], reasons
    assert bad.closed is None
    table.play_on()


@pytest.mark.slow
def test_net_a_message_beyond_the_transport_bound_ends_only_that_connection(table):
    bad, other = table.players[0].game, table.players[1].game
    table.at(lambda: bad.round >= 1)
    before = table.authority(digest)
    bad.client.send("z" * (p.HARD_IN + 10))
    bad.wait(lambda g: g.closed is not None, TIMEOUT)
    assert bad.closed[0] == 1009                        # message too big: the transport hangs up
    assert table.authority(digest) == before
    other.wait(lambda g: g.presence[0] == p.AWAY, TIMEOUT)
    bad.rejoin()
    bad.wait(lambda g: g.closed is None and g.presence[0] == p.CONNECTED, TIMEOUT)
    table.play_on()


@pytest.mark.slow
def test_net_a_flood_is_refused_beyond_the_rate_and_the_game_goes_on(table, monkeypatch):
    monkeypatch.setattr(p, "FLOOD_PAUSE", 0.1)          # (the flooder's pause after a refusal, shorter)
    bad = table.players[1].game
    table.at(lambda: bad.round >= 1)
    before = table.authority(digest)
    n = p.BURST + 100
    for _ in range(n):
        bad.client.send('{"t": "handoff"}')
    bad.wait(lambda g: sum(r["reason"] == p.FLOOD for r in g.refusals) >= 50, TIMEOUT)
    assert table.authority(digest) == before
    assert sum(r["reason"] == p.FLOOD for r in bad.refusals) >= 50 and bad.closed is None
    table.play_on()                                     # the flooder waits a moment (FLOOD_PAUSE), then plays on
