#!/usr/bin/env python3
"""Archipelago: double-click (or `python main.py`) to play.

Runs from any working directory: the game's files are found from this file's own place
(or from the bundle's folder when frozen by PyInstaller). `--selftest` renders one frame
headless and exits 0; `--help` lists the other options.
"""
import os
import sys
from pathlib import Path


def root():
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent))
    return Path(__file__).resolve().parent


def home_of(argv):
    """The --home DIR of the command line (None: ARCHIPELAGO_HOME or the user's data folder)."""
    for i, arg in enumerate(argv):
        if arg == "--home" and i + 1 < len(argv):
            return os.path.abspath(argv[i + 1])
        if arg.startswith("--home="):
            return os.path.abspath(arg.partition("=")[2])
    return None


def speak_the_stored_language(argv):
    """Issue 29: the language of the player's settings (by default the system's) is spoken
    from the first scene on; a missing or damaged settings file gives the default."""
    from archipelago.ui import settings
    settings.start(home_of(argv))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    here = str(root())
    if here not in sys.path:
        sys.path.insert(0, here)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "--selftest" in argv:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        speak_the_stored_language(argv)
        from archipelago.ui.cli import main as run
        return run(argv)
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as exc:           # say why in a window and a log, never vanish
        from archipelago.launch import report_failure
        return report_failure(exc)


if __name__ == "__main__":
    import multiprocessing
    multiprocessing.freeze_support()    # a frozen bundle started as the review's worker runs only that (issue 41)
    sys.exit(main())
