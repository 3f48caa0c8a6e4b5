"""The round (R5): its phase table, deactivation (R5.1), turn order bids (R5.2) and the
population effects (R5.3)."""

from . import pieces, tables
from .bank import pay
from .core import emit
from .effects import run_now
from .ending import finish_by_objective
from .flow import act, automatic, begin, decision, pop, push, starter
from .kinds import (ARRANGE, BALANCE, BID, BIDS, BID_PLACED, DEACTIVATION, OFFER, ORDER, PHASE, PHASES,
                    POPULATION, ROUND, TURN_ORDER)
from .pieces import D, E, I, STANDING
from .trades import open_offer, openers

FIRST_ROUND_SKIPS = (DEACTIVATION, BALANCE)   # R5: round 1 skips phases 1 and 4


def phases_of(round_no):
    return tuple(p for p in PHASES if round_no > 1 or p not in FIRST_ROUND_SKIPS)


def run_round(state, f):
    """Start the next phase of the round, or the next round."""
    if state.ending is not None:
        finish_by_objective(state)
        return
    phases = phases_of(state.round)
    i = f["i"]
    if i >= len(phases):
        state.round += 1
        f["i"] = 0
        emit(state, ROUND, round=state.round)
        return
    f["i"] = i + 1
    state.phase = phases[i]
    emit(state, PHASE, phase=state.phase, round=state.round)
    begin(state, state.phase)


# --- R5.1 deactivation ------------------------------------------------------------------

def deactivation(state):
    """Cards upright; units step off icons and become active (staying in buildings);
    rebels stand up. Markers do not move."""
    state.used_cards.clear()
    state.used_buildings.clear()
    units = state.units
    for u, t in enumerate(units):
        if t is not None and (t[E] or t[I] >= 0 or t[D] != STANDING):
            units[u] = t[:E] + (0, STANDING, -1) + t[I + 1:]
    for p in state.players:
        p["reproduced"] = False


# --- R5.2 turn order --------------------------------------------------------------------

def turn_order(state):
    push(state, {"k": BIDS, "who": state.order, "i": 0, "bids": (), "rebid": 0,
                 "seat": state.order[0]})


def bids_legal(state, f):
    seat = f["seat"]
    return [act(seat, BID, k) for k in range(state.players[seat]["florins"] + 1)] + \
        openers(state, f, seat)


def bids_act(state, f, a):
    if a.kind == OFFER:
        open_offer(state, f, a)
        return
    f["bids"] = f["bids"] + (a.args[0],)
    emit(state, BID_PLACED, seat=a.seat)
    i = f["i"] + 1
    if i < len(f["who"]):
        f["i"] = i
        f["seat"] = f["who"][i]
        return
    reveal_bids(state, f)


def reveal_bids(state, f):
    """All bids are shown and paid; the top bidder arranges the order; ties bid again
    once; a second tie or all zero bids leave the order unchanged (R5.2)."""
    bids = dict(zip(f["who"], f["bids"]))
    for seat, b in bids.items():
        pay(state, seat, b)
        state.players[seat]["stats"]["florins_bid"] += b
    emit(state, BIDS, bids=bids, rebid=f["rebid"])
    best = max(bids.values())
    tops = tuple(s for s in f["who"] if bids[s] == best)
    pop(state)
    if best == 0 or (len(tops) > 1 and f["rebid"]):
        emit(state, ORDER, order=list(state.order), changed=False)
        return
    if len(tops) > 1:
        push(state, {"k": BIDS, "who": tops, "i": 0, "bids": (), "rebid": 1, "seat": tops[0]})
        return
    push(state, {"k": ARRANGE, "seat": tops[0], "chosen": ()})


def arrange_legal(state, f):
    return [act(f["seat"], ORDER, s) for s in state.order if s not in f["chosen"]]


def arrange_act(state, f, a):
    chosen = f["chosen"] + (a.args[0],)
    rest = [s for s in state.order if s not in chosen]
    if len(rest) <= 1:
        state.order = chosen + tuple(rest)
        emit(state, ORDER, order=list(state.order), changed=True)
        pop(state)
    else:
        f["chosen"] = chosen


# --- R5.3 population effects ------------------------------------------------------------

def population_effects(state):
    """Boards I, II, III, IV apply their row effects, in that order (R5.3, R7)."""
    rules = state.content.rules
    state.population = sum(pieces.citizens_on_map(state, s) for s in range(state.cfg["n"]))
    for market, counts in (("domestic", state.dom), ("export", state.exp)):
        for res in rules["resources"]:
            run_now(state, tables.market_effects(rules, market, res, counts[res]),
                    (POPULATION, market, res, counts[res]))
            if state.over is not None:
                return
    run_now(state, tables.stability_row(rules, state.population)["effects"],
            (POPULATION, "stability", state.population))
    if state.over is None:
        run_now(state, tables.surplus_row(rules, state.surplus)["effects"],
                (POPULATION, "surplus", state.surplus))


starter(DEACTIVATION, deactivation)
starter(TURN_ORDER, turn_order)
starter(POPULATION, population_effects)
automatic(ROUND, run_round)
decision(BIDS, bids_legal, bids_act)
decision(ARRANGE, arrange_legal, arrange_act)
