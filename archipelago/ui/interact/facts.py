"""What the table can tell about a decision from the viewer's view and the content rules:
prices, costs, control of buildings, and the reasons why something cannot be clicked now.

Plain Python (no pygame). The engine's `legal` list stays the only authority on what is
possible; these helpers only explain the rest ("needs 2ƒ", "circle taken").
"""
from __future__ import annotations

from archipelago.engine import tables

from ..render.hexmap import hex_words

RESOURCES_FALLBACK = ("fruit", "cattle", "fish", "wood", "stone", "iron")


def resources(content):
    return tuple(content.rules.get("resources", RESOURCES_FALLBACK))


def me(view):
    seat = view.get("seat")
    if seat is None or not (0 <= seat < len(view["players"])):
        return None
    return view["players"][seat]


def florins(view):
    p = me(view)
    return (p or {}).get("florins") or 0


def cubes(view):
    p = me(view)
    return dict((p or {}).get("cubes") or {})


def tokens(view):
    p = me(view)
    return (p or {}).get("tokens") or 0


def discs_left(view, seat=None):
    seat = view.get("seat") if seat is None else seat
    p = view["players"][seat]
    return (p.get("discs") or 0) - (p.get("discs_used") or 0)


def name(view, seat):
    try:
        return view["names"][seat]
    except (IndexError, TypeError):
        return f"Seat {seat}"


def plural(k, word):
    return f"{k} {word}" + ("" if k == 1 else "s")


# --- units and buildings -------------------------------------------------------------------

def unit_owner(view, u):
    return u // view["unit_slots"]


def is_ship(view, u):
    return u % view["unit_slots"] >= view["citizens_per_player"]


def unit_word(view, u):
    return "ship" if is_ship(view, u) else "citizen"


def occupants(view):
    occ = {}
    for u, t in enumerate(view["units"]):
        if t is not None and t[5] >= 0:
            occ[t[5]] = u
    return occ


def controller(view, b, occ=None):
    """R5.8 control (as the engine's pieces.controller), from the view."""
    occ = occupants(view) if occ is None else occ
    units = view["units"]
    u = occ.get(b)
    if u is not None and units[u][3] != 2:
        return unit_owner(view, u)
    h, _, kind = view["buildings"][b]
    if kind != "town":
        for tb, (bh, _, k) in enumerate(view["buildings"]):
            if bh == h and k == "town":
                tu = occ.get(tb)
                if tu is not None and units[tu][3] != 2:
                    return unit_owner(view, tu)
                return None
    return None


def town_on(view, h):
    for b, (bh, _, k) in enumerate(view["buildings"]):
        if bh == h and k == "town":
            return b
    return None


def building_on(view, h, kind):
    for b, (bh, _, k) in enumerate(view["buildings"]):
        if bh == h and k == kind:
            return b
    return None


def unit_class(view, u):
    """Units the engine treats as one choice (owner and the whole unit tuple equal)."""
    t = view["units"][u]
    return (unit_owner(view, u),) + (tuple(t) if t is not None else (None,))


def hex_label(view, content, h):
    try:
        face = content.faces[view["hexes"][h][2]]
    except (IndexError, KeyError, TypeError):
        return "a hex"
    return hex_words(face)


def area_label(view, content, h, a):
    try:
        face = content.faces[view["hexes"][h][2]]
        area = face.areas[a]
    except (IndexError, KeyError, TypeError):
        return f"land area {a + 1}"
    bits = ", ".join(area.icons) if area.icons else "no icons"
    if len(face.areas) > 1:
        return f"land area {a + 1} ({bits}) of {hex_words(face)}"
    return f"the land of {hex_words(face)}" + ("" if area.icons else " (no icons)")


# --- costs ---------------------------------------------------------------------------------

def cost_words(florins_=0, cubes_=None, discs=0):
    parts = []
    for res, k in (cubes_ or {}).items():
        if k:
            parts.append(f"{k} {res}")
    if florins_:
        parts.append(f"{florins_}ƒ")
    if discs:
        parts.append(plural(discs, "action disc"))
    return " + ".join(parts) if parts else "free"


def shortfall_words(view, content, florins_=0, cubes_=None, discs=0):
    """What the viewer lacks to pay a cost, as 'needs 1 stone + 2ƒ', or '' if payable."""
    have_f = florins(view)
    have_c = cubes(view)
    short_c = {r: k - have_c.get(r, 0) for r, k in (cubes_ or {}).items() if k > have_c.get(r, 0)}
    if short_c and content.rules.get("options", {}).get("tokens_pay_costs") \
            and sum(short_c.values()) <= tokens(view):
        short_c = {}
    parts = [f"{k} more {r}" if have_c.get(r, 0) else f"{k} {r}" for r, k in short_c.items()]
    if florins_ > have_f:
        parts.append(f"{florins_}ƒ (you have {have_f})")
    if discs and discs_left(view) < discs:
        parts.append(plural(discs, "free action disc"))
    return ("needs " + " + ".join(parts)) if parts else ""


def build_reason(view, content, kind, h, ship_builder=False):
    """Why the viewer cannot build `kind` on hex h now (best guess from the view)."""
    if ship_builder and kind != "port":
        return "a ship can only build a port"
    if kind == "ship":
        seat = view["seat"]
        slots, ncit = view["unit_slots"], view["citizens_per_player"]
        ships = sum(1 for u in range(seat * slots + ncit, (seat + 1) * slots) if view["units"][u] is not None)
        if ships >= slots - ncit:
            return f"all your {slots - ncit} ships are on the map"
    else:
        if building_on(view, h, kind) is not None:
            return f"this hex already has a {kind}"
        if tables.tokens_left(content.rules, kind, view["buildings"]) <= 0:
            return f"no {kind} tokens left"
    fl, cu = tables.build_cost(content.rules, kind)
    short = shortfall_words(view, content, fl, cu)
    if short:
        return short
    return "not possible here now"


# --- markets -------------------------------------------------------------------------------

def price_to_buy(view, content, which, res, override=-1):
    """R5.9 as the viewer sees the market: None if the area is empty; a frame's fixed
    price (`override` >= 0) replaces the row price."""
    price = tables.buy_price(content.rules, which, res, view["markets"][which].get(res, 0))
    if price is not None and override is not None and override >= 0:
        return override
    return price


def price_to_sell(view, content, which, res, bonus=0):
    """R5.9 as the viewer sees the market: None if the area is full, else price + bonus."""
    price = tables.sale_price(content.rules, which, res, view["markets"][which].get(res, 0))
    return None if price is None else price + (bonus or 0)


def market_reason(view, content, which, side, res, frame):
    if which not in (frame.get("markets") or ("domestic", "export")):
        return f"this transaction is on the {frame['markets'][0]} market"
    if side not in (frame.get("kinds") or ("buy", "sell")):
        return f"only {'buying' if side == 'sell' else 'selling'} is allowed here"
    if side == "buy":
        price = price_to_buy(view, content, which, res, frame.get("buy_price", -1))
        if price is None:
            return f"no {res} on the {which} market"
        if florins(view) < price:
            return f"needs {price}ƒ (you have {florins(view)})"
    else:
        if cubes(view).get(res, 0) <= 0:
            return f"you have no {res}"
        if price_to_sell(view, content, which, res) is None:
            return f"the {res} area is full"
    return "not possible now"


# --- the wheel -------------------------------------------------------------------------------

def wheel_side(view, content):
    for side in content.rules["wheel"]["sides"]:
        if side["name"] == view.get("wheel_side"):
            return side
    for side in content.rules["wheel"]["sides"]:
        if view["n"] in side["players"]:
            return side
    return content.rules["wheel"]["sides"][0]


def circle_reason(view, content, space, seat):
    """R7.7 for a limited space: '' if the seat may place a disc there, else why not."""
    lim = wheel_side(view, content)["limited"].get(space)
    if lim is None:
        return ""
    placed = list((view.get("wheel") or {}).get(space, ()))
    mine = placed.count(seat)
    if mine >= lim["per_player"]:
        return "you already have " + ("a disc" if lim["per_player"] == 1 else f"{mine} discs") + " here"
    if mine < lim["own"]:
        return ""
    shared_used = sum(max(0, placed.count(s) - lim["own"]) for s in set(placed))
    if shared_used >= lim["shared"]:
        return "circle taken" if lim["shared"] <= 1 else "every circle is taken"
    return ""


def space_reason(view, content, space, frame):
    """Why the viewer cannot place a disc on `space` now."""
    seat = view["seat"]
    if frame.get("disc"):
        return "you already took an action this turn"
    if discs_left(view, seat) <= 0:
        return "no action disc left"
    why = circle_reason(view, content, space, seat)
    if why:
        return why
    if space == "reproduction" and view["players"][seat].get("reproduced"):
        return "you already reproduced this round"
    if space == "exploration" and not (view.get("hex_stack_size") or view.get("hex_discard_size")):
        return "no hex left to explore"
    if space.startswith("harvest:"):
        res = space.split(":", 1)[1]
        return f"no active {'ship' if res in content.rules.get('sea_resources', ('fish',)) else 'citizen'} of yours stands by a free {res} icon"
    if space == "recruitment":
        price = tables.recruit_price(content.rules, view["surplus"])
        if not view["surplus"] or price is None:
            return "no surplus workers"
        if florins(view) < price:
            return f"needs {price}ƒ (you have {florins(view)})"
        return "no room for another citizen"
    if space == "migration":
        return "no active unit of yours can move"
    if space == "trade":
        return "nothing you can buy or sell"
    if space == "build":
        return "you cannot afford any building where your units stand"
    return "not possible now"


def building_reason(view, content, b, frame):
    """Why the viewer cannot use market or port `b` (one they control) now."""
    kind = view["buildings"][b][2]
    fee = content.rules["market_use"]["florins"]
    if b in (view.get("used_buildings") or ()):
        return "already used this round"
    if frame.get("k") == "turn" and kind in (frame.get("uses") or ()):
        return f"you already used a {kind} this turn (a market and a port at most per turn)"
    if florins(view) < fee:
        return f"needs {fee}ƒ"
    return "not possible now"


# --- cards ---------------------------------------------------------------------------------------

def use_cost(view, content, cid, seat):
    """(florins, cubes, discs) the seat pays to use (or build) the card (DECK 0.2.4-5)."""
    owner = (view.get("owner") or {}).get(cid)
    return tables.card_cost(content.rules, content.cards[cid], owner is not None and owner != seat)


def card_reason(view, content, cid, frame):
    """Why the viewer cannot use (or build) card `cid` now."""
    seat = view["seat"]
    card = content.cards[cid]
    owner = (view.get("owner") or {}).get(cid)
    if card.arrow == "none":
        return "this card is never used (no arrow)"
    if cid in (view.get("built") or {}):
        return "this wonder is built"
    if owner != seat and (card.arrow != "colour" or card.is_wonder):
        return "only its owner may use it (black arrow)" if not card.is_wonder else "only its owner may build it"
    if cid in (view.get("used_cards") or {}):
        return "already used this round"
    if (view.get("acquired") or {}).get(cid) == view.get("round"):
        return ("new this round: usable from the next round (the lock stays with the card, "
                "whoever holds it)")
    if frame.get("k") == "turn" and frame.get("card"):
        return "you already used a card this turn"
    if frame.get("k") not in ("turn", "harvest"):
        return "cards are used in your phase-5 turn"
    ops = {e["op"] for e in card.effects}
    fl, cu, ad = use_cost(view, content, cid, seat)
    short = shortfall_words(view, content, fl, cu, ad)
    if short:
        return short
    if "harvest_bonus" in ops:
        res = next(e["resource"] for e in card.effects if e["op"] == "harvest_bonus")
        return f"used together with your harvest of {res}"
    if card.is_wonder:
        req = card.wonder.get("requires")
        if req:
            return f"needs a {req[len('controls_'):]} you control and an active citizen"
        return "needs an active citizen of yours on the map"
    for e in card.effects:
        if e["op"] == "free_action" and e.get("action") == "reproduction" and view["players"][seat].get("reproduced"):
            return "you already reproduced this round"
        if e["op"] == "choice":
            return "you cannot pay any of its options"
    return "not possible now"


# --- effects as words (choice options) -------------------------------------------------------

def effect_words(effects):
    parts = []
    for e in effects or ():
        op = e.get("op")
        if op == "track":
            amt = e.get("amount")
            word = {"surplus": "surplus workers", "rebellion": "rebellion"}.get(e.get("track"), e.get("track"))
            if isinstance(amt, int):
                parts.append(f"{word} {'+' if amt > 0 else '−' if amt < 0 else ''}{abs(amt)}")
            else:
                parts.append(f"{word} changes")
        elif op == "gain_florins":
            amt = e.get("amount")
            parts.append(f"gain {amt}ƒ" if isinstance(amt, int) else "gain florins")
        elif op == "gain_explorer_token":
            parts.append(plural(e.get("n", 1), "explorer token"))
        else:
            parts.append(str(op).replace("_", " "))
    return ", ".join(parts) if parts else "nothing"


def wheel_spaces(view, content):
    """Every space of the wheel side in play: harvest per resource, the other unlimited
    spaces, then the limited ones."""
    out = []
    for s in content.rules["wheel"]["unlimited"]:
        if s == "harvest":
            out += [f"harvest:{r}" for r in resources(content)]
        else:
            out.append(s)
    return out + list(wheel_side(view, content)["limited"])


def after_words(view, florins_delta=0, cubes_delta=None):
    """The viewer's totals after a payment or gain: 'you then have 8ƒ, 0 stone, 2 wood'."""
    parts = []
    if florins_delta:
        parts.append(f"{florins(view) + florins_delta}ƒ")
    have = cubes(view)
    for r, k in (cubes_delta or {}).items():
        if k:
            parts.append(f"{have.get(r, 0) + k} {r}")
    return ("you then have " + ", ".join(parts)) if parts else ""
