"""The map: hex geometry, edge matching and movement across edges (RULES R2).

Hexes are pointy-top on axial coordinates (q, r). Board side s of a hex touches side
(s + 3) % 6 of the neighbour at `q + DQ[s], r + DR[s]`. A face placed with rotation k
shows its edge j on board side (j + k) % 6, so board side s shows face edge (s - k) % 6.
A placed hex is the tuple (q, r, face_id, rotation, placed_by).
"""

DQ = (1, 0, -1, -1, 0, 1)   # 0 east, 1 south-east, 2 south-west, 3 west, 4 north-west, 5 north-east
DR = (0, 1, 1, 0, -1, -1)


def neighbour(q, r, side):
    return q + DQ[side], r + DR[side]


_SIDES = {}


def _rotated(face, rot):
    key = (face.id, rot)
    hit = _SIDES.get(key)
    if hit is None or hit[0] is not face:
        hit = (face,
               tuple(face.edge_area[(s - rot) % 6] for s in range(6)),
               "".join(face.edges[(s - rot) % 6] for s in range(6)))
        _SIDES[key] = hit
    return hit


def sides(face, rot):
    """For a face and rotation: per board side, the land area touching it or -1 (sea)."""
    return _rotated(face, rot)[1]


def side_kinds(face, rot):
    """For a face and rotation: per board side, 'L' or 'S'."""
    return _rotated(face, rot)[2]


def face_of(state, h):
    return state.content.faces[state.hexes[h][2]]


def hex_sides(state, h):
    """Per board side of placed hex h: the land area touching it or -1 (sea)."""
    q, r, fid, rot, _ = state.hexes[h]
    return sides(state.content.faces[fid], rot)


def neighbours(state, h):
    """(side, neighbour index) for every placed neighbour of placed hex h."""
    q, r = state.hexes[h][0], state.hexes[h][1]
    at = state.at
    out = []
    for s in range(6):
        n = at.get((q + DQ[s], r + DR[s]))
        if n is not None:
            out.append((s, n))
    return out


def fits(state, face, rot, q, r):
    """R2: does the face fit at (q, r) with every touching edge matching?

    Returns the list of (side, neighbour index) it touches, or None if an edge mismatches
    or the spot is taken."""
    at = state.at
    if (q, r) in at:
        return None
    kinds = side_kinds(face, rot)
    touching = []
    for s in range(6):
        n = at.get((q + DQ[s], r + DR[s]))
        if n is None:
            continue
        nq, nr, nfid, nrot, _ = state.hexes[n]
        if side_kinds(state.content.faces[nfid], nrot)[(s + 3) % 6] != kinds[s]:
            return None
        touching.append((s, n))
    return touching


def frontier(state):
    """Empty positions next to at least one placed hex, with how many they touch."""
    at = state.at
    seen = {}
    for (q, r) in at:
        for s in range(6):
            p = (q + DQ[s], r + DR[s])
            if p not in at:
                seen[p] = seen.get(p, 0) + 1
    return seen


def crossing(state, h, area):
    """R2 movement: the (hex, area) a citizen on land area `area` of hex h reaches by each
    L edge of that area that touches a placed neighbour."""
    out = []
    my = hex_sides(state, h)
    q, r = state.hexes[h][0], state.hexes[h][1]
    at = state.at
    for s in range(6):
        if my[s] != area:
            continue
        n = at.get((q + DQ[s], r + DR[s]))
        if n is None:
            continue
        a2 = hex_sides(state, n)[(s + 3) % 6]
        if a2 >= 0:
            out.append((n, a2))
    return out


def icons(state, h):
    """The face's icons of placed hex h: a tuple of (area index or -1 for sea, resource)."""
    return face_of(state, h).icons
