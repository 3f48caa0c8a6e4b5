"""The seam between the authority and a screen (issue 36, build point 1; ARCHITECTURE
"Several screens"): screens follow the authority for the seats they hold, every message
JSON text on an in-memory wire (match/wire.py), numbered without gaps; what a follower
rebuilds from its messages alone (match/mirror.py) is what the authority outputs for its
seats (views, legal actions, moves, the log, undo); nothing leaves the authority that its
seats may not know (the whitelist); undo is a logged rewind every follower is told.

The games are whole bot games with two people among the seats, a person at another
screen ("remote") and a person at the host's screen, played here by bot policies through
Match.apply(action, by=their seat), the person elsewhere taking back moves now and then;
the host (match/host.py) plays the bot seats."""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from archipelago import engine
from archipelago import i18n
from archipelago.bots import make_bot
from archipelago.engine.kinds import BID, BIDS
from archipelago.match import follower as follower_mod
from archipelago.match import wire
from archipelago.match.authority import (GAME_OVER, ILLEGAL, MALFORMED, NOT_TO_ACT, NOTHING_TO_UNDO, WRONG_SEAT,
                                         Match, Refused, Seat)
from archipelago.match.follower import MOVE, REWIND
from archipelago.match.host import Host
from archipelago.match.mirror import Mirror, OutOfStep
from archipelago.match.samples import NAMES

pytestmark = pytest.mark.usefixtures("whole_games")    # bot games through the engine alone: each legal list built once


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


def digest(m):
    """The whole game's state, as a fingerprint (a refusal must leave it as it was)."""
    return hashlib.sha256(json.dumps(engine.to_dict(m._state), sort_keys=True).encode()).hexdigest()


class Screen:
    """A follower at the other end of an in-memory wire: every message is JSON text (each
    view written once per move, as a host does: Match.view_text), read back by a Mirror;
    each is checked against the whitelist (assert_only_its_own) as it is taken, and the
    seats whose actions it carried are noted."""

    def __init__(self, m, seats=()):
        self.texts = []
        self.follower = m.follow(seats, send=lambda msg: self.texts.append(wire.dumps(msg, m.view_text)))
        self.mirror = Mirror(m.content)
        self.mirror.take(self.received(self.follower.snapshot()))
        self.read = 0
        self.numbered = []              # (seq, kind) of each message taken, in order
        self.actions_of = set()         # the seats whose actions it was told
        self.bids = 0                   # its own bids it was told

    def received(self, msg):
        text = wire.dumps(msg) if not isinstance(msg, str) else msg
        msg = wire.loads(text)
        assert_only_its_own(msg, self.follower.seats, text)
        return msg

    def catch_up(self):
        """Take every message sent since the last call (each must follow the last: no gap);
        the kinds of the messages taken."""
        kinds = []
        for text in self.texts[self.read:]:
            msg = self.received(text)
            self.mirror.take(msg)
            kinds.append(msg["t"])
            self.numbered.append((msg["seq"], msg["t"]))
            action = msg["move"]["action"] if msg["t"] == MOVE else None
            if action is not None:
                self.actions_of.add(action.seat)
                self.bids += action.kind == BID
        self.read = len(self.texts)
        assert self.mirror.seq == self.follower.seq
        return kinds

    def started_again(self, m):
        """A fresh screen from a snapshot now (whitelisted too) shows what this one shows."""
        again = Mirror(m.content)
        again.take(self.received(self.follower.snapshot()))
        for viewer in [None, *sorted(self.follower.seats)]:
            assert again.view(viewer) == self.mirror.view(viewer)
            assert again.log_entries(viewer) == self.mirror.log_entries(viewer)
        assert again.seq == self.mirror.seq and again.legal() == self.mirror.legal()


def people_and_bots(n, seed):
    """Seat 0 a person at another screen, seat 1 a person at the host's screen, the rest bots."""
    kinds = ["remote", "human"] + ["bot"] * (n - 2)
    return [Seat(NAMES[i], k, ("normal", "easy")[(i + seed) % 2]) for i, k in enumerate(kinds)]


def play_followed(content, n, seed, check, undo_rate=0.15):
    """Play a whole game; `check(m)` after every move and rewind. Returns the match and
    how many moves were taken back."""
    m = Match.new(content, people_and_bots(n, seed), "short", seed=seed)
    host = Host(m, threaded=False)
    host.delay = 1.0                                    # paced: one bot move per tick
    people = {s: make_bot("heuristic", s, seed, "normal", content=content) for s in (0, 1)}
    rng = random.Random(seed)
    now, rewinds = 0.0, 0
    for _ in range(20_000):
        if m.over:
            break
        seat = m.to_act
        if m.is_bot(seat):
            now += host.delay
            assert host.tick(now) == 1
        else:
            a = people[seat].choose(m.view(seat), m.legal())
            m.apply(engine.Action(*a), by=seat)
            if seat == 0 and m.can_undo(0) and rng.random() < undo_rate:
                check(m)
                assert m.undo(by=0) is not None
                rewinds += 1
        check(m)
    assert m.over
    return m, rewinds


def same_as_authority(m, scr, full=False, made=None):
    """What the screen rebuilt from its messages is what the authority outputs for it (the
    whole log and every move when `full` or after a rewind, else the log's new entries).
    `made`: the authority's outputs asked already at this move, by viewer (the screens
    checked at one move compare with the same ones; each read only)."""
    full = REWIND in scr.catch_up() or full
    mir = scr.mirror
    assert (mir.to_act, mir.over, mir.round, mir.top_frame, mir.version) == \
        (m.to_act, m.over, m.round, m.top_frame, scr.follower.seq)
    views = dict(mir.now()["views"])                    # (the views it holds: mir.view gives copies)
    made = {} if made is None else made
    for viewer in [None, *sorted(scr.follower.seats)]:
        if viewer not in made:
            made[viewer] = (m.view(viewer), m.log_entries(viewer))
        view, log = made[viewer]
        assert views[viewer] == view
        if full:
            assert wire.plain(views[viewer]) == wire.plain(view)        # the same types too
            assert mir.log_entries(viewer) == log
            assert mir.moves(viewer) == m.moves(viewer)
        else:                                           # the log grows: its new entries
            theirs = mir.log_entries(viewer)
            assert len(log) == len(theirs) and log[-8:] == theirs[-8:]
    for seat in scr.follower.seats:
        assert mir.can_undo(seat) == m.can_undo(seat)
    assert mir.legal() == (m.legal() if m.to_act in scr.follower.seats else [])


# --- the whitelist ----------------------------------------------------------------------------------

from archipelago.net.whitelist import problems     # the host's last check on the wire


def assert_only_its_own(msg, seats, text):
    """Nothing in `msg` that a follower of `seats` may not know: no key of the state, no
    other seat's action, private event, view or secret (florins, cubes, tokens, objective
    before its reveal, bid before the reveal). `text`: the message as it came on the wire,
    whose keys the whitelist looks for in it (and walks the message wherever the text may
    hold one the moves do not account for: tests/net/test_net_protocol.py)."""
    seats = set(seats)
    assert problems(msg, seats, text) == []                 # no key of the state, no other seat's private event
    moves = [msg["move"]] if msg["t"] == MOVE else \
        [it["move"] for it in msg.get("journal", ()) if it["t"] == MOVE]
    for mv in moves:
        if mv["action"] is not None:
            assert mv["seat"] in seats and mv["action"].seat == mv["seat"]
    viewers = [v for v, _ in msg["now"]["views"]] if "now" in msg else []
    assert viewers in ([], [None, *sorted(seats)])
    for viewer, view in msg.get("now", {}).get("views", ()):
        assert view["seat"] == viewer
        for p in view["players"]:
            if p["seat"] != viewer:
                assert p["florins"] is None and p["cubes"] is None and p["tokens"] is None and p["seen"] is None
                assert p["objective"] is None or p["revealed"]
        for f in view["frames"]:
            if f.get("k") == BIDS:
                assert isinstance(f["bids"], int)           # sealed: how many have bid, no amounts
                assert "mine" not in f or viewer is not None    # one's own bid, in one's own view only
        assert view["legal"] == [] or viewer == view["to_act"]
    if "now" in msg and msg["now"]["undo"]:
        assert seats


# --- whole games through the wire ------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("n, seed", [(2, 42), (3, 43), (4, 44), (5, 7)])
def test_net_followers_rebuild_whole_games_from_the_wire_and_get_only_what_their_seats_may_know(content, n, seed):
    """A whole game (2-5 players) followed by the remote person's screen, the host's person,
    two people at one screen, the last seat and a spectator. After every move and every
    rewind each one's views, legal actions, undo and log equal the authority's for its
    seats and its numbers have no gap; at the end its moves and whole log do too. Every
    message and snapshot holds nothing its seats may not know (assert_only_its_own): the
    remote person's actions (their bids too) reach only the screens holding their seat,
    a spectator is told no action and may undo nothing; a snapshot taken now and then
    starts a screen that shows what the followed one shows. (The seeds: whole games of the
    usual length; five players with seed 45 played 1,247 moves, twice as many as most.)"""
    screens = []

    def check(m):
        if not screens:
            screens.extend(Screen(m, seats) for seats in ({0}, {1}, {0, 1}, {n - 1}, ()))
        made = {}
        for scr in screens:
            same_as_authority(m, scr, made=made)
        if len(m.history) % 150 == 0:
            for scr in screens:
                scr.started_again(m)
                for last in scr.follower.since(max(0, scr.follower.seq - 1)):   # views' texts written once:
                    assert wire.dumps(last, m.view_text) == wire.dumps(last)    # the same line

    m, rewinds = play_followed(content, n, seed=seed, check=check)
    assert rewinds > 0
    for scr in screens:
        same_as_authority(m, scr, full=True)
        scr.started_again(m)
        assert len(scr.numbered) == len(scr.texts)                      # every message taken (read once)
        assert [seq for seq, _ in scr.numbered] == list(range(1, len(scr.texts) + 1))
        assert sum(t == REWIND for _, t in scr.numbered) == rewinds     # every rewind, to every screen
        assert scr.mirror.result() == m.result() is not None
        assert scr.actions_of == set(scr.follower.seats)                # its own seats' actions only
    assert screens[0].bids > 0 and screens[2].bids >= screens[0].bids   # the remote person's bids: theirs
    spectator = screens[-1].mirror
    for seat in range(n):
        assert spectator.since_last_turn(seat) == m.since_last_turn(seat)


# --- catching up --------------------------------------------------------------------------------------

def test_net_a_follower_that_missed_messages_gets_them_or_a_snapshot(content, monkeypatch):
    """A screen whose messages were lost gets exactly the ones it missed (the last with
    where the game stands now); when they are no longer kept, a snapshot, from which it
    follows on; a message out of step is refused and changes nothing."""
    monkeypatch.setattr(follower_mod, "BACKLOG", 40)
    m = Match.new(content, people_and_bots(4, 3), "short", seed=3)
    scr = Screen(m, {0})
    lost = []
    scr.follower.send = lost.append                     # the line drops: nothing arrives
    host = Host(m, threaded=False)
    host.delay = 1.0
    now = 0.0
    people = {s: make_bot("heuristic", s, 3, "normal", content=content) for s in (0, 1)}

    def step():
        nonlocal now
        seat = m.to_act
        if m.is_bot(seat):
            now += 1.0
            host.tick(now)
        else:
            m.apply(engine.Action(*people[seat].choose(m.view(seat), m.legal())), by=seat)

    for _ in range(25):
        step()
    missed = scr.follower.since(scr.mirror.seq)
    assert [msg["seq"] for msg in missed] == list(range(1, 26)) and "now" in missed[-1]
    assert all("now" not in msg for msg in missed[:-1])
    with pytest.raises(OutOfStep):
        scr.mirror.take(wire.loads(wire.dumps(missed[3])))     # (not the next one)
    assert scr.mirror.seq == 0
    for msg in missed:
        scr.mirror.take(wire.loads(wire.dumps(msg)))
    assert scr.follower.since(scr.mirror.seq) == []
    same_as_authority(m, scr, full=True)
    for _ in range(60):
        step()
    assert scr.follower.since(scr.mirror.seq) is None      # too long ago: no longer kept
    assert scr.follower.since(-1) is None and scr.follower.since(10 ** 6) is None
    scr.mirror.take(wire.loads(wire.dumps(scr.follower.snapshot())))
    same_as_authority(m, scr, full=True)
    scr.follower.send = lambda msg: scr.texts.append(wire.dumps(msg))   # the line is back
    for _ in range(30):
        step()
        same_as_authority(m, scr, full=True)


# --- who may act -----------------------------------------------------------------------------------

@pytest.mark.slow
def test_net_the_authority_refuses_a_forged_seat_out_of_turn_illegal_and_malformed_actions(content):
    """An action of another seat than the one speaking, an action by a seat that does not
    decide now, an action that is not legal, something that is not an action, an action
    after the end: each refused with its reason; the state, the history and every
    follower's numbers are as they were."""
    m = Match.new(content, people_and_bots(3, 5), "short", seed=5)
    scr = Screen(m, {0})
    rng = random.Random(5)
    checked = 0
    while not m.over:
        seat = m.to_act
        legal = m.legal()
        if len(m.history) % 23 == 0:
            other = (seat + 1) % 3
            before = (digest(m), len(m.history), m.version, scr.follower.seq, m.log_entries(None))
            cases = [(legal[0], other, WRONG_SEAT),                             # a forged seat
                     (engine.Action(other, legal[0].kind, legal[0].args), other, NOT_TO_ACT),   # out of turn
                     (engine.Action(seat, "build", ("nowhere",)), seat, ILLEGAL),
                     (engine.Action(seat, legal[0].kind, (10 ** 6,) * 3), seat, ILLEGAL),
                     (["x"], seat, MALFORMED), ([seat, "bid", [True]], seat, MALFORMED), (None, seat, MALFORMED)]
            for action, by, reason in cases:
                with pytest.raises(Refused) as refused:
                    m.apply(action, by=by)
                assert refused.value.reason == reason and isinstance(refused.value, engine.IllegalAction)
            assert (digest(m), len(m.history), m.version, scr.follower.seq, m.log_entries(None)) == before
            checked += 1
        a = rng.choice(legal)
        m.apply([a.seat, a.kind, list(a.args)], by=seat)   # (its JSON form is an action too)
    assert checked >= 10
    before = digest(m)
    with pytest.raises(Refused) as refused:
        m.apply(engine.Action(0, "pass", ()), by=0)
    assert refused.value.reason == GAME_OVER and digest(m) == before


# --- undo: a logged rewind ---------------------------------------------------------------------------

def first_undoable(content, seed=9):
    """A game at a person's move that they may take back (the person at another screen)."""
    m = Match.new(content, people_and_bots(3, seed), "short", seed=seed)
    host = Host(m, threaded=False)
    people = {s: make_bot("heuristic", s, seed, "normal", content=content) for s in (0, 1)}
    for _ in range(5000):
        seat = m.to_act
        if m.is_bot(seat):
            host.tick(0.0)
            continue
        m.apply(engine.Action(*people[seat].choose(m.view(seat), m.legal())), by=seat)
        if seat == 0 and m.can_undo(0) and m.round >= 1:
            return m
    raise AssertionError("no move to take back")


def test_net_undo_is_a_rewind_in_the_log_and_told_to_every_follower_in_sequence(content):
    """Undo stays the rule it was (one's own last action, never past a barrier or a
    handoff) and is now an entry in the log, in both languages, and a message every
    follower is told next: each drops the undone move and shows the earlier view."""
    m = first_undoable(content)
    last = m.history[-1]
    screens = [Screen(m, seats) for seats in ({0}, {2}, ())]
    m2 = Match.new(content, people_and_bots(3, 9), "short", seed=9)   # the same game, one action short
    for rec in m.history[:-1]:
        m2.apply(rec.action, by=rec.seat)
    log_before = {v: m2.log_entries(v) for v in (None, 0, 2)}
    assert m.why_not_undo(1) == NOT_TO_ACT and not m.can_undo(2)
    rewind = m.undo(by=0)
    assert (rewind.n, rewind.seat, rewind.frame, rewind.round, rewind.phase) == \
        (last.n, 0, last.frame, last.round, last.phase)
    assert digest(m) == digest(m2)
    line = ("line", f"{NAMES[0]} takes back their last step.", 0)
    turn = ("header", f"{NAMES[0]}'s turn", 0)
    for v in (None, 0, 2):
        log = m.log_entries(v)
        assert log[-1] == line
        rest = log[:-1]                                                 # the undone move's entries are gone;
        if rest != log_before[v]:                                       # the rewind is told in the turn it
            assert rest == log_before[v] + [turn]                       # took back, under that turn's header
    with i18n.speaking("de"):
        assert m.log_entries(None)[-1] == ("line", f"{NAMES[0]} nimmt den letzten Schritt zurück.", 0)
    for scr in screens:
        assert scr.catch_up() == [REWIND] and scr.mirror.seq == scr.follower.seq == 1    # the next message
        for viewer in [None, *scr.follower.seats]:
            assert scr.mirror.view(viewer) == m2.view(viewer) == m.view(viewer)
            assert scr.mirror.log_entries(viewer) == m.log_entries(viewer)
            assert scr.mirror.moves(viewer) == m2.moves(viewer)
    assert m.why_not_undo(0) in (None, NOTHING_TO_UNDO)
    m.handoff()                                                         # a curtain: undo stops there
    assert m.why_not_undo(0) == NOTHING_TO_UNDO and m.undo(by=0) is None
