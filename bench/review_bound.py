"""How well could any chance of the review's shape do? (issue 41's calibration; asserts nothing)

    nice -n 10 python bench/review_bound.py --games 120 --seed 43 --jobs 2

The review's estimator (review/chances.py) sees one seat's view: the others' objectives,
stock and the stacks are drawn in worlds. This bench asks how much of its missing skill is
that secrecy and the bots' clock, and how much is the game: bot games of batch `--seed`
(review/games.py; never batch 41, the fit's, or 42, the review bench's) are sampled at the
calibration's 24 moments, and the same model family (chances.spread, fitted by
fit.fit on the even games, judged on the odd ones) is given, at each moment,

- `view`: each seat's view, as the review has it (calibrate.samples: 4 worlds);
- `state`: the whole state (every objective, stock and stack known), the bots' clock;
- `state, hindsight`: the whole state and the rounds that were really left.

It prints the Brier skill against "everyone equal" of each, fitted (even games) and held out
(odd games). The last two are no estimator a seat could have: they bound this model family
from above.
"""
import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from archipelago import engine  # noqa: E402
from archipelago.history import replay_steps  # noqa: E402
from archipelago.review import calibrate, fit, games  # noqa: E402
from archipelago.review.chances import horizon, typical, view_figures, world_figures  # noqa: E402

KINDS = ("view", "state", "state, hindsight")


def game_figures(spec):
    """{kind: [(figures, seat, won)]} of one bot game at the calibration's moments."""
    c = games.content()
    rec = games.play(c, spec)
    if rec["winners"] is None:
        return None
    actions = games.actions_of(rec)
    n = spec["n"]
    t = typical(c, n, spec["length"])
    at = {round(k * len(actions) / calibrate.POINTS) for k in range(calibrate.POINTS)}
    won = [1.0 / len(rec["winners"]) if s in rec["winners"] else 0.0 for s in range(n)]
    rows, last = [], 1
    for state, r in replay_steps(c, rec["cfg"], actions):
        last = state.round
        pos = 0 if r is None else r.n + 1
        if pos in at and engine.to_act(state) is not None:
            whole = world_figures(state)
            for seat in range(n):
                view = engine.view(state, seat)
                rng = random.Random(f"{rec['cfg']['seed']}:{pos}:{seat}")
                rows.append((state.round, seat, view_figures(c, view, rng), horizon(c, view), whole))
    out = {k: [] for k in KINDS}
    for rnd, seat, vf, h, whole in rows:
        out["view"].append((vf, seat, won[seat]))
        for kind, left in (("state", h), ("state, hindsight", max(0.5, last - rnd + 1))):
            fig = {"h": left, "over": None, "n": n, "typical": t, "worlds": [whole]}
            out[kind].append((fig, seat, won[seat]))
    return out


def skill(data, p):
    b, b0 = calibrate.brier(data, p)
    return 100 * (1 - b / b0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--seed", type=int, default=43)
    ap.add_argument("--hard-every", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    t0 = time.perf_counter()
    got = games.run_all(game_figures, [games.game_spec(i, a.seed, a.hard_every) for i in range(a.games)], a.jobs)
    print(f"{sum(g is not None for g in got)} games of batch {a.seed} in {time.perf_counter() - t0:.0f} s")
    for kind in KINDS:
        even = [row for i, g in enumerate(got) if g and i % 2 == 0 for row in g[kind]]
        odd = [row for i, g in enumerate(got) if g and i % 2 == 1 for row in g[kind]]
        p = min((fit.fit(even, s) for s in fit.STARTS), key=lambda q: calibrate.brier(even, q)[0])
        print(f"{kind}: Brier skill {skill(even, p):.1f} % on the fitted (even) games, "
              f"{skill(odd, p):.1f} % held out (odd), {len(even) + len(odd)} samples")


if __name__ == "__main__":
    main()
