"""Card texts as templates filled from the data (issue 19), and the check that a text
cannot contradict its card's effect data.

A card's `text` in cards.yaml may carry placeholders:

- a rule value, by name (RULE_VALUES): `{ship_cost}` -> "1 wood + 3ƒ", `{recruit_prices}`
  -> "1–4ƒ", `{min_price}`, `{hex_cap}`, `{citizens_max}`, ...;
- a field of the card itself, by path: `{effects[0].max}`, `{use_cost.florins}`,
  `{wonder.build_cost.cubes.stone}`; `:abs` drops the sign of a number (`{effects[1].amount:abs}`).

`fill` renders a template (the loader stores the rendered text on the Card, so faces,
tooltips and the large view all show the same words); `text_errors` names every
placeholder that does not resolve and every bare number typed in the text that is no
number of the card's own data (costs, effect parameters, wonder block, VP). A rule's number
(a build cost, a recruit price, a limit) must therefore be a placeholder: a rebalance of
rules.yaml then changes every card text with it.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Mapping

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# A number typed in prose: digits not glued to a letter before them (card ids like A21 are
# references, not amounts).
NUMBER = re.compile(r"(?<![A-Za-z\d])\d+")
_STEP = re.compile(r"([A-Za-z_]\w*)|\[(\d+)\]")


class TextError(ValueError):
    """A placeholder that does not resolve (its text is the message)."""


def cost_words(florins: int = 0, cubes: Mapping | None = None) -> str:
    """A build cost as on the player screen: cubes first, then florins ('1 wood + 3ƒ')."""
    parts = [f"{k} {res}" for res, k in (cubes or {}).items() if k]
    if florins:
        parts.append(f"{florins}ƒ")
    return " + ".join(parts) if parts else "nothing"


def recruit_prices(rules: Mapping) -> str:
    """R7.4: the range of board IV's recruit prices, e.g. '1–4ƒ'."""
    prices = [row["recruit_price"] for row in rules["surplus_board"]["rows"]
              if row["recruit_price"] is not None]
    low, high = min(prices), max(prices)
    return f"{low}ƒ" if low == high else f"{low}–{high}ƒ"


def _build_costs(rules: Mapping) -> dict[str, Callable[[Mapping], str]]:
    return {f"{kind}_cost": (lambda r, k=kind: cost_words(r["build_costs"][k]["florins"],
                                                          r["build_costs"][k]["cubes"]))
            for kind in rules.get("build_costs", {})}


RULE_VALUES: dict[str, Callable[[Mapping], str]] = {
    "recruit_prices": recruit_prices,
    "min_price": lambda r: f"{r['track']['min_price']}ƒ",
    "hex_cap": lambda r: str(r["citizens_per_hex"]),
    "citizens_max": lambda r: str(r["pieces"]["citizens"]),
    "ships_max": lambda r: str(r["pieces"]["ships"]),
    "discs_max": lambda r: str(r["pieces"]["action_discs"]),
    "taxes_rebellion": lambda r: str(r["taxes"]["rebellion"]),
    "foreign_use_fee": lambda r: f"{r['options']['foreign_use_fee']}ƒ",
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


def resolve(name: str, card: Mapping, rules: Mapping | None) -> str:
    """One placeholder's words."""
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
            return table[key](rules)
        except (KeyError, TypeError, ValueError):
            raise TextError(f"{{{name}}}: rules.yaml does not say it") from None
    if key.isidentifier() and key not in card:
        known = sorted(RULE_VALUES) + (sorted(_build_costs(rules)) if rules else [])
        raise TextError(f"{{{name}}} is no rule value ({', '.join(known)}) "
                        "and no field of the card")
    value = _field(card, key)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TextError(f"{{{name}}} is not a number or a word")
    if fmt == "abs" and isinstance(value, int):
        return str(abs(value))
    if fmt:
        raise TextError(f"{{{name}}}: unknown format {fmt!r} (expected abs)")
    return str(value)


def fill(template: str, card: Mapping, rules: Mapping | None) -> str:
    """The template with every placeholder replaced by its words."""
    return PLACEHOLDER.sub(lambda m: resolve(m.group(1), card, rules), template)


def data_numbers(value: Any) -> set[int]:
    """Every number in a card's data (signs dropped), with tier bounds `upto + 1`
    (a text says '5 or more' for the tier after `upto: 4`)."""
    out: set[int] = set()
    if isinstance(value, bool):
        return out
    if isinstance(value, int):
        out.add(abs(value))
    elif isinstance(value, Mapping):
        for key, item in value.items():
            out |= data_numbers(item)
            if key == "upto" and isinstance(item, int) and not isinstance(item, bool):
                out.add(item + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            out |= data_numbers(item)
    return out


def text_errors(card: Mapping, rules: Mapping | None) -> list[str]:
    """What is wrong with a card's text: unresolved placeholders, and typed numbers that
    are no number of the card's use cost, effects, wonder block or VP."""
    template = card.get("text")
    if not isinstance(template, str):
        return []
    errors = []
    for match in PLACEHOLDER.finditer(template):
        try:
            resolve(match.group(1), card, rules)
        except TextError as exc:
            if rules is not None or "needs rules.yaml" not in str(exc):
                errors.append(str(exc))     # (a broken rules.yaml is reported on its own)
    allowed = data_numbers([card.get("use_cost"), card.get("effects"), card.get("wonder"),
                            card.get("vp")])
    prose = PLACEHOLDER.sub(" ", template)
    for match in NUMBER.finditer(prose):
        n = int(match.group())
        if n not in allowed:
            shown = ", ".join(map(str, sorted(allowed))) or "none"
            errors.append(f"the text says {n}, which is no number of the card's data "
                          f"(its numbers: {shown}); write the number as a placeholder "
                          "such as {effects[0].max} or {ship_cost}")
    return errors
