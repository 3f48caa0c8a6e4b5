"""R5.1 deactivation, R5.2 turn order bids, R5.3 population effects, and the phase table."""

from archipelago.engine import rounds
from archipelago.engine.invariants import check
from archipelago.engine.pieces import REBEL


def test_phase_table_r5():
    """R5: six phases; round 1 skips phases 1 and 4."""
    assert rounds.phases_of(1) == ("turn_order", "population", "actions", "evolution")
    assert rounds.phases_of(2) == rounds.PHASES
    assert len(rounds.PHASES) == 6


def test_deactivation_r5_1(table):
    """R5.1: cards upright, units off icons and active (staying in buildings), rebels up;
    markers stay."""
    t = table
    h = t.put("H01a", 1, 0)
    on_icon = t.citizen(0, h, engaged=1, icon=0)
    rebel = t.citizen(1, h, down=REBEL)
    builder = t.citizen(2, h, engaged=1)
    b = t.building(h, 0, "market", occupant=builder)
    t.s.used_cards["A01"] = 0
    t.s.used_buildings.append(b)
    t.s.rebellion = 3
    rounds.deactivation(t.s)
    assert t.s.units[on_icon] == (h, 0, 0, 0, -1, -1)
    assert t.s.units[rebel] == (h, 0, 0, 0, -1, -1)
    assert t.s.units[builder] == (h, 0, 0, 0, -1, b)
    assert not t.s.used_cards and not t.s.used_buildings
    assert t.s.rebellion == 3


def bid_frame(t):
    t.s.phase = "turn_order"
    t.s.frames = t.s.frames[:1]
    rounds.turn_order(t.s)


def test_bids_r5_2_highest_arranges(table):
    """R5.2: secret bids, all paid to the bank; the highest bidder sets the whole order."""
    t = table
    bid_frame(t)
    assert t.top["k"] == "bids" and t.top["seat"] == 0
    assert [a.args[0] for a in t.legal("bid")] == list(range(11))
    t.do(0, "bid", 2)
    t.do(1, "bid", 5)
    bank = t.s.bank_florins
    t.do(2, "bid", 0)
    assert t.s.bank_florins == bank + 7
    assert [p["florins"] for p in t.s.players] == [8, 5, 10]
    assert t.s.players[1]["stats"]["florins_bid"] == 5
    assert t.top["k"] == "arrange" and t.top["seat"] == 1
    t.do(1, "order", 2)
    t.do(1, "order", 0)           # the last seat follows by itself
    assert t.s.order == (2, 0, 1)


def test_bids_tie_rebid_then_unchanged(table):
    """R5.2: a tie at the top bids again among the tied (paid again); a second tie
    leaves the order unchanged."""
    t = table
    bid_frame(t)
    t.do(0, "bid", 3)
    t.do(1, "bid", 3)
    t.do(2, "bid", 1)
    assert t.top["k"] == "bids" and t.top["who"] == (0, 1) and t.top["rebid"] == 1
    t.do(0, "bid", 2)
    t.do(1, "bid", 2)
    assert [p["florins"] for p in t.s.players] == [5, 5, 9]
    assert t.s.order == (0, 1, 2)
    assert t.top["k"] != "bids"


def test_bids_rebid_winner_arranges(table):
    t = table
    bid_frame(t)
    t.do(0, "bid", 1)
    t.do(1, "bid", 1)
    t.do(2, "bid", 1)
    t.do(0, "bid", 0)
    t.do(1, "bid", 0)
    t.do(2, "bid", 4)
    assert t.top["k"] == "arrange" and t.top["seat"] == 2


def test_all_zero_bids_keep_order(table):
    t = table
    bid_frame(t)
    for seat in range(3):
        t.do(seat, "bid", 0)
    assert t.s.order == (0, 1, 2) and t.top["k"] != "arrange"


def test_bid_above_florins_refused(table):
    t = table
    bid_frame(t)
    t.refused(0, "bid", 11)
    t.refused(1, "bid", 1)       # not seat 1's turn to bid


def test_population_effects_r5_3(table):
    """R5.3/R7.1-R7.4: boards I, II, III, IV in order; an empty colonial-goods area adds
    rebellion; a full export row 3 adds surplus -1 and rebellion +1."""
    t = table
    s = t.s
    h = t.put("H01a", 1, 0)
    for seat in range(3):
        for _ in range(3):
            t.citizen(seat, h)
    s.dom.update({"fruit": 0, "cattle": 0, "fish": 7, "wood": 10, "stone": 7, "iron": 1})
    s.bank.update({"fruit": 15, "cattle": 15, "fish": 8, "wood": 5, "stone": 5, "iron": 2})
    s.exp["iron"] = 7
    s.surplus = 5
    rounds.population_effects(s)
    # board I: fruit, cattle empty -> rebellion +2; fish row 3 -> surplus +1; wood row 4
    # -> surplus +2; stone row 3 -> surplus +1. Board II: iron row 3 -> surplus -1,
    # rebellion +1. Board III: population 0 -> nothing. Board IV: surplus 5+1+2+1-1 = 8
    # -> 7-9 row: no rebellion change.
    assert s.surplus == 8
    assert s.rebellion == 3
    assert s.over is None and not check(s)


def test_population_row_and_independence(table):
    """R5.3 board III then IV; R6.6: rebellion above population ends the game at once."""
    t = table
    s = t.s
    h = t.put("H01a", 1, 0)
    t.citizen(0, h)
    s.surplus = 0                    # board IV level 0: rebellion -1
    s.rebellion = 1
    rounds.population_effects(s)     # fruit/cattle/fish areas hold a cube: no rebellion
    assert s.rebellion == 0 and s.over is None
    s.dom["fruit"] = 0
    s.bank["fruit"] += 1
    s.surplus = 13                   # board IV 13-16: rebellion +1
    rounds.population_effects(s)     # fruit empty +1, board IV +1 -> 2 > population 1
    assert s.over is not None and s.over["reason"] == "independence"
