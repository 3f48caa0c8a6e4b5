"""Why each marker moved (issue 14): the rebellion and surplus moves of the log, each given
its cause in words, derived from the events the engine already returns and the figures a
record keeps (history.Record.figures); the engine is not asked for anything new.

    ctx = {}                                    # carried from record to record
    for rec in records:
        events = explain(rec, ctx, content, names)   # marker events gain a "cause"

Causes: taxes (R5.13), recruits (R5.10), huts of a new hex (R4.4, R5.12), the rebels of a
domestic crisis (R6.2), export cubes not delivered (R6.3), a card used or a wonder built
(DECK 0.2.8; also in the card's later decisions: a sale to the bank, a chosen option), an event on the balance side or a red part (DECK 2.1), the royal tax left
unpaid, and the board rows of phase 3 (R5.3, R7.1-R7.4), which are worked out again from
the record's figures in the engine's order (boards I, II, III, then IV).
"""
from __future__ import annotations

from archipelago.engine import tables
from archipelago.engine.kinds import CHOICE, SELL_BANK
from archipelago.words import space_title

# Decisions inside a card's effect (DECK 3) that can move a marker after the card's use was
# logged in an earlier record: a sale to the bank then rebellion, a chosen option.
CARD_FRAMES = frozenset({SELL_BANK, CHOICE})


def _plural(n, word):
    return f"{n} {word}{'' if n == 1 else 's'}"


def population_causes(rules, figures):
    """R5.3: the phase-3 marker moves the board rows make, in order, as (track, delta, cause),
    from the figures before the phase (markets, population, markers); a move the board's
    end stops (delta 0) is left out, as the engine moves nothing then."""
    marks = {"rebellion": figures["rebellion"], "surplus": figures["surplus"]}
    tops = {"rebellion": rules["stability"]["max"], "surplus": rules["surplus_board"]["max"]}
    out = []

    def run(effects, cause):
        for eff in effects:
            track = eff["track"]
            delta = tables.marker_change(marks[track], eff["amount"], tops[track])
            if delta:
                marks[track] += delta
                out.append((track, delta, cause))

    for market, board in (("domestic", "board I"), ("export", "board II")):
        counts = figures["dom" if market == "domestic" else "exp"]
        for res in rules["resources"]:
            k = counts[res]
            held = f"holds {_plural(k, 'cube')}" if k else "is empty"
            run(tables.market_effects(rules, market, res, k), f"{board}: the {market} {res} area {held}")
    pop = figures["population"]
    run(tables.stability_row(rules, pop)["effects"], f"board III: population {pop}")
    run(tables.surplus_row(rules, marks["surplus"])["effects"],
        f"board IV: {_plural(marks['surplus'], 'surplus worker')}")
    return out


def _name(names, seat):
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


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
    return f"{' and '.join(halves) or 'nothing'} ({card.name}'s balance side)", ""


# What an event does to a player, logged with the event that made it happen.
EVENT_DEEDS = frozenset({"sunk", "removed", "block", "supply", "stolen", "levy"})


def explain(rec, ctx, content, names):
    """The record's events, each marker move carrying a "cause" (a copy of the event; the
    record is not changed). `ctx` carries what a later record needs (the crisis at hand)."""
    out = []
    why = None
    queue = []
    ev_cause = None
    if rec.frame == "recruit":
        why = f"{_name(names, rec.seat)} recruits a citizen"
    elif rec.frame in CARD_FRAMES:
        why = ctx.get("card_use")
    marks = dict(rec.figures) if rec.figures else {}
    for ev in rec.events:
        t = ev.get("type")
        who = _name(names, ev.get("seat"))
        if t == "phase":
            queue = []
            why = None
            ctx.pop("balance", None)
            if ev.get("phase") == "population" and rec.figures:
                queue = population_causes(content.rules, marks)
                why = "phase 3"
        elif t == "disc":
            why = f"{who} takes {space_title(ev.get('space', '')).lower()}"
        elif t == "use_card":
            card = content.cards.get(ev.get("card"))
            why = ctx["card_use"] = f"{who} uses {card.name if card else ev.get('card')}"
        elif t == "wonder":
            card = content.cards.get(ev.get("card"))
            why = f"{who} builds {card.name if card else 'a wonder'}"
        elif t == "hex":
            why = f"huts on {who}'s new hex"
        elif t in ("balance", "red"):
            why, effect = _balance_cause(content, ev.get("card"), ev.get("parts") or (), t == "red")
            ctx["balance"] = why
            ev_cause = dict(ev, what=why + (f" ({effect})" if effect else ""))
        elif t == "domestic_crisis":
            ctx["crisis"] = f"domestic crisis: {ev.get('res')}"
        elif t == "export_crisis":
            ctx["export"] = "export crisis: " + ", ".join(ev.get("cubes") or ())
        elif t == "rebels":
            n = len(ev.get("units") or ())
            why = f"{_plural(n, 'rebel')} ({ctx.get('crisis', 'domestic crisis')})"
        elif t == "export_result":
            missing = ev.get("missing") or ()
            why = f"{_plural(len(missing), 'cube')} not delivered: {', '.join(missing)} ({ctx.get('export', 'export crisis')})"
        elif t == "levy":
            unpaid = (ev.get("owed") or 0) - (ev.get("paid") or 0)
            why = f"{who} leaves {unpaid}ƒ of the royal tax unpaid"
        elif t == "marker":
            track = ev.get("track")
            cause = why
            if queue:
                q_track, q_delta, q_cause = queue[0]
                if q_track == track and q_delta == ev.get("delta"):
                    queue.pop(0)
                    cause = q_cause
                else:                       # never expected: say no more than the phase
                    queue = []
            marks[track] = ev.get("value")
            if cause:
                ev = dict(ev, cause=cause)
        elif t in EVENT_DEEDS and ctx.get("balance"):
            ev = dict(ev, cause=ctx["balance"])
        out.append(ev_cause or ev)
        ev_cause = None
    return out
