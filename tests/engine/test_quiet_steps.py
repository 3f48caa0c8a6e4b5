"""The steps after which flow skips the objective check (flow.QUIET, QUIET_ACTIONS,
QUIET_STEPS; issue 12) move no end counter of R11.1, no objective card and not the
round: a check after them could only repeat the previous one (or, when the step ended
the game, would do nothing)."""

import random

import pytest

from archipelago import engine
from archipelago.engine import flow
from archipelago.engine.ending import end_counter

from .conftest import NAMES


def reading(state):
    """Everything an objective check reads."""
    names = {o.ends_when["counter"] for o in state.content.objectives.values()}
    return ({name: end_counter(state, name) for name in sorted(names)}, state.round,
            [(p["objective"], p["revealed"]) for p in state.players], state.over)


@pytest.mark.slow
def test_quiet_steps_move_no_end_counter(content, monkeypatch):
    seen = {}

    def watched(fn, label):
        def run(state, f, *action):
            before = reading(state)
            out = fn(state, f, *action)
            assert state.over is not None or reading(state) == before, label
            seen[label] = seen.get(label, 0) + 1
            return out
        return run

    for kind in flow.QUIET_STEPS:
        monkeypatch.setitem(flow.AUTOMATIC, kind, watched(flow.AUTOMATIC[kind], kind))
    for kind, (legal, act) in list(flow.DECISIONS.items()):
        quiet_kinds = {a for k, a in flow.QUIET_ACTIONS if k == kind}
        if kind in flow.QUIET:
            monkeypatch.setitem(flow.DECISIONS, kind, (legal, watched(act, kind)))
        elif quiet_kinds:
            checked = watched(act, kind)

            def split(state, f, a, act=act, checked=checked, quiet_kinds=quiet_kinds):
                return (checked if a.kind in quiet_kinds else act)(state, f, a)
            monkeypatch.setitem(flow.DECISIONS, kind, (legal, split))

    for g in range(6):
        rng = random.Random(g)
        n = 2 + g % 4
        s = engine.new_game(content, NAMES[:n], ("short", "medium", "long")[g % 3], g)
        while engine.to_act(s) is not None and s.round <= 12:
            legal = engine.legal_actions(s)
            pref = [a for a in legal if a.kind in ("deliver", "stand", "temple")]
            engine.apply(s, rng.choice(pref or legal))
    # every quiet kind ran, many times
    assert set(seen) == flow.QUIET | flow.QUIET_STEPS | {k for k, _ in flow.QUIET_ACTIONS}
    assert min(seen.values()) >= 20
