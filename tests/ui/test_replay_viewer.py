"""Issue 30, the replay viewer on screen (ui/scenes/replay.py): opened from the score table
and from the Load screen's own list of finished games, stepped by keys and buttons as a
media player, the real table fed the replay's views and log, the save never changed."""
import json

import pygame
import pytest

from archipelago.match import samples
from archipelago.match.authority import Match, Seat
from archipelago.match.replay import Replay
from archipelago.match.session import LocalGame
from archipelago.saves import fileio
from archipelago.ui.input import Intent, advance
from archipelago.ui.scenes.gameover import GameOverScene
from archipelago.ui.scenes.load import LoadScene
from archipelago.ui.scenes.replay import ReplayScene
from tools.script import Driver


@pytest.fixture(scope="module")
def finished():
    return samples.finished_match(3, seed=4, length="short", humans=1)


def fresh(m):
    """A new Match of the same finished game (its own files, its own log)."""
    cfg, actions, seats = m.game_record()
    from archipelago.history import replay
    state, records = replay(m.content, cfg, actions)
    return Match(m.content, state, [Seat.from_dict(d) for d in seats], records)


def shown(scene):
    """What the table shows: its view and its log."""
    return json.dumps(scene.table.view, sort_keys=True), list(scene.table.log)


def key(scene, name, shift=False):
    pygame.key.set_mods(pygame.KMOD_SHIFT if shift else 0)
    try:
        scene.app.dispatch(Intent("key", key=name))
    finally:
        pygame.key.set_mods(0)


def open_viewer(title_app, m, size=(1280, 720)):
    app, shell, _ = title_app(size)
    shell.open_replay(game=LocalGame(m))
    scene = app.top
    assert isinstance(scene, ReplayScene)
    app.step(block=False)
    return app, shell, scene


def test_replay_viewer_keys_step_the_table_through_the_whole_game_and_back(title_app, finished):
    app, shell, scene = open_viewer(title_app, finished)
    rep = scene.replay
    assert rep.pos == 0 and scene.viewer == 0                # the one person's view first
    forward = [shown(scene)]
    for i in range(rep.n):
        key(scene, "right")
        assert rep.pos == i + 1
        forward.append(shown(scene))
        assert forward[-1][0] == json.dumps(rep.view(0), sort_keys=True)
    key(scene, "right")                                     # at the end: stays
    assert rep.pos == rep.n and shown(scene) == forward[-1]
    assert scene.table.log == finished.log_entries(0)
    for i in range(rep.n, 0, -1):
        key(scene, "left")
        assert rep.pos == i - 1
        assert shown(scene) == forward[i - 1], f"position {i - 1}"
    app.step(block=False)


def test_replay_viewer_keys_and_buttons_as_a_media_player(title_app, finished):
    app, shell, scene = open_viewer(title_app, finished)
    rep = scene.replay
    starts = [rep.round_start(r) for r in rep.rounds]
    d = Driver(app, shell)
    key(scene, "page down")
    assert rep.pos == starts[1]
    key(scene, "right", shift=True)
    assert rep.pos == starts[2]
    key(scene, "right")
    key(scene, "left", shift=True)
    assert rep.pos == starts[2]                             # back to this round's start
    key(scene, "page up")
    assert rep.pos == starts[1]
    key(scene, "end")
    assert rep.at_end and scene.table.view["over"]
    key(scene, "home")
    assert rep.pos == 0
    # whose view: 0 the public, 1-3 a seat's
    key(scene, "2")
    assert scene.viewer == 1 and scene.table.view["seat"] == 1
    key(scene, "0")
    assert scene.viewer is None and scene.table.view["seat"] is None
    # Space plays (an action per step of the clock) and pauses
    key(scene, "space")
    assert scene.playing
    for _ in range(3):
        advance(1.0)
        app.step(block=False)
    assert scene.playing and rep.pos >= 3
    key(scene, "space")
    at = rep.pos
    advance(2.0)
    app.step(block=False)
    assert not scene.playing and rep.pos == at
    # the buttons, clicked where they are drawn
    app.draw()
    d.click("fwd")
    assert rep.pos == at + 1
    d.click("back")
    assert rep.pos == at
    d.click("next_round")
    nxt = next(s for s in starts if s > at)
    assert rep.pos == nxt
    d.click("end")
    assert rep.at_end
    d.click("view:2")
    assert scene.table.view["seat"] == 2
    # the round slider: a click on a round's segment lands at its first action
    app.draw()
    rnd, rect = scene.segments[1]
    d.click_at(rect.center)
    assert rep.pos == rep.round_start(rnd) and rep.round == rnd
    d.click("speed")
    assert scene.speed > 1
    key(scene, "escape")
    assert app.top is not scene


def test_replay_viewer_from_the_score_table_and_back(title_app, finished):
    app, shell, _ = title_app((1280, 720))
    m = fresh(finished)
    shell._play(m)
    d = Driver(app, shell)
    d.play("over")
    assert isinstance(app.top, GameOverScene)
    kept = m.finished_path                                  # the end kept the game in its own file
    assert kept is not None and kept.exists()
    d.click("replay")
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.replay.n == len(m.game_record()[1])
    d.click("end")
    assert scene.table.view == dict(m.view(0), legal=[])
    d.click("close")
    assert isinstance(app.top, GameOverScene)


def test_replay_viewer_load_screen_lists_finished_games_apart_and_opens_the_viewer(title_app, finished):
    app, shell, home = title_app((1280, 720))
    m = fresh(finished)
    kept = m.keep_finished()
    m.autosave()                                            # the same game's autosave: listed once
    running = Match.new(finished.content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=3)
    running.autosave()
    folder = fileio.all_saves()[0].parent
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    d = Driver(app, shell)
    shell.open_load()
    load = app.top
    assert isinstance(load, LoadScene) and load.tab == "play"
    assert [info["over"] for _p, info, _e in load.files] == [False]
    d.click("tab:finished")
    assert [p for p, _i, _e in load.files] == [kept]        # the kept file, not the autosave too
    app.draw()
    d.click("file0")
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.replay.pos == 0
    for name in ("end", "home", "next_round", "fwd", "back", "view:1"):
        app.draw()
        d.click(name)
    d.key("escape")
    assert app.top is load and load.tab == "finished"
    assert {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()} == before


def test_replay_viewer_a_damaged_finished_file_says_why(title_app, finished):
    app, shell, _ = title_app((1280, 720))
    kept = fresh(finished).keep_finished()
    kept.write_text(kept.read_text()[:-40])
    assert shell.open_replay(kept) is False
    assert not isinstance(app.top, ReplayScene)


def test_replay_viewer_screens_at_both_sizes_draw_every_control(title_app, finished):
    for size in ((1280, 720), (1920, 1080)):
        app, shell, scene = open_viewer(title_app, finished, size)
        scene.go("to_round", scene.replay.rounds[1])
        app.draw()
        mr = scene.table.renderer.fitted.rects["map"]
        for name in ("home", "prev_round", "back", "play", "fwd", "next_round", "end", "speed", "close",
                     "slider", "view:public", "view:0", "view:1", "view:2"):
            assert mr.contains(scene.controls[name]), (size, name)
        assert len(scene.segments) == len(scene.replay.rounds)


def test_replay_viewer_speaks_german(title_app, finished):
    from archipelago import i18n
    i18n.set_language("de")
    try:
        app, shell, scene = open_viewer(title_app, finished)
        app.draw()
        assert scene.tip("close") == "Wiederholung verlassen (Esc)"
        assert scene.tip("view:1") == ("Der Tisch, wie Bob ihn sah: Sichtschirm, Würfel, Florin und Spielziel "
                                       "(Taste 2)")                  # issue 39: Florin is invariable
        scene.close()
        shell.open_load()
        load = app.top
        app.draw()
        assert load.widget("tab:finished").text == "Beendete Spiele (0)"
        assert load.widget("tab:play").text == "Laufende Spiele (0)"
    finally:
        i18n.set_language("en")
