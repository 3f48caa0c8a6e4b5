"""A chance of winning as one seat can tell it (issue 41): from that seat's view only.

    figures = view_figures(content, view, rng)        # what the estimate is made of
    chances(figures, params)                           # each seat's chance

It never reads a state the game is played in. The view's hidden parts (the others'
stock and objectives, the deck, the hex stack) are drawn, as the searching bots draw
them (engine.resample, from the view alone), in a few worlds, but for one thing: the
others' objectives are read from the table (a player plays for his own card, R11: a card
is the likelier for him the more points its row would give him now; READING). In each
world, every seat's points had the game ended now (R11: objectives, trend, cards;
bots/standing.end_now) and its material (standing.material: what turns into points later),
and the colony's danger of independence (R6.6: population - rebellion). How many rounds
are left is the bots' clock (bots/clock.py: the end counters of the objectives the seat can
know of, from the view).

Each world's figures become chances by a softmax whose few parameters
(data/review.yaml, review/params.py) were fitted on bot games (review/fit.py):

    share            = rounds left / the typical rounds of the game's length and players
                       (data/rules.yaml typical_rounds: how long such games last)
    logit of seat p  = exp(b0) * (1 / share) ** b1 * (points_p + exp(a) * share ** g * material_p
                       - the seats' mean)
                       + o * (strength of p's objective - the seats' mean)
    logit of nobody  = c0 + c1 * danger          (independence: nobody wins, R6.6, but a Separatist)

Material (a florin or a citizen turns into points only with time) weighs as points by a
power of the share of the game still to play, whichever way the fit finds it (docs/REVIEW.md
has the fitted weights), and the chances sharpen as the end nears, both measured against
how long games of that length and count last. An objective's strength is how often its
holder wins bot games, against an equal share (data/review.yaml `objectives`: counted by
review/fit.py on games of their own): the seat knows its own card; the others' are drawn in
each world like every other secret.

Who sits at the table is no secret either: a bot's level is shown at every screen. A seat
played by a bot of another level than normal has that level's edge on its logit throughout
(data/review.yaml `levels`: the log-odds with which one such bot beats normal ones at a table
of as many players, measured by review/fit.py on games of their own); a person's seat has
none (counted as a normal bot: the review cannot know a person's strength).

    logit of seat p += edge of p's level

The worlds' chances are averaged. Last, a calibration fitted after the rest (Platt
scaling: logit of the chance * k + m): the softmax alone was a few points too sure from
40 % up. A game that is over has its result (R11) in the view: the winners share 1.
"""

import math

from archipelago import engine
from archipelago.bots.knowledge import knowledge
from archipelago.bots.reading import Reading
from archipelago.bots.standing import end_now, material
from archipelago.engine import pieces
from archipelago.seats import BOT

WORLDS = 8              # worlds drawn per view
# How much the others' objectives are read from the table (engine.resample's lean): a card is
# exp(READING) times likelier for a player per point its row would give him now (players play
# for their own card). Chosen among 0, 0.5, 1, 2, 3 and 5 on the fitting batch (docs/REVIEW.md).
READING = 2.0
MARGIN = 8              # population - rebellion below this is danger (R6.6)
SEPARATIST = "separatist"


def horizon(content, view):
    """Rounds left, this one included, as the bots' clock reads the view (at least 0.5)."""
    if view["ending"]:
        return 0.5
    return max(0.5, Reading(knowledge(content), view).end_estimate[0])


def typical(content, n, length):
    """The typical rounds of a game of this length with n players (data/rules.yaml
    typical_rounds: the middle of its range, by players where the data has that count)."""
    t = content.rules["typical_rounds"]
    by = t.get("by_players") or {}
    first, last = by[n][length] if length in by.get(n, {}) else t["rounds"][length]
    return (first + last) / 2


def world_figures(state):
    """(points had the game ended now, material, objective (None before the deal), separatist
    seat or None) per seat, and the danger, of a whole state: a world drawn from a view, or
    one played on from it."""
    res = end_now(state)
    n = state.cfg["n"]
    occ = pieces.occupants(state)
    objs = state.content.objectives
    sep = next((s for s, o in enumerate(res["objectives"])
                if o is not None and objs[o].scoring.get("kind") == SEPARATIST), None)
    return {"points": list(res["totals"]), "material": [round(material(state, s, occ), 3) for s in range(n)],
            "danger": max(0, MARGIN - (state.population - state.rebellion)), "separatist": sep,
            "objectives": [p["objective"] for p in state.players]}


def draw(content, view, rng):
    """A world the seat of `view` cannot tell from the real one, the others' objectives read
    from the table (READING): the worlds the chances are counted in. (A decision's cost is
    played in worlds of the even deal, engine.resample, as its plants are defined:
    docs/REVIEW.md.)"""
    return engine.resample(content, view, rng, lean=READING)


def levels_of(seat_docs):
    """Each seat's bot level, None for a person's seat (at this screen or another), from the
    seats' documents (saves, match.Seat.to_dict)."""
    return [d.get("level", "normal") if d.get("kind") == BOT else None for d in seat_docs]


def view_figures(content, view, rng, worlds=WORLDS, levels=None):
    """What a seat's estimate is made of, from its view only and the seats' `levels` (levels_of;
    None: every seat counted as a normal bot): {"h": rounds left, "worlds": [world_figures of
    each world drawn], "over": the winners once the game is over, else None, "typical": the
    typical rounds of its length, "levels"}."""
    t = typical(content, view["n"], view["length"])
    if view["over"]:
        return {"h": 0.5, "worlds": [], "over": list(view["result"]["winners"]), "n": view["n"], "typical": t,
                "levels": levels}
    return {"h": horizon(content, view), "over": None, "n": view["n"], "typical": t, "levels": levels,
            "worlds": [world_figures(draw(content, view, rng)) for _ in range(worlds)]}


def edges(params, levels):
    """Each seat's edge (the module docstring) for the seats' `levels` (None: none; a level
    with its thinking time, "expert@0.3", is its level's)."""
    if not levels:
        return None
    by = params["edges"]
    return [by.get(lv.partition("@")[0], {}).get(len(levels), 0.0) if lv else 0.0 for lv in levels]


def spread(fig, h, typ, params, levels=None):
    """Each seat's chance in one world's figures, `h` rounds before the end of a game whose
    length lasts `typ` rounds typically, its seats played at `levels` (levels_of; None: all
    counted as normal bots)."""
    pts, mats = fig["points"], fig["material"]
    share = h / typ
    beta = math.exp(params["b0"]) * (1.0 / share) ** params["b1"]
    weight = math.exp(params["a"]) * share ** params["g"]
    scores = [p + weight * m for p, m in zip(pts, mats)]
    mean = sum(scores) / len(scores)
    logits = [beta * (x - mean) for x in scores]
    cards = fig.get("objectives")           # (samples kept before the figures carried them: none)
    if cards:
        strength = [params["strength"].get(o, 0.0) if o else 0.0 for o in cards]
        lean = sum(strength) / len(strength)
        logits = [x + params["o"] * (u - lean) for x, u in zip(logits, strength)]
    edge = edges(params, levels)
    if edge:
        logits = [x + e for x, e in zip(logits, edge)]
    nobody = params["c0"] + params["c1"] * fig["danger"]
    top = max(max(logits), nobody)
    e = [math.exp(x - top) for x in logits]
    en = math.exp(nobody - top)
    z = sum(e) + en
    out = [x / z for x in e]
    if fig["separatist"] is not None:
        out[fig["separatist"]] += en / z
    return out


def calibrated(chance, params):
    """A chance through the fitted calibration: logit * k + m (the module docstring)."""
    if chance <= 0.0 or chance >= 1.0:
        return chance
    z = params["k"] * math.log(chance / (1.0 - chance)) + params["m"]
    if z < 0.0:                     # (a chance of 1e-300 has a logit of -690: exp(-z) overflows)
        e = math.exp(z)
        return e / (1.0 + e)
    return 1.0 / (1.0 + math.exp(-z))


def chances(figures, params):
    """Each seat's chance of winning (a list) from view_figures."""
    n = figures["n"]
    if figures["over"] is not None:
        won = figures["over"]
        return [1.0 / len(won) if s in won else 0.0 for s in range(n)]
    acc = [0.0] * n
    for fig in figures["worlds"]:
        for s, c in enumerate(spread(fig, figures["h"], figures["typical"], params, figures.get("levels"))):
            acc[s] += c
    k = max(1, len(figures["worlds"]))
    return [calibrated(x / k, params) for x in acc]


def seat_chance(content, view, params, rng, worlds=WORLDS, levels=None):
    """The view's seat's own chance of winning (issue 41), from its view alone (and who sits
    where: `levels`)."""
    return chances(view_figures(content, view, rng, worlds, levels), params)[view["seat"]]
