"""Validation of data/cards.yaml: evolution cards (DECK.md 1, 2; R10), events (DECK 2.1),
trend cards (DECK 4; R11.2) and objective cards (R11.1).

Ids are unique across the four lists. Cross-checks (wonders, arrows, event references,
player counts) read fields defensively, so one bad field does not hide other errors.
"""
from __future__ import annotations

from archipelago.vocab import (ARROWS, BALANCE_PARTS, CARD_TYPES, OBJECTIVE_SCORING_KINDS, SOURCES,
                              WONDER_REQUIREMENTS)

from .effects import WONDER_OP, Effects, parameters
from .report import Scope
from .rules_check import Vocab
from .texts import text_errors
from .schema import (Check, Ids, Int, ListOf, Match, Maybe, OneOf, Record, Text, describe,
                     is_int, label, suggest)
from .terms import ANY_MEASURE, CUBES, END_COUNTER, PLAYER_MEASURE, RESOURCE, TRACKED_MEASURE

EXPORT_MIN, EXPORT_MAX = 2, 5      # DECK 0.4: an export list has 2-5 cubes
TREND_KINDS = ("state", "tracked")  # DECK 4: read at scoring, or counted all game


class Balance(Check):
    """DECK 2: {domestic?, export?, red} (at least one crisis half) or {event, red};
    `red` names only parts the card has (DECK 2.2)."""

    what = "a balance side ({domestic?, export?, red} or {event, red})"
    RED = ListOf(OneOf(BALANCE_PARTS), unique=True)
    CRISIS = Record({"red": RED}, {
        "domestic": parameters("domestic_crisis", "key"),
        "export": parameters("export_crisis", "key",
                             cubes=ListOf(RESOURCE, EXPORT_MIN, EXPORT_MAX)),
    })
    EVENT = Record({"event": Text(), "red": RED})

    def __call__(self, scope, value, path):
        if not isinstance(value, dict):
            return self.fail(scope, value, path)
        ok = (self.EVENT if "event" in value else self.CRISIS)(scope, value, path)
        if "event" not in value and "domestic" not in value and "export" not in value:
            scope.error(path, "expected a domestic and/or export crisis, or an event")
            ok = False
        red = value.get("red")
        for i, part in enumerate(red if isinstance(red, list) else ()):
            if part in BALANCE_PARTS and part not in value:
                scope.error(path + ("red", i), f"{part} is red but the card has no {part} part")
                ok = False
        return ok


class EndCondition(Check):
    """R11.1 upper half: {counter, at_least | at_most: {base?, per_player?}}."""

    what = "an end condition {counter, at_least | at_most}"
    BOUND = Record({}, {"base": Int(), "per_player": Int()})
    SHAPE = Record({"counter": END_COUNTER}, {"at_least": BOUND, "at_most": BOUND})

    def __call__(self, scope, value, path):
        if not self.SHAPE(scope, value, path):
            return False
        bounds = [key for key in ("at_least", "at_most") if key in value]
        if len(bounds) != 1:
            scope.error(path, "expected exactly one of at_least and at_most, got "
                              + (" and ".join(bounds) or "neither"))
            return False
        if not value[bounds[0]]:
            scope.error(path + (bounds[0],),
                        "expected base and/or per_player, got an empty mapping")
            return False
        return True


class Scoring(Check):
    """R11.1 lower half: rank (a measure), pacifist (margin, points) or separatist."""

    what = "a scoring {kind, ...}"
    KINDS = {
        "rank": Record({"measure": ANY_MEASURE}, ignore=("kind",)),
        "pacifist": Record({"margin": Int(0), "points": Int(0)}, ignore=("kind",)),
        "separatist": Record({}, ignore=("kind",)),
    }

    def __call__(self, scope, value, path):
        if not isinstance(value, dict):
            return self.fail(scope, value, path)
        if "kind" not in value:
            scope.error(path + ("kind",), "missing key")
            return False
        if not OneOf(OBJECTIVE_SCORING_KINDS)(scope, value["kind"], path + ("kind",)):
            return False
        return self.KINDS[value["kind"]](scope, value, path)


CARD = Record({
    "id": Match(r"A\d{2,}", "a card id like A01"),
    "name": Text(),
    "type": OneOf(CARD_TYPES),
    "arrow": OneOf(ARROWS),
    "vp": Int(0),
    "source": OneOf(SOURCES),
    "text": Text(),
    "use_cost": Maybe(Record({"florins": Int(0), "cubes": CUBES, "action_discs": Int(0)})),
    "effects": Effects(wonder=True),
    "wonder": Maybe(Record({
        "build_cost": Record({"cubes": CUBES, "action_discs": Int(0)}),
        "requires": Maybe(OneOf(WONDER_REQUIREMENTS)),
        "on_complete": Effects(min_len=1),
    })),
    "balance": Balance(),
}, {"short": Text(), "gist": Text()})
EVENT = Record({"id": Text(), "name": Text(), "source": OneOf(SOURCES), "text": Text(),
                "short": Text(), "effects": Effects(min_len=1)})
TREND = Record({"id": Text(), "name": Text(), "criterion": Text(), "kind": OneOf(TREND_KINDS),
                "points": ListOf(Int(0), min_len=1), "source": OneOf(SOURCES),
                "text": Text()})
OBJECTIVE = Record(
    {"id": Text(), "length": OneOf(lambda vocab: vocab.lengths, noun="a game length"),
     "name": Text(), "ends_when": EndCondition(), "scoring": Scoring()},
    {"without_players": ListOf(Int(1), min_len=1, unique=True)},
)
SECTIONS = {"evolution_cards": CARD, "events": EVENT, "trend_cards": TREND,
            "objective_cards": OBJECTIVE}
TOP = Record(SECTIONS)  # its key check; the entries are checked one by one


def check_cards(scope: Scope, doc: object, vocab: Vocab) -> None:
    if not isinstance(doc, dict):
        TOP.fail(scope, doc, ())
        return
    TOP.keys(scope, doc, ())
    ids = Ids()
    entries: dict[str, list[tuple[Scope, dict]]] = {name: [] for name in SECTIONS}
    for section, check in SECTIONS.items():
        items = doc.get(section)
        if section in doc and not (isinstance(items, list) and items):
            scope.error((section,), f"expected a non-empty list, got {describe(items)}")
            continue
        for i, item in enumerate(items or ()):
            entry = scope.entry((section, i), label(section, item, i))
            check(entry, item, ())
            ids.add(entry, item, f"{section}[{i}]")
            if isinstance(item, dict):
                entries[section].append((entry, item))
    events = tuple(e["id"] for _, e in entries["events"] if isinstance(e.get("id"), str))
    for entry, card in entries["evolution_cards"]:
        _card(entry, card, events, vocab)
    for entry, event in entries["events"]:
        for field in ("text", "short"):
            for message in text_errors({**event, "text": event.get(field)}, vocab.rules):
                entry.error((field,), message)
    for entry, trend in entries["trend_cards"]:
        _trend(entry, trend)
    for entry, objective in entries["objective_cards"]:
        _objective(entry, objective, vocab)
    _farther(entries["objective_cards"], vocab)


def _card(entry: Scope, card: dict, events: tuple[str, ...], vocab: Vocab) -> None:
    """R10.1, DECK 0.2-0.3: what the arrow and the wonder block imply."""
    arrow, wonder, use_cost = card.get("arrow"), card.get("wonder"), card.get("use_cost")
    effects = card.get("effects") if isinstance(card.get("effects"), list) else []
    ops = [e.get("op") for e in effects if isinstance(e, dict)]
    if wonder is not None:
        if ops != [WONDER_OP]:
            entry.error(("effects",),
                        "a wonder card's effects must be exactly [{op: build_wonder}]")
        if card.get("type") != "progress":
            entry.error(("type",), "a wonder is a progress card (DECK 0.3), "
                                   f"got {describe(card.get('type'))}")
        if arrow != "black":
            entry.error(("arrow",), f"a wonder has a black arrow (DECK 0.3), got {describe(arrow)}")
        if use_cost is not None:
            entry.error(("use_cost",), "expected null: a wonder is paid by wonder.build_cost")
    elif WONDER_OP in ops:
        entry.error(("wonder",), "expected a wonder block: the card's effects build a wonder")
    elif arrow == "none":
        if use_cost is not None:
            entry.error(("use_cost",), "expected null: a card with arrow none is never used")
        if effects:
            entry.error(("effects",), "expected []: a card with arrow none has no effects")
    elif arrow in ARROWS:
        if use_cost is None:
            entry.error(("use_cost",),
                        f"expected a use cost: a card with arrow {arrow} can be used")
        if not effects:
            entry.error(("effects",), f"expected at least 1 effect: a card with arrow {arrow} "
                                      "can be used")
    _discs(entry, use_cost, ("use_cost",), vocab)
    if isinstance(wonder, dict):
        _discs(entry, wonder.get("build_cost"), ("wonder", "build_cost"), vocab)
    for message in text_errors(card, vocab.rules):
        entry.error(("text",), message)
    balance = card.get("balance")
    event = balance.get("event") if isinstance(balance, dict) else None
    if isinstance(event, str) and event not in events:
        entry.error(("balance", "event"), f"unknown event {event!r}{suggest(event, events)}")


def _discs(entry: Scope, cost: object, path: tuple, vocab: Vocab) -> None:
    """R1: a cost cannot ask for more action discs than a player has."""
    discs = cost.get("action_discs") if isinstance(cost, dict) else None
    if is_int(discs) and vocab.action_discs is not None and discs > vocab.action_discs:
        entry.error(path + ("action_discs",), f"{discs} is more than a player's "
                                              f"{vocab.action_discs} action discs")


def _trend(entry: Scope, trend: dict) -> None:
    """DECK 4: a state trend ranks a player measure, a tracked one a tracked measure."""
    if not isinstance(trend.get("criterion"), str):
        return  # already reported by the record check
    kind = trend.get("kind")
    check = {"state": PLAYER_MEASURE, "tracked": TRACKED_MEASURE}.get(
        kind if isinstance(kind, str) else "", ANY_MEASURE)
    check(entry, trend["criterion"], ("criterion",))


def _objective(entry: Scope, objective: dict, vocab: Vocab) -> None:
    """R4: a card is removed only for player counts the game allows."""
    counts = objective.get("without_players")
    if not isinstance(counts, list) or vocab.players is None:
        return
    low, high = vocab.players
    for i, n in enumerate(counts):
        if is_int(n) and not low <= n <= high:
            entry.error(("without_players", i), f"{n} players is outside players {low}-{high}")


# R11.1, ruling of 2026-11-28: a long game must be longer than a medium one, so each end
# condition of a length here is strictly farther than that of every card of the length it
# names that watches the same counter, with every player count both cards are dealt to.
FARTHER_THAN = {"long": "medium"}


def _watch(objective: dict):
    """(counter with its parts sorted, bound, base, per_player) of a well-formed end
    condition, else None (a broken one is reported by its own checks)."""
    cond = objective.get("ends_when")
    if not isinstance(cond, dict) or not isinstance(cond.get("counter"), str):
        return None
    bounds = [b for b in ("at_least", "at_most") if b in cond]
    spec = cond.get(bounds[0]) if len(bounds) == 1 else None
    if not isinstance(spec, dict):
        return None
    base, per = spec.get("base", 0), spec.get("per_player", 0)
    if not (is_int(base) and is_int(per)):
        return None
    return "+".join(sorted(cond["counter"].split("+"))), bounds[0], base, per


def _dealt_to(objective: dict, n: int) -> bool:
    without = objective.get("without_players")
    return not (isinstance(without, list) and n in without)


def _farther(objectives: list[tuple[Scope, dict]], vocab: Vocab) -> None:
    """R11.1: FARTHER_THAN, for each player count the rules allow."""
    if vocab.players is None:
        return
    low, high = vocab.players
    watched = [(entry, o, _watch(o)) for entry, o in objectives]
    for longer, shorter in FARTHER_THAN.items():
        for entry, card, mine in watched:
            if card.get("length") != longer or mine is None:
                continue
            counter, bound, base, per = mine
            for _, other, theirs in watched:
                if other.get("length") != shorter or theirs is None or theirs[0] != counter:
                    continue
                if theirs[1] != bound:
                    entry.error(("ends_when", bound), f"{counter} is bounded {bound} here but "
                                f"{theirs[1]} on the {shorter} card {other.get('id')}: a {longer} "
                                f"end must be farther than a {shorter} one with the same counter (R11.1)")
                    continue
                for n in range(low, high + 1):
                    if not (_dealt_to(card, n) and _dealt_to(other, n)):
                        continue
                    here, there = base + per * n, theirs[2] + theirs[3] * n
                    if here <= there if bound == "at_least" else here >= there:
                        entry.error(("ends_when", bound),
                                    f"{here} with {n} players is not farther than the {shorter} "
                                    f"card {other.get('id')}'s {there} ({counter}): a {longer} end "
                                    f"must be farther than every {shorter} one with the same counter "
                                    "(R11.1)")
                        break
