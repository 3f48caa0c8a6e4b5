"""The privacy curtain ("Pass to Bob"), each person's "Your objective" moment after the
deal, and the reveal of a met objective.

The curtain is opaque and drawn only from public facts (names, the public view and its
status line, public events since the named player last decided: what the game outputs
for no viewer); the table under it already holds the public view, so nothing private
exists on screen until the named player clicks. Its button takes only a deliberate click
(form.Deliberate: pressed and released on it, after a short delay since it appeared); no
key dismisses it. And it never stands where the mouse was when the curtain came up (issue
38): at the foot of the card, in the middle, or at its left or right end, away from that
spot, so that no stream of clicks at one spot (the last person clicking on at any rhythm)
ever reaches it: the next person takes the mouse to it, as the curtain says. The reveal
of a met objective is drawn over the public view and closes the same way."""
from __future__ import annotations

import pygame

from archipelago.i18n import _, ngettext

from .. import theme as T
from ..render import patches
from ..render.cards import draw_objective
from archipelago.words.cards import objective_ends, objective_scores
from archipelago.words.names import phase_title
from archipelago.words.status import status_line
from ..widgets import Button, backdrop, card, shade, style_token, text_block
from .form import Deliberate, FormScene, Notice, per_language
from archipelago.engine.kinds import ACTIONS, P6_STEP, TURN


BUTTON_W, BUTTON_H = 420, 54    # design px of the curtain's button
AWAY = 40                       # design px the button keeps at least from the spot of the mouse


_CHROMES: dict[tuple, tuple] = {}


def _chrome(surface, ctx, r, band):
    """The curtain's backdrop, card, head band and gold edge at card rect r: the same pixels
    whatever the window showed before (the backdrop covers it whole), so kept by what
    decides them and put on the window in one blit (issue 40); drawn onto it under the text
    checker (render/patches.KEEP). Returns the card's content rect."""
    px = ctx.px

    def paint(dest):
        dest.blit(backdrop(dest.get_size()), (0, 0))
        inner = card(ctx, dest, r, None, band, gold=True)
        pygame.draw.rect(dest, band, pygame.Rect(r.x, r.y, r.w, px(150)), border_top_left_radius=px(9),
                         border_top_right_radius=px(9))
        pygame.draw.rect(dest, T.GOLD, r, max(1, px(2)), border_radius=px(9))
        return inner
    if not patches.KEEP:
        return paint(surface)

    def made():
        kept = surface.copy()           # (the window's format)
        return kept, paint(kept)
    kept, inner = T.kept(_CHROMES, (surface.get_size(), tuple(r), band, ctx.s), made, CHROMES_KEPT)
    surface.blit(kept, (0, 0))
    return inner


CHROMES_KEPT = 4


class CurtainScene(Deliberate, FormScene):
    opaque = True

    def __init__(self, shell, game):
        super().__init__(shell)
        self.game = game
        self.dismissed = False          # by the named player's click (tools/audit/privacy.py reads it)
        self.spot = None                # where the mouse was when the curtain came up (None: unknown)
        self.session, self.screen = game.session, game.screen
        self.seat = self.screen.curtain_for()
        self.public = self.session.view(None)
        self.returning = self.seat is not None and any(mv.seat == self.seat for mv in self.session.moves(None))
        self.missed = self.session.away_count(self.seat) if self.seat is not None else 0

    @per_language
    def happened(self):
        """The public happenings since the named player last decided (or the log's last ones
        without a name), worded in the language spoken: (entries, how many earlier were left out)."""
        m = self.session
        return m.since_last_turn(self.seat) if self.seat is not None else (m.log_entries(None)[-10:], 0)

    def _card_rect(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(960), ctx.px(640)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def came_up(self):
        """The curtain is on top (again): the button goes away from where the mouse is now."""
        spot = self.app.input.pointer
        if spot != self.spot:
            self.spot = spot
            self.invalidate()

    def button_rect(self, r, ctx):
        """The button at the foot of the card `r`: in the middle, or, when the mouse was on or
        near that place as the curtain came up, at the card's end away from it (issue 38)."""
        w, h = ctx.px(BUTTON_W), ctx.px(BUTTON_H)
        mid = pygame.Rect(r.centerx - w // 2, r.bottom - ctx.px(24) - h, w, h)
        away = ctx.px(AWAY)
        if self.spot is None or not mid.inflate(2 * away, 2 * away).collidepoint(self.spot):
            return mid
        x = r.x + ctx.px(24) if self.spot[0] >= r.centerx else r.right - ctx.px(24) - w
        return pygame.Rect(x, mid.y, w, h)

    def away_rect(self, r, ctx):
        """The "Show what happened" button: at the right end of the summary's title row."""
        w, h = ctx.px(250), ctx.px(30)
        return pygame.Rect(r.right - ctx.px(24) - w, r.y + ctx.px(150 + 18 + 38 - 6), w, h)

    def build(self, size, ctx):
        r = self._card_rect(size, ctx)
        name = self.session.names[self.seat] if self.seat is not None else None
        text = _("I am {name} — show my screen").format(name=name) if name else _("Resume the game")
        self.widgets = [Button("continue", self.button_rect(r, ctx), text, "primary", size=18,
                               tip=_("Only the named player should click: their private screen opens. The button "
                                     "never stands where the mouse was when the curtain came up."))]
        if self.missed:                 # the public moves since, replayed on the table (issue 41)
            self.widgets.append(Button("away", self.away_rect(r, ctx), _("Show what happened"), "normal", size=15,
                                       tip=_("Replays on the table the moves made since {name}'s last decision: the "
                                             "public view only, nothing secret. One click or Esc skips it.").format(
                                           name=name)))

    def act(self, widget, pos):
        if widget.name == "continue":
            self.dismiss()
        elif widget.name == "away":
            self.show_away()

    def show_away(self):
        """Replay the public moves since the named player's last decision (the public view:
        nothing of theirs before their click either); back to this curtain after it."""
        from .away import AwayScene
        away = self.session.away_replay(self.seat) if self.missed else None
        if away is not None and self.app.top is self:
            self.app.push(AwayScene(self.shell, away))

    def on_key(self, name):
        if name == "f1":
            self.shell.open_rules()
            return True
        if name == "escape":
            from .menu import GameMenu
            self.app.push(GameMenu(self.shell, self.game, from_curtain=True))
            return True
        return False

    def dismiss(self):
        if self.app.top is not self:
            return
        self.dismissed = True
        self.screen.dismiss_curtain()
        self.app.pop()
        self.game.sync()

    def heading(self):
        """What the named person comes to do: their objective moment (issue 25: not the
        prompt of whoever decides next), or the public status line."""
        if self.seat is not None and self.screen.objective_due() == self.seat:
            return _("{name}: read your secret objective card, dealt at the end of round 0.").format(
                name=self.session.names[self.seat])
        return status_line(self.public)

    def paint(self, surface, ctx):
        px = ctx.px
        r = self._card_rect(surface.get_size(), ctx)
        seat = self.seat
        band = T.darken(T.player_colour(seat), 0.15) if seat is not None else T.PANEL_EDGE
        inner = _chrome(surface, ctx, r, band)
        head = pygame.Rect(r.x, r.y, r.w, px(150))
        names = self.session.names
        if seat is not None:
            style_token(surface, T.seat_style(seat), head.x + px(84), head.centery, px(50))
            ctx.blit_text(surface, _("Pass to {name}").format(name=names[seat]), 44,
                          (head.x + px(160), head.centery - px(18)),
                          T.WHITE, "serif", "midleft")
            sub = _("Everyone else, please look away: the next screen is private.")
            if self.screen.resume:
                sub = _("The game resumes. Everyone else, please look away: the next screen is private.")
        else:
            ctx.blit_text(surface, _("Resume the game"), 40, (head.x + px(40), head.centery - px(18)), T.WHITE, "serif",
                          "midleft")
            sub = self.session.label()
        ctx.blit_text(surface, sub, 16, (head.x + px(160 if seat is not None else 40), head.centery + px(30)),
                      (240, 236, 224), "sans", "midleft")
        pub = self.public
        where = _("Round {n} · {phase}").format(n=pub["round"], phase=phase_title(pub["phase"])) if pub["round"] \
            else _("Round 0 · first discovery")
        ctx.blit_text(surface, where, 14, (head.right - px(18), head.y + px(14)), (236, 230, 214), "bold", "topright")
        y = head.bottom + px(18)
        ctx.blit_text(surface, self.heading(), 17, (inner.x + px(6), y), T.INK, "bold")
        y += px(38)
        title = _("Since your last turn") if self.returning else _("So far")
        ctx.blit_text(surface, title, 15, (inner.x + px(6), y), T.INK_SOFT, "serif")
        y += px(26)
        box = pygame.Rect(inner.x, y, inner.w, r.bottom - px(118) - y)
        pygame.draw.rect(surface, (244, 236, 214), box, border_radius=px(6))
        pygame.draw.rect(surface, T.PANEL_DARK, box, 1, border_radius=px(6))
        lh = ctx.line_h(14, "cond") + px(2)
        fit = max(1, (box.h - px(12)) // lh)
        entries, cut = self.happened()
        entries = list(entries)
        if len(entries) > fit:
            cut += len(entries) - fit + 1
            entries = entries[len(entries) - fit + 1:]
        ty = box.y + px(6)
        if cut:
            ctx.blit_text(surface, ngettext("… {n} earlier", "… {n} earlier", cut).format(n=cut), 13,
                          (box.x + px(10), ty), T.INK_FAINT, "cond")
            ty += lh
        if not entries:
            ctx.blit_text(surface, _("Nothing has happened since."), 14, (box.x + px(10), ty), T.INK_FAINT, "cond")
        for kind, text, s in entries:
            if kind == "header":
                ctx.blit_text(surface, text, 14, (box.x + px(10), ty), T.INK, "condb")
            else:
                if s is not None:
                    pygame.draw.rect(surface, T.player_colour(s), (box.x + px(10), ty + px(3), px(4), lh - px(7)))
                ctx.blit_text(surface, ctx.ellipsize(text, 14, box.w - px(30), "cond"), 14, (box.x + px(20), ty),
                              T.INK, "cond")
            ty += lh
        if seat is not None:            # how the curtain opens (issue 38): a choice of the named person
            how = _("Only {name} takes the mouse to the button and clicks it: it never stands where the mouse was "
                    "when this curtain came up.").format(name=names[seat])
            ctx.blit_text(surface, ctx.ellipsize(how, 14, inner.w, "sans"), 14,
                          (r.centerx, r.bottom - px(100)), T.INK_SOFT, "sans", "center")


class ObjectiveReveal(Deliberate, Notice):
    """An objective's end condition holds: the game shows the card to everyone, over the
    public view (Screen.revealing). Continue takes a deliberate click only: a key or a
    click meant for the table never closes it unseen."""

    def __init__(self, shell, game, key):
        super().__init__(shell)
        self.game = game
        self.seat, self.objective = key
        self.obj = game.content.objectives.get(self.objective)
        self.public = game.session.view(None)

    def _rect(self, size, ctx):
        w, h = size
        cw, ch = ctx.px(700), ctx.px(490)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        r = self._rect(size, ctx)
        b = pygame.Rect(0, 0, ctx.px(260), ctx.px(50))
        b.midbottom = (r.centerx, r.bottom - ctx.px(22))
        self.widgets = [Button("continue", b, _("Continue"), "primary", size=18)]

    def on_key(self, name):
        return False

    def closed(self):
        self.game.reveal_closed()

    def paint(self, surface, ctx):
        px = ctx.px
        shade(surface, 175)
        r = self._rect(surface.get_size(), ctx)
        public = self.public
        names = public["names"]
        named = self.seat is not None and 0 <= self.seat < len(names)
        inner = card(ctx, surface, r, _("An objective is met"), (70, 90, 60), gold=True, title_size=18)
        head = _("{name}'s objective ends the game").format(name=names[self.seat]) if named \
            else _("A player's objective ends the game")
        ctx.blit_text(surface, head, 22, (inner.centerx, inner.y + px(8)),
                      T.INK, "serif", "midtop")
        y = inner.y + px(50)
        if self.obj is not None:
            cs = draw_objective(ctx, self.obj, (px(330), px(220)), public["n"], u=1.55, content=self.game.content)
            surface.blit(cs, cs.get_rect(midtop=(inner.centerx, y)))
            y += cs.get_height() + px(18)
        turn = next((f for f in reversed(public["frames"]) if f.get("k") == TURN), None)
        step = next((f for f in reversed(public["frames"]) if f.get("k") == P6_STEP), None)
        if public["phase"] == ACTIONS and turn is not None:
            text = _("Its end condition is now true, so the card is revealed. The game ends at the end of "
                     "{name}'s turn; then every objective is revealed and scored.").format(name=names[turn["seat"]])
        elif step is not None:
            # R11, ruling 2026-12-06: a phase-6 step is the buy and turn(s); the refill follows it
            text = _("Its end condition is now true, so the card is revealed. The game ends when {name}'s "
                     "phase-6 step (a buy and a turn, or two turns) is done, before the track is refilled; "
                     "then every objective is revealed and scored.").format(name=names[step["seat"]])
        else:
            text = _("Its end condition is now true, so the card is revealed. The game ends at the end of "
                     "this step; then every objective is revealed and scored.")
        text_block(ctx, surface, text, pygame.Rect(inner.x + px(20), y, inner.w - px(40), px(120)), 15, T.INK)


class ObjectiveMoment(Deliberate, Notice):
    """After the deal, behind that person's curtain (issue 18): the whole objective card,
    large (name, end condition with its number for this player count, scoring), and what
    it means. Drawn over that person's own view (Screen.objective_due is cleared_for);
    closing it (a deliberate click) makes the screen public for the next curtain."""

    def __init__(self, shell, game, seat):
        super().__init__(shell)
        self.game = game
        self.seat = self.private_seat = seat
        own = game.session.view(seat)           # behind that person's curtain: their own view
        self.obj = game.content.objectives.get(own["players"][seat]["objective"])
        self.n = own["n"]

    def _rect(self, size, ctx):
        w, h = size
        cw, ch = min(ctx.px(760), w - ctx.px(20)), min(ctx.px(560), h - ctx.px(20))
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        r = self._rect(size, ctx)
        b = pygame.Rect(0, 0, ctx.px(320), ctx.px(50))
        b.midbottom = (r.centerx, r.bottom - ctx.px(20))
        self.widgets = [Button("continue", b, _("I have read it — hide it"), "primary", size=18,
                               tip=_("The screen turns public; the next player's curtain follows."))]

    def on_key(self, name):
        return False

    def closed(self):
        self.game.screen.objective_read()
        self.game.sync()

    def lines(self):
        """The card in words, as drawn: (size, face, text)."""
        obj, names = self.obj, self.game.session.names
        name = self.game.content.shown("objective", obj.id, "name")
        return [(26, "serif", _("{name}, your objective: {objective}").format(name=names[self.seat], objective=name)),
                (17, "sans", ngettext("The game ends when {condition} (with {n} player).",
                                      "The game ends when {condition} (with {n} players).", self.n).format(
                    condition=objective_ends(obj, self.n), n=self.n)),
                (17, "sans", _("Scoring: {scoring}.").format(scoring=objective_scores(obj))),
                (15, "sans", _("Keep it secret. It is checked after every action; when its end "
                               "condition holds, the card is revealed and the game ends soon after. "
                               "It stays on your private screen."))]

    def paint(self, surface, ctx):
        px = ctx.px
        shade(surface, 200)
        r = self._rect(surface.get_size(), ctx)
        inner = card(ctx, surface, r, _("Your objective — secret"), T.darken(T.player_colour(self.seat), 0.15),
                     gold=True, title_size=18)
        cs = draw_objective(ctx, self.obj, (px(250), px(170)), self.n, u=1.25, content=self.game.content)
        surface.blit(cs, (inner.x + px(10), inner.y + px(10)))
        x = inner.x + px(280)
        y = inner.y + px(8)
        for size, face, text in self.lines():
            box = pygame.Rect(x, y, inner.right - x - px(10), inner.bottom - y - px(80))
            y = text_block(ctx, surface, text, box, size, T.INK, face) + px(12)
