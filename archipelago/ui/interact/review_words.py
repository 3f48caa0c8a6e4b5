"""A move as the game review names it (issue 41): the review shows a costly decision's two
moves without the table around them, so a move's words must say what the table's buttons
and frame say together. Everything is named as the hint names it (hint_words.move_words)
but "Done", which says what it ends at that decision (the button on the table says "Done"
alone: its frame says the rest)."""
from __future__ import annotations

from archipelago.engine.kinds import BUILD, DCRISIS, DONE, HARVEST, MARKET, MIGRATE, RECRUIT, XCRISIS
from archipelago.i18n import N_, _

from .hint_words import move_words

DONE_MEANS = {
    HARVEST: N_("Done (harvest no more)"),
    MIGRATE: N_("Done (move no more)"),
    BUILD: N_("Done (build no more)"),
    MARKET: N_("Done (trade no more)"),
    RECRUIT: N_("Done (recruit no more)"),
    DCRISIS: N_("Done (deliver no more)"),
    XCRISIS: N_("Done (deliver no more)"),
}


def decision_words(view, content, a):
    """Action `a` at the decision of `view` as the review names it (the module docstring)."""
    if a.kind == DONE and view.get("frames"):
        means = DONE_MEANS.get(view["frames"][-1]["k"])
        if means is not None:
            return _(means)
    return move_words(view, content, a)
