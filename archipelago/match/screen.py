"""The hot-seat screen policy over one authority (match.authority.Match): curtains, who
may see what, reveals, the "Your objective" moments, coach tips. It never reads the
game's state: it decides from what the authority outputs (who acts, whether the game is
over, the seats, the views, the public Move of each action it follows) and tells the
authority of a handoff (undo stops there). The scenes (archipelago/ui/scenes) draw what
it decides:

    screen = Screen(match, curtains=True)
    screen.curtain_pending()     # a curtain must hide the screen before anything private
    screen.dismiss_curtain()     # the named person clicked it: their screen may open
    screen.viewer()              # the seat whose view the table shows (None: public)
    match.view(screen.viewer())  # what the table draws

The screen, when two or more people share it (hot seat): one piece of state,
`cleared_for`, says whose private view may be drawn. Only dismiss_curtain sets it (to the
person the curtain named); anything else that is shown clears it: an action of another
seat (a bot's turn is played on the public view), an objective revealed, leave_screen
(the table replaces the result of the person's last action by the public view before the
next curtain). viewer() is `cleared_for` and nothing else, so a person's private view is
drawn only right after their own curtain and only while nothing else has been shown
since (UX.md, "Hot seat and secrets"). A curtain is due whenever a person must decide and
is not `cleared_for`. With one person at the table (the rest bots) there is nobody to
hide from: no curtains, the table shows that person's view. A game loaded from a save
(match.resumed) starts at a curtain when two or more people share the screen. Reveals
(`revealing`) are drawn over the public view in every mode.

After the deal (the end of round 0, R4: the public round0_done event), each person in
seat order has a "Your objective" moment (issue 18): `objective_due()` names them, their
curtain comes first (curtain_for), and `objective_read()` ends the moment (the screen goes
public, the next person's curtain follows); bots have none, and nobody acts meanwhile. A
screen put on a game whose last action dealt (a save made at the deal) starts with them.
"""
from __future__ import annotations

from archipelago.engine.kinds import BIDS, DCRISIS, ROUND0_DONE
from archipelago.i18n import _, ngettext
from archipelago.match import coach

# Leaving in the middle of secret entries (lost_on_leave): what is lost, and when the game
# is saved again (one sentence per kind of entries; the plural forms from the catalogue).
def leave_words(kind, n):
    if kind == BIDS:
        text = ngettext(
            "The game is saved automatically only when every bid is in: a save never keeps half a round of secret "
            "entries. Leaving now loses the {n} move made since the last save (the bids entered so far this round); "
            "the game would resume before it. Finish the round first to keep it.",
            "The game is saved automatically only when every bid is in: a save never keeps half a round of secret "
            "entries. Leaving now loses the {n} moves made since the last save (the bids entered so far this "
            "round); the game would resume before them. Finish the round first to keep them.", n)
    elif kind == DCRISIS:
        text = ngettext(
            "The game is saved automatically only when everyone has answered the domestic crisis: a save never "
            "keeps half a round of secret entries. Leaving now loses the {n} move made since the last save (the "
            "answers to the domestic crisis so far); the game would resume before it. Finish the round first to "
            "keep it.",
            "The game is saved automatically only when everyone has answered the domestic crisis: a save never "
            "keeps half a round of secret entries. Leaving now loses the {n} moves made since the last save (the "
            "answers to the domestic crisis so far); the game would resume before them. Finish the round first to "
            "keep them.", n)
    else:
        text = ngettext(
            "The game is saved automatically only when everyone has answered the export crisis: a save never keeps "
            "half a round of secret entries. Leaving now loses the {n} move made since the last save (the answers "
            "to the export crisis so far); the game would resume before it. Finish the round first to keep it.",
            "The game is saved automatically only when everyone has answered the export crisis: a save never keeps "
            "half a round of secret entries. Leaving now loses the {n} moves made since the last save (the answers "
            "to the export crisis so far); the game would resume before them. Finish the round first to keep "
            "them.", n)
    return text.format(n=n)


def deals(move):
    """The objectives were dealt by this action (R4: at the end of round 0)."""
    return any(ev.get("type") == ROUND0_DONE for ev in move.events)


class Screen:
    def __init__(self, match, curtains=True):
        self.match = match
        self.curtains = curtains
        self.cleared_for = None         # the person whose curtain was dismissed, nothing else shown since
        self.revealing = False          # an objective reveal is on screen (drawn over the public view)
        self._last_seen = None          # curtains off: the human whose view stays up while bots play
        # a loaded game with people taking turns: curtain first, whoever decides; one person
        # at the table has nobody to hide from (issue 14): the table at once
        self.resume = match.resumed and self.shared_screen()
        self.objectives_due = []        # "Your objective" moments after the deal, seat order
        last = match.moves(None, -1)
        if last and deals(last[0]) and not match.over:
            self.objectives_due = match.humans  # shown from the deal on (a save made then): the moments
        match.follow(self._moved)

    def _moved(self, move):
        """The authority applied an action (the public Move)."""
        m = self.match
        self.objectives_due = []                # (headless play moves on without the moments)
        if move.seat != self.cleared_for or not m.is_human(m.to_act) and not m.over:
            self.cleared_for = None             # another seat acted, or bots play now: public
        if deals(move):
            self.objectives_due = m.humans      # R4: the objectives are dealt at the end of round 0
        if m.announced_now:
            self.cleared_for = None             # a reveal is drawn over the public view

    def shared_screen(self):
        """Two or more humans take turns at this screen (and the curtain is on)."""
        return self.curtains and len(self.match.humans) >= 2

    # --- the "Your objective" moments ---------------------------------------------------------------
    def objective_due(self):
        """The person whose "Your objective" moment comes now, or None."""
        return self.objectives_due[0] if self.objectives_due and not self.match.over else None

    def objective_read(self):
        """The person closed their objective moment: the public view, then the next curtain."""
        if self.objectives_due:
            self.objectives_due.pop(0)
        self.leave_screen()

    # --- coach tips (match.coach) ------------------------------------------------------------------
    def coach_due(self):
        """(seat, tip) of the coach tip due now, or None: only for a coached person whose own
        view is on the screen (at the end, whoever is coached), never over a curtain."""
        m = self.match
        if m.over:
            seats = [i for i, s in enumerate(m.seats) if s.human and s.coach is not None]
        else:
            seat = self.viewer()
            seats = [seat] if m.is_human(seat) and m.seats[seat].coach is not None else []
        for seat in seats:
            last = next((mv.action for mv in reversed(m.moves(seat)) if mv.seat == seat), None)
            tip = coach.due(m.view(None if m.over else seat), seat, m.seats[seat].coach, last)
            if tip is not None:
                return seat, tip
        return None

    def coach_shown(self, seat, tip):
        """The person saw the tip: never again in this game (kept on the seat, so in the save)."""
        shown = self.match.seats[seat].coach
        if tip not in shown:
            shown.append(tip)

    # --- curtains ------------------------------------------------------------------------------------
    def _next_person(self):
        seat = self.objective_due()
        return self.match.to_act if seat is None else seat

    def curtain_pending(self):
        """A curtain must hide the screen now (before anything private is drawn)."""
        if self.match.over:
            return False
        if self.resume:
            return True
        seat = self._next_person()
        return self.match.is_human(seat) and seat != self.cleared_for and self.shared_screen()

    def curtain_for(self):
        """The seat the curtain names (None: the game resumes with a bot to decide)."""
        seat = self._next_person()
        return seat if self.match.is_human(seat) else None

    def dismiss_curtain(self):
        """The named player clicked the curtain: only they are at the screen."""
        seat = self._next_person()
        self.cleared_for = seat if self.match.is_human(seat) else None
        self.resume = False
        self.match.handoff()                    # a handoff: undo stops here

    def leave_screen(self):
        """The private view on screen gives way to the public view (the next curtain)."""
        self.cleared_for = None

    def handing_over(self):
        """The result of the last person's action is still on their private screen while
        the curtain for the next person is due (the table lifts it on a click or soon)."""
        return self.curtain_pending() and not self.resume and self.viewer() is not None

    def viewer(self):
        """The seat whose view the table shows now (None: the public view)."""
        m = self.match
        if m.over or self.revealing:
            return None
        if self.shared_screen():
            return self.cleared_for
        if self.resume:
            return None
        due = self.objective_due()
        if due is not None:
            return due                  # curtains off: a "Your objective" moment over its own person's
        seat = m.to_act                 # screen, never over another's (issue 38)
        if m.is_human(seat):
            self._last_seen = seat
            return seat
        humans = m.humans
        if len(humans) == 1:
            return humans[0]
        return self._last_seen          # curtains off: the last human's view while bots play

    # --- leaving -----------------------------------------------------------------------------------
    def lost_on_leave(self):
        """What leaving the game now (Quit, Quit to title, Load) loses, in words, or None
        (issue 25): no autosave is written in the middle of secret entries (bids, crisis
        answers, and the trades made meanwhile), so the moves since the last save are lost."""
        lost = self.match.unsaved()
        if lost is None:
            return None
        kind, moves, trade = lost
        text = leave_words(kind, moves)
        return text + (" " + _("The open trade offer is lost too.") if trade else "")
