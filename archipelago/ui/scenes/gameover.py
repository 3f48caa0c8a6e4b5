"""The score table: points by source (each objective card's criterion, the trend card,
card points; Pacifist is an objective row) and player, totals, florins (the tie rule),
ranks; every objective card revealed; an independence ending announced plainly. A second
tab tells the game's story in charts by round (story_charts.py, issue 30). Each cell of an
objective's or the trend's row tells, as a tooltip, what its measure counted for that player
(engine answers.counted, issue 41: which cards counted as progress, whose temples), and each
cell of the card points which cards scored and what each gave (answers.card_points)."""
from __future__ import annotations

import pygame

from archipelago.i18n import N_, _, pgettext

from .. import theme as T
from ..render.cards import draw_objective
from archipelago.engine import answers
from archipelago.words.cards import card_points_words, counted_words, pacifist_words, measure_text, objective_scores
from archipelago.words.log import end_step_words
from . import review_tab, story_charts
from ..widgets import Button, Choice, Widget, backdrop, card, seat_token
from .form import FormScene

TIE_RULE = N_("Ties for the most points: the most florins left wins; still tied, the victory is shared.")


def score_rows(content, result, names):
    """[(label, sub, [cell per seat], kind)] of the table (kind: 'objective'|'trend'|'cards')."""
    return [row[:4] for row in _rows(content, result, names)]


def count_tips(content, result, names, view):
    """[[tooltip per seat] per row of score_rows]: what each ranked row's measure counted
    for each player on the public table `view` (answers.counted, issue 41), and for the card
    points which cards scored and what each gave (answers.card_points), with the other rows
    that counted those cards, and for Pacifist's holder the population and rebellion it
    compared (R11); "" where a row counted nothing the view shows (a measure the players keep
    secret, R9; Separatist, and Pacifist for the others, who score nothing by it)."""
    rows = _rows(content, result, names)
    tips = []
    for label, _sub, cells, kind, measure, (card, holder) in rows:
        line = []
        for s, name in enumerate(names):
            if kind == "cards":
                said = card_points_words(answers.card_points(content, view, s), _cards_counted(content, rows, view, s),
                                         content)
            elif card in content.objectives and content.objectives[card].scoring["kind"] == "pacifist":
                said = pacifist_words(view["population"], view["rebellion"], content.objectives[card].scoring,
                                      cells[s]) if s == holder else ""
            else:
                said = counted_words(answers.counted(content, view, measure, s), content) if measure else ""
            line.append(_("{name} · {row}").format(name=name, row=label) + "\n" + said if said else "")
        tips.append(line)
    return tips


def _cards_counted(content, rows, view, seat):
    """[(row title, measure part, card ids)]: the cards of `seat` each ranked row counted
    (answers.counted: progress or character cards owned, wonders built)."""
    out = []
    for label, _sub, _cells, _kind, measure, _card in rows:
        for part in answers.counted(content, view, measure, seat) if measure else ():
            if part["what"] == "card" and part["items"]:
                out.append((label, part["measure"], part["items"]))
    return out


def _rows(content, result, names):
    """score_rows' rows, each with its measure and (its card, its holder or None) last."""
    n = len(names)
    rows = []
    trigger = (result.get("trigger") or {}).get("objective")
    for holder, oid in enumerate(result["objectives"]):
        if oid is None:
            continue
        obj = content.objectives[oid]
        kind = obj.scoring.get("kind")
        sub = _("{name}'s objective · {scoring}").format(name=names[holder], scoring=objective_scores(obj))
        if oid == trigger and result["reason"] == "objective":
            sub = _("{name}'s objective, which ended the game · {scoring}").format(name=names[holder],
                                                                                  scoring=objective_scores(obj))
        label = f"objective {oid}"          # i18n: not shown (the key of the result's scores)
        if kind == "separatist":
            cells = ["—"] * n
        else:
            cells = [result["scores"][s].get(label, 0) for s in range(n)]
        title = content.shown("objective", oid, "name")
        if kind == "pacifist" and _("Pacifist").lower() not in title.lower():
            title = _("Pacifist: {objective}").format(objective=title)
        rows.append((title, sub, cells, "objective", obj.scoring["measure"] if kind == "rank" else "", (oid, holder)))
    for key in result["scores"][0] if n else ():
        if key.startswith("trend "):
            tid = key.split(" ", 1)[1]
            tr = content.trends.get(tid)
            name = content.shown("trend", tid, "name") if tr else tid
            sub = _("Trend card · most {measure} ({points})").format(
                measure=measure_text(tr.criterion), points="/".join(map(str, tr.points))) if tr else _("Trend card")
            rows.append((name, sub, [result["scores"][s].get(key, 0) for s in range(n)], "trend",
                         tr.criterion if tr else "", (tid, None)))
    rows.append((_("Card points"), _("Victory points on owned evolution cards (wonders only if built)"),
                 [result["scores"][s].get("cards", 0) for s in range(n)], "cards", "", (None, None)))
    return rows


def headline(result, names, content):
    """(headline, subline): who won and after which step the met objective ended the game,
    or the independence ending said plainly."""
    if result["reason"] == "independence":
        if result["winners"]:
            head = _("Independence! {name} (Separatist) wins alone.").format(name=names[result["winners"][0]])
        else:
            head = _("Independence! The colony broke away: everyone loses.")
        sub = _("In round {round} rebellion rose above population and the colony declared "
                "independence. The points below are only for the record.").format(round=result["round"])
        return head, sub
    ws = result["winners"]
    if len(ws) == 1:
        head = _("{name} wins!").format(name=names[ws[0]])
    else:
        head = _("{names} and {last} share the victory!").format(names=", ".join(names[s] for s in ws[:-1]),
                                                                 last=names[ws[-1]])
    trig = result.get("trigger") or {}
    oid = trig.get("objective")
    if oid in content.objectives and trig.get("seat") is not None:
        # the step after which it ended (R11; in phase 6 a player's buy and turn, before
        # the refill: issue 43)
        sub = _("Game over in round {round} after {step}: {name}'s objective “{objective}” was met.").format(
            round=result["round"], step=end_step_words(result["step"], names), name=names[trig["seat"]],
            objective=content.shown("objective", oid, "name"))
    elif oid in content.objectives:
        sub = _("Game over in round {round}: the objective “{objective}” was met.").format(
            round=result["round"], objective=content.shown("objective", oid, "name"))
    else:
        sub = _("Game over in round {round}: an objective was met.").format(round=result["round"])
    return head, sub


def table_layout(ctx, size, n, nrows):
    """The score table's places: (panel, its inner rectangle as widgets.card gives it, the
    source column's width, a seat column's width, the first row's top, a row's height)."""
    px = ctx.px
    row_h = px(40)
    r = pygame.Rect(px(40), px(128), size[0] - px(80), px(64) + row_h * (nrows + 3) + px(36))
    inner = pygame.Rect(r.x + px(14), r.y + px(10), r.w - px(28), r.h - px(20))
    src_w = int(inner.w * 0.42)
    return r, inner, src_w, (inner.w - src_w) // max(1, n), inner.y + px(56), row_h


class GameOverScene(FormScene):
    def __init__(self, shell, game):
        super().__init__(shell)
        self.game = game
        self.session = game.session
        self.result = self.session.result()
        self.tab = "scores"             # "scores" | "story" (the charts, issue 30) | "review" (issue 41)
        self.charts = None
        self.review = None              # review_tab.ReviewTab, made when the tab is first opened
        if getattr(self.session, "remote", False):
            from .review_remote import record_here
            if not record_here(self.session):   # (joined from another computer: the views along the game,
                self.session.ask_replay()       # net/replays.py, for its replay)

    def build(self, size, ctx):
        px = ctx.px
        w, h = size
        bw, bh = px(220), px(50)
        y = h - px(24) - bh
        x = w - px(40) - bw
        ws = []
        self.charts = None
        if self.tab == "story":
            tale = self.session.story()
            area = pygame.Rect(px(40), px(122), w - px(80), y - px(16) - px(122))
            self.charts, ws = story_charts.lay_out(ctx, area, tale, self.session.names, self.session.content)
        elif self.tab == "review":
            ws = self._review_tab(ctx, pygame.Rect(px(40), px(122), w - px(80), y - px(16) - px(122)))
        else:
            ws = self._count_cells(size, ctx)
        ws.append(Choice("tab", (px(40), y + px(4), px(450), bh - px(8)),
                         [("scores", _("Scores")), ("story", _("Story")), ("review", _("Review"))], self.tab,
                         size=16,
                         tips={"scores": _("The score table: points by source, florins and ranks."),
                               "story": _("The game's story: charts by round of points, florins, citizens, "
                                          "cards and the colony (Tab switches)."),
                               "review": _(review_tab.TAB_TIP)}))
        for name, text, style, tip in (("new", _("New game"), "primary", _("Set up another game.")),
                                       ("table", _("See the table"), "normal", _("Look at the final table; Menu "
                                                                                 "brings this score table back.")),
                                       ("replay", _("Replay"), "normal", self._replay_tip()),
                                       ("title", _("Title screen"), "quiet", _("Back to the title screen."))):
            ws.append(Button(name, (x, y, bw, bh), text, style, size=17, tip=tip))
            x -= bw + px(14)
        self.widgets = ws

    def _count_cells(self, size, ctx):
        """A widget over each cell of a ranked row, its tooltip what the row counted for
        that player (count_tips), in the language spoken."""
        names = self.session.names
        content = self.session.content
        tips = count_tips(content, self.result, names, self.session.view(None))
        _r, inner, src_w, col_w, y, row_h = table_layout(ctx, size, len(names), len(tips))
        cells = []
        for i, line in enumerate(tips):
            for s, tip in enumerate(line):
                if tip:
                    cells.append(Widget(f"count:{i}:{s}",      # i18n: not shown (the cell's name)
                                        (inner.x + src_w + col_w * s, y + row_h * i, col_w, row_h), tip))
        return cells

    def _replay_tip(self):
        if getattr(self.session, "remote", False):      # (only the views of the seats played at this screen)
            return _("Watch the game again, action by action, as everyone saw it or as the seats played at this "
                     "screen saw it.")
        return _("Watch the game again, action by action, as any player saw it.")

    def _review_tab(self, ctx, area):
        """The Review tab's widgets (review_tab.py): its review opened (kept, or started) the first time."""
        if self.review is None and getattr(self.session, "remote", False):
            from .review_remote import RemoteReviewTab     # (made at the host: net/reviews.py)
            self.review = RemoteReviewTab(self.shell, self.session)
        if self.review is None:
            self.review = review_tab.ReviewTab.of_game(self.shell, self.session)
        if self.review is None:
            return []
        self.review.open()
        return self.review.lay_out(ctx, area)

    def show(self, tab):
        """Show the score table ("scores"), the story's charts ("story") or the review ("review")."""
        if tab != self.tab:
            self.tab = tab
            self.hover = None
            self.invalidate()

    def act(self, widget, pos):
        n = widget.name
        if n.startswith("review:"):
            self.review.act(n)
            self.invalidate()
        elif n == "tab":
            self.show(widget.option_at(pos) or self.tab)
        elif n == "title":
            self.shell.title()
        elif n == "new":
            self.shell.title()
            self.shell.new_game_form()
        elif n == "replay":
            if getattr(self.session, "remote", False):      # (a networked game: its record is at the host)
                from .review_remote import open_hosted_replay
                open_hosted_replay(self.shell, self.session)
            else:
                self.shell.open_replay(game=self.session)
        elif n == "table":
            if self.app.top is self:
                self.app.pop()
                self.game.refresh(force=True)

    def on_key(self, name):
        if name == "f1":
            self.shell.open_rules()
            return True
        if name == "escape":
            self.act(self.widget("table"), None)
            return True
        if name == "tab":
            tabs = ("scores", "story", "review")
            self.show(tabs[(tabs.index(self.tab) + 1) % len(tabs)])
            return True
        return False

    def update(self, dt):
        changed = super().update(dt)
        if self.review is not None and self.review.poll():      # the review's worker, never waited for
            self.invalidate()
            changed = True
        return changed

    def wake_in(self):
        return review_tab.review_wake(self.review, super().wake_in())

    def exit(self):
        if self.review is not None:
            self.review.close()         # leaving the screen cancels a running review

    # --- drawing -------------------------------------------------------------------------------
    def paint(self, surface, ctx):
        px = ctx.px
        w, h = surface.get_size()
        surface.blit(backdrop((w, h)), (0, 0))
        res = self.result
        names = self.session.names
        n = len(names)
        content = self.session.content
        # the headline
        independence = res["reason"] == "independence"
        head, sub = headline(res, names, content)
        colour = (255, 150, 130) if independence else T.GOLD
        ctx.blit_text(surface, head, 38, (w // 2 + px(2), px(54) + px(3)), (6, 14, 22), "serif", "center")
        ctx.blit_text(surface, head, 38, (w // 2, px(54)), colour, "serif", "center")
        ctx.blit_text(surface, sub, 16, (w // 2, px(98)), (214, 228, 236), "sans", "center")
        if self.charts is not None:
            story_charts.paint(ctx, surface, self.charts, self.session.story(), names, content, res["winners"])
            return
        if self.tab == "review":
            review_tab.paint(ctx, surface, self.review, self.widgets)
            return
        # the table
        rows = score_rows(content, res, names)
        r, inner, src_w, col_w, y, row_h = table_layout(ctx, (w, h), n, len(rows))
        card(ctx, surface, r, None, T.PANEL_EDGE, gold=not independence)
        hy = inner.y
        ctx.blit_text(surface, _("Points by source"), 15, (inner.x, hy + px(24)), T.INK_SOFT, "serif", "midleft")
        for s in range(n):
            cx = inner.x + src_w + col_w * s + col_w // 2
            seat_token(surface, s, cx - ctx.font(16, "bold").size(names[s])[0] // 2 - px(16), hy + px(16), px(12))
            ctx.blit_text(surface, names[s], 16, (cx + px(4), hy + px(16)), T.INK, "bold", "center")
            kind = pgettext("seat", "bot") if self.session.seats[s].bot else pgettext("seat", "person")
            ctx.blit_text(surface, kind, 12, (cx, hy + px(38)), T.INK_FAINT, "cond", "center")
            if s in res["winners"]:
                pygame.draw.rect(surface, (250, 232, 170), (inner.x + src_w + col_w * s + px(4), hy + px(52), col_w - px(8),
                                                            row_h * (len(rows) + 3) + px(6)), border_radius=px(6))
        for i, (label, sub, cells, kind) in enumerate(rows):
            band = pygame.Rect(inner.x - px(6), y, inner.w + px(12), row_h)
            if i % 2 == 0:
                band_s = pygame.Surface(band.size, pygame.SRCALPHA)
                band_s.fill((120, 96, 62, 22))
                surface.blit(band_s, band)
            ctx.blit_text(surface, ctx.ellipsize(label, 15, src_w - px(10), "bold"), 15, (inner.x, y + px(4)), T.INK,
                          "bold")
            ctx.blit_text(surface, ctx.ellipsize(sub, 12, src_w - px(10), "cond"), 12, (inner.x, y + px(22)),
                          T.INK_SOFT, "cond")
            for s, v in enumerate(cells):
                cx = inner.x + src_w + col_w * s + col_w // 2
                txt = str(v)
                col = T.INK if (isinstance(v, int) and v > 0) else T.INK_FAINT
                ctx.blit_text(surface, txt, 18, (cx, y + row_h // 2), col, "bold" if v else "sans", "center")
            y += row_h
        pygame.draw.line(surface, T.PANEL_EDGE, (inner.x, y + px(2)), (inner.right, y + px(2)), max(1, px(2)))
        y += px(6)
        for key, label, sub, vals, big in (("total", _("Total"), "", res["totals"], True),
                                           ("florins", _("Florins left"), _("the tie-break"), res["florins"], False),
                                           ("rank", _("Rank"), "", res["ranks"], True)):
            ctx.blit_text(surface, label, 17 if big else 15, (inner.x, y + row_h // 2 - px(7)), T.INK, "serif",
                          "midleft")
            if sub:
                ctx.blit_text(surface, sub, 12, (inner.x + px(140), y + row_h // 2 - px(6)), T.INK_SOFT, "cond",
                              "midleft")
            for s, v in enumerate(vals):
                cx = inner.x + src_w + col_w * s + col_w // 2
                if key == "rank":
                    medal = {1: T.GOLD, 2: (196, 196, 204), 3: (200, 130, 70)}.get(v)
                    if medal and not independence:
                        pygame.draw.circle(surface, medal, (cx, y + row_h // 2 - px(4)), px(15))
                        pygame.draw.circle(surface, T.darken(medal, 0.4), (cx, y + row_h // 2 - px(4)), px(15), 1)
                    text = str(v) if not independence else (_("wins") if s in res["winners"] else "—")
                    ctx.blit_text(surface, text, 17, (cx, y + row_h // 2 - px(4)), T.INK, "bold", "center")
                else:
                    ctx.blit_text(surface, str(v), 22 if big else 16, (cx, y + row_h // 2 - px(4)),
                                  T.INK if big else T.INK_SOFT, "bold" if big else "sans", "center")
            y += row_h
        ctx.blit_text(surface, _(TIE_RULE), 13, (inner.x, inner.bottom - px(2)), T.INK_SOFT, "sans", "bottomleft")
        # every objective, revealed
        cy = r.bottom + px(40)
        ch = min(px(200), h - cy - px(96))
        if ch > px(90):
            cw = int(ch * 1.35)
            total_w = n * cw + (n - 1) * px(16)
            x = (w - total_w) // 2 if total_w < w - px(560) else px(40)
            ctx.blit_text(surface, _("The objective cards, all revealed"), 14, (x, cy - px(8)), (200, 214, 224),
                          "serif",
                          "bottomleft")
            trig = (res.get("trigger") or {}).get("seat")
            for s, oid in enumerate(res["objectives"]):
                if oid is None:
                    continue
                cs = draw_objective(ctx, content.objectives[oid], (cw, ch - px(24)), n, u=ch / px(150) * 0.9,
                                    content=content)
                rr = cs.get_rect(topleft=(x, cy))
                if s == trig and res["reason"] == "objective":
                    pygame.draw.rect(surface, T.GOLD, rr.inflate(px(8), px(8)), max(2, px(3)), border_radius=px(9))
                surface.blit(cs, rr)
                seat_token(surface, s, x + px(10), rr.bottom + px(12), px(8))
                ctx.blit_text(surface, ctx.ellipsize(names[s], 13, cw - px(24), "bold"), 13,
                              (x + px(22), rr.bottom + px(12)), (230, 236, 240), "bold", "midleft")
                x += cw + px(16)
