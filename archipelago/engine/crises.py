"""Phase 4, the balance of the archipelago (R5.4, R6): the card backs, domestic and export
crises, events, red parts (R6.5) and the florins laid on the T01 trend card (DECK 4)."""

from . import pieces, tables
from .bank import move_marker
from .core import emit
from .effects import run_effects
from .flow import act, automatic, decision, pop, push, starter
from .kinds import (BALANCE, BENEFACTOR, BIDS, CRISIS_MET, DCRISIS, DELIVER, DOMESTIC_CRISIS, DONE,
                    EXPORT_CRISIS, EXPORT_RESULT, OFFER, REBELS, RED, STAND, TEMPLE,
                    TEMPLE_STANDUP, XCRISIS)
from .trades import open_offer, openers
from .pieces import B, D, H, LYING, REBEL, STANDING

def open_entries(state):
    """The secret or simultaneous entries under way on the frame stack, outermost first
    (R5.2: the turn-order bids; R6.2, R6.3: the crisis answers that go round the table):
    (frame kind, begun) where `begun` says the frame itself counts an entry made (a bid
    entered; a crisis answered by an earlier seat, or by the seat answering now with a
    temple, a cube or a stand-up). An export crisis's first deliveries leave no mark in
    the frame: the game's record tells them (history.secret_entry_open)."""
    out = []
    for f in state.frames:
        k = f["k"]
        if k == BIDS:
            out.append((k, bool(f["bids"])))
        elif k in (DCRISIS, XCRISIS):
            out.append((k, bool(f["i"] or f.get("delivered") or f.get("temples") or f.get("owed"))))
    return out


def start_balance(state):
    """R5.4: the top card's balance side, red parts skipped; nothing if the deck is empty."""
    if not state.deck:
        return
    card = state.deck[-1]
    parts = tables.balance_parts(state.content, card)
    emit(state, BALANCE, card=card, parts=list(parts))
    push(state, {"k": BALANCE, "card": card, "parts": parts, "i": 0})


def run_parts(state, f):
    """Resolve the parts one after the other (domestic first, then export, R6)."""
    i = f["i"]
    if i >= len(f["parts"]):
        pop(state)
        return
    f["i"] = i + 1
    run_effects(state, ("balance", f["card"], f["parts"][i]), None)


# --- R6.2 domestic demand crisis --------------------------------------------------------

def lying(state):
    units = state.units
    return [u for u, t in enumerate(units) if t is not None and t[D] == LYING]


def start_domestic(state, res, n):
    """R6.2: every citizen on the map lies down, except those in a temple; rebels of an
    earlier crisis this round lie down too (cubes may stand them up; still lying at the
    end, each adds rebellion +1 again)."""
    units = state.units
    temples = {b for b, bld in enumerate(state.buildings) if bld[2] == "temple"}
    cits = state.cfg["citizens"]
    per = state.cfg["unit_slots"]
    for u, t in enumerate(units):
        if t is not None and u % per < cits and t[H] >= 0 and t[D] in (STANDING, REBEL) \
                and t[B] not in temples:
            units[u] = t[:D] + (LYING,) + t[D + 1:]
    down = len(lying(state))
    emit(state, DOMESTIC_CRISIS, res=res, n=n, lying=down)
    if not down:
        return
    push(state, {"k": DCRISIS, "res": res, "n": n, "who": state.order, "i": 0,
                 "seat": state.order[0], "owed": 0, "temples": (), "delivered": 0})


def temple_options(state, seat, f):
    """Temples not used yet in this crisis on hexes with lying citizens, controlled by
    the seat (R6.2)."""
    temples = [b for b, (_, _, kind) in enumerate(state.buildings)
               if kind == "temple" and b not in f["temples"]]
    if not temples:
        return temples
    occ = pieces.occupants(state)
    down = {state.units[u][H] for u in lying(state)}
    return [b for b in temples if state.buildings[b][0] in down
            and pieces.controller(state, b, occ) == seat]


def sources(state, seat, market, res):
    """Where a crisis cube of `res` can come from (R6.1-R6.3)."""
    counts = state.dom if market == "domestic" else state.exp
    p = state.players[seat]
    out = []
    if counts[res] > 0:
        out.append("market")
    if p["cubes"][res] > 0:
        out.append("stock")
    if p["tokens"] > 0:
        out.append("token")
    return out


def hand_over(state, seat, market, res, source):
    """One cube to the bank from the market, the seat's stock, or a token as that cube."""
    if source == "market":
        (state.dom if market == "domestic" else state.exp)[res] -= 1
        state.bank[res] += 1
    elif source == "stock":
        state.players[seat]["cubes"][res] -= 1
        state.bank[res] += 1
    else:
        state.players[seat]["tokens"] -= 1
        state.tokens_box += 1
    emit(state, DELIVER, seat=seat, res=res, source=source)
    if source != "market":
        offer_benefactor(state, seat, state.content.rules["options"]["benefactor_per_cube"])


def dcrisis_legal(state, f):
    seat = f["seat"]
    if f["owed"]:
        return [act(seat, STAND, u) for u in pieces.one_per_place(state, lying(state))]
    out = [] if f["delivered"] else [
        act(seat, TEMPLE, b) for b in temple_options(state, seat, f)]
    out += [act(seat, DELIVER, f["res"], s) for s in sources(state, seat, "domestic", f["res"])]
    out += openers(state, f, seat)
    out.append(act(seat, DONE))
    return out


def dcrisis_act(state, f, a):
    seat = a.seat
    kind = a.kind
    if kind == OFFER:
        open_offer(state, f, a)
        return
    if kind == TEMPLE:
        b = a.args[0]
        h = state.buildings[b][0]
        for u in lying(state):
            if state.units[u][H] == h:
                stand_up(state, u)
        f["temples"] = f["temples"] + (b,)
        emit(state, TEMPLE_STANDUP, seat=seat, building=b)
    elif kind == DELIVER:
        f["delivered"] = 1
        f["owed"] = tables.crisis_standups(f["n"], len(lying(state)))
        hand_over(state, seat, "domestic", f["res"], a.args[1])
    elif kind == STAND:
        u = a.args[0]
        stand_up(state, u)
        if pieces.owner(state, u) != seat:
            state.players[seat]["stats"]["foreign_citizens_fed"] += 1
        f["owed"] -= 1
    else:   # done: the next player's response turn
        f["i"] += 1
        if f["i"] < len(f["who"]):
            f["seat"] = f["who"][f["i"]]
            f["delivered"] = 0
            return
        end_domestic(state, f["res"])
        return
    if not lying(state):
        emit(state, CRISIS_MET)
        end_domestic(state, f["res"])


def stand_up(state, u):
    t = state.units[u]
    state.units[u] = t[:D] + (STANDING,) + t[D + 1:]


def end_domestic(state, res):
    """R6.2: every citizen still lying becomes a rebel; rebellion +1 for each (the crisis
    of `res` is its cause)."""
    pop(state)
    down = lying(state)
    for u in down:
        t = state.units[u]
        state.units[u] = t[:D] + (REBEL,) + t[D + 1:]
    emit(state, REBELS, units=down)
    if down:
        move_marker(state, "rebellion", len(down), (DCRISIS, res))


# --- R6.3 export demand crisis ----------------------------------------------------------

def start_export(state, cubes):
    """Demand: the first min(n, L) cubes of the list (DECK 0.4)."""
    cubes = tables.export_demand(state.content.rules, cubes, state.cfg["n"])
    emit(state, EXPORT_CRISIS, cubes=list(cubes))
    push(state, {"k": XCRISIS, "open": tuple(cubes), "who": state.order, "i": 0,
                 "seat": state.order[0]})


def xcrisis_legal(state, f):
    seat = f["seat"]
    out = [act(seat, DELIVER, r, s) for r in dict.fromkeys(f["open"])
           for s in sources(state, seat, "export", r)]
    return out + openers(state, f, seat) + [act(seat, DONE)]


def xcrisis_act(state, f, a):
    seat = a.seat
    if a.kind == OFFER:
        open_offer(state, f, a)
        return
    if a.kind == DELIVER:
        res, source = a.args
        rest = list(f["open"])
        rest.remove(res)
        f["open"] = tuple(rest)
        if not f["open"]:
            pop(state)
        hand_over(state, seat, "export", res, source)
        if f["open"]:
            return
    else:
        f["i"] += 1
        if f["i"] < len(f["who"]):
            f["seat"] = f["who"][f["i"]]
            return
        pop(state)
    emit(state, EXPORT_RESULT, missing=list(f["open"]))
    if f["open"]:
        move_marker(state, "rebellion", len(f["open"]), (XCRISIS, f["open"]))


# --- trend T01 (DECK 4): florins laid on the trend card ------------------------------------

def offer_benefactor(state, seat, k):
    """With the T01 trend (benefactor_florins) face up, the seat may lay k florins from
    the bank on it."""
    trend = state.content.trends.get(state.trend)
    if trend is None or trend.criterion != "benefactor_florins" or state.bank_florins <= 0:
        return
    if state.players[seat]["auto_benefactor"]:
        take_benefactor(state, seat, k)
    else:
        push(state, {"k": BENEFACTOR, "seat": seat, "n": k})


def take_benefactor(state, seat, k):
    got = min(k, state.bank_florins)
    state.bank_florins -= got
    state.players[seat]["stats"]["benefactor_florins"] += got
    emit(state, BENEFACTOR, seat=seat, florins=got)


def benefactor_legal(state, f):
    seat = f["seat"]
    return [act(seat, BENEFACTOR, "take"), act(seat, BENEFACTOR, "always"),
            act(seat, BENEFACTOR, "skip")]


def benefactor_act(state, f, a):
    choice = a.args[0]
    pop(state)
    if choice == "always":
        state.players[a.seat]["auto_benefactor"] = True
    if choice != "skip":
        take_benefactor(state, a.seat, f["n"])


starter(BALANCE, start_balance)
starter(DCRISIS, start_domestic)
starter(XCRISIS, start_export)
starter(BENEFACTOR, offer_benefactor)
automatic(BALANCE, run_parts)
automatic(RED, run_parts)
decision(DCRISIS, dcrisis_legal, dcrisis_act)
decision(XCRISIS, xcrisis_legal, xcrisis_act)
decision(BENEFACTOR, benefactor_legal, benefactor_act)
