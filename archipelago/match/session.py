"""The one interface every screen talks to (issue 36): the game scene, the curtains, the
menu, the score table, the hint and the hot-seat screen policy (match/screen.py) reach the
game only through it, so that a game played at another computer, offering the same
interface over the network, drops in beside it and hot seat and network share every screen.

LocalGame is the game when its authority (match/authority.py) runs on this computer: the
Match and its Host (match/host.py: the bots' pacing, the autosaves). What crosses it is
data a message can carry (match/wire.py): views (engine.view, legal actions inside),
moves and rewinds (match/journal.py), log entries, names, styles, seat kinds, the result.

    game = LocalGame.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=7)
    game.view(seat), game.legal(), game.log_entries(seat), game.moves(seat), game.away_replay(seat)
    game.submit(action, by=seat)             # the person on the screen speaks for their seat
    game.can_undo(seat), game.undo(by=seat)  # a logged rewind (journal.Rewind)
    game.tick(now, waiting, stop)            # the bots' moves due now (the host paces them)
    game.listen(screen_policy_told)          # each move as everyone may know it

Who plays: `humans` are the people at this screen (kind "human"; the curtains are between
them), a bot plays a "bot" seat, and a "remote" seat is a person at another screen: no
curtain here, no bot, nothing of theirs private shown here.
"""
from __future__ import annotations

from .authority import Match, Refused
from .host import Host
from .journal import Rewind, told

__all__ = ["LocalGame", "Refused"]


class LocalGame:
    remote = False                      # the authority runs here (a game joined elsewhere: True)

    def __init__(self, match, wake=None, threaded=True):
        self.match = match              # the authority: the host's side (tests, tools), never a scene's
        self.host = Host(match, wake, threaded)
        self._listeners = []
        match.listen(self._told)

    @classmethod
    def new(cls, content, seats, length="short", seed=None, **host):
        """A new game (Match.new) hosted here; `host`: the worker's wake and threaded."""
        return cls(Match.new(content, seats, length, seed), **host)

    @classmethod
    def load(cls, content, path, **host):
        """A saved game (Match.load: validated; raises saves.format.SaveError)."""
        return cls(Match.load(content, path), **host)

    def _told(self, item):
        if not isinstance(item, Rewind):
            move = told(item, frozenset())
            for listener in list(self._listeners):
                listener(move)

    def listen(self, listener):
        """Tell `listener` of every action from now on: listener(Move), as everyone may know it."""
        self._listeners.append(listener)

    # --- who plays --------------------------------------------------------------------------------
    @property
    def content(self):
        return self.match.content

    @property
    def names(self):
        return self.match.names

    @property
    def styles(self):
        """Each seat's palette entry (colour and emblem)."""
        return self.match.styles

    @property
    def seats(self):
        """Each seat's match.seats.Seat: name, kind, level, style, a coached person's tips."""
        return self.match.seats

    @property
    def resumed(self):
        """Loaded from a save (a shared screen starts at a curtain)."""
        return self.match.resumed

    @property
    def humans(self):
        """The people at this screen."""
        return self.match.humans

    def is_human(self, seat):
        """A person at this screen plays `seat`."""
        return self.match.is_human(seat)

    def is_bot(self, seat):
        return self.match.is_bot(seat)

    def bot_to_act(self):
        return self.match.bot_to_act()

    def elsewhere_to_act(self):
        """Someone not at this screen decides now (a bot, or a person at another screen)."""
        seat = self.to_act
        return seat is not None and not self.is_human(seat)

    # --- public facts -----------------------------------------------------------------------------
    @property
    def to_act(self):
        return self.match.to_act

    @property
    def over(self):
        return self.match.over

    @property
    def round(self):
        return self.match.round

    @property
    def top_frame(self):
        return self.match.top_frame

    @property
    def version(self):
        """Grows at every change of the game (a move, an undo)."""
        return self.match.version

    def result(self):
        return self.match.result()

    def story(self):
        return self.match.story()

    def label(self):
        return self.match.label()

    @property
    def announced_now(self):
        """Objective endings waiting to be revealed on screen."""
        return self.match.announced_now

    def take_announcements(self):
        return self.match.take_announcements()

    # --- per viewer -------------------------------------------------------------------------------
    def view(self, viewer):
        return self.match.view(viewer)

    def legal(self):
        """The legal actions of the seat to act (also in that seat's view)."""
        return self.match.legal()

    def moves(self, viewer, start=0):
        return self.match.moves(viewer, start)

    def log_entries(self, viewer):
        return self.match.log_entries(viewer)

    def since_last_turn(self, seat, limit=12):
        return self.match.since_last_turn(seat, limit)

    def away_count(self, seat):
        """How many moves were made since `seat` last decided."""
        return self.match.away_count(seat)

    def away_replay(self, seat):
        """The public moves since `seat` last decided, to replay on the table (match.away.Away), or None."""
        return self.match.away_replay(seat)

    # --- acting -----------------------------------------------------------------------------------
    def submit(self, action, *, by):
        """`by`'s action (the person on the screen speaks for their seat); raises Refused
        (an engine.IllegalAction) with the game unchanged."""
        self.match.apply(action, by=by)
        self.host.settle()

    def can_undo(self, by):
        return self.match.can_undo(by)

    def undo(self, *, by):
        """Take back `by`'s own latest action: True if done (a Rewind every follower is told)."""
        if self.match.undo(by=by) is None:
            return False
        self.host.settle()
        return True

    def handoff(self):
        """The screen passed to another person (a curtain was dismissed): undo stops here."""
        self.match.handoff()

    # --- the host's part: bots and saves ----------------------------------------------------------
    def start(self):
        """The game comes on a screen: the reveals of a loaded game are noted as seen (they
        were seen when it was played) and the autosave its (re)start made due is written."""
        self.host.settle()

    def tick(self, now, waiting=False, stop=lambda: False):
        return self.host.tick(now, waiting, stop)

    def wake_in(self, now):
        return self.host.wake_in(now)

    def skip(self):
        self.host.skip()

    def skip_over(self):
        return self.host.skip_over()

    @property
    def skipping(self):
        return self.host.skipping

    def set_pace(self, delay, think=None):
        """The speed setting's seconds between two bot moves, and an expert's thinking time."""
        self.host.delay = delay
        self.match.set_think(think)

    @property
    def bot_errors(self):
        return self.host.errors

    def autosave_now(self):
        """Write the autosave now (leaving the game); a failure is kept in autosave_error."""
        return self.host.autosave()

    @property
    def autosave_error(self):
        return self.host.autosave_error

    def save(self, path=None):
        return self.match.save(path)

    def unsaved(self):
        return self.match.unsaved()

    def remember_seen(self):
        return self.match.remember_seen()

    def rewound_reveals(self, loaded):
        """The reveals this game has passed since the point of `loaded` (a LocalGame of a
        save just loaded), its end too (issue 38), in words."""
        return self.match.rewound_reveals(loaded.match)

    def seen_after(self):
        return self.match.seen_after()

    def game_record(self):
        """(configuration, actions, seats' documents) of this game once it is over (the
        review's input, issue 41; Match.game_record)."""
        return self.match.game_record()

    def finished_file(self):
        """The file keeping this finished game (Match.keep_finished), or None."""
        return self.match.keep_finished()

    def replay(self):
        """The replay of this game once it is over (match.replay.Replay)."""
        from .replay import Replay
        return Replay.of_match(self.match)

    def close(self):
        self.host.close()

