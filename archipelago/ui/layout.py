"""The table layout: a Tiled map (assets/layout/table.tmx) whose object layer "areas"
names one rectangle per part of the table, in design pixels (1600x900). `Layout.fit`
scales every rectangle to a window, keeping proportions (letterboxed)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame
import pytmx

from .theme import ASSETS

LAYOUT_FILE = ASSETS / "layout" / "table.tmx"
REQUIRED = ("map", "board_domestic", "board_export", "board_stability", "board_surplus", "wheel",
            "track", "trend", "players", "private", "status", "phases", "log")
MIN_SIZE = (1280, 720)
MAX_SIZE = (2560, 1440)


@dataclass
class Fitted:
    """A layout fitted to a window: scale, letterbox offset and window-pixel rects."""
    scale: float
    offset: tuple[int, int]
    size: tuple[int, int]
    rects: dict[str, pygame.Rect]
    frame: pygame.Rect           # the whole design area in window pixels


class Layout:
    def __init__(self, width: int, height: int, areas: dict[str, pygame.Rect]):
        self.width = width
        self.height = height
        self.areas = areas

    @classmethod
    def load(cls, path: Path | str = LAYOUT_FILE) -> Layout:
        tmx = pytmx.TiledMap(str(path), load_all_tiles=False)
        width = tmx.width * tmx.tilewidth
        height = tmx.height * tmx.tileheight
        try:
            group = tmx.get_layer_by_name("areas")
        except ValueError:
            raise ValueError(f"{path}: no object layer named 'areas'") from None
        areas = {}
        for obj in group:
            if not obj.name:
                raise ValueError(f"{path}: an object of 'areas' has no name")
            if obj.name in areas:
                raise ValueError(f"{path}: area {obj.name!r} appears twice")
            areas[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        return cls(width, height, areas)

    def problems(self) -> list[str]:
        """Lint: every required area present, inside the map and overlapping no other."""
        out = []
        frame = pygame.Rect(0, 0, self.width, self.height)
        for name in REQUIRED:
            if name not in self.areas:
                out.append(f"missing area {name!r}")
        names = sorted(self.areas)
        for name in names:
            r = self.areas[name]
            if r.w <= 0 or r.h <= 0:
                out.append(f"area {name!r} is empty")
            if not frame.contains(r):
                out.append(f"area {name!r} {tuple(r)} is outside the {self.width}x{self.height} map")
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if self.areas[a].colliderect(self.areas[b]):
                    out.append(f"areas {a!r} and {b!r} overlap")
        return out

    def fit(self, w: int, h: int, ui: float = 1.0) -> Fitted:
        """Scale to the window; a UI scale `ui` above 1 also widens the players' column and
        heightens the decision dock by that much, taken from the map (issue 14)."""
        s = min(w / self.width, h / self.height)
        ox = int((w - self.width * s) / 2)
        oy = int((h - self.height * s) / 2)
        rects = {}
        for name, r in self.scaled_areas(ui).items():
            x0 = ox + int(round(r.x * s))
            y0 = oy + int(round(r.y * s))
            x1 = ox + int(round((r.x + r.w) * s))
            y1 = oy + int(round((r.y + r.h) * s))
            rects[name] = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
        frame = pygame.Rect(ox, oy, int(round(self.width * s)), int(round(self.height * s)))
        return Fitted(s, (ox, oy), (w, h), rects, frame)


    def scaled_areas(self, ui: float) -> dict[str, pygame.Rect]:
        """The design areas for UI scale `ui`: above 1 the left column (players, log) is
        `ui` times as wide and the private area (where the decision panel docks) `ui` times
        as tall; the map gives the room. Below 1 the areas stay."""
        k = max(1.0, ui)
        a = {n: pygame.Rect(r) for n, r in self.areas.items()}
        if k == 1.0 or not all(n in a for n in ("players", "log", "map", "private", "status")):
            return a
        dx = int(round(a["players"].w * (k - 1)))
        dy = int(round(a["private"].h * (k - 1)))
        for n in ("players", "log"):
            a[n].w += dx
        a["map"].x += dx
        a["map"].w -= dx
        a["map"].h -= dy
        a["private"].x += dx
        a["private"].w -= dx
        a["private"].y -= dy
        a["private"].h += dy
        return a


_CACHED: Layout | None = None


def default_layout() -> Layout:
    global _CACHED
    if _CACHED is None:
        _CACHED = Layout.load()
    return _CACHED
