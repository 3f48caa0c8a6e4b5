"""Hand-built states for rule tests: a bare table, hexes and pieces put where a test
needs them, and a phase-5 turn (or any frame) on top of the decision stack."""

import pytest

from archipelago import engine
from archipelago.engine import pieces
from archipelago.engine.core import Action
from archipelago.engine.invariants import check

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
# Faces placed away from the test map when a test needs more hexes.
FAR = [f"H{i:02d}a" for i in range(2, 25)]


class Table:
    """A bare game in round 2, phase 5, with helpers to lay out the table."""

    def __init__(self, content, n=3, seed=0, length="short"):
        self.c = content
        s = engine.new_game(content, NAMES[:n], length, seed)
        for hand in s.hands:
            s.hex_stack.extend(hand)
        s.hands = [() for _ in range(n)]
        s.units = [None] * len(s.units)
        s.order = tuple(range(n))
        s.round = 2
        s.phase = "actions"
        for i in range(len(s.slots)):
            s.slots[i] = (s.deck.pop(), 0)
        s.trend = "T02"
        s.frames = [{"k": "round", "i": 5}, {"k": "p5", "i": 1, "passed": ()}]
        self.s = s
        self.turn(0)

    # --- the map -------------------------------------------------------------------
    def face(self, predicate):
        """The first face (in file order) matching predicate(face)."""
        return next(f for f in self.c.faces.values() if f.id != "START" and predicate(f))

    def far(self, face_id, by=None):
        """Place a face away from every other hex (it touches none); returns its index."""
        return self.put(face_id, 0, 4 * len(self.s.hexes) + 10, by=by)

    def fresh(self):
        """A hex of FAR not yet on the map, put far away; returns its index."""
        used = {self.c.faces[h[2]].hex_id for h in self.s.hexes}
        return self.far(next(f for f in FAR if self.c.faces[f].hex_id not in used))

    def put(self, face_id, q, r, rot=0, by=None):
        """Place a face (taking its hex off the stack); returns the hex index."""
        s = self.s
        hx = self.c.faces[face_id].hex_id
        s.hex_stack = [h for h in s.hex_stack if h[0] != hx]
        s.hexes.append((q, r, face_id, rot, by))
        s.at[(q, r)] = len(s.hexes) - 1
        return len(s.hexes) - 1

    # --- pieces --------------------------------------------------------------------
    def citizen(self, seat, h, area=0, engaged=0, down=0, icon=-1, building=-1):
        s = self.s
        u = pieces.free_slot(s, pieces.citizen_slots(s, seat))
        s.units[u] = (h, area, engaged, down, icon, building)
        if h >= 0:
            s.population += 1
        return u

    def ship(self, seat, h, engaged=0, building=-1, icon=-1):
        s = self.s
        u = pieces.free_slot(s, pieces.ship_slots(s, seat))
        s.units[u] = (h, -1, engaged, 0, icon, building)
        return u

    def building(self, h, area, kind, occupant=None):
        s = self.s
        s.buildings.append((h, area, kind))
        b = len(s.buildings) - 1
        if occupant is not None:
            t = s.units[occupant]
            s.units[occupant] = t[:5] + (b,)
        return b

    def give(self, seat, florins=0, **cubes):
        """Move florins and cubes from the bank to a seat (keeps the totals)."""
        s = self.s
        s.bank_florins -= florins
        s.players[seat]["florins"] += florins
        for res, k in cubes.items():
            s.bank[res] -= k
            s.players[seat]["cubes"][res] += k

    def own(self, seat, card_id, acquired=1):
        """Give a card to a seat (from wherever it is), acquired in an earlier round."""
        s = self.s
        if card_id in s.deck:
            s.deck.remove(card_id)
        if card_id in s.discard:
            s.discard.remove(card_id)
        for i, slot in enumerate(s.slots):
            if slot and slot[0] == card_id:
                s.slots[i] = (s.deck.pop(), 0)
        s.owner[card_id] = seat
        s.acquired[card_id] = acquired

    def stack_deck(self, *cards):
        """Put these cards on top of the evolution deck, the last one on top (a card taken
        from a track slot is replaced there by a card from the deck)."""
        s = self.s
        for c in cards:
            if c in s.deck:
                s.deck.remove(c)
            if c in s.discard:
                s.discard.remove(c)
            for i, slot in enumerate(s.slots):
                if slot and slot[0] == c:
                    s.slots[i] = (next(d for d in s.deck if d not in cards), 0)
                    s.deck.remove(s.slots[i][0])
        s.deck.extend(cards)

    def objective(self, seat, objective_id):
        self.s.players[seat]["objective"] = objective_id

    # --- the decision stack ---------------------------------------------------------
    def turn(self, seat):
        """A phase-5 turn for seat on top of the stack."""
        s = self.s
        s.frames = s.frames[:2] + [{"k": "turn", "seat": seat, "did": 0, "disc": 0,
                                    "card": 0, "offers": 0}]
        return self

    def balance(self, card=None):
        """Phase 4 (R5.4) with `card` on top of the deck; runs until someone decides."""
        from archipelago.engine.crises import start_balance
        from archipelago.engine.flow import advance
        s = self.s
        if card is not None:
            self.stack_deck(card)
        s.phase = "balance"
        s.frames = [{"k": "round", "i": 4}]
        start_balance(s)
        advance(s)
        return self

    def phase6(self):
        """Phase 6 (R5.14) from its start; runs until someone decides."""
        from archipelago.engine.evolution import start_evolution
        from archipelago.engine.flow import advance
        s = self.s
        s.phase = "evolution"
        s.frames = [{"k": "round", "i": 6}]
        start_evolution(s)
        advance(s)
        return self

    def frame(self, **f):
        self.s.frames.append(dict(f))
        return self

    # --- acting ----------------------------------------------------------------------
    def legal(self, kind=None):
        engine.touched(self.s)          # the test may have edited the state by hand
        out = engine.legal_actions(self.s)
        return [a for a in out if kind is None or a.kind == kind]

    def do(self, seat, kind, *args):
        engine.touched(self.s)
        events = engine.apply(self.s, Action(seat, kind, tuple(args)))
        bad = check(self.s)
        assert not bad, bad
        return events

    def refused(self, seat, kind, *args):
        """The action raises IllegalAction and changes nothing."""
        before = engine.to_dict(self.s)
        engine.touched(self.s)
        with pytest.raises(engine.IllegalAction):
            engine.apply(self.s, Action(seat, kind, tuple(args)))
        assert engine.to_dict(self.s) == before

    @property
    def top(self):
        return self.s.frames[-1]

    def p(self, seat):
        return self.s.players[seat]


@pytest.fixture
def table(content):
    return Table(content)


@pytest.fixture
def m(table):
    """The test map: the start hex; A = face H01a at (1,0), one land area over its east
    and south-east edges (wood, wood, fruit, cattle; 1 hut); B = face H05a at (2,0),
    whose west edge is land, so A's land continues into B (cattle x3; 2 huts)."""
    t = table
    t.A = t.put("H01a", 1, 0)
    t.B = t.put("H05a", 2, 0)
    return t


@pytest.fixture
def make_table(content):
    def make(n=3, seed=0, length="short"):
        return Table(content, n, seed, length)
    return make
