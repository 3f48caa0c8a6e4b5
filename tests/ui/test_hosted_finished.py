"""A game hosted here that ended is on the Load screen's Finished games (issue 41: its replay
and review after the game), showing only what this computer's screen held: the views and
costly decisions of its own seats; the other seats were played at other computers."""
import json

import pytest

from archipelago.match import samples
from archipelago.match.authority import Match, Seat
from archipelago.match.seats import REMOTE
from archipelago.saves import fileio, paths
from archipelago.ui.scenes.host import HOSTED_FOLDER, hosted_finished
from archipelago.ui.scenes.load import LoadScene
from archipelago.ui.scenes.replay import ReplayScene
from archipelago.ui.scenes.review_tab import ReviewTab
from tools.script import Driver

from .test_replay_viewer import key


@pytest.fixture(scope="module")
def finished():
    return samples.finished_match(3, seed=4, length="short", humans=3)


def hosted_copy(m, code="K7Q2MX", here=(1,), tokens_file=True):
    """The finished game `m` kept as a hosted game's folder holds it: its seats played from
    screens (REMOTE), the file keeping it, and the tokens file saying which screen was this
    computer's (`here`: its seats; None: a screen holding no seat, a watcher). The path."""
    from archipelago.history import replay
    cfg, actions, seats = m.game_record()
    state, records = replay(m.content, cfg, actions)
    hosted = Match(m.content, state, [Seat(Seat.from_dict(d).name, REMOTE) for d in seats], records)
    folder = paths.saves_dir() / HOSTED_FOLDER / code
    kept = hosted.keep_finished(folder)
    if tokens_file:
        tokens = {"tok-here": list(here or ()), "tok-away": [s for s in range(len(seats)) if s not in (here or ())]}
        doc = {"code": code, "tokens": {t: s for t, s in tokens.items() if s}, "standins": [], "here": "tok-here"}
        (folder / "net-seats.json").write_text(json.dumps(doc), encoding="utf-8")
    return kept


def test_hosted_finished_game_is_listed_with_the_local_ones_and_the_seats_held_here(title_app, finished):
    app, shell, _ = title_app((1280, 720))
    local = finished.keep_finished() if finished.finished_path is None else finished.finished_path
    here = hosted_copy(samples.finished_match(3, seed=5, length="short", humans=3))
    watched = hosted_copy(samples.finished_match(3, seed=6, length="short", humans=3), code="W4TCH2", here=None)
    unsaid = hosted_copy(samples.finished_match(3, seed=7, length="short", humans=3), code="N0T0KN",
                         tokens_file=False)
    broken = hosted_copy(finished, code="BR0KEN")
    broken.write_text("{ not json", encoding="utf-8")
    running = Match.new(finished.content, [Seat("Ann", REMOTE), Seat("Bob", "bot")], "short", seed=3)
    running.autosave(paths.saves_dir() / HOSTED_FOLDER / "RUN123")     # a hosted game going on: not here
    assert dict(hosted_finished()) == {here: (1,), watched: (), unsaid: (), broken: (1,)}
    rows = {p: info for p, info, _err in shell.save_files()}
    assert broken not in rows                                       # a hosted file that does not read: left out
    assert rows[here]["here"] == (1,) and rows[watched]["here"] == () and rows[unsaid]["here"] == ()
    assert rows[local]["here"] is None
    shell.open_load()
    load = app.top
    Driver(app, shell).click("tab:finished")
    listed = [p for p, _i, _e in load.files]
    assert isinstance(load, LoadScene) and set(listed) == {local, here, watched, unsaid}
    assert listed == fileio.newest_first(listed)                    # newest first, hosted or not
    app.draw()
    for k, (p, info, _e) in enumerate(load.files):                  # the tooltip says which is hosted here
        assert ("A game hosted here" in load.widget(f"file{k}").tip) == (info["here"] is not None)
    assert rows[here]["here"] is not None


def test_hosted_finished_game_replays_only_the_views_of_the_seats_held_here(title_app, finished):
    """Its replay opens from the seat held here; the "Seen by" row offers the public view and
    that seat only, and neither a key nor a click shows another seat's view."""
    app, shell, _ = title_app((1280, 720))
    here = hosted_copy(finished)
    shell.open_load()
    load = app.top
    d = Driver(app, shell)
    d.click("tab:finished")
    d.click(f"file{[p for p, _i, _e in load.files].index(here)}")
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.seats == (1,) and scene.viewer == 1
    app.draw()
    assert sorted(n for n in scene.controls if n.startswith("view:")) == ["view:1", "view:public"]
    key(scene, "1")                                                 # seat 0's view: not at this screen
    assert scene.viewer == 1
    scene.set_viewer(2)
    assert scene.viewer == 1 and scene.table.view["seat"] == 1
    key(scene, "0")
    assert scene.viewer is None and scene.table.view["seat"] is None
    key(scene, "2")
    assert scene.viewer == 1
    shell.open_replay(here)                                         # without the seats: every seat's
    assert app.top.seats is None


def test_hosted_finished_games_review_marks_only_the_seats_held_here(title_app, finished):
    """Its review costs the decisions of the seat held here only (a watcher's: none), and a
    turning point of another seat opens the replay from the public view."""
    app, shell, _ = title_app((1280, 720))
    here = hosted_copy(finished)
    tab = ReviewTab.of_save(shell, here, (1,))
    assert tab.people == [1] and ReviewTab.of_save(shell, here).people == [0, 1, 2]
    assert ReviewTab.of_save(shell, here, ()).people == []
    tab.open_replay(3, 0)
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.viewer is None and scene.seats == (1,)
    assert scene.replay.pos == 3
    tab.open_replay(3, 1)
    assert app.top.viewer == 1


@pytest.mark.slow
def test_hosted_finished_a_game_served_to_its_end_is_listed_with_the_seat_its_host_held(content, tmp_path,
                                                                                         monkeypatch):
    """A game served to its end from the hosted games' folder (127.0.0.1, port 0): the file
    keeping it and the tokens file lie there, and the Load screen's list has it with the seat
    the hosting app's own screen held (server.keep_here), not the other screen's."""
    from tests.net.harness import WHOLE, Table
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path))
    folder = paths.saves_dir() / HOSTED_FOLDER / "PLAYED"
    table = Table(content, 3, WHOLE, saves=folder)
    try:
        here = table.join([0])
        table.join([1, 2])
        table.server.keep_here(here.token)
        table.play()
        assert table.server.call(lambda m: m.over)
    finally:
        table.close()
    kept = sorted(folder.glob("finished-*.json"))
    assert len(kept) == 1 and hosted_finished() == [(kept[0], (0,))]
