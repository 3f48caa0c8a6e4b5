"""The value types the effect primitives and cards use (DECK.md 0.5 and 3), checked against
the vocabulary declared in archipelago/vocab.py: resources, counters, measures,
Amounts, Selectors and named prices.
"""
from __future__ import annotations

from archipelago.vocab import (AMOUNT_COUNTERS, END_COUNTERS, PARAMETRISED_MEASURES,
                              PLAYER_MEASURES, PRICE_NAMES, SELECTOR_MEASURES, SELECTOR_WORDS,
                              TRACKED_MEASURES)

from .schema import Check, Int, MapOf, OneOf, Record, check_length, is_int, suggest

RESOURCE = OneOf(lambda vocab: vocab.resources, noun="a resource")
LAND_RESOURCE = OneOf(lambda vocab: vocab.land_resources, noun="a land resource")
CUBES = MapOf(RESOURCE, Int(0))  # {resource: count}, e.g. a cost


class SumOf(Check):
    """A declared name, or names joined by '+' (DECK 0.5: `a+b` sums two counters).

    Names in `parametrised` take a resource after a dot (R11.1: `cubes.iron`).
    """

    def __init__(self, names: tuple[str, ...], noun: str, parametrised: tuple[str, ...] = ()):
        self.names, self.noun, self.parametrised = names, noun, parametrised
        self.what = f"a {noun} name (or names joined by +)"

    def __call__(self, scope, value, path):
        if not isinstance(value, str) or not value:
            return self.fail(scope, value, path)
        ok = True
        for part in value.split("+"):
            head, dot, resource = part.partition(".")
            if dot and head in self.parametrised:
                ok = self._resource(scope, part, resource, path) and ok
            elif part not in self.names:
                known = self.names + tuple(f"{p}.<resource>" for p in self.parametrised)
                hint = suggest(part, known) or f"; known: {', '.join(known)}"
                scope.error(path, f"unknown {self.noun} {part!r}{hint}")
                ok = False
        return ok

    @staticmethod
    def _resource(scope, part: str, resource: str, path) -> bool:
        resources = scope.vocab.resources
        if resources is None or resource in resources:
            return True
        scope.error(path, f"unknown resource {resource!r} in {part!r}"
                          f"{suggest(resource, resources)}")
        return False


AMOUNT_COUNTER = SumOf(AMOUNT_COUNTERS, "counter")
END_COUNTER = SumOf(END_COUNTERS, "counter")
PLAYER_MEASURE = SumOf(PLAYER_MEASURES, "measure", PARAMETRISED_MEASURES)
TRACKED_MEASURE = SumOf(TRACKED_MEASURES, "tracked measure")
ANY_MEASURE = SumOf(PLAYER_MEASURES + TRACKED_MEASURES, "measure",
                    PARAMETRISED_MEASURES)
SELECTOR_MEASURE = OneOf(SELECTOR_MEASURES, noun="a player measure")


NUMBER = Int(-1000, 1000)  # any number in an effect: sane, so no loop or table grows huge


class Tiers(Check):
    """`[{upto: u1, value: v1}, ..., {value: vk}]`: upto increasing, the last tier catches all."""

    what = "a list of tiers"
    TIER = Record({"upto": NUMBER, "value": NUMBER})
    LAST = Record({"value": NUMBER})

    def __call__(self, scope, value, path):
        if not isinstance(value, list):
            return self.fail(scope, value, path)
        if not check_length(scope, value, path, 1):
            return False
        ok, previous = True, None
        for i, tier in enumerate(value):
            last = i == len(value) - 1
            if last and isinstance(tier, dict) and "upto" in tier:
                scope.error(path + (i, "upto"), "the last tier catches all values: give it no upto")
                ok = False
                continue
            ok = (self.LAST if last else self.TIER)(scope, tier, path + (i,)) and ok
            upto = tier.get("upto") if isinstance(tier, dict) else None
            if is_int(upto):
                if previous is not None and upto <= previous:
                    scope.error(path + (i, "upto"), f"expected more than {previous} "
                                                    f"(upto must increase), got {upto}")
                    ok = False
                previous = upto
        return ok


class Amount(Check):
    """DECK 3 Amount: an integer, {count, each, div?, cap?, base?} or {of, tiers}."""

    what = "an Amount (an integer, {count, each, div?, cap?, base?} or {of, tiers})"
    COUNT = Record({"count": AMOUNT_COUNTER, "each": NUMBER},
                   {"div": Int(1, 1000), "cap": Int(0, 1000), "base": NUMBER})
    TIERED = Record({"of": AMOUNT_COUNTER, "tiers": Tiers()})

    def __call__(self, scope, value, path):
        if is_int(value):
            return NUMBER(scope, value, path)
        if isinstance(value, dict) and "count" in value:
            return self.COUNT(scope, value, path)
        if isinstance(value, dict) and "of" in value:
            return self.TIERED(scope, value, path)
        return self.fail(scope, value, path)


class Selector(Check):
    """DECK 3 Selector: {most: M}, {where: M, at_least: k} or a word."""

    what = "a selector ({most: M}, {where: M, at_least: k} or " \
           + ", ".join(SELECTOR_WORDS) + ")"
    MOST = Record({"most": SELECTOR_MEASURE})
    WHERE = Record({"where": SELECTOR_MEASURE, "at_least": Int(0, 1000)})

    def __call__(self, scope, value, path):
        if isinstance(value, str):
            return OneOf(SELECTOR_WORDS)(scope, value, path)
        if isinstance(value, dict) and "most" in value:
            return self.MOST(scope, value, path)
        if isinstance(value, dict) and "where" in value:
            return self.WHERE(scope, value, path)
        return self.fail(scope, value, path)


class Price(Check):
    """An integer >= 0 or a named price (PRICE_NAMES, read from rules.yaml track)."""

    what = "an integer >= 0 or one of " + ", ".join(PRICE_NAMES)

    def __call__(self, scope, value, path):
        if (is_int(value) and value >= 0) or (isinstance(value, str) and value in PRICE_NAMES):
            return True
        return self.fail(scope, value, path, suggest(value, PRICE_NAMES))


AMOUNT, SELECTOR, PRICE = Amount(), Selector(), Price()
