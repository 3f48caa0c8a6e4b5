"""Screenshots of "Learn to play" (issue 14), headless, through the real app and synthetic
clicks (scenes/script.Driver): docs/screenshots/learn-*-<W>x<H>.png.

    python -m tools.shots.learn [--out docs/screenshots] [--size 1280x720]

At each size: the title screen with its Learn to play button (learn-title), the first
coach tip (learn-tip), the first crisis tip (learn-tip-crisis), the hint of a phase-5
turn (learn-hint) and the deck top drawn large with its effect in words (learn-balance).
Without --size both 1280x720 and 1920x1080 are shot."""
from __future__ import annotations

import argparse
import os
import tempfile

from tools.harness import headless
from archipelago.engine.kinds import DCRISIS, XCRISIS

SIZES = ((1280, 720), (1920, 1080))


def shots(out, size):
    import pygame

    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from tools.script import Driver
    from archipelago.ui.settings import Settings
    home = tempfile.mkdtemp(prefix="learn-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    pygame.event.clear()
    shell = Shell(app, settings=Settings(speed="instant"), settings_folder=home)
    shell.title()
    app.running = True
    app.step(block=False)
    d = Driver(app, shell, seed=1)
    tag = f"{size[0]}x{size[1]}"
    d.shot(os.path.join(out, f"learn-title-{tag}.png"))
    d.click("learn")
    d.shot(os.path.join(out, f"learn-tip-{tag}.png"))
    d.click("continue")
    while True:                                  # on to the first crisis tip
        d.play("coach", max_actions=600)
        if app.top.tip in (DCRISIS, XCRISIS):
            break
        d.click("continue")
    d.shot(os.path.join(out, f"learn-tip-crisis-{tag}.png"))
    shell.settings.coach = False
    d.click("continue")
    d.play("frame:turn", max_actions=600)
    d.key("h")
    d.wait(lambda: shell.game.hint.current(shell.game) is not None)
    d.shot(os.path.join(out, f"learn-hint-{tag}.png"))
    app.draw()
    deck = next(h for h in shell.game.table.renderer.hits.items if h.key == ("deck",))
    d.click(deck.rect.center, button=3)
    d.shot(os.path.join(out, f"learn-balance-{tag}.png"))
    shell.title()


def main(argv=None):
    headless()
    ap = argparse.ArgumentParser(prog="python -m tools.shots.learn")
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--size", default=None)
    a = ap.parse_args(argv)
    sizes = [tuple(int(v) for v in a.size.lower().split("x"))] if a.size else SIZES
    os.makedirs(a.out, exist_ok=True)
    for size in sizes:
        shots(a.out, size)


if __name__ == "__main__":
    main()
