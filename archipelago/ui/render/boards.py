"""Boards I-IV: the domestic and export markets (cubes in their spaces, row prices and
row effects), colony stability (population and rebellion 0-50) and surplus workers
(0-30, recruit prices and the rebellion effect per row). All numbers come from
content.rules (rules.yaml)."""
from __future__ import annotations

import pygame

from .. import theme as T
from archipelago.engine import tables
from archipelago.i18n import _, ngettext
from archipelago.words.cards import effect_text
from . import shapes as S
from .forecast import draw_badge
from .common import first_fit, effect_glyphs, panel
from .names import market_name, res_name, res_title
from archipelago.engine.kinds import BUY, MARKET

TIER_W = 70
CUBE = 14


def _tier_effects(board, tier):
    """The effects of a tier shared by every resource having it, or None if they differ."""
    seen = None
    for res, area in board.items():
        rows = area["rows"]
        if tier < len(rows):
            eff = tuple((e.get("track"), e.get("amount")) for e in rows[tier])
            if seen is None:
                seen = eff
            elif seen != eff:
                return None
    return seen


def market_now(rules, which, res, n, bank_florins=None, frame=None):
    """R5.9, from the engine's lookups: what buying and selling one cube of the area pays
    now (a sale enters the first free space, which may be the next row; it is paid as far
    as the bank has florins). During a market transaction (`frame`, the top decision) on
    this market: only the sides it allows, at its prices (a card's fixed buy price or sale
    bonus) -- one true price per side (issue 25)."""
    buy, sell = tables.buy_price(rules, which, res, n), tables.sale_price(rules, which, res, n)
    kinds = ("buy", "sell")
    if frame is not None and frame.get("k") == MARKET and which in (frame.get("markets") or (which,)):
        kinds = tuple(frame.get("kinds") or kinds)
        if buy is not None and (frame.get("buy_price") if frame.get("buy_price") is not None else -1) >= 0:
            buy = frame["buy_price"]
        if sell is not None:
            sell += frame.get("bonus", 0) or 0
    parts = []
    if BUY in kinds:
        parts.append(_("buy the last cube for {florins}ƒ").format(florins=buy) if buy is not None
                     else _("nothing to buy"))
    if "sell" in kinds:
        if sell is None:
            parts.append(_("the area is full (no sale)"))
        else:
            paid = sell if bank_florins is None else tables.from_bank(sell, bank_florins)
            parts.append(_("sell one for {florins}ƒ (the bank has only {bank}ƒ)").format(florins=paid, bank=bank_florins)
                         if paid < sell else _("sell one for {florins}ƒ").format(florins=paid))
    return _("Now: {what}.").format(what=", ".join(parts))


def _top(view):
    frames = view.get("frames") or ()
    return frames[-1] if frames else None


def draw_market(ctx, size, view, content, hits, which):
    """Board I (which='domestic') or board II ('export')."""
    board = content.rules[f"{which}_market"]
    title = _("I · Domestic market") if which == "domestic" else _("II · Export market")
    surf, y0 = panel(ctx, size, title)
    w, h = size
    cubes = view["markets"][which]
    px = ctx.px
    ntiers = max(len(a["prices"]) for a in board.values())
    has_empty = any(a.get("empty") for a in board.values())
    x_icon = px(16)
    x_empty = px(32)
    x_tiers = px(50) if has_empty else px(32)
    tier_w = min(px(TIER_W + 6), (w - x_tiers - px(6)) // ntiers)
    # header: row effects shared by the whole board
    hy = y0 + px(10)
    for t in range(ntiers):
        gx = x_tiers + t * tier_w
        eff = _tier_effects(board, t)
        if eff is None:
            ctx.blit_text(surf, _("see rows"), 11, (gx + px(4), hy), T.INK_SOFT, "cond", "midleft")
            continue
        effects = [{"op": "track", "track": k, "amount": a} for k, a in eff]
        if effects:
            effect_glyphs(ctx, surf, effects, gx + px(4), hy, 12)
        else:
            ctx.blit_text(surf, _("row {n}").format(n=t + 1), 11, (gx + px(4), hy), T.INK_FAINT, "cond", "midleft")
        hits.add((gx, hy - px(8), tier_w - px(4), px(16)),
                 _("Row {n} of {market}: phase-3 effect when an area's last cube is in this row: {effect}.").format(
                     n=t + 1, market=market_name(which), effect=effect_text(effects)))
    if has_empty:
        ctx.blit_text(surf, "∅", 12, (x_empty, hy), T.INK_SOFT, "bold", "center")
        hits.add((x_empty - px(8), hy - px(8), px(16), px(16)),
                 _("Empty area: the effect in phase 3 when an area has no cube (a red flame: {effects}).").format(
                     effects="; ".join(sorted({effect_text(a["empty"]) for a in board.values() if a.get("empty")}))))
    top = y0 + px(20)
    line_h = (h - top - px(8)) / len(board)
    for i, (res, area) in enumerate(board.items()):
        cy = int(top + (i + 0.5) * line_h)
        n = cubes.get(res, 0)
        prices = area["prices"]
        S.resource_icon(surf, res, x_icon, cy, px(9))
        cur_tier = (n - 1) // 3 if n > 0 else -1
        empty_eff = area.get("empty") or []
        line = pygame.Rect(x_icon - px(12), int(cy - line_h / 2) + 1, w - x_icon + px(6), int(line_h) - 1)
        line.width = min(line.width, x_tiers + ntiers * tier_w - line.x)
        on = ngettext("{Res} on {market}: {n} cube.", "{Res} on {market}: {n} cubes.", n).format(
            Res=res_title(res), market=market_name(which), n=n)
        hits.add(line, on + " " + market_now(content.rules, which, res, n, view["bank"]["florins"], _top(view)),
                 key=(which, res, -1))
        room = ngettext("{Res} on {market}: {n} cube (room for {room}).",
                        "{Res} on {market}: {n} cubes (room for {room}).", n).format(
            Res=res_title(res), market=market_name(which), n=n, room=3 * len(prices))
        hits.add((x_icon - px(10), cy - px(10), px(20), px(20)),
                 room + " " + (_("Phase-3 effect now: {effect}.").format(effect=effect_text(area['rows'][cur_tier])) if n
                               else _("Empty: phase-3 effect {effect}.").format(effect=effect_text(empty_eff))),
                 key=(which, res, -1))
        if has_empty:
            if empty_eff:
                lit = n == 0
                S.circle(surf, x_empty, cy, px(7), (250, 214, 200) if lit else None,
                         T.REBEL_C if lit else T.INK_FAINT, max(1, px(1.5 if lit else 1)))
                S.rebellion_glyph(surf, x_empty, cy, px(5), T.REBEL_C if lit else T.INK_FAINT)
                hits.add((x_empty - px(8), cy - px(8), px(16), px(16)),
                         _("Empty {res} area: {effect} in phase 3.").format(res=res_name(res), effect=effect_text(empty_eff))
                         + (" " + _("The area is empty now!") if lit else ""),
                         key=(which, res, -1))
        for t, price in enumerate(prices):
            gx = x_tiers + t * tier_w
            cell = pygame.Rect(gx, cy - px(9), tier_w - px(5), px(18))
            eff = area["rows"][t] if t < len(area["rows"]) else []
            band = T.PANEL_DARK
            if any(e.get("track") == "rebellion" and isinstance(e.get("amount"), int) and e["amount"] > 0 for e in eff):
                band = (226, 190, 170)
            elif eff:
                band = (200, 208, 214)
            pygame.draw.rect(surf, band, cell, border_radius=px(3))
            if t == cur_tier:
                pygame.draw.rect(surf, T.GOLD_DARK, cell, max(2, px(2)), border_radius=px(3))
            for k in range(3):
                space = pygame.Rect(cell.x + px(3) + k * px(CUBE + 2), cy - px(CUBE / 2), px(CUBE), px(CUBE))
                idx = t * 3 + k
                if idx < n:
                    S.cube(surf, res, space)
                    hits.mark((which, "cube", res, idx), space.centerx, space.centery, space.w, ("cube", res))
                else:
                    pygame.draw.rect(surf, T.darken(band, 0.12), space, 1, border_radius=px(2))
            ctx.blit_text(surf, f"{price}ƒ", 12.5, (cell.right - px(3), cy), T.INK, "condb", "midright")
            filled = max(0, min(3, n - t * 3))
            hits.add(cell, (_("{Res}, export market row {n}: price {price}ƒ for a cube entering or leaving this row; "
                              "{filled} of 3 spaces filled. Phase-3 effect if the last cube is here: {effect}.")
                            if which == "export" else
                            _("{Res}, domestic market row {n}: price {price}ƒ for a cube entering or leaving this row; "
                              "{filled} of 3 spaces filled. Phase-3 effect if the last cube is here: {effect}.")).format(
                Res=res_title(res), n=t + 1, price=price, filled=filled, effect=effect_text(eff))
                     + " " + market_now(content.rules, which, res, n, view["bank"]["florins"], _top(view)),
                     key=(which, res, t))
    return surf


def draw_stability(ctx, size, view, content, hits, forecast=None):
    """Board III: population and rebellion markers on 0-50, effects by population row; with
    the deck top's `forecast` (render.forecast), its badge left of the readout."""
    st = content.rules["stability"]
    pop, reb = view["population"], view["rebellion"]
    w, h = size
    px = ctx.px
    # readout in the title band: the words while they fit, then short forms
    danger = reb >= pop > 0 or reb > pop
    short = (_("Pop. {n}").format(n=pop), _("Rebel. {n}").format(n=reb))
    pair = next((f for f in ((_("Population {n}").format(n=pop), _("Rebellion {n}").format(n=reb)), short)
                 if ctx.font(13, "bold").size(f[0] + f[1])[0] + px(24) <= w * 0.55), short)
    badge = forecast is not None and forecast.badge is not None     # (none in round 1: no balance phase)
    badge_w = ctx.font(12, "condb").size(forecast.badge + " !")[0] + px(36) if badge else 0
    room = w - px(34) - ctx.font(13, "bold").size(pair[0] + pair[1])[0] - badge_w
    surf, y0 = panel(ctx, size, (_("III · Colony stability"), _("III · Stability"), "III"), room=room)
    r = ctx.blit_text(surf, pair[1], 13, (w - px(10), y0 // 2), (255, 200, 190) if danger else T.WHITE,
                      "bold", "midright")
    r2 = ctx.blit_text(surf, pair[0], 13, (r.left - px(10), y0 // 2), T.WHITE, "bold", "midright")
    hits.add(r2.union(r), (_("Population {pop}   Rebellion {reb}. Independence if rebellion exceeds population — "
                             "DANGER: the colony is at the brink!") if danger else
                           _("Population {pop}   Rebellion {reb}. Independence if rebellion exceeds population.")).format(
        pop=pop, reb=reb), key=("stability",))
    if badge:
        b = draw_badge(ctx, surf, r2.left - px(10), y0 // 2, forecast)
        hits.add(b, forecast.words, key=("forecast", "badge"))
    rows = st["rows"]
    top = y0 + px(5)
    row_h = (h - top - px(8)) / len(rows)
    x0 = px(10)
    cells_w = w - x0 - px(128)
    cell = cells_w / 11
    lo = 0
    cur_row = None
    for i, row in enumerate(rows):
        hi = row["upto"]
        if lo <= pop <= hi:
            cur_row = i
        lo = hi + 1
    lo = 0
    for i, row in enumerate(rows):
        hi = row["upto"]
        y = int(top + i * row_h)
        rh = int(row_h) - px(2)
        band = pygame.Rect(x0 - px(4), y, w - x0 - px(4), rh)
        if i == cur_row:
            pygame.draw.rect(surf, (246, 232, 178), band, border_radius=px(3))
            pygame.draw.rect(surf, T.GOLD_DARK, band, max(1, px(1.5)), border_radius=px(3))
        for v in range(lo, hi + 1):
            k = v - lo
            r = pygame.Rect(int(x0 + k * cell), y + px(1), int(cell) - px(2), rh - px(2))
            pygame.draw.rect(surf, T.PANEL_DARK if v % 5 else T.darken(T.PANEL_DARK, 0.08), r, border_radius=px(2))
            if v % 5 == 0 and v not in (pop, reb):       # a marker on the cell hides its number
                ctx.blit_text(surf, str(v), 9.5, (r.centerx, r.centery), T.INK_FAINT, "cond", "center")
            marks = []
            if v == pop:
                marks.append("p")
            if v == reb:
                marks.append("r")
            for j, m in enumerate(marks):
                off = (j - (len(marks) - 1) / 2) * cell * 0.42
                rad = min(cell, rh) * 0.42
                which = "population" if m == "p" else "rebellion"
                lw = max(1, px(1.2 if m == "p" else 1.5))
                S.marker(surf, which, r.centerx + off, r.centery, rad, lw)
                hits.mark(("marker", which), r.centerx + off, r.centery, rad, ("marker", which, lw))
        effect_glyphs(ctx, surf, row["effects"], int(x0 + 11 * cell + px(8)), y + rh // 2, 12)
        if not row["effects"]:
            ctx.blit_text(surf, _("no effect"), 11, (int(x0 + 11 * cell + px(8)), y + rh // 2), T.INK_FAINT, "cond", "midleft")
        hits.add(band, _("Population {lo}–{hi}: phase-3 effect {effect}. Markers: population {pop} (white), rebellion "
                         "{reb} (red flame).").format(lo=lo, hi=hi, effect=effect_text(row['effects']), pop=pop, reb=reb),
                 key=("stability", i))
        lo = hi + 1
    return surf


def draw_surplus(ctx, size, view, content, hits):
    """Board IV: surplus workers 0-30, recruit price and phase-3 rebellion effect per row."""
    sb = content.rules["surplus_board"]
    sur = view["surplus"]
    w, h = size
    px = ctx.px
    rows = sb["rows"]
    lo = 0
    cur = None
    for i, row in enumerate(rows):
        if lo <= sur <= row["upto"]:
            cur = i
        lo = row["upto"] + 1
    price = rows[cur]["recruit_price"] if cur is not None else None
    ptxt = _("no recruiting") if price is None else _("recruit {florins}ƒ").format(florins=price)
    info = first_fit(ctx, (_("{n} workers · {price}").format(n=sur, price=ptxt), f"{sur} · {ptxt}"), 13, w * 0.55,
                     "bold")
    surf, y0 = panel(ctx, size, (_("IV · Surplus workers"), _("IV · Surplus"), "IV"),
                     room=w - px(28) - ctx.font(13, "bold").size(info)[0])
    r = ctx.blit_text(surf, info, 13, (w - px(10), y0 // 2), T.WHITE, "bold", "midright")
    hits.add(r, _("Surplus workers: {n}.").format(n=sur) + " " + (
        _("Nobody can be recruited now (surplus workers are 0).") if price is None or sur <= 0 else
        _("Recruiting a citizen now costs {florins}ƒ; each recruit lowers surplus workers by one.").format(
            florins=price)))
    top = y0 + px(4)
    row_h = (h - top - px(6)) / len(rows)
    x_lab = px(10)
    labels, lo = [], 0
    for row in rows:
        labels.append(str(lo) if lo == row["upto"] else f"{lo}–{row['upto']}")
        lo = row["upto"] + 1
    x_cells = max(px(52), x_lab + max(ctx.font(12, "condb").size(t)[0] for t in labels) + px(6))
    cell = min(px(21), (px(241) - x_cells) // 9)       # the cells end where they do at 100 %
    x_price = px(251)
    x_eff = x_price + px(58)
    lo = 0
    for i, row in enumerate(rows):
        hi = row["upto"]
        y = int(top + i * row_h)
        rh = int(row_h) - px(2)
        cy = y + rh // 2
        band = pygame.Rect(px(4), y, w - px(10), rh)
        if i == cur:
            pygame.draw.rect(surf, (246, 232, 178), band, border_radius=px(3))
            pygame.draw.rect(surf, T.GOLD_DARK, band, max(1, px(1.5)), border_radius=px(3))
        label = labels[i]
        ctx.blit_text(surf, label, 12, (x_lab, cy), T.INK_SOFT, "condb", "midleft")
        for v in range(lo, hi + 1):
            k = v - lo
            r = pygame.Rect(x_cells + k * cell, y + px(1), cell - px(2), rh - px(2))
            pygame.draw.rect(surf, T.PANEL_DARK, r, border_radius=px(2))
            if v == sur:
                rad = min(cell, rh) * 0.45
                S.marker(surf, "surplus", r.centerx, r.centery, rad, max(1, px(1.5)))
                hits.mark(("marker", "surplus"), r.centerx, r.centery, rad, ("marker", "surplus", max(1, px(1.5))))
        p = row["recruit_price"]
        if p is None:
            ctx.blit_text(surf, "—", 12, (x_price, cy), T.INK_FAINT, "condb", "midleft")
        else:
            S.florin(surf, x_price + px(7), cy, px(7))
            ctx.blit_text(surf, f"{p}", 12.5, (x_price + px(17), cy), T.INK, "condb", "midleft")
        if row["effects"]:
            effect_glyphs(ctx, surf, row["effects"], x_eff, cy, 12)
        else:
            ctx.blit_text(surf, "—", 12, (x_eff, cy), T.INK_FAINT, "condb", "midleft")
        hits.add(band, (_("Surplus workers {range}: recruiting costs — (no recruiting); phase-3 effect {effect}.")
                        if p is None else
                        _("Surplus workers {range}: recruiting costs {florins}ƒ per citizen; phase-3 effect {effect}.")
                        ).format(range=label, florins=p, effect=effect_text(row['effects'])), key=("surplus", i))
        lo = hi + 1
    return surf
