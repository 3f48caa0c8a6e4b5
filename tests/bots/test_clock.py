"""The end of the game estimated from the public state (issue 15, bots/clock.py)."""

import json

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.bots.knowledge import knowledge
from archipelago.bots.reading import Reading


@pytest.mark.slow
def test_estimate_comes_nearer_as_the_game_goes_on(content):
    k = knowledge(content)
    s = engine.new_game(content, ["A", "B", "C", "D"], "medium", 3)
    bots = [make_bot("heuristic", i, 30 + i, content=content) for i in range(4)]
    first = {}
    while (seat := engine.to_act(s)) is not None:
        v = engine.view(s, seat)
        if s.round >= 1 and s.round not in first:
            est, etas = Reading(k, json.loads(json.dumps(v))).end_estimate
            assert est == Reading(k, v).end_estimate[0]      # plain view data suffices
            first[s.round] = est
            assert set(etas) == {o.id for o in content.objectives.values()
                                 if o.length == "medium"}
        engine.apply(s, bots[seat].choose(v, engine.legal_actions(s)))
    rounds = sorted(first)
    assert 3.0 <= first[1] <= 20.0
    assert first[rounds[-1]] < first[1]
    last = engine.view(s, 0)
    assert Reading(k, last).rounds_left == 0
