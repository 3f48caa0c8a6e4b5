"""Issue 14, part 4: the F1 reference's 'Words' tab explains, in plain words, every term
the table uses; its pages show them all; jargon elsewhere is explained or replaced."""
from __future__ import annotations

import re

from archipelago.ui.scenes.rules import RulesOverlay
from archipelago.words.cards import objective_ends
from archipelago.words.reference import PHASE_HELP, glossary
from tests.ui.test_truth_large_view import drawn_texts

# The table's jargon (status line, tooltips, panels, log, F1 tabs) the issue names and more.
TERMS = ("engaged", "active", "lying", "rebel", "population", "rebellion", "independence", "surplus",
         "export", "domestic", "flash", "per player", "action disc", "hut", "convoy", "control",
         "red part", "balance side", "evolution track", "arrow", "wonder", "circle", "explorer token",
         "objective", "trend", "bid", "barbarian", "permission", "hidden", "event", "crisis")


def test_every_term_of_the_table_has_an_entry(content):
    terms = " / ".join(t.lower() for t, _ in glossary(content.rules))
    missing = [t for t in TERMS if t not in terms]
    assert not missing, missing


def test_the_words_tab_shows_every_entry_over_its_pages(title_app):
    app, shell, _ = title_app((1280, 720))
    overlay = RulesOverlay(shell, tab="words")
    app.push(overlay)
    drawn = []
    for _ in range(4):
        drawn += drawn_texts(lambda: app.draw())
        if "words_page" not in overlay.names():
            break
        overlay.act(overlay.widget("words_page"), None)
    for term, _ in glossary(shell.content.rules):
        assert term in drawn, term


def test_thresholds_per_player_are_worded_not_a_formula(content):
    per_player = [o for o in content.objectives.values() if "per_player" in str(o.ends_when)]
    assert per_player
    for obj in per_player:
        text = objective_ends(obj, 3)
        assert "per player" in text and not re.search(r"\(\d*n[+−-]?\d*\)", text), text


def test_engaged_is_explained_where_it_is_used():
    assert "engaged (used-up)" in PHASE_HELP["deactivation"]
