"""The effect primitives that give and trade (DECK 3.2-3.8): gain_florins, gain_explorer_token,
market_transactions, sell_to_bank, exchange_with_bank, free_action, harvest_bonus; on
hand-built tables.
The test map and its helpers: card_tables.py."""
import pytest

from archipelago.engine import pieces
from archipelago.engine.pieces import REBEL

from .card_tables import crowd, drain_bank, stack_top, uses


# --- DECK 3.2 gain_florins, 3.3 gain_explorer_token ---------------------------------------

def test_gain_florins_amphitheatre_deck_3_2(m):
    """DECK 3.2, DECK 3.1: A31 Amphitheatre (1 AD): 2 florins from the bank and rebellion
    -1."""
    t = m
    crowd(t, 2)
    t.s.rebellion = 2
    t.own(0, "A31")
    bank = t.s.bank_florins
    t.do(0, "use_card", "A31")
    assert t.p(0)["florins"] == 12 and t.s.bank_florins == bank - 2
    assert t.s.rebellion == 1 and t.p(0)["discs_used"] == 1
    assert t.s.card_discs["A31"] == (0,)


def test_gain_florins_as_far_as_the_bank_has_them_deck_0_2_6(m):
    """DECK 3.2, DECK 0.2.6: the bank pays what it has."""
    t = m
    t.own(0, "A31")
    drain_bank(t, leave=1)
    t.do(0, "use_card", "A31")
    assert t.p(0)["florins"] == 11 and t.s.bank_florins == 0


def test_gain_explorer_token_cartographer_deck_3_3(m):
    """DECK 3.3: A10 Cartographer (3 florins): the top token of the current pile."""
    t = m
    t.own(0, "A10")
    t.do(0, "use_card", "A10")
    assert t.p(0)["tokens"] == 1 and t.s.piles == [7, 8, 8] and t.p(0)["florins"] == 7
    assert [p["discs"] for p in t.s.players] == [3, 3, 3]


def test_gain_explorer_token_empties_pile_gives_discs_deck_3_3(m):
    """DECK 3.3, R8: taken from pile 2 when pile 1 is empty; a pile running out gives
    every player +1 AD at once."""
    t = m
    t.s.piles = [0, 1, 8]
    t.s.tokens_box = 15
    t.own(0, "A10")
    t.do(0, "use_card", "A10")
    assert t.s.piles == [0, 0, 8] and t.p(0)["tokens"] == 1
    assert [p["discs"] for p in t.s.players] == [4, 4, 4]


def test_gain_explorer_token_all_piles_empty_deck_3_3(m):
    """Nothing if all piles are empty; the cost is not refunded (DECK 0.2.6)."""
    t = m
    t.s.piles = [0, 0, 0]
    t.s.tokens_box = 24
    t.own(0, "A10")
    t.do(0, "use_card", "A10")
    assert t.p(0)["tokens"] == 0 and t.p(0)["florins"] == 7


# --- DECK 3.4 market_transactions ------------------------------------------------------------

def test_exporter_mixed_transactions_priced_afresh_deck_3_4(m):
    """A06 Exporter: up to 3 export transactions, buys and sells mixed, each cube priced
    by the row it enters or leaves (R7.2, edition values); no AD, no unit engaged, no building."""
    t = m
    row1, row2 = t.c.rules["export_market"]["fish"]["prices"][:2]
    u = t.citizen(0, t.A)
    t.give(0, fish=3)
    t.s.bank["fish"] -= 2
    t.s.exp["fish"] = 2
    t.own(0, "A06")
    t.do(0, "use_card", "A06")
    assert t.top["k"] == "market" and t.top["markets"] == ("export",)
    assert ("export", "buy", "fish") in [a.args for a in t.legal("tx")]
    assert not [a for a in t.legal("tx") if a.args[0] == "domestic"]
    t.do(0, "tx", "export", "sell", "fish")       # third space of row 1
    t.do(0, "tx", "export", "sell", "fish")       # row 2
    assert t.p(0)["florins"] == 10 - 1 + row1 + row2
    t.do(0, "tx", "export", "buy", "fish")        # leaves row 2
    assert t.p(0)["florins"] == 10 - 1 + row1 and t.s.exp["fish"] == 3
    assert t.top["k"] == "turn"                   # 3 transactions: done
    assert t.p(0)["discs_used"] == 0 and not t.s.wheel
    assert t.s.units[u][2] == 0
    assert t.p(0)["stats"]["export_cubes_sold"] == 2


def test_trader_domestic_stop_early_deck_3_4(m):
    """A07 Trader: domestic prices (R7.1); the user may stop early."""
    t = m
    t.give(0, fruit=1)
    t.own(0, "A07")
    t.do(0, "use_card", "A07")
    t.do(0, "tx", "domestic", "sell", "fruit")   # second fruit space, row 1: 4
    t.do(0, "tx", "domestic", "buy", "iron")     # the only iron cube, row 1: 6
    t.do(0, "done")
    assert t.p(0)["florins"] == 10 - 1 + 4 - 6
    assert t.p(0)["cubes"]["iron"] == 1 and t.s.dom["iron"] == 0 and t.s.dom["fruit"] == 2


def test_warehouse_buy_price_override_deck_3_4(m):
    """DECK 3.4 (buy_price, kinds): A39 Warehouse: up to 2 buys from the domestic market for
    1 florin each whatever the row price; buying only."""
    t = m
    t.give(0, fruit=2)
    t.own(0, "A39")
    t.do(0, "use_card", "A39")
    assert {a.args[1] for a in t.legal("tx")} == {"buy"}
    t.do(0, "tx", "domestic", "buy", "iron")
    t.do(0, "tx", "domestic", "buy", "stone")
    assert t.p(0)["florins"] == 8 and t.top["k"] == "turn"
    assert t.p(0)["cubes"]["iron"] == 1 and t.p(0)["cubes"]["stone"] == 1


def test_trading_company_sale_bonus_deck_3_4(m):
    """DECK 3.4 (sale_bonus, kinds): A40 Trading Company: up to 2 export sales, each at its
    row price + 1; selling only."""
    t = m
    t.give(0, wood=3)
    t.own(0, "A40")
    t.do(0, "use_card", "A40")
    assert {a.args[1] for a in t.legal("tx")} == {"sell"}
    t.do(0, "tx", "export", "sell", "wood")
    t.do(0, "tx", "export", "sell", "wood")
    row1 = t.c.rules["export_market"]["wood"]["prices"][0]      # R7.2, an edition value
    assert t.p(0)["florins"] == 10 - 1 + 2 * (row1 + 1) and t.top["k"] == "turn"


def test_market_card_used_by_non_owner_prices_to_bank_deck_0_2_5(m):
    """DECK 0.2.5: trade prices the effect creates go to the bank, whoever the user."""
    t = m
    t.own(0, "A06")
    t.turn(1)
    bank = t.s.bank_florins
    t.do(1, "use_card", "A06")
    t.s.exp["iron"] = 1
    t.s.bank["iron"] -= 1
    t.do(1, "tx", "export", "buy", "iron")        # row 1 (R7.2, an edition value)
    price = t.c.rules["export_market"]["iron"]["prices"][0]
    assert t.p(1)["florins"] == 10 - 2 - price and t.p(0)["florins"] == 12
    assert t.s.bank_florins == bank + price


# --- DECK 3.5 sell_to_bank, 3.6 exchange_with_bank ---------------------------------------------

def test_smuggler_sell_to_bank_then_rebellion_deck_3_5(m):
    """DECK 3.5 (then_if_any): A18 Smuggler: up to 2 cubes to the bank (not a market) at
    its price each (designed, data/cards.yaml); if any, rebellion +1 (once)."""
    t = m
    crowd(t, 2)
    t.give(0, wood=2, fish=1)
    t.own(0, "A18")
    price = t.c.cards["A18"].effects[0]["price"]
    wood = t.s.bank["wood"]
    t.do(0, "use_card", "A18")
    assert t.top["k"] == "sell_bank"
    t.do(0, "sell_bank", "wood")
    t.do(0, "sell_bank", "fish")
    assert t.top["k"] == "turn"
    assert t.p(0)["florins"] == 10 + 2 * price and t.s.bank["wood"] == wood + 1
    assert t.s.dom["wood"] == 1 and t.s.rebellion == 1
    assert t.p(0)["stats"]["export_cubes_sold"] == 0


def test_smuggler_nothing_sold_no_rebellion_deck_3_5(m):
    """DECK 3.5: nothing returned, `then_if_any` does not run."""
    t = m
    crowd(t, 2)
    t.give(0, wood=1)
    t.own(0, "A18")
    t.do(0, "use_card", "A18")
    t.do(0, "done")
    assert t.s.rebellion == 0 and t.p(0)["cubes"]["wood"] == 1


def test_smuggler_bank_short_of_florins_deck_3_5(m):
    """DECK 3.5, DECK 0.2.6: the bank pays what it has; the cube still counts for
    `then_if_any`."""
    t = m
    crowd(t, 2)
    t.give(0, wood=1)
    drain_bank(t, leave=2)
    t.own(0, "A18")
    t.do(0, "use_card", "A18")
    t.do(0, "sell_bank", "wood")
    assert t.p(0)["florins"] == 12 and t.s.bank_florins == 0
    t.do(0, "done")
    assert t.s.rebellion == 1


def test_broker_exchange_with_bank_deck_3_6(m):
    """DECK 3.6: A19 Broker: up to twice, one own cube to the bank for one cube of a
    different type the bank still has."""
    t = m
    t.give(0, wood=2)
    t.give(1, stone=t.s.bank["stone"])
    t.own(0, "A19")
    t.do(0, "use_card", "A19")
    pairs = {a.args for a in t.legal("exchange")}
    assert ("wood", "iron") in pairs and ("wood", "wood") not in pairs
    assert ("wood", "stone") not in pairs                        # the bank has none
    t.do(0, "exchange", "wood", "iron")
    t.do(0, "exchange", "wood", "fish")
    assert t.top["k"] == "turn"
    assert t.p(0)["cubes"] == {"fruit": 0, "cattle": 0, "fish": 1, "wood": 0, "stone": 0,
                               "iron": 1}
    assert t.p(0)["florins"] == 9


# --- DECK 3.7 free_action ---------------------------------------------------------------

def test_free_migration_expansionism_deck_3_7(m):
    """DECK 3.7 (migration), R5.7: A33 Expansionism: one Migration action, no AD and no
    wheel space."""
    t = m
    u = t.citizen(0, t.A)
    t.own(0, "A33")
    t.do(0, "use_card", "A33")
    assert t.top["k"] == "migrate"
    t.do(0, "move", u, t.B, 0)
    t.do(0, "done")
    assert t.s.units[u][:2] == (t.B, 0)
    assert t.p(0)["discs_used"] == 0 and not t.s.wheel


def board_price(t, surplus):
    """Board IV's recruit price at this surplus (R7.4, edition values)."""
    rows = t.c.rules["surplus_board"]["rows"]
    return next(r for r in rows if surplus <= r["upto"])["recruit_price"]


def test_free_recruitment_board_price_deck_3_7(m):
    """A05 Employment Agency: one Recruitment action at the board-IV price (R5.10),
    surplus -1 and population +1 per recruit; no limit but the normal ones."""
    t = m
    t.citizen(0, t.A)
    t.ship(0, t.B)
    t.s.surplus = 7                                  # the first row of 7-9
    p7, p6, p5 = board_price(t, 7), board_price(t, 6), board_price(t, 5)
    assert p7 != p6                                  # the second recruit is in 4-6
    start = max(10, p7 + p6 + p5)                    # enough for the three (from the bank)
    t.s.bank_florins -= start - t.p(0)["florins"]
    t.p(0)["florins"] = start
    t.own(0, "A05")
    t.do(0, "use_card", "A05")
    t.do(0, "recruit", t.A, 0)
    assert t.p(0)["florins"] == start - p7 and t.s.surplus == 6 and t.s.population == 2
    t.do(0, "recruit", t.A, 0)                       # 4-6: its price
    assert t.p(0)["florins"] == start - p7 - p6 and t.s.surplus == 5
    t.do(0, "recruit", t.B, 0)
    assert t.s.population == 4 and t.p(0)["florins"] == start - p7 - p6 - p5
    assert t.s.surplus == 4
    t.do(0, "done")
    assert t.p(0)["discs_used"] == 0 and not t.s.wheel


def test_free_recruitment_needs_surplus_deck_3_7(m):
    """DECK 3.7, R5.10: a free Recruitment keeps its normal rules: none at surplus 0."""
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 0
    t.own(0, "A05")
    t.do(0, "use_card", "A05")
    assert not t.legal("recruit")


def test_free_recruitment_non_owner_deck_0_2_5(m):
    """DECK 0.2.5, DECK 3.7: Recruit prices go to the bank; the fee to the owner."""
    t = m
    t.citizen(1, t.A)
    t.s.surplus = 7
    t.own(0, "A05")
    t.turn(1)
    bank = t.s.bank_florins
    t.do(1, "use_card", "A05")
    t.do(1, "recruit", t.A, 0)
    t.do(1, "done")
    price = board_price(t, 7)
    assert t.p(1)["florins"] == 10 - 1 - price and t.p(0)["florins"] == 11
    assert t.s.bank_florins == bank + price


def test_colonial_charter_max_items_price_override_deck_3_7(m):
    """DECK 3.7 (max_items, price_override): A43 Colonial Charter: up to 2 recruits at 1
    florin each whatever board IV shows; surplus -1 each and surplus >= 1 needed."""
    t = m
    t.citizen(0, t.A)
    t.ship(0, t.B)
    t.s.surplus = 2                                  # board IV price would be 3
    t.own(0, "A43")
    t.do(0, "use_card", "A43")
    t.do(0, "recruit", t.A, 0)
    assert t.p(0)["florins"] == 9 and t.s.surplus == 1
    t.do(0, "recruit", t.B, 0)
    assert t.p(0)["florins"] == 8 and t.s.surplus == 0 and t.s.population == 3
    assert t.top["k"] == "turn"


def test_colonial_charter_stops_at_surplus_zero_deck_3_7(m):
    """DECK 3.7, R5.10: each recruit of a Colonial Charter needs surplus >= 1."""
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 1
    t.own(0, "A43")
    t.do(0, "use_card", "A43")
    t.do(0, "recruit", t.A, 0)
    assert t.top["k"] == "recruit" and not t.legal("recruit")
    t.do(0, "done")


def test_free_exploration_navigator_circles_full_deck_3_7(m):
    """DECK 3.7 (exploration), R5.12, R7.7: A09 Navigator: one Exploration without AD and
    without a wheel circle, allowed when the circles are full, and fills none."""
    t = m
    u = t.citizen(0, t.A)
    t.s.wheel["exploration"] = (0, 0)
    assert "exploration" not in [a.args[0] for a in t.legal("place_disc")]
    stack_top(t, "H16a")
    t.own(0, "A09")
    t.do(0, "use_card", "A09")
    t.do(0, "explore_take")
    spot = next(a.args for a in t.legal("explore_put") if a.args[1:3] == (1, 1))
    t.do(0, "explore_put", *spot)
    h = len(t.s.hexes) - 1
    assert t.s.units[u][0] == h and t.p(0)["tokens"] == 1
    assert t.s.wheel == {"exploration": (0, 0)} and t.p(0)["discs_used"] == 0
    assert t.p(0)["florins"] == 8


@pytest.mark.parametrize("card,ship_only", [("A09", False), ("A41", True)])
def test_compass_explorer_must_be_a_ship_deck_3_7(m, card, ship_only):
    """DECK 3.7 (unit: ship): A41 Compass: the unit that enters the new hex must be a ship.
    (1,1) touches A and B only, so only the citizen on A can enter it: the Navigator offers
    it, the Compass does not, and with the Compass the ship is the explorer."""
    t = m
    u = t.citizen(0, t.A)
    ship = t.ship(0, 0)
    stack_top(t, "H16a")
    t.own(0, card)
    t.do(0, "use_card", card)
    t.do(0, "explore_take")
    spots = [a.args for a in t.legal("explore_put")]
    assert ((1, 1) in {x[1:3] for x in spots}) is not ship_only
    if ship_only:
        t.do(0, "explore_put", *spots[0])
        assert t.s.units[ship][0] == len(t.s.hexes) - 1 and t.s.units[u][0] == t.A
        assert t.p(0)["florins"] == 9


def test_free_reproduction_midwife_once_per_round_deck_3_7(m):
    """A15 Midwife: the Reproduction action without AD or circle; still once per player
    per round (R5.11)."""
    t = m
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.own(0, "A15")
    t.do(0, "use_card", "A15")
    assert pieces.citizens_on_hex(t.s, 0, t.A) == 3 and t.s.population == 3
    assert t.p(0)["reproduced"] and t.p(0)["florins"] == 9 and not t.s.wheel
    assert "reproduction" not in [a.args[0] for a in t.legal("place_disc")]


def test_midwife_not_after_reproducing_deck_3_7(m):
    """DECK 3.7, R5.11: reproduction stays once per player per round: no Midwife after a
    Reproduction action."""
    t = m
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.own(0, "A15")
    t.do(0, "place_disc", "reproduction")
    assert "A15" not in uses(t)
    t.refused(0, "use_card", "A15")


def test_free_build_architect_one_construction_deck_3_7(m):
    """DECK 3.7 (build, max_items 1), R5.8: A12 Architect: one Build action (one
    construction of any type), normal costs."""
    t = m
    u = t.citizen(0, t.A)
    t.give(0, stone=3, wood=2)
    t.own(0, "A12")
    t.do(0, "use_card", "A12")
    kinds = {a.args[0] for a in t.legal("build")}
    assert {"ship", "town", "temple"} <= kinds
    t.do(0, "build", "town", u, 0)
    assert t.top["k"] == "turn" and t.s.buildings == [(t.A, 0, "town")]
    cost = t.c.rules["build_costs"]["town"]                     # R7.5, edition values
    assert t.p(0)["florins"] == 10 - cost["florins"]
    assert t.p(0)["cubes"]["stone"] == 3 - cost["cubes"]["stone"]
    assert t.p(0)["discs_used"] == 0 and not t.s.wheel


def test_free_build_shipwright_only_ships_max_two_deck_3_7(m):
    """A11 Shipwright: up to 2 ships, each for the normal ship cost (R7.5); nothing else;
    the citizen is not engaged (R5.8)."""
    t = m
    u = t.citizen(0, t.A)
    t.give(0, stone=3, wood=3)
    t.own(0, "A11")
    t.do(0, "use_card", "A11")
    assert {a.args[0] for a in t.legal("build")} == {"ship"}
    t.do(0, "build", "ship", u, 0)
    t.do(0, "build", "ship", u, 0)
    assert t.top["k"] == "turn"
    cost = t.c.rules["build_costs"]["ship"]
    assert pieces.ships_on_map(t.s, 0) == 2 and t.p(0)["florins"] == 10 - 2 * cost["florins"]
    assert t.p(0)["cubes"]["wood"] == 3 - 2 * cost["cubes"]["wood"] and t.s.units[u][2] == 0


def test_free_taxes_tax_collector_circles_full_deck_3_7(m):
    """A24 Tax Collector: the Taxes action without a circle even when all are taken:
    rebellion +1, income by the tax table (R7.6: 3 citizens -> 3)."""
    t = m
    for _ in range(3):
        t.citizen(0, t.A)
    t.citizen(0, t.B, down=REBEL)
    t.s.wheel["taxes"] = (0, 1, 2)
    t.own(0, "A24")
    t.do(0, "use_card", "A24")
    assert t.s.rebellion == 1 and t.p(0)["florins"] == 13
    assert t.s.wheel == {"taxes": (0, 1, 2)}


# --- DECK 3.8 harvest_bonus ---------------------------------------------------------------

def test_harvest_bonus_retroactive_and_the_turns_card_use_deck_3_8(m):
    """DECK 3.8, DECK 0.2.1: A28 Sawmill declared with a wood harvest: x2 per unit, also for
    a unit placed before the declaration; it is the turn's card use."""
    t = m
    u1, u2 = t.citizen(0, t.A), t.citizen(0, t.A)
    t.own(0, "A28")
    t.own(0, "A16")
    t.s.surplus = 5
    assert "A28" not in uses(t)                      # not without a harvest
    t.refused(0, "use_card", "A28")
    t.do(0, "place_disc", "harvest:wood")
    t.do(0, "harvest", u1, 0)
    assert t.p(0)["cubes"]["wood"] == 1
    assert [a.args for a in t.legal("use_card")] == [("A28",)]
    t.do(0, "use_card", "A28")
    assert t.p(0)["cubes"]["wood"] == 2
    t.do(0, "harvest", u2, 1)
    assert t.p(0)["cubes"]["wood"] == 4
    t.do(0, "done")
    assert t.s.used_cards["A28"] == 0
    assert not t.legal("use_card")                   # the turn's card use is spent


def test_harvest_bonus_only_with_its_resource_deck_3_8(m):
    """DECK 3.8: a harvest x2 card is declared only with a harvest of its resource."""
    t = m
    t.citizen(0, t.A)
    t.own(0, "A28")
    t.own(0, "A25")
    t.do(0, "place_disc", "harvest:fruit")
    assert [a.args for a in t.legal("use_card")] == [("A25",)]
    t.refused(0, "use_card", "A28")


def test_harvest_bonus_not_after_another_card_use_deck_3_8(m):
    """DECK 3.8, DECK 0.2.1: the x2 declaration is the turn's card use; after another card
    it is not offered."""
    t = m
    u = t.citizen(0, t.A)
    t.s.surplus = 5
    t.own(0, "A28")
    t.own(0, "A16")
    t.do(0, "use_card", "A16")
    t.do(0, "place_disc", "harvest:wood")
    assert not t.legal("use_card")
    t.do(0, "harvest", u, 0)
    assert t.p(0)["cubes"]["wood"] == 1


def test_harvest_bonus_as_far_as_the_bank_has_cubes_deck_3_8(m):
    """DECK 3.8, R1: x2 as far as the bank has the cubes."""
    t = m
    u1, u2 = t.citizen(0, t.A), t.citizen(0, t.A)
    t.own(0, "A28")
    t.s.dom["wood"] += t.s.bank["wood"] - 3
    t.s.bank["wood"] = 3
    t.do(0, "place_disc", "harvest:wood")
    t.do(0, "use_card", "A28")
    t.do(0, "harvest", u1, 0)
    t.do(0, "harvest", u2, 1)
    assert t.p(0)["cubes"]["wood"] == 3 and t.s.bank["wood"] == 0
