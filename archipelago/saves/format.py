"""What a save file holds: the format name and version, the content digest, the seats
(names, human or bot), a summary (round, phase, who acts, over or not, when saved, the
seats), the engine state (`engine.to_dict`) and, inside it, the action log.

`read` checks a file and refuses a bad one with a `SaveError` whose message a player can
read; it never changes anything on disk. Never pickle, never YAML (ARCHITECTURE "Saves").
An older save is brought up to VERSION in memory by the upgrade chain: one small pure
function per step k -> k+1 on the save document (UPGRADES), applied in order.
"""

import json
import time
from datetime import datetime, timezone
from pathlib import Path
from types import SimpleNamespace

from archipelago import engine
from archipelago.history import actions_in_log, replay

FORMAT = "archipelago-save"
VERSION = 2


class SaveError(Exception):
    """A save file that cannot be loaded (the message says why, in plain words)."""


def encode(state, seats, label=""):
    """The save document for a state; `seats` describes who plays each seat."""
    now = time.time()
    return {
        "format": FORMAT,
        "version": VERSION,
        "content_digest": state.content.digest,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now)),
        "label": label,
        "seats": seats,
        "round": state.round,
        "phase": state.phase,
        "summary": summary(state, seats, utc_iso(now)),
        "state": engine.to_dict(state),
    }


def summary(state, seats, saved_at):
    """What tells saves apart without loading them: round, phase, the name of the seat to
    act (None when the game is over), whether it is over, saved_at (ISO-8601 UTC or None),
    and each seat's name and kind (human | bot). `state` is an engine State, or anything
    with its fields (a stored state's dict as a namespace)."""
    seat = engine.to_act(state)
    return {
        "round": state.round,
        "phase": state.phase,
        "to_act": None if seat is None else seats[seat]["name"],
        "over": state.over is not None,
        "saved_at": saved_at,
        "seats": [{"name": d["name"], "kind": d.get("kind", "human")} for d in seats],
    }


def utc_iso(timestamp):
    return datetime.fromtimestamp(timestamp, timezone.utc).isoformat(timespec="seconds")


# --- the upgrade chain: UPGRADES[k] turns a version-k document into a version-k+1 one ------

def _v1_to_v2(doc, mtime):
    """Version 2 adds the summary, derived from the stored state; saved_at from the file's
    modification time when known."""
    saved_at = None if mtime is None else utc_iso(mtime)
    return dict(doc, version=2, summary=summary(SimpleNamespace(**doc["state"]), doc["seats"], saved_at))


UPGRADES = {1: _v1_to_v2}


def upgrade(doc, mtime=None):
    """A checked document of an older version brought up to VERSION, step by step (a new
    dict; the given one is left as it is). `mtime`: the file's modification time, if any."""
    while doc["version"] < VERSION:
        doc = UPGRADES[doc["version"]](doc, mtime)
    return doc


def read(path):
    """The save document in a file, checked; raises SaveError with a readable reason."""
    path = Path(path)
    try:
        raw = path.read_bytes()
        mtime = path.stat().st_mtime
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
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{path.name}: the save has no valid format version")
    if version > VERSION:
        raise SaveError(f"{path.name}: made by a newer version of the game (save format "
                        f"{version}, this game reads up to {VERSION}); update the game")
    if not isinstance(doc.get("state"), dict) or not isinstance(doc.get("seats"), list):
        raise SaveError(f"{path.name}: the save is incomplete")
    try:
        return upgrade(doc, mtime)
    except (AttributeError, IndexError, KeyError, TypeError) as e:   # damage the step tripped on
        raise SaveError(f"{path.name}: the saved game is damaged ({type(e).__name__})") from None


def load(path, content):
    """(state, seats) from a save file. A save made with other game data is replayed from
    its action log (history.replay); if that fails it is refused."""
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
