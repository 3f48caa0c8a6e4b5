"""Issue 14's polish points that promise an outcome (issue 19 builds them on outcomes.py):
each test sets up the position, reads what the table says and applies the action."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.engine import tables
from archipelago.ui.interact import Interaction
from archipelago.ui.interact.core import Local
from archipelago.ui.interact.frames.rounds import TIE_BREAK
from archipelago.words.log import describe
from tests.ui.interact_tables import _m as _table, _set_florins as _florins


def _spec(t, seat=0, local=Local()):
    engine.touched(t.s)
    return Interaction(engine.view(t.s, seat), t.c).spec(local)


def _texts(spec):
    return " ".join(w.text for row in spec.panel.rows for w in row if w.kind == "text")


def test_truth_market_tooltip_and_sell_popup_say_the_price_apply_pays(content):
    """With the fruit area's first row full, a sale enters the second row: the board's
    tooltip, the market line's tooltip and the popup all say that price, and the sale pays
    it (before: the tooltip said the first row's price, the popup another)."""
    pygame = pytest.importorskip("pygame")
    from archipelago.ui.hits import Hits
    from archipelago.ui.render.boards import draw_market
    from archipelago.ui.theme import Ctx
    pygame.font.init()
    t = _table(content)
    t.citizen(0, t.A)
    t.s.bank["fruit"] -= 3 - t.s.dom["fruit"]
    t.s.dom["fruit"] = 3
    t.give(0, 0, fruit=1)
    t.do(0, "place_disc", "trade")
    price = tables.sale_price(content.rules, "domestic", "fruit", 3)
    assert price != content.rules["domestic_market"]["fruit"]["prices"][0]     # the misleading case
    key = ("market", "domestic", "fruit")
    spec = _spec(t)
    tip = spec.targets[key].tip                  # issue 25: no price of its own (the board's line says it, once)
    assert "sell" in tip and "ƒ" not in tip
    popup = _spec(t, local=Local(popup=key)).popup
    sell = next(w for w in popup.items if w.text.startswith("Sell"))
    assert sell.text == f"Sell 1 fruit for {price}ƒ"
    hits = Hits()
    draw_market(Ctx(1.0), (420, 260), engine.view(t.s, 0), content, hits, "domestic")
    line = [h.tip for h in hits.items if h.tip.startswith("Fruit on the domestic market: 3 cubes.")]
    assert line and all(f"sell one for {price}ƒ" in tip for tip in line)
    before = t.p(0)["florins"]
    t.do(0, "tx", "domestic", "sell", "fruit")
    assert t.p(0)["florins"] - before == price


def test_truth_taxes_tooltip_says_the_income(content):
    """R5.13: the Taxes space says how much the action brings now; apply brings it."""
    t = _table(content)
    for h in (t.A, t.A, t.B, t.B):
        t.citizen(0, h)
    t.citizen(0, t.B, down=2)                       # a rebel is not taxed
    income = tables.tax_income(content.rules, 4)
    tip = _spec(t).targets[("space", "taxes")].tip
    assert f"You would get {income}ƒ now (rebellion +{content.rules['taxes']['rebellion']})" in tip
    before = t.p(0)["florins"]
    t.do(0, "place_disc", "taxes")
    assert t.p(0)["florins"] - before == income


@pytest.mark.parametrize("surplus", [0, 6])
def test_truth_recruiting_with_no_florins_says_why(content, surplus):
    """Employment Agency (A05) used with 0ƒ: the recruitment prompt names the price and
    the florins (or, at surplus 0, that there are no surplus workers), not only 'No more
    citizens can be placed'."""
    t = _table(content)
    t.citizen(0, t.A)
    t.own(0, "A05")
    _florins(t, 0, 0)
    t.s.surplus = surplus
    t.do(0, "use_card", "A05")
    assert t.top["k"] == "recruit" and not t.legal("recruit")
    prompt = _texts(_spec(t))
    price = tables.recruit_price(content.rules, surplus)
    if price is None:
        assert "No more citizens can be placed: there are no surplus workers" in prompt
    else:
        assert f"No more citizens can be placed: a recruit costs {price}ƒ and you have 0ƒ" in prompt


def test_truth_banker_glows_only_when_it_gives_something(content):
    """Banker (A17): 1ƒ per full 5ƒ. With 4ƒ it would give nothing: no glow (a faint
    outline), and its tooltip says so; with 10ƒ it glows and promises what apply gives."""
    t = _table(content)
    t.citizen(0, t.A)
    t.own(0, "A17")
    _florins(t, 0, 4)
    control = _spec(t).targets[("owned", "A17")]
    assert control.enabled and control.soft
    assert "It would give nothing now (1ƒ per full 5ƒ you have)" in control.tip
    _florins(t, 0, 10)
    control = _spec(t).targets[("owned", "A17")]
    assert control.enabled and not control.soft and "Now: +2ƒ." in control.tip
    t.do(0, "use_card", "A17")
    assert t.p(0)["florins"] == 12


def test_truth_all_zero_bids_explain_the_tie_break(content):
    """R5.2: the bid prompt says what all-zero (or twice tied) bids do, and after all
    bids are 0 the log says the order stays and why."""
    t = _table(content)
    from archipelago.engine.rounds import turn_order
    t.s.phase = "turn_order"
    t.s.frames = [{"k": "round", "i": 2}]
    turn_order(t.s)
    assert TIE_BREAK in _texts(_spec(t))
    events = []
    for seat in (0, 1, 2):
        events += t.do(seat, "bid", 0)
    order = next(e for e in events if e["type"] == "order")
    words = describe(order, ["Ann", "Bob", "Cy"])
    assert words == "Nobody won the bid (all bids 0, or the top bids tied again): the turn order stays Ann, Bob, Cy."
