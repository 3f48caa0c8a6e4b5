"""The whole table for one view: every area of the layout drawn by its module, each
cached with the slice of the view it depends on, then composed onto a cached frame.

A frame whose view did not change is one blit; a change redraws only the areas whose
slice of the view changed (plus the composition).

Two drawing contexts: `ctx`, the layout's scale for geometry (boards, track, map: tied
to the window) with every text of the table times the player's UI scale, and `ui`, the
layout's scale times the UI scale for geometry too, for text and controls read at length
(the log, the status line, and in TableScene the decision panel, popups and tooltips).
A UI scale above 1 also widens the players' column and the decision dock (layout.py),
and lets the map's hexes grow that much larger when the map area has room."""
from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import pygame

from archipelago import i18n
from archipelago.match.goals import points, standings
from archipelago.words.status import own_bid

from .. import theme as T
from ..hits import Hits
from ..layout import default_layout
from . import boards, forecast, log, panels, status, track, wheel
from .hexmap import MapView

_BG: dict[tuple, pygame.Surface] = {}
BG_KEPT = 4                     # window sizes whose wood is kept (the tests and tools switch between
                                # a few: one kept drew the wood again at every switch)


def _table_bg(size):
    def wood():
        w, h = size
        bg = pygame.Surface(size)
        top, bottom = (58, 44, 34), (40, 30, 24)
        for y in range(h):
            k = y / max(1, h - 1)
            pygame.draw.line(bg, tuple(int(top[i] + (bottom[i] - top[i]) * k) for i in range(3)), (0, y), (w, y))
        rnd = random.Random(7)
        for _k in range(int(h / 3)):          # wood grain
            y = rnd.randrange(h)
            c = (66, 50, 38) if rnd.random() < 0.5 else (46, 34, 27)
            x0 = rnd.randrange(-w // 2, w)
            pygame.draw.line(bg, c, (x0, y), (x0 + rnd.randrange(w // 4, w), y + rnd.choice((-1, 0, 1))))
        return bg
    return T.kept(_BG, size, wood, BG_KEPT)


def _covers(surf, rect):
    """An opaque surface (no per-pixel or surface alpha, no colour key) of rect's size: blitted
    at rect it sets every pixel there."""
    return surf.get_size() == tuple(rect.size) and not surf.get_flags() & pygame.SRCALPHA \
        and surf.get_alpha() is None and surf.get_colorkey() is None


def said_seat(status_extra):
    """The seat whose name the status line says instead of the view's prompt (the hand-off
    linger's mover, issue 25), or None: their panel stays lit meanwhile (issue 38)."""
    extra = status_extra or {}
    return extra.get("seat") if "text" in extra else None


def _slices(view, seat, status_extra=None, standing=()):
    """The part of the view each area depends on (cache keys): a change of one fact redraws
    only the areas that show it (tests/ui/test_layers_redrawn.py). `standing`: the viewer's
    standings (match.goals), which the private screen shows."""
    players = view["players"]
    return {
        "status": (repr(view.get("frames", [])[-1:]), view.get("to_act"), view.get("over"),
                   repr(view.get("result")), tuple((p["discs"], p["discs_used"]) for p in players),
                   repr(sorted((status_extra or {}).items())), bool(view.get("legal")), seat),
        "phases": (view.get("round"), view.get("phase")),
        # the panels show each player's holdings but not their stats (the trend's and objectives'
        # measures, which only the viewer's standing shows), and count pieces from the facts, not
        # the units' places (a citizen moving between hexes redraws the map only)
        "players": (repr([{k: v for k, v in p.items() if k != "stats"} for p in players]),
                    tuple(view.get("order") or ()), repr(view["facts"]["citizens"]), view.get("unit_slots"),
                    view.get("citizens_per_player"), repr(view.get("owner")), repr(view.get("used_cards")),
                    repr(view.get("built")), tuple(view["names"]), view.get("to_act"), seat,
                    said_seat(status_extra)),
        # the viewer's screen, with their standing on objective and trend (it reads the others' public
        # measures, the rebellion, the population: match.goals.standings)
        "private": (seat, repr(players[seat]) if seat is not None and 0 <= seat < len(players) else None,
                    repr(standing), own_bid(view)),
        "track": (repr(view.get("track")), repr(view.get("deck_top")), view.get("deck_size"),
                  len(view.get("discard") or ())),
        "board_domestic": repr(view["markets"]["domestic"]),
        "board_export": repr(view["markets"]["export"]),
        "board_stability": (view["population"], view["rebellion"]),
        "board_surplus": view["surplus"],
        "wheel": (repr(view.get("wheel")), view.get("wheel_florins"), view["n"], view.get("wheel_side")),
        "trend": view.get("trend"),
        "supply": (repr(view["bank"]), tuple(view.get("piles") or ()), view.get("tokens_box"),
                   view.get("hex_stack_size"), view.get("hex_stack_top"), view.get("hex_discard_size")),
    }


FORECAST_AREAS = ("track", "board_stability")      # drawn with the deck top's forecast (issue 30)
FORECAST_TIP = ("forecast",)    # the track's hit whose words are the forecast's: put in when the frame is
                                # composed, so new words alone do not draw the track again (issue 28)

DRAWERS = {
    "status": status.draw_status,
    "phases": status.draw_phases,
    "players": panels.draw_players,
    "private": panels.draw_private,
    "track": track.draw_track,
    "board_domestic": lambda c, s, v, k, h: boards.draw_market(c, s, v, k, h, "domestic"),
    "board_export": lambda c, s, v, k, h: boards.draw_market(c, s, v, k, h, "export"),
    "board_stability": boards.draw_stability,
    "board_surplus": boards.draw_surplus,
    "wheel": wheel.draw_wheel,
    "trend": track.draw_trend_area,
    "supply": track.draw_supply,
}


UI_FLOOR = 0.8                  # the smallest text scale a UI scale below 1 gives (design px -> px):
                                # below it the legibility floor (theme.MIN_TEXT_PX) would keep the
                                # text while its boxes shrank


class TableRenderer:
    """Draws a view onto a window-sized surface; keeps every cache."""

    def __init__(self, content, layout=None):
        self.content = content
        self.layout = layout or default_layout()
        self.map = MapView(content)
        self._areas: dict[str, tuple] = {}
        self._frame_key = None
        self._frame: pygame.Surface | None = None
        self.hits = Hits()
        self.fitted = None
        self.ctx = None
        self.status_extra = {}          # busy flag, room kept for buttons (see status.draw_status)
        self.log_info = {}              # rows / fit / scroll of the last drawn log
        self.frame_key = None           # changes whenever the composed frame changes
        self.ui_scale = 1.0             # the player's UI scale (see the module doc)
        self.ui = None                  # Ctx for text and controls
        self.marks = {}                 # key -> mark of every animatable piece (hits.Hits.mark)
        self.last_view = None           # the view the current frame shows
        self._forecast = (None, None)   # (view, render.forecast.Forecast): one per view, not per frame
        self._standing = (None, ())     # (view, the viewer's standings): one per view
        self._slices_memo = (None, None, None)   # (view, status_extra, the areas' slices)
        self._painted = None            # {part: (rect, surface)} painted into the kept frame
        self._placed = {}               # part -> (its hits, rect, hits moved there, marks moved there)

    def fit(self, size):
        if self.fitted is None or self.fitted.size != tuple(size):
            self.fitted = self.layout.fit(*size, self.ui_scale)
            self.ctx = T.Ctx(self.fitted.scale, self.ui_scale)
            self.ui = None
        want = self.ui_text_scale()
        if self.ui is None or abs(self.ui.s - want) > 1e-9:
            self.ui = self.ctx if self.ui_scale == 1.0 else T.Ctx(want)
            self._areas.clear()
        return self.fitted

    def ui_text_scale(self):
        """The scale of text and controls: the layout's times the UI scale, but a UI scale
        below 1 never takes text under what 1280x720 shows at 100% (legibility)."""
        s = self.fitted.scale
        return max(s * self.ui_scale, min(s, UI_FLOOR))

    def set_ui_scale(self, scale):
        scale = float(scale or 1.0)
        if scale != self.ui_scale:
            self.ui_scale = scale
            self.ui = None
            self.fitted = None
            self._frame_key = None

    def snapshot(self, view):
        """What the window shows of `view` now, for an animation to start from: a copy of
        the composed frame (the next render paints only what changed into the frame it
        keeps), the marks, the map transform and the area rects. None unless the current
        frame shows `view`."""
        if self._frame is None or self.last_view is not view or self.fitted is None:
            return None
        from .anim import Snapshot
        return Snapshot(self._frame.copy(), dict(self.marks), view, self.map.transform(), dict(self.fitted.rects),
                        self.fitted.size)

    def invalidate(self):
        self._areas.clear()
        self._frame_key = None

    def current(self, view):
        """Like snapshot, without handing the frame over (the frame an animation ends on)."""
        if self._frame is None or self.last_view is not view or self.fitted is None:
            return None
        from .anim import Snapshot
        return Snapshot(self._frame, self.marks, view, self.map.transform(), dict(self.fitted.rects),
                        self.fitted.size)

    def forecast(self, view):
        """The deck top's crisis forecast for `view` (render.forecast), worked out once per view."""
        if self._forecast[0] is not view:
            self._forecast = (view, forecast.of_view(self.content, view))
        return self._forecast[1]

    def standing(self, view):
        """The viewer's standings and points (match.goals.standings, points) for `view`, worked out
        once per view."""
        if self._standing[0] is not view:
            self._standing = (view, (standings(view, self.content), points(view, self.content)))
        return self._standing[1]

    def _keys(self, view, size, log_lines, log_scroll):
        """Each area's cache key for this view ({name: key}, the log last) and the forecast."""
        fitted = self.fit(size)
        ctx = self.ctx
        seat = view.get("seat")
        memo = self._slices_memo       # the scene asks the frame several times a frame: the keys
        if memo[0] is view and memo[1] == self.status_extra:       # are worked out once per view
            slices = dict(memo[2])
        else:
            slices = _slices(view, seat, self.status_extra, self.standing(view))
            self._slices_memo = (view, dict(self.status_extra), dict(slices))
        # every area's words and the seats' colours (another game's choice): a switch redraws them all
        looks = i18n.language(), T.seat_styles()
        fc = self.forecast(view)
        slices["track"] = (slices["track"], fc is not None)
        slices["board_stability"] = (slices["board_stability"], fc.key() if fc is not None else None)
        keys = {}
        for name in DRAWERS:
            rect = fitted.rects.get(name)
            if rect is not None:
                keys[name] = (slices[name], rect.size, ctx.s, self.ui.s if name == "status" else None, looks)
        log_rect = fitted.rects.get("log")
        if log_rect is not None:
            keys["log"] = (len(log_lines), tuple(log_lines[-3:]), log_scroll, log_rect.size, self.ui.s,
                           tuple(view["names"]), looks)
        return keys, fc

    def jobs(self, view, size, log_lines=(), log_scroll=0):
        """The drawing `render` still has to do for this view, as steps that each fill one cache:
        an area whose slice of the view changed, a map tile not yet drawn at this size, the map
        (issue 28: a scene may spread them over frames; `render` does what is left)."""
        keys, fc = self._keys(view, size, log_lines, log_scroll)
        out = [partial(self._area, name, key, view, fc, log_lines, log_scroll)
               for name, key in keys.items() if self._areas.get(name, (None,))[0] != key]
        self.map.fit(view["hexes"], self.fitted.rects["map"], self.ctx.s, self.ui_scale)
        return out + self.map.jobs(view, self.ctx)

    def _area(self, name, key, view, fc, log_lines, log_scroll):
        """Draw one area for its key (nothing if it is drawn for that key already)."""
        hit = self._areas.get(name)
        if hit is not None and hit[0] == key:
            return
        ctx = self.ctx
        rect = self.fitted.rects[name]
        hits = Hits()
        if name == "log":
            info = {}
            surf = log.draw_log(self.ui, rect.size, list(log_lines), view["names"], hits, log_scroll, info)
            self.log_info = info
        elif name == "status":
            extra = dict(self.status_extra, text_scale=self.ui.s / ctx.s)
            surf = status.draw_status(ctx, rect.size, view, self.content, hits, extra)
        elif name == "private":
            surf = panels.draw_private(ctx, rect.size, view, self.content, hits, standing=self.standing(view))
        elif name == "players":
            surf = panels.draw_players(ctx, rect.size, view, self.content, hits, said_seat(self.status_extra))
        elif name in FORECAST_AREAS:
            surf = DRAWERS[name](ctx, rect.size, view, self.content, hits, forecast=fc)
        else:
            surf = DRAWERS[name](ctx, rect.size, view, self.content, hits)
        self._areas[name] = (key, surf, hits)

    def render(self, view, size, log_lines=(), log_scroll=0) -> pygame.Surface:
        """The composed table (cached: the same view, size and log give the same surface)."""
        keys, fc = self._keys(view, size, log_lines, log_scroll)
        for name, key in keys.items():
            self._area(name, key, view, fc, log_lines, log_scroll)
        fitted = self.fitted
        map_rect = fitted.rects["map"]
        self.map.fit(view["hexes"], map_rect, self.ctx.s, self.ui_scale)
        map_surf = self.map.surface(view, self.ctx)
        frame_key = (tuple(size), tuple(keys.values()), id(map_surf), self.map._cache_key,
                     fc.words if fc is not None else None)
        self.frame_key = frame_key
        self.last_view = view
        if frame_key == self._frame_key and self._frame is not None:
            return self._frame
        parts = [("map", map_rect, map_surf, self.map.hits)]
        for name in list(DRAWERS) + ["log"]:
            entry = self._areas.get(name)
            rect = fitted.rects.get(name)
            if entry is not None and rect is not None:
                parts.append((name, rect, entry[1], entry[2]))
        self._paint(parts, tuple(size))
        hits = Hits()
        for name, rect, _surf, area_hits in parts:
            items, marks = self._placed_hits(name, rect, area_hits, map_rect if name == "map" else None)
            if name == "track" and fc is not None:
                items = [replace(h, tip=fc.words) if h.key == FORECAST_TIP else h for h in items]
            hits.items.extend(items)
            hits.marks.update(marks)
        self.hits = hits
        self.marks = hits.marks
        self._frame_key = frame_key
        return self._frame

    def _paint(self, parts, size):
        """The frame: the table's wood, the map, then every area. Into the frame kept from the
        last render only the parts drawn anew are painted again (the wood and every part under
        each), a new frame (the last one went to an animation) is painted whole (issue 28)."""
        frame = self._frame
        placed = {name: (tuple(rect), surf) for name, rect, surf, _h in parts}
        bg = _table_bg(size)
        if frame is not None and frame.get_size() == size and self._painted is not None \
                and {n: r for n, (r, _s) in placed.items()} == {n: r for n, (r, _s) in self._painted.items()}:
            for i, (name, rect, surf, _h) in enumerate(parts):
                if self._painted[name][1] is surf:
                    continue
                frame.set_clip(rect)
                if _covers(surf, rect):         # (the map: what lies under it would be painted over)
                    first = i
                else:
                    frame.blit(bg, rect.topleft, rect)
                    first = 0
                for _n, under, s, _hh in parts[first:]:
                    if under.colliderect(rect):
                        frame.blit(s, under)
            frame.set_clip(None)
        else:
            frame = frame if frame is not None and frame.get_size() == size else pygame.Surface(size)
            frame.blit(bg, (0, 0))
            for _n, rect, surf, _h in parts:
                frame.blit(surf, rect)
        self._frame = frame
        self._painted = placed

    def _placed_hits(self, name, rect, area_hits, clip=None):
        """An area's hit regions and marks moved to where it is drawn (kept while it is not
        drawn anew)."""
        kept = self._placed.get(name)
        if kept is None or kept[0] is not area_hits or kept[1] != tuple(rect):
            moved = Hits()
            moved.extend(area_hits, rect.x, rect.y, clip=clip)
            kept = self._placed[name] = (area_hits, tuple(rect), moved.items, moved.marks)
        return kept[2], kept[3]
