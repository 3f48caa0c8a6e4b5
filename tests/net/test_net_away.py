"""What happened while you were away (issue 36, point 5: a dropped screen rejoins): the
screen that rejoins is given the log entries it missed, as its seat may know them (the
public ones and its own private ones), worded like the log: exactly those, never another
seat's secret; a card at the table shows the last ones ("and N more")."""
from __future__ import annotations

from archipelago.net import protocol as p
from archipelago.net.play import drive
from archipelago.ui.scenes.talk import AWAY_SHOWN, away_words

from .harness import TIMEOUT, Table


def dropped_after_a_round(table, victim):
    """A screen per seat joins and a round is played, on to a moment `victim`'s seat is not
    to act (else the others could make no move while it is away: where the round stops
    depends on how fast the bots' moves come back); then the line of `victim`'s screen drops
    (no goodbye): that screen."""
    for seat in range(len(table.match.seats)):
        table.join([seat])
    table.play_on(rounds=1)
    table.at(lambda: all(x.to_act != victim for x in table.games))
    g = next(pl.game for pl in table.players if pl.game.holds == {victim})
    g.kill_line()
    g.wait(lambda g: g.closed is not None, TIMEOUT)
    return g


def test_net_a_dropped_screen_rejoins_and_its_card_holds_exactly_the_entries_it_missed(content):
    table = Table(content, 4, 21)
    try:
        g = dropped_after_a_round(table, 1)
        for x in table.games:
            if x is not g:
                x.wait(lambda x: x.presence[1] == p.AWAY, TIMEOUT)
        before = len(g.log_entries(1))                          # what it had seen when its line went down
        table.play_on_without(g, 1, 12)
        want = table.authority(lambda m: m.log_entries(1)[before:])
        secret = table.authority(lambda m: [e for s in (0, 2, 3) for e in m.log_entries(s)[before:]
                                            if e not in m.log_entries(None)])
        assert want and g.away is None
        g.rejoin()
        g.wait(lambda g: g.away is not None, TIMEOUT)
        assert g.away == want                                   # exactly what it missed, as seat 1 knows it
        assert not [e for e in g.away if e in secret]
        away = g.take_away()
        assert away == want and g.take_away() == []             # shown once
        words = away_words(away)
        shown = [text for _, text, _ in away[-AWAY_SHOWN:]]
        assert all(str(text) in words for text in shown)
        hidden = len(away) - len(shown)
        assert (f"{hidden} more" in words) == (hidden > 0)
        table.play_on(rounds=1)
        assert g.away is None                                   # nothing more after it is back
        assert table.leaks == []
    finally:
        table.close()


def test_net_a_rejoin_with_nothing_missed_has_no_card(content):
    table = Table(content, 2, 4)
    try:
        g = table.join([0])
        table.join([1])
        table.play_on(rounds=1)
        table.settle()
        g.rejoin()
        g.wait(lambda g: g.away is not None, TIMEOUT)
        assert g.take_away() == []                              # nobody moved meanwhile: no card
    finally:
        table.close()


def test_net_a_seat_back_from_a_bot_is_shown_what_the_bot_and_the_others_did(content):
    table = Table(content, 3, 6, grace=0.2)
    try:
        g = dropped_after_a_round(table, 2)
        before = len(g.log_entries(2))
        dropped = table.authority(lambda m: len(m.history))
        live = [pl for pl in table.players if pl.game is not g]
        drive(live, table.wake, lambda: table.authority(lambda m: any(r.seat == 2 for r in m.history[dropped:])),
              timeout=TIMEOUT)                                  # a bot played seat 2 meanwhile
        mine = table.authority(lambda m: len(m.history))
        want = table.authority(lambda m: m.log_entries(2)[before:])
        g.rejoin()
        g.wait(lambda g: g.away is not None, TIMEOUT)
        assert g.away[:len(want)] == want and len(want) > 0     # (the others may have moved on since)
        assert g.away == table.authority(lambda m: m.log_entries(2)[before:before + len(g.away)])
        assert table.authority(lambda m: len(m.history)) >= mine and 2 not in table.server.standins
    finally:
        table.close()
