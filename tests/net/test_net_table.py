"""Around the table on several screens (issue 36, point 3): table talk is public (every
screen and a spectator get it, in order, numbered with the game's messages), bounded, and
given to a screen that joins later; presence marks (free, connected, away, bot) reach every
screen; two people at one joining computer keep curtains between them as at one screen
(match.screen over a RemoteGame: the scene-level curtain logic unchanged)."""
from __future__ import annotations

import pytest

from archipelago.match.screen import Screen
from archipelago.net import protocol as p

from .harness import TIMEOUT, Table, digest


def test_net_table_talk_is_public_bounded_and_given_to_late_joiners(content):
    table = Table(content, 3, 5)
    try:
        ann, bob = table.join([0]), table.join([1])
        watcher = table.join(watch=True)
        before = table.authority(digest)
        ann.say("3 fish for your wood?")
        bob.wait(lambda g: len(g.talk) == 1, TIMEOUT)         # (two screens' lines race to the host: one, then the other)
        bob.say("  deal\n")
        for g in (ann, bob, watcher):
            g.wait(lambda g: len(g.talk) == 2, TIMEOUT)
            assert g.talk == [{"seat": 0, "text": "3 fish for your wood?"}, {"seat": 1, "text": "deal"}]
        ann.say("x" * (p.TALK_MAX + 1))
        ann.wait(lambda g: g.refusals, TIMEOUT)
        assert ann.refusals[-1]["reason"] == p.TALK_BAD
        late = table.join([2])
        assert late.talk == ann.talk and table.authority(digest) == before
        assert table.leaks == []
    finally:
        table.close()


def test_net_presence_marks_reach_every_screen(content):
    table = Table(content, 3, 5, kinds=["remote", "remote", "bot"])
    try:
        ann = table.join([0])
        assert ann.presence == [p.CONNECTED, p.FREE, p.BOT]
        bob = table.join([1])
        ann.wait(lambda g: g.presence == [p.CONNECTED, p.CONNECTED, p.BOT], TIMEOUT)
        assert ann.is_bot(2) and not ann.is_bot(1) and ann.seats[0].human and not ann.seats[1].human
        bob.close_line()
        ann.wait(lambda g: g.presence[1] == p.AWAY, TIMEOUT)
        bob.rejoin()
        ann.wait(lambda g: g.presence[1] == p.CONNECTED, TIMEOUT)
        table.play(until=lambda: all(g.round >= 2 for g in table.games))
        assert table.leaks == [] and table.authority(lambda m: any(r.seat == 2 for r in m.history))
    finally:
        table.close()


@pytest.mark.slow
def test_net_two_people_at_one_joining_computer_keep_the_curtain_between_them(content):
    """Seats 0 and 1 at one computer, seat 2 at another: a curtain before each of the two
    people's decisions when the other was the last to see the screen, their own view only
    after their curtain, the public view otherwise; the host is told of each handoff."""
    table = Table(content, 3, 9)
    try:
        pair = table.join([0, 1])
        table.join([2])
        assert pair.humans == [0, 1] and pair.seats[0].human and pair.seats[1].human and not pair.seats[2].human
        screen = Screen(pair, curtains=True)
        me = table.players[0]
        curtains, shown, last = [], [], None

        def person_here():
            nonlocal last
            if pair.over or not pair.ready or pair.waiting:
                return
            if screen.objective_due() is not None and not screen.curtain_pending():
                assert screen.viewer() == screen.objective_due()
                screen.objective_read()
                table.wake.set()                                # done here: no message to wait for
                return
            if screen.curtain_pending():
                if screen.handing_over():                       # the last person's result, then the curtain
                    assert screen.viewer() == last
                    screen.leave_screen()
                assert screen.viewer() is None                  # nothing private behind a curtain
                who = screen.curtain_for()
                assert who in (0, 1)
                curtains.append(who)
                screen.dismiss_curtain()
                table.wake.set()
                return
            seat = screen.viewer()
            if pair.to_act in (0, 1) and seat == pair.to_act:
                view = pair.view(seat)
                others = [pl for pl in view["players"] if pl["seat"] != seat]
                assert all(pl["florins"] is None for pl in others)  # the other person's stock stays hidden
                if last is not None and last != seat:
                    assert curtains and curtains[-1] == seat        # a curtain came between the two
                last = seat
                shown.append(seat)
                me_step()

        me_step, me.step = me.step, lambda: None                    # the people here act through the screen
        table.play(until=lambda: pair.ready and pair.round >= 3, between=person_here)
        me.step = me_step
        assert set(curtains) == {0, 1} and len(curtains) >= 4 and {0, 1} <= set(shown)
        assert table.leaks == []
    finally:
        table.close()
