"""Title > Join a game (issue 36, point 3; UX "Playing on several screens"): the host's
address, the join code and your name (remembered for next time: Settings join_name); then
the game's seats, who plays each, and a free one to take (or watch). Two people at this
computer type a name beside each seat they play and take the named seats together. The
host checks each name (net.protocol.clean_name) and the seat takes it at every screen. Every failure is said in words naming what to do (net.words: a wrong code, a
full game, an unreachable host, another version), and nothing here crashes.

To show the seats before taking one, the screen first joins as a spectator (the host's
welcome says who holds which seat, the snapshot names them); taking a seat hangs that line
up and joins again for the seat.
"""
from __future__ import annotations

import time

import pygame

from archipelago.i18n import _
from archipelago.net import protocol as p
from archipelago.net.client import UNREACHABLE, url
from archipelago.net.remote import RemoteGame
from archipelago.net.words import refusal_words

from .. import theme as T
from ..widgets import Button, TextField, backdrop, card, style_token, text_block
from .form import FormScene
from archipelago.engine.kinds import ENTER

DEFAULT_PORT = 8765
ANSWER_TIMEOUT = 15.0               # seconds the host has to answer before the screen says so
ASK, LOOKING, SEATS, TAKING = "ask", "looking", "seats", "taking"


def with_port(address):
    """"host" -> "host:8765": an address typed without a port gets the default one."""
    address = address.strip()
    if address.startswith(("ws://", "wss://")) or ":" in address.rsplit("]", 1)[-1]:
        return address
    return f"{address}:{DEFAULT_PORT}"


class JoinScene(FormScene):
    def __init__(self, shell, address=None):
        super().__init__(shell)
        self.address = address or f"127.0.0.1:{DEFAULT_PORT}"
        self.code = ""
        self.name = shell.settings.join_name
        self.seat_names = {}            # seat -> the name typed beside it (two people at this computer)
        self.taking = []                # the names the seats being taken are asked for
        self.stage = ASK
        self.error = None               # what went wrong, in words
        self.game = None                # the RemoteGame: watching (LOOKING, SEATS) or taking a seat
        self.asked_at = None

    # --- the model --------------------------------------------------------------------------
    def look(self):
        """Join as a spectator to see the seats."""
        if not self.address.strip() or not self.code.strip():
            self.error = _("Type the host's address and the join code their lobby shows.")
            self.invalidate()
            return
        if p.clean_name(self.name) is None:
            self.error = _("Type your name (1 to {n} characters): the others see it at the table.").format(
                n=p.NAME_MAX)
            self.invalidate()
            return
        self._connect(watch=True, names=[self.name.strip()])
        self.stage = LOOKING
        self.focus = None               # (the fields wait: no caret in them)

    def take(self, seat):
        """Take `seat`, named as typed beside it (else with your name)."""
        self.take_seats([seat])

    def named_seats(self):
        """The free seats with a name typed beside them (people at this computer)."""
        return [s for s in self.free_seats() if self.seat_names.get(s, "").strip()]

    def take_seats(self, seats):
        names = [self.seat_names.get(s, "").strip() or self.name.strip() for s in seats]
        self._hang_up()
        self.taking = names
        self._connect(seats=seats, names=names)
        self.stage = TAKING

    def rejoin(self, token, seen=None):
        """Take back the seat this computer held in the game at `address` (Title > Continue):
        the token is all the host needs; it sends a fresh view. `seen`: how many log entries
        this computer had shown when it left (the rest is said as what happened meanwhile)."""
        self.error = None
        self.game = RemoteGame(self.shell.content, url(with_port(self.address)), p.hello(self.shell.content,
                                                                                          token=token),
                               self.app.wake)
        self.game.away_since(seen)
        self.asked_at = time.monotonic()
        self.stage = TAKING
        self.invalidate()

    def watch(self):
        g = self.game
        self.game = None
        self.taking = []
        self.remember_name()
        self.shell.play_remote(g)

    def _connect(self, seats=None, watch=False, names=None):
        self.error = None
        self.game = RemoteGame.join(self.shell.content, with_port(self.address), self.code.strip(), seats, watch,
                                    wake=self.app.wake, names=names)
        self.asked_at = time.monotonic()
        self.invalidate()

    def _hang_up(self):
        if self.game is not None:
            self.game.close_line()
            self.game = None

    def free_seats(self):
        g = self.game
        return [] if g is None else [i for i, mark in enumerate(g.presence) if mark == p.FREE]

    def _failed(self, words):
        self._hang_up()
        self.error = words
        self.stage = ASK
        self.invalidate()

    def poll(self):
        """Take the host's answer: the seats shown, the game played, or what went wrong."""
        g = self.game
        if g is None or self.stage not in (LOOKING, TAKING):
            return False
        g.pump()
        if g.refusals:
            refusal = g.refusals[-1]
            if self.stage == TAKING and refusal.get("reason") in (p.SEAT_TAKEN, p.NAME_TAKEN):
                self.look()
                self.error = refusal_words(refusal)
                return True
            if refusal.get("reason") == p.UNKNOWN_TOKEN:
                self.shell.forget_rejoin()
            self._failed(refusal_words(refusal))
            return True
        if g.ready and self.stage == LOOKING:
            self.stage = SEATS
            if not self.free_seats():
                self.error = refusal_words({"reason": p.FULL})
            self.invalidate()
            return True
        if g.ready and self.stage == TAKING:
            self.game = None
            self.remember_name()
            self.shell.play_remote(g)
            return True
        if g.closed is not None:
            reason = g.closed[1] or ""
            self._failed(refusal_words({"reason": UNREACHABLE}, with_port(self.address))
                         if reason.startswith(UNREACHABLE) or g.token is None else
                         _("The host closed the connection: try again, or ask the host."))
            return True
        if time.monotonic() - self.asked_at > ANSWER_TIMEOUT:
            self._failed(_("The host at {address} does not answer: check the address and the port.").format(
                address=with_port(self.address)))
            return True
        return False

    def remember_name(self):
        """The name this computer joined with is offered next time (Settings)."""
        name = self.name.strip()
        if name and name != self.shell.settings.join_name:
            self.shell.settings.join_name = name
            self.shell.save_settings()

    def back(self):
        self._hang_up()
        if self.stage == ASK:
            self.app.pop()
        else:
            self.stage, self.error = ASK, None
            self.invalidate()

    def exit(self):
        self._hang_up()                 # (a game handed to the table is no longer this screen's)

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt):
        changed = super().update(dt)
        if self.poll():
            return True
        if self.stage == SEATS and self.game is not None:
            before = tuple(self.game.presence)
            self.game.pump()
            if tuple(self.game.presence) != before:
                self.invalidate()
                return True
        return changed

    def wake_in(self):
        w = super().wake_in()
        if self.stage != ASK:
            w = 0.1 if w is None else min(w, 0.1)
        return w

    # --- layout ---------------------------------------------------------------------------------
    def _card(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(960), ctx.px(640)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        x, y = r.x + px(48), r.y + px(110)
        bh, by = px(54), r.bottom - px(24) - px(54)
        asking = self.stage == ASK
        ws = [TextField("address", (x, y, px(360), px(50)), self.address, "127.0.0.1:8765", 60, enabled=asking,
                        tip=_("The host's address and port, as their lobby shows it (e.g. 192.168.1.20:8765).")),
              TextField("code", (x + px(380), y, px(190), px(50)), self.code, _("code"), 12, enabled=asking,
                        tip=_("The join code the host's lobby shows.")),
              TextField("name", (x + px(590), y, px(274), px(50)), self.name, _("your name"), p.NAME_MAX,
                        enabled=asking, tip=_("Your name at the table: the others see it on your seat, in the log "
                                              "and in the score table."))]
        if asking:
            ws[0].autofocus = True
            ws.append(Button("look", (r.right - px(28) - px(260), by, px(260), bh), _("Look at the game"), "primary",
                             size=18, tip=_("Connect to the host and see the seats (Enter).")))
        if self.stage == SEATS:
            g = self.game
            free = set(self.free_seats())
            sy = y + px(120)
            for seat, name in enumerate(g.names):
                if seat in free:
                    ws.append(TextField(f"name{seat}", (x + px(400), sy + seat * px(54), px(200), px(44)),
                                        self.seat_names.get(seat, ""), _("who plays it here"), p.NAME_MAX, size=15,
                                        tip=_("Two people at this computer: type the name of who plays each seat, "
                                              "then Take the named seats.")))
                    ws.append(Button(f"seat{seat}", (x + px(616), sy + seat * px(54), px(240), px(44)),
                                     _("Play {name}").format(name=name), "primary", size=15,
                                     tip=_("Take this seat: you play {name} from this computer.").format(name=name)))
            named = self.named_seats()
            ws.append(Button("together", (r.right - px(28) - px(200) - px(16) - px(300), by, px(300), bh),
                             _("Take the named seats"), "normal", size=16, enabled=len(named) >= 2,
                             tip=_("Two or more people at this computer: each plays the seat with their name "
                                   "beside it, a curtain between them.")))
            ws.append(Button("watch", (r.right - px(28) - px(200), by, px(200), bh), _("Watch"), "normal", size=17,
                             tip=_("Watch the game: you see what every player may see, nothing private.")))
        ws.append(Button("back", (r.x + px(28), by, px(180), bh), _("Back"), "quiet", size=17,
                         tip=_("Back (Esc).")))
        self.widgets = ws

    def act(self, widget, pos):
        n = widget.name
        if n == "look":
            self.look()
        elif n == "watch":
            self.watch()
        elif n == "back":
            self.back()
        elif n == "together":
            if len(self.named_seats()) >= 2:
                self.take_seats(self.named_seats())
        elif n.startswith("seat"):
            self.take(int(n[4:]))

    def changed(self, widget):
        if widget.name == "address":
            self.address = widget.value
        elif widget.name == "code":
            self.code = widget.value
        elif widget.name == "name":
            self.name = widget.value
        elif widget.name.startswith("name"):
            self.seat_names[int(widget.name[4:])] = widget.value
            together = self.widget("together")
            if together is not None and together.enabled != (len(self.named_seats()) >= 2):
                self.invalidate()

    def on_key(self, name):
        if name == "escape":
            self.back()
            return True
        if name in ("return", ENTER) and self.stage == ASK:
            self.look()
            return True
        return False

    # --- drawing --------------------------------------------------------------------------------
    def seat_words(self, seat):
        mark = self.game.presence[seat] if seat < len(self.game.presence) else p.FREE
        return {p.FREE: _("free"), p.CONNECTED: _("taken"), p.AWAY: _("taken (away just now)"),
                p.BOT: _("a bot")}.get(mark, mark)

    def paint(self, surface, ctx):
        px = ctx.px
        surface.blit(backdrop(surface.get_size()), (0, 0))
        r = self._card(surface.get_size(), ctx)
        inner = card(ctx, surface, r, _("Join a game"), T.PANEL_EDGE, title_size=20)
        x, y = r.x + px(48), r.y + px(110)
        ctx.blit_text(surface, _("Host's address"), 14, (x + px(2), y - px(24)), T.INK_SOFT, "bold")
        ctx.blit_text(surface, _("Join code"), 14, (x + px(382), y - px(24)), T.INK_SOFT, "bold")
        ctx.blit_text(surface, _("Your name"), 14, (x + px(592), y - px(24)), T.INK_SOFT, "bold")
        msg_y = y + px(70)
        if self.stage == LOOKING:
            ctx.blit_text(surface, _("Connecting…"), 16, (x, msg_y), T.INK_SOFT, "sans")
        elif self.stage == TAKING:
            ctx.blit_text(surface, _("Taking the seat…"), 16, (x, msg_y), T.INK_SOFT, "sans")
        elif self.stage == SEATS:
            g = self.game
            ctx.blit_text(surface, _("The game of {names}: choose a free seat, or watch.").format(
                names=", ".join(g.names)), 16, (x, msg_y), T.INK, "bold")
            sy = y + px(120)
            for seat, name in enumerate(g.names):
                rowy = sy + seat * px(54) + px(22)
                style_token(surface, g.styles[seat] if g.styles[seat] is not None else seat, x + px(16), rowy, px(14))
                ctx.blit_text(surface, name, 18, (x + px(44), rowy), T.INK, "bold", "midleft")
                ctx.blit_text(surface, self.seat_words(seat), 16, (x + px(240), rowy), T.INK_SOFT, "sans", "midleft")
        if self.error:
            ey = r.bottom - px(24) - px(54) - px(70) if self.stage == SEATS else msg_y
            text_block(ctx, surface, self.error, pygame.Rect(x, ey, inner.w - px(60), px(64)), 16, T.RED, "bold")
        elif self.stage == ASK:
            text_block(ctx, surface, _("Ask the host for the address and the join code their lobby shows. Then "
                                       "choose a free seat, or watch."),
                       pygame.Rect(x, msg_y, inner.w - px(60), px(64)), 15, T.INK_SOFT)
