"""Saves (UX "Saves", ARCHITECTURE "Saves, log, undo, replay"): exact round trips, atomic
writes, rotating autosaves, and refusal of bad files without touching anything."""

import json
import os
import random
import tempfile
from pathlib import Path

import pytest

from archipelago import engine
from archipelago.saves import fileio, paths
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "normal"},
         {"name": "Cy", "kind": "human"}]


def midgame(content, steps=300, seed=5):
    s = engine.new_game(content, ["Ann", "Bob", "Cy"], "short", seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.to_act(s) is None:
            break
        la = engine.legal_actions(s)
        calm = [a for a in la if a.kind in ("deliver", "stand", "temple")] or \
            [a for a in la if a.kind != "offer"] or la
        engine.apply(s, rng.choice(calm))
    return s


def test_save_load_exact(content, tmp_path):
    s = midgame(content)
    assert engine.to_act(s) is not None
    path = fileio.save(save_format.encode(s, SEATS), tmp_path / "game.json")
    loaded = load_path(path, content)
    loaded, seats = loaded.state, loaded.seats
    assert engine.to_dict(loaded) == engine.to_dict(s)
    assert seats == SEATS
    # and play continues identically
    a = engine.legal_actions(s)[0]
    assert engine.apply(loaded, a) == engine.apply(s, a)


def test_other_game_data_replays_the_log(content, tmp_path):
    """A save whose content digest differs is rebuilt by history.replay."""
    s = midgame(content, 200)
    doc = save_format.encode(s, SEATS)
    doc["content_digest"] = "other data"
    loaded = load_path(fileio.save(doc, tmp_path / "other.json"), content).state
    assert engine.to_dict(loaded) == engine.to_dict(s)


def test_autosaves_rotate_keep_three(content, tmp_path):
    s = midgame(content, 50)
    written = [fileio.autosave(save_format.encode(s, SEATS), save_format.readable, tmp_path) for _ in range(5)]
    kept = fileio.autosaves(tmp_path)
    assert kept == written[:-4:-1] and len(kept) == 3


def test_killed_write_leaves_previous_autosave(content, tmp_path, monkeypatch):
    s = midgame(content, 50)
    first = fileio.autosave(save_format.encode(s, SEATS), save_format.readable, tmp_path)
    before = first.read_bytes()

    def crash(src, dst):
        raise KeyboardInterrupt("power cut")
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        fileio.autosave(save_format.encode(midgame(content, 80), SEATS), save_format.readable,
                        tmp_path)
    monkeypatch.undo()
    assert fileio.autosaves(tmp_path) == [first] and first.read_bytes() == before
    assert not list(tmp_path.glob(".tmp-*"))
    loaded = load_path(first, content).state
    assert engine.to_dict(loaded) == engine.to_dict(s)


def test_half_written_file_refused(content, tmp_path):
    s = midgame(content, 30)
    good = fileio.save(save_format.encode(s, SEATS), tmp_path / "good.json")
    broken = tmp_path / "broken.json"
    broken.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])
    with pytest.raises(save_format.SaveError, match="damaged|not an Archipelago"):
        load_path(broken, content)


@pytest.mark.parametrize("payload", [
    b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00\x8c\x02os\x94\x8c\x06system\x94\x93\x94.",
    b"!!python/object/apply:os.system ['echo pwned']\n",
    b"format: archipelago-save\nversion: 1\n",
    b"[1, 2, 3]",
    b"",
])
def test_pickle_yaml_and_junk_refused(content, tmp_path, payload):
    path = tmp_path / "evil.json"
    path.write_bytes(payload)
    with pytest.raises(save_format.SaveError):
        load_path(path, content)
    assert path.read_bytes() == payload          # nothing overwritten


def test_newer_version_refused(content, tmp_path):
    s = midgame(content, 10)
    doc = save_format.encode(s, SEATS)
    doc["version"] = save_format.VERSION + 1
    path = tmp_path / "future.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(save_format.SaveError, match="newer version"):
        load_path(path, content)


def test_damaged_state_refused(content, tmp_path):
    s = midgame(content, 10)
    doc = save_format.encode(s, SEATS)
    del doc["state"]["units"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(save_format.SaveError, match="damaged"):
        load_path(path, content)


def test_data_dir_is_the_users(monkeypatch, tmp_path):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path))
    assert paths.saves_dir() == tmp_path / "saves"
    monkeypatch.delenv("ARCHIPELAGO_HOME")
    assert paths.data_dir().is_absolute()


# --- the upgrade chain ------------------------------------------------------------------------

def encode_v1(state, seats, label=""):
    """A save document exactly as the game wrote it in format version 1 (before issue 11)."""
    return {
        "format": "archipelago-save",
        "version": 1,
        "content_digest": state.content.digest,
        "saved_at": "2023-11-14 23:13:20",
        "label": label,
        "seats": seats,
        "round": state.round,
        "phase": state.phase,
        "state": engine.to_dict(state),
    }


def test_chain_has_a_step_from_every_older_version():
    assert sorted(save_format.UPGRADES) == list(range(1, save_format.VERSION))


def test_version_1_save_loads_upgrades_and_plays_on(content, tmp_path):
    s = midgame(content)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(encode_v1(s, SEATS, "an old game")))
    os.utime(path, (1_700_000_000, 1_700_000_000))
    before = path.read_bytes()
    doc = save_format.read(path)
    assert doc["version"] == save_format.VERSION and doc["label"] == "an old game"
    assert doc["summary"] == {
        "round": s.round, "phase": s.phase, "to_act": SEATS[engine.to_act(s)]["name"], "over": False,
        "saved_at": "2023-11-14T22:13:20+00:00",
        "seats": [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot"}, {"name": "Cy", "kind": "human"}],
    }
    loaded = load_path(path, content)
    loaded, seats = loaded.state, loaded.seats
    assert engine.to_dict(loaded) == engine.to_dict(s) and seats == SEATS
    rng = random.Random(1)
    for _ in range(100):                         # play goes on exactly as in the original game
        if engine.to_act(s) is None:
            break
        a = rng.choice(engine.legal_actions(s))
        assert engine.apply(loaded, a) == engine.apply(s, a)
    assert path.read_bytes() == before           # the upgrade happens in memory only


def test_step_1_to_2_is_pure_and_marks_a_finished_game(content):
    from archipelago.match.autoplay import RandomPolicy, play
    s = play(engine.new_game(content, ["Ann", "Bob"], "short", seed=3), 99, RandomPolicy(3).choose)
    assert engine.to_act(s) is None
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "easy"}]
    old = encode_v1(s, seats)
    kept = json.loads(json.dumps(old))
    new = save_format.UPGRADES[1](old, None)
    assert old == kept                           # the step made a new document
    assert new["version"] == 2 and new["state"] == old["state"]
    assert new["summary"] == {"round": s.round, "phase": s.phase, "to_act": None, "over": True,
                              "saved_at": None, "seats": [{"name": "Ann", "kind": "human"},
                                                          {"name": "Bob", "kind": "bot"}]}


def test_step_2_to_3_drops_the_duplicated_fields(content):
    """Issue 18: the Load list and Continue read the summary; version 3 no longer repeats
    saved_at, round and phase at the top level."""
    s = midgame(content, 40)
    v2 = save_format.UPGRADES[1](encode_v1(s, SEATS), 1_700_000_000)
    kept = json.loads(json.dumps(v2))
    v3 = save_format.UPGRADES[2](v2, None)
    assert v2 == kept and v3["version"] == 3
    assert not {"saved_at", "round", "phase"} & set(v3)
    assert {k: v for k, v in v3.items() if k != "version"} == \
        {k: v for k, v in v2.items() if k not in ("version", "saved_at", "round", "phase")}
    assert not {"saved_at", "round", "phase"} & set(save_format.encode(s, SEATS))


def test_a_new_save_carries_its_summary(content, tmp_path):
    s = midgame(content, 40)
    doc = save_format.read(fileio.save(save_format.encode(s, SEATS), tmp_path / "new.json"))
    summary = doc["summary"]
    assert doc["version"] == save_format.VERSION
    assert (summary["round"], summary["phase"], summary["over"]) == (s.round, s.phase, False)
    assert summary["to_act"] == s.cfg["names"][engine.to_act(s)]
    assert summary["saved_at"].endswith("+00:00") and summary["saved_at"][4] == "-"


def test_damaged_old_save_refused(content, tmp_path):
    doc = encode_v1(midgame(content, 10), SEATS)
    del doc["state"]["round"]
    path = tmp_path / "old-bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(save_format.SaveError, match="damaged"):
        save_format.read(path)


def _as_older_rules_left_it(doc):
    """The stored position as an older rules revision might have left it: one standing
    citizen on the map is a rebel instead (issue 17 changed what happens to rebels)."""
    units = doc["state"]["units"]
    u = next(i for i, t in enumerate(units) if t is not None and t[0] >= 0 and t[3] == 0
             and i % doc["state"]["cfg"]["unit_slots"] < doc["state"]["cfg"]["citizens"])
    units[u][3] = 2
    return doc


def test_a_save_from_before_a_rule_fix_is_rebuilt_by_its_replay(content, tmp_path):
    """A game saved under an older engine.RULES_REVISION loads as its action log plays
    under today's rules (never refused for having followed the old ones)."""
    s = midgame(content, 200)
    doc = _as_older_rules_left_it(save_format.encode(s, SEATS))
    doc["rules_revision"] = engine.RULES_REVISION - 1
    loaded = load_path(fileio.save(doc, tmp_path / "old-rules.json"), content)
    assert engine.to_dict(loaded.state) == engine.to_dict(s)


def test_the_same_edit_under_todays_rules_is_refused(content, tmp_path):
    s = midgame(content, 200)
    doc = _as_older_rules_left_it(save_format.encode(s, SEATS))
    with pytest.raises(save_format.SaveError, match="does not follow from its action log"):
        load_path(fileio.save(doc, tmp_path / "edited.json"), content)


def test_a_save_whose_turn_order_was_dealt_otherwise_is_refused_as_older_rules(content, tmp_path):
    """Revision 6 (issue 44, R3.2) draws the whole turn order by lot where revision 5 drew a
    first player and went clockwise: a game saved under revision 5 whose players placed in
    another order than today's draw cannot be replayed, and the load says so."""
    s = midgame(content, 40)
    doc = save_format.encode(s, SEATS)
    first = next(e for e in doc["state"]["log"] if e[0] == "a")
    first[1] = s.order[1]                     # the old draw's first player placed first
    doc["rules_revision"] = 5
    with pytest.raises(save_format.SaveError, match="saved under older rules and cannot be replayed"):
        load_path(fileio.save(doc, tmp_path / "r5-order.json"), content)


def test_step_3_to_4_names_the_first_rules_revision(content):
    s = midgame(content, 40)
    v3 = {k: v for k, v in save_format.encode(s, SEATS).items() if k != "rules_revision"}
    v3["version"] = 3
    v4 = save_format.UPGRADES[3](v3, None)
    assert v4["version"] == 4 and v4["rules_revision"] == 1
    assert save_format.encode(s, SEATS)["rules_revision"] == engine.RULES_REVISION


def test_a_turn_saved_while_r5_5_counted_its_uses_loads_by_replay(content, tmp_path):
    """Revision 3 kept the kinds of building used in a phase-5 turn (R5.5's ruling of
    2026-11-28, withdrawn by issue 42: revision 4 keeps none); a game saved under revision 3
    in the middle of a turn has a turn frame with them and loads as its action log plays
    today, and the same file under today's revision is refused."""
    s = midgame(content, 10)
    while not (s.frames and s.frames[-1]["k"] == "turn"):
        engine.apply(s, next(a for a in engine.legal_actions(s) if a.kind != "offer"))
    doc = save_format.encode(s, SEATS)
    assert "uses" not in doc["state"]["frames"][-1]
    doc["state"]["frames"][-1]["uses"] = []
    doc["rules_revision"] = 3
    loaded = load_path(fileio.save(doc, tmp_path / "r3.json"), content)
    assert engine.to_dict(loaded.state) == engine.to_dict(s)
    doc["rules_revision"] = engine.RULES_REVISION
    with pytest.raises(save_format.SaveError):
        load_path(fileio.save(doc, tmp_path / "r4.json"), content)


def test_the_suite_keeps_out_of_the_players_data_folder():
    """No test writes into the player's own folder (saves, autosaves, settings, the tips
    seen): the suite's processes run with a data folder of their own, in the temporary
    folder (tests/conftest.py TEST_HOME), unless a test sets one of its own."""
    home = paths.data_dir()
    assert str(home) == os.environ["ARCHIPELAGO_TEST_HOME"]
    assert Path(tempfile.gettempdir()).resolve() in home.resolve().parents


@pytest.mark.parametrize("setting, flushed", [(None, 2), ("1", 2), ("0", 0)])
def test_a_written_file_is_flushed_to_the_disk_unless_the_folder_is_throw_away(tmp_path, monkeypatch,
                                                                                setting, flushed):
    """write_atomic flushes the file and its folder to the disk (fsync) before and after it
    replaces the old file; only ARCHIPELAGO_FSYNC=0 (the suite's temporary folders,
    tests/conftest.py) leaves that out. The file written is the same either way."""
    calls = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append(fd), real(fd))[1])
    if setting is None:
        monkeypatch.delenv(fileio.FSYNC, raising=False)
    else:
        monkeypatch.setenv(fileio.FSYNC, setting)
    path = tmp_path / "deep" / "a.json"
    path.parent.mkdir()
    path.write_text("old", encoding="utf-8")
    fileio.write_atomic(path, '{"new": 1}')
    assert len(calls) == flushed
    assert path.read_text(encoding="utf-8") == '{"new": 1}'
    assert [p.name for p in path.parent.iterdir()] == ["a.json"]       # no temp file left
