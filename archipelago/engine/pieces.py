"""Units and buildings on the map, and who controls what (RULES R0, R1, R5.8).

Each player owns a fixed block of unit slots: first the citizens, then the ships
(`pieces` in rules.yaml). A slot holds None (in the reserve) or the tuple
(hex, area, engaged, down, icon, building):
  hex       index of the placed hex, or ON_WONDER for a citizen on a built wonder card;
  area      land area index (citizens) or -1 (ships, in the hex's sea);
  engaged   0 active, 1 engaged (used up this round);
  down      STANDING, LYING (domestic crisis) or REBEL;
  icon      index of the face icon the unit stands on, or -1;
  building  index in state.buildings the unit stands in, or -1.
A building is the tuple (hex, area, kind).
"""

H, A, E, D, I, B = range(6)
STANDING, LYING, REBEL = 0, 1, 2
ON_WONDER = -1
FRESH = (0, 0, 0, STANDING, -1, -1)   # template: replace hex and area


def is_ship(state, u):
    return u % state.cfg["unit_slots"] >= state.cfg["citizens"]


def owner(state, u):
    return u // state.cfg["unit_slots"]


def citizen_slots(state, seat):
    base = seat * state.cfg["unit_slots"]
    return range(base, base + state.cfg["citizens"])


def ship_slots(state, seat):
    base = seat * state.cfg["unit_slots"]
    return range(base + state.cfg["citizens"], base + state.cfg["unit_slots"])


def player_units(state, seat):
    base = seat * state.cfg["unit_slots"]
    return range(base, base + state.cfg["unit_slots"])


def free_slot(state, slots):
    """The first reserve slot among `slots`, or None."""
    units = state.units
    for u in slots:
        if units[u] is None:
            return u
    return None


def is_active(t):
    """Standing, not engaged, not lying or rebel: free to act (R0)."""
    return t is not None and t[E] == 0 and t[D] == STANDING and t[H] >= 0


def active_units(state, seat):
    """(slot, unit) for each active unit of the seat (R0)."""
    units = state.units
    for u in player_units(state, seat):
        t = units[u]
        if is_active(t):
            yield u, t


def citizens_on_hex(state, seat, h):
    n = 0
    units = state.units
    for u in citizen_slots(state, seat):
        t = units[u]
        if t is not None and t[H] == h:
            n += 1
    return n


def citizens_by_hex(state, seat):
    """Hex -> how many citizens of the seat stand on it, rebels included (R5.7, R5.10:
    at most `hex_cap` per hex)."""
    out = {}
    units = state.units
    for u in citizen_slots(state, seat):
        t = units[u]
        if t is not None:
            out[t[H]] = out.get(t[H], 0) + 1
    return out


def citizens_on_map(state, seat):
    """Citizens on hexes, rebels included, not those on wonder cards (DECK 0.5)."""
    n = 0
    units = state.units
    for u in citizen_slots(state, seat):
        t = units[u]
        if t is not None and t[H] >= 0:
            n += 1
    return n


def ships_on_map(state, seat):
    units = state.units
    return sum(1 for u in ship_slots(state, seat) if units[u] is not None)


def hexes_with_units(state, seat):
    units = state.units
    return {units[u][H] for u in player_units(state, seat)
            if units[u] is not None and units[u][H] >= 0}


# --- buildings and control (R5.8) ------------------------------------------------------

def occupants(state):
    """Building index -> the unit standing in it."""
    return {t[B]: u for u, t in enumerate(state.units) if t is not None and t[B] >= 0}


def building_on(state, h, kind):
    for b, (bh, _, k) in enumerate(state.buildings):
        if bh == h and k == kind:
            return b
    return None


def controller(state, b, occ=None):
    """R5.8: the seat controlling building b, or None.

    A non-rebel occupant controls its building; an empty building (or one held only by a
    rebel) on a hex with a town belongs to the town's controller."""
    if occ is None:
        occ = occupants(state)
    u = occ.get(b)
    units = state.units
    if u is not None and units[u][D] != REBEL:
        return owner(state, u)
    h, _, kind = state.buildings[b]
    if kind != "town":
        t = building_on(state, h, "town")
        if t is not None:
            u = occ.get(t)
            if u is not None and units[u][D] != REBEL:
                return owner(state, u)
    return None


def town_controller(state, h, occ=None):
    """The seat controlling the town on hex h (who decides harvest permissions), or None."""
    t = building_on(state, h, "town")
    return None if t is None else controller(state, t, occ)


def controllers(state, occ=None):
    """Each building's controlling seat or None (R5.8), in building order."""
    if occ is None:
        occ = occupants(state)
    return [controller(state, b, occ) for b in range(len(state.buildings))]


def controlled(state, seat, kind, occ=None):
    """Buildings of that kind the seat controls."""
    if occ is None:
        occ = occupants(state)
    return [b for b, bld in enumerate(state.buildings)
            if bld[2] == kind and controller(state, b, occ) == seat]


def in_play(state, kind):
    """Building tokens of that kind on the map, occupied or not (DECK 0.5)."""
    return [bld[2] for bld in state.buildings].count(kind)


def one_per_place(state, us):
    """One unit per distinct (owner, hex, area, state, icon, building): the others are
    the same choice."""
    seen = set()
    out = []
    units = state.units
    for u in us:
        key = (owner(state, u), units[u])
        if key not in seen:
            seen.add(key)
            out.append(u)
    return out


# --- the public facts of the view (issue 27: one source for every public fact) ----------

def public_facts(state):
    """What every reader of the table needs and only the rules answer (R5.3, R5.8): each
    building's occupant (unit or None) and controller (seat or None), and per seat its
    citizens on the map (rebels included, as R5.3 counts them), on wonders, lying, rebels
    and in the reserve, and its ships on the map; the population. Plain lists and dicts,
    the same for every viewer, fresh for each call (a reader may change its copy).

    Worked out once per change of the units or buildings (issue 40: every view asks):
    kept on the state (`facts`, shared by copies and never changed) with a copy of the
    units and buildings it was worked out from, and worked out again whenever they
    differ from the state's, however the state was changed (apply, a copy, a hand edit);
    then a seat whose units are as they were keeps its counts."""
    units, buildings, cfg = state.units, state.buildings, state.cfg
    sizes = cfg["n"], cfg["unit_slots"], cfg["citizens"]
    memo = getattr(state, "facts", None)        # (any table: a test's bare namespace too)
    if memo is None or memo[0] != units or memo[1] != buildings or memo[2] != sizes:
        memo = state.facts = _facts(state, units.copy(), buildings.copy(), sizes,
                                    memo if memo is not None and memo[2] == sizes else None)
    return {"control": memo[3].copy(), "occupant": memo[4].copy(),
            "citizens": list(map(dict.copy, memo[5])), "population": state.population}


def _facts(state, units, buildings, sizes, old):
    """public_facts worked out afresh for `units` and `buildings` (copies of the state's):
    (units, buildings, sizes, control, occupant, citizens per seat), the counts of a seat
    whose units are those of `old` (an earlier result) taken from it."""
    occ = occupants(state)
    n, slots, cits = sizes
    seats = []
    for seat in range(n):
        base = seat * slots
        if old is not None and old[0][base:base + slots] == units[base:base + slots]:
            seats.append(old[5][seat])
            continue
        on_map = on_wonder = lying = rebels = reserve = ships = 0
        for t in units[base:base + cits]:
            if t is None:
                reserve += 1
                continue
            if t[H] == ON_WONDER:
                on_wonder += 1
            else:
                on_map += 1
            if t[D] == LYING:
                lying += 1
            elif t[D] == REBEL:
                rebels += 1
        for t in units[base + cits:base + slots]:
            if t is not None:
                ships += 1
        seats.append({"map": on_map, "wonder": on_wonder, "lying": lying, "rebels": rebels,
                      "reserve": reserve, "ships": ships})
    return (units, buildings, sizes, controllers(state, occ),
            list(map(occ.get, range(len(buildings)))), seats)
