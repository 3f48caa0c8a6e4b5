"""Issue 29, the words helper's part: words (then words.py), match/*, the save refusals and saves.seen
speak German from the catalogue (archipelago/locale/de), and the log, built from the
named events, is worded in the language spoken when it is read. Each test switches to
German and back (English is every other test's language)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from archipelago import engine, i18n
from archipelago.engine import kinds as K
from archipelago.match.authority import Match, Seat
from archipelago.match.autoplay import make_controller
from archipelago.saves import fileio, seen
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path, verdict
from archipelago.saves.format import SaveError
from archipelago.words.cards import cost_text
from archipelago.words.log import describe
from archipelago.words.names import cubes, market_name, phase_title, resource_name, space_title
from archipelago.words.reasons import reason_words
from archipelago.words.status import status_line

PO = Path(i18n.LOCALE_DIR) / "de" / "LC_MESSAGES" / "archipelago.po"
PLACEHOLDER = re.compile(r"\{(\w+)[^{}]*\}")


def german():
    return i18n.speaking("de")


def catalogue():
    with open(PO, "rb") as f:
        return [m for m in read_po(f) if m.id]


def test_every_german_message_keeps_the_placeholders_of_its_english_one():
    """A translation may reorder a sentence, never lose or invent a placeholder (each plural
    form keeps them too, except that a singular may say "one" instead of {n})."""
    bad = []
    for m in catalogue():
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        strings = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        want = set().union(*(PLACEHOLDER.findall(x) for x in ids))
        for s in strings:
            if s and set(PLACEHOLDER.findall(s)) - want:
                bad.append((m.id, s))
            if s and not isinstance(m.id, (tuple, list)) and set(PLACEHOLDER.findall(s)) != want:
                bad.append((m.id, s))
        if isinstance(m.id, (tuple, list)) and strings[-1] and set(PLACEHOLDER.findall(strings[-1])) != want:
            bad.append((m.id, strings[-1]))
    assert not bad, bad[:5]


def test_a_reason_in_german():
    """engine reasons (R5.8: a market or port used this round, not controlled; a cost
    short) in German. R5.5 sets no limit per turn (ruling corrected 2026-12-06)."""
    with german():
        assert reason_words((K.BUILDING_USED,)) == \
            "in dieser Runde schon genutzt (jeder Markt und Hafen einmal pro Runde)"
        assert reason_words((K.NOT_CONTROLLED,)) == "du kontrollierst es nicht"
        assert reason_words((K.SHORT, 2, (("stone", 1, 0), ("fish", 2, 1)), 0, 3)) == \
            "nötig: 1 Stein + noch 2 Fische + 5ƒ (du hast 3)"   # issue 39: the count takes its noun
        assert reason_words((K.NO_CUBE, "cattle")) == "du hast keinen Rinder-Würfel"
    assert reason_words((K.NO_CUBE, "cattle")) == "you have no cattle"      # back in English


def test_plurals_in_german_come_from_the_catalogue():
    with german():
        assert cubes(1, "cattle") == "1 Rind" and cubes(2, "cattle") == "2 Rinder"
        assert cubes(1, "fruit") == "1 Frucht" and cubes(3, "fruit") == "3 Früchte"
        rebels = [{"type": K.REBELS, "units": list(range(n))} for n in (1, 2)]
        assert [describe(e, ["Ann"]) for e in rebels] == ["1 Bürger wird Rebell.", "2 Bürger werden Rebellen."]
        assert reason_words((K.CIRCLE_MINE, 1)) == "du hast hier schon eine Scheibe"
        assert reason_words((K.CIRCLE_MINE, 2)) == "du hast hier schon 2 Scheiben"
        assert cost_text({"action_discs": 1}) == "1 Aktionsscheibe"
        assert cost_text({"action_discs": 2}) == "2 Aktionsscheiben"


def test_display_names_of_engine_ids_in_german(content):
    """R1 resources and buildings, the wheel spaces (R5.4) and phases (R3) by their names
    in the printed German edition."""
    with german():
        assert [resource_name(r) for r in content.rules["resources"]] == \
            ["Früchte", "Rinder", "Fisch", "Holz", "Stein", "Eisen"]
        assert space_title("harvest:wood") == "Holz-Ernte"               # issue 39: not "Ernte Holz"
        assert space_title("taxes") == "Steuern" and phase_title("turn_order") == "Spielerreihenfolge"
        assert market_name("domestic") == "Lokaler Markt"              # issue 39: the printed word
        assert describe({"type": K.BUILD, "seat": 0, "kind": "town"}, ["Ann"]) == "Ann baut eine Stadt."
        assert describe({"type": K.BUILD, "seat": 0, "kind": "temple"}, ["Ann"]) == "Ann baut einen Tempel."
    assert space_title("taxes") == "Taxes"


def _bot_game(content, seed=5, n=3, steps=4000):
    m = Match.new(content, [Seat(name, "bot") for name in ["Ann", "Bob", "Cy", "Dee", "Eve"][:n]], "short",
                  seed=seed)
    choose = make_controller(seed)
    while not m.over and steps:
        m.apply(choose(m._state), by=m.to_act)
        steps -= 1
    return m


def _english_only_words(content):
    """The words of the English messages that no German message and no data text uses
    (card, event, trend and objective names and texts stay the content's until the German
    data is merged)."""
    def words_of(text):
        return set(re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", PLACEHOLDER.sub(" ", text)))
    english, german_ = set(), set()
    for m in catalogue():
        for x in (m.id if isinstance(m.id, (tuple, list)) else (m.id,)):
            english |= words_of(x)
        for x in (m.string if isinstance(m.string, (tuple, list)) else (m.string,)):
            german_ |= words_of(x or "")
    data = set()
    for kind, table in (("card", content.cards), ("event", content.events), ("trend", content.trends),
                        ("objective", content.objectives)):
        for id_ in table:
            for field in ("name", "text", "short"):
                try:
                    data |= words_of(content.shown(kind, id_, field))
                except AttributeError:
                    pass
    return english - german_ - data


def test_the_log_of_a_whole_bot_game_is_german(content):
    """The log of a whole bot game, read in German: no word of an English message is left
    (beside the player names and the content's own names), and switching back rewords it
    in English (the log is kept as named events, never as words)."""
    m = _bot_game(content)
    assert m.over
    english = m.log_entries(None)
    forbidden = _english_only_words(content)
    assert {"takes", "harvests", "passes", "delivers"} <= forbidden and len(forbidden) > 300   # not void
    assert any(w in forbidden for _, text, _ in english for w in re.findall(r"[A-Za-z]{3,}", text))
    with german():
        log = m.log_entries(None)
        assert len(log) == len(english)
        left = sorted({w for _, text, _ in log for w in re.findall(r"[A-Za-z]{3,}", text) if w in forbidden})
        assert not left, left
        assert any(t.startswith("Runde 1: ") for _, t, _ in log)
        assert any(t.endswith("ist am Zug") for _, t, _ in log)
        assert status_line(m.view(None)).startswith("Spielende")
    assert m.log_entries(None) == english


def test_an_english_save_opens_with_its_whole_log_in_german(content, tmp_path):
    """A game saved while English is spoken loads with German spoken and reads in German;
    the save holds no translated word (its label is ids and figures)."""
    m = _bot_game(content, seed=7, steps=300)
    path = m.save(tmp_path / "english.json")
    english = m.log_entries(None)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "round" not in doc["label"] and "Runde" not in doc["label"]
    with german():
        loaded = Match.load(content, path)
        log = loaded.log_entries(None)
        assert len(log) == len(english) and log != english
        assert any("wählt" in t for _, t, _ in log)
        assert loaded.label().split(" · ", 1)[1].startswith("Runde ")


def test_a_too_new_save_is_refused_in_german(content, tmp_path):
    s = engine.new_game(content, ["Ann", "Bob"], "short", seed=3)
    doc = save_format.encode(s, [{"name": "Ann"}, {"name": "Bob"}])
    doc["version"] = save_format.VERSION + 1
    path = fileio.save(doc, tmp_path / "future.json")
    with german():
        with pytest.raises(SaveError) as refused:
            load_path(path, content)
        assert str(refused.value) == (f"future.json: von einer neueren Version des Spiels erstellt (Speicherformat "
                                      f"{save_format.VERSION + 1}, dieses Spiel liest bis {save_format.VERSION}); "
                                      "aktualisiere das Spiel")
        german_verdict = verdict(path, content)
    assert verdict(path, content).startswith("future.json: made by a newer version")   # not the German one kept
    assert german_verdict.startswith("future.json: von einer neueren")


def test_seen_keeps_ids_and_words_them_when_shown(content, tmp_path):
    """saves.seen (issue 25) stores a reveal as [action, event type, round]; a version-1
    file's English words are read back; both are worded in the language spoken."""
    cfg = {"names": ["Ann", "Bob"], "length": "short", "seed": 1}
    branch = {"game": json.dumps(cfg, sort_keys=True, separators=(",", ":")), "actions": [[0, "x", []]] * 4}
    old = dict(branch, reveals=[[2, "the bids of round 1 were revealed"]])
    seen.path(tmp_path).write_text(json.dumps({"format": seen.FORMAT, "version": 1, "branches": [old]}))
    branches = seen.load(tmp_path)
    assert branches[0]["reveals"] == [[2, "bids", 1]]
    assert seen.rewound_in(branches, cfg, [[0, "x", []]]) == ["the bids of round 1 were revealed"]
    with german():
        assert seen.rewound_in(branches, cfg, [[0, "x", []]]) == ["die Gebote der Runde 1 aufgedeckt wurden"]


def test_a_coach_tip_and_a_standing_in_german(content):
    from archipelago.match import coach
    from archipelago.match.goals import Standing
    with german():
        title, text = coach.words("bid", {}, content)
        assert title == "Das Gebot um die Spielerreihenfolge" and text.startswith("Biete geheim Florin.")
        g = Standing("objective", "X", "rank", "ports_controlled", 1, 2)
        assert g.line == "Häfen: du 1, Spitze 2"                 # issue 39: not "Bester 2"
