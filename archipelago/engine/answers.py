"""Answers for the table (issue 27): what an action would give now, and why an action is
not possible, worked out by the engine's own rules, beside `legal_actions`.

Every answer is asked with one seat's view and worked out on a world drawn from it
(worlds.resample), so it can never tell the asker what their view hides; what the view
shows (the public table, the seat's own stock) is exact, as the world agrees with it.

    preview(content, view, action)   # what a legal action would change for the seat
    why_not(content, view, action)   # None if legal, else a reason (kinds.py "reasons")
    build_blocker(content, view, kind, h, ship)   # R5.8 for a construction on a hex
    convoy(content, view, action)    # R5.7: the ship bridging each border of a move by sea
    recruit_stop(content, view, frame)            # R5.10: why nobody can be recruited
    hex_fits(content, view, hex_id, ship)         # R5.12: an explored hex would find a spot
    amount(content, view, amt, seat) # an effect's Amount as the engine counts it now
    forecast(content, view, answers=())   # what the deck top's crises would do now (R6)

The words for them are words.py's. A world is drawn once per view (the newest few are
kept), with a generator seeded from the view, so the same view gives the same answers.
"""

import random

from . import actions, effects, pieces, tables
from .core import copy_state, log_since
from .flow import advance, apply, begin, legal_actions
from .kinds import (BALANCE, BENEFACTOR, CHOICE, DELIVER, DOMESTIC_CRISIS, DONE, EXPORT_CRISIS,
                    EXPORT_RESULT, GAME_OVER, HARVEST, MARKET, MOVE, NOT_NOW, OPTION, OUTSIDE_TURN,
                    PLACE_DISC, REBELS, RECRUIT, REVEALING, TRADE_DONE, TRADE_FAILED, TURN,
                    TURN_CARD_TAKEN, TX, USE_BUILDING, USE_CARD)
from .worlds import resample
from .pieces import D, LYING

_KEEP = 8
_WORLDS = []        # [(view, world)], newest last: the view is kept so its id stays its own
_PREVIEWS = []      # [(view, {action: preview})], the same


def world(content, view):
    """A state the view's seat cannot tell from the real one (the same for the same view)."""
    for v, w in _WORLDS:
        if v is view:
            return w
    w = resample(content, view, random.Random(view["log_n"]))
    _WORLDS.append((view, w))
    del _WORLDS[:-_KEEP]
    return w


def preview(content, view, action):
    """What the legal `action` of the view's seat would change, applied on a copy of the
    view's world: the seat's florins, cubes and explorer tokens, the markers and the
    population (changes; cubes as {resource: change} without zeros); `unknown`: a random
    draw or something hidden comes to light on the way (kinds.REVEALING: a hex or card, the
    bids...) or an accepted offer is settled (whether the other side can pay is hidden, R9),
    so the figures are one possible outcome, not the outcome; whether it ends the
    game (`over`; an objective the seat cannot see may also end it); and the decision the
    seat faces next if it is the seat's (`then`: a frame kind, or None). None for an action
    that is not legal now. Worked out once per view and action (the table asks the same
    previews more than once in the frame after a move)."""
    try:
        hash(action)
    except TypeError:               # an action with a list in its arguments: not kept
        return _preview(content, view, action)
    memo = next((m for v, m in _PREVIEWS if v is view), None)
    if memo is None:
        memo = {}
        _PREVIEWS.append((view, memo))
        del _PREVIEWS[:-_KEEP]
    if action not in memo:
        memo[action] = _preview(content, view, action)
    p = memo[action]
    return None if p is None else dict(p, cubes=dict(p["cubes"]))


def _preview(content, view, action):
    w = world(content, view)
    if action not in legal_actions(w):
        return None
    seat = view["seat"]
    after = copy_state(w)
    log_n = after.log_n
    events = apply(after, action)
    me, me_after = w.players[seat], after.players[seat]
    cubes = {r: me_after["cubes"][r] - k for r, k in me["cubes"].items()
             if me_after["cubes"][r] != k}
    nxt = after.frames[-1] if after.frames else None
    return {
        "florins": me_after["florins"] - me["florins"],
        "cubes": cubes,
        "tokens": me_after["tokens"] - me["tokens"],
        "rebellion": after.rebellion - w.rebellion,
        "surplus": after.surplus - w.surplus,
        "population": after.population - w.population,
        "unknown": any(e[0] == "r" for e in log_since(after, log_n))
        or any(ev["type"] in REVEALING or ev["type"] in (TRADE_DONE, TRADE_FAILED) for ev in events),
        "over": after.over is not None,
        "then": nxt["k"] if nxt is not None and nxt.get("seat") == seat else None,
    }


def why_not(content, view, action):
    """None if `action` is legal for the view's seat now, else why not: a reason of
    kinds.py, from the same tests the engine's legal lists make (a wheel space, a card, a
    recruit, a market transaction, a market or port, a choice's option); (NOT_NOW,) where
    no closer reason is known."""
    w = world(content, view)
    if action in legal_actions(w):
        return None
    seat = view["seat"]
    f = w.frames[-1] if w.frames else None
    mine = f is not None and f.get("seat") == seat
    if action.kind == PLACE_DISC:
        if not (mine and f["k"] == TURN):
            return (OUTSIDE_TURN,)
        return actions.turn_blocker(w, f, seat) or \
            actions.space_blocker(w, seat, action.args[0]) or (NOT_NOW,)
    if action.kind == USE_CARD:
        if not (mine and f["k"] in (TURN, HARVEST)):
            return (OUTSIDE_TURN,)
        turn = next((t for t in reversed(w.frames) if t["k"] == TURN), None)
        if turn is not None and turn["card"]:
            return (TURN_CARD_TAKEN,)
        return effects.card_blocker(w, seat, action.args[0]) or (NOT_NOW,)
    if action.kind == RECRUIT and mine and f["k"] == RECRUIT:
        return actions.recruit_stop(w, seat, f) or (NOT_NOW,)
    if action.kind == TX and mine and f["k"] == MARKET:
        return actions.market_blocker(w, seat, f, *action.args) or (NOT_NOW,)
    if action.kind == USE_BUILDING and mine and f["k"] == TURN:
        return actions.building_blocker(w, seat, action.args[0]) or (NOT_NOW,)
    if action.kind == OPTION and mine and f["k"] == CHOICE:
        options = tables.effect_list(content, f["src"])
        return effects.option_blocker(w, w.players[seat], options[action.args[0]]) or (NOT_NOW,)
    return (NOT_NOW,)


def build_blocker(content, view, kind, h, ship=False):
    """R5.8: None if the view's seat could build `kind` on hex h with a unit there (a ship
    builder: `ship`) as far as the hex, the box and its purse go, else why not."""
    return actions.build_blocker(world(content, view), view["seat"], kind, h, ship)


def convoy(content, view, action):
    """R5.7: how a citizen's migration move (MOVE, unit, hex, area) of the view's seat
    goes by sea now: ((ship, hex behind, hex ahead), ...), one per border crossed with
    the active ship of the seat bridging it, a different ship for each ((ship, h, h): a hop
    between two islands of the ship's hex); () for a walk across a land edge or a ship's
    own move; None if the unit cannot get there."""
    if action.kind != MOVE:
        return None
    u, h, area = action.args
    w = world(content, view)
    if area < 0 or pieces.is_ship(w, u):
        return ()
    return actions.convoy_route(w, view["seat"], u, h, area)


def recruit_stop(content, view, f):
    """R5.10: None if the view's seat could recruit a citizen under the recruit frame `f`
    (or a card's recruit modifiers: price, needs_surplus) somewhere now, else why not
    (the reserve, the surplus, the price, every hex full)."""
    return actions.recruit_stop(world(content, view), view["seat"], f)


def hex_fits(content, view, hex_id, ship=False):
    """R5.12: would the hex, on either side, fit a spot touching two placed hexes where a
    unit of the view's seat (only a ship, for a ship's exploration) can move in? An
    explored hex that fits nowhere leaves the game (HEX_LOST). Worked out on the view's
    map and units, which are public, without drawing a world (bots ask it often)."""
    table = _MapTable(content, view)
    f = {"seat": view["seat"], "hex": hex_id, "ship": 1 if ship else 0}
    return any(actions.exploration_spots(table, f))


class _MapTable:
    """The part of a state that the placement rules read (the map, the units, the
    pieces' settings), taken from a view."""

    def __init__(self, content, view):
        self.content = content
        self.hexes = view["hexes"]
        self.at = {(h[0], h[1]): i for i, h in enumerate(self.hexes)}
        self.units = view["units"]
        self.cfg = {"unit_slots": view["unit_slots"], "citizens": view["citizens_per_player"]}


def amount(content, view, amt, seat):
    """An effect's Amount (DECK 3) for `seat`, with the engine's own counters (DECK 0.5)
    on the view's world: what a card would give now."""
    return effects.amount(world(content, view), amt, seat)


def forecast(content, view, answers=()):
    """R5.4, R6: what the balance side of the deck's top card would bring if it were
    resolved now, worked out by the engine itself: its parts are run on a copy of the
    view's world, each seat answering its crises with the next of `answers` that is its
    own (the public answer actions of kinds.py: TEMPLE, DELIVER, STAND, DONE; a stock or
    token the world's sampled stock lacks is made up, as the view cannot tell), and
    otherwise not at all (DONE). None if the deck is empty.

    Returns {"card", "parts" (the parts phase 4 resolves; red ones are resolved when the
    card comes up), "domestic": {"res", "per_cube", "lying", "lying_by_seat", "cubes_by_seat"
    (the cubes that would stand up each seat's own), "cubes" (all of them), "rebels",
    "market"} or None, "export": {"demand", "missing", "market" ({res: cubes in the export
    market}), "came" (False: the colony would be independent before it came)} or None,
    "rebellion": [before, after], "population", "independence" (bool)}.

    None as well once an objective is met (R11): the game ends at the end of the current
    step, so no phase 4 comes, and in phase 6 not even the refill after the step (ruling
    2026-12-06): nothing more comes from the deck."""
    w = copy_state(world(content, view))
    if not w.deck or w.ending is not None:
        return None
    w.frames = []
    w.events = events = []
    begin(w, BALANCE)
    advance(w)
    w.events = None
    slots = view["unit_slots"]
    by_seat = [0] * view["n"]            # who lies down at the crisis's start (R6.2)
    for u, unit in enumerate(w.units):
        if unit is not None and unit[D] == LYING:
            by_seat[u // slots] += 1
    queue = list(answers)
    while w.over is None and w.frames:
        f = w.frames[-1]
        seat = f["seat"]
        legal = legal_actions(w)
        a = _next_answer(w, queue, seat, legal)
        events += apply(w, a)
    out = {"card": w.deck[-1] if w.deck else None, "parts": [], "domestic": None,
           "export": None, "rebellion": [view["rebellion"], w.rebellion],
           "population": w.population, "independence": False}
    for ev in events:
        t = ev["type"]
        if t == BALANCE:
            out["card"], out["parts"] = ev["card"], list(ev["parts"])
        elif t == DOMESTIC_CRISIS:
            out["domestic"] = {"res": ev["res"], "per_cube": ev["n"], "lying": ev["lying"],
                               "lying_by_seat": by_seat, "rebels": 0,
                               "cubes_by_seat": [tables.crisis_cubes(ev["n"], k) for k in by_seat],
                               "cubes": tables.crisis_cubes(ev["n"], ev["lying"]),
                               "market": view["markets"]["domestic"][ev["res"]]}
        elif t == REBELS and out["domestic"] is not None:
            out["domestic"]["rebels"] = len(ev["units"])
        elif t == EXPORT_CRISIS:
            out["export"] = {"demand": list(ev["cubes"]), "missing": list(ev["cubes"]), "came": True,
                             "market": {r: view["markets"]["export"][r] for r in ev["cubes"]}}
        elif t == EXPORT_RESULT and out["export"] is not None:
            out["export"]["missing"] = list(ev["missing"])
        elif t == GAME_OVER and ev["reason"] == "independence":
            out["independence"] = True
    if out["export"] is None and "export" in out["parts"]:      # independent before it came
        for eff in tables.effect_list(content, ("balance", out["card"], "export")):
            if eff.get("op") == "export_crisis":
                demand = tables.export_demand(content.rules, eff["cubes"], view["n"])
                out["export"] = {"demand": demand, "missing": list(demand), "came": False,
                                 "market": {r: view["markets"]["export"][r] for r in demand}}
    return out


def _next_answer(w, queue, seat, legal):
    """The seat's next answer from the queue, made possible in the world (a cube or token
    the sampled stock lacks is added), else DONE, a skipped BENEFACTOR frame or the first
    stand-up the crisis owes."""
    for i, a in enumerate(queue):
        if a.seat != seat:
            continue
        if a.kind == DELIVER and a not in legal:
            res, source = a.args
            p = w.players[seat]
            if source == "token":
                p["tokens"] += 1
            elif source == "stock":
                p["cubes"][res] += 1
            w.legal = None
            legal = legal_actions(w)
        if a in legal:
            del queue[i]
            return a
        break
    for kind in (DONE, BENEFACTOR):
        for a in legal:
            if a.kind == kind and (kind != BENEFACTOR or a.args[0] == "skip"):
                return a
    return legal[0]
