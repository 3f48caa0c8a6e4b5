"""A screen following the authority for the seats it holds (issue 36, ARCHITECTURE "Several
screens"): the host's side of every message a screen at another computer (or a spectator)
is sent.

    f = match.follow({1})                  # seat 1's screen; follow() with no seats: a spectator
    f.send = queue.put                     # each message as it is made (or read them from since())
    f.since(41)                            # the messages after number 41, or None: too old
    f.snapshot()                           # where the game stands, for a screen that starts or lost track

Each follower numbers its messages 1, 2, 3 ... without gaps. A message is a dict whose
"t" says what it is and "seq" its number (match/wire.py carries it as JSON):

    {"t": "move",   "seq", "move": Move doc, "now": ...}       an action as its seats may know it
    {"t": "rewind", "seq", "rewind": Rewind doc, "now": ...}   an action taken back (undo)
    post(kind, body)                                           later kinds (presence, table talk)

"now" is where the game stands after the message, for the follower: the views of its seats
and the public view ([[viewer, view], ...], the public first), and whether its seat to act
may take back its last action. A view holds that seat's legal actions when it decides, and
the result once the game is over. A screen takes the views of the last message that
carried them; `since` gives the missed messages with the current "now" on the last one, and each
missed move before it with "pub", the public view after it (a screen that rejoins can
replay the public moves it missed, match.away; issue 41).

A snapshot (not numbered: it stands at the follower's last number) holds the seats (names,
kinds, levels, styles), the seats the follower holds, the journal as its seats may know it
(every move and rewind, from which the screen words the log in its own language), and
"now". Nothing else ever leaves the authority (the whitelist): no seed, no state, no
save, no other seat's private events, action or bid.
"""
from __future__ import annotations

from collections import deque

from .journal import Rewind, told

MOVE, REWIND, SNAPSHOT = "move", "rewind", "snapshot"
BACKLOG = 512                   # messages kept for a screen that missed some (else: a snapshot)


class Follower:
    def __init__(self, match, seats=(), send=None):
        seats = frozenset(seats)
        if any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < len(match.seats) for s in seats):
            raise ValueError(f"no such seats: {sorted(seats, key=repr)}")
        self._match = match
        self.seats = seats
        self.send = send                # send(message), or None: read them with since()
        self.seq = 0                    # the number of the last message made
        self._kept = deque(maxlen=BACKLOG)
        self._pubs = deque(maxlen=BACKLOG)      # the public view after each kept message (a move's; else None)

    @property
    def viewers(self):
        """Whose views the follower is sent: the public view, then each of its seats'."""
        return [None] + sorted(self.seats)

    def now(self):
        m = self._match
        seat = m.to_act
        return {"views": [[v, m.shared_view(v)] for v in self.viewers],
                "undo": seat in self.seats and m.can_undo(seat)}

    def post(self, kind, body, now=True):
        """Make, keep and send the next message: {"t": kind, "seq": n, **body} (and "now")."""
        self.seq += 1
        msg = {"t": kind, "seq": self.seq, **body}
        self._kept.append(msg)
        self._pubs.append(self._match.shared_view(None) if kind == MOVE else None)
        if self.send is not None:
            self.send(dict(msg, now=self.now()) if now else msg)
        return msg

    def tell(self, item):
        """The authority's journal grew by `item` (a Record, or a Rewind)."""
        if isinstance(item, Rewind):
            self.post(REWIND, {"rewind": item.doc()})
        else:
            self.post(MOVE, {"move": told(item, self.seats).doc()})

    def since(self, seq):
        """The messages after number `seq`, the last with the current "now" ([] when none
        was missed), or None when they are no longer kept (or `seq` is not one of this
        follower's numbers): then the screen needs a snapshot."""
        if not isinstance(seq, int) or isinstance(seq, bool) or not 0 <= seq <= self.seq:
            return None
        if seq == self.seq:
            return []
        if not self._kept or self._kept[0]["seq"] > seq + 1:
            return None
        out = [dict(m, pub=pub) if pub is not None else m for m, pub in zip(self._kept, self._pubs) if m["seq"] > seq]
        last = {k: v for k, v in out[-1].items() if k != "pub"}
        out[-1] = dict(last, now=self.now())
        return out

    def snapshot(self):
        m = self._match
        seats = [{k: d[k] for k in ("name", "kind", "level", "style")} for d in m.seat_docs()]
        journal = [{"t": REWIND, "rewind": item.doc()} if isinstance(item, Rewind)
                   else {"t": MOVE, "move": told(item, self.seats).doc()} for item in m.journal()]
        return {"t": SNAPSHOT, "seq": self.seq, "seats": seats, "holds": sorted(self.seats),
                "journal": journal, "now": self.now()}

    def close(self):
        """Stop following (the screen left)."""
        self._match.unfollow(self)
