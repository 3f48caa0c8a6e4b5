"""The bots still choose the pinned actions (tests/bots/pinned.py): a refactoring of the
bots keeps their decisions (issue 15)."""

import json

import pytest

from .pinned import PINNED, play

GAMES = json.loads(PINNED.read_text())["games"]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g["game"][:3])))
def test_bots_choose_the_pinned_actions(content, game):
    players, length, seed, levels, rounds = game["game"]
    got = play(content, players, length, seed, tuple(levels), rounds)
    want = game["actions"]
    first = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), None)
    assert first is None and len(got) == len(want), (
        f"first different action #{first}: {got[first] if first is not None else None} "
        f"instead of {want[first] if first is not None else None} ({len(got)} vs {len(want)})")
