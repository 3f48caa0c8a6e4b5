"""A headless screen that joins a game (issue 36) and plays its seat with a bot, or watches.

    python -m archipelago.join 127.0.0.1:8765 --code K7QX2M --bot normal [--seat K | --watch]

It prints the seat it plays, and the result at the end. A dropped line is rejoined (the
token and the last message number) a few times before it gives up.
"""
from __future__ import annotations

import argparse
import sys
import threading
import time

from archipelago.content import load_content
from archipelago.net.play import BotSeats
from archipelago.net.remote import RemoteGame

REJOINS = 5
TIMEOUT = 3600.0


def parse(argv=None):
    ap = argparse.ArgumentParser(prog="python -m archipelago.join", description="Join a hosted game.")
    ap.add_argument("address", help="the host's address and port, e.g. 127.0.0.1:8765")
    ap.add_argument("--code", required=True)
    ap.add_argument("--bot", default="normal", choices=("easy", "normal", "hard", "expert"))
    who = ap.add_mutually_exclusive_group()
    who.add_argument("--seat", type=int, default=None, help="the seat to play (0-4; default: the first free one)")
    who.add_argument("--watch", action="store_true", help="watch the game")
    ap.add_argument("--seed", type=int, default=0, help="the bot's seed")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse(argv)
    content = load_content()
    wake = threading.Event()
    game = RemoteGame.join(content, args.address, args.code, None if args.seat is None else [args.seat],
                           args.watch, wake=wake.set)
    bots = BotSeats(game, args.bot, args.seed)
    end = time.monotonic() + TIMEOUT
    rejoins, said = 0, 0
    while time.monotonic() < end:
        wake.wait(0.5)
        wake.clear()
        game.pump()
        for r in game.refusals[said:]:
            print(f"refused: {r}", file=sys.stderr, flush=True)
        said = len(game.refusals)
        if game.closed is not None and game.client.inbox.empty():
            if game.token is None or game.over or rejoins >= REJOINS:
                break
            rejoins += 1
            time.sleep(min(2 ** rejoins, 10))
            game.rejoin()
            continue
        if game.ready and game.over:
            break
        if game.ready and rejoins == 0 and bots.moves == 0 and not getattr(main, "_said", False):
            main._said = True
            print(f"joined: {'watching' if not game.holds else 'seat ' + ','.join(map(str, game.humans))}", flush=True)
        bots.step()
    if game.ready and game.over:
        print(f"result: {game.result()}", flush=True)
        game.close()
        return 0
    print(f"the game ended unfinished: {game.closed}", file=sys.stderr, flush=True)
    game.close()
    return 1


if __name__ == "__main__":
    sys.exit(main())
