"""The effect primitives on the deck and the citizens (DECK 3.9-3.13): reveal_and_buy,
peek_objective, peek_deck, place_citizens, stand_up_rebels; on hand-built tables.
The test map and its helpers: card_tables.py."""
from archipelago import engine
from archipelago.engine import effects, pieces
from archipelago.engine.pieces import REBEL

from .card_tables import crowd, seen, set_florins


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
