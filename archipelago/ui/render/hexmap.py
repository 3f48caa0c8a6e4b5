"""The map: hex tiles drawn procedurally from the tile data, pieces on them, pan and zoom,
and picking (screen position -> hex index, land area).

Tile art is cached per (face, rotation, pixel radius); the composed map (tiles, then
coins, buildings and units) is cached per (map data, radius, pan) so an idle or hover
frame costs one blit.
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from .. import theme as T
from ..hits import Hits
from . import shapes as S
from .hexgeo import (
    ICON_R,
    SQ3,
    _noise,
    axial_to_px,
    corners,
    face_geometry,
    pick_area,
    px_to_axial,
    rotate,
)
from archipelago.engine.kinds import SHIP
from archipelago import i18n
from archipelago.i18n import _
from .map_words import building_help, hex_name, hex_tip, unit_tip
from .names import kind_title, res_count, res_name, res_title
from archipelago.engine.pieces import D, E, H

_TILES: dict[tuple, pygame.Surface] = {}


def _pts(g_pts, cx, cy, R, rot, scale=1.0, about=(0.0, 0.0)):
    out = []
    for x, y in g_pts:
        x = about[0] + x * scale
        y = about[1] + y * scale
        rx, ry = rotate((x, y), rot)
        out.append((cx + rx * R, cy + ry * R))
    return out


def _capsule_poly(a, b, w, cx, cy, R, rot):
    ax, ay = rotate(a, rot)
    bx, by = rotate(b, rot)
    dx, dy = bx - ax, by - ay
    L = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / L * w, dx / L * w
    return [(cx + (ax + nx) * R, cy + (ay + ny) * R), (cx + (bx + nx) * R, cy + (by + ny) * R),
            (cx + (bx - nx) * R, cy + (by - ny) * R), (cx + (ax - nx) * R, cy + (ay - ny) * R)]


def _draw_land(surf, geo, cx, cy, R, rot, grow, colour):
    """Every land area of a face grown by `grow` (units of R) in one colour."""
    for a in geo.areas:
        pts = _pts(a.blob, cx, cy, R, rot, a.radius + grow, a.anchor)
        S.poly(surf, pts, colour, None)
        for p, q, w in a.capsules + a.bridges:
            S.poly(surf, _capsule_poly(p, q, w + grow, cx, cy, R, rot), colour, None)
            for end in (p, q):
                ex, ey = rotate(end, rot)
                pygame.draw.circle(surf, colour, (int(cx + ex * R), int(cy + ey * R)), max(1, int((w + grow) * R)))


def tile_surface(face, rot: int, R: int) -> pygame.Surface:
    """The art of one placed face at circumradius R px (cached)."""
    key = (face.id, rot, R)
    surf = _TILES.get(key)
    if surf is not None:
        return surf
    w = int(math.ceil(SQ3 * R)) + 4
    h = 2 * R + 4
    cx, cy = w / 2, h / 2
    surf = pygame.Surface((w, h))       # opaque while drawing: antialiasing blends properly
    surf.fill(T.SEA)
    hexpts = corners(cx, cy, R)
    # gentle depth toward the middle of the sea
    S.poly(surf, corners(cx, cy, R * 0.72), T.lighten(T.SEA, 0.04), None)
    geo = face_geometry(face)
    # waves
    for i in range(5):
        ang = (i * 73 + int(30 + 30 * _noise(face.id, 99))) % 360
        rr = 0.35 + (i % 3) * 0.18
        x = cx + math.cos(math.radians(ang)) * rr * R
        y = cy + math.sin(math.radians(ang)) * rr * R
        loc = rotate(((x - cx) / R, (y - cy) / R), -rot)
        if geo.land_dist(loc) > 0.2:
            for k in range(2):
                pygame.draw.arc(surf, T.lighten(T.SEA, 0.25), (x - R * 0.08 + k * R * 0.09, y - R * 0.03, R * 0.1, R * 0.07),
                                0.3, 2.8, 1)
    _draw_land(surf, geo, cx, cy, R, rot, 0.12, T.SEA_SHALLOW)
    _draw_land(surf, geo, cx, cy, R, rot, 0.05, T.SAND)
    _draw_land(surf, geo, cx, cy, R, rot, 0.0, T.LAND)
    # hills and meadows for texture
    for ai, a in enumerate(geo.areas):
        for j in range(4):
            ang = 2 * math.pi * (j / 4 + 0.1 * ai) + 0.6
            d = a.radius * 0.55
            p = (a.anchor[0] + math.cos(ang) * d, a.anchor[1] + math.sin(ang) * d)
            (px, py), = _pts([p], cx, cy, R, rot)
            col = T.LAND_DARK if j % 2 else T.LAND_LIGHT
            pygame.draw.ellipse(surf, col, (px - R * 0.12, py - R * 0.05, R * 0.24, R * 0.1))
    # symbols
    r_icon = max(4, ICON_R * R)
    for idx, (ai, res) in enumerate(face.icons):
        (px, py), = _pts([geo.icon_pos[idx]], cx, cy, R, rot)
        S.resource_icon(surf, res, px, py, r_icon)
    for a in geo.areas:
        for p in a.hut_pos:
            (px, py), = _pts([p], cx, cy, R, rot)
            S.hut(surf, px, py, r_icon * 1.5)
    # the tile's edge: a faint seam so land runs on across L edges
    seam = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(seam, (10, 40, 60, 110), [(int(x), int(y)) for x, y in hexpts], max(1, R // 36))
    surf.blit(seam, (0, 0))
    # cut out the hex (alpha mask)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    S.poly(mask, hexpts, (255, 255, 255, 255), None)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf = out
    _TILES[key] = surf
    if len(_TILES) > 1500:
        _TILES.clear()
    return surf


class MapView:
    """Pan/zoom state of the map and everything needed to draw and pick it."""

    MIN_ZOOM, MAX_ZOOM = 0.5, 3.0

    def __init__(self, content):
        self.content = content
        self.zoom = 1.0
        self.pan = [0.0, 0.0]
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self._fit = (40.0, 0.0, 0.0)       # R at zoom 1 (px), centre of the placed hexes (in R units)
        self._fit_key = None
        self._cache_key = None
        self._cache = None
        self._bases = {}                   # keyed (the animation's layer) or not -> (key, tiles, hits)
        self.hits = Hits()
        self.hexes = []

    # --- geometry ---------------------------------------------------------------------------
    def fit(self, hexes, rect, scale, zoom_cap=1.0):
        """Fit the placed hexes (and their empty neighbours) into rect; hexes never grow
        past 66 design px (times `zoom_cap`, the UI scale when above 1)."""
        key = (tuple((h[0], h[1]) for h in hexes), tuple(rect), round(scale, 4), round(zoom_cap, 4))
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.hexes = hexes
        if key == self._fit_key:
            return
        self._fit_key = key
        pts = [axial_to_px(h[0], h[1], 1.0) for h in hexes] or [(0.0, 0.0)]
        minx = min(p[0] for p in pts) - SQ3
        maxx = max(p[0] for p in pts) + SQ3
        miny = min(p[1] for p in pts) - 2.0
        maxy = max(p[1] for p in pts) + 2.0
        R = min(rect.w / (maxx - minx), rect.h / (maxy - miny))
        R = max(22 * scale, min(R, 66 * scale * max(1.0, zoom_cap)))
        self._fit = (R, (minx + maxx) / 2, (miny + maxy) / 2)

    @property
    def R(self):
        return max(8, int(round(self._fit[0] * self.zoom)))

    def transform(self):
        """(cx, cy, R, fx, fy): a point at axial pixel position A (hexgeo.axial_to_px at
        R=1) is drawn at (cx + R * (A.x - fx), cy + R * (A.y - fy)) in the window."""
        return (self.rect.centerx + self.pan[0], self.rect.centery + self.pan[1], float(self.R),
                self._fit[1], self._fit[2])

    def hex_centre(self, q, r):
        R = self.R
        x, y = axial_to_px(q, r, R)
        return (self.rect.centerx + self.pan[0] + x - self._fit[1] * R,
                self.rect.centery + self.pan[1] + y - self._fit[2] * R)

    def pick(self, pos):
        """(hex index, land area or -1 for sea) under a window position, or None."""
        if not self.rect.collidepoint(pos):
            return None
        R = self.R
        ox, oy = self.hex_centre(0, 0)
        q, r = px_to_axial(pos[0] - ox, pos[1] - oy, R)
        for i, h in enumerate(self.hexes):
            if h[0] == q and h[1] == r:
                cx, cy = self.hex_centre(q, r)
                face = self.content.faces[h[2]]
                area = pick_area(face, h[3], ((pos[0] - cx) / R, (pos[1] - cy) / R))
                return i, area
        return None

    def pick_axial(self, pos):
        R = self.R
        ox, oy = self.hex_centre(0, 0)
        return px_to_axial(pos[0] - ox, pos[1] - oy, R)

    def zoom_at(self, pos, factor):
        old = self.zoom
        new = max(self.MIN_ZOOM, min(self.MAX_ZOOM, old * factor))
        if new == old:
            return False
        k = new / old
        # keep the point under the cursor fixed
        cx, cy = self.rect.center
        self.pan[0] = (self.pan[0] + cx - pos[0]) * k - (cx - pos[0])
        self.pan[1] = (self.pan[1] + cy - pos[1]) * k - (cy - pos[1])
        self.zoom = new
        return True

    def drag(self, dx, dy):
        self.pan[0] += dx
        self.pan[1] += dy

    def reset(self):
        self.zoom = 1.0
        self.pan = [0.0, 0.0]

    # --- drawing ----------------------------------------------------------------------------
    def surface(self, view, ctx) -> pygame.Surface:
        """The map area drawn for this view (cached until data, size, zoom or pan change)."""
        key = self._surface_key(view)
        if key == self._cache_key and self._cache is not None:
            return self._cache
        self._cache_key = key
        self._cache, self.hits = self._draw(view, ctx)
        return self._cache

    def _surface_key(self, view):
        return (_map_key(view), tuple(self.rect), self.R, int(self.pan[0]), int(self.pan[1]))

    def jobs(self, view, ctx):
        """The drawing `surface` still has to do for this view, in steps: each tile not yet
        drawn at this size, the tiles' layer, then the map with its pieces (issue 28: the
        table may spread them over frames). Each step only fills a cache."""
        if self._surface_key(view) == self._cache_key and self._cache is not None:
            return []
        R = self.R
        out = []
        for q, r, fid, rot in sorted({tuple(h[:4]) for h in view["hexes"]}):
            cx, cy = self._local(q, r)
            if self._on_sheet(cx, cy) and (fid, rot, R) not in _TILES:
                out.append(partial(tile_surface, self.content.faces[fid], rot, R))
        out.append(partial(self._base, view, ctx, False))
        out.append(partial(self.surface, view, ctx))
        return out

    def warm_layer(self, view, ctx):
        """Draw the tiles' layer an animation of this view slides (cached; see `layer`)."""
        self._base(view, ctx, True)

    def _on_sheet(self, cx, cy):
        """A tile centred at (cx, cy) (map area px) shows at least in part."""
        R = self.R
        return not (cx < -R * 2 or cy < -R * 2 or cx > self.rect.w + R * 2 or cy > self.rect.h + R * 2)

    def layer(self, view, ctx, hide_units=frozenset(), hide_hexes=frozenset()):
        """The map for this view without its sea chart (colour-keyed out) and without the
        given units and hex tiles: what an animation slides and scales under the pieces
        it moves. Leaves the cached map, its hits and marks alone."""
        surf, _h = self._draw(view, ctx, hide_units, hide_hexes, keyed=True)
        surf.set_colorkey(LAYER_KEY)
        return surf

    def _draw(self, view, ctx, hide_units=frozenset(), hide_hexes=frozenset(), keyed=False):
        """The map with its pieces: a copy of the tiles' layer (cached, see _base) with the
        pieces drawn over it (issue 28: a move of pieces does not draw the tiles again)."""
        if hide_hexes:
            base, base_hits = self._draw_base(view, ctx, hide_hexes, keyed)
        else:
            base, base_hits = self._base(view, ctx, keyed)
        surf = base.copy()
        hits = Hits()
        hits.items = list(base_hits.items)
        self._draw_pieces(surf, view, ctx, hits, hide_units)
        if not keyed:
            draw_frame(surf)
        return surf, hits

    def _base(self, view, ctx, keyed):
        """The tiles' layer of this view with its hits (cached, one for the map, one keyed)."""
        key = (tuple(tuple(h) for h in view["hexes"]), tuple(view["names"]), i18n.language(),
               tuple(self.rect), self.R, self.transform(), ctx.s)
        hit = self._bases.get(keyed)
        if hit is None or hit[0] != key:
            hit = (key,) + self._draw_base(view, ctx, frozenset(), keyed)
            self._bases[keyed] = hit
        return hit[1], hit[2]

    def _draw_base(self, view, ctx, hide_hexes=frozenset(), keyed=False):
        """The sea chart (or the layer's colour key), the outlines where exploring can go and
        the tiles, with the hexes' and icons' hit regions: what pieces are drawn over."""
        rect = self.rect
        surf = pygame.Surface(rect.size)
        hits = Hits()
        if keyed:
            surf.fill(LAYER_KEY)
        else:
            _background(surf, ctx)
        R = self.R
        content = self.content
        hexes = view["hexes"]
        # empty places next to the archipelago: faint outlines (where exploring can go)
        placed = {(h[0], h[1]) for h in hexes}
        ring = set()
        for q, r in placed:
            for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
                if (q + dq, r + dr) not in placed:
                    ring.add((q + dq, r + dr))
        for q, r in sorted(ring):
            cx, cy = self._local(q, r)
            pts = corners(cx, cy, R * 0.96)
            pygame.draw.polygon(surf, T.lighten(T.FELT, 0.08), [(int(x), int(y)) for x, y in pts], 1)
        for i, h in enumerate(hexes):
            q, r, fid, rot = h[0], h[1], h[2], h[3]
            cx, cy = self._local(q, r)
            if not self._on_sheet(cx, cy):
                continue
            face = content.faces[fid]
            if i in hide_hexes:
                pts = corners(cx, cy, R * 0.96)
                pygame.draw.polygon(surf, T.lighten(T.FELT, 0.08), [(int(x), int(y)) for x, y in pts], 1)
            else:
                tile = tile_surface(face, rot, R)
                surf.blit(tile, tile.get_rect(center=(int(cx), int(cy))))
            if keyed:
                continue                # the animation's layer: pixels only, no hits
            who = view["names"][h[4]] if h[4] is not None and h[4] < len(view["names"]) else None
            tip = hex_tip(face, who, hex_name(view, content, i, False))
            hits.add((cx - R * 0.75, cy - R * 0.75, R * 1.5, R * 1.5), tip, key=("hex", i), circle=True)
            geo = face_geometry(face)
            r_icon = max(4, ICON_R * R)
            for idx, (ai, res) in enumerate(face.icons):
                px, py = self._pt(geo.icon_pos[idx], cx, cy, rot)
                if ai < 0:
                    tip = _("{Res} icon in the sea: a unit placed here by a {res} harvest takes {cube}.")
                else:
                    tip = _("{Res} icon on land area {n}: a unit placed here by a {res} harvest takes {cube}.")
                hits.add((px - r_icon, py - r_icon, 2 * r_icon, 2 * r_icon),
                         tip.format(Res=res_title(res), res=res_name(res), n=ai + 1, cube=res_count(res, 1)),
                         key=("icon", i, idx), circle=True)
            for a in geo.areas:
                for p in a.hut_pos:
                    px, py = self._pt(p, cx, cy, rot)
                    hits.add((px - r_icon, py - r_icon, 2 * r_icon, 2 * r_icon),
                             _("Hut: surplus workers +1 when this hex was discovered."), key=("hut", i))
        return surf, hits

    def _local(self, q, r):
        x, y = self.hex_centre(q, r)
        return x - self.rect.x, y - self.rect.y

    def _pt(self, p, cx, cy, rot):
        rx, ry = rotate(p, rot)
        return cx + rx * self.R, cy + ry * self.R

    def _draw_pieces(self, surf, view, ctx, hits, hide=frozenset()):
        content = self.content
        R = self.R
        hexes = view["hexes"]
        names = view["names"]
        slots = view["unit_slots"]
        ncit = view["citizens_per_player"]
        units = view["units"]
        buildings = view["buildings"]
        used_b = set(view.get("used_buildings") or ())
        facts = view["facts"]             # R5.8 control and occupants: the engine's
        ctl, occ = facts["control"], facts["occupant"]
        r_icon = max(4, ICON_R * R)
        # barbarian coins on icons
        for c in view.get("coins") or ():
            h, icon, fl = c[0], c[1], c[2] if len(c) > 2 else 1
            if not (0 <= h < len(hexes)):
                continue
            q, r, fid, rot = hexes[h][:4]
            face = content.faces[fid]
            geo = face_geometry(face)
            if 0 <= icon < len(geo.icon_pos):
                cx, cy = self._local(q, r)
                px, py = self._pt(geo.icon_pos[icon], cx, cy, rot)
                S.coin(surf, px + r_icon * 0.45, py - r_icon * 0.4, r_icon * 0.85)
                res = face.icons[icon][1]
                hits.add((px - r_icon, py - r_icon, 2 * r_icon, 2 * r_icon),
                         (_("Barbarian coin on a {res} icon ({florins}ƒ): this icon can never be harvested "
                            "(only the Conquistador removes the coin).") if fl else
                          _("Barbarian marker on a {res} icon (a neutral marker: the bank had no florin): this "
                            "icon can never be harvested (only the Conquistador removes the coin).")).format(
                             res=res_name(res), florins=fl), key=("coin", h, icon))
        # buildings
        bpos = {}
        for b, (h, area, kind) in enumerate(buildings):
            if not (0 <= h < len(hexes)):
                continue
            q, r, fid, rot = hexes[h][:4]
            face = content.faces[fid]
            geo = face_geometry(face)
            cx, cy = self._local(q, r)
            a = geo.areas[area] if 0 <= area < len(geo.areas) else (geo.areas[0] if geo.areas else None)
            if a is None:
                continue
            spot = a.building_spots.get(kind) or a.anchor
            px, py = self._pt(spot, cx, cy, rot)
            bs = max(7, R * 0.23)
            S.building(surf, kind, px, py, bs, used=b in used_b)
            bpos[b] = (px, py, bs)
            c = ctl[b]
            who = _("controlled by {name}").format(name=names[c]) if c is not None else _("not controlled")
            u = occ[b]
            if u is None:
                inside = _("empty")
            elif u % slots >= ncit:
                inside = _("{name}'s ship stands in it").format(name=names[u // slots])
            else:
                inside = _("{name}'s citizen stands in it").format(name=names[u // slots])
            head = _("{Kind} — {who}; {inside}.").format(Kind=kind_title(kind), who=who, inside=inside)
            if b in used_b:
                head += " " + _("It has been used this round.")
            hits.add((px - bs * 0.75, py - bs * 0.75, bs * 1.5, bs * 1.5),
                     f"{head}\n{building_help(kind, content.rules)}", key=("building", b))
        # units, grouped by where they stand
        groups: dict[tuple, list[int]] = {}
        for u, t in enumerate(units):
            if t is None or t[H] < 0 or t[H] >= len(hexes):
                continue
            h, area, eng, down, icon, bld = t[:6]
            ship = u % slots >= ncit
            if bld >= 0 and bld in bpos:
                px, py, bs = bpos[bld]
                seat = u // slots
                if ship:
                    _piece(surf, hits, u, hide, ("ship", seat, eng, h), px + bs * 0.55, py + bs * 0.45, bs * 0.9)
                else:
                    _piece(surf, hits, u, hide, ("citizen", seat, down, eng, h), px + bs * 0.55, py + bs * 0.3,
                           bs * 0.95)
                hits.add((px, py - bs * 0.2, bs * 1.1, bs), unit_tip(names, u, t, slots, ncit), key=("unit", u))
                continue
            q, r, fid, rot = hexes[h][:4]
            face = content.faces[fid]
            geo = face_geometry(face)
            cx, cy = self._local(q, r)
            if icon >= 0 and icon < len(geo.icon_pos):
                px, py = self._pt(geo.icon_pos[icon], cx, cy, rot)
                seat = u // slots
                if ship:
                    _piece(surf, hits, u, hide, ("ship", seat, eng, h), px, py - r_icon * 0.3, r_icon * 1.9)
                else:
                    _piece(surf, hits, u, hide, ("citizen", seat, down, eng, h), px, py - r_icon * 0.4, r_icon * 1.9)
                hits.add((px - r_icon, py - r_icon * 1.4, 2 * r_icon, 2.4 * r_icon),
                         unit_tip(names, u, t, slots, ncit), key=("unit", u))
                continue
            groups.setdefault((h, -1 if ship else area), []).append(u)
        for (h, area), us in groups.items():
            q, r, fid, rot = hexes[h][:4]
            face = content.faces[fid]
            geo = face_geometry(face)
            cx, cy = self._local(q, r)
            if area < 0:
                self._draw_ships(surf, us, geo, cx, cy, rot, view, hits, hide, h)
            else:
                a = geo.areas[area] if area < len(geo.areas) else None
                spot = a.unit_spot if a is not None else (0, 0)
                self._draw_citizens(surf, us, spot, cx, cy, rot, view, hits, ctx, hide, h)

    def _draw_citizens(self, surf, us, spot, cx, cy, rot, view, hits, ctx, hide=frozenset(), hx=-1):
        """Citizens of one land area in rows, each its own hit region (so each can be
        clicked); crowded areas use smaller figures."""
        R = self.R
        slots, ncit, units, names = view["unit_slots"], view["citizens_per_player"], view["units"], view["names"]
        n = len(us)
        k = 1.0 if n <= 6 else (0.82 if n <= 10 else 0.7)
        h_m = max(9, R * 0.33 * k)
        px, py = self._pt(spot, cx, cy, rot)
        order = sorted(us, key=lambda u: (u // slots, units[u][D], units[u][E], u))
        per_row = 4 if n <= 8 else 5
        step = h_m * 0.72
        rows = (n + per_row - 1) // per_row
        for i, u in enumerate(order):
            seat, down, eng = u // slots, units[u][D], units[u][E]
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x = px + (col - (in_row - 1) / 2) * step * (1.25 if down else 1.0)
            y = py + (row - (rows - 1) / 2) * h_m * 0.9
            _piece(surf, hits, u, hide, ("citizen", seat, down, eng, hx), x, y, h_m)
            hits.add((x - h_m * 0.38, y - h_m * 0.55, h_m * 0.76, h_m * 1.1),
                     unit_tip(names, u, units[u], slots, ncit), key=("unit", u))

    def _draw_ships(self, surf, us, geo, cx, cy, rot, view, hits, hide=frozenset(), hx=-1):
        R = self.R
        slots, ncit, units, names = view["unit_slots"], view["citizens_per_player"], view["units"], view["names"]
        w = max(11, R * 0.38)
        spots = geo.sea_spots
        by_seat: dict[int, list[int]] = {}
        for u in sorted(us):
            by_seat.setdefault(u // slots, []).append(u)
        for i, (seat, group) in enumerate(sorted(by_seat.items())):
            p = spots[i % len(spots)]
            px, py = self._pt(p, cx, cy, rot)
            if i >= len(spots):
                px += w * 0.4 * (i // len(spots))
            for j, u in enumerate(group):
                x, y = px + j * w * 0.3, py - j * w * 0.14
                _piece(surf, hits, u, hide, ("ship", seat, units[u][E], hx), x, y, w)
                hits.add((x - w * 0.5, y - w * 0.6, w, w * 1.0),     # later ships lie on top
                         unit_tip(names, u, units[u], slots, ncit), key=("unit", u))


def _piece(surf, hits, u, hide, look, x, y, size):
    """Draw unit u (unless hidden for an animation) and leave its mark."""
    hits.mark(("unit", u), x, y, size, look)
    if u not in hide:
        paint_unit(surf, look, x, y, size)


def paint_unit(surf, look, x, y, size):
    """A unit as the map draws it: look ("citizen", seat, down, engaged, hex) or
    ("ship", seat, engaged, hex), centred on (x, y), size its height / width in px."""
    if look[0] == SHIP:
        S.ship(surf, look[1], x, y, size, look[2])
    else:
        S.citizen(surf, look[1], x, y, size, look[2], look[3])


def draw_frame(surf):
    """The thin frame around the map area."""
    pygame.draw.rect(surf, T.darken(T.FELT, 0.4), surf.get_rect(), 2)


def _map_key(view):
    return (tuple(tuple(h) for h in view["hexes"]),
            tuple(tuple(u) if u is not None else None for u in view["units"]),
            tuple(tuple(b) for b in view["buildings"]),
            tuple(view.get("used_buildings") or ()),
            tuple(tuple(c) for c in view.get("coins") or ()),
            tuple(view["names"]), i18n.language())        # the tooltips speak the language spoken now


_BG: dict[tuple, pygame.Surface] = {}
LAYER_KEY = (27, 53, 73)        # the colour key of MapView.layer (between the sea chart's tones)


def _background(surf, ctx):
    surf.blit(backdrop(surf.get_size(), ctx), (0, 0))


def backdrop(size, ctx):
    """The sea chart under the tiles: deep water with a faint grid and a compass rose (cached)."""
    key = tuple(size)
    bg = _BG.get(key)
    if bg is None:
        w, h = key
        bg = pygame.Surface(key)
        top, bottom = (30, 62, 84), (22, 44, 62)
        for y in range(h):
            k = y / max(1, h - 1)
            c = tuple(int(top[i] + (bottom[i] - top[i]) * k) for i in range(3))
            pygame.draw.line(bg, c, (0, y), (w, y))
        step = max(24, int(64 * ctx.s))
        for x in range(0, w, step):
            pygame.draw.line(bg, (40, 76, 100), (x, 0), (x, h))
        for y in range(0, h, step):
            pygame.draw.line(bg, (40, 76, 100), (0, y), (w, y))
        r = int(min(w, h) * 0.09)
        cx, cy = w - r - 14, h - r - 14
        S.poly(bg, S.star_pts(cx, cy, r, 8, 0.25, -math.pi / 2), (58, 94, 118), None)
        S.poly(bg, S.star_pts(cx, cy, r * 0.9, 4, 0.2, -math.pi / 2), (78, 116, 140), None)
        _BG.clear()
        _BG[key] = bg
    return bg


_OUTLINES: dict[tuple, list] = {}


def area_outline(face, rot: int, R: int, ai: int) -> list:
    """The outline of one land area of a placed face, clipped to its hex, as points
    relative to the hex centre (window px at circumradius R). Cached."""
    key = (face.id, rot, R, ai)
    pts = _OUTLINES.get(key)
    if pts is not None:
        return pts
    geo = face_geometry(face)
    if not (0 <= ai < len(geo.areas)):
        return []
    a = geo.areas[ai]
    w = int(math.ceil(SQ3 * R)) + 4
    h = 2 * R + 4
    cx, cy = w / 2, h / 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    col = (255, 255, 255, 255)
    grow = 0.03
    S.poly(surf, _pts(a.blob, cx, cy, R, rot, a.radius + grow, a.anchor), col, None)
    for p, q, wd in a.capsules + a.bridges:
        S.poly(surf, _capsule_poly(p, q, wd + grow, cx, cy, R, rot), col, None)
        for end in (p, q):
            ex, ey = rotate(end, rot)
            pygame.draw.circle(surf, col, (int(cx + ex * R), int(cy + ey * R)), max(1, int((wd + grow) * R)))
    hexs = pygame.Surface((w, h), pygame.SRCALPHA)
    S.poly(hexs, corners(cx, cy, R - 1), col, None)
    mask = pygame.mask.from_surface(surf).overlap_mask(pygame.mask.from_surface(hexs), (0, 0))
    comp = mask.connected_component()
    out = [(x - cx, y - cy) for x, y in comp.outline(2)] if comp.count() else []
    if len(_OUTLINES) > 2000:
        _OUTLINES.clear()
    _OUTLINES[key] = out
    return out
