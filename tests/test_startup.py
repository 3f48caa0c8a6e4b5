"""Start-up (issue 8): main.py runs from any folder; a start-up failure (broken or
unreadable data, a missing dependency) is explained and logged, never a bare traceback."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAIN = ROOT / "main.py"


def run(args, home, cwd, pre=""):
    env = dict(os.environ, ARCHIPELAGO_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    code = (f"import sys, runpy\n{pre}\nsys.argv = ['main.py'] + {args!r}\n"
            f"runpy.run_path({str(MAIN)!r}, run_name='__main__')\n")
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def logs(home):
    return sorted((Path(home) / "logs").glob("error-*.log"))


def test_selftest_from_another_folder(tmp_path):
    out = run(["--selftest"], tmp_path / "home", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert "selftest ok" in out.stdout


@pytest.fixture
def data_copy(tmp_path):
    dst = tmp_path / "data"
    shutil.copytree(ROOT / "data", dst)
    return dst


def test_broken_yaml_is_explained_and_logged(tmp_path, data_copy):
    cards = data_copy / "cards.yaml"
    cards.write_text(cards.read_text().replace("arrow: colour", "arrow: purple", 1))
    out = run(["--data", str(data_copy), "--selftest"], tmp_path / "home", cwd=tmp_path)
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    assert "game data is damaged" in out.stderr
    assert "cards.yaml: evolution_cards A03" in out.stderr and "arrow" in out.stderr
    [log] = logs(tmp_path / "home")
    assert "arrow" in log.read_text() and "Traceback" in log.read_text()


def test_unreadable_data_folder(tmp_path, data_copy):
    (data_copy / "rules.yaml").unlink()
    (data_copy / "rules.yaml").mkdir()            # a folder where a file should be
    out = run(["--data", str(data_copy), "--selftest"], tmp_path / "home", cwd=tmp_path)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "rules.yaml" in out.stderr and "cannot read" in out.stderr
    assert logs(tmp_path / "home")


def test_missing_data_folder(tmp_path):
    out = run(["--data", str(tmp_path / "nowhere"), "--selftest"], tmp_path / "home",
              cwd=tmp_path)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "cannot read" in out.stderr


def test_missing_dependency(tmp_path):
    out = run(["--selftest"], tmp_path / "home", cwd=tmp_path,
              pre="sys.modules['pygame'] = None")
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "pygame-ce" in out.stderr and "pip install -r requirements.txt" in out.stderr
    assert logs(tmp_path / "home")


def test_deeply_nested_data_exits_with_a_message_never_a_signal(tmp_path, data_copy):
    """Issue 13 case 5: libyaml's composer would crash the process (SIGSEGV)."""
    (data_copy / "tiles.yaml").write_text("a: " + "[" * 200_000 + "\n")
    out = run(["--data", str(data_copy), "--selftest"], tmp_path / "home", cwd=tmp_path)
    assert out.returncode == 1, (out.returncode, out.stderr[-500:])
    assert "Traceback" not in out.stderr
    assert "tiles.yaml" in out.stderr and "nested more than" in out.stderr


def test_huge_players_max_exits_with_a_message(tmp_path, data_copy):
    """Issue 13 case 6: validation used to loop on range(min, max) until MemoryError."""
    rules = data_copy / "rules.yaml"
    rules.write_text(rules.read_text().replace("players: {min: 2, max: 5}",
                                               "players: {min: 2, max: 100000000000000}"))
    out = run(["--data", str(data_copy), "--selftest"], tmp_path / "home", cwd=tmp_path)
    assert out.returncode == 1, (out.returncode, out.stderr[-500:])
    assert "Traceback" not in out.stderr and "MemoryError" not in out.stderr
    assert "rules.yaml: players" in out.stderr and "from 2 to 5" in out.stderr
