"""A host and its screens in one process, for the net tests (issue 36): the server on
127.0.0.1 at a free port (port 0), screens joined as RemoteGames, bots behind the seats
they hold, every wait bounded. Each screen checks every message it takes against the
whitelist (net.whitelist, as the host does on the way out) and, after each move, that its
views are the authority's for its seats at that move (the host's listener notes those)."""
from __future__ import annotations

import hashlib
import json
import threading
import time
from contextlib import contextmanager

from archipelago import engine
from archipelago.history import actions_in_log, replay
from archipelago.match.authority import Match, Seat
from archipelago.match.follower import MOVE, REWIND, SNAPSHOT
from archipelago.match.samples import NAMES
from archipelago.net.play import BotSeats, drive
from archipelago.net.remote import RemoteGame
from archipelago.net.server import GameServer
from archipelago.net.whitelist import problems

WHOLE = 8           # the seed of the three-player games the fault tests play to the end: 534 moves
                    # (seed 11 played 1,977, four times as many as most)
TIMEOUT = 180.0     # a bound on every wait, not a speed check: at load 9 on two cores (a full suite
                    # beside two helpers) a faults test's bot play passed 60 s


def digest(m):
    """The whole game's state as a fingerprint (a refusal leaves it as it was)."""
    return hashlib.sha256(json.dumps(engine.to_dict(m._state), sort_keys=True).encode()).hexdigest()


class Table:
    """A hosted game: `server`, the joined screens (`players`: BotSeats; `watchers`), the
    authority's views after each journal item (`told`), the wake the screens set."""

    def __init__(self, content, n, seed, saves=None, grace=90.0, kinds=None, match=None, **server):
        self.content = content
        kinds = kinds or ["remote"] * n
        self.match = match or Match.new(content, [Seat(NAMES[i], k) for i, k in enumerate(kinds)], "short", seed=seed)
        self.seed = seed
        self.told = []                          # the authority's views after each journal item
        self.match.listen(self._note)
        self.server = GameServer(self.match, saves=saves, grace=grace, **server).start()
        self.wake = threading.Event()
        self.players = []
        self.watchers = []
        self.leaks = []
        self.checked = 0

    def _note(self, item):
        m = self.match
        self.told.append({v: m.shared_view(v) for v in [None, *range(len(m.seats))]})   # (the ones sent)

    def join(self, seats=None, watch=False, level="easy", choose=None, check=True, names=None):
        g = RemoteGame.join(self.content, f"127.0.0.1:{self.server.port}", self.server.code, seats, watch,
                            wake=self.wake.set, names=names)
        g.items = None                          # journal items it has taken (None: no snapshot yet)
        g.trace = self._trace if check else self._count
        g.wait(lambda g: g.ready or g.refusals, TIMEOUT)
        if g.ready:
            (self.watchers if watch else self.players).append(BotSeats(g, level, self.seed, choose))
        return g

    def _count(self, msg, g):
        t = msg["t"]
        if t == SNAPSHOT:                       # (an action taken back was told twice: it and its rewind)
            g.items = len(msg["journal"]) + sum(item["t"] == REWIND for item in msg["journal"])
        elif t in (MOVE, REWIND) and g.items is not None:
            g.items += 1

    def _trace(self, msg, g):
        now = g.mirror.now() if g.ready else None       # the views it holds (not copies, as g.view gives)
        bad = problems(msg, g.holds, g.text, now)       # (as the host checks it: its text; a diff: the views it made)
        if bad:
            self.leaks.append(bad)
        self._count(msg, g)
        if msg["t"] == MOVE and "pub" in msg and g.items <= len(self.told):    # a move caught up at a rejoin
            assert msg["pub"] == self.told[g.items - 1][None], g.items
        if msg["t"] in (MOVE, REWIND) and "now" in msg and g.items <= len(self.told):
            want = self.told[g.items - 1]
            assert [viewer for viewer, _ in now["views"]] == [None, *sorted(g.holds)]
            for viewer, view in now["views"]:
                assert view == want[viewer], (viewer, g.items)
            self.checked += 1

    @property
    def games(self):
        return [pl.game for pl in self.players + self.watchers]

    def play(self, until=None, timeout=TIMEOUT, between=None):
        until = until or (lambda: all(g.ready and g.over for g in self.games))
        drive(self.players + self.watchers, self.wake, until, timeout, between)

    def play_on(self, rounds=2, timeout=TIMEOUT):
        """Play `rounds` more rounds (or to the end): the game served on."""
        start = self.games[0].round
        self.play(until=lambda: all(g.ready and (g.over or g.round >= start + rounds) for g in self.games),
                  timeout=timeout)

    def play_on_without(self, gone, seat, moves, timeout=TIMEOUT):
        """The screens other than `gone` (whose line is down) play on, their bots moving,
        until `moves` more actions are made or every one of them waits on `seat`, the seat
        of the screen that is gone (or the time runs out: then as far as they came). The
        number of actions made before they began."""
        live = [pl for pl in self.players if pl.game is not gone]
        start = self.authority(lambda m: len(m.history))
        moved = start + moves
        try:
            drive(live, self.wake, lambda: self.authority(lambda m: len(m.history)) >= moved
                  or all(pl.game.to_act == seat for pl in live), timeout=timeout)
        except TimeoutError:
            pass
        return start

    def settle(self, timeout=TIMEOUT):
        """Wait until every screen has its answer to what it sent (a bot's move may still be
        on its way when a drive ends) and has taken every message its follower was sent."""
        def behind():
            seqs = self.authority(lambda m: {id(mm.follower): mm.follower.seq for mm in self.server.members.values()})
            want = {mm.token: seqs[id(mm.follower)] for mm in self.server.members.values()}
            return [g for g in self.games if g.closed is None and (g.waiting or g.mirror.seq != want.get(g.token))]
        end = time.monotonic() + timeout
        while behind():
            if time.monotonic() > end:
                raise TimeoutError("a screen did not catch up in time")
            for g in self.games:
                g.pump(0.01)

    def at(self, test, timeout=TIMEOUT):
        """Play until `test()` holds with every screen caught up (nobody acts meanwhile)."""
        end = time.monotonic() + timeout
        while True:
            self.play(until=lambda: all(g.ready and not g.waiting for g in self.games) and test(),
                      timeout=max(0.1, end - time.monotonic()))
            self.settle()
            if test():
                return

    def authority(self, fn):
        return self.server.call(fn)

    @contextmanager
    def held(self, cond):
        """Inside it, no screen's bots move while `cond(match)` holds at the authority: a moment
        between two moves (a bid in, the others' to come) stays for `at` to see. The bots play
        on between two of `at`'s looks, and a look could miss every such moment of a game
        (the game ended and the wait timed out). The authority has a move before the next
        screen is told it is its turn, so no move slips past the hold."""
        steps = [pl.step for pl in self.players]
        for pl, step in zip(self.players, steps):
            pl.step = lambda step=step: False if self.server.call(cond) else step()
        try:
            yield
        finally:
            for pl, step in zip(self.players, steps):
                pl.step = step

    def replayed_result(self):
        """The result of an in-process replay of the host's action log."""
        def log(m):
            return dict(m._state.cfg), actions_in_log(m._state)
        cfg, actions = self.authority(log)
        state, _ = replay(self.content, cfg, actions)
        return engine.result(state)

    def close(self):
        for g in self.games:
            g.close()
        self.server.stop()
