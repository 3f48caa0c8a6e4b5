"""The authority over one game: the content, the engine state (private: nothing outside
this object reads it), the seats and their styles, the history of records, `apply` with
the check of who may act, the legal actions of the seat to act, undo with its information
barriers, saves, autosaves and the reveals noted in saves.seen, the bots, and the game told
per viewer: views, moves, log entries, and the followers. The barriers and the replay are
archipelago.history's; the bots think in match.runner and are paced by match.host; the
hot-seat screen policy (curtains, who may see what) is match.screen's; the interface every
screen talks to is match.session's.

    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=7)
    m.to_act, m.legal()          # who decides now and what they may do
    m.view(seat)                 # engine.view for a seat (None: the public view)
    m.moves(viewer)              # each applied action as `viewer` may know it (journal.Move)
    m.log_entries(viewer)        # the log in words, as `viewer` may read it
    m.apply(action, by=seat)     # -> history.Record; raises Refused (an engine.IllegalAction)
    m.can_undo(seat) / m.undo(by=seat)   # back one step of one's own turn, never past a barrier
    m.follow({1}, send)          # a screen following the game for seat 1 (match.follower)
    m.autosave() / m.save(path)  # saves.format documents, seats included
    m.story()                    # a finished game's figures by round (match.story), or None

Who may act (issue 36): every caller says which seat it speaks for (`by`: the screen for
the person on it, the host for a bot, later the connection's token for a person at another
screen), and `apply` refuses an action of another seat, an action while `by` is not the
seat to act, and an action that is not legal, with a reason (Refused.reason), the game left
as it was.

Toward the screens its only outputs are per-seat views, moves and log entries (and the
public facts also in every view: who acts, the round, the top frame's kind, the end), so
several screens follow one authority with no second copy of any rule (ARCHITECTURE.md,
"One source for every public fact", "Several screens"). The journal holds what happened in
order: each action's Record and each action taken back (journal.Rewind, public: the log
says "Ann takes back their last step"). A follower (match.follower) is told each item as
its seats may know it, numbered without gaps; the host's own screen listens (`listen`) and
tells the authority of a handoff (`handoff`: undo stops there). `history`, the records
with every seat's secrets, is for the saves and for checks (tests, the hot-seat fuzz);
tests/test_layers.py keeps the scenes off it and off this module.

Undo goes back to a copy of the state taken before the undone action (issue 12); without
one (a resumed game) it replays the action log (the log is the truth, randomness lives
in the state, so a replay never re-rolls) to one action earlier. It only removes
the deciding person's own latest actions and stops at an information barrier: a random
draw (a ("r", ...) log entry), an event in history.BARRIER_EVENTS, a handoff (another
seat acted, or the screen told of one) or a load.
"""
from __future__ import annotations

import random
import time

from archipelago import engine
from archipelago.history import (Record, actions_in_log, apply_recorded, replay, replay_steps, reveal_marks,
                                 rewound_reveals, secret_entry_open)
from archipelago.saves import fileio, paths, seen
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path
from archipelago.i18n import _
from archipelago.match.story import story
from archipelago.words.names import phase_title
from archipelago.engine.kinds import COMPOSE, RESPOND

from .away import Away, since_index
from .follower import Follower
from .journal import LogBook, Logs, Rewind, seen_by, since_last_turn, told
from .seats import Seat, default_styles
from . import wire

__all__ = ["Match", "Refused", "Seat", "LogBook", "default_styles"]

# --- who may act ---------------------------------------------------------------------------------

# Why the authority refuses an action or an undo (Refused.reason), for the screens to word.
MALFORMED = "malformed"         # not an action at all
GAME_OVER = "game_over"
WRONG_SEAT = "wrong_seat"       # the action is another seat's than the one speaking
NOT_TO_ACT = "not_to_act"       # the seat speaking does not decide now
ILLEGAL = "illegal"             # not among the legal actions
NOTHING_TO_UNDO = "nothing_to_undo"     # no own action since the last barrier or handoff


class Refused(engine.IllegalAction):
    """The authority refuses an action (or an undo) and leaves the game as it was;
    `reason` says why (MALFORMED, GAME_OVER, WRONG_SEAT, NOT_TO_ACT, ILLEGAL,
    NOTHING_TO_UNDO)."""

    def __init__(self, reason, detail=""):
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


def as_action(obj):
    """`obj` (an engine.Action, or its [seat, kind, args] form) as an engine.Action;
    raises Refused(MALFORMED) for anything else."""
    if isinstance(obj, engine.Action):
        return obj
    try:
        seat, kind, args = obj
        args = tuple(args)
    except (TypeError, ValueError):
        raise Refused(MALFORMED, "an action is [seat, kind, args]") from None  # i18n: not shown
    if not (isinstance(seat, int) and not isinstance(seat, bool) and isinstance(kind, str)
            and all(isinstance(a, (str, int)) and not isinstance(a, bool) for a in args)):
        raise Refused(MALFORMED, "an action is [seat, kind, args of str and int]")  # i18n: not shown
    return engine.Action(seat, kind, args)


# --- the authority ------------------------------------------------------------------------------

# Undo keeps a copy of the state before each of the last actions since the last barrier
# (issue 12: no replay from the start); older steps fall back to the replay.
UNDO_KEEP = 64


class Match:
    def __init__(self, content, state, seats, history=None, resumed=False):
        if len(seats) != state.cfg["n"]:
            raise ValueError("one seat per player")
        self.content = content
        self._state = state
        self.seats = list(seats)
        self.styles = default_styles(self.seats)
        self.history: list[Record] = list(history or [])
        self.resumed = resumed          # loaded from a save (a screen starts at a curtain)
        self.autosave_due = True        # the game (re)starts: autosave once
        self.announced = set()          # objective endings already shown
        self.announced_now = []         # endings to show (filled by apply, drained by take_announcements)
        self.version = 0                # grows at every change of the game (apply, undo)
        self.bots = {}
        self.think = None               # an expert's seconds per decision (None: its default)
        self.bot_seed = int(state.cfg.get("seed", 0))
        self._journal = list(self.history)  # the records and the rewinds (journal.Rewind), in order
        self._told = {}                     # seats -> {id(record): (record, its Move as they may know it)}
        self._shared = {}                   # the followers' views and their texts at one version (shared_view)
        self._listeners = []            # the host's own screen, told of each journal item (listen)
        self._followers = []            # the screens following the game (follow: match.follower)
        self._floor = len(self.history)  # undo never goes below this record
        self._logs = Logs(content, self.names)  # the log per viewer and language
        self._undo = []                 # (record index, state before it) since the last barrier
        self._seen_from = 0             # history records already noted in saves.seen
        self._autosaved = None          # (history length, log_n, path) of the last autosave of this point
        self.saved_upto = len(self.history)     # the history a file on disk holds (load, autosave, save)
        self.finished_path = None       # the file keeping this finished game (keep_finished)
        self.second_try = False         # loaded from before a seen end of its game: keeps no second record
        self._story = None              # (version, match.story of the finished game)
        if state.ending is not None and resumed:
            self.announced_now.append(self._ending_key())

    # --- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, content, seats, length="short", seed=None):
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2 ** 31)
        state = engine.new_game(content, [s.name for s in seats], length, seed=int(seed))
        return cls(content, state, seats)

    @classmethod
    def load(cls, content, path):
        """A saved game, validated (saves.check); raises save_format.SaveError and changes
        nothing on disk."""
        loaded = load_path(path, content)
        seats = [Seat.from_dict(d) for d in loaded.seats]      # checked by load_path
        m = cls(content, loaded.state, seats, loaded.records, resumed=True)
        if fileio.is_autosave(path):            # its point is autosaved already (issue 25)
            m._autosaved = (len(m.history), m._state.log_n, path)
        if fileio.is_finished(path) and m.over:
            m.finished_path = path              # kept already: no second copy (issue 30)
        m.second_try = seen.ends_after(loaded.state)    # its game has ended already (issue 38)
        return m

    # --- public facts (each also in every view) ----------------------------------------------------
    @property
    def names(self):
        return self._state.cfg["names"]

    @property
    def to_act(self):
        return engine.to_act(self._state)

    @property
    def over(self):
        return self._state.over is not None

    @property
    def round(self):
        return self._state.round

    @property
    def top_frame(self):
        """The kind of the decision frame on top (engine/kinds.py), or None."""
        return self._state.frames[-1]["k"] if self._state.frames else None

    def result(self):
        return engine.result(self._state)

    def story(self):
        """The story of a finished game (match.story: its figures by round, worked out
        from the log, so a loaded save tells it too); None while the game is on (the
        figures would tell the secrets the end reveals). Worked out once."""
        if not self.over:
            return None
        if self._story is None or self._story[0] != self.version:
            self._story = (self.version, story(self.content, self._state.cfg, actions_in_log(self._state)))
        return self._story[1]

    def legal(self):
        """The legal actions of the seat to act."""
        return engine.legal_actions(self._state)

    def _seat(self, seat):
        return self.seats[seat] if isinstance(seat, int) and 0 <= seat < len(self.seats) else None

    def is_human(self, seat):
        """A person at the host's screen plays `seat`."""
        s = self._seat(seat)
        return s is not None and s.human

    def is_person(self, seat):
        """A person plays `seat`, at the host's screen or at another (a "remote" seat)."""
        s = self._seat(seat)
        return s is not None and s.person

    def is_bot(self, seat):
        s = self._seat(seat)
        return s is not None and s.bot

    @property
    def humans(self):
        return [i for i, s in enumerate(self.seats) if s.human]

    def bot_to_act(self):
        return self.is_bot(self.to_act)

    # --- per viewer ------------------------------------------------------------------------------
    def view(self, seat):
        """engine.view of `seat` (None: the public view)."""
        return engine.view(self._state, seat)

    def shared_view(self, viewer):
        """The view of `viewer` made once per change of the game (`version`) and shared by
        every follower of that viewer (which only reads and sends it: never changed once made)."""
        shared = self._shared
        if shared.get("version") != self.version:
            shared = self._shared = {"version": self.version}
        key = ("view", viewer)
        if key not in shared:
            shared[key] = self.view(viewer)
        return shared[key]

    def view_text(self, viewer, view):
        """wire.dumps(view), written once per change of the game when `view` is the shared
        view of `viewer` (every follower of that viewer sends the same text)."""
        shared = self._shared
        if shared.get("version") != self.version or shared.get(("view", viewer)) is not view:
            return wire.dumps(view)
        key = ("text", viewer)
        if key not in shared:
            shared[key] = wire.dumps(view)
        return shared[key]

    def moves(self, viewer, start=0):
        """The applied actions from `start` (a list index: -1 is the latest) as `viewer`
        may know them (None: public), oldest first (journal.Move)."""
        seats = seen_by(viewer)
        known = self._told.setdefault(seats, {})
        out = []
        for rec in self.history[start:]:
            hit = known.get(id(rec))
            if hit is None or hit[0] is not rec:        # (a record is never changed once applied)
                hit = known[id(rec)] = (rec, told(rec, seats))
            out.append(hit[1])
        return out

    def journal(self):
        """The records and rewinds in the order they happened (every seat's secrets: for
        the followers, which tell each as their seats may know it, and for checks)."""
        return list(self._journal)

    def listen(self, listener):
        """Tell `listener` (the host's own screen, match.session) of every journal item from
        now on: listener(item), a history.Record or a journal.Rewind."""
        self._listeners.append(listener)

    def follow(self, seats=(), send=None):
        """A screen following the game for `seats` (none: a spectator, public only): a
        match.follower.Follower, told every action and rewind from now on. Its views are
        the shared ones (`shared_view`: each made once per change of the game)."""
        follower = Follower(self, seats, send)
        self._followers.append(follower)
        return follower

    def unfollow(self, follower):
        if follower in self._followers:
            self._followers.remove(follower)

    def _tell(self, item):
        for listener in self._listeners:
            listener(item)
        for follower in list(self._followers):
            follower.tell(item)

    # --- acting ----------------------------------------------------------------------------------
    def apply(self, action, *, by):
        """Carry out one action of `by`, the seat the caller speaks for (the screen for the
        person on it, the host for a bot): the history.Record. Raises Refused (an
        engine.IllegalAction) and leaves the game as it was when the action is not `by`'s,
        when `by` does not decide now, or when the action is not legal."""
        action = as_action(action)
        if self.over:
            raise Refused(GAME_OVER)
        if action.seat != by:
            raise Refused(WRONG_SEAT, f"seat {by!r} sent an action of seat {action.seat}")  # i18n: not shown
        if by != self.to_act:
            raise Refused(NOT_TO_ACT, f"seat {by!r} does not decide now (seat {self.to_act} does)")  # i18n: not shown
        state = self._state
        before = (state.round, state.phase)
        n = self.history[-1].n + 1 if self.history else len(actions_in_log(state))
        before_state = engine.copy_state(state)
        try:
            rec = apply_recorded(state, action, n)
        except engine.IllegalAction as e:
            raise Refused(ILLEGAL, str(e)) from e
        self.history.append(rec)
        self._journal.append(rec)
        self.version += 1
        if rec.barrier:
            self._undo.clear()              # undo never goes back past a barrier
        else:
            self._undo.append((len(self.history) - 1, before_state))
            del self._undo[:-UNDO_KEEP]
        if (state.round, state.phase) != before or self.over:
            self.autosave_due = True
        seat = self.to_act
        if self.is_person(seat) and (seat != rec.seat or not self.is_person(rec.seat)):
            self.autosave_due = True            # a handoff to a person (after a bot or a person)
        if state.ending is not None:
            key = self._ending_key()
            if key not in self.announced and key not in self.announced_now:
                self.announced_now.append(key)
        self._tell(rec)
        return rec

    def _ending_key(self):
        e = self._state.ending or {}
        return (e.get("seat"), e.get("objective"))

    def take_announcements(self):
        """Objective endings to reveal on screen (each once)."""
        out = [k for k in self.announced_now if k not in self.announced]
        self.announced.update(out)
        self.announced_now = []
        return out

    def rename(self, seat, name):
        """`seat` is played by `name` from now on (a person joining it from another screen
        names it, issue 36): the seat, the game's names (in the state and in the copies undo
        keeps, so that a save and a step back hold it too) and the log. No rule depends on a
        name; the version grows (every view names the players)."""
        if self.names[seat] == name:
            return
        self.seats[seat].name = name
        for state in [self._state] + [kept for _, kept in self._undo]:
            state.cfg["names"] = list(state.cfg["names"])
            state.cfg["names"][seat] = name
            state.players[seat]["name"] = name
        self._logs = Logs(self.content, self.names)
        self.version += 1

    # --- undo -------------------------------------------------------------------------------------
    def handoff(self):
        """The screen passed to another person (a curtain was dismissed): undo stops here."""
        self._floor = len(self.history)

    def why_not_undo(self, by):
        """Why `by` may not take back their own latest action now (a Refused reason), or
        None when they may: they are a person, they decide now, and their own latest action
        lies after the last barrier and the last handoff."""
        seat = self.to_act
        if by != seat or not self.is_person(seat):
            return NOT_TO_ACT
        if len(self.history) <= self._floor:
            return NOTHING_TO_UNDO
        last = self.history[-1]
        return None if last.seat == seat and not last.barrier else NOTHING_TO_UNDO

    def can_undo(self, by=None):
        """`by` (by default the seat to act) may take back their own latest action now."""
        return self.why_not_undo(self.to_act if by is None else by) is None

    def undo(self, *, by):
        """One step back in `by`'s own turn: the copy of the state taken before that action
        (or, without one, a replay of the log). The journal.Rewind told to every follower
        and written in the log, or None (nothing to take back: can_undo)."""
        if not self.can_undo(by):
            return None
        seat = self.to_act
        last = len(self.history) - 1
        if self._undo and self._undo[-1][0] == last:
            state = self._undo.pop()[1]                  # the copy taken before that action
        else:                                            # e.g. a resumed game: replay the log
            self._undo.clear()
            actions = actions_in_log(self._state)
            state, _ = replay(self.content, self._state.cfg, actions[:-1])
        if engine.to_act(state) != seat:                 # cannot happen; never leave a broken game
            return None
        self._state = state
        rec = self.history.pop()
        rewind = Rewind(rec.n, rec.seat, rec.frame, rec.round, rec.phase)
        self._logs.take_back(self._journal, rewind)
        self.version += 1
        self._tell(rewind)
        return rewind

    # --- the log ----------------------------------------------------------------------------------
    def log_entries(self, viewer):
        """Log entries (kind, text, seat) as `viewer` may read them (None: public): the
        engine's events in words, with a header at each player's turn of phase 5 and a line
        for each action taken back (journal.LogBook). The words are those of the language
        spoken now (issue 29): a log is kept per viewer and language, built from the named
        events, so a switch rewords it whole."""
        return self._logs.entries(self._journal, viewer)

    def since_last_turn(self, seat, limit=12):
        """Public happenings since `seat` last decided, as log entries with true counts
        (journal.since_last_turn): (entries, how many earlier ones were left out)."""
        return since_last_turn(self.moves(None), seat, self.content, self.names, limit)

    def away_count(self, seat):
        """How many moves were made since `seat` last decided (issue 41: what the away replay covers)."""
        return len(self.history) - since_index(self.history, seat)

    def away_replay(self, seat):
        """While you were away (issue 41): the public moves since `seat` last decided, on
        the table (match.away.Away), or None when none happened. Its views are the log
        replayed (the log is the truth: history.replay_steps), each the public view."""
        moves = self.moves(None)
        start = since_index(moves, seat)
        if start >= len(moves):
            return None
        first = moves[start].n
        views = [engine.view(state, None) for state, rec in replay_steps(self.content, self._state.cfg,
                                                                          actions_in_log(self._state))
                 if (0 if rec is None else rec.n + 1) >= first]
        return Away(self.content, self.names, self.styles, moves, start, views, seat)

    # --- saves ------------------------------------------------------------------------------------
    def seat_docs(self):
        docs = []
        for s, style in zip(self.seats, self.styles):
            d = s.to_dict()
            d["style"] = style
            docs.append(d)
        return docs

    def label(self):
        """Where the game stands, in words of the language spoken now ("Ann, Bob · round 3 ·
        Actions"), for the screen."""
        st = self._state
        if self.over:
            where = _("over")
        elif st.round:
            where = _("round {n} · {phase}").format(n=st.round, phase=phase_title(st.phase))
        else:
            where = _("round 0")
        return _(", ").join(self.names) + " · " + where

    def save_label(self):
        """The label a save keeps: language-neutral (names, round and the phase's id; issue
        29: nothing translated is stored in a save, the Load list words the summary)."""
        st = self._state
        return ", ".join(self.names) + " · " + ("over" if self.over else f"{st.round} · {st.phase}")

    def autosave(self, folder=None):
        """Write an autosave (fileio.autosave rotates them) and return its path; or None
        while a secret entry is half made (the autosave stays due and is written when the
        entries are complete), or when the state fails validation (saves.check.problems:
        nothing is written from a state a load would refuse). A point already autosaved
        (nothing happened since: the menu's Load or Quit right after a hand-off, a game
        loaded from an autosave) writes no second copy: that file becomes the newest
        (issue 25). The rotation counts only
        autosaves that load (saves.check.verdict): a broken file never pushes out a good one."""
        from archipelago.saves.check import problems, remember_good, verdict
        self.remember_seen()
        if self.over:
            self.keep_finished(folder)
        if secret_entry_open(self._state, self.history):
            self.autosave_due = True
            return None
        self.autosave_due = False
        point = (len(self.history), self._state.log_n)
        last = self._autosaved
        if last is not None and last[:2] == point and fileio.touch(last[2]):
            remember_good(last[2], self.content)
            self.saved_upto = len(self.history)
            return last[2]                      # nothing new since: no duplicate pushes older ones out
        if problems(self._state):
            return None
        doc = save_format.encode(self._state, self.seat_docs(), self.save_label())
        path = fileio.autosave(doc, lambda p: verdict(p, self.content) is None, folder,
                               written=lambda p: remember_good(p, self.content))
        self._autosaved = point + (path,)
        self.saved_upto = len(self.history)
        return path

    def keep_finished(self, folder=None):
        """Keep this finished game in a file of its own (fileio.keep_finished: never rotated
        away), so that the Load screen lists it among the finished games and its replay can be
        watched later (issue 30). Written once per game; returns its path, or None while the
        game runs, when the state fails validation, or for a second try of a game that has
        ended already (a save from before its end loaded: the first end is its record, issue 38)."""
        from archipelago.saves.check import problems, remember_good
        if not self.over or self.second_try:
            return None
        if self.finished_path is None:
            if problems(self._state):
                return None
            doc = save_format.encode(self._state, self.seat_docs(), self.label())
            self.finished_path = fileio.keep_finished(doc, folder)
            remember_good(self.finished_path, self.content)
        return self.finished_path

    def game_record(self):
        """What rebuilds this finished game (the log is the truth): (its configuration, its
        actions, the seats' documents), for the replay viewer (match.replay, issue 30). Only
        once the game is over, when every secret is open; raises ValueError before."""
        if not self.over:
            raise ValueError("the game is not over: its record would open every seat's secrets")
        return dict(self._state.cfg), actions_in_log(self._state), self.seat_docs()

    def rewound_reveals(self, saved):
        """history.rewound_reveals for `saved`, a save of this game just loaded (a Match):
        the reveals this game has passed since the point of that save, in words."""
        return seen.reveals_words(rewound_reveals(self._state, self.history, saved._state))

    def seen_after(self):
        """The reveals saves.seen noted after the point of this game (a save just loaded):
        those loading it lets the table decide again, even when the newer saves are gone."""
        return seen.rewound(self._state)

    def remember_seen(self, folder=None):
        """Note in saves.seen the reveals of secret entries this game has shown since the
        last note (issue 25: a later load of a save from before them asks the table, from the
        title too and after a relaunch). Never raises: a file that cannot be written is
        tried again at the next note."""
        if not reveal_marks(self.history[self._seen_from:]):
            self._seen_from = len(self.history)
            return False
        try:
            changed = seen.remember(self._state, self.history, folder)
        except OSError:
            return False
        self._seen_from = len(self.history)
        return changed

    def save(self, path=None, label=None):
        self.remember_seen()
        if path is None:
            folder = paths.saves_dir()
            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = folder / f"save-{stamp}.json"
            k = 2
            while path.exists():
                path = folder / f"save-{stamp}-{k}.json"
                k += 1
        out = fileio.save(save_format.encode(self._state, self.seat_docs(), label or self.save_label()), path)
        self.saved_upto = len(self.history)
        return out

    def unsaved(self):
        """What leaving the game now (Quit, Quit to title, Load) loses (issue 25): no
        autosave is written in the middle of secret entries, so the moves since the last
        save are lost. (the open entry's frame kind: "bids", "dcrisis" or "xcrisis", the
        moves since the last save, whether a trade offer is open), or None. A trade offer is
        one move however many clicks composed it (issue 38: the items put in or taken out of
        an offer are not moves)."""
        kind = secret_entry_open(self._state, self.history)
        moves = sum(1 for rec in self.history[self.saved_upto:] if rec.frame != COMPOSE)
        if kind is None or moves <= 0 or self.over:
            return None
        return kind, moves, any(f.get("k") in (COMPOSE, RESPOND) for f in self._state.frames)

    # --- bots --------------------------------------------------------------------------------------
    def bot(self, seat):
        b = self.bots.get(seat)
        if b is None:
            from archipelago.bots import make_bot
            level = self.seats[seat].level
            try:
                b = make_bot("heuristic", seat, self.bot_seed, level, content=self.content)
            except ValueError:
                b = make_bot("heuristic", seat, self.bot_seed, "normal", content=self.content)
            self.bots[seat] = b
            self.set_think(self.think)
        return b

    def set_think(self, seconds):
        """The expert bots' thinking time per decision (the "Expert thinking time" setting)."""
        self.think = seconds
        if seconds is None:
            return
        for b in self.bots.values():
            if b.level == "expert":
                b.budget = seconds

    def bot_job(self, max_actions=1, budget=0.03):
        """A job for BotRunner: a private copy of the state and the bots of every bot seat
        (none for a person, here or at another screen)."""
        bots = {i: self.bot(i) for i, s in enumerate(self.seats) if s.bot}
        return engine.copy_state(self._state), bots, max_actions, budget
