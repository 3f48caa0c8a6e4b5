"""The new-game form: 2-5 seats, each with a name, a colour + emblem, person or bot (with
its level); the game length; an optional seed."""
from __future__ import annotations

import pygame

from archipelago.i18n import N_, _, ngettext
from archipelago.match.seats import Seat
from archipelago.seats import BOT, HUMAN, NAMES, STYLES
from archipelago.words.cards import length_tip

from .. import theme as T
from ..widgets import Button, Choice, TextField, backdrop, card
from .form import FormScene
from archipelago.engine.kinds import ENTER

# The player palette (seats.COLOURS, EMBLEMS) in words (English kept here, translated where drawn: issue 29).
STYLE_NAMES = [N_("blue circle"), N_("orange square"), N_("green triangle"), N_("pink diamond"),
               N_("vermilion star")]
STYLE_SHORT = [N_("Blue"), N_("Orange"), N_("Green"), N_("Pink"), N_("Vermilion")]
MAX_NAME = 14
# Bot levels (bots/__init__.py), weakest first; issue 15.
LEVELS = [("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")), ("expert", N_("Expert"))]
LEVEL_TIPS = {
    "easy": N_("Easy: the bot plays simply and makes mistakes."),
    "normal": N_("Normal: the bot plays a sound game."),
    "hard": N_("Hard: the bot tries its best few moves in a few possible futures before it picks."),
    "expert": N_("Expert: the bot plays many possible futures before each decision "
                 "(Settings: Expert thinking time)."),
}
LENGTHS = [("short", N_("Short")), ("medium", N_("Medium")), ("long", N_("Long"))]
START_TIP = N_("Deal the islands and begin.")
KIND_WORDS = [(HUMAN, N_("Person")), (BOT, N_("Bot"))]
KIND_TIPS = {HUMAN: N_("A person at this screen plays this seat."),
             BOT: N_("The computer plays this seat (paced so you can follow).")}


class NewGameScene(FormScene):
    """The form opens with the last setup started from it (Settings.setup, issue 37), else
    the default one."""

    title_words = N_("New game")
    kind_words = KIND_WORDS             # who may play a seat (the hosted game's form adds a person joining)
    kind_tips = KIND_TIPS
    start_words = N_("Start game")
    start_tip = START_TIP

    def __init__(self, shell):
        super().__init__(shell)
        self.seats = [
            {"name": NAMES[0], "kind": HUMAN, "level": "normal", "style": 0},
            {"name": NAMES[1], "kind": BOT, "level": "normal", "style": 1},
            {"name": NAMES[2], "kind": BOT, "level": "easy", "style": 2},
        ]
        self.length = "short"
        self.seed = ""
        self.remembered(getattr(shell.settings, "setup", None) or {})

    def remembered(self, setup):
        """Take the seats and length of a remembered setup when every part of it is usable."""
        seats, length = setup.get("seats"), setup.get("length")
        players = self.shell.content.rules["players"]
        levels = {v for v, _label in LEVELS}
        if not isinstance(seats, list) or not players["min"] <= len(seats) <= players["max"] \
                or length not in self.shell.content.rules["lengths"]:
            return
        try:
            seats = [{"name": str(s["name"])[:MAX_NAME], "kind": s["kind"], "level": s["level"], "style": int(s["style"])}
                     for s in seats]
        except (KeyError, TypeError, ValueError):
            return
        if any(s["kind"] not in (HUMAN, BOT) or s["level"] not in levels or not 0 <= s["style"] < STYLES
               for s in seats) or len({s["style"] for s in seats}) < len(seats):
            return
        self.seats, self.length = seats, length

    def length_tips(self):
        """Each length's words with how long most games last with as many players as the
        form has seats (issue 37)."""
        rules = self.shell.content.rules
        return {length: length_tip(length, rules, len(self.seats)) for length in rules["lengths"]}

    # --- the model ----------------------------------------------------------------------------
    def problems(self):
        names = [s["name"].strip() for s in self.seats]
        if any(not n for n in names):
            return _("Every player needs a name.")
        if len({n.lower() for n in names}) < len(names):
            return _("Two players have the same name.")
        if not any(s["kind"] == HUMAN for s in self.seats):
            return ""          # bots only: allowed (a game to watch)
        return ""

    def add_seat(self):
        if len(self.seats) >= self.shell.content.rules["players"]["max"]:
            return
        used = {s["style"] for s in self.seats}
        taken = {s["name"].lower() for s in self.seats}
        name = next((n for n in NAMES if n.lower() not in taken),
                    _("Player {number}").format(number=len(self.seats) + 1))
        style = next(i for i in range(STYLES) if i not in used)
        self.seats.append({"name": name, "kind": BOT, "level": "normal", "style": style})

    def next_style(self, i):
        used = {s["style"] for k, s in enumerate(self.seats) if k != i}
        cur = self.seats[i]["style"]
        for d in range(1, STYLES + 1):
            cand = (cur + d) % STYLES
            if cand not in used:
                return cand
        return cur

    def start(self):
        if self.problems():
            return
        seats = [Seat(s["name"].strip(), s["kind"], s["level"], s["style"]) for s in self.seats]
        seed = int(self.seed) if self.seed.strip() else None
        self.shell.settings.setup = {"seats": [dict(s, name=s["name"].strip()) for s in self.seats],
                                     "length": self.length}
        self.shell.save_settings()                  # the form opens with this setup next time
        self.shell.start_game(seats, self.length, seed)

    # --- layout ---------------------------------------------------------------------------------
    def _card(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(1120), ctx.px(700)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def _cols(self, inner, ctx):
        px = ctx.px
        x = inner.x + px(10)
        return {"style": x, "name": x + px(180), "kind": x + px(470), "level": x + px(704), "remove": x + px(1000)}

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        inner = pygame.Rect(r.x + px(24), r.y + px(60), r.w - px(48), r.h - px(84))
        cols = self._cols(inner, ctx)
        ws = []
        y = inner.y + px(40)
        rh = px(50)
        several = len(self.seats) > 2
        players = self.shell.content.rules["players"]
        levels = [(v, _(label)) for v, label in LEVELS]
        level_tips = {v: _(tip) for v, tip in LEVEL_TIPS.items()}
        for i, s in enumerate(self.seats):
            style = s["style"]
            ws.append(Button(f"style{i}", (cols["style"], y, px(160), rh), _(STYLE_SHORT[style]), "normal",
                             size=15, token=("style", style),
                             tip=_("Colour and emblem: {style}. Click for the next free one.").format(
                                 style=_(STYLE_NAMES[style]))))
            tf = TextField(f"name{i}", (cols["name"], y, px(274), rh), s["name"], _("name"), MAX_NAME,
                           tip=_("The player's name (click and type)."))
            ws.append(tf)
            ws.append(Choice(f"kind{i}", (cols["kind"], y, px(224), rh), [(v, _(w)) for v, w in self.kind_words],
                             s["kind"], tips={v: _(t) for v, t in self.kind_tips.items()}))
            ws.append(Choice(f"level{i}", (cols["level"], y, px(286), rh), levels,
                             s["level"], enabled=s["kind"] == BOT, tips=level_tips))
            ws.append(Button(f"remove{i}", (cols["remove"], y, px(54), rh), "✕", "quiet", enabled=several,
                             tip=_("Remove this player.") if several else
                             ngettext("The game needs at least {n} player.", "The game needs at least {n} players.",
                                      players["min"]).format(n=players["min"])))
            y += rh + px(12)
        if len(self.seats) < players["max"]:
            ws.append(Button("add", (cols["name"], y + px(4), px(300), px(44)), _("+ Add a player"), "normal", size=15,
                             tip=ngettext("Up to {n} player.", "Up to {n} players.", players["max"]).format(
                                 n=players["max"])))
        y = inner.y + px(40) + players["max"] * (rh + px(12)) + px(34)      # room for the most seats
        ws.append(Choice("length", (cols["name"], y, cols["level"] - cols["name"] - px(24), px(48)),
                         [(v, _(label)) for v, label in LENGTHS], self.length,
                         tip=_("Game length: which objective cards are dealt."), tips=self.length_tips()))
        ws.append(TextField("seed", (cols["level"], y, px(240), px(48)), self.seed, _("random"), 9, digits=True,
                            tip=_("Optional: the same seed and players give the same game. Empty: a new one.")))
        bw = px(220)
        by = r.bottom - px(24) - px(54)
        problem = self.problems()
        ws.append(Button("start", (r.right - px(28) - bw, by, bw, px(54)), _(self.start_words), "primary", size=18,
                         enabled=not problem, tip=problem or _(self.start_tip)))
        ws.append(Button("back", (r.right - px(28) - 2 * bw - px(16), by, bw, px(54)), _("Back"), "quiet", size=17,
                         tip=_("Back to the title screen (Esc).")))
        self.widgets = ws

    # --- input ------------------------------------------------------------------------------------
    def act(self, widget, pos):
        n = widget.name
        if n == "start":
            self.start()
            return
        if n == "back":
            self.app.pop()
            return
        if n == "add":
            self.add_seat()
        elif n == "length":
            v = widget.option_at(pos)
            if v:
                self.length = v
        elif n.startswith("style"):
            i = int(n[5:])
            self.seats[i]["style"] = self.next_style(i)
        elif n.startswith("kind"):
            v = widget.option_at(pos)
            if v:
                self.seats[int(n[4:])]["kind"] = v
        elif n.startswith("level"):
            v = widget.option_at(pos)
            if v:
                self.seats[int(n[5:])]["level"] = v
        elif n.startswith("remove"):
            i = int(n[6:])
            if len(self.seats) > 2:
                del self.seats[i]
                self.focus = None
        else:
            return
        self.invalidate()

    def changed(self, widget):
        n = widget.name
        if n.startswith("name"):
            self.seats[int(n[4:])]["name"] = widget.value
        elif n == "seed":
            self.seed = widget.value
        # re-evaluate the Start button without losing focus
        start = self.widget("start")
        if start is not None:
            problem = self.problems()
            start.enabled = not problem
            start.tip = problem or _(self.start_tip)

    def on_key(self, name):
        if name == "escape":
            self.app.pop()
            return True
        if name in ("return", ENTER):
            self.start()
            return True
        if name == "f1":
            self.shell.open_rules()
            return True
        return False

    def note(self):
        """Who plays, in a sentence under the form."""
        humans = sum(1 for s in self.seats if s["kind"] == HUMAN)
        bots = len(self.seats) - humans
        if humans >= 2:
            return _("{n} people share this screen: a curtain hides each one's secrets when the "
                     "turn passes to another person.").format(n=humans)
        if humans == 1:
            return ngettext("You play against {n} bot.", "You play against {n} bots.", bots).format(n=bots) \
                if bots else ""
        return _("Bots only: a game to watch.")

    # --- drawing ---------------------------------------------------------------------------------
    def paint(self, surface, ctx):
        px = ctx.px
        surface.blit(backdrop(surface.get_size()), (0, 0))
        r = self._card(surface.get_size(), ctx)
        card(ctx, surface, r, _(self.title_words), T.PANEL_EDGE, title_size=20)
        inner = pygame.Rect(r.x + px(24), r.y + px(60), r.w - px(48), r.h - px(84))
        cols = self._cols(inner, ctx)
        hy = inner.y + px(12)
        for key, text in (("style", _("Colour")), ("name", _("Name")), ("kind", _("Played by")),
                          ("level", _("Bot level"))):
            ctx.blit_text(surface, text, 14, (cols[key] + px(2), hy), T.INK_SOFT, "bold")
        y = inner.y + px(40) + self.shell.content.rules["players"]["max"] * (px(50) + px(12)) + px(8)
        ctx.blit_text(surface, _("Game length"), 14, (cols["name"] + px(2), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, _("Seed (optional)"), 14, (cols["level"] + px(2), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, self.length_tips()[self.length], 13, (cols["name"] + px(2), y + px(84)), T.INK_SOFT, "sans")
        for i, st in enumerate(self.seats):      # each row wears its player's colour
            ry = inner.y + px(40) + i * (px(50) + px(12))
            pygame.draw.rect(surface, T.PLAYER_COLOURS[st["style"]], (inner.x - px(12), ry + px(4), px(5), px(42)),
                             border_radius=px(2))
        note = self.note()
        problem = self.problems()
        by = r.bottom - px(24) - px(27)
        if problem:
            ctx.blit_text(surface, problem, 15, (inner.x + px(10), by), T.RED, "bold", "midleft")
        elif note:                      # one or two whole lines, centred on the buttons' middle
            lines = ctx.wrap(note, 14, px(560), "sans")[:2]
            lh = ctx.line_h(14, "sans")
            for k, line in enumerate(lines):
                ctx.blit_text(surface, line, 14, (inner.x + px(10), by + (k - (len(lines) - 1) / 2) * lh),
                              T.INK_SOFT, "sans", "midleft")
