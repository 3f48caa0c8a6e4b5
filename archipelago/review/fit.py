"""Fit the chances' parameters (issue 41) on bot games and write them to data/review.yaml:

    nice -n 10 python -m archipelago.review.fit --games 240 --seed 41 --hard-every 8 \
        --strength-games 960 --strength-seed 47 --level-games 96 --level-seed 48 --jobs 2

First each objective's strength: how often its holder won the games of batch
`--strength-seed` (review/games.py: 2-5 players, every length, normal bots and one hard bot
in one game of every `hard-every` at each count of players), against an equal share, as
the log of that ratio shrunk towards none by SHRINK expected wins (a card held in few games
says little). Then each bot level's edge at each count of players: `--level-games` games of
batch `--level-seed` for each level (games.level_spec: one bot of that level among normal
ones), edge(). Then the games of batch `--seed` are sampled at moments spread over each
game, every seat's view (review/calibrate.py), and the few parameters of chances.py are
those with the least Brier score (Nelder-Mead); last the chances' calibration (k, m) the
same way, the rest held. The calibration is checked on other seeds by
bench/review_bench.py, never on these.
"""

import argparse
import json
import math
import time
from collections import defaultdict

from archipelago.bots import LEVELS

from . import params as P
from .calibrate import brier, samples
from .chances import typical
from .games import PLAYERS, content, game_spec, level_spec, play, run_all

START = {"b0": -1.0, "b1": 0.5, "a": -1.0, "g": 0.5, "c0": -4.0, "c1": 0.5, "o": 1.0}
UNCALIBRATED = {"k": 1.0, "m": 0.0}
# the simplex starts from each of these (it can stop in a poor valley): the least Brier wins
STARTS = (START, {"b0": 0.0, "b1": 0.6, "a": 0.5, "g": 1.5, "c0": -7.0, "c1": -0.5, "o": 0.0})
MARKS = {"inaccuracy": 0.03, "mistake": 0.07, "blunder": 0.15}
SHRINK = 5.0            # expected wins an objective's ratio is shrunk towards 1 by
EDGE_SHRINK = 1.0       # games at an equal share a level's edge is counted with
EDGE_BOUND = 8.0        # a level's edge is sought between minus and plus this
# levels whose games take minutes each (a 2-second search at every decision): given the edge
# of a level they beat head to head (expert beat hard in 71.7 % of 30 games, docs/BOTS.md),
# which is their least
AS_STRONG = {"expert": "hard"}


def game_samples(spec):
    """(the game's record without its actions, its samples): one worker's job."""
    rec = play(content(), spec)
    return {"winners": rec["winners"], "n": spec["n"], "length": spec["length"]}, samples(content(), rec)


def game_outcome(spec):
    """Who held which objective, at which level each seat played, and who won, of one game:
    one worker's job."""
    rec = play(content(), spec)
    return {"n": spec["n"], "winners": rec["winners"], "objectives": rec["objectives"], "levels": spec["levels"]}


def strengths(outcomes, shrink=SHRINK):
    """{objective: its strength}: the log of how often its holder won (R11: the winners
    share 1; nobody at independence but a Separatist) against an equal share, both counted
    with `shrink` expected wins more. Games that hit the round cap say nothing."""
    won, due = defaultdict(float), defaultdict(float)
    for g in outcomes:
        if g["winners"] is None:
            continue
        for seat, obj in enumerate(g["objectives"]):
            won[obj] += 1.0 / len(g["winners"]) if seat in g["winners"] else 0.0
            due[obj] += 1.0 / g["n"]
    return {obj: math.log((won[obj] + shrink) / (due[obj] + shrink)) for obj in due if obj}


def edge(outcomes, level, n, shrink=EDGE_SHRINK):
    """The edge of `level` at a table of `n` (chances.py): the log-odds e at which one bot of
    that level among n - 1 normal ones, winning with the chance exp(e) / (exp(e) + n - 1),
    would be expected to win as many of these games as it did (a shared win counts its
    share), with `shrink` games more won at an equal share (a level that won every game still
    has an edge). Games of other counts, that hit the round cap or ended with nobody winning
    say nothing."""
    games = [(g["levels"].index(level), g) for g in outcomes
             if g["n"] == n and g["winners"] and g["levels"].count(level) == 1
             and g["levels"].count("normal") == n - 1]
    if not games:
        return 0.0
    won = sum(1.0 / len(g["winners"]) if seat in g["winners"] else 0.0 for seat, g in games) + shrink / n

    def due(e):
        return (len(games) + shrink) * math.exp(e) / (math.exp(e) + n - 1)
    low, high = -EDGE_BOUND, EDGE_BOUND
    for _ in range(60):                 # due() grows with e: halve the bracket
        mid = (low + high) / 2
        low, high = (mid, high) if due(mid) < won else (low, mid)
    return (low + high) / 2


def level_edges(outcomes):
    """{level: {players: its edge}} of every bot level (bots.LEVELS) at every count of
    players: normal's is none; a level whose games are too slow to count here (AS_STRONG)
    gets the edges of the one it beats."""
    out = {lv: {n: 0.0 if lv == "normal" else edge(outcomes, lv, n) for n in PLAYERS}
           for lv in LEVELS if lv not in AS_STRONG}
    return {lv: out[AS_STRONG.get(lv, lv)] for lv in LEVELS}


def kept_or_gathered(path, specs, jobs, work=game_samples):
    """The games' samples (or what `work` makes of each game): read from the JSON file
    `path` if it exists, else gathered (and written there when a path is given). The
    samples do not depend on the parameters."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (TypeError, FileNotFoundError):
        got = run_all(work, specs, jobs)
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


def score(data, params):
    """The Brier score the simplex lowers: a trial point so far out that the chances overflow
    (a few games can lead it there) is as bad as can be, not the end of the fit."""
    try:
        return brier(data, params)[0]
    except OverflowError:
        return math.inf


def fit(data, strength, edges, start=START, iters=200, held=None):
    """The model's parameters (params.MODEL) with the least Brier score on `data`
    (calibrate.samples), given the objectives' `strength` and the levels' `edges`,
    uncalibrated; those in `held` ({name: value}) are kept at their values."""
    held = held or {}
    names = [k for k in P.MODEL if k not in held]

    def of(x):
        return dict(zip(names, x), strength=strength, edges=edges, **held, **UNCALIBRATED)
    x, _ = nelder_mead(lambda x: score(data, of(x)), [start[k] for k in names], iters=iters)
    return of(x)


def fit_calibration(data, params, iters=200):
    """`params` with the calibration (params.CALIBRATION) of the least Brier score on `data`."""
    names = P.CALIBRATION

    def of(x):
        return dict(params, **dict(zip(names, x)))
    x, _ = nelder_mead(lambda x: score(data, of(x)), [UNCALIBRATED[k] for k in names], step=0.2, iters=iters)
    return of(x)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=192)
    ap.add_argument("--seed", type=int, default=41)
    ap.add_argument("--hard-every", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--iters", type=int, default=200)
    ap.add_argument("--samples", help="a JSON file of the games' samples: read if it exists, else written")
    ap.add_argument("--strength-games", type=int, default=960)
    ap.add_argument("--strength-seed", type=int, default=47)
    ap.add_argument("--strengths", help="a JSON file of those games' objectives and winners: read if it "
                    "exists, else written")
    ap.add_argument("--level-games", type=int, default=96)
    ap.add_argument("--level-seed", type=int, default=48)
    ap.add_argument("--levels", help="a JSON file of those games' levels and winners: read if it exists, "
                    "else written")
    ap.add_argument("--hold", default="", help="parameters kept at data/review.yaml's values, e.g. "
                    "b0,b1,a,g,c0,c1 (a model refitted only where it changed)")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    outcomes = kept_or_gathered(a.strengths, [game_spec(i, a.strength_seed, a.hard_every)
                                              for i in range(a.strength_games)], a.jobs, game_outcome)
    strength = strengths(outcomes)
    print(f"objectives' strengths from {len(outcomes)} games of batch {a.strength_seed}: "
          + ", ".join(f"{k} {v:+.2f}" for k, v in sorted(strength.items(), key=lambda kv: kv[1])))
    level_games = kept_or_gathered(a.levels, [level_spec(i, a.level_seed, lv) for lv in LEVELS
                                              if lv != "normal" and lv not in AS_STRONG
                                              for i in range(a.level_games)], a.jobs, game_outcome)
    edges = level_edges(level_games)
    print(f"levels' edges from {len(level_games)} games of batch {a.level_seed}: "
          + "; ".join(f"{k} " + ", ".join(f"{v:+.2f}" for v in by.values()) for k, by in edges.items())
          + " (2-5 players)")
    got = kept_or_gathered(a.samples, [game_spec(i, a.seed, a.hard_every) for i in range(a.games)], a.jobs)
    data = figures_of(got)
    used = sum(1 for g, _ in got if g["winners"] is not None)
    print(f"{used} games, {len(data)} samples in {time.perf_counter() - t0:.0f} s")
    shipped = P.load()["params"]
    held = {k: shipped[k] for k in a.hold.split(",") if k}
    model = min((fit(data, strength, edges, start, a.iters, held) for start in STARTS),
                key=lambda p: brier(data, p)[0])
    print(f"Brier {brier(data, model)[0]:.4f} uncalibrated")
    params = fit_calibration(data, model, a.iters)
    b, b0 = brier(data, params)
    print("params:", {k: round(params[k], 4) for k in P.NAMES})
    print(f"Brier {b:.4f} (everyone equal {b0:.4f}): skill {100 * (1 - b / b0):.1f} % on the fitted games")
    P.write(params, MARKS, {"games": a.games, "seed": a.seed, "hard_every": a.hard_every,
                            "strength_games": a.strength_games, "strength_seed": a.strength_seed,
                            "level_games": a.level_games, "level_seed": a.level_seed,
                            "held": a.hold or "none",
                            "samples": len(data), "brier": round(b, 4), "equal": round(b0, 4)})


if __name__ == "__main__":
    main()
