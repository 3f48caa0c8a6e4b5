"""Moving through the positions of a replayed stretch of a game: the replay viewer's whole
game (match/replay.py) and the moves a person missed (match/away.py, issue 41)."""


class Positions:
    """Moving through positions 0..n of a replayed stretch (0: its start, n: its end); the
    class says what `seek` does and keeps `n` and `_pos`."""

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
