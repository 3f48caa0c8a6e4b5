"""The Review tab of the game-over screen (issue 41), beside Scores and Story, and the
review of a finished save opened from the Load screen (ReviewScene).

The review (archipelago/review/, docs/REVIEW.md) is made in a worker process when the tab is
first opened (runner.ReviewJob), or read from the finished game's save where it was kept
(runner.kept): a progress bar and Cancel meanwhile, "Review this game" after a cancel. Once
done it shows one chart of each seat's chance of winning after every decision, as that seat
could tell it (seat colours; the rounds marked), the turning points (numbered on the chart
and said in words with their cause) and, for each person's seat, its costliest decisions
(a diamond on the seat's line, in its mark's colour, and a row in the list) with their mark
(inaccuracy, mistake, blunder: data/review.yaml), the move played and the
bot's move in the hint's words (ui/interact/review_words.decision_words, from the seat's view at
that decision) and the chance both ways. A click on a turning point or a decision opens the
replay viewer there, from that seat's view; Esc comes back here.

    tab = ReviewTab.of_game(shell, session)     # or ReviewTab.of_save(shell, path)
    tab.open()                                  # the kept review, or the job started
    widgets = tab.lay_out(ctx, area)            # in FormScene.build
    tab.paint(ctx, surface)                     # in FormScene.paint
    tab.act(name)                               # a click on one of its widgets ("review:...")
    tab.poll()                                  # each frame: True when something changed
    tab.close()                                 # the screen is left: a running job cancelled
"""
from __future__ import annotations

import pygame

from archipelago import engine
from archipelago.i18n import N_, _, ngettext
from archipelago.match.replay import Replay, finished_record
from archipelago.match.seats import Seat
from archipelago.review import params as review_params
from archipelago.review import runner
from archipelago.words.review import mark_line, percent, turn_words

from .. import theme as T
from ..interact.review_words import decision_words
from ..widgets import Button, Widget, card, seat_token
from .form import FormScene

TAB_TIP = N_("Who was winning, where the game turned and which decisions cost most, with the moves a strong bot "
             "would have made.")
JOB_DONE = "done"               # runner.ReviewJob's state once its review is made (no engine kind)
COLUMN = 8                      # px of the chart per hover column (at UI scale 1)
MARK_COLOURS = {"blunder": (196, 48, 40), "mistake": (222, 122, 30), "inaccuracy": (196, 160, 40)}


def thresholds():
    """The marks' thresholds (data/review.yaml), the chance lost: {"inaccuracy": "3%", ...}."""
    return {k: percent(v) for k, v in review_params.load()["marks"].items()}


def chance_tip() -> str:
    """What the chart's figure is, for a newcomer."""
    return _("How likely each player was to win, as they could tell at that moment: from what they could "
             "see then (their own objective card, and which seats hard, expert or easy bots played), "
             "weighed by more than a thousand bot games. A person counts as a normal bot.")


class ChanceColumn(Widget):
    """A thin column of the chart: hovering it rings each seat's point there and tells the
    chances in its tooltip."""

    def __init__(self, name, rect, tip, points):
        super().__init__(name, rect, tip)
        self.points = points            # [(x, y, colour)] of the seats at this column's moment

    def draw(self, ctx, surface, hover=False, focus=False):
        if not hover:
            return
        x = self.points[0][0]
        pygame.draw.line(surface, T.INK_FAINT, (x, self.rect.y), (x, self.rect.bottom), 1)
        for px_, py, colour in self.points:
            pygame.draw.circle(surface, T.WHITE, (px_, py), ctx.px(6))
            pygame.draw.circle(surface, colour, (px_, py), ctx.px(6), max(2, ctx.px(2.5)))


class Pick(Widget):
    """A turning point or a costly decision: a click opens the replay there; hovered, ringed."""

    def draw(self, ctx, surface, hover=False, focus=False):
        if hover:
            pygame.draw.rect(surface, T.WHITE, self.rect.inflate(ctx.px(4), ctx.px(4)), max(1, ctx.px(2)),
                             border_radius=ctx.px(6))


class ReviewTab:
    """One finished game's review on screen (module docstring)."""

    def __init__(self, shell, cfg, actions, seat_docs, path=None, seats=None):
        self.shell = shell
        self.content = shell.content
        self.cfg, self.actions, self.seat_docs = dict(cfg), list(actions), list(seat_docs or [])
        self.names = list(cfg["names"])
        seat_of = [Seat.from_dict(d) for d in self.seat_docs] or [Seat(nm) for nm in self.names]
        # `seats`: the seats whose costly decisions and views this screen may show (None: every
        # person's; a game hosted here: those its screen held, shell.open_review)
        self.seats = None if seats is None else tuple(seats)
        self.people = [i for i, s in enumerate(seat_of)                  # persons' seats, never the bots'
                       if not s.bot and (self.seats is None or i in self.seats)]
        self.path = path
        self.job = None
        self.result = None
        self._replay = None
        self._words = {}                # (language, what) -> words (the replay's views are read once)
        self.geometry = None            # what lay_out placed, for paint
        self._told = None               # (status, progress) as poll last told it
        self.heads = []                 # (seat, y) of each person's heading in the decisions' panel

    @classmethod
    def of_game(cls, shell, session):
        """The review of the game just over on `session` (a LocalGame: its record and the file
        keeping it; None for a game played at another computer, whose log stays there)."""
        record = getattr(session, "game_record", None)
        if record is None:
            return None
        cfg, actions, seats = record()
        return cls(shell, cfg, actions, seats, session.finished_file())

    @classmethod
    def of_save(cls, shell, path, seats=None):
        """The review of the finished game kept at `path` (validated as every load; raises
        saves.format.SaveError, ValueError if the game in it is not over); `seats` as for
        the constructor."""
        return cls(shell, *finished_record(shell.content, path), path, seats)

    # --- the job ----------------------------------------------------------------------------------
    def open(self):
        """The tab is shown: the review kept with the game, else its job started (once)."""
        if self.result is not None or self.job is not None:
            return
        if self.path is not None:
            self.result = runner.kept(self.path, self.content)
        if self.result is None:
            self.start()

    def start(self):
        """Run the review (again, after a cancel) in its worker process."""
        if self.path is not None:
            self.job = runner.ReviewJob.of_save(self.path, self.content, self.people)
        else:
            self.job = runner.ReviewJob(self.cfg, self.actions, self.people,     # (a second try keeps no file)
                                        seats=self.seat_docs)
        self.job.start()

    def status(self):
        """"done" | "running" | "cancelled" | "failed" | "idle": the worker's news taken
        (never waited for), its review once done."""
        if self.result is None and self.job is not None and self.job.poll() == JOB_DONE:
            self.result = self.job.result           # (the job kept it in the save: runner.keep)
        if self.result is not None:
            return JOB_DONE
        return self.job.poll() if self.job is not None else "idle"

    def poll(self):
        """The worker's news (never waits): True when the tab changed since the last poll."""
        now = (self.status(), self.job.progress if self.job is not None else None)
        changed, self._told = now != self._told, now
        return changed

    def running(self):
        return self.status() == "running"

    def cancel(self):
        if self.running():
            self.job.cancel()

    close = cancel

    # --- what it shows ------------------------------------------------------------------------------
    @property
    def replay(self):
        """The game's replay (match.replay.Replay), made once: the rounds of the chart's steps,
        the views the moves are worded from, and the viewer a click opens."""
        if self._replay is None:
            self._replay = Replay(self.content, self.cfg, self.actions, self.seat_docs or None)
        return self._replay

    def chance_at(self, step, seat):
        """The seat's chance at the point of `step` (the review's points)."""
        return next(p["chances"][seat] for p in self.result["points"] if p["step"] == step)

    def marks(self, seat):
        """The seat's marked decisions (those below every threshold left out), costliest first."""
        return [m for m in self.result["marks"].get(str(seat), []) if m.get("mark")]

    def _worded(self, key, make):
        from archipelago.i18n import language
        k = (language(), key)
        if k not in self._words:
            self._words[k] = make()
        return self._words[k]

    def turn_text(self, turn):
        return self._worded(("turn", turn["step"], turn["seat"]), lambda: turn_words(
            self.content, self.names, turn, self.chance_at(turn["from"], turn["seat"]),
            self.chance_at(turn["step"], turn["seat"]), self.replay.round_at(turn["step"])))

    def mark_text(self, m):
        """(first line, the move played, the bot's move) of a costly decision."""
        def make():
            r = self.replay
            r.seek(m["step"])
            view = r.view(m["seat"])
            played, better = (decision_words(view, self.content, engine.Action(s, k, tuple(a)))
                              for s, k, a in (m["played"], m["better"]))
            return (mark_line(m, r.round_at(m["step"])), played, better)
        return self._worded(("mark", m["step"], m["seat"]), make)

    def open_replay(self, step, seat):
        """The replay viewer at `step`, from `seat`'s view if this screen may show it, else the
        public one (Esc comes back here)."""
        if self.seats is not None and seat not in self.seats:
            seat = None
        self.shell.open_replay(replay=self.replay, step=step, viewer=seat, seats=self.seats)

    def act(self, name):
        """A click on one of the tab's widgets."""
        if name == "review:cancel":
            self.cancel()
        elif name == "review:start":
            self.start()
        elif name.startswith("review:turn:"):
            t = self.result["turns"][int(name.split(":")[2])]
            self.open_replay(t["from"], t["seat"])
        elif name.startswith("review:mark:"):             # its row, or its diamond (":chart")
            seat, i = (int(v) for v in name.split(":")[2:4])
            m = self.marks(seat)[i]
            self.open_replay(m["step"], m["seat"])

    # --- layout -------------------------------------------------------------------------------------
    def lay_out(self, ctx, area):
        """The tab's widgets in `area` (and its geometry kept for paint)."""
        px = ctx.px
        if self.result is None:
            self.geometry = ("wait", area)
            bw, bh = px(260), px(48)
            at = (area.centerx - bw // 2, area.centery + px(60), bw, bh)
            if self.running():
                return [Button("review:cancel", at, _("Cancel"), "quiet", size=16,
                               tip=_("Stop the review; nothing is kept. It can be started again."))]
            return [Button("review:start", at, _("Review this game"), "primary", size=16,
                           tip=_("Review the game again from the start (under a minute for a short game)."))]
        gap = px(14)
        chart = pygame.Rect(area.x, area.y, area.w, int(area.h * 0.56))
        low = pygame.Rect(area.x, chart.bottom + gap, area.w, area.bottom - chart.bottom - gap)
        turns = pygame.Rect(low.x, low.y, int(low.w * 0.4), low.h)
        marks = pygame.Rect(turns.right + gap, low.y, low.right - turns.right - gap, low.h)
        title_h = px(15 * 2.1)
        inner = pygame.Rect(chart.x + px(14), chart.y + title_h + px(10), chart.w - px(28),
                            chart.h - title_h - px(20))
        plot = pygame.Rect(inner.x + px(46), inner.y + px(6), inner.w - px(56), inner.h - px(30))
        n = self.replay.n
        xs = lambda step: plot.x + round(step / max(1, n) * plot.w)     # noqa: E731
        ys = lambda c: plot.bottom - round(c * plot.h)                  # noqa: E731
        self.geometry = ("done", chart, plot, turns, marks, xs, ys)
        return self._columns(ctx, plot, xs, ys) + self._mark_dots(ctx, xs, ys) + \
            self._turn_widgets(ctx, xs, ys, turns) + self._mark_widgets(ctx, marks)

    def _columns(self, ctx, plot, xs, ys):
        """A hover column every COLUMN px: the nearest point's chances in its tooltip."""
        pts = self.result["points"]
        width = max(4, ctx.px(COLUMN))
        ws, k = [], 0
        for x in range(plot.x, plot.right, width):
            mid = x + width // 2
            while k + 1 < len(pts) and abs(xs(pts[k + 1]["step"]) - mid) <= abs(xs(pts[k]["step"]) - mid):
                k += 1
            p = pts[k]
            head = ngettext("Round {round}, after {n} of {total} action:",
                            "Round {round}, after {n} of {total} actions:", self.replay.n)
            lines = [head.format(round=self.replay.round_at(p["step"]), n=p["step"], total=self.replay.n)]
            lines += [_("{name}: {chance}").format(name=nm, chance=percent(c))
                      for nm, c in zip(self.names, p["chances"])]
            lines.append(chance_tip())
            dots = [(xs(p["step"]), ys(c), T.player_colour(s)) for s, c in enumerate(p["chances"])]
            ws.append(ChanceColumn(f"review:at:{p['step']}:{x}", (x, plot.y - ctx.px(6), width,    # i18n: not shown
                                                                 plot.h + ctx.px(12)), "\n".join(lines), dots))
        return ws

    def _turn_widgets(self, ctx, xs, ys, panel):
        """Each turning point: its number on the chart and its line in the panel."""
        ws = []
        r = ctx.px(11)
        inner = self._inner(ctx, panel)
        y = inner.y
        for i, t in enumerate(self.result["turns"]):
            tip = self.turn_tip(t)
            x, yy = xs(t["step"]), ys(self.chance_at(t["step"], t["seat"]))
            ws.append(Pick(f"review:turn:{i}", (x - r, yy - r, 2 * r, 2 * r),     # i18n: not shown (a widget id)
                           self.turn_text(t) + "\n" + tip))
            lines = len(ctx.wrap(self.turn_text(t), 13, inner.w - ctx.px(30), "sans"))
            h = max(ctx.px(28), lines * ctx.line_h(13) + ctx.px(8))
            if y + h <= inner.bottom + ctx.px(4):
                ws.append(Pick(f"review:turn:{i}:line",                  # i18n: not shown (a widget id)
                               (inner.x - ctx.px(4), y, inner.w + ctx.px(8), h), self.turn_text(t) + "\n" + tip))
            y += h + ctx.px(6)
        return ws

    def turn_tip(self, turn=None):
        """What a turning point (`turn`) is and what a click on it does."""
        return _("A turning point: one of the largest swings of a player's chance. Click to watch it in the replay, "
                 "from that player's view, just before it.")

    def click_note(self):
        """The line under the turning points: what a click does."""
        return _("Click a turning point or a decision to watch it in the replay, from that player's view; "
                 "Esc comes back here.")

    def mark_tip(self, m):
        """A costly decision's tooltip: its first line, both moves, what a mark is (mark_words)."""
        first, played, better = self.mark_text(m)
        return "\n".join((first, _("Played: {move}").format(move=played), _("The bot: {move}").format(move=better),
                          *self.mark_words()))

    def mark_words(self):
        """The lines of a costly decision's tooltip that say what a mark is and what a click does."""
        return (_("A decision that lowered this player's chance of winning, against the better of two bots' moves "
                  "there (the strongest bot's and the normal bot's): the chance after the move played and after the "
                  "bot's move, each played on to the end of the round. Inaccuracy: the chance lowered by "
                  "{inaccuracy} or more; mistake: by "
                  "{mistake} or more; blunder: by {blunder} or more. Click to watch it in the replay, from that "
                  "player's view.").format(**thresholds()),)

    def mark_dot(self, m):
        """Where a costly decision sits on the chart: its step, its seat's chance there."""
        xs, ys = self.geometry[5], self.geometry[6]
        return xs(m["step"]), ys(self.chance_at(m["step"], m["seat"]))

    def _mark_dots(self, ctx, xs, ys):
        """Each person's costly decisions on the chart: a diamond on the seat's line."""
        r = ctx.px(8)
        ws = []
        for seat in self.people:
            for i, m in enumerate(self.marks(seat)):
                x, y = self.mark_dot(m)
                ws.append(Pick(f"review:mark:{seat}:{i}:chart",         # i18n: not shown (a widget id)
                               (x - r, y - r, 2 * r, 2 * r), self.mark_tip(m)))
        return ws

    def _mark_widgets(self, ctx, panel):
        ws = []
        inner = self._inner(ctx, panel)
        y = inner.y
        row = ctx.line_h(13, "bold") + ctx.line_h(12, "cond") + ctx.px(8)
        head, note = ctx.line_h(14, "bold") + ctx.px(2), ctx.line_h(12, "cond") + ctx.px(6)
        rows = (inner.h + ctx.px(14) - len(self.people) * (head + ctx.px(6))) // (row + ctx.px(4))
        each = max(1, rows // max(1, len(self.people)))     # each person's costliest that fit, all persons shown
        self.heads = []
        for seat in self.people:
            if y + head > inner.bottom:
                break
            self.heads.append((seat, y))
            y += head
            marks = self.marks(seat)
            for i, m in enumerate(marks[:each]):
                if y + row > inner.bottom + ctx.px(4):
                    break
                ws.append(Pick(f"review:mark:{seat}:{i}",                # i18n: not shown (a widget id)
                               (inner.x - ctx.px(4), y, inner.w + ctx.px(8), row), self.mark_tip(m)))
                y += row + ctx.px(4)
            y += ctx.px(6) + (0 if marks else note)
        return ws

    @staticmethod
    def nobody_words():
        """The decisions' panel when no seat's decisions are shown here."""
        return _("Only bots played this game: nobody's decisions are marked.")

    @staticmethod
    def _inner(ctx, panel):
        title_h = ctx.px(15 * 2.1)
        return pygame.Rect(panel.x + ctx.px(14), panel.y + title_h + ctx.px(8), panel.w - ctx.px(28),
                           panel.h - title_h - ctx.px(18))

    # --- painting -----------------------------------------------------------------------------------
    def paint(self, ctx, surface, widgets=()):
        if self.geometry is None:
            return
        if self.geometry[0] == "wait":
            if self.result is not None:
                return                      # (just done: laid out anew at the next frame)
            self._paint_wait(ctx, surface, self.geometry[1])
            return
        _kind, chart, plot, turns, marks, xs, ys = self.geometry
        card(ctx, surface, chart, _("Chance of winning, as each player could tell"), band=T.PANEL_EDGE,
             title_size=15)
        self._axes(ctx, surface, plot, xs)
        self._lines(ctx, surface, plot, xs, ys)
        self._turn_list(ctx, surface, turns, widgets)
        self._mark_list(ctx, surface, marks, widgets)

    def _paint_wait(self, ctx, surface, area):
        state = self.status()
        done, total = self.job.progress
        if state == "running":
            head = _("Reviewing… {done} of {total}").format(done=done, total=total)
        elif state == "failed":
            head = _("The review failed ({error}).").format(error=self.job.error)
        else:
            head = _("The review was cancelled: nothing was kept.")
        paint_wait(ctx, surface, area, head, done / max(1, total) if state == "running" else None,
                   _("The bots replay the game from each player's view, and try their own moves at the persons' "
                     "decisions: under a minute for a short game, up to a few minutes for a long one. "
                     "Scores and Story stay open meanwhile; the review is kept with the game."))

    def _axes(self, ctx, surface, plot, xs):
        px = ctx.px
        for v in (0, 25, 50, 75, 100):
            y = plot.bottom - round(v / 100 * plot.h)
            pygame.draw.line(surface, T.PANEL_DARK if v else T.INK_FAINT, (plot.x, y), (plot.right, y), 1)
            ctx.blit_text(surface, percent(v / 100), 12, (plot.x - px(6), y), T.INK_SOFT, "cond", "midright")
        r = self.replay
        starts = [(rnd, r.round_start(rnd)) for rnd in r.rounds if rnd > 0 and r.round_start(rnd) < r.n]
        widest = ctx.font(12, "cond").size("00")[0] + px(8)
        last_label = -widest
        for rnd, step in starts:
            x = xs(step)
            pygame.draw.line(surface, T.PANEL_DARK, (x, plot.y), (x, plot.bottom), 1)
            pygame.draw.line(surface, T.INK_FAINT, (x, plot.bottom), (x, plot.bottom + px(3)), 1)
            if x - last_label >= widest:
                ctx.blit_text(surface, str(rnd), 12, (x, plot.bottom + px(4)), T.INK_SOFT, "cond", "midtop")
                last_label = x
        ctx.blit_text(surface, _("round"), 12, (plot.x - px(6), plot.bottom + px(4)), T.INK_FAINT, "cond",
                      "topright")

    def _lines(self, ctx, surface, plot, xs, ys):
        px = ctx.px
        pts = self.result["points"]
        for s in range(len(self.names)):
            line = [(xs(p["step"]), ys(p["chances"][s])) for p in pts]
            if len(line) > 1:
                pygame.draw.lines(surface, T.player_colour(s), False, line, max(2, px(2.5)))
        for seat in self.people:
            for m in self.marks(seat):
                x, y = self.mark_dot(m)
                r = px(7)
                diamond = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
                pygame.draw.polygon(surface, MARK_COLOURS[m["mark"]], diamond)
                pygame.draw.polygon(surface, T.INK, diamond, max(1, px(1.5)))
        for i, t in enumerate(self.result["turns"]):
            x, y = xs(t["step"]), ys(self.chance_at(t["step"], t["seat"]))
            pygame.draw.circle(surface, T.player_colour(t["seat"]), (x, y), px(11))
            pygame.draw.circle(surface, T.INK, (x, y), px(11), max(1, px(1.5)))
            ctx.blit_text(surface, str(i + 1), 13, (x, y), T.WHITE, "bold", "center")
        # the key: who is which line
        kx, ky = plot.x + px(8), plot.y + px(8)
        for s, name in enumerate(self.names):
            seat_token(surface, s, kx + px(7), ky, px(7))
            r = ctx.blit_text(surface, name, 13, (kx + px(18), ky), T.INK, "bold", "midleft")
            kx = r.right + px(16)

    def _turn_list(self, ctx, surface, panel, widgets):
        inner = card(ctx, surface, panel, _("Where the game turned"), band=T.PANEL_EDGE, title_size=15)
        rows = {w.name: w.rect for w in widgets if w.name.endswith(":line")}
        note = ctx.wrap(self.click_note(), 12, inner.w, "cond")
        y = inner.bottom - len(note) * ctx.line_h(12, "cond")
        if all(r.bottom < y - ctx.px(6) for r in rows.values()):
            for line in note:
                ctx.blit_text(surface, line, 12, (inner.x, y), T.INK_SOFT, "cond")
                y += ctx.line_h(12, "cond")
        for i, t in enumerate(self.result["turns"]):
            rect = rows.get(f"review:turn:{i}:line")
            if rect is None:
                break
            cx, cy = inner.x + ctx.px(10), rect.y + ctx.px(12)
            pygame.draw.circle(surface, T.player_colour(t["seat"]), (cx, cy), ctx.px(10))
            ctx.blit_text(surface, str(i + 1), 12, (cx, cy), T.WHITE, "bold", "center")
            y = rect.y + ctx.px(4)
            for line in ctx.wrap(self.turn_text(t), 13, inner.w - ctx.px(30), "sans"):
                ctx.blit_text(surface, line, 13, (inner.x + ctx.px(26), y), T.INK, "sans")
                y += ctx.line_h(13)

    def _mark_list(self, ctx, surface, panel, widgets):
        px = ctx.px
        inner = card(ctx, surface, panel, _("Costliest decisions"), band=T.PANEL_EDGE, title_size=15)
        rows = {w.name: w.rect for w in widgets if w.name.startswith("review:mark:")}
        y = inner.y
        if not self.people:
            for line in ctx.wrap(self.nobody_words(), 13, inner.w):
                ctx.blit_text(surface, line, 13, (inner.x, y), T.INK_SOFT, "sans")
                y += ctx.line_h(13)
            return
        for seat, y in self.heads:
            seat_token(surface, seat, inner.x + px(7), y + ctx.line_h(14, "bold") // 2, px(7))
            ctx.blit_text(surface, self.names[seat], 14, (inner.x + px(20), y), T.INK, "bold")
            y += ctx.line_h(14, "bold") + px(2)
            if not self.marks(seat):
                none = _("No costly decision: no move lowered the chance by {n} or more against the bot's.")
                ctx.blit_text(surface, none.format(n=thresholds()["inaccuracy"]), 12, (inner.x, y), T.INK_SOFT, "cond")
            for i, m in enumerate(self.marks(seat)):
                rect = rows.get(f"review:mark:{seat}:{i}")
                if rect is None:
                    break
                first, played, better = self.mark_text(m)
                pygame.draw.rect(surface, MARK_COLOURS[m["mark"]], (inner.x - px(2), rect.y + px(2), px(5),
                                                                   rect.h - px(4)), border_radius=px(2))
                ctx.blit_text(surface, ctx.ellipsize(first, 13, inner.w - px(10), "bold"), 13,
                              (inner.x + px(10), rect.y + px(2)), T.INK, "bold")
                moves = _("Played: {played} · the bot: {better}").format(played=played, better=better)
                ctx.blit_text(surface, ctx.ellipsize(moves, 12, inner.w - px(10), "cond"), 12,
                              (inner.x + px(10), rect.y + px(2) + ctx.line_h(13, "bold")), T.INK_SOFT, "cond")


class ReviewScene(FormScene):
    """A finished save's review, opened from the Load screen's finished games: the Review
    tab alone, with Replay and Back (Esc)."""

    def __init__(self, shell, tab):
        super().__init__(shell)
        self.tab = tab
        self._styles_before = None

    def enter(self):
        self._styles_before = [T.seat_style(i) for i in range(len(T.PLAYER_COLOURS))]
        T.set_seat_styles(self.tab.replay.styles)
        self.tab.open()

    def exit(self):
        self.tab.close()
        T.set_seat_styles(self._styles_before)

    def build(self, size, ctx):
        px = ctx.px
        w, h = size
        bw, bh = px(220), px(50)
        y = h - px(24) - bh
        area = pygame.Rect(px(40), px(96), w - px(80), y - px(16) - px(96))
        ws = self.tab.lay_out(ctx, area)
        ws.append(Button("back", (w - px(40) - bw, y, bw, bh), _("Back"), "quiet", size=17, tip=_("Esc")))
        tip = _("Watch the game again, action by action, as any player saw it.") if self.tab.seats is None else \
            _("Watch the game again, action by action, as everyone saw it or as the seats played at this "
              "screen saw it.")
        ws.append(Button("replay", (w - px(54) - 2 * bw, y, bw, bh), _("Replay"), "normal", size=17, tip=tip))
        self.widgets = ws

    def act(self, widget, pos):
        if widget.name == "back":
            self.close()
        elif widget.name == "replay":
            self.shell.open_replay(replay=self.tab.replay, seats=self.tab.seats)
        else:
            self.tab.act(widget.name)
            self.invalidate()

    def close(self):
        if self.app.top is self:
            self.app.pop()

    def on_key(self, name):
        if name == "escape":
            self.close()
            return True
        return False

    def update(self, dt):
        changed = super().update(dt)
        if self.tab.poll():
            self.invalidate()
            changed = True
        return changed

    def wake_in(self):
        w = super().wake_in()
        return review_wake(self.tab, w)

    def paint(self, surface, ctx):
        from ..widgets import backdrop
        w, h = surface.get_size()
        surface.blit(backdrop((w, h)), (0, 0))
        title = _("Review of the game of {names}").format(names=", ".join(self.tab.names))
        ctx.blit_text(surface, title, 28, (w // 2, ctx.px(48)), T.GOLD, "serif", "center")
        self.tab.paint(ctx, surface, self.widgets)


def paint_wait(ctx, surface, area, head, fraction, note):
    """The card while a review is being made (here, or at the host: review_remote.py): what
    is happening (`head`), a bar `fraction` full (None: empty) and what the review does."""
    px = ctx.px
    box = pygame.Rect(0, 0, min(area.w, px(720)), px(260))
    box.center = (area.centerx, area.centery)
    inner = card(ctx, surface, box, _("The game's review"), band=T.PANEL_EDGE, title_size=16)
    y = inner.y + px(6)
    for line in ctx.wrap(head, 16, inner.w, "bold"):
        ctx.blit_text(surface, line, 16, (inner.x, y), T.INK, "bold")
        y += ctx.line_h(16, "bold")
    y += px(8)
    bar = pygame.Rect(inner.x, y, inner.w, px(18))
    pygame.draw.rect(surface, T.PANEL_DARK, bar, border_radius=px(5))
    if fraction:
        fill = bar.copy()
        fill.w = round(bar.w * fraction)
        if fill.w:
            pygame.draw.rect(surface, T.GOLD, fill, border_radius=px(5))
    pygame.draw.rect(surface, T.PANEL_EDGE, bar, 1, border_radius=px(5))
    y = bar.bottom + px(10)
    for line in ctx.wrap(note, 13, inner.w, "sans"):
        ctx.blit_text(surface, line, 13, (inner.x, y), T.INK_SOFT, "sans")
        y += ctx.line_h(13)


def paint(ctx, surface, tab, widgets):
    """The Review tab (FormScene.paint); a game with no review at all (none made here, none
    asked of a host: never at today's screens) says so."""
    if tab is not None:
        tab.paint(ctx, surface, widgets)
        return
    w, h = surface.get_size()
    ctx.blit_text(surface, _("This game was hosted at another computer: its review can be made there."), 17,
                  (w // 2, h // 2), (214, 228, 236), "sans", "center")


POLL_EVERY = 0.2                # seconds between two looks at a running review's worker


def review_wake(tab, wake):
    """A scene's wake_in with the review's polling (while its job runs)."""
    if tab is not None and tab.running():
        return POLL_EVERY if wake is None else min(wake, POLL_EVERY)
    return wake
