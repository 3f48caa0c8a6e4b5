"""Settings: language, speed (bots and animations), fullscreen, UI scale, privacy curtain, sound
volume, coach tips, expert thinking time. Every change is applied and saved at once (settings.json in the
user's data folder); a new language is spoken at once by every open scene (issue 29)."""
from __future__ import annotations

import re

import pygame

from archipelago import i18n
from archipelago.i18n import N_, _, pgettext
from .. import settings as S
from .. import theme as T
from ..widgets import Button, Choice, Stepper, card, foot_row, ground, ui_ctx
from .form import FormScene
from archipelago.engine.kinds import ENTER

# (setting, its name, what it does: the tooltip), in English: translated where shown.
ROWS = [
    ("language", N_("Language"), N_("The language of the whole game: menus, the table, cards, the log and the "
                                   "rules reference. It changes at once, without a restart; saves stay the same "
                                   "in every language.")),
    ("speed", N_("Speed"), N_("How fast bots play and animations run. Slow, normal and fast pace the bots' moves and "
                              "animate every change on the table; Instant plays at once without animations. Space "
                              "skips to the next person's decision; a click ends an animation.")),
    ("fullscreen", N_("Fullscreen"), N_("Fill the whole screen (F11 toggles it any time).")),
    ("ui_scale", N_("UI scale"), N_("Size of text and controls everywhere: menus and forms, and the whole table (cards, "
                                    "boards, markets, player panels, decision panel, popups, tooltips, log, status "
                                    "line). Above 100% the players' column and the decision panel grow and the map "
                                    "gives them the room; text never goes below a legible size.")),
    ("curtain", N_("Privacy curtain"), N_("Between two people at this screen, a curtain hides the next player's secrets "
                                          "until they click. Turn off only if you play open-handed.")),
    ("volume", N_("Sound volume"), N_("Volume of sound effects.")),
    ("coach", N_("Coach tips"), N_("Tips of a Learn to play game. At each first-time moment a tip says why it "
                                   "matters; turn them off, and back on, here. A tip already shown in a game is not "
                                   "shown again.")),
    ("think", N_("Expert thinking time"), N_("How long an expert bot may think about one decision. Longer plays "
                                             "a little stronger; the table stays usable meanwhile.")),
    ("grace", N_("Wait for a dropped player"), N_("In a game hosted here for other computers: how long the game "
                                                  "waits for a person whose connection dropped before a bot plays "
                                                  "for them; the person takes the seat back on return.")),
]
TIP = {key: tip for key, _label, tip in ROWS}
# The Settings button's tooltip (the title's and the menu's): every setting, named (issue 38).
BUTTON_TIP = N_("Language, speed (bots, animations), fullscreen, UI scale, privacy curtain, sound, coach tips, "
                "expert thinking time, the wait for a dropped player.")


# The line under each setting's name (the whole of ROWS' words is its tooltip).
SHORT = {"language": N_("Deutsch or English"),
         "speed": N_("How fast bots play and animations run"), "fullscreen": N_("Fill the screen (F11 any time)"),
         "ui_scale": N_("Size of all text and controls"), "curtain": N_("Hide each person's secrets"),
         "volume": N_("Volume of sound effects"), "coach": N_("Tips in a Learn to play game"),
         "think": N_("How long an expert bot may think"),
         "grace": N_("Before a bot plays for them (hosting)")}

SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}

CURTAIN_OFF_TITLE = N_("Turn the privacy curtain off?")


def curtain_off_words(game):
    """What turning the curtain off means (issue 25, N4), for the game at hand if any."""
    people = [game.session.names[i] for i in game.session.humans] if game is not None else []
    if len(people) >= 2:
        who = _("{names} and {last}").format(names=", ".join(people[:-1]), last=people[-1])
        return _("From now on every screen of this game is seen by everyone at this screen: the "
                 "florins, cubes, explorer tokens, objective cards and bids of {who}, with no curtain between "
                 "the players' turns. Turn it off only if the whole table plays open-handed; Cancel "
                 "keeps the curtain on.").format(who=who)
    return _("Every screen will be seen by everyone at this screen: each player's florins, cubes, "
             "explorer tokens, objective card and bids, with no curtain between the players' turns. "
             "Turn it off only if the whole table plays open-handed; Cancel keeps the curtain on.")


def seconds(v):
    """An expert's thinking time or a wait, e.g. "2 s" ("0,5 s" in German)."""
    return _("{seconds} s").format(seconds=f"{v:g}".replace(".", pgettext("decimal separator", ".")))


ROW_H, ROW_GAP = 46, 16           # design px of a setting's row and the gap below it


class SettingsScene(FormScene):
    """The settings, each applied and saved at once. The dialog keeps the UI scale it opened
    with (issue 37: a click on the UI scale's − or + then leaves every button where it was,
    under the mouse); the new scale is the whole game's at once, and this dialog's when it
    opens again."""

    def __init__(self, shell):
        super().__init__(shell)
        self.over_game = shell.game is not None
        self.scale = shell.settings.ui_scale

    @property
    def opaque(self):
        return not self.over_game

    def ctx(self):
        return ui_ctx(self.app, self.scale)

    def _label_w(self, ctx):
        """The labels' column: 280 design px, or wider where a name or its line needs it at
        this scale (small scales keep a legible floor, issue 37: nothing cut at 80 %)."""
        widest = max(max(ctx.font(17, "bold").size(_(label))[0] for _key, label, _tip in ROWS),
                     max(ctx.font(12, "cond").size(_(text))[0] for text in SHORT.values()))
        return max(ctx.px(280), widest + ctx.px(4))

    def _card(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(580) + self._label_w(ctx), ctx.px(740)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        st = self.shell.settings
        x = r.x + px(50) + self._label_w(ctx)
        y = r.y + px(84)
        rh, gap = px(ROW_H), px(ROW_GAP)
        on_off = [(True, _("On")), (False, _("Off"))]
        tips = {key: _(tip) for key, tip in TIP.items()}

        def at(i, w):
            return (x, y + i * (rh + gap), px(w), rh)
        ws = [
            # each language named in its own language (i18n.LANGUAGES), whatever is spoken now
            Choice("language", at(0, 320), list(i18n.LANGUAGES.items()), st.language, tip=tips["language"]),
            Choice("speed", at(1, 480), [(s, _(SPEED_NAMES[s])) for s in S.SPEEDS], st.speed, tip=tips["speed"]),
            Choice("fullscreen", at(2, 320), [(False, _("Window")), (True, _("Fullscreen"))],
                   bool(self.app.fullscreen), tip=tips["fullscreen"]),
            Stepper("ui_scale", at(3, 240), st.ui_scale, S.SCALES,
                    lambda v: _("{percent}%").format(percent=round(v * 100)), tip=tips["ui_scale"]),
            Choice("curtain", at(4, 240), on_off, st.curtain, tip=tips["curtain"]),
            Stepper("volume", at(5, 240), st.volume, list(range(0, 101, 10)),
                    lambda v: _("{percent}%").format(percent=v), tip=tips["volume"]),
            Choice("coach", at(6, 240), on_off, st.coach, tip=tips["coach"]),
            Stepper("think", at(7, 240), st.think, S.THINK_TIMES, seconds, tip=tips["think"]),
            Stepper("grace", at(8, 240), st.grace, S.GRACE_TIMES, seconds, tip=tips["grace"]),
        ]
        b, = foot_row(ctx, r, (220,), height=52, inset=(28, 24))
        ws.append(Button("back", b, _("Done"), "primary", size=17, tip=_("Back (Esc). Settings are saved already.")))
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
            if n == "language":
                i18n.set_language(v)        # every open scene is drawn again in it (App.language_changed)
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
        self.app.push(ConfirmDialog(self.shell, _(CURTAIN_OFF_TITLE), curtain_off_words(self.shell.game),
                                    _("Turn it off"), off))

    def on_key(self, name):
        if name in ("escape", "return", ENTER):
            self.app.pop()
            return True
        return False

    def paint(self, surface, ctx):
        px = ctx.px
        ground(surface, self.over_game, 175)
        r = self._card(surface.get_size(), ctx)
        card(ctx, surface, r, _("Settings"), T.PANEL_EDGE, title_size=20)
        y = r.y + px(84)
        rh, gap = px(ROW_H), px(ROW_GAP)
        lw = self._label_w(ctx)
        for i, (key, label, tip) in enumerate(ROWS):
            cy = y + i * (rh + gap) + rh // 2
            ctx.blit_text(surface, ctx.ellipsize(_(label), 17, lw, "bold"), 17, (r.x + px(40), cy - px(9)),
                          T.INK, "bold", "midleft")
            ctx.blit_text(surface, ctx.ellipsize(_(SHORT[key]), 12, lw, "cond"), 12, (r.x + px(40), cy + px(13)),
                          T.INK_SOFT, "cond", "midleft")
        where = S.settings_path(self.shell.settings_folder).parent
        done = self.widget("back")
        room = (done.rect.x if done is not None else r.right) - r.x - px(56)
        lines = path_lines(ctx, _("Saved in {folder}").format(folder=where), 12, room, "cond")
        lh = ctx.line_h(12, "cond")
        for i, line in enumerate(lines):          # a long folder wraps before its separators, never cut
            ctx.blit_text(surface, line, 12, (r.x + px(40), r.bottom - px(50) + (i - (len(lines) - 1) / 2) * lh),
                          T.INK_FAINT, "cond", "midleft")


def path_lines(ctx, text, size, width, face):
    """A text naming a folder, in lines that fit `width`, broken before path separators: a
    line that goes on with the folder starts with its separator ("/home"), so it reads as the
    rest of a path, never as a word of its own."""
    parts = re.split(r"(?=[/\\])", text)
    lines, line = [], ""
    for part in parts:
        if line and ctx.font(size, face).size(line + part)[0] > width:
            lines.append(line)
            line = part
        else:
            line += part
    return lines + [line]
