"""Engine speed (issue 3): random-play actions per second, mean `legal_actions` time,
`copy_state`, `to_dict` (and `view`, `invariants.check`) on a mid-game 4-player state.

    python bench/engine_bench.py [--seconds 5]

Figures are printed, never asserted (ARCHITECTURE: no timing asserts in tests). One core.
"""

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago import engine
from archipelago.content import load_content
from archipelago.engine import invariants

CRISIS_ANSWERS = ("temple", "deliver", "stand")


def policy(rng, legal):
    """Uniform random, answering crises when it can (so games last)."""
    answers = [a for a in legal if a.kind in CRISIS_ANSWERS]
    return rng.choice(answers or legal)


def random_play(content, seconds):
    """Whole random games (2-5 players, all lengths) for about `seconds`."""
    actions = 0
    legal_time = 0.0
    legal_calls = 0
    games = 0
    t0 = time.perf_counter()
    seed = 0
    stuck = []
    while time.perf_counter() - t0 < seconds:
        rng = random.Random(seed)
        n = 2 + seed % 4
        s = engine.new_game(content, [f"P{i}" for i in range(n)], ("short", "medium", "long")[seed % 3], seed)
        while engine.to_act(s) is not None and s.round <= 40:
            t1 = time.perf_counter()
            legal = engine.legal_actions(s)
            legal_time += time.perf_counter() - t1
            legal_calls += 1
            if not legal:           # an engine bug: reported, the game abandoned
                stuck.append(seed)
                break
            engine.apply(s, policy(rng, legal))
            actions += 1
        games += 1
        seed += 1
    dt = time.perf_counter() - t0
    if stuck:
        print(f"WARNING: legal_actions was empty before the end in games {stuck}")
    return actions, dt, games, legal_time / max(1, legal_calls)


def mid_game(content, seed=5, rounds=4):
    """A 4-player medium game played at random into round `rounds`' phase 5."""
    for k in range(50):
        rng = random.Random(seed + k)
        s = engine.new_game(content, ["A", "B", "C", "D"], "medium", seed + k)
        while engine.to_act(s) is not None and not (s.round >= rounds and s.phase == "actions"):
            legal = engine.legal_actions(s)
            if not legal:
                break
            engine.apply(s, policy(rng, legal))
        if engine.to_act(s) is not None:
            return s
    raise RuntimeError("no game reached the middle")


def per_call(fn, repeat):
    t0 = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - t0) / repeat


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    args = ap.parse_args(argv)
    content = load_content()
    actions, dt, games, legal_mean = random_play(content, args.seconds)
    print(f"random play          {actions / dt:10.0f} actions/s   ({actions} actions, {games} games, "
          f"{dt:.1f} s, legal_actions included)")
    print(f"legal_actions (play) {legal_mean * 1e6:10.1f} us mean over the random games")
    s = mid_game(content)
    print(f"mid-game state       round {s.round}, phase {s.phase}, {s.log_n} log entries, "
          f"{len(s.hexes)} hexes")
    d = engine.to_dict(s)
    for name, fn, rep in (
            ("legal_actions", lambda: engine.legal_actions(s), 2000),
            ("copy_state", lambda: engine.copy_state(s), 5000),
            ("to_dict", lambda: engine.to_dict(s), 200),
            ("from_dict", lambda: engine.from_dict(content, d), 100),
            ("view", lambda: engine.view(s, 0), 1000),
            ("invariants.check", lambda: invariants.check(s), 500)):
        print(f"{name:<20} {per_call(fn, rep) * 1e6:10.1f} us")


if __name__ == "__main__":
    main()
