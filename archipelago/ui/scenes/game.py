"""The game being played: the table (TableScene) driven by the game's one interface
(match/session.py: a game hosted here, later one joined over the network) and its hot-seat
screen (match/screen.py, `Screen`).

GameScene wraps one TableScene: it feeds it the view of the seat the screen says may be
seen, the log, busy/undo flags, all as the game outputs them (it never reads the game's
state, nor the authority: tests/test_layers.py); it submits what the table submits for
the person on the screen (the authority checks who may act); it asks the game to tick,
and the host (match/host.py) plays the bots' moves due, paced by the speed setting, Space
skipping to the next person's decision, and writes the autosaves; it raises curtains,
each person's "Your objective" moment after the deal, objective reveals and the score
table. Bots, curtains and everything else pause while any overlay (menu, rules, dialog,
curtain) is on top.

Hot seat: the table shows the view of screen.viewer() and nothing else, so a private view
follows only its own curtain (`Screen.cleared_for`). When a person's action hands the
game to another person, the result stays on the first person's screen until their next
click or for HANDOFF_LINGER seconds, then the public view replaces it and the curtain
comes (screen.leave_screen). Objective reveals are drawn over the public view.

Every change is animated on the table at the speed setting (none at "instant" or while
Space skips); a bot's next move waits until the last one's animation has played, and an
overlay on top ends an animation at once. The UI scale setting scales the table's text
and controls (TableScene.set_ui_scale).
"""
from __future__ import annotations

import pygame

from archipelago import engine
from archipelago.i18n import N_, _
from archipelago.match.runner import BotRunner
from archipelago.match.screen import Screen

from .. import theme as T
from ..app import TITLE as T_TITLE, Scene
from ..input import now
from ..table.scene import TableScene
from .away import AwayOffer
from .hint import Hint
from archipelago.words.status import status_line

HANDOFF_LINGER = 1.0           # seconds the result of a person's action shows before the curtain
# The bots' speed (settings.SPEEDS) in the bot banner, translated where drawn.
SPEED_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant")}


class GameScene(Scene):
    opaque = True

    def __init__(self, shell, session):
        super().__init__(shell.app)
        self.shell = shell
        self.session = session          # the game (match.session): everything goes through it
        self.screen = Screen(session, curtains=shell.settings.curtain)
        self.content = session.content
        self.hint = Hint(self.content, BotRunner(wake=self.app.wake, threaded=shell.threaded))  # key H
        self.over_shown = False
        self.errors = []                # refused actions (the table offers only legal ones)
        self.autosave_failed = False
        self._shown = None
        self._chimed = None
        self.reveals = []               # objective endings waiting to be shown
        self.linger_until = None        # input.now() when the handoff curtain comes
        T.set_seat_styles(session.styles)       # (again in enter: the shell resets them between games)
        viewer = self.screen.viewer()
        self.table = TableScene(self.app, self.content, session.view(viewer), session.log_entries(viewer),
                                on_key=self.on_key, submit=self.submit, on_undo=self.undo, on_menu=self.open_menu)
        self.table.set_anim_speed(shell.settings.anim)
        self.table.set_ui_scale(shell.settings.ui_scale)
        session.set_pace(shell.settings.delay, shell.settings.think)
        self.away = AwayOffer(self)     # "What happened": the moves since the person's last decision (issue 41)
        self.banner_box = None          # where the banner of another's turn was last drawn (None: not drawn)
        self.net = None                 # a game followed from its host (issue 36): scenes.talk.Followed
        if session.remote:
            from .talk import Followed
            self.net = Followed(self)

    @property
    def skip(self):
        """Space was pressed: the bots play at once until a person decides."""
        return self.session.skipping

    # --- scene plumbing (the table does the work) ------------------------------------------------
    def enter(self):
        T.set_seat_styles(self.session.styles)
        self.table.enter()

    def exit(self):
        self.table.exit()

    def start(self):
        self.session.start()
        self.sync()

    def close(self):
        self.hint.runner.close()
        self.session.close()
        if self.net is not None:
            pygame.display.set_caption(T_TITLE)

    def handle(self, intent):
        if intent.kind == "click" and self.linger_until is not None:
            self.linger_until = 0.0             # the next click brings the curtain
            self.sync()
            return True
        if intent.kind == "click" and intent.button == 1:
            r = self.hint.button_rect(self)
            if r is not None and r.collidepoint(intent.pos):
                self.show_hint()
                return True
            r = self.net.button_rect() if self.net is not None else None
            if r is not None and r.collidepoint(intent.pos):
                self.net.talk_dialog()
                return True
            r = self.away.button_rect()
            if r is not None and r.collidepoint(intent.pos) and self.app.top is self:
                self.away.open()
                return True
            if self.hint.box is not None and self.hint.box.collidepoint(intent.pos) \
                    and self.table.controls_enabled:
                self.table.finish_animation()
                self.hint.follow(self)
                return True
        return self.table.handle(intent)

    def show_hint(self):
        """The Hint button or key H: the hard level's move for the person deciding now
        (worked out on the worker; during the bots' turn, at the person's next decision)."""
        if self.app.top is self:
            self.hint.ask(self)
            self.app.dirty = True

    def draw(self, surface):
        self.table.draw(surface, self._controls)

    def _controls(self, surface):
        """The Hint, the offer of what happened and the bots' banner, under the table's card
        preview and tooltips."""
        self.hint.draw(surface, self)
        r = self.away.button_rect()
        if r is not None:
            self.away.draw(surface, hover=r.collidepoint(self.app.input.pointer or (-1, -1)))
        g = self.session
        self.banner_box = None
        if self.net is not None:
            self.net.draw_marks(surface)
            self.net.draw_button(surface)
        if (g.elsewhere_to_act() and not g.over and self.screen.objective_due() is None) \
                or (self.net is not None and self.net.banner()):
            self._bot_banner(surface)

    def wake_in(self):
        w = self.table.wake_in()
        g = self.session
        if self.linger_until is not None and self.app.top is self:
            left = max(0.0, self.linger_until - now())
            w = left if w is None else min(w, left)
        if self.app.top is self and self.hint.thinking:
            w = 0.05 if w is None else min(w, 0.05)     # the worker also wakes the loop
        if self.app.top is self:
            bots = g.wake_in(now())
            if bots is not None:
                w = bots if w is None else min(w, bots)
        return w

    # --- keeping the table in step with the game -------------------------------------------------
    def refresh(self, force=False, quiet=False):
        """Show the screen's view now (`quiet`: without animating the change)."""
        g = self.session
        viewer = self.screen.viewer()
        key = (g.version, viewer, g.over)
        if force or key != self._shown:
            if self._shown is not None and self._shown[1] != viewer:
                quiet = True                    # another screen: nothing of the last one moves over it
            self._shown = key
            self.table.set_anim_speed(0.0 if self.skip or quiet else self.shell.settings.anim)
            self.table.set_view(g.view(viewer))
            self.table.set_anim_speed(0.0 if self.skip else self.shell.settings.anim)
            log = g.log_entries(viewer)
            self.table.set_log(self.net.log(log) if self.net is not None else log)
        self.table.set_status(*self.linger_status())
        self.table.set_undo_enabled(self.can_undo())
        self.table.set_busy((g.elsewhere_to_act() or getattr(g, "waiting", False)) and not g.over
                            and self.screen.objective_due() is None)
        self.app.dirty = True

    def linger_status(self):
        """(sentence, seat) of the status line while the result of a person's last action is
        still on their screen (issue 25, N2): that person's name, never the next person's
        prompt; (None, None) otherwise."""
        seat = self.screen.viewer()
        if self.linger_until is None or seat is None or not self.screen.handing_over():
            return None, None
        return _("{name}: your move is made. Your screen is hidden in a moment "
                 "(a click hides it now), then the curtain comes.").format(name=self.session.names[seat]), seat

    def sync(self):
        """After any change: reveal, game over, curtain, then show the table (the host has
        written the autosave the change made due)."""
        from .curtain import CurtainScene, ObjectiveMoment, ObjectiveReveal
        from .gameover import GameOverScene
        g, screen = self.session, self.screen
        skipped = g.skip_over()
        self._autosave_problem()
        if self.app.top is self:
            self.reveals += g.take_announcements()
            if self.reveals:
                screen.revealing = True         # the reveal is drawn over the public view
                self.linger_until = None
        if screen.handing_over() and self.app.top is self and not self.reveals:
            if self.linger_until is None:
                self.linger_until = now() + HANDOFF_LINGER
            if now() < self.linger_until:
                self.refresh(quiet=skipped)      # the result of the person's last action
                return
            screen.leave_screen()
        self.linger_until = None
        self.refresh(quiet=skipped)             # the end of a skip is not animated either
        self._notify()
        if self.app.top is not self:
            return
        if self.reveals:
            self.app.push(ObjectiveReveal(self.shell, self, self.reveals.pop(0)))
            return
        if g.over:
            if not self.over_shown:
                self.over_shown = True
                self.app.push(GameOverScene(self.shell, self))
            self.coach()                        # the end's tip, over the score table
            return
        if screen.curtain_pending():
            self.app.push(CurtainScene(self.shell, self))
            return
        if screen.objective_due() is not None:
            self.app.push(ObjectiveMoment(self.shell, self, screen.objective_due()))
            return
        self.coach()

    def coach(self):
        """Show the coach tip due now (a coached game, tips on in Settings): True if one is up."""
        from .coach_tip import CoachTip
        due = self.screen.coach_due() if self.shell.settings.coach else None
        if due is None:
            return False
        self.screen.coach_shown(*due)
        self.app.push(CoachTip(self.shell, self, *due))
        return True

    def reveal_closed(self):
        """An objective reveal was closed: the next one, or the table (a curtain first)."""
        if not self.reveals:
            self.screen.revealing = False
        self.sync()

    def _notify(self):
        """A soft chime when a person's decision comes up after someone else's."""
        g = self.session
        seat = g.to_act
        if g.is_human(seat) and seat != self._chimed and not g.over:
            last = g.moves(None, -1)
            if not last or last[0].seat != seat:
                from ..sound import chime
                chime(self.shell.settings.volume)
        self._chimed = seat if g.is_human(seat) else None
        if self.net is not None:
            self.net.caption()
            if g.over:
                self.shell.forget_rejoin()

    def can_undo(self):
        """The person on the screen may take back their own latest move (never under a
        curtain, never past a barrier or a handoff: the authority's rule)."""
        seat = self.screen.viewer()
        return not self.screen.curtain_pending() and seat is not None and self.session.can_undo(seat)

    def autosave_now(self):
        """Write the autosave now (before leaving the game)."""
        self.session.autosave_now()
        self._autosave_problem()

    def _autosave_problem(self):
        """Say once that an autosave failed (the game plays on)."""
        e = self.session.autosave_error
        if e is None or self.autosave_failed:
            return
        self.autosave_failed = True
        where = e.filename or _("disk")
        self.shell.message(_("Autosave failed"), _("The game could not be saved to {where} ({error}). "
                                                   "Playing on; try Menu > Save game.").format(
            where=where, error=e.strerror or e))

    def settings_changed(self):
        if self.screen.curtains != self.shell.settings.curtain:
            self.screen.leave_screen()          # curtains on or off: start from the public view
        self.screen.curtains = self.shell.settings.curtain
        self.table.set_anim_speed(self.shell.settings.anim)
        self.table.set_ui_scale(self.shell.settings.ui_scale)
        self.session.set_pace(self.shell.settings.delay, self.shell.settings.think)
        self.refresh(force=True)

    # --- the table's callbacks -------------------------------------------------------------------------
    def submit(self, action):
        """The table's action, for the person on the screen (the authority checks that the
        action is theirs, that they decide now and that it is legal)."""
        self.hint.drop()
        screen = self.screen
        if screen.curtain_pending() or screen.objective_due() is not None:
            self.refresh(force=True)            # (a click made before the curtain came)
            return
        try:
            self.session.submit(action, by=screen.viewer())
        except engine.IllegalAction as e:            # the table offers only legal actions
            self.errors.append(str(e))
            self.refresh(force=True)
            return
        self.sync()

    def undo(self):
        self.hint.drop()
        if self.can_undo() and self.session.undo(by=self.screen.viewer()):
            self.refresh(force=True)

    def open_menu(self):
        from .menu import GameMenu
        if self.app.top is self:
            self.app.push(GameMenu(self.shell, self))

    def on_key(self, name):
        if name == "escape":
            self.open_menu()
        elif name == "f1":
            self.shell.open_rules()
        elif name == "space":
            self.table.finish_animation()
            if self.session.bot_to_act():
                self.session.skip()
                self.table.set_anim_speed(0.0)
        elif name == "z":
            self.undo()
        elif name == "h":
            self.show_hint()
        elif name == "t" and self.net is not None:
            self.net.talk_dialog()

    # --- bots ---------------------------------------------------------------------------------------------
    def update(self, dt):
        if self.app.top is not self:
            self.table.finish_animation()        # a menu, curtain or reveal covers the table
            self.table.covered()
            if self.linger_until is not None:    # (Esc during the hand-off: the mover's screen gives way to
                self.linger_until = None         # the public view, never readable under the menu; issue 38)
                self.screen.leave_screen()
                self.refresh(quiet=True)
        changed = self.table.update(dt)
        if self.app.top is self and self.hint.update(self):
            changed = True
        g, screen = self.session, self.screen
        if self.net is not None and self.follow_host():
            return True
        if self.linger_until is not None and self.app.top is self and now() >= self.linger_until:
            self.sync()
            return True
        if self.app.top is not self or g.over or screen.curtain_pending() or not g.bot_to_act() \
                or screen.objective_due() is not None:
            return changed
        if g.tick(now(), waiting=self.table.animating,
                  stop=lambda: screen.curtain_pending() or screen.objective_due() is not None):
            self.sync()
            return True
        return changed

    def follow_host(self):
        """A game followed from its host: take what arrived (moves, talk, presence, refusals;
        a lost line rejoined) and show it. True if the screen changed."""
        moved = self.session.tick(now())
        news = self.net.update()
        if moved or news:
            if self.net.talk and not moved:
                self.refresh(force=True)        # a line of talk: the log anew
            self.sync()
            return True
        return False

    def banner_words(self):
        """(what the banner says, its key hint) while someone not at this screen decides: a
        bot (at its speed, or skipping), or a person at another screen; on a game followed
        from its host, a person away, a bot playing for them, or the line to the host lost."""
        g = self.session
        if self.net is not None:
            lost = self.net.banner()
            if lost:
                return lost, ""
        who = g.names[g.to_act]
        if self.net is not None and not g.bot_to_act():
            from archipelago.net import protocol as p
            if g.presence and g.presence[g.to_act] == p.AWAY:
                return _("{name} is away: the game waits for them").format(name=who), ""
        if self.net is not None and g.bot_to_act():
            from .talk import standin
            if standin(g, g.to_act):
                return _("A bot plays for {name} while they are away").format(name=who), ""
            return _("{name} (bot) is playing").format(name=who), ""
        if not g.bot_to_act():
            return _("{name} is deciding at another screen").format(name=who), ""
        if self.skip:
            return _("{name} (bot) is playing · skipping to the next human").format(name=who), ""
        speed = self.shell.settings.speed
        return (_("{name} (bot) is playing · speed: {speed}").format(name=who, speed=_(SPEED_WORDS.get(speed, speed))),
                "   " + _("Space: skip to your turn"))

    def _bot_banner(self, surface):
        f = self.table.renderer.fitted
        if f is None:
            return
        mr = f.rects["map"]
        seat = self.session.to_act
        text, hint = self.banner_words()
        left, right, below = self._banner_span(mr)
        for ctx in (self.table.renderer.ui, self.table.renderer.ctx):     # UI-scaled if it fits the span
            px = ctx.px
            t1 = ctx.text(text, 13, T.WHITE, "bold")
            t2 = ctx.text(hint, 13, (230, 214, 160), "sans") if hint else None
            w = t1.get_width() + (t2.get_width() if t2 else 0) + px(44)
            if w <= right - left:
                break
        r = pygame.Rect(0, 0, w, px(30))
        if w <= right - left:       # between the map's top buttons, never over one
            r.midtop = ((left + right) // 2, mr.y + px(8))
            r.clamp_ip(pygame.Rect(left, r.y, right - left, r.h))
        else:                       # no room between them: under them
            r.midtop = (mr.centerx, below)
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (16, 22, 30, 215), box.get_rect(), border_radius=r.h // 2)
        pygame.draw.rect(box, (*T.player_colour(seat), 255), box.get_rect(), max(1, px(2)), border_radius=r.h // 2)
        surface.blit(box, r)
        self.banner_box = r
        from ..render import shapes as S
        S.player_token(surface, seat, r.x + px(16), r.centery, px(9))
        x = r.x + px(32)
        surface.blit(t1, t1.get_rect(midleft=(x, r.centery)))
        if t2:
            surface.blit(t2, t2.get_rect(midleft=(x + t1.get_width(), r.centery)))

    def _banner_span(self, mr):
        """The free stretch of the map's top edge for the banner: (left, right) between the
        offer of what happened (top left) and the Talk and Hint buttons (top right), and the y
        under them when the banner does not fit between."""
        px = self.table.renderer.ui.px
        left, right, below = mr.x + px(8), mr.right - px(8), mr.y + px(8)
        buttons = [self.away.button_rect(), self.hint.button_rect(self),
                   self.net.button_rect() if self.net is not None else None]
        for b in filter(None, buttons):
            if b.centerx < mr.centerx:
                left = max(left, b.right + px(8))
            else:
                right = min(right, b.x - px(8))
            below = max(below, b.bottom + px(6))
        return left, right, below

    # --- for the shell's scenes --------------------------------------------------------------------------
    def status(self):
        return status_line(self.session.view(None))
