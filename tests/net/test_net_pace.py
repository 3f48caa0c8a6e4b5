"""Bots at a hosted table follow the speed setting (issue 36: the bots' pacing moved out of
the game scene into the host object, match.host.Host): the server paces its bots by the
seconds the hosting app's setting gives, as hot seat does (a bot move `delay` after the
last one), and plays them at once when headless (delay 0)."""
from __future__ import annotations

import time

from archipelago.match.authority import Match, Seat
from archipelago.match.seats import BOT, REMOTE
from archipelago.net.server import GameServer

from .harness import TIMEOUT, Table


def bot_moves_timed(content, delay, moves):
    """A hosted game of three bots and a person who never joins... who has joined and waits:
    the times (the host's clock) of the first `moves` bot moves, paced by `delay`."""
    seats = [Seat("Ann", REMOTE), Seat("Bob", BOT), Seat("Cy", BOT)]
    match = Match.new(content, seats, "short", seed=12)
    times = []
    match.listen(lambda item: times.append(time.monotonic()))
    table = Table(content, 3, 12, match=match)
    try:
        table.server.set_pace(delay)
        table.join([0])
        table.play(until=lambda: len(times) >= moves, timeout=TIMEOUT)
        bots = table.authority(lambda m: [r.seat for r in m.history])
    finally:
        table.close()
    return times, bots


def test_net_the_bots_at_a_hosted_table_wait_the_speed_settings_seconds_between_moves(content):
    delay = 0.15
    times, seats = bot_moves_timed(content, delay, 8)
    gaps = [b - a for a, b, s, t in zip(times, times[1:], seats, seats[1:]) if s != 0 and t != 0]
    assert len(gaps) >= 3
    assert min(gaps) >= delay * 0.9                     # never sooner than the setting says (timer grain)


def test_net_a_headless_host_plays_its_bots_at_once_and_a_pace_set_later_takes_hold(content):
    server = GameServer(Match.new(content, [Seat("Bob", BOT), Seat("Cy", BOT)], "short", seed=3), port=0)
    server.start()
    try:
        end = time.monotonic() + TIMEOUT
        while server.call(lambda m: len(m.history)) < 20 and time.monotonic() < end:
            time.sleep(0.05)
        assert server.call(lambda m: len(m.history)) >= 20 and server.call(lambda m: server.host.delay) == 0.0
        server.set_pace(0.55, 1.0)
        assert server.call(lambda m: (server.host.delay, m.think)) == (0.55, 1.0)
        n = server.call(lambda m: len(m.history))
        time.sleep(0.3)                                 # (paced: at most one move in 0.3 s, plus one due)
        assert server.call(lambda m: len(m.history)) <= n + 2
    finally:
        server.stop()
