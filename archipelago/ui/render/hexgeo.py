"""Hex geometry (pure math, no pygame): axial <-> pixel, picking, and where each face puts
its land areas, icons, huts, fish, buildings, citizens and ships.

Pointy-top hexes on axial coordinates (RULES R2, engine/board.py): board side s is at
angle 60*s degrees clockwise from east (screen y points down). A face placed with rotation
k shows its edge j on side (j + k) % 6, so face-local geometry is turned by 60*k degrees.
All face-local lengths are in units of the hex circumradius R.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

SQ3 = math.sqrt(3.0)
APOTHEM = SQ3 / 2          # centre to edge midpoint
BRIDGE_W = 0.30            # half-width of land where it crosses an L edge (same on both sides)
ICON_R = 0.135             # icon radius
ICON_GAP = 0.30            # icon spacing


def axial_to_px(q, r, R):
    return R * SQ3 * (q + r / 2.0), R * 1.5 * r


def px_to_axial(x, y, R):
    """The hex (q, r) containing the point (x, y) relative to hex (0, 0)'s centre."""
    qf = (SQ3 / 3 * x - y / 3) / R
    rf = (2 / 3 * y) / R
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


def corners(cx, cy, R):
    return [(cx + R * math.cos(math.radians(60 * k - 30)), cy + R * math.sin(math.radians(60 * k - 30)))
            for k in range(6)]


def unit(angle_deg):
    a = math.radians(angle_deg)
    return math.cos(a), math.sin(a)


def rotate(p, k):
    """Turn a face-local point by k sixths of a turn (clockwise on screen)."""
    a = math.radians(60 * k)
    c, s = math.cos(a), math.sin(a)
    return p[0] * c - p[1] * s, p[0] * s + p[1] * c


def _seg_dist(p, a, b):
    ax, ay = a
    bx, by = b
    px, py = p
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / L2))
    qx, qy = ax + t * dx, ay + t * dy
    return math.hypot(px - qx, py - qy)


def _noise(seed: str, i: int) -> float:
    h = 2166136261
    for ch in f"{seed}:{i}":
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return (h / 0xFFFFFFFF) * 2 - 1


@dataclass
class AreaGeo:
    anchor: tuple[float, float]
    radius: float
    edges: tuple[int, ...]
    blob: list[tuple[float, float]]               # noisy outline around the anchor (radius 1 scale)
    capsules: list[tuple[tuple, tuple, float]]     # (a, b, half width): anchor -> bridge
    bridges: list[tuple[tuple, tuple, float]]      # perpendicular strips across L edges
    icon_pos: list[tuple[float, float]] = field(default_factory=list)   # per icon of the area
    hut_pos: list[tuple[float, float]] = field(default_factory=list)
    unit_spot: tuple[float, float] = (0.0, 0.0)
    building_spots: dict = field(default_factory=dict)   # kind -> point

    def dist(self, p):
        """Signed distance from p to this land area (negative inside)."""
        d = math.hypot(p[0] - self.anchor[0], p[1] - self.anchor[1]) - self.radius
        for a, b, w in self.capsules + self.bridges:
            d = min(d, _seg_dist(p, a, b) - w)
        return d


@dataclass
class FaceGeo:
    face_id: str
    areas: list[AreaGeo]
    icon_pos: list[tuple[float, float]]            # per face icon (face.icons order)
    fish_pos: list[tuple[float, float]]
    sea_spots: list[tuple[float, float]]           # for ships, best first

    def land_dist(self, p):
        return min((a.dist(p) for a in self.areas), default=9.0)


_CACHE: dict[str, FaceGeo] = {}

PATTERNS = {
    1: [(0, 0)],
    2: [(-0.5, 0), (0.5, 0)],
    3: [(-0.5, -0.3), (0.5, -0.3), (0, 0.55)],
    4: [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)],
    5: [(-1, -0.5), (0, -0.5), (1, -0.5), (-0.5, 0.5), (0.5, 0.5)],
    6: [(-1, -0.5), (0, -0.5), (1, -0.5), (-1, 0.5), (0, 0.5), (1, 0.5)],
}


def face_geometry(face) -> FaceGeo:
    g = _CACHE.get(face.id)
    if g is None:
        g = _build(face)
        _CACHE[face.id] = g
    return g


def _build(face) -> FaceGeo:
    n_areas = len(face.areas)
    anchors = []
    radii = []
    for a in face.areas:
        if a.edges:
            vx = sum(unit(60 * e)[0] for e in a.edges) / len(a.edges) * APOTHEM
            vy = sum(unit(60 * e)[1] for e in a.edges) / len(a.edges) * APOTHEM
            mag = math.hypot(vx, vy)
            if mag < 0.2 or len(a.edges) >= 4 and n_areas == 1:
                k = 0.0 if mag < 0.2 else 0.18 / mag
                anchors.append((vx * k, vy * k))
            else:
                k = min(0.46, mag * 0.8) / mag
                anchors.append((vx * k, vy * k))
            radii.append(0.30 + 0.065 * len(a.edges) + 0.02 * min(5, len(a.icons) + a.huts))
        else:
            anchors.append(None)
            radii.append(0.46 if n_areas == 1 else 0.30)
    # islands without edges: away from the other areas
    free = [i for i, p in enumerate(anchors) if p is None]
    if free:
        others = [p for p in anchors if p is not None]
        if others:
            mx = sum(p[0] for p in others) / len(others)
            my = sum(p[1] for p in others) / len(others)
            base = math.degrees(math.atan2(-my, -mx)) if math.hypot(mx, my) > 1e-6 else 90.0
            dist = 0.42
        elif len(free) == 1:
            base, dist = 0.0, 0.0
        else:
            base, dist = 30.0, 0.36
        spread = 360.0 / max(1, len(free)) if not others else 70.0
        for j, i in enumerate(free):
            ang = base + (j - (len(free) - 1) / 2) * spread
            ux, uy = unit(ang)
            anchors[i] = (ux * dist, uy * dist)
    # keep areas apart: shrink radii where two blobs would touch
    for i in range(n_areas):
        for j in range(i + 1, n_areas):
            d = math.hypot(anchors[i][0] - anchors[j][0], anchors[i][1] - anchors[j][1])
            room = d - 0.16
            if radii[i] + radii[j] > room:
                k = max(0.2, room) / (radii[i] + radii[j])
                radii[i] *= k
                radii[j] *= k
    areas = []
    for ai, a in enumerate(face.areas):
        anc = anchors[ai]
        r = max(0.2, radii[ai])
        blob = []
        for i in range(28):
            ang = 2 * math.pi * i / 28
            k = 1.0 + 0.07 * _noise(face.id + str(ai), i) + 0.04 * math.sin(3 * ang + ai)
            blob.append((math.cos(ang) * k, math.sin(ang) * k))
        caps, brs = [], []
        for e in a.edges:
            ux, uy = unit(60 * e)
            inner = (ux * 0.55, uy * 0.55)
            caps.append((anc, inner, BRIDGE_W * 0.9))
            brs.append((inner, (ux * 1.2, uy * 1.2), BRIDGE_W))
        areas.append(AreaGeo(anc, r, tuple(a.edges), blob, caps, brs))
    # icons and huts: a cluster around each anchor
    icon_pos_face = []
    for ai, (a, g) in enumerate(zip(face.areas, areas)):
        items = len(a.icons) + a.huts
        pat = PATTERNS.get(min(items, 6), PATTERNS[6]) if items else []
        gap = ICON_GAP if g.radius > 0.3 else ICON_GAP * 0.9
        pts = [(g.anchor[0] + x * gap, g.anchor[1] + y * gap - 0.04) for x, y in pat]
        while len(pts) < items:      # more than 6 symbols: a ring
            k = len(pts)
            pts.append((g.anchor[0] + math.cos(k) * gap * 1.3, g.anchor[1] + math.sin(k) * gap * 1.3))
        g.icon_pos = pts[:len(a.icons)]
        g.hut_pos = pts[len(a.icons):items]
        icon_pos_face.extend(g.icon_pos)
        ys = [p[1] for p in pts] or [g.anchor[1]]
        g.unit_spot = (g.anchor[0], max(ys) + 0.2 if pts else g.anchor[1])
        # building slots: around the cluster
        spread = max(g.radius * 0.9, 0.28)
        g.building_spots = {
            "town": (g.anchor[0] - spread * 0.75, g.anchor[1] - spread * 0.7),
            "temple": (g.anchor[0] + spread * 0.75, g.anchor[1] - spread * 0.7),
            "market": (g.anchor[0] - spread * 0.95, g.anchor[1] + spread * 0.25),
            "port": None,
        }
    for g in areas:
        g.building_spots["port"] = _coast_spot(face, g, [o for o in areas if o is not g])
    # sea: spots for fish and ships
    land = [a for a in areas]

    def land_d(p):
        return min((a.dist(p) for a in land), default=9.0)

    cands = []
    for j in range(6):
        for rad, off in ((0.56, 0), (0.62, 30), (0.42, 15), (0.45, 45), (0.0, 0), (0.28, 0), (0.55, 15), (0.55, 45)):
            ux, uy = unit(60 * j + off)
            p = (ux * rad, uy * rad)
            if rad == 0.0 and j:
                continue
            cands.append(p)
    if not land:                      # open sea: symmetric spots
        cands = [(0.0, -0.45), (0.0, 0.45), (-0.45, 0.0), (0.45, 0.0), (-0.35, -0.5), (0.35, 0.5)]
    scored = sorted(((min(land_d(p), 1.0), p) for p in cands), key=lambda t: -t[0])
    sea = []
    for d, p in scored:
        if d < 0.1:
            break
        if all(math.hypot(p[0] - q[0], p[1] - q[1]) > 0.3 for q in sea):
            sea.append(p)
    if not sea:
        sea = [(0.0, 0.72)]
    fish_pos = sea[:face.fish]
    while len(fish_pos) < face.fish:
        fish_pos.append((0.2 * len(fish_pos), 0.7))
    ship_spots = sea[face.fish:] + sea[:face.fish]
    icon_pos_face.extend(fish_pos)
    return FaceGeo(face.id, areas, icon_pos_face, fish_pos, ship_spots)


def _coast_spot(face, g, others=()):
    """Where a port of this area sits: on its shore, toward open sea inside the hex."""
    best = None
    for e in range(12):
        ux, uy = unit(30 * e)
        p = (g.anchor[0] + ux * g.radius * 0.95, g.anchor[1] + uy * g.radius * 0.95)
        r = math.hypot(p[0], p[1])
        if r > 0.78:
            continue
        score = min((o.dist(p) for o in others), default=1.0) - 0.3 * r
        if best is None or score > best[0]:
            best = (score, p)
    if best is None:
        return (g.anchor[0] * 0.6, g.anchor[1] * 0.6 + 0.2)
    return best[1]


def pick_area(face, rot, local):
    """The land area under a point (hex-centred, in units of R, board orientation), or -1."""
    g = face_geometry(face)
    p = rotate(local, -rot)
    best, bd = -1, 0.06
    for i, a in enumerate(g.areas):
        d = a.dist(p)
        if d < bd:
            best, bd = i, d
    return best
