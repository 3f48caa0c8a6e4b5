"""Phase 5 (R5.5-R5.13): turns, the wheel and every action, with their edge cases.

The test map: the open-sea start hex at (0,0); A = face H01a at (1,0), one land area
touching its east and south-east edges (icons wood, wood, fruit, cattle; 1 hut);
B = face H05a at (2,0), whose west edge is land, so A's land continues into B
(icons cattle x3; 2 huts)."""


from archipelago import engine
from archipelago.engine import pieces
from archipelago.engine.invariants import check
from archipelago.engine.pieces import REBEL


def place(t, seat, space):
    t.do(seat, "place_disc", space)


# --- R5.5 turns -------------------------------------------------------------------------

def test_turn_one_disc_then_end_or_pass_r5_5(m):
    """R5.5: one AD action per turn; a player who did nothing passes for the phase."""
    t = m
    t.citizen(0, t.A)
    assert {a.kind for a in t.legal()} >= {"place_disc", "pass"}
    assert not t.legal("end_turn")
    place(t, 0, "taxes")
    assert not t.legal("place_disc")             # one disc per turn
    assert t.legal("end_turn") and not t.legal("pass")
    t.do(0, "end_turn")
    assert t.top["k"] == "turn" and t.top["seat"] == 1
    t.do(1, "pass")
    t.do(2, "pass")
    assert t.top["seat"] == 0                     # seat 0 plays on; 1 and 2 passed
    t.do(0, "pass")
    assert t.s.phase == "evolution"


def test_no_discs_left_still_plays_r5_5(m):
    t = m
    t.citizen(0, t.A)
    t.p(0)["discs_used"] = 3
    assert not t.legal("place_disc")
    t.refused(0, "place_disc", "taxes")


# --- R5.6 harvest -----------------------------------------------------------------------

def test_harvest_r5_6(m):
    """Units go onto free icons of the chosen resource on their land area, one per icon,
    each yields 1 cube and is engaged."""
    t = m
    u1, u2, u3 = t.citizen(0, t.A), t.citizen(0, t.A), t.citizen(0, t.A)
    place(t, 0, "harvest:wood")
    moves = t.legal("harvest")
    assert [a.args for a in moves] == [(u1, 0), (u2, 1)]      # two wood icons only
    t.do(0, "harvest", u1, 0)
    assert t.s.units[u1][2] == 1 and t.s.units[u1][4] == 0
    assert t.p(0)["cubes"]["wood"] == 1
    assert [a.args for a in t.legal("harvest")] == [(u2, 1)]
    t.do(0, "harvest", u2, 1)
    assert not t.legal("harvest")
    t.refused(0, "harvest", u3, 0)                              # icon taken
    t.do(0, "done")
    assert t.p(0)["cubes"]["wood"] == 2


def test_fish_only_by_ships_and_empty_bank(m):
    """R5.6: fish by ships only; R1: an empty bank pays nothing."""
    t = m
    t.citizen(0, t.A)
    ship = t.ship(0, 0)                     # start hex: 2 fish icons
    place(t, 0, "harvest:fish")
    assert [a.args for a in t.legal("harvest")] == [(ship, 0)]
    t.s.bank["fish"], t.s.dom["fish"] = 0, 15 - 0
    t.s.dom["fish"] = 12
    t.s.exp["fish"] = 3
    t.do(0, "harvest", ship, 0)
    assert t.p(0)["cubes"]["fish"] == 0 and t.s.units[ship][2] == 1


def test_blocked_icon_not_harvested(m):
    t = m
    u = t.citizen(0, t.A)
    t.s.coins.append((t.A, 0, 1))
    t.s.bank_florins -= 1
    place(t, 0, "harvest:wood")
    assert [a.args for a in t.legal("harvest")] == [(u, 1)]


def test_harvest_needs_town_permission(m):
    """R5.6/R5.8: on a hex whose town another player controls, the town's controller
    grants (perhaps for a price) or refuses."""
    t = m
    mine = t.citizen(0, t.A)
    townsman = t.citizen(1, t.A, engaged=1)
    t.building(t.A, 0, "town", occupant=townsman)
    place(t, 0, "harvest:fruit")
    assert not t.legal("harvest") and [a.args for a in t.legal("ask")] == [(t.A,)]
    t.do(0, "ask", t.A)
    assert t.top["k"] == "permit" and t.top["seat"] == 1
    t.do(1, "grant_for", 2)
    assert t.top["seat"] == 0
    t.do(0, "pay_permit")
    assert t.p(0)["florins"] == 8 and t.p(1)["florins"] == 12
    assert [a.args for a in t.legal("harvest")] == [(mine, 2)]
    t.do(0, "harvest", mine, 2)
    assert t.p(0)["cubes"]["fruit"] == 1


def test_harvest_permission_refused(m):
    t = m
    t.citizen(0, t.A)
    t.building(t.A, 0, "town", occupant=t.citizen(1, t.A))
    place(t, 0, "harvest:fruit")
    t.do(0, "ask", t.A)
    t.do(1, "refuse")
    assert not t.legal("harvest") and not t.legal("ask")


def test_engaged_and_rebel_units_do_not_act(m):
    t = m
    t.citizen(0, t.A, engaged=1)
    t.citizen(0, t.A, down=REBEL)
    assert not [a for a in t.legal("place_disc") if a.args[0].startswith("harvest")]


def test_unit_leaves_building_to_harvest(m):
    t = m
    u = t.citizen(0, t.A)
    b = t.building(t.A, 0, "market", occupant=u)
    place(t, 0, "harvest:cattle")
    t.do(0, "harvest", u, 3)
    assert t.s.units[u][5] == -1 and pieces.occupants(t.s).get(b) is None


# --- R5.7 migration -----------------------------------------------------------------------

def test_migration_across_land_edge_r5_7(m):
    t = m
    u = t.citizen(0, t.A)
    place(t, 0, "migration")
    assert ("move", (u, t.B, 0)) in [(a.kind, a.args) for a in t.legal()]
    t.do(0, "move", u, t.B, 0)
    assert t.s.units[u][:2] == (t.B, 0) and t.s.units[u][2] == 0   # stays active
    assert not [a for a in t.legal("move") if a.args[0] == u]        # moves once


def test_migration_cap_three_per_hex(m):
    t = m
    u = t.citizen(0, t.A)
    for _ in range(3):
        t.citizen(0, t.B, engaged=1)
    assert "migration" not in [a.args[0] for a in t.legal("place_disc")]
    t.ship(0, 0)
    place(t, 0, "migration")
    assert not [a for a in t.legal("move") if a.args[0] == u]


def test_convoy_between_islands_and_hexes_r5_7(m):
    """A citizen travels by sea, each border it crosses bridged by a different active ship
    of the player in one of the border's two hexes, and between two islands of a hex
    holding one of its ships (ruling 2026-12-06: one ship per border; it used to take a
    ship in every hex of the path, so B was out of reach here)."""
    t = m
    C = t.put("H02b", 0, 1)          # two islands: area 0 (east edge), area 1 (south-west)
    u = t.citizen(0, C, area=0)
    assert "migration" not in [a.args[0] for a in t.legal("place_disc")]   # no ship
    t.ship(0, C)
    place(t, 0, "migration")
    dests = {a.args[1:] for a in t.legal("move") if a.args[0] == u}
    assert (C, 1) in dests and (t.A, 0) in dests     # one ship: the hop, and one border
    assert (t.B, 0) not in dests                     # C-A-B: two borders, one ship
    t.ship(0, t.A)
    engine.touched(t.s)
    dests = {a.args[1:] for a in t.legal("move") if a.args[0] == u}
    assert (t.B, 0) in dests                         # two ships, one for each border


def test_enter_free_building(m):
    t = m
    u = t.citizen(0, t.A)
    b = t.building(t.A, 0, "temple")
    place(t, 0, "migration")
    t.do(0, "enter", u, b)
    assert t.s.units[u][5] == b and pieces.controller(t.s, b) == 0


def test_ship_moves_to_adjacent_hex(m):
    t = m
    ship = t.ship(0, 0)
    t.citizen(0, t.A)
    place(t, 0, "migration")
    assert {a.args[1] for a in t.legal("move") if a.args[0] == ship} == {t.A}
    t.do(0, "move", ship, t.A, -1)
    assert t.s.units[ship][0] == t.A


# --- R5.8 build -------------------------------------------------------------------------

def test_build_town_r5_8(m):
    t = m
    u = t.citizen(0, t.A)
    t.give(0, stone=1, wood=1)
    place(t, 0, "build")
    assert ("town", u, 0) in [a.args for a in t.legal("build")]
    t.do(0, "build", "town", u, 0)
    assert t.s.buildings == [(t.A, 0, "town")]
    assert t.s.units[u][2] == 1 and t.s.units[u][5] == 0
    cost = t.c.rules["build_costs"]["town"]["florins"]          # R7.5, an edition value
    assert t.p(0)["florins"] == 10 - cost and t.p(0)["cubes"]["stone"] == 0
    assert t.top["k"] == "turn"                    # one construction per action


def test_build_needs_active_citizen_and_cost(m):
    t = m
    t.citizen(0, t.A, engaged=1)
    t.give(0, stone=2)
    assert "build" not in [a.args[0] for a in t.legal("place_disc")]


def test_ship_build_does_not_engage_and_max_four(m):
    t = m
    u = t.citizen(0, t.A)
    t.give(0, wood=2)
    place(t, 0, "build")
    t.do(0, "build", "ship", u, 0)
    assert t.s.units[u][2] == 0
    ships = [x for x in pieces.ship_slots(t.s, 0) if t.s.units[x] is not None]
    assert len(ships) == 1 and t.s.units[ships[0]][0] == t.A
    for _ in range(3):
        t.ship(0, t.A)
    t.do(0, "end_turn")
    t.do(1, "pass")
    t.do(2, "pass")
    assert not [a for a in t.legal("place_disc") if a.args[0] == "build"]   # 4 ships


def test_port_built_by_ship(m):
    t = m
    ship = t.ship(0, t.A)
    t.give(0, stone=1, fish=1)
    place(t, 0, "build")
    t.do(0, "build", "port", ship, 0)
    assert t.s.buildings[-1] == (t.A, 0, "port") and t.s.units[ship][5] == 0


def test_one_building_per_kind_per_hex_and_token_pools(m):
    """R1: one building of each type per hex; at most 13 town/temple tokens."""
    t = m
    u = t.citizen(0, t.A)
    t.give(0, stone=3, wood=2)
    t.building(t.A, 0, "town")
    place(t, 0, "build")
    kinds = {a.args[0] for a in t.legal("build")}
    assert "town" not in kinds and "temple" in kinds
    for i in range(12):
        t.s.buildings.append((99, 0, "temple" if i % 2 else "town"))
    assert "temple" not in {a.args[0] for a in t.legal("build")}
    del t.s.buildings[1:]
    assert u is not None


def test_town_control_and_eviction_r5_8(m):
    """A town's controller controls the empty buildings of its hex; a rebel controls
    nothing; the town's controller may evict a rebel from a building."""
    t = m
    mayor = t.citizen(0, t.A, engaged=1)
    t.building(t.A, 0, "town", occupant=mayor)
    market = t.building(t.A, 0, "market")
    assert pieces.controller(t.s, market) == 0
    rebel = t.citizen(1, t.A, down=REBEL)
    t.s.units[rebel] = t.s.units[rebel][:5] + (market,)
    assert pieces.controller(t.s, market) == 0            # a rebel controls nothing
    t.s.units[rebel] = t.s.units[rebel][:3] + (0,) + t.s.units[rebel][4:]
    assert pieces.controller(t.s, market) == 1            # standing occupant controls
    t.s.units[rebel] = t.s.units[rebel][:3] + (REBEL,) + t.s.units[rebel][4:]
    assert [a.args for a in t.legal("evict")] == [(market,)]
    t.do(0, "evict", market)
    assert t.s.units[rebel][5] == -1 and t.s.units[rebel][0] == t.A
    # a rebel in the town loses the whole hex
    t.s.units[mayor] = t.s.units[mayor][:3] + (REBEL,) + t.s.units[mayor][4:]
    assert pieces.controller(t.s, market) is None


def test_market_then_port_same_turn_r5_8(m):
    """Market: 1 florin for 2 domestic transactions; port: the same on the export market;
    each building once per round; both in one turn."""
    t = m
    a, b = t.citizen(0, t.A), t.ship(0, t.A)
    mk = t.building(t.A, 0, "market", occupant=a)
    pt = t.building(t.A, 0, "port", occupant=b)
    t.give(0, fruit=3)
    assert {x.args for x in t.legal("use_building")} == {(mk,), (pt,)}
    t.do(0, "use_building", mk)
    assert t.s.wheel_florins == 1 and t.s.units[a][2] == 1
    t.do(0, "tx", "domestic", "sell", "fruit")     # fruit area holds 1 cube: row 1, price 4
    t.do(0, "tx", "domestic", "sell", "fruit")
    assert t.top["k"] == "turn" and t.p(0)["florins"] == 9 + 4 + 4
    t.do(0, "use_building", pt)
    t.do(0, "tx", "export", "sell", "fruit")       # export row 1 (R7.2, an edition value)
    t.do(0, "done")
    assert t.p(0)["florins"] == 17 - 1 + t.c.rules["export_market"]["fruit"]["prices"][0]
    assert not t.legal("use_building")             # once per round each
    assert t.p(0)["stats"]["export_cubes_sold"] == 1


# --- R5.9 trade ---------------------------------------------------------------------------

def test_trade_prices_full_and_empty_areas_r5_9(m):
    t = m
    t.citizen(0, t.A)
    t.give(0, iron=1)
    t.s.dom["fruit"] = 12
    t.s.bank["fruit"] = 3
    t.s.dom["stone"] = 0
    t.s.bank["stone"] += 1
    place(t, 0, "trade")
    moves = {a.args for a in t.legal("tx")}
    assert ("domestic", "buy", "fruit") in moves
    assert ("domestic", "buy", "stone") not in moves            # empty area
    assert ("domestic", "sell", "iron") in moves
    t.give(0, fruit=1)
    assert ("domestic", "sell", "fruit") not in {a.args for a in t.legal("tx")}   # full
    t.do(0, "tx", "domestic", "buy", "fruit")                   # leaves row 4: price 1
    assert t.p(0)["florins"] == 9 and t.s.dom["fruit"] == 11
    assert t.top["k"] == "turn"                                 # one transaction


def test_sell_iron_price(m):
    t = m
    t.citizen(0, t.A)
    t.give(0, iron=1)
    place(t, 0, "trade")
    t.do(0, "tx", "domestic", "sell", "iron")      # iron holds 1: second space, row 1 = 6
    assert t.p(0)["florins"] == 16 and t.s.dom["iron"] == 2


# --- R5.10 recruitment -----------------------------------------------------------------

def recruit_price(t, surplus):
    """Board IV's price for this surplus (R7.4, edition values)."""
    rows = t.c.rules["surplus_board"]["rows"]
    return next(r for r in rows if surplus <= r["upto"])["recruit_price"]


def test_recruit_price_changes_between_recruits_r5_10(m):
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 7                                  # the first row of 7-9
    p7, p6 = recruit_price(t, 7), recruit_price(t, 6)
    assert p7 != p6                                  # the recruit crosses into 4-6
    place(t, 0, "recruitment")
    t.do(0, "recruit", t.A, 0)
    assert t.p(0)["florins"] == 10 - p7 and t.s.surplus == 6 and t.s.population == 2
    t.do(0, "recruit", t.A, 0)                       # now 4-6: the new price
    assert t.p(0)["florins"] == 10 - p7 - p6
    assert not t.legal("recruit")                    # 3 citizens on the hex
    t.do(0, "done")


def test_recruit_needs_surplus_and_reserve(m):
    t = m
    """R5.10: not possible with surplus 0; R1: 10 citizens in all (a citizen on a wonder
    card still counts)."""
    t.citizen(0, t.A)
    t.s.surplus = 0
    assert "recruitment" not in [a.args[0] for a in t.legal("place_disc")]
    t.s.surplus = 5
    assert "recruitment" in [a.args[0] for a in t.legal("place_disc")]
    for u in pieces.citizen_slots(t.s, 0):
        if t.s.units[u] is None:
            t.s.units[u] = (-1, -1, 1, 0, -1, -1)         # on wonder cards
    assert "recruitment" not in [a.args[0] for a in t.legal("place_disc")]


# --- R5.11 reproduction, R5.13 taxes --------------------------------------------------

def test_reproduction_r5_11(m):
    t = m
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.citizen(0, t.B)
    t.citizen(0, t.B, down=REBEL)
    place(t, 0, "reproduction")
    assert pieces.citizens_on_hex(t.s, 0, t.A) == 3
    assert pieces.citizens_on_hex(t.s, 0, t.B) == 2      # only 1 non-rebel there
    assert t.s.population == 5 and t.p(0)["reproduced"]


def test_reproduction_one_own_circle(m):
    t = m
    t.citizen(0, t.A)
    t.s.wheel["reproduction"] = (0,)
    assert "reproduction" not in [a.args[0] for a in t.legal("place_disc")]


def test_taxes_r5_13_and_shared_circles(m):
    t = m
    for _ in range(3):
        t.citizen(0, t.A)
    t.citizen(0, t.B, down=REBEL)
    place(t, 0, "taxes")
    assert t.s.rebellion == 1 and t.p(0)["florins"] == 13      # 3 non-rebels: 3 florins
    t.s.wheel["taxes"] = (0, 1, 2)                              # 3 shared circles full
    t.turn(1)
    assert "taxes" not in [a.args[0] for a in t.legal("place_disc")]


def test_exploration_own_then_shared_circle_r7_7(m):
    """R7.7: own circles first, then shared ones, at most per_player discs each; the
    numbers of circles are edition values (rules.yaml wheel)."""
    t = m
    t.citizen(0, t.A)
    lim = next(sd for sd in t.c.rules["wheel"]["sides"]
               if t.s.cfg["n"] in sd["players"])["limited"]["exploration"]
    own, shared, per = lim["own"], lim["shared"], lim["per_player"]

    def free(wheel):
        t.s.wheel["exploration"] = wheel
        return "exploration" in [a.args[0] for a in t.legal("place_disc")]

    assert free(())
    assert not free((0,) * per)                                         # per_player reached
    # seat 0 has used its own circles: a shared one is still free
    assert free((0,) * own) == (own < per and shared > 0)
    # rivals took every shared circle (after their own): only an own circle is left
    rivals = []
    left = shared
    for seat in (1, 2):
        take = min(per - own, left)
        rivals += [seat] * (own + take)
        left -= take
    if left == 0:
        assert free(tuple(rivals)) == (own > 0)


# --- R5.12 exploration --------------------------------------------------------------------

def stack_top(t, face_id):
    hx = t.c.faces[face_id].hex_id
    side = 0 if t.c.hexes[hx].faces[0].id == face_id else 1
    t.s.hex_stack = [h for h in t.s.hex_stack if h[0] != hx] + [(hx, side)]


def test_exploration_r5_12(m):
    """Take the top hex, place it touching >= 2 hexes with matching edges, move a unit
    in; then a token, a cube to the market, a cube of another type, surplus per hut."""
    t = m
    u = t.citizen(0, t.A)
    stack_top(t, "H16a")            # SLLSLS: areas [1,2] (cattle, wood) and [4] (fruit)
    place(t, 0, "exploration")
    t.do(0, "explore_take")
    spots = [a.args for a in t.legal("explore_put")]
    for side, q, r, rot in spots:
        assert (q, r) not in t.s.at
    # (1,1) touches A (land at A's south-east) and B (sea at B's south-west)
    target = next(s for s in spots if s[1:3] == (1, 1))
    t.do(0, "explore_put", *target)
    h = len(t.s.hexes) - 1
    assert t.s.units[u][0] == h and t.s.hexes[h][4] == 0
    assert t.p(0)["tokens"] == 1 and t.s.piles[0] == 7
    assert t.p(0)["stats"]["hexes_placed"] == 1
    face = t.c.faces[t.s.hexes[h][2]]
    assert t.s.surplus == face.huts
    while t.top["k"] == "discover_pick":
        first = t.legal()[0]
        t.do(0, first.kind, *first.args)
    assert sum(t.p(0)["cubes"].values()) == 1


def test_exploration_hex_fits_nowhere_leaves_game(m):
    """R5.12: if no placement is possible (here: the only unit is a citizen on B, whose
    free land edge leads to a spot touching one hex only) the hex leaves the game."""
    t = m
    t.citizen(0, t.B)
    stack_top(t, "H03a")
    place(t, 0, "exploration")
    hexes = len(t.s.hexes)
    t.do(0, "explore_take")
    assert t.s.hex_out == [("H03", 0)]
    assert len(t.s.hexes) == hexes and t.p(0)["tokens"] == 0
    assert t.top["k"] == "turn"


def test_exploration_discard_takes_next(m):
    """R5.12: the top hex may be discarded face down; the next is taken unseen."""
    t = m
    t.citizen(0, t.B)
    stack_top(t, "H03a")
    nxt = t.s.hex_stack[-2]
    place(t, 0, "exploration")
    t.do(0, "explore_discard")
    assert t.s.hex_discard == [("H03", 0)]
    assert t.s.hex_out == [nxt]


def test_exploration_citizen_needs_land_edge(m):
    """R5.12: a citizen enters only across an L edge of its land area."""
    t = m
    u = t.citizen(0, t.A)
    stack_top(t, "H03b")                  # all sea on this face
    place(t, 0, "exploration")
    t.do(0, "explore_take")
    spots = [a.args for a in t.legal("explore_put")]
    assert spots and {side for side, _, _, _ in spots} == {0}   # only land face H03a
    t.do(0, "explore_put", *spots[0])
    assert t.s.units[u][0] == len(t.s.hexes) - 1


def test_explorer_pile_empty_gives_discs_r8(m):
    t = m
    from archipelago.engine.bank import take_explorer_token
    t.s.piles = [1, 8, 8]
    t.s.tokens_box = 7
    take_explorer_token(t.s, 0)
    assert [p["discs"] for p in t.s.players] == [4, 4, 4]
    t.s.players[1]["discs"] = 5
    t.s.piles = [0, 1, 8]
    t.s.tokens_box = 14
    take_explorer_token(t.s, 0)
    assert [p["discs"] for p in t.s.players] == [5, 5, 5]      # max 5


def test_edges_must_match_r2(m):
    """R2: every edge touching a placed hex must match, L-L or S-S."""
    from archipelago.engine import board
    t = m
    land_west = t.c.faces["H05a"]          # L on edges 0 and 3
    # at (3, 0) the face's west edge (3) meets B's east edge (0, land): L-L fits
    assert board.fits(t.s.at, t.s.hexes, t.c.faces, land_west, 0, 3, 0) == [(3, t.B)]
    # rotated by one step its west side shows edge 2 (sea) against B's land: refused
    assert board.fits(t.s.at, t.s.hexes, t.c.faces, land_west, 1, 3, 0) is None
    # next to the open-sea start hex a land edge is refused
    assert board.fits(t.s.at, t.s.hexes, t.c.faces, land_west, 0, -1, 0) is None
    assert board.fits(t.s.at, t.s.hexes, t.c.faces, land_west, 0, 1, 0) is None            # the spot is taken


def _fill_domestic(t, res):
    """The domestic area of `res` full (cubes from the bank, totals kept)."""
    s = t.s
    full = 3 * len(t.c.rules["domestic_market"][res]["prices"])
    k = full - s.dom[res]
    s.bank[res] -= k
    s.dom[res] += k


def _discover(t, seat, h):
    """The discovery gains of hex h (R4.5, R5.12), run until someone decides."""
    from archipelago.engine.flow import advance
    from archipelago.engine.setup import discover
    discover(t.s, seat, h)
    advance(t.s)


def test_discovery_one_type_full_market_gives_no_cube_r4_5_r5_12(m):
    """R4.5, R5.12: the player takes a cube only of *another* type than the one offered
    to the market; B shows cattle only and the cattle area is full: no cube at all."""
    t = m
    assert {res for _, res in t.c.faces["H05a"].icons} == {"cattle"}
    _fill_domestic(t, "cattle")
    bank = dict(t.s.bank)
    _discover(t, 0, t.B)
    assert sum(t.p(0)["cubes"].values()) == 0
    assert t.s.bank == bank
    assert t.top["k"] == "turn"
    assert not check(t.s)


def test_discovery_two_types_one_full_r4_5_r5_12(m):
    """R4.5, R5.12: A shows wood, fruit and cattle; with the cattle area full the market
    takes another type, and the player may still take a type other than that one."""
    t = m
    _fill_domestic(t, "cattle")
    _discover(t, 0, t.A)
    assert "cattle" not in {a.args[0] for a in t.legal("to_market")}
    t.do(0, "to_market", "wood")
    assert {a.args[0] for a in t.legal("to_self")} == {"fruit", "cattle"}
