"""The quiet actions and steps (flow.QUIET_ACTIONS, QUIET_STEPS; issue 12) in games the
heuristic bots play: each of them ran, and none moved an end counter of R11.1, an
objective card or the round, so the objective check flow skips after it could only have
repeated the previous one (R11: a skipped check could not have ended the game)."""

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import flow

from .conftest import NAMES
from .test_quiet_steps import reading


@pytest.mark.slow
def test_quiet_actions_and_steps_in_bot_games(content, monkeypatch):
    seen = {}

    def watched(fn, kind):
        def run(state, f, *action):
            label = (kind, action[0].kind) if action else kind
            quiet = label in flow.QUIET_ACTIONS or label in flow.QUIET_STEPS
            before = reading(state) if quiet else None
            out = fn(state, f, *action)
            if quiet:
                assert state.over is not None or reading(state) == before, label
                seen[label] = seen.get(label, 0) + 1
            return out
        return run

    for kind, run in list(flow.AUTOMATIC.items()):
        monkeypatch.setitem(flow.AUTOMATIC, kind, watched(run, kind))
    for kind, (legal, act) in list(flow.DECISIONS.items()):
        monkeypatch.setitem(flow.DECISIONS, kind, (legal, watched(act, kind)))

    for g, (n, length) in enumerate([(4, "medium"), (3, "medium"), (5, "short"), (2, "long")]):
        s = engine.new_game(content, NAMES[:n], length, 40 + g)
        bots = [make_bot("heuristic", i, g, content=content) for i in range(n)]
        while (seat := engine.to_act(s)) is not None:
            engine.apply(s, bots[seat].choose(engine.view(s, seat), engine.legal_actions(s)))
    assert set(seen) == flow.QUIET_ACTIONS | flow.QUIET_STEPS
    assert min(seen.values()) >= 5, seen
