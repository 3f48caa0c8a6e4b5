"""The in-game menu (Esc or the table's Menu button): resume, save, load, settings, rules,
the score table (once the game is over), quit to the title screen, quit."""
from __future__ import annotations

import pygame

from archipelago.i18n import _
from archipelago.saves import paths

from .. import theme as T
from ..widgets import Button, card, shade
from .form import FormScene
from .settings_scene import BUTTON_TIP as SETTINGS_TIP


class GameMenu(FormScene):
    opaque = False

    def __init__(self, shell, game, from_curtain=False):
        super().__init__(shell)
        self.game = game
        self.from_curtain = from_curtain
        self.saved_as = None            # the file of the last Save (said under the menu)

    @property
    def note(self):
        """What is said under the menu: where the game was just saved (in the language spoken)."""
        return _("Saved as {file}").format(file=self.saved_as) if self.saved_as else ""

    def items(self):
        out = [("resume", _("Resume"), _("Back to the game (Esc)."))]
        if self.game.session.over:
            out.append(("scores", _("Score table"), _("Show the final scores again.")))
        session = self.game.session
        if not session.remote:          # (a game on several screens is saved by its host's server alone)
            out.append(("save", _("Save game"), _("Write this game to a new save file (your data folder).")))
        out += [("load", _("Load game"), _("Open a saved game (this one is autosaved first).")),
                ("settings", _("Settings"), _(SETTINGS_TIP)),
                ("rules", _("Rules reference"), _("Phases, wheel, costs, taxes, boards (F1).")),
                ("title", _("Quit to title"), self.leave_tip(_("Autosave and go back to the title screen."))),
                ("quit", _("Quit game"), self.leave_tip(_("Autosave and close the game.")))]
        return out

    def leave_tip(self, tip):
        """What leaving does: `tip` at one screen; on several, the game ends for everyone when
        its host leaves, and a joining screen can take its seat again from the title."""
        session = self.game.session
        if not session.remote:
            return tip
        if getattr(session, "server", None) is not None:
            return _("End the game for everyone: it is hosted on this computer.")
        return _("Leave the game: Continue on the title screen takes your seat again.")

    def _rect(self, size, ctx):
        w, h = size
        n = len(self.items())
        ch = ctx.px(90) + n * ctx.px(62) + ctx.px(30) + (ctx.px(26) if self.note else 0)
        cw = ctx.px(420)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._rect(size, ctx)
        y = r.y + px(62)
        ws = []
        for name, text, tip in self.items():
            style = "primary" if name == "resume" else ("quiet" if name in ("title", "quit") else "normal")
            ws.append(Button(name, (r.x + px(30), y, r.w - px(60), px(50)), text, style, size=17, tip=tip))
            y += px(62)
        self.widgets = ws

    def act(self, widget, pos):
        n = widget.name
        shell, game = self.shell, self.game
        if n == "resume":
            self.close()
        elif n == "scores":
            from .gameover import GameOverScene
            self.app.pop()
            self.app.push(GameOverScene(shell, game))
        elif n == "save":
            try:
                self.saved_as = game.session.save().name
            except OSError as e:
                shell.message(_("The game was not saved"), _("Writing to {folder} failed: {error}.").format(
                    folder=paths.saves_dir(), error=e.strerror or e))
            self.invalidate()
        elif n == "load":
            self.leave(lambda: (game.autosave_now(), shell.open_load()), _("Open another game?"),
                       _("Open Load anyway"))
        elif n == "settings":
            shell.open_settings()
        elif n == "rules":
            shell.open_rules()
        elif n == "title":
            self.leave(lambda: (game.autosave_now(), shell.title()), _("Quit to the title?"),
                       _("Quit to title anyway"))
        elif n == "quit":
            self.leave(shell.quit, _("Quit the game?"), _("Quit anyway"))

    def leave(self, go, title, yes):
        """Leave the game (Load, Quit to title, Quit): in the middle of secret entries it
        first says what will be lost and asks (issue 25)."""
        lost = self.game.screen.lost_on_leave()
        if lost is None:
            go()
            return
        from .dialog import ConfirmDialog
        self.app.push(ConfirmDialog(self.shell, title, lost, yes, go))

    def close(self):
        if self.app.top is self:
            self.app.pop()
            if not self.from_curtain:
                self.game.sync()

    def on_key(self, name):
        if name == "escape":
            self.close()
            return True
        if name == "f1":
            self.shell.open_rules()
            return True
        return False

    def paint(self, surface, ctx):
        shade(surface, 160)
        r = self._rect(surface.get_size(), ctx)
        card(ctx, surface, r, _("Menu"), T.PANEL_EDGE, title_size=18)

    def paint_over(self, surface, ctx):
        if self.note:       # on the card, under its buttons (issue 39: never over the table behind the shade)
            r = self._rect(surface.get_size(), ctx)
            note = ctx.ellipsize(self.note, 14, r.w - ctx.px(40), "bold")
            ctx.blit_text(surface, note, 14, (r.centerx, r.bottom - ctx.px(30)), T.GREEN_OK, "bold", "midtop")
