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

`--rollouts W` asks what no fitted figure can miss: at every other moment, each seat's view
gives W worlds (drawn as the review draws them, chances.draw), each played to the game's
end by normal heuristic bots (bots/search.play_round, round after round), and the seat's
share of the wins there is its chance. It prints that estimate's skill with W worlds and, taking off the draws' own noise
(each sample's p(1-p)/(W-1)), what it would reach with endlessly many: the skill a seat's
view holds for a searching estimator as strong as the bots that play the game. By sixths of
the game too. Costly: about 25 CPU s a game with W = 8.
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
from archipelago.review import calibrate, fit, games, params  # noqa: E402
from archipelago.bots.search import play_round  # noqa: E402
from archipelago.review.chances import draw, horizon, typical, view_figures, world_figures  # noqa: E402

KINDS = ("view", "state", "state, hindsight")


def to_end(content, s, seed):
    """The winners of a world played to the game's end by normal heuristic bots; None if it
    never ends (the round cap) or reaches a step no seat can take (a drawn world the engine
    cannot go on from)."""
    while s.over is None and s.round <= games.ROUND_CAP:
        try:
            play_round(s, seed, content, pause=False)
        except ValueError:
            return None
    return None if s.over is None else engine.result(s)["winners"]


def rollout_chance(content, view, rng, worlds):
    """(the view's seat's share of the wins, worlds that ended) over `worlds` worlds."""
    got = ended = 0
    for _ in range(worlds):
        seed = rng.getrandbits(32)
        won = to_end(content, draw(content, view, rng), seed)
        if won is not None:
            ended += 1
            got += 1.0 / len(won) if view["seat"] in won else 0.0
    return (got / ended if ended else None), ended


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
    every_other = set(sorted(at)[::2])
    rows, last, rolled = [], 1, []
    for state, r in replay_steps(c, rec["cfg"], actions):
        last = state.round
        pos = 0 if r is None else r.n + 1
        if pos in at and engine.to_act(state) is not None:
            whole = world_figures(state)
            for seat in range(n):
                view = engine.view(state, seat)
                rng = random.Random(f"{rec['cfg']['seed']}:{pos}:{seat}")
                rows.append((state.round, seat, view_figures(c, view, rng, levels=spec["levels"]), horizon(c, view),
                             whole))
                if spec.get("rollouts") and pos in every_other:
                    p, ended = rollout_chance(c, view, rng, spec["rollouts"])
                    if p is not None:
                        rolled.append((pos / len(actions), n, p, ended, won[seat]))
    out = {k: [] for k in KINDS}
    out["rollouts"] = rolled
    for rnd, seat, vf, h, whole in rows:
        out["view"].append((vf, seat, won[seat]))
        for kind, left in (("state", h), ("state, hindsight", max(0.5, last - rnd + 1))):
            fig = {"h": left, "over": None, "n": n, "typical": t, "worlds": [whole], "levels": spec["levels"]}
            out[kind].append((fig, seat, won[seat]))
    return out


def skill(data, p):
    b, b0 = calibrate.brier(data, p)
    return 100 * (1 - b / b0)


def rollout_skills(rows):
    """(skill with the worlds drawn, skill with endlessly many) of (fraction, n, p, worlds, won) rows."""
    b = b0 = noise = 0.0
    for _, n, p, w, won in rows:
        b += (p - won) ** 2
        b0 += (1.0 / n - won) ** 2
        noise += p * (1 - p) / (w - 1) if w > 1 else 0.0
    return 100 * (1 - b / b0), 100 * (1 - (b - noise) / b0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--seed", type=int, default=43)
    ap.add_argument("--hard-every", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--rollouts", type=int, default=0, help="worlds played to the end per seat and moment")
    a = ap.parse_args()
    t0 = time.perf_counter()
    got = games.run_all(game_figures, [dict(games.game_spec(i, a.seed, a.hard_every), rollouts=a.rollouts) for i in range(a.games)], a.jobs)
    print(f"{sum(g is not None for g in got)} games of batch {a.seed} in {time.perf_counter() - t0:.0f} s")
    shipped = params.load()["params"]       # the shipped objectives' strengths and levels' edges
    for kind in KINDS:
        even = [row for i, g in enumerate(got) if g and i % 2 == 0 for row in g[kind]]
        odd = [row for i, g in enumerate(got) if g and i % 2 == 1 for row in g[kind]]
        p = min((fit.fit(even, shipped["strength"], shipped["edges"], s) for s in fit.STARTS),
                key=lambda q: calibrate.brier(even, q)[0])
        print(f"{kind}: Brier skill {skill(even, p):.1f} % on the fitted (even) games, "
              f"{skill(odd, p):.1f} % held out (odd), {len(even) + len(odd)} samples")
    rolled = [row for g in got if g for row in g["rollouts"]]
    if rolled:
        drawn, endless = rollout_skills(rolled)
        sixths = [rollout_skills([r for r in rolled if min(5, int(r[0] * 6)) == k]) for k in range(6)]
        print(f"view, {a.rollouts} worlds played to the end: Brier skill {drawn:.1f} %, "
              f"{endless:.1f} % with endlessly many worlds, {len(rolled)} samples (not fitted: all games)")
        print("  by sixth of the game (drawn / endless): " + ", ".join(f"{x:.0f} / {y:.0f}" for x, y in sixths))


if __name__ == "__main__":
    main()
