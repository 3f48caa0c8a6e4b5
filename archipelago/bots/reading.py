"""What a bot reads off one view: its pieces, control of buildings (the view's facts),
free icons, needs, the danger of independence and the value of things. Built once per view (the view's
`log_n` changes with every action) and computed lazily, so a decision pays only for
what it asks. It reads `engine.view(state, seat)` only: never the state."""

from archipelago.engine import answers, board, tables
from archipelago.engine.pieces import A, B, H, I, is_active
from archipelago.vocab import BUILDINGS

from .clock import estimate
from .lazy import MEMO_SIZE, carried, lazy, shared
from .values import Values
from archipelago.engine.kinds import MARKET, SHIP, TEMPLE

END_LOSS = 10.0     # a move that ends the game on my own objective while it scores me nothing
_TOKENS = {}        # (knowledge, kinds of the buildings) -> tokens_left
_FITS = {}          # (knowledge, top hex face, map, my units) -> top_fits
_EXPLORE_FROM = {}  # the placed hexes by position (`at`) -> explore_from
_TOWN_ICONS = {}    # id(weights) -> (weights, town_icon_weights)


class Reading(Values):
    """`before`: the `carry` of the same bot's previous reading (same seat, level and
    knowledge), whose `carried` values this one takes over where their inputs are equal
    (a value not asked for passes on as it was)."""

    def __init__(self, k, view, level="normal", before=None):
        self.k = k
        self.v = view
        self.level = level
        me = view["seat"]
        self.me = me
        self.n = view["n"]
        self.slots = view["unit_slots"]
        self.ncit = view["citizens_per_player"]
        p = view["players"][me]
        self.p = p
        self.florins = p["florins"]
        self.cubes = p["cubes"]
        self.tokens = p["tokens"]
        self.objective = k.objectives.get(p["objective"]) if p["objective"] else None
        self.trend = k.trends.get(view["trend"]) if view["trend"] else None
        self.units = view["units"]
        self.hexes = view["hexes"]
        self.buildings = view["buildings"]
        self.round = view["round"]
        self.phase = view["phase"]
        self.population = view["population"]
        self.rebellion = view["rebellion"]
        self.surplus = view["surplus"]
        self.frame = view["frames"][-1] if view["frames"] else {}
        self.hex_top = view.get("hex_stack_top")     # the hex on show, or None
        self.cube_values = {}       # (res, have, spend_on_build) -> cube_value
        self.build_worths = {}      # (kind, hex) -> build_worth
        self.spot_values = {}       # (hex, area, an idle unit there left out) -> spot_value
        self.icon_values = {}       # (hex, area) -> values of its free icons, best first
        self.tx_values = {}         # (market, kinds, buy price, bonus) -> market options
        self.card_values = {}       # card -> card_value (its worth for buying)
        self.lock_penalties = {}    # unit -> lock_penalty
        self.before = before or {}  # name -> (inputs, value) left by earlier readings
        self.carry = dict(self.before)  # the same, updated here, offered to the next one

    @lazy
    def faces(self):
        """The face of each placed hex."""
        faces = self.k.faces
        return [faces[h[2]] for h in self.hexes]

    # --- identities -------------------------------------------------------------------
    def owner(self, u):
        return u // self.slots

    def is_ship(self, u):
        return u % self.slots >= self.ncit

    @carried("hexes")
    def at(self):
        """Placed position (q, r) -> hex index."""
        return {(h[0], h[1]): i for i, h in enumerate(self.hexes)}

    @carried("hexes")
    def around(self):
        """Hex index -> (side, neighbour hex index) of the placed hexes around it."""
        at = self.at
        return [board.neighbours(at, h[0], h[1]) for h in self.hexes]

    @lazy
    def my_units(self):
        """My unit slots' tuples (None: in the reserve), citizens then ships."""
        return self.units[self.me * self.slots:(self.me + 1) * self.slots]

    @lazy
    def my_citizens(self):
        base = self.me * self.slots
        return [u for u in range(base, base + self.ncit) if self.units[u] is not None]

    @lazy
    def my_ships(self):
        base = self.me * self.slots
        return [u for u in range(base + self.ncit, base + self.slots) if self.units[u] is not None]

    @lazy
    def citizens_on_map(self):
        return answers.measure(self.k.content, self.v, "citizens_on_map", self.me)

    @lazy
    def reserve_citizens(self):
        base = self.me * self.slots
        return sum(1 for u in range(base, base + self.ncit) if self.units[u] is None)

    @lazy
    def reserve_ships(self):
        base = self.me * self.slots
        return sum(1 for u in range(base + self.ncit, base + self.slots) if self.units[u] is None)

    active = staticmethod(is_active)     # R0: standing, not engaged, on the map

    def free_worker(self, u):
        """An active unit standing in no building: free to harvest, move or build without
        giving up control of anything."""
        t = self.units[u]
        return self.active(t) and t[B] < 0

    @carried("my_units")
    def builders(self):
        """(unit, its tuple, is a ship) of my active units, citizens first (R5.8: those
        that can build where they stand)."""
        units = self.units
        return [(u, units[u], self.is_ship(u)) for u in self.my_citizens + self.my_ships
                if self.active(units[u])]

    @lazy
    def my_hex_citizens(self):
        """hex -> number of my citizens there (rebels included)."""
        out = {}
        for u in self.my_citizens:
            h = self.units[u][H]
            if h >= 0:
                out[h] = out.get(h, 0) + 1
        return out

    @carried("my_units", "hexes")
    def my_convoys(self):
        """Hex -> the hexes my citizens there reach by sea (R5.7: the engine's
        board.convoy_paths over my active ships), itself included if a ship of mine is
        there (a hop between its islands)."""
        units = self.units
        fleet = {}
        for u in self.my_ships:
            if self.active(units[u]):
                fleet[units[u][H]] = fleet.get(units[u][H], 0) + 1
        if not fleet:
            return {}
        out = {}
        for h in {units[u][H] for u in self.my_citizens if units[u][H] >= 0}:
            reach = list(board.convoy_paths(self.at, self.hexes, fleet, h))
            out[h] = reach + [h] if h in fleet else reach
        return out

    @lazy
    def my_hexes(self):
        return {self.units[u][H] for u in self.my_citizens + self.my_ships if self.units[u][H] >= 0}

    # --- buildings and control (R5.8): the view's facts, the engine's own answer ----------
    @lazy
    def occ(self):
        """Building -> the unit standing in it (facts["occupant"])."""
        return {b: u for b, u in enumerate(self.v["facts"]["occupant"]) if u is not None}

    @lazy
    def town_on(self):
        return {b[0]: i for i, b in enumerate(self.buildings) if b[2] == "town"}

    @lazy
    def kinds_on(self):
        out = {}
        for b in self.buildings:
            out.setdefault(b[0], set()).add(b[2])
        return out

    @lazy
    def control(self):
        """Building -> the seat controlling it, or None (facts["control"])."""
        return self.v["facts"]["control"]

    def town_ctrl(self, h):
        b = self.town_on.get(h)
        return None if b is None else self.control[b]

    def controlled(self, seat, kind=None):
        """Buildings of a kind (None: every kind) the seat controls (answers.measure)."""
        return answers.measure(self.k.content, self.v, f"{kind or 'building'}s_controlled", seat)

    def in_play(self, kind):
        """Constructions of a kind on the map (answers.end_counter, R11.1)."""
        return answers.end_counter(self.k.content, self.v, f"{kind}s_in_play")

    # --- icons --------------------------------------------------------------------------
    @lazy
    def taken(self):
        out = {(t[H], t[I]) for t in self.units if t is not None and t[I] >= 0}
        out.update((c[0], c[1]) for c in self.v["coins"])
        return out

    def free_icons(self, h, area):
        """Free icons (index, resource) of land area `area` (-1: the sea) of hex h."""
        taken = self.taken
        return [(i, r) for i, (a, r) in enumerate(self.faces[h].icons)
                if a == area and (h, i) not in taken]

    def harvesters(self, res, allow_foreign_towns=False):
        """My free workers able to harvest `res` where they stand, one icon each (as the
        engine pairs them): list of (unit, hex, needs_permission)."""
        used = set()
        out = []
        for u, h, foreign, icons in self.workers[res in self.k.sea]:
            if foreign and not allow_foreign_towns:
                continue
            for i, r in icons:
                if r == res and (h, i) not in used:
                    used.add((h, i))
                    out.append((u, h, foreign))
                    break
        return out

    @lazy
    def workers(self):
        """{sea?: [(unit, hex, in a town another player controls, free icons where it
        stands)]} of my free workers (ships on the sea, citizens on their land area)."""
        out = {}
        for sea, units in ((False, self.my_citizens), (True, self.my_ships)):
            got = out[sea] = []
            for u in units:
                if not self.free_worker(u):
                    continue
                t = self.units[u]
                h = t[H]
                tc = self.town_ctrl(h)
                got.append((u, h, tc is not None and tc != self.me,
                            self.free_icons(h, -1 if sea else t[A])))
        return out

    # --- the game's clock ----------------------------------------------------------------
    @lazy
    def end_estimate(self):
        """(expected rounds left including this one, {objective: rounds until its end
        condition holds}) from the public state (bots/clock.py)."""
        return estimate(self)

    @lazy
    def rounds_left(self):
        """Whole rounds the bot plans for, this one included (0 once the game ends)."""
        if self.v["ending"]:
            return 0
        return max(1, round(self.end_estimate[0]))

    # --- geometry -----------------------------------------------------------------------
    def area_on_side(self, h, side):
        return board.sides(self.faces[h], self.hexes[h][3])[side]

    @carried("hexes")
    def explore_from(self):
        """The placed hexes next to an empty position that touches at least 2 placed
        hexes, where a new hex could go (shared by the readings of the same map)."""
        def spots():
            out = set()
            for hs in board.frontier(self.at).values():
                if len(hs) >= 2:
                    out.update(hs)
            return frozenset(out)
        return shared(_EXPLORE_FROM, tuple(self.at.items()), spots)

    @carried("hex_top", "hexes", "my_units")
    def top_fits(self):
        """Would the hex on top of the stack fit somewhere one of my units can move in
        (R5.12, the engine's answer)? None when no hex is to be seen. Shared by the readings
        of the same map, top hex and units of mine."""
        top = self.hex_top
        if top is None:
            return None
        key = (self.k, top, tuple(map(tuple, self.hexes)),
               tuple(None if u is None else tuple(u) for u in self.my_units))
        return shared(_FITS, key, lambda: answers.hex_fits(self.k.content, self.v,
                                                           self.k.faces[top].hex_id))

    @lazy
    def can_explore(self):
        """Do I have an active unit on a hex next to a spot where a hex could go?"""
        spots = self.explore_from
        return any(self.active(self.units[u]) and self.units[u][H] in spots
                   for u in self.my_ships + self.my_citizens)

    # --- constructions (R5.8) ---------------------------------------------------------------
    @lazy
    def in_buildings(self):
        return sum(1 for u in self.my_citizens if self.units[u][B] >= 0)

    def build_worth(self, kind, h=None):
        """What one more construction of `kind` (on hex h) is worth to me, before costs
        (worked out once per reading, kind and, for towns and temples, hex)."""
        key = (kind, h if kind in ("town", TEMPLE) else None)
        v = self.build_worths.get(key)
        if v is None:
            v = self.build_worths[key] = self._build_worth(kind, key[1])
        return v

    def _build_worth(self, kind, h):
        if self.rounds_left <= 0:
            return 0.0
        if kind == SHIP:
            if self.reserve_ships <= 0:
                return 0.0
            ships = len(self.my_ships)
            v = (3.0 if ships <= 1 else 1.6 if ships == 2 else 0.8) * self.late
            v += 3.0 * self.weight("ships_on_map")
            if self.pushes("ships_on_map"):
                v += 2.5
            if self.ends_badly("ships_on_map"):
                v -= END_LOSS
            return v
        v = self.building_worths[kind]
        if kind == "town":
            if h is not None:
                face = self.faces[h]
                v += 0.3 * len(face.icons) * self.late
                counts = self.k.icon_counts[face.id]
                for res, w in self.town_icon_weights:
                    v += 1.2 * w * counts.get(res, 0)
                # the town would control the empty buildings of the hex
                v += 0.8 * self.not_mine_on.get(h, 0)
        elif kind == TEMPLE:
            if self.plays_separatist:
                v -= 3.0 + 2.5 * self.late      # its use, standing citizens up: never (issue 37)
            if h is not None:
                v += 0.5 * self.my_hex_citizens.get(h, 0) - 0.5
            if self.wants("benefactor_florins"):
                v += 1.0
        elif kind == MARKET:
            v += 0.3 * self.late
        elif kind == "port" and self.wants("export_cubes_sold"):
            v += 1.0
        return v

    @lazy
    def late(self):
        """How much of a construction's use is still ahead (1: four rounds or more)."""
        return min(1.0, self.rounds_left / 4.0)

    @lazy
    def building_worths(self):
        """Building kind -> the part of its worth that no hex changes."""
        out = {}
        late = self.late
        for kind in BUILDINGS:
            v = 3.0 + 2.5 * late
            v += 3.0 * self.weight("buildings_controlled")
            v += 3.5 * self.weight(kind + "s_controlled")
            if self.pushes(kind + "s_in_play"):
                v += 3.0
            if self.ends_badly(kind + "s_in_play"):
                v -= END_LOSS
            if kind == "town":
                v += 0.5 * late
            out[kind] = v
        return out

    @lazy
    def not_mine_on(self):
        """Hex -> buildings on it that I do not control."""
        out = {}
        for b, bl in enumerate(self.buildings):
            if self.control[b] != self.me:
                out[bl[0]] = out.get(bl[0], 0) + 1
        return out

    @lazy
    def town_icon_weights(self):
        """(resource, weight) of the town_icons.R measures, in the order of `weights`
        (shared by the readings of the same weights)."""
        weights = self.weights
        hit = _TOWN_ICONS.get(id(weights))
        if hit is None or hit[0] is not weights:     # the entry holds `weights` alive
            if len(_TOWN_ICONS) >= MEMO_SIZE:
                _TOWN_ICONS.clear()
            hit = _TOWN_ICONS[id(weights)] = weights, tuple(
                (m[11:], w) for m, w in weights.items() if m.startswith("town_icons."))
        return hit[1]

    @lazy
    def tokens_left(self):
        """Building kind -> its tokens still in the box (R5.8), shared by the readings
        of the same buildings."""
        kinds = tuple(b[2] for b in self.buildings)
        rules = self.k.rules
        return shared(_TOKENS, (self.k, kinds), lambda: {
            kind: tables.tokens_left(rules, kind, self.buildings) for kind in BUILDINGS})

    @carried("my_units", "buildings", "control", "hexes", "rounds_left", "weights",
             "end_counters", "my_measures", "leading", "end_gap")
    def wanted_builds(self):
        """Construction kinds worth saving for, best first."""
        out = []
        sites = {self.units[u][H] for u in self.my_citizens
                 if self.units[u][H] >= 0 and self.units[u][B] < 0}
        for kind in ("town", "temple", "market", "port", "ship"):
            if kind != SHIP:
                spots = [h for h in sites if kind not in self.kinds_on.get(h, ())]
                if not spots or self.tokens_left[kind] <= 0:
                    continue
                if kind in ("town", TEMPLE):
                    w = max([self.build_worth(kind, h) for h in spots])
                else:       # its worth is the same on every hex (build_worth's key)
                    w = self.build_worth(kind)
            else:
                if not self.my_citizens and not self.my_ships:
                    continue
                w = self.build_worth("ship")
            if w >= 4.0:
                out.append((w, kind))
        out.sort(reverse=True)
        return [kind for _, kind in out]

    def cost_value(self, florins, cubes, build=False):
        return florins * self.florin_value + sum(
            self.cube_value(r, self.cubes[r] - n, spend_on_build=build) * n
            for r, n in cubes.items())

    def lock_penalty(self, u):
        """Putting a citizen into a building takes it off harvesting for good (worked out
        once per reading and unit)."""
        v = self.lock_penalties.get(u)
        if v is None:
            v = self.lock_penalties[u] = self._lock_penalty(u)
        return v

    def _lock_penalty(self, u):
        t = self.units[u]
        if t is None or self.is_ship(u):
            return 0.0
        spot = self.spot_value(t[H], t[A], exclude=u)
        frac = self.in_buildings / max(1, len(self.my_citizens))
        return (0.5 * spot + 2.0 * frac) * min(1.0, self.rounds_left / 3.0)

    # --- citizens ----------------------------------------------------------------------------
    def spot_value(self, h, area, exclude=None):
        """Value of the free icon the next of my units standing on (h, area) would get
        (worked out once per reading and arguments)."""
        # the unit left out counts only if it stands idle here (else it takes no icon here)
        leaves = exclude is not None and self.idle_spots.get(exclude) == (h, area)
        key = (h, area, leaves)
        v = self.spot_values.get(key)
        if v is None:
            v = self.spot_values[key] = self._spot_value(h, area, leaves)
        return v

    def _spot_value(self, h, area, leaves):
        vals = self.icon_values.get((h, area))
        if vals is None:
            vals = self.icon_values[h, area] = sorted(
                (self.cube_value(r) for _, r in self.free_icons(h, area)), reverse=True)
        if not vals:
            return 0.0
        crowd = self.idle_at.get((h, area), 0) - leaves
        if crowd >= len(vals):
            return 0.0
        v = vals[crowd]
        tc = self.town_ctrl(h)
        if tc is not None and tc != self.me:
            v *= 0.4
        return v

    @carried("my_units")
    def idle_spots(self):
        """My unit -> the (hex, area) where it stands on no icon and in no building
        (ships at area -1): the units that take the free icons of a spot first."""
        out = {}
        units = self.units
        for u in self.my_citizens:
            t = units[u]
            if t[I] < 0 and t[B] < 0 and t[A] >= 0:
                out[u] = t[H], t[A]
        for u in self.my_ships:
            t = units[u]
            if t[I] < 0 and t[B] < 0:
                out[u] = t[H], -1
        return out

    @carried("my_units")
    def idle_at(self):
        """(hex, area) -> how many of my units stand idle there (idle_spots)."""
        out = {}
        for spot in self.idle_spots.values():
            out[spot] = out.get(spot, 0) + 1
        return out

    @lazy
    def best_recruit_spot(self):
        best = 0.0
        for h in self.my_hexes:
            if self.my_hex_citizens.get(h, 0) >= self.k.hex_cap:
                continue
            for a in range(len(self.faces[h].areas)):
                best = max(best, self.spot_value(h, a))
        return best

    @lazy
    def citizen_value(self):
        """Value of one more citizen on the map for the rest of the game."""
        if self.rounds_left <= 0:
            return 0.0
        v = 1.0 + 0.9 * self.best_recruit_spot
        v *= min(1.0, self.rounds_left / 5.0)
        if self.citizens_on_map >= 7:
            v -= 0.8
        if self.wants("citizens_on_map"):
            v += 1.5
        if self.pushes("population"):
            v += 1.5
        if self.ends_badly("population"):
            v -= END_LOSS
        if self.pacifist:
            v += 0.8
        if self.margin < 3:
            v += 1.0          # population holds independence off
        # one more citizen may reach a stability row that adds rebellion every round (R7.3)
        k = self.k
        now = k.row_rebellion("stability", self.population)
        then = k.row_rebellion("stability", self.population + 1)
        if then > now:
            v -= self.rebellion_cost(then - now) * min(self.rounds_left, 4) * 0.5
        return v

