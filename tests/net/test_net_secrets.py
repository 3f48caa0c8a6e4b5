"""Secrets on the wire (issue 36, acceptance): a sample of tools/net_secrets.py's random
networked games (2-5 players, a spectator, screens killed and rejoining, snapshots for a
token of an earlier run, refused messages, table talk), every message each screen receives
checked: the whitelist, exactly the authority's per-seat outputs, no other seat's objective
before its reveal, no seed, no key of the state; every screen ends with the same result.
`python -m tools.net_secrets --games 200` runs the full count (README)."""
from __future__ import annotations

import random

import pytest

from tools.net_secrets import Watch, play_one


@pytest.mark.slow
@pytest.mark.parametrize("n, seed", [(2, 404728843), (2, 2063849887), (3, 1272686666), (4, 1580861367), (5, 1)])
def test_net_no_secret_leaves_the_host_in_a_random_networked_game(content, n, seed):
    messages, leaks = play_one(content, n, seed, random.Random(seed))
    assert leaks == [] and messages > 100


def test_net_the_secrets_check_sees_a_leak(content):
    """The check itself: a message with another seat's objective or the seed is caught."""
    from archipelago.match.authority import Match, Seat

    m = Match.new(content, [Seat("Ann", "remote"), Seat("Bob", "remote")], "short", seed=123456789)
    watch = Watch(m)

    class Screen:
        holds = frozenset({0})
        ready = False
        items = None

    for text in ['{"t":"talk","seq":1,"seat":0,"text":"123456789"}']:
        screen = Screen()
        screen.text = text
        watch.trace({"t": "talk", "seq": 1, "seat": 0, "text": "123456789"}, screen)
    assert watch.leaks and "the seed" in watch.leaks[-1][2]
