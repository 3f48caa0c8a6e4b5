"""The load dialog: every save in the user's data folder, newest first; autosaves marked;
each says whose turn, round, phase and when (its summary, issue 18); files that cannot be
read are listed with the reason and refused with a message. Finished games are kept in a
list of their own (a tab, issue 30), each game once: a click opens its replay, its Review
button its review (issue 41: review_tab.ReviewScene). A game hosted here that ended is among
them (host.hosted_finished), its replay and review limited to the seats this computer's
screen held (the row's info "here")."""
from __future__ import annotations

from datetime import datetime

import pygame

from archipelago.i18n import N_, _
from archipelago.saves import paths

from .. import theme as T
from archipelago.words.names import phase_title, save_step
from ..widgets import Button, Widget, card, ground, style_token
from . import review_tab
from .form import FormScene
from archipelago.engine.kinds import ROUND0

PER_PAGE = 7
# The months of a save's date, short (the C library's %b knows English only).
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))


def when(saved_at):
    """A save's time in the player's local time ("25 Nov 14:02"), or "" if unknown."""
    try:
        t = datetime.fromisoformat(saved_at).astimezone()
    except (TypeError, ValueError, OverflowError, OSError):
        return ""
    return _("{day} {month} {time}").format(day=t.day, month=_(MONTHS[t.month - 1]),
                                            time=t.strftime("%H:%M"))


def save_line(info, stamped=True):
    """Where a saved game stands: "Bob's turn · round 4 · Evolution · 25 Nov 14:02" (`stamped`:
    with when it was saved)."""
    if info["over"]:
        parts = [_("Game over"), _("round {n}").format(n=info["round"])]
    else:
        who = _("{name}'s turn").format(name=info["to_act"]) if info["to_act"] else _("a bot's turn")
        parts = [who, _("round {n}").format(n=info["round"])]
        if info["round"] or info["phase"] == ROUND0:
            parts.append(phase_title(info["phase"]))
        step = save_step(info.get("step"))
        if step:
            parts.append(step)
    stamp = when(info["saved_at"]) if stamped else ""
    return " · ".join(parts + ([stamp] if stamp else []))


def rewind_line(info):
    """A save from before a reveal the table has seen (issue 25): said on its row; from
    before the end of its game, that first (issue 38: the game is over)."""
    if info.get("ended") is not None:
        return _("From before the end of this game in round {n}").format(n=info["ended"])
    if len(info["rewinds"]) > 1:
        return _("From before {reveal} (and more)").format(reveal=info["rewinds"][0])
    return _("From before {reveal}").format(reveal=info["rewinds"][0])


def finished_games(files):
    """The finished games among the Load list's files (newest first), each game once: of
    two files of one game (its last autosave and the file keeping it) the kept one."""
    out, at = [], {}
    for row in files:
        info = row[1]
        if info is None or not info["over"]:
            continue
        key = info.get("game")
        if key is None or key not in at:
            at[key] = len(out)
            out.append(row)
        elif info.get("finished") and not out[at[key]][1].get("finished"):
            out[at[key]] = row
    return out


class SaveEntry(Widget):
    """One save in the list: its players' tokens, names, where the game stands, when."""

    def __init__(self, name, rect, path, info, err):
        tip = (_("Load {file}; with two or more people at the table it resumes at a curtain.").format(file=path.name)
               if info else err)
        if info and info["over"]:
            tip = _("Watch the replay of {file}: the whole game, action by action, as anyone saw it.").format(
                file=path.name)
        if info and info.get("here") is not None:
            tip += " " + _("A game hosted here: its replay and review show the public view and the seats "
                           "played at this screen only.")
        if info and info.get("rewinds"):
            tip += " " + _("It is from before {reveals}: loading it asks the table first, as those choices "
                           "would be made again.").format(reveals="; ".join(info["rewinds"]))
        super().__init__(name, rect, tip)
        self.path, self.info, self.err = path, info, err

    def draw(self, ctx, surface, hover=False, focus=False):
        px = ctx.px
        r = self.rect
        info = self.info
        fill = (250, 244, 228) if info else (240, 226, 214)
        if hover:
            fill = (255, 250, 236)
        pygame.draw.rect(surface, T.darken(fill, 0.25), r.move(0, px(3)), border_radius=px(7))
        pygame.draw.rect(surface, fill, r, border_radius=px(7))
        pygame.draw.rect(surface, T.WHITE if hover else (150, 126, 90), r, max(1, px(2 if hover else 1.5)),
                         border_radius=px(7))
        if info is None:
            pygame.draw.rect(surface, T.RED_BG, (r.x, r.y, px(6), r.h), border_top_left_radius=px(7),
                             border_bottom_left_radius=px(7))
            ctx.blit_text(surface, self.path.name, 16, (r.x + px(22), r.y + px(12)), T.INK, "bold")
            why = _("Cannot be loaded: {why}").format(why=self.err.split(": ", 1)[-1])
            ctx.blit_text(surface, ctx.ellipsize(why, 13, r.w - px(40), "cond"), 13, (r.x + px(22), r.y + px(40)),
                          T.RED, "cond")
            return
        x = r.x + px(26)
        for i, st in enumerate(info["styles"]):
            style_token(surface, st, x + i * px(20), r.y + px(22), px(10))
        x += len(info["styles"]) * px(20) + px(8)
        badge = _("Replay ▶") if info["over"] else _("Autosave") if info["auto"] else _("Saved game")
        tb = ctx.text(badge, 12, T.WHITE, "condb")
        br = tb.get_rect(midright=(r.right - px(18), r.centery)).inflate(px(14), px(6))
        room = br.left - px(12) - x                   # the badge sits at the right
        line = save_line(info)
        if ctx.font(17, "bold").size(line)[0] > room:
            # the date and time are never cut (issue 39): the words before them give way
            stamp = " · " + when(info["saved_at"]) if info.get("saved_at") else ""
            line = ctx.ellipsize(save_line(info, stamped=False), 17, room - ctx.font(17, "bold").size(stamp)[0],
                                 "bold") + stamp
        ctx.blit_text(surface, line, 17, (x, r.y + px(22)), T.INK, "bold", "midleft")
        line = f"{', '.join(info['names'])}   ·   {self.path.name}"
        if info.get("here") is not None:            # (its folder is named by its join code)
            line = _("Hosted here, join code {code}").format(code=self.path.parent.name) + "   ·   " + line
        colour = T.INK_FAINT
        if info.get("rewinds"):
            line = rewind_line(info) + "   ·   " + line
            colour = T.RED
        ctx.blit_text(surface, ctx.ellipsize(line, 12, br.left - px(12) - r.x - px(26), "cond"), 12,
                      (r.x + px(26), r.y + px(48)), colour, "cond", "midleft")
        pygame.draw.rect(surface, T.PANEL_EDGE if info["auto"] and not info["over"] else T.GOLD_DARK, br,
                         border_radius=px(5))
        surface.blit(tb, tb.get_rect(center=br.center))


class LoadScene(FormScene):
    def __init__(self, shell):
        super().__init__(shell)
        self.over_game = shell.game is not None
        self.files = []
        self.lists = {"play": [], "finished": []}
        self.tab = "play"               # the games in play, or the finished games (issue 30)
        self.page = 0

    @property
    def opaque(self):
        return not self.over_game

    def enter(self):
        files = self.shell.save_files()
        self.lists = {"play": [f for f in files if f[1] is None or not f[1]["over"]],
                      "finished": finished_games(files)}
        self.files = self.lists[self.tab]
        self.invalidate()

    def show_tab(self, tab):
        self.tab, self.page = tab, 0
        self.files = self.lists[tab]
        self.invalidate()

    def _rect(self, size, ctx):
        w, h = size
        cw, ch = min(ctx.px(1100), w - ctx.px(60)), ctx.px(760)      # wider where the window is (issue 39)
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._rect(size, ctx)
        ws = []
        tw = (r.w - px(56) - px(12)) // 2
        for i, (tab, text) in enumerate((("play", _("Games in play ({n})")), ("finished", _("Finished games ({n})")))):
            tip = _("Saved games to play on") if tab == "play" else \
                _("Games played to the end: open one to watch its replay")
            ws.append(Button(f"tab:{tab}", (r.x + px(28) + i * (tw + px(12)), r.y + px(56), tw, px(40)),  # i18n: not shown (a widget id)
                             text.format(n=len(self.lists[tab])), "primary" if tab == self.tab else "quiet", size=15,
                             tip=tip))
        y = r.y + px(110)
        shown = self.files[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        rw = px(150)                    # a finished game's Review button (issue 41), right of its line
        for i, (path, info, err) in enumerate(shown):
            k = self.page * PER_PAGE + i
            review = info is not None and info["over"]
            ws.append(SaveEntry(f"file{k}", (r.x + px(28), y, r.w - px(56) - (rw + px(12) if review else 0), px(66)),
                                path, info, err))
            if review:
                ws.append(Button(f"review{k}", (r.right - px(28) - rw, y + px(8), rw, px(50)), _("Review"), "normal",
                                 size=15, tip=_(review_tab.TAB_TIP)))
            y += px(78)
        by = r.bottom - px(24) - px(50)
        ws.append(Button("back", (r.right - px(28) - px(200), by, px(200), px(50)), _("Back"), "quiet", size=17,
                         tip=_("Esc")))
        pages = max(1, (len(self.files) + PER_PAGE - 1) // PER_PAGE)
        if pages > 1:
            ws.append(Button("prev", (r.x + px(28), by, px(140), px(50)), _("◀ Newer"), "normal", size=15,
                             enabled=self.page > 0))
            ws.append(Button("next", (r.x + px(180), by, px(140), px(50)), _("Older ▶"), "normal", size=15,
                             enabled=self.page < pages - 1))
        self.widgets = ws

    def act(self, widget, pos):
        n = widget.name
        if n == "back":
            self.app.pop()
        elif n == "prev":
            self.page -= 1
            self.invalidate()
        elif n == "next":
            self.page += 1
            self.invalidate()
        elif n.startswith("tab:"):
            self.show_tab(n[4:])
        elif n.startswith("review"):
            path, info, _err = self.files[int(n[6:])]
            self.shell.open_review(path, info.get("here"))
        elif n.startswith("file"):
            path, info, _err = self.files[int(n[4:])]
            if info is not None and info["over"]:
                self.shell.open_replay(path, seats=info.get("here"))
            else:
                self.shell.load_game(path)

    def on_key(self, name):
        if name == "escape":
            self.app.pop()
            return True
        return False

    def paint(self, surface, ctx):
        px = ctx.px
        ground(surface, self.over_game, 170)
        r = self._rect(surface.get_size(), ctx)
        card(ctx, surface, r, _("Load a game"), T.PANEL_EDGE, title_size=20)
        if not self.files:
            empty = _("No saved games yet.") if self.tab == "play" else _("No finished games yet.")
            ctx.blit_text(surface, empty, 17, (r.centerx, r.y + px(140)), T.INK_SOFT, "sans", "center")
        ctx.blit_text(surface, _("Saves folder: {folder}").format(folder=paths.saves_dir()), 12,
                      (r.x + px(30), r.bottom - px(92)),
                      T.INK_FAINT, "cond", "midleft")
