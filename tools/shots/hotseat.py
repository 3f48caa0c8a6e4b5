"""Screenshots of issue 25's questions at a shared screen, headless, through the real app
and synthetic clicks (scenes/script.Driver): docs/screenshots/hotseat-*-<W>x<H>.png.

    python -m tools.shots.hotseat [--out docs/screenshots] [--size 1280x720]

hotseat-load-list: the title's Load list, the save from before the bids marked;
hotseat-title-load-question: loading that save from the title asks the table first;
hotseat-curtain-off: turning the privacy curtain off at a curtain says what it means;
hotseat-leave-bids: Quit to title in the middle of the bids says what is lost;
hotseat-curtain-away: Ann closed her objective where Bob's curtain has its button, so the
button stands at the card's other end (issue 38: no stream of clicks at one spot opens it);
hotseat-load-after-end: after a game's end, the title has no Continue and its Load list marks
every save from before the end (issue 38: a finished game stays finished)."""
from __future__ import annotations

import os
import tempfile

from archipelago.seats import BOT, HUMAN

from tools.shots import screenshot_args


def shots(out, size):
    import pygame

    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.load import LoadScene
    from tools.script import Driver
    from archipelago.ui.settings import Settings
    home = tempfile.mkdtemp(prefix="hotseat-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    pygame.event.clear()
    shell = Shell(app, settings=Settings(speed="instant"), settings_folder=home, threaded=False)
    shell.title()
    app.running = True
    app.step(block=False)
    d = Driver(app, shell, seed=2)
    tag = f"{size[0]}x{size[1]}"
    # a game of Ann, Bob (people) and Cy (bot): a save at Ann's bid, then the bids revealed
    d.click("new")
    for i, k in enumerate((HUMAN, HUMAN, BOT)):
        if k != app.top.seats[i]["kind"]:
            d.click(f"kind{i}={k}")
    d.click("seed")
    d.type("8")
    d.click("start")
    d.play("frame:bids", max_actions=400)
    d.key("escape")
    d.click("save")
    d.click("resume")
    # Quit to title while the bids are half entered: what is lost
    d.human_move()
    d.play("curtain", max_actions=5)
    if shell.game.screen.lost_on_leave():
        d.key("escape")
        d.click("title")
        d.shot(os.path.join(out, f"hotseat-leave-bids-{tag}.png"))
        d.click("cancel")
        d.key("escape")
    d.play("frame:turn", max_actions=400)
    d.play("curtain", max_actions=50)
    # turning the curtain off at a curtain
    d.key("escape")
    d.click("settings")
    d.click("curtain=Off")
    d.shot(os.path.join(out, f"hotseat-curtain-off-{tag}.png"))
    d.click("cancel")
    d.key("escape")
    d.key("escape")
    # from the title: the Load list, then the question
    d.key("escape")
    d.click("title")
    d.click("load")
    top = app.top
    assert isinstance(top, LoadScene)
    k = next(i for i, (p, info, _) in enumerate(top.files) if p.name.startswith("save-"))
    d.mouse(top.point(f"file{k}"))
    d.shot(os.path.join(out, f"hotseat-load-list-{tag}.png"))
    d.click(f"file{k}")
    d.shot(os.path.join(out, f"hotseat-title-load-question-{tag}.png"))
    d.click("cancel")
    curtain_away(shell, d, os.path.join(out, f"hotseat-curtain-away-{tag}.png"))
    load_after_the_end(shell, d, os.path.join(out, f"hotseat-load-after-end-{tag}.png"))


def curtain_away(shell, d, path):
    """Ann, Bob (people) and Cy (a bot): Ann closes her objective moment with a click where
    Bob's curtain would have its button; the curtain that comes puts it away from there."""
    from archipelago.match.authority import Seat
    from archipelago.ui.input import advance
    from archipelago.ui.scenes.curtain import CurtainScene
    shell.start_game([Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=4)
    d.play("objective", max_actions=100)
    curtain = CurtainScene(shell, shell.game)
    curtain.ensure()
    spot = d.app.top.widget("continue").rect.clip(curtain.widget("continue").rect).center
    d.deliberate()
    d.click_at(spot)
    advance(1.0)                        # (its delay passed: the button drawn ready)
    d.shot(path)


def load_after_the_end(shell, d, path):
    """A game played to its end (a few actions before it, random play up to there), then the
    title's Load list."""
    import random

    from archipelago.match.authority import Seat
    from tools.hotseat_fuzz import near_the_end
    from archipelago.saves import fileio
    for p in fileio.all_saves():               # (this game's saves alone on the list)
        p.unlink()
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")]
    shell._play(near_the_end(shell.content, seats, 1, random.Random(1), left=8))
    d.play("over", max_actions=60)
    d.click("title")
    d.click("load")
    d.shot(path)


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.hotseat", argv)
    import pygame
    pygame.display.init()
    pygame.font.init()
    shots(out, size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
