"""Issue 41's screenshots of "While you were away", headless, through the real app and
synthetic clicks (tools.script.Driver): docs/screenshots/away-*-<W>x<H>.png, in English and
German (de-away-*).

    python -m tools.shots.away [--out docs/screenshots] [--size 1280x720]

away-curtain: Cy's curtain after Ann and Bob played, its summary and "Show what happened";
away-replay: the replay of those moves on the table, half way (the public view, the move
and who made it at the foot, Skip to now); away-offer: a person alone with bots, their turn
after the bots played: "What happened (n moves)" at the map's top left, offered only."""
from __future__ import annotations

import os
import tempfile

from tools.shots import screenshot_args


def shots(out, size, lang="en"):
    import pygame

    from archipelago.i18n import set_language
    from archipelago.match.authority import Seat
    from archipelago.ui.app import App
    from archipelago.ui.input import advance
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.away import AwayScene
    from archipelago.ui.scenes.curtain import CurtainScene
    from archipelago.ui.settings import Settings
    from tools.script import Driver
    set_language(lang)
    home = tempfile.mkdtemp(prefix="away-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    pygame.event.clear()
    settings = Settings(speed="instant", language=lang)
    settings.coach = False
    shell = Shell(app, settings=settings, settings_folder=home, threaded=False)
    shell.title()
    app.running = True
    app.step(block=False)
    d = Driver(app, shell, seed=2)
    tag = ("de-" if lang == "de" else "") + "away-{}" + f"-{size[0]}x{size[1]}.png"
    # hot seat: Ann, Bob, Cy; on to Cy's curtain in round 2 after Ann and Bob played
    shell.start_game([Seat("Ann"), Seat("Bob"), Seat("Cy")], "short", seed=5)
    m = shell.game.session
    d.play_until(lambda: isinstance(app.top, CurtainScene) and app.top.seat == 2 and m.round >= 2
                 and m.away_count(2) >= 6)
    d.shot(os.path.join(out, tag.format("curtain")))
    d.click("away")
    scene = app.top
    assert isinstance(scene, AwayScene)
    scene.playing = False
    scene.go("seek", scene.replay.n // 2)
    scene.table.finish_animation()
    d.mouse(scene.point("close"))
    advance(1.0)
    app.dirty = True
    d.step()
    d.shot(os.path.join(out, tag.format("replay")))
    d.click("close")
    # alone with bots: the offer on the table
    shell.start_game([Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=4)
    g = shell.game
    def idle():
        advance(0.6)
        d.step()
    d.play_until(lambda: d.human_to_act() == 0 and g.session.round >= 2 and g.session.away_count(0) >= 8, idle)
    app.dirty = True
    d.step()
    d.shot(os.path.join(out, tag.format("offer")))
    set_language("en")


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.away", argv)
    import pygame
    pygame.display.init()
    pygame.font.init()
    for lang in ("en", "de"):
        shots(out, size, lang)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
