"""The protocol's parts (issue 36): message bounds and shapes, join codes, the rate limit,
table talk's bound, the whitelist's last check (each kind of leak found in a message made
from a real game), and the host's text of a message, which is match.wire's exactly."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine.kinds import BIDS
from archipelago.match import wire
from archipelago.match.authority import Match, Seat
from archipelago.net import protocol as p
from archipelago.net.server import GameServer
from archipelago.net.whitelist import problems


def test_net_parse_bounds_a_message_and_refuses_what_is_not_one():
    assert p.parse('{"t": "talk", "text": "hi"}') == {"t": "talk", "text": "hi"}
    assert p.parse(wire.dumps({"t": "act", "action": engine.Action(1, "bid", (3,))}))["action"] == \
        engine.Action(1, "bid", (3,))
    for text in ["", "{", "[]", "3", '{"t": 3}', '{"x": 1}', "[" * 3000 + "]" * 3000, b"{}"]:
        with pytest.raises(p.Malformed) as e:
            p.parse(text)
        assert e.value.reason == p.MALFORMED
    with pytest.raises(p.Malformed) as e:
        p.parse('{"t": "talk", "text": "' + "ä" * (p.MAX_IN // 2) + '"}')      # bytes, not characters, count
    assert e.value.reason == p.TOO_BIG


def test_net_join_codes_are_short_random_and_read_forgivingly():
    codes = {p.new_code() for _ in range(200)}
    assert len(codes) == 200 and all(len(c) == p.CODE_LENGTH and set(c) <= set(p.ALPHABET) for c in codes)
    assert not set("01OI") & set(p.ALPHABET)
    code = "K7QX2M"
    assert p.same_code("k7q-x2m", code) and p.same_code(" K7QX 2M", code)
    assert not p.same_code("K7QX2N", code) and not p.same_code(None, code) and not p.same_code(7, code)


def test_net_the_rate_limit_allows_a_burst_then_the_rate():
    now = [0.0]
    limit = p.RateLimit(rate=10, burst=5, clock=lambda: now[0])
    assert [limit.allow() for _ in range(7)] == [True] * 5 + [False] * 2
    assert limit.refused == 2
    now[0] += 0.1                                       # one more message's worth
    assert limit.allow() and not limit.allow()
    now[0] += 10
    assert sum(limit.allow() for _ in range(20)) == 5   # never more than the burst at once


def test_net_table_talk_is_one_printable_line_within_the_bound():
    assert p.clean_talk("  3 fish for\nyour wood?\t") == "3 fish for your wood?"
    assert p.clean_talk("x" * p.TALK_MAX) == "x" * p.TALK_MAX
    for bad in ["", "   ", "\n", "x" * (p.TALK_MAX + 1), None, 5, ["hi"]]:
        assert p.clean_talk(bad) is None


def test_net_a_hello_names_the_protocol_the_rules_revision_and_the_content(content):
    hello = p.hello(content, "ABCDEF", seats={2, 0})
    assert hello == {"t": "hello", "protocol": p.PROTOCOL, "rules": engine.RULES_REVISION,
                     "digest": content.digest, "code": "ABCDEF", "seats": [0, 2]}
    assert p.other_version(hello, content) is None
    other = p.other_version(dict(hello, rules=engine.RULES_REVISION + 1), content)
    assert other["host"]["rules"] == engine.RULES_REVISION and other["you"]["rules"] == engine.RULES_REVISION + 1
    assert p.hello(content, token="t", seq=4, epoch="e") == {**p.versions(content), "t": "hello", "token": "t",
                                                              "seq": 4, "epoch": "e"}


def game_at_bids(content):
    """A real 3-player game played by bots to a moment when bids are sealed (R5.2) and a
    seat holds private events: its follower messages are the material of the leak checks."""
    m = Match.new(content, [Seat(n, "bot") for n in ("Ann", "Bob", "Cy")], "short", seed=3)
    bots = {s: make_bot("heuristic", s, 3, "easy", content=content) for s in range(3)}
    for _ in range(5000):        # (a seed where Ann does not bid last: R3.2 draws the order)
        frames = m.view(0)["frames"]
        if m.round >= 2 and frames and frames[-1]["k"] == BIDS and "mine" in frames[-1]:
            return m
        seat = m.to_act
        m.apply(engine.Action(*bots[seat].choose(m.view(seat), m.legal())), by=seat)
        if m.over:
            break
    raise AssertionError("no sealed bids")


def test_net_the_whitelist_finds_every_kind_of_leak(content):
    m = game_at_bids(content)
    f0 = m.follow({0})
    snap = f0.snapshot()
    assert problems(snap, {0}) == [] and problems(snap, {0}, wire.dumps(snap)) == []
    assert problems(snap, {1})                              # seat 0's views and actions, to seat 1's screen
    now = f0.now()
    leaks = {
        "seed": {"t": "move", "seq": 1, "move": {"n": 1, "seat": 0, "action": None, "events": (), "seed": 4}},
        "state": {"t": "snapshot", "seq": 1, "state": {}},
        "a key among int keys": {"t": "presence", "seq": 1, "x": {3: "a", "seed": 4}},     # (written as pairs)
        "a private event among int keys": {"t": "talk", "seq": 1, "x": [{0: "a", "vis": 1}]},
        "another seat's view": {"t": "presence", "seq": 1, "now": {"views": [[None, m.view(None)], [1, m.view(1)]],
                                                                  "undo": False}},
        "a private event": {"t": "move", "seq": 1, "move": {"n": 1, "seat": 1, "action": None,
                                                            "events": ({"type": "gain", "vis": 1},)}},
        "another's action": {"t": "move", "seq": 1, "move": {"n": 1, "seat": 1, "events": (),
                                                             "action": engine.Action(1, "bid", (3,))}},
        "a sealed bid in the public view": {"t": "move", "seq": 1, "move": {"n": 1, "seat": 0, "action": None,
                                                                              "events": ()},
                                            "now": {"views": [[None, dict(m.view(None), frames=m.view(0)["frames"])],
                                                              [0, m.view(0)]], "undo": False}},
        "others' florins": {"t": "move", "seq": 1, "move": {"n": 1, "seat": 0, "action": None, "events": ()},
                            "now": {"views": [[None, m.view(None)], [0, dict(m.view(0), players=[
                                dict(pl, florins=9) for pl in m.view(0)["players"]])]], "undo": False}},
        "a message of no kind the host sends": {"t": "save", "doc": {}},
    }
    for what, msg in leaks.items():
        assert problems(msg, {0}), what
        if what != "a message of no kind the host sends":
            assert problems(msg, {0}, wire.dumps(msg)), what
    fine = {"t": "move", "seq": 1, "move": {"n": 1, "seat": 0, "action": None, "events": ()}, "now": now}
    assert problems(fine, {0}) == [] and problems(fine, {0}, wire.dumps(fine)) == []


def test_net_the_hosts_text_of_a_message_is_the_wires(content):
    m = game_at_bids(content)
    server = GameServer(m)
    for seats in ({0}, {1, 2}, ()):
        f = m.follow(seats)
        msgs = [f.snapshot(), dict(f.post("move", {"move": {"n": 0, "seat": 0, "action": None, "events": ()}}),
                                   now=f.now()), f.post("presence", {"presence": ["away"] * 3}, now=False)]
        for msg in msgs:
            assert server.text(msg) == wire.dumps(msg)
            assert wire.loads(server.text(msg)) == msg


def test_net_the_least_length_of_a_text_is_never_more_than_its_length(content):
    """wire.least_length, the host's bound on a view's text (it writes a view whole only
    when a diff is not smaller than the bound): never more than the text's length, for
    every view of a game at its bids and for dicts with odd keys; the host's diffs are
    smaller than the views whole (tests/net/test_net_diffs.py)."""
    m = game_at_bids(content)
    odd = [{}, {"": None}, {"~t": 1}, {'"q"': "x", "ü\n": [1]}, {1: "a", "b": 2}, {(1, 2): 3}, [], "text", 3, (1,)]
    for x in [m.view(v) for v in (None, 0, 1, 2)] + odd:
        assert 1 <= wire.least_length(x) <= len(wire.dumps(x)), x
    assert wire.least_length(m.view(None)) > 10 * len(m.view(None))     # (its keys: a bound worth having)


def test_net_the_whitelist_sees_every_value_a_diff_sends(content):
    """A diff of the views (match/viewdiff) is checked with the views it makes: another
    seat's florins set by a diff, a forbidden key in a diff's path or value, a diff sent
    without its views, each is found; an honest diff passes, and its text is the wire's."""
    from archipelago.match import viewdiff
    m = game_at_bids(content)
    f0 = m.follow({0})
    now = f0.now()
    views = dict((v, view) for v, view in now["views"])
    move = {"t": "move", "seq": 1, "move": {"n": 1, "seat": 0, "action": None, "events": ()}}

    def with_diffs(new_views):
        diffs = [[v, viewdiff.diff(views[v], new_views[v])] for v in (None, 0)]
        whole = {"views": [[v, new_views[v]] for v in (None, 0)], "undo": False}
        return dict(move, now={"diffs": diffs, "undo": False}), whole
    rich = dict(views[0], players=[dict(pl, florins=9) for pl in views[0]["players"]])
    leak, whole = with_diffs({None: views[None], 0: rich})
    assert problems(leak, {0}, wire.dumps(leak), whole) and problems(leak, {0}, None, whole)
    keyed, whole = with_diffs({None: dict(views[None], seed=4), 0: views[0]})
    assert problems(keyed, {0}, wire.dumps(keyed), whole)
    path = dict(move, now={"diffs": [[None, [["s", ["seed"], 4]]], [0, []]], "undo": False})
    assert problems(path, {0}, wire.dumps(path), {"views": [[None, views[None]], [0, views[0]]], "undo": False})
    assert problems(path, {0})                              # a diff without the views it makes
    honest, whole = with_diffs({None: dict(views[None], round=views[None]["round"] + 1), 0: views[0]})
    assert problems(honest, {0}, wire.dumps(honest), whole) == []
    assert GameServer(m).text(honest) == wire.dumps(honest)


def test_net_the_whitelists_quick_key_check_finds_what_the_full_walk_finds(content):
    """key_problems looks at each dict's keys as a set and walks again only to say where:
    on real snapshots and on leaks planted deep (in a tuple in a list in a dict) it says
    what the full walk (whitelist.walk) says, path for path."""
    from archipelago.net.whitelist import FORBIDDEN_KEYS, key_problems, walk

    def walked(msg, holds):
        return [f"{path}: the key {key!r}" if key in FORBIDDEN_KEYS else f"{path}: a private event of seat {value!r}"
                for path, key, value in walk(msg)
                if key in FORBIDDEN_KEYS or (key == "vis" and value not in holds)]
    m = game_at_bids(content)
    snaps = [m.follow(seats).snapshot() for seats in ({0}, {1, 2}, ())]
    deep = {"t": "move", "x": [({"a": 1}, [{"b": ({"deck": ()},)}])], "y": ({"vis": 2},)}
    for msg in snaps + [deep, dict(snaps[0], extra=[{"seed": 3}])]:
        for holds in ({0}, {1, 2}, set()):
            assert key_problems(msg, holds) == walked(msg, holds)
    assert key_problems(deep, {0}) == ["('x', 0, 1, 0, 'b', 0, 'deck'): the key 'deck'",
                                       "('y', 0, 'vis'): a private event of seat 2"]
    assert key_problems({"t": "move", "e": [({"vis": 0},)]}, {0}) == []      # a seat's own event passes
