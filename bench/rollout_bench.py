"""Rollouts from round 4 to the end, this tree against the tree before issue 12 (e88c230),
raced in one run (issue 12: "a heuristic-player rollout from round 4 to the end >= 2x
faster").

    python bench/rollout_bench.py [--base e88c230] [--starts 4] [--seeds 2] [--chunks 4]
                                  [--kinds heuristic,random]

The start states are 4-player medium games played by heuristic bots on this tree until
round 4's turn-order phase; their actions are replayed on both trees, so both sides roll
out from the same positions with the same bots and seeds. The base tree is checked out in
a temporary `git worktree add --detach` (removed afterwards) and both sides run in
subprocesses (this file with `--worker`), alternating chunk by chunk, each chunk playing
every start with every bot seed once. CPU time of the rollouts only (setup excluded);
each distinct rollout (a start and a bot seed) is timed once per chunk and summed up by
its median chunk and by its fastest chunk (a shared machine only ever adds time). Per
side: the mean over the rollouts of those times, and the median per action (the bots
changed since the base tree, so their games differ in length). The ratios per rollout
are given as the ratio of the mean times and as the geometric mean of the rollouts' own
ratios (each rollout against itself). (A median over all the rollouts would jump between
the few distinct rollouts' lengths.) Figures are printed, never asserted.
"""

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
PLAYERS, LENGTH = 4, "medium"


def starts(count):
    """Action lists of `count` heuristic games stopped at round 4's turn-order phase."""
    sys.path.insert(0, str(HERE))
    from archipelago import engine
    from archipelago.bots import make_bot
    from archipelago.content import load_content
    content = load_content()
    out = []
    seed = 11
    while len(out) < count:
        s = engine.new_game(content, [f"P{i}" for i in range(PLAYERS)], LENGTH, seed)
        bots = [make_bot("heuristic", i, seed, content=content) for i in range(PLAYERS)]
        actions = []
        while engine.to_act(s) is not None and not (s.round >= 4 and s.phase == "turn_order"):
            seat = engine.to_act(s)
            a = bots[seat].choose(engine.view(s, seat), engine.legal_actions(s))
            engine.apply(s, a)
            actions.append([a.seat, a.kind, list(a.args)])
        if engine.to_act(s) is not None:
            out.append({"seed": seed, "actions": actions})
        seed += 1
    return out


def worker(root, spec):
    """Runs in a subprocess on the tree at `root`: replays each start, plays it out once
    per (kind, bot seed); prints one JSON object {kind: [[cpu s, actions], ...]}."""
    sys.path.insert(0, root)
    from archipelago import engine
    from archipelago.bots import make_bot
    from archipelago.content import load_content
    content = load_content()
    firsts = []
    for st in spec["starts"]:
        s = engine.new_game(content, [f"P{i}" for i in range(PLAYERS)], LENGTH, st["seed"])
        for seat, kind, args in st["actions"]:
            engine.apply(s, engine.Action(seat, kind, tuple(args)))
        firsts.append(s)
    clock = time.process_time
    out = {}
    for kind in spec["kinds"]:
        got = out[kind] = []
        for start in firsts:
            for seed in spec["seeds"]:
                s = engine.copy_state(start)
                bots = [make_bot(kind, i, seed, content=content) for i in range(PLAYERS)]
                t0 = clock()
                k = 0
                while (seat := engine.to_act(s)) is not None and s.round <= 40:
                    legal = engine.legal_actions(s)
                    bot = bots[seat]
                    view = engine.view(s, seat) if bot.uses_view else None
                    engine.apply(s, bot.choose(view, legal))
                    k += 1
                got.append([clock() - t0, k])
    print(json.dumps(out))


def run_side(root, spec_path):
    done = subprocess.run([sys.executable, __file__, "--worker", root, spec_path],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="e88c230")
    ap.add_argument("--starts", type=int, default=4)
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--chunks", type=int, default=4)
    ap.add_argument("--kinds", default="heuristic,random")
    ap.add_argument("--worker", nargs=2, metavar=("ROOT", "SPEC"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args.worker[0], json.loads(Path(args.worker[1]).read_text()))
        return
    kinds = args.kinds.split(",")
    spec = {"starts": starts(args.starts), "seeds": list(range(args.seeds)), "kinds": kinds}
    tmp = Path(tempfile.mkdtemp(prefix="rollout-bench-"))
    base = tmp / "base"
    spec_path = tmp / "spec.json"
    spec_path.write_text(json.dumps(spec))
    subprocess.run(["git", "-C", str(HERE), "worktree", "add", "--detach", str(base), args.base],
                   check=True, capture_output=True)
    sides = {"this tree": str(HERE), f"base {args.base}": str(base)}
    got = {name: {k: [] for k in kinds} for name in sides}
    try:
        for c in range(args.chunks):
            order = list(sides) if c % 2 == 0 else list(sides)[::-1]
            for name in order:
                for k, rows in run_side(sides[name], str(spec_path)).items():
                    got[name][k].extend(rows)
    finally:
        subprocess.run(["git", "-C", str(HERE), "worktree", "remove", "--force", str(base)],
                       check=False, capture_output=True)
        spec_path.unlink(missing_ok=True)
        tmp.rmdir()
    n = len(spec["starts"]) * args.seeds * args.chunks
    per_chunk = len(spec["starts"]) * args.seeds
    print(f"{args.starts} start states (4 players, medium, round 4), {args.seeds} bot seeds, "
          f"{args.chunks} alternating chunks: {n} rollouts per side and kind, {per_chunk} "
          f"distinct ones (CPU time)")
    each = {}       # (kind, side) -> {"median": [...], "fastest": [...]} per distinct rollout
    for k in kinds:
        for name in sides:
            rows = got[name][k]
            runs = [[rows[j][0] for j in range(i, len(rows), per_chunk)] for i in range(per_chunk)]
            each[k, name] = {"median": [statistics.median(r) for r in runs],
                             "fastest": [min(r) for r in runs]}
            per = statistics.median(r[0] / r[1] for r in rows) * 1e6
            print(f"{k:<10} {name:<16} per rollout {statistics.mean(each[k, name]['median']) * 1e3:6.1f} ms "
                  f"(mean of the rollouts' medians), {statistics.mean(each[k, name]['fastest']) * 1e3:6.1f} ms "
                  f"(of their fastest chunks); {per:6.1f} us median per action "
                  f"({statistics.median(r[1] for r in rows):.0f} actions)")
    for k in sorted(kinds, key=lambda k: k == "heuristic"):
        new, old = (each[k, name] for name in sides)
        parts = []
        for stat in ("median", "fastest"):
            mean_ratio = statistics.mean(old[stat]) / statistics.mean(new[stat])
            paired = statistics.geometric_mean(o / n for o, n in zip(old[stat], new[stat]))
            parts.append(f"{mean_ratio:.2f} / {paired:.2f} by {stat} chunk")
        print(f"{k} rollout ratio (base / this tree), mean time / geometric mean of the "
              f"{per_chunk} rollouts' ratios: " + "; ".join(parts))

if __name__ == "__main__":
    main()
