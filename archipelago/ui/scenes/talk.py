"""The table on several screens (issue 36, point 3; UX "Playing on several screens"), for a
game joined at another computer or hosted here (net.remote.RemoteGame): a mark on each
player panel for who is connected, away or played by a bot meanwhile; the table-talk line
(key T: public, every screen shows it, kept in the log where it was said); the window's
title when it is a person here's turn; what the host refused, in words; and a line lost
to the host rejoined by itself.

    net = Followed(game_scene)      # GameScene makes it for a remote session
    net.update()                    # after taking the host's messages: True if anything changed
    net.log(entries)                # the log with the table talk in it
    net.draw_marks(surface)         # the presence marks over the player panels
"""
from __future__ import annotations

import time

import pygame

from archipelago.i18n import N_, _, ngettext
from archipelago.match.seats import REMOTE
from archipelago.net import protocol as p
from archipelago.net.words import refusal_words

from .. import theme as T
from ..app import TITLE
from ..widgets import Button, TextField, card, draw_button, foot_row, shade
from .form import FormScene
from archipelago.engine.kinds import ENTER

# Presence marks (net.protocol) in words, translated where drawn, and their dot's colour.
MARK_WORDS = {p.CONNECTED: N_("connected"), p.AWAY: N_("away"), p.BOT: N_("bot"), p.FREE: N_("not joined")}
MARK_STANDIN = N_("bot for now")                # a bot plays for a person who dropped (or never joined)
MARK_COLOURS = {p.CONNECTED: (60, 150, 74), p.AWAY: (214, 140, 36), p.BOT: (70, 120, 190), p.FREE: (150, 142, 128)}
MARK_TIPS = {p.CONNECTED: N_("{name} is connected."),
             p.AWAY: N_("{name}'s connection dropped: the game waits for them; after a while a bot plays for "
                        "them until they are back."),
             p.BOT: N_("A bot plays {name}."),
             p.FREE: N_("Nobody has joined {name}'s seat yet.")}
STANDIN_TIP = N_("{name} is away: a bot plays for them from their own view until they come back.")
REJOIN_WAITS = (1.0, 2.0, 4.0, 8.0, 10.0)        # seconds between tries to rejoin a lost line


def standin(game, seat):
    """A bot plays `seat` for a person (the seat was one people join)."""
    mark = game.presence[seat] if seat < len(game.presence) else None
    return mark == p.BOT and game.mirror.seats[seat].kind == REMOTE


def mark_of(game, seat):
    """(words, colour, tooltip) of `seat`'s presence mark."""
    mark = game.presence[seat] if seat < len(game.presence) else p.FREE
    name = game.names[seat]
    if standin(game, seat):
        return _(MARK_STANDIN), MARK_COLOURS[p.BOT], _(STANDIN_TIP).format(name=name)
    return (_(MARK_WORDS.get(mark, mark)), MARK_COLOURS.get(mark, T.INK_SOFT),
            _(MARK_TIPS.get(mark, "{name}")).format(name=name))


def talk_line(names, line):
    """A line of table talk as the log shows it."""
    seat = line["seat"]
    name = names[seat] if 0 <= seat < len(names) else "?"
    return ("line", _("{name} says: “{text}”").format(name=name, text=line["text"]), seat)


def new_lines(before, after):
    """The lines of `after` (the talk kept, the last TALK_KEPT) that `before` did not have."""
    for start in range(len(before) + 1):
        tail = before[start:]
        if after[:len(tail)] == tail:
            return after[len(tail):]
    return after


AWAY_SHOWN = 12                     # log entries the card of what happened while away shows


def away_words(entries):
    """The card after a rejoin: the last AWAY_SHOWN log entries missed, worded as the log
    words them, and how many earlier ones it leaves out."""
    shown = entries[-AWAY_SHOWN:]
    lines = [str(text) for _kind, text, _seat in shown]
    more = len(entries) - len(shown)
    if more:
        lines.insert(0, ngettext("… and {n} more before these.", "… and {n} more before these.", more).format(n=more))
    return "\n".join(lines)


class Followed:
    """What a GameScene of a remote game adds to the table (see the module doc)."""

    def __init__(self, scene):
        self.scene = scene
        self.game = scene.session
        self.talk = []                  # [(public log length when said, line)]
        self._talk_seen = []
        self._presence = None
        self._refused = 0
        self._caption = None
        self._mark_hits = []            # the marks' tooltips among the table's hit regions
        self.lost_at = None             # when the line to the host was lost (None: it is up)
        self._tries = 0
        self._next_try = 0.0
        self.take_talk(at=0)

    # --- what arrived ---------------------------------------------------------------------------
    def take_talk(self, at=None):
        g = self.game
        fresh = new_lines(self._talk_seen, list(g.talk))
        self._talk_seen = list(g.talk)
        if fresh:
            pos = len(g.log_entries(None)) if at is None and g.ready else (at or 0)
            self.talk.extend((pos, line) for line in fresh)
        return bool(fresh)

    def update(self):
        """After the scene took the host's messages: the talk, the marks, the refusals and the
        line; True if the screen changes."""
        g, shell = self.game, self.scene.shell
        changed = self.take_talk()
        if tuple(g.presence) != self._presence:
            self._presence = tuple(g.presence)
            changed = True
        for refusal in g.refusals[self._refused:]:
            self.scene.errors.append(refusal.get("reason"))
            if refusal.get("reason") not in (p.FLOOD,):
                shell.message(_("The host refused that"), refusal_words(refusal))
            changed = True
        self._refused = len(g.refusals)
        away = g.take_away()
        if away:
            from .away import AwayCard
            seat = g.away_viewer()          # (one seat held here: whose last decision the replay starts at)
            replay = g.away_replay(seat) if seat is not None and g.away_count(seat) else None
            shell.app.push(AwayCard(shell, _("While you were away"), away_words(away), replay))
            changed = True
        if self.keep_line():
            changed = True
        return changed

    def keep_line(self):
        """A line lost to the host is rejoined by itself (the token: the host sends what was
        missed), waiting longer after each try."""
        g = self.game
        if g.closed is None or g.over:
            if self.lost_at is not None:
                self.lost_at, self._tries = None, 0
                return True
            return False
        now = time.monotonic()
        if self.lost_at is None:
            self.lost_at, self._next_try = now, now + REJOIN_WAITS[0]
            return True
        if now >= self._next_try and g.token is not None:
            self._tries += 1
            self._next_try = now + REJOIN_WAITS[min(self._tries, len(REJOIN_WAITS) - 1)]
            g.rejoin()
        return False

    def banner(self):
        """What the banner says while the line to the host is down, or None."""
        if self.lost_at is None:
            return None
        return _("The connection to the host is lost: trying again…")

    # --- the log, the title, the marks -------------------------------------------------------------
    def log(self, entries):
        """`entries` with the table talk where it was said."""
        if not self.talk:
            return entries
        out, k = [], 0
        names = self.game.names
        for i, entry in enumerate(entries):
            while k < len(self.talk) and self.talk[k][0] <= i:
                out.append(talk_line(names, self.talk[k][1]))
                k += 1
            out.append(entry)
        out.extend(talk_line(names, line) for _pos, line in self.talk[k:])
        return out

    def caption(self):
        """The window's title: the game's name, and "your turn" when a person here decides."""
        g = self.game
        yours = not g.over and g.to_act is not None and g.is_human(g.to_act)
        text = _("{title} · your turn").format(title=TITLE) if yours else TITLE
        if text != self._caption:
            self._caption = text
            pygame.display.set_caption(text)
        return text

    def button_rect(self):
        """The Talk button: on the map's top edge, left of the Hint button (None: no table yet)."""
        table = self.scene.table
        f, ctx = table.renderer.fitted, table.renderer.ui
        if f is None or ctx is None or not self.game.holds:
            return None
        mr = f.rects["map"]
        r = pygame.Rect(0, 0, ctx.px(104), ctx.px(30))
        r.topright = (mr.right - ctx.px(8 + 96 + 8), mr.y + ctx.px(8))
        return r

    def draw_button(self, surface):
        r = self.button_rect()
        if r is not None:
            draw_button(self.scene.table.renderer.ui, surface, r, _("Talk (T)"), "normal", size=14)

    def draw_marks(self, surface):
        """Each player panel's presence mark, a badge on the right of the panel's top edge."""
        table = self.scene.table
        f = table.renderer.fitted
        ctx = table.renderer.ctx
        g = self.game
        if f is None or ctx is None or not g.presence or "players" not in f.rects:
            return
        area = f.rects["players"]
        n = len(g.names)
        px = ctx.px
        gap = px(6)
        ph = min(px(150), (area.h - gap * (n - 1)) // n)
        hits = table.renderer.hits
        hits.items = [h for h in hits.items if all(h is not m for m in self._mark_hits)]   # (the last frame's)
        self._mark_hits = []
        for seat in range(n):
            words, colour, tip = mark_of(g, seat)
            t = ctx.text(words, 11, T.WHITE, "bold")
            r = pygame.Rect(0, 0, t.get_width() + px(24), px(15))
            r.midright = (area.right - px(84), area.y + seat * (ph + gap) + px(1))
            pygame.draw.rect(surface, (30, 38, 48), r, border_radius=r.h // 2)
            pygame.draw.rect(surface, colour, r, max(1, px(1.5)), border_radius=r.h // 2)
            pygame.draw.circle(surface, colour, (r.x + px(9), r.centery), px(4.5))
            surface.blit(t, t.get_rect(midleft=(r.x + px(17), r.centery)))
            hits.add(r, tip)            # (no key: a click goes on to the panel under it)
            self._mark_hits.append(hits.items[-1])

    def talk_dialog(self):
        """Key T: the talk line (a spectator is told they only watch)."""
        g, shell = self.game, self.scene.shell
        if not g.holds:
            shell.message(_("Table talk"), refusal_words({"reason": p.WATCHING}))
            return
        shell.app.push(TalkDialog(shell, self))


class TalkDialog(FormScene):
    """One line of table talk (public: every screen shows it, kept in the log), and the last
    lines said."""

    opaque = False
    SHOWN = 6

    def __init__(self, shell, followed):
        super().__init__(shell)
        self.followed = followed
        self.text = ""

    def _rect(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(760), ctx.px(200 + self.SHOWN * 24)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._rect(size, ctx)
        cancel, say = foot_row(ctx, r, (160, 160))
        field = TextField("text", (r.x + px(24), cancel.y - px(66), r.w - px(48), px(50)), self.text,
                          _("3 fish for your wood?"), p.TALK_MAX,
                          tip=_("Everyone at the table reads it (every screen, the log)."))
        field.autofocus = True
        self.widgets = [field,
                        Button("say", say, _("Say"), "primary", size=17, enabled=bool(self.text.strip()),
                               tip=_("Say it to the whole table (Enter).")),
                        Button("close", cancel, _("Cancel"), "quiet", size=17, tip=_("Say nothing (Esc)."))]

    def changed(self, widget):
        self.text = widget.value
        say = self.widget("say")
        if say is not None:
            say.enabled = bool(self.text.strip())

    def say(self):
        if not self.text.strip():
            return
        self.followed.game.say(self.text)
        self.app.pop()

    def act(self, widget, pos):
        if widget.name == "say":
            self.say()
        elif widget.name == "close":
            self.app.pop()

    def on_key(self, name):
        if name == "escape":
            self.app.pop()
            return True
        if name in ("return", ENTER):
            self.say()
            return True
        return False

    def paint(self, surface, ctx):
        px = ctx.px
        shade(surface, 120)
        r = self._rect(surface.get_size(), ctx)
        inner = card(ctx, surface, r, _("Table talk"), T.PANEL_EDGE, title_size=17)
        g = self.followed.game
        lines = [talk_line(g.names, line)[1:] for line in g.talk[-self.SHOWN:]]
        if not lines:
            ctx.blit_text(surface, _("Nobody has said anything yet. Talk over trades as at a real table."), 14,
                          (inner.x + px(10), inner.y + px(6)), T.INK_SOFT, "sans")
        for k, (text, seat) in enumerate(lines):
            y = inner.y + px(6) + k * px(24)
            pygame.draw.circle(surface, T.player_colour(seat), (inner.x + px(16), y + px(9)), px(6))
            ctx.blit_text(surface, ctx.ellipsize(text, 14, inner.w - px(40), "sans"), 14, (inner.x + px(30), y),
                          T.INK, "sans")
