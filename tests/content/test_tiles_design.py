"""RULES R2 design rules of the shipped tile set (data/tiles.yaml), read through content."""
from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def faces(content):
    """The 48 faces of the double-sided hexes (the start hex excluded)."""
    return [face for hex_ in content.hexes.values() for face in hex_.faces]


def symbols(face) -> int:
    return len(face.icons) + face.huts


def test_48_faces_on_24_hexes(content, faces):
    """R1, R2: 24 double-sided hexes."""
    assert len(content.hexes) == 24 and len(faces) == 48


def test_five_symbols_per_face(faces):
    """R2: every face except the start hex carries exactly 5 symbols (icons + huts + fish)."""
    assert {face.id: symbols(face) for face in faces if symbols(face) != 5} == {}


def test_each_resource_on_at_least_six_faces(content, faces):
    """R2: each resource (fish included, in the sea) appears on at least 6 faces."""
    for resource in content.rules["resources"]:
        on = [face.id for face in faces if any(icon == resource for _, icon in face.icons)]
        assert len(on) >= 6, f"{resource} is on {len(on)} faces: {on}"


def test_huts_are_30_to_45_percent_of_symbols(faces):
    """R2: huts make up roughly 30-45% of all symbols."""
    share = sum(face.huts for face in faces) / sum(symbols(face) for face in faces)
    assert 0.30 <= share <= 0.45, f"huts are {share:.1%} of symbols"


def test_half_the_faces_have_three_or_more_sea_edges(faces):
    """R2: at least half of the faces have 3 or more S edges."""
    seaward = [face.id for face in faces if face.edges.count("S") >= 3]
    assert 2 * len(seaward) >= len(faces), f"only {len(seaward)} of {len(faces)}"


def test_every_face_fits_next_to_the_start_hex(content, faces):
    """R2: every face can be placed next to the start hex in some rotation.

    Placed with rotation k on the side d of the start hex, the face shows its edge j on
    board side (j + k) mod 6 and touches the start hex with board side (d + 3) mod 6, which
    must match the start hex's edge d.
    """
    start = content.start_hex.edges
    for face in faces:
        fits = any(face.edges[j] == start[d]
                   for d in range(6) for k in range(6) for j in range(6)
                   if (j + k) % 6 == (d + 3) % 6)
        assert fits, f"{face.id} ({face.edges}) never matches the start hex"


def test_every_land_edge_leads_into_a_land_area(faces):
    """R2: movement crosses an L edge into the land area touching it."""
    for face in faces:
        for edge, kind in enumerate(face.edges):
            assert (kind == "L") == (face.edge_area[edge] >= 0), (face.id, edge)
