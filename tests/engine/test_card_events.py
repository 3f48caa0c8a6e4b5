"""The effect primitives of the events and the Great Lighthouse (DECK 3.14-3.21, DECK 2.1):
remove_citizens, destroy_ship, place_ships_at_ports, block_icon, unblock_icon, steal_cube,
levy, supply_market; on hand-built tables.
The test map and its helpers: card_tables.py."""
import pytest

from archipelago import engine
from archipelago.engine import pieces
from archipelago.engine.pieces import REBEL

from .card_tables import crowd, drain_bank, set_florins


# --- DECK 3.14 remove_citizens (Epidemic), 3.15 destroy_ship (Pirate) ----------------------

def test_epidemic_event_deck_2_1(m):
    """DECK 2.1, DECK 3.14, DECK 0.5 citizens_on_map: Epidemic (A31's back): every player
    with 6 or more citizens on the map (rebels included, wonder citizens excluded) returns 1
    of his choice to the reserve; population -1 each; surplus unchanged; a vacated building
    is unoccupied."""
    t = m
    hs = [t.A, t.B, t.far("H02a")]
    zero = [t.citizen(0, h) for h in hs for _ in range(2)]       # 6, one a rebel
    t.s.units[zero[5]] = t.s.units[zero[5]][:3] + (REBEL,) + t.s.units[zero[5]][4:]
    one = [t.citizen(1, h) for h in hs for _ in range(2)]        # 5 + 1 on a wonder
    t.s.units[one[-1]] = (-1, -1, 1, 0, -1, -1)
    t.s.population -= 1
    two = [t.citizen(2, h) for h in hs for _ in range(2)]        # 6
    market = t.building(t.A, 0, "market", occupant=two[0])
    t.s.surplus = 4
    t.s.order = (2, 0, 1)
    pop = t.s.population
    t.balance("A31")
    assert t.top["k"] == "remove_pick" and t.top["seat"] == 2
    t.do(2, "remove", two[0])
    assert t.top["seat"] == 0
    t.do(0, "remove", zero[5])                                   # a rebel
    assert t.top["k"] == "turn"
    assert t.s.population == pop - 2 and t.s.surplus == 4
    assert t.s.units[two[0]] is None and pieces.occupants(t.s).get(market) is None
    assert pieces.citizens_on_map(t.s, 1) == 5


@pytest.mark.parametrize("order,victim", [((0, 1, 2), 1), ((2, 0, 1), 2)])
def test_pirate_event_deck_2_1(m, order, victim):
    """DECK 2.1, DECK 3.15, DECK 3 Selector {most} tie rule: Pirate (A27's back): rebellion
    +1; the player with the most ships on the map (tie: earliest in turn order) returns one
    of his choice to the reserve; a port it occupied becomes unoccupied."""
    t = m
    crowd(t, 2)
    t.ship(0, 0)
    s1 = [t.ship(1, 0), t.ship(1, t.A)]
    s2 = [t.ship(2, 0), t.ship(2, t.B)]
    ships = {1: s1, 2: s2}[victim]
    port = t.building(t.s.units[ships[1]][0], 0, "port", occupant=ships[1])
    t.s.order = order
    t.balance("A27")
    assert t.s.rebellion == 1
    assert t.top["k"] == "sink" and t.top["seat"] == victim
    t.do(victim, "sink", ships[1])
    assert t.s.units[ships[1]] is None and pieces.ships_on_map(t.s, victim) == 1
    assert pieces.occupants(t.s).get(port) is None


def test_pirate_without_ships_only_rebellion_deck_2_1(m):
    """DECK 2.1: nobody has a ship on the map: only the rebellion +1 happens."""
    t = m
    crowd(t, 2)
    t.balance("A27")
    assert t.s.rebellion == 1 and t.top["k"] == "turn"


# --- DECK 3.16 place_ships_at_ports (Great Lighthouse) ------------------------------------

def test_great_lighthouse_wonder_deck_1_1(m, content):
    """DECK 1.1, DECK 3.16, DECK 0.3: A47 Great Lighthouse: you must control a port; 1 iron
    + 2 stone + 1 AD. On completion every controlled port's controller puts 1 ship from his
    reserve in its hex (active); none if he has none left; one short of ships chooses the
    ports."""
    t = m
    builder = t.citizen(0, t.A)
    dock = t.citizen(0, t.A, engaged=1)
    p0 = t.building(t.A, 0, "port", occupant=dock)
    h1, h2, h3 = t.far("H02a"), t.far("H03a"), t.far("H04a")
    p1 = t.building(h1, 0, "port", occupant=t.citizen(1, h1, engaged=1))
    for _ in range(4):
        t.ship(1, 0)                                     # seat 1: no ship in reserve
    p2a = t.building(h2, 0, "port", occupant=t.citizen(2, h2, engaged=1))
    p2b = t.building(h3, 0, "port", occupant=t.citizen(2, h3, engaged=1))
    for _ in range(3):
        t.ship(2, 0)                                     # seat 2: one in reserve
    t.building(t.B, 0, "port")                           # nobody controls it
    t.give(0, iron=1, stone=2)
    t.own(0, "A47")
    t.do(0, "use_card", "A47")
    t.do(0, "wonder_citizen", builder)
    assert t.p(0)["cubes"]["iron"] == 0 and t.p(0)["cubes"]["stone"] == 0
    assert t.p(0)["discs_used"] == 1
    assert t.top["k"] == "port_ships_pick" and t.top["seat"] == 2
    assert {a.args[0] for a in t.legal("port_ship")} == {p2a, p2b}
    t.do(2, "port_ship", p2b)
    assert t.top["k"] == "turn"
    ships0 = [t.s.units[u] for u in pieces.ship_slots(t.s, 0) if t.s.units[u]]
    assert ships0 == [(t.A, -1, 0, 0, -1, -1)]
    assert pieces.ships_on_map(t.s, 1) == 4
    assert sorted(t.s.units[u][0] for u in pieces.ship_slots(t.s, 2)) == [0, 0, 0, h3]
    assert t.s.built["A47"] == 0 and p0 is not None and p1 is not None


# --- DECK 3.17 block_icon (Barbarian), 3.18 unblock_icon (Conquistador) ---------------------

def test_barbarian_event_deck_2_1(m):
    """DECK 2.1, DECK 3.17, R5.6: Barbarian (A12's back): the last player in turn order puts
    a 1 florin coin from the bank on any icon of the map (fish included) without one; it can
    never be harvested again."""
    t = m
    u = t.citizen(0, t.A)
    t.s.coins.append((t.A, 1, 1))
    t.s.bank_florins -= 1
    t.s.order = (1, 2, 0)
    bank = t.s.bank_florins
    t.balance("A12")
    assert t.top["k"] == "block_pick" and t.top["seat"] == 0
    icons = {a.args for a in t.legal("block")}
    assert (0, 0) in icons and (0, 1) in icons                  # fish on the start hex
    assert (t.A, 1) not in icons and len(icons) == 2 + 4 - 1 + 3
    t.do(0, "block", t.A, 0)
    assert (t.A, 0, 1) in t.s.coins and t.s.bank_florins == bank - 1
    t.turn(0)
    assert "harvest:wood" not in [a.args[0] for a in t.legal("place_disc")]
    assert u is not None


def test_barbarian_neutral_marker_when_bank_empty_deck_2_1(m):
    """DECK 2.1, DECK 3.17: with an empty bank a neutral marker (no florin) blocks the
    icon."""
    t = m
    t.s.order = (1, 2, 0)
    drain_bank(t, leave=0)
    t.balance("A12")
    t.do(0, "block", t.A, 2)
    assert (t.A, 2, 0) in t.s.coins and t.s.bank_florins == 0


def test_barbarian_no_icon_left_nothing_happens_deck_2_1(table):
    """DECK 2.1: if no icon qualifies, nothing happens."""
    t = table
    t.s.coins += [(0, 0, 1), (0, 1, 1)]
    t.s.bank_florins -= 2
    t.balance("A12")
    assert t.top["k"] == "turn" and len(t.s.coins) == 2


def test_conquistador_unblock_icon_deck_3_18(m):
    """DECK 3.18, R5.6: A21 Conquistador (1 AD): remove a coin from an icon on a hex where
    the user has a unit and keep it (+1 florin); the icon can be harvested again."""
    t = m
    u = t.citizen(0, t.A)
    t.s.coins += [(t.A, 0, 1), (t.B, 0, 1), (t.A, 1, 0)]
    t.s.bank_florins -= 2
    t.own(0, "A21")
    t.do(0, "use_card", "A21")
    assert {a.args for a in t.legal("unblock")} == {(t.A, 0), (t.A, 1)}
    t.do(0, "unblock", t.A, 0)
    assert t.p(0)["florins"] == 11 and (t.A, 0, 1) not in t.s.coins
    assert t.p(0)["discs_used"] == 1
    t.do(0, "place_disc", "harvest:wood")
    assert [a.args for a in t.legal("harvest")] == [(u, 0)]


def test_conquistador_neutral_marker_gives_nothing_deck_3_18(m):
    """DECK 3.18: a neutral marker is removed but is no florin."""
    t = m
    t.citizen(0, t.A)
    t.s.coins.append((t.A, 1, 0))
    t.own(0, "A21")
    t.do(0, "use_card", "A21")
    t.do(0, "unblock", t.A, 1)
    assert t.p(0)["florins"] == 10 and not t.s.coins


# --- DECK 3.19 steal_cube (Thief) -----------------------------------------------------------

def test_thief_event_hidden_fists_deck_2_1(m):
    """DECK 2.1, DECK 3.19, R9 (secrets in the view): Thief (A17's back): the player with
    the most cubes (tie: earliest in turn order) puts 2 cubes in two fists; the engine picks
    one at random: that cube goes to the bank. The fists are hidden from everyone but the
    victim."""
    t = m
    t.give(0, wood=2)
    t.give(1, fish=1, iron=2)
    t.give(2, fruit=3)
    t.s.order = (2, 1, 0)
    t.balance("A17")
    assert t.top["k"] == "fists" and t.top["seat"] == 2
    t.do(2, "fist", "fruit")
    assert list(engine.view(t.s, 2)["frames"][-1]["picks"]) == ["fruit"]
    for viewer in (None, 0, 1):
        assert engine.view(t.s, viewer)["frames"][-1]["picks"] == 1
    bank = t.s.bank["fruit"]
    t.do(2, "fist", "fruit")
    assert t.p(2)["cubes"]["fruit"] == 2 and t.s.bank["fruit"] == bank + 1
    assert t.top["k"] == "turn"


def test_thief_tie_earliest_in_turn_order_deck_3(m):
    """DECK 3 Selector {most: cubes_behind_screen}, DECK 0.5: a tie goes to the player
    earliest in turn order."""
    t = m
    t.give(0, wood=2)
    t.give(1, fish=2)
    t.s.order = (1, 0, 2)
    t.balance("A17")
    assert t.top["seat"] == 1


def test_thief_nobody_has_cubes_deck_2_1(m):
    """DECK 2.1: if nobody has a cube, nothing happens."""
    t = m
    t.balance("A17")
    assert t.top["k"] == "turn"


def fists_game(content, seed, cubes):
    from .conftest import Table
    t = Table(content, seed=seed)
    t.give(0, **cubes)
    t.balance("A17")
    return t


def test_thief_one_cube_leaves_a_fist_empty_and_pick_is_seeded_deck_2_1(content):
    """DECK 2.1, DECK 3.19, ARCHITECTURE (randomness from the seed): With a single cube the
    other fist is empty: the victim loses it or keeps it; the pick comes from the seed, so
    the same seed and actions give the same pick, and the pick survives a save and load in
    the middle."""
    outcomes = set()
    for seed in range(12):
        t = fists_game(content, seed, {"iron": 1})
        copy = engine.from_dict(content, engine.to_dict(t.s))
        t.do(0, "fist", "iron")
        engine.apply(copy, engine.Action(0, "fist", ("iron",)))
        assert copy.players[0]["cubes"] == t.p(0)["cubes"]
        outcomes.add(t.p(0)["cubes"]["iron"])
        assert t.top["k"] == "turn"
    assert outcomes == {0, 1}


def test_thief_two_different_cubes_one_goes_deck_2_1(content):
    """DECK 3.19: two fists, one cube each; exactly one of the two goes to the bank."""
    for seed in range(4):
        t = fists_game(content, seed, {"iron": 1, "wood": 1})
        t.do(0, "fist", "iron")
        assert [a.args[0] for a in t.legal("fist")] == ["wood"]
        t.do(0, "fist", "wood")
        assert sum(t.p(0)["cubes"].values()) == 1


# --- DECK 3.20 levy (Royal Tax Collector) ---------------------------------------------------

def test_royal_tax_collector_event_deck_2_1(m):
    """DECK 2.1, DECK 3.20: Royal Tax Collector (A40's back): in turn order each player owes
    1 florin per town he controls, pays any part of it to the bank; rebellion +1 per florin
    unpaid."""
    t = m
    hs = [t.fresh() for _ in range(3)]
    for h in hs[:2]:
        t.building(h, 0, "town", occupant=t.citizen(0, h, engaged=1))
    t.building(hs[2], 0, "town", occupant=t.citizen(2, hs[2], engaged=1))
    t.citizen(1, t.A)
    t.citizen(1, t.A)
    set_florins(t, 2, 0)
    t.s.order = (2, 1, 0)
    bank = t.s.bank_florins
    t.balance("A40")
    assert t.top["k"] == "levy" and t.top["seat"] == 2
    assert [a.args for a in t.legal()] == [(0,)]
    t.do(2, "pay_levy", 0)
    assert t.s.rebellion == 1
    assert t.top["seat"] == 0 and [a.args[0] for a in t.legal()] == [0, 1, 2]
    t.do(0, "pay_levy", 1)
    assert t.s.rebellion == 2 and t.p(0)["florins"] == 9
    assert t.s.bank_florins == bank + 1 and t.top["k"] == "turn"


# --- DECK 3.21 supply_market (Bountiful Harvest) ---------------------------------------------

def test_bountiful_harvest_event_deck_2_1(m):
    """DECK 2.1, DECK 3.21: Bountiful Harvest (A47's back): 1 cube of each type from the
    bank to the domestic market; a type is skipped if the bank has none or the area is
    full."""
    t = m
    s = t.s
    t.give(1, iron=s.bank["iron"])
    s.bank["fish"] -= 11
    s.dom["fish"] = 12
    dom = dict(s.dom)
    t.balance("A47")
    assert s.dom == {"fruit": dom["fruit"] + 1, "cattle": dom["cattle"] + 1, "fish": 12,
                     "wood": dom["wood"] + 1, "stone": dom["stone"] + 1,
                     "iron": dom["iron"]}
