"""The bots' worker thread: bots think off the drawing loop, each from its own seat's view."""
from __future__ import annotations

import queue
import threading
import time

from archipelago import engine


class BotRunner:
    """Bots think off the drawing loop. `start(job)` hands a job (Match.bot_job) to a
    worker thread; `poll()` returns (actions, error) once it is done. Each bot decides
    from engine.view of its own seat only (on a private copy of the state), so no bot
    ever sees a human's bid or cubes. `cancel()` drops a running job's answer and stops a
    searching bot's thinking (its `cancelled` check, bots/search.py), so undo and quit
    never wait for it. `threaded=False` runs jobs at once in `start` (tools, tests).

    `call(fn)` hands any other thinking to the same worker (the Hint, issue 26: a search
    from the person's view that must not block the table); `poll()` then returns
    (fn's result, error). One job at a time: a new `start` or `call` drops the last."""

    def __init__(self, wake=None, threaded=True):
        self.wake = wake
        self.threaded = threaded
        self._jobs = queue.Queue()
        self._done = queue.Queue()
        self._gen = 0
        self.busy = False
        self._thread = None
        self._result = None

    def start(self, job):
        self._gen += 1
        self.busy = True
        if not self.threaded:
            self._result = (self._gen, *self._run(self._gen, job))
            return
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._loop, name="archipelago-bots", daemon=True)
            self._thread.start()
        self._jobs.put((self._gen, job))

    def call(self, fn):
        """Run fn() on the worker thread (at once when not threaded); the generation of
        the job, for `dropped`."""
        self.start(fn)
        return self._gen

    def poll(self):
        """(actions, error) of the current job when it has finished, else None."""
        if not self.threaded:
            res, self._result = self._result, None
            if res is None:
                return None
            self.busy = False
            return res[1], res[2]
        while True:
            try:
                gen, actions, error = self._done.get_nowait()
            except queue.Empty:
                return None
            if gen == self._gen:
                self.busy = False
                return actions, error

    def cancel(self):
        self._gen += 1
        self.busy = False
        self._result = None

    def close(self):
        self.cancel()
        if self._thread is not None and self._thread.is_alive():
            self._jobs.put(None)

    def _loop(self):
        while True:
            item = self._jobs.get()
            if item is None:
                return
            gen, job = item
            if gen != self._gen:
                continue
            actions, error = self._run(gen, job)
            self._done.put((gen, actions, error))
            if self.wake is not None:
                self.wake()

    def _run(self, gen, job):
        if not callable(job):
            return self._play(gen, *job)
        try:
            return job(), None
        except Exception as e:  # noqa: BLE001 - a thinking bug must not stop the game
            return None, f"{type(e).__name__}: {e}"

    def dropped(self, gen):
        """Has the job of generation `gen` been cancelled or replaced?"""
        return gen != self._gen

    def _play(self, gen, state, bots, max_actions, budget):
        actions = []
        t0 = time.perf_counter()
        for bot in bots.values():
            if hasattr(bot, "cancelled"):
                bot.cancelled = lambda: self.dropped(gen)
        try:
            while len(actions) < max_actions:
                seat = engine.to_act(state)
                if seat is None or seat not in bots:
                    break
                legal = engine.legal_actions(state)
                error = None
                try:
                    a = bots[seat].choose(engine.view(state, seat), legal)
                    a = engine.Action(a[0], a[1], tuple(a[2]))
                    if a not in legal:
                        raise ValueError(f"chose {a}, which is not legal")
                except Exception as e:  # noqa: BLE001 - a bot bug must not stop the game
                    a = min(legal, key=repr)
                    error = f"bot of seat {seat}: {type(e).__name__}: {e}; played {a.kind} instead"  # i18n: not shown (stderr)
                engine.apply(state, a)
                actions.append(a)
                if error:
                    return actions, error
                if time.perf_counter() - t0 > budget or self.dropped(gen):
                    break
        except Exception as e:  # noqa: BLE001 - the engine refused: report, keep the window alive
            return actions, f"{type(e).__name__}: {e}"
        return actions, None
