"""Issue 13 acceptance, end to end: the game as main.py starts it, driven by a script
(`python -m tools.script --home H --script S`), reaches
the title screen with the files of cases 1, 2, 3 and 7 in H's saves folder, lists them in
the Load screen, and the interrupted-save temp file is cleaned at start; the good save
and the bad files themselves are unchanged."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from archipelago.match.samples import game
from archipelago.saves import format as save_format

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """\
until title 30
click @load
shot {shot}
click @back
until title 5
quit
"""


def test_main_reaches_the_title_with_hostile_saves(tmp_path):
    home = tmp_path / "home"
    folder = home / "saves"
    folder.mkdir(parents=True)
    state = game(2, 1, seed=3)
    good = save_format.encode(state, [{"name": n, "kind": "human"} for n in state.cfg["names"]])
    odd_log = json.loads(json.dumps(good))                       # case 2
    odd_log["content_digest"] = "other data"
    odd_log["state"]["log"].append(["a", 0, "bid"])
    edited = json.loads(json.dumps(good))                        # case 3
    edited["state"]["players"][0]["florins"] = -5
    edited["state"]["cfg"]["names"] = ["P"] * 50
    files = {"good.json": json.dumps(good).encode(), "deep.json": b"[" * 200_000,     # case 1
             "odd-log.json": json.dumps(odd_log).encode(), "edited.json": json.dumps(edited).encode()}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")                          # case 7
    tmp = folder / ".tmp-x1y2z3.json"
    tmp.write_text('{"format": "archipel')
    os.utime(tmp, (time.time() - 3600, time.time() - 3600))
    script = tmp_path / "s.script"
    shot = tmp_path / "load.png"
    script.write_text(SCRIPT.format(shot=shot))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("ARCHIPELAGO_HOME", None)
    env["PYTHONPATH"] = str(ROOT)
    out = subprocess.run([sys.executable, "-m", "tools.script", "--home", str(home), "--size", "1280x720",
                          "--script", str(script)], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Traceback" not in out.stderr and f"shot {shot}" in out.stdout
    assert shot.exists()
    assert not tmp.exists()                                      # cleaned at start
    for name, data in files.items():
        assert (folder / name).read_bytes() == data, name
    assert sorted(p.name for p in folder.iterdir()) == sorted(list(files) + (["pipe.json"] if hasattr(os, "mkfifo")
                                                                             else []))
