"""Validation of data/tiles.yaml (RULES.md R1, R2): the start hex and the double-sided hexes.

Hex ids, face ids and the start hex id share one namespace. Face geometry (R2): `edges` is
six L/S characters (edge 0 = east, clockwise); every L edge belongs to exactly one land
area, and a land area touches only L edges.
"""
from __future__ import annotations

from .model import FISH
from .report import Scope
from .rules_check import Vocab
from .schema import Anything, Ids, Int, ListOf, Match, Record, Text, describe, is_int, label
from .terms import LAND_RESOURCE

SYMBOLS_PER_FACE = 5  # R2: resource icons + huts + fish on every face but the start hex
FACES_PER_HEX = 2     # R1: double-sided hexes

AREA = Record({"edges": ListOf(Int(0, 5), unique=True), "icons": ListOf(LAND_RESOURCE),
               "huts": Int(0)})
EDGES = Match(r"[LS]{6}", "6 characters L or S (edge 0 = east, clockwise)")
FACE = Record({"id": Text(), "edges": EDGES, "areas": ListOf(AREA), "fish": Int(0)})
HEX = Record({"id": Text(), "faces": ListOf(Anything(), FACES_PER_HEX, FACES_PER_HEX)})
TOP = Record({"start_hex": Anything(), "hexes": Anything()})  # its key check


def check_tiles(scope: Scope, doc: object, vocab: Vocab) -> None:
    if not isinstance(doc, dict):
        TOP.fail(scope, doc, ())
        return
    TOP.keys(scope, doc, ())
    ids = Ids()
    if "start_hex" in doc:
        start = scope.entry(("start_hex",), "start_hex")
        _face(start, doc["start_hex"], vocab, is_start=True)
        ids.add(start, doc["start_hex"], "start_hex")
    hexes = doc.get("hexes")
    if "hexes" in doc and not (isinstance(hexes, list) and hexes):
        scope.error(("hexes",), f"expected a non-empty list, got {describe(hexes)}")
        return
    for i, hex_ in enumerate(hexes or ()):
        entry = scope.entry(("hexes", i), label("hexes", hex_, i))
        HEX(entry, hex_, ())  # its faces are checked one by one below
        ids.add(entry, hex_, entry.label)
        faces = hex_.get("faces") if isinstance(hex_, dict) else None
        for j, face in enumerate(faces if isinstance(faces, list) else ()):
            face_id = face.get("id") if isinstance(face, dict) else None
            name = face_id if isinstance(face_id, str) else f"faces[{j}]"
            face_entry = entry.entry(("faces", j), f"{entry.label} face {name}")
            _face(face_entry, face, vocab, is_start=False)
            ids.add(face_entry, face, face_entry.label)


def _face(entry: Scope, face: object, vocab: Vocab, is_start: bool) -> None:
    """One face: its record, its geometry (R2), and the start hex as open sea (R1)."""
    FACE(entry, face, ())
    if not isinstance(face, dict):
        return
    edges = face.get("edges")
    edges = edges if isinstance(edges, str) and EDGES.pattern.fullmatch(edges) else None
    areas = face.get("areas") if isinstance(face.get("areas"), list) else None
    _area_edges(entry, edges, areas or [])
    if is_start:
        if edges is not None and "L" in edges:
            entry.error(("edges",),
                        f"the start hex is open sea (R1): expected SSSSSS, got {edges!r}")
        if areas:
            entry.error(("areas",), "the start hex is open sea (R1): expected no land areas")
    else:
        if edges is not None and "S" not in edges:
            entry.error(("edges",), "no S edge: the face could never be placed next to the "
                                    "start hex (R2)")
        if areas == []:
            entry.error(("areas",), "expected at least 1 land area")
        _symbols(entry, face, areas or [])
    fish = face.get("fish")
    if is_int(fish) and fish > 0 and vocab.sea_resources is not None \
            and FISH not in vocab.sea_resources:
        entry.error(("fish",), f"fish icons need {FISH} among the sea_resources of rules.yaml")


def _area_edges(entry: Scope, edges: str | None, areas: list) -> None:
    """R2: a land area touches only L edges; every L edge belongs to exactly one area."""
    owner: dict[int, int] = {}
    for a, area in enumerate(areas):
        touched = area.get("edges") if isinstance(area, dict) else None
        for k, edge in enumerate(touched if isinstance(touched, list) else ()):
            if not is_int(edge) or not 0 <= edge <= 5 or owner.get(edge) == a:
                continue  # reported by the record check
            if edges is not None and edges[edge] == "S":
                entry.error(("areas", a, "edges", k), f"edge {edge} is S in {edges}: a land "
                                                      "area touches only L edges")
            elif edge in owner:
                entry.error(("areas", a, "edges", k),
                            f"edge {edge} already belongs to areas[{owner[edge]}]")
            owner.setdefault(edge, a)
        if isinstance(area, dict) and area.get("icons") == [] and area.get("huts") == 0:
            entry.error(("areas", a), "the land area shows no icon and no hut")
    for edge, kind in enumerate(edges or ""):
        if kind == "L" and edge not in owner:
            entry.error(("edges",), f"L edge {edge} belongs to no land area")


def _symbols(entry: Scope, face: dict, areas: list) -> None:
    """R2: every face but the start hex carries exactly 5 symbols (icons + huts + fish)."""
    icons = huts = 0
    for area in areas:
        if not (isinstance(area, dict) and isinstance(area.get("icons"), list)
                and is_int(area.get("huts")) and area["huts"] >= 0):
            return  # reported by the record check
        icons += len(area["icons"])
        huts += area["huts"]
    fish = face.get("fish")
    if not is_int(fish) or fish < 0:
        return
    total = icons + huts + fish
    if total != SYMBOLS_PER_FACE:
        entry.error((), f"the face carries {total} symbols (icons {icons} + huts {huts} + "
                        f"fish {fish}); R2 requires {SYMBOLS_PER_FACE}")
