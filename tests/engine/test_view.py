"""Hidden information (ARCHITECTURE, UX "Hot seat and secrets"): a seat's view holds
nobody else's secrets; the public view holds none."""

import json
import random

import pytest

from archipelago import engine
from archipelago.engine import pieces

from .conftest import NAMES


def random_states(content, n, seed, count=12):
    """States along a random game (crisis answers preferred so games last)."""
    rng = random.Random(seed)
    s = engine.new_game(content, NAMES[:n], "medium", seed)
    out = []
    step = 0
    while engine.to_act(s) is not None and len(out) < count:
        la = engine.legal_actions(s)
        pref = [a for a in la if a.kind in ("deliver", "stand", "temple", "bid")]
        calm = [a for a in la if a.kind != "offer"] or la
        engine.apply(s, rng.choice(pref if pref and rng.random() < 0.8 else calm))
        step += 1
        if step % 23 == 0 or s.frames and s.frames[-1]["k"] in ("bids", "fists", "respond"):
            out.append(engine.copy_state(s))
    return out


def scramble_secrets(s, seat):
    """Change everything secret about `seat` (a state no longer conserving totals is
    fine here: only the views are compared)."""
    p = s.players[seat]
    p["florins"] += 17
    p["cubes"] = {r: k + 3 for r, k in p["cubes"].items()}
    p["tokens"] += 2
    if not p["revealed"]:
        p["objective"] = "L01" if p["objective"] != "L01" else "L02"
    p["seen"] = p["seen"] + (("objective", 0, "S01"),)
    for f in s.frames:
        if f["k"] == "bids" and seat in f["who"][:len(f["bids"])]:
            i = f["who"].index(seat)
            f["bids"] = f["bids"][:i] + (f["bids"][i] + 1,) + f["bids"][i + 1:]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_views_hide_other_seats_secrets(content, n):
    for s in random_states(content, n, seed=100 + n):
        for b in range(n):
            other = engine.copy_state(s)
            scramble_secrets(other, b)
            assert engine.view(other, None) == engine.view(s, None)
            for a in range(n):
                if a != b:
                    assert engine.view(other, a) == engine.view(s, a), (a, b)
            json.dumps(engine.view(s, b))


def test_own_secrets_visible(table):
    t = table
    v = engine.view(t.s, 1)
    assert v["players"][1]["florins"] == 10 and v["players"][1]["cubes"] is not None
    assert v["players"][0]["florins"] is None and v["players"][0]["objective"] is None
    assert engine.view(t.s, None)["players"][1]["florins"] is None


def test_bids_sealed_until_reveal(table):
    from archipelago.engine import rounds
    t = table
    t.s.frames = t.s.frames[:1]
    rounds.turn_order(t.s)
    t.do(0, "bid", 4)
    for seat in (None, 0, 1, 2):
        assert engine.view(t.s, seat)["frames"][-1]["bids"] == 1     # only a count


def test_copies_are_independent(table):
    t = table
    h = t.put("H01a", 1, 0)
    t.citizen(0, h)
    c = engine.copy_state(t.s)
    before = engine.to_dict(t.s)
    t.do(0, "place_disc", "taxes")
    assert engine.to_dict(c) == before
    c.players[1]["cubes"]["fish"] += 1
    c.frames[-1]["did"] = 1
    assert t.s.players[1]["cubes"]["fish"] == 0


def _vandalize(v):
    """Empty every list and dict in a view, all the way down (tuples cannot change)."""
    for x in list(v.values() if isinstance(v, dict) else v):
        if isinstance(x, (list, dict, tuple)):
            _vandalize(x)
    if isinstance(v, (list, dict)):
        v.clear()


def test_a_viewer_cannot_change_the_state_through_its_view(content):
    """The view shares the state's tuples and copies every list and dict (issue 12): a
    viewer emptying every container of its view leaves the state and later views as
    they were."""
    for s in random_states(content, 4, seed=7, count=8):
        before = engine.to_dict(s)
        views = [engine.view(s, seat) for seat in (None, 0, 1, 2, 3)]
        again = [json.loads(json.dumps(v)) for v in views]
        for v in views:
            _vandalize(v)
        assert engine.to_dict(s) == before
        assert [json.loads(json.dumps(engine.view(s, seat))) for seat in (None, 0, 1, 2, 3)] == again


def test_the_facts_follow_every_change_of_the_units_and_no_viewer_reaches_them(content):
    """The public facts (pieces.public_facts, R5.3, R5.8) are worked out once per change
    of the units and kept on the state, shared by its copies (issue 40): a view's facts
    are those worked out afresh after an action, after a hand edit of the units or of
    the buildings (no engine.touched needed) and on a copy changed apart from its
    original; a viewer emptying its facts changes no later view's."""
    def fresh(s):
        c = engine.copy_state(s)
        c.facts = None                          # nothing kept: worked out afresh
        return pieces.public_facts(c)

    for s in random_states(content, 4, seed=11, count=8):
        v = engine.view(s, 0)
        assert v["facts"] == fresh(s)
        v["facts"]["control"].clear()
        v["facts"]["citizens"][0]["map"] = 99
        assert engine.view(s, 1)["facts"] == fresh(s)
        copy = engine.copy_state(s)
        placed = [u for u, t in enumerate(copy.units) if t is not None]
        copy.units[placed[0]] = None            # by hand: a unit back in its reserve
        copy.buildings = copy.buildings[:-1]
        assert engine.view(copy, None)["facts"] == fresh(copy) != engine.view(s, None)["facts"]
        assert engine.view(s, None)["facts"] == fresh(s)
        seat = engine.to_act(s)
        engine.apply(s, engine.legal_actions(s)[0])
        assert engine.view(s, seat)["facts"] == fresh(s)


def test_round_trip_and_refused_data(content, table):
    d = engine.to_dict(table.s)
    assert engine.to_dict(engine.from_dict(content, json.loads(json.dumps(d)))) == d
    with pytest.raises(ValueError):
        engine.from_dict(content, dict(d, version=99))


def test_legal_actions_order_does_not_depend_on_hash_seed():
    """Seeded bots pick from legal_actions by position: its order must be the same in
    every process (no iteration over sets of strings)."""
    import subprocess
    import sys
    code = ("import random\n"
            "from archipelago import engine\n"
            "from archipelago.content import load_content\n"
            "c = load_content(); s = engine.new_game(c, ['a', 'b', 'c'], 'short', 3)\n"
            "rng = random.Random(3)\n"
            "for _ in range(600):\n"
            "    la = engine.legal_actions(s)\n"
            "    if not la: break\n"
            "    calm = [a for a in la if a.kind != 'offer']\n"
            "    engine.apply(s, calm[rng.randrange(len(calm))])\n"
            "print(s.log_n, s.round, len(s.buildings), s.rebellion)\n")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env={"PYTHONHASHSEED": str(k), "PATH": "", "PYTHONPATH": "."},
                           check=True).stdout for k in (1, 2, 3)}
    assert len(outs) == 1
