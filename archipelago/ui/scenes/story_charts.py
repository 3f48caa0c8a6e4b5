"""The story of a game, told at its end (issue 30): charts by round beside the score
table, read from match.story (the game's log replayed: any finished save can tell it).

Five charts and a legend: for each player the points they would have scored had the game
ended after each round, their florins, their citizens on the map and the cards they had
bought; the colony's population and rebellion with the end that closed the game; the
legend names the players (colour and emblem), their final points and how the game ended.
Every point is a widget (`ChartPoint`, ../widgets.py): its tooltip says the figure in a
sentence; a point of the points chart adds the change since the previous point by source
and what moved it (issue 41). Players whose points fall on the same spot share one point and one tooltip.

    charts, widgets = lay_out(ctx, rect, tale, names, content)   # in FormScene.build
    paint(ctx, surface, charts, tale, names, content)   # in FormScene.paint
"""
from __future__ import annotations

import math

import pygame

from .. import theme as T
from ..render import shapes as S
from ..widgets import Widget, card, seat_token
from archipelago.engine.kinds import FLORINS, POPULATION
from archipelago.i18n import N_, _, ngettext
from archipelago.words.log import end_step_words
from archipelago.words.story import events_line, sources_line

CHART_TITLES = {
    "points": N_("Points, had the game ended then"),
    "florins": N_("Florins"),
    "citizens": N_("Citizens on the map"),
    "cards": N_("Cards bought"),
    "colony": N_("The colony: population and rebellion"),
}
PLAYER_CHARTS = ("points", "florins", "citizens", "cards")
POPULATION_C = (58, 74, 96)         # the population line (the white marker's dark glyph)


def point_tip(key, name, n, rnd, end=False) -> str:
    """One player's figure at one point of a chart, in a sentence."""
    if key == "points":
        if end:
            return ngettext("At the end, {name} scored {n} point.", "At the end, {name} scored {n} points.",
                            n).format(name=name, n=n)
        return ngettext("After round {round}, {name} would have scored {n} point had the game ended then.",
                        "After round {round}, {name} would have scored {n} points had the game ended then.",
                        n).format(name=name, n=n, round=rnd)
    if key == FLORINS:
        if end:
            return ngettext("At the end, {name} had {n} florin.", "At the end, {name} had {n} florins.",
                            n).format(name=name, n=n)
        return ngettext("After round {round}, {name} had {n} florin.", "After round {round}, {name} had {n} florins.",
                        n).format(name=name, n=n, round=rnd)
    if key == "citizens":
        if end:
            return ngettext("At the end, {name} had {n} citizen on the map.",
                            "At the end, {name} had {n} citizens on the map.", n).format(name=name, n=n)
        return ngettext("After round {round}, {name} had {n} citizen on the map.",
                        "After round {round}, {name} had {n} citizens on the map.", n).format(name=name, n=n,
                                                                                             round=rnd)
    if end:
        return ngettext("By the end, {name} had bought {n} card.", "By the end, {name} had bought {n} cards.",
                        n).format(name=name, n=n)
    return ngettext("By the end of round {round}, {name} had bought {n} card.",
                    "By the end of round {round}, {name} had bought {n} cards.", n).format(name=name, n=n,
                                                                                           round=rnd)


def sources_tip(rounds, i, seat, content) -> str:
    """The lines a points chart's point adds under its sentence (issue 41): the change since
    the previous point split by source, and what moved them (match.story's `moved` and
    `events`, words.story)."""
    p = rounds[i]
    before = rounds[i - 1]["points"][seat] if i else 0
    lines = [sources_line(before, p["points"][seat], p["moved"][seat], content),
             events_line(p["events"][seat], content, p["end"])]
    return "".join("\n" + line for line in lines if line)


def colony_tip(key, n, rnd, end=False) -> str:
    """The colony's population or rebellion at one point, in a sentence."""
    if key == POPULATION:
        if end:
            return _("At the end, the colony's population was {n}.").format(n=n)
        return _("After round {round}, the colony's population was {n}.").format(n=n, round=rnd)
    if end:
        return _("At the end, the rebellion stood at {n}.").format(n=n)
    return _("After round {round}, the rebellion stood at {n}.").format(n=n, round=rnd)


def end_words(tale, names, content) -> str:
    """How the game ended, in a sentence (engine.result's reason, trigger and step)."""
    end = tale["end"]
    last = tale["rounds"][-1]
    if end["reason"] == "independence":
        return _("Independence in round {round}: the rebellion ({rebellion}) rose above the population "
                 "({population}) and the colony broke away.").format(round=end["round"], rebellion=last["rebellion"],
                                                                   population=last["population"])
    trig = end.get("trigger") or {}
    oid = trig.get("objective")
    if trig.get("seat") is not None and oid in content.objectives:
        return _("Round {round}: {name}'s objective “{objective}” was met; the game ended after {step}.").format(
            round=end["round"], name=names[trig["seat"]], objective=content.shown("objective", oid),
            step=end_step_words(end["step"], names))
    return _("The game ended in round {round}.").format(round=end["round"])


class ChartPoint(Widget):
    """A point of a chart: hovering it shows its figure (the form's tooltip) and rings it."""

    def __init__(self, name, centre, r, tip, colour):
        super().__init__(name, (centre[0] - r, centre[1] - r, 2 * r, 2 * r), tip)
        self.centre = centre
        self.colour = colour

    def draw(self, ctx, surface, hover=False, focus=False):
        if hover:
            pygame.draw.circle(surface, T.WHITE, self.centre, self.rect.w // 2 + ctx.px(2), max(2, ctx.px(3)))
            pygame.draw.circle(surface, self.colour, self.centre, self.rect.w // 2 + ctx.px(2), max(1, ctx.px(1.5)))


class Chart:
    """One chart's geometry: its panel, its plot area, the y scale and its series
    [(seat or track name, colour, [(x, y) per point])]."""

    def __init__(self, key, rect, plot, top, step, xs):
        self.key, self.rect, self.plot, self.top, self.step, self.xs = key, rect, plot, top, step, xs
        self.series = []

    def y(self, v):
        return self.plot.bottom - v / self.top * self.plot.h


def nice_scale(high):
    """(top, step) of a y axis from 0 that holds `high` in at most 5 steps."""
    high = max(1, high)
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500):
        if high / step <= 5:
            return step * math.ceil(high / step), step
    step = 10 ** math.ceil(math.log10(high / 5))
    return step * math.ceil(high / step), step


def grid(rect, ctx):
    """The six cells (3 columns x 2 rows) of the charts' area."""
    gap = ctx.px(14)
    cw = (rect.w - 2 * gap) // 3
    ch = (rect.h - gap) // 2
    return [pygame.Rect(rect.x + c * (cw + gap), rect.y + r * (ch + gap), cw, ch) for r in range(2) for c in range(3)]


def _plot_rect(ctx, inner):
    return pygame.Rect(inner.x + ctx.px(42), inner.y + ctx.px(8), inner.w - ctx.px(52), inner.h - ctx.px(34))


def lay_out(ctx, rect, tale, names, content):
    """(charts, widgets): the charts' geometry in `rect` and a ChartPoint per drawn point (a
    point of the points chart also tells which sources moved: sources_tip)."""
    rounds = tale["rounds"]
    n = len(names)
    cells = grid(rect, ctx)
    charts, widgets = [], []
    title_h = ctx.px(15 * 2.1)
    for key, cell in zip(PLAYER_CHARTS + ("colony",), cells):
        inner = pygame.Rect(cell.x + ctx.px(14), cell.y + title_h + ctx.px(10), cell.w - ctx.px(28),
                            cell.h - title_h - ctx.px(20))
        plot = _plot_rect(ctx, inner)
        m = len(rounds)
        xs = [plot.centerx] if m < 2 else [round(plot.x + i * plot.w / (m - 1)) for i in range(m)]
        if key == "colony":
            high = max(max(p["population"], p["rebellion"]) for p in rounds)
        else:
            high = max(max(p[key]) for p in rounds)
        top, step = nice_scale(high)
        ch = Chart(key, cell, plot, top, step, xs)
        r = max(ctx.px(7), 6)
        if key == "colony":
            for track, colour in (("population", POPULATION_C), ("rebellion", T.REBEL_C)):
                pts = [(x, round(ch.y(p[track]))) for x, p in zip(xs, rounds)]
                ch.series.append((track, colour, pts))
                for i, (pt, p) in enumerate(zip(pts, rounds)):
                    end = i == m - 1 and tale["end"] is not None
                    widgets.append(ChartPoint(f"colony:{track}:{i}", pt, r,   # i18n: not shown (a key)
                                              colony_tip(track, p[track], p["round"], end), colour))
        else:
            for s in range(n):
                off = round((s - (n - 1) / 2) * ctx.px(1.6))        # equal lines side by side, not hidden
                pts = [(x, round(ch.y(p[key][s])) + off) for x, p in zip(xs, rounds)]
                ch.series.append((s, T.player_colour(s), pts))
            for i, p in enumerate(rounds):
                end = i == m - 1 and tale["end"] is not None
                spots = {}                                          # players on one spot share it
                for s in range(n):
                    spots.setdefault(p[key][s], []).append(s)
                for v, seats in spots.items():
                    pt = (xs[i], round(ch.y(v)))
                    tip = "\n".join(point_tip(key, names[s], v, p["round"], end)
                                    + (sources_tip(rounds, i, s, content) if key == "points" else "")
                                    for s in seats)
                    widgets.append(ChartPoint(f"{key}:{i}:{seats[0]}", pt, r, tip, T.player_colour(seats[0])))
        charts.append(ch)
    return charts, widgets


def paint(ctx, surface, charts, tale, names, content, winners=()):
    """The charts and the legend (sixth cell) in the table's style."""
    px = ctx.px
    rounds = tale["rounds"]
    for ch in charts:
        independence = ch.key == "colony" and tale["end"] is not None and tale["end"]["reason"] == "independence"
        card(ctx, surface, ch.rect, _(CHART_TITLES[ch.key]), band=T.PANEL_EDGE, title_size=15)
        _axes(ctx, surface, ch, rounds, tale["end"] is not None)
        if ch.key == "colony":
            _colony(ctx, surface, ch, tale, independence)
            continue
        for s, colour, pts in ch.series:
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, pts, max(2, px(3)))
        for s, colour, pts in ch.series:
            for x, y in pts:
                S.emblem(surface, T.player_emblem(s), x, y, px(5.5), colour, S.OUTLINE, 1)
    _legend(ctx, surface, grid_cell(charts), tale, names, content, winners)


def grid_cell(charts):
    """The legend's cell: right of the colony chart, as high."""
    c = charts[-1].rect
    first = charts[0].rect
    gap = charts[1].rect.x - first.right
    return pygame.Rect(c.right + gap, c.y, first.w, c.h)


def _axes(ctx, surface, ch, rounds, ended):
    px = ctx.px
    plot = ch.plot
    v = 0
    while v <= ch.top:
        y = round(ch.y(v))
        pygame.draw.line(surface, T.PANEL_DARK if v else T.INK_FAINT, (plot.x, y), (plot.right, y), 1)
        ctx.blit_text(surface, str(v), 12, (plot.x - px(6), y), T.INK_SOFT, "cond", "midright")
        v += ch.step
    labels = [str(p["round"]) for p in rounds]
    if ended:
        labels[-1] = _("end")
    widest = max(ctx.font(12, "cond").size(t)[0] for t in labels) + px(6)
    space = (ch.xs[1] - ch.xs[0]) if len(ch.xs) > 1 else widest
    every = max(1, math.ceil(widest / max(1, space)))
    for i, (x, t) in enumerate(zip(ch.xs, labels)):
        pygame.draw.line(surface, T.INK_FAINT, (x, plot.bottom), (x, plot.bottom + px(3)), 1)
        if i % every == 0 or i == len(labels) - 1:
            if i != len(labels) - 1 and len(labels) - 1 - i < every:
                continue                         # the last label keeps its room
            ctx.blit_text(surface, t, 12, (x, plot.bottom + px(4)), T.INK_SOFT if t != _("end") else T.INK,
                          "cond" if t != _("end") else "condb", "midtop")
    first = ctx.font(12, "cond").size(labels[0])[0] // 2
    ctx.blit_text(surface, _("round"), 12, (plot.x - first - px(5), plot.bottom + px(4)), T.INK_FAINT, "cond",
                  "topright")


def _colony(ctx, surface, ch, tale, independence):
    px = ctx.px
    pop, reb = (pts for _track, _colour, pts in ch.series)
    # where rebellion stood above population: the colony at the brink, tinted red
    for (x0, p0), (x1, p1), (_x0, r0), (_x1, r1) in zip(pop, pop[1:], reb, reb[1:]):
        if r0 < p0 or r1 < p1:                   # (screen y: smaller is higher)
            tint = pygame.Surface((max(1, x1 - x0), ch.plot.h), pygame.SRCALPHA)
            tint.fill((200, 62, 52, 40))
            surface.blit(tint, (x0, ch.plot.y))
    end = tale["end"]
    colour = T.RED if independence else T.GOLD_DARK
    if end is not None:
        x = ch.xs[-1]
        for y in range(ch.plot.y, ch.plot.bottom, px(8)):
            pygame.draw.line(surface, colour, (x, y), (x, min(ch.plot.bottom, y + px(4))), max(1, px(2)))
    for key, line_colour, pts in ch.series:
        if len(pts) > 1:
            pygame.draw.lines(surface, line_colour, False, pts, max(2, px(3)))
    for x, y in pop:
        S.marker(surface, "population", x, y, px(6), 1)
    for x, y in reb:
        S.marker(surface, "rebellion", x, y, px(6), 1)
    if end is not None:                 # over the lines (issue 37), where they leave it room
        t = ctx.text(_("Independence") if independence else _("Objective met"), 12, colour, "condb")
        spots = [t.get_rect(topright=(ch.xs[-1] - px(4), ch.plot.y + px(2))),
                 t.get_rect(bottomright=(ch.xs[-1] - px(4), ch.plot.bottom - px(3)))]
        r = min(spots, key=lambda rect: _crossings(rect.inflate(px(8), px(8)), ch.series))
        pygame.draw.rect(surface, T.PANEL, r.inflate(px(4), px(2)))
        surface.blit(t, r)
    # the key under the title
    kx, ky = ch.plot.x + px(6), ch.plot.y + px(8)
    S.marker(surface, "population", kx, ky, px(6), 1)
    r = ctx.blit_text(surface, _("population"), 12, (kx + px(10), ky), POPULATION_C, "condb", "midleft")
    S.marker(surface, "rebellion", r.right + px(14), ky, px(6), 1)
    ctx.blit_text(surface, _("rebellion"), 12, (r.right + px(24), ky), T.REBEL_C, "condb", "midleft")


def _crossings(rect, series):
    """How many of the lines' segments pass through `rect`."""
    return sum(1 for _key, _colour, pts in series for a, b in zip(pts, pts[1:]) if rect.clipline(a, b))


def _legend(ctx, surface, rect, tale, names, content, winners):
    px = ctx.px
    inner = card(ctx, surface, rect, _("How it ended"), band=T.PANEL_EDGE, title_size=15)
    y = inner.y
    lh = ctx.line_h(13)
    if tale["end"] is not None:
        for line in ctx.wrap(end_words(tale, names, content), 13, inner.w, "bold"):
            ctx.blit_text(surface, line, 13, (inner.x, y), T.INK, "bold")
            y += lh
    y += px(6)
    last = tale["rounds"][-1]
    row = max(px(22), lh + px(4))
    for s, name in enumerate(names):
        cy = y + row // 2
        seat_token(surface, s, inner.x + px(10), cy, px(9))
        colour = T.player_colour(s)
        pygame.draw.line(surface, colour, (inner.x + px(24), cy), (inner.x + px(44), cy), max(2, px(3)))
        S.emblem(surface, T.player_emblem(s), inner.x + px(34), cy, px(5.5), colour, S.OUTLINE, 1)
        ctx.blit_text(surface, ctx.ellipsize(name, 13, inner.w // 2 - px(50), "bold"), 13, (inner.x + px(52), cy),
                      T.INK, "bold", "midleft")
        pts = last["points"][s]
        words = ngettext("{n} point", "{n} points", pts).format(n=pts)
        if s in winners:
            words = _("{points} · wins").format(points=words)
        ctx.blit_text(surface, words, 13, (inner.right, cy), T.INK if s in winners else T.INK_SOFT,
                      "bold" if s in winners else "sans", "midright")
        y += row
    y += px(6)
    note = _("Hover a point to read it. Each round's points are what everyone would have scored had the game "
             "ended then.")
    for line in ctx.wrap(note, 12, inner.w, "cond"):
        if y + ctx.line_h(12, "cond") > inner.bottom + px(4):
            break
        ctx.blit_text(surface, line, 12, (inner.x, y), T.INK_SOFT, "cond")
        y += ctx.line_h(12, "cond")
