"""A game on several screens under load (issue 36): a host, 5 screens with a bot behind each
seat and 20 spectators, all on the loopback address (127.0.0.1, a free port), play a
5-player short game. Prints the time from a move (the authority applying it) to every
screen having it (median and p95), the bytes each screen receives per move, and the host's
CPU (its loop thread: every follower's messages, the whitelist, the sending).

    python bench/net_bench.py [--seed 7] [--spectators 20] [--level normal]

The host runs in this process, the 5 playing screens in one other process and the
spectators in others, 5 a process (as other computers would, they do not share the host's
interpreter); times are taken with the system-wide monotonic clock. The last line reads
`move to every client p95: N ms`.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from archipelago.content import load_content  # noqa: E402
from archipelago.match.authority import Match, Seat  # noqa: E402
from archipelago.match.follower import MOVE, REWIND  # noqa: E402
from archipelago.match.samples import NAMES  # noqa: E402
from archipelago.net.play import BotSeats, drive  # noqa: E402
from archipelago.net.remote import RemoteGame  # noqa: E402
from archipelago.net.server import GameServer  # noqa: E402

TIMEOUT = 900.0
GROUP = 5                       # spectators per process (each would be a computer of its own)


def screens(args):
    """A process of screens (the players or the spectators): joins, plays or watches to the
    end, prints each screen's receipt times of the moves and its bytes as JSON."""
    content = load_content()
    wake = threading.Event()
    games = []
    for seats in ([[s] for s in range(5)] if args.role == "players" else [None] * args.spectators):
        g = RemoteGame.join(content, f"127.0.0.1:{args.port}", args.code, seats, watch=seats is None, wake=wake.set)
        g.client.stamp = True
        g.wait(lambda g: g.ready, 60)
        games.append(g)
    print("ready", flush=True)
    drive([BotSeats(g, args.level, args.seed) for g in games], wake, lambda: all(g.over for g in games), TIMEOUT)
    out = [{"had": [t for t, msg in g.client.received_at if msg["t"] in (MOVE, REWIND)],
            "bytes": g.client.bytes_in} for g in games]
    for g in games:
        g.close()
    print(json.dumps(out), flush=True)


def host(args):
    content = load_content()
    match = Match.new(content, [Seat(NAMES[i], "remote") for i in range(5)], "short", seed=args.seed)
    made = []                                   # monotonic time when the authority applied each journal item
    match.listen(lambda item: made.append(time.monotonic()))
    server = GameServer(match).start()
    common = [sys.executable, __file__, "--port", str(server.port), "--code", server.code, "--seed", str(args.seed),
              "--level", args.level, "--spectators", str(args.spectators)]
    groups = [min(GROUP, args.spectators - i) for i in range(0, args.spectators, GROUP)]
    watchers = [subprocess.Popen(common[:-1] + [str(k), "--role", "spectators"], stdout=subprocess.PIPE, text=True)
                for k in groups]
    for w in watchers:
        assert w.stdout.readline().strip() == "ready"
    players = subprocess.Popen(common + ["--role", "players"], stdout=subprocess.PIPE, text=True)
    assert players.stdout.readline().strip() == "ready"
    start = time.monotonic()
    got = json.loads(players.stdout.readline())
    wall = time.monotonic() - start
    for w in watchers:
        got += json.loads(w.stdout.readline())
        w.wait(60)
    players.wait(60)
    server.stop()
    moves = len(made)
    assert all(len(s["had"]) == moves for s in got), "every screen got every move"
    lat = sorted(max(s["had"][i] for s in got) - made[i] for i in range(moves))
    p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
    cpu = server.cpu
    print(f"5 players, {args.spectators} spectators, {moves} moves in {wall:.1f} s ({args.level} bots)")
    print(f"move to every client: median {statistics.median(lat) * 1000:.1f} ms, max {lat[-1] * 1000:.1f} ms")
    print(f"bytes per move per client: {sum(s['bytes'] for s in got) / moves / len(got):.0f}")
    print(f"host CPU: {cpu:.1f} s ({cpu / moves * 1000:.2f} ms per move, {cpu / wall * 100:.0f} % of one core)")
    print(f"move to every client p95: {p95 * 1000:.0f} ms")


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--spectators", type=int, default=20)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--role", choices=("host", "players", "spectators"), default="host")
    ap.add_argument("--port", type=int)
    ap.add_argument("--code")
    args = ap.parse_args(argv)
    (host if args.role == "host" else screens)(args)


if __name__ == "__main__":
    main()
