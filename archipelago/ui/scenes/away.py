"""While you were away (issue 41): the public moves since a person last decided, replayed
on the table at a brisk pace (the replay viewer's scene, ReplayScene, over a match.away.Away),
and the offer of it on the table.

The replay starts at once and plays each move animated (render/anim.py, at the "fast"
length or the setting's, whichever is shorter), then stands where the game stands and goes
back by itself. One click on "Skip to now" (or Esc, Enter, End) ends it there at once; Space
pauses, the arrows step. It shows only the public view (match.away: no viewer's secrets,
the person's own neither), so a curtain offers it before the named person clicks. The text
summary of the curtain and of the rejoin card stays.

AwayOffer is the small control on the game's table when a person at this screen decides
after others played (alone with bots, or at a networked table): offered, never forced; it
stands out when many moves happened (AWAY_NOTICE). AwayCard is the card of what happened
while a screen's line to the host was down (its rejoin): the entries missed in words, and
"Show what happened" when the public moves since the person's last decision can be
replayed here (the moves a rejoin catches up bring their public views).
"""
from __future__ import annotations

import pygame

from archipelago.i18n import _, ngettext

from .. import theme as T
from ..input import now
from ..widgets import Button, draw_button, foot_row
from .dialog import MessageDialog
from .replay import ReplayScene, icon

AWAY_STEP = 0.45                # seconds between two moves of the away replay (the replay viewer's: 0.5)
AWAY_ANIM = 0.5                 # the animations' length factor at most (the "fast" speed's)
AWAY_LINGER = 1.2               # seconds it stands at the end before going back by itself
AWAY_NOTICE = 8                 # moves since one's last decision from which the offer stands out
SKIP_KEYS = ("escape", "return", "enter", "end")


def away_tips():
    """Each control's tooltip (worded when drawn: the language may switch)."""
    return {
        "play": _("Pause or play on (Space)"),
        "back": _("One move back (Left arrow)"),
        "fwd": _("One move on (Right arrow)"),
        "close": _("Skip to where the game stands now (Esc or Enter)"),
    }


class AwayScene(ReplayScene):
    step_time = AWAY_STEP
    linger = True                   # gone by itself a moment after it played to the end

    def __init__(self, shell, away):
        super().__init__(shell, away, viewer=None)
        self.playing = True
        self.next_at = now() + AWAY_STEP
        self.ended_at = None            # input.now() when it reached the end by playing

    # --- moving ------------------------------------------------------------------------------------
    def show(self, animate=False):
        """The public view at the replay's position, a step animated at the brisk pace."""
        a = self.replay
        self.table.set_anim_speed(min(self.shell.settings.anim, AWAY_ANIM) if animate else 0.0)
        self.table.set_view(a.view())
        self.table.set_log(a.log_entries())
        if a.at_end:
            self.playing = False
        self.app.dirty = True

    def skip(self):
        """One click or key: the table stands where the game stands, and the replay ends."""
        self.table.finish_animation()
        self.replay.end()
        self.show()
        self.close()

    def set_viewer(self, viewer):
        """The away replay shows the public view only."""

    # --- input ---------------------------------------------------------------------------------------
    def on_key(self, name):
        if name in SKIP_KEYS:
            self.skip()
        elif name == "space":
            self.toggle_play()
        elif name in ("left", "right"):
            self.go("step", -1 if name == "left" else 1)
        elif name == "f1":
            self.shell.open_rules()
        else:
            return False
        return True

    def handle(self, intent):
        if intent.kind == "key" and intent.key in SKIP_KEYS:
            return self.on_key(intent.key)
        return super().handle(intent)

    def act(self, name, pos=None):
        if name == "close":
            self.skip()
        elif name == "play":
            self.toggle_play()
        elif name in ("back", "fwd"):
            self.go("step", -1 if name == "back" else 1)

    def toggle_play(self):
        if self.replay.at_end and not self.playing:
            return
        self.playing = not self.playing
        self.next_at = now()
        self.app.dirty = True

    # --- time ----------------------------------------------------------------------------------------
    def update(self, dt):
        was = self.playing
        changed = super().update(dt)
        if was and self.replay.at_end and self.ended_at is None and self.linger:
            self.ended_at = now()
        if self.ended_at is not None and not self.table.animating and now() >= self.ended_at + AWAY_LINGER:
            self.close()
            return True
        return changed

    def wake_in(self):
        w = super().wake_in()
        if self.ended_at is not None:
            left = max(0.0, self.ended_at + AWAY_LINGER - now())
            w = left if w is None else min(w, left)
        return w

    # --- drawing -------------------------------------------------------------------------------------
    def tip(self, name):
        return away_tips().get(name, "")

    def skip_words(self):
        return _("Skip to now")

    def end_words(self):
        return _("This is where the game stands now.")

    def start_words(self):
        a = self.replay
        return _("From the last move of {name}").format(name=a.names[a.seat]) if a.seat is not None else ""

    def title(self):
        a = self.replay
        if a.seat is None:
            return _("What happened")
        return _("What happened since {name}'s last move").format(name=a.names[a.seat])

    def _draw_controls(self, surface):
        """The title at the top of the map, and the bar at its foot: pause, step, where
        the replay stands (the move and who made it) and Skip to now."""
        self.controls = {}
        f = self.table.renderer.fitted
        if f is None:
            return
        ctx = self.table.renderer.ui
        px = ctx.px
        mr = f.rects["map"]
        a = self.replay
        head = ctx.text(ctx.ellipsize(self.title(), 15, mr.w - px(40), "bold"), 15, (240, 226, 180), "bold")
        r = pygame.Rect(0, 0, head.get_width() + px(32), px(32))
        r.midtop = (mr.centerx, mr.y + px(6))
        self._pill(surface, r)
        surface.blit(head, head.get_rect(center=r.center))
        bh = px(32)
        bar = pygame.Rect(0, 0, min(mr.w - px(12), px(760)), bh + px(16))
        bar.midbottom = (mr.centerx, mr.bottom - px(8))
        self._pill(surface, bar, 225)
        x, y = bar.x + px(8), bar.y + px(8)
        for name in ("back", "play", "fwd"):
            b = pygame.Rect(x, y, px(48) if name == "play" else px(36), bh)
            enabled = not ((name == "back" and a.pos == 0) or (name in ("fwd", "play") and a.at_end))
            draw_button(ctx, surface, b, "", "primary" if name == "play" else "normal", enabled, self.hover == name)
            icon(surface, name if name != "play" else ("pause" if self.playing else "play"), b,
                 T.INK if enabled else (150, 142, 128), px)
            self.controls[name] = b
            x = b.right + px(4)
        skip = self.skip_words()
        w = ctx.font(15, "bold").size(skip)[0] + px(36)
        close = pygame.Rect(0, y, w, bh)
        close.right = bar.right - px(8)
        draw_button(ctx, surface, close, skip, "primary", True, self.hover == "close", size=15)
        self.controls["close"] = close
        left, room = x + px(8), close.left - px(10) - (x + px(8))
        where = _("Move {pos} of {n}").format(pos=a.pos, n=a.n)
        if a.at_end:
            where = self.end_words()
        last = a.last_entries()
        line = last[-1][1] if last else self.start_words()
        t1 = ctx.text(ctx.ellipsize(where, 13, room, "bold"), 13, T.WHITE, "bold")
        t2 = ctx.text(ctx.ellipsize(str(line), 12, room, "cond"), 12, (230, 214, 160), "cond")
        surface.blit(t1, (left, y - px(1)))
        surface.blit(t2, (left, y + bh - t2.get_height() + px(1)))


class AwayOffer:
    """The offer on the game's table: "What happened (n)" at the map's top left while a
    person at this screen decides after others played; a click replays those moves
    (AwayScene). Worked out once per change of the game."""

    def __init__(self, scene):
        self.scene = scene
        self._key = None
        self._count = 0

    def count(self):
        """The public moves since the person deciding now last decided (0: nothing to offer:
        a bot or a person elsewhere decides, the game is over, or they decided last)."""
        scene = self.scene
        g = scene.session
        seat = g.to_act
        key = (g.version, seat)
        if key != self._key:
            self._key = key
            self._count = 0
            if seat is not None and not g.over and g.is_human(seat):
                self._count = g.away_count(seat)
        return self._count

    def button_rect(self):
        table = self.scene.table
        f, ctx = table.renderer.fitted, table.renderer.ui
        if f is None or ctx is None or not self.count() or self.scene.screen.objective_due() is not None:
            return None
        mr = f.rects["map"]
        w = ctx.font(13, "bold").size(self.label())[0] + ctx.px(24)
        return pygame.Rect(mr.x + ctx.px(8), mr.y + ctx.px(8), w, ctx.px(30))

    def label(self):
        n = self.count()
        return ngettext("What happened ({n} move)", "What happened ({n} moves)", n).format(n=n)

    def tip(self):
        return _("Replay on the table the moves made since your last decision (public view only). "
                 "Skip it with one click or Esc.")

    def draw(self, surface, hover=False):
        r = self.button_rect()
        if r is None:
            return
        ctx = self.scene.table.renderer.ui
        style = "primary" if self.count() >= AWAY_NOTICE else "dark"
        draw_button(ctx, surface, r, self.label(), style, True, hover, size=13)

    def open(self):
        """Replay the moves (the person asked): True if there were any."""
        scene = self.scene
        seat = scene.session.to_act
        away = scene.session.away_replay(seat) if self.count() else None
        if away is None:
            return False
        scene.table.finish_animation()
        scene.app.push(AwayScene(scene.shell, away))
        return True


class AwayCard(MessageDialog):
    """The card after a rejoin (scenes.talk.Followed): the log entries missed, and "Show
    what happened" when `away` (a match.away.Away of the person at this screen, or None:
    nothing to replay here) can be replayed; OK closes it."""

    def __init__(self, shell, title, text, away=None):
        super().__init__(shell, title, text)
        self.away = away

    def build(self, size, ctx):
        if self.away is None:
            super().build(size, ctx)
            return
        ok, show = foot_row(ctx, self._rect(size, ctx), (160, 260))
        name = self.away.names[self.away.seat] if self.away.seat is not None else ""
        self.widgets = [Button("ok", ok, _("OK"), "primary", size=17),
                        Button("away", show, _("Show what happened"), "normal", size=16,
                               tip=_("Replays on the table the moves made since {name}'s last decision: the public "
                                     "view only, nothing secret. One click or Esc skips it.").format(name=name))]

    def act(self, widget, pos):
        if widget.name == "away":
            self.show_away()
        else:
            self.close()

    def show_away(self):
        """The card closes and the away replay plays on the table (then the table again)."""
        if self.away is None or self.app.top is not self:
            return
        self.app.pop()
        self.app.push(AwayScene(self.shell, self.away))
