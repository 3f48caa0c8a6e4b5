"""Real saves to break (issue 13): small bot games written as the game writes them, a
folder of good saves, and a snapshot of a folder's regular files to prove nothing of the
player's was changed or lost."""
import json
import os
import stat

import pytest

from archipelago import engine
from archipelago.match import samples
from archipelago.saves import fileio
from archipelago.saves import format as save_format


def seats_of(state, bots=()):
    return [{"name": n, "kind": "bot" if i in bots else "human", "level": "normal", "style": i}
            for i, n in enumerate(state.cfg["names"])]


def real_doc(n=3, rounds=1, seed=5, length="short"):
    """The save document of a small bot game stopped at `rounds` (a fresh dict)."""
    s = samples.game(n, rounds, seed, length)
    return json.loads(json.dumps(save_format.encode(s, seats_of(s, bots=(1,)), "a real game")))


@pytest.fixture(scope="session")
def real_docs():
    """A few real save documents: round 0, round 1, round 2; 2-4 players."""
    return {"r0": real_doc(3, 0, 5), "r1": real_doc(3, 1, 5), "r2": real_doc(2, 2, 7), "r1x4": real_doc(4, 1, 9)}


@pytest.fixture(scope="session")
def finished_doc():
    s = samples.game(2, 99, 3)
    assert engine.to_act(s) is None
    return json.loads(json.dumps(save_format.encode(s, seats_of(s))))


def write(path, doc):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    return path


@pytest.fixture
def good_folder(tmp_path, monkeypatch, real_docs):
    """ARCHIPELAGO_HOME in tmp_path; its saves folder holds a manual save and three
    autosaves, all good (the oldest first by modification time)."""
    home = tmp_path / "home"
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(home))
    folder = home / "saves"
    files = [write(folder / "save-20240101-120000.json", real_docs["r2"])]
    for i, key in enumerate(("r0", "r1", "r1x4"), 1):
        files.append(write(folder / f"autosave-{i:06d}-20240101-12000{i}.json", real_docs[key]))
    for k, p in enumerate(files):
        os.utime(p, (1_700_000_000 + k, 1_700_000_000 + k))
    return folder


def snapshot(folder):
    """{name: bytes} of the regular files in a folder (other kinds of file: their kind)."""
    out = {}
    for p in sorted(folder.iterdir()):
        mode = os.lstat(p).st_mode
        out[p.name] = p.read_bytes() if stat.S_ISREG(mode) else stat.S_IFMT(mode)
    return out


def good_files(folder):
    return {p.name: p.read_bytes() for p in fileio.all_saves(folder) if save_format.readable(p)}
