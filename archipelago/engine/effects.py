"""Evolution cards in use (R10.3, DECK 0.2, 0.3) and the effect primitives (DECK 3).

A card, event or wonder effect list runs in an automatic "fx" frame that names where its
effects live in the content (`src`, a path) and which one comes next. A primitive that
needs a decision pushes its own frame above; the fx frame resumes when it pops.
No card is named here: every effect is data from cards.yaml.
"""

from . import board, pieces, tables
from .bank import (can_afford, change_population, cost_blocker, discs_free, gain, has_cubes,
                   move_marker, pay, pay_cubes, return_cubes, supply_market, take_cubes,
                   take_explorer_token, transfer)
from .core import emit, log, rand_below
from .deck import acquire, check_red, reshuffle_if_empty
from .flow import act, automatic, begin, decision, pop, push
from .kinds import (BALANCE, BLOCK, BLOCK_PICK, BUILT, BUY_REVEALED, CARD_USED, CHOICE, DCRISIS,
                    DONE, EXCHANGE, FIST, FISTS, FLORINS, FX, LEVY, MARKET, NEW_CARD, NOT_OWNER,
                    NO_ARROW, NO_OPTION, OPTION, PAY_LEVY, PEEK, PEEKED, PEEKED_DECK, PEEK_DECK,
                    PEEK_OBJECTIVE, PORT_SHIP, PORT_SHIPS, PORT_SHIPS_PICK, REBELS, RECRUIT,
                    REMOVE, REMOVED, REMOVE_PICK, REPRODUCED, REVEAL, SELL_BANK, SHIP, SINK, STAND,
                    STOLEN, SUNK, TURN, UNBLOCK, UNBLOCK_PICK, USE_CARD, WHEEL_ACTION,
                    WITH_HARVEST, WONDER, WONDER_CITIZEN, WONDER_NEEDS, XCRISIS)
from .pieces import D, E, H, I, ON_WONDER, REBEL, STANDING


# --- running effect lists -----------------------------------------------------------------

def run_effects(state, src, user, card=""):
    """Queue an effect list to run for `user` (a seat, or None for events)."""
    push(state, {"k": FX, "src": tuple(src), "i": 0, "user": user, "card": card})


def run_fx(state, f):
    effects = tables.effect_list(state.content, f["src"])
    i = f["i"]
    if i >= len(effects):
        pop(state)
        return
    f["i"] = i + 1
    eff = effects[i]
    PRIMITIVES[eff["op"]](state, f, eff)


def run_now(state, effects, cause):
    """Run decision-free effects at once (the board rows of phase 3 use `track` only);
    `cause` names the row (kinds.CAUSES)."""
    f = {"user": None, "card": "", "src": (), "cause": cause}
    for eff in effects:
        PRIMITIVES[eff["op"]](state, f, eff)
        if state.over is not None:
            return


# --- amounts, counters and selectors (DECK 0.5, 3) ---------------------------------------

def counter(state, name, user):
    """A counter of DECK 0.5, `a+b` summing two."""
    if "+" in name:
        return sum(counter(state, part, user) for part in name.split("+"))
    if name.endswith("_in_play"):
        return pieces.in_play(state, name[:-len("s_in_play")])
    if name == "players":
        return state.cfg["n"]
    if name == "user.florins":
        return state.players[user]["florins"]
    if name.startswith("user.") and name.endswith("s_controlled"):
        return len(pieces.controlled(state, user, name[5:-len("s_controlled")]))
    raise KeyError(name)


def amount(state, amt, user):
    """Evaluate an Amount (tables.amount) with the state's counters for `user`."""
    return tables.amount(amt, lambda name: counter(state, name, user))


def measure(state, name, seat):
    """Player measures used by selectors (DECK 0.5)."""
    if name == "ships_on_map":
        return pieces.ships_on_map(state, seat)
    if name == "citizens_on_map":
        return pieces.citizens_on_map(state, seat)
    return sum(state.players[seat]["cubes"].values())    # cubes_behind_screen


def select(state, sel):
    """The seats a Selector names, in turn order (DECK 3; ties: earliest in turn order)."""
    if sel == "last_in_turn_order":
        return [state.order[-1]]
    if "most" in sel:
        values = [(measure(state, sel["most"], s), s) for s in state.order]
        best = max(v for v, _ in values)
        return [] if best <= 0 else [next(s for v, s in values if v == best)]
    return [s for s in state.order if measure(state, sel["where"], s) >= sel["at_least"]]


# --- using a card (R10.3, DECK 0.2) ---------------------------------------------------------

def cost_of(state, seat, card):
    """(florins, cubes, discs) the seat pays to use (or build) the card (DECK 0.2.4-5)."""
    return tables.card_cost(state.content.rules, card, state.owner[card.id] != seat)


_NO_ARROW, _BUILT, _CARD_USED, _NEW_CARD, _REPRODUCED, _NO_OPTION = (
    (NO_ARROW,), (BUILT,), (CARD_USED,), (NEW_CARD,), (REPRODUCED,), (NO_OPTION,))
_NOT_OWNER = {False: (NOT_OWNER, 0), True: (NOT_OWNER, 1)}


def card_blocker(state, seat, card_id, why=True):
    """None if the seat may use (or build) this owned card now, else why not (a reason of
    kinds.py; the phase-5 turn's own checks are the caller's; bank.NO for a cost it cannot
    pay when asked without `why`): R10.3, DECK 0.2.3-5, 0.3, 3.7, 3.22."""
    card = state.content.cards[card_id]
    ops = card.ops
    if card.arrow == "none":
        return _NO_ARROW
    if "harvest_bonus" in ops:      # declared with a harvest only (bonus_options)
        return (WITH_HARVEST, next(e["resource"] for e in card.effects if e["op"] == "harvest_bonus"))
    if card_id in state.built:
        return _BUILT
    owner = state.owner[card_id]
    if owner != seat and (card.arrow != "colour" or card.is_wonder):
        return _NOT_OWNER[card.is_wonder]
    if card_id in state.used_cards:
        return _CARD_USED
    if state.acquired.get(card_id) == state.round:            # DECK 0.2.3
        return _NEW_CARD
    p = state.players[seat]
    florins, cubes, discs = cost_of(state, seat, card)
    short = cost_blocker(state, p, florins, cubes, discs, why)
    if short is not None:
        return short
    if "build_wonder" in ops:
        if not wonder_ready(state, seat, card):
            req = card.wonder["requires"]
            return (WONDER_NEEDS, req[len("controls_"):] if req else "")
        return None
    if "free_action" in ops or "choice" in ops:
        for e in card.effects:
            if e["op"] == "free_action" and e["action"] == "reproduction" \
                    and p["reproduced"]:
                return _REPRODUCED
            if e["op"] == "choice" and not any(
                    has_cubes(state, p, _sum_cubes(o["pay"], cubes)) for o in e["options"]):
                return _NO_OPTION        # DECK 3.22: an option must be affordable
    return None


def can_use(state, seat, card_id):
    """May the seat use (or build) this card now? (phase-5 turn checks are the caller's)"""
    return card_blocker(state, seat, card_id, why=False) is None


def _sum_cubes(a, b):
    out = dict(a)
    for r, n in b.items():
        out[r] = out.get(r, 0) + n
    return out


def card_options(state, seat):
    return [act(seat, USE_CARD, c) for c in state.owner if card_blocker(state, seat, c, False) is None]


def pay_card(state, seat, card_id):
    """Pay the whole cost first; turn the card; discs are laid on it (DECK 0.2.4-5)."""
    card = state.content.cards[card_id]
    florins, cubes, discs = cost_of(state, seat, card)
    owner = state.owner[card_id]
    if owner == seat:
        pay(state, seat, florins)
    else:
        transfer(state, seat, owner, florins)
    pay_cubes(state, seat, cubes)
    if discs:
        state.players[seat]["discs_used"] += discs
        state.card_discs[card_id] = state.card_discs.get(card_id, ()) + (seat,) * discs
    state.used_cards[card_id] = seat
    emit(state, USE_CARD, seat=seat, card=card_id, florins=florins, owner=owner)


def use_card(state, seat, card_id):
    pay_card(state, seat, card_id)
    run_effects(state, ("card", card_id), seat, card_id)


def bonus_options(state, seat, res):
    """Harvest x2 cards the seat may declare with its harvest of `res` (DECK 3.8)."""
    turn = _turn_frame(state)
    if turn is None or turn["seat"] != seat or turn["card"]:
        return []
    out = []
    for c, owner in state.owner.items():
        card = state.content.cards[c]
        if "harvest_bonus" in card.ops and any(
                e["op"] == "harvest_bonus" and e["resource"] == res for e in card.effects) \
                and _bonus_usable(state, seat, c):
            out.append(act(seat, USE_CARD, c))
    return out


def _bonus_usable(state, seat, c):
    card = state.content.cards[c]
    if c in state.used_cards or state.acquired.get(c) == state.round:
        return False
    if state.owner[c] != seat and card.arrow != "colour":
        return False
    florins, cubes, discs = cost_of(state, seat, card)
    p = state.players[seat]
    return can_afford(state, p, florins, cubes) and discs_free(p) >= discs


def _turn_frame(state):
    for f in reversed(state.frames):
        if f["k"] == TURN:
            return f
    return None


def declare_bonus(state, harvest, card_id):
    """The harvest now yields `multiplier` per unit, also for units already placed."""
    seat = harvest["seat"]
    pay_card(state, seat, card_id)
    turn = _turn_frame(state)
    turn["card"] = 1
    eff = next(e for e in state.content.cards[card_id].effects if e["op"] == "harvest_bonus")
    extra = (eff["multiplier"] - harvest["mult"]) * harvest["n"]
    harvest["mult"] = eff["multiplier"]
    harvest["bonus"] = 1
    if extra > 0:
        take_cubes(state, seat, harvest["res"], extra)


# --- wonders (DECK 0.3) -----------------------------------------------------------------

def wonder_ready(state, seat, card):
    req = card.wonder["requires"]
    if req and not pieces.controlled(state, seat, req[len("controls_"):]):
        return False
    return bool(wonder_citizens(state, seat))


def wonder_citizens(state, seat):
    units = state.units
    return [u for u in pieces.citizen_slots(state, seat) if pieces.is_active(units[u])]


def prim_build_wonder(state, f, eff):
    push(state, {"k": WONDER, "seat": f["user"], "card": f["card"]})


def wonder_legal(state, f):
    return [act(f["seat"], WONDER_CITIZEN, u) for u in wonder_citizens(state, f["seat"])]


def wonder_act(state, f, a):
    """An active citizen leaves the map for the card (population -1); then the wonder's
    on-completion effects, once."""
    seat, card = f["seat"], f["card"]
    u = a.args[0]
    state.units[u] = (ON_WONDER, -1, 1, STANDING, -1, -1)
    state.built[card] = seat
    pop(state)
    emit(state, WONDER, seat=seat, card=card, unit=u)
    change_population(state, -1)
    if state.over is None:
        run_effects(state, ("wonder", card), seat, card)


# --- the primitives -----------------------------------------------------------------------

def fx_cause(f):
    """Why an effect list runs (kinds.CAUSES): a card used or a wonder built by its user,
    a balance side's part (an event, DECK 2), or the board row run_now names."""
    if "cause" in f:
        return f["cause"]
    src = f["src"]
    if src[0] == "balance":
        return (BALANCE, src[1], src[2])
    return (WONDER if src[0] == "wonder" else USE_CARD, f["user"], src[1])


def prim_track(state, f, eff):
    delta = move_marker(state, eff["track"], amount(state, eff["amount"], f["user"]), fx_cause(f))
    if f["card"] and eff["track"] == "rebellion" and delta < 0:
        state.players[f["user"]]["stats"]["rebellion_lowered_by_cards"] -= delta


def prim_gain_florins(state, f, eff):
    got = gain(state, f["user"], amount(state, eff["amount"], f["user"]))
    emit(state, FLORINS, seat=f["user"], florins=got)


def prim_gain_explorer_token(state, f, eff):
    for _ in range(eff["n"]):
        take_explorer_token(state, f["user"])


def prim_market_transactions(state, f, eff):
    push(state, {"k": MARKET, "seat": f["user"], "markets": (eff["market"],),
                 "kinds": tuple(eff["kinds"]), "left": eff["max"],
                 "buy_price": eff.get("buy_price", -1), "bonus": eff.get("sale_bonus", 0)})


def prim_sell_to_bank(state, f, eff):
    then = f["src"] + (f["i"] - 1, "then_if_any") if "then_if_any" in eff else ()
    push(state, {"k": SELL_BANK, "seat": f["user"], "left": eff["max"], "price": eff["price"],
                 "n": 0, "then": then, "card": f["card"]})


def sell_bank_legal(state, f):
    seat = f["seat"]
    cubes = state.players[seat]["cubes"]
    return [act(seat, SELL_BANK, r) for r in state.content.rules["resources"] if cubes[r]] \
        + [act(seat, DONE)]


def sell_bank_act(state, f, a):
    seat = a.seat
    if a.kind == SELL_BANK:
        return_cubes(state, seat, {a.args[0]: 1})
        got = gain(state, seat, f["price"])
        emit(state, SELL_BANK, seat=seat, res=a.args[0], florins=got)
        f["n"] += 1
        f["left"] -= 1
        if f["left"] > 0:
            return
    pop(state)
    if f["n"] and f["then"]:
        run_effects(state, f["then"], seat, f["card"])


def prim_exchange_with_bank(state, f, eff):
    push(state, {"k": EXCHANGE, "seat": f["user"], "left": eff["max"]})


def exchange_legal(state, f):
    seat = f["seat"]
    cubes = state.players[seat]["cubes"]
    res = state.content.rules["resources"]
    return [act(seat, EXCHANGE, g, t) for g in res if cubes[g]
            for t in res if t != g and state.bank[t] > 0] + [act(seat, DONE)]


def exchange_act(state, f, a):
    if a.kind == EXCHANGE:
        give, take = a.args
        return_cubes(state, a.seat, {give: 1})
        state.bank[take] -= 1
        state.players[a.seat]["cubes"][take] += 1
        emit(state, EXCHANGE, seat=a.seat, give=give, take=take)
        f["left"] -= 1
        if f["left"] > 0:
            return
    pop(state)


def prim_free_action(state, f, eff):
    """DECK 3.7: a wheel action without a disc, perhaps with modifiers."""
    mods = {k: eff[k] for k in ("max_items", "only", "unit", "price_override") if k in eff}
    begin(state, WHEEL_ACTION, seat=f["user"], space=eff["action"], card=f["card"], **mods)


def prim_harvest_bonus(state, f, eff):
    """Declared inside a harvest (declare_bonus); as an effect on its own it does nothing."""


def prim_reveal_and_buy(state, f, eff):
    k = min(eff["count"], len(state.deck))
    cards = tuple(state.deck[-1 - i] for i in range(k))
    del state.deck[len(state.deck) - k:]
    price = eff["price"]
    if isinstance(price, str):
        price = state.content.named_prices[price]      # R7.8: the track's lowest price
    emit(state, REVEAL, seat=f["user"], cards=list(cards))
    push(state, {"k": REVEAL, "seat": f["user"], "cards": cards,
                 "type": eff["card_type"], "price": price})


def reveal_legal(state, f):
    seat = f["seat"]
    out = []
    if state.players[seat]["florins"] >= f["price"]:
        out = [act(seat, BUY_REVEALED, c) for c in f["cards"]
               if state.content.cards[c].type == f["type"]]
    return out + [act(seat, DONE)]


def reveal_act(state, f, a):
    """Buy one (or none); the rest go to the discard pile; reshuffle an empty deck; then
    the new top card's red parts (DECK 3.9)."""
    seat = a.seat
    bought = a.args[0] if a.kind == BUY_REVEALED else None
    pop(state)
    if bought:
        pay(state, seat, f["price"])
        acquire(state, seat, bought, f["price"])
    state.discard.extend(c for c in f["cards"] if c != bought)
    reshuffle_if_empty(state)
    check_red(state)


def prim_peek_objective(state, f, eff):
    if state.cfg["n"] > 1:
        push(state, {"k": PEEK, "seat": f["user"]})


def peek_legal(state, f):
    return [act(f["seat"], PEEK, s) for s in state.order if s != f["seat"]]


def peek_act(state, f, a):
    seat, target = a.seat, a.args[0]
    obj = state.players[target]["objective"]
    remember(state, seat, ("objective", target, obj))
    emit(state, PEEKED, seat=seat, target=target)
    emit(state, PEEK_OBJECTIVE, vis=seat, target=target, objective=obj)
    pop(state)


def remember(state, seat, fact):
    """Private knowledge a card gave one seat (shown only in that seat's view)."""
    p = state.players[seat]
    p["seen"] = p["seen"] + (fact,)


def prim_peek_deck(state, f, eff):
    seat = f["user"]
    seen = tuple((pos, state.deck[-pos]) for pos in eff["positions"] if pos <= len(state.deck))
    remember(state, seat, ("deck", state.round, seen))
    emit(state, PEEK_DECK, vis=seat, cards=[list(x) for x in seen])
    emit(state, PEEKED_DECK, seat=seat)


def prim_place_citizens(state, f, eff):
    push(state, {"k": RECRUIT, "seat": f["user"], "left": eff["max"], "price": eff["price"],
                 "surplus_each": eff["surplus_each"], "needs_surplus": 0})


def prim_stand_up_rebels(state, f, eff):
    push(state, {"k": REBELS, "seat": f["user"], "left": eff["max"]})


def rebels_legal(state, f):
    seat = f["seat"]
    units = state.units
    return [act(seat, STAND, u) for u in pieces.one_per_place(state, [
        u for u in pieces.citizen_slots(state, seat)
        if units[u] is not None and units[u][D] == REBEL])] + [act(seat, DONE)]


def rebels_act(state, f, a):
    if a.kind == STAND:
        u = a.args[0]
        t = state.units[u]
        state.units[u] = t[:E] + (0, STANDING) + t[I:]
        emit(state, STAND, seat=a.seat, unit=u)
        f["left"] -= 1
        if f["left"] > 0:
            return
    pop(state)


def prim_remove_citizens(state, f, eff):
    for seat in reversed(select(state, eff["players"])):
        push(state, {"k": REMOVE, "seat": seat, "left": eff["n"]})


def remove_legal(state, f):
    seat = f["seat"]
    units = state.units
    us = [u for u in pieces.citizen_slots(state, seat) if units[u] is not None and units[u][H] >= 0]
    return [act(seat, REMOVE, u) for u in pieces.one_per_place(state, us)]


def run_remove(state, f):
    if not remove_legal(state, f) or f["left"] <= 0:
        pop(state)
    else:
        f["k"] = REMOVE_PICK


def remove_act(state, f, a):
    u = a.args[0]
    state.units[u] = None
    emit(state, REMOVED, seat=a.seat, unit=u)
    f["left"] -= 1
    f["k"] = REMOVE
    change_population(state, -1)


def prim_destroy_ship(state, f, eff):
    for seat in select(state, eff["victim"]):
        push(state, {"k": SINK, "seat": seat})


def sink_legal(state, f):
    seat = f["seat"]
    return [act(seat, SINK, u) for u in pieces.one_per_place(state, [
        u for u in pieces.ship_slots(state, seat) if state.units[u] is not None])]


def sink_act(state, f, a):
    state.units[a.args[0]] = None
    emit(state, SUNK, seat=a.seat, unit=a.args[0])
    pop(state)


def prim_place_ships_at_ports(state, f, eff):
    """Each controlled port gets a ship of its controller from the reserve (DECK 3.16);
    a controller short of ships chooses which ports."""
    occ = pieces.occupants(state)
    ports = {}
    for b, (_, _, kind) in enumerate(state.buildings):
        if kind == "port":
            c = pieces.controller(state, b, occ)
            if c is not None:
                ports.setdefault(c, []).append(b)
    for seat in reversed(state.order):
        if seat in ports:
            push(state, {"k": PORT_SHIPS, "seat": seat, "ports": tuple(ports[seat])})


def run_port_ships(state, f):
    seat = f["seat"]
    reserve = sum(1 for u in pieces.ship_slots(state, seat) if state.units[u] is None)
    if reserve == 0 or not f["ports"]:
        pop(state)
    elif reserve >= len(f["ports"]):
        for b in f["ports"]:
            _ship_at(state, seat, b)
        pop(state)
    else:
        f["k"] = PORT_SHIPS_PICK


def port_ships_legal(state, f):
    return [act(f["seat"], PORT_SHIP, b) for b in f["ports"]]


def port_ships_act(state, f, a):
    _ship_at(state, a.seat, a.args[0])
    f["ports"] = tuple(b for b in f["ports"] if b != a.args[0])
    f["k"] = PORT_SHIPS


def _ship_at(state, seat, b):
    u = pieces.free_slot(state, pieces.ship_slots(state, seat))
    state.units[u] = (state.buildings[b][0], -1, 0, STANDING, -1, -1)
    emit(state, SHIP, seat=seat, unit=u, hex=state.buildings[b][0])


def prim_block_icon(state, f, eff):
    for seat in select(state, eff["chooser"]):
        push(state, {"k": BLOCK, "seat": seat})


def block_legal(state, f):
    coined = {(c[0], c[1]) for c in state.coins}
    out = []
    for h in range(len(state.hexes)):
        for i in range(len(board.icons(state, h))):
            if (h, i) not in coined:
                out.append(act(f["seat"], BLOCK, h, i))
    return out


def run_block(state, f):
    f["k"] = BLOCK_PICK if block_legal(state, f) else BLOCK
    if f["k"] == BLOCK:
        pop(state)


def block_act(state, f, a):
    """A coin from the bank (or a neutral marker) blocks the icon for good (DECK 2.1)."""
    h, i = a.args
    coin = 1 if state.bank_florins > 0 else 0
    state.bank_florins -= coin
    state.coins.append((h, i, coin))
    emit(state, BLOCK, seat=a.seat, hex=h, icon=i)
    pop(state)


def prim_unblock_icon(state, f, eff):
    push(state, {"k": UNBLOCK, "seat": f["user"]})


def unblock_legal(state, f):
    mine = pieces.hexes_with_units(state, f["seat"])
    return [act(f["seat"], UNBLOCK, c[0], c[1]) for c in state.coins if c[0] in mine]


def run_unblock(state, f):
    if unblock_legal(state, f):
        f["k"] = UNBLOCK_PICK
    else:
        pop(state)


def unblock_act(state, f, a):
    h, i = a.args
    coin = next(c for c in state.coins if c[:2] == (h, i))
    state.coins.remove(coin)
    state.players[a.seat]["florins"] += coin[2]
    emit(state, UNBLOCK, seat=a.seat, hex=h, icon=i)
    pop(state)


def prim_steal_cube(state, f, eff):
    for seat in select(state, eff["victim"]):
        push(state, {"k": FISTS, "seat": seat, "picks": ()})


def fists_legal(state, f):
    seat = f["seat"]
    have = dict(state.players[seat]["cubes"])
    for r in f["picks"]:
        have[r] -= 1
    return [act(seat, FIST, r) for r in state.content.rules["resources"] if have[r] > 0]


def fists_act(state, f, a):
    """The victim fills two fists (one if he has a single cube); the engine picks one at
    random and its cube goes to the bank (DECK 2.1)."""
    f["picks"] = f["picks"] + (a.args[0],)
    total = sum(state.players[a.seat]["cubes"].values())
    if len(f["picks"]) < min(2, total):
        return
    fists = list(f["picks"]) + [None] * (2 - len(f["picks"]))
    k = rand_below(state, 2)
    log(state, ("r", "fist", k))
    stolen = fists[k]
    if stolen is not None:
        return_cubes(state, a.seat, {stolen: 1})
    emit(state, STOLEN, seat=a.seat, res=stolen)
    pop(state)


def prim_levy(state, f, eff):
    for seat in reversed(state.order):
        owed = amount(state, eff["owed"], seat)
        if owed > 0:
            push(state, {"k": LEVY, "seat": seat, "owed": owed,
                         "rate": eff["unpaid_rebellion_per_florin"]})


def levy_legal(state, f):
    seat = f["seat"]
    return [act(seat, PAY_LEVY, k)
            for k in range(min(f["owed"], state.players[seat]["florins"]) + 1)]


def levy_act(state, f, a):
    paid = a.args[0]
    pay(state, a.seat, paid)
    emit(state, LEVY, seat=a.seat, paid=paid, owed=f["owed"])
    pop(state)
    move_marker(state, "rebellion", (f["owed"] - paid) * f["rate"], (LEVY, a.seat))


def prim_supply_market(state, f, eff):
    for res in state.content.rules["resources"]:
        supply_market(state, eff["market"], res)


def prim_choice(state, f, eff):
    push(state, {"k": CHOICE, "seat": f["user"], "src": f["src"] + (f["i"] - 1, "options"),
                 "card": f["card"]})


def choice_legal(state, f):
    seat = f["seat"]
    p = state.players[seat]
    options = tables.effect_list(state.content, f["src"])
    return [act(seat, OPTION, k) for k, o in enumerate(options)
            if option_blocker(state, p, o, why=False) is None]


def option_blocker(state, p, option, why=True):
    """DECK 3.22: None if the player can pay this option of a choice, else why not."""
    return cost_blocker(state, p, 0, option["pay"], why=why)


def choice_act(state, f, a):
    k = a.args[0]
    option = tables.effect_list(state.content, f["src"])[k]
    pay_cubes(state, a.seat, option["pay"])
    emit(state, OPTION, seat=a.seat, option=k)
    pop(state)
    run_effects(state, f["src"] + (k, "effects"), a.seat, f["card"])


def prim_domestic_crisis(state, f, eff):
    begin(state, DCRISIS, res=eff["resource"], n=eff["citizens_per_cube"])


def prim_export_crisis(state, f, eff):
    begin(state, XCRISIS, cubes=eff["cubes"])


PRIMITIVES = {
    "track": prim_track,
    "gain_florins": prim_gain_florins,
    "gain_explorer_token": prim_gain_explorer_token,
    "market_transactions": prim_market_transactions,
    "sell_to_bank": prim_sell_to_bank,
    "exchange_with_bank": prim_exchange_with_bank,
    "free_action": prim_free_action,
    "harvest_bonus": prim_harvest_bonus,
    "reveal_and_buy": prim_reveal_and_buy,
    "peek_objective": prim_peek_objective,
    "peek_deck": prim_peek_deck,
    "place_citizens": prim_place_citizens,
    "stand_up_rebels": prim_stand_up_rebels,
    "remove_citizens": prim_remove_citizens,
    "destroy_ship": prim_destroy_ship,
    "place_ships_at_ports": prim_place_ships_at_ports,
    "block_icon": prim_block_icon,
    "unblock_icon": prim_unblock_icon,
    "steal_cube": prim_steal_cube,
    "levy": prim_levy,
    "supply_market": prim_supply_market,
    "choice": prim_choice,
    "build_wonder": prim_build_wonder,
    "domestic_crisis": prim_domestic_crisis,
    "export_crisis": prim_export_crisis,
}

automatic(FX, run_fx)
decision(SELL_BANK, sell_bank_legal, sell_bank_act)
decision(EXCHANGE, exchange_legal, exchange_act)
decision(REVEAL, reveal_legal, reveal_act)
decision(PEEK, peek_legal, peek_act)
decision(REBELS, rebels_legal, rebels_act)
automatic(REMOVE, run_remove)
decision(REMOVE_PICK, remove_legal, remove_act)
decision(SINK, sink_legal, sink_act)
automatic(PORT_SHIPS, run_port_ships)
decision(PORT_SHIPS_PICK, port_ships_legal, port_ships_act)
automatic(BLOCK, run_block)
decision(BLOCK_PICK, block_legal, block_act)
automatic(UNBLOCK, run_unblock)
decision(UNBLOCK_PICK, unblock_legal, unblock_act)
decision(FISTS, fists_legal, fists_act)
decision(LEVY, levy_legal, levy_act)
decision(CHOICE, choice_legal, choice_act)
decision(WONDER, wonder_legal, wonder_act)
