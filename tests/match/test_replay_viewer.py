"""Issue 30, the replay viewer's model (match/replay.py): a finished game stepped action by
action and round by round through the engine contract. Stepping back finds exactly the
table stepping forward found (every viewer's view, the log); a jump to a round lands at
that round's first action; a finished game is kept in a file of its own that the replay
only reads."""
import json
import os

import pytest

from archipelago import engine
from archipelago.history import actions_in_log
from archipelago.match import replay as replay_mod
from archipelago.match import samples
from archipelago.match.authority import Match, Seat
from archipelago.match.replay import Replay
from archipelago.saves import fileio


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


@pytest.fixture(scope="module")
def finished():
    """A three-player short game played to its end (random policy, seat 0 a person)."""
    return samples.finished_match(3, seed=4, length="short", humans=1)


def table(rep, viewer):
    """What the table is fed at the replay's position: the view and the log."""
    return json.dumps(rep.view(viewer), sort_keys=True), list(rep.log_entries(viewer))


@pytest.mark.slow
def test_replay_viewer_steps_a_whole_game_forward_and_back_to_the_same_table(finished):
    m = finished
    cfg, actions, _seats = m.game_record()
    viewers = [None] + list(range(len(m.names)))
    # the truth, independent of the replay's copies: the game played once more from its log
    state = engine.new_game(m.content, cfg["names"], cfg["length"], cfg["seed"])
    truth = []
    for i in range(len(actions) + 1):
        views = {}
        for v in viewers:
            view = engine.view(state, v)
            view["legal"] = []
            views[v] = json.dumps(view, sort_keys=True)
        truth.append(views)
        if i < len(actions):
            engine.apply(state, actions[i])
    rep = Replay.of_match(m)
    assert rep.n == len(actions) > replay_mod.EVERY * 4 and rep.pos == 0
    forward = []
    for i in range(rep.n + 1):
        assert rep.pos == i
        tables = {v: table(rep, v) for v in viewers}
        assert {v: t[0] for v, t in tables.items()} == truth[i], f"position {i}"
        forward.append(tables)
        rep.step(1)
    assert rep.pos == rep.n and rep.at_end
    assert rep.log_entries(None) == m.log_entries(None)          # the log in step ends as the game's
    assert rep.log_entries(1) == m.log_entries(1)
    for i in range(rep.n, -1, -1):
        assert rep.pos == i
        assert {v: table(rep, v) for v in viewers} == forward[i], f"position {i} stepping back"
        rep.step(-1)
    assert rep.pos == 0
    # the log grows with the game: each position's log begins with the one before
    for i in range(1, rep.n + 1):
        before, now = forward[i - 1][None][1], forward[i][None][1]
        assert now[:len(before)] == before
    # nobody decides in a replay; every seat's secrets are in its own view
    rep.seek(rep.n // 2)
    assert all(rep.view(v)["legal"] == [] for v in viewers)
    assert rep.view(2)["players"][2] != rep.view(None)["players"][2]


def test_replay_viewer_jumps_land_at_each_rounds_first_action(finished):
    m = finished
    rep = Replay.of_match(m)
    # each round's first action, read off the game's own records
    first = {}
    for rec in m.history:
        first.setdefault(rec.round, rec.n)
    assert rep.rounds[:len(first)] == sorted(first) and len(first) >= 3
    for rnd in sorted(first, reverse=True):
        assert rep.to_round(rnd) == first[rnd] == rep.pos
        assert rep.round == rnd == rep.round_at(rep.pos)
        assert m.history[rep.pos].round == rnd
        if rep.pos:
            assert m.history[rep.pos - 1].round < rnd
    # round by round, on and back, as a media player's next and previous track
    rep.home()
    seen = [rep.pos]
    while not rep.at_end:
        seen.append(rep.next_round())
    assert seen[:-1] == sorted(first.values()) and seen[-1] == rep.n
    rnd2 = sorted(first)[2]
    rep.seek(first[rnd2] + 3)
    assert rep.prev_round() == first[rnd2]               # first to the start of this round
    assert rep.prev_round() == first[sorted(first)[1]]   # then to the one before
    assert rep.to_round(10 ** 6) == rep.round_start(rep.rounds[-1])   # beyond the last: the last
    assert rep.seek(-5) == 0 and rep.seek(rep.n + 9) == rep.n


def test_replay_viewer_step_back_replays_at_most_a_few_actions(finished, monkeypatch):
    """Stepping back is as cheap as stepping forward: from the nearest copy, fewer than EVERY
    actions are applied (counted, not timed)."""
    rep = Replay.of_match(finished)
    applied = []
    real = engine.apply
    monkeypatch.setattr(replay_mod.engine, "apply", lambda s, a: applied.append(a) or real(s, a))
    rep.end()
    for _ in range(3 * replay_mod.EVERY):
        applied.clear()
        rep.step(-1)
        assert len(applied) < replay_mod.EVERY
    applied.clear()
    rep.step(1)
    assert len(applied) == 1


def test_replay_viewer_only_for_a_finished_game():
    m = Match.new(samples.content(), [Seat("Ann"), Seat("Bob", "bot")], "short", seed=3)
    with pytest.raises(ValueError):
        m.game_record()
    assert m.keep_finished() is None


def test_replay_viewer_keeps_a_finished_game_in_a_file_of_its_own(finished, tmp_path):
    m = Match(finished.content, *_copy(finished))
    path = m.autosave()                                  # the end's autosave keeps the game too
    kept = m.finished_path
    assert path is not None and kept is not None and fileio.is_finished(kept) and not fileio.is_autosave(kept)
    assert m.autosave() is not None and m.finished_path == kept
    assert sorted(p.name for p in kept.parent.glob("finished-*.json")) == [kept.name]   # once per game
    # autosaves of other games rotate; the kept game stays
    other = Match.new(finished.content, [Seat("Ann"), Seat("Bob")], "short", seed=8)
    for _ in range(fileio.AUTOSAVES + 2):
        other.apply(other.legal()[0], by=other.to_act)
        other._autosaved = None
        other.autosave()
    assert kept.exists() and len(fileio.autosaves()) == fileio.AUTOSAVES
    # its replay is the game's
    rep = Replay.from_save(finished.content, kept)
    rep.end()
    assert rep.view(None) == dict(finished.view(None), legal=[])
    assert rep.log_entries(0) == finished.log_entries(0)
    assert rep.names == finished.names and rep.styles == finished.styles


def test_replay_viewer_never_changes_the_save(finished):
    m = Match(finished.content, *_copy(finished))
    kept = m.keep_finished()
    folder = kept.parent
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    rep = Replay.from_save(finished.content, kept)
    for how in ("end", "home", "next_round", "next_round", "prev_round"):
        getattr(rep, how)()
    rep.step(7)
    rep.step(-3)
    rep.log_entries(None)
    rep.view(1)
    assert {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()} == before


def test_replay_viewer_refuses_a_game_not_over(tmp_path):
    m = Match.new(samples.content(), [Seat("Ann"), Seat("Bob", "bot")], "short", seed=3)
    path = m.save(tmp_path / "running.json")
    with pytest.raises(ValueError):
        Replay.from_save(m.content, path)


def _copy(m):
    """(state, seats, history) of a finished match, as a fresh match over them wants them."""
    cfg, actions, seats = m.game_record()
    from archipelago.history import replay
    state, records = replay(m.content, cfg, actions)
    assert actions_in_log(state) == actions and os.environ["ARCHIPELAGO_HOME"]
    return state, [Seat.from_dict(d) for d in seats], records
