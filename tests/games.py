"""Finished bot games shared by the tests (issue 40: the suite played the same kinds of whole
game again in a score of files). Each (players, length, seed, bots) game is played once per
session (per xdist worker, the cache lives in this module) and handed out as a record: the
actions and the events each one produced, the colony's tracks as each round ended, and fresh
copies of the final state. A test that needs the positions along the way replays the actions
(`walk`): the engine alone, without the bots' thinking, which is where a game's time goes.

Bot seat k of a game with seed g is seeded g * 10 + k; every bot decides from its own seat's
view and must choose a legal action (engine.apply refuses any other, R: the engine contract).
A game still running after the simulator's round cap is stopped there, as the simulator stops
it (two bots can stall a long game: nobody pushes either end condition); it is a game in play.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import flow
from archipelago.engine.kinds import ROUND, ROUND0_DONE
from archipelago.sim.runner import ROUND_CAP

NORMAL = ("heuristic", "normal")


@dataclass(frozen=True)
class Played:
    """One finished game: what was done, what it caused, and how it ended."""
    content: object
    n: int
    length: str
    seed: int
    bots: tuple               # (kind, level) per seat
    steps: tuple              # (seat, action, events) per decision, in order
    tracks: tuple             # (population, rebellion) as each round ended (R5, R6)
    final: object             # the state at the end: hand out copies only

    @property
    def names(self):
        return [f"P{i}" for i in range(self.n)]

    @property
    def actions(self):
        return [a for _, a, _ in self.steps]

    def state(self):
        """A copy of the finished game's state (the caller may change it)."""
        return engine.copy_state(self.final)

    def start(self):
        """The game's state before its first decision."""
        return engine.new_game(self.content, self.names, self.length, self.seed)

    def walk(self):
        """Replays the game: yields (state, seat, action) before each decision, the state the
        one that is replayed (copy it to keep it); the action is applied after the yield."""
        s = self.start()
        for seat, a, _ in self.steps:
            yield s, seat, a
            engine.apply(s, a)


@contextmanager
def unverified():
    """The legal-action list built once per decision (flow.VERIFY off) while whole games are
    played through engine.apply alone: nobody edits a state by hand there, so the check it
    makes (tests/conftest.py) cannot fire, and it builds every list two or three times. The
    random-play test (tests/engine/test_random_play.py) and the golden replays play whole
    games with it on."""
    verify, flow.VERIFY = flow.VERIFY, False
    try:
        yield
    finally:
        flow.VERIFY = verify


_PLAYED: dict = {}


def played(content, n, length, seed, bots=(NORMAL,)):
    """The finished game of n seats of `length` from `seed`, seat k played by
    bots[k % len(bots)] (a (kind, level) pair); played at its first request only."""
    key = (id(content), n, length, seed, tuple(bots))
    if key not in _PLAYED:
        _PLAYED[key] = _play(content, n, length, seed, tuple(bots))
    return _PLAYED[key]


def finished(content, n, length, seed):
    """(a copy of the final state, the tracks at each round's end) of a game of normal bots."""
    g = played(content, n, length, seed)
    return g.state(), list(g.tracks)


@unverified()
def _play(content, n, length, seed, bots):
    s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed)
    seats = [make_bot(bots[k % len(bots)][0], k, seed * 10 + k, level=bots[k % len(bots)][1],
                      content=content) for k in range(n)]
    steps, tracks = [], []
    while (seat := engine.to_act(s)) is not None and s.round <= ROUND_CAP:
        a = seats[seat].choose(engine.view(s, seat), engine.legal_actions(s))
        events = engine.apply(s, a)
        steps.append((seat, a, events))
        if any(ev["type"] in (ROUND0_DONE, ROUND) for ev in events):
            tracks.append((s.population, s.rebellion))
    for bot in seats:
        assert not getattr(bot, "failures", None), bot.failures[0][1]
    return Played(content, n, length, seed, bots, tuple(steps), tuple(tracks), s)

