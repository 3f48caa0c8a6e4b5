"""The draw piles: the evolution deck (R3.4, DECK 0.4) with cards acquired, the discard
reshuffled and the red parts of a card that has just become the top of the deck (R6.5);
and the hex stack drawn by exploration (R5.12)."""

from archipelago.vocab import BALANCE_PARTS

from .core import emit, log, shuffle
from .flow import push
from .kinds import BUY_CARD, RED, RESHUFFLE


def acquire(state, seat, card, cost):
    """A card goes face up in front of the seat; usable from the next round (DECK 0.2.3)."""
    state.owner[card] = seat
    state.acquired[card] = state.round
    emit(state, BUY_CARD, seat=seat, card=card, florins=cost)


def reshuffle(state, pile, discard):
    """The discard pile (a state slot name) shuffled into the empty draw pile `pile`; the
    new order goes into the log, so a replay never re-rolls."""
    cards = getattr(state, discard)
    setattr(state, discard, [])
    shuffle(state, cards)
    setattr(state, pile, cards)
    log(state, ("r", pile, tuple(cards)))


def reshuffle_if_empty(state):
    """DECK 0.4: when the deck runs out, the discard pile is shuffled into a new deck."""
    if not state.deck and state.discard:
        reshuffle(state, "deck", "discard")
        emit(state, RESHUFFLE, cards=len(state.deck))


def draw_hex(state):
    """The top hex of the stack; an empty stack is refilled from the discards (R5.12)."""
    if not state.hex_stack and state.hex_discard:
        reshuffle(state, "hex_stack", "hex_discard")
    return state.hex_stack.pop() if state.hex_stack else None


def check_red(state):
    """R6.5: a card that has just become the top of the deck resolves its red parts now."""
    if not state.deck:
        return
    card = state.content.cards[state.deck[-1]]
    red = tuple(p for p in BALANCE_PARTS if p in card.balance["red"])
    if red:
        emit(state, RED, card=card.id, parts=list(red))
        push(state, {"k": RED, "card": card.id, "parts": red, "i": 0})
