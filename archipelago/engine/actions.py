"""Phase 5, the actions (R5.5-R5.13): turns, the action wheel and its actions, markets
and ports, eviction of rebels.

Each wheel action is a frame. Cards that grant a "free action" push the same frames
with modifiers (DECK 3 `free_action`), so every rule of an action lives here once.
"""

from archipelago.vocab import CONSTRUCTIONS

from . import board, pieces, tables
from .bank import (NO, buy, can_afford, cost_blocker, discs_free, gain, market_price, move_marker,
                   pay, pay_cubes, sell, take_cubes, take_explorer_token, transfer)
from .core import emit
from .deck import draw_hex
from .effects import bonus_options, card_options, declare_bonus, use_card
from .flow import act, automatic, begin, decision, forget, keep, kept, pop, push, starter
from .kinds import (ACTIONS, ALL_SHIPS_OUT, AREA_FULL, ASK, ASK_PERMISSION, BENEFACTOR, BUILD,
                    BUILDING_USED, DECLINE, DISC, DISC_TAKEN, DONE, END_TURN, ENTER, EVICT, EXPLORE,
                    EXPLORE_DISCARD, EXPLORE_PICK, EXPLORE_PUT, EXPLORE_TAKE, EXPLORE_UNIT, GRANT,
                    GRANT_FOR, HARVEST, HEX_DISCARDED, HEX_DRAWN, HEX_HAS, HEX_LOST, MARKET,
                    MARKET_EMPTY, MIGRATE, MOVE, NOT_CONTROLLED, NOT_NOW, NO_BUILD, NO_CUBE,
                    NO_DISC, NO_HARVEST, NO_HEX_LEFT, NO_MOVER, NO_ROOM, NO_SURPLUS, NO_TOKENS,
                    NO_TRADE, OFFER, ONE_SIDE, OTHER_MARKET, P5, PASS, PAY_PERMIT, PERMISSION,
                    PERMISSION_PRICE, PERMIT, PLACE_DISC, PORT_ONLY, RECRUIT, REFUSE, REPRODUCED,
                    RESERVE_EMPTY, TAXES, TURN, TX, USE_BUILDING, USE_CARD, WHEEL_ACTION)
from .pieces import A, B, D, E, H, I, ON_WONDER, REBEL, STANDING
from .setup import add_citizen, discover, place_hex, placements
from .trades import open_offer, openers


# --- the phase and its turns (R5.5) -----------------------------------------------------

def start_actions(state):
    """Phase 5 begins with the first player in turn order."""
    push(state, {"k": P5, "i": 0, "passed": ()})


def run_p5(state, f):
    """Turns go around in turn order until every player has passed."""
    order = state.order
    passed = f["passed"]
    if len(passed) == len(order):
        pop(state)
        return
    i = f["i"]
    while order[i % len(order)] in passed:
        i += 1
    seat = order[i % len(order)]
    f["i"] = (i + 1) % len(order)
    push(state, {"k": TURN, "seat": seat, "did": 0, "disc": 0, "card": 0, "offers": 0})


def turn_legal(state, f):
    """A disc on the wheel, a card, a building, an eviction, an offer (R9), then end the
    turn or pass. All but the offers and the last is kept with the turn's frame (flow.keep)
    while only offers come and go (a trade made forgets it, trades.hand): a turn comes
    back to its player after each offer he opens (issue 12)."""
    seat = f["seat"]
    out = kept(state, f)
    if out is None:
        occ = pieces.occupants(state)
        out = []
        if not f["disc"] and discs_free(state.players[seat]) > 0:
            out += wheel_options(state, seat, occ)
        if not f["card"]:
            out += card_options(state, seat)
        out += building_options(state, seat, occ)
        out += evict_options(state, seat, occ)
        keep(state, f, out)
    out = out + openers(state, f, seat)
    out.append(act(seat, END_TURN) if f["did"] else act(seat, PASS))
    return out


def turn_act(state, f, a):
    seat = a.seat
    kind = a.kind
    if kind != OFFER:
        forget(state, TURN)
    if kind == PLACE_DISC:
        f["disc"] = 1
        f["did"] = 1
        place_disc(state, seat, a.args[0])
    elif kind == USE_CARD:
        f["card"] = 1
        f["did"] = 1
        use_card(state, seat, a.args[0])
    elif kind == USE_BUILDING:
        f["did"] = 1
        use_building(state, seat, a.args[0])
    elif kind == EVICT:
        evict(state, seat, a.args[0])
    elif kind == OFFER:
        open_offer(state, f, a)
    elif kind == PASS:
        emit(state, PASS, seat=seat)
        p5 = state.frames[-2]
        p5["passed"] = p5["passed"] + (seat,)
        pop(state)
    else:   # end_turn
        emit(state, END_TURN, seat=seat)
        pop(state)


# --- the action wheel (R7.7, R8) --------------------------------------------------------

def circle_blocker(state, seat, space):
    """R7.7: None if the seat may put a disc on this space of the game's wheel side as far
    as its circles go (an unlimited space always), else why not (tables.circle_blocker)."""
    limits = tables.wheel_limits(state.content.rules, state.cfg["wheel_side"], space)
    return None if limits is None else tables.circle_blocker(limits, state.wheel.get(space, ()), seat)


def circle_free(state, seat, space):
    """R7.7: may the seat put a disc on this limited space of the game's wheel side?"""
    return circle_blocker(state, seat, space) is None


def space_blocker(state, seat, space, occ=None, can_harvest=None, limits=None):
    """R5.5-R5.13, R7.7: None if the seat may put a disc on `space` now (the wheel's own
    tests, as wheel_options makes them), else why not (a reason of kinds.py). The turn's
    own checks (a disc already placed, none left) are turn_blocker's. `occ`
    (pieces.occupants), `can_harvest` (harvestable) and `limits` (the wheel side's
    limited spaces, tables.wheel_side_limits) may be passed in."""
    if limits is None:
        limits = tables.wheel_side_limits(state.content.rules, state.cfg["wheel_side"])
    lim = limits.get(space)
    if lim is not None:
        why = tables.circle_blocker(lim, state.wheel.get(space, ()), seat)
        if why is not None:
            return why
    if space.startswith("harvest:"):
        res = space[len("harvest:"):]
        if can_harvest is None:
            can_harvest = harvestable(state, seat)
        return None if res in can_harvest else \
            (NO_HARVEST, res, int(res in state.content.rules["sea_resources"]))
    if space == "migration":
        return None if can_migrate(state, seat, occ) else (NO_MOVER,)
    if space == "recruitment":
        return recruit_stop(state, seat, WHEEL_RECRUIT)
    if space == "trade":
        return None if any(market_moves(state, seat, WHEEL_TRADE)) else (NO_TRADE,)
    if space == "build":
        return None if any(build_moves(state, seat, None)) else (NO_BUILD,)
    if space == "reproduction" and state.players[seat]["reproduced"]:
        return (REPRODUCED,)
    if space == "exploration" and not (state.hex_stack or state.hex_discard):
        return (NO_HEX_LEFT,)
    return None


def turn_blocker(state, f, seat):
    """R5.5: None if the seat's turn `f` still allows a disc on the wheel, else why not."""
    if f["disc"]:
        return (DISC_TAKEN,)
    if discs_free(state.players[seat]) <= 0:
        return (NO_DISC,)
    return None


def wheel_options(state, seat, occ=None):
    """The wheel spaces the seat may put a disc on, in the wheel's order: those
    space_blocker lets through, i.e. whose action has a move now (asked as yes/no: the
    move generators stop at the first move; `occ`: pieces.occupants)."""
    can_harvest = harvestable(state, seat)
    rules, side = state.content.rules, state.cfg["wheel_side"]
    limits = tables.wheel_side_limits(rules, side)
    return [act(seat, PLACE_DISC, space) for space in tables.wheel_spaces(rules, side)
            if space_blocker(state, seat, space, occ, can_harvest, limits) is None]


def place_disc(state, seat, space):
    """One AD onto a wheel space, then the action (R5.5)."""
    state.players[seat]["discs_used"] += 1
    state.wheel[space] = state.wheel.get(space, ()) + (seat,)
    emit(state, DISC, seat=seat, space=space)
    start_action(state, seat, space)


def start_action(state, seat, space, card="", **mods):
    """Carry out one wheel action, from a disc or from a card's free action (DECK 3.7:
    `card` names it)."""
    if space.startswith("harvest:"):
        push(state, {"k": HARVEST, "seat": seat, "res": space[8:], "mult": 1, "n": 0,
                     "granted": (), "refused": (), "bonus": 0})
    elif space == "migration":
        push(state, {"k": MIGRATE, "seat": seat, "moved": ()})
    elif space == "recruitment":
        push(state, dict(WHEEL_RECRUIT, k=RECRUIT, seat=seat,
                         left=mods.get("max_items", -1), price=mods.get("price_override", -1)))
    elif space == "trade":
        push(state, dict(WHEEL_TRADE, k=MARKET, seat=seat))
    elif space == "build":
        push(state, {"k": BUILD, "seat": seat, "left": mods.get("max_items", 1),
                     "only": tuple(mods.get("only") or ())})
    elif space == "taxes":
        taxes(state, seat, card)
    elif space == "reproduction":
        reproduce(state, seat)
    elif space == "exploration":
        push(state, {"k": EXPLORE, "seat": seat, "stage": "look", "hex": "", "side": 0,
                     "q": 0, "r": 0, "rot": 0, "ship": 1 if mods.get("unit") == "ship" else 0})


# --- R5.6 harvest -----------------------------------------------------------------------

def taken_icons(state):
    """(hex, icon) pairs already covered by a unit or a barbarian coin."""
    out = {(t[H], t[I]) for t in state.units if t is not None and t[I] >= 0}
    out.update(tuple(c[:2]) for c in state.coins)
    return out


def harvestable(state, seat):
    """The resources the seat could harvest now, itself or with a town's permission: a
    free icon of the resource where an active unit of its stands (a citizen on its land
    area, a ship in the sea), in one pass (R5.6; what harvest_moves and permission_hexes
    find for each resource)."""
    sea = state.content.rules["sea_resources"]
    taken = taken_icons(state)
    out = set()
    for u, t in pieces.active_units(state, seat):
        h = t[H]
        ship = pieces.is_ship(state, u)
        area = -1 if ship else t[A]
        for idx, r in board.area_icons(state, h, area):
            if (r in sea) == ship and (h, idx) not in taken:
                out.add(r)
    return out


def foreign_towns(state, seat, occ=None):
    """Hexes whose town another player controls: the seat harvests there only with the
    controller's permission (R5.6; `occ`: pieces.occupants, if the caller has it)."""
    out = set()
    seen = set()    # the first town of a hex is its town (pieces.building_on)
    for b, (h, _, kind) in enumerate(state.buildings):
        if kind == "town" and h not in seen:
            seen.add(h)
            if occ is None:
                occ = pieces.occupants(state)
            tc = pieces.controller(state, b, occ)
            if tc is not None and tc != seat:
                out.add(h)
    return out


def harvest_moves(state, seat, res, granted, refused, foreign=None, taken=None):
    """(unit, icon) for each active unit of the seat that can harvest `res` where it
    stands: one free icon per unit; towns of others need permission (R5.6). `foreign`
    (foreign_towns) and `taken` (taken_icons, not changed here) may be passed in."""
    fish = res in state.content.rules["sea_resources"]
    slots = pieces.ship_slots(state, seat) if fish else pieces.citizen_slots(state, seat)
    units = state.units
    if foreign is None:
        foreign = foreign_towns(state, seat)
    if taken is None:
        taken = taken_icons(state)
    claimed = set()     # icons given to a unit earlier in this list
    out = []
    for u in slots:
        t = units[u]
        if not pieces.is_active(t):
            continue
        h = t[H]
        if h in refused or h in foreign and h not in granted:
            continue
        area = -1 if fish else t[A]
        for idx, r in board.area_icons(state, h, area):
            if r == res and (h, idx) not in taken and (h, idx) not in claimed:
                out.append((u, idx))
                claimed.add((h, idx))
                break
    return out


def permission_hexes(state, seat, res, asked, foreign=None, taken=None):
    """Hexes where the seat could harvest `res` but another player controls the town
    (`foreign`: foreign_towns, `taken`: taken_icons, if the caller has them)."""
    if foreign is None:
        foreign = foreign_towns(state, seat)
    out = []
    if not foreign:
        return out
    fish = res in state.content.rules["sea_resources"]
    slots = pieces.ship_slots(state, seat) if fish else pieces.citizen_slots(state, seat)
    if taken is None:
        taken = taken_icons(state)
    for u in slots:
        t = state.units[u]
        if not pieces.is_active(t):
            continue
        h = t[H]
        if h not in foreign or h in asked or h in out:
            continue
        area = -1 if fish else t[A]
        if any(r == res and (h, idx) not in taken
               for idx, r in board.area_icons(state, h, area)):
            out.append(h)
    return out


def harvest_legal(state, f):
    seat = f["seat"]
    foreign = foreign_towns(state, seat)
    taken = taken_icons(state)
    moves = harvest_moves(state, seat, f["res"], f["granted"], f["refused"], foreign, taken)
    out = [act(seat, HARVEST, u, icon) for u, icon in moves]
    out += [act(seat, ASK, h) for h in permission_hexes(
        state, seat, f["res"], f["granted"] + f["refused"], foreign, taken)]
    if not f["bonus"]:
        out += bonus_options(state, seat, f["res"])
    out.append(act(seat, DONE))
    return out


def harvest_act(state, f, a):
    seat = a.seat
    if a.kind == HARVEST:
        u, icon = a.args
        t = state.units[u]
        state.units[u] = t[:E] + (1, t[D], icon, -1)
        got = take_cubes(state, seat, f["res"], f["mult"])
        f["n"] = f["n"] + 1
        emit(state, HARVEST, seat=seat, unit=u, hex=t[H], icon=icon, res=f["res"], got=got)
    elif a.kind == ASK:
        h = a.args[0]
        push(state, {"k": PERMIT, "seat": pieces.town_controller(state, h), "asker": seat,
                     "hex": h, "price": 0})
        emit(state, ASK_PERMISSION, seat=seat, hex=h)
    elif a.kind == USE_CARD:
        declare_bonus(state, f, a.args[0])
    else:
        pop(state)


def permit_legal(state, f):
    seat = f["seat"]
    if f["price"]:
        return [act(seat, PAY_PERMIT), act(seat, DECLINE)] \
            if state.players[seat]["florins"] >= f["price"] else [act(seat, DECLINE)]
    prices = state.content.rules["negotiation"]["permission_prices"]
    return [act(seat, GRANT), act(seat, REFUSE)] + \
        [act(seat, GRANT_FOR, k) for k in prices]


def permit_act(state, f, a):
    """R5.6: the town's controller grants or refuses harvest permission, perhaps for a
    price (R9); a priced grant asks the harvester to pay or decline."""
    kind = a.kind
    if kind == GRANT_FOR:
        f["price"] = a.args[0]
        f["grantor"] = f["seat"]
        f["seat"] = f["asker"]
        emit(state, PERMISSION_PRICE, seat=f["grantor"], to=f["asker"], florins=a.args[0])
        return
    if kind == PAY_PERMIT:
        transfer(state, f["seat"], f["grantor"], f["price"])
    granted = kind in (GRANT, PAY_PERMIT)
    pop(state)
    h = state.frames[-1]
    key = "granted" if granted else "refused"
    h[key] = h[key] + (f["hex"],)
    emit(state, PERMISSION, hex=f["hex"], granted=granted, to=f["asker"])


# --- R5.7 migration ---------------------------------------------------------------------

def ship_counts(state, seat):
    """Hex -> how many active ships of the seat stand in it (R5.7: the ships that may carry
    its citizens)."""
    units = state.units
    out = {}
    for u in pieces.ship_slots(state, seat):
        t = units[u]
        if pieces.is_active(t):
            out[t[H]] = out.get(t[H], 0) + 1
    return out


def convoy_route(state, seat, u, h, area):
    """R5.7: how the seat's citizen u would reach land area `area` of hex h by convoy now:
    ((ship, hex behind, hex ahead), ...), one per border crossed with the active ship that
    bridges it (a different ship for each), or ((ship, h, h),) for a hop between two
    islands of its own hex; () if it walks there across a land edge; None if it cannot
    get there (the 3-per-hex cap aside)."""
    t = state.units[u]
    if (h, area) in board.crossing(state.at, state.hexes, state.content.faces, t[H], t[A]):
        return ()
    units = state.units
    by_hex = {}
    for s in pieces.ship_slots(state, seat):
        if pieces.is_active(units[s]):
            by_hex.setdefault(units[s][H], []).append(s)
    if h == t[H]:
        return ((by_hex[h][0], h, h),) if area != t[A] and h in by_hex else None
    ships = {x: len(us) for x, us in by_hex.items()}
    path = board.convoy_paths(state.at, state.hexes, ships, t[H]).get(h)
    if path is None:
        return None
    out = []
    for behind, ahead, x in zip(path, path[1:], board.convoy_ships(path, ships)):
        out.append((by_hex[x].pop(0), behind, ahead))
    return tuple(out)


def migration_moves(state, seat, moved, occ=None):
    """Every ("move", unit, hex, area) / ("enter", unit, building) open to the seat's
    active units that have not moved in this action (a generator: `any` stops at the
    first; `occ`: pieces.occupants, if the caller has it)."""
    units = state.units
    cap = state.cfg["hex_cap"]
    if occ is None:
        occ = pieces.occupants(state)
    per_hex = None      # the seat's citizens by hex, counted when first needed

    def room(h):
        nonlocal per_hex
        if per_hex is None:
            per_hex = pieces.citizens_by_hex(state, seat)
        return per_hex.get(h, 0) < cap

    ships = ship_counts(state, seat)
    convoys = {}
    for u in pieces.player_units(state, seat):
        t = units[u]
        if u in moved or not pieces.is_active(t):
            continue
        h, area = t[H], t[A]
        if pieces.is_ship(state, u):
            for _, n in board.neighbours(state.at, *state.hexes[h][:2]):
                yield MOVE, u, n, -1
            for b, (bh, _, kind) in enumerate(state.buildings):
                if bh == h and kind == "port" and b not in occ:
                    yield ENTER, u, b
            continue
        dests = set()
        for n, a2 in board.crossing(state.at, state.hexes, state.content.faces, h, area):
            if room(n):
                dests.add((n, a2))
        if h not in convoys:        # R5.7: the land areas a convoy takes a citizen to from here
            reach = [n for n in board.convoy_paths(state.at, state.hexes, ships, h) if room(n)]
            if h in ships:
                reach.append(h)
            convoys[h] = [(n, a) for n in reach for a in range(len(board.face_of(state, n).areas))]
        dests.update(convoys[h])
        dests.discard((h, area))
        for n, a2 in sorted(dests):
            yield MOVE, u, n, a2
        for b, (bh, ba, _) in enumerate(state.buildings):
            if bh == h and ba == area and b not in occ and t[B] != b:
                yield ENTER, u, b


def can_migrate(state, seat, occ=None):
    """R5.7: has the seat a migration move now (any of migration_moves for a fresh action)?
    The cheap moves are asked first: a ship with a placed hex beside it, a citizen with a
    land edge to a hex with room; only without one of those are the moves generated."""
    units = state.units
    at, hexes, faces = state.at, state.hexes, state.content.faces
    per_hex = None
    for u, t in pieces.active_units(state, seat):
        if pieces.is_ship(state, u):
            if board.neighbours(at, *hexes[t[H]][:2]):
                return True
            continue
        for n, _ in board.crossing(at, hexes, faces, t[H], t[A]):
            if per_hex is None:
                per_hex = pieces.citizens_by_hex(state, seat)
            if per_hex.get(n, 0) < state.cfg["hex_cap"]:
                return True
    return any(migration_moves(state, seat, (), occ))


def migrate_legal(state, f):
    seat = f["seat"]
    out = [act(seat, *m) for m in migration_moves(state, seat, f["moved"])]
    out.append(act(seat, DONE))
    return out


def migrate_act(state, f, a):
    if a.kind == DONE:
        pop(state)
        return
    u = a.args[0]
    t = state.units[u]
    if a.kind == MOVE:
        _, h, area = a.args
        state.units[u] = (h, area) + t[E:I] + (-1, -1)
        emit(state, MOVE, seat=a.seat, unit=u, frm=t[H], hex=h, area=area)
    else:
        b = a.args[1]
        state.units[u] = t[:I] + (-1, b)
        emit(state, ENTER, seat=a.seat, unit=u, building=b)
    f["moved"] = f["moved"] + (u,)


# --- R5.8 build -------------------------------------------------------------------------

def build_moves(state, seat, only):
    """(kind, unit, area) per distinct construction the seat can afford now (R5.8), as a
    generator (`any` stops at the first; what the seat can pay for is worked out as the
    kinds come up)."""
    kinds = only or CONSTRUCTIONS
    payable = {}

    def can_build(kind):
        if kind not in payable:
            payable[kind] = kind_blocker(state, seat, kind, why=False) is None
        return payable[kind]

    if not any(can_build(kind) for kind in kinds):
        return
    seen = set()
    for u, t in pieces.active_units(state, seat):
        h = t[H]
        ship = pieces.is_ship(state, u)
        for kind in kinds:
            if ship and kind != "port" or not can_build(kind):
                continue
            if kind != "ship" and pieces.building_on(state, h, kind) is not None:
                continue
            areas = range(len(board.face_of(state, h).areas)) if ship else (t[A],)
            for area in areas:
                key = (kind, h, area, ship)
                if key not in seen:
                    seen.add(key)
                    yield kind, u, area


def kind_blocker(state, seat, kind, why=True):
    """R5.8: None if a token of this construction is in the box (a ship: in the seat's
    reserve) and the seat can pay for it, else why not (bank.NO when asked without
    `why`: then the cost, the likeliest no, is asked first)."""
    fl, cu = tables.build_cost(state.content.rules, kind)
    p = state.players[seat]
    if not why and not can_afford(state, p, fl, cu):
        return NO
    if kind == "ship":
        slots = pieces.ship_slots(state, seat)
        if pieces.free_slot(state, slots) is None:
            return (ALL_SHIPS_OUT, len(slots))
    elif tables.tokens_left(state.content.rules, kind, state.buildings) <= 0:
        return (NO_TOKENS, kind)
    return cost_blocker(state, p, fl, cu, why=why)


def build_blocker(state, seat, kind, h, ship=False):
    """R5.8: None if the seat could build `kind` on hex h with a unit standing there (a
    ship builder: `ship`) as far as the hex, the box and its purse go, else why not."""
    if ship and kind != "port":
        return (PORT_ONLY,)
    if kind != "ship" and pieces.building_on(state, h, kind) is not None:
        return (HEX_HAS, kind)
    return kind_blocker(state, seat, kind)


def build_legal(state, f):
    seat = f["seat"]
    out = [act(seat, BUILD, *m) for m in build_moves(state, seat, f["only"])]
    out.append(act(seat, DONE))
    return out


def build_act(state, f, a):
    if a.kind == DONE:
        pop(state)
        return
    f["left"] -= 1
    if f["left"] <= 0:
        pop(state)
    build(state, a.seat, *a.args)


def build(state, seat, kind, u, area):
    """Pay, place the building with its builder inside (engaged), or a ready ship."""
    florins, cubes = tables.build_cost(state.content.rules, kind)
    pay(state, seat, florins)
    pay_cubes(state, seat, cubes)
    t = state.units[u]
    h = t[H]
    if kind == "ship":
        s = pieces.free_slot(state, pieces.ship_slots(state, seat))
        state.units[s] = (h, -1, 0, STANDING, -1, -1)
        emit(state, BUILD, seat=seat, kind=kind, hex=h, unit=s)
        return
    state.buildings.append((h, area, kind))
    b = len(state.buildings) - 1
    state.units[u] = t[:E] + (1, t[D], -1, b)
    emit(state, BUILD, seat=seat, kind=kind, hex=h, area=area, building=b)
    if kind == "temple":
        per_temple = state.content.rules["options"]["benefactor_per_temple"]
        begin(state, BENEFACTOR, seat=seat, k=per_temple)


# --- R5.9 trade, and markets/ports/cards making transactions ------------------------------

WHEEL_TRADE = {"markets": ("domestic", "export"), "kinds": ("buy", "sell"), "left": 1,
         "buy_price": -1, "bonus": 0}


def market_blocker(state, seat, f, market, side, res, why=True):
    """R5.9: None if the market frame `f` lets the seat make this transaction now, else
    why not (a reason of kinds.py; bank.NO when asked without `why`): the frame's markets
    and sides, a cube on the market to buy and its price (a card's fixed price replacing
    the row's), a cube of the seat's to sell and a free space for it."""
    if market not in f["markets"]:
        return (OTHER_MARKET, f["markets"][0]) if why else NO
    if side not in f["kinds"]:
        return (ONE_SIDE, f["kinds"][0]) if why else NO
    p = state.players[seat]
    if side == "buy":
        price = market_price(state, market, res, "buy")
        if price is None:
            return (MARKET_EMPTY, market, res) if why else NO
        if f["buy_price"] >= 0:
            price = f["buy_price"]
        return None if p["florins"] >= price else cost_blocker(state, p, price, {}, why=why)
    if p["cubes"][res] <= 0:
        return (NO_CUBE, res) if why else NO
    if market_price(state, market, res, "sell") is None:
        return (AREA_FULL, market, res) if why else NO
    return None


def market_moves(state, seat, f):
    """(tx, market, side, resource) of each transaction the frame allows (R5.9:
    market_blocker asked yes/no), as a generator."""
    sides = [side for side in ("buy", "sell") if side in f["kinds"]]
    for market in f["markets"]:
        for res in state.content.rules["resources"]:
            for side in sides:
                if market_blocker(state, seat, f, market, side, res, why=False) is None:
                    yield TX, market, side, res


def market_legal(state, f):
    seat = f["seat"]
    return [act(seat, *m) for m in market_moves(state, seat, f)] + [act(seat, DONE)]


def market_act(state, f, a):
    if a.kind == DONE:
        pop(state)
        return
    market, side, res = a.args
    if side == "buy":
        buy(state, a.seat, market, res, None if f["buy_price"] < 0 else f["buy_price"])
    else:
        sell(state, a.seat, market, res, f["bonus"])
    f["left"] -= 1
    if f["left"] <= 0:
        pop(state)


def building_blocker(state, seat, b, occ=None, why=True):
    """R5.8: None if the seat may use building b now (a market or port it controls,
    unused this round, and the fee), else why not (bank.NO when asked without `why`;
    `occ`: pieces.occupants). R5.5 (ruling corrected 2026-12-06): no limit per turn, so
    two markets (or two ports) are both used in one turn, the fee for each."""
    kind = state.buildings[b][2]
    if kind not in ("market", "port"):
        return (NOT_NOW,) if why else NO
    if pieces.controller(state, b, occ) != seat:
        return (NOT_CONTROLLED,) if why else NO
    if b in state.used_buildings:
        return (BUILDING_USED,) if why else NO
    return cost_blocker(state, state.players[seat], state.content.rules["market_use"]["florins"],
                        {}, why=why)


def building_options(state, seat, occ):
    """R5.8, R5.5: markets and ports the seat may use now, every one it controls unused
    this round (building_blocker asked yes/no; the fee, the likeliest no, first; `occ`:
    pieces.occupants)."""
    if state.players[seat]["florins"] < state.content.rules["market_use"]["florins"]:
        return []
    return [act(seat, USE_BUILDING, b) for b, (_, _, kind) in enumerate(state.buildings)
            if kind in ("market", "port") and building_blocker(state, seat, b, occ, False) is None]


def use_building(state, seat, b):
    """Pay onto the wheel; the building's unit (or the town's) is engaged; then 2
    transactions on board I (market) or board II (port)."""
    use = state.content.rules["market_use"]
    state.players[seat]["florins"] -= use["florins"]
    state.wheel_florins += use["florins"]
    state.used_buildings.append(b)
    occ = pieces.occupants(state)
    u = occ.get(b)
    if u is None or state.units[u][D] == REBEL:
        u = occ.get(pieces.building_on(state, state.buildings[b][0], "town"))
    if u is not None:
        t = state.units[u]
        state.units[u] = t[:E] + (1,) + t[D:]
    market = "domestic" if state.buildings[b][2] == "market" else "export"
    emit(state, USE_BUILDING, seat=seat, building=b, florins=use["florins"])
    push(state, {"k": MARKET, "seat": seat, "markets": (market,), "kinds": ("buy", "sell"),
                 "left": use["transactions"], "buy_price": -1, "bonus": 0})


def evict_options(state, seat, occ):
    """R5.8: the town's controller may evict a rebel from a building on the town's hex
    (`occ`: pieces.occupants)."""
    out = []
    for b, u in occ.items():
        h, _, kind = state.buildings[b]
        if kind != "town" and state.units[u][D] == REBEL \
                and pieces.town_controller(state, h, occ) == seat:
            out.append(act(seat, EVICT, b))
    return out


def evict(state, seat, b):
    u = pieces.occupants(state)[b]
    t = state.units[u]
    state.units[u] = t[:B] + (-1,)
    emit(state, EVICT, seat=seat, building=b, unit=u)


# --- R5.10 recruitment (and cards placing citizens) -------------------------------------

WHEEL_RECRUIT = {"left": -1, "price": -1, "surplus_each": -1, "needs_surplus": 1}


def recruit_cost(state, f):
    """Florins one citizen of this frame costs: a card's fixed price, else R5.10's."""
    if f["price"] >= 0:
        return f["price"]
    return tables.recruit_price(state.content.rules, state.surplus)


def recruit_blocker(state, seat, f):
    """R5.10: None if the seat has a citizen in reserve, the surplus the frame asks and the
    price, else why not (then recruit_moves finds no room only where every hex is full)."""
    slots = pieces.citizen_slots(state, seat)
    if pieces.free_slot(state, slots) is None:
        return (RESERVE_EMPTY, len(slots), sum(1 for u in slots if state.units[u][H] == ON_WONDER))
    price = recruit_cost(state, f)
    if f["needs_surplus"] and (state.surplus <= 0 or price is None):
        return (NO_SURPLUS,)
    if state.players[seat]["florins"] < (price or 0):
        return cost_blocker(state, state.players[seat], price, {})
    return None


def recruit_stop(state, seat, f):
    """R5.10: None if the seat could recruit a citizen under frame `f` (or a card's recruit
    modifiers) somewhere now, else why not: recruit_blocker's reasons, then (NO_ROOM,
    citizens per hex) when every hex where it has a unit is full."""
    why = recruit_blocker(state, seat, f)
    if why is None and not any(recruit_spots(state, seat)):
        why = (NO_ROOM, state.cfg["hex_cap"])
    return why


def recruit_moves(state, seat, f):
    """(hex, area) for each land area a citizen could join: a hex with a unit of the seat,
    3 per hex, 10 in all, surplus > 0 and the price if the frame asks it (R5.10:
    recruit_blocker); a generator."""
    return () if recruit_blocker(state, seat, f) is not None else recruit_spots(state, seat)


def recruit_spots(state, seat):
    """(hex, area) for each land area of a hex with a unit of the seat that holds fewer
    than `hex_cap` of its citizens (R5.10), as a generator."""
    cap = state.cfg["hex_cap"]
    for h in sorted(pieces.hexes_with_units(state, seat)):
        if pieces.citizens_on_hex(state, seat, h) < cap:
            for a in range(len(board.face_of(state, h).areas)):
                yield h, a


def recruit_legal(state, f):
    seat = f["seat"]
    return [act(seat, RECRUIT, h, a) for h, a in recruit_moves(state, seat, f)] + \
        [act(seat, DONE)]


def recruit_act(state, f, a):
    if a.kind == DONE:
        pop(state)
        return
    seat = a.seat
    price = recruit_cost(state, f)
    pay(state, seat, price or 0)
    add_citizen(state, seat, *a.args)
    if f["surplus_each"]:
        move_marker(state, "surplus", f["surplus_each"], (RECRUIT, seat))
    if state.over is None and f["left"] > 0:
        f["left"] -= 1
        if f["left"] == 0:
            pop(state)


# --- R5.11 reproduction, R5.13 taxes -----------------------------------------------------

def reproduce(state, seat):
    """On every hex with exactly 2 non-rebel citizens of the seat (and room), one more from
    the reserve joins them, on the land area of the first of them; hexes in map order
    while the reserve lasts. Once per player per round."""
    state.players[seat]["reproduced"] = True
    units = state.units
    by_hex = {}
    for u in pieces.citizen_slots(state, seat):
        t = units[u]
        if t is not None and t[H] >= 0:
            by_hex.setdefault(t[H], []).append(t)
    for h in sorted(by_hex):
        ts = by_hex[h]
        alive = [t for t in ts if t[D] != REBEL]
        if len(alive) == 2 and len(ts) < state.cfg["hex_cap"]:
            if pieces.free_slot(state, pieces.citizen_slots(state, seat)) is None:
                break
            add_citizen(state, seat, h, alive[0][A])
            if state.over is not None:
                return


def taxes(state, seat, card=""):
    """R5.13: rebellion +1, then income by the tax table for non-rebel citizens on the map."""
    rules = state.content.rules
    move_marker(state, "rebellion", rules["taxes"]["rebellion"], (TAXES, seat, card))
    if state.over is not None:
        return
    units = state.units
    n = sum(1 for u in pieces.citizen_slots(state, seat)
            if units[u] is not None and units[u][H] >= 0 and units[u][D] != REBEL)
    got = gain(state, seat, tables.tax_income(rules, n))
    emit(state, TAXES, seat=seat, citizens=n, florins=got)


# --- R5.12 exploration ------------------------------------------------------------------

def explore_legal(state, f):
    seat = f["seat"]
    if f["stage"] == "look":
        return [act(seat, EXPLORE_TAKE), act(seat, EXPLORE_DISCARD)]
    if f["stage"] == "place":
        return [act(seat, EXPLORE_PUT, side, q, r, rot)
                for side, rot, q, r in exploration_spots(state, f)]
    return [act(seat, EXPLORE_UNIT, u) for u in explorers(state, f)]


def run_explore(state, f):
    """Automatic steps: nothing left to draw, or the hex fits nowhere (it leaves the game)."""
    if f["stage"] == "look" and not (state.hex_stack or state.hex_discard):
        pop(state)
        return
    if f["stage"] == "place" and not any(exploration_spots(state, f)):
        state.hex_out.append((f["hex"], f["side"]))
        emit(state, HEX_LOST, seat=f["seat"], hex=f["hex"])
        pop(state)
        return
    f["k"] = EXPLORE_PICK


def explore_act(state, f, a):
    seat = a.seat
    f["k"] = EXPLORE
    if a.kind in (EXPLORE_TAKE, EXPLORE_DISCARD):
        if a.kind == EXPLORE_DISCARD:
            state.hex_discard.append(draw_hex(state))
            emit(state, HEX_DISCARDED, seat=seat)
        top = draw_hex(state)
        if top is None:
            pop(state)
            return
        f["hex"], f["side"] = top
        f["stage"] = "place"
        emit(state, HEX_DRAWN, seat=seat, hex=top[0], side=top[1])
    elif a.kind == EXPLORE_PUT:
        f["side"], f["q"], f["r"], f["rot"] = a.args
        f["stage"] = "unit"
        us = explorers(state, f)
        if len(us) == 1:
            finish_exploration(state, f, us[0])
    else:
        finish_exploration(state, f, a.args[0])


def _movers(state, f):
    """The seat's active units that may explore, by hex: (unit, land area or -1, ship);
    only ships when the exploration is a ship's (R5.12)."""
    out = {}
    for u, t in pieces.active_units(state, f["seat"]):
        ship = pieces.is_ship(state, u)
        if ship or not f["ship"]:
            out.setdefault(t[H], []).append((u, t[A], ship))
    return out


def _entries(state, f, face, rot, touching, movers=None):
    """(unit, area) for the units of the seat that can move onto the new hex, by slot:
    ships across any touching edge, citizens across an L-L edge from their land area
    (no convoy), active only (R5.12; `movers`: _movers, if the caller has them)."""
    if movers is None:
        movers = _movers(state, f)
    new_sides = board.sides(face, rot)
    out = []
    for s, n in touching:
        for u, area, ship in movers.get(n, ()):
            if ship:
                out.append((u, -1))
            elif area >= 0 and \
                    board.hex_sides(state.hexes, state.content.faces, n)[(s + 3) % 6] == area:
                out.append((u, new_sides[s]))
    out.sort()
    return out


def exploration_spots(state, f):
    """(side, rot, q, r): the face fits touching >= 2 hexes and a unit can move in (a
    generator: `any` stops at the first)."""
    movers = _movers(state, f)
    if not movers:
        return
    hexes = state.content.hexes
    front = board.frontier(state.at)
    for side in (0, 1):
        face = hexes[f["hex"]].faces[side]
        for rot, q, r, touching in placements(state, face, min_touch=2, front=front):
            if _entries(state, f, face, rot, touching, movers):
                yield side, rot, q, r


def chosen_spot(state, f):
    """The face the explorer chose and the placed hexes it touches at the chosen spot."""
    face = state.content.hexes[f["hex"]].faces[f["side"]]
    return face, board.fits(state.at, state.hexes, state.content.faces, face,
                            f["rot"], f["q"], f["r"])


def explorers(state, f):
    face, touching = chosen_spot(state, f)
    return [u for u, _ in _entries(state, f, face, f["rot"], touching)]


def finish_exploration(state, f, u):
    """Place the hex, move the unit in, then the gains of R5.12."""
    seat = f["seat"]
    face, touching = chosen_spot(state, f)
    area = dict(_entries(state, f, face, f["rot"], touching))[u]
    h = place_hex(state, seat, f["hex"], f["side"], f["q"], f["r"], f["rot"])
    t = state.units[u]
    state.units[u] = (h, area) + t[E:I] + (-1, -1)
    emit(state, MOVE, seat=seat, unit=u, frm=t[H], hex=h, area=area)
    pop(state)
    take_explorer_token(state, seat)
    discover(state, seat, h)


starter(ACTIONS, start_actions)
starter(WHEEL_ACTION, start_action)
automatic(P5, run_p5)
decision(TURN, turn_legal, turn_act)
decision(HARVEST, harvest_legal, harvest_act)
decision(PERMIT, permit_legal, permit_act)
decision(MIGRATE, migrate_legal, migrate_act)
decision(BUILD, build_legal, build_act)
decision(MARKET, market_legal, market_act)
decision(RECRUIT, recruit_legal, recruit_act)
automatic(EXPLORE, run_explore)
decision(EXPLORE_PICK, explore_legal, explore_act)
