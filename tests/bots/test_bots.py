"""The bots (issue 5): only legal actions, deterministic with a seed, decide from the
view alone, answer a domestic crisis sensibly (R6.1, R6.2), and levels that differ in
their decisions."""

import json

import pytest

from archipelago import engine
from archipelago.bots import KINDS, HeuristicBot, make_bot
from archipelago.engine import invariants

from tests.games import played

from .conftest import crisis_table, give


def play(content, n, length, kinds, seed, rounds=40, on_decision=None):
    """A whole game (or up to `rounds`); returns (state, actions)."""
    s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed)
    bots = [make_bot(kinds[k % len(kinds)][0], k, seed * 10 + k, level=kinds[k % len(kinds)][1],
                     content=content) for k in range(n)]
    actions = []
    while engine.to_act(s) is not None and s.round <= rounds:
        seat = engine.to_act(s)
        legal = engine.legal_actions(s)
        view = engine.view(s, seat)
        a = bots[seat].choose(view, legal)
        assert a in legal, f"seat {seat} chose {a}, not legal"
        if on_decision:
            on_decision(s, seat, view, legal, a)
        engine.apply(s, a)
        actions.append(a)
    for b in bots:
        assert not getattr(b, "failures", None), b.failures[0][1]
    return s, actions


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "normal"])     # hard, expert: test_search.py
def test_heuristic_plays_whole_games_with_legal_actions(content, level):
    """Whole games shared with the other tests (tests/games.py; engine.apply refuses an
    action that is not legal)."""
    for n, length in [(2, "short"), (4, "medium"), (5, "long")]:
        g = played(content, n, length, 4000 + n, bots=[("heuristic", level)])
        assert g.actions and engine.to_act(g.final) is None
        assert invariants.check(g.state()) == []


def test_random_bot_plays_legal_actions(content):
    _, actions = play(content, 3, "short", [("random", "normal")], 11, rounds=4)
    assert len(actions) > 50


@pytest.mark.usefixtures("whole_games")
@pytest.mark.slow
def test_mixed_table(content):
    play(content, 4, "short", [("heuristic", "normal"), ("random", "normal"),
                                ("heuristic", "easy"), ("heuristic", "hard")], 21)


@pytest.mark.usefixtures("whole_games")
@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_seeded_bots_are_deterministic(content, kind):
    first = play(content, 3, "short", [(kind, "normal")], 5, rounds=2)
    again = play(content, 3, "short", [(kind, "normal")], 5, rounds=2)
    assert first[1] == again[1]
    assert engine.to_dict(first[0]) == engine.to_dict(again[0])


def test_heuristic_decides_from_the_view_alone(content):
    """The same decision from a JSON round trip of the view: the bot needs nothing but
    the plain data of `engine.view(state, seat)` (no state object, no hidden field)."""
    seen = []

    def check(s, seat, view, legal, a):
        if len(seen) < 400 and len(legal) > 1:
            twin = make_bot("heuristic", seat, 999 + seat, content=content)
            plain = json.loads(json.dumps(view))
            seen.append((twin.choose(view, legal), twin, plain, legal))

    play(content, 3, "short", [("heuristic", "normal")], 42, rounds=6, on_decision=check)
    assert len(seen) > 100
    for a, _, plain, legal in seen:
        again = make_bot("heuristic", a.seat, 999 + a.seat, content=content)
        assert again.choose(plain, legal) == a


def _tuple_key(a):
    """The canonical order written out as tuples: kind, then each argument (numbers
    before text, numbers by value, text as text)."""
    return a.kind, tuple((0, x, "") if isinstance(x, int) else (1, 0, str(x)) for x in a.args)


def test_canonical_order_is_kind_then_arguments(content):
    """Bots sort the legal actions before choosing (their choice must not depend on the
    engine's listing order); the string keys sort exactly as the tuples they stand for,
    on every decision of a game and on awkward arguments (negative numbers, prefixes)."""
    from archipelago.bots.base import canonical
    A = engine.Action
    lists = [[A(0, "offer", (3,)), A(0, "offers", ()), A(0, "offer", ()), A(0, "of", (1, 2)),
              A(0, "tx", ("ab",)), A(0, "tx", ("abc",)), A(0, "tx", ("ab", -1)),
              A(0, "tx", (-5,)), A(0, "tx", (12,)), A(0, "tx", (2,)), A(0, "tx", (-40, "x")),
              A(0, "tx", ("a", 1)), A(0, "tx", (True,)), A(0, "tx", (0,))]]

    def keep(s, seat, view, legal, a):
        lists.append(list(reversed(legal)))

    play(content, 3, "short", [("random", "normal")], 8, rounds=4, on_decision=keep)
    assert len(lists) > 200
    for legal in lists:
        assert canonical(legal) == sorted(legal, key=_tuple_key)


def test_unknown_kinds_and_levels_are_refused(content):
    with pytest.raises(ValueError):
        make_bot("genius", 0, 1, content=content)
    with pytest.raises(ValueError):
        make_bot("heuristic", 0, 1, level="godlike", content=content)


# --- R6.2: answering a domestic crisis ----------------------------------------------------

def decide(content, s, level="normal"):
    seat = engine.to_act(s)
    bot = make_bot("heuristic", seat, 1, level=level, content=content)
    return bot.choose(engine.view(s, seat), engine.legal_actions(s))


def test_crisis_market_cubes_first(content):
    """R6.1: the free market cube before my own cube or an explorer token."""
    s = crisis_table(content, "fruit", 3, {0: 2, 1: 2})
    give(s, 0, fruit=1, tokens=1)
    assert s.dom["fruit"] >= 1
    assert decide(content, s) == engine.Action(0, "deliver", ("fruit", "market"))


def test_crisis_own_citizens_stand_first(content):
    s = crisis_table(content, "fruit", 3, {0: 2, 1: 2})
    engine.apply(s, decide(content, s))                 # the market cube: 3 to stand
    mine = set(range(s.cfg["citizens"]))
    first = decide(content, s)
    assert first.kind == "stand" and first.args[0] in mine
    engine.apply(s, first)
    second = decide(content, s)
    assert second.kind == "stand" and second.args[0] in mine
    engine.apply(s, second)
    third = decide(content, s)                          # then someone else's
    assert third.kind == "stand" and third.args[0] not in mine
    engine.apply(s, third)
    assert invariants.check(s) == []


def test_crisis_stock_then_tokens(content):
    """Without market cubes: my stock first, then explorer tokens, while my citizens lie."""
    s = crisis_table(content, "cattle", 3, {0: 2, 1: 1})
    s.bank["cattle"] += s.dom["cattle"]
    s.dom["cattle"] = 0
    give(s, 0, cattle=1, tokens=1)
    assert decide(content, s) == engine.Action(0, "deliver", ("cattle", "stock"))
    s2 = crisis_table(content, "cattle", 3, {0: 2, 1: 1})
    s2.bank["cattle"] += s2.dom["cattle"]
    s2.dom["cattle"] = 0
    give(s2, 0, tokens=1)
    assert decide(content, s2) == engine.Action(0, "deliver", ("cattle", "token"))


def test_crisis_whole_colony_kept_from_independence(content):
    """Rebellion near the population: the last player to answer stands up the others'
    citizens too, with whatever it has, rather than let the colony revolt (R6.6)."""
    s = crisis_table(content, "fish", 3, {0: 3, 1: 3, 2: 1})
    s.bank["fish"] += s.dom["fish"]
    s.dom["fish"] = 0
    s.rebellion = 4
    give(s, 2, fish=3)
    seat = 0
    while engine.to_act(s) is not None and s.frames[-1]["k"] == "dcrisis":
        seat = engine.to_act(s)
        engine.apply(s, decide(content, s))
    assert s.over is None, "the colony declared independence"
    assert invariants.check(s) == []
    assert seat == 2


def test_crisis_temple_used(content):
    from archipelago.engine import pieces
    s = crisis_table(content, "wood", 3, {0: 2, 1: 2})
    # seat 0 controls a temple on the hex: its occupant stands, the rest lie
    u = next(u for u in pieces.citizen_slots(s, 0) if s.units[u] is not None)
    s.buildings.append((1, 0, "temple"))
    t = s.units[u]
    s.units[u] = t[:3] + (0, -1, 0)
    a = decide(content, s)
    assert a == engine.Action(0, "temple", (0,))


# --- levels ------------------------------------------------------------------------------

def test_levels_differ_in_decisions(content):
    """The heuristic's easy and hard levels shown the normal game's views choose differently
    often; easy never bids for turn order nor opens trade offers. (The searching hard
    level: tests/bots/test_search.py.)"""
    stats = {"n": 0, "easy": 0, "hard": 0, "easy_bids": 0, "easy_offers": 0}

    def compare(s, seat, view, legal, a):
        if len(legal) < 2:
            return
        stats["n"] += 1
        for level in ("easy", "hard"):
            other = HeuristicBot(seat, seat, level=level, content=content)
            b = other.choose(view, legal)
            if b != a:
                stats[level] += 1
            if level == "easy":
                stats["easy_bids"] += b.kind == "bid" and b.args[0] > 0
                stats["easy_offers"] += b.kind == "offer"

    play(content, 4, "medium", [("heuristic", "normal")], 77, rounds=8, on_decision=compare)
    assert stats["n"] > 200
    assert stats["easy"] / stats["n"] > 0.05
    assert stats["hard"] / stats["n"] > 0.02
    assert stats["easy_bids"] == 0 and stats["easy_offers"] == 0
