"""Short animations from one view of the table to the next (UX.md: 150-400 ms for cubes,
markers, revealed hexes and cards, a speed setting with "instant", a key to skip).

The table always draws the NEW view; an `Animation` paints over it, for a few hundred
milliseconds, what changed:

- the map: the new map without the units that move and without newly placed hex tiles
  (MapView.layer, colour-keyed over the sea chart) is carried from the old map transform
  to the new one (the map re-centres when a hex is placed); units glide from their old
  place to the new one, appear (pop in) or leave (fade); a new hex drops in (scales and
  fades in, with a brief white rim);
- boards I-IV: a cube entering a market area drops into its space, a leaving one lifts
  off and fades; the population, rebellion and surplus markers glide to their new space
  and pulse;
- the wheel: a placed action disc drops in; removed discs fade;
- the evolution track: a turned card flips, a refilled one slides in from the deck, a
  bought one flies to its buyer's panel, a flashed one drops away.

Where a piece lands outside the map, its destination is covered by the OLD frame's
pixels (the place as it was) until it arrives, so nothing shows twice. Every drawing
module leaves *marks* (hits.Hits.mark: where each piece stands and how it looks); the
plan compares the marks of the two frames. Durations are given for the normal speed and
multiplied by the speed factor (settings.ANIM_FACTOR: slow 1.5, fast 0.5, instant: no
animation at all). Nothing here decides anything: an animation can be dropped any time
and the table underneath is already the true one.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
import math
import time
from dataclasses import dataclass

import pygame

from .. import theme as T
from . import shapes as S
from .hexgeo import axial_to_px, corners
from .hexmap import backdrop, draw_frame, paint_unit, tile_surface
from .track import TRACK_FILL
from archipelago.engine.kinds import CITIZEN, DISC, MARKER, SHIP

# seconds at normal speed
MAP_TIME = 0.30          # units gliding, the map re-centring
HEX_TIME = 0.36          # a revealed hex dropping in (the map takes as long then)
CUBE_TIME = 0.24
CUBE_STAGGER = 0.05
MARKER_TIME = 0.32
DISC_TIME = 0.26
CARD_TIME = 0.34
MAX_TIME = 0.40          # nothing at normal speed lasts longer (staggers are squeezed)
MOVE_EPS = 1.5           # px: a piece closer than this to where it was stays put


@dataclass
class Snapshot:
    """One composed frame of the table and what is needed to animate from or to it."""
    frame: pygame.Surface
    marks: dict
    view: dict
    tf: tuple               # MapView.transform()
    rects: dict             # the layout's area rects
    size: tuple


# --- easing -------------------------------------------------------------------------------------

def ease_io(t):
    """Cubic ease in and out."""
    t = max(0.0, min(1.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t):
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def ease_back(t, s=1.6):
    """Ease out with a little overshoot (a piece settling into place)."""
    t = max(0.0, min(1.0, t)) - 1
    return 1 + (s + 1) * t ** 3 + s * t ** 2


def lerp(a, b, k):
    return a + (b - a) * k


# --- the map transform --------------------------------------------------------------------------

def to_axial(tf, p):
    cx, cy, R, fx, fy = tf
    return ((p[0] - cx) / R + fx, (p[1] - cy) / R + fy)


def to_screen(tf, a):
    cx, cy, R, fx, fy = tf
    return (cx + R * (a[0] - fx), cy + R * (a[1] - fy))


# --- pieces -------------------------------------------------------------------------------------

def paint_piece(surf, look, x, y, size, alpha=255):
    """A piece as its board draws it (see the marks), centred on (x, y); with alpha < 255
    it is drawn on a small transparent layer first."""
    if alpha <= 0 or size <= 0.5:
        return
    if alpha < 255:
        d = int(size * 2.6) + 10
        layer = pygame.Surface((d, d), pygame.SRCALPHA)
        paint_piece(layer, look, d / 2, d / 2, size)
        layer.set_alpha(int(alpha))
        surf.blit(layer, (int(x - d / 2), int(y - d / 2)))
        return
    kind = look[0]
    if kind in (CITIZEN, SHIP):
        paint_unit(surf, look, x, y, size)
    elif kind == "cube":
        r = pygame.Rect(0, 0, max(2, round(size)), max(2, round(size)))
        r.center = (round(x), round(y))
        S.cube(surf, look[1], r)
    elif kind == MARKER:
        S.marker(surf, look[1], x, y, size, look[2])
    elif kind == DISC:
        S.action_disc(surf, look[1], x, y, size)


def _square(x, y, half):
    half = math.ceil(half)
    return pygame.Rect(int(x) - half, int(y) - half, 2 * half + 1, 2 * half + 1)


def _rect_of(mark):
    x, y, _r, look = mark
    r = pygame.Rect(0, 0, look[1], look[2])
    r.center = (round(x), round(y))
    return r


# --- items: each draws itself at its local progress e (0..1) -------------------------------------

class Item(ABC):
    start = 0.0
    dur = 0.3
    on_map = False
    patch = None            # a rect of the old frame shown until the animation ends
    blank = None            # a rect filled with the track's wood until the animation ends

    @abstractmethod
    def draw(self, surf, e):
        """Paint the item at progress e (0..1)."""

    @abstractmethod
    def box(self):
        """Where the item draws, roughly (window px)."""


def _around(points, half):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return pygame.Rect(int(min(xs) - half), int(min(ys) - half), int(max(xs) - min(xs) + 2 * half) + 1,
                       int(max(ys) - min(ys) + 2 * half) + 1)


class Glide(Item):
    """A piece moving from p0 (size s0) to p1 (size s1); `alpha0/alpha1` and `grow`
    (a pop factor curve) make it appear or leave; `lift` arcs the path; `pulse` rings it
    on arrival."""

    def __init__(self, look, p0, s0, p1, s1, start=0.0, dur=MAP_TIME, on_map=False, lift=0.0, pulse=False,
                 alpha=(255, 255), grow=(1.0, 1.0), ease=ease_io, grow_ease=ease_back, patch=None):
        self.look, self.p0, self.s0, self.p1, self.s1 = look, p0, s0, p1, s1
        self.start, self.dur, self.on_map = start, dur, on_map
        self.lift, self.pulse, self.alpha, self.grow = lift, pulse, alpha, grow
        self.ease, self.grow_ease, self.patch = ease, grow_ease, patch

    def draw(self, surf, e):
        k = self.ease(e)
        x = lerp(self.p0[0], self.p1[0], k)
        y = lerp(self.p0[1], self.p1[1], k) - self.lift * math.sin(math.pi * k)
        g = lerp(self.grow[0], self.grow[1], self.grow_ease(e))
        size = lerp(self.s0, self.s1, k) * max(0.0, g)
        a = lerp(self.alpha[0], self.alpha[1], min(1.0, e * (2.2 if self.alpha[1] > self.alpha[0] else 1.0)))
        if self.pulse and 0.55 < e < 1.0:
            q = (e - 0.55) / 0.45
            rad = self.s1 * (1.1 + 1.1 * q)
            ring = pygame.Surface((int(rad * 2) + 6, int(rad * 2) + 6), pygame.SRCALPHA)
            c = ring.get_width() // 2
            col = T.REBEL_C if self.look[1] == "rebellion" else (T.SURPLUS_C if self.look[1] == "surplus" else T.GOLD)
            pygame.draw.circle(ring, (*col, int(220 * (1 - q))), (c, c), int(rad), max(2, int(self.s1 / 4)))
            surf.blit(ring, (int(self.p1[0]) - c, int(self.p1[1]) - c))
        paint_piece(surf, self.look, x, y, size, a)

    def box(self):
        r = _around([self.p0, self.p1], max(self.s0, self.s1) * 2.3)
        r.top -= int(self.lift)
        r.h += int(self.lift)
        return r


class HexDrop(Item):
    """A newly placed hex tile: it scales and fades in where it lands, then its rim
    flashes white."""

    def __init__(self, tile, p0, p1, k0, R1, start=0.0, dur=HEX_TIME):
        self.tile, self.p0, self.p1, self.k0, self.R1 = tile, p0, p1, k0, R1
        self.start, self.dur, self.on_map = start, dur, True

    def draw(self, surf, e):
        k = ease_io(e)
        x, y = lerp(self.p0[0], self.p1[0], k), lerp(self.p0[1], self.p1[1], k)
        f = lerp(self.k0, 1.0, k) * lerp(0.55, 1.0, ease_back(e, 1.3))
        w, h = self.tile.get_size()
        sw, sh = max(2, int(w * f)), max(2, int(h * f))
        img = pygame.transform.smoothscale(self.tile, (sw, sh))
        img.set_alpha(int(255 * min(1.0, e * 2.0)))
        surf.blit(img, img.get_rect(center=(int(x), int(y))))
        if e > 0.6:
            q = (e - 0.6) / 0.4
            R = self.R1 * lerp(self.k0, 1.0, k)
            layer = pygame.Surface((int(R * 2.2) + 4, int(R * 2.2) + 4), pygame.SRCALPHA)
            c = layer.get_width() / 2
            pts = [(int(px_), int(py_)) for px_, py_ in corners(c, c, R)]
            pygame.draw.polygon(layer, (255, 255, 255, int(230 * (1 - q))), pts, max(2, int(R / 14)))
            surf.blit(layer, (int(x - c), int(y - c)))

    def box(self):
        return _around([self.p0, self.p1], self.R1 * 1.15)


class ImageMove(Item):
    """A picture (a card) moving from rect r0 to r1, scaling on the way and fading from
    alpha[0] to alpha[1] over the last part of the way (after `fade_from`)."""

    def __init__(self, img, r0, r1, start=0.0, dur=CARD_TIME, alpha=(255, 255), ease=ease_io, blank=None,
                 fade_from=0.0):
        self.img, self.r0, self.r1, self.alpha = img, pygame.Rect(r0), pygame.Rect(r1), alpha
        self.start, self.dur, self.ease, self.blank, self.fade_from = start, dur, ease, blank, fade_from

    def draw(self, surf, e):
        k = self.ease(e)
        w = max(2, int(lerp(self.r0.w, self.r1.w, k)))
        h = max(2, int(lerp(self.r0.h, self.r1.h, k)))
        cx = lerp(self.r0.centerx, self.r1.centerx, k)
        cy = lerp(self.r0.centery, self.r1.centery, k)
        img = self.img if (w, h) == self.img.get_size() else pygame.transform.smoothscale(self.img, (w, h))
        f = max(0.0, (e - self.fade_from) / (1.0 - self.fade_from)) if self.fade_from < 1 else 0.0
        a = int(lerp(self.alpha[0], self.alpha[1], min(1.0, f)))
        if a < 255:
            img = img.copy() if img is self.img else img
            img.set_alpha(a)
        r = img.get_rect(center=(int(cx), int(cy)))
        if a >= 200:
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 70))
            surf.blit(shade, r.move(4, 5))
        surf.blit(img, r)

    def box(self):
        return self.r0.union(self.r1).inflate(8, 10)


class Flip(Item):
    """A card turning over in its slot: the old face narrows to its edge, the new one
    widens from it."""

    def __init__(self, img0, img1, rect, start=0.0, dur=CARD_TIME):
        self.img0, self.img1, self.rect = img0, img1, pygame.Rect(rect)
        self.start, self.dur, self.blank = start, dur, pygame.Rect(rect)

    def draw(self, surf, e):
        k = ease_io(e)
        img = self.img0 if k < 0.5 else self.img1
        w = max(2, int(self.rect.w * abs(math.cos(math.pi * k))))
        lift = int(self.rect.h * 0.05 * math.sin(math.pi * k))
        h = self.rect.h + 2 * lift
        out = pygame.transform.smoothscale(img, (w, h))
        r = out.get_rect(center=self.rect.center)
        surf.blit(out, r)

    def box(self):
        return self.rect.inflate(4, int(self.rect.h * 0.12))


# --- the animation ------------------------------------------------------------------------------

class MapLayer:
    """The new map without the moving pieces, carried from the old transform to the new."""

    def __init__(self, rect, bg, layer, tf0, tf1, dur):
        self.rect, self.bg, self.layer, self.tf0, self.tf1, self.dur = rect, bg, layer, tf0, tf1, dur
        self._scaled = None

    def draw(self, surf, e):
        k = ease_io(e)
        surf.blit(self.bg, self.rect)
        cx0, cy0, R0, fx0, fy0 = self.tf0
        cx1, cy1, R1, fx1, fy1 = self.tf1
        # screen_e(A) = K_e + R_e * A, K = C - R f
        K0 = (cx0 - R0 * fx0, cy0 - R0 * fy0)
        K1 = (cx1 - R1 * fx1, cy1 - R1 * fy1)
        Ke = (lerp(K0[0], K1[0], k), lerp(K0[1], K1[1], k))
        Re = lerp(R0, R1, k)
        s = Re / R1
        tl = self.rect.topleft
        x = Ke[0] + s * (tl[0] - K1[0])
        y = Ke[1] + s * (tl[1] - K1[1])
        img = self.layer
        if abs(s - 1.0) > 0.004:
            size = (max(1, int(self.layer.get_width() * s)), max(1, int(self.layer.get_height() * s)))
            img = pygame.transform.scale(self.layer, size)      # nearest: keeps the colour key exact
        surf.blit(img, (round(x), round(y)))
        frame = surf.subsurface(self.rect)
        draw_frame(frame)


class Animation:
    """A plan of items drawn over the new frame; `duration` in seconds (speed applied)."""

    def __init__(self, items, old_frame, map_rect, map_layer=None, clock=time.monotonic):
        self.items = items
        self.old = old_frame
        self.map_rect = pygame.Rect(map_rect)
        self.map_layer = map_layer
        self.duration = max([it.start + it.dur for it in items] + [map_layer.dur if map_layer else 0.0])
        self.clock = clock
        self.t0 = None
        self.frames = 0

    def box(self):
        """The part of the window the animation changes (the map area if it moves)."""
        boxes = [it.box() for it in self.items]
        if self.map_layer is not None and not boxes:
            boxes.append(self.map_rect)
        out = boxes[0]
        for b in boxes[1:]:
            out = out.union(b)
        return out

    def elapsed(self, now=None):
        if self.t0 is None:
            return 0.0
        return (self.clock() if now is None else now) - self.t0

    def done(self, now=None):
        return self.t0 is not None and self.elapsed(now) >= self.duration

    def draw(self, surface, now=None, at=None):
        """Paint the animation over the new frame already on `surface`; `at`: seconds
        since the start (default: the clock; the first draw starts the clock)."""
        if self.t0 is None:
            self.t0 = self.clock() if now is None else now
        t = self.elapsed(now) if at is None else at
        self.frames += 1
        clip = surface.get_clip()
        if self.map_layer is not None:
            surface.set_clip(self.map_rect)
            self.map_layer.draw(surface, max(0.0, min(1.0, t / self.map_layer.dur)) if self.map_layer.dur else 1.0)
            surface.set_clip(clip)
        for it in self.items:
            if it.patch is not None:
                surface.blit(self.old, it.patch, it.patch)
            if it.blank is not None:
                pygame.draw.rect(surface, TRACK_FILL, it.blank.inflate(4, 4))
        for on_map in (True, False):
            if on_map:
                surface.set_clip(self.map_rect)
            for it in self.items:
                if it.on_map == on_map:
                    it.draw(surface, max(0.0, min(1.0, (t - it.start) / it.dur)) if it.dur > 0 else 1.0)
            surface.set_clip(clip)


# --- planning ------------------------------------------------------------------------------------

def plan(old: Snapshot, new: Snapshot, mapview, ctx, content, factor=1.0, clock=time.monotonic):
    """The animation from the old frame to the new one (None: nothing to animate, or the
    two frames are not comparable, e.g. the window changed size)."""
    if factor <= 0 or old is None or new is None or tuple(old.size) != tuple(new.size) \
            or old.rects != new.rects:
        return None
    items = []
    ov, nv = old.view, new.view
    map_rect = new.rects["map"]
    # --- the map ----------------------------------------------------------------------------
    tf0, tf1 = old.tf, new.tf
    hide_units, hide_hexes = set(), set()
    oh, nh = ov.get("hexes") or [], nv.get("hexes") or []
    dropped = [i for i, h in enumerate(nh) if i >= len(oh) or list(oh[i][:4]) != list(h[:4])]
    map_time = HEX_TIME if dropped else MAP_TIME
    kR = tf1[2] / tf0[2] if tf0[2] else 1.0
    for i in dropped:
        q, r, fid, rot = nh[i][:4]
        face = content.faces.get(fid)
        if face is None:
            continue
        a = axial_to_px(q, r, 1.0)
        hide_hexes.add(i)
        items.append(HexDrop(tile_surface(face, rot, round(tf1[2])), to_screen(tf0, a), to_screen(tf1, a),
                             1.0 / kR, tf1[2], dur=map_time))
    keys = {k for k in list(old.marks) + list(new.marks) if k[0] == "unit"}
    for key in sorted(keys):
        m0, m1 = old.marks.get(key), new.marks.get(key)
        u = key[1]
        if m0 is not None and m1 is not None:
            q = to_screen(tf1, to_axial(tf0, m0[:2]))
            same_look = m0[3][:1] == m1[3][:1]
            if math.hypot(q[0] - m1[0], q[1] - m1[1]) < MOVE_EPS and abs(m0[2] * kR - m1[2]) < 1.0 and same_look:
                continue
            dist = math.hypot(m1[0] - m0[0], m1[1] - m0[1])
            items.append(Glide(m1[3], m0[:2], m0[2], m1[:2], m1[2], dur=map_time, on_map=True,
                               lift=min(dist * 0.18, m1[2] * 0.9)))
            hide_units.add(u)
        elif m1 is not None:
            p0 = to_screen(tf0, to_axial(tf1, m1[:2]))
            items.append(Glide(m1[3], p0, m1[2] / kR, m1[:2], m1[2], dur=map_time, on_map=True,
                               alpha=(0, 255), grow=(0.2, 1.0)))
            hide_units.add(u)
        else:
            p1 = to_screen(tf1, to_axial(tf0, m0[:2]))
            items.append(Glide(m0[3], m0[:2], m0[2], p1, m0[2] * kR, dur=map_time, on_map=True,
                               alpha=(255, 0), grow=(1.0, 0.5), grow_ease=ease_io))
    moved_map = math.hypot(tf0[0] - tf1[0], tf0[1] - tf1[1]) > 0.5 or abs(tf0[2] - tf1[2]) > 0.01 \
        or abs(tf0[3] - tf1[3]) > 1e-6 or abs(tf0[4] - tf1[4]) > 1e-6
    map_layer = None
    if items or moved_map:
        layer = mapview.layer(nv, ctx, frozenset(hide_units), frozenset(hide_hexes))
        map_layer = MapLayer(map_rect, backdrop(map_rect.size, ctx), layer, tf0, tf1, map_time)
    # --- markets: cubes in and out -------------------------------------------------------------
    for which in ("domestic", "export"):
        c0 = (ov.get("markets") or {}).get(which) or {}
        c1 = (nv.get("markets") or {}).get(which) or {}
        for res in sorted(set(c0) | set(c1)):
            n0, n1 = c0.get(res, 0), c1.get(res, 0)
            if n1 > n0:
                span = range(n0, n1)
                marks, src = new.marks, "in"
            elif n0 > n1:
                span = range(n1, n0)
                marks, src = old.marks, "out"
            else:
                continue
            stagger = min(CUBE_STAGGER, (MAX_TIME - CUBE_TIME) / max(1, len(span) - 1)) if len(span) > 1 else 0
            for j, idx in enumerate(span if src == "in" else reversed(span)):
                m = marks.get((which, "cube", res, idx))
                if m is None:
                    continue
                x, y, size, look = m
                if src == "in":
                    items.append(Glide(look, (x, y - size * 1.8), size * 1.3, (x, y), size, start=j * stagger,
                                       dur=CUBE_TIME, ease=ease_back, alpha=(0, 255),
                                       patch=_square(x + 0.5, y + 0.5, size * 0.5 + 2)))
                else:
                    items.append(Glide(look, (x, y), size, (x, y - size * 1.6), size * 0.8, start=j * stagger,
                                       dur=CUBE_TIME, ease=ease_out, alpha=(255, 0)))
    # --- markers -------------------------------------------------------------------------------
    for which in ("population", "rebellion", "surplus"):
        key = ("marker", which)
        m0, m1 = old.marks.get(key), new.marks.get(key)
        if m0 is None or m1 is None or ov.get(which) == nv.get(which):
            continue
        if math.hypot(m0[0] - m1[0], m0[1] - m1[1]) < MOVE_EPS:
            continue
        dist = math.hypot(m1[0] - m0[0], m1[1] - m0[1])
        items.append(Glide(m1[3], m0[:2], m0[2], m1[:2], m1[2], dur=MARKER_TIME, lift=min(dist * 0.2, m1[2] * 1.2),
                           pulse=True, patch=_square(m1[0], m1[1], m1[2] + 3)))
    # --- the wheel ------------------------------------------------------------------------------
    dk = {k for k in list(old.marks) + list(new.marks) if k[0] == DISC}
    for key in sorted(dk, key=repr):
        m0, m1 = old.marks.get(key), new.marks.get(key)
        if m1 is not None and (m0 is None or m0[3] != m1[3]):
            x, y, r, look = m1
            items.append(Glide(look, (x, y - r * 3.0), r * 1.5, (x, y), r, dur=DISC_TIME, ease=ease_out,
                               alpha=(0, 255), patch=_square(x, y, r + 3)))
        elif m0 is not None and m1 is None:
            x, y, r, look = m0
            items.append(Glide(look, (x, y), r, (x, y), r * 0.6, dur=DISC_TIME, alpha=(255, 0)))
    # --- the evolution track --------------------------------------------------------------------
    t0s, t1s = ov.get("track") or [], nv.get("track") or []
    owner0, owner1 = ov.get("owner") or {}, nv.get("owner") or {}
    for i in range(max(len(t0s), len(t1s))):
        s0 = t0s[i] if i < len(t0s) else None
        s1 = t1s[i] if i < len(t1s) else None
        if s0 == s1:
            continue
        mo, mn = old.marks.get(("slot", i)), new.marks.get(("slot", i))
        if mo is None or mn is None:
            continue
        r0, r1 = _rect_of(mo), _rect_of(mn)
        img0 = old.frame.subsurface(r0.clip(old.frame.get_rect())).copy()
        img1 = new.frame.subsurface(r1.clip(new.frame.get_rect())).copy()
        if s0 is not None and s1 is not None:
            items.append(Flip(img0, img1, r1))
        elif s1 is not None:                           # refilled from the deck
            deck = old.marks.get(("deck",))
            src = _rect_of(deck) if deck is not None else r1.move(0, -r1.h)
            items.append(ImageMove(img1, src, r1, ease=ease_out, blank=r1))
        else:                                          # bought (to its buyer) or flashed
            card = s0.get("card")
            buyer = owner1.get(card) if owner0.get(card) != owner1.get(card) else None
            target = new.marks.get(("player", buyer)) if buyer is not None else None
            if target is not None:
                tr = _rect_of(target)
                dest = pygame.Rect(0, 0, int(r0.w * 0.4), int(r0.h * 0.4))
                dest.center = tr.center
                items.append(ImageMove(img0, r0, dest, alpha=(255, 0), ease=ease_io, fade_from=0.6))
            else:
                dest = r0.inflate(-r0.w // 3, -r0.h // 3).move(0, r0.h // 2)
                items.append(ImageMove(img0, r0, dest, alpha=(255, 0), ease=ease_out, fade_from=0.2))
    if not items and map_layer is None:
        return None
    for it in items:
        it.start *= factor
        it.dur = max(0.001, it.dur * factor)
    if map_layer is not None:
        map_layer.dur = max(0.001, map_layer.dur * factor)
    return Animation(items, old.frame, map_rect, map_layer, clock)
