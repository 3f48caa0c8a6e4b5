"""Card faces drawn at any size: evolution cards (name, type, arrow, use cost, effect
text, VP, price ladder), the deck's balance side, the trend card and objective cards.

Every function lays the card out in *card units* (a card is 108 units wide) times the
context scale, so the same code draws the small track card and the large view."""
from __future__ import annotations

import re

import pygame

from .. import theme as T
from archipelago.engine.tables import export_demand
from archipelago.i18n import _, pgettext
from archipelago.words.cards import (RED_WORDS, card_cost_line, crisis_words, event_words,
                                     objective_ends, objective_scores)
from . import shapes as S
from .common import first_fit

CARD_W = 108


def shown(content, kind, entry, field):
    """What players read of a card, trend or objective: the content's shown text in the
    language spoken now (issue 29); the entry's own (English) field without a content."""
    if content is not None:
        return content.shown(kind, entry.id, field)
    return getattr(entry, field)


def _frame(ctx, size, fill, edge=S.OUTLINE, radius=7):
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size[0] - 2, size[1] - 2)
    pygame.draw.rect(surf, (0, 0, 0, 100), r.move(2, 2), border_radius=ctx.px(radius))
    pygame.draw.rect(surf, fill, r, border_radius=ctx.px(radius))
    pygame.draw.rect(surf, edge, r, max(1, ctx.px(1.2)), border_radius=ctx.px(radius))
    return surf, r


# Set when a text block had to leave words out ("more" or an ellipsis): the large view
# (table/overlay.large_card) draws its card larger until none is left out (issue 37).
SHORTENED = [False]


def _text_block(ctx, surf, text, rect, size, colour=T.INK, face="cond", min_size=9.5, align="left", more=False,
                mark=False, spacing=0.95):
    """Word-wrapped text fitted into rect (shrinks, never under the legibility floor). Text
    that still does not fit is ellipsized, or with `more` shortened to its first whole
    sentences and a "more" mark (the full text is in the tooltip and the large view); `mark`
    puts the mark under text that fits too (a card's gist); `spacing`: the lines' height, times
    the font's (a large view's whole text keeps its accents clear of the line above)."""
    s = size

    def fits(lines, lh):        # every line as wide as the box at most (a long word too)
        return len(lines) * lh <= rect.h and all(ctx.font(s, face).size(ln)[0] <= rect.w for ln in lines)
    while True:
        lines = ctx.wrap(text, s, rect.w, face)
        lh = ctx.line_h(s, face) * spacing
        if fits(lines, lh) or s <= min_size:
            break
        s -= 0.5
    # a large UI scale yields where whole sentences and "more" cannot stand in (issue 26: a
    # card's body keeps its scaled size, cut to its first sentences): the text at 100 %
    if not fits(lines, lh) and ctx.t > 1 and not (
            more and all(ctx.font(s, face).size(ln)[0] <= rect.w for ln in lines)
            and _whole_sentences(ctx, text, s, rect.w, face, max(1, int(rect.h // lh)) - 1)):
        return _text_block(T.Ctx(ctx.s), surf, text, rect, size, colour, face, min_size, align, more, mark, spacing)
    lh = ctx.line_h(s, face) * spacing
    max_lines = max(1, int(rect.h // lh))
    tail = None
    if len(lines) > max_lines:
        SHORTENED[0] = True
    if len(lines) > max_lines and more:
        lines = _whole_sentences(ctx, text, s, rect.w, face, max_lines - 1)
        tail = ctx.text(_("more ▸"), s, T.INK_SOFT, "condb")
        if tail.get_width() > rect.w or (len(lines) + 1) * lh > rect.h + lh * 0.1:
            tail = None                 # no room even for the mark: the card is all hover
    elif len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [ctx.ellipsize(" ".join(lines[max_lines - 1:]), s, rect.w, face)]
    elif mark and (len(lines) + 1) * lh <= rect.h + lh * 0.1:
        tail = ctx.text(_("more ▸"), s, T.INK_SOFT, "condb")
    y = rect.y
    for ln in lines:
        t = ctx.text(ln, s, colour, face)
        x = rect.x if align == "left" else rect.centerx - t.get_width() // 2
        surf.blit(t, (x, int(y)))
        y += lh
    if tail is not None:
        surf.blit(tail, (rect.right - tail.get_width(), int(y)))
        return len(lines) + 1
    return len(lines)


def _whole_sentences(ctx, text, size, width, face, max_lines):
    """The wrapped lines of the most leading whole sentences of text that fit max_lines."""
    parts = re.split(r"(?<=[.;])\s+", text)
    best = []
    for k in range(1, len(parts) + 1):
        lines = ctx.wrap(" ".join(parts[:k]), size, width, face)
        if len(lines) > max_lines:
            break
        best = lines
    return best


def _band_title(ctx, card, px, full_w, name_w, band_h, clear, content=None):
    """(lines, pixel size) of a card's name in its band: the largest size from `px` down to
    the 100 % floor at which the name fits on one line (the whole band when its ink ends
    `clear` px under the middle, above the VP medallion), else on two lines beside the
    medallion, else the card's short title on one line; failing all, the short title at the
    floor (ellipsized when drawn)."""
    name, short = shown(content, "card", card, "name"), shown(content, "card", card, "short")
    for p in range(px, ctx.base_px() - 1, -1):
        font = ctx.tc.font("condb", p)
        one = full_w if not card.vp or p * 0.38 <= clear else name_w
        if font.size(name)[0] <= one:
            return [name], p
        words, lines = name.split(), [""]
        for w in words:
            cand = (lines[-1] + " " + w).strip()
            if font.size(cand)[0] <= name_w or not lines[-1]:
                lines[-1] = cand
            else:
                lines.append(w)
        if len(lines) == 2 and 2 * font.get_linesize() <= band_h and all(font.size(ln)[0] <= name_w for ln in lines):
            return lines, p
        if font.size(short)[0] <= one:
            return [short], p
    return [short], ctx.base_px()


def band_colour(card):
    if card.is_wonder:
        return T.WONDER_C
    return T.CHAR_C if card.type == "character" else T.PROG_C


VP_TEXT = 9.5              # the VP star's number (design px)


def draw_card(ctx, card, size, price=None, turns=None, prices=(), used=False, dim=False, content=None, u=None,
              whole=False):
    """An evolution card face at `size` (window px); its words from `content` (the
    language spoken now) when given; `u`: its units (by default the width's: a wider
    face at the same `u` gives its words more room, as the large view does); `whole`: its
    full text, never its gist (the large view)."""
    w, h = size
    u = u or w / (CARD_W * ctx.s)            # card units -> design px
    cp = lambda v: ctx.px(v * u)
    surf, r = _frame(ctx, size, (246, 238, 218))
    band = band_colour(card)
    bh = cp(34)
    br = pygame.Rect(r.x + cp(3), r.y + cp(3), r.w - cp(6), bh)
    pygame.draw.rect(surf, band, br, border_radius=ctx.px(5 * u))
    full_w = br.w - cp(6)
    # the VP star (as large as its number needs) sits at the band's right end, inside it, the
    # name beside it; where the name cannot keep clear of it, in the type row (issue 26: on the
    # band's corner it covered the name and the arrow at a large UI scale)
    vr = max(cp(9), ctx.text_px(VP_TEXT * u) * 0.9) if card.vp else 0
    vp_band = bool(card.vp) and 2 * vr <= bh
    name_w = full_w - (int(2 * vr) + cp(2) if vp_band else 0)
    lines, px = _band_title(ctx, card, ctx.text_px(12.5 * u), name_w, name_w, bh + cp(4), 0, content)
    if vp_band and any(ctx.tc.font("condb", px).size(ln)[0] > name_w for ln in lines):
        vp_band, name_w = False, full_w
        lines, px = _band_title(ctx, card, ctx.text_px(12.5 * u), full_w, full_w, bh + cp(4), 0, content)
    lh = ctx.tc.font("condb", px).get_linesize()
    y = br.centery - lh * len(lines) / 2
    cx = br.x + cp(3) + name_w / 2
    for ln in lines:
        t = ctx.tc.render(ctx.ellipsize_px(ln, px, name_w, "condb"), "condb", px, T.WHITE)
        surf.blit(t, t.get_rect(center=(int(cx), int(y + lh / 2))))
        y += lh
    # type and arrow (and the VP star when the band has no room for it)
    y = br.bottom + cp(10)
    if card.is_wonder:
        kind, short = _("Wonder"), pgettext("card type, short", "Wond.")
    elif card.type == "character":
        kind, short = _("Character"), pgettext("card type, short", "Char.")
    else:
        kind, short = _("Progress"), pgettext("card type, short", "Prog.")
    in_row = bool(card.vp) and not vp_band
    arrow_x = r.right - cp(14) - (int(2 * vr) + cp(2) if in_row else 0)
    room = arrow_x - cp(10) - (r.x + cp(6)) - (cp(14) if card.is_wonder else 0)
    # the band's colour tells the type too: the whole word (a little smaller where it must),
    # on a narrow face its short form (a catalogue message: German "Weltw."), or none
    label, kind_size = "", 11 * u
    for text_, size_ in ((kind, 11 * u), (kind, 9.5 * u), (short, 11 * u)):
        if ctx.font(size_, "condb").size(text_)[0] <= room:
            label, kind_size = text_, size_
            break
    kr = pygame.Rect(r.x + cp(6), y, 0, 0)
    if label:
        t = ctx.text_fit(label, kind_size, room, T.darken(band, 0.2), "condb")
        kr = t.get_rect(midleft=(r.x + cp(6), y))
        surf.blit(t, kr)
    S.arrow_glyph(surf, arrow_x, y, cp(8), card.arrow)
    if card.is_wonder:
        S.wonder_glyph(surf, kr.right + cp(9), y, cp(6))
    if vp_band:
        S.vp_glyph(surf, br.right - cp(1) - vr, br.centery, vr, card.vp, ctx, VP_TEXT * u)
    elif card.vp:
        S.vp_glyph(surf, r.right - cp(4) - vr, y, vr, card.vp, ctx, VP_TEXT * u)
    # cost
    y += cp(9)
    cost = card_cost_line(card)
    need = len(ctx.wrap(cost, 11 * u, r.w - cp(12), "condb"))   # a wonder's build cost takes more lines
    room = min(int(max(2, need) * ctx.line_h(11 * u, "condb") * 0.95) + 1,
               r.bottom - (cp(24) if price is not None else cp(6)) - y - cp(4))
    n = _text_block(ctx, surf, cost, pygame.Rect(r.x + cp(6), y, r.w - cp(12), max(cp(28), room)), 11 * u,
                    T.INK_SOFT, "condb", min_size=9 * u)
    y += int(ctx.line_h(11 * u, "condb") * 0.95 * n) + cp(3)
    pygame.draw.line(surf, T.PANEL_DARK, (r.x + cp(6), y), (r.right - cp(6), y), max(1, cp(1)))
    y += cp(3)
    bottom = r.bottom - (cp(24) if price is not None else cp(6))
    body = pygame.Rect(r.x + cp(6), y, r.w - cp(12), bottom - y)
    text = shown(content, "card", card, "text")
    gist = not whole and card.gist and \
        len(ctx.wrap(text, 9.5 * u, body.w, "cond")) * ctx.line_h(9.5 * u, "cond") * 0.95 > body.h
    _text_block(ctx, surf, shown(content, "card", card, "gist") if gist else text, body, 12 * u, T.INK, "cond",
                min_size=9.5 * u,
                more=True, mark=bool(gist), spacing=1.0 if whole else 0.95)   # a small face: the gist, the full text on hover
    if price is not None:
        ladder(ctx, surf, pygame.Rect(r.x + cp(5), r.bottom - cp(21), r.w - cp(10), cp(17)), prices, turns or 0, u)
    if used or dim:
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (40, 40, 40, 110 if used else 70), r, border_radius=ctx.px(7))
        surf.blit(shade, (0, 0))
    return surf


def ladder(ctx, surf, rect, prices, turns, u=1.0):
    """The price ladder of a track card: one step per quarter turn, then the flash."""
    k = len(prices) + 1
    cw = rect.w / k
    for i in range(k):
        cell = pygame.Rect(int(rect.x + i * cw) + 1, rect.y, int(cw) - 2, rect.h)
        cur = i == turns
        if i < len(prices):
            fill = T.GOLD if cur else (226, 216, 190)
            pygame.draw.rect(surf, fill, cell, border_radius=ctx.px(3 * u))
            if cur:
                pygame.draw.rect(surf, S.OUTLINE, cell, max(1, ctx.px(1.2 * u)), border_radius=ctx.px(3 * u))
            ctx.blit_text(surf, f"{prices[i]}ƒ", (12.5 if cur else 10.5) * u, cell.center,
                          T.INK if cur else T.INK_FAINT, "condb", "center")
        else:
            S.poly(surf, [(cell.centerx + cell.w * 0.1, cell.y + 2), (cell.centerx - cell.w * 0.2, cell.centery + 1),
                          (cell.centerx + cell.w * 0.05, cell.centery + 1), (cell.centerx - cell.w * 0.1, cell.bottom - 2),
                          (cell.centerx + cell.w * 0.25, cell.centery - 1), (cell.centerx, cell.centery - 1)],
                   (200, 60, 40), None)


def draw_balance(ctx, balance, content, size, deck_size=None, players=None, full=False, u=None):
    """The deck seen from its top: the balance side (crisis or event), red parts in red.
    With the number of `players`, an export crisis shows only the cubes the engine asks
    (DECK 0.4: the first min(n, L)) and says how many of the list are left out. An event
    shows its effect in a line (its full text when `full`: the large view, which also
    words each crisis half); `u` as draw_card's."""
    w, h = size
    u = u or w / (CARD_W * ctx.s)
    cp = lambda v: ctx.px(v * u)
    surf, r = _frame(ctx, size, (52, 66, 92))
    red = set(balance.get("red") or ()) if balance else set()
    head = first_fit(ctx, (_("Balance"), pgettext("short", "Balance")), 12 * u, r.w - cp(6), "serif")
    ctx.blit_text(surf, head, 12 * u, (r.centerx, r.y + cp(11)), (220, 226, 236), "serif", "center")
    if not balance:
        ctx.blit_text(surf, _("deck empty"), 11 * u, r.center, (220, 226, 236), "cond", "center")
        return surf
    parts = [p for p in ("domestic", "export", "event") if p in balance]
    top = r.y + cp(22)
    bottom = r.bottom - cp(6)
    ph = (bottom - top) / max(1, len(parts))
    for i, p in enumerate(parts):
        box = pygame.Rect(r.x + cp(5), int(top + i * ph) + cp(2), r.w - cp(10), int(ph) - cp(4))
        is_red = p in red
        fill = T.RED_BG if is_red else (232, 226, 208)
        ink = T.WHITE if is_red else T.INK
        pygame.draw.rect(surf, fill, box, border_radius=cp(4))
        pygame.draw.rect(surf, S.OUTLINE, box, 1, border_radius=cp(4))
        forms = [{"domestic": _("Domestic"), "export": _("Export"), "event": _("Event")}[p]]
        if p == "export" and players:
            listed = balance["export"]["cubes"]
            asked = export_demand(content.rules, listed, players)
            if len(asked) < len(listed):
                forms = [_("Export · {asked} of {listed}").format(asked=len(asked), listed=len(listed)),
                         _("Export {asked}/{listed}").format(asked=len(asked), listed=len(listed)),
                         _("{asked} of {listed}").format(asked=len(asked), listed=len(listed))]
        if is_red:                             # the red fill says it where the word does not fit
            forms = [_("{part} · RED").format(part=f) for f in forms] + forms
        label = first_fit(ctx, forms, 10.5 * u, box.w - cp(6), "condb")     # the longest that fits
        t = ctx.text_fit(label, 10.5 * u, box.w - cp(6), ink, "condb")
        head = surf.blit(t, t.get_rect(midleft=(box.x + cp(4), box.y + cp(8))))
        if p == "domestic":
            d = balance["domestic"]
            icons_h = box.h * 0.44 if full else box.h     # the large view words it below
            cy = box.y + cp(8) + (icons_h - cp(8)) / 2 + cp(2)
            cy = max(cy, head.bottom + cp(11))           # under the heading, whatever its size
            S.resource_icon(surf, d["resource"], box.x + cp(16), cy, cp(10))
            ctx.blit_text(surf, f"1 → {d['citizens_per_cube']}", 13 * u, (box.x + cp(30), cy), ink, "condb", "midleft")
            S.population_glyph(surf, box.right - cp(12), cy, cp(8), ink)
            if full:                                     # the words under the row, whatever its size
                row = cy + max(cp(10), ctx.line_h(13 * u, "condb") / 2)
                _crisis_words(ctx, surf, p, balance, box, u, ink, row)
        elif p == "export":
            cubes = balance["export"]["cubes"]
            if players:
                cubes = export_demand(content.rules, cubes, players)
            k = len(cubes)
            per = min(k, 3)
            rows = (k + per - 1) // per
            top = max(box.y + cp(16), head.bottom + cp(2))        # under the heading, whatever its size
            avail = (box.y + box.h * 0.44 if full else box.bottom) - top
            rad = min(cp(9), avail / (2.2 * rows), (box.w - cp(8)) / (2.3 * per))
            for j, res in enumerate(cubes):
                row, col = divmod(j, per)
                in_row = min(per, k - row * per)
                x = box.centerx + (col - (in_row - 1) / 2) * rad * 2.3
                y = top + rad * 1.1 + row * rad * 2.2
                S.resource_icon(surf, res, x, y, rad)
            if full:
                _crisis_words(ctx, surf, p, balance, box, u, ink)
        else:
            name, effect = event_words(balance, content, full)
            if full and is_red:
                effect += " " + _(RED_WORDS)
            name_lh = ctx.line_h(13 * u, "condb") * 0.95                      # a long name takes two lines
            head = pygame.Rect(box.x + cp(4), box.y + cp(17), box.w - cp(8), int(2 * name_lh) + 1)
            # a word wider than the card in bold at the floor (German 'Auswanderung' on the
            # small deck top) is set in the regular face of the same size, never smaller
            face = "condb" if max(ctx.font(11 * u, "condb").size(wd)[0] for wd in name.split() or [""]) <= head.w \
                else "cond"
            rows = _text_block(ctx, surf, name, head, 13 * u, ink, face, min_size=11 * u, align="center")
            top = head.y + rows * name_lh + cp(3)
            _text_block(ctx, surf, effect, pygame.Rect(box.x + cp(4), top, box.w - cp(8), box.bottom - top - cp(2)),
                        (8 if full else 11) * u, ink, "cond", min_size=(5 if full else 8) * u, align="center",
                        more=True)
    return surf


def _crisis_words(ctx, surf, part, balance, box, u, ink, below=0):
    """The large view's words under a crisis half's icons (words.crisis_words), below `below`."""
    cp = lambda v: ctx.px(v * u)
    top = max(box.y + box.h * 0.47, below + cp(2))
    rect = pygame.Rect(box.x + cp(4), top, box.w - cp(8), box.bottom - top - cp(3))
    red = " " + _(RED_WORDS) if part in (balance.get("red") or ()) else ""
    _text_block(ctx, surf, crisis_words(part, balance) + red, rect, 6.5 * u, ink, "cond", min_size=4.5 * u)


def draw_trend(ctx, trend, size, u=None, content=None):
    w, h = size
    u = u or min(w / (CARD_W * ctx.s), h / (150 * ctx.s))
    cp = lambda v: ctx.px(v * u)
    surf, r = _frame(ctx, size, (240, 232, 206))
    br = pygame.Rect(r.x + cp(3), r.y + cp(3), r.w - cp(6), cp(24))
    pygame.draw.rect(surf, (96, 70, 120), br, border_radius=cp(5))
    # the name and the points line keep clear of the card's edges (issue 39: "Handelsgesellschaft")
    name = ctx.text_fit(shown(content, "trend", trend, "name"), 13 * u, br.w - cp(10), T.WHITE, "condb")
    surf.blit(name, name.get_rect(center=br.center))
    pts = "/".join(str(p) for p in trend.points)
    head = ctx.text_fit(_("Trend · {points} points").format(points=pts), 11 * u, r.w - cp(12), T.INK_SOFT, "condb")
    surf.blit(head, head.get_rect(center=(r.centerx, br.bottom + cp(9))))
    _text_block(ctx, surf, shown(content, "trend", trend, "text"), pygame.Rect(r.x + cp(6), br.bottom + cp(18), r.w - cp(12), r.bottom - br.bottom - cp(22)),
                12 * u, T.INK, "cond", min_size=9 * u, more=True)
    return surf


def draw_objective(ctx, obj, size, n=None, u=None, content=None):
    w, h = size
    u = u or min(w / (CARD_W * ctx.s), h / (150 * ctx.s))
    cp = lambda v: ctx.px(v * u)
    surf, r = _frame(ctx, size, (244, 236, 214))
    lines = ctx.wrap(shown(content, "objective", obj, "name"), 12 * u, r.w - cp(12), "condb")         # a long name takes two lines
    lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines
    lh = ctx.line_h(12 * u, "condb")
    br = pygame.Rect(r.x + cp(3), r.y + cp(3), r.w - cp(6), max(cp(22), lh * len(lines) + cp(4)))
    pygame.draw.rect(surf, (70, 90, 60), br, border_radius=cp(5))
    y = br.centery - lh * len(lines) / 2
    for ln in lines:
        t = ctx.text_fit(ln, 12 * u, br.w - cp(6), T.WHITE, "condb")
        surf.blit(t, t.get_rect(center=(br.centerx, int(y + lh / 2))))
        y += lh
    half = (r.bottom - br.bottom - cp(8)) // 2
    up = pygame.Rect(r.x + cp(6), br.bottom + cp(4), r.w - cp(12), half)
    lo = pygame.Rect(r.x + cp(6), up.bottom + cp(4), r.w - cp(12), half - cp(2))
    _text_block(ctx, surf, _("Ends when {condition}").format(condition=objective_ends(obj, n)), up, 11.5 * u, T.INK, "cond", min_size=8.5 * u)
    pygame.draw.line(surf, T.PANEL_DARK, (r.x + cp(6), up.bottom + cp(1)), (r.right - cp(6), up.bottom + cp(1)), 1)
    _text_block(ctx, surf, objective_scores(obj), lo, 11.5 * u, T.INK_SOFT, "condb", min_size=8.5 * u)
    return surf
