"""Seat controllers that choose from the legal actions (ARCHITECTURE "bots").

A bot decides only from `engine.view(state, seat)` and `engine.legal_actions(state)`:

    bot = make_bot("heuristic", seat=2, seed=7, level="normal", content=content)
    action = bot.choose(engine.view(state, 2), engine.legal_actions(state))

Kinds: "random" (seeded, uniform, but it answers crises so games run their course),
"hint" (the Hint's planner, bots/hint.py: the hard level's move from the seat's view, each
plan played whole as a person following every hint would; here without the Hint's time
budget, which a hint almost never reaches (bench/hint_bench.py), so games replay exactly)
and "heuristic" (levels "easy", "normal", "hard", "expert": they differ in decisions,
never in the information they read; "expert" searches (bots/search.py) for 2 s a
decision, "expert@0.3" for 0.3 s). The content (rules and cards) is public: the caller hands it
over, and bots never load data themselves.
"""

from .base import Bot
from .heuristic import HeuristicBot
from .random_bot import RandomBot
from .hint import HintBot
from .search import PROFILES, SearchBot, make_search_bot

KINDS = ("random", "heuristic", "hint")
LEVELS = ("easy", "normal", "hard", "expert")


def make_bot(kind, seat, seed=0, level="normal", *, content):
    """A bot of `kind` for `seat` in a game of `content`; same kind, seat, seed and level
    give the same choices for the same views."""
    if kind == "random":
        return RandomBot(seat, seed)
    if kind == "heuristic":
        if level.partition("@")[0] not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        if level.partition("@")[0] in PROFILES:
            return make_search_bot(seat, seed, level, content)
        return HeuristicBot(seat, seed, level=level, content=content)
    if kind == "hint":
        return HintBot(seat, seed, content=content, budget=None)
    raise ValueError(f"unknown bot kind {kind!r}; choose one of {', '.join(KINDS)}")


__all__ = ["KINDS", "LEVELS", "Bot", "HeuristicBot", "HintBot", "RandomBot", "SearchBot", "make_bot"]
