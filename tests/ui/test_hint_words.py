"""Issue 14, part 3: the Hint's reasons state what the engine then does (taxes income and
rebellion, a sale's price, the citizens a crisis cube stands up)."""
from __future__ import annotations

from archipelago import engine
from archipelago.engine import tables
from archipelago.ui.interact.hint_words import reason
from tests.engine.conftest import Table


def test_taxes_reason_states_the_income_and_the_rebellion_the_engine_gives(content):
    t = Table(content)
    h = t.fresh()
    for _ in range(3):
        t.citizen(0, h)
    t.s.population = 3
    engine.touched(t.s)
    a = engine.Action(0, "place_disc", ("taxes",))
    why = reason(engine.view(t.s, 0), content, a)
    before = t.p(0)["florins"]
    t.do(0, "place_disc", "taxes")
    got = t.p(0)["florins"] - before
    assert why == f"{got}ƒ now, and rebellion ({t.s.rebellion} after it) stays within the population (3)"


def test_a_sale_reason_states_the_price_the_engine_pays(content):
    t = Table(content)
    t.give(0, fish=1)
    t.do(0, "place_disc", "trade")
    legal = [a for a in t.legal("tx") if a.args[1] == "sell"]
    a = legal[0]
    why = reason(engine.view(t.s, 0), content, a)
    before = t.p(0)["florins"]
    t.do(a.seat, a.kind, *a.args)
    assert why.startswith(f"+{t.p(0)['florins'] - before}ƒ, −1 {a.args[2]}: ")


def test_a_domestic_crisis_reason_counts_the_citizens_the_cube_stands_up(content):
    t = Table(content)
    h = t.fresh()
    for seat in (0, 1, 2):
        t.citizen(seat, h)
    t.give(0, fruit=1)
    t.balance("A01")                                     # fruit x 3
    a = next(a for a in t.legal("deliver") if a.args == ("fruit", "stock"))
    lying = sum(1 for u in t.s.units if u is not None and u[3] == 1)
    why = reason(engine.view(t.s, a.seat), content, a)
    n = tables.crisis_standups(3, lying)
    assert why.startswith(f"stands up {n} lying citizens, who would otherwise become rebels; ")


def test_the_deck_tops_crisis_is_cited_only_while_it_is_still_to_come(content):
    """Before phase 4 the deck top's crisis is this round's; in phase 5 it has been met."""
    from archipelago.ui.interact.hint_words import resource_why
    t = Table(content)
    t.stack_deck("A01")                                  # fruit x 3
    engine.touched(t.s)
    view = engine.view(t.s, 0)
    assert view["phase"] == "actions" and "crisis" not in resource_why(view, content, "fruit")
    view["phase"] = "population"
    assert resource_why(view, content, "fruit") == "this round's crisis (the deck top) asks for fruit: have it ready"
