"""The review in the background (issue 41): a separate process (the review is pure
Python; in a thread it would take the interpreter from the table's drawing loop), with
its progress and a cancel, and the result kept with the finished game's save.

    job = ReviewJob.of_save(path, people=[0])      # or ReviewJob(cfg, actions, people, path, reuse=True)
    job.start()
    job.poll()          # "running" | "done" | "cancelled" | "failed"; job.progress: (done, total)
    job.cancel()        # the process ends; nothing is written; start() runs it again
    job.result          # the review (review/game.py), once done; kept in the save then

`kept(path, content)` is the review a finished save keeps (made of that very game, in the
review's shape of today), or None: a review is computed once. The save is written only
with the whole review, atomically (saves/fileio.write_atomic): a cancel or a crash leaves
the file as it was.
"""

import json
import multiprocessing
import queue
from pathlib import Path

from archipelago.history import actions_in_log
from archipelago.saves import fileio
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path

from .chances import levels_of
from .game import FORMAT, Cancelled, game_key, review_game

EVERY = 20              # progress messages: at most one per this many steps done


def kept(path, content):
    """The review kept in the finished game's save at `path` if it is of that game and of
    today's shape (review/game.FORMAT), else None. Raises SaveError as every load does."""
    loaded = load_path(path, content)
    rv = loaded.doc.get("review")
    state = loaded.state
    if not isinstance(rv, dict) or rv.get("format") != FORMAT \
            or rv.get("game") != game_key(state.cfg, actions_in_log(state)):
        return None
    return rv


def keep(path, review):
    """Write the review into the save at `path` (read and checked again first), atomically."""
    doc = save_format.with_review(save_format.read(path), review)
    fileio.write_atomic(path, json.dumps(doc, separators=(",", ":")))


def _child(cfg, actions, people, options, out, stop, path=None, extra=None):
    """The review in the worker process: progress and the result go to `out`. With `path`,
    the review kept in that finished save is taken when it is of this game and looked at
    every seat of `people` (`kept`: never made twice). `extra`: a module-level function
    (passed to the worker by its name) of more plain data made in the worker from the game
    and its review, extra(content, cfg, actions, review) (a host's part for the screens that
    joined it, net/reviews.py), sent with the review."""
    from archipelago import engine
    from archipelago.content import load_content
    content = load_content()
    acts = [engine.Action(s, k, tuple(a)) for s, k, a in actions]
    last = [0]

    def progress(done, total):
        if done - last[0] >= EVERY or done == total:
            last[0] = done
            out.put(("progress", done, total))
    try:
        rv = None
        if path is not None:
            try:
                rv = kept(path, content)
            except Exception:   # noqa: BLE001 -- a save that does not read: the review is made again
                rv = None
            if rv is not None and not set(people) <= set(rv.get("people", ())):
                rv = None       # (kept for fewer persons than asked: made again for all of them)
        made = rv is None
        if made:
            rv = review_game(content, cfg, acts, people, progress=progress, cancelled=stop.is_set, **options)
        more = None
        if extra is not None:
            more = extra(content, cfg, acts, rv)
    except Cancelled:
        out.put(("cancelled",))
        return
    except Exception as e:  # noqa: BLE001 -- told to the parent, never a crash of the table
        out.put(("failed", repr(e)))
        return
    out.put(("done", rv, more, made))


class ReviewJob:
    """One finished game's review, run in a worker process (module docstring)."""

    def __init__(self, cfg, actions, people=(), path=None, *, seats=None, reuse=False, extra=None, **options):
        """`seats`: the seats' documents (who played each seat: the chances give a bot of another
        level than normal its edge, chances.levels_of); the rest as the module docstring."""
        self.cfg = dict(cfg)
        self.reuse = reuse               # take the review kept at `path` if it is this game's (in the worker)
        self.extra = extra               # a function of more data made in the worker (_child)
        self.more = None                 # what `extra` made, once done
        self.actions = [[a.seat, a.kind, list(a.args)] for a in actions]
        self.people = list(people)
        self.path = Path(path) if path is not None else None
        self.options = dict(options, levels=levels_of(seats or []))   # review_game's (and its sizes)
        self.state = "idle"
        self.progress = (0, len(self.actions) + 1)
        self.result = None
        self.error = None                # why it failed (the exception, or the process's exit code)
        self._proc = None
        self._out = None
        self._stop = None

    @classmethod
    def of_save(cls, path, content, people=(), **options):
        """The review of the finished game kept at `path` (checked as every load is)."""
        loaded = load_path(path, content)
        if loaded.state.over is None:
            raise ValueError(f"{Path(path).name}: the game is not over")
        return cls(loaded.state.cfg, actions_in_log(loaded.state), people, path, seats=loaded.seats, **options)

    def start(self):
        """Start (or start again, after a cancel) the review in a new process."""
        if self.state == "running":
            return
        ctx = multiprocessing.get_context("spawn")
        self._out, self._stop = ctx.Queue(), ctx.Event()
        self._proc = ctx.Process(target=_child, args=(self.cfg, self.actions, self.people, self.options,
                                                      self._out, self._stop,
                                                      str(self.path) if self.reuse and self.path else None,
                                                      self.extra), daemon=True)
        self.state, self.result, self.error, self.more = "running", None, None, None
        self.progress = (0, len(self.actions) + 1)
        self._proc.start()

    def poll(self):
        """Take what the worker has said (never waits); the job's state."""
        while self.state == "running":
            try:
                msg = self._out.get_nowait()
            except queue.Empty:
                if not self._proc.is_alive() and self._out.empty():
                    self.state, self.error = "failed", self._proc.exitcode      # it died: its exit code
                break
            self._take(msg)
        return self.state

    def _take(self, msg):
        kind = msg[0]
        if kind == "progress":
            self.progress = msg[1:]
        elif kind == "done":
            self.result, self.more, self.state = msg[1], msg[2], "done"
            self.progress = (self.progress[1], self.progress[1])
            if self.path is not None and msg[3]:        # (a review taken from the save is there already)
                keep(self.path, self.result)
        elif kind == "cancelled":
            self.state = "cancelled"
        else:
            self.state, self.error = "failed", msg[1]
        if self.state != "running":
            self._proc.join(5)

    def wait(self, timeout=None):
        """Block until the job is over (tools, tests, the bench); its state."""
        import time
        end = None if timeout is None else time.monotonic() + timeout
        while self.poll() == "running" and (end is None or time.monotonic() < end):
            time.sleep(0.05)
        return self.state

    def cancel(self):
        """Stop the review: the worker ends at once, nothing is kept; start() runs it anew."""
        if self.state != "running":
            return
        self._stop.set()
        self._proc.join(2)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(2)
        self.state = "cancelled"
