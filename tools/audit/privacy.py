"""What the screen showed, frame by frame, and the hot-seat rule checked on it (issue 18).

    watch = PrivacyWatch(app, shell)      # hooks app.draw_hooks; every drawn frame is judged
    ...                                   # play
    assert not watch.violations, watch.violations[:3]

The rule (UX.md, "Hot seat and secrets"), for a screen that two or more people share: a
person's private view is drawn only right after a curtain that names that person and that
the person dismissed by a click, and only while nothing else has been drawn since: the
public view, another person's view, a bot's turn, a reveal. The watch judges the frames
that were really drawn (the table's view at draw time, the scene on top), not the
screen policy's intentions (match/screen.py); it reads only what the game outputs to
everyone (its public moves) and the screen's settings.
"""
from __future__ import annotations

from archipelago.ui.scenes.away import AwayScene
from archipelago.ui.scenes.curtain import CurtainScene, ObjectiveReveal
from archipelago.ui.scenes.game import GameScene


class PrivacyWatch:
    def __init__(self, app, shell):
        self.app = app
        self.shell = shell
        self.frames = []            # (kind, seat): ("curtain", seat) ("table", viewer) ("reveal", None)
                                    # ("away", viewer: the away replay's table) ("other", name)
        self.violations = []
        self.curtains_dismissed = 0
        self.private_frames = 0
        self._cleared = None        # (game, seat, moves made at the dismissal)
        self._curtain = None
        app.draw_hooks.append(self.frame)

    def close(self):
        if self.frame in self.app.draw_hooks:
            self.app.draw_hooks.remove(self.frame)

    def _fail(self, why):
        self.violations.append(f"frame {len(self.frames)}: {why}")  # i18n: not shown

    def _away(self, view):
        """A frame of the away replay (issue 41): the public view, and no hidden fact in it
        (no seat's florins, cubes, tokens or unrevealed objective)."""
        seat = view.get("seat")
        self.frames.append(("away", seat))
        if seat is not None:
            self._fail(f"the away replay drew seat {seat}'s view")  # i18n: not shown
        for p in view.get("players", ()):
            if any(p.get(k) is not None for k in ("florins", "cubes", "tokens", "seen")) \
                    or (p.get("objective") is not None and not p.get("revealed")):
                self._fail(f"the away replay drew a secret of seat {p.get('seat')}")  # i18n: not shown

    def frame(self, app, drawn):
        top = app.top
        game = next((sc for sc in app.stack if isinstance(sc, GameScene)), None)
        c = self._curtain
        if c is not None and top is not c:
            if c.dismissed and game is c.game:
                self._cleared = (game, c.seat, len(game.session.moves(None)))
                self.curtains_dismissed += 1
            if c.dismissed or c not in app.stack:
                self._curtain = None
        if isinstance(top, CurtainScene):
            self._curtain = top
            self._cleared = None
            self.frames.append(("curtain", top.seat))
            if game is not None and game in drawn:
                self._fail("the table was drawn under an opaque curtain")  # i18n: not shown
            return
        if isinstance(top, ObjectiveReveal):
            self._cleared = None        # a reveal: whatever follows needs a curtain again
        if isinstance(top, AwayScene) and top in drawn:
            self._away(top.table.view)
            return
        if game is None or game not in drawn:
            self.frames.append(("other", type(top).__name__))
            return
        screen, session = game.screen, game.session
        seat = game.table.view.get("seat")
        if isinstance(top, ObjectiveReveal):
            self.frames.append(("reveal", seat))
            if seat is not None:
                self._fail(f"a reveal over seat {seat}'s private view")  # i18n: not shown
            return
        self.frames.append(("table", seat))
        if not screen.shared_screen():
            if seat is not None and len(session.humans) == 1 and seat != session.humans[0]:
                self._fail(f"seat {seat}'s view with one person at the table")  # i18n: not shown
            private_seat = getattr(top, "private_seat", None)
            if private_seat is not None and private_seat != seat:      # (curtains off too: issue 38)
                self._fail(f"{type(top).__name__} for seat {private_seat} over seat {seat}'s view")  # i18n: not shown
            return
        if seat is None:
            if getattr(top, "private_seat", None) is not None:
                self._fail(f"{type(top).__name__} for seat {top.private_seat} over the public view")  # i18n: not shown
            self._cleared = None        # the public view was shown
            return
        self.private_frames += 1
        cl = self._cleared
        if cl is None or cl[0] is not game or cl[1] != seat:
            self._fail(f"seat {seat}'s private view without its curtain since the last other view "  # i18n: not shown
                       f"(cleared: {cl[1] if cl else None})")
            return
        others = [mv.seat for mv in session.moves(None, cl[2]) if mv.seat != seat]
        if others:
            self._fail(f"seat {seat}'s private view after seat {others[0]} acted since its curtain")  # i18n: not shown
        private_seat = getattr(top, "private_seat", seat)
        if private_seat != seat:
            self._fail(f"{type(top).__name__} for seat {private_seat} over seat {seat}'s view")  # i18n: not shown
