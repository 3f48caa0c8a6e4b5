"""Moving through the positions of a replayed stretch of a game: the replay viewer's whole
game (match/replay.py; at a screen that joined a networked game, match/tape.py) and the
moves a person missed (match/away.py, issue 41)."""

from bisect import bisect_right

from archipelago.i18n import language

from .journal import log_counts


class Positions:
    """Moving through positions 0..n of a replayed stretch (0: its start, n: its end); the
    class says what `seek` does and keeps `n` and `_pos`. A whole game's also knows its
    rounds (`_set_rounds`) and moves by them, and words its log from its steps (`_steps`)."""

    @property
    def pos(self):
        """Actions applied (0: the start, n: the end)."""
        return self._pos

    @property
    def at_end(self):
        return self._pos >= self.n

    def step(self, delta=1):
        """`delta` actions on (negative: back)."""
        return self.seek(self._pos + delta)

    def home(self):
        return self.seek(0)

    def end(self):
        return self.seek(self.n)

    # --- by rounds (a whole game's) -------------------------------------------------------------
    def _set_rounds(self, rounds_before):
        """The rounds from `rounds_before[p]`, the round in play before action p (p < n), and
        the round at the end (p = n): each round's first position is the state before its
        first action (the last round's end when no action was taken in it)."""
        self._starts = {}
        for p, rnd in enumerate(rounds_before[:self.n]):
            self._starts.setdefault(rnd, p)
        if rounds_before[self.n] not in self._starts:
            self._starts[rounds_before[self.n]] = self.n
        self.rounds = sorted(self._starts)
        self._start_list = [self._starts[r] for r in self.rounds]

    def round_start(self, rnd):
        """The position of round `rnd`'s first action (its first decision)."""
        return self._starts[rnd]

    def round_at(self, pos):
        """The round in play at position `pos`."""
        i = bisect_right(self._start_list, pos) - 1
        return self.rounds[max(0, i)]

    def to_round(self, rnd):
        """Jump to round `rnd`'s first action (the nearest round there is)."""
        rnd = max(self.rounds[0], min(self.rounds[-1], int(rnd)))
        while rnd not in self._starts:
            rnd -= 1
        return self.seek(self._starts[rnd])

    def next_round(self):
        """The first action of the next round (or the end)."""
        i = bisect_right(self._start_list, self._pos)
        return self.seek(self._start_list[i] if i < len(self._start_list) else self.n)

    def prev_round(self):
        """The first action of this round, or of the one before when already there (as a
        player's "previous track")."""
        i = bisect_right(self._start_list, self._pos) - 1
        if i > 0 and self._start_list[i] == self._pos:
            i -= 1
        return self.seek(self._start_list[max(0, i)])

    # --- the log (a whole game's: its class gives `_steps(viewer)`, the game's steps as that
    # viewer knew them, records or moves, what the log is worded from) ---------------------------
    def _book(self, viewer):
        key = viewer, language()            # the log in the language spoken now (issue 29)
        got = self._books.get(key)
        if got is None:
            got = self._books[key] = log_counts(self.content, self.names, viewer, self._steps(viewer))
        return got

    def log_entries(self, viewer=None):
        """The log up to this position as `viewer` reads it (Match.log_entries' words)."""
        entries, counts = self._book(viewer)
        return entries[:counts[self._pos]]

    def last_entries(self, viewer=None):
        """The log entries of the action that led to this position (none at the start)."""
        if self._pos == 0:
            return []
        entries, counts = self._book(viewer)
        return entries[counts[self._pos - 1]:counts[self._pos]]
