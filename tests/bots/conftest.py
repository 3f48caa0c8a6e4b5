"""Fixtures for the bot tests: the content, and small hand-built crisis states."""

from archipelago import engine


def land_face(content):
    """A face with a land area, and a rotation whose west edge (touching the start hex
    placed east of it... i.e. the hex at q=1) is open sea."""
    for face in content.faces.values():
        if face.id == "START" or not face.areas:
            continue
        for rot in range(6):
            if face.edges[(3 - rot) % 6] == "S":
                return face, rot
    raise LookupError("no land face")


def crisis_table(content, res="fruit", per=3, lying=None, seed=0):
    """A 3-player game in round 2, phase 4, with one land hex east of the start hex,
    the citizens of `lying` (seat -> count) on it, and a domestic crisis of `res`
    (`per` citizens per cube) just started: everyone lies down, seat 0 answers first."""
    from archipelago.engine import pieces
    from archipelago.engine.crises import start_domestic
    lying = lying or {0: 2, 1: 2}
    s = engine.new_game(content, ["Ann", "Bob", "Cy"], "short", seed)
    for hand in s.hands:
        s.hex_stack.extend(hand)
    s.hands = [() for _ in range(3)]
    s.units = [None] * len(s.units)
    s.order = (0, 1, 2)
    s.round = 2
    s.phase = "balance"
    for i in range(len(s.slots)):
        s.slots[i] = (s.deck.pop(), 0)
    s.trend = "T02"
    face, rot = land_face(content)
    s.hex_stack = [h for h in s.hex_stack if h[0] != face.hex_id]
    s.hexes.append((1, 0, face.id, rot, 0))
    s.at[(1, 0)] = 1
    for seat in range(3):
        u = pieces.free_slot(s, pieces.ship_slots(s, seat))
        s.units[u] = (0, -1, 0, 0, -1, -1)
    s.population = 0
    for seat, k in lying.items():
        for _ in range(k):
            u = pieces.free_slot(s, pieces.citizen_slots(s, seat))
            s.units[u] = (1, 0, 0, 0, -1, -1)
            s.population += 1
    s.frames = [{"k": "round", "i": 4}]
    start_domestic(s, res, per)
    return s


def give(s, seat, florins=0, tokens=0, **cubes):
    """Move florins, explorer tokens and cubes from the bank to a seat (totals kept)."""
    s.bank_florins -= florins
    s.players[seat]["florins"] += florins
    for res, k in cubes.items():
        s.bank[res] -= k
        s.players[seat]["cubes"][res] += k
    for _ in range(tokens):
        for i, n in enumerate(s.piles):
            if n:
                s.piles[i] -= 1
                s.players[seat]["tokens"] += 1
                break
