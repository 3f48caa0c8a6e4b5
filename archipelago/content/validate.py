"""Validate the three data files together, collecting every error.

rules.yaml is checked first: it declares the resources, game lengths, player counts and
pieces that cards.yaml and tiles.yaml are checked against. A file that could not be read
or parsed is skipped; the others are still checked (with whatever vocabulary is known).
"""
from __future__ import annotations

from typing import Any

from .cards_check import check_cards
from .report import Report, Scope
from .rules_check import Vocab, check_rules
from .tiles_check import check_tiles

CHECKS = {"rules.yaml": check_rules, "cards.yaml": check_cards, "tiles.yaml": check_tiles}
FILES = tuple(CHECKS)


def validate(docs: dict[str, Any], report: Report) -> None:
    """Check each parsed document in `docs` (file name -> data); absent files are skipped."""
    vocab = Vocab()
    for file, check in CHECKS.items():
        if file in docs:
            check(Scope(report, file, "top level", (), vocab), docs[file], vocab)
