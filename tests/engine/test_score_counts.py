"""The counts behind the score table's rows (issue 41; R11, R11.1, DECK 4): what an
objective's or the trend's measure counted for each seat (answers.counted) is the very
count the scoring ranks (ending.player_measure counts ending.measure_items' lists), read
from finished bot games (tests/games.py)."""
import pytest

from archipelago import engine
from archipelago.engine import answers, ending
from tests.games import played

# (players, length, seed): the 5-player game's seat 4 holds S06 (most progress cards) and
# owns A44 Cathedral, a wonder by its face and a progress card by its type (DECK 0.3).
GAMES = [(3, "short", 7), (4, "short", 4004), (5, "short", 4005)]


def ranked_measures(content, state):
    """{score-table label: measure} of the game's ranked rows (R11: the objectives that
    rank, the trend card)."""
    out = {}
    for p in state.players:
        obj = content.objectives.get(p["objective"])
        if obj is not None and obj.scoring["kind"] == "rank":
            out[f"objective {obj.id}"] = obj.scoring["measure"]
    trend = content.trends.get(state.trend)
    if trend is not None:
        out[f"trend {trend.id}"] = trend.criterion
    return out


@pytest.mark.parametrize("n, length, seed", GAMES)
def test_counts_are_the_scored_measure_for_every_seat_and_row(content, n, length, seed):
    state = played(content, n, length, seed).final
    res = engine.result(state)
    rows = ranked_measures(content, state)
    assert rows
    scoring = content.rules["scoring"]
    for label, measure in rows.items():
        values = []
        for s in range(n):
            parts = answers.counted(content, engine.view(state, s), measure, s)
            assert [p["measure"] for p in parts] == measure.split("+")
            for p in parts:
                assert p["value"] == ending.player_measure(state, p["measure"], s)
                if p["items"] is not None:
                    assert len(p["items"]) == p["value"], (label, s, p)
            values.append(sum(p["value"] for p in parts))
        assert values == [ending.player_measure(state, measure, s) for s in range(n)]
        points = (scoring["objective_points"] if label.startswith("objective")
                  else content.trends[state.trend].points)
        ranked = ending.rank_points(values, points, scoring["zero_scores_nothing"])
        assert ranked == [res["scores"][s][label] for s in range(n)], label


def test_counted_buildings_and_cards_are_the_seats_own(content):
    state = played(content, 3, "short", 7).final     # S04: most markets controlled
    public = engine.view(state)
    control = public["facts"]["control"]
    for s in range(3):
        parts = answers.counted(content, public, "buildings_controlled", s)
        assert sorted(parts[0]["items"]) == sorted(b[2] for b, c in zip(public["buildings"], control) if c == s)
        cards = answers.counted(content, public, "character_cards+progress_cards", s)
        assert sorted(cards[0]["items"] + cards[1]["items"]) == sorted(c for c, o in state.owner.items() if o == s)
        assert answers.counted(content, public, "florins", s)[0]["value"] is None     # R9: kept secret


def test_cathedral_counts_as_a_progress_card_not_as_a_wonder(content):
    state = played(content, 5, "short", 4005).final
    seat = state.owner["A44"]
    cathedral = content.cards["A44"]
    assert cathedral.is_wonder and cathedral.type == "progress"
    view = engine.view(state, seat)
    (progress,) = answers.counted(content, view, "progress_cards", seat)
    assert progress["what"] == "card" and "A44" in progress["items"]
    (character,) = answers.counted(content, view, "character_cards", seat)
    assert "A44" not in character["items"]
    built = answers.counted(content, view, "wonders_built", seat)[0]["items"]
    assert ("A44" in built) == ("A44" in state.built)
