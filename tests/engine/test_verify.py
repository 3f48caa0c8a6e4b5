"""The check of the tests' legal-action lists (tests/conftest.py: flow.VERIFY, issue 12): a
state edited by hand without engine.touched fails at the next reuse of its list, whatever
was edited: the player's pieces and holdings, the turn's frame, the map's units, the wheel,
the config."""
import pytest

from archipelago import engine
from archipelago.engine import flow, tables
from archipelago.engine.kinds import PLACE_DISC, TURN
from tests.games import played


def turn_with_a_disc(content):
    """A real phase-5 turn (a bot game) where the seat may still place a disc (R5.5)."""
    for s, seat, _ in played(content, 3, "short", 7).walk():
        if s.frames[-1]["k"] == TURN and any(a.kind == PLACE_DISC for a in engine.legal_actions(s)):
            return engine.copy_state(s), seat
    raise AssertionError("no turn with a disc to place")


def _no_disc_left(s, seat):
    s.players[seat]["discs_used"] = s.players[seat]["discs"]


def _disc_placed_this_turn(s, seat):
    s.frames[-1]["disc"] = 1


def _citizens_off_the_map(s, seat):
    for u in range(seat * s.cfg["unit_slots"], seat * s.cfg["unit_slots"] + s.cfg["citizens"]):
        s.units[u] = None


def _wheel_full(s, seat):
    for space in tables.wheel_spaces(s.content.rules, s.cfg["wheel_side"]):
        s.wheel[space] = s.wheel.get(space, ()) + ((seat + 1) % s.cfg["n"],) * 9


def _no_room_on_a_hex(s, seat):
    s.cfg["hex_cap"] = 0                    # (the config a copy shares: R5.10 no citizen more)


EDITS = (_no_disc_left, _disc_placed_this_turn, _citizens_off_the_map, _wheel_full,
         _no_room_on_a_hex)


@pytest.mark.parametrize("edit", EDITS, ids=lambda e: e.__name__.strip("_"))
def test_verify_a_hand_edit_of_a_turn_is_caught_at_the_next_reuse(content, edit):
    assert flow.VERIFY
    s, seat = turn_with_a_disc(content)
    before = engine.legal_actions(s)                       # built, and kept on the state
    edit(s, seat)
    fresh = engine.copy_state(s)                           # (a copy builds its own list)
    assert engine.legal_actions(fresh) != before           # the edit changes the list
    with pytest.raises(AssertionError, match="stale legal-action list"):
        engine.legal_actions(s)
    engine.touched(s)
    assert engine.legal_actions(s) == engine.legal_actions(fresh)



def test_verify_an_edit_that_keeps_the_list_passes_and_a_later_one_is_still_caught(content):
    """The check builds afresh only when the state's data differ from what the kept list
    was last checked against (flow._verify): an edit that leaves the list as it is passes,
    and an edit after it that changes the list still fails at the next reuse."""
    s, seat = turn_with_a_disc(content)
    before = engine.legal_actions(s)
    s.players[seat]["name"] = "renamed"                    # no rule reads a name
    assert engine.legal_actions(s) == before
    assert engine.legal_actions(s) == before
    _no_disc_left(s, seat)
    with pytest.raises(AssertionError, match="stale legal-action list"):
        engine.legal_actions(s)


def test_verify_a_changed_kept_list_is_caught(content):
    """The kept list itself changed in place (by an engine caller that should have copied
    it) fails at the next reuse too."""
    s, _ = turn_with_a_disc(content)
    engine.legal_actions(s)
    flow._legal(s).pop()
    with pytest.raises(AssertionError, match="stale legal-action list"):
        engine.legal_actions(s)
