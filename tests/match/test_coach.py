"""Issue 14, part 2: which coach tip is due (match.coach) and that a tip once shown stays
shown, on the person's seat and in its saves."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.match import coach
from archipelago.match.authority import Match, Seat
from archipelago.match.screen import Screen
from archipelago.match.session import LocalGame
from archipelago.saves import format as save_format
from archipelago.saves.check import check_seats


def view(k, to_act=0, over=False):
    return {"frames": [{"k": "round"}, {"k": k}], "to_act": to_act, "over": over}


def test_a_frame_tip_is_due_only_for_the_person_deciding_and_only_once():
    assert coach.due(view("bids"), 0, []) == "bid"
    assert coach.due(view("bids", to_act=1), 0, []) is None
    assert coach.due(view("bids"), 0, ["bid"]) is None
    assert coach.due(view("arrange"), 0, []) is None          # no tip for every frame


def test_taxes_and_reproduction_are_explained_after_the_disc():
    taxes = engine.Action(0, "place_disc", ("taxes",))
    assert coach.due(view("turn"), 0, ["turn"], taxes) == "taxes"
    assert coach.due(view("turn"), 0, ["turn", "taxes", "goal"], taxes) is None
    assert coach.due(view("turn"), 0, [], engine.Action(0, "place_disc", ("harvest:fish",))) == "turn"


def test_the_end_is_explained_once():
    assert coach.due(view("turn", over=True), 0, ["turn"]) == "end"
    assert coach.due(view("turn", over=True), 0, ["end"]) is None


def test_every_frame_tip_says_why():
    assert set(coach.FRAME_TIPS.values()) | set(coach.DISC_TIPS.values()) | {"end", "goal"} == set(coach.TIPS)
    for title, text in coach.TIPS.values():
        assert "Why" in text or "why" in text, title


def test_a_coached_game_keeps_its_shown_tips_through_a_save(content, tmp_path):
    m = Match.new(content, [Seat("Ann", coach=[]), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=14)
    scr = Screen(LocalGame(m))
    seat, tip = scr.coach_due()
    assert (seat, tip) == (0, "hex")
    scr.coach_shown(seat, tip)
    assert scr.coach_due() is None                  # shown once: never again
    path = m.save(tmp_path / "g.json")
    loaded = Match.load(content, path)
    back = Screen(LocalGame(loaded))
    if back.curtain_pending():                      # a loaded game opens at a curtain
        back.dismiss_curtain()
    assert loaded.seats[0].coach == ["hex"] and loaded.seats[1].coach is None
    assert back.coach_due() is None
    loaded.seats[0].coach = []
    assert back.coach_due() == (0, "hex")           # (the person's own view is up)


def test_an_uncoached_game_has_no_tips(content):
    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=14)
    assert Screen(LocalGame(m)).coach_due() is None
    assert "coach" not in m.seat_docs()[0]          # old saves and new uncoached ones alike


def test_damaged_coach_tips_in_a_save_are_refused():
    with pytest.raises(save_format.SaveError, match="damaged coach tips"):
        check_seats([{"name": "Ann", "coach": "hex"}], "g.json")
    with pytest.raises(ValueError):
        Seat.from_dict({"name": "Ann", "coach": [1]})


def test_newcomer_a_tip_teaches_how_to_win_with_the_persons_own_standing(content):
    """Issue 26, finding 10: nothing tied a move to one's objective's scoring or the trend
    card. At the person's second turn a tip names their objective's two halves and the
    trend card's ranking, with where they stand now, from their own view (R11)."""
    from archipelago.match import goals
    assert coach.due(view("turn"), 0, []) == "turn"
    assert coach.due(view("turn"), 0, ["turn"]) == "goal"
    assert coach.due(view("turn"), 0, ["turn", "goal"]) is None
    state = engine.new_game(content, ["Ann", "Bob", "Cy"], "short", seed=14)
    while state.players[0]["objective"] is None or state.trend is None:
        engine.apply(state, engine.legal_actions(state)[0])
    state.players[0]["objective"] = "S05"            # ports controlled
    v = engine.view(state, 0)
    title, text = coach.words("goal", v, content)
    obj, trend = content.objectives["S05"], content.trends[state.trend]
    assert title == "How to win"
    assert obj.name in text and "ports controlled" in text and trend.name in text
    for g in goals.standings(v, content):
        assert g.line in text
    assert "Ports: you 0, best 0" in text
