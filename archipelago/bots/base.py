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
    the engine happens to list them: by kind, then argument by argument (numbers before
    text, numbers by value, text as text, a shorter list of arguments first). Written as
    one string that sorts in that order (a string compares in one step; kept per action:
    decisions list the same ones)."""
    k = _KEYS.get(a)
    if k is None:
        if len(_KEYS) >= MEMO_SIZE:
            _KEYS.clear()
        k = _KEYS[a] = "\0".join([a.kind, *map(_arg_key, a.args)])
    return k


def _arg_key(x):
    if isinstance(x, int) and -_INT_SPAN < x < _INT_SPAN:
        return "\1%019d" % (x + _INT_SPAN)     # fixed width: sorts as the number
    if isinstance(x, int):
        raise ValueError(f"action argument out of range: {x}")
    return "\2" + str(x)


_KEYS = {}
_INT_SPAN = 2 ** 62


def canonical(legal):
    """`legal` in the order of action_key (keys looked up without a Python call per
    action once each action has one)."""
    try:
        return sorted(legal, key=_KEYS.__getitem__)
    except KeyError:                # an action seen for the first time
        return sorted(legal, key=action_key)
