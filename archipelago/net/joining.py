"""A screen joining the host (issue 36): its hello answered (the version, the join code or its
token, the seats it asks for and the names it gives them; refused with a reason), the welcome
(a snapshot, or exactly what it missed), and the tokens kept beside the autosaves (SEATS_FILE)
so a host restarted from its autosave lets everyone rejoin. `Joining` is a part of
server.GameServer, on the loop thread like the rest of it."""
from __future__ import annotations

import json
from pathlib import Path

from archipelago.saves import fileio

from . import protocol as p

SEATS_FILE = "net-seats.json"      # beside the autosaves: the join code, the tokens and their seats


class Joining:
    """GameServer's answer to a hello and its tokens file (mixed into GameServer)."""

    def seats_file(self):
        return None if self.saves is None else self.saves / SEATS_FILE

    def _keep_tokens(self):
        """The join code, the tokens and the seats a bot plays for someone, beside the
        autosaves (the host's own folder: a restarted host lets everyone rejoin)."""
        path = self.seats_file()
        if path is None:
            return
        doc = {"code": self.code, "tokens": {t: sorted(m.seats) for t, m in self.members.items() if m.seats},
               "standins": sorted(self.standins)}
        if self.here is not None:
            doc["here"] = self.here
        path.parent.mkdir(parents=True, exist_ok=True)
        fileio.write_atomic(path, json.dumps(doc, indent=1))

    def _hello(self, conn, text):
        """Answer a screen's first message: its Member (welcomed, sent a snapshot or what it
        missed), or None (refused with a reason)."""
        try:
            msg = p.parse(text)
        except p.Malformed as e:
            self._refuse(conn, e.reason, None)
            return None
        if msg["t"] != p.HELLO:
            self._refuse(conn, p.NOT_A_HELLO, msg["t"])
            return None
        other = p.other_version(msg, self.match.content)
        if other is not None:
            self._refuse(conn, p.VERSION, p.HELLO, **other)
            return None
        if "token" in msg:
            member = self.members.get(msg["token"]) if isinstance(msg["token"], str) else None
            if member is None:
                self._refuse(conn, p.UNKNOWN_TOKEN, p.HELLO)
                return None
            self._welcome(conn, member, msg.get("seq"), msg.get("epoch"))
            return member
        if not p.same_code(msg.get("code"), self.code):
            self._refuse(conn, p.WRONG_CODE, p.HELLO)
            return None
        names = msg.get("names")
        if names is not None:
            if not isinstance(names, list) or not names or len(names) > len(self.match.seats):
                self._refuse(conn, p.MALFORMED, p.HELLO)
                return None
            names = [p.clean_name(n) for n in names]
            if None in names:
                self._refuse(conn, p.BAD_NAME, p.HELLO, most=p.NAME_MAX)
                return None
        if msg.get("watch") is True:
            seats = frozenset()
        else:
            free = self.free_seats()
            asked = msg.get("seats")
            if asked is None:
                if not free:
                    self._refuse(conn, p.FULL, p.HELLO)
                    return None
                seats = frozenset(free[:1])
            elif (not isinstance(asked, list) or not asked or len(asked) > len(self.match.seats)
                  or not all(type(s) is int for s in asked)):
                self._refuse(conn, p.MALFORMED, p.HELLO)
                return None
            elif not free:
                self._refuse(conn, p.FULL, p.HELLO)
                return None
            elif not set(asked) <= set(free):
                self._refuse(conn, p.SEAT_TAKEN, p.HELLO, free=free)
                return None
            else:
                seats = frozenset(asked)
        named = self._named(conn, seats, names)
        if named is None:
            return None
        member = self._add_member(p.new_token(), seats)
        member.name = names[0] if names and not seats else None
        renamed = [seat for seat, name in named.items() if self.match.names[seat] != name]
        for seat in renamed:
            self.match.rename(seat, named[seat])
        if seats:
            self._keep_tokens()
        self._welcome(conn, member, None, None, renamed=bool(renamed))
        return member

    def _named(self, conn, seats, names):
        """{seat: name} of the names a hello gives its seats (one per seat, in order; none:
        the seats keep theirs), or None when refused: the count is not the seats', or a
        name is another seat's (or given twice)."""
        if names is None or not seats:
            return {}
        if len(names) != len(seats):
            self._refuse(conn, p.MALFORMED, p.HELLO)
            return None
        named = dict(zip(sorted(seats), names))
        others = [n.casefold() for i, n in enumerate(self.match.names) if i not in named]
        given = [n.casefold() for n in names]
        if len(set(given)) < len(given) or set(given) & set(others):
            self._refuse(conn, p.NAME_TAKEN, p.HELLO)
            return None
        return named

    def _welcome(self, conn, member, seq, epoch, renamed=False):
        old = member.conn
        if old is not None and old is not conn:           # the same token again: the newer connection wins
            self._loop.create_task(old.ws.close(p.CLOSE_REPLACED, "joined again elsewhere"))  # i18n: not shown
        member.conn = conn
        if member.dropped is not None:
            member.dropped.cancel()
            member.dropped = None
        back = self._take_back(member)
        follower = member.follower
        missed = follower.since(seq) if epoch == self.epoch else None
        self._send(conn, {"t": p.WELCOME, "token": member.token, "epoch": self.epoch, "holds": sorted(member.seats),
                          "code": self.code, "grace": self.grace, "talk": list(self.talk),
                          "behind": 1 if missed is None else len(missed),
                          **self.presence_body(), **p.versions(self.match.content)}, member.seats)
        for msg in [follower.snapshot()] if missed is None else missed:
            self._send(conn, msg, member.seats)
            self._sent_whole(member, msg)
        if member.seats or member.name:
            self._tell_presence(now=renamed)
        if back:
            self._tick()


def here_token(folder):
    """The token of the hosting app's own screen kept beside the autosaves, or None."""
    try:
        here = json.loads((Path(folder) / SEATS_FILE).read_text(encoding="utf-8")).get("here")
    except (OSError, ValueError, AttributeError):
        return None
    return here if isinstance(here, str) else None


def load_tokens(folder):
    """The join code, the tokens and the stand-in seats a host kept beside its autosaves
    (SEATS_FILE), or (None, {}, set()) when there is none."""
    path = Path(folder) / SEATS_FILE
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return doc["code"], {t: frozenset(s) for t, s in doc["tokens"].items()}, set(doc.get("standins", ()))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None, {}, set()
