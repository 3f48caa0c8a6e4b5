"""Helpers of the card tests' hand-built tables (test_cards.py, test_card_*.py): citizens,
florins, buildings put on them, the hex stack's top, what a viewer sees, the cards a seat may use.

The test map (tests/engine/conftest.py Table): the open-sea start hex (index 0, 2 fish icons) at
(0,0); A = face H01a at (1,0), one land area (icons wood, wood, fruit, cattle); B = face H05a at
(2,0), whose land continues A's (icons cattle x3). Other faces are put far away when a test
needs more hexes (`Table.far`)."""
import json

from archipelago import engine


def crowd(t, k, seats=(1, 2), h=None):
    """k citizens of other seats on A and B (3 per hex and player), for population."""
    spots = [(s, x) for x in ((t.A, t.B) if h is None else (h,)) for s in seats for _ in range(3)]
    return [t.citizen(s, x, engaged=1) for s, x in spots[:k]]


def set_florins(t, seat, n):
    """The seat holds exactly n florins (the difference goes to or from the bank)."""
    p = t.p(seat)
    t.s.bank_florins += p["florins"] - n
    p["florins"] = n


def drain_bank(t, leave=0, seat=2):
    """The bank keeps `leave` florins; the rest goes to `seat`."""
    k = t.s.bank_florins - leave
    t.s.bank_florins = leave
    t.p(seat)["florins"] += k


def buildings(t, kind, k, seat=None):
    """k buildings of a kind on k hexes put far away; occupied by `seat` if given."""
    out = []
    for _ in range(k):
        h = t.fresh()
        occ = t.citizen(seat, h, engaged=1) if seat is not None else None
        out.append(t.building(h, 0, kind, occupant=occ))
    return out


def seen(t, viewer, seat):
    """What `viewer` sees of the private knowledge cards gave `seat` (as JSON)."""
    return json.loads(json.dumps(engine.view(t.s, viewer)))["players"][seat]["seen"]


def uses(t, seat=None):
    return [a.args[0] for a in t.legal("use_card") if seat is None or a.seat == seat]


def finish(t, seat):
    """End the seat's turn (it must have done something)."""
    t.do(seat, "end_turn")


def stack_top(t, face_id):
    hx = t.c.faces[face_id].hex_id
    side = 0 if t.c.hexes[hx].faces[0].id == face_id else 1
    t.s.hex_stack = [h for h in t.s.hex_stack if h[0] != hx] + [(hx, side)]
