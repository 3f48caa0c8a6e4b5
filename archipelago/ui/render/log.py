"""The log panel: the game's log grouped by round, phase and turn, players' names in their
colours, scrolled with the mouse wheel."""
from __future__ import annotations

import pygame

from .. import theme as T
from archipelago.i18n import _
from . import patches
from .common import panel


def log_entries(lines):
    """Log lines as (kind, text, seat) entries; plain strings are lines without an actor."""
    out = []
    for e in lines:
        if isinstance(e, str):
            out.append(("line", e, None))
        else:
            kind, text = e[0], e[1]
            seat = e[2] if len(e) > 2 else None
            out.append((kind if kind in ("header", "line") else "line", str(text), seat))
    return out


def _name_spans(text, names):
    """Split a line into (text, seat or None) spans at every player name (kept by line and
    names: the log shows its rows again at every redraw)."""
    return list(T.kept(_SPANS, (text, tuple(names)), lambda: tuple(_spans(text, names)), SPANS_KEPT))


_SPANS: dict[tuple, tuple] = {}
SPANS_KEPT = 4000


def _spans(text, names):
    spans = []
    i = 0
    n = len(text)
    order = sorted(((nm, s) for s, nm in enumerate(names) if nm), key=lambda t: -len(t[0]))
    plain = ""
    while i < n:
        hit = None
        for nm, s in order:
            if text.startswith(nm, i) and (i == 0 or not text[i - 1].isalnum()) \
                    and (i + len(nm) >= n or not text[i + len(nm)].isalnum()):
                hit = (nm, s)
                break
        if hit:
            if plain:
                spans.append((plain, None))
                plain = ""
            spans.append(hit)
            i += len(hit[0])
        else:
            plain += text[i]
            i += 1
    if plain:
        spans.append((plain, None))
    return spans


def log_layout(ctx, width, entries):
    """Wrapped log rows: (kind, text, seat, continuation) (each entry's rows kept by what
    decides them: the log lays out its last few hundred entries at every redraw; each wrapped
    anew under the text checker, which reads Ctx.wrap, see render/patches.KEEP)."""
    rows = []
    at = (ctx.text_px(12), ctx.px(10), width)
    for entry in entries:
        if patches.KEEP:
            rows.extend(T.kept(_ROWS, (at, entry), lambda: _entry_rows(ctx, width, *entry), ROWS_KEPT))
        else:
            rows.extend(_entry_rows(ctx, width, *entry))
    return rows


_ROWS: dict[tuple, tuple] = {}
ROWS_KEPT = 20000


def _entry_rows(ctx, width, kind, text, seat):
    if kind == "header":
        return tuple(("header", part, seat, False) for part in ctx.wrap(text, 12, width, "condb"))
    return tuple(("line", part, seat, i > 0) for i, part in enumerate(ctx.wrap(text, 12, width - ctx.px(10), "cond")))


def draw_log(ctx, size, lines, names, hits, scroll=0, info=None):
    """The log: headers (round, phase, turn) as bands, lines below them with every player
    name in its colour; the newest at the bottom, `scroll` wrapped rows back from the end.
    `info` (a dict) receives the row count and how many rows fit (for the scroll range)."""
    w, h = size
    px = ctx.px
    surf, y0 = panel(ctx, size, _("Log"))
    area = pygame.Rect(px(8), y0 + px(4), w - px(16), h - y0 - px(10))
    entries = log_entries(lines[-400:])
    rows = log_layout(ctx, area.w - px(6), entries)
    lh = ctx.line_h(12, "cond")
    fit = max(1, area.h // lh)
    scroll = max(0, min(scroll, len(rows) - fit))
    end = len(rows) - scroll
    shown = rows[max(0, end - fit):end]
    if info is not None:
        info.update(rows=len(rows), fit=fit, scroll=scroll)
    y = area.y
    for kind, text, seat, cont in shown:
        if kind == "header":
            band = pygame.Rect(area.x - px(2), y + 1, area.w + px(4), lh - 1)
            pygame.draw.rect(surf, T.PANEL_DARK, band, border_radius=px(3))
            x = area.x + px(2)
            for part, s in _name_spans(text, names):
                col = T.darken(T.player_colour(s), 0.3) if s is not None else T.INK
                r = ctx.blit_text(surf, part, 12, (x, y), col, "condb")
                x = r.right
        else:
            x = area.x + px(6) + (px(8) if cont else 0)
            for part, s in _name_spans(text, names):
                if s is not None:
                    r = ctx.blit_text(surf, part, 12, (x, y), T.darken(T.player_colour(s), 0.3), "condb")
                else:
                    r = ctx.blit_text(surf, part, 12, (x, y), T.INK, "cond")
                x = r.right
            if not cont and seat is not None and 0 <= seat < len(names):
                pygame.draw.rect(surf, T.player_colour(seat), (area.x, y + px(2), px(3), lh - px(4)))
        y += lh
    if not entries:
        ctx.blit_text(surf, _("Nothing has happened yet."), 12, area.topleft, T.INK_FAINT, "cond")
    if end - fit > 0:
        ctx.blit_text(surf, _("▲ older: scroll"), 10.5, (w - px(10), y0 // 2), (230, 220, 200), "cond", "midright")
    if scroll > 0:
        t = ctx.text(_("▼ {n} newer").format(n=scroll), 11, T.WHITE, "condb")
        b = t.get_rect(bottomright=(area.right, area.bottom)).inflate(px(8), px(2))
        pygame.draw.rect(surf, T.PANEL_EDGE, b, border_radius=px(4))
        surf.blit(t, t.get_rect(center=b.center))
    hits.add(area, _("The game log, grouped by round, phase and turn: scroll with the mouse wheel."), key=("log",))
    return surf
