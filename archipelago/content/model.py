"""The frozen content objects the engine consumes.

Every mapping is a `types.MappingProxyType` and every list a tuple, so nothing loaded can
be changed by accident. Ids follow the data files: cards A01.., events by name, objectives
S01/M01/L01.., trends T01.., hexes H01.., faces H01a/H01b.. and the start hex.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from archipelago import i18n

FISH = "fish"  # R2: fish icons lie in a face's sea, counted by its `fish` field


def freeze(value: Any) -> Any:
    """Deep-freeze plain data: dict -> MappingProxyType, list -> tuple."""
    if isinstance(value, dict):
        return MappingProxyType({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(freeze(item) for item in value)
    return value


@dataclass(frozen=True, slots=True)
class Card:
    """An evolution card (R10.1, DECK 1-2): front (effects) and balance side."""

    id: str
    name: str
    type: str                       # character | progress
    arrow: str                      # black | colour | none
    vp: int
    source: str
    text: str                       # filled from the data (content/texts.py)
    use_cost: Mapping | None        # {florins, cubes, action_discs}; None: never used
    effects: tuple[Mapping, ...]
    wonder: Mapping | None          # {build_cost, requires, on_complete} (DECK 0.3)
    balance: Mapping                # {domestic?, export?, red} or {event, red} (DECK 2)
    template: str = ""              # `text` as written in cards.yaml, placeholders unfilled
    short: str = ""                 # the title where the name does not fit (chips); name if none
    gist: str = ""                  # the effect in a few words for a small face ("" : none)
    ops: frozenset[str] = field(init=False, repr=False, compare=False)   # its effects' ops

    def __post_init__(self) -> None:
        object.__setattr__(self, "ops", frozenset(e["op"] for e in self.effects))

    @property
    def is_wonder(self) -> bool:
        return self.wonder is not None


@dataclass(frozen=True, slots=True)
class Event:
    """An event on the balance side of some evolution cards (DECK 2.1)."""

    id: str
    name: str
    source: str
    text: str
    effects: tuple[Mapping, ...]
    short: str = ""                 # the effect in one line, for the deck top's face


@dataclass(frozen=True, slots=True)
class Objective:
    """An objective card (R11.1): end condition (upper half) and scoring (lower half).
    `end` is derived at creation: (counter, at least?, base, per player) of `ends_when`."""

    id: str
    length: str
    name: str
    ends_when: Mapping              # {counter, at_least | at_most: {base?, per_player?}}
    scoring: Mapping                # {kind: rank, measure} | {kind: pacifist, ...} | ...
    without_players: tuple[int, ...] = ()
    points: tuple[int, ...] = ()    # a rank's points for the best three (rules.yaml scoring.objective_points)
    end: tuple[str, bool, int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cond = self.ends_when
        at_least = "at_least" in cond
        bound = cond["at_least" if at_least else "at_most"]
        object.__setattr__(self, "end", (cond["counter"], at_least, bound.get("base", 0),
                                         bound.get("per_player", 0)))


@dataclass(frozen=True, slots=True)
class Trend:
    """A trend card (R11.2, DECK 4), ranked on `criterion` for `points`."""

    id: str
    name: str
    criterion: str
    kind: str                       # state | tracked
    points: tuple[int, ...]
    source: str
    text: str


@dataclass(frozen=True, slots=True)
class Area:
    """A land area of a face (R2): the L edges it touches, its icons and huts."""

    edges: tuple[int, ...]
    icons: tuple[str, ...]
    huts: int


@dataclass(frozen=True, slots=True)
class Face:
    """One side of a hex (R2). `icons`, `huts` and `edge_area` are derived at creation:

    - icons: (area index, resource) for each icon, area by area, then (-1, "fish") per fish;
    - huts: the huts of all areas;
    - edge_area: for each edge 0-5, the index of the land area touching it, -1 for S;
    - rot_sides, rot_kinds: per rotation 0-5, what each board side shows when the face
      is placed so (the land area or -1; 'L'/'S'), worked out once here (issue 12);
    - area_icons: (icon index, resource) of each land area's icons, then the sea's last,
      so that area_icons[-1] is the sea (issue 12).

    The start hex is a Face whose hex_id is its own id.
    """

    id: str
    hex_id: str
    edges: str                      # 6 characters L/S, edge 0 = east, clockwise
    areas: tuple[Area, ...]
    fish: int
    icons: tuple[tuple[int, str], ...] = field(init=False)
    huts: int = field(init=False)
    edge_area: tuple[int, ...] = field(init=False)
    rot_sides: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    rot_kinds: tuple[str, ...] = field(init=False, repr=False, compare=False)
    area_icons: tuple[tuple[tuple[int, str], ...], ...] = field(init=False, repr=False,
                                                                compare=False)

    def __post_init__(self) -> None:
        icons = [(a, icon) for a, area in enumerate(self.areas) for icon in area.icons]
        icons += [(-1, FISH)] * self.fish
        owner = {edge: a for a, area in enumerate(self.areas) for edge in area.edges}
        object.__setattr__(self, "icons", tuple(icons))
        object.__setattr__(self, "huts", sum(area.huts for area in self.areas))
        edge_area = tuple(owner.get(e, -1) for e in range(6))
        object.__setattr__(self, "edge_area", edge_area)
        # placed with rotation k, board side s shows face edge (s - k) % 6 (board.py)
        object.__setattr__(self, "rot_sides", tuple(
            tuple(edge_area[(s - k) % 6] for s in range(6)) for k in range(6)))
        object.__setattr__(self, "rot_kinds", tuple(
            "".join(self.edges[(s - k) % 6] for s in range(6)) for k in range(6)))
        object.__setattr__(self, "area_icons", tuple(
            tuple((i, r) for i, (a, r) in enumerate(icons) if a == k)
            for k in [*range(len(self.areas)), -1]))


@dataclass(frozen=True, slots=True)
class Hex:
    """A double-sided hex (R1): exactly two faces."""

    id: str
    faces: tuple[Face, Face]


def named_prices(rules: Mapping[str, Any]) -> dict[str, int]:
    """The prices a card effect may name instead of a number (vocab.PRICE_NAMES), derived
    from rules.yaml: `min_price`, R7.8's minimal price (Researcher, Head Hunter), is the
    evolution track's lowest purchase price (ruling 2026-12-06: "Mindestpreis bezieht sich
    auf niedrigsten Kaufpreis"), so it follows the track's prices."""
    return {"min_price": min(rules["track"]["prices"])}


@dataclass(frozen=True, slots=True)
class Content:
    """Everything in data/*.yaml, validated and frozen. `digest` identifies it in saves;
    `named_prices` is derived from the rules at creation (named_prices)."""

    rules: Mapping[str, Any]
    cards: Mapping[str, Card]
    events: Mapping[str, Event]
    objectives: Mapping[str, Objective]
    trends: Mapping[str, Trend]
    start_hex: Face
    hexes: Mapping[str, Hex]
    faces: Mapping[str, Face]
    digest: str
    # {lang: {(kind, id, field): text}}: data/locale/<lang>/*.yaml, filled (content/locale.py)
    translations: Mapping[str, Mapping[tuple[str, str, str], str]] = field(default_factory=lambda: MappingProxyType({}))
    named_prices: Mapping[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "named_prices", MappingProxyType(named_prices(self.rules)))

    def shown(self, kind: str, id: str, field: str = "name") -> str:
        """What players read of a card, event, trend or objective (`kind`): its `field`
        (name, text, gist, short), in the language spoken now (i18n.language(); issue 29:
        every name and text on screen comes through here). English as written in
        cards.yaml; another language from data/locale/<lang>/, English where it has none."""
        lang = i18n.language()
        if lang != i18n.DEFAULT:
            said = self.translations.get(lang, {}).get((kind, id, field))
            if said is not None:
                return said
        entries = {"card": self.cards, "event": self.events, "objective": self.objectives,
                   "trend": self.trends}[kind]
        return getattr(entries[id], field)
