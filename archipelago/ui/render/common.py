"""Shared drawing helpers: parchment panels with a title band, small badges."""
from __future__ import annotations

import pygame

from .. import theme as T
from . import shapes as S

_PANELS: dict[tuple, pygame.Surface] = {}


def panel(ctx, size, title=None, colour=T.PANEL, band=T.PANEL_EDGE, title_colour=T.WHITE, subtitle=None):
    """A fresh surface with a parchment panel (cached background) and its title band.
    Returns (surface, y where the content starts, in px)."""
    key = (size, title, colour, band, round(ctx.s, 4))
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
    from ..text import signed
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
