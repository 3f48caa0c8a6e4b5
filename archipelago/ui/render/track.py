"""The evolution track (5 slots with price ladders, the deck's balance side, deck and
discard counts), the trend card and the supply (bank, explorer piles, hex stack)."""
from __future__ import annotations

import pygame

from .. import theme as T
from archipelago.words import balance_text, card_tooltip
from . import shapes as S
from .cards import draw_balance, draw_card, draw_trend
from .common import first_fit, panel
from .hexmap import tile_surface

TRACK_FILL = (74, 58, 44)        # the track's wooden panel (animations blank a slot with it)


def draw_track(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    deck_n = view.get("deck_size", 0)
    disc_n = len(view.get("discard") or ())
    surf, y0 = panel(ctx, size, f"Evolution track   ·   deck {deck_n}   ·   discard {disc_n}",
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
    tip = ("Top of the evolution deck (balance side). " + balance_text(view["deck_top"], content, view.get("n"))
           if view.get("deck_top") else "The evolution deck is empty.")
    tip += f"\nDeck: {deck_n} cards; discard: {disc_n}. Red parts are resolved as soon as the card becomes the top card in phase 6; the rest in phase 4."
    hits.add(deck_rect, tip, card="deck", key=("deck",))
    hits.mark(("deck",), deck_rect.centerx, deck_rect.centery, 0, ("rect", deck_rect.w, deck_rect.h))
    for i in range(n):
        x = dx + (i + 1) * (cw + gap)
        rect = pygame.Rect(x, top, cw, ch)
        slot = slots[i] if i < len(slots) else None
        hits.mark(("slot", i), rect.centerx, rect.centery, 0, ("rect", rect.w, rect.h))
        if slot is None:
            pygame.draw.rect(surf, (96, 78, 60), rect, 2, border_radius=px(7))
            ctx.blit_text(surf, "empty", 12, rect.center, (170, 150, 120), "cond", "center")
            hits.add(rect, f"Slot {i + 1}: empty (refilled from the deck in phase 6).", key=("slot", i))
            continue
        card = content.cards[slot["card"]]
        face = draw_card(ctx, card, rect.size, price=slot["price"], turns=slot["turns"], prices=prices)
        surf.blit(face, rect)
        steps = len(prices) - 1 - slot["turns"]
        hits.add(rect, f"Slot {i + 1}: {slot['price']}ƒ now (turned {slot['turns']}×; "
                       f"{'next turn sends it to the flash' if steps == 0 else f'{steps} more turn(s) before the flash'}).\n"
                       + card_tooltip(card, content), card=card.id, key=("slot", i))
    return surf


def draw_trend_area(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    surf, y0 = panel(ctx, size, None, colour=(74, 58, 44), band=(52, 40, 30))
    tid = view.get("trend")
    if not tid:
        label = first_fit(ctx, ("Trend card: turned up after round 0", "Trend card: after round 0", "Trend card"),
                          12, w - px(12), "cond")
        ctx.blit_text(surf, label, 12, (w // 2, h // 2), (220, 200, 170), "cond", "center")
        hits.add(surf.get_rect(), "The trend card is turned face up at the end of round 0.")
        return surf
    trend = content.trends[tid]
    rect = pygame.Rect(px(6), px(6), w - px(14), h - px(14))
    surf.blit(draw_trend(ctx, trend, rect.size, u=1.12), rect)
    hits.add(rect, f"Trend card {trend.name}: {trend.text} Ranked at the end for "
                   + "/".join(str(p) for p in trend.points) + " points.", card=tid, key=("trend",))
    return surf


def draw_supply(ctx, size, view, content, hits):
    """The bank (cubes and florins), the explorer piles, the hex stack and the box."""
    w, h = size
    px = ctx.px
    surf, y0 = panel(ctx, size, "Supply")
    bank = view["bank"]
    # the hex stack on the right, its counts left of it; the rows end before them
    hs = view.get("hex_stack_size", 0)
    top_face = view.get("hex_stack_top")
    R = px(24)
    hx = w - px(40)
    hy = y0 + (h - y0) // 2
    if top_face and top_face in content.faces:
        t = tile_surface(content.faces[top_face], 0, R)
        for k in range(min(3, hs - 1), 0, -1):
            pygame.draw.circle(surf, (40, 60, 80), (hx + k * 2, hy + k * 2), R - 2)
        surf.blit(t, t.get_rect(center=(hx, hy)))
    hits.mark(("hexstack",), hx, hy, R, ("rect", 2 * R, 2 * R))
    t1 = ctx.text(f"Hexes {hs}", 12, T.INK, "condb")
    t2 = ctx.text(f"discard {view.get('hex_discard_size', 0)}", 11, T.INK_SOFT, "cond")
    r1 = t1.get_rect(midright=(hx - R - px(6), hy - px(7)))
    r2 = t2.get_rect(midright=(hx - R - px(6), hy + px(8)))
    surf.blit(t1, r1)
    limit = min(r1.x, r2.x) - px(6)
    # two rows flowing left to right, up to the hex stack's counts: the bank's cubes and
    # florins, then the explorer piles and the box
    rows_y, cur = (y0 + px(18), y0 + px(48)), [px(10), 0]

    def spot(width, gap=0):
        if cur[0] > px(10):
            cur[0] += gap
        if cur[0] + width > limit and cur[1] == 0:
            cur[:] = [px(10), 1]
        x = cur[0]
        cur[0] += width
        return x, rows_y[cur[1]]

    def count(n, colour=T.INK):
        t = ctx.text(str(n), 13, colour, "bold")
        x, cy = spot(px(19) + t.get_width(), px(9))
        return t.get_rect(midleft=(x + px(19), cy)), x, cy

    t = ctx.text("Bank", 12, T.INK_SOFT, "condb")
    x, cy = spot(t.get_width())
    surf.blit(t, t.get_rect(midleft=(x, cy)))
    for res in content.rules["resources"]:
        k = bank["cubes"].get(res, 0)
        r, x, cy = count(k, T.RED if k == 0 else T.INK)
        S.resource_icon(surf, res, x + px(8), cy, px(8))
        surf.blit(ctx.text(str(k), 13, T.RED if k == 0 else T.INK, "bold"), r)
        hits.add((x, cy - px(9), r.right - x, px(18)),
                 f"The bank has {k} {res} cube{'s' if k != 1 else ''}" + (" — nobody can receive any!" if k == 0 else "."))
    r, x, cy = count(bank["florins"])
    S.florin(surf, x + px(8), cy, px(8))
    surf.blit(ctx.text(str(bank["florins"]), 13, T.INK, "bold"), r)
    hits.add((x, cy - px(9), r.right - x, px(18)), f"The bank holds {bank['florins']} florins.")
    # explorer piles
    box = view.get("tokens_box", 0)
    if cur[1] == 0:
        cur[:] = [px(10), 1]
    room = limit - cur[0] - px(14) - 3 * (px(29) + ctx.font(13, "bold").size("0")[0]) \
        - px(12) - ctx.font(12, "cond").size(f"box {box}")[0]
    t = ctx.text(first_fit(ctx, ("Explorer piles", "Piles"), 12, room, "condb"), 12, T.INK_SOFT, "condb")
    x, cy2 = spot(t.get_width(), px(14))
    surf.blit(t, t.get_rect(midleft=(x, cy2)))
    cur[0] -= px(7)
    for i, k in enumerate(view.get("piles") or []):
        r, x, cy2 = count(k)
        for j in range(min(k, 4)):
            S.token_glyph(surf, x + px(9), cy2 + px(3) - j * px(2), px(8))
        if k == 0:
            S.circle(surf, x + px(9), cy2, px(8), None, T.INK_FAINT, 1)
        surf.blit(ctx.text(str(k), 13, T.INK, "bold"), r)
        hits.add((x, cy2 - px(10), r.right - x, px(20)),
                 f"Explorer pile {i + 1}: {k} token{'s' if k != 1 else ''}. Tokens are taken from pile 1, then 2, then 3; "
                 f"when a pile runs out every player gains an action disc. {box} tokens are back in the box.")
    t = ctx.text(f"box {box}", 12, T.INK_SOFT, "cond")
    x, cy2 = spot(t.get_width(), px(12))
    if cur[0] <= limit:               # at a large UI scale no room: the count is in the piles' tooltip
        r = surf.blit(t, t.get_rect(midleft=(x, cy2)))
        hits.add(r, f"{box} explorer tokens returned to the box (spent in crises).")
    stack = r1.union((hx - R, hy - R, R * 2, R * 2))
    if cur[0] <= r2.x - px(4):
        surf.blit(t2, r2)
        stack.union_ip(r2)
    hits.add(stack.inflate(px(4), 0),
             f"Hex stack: {hs} hexes, the top one face up; {view.get('hex_discard_size', 0)} discarded "
             "(the discards are shuffled back when the stack runs out).", key=("hexstack",))
    return surf
