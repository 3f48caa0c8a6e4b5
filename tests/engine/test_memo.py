"""The memos a decision keeps while its frame stays (flow.keep; issue 12): an offer's items
(trades.compose_legal) and a phase-5 turn's options between the offers its player opens
(actions.turn_legal, R5.5, R9). A list built from a memo is the list built without one, a
trade made forgets them, copies start without them, and a memo a rule forgets to drop is
caught in the tests (flow.VERIFY)."""

import random

import pytest

from archipelago import engine
from archipelago.engine import flow, trades
from archipelago.engine.kinds import COMPOSE, TURN

from .conftest import NAMES


def do(state, seat, kind, *args):
    """Apply as a game does (tests/engine/conftest.Table.do drops the memos first)."""
    return engine.apply(state, engine.Action(seat, kind, args))


@pytest.mark.parametrize("n,length,seed", [(4, "medium", 1), (3, "short", 2), (5, "long", 3)])
def test_a_list_built_from_a_memo_is_a_copys_fresh_list(content, n, length, seed):
    """At every decision of a uniformly random game (R9 offers are most of its actions),
    the list is the one a copy (no memo) builds; memos were used, at turns and offers."""
    rng = random.Random(seed)
    s = engine.new_game(content, NAMES[:n], length, seed)
    used = {TURN: 0, COMPOSE: 0}
    for _ in range(4000):
        if engine.to_act(s) is None:
            break
        f = s.frames[-1]
        if flow.kept(s, f) is not None:
            used[f["k"]] += 1
        legal = engine.legal_actions(s)
        copy = engine.copy_state(s)
        assert copy.memo is None
        assert engine.legal_actions(copy) == legal
        engine.apply(s, legal[rng.randrange(len(legal))])
    assert used[TURN] > 20 and used[COMPOSE] > 200


def _turn_with_a_card(t):
    """A phase-5 turn (seat 0) whose player holds a card he may use now (DECK 0.2.3),
    and florins."""
    t.own(0, "A01")
    t.give(0, florins=5)
    engine.touched(t.s)
    assert any(a.kind == "use_card" for a in engine.legal_actions(t.s))
    return t


def test_a_trade_made_forgets_the_turns_options(m, monkeypatch):
    """The turn's options are kept through an offer that changes nothing, and a trade made
    (trades.hand) drops them: without that drop the turn would still offer the card given
    away (R9), and the tests' check (VERIFY) says so."""
    t = _turn_with_a_card(m)
    before = engine.legal_actions(t.s)
    kept = flow.kept(t.s, t.s.frames[-1])
    assert kept is not None
    do(t.s, 0, "offer", 1)
    do(t.s, 0, "cancel")
    assert flow.kept(t.s, t.s.frames[-1]) is kept                  # nothing changed
    assert engine.legal_actions(t.s) == before
    monkeypatch.setattr(trades, "forget", lambda state, kind=None: None)
    for kind, *args in (("offer", 1), ("give", "A01"), ("send",)):
        do(t.s, 0, kind, *args)
    do(t.s, 1, "accept")
    assert t.s.owner["A01"] == 1
    assert flow.kept(t.s, t.s.frames[-1]) is kept                  # (the drop was disabled)
    with pytest.raises(AssertionError, match="stale memo of a turn frame"):
        engine.legal_actions(t.s)


def test_a_hand_edit_drops_every_memo(m):
    """engine.touched (tests building positions) drops the memos with the list."""
    t = _turn_with_a_card(m)
    engine.legal_actions(t.s)
    do(t.s, 0, "offer", 1)
    engine.legal_actions(t.s)
    assert set(t.s.memo) == {TURN, COMPOSE}
    engine.touched(t.s)
    assert t.s.memo is None
