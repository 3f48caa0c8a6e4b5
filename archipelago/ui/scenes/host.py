"""Title > Host a game (issue 36, point 3; UX "Playing on several screens"): the new-game
form where each seat is a person here, a person joining from another computer, or a bot;
then the lobby: where the game listens (address and port), the short join code, and who has
joined which seat, until the host starts the game (or lets bots play the seats nobody joined).

The game runs in a net.server.GameServer on this app's own thread (its asyncio loop),
listening on 127.0.0.1 unless Settings say every network. The host's own people play
through a HostedGame: a RemoteGame joined to that server over 127.0.0.1, so this screen
follows the authority exactly as every other screen does (the same messages, the same
secrets kept) and hot seat and network share the table (match.session's interface).
The hosted game's autosaves stay on this computer (saves folder, HOSTED_FOLDER, a folder
per game named by its join code, the tokens beside them): Title > Host a game > Resume a
hosted game lists them and reopens the lobby of one with the same code and tokens, so every
joining computer's Continue (rejoin) reaches it. The file keeping a hosted game that ended
lies there too; the Load screen's Finished games lists it (hosted_finished), its replay and
review showing only the seats this computer's screen held.
"""
from __future__ import annotations

import socket

import pygame

from archipelago.i18n import N_, _, ngettext, pgettext
from archipelago.match.seats import BOT, HUMAN, REMOTE, Seat
from archipelago.net import protocol as p
from archipelago.net.client import url
from archipelago.net.joining import here_token, load_tokens
from archipelago.net.remote import RemoteGame
from archipelago.net.server import GameServer
from archipelago.saves import fileio, paths
from archipelago.saves import format as save_format

from .. import settings as settings_mod
from .. import theme as T
from ..widgets import Button, Choice, TextField, backdrop, card, style_token, text_block
from .form import FormScene
from .load import save_line
from .newgame import NewGameScene
from archipelago.engine.kinds import ENTER

HOSTED_FOLDER = "hosted"            # the hosted games' autosaves and tokens, in the saves folder
JOINING = REMOTE                    # a seat of the form played by a person joining from elsewhere
KIND_WORDS = [(HUMAN, N_("Here")), (JOINING, N_("Joining")), (BOT, N_("Bot"))]
KIND_TIPS = {HUMAN: N_("A person at this computer plays this seat."),
             JOINING: N_("A person at another computer joins the game and plays this seat."),
             BOT: N_("The computer plays this seat.")}
BIND_WORDS = [(settings_mod.BIND_HERE, N_("This computer only")), (settings_mod.BIND_ALL, N_("Every network"))]
BIND_TIPS = {settings_mod.BIND_HERE: N_("Only screens on this computer can join (127.0.0.1): for trying it out."),
             settings_mod.BIND_ALL: N_("Computers on your network (or the internet, with the port open on the "
                                       "router's firewall) can join.")}
HOST_START_TIP = N_("Open the game: the lobby shows the address and the join code to give the others.")


class HostedGame(RemoteGame):
    """The host's own screen: a RemoteGame joined over 127.0.0.1 to the server this app
    runs (`server`); closing it hangs up and stops the server (its autosave written)."""

    server = None

    def set_pace(self, delay, think=None):
        """The speed setting paces the bots at the hosted table as at hot seat (the server's host)."""
        self.server.set_pace(delay, think)

    def close(self):
        super().close()
        if self.server is not None:
            self.server.stop()


def hosted_folder():
    return paths.saves_dir() / HOSTED_FOLDER


def host_game(shell, seats, length="short", seed=None, bind=None, port=None):
    """Start a GameServer for a new game of `seats` (match.seats.Seat, kind human: a person
    here, remote: a person joining, bot) and join its people here: the HostedGame (ready:
    its first view came), or raises OSError (the port is taken) or TimeoutError."""
    here = [i for i, s in enumerate(seats) if s.kind == HUMAN]
    on_server = [Seat(s.name, BOT if s.kind == BOT else REMOTE, s.level, s.style) for s in seats]
    code = p.new_code()
    server = GameServer.new(shell.content, on_server, length, seed, code=code, saves=hosted_folder() / code,
                            **_listening(shell, bind, port))
    return _open(shell, server, p.hello(shell.content, code, seats=here or None, watch=not here))


def _listening(shell, bind, port):
    settings = shell.settings
    return {"bind": bind or settings.host_bind, "port": settings.host_port if port is None else port,
            "grace": settings.grace}


def _open(shell, server, hello):
    """Start `server` (paced by the speed setting) and join it here with `hello`: the HostedGame."""
    server.set_pace(shell.settings.delay, shell.settings.think)
    try:
        server.start()
    except RuntimeError as e:
        raise OSError(str(e)) from e
    game = HostedGame(shell.content, url(settings_mod.BIND_HERE, server.port), hello, shell.app.wake)
    game.server = server
    try:
        game.wait(lambda g: g.ready or g.refusals, 10.0)
    except (TimeoutError, ConnectionError):
        game.close()
        raise TimeoutError("the game's own server did not answer")  # i18n: not shown (the caller words it)
    if game.ready and game.holds:
        server.keep_here(game.token)
    return game


def hosted_finished():
    """The files keeping the games hosted here that ended, [(path, seats)]: each lies in its
    game's folder beside the autosaves (Match.keep_finished), and `seats` are the seats this
    computer's screen held there (the tokens file's "here", net/joining.py; () if it held
    none or the file says nothing): the Load screen's replay and review show only their
    views and costly decisions, the others were played at other computers. Never raises."""
    out = []
    root = hosted_folder()
    if not root.is_dir():
        return out
    for folder in root.iterdir():
        kept = sorted(folder.glob(fileio.FINISHED_PREFIX + "*.json")) if folder.is_dir() else []
        if kept:
            seats = _seats_here(folder)
            out += [(path, seats) for path in kept]
    return out


def _seats_here(folder):
    """The seats the hosting app's own screen held in the game of `folder` (its tokens file,
    read as a resumed game reads it: net/joining.py)."""
    _code, tokens, _standins = load_tokens(folder)
    return tuple(sorted(s for s in tokens.get(here_token(folder), ()) if type(s) is int))


def hosted_games():
    """The hosted games that can be resumed, newest first: [(folder, newest autosave,
    format.describe of it plus "saved" (its file's time))], unfinished ones only, each
    read and checked as the Load list does (a file that does not read is left out here;
    resuming checks it whole). Never raises."""
    out = []
    root = hosted_folder()
    if not root.is_dir():
        return out
    for folder in root.iterdir():
        newest = fileio.autosaves(folder) if folder.is_dir() else []
        if not newest:
            continue
        try:
            info = save_format.describe(save_format.read(newest[0]), newest[0].name)
            info["mtime"] = newest[0].stat().st_mtime
        except (save_format.SaveError, OSError):
            continue
        if not info["over"]:
            out.append((folder, newest[0], info))
    return sorted(out, key=lambda row: row[2]["mtime"], reverse=True)


def resume_hosted(shell, folder, bind=None, port=None):
    """Reopen the hosted game kept in `folder` from its newest autosave, with the same join
    code and the seats' tokens (every joining computer's Continue reaches it), its people
    here joined again with their token: the HostedGame. Raises save_format.SaveError (a
    corrupt or too-new autosave: nothing on disk changed), OSError or TimeoutError."""
    server = GameServer.resume(shell.content, folder, **_listening(shell, bind, port))
    here = server.here
    hello = p.hello(shell.content, token=here) if here in server.members else \
        p.hello(shell.content, server.code, watch=True)
    return _open(shell, server, hello)


def addresses(bind):
    """The addresses other computers reach this one at: 127.0.0.1 when the game listens on
    this computer only, else this computer's own addresses as the system names them."""
    if bind != settings_mod.BIND_ALL:
        return [bind]
    found = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = info[4][0]
            if addr not in found and not addr.startswith("127."):
                found.append(addr)
    except OSError:
        pass
    return found or [socket.gethostname()]


class HostFormScene(NewGameScene):
    """The new-game form of a hosted game: each seat a person here, a person joining or a bot;
    where the game listens and its port."""

    title_words = N_("Host a game")
    kind_words = KIND_WORDS
    kind_tips = KIND_TIPS
    start_words = N_("Open the game")
    start_tip = HOST_START_TIP

    def __init__(self, shell):
        super().__init__(shell)
        self.seats[1]["kind"] = JOINING
        self.bind = shell.settings.host_bind
        self.port = str(shell.settings.host_port)

    def problems(self):
        problem = super().problems()
        if problem:
            return problem
        if not any(s["kind"] == JOINING for s in self.seats):
            return _("Make at least one seat Joining: a person at another computer plays it.")
        return ""

    def build(self, size, ctx):
        super().build(size, ctx)
        px = ctx.px
        r = self._card(size, ctx)
        inner = pygame.Rect(r.x + px(24), r.y + px(60), r.w - px(48), r.h - px(84))
        cols = self._cols(inner, ctx)
        y = inner.y + px(40) + 5 * (px(50) + px(12)) + px(34) + px(112)
        self.widgets.append(Choice("bind", (cols["name"], y, cols["level"] - cols["name"] - px(24), px(48)),
                                   [(v, _(w)) for v, w in BIND_WORDS], self.bind,
                                   tip=_("Who can join"), tips={v: _(t) for v, t in BIND_TIPS.items()}))
        self.widgets.append(TextField("port", (cols["level"], y, px(160), px(48)), self.port, "8765", 5, digits=True,
                                      tip=_("The port the game listens on (open it on the firewall to play "
                                            "over the internet).")))

        self.hosted = hosted_games()
        if self.hosted:                 # beside "+ Add a player" (the row below the seats)
            ay = inner.y + px(40) + len(self.seats) * (px(50) + px(12)) + px(4)
            self.widgets.append(Button("resume", (cols["level"], ay, px(300), px(44)), _("Resume a hosted game"),
                                       "normal", size=15, tip=_("Open a game hosted here before from its autosave, "
                                                                "with the same join code: the others rejoin it.")))

    def act(self, widget, pos):
        if widget.name == "resume":
            self.app.push(ResumeHostedScene(self.shell, self.hosted))
            return
        if widget.name == "bind":
            v = widget.option_at(pos)
            if v:
                self.bind = v
                self.invalidate()
            return
        super().act(widget, pos)

    def changed(self, widget):
        if widget.name == "port":
            self.port = widget.value
        super().changed(widget)

    def start(self):
        if self.problems():
            return
        seats = [Seat(s["name"].strip(), s["kind"], s["level"], s["style"]) for s in self.seats]
        seed = int(self.seed) if self.seed.strip() else None
        port = int(self.port) if self.port.strip() else 0
        self.shell.settings.host_bind, self.shell.settings.host_port = self.bind, port
        self.shell.save_settings()
        self.shell.host_game(seats, self.length, seed)

    def paint(self, surface, ctx):
        super().paint(surface, ctx)
        px = ctx.px
        r = self._card(surface.get_size(), ctx)
        inner = pygame.Rect(r.x + px(24), r.y + px(60), r.w - px(48), r.h - px(84))
        cols = self._cols(inner, ctx)
        y = inner.y + px(40) + 5 * (px(50) + px(12)) + px(34) + px(86)
        ctx.blit_text(surface, _("Who can join"), 14, (cols["name"] + px(2), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, pgettext("network", "Port"), 14, (cols["level"] + px(2), y), T.INK_SOFT, "bold")

    def note(self):
        n = sum(1 for s in self.seats if s["kind"] == JOINING)
        return ngettext("{n} person joins from another computer with the address and the code the lobby shows.",
                        "{n} people join from other computers with the address and the code the lobby shows.",
                        n).format(n=n)


class LobbyScene(FormScene):
    """Where the hosted game listens, its join code and who has joined which seat; Start
    when every joining seat is taken (or bots for the seats nobody joined); Cancel ends it."""

    def __init__(self, shell, game):
        super().__init__(shell)
        self.game = game
        self._seen = None
        self.handed = False             # the game went on to the table (the lobby no longer ends it)

    # --- the model --------------------------------------------------------------------------
    def waiting_for(self):
        """The seats nobody has joined yet."""
        return [i for i, mark in enumerate(self.game.presence) if mark == p.FREE]

    def seat_words(self, seat):
        """Who plays `seat` now, in words."""
        g = self.game
        mark = g.presence[seat] if seat < len(g.presence) else p.FREE
        if seat in g.holds:
            return _("a person here")
        if mark == p.FREE:
            return _("waiting for a person to join…")
        if mark == p.AWAY:
            return _("joined, away just now")
        if mark == p.BOT:
            return _("a bot") if g.mirror.seats[seat].kind == BOT else _("a bot, until a person joins")
        return _("joined")

    def start(self):
        if self.waiting_for():
            return
        self.handed = True
        self.shell.play_hosted(self.game)

    def bots_for_free(self):
        self.game.server.bots_for_free_seats()
        self.game.wait(lambda g: not self.waiting_for(), 10.0)
        self.start()

    def cancel(self):
        self.shell.title()              # (exit ends the game)

    def exit(self):
        if not self.handed:
            self.game.close()

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt):
        changed = super().update(dt)
        self.game.pump()
        seen = (tuple(self.game.presence), tuple(self.game.names), tuple(self.game.watching), self.game.closed)
        if seen != self._seen:
            self._seen = seen
            self.invalidate()
            return True
        return changed

    def wake_in(self):
        w = super().wake_in()
        return 0.1 if w is None else min(w, 0.1)

    # --- layout ---------------------------------------------------------------------------------
    def _card(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(1040), ctx.px(680)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        bh, by = px(54), r.bottom - px(24) - px(54)
        waiting = self.waiting_for()
        start_tip = (_("Start when every joining seat is taken, or let bots play the free ones.") if waiting
                     else _("Everyone is here: to the table."))
        self.widgets = [
            Button("start", (r.right - px(28) - px(220), by, px(220), bh), _("Start game"), "primary", size=18,
                   enabled=not waiting, tip=start_tip),
            Button("bots", (r.right - px(28) - px(220) - px(16) - px(300), by, px(300), bh),
                   _("Bots for the free seats"), "normal", size=16, enabled=bool(waiting),
                   tip=_("Start now: a bot plays each seat nobody joined; a person who joins later takes it over.")),
            Button("leave", (r.x + px(28), by, px(180), bh), _("Cancel"), "quiet", size=17,
                   tip=_("End the hosted game and go back to the title screen (Esc).")),
        ]

    def act(self, widget, pos):
        n = widget.name
        if n == "start":
            self.start()
        elif n == "bots":
            self.bots_for_free()
        elif n == "leave":
            self.cancel()

    def on_key(self, name):
        if name == "escape":
            self.cancel()
            return True
        if name in ("return", ENTER):
            self.start()
            return True
        return False

    # --- drawing --------------------------------------------------------------------------------
    def paint(self, surface, ctx):
        px = ctx.px
        g, server = self.game, self.game.server
        surface.blit(backdrop(surface.get_size()), (0, 0))
        r = self._card(surface.get_size(), ctx)
        inner = card(ctx, surface, r, _("Host a game: the lobby"), T.PANEL_EDGE, title_size=20)
        x, y = inner.x + px(14), inner.y + px(10)
        ctx.blit_text(surface, _("Join code"), 14, (x, y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, " ".join(server.code), 40, (x, y + px(22)), T.INK, "bold")
        ax = x + px(360)
        ctx.blit_text(surface, _("Address"), 14, (ax, y), T.INK_SOFT, "bold")
        where = addresses(server.bind)
        for k, addr in enumerate(where[:3]):
            ctx.blit_text(surface, f"{addr}:{server.port}", 24, (ax, y + px(24) + k * px(30)), T.INK, "bold")
        px_ = ax + px(330)
        ctx.blit_text(surface, pgettext("network", "Port"), 14, (px_, y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, str(server.port), 24, (px_, y + px(24)), T.INK, "bold")
        ny = y + max(px(84), px(24) + min(3, len(where)) * px(30) + px(6))      # below the code's letters
        note = (_("Only this computer can join (127.0.0.1). To play with other computers choose Every network "
                  "in the form.") if server.bind == settings_mod.BIND_HERE else
                _("The others choose Join a game on their title screen and type the address and the code. Over "
                  "the internet, open port {port} on the router's firewall.").format(port=server.port))
        ny = text_block(ctx, surface, note, pygame.Rect(x, ny, inner.w - px(28), px(60)), 14, T.INK_SOFT)
        ty = ny + px(18)
        ctx.blit_text(surface, _("Seats"), 15, (x, ty), T.INK_SOFT, "bold")
        ty += px(30)
        for seat, name in enumerate(g.names):
            mark = g.presence[seat] if seat < len(g.presence) else p.FREE
            rowy = ty + seat * px(50)
            style_token(surface, g.styles[seat] if g.styles[seat] is not None else seat, x + px(18), rowy + px(18),
                        px(15))
            ctx.blit_text(surface, name, 18, (x + px(46), rowy + px(18)), T.INK, "bold", "midleft")
            colour = T.RED if mark in (p.FREE, p.AWAY) else T.INK
            ctx.blit_text(surface, self.seat_words(seat), 16, (x + px(240), rowy + px(18)), colour, "sans",
                          "midleft")
        if g.watching:
            words = _("Watching: {names}.").format(names=", ".join(g.watching))
            ctx.blit_text(surface, words, 15, (inner.x + px(14), r.bottom - px(24) - px(108)), T.INK_SOFT, "sans")
        waiting = self.waiting_for()
        if waiting:
            words = _("Waiting for: {names}.").format(names=", ".join(g.names[s] for s in waiting))
            ctx.blit_text(surface, words, 15, (inner.x + px(14), r.bottom - px(24) - px(80)), T.INK_SOFT, "sans")


class ResumeHostedScene(FormScene):
    """Title > Host a game > Resume a hosted game: the games hosted here that are not over
    (their seats, round and when last saved); choosing one reopens its lobby with the same
    join code and tokens (scenes.shell.resume_hosted_game)."""

    SHOWN = 6

    def __init__(self, shell, games):
        super().__init__(shell)
        self.games = games[:self.SHOWN]

    def _card(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(860), ctx.px(150 + 78 * max(1, len(self.games)) + 80)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        ws = []
        for i, (folder, _newest, info) in enumerate(self.games):
            ws.append(Button(f"game{i}", (r.x + px(40), r.y + px(96) + i * px(78), r.w - px(80), px(66)),
                             ", ".join(info["names"]), "normal", size=18, sub=save_line(info),
                             tip=_("Open the lobby of this game again (join code {code}).").format(code=folder.name)))
        ws.append(Button("back", (r.x + px(28), r.bottom - px(24) - px(54), px(180), px(54)), _("Back"), "quiet",
                         size=17, tip=_("Back (Esc).")))
        self.widgets = ws

    def act(self, widget, pos):
        if widget.name == "back":
            self.app.pop()
        elif widget.name.startswith("game"):
            self.shell.resume_hosted_game(self.games[int(widget.name[4:])][0])

    def on_key(self, name):
        if name != "escape":
            return False
        self.app.pop()                  # (Esc: back)
        return True

    def paint(self, surface, ctx):
        surface.blit(backdrop(surface.get_size()), (0, 0))
        r = self._card(surface.get_size(), ctx)
        inner = card(ctx, surface, r, _("Resume a hosted game"), T.PANEL_EDGE, title_size=20)
        ctx.blit_text(surface, _("The games hosted on this computer that are not over, newest first."), 15,
                      (inner.x + ctx.px(12), inner.y + ctx.px(6)), T.INK_SOFT, "sans")
