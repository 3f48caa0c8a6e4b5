"""Golden views (issue 27): at every information barrier of the golden games, every seat's
view and the public view are the recorded ones (restricted to the recorded keys).

A secret leaking into a view, a view key renamed or dropped, or a value shown otherwise
fails here. Keys added to the view since the recording are named in ADDED and must be
the same for every viewer (public facts)."""

import json

import pytest

from .record import GOLDEN, digest
from .record_views import VIEWS, barrier_views, restricted

GAMES = json.loads(GOLDEN.read_text())["games"]
RECORDED = json.loads(VIEWS.read_text())["games"]
# View keys added after the recording, each public (equal in every seat's view).
ADDED = frozenset({"facts"})


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(GAMES)),
                         ids=lambda i: f"{GAMES[i]['players']}p-{GAMES[i]['length']}-{GAMES[i]['seed']}")
def test_golden_views_at_every_barrier(content, i):
    rec = RECORDED[i]
    keys = rec["keys"]
    points = iter(rec["at"])
    seen = 0
    for n, views in barrier_views(content, GAMES[i]):
        want_n, want = next(points)
        assert n == want_n, f"the barriers moved: action {n} is one now, {want_n} was recorded"
        for viewer, (v, d) in enumerate(zip(views, want)):
            assert set(v) - set(keys) <= ADDED, f"unrecorded view keys {sorted(set(v) - set(keys) - ADDED)}"
            missing = set(keys) - set(v)
            assert not missing, f"view keys gone: {sorted(missing)}"
            assert digest(restricted(v, keys)) == d, (
                f"action {n} (round {v['round']}): the view of "
                f"{'the public' if viewer == 0 else 'seat %d' % (viewer - 1)} differs from the recorded one")
            for k in ADDED & set(v):
                assert v[k] == views[0][k], f"added key {k!r} differs from the public view's"
        seen += 1
    assert seen == len(rec["at"]) > 10
