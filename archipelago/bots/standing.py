"""How good a whole game state is for one seat: the leaf value of the expert's rollouts
(bots/search.py). It reads a state the search built itself (a sampled world, never the
real game): the points each player would score if the game ended now (R11, DECK 4), what
each holds that turns into points later, and the danger of independence (R6.6).

Values are in points: a won game is worth WIN more than a lost one."""

from archipelago import engine
from archipelago.engine import pieces
from archipelago.vocab import BUILDINGS

WIN = 30.0
# what a piece is worth, in points, before it scores: a rough exchange rate
MATERIAL = {"florin": 0.08, "cube": 0.15, "token": 0.15, "citizen": 0.45, "ship": 0.3,
            "card": 0.5, "building": 0.5}
MARGIN = 6              # population - rebellion below this is felt as danger (R6.6)
DANGER = 0.6            # points per step of danger


def value(state, seat):
    """The seat's standing: its points (or a win) against the best other player, its
    material against the others' mean, less the danger of independence."""
    over = state.over
    if over is None:
        state.over = {"reason": "objective", "seat": None, "objective": None,
                      "round": state.round, "step": None}
        try:
            res = engine.result(state)
        finally:
            state.over = None
    else:
        res = engine.result(state)
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
    separatist = obj is not None and state.content.objectives[obj].scoring["kind"] == "separatist"
    gap = state.population - state.rebellion
    if gap < MARGIN:
        v += (MARGIN - gap) * DANGER * (1 if separatist else -1)
    return v


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
