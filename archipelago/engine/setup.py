"""Setup (R3) and round 0, the first discovery (R4)."""

from collections.abc import Sequence
from typing import Any

from archipelago.vocab import TRACKED_MEASURES

from . import board, pieces
from .bank import change_population, move_marker, take_cubes, take_explorer_token, supply_market
from .core import State, emit, log, rand_below, rand_order, shuffle
from .flow import act, advance, automatic, decision, pop, push
from .kinds import (CITIZEN, DISCOVER, DISCOVER_PICK, GAIN, HEX, R0_AREA, R0_PICK, R0_PLACE,
                    R0_PUT, REDEAL, ROUND, ROUND0, ROUND0_DONE, SETUP, TO_MARKET, TO_SELF)
from .pieces import FRESH


def new_game(content: Any, players: Sequence[str], length: str = "short",
             seed: int = 0, objectives: dict[int, str] | None = None) -> State:
    """R3: a new game for 2-5 named players; the first seat to decide places a hex (R4).
    `objectives` (simulations and tests, issue 37): {seat: objective id} dealt to those
    seats at the end of round 0 (R11.1) instead of the card the shuffle gives them; the
    shuffle and every other draw are the seed's (`deal_objectives`)."""
    rules = content.rules
    n = len(players)
    if not rules["players"]["min"] <= n <= rules["players"]["max"]:
        raise ValueError(f"{n} players: the game takes {rules['players']['min']}"
                         f"-{rules['players']['max']}")
    if length not in rules["lengths"]:
        raise ValueError(f"unknown game length {length!r}; choose one of {', '.join(rules['lengths'])}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the seed must be an integer")
    pieces_ = rules["pieces"]
    start = rules["start"]
    side = next(s for s in rules["wheel"]["sides"] if n in s["players"])
    dealt = _fixed_objectives(content, n, length, objectives)
    s = State.__new__(State)
    s.content = content
    s.events = None
    s.legal = s.memo = None
    s.log_plain = None
    s.facts = None
    s.cfg = {
        "names": [str(p) for p in players],
        "n": n,
        "length": length,
        "seed": seed,
        "citizens": pieces_["citizens"],
        "ships": pieces_["ships"],
        "unit_slots": pieces_["citizens"] + pieces_["ships"],
        "max_discs": pieces_["action_discs"],
        "discs_per_pile": rules["action_discs_per_empty_pile"],
        "hex_cap": rules["citizens_per_hex"],
        "stability_max": rules["stability"]["max"],
        "surplus_max": rules["surplus_board"]["max"],
        "wheel_side": side["name"],
    }
    if dealt is not None:
        s.cfg["objectives"] = dealt
    s.rng = 0
    s.round = 0
    s.phase = SETUP
    s.log = None
    s.log_n = 0
    s.bank = dict(rules["bank"]["cubes"])
    s.bank_florins = rules["bank"]["florins"]
    s.dom = {r: 0 for r in rules["resources"]}
    s.exp = {r: 0 for r in rules["resources"]}
    for res, k in start["domestic_market"].items():       # R3.1
        s.bank[res] -= k
        s.dom[res] += k
    s.rebellion = s.surplus = s.population = 0
    s.players = []
    for name in s.cfg["names"]:                           # R3.2
        s.players.append({
            "name": name, "florins": 0, "cubes": {r: 0 for r in rules["resources"]},
            "tokens": 0, "discs": start["action_discs"], "discs_used": 0,
            "objective": None, "revealed": False, "reproduced": False,
            "seen": (), "stats": {k: 0 for k in TRACKED_MEASURES}, "auto_benefactor": False,
        })
        s.bank_florins -= start["florins"]
        s.players[-1]["florins"] = start["florins"]
    s.units = [None] * (n * s.cfg["unit_slots"])
    s.hexes = [(0, 0, content.start_hex.id, 0, None)]
    s.at = {(0, 0): 0}
    for seat in range(n):
        for u in list(pieces.ship_slots(s, seat))[:start["ships"]]:
            s.units[u] = (0, -1) + FRESH[2:]
    s.buildings = []
    s.used_buildings = []
    s.coins = []
    s.wheel = {}
    s.wheel_florins = 0
    s.slots = [None] * rules["track"]["slots"]
    s.owner, s.acquired, s.used_cards, s.card_discs, s.built = {}, {}, {}, {}, {}
    s.piles = list(rules["explorer_piles"])
    s.tokens_box = 0
    s.trend = None
    s.ending = None
    s.over = None
    s.frames = []
    s.order = rand_order(s, n)                            # R3.2: the whole order by lot
    log(s, ("r", "turn_order", s.order))
    stack = [(hx, rand_below(s, 2)) for hx in content.hexes]   # R3.3
    shuffle(s, stack)
    log(s, ("r", "hex_stack", tuple(stack)))
    deck = list(content.cards)                            # R3.4
    shuffle(s, deck)
    log(s, ("r", "deck", tuple(deck)))
    s.deck = deck
    s.discard = []
    s.hands = []
    for seat in range(n):
        s.hands.append(tuple(stack.pop() for _ in range(start["hexes_dealt"])))
    s.hex_stack = stack
    s.hex_discard = []
    s.hex_out = []
    push(s, {"k": ROUND0, "i": 0})
    advance(s)
    return s


def _fixed_objectives(content, n, length, objectives):
    """The objectives a game deals to given seats, as a list per seat (None: the
    shuffle's card), or None; ValueError for a card the game could not deal (R11.1:
    another length, removed at this player count, twice, or a seat not at the table)."""
    if not objectives:
        return None
    out = [None] * n
    for seat, oid in objectives.items():
        o = content.objectives.get(oid)
        if not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat {seat!r} is not at a table of {n}")
        if o is None or o.length != length or n in o.without_players:
            raise ValueError(f"objective {oid!r} is not dealt in a {length} game of {n} players")
        if oid in out:
            raise ValueError(f"objective {oid!r} is dealt twice")
        out[seat] = oid
    return out


def deal_objectives(deal, fixed):
    """The shuffle's deal {seat: card} with the cards of `fixed` (a card or None per seat)
    put in their seats: a fixed card another seat drew is swapped with it, else the seat's
    drawn card goes back to the box. The other seats keep what they drew where they can."""
    deal = dict(deal)
    for seat, oid in enumerate(fixed or ()):
        if oid is None or deal[seat] == oid:
            continue
        holder = next((t for t, o in deal.items() if o == oid), None)
        if holder is not None:
            deal[holder] = deal[seat]
        deal[seat] = oid
    return deal


# --- round 0 (R4) ------------------------------------------------------------------------

def run_round0(state, f):
    """Each player in turn order places a hex; then the track, trend and objectives."""
    i = f["i"]
    if i < len(state.order):
        f["i"] = i + 1
        state.phase = ROUND0
        seat = state.order[i]
        redeal_if_stuck(state, seat)
        push(state, {"k": R0_PLACE, "seat": seat, "stage": "pick", "pick": -1, "side": 0})
        return
    finish_round0(state)


def hand_fits(state, seat):
    hexes = state.content.hexes
    return any(placements(state, hexes[hx].faces[side], touching_hex=0)
               for hx, _ in state.hands[seat] for side in (0, 1))


def placements(state, face, touching_hex=None, min_touch=1, front=None):
    """(rot, q, r, touching) for every spot where the face fits (R2), touching at least
    `min_touch` placed hexes (and the hex `touching_hex` if given). The neighbours of a
    spot are read once for all six rotations (rotations come from content load);
    `front`: board.frontier of the map, if the caller has it. A generator: `any` stops
    at the first spot."""
    at, hexes, faces = state.at, state.hexes, state.content.faces
    rot_kinds = face.rot_kinds
    if front is None:
        front = board.frontier(at)
    for (q, r), near in front.items():
        if len(near) < min_touch:
            continue
        if touching_hex is not None and touching_hex not in near:
            continue
        touching = board.neighbours(at, q, r)
        need = []
        for s, n in touching:
            nhex = hexes[n]
            need.append((s, faces[nhex[2]].rot_kinds[nhex[3]][(s + 3) % 6]))
        for rot in range(6):
            kinds = rot_kinds[rot]
            for s, k in need:
                if kinds[s] != k:
                    break
            else:
                yield rot, q, r, list(touching)


def r0_legal(state, f):
    seat = f["seat"]
    faces = state.content.faces
    if f["stage"] == "pick":
        out = []
        for i, (hx, up) in enumerate(state.hands[seat]):
            for side in (0, 1):
                face = state.content.hexes[hx].faces[side]
                if any(placements(state, face, touching_hex=0)):
                    out.append(act(seat, R0_PICK, i, side))
        return out
    if f["stage"] == "put":
        hx, _ = state.hands[seat][f["pick"]]
        face = state.content.hexes[hx].faces[f["side"]]
        return [act(seat, R0_PUT, q, r, rot)
                for rot, q, r, _ in placements(state, face, touching_hex=0)]
    # stage "area": where the 2 citizens stand
    h = len(state.hexes) - 1
    face = faces[state.hexes[h][2]]
    return [act(seat, R0_AREA, a) for a in range(len(face.areas))]


def r0_act(state, f, a):
    seat = f["seat"]
    if a.kind == R0_PICK:
        f["pick"], f["side"] = a.args
        f["stage"] = "put"
        return
    if a.kind == R0_PUT:
        q, r, rot = a.args
        hx, _ = state.hands[seat][f["pick"]]
        hand = list(state.hands[seat])
        del hand[f["pick"]]
        state.hands[seat] = tuple(hand)
        h = place_hex(state, seat, hx, f["side"], q, r, rot)
        ship = next(u for u in pieces.ship_slots(state, seat) if state.units[u] is not None)
        state.units[ship] = (h, -1) + state.units[ship][2:4] + (-1, -1)   # R4.2
        for _ in range(state.content.rules["round0"]["explorer_tokens"]):
            take_explorer_token(state, seat)
        f["stage"] = "area"
        if len(board.face_of(state, h).areas) == 1:
            r0_citizens(state, f, seat, h, 0)
        return
    r0_citizens(state, f, seat, len(state.hexes) - 1, a.args[0])


def r0_citizens(state, f, seat, h, area):
    """R4.3-R4.5: 2 citizens on one land area, huts to surplus, then the cube choices."""
    for _ in range(state.content.rules["round0"]["citizens"]):
        add_citizen(state, seat, h, area)
    pop(state)
    discover(state, seat, h)


def redeal_if_stuck(state, seat):
    """R4.1: if none of the 3 hexes fits anywhere, they are shown, returned, and 3 new
    ones drawn (as often as the stack allows)."""
    tries = len(state.hex_stack) // 3
    while not hand_fits(state, seat) and tries > 0:
        tries -= 1
        emit(state, REDEAL, seat=seat, hexes=[hx for hx, _ in state.hands[seat]])
        state.hex_stack.extend(state.hands[seat])
        shuffle(state, state.hex_stack)
        log(state, ("r", "hex_stack", tuple(state.hex_stack)))
        k = len(state.hands[seat])
        state.hands[seat] = tuple(state.hex_stack.pop() for _ in range(k))


def place_hex(state, seat, hex_id, side, q, r, rot):
    """Put a hex face on the map; returns its index. Counts hexes placed per player (trend T07, DECK 4)."""
    face_id = state.content.hexes[hex_id].faces[side].id
    state.hexes.append((q, r, face_id, rot, seat))
    h = len(state.hexes) - 1
    state.at[(q, r)] = h
    if seat is not None:
        state.players[seat]["stats"]["hexes_placed"] += 1
    emit(state, HEX, seat=seat, hex=h, face=face_id, q=q, r=r, rot=rot)
    return h


def add_citizen(state, seat, h, area):
    """A citizen from the reserve onto a land area, active; population +1."""
    u = pieces.free_slot(state, pieces.citizen_slots(state, seat))
    state.units[u] = (h, area) + FRESH[2:]
    emit(state, CITIZEN, seat=seat, unit=u, hex=h, area=area)
    change_population(state, 1)
    return u


def discover(state, seat, h):
    """R4.4-R4.5 and R5.12 gains of a new hex: surplus +1 per hut, then a cube of a shown
    resource to the domestic market and a cube of another shown type to the player."""
    face = board.face_of(state, h)
    if face.huts:
        move_marker(state, "surplus", face.huts, (HEX, seat, h))
    push(state, {"k": DISCOVER, "seat": seat, "hex": h, "market": None})


def shown(state, h):
    """Resource types shown on hex h, in the order of rules.yaml."""
    types = {res for _, res in board.face_of(state, h).icons}
    return [r for r in state.content.rules["resources"] if r in types]


def discover_options(state, f):
    """The types the current choice may name: first the market cube, then the own cube."""
    seat = f["seat"]
    types = shown(state, f["hex"])
    if f["market"] is None:
        return [act(seat, TO_MARKET, r) for r in types
                if state.bank[r] > 0 and state.dom[r] < 3 * len(
                    state.content.rules["domestic_market"][r]["prices"])]
    if not f["market"] and len(types) < 2:
        # R4.5, R5.12: the own cube is of *another* type than the one offered to the
        # market; a hex of one type whose market area is full gives no cube at all.
        return []
    return [act(seat, TO_SELF, r) for r in types if r != f["market"] and state.bank[r] > 0]


def run_discover(state, f):
    """Forced choices resolve themselves; a real choice waits for the player."""
    opts = discover_options(state, f)
    if len(opts) > 1:
        f["k"] = DISCOVER_PICK
    elif opts:
        discover_act(state, f, opts[0])
    elif f["market"] is None:
        f["market"] = ""
    else:
        pop(state)


def discover_act(state, f, a):
    f["k"] = DISCOVER
    if a.kind == TO_MARKET:
        supply_market(state, "domestic", a.args[0])
        f["market"] = a.args[0]
    else:
        take_cubes(state, f["seat"], a.args[0], 1)
        emit(state, GAIN, seat=f["seat"], res=a.args[0])
        pop(state)


def finish_round0(state):
    """R4 end: hands back into the stack, 5 cards onto the track, a trend, objectives."""
    content = state.content
    for hand in state.hands:
        state.hex_stack.extend(hand)
    state.hands = [() for _ in state.hands]
    shuffle(state, state.hex_stack)
    log(state, ("r", "hex_stack", tuple(state.hex_stack)))
    for i in range(len(state.slots)):
        if state.deck:
            state.slots[i] = (state.deck.pop(), 0)
    trends = list(content.trends)
    state.trend = trends[rand_below(state, len(trends))]
    log(state, ("r", "trend", state.trend))
    n = state.cfg["n"]
    objectives = [o.id for o in content.objectives.values()
                  if o.length == state.cfg["length"] and n not in o.without_players]
    shuffle(state, objectives)
    deal = {seat: objectives.pop() for seat in state.order}
    for seat, oid in deal_objectives(deal, state.cfg.get("objectives")).items():
        state.players[seat]["objective"] = oid
    log(state, ("r", "objectives", tuple(p["objective"] for p in state.players)))
    emit(state, ROUND0_DONE, slots=[s[0] if s else None for s in state.slots], trend=state.trend)
    pop(state)
    state.round = 1
    push(state, {"k": ROUND, "i": 0})


automatic(ROUND0, run_round0)
decision(R0_PLACE, r0_legal, r0_act)
automatic(DISCOVER, run_discover)
decision(DISCOVER_PICK, discover_options, discover_act)
