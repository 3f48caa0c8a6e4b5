"""Results made once per test run, whichever process asks first (issue 40).

On two xdist workers, tests that share a costly result (a reviewed game, the English
edition's words) may run on either worker, and each worker would make the result again:
the planted game's review at the shipped sizes was made twice, 13 s each, in most runs.
`once(key, make)` makes it in the first process that asks and keeps it as JSON in the run's
folder (tests/conftest.py: made by the controller before the workers start, removed at the
end); a process that asks later, or while it is being made, reads it there. Without
workers (`-n 0`), or outside pytest, it is made in the process, as before.

Every caller gets the value as JSON gives it back (lists, not tuples; string keys), the
maker too: a test sees the same value whichever process made it. The results must be
deterministic (the same inputs, the same value: these are seeded games and their reviews).
"""
from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path

RUN_FOLDER = "ARCHIPELAGO_TEST_RUN"     # the environment variable naming the run's folder


def once(key: str, make):
    """make()'s value (JSON-able), made once per test run under `key` (a file name)."""
    folder = os.environ.get(RUN_FOLDER)
    if not folder:
        return json.loads(json.dumps(make()))
    path = Path(folder) / f"{key}.json"
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)            # held while the first asker makes it
        if path.exists():
            return json.loads(path.read_text(encoding="utf-8"))
        text = json.dumps(make())
        part = path.with_suffix(".part")
        part.write_text(text, encoding="utf-8")
        part.replace(path)
        return json.loads(text)
