"""The end of the game and scoring (R6.6, R11, R11.1, R11.2, DECK 4)."""

from typing import Any

from archipelago.vocab import BUILDINGS

from . import board, pieces
from .core import State, emit
from .kinds import GAME_OVER, OBJECTIVE_MET, P6_DONE, R0_PLACE, TURN


# --- end conditions (R11.1 upper halves) -------------------------------------------------

def _cards_in_play(state, kind):
    cards = state.content.cards
    n = 0
    for c in state.owner:
        if cards[c].type == kind:
            n += 1
    return n


# The global counters of the end conditions (R11.1), by name; buildings "<kind>s_in_play"
# and sums "a+b" are read by end_counter.
COUNTERS = {
    "explorer_piles_empty": lambda state: list(state.piles).count(0),
    "character_cards_in_play": lambda state: _cards_in_play(state, "character"),
    "progress_cards_in_play": lambda state: _cards_in_play(state, "progress"),
    "population": lambda state: state.population,
    "bank_empty_resources": lambda state: list(state.bank.values()).count(0),
    "bank_florins": lambda state: state.bank_florins,
    "ships_on_map": lambda state: sum(pieces.ships_on_map(state, s)
                                      for s in range(state.cfg["n"])),
    "surplus": lambda state: state.surplus,
    # hexes not yet explored: the exploration stack and its discards (R5.12)
    "hexes_unexplored": lambda state: len(state.hex_stack) + len(state.hex_discard),
}


def end_counter(state, name):
    """A global counter of an objective's end condition; `a+b` sums two."""
    read = COUNTERS.get(name)
    if read is not None:
        return read(state)
    if "+" in name:
        return sum(end_counter(state, part) for part in name.split("+"))
    if name.endswith("s_in_play"):
        return pieces.in_play(state, name[:-len("s_in_play")])
    raise KeyError(name)


def condition_met(state, objective, values=None):
    """`values`: counters already worked out in this check (name -> value), shared by
    the objectives that watch the same counter."""
    name, at_least, base, per_player = objective.end
    value = None if values is None else values.get(name)
    if value is None:
        value = end_counter(state, name)
        if values is not None:
            values[name] = value
    threshold = base + per_player * state.cfg["n"]
    return value >= threshold if at_least else value <= threshold


def check_objectives(state):
    """R11: after every action, every unrevealed objective's end condition is checked; a
    card whose condition holds is revealed and the game ends after the current turn
    (or step). (flow skips it after the decisions, actions and automatic steps that move
    no end counter: flow.QUIET, QUIET_ACTIONS, QUIET_STEPS.)"""
    if state.over is not None or state.round < 1:
        return
    objectives = state.content.objectives
    values = {}
    for seat in state.order:
        p = state.players[seat]
        if p["revealed"] or p["objective"] is None:
            continue
        if condition_met(state, objectives[p["objective"]], values):
            p["revealed"] = True
            emit(state, OBJECTIVE_MET, seat=seat, objective=p["objective"])
            if state.ending is None:
                state.ending = {"seat": seat, "objective": p["objective"],
                                "round": state.round, "phase": state.phase}


# Steps that are one player's (the others are the whole bids, the phase-4 card, the
# track's refill or a phase ending as a whole).
SEATED_STEPS = (TURN, P6_DONE, R0_PLACE)


def ending_step(state, frame=None):
    """The step whose end ends the game after a met objective (R11), as the log and the
    score table tell it: "kind" (the step's frame kind of flow.STEP_KINDS, or the phase
    when a phase ends as a whole: `frame` None), "seat" (the player whose step it was, or
    None), "phase"; for a phase-6 step (ruling 2026-12-06: the buy and turn or two turns,
    the refill not part of it) also "bought" (the card, or "") and "turns"."""
    if frame is None:
        return {"kind": state.phase, "seat": None, "phase": state.phase}
    kind = frame["k"]
    step = {"kind": kind, "seat": frame["seat"] if kind in SEATED_STEPS else None,
            "phase": state.phase}
    if kind == P6_DONE:
        step["bought"] = frame["bought"]
        step["turns"] = len(frame["turned"])
    return step


def finish_by_objective(state, frame=None):
    """R11: the game ends at the end of the step in which an objective was met: the
    step frame `frame` just ended (flow.pop), or None when a phase ends as a whole."""
    state.over = {"reason": "objective", "seat": state.ending["seat"],
                  "objective": state.ending["objective"], "round": state.round,
                  "step": ending_step(state, frame)}
    _close(state)


def declare_independence(state):
    """R6.6: the colony declares independence; the game ends at once."""
    state.ending = None
    state.over = {"reason": "independence", "seat": None, "objective": None,
                  "round": state.round, "step": None}
    _close(state)


def _close(state):
    for p in state.players:
        p["revealed"] = True
    state.frames.clear()
    emit(state, GAME_OVER, reason=state.over["reason"], step=state.over["step"])


# --- measures and ranking (R11, DECK 4) ----------------------------------------------------

def player_measure(state, name, seat, control=None):
    """A per-player measure of R11.1 and DECK 4 (`a+b` sums, `cubes.R`, `town_icons.R`).
    `control`: each building's controller (pieces.controllers, or a view's
    facts["control"]), worked out here when not given. A measure that counts things
    counts measure_items' list."""
    if "+" in name:
        return sum(player_measure(state, part, seat, control) for part in name.split("+"))
    p = state.players[seat]
    if name in p["stats"]:
        return p["stats"][name]
    if name == "florins":
        return p["florins"]
    if name == "explorer_tokens":
        return p["tokens"]
    counted = measure_items(state, name, seat, control)
    if counted is not None:
        return len(counted[1])
    if name == "ships_on_map":
        return pieces.ships_on_map(state, seat)
    if name == "citizens_on_map":
        return pieces.citizens_on_map(state, seat)
    kind, _, res = name.partition(".")
    if kind == "cubes":
        return p["cubes"][res]
    if kind == "town_icons":
        if control is None:
            control = pieces.controllers(state)
        total = 0
        for b, (h, _, k) in enumerate(state.buildings):
            if k == "town" and control[b] == seat:
                total += sum(1 for _, r in board.icons(state, h) if r == res)
        return total
    raise KeyError(name)


def measure_items(state, name, seat, control=None):
    """The things one measure (no `a+b`) of `seat` counts (R11.1, DECK 4), as
    (what, items), one item each: ("card", card ids) for `character_cards` and
    `progress_cards` (by the card's type in the data, so a card whose face shows a
    wonder but whose type is progress counts as progress) and `wonders_built`; ("building", the building
    indices) for `<kind>s_controlled` (`building`: every kind); ("hex", hex ids) for
    `hexes_with_own_citizen`. None for a measure that is a number (florins, cubes,
    tokens, the tracked stats, ships, citizens, town icons). player_measure counts them."""
    cards = state.content.cards
    if name in ("character_cards", "progress_cards"):
        kind = name[:-len("_cards")]
        return "card", [c for c, s in state.owner.items() if s == seat and cards[c].type == kind]
    if name.endswith("s_controlled"):
        kind = name[:-len("s_controlled")]
        if control is None:
            control = pieces.controllers(state)
        buildings = state.buildings
        return "building", [b for b, c in enumerate(control)
                            if c == seat and (kind == "building" and buildings[b][2] in BUILDINGS
                                              or buildings[b][2] == kind)]
    if name == "wonders_built":
        return "card", [c for c, s in state.built.items() if s == seat]
    if name == "hexes_with_own_citizen":
        units = state.units
        return "hex", sorted({units[u][0] for u in pieces.citizen_slots(state, seat)
                              if units[u] is not None and units[u][0] >= 0})
    return None


def pacifist_gap(scoring, population, rebellion):
    """R11, DECK 4 Pacifist: how far population minus rebellion stands above the card's
    margin; the card scores its points when the gap is above 0."""
    return population - rebellion - scoring["margin"]


def rank_points(values, points, zero_scores_nothing=True):
    """Dense ranking: tied players score the same and the next is not pushed down
    (R11: 5,5,3,1 -> 3,3,2,1 with points 3,2,1)."""
    distinct = sorted({v for v in values if v > 0 or not zero_scores_nothing}, reverse=True)
    out = []
    for v in values:
        if v <= 0 and zero_scores_nothing:
            out.append(0)
            continue
        i = distinct.index(v)
        out.append(points[i] if i < len(points) else 0)
    return out


def objective_row(state, obj, holder, control=None):
    """Each player's points from one objective card held by `holder` had the game ended now
    (R11: a ranked measure scores every player, a Pacifist its holder only), or None for a
    card whose lower half scores no points (the Separatist). `control`: as player_measure's."""
    sc = obj.scoring
    rules = state.content.rules["scoring"]
    if sc["kind"] == "rank":
        values = [player_measure(state, sc["measure"], s, control) for s in range(state.cfg["n"])]
        return rank_points(values, rules["objective_points"], rules["zero_scores_nothing"])
    if sc["kind"] == "pacifist":
        ok = pacifist_gap(sc, state.population, state.rebellion) > 0
        return [sc["points"] if ok and s == holder else 0 for s in range(state.cfg["n"])]
    return None


def scores(state: State) -> list[dict[str, int]]:
    """Each player's points by source as the score table would give them if the game
    ended now (R11: the objective cards' criteria, the trend card, card points): the
    result's scores, also asked mid-game (the story of a game, issue 30)."""
    content = state.content
    rules = content.rules["scoring"]
    n = state.cfg["n"]
    seats = range(n)
    by_source = [dict() for _ in seats]
    objectives = [content.objectives[state.players[s]["objective"]]
                  if state.players[s]["objective"] else None for s in seats]
    control = pieces.controllers(state)
    for holder, obj in enumerate(objectives):
        pts = objective_row(state, obj, holder, control) if obj is not None else None
        if pts is not None:
            for s in seats:
                by_source[s][f"objective {obj.id}"] = pts[s]
    trend = content.trends.get(state.trend)
    if trend is not None:
        values = [player_measure(state, trend.criterion, s, control) for s in seats]
        pts = rank_points(values, trend.points, rules["zero_scores_nothing"])
        for s in seats:
            by_source[s][f"trend {trend.id}"] = pts[s]
    for s in seats:
        by_source[s]["cards"] = sum(vp for _, vp in card_points(state, s)[0])
    return by_source


def card_points(state, seat):
    """R11, DECK 0.3: the victory points printed on the evolution cards `seat` owns, as
    (scored, unbuilt): [(card, points)] of the cards that score, in the order they were
    acquired (a wonder only if built), and of the unbuilt wonders whose points wait for
    their building. Cards without points are in neither. The score table's card points are
    the sum of `scored`."""
    cards = state.content.cards
    scored, unbuilt = [], []
    for c, o in state.owner.items():
        vp = cards[c].vp
        if o != seat or not vp:
            continue
        (unbuilt if cards[c].is_wonder and c not in state.built else scored).append((c, vp))
    return scored, unbuilt


def result(state: State) -> dict[str, Any] | None:
    """None while the game runs; else the end reason, the step that ended the game after
    a met objective (ending_step; None for independence), each player's points by source,
    totals, ranks and the winner(s) (R11)."""
    if state.over is None:
        return None
    n = state.cfg["n"]
    seats = range(n)
    by_source = scores(state)
    objectives = [state.content.objectives[state.players[s]["objective"]]
                  if state.players[s]["objective"] else None for s in seats]
    totals = [sum(d.values()) for d in by_source]
    florins = [state.players[s]["florins"] for s in seats]
    key = sorted(seats, key=lambda s: (-totals[s], -florins[s]))
    ranks = [0] * n
    for i, s in enumerate(key):
        prev = key[i - 1] if i else None
        same = prev is not None and (totals[prev], florins[prev]) == (totals[s], florins[s])
        ranks[s] = ranks[prev] if same else i + 1
    if state.over["reason"] == "independence":
        separatists = [s for s in seats if objectives[s] is not None
                       and objectives[s].scoring["kind"] == "separatist"]
        winners = separatists[:1]
    else:
        winners = [s for s in seats if ranks[s] == 1]
    return {
        "reason": state.over["reason"],
        "trigger": {"seat": state.over["seat"], "objective": state.over["objective"]},
        "round": state.over["round"],
        "step": state.over["step"],
        "scores": by_source,
        "totals": totals,
        "florins": florins,
        "ranks": ranks,
        "winners": winners,
        "objectives": [o.id if o else None for o in objectives],
    }
