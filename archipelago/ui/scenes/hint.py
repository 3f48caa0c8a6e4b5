"""The Hint button (and key H) of every game (issue 14): on a person's own decision, the
normal bot is asked for a move from that person's view only (engine.view of the acting
seat, and the actions the engine lists for that seat), and the move is shown with its
one-line reason (interact.hint_words) and a ring where to click first. The hint goes as
soon as anything changes. Drawn over the table's map by GameScene; the shared table
renderer is not touched. A normal bot decides in a few milliseconds at most
(bench/hint_bench.py prints the figures), so the hint is worked out at once rather than
on the worker thread.
"""
from __future__ import annotations

import pygame

from archipelago import engine
from archipelago.bots import make_bot

from .. import theme as T
from ..interact import click_path
from ..interact.hint_words import hint_line

HINT_SEED = 1414                # the hint bot's own seed (its small noise)


class Hint:
    def __init__(self, content):
        self.content = content
        self._bots = {}
        self.shown = None           # (key, action, line, first click point or None)

    @staticmethod
    def _key(session):
        return (len(session.history), session.state.log_n, session.viewer())

    def available(self, game):
        """A person's own decision is on the screen (not a bot's turn, not over a curtain)."""
        s = game.session
        seat = s.to_act
        return (not s.over and s.is_human(seat) and s.viewer() == seat and not s.curtain_pending()
                and s.objective_due() is None and not game.table.busy)

    def ask(self, game):
        """Work the hint out for the decision on screen (nothing if none is a person's)."""
        if not self.available(game):
            return None
        s = game.session
        seat = s.to_act
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot("heuristic", seat, HINT_SEED, "normal", content=self.content)
        view = engine.view(s.state, seat)
        action = bot.choose(view, s.legal())
        try:
            point = click_path(game.table, action)[0]
        except (LookupError, IndexError):
            point = None
        self.shown = (self._key(s), action, "Hint: " + hint_line(view, self.content, action), point)
        return self.shown

    def current(self, game):
        """The hint still valid for what is on the screen, or None."""
        if self.shown is not None and self.shown[0] != self._key(game.session):
            self.shown = None
        return self.shown

    # --- drawing --------------------------------------------------------------------------------
    def button_rect(self, game):
        f = game.table.renderer.fitted
        ctx = game.table.renderer.ui
        if f is None or ctx is None or not self.available(game):
            return None
        mr = f.rects["map"]
        r = pygame.Rect(0, 0, ctx.px(96), ctx.px(30))
        r.topright = (mr.right - ctx.px(8), mr.y + ctx.px(8))
        return r

    def draw(self, surface, game):
        r = self.button_rect(game)
        if r is None:
            return
        ctx = game.table.renderer.ui
        px = ctx.px
        hint = self.current(game)
        pygame.draw.rect(surface, T.GOLD if hint is None else T.GOLD_DARK, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, T.INK, r, max(1, px(1.5)), border_radius=r.h // 2)
        ctx.blit_text(surface, "Hint (H)", 14, r.center, T.INK if hint is None else T.WHITE, "bold", "center")
        if hint is None:
            return
        _, _, line, point = hint
        mr = game.table.renderer.fitted.rects["map"]
        width = mr.w - r.w - px(40)
        lines = ctx.wrap(line, 14, width - px(20), "sans")[:3]
        lh = ctx.line_h(14, "sans")
        box = pygame.Rect(mr.x + px(8), mr.y + px(8), width, int(lh * len(lines)) + px(14))
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (16, 22, 30, 225), bg.get_rect(), border_radius=px(8))
        pygame.draw.rect(bg, (*T.GOLD, 255), bg.get_rect(), max(1, px(2)), border_radius=px(8))
        surface.blit(bg, box)
        for i, text in enumerate(lines):
            ctx.blit_text(surface, text, 14, (box.x + px(10), box.y + px(7) + int(i * lh)), T.WHITE, "sans")
        if point is not None:
            for k, col in ((px(22), T.INK), (px(19), T.GOLD), (px(15), T.INK)):
                pygame.draw.circle(surface, col, point, k, max(2, px(3)) if col == T.GOLD else 1)
