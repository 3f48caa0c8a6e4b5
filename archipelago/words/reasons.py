"""Why an action is not possible, in words (issue 40: words by job): the engine's reasons
(kinds.py "reasons": a name, then its figures; engine/answers.py) as the tooltips and
prompts say them."""
from __future__ import annotations

from archipelago.engine import kinds as K
from archipelago.i18n import N_, _, ngettext
from archipelago.words.names import building_name, cubes, market_name, more_cubes, resource_name


def short_words(florins, cubes_, discs, have):
    """What a cost lacks (a SHORT reason's figures): 'needs 1 stone + 2ƒ (you have 1)'."""
    parts = [more_cubes(k, res) if held else cubes(k, res) for res, k, held in cubes_]
    if florins:
        parts.append(_("{need}ƒ (you have {have})").format(need=have + florins, have=have))
    if discs:
        parts.append(ngettext("{n} free action disc", "{n} free action discs", discs).format(n=discs))
    return _("needs {what}").format(what=" + ".join(parts))


# A building kind in the reasons, a sentence each (German articles follow the kind).
_HEX_HAS = {"town": N_("this hex already has a town"), "temple": N_("this hex already has a temple"),
            "market": N_("this hex already has a market"), "port": N_("this hex already has a port"),
            "ship": N_("this hex already has a ship")}
_WONDER_NEEDS = {"port": N_("needs a port you control and an active citizen"),
                 "market": N_("needs a market you control and an active citizen"),
                 "town": N_("needs a town you control and an active citizen"),
                 "temple": N_("needs a temple you control and an active citizen")}


def _kind(requires):
    """A building kind from a wonder's requirement ("controls_port" or "port")."""
    return str(requires).rsplit("_", 1)[-1]


def reason_words(reason) -> str:
    """An engine reason (kinds.py "reasons": a name, then its figures) in words."""
    code, *args = reason
    if code == K.SHORT:
        return short_words(*args)
    if code == K.CIRCLE_MINE:
        return ngettext("you already have a disc here", "you already have {n} discs here", args[0]).format(n=args[0])
    if code == K.CIRCLES_TAKEN:
        return _("circle taken") if args[0] <= 1 else _("every circle is taken")
    if code == K.NO_HARVEST:
        res, ship = args
        if ship:
            return _("no active ship of yours stands by a free {res} icon").format(res=resource_name(res))
        return _("no active citizen of yours stands by a free {res} icon").format(res=resource_name(res))
    if code == K.RESERVE_EMPTY:
        cits, on_wonders = args
        if on_wonders:
            return ngettext("all your {n} citizens are in play: {map} on the map, {wonders} on a wonder",
                            "all your {n} citizens are in play: {map} on the map, {wonders} on wonders",
                            on_wonders).format(n=cits, map=cits - on_wonders, wonders=on_wonders)
        return _("all your {n} citizens are on the map").format(n=cits)
    if code == K.NO_ROOM:
        return _("every hex where you have a unit already holds {n} of your citizens").format(n=args[0])
    if code == K.NOT_OWNER:
        return _("only its owner may build it") if args[0] else _("only its owner may use it (black arrow)")
    if code == K.WITH_HARVEST:
        return _("used together with your harvest of {res}").format(res=resource_name(args[0]))
    if code == K.WONDER_NEEDS:
        if not args[0]:
            return _("needs an active citizen of yours on the map")
        kind = _kind(args[0])
        if kind in _WONDER_NEEDS:
            return _(_WONDER_NEEDS[kind])
        return _("needs a {building} you control and an active citizen").format(building=building_name(kind))
    if code == K.HEX_HAS:
        if args[0] in _HEX_HAS:
            return _(_HEX_HAS[args[0]])
        return _("this hex already has a {building}").format(building=building_name(args[0]))
    if code == K.NO_TOKENS:
        return _("no {building} tokens left").format(building=building_name(args[0]))
    if code == K.ALL_SHIPS_OUT:
        return _("all your {n} ships are on the map").format(n=args[0])
    if code == K.OTHER_MARKET:
        return _("this transaction is on the {market}").format(market=market_name(args[0]))
    if code == K.ONE_SIDE:
        return _("only buying is allowed here") if args[0] == K.BUY else _("only selling is allowed here")
    if code == K.MARKET_EMPTY:
        return _("no {res} on the {market}").format(res=resource_name(args[1]), market=market_name(args[0]))
    if code == K.NO_CUBE:
        return _("you have no {res}").format(res=resource_name(args[0]))
    if code == K.AREA_FULL:
        return _("the {res} area is full").format(res=resource_name(args[1]))
    return _(REASON_WORDS[code]) if code in REASON_WORDS else _("not possible now")


def recruit_stop_reason_words(reason) -> str:
    """Why no (further) citizen can be recruited (an engine reason of recruit_stop), as the
    recruitment prompt says it."""
    code, *args = reason
    if code == K.NO_SURPLUS:
        return _("there are no surplus workers (board IV at 0)")
    if code == K.SHORT:
        have = args[3]
        return _("a recruit costs {price}ƒ and you have {have}ƒ").format(price=have + args[0], have=have)
    return reason_words(reason)


REASON_WORDS = {
    K.DISC_TAKEN: N_("you already took an action this turn"),
    K.NO_DISC: N_("no action disc left"),
    K.REPRODUCED: N_("you already reproduced this round"),
    K.NO_HEX_LEFT: N_("no hex left to explore"),
    K.NO_MOVER: N_("no active unit of yours can move"),
    K.NO_TRADE: N_("nothing you can buy or sell"),
    K.NO_BUILD: N_("you cannot afford any building where your units stand"),
    K.NO_SURPLUS: N_("no surplus workers"),
    K.NO_ARROW: N_("this card is never used (no arrow)"),
    K.BUILT: N_("this wonder is built"),
    K.CARD_USED: N_("already used this round"),
    K.NEW_CARD: N_("new this round: usable from the next round (the lock stays with the card, whoever holds it)"),
    K.TURN_CARD_TAKEN: N_("you already used a card this turn"),
    K.OUTSIDE_TURN: N_("cards are used in your phase-5 turn"),
    K.NO_OPTION: N_("you cannot pay any of its options"),
    K.PORT_ONLY: N_("a ship can only build a port"),
    K.NOT_CONTROLLED: N_("you do not control it"),
    K.BUILDING_USED: N_("already used this round (a market or port works once a round)"),
    K.NOT_NOW: N_("not possible now"),
}
