"""The game review in words (issue 41): the marks of a costly decision and the causes of
the turning points, as review/game.py gives them (plain data: kinds and ids)."""
from __future__ import annotations

from archipelago.i18n import N_, _

from .names import names_and, resource_name, shown

MARKS = {"inaccuracy": N_("Inaccuracy"), "mistake": N_("Mistake"), "blunder": N_("Blunder")}


def mark_name(mark) -> str:
    """The name of a decision's mark (docs/REVIEW.md: by the chance it lost)."""
    return _(MARKS[mark])


def _name(names, seat):
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def cause_words(content, names, cause) -> str:
    """What caused a turning point, as a phrase: "a domestic crisis (stone)", "Bob bought
    Cathedral", "Ann and Cy traded"..."""
    kind = cause["kind"]
    who = _name(names, cause.get("seat"))
    if kind == "game_over":
        if cause.get("reason") == "independence":
            return _("the colony declared independence")
        return _("an objective ended the game")
    if kind == "objective":
        return _("{name}'s objective {card} was met").format(
            name=who, card=shown(content, "objective", cause["objective"]))
    if kind == "domestic_crisis":
        return _("a domestic crisis ({res})").format(res=resource_name(cause["res"]))
    if kind == "export_crisis":
        return _("an export crisis")
    if kind == "balance":
        return _("the balance side of {card}").format(card=shown(content, "card", cause["card"]))
    if kind == "trade":
        return _("a trade between {names}").format(names=names_and([who, _name(names, cause.get("to"))]))
    if kind == "card_bought":
        return _("{name} bought {card}").format(name=who, card=shown(content, "card", cause["card"]))
    if kind == "wonder":
        return _("{name} built {card}").format(name=who, card=shown(content, "card", cause["card"]))
    if kind == "card_used":
        return _("{name} used {card}").format(name=who, card=shown(content, "card", cause["card"]))
    return _("a move by {name}").format(name=who)
