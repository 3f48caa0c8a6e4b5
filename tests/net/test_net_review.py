"""The review of a networked game (issue 41; net/reviews.py): made once at the host, in
its worker process, where the game's record is, and sent to each screen that asks as plain
data: every seat's chance and the turning points to every screen, the costly decisions
(with the seat's view at each) of the seats that screen holds only. A screen's cancel
stops its waiting; the host's job stops when no screen waits. 127.0.0.1 only, port 0,
every wait bounded."""
from __future__ import annotations

import pytest

from archipelago.match.authority import Match, Seat
from archipelago.match.replay import Replay
from archipelago.net import reviews
from archipelago.net.whitelist import problems
from archipelago.review import games, runner

from tests.review.planted import LIGHT, light, plain

from .harness import TIMEOUT, Table

pytestmark = pytest.mark.slow       # (the review's worker is a process of its own)


def finished(content):
    """The plain review game (tests/review/planted.py: 2 players, short, 235 actions) over,
    both seats people joining from other computers."""
    rec = plain(content)
    cfg = rec["cfg"]
    m = Match.new(content, [Seat(name, "remote") for name in cfg["names"]], cfg["length"], cfg["seed"])
    for a in games.actions_of(rec):
        m.apply(a, by=m.to_act)
    assert m.over
    return m


def asked(g):
    g.ask_review()
    g.wait(lambda g: g.review_state in ("done", "failed"), TIMEOUT)
    assert g.review_state == "done", g.review_error
    return g.review


def test_review_a_screen_never_receives_another_seats_marks(content, tmp_path):
    """The review kept with the finished game (made once: here the module's light review,
    seat 0's costly decisions, seat 1's looked at and none found) is sent to each screen:
    the chart and the turning points to all, seat 0's costly decisions, each with seat 0's
    own views at it and after the next moves (net.reviews.WINDOW), to seat 0's screen only; seat 1's screen and a spectator get none of
    them, and the whitelist stops a message that would give them."""
    table = Table(content, 2, 0, saves=tmp_path / "hosted", match=finished(content))
    try:
        path = table.authority(lambda m: m.finished_path)
        made = dict(light(content), people=[0, 1], marks={"0": light(content)["marks"]["0"], "1": []})
        assert path is not None and made["marks"]["0"]
        runner.keep(path, made)
        ann, bob = table.join([0]), table.join([1])
        watcher = table.join(watch=True)
        mine, theirs, public = asked(ann), asked(bob), asked(watcher)
        for got in (mine, theirs, public):
            assert got["points"] == made["points"] and len(got["turns"]) == len(made["turns"])
            assert [{k: t[k] for k in m} for t, m in zip(got["turns"], made["turns"])] == made["turns"]  # (and their views)
            assert "game" not in got                            # (it names the deal's seed)
        assert theirs["marks"] == {"1": []} and public["marks"] == {} and theirs["people"] == [1]
        assert set(mine["marks"]) == {"0"} and mine["people"] == [0] and public["people"] == []
        assert [m["step"] for m in mine["marks"]["0"]] == [m["step"] for m in made["marks"]["0"]]
        replay = table.authority(Replay.of_match)
        for m in mine["marks"]["0"]:
            assert len(m["views"]) == min(reviews.WINDOW, replay.n - m["step"]) + 1
            for k, view in enumerate(m["views"]):
                replay.seek(m["step"] + k)
                assert view == replay.view(0) and view["seat"] == 0
        assert mine["n"] == replay.n and mine["rounds"][-1] == [replay.rounds[-1], replay.round_start(replay.rounds[-1])]
        assert table.leaks == [] and table.server.leaks == []
        assert runner.kept(path, content) == made                   # taken from the save, not made again
        leak = {"t": "review", "status": "done", "review": mine}
        assert problems(leak, {0}) == [] and problems(leak, {1}) and problems(leak, ())
    finally:
        table.close()


def test_review_is_made_once_at_the_host_with_progress_and_a_cancel(content):
    """No review kept: the first screen's ask starts the host's job and is told its progress;
    its cancel with nobody else waiting cancels the job (the host's worker ends); asked again
    by both screens, one job makes it and each screen gets its own seat's marks only."""
    table = Table(content, 2, 0, match=finished(content), review_sizes=LIGHT)
    try:
        ann, bob = table.join([0]), table.join([1])
        ann.ask_review()
        ann.cancel_review()
        assert ann.review_state == "cancelled"
        ann.wait(lambda g: table.authority(lambda m: table.server.reviews.job is not None
                                           and table.server.reviews.job.state != "running"), TIMEOUT)
        cancelled = table.authority(lambda m: table.server.reviews.job)
        assert cancelled.state == "cancelled"
        seen = []
        ann.trace = lambda msg, g: seen.append((msg["t"], msg.get("status"), msg.get("done"), msg.get("total")))
        ann.ask_review()
        bob.ask_review()
        ann.wait(lambda g: g.review_state != "asked", TIMEOUT)
        job = table.authority(lambda m: table.server.reviews.job)
        assert job is not cancelled
        mine, theirs = asked(ann), asked(bob)
        assert table.authority(lambda m: table.server.reviews.job) is job            # one job for both
        running = [s for s in seen if s[:2] == ("review", "running")]
        assert running and all(0 <= done <= total for _t, _s, done, total in running)
        assert set(mine["marks"]) == {"0"} and set(theirs["marks"]) == {"1"}
        assert job.result["people"] == [0, 1]
        assert mine["marks"]["0"] == [dict(m, views=mine["marks"]["0"][i]["views"])
                                      for i, m in enumerate(job.result["marks"]["0"])]
        assert all(v["seat"] == 1 for m in theirs["marks"]["1"] for v in m["views"])
        assert mine["points"] == theirs["points"] == job.result["points"]
        assert table.server.leaks == []
    finally:
        table.close()


def test_review_the_message_for_one_screen_holds_its_marks_only():
    """net.reviews.for_screen: the marks of the seats held, nothing of the review's "game"."""
    review = {"format": 2, "game": {"seed": 123456789}, "people": [0, 1], "points": [{"step": 0, "chances": [.5, .5]}],
              "turns": [], "marks": {"0": [{"step": 3, "seat": 0}], "1": [{"step": 5, "seat": 1}]}}
    parts = {"n": 9, "rounds": [[0, 0]], "views": {"0:3": [{"seat": 0}], "1:5": [{"seat": 1}]}}
    got = reviews.for_screen(review, parts, {1})
    assert got["marks"] == {"1": [{"step": 5, "seat": 1, "views": [{"seat": 1}]}]} and got["people"] == [1]
    assert "game" not in got and reviews.for_screen(review, parts, ())["marks"] == {}


def test_review_a_turning_point_arrives_with_its_seats_views_where_held_else_the_public_ones(content, tmp_path):
    """Each turning point (the light review's: seat 1's at the end, two of seat 0's) comes to
    every screen with the views from its "from" to a couple of moves past its step
    (net.reviews.turn_span): seat 0's screen gets seat 0's own views of seat 0's turns and the
    public views of seat 1's, seat 1's screen the reverse, a spectator public views only; the
    whitelist refuses a turning point seen from a seat not held, or a seat's view given as
    the public's."""
    table = Table(content, 2, 0, saves=tmp_path / "hosted", match=finished(content))
    try:
        made = dict(light(content), people=[0, 1], marks={"0": light(content)["marks"]["0"], "1": []})
        assert {t["seat"] for t in made["turns"]} == {0, 1}
        runner.keep(table.authority(lambda m: m.finished_path), made)
        screens = {(0,): table.join([0]), (1,): table.join([1]), (): table.join(watch=True)}
        got = {holds: asked(g) for holds, g in screens.items()}
        replay = table.authority(Replay.of_match)
        for holds, rv in got.items():
            assert len(rv["turns"]) == len(made["turns"])
            for t, sent in zip(made["turns"], rv["turns"]):
                assert {k: sent[k] for k in t} == t                             # the turning point itself
                viewer = t["seat"] if t["seat"] in holds else None
                end = min(replay.n, t["step"] + reviews.TURN_AFTER)
                assert sent["viewer"] == viewer and sent["start"] == t["from"]
                assert len(sent["views"]) == end - t["from"] + 1 <= reviews.TURN_VIEWS
                for k, view in enumerate(sent["views"]):
                    replay.seek(sent["start"] + k)
                    assert view == replay.view(viewer) and view["seat"] == viewer
        assert any(t["viewer"] is None for t in got[(0,)]["turns"])            # seat 1's, to seat 0: public only
        assert all(t["viewer"] is None for t in got[()]["turns"])
        assert table.leaks == [] and table.server.leaks == []
        mine = {"t": "review", "status": "done", "review": got[(0,)]}
        assert problems(mine, {0}) == [] and problems(mine, {1}) and problems(mine, ())
        own = next(t for t in got[(0,)]["turns"] if t["viewer"] == 0)
        theirs = {"t": "review", "status": "done", "review": got[(1,)]}
        assert problems(theirs, {1}) == []
        given = dict(got[(1,)], turns=[own])                                      # seat 0's turn as seat 0 saw it
        assert problems({"t": "review", "status": "done", "review": given}, {1}) == \
            ["a turning point of seat 0 seen from seat 0"]
        as_public = dict(got[(1,)], turns=[dict(own, viewer=None)])              # seat 0's views called public
        assert problems({"t": "review", "status": "done", "review": as_public}, {1})
    finally:
        table.close()


def test_review_a_turning_points_views_are_bounded():
    """A swing over many moves, or at the game's end: at most TURN_VIEWS views, the step and
    TURN_AFTER moves past it among them (the game's last position at most)."""
    long_swing = {"from": 10, "step": 60, "seat": 0}
    start, end = reviews.turn_span(long_swing, 200)
    assert end == 60 + reviews.TURN_AFTER and end - start + 1 == reviews.TURN_VIEWS
    assert reviews.turn_span({"from": 234, "step": 235, "seat": 1}, 235) == (234, 235)
    assert reviews.turn_span({"from": 40, "step": 41, "seat": 1}, 235) == (40, 41 + reviews.TURN_AFTER)
    review = {"people": [0], "points": [], "marks": {},
              "turns": [{"step": 5, "from": 4, "seat": 0}, {"step": 7, "from": 6, "seat": 1}]}
    parts = {"n": 9, "rounds": [[0, 0]], "views": {},
             "turns": [{"start": 4, "seat": [{"seat": 0}], "public": [{"seat": None}]},
                       {"start": 6, "seat": [{"seat": 1}], "public": [{"seat": None}]}]}
    got = reviews.for_screen(review, parts, {0})["turns"]
    assert [(t["viewer"], t["views"]) for t in got] == [(0, [{"seat": 0}]), (None, [{"seat": None}])]
