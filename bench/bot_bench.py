"""The bots' own thinking (issue 40): whole bot games of each size, timed in the bots'
`choose` only (CPU, time.process_time), with a digest of every action taken, so a speed-up
shows it changed no decision (the same digest before and after).

    python bench/bot_bench.py [--games 1] [--length medium] [--seed 3] [--levels normal,easy,hard]
                                [--players 2,3,4,5]

Per level and player count: decisions, CPU seconds in choose, decisions per second and the
digest; "hard" searches (bots/search.py: the rollouts' heuristic bots, play_round). Figures
are printed, never asserted. One core.
"""

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.content import load_content
from archipelago.seats import NAMES


def play(content, n, length, seed, level):
    """(decisions, CPU seconds in choose, digest of the actions) of one game."""
    s = engine.new_game(content, list(NAMES[:n]), length, seed)
    bots = [make_bot("heuristic", seat, seed * 10 + seat, level=level, content=content)
            for seat in range(n)]
    digest = hashlib.sha256()
    decisions, cpu = 0, 0.0
    while (seat := engine.to_act(s)) is not None and s.round <= 40:
        legal = engine.legal_actions(s)
        view = engine.view(s, seat)
        t = time.process_time()
        a = bots[seat].choose(view, legal)
        cpu += time.process_time() - t
        decisions += 1
        digest.update(repr(tuple(a)).encode())
        engine.apply(s, a)
    return decisions, cpu, digest.hexdigest()[:12]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--length", default="medium")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--levels", default="normal,easy,hard")
    ap.add_argument("--players", default="2,3,4,5")
    args = ap.parse_args(argv)
    content = load_content()
    total = 0.0
    for level in args.levels.split(","):
        for n in map(int, args.players.split(",")):
            if level == "hard" and n > 3:
                continue        # a searching game takes minutes at 4-5 players
            d, cpu, digests = 0, 0.0, []
            for g in range(args.games):
                k, c, h = play(content, n, args.length, args.seed + g, level)
                d, cpu = d + k, cpu + c
                digests.append(h)
            total += cpu
            print(f"{level:<7} {n} players {args.length:<7} {d:6d} decisions {cpu:7.2f} s CPU "
                  f"{d / cpu:8.0f} decisions/s  digest {' '.join(digests)}", flush=True)
    print(f"total {total:.2f} s CPU in choose")


if __name__ == "__main__":
    main()
