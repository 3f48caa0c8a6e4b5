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

from archipelago.bots.hint import Plan
from archipelago.engine import tables
from archipelago.match import goals
from archipelago.words import space_title

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
    "town": "a town makes the hex yours: others must ask you to harvest there",
    "temple": "in a domestic crisis it stands up every citizen on its hex, for free",
    "market": "your own market: domestic trades without a disc",
    "port": "your own port: export trades without a disc",
    "ship": "a ship fishes and carries citizens to new land",
}
SPACE_WHY = {
    "reproduction": "every hex where you have exactly two standing citizens gains a third, for free",
    "migration": "your units can reach better icons or new land",
    "build": "you can pay for a construction",
    "trade": "you hold cubes that sell now",
}
# R2: board side s of a hex touches its neighbour on that side (0 east, then clockwise).
SIDE_WORDS = ("right of", "below and right of", "below and left of", "left of",
              "above and left of", "above and right of")
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
    if _crisis_wants(view, res):
        return f"this round's crisis (the deck top) asks for {res}: have it ready"
    sale = _best_sale(view, content, res)
    if sale is not None:
        return f"{res} sells for {sale[0]}ƒ on the {sale[1]} market"
    return f"{res} to build with and to answer crises"


def goal_why(view, content, measures):
    """What raising `measures` does for the person's objective or the trend card, in words
    ("ports count for your objective: you 1, best 2"), or ""."""
    out = []
    for g in goals.counts_for(view, content, measures):
        card = "your objective" if g.source == "objective" else f"the trend card ({g.card})"
        now = g.line.split(": ", 1)[1]
        out.append(f"{g.words} count for {card}: {now}")
    return "; ".join(out)


def _with_goal(view, content, measures, why):
    goal = goal_why(view, content, measures)
    return f"{goal}; {why}" if goal and why else goal or why


def _taxes_why(view, content, seat):
    florins, rebellion = O.taxes_outcome(view, content, seat)
    after = view["rebellion"] + rebellion
    if after > view["population"]:
        return "rebellion would then exceed the population: independence ends the game"
    return f"{florins}ƒ now, and rebellion ({after} after it) stays within the population ({view['population']})"


def _space_why(view, content, space, seat):
    if space.startswith("harvest:"):
        res = space.split(":", 1)[1]
        return _with_goal(view, content, (f"cubes.{res}",), resource_why(view, content, res))
    if space == TAXES:
        return _with_goal(view, content, ("florins",), _taxes_why(view, content, seat))
    if space == "recruitment":
        price = tables.recruit_price(content.rules, view["surplus"])
        if price is None or view["surplus"] <= 0:
            return "nobody can be recruited now: surplus workers are 0"
        return _with_goal(view, content, ("citizens_on_map",),
                          f"a recruit costs {price}ƒ now: one more citizen to harvest and pay taxes")
    if space == "exploration":
        top = view.get("hex_stack_top")
        why = "new land: its resources, an explorer token, a cube and surplus workers from its huts"
        if top and top in content.faces:
            why = "the stack's top hex offers " + face_gain(view, content, content.faces[top]) \
                + ", and you take an explorer token"
        return _with_goal(view, content, ("explorer_tokens", "hexes_with_own_citizen"), why)
    return SPACE_WHY.get(space, "the best use of a disc now")


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
        parts.append(" and ".join(icons) + (f" ({best} sells for {sale[0]}ƒ)" if sale and len(icons) > 1
                                           else f" (sells for {sale[0]}ƒ)" if sale else ""))
    else:
        parts.append("no land icons")
    if huts:
        parts.append(F.plural(huts, "hut") + f" (surplus workers +{huts})")
    if face.fish:
        parts.append(F.plural(face.fish, "fish icon") + " for a ship")
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
        return "at the gold ring"
    s, n = min(near, key=lambda x: (x[1] != 0, x))       # the start hex first: everyone knows it
    where = "the start hex" if n == 0 else F.hex_label(view, content, n)
    return f"{SIDE_WORDS[(s + 3) % 6]} {where}, at the gold ring"


def turn_words(rot):
    """A rotation as a player turns a tile: 'as printed', 'turned 2 steps clockwise (⟳)'."""
    if rot % 6 == 0:
        return "as printed"
    if rot <= 3:
        return f"turned {F.plural(rot, 'step')} clockwise (⟳)"
    return f"turned {F.plural(6 - rot, 'step')} anticlockwise (⟲)"


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
        return f"Place the hex (side {'AB'[side]}, {turn_words(rot)}) {spot_words(view, content, q, r)}"
    if k == R0_PUT:
        q, r, rot = args
        return f"Place your hex ({turn_words(rot)}) {spot_words(view, content, q, r)}"
    if k == R0_PICK:
        face = _dealt_face(view, content, a)
        what = F.hex_words(face) if face is not None else f"hex {args[0] + 1}"
        return f"Choose {what} (side {'AB'[args[1]]})"
    if k == R0_AREA:
        face = _placing_face(view, content)
        if face is not None and args[0] < len(face.areas):
            area = face.areas[args[0]]
            return "Put your citizens on the land with " + (", ".join(area.icons) or "no icons")
        return label(view, content, a)
    if k == BLOCK:
        h, i = args
        try:
            res = content.faces[view["hexes"][h][2]].icons[i][1]
        except (IndexError, KeyError, TypeError):
            return label(view, content, a)
        return f"Block a {res} icon of {F.hex_label(view, content, h)}"
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
        if plan.gift:
            what = f"Give {who} {items_words(content, give)} as a gift"
        else:
            what = f"Offer {who} {items_words(content, give)} for {items_words(content, get)}"
        return ("Send the offer: " + what[0].lower() + what[1:]) if first.kind == SEND else what
    if first.kind == DELIVER:
        src = {"market": "the {m} market (free)", "stock": "your stock", "token": "an explorer token"}
        delivers = [a for a in plan.actions if a.kind == DELIVER]
        market = "domestic" if _frame(view).get("k") == DCRISIS else "export"
        if len(delivers) > 1:
            cubes = {}
            for d in delivers:
                cubes[d.args[0]] = cubes.get(d.args[0], 0) + 1
            srcs = sorted({d.args[1] for d in delivers})
            where = " and ".join(src[s].format(m=market) for s in srcs)
            what = "Deliver " + items_words(content, tuple(cubes.items())) + " from " + where
            return what + (f" and stand up {F.plural(plan.stands, 'citizen')}" if plan.stands else "")
        res, s = first.args
        what = f"Deliver 1 {res} from {src[s].format(m=market)}"
        if plan.stands:
            what += f" and stand up {F.plural(plan.stands, 'citizen')}"
        return what
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
        return "then nobody lies any more"
    res, per = frame.get("res"), frame.get("n", 1) or 1
    cubes = -(-left // per)
    used = list(used)
    market = view["markets"]["domestic"].get(res, 0) - used.count("market")
    mine = F.cubes(view).get(res, 0) - used.count("stock")
    tokens = (F.tokens(view) or 0) - used.count("token")
    later = frame.get("i", 0) < len(frame.get("who") or ()) - 1
    have = f"the market has {market}, you have {mine} {res} and {F.plural(tokens, 'explorer token')}"
    end = "the players after you may still answer" if later else \
        f"each becomes a rebel: rebellion +{left} (population {view['population']})"
    return f"{F.plural(left, 'citizen')} would still lie: {F.plural(cubes, res + ' cube')} would stand them up " \
           f"({have}); else {end}"


def xcrisis_rest(view, content, frame, delivered=()):
    """R6.3: the listed cubes still wanted after this move, and their rebellion."""
    rest = list(frame.get("open") or ())
    for r in delivered:
        if r in rest:
            rest.remove(r)
    if not rest:
        return "the export demand is then met"
    later = frame.get("i", 0) < len(frame.get("who") or ()) - 1
    mine = F.cubes(view)
    have = [f"{mine.get(r, 0)} {r}" for r in dict.fromkeys(rest)]
    tokens = F.tokens(view) or 0
    then = "the players after you may still deliver" if later else f"rebellion +{len(rest)}"
    return (f"still wanted: {', '.join(rest)} (you have {', '.join(have)} and "
            f"{F.plural(tokens, 'explorer token')}); else {then}")


# --- why ---------------------------------------------------------------------------------------

def reason(view, content, a):
    """Why the move is good now, from the acting person's view."""
    frame = _frame(view)
    fk, k, args, seat = frame.get("k"), a.kind, tuple(a.args), a.seat
    if k == PLACE_DISC:
        return _space_why(view, content, args[0], seat)
    if k == HARVEST:
        why = f"{O.words(O.outcome(view, content, frame, a))}: " + resource_why(view, content, frame["res"])
        return _with_goal(view, content, (f"cubes.{frame['res']}",), why)
    if k == TX:
        which, side, res = args
        got = O.words(O.outcome(view, content, frame, a) or O.Outcome())
        if side == "sell":
            return f"{got}: the best price for your {res} now"
        return f"{got}: you need {res}" + (" for the coming crisis" if _crisis_wants(view, res) else "")
    if k == BUILD:
        return _with_goal(view, content, BUILD_MEASURES.get(args[0], ()), BUILD_WHY.get(args[0], "it pays off"))
    if k == RECRUIT:
        return _with_goal(view, content, ("citizens_on_map",),
                          f"{O.words(O.outcome(view, content, frame, a) or O.Outcome())}: one more citizen to harvest and tax")
    if k == DELIVER and fk == DCRISIS:
        n = O.crisis_standups(view, frame)
        return (f"stands up {F.plural(n, 'lying citizen')}, who would otherwise become rebels; "
                + dcrisis_rest(view, content, frame, n, (args[1],)))
    if k == DELIVER:
        return "each listed cube nobody delivers adds one to rebellion; " + xcrisis_rest(view, content, frame, (args[0],))
    if k == TEMPLE:
        return "your temple stands up every citizen on its hex, for free"
    if k == DONE and fk == DCRISIS:
        return "no cube is free and none is worth its price to you: " + dcrisis_rest(view, content, frame) \
            if O.lying(view) else "nobody lies any more"
    if k == DONE and fk == XCRISIS:
        return "no cube is free and none is worth its price to you: " + xcrisis_rest(view, content, frame)
    if k == STAND:
        return "a lying citizen stood up does not become a rebel"
    if k == BID:
        if args[0] == 0:
            return "the turn order is not worth florins to you this round"
        return "going early this round is worth the florins"
    if k == BUY:
        cid = view["track"][args[0]]["card"]
        card = content.cards[cid]
        return _with_goal(view, content, (f"{card.type}_cards",), card.text.split(". ")[0].rstrip("."))
    if k == TURN:
        return "turning makes the card cheaper, for whoever buys it next"
    if k == USE_CARD:
        more = O.card_words(view, content, args[0], seat).strip()
        return more or content.cards[args[0]].text.split(". ")[0].rstrip(".")
    if k == END_TURN:
        return "nothing else worth doing this turn"
    if k == PASS:
        return "no action is worth a disc now; you take no more turns this phase"
    if k in (ACCEPT, REJECT):
        return _respond_why(view, content, frame, k)
    if k in (R0_PICK, R0_PUT, EXPLORE_PUT, EXPLORE_TAKE):
        face = _placing(view, content, a)
        why = ("its land offers " + face_gain(view, content, face)) if face is not None else \
            "its land and resources suit your citizens"
        return _with_goal(view, content, ("hexes_with_own_citizen",), why)
    if k == EXPLORE_DISCARD:
        top = view.get("hex_stack_top")
        if top and top in content.faces:
            return "this hex offers only " + face_gain(view, content, content.faces[top]) + "; the next may do better"
        return "the next hex may do better"
    if k == R0_AREA:
        face = _placing_face(view, content)
        if face is not None and args[0] < len(face.areas):
            area = face.areas[args[0]]
            icons = ", ".join(area.icons)
            return (f"your citizens harvest only where they stand: {icons} here" if icons
                    else "the other land has no better icons")
        return "its land and resources suit your citizens"
    if k == EXPLORE_UNIT:
        return "the unit that steps onto the new hex can harvest it next"
    if k in (MOVE, ENTER):
        if k == ENTER:
            kind = view["buildings"][args[1]][2]
            return _with_goal(view, content, BUILD_MEASURES.get(kind, ()), f"the {kind} is yours while you stand in it")
        return "toward better icons, new land or a building to hold"
    if k == ORDER:
        return "the turn order that suits you best"
    if k in (REMOVE, SINK, BLOCK, FIST):
        return "the loss that hurts you least"
    if k in (TO_SELF, TO_MARKET):
        return resource_why(view, content, args[0])
    got = O.outcome(view, content, frame, a)
    if got is not None and got != O.Outcome():
        return O.words(got)
    return "nothing more worth doing here" if k == DONE else "the best choice here"


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
            what = "florins" if item == "florin" else "explorer tokens" if item == TOKEN else \
                content.cards[item].name if item in content.cards else item
            lacking.append(f"you have no {what}" if have == 0 else f"you have only {have} {what}")
    if k == REJECT and lacking:
        return "; ".join(lacking) + " to give"
    if k == ACCEPT:
        return "the offer is good for you"
    return "the offer gives you less than it takes"


def plan_reason(view, content, plan):
    first = plan.move
    frame = _frame(view)
    if plan.offer is not None:
        to, give, get = plan.offer
        if plan.gift:
            return "a gift: you get nothing back"
        wants = [i for i, _ in get if i in F.cubes(view)]
        if wants:
            res = wants[0]
            need = "for the coming crisis" if _crisis_wants(view, res) else "for a construction or a crisis"
            return f"you need {res} {need}, and the market has none to buy"
        spare = [i for i, _ in give if i in F.cubes(view)]
        if spare:
            return f"florins for {spare[0]} you can spare; {F.name(view, to)} sees the offer and answers"
        return "a trade both sides gain from"
    if first.kind == DELIVER and frame.get("k") == DCRISIS:
        per = plan.stands or O.crisis_standups(view, frame)
        free = " for free" if first.args[1] == MARKET else ""
        used = [a.args[1] for a in plan.actions if a.kind == DELIVER]
        return (f"{F.plural(per, 'citizen')} stand up{free} instead of becoming rebels; "
                + dcrisis_rest(view, content, frame, per, used))
    if first.kind == DELIVER and frame.get("k") == XCRISIS:
        got = tuple(a.args[0] for a in plan.actions if a.kind == DELIVER)
        free = all(a.args[1] == MARKET for a in plan.actions if a.kind == DELIVER)
        return ("free cubes: " if free else "") + "each listed cube nobody delivers adds one to rebellion; " \
            + xcrisis_rest(view, content, frame, got)
    return reason(view, content, first)


def hint_line(view, content, a):
    """'<the move>: <why>' in one line; `a` an Action or a bots.hint.Plan."""
    plan = a if isinstance(a, Plan) else Plan((a,))
    return f"{plan_words(view, content, plan)}: {plan_reason(view, content, plan)}"


__all__ = ["hint_line", "reason", "resource_why", "plan_words", "move_words", "goal_why", "face_gain",
           "space_title"]
