"""The hit-region registry filled while drawing: rect -> tooltip text, card id, key.

Used for tooltips, the large card view and (later) clicks. The last region added wins,
so pieces drawn on top of a board take precedence over it."""
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


class Hits:
    def __init__(self):
        self.items: list[Hit] = []

    def add(self, rect, tip, card=None, key=None, circle=False):
        self.items.append(Hit(pygame.Rect(rect), tip, card, key, circle))

    def extend(self, other: Hits, dx: int = 0, dy: int = 0, clip: pygame.Rect | None = None):
        for h in other.items:
            r = h.rect.move(dx, dy)
            if clip is not None:
                r = r.clip(clip)
                if r.w <= 0 or r.h <= 0:
                    continue
            self.items.append(Hit(r, h.tip, h.card, h.key, h.circle))

    def at(self, pos) -> Hit | None:
        x, y = pos
        for h in reversed(self.items):
            if h.rect.collidepoint(x, y):
                if h.circle:
                    cx, cy = h.rect.center
                    r = min(h.rect.w, h.rect.h) / 2
                    if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
                        continue
                return h
        return None

    def __len__(self):
        return len(self.items)
