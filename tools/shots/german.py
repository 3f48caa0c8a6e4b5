"""Screenshots of the shell's scenes in German (issue 29), for docs/screenshots:

    python -m tools.shots.german [--size 1280x720] [--out docs/screenshots]

writes de-title, de-newgame, de-rules-round, de-rules-boards, de-gameover, de-curtain,
de-menu-saved, de-load and de-tip (each -WxH.png): the title, the new-game form, two tabs of
the rules reference (F1), the score table of a finished three-bot game, the curtain of a
two-person game, its menu right after a save, the Load list and the first coach tip of
Learn to play; then de-table-table, de-table-event and de-table-crisis, the
legible shots' late-game table, event (the deck top opened) and crisis in German
(legible_shots.scenes), printing what the text checker found on each. Saves and settings go
to a temporary folder.
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from tools.harness import headless


def shoot(size, out):
    import pygame

    from archipelago import i18n
    from archipelago.content import load_content
    from archipelago.match.authority import Match, Seat

    from archipelago.ui.app import App, Scene
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.curtain import ObjectiveReveal
    from archipelago.ui.scenes.rules import RulesOverlay
    from tools.script import Driver
    from archipelago.ui.settings import Settings
    content = load_content()
    i18n.set_language("de")
    app = App(size)
    shell = Shell(app, content=content, settings=Settings(speed="instant"), threaded=False)
    app.running = True
    made = []

    def shot(name):
        app.dirty = True
        app.draw()
        path = out / f"de-{name}-{size[0]}x{size[1]}.png"
        pygame.image.save(app.screen, str(path))
        made.append(path)

    try:
        shell.title()
        shot("title")
        shell.new_game_form()
        shot("newgame")
        app.pop()
        for tab in ("round", "boards"):
            app.push(RulesOverlay(shell, tab))
            shot(f"rules-{tab}")
            app.pop()
        m = Match.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=5)
        while not m.over:
            m.apply(m.bot(m.to_act).choose(m.view(m.to_act), m.legal()), by=m.to_act)
        shell._play(m)
        while isinstance(app.top, ObjectiveReveal):
            app.top.close()
        shot("gameover")
        shell.start_game([Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=3)
        Driver(app, shell, seed=1).play("curtain", max_actions=200)
        shot("curtain")
        from archipelago.ui.scenes.menu import GameMenu
        menu = GameMenu(shell, shell.game, from_curtain=True)      # the menu after a save (issue 39)
        app.push(menu)
        menu.ensure()
        menu.act(menu.widget("save"), None)
        shot("menu-saved")
        app.pop()
        shell.open_load()                                         # the Load list: every date whole
        shot("load")
        app.pop()
        shell.reset(Scene(app))
        shell.title()
        app.step(block=False)
        Driver(app, shell, seed=1).click("learn")       # Learn to play: its first coach tip
        shot("tip")
    finally:
        shell.reset(Scene(app))
        i18n.set_language("en")
    return made


def table_shots(size, out):
    """The legible shots' table, event and crisis in German (de-table-*-WxH.png); prints the
    text checker's findings of each."""
    from archipelago import i18n
    from archipelago.content import load_content

    from tools.shots.legible import scenes, shoot as shoot_table
    content = load_content()
    i18n.set_language("de")
    made = []
    try:
        for name, state, entries, opened in scenes(content):
            path, rep = shoot_table(content, name, state, entries, opened, size, 1.0, out, prefix="de-table")
            print(f"{path}: smallest text {rep.smallest} px, {len(rep.clipped)} clipped, "
                  f"{len(rep.overlaps)} overlapping, {len(rep.covered)} drawn over")
            for line in rep.lines():
                print("  " + line)
            made.append(path)
    finally:
        i18n.set_language("en")
    return made


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--out", default="docs/screenshots")
    a = ap.parse_args(argv)
    headless()
    size = tuple(int(v) for v in a.size.lower().split("x"))
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="archipelago-shots-") as home:
        os.environ["ARCHIPELAGO_HOME"] = home
        for path in shoot(size, out):
            print(path)
        for path in table_shots(size, out):
            print(path)


if __name__ == "__main__":
    main()
