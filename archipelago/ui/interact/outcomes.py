"""Promised outcomes (issue 19): what one legal action will do to the acting player's
florins and cubes and to the surplus and rebellion markers. A legal action's promise is
the engine's own answer (issue 27: engine answers.preview, the action applied on a world
drawn from the viewer's view, so it tells nothing the view hides); what the table shows
before an action is legal (a market line's price, a recruit's price) comes from the
engine's rule lookups (engine/tables.py). Every tooltip or prompt that promises an outcome
takes it from `outcome` (or the helpers it uses), and tests/ui/test_truth_outcomes.py
checks it against `apply` over random positions.

Plain Python (no pygame). `outcome` returns None for an action that promises nothing.
"""
from __future__ import annotations

from typing import NamedTuple

from archipelago.engine import Action, answers, tables
from archipelago.engine.pieces import H
from archipelago.i18n import _, N_, ngettext
from archipelago.words.reasons import reason_words, recruit_stop_reason_words

from . import facts as F
from archipelago.engine.kinds import (ALL_SHIPS_OUT, BUILD, BUY, DCRISIS, DELIVER, DONE, EXCHANGE, HARVEST,
                                      NOT_NOW, OPTION, P6, P6_STEP, PAY_LEVY, PLACE_DISC, RECRUIT,
                                      SELL_BANK, TAXES, TURN, TX, USE_BUILDING, USE_CARD,
                                      WONDER_CITIZEN, XCRISIS)


class Outcome(NamedTuple):
    florins: int = 0
    cubes: tuple = ()          # ((res, change), ...) without zeros
    surplus: int = 0
    rebellion: int = 0


def _cubes(*changes):
    total = {}
    for change in changes:
        for res, k in change.items():
            total[res] = total.get(res, 0) + k
    return tuple((r, k) for r, k in total.items() if k)


def _marker(view, content, track, current, delta):
    """R7.3, R7.4: the real change of a marker (it stops at both ends of its board)."""
    top = content.rules["stability"]["max"] if track == "rebellion" else content.rules["surplus_board"]["max"]
    return tables.marker_change(current, delta, top)


# --- the single actions --------------------------------------------------------------------

def harvest_gain(view, frame):
    """R5.6: cubes one unit's harvest brings: the frame's multiplier (×2 with a card), as
    far as the bank has them (the engine's bank.take_cubes)."""
    res = frame.get("res")
    return tables.from_bank(frame.get("mult", 1) or 1, view["bank"]["cubes"].get(res, 0))


def harvest_space_empty(view, space):
    """R5.6: the bank has no cube of a Harvest space's resource: the disc would be spent
    and nothing harvested (the engine's bank.take_cubes gives none)."""
    return view["bank"]["cubes"].get(space.split(":", 1)[1], 0) == 0


def harvest_space_words(view, space):
    res = space.split(":", 1)[1]
    return (_("But the bank has no {res} left: the disc would be spent and nothing harvested.").format(
        res=F.res_name(res)) if harvest_space_empty(view, space) else "")


def recruit_outcome(view, content, frame):
    """R5.10 (and cards placing citizens): (florins paid, surplus change) of one recruit of
    this frame, as the engine's recruit_cost and recruit_act: a card's fixed price, else
    board IV's price at the current surplus; None if nobody can be recruited now."""
    price = frame.get("price", -1)
    if price is None or price < 0:
        price = tables.recruit_price(content.rules, view["surplus"])
    if frame.get("needs_surplus", 1) and (view["surplus"] <= 0 or price is None):
        return None
    each = frame.get("surplus_each", -1)
    return price or 0, (_marker(view, content, "surplus", view["surplus"], each) if each else 0)


def recruit_stop_words(view, content, frame):
    """R5.10: why no (further) citizen can be recruited under this recruit frame (or a
    card's recruit modifiers), as the engine finds it (answers.recruit_stop: the reserve,
    the surplus, the price, the room on the hexes)."""
    return recruit_stop_reason_words(answers.recruit_stop(content, view, frame) or (NOT_NOW,))


def market_outcome(view, content, frame, which, side, res):
    """R5.9: florins one transaction moves (negative: paid), as the engine's buy and sell:
    the row price (a card's fixed buy price or sale bonus applied; a sale is paid as far
    as the bank has florins); None if impossible."""
    if side == BUY:
        price = F.price_to_buy(view, content, which, res, frame.get("buy_price", -1))
        return None if price is None else -price
    price = F.price_to_sell(view, content, which, res, frame.get("bonus", 0))
    return None if price is None else tables.from_bank(price, view["bank"]["florins"])


def promise(view, content, a, order=()):
    """The engine's answer for the legal action `a` of the view's seat (answers.preview):
    the change to its florins and cubes and to the markers; None if `a` is not legal.
    Cubes listed in `order` come first (as the action's cost names them), then the rest in
    the rules' order."""
    p = answers.preview(content, view, a)
    if p is None:
        return None
    cubes = p["cubes"]
    keys = [r for r in order if r in cubes] + [r for r in cubes if r not in order]
    return Outcome(p["florins"], tuple((r, cubes[r]) for r in keys), p["surplus"], p["rebellion"])


def then(view, content, a):
    """The decision the legal action `a` leaves its seat with next (a frame kind of the
    engine's preview), or None."""
    p = answers.preview(content, view, a)
    return None if p is None else p["then"]


def _ends_in_independence(view, content, a):
    """R6.6: the legal action `a` would leave the rebellion above the population."""
    p = answers.preview(content, view, a)
    return p is not None and view["rebellion"] + p["rebellion"] > view["population"] + p["population"]


def taxes_outcome(view, content, seat):
    """R5.13: (florins, rebellion change) of the Taxes action of the seat, when it is legal
    (the engine's preview: rebellion +1, then the tax table's income for its non-rebel
    citizens on the map, as far as the bank has it; none if the rebellion ends the game)."""
    o = promise(view, content, Action(seat, PLACE_DISC, (TAXES,)))
    return (0, 0) if o is None else (o.florins, o.rebellion)


def card_outcome(view, content, cid, seat):
    """DECK 0.2.4-5: using (or starting to build) a card: its cost, then its effects up
    to the seat's next decision (the engine's preview of the legal use)."""
    _f, cu, _d = F.use_cost(view, content, cid, seat)
    return promise(view, content, Action(seat, USE_CARD, (cid,)), tuple(cu))


def _mine(view, seat, ships):
    slots, cits = view["unit_slots"], view["citizens_per_player"]
    return range(seat * slots + (cits if ships else 0), seat * slots + (slots if ships else cits))


def effect_idle(view, content, e, seat, card=None):
    """Why the effect primitive `e` (DECK 3, read from its data) would do nothing now, as
    the engine would run it, or "" when it does something (or depends on a decision): no
    coin on a hex with your unit to take (unblock_icon), no rebel of yours
    (stand_up_rebels), no citizen left in your reserve (place_citizens), a free action
    with nothing to do (the engine's answers.free_action_stop: nobody to recruit, no room,
    no ship to build or nothing to pay it with...), no explorer token left to take (the
    engine's preview of the card). The counts are the view's facts; `card`: the card the
    effect is used from (its use's cost is paid first)."""
    op = e.get("op")
    mine = view["facts"]["citizens"][seat]
    if op == "unblock_icon":
        units = view["units"]
        here = {units[u][H] for ships in (False, True) for u in _mine(view, seat, ships)
                if units[u] is not None and units[u][H] >= 0}
        return "" if any(c[0] in here for c in view.get("coins") or ()) else _(IDLE_WORDS[op])
    if op == "stand_up_rebels":
        return "" if mine["rebels"] else _(IDLE_WORDS[op])
    if op == "place_citizens":
        return "" if mine["reserve"] else _(IDLE_WORDS[op])
    if op == "free_action":
        why = answers.free_action_stop(content, view, e, card)
        if why is None:
            return ""
        if e.get("action") == "recruitment":
            return recruit_stop_reason_words(why)
        if why[0] == ALL_SHIPS_OUT:
            return _(IDLE_WORDS["build"])
        only = tuple(e.get("only") or ())
        if len(only) == 1:
            return _("a {kind}: {why}").format(kind=F.kind_name(only[0]), why=reason_words(why))
        return reason_words(why)
    if op == "gain_explorer_token":
        return "" if any(view["piles"]) else _(IDLE_WORDS[op])
    return ""


IDLE_WORDS = {"unblock_icon": N_("no barbarian coin lies on a hex where you have a unit"),
              "stand_up_rebels": N_("you have no rebel citizen"),
              "place_citizens": N_("all your citizens are in play"),
              "gain_explorer_token": N_("every explorer pile is empty"),
              "build": N_("all your ships are in play")}


def card_gives_nothing(view, content, cid, seat):
    """A legal card whose every effect would change nothing now while its use still costs
    (the card's use for the turn at least): its florins and markers (the Banker with less
    than 5ƒ, a rebellion card at rebellion 0: the engine's preview changes nothing but the
    cost) and the primitives effect_idle knows (no coin to take, no rebel to stand up, no
    ship left to build). Read from the effects' data, never from card names. It glows
    faintly (soft) and its tooltip says why."""
    card = content.cards[cid]
    if not card.effects or card.is_wonder:
        return False
    at_once = [e for e in card.effects if e.get("op") in ("track", "gain_florins")]
    if any(e not in at_once and not effect_idle(view, content, e, seat, cid) for e in card.effects):
        return False
    o = card_outcome(view, content, cid, seat)
    fl, _c, _d = F.use_cost(view, content, cid, seat)
    return o is not None and (o.florins, o.surplus, o.rebellion) == (-fl, 0, 0)


def _why_idle(view, content, card, seat):
    return next((why for why in (effect_idle(view, content, e, seat, card.id) for e in card.effects) if why), "")


def coin_words(coin):
    """What removing a barbarian coin gives: its florin, or nothing for the neutral marker
    that stands in for a coin when the bank had none (engine effects.block_act)."""
    return (_("you keep its {florins}ƒ").format(florins=coin) if coin
            else _("it is a neutral marker (the bank had no florin): no florin"))


def card_words(view, content, cid, seat):
    """' Now: +1ƒ, rebellion −1.' (the card's outcome after its cost), or what it gives
    nothing now; '' for a card that opens a decision (its result depends on it)."""
    card = content.cards[cid]
    if card.is_wonder or not card.effects:
        return ""
    if card_gives_nothing(view, content, cid, seat):
        why = _why_idle(view, content, card, seat)
        fl, cu, ad = F.use_cost(view, content, cid, seat)
        cost = F.cost_words(fl, cu, ad)
        if why:
            head = _("It would give nothing now: {why}").format(why=why)
        else:
            head = _("It would give nothing now") + _why_nothing(card)
        if fl or ad or any(cu.values() if isinstance(cu, dict) else cu):
            return " " + _("{head}, yet you would pay {cost} and use your card for the turn.").format(head=head, cost=cost)
        return " " + _("{head}, yet it would be your card use for the turn.").format(head=head)
    fl, cu, _d = F.use_cost(view, content, cid, seat)
    o = card_outcome(view, content, cid, seat)
    if o is None:
        return ""
    paid = tables.cubes_paid(cu, F.cubes(view))         # the cost's cubes are not its gift
    o = Outcome(o.florins + fl, _cubes(dict(o.cubes), paid), o.surplus, o.rebellion)
    return "" if o == Outcome() else " " + _("Now: {outcome}.").format(outcome=words(o))


def _why_nothing(card):
    for e in card.effects:
        amt = e.get("amount")
        if e.get("op") == "gain_florins" and not isinstance(amt, int) and amt.get("div"):
            return " " + _("({each}ƒ per full {div}ƒ you have)").format(each=amt['each'], div=amt['div'])
    return ""


def taxes_words(view, content, seat):
    """The Taxes tooltip's promise: 'You would get 4ƒ now (rebellion +1).'"""
    a = Action(seat, PLACE_DISC, (TAXES,))
    if _ends_in_independence(view, content, a):
        return _("Rebellion would then exceed the population: independence ends the game.")
    florins, rebellion = taxes_outcome(view, content, seat)
    return _("You would get {florins}ƒ now ({outcome}).").format(florins=florins,
                                                               outcome=words(Outcome(rebellion=rebellion)))


def control_lost_words(view, content, a):
    """R5.6, R5.8: what control the legal action `a` costs its seat (the engine's preview):
    a citizen that harvests or moves out of a building leaves it empty, and a town left
    empty is nobody's, with the hex's empty buildings; "" when it costs none."""
    p = answers.preview(content, view, a)
    lost = [] if p is None else p["lost"]
    if not lost:
        return ""
    places = F.list_words([_("the {kind} on {hex}").format(kind=F.kind_name(view["buildings"][b][2]),
                                                         hex=F.hex_label(view, content, view["buildings"][b][0]))
                         for b in lost])
    return ngettext("It leaves its building empty: you no longer control {places} until a unit of yours stands in "
                    "it again (anyone may move in).",
                    "It leaves its building empty: you no longer control {places} until a unit of yours stands in "
                    "the town again (anyone may move in).", len(lost)).format(places=places)


def reproduction_words(view, content, a):
    """R5.11: what the legal Reproduction disc `a` adds now (the engine's preview: only hexes
    with exactly 2 non-rebel citizens of yours and room for a third, a rebel counting)."""
    p = answers.preview(content, view, a)
    n = 0 if p is None else p["population"]
    if not n:
        return _("It would add no citizen now: no hex of yours has exactly 2 standing citizens and room for a third "
                 "(a rebel takes a place); the disc would be spent.")
    return ngettext("It would add {n} citizen now (population +{n}).", "It would add {n} citizens now "
                    "(population +{n}).", n).format(n=n)


# --- every action ---------------------------------------------------------------------------

# The actions whose tooltips promise an outcome: the kind, or (kind, frame kinds).
_PROMISING = {HARVEST: None, RECRUIT: None, TX: None, USE_BUILDING: None, BUILD: None,
              OPTION: None, WONDER_CITIZEN: None, PAY_LEVY: None, SELL_BANK: None,
              EXCHANGE: None, DELIVER: None, USE_CARD: (TURN,), BUY: (P6, P6_STEP),
              DONE: (SELL_BANK, DCRISIS, XCRISIS)}


def outcome(view, content, frame, a):
    """What the legal action `a` of the decision `frame` will do at once to the acting
    player's florins and cubes and to the surplus and rebellion markers (the engine's
    preview); None: no promise (an action that promises nothing, one not legal, or a
    wonder whose citizen leaves the rebellion above the population: independence)."""
    k, args, seat = a.kind, tuple(a.args), a.seat
    fk = frame.get("k")
    if k == PLACE_DISC:
        if args[0] != TAXES:
            return None
    elif k not in _PROMISING or (_PROMISING[k] is not None and fk not in _PROMISING[k]):
        return None
    if k == DONE and fk == SELL_BANK and not (frame.get("n") and frame.get("then")):
        return None
    if k == WONDER_CITIZEN and _ends_in_independence(view, content, a):
        return None                      # independence: the game ends at once (R6.6)
    order = ()
    if k == BUILD:
        order = tuple(tables.build_cost(content.rules, args[0])[1])
    elif k == OPTION:
        order = tuple(tables.effect_list(content, frame["src"])[args[0]]["pay"])
    elif k == USE_CARD:
        order = tuple(F.use_cost(view, content, args[0], seat)[1])
    return promise(view, content, a, order)


def crisis_standups(view, frame):
    """R6.2: lying citizens one cube delivered in this domestic crisis stands up (the
    lying citizens: the view's facts)."""
    return tables.crisis_standups(frame.get("n", 0), lying(view))


def lying(view):
    """Citizens lying on the map, everyone's (the view's facts)."""
    return sum(c["lying"] for c in view["facts"]["citizens"])


def words(o):
    """An outcome in words: '+3ƒ, −1 wood, rebellion +1'; 'nothing' when nothing changes."""
    parts = []
    if o.florins:
        parts.append(f"{o.florins:+d}ƒ".replace("-", "−"))
    parts += [F.res_count(r, k, signed=True) for r, k in o.cubes]
    for track, k in (("surplus", o.surplus), ("rebellion", o.rebellion)):
        if k:
            parts.append(_("{track} {change}").format(track=F.track_name(track),
                                                      change=f"{k:+d}".replace("-", "−")))
    return ", ".join(parts) if parts else _("nothing")


def recruit_card_words(view, content, card):
    """What a recruiting card (Employment Agency, Colonial Charter) would give now: each
    recruit's price, or why it would recruit nobody (R5.10: the engine's recruit_stop, at
    surplus 0, with no room on any hex...), though it can be used and paid for."""
    for e in card.effects:
        if e.get("op") == "free_action" and e.get("action") == "recruitment":
            why = answers.free_action_stop(content, view, e, card.id)
            if why is not None:
                return " " + _("It recruits nobody now: {why}.").format(why=recruit_stop_reason_words(why))
            got = recruit_outcome(view, content, {"price": e.get("price_override", -1), "needs_surplus": 1})
            return " " + _("Each recruit costs {florins}ƒ now.").format(florins=got[0])
    return ""
