"""How the game is won, for one person (issue 26, UX "Onboarding"): where they stand on
their objective's scoring half and on the trend card (R11), read from their own view only
(public facts, and their own secrets: nobody else's florins, cubes or tokens); and (issue
37) their own points had the game ended now and how near their objective's end condition
is, as the engine works them out from that view (answers.standing).

    for g in standings(view, content):
        g.line        # "Ports: you 1, best 2"  /  "Florins: you 12 (the others' are hidden)"
    p = points(view, content)
    p.forms()         # "Points now: 7 (trend 4, objective 2, cards 1)" ... "Points now: 7"
    p.end_forms()     # "End · Pacifist: population 17 of 22" ... "End: 17 of 22"

A ranked measure (R11: 3/2/1 points for the objective, the trend's points) compares the
person with the best of the others where the table shows it; a secret measure (florins,
cubes, explorer tokens) gives the person's own count only. Pacifist and Separatist read
the colony's markers.
"""
from __future__ import annotations

from dataclasses import dataclass

from archipelago.engine import answers
from archipelago.engine.ending import pacifist_gap
from archipelago.i18n import N_, _, ngettext
from archipelago.words.cards import counter_words, measure_text, measure_words
from archipelago.words.names import resource_title, shown

# Short names of the measures for the one-line standing ("Ports: you 1, best 2").
SHORT = {
    "florins": N_("Florins"), "character_cards": N_("Character cards"), "progress_cards": N_("Progress cards"),
    "temples_controlled": N_("Temples"), "markets_controlled": N_("Markets"), "ports_controlled": N_("Ports"),
    "towns_controlled": N_("Towns"), "explorer_tokens": N_("Explorer tokens"), "ships_on_map": N_("Ships"),
    "citizens_on_map": N_("Citizens"), "wonders_built": N_("Wonders built"),
    "hexes_with_own_citizen": N_("Hexes with your citizens"), "buildings_controlled": N_("Buildings"),
    "benefactor_florins": N_("Florins on the Benefactor"),
    "foreign_citizens_fed": N_("Others' citizens stood up"),
    "hexes_placed": N_("Hexes placed"), "export_cubes_sold": N_("Export cubes sold"),
    "rebellion_lowered_by_cards": N_("Rebellion lowered by cards"), "florins_bid": N_("Florins bid"),
}


# Short names of the end counters (R11.1) for the private screen's end line ("Ports 2 of 6").
SHORT_COUNTERS = {
    "explorer_piles_empty": N_("Empty piles"), "temples_in_play": N_("Temples"), "towns_in_play": N_("Towns"),
    "ports_in_play": N_("Ports"), "markets_in_play": N_("Markets"), "character_cards_in_play": N_("Characters"),
    "progress_cards_in_play": N_("Progress cards"), "population": N_("Population"),
    "bank_empty_resources": N_("Resources out"), "bank_florins": N_("Bank florins"), "ships_on_map": N_("Ships"),
    "surplus": N_("Surplus workers"), "hexes_unexplored": N_("Hexes left"),
}


def short_counter(name):
    return " + ".join(_(SHORT_COUNTERS[p]) if p in SHORT_COUNTERS else p for p in name.split("+"))


def short_name(measure):
    parts = []
    for p in measure.split("+"):
        if p in SHORT:
            parts.append(_(SHORT[p]))
        elif p.startswith("cubes."):
            parts.append(_("{res} cubes").format(res=resource_title(p.split(".", 1)[1])))
        elif p.startswith("town_icons."):
            parts.append(_("{res} icons in your towns").format(res=resource_title(p.split(".", 1)[1])))
        else:
            parts.append(measure_words(p))
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
    met: bool = False           # Pacifist: the card scores now (the engine's ending.pacifist_gap)

    @property
    def name(self):
        return short_name(self.measure) if self.measure else self.card

    @property
    def leading(self):
        """Ahead of (or level with) every other player, where that is known."""
        if self.kind == "pacifist":
            return self.met
        return self.mine is not None and self.best is not None and self.mine > 0 and self.mine >= self.best

    @property
    def line(self):
        if self.kind == "pacifist":
            if self.leading:
                return _("Pacifist: population − rebellion {mine}, needs more than {need} (met)").format(
                    mine=self.mine, need=self.need)
            return _("Pacifist: population − rebellion {mine}, needs more than {need} (not yet)").format(
                mine=self.mine, need=self.need)
        if self.kind == "separatist":
            return _("Separatist: you win alone if rebellion ({mine}) exceeds the population ({need})").format(
                mine=self.mine, need=self.need)
        if self.best is None:
            return _("{name}: you {mine} (the others' are hidden)").format(name=self.name, mine=self.mine)
        if self.leading:
            return _("{name}: you {mine}, best other {best}").format(name=self.name, mine=self.mine, best=self.best)
        return _("{name}: you {mine}, best {best}").format(name=self.name, mine=self.mine, best=self.best)

    def forms(self, head):
        """The line from its longest form to its shortest, headed `head` ("Objective"), for
        a screen that may be narrow (the whole line goes in the tooltip)."""
        f = dict(head=head, line=self.line, name=self.name, mine=self.mine, need=self.need, best=self.best)
        if self.kind == "pacifist":
            return (_("{head} · {line}").format(**f), _("{head} · Pacifist: pop − reb. {mine}, needs > {need}").format(**f),
                    _("Pacifist: {mine} (needs > {need})").format(**f))
        if self.kind == "separatist":
            return (_("{head} · {line}").format(**f), _("{head} · Separatist: rebellion {mine} of {need}").format(**f),
                    _("Separatist: {mine} of {need}").format(**f))
        if self.best is None:
            return (_("{head} · {line}").format(**f), _("{head} · {name}: you {mine}").format(**f),
                    _("{name}: you {mine}").format(**f), _("{head}: you {mine}").format(**f))
        return (_("{head} · {line}").format(**f), _("{name}: you {mine}, best {best}").format(**f),
                _("{name}: {mine} (best {best})").format(**f), _("{head}: {mine} (best {best})").format(**f))

    @property
    def words(self):
        """What it ranks, in the scoring's own words (for tooltips and coach tips)."""
        return measure_text(self.measure) if self.measure else self.card


def standings(view, content):
    """The person's standing on their objective's scoring half, then on the trend card."""
    seat = view.get("seat")
    if seat is None or view["players"][seat].get("florins") is None:
        return []
    out = []
    oid = view["players"][seat].get("objective")
    if oid:
        obj = content.objectives[oid]
        sc = obj.scoring
        kind = sc.get("kind")
        if kind == "rank":
            out.append(_ranked(content, view, "objective", shown(content, "objective", oid), sc["measure"], seat))
        elif kind == "pacifist":
            out.append(Standing("objective", shown(content, "objective", oid), "pacifist",
                                mine=view["population"] - view["rebellion"], need=sc.get("margin"),
                                met=pacifist_gap(sc, view["population"], view["rebellion"]) > 0))
        elif kind == "separatist":
            out.append(Standing("objective", shown(content, "objective", oid), "separatist", mine=view["rebellion"],
                                need=view["population"]))
    tid = view.get("trend")
    if tid and tid in content.trends:
        trend = content.trends[tid]
        out.append(_ranked(content, view, "trend", shown(content, "trend", tid), trend.criterion, seat))
    return out


def _ranked(content, view, source, card, measure, seat):
    """The person's count (their own secrets included) and the best of the others', where
    the table shows them (answers.measure: None for the others' secrets)."""
    mine = answers.measure(content, view, measure, seat)
    others = [answers.measure(content, view, measure, s) for s in range(view["n"]) if s != seat]
    best = None if None in others else max(others, default=0)
    return Standing(source, card, "rank", measure, mine, best)


def counts_for(view, content, measures):
    """The standings (objective, trend) whose measure includes any of `measures`."""
    out = []
    for g in standings(view, content):
        if g.kind == "rank" and set(g.measure.split("+")) & set(measures):
            out.append(g)
    return out


# --- one's own points and one's end condition (issue 37) --------------------------------------

def _span(least, most):
    return str(least) if least == most else f"{least}-{most}"


@dataclass(frozen=True)
class Points:
    """The person's own points had the game ended now and their objective's end condition,
    as the engine works them out from their view (answers.standing, R11): the trend card,
    their own objective and their cards; the others' objectives add their points only at
    the end. A ranking on a measure the others keep secret is a range (`least`-`most`)."""
    least: int
    most: int
    cards: int
    parts: tuple                # ((source, least, most), ...): "trend", "objective"
    end: tuple | None           # (objective name, counter words, short, value, threshold, at least?, met)

    @property
    def total(self):
        return _span(self.least, self.most)

    def _of(self, source):
        return next((_span(lo, hi) for s, lo, hi in self.parts if s == source), None)

    def forms(self):
        """The points line from its longest form to its shortest."""
        bits = []
        if self._of("trend") is not None:
            bits.append(_("trend {n}").format(n=self._of("trend")))
        if self._of("objective") is not None:
            bits.append(_("objective {n}").format(n=self._of("objective")))
        bits.append(_("cards {n}").format(n=self.cards))
        parts = ", ".join(bits)
        return (_("Points now: {total} ({parts}); the others' objectives add theirs at the end").format(
                    total=self.total, parts=parts),
                _("Points now: {total} ({parts})").format(total=self.total, parts=parts),
                _("Points now: {total} (+ the others' objectives at the end)").format(total=self.total),
                _("Points now: {total}").format(total=self.total))

    def end_forms(self):
        """The end condition's progress from its longest form to its shortest ("Pacifist:
        population 17 of 22"); () without an objective."""
        if self.end is None:
            return ()
        name, counter, short, value, threshold, at_least, met = self.end
        f = dict(name=name, counter=counter, short=short, value=value, threshold=threshold)
        if met:
            return (_("End · {name}: {counter} {value} of {threshold}: met, the game ends").format(**f),
                    _("{name}: {counter} {value} of {threshold} (met)").format(**f),
                    _("{short}: {value} of {threshold} (met)").format(**f),
                    _("End: {value} of {threshold} (met)").format(**f))
        if at_least:
            return (_("End · {name}: {counter} {value} of {threshold}").format(**f),
                    _("{name}: {counter} {value} of {threshold}").format(**f),
                    _("End · {short} {value} of {threshold}").format(**f),
                    _("{short}: {value} of {threshold}").format(**f),
                    _("End: {value} of {threshold}").format(**f))
        return (_("End · {name}: {counter} {value}, ends at {threshold}").format(**f),
                _("{name}: {counter} {value}, ends at {threshold}").format(**f),
                _("End · {short} {value}, ends at {threshold}").format(**f),
                _("{short}: {value}, ends at {threshold}").format(**f),
                _("End: {value}, ends at {threshold}").format(**f))

    def compact_forms(self):
        """Points and end condition on one line, for a screen with room for two lines only."""
        if self.end is None:
            return self.forms()[-2:]
        _name, _counter, _short, value, threshold, _at_least, _met = self.end
        out = [_("Points now: {total} · {end}").format(total=self.total, end=e) for e in self.end_forms()[-3:]]
        return tuple(out) + (_("Points {total} · end {value} of {threshold}").format(
            total=self.total, value=value, threshold=threshold), self.forms()[-1])

    @property
    def words(self):
        """The whole in sentences (the tooltip)."""
        out = [_("Your points had the game ended now: {total} (the trend card, your own objective and your "
                 "cards; every other player's objective card ranks everyone too, and adds its points at the "
                 "end).").format(total=self.total)]
        for source, lo, hi in self.parts:
            what = _("The trend card") if source == "trend" else _("Your objective")
            if lo == hi:       # plural messages for the count's noun (German "1 Punkt"), English as before
                out.append(ngettext("{what}: {n} points.", "{what}: {n} points.", lo).format(what=what, n=lo))
            else:
                out.append(ngettext("{what}: {least} to {most} points (the others' counts are secret).",
                                    "{what}: {least} to {most} points (the others' counts are secret).",
                                    hi).format(what=what, least=lo, most=hi))
        out.append(ngettext("Your cards: {n} victory point.", "Your cards: {n} victory points.", self.cards).format(
            n=self.cards))
        if self.end is not None:
            name, counter, _short, value, threshold, at_least, met = self.end
            if met:
                out.append(_("Your objective's end condition ({name}: {counter} {value}, the game ends at "
                             "{threshold}) is met.").format(name=name, counter=counter, value=value,
                                                            threshold=threshold))
            else:
                out.append(_("Your objective ends the game when {counter} reaches {threshold}: now {value}.").format(
                    counter=counter, value=value, threshold=threshold) if at_least else
                    _("Your objective ends the game when {counter} falls to {threshold}: now {value}.").format(
                        counter=counter, value=value, threshold=threshold))
        return "\n".join(out)


def points(view, content):
    """The person's Points from their own view (answers.standing), or None (the public view)."""
    seat = view.get("seat")
    if seat is None or view["players"][seat].get("florins") is None:
        return None
    st = answers.standing(content, view)
    end = None
    if st["end"] is not None:
        e = st["end"]
        oid = view["players"][seat]["objective"]
        end = (shown(content, "objective", oid), counter_words(e["counter"]), short_counter(e["counter"]),
               e["value"], e["threshold"], e["at_least"], e["met"])
    return Points(st["total"][0], st["total"][1], st["cards"],
                  tuple((p["source"], p["points"][0], p["points"][1]) for p in st["parts"]), end)
