"""Why each marker moved, in words (issues 14 and 27): the engine's marker events carry
their cause (engine/kinds.py, CAUSES), and this module only words it; no rule is worked
out here again.

    ctx = {}                                    # carried from record to record
    for rec in records:
        events = explain(rec, ctx, content, names)   # marker events gain "why" (words)

The deeds of an event (a ship sunk, a citizen removed, cubes stolen...) are named after
the balance side being resolved, which the record's earlier events announced.
"""
from __future__ import annotations

from archipelago.engine.kinds import (BALANCE, BLOCK, DCRISIS, EXPORT_CRISIS, HEX, LEVY, MARKER,
                                      PEEK_DECK, PHASE, POPULATION, REBELS, RECRUIT, RED, REMOVED,
                                      STOLEN, SUNK, SUPPLY, TAXES, USE_CARD, WONDER, XCRISIS)
from archipelago.i18n import _, ngettext
from archipelago.words.cards import peek_words
from archipelago.words.names import names_and, resource_list, resource_name, shown, space_in_sentence

# Everything here is worded when the log is read, in the language spoken then; `ctx` keeps
# only ids and figures (issue 29: the log is built from the named events).


def _name(names, seat):
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _card(content, cid, what=None):
    if cid in content.cards:
        return shown(content, "card", cid, "name")
    return _("a card") if what is None else what


def _event(content, eid):
    return shown(content, "event", eid, "name") if eid in content.events else eid


def _balance_cause(content, card_id, parts, red=False):
    """('event: Pirate', its short effect) or ('crisis on Navigator', '') for a balance side
    being resolved (DECK 2)."""
    card = content.cards.get(card_id)
    if card is None:
        return _("the balance card"), ""
    bal = card.balance
    if "event" in parts and "event" in bal:
        ev = bal["event"]
        effect = shown(content, "event", ev, "short").rstrip(".") if ev in content.events else ""
        if red:
            return _("red event: {event}").format(event=_event(content, ev)), effect
        return _("event: {event}").format(event=_event(content, ev)), effect
    name = _card(content, card_id)
    halves = [_("a domestic crisis ({res})").format(res=resource_name(bal["domestic"]["resource"]))
              if p == "domestic" else _("an export crisis")
              for p in ("domestic", "export") if p in parts and p in bal]
    if not halves and bal.get("red"):       # R6.5: its red parts happened when it came up
        red_parts = [_("event ({event})").format(event=_event(content, bal["event"]))
                     if p == "event" and bal.get("event") in content.events
                     else _("domestic crisis") if p == "domestic" else _("export crisis") for p in bal["red"]]
        return ngettext("nothing more: its red {parts} was resolved when the card came to the top ({card}'s balance "
                        "side)",
                        "nothing more: its red {parts} were resolved when the card came to the top ({card}'s "
                        "balance side)", len(red_parts)).format(parts=names_and(red_parts), card=name), ""
    if not halves:
        return _("nothing ({card}'s balance side)").format(card=name), ""
    return _("{what} ({card}'s balance side)").format(what=names_and(halves), card=name), ""


def _balance_words(content, ctx):
    """The balance side at hand (ctx "balance": card, parts, red) in words, or None."""
    at_hand = ctx.get("balance")
    if at_hand is None:
        return None
    return _balance_cause(content, *at_hand)[0]


def cause_words(cause, content, names, ctx):
    """The engine's cause of a marker move (kinds.CAUSES) in words."""
    kind, *args = cause
    if kind == POPULATION:
        if args[0] == "stability":
            return _("board III: population {n}").format(n=args[1])
        if args[0] == "surplus":
            return ngettext("board IV: {n} surplus worker", "board IV: {n} surplus workers", args[1]).format(n=args[1])
        market, res, k = args
        res = resource_name(res)
        if market == "domestic":
            if k:
                return ngettext("board I: the domestic {res} area holds {n} cube",
                                "board I: the domestic {res} area holds {n} cubes", k).format(res=res, n=k)
            return _("board I: the domestic {res} area is empty").format(res=res)
        if k:
            return ngettext("board II: the export {res} area holds {n} cube",
                            "board II: the export {res} area holds {n} cubes", k).format(res=res, n=k)
        return _("board II: the export {res} area is empty").format(res=res)
    if kind == USE_CARD:
        return _("{name} uses {card}").format(name=_name(names, args[0]), card=_card(content, args[1]))
    if kind == WONDER:
        return _("{name} builds {card}").format(name=_name(names, args[0]),
                                                card=_card(content, args[1], _("a wonder")))
    if kind == BALANCE:
        return _balance_words(content, ctx) or _balance_cause(content, args[0], (args[1],))[0]
    if kind == DCRISIS:
        n = ctx.get("rebels")
        rebels = _("rebels") if n is None else ngettext("{n} rebel", "{n} rebels", n).format(n=n)
        return _("{rebels} (domestic crisis: {res})").format(rebels=rebels, res=resource_name(args[0]))
    if kind == XCRISIS:
        missing = args[0]
        return ngettext("{n} cube not delivered: {missing} (export crisis: {cubes})",
                        "{n} cubes not delivered: {missing} (export crisis: {cubes})", len(missing)).format(
            n=len(missing), missing=resource_list(missing), cubes=resource_list(ctx.get("export") or ()))
    if kind == TAXES:
        if args[1]:
            return _("{name} uses {card}").format(name=_name(names, args[0]), card=_card(content, args[1]))
        return _("{name} takes {space}").format(name=_name(names, args[0]), space=space_in_sentence("taxes"))
    if kind == RECRUIT:
        return _("{name} recruits a citizen").format(name=_name(names, args[0]))
    if kind == HEX:
        return _("huts on {name}'s new hex").format(name=_name(names, args[0]))
    if kind == LEVY:
        return _("{name} leaves {n}ƒ of the royal tax unpaid").format(name=_name(names, args[0]),
                                                                      n=ctx.get("unpaid", "?"))
    return ""


# What an event does to a player, logged with the event that made it happen.
EVENT_DEEDS = frozenset({SUNK, REMOVED, BLOCK, SUPPLY, STOLEN})


def explain(rec, ctx, content, names):
    """The record's events, each marker move carrying its cause in words ("cause"; a copy
    of the event: the record is not changed), in the language spoken now. `ctx` carries
    what the words take from earlier events, as ids and figures (the balance side and the
    export crisis at hand, the rebels counted, the royal tax left unpaid)."""
    out = []
    for ev in rec.events:
        t = ev.get("type")
        if t == PHASE:
            ctx.pop("balance", None)
        elif t in (BALANCE, RED):
            ctx["balance"] = (ev.get("card"), tuple(ev.get("parts") or ()), t == RED)
            why, effect = _balance_cause(content, *ctx["balance"])
            ev = dict(ev, what=_("{what} ({effect})").format(what=why, effect=effect) if effect else why)
        elif t == EXPORT_CRISIS:
            ctx["export"] = tuple(ev.get("cubes") or ())
        elif t == REBELS:
            ctx["rebels"] = len(ev.get("units") or ())
        elif t == LEVY:
            ctx["unpaid"] = (ev.get("owed") or 0) - (ev.get("paid") or 0)
        elif t == MARKER and ev.get("cause"):
            ev = dict(ev, cause=cause_words(ev["cause"], content, names, ctx))
        elif t == PEEK_DECK:                         # the cards seen, by name and balance side
            ev = dict(ev, what=peek_words(ev.get("cards") or (), content))
        elif t in EVENT_DEEDS and ctx.get("balance"):
            ev = dict(ev, cause=_balance_words(content, ctx))
        out.append(ev)
    return out
