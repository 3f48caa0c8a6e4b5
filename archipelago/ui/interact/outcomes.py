"""Promised outcomes (issue 19): what one legal action will do to the acting player's
florins and cubes and to the surplus and rebellion markers, worked out from the viewer's
view with the engine's own rule lookups (engine/tables.py: prices, tax income, effect
amounts, marker limits, what the bank can give). Every tooltip or prompt that promises an
outcome takes it from `outcome` (or the helpers it uses), and tests/ui/test_truth_outcomes.py
checks it against `apply` over random positions.

Plain Python (no pygame). `outcome` returns None for an action that promises nothing.
"""
from __future__ import annotations

from typing import NamedTuple

from archipelago.engine import tables

from . import facts as F
from archipelago.engine.kinds import (BUILD, BUY, DCRISIS, DELIVER, DONE, EXCHANGE, HARVEST,
                                      OPTION, P6, P6_STEP, PAY_LEVY, PLACE_DISC, RECRUIT,
                                      SELL_BANK, SHIP, TAXES, TURN, TX, USE_BUILDING, USE_CARD,
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
    return (f"But the bank has no {res} left: the disc would be spent and nothing harvested."
            if harvest_space_empty(view, space) else "")


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
    """R5.10: why no (further) citizen can be recruited, in the engine's order of checks
    (actions.recruit_moves): the reserve, the surplus, the price, the room on the hexes."""
    slots, cits, seat = view["unit_slots"], view["citizens_per_player"], view["seat"]
    mine = [view["units"][u] for u in range(seat * slots, seat * slots + cits)]
    if all(t is not None for t in mine):
        on_wonders = sum(1 for t in mine if t[0] < 0)            # engine pieces.ON_WONDER
        if on_wonders:
            return (f"all your {cits} citizens are in play: {cits - on_wonders} on the map, "
                    f"{on_wonders} on {'a wonder' if on_wonders == 1 else 'wonders'}")
        return f"all your {cits} citizens are on the map"
    got = recruit_outcome(view, content, frame)
    if got is None:
        return "there are no surplus workers (board IV at 0)"
    if F.florins(view) < got[0]:
        return f"a recruit costs {got[0]}ƒ and you have {F.florins(view)}ƒ"
    cap = content.rules["citizens_per_hex"]
    return f"every hex where you have a unit already holds {cap} of your citizens"


def market_outcome(view, content, frame, which, side, res):
    """R5.9: florins one transaction moves (negative: paid), as the engine's buy and sell:
    the row price (a card's fixed buy price or sale bonus applied; a sale is paid as far
    as the bank has florins); None if impossible."""
    if side == BUY:
        price = F.price_to_buy(view, content, which, res, frame.get("buy_price", -1))
        return None if price is None else -price
    price = F.price_to_sell(view, content, which, res, frame.get("bonus", 0))
    return None if price is None else tables.from_bank(price, view["bank"]["florins"])


def taxes_outcome(view, content, seat):
    """R5.13: (florins, rebellion change) of the Taxes action: rebellion +1, then the tax
    table's income for the seat's non-rebel citizens on the map, as far as the bank has it
    (none if the rebellion ends the game)."""
    rebellion = _marker(view, content, "rebellion", view["rebellion"], content.rules["taxes"]["rebellion"])
    if view["rebellion"] + rebellion > view["population"]:
        return 0, rebellion
    slots, cits = view["unit_slots"], view["citizens_per_player"]
    n = sum(1 for u in range(seat * slots, seat * slots + cits)
            if view["units"][u] is not None and view["units"][u][0] >= 0 and view["units"][u][3] != 2)
    return tables.from_bank(tables.tax_income(content.rules, n), view["bank"]["florins"]), rebellion


def counter(view, name, seat):
    """A counter of DECK 0.5 from the view (as the engine's effects.counter)."""
    if "+" in name:
        return sum(counter(view, part, seat) for part in name.split("+"))
    if name.endswith("_in_play"):
        kind = name[:-len("s_in_play")]
        return sum(1 for b in view["buildings"] if b[2] == kind)
    if name == "players":
        return view["n"]
    if name == "user.florins":
        return view["players"][seat]["florins"]
    kind = name[len("user."):-len("s_controlled")]
    occ = F.occupants(view)
    return sum(1 for b, bld in enumerate(view["buildings"]) if bld[2] == kind and F.controller(view, b, occ) == seat)


# Effects that run at once, without a decision, and whose result the view can tell.
_AT_ONCE = ("track", "gain_florins", "gain_explorer_token", "peek_deck")


def effects_outcome(view, content, effects, seat, florins=0, cubes=None, bank=0):
    """DECK 3: the outcome of an effect list run for `seat` up to its first decision, after
    `florins` and `cubes` already changed hands (`bank`: florins that went to the bank).
    Amounts come from the engine's tables.amount with the view's counters."""
    marks = {"surplus": 0, "rebellion": 0}
    bank_florins = view["bank"]["florins"] + bank
    mine = dict(view["players"][seat])
    mine["florins"] = (mine.get("florins") or 0) + florins
    shown = dict(view, players=[mine if s == seat else p for s, p in enumerate(view["players"])])
    for e in effects:
        op = e.get("op")
        if op == "track":
            track = e["track"]
            amt = tables.amount(e["amount"], lambda name: counter(shown, name, seat))
            marks[track] += _marker(view, content, track, view[track] + marks[track], amt)
        elif op == "gain_florins":
            amt = tables.amount(e["amount"], lambda name: counter(shown, name, seat))
            got = tables.from_bank(amt, bank_florins)
            bank_florins -= got
            florins += got
            mine["florins"] += got
        elif op == "free_action" and e.get("action") == TAXES:
            got, reb = taxes_outcome(dict(shown, rebellion=view["rebellion"] + marks["rebellion"]), content, seat)
            florins += got
            marks["rebellion"] += reb
            break
        elif op not in _AT_ONCE:
            break
    return Outcome(florins, _cubes(cubes or {}), marks["surplus"], marks["rebellion"])


def card_outcome(view, content, cid, seat):
    """DECK 0.2.4-5: using (or starting to build) a card: its cost, then its effects up
    to the first decision."""
    card = content.cards[cid]
    fl, cu, _ = F.use_cost(view, content, cid, seat)
    to_bank = (view.get("owner") or {}).get(cid) == seat or card.is_wonder
    paid = tables.cubes_paid(cu, F.cubes(view))
    return effects_outcome(view, content, card.effects, seat, -fl, {r: -k for r, k in paid.items()},
                           fl if to_bank else 0)


def _mine(view, seat, ships):
    slots, cits = view["unit_slots"], view["citizens_per_player"]
    return range(seat * slots + (cits if ships else 0), seat * slots + (slots if ships else cits))


def effect_idle(view, content, e, seat):
    """True when the effect primitive `e` (DECK 3, read from its data) would do nothing
    now, as the engine would run it: no coin on a hex with your unit to take (unblock_icon),
    no rebel of yours (stand_up_rebels), no ship or citizen left in your reserve
    (free_action build of ships only; place_citizens), nobody to recruit (a recruitment
    at surplus 0). Others: False (they do something, or it depends on a decision)."""
    op = e.get("op")
    units = view["units"]
    if op == "unblock_icon":
        mine = {units[u][0] for ships in (False, True) for u in _mine(view, seat, ships)
                if units[u] is not None and units[u][0] >= 0}
        return not any(c[0] in mine for c in view.get("coins") or ())
    if op == "stand_up_rebels":
        return not any(units[u] is not None and units[u][0] >= 0 and units[u][3] == 2 for u in _mine(view, seat, False))
    if op == "place_citizens":
        return all(units[u] is not None for u in _mine(view, seat, False))
    if op == "free_action" and e.get("action") == BUILD and tuple(e.get("only") or ()) == (SHIP,):
        return all(units[u] is not None for u in _mine(view, seat, True))
    if op == "free_action" and e.get("action") == "recruitment":
        return recruit_outcome(view, content, {"price": e.get("price_override", -1), "needs_surplus": 1}) is None \
            or all(units[u] is not None for u in _mine(view, seat, False))
    return False


IDLE_WORDS = {"unblock_icon": "no barbarian coin lies on a hex where you have a unit",
              "stand_up_rebels": "you have no rebel citizen",
              "place_citizens": "all your citizens are in play",
              "build": "all your ships are in play",
              "recruitment": "nobody can be recruited now"}


def card_gives_nothing(view, content, cid, seat):
    """A card whose every effect would change nothing now while its use still costs (the
    card's use for the turn at least): its florins and markers (the Banker with less than
    5ƒ, a rebellion card at rebellion 0) and the primitives effect_idle knows (no coin to
    take, no rebel to stand up, no ship left to build). Read from the effects' data, never
    from card names. It glows faintly (soft) and its tooltip says why."""
    card = content.cards[cid]
    if not card.effects or card.is_wonder:
        return False
    at_once = [e for e in card.effects if e.get("op") in ("track", "gain_florins")]
    if any(e not in at_once and not effect_idle(view, content, e, seat) for e in card.effects):
        return False
    fl, _, _ = F.use_cost(view, content, cid, seat)
    return effects_outcome(view, content, at_once, seat, -fl) == Outcome(-fl)


def _why_idle(view, content, card, seat):
    for e in card.effects:
        if effect_idle(view, content, e, seat):
            return IDLE_WORDS.get(e.get("op")) or IDLE_WORDS.get(e.get("action"), "")
    return ""


def coin_words(coin):
    """What removing a barbarian coin gives: its florin, or nothing for the neutral marker
    that stands in for a coin when the bank had none (engine effects.block_act)."""
    return f"you keep its {coin}ƒ" if coin else "it is a neutral marker (the bank had no florin): no florin"


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
        return (" It would give nothing now" + (f": {why}" if why else _why_nothing(card))
                + (f", yet you would pay {cost} and use your card for the turn." if cost != "free"
                   else ", yet it would be your card use for the turn."))
    fl, _, _ = F.use_cost(view, content, cid, seat)
    o = effects_outcome(view, content, card.effects, seat, -fl)
    o = o._replace(florins=o.florins + fl)
    return "" if o == Outcome() else f" Now: {words(o)}."


def _why_nothing(card):
    for e in card.effects:
        amt = e.get("amount")
        if e.get("op") == "gain_florins" and not isinstance(amt, int) and amt.get("div"):
            return f" ({amt['each']}ƒ per full {amt['div']}ƒ you have)"
    return ""


def taxes_words(view, content, seat):
    """The Taxes tooltip's promise: 'You would get 4ƒ now (rebellion +1).'"""
    florins, rebellion = taxes_outcome(view, content, seat)
    if view["rebellion"] + rebellion > view["population"]:
        return "Rebellion would then exceed the population: independence ends the game."
    return f"You would get {florins}ƒ now ({words(Outcome(rebellion=rebellion))})."


# --- every action ---------------------------------------------------------------------------

def outcome(view, content, frame, a):
    """What action `a` of the decision `frame` will do at once to the acting player's
    florins and cubes and to the surplus and rebellion markers; None: no promise."""
    k, args, seat = a.kind, tuple(a.args), a.seat
    fk = frame.get("k")
    if k == HARVEST:
        return Outcome(cubes=_cubes({frame["res"]: harvest_gain(view, frame)}))
    if k == RECRUIT:
        got = recruit_outcome(view, content, frame)
        return None if got is None else Outcome(-got[0], (), got[1])
    if k == TX:
        which, side, res = args
        got = market_outcome(view, content, frame, which, side, res)
        return None if got is None else Outcome(got, _cubes({res: 1 if side == BUY else -1}))
    if k == PLACE_DISC and args[0] == TAXES:
        florins, rebellion = taxes_outcome(view, content, seat)
        return Outcome(florins, (), 0, rebellion)
    if k == USE_CARD and fk == TURN:
        return card_outcome(view, content, args[0], seat)
    if k == OPTION:
        o = tables.effect_list(content, frame["src"])[args[0]]
        paid = tables.cubes_paid(o["pay"], F.cubes(view))
        return effects_outcome(view, content, o["effects"], seat, 0, {r: -n for r, n in paid.items()})
    if k == WONDER_CITIZEN:
        if view["rebellion"] > view["population"] - 1:
            return None                      # independence: the game ends at once (R6.6)
        return effects_outcome(view, content, content.cards[frame["card"]].wonder["on_complete"], seat)
    if k == USE_BUILDING:
        return Outcome(-content.rules["market_use"]["florins"])
    if k == BUILD:
        fl, cu = tables.build_cost(content.rules, args[0])
        paid = tables.cubes_paid(cu, F.cubes(view))
        return Outcome(-fl, _cubes({r: -n for r, n in paid.items()}))
    if k == BUY and fk in (P6, P6_STEP):
        return Outcome(-view["track"][args[0]]["price"])
    if k == PAY_LEVY:
        owed, rate = frame["owed"], frame["rate"]
        return Outcome(-args[0], (), 0, _marker(view, content, "rebellion", view["rebellion"],
                                                (owed - args[0]) * rate))
    if k == SELL_BANK:
        got = tables.from_bank(frame["price"], view["bank"]["florins"])
        then = frame["left"] == 1 and frame.get("then")
        rest = effects_outcome(view, content, tables.effect_list(content, frame["then"]), seat) if then else Outcome()
        return rest._replace(florins=got + rest.florins, cubes=_cubes({args[0]: -1}))
    if k == EXCHANGE:
        return Outcome(cubes=_cubes({args[0]: -1, args[1]: 1}))
    if k == DELIVER:
        return Outcome(cubes=_cubes({args[0]: -1} if args[1] == "stock" else {}))
    if k == DONE and fk == SELL_BANK and frame.get("n") and frame.get("then"):
        return effects_outcome(view, content, tables.effect_list(content, frame["then"]), seat)
    if k == DONE and fk in (DCRISIS, XCRISIS):
        return Outcome(rebellion=crisis_rebellion(view, content, frame))
    return None


def crisis_standups(view, frame):
    """R6.2: lying citizens one cube delivered in this domestic crisis stands up."""
    lying = sum(1 for t in view["units"] if t is not None and t[3] == 1)
    return tables.crisis_standups(frame.get("n", 0), lying)


def crisis_rebellion(view, content, frame):
    """R6.2, R6.3: the rebellion a crisis adds if this is the last response: +1 per citizen
    still lying (domestic), per cube still wanted (export); 0 before the last response."""
    if frame.get("i", 0) < len(frame.get("who") or ()) - 1:
        return 0
    if frame["k"] == DCRISIS:
        missing = sum(1 for t in view["units"] if t is not None and t[3] == 1)
    else:
        missing = len(frame.get("open") or ())
    return _marker(view, content, "rebellion", view["rebellion"], missing)


def words(o):
    """An outcome in words: '+3ƒ, −1 wood, rebellion +1'; 'nothing' when nothing changes."""
    parts = []
    if o.florins:
        parts.append(f"{o.florins:+d}ƒ".replace("-", "−"))
    parts += [f"{k:+d} {r}".replace("-", "−") for r, k in o.cubes]
    for word, k in (("surplus workers", o.surplus), ("rebellion", o.rebellion)):
        if k:
            parts.append(f"{word} {k:+d}".replace("-", "−"))
    return ", ".join(parts) if parts else "nothing"


def recruit_card_words(view, content, card):
    """What a recruiting card (Employment Agency, Colonial Charter) would give now: at
    surplus 0 it can be used, and paid for, yet recruits nobody (R5.10)."""
    for e in card.effects:
        if e.get("op") == "free_action" and e.get("action") == "recruitment":
            frame = {"price": e.get("price_override", -1), "needs_surplus": 1}
            got = recruit_outcome(view, content, frame)
            if got is None:
                return " It recruits nobody now: surplus workers are 0."
            return f" Each recruit costs {got[0]}ƒ now."
    return ""
