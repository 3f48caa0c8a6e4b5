"""What this computer keeps to rejoin the last game it joined at another computer (issue 36,
point 4: the title's Continue offers it): the host's address and the seat's token
(net.remote.RemoteGame.rejoin_doc), nothing of the game itself (its secrets stay on the
host). Kept as JSON beside the settings (settings folder: saves.data_dir), written
atomically; a missing or damaged file is no game to rejoin. No pygame here."""
from __future__ import annotations

import json
from pathlib import Path

from archipelago.saves import fileio, paths

FORMAT = "archipelago-rejoin"
FILE_NAME = "rejoin.json"
KEPT = ("address", "token")         # what a rejoin needs (a new screen asks the host for a fresh view)
SEEN = "seen"                       # and, once this computer left the game, how far it had followed its log


def rejoin_path(folder=None) -> Path:
    return Path(folder or paths.data_dir()) / FILE_NAME


def keep(doc, folder=None):
    """Keep what a rejoin needs of `doc` (RemoteGame.rejoin_doc()), with how far the log was
    followed if the doc says it; its path."""
    path = rejoin_path(folder)
    kept = {"format": FORMAT, **{k: doc[k] for k in KEPT}}
    if _count(doc.get(SEEN)):
        kept[SEEN] = doc[SEEN]
    fileio.write_atomic(path, json.dumps(kept, indent=1))
    return path


def _count(x):
    return isinstance(x, int) and not isinstance(x, bool) and x >= 0


def load(folder=None):
    """{"address", "token", "seen"} of the last game joined ("seen": how many log entries
    this computer had shown when it left, None if it did not say), or None."""
    try:
        doc = json.loads(rejoin_path(folder).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT \
            or not all(isinstance(doc.get(k), str) and doc[k] for k in KEPT):
        return None
    return {**{k: doc[k] for k in KEPT}, SEEN: doc[SEEN] if _count(doc.get(SEEN)) else None}


def forget(folder=None):
    """The game is over or left for good: nothing to rejoin."""
    try:
        rejoin_path(folder).unlink()
    except FileNotFoundError:
        pass
