"""Trades between players: composing an offer (or a counter-offer) and answering one."""
from __future__ import annotations

from archipelago.engine.kinds import COMPOSE, RESPOND, TOKEN

from archipelago.i18n import _
from archipelago.words.status import bid_held_words, own_bid

from .. import facts as F
from ..core import Panel, Spec, W, button, panel, text
from ..labels import items_words
from ..registry import handles


def _card_chips(it, heading, cards, kind_add, side, chosen, full):
    """Cards of one side as toggle chips, 3 or 4 per row, so many cards still fit."""
    if not cards:
        return []
    per_row, width, size = (3, 188, 13) if len(cards) <= 9 else (4, 138, 12)
    rows = [[text(heading, 14, "head")]]
    for i in range(0, len(cards), per_row):
        row = []
        for cid in cards[i:i + per_row]:
            inside = chosen.get(cid, 0) > 0
            action = it.find("drop", side, cid) if inside else it.find(kind_add, cid)
            why = _("the offer is full") if full and not inside else ""
            row.append(button((side + "-card", cid), it.content.shown("card", cid, "name"), action,
                              reason=why, icon=("card", cid), w=width, size=size,
                              selected=inside))
        rows.append(row)
    return rows


@handles(COMPOSE)
def compose(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    to = f.get("to")
    give = {i: k for i, k in (f.get("give") or ())}
    get = {i: k for i, k in (f.get("get") or ())}
    limit = c.rules.get("negotiation", {}).get("items_per_offer", 12)
    full = f.get("adds", 0) >= limit
    mine = F.me(v) or {}
    owner = v.get("owner") or {}
    built = v.get("built") or {}
    my_cards = sorted(cid for cid, s in owner.items() if s == it.seat and cid not in built)
    their_cards = sorted(cid for cid, s in owner.items() if s == to and cid not in built)
    items = ["florin"] + list(F.resources(c)) + ["token"]

    held = own_bid(v)                   # florins of one's own sealed bid cannot be traded (R5.2)

    def have(item):
        if item == "florin":
            return (mine.get("florins") or 0) - held
        if item == TOKEN:
            return mine.get("tokens") or 0
        return (mine.get("cubes") or {}).get(item, 0)

    rows = [[W("text", _("You give"), w=124, style="head", size=15), W("text", "", w=196),
             W("text", _("You get from {name}").format(name=F.name(v, to)), w=200, style="head", size=15)]]

    def side(item, kind_add, kind_drop, count, can_add, why_add):
        add = it.find(kind_add, item)
        drop = it.find("drop", kind_drop, item)
        return [button((kind_drop + "-", item), "−", drop, reason=_("nothing to remove"), w=34, size=18),
                W("value", str(count), w=44, size=18),
                button((kind_drop + "+", item), "+", add, reason=why_add, w=34, size=18)]

    def icon_of(item):
        if item == "florin":
            return ("florin",)
        if item == TOKEN:
            return ("token",)
        if item in c.cards:
            return ("card", item)
        return ("res", item)

    for item in items:
        why_give = _("the offer is full") if full else _("you have {n}").format(n=have(item))
        why_get = _("the offer is full")
        name_ = {"florin": _("Florins"), "token": _("Expl. tokens")}.get(item) or F.res_title(item)
        yours = "  · " + (_("you have {n} (and {held} in your bid)").format(n=have(item), held=held)
                          if item == "florin" and held else _("you have {n}").format(n=have(item)))
        rows.append(side(item, "give", "give", give.get(item, 0), True, why_give)
                    + [W("text", name_ + yours, icon=icon_of(item), w=196, size=14)]
                    + side(item, "ask", "get", get.get(item, 0), True, why_get))
    rows += _card_chips(it, _("Your cards (click to give or take back):"), my_cards,
                        "give", "give", give, full)
    rows += _card_chips(it, _("{name}'s cards (click to ask or take back):").format(name=F.name(v, to)),
                        their_cards, "ask", "get", get, full)
    rows.append([text(_("You give: {give}.   You get: {get}.").format(give=items_words(c, tuple(give.items())),
                                                                    get=items_words(c, tuple(get.items()))), 14)])
    rows.append([button(("cancel",), _("Cancel"), it.find("cancel"), style="danger"), W("gap"),
                 button(("send",), _("Send to {name}").format(name=F.name(v, to)), it.find("send"), style="primary",
                        reason=_("put something in the offer first"))])
    title = (_("Trade offer to {name} (counter-offer)") if f.get("counters")
             else _("Trade offer to {name}")).format(name=F.name(v, to))
    sp.panel = Panel(title, rows, modal=True)
    return sp


@handles(RESPOND)
def respond(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    frm = F.name(v, f.get("frm"))
    you_get = items_words(c, tuple(tuple(x) for x in (f.get("give") or ())))
    you_give = items_words(c, tuple(tuple(x) for x in (f.get("get") or ())))
    counter = bool(f.get("counters"))
    held = own_bid(v)
    asked = dict(tuple(x) for x in (f.get("get") or ())).get("florin", 0)
    short = held and F.florins(v) - held < asked          # the florins asked are held in one's bid (R5.2)
    rows = [[text((_("{name} answers your offer with a counter-offer.") if counter
                   else _("{name} offers you a trade.")).format(name=frm))],
            [W("text", _("You give:"), w=110, style="head"), text(you_give)],
            [W("text", _("You get:"), w=110, style="head"), text(you_get)],
            [button(("accept",), _("Accept"), it.find("accept"), style="primary",
                    reason=_("you cannot pay what is asked: {why}").format(why=bid_held_words(F.florins(v), held))
                    if short else _("you cannot pay what is asked")),
             button(("reject",), _("Reject"), it.find("reject"), style="danger"),
             button(("counter",), _("Counter…"), it.find("counter"), reason=_("no more counter-offers"),
                    tip=_("Answer with your own offer"))]]
    sp.panel = panel((_("Counter-offer from {name}") if counter else _("Offer from {name}")).format(name=frm), *rows)
    return sp
