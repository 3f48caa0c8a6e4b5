"""Hint bench (issue 14): how long the normal bot takes to answer a Hint, over every
decision of whole bot games; prints figures, asserts nothing.

    python bench/hint_bench.py [--games 3] [--players 3]

For each decision: a fresh normal bot (as the Hint makes one per seat) chooses from the
acting seat's view, and the hint's line is worded (interact.hint_words); prints the
median, 95th percentile and worst time per hint.
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago import engine  # noqa: E402
from archipelago.bots import make_bot  # noqa: E402
from archipelago.content import load_content  # noqa: E402
from archipelago.ui.interact.hint_words import hint_line  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=3)
    args = ap.parse_args()
    content = load_content()
    times = []
    for g in range(args.games):
        state = engine.new_game(content, [f"P{i}" for i in range(args.players)], "short", seed=100 + g)
        bots = [make_bot("heuristic", i, i, level="normal", content=content) for i in range(args.players)]
        while (seat := engine.to_act(state)) is not None:
            legal = engine.legal_actions(state)
            view = engine.view(state, seat)
            t = time.perf_counter()
            hinted = make_bot("heuristic", seat, 1414, "normal", content=content).choose(view, legal)
            hint_line(view, content, hinted)
            times.append(time.perf_counter() - t)
            engine.apply(state, bots[seat].choose(view, legal))
    times.sort()
    ms = [x * 1000 for x in times]
    print(f"hints: {len(ms)} over {args.games} games of {args.players} players")
    print(f"median {statistics.median(ms):.2f} ms · p95 {ms[int(len(ms) * 0.95)]:.2f} ms · worst {ms[-1]:.2f} ms")


if __name__ == "__main__":
    main()
