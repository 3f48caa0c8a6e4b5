"""Fit the chances' parameters (issue 41) on one batch of bot games and write them to
data/review.yaml:

    nice -n 10 python -m archipelago.review.fit --games 192 --seed 41 --hard-every 4 --jobs 2

The games (review/games.py: 2-5 players, every length, normal bots and one hard bot in
every `hard-every`-th game) are sampled at moments spread over each game, every seat's
view (review/calibrate.py), and the few parameters of chances.py are those with the least
Brier score (Nelder-Mead). The calibration is checked on other seeds by
bench/review_bench.py, never on these.
"""

import argparse
import json
import time

from . import params as P
from .calibrate import brier, samples
from .chances import typical
from .games import content, game_spec, play, run_all

START = {"b0": -1.0, "b1": 0.5, "a": -1.0, "g": 0.5, "c0": -4.0, "c1": 0.5}
# the simplex starts from each of these (it can stop in a poor valley): the least Brier wins
STARTS = (START, {"b0": 0.0, "b1": 0.6, "a": 0.5, "g": 1.5, "c0": -7.0, "c1": -0.5})
MARKS = {"inaccuracy": 0.03, "mistake": 0.07, "blunder": 0.15}


def game_samples(spec):
    """(the game's record without its actions, its samples): one worker's job."""
    rec = play(content(), spec)
    return {"winners": rec["winners"], "n": spec["n"], "length": spec["length"]}, samples(content(), rec)


def kept_or_gathered(path, specs, jobs):
    """The games' samples: read from the JSON file `path` if it exists, else gathered (and
    written there when a path is given). The samples do not depend on the parameters."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (TypeError, FileNotFoundError):
        got = gather(specs, jobs)
        if path:
            with open(path, "w", encoding="utf-8") as f:
                json.dump(got, f)
        return got


def figures_of(got):
    """The samples of gathered games, each figures with its game's typical rounds (samples
    kept before the figures carried them get them from their game)."""
    out = []
    for g, ss in got:
        for fig, seat, won in ss:
            fig.setdefault("typical", typical(content(), g["n"], g["length"]))
            out.append((fig, seat, won))
    return out


def gather(specs, jobs):
    """Every game's samples, in the specs' order, in `jobs` processes."""
    return run_all(game_samples, specs, jobs)


def nelder_mead(f, x0, step=0.5, iters=200, tol=1e-7):
    """The point near x0 where f is least (the simplex method, plain Python)."""
    n = len(x0)
    pts = [list(x0)] + [[x + (step if i == j else 0.0) for j, x in enumerate(x0)] for i in range(n)]
    vals = [f(p) for p in pts]
    for _ in range(iters):
        order = sorted(range(n + 1), key=vals.__getitem__)
        pts, vals = [pts[i] for i in order], [vals[i] for i in order]
        if vals[-1] - vals[0] < tol:
            break
        c = [sum(p[j] for p in pts[:-1]) / n for j in range(n)]
        r = [c[j] + (c[j] - pts[-1][j]) for j in range(n)]
        fr = f(r)
        if fr < vals[0]:
            e = [c[j] + 2 * (c[j] - pts[-1][j]) for j in range(n)]
            fe = f(e)
            pts[-1], vals[-1] = (e, fe) if fe < fr else (r, fr)
        elif fr < vals[-2]:
            pts[-1], vals[-1] = r, fr
        else:
            k = [c[j] + 0.5 * (pts[-1][j] - c[j]) for j in range(n)]
            fk = f(k)
            if fk < vals[-1]:
                pts[-1], vals[-1] = k, fk
            else:
                pts = [pts[0]] + [[pts[0][j] + 0.5 * (p[j] - pts[0][j]) for j in range(n)] for p in pts[1:]]
                vals = [vals[0]] + [f(p) for p in pts[1:]]
    best = min(range(n + 1), key=vals.__getitem__)
    return pts[best], vals[best]


def fit(data, start=START, iters=200):
    """The parameters with the least Brier score on `data` (calibrate.samples)."""
    names = P.NAMES
    x, _ = nelder_mead(lambda x: brier(data, dict(zip(names, x)))[0], [start[k] for k in names], iters=iters)
    return dict(zip(names, x))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=192)
    ap.add_argument("--seed", type=int, default=41)
    ap.add_argument("--hard-every", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--iters", type=int, default=200)
    ap.add_argument("--samples", help="a JSON file of the games' samples: read if it exists, else written")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    got = kept_or_gathered(a.samples, [game_spec(i, a.seed, a.hard_every) for i in range(a.games)], a.jobs)
    data = figures_of(got)
    used = sum(1 for g, _ in got if g["winners"] is not None)
    print(f"{used} games, {len(data)} samples in {time.perf_counter() - t0:.0f} s")
    params = min((fit(data, start, a.iters) for start in STARTS), key=lambda p: brier(data, p)[0])
    b, b0 = brier(data, params)
    print("params:", {k: round(v, 4) for k, v in params.items()})
    print(f"Brier {b:.4f} (everyone equal {b0:.4f}): skill {100 * (1 - b / b0):.1f} % on the fitted games")
    P.write(params, MARKS, {"games": a.games, "seed": a.seed, "hard_every": a.hard_every,
                            "samples": len(data), "brier": round(b, 4), "equal": round(b0, 4)})


if __name__ == "__main__":
    main()
