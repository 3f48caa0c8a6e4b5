"""The host's server (issue 36): one asyncio loop in one background thread, serving a game
(match.authority.Match) to the screens that join it over WebSockets.

    server = GameServer(match, bind="127.0.0.1", port=0, grace=90.0, saves=folder)
    server.start()                      # listening: server.port, server.code
    server.call(lambda m: m.view(0))    # run something on the loop thread (the game's only thread)
    server.stop()                       # hang up on everyone, autosave, end the thread

Everything that touches the game runs on the loop thread: the screens' actions, the bots'
moves (match.host.Host: they think on its worker thread and are applied here), the
autosaves. Each joining screen gets a token at join; the token holds its seats (one, two
people at one computer, or none: a spectator), and every later action is taken for those
seats only (`apply(action, by=seat)`: the seat comes from the token, never from a message).
A screen is sent only what a match.follower.Follower of its seats makes, each message
checked once more on the way out (net.whitelist), and presence and table talk.

A screen that drops keeps its token: the others see its seat "away"; it rejoins with the
token and its last message number and is sent exactly what it missed (or a snapshot).
After the grace period a bot plays the seat, from that seat's view only (match.runner),
until the person comes back and takes it over again. The game is kept as the project's own
saves (autosaves in `saves`), the tokens and the join code beside them (joining.py), so a
host restarted from its autosave lets everyone rejoin.
"""
from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
from pathlib import Path

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed

from archipelago.i18n import _
from archipelago.match import viewdiff, wire
from archipelago.match.authority import Match, Refused
from archipelago.match.follower import MOVE, REWIND
from archipelago.match.host import Host
from archipelago.match.seats import BOT, REMOTE
from archipelago.saves import fileio

from . import protocol as p
from .joining import Joining, here_token, load_tokens
from .replays import REPLAY, HostTapes
from .reviews import REVIEW, REVIEW_CANCEL, HostReviews
from .whitelist import problems

START_TIMEOUT = 10.0


class Member:
    """Whoever holds a token: the seats it plays (none: a spectator), its follower (kept
    while it is away, so it gets exactly what it missed) and its connection, if any."""

    def __init__(self, token, seats, follower):
        self.token = token
        self.seats = frozenset(seats)
        self.follower = follower
        self.conn = None
        self.name = None                # a spectator's name (a seat's name is the game's)
        self.sent = None                # viewer -> (version, view) last sent whole or rebuilt by a diff
        self.game_seq = 0               # the number of its follower's last move or rewind
        self.dropped = None             # the loop's handle of the grace period's timer


class Conn:
    """One connection: its outbox (the writer sends in order), its rate limit, its transcript."""

    def __init__(self, ws, number, transcript):
        self.ws = ws
        self.number = number
        self.outbox = asyncio.Queue()
        self.limit = p.RateLimit()
        self.transcript = transcript    # an open text file, or None
        self.bytes_out = 0

    def note(self, direction, text):
        if self.transcript is not None:
            self.transcript.write(json.dumps({"at": round(time.time(), 4), "dir": direction, "text": text},
                                             ensure_ascii=False) + "\n")
            self.transcript.flush()

    def put(self, text):
        self.note("sent", text)
        self.bytes_out += len(text) if text.isascii() else len(text.encode("utf-8"))
        self.outbox.put_nowait(text)


class GameServer(Joining):
    def __init__(self, match, *, bind="127.0.0.1", port=0, code=None, grace=p.GRACE, saves=None,
                 transcript=None, tokens=None, standins=(), review_sizes=None):
        self.match = match
        self.bind, self.port = bind, port
        self.code = code or p.new_code()
        self.grace = grace
        self.saves = Path(saves) if saves is not None else None
        self.transcript = Path(transcript) if transcript is not None else None
        self.epoch = p.new_token()      # this run of the host: a rejoin from an earlier one gets a snapshot
        self.members = {}               # token -> Member
        self.standins = set(standins)   # seats a bot plays for a person who dropped
        self.talk = []                  # the table talk: [{"seat", "text"}], the last TALK_KEPT lines
        self.refusals = []              # (reason, type of the message refused): for the console and checks
        self.leaks = []                 # messages the whitelist stopped (none, ever: the tests say so)
        self.cpu = 0.0                  # the loop thread's CPU seconds (bench)
        self.stopped = threading.Event()
        self._loop = None
        self._thread = None
        self._ready = threading.Event()
        self._stop = None
        self._conns = 0
        self._diffs = {}                # (viewer, version sent) -> (diff to the current version, its text)
        self.host = None
        self.here = None                # the token of the hosting app's own screen (kept: a resumed game
                                        # gives its people their seats again)
        self.delay = 0.0                # seconds between two bot moves (a hosting app's speed setting;
        self.think = None               # headless: at once), an expert's thinking time
        self._next_tick = None          # the loop's handle of the next paced bot move
        self.reviews = HostReviews(self, **(review_sizes or {}))   # the finished game's review (net/reviews.py)
        self.tapes = HostTapes(self.match)   # its views along it, for the screens' replays (net/replays.py)
        for token, seats in (tokens or {}).items():
            self._add_member(token, seats)

    @classmethod
    def new(cls, content, seats, length="short", seed=None, **options):
        """A server for a new game of `seats` (Match.new; the hosting app's screens reach
        the game only through the one interface, never the authority)."""
        return cls(Match.new(content, seats, length, seed), **options)

    @classmethod
    def resume(cls, content, folder, **options):
        """A server for the game kept in `folder` (its newest autosave, validated: raises
        saves.format.SaveError, nothing on disk changed), with the join code, the tokens
        and the stand-ins kept beside it (SEATS_FILE) and `here`, the token of the hosting
        app's own screen (or None); saves into the same folder."""
        from archipelago.saves.format import SaveError
        newest = fileio.autosaves(folder)
        if not newest:
            raise SaveError(_("There is no autosave of this game."))
        match = Match.load(content, newest[0])
        code, tokens, standins = load_tokens(folder)
        if code is None:
            raise SaveError(_("The join code and the seats of this game are missing."))
        server = cls(match, code=code, saves=folder, tokens=tokens, standins=standins, **options)
        server.here = here_token(folder)
        return server

    # --- the thread ------------------------------------------------------------------------------
    def start(self):
        """Start listening (on `bind`, `port`; port 0: any free one, then `port` says which)."""
        self._thread = threading.Thread(target=self._run, name="archipelago-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            raise RuntimeError("the server did not start")
        if self._error is not None:
            raise self._error
        return self

    def stop(self, timeout=10.0):
        """Hang up on every screen, write the autosave, end the thread."""
        if self._loop is not None and not self.stopped.is_set():
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def call(self, fn, timeout=10.0):
        """fn(match) run on the loop thread (the only one that touches the game); its result."""
        fut = asyncio.run_coroutine_threadsafe(self._call(fn), self._loop)
        return fut.result(timeout)

    async def _call(self, fn):
        return fn(self.match)

    _error = None

    def _run(self):
        started = time.thread_time()
        try:
            asyncio.run(self._main())
        except Exception as e:              # noqa: BLE001 -- shown by start(); the thread ends
            self._error = e
            self._ready.set()
        finally:
            self.cpu = time.thread_time() - started
            self.stopped.set()

    async def _main(self):
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self.host = Host(self.match, wake=self._wake, threaded=True)
        self.host.delay = self.delay
        self.match.set_think(self.think)
        for seat in self.standins:
            self.match.seats[seat].kind = BOT
        async with serve(self._serve, self.bind, self.port, max_size=p.HARD_IN, max_queue=64,
                         ping_interval=p.PING_INTERVAL, ping_timeout=p.PING_TIMEOUT, compression=None) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._settle()
            self._tick()
            self._ready.set()
            await self._stop.wait()
            for member in self.members.values():
                if member.conn is not None:
                    await member.conn.ws.close(1001, "the host stops")  # i18n: not shown
            self.reviews.stop()
            self.host.close()
            self._settle(force=True)

    # --- seats and members -----------------------------------------------------------------------
    def _add_member(self, token, seats):
        member = self.members[token] = Member(token, seats, None)
        member.follower = self.match.follow(seats, self._sender(member))   # also while away: kept
        return member

    def free_seats(self):
        """The seats people join (remote ones) that no token holds."""
        held = set().union(*(m.seats for m in self.members.values()))
        return [i for i, s in enumerate(self.match.seats) if (s.kind == REMOTE or i in self.standins)
                and i not in held]

    def presence(self):
        """Each seat's mark: free (nobody joined it), connected, away, or bot (a bot seat,
        or a bot playing for a person who dropped)."""
        out = []
        holders = {s: m for m in self.members.values() for s in m.seats}
        for i, seat in enumerate(self.match.seats):
            if i in self.standins or (seat.kind == BOT and i not in holders):
                out.append(p.BOT)
            elif i in holders:
                out.append(p.CONNECTED if holders[i].conn is not None else p.AWAY)
            else:
                out.append(p.FREE if seat.kind == REMOTE else p.CONNECTED)
        return out

    def watching(self):
        """The names of the spectators watching now (those who gave one)."""
        return [m.name for m in self.members.values() if not m.seats and m.conn is not None and m.name]

    def presence_body(self):
        """Each seat's mark, the seats' names (a person joining names their seat) and the
        spectators' names: nothing secret."""
        return {"presence": self.presence(), "names": list(self.match.names), "watching": self.watching()}

    def _tell_presence(self, now=False):
        """Every screen is told the presence; `now`: with where the game stands (a seat
        was renamed: every view names the players)."""
        body = self.presence_body()
        for member in self.members.values():
            self._post(member, p.PRESENCE, body, now)

    def _post(self, member, kind, body, now=False):
        member.follower.post(kind, body, now=now)

    # --- sending -----------------------------------------------------------------------------------
    def _sender(self, member):
        def send(msg):
            if msg["t"] in (MOVE, REWIND):
                member.game_seq = msg["seq"]
            if member.conn is None:
                return
            now = msg.get("now")
            if now is not None:
                msg = dict(msg, now=self._changed(member, msg["t"], now))
            self._send(member.conn, msg, member.seats, now)
        return send

    def _changed(self, member, kind, now):
        """What a message's "now" says to `member`: the views whole (after a rewind, or
        when it was sent none yet), else {"diffs": [[viewer, diff], ...], "undo"}: each
        view's diff (match.viewdiff) against the view last sent to it, when together they
        are smaller than the views whole. The views sent are noted (`member.sent`). The views
        are written whole only when the diffs are not smaller than a bound of their length
        (wire.least_length: a view's keys)."""
        version = self.match.version
        sent, member.sent = member.sent, {viewer: (version, view) for viewer, view in now["views"]}
        if kind == REWIND or sent is None:
            return now
        diffs, small, least = [], 0, 0
        for viewer, view in now["views"]:
            was = sent.get(viewer)
            if was is None:
                return now
            ops, text = self._diff(viewer, was, version, view)
            diffs.append([viewer, ops])
            small += len(text)
            least += wire.least_length(view)
        if small >= least and small >= sum(len(self.match.view_text(viewer, view)) for viewer, view in now["views"]):
            return now
        return {"diffs": diffs, "undo": now["undo"]}

    def _diff(self, viewer, was, version, view):
        """(the diff from the view `was` = (its version, view) to `view`, its text), made
        once per pair of versions (every spectator is sent the same)."""
        if self._diffs.get("version") != version:
            self._diffs = {"version": version}
        key = (viewer, was[0])
        if key not in self._diffs:
            ops = viewdiff.diff(was[1], view)
            self._diffs[key] = (ops, wire.dumps(ops))
        return self._diffs[key]

    def _diff_text(self, ops):
        """The text of a diff made by _diff (written once), else written now."""
        for made in self._diffs.values():
            if type(made) is tuple and made[0] is ops:
                return made[1]
        return wire.dumps(ops)

    def _sent_whole(self, member, msg):
        """A snapshot, or the last of the messages a rejoining screen missed: its views whole."""
        now = msg.get("now")
        if now is not None and "views" in now:
            member.sent = {viewer: (self.match.version, view) for viewer, view in now["views"]}

    def _send(self, conn, msg, holds, whole=None):
        """The last check (net.whitelist: a diff is checked with the views it makes,
        `whole`), then the message on its way."""
        if conn is None:
            return
        text = self.text(msg)
        bad = problems(msg, holds, text, whole)
        if bad:
            self.leaks.append((msg.get("t"), bad))
            print(f"archipelago serve: a message stopped on its way out: {bad}", file=sys.stderr)
            return
        if conn.outbox.qsize() >= p.OUTBOX:
            self._loop.create_task(conn.ws.close(1008, "too slow"))  # i18n: not shown
            return
        conn.put(text)

    def text(self, msg):
        """wire.dumps(msg), each view (or diff) in its "now" written once per change of
        the game and viewer (a spectator's public view is the same text for every spectator)."""
        now = msg.get("now")
        if now is not None and "diffs" in now:
            return wire.dumps(msg, lambda viewer, ops: self._diff_text(ops))
        return wire.dumps(msg, self.match.view_text)

    def _refuse(self, conn, reason, of, **more):
        self.refusals.append((reason, of))
        self._send(conn, {"t": p.REFUSED, "reason": reason, "of": of, **more}, ())

    # --- a connection ----------------------------------------------------------------------------------
    async def _serve(self, ws):
        self._conns += 1
        transcript = None
        if self.transcript is not None:
            self.transcript.mkdir(parents=True, exist_ok=True)
            transcript = open(self.transcript / f"connection-{self._conns:04d}.jsonl", "a", encoding="utf-8")
        conn = Conn(ws, self._conns, transcript)
        writer = asyncio.create_task(self._write(conn))
        member = None
        try:
            try:
                text = await asyncio.wait_for(ws.recv(), p.HELLO_TIMEOUT)
            except asyncio.TimeoutError:
                return
            conn.note("received", text)
            member = self._hello(conn, text)
            if member is None:
                await self._flush(conn)
                await ws.close(p.CLOSE_REFUSED, "refused")
                return
            async for text in ws:
                conn.note("received", text if isinstance(text, str) else f"<{len(text)} bytes>")
                if not conn.limit.allow():
                    if conn.limit.refused >= p.FLOOD_CLOSE:
                        await ws.close(p.CLOSE_FLOOD, "flood")
                        return
                    self._refuse(conn, p.FLOOD, None)
                    continue
                self._handle(conn, member, text)
        except ConnectionClosed:
            pass
        finally:
            await self._flush(conn)
            writer.cancel()
            if member is not None and member.conn is conn:
                self._left(member)
            if transcript is not None:
                transcript.close()

    async def _flush(self, conn, timeout=2.0):
        end = time.monotonic() + timeout
        while not conn.outbox.empty() and time.monotonic() < end and conn.ws.state.name == "OPEN":
            await asyncio.sleep(0.005)

    async def _write(self, conn):
        try:
            while True:
                text = await conn.outbox.get()
                await conn.ws.send(text)
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def _left(self, member):
        """A screen dropped: its seats away; after the grace period a bot plays them."""
        member.conn = None
        if not member.seats:
            if member.name:
                self._tell_presence()
            return
        self._tell_presence()
        member.dropped = self._loop.call_later(self.grace, self._stand_in, member)

    def _stand_in(self, member):
        member.dropped = None
        if member.conn is not None:
            return
        for seat in member.seats:
            self.match.seats[seat].kind = BOT
            self.standins.add(seat)
        self._keep_tokens()
        self._tell_presence()
        self._tick()

    def _take_back(self, member):
        """The person is back: the seats a bot played for them are theirs again."""
        back = member.seats & self.standins
        if not back:
            return False
        self.host.cancel()
        for seat in back:
            self.match.seats[seat].kind = REMOTE
            self.standins.discard(seat)
        self._keep_tokens()
        return True

    # --- what a screen asks --------------------------------------------------------------------------
    def _handle(self, conn, member, text):
        try:
            msg = p.parse(text)
        except p.Malformed as e:
            self._refuse(conn, e.reason, None)
            return
        kind = msg["t"]
        if kind == p.TALK:
            self._talk(conn, member, msg)
            return
        if kind in (REVIEW, REVIEW_CANCEL):             # (a spectator may ask too: no marks are its)
            number = msg.get("ask", 0)
            if type(number) is not int:
                self._refuse(conn, p.MALFORMED, kind)
            elif not self.match.over:
                self._refuse(conn, p.NOT_OVER, kind)
            elif kind == REVIEW:
                self.reviews.ask(member, number)
            else:
                self.reviews.cancel(member, number)
            return
        if kind == REPLAY:                              # (the views a screen may see along the finished game)
            number = msg.get("ask", 0)
            if type(number) is not int:
                self._refuse(conn, p.MALFORMED, kind)
            elif not self.match.over:
                self._refuse(conn, p.NOT_OVER, kind)
            else:
                self._send(conn, {"t": REPLAY, "ask": number, "tapes": self.tapes.for_screen(member.seats)},
                           member.seats)
            return
        if not member.seats:
            self._refuse(conn, p.WATCHING, kind)
            return
        if kind == p.HANDOFF:
            if self.match.to_act in member.seats:
                self.match.handoff()
            return
        if kind not in (p.ACT, p.UNDO):
            self._refuse(conn, p.MALFORMED, kind)
            return
        seq = msg.get("seq")
        if type(seq) is not int or not member.game_seq <= seq <= member.follower.seq:
            self._refuse(conn, p.STALE, kind)
            return
        m = self.match
        try:
            if kind == p.UNDO:
                by = m.to_act if m.to_act in member.seats else min(member.seats)
                if m.undo(by=by) is None:
                    raise Refused(m.why_not_undo(by))
            else:
                action = msg.get("action")
                seat = action[0] if isinstance(action, (list, tuple)) and action else None
                by = seat if seat in member.seats else min(member.seats)
                m.apply(action, by=by)
        except Refused as e:
            self._refuse(conn, e.reason, kind)
            return
        self._settle()
        self._tick()

    def _talk(self, conn, member, msg):
        text = p.clean_talk(msg.get("text"))
        if not member.seats:
            self._refuse(conn, p.WATCHING, p.TALK)
            return
        if text is None:
            self._refuse(conn, p.TALK_BAD, p.TALK)
            return
        line = {"seat": min(member.seats), "text": text}
        self.talk = (self.talk + [line])[-p.TALK_KEPT:]
        for other in self.members.values():
            self._post(other, p.TALK, line)

    # --- the bots and the saves -----------------------------------------------------------------------
    def _wake(self):
        """The bots' worker has an answer (called on its thread)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._tick)

    def set_pace(self, delay, think=None):
        """The hosting app's speed setting (seconds between two bot moves; 0: at once) and
        an expert's thinking time: the bots at a hosted table are paced as at hot seat
        (match.host.Host). Any thread."""
        self.delay, self.think = delay, think

        def pace():
            self.host.delay = delay
            self.match.set_think(think)
            self.host.next_bot_at = min(self.host.next_bot_at, time.monotonic() + delay)
            self._tick()
        if self._loop is not None and self.host is not None and not self.stopped.is_set():
            self._loop.call_soon_threadsafe(pace)

    def _tick(self):
        """Apply the bots' moves that are due (match.host.Host paces them by `delay`); the
        next paced move is on the loop's timer, a bot still thinking wakes it (_wake)."""
        if self.stopped.is_set() or self.host is None:
            return
        if self._next_tick is not None:
            self._next_tick.cancel()
            self._next_tick = None
        m = self.match
        now = time.monotonic()
        applied = self.host.tick(now)
        m.take_announcements()                  # no screen here shows them; each screen sees the ending itself
        if applied:
            self._settle()
        wait = self.host.wake_in(now)
        if wait is not None and (self.host.pending or not self.host.runner.busy):
            self._next_tick = self._loop.call_later(wait, self._tick)

    def _settle(self, force=False):
        """The reveals noted and the autosave written when one is due (into `saves`)."""
        m = self.match
        if self.saves is None:
            return
        if m.autosave_due or force:
            try:
                m.autosave(self.saves)
            except OSError as e:
                print(f"archipelago serve: the autosave failed: {e}", file=sys.stderr)

    def bots_for_free_seats(self):
        """The host's lobby starts without waiting: a bot plays each seat nobody joined, as
        for a person who dropped (a person joining it later takes it over); the seats."""
        def stand_in(m):
            free = [s for s in self.free_seats() if s not in self.standins]
            for seat in free:
                m.seats[seat].kind = BOT
                self.standins.add(seat)
            if free:
                self._keep_tokens()
                self._tell_presence()
                self._tick()
            return free
        return self.call(stand_in)

    # --- for the console, the tests and the bench ------------------------------------------------
    def keep_here(self, token):
        """The hosting app's own screen holds `token`: kept beside the autosaves."""
        def keep(m):
            self.here = token
            self._keep_tokens()
        self.call(keep)

    def bytes_sent(self):
        return self.call(lambda m: sum(member.conn.bytes_out for member in self.members.values()
                                       if member.conn is not None))
