"""The replay viewer (issue 30): a finished game on the real table (TableScene, fed the
replay's views and log: match/replay.py), stepped like a media player.

Controls over the map: at its top, whose view is shown (the public view or any seat's:
the game is over, every secret is open; of a game hosted here, only the seats this
computer's screen held: the others were played at other computers); at its foot the transport (start, round back,
action back, play/pause, action on, round on, end, the playing speed, Back) and the
round slider (one segment per round: a click jumps to that round's first action, a drag
moves through the game). Keys: Space play/pause, Left/Right one action, Shift+Left/Right
or PageUp/PageDown (also Up/Down) one round, Home/End, 0 the public view and 1-5 a seat's,
Esc back. The table itself works as in a game (right click a card, zoom and pan the map,
scroll the log); nobody decides in a replay. Nothing here writes anything.
"""
from __future__ import annotations

import pygame

from archipelago.i18n import _

from .. import theme as T
from ..app import Scene
from ..input import HOVER_DELAY, now
from ..render.common import tooltip_box
from ..table.scene import TableScene
from ..widgets import draw_button, seat_token

SPEEDS = (1, 4, 16)             # playing speeds: actions per PLAY_STEP seconds
PLAY_STEP = 0.5                 # seconds per action at 1x
ROUND_KEYS = {"page up": -1, "page down": 1, "up": -1, "down": 1}
SEAT_KEYS = {str(i): i - 1 for i in range(1, 6)}


def transport_tips():
    """Each transport button's tooltip (shown when drawn: the language may switch)."""
    return {
        "home": _("To the start (Home)"),
        "prev_round": _("Back to the start of this round, or of the one before (PageUp or Shift+Left)"),
        "back": _("One action back (Left arrow)"),
        "play": _("Play or pause (Space)"),
        "fwd": _("One action on (Right arrow)"),
        "next_round": _("On to the start of the next round (PageDown or Shift+Right)"),
        "end": _("To the end of the game (End)"),
        "speed": _("Playing speed: each click plays faster, then normal again"),
        "close": _("Leave the replay (Esc)"),
    }


class ReplayScene(Scene):
    opaque = True
    step_time = PLAY_STEP           # seconds per action at 1x (the away replay's is brisker)

    def __init__(self, shell, replay, viewer=None, seats=None):
        super().__init__(shell.app)
        self.shell = shell
        self.replay = replay
        # the seats whose views may be shown (None: every seat's, the game is over); a game
        # hosted here shows only those of the seats this computer's screen held (the others
        # were played at other computers: shell.open_replay)
        self.seats = None if seats is None else tuple(seats)
        self.viewer = viewer if self.may_show(viewer) else None
        self.playing = False
        self.speed = SPEEDS[0]
        self.next_at = 0.0
        self.hover = None               # the control under the mouse
        self.hover_since = 0.0
        self.tip_shown = False
        self.dragging = False
        self.controls = {}              # name -> rect, as last drawn
        self.segments = []              # (round, rect) of the slider, as last drawn
        self._styles_before = None
        self.table = TableScene(self.app, replay.content, replay.view(viewer), replay.log_entries(viewer),
                                on_key=self.on_key)
        self.table.set_anim_speed(0.0)
        self.table.set_ui_scale(shell.settings.ui_scale)

    # --- scene plumbing ----------------------------------------------------------------------------
    def enter(self):
        self._styles_before = [T.seat_style(i) for i in range(len(T.PLAYER_COLOURS))]
        T.set_seat_styles(self.replay.styles)
        self.table.enter()

    def exit(self):
        self.table.exit()
        T.set_seat_styles(self._styles_before)

    def close(self):
        if self.app.top is self:
            self.app.pop()

    # --- moving through the game -------------------------------------------------------------------
    def show(self, animate=False):
        """Show the replay's position (with its log) for the chosen viewer."""
        r = self.replay
        self.table.set_anim_speed(self.shell.settings.anim if animate else 0.0)
        self.table.set_view(r.view(self.viewer))
        self.table.set_log(r.log_entries(self.viewer))
        if r.at_end:
            self.playing = False
        self.app.dirty = True

    def go(self, how, arg=None, playing=False):
        """Move: 'step' (arg: +1/-1), 'by_round' (+1/-1), 'to_round' (arg), 'seek' (arg), 'home',
        'end'. A move of the player's pauses the playing (`playing`: the playing's own step)."""
        r = self.replay
        self.table.finish_animation()
        self.playing = playing
        before = r.pos
        if how == "step":
            r.step(arg)
        elif how == "by_round":
            (r.next_round if arg > 0 else r.prev_round)()
        elif how == "to_round":
            r.to_round(arg)
        elif how == "seek":
            r.seek(arg)
        elif how == "home":
            r.home()
        elif how == "end":
            r.end()
        if r.pos != before:
            self.show(animate=how == "step" and self.speed == 1)
        return r.pos != before

    def toggle_play(self):
        if self.replay.at_end and not self.playing:
            self.replay.home()
            self.show()
        self.playing = not self.playing
        self.next_at = now()
        self.app.dirty = True

    def may_show(self, viewer):
        """May the view of `viewer` (a seat, None the public's) be shown here?"""
        return viewer is None or 0 <= viewer < len(self.replay.names) and (self.seats is None or viewer in self.seats)

    def set_viewer(self, viewer):
        if viewer != self.viewer and self.may_show(viewer):
            self.viewer = viewer
            self.table.finish_animation()
            self.show()

    # --- input ---------------------------------------------------------------------------------------
    def on_key(self, name):
        """Keys the table passes on (and those this scene takes first: `handle`)."""
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if name == "escape":
            self.close()
        elif name == "space":
            self.toggle_play()
        elif name in ("left", "right"):
            d = -1 if name == "left" else 1
            self.go("by_round" if shift else "step", d)
        elif name in ROUND_KEYS:
            self.go("by_round", ROUND_KEYS[name])
        elif name == "home":
            self.go("home")
        elif name == "end":
            self.go("end")
        elif name == "0":
            self.set_viewer(None)
        elif name in SEAT_KEYS:
            self.set_viewer(SEAT_KEYS[name])
        elif name == "f1":
            self.shell.open_rules()
        else:
            return False
        return True

    def point(self, name):
        """The centre of a control as last drawn (scripts and tests click by name), or None."""
        rect = self.controls.get(name)
        return rect.center if rect is not None else None

    def names(self):
        return list(self.controls)

    def control_at(self, pos):
        if pos is None:
            return None
        for name, rect in self.controls.items():
            if rect.collidepoint(pos):
                return name
        return None

    def handle(self, intent):
        k = intent.kind
        if k == "key" and intent.key in ("escape", "space", "left", "right", "home", "end", "0", *ROUND_KEYS,
                                         *SEAT_KEYS):
            self.table.finish_animation()
            return self.on_key(intent.key)
        if k == "hover":
            name = self.control_at(intent.pos)
            if name != self.hover:
                self.hover, self.hover_since = name, now()
                self.table.covered()
                self.app.dirty = True
            if name is not None:
                return True
        if k == "click" and intent.button == 1:
            name = self.control_at(intent.pos)
            if name is not None:
                self.act(name, intent.pos)
                return True
        if k == "drag" and intent.button == 1 and (self.dragging or self.control_at(
                (intent.pos[0] - intent.rel[0], intent.pos[1] - intent.rel[1])) == "slider"):
            self.dragging = True
            self.playing = False
            self.go("seek", self.slider_pos(intent.pos))
            return True
        self.dragging = False
        return self.table.handle(intent)

    def act(self, name, pos=None):
        if name == "close":
            self.close()
        elif name == "play":
            self.toggle_play()
        elif name == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
            self.app.dirty = True
        elif name in ("back", "fwd"):
            self.go("step", -1 if name == "back" else 1)
        elif name in ("prev_round", "next_round"):
            self.go("by_round", -1 if name == "prev_round" else 1)
        elif name in ("home", "end"):
            self.go(name)
        elif name == "slider" and pos is not None:
            rnd = self.segment_at(pos)
            if rnd is not None:
                self.go("to_round", rnd)
        elif name.startswith("view:"):
            who = name[5:]
            self.set_viewer(None if who == "public" else int(who))

    def segment_at(self, pos):
        for rnd, rect in self.segments:
            if rect.left <= pos[0] < rect.right:
                return rnd
        if self.segments:
            return self.segments[0][0] if pos[0] < self.segments[0][1].left else self.segments[-1][0]
        return None

    def slider_pos(self, pos):
        """The position under x on the slider (within a round's segment, in proportion)."""
        r = self.replay
        rnd = self.segment_at(pos)
        if rnd is None:
            return r.pos
        rect = dict(self.segments)[rnd]
        start, stop = self._round_span(rnd)
        k = min(1.0, max(0.0, (pos[0] - rect.left) / max(1, rect.w)))
        return start + int(round(k * (stop - start)))

    def _round_span(self, rnd):
        r = self.replay
        i = r.rounds.index(rnd)
        start = r.round_start(rnd)
        stop = r.round_start(r.rounds[i + 1]) if i + 1 < len(r.rounds) else r.n
        return start, stop

    # --- time ----------------------------------------------------------------------------------------
    def update(self, dt):
        changed = self.table.update(dt)
        if self.app.top is not self:
            self.playing = False
            return changed
        if self.playing and now() >= self.next_at and not self.table.animating:
            self.go("step", 1, playing=True)
            self.next_at = now() + self.step_time / self.speed
            changed = True
        tip = self.hover is not None and now() - self.hover_since >= HOVER_DELAY
        if tip != self.tip_shown:
            self.tip_shown = tip
            changed = True
        return changed

    def wake_in(self):
        w = self.table.wake_in()
        if self.app.top is self and self.playing:
            left = max(0.0, self.next_at - now())
            w = left if w is None else min(w, left)
        if self.hover is not None and not self.tip_shown:
            left = max(0.0, self.hover_since + HOVER_DELAY - now())
            w = left if w is None else min(w, left)
        return w

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface):
        self.table.draw(surface, self._draw_controls)
        f = self.table.renderer.fitted
        if f is None:
            return
        ctx = self.table.renderer.ui
        mr = f.rects["map"]
        rect = self.controls.get(self.hover)
        if rect is not None and self.tip_shown and self.tip(self.hover):
            box = tooltip_box(ctx, self.tip(self.hover))
            at = box.get_rect(midbottom=(rect.centerx, rect.top - ctx.px(6)))     # above: the bar is low
            if rect.centery < mr.centery:
                at = box.get_rect(midtop=(rect.centerx, rect.bottom + ctx.px(6)))
            at.clamp_ip(surface.get_rect())
            surface.blit(box, at)

    def _draw_controls(self, surface):
        """The viewer row and the transport bar, under the table's card preview (issue 37)."""
        self.controls = {}
        f = self.table.renderer.fitted
        if f is None:
            return
        ctx = self.table.renderer.ui
        mr = f.rects["map"]
        self._draw_viewers(ctx, surface, mr)
        self._draw_transport(ctx, surface, mr)

    def tip(self, name):
        if name.startswith("view:"):
            who = name[5:]
            if who == "public":
                return _("The public view: what everyone at the table saw (key 0)")
            seat = int(who)
            return _("The table as {name} saw it: screen, cubes, florins and objective (key {key})").format(
                name=self.replay.names[seat], key=seat + 1)
        if name == "slider":
            return _("Rounds: click one to jump to its first action; drag to move through the game")
        return transport_tips().get(name, "")

    def _pill(self, surface, rect, alpha=215):
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (16, 22, 30, alpha), box.get_rect(), border_radius=min(rect.h // 2, 14))
        pygame.draw.rect(box, (150, 126, 90, 255), box.get_rect(), 1, border_radius=min(rect.h // 2, 14))
        surface.blit(box, rect)

    def _draw_viewers(self, ctx, surface, mr):
        """The row of whose view to show, at the top of the map."""
        px = ctx.px
        names = self.replay.names
        shown = [None] + [i for i in range(len(names)) if self.may_show(i)]
        h = px(30)
        label = ctx.text(_("Seen by"), 13, (230, 214, 160), "bold")
        public = _("Public")
        widths = [ctx.font(13, "bold").size(public)[0] + px(20)]
        room = mr.w - px(16) - label.get_width() - px(24)
        each = max(px(56), min(px(120), (room - widths[0]) // max(1, len(shown) - 1) - px(4)))
        widths += [each] * (len(shown) - 1)
        total = label.get_width() + px(20) + sum(widths) + px(4) * len(widths)
        r = pygame.Rect(0, 0, min(total, mr.w - px(8)), h)
        r.midtop = (mr.centerx, mr.y + px(6))
        self._pill(surface, r)
        surface.blit(label, label.get_rect(midleft=(r.x + px(12), r.centery)))
        x = r.x + px(12) + label.get_width() + px(8)
        for seat, w in zip(shown, widths):
            name = "view:public" if seat is None else f"view:{seat}"  # i18n: not shown (widget ids)
            b = pygame.Rect(x, r.y + px(3), w, h - px(6))
            on = seat == self.viewer
            hover = self.hover == name
            fill = (236, 190, 70) if on else ((80, 96, 112) if hover else (44, 56, 70))
            pygame.draw.rect(surface, fill, b, border_radius=b.h // 2)
            ink = T.INK if on else T.WHITE
            tx = b.x + px(8)
            if seat is not None:
                seat_token(surface, seat, b.x + px(11), b.centery, px(7))
                tx = b.x + px(22)
            text = public if seat is None else names[seat]
            t = ctx.text(ctx.ellipsize(text, 13, b.right - tx - px(6), "bold"), 13, ink, "bold")
            surface.blit(t, t.get_rect(midleft=(tx, b.centery)) if seat is not None else t.get_rect(center=b.center))
            self.controls[name] = b
            x += w + px(4)

    def _draw_transport(self, ctx, surface, mr):
        """The transport row and the round slider, at the foot of the map."""
        px = ctx.px
        r = self.replay
        bh = px(30)
        bar = pygame.Rect(mr.x + px(6), 0, mr.w - px(12), px(8) + bh + px(8) + px(26) + px(8))
        bar.bottom = mr.bottom - px(6)
        self._pill(surface, bar, 225)
        # the transport buttons
        x, y = bar.x + px(8), bar.y + px(8)
        bw = px(36)
        for name in ("home", "prev_round", "back", "play", "fwd", "next_round", "end"):
            w = px(48) if name == "play" else bw
            b = pygame.Rect(x, y, w, bh)
            enabled = not ((name in ("home", "prev_round", "back") and r.pos == 0)
                           or (name in ("fwd", "next_round", "end") and r.at_end))
            style = "primary" if name == "play" else "normal"
            draw_button(ctx, surface, b, "", style, enabled, self.hover == name)
            icon(surface, name if name != "play" else ("pause" if self.playing else "play"), b,
                 T.INK if enabled else (150, 142, 128), px)
            self.controls[name] = b
            x = b.right + px(4)
        sp = pygame.Rect(x + px(4), y, px(44), bh)
        draw_button(ctx, surface, sp, f"{self.speed}×", "dark", True, self.hover == "speed", size=13)
        self.controls["speed"] = sp
        close = pygame.Rect(0, y, px(70), bh)
        close.right = bar.right - px(8)
        draw_button(ctx, surface, close, _("Back"), "quiet", True, self.hover == "close", size=14)
        self.controls["close"] = close
        # where the replay stands
        left, right = sp.right + px(10), close.left - px(10)
        where = _("Action {pos} of {n}").format(pos=r.pos, n=r.n)
        rnd = _("Round {round}").format(round=r.round)
        t1 = ctx.text(ctx.ellipsize(where, 13, right - left, "bold"), 13, T.WHITE, "bold")
        t2 = ctx.text(ctx.ellipsize(rnd, 12, right - left, "cond"), 12, (230, 214, 160), "cond")
        surface.blit(t1, (left, y - px(1)))
        surface.blit(t2, (left, y + bh - t2.get_height() + px(1)))
        # the round slider
        srect = pygame.Rect(bar.x + px(10), y + bh + px(8), bar.w - px(20), px(26))
        self.controls["slider"] = srect
        rounds = r.rounds
        seg_w = srect.w / max(1, len(rounds))
        self.segments = []
        now_round = r.round_at(r.pos)
        for i, rnd_i in enumerate(rounds):
            x0, x1 = int(srect.x + i * seg_w), int(srect.x + (i + 1) * seg_w)
            sr = pygame.Rect(x0, srect.y, x1 - x0, srect.h)
            self.segments.append((rnd_i, sr))
            body = sr.inflate(-px(2), 0)
            cur = rnd_i == now_round
            if cur:                 # the part of the round played so far, in gold
                start, stop = self._round_span(rnd_i)
                k = (r.pos - start) / max(1, stop - start)
                pygame.draw.rect(surface, (150, 118, 48), body, border_radius=px(4))
                done = pygame.Rect(body.x, body.y, max(px(4), int(body.w * k)), body.h)
                pygame.draw.rect(surface, (236, 190, 70), done, border_radius=px(4))
                kx = body.x + int(body.w * k)
                pygame.draw.polygon(surface, T.WHITE, [(kx - px(5), srect.top - px(5)), (kx + px(5), srect.top - px(5)),
                                                       (kx, srect.top + px(1))])
            else:
                fill = (80, 96, 112) if self.hover == "slider" else (52, 64, 78)
                pygame.draw.rect(surface, fill, body, border_radius=px(4))
            ctx.blit_text(surface, str(rnd_i), 12, sr.center, T.INK if cur else T.WHITE, "condb", "center")


def icon(surface, name, rect, colour, px):
    """A media player's symbol drawn in the middle of a button."""
    cx, cy = rect.center
    s = px(7)

    def tri(x, left=False):
        pts = [(x + s, cy - s), (x + s, cy + s), (x - s // 2, cy)] if left else \
              [(x - s // 2, cy - s), (x - s // 2, cy + s), (x + s, cy)]
        pygame.draw.polygon(surface, colour, pts)

    def bar(x):
        pygame.draw.rect(surface, colour, (x, cy - s, max(2, px(3)), 2 * s))

    if name == "play":
        tri(cx - s // 4)
    elif name == "pause":
        bar(cx - px(5))
        bar(cx + px(2))
    elif name == "back":
        tri(cx - s // 4, left=True)
    elif name == "fwd":
        tri(cx - s // 4)
    elif name == "prev_round":
        tri(cx - s, left=True)
        tri(cx + px(2), left=True)
    elif name == "next_round":
        tri(cx - s)
        tri(cx + px(2))
    elif name == "home":
        bar(cx - s - px(1))
        tri(cx + px(1), left=True)
    elif name == "end":
        tri(cx - s)
        bar(cx + s - px(1))
