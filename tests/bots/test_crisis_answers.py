"""Issue 26, finding 2: in a crisis a bot (and the Hint, which plays like the hard level)
keeps delivering while a free market cube or a spare explorer token saves citizens or a
missed cube, instead of answering "Done" and letting rebellion rise (R6.1-R6.3)."""

from archipelago import engine
from archipelago.bots import HeuristicBot, make_bot

from .conftest import crisis_table, give


def _choose(bot, s):
    seat = engine.to_act(s)
    return bot.choose(engine.view(s, seat), engine.legal_actions(s))


def test_newcomer_free_market_cubes_stand_up_the_others_citizens(content):
    """Ann answers first with none of her own citizens lying; Bob's and Cy's lie and the
    domestic market holds fruit: a free cube stands three of them up (R6.1, R6.2)."""
    for level in ("normal", "hard"):
        s = crisis_table(content, "fruit", 3, {1: 3, 2: 3})
        assert s.dom["fruit"] >= 1 and engine.to_act(s) == 0
        a = _choose(HeuristicBot(0, 7, level, content=content), s)
        assert (a.kind, a.args) == ("deliver", ("fruit", "market")), level
    from archipelago.bots.hint import HintBot
    s = crisis_table(content, "fruit", 3, {1: 3, 2: 3})
    plan = HintBot(0, 1414, content=content, budget=None).plan(engine.view(s, 0), engine.legal_actions(s))
    assert (plan.move.kind, plan.move.args) == ("deliver", ("fruit", "market"))
    assert plan.stands == 3 and [a.kind for a in plan.actions[1:]] == ["stand"] * 3
    for a in plan.actions:                       # the whole plan is legal in the real game
        engine.apply(s, a)
    assert sum(1 for t in s.units if t is not None and t[3] == 1) == 3


def test_newcomer_spare_explorer_tokens_meet_an_export_crisis(content):
    """An export crisis asks for cubes nobody has on the export market; Ann has no cubes
    but four explorer tokens: she hands tokens in rather than let rebellion rise (R6.3)."""
    from archipelago.engine.crises import start_export
    s = crisis_table(content, "fruit", 3, {0: 3, 1: 3, 2: 3})
    s.frames = [{"k": "round", "i": 4}]
    s.rebellion = 1
    for u, unit in enumerate(s.units):            # nobody lies: only the export half
        if unit is not None and unit[3] == 1:
            s.units[u] = unit[:3] + (0,) + unit[4:]
    give(s, 0, tokens=4)
    start_export(s, ("fish", "wood", "cattle"))
    engine.touched(s)
    assert s.frames[-1]["k"] == "xcrisis" and engine.to_act(s) == 0
    for level in ("normal", "hard"):
        a = _choose(make_bot("heuristic", 0, 7, level, content=content), s)
        assert a.kind == "deliver" and a.args[1] == "token", (level, a)
