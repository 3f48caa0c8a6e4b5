"""One source for every public fact (issue 27): what the view and the events say is the
engine's own answer, checked along the golden games (every position of four whole games,
2-5 players, every length)."""

import json

import pytest

from archipelago import engine
from archipelago.engine import actions, answers, board, kinds, pieces, tables
from archipelago.engine.pieces import A, D, H, LYING, ON_WONDER, REBEL

from tests.golden.record import GOLDEN, NAMES

GAMES = json.loads(GOLDEN.read_text())["games"]


def positions(content, game, every=1):
    """(state, events of the action that led there) along one golden game: the start, then
    the position after every `every`-th action. The game is replayed once per module (issue
    40: eleven tests walked the same four games); each position is a copy of the replayed
    state, which the tests read and never change (a preview applies to a copy of its own)."""
    kept = _replayed(content, game)
    yield kept[0]
    for i in range(0, len(kept) - 1, every):
        yield kept[i + 1]


_REPLAYED = {}


def _replayed(content, game):
    key = (id(content), game["players"], game["length"], game["seed"])
    hit = _REPLAYED.get(key)
    if hit is None or hit[0] is not content:
        state = engine.new_game(content, list(NAMES[:game["players"]]), game["length"],
                                game["seed"])
        kept = [(engine.copy_state(state), [])]
        for seat, kind, args in game["actions"]:
            events = engine.apply(state, engine.Action(seat, kind, tuple(args)))
            kept.append((engine.copy_state(state), events))
        hit = _REPLAYED[key] = content, kept
    return hit[1]


@pytest.fixture(params=range(len(GAMES)), ids=lambda i: f"{GAMES[i]['players']}p-{GAMES[i]['length']}")
def game(request):
    return GAMES[request.param]


@pytest.mark.slow
def test_one_source_control_and_occupants_are_the_engines(content, game):
    """facts["control"] and facts["occupant"] are pieces.controller and pieces.occupants
    (R5.8), for every building of every position, in every seat's view."""
    checked = 0
    for state, _ in positions(content, game, every=3):
        occ = pieces.occupants(state)
        want_control = [pieces.controller(state, b, occ) for b in range(len(state.buildings))]
        want_occ = [occ.get(b) for b in range(len(state.buildings))]
        for seat in (None, 0, game["players"] - 1):
            facts = engine.view(state, seat)["facts"]
            assert facts["control"] == want_control
            assert facts["occupant"] == want_occ
        checked += len(state.buildings)
    assert checked > 10                 # buildings compared (the 2-player game builds few)


def test_one_source_citizens_ships_and_population_are_the_engines(content, game):
    """Each seat's citizens on the map, on wonders, lying, rebels and in reserve, its ships
    and the population are what the engine's own counters say (R5.3, DECK 0.5)."""
    for state, _ in positions(content, game, every=5):
        facts = engine.view(state, None)["facts"]
        assert facts["population"] == state.population == sum(
            pieces.citizens_on_map(state, s) for s in range(state.cfg["n"]))
        for seat, c in enumerate(facts["citizens"]):
            units = [state.units[u] for u in pieces.citizen_slots(state, seat)]
            placed = [t for t in units if t is not None]
            assert c["map"] == pieces.citizens_on_map(state, seat)
            assert c["wonder"] == sum(1 for t in placed if t[H] == ON_WONDER)
            assert c["reserve"] == len(units) - len(placed)
            assert c["lying"] == sum(1 for t in placed if t[D] == LYING)
            assert c["rebels"] == sum(1 for t in placed if t[D] == REBEL)
            assert c["ships"] == pieces.ships_on_map(state, seat)


def test_one_source_every_marker_move_carries_its_cause(content, game):
    """Every marker event names why it moved (kinds.CAUSES), and a phase-3 board row names
    the figures it was read at (R5.3, R7)."""
    kinds_seen = set()
    for state, events in positions(content, game):
        for ev in events:
            if ev["type"] != kinds.MARKER:
                continue
            cause = ev["cause"]
            assert cause[0] in kinds.CAUSES, cause
            kinds_seen.add(cause[0])
            if cause[0] == kinds.POPULATION and cause[1] == "stability":
                assert cause[2] == state.population or state.over is not None
    assert kinds.POPULATION in kinds_seen and len(kinds_seen) >= 3


def decisions(content, game, every):
    """(state, seat, view) at every `every`-th decision of one golden game."""
    for i, (state, _) in enumerate(positions(content, game)):
        seat = engine.to_act(state)
        if seat is not None and i % every == 0:
            yield state, seat, engine.view(state, seat)


@pytest.mark.slow
def test_one_source_wheel_reasons_follow_the_legal_list(content, game):
    """A wheel space has a reason exactly when placing a disc there is not legal (R5.5,
    R7.7), and the reason is a known one, for every space at every turn."""
    asked = 0
    for state, seat, v in decisions(content, game, 1):
        if state.frames[-1]["k"] != kinds.TURN:
            continue
        legal = set(engine.legal_actions(state))
        for space in tables.wheel_spaces(content.rules, state.cfg["wheel_side"]):
            a = engine.Action(seat, kinds.PLACE_DISC, (space,))
            why = answers.why_not(content, v, a)
            assert (why is None) == (a in legal), (space, why)
            assert why is None or why[0] != kinds.NOT_NOW, (space, why)
            asked += 1
    assert asked > 100


@pytest.mark.slow
def test_one_source_convoys_are_the_legal_moves_by_sea(content, game):
    """R5.7: every legal move of a citizen is a walk across a land edge or a convoy the
    engine answers (answers.convoy, on the view's world, is actions.convoy_route): one
    active ship of the seat per border crossed, a different one for each, each in one of
    its border's two hexes, the borders a path from the citizen's hex to its destination."""
    routes = 0
    for state, seat, v in decisions(content, game, 1):
        if state.frames[-1]["k"] != kinds.MIGRATE:
            continue
        for a in engine.legal_actions(state):
            if a.kind != kinds.MOVE or pieces.is_ship(state, a.args[0]):
                continue
            u, h, area = a.args
            route = answers.convoy(content, v, a)
            assert route == actions.convoy_route(state, seat, u, h, area) and route is not None, a
            t = state.units[u]
            walk = (h, area) in board.crossing(state.at, state.hexes, content.faces, t[H], t[A])
            assert (route == ()) == walk, a
            if not route:
                continue
            routes += 1
            ships = [s for s, _, _ in route]
            assert len(set(ships)) == len(ships), route
            assert route[0][1] == t[H] and route[-1][2] == h, route
            for (s, frm, to), nxt in zip(route, route[1:] + ((None, h, None),)):
                assert pieces.owner(state, s) == seat and pieces.is_active(state.units[s])
                assert state.units[s][H] in (frm, to) and nxt[1] == to, route
    assert routes > 0 or game["players"] == 2


@pytest.mark.slow
def test_one_source_card_reasons_follow_the_legal_list(content, game):
    """An owned card has a reason exactly when using it is not legal (R10.3, DECK 0.2)."""
    asked = 0
    for state, seat, v in decisions(content, game, 1):
        if state.frames[-1]["k"] != kinds.TURN:
            continue
        legal = set(engine.legal_actions(state))
        for cid in state.owner:
            a = engine.Action(seat, kinds.USE_CARD, (cid,))
            why = answers.why_not(content, v, a)
            assert (why is None) == (a in legal), (cid, why)
            asked += 1
    assert asked > 20 or game["players"] == 4


@pytest.mark.slow
def test_one_source_previews_are_what_apply_does(content, game):
    """What the preview says an action changes for its seat is what apply changes, for
    every legal action of every decision whose outcome nothing hidden decides."""
    compared = 0
    for state, seat, v in decisions(content, game, 7):
        for a in engine.legal_actions(state):
            p = answers.preview(content, v, a)
            after = engine.copy_state(state)
            engine.apply(after, a)
            if p["unknown"] or p["over"] or after.over is not None:
                continue
            me, me2 = state.players[seat], after.players[seat]
            assert p["florins"] == me2["florins"] - me["florins"], a
            assert p["cubes"] == {r: me2["cubes"][r] - k for r, k in me["cubes"].items()
                                  if me2["cubes"][r] != k}, a
            assert p["tokens"] == me2["tokens"] - me["tokens"], a
            assert (p["rebellion"], p["surplus"], p["population"]) == (
                after.rebellion - state.rebellion, after.surplus - state.surplus,
                after.population - state.population), a
            compared += 1
    assert compared > 50


@pytest.mark.slow
def test_one_source_market_reasons_follow_the_legal_list(content, game):
    """A market transaction has a reason exactly when it is not legal (R5.9: the frame's
    markets and sides, a cube and its price to buy, a cube and a space to sell), and a
    market or port a reason exactly when using it is not legal (R5.8), at every market
    decision and every turn of the golden games."""
    tx = used = 0
    for state, seat, v in decisions(content, game, 1):
        f = state.frames[-1]
        legal = set(engine.legal_actions(state))
        if f["k"] == kinds.MARKET:
            for market in ("domestic", "export"):
                for side in ("buy", "sell"):
                    for res in content.rules["resources"]:
                        a = engine.Action(seat, kinds.TX, (market, side, res))
                        why = answers.why_not(content, v, a)
                        assert (why is None) == (a in legal), (a, why)
                        assert why is None or why[0] != kinds.NOT_NOW, (a, why)
                        tx += 1
        elif f["k"] == kinds.TURN:
            for b, (_, _, kind) in enumerate(state.buildings):
                a = engine.Action(seat, kinds.USE_BUILDING, (b,))
                why = answers.why_not(content, v, a)
                assert (why is None) == (a in legal), (a, why)
                assert why is None or kind not in ("market", "port") or why[0] != kinds.NOT_NOW, (a, why)
                used += 1
    assert tx > 200 and used > 10       # (the 2-player game builds few markets and ports)


def test_one_source_build_reasons_follow_the_legal_list(content, game):
    """At every build decision, for each active unit of the seat and each construction
    the frame allows, the engine finds no reason against building it on the unit's hex
    (answers.build_blocker: the hex, the box, the purse) exactly when such a build is
    legal (R5.8; a ship's port on a hex with land)."""
    asked = 0
    for state, seat, v in decisions(content, game, 1):
        f = state.frames[-1]
        if f["k"] != kinds.BUILD:
            continue
        legal = [a for a in engine.legal_actions(state) if a.kind == kinds.BUILD]
        for u, t in pieces.active_units(state, seat):
            ship = pieces.is_ship(state, u)
            if ship and not board.face_of(state, t[H]).areas:
                continue                    # a port needs land beside the ship's sea
            for kind in f["only"] or ("ship", "town", "temple", "market", "port"):
                why = answers.build_blocker(content, v, kind, t[H], ship)
                here = any(a.args[0] == kind and state.units[a.args[1]][H] == t[H]
                           and pieces.is_ship(state, a.args[1]) == ship
                           and (ship or a.args[2] == t[A]) for a in legal)
                assert (why is None) == here, (kind, u, why)
                asked += 1
    assert asked > 10


def test_one_source_recruit_reasons_follow_the_legal_list(content, game):
    """At every recruitment decision the engine names why nobody can be recruited
    (answers.recruit_stop: the reserve, the surplus, the price, no room) exactly when no
    recruit is legal (R5.10)."""
    asked = 0
    for state, seat, v in decisions(content, game, 1):
        f = state.frames[-1]
        if f["k"] != kinds.RECRUIT:
            continue
        why = answers.recruit_stop(content, v, f)
        can = any(a.kind == kinds.RECRUIT for a in engine.legal_actions(state))
        assert (why is None) == can, why
        asked += 1
    assert asked > 0 or game["players"] == 4


@pytest.mark.slow
def test_one_source_measures_and_end_counters_from_a_view_are_the_engines(content, game):
    """R11.1, DECK 4 (issue 40): every scoring measure and every end counter asked of a
    view (answers.measure, answers.end_counter) is what ending.player_measure and
    ending.end_counter count on the state; another seat's florins, cubes and explorer
    tokens are None (R9), one's own are one's own."""
    from archipelago.engine import ending
    measures = {o.scoring["measure"] for o in content.objectives.values() if o.scoring["kind"] == "rank"}
    measures |= {t.criterion for t in content.trends.values()}
    counters = {o.end[0] for o in content.objectives.values()}
    hidden_seen = shown = 0
    for state, _ in positions(content, game, every=7):
        for viewer in (None, 0):
            v = engine.view(state, viewer)
            for name in sorted(counters):
                assert answers.end_counter(content, v, name) == ending.end_counter(state, name), name
            for name in sorted(measures):
                for seat in range(state.cfg["n"]):
                    got = answers.measure(content, v, name, seat)
                    if seat != viewer and answers.hidden(name):
                        assert got is None, name
                        hidden_seen += 1
                    else:
                        assert got == ending.player_measure(state, name, seat), (name, seat)
                        shown += got > 0
    assert hidden_seen and shown > 50
