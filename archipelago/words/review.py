"""The game review in words (issue 41): the marks of a costly decision and the causes of
the turning points, as review/game.py gives them (plain data: kinds and ids)."""
from __future__ import annotations

from archipelago.i18n import N_, _

from .log import describe
from .names import names_and, resource_name, shown

MARKS = {"inaccuracy": N_("Inaccuracy"), "mistake": N_("Mistake"), "blunder": N_("Blunder")}


def mark_name(mark) -> str:
    """The name of a decision's mark (docs/REVIEW.md: by the chance it lost)."""
    return _(MARKS[mark])


def _name(names, seat):
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def cause_words(content, names, cause) -> str:
    """What caused a turning point, as a phrase: "a domestic crisis (stone)", "Bob bought
    Cathedral", "Ann and Cy traded"...; a move nothing of that names, as the log tells it
    ("Ann sells 1 iron on the export market for 6ƒ"; "a move by Ann" in a review kept
    before the move's event was kept)."""
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
    told = describe(cause["event"], names) if cause.get("event") else None
    if told:                                        # the move as the log tells it
        return told.rstrip(".")
    return _("a move by {name}").format(name=who)


def percent(chance) -> str:
    """A chance of winning as a whole percentage ("45%"; German "45 %")."""
    return _("{percent}%").format(percent=round(100 * chance))


def turn_words(content, names, turn, before, after, rnd) -> str:
    """A turning point in a sentence: "Round 5: Ann's chance fell from 45 % to 20 %: a
    domestic crisis (stone)" (`before`, `after`: the seat's chance at either end)."""
    name = _name(names, turn["seat"])
    if after < before:
        line = _("Round {round}: {name}'s chance fell from {before} to {after}: {cause}")
    else:
        line = _("Round {round}: {name}'s chance rose from {before} to {after}: {cause}")
    return line.format(round=rnd, name=name, before=percent(before), after=percent(after),
                       cause=cause_words(content, names, turn["cause"]))


def mark_line(mark, rnd) -> str:
    """A costly decision's first line: "Blunder · round 9: 31 % after this move, 47 % after
    the bot's": the seat's chance after the move played and after the bot's move, both
    played on in the same worlds to the end of the round (never set beside the chart's
    figure at the decision, which is measured otherwise and would read as a rise)."""
    return _("{mark} · round {round}: {played} after this move, {better} after the bot's").format(
        mark=mark_name(mark["mark"]), round=rnd, played=percent(mark["chance_played"]),
        better=percent(mark["chance_better"]))
