"""main.py from any working directory: --selftest renders a frame headless and exits 0;
and the developer's script command (tools/script.py, the repository on PYTHONPATH) plays a
script of clicks that opens the title screen and starts a game."""
import pytest

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ARCHIPELAGO_HOME=str(tmp_path / "h"))
    env.pop("PYTHONPATH", None)
    return env


def test_selftest_from_another_directory(tmp_path):
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "--selftest"], cwd=tmp_path, env=_env(tmp_path),
                       capture_output=True, text=True, timeout=120, check=False)
    assert r.returncode == 0, r.stderr
    assert "selftest ok" in r.stdout
    assert not (tmp_path / "h").exists()             # a self-test writes nothing


@pytest.mark.slow
def test_script_starts_a_game(tmp_path):
    script = tmp_path / "start.txt"
    script.write_text("shot title.png\nclick @new\nclick @kind1=human\nclick @start\nuntil curtain 30\n"
                      "shot curtain.png\nclick @continue\nshot table.png\nquit\n")
    r = subprocess.run([sys.executable, "-m", "tools.script", "--script", str(script), "--speed", "instant"],
                       cwd=tmp_path, env=dict(_env(tmp_path), PYTHONPATH=str(ROOT)), capture_output=True, text=True, timeout=120, check=False)
    assert r.returncode == 0, r.stderr
    for name in ("title.png", "curtain.png", "table.png"):
        assert (tmp_path / name).stat().st_size > 10000
    assert list((tmp_path / "h" / "saves").glob("autosave-*.json"))
