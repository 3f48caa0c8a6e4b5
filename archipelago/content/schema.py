"""Checkers: the building blocks of the content schema.

A checker is called as `check(scope, value, path)`. It returns True when the value is
valid; otherwise it has reported every problem it found through `scope.error` (with the
path of the offending field) and returns False. YAML booleans are never integers.
"""
from __future__ import annotations

import re
from abc import ABC, abstractmethod
from difflib import get_close_matches
from typing import Any, Callable, Iterable

from .report import Path, Scope


def is_int(value: Any) -> bool:
    """An integer that is not a bool (YAML `true` is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def describe(value: Any) -> str:
    """How a bad value is shown in a message, in YAML words."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return repr(value)
    if isinstance(value, list):
        return "an empty list" if not value else "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def suggest(word: Any, choices: Iterable[str]) -> str:
    """' (did you mean 'x'?)' when a close known word exists."""
    if not isinstance(word, str):
        return ""
    close = get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _entries(n: int) -> str:
    return "1 entry" if n == 1 else f"{n} entries"


def check_length(scope: Scope, value: list, path: Path, low: int = 0,
                 high: int | None = None) -> bool:
    """Report a list shorter than `low` or longer than `high` entries."""
    n = len(value)
    if low <= n and (high is None or n <= high):
        return True
    if high is None:
        want = f"at least {_entries(low)}"
    elif low == high:
        want = f"exactly {_entries(low)}"
    else:
        want = f"{low} to {high} entries"
    scope.error(path, f"expected {want}, got {describe(value) if not value else _entries(n)}")
    return False


class Check(ABC):
    """Base class: `what` describes a valid value ("an integer >= 1")."""

    what = "a valid value"

    @abstractmethod
    def __call__(self, scope: Scope, value: Any, path: Path) -> bool:
        """Check value, report problems to scope; True when it is valid."""

    def fail(self, scope: Scope, value: Any, path: Path, hint: str = "",
             what: str | None = None) -> bool:
        scope.error(path, f"expected {what or self.what}, got {describe(value)}{hint}")
        return False


class Int(Check):
    def __init__(self, low: int | None = None, high: int | None = None):
        self.low, self.high = low, high
        if low is None and high is None:
            self.what = "an integer"
        elif high is None:
            self.what = f"an integer >= {low}"
        elif low is None:
            self.what = f"an integer <= {high}"
        else:
            self.what = f"an integer from {low} to {high}"

    def __call__(self, scope, value, path):
        if (is_int(value) and (self.low is None or value >= self.low)
                and (self.high is None or value <= self.high)):
            return True
        return self.fail(scope, value, path)


class Flag(Check):
    what = "true or false"

    def __call__(self, scope, value, path):
        return isinstance(value, bool) or self.fail(scope, value, path)


class Text(Check):
    what = "a non-empty string"

    def __call__(self, scope, value, path):
        return (isinstance(value, str) and value.strip() != "") or self.fail(scope, value, path)


class Match(Text):
    """A string matching a regular expression, e.g. a card id."""

    def __init__(self, pattern: str, what: str):
        self.pattern, self.what = re.compile(pattern), what

    def __call__(self, scope, value, path):
        return (isinstance(value, str) and self.pattern.fullmatch(value) is not None) \
            or self.fail(scope, value, path)


Choices = tuple | Callable[[Any], "tuple | None"]


def _choices(choices: Choices, vocab: Any) -> tuple | None:
    return choices(vocab) if callable(choices) else choices


class OneOf(Check):
    """One word of a fixed tuple, or of a vocabulary list read from rules.yaml.

    `choices` may be a callable taking the vocabulary; it returns None when rules.yaml is
    too broken to know the list, and then only the type is checked.
    """

    def __init__(self, choices: Choices, noun: str | None = None):
        self.choices, self.noun = choices, noun

    def __call__(self, scope, value, path):
        choices = _choices(self.choices, scope.vocab)
        if choices is None:
            return Text()(scope, value, path)
        if isinstance(value, str) and value in choices:
            return True
        listed = ", ".join(choices)
        what = f"{self.noun} ({listed})" if self.noun else f"one of {listed}"
        return self.fail(scope, value, path, suggest(value, choices), what)


class Maybe(Check):
    """null, or a value the inner checker accepts."""

    def __init__(self, inner: Check):
        self.inner = inner

    def __call__(self, scope, value, path):
        return value is None or self.inner(scope, value, path)


class ListOf(Check):
    what = "a list"

    def __init__(self, item: Check, min_len: int = 0, max_len: int | None = None,
                 unique: bool = False):
        self.item, self.min_len, self.max_len, self.unique = item, min_len, max_len, unique

    def __call__(self, scope, value, path):
        if not isinstance(value, list):
            return self.fail(scope, value, path)
        ok = check_length(scope, value, path, self.min_len, self.max_len)
        seen = set()
        for i, item in enumerate(value):
            ok = self.item(scope, item, path + (i,)) and ok
            if self.unique and isinstance(item, (str, int)):
                if item in seen:
                    scope.error(path + (i,), f"duplicate entry {describe(item)}")
                    ok = False
                seen.add(item)
        return ok


class Record(Check):
    """A mapping with known keys: every required key present, no key unknown.

    `noun` names the keys in messages ("key", "parameter of track"); `ignore` lists keys
    that are allowed here but checked elsewhere (the `op` of an effect).
    """

    what = "a mapping"

    def __init__(self, required: dict[str, Check], optional: dict[str, Check] | None = None,
                 noun: str = "key", ignore: tuple[str, ...] = ()):
        self.required, self.optional = required, optional or {}
        self.noun, self.ignore = noun, ignore
        self.known = tuple(ignore) + tuple(self.required) + tuple(self.optional)
        # (fixed like `known`: the checks in their order, and the keys as a set to look up)
        self.fields = (*self.required.items(), *self.optional.items())
        self.known_set = frozenset(self.known)

    def __call__(self, scope, value, path):
        if not isinstance(value, dict):
            return self.fail(scope, value, path)
        ok = self.keys(scope, value, path)
        for key, check in self.fields:
            if key in value:
                ok = check(scope, value[key], path + (key,)) and ok
        return ok

    def keys(self, scope: Scope, value: dict, path: Path) -> bool:
        """Report unknown and missing keys only."""
        ok = True
        known = self.known_set
        for key in value:
            if key not in known:
                shown = key if isinstance(key, str) else describe(key)
                scope.error(path + (shown,), f"unknown {self.noun}{suggest(key, self.known)}; "
                                             f"expected {', '.join(self.known) or 'no keys'}")
                ok = False
        for key in self.required:
            if key not in value:
                scope.error(path + (key,), f"missing {self.noun}")
                ok = False
        return ok


class MapOf(Check):
    """A mapping whose keys and values each pass a checker (a cube map, the markets).

    `exact` (a tuple, or a callable on the vocabulary) lists keys that must all be present.
    """

    what = "a mapping"

    def __init__(self, key: Check, value: Check, exact: Choices | None = None):
        self.key, self.value, self.exact = key, value, exact

    def __call__(self, scope, value, path):
        if not isinstance(value, dict):
            return self.fail(scope, value, path)
        ok = True
        for key, item in value.items():
            shown = key if isinstance(key, str) else describe(key)
            ok = self.key(scope, key, path + (shown,)) and ok
            ok = self.value(scope, item, path + (shown,)) and ok
        needed = _choices(self.exact, scope.vocab) if self.exact is not None else None
        for key in needed or ():
            if key not in value:
                scope.error(path + (key,), "missing key")
                ok = False
        return ok


def label(section: str, item: Any, index: int) -> str:
    """An entry's name in messages: 'evolution_cards A05', or 'evolution_cards[4]' without id."""
    ident = item.get("id") if isinstance(item, dict) else None
    return f"{section} {ident}" if isinstance(ident, str) and ident else f"{section}[{index}]"


class Ids:
    """Ids seen so far in one file; a repeated id is reported on its later entry."""

    def __init__(self) -> None:
        self.first: dict[str, str] = {}

    def add(self, scope: Scope, item: Any, where: str, path: Path = ("id",)) -> None:
        ident = item.get("id") if isinstance(item, dict) else None
        if not isinstance(ident, str):
            return
        if ident in self.first:
            scope.error(path, f"duplicate id {ident!r} (already used by {self.first[ident]})")
        else:
            self.first[ident] = where


class Anything(Check):
    """Accepts every value: a placeholder where the value is checked elsewhere."""

    def __call__(self, scope, value, path):
        return True
