"""What the heuristic bot thinks evolution cards are worth when it buys them (R10, R5.14),
and how the easy level errs (issue 15: every card bought in >= 5 % of games; levels that
differ in strength)."""

import pytest

from archipelago import engine
from archipelago.bots import make_bot

from .conftest import crisis_table


def midgame(content, seed=3):
    """A 4-player medium game played by normal bots to round 4's phase 6 purchases:
    (a normal bot of the seat to act, its reading)."""
    s = engine.new_game(content, [f"P{i}" for i in range(4)], "medium", seed)
    bots = [make_bot("heuristic", i, seed, content=content) for i in range(4)]
    while True:
        seat = engine.to_act(s)
        legal = engine.legal_actions(s)
        if s.round >= 4 and any(a.kind == "buy" for a in legal):
            bot = bots[seat]
            return bot, bot.read(engine.view(s, seat))
        engine.apply(s, bots[seat].choose(engine.view(s, seat), legal))


def at_surplus(bot, r, surplus):
    return bot.read(dict(r.v, surplus=surplus))


def test_a_card_lowering_the_surplus_is_worth_the_rows_around_the_marker(content):
    """R7.4: the rows from 10 on add rebellion every round. A card used round after round
    moves the marker across rows, so its worth per use is the mean over the rows around
    the marker: above the rebellion rows it is worth something even where one step
    crosses no row; at the bottom, where lowering only stops recruiting, nothing."""
    bot, r = midgame(content)
    lower = {"op": "track", "track": "surplus", "amount": -1}
    high = at_surplus(bot, r, 14)
    assert bot.effect_value(high, lower) == pytest.approx(0.3)     # no row crossed
    assert bot.lasting_value(high, lower) > 0.5
    low = at_surplus(bot, r, 2)
    assert bot.lasting_value(low, lower) < 0
    raise_ = {"op": "track", "track": "surplus", "amount": 2}
    assert bot.lasting_value(high, raise_) < bot.lasting_value(high, lower)


def test_a_card_paying_per_building_counts_one_more_than_i_control(content):
    """Customs House (A35's effect): worth florins for one building more than today,
    since it is used in the rounds while I build; the cap still holds."""
    bot, r = midgame(content)
    eff = content.cards["A35"].effects[0]
    have = bot.counter(r, eff["amount"]["count"])
    cap = eff["amount"]["cap"]
    assert bot.effect_value(r, eff) == pytest.approx(min(have, cap) * r.florin_value)
    assert bot.lasting_value(r, eff) == pytest.approx(min(have + 1, cap) * r.florin_value)


def test_a_choice_card_is_worth_its_best_option(content):
    """Census (A38): +2 or -2 surplus; above the rebellion rows lowering is the pick."""
    bot, r = midgame(content)
    high = at_surplus(bot, r, 14)
    eff = content.cards["A38"].effects[0]
    lower = eff["options"][1]["effects"][0]
    assert lower["amount"] < 0
    assert bot.lasting_value(high, eff) == pytest.approx(bot.lasting_value(high, lower))


def test_easy_slips_in_its_turn_but_never_in_a_crisis(content, monkeypatch):
    """The easy level sometimes takes a worse move in its own turn, never in a crisis
    (it plays for the colony): its crisis answers are those it gives without slips."""
    from archipelago.bots import heuristic
    answers = {}
    usual = heuristic.SLIPS
    assert usual > 0
    for slips in (usual, 0.0):
        monkeypatch.setattr(heuristic, "SLIPS", slips)
        got = []
        for seed in range(12):
            s = crisis_table(content, "fruit", 2, {0: 3, 1: 3, 2: 2}, seed=seed)
            bots = [make_bot("heuristic", i, seed, "easy", content=content) for i in range(3)]
            while s.phase == "balance" and engine.to_act(s) is not None:
                seat = engine.to_act(s)
                a = bots[seat].choose(engine.view(s, seat), engine.legal_actions(s))
                got.append(a)
                engine.apply(s, a)
        answers[slips] = got
    assert answers[usual] == answers[0.0]
    turns = {}
    for slips in (usual, 0.0):
        monkeypatch.setattr(heuristic, "SLIPS", slips)
        s = engine.new_game(content, ["A", "B", "C"], "short", 5)
        bots = [make_bot("heuristic", i, 5, "easy", content=content) for i in range(3)]
        chosen = []
        while engine.to_act(s) is not None and s.round < 3:
            seat = engine.to_act(s)
            a = bots[seat].choose(engine.view(s, seat), engine.legal_actions(s))
            if s.phase == "actions":
                chosen.append(a)
            engine.apply(s, a)
        turns[slips] = chosen
    assert turns[usual] != turns[0.0]


def test_a_player_scored_on_florins_stops_hoarding_once_first_place_is_sure(content):
    """R11: objective points rank the players (3/2/1), so florins beyond all the others'
    together (R1: their sum is public) cannot improve the rank: a bot scored on florins
    values them then as any rich player does, and spends, instead of drawing the bank dry
    (issue 31: long games stalled to the round cap behind such a hoard)."""
    from archipelago.engine.worlds import others_florins
    bot, r = midgame(content)
    objective = next(o.id for o in content.objectives.values()
                     if o.length == "medium" and o.scoring.get("measure") == "florins")
    others = others_florins(content.rules, r.v)

    def reading_with(florins):
        """My florins set to `florins` (taken from or given to the bank: the others keep
        theirs), my objective scored on florins."""
        v = dict(r.v)
        players = [dict(p) for p in v["players"]]
        players[r.me] = dict(players[r.me], florins=florins, objective=objective)
        v["players"] = players
        v["bank"] = dict(v["bank"], florins=v["bank"]["florins"] + r.florins - florins)
        return bot.read(v)

    rich, hoarder = reading_with(others), reading_with(others + 1)
    assert others_florins(content.rules, hoarder.v) == others
    assert "florins" in rich.my_measures and "florins" in hoarder.my_measures
    assert rich.florin_value >= 0.9 > hoarder.florin_value
