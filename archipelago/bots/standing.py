"""How good a whole game state is for one seat: the leaf value of the expert's rollouts
(bots/search.py). It reads a state the search built itself (a sampled world, never the
real game): the points each player would score if the game ended now (R11, DECK 4), what
each holds that turns into points later, and the danger of independence (R6.6).

Values are in points: a won game is worth WIN more than a lost one."""

from archipelago import engine
from archipelago.engine import pieces
from archipelago.engine.ending import player_measure
from archipelago.engine.kinds import FLORINS
from archipelago.vocab import BUILDINGS

WIN = 30.0
# what a piece is worth, in points, before it scores: a rough exchange rate
MATERIAL = {"florin": 0.08, "cube": 0.15, "token": 0.15, "citizen": 0.45, "ship": 0.3,
            "card": 0.5, "building": 0.5}
MARGIN = 6              # population - rebellion below this is felt as danger (R6.6)
DANGER = 0.6            # points per step of danger
# Issue 37: how the seat stands on its own objective, beyond the points it would score if
# the game ended now (a lead grows safer with each step, a Pacifist's gap likewise): points
# per step of its ranked measure ahead of (or behind) the best other player, or of
# population - rebellion above (or below) a Pacifist's margin, up to STAKE_STEPS steps.
STAKE = 0.5
STAKE_STEPS = 3


def value(state, seat):
    """The seat's standing: its points (or a win) against the best other player, its
    material against the others' mean, less the danger of independence."""
    over = state.over
    res = end_now(state)
    totals = res["totals"]
    others = [s for s in range(len(totals)) if s != seat]
    v = totals[seat] - max((totals[s] for s in others), default=0)
    if over is not None:
        won = seat in res["winners"]
        return v + (WIN / len(res["winners"]) if won else 0.0) - WIN / 2
    occ = pieces.occupants(state)
    mats = [material(state, s, occ) for s in range(len(totals))]
    v += mats[seat] - sum(mats[s] for s in others) / max(1, len(others))
    obj = res["objectives"][seat]
    scoring = state.content.objectives[obj].scoring if obj is not None else {}
    separatist = scoring.get("kind") == "separatist"
    gap = state.population - state.rebellion
    if gap < MARGIN:
        v += (MARGIN - gap) * DANGER * (1 if separatist else -1)
    return v + objective_stake(state, seat, scoring)


def end_now(state):
    """engine.result of the state had the game ended now on an objective (R11: the
    objective cards, the trend card, the cards' points); the result itself once it is over."""
    if state.over is not None:
        return engine.result(state)
    state.over = {"reason": "objective", "seat": None, "objective": None,
                  "round": state.round, "step": None}
    try:
        return engine.result(state)
    finally:
        state.over = None


def objective_stake(state, seat, scoring):
    """STAKE per step the seat stands ahead on its own objective (issue 37): its ranked
    measure against the best other player's, or a Pacifist's population - rebellion
    against the card's margin (R11)."""
    kind = scoring.get("kind")
    if kind == "rank":
        mine = player_measure(state, scoring["measure"], seat)
        best = max((player_measure(state, scoring["measure"], s)
                    for s in range(len(state.players)) if s != seat), default=0)
        lead = mine - best
        step = 1.0 if scoring["measure"] != FLORINS else 0.25     # florins come in handfuls
        return STAKE * max(-STAKE_STEPS, min(STAKE_STEPS, lead * step))
    if kind == "pacifist":
        over = state.population - state.rebellion - scoring["margin"]
        return STAKE * max(-2 * STAKE_STEPS, min(2 * STAKE_STEPS, over))
    return 0.0


def material(state, seat, occ):
    """What the seat holds that is not yet points, in points."""
    p = state.players[seat]
    m = MATERIAL
    owned = sum(1 for c, o in state.owner.items() if o == seat)
    controlled = sum(len(pieces.controlled(state, seat, k, occ)) for k in BUILDINGS)
    return (m["florin"] * p["florins"] + m["cube"] * sum(p["cubes"].values())
            + m["token"] * p["tokens"] + m["citizen"] * pieces.citizens_on_map(state, seat)
            + m["ship"] * pieces.ships_on_map(state, seat) + m["card"] * owned
            + m["building"] * controlled)
