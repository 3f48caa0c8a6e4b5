"""Decisions that card effects and events open: selling to or exchanging with the bank,
revealed cards, spying, standing rebels up, removing or sinking units, wonders, new
ships at ports, barbarian coins, the thief's fists, the royal levy, a card's options."""
from __future__ import annotations

from dataclasses import replace

from archipelago.engine import tables
from archipelago.engine.kinds import (BLOCK_PICK, CHOICE, EXCHANGE, FISTS, LEVY, PEEK,
                                      PORT_SHIPS_PICK, REBELS, REMOVE_PICK, REVEAL, SELL_BANK,
                                      SINK, UNBLOCK_PICK, WONDER)
from archipelago.engine.pieces import B
from archipelago.words import PORT_SHIPS_WARNING, wonder_notes

from .. import facts as F
from .. import outcomes as O
from ..core import Control, Panel, Spec, W, button, panel, text
from ..registry import handles


def _res_buttons(it, kind, counts, key="res", why=lambda r: ""):
    row = []
    for r in F.resources(it.content):
        a = it.find(kind, r)
        row.append(button((key, r), f"{r.capitalize()} ({counts.get(r, 0)})", a, icon=("res", r),
                          reason=why(r) or f"you have no {r}", style="primary" if a else "normal"))
    return row


def _unit_pick(it, kind, title, prompt, tip, classes=True, extra=()):
    sp = Spec()
    acts = it.by[kind]
    if classes:
        mapping = it.unit_classes(acts)
    else:
        mapping = {a.args[0]: a for a in acts}
    for u, a in mapping.items():
        sp.target(("unit", u), a, tip=tip)
    sp.panel = panel(title, [text(prompt)], list(extra))
    return sp


@handles(SELL_BANK)
def sell_bank(it, L):
    f = it.frame
    sp = Spec()
    row = _res_buttons(it, "sell_bank", F.cubes(it.view))
    sp.panel = panel("Sell to the bank", [text(
        f"Sell cubes to the bank for {f.get('price')}ƒ each ({f.get('left')} left). Click a cube type:")],
        row, [W("gap")] + it.done())
    return sp


@handles(EXCHANGE)
def exchange(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    have = F.cubes(v)
    gives = {a.args[0] for a in it.by["exchange"]}
    row1 = [W("text", "You give:", w=96, style="head")]
    for r in F.resources(c):
        ok = r in gives
        acts = tuple(a for a in it.by["exchange"] if a.args[0] == r)
        row1.append(button(("give", r), str(have.get(r, 0)),
                           to=replace(L, pick="" if L.pick == r else r) if ok else None,
                           reason=f"you have no {r}", icon=("res", r), selected=L.pick == r, reach=acts, w=64,
                           tip=f"Give 1 {r} (you have {have.get(r, 0)})"))
    row2 = [W("text", "You take:", w=96, style="head")]
    bank = v["bank"]["cubes"]
    for r in F.resources(c):
        a = it.find("exchange", L.pick, r) if L.pick else None
        if not L.pick:
            why = "choose the cube you give first"
        elif r == L.pick:
            why = "choose another type"
        else:
            why = f"the bank has no {r}"
        row2.append(button(("take", r), str(bank.get(r, 0)), a, reason=why, w=64,
                           icon=("res", r), style="primary" if a else "normal",
                           tip=f"Take 1 {r} from the bank (it has {bank.get(r, 0)})"))
    sp.panel = panel("Exchange with the bank", [text(
        f"Give one cube to the bank and take one of another type ({f.get('left')} left): "
        "first the cube you give, then the one you take.")], row1, row2 + [W("gap")] + it.done())
    return sp


@handles(REVEAL)
def reveal(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    row = []
    for cid in f.get("cards") or ():
        a = it.find("buy_revealed", cid)
        card = c.cards[cid]
        if a is None:
            why = (f"not a {f.get('type')} card" if card.type != f.get("type")
                   else f"needs {f.get('price')}ƒ (you have {F.florins(v)})")
        else:
            why = ""
        w = W("card", card.name, icon=("card", cid), w=108)
        w.control = Control(("p", "card", cid), a, None, a is not None,
                            f"Click: buy {card.name} for {f.get('price')}ƒ" if a else why)
        row.append(w)
    rows = [[text(f"Revealed cards: you may buy one {f.get('type')} card for {f.get('price')}ƒ; "
                  "the others are discarded.")], row, [W("gap")] + it.done("Buy none")]
    sp.panel = Panel("Revealed cards", rows, modal=True)
    return sp


@handles(PEEK)
def peek(it, L):
    v = it.view
    sp = Spec()
    row = []
    for a in it.by["peek"]:
        s = a.args[0]
        sp.target(("player", s), a, tip=f"Click: look at {F.name(v, s)}'s objective (secret).")
        row.append(button(("seat", s), F.name(v, s), a, icon=("seat", s), style="primary"))
    sp.panel = panel("Spy", [text("Whose objective card do you look at?")], row)
    return sp


@handles(REBELS)
def rebels(it, L):
    return _unit_pick(it, "stand", "Stand up rebels",
                      f"Click your rebels to stand them up ({it.frame.get('left')} at most).",
                      "Click: this rebel stands up.", extra=[W("gap")] + it.done())


@handles(REMOVE_PICK)
def remove_pick(it, L):
    return _unit_pick(it, "remove", "Emigration", "Click one of your citizens: it returns to your reserve.",
                      "Click: this citizen returns to your reserve.")


@handles(SINK)
def sink(it, L):
    return _unit_pick(it, "sink", "Pirates", "Click one of your ships: it returns to your reserve.",
                      "Click: this ship returns to your reserve.")


@handles(WONDER)
def wonder(it, L):
    card = it.content.cards.get(it.frame.get("card"))
    nm = card.name if card else "the wonder"
    v = it.view
    lighthouse = card is not None and PORT_SHIPS_WARNING in wonder_notes(card)
    sp = Spec()
    for a in it.by["wonder_citizen"]:
        u = a.args[0]
        t = v["units"][u]
        tip = f"Click: this citizen builds {nm} and leaves the map for good (population −1)."
        o = O.outcome(v, it.content, it.frame, a)
        tip += f" Then: {O.words(o)}." if o is not None else " Rebellion then exceeds the population: independence."
        if lighthouse and t is not None and t[B] >= 0 and v["buildings"][t[B]][2] == "port":
            tip += " It stands in a port: that port is left empty and gives you no ship."
        sp.target(("unit", u), a, tip=tip)
    prompt = (f"Click the active citizen who leaves the map for good to build {nm} "
              "(population −1; independence if rebellion then exceeds population).")
    if lighthouse:
        prompt += " " + PORT_SHIPS_WARNING
    sp.panel = panel(f"Build {nm}", [text(prompt)])
    return sp


@handles(PORT_SHIPS_PICK)
def port_ships_pick(it, L):
    v, c = it.view, it.content
    sp = Spec()
    row = []
    for a in it.by["port_ship"]:
        b = a.args[0]
        sp.target(("building", b), a, tip="Click: a ship of yours appears at this port.")
        row.append(button(("port", b), f"Port on {F.hex_label(v, c, v['buildings'][b][0])}", a,
                          icon=("kind", "port")))
    sp.panel = panel("New ships", [text("You have fewer ships than ports: click the ports that get one.")],
                     row)
    return sp


@handles(BLOCK_PICK)
def block_pick(it, L):
    sp = Spec()
    for a in it.by["block"]:
        h, i = a.args
        sp.target(("icon", h, i), a, tip="Click: the barbarian coin blocks this icon for good.")
    sp.panel = panel("Barbarians", [text("Click a glowing resource icon on the map: a barbarian coin "
                                         "blocks it for the rest of the game.")])
    return sp


@handles(UNBLOCK_PICK)
def unblock_pick(it, L):
    sp = Spec()
    coins = {(c[0], c[1]): c[2] for c in it.view.get("coins") or ()}
    for a in it.by["unblock"]:
        h, i = a.args
        tip = f"Click: remove this barbarian coin ({O.coin_words(coins.get((h, i), 0))})."
        sp.target(("coin", h, i), a, tip=tip)
        sp.target(("icon", h, i), a, tip=tip)
    sp.panel = panel("Conquistador", [text("Click a barbarian coin on a hex where you have a unit.")])
    return sp


@handles(FISTS)
def fists(it, L):
    v, f = it.view, it.frame
    sp = Spec()
    picks = list(f.get("picks") or ()) if isinstance(f.get("picks"), (list, tuple)) else []
    have = F.cubes(v)
    for r in picks:
        have[r] = have.get(r, 0) - 1
    row = _res_buttons(it, "fist", have)
    # the prompt may wrap differently once a cube is hidden: the buttons sit at the panel's
    # foot, so they stay where they were between the two clicks (issue 26)
    sp.panel = panel(f"The thief · fist {len(picks) + 1} of 2", [text(
        "Hide a cube in each of two fists: the thief takes one fist at random."
        + (" Already hidden: " + ", ".join(picks) + "." if picks else ""))], foot=[row])
    return sp


@handles(LEVY)
def levy(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    acts = tuple(it.by["pay_levy"])
    maxv = max((a.args[0] for a in acts), default=0)
    owed, rate = f.get("owed", 0), f.get("rate", 1)
    row = it.stepper(L, maxv, "pay_levy",
                     lambda k: f"Pay {k}ƒ ({O.words(O.outcome(v, c, f, it.find('pay_levy', k)))})",
                     acts, why_max=f"you owe {owed}ƒ" if maxv >= owed else f"you have {maxv}ƒ")
    sp.panel = panel("Royal tax collector", [text(
        f"You owe {owed}ƒ. Each florin you do not pay raises rebellion by {rate}.")], row)
    return sp


@handles(CHOICE)
def choice(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    try:
        options = tables.effect_list(c, f.get("src") or ())
    except (KeyError, IndexError, TypeError):
        options = ()
    rows = [[text("Choose an option of the card:")]]
    for k, o in enumerate(options):
        pay = dict(o.get("pay") or {})
        lab = ("Pay " + F.cost_words(0, pay) if pay else "Free") + " → " + F.effect_words(o.get("effects"))
        a = it.find("option", k)
        rows.append([button(("option", k), lab, a, style="primary",
                            tip=f"{lab} (now: {O.words(O.outcome(v, c, f, a))})" if a else "",
                            reason="" if a else F.option_reason(v, c, k))])
    if not options:
        rows.append([button(("option", a.args[0]), it.label(a), a) for a in it.by["option"]])
    card = c.cards.get(f.get("card"))
    sp.panel = panel(card.name if card else "Choice", *rows)
    return sp
