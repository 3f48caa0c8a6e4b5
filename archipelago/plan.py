"""The Hint's plan (issue 37, UX "The Hint"): the move it offers and the steps that follow
it, as plain data, so the words for it (ui/interact/hint_words.py) can read what the
hint bot (bots/hint.py) proposes without importing the bots (issue 40)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    actions: tuple                  # engine Actions, the move first
    gift: bool = False              # a trade in it gives something for nothing
    offer: tuple | None = None      # (to, give, get) of a trade offer composed in it
    stands: int = 0                 # citizens a domestic-crisis cube stands up in it

    @property
    def move(self):
        return self.actions[0]
