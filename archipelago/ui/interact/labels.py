"""Any engine action as a short imperative phrase ("Place a disc on Taxes", "Buy slot 3
(4ƒ)"): button labels, 'Click: ...' tooltips and the fallback buttons of the decision
panel. Plain Python."""
from __future__ import annotations

from archipelago.i18n import Inflected, _, N_, pgettext
from archipelago.words.names import space_title
from . import facts as F
from archipelago.engine.pieces import H
from archipelago.engine.kinds import (ASK, BENEFACTOR, BID, BLOCK, BUILD, BUY, BUY_REVEALED,
                                      DELIVER, DROP, ENTER, EVICT, EXCHANGE, EXPLORE_PUT,
                                      EXPLORE_UNIT, FIST, GIVE, GRANT_FOR, HARVEST, MARKET, MOVE, OFFER,
                                      OPTION, ORDER, PAY_LEVY, PEEK, PLACE_DISC, PORT_SHIP,
                                      R0_AREA, R0_PICK, R0_PUT, RECRUIT, REMOVE, SELL_BANK, SINK,
                                      STAND, TEMPLE, TOKEN, TO_MARKET, TO_SELF, TURN, TX, UNBLOCK,
                                      USE_BUILDING, USE_CARD, WONDER_CITIZEN)


def card_name(content, cid):
    """A card's name as players read it (the content's shown text, issue 29)."""
    return content.shown("card", cid, "name") if cid in content.cards else str(cid)


def item_word(content, item, k=1):
    if item == "florin":
        return f"{k}ƒ"
    if item == TOKEN:
        return F.tokens_words(k)
    if item in content.cards:
        return card_name(content, item)
    return F.res_count(item, k)


def items_words(content, items):
    if not items:
        return _("nothing")
    return ", ".join(item_word(content, i, k) for i, k in items)


def unit_words(ship, mine, name):
    """A unit as a label names it: "your citizen", "Bob's ship", with the forms German needs
    (issue 39: "Mit {unit.dat} ernten" -> "Mit deinem Bürger ernten", never "Bürger von Ann"
    said to Ann)."""
    if mine and ship:
        return Inflected(_("your ship"), {"acc": lambda: pgettext("accusative", "your ship"),
                                          "dat": lambda: pgettext("dative", "your ship")})
    if mine:
        return Inflected(_("your citizen"), {"acc": lambda: pgettext("accusative", "your citizen"),
                                             "dat": lambda: pgettext("dative", "your citizen")})
    if ship:
        return Inflected(_("{name}'s ship").format(name=name),
                         {"acc": lambda: pgettext("accusative", "{name}'s ship").format(name=name),
                          "dat": lambda: pgettext("dative", "{name}'s ship").format(name=name)})
    return Inflected(_("{name}'s citizen").format(name=name),
                     {"acc": lambda: pgettext("accusative", "{name}'s citizen").format(name=name),
                      "dat": lambda: pgettext("dative", "{name}'s citizen").format(name=name)})


def _on_hex(who, hex_):
    """A unit on a hex ("your citizen on the wood hex"), in every form its unit has."""
    return Inflected(_("{unit} on {hex}").format(unit=who, hex=hex_),
                     {form: (lambda f=form: _("{unit} on {hex}").format(unit=getattr(who, f), hex=hex_))
                      for form in who.forms()})


def building_words(kind, hex_):
    """A building on a hex ("the market on the wood hex"), with its article in each case."""
    k = F.kind_name(kind)
    return Inflected(_("the {kind} on {hex}").format(kind=k, hex=hex_),
                     {"acc": lambda: pgettext("accusative", "the {kind} on {hex}").format(kind=k, hex=hex_),
                      "dat": lambda: pgettext("dative", "the {kind} on {hex}").format(kind=k, hex=hex_)})


# Actions whose label needs no arguments (English kept here, translated where shown).
FIXED = {
    "end_turn": N_("End turn"),
    "pass": N_("Pass"),
    "done": N_("Done"),
    "grant": N_("Grant"),
    "refuse": N_("Refuse"),
    "pay_permit": N_("Pay and harvest"),
    "decline": N_("Decline"),
    "explore_take": N_("Take this hex"),
    "explore_discard": N_("Discard it, take the next"),
    "send": N_("Send offer"),
    "cancel": N_("Cancel"),
    "accept": N_("Accept"),
    "reject": N_("Reject"),
    "counter": N_("Counter"),
}


def label(view, content, a) -> str:
    k, args = a.kind, tuple(a.args)
    def nm(s):
        return F.name(view, s)

    units = view["units"]

    def unit(u):
        t = units[u] if 0 <= u < len(units) else None
        seat = F.unit_owner(view, u)
        who = unit_words(F.is_ship(view, u), seat == view.get("seat"), nm(seat))
        if t is not None and t[H] >= 0:
            return _on_hex(who, F.hex_label(view, content, t[H]))
        return who

    def building(b):
        try:
            h, _a, kind = view["buildings"][b]
        except (IndexError, TypeError):
            return _("building {n}").format(n=b)
        return building_words(kind, F.hex_label(view, content, h))

    def card(c):
        return card_name(content, c)

    def hexw(h):
        return F.hex_label(view, content, h)

    if k in FIXED:
        return _(FIXED[k])
    if k == PLACE_DISC:
        return _("Place a disc on {space}").format(space=space_title(args[0]))
    if k == USE_CARD:
        return _("Use {card}").format(card=card(args[0]))
    if k == USE_BUILDING:
        return _("Use {building} ({florins}ƒ)").format(building=building(args[0]),
                                                       florins=content.rules['market_use']['florins'])
    if k == EVICT:
        return _("Evict the rebel from {building}").format(building=building(args[0]))
    if k == OFFER:
        return _("Trade with {name}").format(name=nm(args[0]))
    if k == HARVEST:
        return _("Harvest with {unit}").format(unit=unit(args[0]))
    if k == ASK and isinstance(args[0], int):
        return _("Ask permission on {hex}").format(hex=hexw(args[0]))
    if k == GRANT_FOR:
        return _("Grant for {florins}ƒ").format(florins=args[0])
    if k == MOVE:
        u, h, area = args
        dest = hexw(h) if area < 0 else F.area_label(view, content, h, area)
        return _("Move {unit} to {place}").format(unit=unit(u), place=dest)
    if k == ENTER:
        return _("Move {unit} into {building}").format(unit=unit(args[0]), building=building(args[1]))
    if k == BUILD:
        kind, u, area = args
        return _("Build a {kind} ({unit} on {hex})").format(kind=F.kind_name(kind), unit=F.unit_name(view, u),
                                                            hex=hexw(units[u][0]))
    if k == TX:
        market, side, res = args
        if market == "export":
            msg = _("Buy {cube} (export)") if side == BUY else _("Sell {cube} (export)")
        else:
            msg = _("Buy {cube} (domestic)") if side == BUY else _("Sell {cube} (domestic)")
        return msg.format(cube=F.res_count(res, 1))
    if k == RECRUIT:
        return _("Recruit on {place}").format(place=F.area_label(view, content, args[0], args[1]))
    if k == EXPLORE_PUT:
        side, q, r, rot = args
        return _("Place side {side} at ({q}, {r}), rotation {rot}").format(side='AB'[side], q=q, r=r, rot=rot)
    if k == EXPLORE_UNIT:
        return _("Move {unit} onto the new hex").format(unit=unit(args[0]))
    if k == R0_PICK:
        return _("Hex {n}, side {side}").format(n=args[0] + 1, side='AB'[args[1]])
    if k == R0_PUT:
        return _("Place at ({q}, {r}), rotation {rot}").format(q=args[0], r=args[1], rot=args[2])
    if k == R0_AREA:
        return _("Land area {n}").format(n=args[0] + 1)
    if k == TO_MARKET:
        return _("{cube} to the domestic market").format(cube=F.res_count(args[0], 1))
    if k == TO_SELF:
        return _("Take {cube}").format(cube=F.res_count(args[0], 1))
    if k == BID:
        return _("Bid {florins}ƒ").format(florins=args[0])
    if k == ORDER:
        return _("{name} next").format(name=nm(args[0]))
    if k == TEMPLE:
        return _("Temple: stand up every citizen on {hex}").format(hex=hexw(view['buildings'][args[0]][0]))
    if k == DELIVER:
        res, src = args
        if src == MARKET:
            return _("Deliver {cube} from the market").format(cube=F.res_count(res, 1))
        if src == "stock":
            return _("Deliver {cube} from your stock").format(cube=F.res_count(res, 1))
        return _("Deliver {cube} from an explorer token").format(cube=F.res_count(res, 1))
    if k == STAND:
        return _("Stand up {unit}").format(unit=unit(args[0]))
    if k == BENEFACTOR:
        words = {"take": pgettext("benefactor", "Take"), "always": _("Always take"), "skip": _("Skip")}
        return words.get(args[0], args[0])
    if k == BUY:
        slot = (view.get("track") or [None] * 5)[args[0]]
        if slot:
            return _("Buy {card} ({price}ƒ)").format(card=card(slot['card']), price=slot['price'])
        return _("Buy slot {n}").format(n=args[0] + 1)
    if k == TURN:
        slot = (view.get("track") or [None] * 5)[args[0]]
        if slot:
            return _("Turn {card}").format(card=card(slot['card']))
        return _("Turn slot {n}").format(n=args[0] + 1)
    if k == GIVE:
        return _("Give {item}").format(item=item_word(content, args[0]))
    if k == ASK:
        return _("Ask for {item}").format(item=item_word(content, args[0]))
    if k == DROP:
        msg = _("Remove {item} from 'you give'") if args[0] == GIVE else _("Remove {item} from 'you get'")
        return msg.format(item=item_word(content, args[1]))
    if k == SELL_BANK:
        return _("Sell {cube} to the bank").format(cube=F.res_count(args[0], 1))
    if k == EXCHANGE:
        return _("Give {cube}, take {other}").format(cube=F.res_count(args[0], 1), other=F.res_count(args[1], 1))
    if k == BUY_REVEALED:
        return _("Buy {card}").format(card=card(args[0]))
    if k == PEEK:
        return _("Look at {name}'s objective").format(name=nm(args[0]))
    if k in (REMOVE, SINK):
        return _("Return {unit} to the reserve").format(unit=unit(args[0]))
    if k == PORT_SHIP:
        return _("A ship at {building}").format(building=building(args[0]))
    if k == BLOCK:
        return _("Block icon {n} of {hex}").format(n=args[1] + 1, hex=hexw(args[0]))
    if k == UNBLOCK:
        return _("Remove the coin from {hex}").format(hex=hexw(args[0]))
    if k == FIST:
        return _("Hide {cube}").format(cube=F.res_count(args[0], 1))
    if k == PAY_LEVY:
        return _("Pay {florins}ƒ").format(florins=args[0])
    if k == OPTION:
        return _("Option {n}").format(n=args[0] + 1)
    if k == WONDER_CITIZEN:
        return _("Build with {unit}").format(unit=unit(args[0]))
    return (k.replace("_", " ") + " " + " ".join(str(x) for x in args)).strip().capitalize()
