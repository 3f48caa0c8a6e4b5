"""The Hint button (and key H) of every game (issues 14 and 26): on a person's own decision,
the hard level is asked for a move from that person's view only (engine.view of the
acting seat and the actions the engine lists for it; bots/hint.py samples what the view
hides, never reads it). It is worked out on a worker thread of its own (match/runner.py)
within a short budget, so the table keeps answering the mouse meanwhile ("Thinking…").

The hint shows the whole move in the table's words with why (interact/hint_words.py),
sets the table up for it (the ghost hex turned, the unit selected, the popup open) and
rings the one place left to click. A click on the hint does it all: a multi-step move
(a trade offer, a crisis cube with the citizens it stands up) is played step by step as
the clicks would, except that an offer is left composed for the person to Send. The hint
goes as soon as anything changes. H pressed while the bots still play is kept, and the
hint comes with the person's next decision.
"""
from __future__ import annotations

import pygame

from archipelago.bots.hint import HINT_BUDGET, HintBot
from archipelago.match.session import Refused
from archipelago import i18n
from archipelago.i18n import _

from .. import theme as T
from ..interact import click_plan
from ..interact.hint_words import hint_line, plan_words
from archipelago.engine.kinds import BID, BIDS, DELIVER, MARKET, SEND

HINT_SEED = 1414                # the hint planner's own seed
TEXT = 14                       # the hint's text size (design px)
MAX_LINES = 6                   # the whole line, wrapped: never cut


class Hint:
    def __init__(self, content, runner):
        self.content = content
        self.runner = runner
        self._bots = {}
        self.shown = None           # (key, plan, line, first click point or None)
        self.shown_view = None      # the view the shown hint was worked out from, and the language of its
        self.shown_language = None  # line (a switch words it anew)
        self.pending = None         # (key, worker generation, view) while it is worked out
        self.wanted = False         # H came while no hint could be asked (the bots' turn)
        self.box = None             # the hint's box on screen (a click follows the hint)
        self.ring_box = None        # the ringed button's rectangle (None: the ring is a circle)
        self.error = None
        self.budget = HINT_BUDGET   # seconds a hint may think (None: its 4 worlds, however long)

    @staticmethod
    def _key(game):
        return (game.session.version, game.screen.viewer())

    def available(self, game):
        """A person's own decision is on the screen (not a bot's turn, not over a curtain)."""
        m, screen = game.session, game.screen
        seat = m.to_act
        return (not m.over and m.is_human(seat) and screen.viewer() == seat and not screen.curtain_pending()
                and screen.objective_due() is None and not game.table.busy)

    @property
    def thinking(self):
        return self.pending is not None

    def bot(self, seat):
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = HintBot(seat, HINT_SEED, content=self.content, budget=self.budget)
        return bot

    def ask(self, game):
        """The Hint button or key H: work the hint out for the decision on screen (on the
        worker), or remember the wish until the person's next decision."""
        if self.current(game) is not None:
            return self.shown
        if not self.available(game):
            m = game.session
            if not m.over and m.humans:
                self.wanted = True
            return None
        key = self._key(game)
        if self.pending is None or self.pending[0] != key:
            self._start(game, key)
        self.update(game)
        return self.shown

    def _start(self, game, key):
        self.drop()
        m = game.session
        seat = m.to_act
        view = m.view(seat)
        legal = m.legal()
        bot = self.bot(seat)
        bid = my_bid(m, seat)
        gen = self.runner._gen + 1                  # the job's generation (runner.call)
        bot.cancelled = lambda: self.runner.dropped(gen)
        self.pending = (key, gen, view)
        self.runner.call(lambda: bot.plan(view, legal, my_bid=bid))

    def drop(self):
        """Forget a hint being worked out (the table changed): its search stops at once."""
        if self.pending is not None:
            self.runner.cancel()
            self.pending = None

    def update(self, game):
        """Each frame: collect a finished hint, drop one that no longer fits the table,
        and ask for the one wished for during the bots' turn. True if the screen changes."""
        changed = False
        if self.pending is not None:
            key, gen, view = self.pending
            if key != self._key(game):
                self.drop()
                changed = True
            else:
                res = self.runner.poll() if not self.runner.dropped(gen) else None
                if res is not None:
                    plan, error = res
                    self.pending = None
                    self.error = error
                    if plan is not None:
                        self._show(game, key, view, plan)
                    changed = True
        if self.shown is not None and self.shown[0] != self._key(game):
            self.shown = None
            changed = True
        if self.wanted and self.pending is None and self.available(game):
            self.wanted = False
            if self.current(game) is None:
                self._start(game, self._key(game))
                return self.update(game) or True
        return changed

    def _show(self, game, key, view, plan):
        """Show the plan, with the table set up for its first move (the hex turned, the unit
        selected) and a ring on the one click that remains."""
        table = game.table
        point = None
        self.ring_box = None
        try:
            steps = click_plan(table, plan.move)
            table._set_local(steps[-1][0])
            lay = table.layout()
            ring = _whole_click(lay, plan) or steps[-1][1].id
            p = table.point_for(ring, lay)
            point = None if p is None else (int(p[0]), int(p[1]))
            box = next((r for pl in (lay.popup, lay.panel) if pl is not None
                        for c, r in pl.controls() if c.id == ring), None)
            if box is not None:
                self.ring_box = box     # a button: ringed round its edge, its label left clear
        except LookupError:
            pass
        self.shown_view, self.shown_language = view, i18n.language()
        self.shown = (key, plan, self.words(view, plan), point)

    def words(self, view, plan):
        """A hint in words, in the language spoken now ("Hint: ..." and why)."""
        return _("Hint: {move}").format(move=hint_line(view, self.content, plan))

    def short_words(self, view, plan):
        """The hint's move without its why, for a box that has little room (issue 37: the
        hint box leaves a window open on the map, such as the trade offer, uncovered)."""
        return _("Hint: {move}").format(move=plan_words(view, self.content, plan))

    def current(self, game):
        """The hint still valid for what is on the screen, or None."""
        if self.shown is not None and self.shown[0] != self._key(game):
            self.shown = None
        return self.shown

    def follow(self, game):
        """A click on the hint: its move is made, step by step as the clicks would (an
        offer is composed and left for the person to Send)."""
        hint = self.current(game)
        if hint is None:
            return False
        plan = hint[1]
        m = game.session
        seat = plan.move.seat
        steps = list(plan.actions)
        if plan.offer is not None and steps and steps[-1].kind == SEND:
            steps.pop()
        done = 0
        for a in steps:
            if m.to_act != seat or game.screen.curtain_pending() or a not in m.legal():
                break
            try:
                m.submit(a, by=game.screen.viewer())    # (the person on the screen: the hint's seat)
            except Refused:
                break
            done += 1
        self.shown = None
        if done:
            game.sync()
            if plan.offer is not None and m.to_act == seat:
                self.ask(game)          # the composed offer: the hint now rings Send
        return done > 0

    # --- drawing --------------------------------------------------------------------------------
    def button_rect(self, game):
        f = game.table.renderer.fitted
        ctx = game.table.renderer.ui
        if f is None or ctx is None or not self.available(game):
            return None
        mr = f.rects["map"]
        r = pygame.Rect(0, 0, ctx.px(96), ctx.px(30))
        r.topright = (mr.right - ctx.px(8), mr.y + ctx.px(8))
        return r

    def draw(self, surface, game):
        self.box = None
        r = self.button_rect(game)
        if r is None:
            return
        # UI-scaled if it fits the map and the room above an open window; else smaller; else
        # the move without its why (issue 37)
        for short in (False, True):
            for ctx in (game.table.renderer.ui, game.table.renderer.ctx):
                if self._draw(surface, game, ctx, dry=True, short=short):
                    break
            else:
                continue
            break
        self._draw(surface, game, ctx, short=short)

    def _room(self, game, ctx, top):
        """The height the hint box may take from `top` down: to the map's bottom, or to the
        top of an open window (the decision panel or a popup, such as the trade offer)
        that lies on the map under it."""
        px = ctx.px
        mr = game.table.renderer.fitted.rects["map"]
        bottom = mr.bottom - px(8)
        lay = game.table.layout()
        for pl in (lay.panel, lay.popup):
            rect = getattr(pl, "rect", None)
            if rect is not None and rect.colliderect(mr) and rect.bottom > top:
                bottom = min(bottom, rect.top - px(4))
        return max(0, bottom - top)

    def _follow_words(self, plan):
        """What a click on the hint does (none for a written offer: its Send is ringed)."""
        if plan.offer is not None and plan.move.kind == SEND:
            return _("The offer is written: click the ringed Send to make it.")
        if plan.offer is not None:
            return _("Click here to compose it; then Send.")
        return _("Click here to do it, or click the ringed place yourself.")

    def _draw(self, surface, game, ctx, dry=False, short=False):
        """Draw the button and the hint box with `ctx`; with `dry`, only whether the whole
        text fits the map and the room above an open window at this size. `short`: the
        move without its why."""
        px = ctx.px
        mr = game.table.renderer.fitted.rects["map"]
        r = pygame.Rect(0, 0, px(96), px(30))
        r.topright = (mr.right - px(8), mr.y + px(8))
        hint = self.current(game)
        width = mr.w - r.w - px(24)
        if hint is not None:
            plan, line = hint[1], hint[2]
            if i18n.language() != self.shown_language:         # the language was switched: worded anew
                self.shown_language = i18n.language()
                line = self.words(self.shown_view, plan)
                self.shown = hint = (hint[0], plan, line, hint[3])
            if short:
                line = self.short_words(self.shown_view, plan)
            follow = self._follow_words(plan)
            lines = ctx.wrap(line, TEXT, width - px(20), "sans")
            lines += ctx.wrap(follow, TEXT - 1, width - px(20), "bold")
        elif self.thinking:
            lines = [_("Working out a hint…")]
        else:
            lines = []
        lh = ctx.line_h(TEXT, "sans")
        if dry:
            tall = int(lh * len(lines)) + px(14)
            return len(lines) <= MAX_LINES and r.w <= mr.w // 3 and tall <= self._room(game, ctx, mr.y + px(8))
        label = _("Thinking…") if self.thinking else _("Hint (H)")
        pygame.draw.rect(surface, T.GOLD if hint is None else T.GOLD_DARK, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, T.INK, r, max(1, px(1.5)), border_radius=r.h // 2)
        ctx.blit_text(surface, label, TEXT, r.center, T.INK if hint is None else T.WHITE, "bold", "center")
        if not lines:
            return True
        lines = lines[:max(1, int((self._room(game, ctx, mr.y + px(8)) - px(14)) // lh))]
        box = pygame.Rect(mr.x + px(8), mr.y + px(8), width, int(lh * len(lines)) + px(14))
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (16, 22, 30, 232), bg.get_rect(), border_radius=px(8))
        pygame.draw.rect(bg, (*T.GOLD, 255), bg.get_rect(), max(1, px(2)), border_radius=px(8))
        surface.blit(bg, box)
        n_follow = 0 if hint is None else min(len(lines), len(ctx.wrap(follow, TEXT - 1, width - px(20), "bold")))
        for i, text in enumerate(lines):
            bold = hint is not None and i >= len(lines) - n_follow
            ctx.blit_text(surface, text, TEXT - 1 if bold else TEXT, (box.x + px(10), box.y + px(7) + int(i * lh)),
                          T.GOLD if bold else T.WHITE, "bold" if bold else "sans")
        if hint is not None:
            self.box = box
            point = hint[3]
            if self.ring_box is not None:
                for k, col in ((px(7), T.INK), (px(5), T.GOLD), (px(2), T.INK)):
                    pygame.draw.rect(surface, col, self.ring_box.inflate(2 * k, 2 * k),
                                     max(2, px(3)) if col == T.GOLD else 1, border_radius=px(8) + k)
            elif point is not None:
                for k, col in ((px(22), T.INK), (px(19), T.GOLD), (px(15), T.INK)):
                    pygame.draw.circle(surface, col, point, k, max(2, px(3)) if col == T.GOLD else 1)
        return True


def _whole_click(lay, plan):
    """The panel button that makes a crisis plan in one click, if there is one: the free
    delivery for a run of free cubes, else the source button that stands up the citizens
    its cube feeds (frames/crises.py)."""
    first = plan.move
    if first.kind != DELIVER or lay.panel is None:
        return None
    ids = {c.id: c for c, _ in lay.panel.controls() if c.enabled}
    free = ("p", "free")
    runs = sum(1 for a in plan.actions if a.kind == DELIVER)
    if first.args[1] == MARKET and runs > 1 and free in ids and ids[free].action == first:
        return free
    src = ("p", "src", first.args[0], first.args[1])
    return src if src in ids and ids[src].action == first else None


def my_bid(game, seat):
    """The florins the person sealed in the bids still open (their own secret, from their
    own moves), or None."""
    for mv in reversed(game.moves(seat)):
        if any(e.get("type") == BIDS for e in mv.events):
            return None                 # revealed since
        if mv.seat == seat and mv.action.kind == BID:
            return mv.action.args[0]
    return None
