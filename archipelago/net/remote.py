"""A game joined at another computer (issue 36): match.session.LocalGame's interface, so the
game scene, the curtains (match.screen) and every other screen run unchanged against it.
What it knows comes from the host's messages alone (match.mirror.Mirror: the views of its
seats and the public view, the journal, the log worded here in the language spoken here),
never from a state; it keeps no save (saves stay on the host: they hold every secret),
only what it needs to rejoin (`rejoin_doc`: the address, the token, the last number).

    game = RemoteGame.join(content, "127.0.0.1:8765", code="K7QX2M", seats=[1])   # or watch=True
    game.tick(now)                       # the screen's loop: take what arrived (moves applied)
    game.view(seat), game.legal(), game.log_entries(seat), game.moves(seat)
    game.submit(action, by=seat)         # sent to the host, which decides (a refusal comes back)
    game.presence, game.talk, game.say("3 fish for your wood?")
    game.rejoin()                        # after a drop: the token and the last number
    game.ask_review(), game.review_state, game.review   # the finished game's review, made at the host
    game.ask_replay(), game.replay()     # its replay: the views this screen may see, sent by the host

The people at this screen (`humans`) are the seats it holds (two people at one computer
keep curtains between them, as at one screen); every other seat is played elsewhere.
"""
from __future__ import annotations

import queue
import time

from archipelago.match.authority import GAME_OVER, ILLEGAL, NOT_TO_ACT, WRONG_SEAT, Refused, as_action
from archipelago.match.follower import MOVE, REWIND, SNAPSHOT
from archipelago.match.journal import Move, told
from archipelago.match.mirror import Mirror, OutOfStep
from archipelago.match.seats import BOT, HUMAN, Seat
from archipelago.match.tape import SeatTape

from . import protocol as p
from .client import CLOSED, MESSAGE, Client, url
from .replays import REPLAY
from .reviews import REVIEW, REVIEW_CANCEL

__all__ = ["RemoteGame", "Refused"]


class RemoteGame:
    remote = True                       # the authority runs elsewhere

    def __init__(self, content, address, hello, wake=None):
        self.content = content
        self.address = address
        self.wake = wake
        self.mirror = Mirror(content)
        self.token = None
        self.epoch = None
        self.holds = frozenset()
        self.code = None
        self.presence = []              # each seat's mark (net.protocol: free, connected, away, bot)
        self.talk = []                  # table talk: [{"seat", "text"}], oldest first
        self.watching = []              # the names of those watching (spectators who gave one)
        self.refusals = []              # what the host refused: its messages ({"reason", "of", ...})
        self.closed = None              # (code, reason) once the line is down, else None
        self.trace = None               # trace(message, game) after each message taken (tests, tools)
        self.text = None                # the text of the message being taken (as it came on the wire)
        self.waiting = False            # an action or undo sent, no answer yet
        self.away = None                # after a rejoin: the log entries missed meanwhile (away_entries)
        self._away_mark = None          # the length of the held seat's log when the line went down
        self._behind = 0                # messages the host sends after its welcome before this screen is back
        self.pause_until = 0.0          # refused for flooding: send nothing before then
        self.review = None              # the finished game's review as the host sent it here (net/reviews.py)
        self.review_state = "idle"      # idle, asked, running, done, cancelled, failed (as the host said)
        self.review_progress = (0, 0)   # (done, total) of the host's job
        self.review_error = None
        self._review_ask = 0            # the number of the latest ask or cancel (an older one's answers are left aside)
        self.tapes = None               # the finished game's views along it, as the host sent them (net/replays.py)
        self.tapes_state = "idle"       # idle, asked, done, failed (the tapes did not fit this screen's moves)
        self._tapes_ask = 0
        self._listeners = []
        self._client = None
        self._connect(hello)

    @classmethod
    def join(cls, content, address, code, seats=None, watch=False, port=None, wake=None, names=None):
        """Join the game at `address` with its code: the seats asked for (None: the first
        free one), or watch it; `names`: who plays them (in the order of `seats`), or the
        watcher's name (net.protocol.hello)."""
        return cls(content, url(address, port), p.hello(content, code, seats, watch, names=names), wake)

    def _connect(self, hello):
        self.closed = None
        self.waiting = False
        self._client = Client(self.address, hello, self.wake).start()

    def rejoin(self):
        """Connect again with the token and the last message number: the host sends exactly
        what was missed, or a snapshot; the log entries missed become `away`."""
        if self.ready and self._away_mark is None:
            self._away_mark = self.seen()
        self.close_line()
        self._connect(p.hello(self.content, token=self.token, seq=self.mirror.seq, epoch=self.epoch))

    def rejoin_doc(self):
        """What this computer keeps to rejoin the game later (never a secret of the game):
        with `seen`, how far this screen had followed the log (`seen()`), so that a rejoin
        from the title says what happened meanwhile (`away_since`)."""
        return {"address": self.address, "token": self.token, "seq": self.mirror.seq, "epoch": self.epoch,
                "seen": self.seen()}

    def seen(self):
        """How many entries of the log shown here (away_viewer's) this screen has taken, or
        None before the first snapshot."""
        return len(self.mirror.log_entries(self.away_viewer())) if self.ready else None

    def away_since(self, seen):
        """A screen that comes back to a game it had followed up to `seen` log entries (a
        rejoin from the title, after this computer left): once the host's snapshot is here,
        the entries since become `away`, as after a dropped line."""
        if seen is not None and not self.ready:
            self._away_mark = seen

    @property
    def client(self):
        return self._client

    # --- taking messages --------------------------------------------------------------------------
    def pump(self, timeout=0.0):
        """Take every message that arrived (waiting up to `timeout` seconds for the first);
        how many moves and rewinds were taken."""
        taken = 0
        block = timeout > 0
        while True:
            try:
                kind, body, self.text = self._client.inbox.get(block, timeout) if block else \
                    self._client.inbox.get_nowait()
            except queue.Empty:
                return taken
            block = False
            if kind == CLOSED:
                self.closed = body
                self.waiting = False
                continue
            taken += self._take(body)

    def _take(self, msg):
        t = msg["t"]
        moved = 0
        if t == REVIEW:
            self._took_review(msg)
            return 0
        if t == REPLAY:
            self._took_tapes(msg)
            return 0
        if t == p.WELCOME:
            if self.review_state in ("asked", "running"):     # (a line back: the host's answers were lost)
                self._client.send({"t": REVIEW, "ask": self._review_ask})
            if self.tapes_state == "asked":
                self._client.send({"t": REPLAY, "ask": self._tapes_ask})
            self._behind = msg.get("behind", 0)
            self.token, self.epoch, self.code = msg["token"], msg["epoch"], msg["code"]
            self.holds = frozenset(msg["holds"])
            self.presence, self.talk = msg["presence"], msg["talk"]
            self.watching = msg.get("watching", [])
        elif t == p.REFUSED:
            self.refusals.append(msg)
            self.waiting = False
            if msg.get("of") == REPLAY and self.tapes_state == "asked":
                self.tapes_state = "failed"     # (asked before the end: never from the game-over screen)
            if msg.get("reason") == p.FLOOD:
                self.pause_until = time.monotonic() + p.FLOOD_PAUSE
        else:
            try:
                self.mirror.take(msg)
            except OutOfStep:           # a message was lost: start over from a snapshot
                self.rejoin()
                return 0
            if t == MOVE:
                move = Move.of(msg["move"])
                if move.seat in self.holds:     # the answer to what this screen sent, not another's move
                    self.waiting = False        # (secret bids: the others' come in between)
                moved = 1
                for listener in list(self._listeners):
                    listener(told(move, frozenset()))
            elif t in (REWIND, SNAPSHOT):
                self.waiting = False
                moved = 1
            elif t == p.PRESENCE:
                self.presence = msg["presence"]
                self.watching = msg.get("watching", [])
                self.mirror.rename(msg.get("names", self.mirror.names))
            elif t == p.TALK:
                self.talk = (self.talk + [{"seat": msg["seat"], "text": msg["text"]}])[-p.TALK_KEPT:]
        if t != p.WELCOME and t != p.REFUSED and self._behind:
            self._behind -= 1
        if self._away_mark is not None and not self._behind and self.ready:
            seen, self._away_mark = self._away_mark, None
            self.away = self.mirror.log_entries(self.away_viewer())[seen:]
        if self.trace is not None:
            self.trace(msg, self)
        return moved

    def _took_review(self, msg):
        state = msg.get("status")
        if msg.get("ask") != self._review_ask or self.review_state == "cancelled":
            return                      # (an answer to an earlier ask, or said before the host had the cancel)
        if state == "done" and isinstance(msg.get("review"), dict):
            self.review, self.review_state = msg["review"], "done"
        elif state == "running":
            self.review_state, self.review_progress = "running", (msg.get("done", 0), msg.get("total", 0))
        elif state in ("cancelled", "failed"):
            self.review_state, self.review_error = state, msg.get("error")
        if self.trace is not None:
            self.trace(msg, self)

    def ask_review(self):
        """Ask the host for the finished game's review (made there, where the record is):
        the answers come as `review_state`, `review_progress` and, once made, `review`."""
        if self.review is not None or self.review_state in ("asked", "running"):
            return
        self.review_state, self.review_error = "asked", None
        self._review_ask += 1
        self._client.send({"t": REVIEW, "ask": self._review_ask})

    def review_moment(self, mark):
        """One of this screen's costly decisions in the host's review as its seat saw it and
        the next moves (the seat's views the host sent with it, the moves as the seat knew
        them: match.away.Away), or None when this screen cannot show it."""
        if mark.get("seat") not in self.holds or not mark.get("views"):
            return None
        return self.mirror.seat_replay(mark["seat"], mark["step"], mark["views"])

    def review_turn(self, turn):
        """A turning point in the host's review as this screen may see it: its moves from the
        turn's "start" as its viewer knew them (its seat held here, else the public: viewer
        None), on the views the host sent with it (net/reviews.py), as a match.away.Away; None
        when this screen cannot show it."""
        viewer = turn.get("viewer")
        if (viewer is not None and viewer not in self.holds) or not turn.get("views") or "start" not in turn:
            return None
        return self.mirror.seat_replay(viewer, turn["start"], turn["views"])

    def cancel_review(self):
        """Stop waiting for the review here (the host stops making it unless another screen waits)."""
        if self.review_state in ("asked", "running"):
            self.review_state = "cancelled"
            self._review_ask += 1
            self._client.send({"t": REVIEW_CANCEL, "ask": self._review_ask})

    def away_viewer(self):
        """Whose log the card of what happened while away shows: the one seat held here
        (its private entries too), else the public log (a spectator; two people at this
        screen, a curtain between them)."""
        return next(iter(self.holds)) if len(self.holds) == 1 else None

    def take_away(self):
        """The log entries missed while the line was down (once, after the rejoin), or []."""
        away, self.away = self.away or [], None
        return away

    def may_send(self):
        """Nothing awaits an answer, and the host did not just refuse a flood."""
        return not self.waiting and self.closed is None and time.monotonic() >= self.pause_until

    @property
    def ready(self):
        """A snapshot has come: the game can be shown."""
        return self.mirror.seq is not None

    def listen(self, listener):
        """Tell `listener` of every action from now on: listener(Move), as everyone may know it."""
        self._listeners.append(listener)

    # --- who plays --------------------------------------------------------------------------------
    @property
    def names(self):
        return self.mirror.names

    @property
    def styles(self):
        return self.mirror.styles

    @property
    def seats(self):
        """Each seat's match.seats.Seat as this screen sees it: the seats it holds are the
        people here ("human"), the others as the host has them (a person elsewhere, a bot)."""
        return [Seat(s.name, HUMAN if i in self.holds else s.kind, s.level, s.style)
                for i, s in enumerate(self.mirror.seats)]

    resumed = False

    @property
    def humans(self):
        """The people at this screen: the seats it holds."""
        return sorted(self.holds)

    def is_human(self, seat):
        return seat in self.holds

    def is_bot(self, seat):
        """A bot plays `seat` (a bot seat, or for a person who dropped)."""
        if seat is None or not 0 <= seat < len(self.seats):
            return False
        return self.seats[seat].kind == BOT or (seat < len(self.presence) and self.presence[seat] == p.BOT)

    def bot_to_act(self):
        return self.is_bot(self.to_act)

    def elsewhere_to_act(self):
        seat = self.to_act
        return seat is not None and not self.is_human(seat)

    # --- public facts -----------------------------------------------------------------------------
    @property
    def to_act(self):
        return self.mirror.to_act

    @property
    def over(self):
        return self.mirror.over

    @property
    def round(self):
        return self.mirror.round

    @property
    def top_frame(self):
        return self.mirror.top_frame

    @property
    def version(self):
        return self.mirror.version

    def result(self):
        return self.mirror.result()

    def story(self):
        """A finished game's figures by round are worked out from the whole log, which
        stays on the host: none here."""
        return None

    def label(self):
        from archipelago.i18n import _
        from archipelago.words.names import phase_title
        view = self.mirror.view(None)
        if self.over:
            where = _("over")
        elif view["round"]:
            where = _("round {n} · {phase}").format(n=view["round"], phase=phase_title(view["phase"]))
        else:
            where = _("round 0")
        return _(", ").join(self.names) + " · " + where

    announced_now = ()

    def take_announcements(self):
        return []

    # --- per viewer -------------------------------------------------------------------------------
    def view(self, viewer):
        return self.mirror.view(viewer)

    def legal(self):
        return self.mirror.legal()

    def moves(self, viewer, start=0):
        return self.mirror.moves(viewer, start)

    def log_entries(self, viewer):
        return self.mirror.log_entries(viewer)

    def since_last_turn(self, seat, limit=12):
        return self.mirror.since_last_turn(seat, limit)

    def away_count(self, seat):
        """How many moves were made since `seat` last decided."""
        return self.mirror.away_count(seat)

    def away_replay(self, seat):
        """The public moves since `seat` last decided, from the public views the host sent
        (match.away.Away; after a rejoin too: the moves caught up bring theirs), or None (none
        happened, or a view was not sent: a snapshot after a long absence)."""
        return self.mirror.away_replay(seat)

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action, *, by):
        """Send `by`'s action to the host. What this screen can tell at once is refused
        here (Refused, as the authority would); the host decides the rest, and a refusal
        comes back (`refusals`)."""
        action = as_action(action)
        if self.over:
            raise Refused(GAME_OVER)
        if action.seat != by or by not in self.holds:
            raise Refused(WRONG_SEAT)
        if by != self.to_act:
            raise Refused(NOT_TO_ACT)
        if action not in self.legal():
            raise Refused(ILLEGAL)
        self.waiting = True
        self._client.send({"t": p.ACT, "action": [action.seat, action.kind, list(action.args)],
                           "seq": self.mirror.seq})

    def can_undo(self, by):
        return self.mirror.can_undo(by)

    def undo(self, *, by):
        """Ask the host to take back `by`'s last step: True if it was asked (the rewind comes back)."""
        if not self.can_undo(by):
            return False
        self.waiting = True
        self._client.send({"t": p.UNDO, "seq": self.mirror.seq})
        return True

    def handoff(self):
        """A curtain was dismissed here: undo stops there (the host is told)."""
        self._client.send({"t": p.HANDOFF})

    def say(self, text):
        """A line of table talk (public: every screen shows it)."""
        self._client.send({"t": p.TALK, "text": text})

    # --- the loop's part: what arrived ------------------------------------------------------------
    def start(self):
        pass

    def tick(self, now, waiting=False, stop=lambda: False):
        """Take what arrived from the host: how many moves (bots and people elsewhere play there)."""
        return self.pump()

    def wake_in(self, now):
        return None if self.closed is not None else 0.05

    def skip(self):
        pass

    def skip_over(self):
        return False

    skipping = False
    bot_errors = ()
    autosave_error = None

    def set_pace(self, delay, think=None):
        pass

    # --- saves stay on the host -------------------------------------------------------------------
    def autosave_now(self):
        return None

    def save(self, path=None):
        raise OSError("a game joined elsewhere is saved by its host")

    def unsaved(self):
        return None

    def remember_seen(self):
        return False

    def seen_after(self):
        return []

    def rewound_reveals(self, loaded):
        """A joined game is never loaded from a save here: nothing passed since one."""
        return []

    def ask_replay(self):
        """Ask the host for the views this screen may see along the finished game (net/replays.py):
        they come as `tapes` (`tapes_state` "done"); the replay viewer then opens here (`replay`)."""
        if self.tapes is not None or self.tapes_state == "asked" or self._client is None:
            return
        self.tapes_state = "asked"
        self._tapes_ask += 1
        self._client.send({"t": REPLAY, "ask": self._tapes_ask})

    def _took_tapes(self, msg):
        if msg.get("ask") != self._tapes_ask or self.tapes_state != "asked":
            return                      # (an answer to an earlier ask)
        try:
            self.tapes = SeatTape(self.content, self.names, self.styles,
                                  {viewer: self.mirror.moves(viewer) for viewer, _f, _o in msg["tapes"]}, msg["tapes"])
            self.tapes_state = "done"
        except (ValueError, KeyError, TypeError, IndexError):
            self.tapes_state = "failed"     # (never from a host of this game: the replay stays at the host)
        if self.trace is not None:
            self.trace(msg, self)

    def replay(self):
        """The replay of the finished game here (match.tape.SeatTape: the views of this screen's
        seats and the public's, as the host sent them), or None before they came (ask_replay)."""
        return self.tapes

    # --- the line ---------------------------------------------------------------------------------
    def close_line(self):
        if self._client is not None:
            self._client.close()

    def kill_line(self):
        """Drop the line without a goodbye (the tests' crash)."""
        if self._client is not None:
            self._client.kill()

    def close(self):
        self.close_line()

    def wait(self, until, timeout=10.0):
        """Take messages until `until(self)` holds (or the line is down); raises TimeoutError."""
        end = time.monotonic() + timeout
        while not until(self):
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("the host did not answer in time")
            self.pump(min(left, 0.5))
            if self.closed is not None and self._client.inbox.empty() and not until(self):
                raise ConnectionError(f"the line is down: {self.closed}")
        return self
