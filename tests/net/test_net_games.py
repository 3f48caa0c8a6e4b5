"""Whole games over the network (issue 36, acceptance 1): a host and 2, 3, 4 and 5 screens
on 127.0.0.1 (port 0), a bot behind each screen's seat, and a spectator. After every move
each screen's views (its seats' and the public one) equal the authority's at that move
(tests/net/harness.py notes them on the host and checks them as each screen takes each
move); every message each screen takes passes the whitelist; the result every screen
shows equals an in-process replay of the host's action log. Seeds chosen for short games:
the suite's time matters."""
from __future__ import annotations

import random

import pytest

from archipelago.match.journal import Rewind

from .harness import Table


@pytest.mark.slow
@pytest.mark.parametrize("n, seed", [(2, 7), (3, 4), (4, 3), (5, 1)])
def test_net_whole_games_with_2_to_5_screens_match_the_authority_move_by_move(content, n, seed):
    table = Table(content, n, seed)
    try:
        for seat in range(n):
            assert table.join([seat]).holds == {seat}
        spectator = table.join(watch=True)
        rng = random.Random(seed)
        rewinds = []
        first = table.players[0].game

        def now_and_then():                     # the first person takes a step back now and then (R: undo, issue 12)
            if n == 3 and first.may_send() and first.can_undo(0) and rng.random() < 0.2:
                rewinds.append(first.undo(by=0))

        table.play(timeout=120, between=now_and_then)
        assert table.leaks == [] and table.server.leaks == [] and table.server.refusals == []
        assert table.checked >= len(table.told) * (n + 1) * 0.9   # (every screen, nearly every move: a few arrive together)
        result = table.replayed_result()
        for g in table.games:
            assert g.over and g.result() == result
            assert g.log_entries(None) == table.authority(lambda m: m.log_entries(None))
        for pl in table.players:
            seat = min(pl.game.holds)
            assert pl.game.log_entries(seat) == table.authority(lambda m: m.log_entries(seat))
            assert pl.moves > 0
        assert spectator.legal() == [] and spectator.humans == []
        if n == 3:
            assert rewinds and all(rewinds)
            taken_back = table.authority(lambda m: sum(isinstance(item, Rewind) for item in m.journal()))
            assert taken_back == len(rewinds)           # each asked for and done, the log says so everywhere
            for g in table.games:
                assert sum("takes back their last step" in text for _, text, _ in g.log_entries(None)) == taken_back
    finally:
        table.close()
