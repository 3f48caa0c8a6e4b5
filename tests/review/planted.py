"""The planted game and the reviews the review's tests share, made once per process (issue
40: test_review.py and test_review_planted.py played the same game and each reviewed it).

The planted game: a short 2-player bot game (review/games.py, batch 2, game 0: 450 actions)
in which seat 0 passes (R5.5) with discs left, from round 3, where the pass is clearly bad.
The plain game: the same deal played by the same bots with nothing planted (235 actions).

- `reviewed(content)`: the planted game's review at the sizes the game ships (review_game's
  defaults), for the checks of the review's strength: the planted pass among the seat's
  three costliest.
- `light(content)`: the plain game's review at LIGHT sizes, for the checks of a mechanism
  (two independent runs give the same review, a cancel and a fresh start, keep and load, the
  turning points' words): these hold for any game and any sizes, since every size is a count
  of worlds drawn from seeded generators; a light review still draws its chances, runs the
  hard search at each of seat 0's decisions, plays both moves and refines the costliest (it
  has marks: the checks cover the costing too). The review's strength stays with `reviewed`
  and bench/review_bench.py.
"""
from archipelago.review import game, games

from tests.games import unverified
from tests.once import once

SPEC = {"i": 0, "seed": 2}
PLANT = {"seat": 0, "round": 3}
# one world for each chance, two for each decision's moves and two more for the costliest,
# one for the hard search: 1.8 s of CPU on the plain game (the planted one: 5.2 s light,
# 16 s at the shipped sizes)
LIGHT = {"worlds": 1, "cost_worlds": 2, "refine_worlds": 2, "search_worlds": 1}

_MADE = {}          # per process; on xdist workers each is made once per run (tests/once.py)


def planted(content):
    """The planted game's record (review/games.play), played once."""
    if "planted" not in _MADE:
        _MADE["planted"] = once("review-planted-game", lambda: games.play(
            content, games.game_spec(SPEC["i"], SPEC["seed"], plant=PLANT)))
    return _MADE["planted"]


def plain(content):
    """The plain game's record: the planted game's deal, nothing planted, played once."""
    if "plain" not in _MADE:
        _MADE["plain"] = once("review-plain-game", lambda: games.play(
            content, games.game_spec(SPEC["i"], SPEC["seed"])))
    return _MADE["plain"]


def _review(content, key, rec, **sizes):
    """The review (made through the engine alone, its search's rollouts too: the legal-action
    lists are built once per decision, tests.games.unverified)."""
    if key not in _MADE:
        _MADE[key] = once(f"review-{key}", unverified()(lambda: game.review_game(
            content, rec["cfg"], games.actions_of(rec), people=[0], **sizes)))
    return _MADE[key]


def reviewed(content):
    """The planted game's review at the shipped sizes (every seat's chances, seat 0's costly
    decisions)."""
    return _review(content, "shipped", planted(content))


def light(content):
    """The plain game's review at LIGHT sizes (the module docstring)."""
    return _review(content, "light", plain(content), **LIGHT)
