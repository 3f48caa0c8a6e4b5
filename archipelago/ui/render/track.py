"""The evolution track (5 slots with price ladders, the deck's balance side, deck and
discard counts), the trend card and the supply (bank, explorer piles, hex stack)."""
from __future__ import annotations

import pygame

from .. import theme as T
from archipelago.i18n import _, ngettext, pgettext
from archipelago.words.cards import balance_text, card_tooltip
from . import shapes as S
from .cards import CARD_W, draw_balance, draw_card, draw_trend
from .common import first_fit, panel
from .hexmap import tile_surface
from .map_words import face_words
from .names import list_words, res_name
from archipelago.engine import tables
from archipelago.engine.kinds import FLORINS

TRACK_FILL = (74, 58, 44)        # the track's wooden panel (animations blank a slot with it)


def draw_track(ctx, size, view, content, hits, forecast=None):
    """The track; with the deck top's `forecast` (render.forecast), its balance half (the
    parts under the card's heading) tells the forecast when hovered."""
    w, h = size
    px = ctx.px
    deck_n = view.get("deck_size", 0)
    disc_n = len(view.get("discard") or ())
    surf, y0 = panel(ctx, size, _("Evolution track   ·   deck {deck}   ·   discard {discard}").format(
        deck=deck_n, discard=disc_n),
                     colour=TRACK_FILL, band=(52, 40, 30))
    prices = tuple(content.rules["track"]["prices"])
    slots = view.get("track") or []
    gap = px(6)
    top = y0 + px(6)
    ch = h - top - px(10)
    n = content.rules["track"]["slots"]
    cw = (w - px(8) - gap * (n + 1)) // (n + 1)
    # deck
    dx = px(6)
    deck_rect = pygame.Rect(dx, top, cw, ch)
    if deck_n:
        for k in range(min(3, max(0, deck_n - 1)), 0, -1):
            pygame.draw.rect(surf, (30, 36, 50), deck_rect.move(k * 2, k * 2), border_radius=px(7))
    bal = draw_balance(ctx, view.get("deck_top"), content, deck_rect.size, deck_n, players=view.get("n"))
    surf.blit(bal, deck_rect)
    tip = (_("Top of the evolution deck (balance side).") + " " + balance_text(view["deck_top"], content, view.get("n"))
           if view.get("deck_top") else _("The evolution deck is empty."))
    tip += "\n" + _("Deck: {deck} cards; discard: {discard}. Red parts are resolved as soon as the card becomes the "
                    "top card in phase 6; the rest in phase 4.").format(deck=deck_n, discard=disc_n)
    hits.add(deck_rect, tip, card="deck", key=("deck",))
    if forecast is not None:
        head = ctx.px(22 * deck_rect.w / (CARD_W * ctx.s))          # draw_balance's heading
        hits.add(pygame.Rect(deck_rect.x, deck_rect.y + head, deck_rect.w, deck_rect.h - head), forecast.words,
                 key=("forecast",))
    hits.mark(("deck",), deck_rect.centerx, deck_rect.centery, 0, ("rect", deck_rect.w, deck_rect.h))
    for i in range(n):
        x = dx + (i + 1) * (cw + gap)
        rect = pygame.Rect(x, top, cw, ch)
        slot = slots[i] if i < len(slots) else None
        hits.mark(("slot", i), rect.centerx, rect.centery, 0, ("rect", rect.w, rect.h))
        if slot is None:
            pygame.draw.rect(surf, (96, 78, 60), rect, 2, border_radius=px(7))
            ctx.blit_text(surf, pgettext("slot", "empty"), 12, rect.center, (170, 150, 120), "cond", "center")
            hits.add(rect, _("Slot {n}: empty (refilled from the deck in phase 6).").format(n=i + 1), key=("slot", i))
            continue
        card = content.cards[slot["card"]]
        face = draw_card(ctx, card, rect.size, price=slot["price"], turns=slot["turns"], prices=prices,
                         content=content)
        surf.blit(face, rect)
        steps = len(prices) - 1 - slot["turns"]
        if steps == 0:
            head = _("Slot {n}: {price}ƒ now (turned {turns}×; next turn sends it to the flash).")
        else:
            head = ngettext("Slot {n}: {price}ƒ now (turned {turns}×; {steps} more turn before the flash).",
                            "Slot {n}: {price}ƒ now (turned {turns}×; {steps} more turns before the flash).", steps)
        hits.add(rect, head.format(n=i + 1, price=slot['price'], turns=slot['turns'], steps=steps) + "\n"
                 + card_tooltip(card, content), card=card.id, key=("slot", i))
    return surf


def draw_trend_area(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    surf, y0 = panel(ctx, size, None, colour=(74, 58, 44), band=(52, 40, 30))
    tid = view.get("trend")
    if not tid:
        label = first_fit(ctx, (_("Trend card: turned up after round 0"), _("Trend card: after round 0"),
                                _("Trend card")), 12, w - px(12), "cond")
        ctx.blit_text(surf, label, 12, (w // 2, h // 2), (220, 200, 170), "cond", "center")
        hits.add(surf.get_rect(), _("The trend card is turned face up at the end of round 0."))
        return surf
    trend = content.trends[tid]
    rect = pygame.Rect(px(6), px(6), w - px(14), h - px(14))
    surf.blit(draw_trend(ctx, trend, rect.size, u=1.12, content=content), rect)
    hits.add(rect, _("Trend card {name}: {text} Ranked at the end for {points} points.").format(
        name=content.shown("trend", tid, "name"), text=content.shown("trend", tid, "text"),
        points="/".join(str(p) for p in trend.points)), card=tid, key=("trend",))
    return surf


def draw_supply(ctx, size, view, content, hits):
    """The bank (cubes and florins), the explorer piles, the hex stack and the box: two rows
    flowing left to right up to the hex stack, whose count is a badge on its top hex. Words
    give way first (the labels, the box count: all in the tooltips), then text returns to its
    100 % size, so nothing crowds another thing at any UI scale (issue 26)."""
    w, h = size
    px = ctx.px
    surf, y0 = panel(ctx, size, _("Supply"))
    hs = view.get("hex_stack_size", 0)
    R = px(24)
    hx = w - px(34)
    hy = y0 + (h - y0) // 2
    limit = hx - R - px(8)
    for c, labels, force in ((ctx, True, False), (ctx, False, False), (T.Ctx(ctx.s), False, False),
                             (T.Ctx(ctx.s), False, True)):     # a tiny window: whatever it takes
        plan = _supply_rows(c, view, content, y0, limit, labels, force)
        if plan is not None:
            break
    top_face = view.get("hex_stack_top")
    if top_face and top_face in content.faces:
        t = tile_surface(content.faces[top_face], 0, R)
        for k in range(min(3, hs - 1), 0, -1):
            pygame.draw.circle(surf, (40, 60, 80), (hx + k * 2, hy + k * 2), R - 2)
        surf.blit(t, t.get_rect(center=(hx, hy)))
    hits.mark(("hexstack",), hx, hy, R, ("rect", 2 * R, 2 * R))
    badge = c.text(str(hs), 12, T.INK, "condb")
    br = badge.get_rect(center=(hx + R - px(4), hy + R - px(6))).inflate(px(6), px(2))
    pygame.draw.rect(surf, (246, 238, 218), br, border_radius=br.h // 2)
    pygame.draw.rect(surf, T.INK, br, 1, border_radius=br.h // 2)
    surf.blit(badge, badge.get_rect(center=br.center))
    for kind, x, cy, value, item in plan:
        _supply_item(c, surf, kind, x, cy, value, item, view, hits, content.rules)
    tip = ngettext("Hex stack: {n} hex, the top one face up; {discarded} discarded (the discards are shuffled "
                   "back when the stack runs out).",
                   "Hex stack: {n} hexes, the top one face up; {discarded} discarded (the discards are shuffled "
                   "back when the stack runs out).", hs).format(n=hs, discarded=view.get('hex_discard_size', 0))
    face = content.faces.get(top_face) if top_face else None
    if face is not None:            # what the top hex offers, and its large view (issue 37)
        tip += "\n" + _("The top hex: {offers}.").format(offers=face_words(face))
    hits.add(pygame.Rect(hx - R, hy - R, 2 * R, 2 * R).union(br).inflate(px(4), 0), tip,
             card="face:" + top_face if face is not None else None, key=("hexstack",))   # (a key, not shown)
    return surf


def _supply_rows(ctx, view, content, y0, limit, labels, force=False):
    """[(kind, x, y, value, item)] of the supply's two rows in this context, or None when
    they do not fit left of `limit` (`force`: the second row runs on past it)."""
    px = ctx.px
    bank = view["bank"]
    box = view.get("tokens_box", 0)
    rows_y, cur = (y0 + px(18), y0 + px(48)), [px(10), 0]
    out = []

    def count_w(n):
        return px(19) + ctx.font(13, "bold").size(str(n))[0]

    def place(width, gap=0, row=None):
        if row is not None and row > cur[1]:
            cur[:] = [px(10), row]
        elif cur[0] > px(10):
            cur[0] += gap
        if cur[0] + width > limit:
            if cur[1] == 1 and not force:
                return None
            if cur[1] == 1:
                x = cur[0]
                cur[0] += width
                return x, rows_y[1]
            cur[:] = [px(10), 1]
        x = cur[0]
        cur[0] += width
        return x, rows_y[cur[1]]

    items = []
    if labels:
        items.append(("label", _("Bank"), 0, None))
    for res in content.rules["resources"]:
        items.append(("cube", bank["cubes"].get(res, 0), 9, res))
    items.append(("florins", bank["florins"], 9, None))
    piles = list(view.get("piles") or [])
    if labels:
        items.append(("label", _("Piles"), 14, "row"))
    for i, k in enumerate(piles):
        items.append(("pile", k, 7 if i else (14 if not labels else 7), i))
    for kind, value, gap, item in items:
        width = ctx.font(12, "condb").size(value)[0] if kind == "label" else count_w(value)
        spot = place(width, px(gap))
        if spot is None:
            return None
        out.append((kind, spot[0], spot[1], value, item))
    if labels and cur[0] + px(12) + ctx.font(12, "cond").size(_("box {n}").format(n=box))[0] <= limit:
        out.append(("box", cur[0] + px(12), rows_y[cur[1]], box, None))
    return out


def pile_gains_words(view, rules):
    """R8: who would gain an action disc if an explorer pile ran out now (engine
    tables.disc_gains: nobody beyond the most a player may hold)."""
    most = rules["pieces"]["action_discs"]
    gains = tables.disc_gains([p["discs"] for p in view["players"]], most, rules["action_discs_per_empty_pile"])
    names = [view["names"][s] for s, k in enumerate(gains) if k]
    if not names:
        return _("If one ran out now nobody would gain one: every player has {most} already.").format(most=most)
    full = [view["names"][s] for s, k in enumerate(gains) if not k]
    if not full:
        return _("If one ran out now every player would gain one.")
    return _("If one ran out now {names} would gain one ({full}: {most} already).").format(
        names=list_words(names), full=list_words(full), most=most)


def _supply_item(ctx, surf, kind, x, cy, value, item, view, hits, rules):
    px = ctx.px
    if kind == "label":
        surf.blit(t := ctx.text(value, 12, T.INK_SOFT, "condb"), t.get_rect(midleft=(x, cy)))
        return
    if kind == "box":
        r = ctx.blit_text(surf, _("box {n}").format(n=value), 12, (x, cy), T.INK_SOFT, "cond", "midleft")
        hits.add(r, ngettext("{n} explorer token returned to the box (spent in crises).",
                             "{n} explorer tokens returned to the box (spent in crises).", value).format(n=value))
        return
    colour = T.RED if kind == "cube" and value == 0 else T.INK
    t = ctx.text(str(value), 13, colour, "bold")
    r = t.get_rect(midleft=(x + px(19), cy))
    if kind == "cube":
        S.resource_icon(surf, item, x + px(8), cy, px(8))
        tip = (_("The bank has no {res} cube — nobody can receive any!").format(res=res_name(item)) if value == 0
               else ngettext("The bank has {n} {res} cube.", "The bank has {n} {res} cubes.", value).format(
                   n=value, res=res_name(item)))
    elif kind == FLORINS:
        S.florin(surf, x + px(8), cy, px(8))
        tip = _("The bank holds {n} florins.").format(n=value)
    else:
        for j in range(min(value, 4)):
            S.token_glyph(surf, x + px(9), cy + px(3) - j * px(2), px(8))
        if value == 0:
            S.circle(surf, x + px(9), cy, px(8), None, T.INK_FAINT, 1)
        tip = ngettext("Explorer pile {pile}: {n} token. Tokens are taken from pile 1, then 2, then 3; when a pile "
                       "runs out every player below {most} action discs gains one. {box} tokens are back in the box.",
                       "Explorer pile {pile}: {n} tokens. Tokens are taken from pile 1, then 2, then 3; when a pile "
                       "runs out every player below {most} action discs gains one. {box} tokens are back in the box.",
                       value).format(pile=item + 1, n=value, box=view.get('tokens_box', 0), most=rules["pieces"]["action_discs"])
        if value:
            tip += " " + pile_gains_words(view, rules)
    surf.blit(t, r)
    hits.add((x, cy - px(10), r.right - x, px(20)), tip)
