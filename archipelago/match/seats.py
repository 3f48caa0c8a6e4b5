"""Who plays each seat (issue 36): a person at this screen ("human"), a bot, or a person at
another screen ("remote"), with a bot's level, a palette entry and a coached person's tips.
The kinds, the palette and the default names are archipelago/seats.py's (issue 40); a
seat's kind is kept in saves. The authority (match/authority.py) runs a bot only for a bot
seat; a screen raises curtains only for the people at it, so a remote person is
neither: nobody here decides for them and nothing private of theirs is shown here.

    Seat("Ann"), Seat("Bob", "bot", "hard"), Seat("Cy", "remote")
"""
from __future__ import annotations

from dataclasses import dataclass

from archipelago.seats import BOT, HUMAN, KINDS, REMOTE, STYLES  # noqa: F401 (REMOTE: the hosts' and screens')


@dataclass
class Seat:
    name: str
    kind: str = HUMAN               # KINDS: human (at this screen) | bot | remote (at another screen)
    level: str = "normal"           # a bot's level: easy | normal | hard | expert
    style: int | None = None        # palette entry (colour + emblem): seats.COLOURS, EMBLEMS
    coach: list | None = None       # a coached person: the coach tips shown (match.coach); None: none

    @property
    def human(self):
        """A person at the host's screen."""
        return self.kind == HUMAN

    @property
    def person(self):
        """A person, here or at another screen (undo is theirs, no bot plays for them)."""
        return self.kind != BOT

    @property
    def bot(self):
        return self.kind == BOT

    def to_dict(self):
        d = {"name": self.name, "kind": self.kind, "level": self.level, "style": self.style}
        if self.coach is not None:
            d["coach"] = list(self.coach)
        return d

    @classmethod
    def from_dict(cls, d):
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise ValueError("a seat needs a name")
        kind = d.get("kind", HUMAN)
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
    free = iter(i for i in range(STYLES) if i not in taken)
    return [s.style if s.style is not None else next(free, 0) for s in seats]
