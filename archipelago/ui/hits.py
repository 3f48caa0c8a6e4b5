"""The hit-region registry filled while drawing: rect -> tooltip text, card id, key.

Used for tooltips, the large card view and clicks. The last region added wins, so
pieces drawn on top of a board take precedence over it.

Drawing also leaves *marks*: where a movable piece (unit, cube, marker, disc, card slot)
stands and how it looks, so that the table can animate it from one view to the next
(render/anim.py). Marks take no part in hit testing."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass
class Hit:
    rect: pygame.Rect
    tip: str
    card: str | None = None      # a card id (evolution A.., objective, trend T..) shown large
    key: tuple | None = None     # what the region is, for clicks: ("hex", 3), ("slot", 2) ...
    circle: bool = False         # hit test against the inscribed circle of rect
    shape: tuple | None = None   # outline points (window px) for highlights, e.g. a wheel wedge
    exact: bool = False          # hit test against the shape polygon (rect: its bounding box)


class Hits:
    def __init__(self):
        self.items: list[Hit] = []
        self.marks: dict[tuple, tuple] = {}      # key -> (x, y, size, look), see mark()

    def mark(self, key, x, y, size, look):
        """A piece that may be animated: centred on (x, y), `size` in px (its meaning
        depends on the look: a citizen's height, a cube's side, a disc's radius...),
        `look` a tuple render/anim.paint_piece understands, e.g. ("cube", "wood")."""
        self.marks[key] = (float(x), float(y), float(size), look)

    def add(self, rect, tip, card=None, key=None, circle=False, shape=None, exact=False):
        if shape is not None:
            shape = tuple((float(x), float(y)) for x, y in shape)
        self.items.append(Hit(pygame.Rect(rect), tip, card, key, circle, shape, exact and shape is not None))

    def extend(self, other: Hits, dx: int = 0, dy: int = 0, clip: pygame.Rect | None = None):
        for h in other.items:
            r = h.rect.move(dx, dy)
            if clip is not None:
                r = r.clip(clip)
                if r.w <= 0 or r.h <= 0:
                    continue
            shape = None if h.shape is None else tuple((x + dx, y + dy) for x, y in h.shape)
            self.items.append(Hit(r, h.tip, h.card, h.key, h.circle, shape, h.exact))
        for k, (x, y, size, look) in other.marks.items():
            self.marks[k] = (x + dx, y + dy, size, look)

    def at(self, pos) -> Hit | None:
        for h in self.all_at(pos):
            return h
        return None

    def all_at(self, pos):
        """Every region under pos, topmost first."""
        x, y = pos
        for h in reversed(self.items):
            if h.rect.collidepoint(x, y):
                if h.circle:
                    cx, cy = h.rect.center
                    r = min(h.rect.w, h.rect.h) / 2
                    if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
                        continue
                if h.exact and not inside(h.shape, x, y):
                    continue
                yield h

    def __len__(self):
        return len(self.items)


def inside(pts, x, y):
    """Point in polygon (even-odd rule)."""
    n = len(pts)
    c = False
    j = n - 1
    for i in range(n):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-9) + xi:
            c = not c
        j = i
    return c
