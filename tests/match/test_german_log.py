"""Saves and the log are language-neutral (issue 29): a game saved in English opens with the
language German and its whole log reads German (the log is worded from the engine's events
when it is shown, never stored in the save); a switch of language while a game is open words
its log again."""
from __future__ import annotations

import json

import pytest

from archipelago import i18n
from archipelago.match.authority import Match, Seat

from tests.i18n_words import english_left, words


def english_game(content, tmp_path):
    """A game played in English by bots to round 3 and saved: (the match, the save's path)."""
    m = Match.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=5)
    while m.round < 3 and not m.over:
        seat = m.to_act
        m.apply(m.bot(seat).choose(m.view(seat), m.legal()), by=m.to_act)
    return m, m.save(tmp_path / "english.json")


def texts(match):
    return [text for _kind, text, _seat in match.log_entries(None)]


@pytest.mark.slow
def test_a_game_saved_in_english_opens_in_german_with_its_whole_log_in_german(content, tmp_path):
    played, path = english_game(content, tmp_path)
    english = texts(played)
    assert len(english) > 30
    i18n.set_language("de")
    loaded = Match.load(content, path)
    german = texts(loaded)
    assert len(german) == len(english)
    left = english_left(german, content)
    assert not left, f"{len(left)} of {len(german)} log entries still English:\n" + "\n".join(map(repr, left[:40]))


def test_the_save_keeps_no_words_of_the_log(content, tmp_path):
    played, path = english_game(content, tmp_path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    stored = []

    def walk(value):
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, str) and len(words(value)) >= 3:
            stored.append(value)
    walk(doc)
    logged = set(texts(played))
    assert not [s for s in stored if s in logged], "log sentences stored in the save"


@pytest.mark.slow
def test_a_switch_of_language_words_an_open_games_log_again(content, tmp_path):
    played, _ = english_game(content, tmp_path)
    before = texts(played)
    i18n.set_language("de")
    after = texts(played)
    assert after != before
    assert not english_left(after, content)
