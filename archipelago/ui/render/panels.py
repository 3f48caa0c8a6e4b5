"""Player panels (public holdings, discs, turn order, cards, hidden secrets), the viewer's
private screen, the status line, the phase tracker and the log."""
from __future__ import annotations

import pygame

from .. import theme as T
from ..text import (
    PHASE_HELP,
    PHASES,
    card_tooltip,
    cost_text,
    objective_text,
    phase_title,
    status_line,
)
from . import shapes as S
from .cards import draw_objective
from .common import panel


def _counts(view, seat):
    slots, ncit = view["unit_slots"], view["citizens_per_player"]
    units = view["units"]
    base = seat * slots
    cit = [units[u] for u in range(base, base + ncit)]
    shp = [units[u] for u in range(base + ncit, base + slots)]
    on_map = sum(1 for t in cit if t is not None and t[0] >= 0)
    on_wonder = sum(1 for t in cit if t is not None and t[0] < 0)
    rebels = sum(1 for t in cit if t is not None and t[0] >= 0 and t[3] == 2)
    lying = sum(1 for t in cit if t is not None and t[0] >= 0 and t[3] == 1)
    ships = sum(1 for t in shp if t is not None)
    return {"citizens": on_map, "wonder": on_wonder, "reserve": ncit - on_map - on_wonder, "rebels": rebels,
            "lying": lying, "ships": ships, "ships_reserve": (slots - ncit) - ships}


def draw_players(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    surf = pygame.Surface(size, pygame.SRCALPHA)
    order = list(view.get("order") or range(view["n"]))
    seats = order + [s for s in range(view["n"]) if s not in order]
    n = len(seats)
    gap = px(6)
    ph = min(px(150), (h - gap * (n - 1)) // n)
    viewer = view.get("seat")
    acting = view.get("to_act")
    for pos, seat in enumerate(seats):
        rect = pygame.Rect(0, pos * (ph + gap), w, ph)
        pan = _player_panel(ctx, rect.size, view, content, seat, pos, seat == viewer, seat == acting, hits, rect.topleft)
        surf.blit(pan, rect)
    return surf


def _player_panel(ctx, size, view, content, seat, pos, mine, acting, hits, origin):
    w, h = size
    px = ctx.px
    ox, oy = origin
    col = T.player_colour(seat)
    p = view["players"][seat]
    name = view["names"][seat]
    fill = (244, 236, 214) if not acting else (252, 244, 214)
    surf, _ = panel(ctx, size, None, colour=fill, band=T.PANEL_EDGE)
    pygame.draw.rect(surf, col, (0, 0, px(7), h - 3), border_top_left_radius=px(7), border_bottom_left_radius=px(7))
    if acting:
        pygame.draw.rect(surf, T.GOLD, surf.get_rect().inflate(-1, -3).move(0, -1), max(2, px(2.5)), border_radius=px(7))
    # row 1: turn position, emblem, name, discs
    y = px(14)
    x = px(20)
    S.circle(surf, x, y, px(9), T.INK, None)
    ctx.blit_text(surf, str(pos + 1), 12, (x, y), T.WHITE, "bold", "center")
    hits.add((ox + x - px(9), oy + y - px(9), px(18), px(18)),
             f"{name} is {_ordinal(pos + 1)} in turn order.")
    S.player_token(surf, seat, x + px(22), y, px(9))
    nm = ctx.ellipsize(name + ("  (you)" if mine else ""), 14, px(100), "bold")
    r = ctx.blit_text(surf, nm, 14, (x + px(36), y), T.INK, "bold", "midleft")
    hits.add((ox + x + px(12), oy + y - px(10), r.right - x - px(12), px(20)),
             f"{name}: colour {_colour_name(seat)}, emblem {T.player_emblem(seat)}." + (" To act now." if acting else ""))
    discs, used = p.get("discs", 0), p.get("discs_used", 0)
    left = discs - used
    dx = w - px(12)
    for i in range(5):
        cx = dx - (4 - i) * px(13) - px(4)
        if i < left:
            S.action_disc(surf, seat, cx, y, px(5.5))
        elif i < discs:
            S.circle(surf, cx, y, px(5.5), None, T.INK_SOFT, 1)
        else:
            S.circle(surf, cx, y, px(2), T.PANEL_DARK, None)
    hits.add((ox + dx - px(66), oy + y - px(9), px(66), px(18)),
             f"Action discs: {left} ready, {used} placed, {discs} owned (a pile running out gives one more, at most 5).")
    # row 2: citizens and ships
    c = _counts(view, seat)
    y2 = y + px(22)
    x = px(14)
    S.citizen(surf, seat, x + px(5), y2, px(15))
    t = f"{c['citizens']} map · {c['reserve']} reserve"
    r = ctx.blit_text(surf, t, 12.5, (x + px(14), y2), T.INK, "cond", "midleft")
    extra = []
    if c["rebels"]:
        extra.append(f"{c['rebels']} rebel{'s' if c['rebels'] > 1 else ''}")
    if c["lying"]:
        extra.append(f"{c['lying']} lying")
    if c["wonder"]:
        extra.append(f"{c['wonder']} on wonders")
    if extra:
        r = ctx.blit_text(surf, " (" + ", ".join(extra) + ")", 12, (r.right, y2), T.RED if c["rebels"] else T.INK_SOFT,
                          "condb", "midleft")
    hits.add((ox + x, oy + y2 - px(9), r.right - x, px(18)),
             f"{name}'s citizens: {c['citizens']} on the map, {c['reserve']} in reserve"
             + (f", {c['rebels']} rebels" if c["rebels"] else "") + (f", {c['lying']} lying" if c["lying"] else "")
             + (f", {c['wonder']} on wonder cards" if c["wonder"] else "") + ".")
    sx = max(r.right + px(10), w - px(74))
    S.ship(surf, seat, sx + px(8), y2 + px(1), px(15))
    r2 = ctx.blit_text(surf, f"{c['ships']} · {c['ships_reserve']}", 12.5, (sx + px(18), y2), T.INK, "cond", "midleft")
    hits.add((ox + sx, oy + y2 - px(9), r2.right - sx, px(18)),
             f"{name}'s ships: {c['ships']} on the map, {c['ships_reserve']} in reserve.")
    # cards owned: three columns of chips
    owned = sorted(cid for cid, s in (view.get("owner") or {}).items() if s == seat)
    used_cards = view.get("used_cards") or {}
    built = view.get("built") or {}
    y4 = y2 + px(13)
    last_y = h - px(14)
    chip_h = px(17)
    cols = 3
    cw = (w - px(20) - (cols - 1) * px(3)) // cols
    avail_rows = max(1, (last_y - px(10) - y4) // (chip_h + px(2)))
    max_chips = avail_rows * cols
    shown = owned if len(owned) <= max_chips else owned[:max(0, max_chips - 1)]

    def chip_rect(i):
        row, colm = divmod(i, cols)
        return pygame.Rect(px(12) + colm * (cw + px(3)), y4 + row * (chip_h + px(2)), cw, chip_h)
    for i, cid in enumerate(shown):
        card = content.cards[cid]
        cr = chip_rect(i)
        used = cid in used_cards
        band = T.WONDER_C if card.is_wonder else (T.CHAR_C if card.type == "character" else T.PROG_C)
        pygame.draw.rect(surf, T.lighten(band, 0.55 if not used else 0.82), cr, border_radius=px(3))
        pygame.draw.rect(surf, band, cr, max(1, px(1.2)), border_radius=px(3))
        tx = cr.x + px(3)
        if card.is_wonder:
            S.wonder_glyph(surf, tx + px(5), cr.centery, px(5), built=cid in built)
            tx += px(12)
        if used:
            # a used card is turned: a quarter-turn arrow mark
            pygame.draw.arc(surf, T.INK, (cr.right - px(13), cr.y + px(3), px(10), px(10)), 0, 4.7, max(1, px(1.5)))
        label = ctx.ellipsize(card.name, 11, cr.right - tx - (px(14) if used else px(2)), "condb")
        ctx.blit_text(surf, label, 11, (tx, cr.centery), T.INK if not used else T.INK_SOFT, "condb", "midleft")
        state = []
        if used:
            state.append("used this round (turned)")
        if card.is_wonder:
            state.append("wonder built" if cid in built else "wonder not yet built")
        hits.add(cr.move(ox, oy), f"{name} owns {card.name}" + (f" — {', '.join(state)}" if state else "") + ".\n"
                 + card_tooltip(card, content), card=cid, key=("owned", cid))
    if len(shown) < len(owned):
        cr = chip_rect(len(shown))
        rest = owned[len(shown):]
        ctx.blit_text(surf, f"+{len(rest)} more", 11, (cr.x + px(4), cr.centery), T.INK_SOFT, "condb", "midleft")
        hits.add(cr.move(ox, oy), f"{name} also owns: " + ", ".join(content.cards[c].name for c in rest) + ".")
    if not owned:
        ctx.blit_text(surf, "no cards", 11.5, (px(14), y4 + chip_h // 2), T.INK_FAINT, "cond", "midleft")
    # last row: secrets (the viewer's own values, else hidden) and the objective
    x = px(14)
    y3 = last_y
    if mine and p.get("florins") is not None:
        cubes = p.get("cubes") or {}
        S.florin(surf, x + px(6), y3, px(6))
        r = ctx.blit_text(surf, f"{p['florins']}", 12.5, (x + px(15), y3), T.INK, "bold", "midleft")
        xx = r.right + px(7)
        tot = sum(cubes.values())
        S.cube(surf, "wood", (xx, y3 - px(5), px(10), px(10)))
        r = ctx.blit_text(surf, f"{tot}", 12.5, (xx + px(13), y3), T.INK, "bold", "midleft")
        xx = r.right + px(7)
        S.token_glyph(surf, xx + px(6), y3, px(6))
        r = ctx.blit_text(surf, f"{p.get('tokens', 0)}", 12.5, (xx + px(15), y3), T.INK, "bold", "midleft")
        hits.add((ox + x, oy + y3 - px(9), r.right - x, px(18)),
                 f"Your florins {p['florins']}, cubes {tot}, explorer tokens {p.get('tokens', 0)} (only you see these).")
    else:
        r = None
    oid = p.get("objective")
    revealed = p.get("revealed")
    show_obj = oid and (revealed or mine)
    if r is None:
        S.lock_glyph(surf, x + px(6), y3, px(6))
        label = "ƒ, cubes, tokens hidden" if show_obj else "ƒ, cubes, tokens, objective hidden"
        r = ctx.blit_text(surf, label, 11.5, (x + px(14), y3), T.INK_SOFT, "cond", "midleft")
        hits.add((ox + x, oy + y3 - px(9), r.right - x, px(18)),
                 f"{name}'s florins, cubes and explorer tokens are behind their screen"
                 + ("." if show_obj else "; the objective card is secret until its end condition is met."))
    if show_obj:
        ox2 = r.right + px(8)
        obj = content.objectives[oid]
        label = ("Revealed: " if revealed else "Obj: ") + obj.name
        r = ctx.blit_text(surf, ctx.ellipsize(label, 11.5, w - ox2 - px(8), "condb"), 11.5, (ox2, y3),
                          T.RED if revealed else T.INK, "condb", "midleft")
        hits.add(r.move(ox, oy), ("Revealed objective (ends the game).\n" if revealed else "Your secret objective.\n")
                 + objective_text(obj, view["n"]), card=oid, key=("objective", seat))
    return surf


def _ordinal(k):
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


COLOUR_NAMES = ["blue", "orange", "green", "pink", "vermilion"]


def _colour_name(seat):
    return COLOUR_NAMES[seat % len(COLOUR_NAMES)]


def draw_private(ctx, size, view, content, hits):
    """The viewer's screen: florins, cubes, explorer tokens and objective (seat views
    only); the public view shows the build costs and tax table instead."""
    w, h = size
    px = ctx.px
    seat = view.get("seat")
    p = view["players"][seat] if seat is not None and 0 <= seat < len(view["players"]) else None
    if p is None or p.get("florins") is None:
        surf, y0 = panel(ctx, size, "Public view — every player's screen is hidden")
        _reference(ctx, surf, pygame.Rect(px(10), y0 + px(8), w - px(20), h - y0 - px(14)), content, hits)
        return surf
    name = view["names"][seat]
    surf, y0 = panel(ctx, size, f"{name}'s screen — private", band=T.darken(T.player_colour(seat), 0.25))
    x = px(12)
    y = y0 + px(22)
    S.florin(surf, x + px(13), y, px(13))
    r = ctx.blit_text(surf, f"{p['florins']}", 22, (x + px(32), y), T.INK, "bold", "midleft")
    hits.add((x, y - px(14), r.right - x, px(28)), f"Your florins: {p['florins']} (secret).")
    tx = r.right + px(20)
    S.token_glyph(surf, tx + px(11), y, px(11))
    r = ctx.blit_text(surf, f"{p.get('tokens', 0)}", 22, (tx + px(27), y), T.INK, "bold", "midleft")
    hits.add((tx, y - px(14), r.right - tx, px(28)),
             f"Your explorer tokens: {p.get('tokens', 0)}. In a crisis each counts as one cube of any type.")
    cubes = p.get("cubes") or {}
    y2 = y + px(36)
    cx = x
    for res in content.rules["resources"]:
        k = cubes.get(res, 0)
        S.resource_icon(surf, res, cx + px(12), y2, px(12))
        r = ctx.blit_text(surf, str(k), 17, (cx + px(28), y2), T.INK if k else T.INK_FAINT, "bold", "midleft")
        hits.add((cx, y2 - px(13), r.right - cx, px(26)), f"Your {res} cubes: {k}.")
        cx = r.right + px(12)
    _reference(ctx, surf, pygame.Rect(px(12), y2 + px(18), px(450), h - y2 - px(24)), content, hits, compact=True)
    oid = p.get("objective")
    if oid:
        obj = content.objectives[oid]
        ow = px(150)
        rect = pygame.Rect(w - ow - px(12), y0 + px(6), ow, h - y0 - px(16))
        surf.blit(draw_objective(ctx, obj, rect.size, view["n"]), rect)
        hits.add(rect, "Your secret objective card.\n" + objective_text(obj, view["n"]), card=oid, key=("objective", seat))
    return surf


def _reference(ctx, surf, rect, content, hits, compact=False):
    """Build costs (and, in the public view, a legend of the pieces and the tax table),
    as printed on the player screens."""
    px = ctx.px
    costs = content.rules["build_costs"]
    x, y = rect.x, rect.y
    ctx.blit_text(surf, "Build costs", 12, (x, y + px(6)), T.INK_SOFT, "condb", "midleft")
    y += px(14)
    ncol = 3 if compact else 1
    col_w = (rect.w if compact else px(170)) // ncol
    for i, (kind, cost) in enumerate(costs.items()):
        cx = x + (i % ncol) * col_w
        cy = y + (i // ncol) * px(19) + px(8)
        if kind == "ship":
            S.ship(surf, 0, cx + px(8), cy, px(14))
        else:
            S.building(surf, kind, cx + px(8), cy, px(7))
        r = ctx.blit_text(surf, kind, 11.5, (cx + px(20), cy), T.INK, "condb", "midleft")
        xx = max(r.right + px(4), cx + px(62))
        for res, k in (cost.get("cubes") or {}).items():
            for _ in range(k):
                S.resource_icon(surf, res, xx + px(6), cy, px(6))
                xx += px(13)
        if cost.get("florins"):
            r = ctx.blit_text(surf, f"{cost['florins']}ƒ", 12, (xx + px(2), cy), T.INK, "condb", "midleft")
            xx = r.right
        hits.add((cx, cy - px(9), xx - cx, px(18)), f"{kind.capitalize()}: {cost_text(cost)} (to the bank).")
    if compact:
        return
    # legend of the pieces
    lx = rect.x + px(190)
    ctx.blit_text(surf, "Pieces", 12, (lx, rect.y + px(6)), T.INK_SOFT, "condb", "midleft")
    items = [("active", 0, 0), ("engaged", 0, 1), ("lying", 1, 0), ("rebel", 2, 0)]
    for i, (label, down, eng) in enumerate(items):
        cx = lx + (i % 2) * px(96)
        cy = rect.y + px(30) + (i // 2) * px(26)
        S.citizen(surf, 0, cx + px(9), cy, px(18), down, eng)
        r = ctx.blit_text(surf, label, 12, (cx + px(22), cy), T.INK, "cond", "midleft")
        hits.add((cx, cy - px(11), r.right - cx, px(22)), {
            "active": "Active citizen (standing): free to act.",
            "engaged": "Engaged citizen (white ring): used up for this round.",
            "lying": "Lying citizen (on its side): laid down by a domestic crisis.",
            "rebel": "Rebel (on its side, red X): still lying when the crisis ended; cannot act, is not taxed.",
        }[label])
    cy = rect.y + px(82)
    S.ship(surf, 0, lx + px(9), cy, px(18))
    ctx.blit_text(surf, "ship", 12, (lx + px(22), cy), T.INK, "cond", "midleft")
    S.coin(surf, lx + px(105), cy, px(7))
    ctx.blit_text(surf, "barbarian coin", 12, (lx + px(118), cy), T.INK, "cond", "midleft")
    cy += px(24)
    S.hut(surf, lx + px(9), cy, px(14))
    ctx.blit_text(surf, "hut", 12, (lx + px(22), cy), T.INK, "cond", "midleft")
    S.action_disc(surf, 0, lx + px(105), cy, px(7))
    ctx.blit_text(surf, "action disc", 12, (lx + px(118), cy), T.INK, "cond", "midleft")
    # tax table
    tx = rect.x + px(420)
    ctx.blit_text(surf, "Taxes", 12, (tx, rect.y + px(6)), T.INK_SOFT, "condb", "midleft")
    ctx.blit_text(surf, "non-rebel citizens → ƒ", 11, (tx + px(42), rect.y + px(6)), T.INK_FAINT, "cond", "midleft")
    lo = 0
    for i, row in enumerate(content.rules["taxes"]["income"]):
        label = f"{lo}" if lo == row["upto"] else f"{lo}–{row['upto']}"
        cy = rect.y + px(26) + (i % 3) * px(19)
        cx = tx + (i // 3) * px(90)
        ctx.blit_text(surf, f"{label}: {row['florins']}ƒ", 12.5, (cx, cy), T.INK, "condb", "midleft")
        lo = row["upto"] + 1
    hits.add((tx, rect.y, rect.right - tx, px(80)),
             "Tax table: income of the Taxes action (rebellion +1) by your non-rebel citizens on the map.")


def draw_status(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, (24, 28, 34), r, border_radius=px(6))
    pygame.draw.rect(surf, T.GOLD_DARK, r, max(1, px(1.5)), border_radius=px(6))
    seat = view.get("to_act")
    x = px(10)
    if seat is not None and not view.get("over"):
        S.player_token(surf, seat, x + px(10), h // 2, px(10))
        x += px(26)
    text = status_line(view)
    size_ = ctx.fit_text(text, 15, w - x - px(10), "bold", 11)
    ctx.blit_text(surf, ctx.ellipsize(text, size_, w - x - px(10), "bold"), size_, (x, h // 2), T.WHITE, "bold", "midleft")
    hits.add(r, text, key=("status",))
    return surf


def draw_phases(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, (24, 28, 34), r, border_radius=px(6))
    rnd = view.get("round", 0)
    phase = view.get("phase")
    label = f"Round {rnd}" if rnd else "Round 0 · first discovery"
    lr = ctx.blit_text(surf, label, 15 if rnd else 13, (px(10), h // 2), T.GOLD, "serif", "midleft")
    hits.add(lr, f"Round {rnd}" + (" (round 0: every player places a first hex)" if rnd == 0 else "") + ".",
             key=("round",))
    x0 = lr.right + px(12)
    pw = (w - x0 - px(6)) / len(PHASES)
    for i, ph in enumerate(PHASES):
        cell = pygame.Rect(int(x0 + i * pw), px(5), int(pw) - px(4), h - px(10))
        skipped = rnd == 1 and ph in ("deactivation", "balance") or rnd == 0
        lit = ph == phase
        fill = T.GOLD if lit else ((40, 44, 52) if skipped else (62, 68, 78))
        pygame.draw.rect(surf, fill, cell, border_radius=px(4))
        ink = T.INK if lit else ((110, 110, 110) if skipped else (220, 220, 220))
        t = f"{i + 1} {phase_title(ph)}"
        sz = ctx.fit_text(t, 12.5, cell.w - px(6), "condb", 9)
        ctx.blit_text(surf, t, sz, cell.center, ink, "condb", "center")
        tip = PHASE_HELP[ph]
        if skipped and rnd == 1:
            tip += " (Skipped in round 1.)"
        if lit:
            tip = "NOW — " + tip
        hits.add(cell, tip, key=("phase", ph))
    return surf


def draw_log(ctx, size, lines, names, hits, scroll=0):
    """The newest lines at the bottom; `scroll` lines back from the end."""
    w, h = size
    px = ctx.px
    surf, y0 = panel(ctx, size, "Log")
    area = pygame.Rect(px(8), y0 + px(4), w - px(16), h - y0 - px(10))
    fs = 12
    lh = ctx.line_h(fs, "cond")
    wrapped = []
    for ln in lines[-200:]:
        for i, part in enumerate(ctx.wrap(ln, fs, area.w - px(8), "cond")):
            wrapped.append((part, i > 0))
    fit = max(1, area.h // lh)
    end = max(0, len(wrapped) - scroll)
    shown = wrapped[max(0, end - fit):end]
    y = area.y
    name_cols = {n: T.player_colour(i) for i, n in enumerate(names)}
    for text, cont in shown:
        x = area.x + (px(8) if cont else 0)
        first = text.split(" ", 1)[0].rstrip(":,.'s")
        if not cont and first in name_cols:
            r = ctx.blit_text(surf, first, fs, (x, y), T.darken(name_cols[first], 0.25), "condb")
            ctx.blit_text(surf, text[len(first):], fs, (r.right, y), T.INK, "cond")
        else:
            ctx.blit_text(surf, text, fs, (x, y), T.INK, "cond")
        y += lh
    if not lines:
        ctx.blit_text(surf, "Nothing has happened yet.", fs, area.topleft, T.INK_FAINT, "cond")
    hits.add(area, "The game log: newest at the bottom (scroll with the mouse wheel).", key=("log",))
    return surf
