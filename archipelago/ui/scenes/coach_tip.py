"""A coach tip over the table (issue 14, match.coach): a title, why the moment matters, "Got
it" (or a click anywhere, Enter, Space, Esc) and "No more tips" (Settings > Coach tips
turns them back on). The table stays visible around it; bots wait while it is up."""
from __future__ import annotations

import pygame

from archipelago.i18n import _
from archipelago.match.coach import words

from .. import theme as T
from ..widgets import Button, card, foot_row, shade, text_block
from .form import Notice, per_language

TEXT_SIZE = 16
TEXT_W = 600


class CoachTip(Notice):

    def __init__(self, shell, game, seat, tip):
        super().__init__(shell)
        self.game = game
        self.seat = seat
        self.tip = tip
        self.view = game.session.view(seat if game.screen.viewer() == seat else None)

    @per_language
    def worded(self):
        """(title, text) of the tip in the language spoken (worded anew after a switch)."""
        return words(self.tip, self.view, self.game.session.content)

    @property
    def text(self):
        return self.worded()[1]

    def _rect(self, size, ctx):
        w, h = size
        lines = len(ctx.wrap(self.text, TEXT_SIZE, ctx.px(TEXT_W)))
        ch = ctx.px(150) + lines * ctx.line_h(TEXT_SIZE) * 1.15
        cw = ctx.px(TEXT_W + 64)
        return pygame.Rect((w - cw) // 2, int(h * 0.16), cw, int(ch))

    def build(self, size, ctx):
        ok, off = foot_row(ctx, self._rect(size, ctx), (150, 170), height=44, inset=(24, 18), gap=14)
        self.widgets = [
            Button("continue", ok, _("Got it"), "primary", size=16,
                   tip=_("Close the tip (a click anywhere does too).")),
            Button("tips_off", off, _("No more tips"), "quiet", size=15,
                   tip=_("Turn coach tips off; Settings > Coach tips turns them back on.")),
        ]

    def handle(self, intent):
        if intent.kind == "click" and intent.button == 1:
            self.ensure()
            w = self._at(intent.pos)
            if w is not None and w.name == "tips_off":
                self.shell.settings.coach = False
                self.shell.save_settings()
            self.close()
            return True
        return super().handle(intent)

    def closed(self):
        self.game.sync()            # the next tip, curtain or bot move

    def paint(self, surface, ctx):
        shade(surface, 90)
        r = self._rect(surface.get_size(), ctx)
        inner = card(ctx, surface, r, _("Coach · {title}").format(title=self.worded()[0]), T.GOLD_DARK, title_size=18)
        text_block(ctx, surface, self.text, pygame.Rect(inner.x + ctx.px(8), inner.y + ctx.px(10),
                                                        ctx.px(TEXT_W), inner.h), TEXT_SIZE, T.INK)
