"""The messages between a host and the screens that join it (issue 36): JSON text, one
message per WebSocket message, each a dict whose "t" says what it is (match/wire.py
carries tuples, actions and int-keyed dicts exactly).

A joining screen speaks first, and only once before the host answers:

    {"t": "hello", "protocol": 1, "digest": content digest, "rules": engine.RULES_REVISION,
     "code": join code, "seats": [k, ...] | "watch": true,         # a new screen (with "names": one
                                                                   # per seat asked, or the watcher's), or
     "token": t, "seq": last message number, "epoch": e}          # a screen rejoining

The host answers "welcome" (the token that holds the seats from now on: the seat comes
from the token, never from a later message), then a snapshot or exactly the messages
missed, then the follower's messages (match/follower.py: move, rewind, presence, talk),
each numbered without gaps. A message's "now" carries the follower's views whole
({"views": [[viewer, view], ...], "undo"}) in a snapshot, the last message a rejoining
screen missed, after an undo (a rewind) and whenever that is not larger; else only what
changed since the views last sent to that screen ({"diffs": [[viewer, diff], ...], "undo"},
match/viewdiff.py), from which the screen rebuilds them. A screen sends:

    {"t": "act", "action": [seat, kind, args], "seq": n}    n: the last message it has seen
    {"t": "undo", "seq": n}                                 take back one's own last step
    {"t": "talk", "text": "..."}                            table talk: public, in every log
    {"t": "handoff"}                                        a curtain was dismissed here
    {"t": "review"} / {"t": "review_cancel"}                the finished game's review: asked for,
                                                            or no longer waited for (net/reviews.py)
    {"t": "replay"}                                         the views the screen may see along the
                                                            finished game (net/replays.py)

and the host refuses what it will not do with {"t": "refused", "reason": ..., "of": the
message's type}, the game left as it was; a refused hello ends the connection. The host's
answers about the review ({"t": "review", ...}: net/reviews.py) and the replay ({"t":
"replay", ...}: net/replays.py) are not numbered (as a refusal): a screen that rejoins asks again.
"""
from __future__ import annotations

import secrets
import time

from archipelago import engine
from archipelago.match import wire

PROTOCOL = 1

# Bounds (bytes, seconds, messages)
MAX_IN = 16 * 1024              # a message from a screen (an action, a line of talk) is far smaller
HARD_IN = 64 * 1024             # beyond this the transport itself closes the connection
MAX_OUT = 8 * 1024 * 1024       # what a screen accepts (a snapshot of a long game, with its journal)
RATE = 100.0                    # messages per second a screen may send, on average (a bot behind a
BURST = 200                     # screen answers at once, in a run of its own steps), and at once
FLOOD_CLOSE = 400               # refused for flooding this many times in a row: the host hangs up
FLOOD_PAUSE = 1.0               # seconds a screen refused for flooding waits before it sends again
TALK_MAX = 200                  # characters of one line of table talk
NAME_MAX = 24                   # characters of a name a joining screen gives its seat (or its watcher)
TALK_KEPT = 100                 # lines of table talk a (re)joining screen is given
PING_INTERVAL = 20.0            # keepalive: a WebSocket ping every 20 s ...
PING_TIMEOUT = 20.0             # ... answered within 20 s, or the connection counts as dropped
HELLO_TIMEOUT = 10.0            # a screen that says nothing is hung up on
GRACE = 90.0                    # seconds a dropped seat waits before a bot plays it (Settings)
OUTBOX = 4096                   # messages waiting for a slow screen before the host hangs up

# Message types
HELLO, WELCOME, REFUSED = "hello", "welcome", "refused"
ACT, UNDO, TALK, HANDOFF = "act", "undo", "talk", "handoff"
PRESENCE = "presence"

# Presence of a seat (the mark on its player panel)
FREE, CONNECTED, AWAY, BOT = "free", "connected", "away", "bot"

# Why the host refuses (besides the authority's reasons, match.authority)
WRONG_CODE = "wrong_code"
VERSION = "version"             # another protocol, rules revision or content
FULL = "full"                   # no seat left to join
SEAT_TAKEN = "seat_taken"       # the seat asked for is someone else's (or not a seat people join)
UNKNOWN_TOKEN = "unknown_token"
NOT_A_HELLO = "not_a_hello"
MALFORMED = "malformed"         # not JSON, not a dict, or not the shape of its type
TOO_BIG = "too_big"
FLOOD = "flood"
STALE = "stale"                 # acted on a game that has moved on since (a move the screen had not seen)
WATCHING = "watching"           # a spectator may only watch
TALK_BAD = "talk_bad"           # empty or too long
BAD_NAME = "bad_name"           # a name empty, too long or with control characters
NAME_TAKEN = "name_taken"       # another seat has that name already
NOT_OVER = "not_over"           # the review or the replay asked for before the game's end

# Close codes of a connection the host ends (WebSocket private range)
CLOSE_REFUSED = 4000            # a hello refused (the reason in the last message)
CLOSE_REPLACED = 4001           # the same token joined again from elsewhere
CLOSE_FLOOD = 4002


class Malformed(ValueError):
    """A message that is not one (not JSON, not a dict with a type, too big): `reason`."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


def parse(text, limit=MAX_IN):
    """The message in `text` (a str of at most `limit` bytes holding a JSON object with a
    string "t"); raises Malformed(TOO_BIG or MALFORMED)."""
    if not isinstance(text, str):
        raise Malformed(MALFORMED)
    if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
        raise Malformed(TOO_BIG)
    try:
        msg = wire.loads(text)
    except (ValueError, TypeError, RecursionError, KeyError):
        raise Malformed(MALFORMED) from None
    if not isinstance(msg, dict) or not isinstance(msg.get("t"), str):
        raise Malformed(MALFORMED)
    return msg


def versions(content):
    """What the first message names: the protocol, the rules revision and the content."""
    return {"protocol": PROTOCOL, "rules": engine.RULES_REVISION, "digest": content.digest}


def hello(content, code=None, seats=None, watch=False, token=None, seq=None, epoch=None, names=None):
    """A screen's first message: join with `code` (the seats asked for, or watch), or
    rejoin with the token, the last message number and the host's epoch. `names`: who
    plays the seats asked for, in the order of `seats` (one name: the first free seat,
    or the watcher); None keeps the names the host gave the seats."""
    msg = {"t": HELLO, **versions(content)}
    if token is not None:
        msg.update(token=token, seq=seq, epoch=epoch)
    else:
        msg["code"] = code
        if watch:
            msg["watch"] = True
        elif seats is not None:
            seats = list(seats)
            order = sorted(range(len(seats)), key=lambda i: seats[i])
            seats = [seats[i] for i in order]
            if names is not None and len(names) == len(seats):
                names = [names[i] for i in order]
            msg["seats"] = seats
        if names is not None:
            msg["names"] = list(names)
    return msg


def other_version(msg, content):
    """None when the hello's protocol, rules revision and content are the host's, else
    what each side runs: {"host": versions, "you": versions}."""
    mine = versions(content)
    theirs = {k: msg.get(k) for k in mine}
    return None if theirs == mine else {"host": mine, "you": theirs}


ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"     # no 0/O, 1/I: read aloud, typed by hand
CODE_LENGTH = 6


def new_code():
    """A short join code, random from `secrets` (32^6: a billion codes)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def same_code(given, code):
    """The code typed (any case, spaces and dashes ignored) is the game's."""
    if not isinstance(given, str):
        return False
    typed = given.upper().replace(" ", "").replace("-", "")
    return secrets.compare_digest(typed.encode(), code.encode())


def new_token():
    return secrets.token_urlsafe(18)


def clean_talk(text):
    """A line of table talk as it is passed on (control characters out, blanks trimmed),
    or None when it is empty, too long or not text."""
    if not isinstance(text, str):
        return None
    text = "".join(c if c.isprintable() else " " for c in text).strip()
    return text if 0 < len(text) <= TALK_MAX else None


def clean_name(text):
    """A name a joining screen gives (blanks trimmed), or None when it is not text, empty,
    longer than NAME_MAX characters or holds a control character (nothing is changed in
    it: a name the host takes is the one the person typed)."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    return text if 0 < len(text) <= NAME_MAX and text.isprintable() else None


class RateLimit:
    """A token bucket: `RATE` messages a second on average, `BURST` at once."""

    def __init__(self, rate=RATE, burst=BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()
        self.refused = 0                # refusals in a row

    def allow(self):
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refused = 0
            return True
        self.refused += 1
        return False
