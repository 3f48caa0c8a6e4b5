"""The headless host (issue 36): serve one game to the screens that join it.

    python -m archipelago.serve --bind 127.0.0.1 --port 8765 --players 4 --length short --seed 7 \\
        [--resume SAVE] [--saves DIR] [--transcript DIR] [--grace 90]

It prints the join code and the port, keeps the game as the project's own saves (autosaves
in --saves, by default the saves folder; the tokens and the join code beside them), so that
`--resume` with the newest autosave (or the folder: its newest autosave) lets everyone
rejoin. --transcript DIR writes, per connection, one JSON line per message sent and
received. Every seat is a person joining (`python -m archipelago.join`). --bind is where it
listens: 127.0.0.1 (this computer only) by default; 0.0.0.0 for every address of the computer
(README "Play on several screens").
"""
from __future__ import annotations

import argparse
import signal
import sys
import threading
from pathlib import Path

from archipelago.content import load_content
from archipelago.match.authority import Match, Seat
from archipelago.match.samples import NAMES
from archipelago.match.seats import REMOTE
from archipelago.net import protocol
from archipelago.net.joining import load_tokens
from archipelago.net.server import GameServer
from archipelago.saves import fileio, paths


def parse(argv=None):
    ap = argparse.ArgumentParser(prog="python -m archipelago.serve", description="Host a game for other screens.")
    ap.add_argument("--bind", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    ap.add_argument("--port", type=int, default=0, help="the port (default 0: any free port, printed)")
    ap.add_argument("--players", type=int, default=4, choices=range(2, 6))
    ap.add_argument("--length", default="short", choices=("short", "medium", "long"))
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--resume", default=None, help="a save of the game (or a folder: its newest autosave)")
    ap.add_argument("--saves", default=None, help="the folder of the game's autosaves (default: the saves folder)")
    ap.add_argument("--transcript", default=None, help="a folder: one JSON line per message, per connection")
    ap.add_argument("--grace", type=float, default=protocol.GRACE,
                    help="seconds before a bot plays a dropped seat (default 90)")
    return ap.parse_args(argv)


def make_server(args, content):
    saves = Path(args.saves) if args.saves else paths.saves_dir()
    code, tokens, standins = None, {}, set()
    if args.resume:
        path = Path(args.resume)
        if path.is_dir():
            newest = fileio.autosaves(path)
            if not newest:
                raise SystemExit(f"no autosave in {path}")
            path = newest[0]
        match = Match.load(content, path)
        code, tokens, standins = load_tokens(saves if args.saves else path.parent)
    else:
        seats = [Seat(NAMES[i], REMOTE) for i in range(args.players)]
        match = Match.new(content, seats, args.length, args.seed)
    return GameServer(match, bind=args.bind, port=args.port, code=code, grace=args.grace, saves=saves,
                      transcript=args.transcript, tokens=tokens, standins=standins)


def main(argv=None):
    args = parse(argv)
    content = load_content()
    server = make_server(args, content).start()
    print(f"join code: {server.code}", flush=True)
    print(f"port: {server.port}", flush=True)
    print(f"listening on {args.bind}:{server.port}; python -m archipelago.join {args.bind}:{server.port} "
          f"--code {server.code} --bot normal", flush=True)
    done = threading.Event()
    signal.signal(signal.SIGINT, lambda *a: done.set())
    signal.signal(signal.SIGTERM, lambda *a: done.set())
    while not done.wait(1.0) and not server.stopped.is_set():
        pass
    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
