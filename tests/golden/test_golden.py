"""Golden replays (issue 11): recorded whole games replay to the same events and result.

The games were recorded by `python -m tests.golden.record` before the redesign; any
change in how the game plays shows here as the first action whose events differ."""

import json

import pytest

from archipelago import engine
from archipelago.engine import Action

from .record import GOLDEN, NAMES, digest, played

GAMES = json.loads(GOLDEN.read_text())["games"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['players']}p-{g['length']}-{g['seed']}")
def test_golden_replay_gives_the_same_events_and_result(content, game):
    state = engine.new_game(content, list(NAMES[:game["players"]]), game["length"], game["seed"])
    for i, (seat, kind, args) in enumerate(game["actions"]):
        events = engine.apply(state, Action(seat, kind, tuple(args)))
        assert digest(played(events)) == game["events"][i], (
            f"action {i} ({kind} {args}, round {state.round}) produced other events")
    assert engine.to_act(state) is None
    assert json.loads(json.dumps(engine.result(state))) == game["result"]
