"""Any engine action as a short imperative phrase ("Place a disc on Taxes", "Buy slot 3
(4ƒ)"): button labels, 'Click: ...' tooltips and the fallback buttons of the decision
panel. Plain Python."""
from __future__ import annotations

from archipelago.words import space_title
from . import facts as F
from archipelago.engine.pieces import H
from archipelago.engine.kinds import (ASK, BENEFACTOR, BID, BLOCK, BUILD, BUY, BUY_REVEALED,
                                      DELIVER, DROP, ENTER, EVICT, EXCHANGE, EXPLORE_PUT,
                                      EXPLORE_UNIT, FIST, GIVE, GRANT_FOR, HARVEST, MOVE, OFFER,
                                      OPTION, ORDER, PAY_LEVY, PEEK, PLACE_DISC, PORT_SHIP,
                                      R0_AREA, R0_PICK, R0_PUT, RECRUIT, REMOVE, SELL_BANK, SINK,
                                      STAND, TEMPLE, TOKEN, TO_MARKET, TO_SELF, TURN, TX, UNBLOCK,
                                      USE_BUILDING, USE_CARD, WONDER_CITIZEN)


def item_word(content, item, k=1):
    if item == "florin":
        return f"{k}ƒ"
    if item == TOKEN:
        return F.plural(k, "explorer token")
    if item in content.cards:
        return content.cards[item].name
    return f"{k} {item}"


def items_words(content, items):
    if not items:
        return "nothing"
    return ", ".join(item_word(content, i, k) for i, k in items)


# Actions whose label needs no arguments.
FIXED = {
    "end_turn": "End turn",
    "pass": "Pass",
    "done": "Done",
    "grant": "Grant",
    "refuse": "Refuse",
    "pay_permit": "Pay and harvest",
    "decline": "Decline",
    "explore_take": "Take this hex",
    "explore_discard": "Discard it, take the next",
    "send": "Send offer",
    "cancel": "Cancel",
    "accept": "Accept",
    "reject": "Reject",
    "counter": "Counter",
}


def label(view, content, a) -> str:
    k, args = a.kind, tuple(a.args)
    def nm(s):
        return F.name(view, s)

    units = view["units"]

    def unit(u):
        t = units[u] if 0 <= u < len(units) else None
        where = f" on {F.hex_label(view, content, t[H])}" if t is not None and t[H] >= 0 else ""
        return f"{nm(F.unit_owner(view, u))}'s {F.unit_word(view, u)}{where}"

    def building(b):
        try:
            h, _, kind = view["buildings"][b]
        except (IndexError, TypeError):
            return f"building {b}"
        return f"the {kind} on {F.hex_label(view, content, h)}"

    def card(c):
        return content.cards[c].name if c in content.cards else str(c)

    if k in FIXED:
        return FIXED[k]
    if k == PLACE_DISC:
        return f"Place a disc on {space_title(args[0])}"
    if k == USE_CARD:
        return f"Use {card(args[0])}"
    if k == USE_BUILDING:
        return f"Use {building(args[0])} ({content.rules['market_use']['florins']}ƒ)"
    if k == EVICT:
        return f"Evict the rebel from {building(args[0])}"
    if k == OFFER:
        return f"Trade with {nm(args[0])}"
    if k == HARVEST:
        return f"Harvest with {unit(args[0])}"
    if k == ASK and isinstance(args[0], int):
        return f"Ask permission on {F.hex_label(view, content, args[0])}"
    if k == GRANT_FOR:
        return f"Grant for {args[0]}ƒ"
    if k == MOVE:
        u, h, area = args
        dest = F.hex_label(view, content, h) if area < 0 else F.area_label(view, content, h, area)
        return f"Move {unit(u)} to {dest}"
    if k == ENTER:
        return f"Move {unit(args[0])} into {building(args[1])}"
    if k == BUILD:
        kind, u, area = args
        return f"Build a {kind} ({F.unit_word(view, u)} on {F.hex_label(view, content, units[u][0])})"
    if k == TX:
        market, side, res = args
        return f"{side.capitalize()} 1 {res} ({market})"
    if k == RECRUIT:
        return f"Recruit on {F.area_label(view, content, args[0], args[1])}"
    if k == EXPLORE_PUT:
        side, q, r, rot = args
        return f"Place side {'AB'[side]} at ({q}, {r}), rotation {rot}"
    if k == EXPLORE_UNIT:
        return f"Move {unit(args[0])} onto the new hex"
    if k == R0_PICK:
        return f"Hex {args[0] + 1}, side {'AB'[args[1]]}"
    if k == R0_PUT:
        return f"Place at ({args[0]}, {args[1]}), rotation {args[2]}"
    if k == R0_AREA:
        return f"Land area {args[0] + 1}"
    if k == TO_MARKET:
        return f"1 {args[0]} to the domestic market"
    if k == TO_SELF:
        return f"Take 1 {args[0]}"
    if k == BID:
        return f"Bid {args[0]}ƒ"
    if k == ORDER:
        return f"{nm(args[0])} next"
    if k == TEMPLE:
        return f"Temple: stand up every citizen on {F.hex_label(view, content, view['buildings'][args[0]][0])}"
    if k == DELIVER:
        res, src = args
        return f"Deliver 1 {res} from " + {"market": "the market", "stock": "your stock",
                                           "token": "an explorer token"}.get(src, src)
    if k == STAND:
        return f"Stand up {unit(args[0])}"
    if k == BENEFACTOR:
        return {"take": "Take", "always": "Always take", "skip": "Skip"}.get(args[0], args[0])
    if k == BUY:
        slot = (view.get("track") or [None] * 5)[args[0]]
        return f"Buy {card(slot['card'])} ({slot['price']}ƒ)" if slot else f"Buy slot {args[0] + 1}"
    if k == TURN:
        slot = (view.get("track") or [None] * 5)[args[0]]
        return f"Turn {card(slot['card'])}" if slot else f"Turn slot {args[0] + 1}"
    if k == GIVE:
        return f"Give {item_word(content, args[0])}"
    if k == ASK:
        return f"Ask for {item_word(content, args[0])}"
    if k == DROP:
        return f"Remove {item_word(content, args[1])} from '{'you give' if args[0] == GIVE else 'you get'}'"
    if k == SELL_BANK:
        return f"Sell 1 {args[0]} to the bank"
    if k == EXCHANGE:
        return f"Give 1 {args[0]}, take 1 {args[1]}"
    if k == BUY_REVEALED:
        return f"Buy {card(args[0])}"
    if k == PEEK:
        return f"Look at {nm(args[0])}'s objective"
    if k == REMOVE:
        return f"Return {unit(args[0])} to the reserve"
    if k == SINK:
        return f"Return {unit(args[0])} to the reserve"
    if k == PORT_SHIP:
        return f"A ship at {building(args[0])}"
    if k == BLOCK:
        return f"Block icon {args[1] + 1} of {F.hex_label(view, content, args[0])}"
    if k == UNBLOCK:
        return f"Remove the coin from {F.hex_label(view, content, args[0])}"
    if k == FIST:
        return f"Hide 1 {args[0]}"
    if k == PAY_LEVY:
        return f"Pay {args[0]}ƒ"
    if k == OPTION:
        return f"Option {args[0] + 1}"
    if k == WONDER_CITIZEN:
        return f"Build with {unit(args[0])}"
    return (k.replace("_", " ") + " " + " ".join(str(x) for x in args)).strip().capitalize()
