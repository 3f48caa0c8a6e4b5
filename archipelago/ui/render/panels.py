"""Player panels (public holdings, discs, turn order, cards, hidden secrets) and the viewer's
private screen (its standing and the rules reference); the status line and the phase tracker
are status.py's, the log log.py's."""
from __future__ import annotations

import pygame

from archipelago import i18n

from .. import theme as T
from ..hits import Hits
from archipelago.i18n import _, N_, ngettext, pgettext
from archipelago.words.cards import card_tooltip, cost_text, objective_text, peek_words
from archipelago.words.status import bid_held_words, own_bid
from . import shapes as S
from .cards import draw_objective
from .common import first_fit, panel
from .names import kind_title, ordinal, res_name
from .patches import drawn
from archipelago.engine.kinds import REBELS, SHIP


def _counts(view, seat):
    """The seat's pieces as its panel counts them: the view's facts (engine
    pieces.public_facts)."""
    c = view["facts"]["citizens"][seat]
    return {"citizens": c["map"], "wonder": c["wonder"], "reserve": c["reserve"], "rebels": c["rebels"],
            "lying": c["lying"], "ships": c["ships"],
            "ships_reserve": view["unit_slots"] - view["citizens_per_player"] - c["ships"]}


def draw_players(ctx, size, view, content, hits, acting=None):
    """The players' panels in seat order; the panel of the seat to act (`acting`: the one
    the status line names instead, the hand-off linger's mover, issue 38) lit."""
    w, h = size
    px = ctx.px
    surf = pygame.Surface(size, pygame.SRCALPHA)
    order = list(view.get("order") or range(view["n"]))
    n = view["n"]
    gap = px(6)
    ph = min(px(150), (h - gap * (n - 1)) // n)
    viewer = view.get("seat")
    if acting is None:
        acting = view.get("to_act")
    for seat in range(n):               # fixed seat order; the badge gives the turn order (issue 18)
        pos = order.index(seat) if seat in order else None
        rect = pygame.Rect(0, seat * (ph + gap), w, ph)
        hits.add(rect, _("{name}'s panel: public holdings, discs and cards.").format(name=view['names'][seat]),
                 key=("player", seat))
        hits.mark(("player", seat), rect.centerx, rect.centery, 0, ("rect", rect.w, rect.h))
        key = (rect, ctx.s, ctx.t, T.seat_styles(), i18n.language(), pos, seat == viewer, seat == acting,
               _panel_facts(view, seat))
        cached = _PANELS.get((id(content), seat))
        if cached is None or cached[0] != key:
            own = Hits()
            pan = _player_panel(ctx, rect.size, view, content, seat, pos, seat == viewer, seat == acting, own,
                                rect.topleft)
            cached = _PANELS[(id(content), seat)] = (key, pan, own.items)
        surf.blit(cached[1], rect)
        hits.items.extend(cached[2])
    return surf


_PANELS: dict[tuple, tuple] = {}        # (content, seat) -> (what the panel shows, surface, hits)


def _panel_facts(view, seat):
    """Everything of `view` one player's panel shows (its cache key, issue 28: a change of
    one player's holdings redraws that panel only)."""
    p = view["players"][seat]
    owner = view.get("owner") or {}
    owned = sorted(cid for cid, s in owner.items() if s == seat)
    used, built = view.get("used_cards") or {}, view.get("built") or {}
    return (repr({k: v for k, v in p.items() if k != "stats"}), repr(view["facts"]["citizens"][seat]),
            view["unit_slots"], view["citizens_per_player"], view["names"][seat], view["n"],
            tuple((cid, cid in used, cid in built) for cid in owned), _peeked_objective(view, seat))


def _player_panel(ctx, size, view, content, seat, pos, mine, acting, hits, origin):
    w, h = size
    px = ctx.px
    ox, oy = origin
    col = T.player_colour(seat)
    p = view["players"][seat]
    name = view["names"][seat]
    fill = (244, 236, 214) if not acting else (252, 244, 214)
    surf, _y = panel(ctx, size, None, colour=fill, band=T.PANEL_EDGE)
    pygame.draw.rect(surf, col, (0, 0, px(7), h - 3), border_top_left_radius=px(7), border_bottom_left_radius=px(7))
    if acting:
        pygame.draw.rect(surf, T.GOLD, surf.get_rect().inflate(-1, -3).move(0, -1), max(2, px(2.5)), border_radius=px(7))
    # row 1: turn position, emblem, name, discs
    y = px(14)
    x = px(20)
    S.circle(surf, x, y, px(9), T.INK, None)
    ctx.blit_text(surf, "–" if pos is None else str(pos + 1), 12, (x, y), T.WHITE, "bold", "center")
    hits.add((ox + x - px(9), oy + y - px(9), px(18), px(18)),
             _("{name} has no place in the turn order yet.").format(name=name) if pos is None else
             _("{name} is {ordinal} in turn order (the panels stay in seat order).").format(
                 name=name, ordinal=ordinal(pos + 1)))
    S.player_token(surf, seat, x + px(22), y, px(9))
    dx = w - px(12)                     # the discs' right end; the name takes the room left of them
    you = _("{name} (you)").format(name=name)
    nm = ctx.ellipsize(first_fit(ctx, (you.replace(" (", "  ("), you, name) if mine else (name,), 14,
                                 dx - px(70) - (x + px(36)), "bold"), 14, dx - px(70) - (x + px(36)), "bold")
    r = ctx.blit_text(surf, nm, 14, (x + px(36), y), T.INK, "bold", "midleft")
    hits.add((ox + x + px(12), oy + y - px(10), r.right - x - px(12), px(20)),
             (_("{name}: colour {colour}, emblem {emblem}. To act now.") if acting
              else _("{name}: colour {colour}, emblem {emblem}.")).format(
                 name=name, colour=_colour_name(seat), emblem=_emblem_name(T.player_emblem(seat))))
    discs, used = p.get("discs", 0), p.get("discs_used", 0)
    left, most = discs - used, content.rules["pieces"]["action_discs"]      # R1, R8: the most discs
    for i in range(most):
        cx = dx - (most - 1 - i) * px(13) - px(4)
        if i < left:
            S.action_disc(surf, seat, cx, y, px(5.5))
        elif i < discs:
            S.circle(surf, cx, y, px(5.5), None, T.INK_SOFT, 1)
        else:
            S.circle(surf, cx, y, px(2), T.PANEL_DARK, None)
    hits.add((ox + dx - px(13 * most + 1), oy + y - px(9), px(13 * most + 1), px(18)),
             _("Action discs: {left} ready, {used} placed, {owned} owned (a pile running out gives one more, "
               "at most {most}).").format(left=left, used=used, owned=discs, most=most))
    # row 2: citizens and ships
    c = _counts(view, seat)
    y2 = y + px(22)
    x = px(14)
    S.citizen(surf, seat, x + px(5), y2, px(15))
    ships = f"{c['ships']} · {c['ships_reserve']}"
    sx = w - px(26) - ctx.font(12.5, "cond").size(ships)[0]        # the ships' block, right-aligned
    extra, brief = [], []
    for k in ("rebels", "lying", "wonder"):
        if c[k]:
            n = c[k]
            extra.append(ngettext("{n} rebel", "{n} rebels", n).format(n=n) if k == REBELS else
                         _("{n} lying").format(n=n) if k == "lying" else _("{n} on wonders").format(n=n))
            brief.append(_("{n} reb.").format(n=n) if k == REBELS else
                         _("{n} lying").format(n=n) if k == "lying" else _("{n} won.").format(n=n))
    forms = [(_("{map} map · {reserve} reserve").format(map=c['citizens'], reserve=c['reserve']), e)
             for e in (extra, brief)]
    forms += [(_("{map} map · {reserve} spare").format(map=c['citizens'], reserve=c['reserve']), brief),
              (f"{c['citizens']} · {c['reserve']}", brief)]
    room = sx - px(10) - (x + px(14))     # the longest words that keep clear of the ships
    t, more = next(((a, b) for a, b in forms if ctx.font(12.5, "cond").size(a)[0]
                    + (ctx.font(12, "condb").size(" (" + ", ".join(b) + ")")[0] if b else 0) <= room), forms[-1])
    r = ctx.blit_text(surf, t, 12.5, (x + px(14), y2), T.INK, "cond", "midleft")
    if more:
        r = ctx.blit_text(surf, " (" + ", ".join(more) + ")", 12, (r.right, y2), T.RED if c["rebels"] else T.INK_SOFT,
                          "condb", "midleft")
    parts = [_("{n} on the map").format(n=c['citizens']), _("{n} in reserve").format(n=c['reserve'])]
    if c["rebels"]:
        parts.append(ngettext("{n} rebel", "{n} rebels", c["rebels"]).format(n=c["rebels"]))
    if c["lying"]:
        parts.append(_("{n} lying").format(n=c["lying"]))
    if c["wonder"]:
        parts.append(_("{n} on wonder cards").format(n=c["wonder"]))
    hits.add((ox + x, oy + y2 - px(9), r.right - x, px(18)),
             _("{name}'s citizens: {counts}.").format(name=name, counts=", ".join(parts)))
    S.ship(surf, seat, sx + px(8), y2 + px(1), px(15))
    r2 = ctx.blit_text(surf, ships, 12.5, (sx + px(18), y2), T.INK, "cond", "midleft")
    hits.add((ox + sx, oy + y2 - px(9), r2.right - sx, px(18)),
             _("{name}'s ships: {map} on the map, {reserve} in reserve.").format(
                 name=name, map=c['ships'], reserve=c['ships_reserve']))
    # cards owned: chips as wide as their short titles, in rows (the full card on hover)
    owned = sorted(cid for cid, s in (view.get("owner") or {}).items() if s == seat)
    used_cards = view.get("used_cards") or {}
    built = view.get("built") or {}
    y4 = y2 + px(13)
    last_y = h - px(14)
    chip_h = max(px(17), ctx.line_h(11, "condb") + 2)
    rows = max(1, (last_y - px(10) - y4) // (chip_h + px(2)))
    left, right = px(12), w - px(8)

    def chip_w(cid):
        card = content.cards[cid]
        return (ctx.font(11, "condb").size(content.shown("card", cid, "short"))[0] + px(6)
                + (px(12) if card.is_wonder else 0) + (px(14) if cid in used_cards else 0))
    more_w = ctx.font(11, "condb").size(_("+{n} more").format(n=len(owned)))[0] + px(8)
    place, x, row = [], left, 0
    for cid in owned:                   # flow every chip, then keep the rows that fit
        cw = min(chip_w(cid), right - left)
        if x + cw > right:
            row, x = row + 1, left
        place.append((cid, pygame.Rect(x, y4 + row * (chip_h + px(2)), cw, chip_h)))
        x += cw + px(3)
    bottom = y4 + rows * (chip_h + px(2))
    if place and place[-1][1].bottom > bottom:
        place = [(c, r) for c, r in place if r.bottom <= bottom]
        while place and place[-1][1].right + px(3) + more_w > right and place[-1][1].bottom > bottom - chip_h:
            place.pop()
    for cid, cr in place:
        card = content.cards[cid]
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
        label = ctx.ellipsize(content.shown("card", cid, "short"), 11, cr.right - tx - (px(14) if used else px(2)),
                              "condb")
        ctx.blit_text(surf, label, 11, (tx, cr.centery), T.INK if not used else T.INK_SOFT, "condb", "midleft")
        state = []
        if used:
            state.append(_("used this round (turned)"))
        if card.is_wonder:
            state.append(_("wonder built") if cid in built else _("wonder not yet built"))
        owns = (_("{name} owns {card} — {state}.") if state else _("{name} owns {card}.")).format(
            name=name, card=content.shown("card", cid, "name"), state=", ".join(state))
        hits.add(cr.move(ox, oy), owns + "\n" + card_tooltip(card, content), card=cid, key=("owned", cid))
    if len(place) < len(owned):
        rest = owned[len(place):]
        cr = pygame.Rect(place[-1][1].right + px(3) if place else left, place[-1][1].y if place else y4,
                         more_w, chip_h)
        ctx.blit_text(surf, _("+{n} more").format(n=len(rest)), 11, (cr.x + px(4), cr.centery), T.INK_SOFT, "condb",
                      "midleft")
        hits.add(cr.move(ox, oy), _("{name} also owns: {cards}.").format(
            name=name, cards=", ".join(content.shown("card", c, "name") for c in rest)))
    if not owned:
        ctx.blit_text(surf, _("no cards"), 11.5, (px(14), y4 + chip_h // 2), T.INK_FAINT, "cond", "midleft")
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
                 _("Your florins {florins}, cubes {cubes}, explorer tokens {tokens} (only you see these).").format(
                     florins=p['florins'], cubes=tot, tokens=p.get('tokens', 0)))
    else:
        r = None
    oid = p.get("objective")
    revealed = p.get("revealed")
    show_obj = oid and (revealed or mine)
    peeked = None if show_obj else _peeked_objective(view, seat)
    if r is None and peeked:
        S.lock_glyph(surf, x + px(6), y3, px(6))
        r = ctx.blit_text(surf, _("ƒ, cubes, tokens hidden"), 11.5, (x + px(14), y3), T.INK_SOFT, "cond", "midleft")
        hits.add((ox + x, oy + y3 - px(9), r.right - x, px(18)),
                 _("{name}'s florins, cubes and explorer tokens are behind their screen.").format(name=name))
        obj = content.objectives[peeked]
        oname = content.shown("objective", peeked, "name")
        ox2 = r.right + px(8)
        label = first_fit(ctx, (_("Peeked: {objective}").format(objective=oname), oname, _("peeked ▸")), 11.5,
                          w - ox2 - px(8), "condb")
        r = ctx.blit_text(surf, label, 11.5, (ox2, y3),
                          (90, 60, 130), "condb", "midleft")
        hits.add(r.move(ox, oy), _("You looked at this objective in secret (only you see this).") + "\n"
                 + objective_text(obj, view["n"], content), card=peeked, key=("objective", seat))
    elif r is None:
        S.lock_glyph(surf, x + px(6), y3, px(6))
        label = _("ƒ, cubes, tokens hidden") if show_obj else _("ƒ, cubes, tokens, objective hidden")
        r = ctx.blit_text(surf, label, 11.5, (x + px(14), y3), T.INK_SOFT, "cond", "midleft")
        hits.add((ox + x, oy + y3 - px(9), r.right - x, px(18)),
                 (_("{name}'s florins, cubes and explorer tokens are behind their screen.") if show_obj else
                  _("{name}'s florins, cubes and explorer tokens are behind their screen; the objective card is "
                    "secret until its end condition is met.")).format(name=name))
    if show_obj:
        ox2 = r.right + px(8)
        obj = content.objectives[oid]
        oname = content.shown("objective", oid, "name")
        forms = [(_("Revealed: {objective}") if revealed else _("Obj: {objective}")).format(objective=oname), oname,
                 _("objective ▸")]
        room = w - ox2 - px(8)          # the longest form that fits; the card in full on hover
        label = first_fit(ctx, forms, 11.5, room, "condb")
        r = ctx.blit_text(surf, label, 11.5, (ox2, y3), T.RED if revealed else T.INK, "condb", "midleft")
        hits.add(r.move(ox, oy), (_("Revealed objective (ends the game).") if revealed
                                  else _("Your secret objective.")) + "\n"
                 + objective_text(obj, view["n"], content), card=oid, key=("objective", seat))
    return surf


def _seen(view):
    """The viewer's private knowledge from peeks: [kind, ...] facts (view["players"][seat]["seen"])."""
    seat = view.get("seat")
    if seat is None or not (0 <= seat < len(view["players"])):
        return []
    return list(view["players"][seat].get("seen") or [])


def _peeked_objective(view, target):
    oid = None
    for fact in _seen(view):
        if fact and fact[0] == "objective" and fact[1] == target:
            oid = fact[2]
    return oid


def seen_lines(view, content):
    """The viewer's peeks as sentences, newest last."""
    out = []
    for fact in _seen(view):
        if not fact:
            continue
        if fact[0] == "objective":
            obj = content.objectives.get(fact[2])
            who = view["names"][fact[1]] if 0 <= fact[1] < len(view["names"]) else "?"
            out.append(_("{name}'s objective: {objective}").format(
                name=who, objective=content.shown("objective", fact[2], "name") if obj else fact[2]))
        elif fact[0] == "deck":
            out.append(_("Deck in round {round}: {cards}").format(round=fact[1],
                                                                  cards=peek_words(fact[2], content) or _("nothing")))
    return out


COLOUR_NAMES = [N_("blue"), N_("orange"), N_("green"), N_("pink"), N_("vermilion")]
EMBLEM_NAMES = {"circle": N_("circle"), "square": N_("square"), "triangle": N_("triangle"),
                "diamond": N_("diamond"), "star": N_("star")}


def _colour_name(seat):
    return _(COLOUR_NAMES[T.seat_style(seat)])


def _emblem_name(emblem):
    return _(EMBLEM_NAMES[emblem]) if emblem in EMBLEM_NAMES else emblem


def draw_private(ctx, size, view, content, hits, standing=None):
    """The viewer's screen: florins, cubes, explorer tokens and objective (seat views
    only); the public view shows the build costs and tax table instead. `standing`: the
    viewer's (standings, points) of match.goals if worked out already (the renderer's)."""
    w, h = size
    px = ctx.px
    seat = view.get("seat")
    p = view["players"][seat] if seat is not None and 0 <= seat < len(view["players"]) else None
    if p is None or p.get("florins") is None:
        surf, y0 = panel(ctx, size, _("Public view — every player's screen is hidden"))
        _reference(ctx, surf, pygame.Rect(px(10), y0 + px(8), w - px(20), h - y0 - px(14)), content, hits)
        return surf
    name = view["names"][seat]
    surf, y0 = panel(ctx, size, _("{name}'s screen — private").format(name=name),
                     band=T.darken(T.player_colour(seat), 0.25))
    x = px(12)
    y = y0 + px(22)
    S.florin(surf, x + px(13), y, px(13))
    r = ctx.blit_text(surf, f"{p['florins']}", 22, (x + px(32), y), T.INK, "bold", "midleft")
    tip = _("Your florins: {florins} (secret).").format(florins=p['florins'])
    held = own_bid(view)
    if held:                            # issue 38: the florins of one's own sealed bid (R5.2)
        r = ctx.blit_text(surf, _("({n}ƒ in your bid)").format(n=held), 12, (r.right + px(5), y), T.INK_SOFT,
                          "cond", "midleft")
        tip += "\n" + bid_held_words(p["florins"], held)
    hits.add((x, y - px(14), r.right - x, px(28)), tip)
    tx = r.right + px(20)
    S.token_glyph(surf, tx + px(11), y, px(11))
    r = ctx.blit_text(surf, f"{p.get('tokens', 0)}", 22, (tx + px(27), y), T.INK, "bold", "midleft")
    hits.add((tx, y - px(14), r.right - tx, px(28)),
             _("Your explorer tokens: {n}. In a crisis each counts as one cube of any type.").format(
                 n=p.get('tokens', 0)))
    seen = seen_lines(view, content)
    sx = r.right + px(24)
    sw = w - sx - px(242)               # up to the objective card
    lh = max(px(14), ctx.line_h(12, "cond"))
    top, bottom = y0 + px(1), y + px(36) - px(13)          # between the title band and the cubes
    room = max(1, min(3, int((bottom - top) // lh)))
    top = max(top, y - room * lh // 2)
    lines = _standing(ctx, view, content, hits, pygame.Rect(sx, top, sw, room * lh), seen, standing)
    for i, (text, colour) in enumerate(lines):
        if ctx.font(12, "cond").size(text)[0] <= sw:        # (no room at all: the tooltip has it)
            ctx.blit_text(surf, text, 12, (sx, int(top + lh / 2 + i * lh)), colour, "cond", "midleft")
    if seen and len(lines) == room:
        hits.add((sx, top + (room - 1) * lh, sw, lh), _("What cards showed you in secret (only you see this):")
                 + "\n" + "\n".join(seen), key=("seen",))
    cubes = p.get("cubes") or {}
    y2 = y + px(36)
    cx = x
    for res in content.rules["resources"]:
        k = cubes.get(res, 0)
        S.resource_icon(surf, res, cx + px(12), y2, px(12))
        r = ctx.blit_text(surf, str(k), 17, (cx + px(28), y2), T.INK if k else T.INK_FAINT, "bold", "midleft")
        hits.add((cx, y2 - px(13), r.right - cx, px(26)), _("Your {res} cubes: {n}.").format(res=res_name(res), n=k))
        cx = r.right + px(12)
    ow = px(230)            # the objective in full (issue 18): name, end condition, scoring
    _reference(ctx, surf, pygame.Rect(px(12), y2 + px(18), min(px(450), w - ow - px(36)), h - y2 - px(24)),
               content, hits, compact=True)
    oid = p.get("objective")
    if oid:
        obj = content.objectives[oid]
        rect = pygame.Rect(w - ow - px(12), y0 + px(6), ow, h - y0 - px(16))
        surf.blit(draw_objective(ctx, obj, rect.size, view["n"], content=content), rect)
        hits.add(rect, _("Your secret objective card.") + "\n" + objective_text(obj, view["n"], content), card=oid,
                 key=("objective", seat))
    return surf


def _standing(ctx, view, content, hits, rect, seen=(), standing=None):
    """How the viewer stands (issues 26 and 37), from their own view (match/goals.py): their
    points had the game ended now (the trend card, their objective, their cards), their
    objective's end condition (how near the game's end they are), and their standing on
    their objective's scoring half, the last given to what a card showed in secret if
    anything did: as many short lines as `rect` holds ((text, colour), ...); the whole, with
    the trend card's standing, in the tooltip."""
    from archipelago.match.goals import points, standings
    got, pts = standing if standing is not None else (standings(view, content), points(view, content))
    lh = max(ctx.px(14), ctx.line_h(12, "cond"))
    room = max(1, rect.h // lh)
    width = rect.w
    green, blue, purple = (40, 90, 40), (30, 70, 120), (90, 60, 130)
    lines = []
    if pts is not None and room < 3:            # two lines: points and the end share the first
        lines.append((first_fit(ctx, pts.compact_forms(), 12, width, "cond"), T.INK))
    elif pts is not None:
        lines.append((first_fit(ctx, pts.forms(), 12, width, "cond"), T.INK))
        if pts.end is not None:
            lines.append((first_fit(ctx, pts.end_forms(), 12, width, "cond"), blue))
    for g in got:
        lines.append((first_fit(ctx, g.forms(_("Objective") if g.source == "objective" else _("Trend")), 12, width,
                                "cond"), green))
    if seen:
        lines = lines[:room - 1] + [(first_fit(ctx, (_("Seen: {what}").format(what=seen[-1]), _("Seen in secret ▸")),
                                               12, width, "cond"), purple)]
    if got or pts is not None:
        tip = [pts.words] if pts is not None else []
        tip.append(_("How you stand now: at the end the objective cards and the trend card rank every player, "
                     "and the most points win."))
        for g in got:
            if g.kind != "rank":
                tip.append(_("Your objective: {line}.").format(line=g.line))
            elif g.source == "objective":
                tip.append(_("Your objective ({card}): {line}.").format(card=g.card, line=g.line))
            else:
                tip.append(_("The trend card ({card}): {line}.").format(card=g.card, line=g.line))
        shown = min(room, len(lines)) - (1 if seen else 0)
        hits.add((rect.x, rect.y, width, max(1, shown) * lh), "\n".join(tip), key=("standing",))
    return lines[:room]


def _reference(ctx, surf, rect, content, hits, compact=False):
    """Build costs (and, in the public view, a legend of the pieces and the tax table),
    as printed on the player screens (the same on every redraw of the panel: kept,
    render/patches.py)."""
    px = ctx.px
    rules = content.rules
    box = pygame.Rect(rect.x - px(4), rect.y - px(2), rect.w + px(16), rect.h + px(14))
    key = ("reference", tuple(rect), compact, ctx.s, ctx.t, i18n.language(), repr(rules["build_costs"]),
           repr(rules["taxes"]))
    drawn(surf, box, key, lambda: _draw_reference(ctx, surf, rect, content, hits, compact), hits)


def _draw_reference(ctx, surf, rect, content, hits, compact):
    px = ctx.px
    costs = content.rules["build_costs"]
    x, y = rect.x, rect.y
    ctx.blit_text(surf, _("Build costs"), 12, (x, y + px(6)), T.INK_SOFT, "condb", "midleft")
    y += px(14)
    def entry_w(kind, cost):            # icon, name, cubes and florins of one build cost
        return (px(20) + max(ctx.font(11.5, "condb").size(kind_title(kind))[0] + px(4), px(42))
                + px(13) * sum((cost.get("cubes") or {}).values())
                + (px(2) + ctx.font(12, "condb").size(f"{cost.get('florins')}ƒ")[0] if cost.get("florins") else 0))
    widest = max(entry_w(k, c) for k, c in costs.items()) + px(8)
    ncol = next((k for k in (3, 2) if k * widest <= rect.w), 1) if compact else 1
    col_w = (rect.w if compact else px(170)) // ncol
    for i, (kind, cost) in enumerate(costs.items()):
        cx = x + (i % ncol) * col_w
        cy = y + (i // ncol) * px(19) + px(8)
        if kind == SHIP:
            S.ship(surf, 0, cx + px(8), cy, px(14))
        else:
            S.building(surf, kind, cx + px(8), cy, px(7))
        r = ctx.blit_text(surf, kind_title(kind), 11.5, (cx + px(20), cy), T.INK, "condb", "midleft")
        xx = max(r.right + px(4), cx + px(62))
        for res, k in (cost.get("cubes") or {}).items():
            for _k in range(k):
                S.resource_icon(surf, res, xx + px(6), cy, px(6))
                xx += px(13)
        if cost.get("florins"):
            r = ctx.blit_text(surf, f"{cost['florins']}ƒ", 12, (xx + px(2), cy), T.INK, "condb", "midleft")
            xx = r.right
        hits.add((cx, cy - px(9), xx - cx, px(18)), _("{Kind}: {cost} (to the bank).").format(
            Kind=kind_title(kind), cost=cost_text(cost)))
    if compact:
        return
    # legend of the pieces
    lx = rect.x + px(190)
    ctx.blit_text(surf, _("Pieces"), 12, (lx, rect.y + px(6)), T.INK_SOFT, "condb", "midleft")
    items = [(pgettext("piece", "active"), 0, 0, _("Active citizen (standing): free to act.")),
             (pgettext("piece", "engaged"), 0, 1, _("Engaged citizen (white ring): used up for this round.")),
             (pgettext("piece", "lying"), 1, 0, _("Lying citizen (on its side): laid down by a domestic crisis.")),
             (pgettext("piece", "rebel"), 2, 0, _("Rebel (on its side, red X): still lying when the crisis ended; "
                                                  "cannot act, is not taxed."))]
    for i, (label, down, eng, tip) in enumerate(items):
        cx = lx + (i % 2) * px(96)
        cy = rect.y + px(30) + (i // 2) * px(26)
        S.citizen(surf, 0, cx + px(9), cy, px(18), down, eng)
        r = ctx.blit_text(surf, label, 12, (cx + px(22), cy), T.INK, "cond", "midleft")
        hits.add((cx, cy - px(11), r.right - cx, px(22)), tip)
    cy = rect.y + px(82)
    S.ship(surf, 0, lx + px(9), cy, px(18))
    ctx.blit_text(surf, pgettext("piece", "ship"), 12, (lx + px(22), cy), T.INK, "cond", "midleft")
    S.coin(surf, lx + px(105), cy, px(7))
    ctx.blit_text(surf, pgettext("piece", "barbarian coin"), 12, (lx + px(118), cy), T.INK, "cond", "midleft")
    cy += px(24)
    S.hut(surf, lx + px(9), cy, px(14))
    ctx.blit_text(surf, pgettext("piece", "hut"), 12, (lx + px(22), cy), T.INK, "cond", "midleft")
    S.action_disc(surf, 0, lx + px(105), cy, px(7))
    ctx.blit_text(surf, pgettext("piece", "action disc"), 12, (lx + px(118), cy), T.INK, "cond", "midleft")
    # tax table
    tx = rect.x + px(420)
    head = ctx.blit_text(surf, pgettext("tax table", "Taxes"), 12, (tx, rect.y + px(6)), T.INK_SOFT, "condb",
                         "midleft")
    ctx.blit_text(surf, _("non-rebel citizens → ƒ"), 11, (max(tx + px(42), head.right + px(6)), rect.y + px(6)),
                  T.INK_FAINT, "cond", "midleft")
    lo = 0
    for i, row in enumerate(content.rules["taxes"]["income"]):
        label = f"{lo}" if lo == row["upto"] else f"{lo}–{row['upto']}"
        cy = rect.y + px(26) + (i % 3) * px(19)
        cx = tx + (i // 3) * px(90)
        ctx.blit_text(surf, f"{label}: {row['florins']}ƒ", 12.5, (cx, cy), T.INK, "condb", "midleft")
        lo = row["upto"] + 1
    hits.add((tx, rect.y, rect.right - tx, px(80)),
             _("Tax table: income of the Taxes action (rebellion {change}) by your non-rebel citizens on the "
               "map.").format(change=f"{content.rules['taxes']['rebellion']:+d}"))
