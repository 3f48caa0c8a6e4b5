"""The story's points chart in words (issue 41): which sources moved a player's points at one
point of match.story (each objective's row, the trend card, the cards' stars) and what moved
them in that stretch of the game (a card bought, a wonder built, a building's control won or
lost, a ranked row's lead, the trend card revealed).

    sources_line(before, after, moved, content)   # "12 → 15 points: +3 Harbour Boom (objective), …"
    events_line(events, content, end)              # "This round: bought Printing Press (2 ★); …"

The kinds of the story's events that the engine has no name for are here (match.story makes
them, these words tell them); the others are engine/kinds.py's.
"""
from __future__ import annotations

from archipelago.engine.kinds import (BUILD, BUY_CARD, ENTER, EVICT, EXPLORE_PUT, EXPLORE_UNIT, HARVEST, MOVE, REBELS,
                                      REMOVE, ROUND0_DONE, SINK, WONDER)
from archipelago.i18n import N_, _, ngettext

from .names import building_name, shown, signed

CONTROL = "control"     # a building's control won or lost (R5.8)
LEAD = "lead"           # a ranked row's lead taken or lost (R11, R11.2)

# What changed a building's control: the action's kind, or a crisis's rebels (R5.8, R6.2).
HOW = {HARVEST: N_("by a harvest"), MOVE: N_("by a migration"), ENTER: N_("by a migration"),
       BUILD: N_("by building"), EVICT: N_("by an eviction"), REBELS: N_("by rebels of a crisis"),
       EXPLORE_UNIT: N_("by an exploration"), EXPLORE_PUT: N_("by an exploration"),
       SINK: N_("by a ship sunk"), REMOVE: N_("by a citizen removed")}


def source_words(source, card, content) -> str:
    """A source of points: "Harbour Boom (objective)", "Humanitarian (trend)", "cards' stars"."""
    if source == "objective":
        return _("{name} (objective)").format(name=shown(content, "objective", card))
    if source == "trend":
        return _("{name} (trend)").format(name=shown(content, "trend", card))
    return _("cards' stars")


def sources_line(before, after, moved, content) -> str:
    """One player's points from the previous point to this one, split by source (match.story's
    `moved`): "12 → 15 points: +3 Harbour Boom (objective), +1 Humanitarian (trend)"."""
    if not moved:
        return ngettext("{n} point, unchanged", "{n} points, unchanged", after).format(n=after)
    parts = ", ".join(_("{change} {source}").format(change=signed(m["change"]),
                                                    source=source_words(m["source"], m["card"], content))
                      for m in moved)
    return ngettext("{before} → {after} point: {sources}", "{before} → {after} points: {sources}",
                    after).format(before=before, after=after, sources=parts)


def event_words(ev, content) -> str:
    """One event that moved a player's sources, as a phrase."""
    kind = ev["kind"]
    if kind == BUY_CARD:
        card = content.cards.get(ev["card"]) if content is not None else None
        name = shown(content, "card", ev["card"])
        if card is not None and card.vp and not card.is_wonder:
            return _("bought {card} ({n} ★)").format(card=name, n=card.vp)
        return _("bought {card}").format(card=name)
    if kind == WONDER:
        return _("built the wonder {card}").format(card=shown(content, "card", ev["card"]))
    if kind == ROUND0_DONE:
        return _("trend card revealed: {trend}").format(trend=shown(content, "trend", ev["trend"]))
    if kind == LEAD:
        row = source_words(ev["source"], ev["card"], content)
        return (_("took the lead in {row}") if ev["won"] else _("lost the lead in {row}")).format(row=row)
    if kind == CONTROL:
        building = building_name(ev["building"])
        said = (_("control won: {building}") if ev["won"] else _("control lost: {building}")).format(building=building)
        how = HOW.get(ev["by"])
        return _("{what}, {how}").format(what=said, how=_(how)) if how else said
    return ""


def events_line(events, content, end=False) -> str:
    """What moved a player's sources since the previous point: "This round: bought Printing
    Press (2 ★); control lost: town, by a harvest"; "" when nothing did."""
    said = {}                               # the same phrase twice (two markets built): once, counted
    for w in (event_words(ev, content) for ev in events):
        if w:
            said[w] = said.get(w, 0) + 1
    if not said:
        return ""
    line = _("; ").join(w if k == 1 else _("{event} (×{n})").format(event=w, n=k) for w, k in said.items())
    return (_("Before the end: {events}") if end else _("This round: {events}")).format(events=line)
