"""A modal message (a save that cannot be loaded, a failed write): a title, words, OK; and
a confirmation (a title, words, a button that goes ahead and Cancel)."""
from __future__ import annotations

import pygame

from archipelago.i18n import _

from .. import theme as T
from ..widgets import Button, card, foot_row, shade, text_block
from .form import Notice


class MessageDialog(Notice):

    def __init__(self, shell, title, text, on_close=None):
        super().__init__(shell)
        self.title = title
        self.text = text
        self.on_close = on_close

    def _rect(self, size, ctx):
        w, h = size
        lines = len(ctx.wrap(self.text, 16, ctx.px(560)))
        ch = ctx.px(160) + lines * ctx.line_h(16)
        cw = ctx.px(640)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        b, = foot_row(ctx, self._rect(size, ctx), (160,))
        self.widgets = [Button("ok", b, _("OK"), "primary", size=17)]

    def closed(self):
        if self.on_close is not None:
            self.on_close()

    def paint(self, surface, ctx):
        shade(surface, 150)
        r = self._rect(surface.get_size(), ctx)
        inner = card(ctx, surface, r, self.title, T.RED_BG, title_size=17)
        text_block(ctx, surface, self.text, pygame.Rect(inner.x + ctx.px(6), inner.y + ctx.px(8), ctx.px(560),
                                                        inner.h), 16, T.INK)


class ConfirmDialog(MessageDialog):
    """A question for the table: `yes_text` runs `on_yes`; Cancel (or Esc) runs nothing."""

    def __init__(self, shell, title, text, yes_text, on_yes):
        super().__init__(shell, title, text)
        self.yes_text = yes_text
        self.on_yes = on_yes

    def build(self, size, ctx):
        cancel, yes = foot_row(ctx, self._rect(size, ctx), (160, 220))
        self.widgets = [Button("cancel", cancel, _("Cancel"), "primary", size=17,
                               tip=_("Keep the game as it is (Esc).")),
                        Button("yes", yes, self.yes_text, "danger", size=17)]

    def act(self, widget, pos):
        if self.app.top is self:
            self.app.pop()
        if widget.name == "yes":
            self.on_yes()

    def on_key(self, name):
        if name == "escape":
            self.app.pop()
            return True
        return False
