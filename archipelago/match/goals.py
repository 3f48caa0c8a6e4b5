"""How the game is won, for one person (issue 26, UX "Onboarding"): where they stand on
their objective's scoring half and on the trend card (R11), read from their own view only
(public facts, and their own secrets: nobody else's florins, cubes or tokens).

    for g in standings(view, content):
        g.line        # "Ports: you 1, best 2"  /  "Florins: you 12 (the others' are hidden)"

A ranked measure (R11: 3/2/1 points for the objective, the trend's points) compares the
person with the best of the others where the table shows it; a secret measure (florins,
cubes, explorer tokens) gives the person's own count only. Pacifist and Separatist read
the colony's markers.
"""
from __future__ import annotations

from dataclasses import dataclass

from archipelago.bots.knowledge import knowledge
from archipelago.bots.reading import Reading
from archipelago.words import MEASURE_WORDS, measure_text
from archipelago.engine.kinds import FLORINS

# Short names of the measures for the one-line standing ("Ports: you 1, best 2").
SHORT = {
    "florins": "Florins", "character_cards": "Character cards", "progress_cards": "Progress cards",
    "temples_controlled": "Temples", "markets_controlled": "Markets", "ports_controlled": "Ports",
    "towns_controlled": "Towns", "explorer_tokens": "Explorer tokens", "ships_on_map": "Ships",
    "citizens_on_map": "Citizens", "wonders_built": "Wonders built",
    "hexes_with_own_citizen": "Hexes with your citizens", "buildings_controlled": "Buildings",
    "benefactor_florins": "Florins on the Benefactor",
    "foreign_citizens_fed": "Others' citizens stood up",
}


def short_name(measure):
    parts = []
    for p in measure.split("+"):
        if p in SHORT:
            parts.append(SHORT[p])
        elif p.startswith("cubes."):
            parts.append(p.split(".", 1)[1].capitalize() + " cubes")
        elif p.startswith("town_icons."):
            parts.append(p.split(".", 1)[1].capitalize() + " icons in your towns")
        else:
            parts.append(MEASURE_WORDS.get(p, p.replace("_", " ")).capitalize())
    return " + ".join(parts)


@dataclass(frozen=True)
class Standing:
    source: str                 # "objective" | "trend"
    card: str                   # the card's name
    kind: str                   # rank | pacifist | separatist
    measure: str = ""           # a ranked measure (R11.1, DECK 4)
    mine: int | None = None
    best: int | None = None     # the best of the others (None: hidden)
    need: int | None = None     # Pacifist: the margin to beat

    @property
    def name(self):
        return short_name(self.measure) if self.measure else self.card

    @property
    def leading(self):
        """Ahead of (or level with) every other player, where that is known."""
        if self.kind == "pacifist":
            return self.mine is not None and self.mine > (self.need or 0)
        return self.mine is not None and self.best is not None and self.mine > 0 and self.mine >= self.best

    @property
    def line(self):
        if self.kind == "pacifist":
            ok = "met" if self.leading else "not yet"
            return f"Pacifist: population − rebellion {self.mine}, needs more than {self.need} ({ok})"
        if self.kind == "separatist":
            return f"Separatist: you win alone if rebellion ({self.mine}) exceeds the population ({self.need})"
        if self.best is None:
            return f"{self.name}: you {self.mine} (the others' are hidden)"
        return f"{self.name}: you {self.mine}, best {'other ' if self.leading else ''}{self.best}"

    def forms(self, head):
        """The line from its longest form to its shortest, headed `head` ("Objective"), for
        a screen that may be narrow (the whole line goes in the tooltip)."""
        if self.kind == "pacifist":
            return (f"{head} · {self.line}", f"{head} · Pacifist: pop − reb. {self.mine}, needs > {self.need}",
                    f"Pacifist: {self.mine} (needs > {self.need})")
        if self.kind == "separatist":
            return (f"{head} · {self.line}", f"{head} · Separatist: rebellion {self.mine} of {self.need}",
                    f"Separatist: {self.mine} of {self.need}")
        if self.best is None:
            return (f"{head} · {self.line}", f"{head} · {self.name}: you {self.mine}", f"{self.name}: you {self.mine}",
                    f"{head}: you {self.mine}")
        return (f"{head} · {self.line}", f"{self.name}: you {self.mine}, best {self.best}",
                f"{self.name}: {self.mine} (best {self.best})", f"{head}: {self.mine} (best {self.best})")

    @property
    def words(self):
        """What it ranks, in the scoring's own words (for tooltips and coach tips)."""
        return measure_text(self.measure) if self.measure else self.card


def standings(view, content):
    """The person's standing on their objective's scoring half, then on the trend card."""
    seat = view.get("seat")
    if seat is None or view["players"][seat].get("florins") is None:
        return []
    k = knowledge(content)
    r = Reading(k, view, "normal")
    out = []
    oid = view["players"][seat].get("objective")
    if oid:
        obj = content.objectives[oid]
        sc = obj.scoring
        kind = sc.get("kind")
        if kind == "rank":
            out.append(_ranked(r, view, "objective", obj.name, sc["measure"], seat))
        elif kind == "pacifist":
            out.append(Standing("objective", obj.name, "pacifist", mine=view["population"] - view["rebellion"],
                                need=sc.get("margin")))
        elif kind == "separatist":
            out.append(Standing("objective", obj.name, "separatist", mine=view["rebellion"],
                                need=view["population"]))
    tid = view.get("trend")
    if tid and tid in content.trends:
        trend = content.trends[tid]
        out.append(_ranked(r, view, "trend", trend.name, trend.criterion, seat))
    return out


def _ranked(r, view, source, card, measure, seat):
    mine = own_measure(r, view, measure, seat)
    others = [r.public_measure(measure, s) for s in range(view["n"]) if s != seat]
    best = None if None in others else max(others, default=0)
    return Standing(source, card, "rank", measure, mine, best)


def own_measure(r, view, measure, seat):
    """A measure of the person, secrets included (their own view shows them)."""
    if "+" in measure:
        return sum(own_measure(r, view, m, seat) for m in measure.split("+"))
    p = view["players"][seat]
    if measure == FLORINS:
        return p["florins"]
    if measure == "explorer_tokens":
        return p["tokens"]
    if measure.startswith("cubes."):
        return p["cubes"][measure.split(".", 1)[1]]
    v = r.public_measure(measure, seat)
    return 0 if v is None else v


def counts_for(view, content, measures):
    """The standings (objective, trend) whose measure includes any of `measures`."""
    out = []
    for g in standings(view, content):
        if g.kind == "rank" and set(g.measure.split("+")) & set(measures):
            out.append(g)
    return out
