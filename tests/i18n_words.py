"""The words of each edition (issue 29), for the tests that look for English left on German
screens and in the German log: a text is English left when one of its words is a word of the
English edition -- of a string literal of the code (messages and unconverted text alike) or
of the English data (cards.yaml) -- and no word of the German edition (the German
catalogue's translations and data/locale/de). Words both editions use (Rebellion, Phase,
Admiral, Normal) and names (the players', the game's) pass."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import yaml

from tests import sources
from tests.once import once

ROOT = Path(__file__).resolve().parents[1]
WORD = re.compile(r"[^\W\d_]{2,}")
NAMES = {"Ann", "Bob", "Cy", "Dee", "Eve", "Archipelago"}


def words(text):
    """The words of a text, lower case (a path such as the data folder's has none)."""
    text = " ".join(t for t in text.split() if "/" not in t and "\\" not in t)
    return {w.lower() for w in WORD.findall(text)}


_KEPT = {}          # each edition's words, worked out once per process (they only read files)


def german_words(content):
    """The German edition's words (a frozenset, worked out once per content)."""
    key = ("de", id(content))
    if key not in _KEPT:
        _KEPT[key] = (content, frozenset(_german_words(content)))
    return _KEPT[key][1]


def english_words(content):
    """The English edition's words (a frozenset, worked out once: the code and cards.yaml)."""
    if "en" not in _KEPT:
        _KEPT["en"] = frozenset(once("english-words", lambda: sorted(_english_words())))
    return _KEPT["en"]


def _german_words(content):
    from tools import catalog as C
    out = set()
    po = C.read_po(C.po_path("de"), locale="de")
    for m in po:
        for s in (m.string if isinstance(m.string, (tuple, list)) else [m.string]):
            out |= words(re.sub(r"\{[^{}]*\}", " ", s or ""))
    for text in content.translations["de"].values():
        out |= words(text)
    return out


def _english_words():
    out = set()
    for path in (ROOT / "archipelago").rglob("*.py"):
        for node in ast.walk(sources.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value.strip():
                out |= words(re.sub(r"\{[^{}]*\}", " ", node.value))
    cards = yaml.safe_load((ROOT / "data" / "cards.yaml").read_text(encoding="utf-8"))
    for section in ("evolution_cards", "events", "trend_cards", "objective_cards"):
        for entry in cards[section]:
            for field in ("name", "short", "text", "gist"):
                if isinstance(entry.get(field), str):
                    out |= words(re.sub(r"\{[^{}]*\}", " ", entry[field]))
    return out


def english_left(texts, content):
    """The texts of `texts` with an English word (see the module doc)."""
    english = english_words(content) - german_words(content)
    names = {n.lower() for n in NAMES}
    return [t for t in texts if (words(t) & english) - names]
