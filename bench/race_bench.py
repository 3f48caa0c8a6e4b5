"""Race against catanatron (issue 12): uniformly random actions per CPU-second, this
engine and catanatron 3.2.1, 4 players each, in one run; prints both rates and the ratio.

    python bench/race_bench.py [--actions 200000] [--chunks 4] [--catanatron-python PATH]

catanatron is not a dependency of the game. Install it into a separate venv:

    python -m venv /tmp/catan && /tmp/catan/bin/pip install catanatron==3.2.1

and pass that interpreter with --catanatron-python (default: $CATANATRON_PYTHON or
/tmp/catan/bin/python). Each side runs in its own process in alternating chunks (so
both see the same machine load); each chunk measures its own CPU time (process_time)
of the play loop only (game setup included, imports excluded). Figures are printed,
never asserted.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CATAN_WORKER = r"""
import random, sys, time
from catanatron import Color, Game, RandomPlayer
target, seed = int(sys.argv[1]), int(sys.argv[2])
random.seed(seed)
done = games = 0
t0 = time.process_time()
while done < target:
    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)],
                seed=seed + games)
    while game.winning_color() is None and game.state.num_turns < 1000 and done < target:
        legal = game.state.playable_actions
        game.execute(legal[random.randrange(len(legal))])
        done += 1
    games += 1
print(done, time.process_time() - t0, games)
"""


def ours(target, seed):
    """Uniformly random 4-player medium games; returns (actions, cpu seconds, games)."""
    sys.path.insert(0, str(ROOT))
    import random

    from archipelago import engine
    from archipelago.content import load_content
    content = load_content()
    rng = random.Random(seed)
    done = games = 0
    t0 = time.process_time()
    while done < target:
        s = engine.new_game(content, ["A", "B", "C", "D"], "medium", seed + games)
        while done < target and engine.to_act(s) is not None and s.round <= 40:
            legal = engine.legal_actions(s)
            engine.apply(s, legal[rng.randrange(len(legal))])
            done += 1
        games += 1
    return done, time.process_time() - t0, games


def run_chunk(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.split()
    return int(out[0]), float(out[1]), int(out[2])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--actions", type=int, default=200_000, help="per engine")
    ap.add_argument("--chunks", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--catanatron-python",
                    default=os.environ.get("CATANATRON_PYTHON", "/tmp/catan/bin/python"))
    ap.add_argument("--worker", nargs=2, type=int, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(*ours(*args.worker))
        return
    py = args.catanatron_python
    ok = Path(py).exists() and subprocess.run(
        [py, "-c", "import catanatron"], capture_output=True).returncode == 0
    if not ok:
        print(f"catanatron is not importable with {py}. Install it into a separate venv:\n"
              "    python -m venv /tmp/catan && /tmp/catan/bin/pip install catanatron==3.2.1\n"
              "then run: python bench/race_bench.py --catanatron-python /tmp/catan/bin/python")
        return
    per = args.actions // args.chunks
    mine, theirs, ratios = [0, 0.0, 0], [0, 0.0, 0], []
    for k in range(args.chunks):
        seed = args.seed + 1000 * k
        a = run_chunk([sys.executable, __file__, "--worker", str(per), str(seed)])
        b = run_chunk([py, "-c", CATAN_WORKER, str(per), str(seed)])
        for acc, got in ((mine, a), (theirs, b)):
            for i in range(3):
                acc[i] += got[i]
        ratios.append((a[0] / a[1]) / (b[0] / b[1]))
        print(f"chunk {k + 1}: archipelago {a[0] / a[1]:9.0f} actions/CPU-s   "
              f"catanatron {b[0] / b[1]:9.0f} actions/CPU-s   ratio {ratios[-1]:.2f}")
    r_mine, r_theirs = mine[0] / mine[1], theirs[0] / theirs[1]
    print(f"archipelago {r_mine:9.0f} actions/CPU-s ({mine[0]} actions, {mine[2]} games, "
          f"{mine[1]:.1f} CPU-s)")
    print(f"catanatron  {r_theirs:9.0f} actions/CPU-s ({theirs[0]} actions, {theirs[2]} games, "
          f"{theirs[1]:.1f} CPU-s)")
    print(f"ratio (archipelago / catanatron): {r_mine / r_theirs:.2f} overall, "
          f"{statistics.median(ratios):.2f} median of {len(ratios)} chunks")


if __name__ == "__main__":
    main()
