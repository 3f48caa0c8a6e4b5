"""Screenshots of the game review at a screen that joined a networked game (issue 41),
headless, through the real app, every connection on 127.0.0.1 (port 0): the three-player
short game of tools/shots/review.py, hosted with every seat a person joining from another
computer, over; this app joins as Ann's screen, opens the Review tab (the review made at
the host, in its worker process), a decision's tooltip up; then a click on Ann's costliest
decision and the replay viewer there, from Ann's view, made of the views the host sent
this screen (net/replays.py): docs/screenshots/net-review-<W>x<H>.png and
net-review-replay-<W>x<H>.png. Prints what the text checker found on the tab.

    python -m tools.shots.review_net [--out docs/screenshots] [--size 1280x720]
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tools.shots.review import GAME, run, with_mark_tip

WAIT = 600.0            # a bound on each wait (the review of a short game takes seconds)


def hosted_over(content, home):
    """The game of GAME played to its end, every seat a person's at another computer, served
    on 127.0.0.1 (port 0): the server."""
    from archipelago.match import samples
    from archipelago.match.authority import Match, Seat
    from archipelago.net.server import GameServer
    cfg, actions, _seats = samples.finished_match(*GAME[:2], GAME[2], humans=1, bots=True).game_record()
    m = Match.new(content, [Seat(name, "remote") for name in cfg["names"]], cfg["length"], cfg["seed"])
    for a in actions:
        m.apply(a, by=m.to_act)
    return GameServer(m, saves=Path(home) / "hosted").start()


def until(app, cond, what):
    end = time.monotonic() + WAIT
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError(what)
        app.step(block=False)
        time.sleep(0.05)


def shots(out, size):
    """[paths], the text checker's report of the tab."""
    import pygame

    from archipelago.match import samples
    from archipelago.net import protocol as p
    from archipelago.net.client import url
    from archipelago.net.remote import RemoteGame
    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.gameover import GameOverScene
    from archipelago.ui.scenes.replay import ReplayScene
    from archipelago.ui.settings import Settings
    from tools.audit.textcheck import TextCheck
    from tools.script import Driver
    home = tempfile.mkdtemp(prefix="net-review-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    content = samples.content()
    server = hosted_over(content, home)
    try:
        app = App(size)
        pygame.event.clear()
        shell = Shell(app, content=content, settings=Settings(speed="instant"), settings_folder=home)
        shell.settings.coach = False
        shell.title()
        app.running = True
        g = RemoteGame(content, url("127.0.0.1", server.port), p.hello(content, server.code, seats=[0]), app.wake)
        g.wait(lambda g: g.ready, 30.0)
        shell.play_remote(g)
        until(app, lambda: isinstance(app.top, GameOverScene), "the game-over screen")
        over = app.top
        d = Driver(app, shell)
        d.click("tab=review")
        started = time.monotonic()
        until(app, lambda: over.review.status() == "done" and g.tapes_state == "done", "the host's review")
        print(f"review at the host: {time.monotonic() - started:.0f} s")
        over.invalidate()
        over.ensure()
        app.draw()
        with TextCheck() as tc:
            report = tc.frame(app)
        tag = f"{size[0]}x{size[1]}"
        paths = [with_mark_tip(app, over, Path(out) / f"net-review-{tag}.png")]
        d.click("review:mark:0:0")
        assert isinstance(app.top, ReplayScene)
        app.dirty = True
        app.draw()
        paths.append(Path(out) / f"net-review-replay-{tag}.png")
        pygame.image.save(app.screen, str(paths[-1]))
        shell.title()
        g.close()
        return paths, report
    finally:
        server.stop()


def main(argv=None):
    return run("python -m tools.shots.review_net", shots, "review tab at a joined screen", argv)


if __name__ == "__main__":
    raise SystemExit(main())
