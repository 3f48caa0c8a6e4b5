"""The text checker (issue 14): every text a frame shows, where it lands in the window, at
what pixel size, and which texts are cut or drawn over each other.

    with TextCheck() as tc:
        report = tc.frame(app)          # draws the app's scenes once, headless
    report.smallest, report.clipped, report.overlaps, report.covered

    report, scene = table_report(content, view, (1280, 720), ui_scale=1.3)   # a table, checked

While the checker is active, `pygame.Surface` is a recording subclass: every blit onto a
surface made meanwhile is logged (a text surface from `theme.TextCache.render`, whose pixel
size is known there, or another surface), and the window is a recording surface too. The
frame's logs are then followed from the window down through every surface drawn onto it,
so each text gets its window rectangle (the box of its inked pixels) and the clip it met.

- clipped: a text whose ink runs past the surface or clip it was drawn into (e.g. "op of the
  stack"), one `Ctx.ellipsize`/`ellipsize_px` shortened ("Court of Chara…"), or one `Ctx.fit_text` could
  not fit in the width it was given (at the legibility floor it stays wider than its box).
- overlap: two visible texts whose ink boxes intersect (by more than a pixel each way); a
  text hidden under an opaque surface drawn later (a panel over the map) no longer counts.
- drawn over: a visible text whose ink is no longer in its colour on the finished frame for
  more than COVERED of its solid pixels (a glyph, box or cell drawn across it afterwards);
  texts under a see-through layer blitted over them (a modal's shade, the veil that dims
  what cannot be clicked now) are dimmed on purpose and not counted.
- overlapping a drawing: a visible text whose solid ink lost any pixel to something drawn
  afterwards, short of COVERED (issue 26: a pile's token glyph crowding "Hexes 17"); it
  counts with the overlaps, as an overlap with a drawing.
- wrapped (issue 39): a text `Ctx.wrap` broke over lines where it must not: a label of at
  most three words ("Du / bekommst:"), or a number parted from what it counts or closes
  ("+ 1 / Bürger", "(Taste / 0)"); a line of it on the frame is the finding.
- cut paragraph: a paragraph whose box (widgets.text_block) could not hold it whole: its
  last lines were left out (issue 37: F1's rules cut mid-sentence).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from archipelago.ui import theme
from archipelago.ui.render import common, panels, patches
from archipelago.ui import widgets

_BaseSurface = pygame.Surface
COVERED = 0.2                       # share of a text's solid ink pixels changed: drawn over
_WRONG_WRAPS = {}                   # wrong_wrap's answer by Ctx.wrap's key (font, px, width, text)


@dataclass
class Text:
    text: str
    px: int
    rect: pygame.Rect               # window pixels, the inked part
    cut: str = ""                   # why it is clipped ("" when whole)
    veiled: bool = False            # under a see-through layer (a modal's shade, a dimming veil)
    source: object = None           # the text surface and where its top-left landed (window px)
    origin: tuple = (0, 0)
    colour: tuple = (0, 0, 0)
    layer: object = None            # the surface it was drawn on, and where (that surface's px)
    at: tuple = (0, 0)

    def where(self):
        return f"{self.text!r} ({self.px} px) at {self.rect.x},{self.rect.y} {self.rect.w}x{self.rect.h}"


@dataclass
class Report:
    texts: list = field(default_factory=list)         # visible Text, in drawing order
    overlaps: list = field(default_factory=list)      # (Text, Text)
    paragraphs: list = field(default_factory=list)    # (text, rect): a paragraph its box cut off (issue 37)
    under: list = field(default_factory=list)         # a large view drawn over (tools/audit.views, issue 37)

    @property
    def smallest(self):
        return min((t.px for t in self.texts), default=None)

    covered: list = field(default_factory=list)       # Text drawn over by something else
    wrapped: list = field(default_factory=list)       # (Text, why): a line of a wrong wrap

    @property
    def clipped(self):
        return [t for t in self.texts if t.cut]

    def lines(self, limit=12):
        """Readable findings: one line per clipped text, overlapping pair, text drawn over and
        wrong wrap."""
        out = [f"clipped: {t.where()}: {t.cut}" for t in self.clipped]
        out += [f"cut paragraph: {text[:60]!r}... in a box of {r.w}x{r.h} at {r.x},{r.y}" for text, r in self.paragraphs]
        out += list(self.under)
        out += [f"overlap: {a.where()} and {b.where() if isinstance(b, Text) else b}" for a, b in self.overlaps]
        out += [f"drawn over: {t.where()}" for t in self.covered]
        out += [f"wrapped: {t.where()}: {why}" for t, why in self.wrapped]
        if len(out) > limit:
            out = out[:limit] + [f"... and {len(out) - limit} more"]
        return out


class _Rec(_BaseSurface):
    """A surface that logs what is blitted onto it (only while a TextCheck is active)."""

    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.log = []

    def blit(self, source, dest, area=None, special_flags=0):
        r = _BaseSurface.blit(self, source, dest, area, special_flags)
        if special_flags == 0:
            pos = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
            area = pygame.Rect(area) if area is not None else None
            if area is None and pos == (0, 0) and source.get_size() == self.get_size() \
                    and not source.get_flags() & pygame.SRCALPHA and source.get_alpha() is None:
                self.log.clear()                    # repainted whole
            self.log.append((source, pos, area, self.get_clip()))
        return r

    def fill(self, color, rect=None, special_flags=0):
        if rect is None and special_flags == 0:
            self.log.clear()
        return _BaseSurface.fill(self, color, rect, special_flags)

    def copy(self):
        out = _Rec(self.get_size(), self.get_flags(), self)
        _BaseSurface.blit(out, self, (0, 0), None, pygame.BLEND_RGBA_MAX if self.get_flags() & pygame.SRCALPHA else 0)
        out.log = list(self.log)
        return out


class TextCheck:
    """Context manager: record text rendering and blits; `frame(app)` checks one frame."""

    def __init__(self, min_overlap=2):
        self.min_overlap = min_overlap
        self.known = {}                 # id(text surface) -> (surface, text, px)
        self.cut = {}                   # shortened text -> its full text
        self.wraps = {}                 # a line of a text wrapped wrongly -> why

    def __enter__(self):
        cache, ctx = theme.TextCache, theme.Ctx
        self._saved = (cache.render, ctx.ellipsize_px, ctx.fit_text, pygame.Surface, ctx.wrap)
        render, ellipsize, fit_text, wrap = cache.render, ctx.ellipsize_px, ctx.fit_text, ctx.wrap
        known, cut, wraps = self.known, self.cut, self.wraps

        def rec_wrap(cx, text, size, width, face="sans"):
            lines = wrap(cx, text, size, width, face)
            key = (face, cx.text_px(size), width, text)        # what decides the lines (Ctx.wrap)
            why = _WRONG_WRAPS.get(key)
            if why is None:
                why = _WRONG_WRAPS[key] = wrong_wrap(text, lines, lambda s: cx.font(size, face).size(s)[0] <= width)
            if why:
                wraps.update((ln, why) for ln in lines)
            return lines

        def rec_render(tc, text, face, size, colour):
            s = render(tc, text, face, size, colour)
            if text.strip():
                known[id(s)] = (s, text, size, tuple(colour)[:3])
            return s

        def rec_ellipsize(cx, text, px, width, face="sans"):
            out = ellipsize(cx, text, px, width, face)
            if out != text:
                cut[out] = text
            return out

        def rec_fit_text(cx, text, size, width, face="sans", min_size=9.0):
            out = fit_text(cx, text, size, width, face, min_size)
            if cx.font(out, face).size(text)[0] > width:
                cut[text] = f"wider than its box ({cx.font(out, face).size(text)[0]} > {int(width)} px)"
            return out

        cache.render, ctx.ellipsize_px, ctx.fit_text, ctx.wrap = rec_render, rec_ellipsize, rec_fit_text, rec_wrap
        pygame.Surface = _Rec
        self._kept = patches.KEEP
        patches.KEEP = False            # every icon drawn, not put back as one blit (render/patches.py)
        common._PANELS.clear()          # cached panel backgrounds hold their title text,
        panels._PANELS.clear()          # the players' panels theirs
        widgets.CUT_LOG = self.paragraphs = []
        return self

    def __exit__(self, *exc):
        (theme.TextCache.render, theme.Ctx.ellipsize_px, theme.Ctx.fit_text, pygame.Surface,
         theme.Ctx.wrap) = self._saved
        patches.KEEP = self._kept
        common._PANELS.clear()
        panels._PANELS.clear()
        widgets.CUT_LOG = None

    def kept(self):
        """What the checker learnt so far (the texts' shortenings and wrong wraps), for
        `restore`: a scene drawn once and checked under several others."""
        return dict(self.cut), dict(self.wraps)

    def restore(self, kept):
        """Forget what was learnt since `kept` (the last scene's shortenings and wraps)."""
        self.cut.clear()
        self.cut.update(kept[0])
        self.wraps.clear()
        self.wraps.update(kept[1])

    def frame(self, app):
        """Draw the app's scenes once onto a recording window and check what shows (build
        the scenes inside the checker: surfaces cached before it began are not followed)."""
        screen = app.screen
        rec = _Rec(screen.get_size())
        app.screen = rec
        del self.paragraphs[:]
        try:
            app.dirty = True
            app.draw()
        finally:
            app.screen = screen
        screen.blit(rec, (0, 0))
        report = self.check(rec)
        report.paragraphs = list(dict.fromkeys((text, tuple(r)) for text, r in self.paragraphs))
        report.paragraphs = [(text, pygame.Rect(r)) for text, r in report.paragraphs]
        return report

    def check(self, surface):
        """The report of what `surface` (a recording surface) shows."""
        visible = []
        self._walk(surface, (0, 0), surface.get_rect(), visible)
        report = Report(texts=visible)
        solid = {}                      # each text surface's solid ink (a text drawn several times: once)
        report.covered = [t for t in visible if not t.veiled and _drawn_over(surface, t, solid) > COVERED]
        for t in visible:
            lost = 0 if t.veiled else _touched(t, solid)
            if lost and t not in report.covered:
                report.overlaps.append((t, f"a drawing over {lost} pixel{'s' if lost > 1 else ''} of its ink"))
        m = self.min_overlap
        report.wrapped = [(t, self.wraps[t.text]) for t in visible if t.text in self.wraps]
        rects = [t.rect for t in visible]
        for i, a in enumerate(visible):
            for j in a.rect.collidelistall(rects[i + 1:]):      # (only those that meet: clip asks)
                c = a.rect.clip(rects[i + 1 + j])
                if c.w >= m and c.h >= m:
                    report.overlaps.append((a, visible[i + 1 + j]))
        return report

    def _walk(self, surf, offset, clip, visible):
        for source, pos, area, own_clip in getattr(surf, "log", ()):
            src_rect = source.get_rect() if area is None else area.clip(source.get_rect())
            at = pygame.Rect(offset[0] + pos[0], offset[1] + pos[1], src_rect.w, src_rect.h)
            bound = clip.clip(own_clip.move(offset))
            info = self.known.get(id(source))
            if info is not None and info[0] is source:
                ink = source.get_bounding_rect().move(at.x - src_rect.x, at.y - src_rect.y)
                shown = ink.clip(at).clip(bound)
                if shown.w <= 0 or shown.h <= 0:
                    continue
                why = ""
                if shown != ink:
                    why = "cut at the edge of its box"
                elif info[1] in self.cut:
                    full = self.cut[info[1]]
                    why = full if full.startswith("wider") else f"shortened from {full!r}"
                visible.append(Text(info[1], info[2], shown, why, source=source,
                                    origin=(at.x - src_rect.x, at.y - src_rect.y), colour=info[3],
                                    layer=surf, at=(pos[0] - src_rect.x, pos[1] - src_rect.y)))
                continue
            shown = at.clip(bound)
            if shown.w <= 0 or shown.h <= 0:
                continue
            _cover(visible, source, at.x - src_rect.x, at.y - src_rect.y, shown)
            for i in shown.collidelistall([t.rect for t in visible]):   # under a see-through layer:
                t = visible[i]                                              # dimmed on purpose
                if shown.contains(t.rect) and _see_through(source, t.rect.centerx - at.x + src_rect.x,
                                                           t.rect.centery - at.y + src_rect.y):
                    t.veiled = True
            if isinstance(source, _Rec):
                self._walk(source, (at.x - src_rect.x, at.y - src_rect.y), shown, visible)


def wrong_wrap(text, lines, fits=lambda s: True):
    """Why `lines` (Ctx.wrap's of `text`) break where a line must not, or "": a label broken
    inside (at most three words that name something, "You get:", "Fruit ✓", or the label of
    a "label: value" pair, "Use:"; the value may go to the next line), or a number parted
    from the word it counts or closes (theme.glued) where the two would fit on a line
    (`fits`: a text fits the width wrapped to)."""
    lines = [ln for ln in lines if ln.strip()]
    if len(lines) < 2:
        return ""
    words, end = text.split(), text.rstrip()[-1:]
    if "\n" not in text and len(words) <= 3:
        label = text[:text.index(": ") + 1] if ": " in text else \
            text if end == ":" or not end.isalnum() and end not in ".!?;,)" else ""
        if label and len(lines[0]) < len(label.strip()):
            return "a label wrapped inside"
    for a, b in zip(lines, lines[1:]):
        before, after = a.split()[-2:], b.split()[:2]
        at = 0                                  # the unit (theme.wrap_units) the break falls in
        for unit in theme.wrap_units(before + after):
            n = len(unit.split())
            if at < len(before) < at + n and fits(unit):
                return f"a number parted from its word ({before[-1]!r} / {after[0]!r})"
            at += n
    return ""


def _cover(visible, source, ox, oy, shown):
    """Texts under an opaque part of `source` (drawn at ox, oy: a panel, a popup, a
    tooltip laid over the table) are hidden by it, also where it covers only part of them
    (a popup's edge over a price: the table under a popup is not read)."""
    hidden = set()
    for i in shown.collidelistall([t.rect for t in visible]):      # (only those it meets)
        part = visible[i].rect.clip(shown)
        if part.w > 0 and part.h > 0 and any(_opaque(source, x - ox, y - oy) for x, y in (
                part.center, part.topleft, (part.right - 1, part.top), (part.left, part.bottom - 1),
                (part.right - 1, part.bottom - 1))):
            hidden.add(i)
    if hidden:
        visible[:] = [t for i, t in enumerate(visible) if i not in hidden]


def _see_through(source, x, y):
    """A translucent layer at (x, y) of source (a shade, a dimming veil), not a hole."""
    if not (0 <= x < source.get_width() and 0 <= y < source.get_height()):
        return False
    if source.get_flags() & pygame.SRCALPHA:
        return 0 < source.get_at((x, y)).a < 200
    alpha = source.get_alpha()
    return alpha is not None and 0 < alpha < 200


def _opaque(source, x, y):
    if not (0 <= x < source.get_width() and 0 <= y < source.get_height()):
        return False
    if source.get_flags() & pygame.SRCALPHA:
        return source.get_at((x, y)).a >= 200
    alpha = source.get_alpha()
    return alpha is None or alpha >= 200


def _solid(t, kept):
    """The solid ink of text t's surface (kept: {id: (surface, mask)} of one check)."""
    hit = kept.get(id(t.source))
    if hit is None or hit[0] is not t.source:
        hit = kept[id(t.source)] = (t.source, pygame.mask.from_surface(t.source, 250))
    return hit[1]


def _drawn_over(window, t, kept):
    """The share of the solid ink of text t (as shown) that is no longer its colour (0 for
    a text too small to tell)."""
    solid = _solid(t, kept)
    part = t.rect.move(-t.origin[0], -t.origin[1])
    ink = pygame.mask.Mask(part.size)
    ink.draw(solid, (-part.x, -part.y))
    total = ink.count()
    if total < 8:
        return 0.0
    same = pygame.mask.from_threshold(window.subsurface(t.rect), t.colour, (60, 60, 60, 255))
    return 1 - ink.overlap_area(same, (0, 0)) / total


def _touched(t, kept):
    """Solid ink pixels of text t that later drawing on its own surface changed (a glyph, a
    line or an icon crowding it; a panel or popup laid over the table is another layer and
    does not count here)."""
    layer = t.layer
    if layer is None:
        return 0
    solid = _solid(t, kept)
    box = pygame.Rect(t.at, t.source.get_size()).clip(layer.get_rect())
    if box.w <= 0 or box.h <= 0:
        return 0
    ink = pygame.mask.Mask(box.size)
    ink.draw(solid, (t.at[0] - box.x, t.at[1] - box.y))
    total = ink.count()
    if total < 8:
        return 0
    same = pygame.mask.from_threshold(layer.subsurface(box), t.colour, (60, 60, 60, 255))
    return total - ink.overlap_area(same, (0, 0))


def table_reports(content, views, size, ui_scale=1.0):
    """(report, scene) of the table of each view of `views` in turn, each checked as
    `table_report` checks it, on one app and scene in one checker: each view's frame is
    painted whole as a new table paints it, the areas whose facts it does not change kept
    as drawn (the renderer's own cache), and what the checker learnt of the other views'
    changed areas forgotten (`restore`)."""
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    with TextCheck() as tc:
        scene = kept = None
        for view in views:
            if scene is None:
                app = App(size)
                scene = TableScene(app, content, view, [])
                scene.anim_speed = 0                # a new view is shown at once, as a new table shows it
                scene.set_ui_scale(ui_scale)
                app.push(scene)
            else:
                tc.restore(kept)
                scene.set_view(view)
                scene.renderer._painted = None      # the frame painted whole (not only the changed areas)
            report = tc.frame(app)
            kept = kept or tc.kept()
            yield report, scene


def table_report(content, view, size, ui_scale=1.0, log=()):
    """(report, scene): the table of `view` in a fresh app of `size` at `ui_scale`, checked."""
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    with TextCheck() as tc:
        app = App(size)
        scene = TableScene(app, content, view, list(log))
        scene.set_ui_scale(ui_scale)
        app.push(scene)
        return tc.frame(app), scene
