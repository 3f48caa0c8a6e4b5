"""Shared drawing helpers: parchment panels with a title band, small badges, tooltips."""
from __future__ import annotations

import pygame

from .. import theme as T
from archipelago.i18n import _
from . import shapes as S

_PANELS: dict[tuple, pygame.Surface] = {}


def first_fit(ctx, forms, size, width, face="sans"):
    """The first (longest) of `forms` that fits `width` px at `size`, else the last: the short
    forms that keep text at the legibility floor (the full words are in the tooltip)."""
    font = ctx.font(size, face)
    return next((f for f in forms if font.size(f)[0] <= width), forms[-1])


def panel(ctx, size, title=None, colour=T.PANEL, band=T.PANEL_EDGE, title_colour=T.WHITE, subtitle=None, room=None):
    """A fresh surface with a parchment panel (cached background) and its title band; a
    tuple `title` gives forms, the first that fits `room` px (default: the band) is drawn.
    Returns (surface, y where the content starts, in px)."""
    if isinstance(title, tuple):
        title = first_fit(ctx, title, 13, (size[0] - ctx.px(16)) if room is None else room, "serif")
    key = (size, title, colour, band, round(ctx.s, 4), ctx.t)
    bg = _PANELS.get(key)
    title_h = ctx.px(20) if title else 0
    if bg is None:
        w, h = size
        bg = pygame.Surface(size, pygame.SRCALPHA)
        rad = ctx.px(7)
        pygame.draw.rect(bg, (0, 0, 0, 90), pygame.Rect(2, 3, w - 2, h - 3), border_radius=rad)
        r = pygame.Rect(0, 0, w - 2, h - 3)
        pygame.draw.rect(bg, colour, r, border_radius=rad)
        # faint paper grain
        inner = r.inflate(-ctx.px(6), -ctx.px(6))
        pygame.draw.rect(bg, T.darken(colour, 0.04), inner, 1, border_radius=rad)
        if title:
            tb = pygame.Rect(0, 0, w - 2, title_h)
            pygame.draw.rect(bg, band, tb, border_top_left_radius=rad, border_top_right_radius=rad)
            ctx.blit_text(bg, title, 13, (ctx.px(8), title_h // 2), title_colour, "serif", "midleft")
        pygame.draw.rect(bg, T.darken(band, 0.2), r, max(1, ctx.px(1.5)), border_radius=rad)
        if len(_PANELS) > 300:
            _PANELS.clear()
        _PANELS[key] = bg
    surf = bg.copy()
    return surf, title_h


def badge(ctx, surf, text, pos, size=12, fg=T.WHITE, bg=T.INK, anchor="center", face="condb"):
    t = ctx.text(text, size, fg, face)
    r = t.get_rect(**{anchor: (int(pos[0]), int(pos[1]))}).inflate(ctx.px(8), ctx.px(2))
    pygame.draw.rect(surf, bg, r, border_radius=ctx.px(4))
    surf.blit(t, t.get_rect(center=r.center))
    return r


def effect_glyphs(ctx, surf, effects, x, cy, size=12, colour=T.INK):
    """Row effects as '+1 [worker]  −1 [flame]'; returns the x after the last glyph."""
    from archipelago.words.names import signed
    for e in effects or ():
        if e.get("op") != "track" or not isinstance(e.get("amount"), int):
            continue
        amt = e["amount"]
        col = T.SURPLUS_C if e["track"] == "surplus" else T.REBEL_C
        r = ctx.blit_text(surf, signed(amt), size, (x, cy), col, "condb", "midleft")
        x = r.right + ctx.px(1)
        g = ctx.px(size * 0.5)
        if e["track"] == "surplus":
            S.surplus_glyph(surf, x + g, cy, g)
        else:
            S.rebellion_glyph(surf, x + g, cy, g)
        x += 2 * g + ctx.px(5)
    return x


def tooltip_box(ctx, text, warn=False):
    """A tooltip box for text: the first of several paragraphs in bold; with `warn`, a
    paragraph that starts "Not now:" in bold red."""
    maxw = ctx.px(380)
    lines = []            # (text, face, colour)
    paras = text.split("\n")
    for i, para in enumerate(paras):
        red = warn and (para.startswith(_("Not now:")) or para.startswith("Not now:"))
        face = "bold" if (i == 0 and len(paras) > 1) or red else "sans"
        for ln in ctx.wrap(para, 13, maxw, face):
            lines.append((ln, face, T.RED if red else T.INK))
    lh = ctx.line_h(13)
    w = max(ctx.font(13, face).size(ln)[0] for ln, face, _ in lines) + ctx.px(16)
    h = lh * len(lines) + ctx.px(12)
    tip = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(tip, (0, 0, 0, 110), tip.get_rect().move(2, 2), border_radius=ctx.px(5))
    pygame.draw.rect(tip, (252, 248, 232), tip.get_rect().inflate(-2, -2), border_radius=ctx.px(5))
    pygame.draw.rect(tip, T.PANEL_EDGE, tip.get_rect().inflate(-2, -2), 1, border_radius=ctx.px(5))
    y = ctx.px(6)
    for ln, face, col in lines:
        ctx.blit_text(tip, ln, 13, (ctx.px(8), y), col, face)
        y += lh
    return tip


def blit_tooltip(ctx, surface, tip, pos):
    """A tooltip box below and right of the mouse at pos, flipped to stay in the window."""
    sw, sh = surface.get_size()
    x = pos[0] + ctx.px(16)
    y = pos[1] + ctx.px(18)
    if x + tip.get_width() > sw:
        x = pos[0] - tip.get_width() - ctx.px(8)
    if y + tip.get_height() > sh:
        y = pos[1] - tip.get_height() - ctx.px(8)
    surface.blit(tip, (max(0, x), max(0, y)))
