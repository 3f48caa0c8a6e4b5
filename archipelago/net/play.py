"""Bots behind joined seats (issue 36): a screen that joined a game plays its seats with a
bot, deciding from the seat's view as the screen has it (the headless join, the tests, the
bench). Several joined games are driven from one thread: each client's thread wakes it.

    seat_bots = BotSeats(game, "normal", seed)
    drive([seat_bots, ...], wake, until=lambda: all(g.over for g in games), timeout=120)
"""
from __future__ import annotations

import time

from archipelago import engine
from archipelago.bots import make_bot


class BotSeats:
    """A bot for each seat `game` (a RemoteGame) holds; `step()` makes the move of the
    seat to act when it is one of them and no answer is awaited."""

    def __init__(self, game, level="normal", seed=0, choose=None):
        self.game = game
        self.level, self.seed = level, seed
        self.choose = choose            # choose(seat, view, legal) instead of a bot (tests, tools)
        self._bots = {}
        self.moves = 0

    def _bot(self, seat):
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot("heuristic", seat, self.seed, self.level, content=self.game.content)
        return bot

    def step(self):
        g = self.game
        if not g.ready or g.over or not g.may_send() or g.to_act not in g.holds:
            return False
        seat = g.to_act
        legal = g.legal()
        if not legal:
            return False
        view = g.view(seat)
        pick = self.choose(seat, view, legal) if self.choose else self._bot(seat).choose(view, legal)
        g.submit(engine.Action(*pick), by=seat)
        self.moves += 1
        return True


def drive(players, wake, until, timeout=120.0, between=None):
    """Take every game's messages and make the bots' moves until `until()` holds; `wake`
    (a threading.Event the clients set) ends each wait. `between()` runs after each round
    of taking (the tests' checks). Raises TimeoutError after `timeout` seconds."""
    end = time.monotonic() + timeout
    while True:
        for pl in players:
            pl.game.pump()
        if between is not None:
            between()
        if until():
            return
        if time.monotonic() > end:
            raise TimeoutError("the game did not go on in time")
        for pl in players:
            pl.step()
        wake.wait(0.2)
        wake.clear()
