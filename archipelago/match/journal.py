"""The game told per viewer (issue 36): each applied action as a set of seats may know it
(Move), each action taken back (Rewind), and the log in words built from them (LogBook).

The authority (match/authority.py) keeps a journal, its records and rewinds in the order
they happened, and tells every follower each item as the follower's seats may know it
(match/follower.py); a screen that follows it (match/mirror.py) keeps the same journal
from those messages alone and writes the same log from it. So the log needs nothing but
what a Move carries: who acted, the decision frame's kind, the round and the phase before
the action, and the events the viewer may see.

    told(record, {1})              # the Move as seat 1 may know it
    take_back(journal, rewind)     # the journal after an undo: the action out, the rewind in
    Logs(content, names).entries(journal, viewer)   # the log as `viewer` reads it
"""
from __future__ import annotations

from dataclasses import dataclass, fields

from archipelago.engine.kinds import COUNTER, OFFER, OFFER_CANCELLED, PHASE, ROUND, TURN
from archipelago.i18n import _, language
from archipelago.words.log import log_entry, summary_entries

from .causes import explain


@dataclass(frozen=True)
class Move:
    """One applied action as a viewer (or a set of seats) may know it: who acted, the
    action itself only for the seat that took it (a bid is secret), the events the viewer
    may see, and the decision frame's kind, the round and the phase before it (public:
    the log is worded from them)."""
    n: int                          # action number in the game's log (0-based)
    seat: int
    action: object                  # engine.Action, or None for anyone but its seat
    events: tuple
    frame: str = ""
    round: int = 0
    phase: str = ""

    def doc(self):
        return plain_fields(self)

    @classmethod
    def of(cls, doc):
        return cls(**doc)


@dataclass(frozen=True)
class Rewind:
    """A person took back their last action, number `n` (undo: one's own last action,
    never past a barrier or a handoff, archipelago.history). Public: every follower is told
    it in sequence and the log says so; the frame, round and phase are the undone action's,
    where the game is back to."""
    n: int
    seat: int
    frame: str
    round: int
    phase: str

    def doc(self):
        return plain_fields(self)

    @classmethod
    def of(cls, doc):
        return cls(**doc)


def plain_fields(item):
    """A Move's or a Rewind's fields as a dict (what a message carries; `of` reads it)."""
    names = _NAMES.get(type(item))
    if names is None:
        names = _NAMES[type(item)] = tuple(f.name for f in fields(item))
    return {name: getattr(item, name) for name in names}


_NAMES = {}             # a dataclass -> its fields' names (plain_fields: asked once per class)


def told(rec, seats):
    """A Record (or a Move) as the seats in `seats` may know it (empty: the public); a Move
    the seats may know whole is itself (frozen: nobody changes one)."""
    action = rec.action if rec.seat in seats else None
    events = tuple([ev for ev in rec.events if (vis := ev.get("vis")) is None or vis in seats])
    if type(rec) is Move and action is rec.action and events == rec.events:
        return rec
    return Move(rec.n, rec.seat, action, events, rec.frame, rec.round, rec.phase)


def seen_by(viewer):
    """The seats whose secrets `viewer` (a seat, or None: the public) may know."""
    return frozenset() if viewer is None else frozenset((viewer,))


def take_back(journal, rewind):
    """The journal after `rewind`: its latest action (number rewind.n) taken out, the
    rewind added at the end. Raises ValueError when the latest action is another."""
    i = latest_action(journal)
    if journal[i].n != rewind.n:
        raise ValueError(f"the latest action is number {journal[i].n}, not {rewind.n}")
    del journal[i]
    journal.append(rewind)
    return journal


def latest_action(journal):
    """The index in `journal` of its latest action (what an undo takes back: only rewinds
    follow it). Raises ValueError when it holds none."""
    for i in range(len(journal) - 1, -1, -1):
        if not isinstance(journal[i], Rewind):
            return i
    raise ValueError("no action to take back")


# --- the log in words ----------------------------------------------------------------------------

def marked(ev, counters):
    """An offer made after a counter is a counter-offer (the log tells it once, when it is
    sent: issue 38), and a counter-offer withdrawn ends the trade (the log says they do not
    trade)."""
    t = ev.get("type")
    if t == COUNTER:
        counters.add((ev.get("seat"), ev.get("to")))
    elif t == OFFER and (ev.get("seat"), ev.get("to")) in counters:
        counters.discard((ev.get("seat"), ev.get("to")))
        return dict(ev, counter=True)
    elif t == OFFER_CANCELLED:
        mine = sorted(c for c in counters if c[0] == ev.get("seat"))
        counters.difference_update(mine)
        if mine:
            return dict(ev, to=mine[0][1], counter=True)
    return ev


class LogBook:
    """A game's log in words as one viewer may read it (None: public), written item by
    item (`add`: a Record, a Move, or a Rewind): the engine's events in words, with a header
    at each player's turn of phase 5, and a line for each action taken back, in the
    language spoken when it is made (issue 29). The match keeps one per viewer and language;
    the replay (match.replay) reads it in step."""

    def __init__(self, content, names, viewer):
        self.content, self.names, self.viewer = content, names, viewer
        self.cards = {cid: content.shown("card", cid, "name") for cid in content.cards}
        self.entries = []
        self.seen = 0                   # items written
        self._turn_seat = None
        self._counters = set()
        self._why = {}
        self._marks = []                # per item written: what stood before it (back_to)

    def back_to(self, k):
        """The log as it stood before item `k` was written (the items from `k` on are
        written again: an action taken back, Logs.take_back)."""
        if k < self.seen:
            length, self._turn_seat, counters, why = self._marks[k]
            self._counters, self._why = set(counters), dict(why)
            del self.entries[length:], self._marks[k:]
            self.seen = k

    def add(self, rec):
        """Write the entries of one more item of the game's journal."""
        names, viewer = self.names, self.viewer
        self._marks.append((len(self.entries), self._turn_seat, tuple(self._counters), tuple(self._why.items())))
        if rec.frame == TURN and rec.seat != self._turn_seat:
            self.entries.append(("header", _("{name}'s turn").format(name=names[rec.seat]), rec.seat))
            self._turn_seat = rec.seat
        if isinstance(rec, Rewind):
            self.entries.append(("line", _("{name} takes back their last step.").format(name=names[rec.seat]),
                                 rec.seat))
            self.seen += 1
            return
        for ev in explain(rec, self._why, self.content, names):
            vis = ev.get("vis")
            if vis is not None and vis != viewer:
                continue
            if ev.get("type") in (PHASE, ROUND):
                self._turn_seat = None
            ent = log_entry(marked(ev, self._counters), names, self.cards)
            if ent:
                self.entries.append(ent)
        self.seen += 1


def log_counts(content, names, viewer, items):
    """The log of `items` (records or moves, in order) as `viewer` reads it, in the language
    spoken now: (its entries, how many stood before the first item and after each one), so
    that a replay shows the log up to any position (match.replay, match.away)."""
    book = LogBook(content, names, viewer)
    counts = [0]
    for item in items:
        book.add(item)
        counts.append(len(book.entries))
    return book.entries, counts


class Logs:
    """The log of one journal per viewer and language (issue 29: a switch rewords it whole),
    each LogBook written on as the journal grows. `clear` after the journal changed
    otherwise than by growing (an action taken back)."""

    def __init__(self, content, names):
        self.content, self.names = content, names
        self._books = {}

    def entries(self, journal, viewer):
        """Log entries (kind, text, seat) as `viewer` may read them (None: public)."""
        key = (viewer, language())
        book = self._books.get(key)
        if book is None or book.seen > len(journal):
            book = self._books[key] = LogBook(self.content, self.names, viewer)
        for item in journal[book.seen:]:
            book.add(item)
        return list(book.entries)

    def take_back(self, journal, rewind):
        """journal.take_back, and each log written on from before the action taken out
        (what stood before it is the same: only rewinds followed it)."""
        i = latest_action(journal)
        take_back(journal, rewind)
        for book in self._books.values():
            book.back_to(i)

    def clear(self):
        self._books.clear()


def since_index(moves, seat):
    """The index in `moves` (the game's moves, oldest first) of the first move after `seat`
    last decided (0 when it has not decided yet: the whole game since the deal)."""
    for i in range(len(moves) - 1, -1, -1):
        if moves[i].seat == seat:
            return i + 1
    return 0


def since_last_turn(moves, seat, content, names, limit=12):
    """Public happenings since `seat` last decided, from the public moves (as everyone may
    know them), as log entries with true counts (words.summary_entries: "Ann harvests 2
    fruit"): (entries, how many earlier ones were left out)."""
    start = since_index(moves, seat)
    counters = set()
    events = []
    why = {}
    for i, mv in enumerate(moves):
        for ev in explain(mv, why, content, names):
            if ev.get("vis") is None:
                ev = marked(ev, counters)
                if i >= start:
                    events.append(ev)
    cards = {cid: content.shown("card", cid, "name") for cid in content.cards}
    out = summary_entries(events, names, cards)
    cut = max(0, len(out) - limit)
    return out[cut:], cut
