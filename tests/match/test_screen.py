"""The two objects' contract (issue 27, ARCHITECTURE "One source for every public fact"):
the hot-seat screen (match/screen.py) decides from what the game outputs (match.session,
issue 36) and never from the game's state, and the authority (match/authority.py) outputs
per-seat views and moves. The screen's curtain rules run here on a stub game that offers
only public facts, views and moves: it has no state for the screen to read."""
from __future__ import annotations

import random

from archipelago.engine.kinds import BIDS, ROUND0_DONE
from archipelago.match.authority import Match, Seat
from archipelago.match.follower import MOVE
from archipelago.match.journal import Move
from archipelago.match.screen import Screen

from .test_match import calm, game


class Outputs:
    """A game reduced to its outputs toward a screen: the seats, the public facts (who
    acts, whether the game is over, endings to reveal, loaded from a save), views, public
    moves told to its listeners, and the screen's handoffs."""

    def __init__(self, kinds, to_act, resumed=False, moves=()):
        self.seats = [Seat(f"P{i}", k) for i, k in enumerate(kinds)]
        self.to_act = to_act
        self.over = False
        self.resumed = resumed
        self.announced_now = []
        self.handoffs = 0
        self.lost = None
        self._moves = list(moves)
        self._followers = []

    @property
    def humans(self):
        return [i for i, s in enumerate(self.seats) if s.human]

    def is_human(self, seat):
        return seat is not None and self.seats[seat].human

    def view(self, seat):
        return {"seat": seat, "to_act": self.to_act, "over": self.over, "frames": [{"k": "turn"}]}

    def moves(self, viewer, start=0):
        return self._moves[start:]

    def listen(self, listener):
        self._followers.append(listener)

    def handoff(self):
        self.handoffs += 1

    def unsaved(self):
        return self.lost

    def play(self, seat, to_act, *events):
        """`seat` acted (these public events); `to_act` decides next."""
        move = Move(len(self._moves), seat, None, tuple({"type": t} for t in events))
        self._moves.append(move)
        self.to_act = to_act
        for tell in self._followers:
            tell(move)


def test_screen_two_people_and_a_bot_curtain_at_each_arrival():
    m = Outputs(["human", "human", "bot"], to_act=0)
    s = Screen(m)
    assert s.shared_screen() and s.curtain_pending() and s.curtain_for() == 0 and s.viewer() is None
    s.dismiss_curtain()
    assert s.viewer() == 0 and not s.curtain_pending() and m.handoffs == 1     # undo stops at it
    m.play(0, 0)
    assert s.viewer() == 0                              # the same person goes on
    m.play(0, 2)
    assert s.viewer() is None and not s.curtain_pending()       # the bot plays on the public view
    m.play(2, 0)
    assert s.curtain_pending() and s.curtain_for() == 0        # back after the bot: a curtain again
    s.dismiss_curtain()
    m.play(0, 1)                                        # a handoff to the other person
    assert s.handing_over() and s.viewer() == 0         # the result stays up until the table lifts it
    s.leave_screen()
    assert s.viewer() is None and s.curtain_for() == 1 and not s.handing_over()
    s.dismiss_curtain()
    assert s.viewer() == 1 and m.handoffs == 3


def test_screen_a_reveal_clears_the_screen():
    m = Outputs(["human", "human"], to_act=0)
    s = Screen(m)
    s.dismiss_curtain()
    m.announced_now = [(0, "obj")]                      # the authority announces an ending
    m.play(0, 0)
    assert s.viewer() is None and s.curtain_pending()
    s.revealing = True
    s.dismiss_curtain()
    assert s.viewer() is None                           # a reveal is drawn over the public view
    s.revealing = False
    assert s.viewer() == 0


def test_screen_the_deal_brings_each_persons_objective_moment_in_seat_order():
    m = Outputs(["human", "bot", "human"], to_act=2)
    s = Screen(m)
    s.dismiss_curtain()
    m.play(2, 1, ROUND0_DONE)                           # R4: the objectives are dealt
    assert s.objective_due() == 0 and s.curtain_for() == 0 and s.curtain_pending()
    s.dismiss_curtain()
    assert s.viewer() == 0
    s.objective_read()
    assert s.viewer() is None and s.objective_due() == 2 and s.curtain_for() == 2
    s.dismiss_curtain()
    s.objective_read()
    assert s.objective_due() is None and not s.curtain_pending()       # the bot decides: no curtain
    m.play(1, 0, BIDS)
    assert s.objective_due() is None                    # an action ends the moments


def test_screen_one_person_has_no_curtains_even_after_a_load():
    m = Outputs(["bot", "human", "bot"], to_act=0, resumed=True)
    s = Screen(m)
    for seat, nxt in ((0, 1), (1, 2), (2, 0)):
        assert not s.curtain_pending() and s.viewer() == 1
        m.play(seat, nxt)


def test_screen_curtains_off_show_the_deciding_person_and_keep_them_while_bots_play():
    m = Outputs(["human", "human", "bot"], to_act=1)
    s = Screen(m, curtains=False)
    assert not s.curtain_pending() and s.viewer() == 1
    m.play(1, 2)
    assert s.viewer() == 1                              # (the bot's turn: the last person's view)
    m.play(2, 0)
    assert s.viewer() == 0


def test_screen_a_load_at_the_deal_starts_at_a_curtain_with_the_moments():
    dealt = Move(0, 1, None, ({"type": ROUND0_DONE},))
    m = Outputs(["human", "human"], to_act=1, resumed=True, moves=[dealt])
    s = Screen(m)
    assert s.resume and s.curtain_pending() and s.viewer() is None and s.curtain_for() == 0
    s.dismiss_curtain()
    assert not s.resume and s.viewer() == 0 and s.objective_due() == 0
    plain = Outputs(["human", "human"], to_act=1, resumed=True, moves=[Move(0, 0, None, ())])
    assert Screen(plain).objective_due() is None and Screen(plain).curtain_for() == 1
    handed = Screen(Outputs(["human", "bot", "human"], to_act=1, moves=[dealt]))   # played on elsewhere
    assert not handed.resume and handed.objective_due() == 0 and handed.curtain_for() == 0


def test_screen_says_what_leaving_loses_from_the_authoritys_answer():
    m = Outputs(["human", "human"], to_act=0)
    s = Screen(m)
    assert s.lost_on_leave() is None
    m.lost = ("bids", 2, True)
    text = s.lost_on_leave()
    assert "every bid is in" in text and "the 2 moves" in text and "open trade offer" in text


def test_screen_coach_tips_come_from_the_persons_own_view_and_moves():
    m = Outputs(["human", "human"], to_act=0)
    m.seats[0].coach = []
    s = Screen(m)
    assert s.coach_due() is None                        # never over a curtain
    s.dismiss_curtain()
    assert s.coach_due() == (0, "turn")                 # their own view is on the screen
    s.coach_shown(0, "turn")
    assert s.coach_due() == (0, "goal")                 # how to win, at the next turn
    s.coach_shown(0, "goal")
    assert m.seats[0].coach == ["turn", "goal"] and s.coach_due() is None


# --- the authority's outputs ------------------------------------------------------------------

def test_match_outputs_moves_per_viewer_and_tells_its_followers_the_public_move(content):
    """Each seat learns its own actions and events; the others learn who acted and the
    public events; a spectator following the game is told exactly the public move of each
    action."""
    m = Match.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=4)
    messages = []
    m.follow(send=messages.append)
    rng = random.Random(3)
    while m.round < 2:
        m.apply(calm(m.legal(), rng), by=m.to_act)
    told = [Move.of(msg["move"]) for msg in messages if msg["t"] == MOVE]
    assert told == m.moves(None) and len(told) == len(m.history) > 20
    for viewer in (None, 0, 1, 2):
        for mv, rec in zip(m.moves(viewer), m.history):
            assert (mv.n, mv.seat) == (rec.n, rec.seat)
            assert mv.action == (rec.action if viewer == rec.seat else None)
            assert list(mv.events) == [e for e in rec.events if e.get("vis") in (None, viewer)]
    bids = [mv for mv in m.moves(1) if mv.action is not None and mv.action.kind == "bid"]
    assert bids and all(mv.seat == 1 for mv in bids)    # a bid is its own seat's secret


def test_match_has_no_public_state_and_the_screen_reads_none(content):
    """The authority keeps the state to itself; a screen driven through a game asks only
    what the Outputs stub offers (no attribute of the real game beyond them)."""
    m, s = game(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], 7)
    assert not hasattr(m, "state")
    offered = {n for n in vars(Outputs) if not n.startswith("__")} | \
        set(vars(Outputs(["human"], 0))) - {"handoffs", "lost", "_moves", "_followers"}
    asked = set()
    g = s.game

    class Watched:
        def __getattr__(self, name):
            asked.add(name)
            return getattr(g, name)
    s.game = Watched()
    rng = random.Random(5)
    while m.round < 2 and not m.over:
        if s.curtain_pending():
            s.handing_over()
            s.dismiss_curtain()
        elif s.objective_due() is not None:
            s.objective_read()
        else:
            s.viewer()
            s.coach_due()
            s.lost_on_leave()
            m.apply(calm(m.legal(), rng) if m.is_human(m.to_act) else m.bot(m.to_act).choose(
                m.view(m.to_act), m.legal()), by=m.to_act)
    assert asked and asked <= offered - {"play"}, asked - offered


def test_screen_a_person_at_another_screen_is_played_on_the_public_view_without_a_curtain():
    """A "remote" seat (issue 36) is a person at another screen: this screen never raises a
    curtain for them nor shows their view; the people here get their curtains as after a bot."""
    m = Outputs(["human", "remote", "human"], to_act=0)
    s = Screen(m)
    assert s.shared_screen() and s.curtain_for() == 0
    s.dismiss_curtain()
    m.play(0, 1)                                        # to the person elsewhere
    assert not s.curtain_pending() and s.viewer() is None and s.curtain_for() is None
    m.play(1, 2)
    assert s.curtain_pending() and s.curtain_for() == 2 and s.viewer() is None
    alone = Outputs(["remote", "human", "bot"], to_act=0)     # one person here: nobody to hide from
    s = Screen(alone)
    for seat, nxt in ((0, 1), (1, 2), (2, 0), (0, 1)):
        assert not s.curtain_pending() and s.viewer() == 1
        alone.play(seat, nxt)
