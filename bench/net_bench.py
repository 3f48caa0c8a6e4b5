"""A game on several screens under load (issue 36): a host, 5 screens with a bot behind each
seat and 20 spectators, all on the loopback address (127.0.0.1, a free port), play a
5-player short game. Prints the time from a move (the authority applying it) to every
screen having it (median and p95), the bytes each screen receives per move, and the host's
CPU (its loop thread: every follower's messages, the whitelist, the sending).

    python bench/net_bench.py [--seed 7] [--spectators 20] [--level normal]

Everything runs in this one process (the screens' threads share the interpreter with the
host), so the figures are an upper bound for a host whose screens are other computers.
The last line reads `move to every client p95: N ms`.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago.content import load_content  # noqa: E402
from archipelago.match.authority import Match, Seat  # noqa: E402
from archipelago.match.follower import MOVE, REWIND  # noqa: E402
from archipelago.match.samples import NAMES  # noqa: E402
from archipelago.net.play import BotSeats, drive  # noqa: E402
from archipelago.net.remote import RemoteGame  # noqa: E402
from archipelago.net.server import GameServer  # noqa: E402

TIMEOUT = 900.0


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--spectators", type=int, default=20)
    ap.add_argument("--level", default="normal")
    args = ap.parse_args(argv)
    content = load_content()
    match = Match.new(content, [Seat(NAMES[i], "remote") for i in range(5)], "short", seed=args.seed)
    made = []                                   # perf_counter when the authority applied each journal item
    match.listen(lambda item: made.append(time.perf_counter()))
    server = GameServer(match).start()
    wake = threading.Event()
    address = f"127.0.0.1:{server.port}"
    games = []
    for seats in [[s] for s in range(5)] + [None] * args.spectators:
        g = RemoteGame.join(content, address, server.code, seats, watch=seats is None, wake=wake.set)
        g.client.stamp = True
        g.wait(lambda g: g.ready, 30)
        games.append(g)
    players = [BotSeats(g, args.level, args.seed) for g in games]
    start = time.perf_counter()
    drive(players, wake, lambda: all(g.over for g in games), TIMEOUT)
    wall = time.perf_counter() - start
    bytes_in = sum(g.client.bytes_in for g in games)
    server.stop()
    cpu = server.cpu

    had = [[t for t, msg in g.client.received_at if msg["t"] in (MOVE, REWIND)] for g in games]
    moves = len(made)
    assert all(len(h) == moves for h in had), "every screen got every move"
    lat = sorted(max(h[i] for h in had) - made[i] for i in range(moves))
    p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
    print(f"5 players, {args.spectators} spectators, {moves} moves in {wall:.1f} s ({args.level} bots)")
    print(f"move to every client: median {statistics.median(lat) * 1000:.1f} ms, max {lat[-1] * 1000:.1f} ms")
    print(f"bytes per move per client: {bytes_in / moves / len(games):.0f}")
    print(f"host CPU: {cpu:.1f} s ({cpu / moves * 1000:.2f} ms per move, {cpu / wall * 100:.0f} % of one core)")
    print(f"move to every client p95: {p95 * 1000:.0f} ms")
    for g in games:
        g.close()


if __name__ == "__main__":
    main()
