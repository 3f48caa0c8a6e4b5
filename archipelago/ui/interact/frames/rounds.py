"""The round's fixed steps: the secret turn-order bid, arranging the order, and phase 6
(buying and turning the cards of the evolution track)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from archipelago.engine.kinds import ARRANGE, BIDS, BUY, P6_STEP, TURN

from archipelago.i18n import _, N_

from .. import facts as F
from ..core import Popup, Spec, button, panel, text
from ..registry import handles


# R5.2, as engine/rounds.reveal_bids settles it.
TIE_BREAK = N_("Tied top bids bid again among themselves; if every bid is 0 (or they tie again) "
               "the turn order stays as it is.")


@handles(BIDS)
def bids(it, L):
    f = it.frame
    sp = Spec()
    acts = tuple(it.by["bid"])
    maxv = max((a.args[0] for a in acts), default=0)
    done = f.get("bids") if isinstance(f.get("bids"), int) else len(f.get("bids") or ())
    who = f.get("who") or ()
    prompt = _("Secret bid for turn order: the top bidder arranges the order; every bid is paid. "
               "{tie_break} {done} of {n} have bid.").format(tie_break=_(TIE_BREAK), done=done, n=len(who))
    if f.get("rebid"):
        prompt = _("Tie! Bid again (secret), among the tied players; a second tie, or all bids 0, "
                   "leaves the turn order as it is. {done} of {n} have bid.").format(done=done, n=len(who))
    row = it.stepper(L, maxv, "bid", lambda k: _("Confirm bid {florins}ƒ").format(florins=k), acts,
                     why_max=_("you have {florins}ƒ").format(florins=maxv))
    sp.panel = panel(_("Turn order bid"), [text(prompt)], row, it.offers())
    return sp


@handles(ARRANGE)
def arrange(it, L):
    v, f = it.view, it.frame
    sp = Spec()
    chosen = list(f.get("chosen") or ())
    pos = len(chosen) + 1
    ordinal = F.ordinal(pos)
    row = []
    for a in it.by["order"]:
        s = a.args[0]
        sp.target(("player", s), a, tip=_("Click: {name} plays {ordinal}.").format(name=F.name(v, s), ordinal=ordinal))
        row.append(button(("seat", s), F.name(v, s), a, icon=("seat", s), style="primary"))
    said = _("You won the bid: choose who plays {ordinal}.").format(ordinal=ordinal)
    if chosen:
        said += " " + _("Order so far: {names}.").format(names=", ".join(F.name(v, s) for s in chosen))
    sp.panel = panel(_("Arrange the turn order"), [text(said)], row)
    return sp


@handles(P6_STEP)
def p6_step(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    track = v.get("track") or []
    prices = list(c.rules["track"]["prices"])
    per = defaultdict(list)
    for a in it.by["buy"] + it.by["turn"]:
        per[a.args[0]].append(a)
    turned = tuple(f.get("turned") or ())
    bought = f.get("bought")
    for i, slot in enumerate(track):
        key = ("slot", i)
        acts = per.get(i, [])
        if slot is None:
            sp.target(key, reason=_("empty slot"))
            continue
        nm = c.shown("card", slot["card"], "name")
        nxt = slot["turns"] + 1
        # R5.14: turning costs nothing and lowers the price one step; at the flash the card goes
        if nxt < len(prices):
            turn_tip = _("Click: turn it, free: its price drops to {price}ƒ.").format(price=prices[nxt])
            turn_lab = _("Turn it, free: its price drops to {price}ƒ").format(price=prices[nxt])
        else:
            turn_tip = _("Click: turn it, free: it reaches the flash and is discarded.")
            turn_lab = _("Turn it, free: it reaches the flash and is discarded")
        if not acts:
            if i in turned:
                why = _("you turned this card already")
            elif bought or turned:
                why = _("you cannot buy after turning") if not bought else _("you bought a card: turn one other card")
                if bought and len(turned) >= 1:
                    why = _("done")
            else:
                why = _("needs {price}ƒ (you have {florins})").format(price=slot['price'], florins=F.florins(v))
            sp.target(key, reason=why)
            continue
        if len(acts) == 1:
            a = acts[0]
            tip = _("Click: buy {card} for {price}ƒ.").format(card=nm, price=slot['price']) if a.kind == BUY \
                else turn_tip
            if a.kind == TURN and not bought and not turned:
                tip += " " + _("(Buying needs {price}ƒ.)").format(price=slot['price'])
            sp.target(key, a, tip=tip)
            continue
        sp.target(key, to=replace(L, popup=key), tip=_("Click: buy or turn {card}.").format(card=nm), reach=acts)
        if L.popup == key:
            items = []
            for a in acts:
                lab = _("Buy {card} for {price}ƒ").format(card=nm, price=slot['price']) if a.kind == BUY \
                    else turn_lab
                tip = lab + (f" ({F.after_words(v, -slot['price'])})" if a.kind == BUY else "")
                items.append(button(("pop", a.kind), lab, a, style="primary" if a.kind == BUY else "normal",
                                    tip=tip))
            sp.popup = Popup(key, nm, items)
            sp.selected = (key,)
    if bought:
        prompt = _("You bought {card}: now click another card to turn it a quarter.").format(
            card=c.shown("card", bought, "name"))
    elif turned:
        prompt = _("Click a second card to turn it a quarter.")
    elif not it.by["buy"]:
        prompt = _("You cannot pay for a card now (you have {florins}ƒ): click two cards of the track "
                   "to turn each a quarter.").format(florins=F.florins(v))
    else:
        prompt = _("Click a card of the track: buy one (then turn another), or turn two cards a quarter each.")
    sp.panel = panel(_("Evolution"), [text(prompt)])
    return sp
