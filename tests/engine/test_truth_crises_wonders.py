"""Issue 19, points 2 and 4: what the deck top and the wonder cards say, checked against
what the engine then does."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.engine import crises
from archipelago.engine.core import Action
from archipelago.engine.tables import export_demand
from archipelago.words.cards import balance_text, card_cost_line, card_tooltip

from .conftest import Table


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_truth_export_demand_is_shown_as_the_engine_asks(content, n):
    """Pope (A04) lists fruit, wood, fruit, iron: the text names exactly the cubes the
    engine's export crisis opens with n players, and the ones it leaves out."""
    t = Table(content, n=n)
    listed = list(content.cards["A04"].balance["export"]["cubes"])
    crises.start_export(t.s, tuple(listed))
    asked = list(t.s.frames[-1]["open"])
    assert export_demand(content.rules, listed, n) == asked
    text = balance_text(content.cards["A04"].balance, content, n)
    line = next(x for x in text.splitlines() if x.startswith("Export crisis"))
    assert line.startswith("Export crisis: " + ", ".join(asked))
    if len(asked) < len(listed):
        assert "not asked: " + ", ".join(listed[len(asked):]) in line
    else:
        assert "not asked" not in line


def _lighthouse_table(content):
    """Ann controls a port (her citizen stands in it) and owns the Great Lighthouse."""
    t = Table(content, n=2)
    h = t.put("H01a", 1, 0)
    inside = t.citizen(0, h)
    other = t.citizen(0, h)
    t.ship(0, h)
    t.building(h, 0, "port", occupant=inside)
    t.own(0, "A47")
    t.give(0, iron=1, stone=2)
    return t, inside, other


def test_truth_wonder_costs_a_citizen_for_good(content):
    """Every wonder's face and tooltip name the citizen it takes; building one lowers the
    population by one and the citizen leaves the map."""
    for card in content.cards.values():
        if card.is_wonder:
            assert "1 citizen" in card_cost_line(card)
            assert "population −1" in card_tooltip(card, content)
    t, inside, other = _lighthouse_table(content)
    pop = t.s.population
    t.do(0, "use_card", "A47")
    citizen = next(a for a in t.legal() if a.kind == "wonder_citizen" and a.args[0] == other)
    t.do(0, citizen.kind, *citizen.args)
    assert t.s.population == pop - 1
    assert t.s.units[other] is None or t.s.units[other][0] < 0


def test_truth_lighthouse_built_by_the_port_occupant_loses_the_ship(content):
    """The tooltip warns that the builder standing in the port leaves it empty; the engine
    then gives that port's ship to nobody (no town on the hex)."""
    assert "that port is left empty" in card_tooltip(content.cards["A47"], content)
    ships = {}
    for builder in ("inside", "other"):
        t, inside, other = _lighthouse_table(content)
        u = inside if builder == "inside" else other
        t.do(0, "use_card", "A47")
        engine.apply(t.s, Action(0, "wonder_citizen", (u,)))
        ships[builder] = sum(1 for x in t.s.units[0:len(t.s.units) // 2]
                             if x is not None and x[1] == -1 and x[0] >= 0)
    assert ships["other"] == ships["inside"] + 1
