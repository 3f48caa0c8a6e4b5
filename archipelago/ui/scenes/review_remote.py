"""The Review tab at a screen of a networked game (issue 41; docs/REVIEW.md "At several
screens"): the same tab as at one screen (review_tab.ReviewTab: the chart of every seat's
chance, the turning points, the costly decisions), over the review the host made and sent
(net/reviews.py: the record stays at the host, the review is made there, in its worker
process, once for every screen). This screen's people see their own decisions only.

    tab = RemoteReviewTab(shell, game)      # game: a net.remote.RemoteGame that is over
    tab.open()                              # asks the host (once); then as ReviewTab

While the host makes it: "Being made at the host: k of n" with a bar, and Cancel (this
screen stops waiting; the host stops when no screen waits). A click on a turning point or
a decision opens the replay viewer at that moment, from the view of the seat if it is
played at this screen, else the public view, showing the views of this screen's seats and
the public's only: at the host's own screen (scenes.host.HostedGame) from the record; at a
screen that joined from another computer from the views the host sent it along the game
(net/replays.py, asked when the game ended: the record with every secret stays at the
host). Until they have come (or when the line to the host is lost before), a click on one
of its own decisions shows that decision as its seat saw it and the next moves
(MomentScene: the seat's views the host sent with the mark, net/reviews.py WINDOW, and the
moves as this screen's seat knew them), and a click on a turning point shows it from just
before it to a couple of moves after (net/reviews.py turn_span): as its seat saw it when
this screen holds that seat, else as everyone saw it, said so in its title.
"""
from __future__ import annotations

from bisect import bisect_right

from archipelago import engine
from archipelago.i18n import _, ngettext
from archipelago.words.review import mark_line

from ..interact.review_words import decision_words
from ..widgets import Button
from .away import AwayScene
from .review_tab import JOB_DONE, ReviewTab, paint_wait, thresholds

LOST = "lost"                   # the line to the host is down while the review is awaited


class Axis:
    """The chart's axis from the host's review: the game's actions (`n`) and each round's
    first action (what ReviewTab reads of a replay to draw and word the chart)."""

    def __init__(self, n, rounds):
        self.n = n
        self.rounds = [r for r, _start in rounds]
        self._starts = {r: start for r, start in rounds}
        self._start_list = [start for _r, start in rounds]

    def round_start(self, rnd):
        return self._starts[rnd]

    def round_at(self, pos):
        i = bisect_right(self._start_list, pos) - 1
        return self.rounds[max(0, i)]


def record_here(game):
    """Whether the game's record is on this computer (the host's own screen)."""
    return getattr(game, "server", None) is not None


def open_hosted_replay(shell, game, step=None, viewer=()):
    """The replay viewer of a networked game that is over, at `step` from `viewer`'s view (()
    the one seat held here, else the public view; a seat not held here: the public view),
    showing the views of the seats held here and the public's only (the others were played
    at other computers): at the host's own screen from the record (the server's match); at a
    screen that joined, from the views the host sent it along the game (net/replays.py,
    RemoteGame.replay: asked when the game ended), else a message saying why it cannot open
    yet. True if it opened."""
    held = sorted(game.holds)
    if viewer == () or viewer not in held:
        viewer = held[0] if viewer == () and len(held) == 1 else None
    if record_here(game):
        from archipelago.match.replay import Replay
        cfg, actions, seats = game.server.call(lambda m: m.game_record())
        replay = Replay(game.content, cfg, actions, seats)
    else:
        replay = game.replay()
    if replay is None:
        game.ask_replay()
        if game.tapes_state == "asked" and game.closed is None:
            shell.message(_("The replay is on its way"), _("The host is sending the game's replay to this screen: "
                                                           "try again in a moment."))
        else:
            shell.message(_("The replay is at the host"), no_replay_words())
        return False
    return shell.open_replay(replay=replay, step=step, viewer=viewer, seats=held)


class MomentScene(AwayScene):
    """A costly decision or a turning point at a screen that joined (module docstring): the
    table as its viewer saw it there (the seat's, or the public's), stepped on through the
    next moves (paused at first); Back (Esc) comes back to the Review tab."""

    linger = False

    def __init__(self, shell, moment, title, first):
        super().__init__(shell, moment)
        self.playing = False
        self.heading, self.first = title, first

    def skip(self):
        self.close()

    def title(self):
        return self.heading

    def skip_words(self):
        return _("Back")

    def end_words(self):
        a = self.replay
        return _("Move {pos} of {n}").format(pos=a.pos, n=a.n)

    def start_words(self):
        return self.first

    def tip(self, name):
        if name == "close":
            return _("Back to the review (Esc)")
        return super().tip(name)


def no_replay_words():
    return _("The game's record, with every secret, stays at the host's computer, and the views of your seat along "
             "the game have not come to this screen from there: the replay cannot be opened here.")


def replay_here(game):
    """Whether the whole replay opens at this screen: the host's own, or one that joined and
    was sent its views along the game (net/replays.py)."""
    return record_here(game) or game.replay() is not None


class RemoteReviewTab(ReviewTab):
    """The Review tab over the review the host sent (module docstring)."""

    def __init__(self, shell, game):
        self.shell = shell
        self.content = shell.content
        self.game = game
        self.names = list(game.names)
        self.path = None
        self.job = None
        self._words = {}
        self.geometry = None
        self._told = None
        self.heads = []
        self._axis = None

    # --- the host's review --------------------------------------------------------------------------
    @property
    def result(self):
        return self.game.review

    @property
    def people(self):
        """The persons' seats at this screen whose decisions were reviewed."""
        rv = self.game.review
        return list(rv.get("people", ())) if rv is not None else sorted(self.game.holds)

    @property
    def replay(self):
        rv = self.game.review
        if self._axis is None and rv is not None:
            self._axis = Axis(rv["n"], rv["rounds"])
        return self._axis

    def open(self):
        """The tab is shown: the host is asked for the review (once). (The game's views along it,
        for the replay at a screen that joined, are asked by the game-over screen.)"""
        if self.game.review is None and self.game.review_state == "idle":
            self.game.ask_review()

    def start(self):
        self.game.ask_review()

    def status(self):
        state = self.game.review_state
        if state == JOB_DONE:
            return JOB_DONE
        if state in ("asked", "running"):
            return LOST if self.game.closed is not None else "running"
        return state

    def poll(self):
        now = (self.status(), self.game.review_progress, replay_here(self.game))     # (the replay come: the tips)
        changed, self._told = now != self._told, now
        return changed

    def cancel(self):
        if self.running():
            self.game.cancel_review()

    close = cancel

    # --- words ---------------------------------------------------------------------------------------
    def mark_text(self, m):
        """(first line, the move played, the bot's move) of a costly decision, the moves worded
        from the seat's view at it (the host sent it with the mark)."""
        def make():
            played, better = (decision_words(m["views"][0], self.content, engine.Action(s, k, tuple(a)))
                              for s, k, a in (m["played"], m["better"]))
            return (mark_line(m, self.replay.round_at(m["step"])), played, better)
        return self._worded(("mark", m["step"], m["seat"]), make)

    def turn_tip(self, turn=None):
        if replay_here(self.game):
            return _("A turning point: one of the largest swings of a player's chance. Click to watch it in the "
                     "replay just before it, from that player's view if they play at this screen, else from the "
                     "public view.")
        if turn is None or not turn.get("views"):
            return _("A turning point: one of the largest swings of a player's chance.") + "\n" + no_replay_words()
        if turn.get("viewer") is not None:
            return _("A turning point: one of the largest swings of a player's chance. Click to see it as you saw it "
                     "then, with the moves around it.")
        return _("A turning point: one of the largest swings of a player's chance. Click to see it as everyone saw it "
                 "then (the public view: nothing a player kept hidden), with the moves around it; no other player's "
                 "own view is sent to this screen.")

    def click_note(self):
        if replay_here(self.game):
            return _("Click a turning point or a decision to watch it in the replay; Esc comes back here.")
        return _("Click a turning point or a decision to see it and the moves around it; the whole replay stays at "
                 "the host's computer.")

    def mark_words(self):
        tip = _("A decision that lowered your chance of winning, against the better of two bots' moves there (the "
                "strongest bot's and the normal bot's): the chance after the move played and after the bot's move, "
                "each played on to the end of the round. Inaccuracy: the chance lowered by {inaccuracy} or more; mistake: by {mistake} or more; "
                "blunder: by {blunder} or more.").format(**thresholds())
        where = _("Click to watch it in the replay, from your view.") if replay_here(self.game) else \
            _("Click to see it as you saw it then, and the moves after it.")
        return tip, where

    def nobody_words(self):
        if not self.game.holds:
            return _("You watched this game: each player's costliest decisions are shown at their own screen only.")
        return _("The host's review did not look at your decisions: it was made for the seats held at the screens "
                 "when it began.")

    def open_replay(self, step, seat):
        open_hosted_replay(self.shell, self.game, step, seat)

    def act(self, name):
        if name.startswith("review:mark:") and not replay_here(self.game):
            seat, i = (int(v) for v in name.split(":")[2:4])
            self.open_moment(self.marks(seat)[i])
            return
        if name.startswith("review:turn:") and not replay_here(self.game):
            self.open_turn(self.result["turns"][int(name.split(":")[2])])
            return
        super().act(name)

    def open_turn(self, t):
        """A turning point as this screen may see it (its seat's views when held here, else
        the public's), from just before it to TURN_AFTER moves past it (MomentScene)."""
        shown = self.game.review_turn(t)
        if shown is None:
            self.shell.message(_("The replay is at the host"), no_replay_words())
            return
        rnd = self.replay.round_at(t["step"])
        title = _("Round {round}: a turning point, as you saw it").format(round=rnd) if t["viewer"] is not None \
            else _("Round {round}: a turning point, as everyone saw it").format(round=rnd)
        k = t["step"] - t["start"]
        first = ngettext("The swing is over after the next move", "The swing is over after the next {n} moves",
                         k).format(n=k)
        self.shell.app.push(MomentScene(self.shell, shown, title, first))

    def open_moment(self, m):
        """A decision of this screen's seat, as it saw it, and the next moves (MomentScene)."""
        shown = self.game.review_moment(m)
        if shown is None:
            self.shell.message(_("The replay is at the host"), no_replay_words())
            return
        first, played, _better = self.mark_text(m)
        title = _("Round {round}: your decision, as you saw it").format(round=self.replay.round_at(m["step"]))
        self.shell.app.push(MomentScene(self.shell, shown, title, _("Played: {move}").format(move=played)))

    # --- while the host makes it -----------------------------------------------------------------------
    def lay_out(self, ctx, area):
        if self.result is not None:
            return super().lay_out(ctx, area)
        px = ctx.px
        self.geometry = ("wait", area)
        bw, bh = px(260), px(48)
        at = (area.centerx - bw // 2, area.centery + px(60), bw, bh)
        state = self.status()
        if state == "running":
            return [Button("review:cancel", at, _("Cancel"), "quiet", size=16,
                           tip=_("Stop waiting for the review here. The host stops making it unless another screen "
                                 "still waits for it; nothing is kept then."))]
        if state == LOST:
            return []
        return [Button("review:start", at, _("Review this game"), "primary", size=16,
                       tip=_("Ask the host for the game's review: it is made at the host's computer, where the game's "
                             "record is (under a minute for a short game)."))]

    def _paint_wait(self, ctx, surface, area):
        state = self.status()
        done, total = self.game.review_progress
        if state == "running":
            head = _("Being made at the host: {done} of {total}").format(done=done, total=total) if total else \
                _("Asking the host for the review…")
        elif state == LOST:
            head = _("The connection to the host is lost: the review cannot come to this screen.")
        elif state == "failed":
            head = _("The host could not make the review ({error}).").format(error=self.game.review_error)
        else:
            head = _("You stopped waiting for the review at this screen.")
        paint_wait(ctx, surface, area, head, done / max(1, total) if state == "running" and total else None,
                   _("The host's computer replays the game from each player's view, and tries two bots' moves at "
                     "the decisions of the people at every screen; you see only your own. Under a minute "
                     "for a short game, up to a few minutes for a long one. Scores and Story stay open meanwhile."))
