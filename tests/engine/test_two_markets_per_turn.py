"""R5.5, ruling corrected 2026-12-06 (issue 42): a player uses every market and port they
control in the same turn, 1 florin each ("bei 2 Märkten für 2f beide nutzen", "bei 2 Häfen
für 2f beide nutzen"); each building still works once a round (R5.8: its unit is engaged
until deactivation). The ruling of 2026-11-28 (one market and one port per turn) is
withdrawn. Each position is a real one: heuristic bots play until a player's turn finds
the markets and ports of theirs, unused this round, that the test needs, and the florins
to use them all.
"""

import pytest

from archipelago import engine
from archipelago.engine import answers, pieces
from archipelago.engine.invariants import check
from archipelago.engine.kinds import BUILDING_USED, NOT_CONTROLLED, SHORT
from archipelago.saves import format as save_format
from archipelago.ui.interact import facts

from .test_rule_readings import do, first_game, to_turn_of

MARKET, PORT = "market", "port"


def mine_unused(state, seat, kind):
    occ = pieces.occupants(state)
    return [b for b, (_, _, k) in enumerate(state.buildings)
            if k == kind and b not in state.used_buildings and pieces.controller(state, b, occ) == seat]


def controls(*kinds):
    """A phase-5 turn whose player controls, unused this round, a building of each of
    `kinds` (a kind twice: two of them) and can pay for them all (R5.8)."""
    def found(state):
        if state.phase != "actions" or not state.frames or state.frames[-1]["k"] != "turn":
            return False
        seat = state.frames[-1]["seat"]
        fee = state.content.rules["market_use"]["florins"]
        return all(len(mine_unused(state, seat, k)) >= kinds.count(k) for k in kinds) \
            and state.players[seat]["florins"] >= len(kinds) * fee
    return found


def uses(state):
    return {a.args[0] for a in engine.legal_actions(state) if a.kind == "use_building"}


def use_and_finish(state, seat, b):
    """Use building b (its market frame opens on its board: R5.8), make no transaction,
    and be back in the same turn."""
    do(state, seat, "use_building", b)
    f = state.frames[-1]
    assert f["k"] == "market" and f["markets"] == (("domestic",) if state.buildings[b][2] == MARKET
                                                    else ("export",))
    do(state, seat, "done")
    assert state.frames[-1]["k"] == "turn" and state.frames[-1]["seat"] == seat


def worker(state, b):
    """The unit that works building b: its occupant, else the town's (R5.8)."""
    occ = pieces.occupants(state)
    u = occ.get(b)
    return occ[pieces.building_on(state, state.buildings[b][0], "town")] if u is None else u


def use_all_in_one_turn(state, seat, buildings):
    """Use each of `buildings` in this one turn: each is offered until it is used, each
    costs the fee onto the wheel, and its unit (or the town's) is engaged."""
    fee = state.content.rules["market_use"]["florins"]
    florins, wheel = state.players[seat]["florins"], state.wheel_florins
    assert set(buildings) <= uses(state)
    for n, b in enumerate(buildings, 1):
        assert b in uses(state)                        # still offered in this turn
        assert answers.why_not(state.content, engine.view(state, seat),
                               engine.Action(seat, "use_building", (b,))) is None
        use_and_finish(state, seat, b)
        assert b not in uses(state)                    # once a round (R5.8)
        assert state.units[worker(state, b)][pieces.E] == 1      # engaged until deactivation
        assert state.players[seat]["florins"] == florins - n * fee
        assert state.wheel_florins == wheel + n * fee
    assert set(buildings) <= set(state.used_buildings)
    assert check(state) == []


def test_r55_two_markets_both_used_in_one_turn_for_two_florins(content):
    state = first_game(content, controls(MARKET, MARKET))
    seat = state.frames[-1]["seat"]
    fee = content.rules["market_use"]["florins"]
    before = state.players[seat]["florins"]
    first, second = mine_unused(state, seat, MARKET)[:2]
    use_all_in_one_turn(state, seat, [first, second])
    assert state.players[seat]["florins"] == before - 2 * fee       # 1 florin each: 2 for both


@pytest.mark.slow
def test_r55_two_markets_two_ports_likewise(content):
    """Two ports in one turn; the markets other players control stay refused: not
    controlled (R5.8)."""
    state = first_game(content, controls(PORT, PORT))
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, PORT)[:2]
    use_all_in_one_turn(state, seat, [first, second])
    view = engine.view(state, seat)
    others = [b for b, (_, _, k) in enumerate(state.buildings)
              if k in (MARKET, PORT) and pieces.controller(state, b) not in (seat, None)]
    assert others
    for b in others:
        assert answers.why_not(content, view, engine.Action(seat, "use_building", (b,))) == (NOT_CONTROLLED,)
        assert facts.building_reason(view, content, b) == "you do not control it"


@pytest.mark.slow
def test_r55_two_markets_and_a_port_in_one_turn(content):
    """A market, a port, then the second market: no limit per kind, none per turn."""
    state = first_game(content, controls(MARKET, MARKET, PORT))
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, MARKET)[:2]
    port = mine_unused(state, seat, PORT)[0]
    use_all_in_one_turn(state, seat, [first, port, second])


def test_r55_two_markets_a_used_market_is_refused_later_in_the_round(content):
    """Both markets used in one turn; in the player's next turn of the same round each is
    refused, and the engine and the table say why: used this round (its unit engaged)."""
    state = first_game(content, controls(MARKET, MARKET))
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, MARKET)[:2]
    use_all_in_one_turn(state, seat, [first, second])
    do(state, seat, "end_turn")
    rnd = state.round
    to_turn_of(state, content, seat)
    assert state.round == rnd and state.phase == "actions"            # later in the same round
    view = engine.view(state, seat)
    for b in (first, second):
        assert pieces.controller(state, b) == seat and b not in uses(state)
        assert answers.why_not(content, view, engine.Action(seat, "use_building", (b,))) == (BUILDING_USED,)
        assert facts.building_reason(view, content, b) == \
            "already used this round (a market or port works once a round)"
        snapshot = engine.to_dict(state)
        with pytest.raises(engine.IllegalAction):
            engine.apply(state, engine.Action(seat, "use_building", (b,)))
        assert engine.to_dict(state) == snapshot                       # refused, the state as it was


def test_r55_two_markets_the_second_refused_for_lack_of_a_florin_says_so(content):
    """With the fee for one market only, the second is refused for the florin (SHORT), the
    real cause, not for a market already used this turn."""
    state = first_game(content, controls(MARKET, MARKET))
    seat = state.frames[-1]["seat"]
    fee = content.rules["market_use"]["florins"]
    extra = state.players[seat]["florins"] - fee
    state.players[seat]["florins"] -= extra           # to the bank: the supplies stay whole
    state.bank_florins += extra
    assert check(state) == []
    first, second = mine_unused(state, seat, MARKET)[:2]
    use_and_finish(state, seat, first)
    assert state.players[seat]["florins"] == 0 and second not in uses(state)
    view = engine.view(state, seat)
    why = answers.why_not(content, view, engine.Action(seat, "use_building", (second,)))
    assert why[0] == SHORT and why[1] == fee
    assert facts.building_reason(view, content, second) == f"needs {fee}ƒ (you have 0)"


def test_r55_two_markets_used_this_round_stay_used_through_a_save(content):
    """The buildings used this round are part of the saved position (to_dict / from_dict);
    a turn keeps no count of the kinds it used."""
    state = first_game(content, controls(MARKET, MARKET))
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, MARKET)[:2]
    use_all_in_one_turn(state, seat, [first, second])
    doc = save_format.encode(state, [{"name": n, "kind": "human"} for n in ("Ann", "Bob", "Cy", "Dee")])
    again = engine.from_dict(content, doc["state"])
    assert "uses" not in again.frames[-1]
    assert {first, second} <= set(again.used_buildings) and not {first, second} & uses(again)
    assert engine.to_dict(again) == engine.to_dict(state)


def test_r55_two_markets_work_again_after_deactivation(content):
    """Once a round (R5.8): used in one turn, both are offered again in the player's first
    turn of the next round (R5.1 deactivation clears the used buildings)."""
    state = first_game(content, controls(MARKET, MARKET))
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, MARKET)[:2]
    use_all_in_one_turn(state, seat, [first, second])
    do(state, seat, "end_turn")
    rnd = state.round
    to_turn_of(state, content, seat)
    while state.round == rnd:           # pass the round's later turns
        do(state, seat, "pass")
        to_turn_of(state, content, seat)
    fee = content.rules["market_use"]["florins"]
    if state.players[seat]["florins"] < 2 * fee:       # from the bank: the supplies stay whole
        need = 2 * fee - state.players[seat]["florins"]
        state.bank_florins -= need
        state.players[seat]["florins"] += need
    still = [b for b in (first, second) if pieces.controller(state, b) == seat]
    assert still and set(still) <= uses(state)
