"""Issue 25: no rule number of data/rules.yaml typed into a player-facing string of
archipelago/ui or archipelago/words; the texts read them from the data. Only string
literals are read (the literal parts of f-strings too; docstrings and comments are not
player-facing), so pixel sizes and layout constants, which are numbers, never count. A
number counts where it reads as a rule: a price ("1ƒ"), a count of a game thing ("at most
4 ships", "five cards", "3 new ones", "your two citizens"), a marker move ("rebellion +1"),
a points ladder ("3/2/1 points") or a score ("scores 3") -- and only if rules.yaml holds
that number."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import yaml

from tests import sources

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "archipelago" / "ui").rglob("*.py")) + sorted((ROOT / "archipelago" / "words").rglob("*.py"))
WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "ten": 10, "eleven": 11, "twelve": 12}
NUM = r"(\d+|" + "|".join(WORDS) + r")"
THINGS = (r"(?:new\s+)?(?:ƒ|florins?|ships?|citizens?|cards?|points?|action\s+discs?|discs?|hexes|ones|"
          r"cubes?|transactions?|explorer\s+tokens?|tokens?|players?|temples?|towns?|markets?|ports?|"
          r"surplus\s+workers?|VP)\b")
PATTERNS = [
    re.compile(r"(?<![\w{])" + NUM + r"\s*ƒ"),                                   # a price: 1ƒ
    re.compile(r"(?<![\w{.])" + NUM + r"\s+" + THINGS, re.I),                   # 4 ships, five cards
    re.compile(r"(?:rebellion|surplus workers?)\s*[+−-]\s*(\d+)\b", re.I),       # rebellion +1
    re.compile(r"\b(\d+(?:/\d+)+)\s+points?", re.I),                            # 3/2/1 points
    re.compile(r"\bscores?\s+(\d+)\b", re.I),                                   # scores 3
]


def rule_numbers():
    found = set()

    def walk(x):
        if isinstance(x, bool):
            return
        if isinstance(x, int):
            found.add(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(yaml.safe_load((ROOT / "data" / "rules.yaml").read_text(encoding="utf-8")))
    return found


def _value(token):
    token = token.lower()
    if token in WORDS:
        return [WORDS[token]]
    return [int(p) for p in token.split("/")]


def typed_rule_numbers(text, numbers):
    """The phrases of `text` that type a rule number of rules.yaml."""
    out = []
    for pat in PATTERNS:
        for m in pat.finditer(text):
            if any(v in numbers for v in _value(m.group(1))):
                out.append(m.group(0))
    return out


def literals(path):
    """(line, text) of every string literal of a module that could be shown: constants and
    the literal parts of f-strings, without docstrings."""
    tree = sources.parse(path.read_text(encoding="utf-8"), str(path))
    docs, strings = set(), []
    for node in ast.walk(tree):                 # (one walk: the docstrings and the strings)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.append(node)
    for node in strings:
        if id(node) not in docs:
            yield node.lineno, node.value


# The issue's cases: each is caught (the check is not void).
CASES = ["Its controller may pay 1ƒ for 2 transactions on the domestic market",
         "{nm()} uses a market or port (1ƒ).",
         "Round 0 is over: five cards enter the track",
         "{nm()}'s hexes fit nowhere: 3 new ones are dealt.",
         "Most {measure} (3/2/1 points)",
         "A ship appears in the builder's hex; at most 4 ships.",
         "Its holder scores 3 if population minus rebellion exceeds the card's value.",
         "Empty area: the effect in phase 3 when an area has no cube (a red flame: rebellion +1).",
         "{who}: choose the land area for your two citizens."]


@pytest.mark.parametrize("text", CASES)
def test_rule_number_check_catches_the_issues_cases(text):
    assert typed_rule_numbers(text, rule_numbers()), text


def test_rule_number_check_ignores_layout_and_placeholders():
    numbers = rule_numbers()
    for text in ("{price}ƒ", "row {t + 1}", "1-7: tabs", "UI scale 80-150 %", "Round 1 skips phases 1 and 4.",
                 "{effects[0].max} ships", "phase 3: population"):
        assert not typed_rule_numbers(text, numbers), text


# Phrases whose number matches a rules.yaml value but is no rules.yaml rule (the printed
# rules' fixed counts, statistics, names): (file, phrase) -> why it may stay.
ALLOWED = {
    ("archipelago/words/status.py", "two cards"): "R5.14: phase 6 turns two cards (a fixed rule, not in rules.yaml)",
    ("archipelago/ui/interact/frames/rounds.py", "two cards"): "R5.14, as above",
    ("archipelago/words/reference.py", "1 cube"): "R5.6: a harvest takes one cube per icon",
    ("archipelago/ui/interact/frames/setup.py", "1 cube"): "R5.12: one cube of another resource of the new hex",
    ("archipelago/ui/interact/frames/turn.py", "two hexes"): "R5.12: a new hex touches two placed hexes",
    ("archipelago/ui/render/hexmap.py", "surplus workers +1"): "R2: each hut adds one surplus worker",
    ("archipelago/words/reference.py", "surplus workers +1"): "R2, as above",
    ("archipelago/words/reference.py", "surplus workers -1"): "R5.10: each recruit takes one surplus worker",
    ("archipelago/ui/scenes/rules.py", "surplus workers −1"): "R5.10, as above",
    ("archipelago/ui/scenes/rules.py", "3 cubes"): "R7.1: a market row has three spaces (the board's layout)",
    ("archipelago/words/cards.py", "rebellion +1"): "R6.2: each rebel adds one to rebellion",
    ("archipelago/words/cards.py", "1 citizen"): "DECK 0.3: a wonder takes one citizen (words.cards.WONDER_CITIZENS)",
    ("archipelago/ui/scenes/newgame.py", "Two players"): "two players with one name (a form check)",
}


def test_no_rule_number_is_typed_into_a_player_facing_string():
    numbers = rule_numbers()
    found, allowed = [], set()
    for path in SOURCES:
        rel = path.relative_to(ROOT).as_posix()
        for line, text in literals(path):
            for phrase in typed_rule_numbers(text, numbers):
                if (rel, phrase) in ALLOWED:
                    allowed.add((rel, phrase))
                else:
                    found.append(f"{rel}:{line}: {phrase!r}")
    assert not found, "rule numbers typed instead of read from data/rules.yaml:\n" + "\n".join(found)
    assert allowed == set(ALLOWED), set(ALLOWED) - allowed      # no stale exception
