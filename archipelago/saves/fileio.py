"""Save files on disk: atomic writes (temp file, fsync, replace), rotating autosaves, the
listing of the saves folder, reading a file safely (a regular file only, opened without
blocking, at most MAX_BYTES) and clearing the temp files of interrupted writes. What a
save holds is format.py's business."""

import json
import os
import stat
import tempfile
import time
from pathlib import Path

from archipelago.i18n import _

from .paths import saves_dir

AUTOSAVES = 3
MAX_BYTES = 8 * 1024 * 1024          # a real save is some 30-100 KB
TEMP_PREFIX = ".tmp-"
TEMP_AGE = 60.0                      # seconds: a younger temp file may be another game's write
# "0" in the environment: a written file is not flushed to the disk (fsync) before it
# replaces the old one. For throw-away folders only: the test suite sets it
# (tests/conftest.py), whose games autosave after every decision into a temporary folder;
# a power cut there loses nothing anybody keeps. A player's files are always flushed.
FSYNC = "ARCHIPELAGO_FSYNC"


class Unreadable(Exception):
    """A file that is not read: not a regular file, too large, or an OS error (the message
    says which, in plain words, without the file's name)."""


def read_limited(path, limit=MAX_BYTES):
    """(bytes, mtime) of a regular file of at most `limit` bytes. Opened non-blocking, so a
    named pipe or a device never hangs the caller; raises Unreadable."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise Unreadable(_("cannot be read ({error})").format(error=e.strerror or e)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise Unreadable(_("not a regular file"))
        if st.st_size > limit:
            raise Unreadable(_("too large ({size}; a save is at most {most})").format(size=_mb(st.st_size),
                                                                                      most=_mb(limit)))
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise Unreadable(_("too large (more than {most})").format(most=_mb(limit)))
        return b"".join(chunks), st.st_mtime
    except OSError as e:
        raise Unreadable(_("cannot be read ({error})").format(error=e.strerror or e)) from None
    finally:
        os.close(fd)


def _mb(n):
    return _("{n} MB").format(n=f"{n / (1024 * 1024):.1f}")


def write_atomic(path, text):
    """Write a file so that a crash leaves either the old file or the new one, whole (on the
    disk too, unless FSYNC is "0")."""
    durable = os.environ.get(FSYNC) != "0"
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if durable:
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


def autosave(doc, good, folder=None, written=None):
    """A new autosave of a save document. Only the newest AUTOSAVES good autosaves are
    kept, and older ones are removed only after the new file is safely on disk. `good(path)`
    says whether a file is a save this game reads (e.g. format.readable); a file that
    is not is never removed by the rotation, nor counted as one of the kept ones.
    `written(path)` is told of the new file before the rotation looks at it."""
    folder = Path(folder or saves_dir())
    stamp = time.strftime("%Y%m%d-%H%M%S")
    seq = 1 + max((_seq(p) for p in autosaves(folder)), default=0)
    path = save(doc, folder / f"autosave-{seq:06d}-{stamp}.json")
    if written is not None:
        written(path)
    kept = 1
    for old in autosaves(folder):
        if old == path or not good(old):
            continue
        if kept < AUTOSAVES:
            kept += 1
            continue
        try:
            old.unlink()
        except OSError:
            pass
    return path


def is_autosave(path):
    return Path(path).name.startswith("autosave-")


FINISHED_PREFIX = "finished-"


def keep_finished(doc, folder=None):
    """A finished game's save document written to a file of its own (`finished-STAMP.json`,
    never rotated away like an autosave: the Load screen's Finished games replay it,
    issue 30). Returns the path."""
    folder = Path(folder or saves_dir())
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, k = folder / f"{FINISHED_PREFIX}{stamp}.json", 2
    while path.exists():
        path, k = folder / f"{FINISHED_PREFIX}{stamp}-{k}.json", k + 1
    return save(doc, path)


def is_finished(path):
    """A file written by keep_finished."""
    return Path(path).name.startswith(FINISHED_PREFIX)


def touch(path):
    """Make a save the newest (Continue offers it) without writing it again: True if done."""
    try:
        os.utime(path)
    except OSError:
        return False
    return True


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


def _mtime(path):
    try:
        return path.stat().st_mtime
    except OSError:                    # a dangling link, a file gone meanwhile
        return 0.0


def all_saves(folder=None):
    """Every save file name in the folder (whatever kind of file it is: reading it is
    read_limited's business), newest first; temp files of writes are left out."""
    folder = Path(folder or saves_dir())
    if not folder.is_dir():
        return []
    return newest_first(p for p in folder.glob("*.json") if not p.name.startswith(TEMP_PREFIX))


def newest_first(paths):
    """The files, the last written first (a file gone meanwhile: last)."""
    return sorted(paths, key=_mtime, reverse=True)


def clean_temp(folder=None, age=TEMP_AGE):
    """Remove the temp files that interrupted writes left behind (regular files older than
    `age` seconds: a younger one may be another running game's write). Returns them."""
    folder = Path(folder or saves_dir())
    if not folder.is_dir():
        return []
    now = time.time()
    gone = []
    for p in folder.glob(TEMP_PREFIX + "*.json"):
        try:
            st = p.lstat()
            if stat.S_ISREG(st.st_mode) and st.st_mtime <= now - age:
                p.unlink()
                gone.append(p)
        except OSError:
            continue
    return gone
