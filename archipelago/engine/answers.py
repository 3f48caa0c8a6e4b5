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
    free_action_stop(content, view, effect)       # DECK 3.7: why a card's free action has nothing to do
    hex_fits(content, view, hex_id, ship)         # R5.12: an explored hex would find a spot
    amount(content, view, amt, seat) # an effect's Amount as the engine counts it now
    forecast(content, view, answers=())   # what phases 3 and 4 will do, or would do (R5.3, R6)
    standing(content, view)          # the seat's own points had the game ended now, its end condition (R11)
    measure(content, view, name, seat)   # a scoring measure of a seat as the view shows it (R11.1, DECK 4)
    counted(content, view, name, seat)   # what that measure counted, part by part (issue 41)
    card_points(content, view, seat)     # the cards whose victory points score, and the unbuilt wonders (R11)
    end_counter(content, view, name)     # an end condition's counter, public (R11.1)
    hidden(name)                     # a measure the others keep secret (R9: florins, cubes, tokens)

The words for them are archipelago/words/'s. A world is drawn once per view (the newest few are
kept), with a generator seeded from the view, so the same view gives the same answers.
"""

import random

from . import actions, effects, ending, pieces, tables
from .core import copy_state, log_since
from .flow import advance, apply, begin, legal_actions, touched
from .kinds import (BALANCE, BENEFACTOR, CANCEL, CHOICE, DCRISIS, DEACTIVATION, DELIVER,
                    DOMESTIC_CRISIS, DONE, EXPORT_CRISIS, EXPORT_RESULT, GAME_OVER, HARVEST,
                    MARKER, MARKET, MOVE, NO_BUILD, NOT_NOW, OPTION, OUTSIDE_TURN, PHASE, PLACE_DISC,
                    POPULATION, REBELS, RECRUIT, REJECT, REVEALING, ROUND, TRADE_DONE,
                    TRADE_FAILED, TURN, TURN_CARD_TAKEN, TURN_ORDER, TX, USE_BUILDING, USE_CARD,
                    XCRISIS)
from .rounds import PHASES
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
    seat faces next if it is the seat's (`then`: a frame kind, or None); the buildings the
    seat controls now and would not after (`lost`: a unit leaving its town, R5.6, R5.8).
    None for an action that is not legal now. Worked out once per view and action (the table asks the same
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
        "lost": _control_lost(w, after, seat),
    }


def _control_lost(before, after, seat):
    """R5.6, R5.8: the buildings the seat controlled before the action and not after (a unit
    that leaves a building to harvest or move leaves it empty; a town left empty takes
    the hex's empty buildings with it)."""
    if seat is None or not before.buildings:
        return []
    occ0, occ1 = pieces.occupants(before), pieces.occupants(after)
    return [b for b in range(len(before.buildings))
            if pieces.controller(before, b, occ0) == seat and pieces.controller(after, b, occ1) != seat]


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


def free_action_stop(content, view, eff, card=None):
    """DECK 3.7: None if a card's free action `eff` (its wheel action, with the card's
    modifiers) has something to do for the view's seat now, else why not, as the engine's
    own tests for that action find it: a recruit's (recruit_stop, at the card's price),
    a build's (its only construction's box and cost, else NO_BUILD), the wheel space's
    (space_blocker; a card needs no circle). With the (owned) `card` it comes from, its
    use's cost is paid first, as the engine pays it (R10.3: a coloured arrow's fee to its
    owner too)."""
    w = world(content, view)
    seat = view["seat"]
    if card in w.owner:
        w = copy_state(w)
        effects.pay_card(w, seat, card)
    action = eff["action"]
    if action == "recruitment":
        return actions.recruit_stop(w, seat, dict(actions.WHEEL_RECRUIT, price=eff.get("price_override", -1)))
    if action == "build":
        only = eff.get("only")
        if any(actions.build_moves(w, seat, only)):
            return None
        return (actions.kind_blocker(w, seat, only[0]) if only and len(only) == 1 else None) or (NO_BUILD,)
    return actions.space_blocker(w, seat, action, limits={})


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
    """R5.3, R5.4, R6: what the balance side of the deck's top card will bring, worked out
    by the engine itself from the moment the view shows (issue 37): the engine's own round
    is run on a copy of the view's world, each seat answering its crises with the next of
    `answers` that is its own (the public answer actions of kinds.py: TEMPLE, DELIVER,
    STAND, DONE; a stock or token the world's sampled stock lacks is made up, as the view
    cannot tell), and otherwise not at all (`unanswered`: bid 0, pay no levy, cancel or
    reject an offer, DONE). None if the deck is empty.

    `when` says what the figures are: "now" in phases 2-4 of a round that has a balance
    phase (R5.4: every round but the first): the rest of phase 2, phase 3's board rows
    (R5.3: they move the markers before the crisis) and phase 4, exactly as the engine will
    run them if nobody answers; "next" otherwise (round 1, phases 5 and 6): the next
    round's phase 3 and this card's balance, on the table as it is now (the card on top
    may still change in phase 6). Objectives the view's seat cannot see end nothing here.

    Returns {"card", "when", "parts" (the parts phase 4 resolves; red ones are resolved
    when the card comes up), "phase3": {"rebellion": [before, after], "surplus": [before,
    after], "independence"} or None (phase 3 is behind), "domestic": {"res", "per_cube",
    "lying", "lying_by_seat", "cubes_by_seat" (the cubes that would stand up each seat's
    own), "cubes" (all of them), "rebels", "market"} or None, "export": {"demand",
    "missing", "market" ({res: cubes in the export market}), "came" (False: the colony
    would be independent before it came)} or None, "rebellion": [before, after],
    "population", "independence" (bool), "objective_end": the seat whose objective would
    end the game before the balance is over, or None}.

    None as well once an objective is met (R11): the game ends at the end of the current
    step, so no phase 4 comes, and in phase 6 not even the refill after the step (ruling
    2026-12-06): nothing more comes from the deck."""
    w = copy_state(world(content, view))
    if not w.deck or w.ending is not None:
        return None
    _hide_objectives(w, view)
    when = _start(w)
    events = _under_way(w)
    w.events = events
    advance(w)
    w.events = None
    by_seat = None                       # who lies down at the crisis's start (R6.2)
    queue = list(answers)
    while True:
        if by_seat is None and (any(ev["type"] == DOMESTIC_CRISIS for ev in events)
                                or any(f["k"] == DCRISIS for f in w.frames)):
            by_seat = _lying_by_seat(w, view)
        if w.over is not None or not w.frames or w.phase not in _NOW:
            break
        legal = legal_actions(w)
        if not legal:       # a hidden choice the drawn world cannot make (the victim's fists,
            break           # DECK 2.1, from a stock drawn too small): it moves no marker
        events += apply(w, _next_answer(w, queue, w.frames[-1]["seat"], legal))
    return _told(content, view, w, when, events, by_seat)


_NOW = (TURN_ORDER, POPULATION, BALANCE)        # the phases a forecast runs through


def _start(w):
    """Set the world where the forecast starts: in phases 2-4 of a round with a balance
    phase, where it is ("now"; a state between two steps goes on from its phase), else at
    the next round's phase 3 ("next")."""
    if w.round >= 2 and w.phase in _NOW:
        if not w.frames:
            w.frames = [{"k": ROUND, "i": PHASES.index(w.phase)}]
        return "now"
    w.round = max(w.round + (w.phase != DEACTIVATION), 2)
    w.phase = POPULATION
    w.frames = [{"k": ROUND, "i": PHASES.index(POPULATION)}]
    touched(w)
    return "next"


def _under_way(w):
    """Phase 4 under way: the card and the crises already on the stack, as the events that
    began them (the crisis's lying citizens, the export cubes still open)."""
    out = []
    for f in w.frames:
        if f["k"] == BALANCE:
            out.append({"type": BALANCE, "card": f["card"], "parts": list(f["parts"])})
        elif f["k"] == DCRISIS:
            out.append({"type": DOMESTIC_CRISIS, "res": f["res"], "n": f["n"],
                        "lying": sum(1 for u in w.units if u is not None and u[D] == LYING)})
        elif f["k"] == XCRISIS:
            out.append({"type": EXPORT_CRISIS, "cubes": list(f["open"])})
    return out


def _hide_objectives(w, view):
    """The objectives the view's seat cannot see (the others' unrevealed cards it did not
    peek at) are dealt at random in the world: none of them may end the game here."""
    seat = view["seat"]
    peeked = {f[1] for f in (view["players"][seat]["seen"] or ()) if f[0] == "objective"} \
        if seat is not None else set()
    for s, p in enumerate(view["players"]):
        if s != seat and not p["revealed"] and s not in peeked:
            w.players[s]["objective"] = None


def _lying_by_seat(w, view):
    slots = view["unit_slots"]
    by_seat = [0] * view["n"]
    for u, unit in enumerate(w.units):
        if unit is not None and unit[D] == LYING:
            by_seat[u // slots] += 1
    return by_seat


def _told(content, view, w, when, events, by_seat):
    """The forecast's figures from the events the engine produced."""
    out = {"card": w.deck[-1] if w.deck else None, "when": when, "parts": [], "phase3": None,
           "domestic": None, "export": None, "rebellion": [view["rebellion"], w.rebellion],
           "population": w.population, "independence": False, "objective_end": None}
    p3, came = None, False
    for ev in events:
        t = ev["type"]
        if t == PHASE and ev["phase"] == POPULATION:
            p3 = out["phase3"] = {"rebellion": [view["rebellion"]] * 2, "surplus": [view["surplus"]] * 2,
                                  "independence": False}
        elif t == MARKER and ev["cause"][0] == POPULATION and p3 is not None:
            p3[ev["track"]][1] = ev["value"]
        elif t == BALANCE:
            out["card"], out["parts"], came = ev["card"], list(ev["parts"]), True
        elif t == DOMESTIC_CRISIS:
            by = by_seat or [0] * view["n"]
            out["domestic"] = {"res": ev["res"], "per_cube": ev["n"], "lying": ev["lying"],
                               "lying_by_seat": by, "rebels": 0,
                               "cubes_by_seat": [tables.crisis_cubes(ev["n"], k) for k in by],
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
            if p3 is not None and not came:
                p3["independence"] = True
    if w.over is not None and w.over["reason"] == "objective":
        out["objective_end"] = w.over["seat"]
    if not came and out["card"] is not None:           # phase 3 ended the game first
        out["parts"] = list(tables.balance_parts(content, out["card"]))
    if out["export"] is None and "export" in out["parts"]:      # independent before it came
        out["export"] = _export_unmet(content, view, out["card"])
    return out


def _export_unmet(content, view, card):
    for eff in tables.effect_list(content, ("balance", card, "export")):
        if eff.get("op") == "export_crisis":
            demand = tables.export_demand(content.rules, eff["cubes"], view["n"])
            return {"demand": demand, "missing": list(demand), "came": False,
                    "market": {r: view["markets"]["export"][r] for r in demand}}
    return None


def _next_answer(w, queue, seat, legal):
    """The seat's next answer from the queue, made possible in the world (a cube or token
    the sampled stock lacks is added), else what it does when it does not answer
    (`unanswered`)."""
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
            touched(w)
            legal = legal_actions(w)
        if a in legal:
            del queue[i]
            return a
        break
    return unanswered(legal)


# What a seat does when it does not answer (R5.2, R6, R9, DECK 2): it ends its response,
# skips a trend's florin question (BENEFACTOR), cancels or rejects an offer; otherwise the first legal
# action (a bid of 0, a levy paid with 0, the first stand-up a delivered cube owes).
_UNANSWERED = ((DONE, None), (BENEFACTOR, "skip"), (CANCEL, None), (REJECT, None))


def unanswered(legal):
    """The action of a decision's legal list taken by a seat that does not answer: the
    forecast's "nobody answers"."""
    for kind, arg in _UNANSWERED:
        for a in legal:
            if a.kind == kind and (arg is None or a.args[0] == arg):
                return a
    return legal[0]


def standing(content, view):
    """R11, R11.1, R11.2: what the view's seat would score had the game ended now, from the
    cards it can see (issue 37): the trend card and its own objective (ranked among every
    player, as the score table ranks them), its own cards' victory points (wonders only if
    built); the others' objectives add their points at the end and are not counted. A
    ranked measure the others keep secret (R9: florins, cubes, explorer tokens) gives the
    range the seat can be sure of, from the others' total (the supplies are conserved, R1).
    Also its objective's end condition: the counter's value now, the threshold, met or not.

    Returns {"parts": [{"label" (the score table's: "trend T05", "objective S03"),
    "source" ("trend" | "objective"), "card", "measure" ("" for Pacifist and Separatist),
    "mine", "points": (least, most)}], "cards", "total": (least, most), "end": {"counter",
    "value", "threshold", "at_least", "met"} or None}; None for the public view."""
    seat = view["seat"]
    if seat is None:
        return None
    w = world(content, view)
    scoring = content.rules["scoring"]
    parts = []
    trend = content.trends.get(w.trend)
    if trend is not None:
        parts.append(_ranked(w, seat, "trend", trend.id, trend.criterion, trend.points, scoring))
    end = None
    oid = w.players[seat]["objective"]
    if oid:
        obj = content.objectives[oid]
        sc = obj.scoring
        if sc["kind"] == "rank":
            parts.append(_ranked(w, seat, "objective", oid, sc["measure"], scoring["objective_points"], scoring))
        else:
            pacifist = sc["kind"] == "pacifist"
            pts = sc["points"] if pacifist and ending.pacifist_gap(sc, w.population, w.rebellion) > 0 else 0
            parts.append({"label": f"objective {oid}", "source": "objective", "card": oid, "measure": "",
                          "mine": w.population - w.rebellion if pacifist else w.rebellion, "points": (pts, pts)})
        name, at_least, base, per = obj.end
        end = {"counter": name, "value": ending.end_counter(w, name), "threshold": base + per * view["n"],
               "at_least": at_least, "met": ending.condition_met(w, obj)}
    cards = sum(vp for _, vp in ending.card_points(w, seat)[0])
    total = (cards + sum(p["points"][0] for p in parts), cards + sum(p["points"][1] for p in parts))
    return {"parts": parts, "cards": cards, "total": total, "end": end}


SECRET_MEASURES = ("florins", "explorer_tokens")     # and every "cubes.R": a player's stock (R9)


def hidden(measure):
    """Does the measure (`a+b`: either part) count what a player keeps secret (R9: their
    florins, cubes, explorer tokens)?"""
    return any(m in SECRET_MEASURES or m.startswith("cubes.") for m in measure.split("+"))


def measure(content, view, name, seat):
    """R11.1, DECK 4: a scoring measure of `seat` (ending.player_measure) on the table the
    view shows, read without drawing a world: None where the view hides it (another
    seat's florins, cubes or explorer tokens: `hidden`); the view's own seat's secrets
    are its own."""
    if seat != view["seat"] and hidden(name):
        return None
    return ending.player_measure(_PublicTable(content, view), name, seat, view["facts"]["control"])


def counted(content, view, name, seat):
    """R11.1, DECK 4 (issue 41): what a scoring measure of `seat` counted on the table the
    view shows, the score table's counts behind a row, one entry per part of an `a+b`
    measure: {"measure": the part, "value": its number (None where the view hides it, as
    `measure`), "what": "card" | "building" | "hex" | None, "items": the things counted
    (ending.measure_items: card ids, building kinds, hex ids; their number is the value)
    or None for a measure that is a number}."""
    table = _PublicTable(content, view)
    control = view["facts"]["control"]
    parts = []
    for part in name.split("+"):
        if seat != view["seat"] and hidden(part):
            parts.append({"measure": part, "value": None, "what": None, "items": None})
            continue
        found = ending.measure_items(table, part, seat, control)
        what, items = found if found is not None else (None, None)
        if what == "building":
            items = [view["buildings"][b][2] for b in items]
        parts.append({"measure": part, "value": ending.player_measure(table, part, seat, control),
                      "what": what, "items": items})
    return parts


def card_points(content, view, seat):
    """R11, DECK 0.3 (issue 41): the victory points on the evolution cards `seat` owns, on
    the table the view shows (ownership and building are public), the score table's card
    points behind its row (ending.card_points): {"scored": [{"card", "points"}] the cards
    that score, "unbuilt": the same of the owned wonders not built (their points wait for
    the building), "total": the row's points}."""
    scored, unbuilt = ending.card_points(_PublicTable(content, view), seat)
    return {"scored": [{"card": c, "points": vp} for c, vp in scored],
            "unbuilt": [{"card": c, "points": vp} for c, vp in unbuilt],
            "total": sum(vp for _, vp in scored)}


def end_counter(content, view, name):
    """R11.1: a global counter of the objectives' end conditions (ending.end_counter: the
    explorer piles, cards and buildings in play, the bank, the markers, ships on the map,
    hexes left), all public, on the table the view shows."""
    return ending.end_counter(_PublicTable(content, view), name)


class _PublicTable:
    """The part of a state that the measures and end counters read, taken from a view
    (the hex stack and its discards by their sizes only: their hexes are hidden)."""

    def __init__(self, content, view):
        self.content = content
        self.cfg = {"n": view["n"], "unit_slots": view["unit_slots"], "citizens": view["citizens_per_player"]}
        self.players = view["players"]
        self.units = view["units"]
        self.buildings = view["buildings"]
        self.hexes = view["hexes"]
        self.owner = view["owner"]
        self.built = view["built"]
        self.piles = view["piles"]
        self.bank = view["bank"]["cubes"]
        self.bank_florins = view["bank"]["florins"]
        self.population = view["population"]
        self.surplus = view["surplus"]
        self.hex_stack = (None,) * view["hex_stack_size"]
        self.hex_discard = (None,) * view["hex_discard_size"]


def _ranked(w, seat, source, card, measure, points, scoring):
    """A ranked card's points for the seat (R11: dense ranking, 0 of the criterion scores
    nothing): exact when every player's measure is public, else the least and the most the
    others' secret total allows."""
    n = w.cfg["n"]
    values = [ending.player_measure(w, measure, s) for s in range(n)]
    mine = values[seat]
    zero = scoring["zero_scores_nothing"]
    label = f"{source} {card}"
    if not hidden(measure):
        pts = ending.rank_points(values, points, zero)[seat]
        return {"label": label, "source": source, "card": card, "measure": measure, "mine": mine, "points": (pts, pts)}
    others = sum(values) - mine                          # the others' total: known (R1)
    if mine <= 0 and zero:
        least = most = 0
    else:
        above = 0                                         # most others above, each a value of its own
        while above < n - 1 and (above + 1) * mine + (above + 1) * (above + 2) // 2 <= others:
            above += 1
        least = points[above] if above < len(points) else 0
        most = points[0] if others <= (n - 1) * mine else (points[1] if len(points) > 1 else 0)
    return {"label": label, "source": source, "card": card, "measure": measure, "mine": mine,
            "points": (least, most)}
