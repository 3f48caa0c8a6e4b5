"""Answers for the table (issue 27): what an action would give now, and why an action is
not possible, worked out by the engine's own rules, beside `legal_actions`.

Every answer is asked with one seat's view and worked out on a world drawn from it
(worlds.resample), so it can never tell the asker what their view hides; what the view
shows (the public table, the seat's own stock) is exact, as the world agrees with it.

    preview(content, view, action)   # what a legal action would change for the seat
    why_not(content, view, action)   # None if legal, else a reason (kinds.py "reasons")
    build_blocker(content, view, kind, h, ship)   # R5.8 for a construction on a hex
    recruit_stop(content, view, frame)            # R5.10: why nobody can be recruited
    amount(content, view, amt, seat) # an effect's Amount as the engine counts it now

The words for them are words.py's. A world is drawn once per view (the newest few are
kept), with a generator seeded from the view, so the same view gives the same answers.
"""

import random

from . import actions, effects, tables
from .core import copy_state, log_since
from .flow import apply, legal_actions
from .kinds import (CHOICE, HARVEST, MARKET, NOT_NOW, OPTION, OUTSIDE_TURN, PLACE_DISC, RECRUIT,
                    REVEALING, TRADE_DONE, TRADE_FAILED, TURN, TURN_CARD_TAKEN, TX, USE_BUILDING,
                    USE_CARD)
from .worlds import resample

_KEEP = 8
_WORLDS = []        # [(view, world)], newest last: the view is kept so its id stays its own


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
    that is not legal now."""
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


def recruit_stop(content, view, f):
    """R5.10: None if the view's seat could recruit a citizen under the recruit frame `f`
    (or a card's recruit modifiers: price, needs_surplus) somewhere now, else why not
    (the reserve, the surplus, the price, every hex full)."""
    return actions.recruit_stop(world(content, view), view["seat"], f)


def amount(content, view, amt, seat):
    """An effect's Amount (DECK 3) for `seat`, with the engine's own counters (DECK 0.5)
    on the view's world: what a card would give now."""
    return effects.amount(world(content, view), amt, seat)
