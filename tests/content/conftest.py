"""Fixtures for the content tests: a private copy of data/ that a test may break."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from archipelago.content import ContentError, load_content

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "data"
FILES = ("rules.yaml", "cards.yaml", "tiles.yaml")
# libyaml's safe loader and dumper when PyYAML has them (issue 40: the pure-Python ones took
# most of an edit's time): the same data, and the same text for the shipped files
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class Errors(list):
    """The error lines of one failed load."""

    def find(self, *parts: str) -> str:
        """The first error containing every part; fails listing all errors otherwise."""
        hits = [e for e in self if all(part in e for part in parts)]
        assert hits, f"no error contains {parts}; errors:\n" + "\n".join(self)
        return hits[0]


class DataCopy:
    """data/ copied to a temporary folder, with helpers to break it."""

    def __init__(self, path: Path):
        self.path = path

    def read(self, file: str) -> str:
        return (self.path / file).read_text(encoding="utf-8")

    def write(self, file: str, text: str) -> None:
        (self.path / file).write_text(text, encoding="utf-8")

    def edit(self, file: str, change) -> None:
        """Load `file`, let `change(doc)` mutate it, dump it back (block style)."""
        doc = yaml.load(self.read(file), Loader=LOADER)
        change(doc)
        self.write(file, yaml.dump(doc, Dumper=DUMPER, sort_keys=False, allow_unicode=True))

    def replace(self, file: str, old: str, new: str) -> None:
        text = self.read(file)
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {file}"
        self.write(file, text.replace(old, new))

    def errors(self) -> Errors:
        with pytest.raises(ContentError) as info:
            load_content(self.path)
        assert str(info.value) == "\n".join(info.value.errors)
        return Errors(info.value.errors)


@pytest.fixture
def data(tmp_path) -> DataCopy:
    target = tmp_path / "data"
    target.mkdir()
    for file in FILES:
        shutil.copyfile(DATA / file, target / file)
    return DataCopy(target)

