"""The common bot interface."""

from abc import ABC, abstractmethod
import random

from .lazy import MEMO_SIZE


class Bot(ABC):
    """A seat controller. `choose(view, legal)` returns one of `legal`.

    `uses_view` tells a runner whether the bot reads the view at all (a runner may then
    pass None and save building it). Bots keep their own seeded random source, never the
    global one, so a game replays exactly."""

    kind = "bot"
    uses_view = True

    def __init__(self, seat, seed=0, level="normal"):
        self.seat = seat
        self.seed = seed
        self.level = level
        self.rng = random.Random(f"{self.kind}:{seed}:{seat}:{level}")

    @property
    def name(self):
        return self.kind if self.kind == "random" else f"{self.kind}:{self.level}"

    def __repr__(self):
        return f"<{type(self).__name__} seat={self.seat} seed={self.seed} level={self.level}>"

    @abstractmethod
    def choose(self, view, legal):
        """The action to take, chosen from `legal` by what `view` shows."""


def action_key(a):
    """A total order on actions, so a bot's choice never depends on the order in which
    the engine happens to list them (kept per action: decisions list the same ones)."""
    k = _KEYS.get(a)
    if k is None:
        if len(_KEYS) >= MEMO_SIZE:
            _KEYS.clear()
        args = a.args
        k = _KEYS[a] = (a.kind, tuple([(0, x, "") if isinstance(x, int) else (1, 0, str(x))
                                       for x in args]))
    return k


_KEYS = {}


def canonical(legal):
    """`legal` in the order of action_key (keys looked up without a Python call per
    action once each action has one)."""
    if not all(map(_KEYS.__contains__, legal)):
        for a in legal:
            action_key(a)
        if not all(map(_KEYS.__contains__, legal)):     # the memo started afresh meanwhile
            return sorted(legal, key=action_key)
    return sorted(legal, key=_KEYS.__getitem__)
