"""Migration's legal lists on the same positions, this tree against another (issue 44: a
convoy needs one ship per border, an assignment of ships to the borders of a path, where it
used to need a ship in every hex of the path).

    python bench/convoy_bench.py [--base main] [--games 6] [--repeat 3] [--chunks 4] [--bots random]

The positions are every phase-5 decision of a few 4-player medium games played by
heuristic bots on this tree (`--bots random`: random players answering crises, as
engine_bench's random play; their ships stray, so convoys have more paths to try): the migrate frames (each legal move listed) and the turn
frames (the wheel asks whether any unit can migrate). They are stored with
`engine.to_dict` and loaded on both trees with `engine.from_dict`, so both sides build the
lists of the same positions; the base tree is taken out with `git archive` into a
temporary folder. The two sides run in subprocesses, alternating `--chunks` times; each
position's time is its fastest build (of `--repeat` in each chunk, over all chunks: a shared
machine only ever adds time). Per side and kind: the mean and p99 of `legal_actions` built
afresh, CPU time, and the mean list length. Figures are printed, never asserted.
"""

import argparse
import json
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
KINDS = ("migrate", "turn")


def positions(games, kind):
    """to_dict of every migrate and turn decision of `games` games of `kind` bots (this
    tree; random ones answer crises, as engine_bench's, and stop at round 30)."""
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(HERE / "bench"))
    from engine_bench import policy

    from archipelago import engine
    from archipelago.bots import make_bot
    from archipelago.content import load_content
    content = load_content()
    out = []
    for seed in range(1, games + 1):
        s = engine.new_game(content, [f"P{i}" for i in range(4)], "medium", seed)
        rng = random.Random(seed)
        bots = [make_bot(kind, i, seed, content=content) for i in range(4)]
        while (seat := engine.to_act(s)) is not None and s.round <= 30:
            if s.frames[-1]["k"] in KINDS:
                out.append(engine.to_dict(s))
            legal = engine.legal_actions(s)
            engine.apply(s, policy(rng, legal) if kind == "random" else
                         bots[seat].choose(engine.view(s, seat), legal))
    return out


def worker(root, path, repeat):
    """In a subprocess on the tree at `root`: time each stored position's legal list;
    prints one JSON object {kind: [[cpu s, list length], ...]}."""
    sys.path.insert(0, root)
    from archipelago import engine
    from archipelago.content import load_content
    content = load_content()
    clock = time.process_time
    out = {k: [] for k in KINDS}
    for d in json.loads(Path(path).read_text()):
        s = engine.from_dict(content, d)
        best = None
        for _ in range(repeat):
            engine.touched(s)
            t0 = clock()
            legal = engine.legal_actions(s)
            dt = clock() - t0
            best = dt if best is None else min(best, dt)
        out[s.frames[-1]["k"]].append([best, len(legal)])
    print(json.dumps(out))


def side(root, path, repeat):
    done = subprocess.run([sys.executable, __file__, "--worker", root, path, str(repeat)],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def fastest(runs):
    """{kind: [[fastest cpu s over the runs, list length], ...]} of several runs of a side."""
    return {k: [[min(run[k][i][0] for run in runs), runs[0][k][i][1]] for i in range(len(runs[0][k]))]
            for k in KINDS}


def summary(rows):
    times = sorted(t for t, _ in rows)
    return (statistics.fmean(times) * 1e6, times[int(0.99 * (len(times) - 1))] * 1e6,
            statistics.fmean(k for _, k in rows))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="main")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--chunks", type=int, default=4)
    ap.add_argument("--bots", default="heuristic", choices=("heuristic", "random"))
    ap.add_argument("--worker", nargs=3, metavar=("ROOT", "FILE", "REPEAT"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.worker[0], args.worker[1], int(args.worker[2]))
        return
    with tempfile.TemporaryDirectory() as tmp:
        states = Path(tmp) / "states.json"
        states.write_text(json.dumps(positions(args.games, args.bots)))
        base = Path(tmp) / "base"
        base.mkdir()
        archive = Path(tmp) / "base.tar"
        subprocess.run(["git", "-C", str(HERE), "archive", "-o", str(archive), args.base], check=True)
        with tarfile.open(archive) as tar:
            tar.extractall(base, filter="data")
        runs = {str(HERE): [], str(base): []}
        for _ in range(args.chunks):
            for root, got in runs.items():
                got.append(side(root, str(states), args.repeat))
        here, there = fastest(runs[str(HERE)]), fastest(runs[str(base)])
    for kind in KINDS:
        (m1, p1, n1), (m0, p0, n0) = summary(here[kind]), summary(there[kind])
        print(f"{kind:<8} {len(here[kind]):5} positions, fastest of {args.chunks}x{args.repeat} builds   this tree {m1:6.1f} us mean, {p1:6.1f} us p99, "
              f"{n1:4.1f} actions   {args.base} {m0:6.1f} us mean, {p0:6.1f} us p99, {n0:4.1f} actions   "
              f"ratio {m1 / m0:.2f}")


if __name__ == "__main__":
    main()
