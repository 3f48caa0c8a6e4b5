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
from archipelago.i18n import _
from archipelago.words.cards import PORT_SHIPS_WARNING, wonder_notes

from .. import facts as F
from .. import outcomes as O
from ..core import Control, Panel, Spec, W, button, panel, text
from ..registry import handles, shows


def _res_buttons(it, kind, counts, key="res", why=lambda r: ""):
    row = []
    for r in F.resources(it.content):
        a = it.find(kind, r)
        row.append(button((key, r), f"{F.res_title(r)} ({counts.get(r, 0)})", a, icon=("res", r),
                          reason=why(r) or _("you have no {res}").format(res=F.res_name(r)),
                          style="primary" if a else "normal"))
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
    sp.panel = panel(_("Sell to the bank"), [text(
        _("Sell cubes to the bank for {price}ƒ each ({n} left). Click a cube type:").format(
            price=f.get('price'), n=f.get('left')))],
        row, [W("gap")] + it.done())
    return sp


@handles(EXCHANGE)
def exchange(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    have = F.cubes(v)
    gives = {a.args[0] for a in it.by["exchange"]}
    row1 = [W("text", _("You give:"), w=96, style="head")]
    for r in F.resources(c):
        ok = r in gives
        acts = tuple(a for a in it.by["exchange"] if a.args[0] == r)
        row1.append(button(("give", r), str(have.get(r, 0)),
                           to=replace(L, pick="" if L.pick == r else r) if ok else None,
                           reason=_("you have no {res}").format(res=F.res_name(r)), icon=("res", r),
                           selected=L.pick == r, reach=acts, w=64,
                           tip=_("Give {cube} (you have {n})").format(cube=F.res_count(r, 1), n=have.get(r, 0))))
    row2 = [W("text", _("You take:"), w=96, style="head")]
    bank = v["bank"]["cubes"]
    for r in F.resources(c):
        a = it.find("exchange", L.pick, r) if L.pick else None
        if not L.pick:
            why = _("choose the cube you give first")
        elif r == L.pick:
            why = _("choose another type")
        else:
            why = _("the bank has no {res}").format(res=F.res_name(r))
        row2.append(button(("take", r), str(bank.get(r, 0)), a, reason=why, w=64,
                           icon=("res", r), style="primary" if a else "normal",
                           tip=_("Take {cube} from the bank (it has {n})").format(cube=F.res_count(r, 1),
                                                                                 n=bank.get(r, 0))))
    sp.panel = panel(_("Exchange with the bank"), [text(
        _("Give one cube to the bank and take one of another type ({n} left): "
          "first the cube you give, then the one you take.").format(n=f.get('left')))],
        row1, row2 + [W("gap")] + it.done())
    return sp


def _revealed(it, control):
    """The revealed cards face up, each a W("card") with control(card id, its name) (or None)."""
    row = []
    for cid in it.frame.get("cards") or ():
        name = it.content.shown("card", cid, "name")
        w = W("card", name, icon=("card", cid), w=108)
        w.control = control(cid, name)
        row.append(w)
    return row


@handles(REVEAL)
def reveal(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()

    def control(cid, name):
        a = it.find("buy_revealed", cid)
        if a is None:
            if c.cards[cid].type != f.get("type"):
                why = _("not a character card") if f.get("type") == "character" else _("not a progress card")
            else:
                why = _("needs {price}ƒ (you have {florins})").format(price=f.get('price'), florins=F.florins(v))
        else:
            why = ""
        return Control(("p", "card", cid), a, None, a is not None,
                       _("Click: buy {card} for {price}ƒ").format(card=name, price=f.get('price')) if a else why)
    said = (_("Revealed cards: you may buy one character card for {price}ƒ; the others are discarded.")
            if f.get("type") == "character" else
            _("Revealed cards: you may buy one progress card for {price}ƒ; the others are discarded."))
    rows = [[text(said.format(price=f.get('price')))], _revealed(it, control), [W("gap")] + it.done(_("Buy none"))]
    sp.panel = Panel(_("Revealed cards"), rows, modal=True)
    return sp


@shows(REVEAL)
def reveal_shown(it, L):
    """The cards revealed to everyone (DECK reveal_and_buy: "show their evolution sides to
    everyone"), on every other viewer's table while their user chooses (issue 38)."""
    f = it.frame
    who = F.name(it.view, f.get("seat"))
    said = (_("{name} reveals these cards to everyone and may buy one character card among them for {price}ƒ; "
              "the others are discarded.") if f.get("type") == "character" else
            _("{name} reveals these cards to everyone and may buy one progress card among them for {price}ƒ; "
              "the others are discarded.")).format(name=who, price=f.get("price"))
    sp = Spec()
    sp.panel = panel(_("Cards revealed by {name}").format(name=who), [text(said)],
                     _revealed(it, lambda cid, name: None))
    return sp


@handles(PEEK)
def peek(it, L):
    v = it.view
    sp = Spec()
    row = []
    for a in it.by["peek"]:
        s = a.args[0]
        sp.target(("player", s), a, tip=_("Click: look at {name}'s objective (secret).").format(name=F.name(v, s)))
        row.append(button(("seat", s), F.name(v, s), a, icon=("seat", s), style="primary"))
    sp.panel = panel(_("Spy"), [text(_("Whose objective card do you look at?"))], row)
    return sp


@handles(REBELS)
def rebels(it, L):
    return _unit_pick(it, "stand", _("Stand up rebels"),
                      _("Click your rebels to stand them up ({n} at most).").format(n=it.frame.get('left')),
                      _("Click: this rebel stands up."), extra=[W("gap")] + it.done())


@handles(REMOVE_PICK)
def remove_pick(it, L):
    return _unit_pick(it, "remove", _("Emigration"), _("Click one of your citizens: it returns to your reserve."),
                      _("Click: this citizen returns to your reserve."))


@handles(SINK)
def sink(it, L):
    return _unit_pick(it, "sink", _("Pirates"), _("Click one of your ships: it returns to your reserve."),
                      _("Click: this ship returns to your reserve."))


@handles(WONDER)
def wonder(it, L):
    card = it.content.cards.get(it.frame.get("card"))
    nm = it.content.shown("card", card.id, "name") if card else _("the wonder")
    v = it.view
    lighthouse = card is not None and PORT_SHIPS_WARNING in wonder_notes(card)
    sp = Spec()
    for a in it.by["wonder_citizen"]:
        u = a.args[0]
        t = v["units"][u]
        tip = _("Click: this citizen builds {card} and leaves the map for good (population −1).").format(card=nm)
        o = O.outcome(v, it.content, it.frame, a)
        tip += " " + (_("Then: {outcome}.").format(outcome=O.words(o)) if o is not None
                      else _("Rebellion then exceeds the population: independence."))
        if lighthouse and t is not None and t[B] >= 0 and v["buildings"][t[B]][2] == "port":
            tip += " " + _("It stands in a port: that port is left empty and gives you no ship.")
        sp.target(("unit", u), a, tip=tip)
    prompt = _("Click the active citizen who leaves the map for good to build {card} "
               "(population −1; independence if rebellion then exceeds population).").format(card=nm)
    if lighthouse:
        prompt += " " + _(PORT_SHIPS_WARNING)
    sp.panel = panel(_("Build {card}").format(card=nm), [text(prompt)])
    return sp


@handles(PORT_SHIPS_PICK)
def port_ships_pick(it, L):
    v, c = it.view, it.content
    sp = Spec()
    row = []
    for a in it.by["port_ship"]:
        b = a.args[0]
        sp.target(("building", b), a, tip=_("Click: a ship of yours appears at this port."))
        row.append(button(("port", b), _("Port on {hex}").format(hex=F.hex_label(v, c, v['buildings'][b][0])), a,
                          icon=("kind", "port")))
    sp.panel = panel(_("New ships"), [text(_("You have fewer ships than ports: click the ports that get one."))],
                     row)
    return sp


@handles(BLOCK_PICK)
def block_pick(it, L):
    sp = Spec()
    for a in it.by["block"]:
        h, i = a.args
        sp.target(("icon", h, i), a, tip=_("Click: the barbarian coin blocks this icon for good."))
    sp.panel = panel(_("Barbarians"), [text(_("Click a glowing resource icon on the map: a barbarian coin "
                                              "blocks it for the rest of the game."))])
    return sp


@handles(UNBLOCK_PICK)
def unblock_pick(it, L):
    sp = Spec()
    coins = {(c[0], c[1]): c[2] for c in it.view.get("coins") or ()}
    for a in it.by["unblock"]:
        h, i = a.args
        tip = _("Click: remove this barbarian coin ({what}).").format(what=O.coin_words(coins.get((h, i), 0)))
        sp.target(("coin", h, i), a, tip=tip)
        sp.target(("icon", h, i), a, tip=tip)
    sp.panel = panel(_("Conquistador"), [text(_("Click a barbarian coin on a hex where you have a unit."))])
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
    said = _("Hide a cube in each of two fists: the thief takes one fist at random.")
    if picks:
        said += " " + _("Already hidden: {cubes}.").format(cubes=", ".join(F.res_name(r) for r in picks))
    sp.panel = panel(_("The thief · fist {n} of 2").format(n=len(picks) + 1), [text(said)], foot=[row])
    return sp


@handles(LEVY)
def levy(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    acts = tuple(it.by["pay_levy"])
    maxv = max((a.args[0] for a in acts), default=0)
    owed, rate = f.get("owed", 0), f.get("rate", 1)
    row = it.stepper(L, maxv, "pay_levy",
                     lambda k: _("Pay {florins}ƒ ({outcome})").format(
                         florins=k, outcome=O.words(O.outcome(v, c, f, it.find('pay_levy', k)))),
                     acts, why_max=(_("you owe {florins}ƒ").format(florins=owed) if maxv >= owed
                                    else _("you have {florins}ƒ").format(florins=maxv)))
    sp.panel = panel(_("Royal tax collector"), [text(
        _("You owe {owed}ƒ. Each florin you do not pay raises rebellion by {rate}.").format(owed=owed, rate=rate))],
        row)
    return sp


@handles(CHOICE)
def choice(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    try:
        options = tables.effect_list(c, f.get("src") or ())
    except (KeyError, IndexError, TypeError):
        options = ()
    rows = [[text(_("Choose an option of the card:"))]]
    for k, o in enumerate(options):
        pay = dict(o.get("pay") or {})
        lab = (_("Pay {cost} → {effects}") if pay else _("Free → {effects}")).format(
            cost=F.cost_words(0, pay), effects=F.effect_words(o.get("effects")))
        a = it.find("option", k)
        rows.append([button(("option", k), lab, a, style="primary",
                            tip=_("{label} (now: {outcome})").format(label=lab, outcome=O.words(O.outcome(v, c, f, a)))
                            if a else "",
                            reason="" if a else F.option_reason(v, c, k))])
    if not options:
        rows.append([button(("option", a.args[0]), it.label(a), a) for a in it.by["option"]])
    card = c.cards.get(f.get("card"))
    sp.panel = panel(c.shown("card", card.id, "name") if card else _("Choice"), *rows)
    return sp
