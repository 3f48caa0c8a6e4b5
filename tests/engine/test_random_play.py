"""Random play (issue 3, after OpenSpiel's generic random-play test).

48 seeded games (each of the twelve pairs of 2-5 players and the three lengths four
times), each played to its end (or to a round cap, which is counted and reported in the
test summary) by a random policy that prefers crisis answers (so games last instead of
ending in independence at the first crisis). Throughout:

- `legal_actions` is never empty before the end, and the seat to act owns every action;
- after every action `invariants.check` finds nothing (R1 totals: 82 cubes, 135
  florins, 24 explorer tokens, each player's pieces, population = citizens on hexes);
- at sampled steps every listed action applies (on a copy), a sample of unlisted
  actions (wrong seat, mutated args, unknown kinds, non-actions) is refused with
  IllegalAction and leaves the state unchanged, `to_dict` round trips equal, and a copy
  is independent of its original.
"""

import random
from collections import Counter

import pytest

from archipelago import engine
from archipelago.engine import invariants
from archipelago.engine.core import Action

GAMES = 48
ROUND_CAP = 30
LENGTHS = ("short", "medium", "long")
CRISIS_ANSWERS = ("temple", "deliver", "stand")


def policy(rng, legal):
    """Uniform, except: crisis answers first; offers opened now and then (15 %) and
    composed briefly (send or cancel at each step with 35 %), so time goes to the rules
    rather than to endless haggling."""
    answers = [a for a in legal if a.kind in CRISIS_ANSWERS]
    if answers:
        return rng.choice(answers)
    close = [a for a in legal if a.kind in ("send", "cancel")]
    if close and rng.random() < 0.35:
        return rng.choice(close)
    quiet = [a for a in legal if a.kind != "offer"]
    if quiet and len(quiet) < len(legal) and rng.random() > 0.15:
        return rng.choice(quiet)
    return rng.choice(legal)


def mutations(rng, a, n):
    """Actions near `a` that are (almost always) not legal."""
    out = [Action((a.seat + 1) % n, a.kind, a.args),          # wrong seat
           Action(a.seat, a.kind + "_x", a.args),              # unknown kind
           Action(a.seat, a.kind, a.args + (0,))]              # one arg too many
    if a.args:
        i = rng.randrange(len(a.args))
        x = a.args[i]
        bad = x + 1000 if isinstance(x, int) else f"{x}?"
        out.append(Action(a.seat, a.kind, a.args[:i] + (bad,) + a.args[i + 1:]))
        out.append(Action(a.seat, a.kind, a.args[:-1]))        # one arg too few
    return out


def play(content, seed, deep_every=60):
    """One game; returns (actions applied, rounds reached, how it ended: objective,
    independence or round_cap)."""
    rng = random.Random(seed)
    n = 2 + seed % 4
    length = LENGTHS[(seed // 4) % 3]
    s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed)
    assert invariants.check(s) == []
    steps = 0
    while engine.to_act(s) is not None and s.round <= ROUND_CAP:
        legal = engine.legal_actions(s)
        assert legal, f"seed {seed}: no legal action before the end ({s!r})"
        seat = engine.to_act(s)
        assert all(a.seat == seat for a in legal), f"seed {seed}: an action of another seat"
        if steps % deep_every == 0:
            deep_checks(content, s, legal, rng, seed)
        a = policy(rng, legal)
        engine.apply(s, a)
        steps += 1
        bad = invariants.check(s)
        assert bad == [], f"seed {seed} step {steps} after {a}: {bad}"
    if engine.to_act(s) is None:
        assert engine.legal_actions(s) == []
        assert engine.result(s) is not None
        return steps, s.round, engine.result(s)["reason"]
    return steps, s.round, "round_cap"


def deep_checks(content, s, legal, rng, seed):
    # every listed action applies (on copies)
    for a in legal:
        c = engine.copy_state(s)
        engine.apply(c, a)
    # a sample of unlisted actions is refused and changes nothing
    before = engine.to_dict(s)
    n = s.cfg["n"]
    tried = 0
    for a in mutations(rng, rng.choice(legal), n) + [("nonsense",), None, 42]:
        if isinstance(a, Action) and a in legal:
            continue
        with pytest.raises(engine.IllegalAction):
            engine.apply(s, a)
        tried += 1
    assert tried >= 3
    assert engine.to_dict(s) == before, f"seed {seed}: a refused action changed the state"
    # to_dict round trip
    again = engine.from_dict(content, before)
    assert engine.to_dict(again) == before, f"seed {seed}: to_dict round trip differs"
    assert engine.legal_actions(again) == legal
    # copies are independent, both ways
    c = engine.copy_state(s)
    engine.apply(c, rng.choice(legal))
    assert engine.to_dict(s) == before, f"seed {seed}: acting on a copy changed the original"
    c2 = engine.copy_state(s)
    snapshot = engine.to_dict(c2)
    engine.apply(s, legal[0])
    assert engine.to_dict(c2) == snapshot, f"seed {seed}: acting on the original changed a copy"
    # put the original back where it was
    restored = engine.from_dict(content, before)
    for name in type(s).__slots__:
        setattr(s, name, getattr(restored, name))


@pytest.mark.slow
@pytest.mark.parametrize("block", range(4))
def test_random_play(content, block, record_property):
    """48 games in 4 blocks of 12 (each block every player count at every length); every failing
    seed of a block is listed, not just the first. How the games ended goes to the
    report (tests/conftest.py prints the sum, also when the suite runs on workers)."""
    total = 0
    failures = []
    ends = Counter()
    for seed in range(block * GAMES // 4, (block + 1) * GAMES // 4):
        try:
            steps, _, end = play(content, seed)
            total += steps
            ends[end] += 1
        except AssertionError as exc:
            failures.append(f"seed {seed}: {str(exc).splitlines()[0]}")
    record_property("random_play_ends", dict(ends))
    record_property("random_play_round_cap", ROUND_CAP)
    assert not failures, "\n".join(failures)
    assert total > 0


def test_same_seed_same_actions_same_game(content):
    """Replaying the same actions from the same seed gives an identical log and state."""
    rng = random.Random(7)
    s = engine.new_game(content, ["A", "B", "C"], "medium", 7)
    actions = []
    while engine.to_act(s) is not None and s.round <= 4:
        a = policy(rng, engine.legal_actions(s))
        actions.append(a)
        engine.apply(s, a)
    t = engine.new_game(content, ["A", "B", "C"], "medium", 7)
    for a in actions:
        engine.apply(t, a)
    assert engine.to_dict(t) == engine.to_dict(s)
