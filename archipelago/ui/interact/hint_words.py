"""The Hint's words (issues 14 and 26): the move in the table's own words (where the ring
is, which way to turn, never coordinates or rotation numbers), a whole plan in one phrase
("Offer Bob 3ƒ for 1 wood"), and why, read from the acting person's own view only: what
the move gives now (outcomes.py, with the engine's rule lookups), what it does for the
person's objective or the trend card (match/goals.py), what it answers (the coming crisis,
a market price, the rebellion margin) and, in a crisis, what the rest would cost. Plain
Python (no pygame).

    hint_line(view, content, action_or_plan)  ->  "Place a disc on Harvest fish: the deck
                                                  top's crisis asks for fish"
"""
from __future__ import annotations

from archipelago.engine import answers, tables
from archipelago.i18n import _, N_, ngettext
from archipelago.match import goals
from archipelago.plan import Plan
from archipelago.words.cards import COUNTER_WORDS
from archipelago.words.names import space_title

from . import facts as F
from . import outcomes as O
from .labels import items_words, label
from archipelago.engine.kinds import (ACCEPT, BID, BLOCK, BUILD, BUY, DCRISIS, DEACTIVATION,
                                      DELIVER, DONE, END_TURN, ENTER, EXPLORE_DISCARD, EXPLORE_PUT,
                                      EXPLORE_TAKE, EXPLORE_UNIT, FIST, HARVEST, MARKET, MOVE,
                                      ORDER, PASS, PLACE_DISC, POPULATION, R0_AREA, R0_PICK,
                                      R0_PLACE, R0_PUT, RECRUIT, REJECT, REMOVE, SEND, SINK, STAND,
                                      TAXES, TEMPLE, TOKEN, TO_MARKET, TO_SELF, TURN, TURN_ORDER,
                                      TX, USE_CARD, XCRISIS)

BUILD_WHY = {
    "town": N_("a town makes the hex yours: others must ask you to harvest there"),
    "temple": N_("in a domestic crisis it stands up every citizen on its hex, for free"),
    "market": N_("your own market: domestic trades without a disc"),
    "port": N_("your own port: export trades without a disc"),
    "ship": N_("a ship fishes and carries citizens to new land"),
}
SPACE_WHY = {
    "reproduction": N_("every hex where you have exactly two standing citizens gains a third, for free"),
    "migration": N_("your units can reach better icons or new land"),
    "build": N_("you can pay for a construction"),
    "trade": N_("you hold cubes that sell now"),
}
# R2: board side s of a hex touches its neighbour on that side (0 east, then clockwise):
# where a spot lies from the hex it touches, one sentence each ("right of the fish hex").
SIDE_WORDS = (N_("right of {hex}, at the gold ring"), N_("below and right of {hex}, at the gold ring"),
              N_("below and left of {hex}, at the gold ring"), N_("left of {hex}, at the gold ring"),
              N_("above and left of {hex}, at the gold ring"), N_("above and right of {hex}, at the gold ring"))
# The measures an action raises (R11.1, DECK 4): what it does for an objective or the trend.
BUILD_MEASURES = {"ship": ("ships_on_map",), "town": ("towns_controlled", "buildings_controlled"),
                  "temple": ("temples_controlled", "buildings_controlled"),
                  "market": ("markets_controlled", "buildings_controlled"),
                  "port": ("ports_controlled", "buildings_controlled")}


def _crisis_wants(view, res):
    """The deck top's crisis asks for `res` and is still to come: phase 4 of this round reads
    it (R5.4); from phase 5 on the card is most likely gone from the top by phase 6."""
    if view.get("phase") not in (DEACTIVATION, TURN_ORDER, POPULATION):
        return False
    top = view.get("deck_top") or {}
    dom = top.get("domestic") or {}
    exp = (top.get("export") or {}).get("cubes") or ()
    return dom.get("resource") == res or res in exp


def _best_sale(view, content, res):
    """(price, market) of the best sale of one `res` cube now, or None."""
    best = None
    for which in ("domestic", "export"):
        p = F.price_to_sell(view, content, which, res)
        if p is not None and (best is None or p > best[0]):
            best = (p, which)
    return best


def resource_why(view, content, res):
    rn = F.res_name(res)
    if _crisis_wants(view, res):
        return _("this round's crisis (the deck top) asks for {res}: have it ready").format(res=rn)
    sale = _best_sale(view, content, res)
    if sale is not None:
        return (_("{res} sells for {florins}ƒ on the export market") if sale[1] == "export"
                else _("{res} sells for {florins}ƒ on the domestic market")).format(res=rn, florins=sale[0])
    return _("{res} to build with and to answer crises").format(res=rn)


def goal_why(view, content, measures):
    """What raising `measures` does for the person's objective or the trend card, in words
    ("ports count for your objective: you 1, best 2"), or ""."""
    out = []
    for g in goals.counts_for(view, content, measures):
        now = g.line.split(": ", 1)[1]
        if g.source == "objective":
            out.append(_("{measure} count for your objective: {now}").format(measure=g.words, now=now))
        else:
            out.append(_("{measure} count for the trend card ({card}): {now}").format(measure=g.words, card=g.card,
                                                                                     now=now))
    return "; ".join(out)


def _with_goal(view, content, measures, why):
    goal = goal_why(view, content, measures)
    return _("{goal}; {why}").format(goal=goal, why=why) if goal and why else goal or why


def _scoring(view, content):
    """The scoring kind of the person's own objective (R11: rank, pacifist, separatist),
    and the card; (None, None) when the view shows none."""
    oid = (F.me(view) or {}).get("objective")
    obj = content.objectives.get(oid) if oid else None
    return (obj.scoring.get("kind"), obj) if obj is not None else (None, None)


def separatist_why(view):
    """Issue 37: what rebellion means to a Separatist (R11: it wins alone at independence)."""
    return _("as the Separatist you win alone at independence: rebellion {rebellion} of population {population}").format(
        rebellion=view["rebellion"], population=view["population"])


def pacifist_why(view, obj):
    """Issue 37: what rebellion means to a Pacifist (R11: population − rebellion above the
    card's margin scores its points)."""
    return _("your Pacifist points need population − rebellion above {margin}: now {gap}").format(
        margin=obj.scoring.get("margin", 0), gap=view["population"] - view["rebellion"])


def _with_stake(view, content, why):
    """`why`, and the person's objective's stake in the rebellion it moves (Pacifist,
    Separatist), where there is one."""
    kind, obj = _scoring(view, content)
    if kind == "separatist":
        return _("{why}; {stake}").format(why=why, stake=separatist_why(view))
    if kind == "pacifist":
        return _("{why}; {stake}").format(why=why, stake=pacifist_why(view, obj))
    return why


def _taxes_why(view, content, seat):
    florins, rebellion = O.taxes_outcome(view, content, seat)
    after = view["rebellion"] + rebellion
    if after > view["population"]:
        if _scoring(view, content)[0] == "separatist":
            return _("rebellion would then exceed the population: independence, and you win alone as the Separatist")
        return _("rebellion would then exceed the population: independence ends the game")
    if _scoring(view, content)[0] == "separatist":
        return _("{florins}ƒ now, and rebellion {after} brings independence nearer (population {population}): "
                 "as the Separatist you win alone then").format(florins=florins, after=after,
                                                                population=view['population'])
    why = _("{florins}ƒ now, and rebellion ({after} after it) stays within the population ({population})").format(
        florins=florins, after=after, population=view['population'])
    kind, obj = _scoring(view, content)
    return _("{why}; {stake}").format(why=why, stake=pacifist_why(view, obj)) if kind == "pacifist" else why


def _space_why(view, content, space, seat):
    if space.startswith("harvest:"):
        res = space.split(":", 1)[1]
        return _with_goal(view, content, (f"cubes.{res}",), resource_why(view, content, res))  # i18n: not shown (a goal id)
    if space == TAXES:
        return _with_goal(view, content, ("florins",), _taxes_why(view, content, seat))
    if space == "recruitment":
        price = tables.recruit_price(content.rules, view["surplus"])
        if price is None or view["surplus"] <= 0:
            return _("nobody can be recruited now: surplus workers are 0")
        return _with_goal(view, content, ("citizens_on_map",),
                          _("a recruit costs {florins}ƒ now: one more citizen to harvest and pay taxes").format(
                              florins=price))
    if space == "exploration":
        top = view.get("hex_stack_top")
        why = _("new land: its resources, an explorer token, a cube and surplus workers from its huts")
        if top and top in content.faces and not answers.hex_fits(content, view, content.faces[top].hex_id):
            why = _("the stack's top hex fits nowhere your units can go: you put it aside and draw the next "
                    "(new land: its resources, an explorer token, a cube and surplus workers from its huts)")
        elif top and top in content.faces:
            why = _("the stack's top hex offers {gain}, and you take an explorer token").format(
                gain=face_gain(view, content, content.faces[top]))
        return _with_goal(view, content, ("explorer_tokens", "hexes_with_own_citizen"), why)
    return _(SPACE_WHY.get(space, N_("the best use of a disc now")))


# --- hexes in the table's words ----------------------------------------------------------------

def face_gain(view, content, face):
    """What a hex face gives, so two hexes read differently: its resources (the best one's
    price now), its huts (surplus workers) and its fish."""
    icons = []
    for a in face.areas:
        for r in a.icons:
            if r not in icons:
                icons.append(r)
    huts = sum(a.huts for a in face.areas)
    parts = []
    if icons:
        best = max(icons, key=lambda r: (_best_sale(view, content, r) or (0,))[0])
        sale = _best_sale(view, content, best)
        names = F.list_words(F.res_name(r) for r in icons)          # "cattle, fruit and wood"
        if sale and len(icons) > 1:
            parts.append(_("{icons} ({res} sells for {florins}ƒ)").format(icons=names, res=F.res_name(best),
                                                                         florins=sale[0]))
        elif sale:
            parts.append(_("{icons} (sells for {florins}ƒ)").format(icons=names, florins=sale[0]))
        else:
            parts.append(names)
    else:
        parts.append(_("no land icons"))
    if huts:
        parts.append(ngettext("{n} hut (surplus workers +{n})", "{n} huts (surplus workers +{n})", huts).format(n=huts))
    if face.fish:
        parts.append(ngettext("{n} fish icon for a ship", "{n} fish icons for a ship", face.fish).format(n=face.fish))
    return ", ".join(parts)


def spot_words(view, content, q, r):
    """Where a spot is, by the placed hexes it touches ("below and left of the fish hex")."""
    at = {(h[0], h[1]): i for i, h in enumerate(view["hexes"])}
    from archipelago.engine.board import DQ, DR
    near = []
    for s in range(6):
        n = at.get((q + DQ[s], r + DR[s]))
        if n is not None:
            near.append((s, n))
    if not near:
        return _("at the gold ring")
    s, n = min(near, key=lambda x: (x[1] != 0, x))       # the start hex first: everyone knows it
    where = _("the start hex") if n == 0 else F.hex_label(view, content, n)
    return _(SIDE_WORDS[(s + 3) % 6]).format(hex=where)


def turn_words(rot):
    """A rotation as a player turns a tile: 'as printed', 'turned 2 steps clockwise (⟳)'."""
    if rot % 6 == 0:
        return _("as printed")
    if rot <= 3:
        return ngettext("turned {n} step clockwise (⟳)", "turned {n} steps clockwise (⟳)", rot).format(n=rot)
    return ngettext("turned {n} step anticlockwise (⟲)", "turned {n} steps anticlockwise (⟲)",
                    6 - rot).format(n=6 - rot)


def _placing_face(view, content):
    """The face placed in round 0 whose land area is chosen now (the last placed hex)."""
    f = _frame(view)
    if f.get("k") == R0_PLACE and f.get("stage") == "area" and view["hexes"]:
        return content.faces.get(view["hexes"][-1][2])
    if f.get("k") == R0_PLACE and f.get("stage") == "put":
        try:
            hx = view["hands"][f["seat"]][f["pick"]][0]
            return content.hexes[hx].faces[f["side"]]
        except (KeyError, IndexError, TypeError):
            return None
    return None


# --- the move in words ---------------------------------------------------------------------------

def move_words(view, content, a):
    """An action in the table's words: the labels of buttons, with places named by what
    they show instead of coordinates (issue 26)."""
    k, args = a.kind, tuple(a.args)
    if k == EXPLORE_PUT:
        side, q, r, rot = args
        return _("Place the hex (side {side}, {turn}) {where}").format(side='AB'[side], turn=turn_words(rot),
                                                                       where=spot_words(view, content, q, r))
    if k == R0_PUT:
        q, r, rot = args
        return _("Place your hex ({turn}) {where}").format(turn=turn_words(rot), where=spot_words(view, content, q, r))
    if k == R0_PICK:
        face = _dealt_face(view, content, a)
        what = F.hex_words(face) if face is not None else _("hex {n}").format(n=args[0] + 1)
        return _("Choose {hex} (side {side})").format(hex=what, side='AB'[args[1]])
    if k == R0_AREA:
        face = _placing_face(view, content)
        if face is not None and args[0] < len(face.areas):
            area = face.areas[args[0]]
            return _("Put your citizens on the land with {icons}").format(
                icons=", ".join(F.res_name(r) for r in area.icons) or _("no icons"))
        return label(view, content, a)
    if k == USE_CARD:
        owner = (view.get("owner") or {}).get(args[0])
        if owner is not None and owner != a.seat:          # DECK 0.2.5: the owner is paid
            fl, cu, ad = F.use_cost(view, content, args[0], a.seat)
            return _("Use {owner}'s {card} ({cost}, paid to {owner})").format(
                owner=F.name(view, owner), card=content.shown("card", args[0], "name"),
                cost=F.cost_words(fl, cu, ad))
    if k == BLOCK:
        h, i = args
        try:
            res = content.faces[view["hexes"][h][2]].icons[i][1]
        except (IndexError, KeyError, TypeError):
            return label(view, content, a)
        return _("Block a {res} icon of {hex}").format(res=F.res_name(res), hex=F.hex_label(view, content, h))
    return label(view, content, a)


def _dealt_face(view, content, a):
    """The face an r0_pick action chooses from the seat's dealt hexes (R4)."""
    try:
        hx = view["hands"][a.seat][a.args[0]][0]
        return content.hexes[hx].faces[a.args[1]]
    except (KeyError, IndexError, TypeError):
        return None


def plan_words(view, content, plan):
    """A whole plan as one phrase: the offer with both sides, a crisis cube with the
    citizens it stands up, a run of deliveries."""
    first = plan.move
    if plan.offer is not None:
        to, give, get = plan.offer
        who = F.name(view, to)
        send = first.kind == SEND
        if plan.gift:
            what = (_("Send the offer: give {name} {give} as a gift") if send
                    else _("Give {name} {give} as a gift"))
        else:
            what = (_("Send the offer: offer {name} {give} for {get}") if send
                    else _("Offer {name} {give} for {get}"))
        return what.format(name=who, give=items_words(content, give), get=items_words(content, get))
    if first.kind == DELIVER:
        dcrisis = _frame(view).get("k") == DCRISIS

        def src(s):
            if s == MARKET:
                return _("the domestic market (free)") if dcrisis else _("the export market (free)")
            return _("your stock") if s == "stock" else _("an explorer token")
        delivers = [a for a in plan.actions if a.kind == DELIVER]
        if len(delivers) > 1:
            cubes = {}
            for d in delivers:
                cubes[d.args[0]] = cubes.get(d.args[0], 0) + 1
            srcs = sorted({d.args[1] for d in delivers})
            where = _(" and ").join(src(s) for s in srcs)
            what = items_words(content, tuple(cubes.items()))
        else:
            res, s = first.args
            what, where = F.res_count(res, 1), src(s)
        if plan.stands:
            return ngettext("Deliver {cubes} from {where} and stand up {n} citizen",
                            "Deliver {cubes} from {where} and stand up {n} citizens", plan.stands).format(
                cubes=what, where=where, n=plan.stands)
        return _("Deliver {cubes} from {where}").format(cubes=what, where=where)
    return move_words(view, content, first)


def _frame(view):
    frames = view.get("frames") or [{}]
    return frames[-1]


# --- crises: what the rest would cost -------------------------------------------------------------

def dcrisis_rest(view, content, frame, stood=0, used=()):
    """R6.2: what the citizens still lying after this move (its cubes from `used` sources)
    would cost: the cubes that would stand them up, where they could come from, and the
    rebellion they add otherwise."""
    left = O.lying(view) - stood
    if left <= 0:
        return _("then nobody lies any more")
    res, per = frame.get("res"), frame.get("n", 1) or 1
    cubes = -(-left // per)
    used = list(used)
    market = view["markets"]["domestic"].get(res, 0) - used.count("market")
    mine = F.cubes(view).get(res, 0) - used.count("stock")
    tokens = (F.tokens(view) or 0) - used.count("token")
    later = frame.get("i", 0) < len(frame.get("who") or ()) - 1
    have = _("the market has {market}, you have {cubes} and {tokens}").format(
        market=market, cubes=F.res_count(res, mine), tokens=F.tokens_words(tokens))
    end = _("the players after you may still answer") if later else \
        _("each becomes a rebel: rebellion +{n} (population {population})").format(n=left,
                                                                                  population=view['population'])
    lie = ngettext("{n} citizen would still lie", "{n} citizens would still lie", left).format(n=left)
    need = ngettext("{n} {res} cube would stand them up", "{n} {res} cubes would stand them up", cubes).format(
        n=cubes, res=F.res_name(res))
    return _("{lie}: {need} ({have}); else {end}").format(lie=lie, need=need, have=have, end=end)


def xcrisis_rest(view, content, frame, delivered=()):
    """R6.3: the listed cubes still wanted after this move, and their rebellion."""
    rest = list(frame.get("open") or ())
    for r in delivered:
        if r in rest:
            rest.remove(r)
    if not rest:
        return _("the export demand is then met")
    later = frame.get("i", 0) < len(frame.get("who") or ()) - 1
    mine = F.cubes(view)
    have = [F.res_count(r, mine.get(r, 0)) for r in dict.fromkeys(rest)]
    tokens = F.tokens(view) or 0
    then = _("the players after you may still deliver") if later else _("rebellion +{n}").format(n=len(rest))
    return _("still wanted: {wanted} (you have {have} and {tokens}); else {then}").format(
        wanted=", ".join(F.res_name(r) for r in rest), have=", ".join(have), tokens=F.tokens_words(tokens), then=then)


# --- why ---------------------------------------------------------------------------------------

def reason(view, content, a):
    """Why the move is good now, from the acting person's view."""
    frame = _frame(view)
    fk, k, args, seat = frame.get("k"), a.kind, tuple(a.args), a.seat
    if k == PLACE_DISC:
        return _space_why(view, content, args[0], seat)
    if k == HARVEST:
        why = _("{outcome}: {why}").format(outcome=O.words(O.outcome(view, content, frame, a)),
                                           why=resource_why(view, content, frame["res"]))
        return _with_goal(view, content, (f"cubes.{frame['res']}",), why)  # i18n: not shown (a goal id)
    if k == TX:
        which, side, res = args
        got = O.words(O.outcome(view, content, frame, a) or O.Outcome())
        rn = F.res_name(res)
        if side == "sell":
            return _("{outcome}: {why}").format(outcome=got, why=_sale_why(view, content, frame, which, res))
        if _crisis_wants(view, res):
            return _("{outcome}: you need {res} for the coming crisis").format(outcome=got, res=rn)
        return _("{outcome}: you need {res}").format(outcome=got, res=rn)
    if k == BUILD:
        return _with_goal(view, content, BUILD_MEASURES.get(args[0], ()),
                          _(BUILD_WHY.get(args[0], N_("it pays off"))))
    if k == RECRUIT:
        return _with_goal(view, content, ("citizens_on_map",),
                          _("{outcome}: one more citizen to harvest and tax").format(
                              outcome=O.words(O.outcome(view, content, frame, a) or O.Outcome())))
    if k == DELIVER and fk == DCRISIS:
        n = O.crisis_standups(view, frame)
        return ngettext("stands up {n} lying citizen, who would otherwise become a rebel; {rest}",
                        "stands up {n} lying citizens, who would otherwise become rebels; {rest}", n).format(
            n=n, rest=dcrisis_rest(view, content, frame, n, (args[1],)))
    if k == DELIVER:
        return _("each listed cube nobody delivers adds one to rebellion; {rest}").format(
            rest=xcrisis_rest(view, content, frame, (args[0],)))
    if k == TEMPLE:
        return _("your temple stands up every citizen on its hex, for free")
    if k == DONE and fk in (DCRISIS, XCRISIS) and _scoring(view, content)[0] == "separatist":
        rest = dcrisis_rest(view, content, frame) if fk == DCRISIS else xcrisis_rest(view, content, frame)
        return _("{stake}, so you hand in nothing: {rest}").format(stake=separatist_why(view), rest=rest)
    if k == DONE and fk == DCRISIS:
        return _("no cube is free and none is worth its price to you: {rest}").format(
            rest=dcrisis_rest(view, content, frame)) if O.lying(view) else _("nobody lies any more")
    if k == DONE and fk == XCRISIS:
        return _("no cube is free and none is worth its price to you: {rest}").format(
            rest=xcrisis_rest(view, content, frame))
    if k == STAND:
        return _("a lying citizen stood up does not become a rebel")
    if k == BID:
        if args[0] == 0:
            return _("the turn order is not worth florins to you this round")
        return _("going early this round is worth the florins")
    if k == BUY:
        cid = view["track"][args[0]]["card"]
        card = content.cards[cid]
        return _with_goal(view, content, (f"{card.type}_cards",), buy_why(view, content, cid))
    if k == TURN:
        if view.get("ending"):
            # R11, ruling 2026-12-06: the met objective ends the game after this step, before the refill
            return _("your step ends with this turn, and with it the game: the track is not refilled")
        slot = view["track"][args[0]]
        if slot["turns"] + 1 >= len(content.rules["track"]["prices"]):
            return _("each step of phase 6 turns a card, and this is the one you want least: "
                     "turned once more it is discarded, and a new card takes its place")
        return _("each step of phase 6 turns a card, and this is the one you want least "
                 "(turning makes it cheaper for whoever buys it next)")
    if k == USE_CARD:
        more = O.card_words(view, content, args[0], seat).strip()
        return more or _first_sentence(content, args[0])
    if k == END_TURN:
        return _("nothing else worth doing this turn")
    if k == PASS:
        return _("no action is worth a disc now; you take no more turns this phase")
    if k in (ACCEPT, REJECT):
        return _respond_why(view, content, frame, k)
    if k in (R0_PICK, R0_PUT, EXPLORE_PUT, EXPLORE_TAKE):
        face = _placing(view, content, a)
        why = (_("its land offers {gain}").format(gain=face_gain(view, content, face)) if face is not None else
               _("its land and resources suit your citizens"))
        return _with_goal(view, content, ("hexes_with_own_citizen",), why)
    if k == EXPLORE_DISCARD:
        top = view.get("hex_stack_top")
        if top and top in content.faces and not answers.hex_fits(content, view, content.faces[top].hex_id,
                                                                  bool(frame.get("ship"))):
            return _("this hex fits nowhere your units can go: taken, it would leave the game")
        if top and top in content.faces:
            return _("this hex offers only {gain}; the next may do better").format(
                gain=face_gain(view, content, content.faces[top]))
        return _("the next hex may do better")
    if k == R0_AREA:
        face = _placing_face(view, content)
        if face is not None and args[0] < len(face.areas):
            area = face.areas[args[0]]
            icons = ", ".join(F.res_name(r) for r in area.icons)
            return (_("your citizens harvest only where they stand: {icons} here").format(icons=icons) if icons
                    else _("the other land has no better icons"))
        return _("its land and resources suit your citizens")
    if k == EXPLORE_UNIT:
        return _("the unit that steps onto the new hex can harvest it next")
    if k in (MOVE, ENTER):
        if k == ENTER:
            kind = view["buildings"][args[1]][2]
            return _with_goal(view, content, BUILD_MEASURES.get(kind, ()),
                              _("the {kind} is yours while you stand in it").format(kind=F.kind_name(kind)))
        route = F.convoy(view, content, a)          # R5.7: the ships a move by sea takes
        why = _("toward better icons, new land or a building to hold")
        return _("{why}. {convoy}").format(why=why, convoy=F.convoy_words(view, content, route)) if route else why
    if k == ORDER:
        return _("the turn order that suits you best")
    if k in (REMOVE, SINK, BLOCK, FIST):
        return _("the loss that hurts you least")
    if k in (TO_SELF, TO_MARKET):
        return resource_why(view, content, args[0])
    got = O.outcome(view, content, frame, a)
    if got is not None and got != O.Outcome():
        return O.words(got)
    return _("nothing more worth doing here") if k == DONE else _("the best choice here")


def _sale_why(view, content, frame, which, res):
    """Why this sale of `res` on market `which`: the best price now, or, when the other
    market pays more, what stands in the way of selling there (R5.9, R7.2)."""
    rn = F.res_name(res)
    here = F.price_to_sell(view, content, which, res, frame.get("bonus", 0))
    other = "export" if which == "domestic" else "domestic"
    there = F.price_to_sell(view, content, other, res)
    if there is None or here is None or here >= there:
        return _("the best price for your {res} now").format(res=rn)
    reach = other in tuple(frame.get("markets") or ("domestic", "export")) and \
        "sell" in tuple(frame.get("kinds") or ("sell",))
    if not reach:
        return (_("your spare {res} for florins now (the export market pays {florins}ƒ, but not in this trade)")
                if other == "export" else
                _("your spare {res} for florins now (the domestic market pays {florins}ƒ, but not in this trade)")
                ).format(res=rn, florins=there)
    if other == "export" and any(e["op"] == "track" and e["track"] == "rebellion" for e in tables.market_effects(
            content.rules, "export", res, view["markets"]["export"][res] + 1)):
        return _("your spare {res} for florins now: the export market pays {florins}ƒ, but a cube in its "
                 "third row adds rebellion in phase 3").format(res=rn, florins=there)
    return (_("your spare {res} for florins now (the export market pays {florins}ƒ)") if other == "export"
            else _("your spare {res} for florins now (the domestic market pays {florins}ƒ)")).format(
        res=rn, florins=there)


def buy_why(view, content, cid):
    """Why buy card `cid`: its victory points, then what it does, and whether that is
    anything now (a count it multiplies that is 0: "no temples yet"); a Separatist is told
    it will not use a card that lowers the rebellion (issue 37)."""
    card = content.cards[cid]
    parts = []
    if card.vp:
        parts.append(ngettext("{n} victory point at the end", "{n} victory points at the end", card.vp).format(
            n=card.vp))
    if card.effects and card.arrow != "none":
        what = _first_sentence(content, cid)
        idle = _idle_count(view, content, card)
        lowers = any(e.get("op") == "track" and e.get("track") == "rebellion" for e in card.effects) and \
            _scoring(view, content)[0] == "separatist"
        if lowers:
            what = _("{what} (as the Separatist you will not use it)").format(what=what)
        elif idle:
            what = _("{what} ({count}: none yet)").format(what=what, count=idle)
        parts.append(what)
    return "; ".join(parts) or _first_sentence(content, cid)


def _idle_count(view, content, card):
    """The words of a count that the card's amount multiplies and that is 0 now (DECK 0.5:
    "temples in play"), or ""."""
    for e in card.effects:
        amt = e.get("amount")
        counted = amt.get("count") if hasattr(amt, "get") else None
        if counted in COUNTER_WORDS and not amt.get("base"):
            if answers.amount(content, view, amt, view["seat"]) == 0:
                return _(COUNTER_WORDS[counted])
    return ""


def _first_sentence(content, cid):
    """A card's text up to its first full stop (the content's shown text, issue 29)."""
    return content.shown("card", cid, "text").split(". ")[0].rstrip(".")


def _placing(view, content, a):
    """The face an action places (round 0, exploration), or None."""
    k = a.kind
    f = _frame(view)
    if k == R0_PICK:
        return _dealt_face(view, content, a)
    if k == R0_PUT:
        return _placing_face(view, content)
    if k == EXPLORE_PUT:
        hx = f.get("hex")
        try:
            return content.hexes[hx].faces[a.args[0]]
        except (KeyError, IndexError, TypeError):
            return None
    top = view.get("hex_stack_top")
    return content.faces.get(top) if top else None


def _respond_why(view, content, frame, k):
    """An offer answered: accepted because it gains, rejected because it asks what you do
    not have, or gives less than it takes."""
    asked = tuple(tuple(x) for x in (frame.get("get") or ()))
    mine = F.me(view) or {}
    lacking = []
    for item, n in asked:
        have = (mine.get("florins") if item == "florin" else mine.get("tokens") if item == TOKEN
                else (mine.get("cubes") or {}).get(item) if item in (mine.get("cubes") or {})
                else (1 if (view.get("owner") or {}).get(item) == view["seat"] else 0)) or 0
        if have < n:
            if item == "florin":
                lacking.append(_("you have no florins") if have == 0
                               else _("you have only {florins}ƒ").format(florins=have))
            elif item == TOKEN:
                lacking.append(_("you have no explorer tokens") if have == 0
                               else _("you have only {tokens}").format(tokens=F.tokens_words(have)))
            elif item in content.cards:
                lacking.append(_("you have no {card}").format(card=content.shown("card", item, "name")))
            else:
                lacking.append(_("you have no {res}").format(res=F.res_name(item)) if have == 0
                               else _("you have only {cubes}").format(cubes=F.res_count(item, have)))
    if k == REJECT and lacking:
        return _("{lacking} to give").format(lacking="; ".join(lacking))
    if k == ACCEPT:
        return _("the offer is good for you")
    return _("the offer gives you less than it takes")


def plan_reason(view, content, plan):
    first = plan.move
    frame = _frame(view)
    if plan.offer is not None:
        to, give, get = plan.offer
        if plan.gift:
            return _("a gift: you get nothing back")
        wants = [i for i, _k in get if i in F.cubes(view)]
        if wants:
            res = wants[0]
            need = (_("you need {res} for the coming crisis") if _crisis_wants(view, res)
                    else _("you need {res} for a construction or a crisis")).format(res=F.res_name(res))
            price = F.price_to_buy(view, content, "export", res)
            if F.price_to_buy(view, content, "domestic", res) is None and price is None:
                return _("{need}, and neither market has any to buy").format(need=need)
            if price is not None and F.price_to_buy(view, content, "domestic", res) is None:
                return _("{need}: the domestic market has none, and the export market asks {florins}ƒ").format(
                    need=need, florins=price)
            return need
        spare = [i for i, _k in give if i in F.cubes(view)]
        if spare:
            return _("florins for {res} you can spare; {name} sees the offer and answers").format(
                res=F.res_name(spare[0]), name=F.name(view, to))
        return _("a trade both sides gain from")
    if first.kind == DELIVER and frame.get("k") == DCRISIS:
        per = plan.stands or O.crisis_standups(view, frame)
        used = [a.args[1] for a in plan.actions if a.kind == DELIVER]
        rest = dcrisis_rest(view, content, frame, per, used)
        if first.args[1] == MARKET:
            return _with_stake(view, content, ngettext(
                "{n} citizen stands up for free instead of becoming a rebel; {rest}",
                "{n} citizens stand up for free instead of becoming rebels; {rest}", per).format(n=per, rest=rest))
        return _with_stake(view, content, ngettext(
            "{n} citizen stands up instead of becoming a rebel; {rest}",
            "{n} citizens stand up instead of becoming rebels; {rest}", per).format(n=per, rest=rest))
    if first.kind == DELIVER and frame.get("k") == XCRISIS:
        got = tuple(a.args[0] for a in plan.actions if a.kind == DELIVER)
        free = all(a.args[1] == MARKET for a in plan.actions if a.kind == DELIVER)
        rest = xcrisis_rest(view, content, frame, got)
        if free:
            return _with_stake(view, content, _(
                "free cubes: each listed cube nobody delivers adds one to rebellion; {rest}").format(rest=rest))
        return _with_stake(view, content, _(
            "each listed cube nobody delivers adds one to rebellion; {rest}").format(rest=rest))
    return reason(view, content, first)


def hint_line(view, content, a):
    """'<the move>: <why>' in one line; `a` an Action or a plan.Plan."""
    plan = a if isinstance(a, Plan) else Plan((a,))
    return _("{move}: {why}").format(move=plan_words(view, content, plan), why=plan_reason(view, content, plan))


__all__ = ["hint_line", "reason", "resource_why", "plan_words", "move_words", "goal_why", "face_gain",
           "space_title"]
