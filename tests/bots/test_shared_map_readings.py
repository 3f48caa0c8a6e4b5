"""Readings shared by the map and by the measure weights (issue 12: where a hex could go
next, kept per placed positions; the town-icon weights, kept per weights) equal the
values a reading works out afresh, also on views whose map or weights differ."""

import json

import pytest

from archipelago.bots import reading, values
from archipelago.bots.knowledge import knowledge

from .test_shared_readings import assert_fresh, read_all, refacts, variants, views

pytestmark = pytest.mark.usefixtures("whole_games")    # bot games through the engine alone: each legal list built once

MEMOS = (reading._EXPLORE_FROM, reading._TOWN_ICONS, values._WEIGHTS)
SHARED = ("explore_from", "can_explore", "town_icon_weights")


def map_variants(v, content):
    """The view's variants, and copies with a hex added at the map's edge or one removed."""
    out = variants(v, content)
    for edit in ("add", "drop"):
        c = json.loads(json.dumps(v))
        if edit == "add":
            q, r = c["hexes"][-1][:2]
            c["hexes"].append([q + 1, r, c["hexes"][-1][2], 0, 0])
        elif len(c["hexes"]) > 2:
            c["hexes"].pop()
            c["units"] = [t if t is None or t[0] < len(c["hexes"]) else None for t in c["units"]]
        out.append(refacts(c))
    return out


@pytest.mark.slow
def test_shared_map_and_weight_values_equal_fresh_ones(content):
    k = knowledge(content)
    sample = [(x, lv) for v, lv in views(content)[::3] for x in map_variants(v, content)]
    assert len(sample) >= 500
    warm = read_all(k, sample, MEMOS, SHARED)
    # other readings served many of these
    assert len(reading._EXPLORE_FROM) < len(sample) / 4
    assert len(reading._TOWN_ICONS) < len(sample) / 4
    assert any(w["town_icon_weights"] for w in warm) and any(w["can_explore"] for w in warm)
    assert_fresh(k, sample, warm, MEMOS, SHARED)
