"""Expert bot timing bench (issue 15): prints figures, asserts nothing.

    nice -n 10 python bench/expert_bench.py [--games 2] [--players 4] [--length short]
                                            [--think 2.0] [--seed 1]

Plays whole games with one expert seat (seat 0) against normal bots and times every
decision of the expert: mean, p99 and max seconds per decision (all of them, and the
searched ones alone), how many it searched and the worlds per searched decision. The
acceptance of issue 15 asks mean <= 2 s and p99 <= 4 s at the default thinking time.
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.content import load_content


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--length", default="short")
    ap.add_argument("--think", type=float, default=2.0, help="the expert's seconds per decision")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    content = load_content()
    every, searched, worlds = [], [], []
    t0 = time.perf_counter()
    for g in range(a.games):
        seed = a.seed * 1000 + g
        s = engine.new_game(content, [f"P{i}" for i in range(a.players)], a.length, seed)
        bots = [make_bot("heuristic", 0, seed, f"expert@{a.think}", content=content)]
        bots += [make_bot("heuristic", k, seed, "normal", content=content) for k in range(1, a.players)]
        while engine.to_act(s) is not None:
            seat = engine.to_act(s)
            legal = engine.legal_actions(s)
            view = engine.view(s, seat)
            t = time.perf_counter()
            act = bots[seat].choose(view, legal)
            dt = time.perf_counter() - t
            if seat == 0:
                every.append(dt)
                if bots[0].last["worlds"]:
                    searched.append(dt)
                    worlds.append(bots[0].last["worlds"])
            engine.apply(s, act)
        res = engine.result(s)
        print(f"game {g + 1}: round {res['round']}, {res['reason']}, totals {res['totals']}, "
              f"winners {res['winners']} (expert is seat 0)")
    f = lambda xs: (f"mean {statistics.mean(xs):.3f} s, p99 {p99(xs):.3f} s, max {max(xs):.3f} s"
                    if xs else "none")
    print(f"Expert bench: {a.games} games, {a.players} players, {a.length}, thinking time {a.think} s, "
          f"{time.perf_counter() - t0:.0f} s in all")
    print(f"  every decision ({len(every)}): {f(every)}")
    print(f"  searched decisions ({len(searched)}): {f(searched)}")
    if worlds:
        print(f"  worlds per searched decision: median {statistics.median(worlds):.0f}, min {min(worlds)}, "
              f"max {max(worlds)}")


def p99(xs):
    return statistics.quantiles(xs, n=100, method="inclusive")[98] if len(xs) > 1 else xs[0]


if __name__ == "__main__":
    main()
