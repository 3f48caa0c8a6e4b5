"""Issue 25, the promises: each thing the table says about an outcome, checked by running
it in the engine (a hand-built position, what the table says, then apply). Each test fails
on the code before issue 25."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.engine import tables
from archipelago.ui.interact.core import Local
from archipelago.words.log import describe
from archipelago.words.reference import glossary, rules_notes
from tests.ui.interact_tables import _m as _table, _set_florins as _florins
from tests.ui.test_truth_polish import _spec


def _card(content, name):
    return next(cid for cid, c in content.cards.items() if c.name == name)


def _measure(t, seat=0):
    p = t.p(seat)
    return p["florins"], dict(p["cubes"]), p["discs_used"], t.s.surplus, t.s.rebellion, list(t.s.units), \
        list(t.s.coins)


def _use_and_finish(t, cid, seat=0):
    """Use the card, then end any decision it opened that offers only 'done'."""
    t.do(seat, "use_card", cid)
    for _ in range(5):
        legal = [a for a in t.legal() if a.seat == seat]
        if t.top.get("k") == "turn" or not legal or any(a.kind != "done" for a in legal):
            break
        t.do(seat, "done")


def _board_line(content, view, which, res):
    from archipelago.ui.hits import Hits
    from archipelago.ui.render.boards import draw_market
    from archipelago.ui.theme import Ctx
    hits = Hits()
    draw_market(Ctx(1.0), (420, 260), view, content, hits, which)
    return [h.tip for h in hits.items if h.tip.startswith(f"{res.capitalize()} on the {which} market:")
            and "Now:" in h.tip]


# --- the wheel and the markets ---------------------------------------------------------------

def test_promise_harvest_space_with_an_empty_bank_says_the_disc_buys_nothing(content):
    """R5.6: the bank has no wood: the Harvest wood space says the disc would be spent for
    nothing (and glows only faintly); apply harvests nothing."""
    t = _table(content)
    face = t.c.faces[t.s.hexes[t.A][2]]
    res = next(r for _, r in face.area_icons[0] if r != "fish")
    t.citizen(0, t.A)
    t.give(1, **{res: t.s.bank[res]})                         # the bank is out of it
    spec = _spec(t)
    target = spec.targets[("space", f"harvest:{res}")]
    assert f"no {res} left" in target.tip and "nothing" in target.tip and target.soft
    before = dict(t.p(0)["cubes"])
    t.do(0, "place_disc", f"harvest:{res}")
    for a in t.legal("harvest"):
        t.do(0, "harvest", *a.args)
        break
    assert t.p(0)["cubes"] == before


def test_promise_market_line_honours_a_short_bank(content):
    """R5.9: a sale is paid as far as the bank has florins; the board's line says so."""
    t = _table(content)
    t.citizen(0, t.A)
    t.give(0, fruit=1)
    price = tables.sale_price(content.rules, "domestic", "fruit", t.s.dom["fruit"])
    assert price > 1
    t.give(1, florins=t.s.bank_florins - 1)                  # the bank keeps 1ƒ
    lines = _board_line(content, engine.view(t.s, 0), "domestic", "fruit")
    assert lines and all("sell one for 1ƒ" in tip and f"sell one for {price}ƒ" not in tip for tip in lines)
    t.do(0, "place_disc", "trade")
    before = t.p(0)["florins"]
    t.do(0, "tx", "domestic", "sell", "fruit")
    assert t.p(0)["florins"] - before == 1


def test_promise_a_cards_buy_price_is_the_one_price_shown(content):
    """A card's market frame with its own buy price (Warehouse): the hovered line shows one
    price, the card's, and only buying; apply charges it."""
    t = _table(content)
    cid = _card(content, "Warehouse")
    t.own(0, cid)
    t.citizen(0, t.A)
    _florins(t, 0, 6)
    t.do(0, "use_card", cid)
    assert t.top["k"] == "market"
    spec = _spec(t)
    res = next(r for r in content.rules["domestic_market"] if t.s.dom[r] > 0)
    key = ("market", "domestic", res)
    row = tables.buy_price(content.rules, "domestic", res, t.s.dom[res])
    own = t.top["buy_price"]
    assert own != row
    tip = spec.targets[key].tip
    assert "sell" not in tip and "buy" in tip
    [line] = [x for x in _board_line(content, engine.view(t.s, 0), "domestic", res) if "Now:" in x][:1]
    now = line.split("Now:", 1)[1]
    assert f"buy the last cube for {own}ƒ" in now and f"{row}ƒ" not in now and "sell" not in now
    before = t.p(0)["florins"]
    t.do(0, "tx", "domestic", "buy", res)
    assert before - t.p(0)["florins"] == own


def test_promise_a_cards_sale_bonus_shows_only_selling_at_the_bank_paid_price(content):
    """Trading Company: only selling, at the row price plus the bonus, as far as the bank pays."""
    t = _table(content)
    cid = _card(content, "Trading Company")
    t.own(0, cid)
    t.citizen(0, t.A)
    t.give(0, fish=2)
    _florins(t, 0, 3)
    t.do(0, "use_card", cid)
    assert t.top["k"] == "market" and t.top["bonus"] > 0
    full = tables.sale_price(content.rules, "export", "fish", t.s.exp["fish"]) + t.top["bonus"]
    view = engine.view(t.s, 0)
    now = _board_line(content, view, "export", "fish")[0].split("Now:", 1)[1]
    assert f"sell one for {full}ƒ" in now and "buy" not in now
    assert "buy" not in _spec(t).targets[("market", "export", "fish")].tip
    t.give(1, florins=t.s.bank_florins - 2)                  # now the bank is short
    now = _board_line(content, engine.view(t.s, 0), "export", "fish")[0].split("Now:", 1)[1]
    assert "sell one for 2ƒ" in now
    before = t.p(0)["florins"]
    t.do(0, "tx", "export", "sell", "fish")
    assert t.p(0)["florins"] - before == 2


# --- cards that would do nothing ------------------------------------------------------------

def _idle_card(t, content, name, florins=5):
    cid = _card(content, name)
    t.own(0, cid)
    _florins(t, 0, florins)
    spec = _spec(t)
    target = spec.targets[("owned", cid)]
    assert target.action is not None                          # the engine lets it be used...
    assert target.soft and "give nothing now" in target.tip, target.tip      # ...the table warns
    before = _measure(t)
    fl, cu, ad = tables.card_cost(content.rules, content.cards[cid], False)
    _use_and_finish(t, cid)
    after = _measure(t)
    assert after[0] == before[0] - fl and after[2] == before[2] + ad          # it cost that...
    assert after[1] == before[1] and after[3:] == before[3:]                  # ...and changed nothing else
    return target.tip


def test_promise_conquistador_with_no_coin_by_your_units_warns(content):
    t = _table(content)
    t.citizen(0, t.A)
    tip = _idle_card(t, content, "Conquistador")
    assert "barbarian coin" in tip and "action disc" in tip


def test_promise_magistrate_with_no_rebels_warns(content):
    t = _table(content)
    t.citizen(0, t.A)
    tip = _idle_card(t, content, "Magistrate")
    assert "no rebel" in tip and "1ƒ" in tip


def test_promise_shipwright_with_every_ship_in_play_warns(content):
    t = _table(content)
    t.citizen(0, t.A)
    for _ in range(content.rules["pieces"]["ships"]):
        t.ship(0, t.A)
    tip = _idle_card(t, content, "Shipwright")
    assert "ships are in play" in tip and "card use" in tip


def test_promise_conquistador_takes_no_florin_from_a_neutral_marker(content):
    """A barbarian coin laid while the bank had no florin is a neutral marker: removing it
    gives nothing, and the pick says so (before: 'you keep its florins')."""
    t = _table(content)
    cid = _card(content, "Conquistador")
    t.own(0, cid)
    t.citizen(0, t.A)
    t.s.coins.append((t.A, 0, 0))                            # the neutral marker of an empty bank
    _florins(t, 0, 3)
    t.do(0, "use_card", cid)
    assert t.top["k"] == "unblock_pick"
    spec = _spec(t)
    tips = [c.tip for k, c in spec.targets.items() if k[0] in ("coin", "icon")]
    assert tips and all("no florin" in tip for tip in tips)
    before = t.p(0)["florins"]
    t.do(0, "unblock", t.A, 0)
    assert t.p(0)["florins"] == before


# --- the log and the texts ---------------------------------------------------------------------

def test_promise_a_pile_emptied_with_everyone_at_the_most_discs_gives_nobody_a_disc(content, monkeypatch):
    """R8: 'everyone gains an action disc' is not told when nobody gains; the event says who."""
    from archipelago.engine import bank
    t = _table(content)
    names = t.s.cfg["names"]
    top = t.s.cfg["max_discs"]
    events = []
    real = bank.emit

    def keep(state, kind, **kw):
        events.append(dict(kw, type=kind))
        return real(state, kind, **kw)
    monkeypatch.setattr(bank, "emit", keep)
    for p in t.s.players:
        p["discs"] = top
    t.s.players[1]["discs"] = top - 1
    bank.gain_disc_all(t.s)
    assert [p["discs"] for p in t.s.players] == [top] * len(names)
    text = describe(events[-1], names)
    assert names[1] in text and "everyone" not in text and names[0] not in text
    bank.gain_disc_all(t.s)                                  # everyone at the most
    assert events[-1]["gained"] == []
    text = describe(events[-1], names)
    assert "nobody gains" in text and "everyone gains" not in text


def test_promise_cartographer_text_does_not_promise_a_disc_to_everyone(content):
    card = content.cards[_card(content, "Cartographer")]
    assert "everyone" not in card.text and "below the most" in card.text


def test_promise_f1_tells_when_a_temple_may_stand_up_its_hex(content):
    """crises.dcrisis_legal offers a temple stand-up only before that player delivers a cube."""
    crises = dict(rules_notes(content.rules))["Crises (phase 4 and red parts)"]
    assert "before they deliver a cube" in crises
    temple = dict(glossary(content.rules))["Town, temple"]
    assert "before delivering" in temple


def test_promise_the_glossary_does_not_say_temples_lower_rebellion(content):
    rebellion = dict(glossary(content.rules))["Rebellion"]
    assert "temples, cards and festivals lower it" not in rebellion and "Temples do not lower" in rebellion


def test_promise_the_glossary_says_what_is_secret_and_that_trades_are_public(content):
    """RULES R9, ruling 2026-11-28."""
    hidden = dict(glossary(content.rules))["Hidden"]
    assert "trade" in hidden and "Not secret" in hidden and "bid" in hidden and "objective" in hidden


def test_promise_f1_boards_say_what_a_recruit_costs(content, monkeypatch):
    """F1 Boards no longer says 'Surplus workers pay for recruits': a recruit costs the
    florins of board IV's row and takes one surplus worker (R5.11)."""
    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.rules import RulesOverlay
    from archipelago.ui.settings import Settings
    from tests.ui.test_truth_large_view import drawn_texts
    app = App((1600, 900))
    shell = Shell(app, content=content, settings=Settings(speed="instant"))
    texts = []
    for tab in ("boards", "costs", "end"):
        ov = RulesOverlay(shell, tab)
        texts += drawn_texts(lambda: (ov.ensure(), ov.draw(app.screen)))
    joined = " ".join(texts)
    assert "Surplus workers pay for recruits" not in joined
    assert "takes one surplus" in joined
    assert "trade's terms" in " ".join(drawn_texts(lambda: (RulesOverlay(shell, "round").ensure(),
                                                              RulesOverlay(shell, "round").draw(app.screen))))


def test_promise_the_recruit_stop_reason_counts_a_citizen_on_a_wonder(content):
    from archipelago.engine.pieces import ON_WONDER
    from archipelago.ui.interact import outcomes as O
    t = _table(content)
    cits = content.rules["pieces"]["citizens"]
    for _ in range(cits - 1):
        t.citizen(0, t.A)
    t.citizen(0, ON_WONDER)
    t.s.population -= 1
    words = O.recruit_stop_words(engine.view(t.s, 0), content, {"price": -1, "needs_surplus": 1})
    assert "on the map" in words and "wonder" in words and f"all your {cits} citizens are on the map" != words
