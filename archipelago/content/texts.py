"""Card and event texts as templates filled from the data (issue 19), and the check that a
text cannot contradict its effect data.

A `text` in cards.yaml may carry placeholders:

- a rule value, by name (RULE_VALUES): `{ship_cost}` -> "1 wood + 3ƒ", `{recruit_prices}`
  -> "1–4ƒ", `{min_price}`, `{hex_cap}`, `{citizens_max}`, ...;
- a field of the card itself, by path: `{effects[0].max}`, `{use_cost.florins}`,
  `{wonder.build_cost.cubes.stone}`, with an optional format (FORMATS): `:abs` drops the
  sign ("by 2"), `:signed` writes it ("+2", "−1"), `:ord` an ordinal ("2nd"); or a noun
  counted by the number, its singular and plural (issue 39: a translation's noun takes the
  number's form): `{effects[0].count:Karte|Karten}` -> "1 Karte", "5 Karten".

`fill` renders a template (the loader stores the rendered text on the Card and the Event,
so faces, tooltips and the large view all show the same words). The few words a filled
value carries (a resource in a cost, "nothing", an ordinal) are catalogue messages: `say`
(the language's gettext, issue 29) words them for a translated template; English as written. `text_errors` refuses,
naming the field `text`:
- a placeholder that does not resolve;
- any number typed in the prose (every amount, cost and limit is a placeholder; only the
  names in NAMED_NUMBERS, such as "Phase 4", and card ids like A21 are typed);
- placeholders of the card's fields out of the order of those fields in the data (their
  first mentions): a swap of two numbers in a text is refused;
- an effect or wonder parameter of 2 or more that the text never states: a number
  pointed at another field of the card leaves its own field unstated.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Mapping

from archipelago.i18n import N_

from .model import named_prices

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# A number typed in prose: digits not glued to a letter before them (card ids like A21 are
# references, not amounts).
NUMBER = re.compile(r"(?<![A-Za-z\d])\d+")
# Numbers that are names, not amounts: phases, round 0, the empty surplus board.
NAMED_NUMBERS = re.compile(r"Phase[ -]\d|round[ -]0|surplus 0")
ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd")}
ORDINAL = N_("{n}th")
NOTHING = N_("nothing")
# The resources of rules.yaml as a cost names them ("1 wood + 3ƒ"), marked for the catalogue
# (a resource the catalogue does not know is written as its id).
RESOURCE_WORDS = (N_("fruit"), N_("cattle"), N_("fish"), N_("wood"), N_("stone"), N_("iron"))


def _same(message: str) -> str:
    return message


FORMATS = {
    "abs": lambda n, say=_same: str(abs(n)),
    "signed": lambda n, say=_same: f"+{n}" if n >= 0 else f"−{-n}",
    "ord": lambda n, say=_same: say(ORDINALS[n]) if n in ORDINALS else say(ORDINAL).format(n=n),
}
_STEP = re.compile(r"([A-Za-z_]\w*)|\[(\d+)\]")


class TextError(ValueError):
    """A placeholder that does not resolve (its text is the message)."""


def cost_words(florins: int = 0, cubes: Mapping | None = None, say: Callable[[str], str] = _same) -> str:
    """A build cost as on the player screen: cubes first, then florins ('1 wood + 3ƒ')."""
    parts = [f"{k} {say(res)}" for res, k in (cubes or {}).items() if k]
    if florins:
        parts.append(f"{florins}ƒ")
    return " + ".join(parts) if parts else say(NOTHING)


def recruit_prices(rules: Mapping, say: Callable[[str], str] = _same) -> str:
    """R7.4: the range of board IV's recruit prices, e.g. '1–4ƒ'."""
    prices = [row["recruit_price"] for row in rules["surplus_board"]["rows"]
              if row["recruit_price"] is not None]
    low, high = min(prices), max(prices)
    return f"{low}ƒ" if low == high else f"{low}–{high}ƒ"


def _build_costs(rules: Mapping) -> dict[str, Callable[..., str]]:
    return {f"{kind}_cost": (lambda r, say=_same, k=kind: cost_words(r["build_costs"][k]["florins"],
                                                                     r["build_costs"][k]["cubes"], say))
            for kind in rules.get("build_costs", {})}


RULE_VALUES: dict[str, Callable[..., str]] = {
    "recruit_prices": recruit_prices,
    "min_price": lambda r, say=_same: f"{named_prices(r)['min_price']}ƒ",
    "hex_cap": lambda r, say=_same: str(r["citizens_per_hex"]),
    "citizens_max": lambda r, say=_same: str(r["pieces"]["citizens"]),
    "ships_max": lambda r, say=_same: str(r["pieces"]["ships"]),
    "discs_max": lambda r, say=_same: str(r["pieces"]["action_discs"]),
    "taxes_rebellion": lambda r, say=_same: str(r["taxes"]["rebellion"]),
    "foreign_use_fee": lambda r, say=_same: f"{r['options']['foreign_use_fee']}ƒ",
}


def _field(card: Mapping, path: str) -> Any:
    """The value at `path` ('effects[0].max') in the card's data; TextError if absent."""
    pos, value = 0, card
    for match in _STEP.finditer(path):
        if match.start() != pos + (1 if pos and path[pos] == "." else 0):
            raise TextError(f"{{{path}}} is not a field path")
        pos = match.end()
        key, index = match.group(1), match.group(2)
        try:
            value = value[int(index)] if index is not None else value[key]
        except (KeyError, IndexError, TypeError, ValueError):
            raise TextError(f"{{{path}}} names no field of the card") from None
    if pos != len(path) or not path:
        raise TextError(f"{{{path}}} is not a field path")
    return value


def resolve(name: str, card: Mapping, rules: Mapping | None, say: Callable[[str], str] = _same) -> str:
    """One placeholder's words (`say`: the words of the language of the template)."""
    key, _, fmt = name.partition(":")
    key = key.strip()
    if key in RULE_VALUES or key.endswith("_cost") and "." not in key and "[" not in key:
        if rules is None:
            raise TextError(f"{{{name}}} needs rules.yaml")
        table = {**RULE_VALUES, **_build_costs(rules)}
        if key not in table:
            raise TextError(f"{{{name}}} is no rule value; expected one of "
                            + ", ".join(sorted(table)))
        try:
            return table[key](rules, say)
        except (KeyError, TypeError, ValueError):
            raise TextError(f"{{{name}}}: rules.yaml does not say it") from None
    if key.isidentifier() and key not in card:
        known = sorted(RULE_VALUES) + (sorted(_build_costs(rules)) if rules else [])
        raise TextError(f"{{{name}}} is no rule value ({', '.join(known)}) "
                        "and no field of the card")
    value = _field(card, key)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TextError(f"{{{name}}} is not a number or a word")
    if "|" in fmt and isinstance(value, int):
        return counted(value, fmt)
    if fmt and fmt not in FORMATS:
        raise TextError(f"{{{name}}}: unknown format {fmt!r} (expected "
                        + ", ".join(FORMATS) + ")")
    if fmt and isinstance(value, int):
        return FORMATS[fmt](value, say)
    return str(value)


def counted(n: int, nouns: str) -> str:
    """A number with its noun ("1 Karte", "5 Karten"): `nouns` is "singular|plural"."""
    one, many = nouns.split("|", 1)
    return f"{n} {one if n == 1 else many}"


def field_of(placeholder: str) -> str:
    """A placeholder as its field and format, a counted noun left out: the same field in any
    language ("effects[0].count:Karte|Karten" -> "effects[0].count")."""
    key, _, fmt = placeholder.partition(":")
    return key.strip() if "|" in fmt else placeholder.strip()


def fill(template: str, card: Mapping, rules: Mapping | None, say: Callable[[str], str] = _same) -> str:
    """The template with every placeholder replaced by its words (in the language `say` speaks)."""
    return PLACEHOLDER.sub(lambda m: resolve(m.group(1), card, rules, say), template)


def _numbers(value: Any, path: str = "") -> list[tuple[str, int]]:
    """Every (path, number) of a card's data in the order it is written."""
    out: list[tuple[str, int]] = []
    _add_numbers(value, path, out)
    return out


def _add_numbers(value: Any, path: str, out: list) -> None:
    """_numbers into `out` (a plain dict or list is told by its type first: isinstance
    against typing's Mapping is slow, and validation asks it of every field of every card)."""
    kind = type(value)
    if kind is bool or kind is str or value is None:
        return
    if kind is int or isinstance(value, int) and not isinstance(value, bool):
        out.append((path, value))
    elif kind is dict or isinstance(value, Mapping):
        for key, item in value.items():
            _add_numbers(item, f"{path}.{key}" if path else str(key), out)
    elif kind is list or isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            _add_numbers(item, f"{path}[{i}]", out)


def _stated(path: str) -> bool:
    """Fields a text must state when 2 or more: effect and wonder parameters (the use cost
    and VP are shown beside the text)."""
    return path.startswith(("effects", "wonder"))


def text_errors(card: Mapping, rules: Mapping | None) -> list[str]:
    """What is wrong with a card's (or an event's) text; see the module docstring."""
    template = card.get("text")
    if not isinstance(template, str):
        return []
    errors = []
    fields = []
    for match in PLACEHOLDER.finditer(template):
        try:
            resolve(match.group(1), card, rules)
        except TextError as exc:
            if rules is not None or "needs rules.yaml" not in str(exc):
                errors.append(str(exc))     # (a broken rules.yaml is reported on its own)
            continue
        key = match.group(1).partition(":")[0].strip()
        if key not in RULE_VALUES and key not in fields and not key.endswith("_cost"):
            fields.append(key)
    prose = NAMED_NUMBERS.sub(" ", PLACEHOLDER.sub(" ", template))
    for match in NUMBER.finditer(prose):
        errors.append(f"the text types the number {match.group()}: write every amount, cost "
                      "and limit as a placeholder of the field it states, such as "
                      "{effects[0].max} or {ship_cost}")
    numbers = {k: _numbers(card.get(k), k) for k in ("vp", "use_cost", "effects", "wonder")}
    order = [path for k in ("vp", "use_cost", "effects", "wonder") for path, _ in numbers[k]]
    ranked = [f for f in fields if f in order]
    for early, late in zip(ranked, ranked[1:]):
        if order.index(early) > order.index(late):
            errors.append(f"the text names {{{early}}} before {{{late}}}, out of the order of the "
                          "data (a swap of two numbers?): name the fields in the order they are written")
            break
    for path, n in numbers["effects"] + numbers["wonder"]:
        if abs(n) >= 2 and path not in fields:
            errors.append(f"the text does not state {{{path}}} ({n})")
    return errors
