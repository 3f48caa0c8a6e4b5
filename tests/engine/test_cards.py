"""Evolution cards (R10, DECK 0.2, 0.3), the 25 effect primitives (DECK 3), the 9 events
(DECK 2.1) and the 5 wonders (DECK 1.1), on hand-built tables.

The test map: the open-sea start hex (index 0, 2 fish icons) at (0,0); A = face H01a at
(1,0), one land area (icons wood, wood, fruit, cattle); B = face H05a at (2,0), whose
land continues A's (icons cattle x3). Other faces are put far away when a test needs
more hexes (`Table.far`)."""

import json

import pytest

from archipelago import engine
from archipelago.content import load_content
from archipelago.engine import effects, pieces
from archipelago.engine.pieces import REBEL

def crowd(t, k, seats=(1, 2), h=None):
    """k citizens of other seats on A and B (3 per hex and player), for population."""
    spots = [(s, x) for x in ((t.A, t.B) if h is None else (h,)) for s in seats for _ in range(3)]
    return [t.citizen(s, x, engaged=1) for s, x in spots[:k]]


def set_florins(t, seat, n):
    """The seat holds exactly n florins (the difference goes to or from the bank)."""
    p = t.p(seat)
    t.s.bank_florins += p["florins"] - n
    p["florins"] = n


def drain_bank(t, leave=0, seat=2):
    """The bank keeps `leave` florins; the rest goes to `seat`."""
    k = t.s.bank_florins - leave
    t.s.bank_florins = leave
    t.p(seat)["florins"] += k



def buildings(t, kind, k, seat=None):
    """k buildings of a kind on k hexes put far away; occupied by `seat` if given."""
    out = []
    for _ in range(k):
        h = t.fresh()
        occ = t.citizen(seat, h, engaged=1) if seat is not None else None
        out.append(t.building(h, 0, kind, occupant=occ))
    return out


def seen(t, viewer, seat):
    """What `viewer` sees of the private knowledge cards gave `seat` (as JSON)."""
    return json.loads(json.dumps(engine.view(t.s, viewer)))["players"][seat]["seen"]


def uses(t, seat=None):
    return [a.args[0] for a in t.legal("use_card") if seat is None or a.seat == seat]


def finish(t, seat):
    """End the seat's turn (it must have done something)."""
    t.do(seat, "end_turn")


# --- R10.3 / DECK 0.2: using a card ------------------------------------------------------

def test_one_card_use_per_turn_r10_3(m):
    """R10.3, DECK 0.2.1: at most one card use per turn."""
    t = m
    crowd(t, 3)
    t.s.surplus, t.s.rebellion = 5, 2
    t.own(0, "A16")
    t.own(0, "A13")
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 4
    assert not t.legal("use_card")
    t.refused(0, "use_card", "A13")


def test_card_use_besides_disc_action_r5_5(m):
    """R5.5, DECK 0.2.1: the card use comes on top of the turn's one AD action."""
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 5
    t.own(0, "A16")
    t.do(0, "place_disc", "taxes")
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 4 and t.s.rebellion == 1


def test_once_per_card_per_round_r10_3(m):
    """DECK 0.2.2: a used card stays used until phase 1; on a colour card the first user
    of the round blocks everyone else."""
    from archipelago.engine import rounds
    t = m
    crowd(t, 4)
    t.give(0, stone=2)
    t.give(1, stone=1)
    t.s.rebellion, t.s.surplus = 3, 3
    t.own(0, "A37")
    t.do(0, "use_card", "A37")
    finish(t, 0)
    assert t.top["seat"] == 1 and "A37" not in uses(t)
    t.refused(1, "use_card", "A37")
    t.turn(0)
    assert "A37" not in uses(t)
    rounds.deactivation(t.s)
    assert "A37" in uses(t)


def test_black_arrow_owner_only_r10_3(m):
    """R10.3: a black-arrow card is used by its owner only."""
    t = m
    crowd(t, 2)
    t.s.surplus = 5
    t.own(0, "A16")
    t.turn(1)
    assert "A16" not in uses(t)
    t.refused(1, "use_card", "A16")


def test_colour_arrow_non_owner_pays_owner_r10_3(m):
    """DECK 0.2.5: a non-owner pays the printed florins to the owner plus a 1 florin fee,
    lays his own discs on the card; the owner cannot refuse; the user gets the benefit."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.own(0, "A42")                                   # Edict of Tolerance: florins + 1 AD
    cost = t.c.cards["A42"].use_cost["florins"]       # a designed value (cards.yaml)
    fee = t.c.rules["options"]["foreign_use_fee"]
    bank = t.s.bank_florins
    t.turn(1)
    t.do(1, "use_card", "A42")
    assert t.p(1)["florins"] == 10 - cost - fee and t.p(0)["florins"] == 10 + cost + fee
    assert t.s.bank_florins == bank
    assert t.p(1)["discs_used"] == 1 and t.p(0)["discs_used"] == 0
    assert t.s.card_discs["A42"] == (1,) and t.s.used_cards["A42"] == 1
    assert t.s.rebellion == 1
    assert t.p(1)["stats"]["rebellion_lowered_by_cards"] == 2


def test_colour_arrow_owner_pays_bank_r10_3(m):
    """R10.3, DECK 0.2.5: the owner of a colour-arrow card pays like a black card: to the
    bank."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.own(0, "A42")
    cost = t.c.cards["A42"].use_cost["florins"]
    bank = t.s.bank_florins
    t.do(0, "use_card", "A42")
    assert t.p(0)["florins"] == 10 - cost and t.s.bank_florins == bank + cost


def test_colour_arrow_cubes_to_bank_fee_to_owner_r10_3(m):
    """DECK 0.2.5: cubes of the cost go to the bank, the fee to the owner."""
    t = m
    crowd(t, 4)
    t.s.rebellion, t.s.surplus = 3, 3
    t.give(1, stone=1)
    t.own(0, "A37")                                   # Aqueduct: 1 stone
    stone = t.s.bank["stone"]
    t.turn(1)
    t.do(1, "use_card", "A37")
    assert t.p(1)["cubes"]["stone"] == 0 and t.s.bank["stone"] == stone + 1
    assert t.p(1)["florins"] == 9 and t.p(0)["florins"] == 11
    assert (t.s.rebellion, t.s.surplus) == (2, 2)


def test_discs_on_cards_come_back_in_phase_6_r5_14(m):
    """DECK 0.2.4, R8: discs laid on cards return in phase 6 with all the others."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.own(0, "A42")
    t.turn(1)
    t.do(1, "use_card", "A42")
    t.phase6()
    assert t.p(1)["discs_used"] == 0 and not t.s.card_discs


def test_card_acquired_this_round_not_usable_deck_0_2_3(m):
    """DECK 0.2.3: a card acquired this round is first usable in the next round."""
    t = m
    crowd(t, 2)
    t.s.surplus = 5
    t.own(0, "A16", acquired=t.s.round)
    assert "A16" not in uses(t)
    t.refused(0, "use_card", "A16")
    t.s.acquired["A16"] = t.s.round - 1
    assert "A16" in uses(t)


def test_vp_only_cards_never_used_r10_1(m):
    """DECK 0.2.5: a card without an arrow (VP only) is never used."""
    t = m
    t.own(0, "A22")
    t.own(0, "A36")
    assert not uses(t)
    t.refused(0, "use_card", "A22")
    t.refused(0, "use_card", "A36")


def test_cannot_pay_cannot_use_deck_0_2_4(m):
    """DECK 0.2.4: the whole cost is paid first; who cannot pay it cannot use the card."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 2
    t.own(0, "A04")                                   # Pope: 3 florins
    t.own(0, "A31")                                   # Amphitheatre: 1 AD
    set_florins(t, 0, 2)
    t.p(0)["discs_used"] = t.p(0)["discs"]
    assert not uses(t)
    set_florins(t, 0, 3)
    assert uses(t) == ["A04"]
    t.turn(1)
    set_florins(t, 1, 3)                               # non-owner: 3 + fee 1
    assert "A04" not in uses(t)


def test_no_discs_left_free_cards_still_usable_deck_0_2_1(m):
    """DECK 0.2.1: a player with no action disc left may still use cards that cost none."""
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 5
    t.own(0, "A16")
    t.p(0)["discs_used"] = t.p(0)["discs"]
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 4


# --- DECK 3.1 track and the Amount forms ---------------------------------------------------

def test_track_integer_governor_deck_3_1(m):
    """DECK 3.1 (integer Amount): A13 Governor: rebellion -1, surplus -1; 2 florins to
    the bank."""
    t = m
    crowd(t, 3)
    t.s.rebellion, t.s.surplus = 3, 5
    t.own(0, "A13")
    t.do(0, "use_card", "A13")
    assert (t.s.rebellion, t.s.surplus) == (2, 4) and t.p(0)["florins"] == 8


def test_track_clamps_at_zero_deck_0_2_8(m):
    """DECK 0.2.8, DECK 3.1: both markers are clamped at 0; Peacekeeper counts only the
    actual fall."""
    t = m
    crowd(t, 2)
    t.s.rebellion, t.s.surplus = 0, 0
    t.own(0, "A13")
    t.do(0, "use_card", "A13")
    assert (t.s.rebellion, t.s.surplus) == (0, 0)
    assert t.p(0)["stats"]["rebellion_lowered_by_cards"] == 0


# A03 Archbishop: -1 with 0-2 temples in play, -2 with 3-4, -3 with 5 or more (DECK 1).
@pytest.mark.parametrize("temples,drop", [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3),
                                          (6, 3)])
def test_track_tiers_archbishop_deck_3_1(m, temples, drop):
    """DECK 3.1, DECK 3 Amount {of, tiers}: the first tier with counter <= upto; the last
    catches all; temples of every player, occupied or not."""
    t = m
    crowd(t, 6)
    t.s.rebellion = 5
    buildings(t, "temple", temples, seat=1 if temples % 2 else None)
    t.own(0, "A03")
    t.do(0, "use_card", "A03")
    assert t.s.rebellion == 5 - drop


@pytest.mark.parametrize("temples,rebellion,after", [(0, 4, 4), (3, 4, 1), (3, 2, 0)])
def test_track_count_each_pope_deck_3_1(m, temples, rebellion, after):
    """A04 Pope: rebellion -1 per temple in play; clamped at 0; Peacekeeper counts the
    actual fall (DECK 4 T11)."""
    t = m
    crowd(t, 5)
    t.s.rebellion = rebellion
    buildings(t, "temple", temples)
    t.own(0, "A04")
    t.do(0, "use_card", "A04")
    assert t.s.rebellion == after and t.p(0)["florins"] == 7
    assert t.p(0)["stats"]["rebellion_lowered_by_cards"] == rebellion - after


@pytest.mark.parametrize("mine", [0, 1, 2, 3])
def test_track_cap_missionary_deck_3_1(m, mine):
    """DECK 3.1, DECK 3 Amount {base, count, each, cap}: A14 Missionary counts the temples
    the user controls, capped ({count, each, cap}, its numbers designed in cards.yaml);
    other players' temples do not count."""
    t = m
    amt = t.c.cards["A14"].effects[0]["amount"]
    assert amt["count"] == "user.temples_controlled"
    drop = -(amt.get("base", 0) + amt["each"] * min(amt["cap"], mine))
    crowd(t, 5)
    t.s.rebellion = 5
    buildings(t, "temple", mine, seat=0)
    buildings(t, "temple", 1, seat=1)
    t.own(0, "A14")
    t.do(0, "use_card", "A14")
    assert t.s.rebellion == 5 - drop


@pytest.mark.parametrize("florins,gain", [(0, 0), (4, 0), (5, 1), (9, 1), (10, 2), (14, 2),
                                          (15, 3), (40, 3)])
def test_amount_div_banker_deck_3_2(m, florins, gain):
    """DECK 3.2, DECK 3 Amount {count, div, each, cap}, DECK 0.5 user.florins: A17 Banker: 1
    florin per full 5 behind the screen, at most 3 ({div, cap})."""
    t = m
    set_florins(t, 0, florins)
    t.own(0, "A17")
    t.do(0, "use_card", "A17")
    assert t.p(0)["florins"] == florins + gain


@pytest.mark.parametrize("markets,ports,gain", [(0, 0, 0), (1, 1, 2), (1, 2, 3), (3, 3, 4)])
def test_amount_sum_of_counters_customs_house_deck_3_2(m, markets, ports, gain):
    """A35 Customs House: 1 florin per market and port the user controls (`a+b`), at most
    4; a town's controller controls the empty buildings of its hex (R5.8)."""
    t = m
    for i in range(max(markets, ports)):
        h = t.fresh()
        t.building(h, 0, "town", occupant=t.citizen(0, h, engaged=1))
        if i < markets:
            t.building(h, 0, "market")
        if i < ports:
            t.building(h, 0, "port")
    h = t.fresh()
    t.building(h, 0, "market", occupant=t.citizen(1, h, engaged=1))   # not the user's
    t.own(0, "A35")
    t.do(0, "use_card", "A35")
    assert t.p(0)["florins"] == 10 + gain


@pytest.mark.parametrize("temples,drop", [(0, 1), (1, 2), (2, 3), (4, 3)])
def test_amount_base_festival_event_deck_2_1(m, temples, drop):
    """DECK 2.1, DECK 3 Amount {base, count, each, cap}: Festival (A03's back): rebellion
    -1, and -1 more per temple in play, at most -3 ({base, count, each, cap})."""
    t = m
    crowd(t, 6)
    t.s.rebellion = 5
    buildings(t, "temple", temples)
    t.balance("A03")
    assert t.s.rebellion == 5 - drop
    assert t.top["k"] == "turn"                    # phase 5 follows


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_immigration_event_deck_2_1(make_table, n):
    """DECK 2.1, DECK 3.1: Immigration (A23's back): surplus +1 per player ({count:
    players})."""
    t = make_table(n)
    t.s.surplus = 3
    t.balance("A23")
    assert t.s.surplus == 3 + n


@pytest.mark.parametrize("surplus,ports,after", [(5, 2, 3), (1, 3, 0)])
def test_emigration_event_deck_2_1(m, surplus, ports, after):
    """DECK 2.1, DECK 3.1, DECK 0.5 ports_in_play: Emigration (A44's back): surplus -1 per
    port in play, occupied or not."""
    t = m
    t.s.surplus = surplus
    buildings(t, "port", ports - 1)
    buildings(t, "port", 1, seat=0)
    t.balance("A44")
    assert t.s.surplus == after


def test_track_checks_independence_deck_0_2_8(m):
    """DECK 0.2.8, R6.6: after a marker moves, rebellion above population ends the game
    at once (A34 Slavery: rebellion +2 first)."""
    t = m
    crowd(t, 3)
    t.s.rebellion = 2
    t.own(0, "A34")
    t.do(0, "use_card", "A34")
    assert t.s.over is not None and t.s.over["reason"] == "independence"
    assert engine.to_act(t.s) is None and t.s.population == 3


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


def stack_top(t, face_id):
    hx = t.c.faces[face_id].hex_id
    side = 0 if t.c.hexes[hx].faces[0].id == face_id else 1
    t.s.hex_stack = [h for h in t.s.hex_stack if h[0] != hx] + [(hx, side)]


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


# --- DECK 3.9 reveal_and_buy --------------------------------------------------------------

def test_researcher_buy_one_progress_discard_rest_red_top_deck_3_9(m, content):
    """DECK 3.9, R6.5, DECK 0.2.3: A01 Researcher: the top 5 cards are shown; one progress
    card among them may be bought for the minimal price (R7.8: the track's lowest, ruling
    2026-12-06; it was 2 florins), to the bank; the others are discarded; red parts of the
    revealed cards are ignored; then the new top card's red part resolves at once."""
    t = m
    crowd(t, 3)
    t.own(0, "A01")
    revealed = ["A36", "A05", "A25", "A22", "A33"]          # A36, A05: red
    t.stack_deck("A14", *revealed)                           # A14 (red export) below
    bank = t.s.bank_florins
    t.do(0, "use_card", "A01")
    assert t.top["k"] == "reveal" and set(t.top["cards"]) == set(revealed)
    assert {a.args[0] for a in t.legal("buy_revealed")} == {"A36", "A25", "A33"}
    assert t.p(0)["discs_used"] == 1
    t.do(0, "buy_revealed", "A25")
    assert t.s.owner["A25"] == 0 and t.s.acquired["A25"] == t.s.round
    low = min(content.rules["track"]["prices"])
    assert t.p(0)["florins"] == 10 - low and t.s.bank_florins == bank + low
    assert set(t.s.discard[-4:]) == {"A36", "A05", "A22", "A33"}
    assert t.s.deck[-1] == "A14"
    exp = content.cards["A14"].balance["export"]["cubes"]
    assert t.top["k"] == "xcrisis" and t.top["open"] == tuple(exp[:3])
    for seat in t.s.order:
        t.do(seat, "done")
    assert t.s.rebellion == 3 and t.top["k"] == "turn" and t.top["seat"] == 0
    assert not t.s.coins                                     # A36's red Barbarian ignored
    assert not effects.can_use(t.s, 0, "A25")                # acquired this round


def test_head_hunter_buys_characters_only_deck_3_9(m):
    """DECK 3.9 (card_type character): A02 Head Hunter buys only a character card; unbought
    revealed cards are discarded."""
    t = m
    t.own(0, "A02")
    t.stack_deck("A25", "A22", "A33", "A13", "A31")
    t.do(0, "use_card", "A02")
    assert {a.args[0] for a in t.legal("buy_revealed")} == {"A22", "A13"}
    t.do(0, "done")
    assert "A22" in t.s.discard and "A22" not in t.s.owner


def test_reveal_needs_the_price_deck_3_9(m, content):
    """DECK 3.9: buying a revealed card needs the minimal price (R7.8)."""
    t = m
    t.own(0, "A01")
    set_florins(t, 0, min(content.rules["track"]["prices"]) - 1)
    t.do(0, "use_card", "A01")
    assert not t.legal("buy_revealed") and t.legal("done")


def test_reveal_deck_smaller_than_count_then_reshuffle_deck_0_4(m):
    """DECK 0.4: a reveal shows at most the cards in the deck, never reshuffles in the
    middle; then an empty deck is refilled from the shuffled discards."""
    t = m
    t.own(0, "A01")
    s = t.s
    s.discard.extend(s.deck[:-3])
    del s.deck[:-3]
    three = list(s.deck)
    discards = len(s.discard)
    t.do(0, "use_card", "A01")
    assert sorted(t.top["cards"]) == sorted(three) and not s.deck
    t.do(0, "done")
    assert len(s.deck) == discards + 3 and not s.discard


# --- DECK 3.10 peek_objective, 3.11 peek_deck ---------------------------------------------

def test_spy_peek_objective_only_user_sees_deck_3_10(m):
    """DECK 3.10, R9 (an objective is never shown): A08 Spy (5 florins, colour): the user
    picks another player and sees his objective; only the user's view shows it."""
    t = m
    for seat, obj in enumerate(["S01", "S02", "S03"]):
        t.objective(seat, obj)
    t.own(1, "A08")
    events = t.do(0, "use_card", "A08")
    assert {a.args[0] for a in t.legal("peek")} == {1, 2}
    events = t.do(0, "peek", 2)
    assert t.p(0)["florins"] == 4 and t.p(1)["florins"] == 16
    assert seen(t, 0, 0) == [["objective", 2, "S03"]]
    for viewer in (None, 1, 2):
        v = engine.view(t.s, viewer)
        assert v["players"][0]["seen"] is None
        assert "S03" not in str([f for f in v["frames"]])
    assert engine.view(t.s, 0)["players"][2]["objective"] is None    # not revealed
    private = [e for e in events if e.get("objective") == "S03"]
    assert private and all(e.get("vis") == 0 for e in private)


def test_astrologer_peek_deck_deck_3_11(m):
    """DECK 3.11: A23 Astrologer: the balance sides of deck positions 2 and 3, to the user
    only; the order is unchanged."""
    t = m
    t.own(0, "A23")
    deck = list(t.s.deck)
    t.do(0, "use_card", "A23")
    assert t.s.deck == deck
    assert seen(t, 0, 0) == [["deck", t.s.round, [[2, deck[-2]], [3, deck[-3]]]]]
    assert engine.view(t.s, 1)["players"][0]["seen"] is None
    assert engine.view(t.s, None)["players"][0]["seen"] is None


def test_peek_deck_beyond_the_deck_shows_nothing_deck_3_11(m):
    """DECK 3.11: positions beyond the deck show nothing."""
    t = m
    t.own(0, "A23")
    t.s.discard.extend(t.s.deck[:-2])
    del t.s.deck[:-2]
    t.do(0, "use_card", "A23")
    assert t.p(0)["seen"] == (("deck", t.s.round, ((2, t.s.deck[0]),)),)


# --- DECK 3.12 place_citizens, 3.13 stand_up_rebels ------------------------------------------

def test_slavery_places_citizens_at_surplus_zero_deck_3_12(m):
    """DECK 3.12, DECK 3.1: A34 Slavery: rebellion +2, then up to 2 citizens from the
    reserve, free, surplus unchanged (allowed at 0), population +1 each, on hexes where the
    user has a unit."""
    t = m
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    crowd(t, 2)
    t.s.surplus = 0
    t.own(0, "A34")
    t.do(0, "use_card", "A34")
    assert t.s.rebellion == 2 and t.top["k"] == "recruit"
    assert {a.args[0] for a in t.legal("recruit")} == {t.A}   # B: no unit of seat 0
    t.do(0, "recruit", t.A, 0)
    assert not t.legal("recruit")                             # 3 on A: the hex cap
    t.do(0, "done")
    assert t.s.population == 5 and t.s.surplus == 0 and t.p(0)["florins"] == 10


def test_slavery_two_at_most_deck_3_12(m):
    """DECK 3.12: at most `max` citizens, placed active; population +1 each."""
    t = m
    t.citizen(0, t.A)
    t.ship(0, t.B)
    crowd(t, 2)
    t.own(0, "A34")
    t.do(0, "use_card", "A34")
    t.do(0, "recruit", t.B, 0)
    t.do(0, "recruit", t.B, 0)
    assert t.top["k"] == "turn" and pieces.citizens_on_hex(t.s, 0, t.B) == 2
    on_b = [t.s.units[u] for u in pieces.citizen_slots(t.s, 0)
            if t.s.units[u] and t.s.units[u][0] == t.B]
    assert all(pieces.is_active(x) for x in on_b) and t.s.population == 5


def test_magistrate_stands_up_own_rebels_deck_3_13(m):
    """DECK 3.13, R5.8 (control): A20 Magistrate: up to 3 of the user's rebels stand up,
    active and not engaged, back in control of their buildings; rebellion unchanged."""
    t = m
    rebels = [t.citizen(0, t.A, engaged=1, down=REBEL) for _ in range(3)]
    rebels.append(t.citizen(0, t.B, down=REBEL))
    other = t.citizen(1, t.B, down=REBEL)
    market = t.building(t.A, 0, "market", occupant=rebels[0])
    t.s.rebellion = 5
    assert pieces.controller(t.s, market) is None
    t.own(0, "A20")
    t.do(0, "use_card", "A20")
    assert other not in {a.args[0] for a in t.legal("stand")}
    t.do(0, "stand", rebels[0])
    t.do(0, "stand", rebels[1])
    t.do(0, "stand", rebels[3])
    assert t.top["k"] == "turn"
    for u in (rebels[0], rebels[1], rebels[3]):
        assert pieces.is_active(t.s.units[u])
    assert t.s.units[rebels[2]][3] == REBEL and t.s.units[other][3] == REBEL
    assert pieces.controller(t.s, market) == 0 and t.s.rebellion == 5


# --- DECK 3.14 remove_citizens (Epidemic), 3.15 destroy_ship (Pirate) ----------------------

def test_epidemic_event_deck_2_1(m):
    """DECK 2.1, DECK 3.14, DECK 0.5 citizens_on_map: Epidemic (A31's back): every player
    with 6 or more citizens on the map (rebels included, wonder citizens excluded) returns 1
    of his choice to the reserve; population -1 each; surplus unchanged; a vacated building
    is unoccupied."""
    t = m
    hs = [t.A, t.B, t.far("H02a")]
    zero = [t.citizen(0, h) for h in hs for _ in range(2)]       # 6, one a rebel
    t.s.units[zero[5]] = t.s.units[zero[5]][:3] + (REBEL,) + t.s.units[zero[5]][4:]
    one = [t.citizen(1, h) for h in hs for _ in range(2)]        # 5 + 1 on a wonder
    t.s.units[one[-1]] = (-1, -1, 1, 0, -1, -1)
    t.s.population -= 1
    two = [t.citizen(2, h) for h in hs for _ in range(2)]        # 6
    market = t.building(t.A, 0, "market", occupant=two[0])
    t.s.surplus = 4
    t.s.order = (2, 0, 1)
    pop = t.s.population
    t.balance("A31")
    assert t.top["k"] == "remove_pick" and t.top["seat"] == 2
    t.do(2, "remove", two[0])
    assert t.top["seat"] == 0
    t.do(0, "remove", zero[5])                                   # a rebel
    assert t.top["k"] == "turn"
    assert t.s.population == pop - 2 and t.s.surplus == 4
    assert t.s.units[two[0]] is None and pieces.occupants(t.s).get(market) is None
    assert pieces.citizens_on_map(t.s, 1) == 5


@pytest.mark.parametrize("order,victim", [((0, 1, 2), 1), ((2, 0, 1), 2)])
def test_pirate_event_deck_2_1(m, order, victim):
    """DECK 2.1, DECK 3.15, DECK 3 Selector {most} tie rule: Pirate (A27's back): rebellion
    +1; the player with the most ships on the map (tie: earliest in turn order) returns one
    of his choice to the reserve; a port it occupied becomes unoccupied."""
    t = m
    crowd(t, 2)
    t.ship(0, 0)
    s1 = [t.ship(1, 0), t.ship(1, t.A)]
    s2 = [t.ship(2, 0), t.ship(2, t.B)]
    ships = {1: s1, 2: s2}[victim]
    port = t.building(t.s.units[ships[1]][0], 0, "port", occupant=ships[1])
    t.s.order = order
    t.balance("A27")
    assert t.s.rebellion == 1
    assert t.top["k"] == "sink" and t.top["seat"] == victim
    t.do(victim, "sink", ships[1])
    assert t.s.units[ships[1]] is None and pieces.ships_on_map(t.s, victim) == 1
    assert pieces.occupants(t.s).get(port) is None


def test_pirate_without_ships_only_rebellion_deck_2_1(m):
    """DECK 2.1: nobody has a ship on the map: only the rebellion +1 happens."""
    t = m
    crowd(t, 2)
    t.balance("A27")
    assert t.s.rebellion == 1 and t.top["k"] == "turn"


# --- DECK 3.16 place_ships_at_ports (Great Lighthouse) ------------------------------------

def test_great_lighthouse_wonder_deck_1_1(m, content):
    """DECK 1.1, DECK 3.16, DECK 0.3: A47 Great Lighthouse: you must control a port; 1 iron
    + 2 stone + 1 AD. On completion every controlled port's controller puts 1 ship from his
    reserve in its hex (active); none if he has none left; one short of ships chooses the
    ports."""
    t = m
    builder = t.citizen(0, t.A)
    dock = t.citizen(0, t.A, engaged=1)
    p0 = t.building(t.A, 0, "port", occupant=dock)
    h1, h2, h3 = t.far("H02a"), t.far("H03a"), t.far("H04a")
    p1 = t.building(h1, 0, "port", occupant=t.citizen(1, h1, engaged=1))
    for _ in range(4):
        t.ship(1, 0)                                     # seat 1: no ship in reserve
    p2a = t.building(h2, 0, "port", occupant=t.citizen(2, h2, engaged=1))
    p2b = t.building(h3, 0, "port", occupant=t.citizen(2, h3, engaged=1))
    for _ in range(3):
        t.ship(2, 0)                                     # seat 2: one in reserve
    t.building(t.B, 0, "port")                           # nobody controls it
    t.give(0, iron=1, stone=2)
    t.own(0, "A47")
    t.do(0, "use_card", "A47")
    t.do(0, "wonder_citizen", builder)
    assert t.p(0)["cubes"]["iron"] == 0 and t.p(0)["cubes"]["stone"] == 0
    assert t.p(0)["discs_used"] == 1
    assert t.top["k"] == "port_ships_pick" and t.top["seat"] == 2
    assert {a.args[0] for a in t.legal("port_ship")} == {p2a, p2b}
    t.do(2, "port_ship", p2b)
    assert t.top["k"] == "turn"
    ships0 = [t.s.units[u] for u in pieces.ship_slots(t.s, 0) if t.s.units[u]]
    assert ships0 == [(t.A, -1, 0, 0, -1, -1)]
    assert pieces.ships_on_map(t.s, 1) == 4
    assert sorted(t.s.units[u][0] for u in pieces.ship_slots(t.s, 2)) == [0, 0, 0, h3]
    assert t.s.built["A47"] == 0 and p0 is not None and p1 is not None


# --- DECK 3.17 block_icon (Barbarian), 3.18 unblock_icon (Conquistador) ---------------------

def test_barbarian_event_deck_2_1(m):
    """DECK 2.1, DECK 3.17, R5.6: Barbarian (A12's back): the last player in turn order puts
    a 1 florin coin from the bank on any icon of the map (fish included) without one; it can
    never be harvested again."""
    t = m
    u = t.citizen(0, t.A)
    t.s.coins.append((t.A, 1, 1))
    t.s.bank_florins -= 1
    t.s.order = (1, 2, 0)
    bank = t.s.bank_florins
    t.balance("A12")
    assert t.top["k"] == "block_pick" and t.top["seat"] == 0
    icons = {a.args for a in t.legal("block")}
    assert (0, 0) in icons and (0, 1) in icons                  # fish on the start hex
    assert (t.A, 1) not in icons and len(icons) == 2 + 4 - 1 + 3
    t.do(0, "block", t.A, 0)
    assert (t.A, 0, 1) in t.s.coins and t.s.bank_florins == bank - 1
    t.turn(0)
    assert "harvest:wood" not in [a.args[0] for a in t.legal("place_disc")]
    assert u is not None


def test_barbarian_neutral_marker_when_bank_empty_deck_2_1(m):
    """DECK 2.1, DECK 3.17: with an empty bank a neutral marker (no florin) blocks the
    icon."""
    t = m
    t.s.order = (1, 2, 0)
    drain_bank(t, leave=0)
    t.balance("A12")
    t.do(0, "block", t.A, 2)
    assert (t.A, 2, 0) in t.s.coins and t.s.bank_florins == 0


def test_barbarian_no_icon_left_nothing_happens_deck_2_1(table):
    """DECK 2.1: if no icon qualifies, nothing happens."""
    t = table
    t.s.coins += [(0, 0, 1), (0, 1, 1)]
    t.s.bank_florins -= 2
    t.balance("A12")
    assert t.top["k"] == "turn" and len(t.s.coins) == 2


def test_conquistador_unblock_icon_deck_3_18(m):
    """DECK 3.18, R5.6: A21 Conquistador (1 AD): remove a coin from an icon on a hex where
    the user has a unit and keep it (+1 florin); the icon can be harvested again."""
    t = m
    u = t.citizen(0, t.A)
    t.s.coins += [(t.A, 0, 1), (t.B, 0, 1), (t.A, 1, 0)]
    t.s.bank_florins -= 2
    t.own(0, "A21")
    t.do(0, "use_card", "A21")
    assert {a.args for a in t.legal("unblock")} == {(t.A, 0), (t.A, 1)}
    t.do(0, "unblock", t.A, 0)
    assert t.p(0)["florins"] == 11 and (t.A, 0, 1) not in t.s.coins
    assert t.p(0)["discs_used"] == 1
    t.do(0, "place_disc", "harvest:wood")
    assert [a.args for a in t.legal("harvest")] == [(u, 0)]


def test_conquistador_neutral_marker_gives_nothing_deck_3_18(m):
    """DECK 3.18: a neutral marker is removed but is no florin."""
    t = m
    t.citizen(0, t.A)
    t.s.coins.append((t.A, 1, 0))
    t.own(0, "A21")
    t.do(0, "use_card", "A21")
    t.do(0, "unblock", t.A, 1)
    assert t.p(0)["florins"] == 10 and not t.s.coins


# --- DECK 3.19 steal_cube (Thief) -----------------------------------------------------------

def test_thief_event_hidden_fists_deck_2_1(m):
    """DECK 2.1, DECK 3.19, R9 (secrets in the view): Thief (A17's back): the player with
    the most cubes (tie: earliest in turn order) puts 2 cubes in two fists; the engine picks
    one at random: that cube goes to the bank. The fists are hidden from everyone but the
    victim."""
    t = m
    t.give(0, wood=2)
    t.give(1, fish=1, iron=2)
    t.give(2, fruit=3)
    t.s.order = (2, 1, 0)
    t.balance("A17")
    assert t.top["k"] == "fists" and t.top["seat"] == 2
    t.do(2, "fist", "fruit")
    assert list(engine.view(t.s, 2)["frames"][-1]["picks"]) == ["fruit"]
    for viewer in (None, 0, 1):
        assert engine.view(t.s, viewer)["frames"][-1]["picks"] == 1
    bank = t.s.bank["fruit"]
    t.do(2, "fist", "fruit")
    assert t.p(2)["cubes"]["fruit"] == 2 and t.s.bank["fruit"] == bank + 1
    assert t.top["k"] == "turn"


def test_thief_tie_earliest_in_turn_order_deck_3(m):
    """DECK 3 Selector {most: cubes_behind_screen}, DECK 0.5: a tie goes to the player
    earliest in turn order."""
    t = m
    t.give(0, wood=2)
    t.give(1, fish=2)
    t.s.order = (1, 0, 2)
    t.balance("A17")
    assert t.top["seat"] == 1


def test_thief_nobody_has_cubes_deck_2_1(m):
    """DECK 2.1: if nobody has a cube, nothing happens."""
    t = m
    t.balance("A17")
    assert t.top["k"] == "turn"


def fists_game(content, seed, cubes):
    from .conftest import Table
    t = Table(content, seed=seed)
    t.give(0, **cubes)
    t.balance("A17")
    return t


def test_thief_one_cube_leaves_a_fist_empty_and_pick_is_seeded_deck_2_1(content):
    """DECK 2.1, DECK 3.19, ARCHITECTURE (randomness from the seed): With a single cube the
    other fist is empty: the victim loses it or keeps it; the pick comes from the seed, so
    the same seed and actions give the same pick, and the pick survives a save and load in
    the middle."""
    outcomes = set()
    for seed in range(12):
        t = fists_game(content, seed, {"iron": 1})
        copy = engine.from_dict(content, engine.to_dict(t.s))
        t.do(0, "fist", "iron")
        engine.apply(copy, engine.Action(0, "fist", ("iron",)))
        assert copy.players[0]["cubes"] == t.p(0)["cubes"]
        outcomes.add(t.p(0)["cubes"]["iron"])
        assert t.top["k"] == "turn"
    assert outcomes == {0, 1}


def test_thief_two_different_cubes_one_goes_deck_2_1(content):
    """DECK 3.19: two fists, one cube each; exactly one of the two goes to the bank."""
    for seed in range(4):
        t = fists_game(content, seed, {"iron": 1, "wood": 1})
        t.do(0, "fist", "iron")
        assert [a.args[0] for a in t.legal("fist")] == ["wood"]
        t.do(0, "fist", "wood")
        assert sum(t.p(0)["cubes"].values()) == 1


# --- DECK 3.20 levy (Royal Tax Collector) ---------------------------------------------------

def test_royal_tax_collector_event_deck_2_1(m):
    """DECK 2.1, DECK 3.20: Royal Tax Collector (A40's back): in turn order each player owes
    1 florin per town he controls, pays any part of it to the bank; rebellion +1 per florin
    unpaid."""
    t = m
    hs = [t.fresh() for _ in range(3)]
    for h in hs[:2]:
        t.building(h, 0, "town", occupant=t.citizen(0, h, engaged=1))
    t.building(hs[2], 0, "town", occupant=t.citizen(2, hs[2], engaged=1))
    t.citizen(1, t.A)
    t.citizen(1, t.A)
    set_florins(t, 2, 0)
    t.s.order = (2, 1, 0)
    bank = t.s.bank_florins
    t.balance("A40")
    assert t.top["k"] == "levy" and t.top["seat"] == 2
    assert [a.args for a in t.legal()] == [(0,)]
    t.do(2, "pay_levy", 0)
    assert t.s.rebellion == 1
    assert t.top["seat"] == 0 and [a.args[0] for a in t.legal()] == [0, 1, 2]
    t.do(0, "pay_levy", 1)
    assert t.s.rebellion == 2 and t.p(0)["florins"] == 9
    assert t.s.bank_florins == bank + 1 and t.top["k"] == "turn"


# --- DECK 3.21 supply_market (Bountiful Harvest) ---------------------------------------------

def test_bountiful_harvest_event_deck_2_1(m):
    """DECK 2.1, DECK 3.21: Bountiful Harvest (A47's back): 1 cube of each type from the
    bank to the domestic market; a type is skipped if the bank has none or the area is
    full."""
    t = m
    s = t.s
    t.give(1, iron=s.bank["iron"])
    s.bank["fish"] -= 11
    s.dom["fish"] = 12
    dom = dict(s.dom)
    t.balance("A47")
    assert s.dom == {"fruit": dom["fruit"] + 1, "cattle": dom["cattle"] + 1, "fish": 12,
                     "wood": dom["wood"] + 1, "stone": dom["stone"] + 1,
                     "iron": dom["iron"]}


# --- DECK 3.22 choice ---------------------------------------------------------------------

def test_gift_of_the_clergy_choice_deck_3_22(m):
    """DECK 3.22: A32 Gift of the Clergy: pay 1 fruit for rebellion -1, or 1 fruit + 1
    cattle for -2; only affordable options are offered."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.give(0, fruit=1)
    t.own(0, "A32")
    t.do(0, "use_card", "A32")
    assert [a.args for a in t.legal("option")] == [(0,)]
    t.do(0, "option", 0)
    assert t.s.rebellion == 2 and t.p(0)["cubes"]["fruit"] == 0


def test_gift_of_the_clergy_second_option_deck_3_22(m):
    """DECK 3.22: the chosen option's cubes go to the bank and its effects run."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.give(0, fruit=1, cattle=1)
    t.own(0, "A32")
    fruit, cattle = t.s.bank["fruit"], t.s.bank["cattle"]
    t.do(0, "use_card", "A32")
    assert [a.args for a in t.legal("option")] == [(0,), (1,)]
    t.do(0, "option", 1)
    assert t.s.rebellion == 1
    assert (t.s.bank["fruit"], t.s.bank["cattle"]) == (fruit + 1, cattle + 1)


def test_choice_unaffordable_card_not_usable_deck_3_22(m):
    """DECK 3.22, DECK 0.2.4: a choice card with no affordable option cannot be used."""
    t = m
    t.own(0, "A32")
    assert "A32" not in uses(t)


@pytest.mark.parametrize("option,after", [(0, 7), (1, 3)])
def test_census_choice_deck_3_22(m, option, after):
    """DECK 3.22: A38 Census (its use cost, designed: data/cards.yaml): surplus +2 or -2,
    the user's choice."""
    t = m
    t.s.surplus = 5
    t.own(0, "A38")
    t.do(0, "use_card", "A38")
    t.do(0, "option", option)
    assert t.s.surplus == after and t.p(0)["florins"] == 10 - t.c.cards["A38"].use_cost["florins"]


# --- DECK 3.23 build_wonder and the 5 wonders (DECK 0.3, 1.1) -----------------------------

WONDERS = {
    # id: (prerequisite building, cubes of the build cost, AD)
    "A44": ("temple", {"stone": 3}, 2),
    "A45": (None, {"iron": 3}, 1),
    "A46": (None, {"stone": 5}, 2),
    "A47": ("port", {"iron": 1, "stone": 2}, 1),
    "A48": ("market", {"stone": 2, "fruit": 2}, 1),
}


def wonder_table(t, card, with_prerequisite=True):
    """Seat 0 owns the wonder, can pay, has an active citizen on A and (if asked) controls
    the prerequisite building on B."""
    req, cubes, _ = WONDERS[card]
    builder = t.citizen(0, t.A)
    if req and with_prerequisite:
        t.building(t.B, 0, req, occupant=t.citizen(0, t.B, engaged=1))
    crowd(t, 4)
    t.give(0, **cubes)
    t.own(0, card)
    return builder


@pytest.mark.parametrize("card", sorted(WONDERS))
def test_wonder_build_procedure_deck_0_3(m, card, content):
    """DECK 0.3: building is the owner's card use; pay the cubes to the bank and lay the
    discs on the card; one active citizen goes from the map onto the card (population
    -1, its building vacated); the effect happens once; the card is never used again."""
    t = m
    _, cubes, discs = WONDERS[card]
    builder = wonder_table(t, card)
    assert content.cards[card].wonder["build_cost"] == {"cubes": cubes, "action_discs": discs}
    t.s.rebellion, t.s.surplus = 2, 4
    pop = t.s.population
    bank = dict(t.s.bank)
    t.do(0, "use_card", card)
    assert t.top["k"] == "wonder"
    assert {a.args[0] for a in t.legal("wonder_citizen")} == {builder}   # active only
    t.do(0, "wonder_citizen", builder)
    assert t.s.units[builder][0] == -1 and t.s.built[card] == 0
    assert t.s.population == pop - 1
    assert all(t.p(0)["cubes"][r] == 0 for r in cubes)
    assert all(t.s.bank[r] == bank[r] + k for r, k in cubes.items())
    assert t.p(0)["discs_used"] == discs and t.s.card_discs[card] == (0,) * discs
    assert t.p(0)["florins"] == 10
    assert card not in uses(t) and not t.legal("use_card")
    t.turn(0)
    assert card not in uses(t)
    expected = {"A44": (1, 4), "A45": (2, 2), "A46": (4, 4), "A47": (2, 4), "A48": (0, 4)}
    assert (t.s.rebellion, t.s.surplus) == expected[card]


def test_cathedral_counts_every_temple_in_play_deck_1_1(m):
    """A44 Cathedral: rebellion -1 per temple in play (of every player, occupied or not);
    the builder's Peacekeeper counter grows by the actual fall (DECK 4 T11)."""
    t = m
    builder = wonder_table(t, "A44")
    buildings(t, "temple", 2)
    t.s.rebellion = 4
    t.do(0, "use_card", "A44")
    t.do(0, "wonder_citizen", builder)
    assert t.s.rebellion == 1 and t.p(0)["stats"]["rebellion_lowered_by_cards"] == 3


@pytest.mark.parametrize("card", ["A44", "A47", "A48"])
def test_wonder_prerequisite_deck_0_3(m, card):
    """DECK 0.3 step 1, DECK 1.1, R5.8 (control): A wonder with a prerequisite needs the
    user to control that building then."""
    t = m
    wonder_table(t, card, with_prerequisite=False)
    assert card not in uses(t)
    req = WONDERS[card][0]
    b = t.building(t.B, 0, req, occupant=t.citizen(1, t.B, engaged=1))
    assert card not in uses(t)                        # another player's building
    t.s.units[pieces.occupants(t.s)[b]] = None
    t.s.population -= 1
    t.building(t.B, 0, "town", occupant=t.citizen(0, t.B, engaged=1))
    assert card in uses(t)                            # controlled through the town


def test_wonder_needs_cost_discs_and_an_active_citizen_deck_0_3(m):
    """DECK 0.3, DECK 0.2.4: the whole build cost (cubes and AD) and an active, non-engaged
    citizen are needed."""
    t = m
    builder = wonder_table(t, "A46")
    t.p(0)["discs_used"] = t.p(0)["discs"] - 1
    assert "A46" not in uses(t)                       # 2 AD
    t.p(0)["discs_used"] = 0
    t.s.units[builder] = t.s.units[builder][:2] + (1,) + t.s.units[builder][3:]
    assert "A46" not in uses(t)                       # the citizen is engaged
    t.s.units[builder] = t.s.units[builder][:2] + (0,) + t.s.units[builder][3:]
    t.s.players[0]["cubes"]["stone"] -= 1
    t.s.bank["stone"] += 1
    assert "A46" not in uses(t)                       # 4 stone only
    t.give(0, stone=1)
    assert "A46" in uses(t)


def test_wonder_owner_only_and_not_in_round_acquired_deck_0_3(m):
    """DECK 0.3, DECK 0.2.3: a wonder is built by its owner only, not in the round it was
    acquired."""
    t = m
    wonder_table(t, "A45")
    t.s.acquired["A45"] = t.s.round
    assert "A45" not in uses(t)
    t.s.acquired["A45"] = t.s.round - 1
    t.citizen(1, t.A)
    t.give(1, iron=3)
    t.turn(1)
    assert "A45" not in uses(t)


def test_wonder_citizen_leaves_its_building_deck_0_3(m):
    """DECK 0.3 step 3: a building the wonder's citizen occupied becomes unoccupied."""
    t = m
    req_builder = t.citizen(0, t.A)
    market = t.building(t.A, 0, "market", occupant=req_builder)
    crowd(t, 3)
    t.give(0, stone=2, fruit=2)
    t.own(0, "A48")
    t.s.rebellion = 2
    t.do(0, "use_card", "A48")
    t.do(0, "wonder_citizen", req_builder)
    assert pieces.occupants(t.s).get(market) is None and t.s.rebellion == 0


def test_unbuilt_wonder_counts_as_progress_card_deck_0_3(m):
    """DECK 0.3: a wonder counts as a progress card even unbuilt: 4 owned wonders leave
    S04 (progress cards in play >= n+2 = 5) unmet, the fifth meets it."""
    t = m
    t.objective(1, "S04")
    for c in sorted(WONDERS)[:4]:
        t.own(0, c)
    t.do(0, "offer", 1)
    t.do(0, "cancel")
    assert not t.p(1)["revealed"]
    t.own(2, sorted(WONDERS)[4])
    t.do(0, "offer", 1)
    assert t.p(1)["revealed"] and not t.s.built


# --- every card: usable from a state that allows it, doing what its data says ---------------

def amount_of(t, amt, seat):
    """DECK 3 Amount, computed here from the rules, not by the engine."""
    if isinstance(amt, int):
        return amt
    s = t.s

    def counter(name):
        if "+" in name:
            return sum(counter(x) for x in name.split("+"))
        if name.endswith("_in_play"):
            return sum(1 for b in s.buildings if b[2] + "s_in_play" == name)
        if name == "players":
            return s.cfg["n"]
        if name == "user.florins":
            return s.players[seat]["florins"]
        kind = name[len("user."):-len("s_controlled")]
        return len(pieces.controlled(s, seat, kind))
    if "of" in amt:
        c = counter(amt["of"])
        return next(x["value"] for x in amt["tiers"] if "upto" not in x or c <= x["upto"])
    c = counter(amt["count"]) // amt.get("div", 1)
    return amt.get("base", 0) + amt["each"] * min(c, amt.get("cap", c))


TAX_TABLE = [(0, 0), (2, 2), (4, 3), (6, 4), (8, 5), (10, 6)]     # R7.6: up to k citizens


def rich_table(t):
    """A table on which seat 0 can use every card: citizens on A (2: reproduction; wood,
    fruit, cattle icons), a temple and a market on B, a port on A held by a ship, a ship
    on the start hex (fish), a hex with iron and stone, a rebel, a coin, cubes, florins,
    surplus, rebellion well below population, a hex on top of the stack."""
    s = t.s
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.building(t.B, 0, "temple", occupant=t.citizen(0, t.B, engaged=1))
    t.building(t.B, 0, "market", occupant=t.citizen(0, t.B, engaged=1))
    t.building(t.A, 0, "port", occupant=t.ship(0, t.A))
    t.ship(0, 0)
    h = t.far("H09a")                                            # iron, stone
    t.citizen(0, h, down=REBEL)
    t.citizen(0, h)
    s.coins.append((t.A, 0, 1))
    s.bank_florins -= 1
    crowd(t, 6)
    t.give(0, florins=20, fruit=3, cattle=2, fish=2, wood=3, stone=6, iron=4)
    s.surplus, s.rebellion = 8, 3
    stack_top(t, "H16a")


def resolve(t):
    """Answer the decision frames a card opened with a fixed policy: the first productive
    action once, then stop ('done') where possible, else the first legal action."""
    for step in range(40):
        if t.top["k"] == "turn" or t.s.over is not None:
            return
        legal = t.legal()
        stop = [a for a in legal if a.kind == "done"]
        go = [a for a in legal if a.kind not in ("done", "offer")]
        a = go[0] if go and (step == 0 or not stop) else (stop or legal)[0]
        t.do(a.seat, a.kind, *a.args)
    raise AssertionError("the card's decisions did not end")


CHECK_FRAME = {
    # primitive: what the decision frame it pushes must say (DECK 3)
    "market_transactions": lambda f, e: (f["k"] == "market" and f["markets"] == (e["market"],)
                                         and f["kinds"] == tuple(e["kinds"])
                                         and f["left"] == e["max"]
                                         and f["buy_price"] == e.get("buy_price", -1)
                                         and f["bonus"] == e.get("sale_bonus", 0)),
    "sell_to_bank": lambda f, e: (f["k"] == "sell_bank" and f["left"] == e["max"]
                                  and f["price"] == e["price"]),
    "exchange_with_bank": lambda f, e: f["k"] == "exchange" and f["left"] == e["max"],
    # R7.8: the minimal price is the track's lowest (ruling 2026-12-06; it was 2)
    "reveal_and_buy": lambda f, e: (f["k"] == "reveal" and len(f["cards"]) == e["count"]
                                    and f["type"] == e["card_type"]
                                    and f["price"] == min(load_content().rules["track"]["prices"])),
    "peek_objective": lambda f, e: f["k"] == "peek",
    "place_citizens": lambda f, e: (f["k"] == "recruit" and f["left"] == e["max"]
                                    and f["price"] == e["price"]
                                    and f["surplus_each"] == e["surplus_each"]),
    "stand_up_rebels": lambda f, e: f["k"] == "rebels" and f["left"] == e["max"],
    "unblock_icon": lambda f, e: f["k"] == "unblock_pick",
    "choice": lambda f, e: f["k"] == "choice",
}

FREE_FRAMES = {"migration": "migrate", "recruitment": "recruit", "build": "build",
               "exploration": "explore_pick"}


@pytest.mark.parametrize("card_id", [f"A{i:02d}" for i in range(1, 49)])
def test_every_card_usable_and_does_what_its_data_says_r10(m, content, card_id):
    """R10.2-R10.3, DECK 3: each of the 48 cards, owned by seat 0 since an earlier round,
    is used (or built) on a table that allows it; its cost is paid as its data says and
    each effect changes the state as its data says. VP-only cards are never usable."""
    t = m
    card = content.cards[card_id]
    rich_table(t)
    t.own(0, card_id)
    s, p = t.s, t.p(0)
    if card.arrow == "none":
        assert card.use_cost is None and card_id not in uses(t)
        return
    assert card.effects
    bonus = next((e for e in card.effects if e["op"] == "harvest_bonus"), None)
    if bonus:                                     # DECK 3.8: only with its harvest
        res = bonus["resource"]
        assert card_id not in uses(t)
        t.do(0, "place_disc", "harvest:" + res)
        have = p["cubes"][res]
        unit, icon = t.legal("harvest")[0].args
        t.do(0, "use_card", card_id)
        t.do(0, "harvest", unit, icon)
        assert p["cubes"][res] == have + bonus["multiplier"]
        assert s.used_cards[card_id] == 0 and t.top["k"] == "harvest"
        return
    assert card_id in uses(t)
    if card.is_wonder:
        cost = card.wonder["build_cost"]
        florins_cost, cubes_cost, discs_cost = 0, dict(cost.get("cubes", {})), \
            cost.get("action_discs", 0)
        effects_ = card.wonder["on_complete"]
    else:
        cost = card.use_cost
        florins_cost, cubes_cost, discs_cost = cost["florins"], dict(cost["cubes"]), \
            cost["action_discs"]
        effects_ = card.effects
    florins, discs, cubes = p["florins"] - florins_cost, p["discs_used"], dict(p["cubes"])
    reb, sur, tokens = s.rebellion, s.surplus, p["tokens"]
    # Amounts are read when the effect resolves: after the cost is paid (DECK 0.5).
    p["florins"] -= florins_cost
    pre = {i: amount_of(t, e["amount"], 0) for i, e in enumerate(effects_) if "amount" in e}
    p["florins"] += florins_cost
    t.do(0, "use_card", card_id)
    assert s.used_cards[card_id] == 0
    assert p["discs_used"] == discs + discs_cost
    assert s.card_discs.get(card_id, ()) == (0,) * discs_cost
    for r, k in cubes_cost.items():
        assert p["cubes"][r] == cubes[r] - k
    if card.is_wonder:
        assert t.top["k"] == "wonder"
        pop = s.population
        t.do(0, "wonder_citizen", t.legal("wonder_citizen")[0].args[0])
        assert s.population == pop - 1 and s.built[card_id] == 0
    for i, e in enumerate(effects_):
        op = e["op"]
        if op == "track":
            if e["track"] == "rebellion":
                reb = max(0, reb + pre[i])
            else:
                sur = max(0, sur + pre[i])
        elif op == "gain_florins":
            florins += pre[i]
        elif op == "gain_explorer_token":
            assert p["tokens"] == tokens + e["n"]
        elif op == "peek_deck":
            assert p["seen"][-1] == ("deck", s.round, tuple(
                (k, s.deck[-k]) for k in e["positions"]))
        elif op == "free_action" and e["action"] in FREE_FRAMES:
            f = t.top
            assert (s.rebellion, s.surplus) == (reb, sur)
            assert f["k"] == FREE_FRAMES[e["action"]]
            if e["action"] == "build":
                assert f["left"] == e.get("max_items", 1)
                assert f["only"] == tuple(e.get("only", ()))
            if e["action"] == "recruitment":
                assert f["left"] == e.get("max_items", -1)
                assert f["price"] == e.get("price_override", -1)
            if e["action"] == "exploration":
                assert f["ship"] == (1 if e.get("unit") == "ship" else 0)
            assert p["discs_used"] == discs + discs_cost and not s.wheel
            resolve(t)
            florins, reb, sur = p["florins"], s.rebellion, s.surplus
        elif op == "free_action" and e["action"] == "reproduction":
            assert p["reproduced"] and pieces.citizens_on_hex(s, 0, t.A) == 3
        elif op == "free_action" and e["action"] == "taxes":
            reb += 1
            working = sum(1 for u in pieces.citizen_slots(s, 0)
                          if s.units[u] and s.units[u][0] >= 0 and s.units[u][3] != REBEL)
            florins += next(f for k, f in TAX_TABLE if working <= k)
            assert s.rebellion == reb
        elif op in CHECK_FRAME:
            assert (s.rebellion, s.surplus) == (reb, sur)
            assert CHECK_FRAME[op](t.top, e), (op, t.top)
            resolve(t)
            florins, reb, sur = p["florins"], s.rebellion, s.surplus
        elif op == "place_ships_at_ports":
            assert pieces.ships_on_map(s, 0) == 3          # its one port got a ship
        else:
            raise AssertionError(f"no check for {op}")
    assert t.top["k"] == "turn"
    assert p["florins"] == florins and (s.rebellion, s.surplus) == (reb, sur)
