"""The legal-action lists along recorded games are the recorded ones, element for
element and in order (issue 12: faster legal lists must not change them; bots and the
random player pick from them by position)."""

import json

import pytest

from .record_legal import LEGAL, replay_lists
from .record import GOLDEN, digest

RECORDED = json.loads(LEGAL.read_text())
GAMES = json.loads(GOLDEN.read_text())["games"] + RECORDED["extra"]
LISTS = RECORDED["lists"] + RECORDED["extra_lists"]


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(GAMES)),
                         ids=lambda i: f"{GAMES[i]['players']}p-{GAMES[i]['length']}-"
                                       f"{GAMES[i]['seed']}")
def test_recorded_games_offer_the_recorded_legal_lists(content, i):
    want = LISTS[i]
    assert len(want) == len(GAMES[i]["actions"]) > 100
    for n, rnd, legal in replay_lists(content, GAMES[i]):
        assert digest(legal) == want[n], (
            f"decision {n} (round {rnd}): the legal list differs from the recorded one; "
            f"now {len(legal)} actions: {legal[:8]}...")
