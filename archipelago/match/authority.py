"""The authority over one game: the content, the engine state (private: nothing outside
this object reads it), the seats and their styles, the history of records, `apply`, the
legal actions of the seat to act, undo with its information barriers, saves, autosaves
and the reveals noted in saves.seen, the bots, and the game told per viewer: views, moves
and log entries. The barriers and the replay are archipelago.history's; the bots think
in match.runner; the hot-seat screen policy (curtains, who may see what) is match.screen's.

    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=7)
    m.to_act, m.legal()          # who decides now and what they may do
    m.view(seat)                 # engine.view for a seat (None: the public view)
    m.moves(viewer)              # each applied action as `viewer` may know it (Move)
    m.log_entries(viewer)        # the log in words, as `viewer` may read it
    m.apply(action)              # -> history.Record; every follower is told the public Move
    m.can_undo() / m.undo()      # back one step of one's own turn, never past a barrier
    m.autosave() / m.save(path)  # saves.format documents, seats included
    m.story()                    # a finished game's figures by round (match.story), or None

Toward the screens its only outputs are per-seat views, moves and log entries (and the
public facts also in every view: who acts, the round, the top frame's kind, the end), so
several screens could follow one authority with no second copy of any rule
(ARCHITECTURE.md, "One source for every public fact"). A screen follows it (`follow`):
after each action it is told the public Move; it tells the authority of a handoff
(`handoff`: undo stops there). `history`, the records with every seat's secrets, is for
the saves and for checks (tests, the hot-seat fuzz); tests/test_layers.py keeps the
scenes off it and everything in the UI off the state.

Undo goes back to a copy of the state taken before the undone action (issue 12); without
one (a resumed game) it replays the action log (the log is the truth, randomness lives
in the state, so a replay never re-rolls) to one action earlier. It only removes
the deciding human's own latest actions and stops at an information barrier: a random
draw (a ("r", ...) log entry), an event in history.BARRIER_EVENTS, a handoff (another
seat acted, or the screen told of one) or a load.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from archipelago import engine
from archipelago.history import (Record, actions_in_log, apply_recorded, replay, reveal_marks, rewound_reveals,
                                 secret_entry_open)
from archipelago.saves import fileio, paths, seen
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path
from archipelago.match.causes import explain
from archipelago.i18n import _, language
from archipelago.match.story import story
from archipelago.words import log_entry, phase_title, summary_entries
from archipelago.engine.kinds import COMPOSE, COUNTER, OFFER, OFFER_CANCELLED, PHASE, RESPOND, ROUND, TURN

# --- seats --------------------------------------------------------------------------------------

KINDS = ("human", "bot")


@dataclass
class Seat:
    name: str
    kind: str = "human"             # human | bot
    level: str = "normal"           # a bot's level: easy | normal | hard | expert
    style: int | None = None        # palette entry (colour + emblem), theme.PLAYER_COLOURS
    coach: list | None = None       # a coached person: the coach tips shown (match.coach); None: none

    @property
    def human(self):
        return self.kind == "human"

    def to_dict(self):
        d = {"name": self.name, "kind": self.kind, "level": self.level, "style": self.style}
        if self.coach is not None:
            d["coach"] = list(self.coach)
        return d

    @classmethod
    def from_dict(cls, d):
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise ValueError("a seat needs a name")
        kind = d.get("kind", "human")
        if kind not in KINDS:
            raise ValueError(f"unknown seat kind {kind!r}")
        level = d.get("level", "normal")
        if not isinstance(level, str):
            raise ValueError("bad bot level")
        style = d.get("style")
        if style is not None and (not isinstance(style, int) or isinstance(style, bool)):
            raise ValueError("bad seat style")
        coach = d.get("coach")
        if coach is not None and (not isinstance(coach, list) or not all(isinstance(t, str) for t in coach)):
            raise ValueError("bad coach tips")
        return cls(d["name"], kind, level, style, None if coach is None else list(coach))


def default_styles(seats):
    """Every seat's palette entry: the chosen ones, the others the first free entries."""
    taken = [s.style for s in seats if s.style is not None]
    free = iter(i for i in range(5) if i not in taken)
    return [s.style if s.style is not None else next(free, 0) for s in seats]


# --- the log in words ----------------------------------------------------------------------------

def marked(ev, counters):
    """An offer made after a counter is a counter-offer (the log tells it once, when it is
    sent: issue 38), and a counter-offer withdrawn ends the trade (the log says they do not
    trade)."""
    t = ev.get("type")
    if t == COUNTER:
        counters.add((ev.get("seat"), ev.get("to")))
    elif t == OFFER and (ev.get("seat"), ev.get("to")) in counters:
        counters.discard((ev.get("seat"), ev.get("to")))
        return dict(ev, counter=True)
    elif t == OFFER_CANCELLED:
        mine = sorted(c for c in counters if c[0] == ev.get("seat"))
        counters.difference_update(mine)
        if mine:
            return dict(ev, to=mine[0][1], counter=True)
    return ev


class LogBook:
    """A game's log in words as one viewer may read it (None: public), written record by
    record (`add`): the engine's events in words, with a header at each player's turn of
    phase 5, in the language spoken when it is made (issue 29). The match keeps one per
    viewer and language; the replay (match.replay) reads it in step."""

    def __init__(self, content, names, viewer):
        self.content, self.names, self.viewer = content, names, viewer
        self.cards = {cid: content.shown("card", cid, "name") for cid in content.cards}
        self.entries = []
        self.seen = 0                   # records written
        self._turn_seat = None
        self._counters = set()
        self._why = {}

    def add(self, rec):
        """Write the entries of one more record (the next of the game's history)."""
        names, viewer = self.names, self.viewer
        if rec.frame == TURN and rec.seat != self._turn_seat:
            self.entries.append(("header", _("{name}'s turn").format(name=names[rec.seat]), rec.seat))
            self._turn_seat = rec.seat
        for ev in explain(rec, self._why, self.content, names):
            vis = ev.get("vis")
            if vis is not None and vis != viewer:
                continue
            if ev.get("type") in (PHASE, ROUND):
                self._turn_seat = None
            ent = log_entry(marked(ev, self._counters), names, self.cards)
            if ent:
                self.entries.append(ent)
        self.seen += 1


# --- the authority ------------------------------------------------------------------------------

# Undo keeps a copy of the state before each of the last actions since the last barrier
# (issue 12: no replay from the start); older steps fall back to the replay.
UNDO_KEEP = 64


@dataclass(frozen=True)
class Move:
    """One applied action as a viewer may know it: who acted, the action itself only for
    the seat that took it (a bid is secret), and the events the viewer may see."""
    n: int                          # action number in the game's log (0-based)
    seat: int
    action: engine.Action | None
    events: tuple


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
        self._followers = []            # the screens told of each action (follow)
        self._floor = len(self.history)  # undo never goes below this record
        self._logs = {}                 # viewer -> LogBook
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

    def is_human(self, seat):
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].human

    @property
    def humans(self):
        return [i for i, s in enumerate(self.seats) if s.human]

    def bot_to_act(self):
        seat = self.to_act
        return seat is not None and not self.is_human(seat)

    # --- per viewer ------------------------------------------------------------------------------
    def view(self, seat):
        """engine.view of `seat` (None: the public view)."""
        return engine.view(self._state, seat)

    def moves(self, viewer, start=0):
        """The applied actions from `start` (a list index: -1 is the latest) as `viewer`
        may know them (None: public), oldest first."""
        return [self._move(rec, viewer) for rec in self.history[start:]]

    @staticmethod
    def _move(rec, viewer):
        return Move(rec.n, rec.seat, rec.action if viewer is not None and viewer == rec.seat else None,
                    tuple(ev for ev in rec.events if ev.get("vis") is None or ev.get("vis") == viewer))

    def follow(self, listener):
        """Tell `listener` (a screen) of every action applied from now on: listener(Move),
        the Move as everyone may know it."""
        self._followers.append(listener)

    # --- acting ----------------------------------------------------------------------------------
    def apply(self, action):
        """Carry out one legal action of the seat to act; raises engine.IllegalAction."""
        if not isinstance(action, engine.Action):
            action = engine.Action(action[0], action[1], tuple(action[2]))
        state = self._state
        before = (state.round, state.phase)
        n = self.history[-1].n + 1 if self.history else len(actions_in_log(state))
        before_state = engine.copy_state(state)
        rec = apply_recorded(state, action, n)
        self.history.append(rec)
        self.version += 1
        if rec.barrier:
            self._undo.clear()              # undo never goes back past a barrier
        else:
            self._undo.append((len(self.history) - 1, before_state))
            del self._undo[:-UNDO_KEEP]
        if (state.round, state.phase) != before or self.over:
            self.autosave_due = True
        seat = self.to_act
        if self.is_human(seat) and (seat != rec.seat or not self.is_human(rec.seat)):
            self.autosave_due = True            # a handoff to a human (after a bot or a human)
        if state.ending is not None:
            key = self._ending_key()
            if key not in self.announced and key not in self.announced_now:
                self.announced_now.append(key)
        move = self._move(rec, None)
        for listener in self._followers:
            listener(move)
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

    # --- undo -------------------------------------------------------------------------------------
    def handoff(self):
        """The screen passed to another person (a curtain was dismissed): undo stops here."""
        self._floor = len(self.history)

    def can_undo(self):
        """The human to act may take back their own latest action (no barrier, no handoff
        since)."""
        seat = self.to_act
        if not self.is_human(seat) or len(self.history) <= self._floor:
            return False
        last = self.history[-1]
        return last.seat == seat and not last.barrier

    def undo(self):
        """One step back in the deciding human's own turn: the copy of the state taken
        before that action (or, without one, a replay of the log)."""
        if not self.can_undo():
            return False
        seat = self.to_act
        last = len(self.history) - 1
        if self._undo and self._undo[-1][0] == last:
            state = self._undo.pop()[1]                  # the copy taken before that action
        else:                                            # e.g. a resumed game: replay the log
            self._undo.clear()
            actions = actions_in_log(self._state)
            state, _ = replay(self.content, self._state.cfg, actions[:-1])
        if engine.to_act(state) != seat:                 # cannot happen; never leave a broken game
            return False
        self._state = state
        self.history.pop()
        self.version += 1
        self._logs.clear()
        return True

    # --- the log ----------------------------------------------------------------------------------
    @property
    def card_names(self):
        """Card id -> its name in the language spoken now (Content.shown)."""
        return {cid: self.content.shown("card", cid, "name") for cid in self.content.cards}

    def log_entries(self, viewer):
        """Log entries (kind, text, seat) as `viewer` may read them (None: public): the
        engine's events in words, with a header at each player's turn of phase 5. The words
        are those of the language spoken now (issue 29): a log is kept per viewer and
        language, built from the named events, so a switch rewords it whole."""
        key = (viewer, language())
        book = self._logs.get(key)
        if book is None or book.seen > len(self.history):
            book = self._logs[key] = LogBook(self.content, self.names, viewer)
        for rec in self.history[book.seen:]:
            book.add(rec)
        return list(book.entries)

    def since_last_turn(self, seat, limit=12):
        """Public happenings since `seat` last decided, as log entries with true counts
        (words.summary_entries: "Ann harvests 2 fruit"): (entries, how many earlier ones
        were left out)."""
        start = 0
        for i in range(len(self.history) - 1, -1, -1):
            if self.history[i].seat == seat:
                start = i + 1
                break
        counters = set()
        events = []
        why = {}
        for i, rec in enumerate(self.history):
            for ev in explain(rec, why, self.content, self.names):
                if ev.get("vis") is None:
                    ev = marked(ev, counters)
                    if i >= start:
                        events.append(ev)
        out = summary_entries(events, self.names, self.card_names)
        cut = max(0, len(out) - limit)
        return out[cut:], cut

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
        """A job for BotRunner: a private copy of the state and the bots of every bot seat."""
        bots = {i: self.bot(i) for i, s in enumerate(self.seats) if not s.human}
        return engine.copy_state(self._state), bots, max_actions, budget
