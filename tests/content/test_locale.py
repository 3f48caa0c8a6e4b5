"""The German edition's data (issue 29): data/locale/de/*.yaml gives every card, event, trend
and objective a German text for every field players read, and the validator refuses a
language file with a missing, unknown or extra id or field, or a placeholder that differs,
naming file, id and field (tests on broken copies, as the other content tests do)."""
from __future__ import annotations

import re
import shutil

import pytest
import yaml

from archipelago import i18n
from archipelago.content import load_content
from archipelago.content import locale
from archipelago.content.texts import PLACEHOLDER

from .conftest import DATA, DataCopy

KINDS = {"card": "cards", "event": "events", "trend": "trends", "objective": "objectives"}


@pytest.fixture
def data(data) -> DataCopy:
    """The content tests' copy of data/ (conftest.py), with its German files."""
    shutil.copytree(DATA / "locale", data.path / "locale")
    return data


def german(content, kind, id_, field):
    i18n.set_language("de")
    try:
        return content.shown(kind, id_, field)
    finally:
        i18n.set_language("en")


def test_every_entry_has_a_german_text_for_every_field_players_read(content):
    raw = yaml.safe_load((DATA / "cards.yaml").read_text(encoding="utf-8"))
    sections = {kind: section for kind, section in locale.FILES.values()}
    same = []
    for kind, section in sections.items():
        for entry in raw[section]:
            for field in locale.FIELDS[kind]:
                english = content.shown(kind, entry["id"], field)
                if not english:
                    continue
                de = german(content, kind, entry["id"], field)
                assert de, (kind, entry["id"], field)
                if de == english and len(english.split()) > 3:          # "Rebellion −1." is both
                    same.append((entry["id"], field))
    assert same == []                                      # no text left in English


def test_german_is_shown_only_while_german_is_spoken(content):
    assert content.shown("card", "A03") == "Archbishop" == content.cards["A03"].name
    assert german(content, "card", "A03", "name") == "Erzbischof"
    assert german(content, "card", "A32", "name") == "Geschenk des Klerus"
    assert german(content, "card", "A47", "short") == "Leuchtturm"
    assert german(content, "card", "A04", "short") == "Papst"                  # no short: the name, as in English
    assert german(content, "card", "A01", "short") == "Wissensch."             # a short title only German needs (issue 39: of the printed name)
    assert german(content, "card", "A01", "gist") == "" == content.cards["A01"].gist
    assert german(content, "event", "barbarian", "name") == "Barbar"
    assert german(content, "trend", "T01", "name") == "Wohltäter"
    assert german(content, "objective", "S09", "name") == "Pazifist"
    assert content.shown("event", "thief") == "Thief"


def test_german_templates_are_filled_with_german_words(content):
    """The words a filled value carries come from the German catalogue: a cost's resource,
    an ordinal; the numbers are the data's, as in English."""
    shipwright = german(content, "card", "A11", "text")
    assert "1 Holz + 3ƒ" in shipwright and "wood" not in shipwright
    assert "(je 1 wood" not in shipwright and "bis zu 2 Schiffe" in shipwright
    astrologer = german(content, "card", "A23", "text")
    assert "der 2. und 3. Karte" in astrologer
    assert "Rebellion +1" in german(content, "event", "pirate", "short")
    english = {r for r in content.rules["resources"]}
    for kind, id_, field in content.translations["de"]:
        text = content.translations["de"][(kind, id_, field)]
        assert not PLACEHOLDER.search(text), (id_, field, text)
        words = set(re.findall(r"[a-z]+", text))
        assert not words & (english | {"nothing", "st", "nd", "rd", "th"}) - {"n"}, (id_, field, text)


def test_every_resource_has_a_german_word_for_the_card_texts(content):
    de = i18n.catalog("de")
    for res in content.rules["resources"]:
        assert de.gettext(res) != res, res


def test_placeholders_are_the_same_as_the_english_ones_in_every_german_template():
    raw = yaml.safe_load((DATA / "cards.yaml").read_text(encoding="utf-8"))
    for file, (kind, section) in locale.FILES.items():
        doc = yaml.safe_load((DATA / "locale" / "de" / file).read_text(encoding="utf-8"))
        for entry in raw[section]:
            for field in locale.TEMPLATES:
                if entry.get(field):
                    assert locale.placeholders(doc[entry["id"]][field]) == locale.placeholders(entry[field])


# --- the validator on broken copies --------------------------------------------------------------

def edit(data, file, change):
    data.edit(f"locale/de/{file}", change)


def test_a_missing_id_is_refused_naming_file_and_id(data):
    edit(data, "cards.yaml", lambda d: d.pop("A05"))
    assert "the card A05 has no de text" in data.errors().find("locale/de/cards.yaml", "A05", "missing")


def test_an_unknown_id_is_refused(data):
    edit(data, "events.yaml", lambda d: d.update(volcano={"name": "Vulkan", "short": "x", "text": "y"}))
    data.errors().find("locale/de/events.yaml", "volcano", "unknown id")


def test_a_missing_field_is_refused_naming_id_and_field(data):
    edit(data, "cards.yaml", lambda d: d["A02"].pop("gist"))
    data.errors().find("locale/de/cards.yaml: A02", "gist", "missing")


def test_an_extra_field_is_refused(data):
    edit(data, "trends.yaml", lambda d: d["T03"].update(flavour="Städte!"))
    data.errors().find("locale/de/trends.yaml: T03", "flavour", "extra field")
    edit(data, "events.yaml", lambda d: d["thief"].update(gist="Dieb"))
    data.errors().find("locale/de/events.yaml: thief", "gist", "extra field")


def test_a_card_may_have_a_short_title_the_english_has_not(data):
    edit(data, "cards.yaml", lambda d: d["A13"].update(short="Gouv."))
    content = load_content(data.path)
    assert german(content, "card", "A13", "short") == "Gouv." and content.cards["A13"].short == "Governor"


def test_a_placeholder_that_differs_is_refused_naming_id_and_field(data):
    edit(data, "cards.yaml", lambda d: d["A01"].update(text=d["A01"]["text"].replace(
        "{effects[0].count:", "{effects[0].counts:")))
    err = data.errors().find("locale/de/cards.yaml: A01", "text", "placeholders differ")
    assert "missing {effects[0].count}" in err and "not in the English {effects[0].counts}" in err
    edit(data, "events.yaml", lambda d: d["festival"].update(short=d["festival"]["short"].replace(
        " (bis zu {effects[0].amount.cap})", "")))
    data.errors().find("locale/de/events.yaml: festival", "short", "missing {effects[0].amount.cap}")


def test_a_number_typed_in_the_german_prose_is_refused(data):
    edit(data, "cards.yaml", lambda d: d["A04"].update(text="Senke die Rebellion um 1 für jeden Tempel im Spiel."))
    errors = data.errors()
    errors.find("locale/de/cards.yaml: A04", "text", "types the number 1")
    errors.find("locale/de/cards.yaml: A04", "text", "missing {effects[0].amount.each:abs}")


def test_a_name_with_a_placeholder_or_an_empty_text_is_refused(data):
    edit(data, "objectives.yaml", lambda d: d["S01"].update(name="{vp} Pfadfinder"))
    edit(data, "trends.yaml", lambda d: d["T02"].update(text=""))
    errors = data.errors()
    errors.find("locale/de/objectives.yaml: S01", "name", "no placeholders")
    errors.find("locale/de/trends.yaml: T02", "text", "non-empty text")


def test_a_file_that_is_not_a_mapping_or_missing_is_refused(data):
    data.write("locale/de/trends.yaml", "- T01\n- T02\n")
    (data.path / "locale" / "de" / "objectives.yaml").unlink()
    errors = data.errors()
    errors.find("locale/de/trends.yaml", "expected a mapping")
    errors.find("locale/de/objectives.yaml", "cannot read")


def test_a_data_folder_without_translations_shows_english(data):
    shutil.rmtree(data.path / "locale")
    content = load_content(data.path)
    assert german(content, "card", "A03", "name") == "Archbishop"


def test_translations_are_not_part_of_the_digest(data, content):
    edit(data, "cards.yaml", lambda d: d["A03"].update(name="Oberbischof"))
    changed = load_content(data.path)
    assert changed.digest == content.digest                # a save is the same in every language
    assert german(changed, "card", "A03", "name") == "Oberbischof"
