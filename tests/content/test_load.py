"""Loading the shipped data (R1, R2, R10, R11): counts, fields, freezing, the CLI."""
from __future__ import annotations

import dataclasses
import hashlib
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import MappingProxyType

import pytest
import yaml

from archipelago.content import Area, ContentError, Face, load_content
from archipelago.content import yamldoc

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "data"
OK_LINE = ("ok: 48 evolution cards (24 character, 24 progress, 5 wonders), 12 event cards, "
           "30 objective cards, 12 trend cards, 24 hexes (48 faces) + start hex")


@pytest.fixture(scope="module")
def raw():
    return {name: yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
            for name in ("rules.yaml", "cards.yaml", "tiles.yaml")}


def run_cli(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "archipelago.content", *args], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=60)


def python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, env=dict(os.environ, PYTHONPATH=str(REPO)), timeout=60)


def test_counts_match_r1(content):
    """R1: 48 evolution cards (24 character, 24 progress), 30 objectives, 12 trends, 24 hexes."""
    types = Counter(card.type for card in content.cards.values())
    assert len(content.cards) == 48 and types == {"character": 24, "progress": 24}
    assert sum(card.is_wonder for card in content.cards.values()) == 5
    assert sum("event" in card.balance for card in content.cards.values()) == 12
    assert len(content.events) == 9
    assert Counter(o.length for o in content.objectives.values()) == \
        {"short": 10, "medium": 10, "long": 10}
    assert len(content.trends) == 12
    assert len(content.hexes) == 24
    assert len(content.faces) == 49 and content.faces["START"] is content.start_hex


def test_entries_in_file_order_with_all_fields(content, raw):
    cards = raw["cards.yaml"]
    assert list(content.cards) == [c["id"] for c in cards["evolution_cards"]]
    assert list(content.events) == [e["id"] for e in cards["events"]]
    assert list(content.objectives) == [o["id"] for o in cards["objective_cards"]]
    assert list(content.trends) == [t["id"] for t in cards["trend_cards"]]
    assert list(content.hexes) == [h["id"] for h in raw["tiles.yaml"]["hexes"]]
    for data in cards["evolution_cards"]:
        card = content.cards[data["id"]]
        for name in ("name", "type", "arrow", "vp", "source"):
            assert getattr(card, name) == data[name]
        assert card.template == data["text"]    # the text as written; card.text is filled (issue 19)
        assert len(card.effects) == len(data["effects"])
        assert (card.use_cost is None) == (data["use_cost"] is None)
        assert card.is_wonder == (data["wonder"] is not None)
        if "event" in card.balance:
            assert card.balance["event"] in content.events
    for data in cards["objective_cards"]:
        objective = content.objectives[data["id"]]
        assert objective.without_players == tuple(data.get("without_players", ()))
        assert objective.scoring["kind"] == data["scoring"]["kind"]


def test_known_cards(content):
    """DECK 1.1: Cathedral is a wonder; Researcher buys at the minimal price."""
    cathedral = content.cards["A44"]
    assert cathedral.is_wonder and cathedral.use_cost is None
    assert cathedral.effects == ({"op": "build_wonder"},)
    assert cathedral.wonder["requires"] == "controls_temple"
    assert cathedral.wonder["build_cost"]["cubes"] == {"stone": 3}
    researcher = content.cards["A01"]
    assert not researcher.is_wonder
    assert researcher.effects[0]["op"] == "reveal_and_buy"
    assert researcher.effects[0]["price"] == "min_price"
    assert content.objectives["S09"].without_players == (2,)
    assert content.objectives["S01"].without_players == ()
    assert content.trends["T01"].points == (4, 3, 2)


def test_rules_are_deep_frozen(content):
    # the YAML list (a tunable edition value, R7.8) arrives as a tuple
    raw = yaml.safe_load((DATA / "rules.yaml").read_text(encoding="utf-8"))["track"]["prices"]
    assert content.rules["track"]["prices"] == tuple(raw)
    assert isinstance(content.rules, MappingProxyType)
    assert isinstance(content.rules["bank"]["cubes"], MappingProxyType)
    assert isinstance(content.rules["domestic_market"]["fruit"]["rows"][2][0], MappingProxyType)
    with pytest.raises(TypeError):
        content.rules["track"]["slots"] = 9
    with pytest.raises(TypeError):
        content.rules["new"] = 1
    with pytest.raises(AttributeError):
        content.rules["track"]["prices"].append(1)


def test_objects_are_frozen(content):
    card = content.cards["A04"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.vp = 9
    with pytest.raises(TypeError):
        card.effects[0]["amount"] = 3
    with pytest.raises(TypeError):
        card.balance["red"] = ["export"]
    with pytest.raises(TypeError):
        content.cards["A99"] = card
    with pytest.raises(dataclasses.FrozenInstanceError):
        content.digest = "x"
    with pytest.raises(dataclasses.FrozenInstanceError):
        content.start_hex.fish = 9
    with pytest.raises(TypeError):
        content.objectives["S01"].ends_when["counter"] = "population"


def test_face_derived_fields():
    """R2: icons area by area then fish; edge_area maps each L edge to its area."""
    face = Face("X1a", "X1", "LSLLSS", (Area((0,), ("wood", "fruit"), 1),
                                         Area((2, 3), ("stone",), 0)), 1)
    assert face.icons == ((0, "wood"), (0, "fruit"), (1, "stone"), (-1, "fish"))
    assert face.huts == 1
    assert face.edge_area == (0, -1, 1, 1, -1, -1)


def test_shipped_faces_match_the_file(content, raw):
    tiles = raw["tiles.yaml"]
    for hex_data in tiles["hexes"]:
        hex_ = content.hexes[hex_data["id"]]
        assert len(hex_.faces) == 2
        for face, data in zip(hex_.faces, hex_data["faces"]):
            assert content.faces[data["id"]] is face and face.hex_id == hex_.id
            assert face.edges == data["edges"] and face.fish == data["fish"]
            assert face.icons == tuple((a, icon) for a, area in enumerate(data["areas"])
                                       for icon in area["icons"]) + ((-1, "fish"),) * data["fish"]
            assert face.huts == sum(area["huts"] for area in data["areas"])
            for edge, kind in enumerate(face.edges):
                area = face.edge_area[edge]
                assert (area == -1) == (kind == "S")
                assert area == -1 or edge in data["areas"][area]["edges"]
    start = content.start_hex
    assert (start.id, start.edges, start.areas) == ("START", "SSSSSS", ())
    assert start.icons == ((-1, "fish"),) * start.fish and start.edge_area == (-1,) * 6


def test_digest_is_sha256_of_the_three_files(content, data):
    expected = hashlib.sha256(b"".join((DATA / name).read_bytes() for name in
                                       ("rules.yaml", "cards.yaml", "tiles.yaml"))).hexdigest()
    assert content.digest == expected
    data.write("tiles.yaml", data.read("tiles.yaml") + "# a comment changes the digest\n")
    assert load_content(data.path).digest != expected


def test_default_folder_does_not_depend_on_cwd(tmp_path):
    code = "from archipelago.content import load_content; print(len(load_content().cards))"
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                            text=True, env=dict(os.environ, PYTHONPATH=str(REPO)), timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "48"


def test_import_does_no_io_and_no_pygame():
    code = ("import builtins, io, sys\n"
            "import yaml\n"
            "def no_open(*a, **k): raise AssertionError(f'open at import: {a}')\n"
            "real_open, builtins.open, io.open = io.open, no_open, no_open\n"
            "import archipelago.content\n"
            "builtins.open = io.open = real_open\n"
            "assert 'pygame' not in sys.modules\n")
    result = python(code)
    assert result.returncode == 0, result.stderr


def test_content_loads_the_vocabulary_but_not_the_engine():
    """The vocabulary is a leaf module: content imports it and nothing of the engine."""
    result = python(
        "import sys\n"
        "import archipelago.content\n"
        "engine = sorted(m for m in sys.modules if m.startswith('archipelago.engine'))\n"
        "assert engine == [], engine\n"
        "assert 'archipelago.vocab' in sys.modules\n")
    assert result.returncode == 0, result.stderr


def test_uses_the_c_safe_loader_when_available():
    assert yamldoc.LOADER is getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def test_pure_python_safe_loader_gives_the_same_content(content, monkeypatch):
    monkeypatch.setattr(yamldoc, "LOADER", yaml.SafeLoader)
    again = load_content()
    assert (again.rules, again.cards, again.events, again.objectives, again.trends) == \
        (content.rules, content.cards, content.events, content.objectives, content.trends)
    assert (again.faces, again.digest) == (content.faces, content.digest)


def test_cli_ok_line():
    result = run_cli()
    assert result.returncode == 0, result.stderr
    assert result.stdout == OK_LINE + "\n"
    assert result.stderr == ""


def test_cli_data_option_reports_errors_and_exits_1(data):
    data.edit("cards.yaml", lambda doc: doc["evolution_cards"][0].update(vp=-1))
    data.edit("tiles.yaml", lambda doc: doc["hexes"][0]["faces"][0].update(fish=-2))
    result = run_cli("--data", str(data.path))
    assert result.returncode == 1 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert any(line.startswith("cards.yaml: evolution_cards A01 (line ") and
               line.endswith("vp: expected an integer >= 0, got -1") for line in lines), lines
    assert any(line.startswith("tiles.yaml: hexes H01 face H01a") and "fish:" in line
               for line in lines), lines


def test_cli_data_option_accepts_a_valid_copy(data):
    result = run_cli("--data", str(data.path))
    assert (result.returncode, result.stdout) == (0, OK_LINE + "\n")


def test_missing_folder_names_every_file(tmp_path):
    with pytest.raises(ContentError) as info:
        load_content(tmp_path / "nowhere")
    assert [e.split(":")[0] for e in info.value.errors] == ["rules.yaml", "cards.yaml",
                                                            "tiles.yaml"]
