"""The host of a game (issue 36): what runs the game on this computer beside the authority
(match/authority.py): the bots, thinking on the worker thread (match.runner.BotRunner)
and paced so that people can follow them, and the autosaves. No pygame: the game scene
asks it to `tick` every frame; later a server asks it the same.

    host = Host(match, wake=app.wake)
    host.delay = 0.8                # seconds between two bot moves (the speed setting; 0: at once)
    host.tick(now, waiting=animating, stop=lambda: curtain_due)   # the bot moves due now
    host.skip()                     # Space: the bots play at once until a person decides
    host.skip_over()                # were they skipping? (the skip ends when a person decides)
    host.settle()                   # after a person's move or an undo: reveals noted, autosave if due

A bot move is applied as every move is, through Match.apply(action, by=its seat): the
host speaks for the bot seats and for no other. A paced bot moves one action at a time,
`delay` seconds after the last and only once the screen has shown it (`waiting`: its
animation still plays); at once (delay 0, or skipping) its moves come in a batch that
stops where a person must look (an objective met, the end, or whatever `stop` says: a
curtain, a moment of the screen). Bots never play a person's seat, here or remote.

Autosaves come when the authority says one is due (a handoff, a phase change, the end;
none in the middle of secret entries: Match.autosave) and the game has settled: after
a tick that moved, a person's move, an undo. A failed write is kept in `autosave_error`
(the screen says so once) and the game plays on.
"""
from __future__ import annotations

import sys

from .authority import Refused
from .runner import BotRunner

INSTANT_BUDGET = 0.04          # seconds of bot thinking per batch when nothing is paced


class Host:
    def __init__(self, match, wake=None, threaded=True):
        self.match = match
        self.runner = BotRunner(wake=wake, threaded=threaded)
        self.delay = 0.0                # seconds between two paced bot moves (the speed setting)
        self.skipping = False           # Space: at once until a person decides
        self.pending = []               # bot actions worked out, waiting for their moment
        self.next_bot_at = 0.0
        self.errors = []                # bot problems (also printed to stderr)
        self.autosave_error = None      # the first failed autosave's OSError

    @property
    def instant(self):
        return self.skipping or self.delay <= 0

    def bots_to_act(self):
        m = self.match
        return not m.over and m.bot_to_act()

    def skip(self):
        """Space: the bots play at once until a person decides (only while a bot decides)."""
        if self.bots_to_act():
            self.skipping = True
            self.next_bot_at = 0.0

    def skip_over(self):
        """Whether the bots were skipping; the skip ends once no bot decides (the screen
        asks at each change, so the move that ends a skip is shown unanimated too)."""
        was = self.skipping
        if not self.bots_to_act():
            self.skipping = False
        return was

    def tick(self, now, waiting=False, stop=lambda: False):
        """Apply the bot moves due at `now` (input.now()'s clock); how many were applied.
        `waiting`: the screen still shows the last move (a paced bot waits for it);
        `stop()`: after a move, the screen must show something before the bots go on."""
        m = self.match
        if not self.bots_to_act():
            self.pending.clear()
            return 0
        instant = self.instant
        if not self.pending and not self.runner.busy:
            self.runner.start(m.bot_job(max_actions=10 ** 6 if instant else 1,
                                        budget=INSTANT_BUDGET if instant else 60.0))
        res = self.runner.poll() if self.runner.busy else None
        if res is not None:
            actions, error = res
            if error:
                self.errors.append(error)
                print(f"archipelago: {error}", file=sys.stderr)
            self.pending.extend(actions)
        applied = 0
        while self.pending and m.bot_to_act():
            if not instant and (now < self.next_bot_at or waiting):
                break
            a = self.pending.pop(0)
            try:
                m.apply(a, by=a.seat)
            except Refused:                     # never: the worker played a copy of this game
                self.pending.clear()
                break
            applied += 1
            self.next_bot_at = now + self.delay
            if m.announced_now or m.over or stop() or not instant:
                break
        if not m.bot_to_act():
            self.pending.clear()
        if applied:
            self.settle()
        return applied

    def wake_in(self, now):
        """Seconds until the bots need the loop again (None: they do not)."""
        if not self.bots_to_act():
            return None
        if self.pending:
            return max(0.0, self.next_bot_at - now)
        if not self.runner.threaded or not self.runner.busy:
            return 0.0
        return 0.25                     # the worker also wakes the loop

    def cancel(self):
        """Drop the bots' thinking and the moves not yet applied (the game changed under them)."""
        self.runner.cancel()
        self.pending.clear()

    def settle(self):
        """The game moved (bots, a person, an undo): the reveals shown are noted at once
        (saves.seen, issue 25) and the autosave written when one is due."""
        m = self.match
        m.remember_seen()
        if m.autosave_due:
            self.autosave()

    def autosave(self):
        """Write the autosave now (Match.autosave); a failure is kept, never raised."""
        m = self.match
        try:
            return m.autosave()
        except OSError as e:
            m.autosave_due = False
            if self.autosave_error is None:
                self.autosave_error = e
            return None

    def close(self):
        self.runner.close()
