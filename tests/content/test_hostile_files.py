"""Hostile or unlucky data folders (issue 13, cases 5 and 6): refused with a message that
names the file, never a crash, a hang or a signal."""
from __future__ import annotations

import os

import pytest

from archipelago.content.yamldoc import MAX_BYTES, MAX_DEPTH

FILES = ("rules.yaml", "cards.yaml", "tiles.yaml")


@pytest.mark.parametrize("file", FILES)
def test_case5_a_deeply_nested_list_is_refused_before_the_c_loader(data, file):
    data.write(file, "a: " + "[" * 200_000 + "\n")
    error = data.errors().find(file, f"nested more than {MAX_DEPTH} deep")
    assert "(line 1)" in error


def test_case5_deep_block_nesting_is_refused_too(data):
    data.write("tiles.yaml", "".join(" " * i + "- \n" for i in range(0, 2 * MAX_DEPTH + 4, 2)))
    data.errors().find("tiles.yaml", "nested more than")


def test_nesting_at_the_limit_is_parsed_and_judged_on_its_content(data):
    nested = "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1)
    data.write("tiles.yaml", f"hexes: {nested}\n")
    errors = data.errors()
    assert not any("nested" in e for e in errors)
    errors.find("tiles.yaml")


def test_a_file_over_the_size_cap_is_refused_unread(data):
    data.write("cards.yaml", "# padding\n" * (MAX_BYTES // 10 + 1))
    data.errors().find("cards.yaml", "cannot read", "at most")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need POSIX")
def test_a_named_pipe_in_place_of_a_data_file_does_not_block(data):
    (data.path / "rules.yaml").unlink()
    os.mkfifo(data.path / "rules.yaml")
    data.errors().find("rules.yaml", "not a regular file")


def _numbers(value, path=()):
    """Every integer in a document with its path."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield path
    items = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from _numbers(item, path + (key,))


def test_case6_a_huge_players_max_is_refused_at_once(data):
    data.replace("rules.yaml", "players: {min: 2, max: 5}", "players: {min: 2, max: 1000000000000}")
    data.errors().find("rules.yaml", "players", "max", "from 2 to 5")


@pytest.mark.slow
def test_case6_every_number_in_rules_yaml_has_a_sane_range():
    """Each number of rules.yaml set to 10**12 (and to -1) is refused."""
    import copy
    from pathlib import Path

    import yaml

    from archipelago.content.report import Report
    from archipelago.content.validate import validate

    data_dir = Path(__file__).resolve().parents[2] / "data"
    docs = {f: yaml.safe_load((data_dir / f).read_text(encoding="utf-8")) for f in FILES}
    places = list(_numbers(docs["rules.yaml"]))
    assert len(places) > 100
    unbounded = []
    for path in places:
        for value in (10 ** 12, -1):
            broken = dict(docs, **{"rules.yaml": copy.deepcopy(docs["rules.yaml"])})   # (the rest: read only)
            holder = broken["rules.yaml"]
            for key in path[:-1]:
                holder = holder[key]
            if value == -1 and path[-1] == "amount":
                continue  # a track move's amount is signed (DECK 3 `track`)
            holder[path[-1]] = value
            report = Report()
            validate(broken, report)
            if not report:
                unbounded.append((path, value))
    assert not unbounded, unbounded
    assert docs == {f: yaml.safe_load((data_dir / f).read_text(encoding="utf-8")) for f in FILES}  # none changed
