"""What a save file holds: the format name and version, the content digest, the seats
(names, human or bot), the engine state (`engine.to_dict`) and, inside it, the action log.

`read` checks a file and refuses a bad one with a `SaveError` whose message a player can
read; it never changes anything on disk. Never pickle, never YAML (ARCHITECTURE "Saves").
"""

import json
import time
from pathlib import Path

from archipelago import engine
from archipelago.match.history import actions_in_log, replay

FORMAT = "archipelago-save"
VERSION = 1


class SaveError(Exception):
    """A save file that cannot be loaded (the message says why, in plain words)."""


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
    its action log (match.history.replay); if that fails it is refused."""
    doc = read(path)
    name = Path(path).name
    try:
        state = engine.from_dict(content, doc["state"])
    except Exception as e:     # any damage inside the state: refuse, never crash
        raise SaveError(f"{name}: the saved game is damaged ({type(e).__name__})") from None
    if doc.get("content_digest") != content.digest:
        try:
            state, _ = replay(content, state.cfg, actions_in_log(state))
        except (IndexError, KeyError, TypeError, ValueError) as e:   # IllegalAction is a ValueError
            raise SaveError(f"{name}: this game was saved with different game data and "
                            f"cannot be replayed ({e})") from None
    return state, doc["seats"]
