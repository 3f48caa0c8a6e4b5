"""Phase 5, the turn: the action wheel and the actions its spaces start (harvest and the
permission to harvest, migration, building, the markets, recruitment, exploration)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from archipelago.engine import tables
from archipelago.engine.kinds import (BUILD, BUY, END_TURN, ENTER, EXPLORE_PICK, HARVEST, MARKET,
                                      MIGRATE, PERMIT, RECRUIT, SHIP, TAXES, TURN)
from archipelago.engine.pieces import A, H, is_active
from archipelago.i18n import Inflected, _, ngettext
from archipelago.words.names import space_title

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
        return _("None of your units stands beside a free {res} icon now.").format(res=F.res_name(res))
    got = tables.from_bank(k, v["bank"]["cubes"].get(res, 0))
    if got == k:
        msg = ngettext("{n} unit of yours beside a free {res} icon: {gain}.",
                       "{n} units of yours beside a free {res} icon: {gain}.", k)
    else:
        msg = ngettext("{n} unit of yours beside a free {res} icon: {gain} (the bank has only {got}).",
                       "{n} units of yours beside a free {res} icon: {gain} (the bank has only {got}).", k)
    return msg.format(n=k, res=F.res_name(res), gain=F.res_count(res, got, signed=True), got=got)


@handles(TURN)
def turn(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    placeable = {a.args[0]: a for a in it.by["place_disc"]}
    for space in F.wheel_spaces(v, c):
        a = placeable.get(space)
        # the space's help is the wheel's own tooltip, under this line: said once (issue 26)
        tip = _("Click: place an action disc on {space}.").format(space=space_title(space))
        if space == TAXES and a is not None:
            tip += " " + O.taxes_words(v, c, it.seat)
        if space == "reproduction" and a is not None:
            tip += " " + O.reproduction_words(v, c, a)
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
            nothing = O.card_gives_nothing(v, c, cid, it.seat)
            free = not (fl or ad or any(cu.values()))
            name = c.shown("card", cid, "name")
            if card.is_wonder:
                head = (_("Click: build {card} (free).") if free else _("Click: build {card} (pay {cost}).")).format(
                    card=name, cost=F.cost_words(fl, cu, ad))
            else:
                head = (_("Click: use {card} (free).") if free else _("Click: use {card} (pay {cost}).")).format(
                    card=name, cost=F.cost_words(fl, cu, ad))
            sp.target(("owned", cid), a, tip=head
                      + O.card_words(v, c, cid, it.seat) + ("" if nothing else O.recruit_card_words(v, c, card)),
                      soft=nothing)
        elif owner == it.seat or (card.arrow == "colour" and not card.is_wonder):
            sp.target(("owned", cid), reason=F.card_reason(v, c, cid))
    per_b = defaultdict(list)
    for a in it.by["use_building"] + it.by["evict"]:
        per_b[a.args[0]].append(a)
    for b, acts in per_b.items():
        kind = v["buildings"][b][2]
        _multi(it, sp, L, ("building", b), acts, F.kind_title(kind),
               _("Click: {choices}").format(choices=_(" or ").join(it.label(a) for a in acts)))
    for b, (h, area, kind) in enumerate(v["buildings"]):
        if kind in (MARKET, "port") and b not in per_b and F.controller(v, b) == it.seat:
            sp.target(("building", b), reason=F.building_reason(v, c, b))
    left = F.discs_left(v)
    if f.get("disc"):
        prompt = _("You took your action. Use a card or a market/port, trade, or end your turn.")
    elif left > 0:
        prompt = _("Click a glowing wheel space to place an action disc ({n} left), "
                   "or use a card, a market or port, or trade.").format(n=left)
    else:
        prompt = _("No action disc left: use a card, a market or port, trade — or pass.")
    end = it.find("end_turn") or it.find("pass")
    ender = []
    if end is not None:
        ender = [button(("end",), _("End turn") if end.kind == END_TURN else _("Pass"), end, style="primary",
                        tip=_("End your turn") if end.kind == END_TURN else
                        _("Pass: you take no further turns this phase"))]
    sp.panel = panel(_("Your turn"), [text(prompt)], it.offers() + [W("gap")] + ender)
    return sp


@handles(HARVEST)
def harvest(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    res = f.get("res")
    for a in it.by["harvest"]:
        u, icon = a.args
        h = v["units"][u][H]
        ship = F.is_ship(v, u)
        got = O.harvest_gain(v, f)
        gain = (F.res_count(res, got, signed=True) if got
                else _("nothing: the bank has no {res} left").format(res=F.res_name(res)))
        if ship:
            t1 = _("Click: this ship harvests the free {res} icon beside it ({gain}).")
            t2 = _("Click: your ship moves onto this {res} icon ({gain}).")
        else:
            t1 = _("Click: this citizen harvests the free {res} icon beside it ({gain}).")
            t2 = _("Click: your citizen moves onto this {res} icon ({gain}).")
        leaves = O.control_lost_words(v, c, a)          # R5.6: out of its building, and its control
        sp.target(("unit", u), a, tip=(t1.format(res=F.res_name(res), gain=gain) + " " + leaves).strip())
        sp.target(("icon", h, icon), a, tip=(t2.format(res=F.res_name(res), gain=gain) + " " + leaves).strip())
    asks = []
    owners = [F.town_controller(v, a.args[0]) for a in it.by["ask"]]
    for a, owner in zip(it.by["ask"], owners):
        h = a.args[0]
        tb = F.town_on(v, h)
        who = F.name(v, owner) if owner is not None else _("the town's controller")
        if tb is not None:
            sp.target(("building", tb), a, tip=_("Click: ask {name} for permission to harvest on this hex.").format(
                name=who))
        # the hex in the label where one controller has several towns to ask for (its name can be long)
        label = _("Ask {name} ({hex})").format(name=who, hex=F.hex_label(v, c, h)) if owners.count(owner) > 1 \
            else _("Ask {name}").format(name=who)
        asks.append(button(("ask", h), label, a, style="quiet",
                           tip=_("{name} controls the town on {hex}: ask for permission").format(
                               name=who, hex=F.hex_label(v, c, h))))
    bonus = []
    for a in it.by["use_card"]:
        cid = a.args[0]
        name = c.shown("card", cid, "name")
        sp.target(("owned", cid), a, tip=_("Click: use {card} with this harvest.").format(card=name))
        bonus.append(button(("card", cid), _("Use {card}").format(card=name), a, style="quiet"))
    n = f.get("n", 0)
    mult = f.get("mult", 1)
    rn = F.res_name(res)
    if mult > 1:
        prompt = ngettext("Harvest {res}: click a glowing unit or {res} icon. So far {n} unit, each ×{mult}.",
                          "Harvest {res}: click a glowing unit or {res} icon. So far {n} units, each ×{mult}.", n)
    else:
        prompt = ngettext("Harvest {res}: click a glowing unit or {res} icon. So far {n} unit.",
                          "Harvest {res}: click a glowing unit or {res} icon. So far {n} units.", n)
    prompt = prompt.format(res=rn, n=n, mult=mult)
    if not it.by["harvest"]:
        prompt = (_("Harvest {res}: no more units can harvest unless a town's controller allows it.") if asks
                  else _("Harvest {res}: no more units can harvest.")).format(res=rn)
    sp.panel = panel(_("Harvest {res}").format(res=rn), [text(prompt)], asks + bonus + [W("gap")] + it.done())
    return sp


@handles(PERMIT)
def permit(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec(focus=(f.get("hex"),))
    h = f.get("hex")
    if f.get("price"):
        who = F.name(v, f.get("grantor"))
        rows = [[text(_("{name} lets you harvest on {hex} for {price}ƒ.").format(
            name=who, hex=F.hex_label(v, c, h), price=f['price']))]]
        row = []
        a = it.find("pay_permit")
        row.append(button(("pay",), _("Pay {florins}ƒ").format(florins=f['price']), a, style="primary",
                          reason=_("needs {price}ƒ (you have {florins})").format(price=f['price'],
                                                                               florins=F.florins(v))))
        row.append(button(("decline",), _("Decline"), it.find("decline")))
        rows.append(row)
        sp.panel = panel(_("Harvest permission"), *rows)
        return sp
    asker = F.name(v, f.get("asker"))
    rows = [[text(_("{name} asks to harvest on {hex}, where you control the town.").format(
        name=asker, hex=F.hex_label(v, c, h)))]]
    row = [button(("grant",), _("Grant"), it.find("grant"), style="primary"),
           button(("refuse",), _("Refuse"), it.find("refuse"), style="danger")]
    for a in it.by["grant_for"]:
        row.append(button(("grant_for", a.args[0]), _("Grant for {florins}ƒ").format(florins=a.args[0]), a,
                          tip=_("{name} may pay {florins}ƒ to you, or decline").format(name=asker,
                                                                                      florins=a.args[0])))
    rows.append(row)
    sp.panel = panel(_("Harvest permission"), *rows)
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
        ship = word == SHIP
        for a in moves[u]:
            if a.kind == ENTER:
                sp.target(("building", a.args[1]), a, tip=(_("Click: your ship moves into this building.") if ship
                                                           else _("Click: your citizen moves into this building.")))
            else:
                h, area = a.args[1], a.args[2]
                key = ("hex", h) if area < 0 else ("area", h, area)
                where = F.hex_label(v, c, h) if area < 0 else F.area_label(v, c, h, area)
                tip = (_("Click: your ship moves to {place}.") if ship
                       else _("Click: your citizen moves to {place}.")).format(place=where)
                tip = (tip + " " + O.control_lost_words(v, c, a)).strip()
                route = () if ship else F.convoy(v, c, a)
                if route:                       # R5.7: which ship bridges each border
                    sp.routes[key] = route
                    tip += "\n" + F.convoy_words(v, c, route)
                sp.target(key, a, tip=tip)
        sp.target(("unit", u), to=Local(), tip=_("Click: deselect this unit."))
        for u2, acts in moves.items():
            if u2 != u:
                sp.target(("unit", u2), to=Local(sel=u2),
                          tip=_("Click: move this ship instead.") if F.is_ship(v, u2)
                          else _("Click: move this citizen instead."), reach=acts, soft=True)
        sp.selected = (("unit", u),)
        t = v["units"][u]
        if ship:
            said = _("Your ship on {place}: click an adjacent hex to move it.").format(
                place=F.hex_label(v, c, t[H]))
        else:
            said = _("Your citizen on {place}: click a glowing land area or building to move it.").format(
                place=F.area_label(v, c, t[H], t[A]))
        sp.panel = panel(_("Migration"), [text(said)],
                         [button(("unselect",), _("Choose another unit"), to=Local(), style="quiet"), W("gap")]
                         + it.done())
        return sp
    for u, acts in moves.items():
        sp.target(("unit", u), to=Local(sel=u), tip=_("Click: select this ship to move it.") if F.is_ship(v, u)
                  else _("Click: select this citizen to move it."), reach=acts)
    prompt = _("Click one of your glowing units, then where it goes (each unit moves once). "
               "Moved so far: {n}.").format(n=moved) if moves else _("No unit can move any more.")
    sp.panel = panel(_("Migration"), [text(prompt)], [W("gap")] + it.done())
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
        sp.target(key, to=replace(L, popup=key), tip=_("Click: choose what to build here."), reach=acts)
    seat = it.seat
    for u, t in enumerate(units):
        if t is None or F.unit_owner(v, u) != seat or t[H] < 0:
            continue
        if F.is_ship(v, u):
            if by_ship.get(u):
                sp.target(("unit", u), to=replace(L, popup=("unit", u)), tip=_("Click: build a port with this ship."),
                          reach=by_ship[u])
        else:
            key = ("area", t[H], t[A])
            if key in places:
                sp.target(("unit", u), to=replace(L, popup=key), tip=_("Click: choose what to build here."),
                          reach=places[key], soft=True)
    if L.popup and L.popup[0] == "area" and L.popup in places:
        h, area = L.popup[1], L.popup[2]
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
                    why = _("needs an active citizen of yours on this land area")
                else:
                    why = F.build_reason(v, c, kind, h)
                items.append(button(("pop", kind), _("{Kind} — {cost}").format(Kind=F.kind_title(kind), cost=cost),
                                    reason=why, icon=("kind", kind)))
                continue
            for a in mine:
                if len(mine) > 1 and F.is_ship(v, a.args[1]):
                    lab = _("{Kind} (by your ship) — {cost}")
                elif len(mine) > 1:
                    lab = _("{Kind} (by your citizen) — {cost}")
                else:
                    lab = _("{Kind} — {cost}")
                o = O.outcome(v, c, f, a)
                items.append(button(("pop", kind, a.args[1]), lab.format(Kind=F.kind_title(kind), cost=cost), a,
                                    icon=("kind", kind), style="primary",
                                    tip=_("Build a {kind}: pay {cost} ({after})").format(
                                        kind=F.kind_name(kind), cost=cost,
                                        after=F.after_words(v, o.florins, dict(o.cubes)))))
        sp.popup = Popup(L.popup, _("Build on {place}").format(place=F.area_label(v, c, h, area)), items)
        sp.selected = (L.popup,)
    elif L.popup and L.popup[0] == "unit" and L.popup[1] in by_ship:
        u = L.popup[1]
        items = []
        fl, cu = tables.build_cost(c.rules, "port")
        for a in by_ship[u]:
            items.append(button(("pop", "port", a.args[2]), _("Port on land area {n} — {cost}").format(
                n=a.args[2] + 1, cost=F.cost_words(fl, cu)), a, icon=("kind", "port"), style="primary"))
        sp.popup = Popup(L.popup, _("Build a port with your ship"), items)
        sp.selected = (L.popup,)
    prompt = (_("Click a glowing land area (or one of your ships, for a port), then choose what to build.")
              if places else _("Nothing more can be built."))
    if only:
        prompt += " " + _("This card builds: {kinds}.").format(kinds=", ".join(F.kind_name(k) for k in only))
    sp.panel = panel(_("Build"), [text(prompt)], [W("gap")] + it.done())
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
            if len(sides) > 1:
                tip = _("Click: buy or sell {res} on {market}.")
            elif sides == [BUY]:
                tip = _("Click: buy {res} on {market}.")
            else:
                tip = _("Click: sell {res} on {market}.")
            sp.target(key, to=replace(L, popup=key), reach=tuple(acts.values()),      # (the price: the board's line)
                      tip=tip.format(res=F.res_name(res), market=F.market_name(which)))
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
                        lab = (_("Buy {cube} for {florins}ƒ") if p is not None else _("Buy {cube}")).format(
                            cube=F.res_count(res, 1), florins=p)
                        if p is not None:
                            after = F.after_words(v, -p, {res: 1})
                    else:
                        p = O.market_outcome(v, c, f, which, side, res)
                        lab = (_("Sell {cube} for {florins}ƒ") if p is not None else _("Sell {cube}")).format(
                            cube=F.res_count(res, 1), florins=p)
                        if p is not None:
                            after = F.after_words(v, p, {res: -1})
                    items.append(button(("pop", side), lab, a, icon=("res", res), style="primary",
                                        reason="" if a else F.market_reason(v, c, which, side, res),
                                        tip=lab + (f" ({after})" if after else "")))
                sp.popup = Popup(key, _("{Res} · {market}").format(Res=F.res_title(res),
                                                                    market=F.market_title(which)), items)
                sp.selected = (key,)
    left = f.get("left", 1)
    where = Inflected.join(_(" or "), (F.market_name(m) for m in markets))
    kinds = f.get("kinds") or ("buy", "sell")
    if len(kinds) > 1:
        prompt = ngettext("Click a glowing line of {market} to buy or sell one cube ({n} transaction left).",
                          "Click a glowing line of {market} to buy or sell one cube ({n} transactions left).", left)
    elif BUY in kinds:
        prompt = ngettext("Click a glowing line of {market} to buy one cube ({n} transaction left).",
                          "Click a glowing line of {market} to buy one cube ({n} transactions left).", left)
    else:
        prompt = ngettext("Click a glowing line of {market} to sell one cube ({n} transaction left).",
                          "Click a glowing line of {market} to sell one cube ({n} transactions left).", left)
    if left <= 1:
        prompt = (_("Click a glowing line of {market} to buy or sell one cube.") if len(kinds) > 1 else
                  _("Click a glowing line of {market} to buy one cube.") if BUY in kinds else
                  _("Click a glowing line of {market} to sell one cube."))
    prompt = prompt.format(market=where, n=left)
    sp.panel = panel(_("Market"), [text(prompt)], [W("gap")] + it.done())
    return sp


@handles(RECRUIT)
def recruit(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    price = (O.recruit_outcome(v, c, f) or (0, 0))[0]
    for a in it.by["recruit"]:
        h, area = a.args
        place = F.area_label(v, c, h, area)
        sp.target(("area", h, area), a, tip=(_("Click: a new citizen joins {place} (pay {florins}ƒ).") if price
                                             else _("Click: a new citizen joins {place}.")).format(
            place=place, florins=price))
    if it.by["recruit"]:
        prompt = (_("Click a glowing land area to place a citizen there for {florins}ƒ (surplus workers {surplus}).")
                  if price else _("Click a glowing land area to place a citizen there (surplus workers {surplus})."))
        prompt = prompt.format(florins=price, surplus=v['surplus'])
    else:
        prompt = _("No more citizens can be placed: {why}.").format(why=O.recruit_stop_words(v, c, f))
    left = f.get("left", -1)
    if left and left > 0:
        prompt += " " + _("Up to {n} more.").format(n=left)
    sp.panel = panel(_("Recruitment"), [text(prompt)], [W("gap")] + it.done())
    return sp


@handles(EXPLORE_PICK)
def explore_pick(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    stage = f.get("stage")
    if stage == "look":
        top = v.get("hex_stack_top")
        take = it.find("explore_take")
        offers = F.face_words(c.faces[top]) if top in c.faces else ""
        if take is not None:
            sp.target(("hexstack",), take, tip=_("Click: take this hex.") + (" " + offers + "." if offers else ""))
        row = []
        if top:                     # large enough to read its icons (issue 37), its words beside it
            tile = button(("tile",), _("Top hex"), take, tip=_("Click: take this hex: {offers}.").format(offers=offers))
            tile.kind, tile.icon, tile.w = "tile", ("face", top, 0), 150
            row.append(tile)
            row.append(text(_("It offers: {offers}.").format(offers=offers), 14))
        rows = [[text(_("Look at the top hex of the stack: take it, or discard it and take the next one without "
                        "looking."))], row,
                [button(("take",), _("Take this hex"), take, style="primary"),
                 button(("discard",), _("Discard it, take the next"), it.find("explore_discard"),
                        tip=_("The next hex is taken unseen"))]]
        sp.panel = panel(_("Exploration"), *rows)
        return sp
    if stage == "place":
        puts = [(a.args[0], a.args[1], a.args[2], a.args[3], a) for a in it.by["explore_put"]]
        sp.panel = Panel(_("Exploration"))
        it.placement(sp, L, f["hex"], puts, _("Place the new hex touching two hexes, so a unit of yours can "
                                              "move onto it."), flip=True, default_side=f.get("side", 0))
        return sp
    face = c.hexes[f["hex"]].faces[f.get("side", 0)]
    sp.ghosts.append((f.get("q"), f.get("r"), face.id, f.get("rot", 0), False))
    for a in it.by["explore_unit"]:
        sp.target(("unit", a.args[0]), a, tip=_("Click: this ship moves onto the new hex.") if F.is_ship(v, a.args[0])
                  else _("Click: this citizen moves onto the new hex."))
    sp.panel = panel(_("Exploration"), [text(_("Click the unit that moves onto the new hex."))])
    return sp
