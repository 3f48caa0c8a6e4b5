"""The large view of a card: drawn for the hover preview and as a modal overlay."""
from __future__ import annotations

import pygame

from ..app import Scene
from archipelago.i18n import _
from .. import theme as T
from ..render import cards
from ..render.hexmap import tile_surface
from ..render.map_words import face_words
from ..render.cards import draw_balance, draw_card, draw_objective, draw_trend


def large_card(ctx, content, card_id, view, max_h, max_w=None):
    """A card (evolution, trend, objective or the deck's balance side) drawn large, whole
    (issue 37): where its words do not fit, it is drawn wider at the same size of type, up
    to `max_w` (at most twice as wide)."""
    k = max(1.8, min(3.2, max_h / (226 * ctx.s)))
    w = int(108 * k * ctx.s)
    u = w / (cards.CARD_W * ctx.s)          # the card's units at its width: kept when it widens
    top = int(min(2 * w, max_w or 2 * w))
    surf = None
    for _k in range(16):
        cards.SHORTENED[0] = False
        surf = _large(ctx, content, card_id, view, k, w, u)
        if not cards.SHORTENED[0] or surf is None:
            return surf
        if w < top:
            w = min(top, int(w * 1.15))
        else:                               # as wide as it may be: a smaller type (a large UI scale)
            u *= 0.9
    return surf


def _large(ctx, content, card_id, view, k, w, u):
    h = int(226 * k * ctx.s)
    if isinstance(card_id, str) and card_id.startswith("face:"):
        return large_face(ctx, content, card_id[5:], int(h * 0.8))
    if card_id == "deck":
        return draw_balance(ctx, view.get("deck_top"), content, (w, int(h * 0.8)),
                            players=view.get("n"), full=True, u=u)
    if card_id in content.cards:
        slot = next((s for s in (view.get("track") or []) if s and s["card"] == card_id), None)
        prices = tuple(content.rules["track"]["prices"])
        return draw_card(ctx, content.cards[card_id], (w, h), price=slot["price"] if slot else None,
                         turns=slot["turns"] if slot else None, prices=prices, content=content, u=u, whole=True)
    if card_id in content.trends:
        return draw_trend(ctx, content.trends[card_id], (int(w * 1.2), int(h * 0.7)), u=k * 1.1, content=content)
    if card_id in content.objectives:
        return draw_objective(ctx, content.objectives[card_id], (int(w * 1.1), int(h * 0.8)), view.get("n"), u=k,
                              content=content)
    return None


def large_face(ctx, content, fid, h):
    """A hex face drawn large (the top of the hex stack, issue 37), what it offers in words
    under it."""
    face = content.faces.get(fid)
    if face is None:
        return None
    px = ctx.px
    w = int(h * 0.9)
    lines = ctx.wrap(_("It offers: {offers}.").format(offers=face_words(face)), 14, w - px(20))
    lh = ctx.line_h(14)
    R = int(min(w * 0.45, (h - px(24) - lh * len(lines)) * 0.5))
    surf = pygame.Surface((w, 2 * R + px(28) + lh * len(lines)), pygame.SRCALPHA)
    pygame.draw.rect(surf, (246, 238, 218), surf.get_rect(), border_radius=px(10))
    tile = tile_surface(face, 0, R)
    surf.blit(tile, tile.get_rect(center=(w // 2, px(8) + R)))
    y = 2 * R + px(16)
    for line in lines:
        ctx.blit_text(surf, line, 14, (px(10), y), T.INK)
        y += lh
    return surf


class CardOverlay(Scene):
    """A modal large view of one card; any click or key closes it."""
    opaque = False

    def __init__(self, app, content, card_id, view, ctx):
        super().__init__(app)
        self.content = content
        self.card_id = card_id
        self.view = view
        self.ctx = ctx
        self._surf = None

    def handle(self, intent):
        if intent.kind in ("click", "key"):
            self.app.pop()
            return True
        return False

    def draw(self, surface):
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((10, 10, 14, 170))
        surface.blit(shade, (0, 0))
        if self._surf is None:
            self._surf = large_card(self.ctx, self.content, self.card_id, self.view, h * 0.8, w * 0.9)
        self.rect = None
        if self._surf is not None:
            self.rect = self._surf.get_rect(center=(w // 2, h // 2))
            surface.blit(self._surf, self.rect)
        self.ctx.blit_text(surface, _("click or press any key to close"), 13, (w // 2, h - self.ctx.px(24)),
                           (220, 220, 220), "sans", "center")
