"""Settings > Language (issue 29): the language is a setting (by default the system's, an
unknown stored value falls back without a crash), spoken from the first scene on, and a
switch is drawn at once by every open scene, without a restart."""
import json

import pygame
import pytest

from archipelago import i18n
from archipelago.ui import settings as S
from archipelago.ui import theme
from archipelago.ui.app import App, Scene
from tools.script import Driver
from archipelago.ui.scenes.settings_scene import SettingsScene
from archipelago.ui.scenes.title import TitleScene


class Drawn:
    """The strings rendered while it is active (theme.TextCache.render: the one function
    every text on screen goes through)."""

    def __init__(self, monkeypatch):
        self.texts = []
        render = theme.TextCache.render

        def rec(cache, text, face, size, colour):
            self.texts.append(text)
            return render(cache, text, face, size, colour)
        monkeypatch.setattr(theme.TextCache, "render", rec)


def test_the_language_setting_defaults_to_the_systems_and_falls_back_without_a_crash(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    assert S.Settings().language == "de"
    monkeypatch.setenv("LANGUAGE", "fr")
    assert S.Settings().language == "en"
    for stored, want in (("de", "de"), ("en", "en"), ("xx", "en"), (5, "en"), (None, "en")):
        (tmp_path / S.FILE_NAME).write_text(json.dumps({"format": S.FORMAT, "version": S.VERSION,
                                                        "language": stored, "speed": "fast"}))
        got = S.load(tmp_path)
        assert got.language == want and got.speed == "fast", stored
    S.save(S.Settings(language="de"), tmp_path)
    assert json.loads((tmp_path / S.FILE_NAME).read_text())["language"] == "de"
    assert S.load(tmp_path).language == "de"


def test_the_stored_language_is_spoken_before_the_first_scene(tmp_path):
    import main
    S.save(S.Settings(language="de"), tmp_path)
    main.speak_the_stored_language(["--home", str(tmp_path), "--speed", "fast"])
    assert i18n.language() == "de" and i18n._("Settings") == "Einstellungen"
    S.save(S.Settings(language="en"), tmp_path)
    main.speak_the_stored_language([f"--home={tmp_path}"])
    assert i18n.language() == "en" and i18n._("Settings") == "Settings"


def test_settings_language_switches_every_open_scene_at_once(title_app, monkeypatch):
    app, shell, home = title_app((1280, 720))
    d = Driver(app, shell, seed=1)
    title = app.top
    assert isinstance(title, TitleScene)
    d.click("settings")
    assert isinstance(app.top, SettingsScene)
    drawn = Drawn(monkeypatch)
    d.click("language=Deutsch")
    assert i18n.language() == "de" == shell.settings.language
    assert json.loads((home / S.FILE_NAME).read_text())["language"] == "de"
    title._built = "stale"                           # the scene under the settings forgets its layout too
    drawn.texts.clear()
    app.draw()
    assert "Einstellungen" in drawn.texts and "Sprache" in drawn.texts and "Settings" not in drawn.texts
    assert app.top.widget("back").text == "Fertig"
    i18n.set_language("en")                          # any switch (not only the settings' own) reaches the stack
    assert title._built is None
    drawn.texts.clear()
    app.draw()
    assert "Settings" in drawn.texts and "Einstellungen" not in drawn.texts


def test_a_switch_redraws_the_table_of_a_game_in_play(title_app, monkeypatch):
    """The table caches its drawn areas: after a switch every one is drawn again (nothing
    drawn in the old language stays on screen)."""
    app, shell, home = title_app((1280, 720))
    from archipelago.match.authority import Seat
    shell.start_game([Seat("Ann"), Seat("Bob", "bot")], "short", seed=3)
    drawn = Drawn(monkeypatch)
    app.draw()
    drawn.texts.clear()
    app.draw()
    assert len(drawn.texts) <= 3                      # an unchanged table is not drawn again (the Hint button is)
    i18n.set_language("de")
    app.draw()
    assert len(drawn.texts) > 20                      # the whole table is worded again


def test_an_app_window_gone_is_no_longer_told():
    before = len(i18n._listeners)
    app = App((1280, 720))
    assert len(i18n._listeners) == before + 1
    del app
    import gc
    gc.collect()
    i18n.set_language("de")
    i18n.set_language("en")
    assert len(i18n._listeners) <= before
