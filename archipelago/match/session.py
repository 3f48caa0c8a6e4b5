"""One game at one screen, without drawing: seats, the engine state, the per-action event
history, who looks at the screen, curtains, undo and autosaves. The bots think in
match.runner; the barriers and the replay are archipelago.history's.

The scenes (archipelago/ui/scenes) draw what this decides:

    s = Session.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=7)
    s.to_act, s.legal()          # who decides now and what they may do
    s.curtain_pending()          # a curtain must hide the screen before anything private
    s.dismiss_curtain()          # the named person clicked it: their screen may open
    s.viewer()                   # the seat whose engine.view the table shows (None: public)
    s.apply(action)              # -> history.Record (action, events, barrier)
    s.can_undo() / s.undo()      # back one step of one's own turn, never past a barrier
    s.autosave() / s.save(path)  # saves.format documents, seats included

The screen, when two or more people share it (hot seat): one piece of state,
`cleared_for`, says whose private view may be drawn. Only dismiss_curtain sets it (to the
person the curtain named); anything else that is shown clears it: an action of another
seat (a bot's turn is played on the public view), an objective revealed, leave_screen
(the table replaces the result of the person's last action by the public view before the
next curtain). viewer() is `cleared_for` and nothing else, so a person's private view is
drawn only right after their own curtain and only while nothing else has been shown
since (UX.md, "Hot seat and secrets"). A curtain is due whenever a person must decide and
is not `cleared_for`. With one person at the table (the rest bots) there is nobody to
hide from: no curtains, the table shows that person's view. A loaded game starts at a
curtain when two or more people share the screen. Reveals (`revealing`) are drawn over the public view in every mode.

After the deal (the end of round 0, R4), each person in seat order has a
"Your objective" moment (issue 18): `objective_due()` names them, their curtain comes
first (curtain_for), and `objective_read()` ends the moment (the screen goes public, the
next person's curtain follows); bots have none, and nobody acts meanwhile.

Undo goes back to a copy of the state taken before the undone action (issue 12); without
one (a resumed game) it replays the action log (the log is the truth, randomness lives
in the state, so a replay never re-rolls) to one action earlier. It only removes
the deciding human's own latest actions and stops at an information barrier: a random
draw (a ("r", ...) log entry), an event in history.BARRIER_EVENTS, a handoff (another
seat acted, or a curtain was shown) or a load.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from archipelago import engine
from archipelago.history import (Record, actions_in_log, apply_recorded, replay, reveals_in, rewound_reveals,
                                 secret_entry_open)
from archipelago.saves import fileio, paths, seen
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path
from archipelago.match import coach
from archipelago.match.causes import explain
from archipelago.words import log_entry, phase_title, summary_entries
from archipelago.engine.kinds import (COMPOSE, COUNTER, OFFER, OFFER_CANCELLED, PHASE, RESPOND,
                                      ROUND, ROUND0_DONE, TURN)

# Leaving in the middle of secret entries (Session.lost_on_leave): what is lost, and when
# the game is saved again.
LEAVE_WORDS = {"bids": "the bids entered so far this round", "dcrisis": "the answers to the domestic crisis so far",
               "xcrisis": "the answers to the export crisis so far"}
ENTRIES_DONE = {"bids": "every bid is in", "dcrisis": "everyone has answered the domestic crisis",
                "xcrisis": "everyone has answered the export crisis"}

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


# --- the session -------------------------------------------------------------------------------

# Undo keeps a copy of the state before each of the last actions since the last barrier
# (issue 12: no replay from the start); older steps fall back to the replay.
UNDO_KEEP = 64


class Session:
    def __init__(self, content, state, seats, history=None, resumed=False, curtains=True):
        if len(seats) != state.cfg["n"]:
            raise ValueError("one seat per player")
        self.content = content
        self.state = state
        self.seats = list(seats)
        self.styles = default_styles(self.seats)
        self.history: list[Record] = list(history or [])
        self.curtains = curtains
        self.cleared_for = None         # the person whose curtain was dismissed, nothing else shown since
        self.revealing = False          # an objective reveal is on screen (drawn over the public view)
        self._last_seen = None          # curtains off: the human whose view stays up while bots play
        # a loaded game with people taking turns: curtain first, whoever decides; one person
        # at the table has nobody to hide from (issue 14): the table at once
        self.resume = resumed and self.shared_screen()
        self.floor = len(self.history)  # undo never goes below this record
        self.autosave_due = True        # the game (re)starts: autosave once
        self.announced = set()          # objective endings already shown
        self.bots = {}
        self.think = None               # an expert's seconds per decision (None: its default)
        self.bot_seed = int(state.cfg.get("seed", 0))
        self._logs = {}                 # viewer -> (records seen, entries)
        self._undo = []                 # (record index, state before it) since the last barrier
        self._last_human = None         # the last human who decided (autosave on return)
        self.announced_now = []         # endings to show (filled by apply, drained by the UI)
        self.objectives_due = []        # "Your objective" moments after the deal, seat order
        self._seen_from = 0             # history records already noted in saves.seen
        self._autosaved = None          # (history length, log_n, path) of the last autosave of this point
        self.saved_upto = len(self.history)     # the history a file on disk holds (load, autosave, save)
        if resumed and self.history and self._dealt() and not state.over \
                and any(ev.get("type") == ROUND0_DONE for ev in self.history[-1].events):
            self.objectives_due = self.humans   # saved at the deal: the moments come (issue 25)
        if state.ending is not None and resumed:
            self.announced_now.append(self._ending_key())

    # --- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, content, seats, length="short", seed=None, curtains=True):
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2 ** 31)
        state = engine.new_game(content, [s.name for s in seats], length, seed=int(seed))
        return cls(content, state, seats, curtains=curtains)

    @classmethod
    def load(cls, content, path, curtains=True):
        """A saved game, validated (saves.check), resumed at a curtain when people share the
        screen (one person: their screen at once). Raises
        save_format.SaveError; nothing changes on disk."""
        loaded = load_path(path, content)
        seats = [Seat.from_dict(d) for d in loaded.seats]      # checked by load_path
        s = cls(content, loaded.state, seats, loaded.records, resumed=True, curtains=curtains)
        if fileio.is_autosave(path):            # its point is autosaved already (issue 25)
            s._autosaved = (len(s.history), s.state.log_n, path)
        return s

    # --- facts ----------------------------------------------------------------------------------
    @property
    def names(self):
        return self.state.cfg["names"]

    @property
    def to_act(self):
        return engine.to_act(self.state)

    @property
    def over(self):
        return self.state.over is not None

    def result(self):
        return engine.result(self.state)

    def legal(self):
        return engine.legal_actions(self.state)

    def is_human(self, seat):
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].human

    @property
    def humans(self):
        return [i for i, s in enumerate(self.seats) if s.human]

    def shared_screen(self):
        """Two or more humans take turns at this screen (and the curtain is on)."""
        return self.curtains and len(self.humans) >= 2

    def bot_to_act(self):
        seat = self.to_act
        return seat is not None and not self.is_human(seat)

    # --- the screen ------------------------------------------------------------------------------
    @property
    def holder(self):
        """The person whose private view the table may show (see cleared_for)."""
        return self.cleared_for

    def objective_due(self):
        """The person whose "Your objective" moment comes now, or None."""
        return self.objectives_due[0] if self.objectives_due and not self.over else None

    def objective_read(self):
        """The person closed their objective moment: the public view, then the next curtain."""
        if self.objectives_due:
            self.objectives_due.pop(0)
        self.leave_screen()

    # --- coach tips (match.coach) ------------------------------------------------------------------
    def coach_due(self):
        """(seat, tip) of the coach tip due now, or None: only for a coached person whose own
        view is on the screen (at the end, whoever is coached), never over a curtain."""
        if self.over:
            seats = [i for i, s in enumerate(self.seats) if s.human and s.coach is not None]
        else:
            seat = self.viewer()
            seats = [seat] if self.is_human(seat) and self.seats[seat].coach is not None else []
        for seat in seats:
            last = next((r.action for r in reversed(self.history) if r.seat == seat), None)
            tip = coach.due(self.view(None if self.over else seat), seat, self.seats[seat].coach, last)
            if tip is not None:
                return seat, tip
        return None

    def coach_shown(self, seat, tip):
        """The person saw the tip: never again in this game (kept in the save)."""
        if tip not in self.seats[seat].coach:
            self.seats[seat].coach.append(tip)

    def _next_person(self):
        seat = self.objective_due()
        return self.to_act if seat is None else seat

    def curtain_pending(self):
        """A curtain must hide the screen now (before anything private is drawn)."""
        if self.over:
            return False
        if self.resume:
            return True
        seat = self._next_person()
        return self.is_human(seat) and seat != self.cleared_for and self.shared_screen()

    def curtain_for(self):
        """The seat the curtain names (None: the game resumes with a bot to decide)."""
        seat = self._next_person()
        return seat if self.is_human(seat) else None

    def dismiss_curtain(self):
        """The named player clicked the curtain: only they are at the screen."""
        seat = self._next_person()
        self.cleared_for = seat if self.is_human(seat) else None
        self.resume = False
        self.floor = len(self.history)        # a handoff: undo stops here

    def leave_screen(self):
        """The private view on screen gives way to the public view (the next curtain)."""
        self.cleared_for = None

    def handing_over(self):
        """The result of the last person's action is still on their private screen while
        the curtain for the next person is due (the table lifts it on a click or soon)."""
        return self.curtain_pending() and not self.resume and self.viewer() is not None

    def viewer(self):
        """The seat whose view the table shows now (None: the public view)."""
        if self.over or self.revealing:
            return None
        if self.shared_screen():
            return self.cleared_for
        if self.resume:
            return None
        seat = self.to_act
        humans = self.humans
        if self.is_human(seat):
            self._last_seen = seat
            return seat
        if len(humans) == 1:
            return humans[0]
        return self._last_seen          # curtains off: the last human's view while bots play

    def view(self, viewer="auto"):
        return engine.view(self.state, self.viewer() if viewer == "auto" else viewer)

    # --- acting ----------------------------------------------------------------------------------
    def apply(self, action):
        """Carry out one legal action of the seat to act; raises engine.IllegalAction."""
        if not isinstance(action, engine.Action):
            action = engine.Action(action[0], action[1], tuple(action[2]))
        before = (self.state.round, self.state.phase)
        dealt = self._dealt()
        self.objectives_due = []                # (headless play moves on without the moments)
        n = self.history[-1].n + 1 if self.history else len(actions_in_log(self.state))
        before_state = engine.copy_state(self.state)
        rec = apply_recorded(self.state, action, n)
        self.history.append(rec)
        if rec.barrier:
            self._undo.clear()              # undo never goes back past a barrier
        else:
            self._undo.append((len(self.history) - 1, before_state))
            del self._undo[:-UNDO_KEEP]
        if self.is_human(rec.seat):
            self._last_human = rec.seat
        if rec.seat != self.cleared_for or not self.is_human(self.to_act) and not self.over:
            self.cleared_for = None             # another seat acted, or bots play now: public
        if (self.state.round, self.state.phase) != before or self.over:
            self.autosave_due = True
        if not dealt and self._dealt():
            self.objectives_due = self.humans   # R4: the objectives are dealt at the end of round 0
        seat = self.to_act
        if self.is_human(seat) and (seat != rec.seat or not self.is_human(rec.seat)):
            self.autosave_due = True            # a handoff to a human (after a bot or a human)
        if self.state.ending is not None and self._ending_key() not in self.announced:
            key = self._ending_key()
            if key not in self.announced_now:
                self.announced_now.append(key)
            self.cleared_for = None             # a reveal is drawn over the public view
        return rec

    def _dealt(self):
        return any(p["objective"] is not None for p in self.state.players)

    def _ending_key(self):
        e = self.state.ending or {}
        return (e.get("seat"), e.get("objective"))

    def take_announcements(self):
        """Objective endings to reveal on screen (each once)."""
        out = [k for k in self.announced_now if k not in self.announced]
        self.announced.update(out)
        self.announced_now = []
        return out

    # --- undo -------------------------------------------------------------------------------------
    def can_undo(self):
        seat = self.to_act
        if not self.is_human(seat) or self.curtain_pending() or len(self.history) <= self.floor:
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
            actions = actions_in_log(self.state)
            state, _ = replay(self.content, self.state.cfg, actions[:-1])
        if engine.to_act(state) != seat:                 # cannot happen; never leave a broken game
            return False
        self.state = state
        self.history.pop()
        self._logs.clear()
        return True

    # --- the log ----------------------------------------------------------------------------------
    @property
    def card_names(self):
        return {cid: c.name for cid, c in self.content.cards.items()}

    @staticmethod
    def _marked(ev, counters):
        """An offer made after a counter is a counter-offer (the log says so)."""
        t = ev.get("type")
        if t == COUNTER:
            counters.add((ev.get("seat"), ev.get("to")))
        elif t == OFFER and (ev.get("seat"), ev.get("to")) in counters:
            counters.discard((ev.get("seat"), ev.get("to")))
            return dict(ev, counter=True)
        elif t == OFFER_CANCELLED:
            counters.difference_update({c for c in counters if c[0] == ev.get("seat")})
        return ev

    def log_entries(self, viewer):
        """Log entries (kind, text, seat) as `viewer` may read them (None: public): the
        engine's events in words, with a header at each player's turn of phase 5."""
        seen, entries, turn_seat, counters, why = self._logs.get(viewer, (0, [], None, set(), {}))
        if seen > len(self.history):
            seen, entries, turn_seat, counters, why = 0, [], None, set(), {}
        names = self.names
        cards = self.card_names
        for rec in self.history[seen:]:
            if rec.frame == TURN and rec.seat != turn_seat:
                entries.append(("header", f"{names[rec.seat]}'s turn", rec.seat))
                turn_seat = rec.seat
            for ev in explain(rec, why, self.content, names):
                vis = ev.get("vis")
                if vis is not None and vis != viewer:
                    continue
                if ev.get("type") in (PHASE, ROUND):
                    turn_seat = None
                ent = log_entry(self._marked(ev, counters), names, cards)
                if ent:
                    entries.append(ent)
        self._logs[viewer] = (len(self.history), entries, turn_seat, counters, why)
        return list(entries)

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
                    ev = self._marked(ev, counters)
                    if i >= start:
                        if ev.get("counter"):               # the counter-offer, told once (issue 25)
                            events = [e for e in events if not (e.get("type") == COUNTER and
                                      (e.get("seat"), e.get("to")) == (ev.get("seat"), ev.get("to")))]
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
        st = self.state
        where = "over" if self.over else (f"round {st.round} · {phase_title(st.phase)}" if st.round else "round 0")
        return ", ".join(self.names) + " · " + where

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
        if secret_entry_open(self.state, self.history):
            self.autosave_due = True
            return None
        self.autosave_due = False
        point = (len(self.history), self.state.log_n)
        last = self._autosaved
        if last is not None and last[:2] == point and fileio.touch(last[2]):
            remember_good(last[2], self.content)
            self.saved_upto = len(self.history)
            return last[2]                      # nothing new since: no duplicate pushes older ones out
        if problems(self.state):
            return None
        doc = save_format.encode(self.state, self.seat_docs(), self.label())
        path = fileio.autosave(doc, lambda p: verdict(p, self.content) is None, folder,
                               written=lambda p: remember_good(p, self.content))
        self._autosaved = point + (path,)
        self.saved_upto = len(self.history)
        return path

    def rewound_reveals(self, saved_state):
        """history.rewound_reveals for a save of this game: the reveals loading it undoes."""
        return rewound_reveals(self.state, self.history, saved_state)

    def remember_seen(self, folder=None):
        """Note in saves.seen the reveals of secret entries this game has shown since the
        last note (issue 25: a later load of a save from before them asks the table, from the
        title too and after a relaunch). Never raises: a file that cannot be written is
        tried again at the next note."""
        if not reveals_in(self.history[self._seen_from:]):
            self._seen_from = len(self.history)
            return False
        try:
            changed = seen.remember(self.state, self.history, folder)
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
        out = fileio.save(save_format.encode(self.state, self.seat_docs(), label or self.label()), path)
        self.saved_upto = len(self.history)
        return out

    def lost_on_leave(self):
        """What leaving the game now (Quit, Quit to title, Load) loses, in words, or None
        (issue 25): no autosave is written in the middle of secret entries (bids, crisis
        answers, and the trades made meanwhile), so the moves since the last save are lost."""
        kind = secret_entry_open(self.state, self.history)
        moves = len(self.history) - self.saved_upto
        if kind is None or moves <= 0 or self.over:
            return None
        trade = any(f.get("k") in (COMPOSE, RESPOND) for f in self.state.frames)
        what = LEAVE_WORDS[kind] + (", and the open trade offer" if trade else "")
        return (f"The game is saved automatically only when {ENTRIES_DONE[kind]}: a save never keeps "
                f"half a round of secret entries. Leaving now loses the {moves} move{'s' if moves != 1 else ''} "
                f"made since the last save ({what}); the game would resume before them. Finish the "
                "round first to keep them.")

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
        return engine.copy_state(self.state), bots, max_actions, budget
