"""No English on a German screen (issue 29, acceptance): every scene a player meets is
drawn with the language German — title, new game, settings, load, the table in each phase
(round 0, the bids, a crisis, a turn, the evolution phase), every tab of the rules reference,
a coach tip, the hint, a curtain, the score table — and every string drawn (theme.TextCache
.render: the one function every text on screen goes through) is checked.

A drawn string is English left on the screen when one of its words is a word of the
English edition — of a string literal of the code (messages and unconverted text alike) or
of the English data (cards.yaml) — and no word of the German edition (the German
catalogue's translations and data/locale/de). Words both editions use (Rebellion, Phase,
Admiral, Normal) and names (the players') pass. The failure lists the English strings found,
scene by scene. Also: every message has the same placeholders in both languages."""
from __future__ import annotations

from collections import defaultdict

import pytest

from archipelago import i18n
from archipelago.ui import theme

from tests.i18n_words import NAMES, english_words, german_words, words


class Drawn:
    """Every string drawn, by scene."""

    def __init__(self, monkeypatch):
        self.scene = "?"
        self.by_scene = defaultdict(list)
        render = theme.TextCache.render

        def rec(cache, text, face, size, colour):
            if text.strip():
                self.by_scene[self.scene].append(text)
            return render(cache, text, face, size, colour)
        monkeypatch.setattr(theme.TextCache, "render", rec)

    def shot(self, app, name):
        self.scene = name
        theme.text_cache().cache.clear()               # every text rendered anew, none served from before
        from archipelago.ui.render import common
        common._PANELS.clear()
        app.language_changed()
        app.draw()


def every_scene(app, shell, drawn):
    """Draw each scene of the acceptance list in turn (the language German)."""
    from archipelago.match.authority import Match, Seat
    from archipelago.ui.scenes.rules import TABS, RulesOverlay
    from tools.script import Driver
    drawn.shot(app, "title")
    shell.new_game_form()
    drawn.shot(app, "new game")
    app.pop()
    shell.open_settings()
    drawn.shot(app, "settings")
    app.pop()
    shell.open_load()
    drawn.shot(app, "load")
    app.pop()
    for key, _ in TABS:
        app.push(RulesOverlay(shell, key))
        drawn.shot(app, f"rules: {key}")
        app.pop()
    shell.settings.coach = True
    shell.learn_game()
    d = Driver(app, shell, seed=1)
    assert d.top_kind() == "coach"
    drawn.shot(app, "coach tip")
    d.click("continue")
    shell.settings.coach = False
    for frames, name in (("frame:r0_place", "table: round 0"), ("frame:bids", "table: the bids"),
                         ("frame:turn", "table: a turn"), ("frame:dcrisis,xcrisis", "table: a crisis"),
                         ("frame:p6_step", "table: the evolution phase")):
        d.play(frames, max_actions=400)
        drawn.shot(app, name)
    d.play("frame:turn", max_actions=400)
    d.key("h")
    d.wait(lambda: shell.game.hint.shown is not None)
    drawn.shot(app, "the hint")
    shell.start_game([Seat("Ann"), Seat("Bob")], "short", seed=4)
    assert d.top_kind() == "curtain"
    drawn.shot(app, "a curtain")
    from archipelago.match import samples
    done = samples.bots_finish(Match.new(shell.content, [Seat("Ann", "bot"), Seat("Bob", "bot")], "short", seed=3))
    shell._play(done)
    drawn.shot(app, "a met objective revealed")
    d.play("over")
    drawn.shot(app, "the score table")


@pytest.mark.slow
def test_no_english_on_any_german_screen(title_app, monkeypatch, content):
    app, shell, _ = title_app((1280, 720))
    drawn = Drawn(monkeypatch)
    i18n.set_language("de")
    shell.settings.language = "de"
    every_scene(app, shell, drawn)
    german = german_words(content)
    english = english_words(content) - german
    found = {}
    for scene, texts in drawn.by_scene.items():
        assert texts, scene
        left = sorted({t for t in texts if (words(t) & english) - {n.lower() for n in NAMES}})
        if left:
            found[scene] = left
    assert not found, f"English on German screens in {len(found)} scenes ({sum(map(len, found.values()))} strings):\n" + \
        "\n".join(f"{scene} ({len(left)}):\n" + "\n".join(f"    {t!r}" for t in left) for scene, left in found.items())


@pytest.mark.slow
def test_the_check_finds_english_and_passes_german(content):
    german = german_words(content)
    english = english_words(content) - german
    assert words("Turn the hex the other way") & english
    assert words("Lower rebellion by 2 for each temple in play.") & english
    assert not words("Einstellungen") & english and not words("Senke die Rebellion um 1") & english
    assert not words("Erzbischof · Rebellion −1") & english


def test_every_message_has_the_same_placeholders_in_both_languages():
    from tools import catalog as C
    po = C.read_po(C.po_path("de"), locale="de")
    assert C.placeholder_problems(po, "de") == []
    assert all(m.string for m in po if m.id)


def _tip_now(scene):
    """Let the tooltip of what the mouse rests on show now (its hover delay passed)."""
    import time
    from archipelago.ui.input import HOVER_DELAY
    scene.hover_since = time.monotonic() - HOVER_DELAY - 0.05
    scene.update(0)


@pytest.mark.slow
def test_switching_to_german_with_tooltips_and_dialogs_open_leaves_no_english(title_app, monkeypatch, content):
    """Issue 39: the language switched while tooltips and dialogs are open (the title's
    Settings tooltip, the Language choice's own tooltip, the game's menu over the table, a
    coach tip): every frame after the switch is German, tooltips too, with no mouse move."""
    from tools.script import Driver
    app, shell, _ = title_app((1280, 720))
    english = english_words(content) - german_words(content)
    names = {n.lower() for n in NAMES}
    drawn = Drawn(monkeypatch)
    found = {}

    def check(name):
        drawn.scene = name
        drawn.by_scene[name] = []
        app.dirty = True
        app.draw()
        texts = drawn.by_scene[name]
        assert texts, name
        left = sorted({t for t in texts if (words(t) & english) - names})
        if left:
            found[name] = left

    d = Driver(app, shell, seed=1)
    title = app.top
    d.mouse(title.point("settings"))
    _tip_now(title)
    assert title.tip_shown and title.hover.name == "settings"
    d.click("settings")                                  # English until here
    settings = app.top
    d.mouse(settings.point("language=Deutsch"))
    _tip_now(settings)
    d.click("language=Deutsch")
    assert i18n.language() == "de"
    _tip_now(settings)                                   # the mouse still on the Language choice
    assert settings.tip_shown
    check("settings, its Language tooltip")
    d.key("escape")
    assert app.top is title
    _tip_now(title)                                      # the title's Settings tooltip, no mouse move
    check("title, its Settings tooltip")

    i18n.set_language("en")                              # a game in English, its menu open
    shell.settings.language = "en"
    shell.settings.coach = True
    shell.learn_game()
    assert d.top_kind() == "coach"
    coach = app.top
    d.mouse(coach.point("tips_off"))
    _tip_now(coach)
    i18n.set_language("de")
    _tip_now(coach)
    check("a coach tip with its button's tooltip")
    d.click("continue")
    shell.settings.coach = False
    d.play("frame:turn", max_actions=400)
    i18n.set_language("en")
    d.key("escape")                                      # the game's menu over the table
    menu = app.top
    d.mouse(menu.point("settings"))
    _tip_now(menu)
    d.click("settings")
    d.click("language=Deutsch")
    check("the game's settings over the menu")
    d.key("escape")
    assert app.top is menu
    _tip_now(menu)
    check("the game's menu with a tooltip")
    d.key("escape")
    check("the table after the menu")
    assert not found, "English after a switch to German:\n" + "\n".join(
        f"{scene}: {left}" for scene, left in found.items())
