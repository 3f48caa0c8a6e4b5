"""Joining a hosted game (issue 36, points 2, 4 and 5): the join code, seat choice or
watching, and each way a join fails, refused with a reason (a wrong code, a full game, a
seat taken, another version named, an unreachable host), nothing crashing and the game
as it was. The host listens on 127.0.0.1 at the port it was given (0: a free one)."""
from __future__ import annotations

import socket

from archipelago.engine import RULES_REVISION
from archipelago.net import protocol as p
from archipelago.net.client import UNREACHABLE
from archipelago.net.remote import RemoteGame
from archipelago.net.words import refusal_words

from .harness import TIMEOUT, Table, digest


def test_net_the_host_listens_on_127_0_0_1_at_a_free_port_and_prints_a_short_code(content):
    table = Table(content, 2, 3)
    try:
        host, port = table.server.bind, table.server.port
        assert host == "127.0.0.1" and port > 0
        with socket.create_connection((host, port), timeout=5):
            pass
        code = table.server.code
        assert len(code) == p.CODE_LENGTH and set(code) <= set(p.ALPHABET)
        assert p.same_code(code.lower(), code) and p.same_code(code[:3] + "-" + code[3:], code)
    finally:
        table.close()


def refused_join(table, hello=None, **how):
    address = f"127.0.0.1:{table.server.port}"
    if hello is None:
        g = RemoteGame.join(table.content, address, how.pop("code", table.server.code), wake=table.wake.set, **how)
    else:
        g = RemoteGame(table.content, f"ws://{address}", hello, wake=table.wake.set)
    g.wait(lambda g: g.refusals and g.closed is not None, TIMEOUT)
    assert not g.ready and g.token is None
    return g.refusals[-1]


def test_net_a_wrong_code_is_refused_with_what_to_do(content):
    table = Table(content, 2, 3)
    try:
        before = table.authority(digest)
        r = refused_join(table, code="AAAAAA" if table.server.code != "AAAAAA" else "BBBBBB")
        assert r["reason"] == p.WRONG_CODE and "code" in refusal_words(r)
        assert table.authority(digest) == before
    finally:
        table.close()


def test_net_a_full_game_and_a_seat_taken_are_refused_and_a_spectator_still_joins(content):
    table = Table(content, 2, 3)
    try:
        table.join([1])
        r = refused_join(table, seats=[1])
        assert r["reason"] == p.SEAT_TAKEN and r["free"] == [0]
        table.join()                                    # the first free seat: 0
        assert table.players[1].game.holds == {0}
        r = refused_join(table)
        assert r["reason"] == p.FULL and "full" in refusal_words(r)
        watcher = table.join(watch=True)
        assert watcher.ready and watcher.holds == frozenset() and watcher.presence == [p.CONNECTED] * 2
    finally:
        table.close()


def test_net_another_version_is_refused_naming_both_versions(content):
    table = Table(content, 2, 3)
    try:
        hello = dict(p.hello(content, table.server.code), protocol=p.PROTOCOL + 1, rules=RULES_REVISION - 1)
        r = refused_join(table, hello)
        assert r["reason"] == p.VERSION
        assert r["host"]["protocol"] == p.PROTOCOL and r["you"]["protocol"] == p.PROTOCOL + 1
        words = refusal_words(r)
        assert f"protocol {p.PROTOCOL} / rules {RULES_REVISION}, you {p.PROTOCOL + 1} / {RULES_REVISION - 1}" \
            in words, words
        other_data = dict(p.hello(content, table.server.code), digest="0" * 64)
        r = refused_join(table, other_data)
        assert r["reason"] == p.VERSION and "game data" in refusal_words(r)
        assert table.server.members == {}
    finally:
        table.close()


def test_net_an_unreachable_host_is_said_so_and_nothing_crashes(content):
    with socket.socket() as s:                          # a port nobody listens on (taken, then freed)
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    g = RemoteGame.join(content, f"127.0.0.1:{port}", "AAAAAA")
    g.wait(lambda g: g.closed is not None, TIMEOUT)
    assert g.closed[1].startswith(UNREACHABLE) and not g.ready
    assert f"127.0.0.1:{port}" in refusal_words({"reason": UNREACHABLE}, g.address)


def test_net_a_spectator_sees_the_public_view_and_may_only_watch(content):
    table = Table(content, 2, 5)
    try:
        watcher = table.join(watch=True)
        for seat in range(2):
            table.join([seat])
        table.play(until=lambda: table.authority(lambda m: m.round) >= 2)
        table.wake.set()
        watcher.pump(0.5)
        assert watcher.view(None) == table.authority(lambda m: m.view(None))
        assert [pl["florins"] for pl in watcher.view(None)["players"]] == [None, None]
        before = table.authority(digest)
        legal = table.authority(lambda m: m.legal())
        watcher.client.send({"t": p.ACT, "action": [legal[0].seat, legal[0].kind, list(legal[0].args)],
                             "seq": watcher.mirror.seq})
        watcher.client.send({"t": p.TALK, "text": "hello"})
        watcher.wait(lambda g: len(g.refusals) == 2)
        assert [r["reason"] for r in watcher.refusals] == [p.WATCHING, p.WATCHING]
        assert table.authority(digest) == before and table.leaks == []
    finally:
        table.close()
