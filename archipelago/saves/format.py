"""What a save file holds: the format name and version, the content digest, the seats
(names, who plays each: seats.KINDS), a summary (round, phase, who acts, over or not, when
saved, the seats), the engine state (`engine.to_dict`) and, inside it, the action log; a finished game's
review (issue 41: review/game.py, plain data; None until one is made).

`read` checks a file and refuses a bad one with a `SaveError` whose message names the file
and says what is wrong; it never changes anything on disk. A file is read only if it is a
regular file of at most fileio.MAX_BYTES, and parsed only if its arrays and objects nest
at most MAX_DEPTH deep. Never pickle, never YAML (ARCHITECTURE "Saves").
An older save is brought up to VERSION in memory by the upgrade chain: one small pure
function per step k -> k+1 on the save document (UPGRADES), applied in order.
`load` (through saves.check) validates the game it holds before anyone may play it.
"""

import json
import re
import time
from datetime import datetime, timezone
from itertools import accumulate
from pathlib import Path
from types import SimpleNamespace

from archipelago import engine
from archipelago.i18n import _
from archipelago.seats import HUMAN

from . import fileio
from archipelago.engine.kinds import PHASE, ROUND

FORMAT = "archipelago-save"
VERSION = 5
MAX_DEPTH = 64                 # a real save nests about 8 deep


class SaveError(Exception):
    """A save file that cannot be loaded (the message says why, in plain words)."""


def encode(state, seats, label=""):
    """The save document for a state; `seats` describes who plays each seat."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "content_digest": state.content.digest,
        "rules_revision": engine.RULES_REVISION,
        "label": label,
        "seats": seats,
        "summary": summary(state, seats, utc_iso(time.time())),
        "state": engine.to_dict(state),
        "review": None,
    }


def summary(state, seats, saved_at):
    """What tells saves apart without loading them: round, phase, the name of the seat to
    act (None when the game is over), whether it is over, saved_at (ISO-8601 UTC or None),
    and each seat's name and kind (seats.KINDS). `state` is an engine State, or anything
    with its fields (a stored state's dict as a namespace)."""
    seat = engine.to_act(state)
    return {
        "round": state.round,
        "phase": state.phase,
        "to_act": None if seat is None else seats[seat]["name"],
        "over": state.over is not None,
        "saved_at": saved_at,
        "seats": [{"name": d["name"], "kind": d.get("kind", HUMAN)} for d in seats],
    }


def utc_iso(timestamp):
    return datetime.fromtimestamp(timestamp, timezone.utc).isoformat(timespec="seconds")


# --- the upgrade chain: UPGRADES[k] turns a version-k document into a version-k+1 one ------

def _v1_to_v2(doc, mtime):
    """Version 2 adds the summary, derived from the stored state; saved_at from the file's
    modification time when known."""
    saved_at = None if mtime is None else utc_iso(mtime)
    return dict(doc, version=2, summary=summary(SimpleNamespace(**doc["state"]), doc["seats"], saved_at))


def _v2_to_v3(doc, mtime):
    """Version 3 drops the top-level saved_at, round and phase: the summary has them."""
    return {k: v for k, v in doc.items() if k not in ("saved_at", ROUND, PHASE)} | {"version": 3}


def _v3_to_v4(doc, mtime):
    """Version 4 names the rules revision the game was played under (engine.RULES_REVISION);
    every older save was played under revision 1."""
    return dict(doc, version=4, rules_revision=1)


def _v4_to_v5(doc, mtime):
    """Version 5 keeps a finished game's review with it (issue 41); none was made before."""
    return dict(doc, version=5, review=None)


UPGRADES = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5}


def upgrade(doc, mtime=None):
    """A checked document of an older version brought up to VERSION, step by step (a new
    dict; the given one is left as it is). `mtime`: the file's modification time, if any."""
    while doc["version"] < VERSION:
        doc = UPGRADES[doc["version"]](doc, mtime)
    return doc


_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_STEP = [0] * 256
_STEP[ord("[")] = _STEP[ord("{")] = 1
_STEP[ord("]")] = _STEP[ord("}")] = -1
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def nesting(raw):
    """How deep the arrays and objects of JSON text nest (brackets inside strings do not
    count), found without recursion so that any depth is measured safely."""
    brackets = _STRING.sub(b"", raw).translate(None, _NOT_BRACKETS)
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def parse(raw, name, mtime=None):
    """The checked save document (brought up to VERSION) in the bytes of a file called
    `name`; raises SaveError. Nothing here can raise anything else."""
    if nesting(raw) > MAX_DEPTH:
        raise SaveError(_("{file}: not an Archipelago save (its data is nested more than {n} levels deep)").format(
            file=name, n=MAX_DEPTH))
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (RecursionError, MemoryError):
        raise SaveError(_("{file}: not an Archipelago save (too large or deep to read)").format(file=name)) from None
    except ValueError:           # bad UTF-8, bad JSON, an integer of thousands of digits
        raise SaveError(_("{file}: not an Archipelago save (the file is damaged or of another kind)").format(
            file=name)) from None
    return check_doc(doc, name, mtime)


def check_doc(doc, name, mtime=None):
    """A parsed document checked for its format, version and shape and brought up to
    VERSION (a new dict); raises SaveError."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(_("{file}: not an Archipelago save").format(file=name))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(_("{file}: the save has no valid format version ({version})").format(
            file=name, version=_short(version)))
    if version > VERSION:
        raise SaveError(_("{file}: made by a newer version of the game (save format {version}, this game reads up to "
                          "{newest}); update the game").format(file=name, version=version, newest=VERSION))
    if not isinstance(doc.get("state"), dict) or not isinstance(doc.get("seats"), list):
        raise SaveError(_("{file}: the save is incomplete (no game state or no players)").format(file=name))
    try:
        doc = upgrade(doc, mtime)
    except Exception as e:       # noqa: BLE001 - any damage the upgrade step tripped on
        raise SaveError(_("{file}: the saved game is damaged ({error})").format(file=name,
                                                                               error=type(e).__name__)) from None
    describe(doc, name)
    if not isinstance(doc.get("review"), dict):     # a damaged review is none: it is made again
        doc = dict(doc, review=None)
    return doc


def with_review(doc, review):
    """The document with a finished game's review kept in it (a new dict)."""
    return dict(doc, review=review)


def _short(value, n=40):
    text = repr(value)
    return text if len(text) <= n else text[:n - 3] + "..."


def read(path):
    """The save document in a file, checked; raises SaveError with a readable reason."""
    path = Path(path)
    try:
        raw, mtime = fileio.read_limited(path)
    except fileio.Unreadable as e:
        raise SaveError(_("{file}: {problem}").format(file=path.name, problem=e)) from None
    return parse(raw, path.name, mtime)


def readable(path):
    """True if `path` is a save this game can read (autosave rotation keeps only those)."""
    try:
        read(path)
    except SaveError:
        return False
    return True


def describe(doc, name):
    """What the Load list and Continue show of a checked document, every value of a
    known type: names, styles, round, phase, to_act, over, saved_at, label, step (the
    kind of the decision the game waits for, or None). Raises
    SaveError when the summary is damaged."""
    sm, seats = doc.get("summary"), doc["seats"]
    ok = isinstance(sm, dict) and all(isinstance(d, dict) and isinstance(d.get("name"), str) for d in seats) \
        and _is_int(sm.get("round")) and isinstance(sm.get("phase"), str) \
        and (sm.get("to_act") is None or isinstance(sm.get("to_act"), str)) \
        and isinstance(sm.get("over"), bool) \
        and (sm.get("saved_at") is None or isinstance(sm.get("saved_at"), str))
    if not ok:
        raise SaveError(_("{file}: the save is incomplete (its summary or players are damaged)").format(file=name))
    label = doc.get("label")
    frames = doc["state"].get("frames")
    top = frames[-1] if isinstance(frames, list) and frames and isinstance(frames[-1], dict) else {}
    step = top.get("k") if isinstance(top.get("k"), str) else None
    return {"names": [d["name"] for d in seats], "step": step,
            "styles": [d["style"] if _is_int(d.get("style")) else i for i, d in enumerate(seats)],
            "round": sm["round"], "phase": sm["phase"], "to_act": sm.get("to_act"),
            "over": sm["over"], "saved_at": sm.get("saved_at"),
            "label": label if isinstance(label, str) else ""}


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)
