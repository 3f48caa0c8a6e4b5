"""Where the interaction's target keys are on screen, for one composed table frame: the
hit regions the renderer registered (indexed by target key), land areas and hexes from
the map, and ghost spots next to the archipelago."""
from __future__ import annotations

import math
from collections import defaultdict
from itertools import chain

from ..hits import inside
from ..render.hexgeo import corners, face_geometry, rotate
from ..render.hexmap import area_outline
from archipelago.engine.kinds import HEX

MAP_KINDS = ("unit", "building", "icon", "coin", "area", "hex", "spot")


def target_keys(hit_key):
    """The interaction target keys a renderer hit key stands for."""
    if not hit_key:
        return ()
    k = hit_key[0]
    if k in ("space", "owned", "slot", "unit", "building", "player", HEX) and len(hit_key) >= 2:
        return (hit_key[:2],)
    if k == "icon" and len(hit_key) >= 3:
        return (hit_key[:3],)
    if k == "coin" and len(hit_key) >= 3:
        return (("coin", hit_key[1], hit_key[2]), ("icon", hit_key[1], hit_key[2]))
    if k in ("domestic", "export") and len(hit_key) >= 2:
        return (("market", k, hit_key[1]),)
    if k == "hexstack":
        return (("hexstack",),)
    return ()


class Geometry:
    def __init__(self, renderer, view, content):
        self.renderer = renderer
        self.map = renderer.map
        self.view = view
        self.content = content
        self.map_rect = renderer.fitted.rects["map"]
        self.by_key = defaultdict(list)
        for h in renderer.hits.items:
            for tk in target_keys(h.key):
                self.by_key[tk].append(h)
        self.hexes_shown = {k[1] for k in self.by_key if k[0] == HEX}

    # --- presence --------------------------------------------------------------------------
    def present(self, key):
        k = key[0]
        if k == "area":
            return key[1] in self.hexes_shown
        if k == "spot":
            return self.map_rect.collidepoint(self.map.hex_centre(key[1], key[2]))
        return key in self.by_key

    # --- shapes for highlights ----------------------------------------------------------------
    def is_map(self, key):
        return key[0] in MAP_KINDS

    def hex_poly(self, h):
        q, r = self.view["hexes"][h][0], self.view["hexes"][h][1]
        cx, cy = self.map.hex_centre(q, r)
        return corners(cx, cy, self.map.R)

    def area_poly(self, h, a):
        hx = self.view["hexes"][h]
        face = self.content.faces[hx[2]]
        cx, cy = self.map.hex_centre(hx[0], hx[1])
        return [(cx + x, cy + y) for x, y in area_outline(face, hx[3], self.map.R, a)]

    def shapes(self, key):
        """[("poly", pts) | ("rect", rect) | ("circle", (x, y), r) | ("unit", rect)] to outline."""
        k = key[0]
        if k == "area":
            pts = self.area_poly(key[1], key[2])
            return [("poly", pts)] if len(pts) > 2 else []
        if k == HEX:
            return [("poly", self.hex_poly(key[1]))]
        if k == "spot":
            cx, cy = self.map.hex_centre(key[1], key[2])
            return [("poly", corners(cx, cy, self.map.R * 0.97))]
        hits = self.by_key.get(key)
        if not hits:
            return []
        if k == "unit":
            return [("unit", hits[-1].rect)]
        h = max(hits, key=lambda h: h.rect.w * h.rect.h)
        if h.shape:
            return [("poly", list(h.shape))]
        if h.circle:
            return [("circle", h.rect.center, min(h.rect.w, h.rect.h) / 2)]
        return [("rect", h.rect)]

    def anchor_rect(self, key):
        """A rectangle to place a popup next to."""
        import pygame
        k = key[0]
        if k in ("area", HEX, "spot"):
            sh = self.shapes(key)
            if sh:
                xs = [p[0] for p in sh[0][1]]
                ys = [p[1] for p in sh[0][1]]
                return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        return self._hits_rect(key) or pygame.Rect(self.map_rect.center, (1, 1))

    def _hits_rect(self, key):
        """The union of the target's hit regions (None: it has none)."""
        hits = self.by_key.get(key)
        if not hits:
            return None
        r = hits[0].rect.copy()
        for h in hits[1:]:
            r.union_ip(h.rect)
        return r

    def bounds(self, key):
        """A rect holding every point `candidates` gives for the target (None: no such point)."""
        import pygame
        k = key[0]
        if k in ("area", HEX, "spot"):
            if k == "spot":
                cx, cy = self.map.hex_centre(key[1], key[2])
                pts = corners(cx, cy, self.map.R)
            else:
                pts = self.hex_poly(key[1])        # an area lies inside its hex
            xs = [p[0] for p in pts]
            ys = [p[1] for p in pts]
            return pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3,
                               int(max(ys) - min(ys)) + 3)
        return self._hits_rect(key)

    # --- points to click (tests and click_path) ---------------------------------------------------
    def candidates(self, key, limit=900):
        """Screen points inside the target, the most central first."""
        return list(self.points(key, limit))

    def points(self, key, limit=900):
        """`candidates`, lazily: each point worked out when the caller takes it (a click
        looks for the first point that hits the target, seldom past the first few)."""
        k = key[0]
        out = []
        if k in ("area", HEX, "spot"):
            if k == "area":
                hx = self.view["hexes"][key[1]]
                face = self.content.faces[hx[2]]
                geo = face_geometry(face)
                cx, cy = self.map.hex_centre(hx[0], hx[1])
                if 0 <= key[2] < len(geo.areas):
                    a = geo.areas[key[2]]
                    for p in [a.anchor, a.unit_spot] + list(a.building_spots.values()) + a.icon_pos + a.hut_pos:
                        if p is None:
                            continue
                        x, y = rotate(p, hx[3])
                        out.append((cx + x * self.map.R, cy + y * self.map.R))
                poly = self.area_poly(key[1], key[2])
            elif k == HEX:
                poly = self.hex_poly(key[1])
            else:
                cx, cy = self.map.hex_centre(key[1], key[2])
                poly = corners(cx, cy, self.map.R * 0.9)
            if poly:
                xs = [p[0] for p in poly]
                ys = [p[1] for p in poly]
                cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
                out.append((cx, cy))
                out = chain(out, _grid(min(xs), min(ys), max(xs), max(ys), (cx, cy), poly))
        else:
            for h in reversed(self.by_key.get(key, ())):
                r = h.rect
                out = chain(out, [r.center], _grid(r.left, r.top, r.right - 1, r.bottom - 1, r.center,
                                                   h.shape if h.exact else None))
        seen = set()
        for x, y in out:
            p = (round(x), round(y))
            if p not in seen:
                seen.add(p)
                yield p
            if len(seen) >= limit:
                break


def _grid(x0, y0, x1, y1, centre, poly=None, step=None):
    """The points of a grid over the box (inside `poly` if given), the nearest `centre` first;
    lazy: the inside test is made only on the points a caller takes (issue 28: a panel's layout
    asks a dozen points of each target, in the frame after a move)."""
    w, h = x1 - x0, y1 - y0
    step = step or max(2.0, min(w, h) / 10.0)
    pts = []
    y = y0 + step / 2
    while y < y1:
        x = x0 + step / 2
        while x < x1:
            pts.append((x, y))
            x += step
        y += step
    cx, cy = centre
    pts.sort(key=lambda p: math.hypot(p[0] - cx, p[1] - cy))
    if poly is None:
        yield from pts
    else:
        for x, y in pts:
            if inside(poly, x, y):
                yield x, y
