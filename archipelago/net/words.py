"""What a joining screen says when the host refuses it or cannot be reached (issue 36,
point 5: each failure a clear message naming what to do, versions named), in the words of
the message catalogue."""
from __future__ import annotations

from archipelago.i18n import _

from . import protocol as p
from .client import UNREACHABLE


def refusal_words(msg, address=None):
    """A refusal (the host's {"reason", ...}, or {"reason": UNREACHABLE}) in words."""
    reason = msg.get("reason")
    if reason == p.VERSION:
        host, you = msg.get("host", {}), msg.get("you", {})
        if (host.get("protocol"), host.get("rules")) == (you.get("protocol"), you.get("rules")):
            return _("The host's game data differ from yours: install the same version of Archipelago as the host.")
        return _("The host runs protocol {hp} / rules {hr}, you {yp} / {yr}: install the same version of "
                 "Archipelago as the host.").format(hp=host.get("protocol"), hr=host.get("rules"),
                                                     yp=you.get("protocol"), yr=you.get("rules"))
    if reason == UNREACHABLE:
        return _("The host cannot be reached at {address}: check the address and the port, and that the host's "
                 "firewall lets the port through.").format(address=address or "?")
    words = {
        p.WRONG_CODE: _("The join code is wrong: ask the host for the code their screen shows."),
        p.FULL: _("The game is full: every seat is taken. You can watch it instead."),
        p.SEAT_TAKEN: _("That seat is taken: choose a free one, or watch."),
        p.UNKNOWN_TOKEN: _("The host no longer knows your seat: join again with the game's code."),
        p.STALE: _("The game moved on before your move arrived: look again and decide."),
        p.FLOOD: _("Too many messages at once: wait a moment."),
        p.TOO_BIG: _("That message is too long for the host."),
        p.TALK_BAD: _("Table talk is one line of at most {n} characters.").format(n=p.TALK_MAX),
        p.WATCHING: _("You are watching this game: you cannot play or talk in it."),
        p.BAD_NAME: _("A name is 1 to {n} characters, letters and signs only: type another name.").format(
            n=p.NAME_MAX),
        p.NAME_TAKEN: _("Another player in this game has that name: type another name."),
    }
    return words.get(reason, _("The host refused that ({reason}).").format(reason=reason))
