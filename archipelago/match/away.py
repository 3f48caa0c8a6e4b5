"""While you were away (issue 41): the public moves since a person last decided, replayed on
the table. No pygame: the away replay (ui/scenes/away.py) steps through an `Away` as the
replay viewer steps through a finished game (match.replay), and the tests drive it.

    start = since_index(game.moves(None), seat)   # the first move after seat's last decision
    away = game.away_replay(seat)  # an Away, or None (nothing happened, or not known here)
    away.seek(3); away.step(1); away.end()
    away.view()                    # the public view at this position (never a seat's)
    away.log_entries()             # the public log up to this position

Position 0 is the moment of that person's last decision (the deal if they have not decided
yet), `n` where the game stands now. Everything in it is what the game outputs for no
viewer: the public views and the public moves (journal.told with no seat), so nothing
private, the person's own secrets included, is ever in it: a curtain shows it before the
named person clicks. Where the views come from is the source's business: the authority
replays its log (Match.away_views, the log is the truth), a screen following the game from
elsewhere keeps the public view each message brought (match.mirror: PublicTape), and the
one after each move it missed while its line was down (its rejoin: "pub").
"""
from __future__ import annotations

from copy import deepcopy

from archipelago.i18n import language

from .journal import log_counts, since_index
from .positions import Positions

__all__ = ["Away", "PublicTape", "since_index", "AWAY_KEPT"]

AWAY_KEPT = 256                 # public views a follower keeps (moves further back are not replayed)


class Away(Positions):
    """The public moves `moves[start:]` of a game on the table, one position per move:
    `views[k]` is the public view after k of them (views[0]: before the first), the log
    worded from the public moves up to there."""

    def __init__(self, content, names, styles, moves, start, views, seat=None, viewer=None):
        if len(views) != len(moves) - start + 1:
            raise ValueError(f"{len(views)} views for {len(moves) - start} moves")  # i18n: not shown
        self.content = content
        self.names = list(names)
        self.styles = list(styles)
        self.seat = seat                # whose absence it covers (None: unnamed)
        self.viewer = viewer            # whose views and moves they are (None: the public's; a
                                        # seat's: a networked review's decision, ui/scenes/review_remote.py)
        self.moves = list(moves[start:])
        self._all = list(moves)
        self._start = start
        self._views = list(views)
        self.n = len(self.moves)
        self._pos = 0
        self._books = {}

    @property
    def round(self):
        return self._views[self._pos]["round"]

    def seek(self, pos):
        self._pos = max(0, min(self.n, int(pos)))
        return self._pos

    def view(self, viewer=None):
        """The view at this position (the public view, or `self.viewer`'s), with no legal
        actions (nobody decides in a replay). `viewer` is there for the replay viewer's calls:
        it is not asked (the views are the one viewer's)."""
        v = deepcopy(self._views[self._pos])
        v["legal"] = []
        return v

    def _counts(self):
        key = language()                # the log in the language spoken now (issue 29)
        got = self._books.get(key)
        if got is None:
            got = self._books[key] = log_counts(self.content, self.names, self.viewer, self._all)
        return got

    def log_entries(self, viewer=None):
        """The log up to this position (the moves worded as the log words them for `self.viewer`)."""
        entries, counts = self._counts()
        return entries[:counts[self._start + self._pos]]

    def last_entries(self, viewer=None):
        """The public log entries of the move that led to this position (none at position 0)."""
        if self._pos == 0:
            return []
        entries, counts = self._counts()
        return entries[counts[self._start + self._pos - 1]:counts[self._start + self._pos]]

    def actor(self):
        """The seat whose move led to this position, or None at position 0."""
        return self.moves[self._pos - 1].seat if self._pos else None


class PublicTape:
    """The public view after each move, as a screen following the game from elsewhere is
    told them (match.mirror): kept for the last AWAY_KEPT moves, by move number; a move taken
    back drops its view. The moves caught up after a dropped line carry theirs ("pub":
    match.follower.Follower.since); a view missing (a snapshot, after a long absence or from a
    new run of the host, carries only the last one) means those moves cannot be replayed here."""

    def __init__(self):
        self._after = {}                # move number -> the public view after it (-1: the deal)

    def clear(self):
        self._after.clear()

    def keep(self, n, view):
        self._after[n] = view
        if len(self._after) > AWAY_KEPT:
            for old in sorted(self._after)[:len(self._after) - AWAY_KEPT]:
                del self._after[old]

    def drop(self, n):
        self._after.pop(n, None)

    def views(self, moves, start):
        """The public views from before moves[start] to after the last move, or None when
        one of them is not kept."""
        before = moves[start - 1].n if start else -1
        wanted = [before] + [mv.n for mv in moves[start:]]
        if any(k not in self._after for k in wanted):
            return None
        return [self._after[k] for k in wanted]
