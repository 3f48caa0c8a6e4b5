"""Fitting and checking the chances (issue 41): samples of bot games (each seat's view at
moments spread over the game, with who won), the Brier score against the "everyone
equal" baseline, and the calibration in tenths. review/fit.py fits on one batch of
games; bench/review_bench.py checks on another (other seeds)."""

import random

from archipelago import engine
from archipelago.history import replay_steps

from .chances import WORLDS, chances, view_figures
from .games import actions_of

POINTS = 24             # moments per game


def samples(content, rec, points=POINTS, worlds=WORLDS):
    """[(figures, seat, won)] of a finished game's record: at `points` moments spread over
    the game, every seat's view (chances.view_figures, with the seats' bot levels) and its
    share of the win (R11: the winners share 1; nobody at independence but a Separatist).
    [] for a capped game."""
    if rec["winners"] is None:
        return []
    actions = actions_of(rec)
    n = len(rec["cfg"]["names"])
    at = {round(k * len(actions) / points) for k in range(points)}
    won = [1.0 / len(rec["winners"]) if s in rec["winners"] else 0.0 for s in range(n)]
    levels = rec["spec"]["levels"]
    out = []
    for state, r in replay_steps(content, rec["cfg"], actions):
        pos = 0 if r is None else r.n + 1
        if pos in at and engine.to_act(state) is not None:
            for seat in range(n):
                rng = random.Random(f"{rec['cfg']['seed']}:{pos}:{seat}")
                out.append((view_figures(content, engine.view(state, seat), rng, worlds, levels), seat, won[seat]))
    return out


def brier(data, params):
    """(the mean Brier score of the seats' own chances, the "everyone equal" one)."""
    b = b0 = 0.0
    for fig, seat, won in data:
        b += (chances(fig, params)[seat] - won) ** 2
        b0 += (1.0 / fig["n"] - won) ** 2
    k = max(1, len(data))
    return b / k, b0 / k


def tenths(data, params):
    """[(tenth, samples, mean chance, how often those seats won)] by the chance's tenth."""
    bins = [[0, 0.0, 0.0] for _ in range(10)]
    for fig, seat, won in data:
        c = chances(fig, params)[seat]
        b = bins[min(9, int(c * 10))]
        b[0] += 1
        b[1] += c
        b[2] += won
    return [(i, k, c / k, w / k) for i, (k, c, w) in enumerate(bins) if k]


def planted(content, rec):
    """The review of a game with a planted blunder (games.py: `spec["plant"]`), for the
    planted seat: (the planted step, that seat's marks' steps costliest first, the review's
    seconds)."""
    import time
    from .game import review_game
    seat = rec["spec"]["plant"]["seat"]
    t = time.perf_counter()
    rv = review_game(content, rec["cfg"], actions_of(rec), people=[seat])
    return rec["planted"], [m["step"] for m in rv["marks"][str(seat)]], time.perf_counter() - t
