"""The view diff (issue 36, speed on the wire; match/viewdiff.py): a small JSON diff of
dicts and lists that makes the view a screen has into the authority's next one. Checked on
the views of whole bot games (every seat and the public view, after every move and every
undo), through the wire's own text (match/wire.py: tuples, actions, int-keyed dicts)."""
from __future__ import annotations

import copy
import random

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine.core import immutable
from archipelago.match import viewdiff, wire
from archipelago.match.authority import Match, Seat
from archipelago.match.samples import NAMES
from tests.games import played

pytestmark = pytest.mark.usefixtures("whole_games")    # bot games through the engine alone: each legal list built once


def test_net_viewdiff_sets_removes_truncates_and_appends_and_keeps_tuples_whole():
    old = {"a": 1, "b": {"x": [1, 2, 3], "y": (1, 2)}, "gone": True, 3: "three"}
    new = {"a": 2, "b": {"x": [1, 5], "y": (1, 3)}, "new": [None], 3: "three", 4: {"k": []}}
    ops = viewdiff.diff(old, new)
    assert ["d", ["gone"]] in ops and ["s", ["a"], 2] in ops and ["t", ["b", "x"], 2] in ops
    assert ["s", ["b", "y"], (1, 3)] in ops                 # a tuple is a value: set whole
    assert viewdiff.apply(wire.loads(wire.dumps(ops)), copy.deepcopy(old)) == new
    longer = {"a": [1], "b": [1, 2, 3]}
    assert viewdiff.apply(viewdiff.diff({"a": [1], "b": [1]}, longer), {"a": [1], "b": [1]}) == longer
    assert viewdiff.diff(new, copy.deepcopy(new)) == []
    assert viewdiff.diff({"a": [1]}, {"a": (1,)}) == [["s", ["a"], (1,)]]   # (a list and a tuple: the type tells)
    with pytest.raises(viewdiff.BadDiff):
        viewdiff.apply([["s", ["no", "such"], 1]], {"a": 1})
    with pytest.raises(viewdiff.BadDiff):
        viewdiff.apply([["t", ["a"], 0]], {"a": 1})


@pytest.mark.slow
@pytest.mark.parametrize("n, seed", [(2, 3), (4, 8), (5, 13)])
def test_net_viewdiff_rebuilds_every_view_of_whole_games_and_is_mostly_far_smaller(content, n, seed):
    seats = [Seat(NAMES[i], "remote") for i in range(n)]
    m = Match.new(content, seats, "short", seed=seed)
    bots = {s: make_bot("heuristic", s, seed, "easy", content=content) for s in range(n)}
    rng = random.Random(seed)
    viewers = [None, *range(n)]
    have = {v: wire.loads(wire.dumps(m.view(v))) for v in viewers}      # what a screen holds
    sizes = []
    steps = 0
    while not m.over and steps < 3000:
        seat = m.to_act
        if m.can_undo(seat) and rng.random() < 0.1:
            m.undo(by=seat)
        else:
            m.apply(bots[seat].choose(m.view(seat), m.legal()), by=seat)
        for v in viewers:
            new = m.view(v)
            text = wire.dumps(viewdiff.diff(have[v], new))             # (read back exactly: its length once)
            have[v] = viewdiff.apply(wire.loads(text), have[v])
            assert have[v] == new, (steps, v)
            sizes.append((len(text), len(wire.dumps(new))))
            assert wire.least_length(new) <= sizes[-1][1]       # (the host's bound: net.server)
        steps += 1
    assert m.over
    small = sorted(d / w for d, w in sizes)
    assert small[len(small) // 2] < 0.25                      # the median diff: under a quarter of its view


def copied(x):
    """Plain data copied as deep as copy.deepcopy copies it, in far fewer steps: every dict
    and list new, a tuple shared only when nothing in it can change (engine.core.immutable)."""
    t = type(x)
    if t is dict:
        return {k: copied(v) for k, v in x.items()}
    if t is list:
        return [copied(v) for v in x]
    if isinstance(x, tuple) and not immutable(x):
        return tuple(map(copied, x)) if t is tuple else t(*map(copied, x))
    return x


def containers(x):
    """The ids of every dict and list in `x`, at any depth (in tuples too)."""
    out, todo = set(), [x]
    while todo:
        y = todo.pop()
        if type(y) in (dict, list):
            out.add(id(y))
        if isinstance(y, (dict, list, tuple)):
            todo.extend(y.values() if type(y) is dict else y)
    return out


def test_net_viewdiff_applied_leaves_the_older_view_as_it_was_and_shares_the_rest(content):
    """viewdiff.applied (a screen's Mirror keeps its older views: the away replay's tape)
    gives what apply on a whole copy gives, changes nothing in the view it starts from, and
    copies only what lies on the diff's paths: every move of a bot game, each view kept."""
    g = played(content, 4, "short", 8)
    viewers = [None, 0, 1, 2, 3]
    s = g.start()
    have = {v: engine.view(s, v) for v in viewers}
    shared = 0
    for _, a, _ in g.steps[:400]:
        engine.apply(s, a)
        for v in viewers:
            new = engine.view(s, v)
            ops = wire.loads(wire.dumps(viewdiff.diff(have[v], new)))
            before = copied(have[v])
            got = viewdiff.applied(ops, have[v])
            assert have[v] == before                            # the older view unchanged
            assert got == new == viewdiff.apply(ops, copied(before))
            shared += got is not have[v] and got["hexes"] is have[v]["hexes"]
            have[v] = got
    assert shared > 0                                           # what no diff touched is not copied
    assert not containers(copied(have[0])) & containers(have[0])    # (the copies before: nothing shared
                                                                    # that could change)
    with pytest.raises(viewdiff.BadDiff):
        viewdiff.applied([["s", ["no", "such"], 1]], {"a": 1})
    with pytest.raises(viewdiff.BadDiff):
        viewdiff.applied([["t", ["a"], 0]], {"a": 1})
    old = {"a": [1, 2, 3], "b": {"c": [4]}}
    new = viewdiff.applied([["t", ["a"], 1], ["s", ["b", "c", 1], 5], ["d", ["b", "c"]], ["s", ["d"], 0]], old)
    assert new == {"a": [1], "b": {}, "d": 0} and old == {"a": [1, 2, 3], "b": {"c": [4]}}
