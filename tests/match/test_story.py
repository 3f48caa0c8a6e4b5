"""The story of a game (issue 30): the charts' figures come from the game's log and agree
with the score table at the end and with the tracks at each round."""

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine.kinds import ROUND, ROUND0_DONE
from archipelago.history import actions_in_log
from archipelago.match.story import story
from archipelago.sim.runner import ROUND_CAP


def finished(content, n, length, seed):
    """A whole game of normal bots, and the colony's tracks as each round ended; stopped
    after the simulator's round cap as the simulator stops it (two bots can stall a long
    game: nobody pushes either end condition)."""
    s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed)
    bots = [make_bot("heuristic", i, seed * 3 + i, level="normal", content=content) for i in range(n)]
    tracks = []
    while (seat := engine.to_act(s)) is not None and s.round <= ROUND_CAP:
        for ev in engine.apply(s, bots[seat].choose(engine.view(s, seat), engine.legal_actions(s))):
            if ev["type"] in (ROUND0_DONE, ROUND):
                tracks.append((s.population, s.rebellion))
    return s, tracks


@pytest.mark.parametrize("length", ["short", "medium", "long"])
def test_story_figures_equal_the_score_table_and_the_tracks(content, length):
    """50 games of each length: the last point's points are the score table's totals;
    every round's population and rebellion are the tracks' positions then; the figures
    grow as the game does (cards bought never fall)."""
    capped = 0
    for seed in range(50):
        state, tracks = finished(content, 2 + seed % 4, length, 4000 + seed)
        tale = story(content, state.cfg, actions_in_log(state))
        if engine.to_act(state) is not None:            # stopped at the round cap: a game in play
            capped += 1
            assert tale["end"] is None and tale["result"] is None
            assert [(p["population"], p["rebellion"]) for p in tale["rounds"]][:len(tracks)] == tracks
            continue
        result = engine.result(state)
        assert tale["result"] == result
        last = tale["rounds"][-1]
        assert last["end"] and last["points"] == result["totals"]
        assert last["florins"] == result["florins"]
        assert tale["end"]["reason"] == result["reason"] and tale["end"]["round"] == result["round"]
        rounds = tale["rounds"][:-1]
        assert [(p["population"], p["rebellion"]) for p in rounds] == tracks
        assert [p["round"] for p in rounds] == list(range(len(rounds)))
        for a, b in zip(tale["rounds"], tale["rounds"][1:]):
            assert all(x <= y for x, y in zip(a["cards"], b["cards"]))
    assert capped <= 1, f"{capped} of 50 {length} games reached the round cap"


def test_story_of_a_game_in_play_has_no_end(content):
    state, _ = finished(content, 3, "short", 7)
    actions = actions_in_log(state)
    half = story(content, state.cfg, actions[:len(actions) // 2])
    assert half["end"] is None and half["result"] is None
    assert half["rounds"] and not half["rounds"][-1]["end"]
