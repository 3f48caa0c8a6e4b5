"""R11, ruling 2026-12-06 (issue 43): in phase 6 a player's step is their buy and turn (or
two turns); the refill of the track follows the step (R5.14). An end condition met by the
step ends the game at the end of that step, before the refill: no card is drawn and no red
part the refill would expose is resolved (R6.5).

Each position is a real one: heuristic bots play a short game to a phase-6 step in which
the player to act can buy a card that meets an objective dealt in that game (a character
or progress card: S07 or S04, R11.1), with a card one turn from the flash elsewhere on the
track. The one change made by hand is the deck's order (a reshuffle could give it): a card
with a red export part (DECK: red: [export]) lies under the top card, so the refill's first
draw would expose it."""

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import answers
from archipelago.engine.core import copy_state
from archipelago.engine.invariants import check
from archipelago.engine.kinds import (BUY, FLASH, GAME_OVER, P6_DONE, P6_STEP, RED, REFILL,
                                      TURN, XCRISIS)

NAMES = ["Ann", "Bob", "Cy", "Dee"]
SEEDS = range(1, 40)
_FOUND = {}


def flash_turns(state):
    """A card at this many turns reaches the flash with its next turn (R7.8)."""
    return len(state.content.rules["track"]["prices"]) - 1


def flash_slot(state, bought):
    """A track slot other than `bought` whose card the next turn sends to the flash."""
    return next((i for i, s in enumerate(state.slots)
                 if s is not None and i != bought and s[1] == flash_turns(state)), None)


def ending_buy(state):
    """A buy of the player to act at the start of their phase-6 step that meets a dealt
    objective (R11.1), with a card one turn from the flash elsewhere; or None."""
    f = state.frames[-1] if state.frames else None
    if f is None or f["k"] != P6_STEP or f["bought"] or f["turned"]:
        return None
    for a in engine.legal_actions(state):
        if a.kind == BUY and flash_slot(state, a.args[0]) is not None:
            after = copy_state(state)
            engine.apply(after, a)
            if after.ending is not None:
                return a
    return None


def _found(content):
    """The first such position of the seeds' games (searched once per session)."""
    if id(content) in _FOUND:
        return _FOUND[id(content)]
    for n in (4, 3):
        for seed in SEEDS:
            state = engine.new_game(content, NAMES[:n], "short", seed)
            bots = [make_bot("heuristic", s, seed * 10 + s, content=content) for s in range(n)]
            while (seat := engine.to_act(state)) is not None:
                buy = ending_buy(state)
                if buy is not None:
                    _FOUND[id(content)] = state, buy
                    return state, buy
                engine.apply(state, bots[seat].choose(engine.view(state, seat),
                                                      engine.legal_actions(state)))
    raise AssertionError("no bot game reached a phase-6 buy that meets an objective")


def position(content):
    """A copy of the real position, the deck stacked: a red export card under the top
    card. Returns (state, the buy that meets the objective, the red card)."""
    state, buy = _found(content)
    state = copy_state(state)
    cards = state.content.cards
    red = next(c for c in reversed(state.deck + state.discard)
               if cards[c].balance["red"] == ("export",))
    (state.deck if red in state.deck else state.discard).remove(red)
    state.deck.insert(len(state.deck) - 1, red)
    engine.touched(state)
    assert check(state) == []
    return state, buy, red


def do(state, action):
    events = engine.apply(state, action)
    assert check(state) == []
    return events


@pytest.mark.slow
def test_end_before_refill_a_buy_meets_the_objective_no_red_part_no_draw(content):
    """The buy meets the objective; the buyer still turns a card (the turn is part of the
    step); then the game ends: the bought slot stays empty, the deck is as it was (its
    top unchanged, the red card still under it, never resolved), rebellion unchanged."""
    state, buy, red = position(content)
    seat, slot = buy.seat, buy.args[0]
    card = state.slots[slot][0]
    deck, rebellion = list(state.deck), state.rebellion
    events = do(state, buy)
    assert state.ending is not None and state.over is None
    assert state.frames[-1]["k"] == P6_STEP and state.frames[-1]["seat"] == seat
    turn = next(a for a in engine.legal_actions(state)
                if a.kind == TURN and state.slots[a.args[0]][1] < flash_turns(state))
    events += do(state, turn)
    assert state.over is not None and engine.to_act(state) is None
    assert state.owner[card] == seat and state.slots[slot] is None
    assert state.deck == deck and state.deck[-2] == red
    assert state.rebellion == rebellion
    kinds = [e["type"] for e in events]
    assert RED not in kinds and REFILL not in kinds and XCRISIS not in kinds
    result = engine.result(state)
    assert result["reason"] == "objective"
    assert result["step"] == {"kind": P6_DONE, "seat": seat, "phase": "evolution",
                              "bought": card, "turns": 1}
    over = next(e for e in events if e["type"] == GAME_OVER)
    assert over["step"] == result["step"]


def test_end_before_refill_the_turn_after_the_buy_sends_a_card_to_the_flash(content):
    """The step whose buy met the objective ends with a turn that sends a card to the
    flash (a turn moves no end counter: flow.QUIET_ACTIONS, R11.1 counts owned cards, so
    it is the turn that closes the step): the card is discarded, and neither its slot nor
    the bought one is refilled; the red card is never resolved."""
    state, buy, red = position(content)
    slot = buy.args[0]
    flash = flash_slot(state, slot)
    flashed = state.slots[flash][0]
    deck, rebellion = list(state.deck), state.rebellion
    do(state, buy)
    events = do(state, engine.Action(buy.seat, TURN, (flash,)))
    assert [e["card"] for e in events if e["type"] == FLASH] == [flashed]
    assert flashed in state.discard
    assert state.over is not None
    assert state.slots[slot] is None and state.slots[flash] is None
    assert state.deck == deck and state.rebellion == rebellion
    assert not {RED, REFILL, XCRISIS} & {e["type"] for e in events}


def test_end_before_refill_a_step_that_meets_none_refills_and_resolves_the_red_part(content):
    """A step that meets no end condition (two turns, the first to the flash): the refill
    follows as before (R5.14): the top card enters the emptied slot, the red card comes to
    the top and its red export part is resolved at once (R6.5): an export crisis."""
    state, buy, red = position(content)
    seat = buy.seat
    flash = flash_slot(state, buy.args[0])
    top = state.deck[-1]
    do(state, engine.Action(seat, TURN, (flash,)))
    other = next(a for a in engine.legal_actions(state)
                 if a.kind == TURN and state.slots[a.args[0]][1] < flash_turns(state))
    events = do(state, other)
    assert state.ending is None and state.over is None
    assert state.slots[flash] == (top, 0) and state.deck[-1] == red
    assert [e["card"] for e in events if e["type"] == RED] == [red]
    assert state.frames[-1]["k"] == XCRISIS


def test_end_before_refill_the_forecast_is_gone_once_the_buy_met_the_objective(content):
    """Before the buy the forecast tells what the deck top would bring; after the buy that
    met the objective nothing more comes from the deck (no phase 4, and no refill after
    this step): answers.forecast gives None."""
    state, buy, _ = position(content)
    assert answers.forecast(content, engine.view(state, buy.seat)) is not None
    do(state, buy)
    view = engine.view(state, buy.seat)
    assert view["ending"] is not None and answers.forecast(content, view) is None
