"""R5.14 phase 6 (buy and turn, flash, refill) and R9 trades between players."""

import pytest

from archipelago import engine
from archipelago.engine.evolution import start_evolution


def phase6(t):
    t.s.phase = "evolution"
    t.s.frames = t.s.frames[:1]
    start_evolution(t.s)
    from archipelago.engine.flow import advance
    advance(t.s)


def test_phase6_discs_home_and_wheel_florins_r5_14(table):
    t = table
    t.p(0)["discs_used"] = 2
    t.s.wheel = {"taxes": (0,), "harvest:fruit": (0,)}
    t.s.wheel_florins = 2
    t.s.bank_florins -= 2
    t.s.card_discs = {"A01": (1,)}
    bank = t.s.bank_florins
    phase6(t)
    assert t.p(0)["discs_used"] == 0 and not t.s.wheel and not t.s.card_discs
    assert t.s.bank_florins == bank + 2 and t.s.wheel_florins == 0
    assert t.top["k"] == "p6_step" and t.top["seat"] == 0


def test_buy_then_turn_another_and_refill_r5_14(table):
    t = table
    phase6(t)
    slots = list(t.s.slots)
    top_of_deck = t.s.deck[-1]
    t.do(0, "buy", 2)
    entry = t.c.rules["track"]["prices"][0]          # R7.8 entry price, an edition value
    assert t.s.owner[slots[2][0]] == 0 and t.p(0)["florins"] == 10 - entry
    assert t.s.acquired[slots[2][0]] == t.s.round
    assert {a.args[0] for a in t.legal("turn")} == {0, 1, 3, 4}
    assert not t.legal("buy")
    t.do(0, "turn", 0)
    assert t.s.slots[0] == (slots[0][0], 1)
    # refilled slot 2 from the deck; next player decides
    assert t.s.slots[2] == (top_of_deck, 0) or t.top["k"] in ("red", "dcrisis", "xcrisis")
    assert t.top.get("seat") in (1, None) or t.top["k"] != "p6_step"


def test_turn_two_different_and_flash(table):
    t = table
    phase6(t)
    card = t.s.slots[1][0]
    t.s.slots[1] = (card, 2)
    t.do(0, "turn", 1)            # price 2 -> flash: discarded
    assert card in t.s.discard
    t.refused(0, "turn", 1)
    t.refused(0, "buy", 0)        # no buying after a turn
    t.do(0, "turn", 3)


def test_cannot_afford_must_turn(table):
    t = table
    t.p(0)["florins"] = 1
    t.s.bank_florins += 9
    phase6(t)
    assert not t.legal("buy") and len(t.legal("turn")) == 5


def stack_deck(t, *cards):
    """Put these cards on top of the deck, the last one on top."""
    s = t.s
    for c in cards:
        if c in s.deck:
            s.deck.remove(c)
        for i, slot in enumerate(s.slots):
            if slot and slot[0] == c:
                s.slots[i] = (next(d for d in s.deck if d not in cards), 0)
                s.deck.remove(s.slots[i][0])
    s.deck.extend(cards)


def test_refill_checks_red_after_each_card_r6_5(table, content):
    """R5.14/R6.5: after each card drawn in a refill, the new top card's red parts are
    resolved at once; two red parts can follow in one player's step (DECK 0.4)."""
    t = table
    red = [c.id for c in content.cards.values() if c.balance["red"] == ("export",)]
    plain = next(c.id for c in content.cards.values() if not c.balance["red"])
    assert len(red) >= 2
    h = t.put("H01a", 1, 0)
    for seat in range(3):
        t.citizen(seat, h)
        t.citizen(seat, h)
    stack_deck(t, red[1], red[0], plain)     # top: plain, then red[0], then red[1]
    phase6(t)
    t.s.slots[1] = (t.s.slots[1][0], 2)
    t.do(0, "buy", 0)
    t.do(0, "turn", 1)                       # flash: slots 0 and 1 now empty
    assert t.s.slots[0][0] == plain          # slot 0 refilled; red[0] is now on top
    cubes = content.cards[red[0]].balance["export"]["cubes"]
    assert t.top["k"] == "xcrisis" and t.top["open"] == tuple(cubes[:3])
    for seat in t.s.order:
        t.do(seat, "done")
    assert t.s.rebellion == len(cubes[:3])
    assert t.s.slots[1][0] == red[0]         # refill went on: red[1] now on top
    assert t.top["k"] == "xcrisis"
    cubes1 = content.cards[red[1]].balance["export"]["cubes"]
    assert t.top["open"] == tuple(cubes1[:3])


# --- R9 trades ---------------------------------------------------------------------------

def test_trade_offer_accept_r9(table):
    t = table
    t.give(0, fish=2)
    t.give(1, iron=1)
    t.do(0, "offer", 1)
    assert t.top["k"] == "compose"
    t.do(0, "give", "fish")
    t.do(0, "give", "fish")
    t.do(0, "give", "florin")
    t.do(0, "ask", "iron")
    t.do(0, "send")
    assert t.top["k"] == "respond" and t.top["seat"] == 1
    t.do(1, "accept")
    assert t.p(0)["cubes"]["iron"] == 1 and t.p(1)["cubes"]["fish"] == 2
    assert t.p(0)["florins"] == 9 and t.p(1)["florins"] == 11
    assert t.top["k"] == "turn" and t.top["seat"] == 0


def test_trade_counter_and_reject(table):
    t = table
    t.give(0, wood=1)
    t.do(0, "offer", 2)
    t.do(0, "give", "wood")
    t.do(0, "ask", "florin")
    t.do(0, "ask", "florin")
    t.do(0, "send")
    t.do(2, "counter")
    assert t.top["k"] == "compose" and t.top["seat"] == 2
    t.do(2, "drop", "give", "florin")
    t.do(2, "send")
    assert t.top["seat"] == 0 and dict(t.top["give"]) == {"florin": 1}
    assert dict(t.top["get"]) == {"wood": 1}
    t.do(0, "reject")
    assert t.p(0)["cubes"]["wood"] == 1 and t.top["k"] == "turn"


def test_trade_only_if_both_can_pay(table):
    """R9: the engine checks both sides can pay when the trade executes."""
    t = table
    t.do(0, "offer", 1)
    t.do(0, "ask", "stone")
    t.do(0, "send")
    assert not t.legal("accept")          # seat 1 has no stone
    t.refused(1, "accept")
    t.do(1, "reject")


def test_cannot_give_what_you_lack(table):
    t = table
    t.do(0, "offer", 1)
    assert "fish" not in [a.args[0] for a in t.legal("give")]
    t.refused(0, "give", "fish")


def test_trade_cards_change_hands(table):
    t = table
    t.own(0, "A22")
    t.do(0, "offer", 1)
    t.do(0, "give", "A22")
    t.do(0, "send")
    t.do(1, "accept")
    assert t.s.owner["A22"] == 1
    assert t.s.acquired["A22"] == 1 < t.s.round     # the card keeps its state (DECK 0.2.3)


def test_offers_are_bounded(table, content):
    t = table
    limit = content.rules["negotiation"]["offers_per_turn"]
    for _ in range(limit):
        t.do(0, "offer", 1)
        t.do(0, "cancel")
    assert not t.legal("offer")


def test_trades_allowed_in_bids_and_crises_not_elsewhere(table):
    """R9: during the bid phase, crises and one's own phase-5 turn only."""
    from archipelago.engine import rounds
    t = table
    t.s.frames = t.s.frames[:1]
    rounds.turn_order(t.s)
    assert t.legal("offer")
    t.s.frames[-1] = {"k": "p6_step", "seat": 0, "bought": "", "turned": (), "slot": 0}
    assert not t.legal("offer")


@pytest.mark.parametrize("n", [2, 5])
def test_same_seed_same_actions_same_game(content, n):
    """ARCHITECTURE: randomness only from the seed; same seed + actions = same game."""
    import random

    def play(seed):
        s = engine.new_game(content, ["a", "b", "c", "d", "e"][:n], "short", seed)
        rng = random.Random(99)
        for _ in range(400):
            if engine.to_act(s) is None:
                break
            engine.apply(s, rng.choice(engine.legal_actions(s)))
        return engine.to_dict(s)
    assert play(7) == play(7)
    assert play(7) != play(8)


def test_bid_florins_cannot_be_traded_away_before_reveal(table):
    """R5.2/R9: a sealed bid is paid at the reveal, so its florins stay committed."""
    from archipelago.engine import rounds
    t = table
    t.s.frames = t.s.frames[:1]
    rounds.turn_order(t.s)
    t.do(0, "bid", 10)
    t.do(1, "offer", 0)
    t.do(1, "ask", "florin")
    t.do(1, "send")
    assert not t.legal("accept")                 # seat 0's 10 florins are all bid
    t.do(0, "reject")
    t.do(1, "bid", 0)
    t.do(2, "bid", 0)
    assert t.p(0)["florins"] == 0
