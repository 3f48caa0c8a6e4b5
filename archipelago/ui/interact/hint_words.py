"""The Hint's one line (issue 14): the move the normal bot would make, in action terms
(labels.label), and a reason read from the acting person's own view only: what the move
gives now (outcomes.py, with the engine's rule lookups) and what it answers (the deck
top's crisis, a market price, the rebellion margin). Plain Python (no pygame).

    hint_line(view, content, action)  ->  "Place a disc on Harvest fish: the deck top's
                                           crisis asks for fish"
"""
from __future__ import annotations

from archipelago.engine import tables

from . import facts as F
from . import outcomes as O
from .labels import label

BUILD_WHY = {
    "town": "a town makes the hex yours: others must ask you to harvest there",
    "temple": "in a domestic crisis it stands up every citizen on its hex, for free",
    "market": "your own market: domestic trades without a disc",
    "port": "your own port: export trades without a disc",
    "ship": "a ship fishes and carries citizens to new land",
}
SPACE_WHY = {
    "reproduction": "every hex where you have exactly two standing citizens gains a third, for free",
    "exploration": "new land: its resources, an explorer token, a cube and surplus workers from its huts",
    "migration": "your units can reach better icons or new land",
    "build": "you can pay for a construction",
    "trade": "you hold cubes that sell now",
}


def _crisis_wants(view, res):
    """The deck top's crisis asks for `res` and is still to come: phase 4 of this round reads
    it (R5.4); from phase 5 on the card is most likely gone from the top by phase 6."""
    if view.get("phase") not in ("deactivation", "turn_order", "population"):
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


def _taxes_why(view, content, seat):
    florins, rebellion = O.taxes_outcome(view, content, seat)
    after = view["rebellion"] + rebellion
    if after > view["population"]:
        return "rebellion would then exceed the population: independence ends the game"
    return f"{florins}ƒ now, and rebellion ({after} after it) stays within the population ({view['population']})"


def _space_why(view, content, space, seat):
    if space.startswith("harvest:"):
        return resource_why(view, content, space.split(":", 1)[1])
    if space == "taxes":
        return _taxes_why(view, content, seat)
    if space == "recruitment":
        price = tables.recruit_price(content.rules, view["surplus"])
        if price is None or view["surplus"] <= 0:
            return "nobody can be recruited now: surplus workers are 0"
        return f"a recruit costs {price}ƒ now: one more citizen to harvest and pay taxes"
    return SPACE_WHY.get(space, "the best use of a disc now")


def reason(view, content, a):
    """Why the move is good now, from the acting person's view."""
    frames = view.get("frames") or [{}]
    frame = frames[-1]
    fk, k, args, seat = frame.get("k"), a.kind, tuple(a.args), a.seat
    if k == "place_disc":
        return _space_why(view, content, args[0], seat)
    if k == "harvest":
        return f"{O.words(O.outcome(view, content, frame, a))}: " + resource_why(view, content, frame["res"])
    if k == "tx":
        which, side, res = args
        got = O.words(O.outcome(view, content, frame, a) or O.Outcome())
        if side == "sell":
            return f"{got}: the best price for your {res} now"
        return f"{got}: you need {res}" + (" for the coming crisis" if _crisis_wants(view, res) else "")
    if k == "build":
        return BUILD_WHY.get(args[0], "it pays off")
    if k == "recruit":
        return f"{O.words(O.outcome(view, content, frame, a) or O.Outcome())}: one more citizen to harvest and tax"
    if k == "deliver" and fk == "dcrisis":
        n = O.crisis_standups(view, frame)
        return f"stands up {F.plural(n, 'lying citizen')}, who would otherwise become rebels"
    if k == "deliver":
        return "each listed cube nobody delivers adds one to rebellion"
    if k == "temple":
        return "your temple stands up every citizen on its hex, for free"
    if k == "done" and fk in ("dcrisis", "xcrisis"):
        then = O.outcome(view, content, frame, a)
        return "nothing more you can spare" + (f"; then {O.words(then)}" if then and then != O.Outcome() else "")
    if k == "stand":
        return "a lying citizen stood up does not become a rebel"
    if k == "bid":
        if args[0] == 0:
            return "the turn order is not worth florins to you this round"
        return "going early this round is worth the florins"
    if k == "buy":
        card = content.cards[view["track"][args[0]]["card"]]
        return card.text.split(". ")[0].rstrip(".")
    if k == "turn":
        return "turning makes the card cheaper, for whoever buys it next"
    if k == "use_card":
        more = O.card_words(view, content, args[0], seat).strip()
        return more or content.cards[args[0]].text.split(". ")[0].rstrip(".")
    if k == "end_turn":
        return "nothing else worth doing this turn"
    if k == "pass":
        return "no action is worth a disc now; you take no more turns this phase"
    if k in ("accept", "reject"):
        return "the offer is good for you" if k == "accept" else "the offer gives you less than it takes"
    if k in ("r0_pick", "r0_put", "r0_area", "explore_put", "explore_unit", "explore_take"):
        return "its land and resources suit your citizens"
    if k in ("move", "enter"):
        return "toward better icons, new land or a building to hold"
    if k == "order":
        return "the turn order that suits you best"
    if k in ("remove", "sink", "block", "fist"):
        return "the loss that hurts you least"
    if k in ("give", "ask", "send", "offer", "counter"):
        return "a trade both sides gain from"
    if k in ("to_self", "to_market"):
        return resource_why(view, content, args[0])
    got = O.outcome(view, content, frame, a)
    if got is not None and got != O.Outcome():
        return O.words(got)
    return "nothing more worth doing here" if k == "done" else "the normal bot's choice"


def hint_line(view, content, a):
    """'<the move>: <why>' in one line."""
    return f"{label(view, content, a)}: {reason(view, content, a)}"
