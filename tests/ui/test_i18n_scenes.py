"""Issue 29: the shell's scenes in German. Each scene is drawn at 1280x720 with the
language set to German (the text checker records every drawn string); the drawn strings
hold the German of the scene's own catalogue messages and none of their English, and
nothing is cut or overlaps (German is longer: room from short forms, never smaller fonts).
The messages of a scene are read from its module's source, as the catalogue's extraction
reads them (babel), and translated with the compiled German catalogue."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pygame
import pytest
from babel.messages.extract import extract

from archipelago import i18n
from archipelago.match import samples
from archipelago.match.authority import Match, Seat
from archipelago.ui.app import App
from archipelago.ui.scenes import Shell
from archipelago.ui.settings import Settings
from tools.audit.textcheck import TextCheck

SCENES = Path(__file__).resolve().parents[2] / "archipelago" / "ui" / "scenes"
SIZE = (1280, 720)


def german():
    return i18n.speaking("de")


def messages(*modules):
    """[(context, English, German)] of every message marked in the scene modules (each
    plural form with its German form for the same count)."""
    de = i18n.catalog("de")
    out = []
    for module in modules:
        with open(SCENES / f"{module}.py", "rb") as f:
            for _line, msg, _comments, context in extract("python", f):
                if isinstance(msg, tuple):
                    out += [(context, msg[0], de.ngettext(msg[0], msg[1], 1)),
                            (context, msg[1], de.ngettext(msg[0], msg[1], 2))]
                elif context:
                    out.append((context, msg, de.pgettext(context, msg)))
                else:
                    out.append((context, msg, de.gettext(msg)))
    return out


def _chunks(message):
    """The literal parts of a message between its placeholders."""
    return [lit for lit, _f, _s, _c in string.Formatter().parse(message) if lit]


def _pattern(message):
    """A message as a regular expression (each placeholder: any text)."""
    return "".join(re.escape(lit) + (".+?" if field is not None else "")
                   for lit, field, _s, _c in string.Formatter().parse(message))


def english_left(texts, modules, fragments=True, ignore=()):
    """The English messages of `modules` (those whose German differs) found on screen: a
    drawn string that is the message, or (`fragments`) five words in a row of a long literal
    part of it inside the screen's text (a wrapped paragraph is drawn line by line)."""
    whole = " ".join(texts)
    found = []
    for _ctx, en, de in messages(*modules):
        if en in ignore or en == de or not re.search(r"[A-Za-z]{2}", "".join(_chunks(en))):
            continue                        # the same in both, or placeholders only ("{day} {month} {time}")
        if any(re.fullmatch(_pattern(en), t.rstrip("…")) for t in texts):
            found.append(en)
            continue
        long_parts = [c.strip() for c in _chunks(en) if len(c.strip()) >= 24] if fragments else []
        for part in long_parts:
            words = part.split()
            for i in range(0, max(1, len(words) - 4)):       # any five words of it in a row
                piece = " ".join(words[i:i + 5])
                if len(piece) >= 20 and piece in whole and piece not in de:
                    found.append(en)
                    break
            else:
                continue
            break
    return found


def german_shown(texts, modules):
    """The German messages of `modules` (differing from English) drawn whole, or whose longest
    literal part is on screen."""
    whole = " ".join(texts)
    shown = set()
    for _ctx, en, de in messages(*modules):
        if en == de or not re.search(r"[A-Za-z]{2}", "".join(_chunks(de))):
            continue
        if any(re.fullmatch(_pattern(de), t) for t in texts):
            shown.add(de)
            continue
        parts = sorted((c.strip() for c in _chunks(de)), key=len)
        if parts and len(parts[-1]) >= 16 and " ".join(parts[-1].split()[:3]) in whole:
            shown.add(de)
    return shown


@pytest.fixture
def shell_de(tmp_path, monkeypatch, content):
    """(check, app, shell): the real app at 1280x720 in German, headless, its frames read by
    the text checker (check() -> the report of a frame)."""
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))
    pygame.event.clear()
    with german(), TextCheck() as tc:
        app = App(SIZE)
        shell = Shell(app, content=content, settings=Settings(speed="instant"), settings_folder=tmp_path / "home",
                      threaded=False)
        app.running = True

        def check():
            app.dirty = True
            return tc.frame(app)
        try:
            yield check, app, shell
        finally:
            from archipelago.ui.app import Scene
            shell.reset(Scene(app))
    pygame.event.clear()


def _texts(report):
    return [t.text for t in report.texts]


def assert_german(report, modules, at_least, **english):
    texts = _texts(report)
    left = english_left(texts, modules, **english)
    assert not left, f"English on a German screen: {left}"
    shown = german_shown(texts, modules)
    assert len(shown) >= at_least, (sorted(shown), texts)
    crossed = [(a.where(), b.where() if hasattr(b, "where") else b) for a, b in report.overlaps
               if getattr(b, "text", None) != a.text             # (a title over its own drop shadow is meant)
               and not a.veiled and not getattr(b, "veiled", False)]   # (an overlay over a dimmed scene)
    assert not report.clipped and not crossed, (report.lines(), crossed)
    return shown


def over_game(content, seed=5):
    """A finished three-bot game (a save of it on disk)."""
    return samples.bots_finish(Match.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot"), Seat("Cy", "bot")],
                                         "short", seed=seed))


def test_german_title_new_game_and_load(shell_de):
    check, app, shell = shell_de
    de = i18n.catalog("de").gettext
    shell.title()
    shown = assert_german(check(), ["title"], 8)
    assert {de("New game"), de("Learn to play"), de("Settings")} <= shown
    shell.new_game_form()
    shown = assert_german(check(), ["newgame"], 12)
    assert {de("Start game"), de("Played by"), de("Expert"), de("Game length")} <= shown
    assert i18n.catalog("de").ngettext("You play against {n} bot.", "You play against {n} bots.", 2).format(n=2) \
        in _texts(check())
    app.pop()
    shell.open_load()
    shown = assert_german(check(), ["load"], 3)
    assert de("No saved games yet.") in shown


@pytest.mark.slow
def test_german_rules_reference_every_tab(shell_de, content):
    """F1: every tab's own headings and paragraphs in German, the tabs whole at 1280x720."""
    from archipelago.ui.scenes.rules import TABS, RulesOverlay
    from archipelago.words.reference import glossary, rules_notes
    check, app, shell = shell_de
    shell.title()
    de = i18n.catalog("de").gettext
    for key, label in TABS:
        app.push(RulesOverlay(shell, key))
        report = check()
        # "More rules" and "Words" draw words.rules_notes and words.glossary (the words helper's
        # messages, titled in English until they are translated): there the tabs' labels are checked
        theirs = {t for t, _x in rules_notes(content.rules) + glossary(content.rules)}
        others = {"fragments": False, "ignore": theirs} if key in ("details", "words") else {}
        shown = assert_german(report, ["rules"], 8 if not others else 7, **others)
        assert {de(lab) for _k, lab in TABS} <= shown, key          # every tab's label, whole
        app.pop()


@pytest.mark.slow
def test_german_score_table_menu_and_load_rows(shell_de, content):
    from archipelago.ui.scenes.curtain import ObjectiveReveal
    from archipelago.ui.scenes.gameover import GameOverScene
    from archipelago.ui.scenes.menu import GameMenu
    check, app, shell = shell_de
    m = over_game(content)
    m.save()
    shell._play(m)
    if isinstance(app.top, ObjectiveReveal):
        assert_german(check(), ["curtain"], 3)
        while isinstance(app.top, ObjectiveReveal):
            app.top.close()
    assert isinstance(app.top, GameOverScene)
    de = i18n.catalog("de").gettext
    shown = assert_german(check(), ["gameover"], 8)
    assert {de("Points by source"), de("Total"), de("Rank"), de("Card points")} <= shown
    app.push(GameMenu(shell, shell.game))
    shown = assert_german(check(), ["menu"], 8)
    assert {de("Resume"), de("Save game"), de("Quit to title")} <= shown
    shell.title()
    playing = Match.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot")], "short", seed=6)
    for _i in range(12):
        seat = playing.to_act
        playing.apply(playing.bot(seat).choose(playing.view(seat), playing.legal()), by=seat)
    playing.save()
    playing.autosave()
    shell.open_load()
    shown = assert_german(check(), ["load"], 3)
    assert de("Saved game") in shown and de("Autosave") in shown
    app.top.act(app.top.widget("tab:finished"), None)          # the finished games (issue 30)
    shown = assert_german(check(), ["load"], 3)
    assert de("Replay ▶") in shown


@pytest.mark.slow
def test_german_curtain_objective_moment_and_dialogs(shell_de):
    from archipelago.ui.scenes.dialog import ConfirmDialog
    from tools.script import Driver
    check, app, shell = shell_de
    shell.title()
    shell.start_game([Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=3)
    d = Driver(app, shell, seed=1)
    d.play("curtain", max_actions=200)
    shown = assert_german(check(), ["curtain"], 3)
    de = i18n.catalog("de").gettext
    assert de("Pass to {name}").format(name=shell.game.session.match.names[app.top.seat]) in _texts(check())
    d.play("objective", max_actions=200)
    assert_german(check(), ["curtain"], 3)
    app.push(ConfirmDialog(shell, de("Quit the game?"), "…", de("Quit anyway"), lambda: None))
    shown = assert_german(check(), ["dialog", "menu"], 3)
    assert {de("Cancel"), de("Quit anyway")} <= shown


def test_german_coach_tip_and_hint(shell_de):
    from archipelago.ui.scenes.coach_tip import CoachTip
    from tools.script import Driver
    check, app, shell = shell_de
    shell.settings.coach = True
    shell.title()
    shell.learn_game()
    d = Driver(app, shell, seed=1)
    d.play("coach", max_actions=50)
    assert isinstance(app.top, CoachTip)
    shown = assert_german(check(), ["coach_tip"], 2)
    de = i18n.catalog("de").gettext
    assert {de("Got it"), de("No more tips")} <= shown
    d.click("continue")
    d.play("human", max_actions=50)
    g = shell.game
    g.hint.budget = None
    g.show_hint()
    d.wait(lambda: g.hint.current(g) is not None)
    texts = _texts(check())
    assert not english_left(texts, ["hint"])
    assert de("Hint (H)") in texts
    assert any(t.startswith(de("Hint: {move}").split("{")[0]) for t in texts), texts


def test_a_switch_of_language_redraws_the_open_scene(title_app):
    """A form built in English shows German after a switch, without being opened again
    (FormScene rebuilds its widgets for the language spoken)."""
    app, shell, _ = title_app(SIZE)
    title = app.top
    labels = lambda: [w.text for w in title.widgets if hasattr(w, "text")]   # noqa: E731
    title.ensure()
    assert "New game" in labels()
    with german():
        title.ensure()
        assert i18n._("New game") in labels() and "New game" not in labels()
    title.ensure()
    assert "New game" in labels()


def test_every_scene_message_keeps_its_placeholders_in_german():
    modules = [p.stem for p in SCENES.glob("*.py") if p.stem != "settings_scene"]     # (the core helper's)
    names = lambda s: sorted({f.split(".")[0] for _l, f, _s, _c in string.Formatter().parse(s) if f})   # noqa: E731 (a form, {measure.gen}, is the same placeholder: issue 39)
    rows = messages(*modules)
    assert len(rows) > 250
    for _ctx, en, de in rows:
        assert names(en) == names(de), (en, de)
    words = lambda s: re.sub(r"\{[^}]*\}", "", s)    # noqa: E731 (a placeholder's name is no word: "{name} · {row}")
    untranslated = [en for _ctx, en, de in rows if en == de and re.search(r"[a-z]{4}", words(en))]
    assert set(untranslated) <= {"Name", "Normal", "normal", "Orange"}, untranslated
