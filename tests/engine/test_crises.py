"""Phase 4, the balance of the archipelago (R5.4, R6, DECK 0.4, 2.3): domestic and export
crises, explorer tokens in crises, the Benefactor florins (DECK 4 T01), trades during
crises (R9), red parts (R6.5) and deck exhaustion (DECK 0.4).

The test map: A = face H01a at (1,0), B = face H05a at (2,0); other hexes far away.
Cards used: A10 (domestic cattle x3; export wood, fruit, fish), A39 (red domestic; export
fruit, fish, wood, iron), A05 (domestic wood x4; red export fruit, cattle)."""

import pytest

from archipelago.engine import pieces
from archipelago.engine.pieces import LYING, REBEL, STANDING


def temple_folk(t, k, seat=1):
    """k citizens standing in k temples (never laid down): population without lying."""
    out = []
    for _ in range(k):
        h = t.fresh()
        u = t.citizen(seat, h, engaged=1)
        t.building(h, 0, "temple", occupant=u)
        out.append(u)
    return out


def down(t, u):
    return t.s.units[u][3]


def answer_all(t, kind="xcrisis"):
    """Every remaining seat of the crisis answers 'done'."""
    while t.top["k"] == kind:
        t.do(t.top["seat"], "done")


# --- R6.2 domestic crisis ----------------------------------------------------------------

def domestic_table(t):
    """A: seat 0 x2 (one engaged), seat 1 x1; B: seat 1 x2 and seat 2 in a temple."""
    u = {
        "a0": t.citizen(0, t.A),
        "a0e": t.citizen(0, t.A, engaged=1),
        "a1": t.citizen(1, t.A),
        "b1": t.citizen(1, t.B),
        "b1x": t.citizen(1, t.B),
        "priest": t.citizen(2, t.B, engaged=1),
    }
    u["temple"] = t.building(t.B, 0, "temple", occupant=u["priest"])
    return u


def test_domestic_crisis_lays_down_all_but_temple_occupants_r6_2(m):
    """R6.2: every citizen on the map is laid down except those standing in a temple
    (ships and citizens on wonder cards are not on the map's land); then one response
    turn each in turn order."""
    t = m
    u = domestic_table(t)
    ship = t.ship(0, t.A)
    wonder = t.citizen(0, t.A)
    t.s.units[wonder] = (pieces.ON_WONDER, -1, 1, STANDING, -1, -1)   # on a built wonder
    t.s.population -= 1
    t.s.order = (1, 2, 0)
    t.balance("A10")
    assert t.top["k"] == "dcrisis" and t.top["seat"] == 1
    for k in ("a0", "a0e", "a1", "b1", "b1x"):
        assert down(t, u[k]) == LYING
    assert down(t, u["priest"]) == STANDING and t.s.units[ship][3] == STANDING
    assert down(t, wonder) == STANDING
    t.do(1, "done")
    assert t.top["seat"] == 2
    t.do(2, "done")
    assert t.top["seat"] == 0
    t.do(0, "done")
    assert t.top["k"] == "xcrisis"


def test_domestic_deliveries_stand_up_n_of_choice_r6_2(m):
    """R6.2, DECK 2.3: a cube of R from the domestic market (free, to the bank), own
    stock or an explorer token; for each the deliverer stands up N lying citizens of his
    choice, own or others'; engaged citizens stay engaged; the Humanitarian counter
    counts the others' citizens (DECK 4 T09); the crisis ends early when nobody lies."""
    t = m
    u = domestic_table(t)
    t.p(1)["tokens"] = 1
    t.s.piles[0] -= 1
    bank = t.s.bank["cattle"]
    t.balance("A10")                                  # cattle x 3
    assert {a.args[1] for a in t.legal("deliver")} == {"market"}
    t.do(0, "deliver", "cattle", "market")
    assert t.s.dom["cattle"] == 0 and t.s.bank["cattle"] == bank + 1
    assert not t.legal("done") and not t.legal("deliver")     # 3 to stand first
    t.do(0, "stand", u["a0e"])
    t.do(0, "stand", u["a0"])
    t.do(0, "stand", u["b1"])
    assert t.s.units[u["a0e"]][2:4] == (1, STANDING)          # still engaged
    assert t.p(0)["stats"]["foreign_citizens_fed"] == 1
    assert t.legal("done") and not t.legal("stand")
    t.do(0, "done")
    assert {a.args[1] for a in t.legal("deliver")} == {"token"}
    t.do(1, "deliver", "cattle", "token")
    assert t.p(1)["tokens"] == 0 and t.s.tokens_box == 1
    assert [a.args[0] for a in t.legal("stand")] in ([u["a1"], u["b1x"]], [u["b1x"], u["a1"]])
    t.do(1, "stand", u["a1"])
    t.do(1, "stand", u["b1x"])                         # only 2 lay: all of them
    assert t.top["k"] == "xcrisis"                     # ended early: seat 2 not asked
    assert t.p(1)["stats"]["foreign_citizens_fed"] == 0
    assert t.s.rebellion == 0


def test_domestic_delivery_from_stock_r6_2(m):
    """R6.2, DECK 2.3: a cube from the deliverer's own stock goes to the bank; he may stand
    up others' citizens (Humanitarian, DECK 4 T09)."""
    t = m
    u = domestic_table(t)
    t.give(2, cattle=2)
    t.balance("A10")
    t.do(0, "done")
    t.do(1, "done")
    bank = t.s.bank["cattle"]
    t.do(2, "deliver", "cattle", "stock")
    assert t.p(2)["cubes"]["cattle"] == 1 and t.s.bank["cattle"] == bank + 1
    for k in ("a0", "a1", "b1"):
        t.do(2, "stand", u[k])
    assert t.p(2)["stats"]["foreign_citizens_fed"] == 3
    assert {a.args[1] for a in t.legal("deliver")} == {"market", "stock"}


def test_temple_stand_up_free_then_rebels_r6_2(m):
    """R6.2: a temple's controller stands up every citizen on its hex for free (not a
    Humanitarian delivery); when all have answered every citizen still lying becomes a
    rebel: rebellion +1 each."""
    t = m
    u = domestic_table(t)
    t.balance("A10")
    assert not t.legal("temple")                       # seat 0 controls no temple
    t.do(0, "done")
    t.do(1, "done")
    assert [a.args for a in t.legal("temple")] == [(u["temple"],)]
    t.do(2, "temple", u["temple"])
    assert down(t, u["b1"]) == STANDING and down(t, u["b1x"]) == STANDING
    assert not t.legal("temple")                       # once per temple
    assert t.p(2)["stats"]["foreign_citizens_fed"] == 0
    t.do(2, "done")
    for k in ("a0", "a0e", "a1"):
        assert down(t, u[k]) == REBEL
    assert t.s.rebellion == 3 and t.top["k"] == "xcrisis"


def test_temple_stand_ups_come_before_deliveries_deck_2_3(m):
    """DECK 2.3 step 2: in his go a player may, in this order, (a) use his temples, (b)
    deliver cubes; after a delivery his temples no longer stand anyone up."""
    t = m
    u = domestic_table(t)
    t.give(2, cattle=1)
    t.s.order = (2, 0, 1)
    t.balance("A10")
    assert t.legal("temple")
    t.do(2, "deliver", "cattle", "stock")
    for k in ("a0", "a0e", "a1"):
        t.do(2, "stand", u[k])
    assert down(t, u["b1"]) == LYING and not t.legal("temple")
    t.refused(2, "temple", u["temple"])


def test_nobody_lying_no_domestic_crisis_r6_2(m):
    """DECK 2.3 step 4: nobody lying (all in temples): the crisis is over at once."""
    t = m
    temple_folk(t, 2)
    t.balance("A10")
    assert t.top["k"] == "xcrisis" and t.s.rebellion == 0


def test_no_source_only_done_r6_1(m):
    """R6.1, R6.2: no R cube in the market, none in stock, no token: nothing to deliver."""
    t = m
    domestic_table(t)
    t.s.bank["cattle"] += t.s.dom["cattle"]
    t.s.dom["cattle"] = 0
    t.balance("A10")
    assert not t.legal("deliver") and t.legal("done")


def test_domestic_crisis_rebels_can_declare_independence_r6_6(m):
    """R6.2, R6.6: the rebels' rebellion can declare independence at once."""
    t = m
    domestic_table(t)
    t.s.rebellion = 2
    t.balance("A10")
    for seat in (0, 1, 2):
        t.do(seat, "done")
    assert t.s.over is not None and t.s.over["reason"] == "independence"


def test_trade_during_a_domestic_crisis_r9(m):
    """R9: during a crisis the deciding player may trade; here he buys the cube he then
    delivers."""
    t = m
    u = domestic_table(t)
    t.give(1, cattle=1)
    t.balance("A10")
    t.do(0, "offer", 1)
    t.do(0, "give", "florin")
    t.do(0, "ask", "cattle")
    t.do(0, "send")
    t.do(1, "accept")
    assert t.top["k"] == "dcrisis" and t.top["seat"] == 0
    assert t.p(0)["cubes"]["cattle"] == 1 and t.p(1)["florins"] == 11
    t.do(0, "deliver", "cattle", "stock")
    assert t.top["k"] == "dcrisis" and t.legal("stand") and u is not None


# --- R6.3 export crisis ------------------------------------------------------------------

EXPORT_CARDS = {"A02": 2, "A01": 3, "A04": 4, "A06": 5}     # card: list length L


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("card", sorted(EXPORT_CARDS))
def test_export_demand_truncated_min_n_l_deck_0_4(make_table, content, n, card):
    """DECK 0.4: an export crisis demands the first min(n, L) cubes of its list; R6.3:
    rebellion +1 per cube not delivered."""
    t = make_table(n)
    temple_folk(t, 5)
    cubes = list(content.cards[card].balance["export"]["cubes"])
    assert len(cubes) == EXPORT_CARDS[card]
    t.balance(card)
    want = cubes[:min(n, len(cubes))]
    assert t.top["k"] == "xcrisis" and list(t.top["open"]) == want
    assert [t.top["seat"]] == [t.s.order[0]]
    answer_all(t)
    assert t.s.rebellion == len(want) and t.top["k"] == "turn"


def test_export_deliveries_market_stock_token_r6_3(m):
    """R6.3, R6.1: listed cubes from the export market (the last cube, to the bank), own
    stock, or an explorer token as any listed cube; each closes one open entry."""
    t = m
    temple_folk(t, 4)
    t.s.exp["wood"] = 4
    t.s.bank["wood"] -= 4
    t.give(1, fruit=1)
    t.p(2)["tokens"] = 1
    t.s.piles[0] -= 1
    t.balance("A10")                                  # wood, fruit, fish
    assert {a.args for a in t.legal("deliver")} == {("wood", "market")}
    bank = t.s.bank["wood"]
    t.do(0, "deliver", "wood", "market")
    assert t.s.exp["wood"] == 3 and t.s.bank["wood"] == bank + 1
    assert t.top["open"] == ("fruit", "fish")
    assert not t.legal("deliver")                      # wood is no longer open
    t.do(0, "done")
    t.do(1, "deliver", "fruit", "stock")
    t.do(1, "done")
    assert {a.args for a in t.legal("deliver")} == {("fish", "token")}
    t.do(2, "deliver", "fish", "token")
    assert t.top["k"] == "turn" and t.s.rebellion == 0 and t.s.tokens_box == 1


def test_export_missing_cubes_rebellion_r6_3(m):
    """R6.3: rebellion +1 per listed cube not delivered."""
    t = m
    temple_folk(t, 4)
    t.give(0, wood=1)
    t.balance("A10")
    t.do(0, "deliver", "wood", "stock")
    answer_all(t)
    assert t.s.rebellion == 2


def test_trade_during_an_export_crisis_r9(m):
    """R9: trades are allowed during an export crisis."""
    t = m
    temple_folk(t, 4)
    t.give(2, fish=1)
    t.balance("A10")
    assert t.legal("offer")
    t.do(0, "offer", 2)
    t.do(0, "ask", "fish")
    t.do(0, "send")
    t.do(2, "accept")
    t.do(0, "deliver", "fish", "stock")
    assert t.top["open"] == ("wood", "fruit")


# --- DECK 4 T01 Benefactor ------------------------------------------------------------------

def benefactor(t):
    t.s.trend = "T01"
    temple_folk(t, 4)


def test_benefactor_take_always_skip_deck_4(m):
    """DECK 4 T01: a crisis cube from one's own stock or a token lets its deliverer lay
    1 florin from the bank on the card (take, always, or skip); those florins leave the
    bank and are not his money; market cubes give nothing."""
    t = m
    benefactor(t)
    t.give(0, wood=1, fruit=1)
    t.give(1, fish=1)
    t.s.exp["fish"] = 1
    t.s.bank["fish"] -= 1
    bank = t.s.bank_florins
    t.balance("A10")
    t.do(0, "deliver", "wood", "stock")
    assert t.top["k"] == "benefactor" and t.top["seat"] == 0
    t.do(0, "benefactor", "take")
    assert t.p(0)["stats"]["benefactor_florins"] == 1 and t.s.bank_florins == bank - 1
    assert t.p(0)["florins"] == 10
    t.do(0, "deliver", "fish", "market")
    assert t.top["k"] == "xcrisis"                     # nothing for a market cube
    t.do(0, "deliver", "fruit", "stock")
    t.do(0, "benefactor", "skip")
    assert t.p(0)["stats"]["benefactor_florins"] == 1
    assert t.top["k"] == "turn" and t.s.rebellion == 0


def test_benefactor_always_and_bank_empty_deck_4(m):
    """DECK 4 T01: 'always' takes the florin without asking from then on; an empty bank
    gives nothing."""
    t = m
    benefactor(t)
    t.give(0, wood=1, fruit=1, fish=1)
    t.balance("A10")
    t.do(0, "deliver", "wood", "stock")
    t.do(0, "benefactor", "always")
    t.do(0, "deliver", "fruit", "stock")               # no question any more
    assert t.p(0)["stats"]["benefactor_florins"] == 2 and t.top["k"] == "xcrisis"
    bank = t.s.bank_florins
    t.p(2)["florins"] += bank
    t.s.bank_florins = 0
    t.do(0, "deliver", "fish", "stock")                # the bank has none
    assert t.p(0)["stats"]["benefactor_florins"] == 2 and t.top["k"] == "turn"


def test_benefactor_on_the_last_export_cube_deck_4(m):
    """DECK 4 T01, R6.3: The Benefactor question on the delivery that closes the last open
    entry is asked, and the crisis ends after it (no other player is asked)."""
    t = m
    benefactor(t)
    t.give(0, wood=1, fruit=1, fish=1)
    t.balance("A10")
    for res in ("wood", "fruit", "fish"):
        t.do(0, "deliver", res, "stock")
        assert t.top["k"] == "benefactor"
        t.do(0, "benefactor", "take")
    assert t.p(0)["stats"]["benefactor_florins"] == 3
    assert t.top["k"] == "turn" and t.s.rebellion == 0


def test_benefactor_domestic_token_deck_4(m):
    """DECK 4 T01, R6.1: an explorer token delivered in a domestic crisis also earns the
    florin."""
    t = m
    u = domestic_table(t)
    t.s.trend = "T01"
    t.p(0)["tokens"] = 1
    t.s.piles[0] -= 1
    t.balance("A10")
    t.do(0, "deliver", "cattle", "token")
    t.do(0, "benefactor", "take")
    assert t.p(0)["stats"]["benefactor_florins"] == 1
    assert t.legal("stand") and u is not None


def test_benefactor_temple_built_deck_4(m):
    """DECK 4 T01: building a temple also offers 1 florin on the card; the Build action
    still ends after its one construction (R5.8)."""
    t = m
    t.s.trend = "T01"
    b = t.citizen(0, t.A)
    t.citizen(0, t.B)
    t.give(0, stone=4)
    t.do(0, "place_disc", "build")
    t.do(0, "build", "temple", b, 0)
    assert t.top["k"] == "benefactor"
    t.do(0, "benefactor", "take")
    assert t.p(0)["stats"]["benefactor_florins"] == 1
    assert t.top["k"] == "turn" and len(t.s.buildings) == 1


# --- R5.4 phase 4 reads the top card; R6.5 red parts --------------------------------------

def test_phase4_domestic_then_export_r5_4(m):
    """R6, DECK 0.4: a crisis card resolves its domestic half first, then its export
    half; the card stays on the deck."""
    t = m
    domestic_table(t)
    t.balance("A10")
    assert t.top["k"] == "dcrisis" and t.top["res"] == "cattle" and t.top["n"] == 3
    answer_all(t, "dcrisis")
    assert t.top["k"] == "xcrisis" and t.s.deck[-1] == "A10"


def test_phase4_skips_red_domestic_half_r5_4(m, content):
    """R5.4: red parts are skipped in phase 4 (A39: red domestic; its export half is
    resolved)."""
    t = m
    domestic_table(t)
    t.balance("A39")
    exp = content.cards["A39"].balance["export"]["cubes"]
    assert t.top["k"] == "xcrisis" and t.top["open"] == tuple(exp[:3])
    assert all(down(t, u) == STANDING for u in range(len(t.s.units)) if t.s.units[u])


def test_phase4_skips_red_export_half_r5_4(m):
    """R5.4, DECK 0.4: A05's red export half is skipped in phase 4 (its domestic half finds
    nobody lying here)."""
    t = m
    temple_folk(t, 2)
    t.balance("A05")
    assert t.top["k"] == "turn" and t.s.rebellion == 0


@pytest.mark.parametrize("card", ["A08", "A20", "A36"])
def test_phase4_skips_red_events_r5_4(m, card):
    """R5.4, DECK 0.4: red events (A08 Thief, A20 Pirate, A36 Barbarian) are skipped in
    phase 4."""
    t = m
    t.give(0, wood=2)
    t.ship(0, 0)
    t.citizen(0, t.A)
    t.balance(card)
    assert t.top["k"] == "turn"
    assert t.s.rebellion == 0 and not t.s.coins and t.p(0)["cubes"]["wood"] == 2


def test_phase4_nothing_when_deck_empty_deck_0_4(m):
    """DECK 0.4: with deck and discard pile both empty, phase 4 is skipped."""
    t = m
    s = t.s
    for c in s.deck:
        t.own(2, c)
    s.deck.clear()
    t.balance()
    assert t.top["k"] == "turn" and s.rebellion == 0


def test_red_card_after_researcher_resolves_at_once_r6_5(m):
    """R6.5, DECK 3.9: the card on top after a Researcher reveal resolves its red part
    at once in phase 5 (A39's red domestic crisis); then the turn goes on."""
    t = m
    u = domestic_table(t)
    t.own(0, "A01")
    revealed = [c for c in t.s.deck if not t.c.cards[c].balance["red"]][-5:]
    t.stack_deck("A39", *revealed)
    t.do(0, "use_card", "A01")
    t.do(0, "done")
    assert t.top["k"] == "dcrisis" and t.top["res"] == "cattle" and t.top["n"] == 5
    assert down(t, u["a0"]) == LYING
    answer_all(t, "dcrisis")
    assert t.top["k"] == "turn" and t.top["seat"] == 0
    assert t.s.rebellion == 5 and t.s.deck[-1] == "A39"


# --- DECK 0.4 deck exhaustion ------------------------------------------------------------

def deck_of(t, *cards, discard=()):
    """The deck becomes exactly `cards` (the last on top) and the discard pile exactly
    `discard`; every other card not on the track goes to seat 2."""
    s = t.s
    t.stack_deck(*discard, *cards)
    for c in list(s.deck[:-len(cards) - len(discard)]) + list(s.discard):
        t.own(2, c)
    del s.deck[:-len(cards) - len(discard)]
    del s.deck[:len(discard)]
    s.discard[:] = discard


def test_deck_exhaustion_reshuffles_discards_and_checks_red_deck_0_4(m, content):
    """DECK 0.4: when the last card leaves the deck the discard pile is shuffled into a
    new deck at once; during a refill the new top card is checked for red as usual."""
    t = m
    temple_folk(t, 3)
    s = t.s
    last = next(c.id for c in content.cards.values() if not c.balance["red"]
                and c.id not in [x[0] for x in s.slots])
    deck_of(t, last, discard=("A05",))
    t.phase6()
    t.do(0, "buy", 0)
    t.do(0, "turn", 1)
    assert s.slots[0] == (last, 0) and s.deck == ["A05"] and not s.discard
    assert t.top["k"] == "xcrisis" and list(t.top["open"]) == ["fruit", "cattle"]


def test_deck_and_discards_empty_slots_stay_empty_deck_0_4(m):
    """DECK 0.4: the last card leaves and the discard pile is empty: the deck stays empty
    and later empty slots stay empty."""
    t = m
    s = t.s
    last = s.deck[-1]
    deck_of(t, last)
    t.phase6()
    t.do(0, "buy", 0)
    t.do(0, "turn", 1)
    assert s.slots[0] == (last, 0) and not s.deck and not s.discard
    t.do(1, "buy", 1)
    t.do(1, "turn", 2)
    assert s.slots[1] is None and t.top["k"] == "p6_step" and t.top["seat"] == 2
