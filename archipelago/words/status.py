"""The status line (issue 40: words by job): one sentence saying who must do what now,
from the top decision frame of a view and its to_act, and what one's own sealed bid holds
(R5.2)."""
from __future__ import annotations

from archipelago.engine import kinds as K
from archipelago.i18n import N_, _, ngettext
from archipelago.words.names import names_and, resource_list, resource_name


def _name(view, seat):
    if seat is None:
        return "?"
    try:
        return view["names"][seat]
    except (IndexError, TypeError):
        return _("Seat {n}").format(n=seat)


# The decision frames whose status line is the same sentence for everybody: "{who}: ...".
STATUS = {
    K.BIDS: N_("{who}: bid florins for turn order (secret)."),
    K.ARRANGE: N_("{who}: arrange the turn order."),
    K.PERMIT: N_("{who}: grant or refuse a harvest on your town's hex."),
    K.MIGRATE: N_("{who}: migrate — move each active unit once, then done."),
    K.BUILD: N_("{who}: build — choose what to build and where."),
    K.RECRUIT: N_("{who}: recruit citizens onto your hexes, then done."),
    K.EXPLORE_PICK: N_("{who}: explore — take or discard the top hex, then place it."),
    K.BENEFACTOR: N_("{who}: lay florins on the Benefactor trend card?"),
    K.P6_STEP: N_("{who}: buy a card and turn another, or turn two cards (phase 6)."),
    K.COMPOSE: N_("{who}: compose a trade offer."),
    K.RESPOND: N_("{who}: accept, reject or counter a trade offer."),
    K.SELL_BANK: N_("{who}: trade cubes with the bank, then done."),
    K.EXCHANGE: N_("{who}: trade cubes with the bank, then done."),
    K.REVEAL: N_("{who}: buy one of the revealed cards or pass."),
    K.PEEK: N_("{who}: choose whose objective to look at."),
    K.REBELS: N_("{who}: stand up your rebels, then done."),
    K.REMOVE_PICK: N_("{who}: choose a citizen to return to your reserve."),
    K.SINK: N_("{who}: choose a ship to return to your reserve (pirates)."),
    K.PORT_SHIPS_PICK: N_("{who}: choose a port for a new ship."),
    K.BLOCK_PICK: N_("{who}: choose an icon for the barbarian coin."),
    K.UNBLOCK_PICK: N_("{who}: choose a barbarian coin to remove."),
    K.FISTS: N_("{who}: put cubes in your fists (thief)."),
    K.LEVY: N_("{who}: pay the royal tax collector."),
    K.CHOICE: N_("{who}: choose an option of the card."),
    K.WONDER: N_("{who}: choose the citizen who builds the wonder."),
}


def own_bid(view) -> int:
    """The florins the viewer's own sealed bid holds until the bids are revealed (R5.2: they
    stay in the hand but cannot be traded meanwhile; the engine's view gives the bidder's
    own bid as the bids frame's "mine"), or 0."""
    return next((f["mine"] for f in view.get("frames") or () if f.get("k") == K.BIDS and "mine" in f), 0)


def bid_held_words(florins, held) -> str:
    """What one's own sealed bid holds, in words (R5.2, issue 38: '10ƒ shown, asked 9ƒ,
    cannot pay' must say why)."""
    return _("{held}ƒ of your {florins}ƒ are in your bid until the bids are revealed: only {free}ƒ can go into "
             "a trade meanwhile.").format(held=held, florins=florins, free=max(0, florins - held))


def status_line(view) -> str:
    """One sentence: who must do what now (from the top decision frame and to_act)."""
    if view.get("over"):
        res = view.get("result") or {}
        reason = res.get("reason")
        winners = res.get("winners") or []
        if reason == "independence":
            if winners:
                who = _(", ").join(_name(view, w) for w in winners)
                return ngettext("The colony declared independence: {names} (Separatist) wins alone.",
                                "The colony declared independence: {names} (Separatist) win alone.",
                                len(winners)).format(names=who)
            return _("The colony declared independence: everyone loses.")
        if winners:
            return ngettext("Game over: {names} wins.", "Game over: {names} win.", len(winners)).format(
                names=names_and(_name(view, w) for w in winners))
        return _("Game over.")
    frames = view.get("frames") or []
    seat = view.get("to_act")
    if not frames or seat is None:
        return _("Waiting…")
    f = frames[-1]
    who = _name(view, seat)
    k = f.get("k")
    p = (view.get("players") or [{}] * (seat + 1))[seat]
    left = (p.get("discs", 0) or 0) - (p.get("discs_used", 0) or 0)
    if k in STATUS:
        return _(STATUS[k]).format(who=who)
    if k == K.R0_PLACE:
        stage = f.get("stage")
        if stage == "pick":
            return _("{who}: choose one of your hexes to place (round 0).").format(who=who)
        if stage == "area":
            return _("{who}: choose the land area for your starting citizens.").format(who=who)
        return _("{who}: place your hex next to the start hex (round 0).").format(who=who)
    if k == K.DISCOVER_PICK:
        if f.get("market"):
            return _("{who}: choose a cube to take from the new hex.").format(who=who)
        return _("{who}: choose a resource of the new hex for the domestic market.").format(who=who)
    if k == K.TURN:
        if f.get("disc"):
            return _("{who}: use a card or building, trade, or end the turn.").format(who=who)
        return _("{who}: place an action disc ({n} left), use a card or pass.").format(who=who, n=left)
    if k == K.HARVEST:
        return _("{who}: harvest {res} — move active units onto {res} icons, then done.").format(
            who=who, res=resource_name(f.get("res")))
    if k == K.MARKET:                     # R5.9, R5.8: the frame's transactions left end it
        n = f.get("left", 1)
        if n < 0:
            return _("{who}: buy or sell cubes on the market, then done.").format(who=who)
        return ngettext("{who}: buy or sell {n} cube on the market (that ends the trade), or done.",
                        "{who}: buy or sell up to {n} cubes on the market (the last one ends the trade), or done.",
                        n).format(who=who, n=n)
    if k == K.DCRISIS:
        return _("{who}: answer the domestic crisis — each {res} cube stands up {n} lying citizens.").format(
            who=who, res=resource_name(f.get("res")), n=f.get("n"))
    if k == K.XCRISIS:
        open_ = f.get("open") or ()
        if open_:
            return _("{who}: answer the export crisis — deliver {cubes}.").format(who=who, cubes=resource_list(open_))
        return _("{who}: answer the export crisis — deliver listed cubes.").format(who=who)
    return _("{who}: decide ({frame}).").format(who=who, frame=str(k).replace("_", " "))
