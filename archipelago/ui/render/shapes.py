"""Procedural pieces and icons: resources, emblems, citizens, ships, buildings, huts,
coins, action discs and small glyphs. Every function draws centred on (cx, cy) at a size
given in window pixels; every piece is outlined so it reads on any background.
"""
from __future__ import annotations

import math

import pygame
import pygame.gfxdraw as gfx

from .. import theme as T
from .patches import kept
from archipelago.engine.kinds import BUILD, MARKET, POPULATION, TAXES, TEMPLE, TRADE

OUTLINE = (24, 20, 16)


def _ipts(pts):
    return [(round(x), round(y)) for x, y in pts]         # round() of a float is an int


def poly(surf, pts, fill=None, outline=OUTLINE, width=1):
    """An antialiased filled polygon with an optional outline."""
    p = _ipts(pts)
    if len(p) < 3:
        return
    if fill is not None:
        gfx.filled_polygon(surf, p, fill)
        gfx.aapolygon(surf, p, fill)
    if outline is not None:
        if width <= 1:
            gfx.aapolygon(surf, p, outline)
        else:
            pygame.draw.polygon(surf, outline, p, width)


def shadow(surf, pts=None, circle_at=None, alpha=80):
    """A soft shadow (a polygon, or a circle given as (cx, cy, r)) blended onto surf: on a
    surface with per-pixel alpha, pygame.draw and gfxdraw write a translucent colour as is,
    which would punch a see-through hole in whatever was drawn there before. The shadow's
    layer is kept by the pixels it is drawn from (its size and the rounded shape in it)."""
    if circle_at is not None:
        cx, cy, r = circle_at
        box = pygame.Rect(int(cx - r) - 2, int(cy - r) - 2, int(2 * r) + 5, int(2 * r) + 5)
        shape = (max(1, int(round(r))), int(round(cx - box.x)), int(round(cy - box.y)))
    else:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
        shape = tuple(_ipts([(x - box.x, y - box.y) for x, y in pts]))
    def layer():
        tmp = pygame.Surface(box.size, pygame.SRCALPHA)
        if circle_at is not None:
            circle(tmp, shape[1], shape[2], shape[0], (0, 0, 0, alpha), None)
        else:
            poly(tmp, shape, (0, 0, 0, alpha), None)
        return tmp
    surf.blit(T.kept(_SHADOWS, (box.size, alpha, circle_at is not None, shape), layer, SHADOWS_KEPT), box)


_SHADOWS: dict[tuple, pygame.Surface] = {}      # shadow's layers by what they show
SHADOWS_KEPT = 1000


def circle(surf, cx, cy, r, fill=None, outline=OUTLINE, width=1):
    r = max(1, int(round(r)))
    c = (int(round(cx)), int(round(cy)))
    if fill is not None:
        pygame.draw.aacircle(surf, fill, c, r)
    if outline is not None:
        pygame.draw.aacircle(surf, outline, c, r, max(1, width))


def ellipse(surf, rect, fill=None, outline=OUTLINE, width=1):
    rect = pygame.Rect(rect)
    if fill is not None:
        gfx.filled_ellipse(surf, rect.centerx, rect.centery, max(1, rect.w // 2), max(1, rect.h // 2), fill)
        gfx.aaellipse(surf, rect.centerx, rect.centery, max(1, rect.w // 2), max(1, rect.h // 2), fill)
    if outline is not None:
        if width <= 1:
            gfx.aaellipse(surf, rect.centerx, rect.centery, max(1, rect.w // 2), max(1, rect.h // 2), outline)
        else:
            pygame.draw.ellipse(surf, outline, rect, width)


def rrect(surf, rect, fill, outline=None, radius=4, width=1):
    rect = pygame.Rect(rect)
    if fill is not None:
        pygame.draw.rect(surf, fill, rect, border_radius=radius)
    if outline is not None:
        pygame.draw.rect(surf, outline, rect, width, border_radius=radius)


def rot(pts, cx, cy, ang):
    """Rotate points (relative to 0,0) by ang radians and move them to (cx, cy)."""
    c, s = math.cos(ang), math.sin(ang)
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts]


def star_pts(cx, cy, r, n=5, inner=0.45, phase=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        rr = r if i % 2 == 0 else r * inner
        a = phase + i * math.pi / n
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


# --- emblems ------------------------------------------------------------------------------

def emblem(surf, shape, cx, cy, r, fill, outline=OUTLINE, width=1):
    if shape == "circle":
        circle(surf, cx, cy, r * 0.9, fill, outline, width)
    elif shape == "square":
        k = r * 0.8
        poly(surf, [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)], fill, outline, width)
    elif shape == "triangle":
        poly(surf, [(cx, cy - r), (cx + r * 0.95, cy + r * 0.72), (cx - r * 0.95, cy + r * 0.72)], fill, outline, width)
    elif shape == "diamond":
        poly(surf, [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)], fill, outline, width)
    else:  # star
        poly(surf, star_pts(cx, cy, r * 1.05), fill, outline, width)


@kept(lambda seat, cx, cy, r: (cx, cy, 1.2 * r + 4))
def player_token(surf, seat, cx, cy, r):
    """A player's colour disc with their emblem in white: the seat marker."""
    circle(surf, cx, cy, r, T.player_colour(seat), OUTLINE, max(1, int(r / 7)))
    emblem(surf, T.player_emblem(seat), cx, cy, r * 0.55, T.WHITE, OUTLINE)


# --- resources ------------------------------------------------------------------------------

def resource_glyph(surf, res, cx, cy, r):
    """The resource symbol without a token: distinct shape per resource plus colour."""
    col = T.RES_COLOURS[res]
    if res == "fruit":               # apple: round body, stem and leaf
        circle(surf, cx, cy + r * 0.12, r * 0.62, col, OUTLINE)
        pygame.draw.line(surf, (90, 60, 30), (cx, cy - r * 0.45), (cx + r * 0.12, cy - r * 0.8), max(1, int(r / 6)))
        poly(surf, [(cx + r * 0.1, cy - r * 0.55), (cx + r * 0.55, cy - r * 0.85), (cx + r * 0.45, cy - r * 0.45)],
             (70, 150, 60), OUTLINE)
        circle(surf, cx - r * 0.22, cy - r * 0.05, max(1, r * 0.14), T.lighten(col, 0.5), None)
    elif res == "cattle":            # cow head with horns
        poly(surf, [(cx - r * 0.35, cy - r * 0.35), (cx - r * 0.95, cy - r * 0.75), (cx - r * 0.55, cy - r * 0.2)],
             (236, 226, 200), OUTLINE)
        poly(surf, [(cx + r * 0.35, cy - r * 0.35), (cx + r * 0.95, cy - r * 0.75), (cx + r * 0.55, cy - r * 0.2)],
             (236, 226, 200), OUTLINE)
        head = [(cx - r * 0.55, cy - r * 0.45), (cx + r * 0.55, cy - r * 0.45), (cx + r * 0.45, cy + r * 0.35),
                (cx + r * 0.3, cy + r * 0.75), (cx - r * 0.3, cy + r * 0.75), (cx - r * 0.45, cy + r * 0.35)]
        poly(surf, head, col, OUTLINE)
        ellipse(surf, (cx - r * 0.32, cy + r * 0.28, r * 0.64, r * 0.42), (222, 170, 150), OUTLINE)
        circle(surf, cx - r * 0.25, cy - r * 0.1, max(1, r * 0.09), OUTLINE, None)
        circle(surf, cx + r * 0.25, cy - r * 0.1, max(1, r * 0.09), OUTLINE, None)
    elif res == "fish":              # fish: body, tail, eye
        poly(surf, [(cx - r * 0.5, cy), (cx - r * 0.95, cy - r * 0.45), (cx - r * 0.95, cy + r * 0.45)], col, OUTLINE)
        ellipse(surf, (cx - r * 0.65, cy - r * 0.42, r * 1.55, r * 0.84), col, OUTLINE)
        circle(surf, cx + r * 0.48, cy - r * 0.08, max(1, r * 0.1), OUTLINE, None)
        pygame.draw.arc(surf, T.lighten(col, 0.5), (cx - r * 0.2, cy - r * 0.3, r * 0.5, r * 0.6), -1.2, 1.2,
                        max(1, int(r / 8)))
    elif res == "wood":              # conifer: two stacked triangles on a trunk
        tr = max(1, r * 0.14)
        pygame.draw.rect(surf, (110, 72, 38), (cx - tr, cy + r * 0.45, 2 * tr, r * 0.45))
        poly(surf, [(cx, cy - r * 0.25), (cx + r * 0.72, cy + r * 0.55), (cx - r * 0.72, cy + r * 0.55)], col, OUTLINE)
        poly(surf, [(cx, cy - r * 0.92), (cx + r * 0.55, cy + r * 0.05), (cx - r * 0.55, cy + r * 0.05)],
             T.lighten(col, 0.12), OUTLINE)
    elif res == "stone":             # two rocks
        poly(surf, [(cx - r * 0.9, cy + r * 0.6), (cx - r * 0.7, cy - r * 0.1), (cx - r * 0.25, cy - r * 0.35),
                    (cx + r * 0.1, cy + r * 0.1), (cx + r * 0.05, cy + r * 0.6)], T.darken(col, 0.1), OUTLINE)
        poly(surf, [(cx - r * 0.2, cy + r * 0.65), (cx - r * 0.1, cy - r * 0.4), (cx + r * 0.35, cy - r * 0.75),
                    (cx + r * 0.85, cy - r * 0.2), (cx + r * 0.9, cy + r * 0.65)], col, OUTLINE)
        pygame.draw.line(surf, T.lighten(col, 0.5), (cx + r * 0.3, cy - r * 0.55), (cx + r * 0.7, cy - r * 0.2),
                         max(1, int(r / 8)))
    elif res == "iron":              # ingot: trapezoid with a lit top face
        poly(surf, [(cx - r * 0.9, cy + r * 0.55), (cx + r * 0.9, cy + r * 0.55), (cx + r * 0.6, cy - r * 0.1),
                    (cx - r * 0.6, cy - r * 0.1)], col, OUTLINE)
        poly(surf, [(cx - r * 0.6, cy - r * 0.1), (cx + r * 0.6, cy - r * 0.1), (cx + r * 0.35, cy - r * 0.55),
                    (cx - r * 0.35, cy - r * 0.55)], T.lighten(col, 0.45), OUTLINE)


@kept(lambda res, cx, cy, r, token=True: (cx, cy, 1.3 * r + 5))
def resource_icon(surf, res, cx, cy, r, token=True):
    """A resource icon on a round cream token (as printed on hexes and boards)."""
    if token:
        if surf.get_flags() & pygame.SRCALPHA:
            shadow(surf, circle_at=(cx + r * 0.08, cy + r * 0.12, r), alpha=90)
        else:
            circle(surf, cx + r * 0.08, cy + r * 0.12, r, (60, 60, 50), None)
        circle(surf, cx, cy, r, (246, 238, 214), OUTLINE, max(1, int(r / 9)))
        resource_glyph(surf, res, cx, cy, r * 0.72)
    else:
        resource_glyph(surf, res, cx, cy, r)


def cube(surf, res, rect, dim=False):
    """A resource cube in a market space: coloured square with a lit top edge."""
    rect = pygame.Rect(rect)
    col = T.CUBE_COLOURS[res]
    if dim:
        col = T.lighten(col, 0.55)
    pygame.draw.rect(surf, T.darken(col, 0.35), rect.move(1, 1), border_radius=max(1, rect.w // 6))
    pygame.draw.rect(surf, col, rect, border_radius=max(1, rect.w // 6))
    hi = pygame.Rect(rect.x + 2, rect.y + 2, max(1, rect.w - 4), max(1, rect.h // 4))
    pygame.draw.rect(surf, T.lighten(col, 0.35), hi, border_radius=max(1, rect.w // 8))
    pygame.draw.rect(surf, OUTLINE, rect, 1, border_radius=max(1, rect.w // 6))


# --- units ------------------------------------------------------------------------------------

def _meeple_pts(h):
    """A meeple outline, standing, centred on its middle, height h."""
    w = h * 0.86
    return [(0, -h * 0.5), (w * 0.16, -h * 0.46), (w * 0.22, -h * 0.3), (w * 0.16, -h * 0.16),
            (w * 0.5, -h * 0.08), (w * 0.48, h * 0.06), (w * 0.22, h * 0.06), (w * 0.38, h * 0.5),
            (w * 0.06, h * 0.5), (0, h * 0.3), (-w * 0.06, h * 0.5), (-w * 0.38, h * 0.5),
            (-w * 0.22, h * 0.06), (-w * 0.48, h * 0.06), (-w * 0.5, -h * 0.08), (-w * 0.16, -h * 0.16),
            (-w * 0.22, -h * 0.3), (-w * 0.16, -h * 0.46)]


def _unit_shadow(surf, pts):
    if surf.get_flags() & pygame.SRCALPHA:
        shadow(surf, pts)
    else:
        poly(surf, pts, T.darken(T.LAND, 0.3), None)


@kept(lambda seat, cx, cy, h, down=0, engaged=0: (cx, cy, 1.0 * h + 6))
def citizen(surf, seat, cx, cy, h, down=0, engaged=0):
    """A citizen of `seat`: standing (active), standing with a white ring at the feet
    (engaged), lying on its side (lying) or lying with a red X (rebel)."""
    col = T.player_colour(seat)
    pts = _meeple_pts(h)
    lw = max(1, int(h / 12))
    if down:
        body = rot(pts, cx, cy + h * 0.18, math.pi / 2)
        _unit_shadow(surf, [(x + h * 0.05, y + h * 0.06) for x, y in body])
        poly(surf, body, col, OUTLINE, lw)
        emblem(surf, T.player_emblem(seat), cx - h * 0.05, cy + h * 0.18, h * 0.16, T.WHITE, OUTLINE)
        if down == 2:
            k = h * 0.36
            for a, b in (((-k, -k), (k, k)), ((-k, k), (k, -k))):
                pygame.draw.line(surf, (255, 255, 255), (cx + a[0], cy + h * 0.15 + a[1]), (cx + b[0], cy + h * 0.15 + b[1]), lw + 3)
                pygame.draw.line(surf, T.RED, (cx + a[0], cy + h * 0.15 + a[1]), (cx + b[0], cy + h * 0.15 + b[1]), lw + 1)
        return
    if engaged:
        ring = pygame.Rect(0, 0, int(h * 0.95), int(h * 0.36))
        ring.center = (int(cx), int(cy + h * 0.48))
        pygame.draw.ellipse(surf, T.WHITE, ring, max(2, lw + 1))
        pygame.draw.ellipse(surf, OUTLINE, ring.inflate(2, 2), 1)
    body = [(cx + x, cy + y) for x, y in pts]
    _unit_shadow(surf, [(x + h * 0.06, y + h * 0.05) for x, y in body])
    poly(surf, body, col, OUTLINE, lw)
    emblem(surf, T.player_emblem(seat), cx, cy - h * 0.02, h * 0.16, T.WHITE, OUTLINE)
    if engaged:
        circle(surf, cx + h * 0.34, cy - h * 0.38, max(2, h * 0.13), T.WHITE, OUTLINE)


@kept(lambda seat, cx, cy, w, engaged=0: (cx, cy, 0.75 * w + 5))
def ship(surf, seat, cx, cy, w, engaged=0):
    """A ship: dark hull, sail in the player's colour with the emblem."""
    col = T.player_colour(seat)
    lw = max(1, int(w / 14))
    hull = [(cx - w * 0.5, cy + w * 0.1), (cx + w * 0.5, cy + w * 0.1), (cx + w * 0.32, cy + w * 0.36),
            (cx - w * 0.36, cy + w * 0.36)]
    poly(surf, hull, (104, 70, 40), OUTLINE, lw)
    pygame.draw.line(surf, OUTLINE, (cx, cy + w * 0.1), (cx, cy - w * 0.55), lw)
    sail = [(cx + w * 0.04, cy - w * 0.52), (cx + w * 0.42, cy + w * 0.02), (cx + w * 0.04, cy + w * 0.02)]
    sail2 = [(cx - w * 0.04, cy - w * 0.42), (cx - w * 0.04, cy + w * 0.02), (cx - w * 0.34, cy + w * 0.02)]
    poly(surf, sail, col, OUTLINE, lw)
    poly(surf, sail2, col, OUTLINE, lw)
    emblem(surf, T.player_emblem(seat), cx + w * 0.16, cy - w * 0.12, w * 0.11, T.WHITE, OUTLINE)
    if engaged:
        circle(surf, cx - w * 0.42, cy - w * 0.3, max(2, w * 0.1), T.WHITE, OUTLINE)


@kept(lambda seat, cx, cy, r: (cx, cy, 1.3 * r + 5))
def action_disc(surf, seat, cx, cy, r):
    """An action disc: a flat cylinder in player colour with the emblem."""
    col = T.player_colour(seat)
    th = max(2, r * 0.3)
    ellipse(surf, (cx - r, cy - r * 0.62 + th, 2 * r, r * 1.24), T.darken(col, 0.4), OUTLINE)
    ellipse(surf, (cx - r, cy - r * 0.62, 2 * r, r * 1.24), col, OUTLINE)
    emblem(surf, T.player_emblem(seat), cx, cy, r * 0.42, T.WHITE, OUTLINE)


# --- buildings ---------------------------------------------------------------------------------

BUILDING_PLATE = (236, 222, 186)


@kept(lambda kind, cx, cy, s, used=False: (cx, cy, 1.0 * s + 5))
def building(surf, kind, cx, cy, s, used=False):
    """A building token: a rounded plate with a distinct silhouette per kind."""
    plate = pygame.Rect(0, 0, int(s * 1.5), int(s * 1.5))
    plate.center = (int(cx), int(cy))
    rrect(surf, plate.move(2, 2), (40, 36, 30), None, radius=max(2, int(s * 0.3)))
    rrect(surf, plate, (150, 150, 150) if used else BUILDING_PLATE, OUTLINE, radius=max(2, int(s * 0.3)),
          width=max(1, int(s / 10)))
    lw = max(1, int(s / 12))
    if kind == "town":               # two houses and a tower with red roofs
        wall = (240, 230, 205)
        roof = (178, 58, 40)
        poly(surf, [(cx - s * 0.6, cy + s * 0.55), (cx - s * 0.6, cy - s * 0.05), (cx - s * 0.1, cy - s * 0.05),
                    (cx - s * 0.1, cy + s * 0.55)], wall, OUTLINE, lw)
        poly(surf, [(cx - s * 0.7, cy - s * 0.05), (cx - s * 0.35, cy - s * 0.4), (cx, cy - s * 0.05)], roof, OUTLINE, lw)
        poly(surf, [(cx - s * 0.05, cy + s * 0.55), (cx - s * 0.05, cy - s * 0.35), (cx + s * 0.55, cy - s * 0.35),
                    (cx + s * 0.55, cy + s * 0.55)], wall, OUTLINE, lw)
        poly(surf, [(cx - s * 0.12, cy - s * 0.35), (cx + s * 0.25, cy - s * 0.75), (cx + s * 0.62, cy - s * 0.35)],
             roof, OUTLINE, lw)
        pygame.draw.rect(surf, OUTLINE, (cx + s * 0.17, cy + s * 0.2, max(2, s * 0.18), s * 0.35))
    elif kind == TEMPLE:           # pediment over columns on steps
        marble = (246, 244, 236)
        poly(surf, [(cx - s * 0.7, cy - s * 0.3), (cx, cy - s * 0.72), (cx + s * 0.7, cy - s * 0.3)], marble, OUTLINE, lw)
        for i in range(4):
            x = cx - s * 0.5 + i * s * 0.333
            pygame.draw.rect(surf, marble, (x - s * 0.07, cy - s * 0.28, s * 0.14, s * 0.66))
            pygame.draw.rect(surf, OUTLINE, (x - s * 0.07, cy - s * 0.28, s * 0.14, s * 0.66), 1)
        poly(surf, [(cx - s * 0.72, cy + s * 0.38), (cx + s * 0.72, cy + s * 0.38), (cx + s * 0.72, cy + s * 0.58),
                    (cx - s * 0.72, cy + s * 0.58)], marble, OUTLINE, lw)
    elif kind == MARKET:           # stall with a striped awning
        pygame.draw.rect(surf, (150, 100, 55), (cx - s * 0.55, cy + s * 0.1, s * 1.1, s * 0.42))
        pygame.draw.rect(surf, OUTLINE, (cx - s * 0.55, cy + s * 0.1, s * 1.1, s * 0.42), 1)
        for i, x in enumerate((-0.5, 0.5)):
            pygame.draw.line(surf, OUTLINE, (cx + s * x, cy - s * 0.3), (cx + s * x, cy + s * 0.1), lw)
        n = 4
        for i in range(n):
            x0 = cx - s * 0.7 + i * s * 1.4 / n
            x1 = x0 + s * 1.4 / n
            poly(surf, [(x0 + s * 0.08, cy - s * 0.68), (x1 + s * 0.08, cy - s * 0.68), (x1, cy - s * 0.22),
                        (x0, cy - s * 0.22)], (200, 50, 45) if i % 2 == 0 else (250, 246, 236), OUTLINE, 1)
        for i, c in enumerate(((214, 64, 54), (230, 180, 50), (70, 150, 60))):
            circle(surf, cx - s * 0.3 + i * s * 0.3, cy + s * 0.05, max(2, s * 0.12), c, OUTLINE)
    else:                            # port: anchor
        col = (40, 60, 90)
        w = max(2, int(s * 0.16))
        pygame.draw.line(surf, col, (cx, cy - s * 0.5), (cx, cy + s * 0.55), w)
        pygame.draw.line(surf, col, (cx - s * 0.3, cy - s * 0.25), (cx + s * 0.3, cy - s * 0.25), w)
        pygame.draw.circle(surf, col, (int(cx), int(cy - s * 0.6)), max(2, int(s * 0.15)), max(1, w // 2))
        pygame.draw.arc(surf, col, (cx - s * 0.62, cy - s * 0.2, s * 1.24, s * 0.85), math.pi * 1.05, math.pi * 1.95, w)
        poly(surf, [(cx - s * 0.7, cy + s * 0.1), (cx - s * 0.48, cy + s * 0.02), (cx - s * 0.56, cy + s * 0.28)], col, None)
        poly(surf, [(cx + s * 0.7, cy + s * 0.1), (cx + s * 0.48, cy + s * 0.02), (cx + s * 0.56, cy + s * 0.28)], col, None)


@kept(lambda cx, cy, s: (cx, cy, 0.8 * s + 4))
def hut(surf, cx, cy, s):
    """A hut: straw roof over a small brown wall."""
    pygame.draw.rect(surf, (150, 104, 60), (cx - s * 0.42, cy - s * 0.05, s * 0.84, s * 0.5))
    pygame.draw.rect(surf, OUTLINE, (cx - s * 0.42, cy - s * 0.05, s * 0.84, s * 0.5), 1)
    pygame.draw.rect(surf, OUTLINE, (cx - s * 0.1, cy + s * 0.15, s * 0.2, s * 0.3))
    poly(surf, [(cx - s * 0.62, cy + s * 0.02), (cx, cy - s * 0.55), (cx + s * 0.62, cy + s * 0.02)], (226, 190, 96), OUTLINE)


def coin(surf, cx, cy, r, label="1", ctx=None, barbarian=True):
    """A florin coin; a barbarian coin has a dark red rim and a cross (icon blocked)."""
    circle(surf, cx + 1, cy + 2, r, (30, 24, 10), None)
    circle(surf, cx, cy, r, T.GOLD, (140, 30, 24) if barbarian else T.GOLD_DARK, max(1, int(r / 4)))
    circle(surf, cx, cy, r * 0.62, None, T.GOLD_DARK, 1)
    if barbarian:
        k = r * 0.38
        w = max(1, int(r / 5))
        pygame.draw.line(surf, (140, 30, 24), (cx - k, cy - k), (cx + k, cy + k), w)
        pygame.draw.line(surf, (140, 30, 24), (cx - k, cy + k), (cx + k, cy - k), w)
    elif ctx is not None:
        ctx.blit_text(surf, label, r * 1.1 / ctx.s, (cx, cy), T.INK, "bold", "center")


# --- glyphs -------------------------------------------------------------------------------------

def florin(surf, cx, cy, r):
    """A plain florin coin glyph with an ƒ."""
    circle(surf, cx, cy, r, T.GOLD, T.GOLD_DARK, max(1, int(r / 5)))
    t = T.text_cache().glyph("ƒ", "serif", max(6, int(r * 1.3)), T.INK)
    surf.blit(t, t.get_rect(center=(int(cx), int(cy))))


def surplus_glyph(surf, cx, cy, r, col=T.SURPLUS_C):
    """Surplus workers: a small figure with a tool."""
    circle(surf, cx, cy - r * 0.5, r * 0.3, col, None)
    poly(surf, [(cx - r * 0.45, cy + r * 0.8), (cx - r * 0.3, cy - r * 0.15), (cx + r * 0.3, cy - r * 0.15),
                (cx + r * 0.45, cy + r * 0.8)], col, None)
    pygame.draw.line(surf, col, (cx + r * 0.3, cy), (cx + r * 0.85, cy - r * 0.55), max(1, int(r / 4)))


def rebellion_glyph(surf, cx, cy, r, col=T.REBEL_C):
    """Rebellion: a torch flame."""
    poly(surf, [(cx, cy - r), (cx + r * 0.55, cy - r * 0.1), (cx + r * 0.35, cy + r * 0.35), (cx, cy + r * 0.45),
                (cx - r * 0.35, cy + r * 0.35), (cx - r * 0.55, cy - r * 0.1)], col, None)
    poly(surf, [(cx, cy - r * 0.3), (cx + r * 0.25, cy + r * 0.1), (cx, cy + r * 0.35), (cx - r * 0.25, cy + r * 0.1)],
         (250, 200, 80), None)
    pygame.draw.line(surf, (100, 70, 40), (cx, cy + r * 0.45), (cx, cy + r), max(1, int(r / 3)))


def population_glyph(surf, cx, cy, r, col=(60, 60, 60)):
    circle(surf, cx, cy - r * 0.5, r * 0.32, col, None)
    poly(surf, [(cx - r * 0.55, cy + r * 0.85), (cx - r * 0.4, cy - r * 0.12), (cx + r * 0.4, cy - r * 0.12),
                (cx + r * 0.55, cy + r * 0.85)], col, None)


@kept(lambda which, cx, cy, rad, width=1: (cx, cy, 1.2 * rad + width + 4))
def marker(surf, which, cx, cy, rad, width=1):
    """A track marker (boards III and IV): "population" (white), "rebellion" (red flame)
    or "surplus" (blue worker), a disc of radius rad with its glyph."""
    if which == POPULATION:
        circle(surf, cx, cy, rad, T.WHITE, OUTLINE, width)
        population_glyph(surf, cx, cy, rad * 0.75, (40, 40, 40))
    elif which == "rebellion":
        circle(surf, cx, cy, rad, (250, 220, 210), T.REBEL_C, width)
        rebellion_glyph(surf, cx, cy, rad * 0.75)
    else:
        circle(surf, cx, cy, rad, (210, 224, 240), T.SURPLUS_C, width)
        surplus_glyph(surf, cx, cy, rad * 0.75)


@kept(lambda cx, cy, r: (cx, cy, 1.2 * r + 4))
def token_glyph(surf, cx, cy, r):
    """An explorer token: a small compass rose on a sand disc."""
    circle(surf, cx, cy, r, (214, 190, 140), OUTLINE)
    poly(surf, star_pts(cx, cy, r * 0.8, 4, 0.3), (60, 80, 120), None)


def lock_glyph(surf, cx, cy, r, col=T.INK_SOFT):
    pygame.draw.arc(surf, col, (cx - r * 0.45, cy - r * 0.9, r * 0.9, r * 1.0), 0, math.pi, max(1, int(r / 4)))
    pygame.draw.rect(surf, col, (cx - r * 0.6, cy - r * 0.35, r * 1.2, r * 1.0), border_radius=max(1, int(r / 5)))


def vp_glyph(surf, cx, cy, r, n, ctx, size=None):
    """Victory points: a laurel-gold star with the number (`size`: its design size; by
    default as large as the star)."""
    poly(surf, star_pts(cx, cy, r, 5, 0.55), T.GOLD, OUTLINE)
    ctx.blit_text(surf, str(n), size or r * 1.0 / ctx.s, (cx, cy + r * 0.08), T.INK, "bold", "center")


def arrow_glyph(surf, cx, cy, r, kind):
    """Card arrow: black (owner only), coloured (anyone), none (cannot be used)."""
    if kind == "none":
        circle(surf, cx, cy, r * 0.7, None, T.INK_FAINT, max(1, int(r / 5)))
        pygame.draw.line(surf, T.INK_FAINT, (cx - r * 0.5, cy + r * 0.5), (cx + r * 0.5, cy - r * 0.5), max(1, int(r / 5)))
        return
    pts = [(cx - r, cy - r * 0.25), (cx + r * 0.2, cy - r * 0.25), (cx + r * 0.2, cy - r * 0.7), (cx + r, cy),
           (cx + r * 0.2, cy + r * 0.7), (cx + r * 0.2, cy + r * 0.25), (cx - r, cy + r * 0.25)]
    if kind == "black":
        poly(surf, pts, (20, 20, 20), OUTLINE)
    else:
        # a rainbow of the player colours: anyone may use it
        poly(surf, pts, T.PLAYER_COLOURS[1], OUTLINE)
        poly(surf, [(cx - r, cy - r * 0.25), (cx - r * 0.3, cy - r * 0.25), (cx - r * 0.3, cy + r * 0.25),
                    (cx - r, cy + r * 0.25)], T.PLAYER_COLOURS[0], None)
        poly(surf, [(cx - r * 0.3, cy - r * 0.25), (cx + r * 0.2, cy - r * 0.25), (cx + r * 0.2, cy + r * 0.25),
                    (cx - r * 0.3, cy + r * 0.25)], T.PLAYER_COLOURS[2], None)
        poly(surf, pts, None, OUTLINE)


def wonder_glyph(surf, cx, cy, r, built=False):
    """A wonder mark: a stepped pyramid (filled gold when built, hollow when not)."""
    fill = T.GOLD if built else None
    poly(surf, [(cx - r, cy + r * 0.7), (cx + r, cy + r * 0.7), (cx, cy - r * 0.8)], fill, OUTLINE,
         1 if built else max(1, int(r / 4)))


@kept(lambda space, cx, cy, r: (cx, cy, 1.4 * r + 5))
def action_glyph(surf, space, cx, cy, r):
    """A symbol for a wheel space (harvest spaces use the resource glyph)."""
    ink = (50, 42, 32)
    lw = max(1, int(r / 5))
    if space.startswith("harvest:"):
        resource_icon(surf, space.split(":", 1)[1], cx, cy, r)
    elif space == "migration":       # footsteps arrow
        pygame.draw.line(surf, ink, (cx - r * 0.8, cy + r * 0.3), (cx + r * 0.5, cy + r * 0.3), lw)
        poly(surf, [(cx + r * 0.4, cy + r * 0.3 - r * 0.35), (cx + r * 0.9, cy + r * 0.3), (cx + r * 0.4, cy + r * 0.3 + r * 0.35)], ink, None)
        population_glyph(surf, cx - r * 0.3, cy - r * 0.35, r * 0.5, ink)
    elif space == "recruitment":     # figure with a plus
        population_glyph(surf, cx - r * 0.2, cy, r * 0.85, ink)
        pygame.draw.line(surf, ink, (cx + r * 0.5, cy - r * 0.7), (cx + r * 0.5, cy - r * 0.1), lw)
        pygame.draw.line(surf, ink, (cx + r * 0.2, cy - r * 0.4), (cx + r * 0.8, cy - r * 0.4), lw)
    elif space == TRADE:           # scales
        pygame.draw.line(surf, ink, (cx, cy - r * 0.8), (cx, cy + r * 0.7), lw)
        pygame.draw.line(surf, ink, (cx - r * 0.75, cy - r * 0.5), (cx + r * 0.75, cy - r * 0.5), lw)
        pygame.draw.line(surf, ink, (cx - r * 0.4, cy + r * 0.7), (cx + r * 0.4, cy + r * 0.7), lw)
        for sx in (-1, 1):
            poly(surf, [(cx + sx * r * 0.75 - r * 0.35, cy + r * 0.05), (cx + sx * r * 0.75 + r * 0.35, cy + r * 0.05),
                        (cx + sx * r * 0.75, cy - r * 0.5)], None, ink, 1)
            pygame.draw.line(surf, ink, (cx + sx * r * 0.75 - r * 0.35, cy + r * 0.05),
                             (cx + sx * r * 0.75 + r * 0.35, cy + r * 0.05), lw)
    elif space == BUILD:           # hammer
        pygame.draw.line(surf, (110, 72, 38), (cx - r * 0.6, cy + r * 0.7), (cx + r * 0.3, cy - r * 0.2), max(2, lw + 1))
        poly(surf, rot([(-r * 0.55, -r * 0.2), (r * 0.45, -r * 0.2), (r * 0.45, r * 0.2), (-r * 0.55, r * 0.2)],
                       cx + r * 0.35, cy - r * 0.35, math.pi / 4 + math.pi / 2 * 0), ink, None)
    elif space == TAXES:           # coin stack
        for i in range(3):
            ellipse(surf, (cx - r * 0.6, cy + r * 0.35 - i * r * 0.35, r * 1.2, r * 0.5), T.GOLD, T.GOLD_DARK)
        rebellion_glyph(surf, cx + r * 0.75, cy - r * 0.5, r * 0.35)
    elif space == "reproduction":    # two figures and a small one
        population_glyph(surf, cx - r * 0.45, cy, r * 0.6, ink)
        population_glyph(surf, cx + r * 0.45, cy, r * 0.6, ink)
        population_glyph(surf, cx, cy + r * 0.25, r * 0.4, (120, 90, 60))
    elif space == "exploration":     # compass rose
        poly(surf, star_pts(cx, cy, r * 0.9, 4, 0.28), (60, 80, 120), OUTLINE)
        circle(surf, cx, cy, r * 0.2, T.WHITE, OUTLINE)
    else:
        circle(surf, cx, cy, r * 0.5, ink, None)
