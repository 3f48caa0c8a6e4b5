"""Seat controllers that choose from the legal actions (ARCHITECTURE "bots").

A bot decides only from `engine.view(state, seat)` and `engine.legal_actions(state)`:

    bot = make_bot("heuristic", seat=2, seed=7, level="normal", content=content)
    action = bot.choose(engine.view(state, 2), engine.legal_actions(state))

Kinds: "random" (seeded, uniform, but it answers crises so games run their course) and
"heuristic" (levels "easy", "normal", "hard": they differ in decisions, never in the
information they read). The content (rules and cards) is public: the caller hands it
over, and bots never load data themselves.
"""

from .base import Bot
from .heuristic import LEVELS, HeuristicBot
from .random_bot import RandomBot

KINDS = ("random", "heuristic")


def make_bot(kind, seat, seed=0, level="normal", *, content):
    """A bot of `kind` for `seat` in a game of `content`; same kind, seat, seed and level
    give the same choices for the same views."""
    if kind == "random":
        return RandomBot(seat, seed)
    if kind == "heuristic":
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        return HeuristicBot(seat, seed, level=level, content=content)
    raise ValueError(f"unknown bot kind {kind!r}; choose one of {', '.join(KINDS)}")


__all__ = ["KINDS", "LEVELS", "Bot", "HeuristicBot", "RandomBot", "make_bot"]
