"""Engine speed (issues 3 and 12): random-play actions per CPU-second, how often a
legal-action list is built per decision in bot play, `legal_actions` on mid/late-game
states (mean and p99, the list built afresh), `copy_state`, `to_dict` at round 10, undo
in the last round of a 16-round game, and whole rollouts from a round-4 state with random
and with heuristic players (search bots live on that number).

    python bench/engine_bench.py [--seconds 5] [--repeat 5] [--rollouts 6]

CPU time (time.process_time); each figure is the median of `--repeat` runs. Figures
are printed, never asserted (ARCHITECTURE: no timing asserts in tests). One core. The
race against catanatron is bench/race_bench.py.
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.content import load_content
from archipelago.engine import flow, invariants
from archipelago.history import actions_in_log, replay
from archipelago.match.authority import Match, Seat

CRISIS_ANSWERS = ("temple", "deliver", "stand")
clock = time.process_time


def policy(rng, legal):
    """Uniform random, answering crises when it can (so games last)."""
    answers = [a for a in legal if a.kind in CRISIS_ANSWERS]
    return rng.choice(answers or legal)


def random_play(content, seconds):
    """Whole random games (2-5 players, all lengths) for about `seconds` of CPU."""
    actions = games = 0
    t0 = clock()
    seed = 0
    stuck = []
    while clock() - t0 < seconds:
        rng = random.Random(seed)
        n = 2 + seed % 4
        s = engine.new_game(content, [f"P{i}" for i in range(n)], ("short", "medium", "long")[seed % 3], seed)
        while engine.to_act(s) is not None and s.round <= 40:
            legal = engine.legal_actions(s)
            if not legal:           # an engine bug: reported, the game abandoned
                stuck.append(seed)
                break
            engine.apply(s, policy(rng, legal))
            actions += 1
        games += 1
        seed += 1
    dt = clock() - t0
    if stuck:
        print(f"WARNING: legal_actions was empty before the end in games {stuck}")
    return actions / dt, actions, games


def play_until(content, stop, seed=5, n=4, length="medium", kind=None):
    """A game played until stop(state) (random players answering crises, or `kind`
    bots); tries other seeds if a game ended first."""
    for k in range(50):
        rng = random.Random(seed + k)
        s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed + k)
        bots = [make_bot(kind, i, seed, content=content) for i in range(n)] if kind else None
        while engine.to_act(s) is not None and not stop(s):
            legal = engine.legal_actions(s)
            if bots is None:
                a = policy(rng, legal)
            else:
                seat = engine.to_act(s)
                a = bots[seat].choose(engine.view(s, seat), legal)
            engine.apply(s, a)
        if engine.to_act(s) is not None:
            return s
    raise RuntimeError("no game got there")


def sample_states(content, games=6, seed=100):
    """Copies of every decision state from round 4 on in a few random 4-player games."""
    out = []
    for g in range(games):
        rng = random.Random(seed + g)
        s = engine.new_game(content, ["A", "B", "C", "D"], ("medium", "long")[g % 2], seed + g)
        while engine.to_act(s) is not None and s.round <= 30:
            if s.round >= 4:
                out.append(engine.copy_state(s))
            engine.apply(s, policy(rng, engine.legal_actions(s)))
    return out


def legal_fresh(states):
    """Per state: CPU time to build its legal-action list (cache dropped first)."""
    times = []
    for s in states:
        best = None
        for _ in range(3):
            engine.touched(s)
            t0 = clock()
            engine.legal_actions(s)
            dt = clock() - t0
            best = dt if best is None else min(best, dt)
        times.append(best)
    return times


def bot_play_counter(content, games=2):
    """Heuristic 4-player games as the sim plays them (legal_actions, view, choose,
    apply): legal-action lists built per decision."""
    decisions = 0
    before = flow.COUNTS["legal"]
    for g in range(games):
        s = engine.new_game(content, ["A", "B", "C", "D"], "short", 40 + g)
        bots = [make_bot("heuristic", i, g, content=content) for i in range(4)]
        while engine.to_act(s) is not None and s.round <= 30:
            seat = engine.to_act(s)
            legal = engine.legal_actions(s)
            a = bots[seat].choose(engine.view(s, seat), legal)
            engine.apply(s, a)
            decisions += 1
    return (flow.COUNTS["legal"] - before) / decisions, decisions


def rollout(content, start, kind, seed):
    """Play a copy of `start` to the end with `kind` bots; returns (CPU s, actions)."""
    s = engine.copy_state(start)
    bots = [make_bot(kind, i, seed, content=content) for i in range(start.cfg["n"])]
    t0 = clock()
    k = 0
    while engine.to_act(s) is not None and s.round <= 40:
        seat = engine.to_act(s)
        legal = engine.legal_actions(s)
        bot = bots[seat]
        view = engine.view(s, seat) if bot.uses_view else None
        engine.apply(s, bot.choose(view, legal))
        k += 1
    return clock() - t0, k


def late_game(content, want=16, seeds=range(7, 37)):
    """A long 4-player game (heuristic players) at a turn of its round `want`, or of the
    latest round any of the seeds reaches (since issue 15 the bots end long games
    sooner; the undo line says which round)."""
    best = None
    for seed in seeds:
        s = engine.new_game(content, [f"P{i}" for i in range(4)], "long", seed)
        bots = [make_bot("heuristic", i, seed, content=content) for i in range(4)]
        while (seat := engine.to_act(s)) is not None:
            if s.frames[-1]["k"] == "turn" and (best is None or s.round > best.round):
                best = engine.copy_state(s)
                if s.round >= want:
                    return best
            engine.apply(s, bots[seat].choose(engine.view(s, seat), engine.legal_actions(s)))
    return best


def undo_late(content, late, seed):
    """A human acts in the late game until a step of his may be undone; returns undo's
    CPU time, whether it undid, and the replay a snapshot-less undo would need."""
    s = engine.copy_state(late)
    seat = engine.to_act(s)
    m = Match(content, s, [Seat(f"P{i}", "human" if i == seat else "bot") for i in range(s.cfg["n"])])
    rng = random.Random(seed)
    for _ in range(30):
        legal = m.legal()
        m.apply(policy(rng, [a for a in legal if a.kind not in ("end_turn", "pass")] or legal), by=m.to_act)
        if m.can_undo():
            break
    undone = actions_in_log(s)[:-1]             # (the match plays on `s` until undo takes a copy)
    t0 = clock()
    ok = m.undo(by=seat) is not None
    dt = clock() - t0
    t0 = clock()
    replay(content, s.cfg, undone)
    return dt, ok, clock() - t0


def median_of(fn, repeat):
    return statistics.median(fn() for _ in range(repeat))


def per_call(fn, repeat):
    t0 = clock()
    for _ in range(repeat):
        fn()
    return (clock() - t0) / repeat


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--rollouts", type=int, default=6)
    args = ap.parse_args(argv)
    content = load_content()
    rep = args.repeat

    runs = [random_play(content, args.seconds / rep) for _ in range(rep)]
    rate = statistics.median(r[0] for r in runs)
    print(f"random play          {rate:10.0f} actions/CPU-s  (median of {rep}; "
          f"{sum(r[1] for r in runs)} actions, {sum(r[2] for r in runs)} games)")

    per_decision, decisions = bot_play_counter(content)
    print(f"legal lists built    {per_decision:10.2f} per decision in heuristic bot play "
          f"({decisions} decisions)")

    states = sample_states(content)
    times = sorted(legal_fresh(states))
    mean = statistics.fmean(times)
    p99 = times[int(0.99 * (len(times) - 1))]
    print(f"legal_actions        {mean * 1e6:10.1f} us mean, {p99 * 1e6:.1f} us p99, "
          f"{times[-1] * 1e6:.0f} us max, built afresh on {len(states)} states from round 4 on")

    s = play_until(content, lambda s: s.round >= 4 and s.phase == "actions")
    d = engine.to_dict(s)
    for name, fn, k in (
            ("copy_state", lambda: engine.copy_state(s), 5000),
            ("from_dict", lambda: engine.from_dict(content, d), 100),
            ("view", lambda: engine.view(s, 0), 1000),
            ("invariants.check", lambda: invariants.check(s), 500)):
        print(f"{name:<20} {median_of(lambda: per_call(fn, k), rep) * 1e6:10.1f} us   "
              f"(round {s.round}, {s.log_n} log entries)")

    s10 = play_until(content, lambda s: s.round >= 10 and s.phase == "actions",
                     length="long", kind="heuristic")

    def first_to_dict():
        c = engine.from_dict(content, engine.to_dict(s10))   # a state never saved before
        t0 = clock()
        engine.to_dict(c)
        return clock() - t0
    print(f"to_dict              {median_of(lambda: per_call(lambda: engine.to_dict(s10), 200), rep) * 1e3:10.2f} ms   "
          f"(round {s10.round}, {s10.log_n} log entries; first call on a loaded state "
          f"{median_of(first_to_dict, rep) * 1e3:.2f} ms)")

    late = late_game(content)
    u = [undo_late(content, late, i) for i in range(rep)]
    print(f"undo                 {statistics.median(x[0] for x in u) * 1e3:10.3f} ms   "
          f"(round {late.round} of a long game, {late.log_n} log entries, undone: "
          f"{sum(x[1] for x in u)}/{rep}; a replay from the start: "
          f"{statistics.median(x[2] for x in u) * 1e3:.0f} ms)")

    start = play_until(content, lambda s: s.round >= 4 and s.phase == "turn_order", seed=11,
                       kind="heuristic")
    for kind in ("random", "heuristic"):
        got = [rollout(content, start, kind, i) for i in range(args.rollouts)]
        ms = statistics.median(g[0] for g in got) * 1e3
        print(f"rollout {kind:<12} {ms:10.1f} ms median from round 4 to the end "
              f"({1e3 / ms:.2f} rollouts/CPU-s, {statistics.median(g[1] for g in got):.0f} actions)")


if __name__ == "__main__":
    main()
