"""Effect lists (DECK.md 3, R10.2): `[{op: <primitive>, ...parameters}, ...]`.

The primitives and their parameter types are read from archipelago/vocab.py, never
repeated here; each spec type name is compiled once into a checker.
"""
from __future__ import annotations

from archipelago.vocab import PRIMITIVES

from .schema import Check, Int, ListOf, OneOf, Record, check_length, describe, suggest
from .terms import AMOUNT, CUBES, NUMBER, PRICE, RESOURCE, SELECTOR

WONDER_OP = "build_wonder"  # DECK 0.3: only an evolution card's own effects may build


class Effects(Check):
    """A list of effects.

    `ops` restricts the primitives allowed (board rows use only `track`); `wonder` allows
    build_wonder (top level of an evolution card only); `min_len` 1 forbids an empty list.
    """

    what = "a list of effects"

    def __init__(self, ops: tuple[str, ...] | None = None, wonder: bool = False,
                 min_len: int = 0):
        self.ops, self.wonder, self.min_len = ops, wonder, min_len

    def __call__(self, scope, value, path):
        if not isinstance(value, list):
            return self.fail(scope, value, path)
        ok = check_length(scope, value, path, self.min_len)
        for i, effect in enumerate(value):
            ok = self.effect(scope, effect, path + (i,)) and ok
        return ok

    def effect(self, scope, effect, path) -> bool:
        if not isinstance(effect, dict):
            return self.fail(scope, effect, path, what="an effect {op: <primitive>, ...}")
        if "op" not in effect:
            scope.error(path + ("op",), "missing (every effect names its primitive in op)")
            return False
        op = effect["op"]
        allowed = self.ops or tuple(PARAMETERS)
        if not isinstance(op, str) or op not in PARAMETERS:
            scope.error(path + ("op",), f"unknown primitive {describe(op)}{suggest(op, allowed)}")
            return False
        if op not in allowed:
            scope.error(path + ("op",), f"{op} is not allowed here; expected {', '.join(allowed)}")
            return False
        if op == WONDER_OP and not self.wonder:
            scope.error(path + ("op",), "build_wonder is allowed only in an evolution card's "
                                        "own effects (DECK 0.3)")
            return False
        return PARAMETERS[op](scope, effect, path)


def _type(name: str) -> Check:
    """The checker of one vocab.py parameter type name (see the vocab module docstring)."""
    kind, _, words = name.partition(":")
    if kind == "enum":
        return OneOf(tuple(words.split("|")))
    if kind == "subset":
        return ListOf(OneOf(tuple(words.split("|"))), min_len=1, unique=True)
    if name not in _TYPES:
        raise ValueError(f"archipelago/vocab.py declares unknown parameter type {name!r}")
    return _TYPES[name]


def parameters(op: str, noun: str, ignore: tuple[str, ...] = (), **override: Check) -> Record:
    """A Record of the parameters vocab.py declares for `op` (`name?` = optional).

    `override` replaces the checker of some parameters (a balance side limits lengths).
    """
    required, optional = {}, {}
    for name, type_name in PRIMITIVES[op].items():
        key = name.rstrip("?")
        (optional if name.endswith("?") else required)[key] = override.get(key) or _type(type_name)
    return Record(required, optional, noun=noun, ignore=ignore)


NESTED = Effects(min_len=1)  # then_if_any, choice options, wonder on_complete
_TYPES: dict[str, Check] = {
    "int": NUMBER,
    "int+": Int(1, NUMBER.high),
    "int0": Int(0, NUMBER.high),
    "amount": AMOUNT,
    "selector": SELECTOR,
    "resource": RESOURCE,
    "resources": ListOf(RESOURCE, min_len=1),
    "effects": NESTED,
    "options": ListOf(Record({"pay": CUBES, "effects": NESTED}), min_len=1),
    "positions": ListOf(Int(1, NUMBER.high), min_len=1, unique=True),
    "price": PRICE,
}
PARAMETERS: dict[str, Record] = {
    op: parameters(op, f"parameter of {op}", ignore=("op",)) for op in PRIMITIVES
}
