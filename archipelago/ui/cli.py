"""The command line of the desktop game (main.py and `python -m archipelago.ui`); a developer's
script of clicks and keys runs the same game from `python -m tools.script --script FILE`.

    python main.py                     the title screen
    python main.py --load FILE         open a saved game (at a curtain)
    python main.py --selftest          render one frame headless and exit 0
"""
from __future__ import annotations

import argparse
import os
import time


MIN_SIZE, MAX_SIZE = (640, 480), (16384, 16384)


def _size(text):
    """WIDTHxHEIGHT within MIN_SIZE..MAX_SIZE (argparse prints the usage and stops otherwise)."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1600x900") from None
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(f"{w}x{h} is not a window size: from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
                                         f"to {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return w, h


def parser():
    ap = argparse.ArgumentParser(prog="main.py", description="Archipelago, the desktop game.")
    ap.add_argument("--selftest", action="store_true", help="render one frame headless and exit")
    ap.add_argument("--size", type=_size, default=(1600, 900), help="window size (default 1600x900)")
    ap.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    ap.add_argument("--load", metavar="FILE", help="open this saved game")
    ap.add_argument("--home", metavar="DIR", help="the data folder for saves and settings (ARCHIPELAGO_HOME)")
    ap.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), help="bot speed for this run")
    ap.add_argument("--data", metavar="DIR", help="play with the game data in DIR (default: data/)")
    return ap


def selftest(content, size=(1280, 720)):
    """One title frame and one table frame of a new game, rendered headless."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile
    with tempfile.TemporaryDirectory(prefix="archipelago-selftest-") as home:
        old = os.environ.get("ARCHIPELAGO_HOME")
        os.environ["ARCHIPELAGO_HOME"] = home          # the self-test leaves the user's folder alone
        try:
            return _selftest(content, size)
        finally:
            if old is None:
                os.environ.pop("ARCHIPELAGO_HOME", None)
            else:
                os.environ["ARCHIPELAGO_HOME"] = old


def _selftest(content, size):
    t0 = time.perf_counter()
    import pygame

    from .app import App, Scene
    from archipelago.match.seats import Seat
    from archipelago.seats import BOT, NAMES
    from .settings import Settings
    from .scenes.shell import Shell
    app = App(size)
    shell = Shell(app, content=content, settings=Settings(), threaded=False)
    shell.title()
    app.draw()
    shell.start_game([Seat(NAMES[0]), Seat(NAMES[1], BOT)], "short", seed=1)
    app.dirty = True
    app.step(block=False)
    ok = app.frames >= 2 and app.screen.get_size() == size
    print(f"selftest {'ok' if ok else 'FAILED'}: {app.frames} frames at {size[0]}x{size[1]} "
          f"({pygame.display.get_driver()}) in {time.perf_counter() - t0:.2f}s")
    shell.reset(Scene(app))
    pygame.quit()
    return 0 if ok else 1


def start(a):
    """The app and its shell at the title screen (or the --load game) for the parsed options
    `a`; the caller runs it (main) or drives it (tools/script.py)."""
    from archipelago.content import load_content
    content = load_content(a.data)             # broken data stops here, with a clear message
    from archipelago.saves import fileio
    fileio.clean_temp()                        # temp files of writes a crash interrupted

    from .app import App
    from .scenes.shell import Shell
    app = App(a.size, fullscreen=a.fullscreen)
    shell = Shell(app, content=content)
    if a.speed:
        shell.settings.speed = a.speed
    shell.title()
    if a.load:
        shell.load_game(a.load)
    return app, shell


def main(argv=None):
    a = parser().parse_args(argv)
    if a.home:
        os.environ["ARCHIPELAGO_HOME"] = os.path.abspath(a.home)
    if a.selftest:
        from archipelago.content import load_content
        return selftest(load_content(a.data))
    import pygame
    app, shell = start(a)
    app.run()
    if shell.game is not None and not shell.quit_requested:
        shell.game.autosave_now()
        shell.game.close()
    pygame.quit()
    return 0
