"""Any malformed value is reported, never crashes the validator (ContentError only)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from archipelago.content.report import Report
from archipelago.content.validate import FILES, validate

DATA = Path(__file__).resolve().parents[2] / "data"
NEVER_VALID = {"??": [None]}  # an unknown key holding a list: wrong at every place
ODD_VALUES = (None, True, -7, "ǂ", [[]], {"op": None}, NEVER_VALID)
SAMPLES = 60  # places per file


@pytest.fixture(scope="module")
def docs():
    return {file: yaml.safe_load((DATA / file).read_text(encoding="utf-8")) for file in FILES}


def paths(value, path=()):
    """Every place in a document: (container path, key or index)."""
    items = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield path, key
        yield from paths(item, path + (key,))


def errors_after(docs, file, container_path, key, value) -> list[str]:
    """Validate with one value replaced (in place, then restored)."""
    container = docs[file]
    for part in container_path:
        container = container[part]
    original, container[key] = container[key], value
    try:
        report = Report()
        validate(docs, report)
        return report.render(lambda file, path: None)
    finally:
        container[key] = original


def test_shipped_documents_are_valid(docs):
    report = Report()
    validate(docs, report)
    assert not report


@pytest.mark.slow
@pytest.mark.parametrize("file", FILES)
def test_odd_values_anywhere_are_reported_not_raised(docs, file):
    places = list(paths(docs[file]))
    for container_path, key in random.Random(f"content-{file}").sample(places, SAMPLES):
        for value in ODD_VALUES:
            errors = errors_after(docs, file, container_path, key, value)
            if value is NEVER_VALID:
                assert errors, f"{file} {container_path + (key,)}: not reported"
                assert all(error.startswith(file) for error in errors), errors
