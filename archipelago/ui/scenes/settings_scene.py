"""Settings: speed (bots and animations), fullscreen, UI scale, privacy curtain, sound volume,
coach tips, expert thinking time. Every change is applied and saved at once (settings.json in the
user's data folder)."""
from __future__ import annotations

import pygame

from .. import settings as S
from .. import theme as T
from .kit import Button, Choice, FormScene, Stepper, card, foot_row, ground
from archipelago.engine.kinds import ENTER

ROWS = [
    ("speed", "Speed", "How fast bots play and animations run. Slow, normal and fast pace the bots' moves and "
                       "animate every change on the table; Instant plays at once without animations. Space "
                       "skips to the next person's decision; a click ends an animation."),
    ("fullscreen", "Fullscreen", "Fill the whole screen (F11 toggles it any time)."),
    ("ui_scale", "UI scale", "Size of text and controls everywhere: menus and forms, and the whole table (cards, "
                             "boards, markets, player panels, decision panel, popups, tooltips, log, status "
                             "line). Above 100% the players' column and the decision panel grow and the map "
                             "gives them the room; text never goes below a legible size."),
    ("curtain", "Privacy curtain", "Between two people at this screen, a curtain hides the next player's secrets "
                                   "until they click. Turn off only if you play open-handed."),
    ("volume", "Sound volume", "Volume of sound effects."),
    ("coach", "Coach tips", "Tips of a Learn to play game. At each first-time moment a tip says why it "
                            "matters; turn them off, and back on, here. A tip already shown in a game is not "
                            "shown again."),
    ("think", "Expert thinking time", "How long an expert bot may think about one decision. Longer plays "
                                      "a little stronger; the table stays usable meanwhile."),
]


# The line under each setting's name (the whole of ROWS' words is its tooltip).
SHORT = {"speed": "How fast bots play and animations run", "fullscreen": "Fill the screen (F11 any time)",
         "ui_scale": "Size of all text and controls", "curtain": "Hide each person's secrets",
         "volume": "Volume of sound effects", "coach": "Tips in a Learn to play game",
         "think": "How long an expert bot may think"}


CURTAIN_OFF_TITLE = "Turn the privacy curtain off?"


def curtain_off_words(game):
    """What turning the curtain off means (issue 25, N4), for the game at hand if any."""
    people = [s.name for s in game.match.seats if s.human] if game is not None else []
    who = f"{', '.join(people[:-1])} and {people[-1]}" if len(people) >= 2 else ""
    now = (f"From now on every screen of this game is seen by everyone at this screen: {who}'s "
           "florins, cubes, explorer tokens, objective cards and bids, " if who else
           "Every screen will be seen by everyone at this screen: each player's florins, cubes, "
           "explorer tokens, objective card and bids, ")
    return (now + "with no curtain between the players' turns. Turn it off only if the whole "
            "table plays open-handed; Cancel keeps the curtain on.")


class SettingsScene(FormScene):
    def __init__(self, shell):
        super().__init__(shell)
        self.over_game = shell.game is not None

    @property
    def opaque(self):
        return not self.over_game

    def _card(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(860), ctx.px(680)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        st = self.shell.settings
        x = r.x + px(330)
        y = r.y + px(84)
        rh = px(48)
        gap = px(22)
        ws = [
            Choice("speed", (x, y, px(480), rh), [(s, s.capitalize()) for s in S.SPEEDS], st.speed, tip=ROWS[0][2]),
            Choice("fullscreen", (x, y + (rh + gap), px(240), rh), [(False, "Window"), (True, "Fullscreen")],
                   bool(self.app.fullscreen), tip=ROWS[1][2]),
            Stepper("ui_scale", (x, y + 2 * (rh + gap), px(240), rh), st.ui_scale, S.SCALES,
                    lambda v: f"{round(v * 100)}%", tip=ROWS[2][2]),
            Choice("curtain", (x, y + 3 * (rh + gap), px(240), rh), [(True, "On"), (False, "Off")], st.curtain,
                   tip=ROWS[3][2]),
            Stepper("volume", (x, y + 4 * (rh + gap), px(240), rh), st.volume, list(range(0, 101, 10)),
                    lambda v: f"{v}%", tip=ROWS[4][2]),
            Choice("coach", (x, y + 5 * (rh + gap), px(240), rh), [(True, "On"), (False, "Off")], st.coach,
                   tip=ROWS[5][2]),
            Stepper("think", (x, y + 6 * (rh + gap), px(240), rh), st.think, S.THINK_TIMES,
                    lambda v: f"{v:g} s", tip=ROWS[6][2]),
        ]
        b, = foot_row(ctx, r, (220,), height=52, inset=(28, 24))
        ws.append(Button("back", b, "Done", "primary", size=17, tip="Back (Esc). Settings are saved already."))
        self.widgets = ws

    def act(self, widget, pos):
        st = self.shell.settings
        n = widget.name
        if n == "back":
            self.app.pop()
            return
        if isinstance(widget, Choice):
            v = widget.option_at(pos)
            if v is None or v == widget.value:
                return
            if n == "curtain" and not v:
                self.ask_curtain_off()
                return
            setattr(st, n, v)
        elif isinstance(widget, Stepper):
            d = widget.step_at(pos)
            if not d or not widget.step(d):
                return
            setattr(st, n, widget.value)
        else:
            return
        self.shell.save_settings()
        self.invalidate()

    def ask_curtain_off(self):
        """Turning the privacy curtain off says what it means and asks (issue 25, N4)."""
        from .dialog import ConfirmDialog

        def off():
            self.shell.settings.curtain = False
            self.shell.save_settings()
            self.invalidate()
        self.app.push(ConfirmDialog(self.shell, CURTAIN_OFF_TITLE, curtain_off_words(self.shell.game),
                                    "Turn it off", off))

    def on_key(self, name):
        if name in ("escape", "return", ENTER):
            self.app.pop()
            return True
        return False

    def paint(self, surface, ctx):
        px = ctx.px
        ground(surface, self.over_game, 175)
        r = self._card(surface.get_size(), ctx)
        card(ctx, surface, r, "Settings", T.PANEL_EDGE, title_size=20)
        y = r.y + px(84)
        rh, gap = px(48), px(22)
        for i, (key, label, tip) in enumerate(ROWS):
            cy = y + i * (rh + gap) + rh // 2
            ctx.blit_text(surface, label, 17, (r.x + px(40), cy - px(9)), T.INK, "bold", "midleft")
            ctx.blit_text(surface, ctx.ellipsize(SHORT.get(key, tip.split(".")[0]), 12, px(280), "cond"), 12, (r.x + px(40), cy + px(13)),
                          T.INK_SOFT, "cond", "midleft")
        ctx.blit_text(surface, f"Saved in {S.settings_path(self.shell.settings_folder).parent}", 12,
                      (r.x + px(40), r.bottom - px(50)), T.INK_FAINT, "cond", "midleft")
