"""The map: hex geometry, edge matching and movement across edges (RULES R2).

Hexes are pointy-top on axial coordinates (q, r). Board side s of a hex touches side
(s + 3) % 6 of the neighbour at `q + DQ[s], r + DR[s]`. A face placed with rotation k
shows its edge j on board side (j + k) % 6, so board side s shows face edge (s - k) % 6.
A placed hex is the tuple (q, r, face_id, rotation, placed_by).
"""

DQ = (1, 0, -1, -1, 0, 1)   # 0 east, 1 south-east, 2 south-west, 3 west, 4 north-west, 5 north-east
DR = (0, 1, 1, 0, -1, -1)
STEPS = tuple(zip(range(6), DQ, DR))    # (side, DQ, DR): the loops over the six sides


def neighbour(q, r, side):
    return q + DQ[side], r + DR[side]


def sides(face, rot):
    """For a face and rotation: per board side, the land area touching it or -1 (sea)."""
    return face.rot_sides[rot]


def side_kinds(face, rot):
    """For a face and rotation: per board side, 'L' or 'S'."""
    return face.rot_kinds[rot]


def face_of(state, h):
    return state.content.faces[state.hexes[h][2]]


def hex_sides(hexes, faces, h):
    """Per board side of placed hex h: the land area touching it or -1 (sea). `hexes` is
    the list of placed hexes (q, r, face id, rotation, ...), `faces` maps face ids."""
    hx = hexes[h]
    return sides(faces[hx[2]], hx[3])


def neighbours(at, q, r):
    """(side, hex index) for every placed hex around position (q, r); `at` maps each
    placed position to its hex index."""
    out = []
    for s, dq, dr in STEPS:
        n = at.get((q + dq, r + dr))
        if n is not None:
            out.append((s, n))
    return out


def fits(at, hexes, faces, face, rot, q, r):
    """R2: does the face fit at (q, r) with every touching edge matching?

    Returns the list of (side, neighbour index) it touches, or None if an edge mismatches
    or the spot is taken."""
    if (q, r) in at:
        return None
    kinds = face.rot_kinds[rot]
    touching = []
    for s, dq, dr in STEPS:
        n = at.get((q + dq, r + dr))
        if n is not None:
            nhex = hexes[n]
            if faces[nhex[2]].rot_kinds[nhex[3]][(s + 3) % 6] != kinds[s]:
                return None
            touching.append((s, n))
    return touching


def frontier(at):
    """Empty positions next to at least one placed hex -> the placed hexes they touch."""
    seen = {}
    for (q, r), h in at.items():
        for _, dq, dr in STEPS:
            p = (q + dq, r + dr)
            if p not in at:
                seen.setdefault(p, []).append(h)
    return seen


def crossing(at, hexes, faces, h, area):
    """R2 movement: the (hex, area) a citizen on land area `area` of hex h reaches by each
    L edge of that area that touches a placed neighbour."""
    out = []
    my = hex_sides(hexes, faces, h)
    for s, n in neighbours(at, hexes[h][0], hexes[h][1]):
        if my[s] != area:
            continue
        a2 = hex_sides(hexes, faces, n)[(s + 3) % 6]
        if a2 >= 0:
            out.append((n, a2))
    return out


def convoy_paths(at, hexes, ships, start):
    """R5.7 convoys: hex -> the shortest sea path (a tuple of hex indices, `start` first)
    along which a citizen on hex `start` may travel, each border it crosses bridged by a
    different ship standing in one of the border's two hexes. `ships` maps a hex to how
    many of the owner's active ships stand in it. Every simple path of at most one border
    per ship is tried; along a path the ships are handed out greedily (a border takes a
    ship left over in the hex behind it, else one in the hex ahead), which finds ships for
    every border whenever they can be found, as a ship can only bridge the two borders of
    its own hex. The start hex is not a destination (an island hop needs a ship there)."""
    best = {}
    layer = [((start,), ships.get(start, 0) > 0)]
    for _ in range(sum(ships.values())):
        grown = []
        for path, spare in layer:
            q, r = hexes[path[-1]][:2]
            for _, dq, dr in STEPS:
                n = at.get((q + dq, r + dr))
                if n is None or n in path:
                    continue
                k = ships.get(n, 0)
                if not (spare or k):
                    continue
                path2 = path + (n,)
                if n not in best:
                    best[n] = path2
                grown.append((path2, k > 0 if spare else k > 1))
        layer = grown
    return best


def convoy_ships(path, ships):
    """R5.7: for a convoy path (convoy_paths), the hex whose ship bridges each border in
    turn, handed out as convoy_paths does; None if the ships do not suffice. `ships` as in
    convoy_paths."""
    out = []
    spare = ships.get(path[0], 0)          # unused ships in the hex behind the next border
    for behind, ahead in zip(path, path[1:]):
        k = ships.get(ahead, 0)
        if spare:
            out.append(behind)
            spare = k
        elif k:
            out.append(ahead)
            spare = k - 1
        else:
            return None
    return out


def icons(state, h):
    """The face's icons of placed hex h: a tuple of (area index or -1 for sea, resource)."""
    return face_of(state, h).icons


def area_icons(state, h, area):
    """(icon index, resource) of the icons on one land area of placed hex h, or in its
    sea for area -1."""
    return face_of(state, h).area_icons[area]
