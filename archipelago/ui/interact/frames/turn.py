"""Phase 5, the turn: the action wheel and the actions its spaces start (harvest and the
permission to harvest, migration, building, the markets, recruitment, exploration)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from archipelago.engine import tables
from archipelago.engine.kinds import (BUILD, BUY, END_TURN, ENTER, EXPLORE_PICK, HARVEST, MARKET,
                                      MIGRATE, PERMIT, RECRUIT, SHIP, TAXES, TURN)
from archipelago.engine.pieces import A, H, is_active
from archipelago.words import space_title

from .. import facts as F
from .. import outcomes as O
from ..core import Local, Panel, Popup, Spec, W, button, panel, text
from ..registry import handles


KINDS = ("ship", "town", "temple", "market", "port")


def _multi(it, sp, L, key, actions, title, tip):
    """A target with one action submits it; with several it opens a popup."""
    if not actions:
        return
    if len(actions) == 1:
        sp.target(key, actions[0], tip=tip or it.label(actions[0]))
        return
    sp.target(key, to=replace(L, popup=key), tip=tip, reach=actions)
    if L.popup == key:
        sp.selected = (key,)
        sp.popup = Popup(key, title, [button(("pop", i), it.label(a), a, style="primary" if i == 0 else "normal")
                                      for i, a in enumerate(actions)])


def _citizen_on(it, h, area):
    """An active citizen of the viewer's stands on land area `area` of hex h (R0)."""
    v = it.view
    for u, t in enumerate(v["units"]):
        if is_active(t) and F.unit_owner(v, u) == it.seat and not F.is_ship(v, u) \
                and t[H] == h and t[A] == area:
            return True
    return False


def harvest_words(v, c, res):
    """R5.6: what a harvest of `res` brings now: the units beside a free icon, one cube each
    as far as the bank has them."""
    k = F.harvest_units(v, c, res)
    if not k:
        return f"None of your units stands beside a free {res} icon now."
    got = tables.from_bank(k, v["bank"]["cubes"].get(res, 0))
    return (f"{F.plural(k, 'unit')} of yours beside a free {res} icon: +{got} {res}"
            + ("." if got == k else f" (the bank has only {got})."))


@handles(TURN)
def turn(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    placeable = {a.args[0]: a for a in it.by["place_disc"]}
    for space in F.wheel_spaces(v, c):
        a = placeable.get(space)
        # the space's help is the wheel's own tooltip, under this line: said once (issue 26)
        tip = f"Click: place an action disc on {space_title(space)}."
        if space == TAXES and a is not None:
            tip += " " + O.taxes_words(v, c, it.seat)
        empty = space.startswith("harvest:") and a is not None and O.harvest_space_empty(v, space)
        if empty:
            tip += " " + O.harvest_space_words(v, space)
        elif space.startswith("harvest:") and a is not None:
            tip += " " + harvest_words(v, c, space.split(":", 1)[1])
        sp.target(("space", space), a, tip=tip, reason="" if a else F.space_reason(v, c, space), soft=empty)
    usable = {a.args[0]: a for a in it.by["use_card"]}
    for cid, owner in sorted((v.get("owner") or {}).items()):
        card = c.cards.get(cid)
        if card is None:
            continue
        a = usable.get(cid)
        if a is not None:
            fl, cu, ad = F.use_cost(v, c, cid, it.seat)
            verb = "build" if card.is_wonder else "use"
            nothing = O.card_gives_nothing(v, c, cid, it.seat)
            cost = F.cost_words(fl, cu, ad)
            sp.target(("owned", cid), a, tip=f"Click: {verb} {card.name} ({'free' if cost == 'free' else 'pay ' + cost})."
                      + O.card_words(v, c, cid, it.seat) + ("" if nothing else O.recruit_card_words(v, c, card)),
                      soft=nothing)
        elif owner == it.seat or (card.arrow == "colour" and not card.is_wonder):
            sp.target(("owned", cid), reason=F.card_reason(v, c, cid))
    per_b = defaultdict(list)
    for a in it.by["use_building"] + it.by["evict"]:
        per_b[a.args[0]].append(a)
    for b, acts in per_b.items():
        kind = v["buildings"][b][2]
        _multi(it, sp, L, ("building", b), acts, f"The {kind}",
               "Click: " + " or ".join(it.label(a).lower() for a in acts))
    for b, (h, area, kind) in enumerate(v["buildings"]):
        if kind in (MARKET, "port") and b not in per_b and F.controller(v, b) == it.seat:
            sp.target(("building", b), reason=F.building_reason(v, c, b))
    left = F.discs_left(v)
    if f.get("disc"):
        prompt = "You took your action. Use a card or a market/port, trade, or end your turn."
    elif left > 0:
        prompt = (f"Click a glowing wheel space to place an action disc ({left} left), "
                  "or use a card, a market or port, or trade.")
    else:
        prompt = "No action disc left: use a card, a market or port, trade — or pass."
    end = it.find("end_turn") or it.find("pass")
    ender = []
    if end is not None:
        ender = [button(("end",), "End turn" if end.kind == END_TURN else "Pass", end, style="primary",
                        tip="End your turn" if end.kind == END_TURN else
                        "Pass: you take no further turns this phase")]
    sp.panel = panel("Your turn", [text(prompt)], it.offers() + [W("gap")] + ender)
    return sp


@handles(HARVEST)
def harvest(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    res = f.get("res")
    for a in it.by["harvest"]:
        u, icon = a.args
        h = v["units"][u][H]
        word = F.unit_word(v, u)
        got = O.harvest_gain(v, f)
        gain = f"+{got} {res}" if got else f"nothing: the bank has no {res} left"
        sp.target(("unit", u), a, tip=f"Click: this {word} harvests the free {res} icon beside it ({gain}).")
        sp.target(("icon", h, icon), a, tip=f"Click: your {word} moves onto this {res} icon ({gain}).")
    asks = []
    for a in it.by["ask"]:
        h = a.args[0]
        tb = F.town_on(v, h)
        owner = F.town_controller(v, h)
        who = F.name(v, owner) if owner is not None else "the town's controller"
        if tb is not None:
            sp.target(("building", tb), a, tip=f"Click: ask {who} for permission to harvest on this hex.")
        asks.append(button(("ask", h), f"Ask {who} ({F.hex_label(v, c, h)})", a, style="quiet",
                           tip=f"{who} controls the town on {F.hex_label(v, c, h)}: ask for permission"))
    bonus = []
    for a in it.by["use_card"]:
        cid = a.args[0]
        sp.target(("owned", cid), a, tip=f"Click: use {c.cards[cid].name} with this harvest.")
        bonus.append(button(("card", cid), f"Use {c.cards[cid].name}", a, style="quiet"))
    n = f.get("n", 0)
    mult = f.get("mult", 1)
    prompt = (f"Harvest {res}: click a glowing unit or {res} icon. "
              f"So far {F.plural(n, 'unit')}" + (f", each ×{mult}" if mult > 1 else "") + ".")
    if not it.by["harvest"]:
        prompt = f"Harvest {res}: no more units can harvest" + (" unless a town's controller allows it." if asks else ".")
    sp.panel = panel(f"Harvest {res}", [text(prompt)], asks + bonus + [W("gap")] + it.done())
    return sp


@handles(PERMIT)
def permit(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec(focus=(f.get("hex"),))
    h = f.get("hex")
    if f.get("price"):
        who = F.name(v, f.get("grantor"))
        rows = [[text(f"{who} lets you harvest on {F.hex_label(v, c, h)} for {f['price']}ƒ.")]]
        row = []
        a = it.find("pay_permit")
        row.append(button(("pay",), f"Pay {f['price']}ƒ", a, style="primary",
                          reason=f"needs {f['price']}ƒ (you have {F.florins(v)})"))
        row.append(button(("decline",), "Decline", it.find("decline")))
        rows.append(row)
        sp.panel = panel("Harvest permission", *rows)
        return sp
    asker = F.name(v, f.get("asker"))
    rows = [[text(f"{asker} asks to harvest on {F.hex_label(v, c, h)}, where you control the town.")]]
    row = [button(("grant",), "Grant", it.find("grant"), style="primary"),
           button(("refuse",), "Refuse", it.find("refuse"), style="danger")]
    for a in it.by["grant_for"]:
        row.append(button(("grant_for", a.args[0]), f"Grant for {a.args[0]}ƒ", a,
                          tip=f"{asker} may pay {a.args[0]}ƒ to you, or decline"))
    rows.append(row)
    sp.panel = panel("Harvest permission", *rows)
    return sp


@handles(MIGRATE)
def migrate(it, L):
    v, c = it.view, it.content
    sp = Spec()
    moves = defaultdict(list)
    for a in it.by["move"] + it.by["enter"]:
        moves[a.args[0]].append(a)
    moved = len(it.frame.get("moved") or ())
    if L.sel in moves:
        u = L.sel
        word = F.unit_word(v, u)
        for a in moves[u]:
            if a.kind == ENTER:
                sp.target(("building", a.args[1]), a, tip=f"Click: your {word} moves into this building.")
            else:
                _, h, area = a.args
                key = ("hex", h) if area < 0 else ("area", h, area)
                where = F.hex_label(v, c, h) if area < 0 else F.area_label(v, c, h, area)
                sp.target(key, a, tip=f"Click: your {word} moves to {where}.")
        sp.target(("unit", u), to=Local(), tip="Click: deselect this unit.")
        for u2, acts in moves.items():
            if u2 != u:
                sp.target(("unit", u2), to=Local(sel=u2), tip=f"Click: move this {F.unit_word(v, u2)} instead.",
                          reach=acts, soft=True)
        sp.selected = (("unit", u),)
        t = v["units"][u]
        where = F.hex_label(v, c, t[H]) if word == SHIP else F.area_label(v, c, t[H], t[A])
        dest = "an adjacent hex" if word == SHIP else "a glowing land area or building"
        sp.panel = panel("Migration", [text(f"Your {word} on {where}: click {dest} to move it.")],
                         [button(("unselect",), "Choose another unit", to=Local(), style="quiet"), W("gap")]
                         + it.done())
        return sp
    for u, acts in moves.items():
        sp.target(("unit", u), to=Local(sel=u), tip=f"Click: select this {F.unit_word(v, u)} to move it.",
                  reach=acts)
    prompt = ("Click one of your glowing units, then where it goes (each unit moves once). "
              f"Moved so far: {moved}.") if moves else "No unit can move any more."
    sp.panel = panel("Migration", [text(prompt)], [W("gap")] + it.done())
    return sp


@handles(BUILD)
def build(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    units = v["units"]
    places = defaultdict(list)          # ("area", h, a) -> actions building there
    by_ship = defaultdict(list)
    for a in it.by["build"]:
        kind, u, area = a.args
        h = units[u][H]
        places[("area", h, area)].append(a)
        if F.is_ship(v, u):
            by_ship[u].append(a)
    only = tuple(f.get("only") or ())
    for key, acts in places.items():
        sp.target(key, to=replace(L, popup=key), tip="Click: choose what to build here.", reach=acts)
    seat = it.seat
    for u, t in enumerate(units):
        if t is None or F.unit_owner(v, u) != seat or t[H] < 0:
            continue
        if F.is_ship(v, u):
            if by_ship.get(u):
                sp.target(("unit", u), to=replace(L, popup=("unit", u)), tip="Click: build a port with this ship.",
                          reach=by_ship[u])
        else:
            key = ("area", t[H], t[A])
            if key in places:
                sp.target(("unit", u), to=replace(L, popup=key), tip="Click: choose what to build here.",
                          reach=places[key], soft=True)
    if L.popup and L.popup[0] == "area" and L.popup in places:
        _, h, area = L.popup
        acts = places[L.popup]
        items = []
        for kind in KINDS:
            mine = [a for a in acts if a.args[0] == kind]
            fl, cu = tables.build_cost(c.rules, kind)
            cost = F.cost_words(fl, cu)
            if not mine:
                if only and kind not in only:
                    continue
                if kind != "port" and not _citizen_on(it, h, area):
                    why = "needs an active citizen of yours on this land area"
                else:
                    why = F.build_reason(v, c, kind, h)
                items.append(button(("pop", kind), f"{kind.capitalize()} — {cost}", reason=why, icon=("kind", kind)))
                continue
            for a in mine:
                by = " (by your ship)" if F.is_ship(v, a.args[1]) and len(mine) > 1 else \
                    (" (by your citizen)" if len(mine) > 1 else "")
                o = O.outcome(v, c, f, a)
                items.append(button(("pop", kind, a.args[1]), f"{kind.capitalize()}{by} — {cost}", a,
                                    icon=("kind", kind), style="primary",
                                    tip=f"Build a {kind}: pay {cost} ("
                                        + F.after_words(v, o.florins, dict(o.cubes)) + ")"))
        sp.popup = Popup(L.popup, "Build on " + F.area_label(v, c, h, area), items)
        sp.selected = (L.popup,)
    elif L.popup and L.popup[0] == "unit" and L.popup[1] in by_ship:
        u = L.popup[1]
        items = []
        fl, cu = tables.build_cost(c.rules, "port")
        for a in by_ship[u]:
            items.append(button(("pop", "port", a.args[2]), f"Port on land area {a.args[2] + 1} — {F.cost_words(fl, cu)}",
                                a, icon=("kind", "port"), style="primary"))
        sp.popup = Popup(L.popup, "Build a port with your ship", items)
        sp.selected = (L.popup,)
    prompt = ("Click a glowing land area (or one of your ships, for a port), then choose what to build."
              if places else "Nothing more can be built.")
    if only:
        prompt += " This card builds: " + ", ".join(only) + "."
    sp.panel = panel("Build", [text(prompt)], [W("gap")] + it.done())
    return sp


@handles(MARKET)
def market(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    per = defaultdict(dict)
    for a in it.by["tx"]:
        which, side, res = a.args
        per[(which, res)][side] = a
    markets = tuple(f.get("markets") or ("domestic", "export"))
    for which in ("domestic", "export"):
        for res in F.resources(c):
            key = ("market", which, res)
            acts = per.get((which, res))
            if not acts:
                why = dict.fromkeys(F.market_reason(v, c, which, side, res)
                                    for side in (f.get("kinds") or ("buy", "sell")))
                sp.target(key, reason="; ".join(w for w in why if w))
                continue
            sides = [side for side in ("buy", "sell") if side in acts]
            sp.target(key, to=replace(L, popup=key), reach=tuple(acts.values()),
                      tip=f"Click: {' or '.join(sides)} {res} on the {which} market.")   # (the price: the board's line)
            if L.popup == key:
                items = []
                for side in ("buy", "sell"):
                    if side not in (f.get("kinds") or ("buy", "sell")):
                        continue
                    a = acts.get(side)
                    after = ""
                    if side == BUY:
                        m = O.market_outcome(v, c, f, which, side, res)
                        p = None if m is None else -m
                        lab = f"Buy 1 {res} for {p}ƒ" if p is not None else f"Buy 1 {res}"
                        if p is not None:
                            after = F.after_words(v, -p, {res: 1})
                    else:
                        p = O.market_outcome(v, c, f, which, side, res)
                        lab = f"Sell 1 {res} for {p}ƒ" if p is not None else f"Sell 1 {res}"
                        if p is not None:
                            after = F.after_words(v, p, {res: -1})
                    items.append(button(("pop", side), lab, a, icon=("res", res), style="primary",
                                        reason="" if a else F.market_reason(v, c, which, side, res),
                                        tip=lab + (f" ({after})" if after else "")))
                sp.popup = Popup(key, f"{res.capitalize()} · {which} market", items)
                sp.selected = (key,)
    left = f.get("left", 1)
    where = " or ".join(m for m in markets)
    kinds = f.get("kinds") or ("buy", "sell")
    verb = "buy or sell" if len(kinds) > 1 else ("buy" if BUY in kinds else "sell")
    prompt = (f"Click a glowing line of the {where} market to {verb} one cube"
              + (f" ({left} transactions left)." if left > 1 else "."))
    sp.panel = panel("Market", [text(prompt)], [W("gap")] + it.done())
    return sp


@handles(RECRUIT)
def recruit(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    price = (O.recruit_outcome(v, c, f) or (0, 0))[0]
    for a in it.by["recruit"]:
        h, area = a.args
        sp.target(("area", h, area), a, tip=f"Click: a new citizen joins {F.area_label(v, c, h, area)}"
                                            + (f" (pay {price}ƒ)." if price else "."))
    if it.by["recruit"]:
        prompt = ("Click a glowing land area to place a citizen there"
                  + (f" for {price}ƒ" if price else "") + f" (surplus workers {v['surplus']}).")
    else:
        prompt = f"No more citizens can be placed: {O.recruit_stop_words(v, c, f)}."
    left = f.get("left", -1)
    if left and left > 0:
        prompt += f" Up to {left} more."
    sp.panel = panel("Recruitment", [text(prompt)], [W("gap")] + it.done())
    return sp


@handles(EXPLORE_PICK)
def explore_pick(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    stage = f.get("stage")
    if stage == "look":
        top = v.get("hex_stack_top")
        take = it.find("explore_take")
        if take is not None:
            sp.target(("hexstack",), take, tip="Click: take this hex.")
        row = []
        if top:
            row.append(W("tile", "Top hex", icon=("face", top, 0), w=64))
        row += [button(("take",), "Take this hex", take, style="primary"),
                button(("discard",), "Discard it, take the next", it.find("explore_discard"),
                       tip="The next hex is taken unseen")]
        sp.panel = panel("Exploration", [text("Look at the top hex of the stack: take it, or discard it "
                                              "and take the next one without looking.")], row)
        return sp
    if stage == "place":
        puts = [(a.args[0], a.args[1], a.args[2], a.args[3], a) for a in it.by["explore_put"]]
        sp.panel = Panel("Exploration")
        it.placement(sp, L, f["hex"], puts, "Place the new hex touching two hexes, so a unit of yours can "
                     "move onto it.", flip=True, default_side=f.get("side", 0))
        return sp
    face = c.hexes[f["hex"]].faces[f.get("side", 0)]
    sp.ghosts.append((f.get("q"), f.get("r"), face.id, f.get("rot", 0), False))
    for a in it.by["explore_unit"]:
        sp.target(("unit", a.args[0]), a, tip=f"Click: this {F.unit_word(v, a.args[0])} moves onto the new hex.")
    sp.panel = panel("Exploration", [text("Click the unit that moves onto the new hex.")])
    return sp
