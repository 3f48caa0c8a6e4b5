"""The round's fixed steps: the secret turn-order bid, arranging the order, and phase 6
(buying and turning the cards of the evolution track)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from archipelago.engine.kinds import ARRANGE, BIDS, BUY, P6_STEP, TURN

from .. import facts as F
from ..core import Popup, Spec, button, panel, text
from ..registry import handles


# R5.2, as engine/rounds.reveal_bids settles it.
TIE_BREAK = ("Tied top bids bid again among themselves; if every bid is 0 (or they tie again) "
             "the turn order stays as it is.")


@handles(BIDS)
def bids(it, L):
    f = it.frame
    sp = Spec()
    acts = tuple(it.by["bid"])
    maxv = max((a.args[0] for a in acts), default=0)
    done = f.get("bids") if isinstance(f.get("bids"), int) else len(f.get("bids") or ())
    who = f.get("who") or ()
    prompt = ("Secret bid for turn order: the top bidder arranges the order; every bid is paid. "
              f"{TIE_BREAK} {done} of {len(who)} have bid.")
    if f.get("rebid"):
        prompt = (f"Tie! Bid again (secret), among the tied players; a second tie, or all bids 0, "
                  f"leaves the turn order as it is. {done} of {len(who)} have bid.")
    row = it.stepper(L, maxv, "bid", lambda k: f"Confirm bid {k}ƒ", acts,
                     why_max=f"you have {maxv}ƒ")
    sp.panel = panel("Turn order bid", [text(prompt)], row, it.offers())
    return sp


@handles(ARRANGE)
def arrange(it, L):
    v, f = it.view, it.frame
    sp = Spec()
    chosen = list(f.get("chosen") or ())
    pos = len(chosen) + 1
    ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(pos, f"{pos}th")
    row = []
    for a in it.by["order"]:
        s = a.args[0]
        sp.target(("player", s), a, tip=f"Click: {F.name(v, s)} plays {ordinal}.")
        row.append(button(("seat", s), F.name(v, s), a, icon=("seat", s), style="primary"))
    so_far = (" Order so far: " + ", ".join(F.name(v, s) for s in chosen) + ".") if chosen else ""
    sp.panel = panel("Arrange the turn order",
                     [text(f"You won the bid: choose who plays {ordinal}.{so_far}")], row)
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
            sp.target(key, reason="empty slot")
            continue
        nm = c.cards[slot["card"]].name
        nxt = slot["turns"] + 1
        # R5.14: turning costs nothing and lowers the price one step; at the flash the card goes
        turn_words = (f"turn it, free: its price drops to {prices[nxt]}ƒ" if nxt < len(prices)
                      else "turn it, free: it reaches the flash and is discarded")
        if not acts:
            if i in turned:
                why = "you turned this card already"
            elif bought or turned:
                why = "you cannot buy after turning" if not bought else "you bought a card: turn one other card"
                if bought and len(turned) >= 1:
                    why = "done"
            else:
                why = f"needs {slot['price']}ƒ (you have {F.florins(v)})"
            sp.target(key, reason=why)
            continue
        if len(acts) == 1:
            a = acts[0]
            tip = f"Click: buy {nm} for {slot['price']}ƒ." if a.kind == BUY else f"Click: {turn_words}."
            if a.kind == TURN and not bought and not turned:
                tip += f" (Buying needs {slot['price']}ƒ.)"
            sp.target(key, a, tip=tip)
            continue
        sp.target(key, to=replace(L, popup=key), tip=f"Click: buy or turn {nm}.", reach=acts)
        if L.popup == key:
            items = []
            for a in acts:
                lab = f"Buy {nm} for {slot['price']}ƒ" if a.kind == BUY else turn_words.capitalize()
                tip = lab + (f" ({F.after_words(v, -slot['price'])})" if a.kind == BUY else "")
                items.append(button(("pop", a.kind), lab, a, style="primary" if a.kind == BUY else "normal",
                                    tip=tip))
            sp.popup = Popup(key, nm, items)
            sp.selected = (key,)
    if bought:
        prompt = f"You bought {c.cards[bought].name}: now click another card to turn it a quarter."
    elif turned:
        prompt = "Click a second card to turn it a quarter."
    elif not it.by["buy"]:
        prompt = (f"You cannot pay for a card now (you have {F.florins(v)}ƒ): click two cards of the track "
                  "to turn each a quarter.")
    else:
        prompt = "Click a card of the track: buy one (then turn another), or turn two cards a quarter each."
    sp.panel = panel("Evolution", [text(prompt)])
    return sp
