"""Issue 13: saves that nothing can break. Each case of the issue as a hostile or unlucky
user would make it (crafted files in the saves folder, edited saves): the file is refused
with a message naming it and what is wrong, the game's listing and Continue carry on, and
the good files of the saves folder are unchanged afterwards."""
import json
import os
import signal
import time

import pytest

from archipelago import engine
from archipelago.match.authority import Match, Seat
from archipelago.saves import check, fileio
from archipelago.saves import format as save_format
from archipelago.ui.settings import Settings
from archipelago.ui.scenes.shell import Shell

from .conftest import snapshot, write


@pytest.fixture
def shell(content):
    """The game shell without a window: its listing and Continue are plain code."""
    return Shell(None, content=content, settings=Settings(), settings_folder=None)


def refused(path, content, *words):
    """Loading `path` raises a SaveError that names the file and says each of `words`."""
    with pytest.raises(save_format.SaveError) as e:
        Match.load(content, path)
    msg = str(e.value)
    assert msg.startswith(path.name + ": "), msg
    for w in words:
        assert w in msg, (w, msg)
    return msg


def listed_as_unreadable(shell, path, word):
    row = [r for r in shell.save_files() if r[0] == path]
    assert len(row) == 1 and row[0][1] is None and word in row[0][2], row
    return row[0][2]


def newest_good_autosave(folder):
    return max(folder.glob("autosave-*.json"), key=lambda p: p.stat().st_mtime)


# --- case 1: one deeply nested file crashed every start -----------------------------------------

@pytest.mark.parametrize("text", ["[" * 200_000, '{"a":' * 200_000, "[" * 65 + "]" * 65])
def test_case1_deeply_nested_file_is_refused(good_folder, content, shell, text):
    before = snapshot(good_folder)
    path = good_folder / "deep.json"
    path.write_text(text)
    before[path.name] = path.read_bytes()
    refused(path, content, "nested more than 64 levels")
    listed_as_unreadable(shell, path, "nested")
    assert shell.latest_game() is not None            # the title screen still offers Continue
    assert snapshot(good_folder) == before


def test_case1_brackets_inside_strings_do_not_count(real_docs, content, tmp_path):
    doc = dict(real_docs["r1"], label="[" * 100_000 + '\\"{')
    loaded = Match.load(content, write(tmp_path / "ok.json", doc))
    assert engine.to_dict(loaded._state)["cfg"] == real_docs["r1"]["state"]["cfg"]


# --- case 2: a malformed action log with other game data crashed the load ------------------------

@pytest.mark.parametrize("entry", [["a", 0, "bid", 5], ["a", 0], ["a", "x", "bid", []], ["a", 0, "bid", [[1]]],
                                   "a", [], [7, 0, "bid", []], ["a", 0, None, [1]]])
def test_case2_malformed_log_with_other_data_is_refused(good_folder, content, real_docs, entry):
    before = snapshot(good_folder)
    doc = json.loads(json.dumps(real_docs["r1"]))
    doc["content_digest"] = "made with other data"
    doc["state"]["log"].insert(5, entry)
    path = write(good_folder / "odd-log.json", doc)
    refused(path, content, "action log")
    assert {k: v for k, v in snapshot(good_folder).items() if k != path.name} == before


@pytest.mark.parametrize("log", [5, None, {"a": 1}, [["a", 0, "nonsense", []]]])
def test_case2_unreplayable_log_is_refused(good_folder, content, real_docs, log):
    doc = json.loads(json.dumps(real_docs["r1"]))
    doc["content_digest"] = "made with other data"
    doc["state"]["log"] = log
    path = write(good_folder / "odd-log.json", doc)
    refused(path, content)
    assert len(fileio.autosaves(good_folder)) == 3


# --- case 3: loaded saves were never checked -------------------------------------------------------

def _players(doc, k):
    st = doc["state"]
    names = [f"P{i}" for i in range(k)]
    st["cfg"]["names"], st["cfg"]["n"] = names, k
    doc["seats"] = [{"name": n, "kind": "human"} for n in names]
    st["players"] = [dict(st["players"][0], name=n) for n in names]


EDITS = {
    "negative florins": (lambda d: d["state"]["players"][0].update(florins=-5), "-5 florins out of range"),
    "huge florins": (lambda d: d["state"]["players"][1].update(florins=10 ** 12), "florins out of range"),
    "cubes beyond supply": (lambda d: d["state"]["players"][0]["cubes"].update(wood=99), "99 wood cubes"),
    "negative bank": (lambda d: d["state"].update(bank_florins=-10), "bank florins -10"),
    "bad round": (lambda d: d["state"].update(round=-3), "round -3"),
    "bad phase": (lambda d: d["state"].update(phase="party"), "unknown phase 'party'"),
    "unknown card": (lambda d: d["state"]["deck"].__setitem__(0, "Z99"), "unknown cards 'Z99'"),
    "empty decision stack": (lambda d: d["state"].update(frames=[]), "no decision is pending"),
    "bogus decision": (lambda d: d["state"]["frames"].append({"k": "bogus", "seat": 0}), "unknown decision 'bogus'"),
    "decision for no seat": (lambda d: d["state"]["frames"][-1].update(seat=7), "for seat 7"),
    "decision holding a table": (lambda d: d["state"]["frames"][-1].update(extra=[{"a": 1}]),
                                 "holds more than numbers, text and lists"),
    "50 players": (lambda d: _players(d, 50), "50 players; the game takes 2-5"),
    "one player": (lambda d: _players(d, 1), "1 players; the game takes 2-5"),
    "format version 0": (lambda d: d.update(version=0), "no valid format version"),
    "format version -1": (lambda d: d.update(version=-1), "no valid format version"),
    "version true": (lambda d: d.update(version=True), "no valid format version"),
    "florins moved (every range and sum holds)":
        (lambda d: [d["state"]["players"][0].update(florins=d["state"]["players"][0]["florins"] + 1),
                    d["state"].update(bank_florins=d["state"]["bank_florins"] - 1)],
         "does not follow from its action log"),
    "an action removed from the log":
        (lambda d: d["state"]["log"].pop(next(i for i, e in enumerate(d["state"]["log"]) if e[0] == "a")),
         "cannot be replayed"),
    "summary lies": (lambda d: d["summary"].update(round=9), "summary does not match"),
    "bad seat kind": (lambda d: d["seats"][0].update(kind="alien"), "neither a person nor a bot"),
    "seed not a number": (lambda d: d["state"]["cfg"].update(seed="7"), "seed is not a whole number"),
}


@pytest.mark.parametrize("what", list(EDITS))
def test_case3_invalid_state_is_refused(good_folder, content, real_docs, what):
    edit, words = EDITS[what]
    before = snapshot(good_folder)
    doc = json.loads(json.dumps(real_docs["r1"]))
    edit(doc)
    path = write(good_folder / "edited.json", doc)
    refused(path, content, words)
    assert {k: v for k, v in snapshot(good_folder).items() if k != path.name} == before


def test_case3_every_engine_state_passes_the_checks(content):
    """No false refusal: states the engine makes pass, at every point of random games."""
    from archipelago.match.autoplay import RandomPolicy
    for n, length, seed in ((2, "short", 1), (5, "medium", 2), (3, "long", 3)):
        s = engine.new_game(content, ["A", "B", "C", "D", "E"][:n], length, seed)
        policy = RandomPolicy(seed)
        for step in range(4000):
            if step % 5 == 0 or engine.to_act(s) is None:
                assert check.problems(s) == [], (n, step)
            if engine.to_act(s) is None:
                break
            engine.apply(s, policy.choose(s))


# --- case 4: loading a broken save autosaved at once; Continue reopened it (or a finished game) ------

def test_case4_broken_save_writes_no_autosave_and_continue_skips_it(good_folder, content, shell, real_docs,
                                                                    finished_doc):
    good = newest_good_autosave(good_folder)
    doc = json.loads(json.dumps(real_docs["r1"]))
    doc["state"]["players"][0]["florins"] = -5
    broken = write(good_folder / "autosave-000099-20300101-000000.json", doc)        # newest by all counts
    over = write(good_folder / "save-20300101-000000.json", finished_doc)
    os.utime(broken, (1_900_000_000, 1_900_000_000))
    os.utime(over, (1_900_000_001, 1_900_000_001))
    before = snapshot(good_folder)
    refused(broken, content, "florins out of range")
    assert snapshot(good_folder) == before                                        # nothing written
    latest = shell.latest_game()
    assert latest is not None and latest[0] == good                               # neither broken nor over
    assert not latest[1]["over"]


def test_case4_rotation_never_lets_a_bad_file_push_out_a_good_autosave(good_folder, content, real_docs):
    bad = json.loads(json.dumps(real_docs["r1"]))
    bad["state"]["players"][0]["florins"] = -5                 # readable, but a load refuses it
    for seq in (97, 98, 99):
        write(good_folder / f"autosave-{seq:06d}-20300101-000000.json", bad)
    (good_folder / "autosave-000100-20300101-000000.json").write_text("[" * 1000)
    goods = {p.name for p in fileio.autosaves(good_folder) if check.verdict(p, content) is None}
    assert len(goods) == 3
    s = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=4)
    new = s.autosave()
    kept = {p.name for p in fileio.autosaves(good_folder)}
    assert new.name in kept and len(goods & kept) == 2          # the 3 newest good ones: new + 2
    assert {"autosave-000097-20300101-000000.json", "autosave-000100-20300101-000000.json"} <= kept
    for _ in range(3):
        s.autosave()
    assert sum(check.verdict(p, content) is None for p in fileio.autosaves(good_folder)) == 3


def test_case4_a_match_writes_no_autosave_of_an_invalid_state(good_folder, content):
    s = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=4)
    s._state.players[0]["florins"] = -1                         # as if a bug had broken the game
    before = snapshot(good_folder)
    assert s.autosave() is None and snapshot(good_folder) == before


# --- case 7: a named pipe called *.json hung the title screen ------------------------------------

@pytest.fixture
def alarm():
    """Fail instead of hanging for ever."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def boom(*a):
        raise TimeoutError("blocked on a save file")
    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_case7_named_pipe_never_blocks(good_folder, content, shell, alarm):
    before = snapshot(good_folder)
    pipe = good_folder / "pipe.json"
    os.mkfifo(pipe)
    (good_folder / "folder.json").mkdir()
    os.symlink(good_folder / "nowhere", good_folder / "dangling.json")
    refused(pipe, content, "not a regular file")
    refused(good_folder / "folder.json", content, "not a regular file")
    refused(good_folder / "dangling.json", content, "cannot be read")
    listed_as_unreadable(shell, pipe, "not a regular file")
    assert shell.latest_game() is not None
    after = snapshot(good_folder)
    assert {k: after[k] for k in before} == before and "pipe.json" in after


# --- the minor ones ------------------------------------------------------------------------------

def test_minor_temp_files_of_interrupted_saves_are_cleaned(good_folder):
    before = snapshot(good_folder)
    old, fresh = good_folder / ".tmp-abc123.json", good_folder / ".tmp-def456.json"
    old.write_text('{"format": "archipelago-save", "ver')
    fresh.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert fileio.clean_temp(good_folder) == [old]
    assert not old.exists() and fresh.exists()                   # a running game's write is left alone
    fresh.unlink()
    assert snapshot(good_folder) == before


def test_minor_oversized_save_is_refused_quickly(good_folder, content, shell, real_docs):
    before = snapshot(good_folder)
    big = write(good_folder / "big.json", dict(real_docs["r1"], label="x" * (9 * 1024 * 1024)))
    t0 = time.perf_counter()
    refused(big, content, "too large", "at most 8.0 MB")
    listed_as_unreadable(shell, big, "too large")
    assert time.perf_counter() - t0 < 2.0
    assert {k: v for k, v in snapshot(good_folder).items() if k != big.name} == before


@pytest.mark.parametrize("size", ["0x0", "-5x600", "100000x100000", "80x60", "axb"])
def test_minor_bad_window_size_is_refused_with_usage(size, capsys):
    from archipelago.ui.cli import parser
    with pytest.raises(SystemExit) as e:
        parser().parse_args(["--size", size])
    err = capsys.readouterr().err
    assert e.value.code == 2 and "usage: main.py" in err and "--size" in err


@pytest.mark.parametrize("args", [["--games", "-1"], ["--games", "0"], ["--jobs", "0"], ["--round-cap", "-2"]])
def test_minor_bad_sim_counts_are_refused_with_usage(args, capsys):
    from archipelago.sim.__main__ import main
    with pytest.raises(SystemExit) as e:
        main(args)
    err = capsys.readouterr().err
    assert e.value.code == 2 and "usage:" in err and "must be at least 1" in err


def test_minor_good_sizes_still_accepted():
    from archipelago.ui.cli import parser
    assert parser().parse_args(["--size", "1280x720"]).size == (1280, 720)
