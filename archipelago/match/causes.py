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
                                      PHASE, POPULATION, REBELS, RECRUIT, RED, REMOVED, STOLEN,
                                      SUNK, SUPPLY, TAXES, USE_CARD, WONDER, XCRISIS)
from archipelago.words import space_title

BOARDS = {"domestic": "board I", "export": "board II"}


def _plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"


def _name(names, seat):
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _card(content, cid, what="a card"):
    card = content.cards.get(cid)
    return card.name if card else what


def _balance_cause(content, card_id, parts, red=False):
    """('event: Pirate', its short effect) or ('crisis on Navigator', '') for a balance side
    being resolved (DECK 2)."""
    card = content.cards.get(card_id)
    if card is None:
        return "the balance card", ""
    bal = card.balance
    prefix = "red " if red else ""
    if "event" in parts and "event" in bal:
        ev = content.events.get(bal["event"])
        return f"{prefix}event: {ev.name if ev else bal['event']}", ev.short.rstrip(".") if ev else ""
    halves = [f"a domestic crisis ({bal['domestic']['resource']})" if p == "domestic" else "an export crisis"
              for p in ("domestic", "export") if p in parts and p in bal]
    if not halves and bal.get("red"):       # R6.5: its red parts happened when it came up
        red_parts = [f"event ({content.events[bal['event']].name})" if p == "event" and bal.get("event")
                     in content.events else f"{p} crisis" for p in bal["red"]]
        return (f"nothing more: its red {' and '.join(red_parts)} was resolved when the card came to the "
                f"top ({card.name}'s balance side)"), ""
    return f"{' and '.join(halves) or 'nothing'} ({card.name}'s balance side)", ""


def cause_words(cause, content, names, ctx):
    """The engine's cause of a marker move (kinds.CAUSES) in words."""
    kind, *args = cause
    if kind == POPULATION:
        if args[0] == "stability":
            return f"board III: population {args[1]}"
        if args[0] == "surplus":
            return f"board IV: {_plural(args[1], 'surplus worker')}"
        market, res, k = args
        held = f"holds {_plural(k, 'cube')}" if k else "is empty"
        return f"{BOARDS[market]}: the {market} {res} area {held}"
    if kind == USE_CARD:
        return f"{_name(names, args[0])} uses {_card(content, args[1])}"
    if kind == WONDER:
        return f"{_name(names, args[0])} builds {_card(content, args[1], 'a wonder')}"
    if kind == BALANCE:
        return ctx.get("balance") or _balance_cause(content, args[0], (args[1],))[0]
    if kind == DCRISIS:
        return f"{ctx.get('rebels', 'rebels')} (domestic crisis: {args[0]})"
    if kind == XCRISIS:
        missing = args[0]
        cubes = ", ".join(ctx.get("export") or ())
        return f"{_plural(len(missing), 'cube')} not delivered: {', '.join(missing)} (export crisis: {cubes})"
    if kind == TAXES:
        if args[1]:
            return f"{_name(names, args[0])} uses {_card(content, args[1])}"
        return f"{_name(names, args[0])} takes {space_title('taxes').lower()}"
    if kind == RECRUIT:
        return f"{_name(names, args[0])} recruits a citizen"
    if kind == HEX:
        return f"huts on {_name(names, args[0])}'s new hex"
    if kind == LEVY:
        return f"{_name(names, args[0])} leaves {ctx.get('unpaid', '?')}ƒ of the royal tax unpaid"
    return ""


# What an event does to a player, logged with the event that made it happen.
EVENT_DEEDS = frozenset({SUNK, REMOVED, BLOCK, SUPPLY, STOLEN})


def explain(rec, ctx, content, names):
    """The record's events, each marker move carrying its cause in words ("cause"; a copy
    of the event: the record is not changed). `ctx` carries what the words take from
    earlier events (the balance side and the export crisis at hand, the rebels counted,
    the royal tax left unpaid)."""
    out = []
    for ev in rec.events:
        t = ev.get("type")
        if t == PHASE:
            ctx.pop("balance", None)
        elif t in (BALANCE, RED):
            why, effect = _balance_cause(content, ev.get("card"), ev.get("parts") or (), t == RED)
            ctx["balance"] = why
            ev = dict(ev, what=why + (f" ({effect})" if effect else ""))
        elif t == EXPORT_CRISIS:
            ctx["export"] = tuple(ev.get("cubes") or ())
        elif t == REBELS:
            ctx["rebels"] = _plural(len(ev.get("units") or ()), "rebel")
        elif t == LEVY:
            ctx["unpaid"] = (ev.get("owed") or 0) - (ev.get("paid") or 0)
        elif t == MARKER and ev.get("cause"):
            ev = dict(ev, cause=cause_words(ev["cause"], content, names, ctx))
        elif t in EVENT_DEEDS and ctx.get("balance"):
            ev = dict(ev, cause=ctx["balance"])
        out.append(ev)
    return out

