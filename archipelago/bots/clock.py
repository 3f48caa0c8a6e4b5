"""How near the end is, from the public state (issue 15): instead of a fixed number of
rounds per game length, a bot estimates when each objective end condition that could be
in play will hold, from how far the table has come since the setup and how fast.

What it uses is public: the counters of the end conditions (R11.1: buildings and cards in
play, bank stocks, explorer piles, population, surplus, ships, florins in the bank, hexes
left to explore), the
objective cards of the game's length, its own objective and the revealed ones. The other
players' objectives are unknown: each card of the length that is not mine nor revealed is
dealt with the same chance, except a card whose condition already holds without the game
ending (it cannot be in play: R11 checks every unrevealed objective after every action).

A condition's progress is measured as a continuous quantity (for "three empty explorer
piles", the tokens left in the three smallest piles; for "the bank out of three kinds",
the cubes left of the three scarcest kinds), its pace as the progress since the setup per
round played, shrunk toward a prior pace that would reach the threshold in `PRIOR_ROUNDS`
(worth `PRIOR_WEIGHT` rounds of evidence). The game ends at the earliest condition among
mine and the dealt ones; `rounds_left` is the expected number of rounds including the
current one. Independence (R6.6) is left out: bots fight it rather than plan for it.
"""

from math import ceil, comb

from archipelago import engine
from archipelago.engine import answers

from .lazy import MEMO_SIZE

PRIOR_ROUNDS = {"short": 8.0, "medium": 11.0, "long": 14.0}
PRIOR_WEIGHT = 2.0
HORIZON = 20.0          # no estimate beyond this many rounds
STEP = 0.25             # integration step of the expected earliest end, in rounds

_START = {}
_DEALT = {}
_BY_TABLE = {}          # (game, round, the table's raw readings) -> (counters key, etas)
_BY_COUNTS = {}         # (game, round, the counters) -> (counters key, etas)
_ENDS = {}              # (counters key, my objective, the revealed ones) -> rounds left
_ETA = {}               # (game, objective, counter reading, round) -> eta
_INTEGRALS = {}         # (steps, cards dealt, steps at which the pool's conditions hold) -> rounds


def start_counters(k, n, length):
    """Public counters of a game just set up with n players and this length (any deal:
    only what every setup shares is read), cached per content."""
    key = (id(k.content), n, length)
    hit = _START.get(key)
    if hit is None:
        s = engine.new_game(k.content, [f"P{i}" for i in range(n)], length, 0)
        v = engine.view(s, 0)
        hit = _START[key] = {
            "piles": sorted(v["piles"]),
            "bank": sorted(v["bank"]["cubes"].values()),
            "bank_florins": v["bank"]["florins"],
            "population": v["population"],
            "surplus": v["surplus"],
            "ships_on_map": answers.end_counter(k.content, v, "ships_on_map"),
            # after round 0, which places one dealt hex per player and returns the rest
            "hexes_unexplored": answers.end_counter(k.content, v, "hexes_unexplored")
            + sum(len(hand) for hand in v["hands"]) - n,
        }
    return hit


def counter(r, name, need, start):
    """(now, at the setup) of a counter as a quantity that grows toward the threshold."""
    v = r.v
    if "+" in name:
        parts = [counter(r, p, need, start) for p in name.split("+")]
        return sum(p[0] for p in parts), sum(p[1] for p in parts)
    if name == "explorer_piles_empty":
        return -sum(sorted(v["piles"])[:need]), -sum(start["piles"][:need])
    if name == "bank_empty_resources":
        return -sum(sorted(v["bank"]["cubes"].values())[:need]), -sum(start["bank"][:need])
    # the other counters as the engine counts them (R11.1), from where they stood at the setup
    return answers.end_counter(r.k.content, v, name), start.get(name, 0)


def watch(objective, n):
    """(counter name, need, threshold) of an objective's end condition with n players;
    `need`: how many piles or kinds "empty" counts (0 for the other counters)."""
    cond = objective.ends_when
    bound = cond.get("at_least", cond.get("at_most"))
    threshold = bound.get("base", 0) + bound.get("per_player", 0) * n
    name = cond["counter"]
    need = threshold if name in ("explorer_piles_empty", "bank_empty_resources") else 0
    return name, need, threshold


def eta(r, watched, counts):
    """Rounds from now until an objective's end condition holds (0: it holds now).
    `watched`: (objective, counter name, need, threshold) as objectives_of gives it;
    `counts`: the counters read, {(name, need): (now, at the setup)}. Kept per
    objective, counter reading and round (a change of the table moves one or two
    counters: the other objectives' etas stay)."""
    objective, name, need, threshold = watched
    now_then = counts[name, need]
    key = (r.k, objective.id, threshold, now_then, r.round, r.v["length"])
    v = _ETA.get(key)
    if v is None:
        if len(_ETA) >= MEMO_SIZE:
            _ETA.clear()
        v = _ETA[key] = _eta(objective.ends_when, need, threshold, *now_then,
                             r.round, r.v["length"])
    return v


def _eta(cond, need, threshold, now, then, rnd, length):
    if need:
        target = 0
    elif "at_least" in cond:
        target = threshold
    else:                       # at most: count down
        now, then, target = -now, -then, -threshold
    gap = target - now
    if gap <= 0:
        return 0.0
    prior = max(1e-6, (target - then) / PRIOR_ROUNDS.get(length, 11.0))
    played = max(0.0, rnd - 0.5)
    pace = (max(0.0, now - then) + prior * PRIOR_WEIGHT) / (played + PRIOR_WEIGHT)
    return min(HORIZON, gap / pace)


def objectives_of(k, n, length):
    """(objective cards dealt in a game of this length with n players, each as
    (objective, counter name, need, threshold); whether one watches the ships), cached
    per knowledge."""
    key = (k, n, length)
    hit = _DEALT.get(key)
    if hit is None:
        objs = [(o, *watch(o, n)) for o in k.objectives.values()
                if o.length == length and n not in o.without_players]
        hit = _DEALT[key] = objs, any("ships_on_map" in w[1] for w in objs)
    return hit


def table_readings(k, v, ships):
    """What every counter is read from, as the table stands (cheap to take; a change
    here may leave the counters as they were)."""
    return (tuple(v["piles"]), tuple(v["bank"]["cubes"].values()), v["bank"]["florins"],
            v["population"], v["surplus"], tuple([b[2] for b in v["buildings"]]),
            tuple(v["owner"]), answers.end_counter(k.content, v, "ships_on_map") if ships else 0,
            v["hex_stack_size"] + v["hex_discard_size"])


def estimate(r):
    """(expected rounds left including this one, {objective id: eta}) for a reading.
    The etas are worked out once per game, round and table (or, if the table changed,
    its counters) and shared by every seat; the expected end once more per my and the
    revealed objectives. The results are shared: callers must not change the dict."""
    v = r.v
    if v["ending"]:
        return 0.0, {}
    length = v["length"]
    objs, ships = objectives_of(r.k, r.n, length)
    table = (r.k, r.n, length, r.round, table_readings(r.k, v, ships))
    hit = _BY_TABLE.get(table)
    if hit is None:
        start = start_counters(r.k, r.n, length)
        counts = {}
        for _, name, need, _ in objs:
            if (name, need) not in counts:
                counts[name, need] = counter(r, name, need, start)
        by_counts = (r.k, r.n, length, r.round, tuple(counts.values()))
        hit = _BY_COUNTS.get(by_counts)
        if hit is None:
            hit = by_counts, {w[0].id: eta(r, w, counts) for w in objs}
        if len(_BY_TABLE) >= MEMO_SIZE:
            _BY_TABLE.clear()
            _BY_COUNTS.clear()
            _ENDS.clear()
        _BY_TABLE[table] = _BY_COUNTS[by_counts] = hit
    by_counts, etas = hit
    mine = r.objective.id if r.objective else None
    revealed = frozenset(p["objective"] for p in v["players"]
                         if p["objective"] and p["seat"] != r.me)
    key = by_counts, mine, revealed
    end = _ENDS.get(key)
    if end is None:
        if len(_ENDS) >= MEMO_SIZE:
            _ENDS.clear()
        end = _ENDS[key] = expected_rounds(r.n, r.round, etas, mine, revealed)
    return end, etas


def expected_rounds(n, rnd, etas, mine, revealed):
    """Expected rounds left including this one: the game ends at the earliest eta among
    my objective, the revealed ones and those dealt to the other players, each set of
    n - 1 - (revealed) cards of the rest equally likely (integrated in STEP rounds)."""
    certain = [etas[i] for i in revealed | {mine} if i in etas]
    # a card whose condition holds without the game ending is in nobody's hand
    pool = sorted(e for i, e in etas.items() if i != mine and i not in revealed
                  and (e > 0 or rnd < 1))
    dealt = max(0, min(len(pool), n - 1 - len(revealed - {None})))
    end = min(min(certain, default=HORIZON), HORIZON)
    steps = ceil(end / STEP)        # the steps i with i * STEP < end (STEP is exact)
    # a pool card's condition holds from step ceil(eta / STEP) on (eta <= i * STEP; STEP is a
    # power of two, so the division is exact): the integral is a function of those steps
    key = (steps, dealt, tuple([ceil(e / STEP) for e in pool]))
    v = _INTEGRALS.get(key)
    if v is None:
        if len(_INTEGRALS) >= MEMO_SIZE:
            _INTEGRALS.clear()
        v = _INTEGRALS[key] = _integral(*key)
    return v


def _integral(steps, dealt, holds):
    """0.5 + the integral of expected_rounds over its `steps`, with `dealt` cards drawn from
    a pool whose conditions hold from the steps `holds` (ascending) on."""
    size = len(holds)
    norm = comb(size, dealt)
    total = 0.0
    below = 0                       # pool cards whose condition holds by step i
    term = STEP * comb(size, dealt) / norm
    i = 0
    while i < steps:
        if below < size and holds[below] <= i:
            while below < size and holds[below] <= i:
                below += 1
            term = STEP * comb(size - below, dealt) / norm
            if not term:            # every dealt card has ended the game by now
                break
        nxt = steps if below >= size else min(steps, holds[below])
        for _ in range(nxt - i):    # one addition per step, as the integral is defined
            total += term
        i = nxt
    return 0.5 + total
