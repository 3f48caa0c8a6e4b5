"""The follower's side (issue 36): what a screen that follows the authority from elsewhere
knows of the game, kept from the messages it is sent alone (match/follower.py), never
from a state: the views of its seats and the public view, the journal (moves as its seats
may know them, rewinds) and the log worded from it, the seats, and whether its seat to act
may take back its last action. A game joined over the network holds one and answers the
screens' questions from it (the same questions match.session.LocalGame answers).

    mirror = Mirror(content)
    mirror.take(follower.snapshot())      # where the game stands
    mirror.take(message)                  # each next message, numbered without gaps
    mirror.view(seat), mirror.log_entries(seat), mirror.moves(seat), mirror.legal()

A message out of step (a gap: one was lost) raises OutOfStep and changes nothing; the
screen then asks for what it missed (Follower.since) or a snapshot.
"""
from __future__ import annotations

from . import viewdiff
from .away import Away, PublicTape, since_index
from .follower import MOVE, REWIND, SNAPSHOT
from .journal import Logs, Move, Rewind, seen_by, since_last_turn, told
from .seats import Seat


def fresh(x):
    """`x` with every list and dict in it copied (tuples kept: they never change)."""
    t = type(x)
    if t is dict:
        return {k: fresh(v) if type(v) in _COPIED else v for k, v in x.items()}
    if t is list:
        return [fresh(v) if type(v) in _COPIED else v for v in x]
    return x


_COPIED = frozenset((dict, list))       # (fresh: everything else is kept without a call)


class OutOfStep(Exception):
    """A message whose number does not follow the last one taken (or none was taken)."""


class Mirror:
    def __init__(self, content):
        self.content = content
        self.seq = None                 # the number of the last message taken (None: no snapshot yet)
        self.seats = []                 # match.seats.Seat of every seat (name, kind, level, style)
        self.holds = frozenset()        # the seats this screen follows (none: a spectator)
        self._journal = []
        self._views = {}                # viewer -> view (None: the public view)
        self._undo = False
        self._logs = None
        self._tape = PublicTape()       # the public view after each move told here (the away replay)

    # --- taking messages --------------------------------------------------------------------------
    def take(self, msg):
        """Take one message (a snapshot starts over)."""
        if msg["t"] == SNAPSHOT:
            self._start(msg)
            return
        if self.seq is None or msg["seq"] != self.seq + 1:
            raise OutOfStep(f"message {msg['seq']} after {self.seq}")
        views = self._views_after(msg["now"]) if "now" in msg else None
        self.seq = msg["seq"]
        if msg["t"] == MOVE:
            self._journal.append(Move.of(msg["move"]))
        elif msg["t"] == REWIND:
            rewind = Rewind.of(msg["rewind"])
            self._logs.take_back(self._journal, rewind)     # (the log written again from there)
            self._tape.drop(rewind.n)
        if views is not None:
            self._views, self._undo = views, msg["now"]["undo"]
            if msg["t"] == MOVE:
                self._tape.keep(self._journal[-1].n, views[None])
        elif msg["t"] == MOVE and isinstance(msg.get("pub"), dict):
            self._tape.keep(self._journal[-1].n, msg["pub"])     # a move caught up after a drop (Follower.since)

    def _start(self, snap):
        self.seq = snap["seq"]
        self.seats = [Seat.from_dict(d) for d in snap["seats"]]
        self.holds = frozenset(snap["holds"])
        self._journal = [Rewind.of(item["rewind"]) if item["t"] == REWIND else Move.of(item["move"])
                         for item in snap["journal"]]           # (the actions taken back are out already)
        self._logs = Logs(self.content, [s.name for s in self.seats])
        self._views, self._undo = self._views_after(snap["now"]), snap["now"]["undo"]
        self._tape.clear()
        moves = [mv for mv in self._journal if not isinstance(mv, Rewind)]
        self._tape.keep(moves[-1].n if moves else -1, self._views[None])

    def _views_after(self, now):
        """The views a message's "now" gives: whole, or the views held changed by its diffs
        (match.viewdiff); raises OutOfStep when a diff does not fit them (nothing changed)."""
        if "diffs" not in now:
            return {viewer: view for viewer, view in now["views"]}
        views = dict(self._views)
        try:
            for viewer, ops in now["diffs"]:
                views[viewer] = viewdiff.applied(ops, views[viewer])     # (the older views kept as they were)
        except (KeyError, viewdiff.BadDiff) as e:   # (never from a host: start over from a snapshot)
            raise OutOfStep(f"a diff that does not fit the views here: {e}") from None
        return views

    def now(self):
        """Where the game stands as this screen has it ({"views": [[viewer, view], ...],
        "undo"}, as a message's "now" says it whole): the checks of what a screen received
        (net.whitelist) look at the views a diff made."""
        return {"views": [[viewer, self._views[viewer]] for viewer in [None, *sorted(self.holds)]],
                "undo": self._undo}

    def rename(self, names):
        """The seats' names as the host has them now (a person joining names their seat):
        the seats and the log take them."""
        if not self.seats or len(names) != len(self.seats) or names == self.names:
            return
        self.seats = [Seat(name, s.kind, s.level, s.style) for name, s in zip(names, self.seats)]
        self._logs = Logs(self.content, list(names))

    # --- what the screens ask ---------------------------------------------------------------------
    def _public(self):
        return self._views[None]

    @property
    def names(self):
        return [s.name for s in self.seats]

    @property
    def styles(self):
        return [s.style for s in self.seats]

    @property
    def version(self):
        return self.seq

    @property
    def to_act(self):
        return self._public()["to_act"]

    @property
    def over(self):
        return self._public()["over"]

    @property
    def round(self):
        return self._public()["round"]

    @property
    def top_frame(self):
        frames = self._public()["frames"]
        return frames[-1]["k"] if frames else None

    def result(self):
        return self._public()["result"]

    def view(self, viewer):
        """The view of `viewer` (a seat it holds, or None: the public view): as engine.view
        gives it, a fresh copy of its lists and dicts, its tuples shared (nobody changes one)."""
        return fresh(self._views[viewer])

    def legal(self):
        """The legal actions of the seat to act when this screen holds it, else none."""
        seat = self.to_act
        return list(self._views[seat]["legal"]) if seat in self.holds else []

    def can_undo(self, by):
        return by == self.to_act and by in self.holds and self._undo

    def moves(self, viewer, start=0):
        """The actions from `start` (a list index) as `viewer` (None, or a seat held) may know them."""
        if viewer is not None and viewer not in self.holds:
            raise KeyError(f"seat {viewer} is not followed here")
        seats = seen_by(viewer)
        return [told(mv, seats) for mv in self._journal if not isinstance(mv, Rewind)][start:]

    def log_entries(self, viewer):
        if viewer is not None and viewer not in self.holds:
            raise KeyError(f"seat {viewer} is not followed here")
        return self._logs.entries(self._journal, viewer)

    def since_last_turn(self, seat, limit=12):
        return since_last_turn(self.moves(None), seat, self.content, self.names, limit)

    def away_count(self, seat):
        """How many moves were made since `seat` last decided."""
        moves = [mv for mv in self._journal if not isinstance(mv, Rewind)]
        return len(moves) - since_index(moves, seat)

    def seat_replay(self, seat, start, views):
        """Moves `start`.. as `seat` (held here; None: the public) knew them, on that viewer's
        `views` (before the first and after each; a networked review's decision or turning
        point, net/reviews.py), as a match.away.Away; None when this journal does not reach there."""
        moves = self.moves(seat)
        end = start + len(views) - 1
        if not views or end > len(moves) or any(mv.n != i for i, mv in enumerate(moves[:end])):
            return None
        return Away(self.content, self.names, self.styles, moves[:end], start, views, seat, viewer=seat)

    def away_replay(self, seat):
        """The public moves since `seat` last decided on the table (match.away.Away), from
        the public views the host sent with them; None when none happened or when a view
        was not sent here (a snapshot brings the last view only: a rejoin after too long,
        or to a new run of the host; the moves a rejoin catches up bring theirs)."""
        moves = self.moves(None)
        start = since_index(moves, seat)
        views = self._tape.views(moves, start) if start < len(moves) else None
        return None if views is None else Away(self.content, self.names, self.styles, moves, start, views, seat)
