"""Phase 6, evolution (R5.14, R7.8, DECK 0.4): discs home, buy and turn, refills.

A player's step is their buy and turn (or two turns); the refill follows the step and is
not part of it (R11, ruling 2026-12-06): the step's frame ends (P6_DONE, a step kind of
flow.STEP_KINDS, so an end condition the step met ends the game there) before the
refill's frame (P6_REFILL) is pushed."""

from . import tables
from .bank import pay
from .core import emit
from .deck import acquire, check_red, reshuffle_if_empty
from .flow import act, automatic, decision, pop, push, starter
from .kinds import (BUY, EVOLUTION, FLASH, P6, P6_DONE, P6_REFILL, P6_STEP, REFILL, TURN,
                    TURN_CARD)


def start_evolution(state):
    """All discs return (wheel and cards); florins on the wheel go to the bank."""
    for p in state.players:
        p["discs_used"] = 0
    state.card_discs.clear()
    state.wheel.clear()
    state.bank_florins += state.wheel_florins
    state.wheel_florins = 0
    push(state, {"k": P6, "i": 0})


def run_p6(state, f):
    """Each player in turn order takes one step; then the phase ends."""
    i = f["i"]
    if i >= len(state.order):
        pop(state)
        return
    f["i"] = i + 1
    push(state, {"k": P6_STEP, "seat": state.order[i], "bought": "", "turned": ()})
    if not p6_legal(state, state.frames[-1]):
        state.frames[-1]["k"] = P6_DONE


def price(state, slot):
    """R7.8: the price of the card in a track slot."""
    return tables.track_price(state.content.rules, state.slots[slot][1])


def p6_legal(state, f):
    """Buy one card and turn another, or turn two different cards (fewer if fewer)."""
    seat = f["seat"]
    filled = [i for i, s in enumerate(state.slots) if s is not None]
    out = []
    if not f["bought"] and not f["turned"]:
        florins = state.players[seat]["florins"]
        out += [act(seat, BUY, i) for i in filled if price(state, i) <= florins]
    if len(f["turned"]) < (1 if f["bought"] else 2):
        out += [act(seat, TURN, i) for i in filled if i not in f["turned"]]
    return out


def p6_act(state, f, a):
    seat, i = a.seat, a.args[0]
    if a.kind == BUY:
        card = state.slots[i][0]
        cost = price(state, i)
        pay(state, seat, cost)
        state.slots[i] = None
        f["bought"] = card
        acquire(state, seat, card, cost)
    else:
        card, turns = state.slots[i]
        f["turned"] = f["turned"] + (i,)
        turns += 1
        if turns >= len(state.content.rules["track"]["prices"]):
            state.slots[i] = None
            state.discard.append(card)
            emit(state, FLASH, card=card, slot=i)
        else:
            state.slots[i] = (card, turns)
            emit(state, TURN_CARD, seat=seat, card=card, slot=i, price=price(state, i))
    if not p6_legal(state, f):
        f["k"] = P6_DONE


def end_step(state, f):
    """The player's step is over (R5.14). Its frame ends first, after the objective check
    of its last action: an end condition the buy or the turns met ends the game here
    (flow.pop, R11), before the refill, so no card is drawn and no red part the refill
    would expose is resolved (ruling 2026-12-06). Otherwise the refill follows."""
    pop(state)
    push(state, {"k": P6_REFILL, "slot": 0})


def run_refill(state, f):
    """Empty slots fill from the deck slot by slot; after each card drawn the new top of
    the deck is checked for red parts (R5.14, R6.5). The refill follows a step and belongs
    to none: it is a step of its own (flow.STEP_KINDS), so an end condition met by a red
    part it exposes ends the game when the refill is over."""
    slots = state.slots
    i = f["slot"]
    while i < len(slots) and slots[i] is not None:
        i += 1
    if i >= len(slots) or not state.deck:
        pop(state)
        return
    f["slot"] = i + 1
    card = state.deck.pop()
    slots[i] = (card, 0)
    emit(state, REFILL, card=card, slot=i)
    reshuffle_if_empty(state)
    check_red(state)


starter(EVOLUTION, start_evolution)
automatic(P6, run_p6)
decision(P6_STEP, p6_legal, p6_act)
automatic(P6_DONE, end_step)
automatic(P6_REFILL, run_refill)
