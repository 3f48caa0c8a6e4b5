"""Saved games: versioned JSON files in the user's data folder, written atomically.

A save holds the format name and version, the content digest, the seats (names, human or
bot), the engine state (`engine.to_dict`) and its action log. Loading checks all of that
and refuses a bad file with a `SaveError` whose message a player can read; it never
changes anything on disk. Never pickle, never YAML (ARCHITECTURE "Saves").
"""

import json
import os
import sys
import tempfile
import time
from pathlib import Path

from archipelago import engine

FORMAT = "archipelago-save"
VERSION = 1
AUTOSAVES = 3
APP_NAME = "Archipelago"


class SaveError(Exception):
    """A save file that cannot be loaded (the message says why, in plain words)."""


def data_dir():
    """The user's data folder for saves, settings and logs (never the install folder).

    ARCHIPELAGO_HOME overrides it (tests, portable installs)."""
    override = os.environ.get("ARCHIPELAGO_HOME")
    if override:
        base = Path(override)
    elif sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_NAME
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / APP_NAME
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "archipelago"
    return base


def saves_dir():
    return data_dir() / "saves"


# --- writing -----------------------------------------------------------------------------

def encode(state, seats, label=""):
    """The save document for a state; `seats` describes who plays each seat."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "content_digest": state.content.digest,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "label": label,
        "seats": seats,
        "round": state.round,
        "phase": state.phase,
        "state": engine.to_dict(state),
    }


def write_atomic(path, text):
    """Write a file so that a crash leaves either the old file or the new one, whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder):
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save(state, seats, path, label=""):
    """A manual save to `path`."""
    write_atomic(path, json.dumps(encode(state, seats, label), separators=(",", ":")))
    return Path(path)


def autosave(state, seats, folder=None, label=""):
    """A new autosave; only the newest AUTOSAVES are kept. The older ones are removed
    only after the new file is safely on disk."""
    folder = Path(folder or saves_dir())
    stamp = time.strftime("%Y%m%d-%H%M%S")
    existing = autosaves(folder)
    seq = 1 + max((_seq(p) for p in existing), default=0)
    path = folder / f"autosave-{seq:06d}-{stamp}.json"
    save(state, seats, path, label or "autosave")
    for old in autosaves(folder)[AUTOSAVES:]:
        try:
            old.unlink()
        except OSError:
            pass
    return path


def _seq(path):
    try:
        return int(path.name.split("-")[1])
    except (IndexError, ValueError):
        return 0


def autosaves(folder=None):
    """Autosave files, newest first."""
    folder = Path(folder or saves_dir())
    if not folder.is_dir():
        return []
    return sorted(folder.glob("autosave-*.json"), key=_seq, reverse=True)


def all_saves(folder=None):
    """Every save file in the folder, newest first."""
    folder = Path(folder or saves_dir())
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.json") if not p.name.startswith(".tmp-")),
                  key=lambda p: p.stat().st_mtime, reverse=True)


# --- reading -------------------------------------------------------------------------------

def read(path):
    """The save document in a file, checked; raises SaveError with a readable reason."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise SaveError(f"{path.name}: cannot be read ({e.strerror or e})") from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(f"{path.name}: not an Archipelago save (the file is damaged or "
                        "of another kind)") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(f"{path.name}: not an Archipelago save")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path.name}: the save has no valid format version")
    if version > VERSION:
        raise SaveError(f"{path.name}: made by a newer version of the game (save format "
                        f"{version}, this game reads up to {VERSION}); update the game")
    if not isinstance(doc.get("state"), dict) or not isinstance(doc.get("seats"), list):
        raise SaveError(f"{path.name}: the save is incomplete")
    return doc


def load(path, content):
    """(state, seats) from a save file. A save made with other game data is replayed from
    its action log; if that fails it is refused."""
    doc = read(path)
    name = Path(path).name
    try:
        state = engine.from_dict(content, doc["state"])
    except Exception as e:     # any damage inside the state: refuse, never crash
        raise SaveError(f"{name}: the saved game is damaged ({type(e).__name__})") from None
    if doc.get("content_digest") != content.digest:
        state = replay(content, state, name)
    return state, doc["seats"]


def replay(content, state, name="save"):
    """Rebuild a game from its configuration, seed and actions (the log is the truth)."""
    cfg = state.cfg
    actions = [e for e in _log(state) if e[0] == "a"]
    try:
        fresh = engine.new_game(content, cfg["names"], cfg["length"], cfg["seed"])
        for _, seat, kind, args in actions:
            engine.apply(fresh, engine.Action(seat, kind, tuple(args)))
    except (engine.IllegalAction, KeyError, ValueError) as e:
        raise SaveError(f"{name}: this game was saved with different game data and cannot "
                        f"be replayed ({e})") from None
    return fresh


def _log(state):
    from archipelago.engine.core import log_entries
    return log_entries(state)
