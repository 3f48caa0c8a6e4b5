"""Validation of data/rules.yaml (RULES.md R1, R3, R4, R7, R8, R11; DECK.md 0 and 5.6).

Each top-level section is an entry of its own (`rules.yaml: track (line 40): prices[1]: ...`).
The section checks also fill the Vocab that cards.yaml and tiles.yaml are checked against.
"""
from __future__ import annotations

from dataclasses import dataclass

from archipelago.vocab import BUILDINGS, CONSTRUCTIONS, LENGTHS, LIMITED_SPACES, UNLIMITED_SPACES

from .effects import Effects
from .report import Scope
from .schema import Check, Flag, Int, ListOf, MapOf, Maybe, OneOf, Record, Text, is_int
from .terms import RESOURCE


@dataclass
class Vocab:
    """What rules.yaml declares for the other files; None while unknown (or broken)."""

    resources: tuple[str, ...] | None = None
    sea_resources: tuple[str, ...] | None = None
    lengths: tuple[str, ...] | None = None
    players: tuple[int, int] | None = None  # min, max
    action_discs: int | None = None         # pieces.action_discs, per player
    rules: dict | None = None               # the whole of rules.yaml once it is valid (texts)

    @property
    def land_resources(self) -> tuple[str, ...] | None:
        if self.resources is None or self.sea_resources is None:
            return None
        return tuple(r for r in self.resources if r not in self.sea_resources)


def _all_resources(vocab: Vocab) -> tuple[str, ...] | None:
    return vocab.resources


# Sane ranges for every number (issue 13): what a table and this program can hold. A
# number outside them is a typo or an attack, and some (players.max) size loops.
PLAYERS = Int(2, 5)          # seats the table has room, colours and emblems for
PIECES = Int(1, 30)          # one kind of piece per player
FLORINS = Int(0, 100)        # one price, cost, income or fee
SCALE = Int(0, 200)          # a board's scale (population, surplus workers) and its rows
SUPPLY = MapOf(RESOURCE, Int(0, 100))
BOARD_EFFECTS = Effects(ops=("track",))  # R5.3: board rows move the markers
MARKET_AREA = Record({"prices": ListOf(FLORINS, min_len=1, max_len=20), "empty": BOARD_EFFECTS,
                      "rows": ListOf(BOARD_EFFECTS, min_len=1, max_len=20)})
SECTIONS: dict[str, Check] = {
    "resources": ListOf(Text(), min_len=1, max_len=12, unique=True),
    "sea_resources": ListOf(RESOURCE, unique=True),
    "bank": Record({"cubes": MapOf(RESOURCE, Int(0, 200), exact=_all_resources),
                    "florins": Int(0, 10_000)}),
    "players": Record({"min": PLAYERS, "max": PLAYERS}),
    "pieces": Record({"citizens": PIECES, "ships": PIECES, "action_discs": Int(1, 12)}),
    "citizens_per_hex": PIECES,
    "building_tokens": MapOf(Text(), Record({
        "count": Int(1, 100),
        "buildings": ListOf(OneOf(BUILDINGS), min_len=1, unique=True)})),
    "explorer_piles": ListOf(Int(1, 100), min_len=1, max_len=10),
    "action_discs_per_empty_pile": Int(0, 12),
    "start": Record({"florins": FLORINS, "action_discs": Int(0, 12),
                     "ships": PIECES, "domestic_market": SUPPLY, "hexes_dealt": Int(1, 5)}),
    "round0": Record({"explorer_tokens": Int(0, 10), "citizens": PIECES}),
    # R7.8: the minimal price is the lowest of `prices` (content.model.named_prices)
    "track": Record({"slots": Int(1, 12), "prices": ListOf(FLORINS, min_len=1, max_len=12)}),
    "build_costs": MapOf(OneOf(CONSTRUCTIONS, noun="a construction"),
                         Record({"florins": FLORINS, "cubes": SUPPLY}), exact=CONSTRUCTIONS),
    "market_use": Record({"florins": FLORINS, "transactions": Int(1, 12)}),
    "taxes": Record({"rebellion": Int(0, 10), "income": ListOf(
        Record({"upto": SCALE, "florins": FLORINS}), min_len=1, max_len=50)}),
    "domestic_market": MapOf(RESOURCE, MARKET_AREA, exact=_all_resources),
    "export_market": MapOf(RESOURCE, MARKET_AREA, exact=_all_resources),
    "stability": Record({"max": SCALE, "rows": ListOf(
        Record({"upto": SCALE, "effects": BOARD_EFFECTS}), min_len=1, max_len=50)}),
    "surplus_board": Record({"max": SCALE, "rows": ListOf(Record(
        {"upto": SCALE, "recruit_price": Maybe(FLORINS), "effects": BOARD_EFFECTS}),
        min_len=1, max_len=50)}),
    "wheel": Record({
        "unlimited": ListOf(OneOf(UNLIMITED_SPACES), min_len=1, unique=True),
        "sides": ListOf(Record({
            "name": Text(),
            "players": ListOf(PLAYERS, min_len=1, unique=True),
            "limited": MapOf(OneOf(LIMITED_SPACES, noun="a limited space"),
                             Record({"own": Int(0, 12), "shared": Int(0, 12),
                                     "per_player": Int(1, 12)}),
                             exact=LIMITED_SPACES),
        }), min_len=1, max_len=4),
    }),
    "scoring": Record({"objective_points": ListOf(Int(0, 100), min_len=1, max_len=5),
                       "zero_scores_nothing": Flag()}),
    "options": Record({"foreign_use_fee": FLORINS, "tokens_pay_costs": Flag(),
                       "export_truncation": Flag(), "benefactor_per_cube": FLORINS,
                       "benefactor_per_temple": FLORINS}),
    "negotiation": Record({"offers_per_turn": Int(1, 20), "counters_per_offer": Int(0, 20),
                           "items_per_offer": Int(1, 100),
                           "permission_prices": ListOf(Int(1, 100), min_len=1, max_len=10,
                                                       unique=True)}),
    "lengths": ListOf(OneOf(LENGTHS), min_len=1, unique=True),
    # [first, last] of the middle half of games of each length with `players` (shown to players)
    "typical_rounds": Record({
        "players": PLAYERS,
        "rounds": MapOf(OneOf(lambda vocab: vocab.lengths or LENGTHS, noun="a game length"),
                        ListOf(Int(1, 200), min_len=2, max_len=2), exact=lambda vocab: vocab.lengths)},
        # the same for other player counts (issue 37: the new-game form follows its seats)
        {"by_players": MapOf(PLAYERS, MapOf(OneOf(lambda vocab: vocab.lengths or LENGTHS, noun="a game length"),
                                            ListOf(Int(1, 200), min_len=2, max_len=2),
                                            exact=lambda vocab: vocab.lengths))}),
}
TOP = Record(SECTIONS)  # its key check; the sections are checked one by one


def check_rules(scope: Scope, doc: object, vocab: Vocab) -> None:
    """Check every section, then the numbers that must agree across sections.

    The cross-checks read fields defensively: a field that is itself invalid (already
    reported) is skipped, and the rest of the section is still compared.
    """
    if not isinstance(doc, dict):
        TOP.fail(scope, doc, ())
        return
    TOP.keys(scope, doc, ())
    valid = set()
    for name, check in SECTIONS.items():
        ok = name in doc and check(scope.entry((name,), name), doc[name], ())
        if ok:
            valid.add(name)
        if ok and name == "resources":
            vocab.resources = tuple(doc[name])
        if ok and name == "sea_resources" and vocab.resources is not None:
            vocab.sea_resources = tuple(doc[name])
        if ok and name == "lengths":
            vocab.lengths = tuple(doc[name])
    low, high = dig(doc, "players", "min"), dig(doc, "players", "max")
    if "players" in valid and low <= high:      # only numbers in range size the later checks
        vocab.players = (low, high)
    if "pieces" in valid:
        vocab.action_discs = doc["pieces"]["action_discs"]
    errors = len(scope.report)
    for cross_check in (_land, _players, _pools, _start, _markets, _tables, _wheel, _typical):
        cross_check(scope, doc, vocab)
    if valid == set(SECTIONS) and len(scope.report) == errors:
        vocab.rules = doc


def dig(doc: object, *keys: str) -> object:
    """doc[k1][k2]..., or None where a level is missing or not a mapping."""
    for key in keys:
        if not isinstance(doc, dict):
            return None
        doc = doc.get(key)
    return doc


def _items(value: object) -> list:
    """The entries of a list, or none if it is not a list (already reported)."""
    return value if isinstance(value, list) else []


def _land(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """R2: land icons need at least one resource that is not a sea resource."""
    if vocab.land_resources == ():
        scope.entry(("sea_resources",), "sea_resources").error(
            (), "every resource is a sea resource; tiles need land resources")


def _players(scope: Scope, doc: dict, vocab: Vocab) -> None:
    low, high = dig(doc, "players", "min"), dig(doc, "players", "max")
    if is_int(low) and is_int(high) and low > high:
        scope.entry(("players",), "players").error(("min",), f"{low} is more than max ({high})")


def _pools(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """R1: every building type is drawn from exactly one pool of tokens."""
    pools = dig(doc, "building_tokens")
    if not isinstance(pools, dict):
        return
    entry = scope.entry(("building_tokens",), "building_tokens")
    owner: dict[str, str] = {}
    for pool, tokens in pools.items():
        for i, building in enumerate(_items(dig(tokens, "buildings"))):
            if not isinstance(building, str):
                continue
            if building in owner:
                entry.error((pool, "buildings", i),
                            f"{building} is already in pool {owner[building]}")
            else:
                owner[building] = pool
    for building in BUILDINGS:
        if building not in owner:
            entry.error((), f"no pool holds {building} tokens")


def _start(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """R3, R4: the starting pieces fit within the per-player pieces (R1)."""
    for section, piece in (("start", "ships"), ("start", "action_discs"), ("round0", "citizens")):
        have, limit = dig(doc, section, piece), dig(doc, "pieces", piece)
        if is_int(have) and is_int(limit) and have > limit:
            scope.entry((section,), section).error(
                (piece,), f"{have} is more than pieces.{piece} ({limit})")


def _markets(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """R7.1, R7.2: one list of row effects per price row."""
    for market in ("domestic_market", "export_market"):
        areas = dig(doc, market)
        entry = scope.entry((market,), market)
        for resource, area in areas.items() if isinstance(areas, dict) else ():
            rows, prices = dig(area, "rows"), dig(area, "prices")
            if isinstance(rows, list) and isinstance(prices, list) and len(rows) != len(prices):
                entry.error((resource, "rows"), f"{len(rows)} rows of effects for "
                                                f"{len(prices)} prices; expected one per price")


def _tables(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """R7.3, R7.4, R7.6: `upto` rows increase and reach the top of their scale."""
    _upto(scope.entry(("taxes",), "taxes"), dig(doc, "taxes", "income"), ("income",),
          dig(doc, "pieces", "citizens"), "pieces.citizens")
    for board in ("stability", "surplus_board"):
        _upto(scope.entry((board,), board), dig(doc, board, "rows"), ("rows",),
              dig(doc, board, "max"), "max")


def _upto(entry: Scope, rows: object, path: tuple, top: object, top_name: str) -> None:
    uptos = [dig(row, "upto") for row in _items(rows)]
    previous = None
    for i, upto in enumerate(uptos):
        if not is_int(upto):
            continue
        if previous is not None and upto <= previous:
            entry.error(path + (i, "upto"),
                        f"expected more than {previous} (upto must increase), got {upto}")
        previous = upto
    if uptos and is_int(uptos[-1]) and is_int(top) and uptos[-1] < top:
        entry.error(path + (len(uptos) - 1, "upto"),
                    f"the last row ends at {uptos[-1]} and does not reach {top_name} ({top})")


def _wheel(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """R7.7: every unlimited space present; each player count has exactly one wheel side."""
    entry = scope.entry(("wheel",), "wheel")
    unlimited = dig(doc, "wheel", "unlimited")
    for space in UNLIMITED_SPACES if isinstance(unlimited, list) else ():
        if space not in unlimited:
            entry.error(("unlimited",), f"missing space {space}")
    sides = _items(dig(doc, "wheel", "sides"))
    side_of: dict[int, int] = {}
    for i, side in enumerate(sides):
        limited = dig(side, "limited")
        for name, circles in limited.items() if isinstance(limited, dict) else ():
            own, shared, most = (dig(circles, k) for k in ("own", "shared", "per_player"))
            if is_int(own) and is_int(shared) and is_int(most) and most > own + shared:
                entry.error(("sides", i, "limited", name, "per_player"),
                            f"{most} is more than own + shared circles ({own + shared})")
        for j, n in enumerate(_items(dig(side, "players"))):
            if not is_int(n):
                continue
            if vocab.players and not vocab.players[0] <= n <= vocab.players[1]:
                entry.error(("sides", i, "players", j), f"{n} players is outside players "
                                                        f"{vocab.players[0]}-{vocab.players[1]}")
            elif n in side_of:
                entry.error(("sides", i, "players", j),
                            f"{n} players already use sides[{side_of[n]}]")
            side_of.setdefault(n, i)
    for n in range(vocab.players[0], vocab.players[1] + 1) if vocab.players and sides else ():
        if n not in side_of:
            entry.error(("sides",), f"no side for {n} players")


def _typical(scope: Scope, doc: dict, vocab: Vocab) -> None:
    """typical_rounds: each a range, first <= last."""
    spans = [(("rounds",), dig(doc, "typical_rounds", "rounds"))]
    by = dig(doc, "typical_rounds", "by_players")
    spans += [(("by_players", n), rounds) for n, rounds in (by.items() if isinstance(by, dict) else ())]
    for where, rounds in spans:
        for length, span in rounds.items() if isinstance(rounds, dict) else ():
            if isinstance(span, list) and len(span) == 2 and all(is_int(x) for x in span) \
                    and span[0] > span[1]:
                scope.entry(("typical_rounds",), "typical_rounds").error(
                    where + (length,), f"{span[0]} is more than {span[1]}; expected [first, last]")
