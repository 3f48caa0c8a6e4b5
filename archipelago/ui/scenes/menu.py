"""The in-game menu (Esc or the table's Menu button): resume, save, load, settings, rules,
the score table (once the game is over), quit to the title screen, quit."""
from __future__ import annotations

import pygame

from archipelago.saves import paths

from .. import theme as T
from .kit import Button, FormScene, card, shade


class GameMenu(FormScene):
    opaque = False

    def __init__(self, shell, game, from_curtain=False):
        super().__init__(shell)
        self.game = game
        self.from_curtain = from_curtain
        self.note = ""

    def items(self):
        out = [("resume", "Resume", "Back to the game (Esc).")]
        if self.game.match.over:
            out.append(("scores", "Score table", "Show the final scores again."))
        out += [("save", "Save game", "Write this game to a new save file (your data folder)."),
                ("load", "Load game", "Open a saved game (this one is autosaved first)."),
                ("settings", "Settings", "Speed (bots, animations), fullscreen, UI scale, privacy curtain, sound."),
                ("rules", "Rules reference", "Phases, wheel, costs, taxes, boards (F1)."),
                ("title", "Quit to title", "Autosave and go back to the title screen."),
                ("quit", "Quit game", "Autosave and close the game.")]
        return out

    def _rect(self, size, ctx):
        w, h = size
        n = len(self.items())
        ch = ctx.px(90) + n * ctx.px(62) + ctx.px(30)
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
                path = game.match.save()
                self.note = f"Saved as {path.name}"
            except OSError as e:
                shell.message("The game was not saved", f"Writing to {paths.saves_dir()} failed: {e.strerror or e}.")
            self.invalidate()
        elif n == "load":
            self.leave(lambda: (game.autosave_now(), shell.open_load()), "Open another game?", "Open Load")
        elif n == "settings":
            shell.open_settings()
        elif n == "rules":
            shell.open_rules()
        elif n == "title":
            self.leave(lambda: (game.autosave_now(), shell.title()), "Quit to the title?", "Quit to title")
        elif n == "quit":
            self.leave(shell.quit, "Quit the game?", "Quit")

    def leave(self, go, title, yes):
        """Leave the game (Load, Quit to title, Quit): in the middle of secret entries it
        first says what will be lost and asks (issue 25)."""
        lost = self.game.screen.lost_on_leave()
        if lost is None:
            go()
            return
        from .dialog import ConfirmDialog
        self.app.push(ConfirmDialog(self.shell, title, lost, yes + " anyway", go))

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
        card(ctx, surface, r, "Menu", T.PANEL_EDGE, title_size=18)

    def paint_over(self, surface, ctx):
        if self.note:
            r = self._rect(surface.get_size(), ctx)
            ctx.blit_text(surface, self.note, 14, (r.centerx, r.bottom + ctx.px(14)), (230, 240, 210), "bold",
                          "midtop")
