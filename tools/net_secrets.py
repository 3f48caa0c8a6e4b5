"""Secrets on the wire (issue 36, acceptance "secrets on the wire"): random networked games
of 2-5 players on 127.0.0.1, every message each screen and a spectator receive recorded and
checked, in snapshots, rejoins, refusals, the log and up to the end of the game.

    python -m tools.net_secrets --games 200 [--seed 1]

Each game: a host (net.server.GameServer), a screen per seat with an easy bot behind it, a
spectator; now and then a screen is killed and rejoins (exactly what it missed, or, for a
token from an earlier epoch, a snapshot), a screen sends what it may not (another seat's
action, a stale number, an action out of turn), and people talk. Every message received is
checked against:

- the whitelist (net.whitelist, the host's own last check, run again on the receiving side);
- the authority: each move and rewind is exactly what the seam tells the screen's seats
  (journal.told), each view exactly the authority's for that viewer at that move;
- the text itself: no other seat's objective before its reveal (its card id), no seed
  (its number), no key of the state.

It prints one line per game and a last line `N games, M messages checked, K leaks`; exit 1
on any leak. tests/net/test_net_secrets.py runs a small sample.
"""
from __future__ import annotations

import argparse
import random
import re
import sys
import threading
import time
from collections import defaultdict

from archipelago.content import load_content
from archipelago.match.authority import Match, Seat
from archipelago.match.follower import MOVE, REWIND, SNAPSHOT
from archipelago.match.journal import Move, Rewind, told
from archipelago.match.samples import NAMES
from archipelago.net import protocol as p
from archipelago.net.play import BotSeats, drive
from archipelago.net.remote import RemoteGame
from archipelago.net.server import GameServer
from archipelago.net.whitelist import problems

TIMEOUT = 300.0


class Watch:
    """The checks of one game: the authority's outputs noted as the game goes (on the
    host's loop thread), every message each screen takes checked against them."""

    def __init__(self, match):
        self.match = match
        self.items = []                 # per journal item told: (the item, the views of every viewer)
        self.by_n = defaultdict(list)   # action number -> the records and rewinds told with it (undo reuses one)
        self.seed = str(match._state.cfg["seed"])     # (a short seed is a number found anywhere: not checked)
        self.objectives = [pl["objective"] for pl in match._state.players]
        self.messages = 0
        self.leaks = []
        match.listen(self._note)

    def _note(self, item):
        m = self.match
        self.items.append((item, {v: m.shared_view(v) for v in [None, *range(len(m.seats))]}))
        self.by_n[item.n].append(item)

    def trace(self, msg, g):
        """Check one message `g` took, and its text as it came on the wire."""
        text = g.text
        self.messages += 1
        bad = problems(msg, g.holds, text, g.mirror.now() if g.ready else None)   # (a diff: the views it made)
        if len(self.seed) >= 6 and self.seed in text and re.search(rf"(?<![0-9.]){self.seed}(?![0-9.])", text):
            bad.append("the seed")
        public = g.mirror._public() if g.ready else None          # (read, not copied)
        for seat, objective in enumerate(self.objectives):
            if seat in g.holds or objective is None:
                continue
            revealed = public is not None and (public["over"] or public["players"][seat]["revealed"])
            if f'"{objective}"' in text and not revealed and not _reveals(msg, seat):
                bad.append(f"seat {seat}'s objective")
        t = msg["t"]
        if t == SNAPSHOT:                               # (an action taken back was told twice: it and its rewind)
            g.items = len(msg["journal"]) + sum(item["t"] == REWIND for item in msg["journal"])
            for item in msg["journal"]:
                n = (item.get("move") or item.get("rewind"))["n"]
                if all(_item_problems(item, rec, g.holds) for rec in self.by_n[n]):
                    bad.append(f"snapshot: item {n} not as its seats may know it")
        elif t in (MOVE, REWIND) and getattr(g, "items", None) is not None:
            g.items += 1
            if g.items <= len(self.items):
                rec, views = self.items[g.items - 1]
                bad.extend(_item_problems(msg, rec, g.holds))
                if "pub" in msg and msg["pub"] != views[None]:     # (a move caught up at a rejoin)
                    bad.append("the public view after a move caught up differs from the authority's")
                if "now" in msg:                        # (whole, or rebuilt from a diff)
                    bad.extend(f"the view of {v!r} differs from the authority's"
                               for v, view in g.mirror.now()["views"] if view != views[v])
        if bad:
            self.leaks.append((t, sorted(g.holds), bad))


def _reveals(msg, seat):
    """The message itself reveals `seat`'s objective (an event of the reveal, R11)."""
    views = [*msg.get("now", {}).get("views", ()), *([[None, msg["pub"]]] if "pub" in msg else [])]
    return any(view["over"] or view["players"][seat]["revealed"] for _, view in views)


def _item_problems(item, rec, holds):
    """A journal item a screen was sent against the authority's record (or rewind)."""
    if item["t"] == REWIND:
        return [] if isinstance(rec, Rewind) and Rewind.of(item["rewind"]) == rec else ["a rewind not the authority's"]
    if isinstance(rec, Rewind) or Move.of(item["move"]) != told(rec, holds):
        return [f"move {item['move'].get('n')}: not as its seats may know it"]
    return []


def play_one(content, n, seed, rng, level="easy", log=None):
    """One random networked game, every message checked: (messages, leaks)."""
    match = Match.new(content, [Seat(NAMES[i], "remote") for i in range(n)], "short", seed=seed)
    watch = Watch(match)
    server = GameServer(match, grace=rng.choice([0.2, 90.0]))
    server.start()
    wake = threading.Event()
    address = f"127.0.0.1:{server.port}"
    games, players = [], []
    try:
        for seats in [[s] for s in range(n)] + [None]:
            g = RemoteGame.join(content, address, server.code, seats, watch=seats is None, wake=wake.set)
            g.items = None
            g.trace = watch.trace
            g.wait(lambda g: g.ready, TIMEOUT)
            games.append(g)
            players.append(BotSeats(g, level, seed))
        spectator = games[-1]

        rolled = [spectator.mirror.seq]                 # the spectator's messages mischief was rolled for

        def mischief():
            """Rolled once per message the spectator takes (a move, a rewind, talk): as often
            whatever the load (rolled per pass of the drive loop, their number followed the load)."""
            for _ in range(spectator.mirror.seq - rolled[0]):
                misbehave()
            rolled[0] = max(rolled[0], spectator.mirror.seq)

        def misbehave():
            roll = rng.random()
            g = rng.choice(games[:-1])
            if not g.ready or g.closed is not None or g.over:
                return
            if roll < 0.01:                             # a screen dies and comes back
                g.kill_line()
                if rng.random() < 0.3:
                    g.epoch = "an earlier run"          # as after a host restart: a snapshot
                g.rejoin()
            elif roll < 0.025:                          # what a screen may not do
                seat = min(g.holds)
                legal = spectator.mirror.legal() or [None]
                other = (seat + 1) % n
                g.client.send(rng.choice([
                    {"t": p.ACT, "action": [other, "pass", []], "seq": g.mirror.seq},
                    {"t": p.ACT, "action": [seat, "bid", [1]], "seq": 0},
                    {"t": p.ACT, "action": [seat, "build", ["nowhere"]], "seq": g.mirror.seq},
                    {"t": p.UNDO, "seq": g.mirror.seq}, "{broken", str(legal[0])]))
            elif roll < 0.0325:
                g.say(rng.choice(["3 fish for your wood?", "no", "deal"]))

        drive(players, wake, lambda: all(g.ready and g.over for g in games if g.closed is None)
              and all(g.closed is None for g in games), TIMEOUT, mischief)
        if server.leaks:
            watch.leaks.append(("host", [], server.leaks))
        results = {repr(g.result()) for g in games}
        if len(results) != 1:
            watch.leaks.append(("result", [], sorted(results)))
    finally:
        for g in games:
            g.close()
        server.stop()
    if log:
        log(f"game seed {seed}, {n} players: {watch.messages} messages, {len(watch.leaks)} leaks, "
            f"{len(server.refusals)} refusals")
    return watch.messages, watch.leaks


def run(games, seed=1, log=print):
    content = load_content()
    rng = random.Random(seed)
    total, leaks = 0, []
    for _ in range(games):
        n = rng.randint(2, 5)
        got, bad = play_one(content, n, rng.randrange(1, 2 ** 31), rng, log=log)
        total += got
        leaks.extend(bad)
    return total, leaks


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.net_secrets")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    start = time.monotonic()
    total, leaks = run(args.games, args.seed)
    for leak in leaks[:20]:
        print("LEAK", leak, file=sys.stderr)
    print(f"{args.games} games, {total} messages checked, {len(leaks)} leaks ({time.monotonic() - start:.0f} s)")
    return 1 if leaks else 0


if __name__ == "__main__":
    sys.exit(main())
