"""Pure lookups in the rules tables and the card data: plain arguments in (the `rules`
mapping of rules.yaml, a content object, numbers), a row or a number out, never a game
state. The engine's rule code, the bots and the table all ask these, so every rule is
answered in one place.
"""

from archipelago.vocab import BALANCE_PARTS

from .kinds import CIRCLE_MINE, CIRCLES_TAKEN


# --- rows by a marker's value (R7.3, R7.4, R7.6) ------------------------------------------

def row_of(rows, value):
    """The first row whose `upto` is at least value (tables of R7.3, R7.4, R7.6)."""
    for row in rows:
        if value <= row["upto"]:
            return row
    return rows[-1]


def stability_row(rules, population):
    """R7.3: the row of board III for the population."""
    return row_of(rules["stability"]["rows"], population)


def surplus_row(rules, surplus):
    """R7.4: the row of board IV for the surplus workers."""
    return row_of(rules["surplus_board"]["rows"], surplus)


def recruit_price(rules, surplus):
    """R5.10, R7.4: florins a recruit costs at this surplus (None: no recruiting)."""
    return surplus_row(rules, surplus)["recruit_price"]


def tax_income(rules, citizens):
    """R5.13: florins the Taxes action brings for this many non-rebel citizens."""
    return row_of(rules["taxes"]["income"], citizens)["florins"]


def marker_change(value, delta, top):
    """R7.3, R7.4: the change a marker at `value` really makes when moved by `delta` on a
    board from 0 to `top` (it stops at both ends)."""
    return min(max(value + delta, 0), top) - value


def from_bank(n, stock):
    """What a gain of n takes from a bank holding `stock`: as far as it has them
    (R5.6, R5.13, DECK 3)."""
    return max(0, min(n, stock))


def cubes_paid(cost, have):
    """DECK 0.2.4: the cubes a player with `have` pays of a cube cost (explorer tokens, an
    option, cover the rest)."""
    return {res: min(n, have.get(res, 0)) for res, n in cost.items()}


def crisis_standups(per_cube, lying):
    """R6.2: citizens one delivered cube stands up: its number, as far as any lie."""
    return min(per_cube, lying)


def export_demand(rules, cubes, n):
    """R6.3, DECK 0.4: the cubes an export crisis asks of n players: the first min(n, L)
    of its list when the option export_truncation is on."""
    cubes = list(cubes)
    if rules["options"]["export_truncation"]:
        return cubes[:min(n, len(cubes))]
    return cubes


def crisis_cubes(per_cube, lying):
    """R6.2: the cubes that stand up `lying` citizens, `per_cube` each."""
    return -(-lying // per_cube)


def amount(amt, count):
    """DECK 3: evaluate an effect Amount: an int, {count, each, div, cap, base} (the cap
    bounds the counted part) or {of, tiers}; `count(name)` is a counter of DECK 0.5."""
    if isinstance(amt, int):
        return amt
    if "of" in amt:
        c = count(amt["of"])
        for tier in amt["tiers"]:
            if "upto" not in tier or c <= tier["upto"]:
                return tier["value"]
    c = count(amt["count"]) // amt.get("div", 1)
    if "cap" in amt:
        c = min(c, amt["cap"])
    return amt.get("base", 0) + amt["each"] * c


# --- markets (R7.1, R7.2): an area holds up to 3 cubes per price row ---------------------

def market_area(rules, market, res):
    """The area of `res` on board I (market "domestic") or board II ("export")."""
    return rules["domestic_market" if market == "domestic" else "export_market"][res]


def sale_price(rules, market, res, count):
    """R5.9: price paid for a cube entering an area holding `count` cubes (None: full)."""
    prices = market_area(rules, market, res)["prices"]
    if count >= 3 * len(prices):
        return None
    return prices[count // 3]


def buy_price(rules, market, res, count):
    """R5.9: price of the last cube of an area holding `count` cubes (None: empty)."""
    if count == 0:
        return None
    return market_area(rules, market, res)["prices"][(count - 1) // 3]


def market_effects(rules, market, res, count):
    """R5.3, R7.1, R7.2: the phase-3 effects of an area holding `count` cubes."""
    area = market_area(rules, market, res)
    return area["rows"][(count - 1) // 3] if count else area["empty"]


# --- prices and costs ----------------------------------------------------------------------

def track_price(rules, turns):
    """R7.8: the price of a track card turned `turns` times."""
    return rules["track"]["prices"][turns]


def build_cost(rules, kind):
    """R5.8: (florins, cubes) of a construction."""
    c = rules["build_costs"][kind]
    return c["florins"], c["cubes"]


def tokens_left(rules, kind, buildings):
    """R5.8: building tokens of `kind` still in the box, given the buildings on the map
    (tuples whose third item is the kind)."""
    for pool in rules["building_tokens"].values():
        if kind in pool["buildings"]:
            return pool["count"] - sum(1 for b in buildings if b[2] in pool["buildings"])
    return 0


def card_cost(rules, card, foreign):
    """DECK 0.2.4-5, 0.3: (florins, cubes, discs) to use a card, or to build a wonder;
    a `foreign` user (not the owner) pays the owner a fee on top of a use."""
    if card.is_wonder:
        c = card.wonder["build_cost"]
        return c.get("florins", 0), c.get("cubes", {}), c.get("action_discs", 0)
    c = card.use_cost
    fee = rules["options"]["foreign_use_fee"] if foreign else 0
    return c["florins"] + fee, c["cubes"], c["action_discs"]


# --- the action wheel (R7.7) ---------------------------------------------------------------

_SIDES = {}        # (id(rules), side name) -> (rules, spaces, limits): read once per rules


def _side(rules, side_name):
    hit = _SIDES.get((id(rules), side_name))
    if hit is None or hit[0] is not rules:
        side = next((s for s in rules["wheel"]["sides"] if s["name"] == side_name), None)
        if side is None:
            raise KeyError(side_name)
        spaces = []
        for space in rules["wheel"]["unlimited"]:
            spaces += [f"harvest:{r}" for r in rules["resources"]] if space == "harvest" else [space]
        hit = _SIDES[(id(rules), side_name)] = rules, tuple(spaces) + tuple(side["limited"]), side["limited"]
    return hit


def wheel_spaces(rules, side_name):
    """R7.7: every space of a wheel side, in the wheel's order: a harvest space per
    resource ("harvest:<resource>"), the other unlimited spaces, then the limited ones."""
    return _side(rules, side_name)[1]


def wheel_side_limits(rules, side_name):
    """R7.7: the limited spaces of a wheel side and their circles ({space: limits})."""
    return _side(rules, side_name)[2]


def wheel_limits(rules, side_name, space):
    """The limited-space circles of a wheel side, or None for an unlimited space."""
    return _side(rules, side_name)[2].get(space)


def circle_blocker(limits, placed, seat):
    """R7.7: own circle first, then a shared one; at most `per_player` discs each.
    `placed` lists the seat of every disc on the space. None if the seat may put a disc
    there, else why not: (CIRCLE_MINE, discs of the seat there) when it has its most, or
    (CIRCLES_TAKEN, shared circles) when every circle it could use is taken."""
    mine = placed.count(seat)
    if mine >= limits["per_player"]:
        return (CIRCLE_MINE, mine)
    if mine < limits["own"]:
        return None
    shared_used = sum(max(0, placed.count(s) - limits["own"]) for s in set(placed))
    return None if shared_used < limits["shared"] else (CIRCLES_TAKEN, limits["shared"])


def circle_free(limits, placed, seat):
    """R7.7: may the seat put a disc on a limited space (circle_blocker finds none)?"""
    return circle_blocker(limits, placed, seat) is None


# --- where effect lists live in the card data (R10.2, DECK 3) -------------------------------

def disc_gains(discs, top, step):
    """R8, R5.12: the action discs each player gains when an explorer pile runs out, from
    the discs each holds: `step` each, up to `top` (0 for a player who holds the most)."""
    return [max(0, min(top, d + step) - d) for d in discs]


def balance_parts(content, card_id):
    """R5.4, R6.5: the parts of a card's balance side phase 4 resolves, in their order
    (domestic, export, event): its red ones were resolved when it came to the top."""
    bal = content.cards[card_id].balance
    return tuple(p for p in BALANCE_PARTS if p in bal and p not in bal["red"])


def balance_effects(content, card_id, part):
    """R5.4, R6: the effect list of one part of a card's balance side."""
    bal = content.cards[card_id].balance
    if part == "event":
        return content.events[bal["event"]].effects
    if part == "domestic":
        d = bal["domestic"]
        return ({"op": "domestic_crisis", "resource": d["resource"],
                 "citizens_per_cube": d["citizens_per_cube"]},)
    return ({"op": "export_crisis", "cubes": bal["export"]["cubes"]},)


def effect_list(content, src):
    """The effects at path `src`: ("card", id, ...), ("event", id, ...), ("wonder", id, ...)
    or ("balance", card id, part, ...), each followed by keys into the list."""
    kind, ident = src[0], src[1]
    if kind == "card":
        obj = content.cards[ident].effects
        rest = src[2:]
    elif kind == "event":
        obj = content.events[ident].effects
        rest = src[2:]
    elif kind == "wonder":
        obj = content.cards[ident].wonder["on_complete"]
        rest = src[2:]
    else:
        obj = balance_effects(content, ident, src[2])
        rest = src[3:]
    for key in rest:
        obj = obj[key]
    return obj
