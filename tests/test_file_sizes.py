"""No source file over 700 lines outside the engine (issue 40): a module that grows past it
holds more than one subject and is split by what its code is about (the map's words out of
the map, the hello out of the server, the card tests by DECK section); the same for the pages
people read (README and docs/, split by subject: the screenshots, the balance's first pass).
The engine is exempt: its rules stay whole where they are answered (ARCHITECTURE:
docs/ARCHITECTURE.md). Not counted: the game's data (data/*.yaml, loaded whole by content),
the message catalogues Babel writes, and the recorded games under tests/golden."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST = 700
EXEMPT = (ROOT / "archipelago" / "engine",)


def long_files(root, most=MOST, exempt=(), pattern="*.py"):
    """`path: N lines` of each file of `pattern` under `root` (hidden folders left out) over `most`."""
    out = []
    for path in sorted(root.rglob(pattern)):
        rel = path.relative_to(root)
        if any(part.startswith(".") for part in rel.parts) or any(path.is_relative_to(e) for e in exempt):
            continue
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > most:
            out.append(f"{rel.as_posix()}: {n} lines")
    return out


def test_the_check_for_long_files_is_not_void(tmp_path):
    (tmp_path / "engine").mkdir()
    (tmp_path / ".hidden").mkdir()
    for name in ("long.py", "engine/long.py", ".hidden/long.py"):
        (tmp_path / name).write_text("x = 1\n" * 701)
    (tmp_path / "short.py").write_text("x = 1\n" * 700)
    assert long_files(tmp_path, exempt=(tmp_path / "engine",)) == ["long.py: 701 lines"]


def test_no_file_outside_the_engine_passes_700_lines():
    assert long_files(ROOT, exempt=EXEMPT) == []


def test_no_page_people_read_passes_700_lines():
    assert long_files(ROOT, pattern="*.md") == []
