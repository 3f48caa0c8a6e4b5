"""The Review tab at the screens of a networked game (issue 41; ui/scenes/review_remote.py):
the game-over screen of a game joined from another computer shows the review the host made
(the chart, the turning points, this screen's own costly decisions); a click on a decision
or a turning point opens the replay viewer at that moment, from the seat's view if held at
that screen, else the public's: at the host's own screen from the record, at a joined screen
from the views the host sent it along the game (net/replays.py), and the Replay button opens
it there too. Until those views have come, a joined screen shows the decision as the seat
saw it and the next moves, a turning point from just before it as its seat saw it if held
there, else as everyone saw it, and the Replay button says truthfully that the replay is on
its way (no dead click). The host serves a finished game on 127.0.0.1
(port 0); its review is the module's light one kept with the finished game (tests/review/
planted.py: made once per run), so the host's worker only adds the screens' parts."""
from __future__ import annotations

import time

import pytest

from archipelago.net import protocol as p
from archipelago.match.replay import Replay
from archipelago.net.client import url
from archipelago.net.reviews import TURN_AFTER, WINDOW
from archipelago.net.remote import RemoteGame
from archipelago.review import runner
from archipelago.ui.scenes.dialog import MessageDialog
from archipelago.ui.scenes.gameover import GameOverScene
from archipelago.ui.scenes.host import HostedGame
from archipelago.ui.scenes.replay import ReplayScene
from archipelago.ui.scenes.review_remote import MomentScene, RemoteReviewTab
from tools.script import Driver

from tests.net.harness import Table
from tests.net.test_net_review import finished
from tests.review.planted import light

WAIT = 120.0            # a bound on every wait, not a timing

pytestmark = pytest.mark.slow


def over_at_a_screen(title_app, content, tmp_path, hosted_here, monkeypatch=None):
    """A finished networked game (the plain review game, both seats people elsewhere), its
    review kept with it at the host, and this app's game-over screen of seat 0's screen
    (the host's own, HostedGame, or one that joined): (table, app, shell, scene, the review).
    With `monkeypatch`, the joined screen's ask for the views along the game is held back (as
    if on its way; monkeypatch.undo lets the next one go out)."""
    table = Table(content, 2, 0, saves=tmp_path / "hosted", match=finished(content))
    made = light(content)
    runner.keep(table.authority(lambda m: m.finished_path), made)
    app, shell, _home = title_app((1280, 720))
    shell.settings.coach = False
    address = url("127.0.0.1", table.server.port)
    if hosted_here:
        g = HostedGame(content, address, p.hello(content, table.server.code, seats=[0]), app.wake)
        g.server = table.server
    else:
        g = RemoteGame(content, address, p.hello(content, table.server.code, seats=[0]), app.wake)
        if monkeypatch is not None:
            def held_back():
                g.tapes_state = "asked"
            monkeypatch.setattr(g, "ask_replay", held_back)
    g.wait(lambda g: g.ready, WAIT)
    shell.play_remote(g)
    end = time.monotonic() + WAIT
    while not isinstance(app.top, GameOverScene) and time.monotonic() < end:
        app.step(block=False)
    scene = app.top
    assert isinstance(scene, GameOverScene)
    scene.show("review")
    app.step(block=False)
    tab = scene.review
    assert isinstance(tab, RemoteReviewTab)
    while tab.status() != "done" and time.monotonic() < end:
        app.step(block=False)
        time.sleep(0.02)
    assert tab.status() == "done"
    if not hosted_here and monkeypatch is None:
        while g.tapes_state != "done" and time.monotonic() < end:
            app.step(block=False)
            time.sleep(0.02)
        assert g.tapes_state == "done"
    scene.ensure()
    app.draw()
    return table, app, shell, scene, made


def assert_replays_as_the_host(replay, host, viewer, positions):
    """The replay at a joined screen shows `viewer`'s views and log as the host's record
    gives them, at each of `positions`."""
    for pos in positions:
        replay.seek(pos)
        host.seek(pos)
        want = host.view(viewer)
        want["legal"] = []
        assert replay.view(viewer) == want, pos
        assert replay.log_entries(viewer) == host.log_entries(viewer), pos


def test_review_tab_at_a_joined_screen_shows_the_hosts_review_and_its_own_marks_only(title_app, content, tmp_path):
    table, app, shell, scene, made = over_at_a_screen(title_app, content, tmp_path, hosted_here=False)
    try:
        tab = scene.review
        marks = [m for m in made["marks"]["0"] if m["mark"]]
        assert marks and tab.people == [0]
        assert len([w for w in scene.widgets if w.name.startswith("review:at:")]) > 50     # the chart
        for i, t in enumerate(made["turns"]):
            assert scene.widget(f"review:turn:{i}") is not None
        for i, m in enumerate(marks):
            w = scene.widget(f"review:mark:0:{i}")
            assert w is not None and "Played: " in w.tip and "The bot: " in w.tip
            assert "Click to watch it in the replay, from your view." in w.tip     # what a click can do, truly
        assert not [w for w in scene.widgets if w.name.startswith("review:mark:1:")]
        d = Driver(app, shell)
        d.click("review:mark:0:0")                                             # the decision, in the whole replay
        top = app.top
        host = table.authority(lambda m: Replay.of_match(m))
        assert isinstance(top, ReplayScene) and top.replay.pos == marks[0]["step"] and top.viewer == 0
        assert top.may_show(0) and top.may_show(None) and not top.may_show(1)  # Bob was played elsewhere
        assert top.replay.n == host.n and top.replay.rounds == host.rounds
        assert [top.replay.round_start(r) for r in host.rounds] == [host.round_start(r) for r in host.rounds]
        assert_replays_as_the_host(top.replay, host, 0, range(host.n + 1))     # seat 0's own view, every move
        assert_replays_as_the_host(top.replay, host, None, range(0, host.n + 1, 7))
        d.key("escape")
        assert app.top is scene
        Driver(app, shell).click("replay")                                     # the Replay button: the same
        top = app.top
        assert isinstance(top, ReplayScene) and top.replay.pos == 0 and top.viewer == 0
        top.go("to_round", host.rounds[-1])
        assert top.replay.pos == host.round_start(host.rounds[-1])
        top.close()
        assert table.server.leaks == []
    finally:
        shell.title()
        table.close()


def test_review_at_a_joined_screen_before_its_views_came_shows_the_decision_as_seen(title_app, content, tmp_path,
                                                                                    monkeypatch):
    """Before the views along the game have come from the host, a click on a decision shows
    it as the seat saw it and the next moves (the views sent with the mark), and the Replay
    button says the replay is on its way; once they come, the same click opens the replay."""
    table, app, shell, scene, made = over_at_a_screen(title_app, content, tmp_path, hosted_here=False,
                                                      monkeypatch=monkeypatch)
    try:
        marks = [m for m in made["marks"]["0"] if m["mark"]]
        w = scene.widget("review:mark:0:0")
        assert "as you saw it then" in w.tip
        d = Driver(app, shell)
        d.click("review:mark:0:0")                                             # the decision as Ann saw it
        moment = app.top
        assert isinstance(moment, MomentScene) and moment.replay.pos == 0 and not moment.playing
        host = table.authority(lambda m: Replay.of_match(m))
        for k in range(moment.replay.n + 1):
            moment.replay.seek(k)
            host.seek(marks[0]["step"] + k)
            want = host.view(0)
            want["legal"] = []
            assert moment.replay.view() == want                                # seat 0's own view, move by move
            assert moment.replay.log_entries() == host.log_entries(0)          # the log as seat 0 read it
        assert moment.replay.n == min(WINDOW, host.n - marks[0]["step"])
        d.key("escape")
        assert app.top is scene
        Driver(app, shell).click("replay")                                     # the Replay button: words
        assert isinstance(app.top, MessageDialog) and app.top.title == "The replay is on its way"
        app.top.close()
        g = scene.session
        monkeypatch.undo()
        g.tapes_state = "idle"
        g.ask_replay()                                                         # (the ask goes out now)
        end = time.monotonic() + WAIT
        while g.tapes_state != "done" and time.monotonic() < end:
            app.step(block=False)
            time.sleep(0.02)
        scene.ensure()
        assert "Click to watch it in the replay, from your view." in scene.widget("review:mark:0:0").tip
        d.click("review:mark:0:0")
        assert isinstance(app.top, ReplayScene) and app.top.replay.pos == marks[0]["step"]
        assert table.server.leaks == []
    finally:
        shell.title()
        table.close()


def test_review_tab_at_the_hosts_own_screen_opens_the_replay_at_the_decision(title_app, content, tmp_path):
    table, app, shell, scene, made = over_at_a_screen(title_app, content, tmp_path, hosted_here=True)
    try:
        marks = [m for m in made["marks"]["0"] if m["mark"]]
        w = scene.widget("review:mark:0:0")
        assert w is not None and "from your view" in w.tip
        Driver(app, shell).click("review:mark:0:0")
        top = app.top
        assert isinstance(top, ReplayScene) and top.replay.pos == marks[0]["step"] and top.viewer == 0
    finally:
        shell.title()
        table.close()


def test_review_turning_points_at_a_joined_screen_open_as_its_viewer_saw_them(title_app, content, tmp_path,
                                                                              monkeypatch):
    """At seat 0's joined screen, before the views along the game have come: a click on seat
    1's turning point shows it from its "from" as everyone saw it (the public views and the
    public log, said so in the tip and the title), a click on one of seat 0's as seat 0 saw
    it; each stepped to a couple of moves past the swing."""
    table, app, shell, scene, made = over_at_a_screen(title_app, content, tmp_path, hosted_here=False,
                                                      monkeypatch=monkeypatch)
    try:
        host = table.authority(lambda m: Replay.of_match(m))
        d = Driver(app, shell)
        theirs = next(i for i, t in enumerate(made["turns"]) if t["seat"] == 1)
        mine = next(i for i, t in enumerate(made["turns"]) if t["seat"] == 0)
        assert "as everyone saw it" in scene.widget(f"review:turn:{theirs}").tip
        assert "as you saw it" in scene.widget(f"review:turn:{mine}").tip
        for i, viewer, words in ((theirs, None, "as everyone saw it"), (mine, 0, "as you saw it")):
            t = made["turns"][i]
            d.click(f"review:turn:{i}")
            moment = app.top
            assert isinstance(moment, MomentScene), "a turning point opens at a joined screen"
            app.draw()
            assert moment.replay.viewer == viewer and moment.replay.pos == 0 and not moment.playing
            assert moment.title().endswith(words)
            assert moment.replay.n == min(host.n, t["step"] + TURN_AFTER) - t["from"]
            for k in range(moment.replay.n + 1):
                moment.replay.seek(k)
                host.seek(t["from"] + k)
                want = host.view(viewer)
                want["legal"] = []
                assert moment.replay.view() == want                            # that viewer's view, move by move
                assert moment.replay.log_entries() == host.log_entries(viewer)  # the log as that viewer read it
            d.key("escape")
            assert app.top is scene
        assert table.server.leaks == []
    finally:
        shell.title()
        table.close()


def test_review_turning_points_at_a_joined_screen_open_the_replay_from_its_viewer(title_app, content, tmp_path):
    """With the views along the game come: a click on a turning point opens the replay
    viewer at its "from", from seat 0's view for seat 0's swing and the public view for seat 1's."""
    table, app, shell, scene, made = over_at_a_screen(title_app, content, tmp_path, hosted_here=False)
    try:
        d = Driver(app, shell)
        for i, t in enumerate(made["turns"]):
            assert "in the replay" in scene.widget(f"review:turn:{i}").tip
            d.click(f"review:turn:{i}")
            top = app.top
            assert isinstance(top, ReplayScene) and top.replay.pos == t["from"]
            assert top.viewer == (0 if t["seat"] == 0 else None)
            d.key("escape")
            assert app.top is scene
    finally:
        shell.title()
        table.close()
