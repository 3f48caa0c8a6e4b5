"""The replay of a finished networked game at a screen that joined it (issue 41; net/replays.py,
match/tape.py): the record stays at the host; a screen that asks once the game is over is
sent the views it may see along the whole game (its seats' and the public's) and steps
through them with the moves as its seats knew them, as the host's replay shows them. Never
another seat's view: the whitelist checks every view a tape makes. 127.0.0.1 only, port 0,
every wait bounded."""
from __future__ import annotations

import copy

import pytest

from archipelago.match import viewdiff
from archipelago.match.replay import Replay
from archipelago.match.tape import KEPT_EVERY, SeatTape, record_tapes
from archipelago.net import protocol as p
from archipelago.net.whitelist import problems

from .harness import TIMEOUT, Table
from .test_net_review import finished

pytestmark = pytest.mark.slow


def tapes_of(g):
    """Ask the host for the views along the game; (the replay at the screen, the message)."""
    got = []
    trace = g.trace
    g.trace = lambda msg, game: (got.append(msg) if msg["t"] == "replay" else None, trace(msg, game))
    g.ask_replay()
    g.wait(lambda g: g.tapes_state != "asked", TIMEOUT)
    assert g.tapes_state == "done" and len(got) == 1
    return g.replay(), got[0]


def test_review_a_joined_screen_replays_the_game_from_its_seats_and_the_public_views_only(content):
    """Seat 0's screen gets the public's and seat 0's views along the whole game, seat 1's
    screen the public's and seat 1's, a spectator the public's: each, at every position,
    the view and the log the host's replay gives that viewer, the rounds as there (the host
    makes each viewer's tape once); the whitelist stops seat 0's tape at seat 1's screen or
    at a spectator's."""
    table = Table(content, 2, 0, match=finished(content))
    try:
        ann, bob, watcher = table.join([0]), table.join([1]), table.join(watch=True)
        host = table.authority(Replay.of_match)
        for g, seat in ((ann, 0), (bob, 1), (watcher, None)):
            tape, msg = tapes_of(g)
            assert tape.viewers == ([None] if seat is None else [None, seat])
            assert tape.n == host.n and tape.rounds == host.rounds
            assert [tape.round_start(r) for r in tape.rounds] == [host.round_start(r) for r in host.rounds]
            for pos in range(host.n + 1):
                tape.seek(pos)
                host.seek(pos)
                for viewer in tape.viewers:
                    want = host.view(viewer)
                    want["legal"] = []
                    assert tape.view(viewer) == want, (viewer, pos)
                    if pos % 9 == 0 or pos == host.n:
                        assert tape.log_entries(viewer) == host.log_entries(viewer), (viewer, pos)
                assert tape.round == host.round
            if seat is not None:
                with pytest.raises(KeyError):
                    tape.view(1 - seat)                        # (the other seat's views never came)
                assert problems(msg, {seat}) == [] and problems(msg, {1 - seat}) and problems(msg, ())
        assert sorted(table.server.tapes._tapes, key=str) == [0, 1, None]       # each viewer's made once
        assert table.leaks == [] and table.server.leaks == []
    finally:
        table.close()


def test_review_the_whitelist_checks_every_view_a_tape_makes(content):
    """A tape whose seat view is called the public's, or one that changes a view into a
    seat's stock later in the game, or a diff through a forbidden key, is stopped; the
    views are checked at every position, not only the first."""
    host = Replay.of_match(finished(content))
    public, mine = record_tapes(host, [None, 0])
    assert problems({"t": "replay", "ask": 1, "tapes": [public, mine]}, {0}) == []
    assert problems({"t": "replay", "ask": 1, "tapes": [public]}, ()) == []
    as_public = [None, mine[1], mine[2]]                            # seat 0's views given as the public's
    assert problems({"t": "replay", "ask": 1, "tapes": [as_public]}, ())
    late = copy.deepcopy(public)                                    # the public view turned into seat 0's later
    host.seek(host.n // 2)
    public_mid = host.view(None)
    host.seek(host.n // 2 + 1)
    late[2][host.n // 2] = viewdiff.diff(public_mid, host.view(0))
    assert viewdiff.diff(public_mid, host.view(0))
    found = problems({"t": "replay", "ask": 1, "tapes": [late]}, ())
    assert found and all(f.startswith(f"move {host.n // 2 + 1}:") for f in found)
    seeded = copy.deepcopy(public)
    seeded[2][0] = seeded[2][0] + [["s", ["seed"], 7]]
    assert problems({"t": "replay", "ask": 1, "tapes": [seeded]}, ())
    assert problems({"t": "replay", "ask": 1, "tapes": [public, mine]}, {1})      # another screen's viewers


def test_review_a_tape_rebuilds_each_position_from_its_kept_views(content):
    """The screen keeps a view whole every KEPT_EVERY positions and applies the diffs from
    there: any position, forward or back, in any order, is the host's view; a tape that does
    not fit the moves known here is refused (ValueError), not shown wrong."""
    host = Replay.of_match(finished(content))
    tapes = record_tapes(host, [None, 1])
    m = finished(content)
    moves = {None: m.moves(None), 1: m.moves(1)}
    tape = SeatTape(content, host.names, host.styles, moves, tapes)
    assert host.n > 3 * KEPT_EVERY
    for pos in (host.n, 0, KEPT_EVERY, KEPT_EVERY - 1, 2 * KEPT_EVERY + 5, 1, host.n - 1):
        tape.seek(pos)
        host.seek(pos)
        assert tape.view(1) == dict(host.view(1), legal=[])
        assert tape.actor() == (host.actor() if pos else None)
        assert tape.last_entries(1) == host.last_entries(1)
    v = tape.view(1)
    v["players"][1]["florins"] = -1                                 # a copy: the tape's views stay as they were
    assert tape.view(1)["players"][1]["florins"] != -1
    with pytest.raises(ValueError):
        SeatTape(content, host.names, host.styles, {None: moves[None][:-1], 1: moves[1]}, tapes)
    broken = copy.deepcopy(tapes)
    broken[1][2][3] = [["d", ["no such key"]]]
    with pytest.raises(ValueError):
        SeatTape(content, host.names, host.styles, moves, broken)


def test_review_the_replay_asked_before_the_end_is_refused(content):
    """Before the game's end the host refuses the ask (nothing is sent, the game goes on)."""
    table = Table(content, 2, 0)
    try:
        ann = table.join([0])
        ann.ask_replay()
        ann.wait(lambda g: g.tapes_state != "asked", TIMEOUT)
        assert ann.tapes_state == "failed" and ann.replay() is None
        assert ann.refusals[-1]["reason"] == p.NOT_OVER and ann.refusals[-1]["of"] == "replay"
        assert not table.authority(lambda m: m.over)
        assert table.leaks == [] and table.server.leaks == []
    finally:
        table.close()


def test_review_a_game_with_undos_replays_as_it_was_played_to_its_end(content):
    """Steps taken back during the game (logged rewinds) are not in the replay: a screen that
    took some back steps through the game as it ended, view and log as the host's replay."""
    import random
    table = Table(content, 2, 23)
    try:
        rng = random.Random(23)
        games = [table.join([s]) for s in range(2)]
        undone = []

        def undo_sometimes():
            for g in games:
                seat = next(iter(g.holds))
                if g.ready and g.may_send() and g.to_act == seat and g.can_undo(seat) and rng.random() < 0.3:
                    g.undo(by=seat)
                    undone.append(seat)
        table.play(until=lambda: all(g.ready and not g.waiting and g.over for g in games), between=undo_sometimes,
                   timeout=4 * TIMEOUT)
        assert undone and table.authority(lambda m: m.over)
        host = table.authority(Replay.of_match)
        for g in games:
            seat = next(iter(g.holds))
            tape, _msg = tapes_of(g)
            assert tape.n == host.n == len(g.moves(seat))
            for pos in range(0, host.n + 1, 5):
                tape.seek(pos)
                host.seek(pos)
                assert tape.view(seat) == dict(host.view(seat), legal=[]), pos
                assert tape.log_entries(seat) == host.log_entries(seat), pos
        assert table.leaks == [] and table.server.leaks == []
    finally:
        table.close()
