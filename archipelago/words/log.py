"""Engine events as log sentences (issue 40: words by job): one event as a sentence
(describe), as a log entry (log_entry), a run of them merged for a summary
(summary_entries), and how a game ended (game_over_words, end_step_words, R11)."""
from __future__ import annotations

from archipelago.engine import kinds as K
from archipelago.i18n import N_, _, ngettext
from archipelago.words.names import (building_name, cubes, market_name, names_and, phase_title, resource_list,
                                     resource_name, signed, space_in_sentence, track_name)

# Events told the same way whoever they concern: type -> sentence ({name}: the event's seat).
SENTENCES = {
    K.HEX: N_("{name} places a hex."),
    K.TOKEN: N_("{name} takes an explorer token."),
    K.CITIZEN: N_("{name} places a citizen."),
    K.BID_PLACED: N_("{name} has bid."),
    K.END_TURN: N_("{name} ends the turn."),
    K.PASS: N_("{name} passes."),
    K.HEX_DRAWN: N_("{name} draws a hex."),
    K.HEX_DISCARDED: N_("{name} discards the hex and draws the next."),
    K.CRISIS_MET: N_("Every citizen stands again."),
    K.ENTER: N_("{name} moves a unit into a building."),
    K.EVICT: N_("{name} evicts a rebel from a building."),
    K.HEX_LOST: N_("{name}'s hex fits nowhere and leaves the game."),
    K.OBJECTIVE_MET: N_("{name}'s objective is met: the game ends soon."),
    K.SUNK: N_("{name} returns a ship to the reserve."),
    K.REMOVED: N_("{name} returns a citizen to the reserve."),
    K.SHIP: N_("{name} puts a ship at a port."),
    K.STAND: N_("{name} stands up a rebel."),
    K.BLOCK: N_("{name} blocks an icon with a barbarian coin."),
    K.UNBLOCK: N_("{name} removes a barbarian coin."),
    K.PEEKED_DECK: N_("{name} looks at cards of the deck."),
    K.ASK_PERMISSION: N_("{name} asks permission to harvest."),
    K.TEMPLE_STANDUP: N_("{name}'s temple stands up every citizen on its hex."),
    K.RESHUFFLE: N_("The discard pile becomes the new deck."),
}
# A building built, a sentence each (German articles follow the kind).
BUILT = {"ship": N_("{name} builds a ship."), "town": N_("{name} builds a town."),
         "temple": N_("{name} builds a temple."), "market": N_("{name} builds a market."),
         "port": N_("{name} builds a port.")}
# How a game ended (engine result reasons).
END_REASONS = {"independence": N_("independence"), "objective": N_("objective")}
# The step after which a met objective ended the game (engine ending.ending_step), said
# after "after" (R11): a phase-5 turn, the whole bids, the phase-4 card, the track's refill;
# a phase-6 step by (a card bought, cards turned): its buy and turn(s), the refill not
# part of it (ruling 2026-12-06, issue 43). Other steps: the phase, ended as a whole.
END_STEPS = {
    K.TURN: N_("{name}'s phase-5 turn"),
    K.BIDS: N_("the bids for turn order"),
    K.BALANCE: N_("the balance of the archipelago (phase 4)"),
    K.P6_REFILL: N_("the refill of the evolution track"),
}
P6_END_STEPS = {
    (True, 1): N_("{name}'s phase-6 buy and turn"),
    (True, 0): N_("{name}'s phase-6 buy"),
    (False, 2): N_("{name}'s two phase-6 turns"),
    (False, 1): N_("{name}'s phase-6 turn"),
}


def end_step_words(step, names) -> str | None:
    """The step that ended the game after a met objective (engine.result's "step"), as
    words to follow "after": "Bob's phase-6 buy and turn", "the bids for turn order",
    "phase 3 (Population)"; None without one (independence)."""
    if not step:
        return None
    kind, seat = step.get("kind"), step.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    text = P6_END_STEPS.get((bool(step.get("bought")), step.get("turns"))) if kind == K.P6_DONE \
        else END_STEPS.get(kind)
    if text is not None:
        return _(text).format(name=name)
    phase = step.get("phase")
    if phase in K.PHASES:
        return _("phase {n} ({phase})").format(n=K.PHASES.index(phase) + 1, phase=phase_title(phase))
    return None


def game_over_words(event, names) -> str:
    """The log's last line: how the game ended, and after which step a met objective ended
    it (a phase-6 step ends before the refill: the track stays as the step left it)."""
    reason = event.get("reason")
    step = event.get("step")
    after = end_step_words(step, names)
    if after is None:
        return _("Game over ({reason}).").format(
            reason=_(END_REASONS[reason]) if reason in END_REASONS else reason)
    if step.get("kind") == K.P6_DONE:
        return _("Game over after {step}: the track is not refilled.").format(step=after)
    return _("Game over after {step}.").format(step=after)


def describe(event: dict, names, cards=None) -> str | None:
    """One engine event (a dict returned by engine.apply) as a sentence; None to skip.
    `cards`: card id -> name, for the cards that change hands in a trade."""
    t = event.get("type")

    def nm(key="seat"):
        s = event.get(key)
        if s is None:
            return "?"
        try:
            return names[s]
        except (IndexError, TypeError):
            return _("Seat {n}").format(n=s)

    if t in SENTENCES:
        return _(SENTENCES[t]).format(name=nm())
    if t == K.PHASE:
        return _("Round {round}: {phase}.").format(round=event.get("round"), phase=phase_title(event.get("phase", "")))
    if t == K.ROUND:
        return _("Round {round} begins.").format(round=event.get("round"))
    if t == K.MARKER:
        track = track_name(event.get("track"), title=True)
        delta, value = signed(event.get("delta", 0)), event.get("value")
        if event.get("cause"):                                          # match.causes
            return _("{track} {delta} → {value}: {cause}.").format(track=track, delta=delta, value=value,
                                                                   cause=event["cause"])
        return _("{track} {delta} → {value}.").format(track=track, delta=delta, value=value)
    if t == K.SUPPLY:
        return _("{cubes} goes to the {market}.").format(cubes=cubes(1, event.get("res")),
                                                         market=market_name(event.get("market")))
    if t == K.GAIN:
        return _("{name} takes {cubes}.").format(name=nm(), cubes=cubes(1, event.get("res")))
    if t == K.ROUND0_DONE:
        cards_in = len([c for c in event.get("slots") or () if c is not None])
        return ngettext("Round 0 is over: {n} card enters the track and the trend card is turned up.",
                        "Round 0 is over: {n} cards enter the track and the trend card is turned up.",
                        cards_in).format(n=cards_in)
    if t == K.BIDS:
        bids = event.get("bids") or {}
        return _("Bids revealed: {bids}.").format(bids=_(", ").join(
            _("{name} {n}ƒ").format(name=names[int(s)], n=b) for s, b in bids.items()))
    if t == K.ORDER:
        order = _(", ").join(names[s] for s in event.get("order", []))
        if event.get("changed") is False:      # R5.2: all bids 0, or the top bids tied twice
            return _("Nobody won the bid (all bids 0, or the top bids tied again): the turn order stays "
                     "{order}.").format(order=order)
        return _("Turn order: {order}.").format(order=order)
    if t == K.DISC:
        return _("{name} takes {space}.").format(name=nm(), space=space_in_sentence(event.get("space", "")))
    if t == K.TAXES:
        return _("{name} collects {n}ƒ in taxes.").format(name=nm(), n=event.get("florins"))
    if t == K.MOVE:
        if event.get("area", 0) == -1:
            return _("{name} moves a ship.").format(name=nm())
        return _("{name} moves a citizen.").format(name=nm())
    if t == K.HARVEST:
        return _("{name} harvests {cubes}.").format(name=nm(), cubes=cubes(event.get("got", 1), event.get("res")))
    if t == K.TRADE:
        fmt = dict(name=nm(), cubes=cubes(1, event.get("res")), market=market_name(event.get("market")),
                   n=event.get("florins"))
        if event.get("side") == K.BUY:
            return _("{name} buys {cubes} on the {market} for {n}ƒ.").format(**fmt)
        return _("{name} sells {cubes} on the {market} for {n}ƒ.").format(**fmt)
    if t == K.TURN_CARD:
        return _("{name} turns {card} (now {n}ƒ).").format(name=nm(), card=card_name(event, cards),
                                                          n=event.get("price"))
    if t == K.BUY_CARD:
        return _("{name} buys {card} for {n}ƒ.").format(name=nm(), card=card_name(event, cards),
                                                       n=event.get("florins"))
    if t == K.FLASH:
        return _("{card} reaches the flash and is discarded.").format(card=card_name(event, cards, start=True))
    if t == K.REFILL:
        return _("{card} enters the track.").format(card=card_name(event, cards, start=True))
    if t == K.BALANCE:                          # "what": match.causes names the card's side
        what = event.get("what")
        return _("Phase 4 resolves the deck top: {what}.").format(what=what) if what else \
            _("The balance of the archipelago is resolved.")
    if t == K.DOMESTIC_CRISIS:
        return ngettext("Domestic crisis: {res}! {lying} citizen lies down; each cube stands up {n}.",
                        "Domestic crisis: {res}! {lying} citizens lie down; each cube stands up {n}.",
                        event.get("lying") or 0).format(res=resource_name(event.get("res")),
                                                        lying=event.get("lying"), n=event.get("n"))
    if t == K.DELIVER:
        return _("{name} delivers {cubes} ({source}).").format(name=nm(), cubes=cubes(1, event.get("res")),
                                                               source=source_name(event.get("source")))
    if t == K.REBELS:
        n = len(event.get("units") or [])
        return ngettext("{n} citizen becomes a rebel.", "{n} citizens become rebels.", n).format(n=n) if n \
            else _("No rebels.")
    if t == K.EXPORT_CRISIS:
        return _("Export crisis: {cubes}.").format(cubes=resource_list(event.get("cubes") or []))
    if t == K.EXPORT_RESULT:
        m = event.get("missing") or []
        return _("Export demand missed: {cubes}.").format(cubes=resource_list(m)) if m else \
            _("Export demand met.")
    if t == K.USE_CARD:
        return _use_card(event, nm, cards)
    if t == K.RED:
        what = event.get("what")
        return _("A red part is resolved at once: {what}.").format(what=what) if what else \
            _("A red part is resolved at once.")
    if t == K.DISCS:
        return discs_words(event, names)
    if t == K.STOLEN:
        return _("The thief takes {cubes} from {name}.").format(cubes=cubes(1, event.get("res")), name=nm())
    if t == K.GAME_OVER:
        return game_over_words(event, names)
    if t == K.OFFER_CANCELLED and event.get("counter"):       # a counter-offer withdrawn (match.authority.marked)
        return _("{name} and {other} do not trade.").format(name=nm(), other=nm("to"))
    if t in (K.OFFER_OPEN, K.OFFER_CANCELLED, K.COUNTER):
        return None                     # a counter-offer is told once, when it is sent (issue 38)
    if t == K.OFFER:
        if event.get("counter"):
            return _("{name} makes a counter-offer to {other}.").format(name=nm(), other=nm("to"))
        return _("{name} makes an offer to {other}.").format(name=nm(), other=nm("to"))
    if t == K.TRADE_DONE:
        return _("{name} gives {other} {gives} and gets {gets} in return.").format(
            name=nm(), other=nm("to"), gives=goods_text(event.get("give"), cards),
            gets=goods_text(event.get("get"), cards))
    if t in (K.TRADE_REJECTED, K.TRADE_FAILED):
        return _("{name} and {other} do not trade.").format(name=nm(), other=nm("to"))
    more = _more(event, t, nm, cards)
    if more is not None:
        return more
    seat = event.get("seat")
    what = (t or "event").replace("_", " ")
    if seat is not None:
        return _("{name}: {event}.").format(name=nm(), event=what)
    return _("{event}.").format(event=what)


# Where a delivered crisis cube came from (engine deliver sources).
SOURCES = {"stock": N_("stock"), "token": N_("token"), "market": N_("market")}


def source_name(source) -> str:
    return _(SOURCES[source]) if source in SOURCES else str(source)


def discs_words(event, names):
    """R8, an explorer pile emptied: who gained action discs (the event's `gained`)."""
    gained = event.get("gained")
    if gained is None:                      # (an event without it: as it was told before)
        return _("An explorer pile is empty: every player gains an action disc (up to the most).")
    if not gained:
        return _("An explorer pile is empty: everyone already has the most action discs; nobody gains one.")
    one = {k for _s, k in gained} == {1}
    if len(gained) == len(names):
        return _("An explorer pile is empty: everyone gains an action disc.") if one else \
            _("An explorer pile is empty: everyone gains action discs.")
    who = names_and(names[s] for s, _k in gained)
    if one:
        return ngettext("An explorer pile is empty: {names} gains an action disc (the others have the most "
                        "already).",
                        "An explorer pile is empty: {names} gain an action disc (the others have the most "
                        "already).", len(gained)).format(names=who)
    return ngettext("An explorer pile is empty: {names} gains action discs (the others have the most already).",
                    "An explorer pile is empty: {names} gain action discs (the others have the most already).",
                    len(gained)).format(names=who)


def _more(event, t, nm, cards=None):
    """Sentences for the rarer events (actions of cards, buildings, events)."""
    if t == K.BUILD:
        kind = event.get("kind")
        if kind in BUILT:
            return _(BUILT[kind]).format(name=nm())
        return _("{name} builds a {building}.").format(name=nm(), building=building_name(kind))
    if t == K.USE_BUILDING:
        if event.get("florins") is not None:
            return _("{name} uses a market or port ({n}ƒ).").format(name=nm(), n=event["florins"])
        return _("{name} uses a market or port.").format(name=nm())
    if t == K.BENEFACTOR:
        return _("{name} lays {n}ƒ on the Benefactor card.").format(name=nm(), n=event.get("florins"))
    if t == K.EXCHANGE:
        return _("{name} gives {gives} to the bank and takes {takes}.").format(
            name=nm(), gives=cubes(1, event.get("give")), takes=cubes(1, event.get("take")))
    if t == K.SELL_BANK:
        return _("{name} sells {cubes} to the bank for {n}ƒ.").format(name=nm(), cubes=cubes(1, event.get("res")),
                                                                      n=event.get("florins"))
    if t == K.FLORINS:
        return _("{name} gains {n}ƒ.").format(name=nm(), n=event.get("florins"))
    if t == K.OPTION:
        return _("{name} chooses option {n}.").format(name=nm(), n=event.get("option", 0) + 1)
    if t == K.LEVY:
        return _("{name} pays {paid}ƒ of {owed}ƒ owed.").format(name=nm(), paid=event.get("paid"),
                                                               owed=event.get("owed"))
    if t == K.WONDER:
        return _("{name} builds the wonder {card}.").format(name=nm(), card=card_name(event, cards))
    if t == K.REVEAL:               # shown to everyone (DECK reveal_and_buy): the log names them
        ids = list(event.get("cards") or [])
        if not ids:
            return _("{name} reveals no card: the deck is empty.").format(name=nm())
        shown = _(", ").join(card_name({"card": cid}, cards) for cid in ids)
        return ngettext("{name} reveals {n} card of the deck to everyone: {cards}.",
                        "{name} reveals {n} cards of the deck to everyone: {cards}.", len(ids)).format(
            name=nm(), n=len(ids), cards=shown)
    if t == K.PEEKED:
        return _("{name} looks at {other}'s objective.").format(name=nm(), other=nm("target"))
    if t == K.PEEK_DECK:
        if event.get("what"):                                # match.causes: the cards' names and balance sides
            return _("You saw the deck's {cards}.").format(cards=event["what"])
        return _("You saw cards of the deck.")
    if t == K.PEEK_OBJECTIVE:
        return _("You saw {other}'s objective.").format(other=nm("target"))
    if t == K.PERMISSION_PRICE:
        return _("{name} asks {n}ƒ for the permission.").format(name=nm(), n=event.get("florins"))
    if t == K.PERMISSION:
        if event.get("granted"):
            return _("Permission granted to {other}.").format(other=nm("to"))
        return _("Permission refused to {other}.").format(other=nm("to"))
    if t == K.REDEAL:
        n = len(event.get("hexes") or ())
        return ngettext("{name}'s hexes fit nowhere: {n} new one is dealt.",
                        "{name}'s hexes fit nowhere: {n} new ones are dealt.", n).format(name=nm(), n=n)
    return None


def card_name(event, cards=None, start=False) -> str:
    """The name of an event's card (engine events carry the id; `cards` maps ids to names);
    `start`: the words open a sentence."""
    cid = event.get("card")
    if cards is not None and cid in cards:
        return cards[cid]
    if cid:
        return _("Card {id}").format(id=cid) if start else _("card {id}").format(id=cid)
    return _("A card") if start else _("a card")


def _use_card(event, nm, cards):
    """R10.3: who used which card, whose it is, and what a coloured arrow paid its owner;
    a used card rests (turned) until phase 1."""
    name = card_name(event, cards)
    owner, seat, paid = event.get("owner"), event.get("seat"), event.get("florins") or 0
    if owner is None or owner == seat:
        if paid:
            return _("{name} uses {card} ({n}ƒ).").format(name=nm(), card=name, n=paid)
        return _("{name} uses {card}.").format(name=nm(), card=name)
    return _("{name} uses {owner}'s {card} (coloured arrow): {owner} is paid {n}ƒ, and the card rests, used, "
             "until phase 1.").format(name=nm(), owner=nm("owner"), card=name, n=paid)


def goods_text(items, cards=None) -> str:
    """What changes hands in a trade ({item: count}) in words: '2ƒ, 1 fish, 1 explorer
    token, Lighthouse'. `cards`: card id -> name (ids as they are without it)."""
    parts = []
    for item, k in dict(items or {}).items():
        if item == "florin":
            parts.append(_("{n}ƒ").format(n=k))
        elif item == K.TOKEN:
            parts.append(ngettext("{n} explorer token", "{n} explorer tokens", k).format(n=k))
        elif cards is not None and item in cards:
            parts.append(cards[item])
        elif not str(item).islower():
            parts.append(_("card {id}").format(id=item))
        else:
            parts.append(cubes(k, item))
    return _(", ").join(parts) if parts else _("nothing")


# Events that repeat within a turn and merge into one sentence with their count:
# type -> (the fields that must be equal, the field summed or None to count them, sentence).
_MERGE = {
    "harvest": (("seat", "res"), "got",
                lambda n, e, nm: _("{name} harvests {cubes}.").format(name=nm, cubes=cubes(n, e.get("res")))),
    "gain": (("seat", "res"), None,
             lambda n, e, nm: _("{name} takes {cubes}.").format(name=nm, cubes=cubes(n, e.get("res")))),
    "supply": (("res", "market"), None,
               lambda n, e, nm: ngettext("{cubes} goes to the {market}.", "{cubes} go to the {market}.", n).format(
                   cubes=cubes(n, e.get("res")), market=market_name(e.get("market")))),
    "deliver": (("seat", "res", "source"), None,
                lambda n, e, nm: _("{name} delivers {cubes} ({source}).").format(
                    name=nm, cubes=cubes(n, e.get("res")), source=source_name(e.get("source")))),
    "move": (("seat",), None,
             lambda n, e, nm: ngettext("{name} moves {n} unit.", "{name} moves {n} units.", n).format(name=nm, n=n)),
    "citizen": (("seat",), None,
                lambda n, e, nm: ngettext("{name} places {n} citizen.", "{name} places {n} citizens.", n).format(
                    name=nm, n=n)),
    "token": (("seat",), None,
              lambda n, e, nm: ngettext("{name} takes {n} explorer token.", "{name} takes {n} explorer tokens.",
                                        n).format(name=nm, n=n)),
    "stand": (("seat",), None,
              lambda n, e, nm: ngettext("{name} stands up {n} rebel.", "{name} stands up {n} rebels.", n).format(
                  name=nm, n=n)),
}


def summary_entries(events, names, cards=None):
    """Public events as log entries for a summary ("since your last turn"): a run of the
    same happening merges into one line with its true count ("Ann harvests 2 fruit",
    "Bob turns 2 cards"); other repeated lines get "(×n)". Never a wrong single line."""
    out = []                 # [entry, merge key or None, count, last event]
    for ev in events:
        ent = log_entry(ev, names, cards)
        if not ent:
            continue
        t = ev.get("type")
        rule = _MERGE.get(t)
        key = (t,) + tuple(ev.get(f) for f in rule[0]) if rule else ("line",) + ent
        add = (ev.get(rule[1], 1) or 0) if rule and rule[1] else 1
        if out and out[-1][1] == key:
            last = out[-1]
            last[2] += add
            last[3] = ev
            if rule:
                who = names[ev["seat"]] if isinstance(ev.get("seat"), int) and ev["seat"] < len(names) else "?"
                last[0] = (ent[0], rule[2](last[2], ev, who), ent[2])
            else:
                last[0] = (ent[0], _("{line} (×{n})").format(line=ent[1], n=last[2]), ent[2])
            continue
        out.append([ent, key, add, ev])
    return [e[0] for e in out]


def log_entry(event: dict, names, cards=None):
    """An engine event as a log entry (kind, text, seat) for TableScene.set_log: rounds and
    phases are "header" entries, everything else a "line" coloured by its actor; None to
    skip. (The shell may add its own headers, e.g. ("header", "Bob's turn", 1).)"""
    text = describe(event, names, cards)
    if text is None:
        return None
    if event.get("cause") and event.get("type") != K.MARKER:     # an event's deed (match.causes)
        text = _("{sentence} ({cause}).").format(sentence=text.rstrip("."), cause=event["cause"])
    if event.get("type") in (K.PHASE, K.ROUND):
        return ("header", text, None)
    seat = event.get("seat")
    return ("line", text, seat if isinstance(seat, int) else None)
