"""The new-game form: 2-5 seats, each with a name, a colour + emblem, person or bot (with
its level); the game length; an optional seed."""
from __future__ import annotations

import pygame

from archipelago.match.authority import Seat
from archipelago.words import length_tip

from .. import theme as T
from .kit import Button, Choice, FormScene, TextField, backdrop, card
from archipelago.engine.kinds import ENTER

DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
STYLE_NAMES = ["blue circle", "orange square", "green triangle", "pink diamond", "vermilion star"]
STYLE_SHORT = ["Blue", "Orange", "Green", "Pink", "Vermilion"]
MAX_NAME = 14
# Bot levels (bots/__init__.py), weakest first; issue 15.
LEVELS = [("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"), ("expert", "Expert")]
LEVEL_TIPS = {
    "easy": "Easy: the bot plays simply and makes mistakes.",
    "normal": "Normal: the bot plays a sound game.",
    "hard": "Hard: the bot tries its best few moves in a few possible futures before it picks.",
    "expert": "Expert: the bot plays many possible futures before each decision "
              "(Settings: Expert thinking time).",
}


class NewGameScene(FormScene):
    def __init__(self, shell):
        super().__init__(shell)
        self.seats = [
            {"name": "Ann", "kind": "human", "level": "normal", "style": 0},
            {"name": "Bob", "kind": "bot", "level": "normal", "style": 1},
            {"name": "Cy", "kind": "bot", "level": "easy", "style": 2},
        ]
        self.length = "short"
        self.seed = ""

    def length_tips(self):
        rules = self.shell.content.rules
        return {length: length_tip(length, rules) for length in rules["lengths"]}

    # --- the model ----------------------------------------------------------------------------
    def problems(self):
        names = [s["name"].strip() for s in self.seats]
        if any(not n for n in names):
            return "Every player needs a name."
        if len({n.lower() for n in names}) < len(names):
            return "Two players have the same name."
        if not any(s["kind"] == "human" for s in self.seats):
            return ""          # bots only: allowed (a game to watch)
        return ""

    def add_seat(self):
        if len(self.seats) >= 5:
            return
        used = {s["style"] for s in self.seats}
        taken = {s["name"].lower() for s in self.seats}
        name = next((n for n in DEFAULT_NAMES if n.lower() not in taken), f"Player {len(self.seats) + 1}")
        style = next(i for i in range(5) if i not in used)
        self.seats.append({"name": name, "kind": "bot", "level": "normal", "style": style})

    def next_style(self, i):
        used = {s["style"] for k, s in enumerate(self.seats) if k != i}
        cur = self.seats[i]["style"]
        for d in range(1, 6):
            cand = (cur + d) % 5
            if cand not in used:
                return cand
        return cur

    def start(self):
        if self.problems():
            return
        seats = [Seat(s["name"].strip(), s["kind"], s["level"], s["style"]) for s in self.seats]
        seed = int(self.seed) if self.seed.strip() else None
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
        for i, s in enumerate(self.seats):
            ws.append(Button(f"style{i}", (cols["style"], y, px(160), rh), STYLE_SHORT[s["style"]], "normal", size=15,
                             token=("style", s["style"]),
                             tip=f"Colour and emblem: {STYLE_NAMES[s['style']]}. Click for the next free one."))
            tf = TextField(f"name{i}", (cols["name"], y, px(274), rh), s["name"], "name", MAX_NAME,
                           tip="The player's name (click and type).")
            ws.append(tf)
            ws.append(Choice(f"kind{i}", (cols["kind"], y, px(224), rh), [("human", "Person"), ("bot", "Bot")],
                             s["kind"], tips={"human": "A person at this screen plays this seat.",
                                              "bot": "The computer plays this seat (paced so you can follow)."}))
            ws.append(Choice(f"level{i}", (cols["level"], y, px(286), rh), LEVELS,
                             s["level"], enabled=s["kind"] == "bot", tips=LEVEL_TIPS))
            ws.append(Button(f"remove{i}", (cols["remove"], y, px(54), rh), "✕", "quiet", enabled=several,
                             tip="Remove this player." if several else
                             f"The game needs at least {self.shell.content.rules['players']['min']} players."))
            y += rh + px(12)
        if len(self.seats) < 5:
            ws.append(Button("add", (cols["name"], y + px(4), px(300), px(44)), "+ Add a player", "normal", size=15,
                             tip=f"Up to {self.shell.content.rules['players']['max']} players."))
        y = inner.y + px(40) + 5 * (rh + px(12)) + px(34)
        ws.append(Choice("length", (cols["name"], y, cols["level"] - cols["name"] - px(24), px(48)),
                         [("short", "Short"), ("medium", "Medium"), ("long", "Long")], self.length,
                         tip="Game length: which objective cards are dealt.", tips=self.length_tips()))
        ws.append(TextField("seed", (cols["level"], y, px(240), px(48)), self.seed, "random", 9, digits=True,
                            tip="Optional: the same seed and players give the same game. Empty: a new one."))
        bw = px(220)
        by = r.bottom - px(24) - px(54)
        problem = self.problems()
        ws.append(Button("start", (r.right - px(28) - bw, by, bw, px(54)), "Start game", "primary", size=18,
                         enabled=not problem, tip=problem or "Deal the islands and begin."))
        ws.append(Button("back", (r.right - px(28) - 2 * bw - px(16), by, bw, px(54)), "Back", "quiet", size=17,
                         tip="Back to the title screen (Esc)."))
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
            start.tip = problem or "Deal the islands and begin."

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

    # --- drawing ---------------------------------------------------------------------------------
    def paint(self, surface, ctx):
        px = ctx.px
        surface.blit(backdrop(surface.get_size()), (0, 0))
        r = self._card(surface.get_size(), ctx)
        card(ctx, surface, r, "New game", T.PANEL_EDGE, title_size=20)
        inner = pygame.Rect(r.x + px(24), r.y + px(60), r.w - px(48), r.h - px(84))
        cols = self._cols(inner, ctx)
        hy = inner.y + px(12)
        for key, text in (("style", "Colour"), ("name", "Name"), ("kind", "Played by"), ("level", "Bot level")):
            ctx.blit_text(surface, text, 14, (cols[key] + px(2), hy), T.INK_SOFT, "bold")
        y = inner.y + px(40) + 5 * (px(50) + px(12)) + px(8)
        ctx.blit_text(surface, "Game length", 14, (cols["name"] + px(2), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, "Seed (optional)", 14, (cols["level"] + px(2), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, self.length_tips()[self.length], 13, (cols["name"] + px(2), y + px(84)), T.INK_SOFT, "sans")
        for i, st in enumerate(self.seats):      # each row wears its player's colour
            ry = inner.y + px(40) + i * (px(50) + px(12))
            pygame.draw.rect(surface, T.PLAYER_COLOURS[st["style"]], (inner.x - px(12), ry + px(4), px(5), px(42)),
                             border_radius=px(2))
        humans = sum(1 for s in self.seats if s["kind"] == "human")
        bots = len(self.seats) - humans
        if humans >= 2:
            note = (f"{humans} people share this screen: a curtain hides each one's secrets when the "
                    "turn passes to another person.")
        elif humans == 1:
            note = f"You play against {bots} bot{'s' if bots != 1 else ''}." if bots else ""
        else:
            note = "Bots only: a game to watch."
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
