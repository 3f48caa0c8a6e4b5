"""What the table can tell about a decision from the viewer's view and the content rules:
prices, costs, control of buildings, and the reasons why something cannot be clicked now.

Plain Python (no pygame). The engine is the only authority: what is possible is the
view's `legal` list, who controls and who occupies a building is the view's `facts`
(engine pieces.public_facts), and why something is not possible is the engine's own
reason (engine answers.why_not / build_blocker) in the table's words (words.reason_words).
No rule is worked out here again (tests/test_layers.py checks it).
"""
from __future__ import annotations

from archipelago.engine import Action, answers, tables
from archipelago.engine.kinds import HARVEST, OPTION, PLACE_DISC, TX, USE_BUILDING, USE_CARD
from archipelago.engine.pieces import A, D, E, H, I, STANDING
from archipelago.i18n import _, ngettext, pgettext
from archipelago.words.reasons import reason_words

from ..render.map_words import face_words, hex_name, hex_words  # noqa: F401 (face_words, hex_words: the frames')
from ..render.names import (discs_words, kind_name, kind_title, list_words, market_name,  # noqa: F401
                            market_title, ordinal, res_count, res_name, res_title, tokens_words,
                            track_name)

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
        return _("Seat {n}").format(n=seat)


def unit_owner(view, u):
    return u // view["unit_slots"]


def is_ship(view, u):
    return u % view["unit_slots"] >= view["citizens_per_player"]


def unit_word(view, u):
    """The unit's kind as an id: "ship" or "citizen" (unit_name says it to players)."""
    return "ship" if is_ship(view, u) else "citizen"


def unit_name(view, u):
    return pgettext("unit", "ship") if is_ship(view, u) else pgettext("unit", "citizen")


def occupants(view):
    """Building -> the unit standing in it (the view's facts: engine pieces.occupants)."""
    return {b: u for b, u in enumerate(view["facts"]["occupant"]) if u is not None}


def controller(view, b):
    """R5.8: the seat controlling building b, or None (the view's facts: engine
    pieces.controller)."""
    return view["facts"]["control"][b]


def town_on(view, h):
    """The town building on hex h, or None."""
    for b, (bh, _a, k) in enumerate(view["buildings"]):
        if bh == h and k == "town":
            return b
    return None


def town_controller(view, h):
    """R5.8: the seat controlling the town on hex h (who grants harvest permission there),
    or None (the view's facts)."""
    b = town_on(view, h)
    return None if b is None else controller(view, b)


def unit_class(view, u):
    """Units the engine treats as one choice (owner and the whole unit tuple equal)."""
    t = view["units"][u]
    return (unit_owner(view, u),) + (tuple(t) if t is not None else (None,))


def hex_label(view, content, h):
    """A placed hex in words, never named like another placed hex (render.map_words.hex_name)."""
    try:
        return hex_name(view, content, h)
    except (IndexError, KeyError, TypeError):
        return _("a hex")


def area_label(view, content, h, a):
    try:
        face = content.faces[view["hexes"][h][2]]
        area = face.areas[a]
    except (IndexError, KeyError, TypeError):
        return _("land area {n}").format(n=a + 1)
    bits = ", ".join(res_name(i) for i in area.icons) if area.icons else _("no icons")
    name = hex_label(view, content, h)
    if len(face.areas) > 1:
        return _("land area {n} ({icons}) of {hex}").format(n=a + 1, icons=bits, hex=name)
    if area.icons:
        return _("the land of {hex}").format(hex=name)
    return _("the land of {hex} (no icons)").format(hex=name)


# --- costs ---------------------------------------------------------------------------------

def cost_words(florins_=0, cubes_=None, discs=0):
    parts = []
    for res, k in (cubes_ or {}).items():
        if k:
            parts.append(res_count(res, k))
    if florins_:
        parts.append(f"{florins_}ƒ")
    if discs:
        parts.append(discs_words(discs))
    return " + ".join(parts) if parts else _("free")


def why_not(view, content, action):
    """Why the viewer cannot take `action` now, in the table's words ('' when it can): the
    engine's own reason (answers.why_not, worked out on a world drawn from the view)."""
    why = answers.why_not(content, view, action)
    return "" if why is None else reason_words(why)


def build_reason(view, content, kind, h, ship_builder=False):
    """Why the viewer cannot build `kind` on hex h now (R5.8: engine answers.build_blocker
    for the hex, the box and the purse; a unit able to build there is the caller's)."""
    why = answers.build_blocker(content, view, kind, h, ship_builder)
    return _("not possible here now") if why is None else reason_words(why)


def option_reason(view, content, k):
    """Why the viewer cannot take option k of a choice now (DECK 3.22)."""
    return why_not(view, content, Action(view["seat"], OPTION, (k,))) or _("not possible")


# --- migration by sea ------------------------------------------------------------------------

def convoy(view, content, action):
    """R5.7: the ships a citizen's migration move takes by sea, as the engine answers it
    (answers.convoy): ((ship, hex behind, hex ahead), ...), one per border crossed, or
    ((ship, h, h),) for a hop between two islands of h; () for a walk or any other action."""
    return answers.convoy(content, view, action) or ()


def convoy_words(view, content, route):
    """A move by sea in the table's words: which of the viewer's ships bridges each border
    ('' for a walk)."""
    if not route:
        return ""
    ship, frm, to = route[0]
    if frm == to:
        return _("By sea: your ship on {hex} carries it between the hex's islands.").format(
            hex=hex_label(view, content, frm))
    legs = []
    for ship, frm, to in route:
        leg = _("to {to}, by your ship there") if view["units"][ship][H] == to else _("to {to}, by your ship on {frm}")
        legs.append(leg.format(to=hex_label(view, content, to), frm=hex_label(view, content, frm)))
    return ngettext("By sea, one ship for the border: {legs}.", "By sea, one ship for each border: {legs}.",
                    len(legs)).format(legs=_("; then ").join(legs))


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


def market_reason(view, content, which, side, res):
    """Why the viewer cannot make this transaction of the market frame now (R5.9)."""
    return why_not(view, content, Action(view["seat"], TX, (which, side, res)))


def building_reason(view, content, b):
    """Why the viewer cannot use market or port b now (R5.8)."""
    return why_not(view, content, Action(view["seat"], USE_BUILDING, (b,)))


# --- the wheel -------------------------------------------------------------------------------

def harvest_units(view, content, res, seat=None):
    """R5.6: how many of the seat's units could harvest `res` now, one free icon each, as
    the engine pairs them (actions.harvest_moves): active units on a free icon's land area
    (ships: in the sea), not on a hex whose town another player controls (that needs
    permission first; control: the view's facts)."""
    seat = view.get("seat") if seat is None else seat
    fish = res in content.rules["sea_resources"]
    slots, cits = view["unit_slots"], view["citizens_per_player"]
    first = seat * slots + (cits if fish else 0)
    last = seat * slots + (slots if fish else cits)
    units = view["units"]
    taken = {(t[H], t[I]) for t in units if t is not None and t[I] >= 0}
    taken.update(tuple(c[:2]) for c in view.get("coins") or ())
    control = view["facts"]["control"]
    foreign = {h for b, (h, _, kind) in enumerate(view["buildings"])
               if kind == "town" and control[b] is not None and control[b] != seat}
    n = 0
    claimed = set()
    for u in range(first, last):
        t = units[u]
        if t is None or t[E] != 0 or t[D] != STANDING or t[H] < 0 or t[H] in foreign:
            continue
        face = content.faces[view["hexes"][t[H]][2]]
        for idx, r in face.area_icons[-1 if fish else t[A]]:
            if r == res and (t[H], idx) not in taken and (t[H], idx) not in claimed:
                claimed.add((t[H], idx))
                n += 1
                break
    return n


def wheel_side(view, content):
    for side in content.rules["wheel"]["sides"]:
        if side["name"] == view.get("wheel_side"):
            return side
    for side in content.rules["wheel"]["sides"]:
        if view["n"] in side["players"]:
            return side
    return content.rules["wheel"]["sides"][0]


def space_reason(view, content, space):
    """Why the viewer cannot place a disc on `space` now (R5.5, R7.7)."""
    return why_not(view, content, Action(view["seat"], PLACE_DISC, (space,)))


# --- cards ---------------------------------------------------------------------------------------

def use_cost(view, content, cid, seat):
    """(florins, cubes, discs) the seat pays to use (or build) the card (DECK 0.2.4-5)."""
    owner = (view.get("owner") or {}).get(cid)
    return tables.card_cost(content.rules, content.cards[cid], owner is not None and owner != seat)


def card_reason(view, content, cid):
    """Why the viewer cannot use (or build) card `cid` now (R10.3, DECK 0.2, 0.3)."""
    return why_not(view, content, Action(view["seat"], USE_CARD, (cid,)))


# --- effects as words (choice options) -------------------------------------------------------

def effect_words(effects):
    parts = []
    for e in effects or ():
        op = e.get("op")
        if op == "track":
            amt = e.get("amount")
            word = track_name(e.get("track"))
            if isinstance(amt, int):
                parts.append(_("{track} {change}").format(
                    track=word, change=f"{'+' if amt > 0 else '−' if amt < 0 else ''}{abs(amt)}"))
            else:
                parts.append(_("{track} changes").format(track=word))
        elif op == "gain_florins":
            amt = e.get("amount")
            parts.append(_("gain {florins}ƒ").format(florins=amt) if isinstance(amt, int) else _("gain florins"))
        elif op == "gain_explorer_token":
            parts.append(tokens_words(e.get("n", 1)))
        else:
            parts.append(str(op).replace("_", " "))
    return ", ".join(parts) if parts else _("nothing")



def wheel_spaces(view, content):
    """Every space of the wheel side in play: harvest per resource, the other unlimited
    spaces, then the limited ones."""
    out = []
    for s in content.rules["wheel"]["unlimited"]:
        if s == HARVEST:
            out += [f"harvest:{r}" for r in resources(content)]  # i18n: not shown (wheel space ids)
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
            parts.append(res_count(r, have.get(r, 0) + k))
    return _("you then have {things}").format(things=", ".join(parts)) if parts else ""
