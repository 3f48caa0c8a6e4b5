"""Save files on disk: atomic writes (temp file, fsync, replace), rotating autosaves and
the listing of the saves folder. What a save holds is format.py's business."""

import json
import os
import tempfile
import time
from pathlib import Path

from .paths import saves_dir

AUTOSAVES = 3


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


def save(doc, path):
    """Write a save document (format.encode) to `path`, atomically."""
    write_atomic(path, json.dumps(doc, separators=(",", ":")))
    return Path(path)


def autosave(doc, folder=None):
    """A new autosave of a save document; only the newest AUTOSAVES are kept. The older
    ones are removed only after the new file is safely on disk."""
    folder = Path(folder or saves_dir())
    stamp = time.strftime("%Y%m%d-%H%M%S")
    seq = 1 + max((_seq(p) for p in autosaves(folder)), default=0)
    path = save(doc, folder / f"autosave-{seq:06d}-{stamp}.json")
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
