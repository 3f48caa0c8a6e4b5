"""The large view of a card: drawn for the hover preview and as a modal overlay."""
from __future__ import annotations

import pygame

from ..app import Scene
from archipelago.i18n import _
from ..render.cards import draw_balance, draw_card, draw_objective, draw_trend


def large_card(ctx, content, card_id, view, max_h):
    """A card (evolution, trend, objective or the deck's balance side) drawn large."""
    k = max(1.8, min(3.2, max_h / (226 * ctx.s)))
    w = int(108 * k * ctx.s)
    h = int(226 * k * ctx.s)
    if card_id == "deck":
        return draw_balance(ctx, view.get("deck_top"), content, (w, int(h * 0.8)),
                            players=view.get("n"), full=True)
    if card_id in content.cards:
        slot = next((s for s in (view.get("track") or []) if s and s["card"] == card_id), None)
        prices = tuple(content.rules["track"]["prices"])
        return draw_card(ctx, content.cards[card_id], (w, h), price=slot["price"] if slot else None,
                         turns=slot["turns"] if slot else None, prices=prices, content=content)
    if card_id in content.trends:
        return draw_trend(ctx, content.trends[card_id], (int(w * 1.2), int(h * 0.7)), u=k * 1.1, content=content)
    if card_id in content.objectives:
        return draw_objective(ctx, content.objectives[card_id], (int(w * 1.1), int(h * 0.8)), view.get("n"), u=k,
                              content=content)
    return None


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
            self._surf = large_card(self.ctx, self.content, self.card_id, self.view, h * 0.8)
        if self._surf is not None:
            surface.blit(self._surf, self._surf.get_rect(center=(w // 2, h // 2)))
        self.ctx.blit_text(surface, _("click or press any key to close"), 13, (w // 2, h - self.ctx.px(24)),
                           (220, 220, 220), "sans", "center")
