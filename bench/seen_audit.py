"""What you see is what happens (issue 37), over many bot games: the crisis forecast at
every decision of phases 2-4 (from the acting seat's view and the public view) against what
the engine then does if nobody answers; every stand-up control of every lying stack
against what its click makes the engine do; each seat's own points and end-condition
progress (its private screen) against the score table had the game ended then.

    python bench/seen_audit.py [--games 120] [--first-seed 0] [--jobs 2]

Games: 2-5 players in turn, short and medium, normal heuristic bots
(tools/audit/seen.py). Prints the counts checked and every finding (none
expected), its last line `findings: N`.
"""

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from archipelago.content import load_content  # noqa: E402
from tools.audit import seen as seen_audit  # noqa: E402

FIELDS = ("games", "forecasts", "hidden_objective", "stand_controls", "stacks", "standings", "ranges")


def one(spec):
    n, length, seed = spec
    return seen_audit.play(load_content(), n, length, seed)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=120, help="bot games to play (default 120)")
    ap.add_argument("--first-seed", type=int, default=0, help="the first game's seed")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    a = ap.parse_args()
    t0 = time.perf_counter()
    total = seen_audit.Tally()
    specs = seen_audit.games(a.games, a.first_seed)
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            for tally in pool.map(one, specs):
                total.add(tally)
    else:
        for spec in specs:
            total.add(one(spec))
    print(f"{total.games} games in {time.perf_counter() - t0:.0f} s: "
          f"{total.forecasts} forecasts (phases 2-4, acting seat and public view), "
          f"{total.hidden_objective} of them where an objective the viewer cannot see would end the game first; "
          f"{total.stand_controls} stand-up controls over {total.stacks} lying stacks; "
          f"{total.standings} private screens' points and end conditions ({total.ranges} ranked secret measures "
          f"as a range)")
    for line in total.findings:
        print("  " + line)
    print(f"findings: {len(total.findings)}")


if __name__ == "__main__":
    main()
