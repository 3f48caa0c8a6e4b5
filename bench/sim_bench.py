"""Simulation speed (issue 5): games per second for random and heuristic 4-player games
through `archipelago.sim` (bots, views and all), and the heuristic bot's decision time.

    python bench/sim_bench.py [--games 20] [--length medium]

Figures are printed, never asserted. One core.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago.content import load_content
from archipelago.sim import run


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--length", default="medium")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    content = load_content()
    for bots in (["random"], ["heuristic"], ["heuristic:easy"], ["heuristic:hard"]):
        s = run(games=args.games, players=[4], lengths=[args.length], bots=bots,
                seed=args.seed, content=content)
        ms = s["decision_ms"]
        think = ", ".join(f"{k} {v['mean']:.3f} ms mean / {v['max']:.1f} ms max"
                          for k, v in ms.items())
        print(f"4 players {args.length:<7} {bots[0]:<15} {s['games_per_second']:7.2f} games/s "
              f"{s['actions_per_second']:9.0f} actions/s  mean rounds {s['mean_rounds']:5.2f}  "
              f"ends {s['end_reasons']}  decisions: {think}")


if __name__ == "__main__":
    main()
