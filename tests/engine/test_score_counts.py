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


@pytest.mark.parametrize("n, length, seed", GAMES)
def test_card_points_are_the_score_tables_card_row(content, n, length, seed):
    """R11, DECK 0.3: the cards answers.card_points lists are the row's points (each card's
    printed victory points, a wonder only if built), every owned card with points in one of
    its two lists, an unbuilt wonder's points left out."""
    state = played(content, n, length, seed).final
    res = engine.result(state)
    public = engine.view(state)
    for s in range(n):
        answer = answers.card_points(content, public, s)
        assert answer["total"] == sum(p["points"] for p in answer["scored"]) == res["scores"][s]["cards"]
        scored = {p["card"] for p in answer["scored"]}
        unbuilt = {p["card"] for p in answer["unbuilt"]}
        owned = {c for c, o in state.owner.items() if o == s and content.cards[c].vp}
        assert scored | unbuilt == owned and not scored & unbuilt
        for p in answer["scored"] + answer["unbuilt"]:
            assert p["points"] == content.cards[p["card"]].vp > 0
        assert all(content.cards[c].is_wonder and c not in state.built for c in unbuilt)
        assert all(not content.cards[c].is_wonder or c in state.built for c in scored)


def test_an_unbuilt_wonder_scores_no_card_points_until_built(content):
    """DECK 0.3: building a wonder moves its points from `unbuilt` to `scored` (the card
    points row grows by them); the progress-card count is the same either way. (A copy of
    the shared game's end, which the wonder is built on: tests/games.py hands out copies.)"""
    state = played(content, 5, "short", 4005).state()
    seat = state.owner["A44"]
    assert "A44" not in state.built                 # Cathedral bought, never built
    before = answers.card_points(content, engine.view(state), seat)
    assert {"card": "A44", "points": 2} in before["unbuilt"]
    progress = ending.player_measure(state, "progress_cards", seat)
    state.built["A44"] = seat
    after = answers.card_points(content, engine.view(state), seat)
    assert {"card": "A44", "points": 2} in after["scored"] and after["total"] == before["total"] + 2
    assert engine.result(state)["scores"][seat]["cards"] == after["total"]
    assert ending.player_measure(state, "progress_cards", seat) == progress
