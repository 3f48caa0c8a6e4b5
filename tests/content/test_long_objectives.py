"""R11.1, ruling of 2026-11-28 (issue 31): a long game must be longer than a medium one, so
every long objective's end condition is strictly farther than that of every medium card
with the same counter, for every player count (the rule the content validator enforces),
shown here card by card on the shipped data.

A long card may watch a sum of counters (markets + ports, ...). No medium card watches
such a sum, so the validator's rule asks nothing of it; here, when a medium card watches
each part, it must not hold before a medium end: whenever the sum reaches its threshold,
one of its parts has reached the end of every medium card watching that part."""

import pytest

from archipelago.vocab import END_COUNTERS

LONG = [f"L{i:02d}" for i in range(1, 11)]


def threshold(objective, n):
    cond = objective.ends_when
    bound = cond.get("at_least", cond.get("at_most"))
    return bound.get("base", 0) + bound.get("per_player", 0) * n


def counts(objective, n):
    return n not in objective.without_players


def medium_cards(content, counter):
    return [o for o in content.objectives.values()
            if o.length == "medium" and o.ends_when["counter"] == counter]


@pytest.mark.parametrize("card", LONG)
def test_each_long_end_is_farther_than_every_medium_end_of_its_counter(content, card):
    rules = content.rules["players"]
    long = content.objectives[card]
    assert long.length == "long"
    counter = long.ends_when["counter"]
    parts = counter.split("+")
    assert all(p in END_COUNTERS for p in parts)
    at_least = "at_least" in long.ends_when
    compared = 0
    for n in range(rules["min"], rules["max"] + 1):
        if not counts(long, n):
            continue
        mine = threshold(long, n)
        for medium in medium_cards(content, counter):
            if counts(medium, n):
                assert ("at_least" in medium.ends_when) == at_least, medium.id
                theirs = threshold(medium, n)
                assert (mine > theirs if at_least else mine < theirs), (card, medium.id, n)
                compared += 1
        if len(parts) > 1 and all(medium_cards(content, p) for p in parts):
            # some part reaches ceil(mine / parts); that share ends every medium card of
            # the part, so the sum cannot hold while all those medium ends fail
            share = -(-mine // len(parts))
            for part in parts:
                for medium in medium_cards(content, part):
                    if counts(medium, n) and "at_least" in medium.ends_when:
                        assert share >= threshold(medium, n), (card, medium.id, n)
                        compared += 1
    if card in ("L05", "L06"):
        assert compared == 0        # a counter no medium card watches (hexes, ships + ports)
    else:
        assert compared > 0


def test_the_long_cards_that_repeated_medium_ones_no_longer_do(content):
    """Before the ruling L02 = M09, L05 = M04 and L10 = M10 (docs/BALANCE.md)."""
    for long, medium in (("L02", "M09"), ("L05", "M04"), ("L10", "M10")):
        assert content.objectives[long].ends_when != content.objectives[medium].ends_when
