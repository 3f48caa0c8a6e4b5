"""The language module (issue 29): the system's language as the default, a switch told to
listeners, English with no catalogue."""
import pytest

from archipelago import i18n


def test_the_systems_language_is_the_default_if_the_game_speaks_it():
    assert i18n.system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.system_language({"LANGUAGE": "de:en", "LANG": "C"}) == "de"
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.system_language({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE"}) == "en"


def test_a_switch_is_told_and_english_is_the_message_itself():
    heard = []
    i18n.on_change(heard.append)
    try:
        i18n.set_language("en")
        assert heard[-1] == "en" and i18n.language() == "en"
        assert i18n._("Load") == "Load"
        assert i18n.ngettext("{n} rebel", "{n} rebels", 2) == "{n} rebels"
        with pytest.raises(ValueError):
            i18n.set_language("xx")
        assert i18n.language() == "en"
    finally:
        i18n._listeners.remove(heard.append)
        i18n.set_language("en")


def test_speaking_a_language_for_a_while_returns_to_the_one_before():
    i18n.set_language("en")
    with i18n.speaking("de"):
        assert i18n.language() == "de"
    assert i18n.language() == "en"
