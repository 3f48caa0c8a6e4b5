"""Four readings from the German rules (issue 44, rulings of 2026-12-06), each from a real
game position: heuristic bots play a game to the moment, then the test acts by hand.

- R7.8: "Mindestpreis bezieht sich auf niedrigsten Kaufpreis": Researcher and Head Hunter
  buy at the evolution track's lowest purchase price, whatever the track's prices are.
- R5.7: a citizen crossing k borders by sea needs k of its owner's active ships, a
  different one for each border, each in one of the border's two hexes; a ship in a hex
  carries a citizen between two islands of that hex; one ship carries several citizens.
- R5.7, R5.8: an active ship may migrate into a free port on its hex and so control it.
- R3.2: "Spielerreihenfolge auslosen": the whole turn order is drawn by lot from the seed.
"""

import itertools
from dataclasses import replace

import pytest

from archipelago import engine
from archipelago.content.model import freeze
from archipelago.engine import actions, board, pieces
from archipelago.engine.invariants import check
from archipelago.engine.pieces import A, B, H, STANDING
from tests.engine.test_rule_readings import do, first_game, play_until

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def lowest_price(content):
    return min(content.rules["track"]["prices"])


# --- R7.8: the minimal price is the track's lowest purchase price -----------------------------

def can_reveal(card):
    """A phase-5 moment where the seat to act may use `card` (Researcher or Head Hunter)."""
    def found(state):
        f = state.frames[-1] if state.frames else None
        return f is not None and f["k"] == "turn" and \
            engine.Action(f["seat"], "use_card", (card,)) in engine.legal_actions(state)
    return found


def reveal_and_buy(content, card):
    """The first real game (seeds in order) whose seat can use `card`, find among the
    revealed cards one of its type and afford it: (seat, florins before, bank before,
    florins after, bank after)."""
    for seed in range(1, 40):
        state = play_until(content, seed, can_reveal(card))
        if state is None:
            continue
        seat = engine.to_act(state)
        do(state, seat, "use_card", card)
        buys = [a for a in engine.legal_actions(state) if a.kind == "buy_revealed"]
        if not buys:
            continue
        florins, bank = state.players[seat]["florins"], state.bank_florins
        engine.apply(state, buys[0])
        assert state.owner[buys[0].args[0]] == seat and check(state) == []
        return florins, bank, state.players[seat]["florins"], state.bank_florins
    raise AssertionError("no game let the seat buy a revealed card")


@pytest.mark.slow
def test_reading_researcher_pays_the_tracks_lowest_price_r7_8(content):
    florins, bank, florins_after, bank_after = reveal_and_buy(content, "A01")
    low = lowest_price(content)
    assert low == 4                                  # 8/6/4 in this edition, not 2
    assert florins - florins_after == low and bank_after - bank == low


def test_reading_head_hunter_pays_the_tracks_lowest_price_r7_8(content):
    florins, bank, florins_after, bank_after = reveal_and_buy(content, "A02")
    assert florins - florins_after == lowest_price(content)
    assert bank_after - bank == lowest_price(content)


@pytest.mark.slow
def test_reading_the_minimal_price_follows_the_tracks_prices_r7_8(content):
    """Dearer track prices in rules.yaml make the minimal price dearer, in the engine and
    in the card's text, with no number of its own to change."""
    rules = dict(content.rules, track=freeze(dict(content.rules["track"], prices=[10, 7, 5])))
    dearer = replace(content, rules=freeze(rules))
    florins, bank, florins_after, bank_after = reveal_and_buy(dearer, "A01")
    assert florins - florins_after == 5 and bank_after - bank == 5


# --- R5.7: convoys, one ship per border crossed -----------------------------------------------

def turn_with_disc(state):
    """A phase-5 turn (round 2 on) whose seat may still place a disc."""
    f = state.frames[-1] if state.frames else None
    if f is None or f["k"] != "turn" or state.round < 2 or f["disc"]:
        return False
    p = state.players[f["seat"]]
    return p["discs_used"] < p["discs"]


def around(state, h):
    return [n for _, n in board.neighbours(state.at, *state.hexes[h][:2])]


def by_sea_only(state, u, n):
    """A land area of hex n that the citizen u cannot reach across a land edge, or None."""
    t = state.units[u]
    walks = board.crossing(state.at, state.hexes, state.content.faces, t[H], t[A])
    return next((a for a in range(len(board.face_of(state, n).areas)) if (n, a) not in walks), None)


def room(state, seat, h):
    return pieces.citizens_on_hex(state, seat, h) < state.cfg["hex_cap"]


def citizens_free(state, seat):
    """The seat's active citizens on the map, not in a building."""
    return [u for u, t in pieces.active_units(state, seat)
            if not pieces.is_ship(state, u) and t[B] < 0]


def movers(state):
    """(seat, citizen, its hex) for each active citizen, in no building, of the seat whose
    phase-5 turn it is, if it may still place a disc (round 2 on)."""
    if not turn_with_disc(state):
        return
    seat = state.frames[-1]["seat"]
    for u in citizens_free(state, seat):
        yield seat, u, state.units[u][H]


def one_hop(state):
    """(seat, citizen, its hex, a neighbour, a land area there reached by sea only)."""
    for seat, u, h in movers(state):
        for n in around(state, h):
            a2 = by_sea_only(state, u, n)
            if a2 is not None and room(state, seat, n):
                return seat, u, h, n, a2
    return None


def two_hops(state):
    """(seat, citizen, its hex, a middle hex, a hex two borders away, a land area there)."""
    for seat, u, h in movers(state):
        near = around(state, h)
        for m in near:
            for d in around(state, m):
                if d != h and d not in near and room(state, seat, d):
                    return seat, u, h, m, d, 0
    return None


def fleet(state, seat, hexes):
    """The seat's ships stand, active, on these hexes (one each), the rest in its reserve:
    the position's ships moved by hand, every other piece where the game put it."""
    for i, u in enumerate(pieces.ship_slots(state, seat)):
        state.units[u] = (hexes[i], -1, 0, STANDING, -1, -1) if i < len(hexes) else None
    engine.touched(state)
    assert check(state) == []


def migrate(state, seat):
    do(state, seat, "place_disc", "migration")


def can_move(state, u, h, area):
    return engine.Action(pieces.owner(state, u), "move", (u, h, area)) in engine.legal_actions(state)


@pytest.mark.parametrize("side", ["start", "destination"])
def test_reading_one_border_convoy_with_one_ship_in_either_hex_r5_7(content, side):
    """One border crossed by sea: one ship of the player in either of its two hexes
    bridges it (it used to take a ship in both)."""
    state = first_game(content, one_hop)
    seat, u, h, n, a2 = one_hop(state)
    ship_hex = h if side == "start" else n
    fleet(state, seat, [ship_hex])
    migrate(state, seat)
    assert can_move(state, u, n, a2)
    assert actions.convoy_route(state, seat, u, n, a2) == ((pieces.ship_slots(state, seat)[0], h, n),)
    do(state, seat, "move", u, n, a2)
    assert state.units[u][:2] == (n, a2) and state.units[u][2] == 0      # stays active


def test_reading_two_borders_need_two_ships_not_one_r5_7(content):
    """Two borders crossed: two ships in the middle hex bridge one each; one ship there, or
    one in the start hex, bridges only one border."""
    moment = first_game(content, two_hops)
    seat, u, h, m, d, a2 = two_hops(moment)
    ship, ship2 = pieces.ship_slots(moment, seat)[:2]
    state = engine.copy_state(moment)
    fleet(state, seat, [m, m])
    migrate(state, seat)
    assert can_move(state, u, d, a2)
    route = actions.convoy_route(state, seat, u, d, a2)
    assert route == ((ship, h, m), (ship2, m, d))      # a different ship for each border
    do(state, seat, "move", u, d, a2)
    assert state.units[u][:2] == (d, a2)
    for one in ([m], [h], [d]):
        state = engine.copy_state(moment)
        fleet(state, seat, one)
        migrate(state, seat)
        assert not can_move(state, u, d, a2)
        assert actions.convoy_route(state, seat, u, d, a2) is None


def test_reading_one_ship_carries_two_citizens_in_one_turn_r5_7(content):
    """One ship in the start hex carries two citizens across the same border in one
    migration; convoying uses the citizens' moves, the ship stays where it is, active."""
    def two_citizens(state):
        hop = one_hop(state)
        if hop is None:
            return None
        seat, u, h, n, a2 = hop
        mates = [v for v in citizens_free(state, seat) if v != u and state.units[v][H] == h
                 and by_sea_only(state, v, n) is not None]
        room2 = pieces.citizens_on_hex(state, seat, n) + 2 <= state.cfg["hex_cap"]
        return (seat, u, mates[0], h, n) if mates and room2 else None

    state = first_game(content, two_citizens)
    seat, u, v, h, n = two_citizens(state)
    fleet(state, seat, [h])
    ship = pieces.ship_slots(state, seat)[0]
    migrate(state, seat)
    before = engine.copy_state(state)
    dest = {w: by_sea_only(state, w, n) for w in (u, v)}
    for w in (u, v):
        do(state, seat, "move", w, n, dest[w])
        assert state.units[w][H] == n
    assert state.units[ship][H] == h and pieces.is_active(state.units[ship])
    for w in (u, v):                                 # the same ship bridges the border for both
        assert actions.convoy_route(before, seat, w, n, dest[w]) == ((ship, h, n),)


def test_reading_a_ship_hops_a_citizen_between_two_islands_of_its_hex_r5_7(content):
    """A ship in a hex carries a citizen between two islands of that hex (no border)."""
    def island(state):
        for seat, u, h in movers(state):
            areas = len(board.face_of(state, h).areas)
            if areas > 1:
                return seat, u, h, next(x for x in range(areas) if x != state.units[u][A])
        return None

    moment = first_game(content, island)
    seat, u, h, a2 = island(moment)
    state = engine.copy_state(moment)
    fleet(state, seat, [n for n in around(state, h)][:1])     # a ship next door: no hop
    if engine.Action(seat, "place_disc", ("migration",)) in engine.legal_actions(state):
        migrate(state, seat)
        assert not can_move(state, u, h, a2)
    state = moment
    fleet(state, seat, [h])
    migrate(state, seat)
    assert can_move(state, u, h, a2)
    assert actions.convoy_route(state, seat, u, h, a2) == ((pieces.ship_slots(state, seat)[0], h, h),)


# --- R5.7, R5.8: a ship migrates into a free port ---------------------------------------------

def port_moment(state):
    """A phase-5 turn with a disc and florins to use a port, on a map with a port that the
    seat does not control through a town on its hex: the port's index, or None."""
    if not turn_with_disc(state):
        return None
    seat = state.frames[-1]["seat"]
    if state.players[seat]["florins"] < 2:
        return None
    return next((b for b, (h, _, kind) in enumerate(state.buildings)
                 if kind == "port" and pieces.town_controller(state, h) != seat), None)


def test_reading_a_ship_migrates_into_a_free_port_controls_and_uses_it_r5_7_r5_8(content):
    state = first_game(content, lambda s: port_moment(s) is not None)
    seat = state.frames[-1]["seat"]
    b = port_moment(state)
    h = state.buildings[b][0]
    occupant = pieces.occupants(state).get(b)
    if occupant is not None:                         # its occupant has walked out of it
        state.units[occupant] = state.units[occupant][:B] + (-1,)
    if b in state.used_buildings:
        state.used_buildings.remove(b)
    fleet(state, seat, [h])
    ship = pieces.ship_slots(state, seat)[0]
    assert pieces.controller(state, b) != seat
    migrate(state, seat)
    do(state, seat, "enter", ship, b)
    assert state.units[ship][B] == b and pieces.controller(state, b) == seat
    do(state, seat, "done")
    use = engine.Action(seat, "use_building", (b,))
    assert use in engine.legal_actions(state)
    florins = state.players[seat]["florins"]
    engine.apply(state, use)
    top = state.frames[-1]
    assert top["k"] == "market" and top["markets"] == ("export",) and top["left"] == 2
    assert state.players[seat]["florins"] == florins - content.rules["market_use"]["florins"]
    assert state.units[ship][2] == 1                 # the ship worked the port: engaged
    assert check(state) == []


# --- R3.2: the turn order is drawn by lot -----------------------------------------------------

def test_reading_the_setup_order_is_a_permutation_drawn_from_the_seed_r3_2(content):
    """Over many seeds every order of 3 players comes up (a first player and then
    clockwise gives only 3 of the 6); the same seed draws the same order."""
    seen = {}
    for seed in range(120):
        order = engine.new_game(content, NAMES[:3], "short", seed).order
        assert sorted(order) == [0, 1, 2]
        seen[order] = seen.get(order, 0) + 1
    assert set(seen) == set(itertools.permutations(range(3)))
    assert min(seen.values()) >= 8                   # each about a sixth of the seeds
    assert engine.new_game(content, NAMES[:3], "short", 7).order == \
        engine.new_game(content, NAMES[:3], "short", 7).order


def test_reading_the_first_round_follows_the_drawn_order_r3_2_r4(content):
    """Round 0's placements go in the drawn order, from the first seat in it."""
    state = next(s for s in (engine.new_game(content, NAMES[:3], "short", seed) for seed in range(60))
                 if s.order not in {(0, 1, 2), (1, 2, 0), (2, 0, 1)})
    placed = []
    while state.round == 0:
        seat = engine.to_act(state)
        if not placed or placed[-1] != seat:
            placed.append(seat)
        engine.apply(state, engine.legal_actions(state)[0])
    assert tuple(placed[:3]) == state.order
