"""Two rule readings corrected (issue 17), each reproduced from a real game position: a game
played by the heuristic bots to the moment the situation can arise.

- R6.2: rebels of an earlier domestic crisis of the same round lie down again in a later
  one (a red part in phase 6, or a card revealing one in phase 5): delivered cubes may
  stand them up, and each still lying at the end adds rebellion +1 again.
- R9 with DECK 0.2.3: the lock of a new card belongs to the card, not to its holder. A
  card held since an earlier round and lent keeps its state (usable by the borrower if
  nobody used it this round); a card new this round stays locked whoever holds it.
"""

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import crises, flow
from archipelago.engine.invariants import check
from archipelago.engine.pieces import B, D, H, LYING, REBEL, STANDING
from archipelago.ui.interact import facts

NAMES = ["Ann", "Bob", "Cy", "Dee"]
SIMPLE_OPS = {"track", "gain_florins", "gain_explorer_token"}


def play_until(content, seed, found, n=4, length="medium", max_actions=20_000):
    """A real game: heuristic bots play from `seed` until `found(state)` holds (or None)."""
    state = engine.new_game(content, NAMES[:n], length, seed)
    bots = [make_bot("heuristic", s, seed * 10 + s, content=content) for s in range(n)]
    for _ in range(max_actions):
        if found(state):
            return state
        seat = engine.to_act(state)
        if seat is None:
            return None
        legal = engine.legal_actions(state)
        engine.apply(state, bots[seat].choose(engine.view(state, seat), legal))
    return None


def first_game(content, found, seeds=range(1, 40), **kw):
    for seed in seeds:
        state = play_until(content, seed, found, **kw)
        if state is not None:
            return state
    pytest.skip("no seed reached the situation")


def do(state, seat, kind, *args):
    engine.apply(state, engine.Action(seat, kind, args))


# --- R6.2: rebels in a later domestic crisis of the same round ------------------------------

def rebels(state, temples=()):
    return [u for u, t in enumerate(state.units)
            if t is not None and t[H] >= 0 and t[D] == REBEL and t[B] not in temples]


def phase5_with_rebels(state):
    """A phase-5 turn after a phase-4 domestic crisis left rebels (outside temples)."""
    if state.phase != "actions" or not state.frames or state.frames[-1]["k"] != "turn":
        return False
    temples = {b for b, bld in enumerate(state.buildings) if bld[2] == "temple"}
    return bool(rebels(state, temples))


_REBELS_LEFT = {}


def later_crisis(content):
    """The real position (found once per session and worker, each test gets a copy), and a
    domestic crisis started there as a revealed red part or a card effect starts one
    (R6.5): wood, 1 citizen stood up per cube."""
    if id(content) not in _REBELS_LEFT:
        _REBELS_LEFT[id(content)] = first_game(content, phase5_with_rebels)
    state = engine.copy_state(_REBELS_LEFT[id(content)])
    earlier = rebels(state)
    rebellion = state.rebellion
    crises.start_domestic(state, "wood", 1)
    flow.advance(state)
    return state, earlier, rebellion


@pytest.mark.slow
def test_rebels_of_an_earlier_crisis_lie_again_and_cubes_stand_them_up_r6_2(content):
    state, earlier, _ = later_crisis(content)
    assert all(state.units[u][D] == LYING for u in earlier)
    assert state.frames[-1]["k"] == "dcrisis"
    rebel = earlier[0]
    # someone delivers a cube (the bank lends it here) and stands the earlier rebel up
    seat = state.frames[-1]["seat"]
    state.bank["wood"] -= 1
    state.players[seat]["cubes"]["wood"] += 1
    do(state, seat, "deliver", "wood", "stock")
    # stand-ups are offered one per place (a hex's lying citizens of one player are alike)
    here = state.units[rebel][H]
    stands = [a for a in engine.legal_actions(state)
              if a.kind == "stand" and state.units[a.args[0]][H] == here]
    assert stands, "the earlier rebel's hex offers no stand-up"
    stand = stands[0]
    engine.apply(state, stand)
    assert state.units[stand.args[0]][D] == STANDING
    assert check(state) == []


@pytest.mark.slow
def test_rebels_left_lying_add_rebellion_again_r6_2(content):
    state, earlier, rebellion = later_crisis(content)
    lying = [u for u, t in enumerate(state.units) if t is not None and t[D] == LYING]
    assert set(earlier) <= set(lying)
    while state.frames and state.frames[-1]["k"] == "dcrisis" and state.over is None:
        do(state, state.frames[-1]["seat"], "done")
    if state.over is None:
        assert all(state.units[u][D] == REBEL for u in lying)
    # each citizen still lying, earlier rebels included, adds rebellion +1 (R6.2)
    assert state.rebellion == rebellion + len(lying) or state.over is not None


# --- R9, DECK 0.2.3: a lent card keeps its state --------------------------------------------

def lendable(state, seat):
    """Cards the seat holds since an earlier round that only their holder may use, cost
    florins only and do simple things (so the borrower can use one in any position)."""
    cards = state.content.cards
    out = []
    for cid, owner in sorted(state.owner.items()):
        card = cards[cid]
        if owner != seat or card.arrow != "black" or card.is_wonder or cid in state.built:
            continue
        if state.acquired.get(cid, state.round) >= state.round or cid in state.used_cards:
            continue
        cost = card.use_cost or {}
        if cost.get("cubes") or not {e["op"] for e in card.effects} <= SIMPLE_OPS:
            continue
        out.append(cid)
    return out


def bid_with_a_card_to_lend(state):
    f = state.frames[-1] if state.frames else None
    return (f is not None and f["k"] == "bids" and state.round >= 2
            and bool(lendable(state, f["seat"])))


def lend(state, card, lender, borrower):
    do(state, lender, "offer", borrower)
    do(state, lender, "give", card)
    do(state, lender, "send")
    do(state, borrower, "accept")
    assert state.owner[card] == borrower


def to_turn_of(state, content, seat, seed=5):
    """Play on with bots until `seat`'s first phase-5 turn."""
    n = state.cfg["n"]
    bots = [make_bot("heuristic", s, seed * 10 + s, content=content) for s in range(n)]
    while not (state.phase == "actions" and state.frames[-1]["k"] == "turn"
               and state.frames[-1]["seat"] == seat):
        s = engine.to_act(state)
        assert s is not None, "the game ended first"
        legal = [a for a in engine.legal_actions(state) if a.kind != "offer"]
        engine.apply(state, bots[s].choose(engine.view(state, s), legal))


def afford(state, seat, card):
    """Enough florins for the card's cost (taken from the bank: supplies stay whole)."""
    need = (state.content.cards[card].use_cost or {}).get("florins", 0)
    short = max(0, need - state.players[seat]["florins"])
    state.bank_florins -= short
    state.players[seat]["florins"] += short


def test_a_card_lent_in_the_bid_phase_is_used_by_the_borrower_in_phase_5_r9_deck_0_2_3(content):
    state = first_game(content, bid_with_a_card_to_lend)
    lender = state.frames[-1]["seat"]
    card = lendable(state, lender)[0]
    borrower = next(s for s in state.order if s != lender)
    held_since = state.acquired[card]
    lend(state, card, lender, borrower)
    assert state.acquired[card] == held_since < state.round     # the card keeps its state
    to_turn_of(state, content, borrower)
    assert state.owner[card] == borrower and card not in state.used_cards
    afford(state, borrower, card)
    use = engine.Action(borrower, "use_card", (card,))
    assert use in engine.legal_actions(state)
    engine.apply(state, use)
    assert card in state.used_cards
    assert check(state) == []


def turn_with_cards(state):
    f = state.frames[-1] if state.frames else None
    return f is not None and f["k"] == "turn" and state.round >= 2 and not f.get("card")


def test_a_card_bought_this_round_and_lent_stays_locked_r9_deck_0_2_3(content):
    state = first_game(content, turn_with_cards)
    lender = state.frames[-1]["seat"]
    borrower = next(s for s in state.order if s != lender)
    # the lender buys a card in this turn (as Researcher or Head Hunter do, DECK 0.2.3)
    card = next(c for c in state.deck if state.content.cards[c].arrow == "black"
                and not state.content.cards[c].is_wonder)
    state.deck.remove(card)
    state.owner[card] = lender
    state.acquired[card] = state.round
    lend(state, card, lender, borrower)
    assert state.acquired[card] == state.round                  # still new this round
    to_turn_of(state, content, borrower)
    afford(state, borrower, card)
    assert engine.Action(borrower, "use_card", (card,)) not in engine.legal_actions(state)
    view = engine.view(state, borrower)
    reason = facts.card_reason(view, content, card)
    assert "new this round" in reason and "whoever holds it" in reason
