"""R5.5, ruling of 2026-11-28 (the German short rules: "Pro Zug ...: 1 Markt und/oder
Hafen mit 1f nutzen"): in one turn a player uses at most one market and one port, even
when controlling several; each building still works once per round. Reproduced from a
real game position: heuristic bots play until a player's turn finds two markets of theirs
unused this round and the florins to use both.
"""

from archipelago import engine
from archipelago.engine import answers, pieces
from archipelago.engine.invariants import check
from archipelago.saves import format as save_format
from archipelago.ui.interact import facts

from .test_rule_readings import do, first_game, to_turn_of


def mine_unused(state, seat, kind):
    occ = pieces.occupants(state)
    return [b for b, (_, _, k) in enumerate(state.buildings)
            if k == kind and b not in state.used_buildings and pieces.controller(state, b, occ) == seat]


def two_markets(state):
    """A phase-5 turn whose player controls two markets unused this round and can pay
    for both (R5.8)."""
    if state.phase != "actions" or not state.frames or state.frames[-1]["k"] != "turn":
        return False
    seat = state.frames[-1]["seat"]
    fee = state.content.rules["market_use"]["florins"]
    return len(mine_unused(state, seat, "market")) >= 2 and state.players[seat]["florins"] >= 2 * fee


def uses(state):
    return {a.args[0] for a in engine.legal_actions(state) if a.kind == "use_building"}


def use_market_and_finish(state, seat, b):
    do(state, seat, "use_building", b)
    assert state.frames[-1]["k"] == "market"
    do(state, seat, "done")
    assert state.frames[-1]["k"] == "turn" and state.frames[-1]["seat"] == seat


def test_a_second_market_is_not_offered_in_the_same_turn_r5_5(content):
    state = first_game(content, two_markets)
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, "market")[:2]
    assert {first, second} <= uses(state)
    use_market_and_finish(state, seat, first)
    assert state.players[seat]["florins"] >= state.content.rules["market_use"]["florins"]
    assert second not in uses(state)                 # unused this round, but a market this turn
    before = engine.to_dict(state)
    try:
        engine.apply(state, engine.Action(seat, "use_building", (second,)))
        raise AssertionError("a second market was used in one turn")
    except engine.IllegalAction:
        pass
    assert engine.to_dict(state) == before           # refused, the state as it was
    # the table says why the second market is dimmed
    view = engine.view(state, seat)
    assert answers.why_not(content, view, engine.Action(seat, "use_building", (second,))) \
        == ("kind_used", "market")                   # the engine says why (issue 27)
    why = facts.building_reason(view, content, second)
    assert "already used a market this turn" in why
    assert check(state) == []


def test_the_second_market_is_offered_again_in_the_players_next_turn_r5_5(content):
    state = first_game(content, two_markets)
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, "market")[:2]
    use_market_and_finish(state, seat, first)
    do(state, seat, "end_turn")
    to_turn_of(state, content, seat)
    if state.players[seat]["florins"] < state.content.rules["market_use"]["florins"]:
        state.bank_florins -= 1                      # keep the supplies whole
        state.players[seat]["florins"] += 1
    assert first not in uses(state)                  # once per round (R5.8)
    assert pieces.controller(state, second) == seat and second in uses(state)


def market_and_port(state):
    """A phase-5 turn whose player controls a market and a port, both unused this round,
    and can pay for both."""
    if state.phase != "actions" or not state.frames or state.frames[-1]["k"] != "turn":
        return False
    seat = state.frames[-1]["seat"]
    fee = state.content.rules["market_use"]["florins"]
    return bool(mine_unused(state, seat, "market")) and bool(mine_unused(state, seat, "port")) \
        and state.players[seat]["florins"] >= 2 * fee


def test_a_port_is_still_offered_after_a_market_r5_5(content):
    """One market *and* one port per turn."""
    state = first_game(content, market_and_port)
    seat = state.frames[-1]["seat"]
    market, port = mine_unused(state, seat, "market")[0], mine_unused(state, seat, "port")[0]
    use_market_and_finish(state, seat, market)
    assert port in uses(state)
    do(state, seat, "use_building", port)
    assert state.frames[-1]["k"] == "market" and state.frames[-1]["markets"] == ("export",)
    do(state, seat, "done")
    assert not uses(state)                           # a market and a port: nothing more


def test_the_turn_keeps_its_uses_through_a_save(content):
    """The kinds used this turn are part of the saved position (to_dict / from_dict)."""
    state = first_game(content, two_markets)
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, "market")[:2]
    use_market_and_finish(state, seat, first)
    doc = save_format.encode(state, [{"name": n, "kind": "human"} for n in ("Ann", "Bob", "Cy", "Dee")])
    again = engine.from_dict(content, doc["state"])
    assert again.frames[-1]["uses"] == ("market",)
    assert second not in uses(again)
    assert engine.to_dict(again) == engine.to_dict(state)
