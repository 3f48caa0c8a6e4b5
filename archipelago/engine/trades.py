"""Negotiation (R9): offers between two players, answered by accept, reject or counter.

An offer lists what the proposer gives and what he asks, as (item, count) pairs where an
item is "florin", a resource, "token" or an evolution card id. It is built one item at a
time, and executed only if both sides can still pay when it is accepted. Offers may be
opened by the deciding seat in the bid phase, in a crisis response and in its own
phase-5 turn; rules.yaml `negotiation` bounds their number so every phase ends.
"""

from .core import Action, emit
from .flow import act, decision, forget, keep, kept, pop, push
from .kinds import (ACCEPT, ASK, BIDS, CANCEL, COMPOSE, COUNTER, DROP, GIVE, OFFER,
                    OFFER_CANCELLED, OFFER_OPEN, REJECT, RESPOND, SEND, TRADE_DONE, TRADE_FAILED,
                    TRADE_REJECTED)


_new = tuple.__new__


def _act(seat, kind, args):
    return _new(Action, (seat, kind, args))


_FIXED = {}


def _fixed(seat, resources):
    """The items every seat holds (florin, each resource, token) and the give and ask
    actions naming them; the seat's drop actions by side and item (filled as they come
    up), send and cancel: built once per seat."""
    key = (seat, tuple(resources))
    hit = _FIXED.get(key)
    if hit is None:
        items = ("florin",) + key[1] + ("token",)
        hit = _FIXED[key] = (items, [_act(seat, GIVE, (i,)) for i in items],
                             [_act(seat, ASK, (i,)) for i in items],
                             ({}, {}, _act(seat, SEND, ()), _act(seat, CANCEL, ())))
    return hit


def _limits(state):
    return state.content.rules["negotiation"]


_OPENERS = {}


def openers(state, f, seat):
    """`offer` actions to every other player, while the seat has offers left here (the
    actions built once per seat and turn order)."""
    if f.get("offered", ()).count(seat) >= _limits(state)["offers_per_turn"]:
        return []
    key = (seat, state.order)
    hit = _OPENERS.get(key)
    if hit is None:
        hit = _OPENERS[key] = tuple(act(seat, OFFER, s) for s in state.order if s != seat)
    return list(hit)


def open_offer(state, f, a):
    f["offered"] = f.get("offered", ()) + (a.seat,)
    push(state, {"k": COMPOSE, "seat": a.seat, "to": a.args[0], "give": (), "get": (),
                 "adds": 0, "counters": 0})
    emit(state, OFFER_OPEN, seat=a.seat, to=a.args[0])


def count(items, item):
    return dict(items).get(item, 0)


def _add(items, item, k):
    """The (item, count) pairs, sorted by item, with k more of `item` (none left: gone)."""
    out = []
    found = False
    for i, n in items:
        if i == item:
            n += k
            found = True
        if n > 0:
            out.append((i, n))
    if not found and k > 0:
        out.append((item, k))
        out.sort()
    return tuple(out)


def holdings(state, seat, item):
    """How many of an item the seat has (cards: 1 if owned and not a built wonder)."""
    p = state.players[seat]
    if item == "florin":
        return p["florins"] - sealed_bid(state, seat)
    if item == "token":
        return p["tokens"]
    if item in p["cubes"]:
        return p["cubes"][item]
    return 1 if state.owner.get(item) == seat and item not in state.built else 0


def sealed_bid(state, seat):
    """Florins the seat has already bid in this phase 2 (R5.2): they stay in his hand
    until the bids are revealed and paid, so they cannot be traded away meanwhile."""
    for f in state.frames:
        if f["k"] == BIDS and seat in f["who"][:len(f["bids"])]:
            return f["bids"][f["who"].index(seat)]
    return 0


def tradable_items(state, seat):
    cards = [c for c, s in state.owner.items() if s == seat and c not in state.built]
    return ["florin"] + list(state.content.rules["resources"]) + ["token"] + cards


def _compose_base(state, f):
    """What an offer's actions are built from while its frame is on top (R9): the
    proposer's give actions with how many of each item he holds (his florins less a
    sealed bid, R5.2; each card he holds and has not built counts 1), then the ask
    actions (every item, and each card the other holds). Nothing of it changes while the
    offer is composed (only its frame does), so it is worked out once per frame and kept
    with the frame (flow.keep; issue 12: composing clicks are most of a random game's actions)."""
    base = kept(state, f)
    if base is not None:
        return base
    seat, to = f["seat"], f["to"]
    built = state.built
    mine, theirs = [], []
    for c, s in state.owner.items():
        if s == seat:
            if c not in built:
                mine.append(c)
        elif s == to and c not in built:
            theirs.append(c)
    p = state.players[seat]
    cubes = p["cubes"]
    items, gives, asks, ends = _fixed(seat, state.content.rules["resources"])
    have = [p["florins"] - sealed_bid(state, seat)]
    have += [cubes[r] for r in items[1:-1]]
    have.append(p["tokens"])
    give_from = [(i, k, a) for i, k, a in zip(items, have, gives) if k > 0]
    give_from += [(c, 1, _act(seat, GIVE, (c,))) for c in mine]
    ask_cards = [(c, _act(seat, ASK, (c,))) for c in theirs]
    return keep(state, f, (_limits(state)["items_per_offer"], give_from, asks, ask_cards, ends))


def _dropping(seat, side, items, drops):
    """The drop actions of one side's items, from the seat's table (filled as they come up)."""
    out = []
    for i, _ in items:
        a = drops.get(i)
        if a is None:
            a = drops[i] = _act(seat, DROP, (side, i))
        out.append(a)
    return out


def compose_legal(state, f):
    """Give any item the proposer holds more of than he gives, ask any item he does not
    ask yet, while the offer has items left (rules.yaml negotiation); drop an item;
    send once it names one; cancel."""
    give, get = f["give"], f["get"]
    limit, give_from, asks, ask_cards, (drop_give, drop_get, send, cancel) = _compose_base(state, f)
    out = []
    if f["adds"] < limit:
        gave, asked = dict(give), dict(get)
        out += [a for i, k, a in give_from if k > gave.get(i, 0)]
        out += asks
        out += [a for c, a in ask_cards if c not in asked]
    if give:
        out += _dropping(f["seat"], "give", give, drop_give)
    if get:
        out += _dropping(f["seat"], "get", get, drop_get)
    if give or get:
        out.append(send)
    out.append(cancel)
    return out


def compose_act(state, f, a):
    kind = a.kind
    if kind == GIVE:
        f["give"] = _add(f["give"], a.args[0], 1)
        f["adds"] += 1
    elif kind == ASK:
        f["get"] = _add(f["get"], a.args[0], 1)
        f["adds"] += 1
    elif kind == DROP:
        side, item = a.args
        f[side] = _add(f[side], item, -1)
    elif kind == CANCEL:
        pop(state)
        emit(state, OFFER_CANCELLED, seat=a.seat)
    else:   # send
        pop(state)
        push(state, {"k": RESPOND, "seat": f["to"], "frm": f["seat"], "give": f["give"],
                     "get": f["get"], "counters": f["counters"]})
        emit(state, OFFER, seat=f["seat"], to=f["to"], give=dict(f["give"]), get=dict(f["get"]))


def can_pay(state, seat, items):
    return all(holdings(state, seat, i) >= n for i, n in items)


def respond_legal(state, f):
    seat = f["seat"]
    out = []
    if can_pay(state, seat, f["get"]):
        out.append(act(seat, ACCEPT))
    out.append(act(seat, REJECT))
    if f["counters"] < _limits(state)["counters_per_offer"]:
        out.append(act(seat, COUNTER))
    return out


def respond_act(state, f, a):
    seat, frm = f["seat"], f["frm"]
    pop(state)
    if a.kind == COUNTER:
        push(state, {"k": COMPOSE, "seat": seat, "to": frm, "give": f["get"],
                     "get": f["give"], "adds": 0, "counters": f["counters"] + 1})
        emit(state, COUNTER, seat=seat, to=frm)
        return
    if a.kind == ACCEPT and can_pay(state, frm, f["give"]) and can_pay(state, seat, f["get"]):
        hand(state, frm, seat, f["give"])
        hand(state, seat, frm, f["get"])
        emit(state, TRADE_DONE, seat=frm, to=seat, give=dict(f["give"]), get=dict(f["get"]))
    elif a.kind == ACCEPT:
        emit(state, TRADE_FAILED, seat=frm, to=seat)
    else:
        emit(state, TRADE_REJECTED, seat=seat, to=frm)


def hand(state, src, dst, items):
    """Move the items from src to dst. A card keeps its state (DECK 0.2.3: the lock
    belongs to the card): held since an earlier round it is usable by its new holder if
    nobody used it this round; new this round it stays locked for whoever holds it."""
    forget(state)
    ps, pd = state.players[src], state.players[dst]
    for item, n in items:
        if item == "florin":
            ps["florins"] -= n
            pd["florins"] += n
        elif item == "token":
            ps["tokens"] -= n
            pd["tokens"] += n
        elif item in ps["cubes"]:
            ps["cubes"][item] -= n
            pd["cubes"][item] += n
        else:
            state.owner[item] = dst


decision(COMPOSE, compose_legal, compose_act)
decision(RESPOND, respond_legal, respond_act)
