"""The game review's bench (issue 41): calibration, planted blunders, time; asserts nothing.

    nice -n 10 python bench/review_bench.py --games 300 --planted 30 --jobs 2 [--seed 42] [--ui]

- calibration: `--games` bot games (review/games.py: 2-5 players, every length, normal
  bots, one hard bot in one game of every `--hard-every` at each count of players) of batch
  `--seed` (42: none of the batches 41, 47 and 48 data/review.yaml was fitted on), each
  seat's own chance at 24 moments spread over each game (review/calibrate.py), grouped in
  tenths against how often those seats won, and the Brier score against the "everyone
  equal" baseline, also for the games with a hard bot and those without apart;
- planted blunders: games of batch seed + 1000 in which one seat makes a clearly bad pass
  (R5.5; review/games.py: from round 3, with two discs or more left where its bot would
  place one, a pass behind the bot's move by PLANT_MARGIN of value and PLANT_CHANCE of
  chance in every future and world tried), played in order until `--planted` games have
  one (a game with no such turn is skipped and counted; at most 4 x `--planted` games are
  played); the review of that seat: in how
  many the pass is among the seat's 3 costliest decisions (a line per game as it ends);
- time: a 3-player short and a 5-player long game reviewed (chances of every seat, the
  costly decisions of one person's seat, seat 0), and with `--ui` bench/ui_bench.py's
  lines while a review runs in its worker process (review/runner.py).
The last line: `calibration: worst tenth off by N points, Brier skill S %` (issue 41 asks
N <= 10 and S >= 20). A tenth with fewer than MIN_TENTH samples is shown but not counted.
"""
import argparse
import subprocess
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from archipelago.review import calibrate, fit, games, params, runner  # noqa: E402
from archipelago.review.game import review_game  # noqa: E402
from archipelago.review.games import content  # noqa: E402

MIN_TENTH = 50


def _play(spec):
    return games.play(content(), spec)


def _review(rec):
    return rec, calibrate.planted(content(), rec)


def planted_spec(i, seed):
    sp = games.game_spec(i, seed)
    sp["plant"] = {"seat": i % sp["n"], "round": 3}
    return sp


def planted_run(count, seed, jobs, cap=4):
    """Games i = 0, 1, ... of the batch played with a plant (planted_spec) until `count` have
    one, each of those reviewed for its planted seat, in `jobs` worker processes: ([(record,
    (step, marks' steps, seconds))] in the order they ended, games skipped)."""
    out, skipped, found, nxt = [], 0, 0, 0
    pending = {}
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        while True:
            playing = sum(1 for kind in pending.values() if kind == "play")
            while len(pending) < max(1, jobs) and found + playing < count and nxt < cap * count:
                pending[pool.submit(_play, planted_spec(nxt, seed))] = "play"
                nxt += 1
                playing += 1
            if not pending:
                return out, skipped
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fu in done:
                kind = pending.pop(fu)
                got = fu.result()
                if kind == "review":
                    out.append(got)
                    rec, (step, marks, secs) = got
                    sp = rec["spec"]
                    rank = marks.index(step) + 1 if step in marks else None
                    print(f"  game {sp['seed'] % games.STRIDE}: {sp['n']} players, {sp['length']}, seat "
                          f"{sp['plant']['seat']}, pass at step {step}: rank {rank or '-'} of its marks "
                          f"({secs:.0f} s)", flush=True)
                elif got["planted"] is None:
                    skipped += 1
                else:
                    found += 1
                    pending[pool.submit(_review, got)] = "review"


def timing(n_index, seed):
    """Review one game (game n_index of the batch: its players and length) with seat 0 as
    the person; (its players, length, actions, seconds, CPU seconds: on a shared machine the
    wall time is mostly the others' load)."""
    sp = games.game_spec(n_index, seed)
    rec = games.play(content(), sp)
    t, cpu = time.perf_counter(), time.process_time()
    review_game(content(), rec["cfg"], games.actions_of(rec), people=[0])
    return sp["n"], sp["length"], len(rec["actions"]), time.perf_counter() - t, time.process_time() - cpu


def ui_while_reviewing(seed, frames):
    """bench/ui_bench.py run while a review (a 5-player long game, seat 0) runs in its worker."""
    sp = games.game_spec(11, seed)
    rec = games.play(content(), sp)
    job = runner.ReviewJob(rec["cfg"], games.actions_of(rec), people=[0])
    job.start()
    try:
        out = subprocess.run([sys.executable, str(ROOT / "bench" / "ui_bench.py"), "--frames", str(frames),
                              "--changes", "20"], capture_output=True, text=True, timeout=1800).stdout
        job.poll()
        running = job.state == "running"
        done = job.progress
    finally:
        job.cancel()
    return [ln for ln in out.splitlines() if "hover/tooltip" in ln or "issue 28's bounds" in ln
            or "worst p95 frame" in ln], running, done


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--planted", type=int, default=30)
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--hard-every", type=int, help="one hard bot in one game of every this many at each "
                    "count of players (by default as in the games the parameters were fitted on)")
    ap.add_argument("--samples", help="a JSON file of the calibration games' samples: read if it exists, "
                    "else written (the samples do not depend on the parameters)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--no-timing", action="store_true")
    ap.add_argument("--ui", action="store_true", help="run bench/ui_bench.py while a review runs")
    ap.add_argument("--ui-frames", type=int, default=300)
    a = ap.parse_args()
    st = params.load()
    print(f"parameters (data/review.yaml, fitted on batch {st['fit'].get('seed')}): {st['params']}")
    fit_seed = st["fit"].get("seed")
    hard = a.hard_every if a.hard_every is not None else int(st["fit"].get("hard_every", 4))
    if a.seed in (fit_seed, st["fit"].get("strength_seed"), st["fit"].get("level_seed")):
        print(f"WARNING: batch {a.seed} is one the parameters were fitted on")
    if a.planted:
        t0 = time.perf_counter()
        got, skipped = planted_run(a.planted, a.seed + 1000, a.jobs)
        found = sum(1 for _, (step, marks, _) in got if step in marks[:3])
        first = sum(1 for _, (step, marks, _) in got if marks and marks[0] == step)
        print(f"planted blunders: {found} of {len(got)} among the seat's 3 costliest decisions "
              f"({first} the costliest; {skipped} games of the batch had no clearly bad pass), "
              f"{time.perf_counter() - t0:.0f} s")
    if not a.no_timing:
        for i in (1, 11):           # game 1: 3 players, short; game 11: 5 players, long
            n, length, acts, secs, cpu = timing(i, a.seed + 2000)
            print(f"time: a {n}-player {length} game ({acts} actions) reviewed in {secs:.1f} s, "
                  f"CPU {cpu:.1f} s (every seat's chances, seat 0's costly decisions)")
    if a.ui:
        lines, running, done = ui_while_reviewing(a.seed + 2000, a.ui_frames)
        print(f"ui_bench while a review runs in its worker process (still running at the end: {running}, "
              f"progress {done[0]}/{done[1]}):")
        for ln in lines:
            print("  " + ln.strip())
    t0 = time.perf_counter()
    got = fit.kept_or_gathered(a.samples, [games.game_spec(i, a.seed, hard) for i in range(a.games)], a.jobs)
    data = fit.figures_of(got)
    used = sum(1 for g, _ in got if g["winners"] is not None)
    b, b0 = calibrate.brier(data, st["params"])
    print(f"calibration: {used} finished games of {len(got)} (batch {a.seed}, a hard bot in one of every {hard}), "
          f"{len(data)} samples, "
          f"{time.perf_counter() - t0:.0f} s")
    worst = 0.0
    for i, k, c, w in calibrate.tenths(data, st["params"]):
        off = 100 * abs(c - w)
        counted = k >= MIN_TENTH
        if counted:
            worst = max(worst, off)
        print(f"  {10 * i:3d}-{10 * i + 10:3d} %: {k:6d} samples, estimated {100 * c:5.1f} %, won {100 * w:5.1f} %, "
              f"off {off:4.1f}{'' if counted else ' (too few: not counted)'}")
    print(f"  Brier {b:.4f}, everyone equal {b0:.4f}")
    for name, other in (("with a bot of another level than normal", True), ("of normal bots only", False)):
        part = [row for row in data if any(lv not in (None, "normal") for lv in row[0].get("levels") or ()) == other]
        if part:
            pb, pb0 = calibrate.brier(part, st["params"])
            print(f"  games {name}: {len(part)} samples, Brier skill {100 * (1 - pb / pb0):.1f} %")
    print(f"calibration: worst tenth off by {worst:.1f} points, Brier skill {100 * (1 - b / b0) if b0 else 0.0:.1f} %")


if __name__ == "__main__":
    main()
