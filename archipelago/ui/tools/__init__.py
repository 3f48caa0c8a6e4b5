"""Developer tools on the top floor: nothing in archipelago imports them. Each runs as
`python -m archipelago.ui.tools.<name>` (--help for options):

snapshot.py        the table of a bot game for one viewer as a PNG
interact_shots.py  the interactive table at decisions of each kind (docs/screenshots/interact-*.png)
anim_shots.py      strips of the table's animations (docs/screenshots/anim-*.png)
learn_shots.py     Learn to play: coach tips, the hint, the deck top large (docs/screenshots/learn-*.png)
hotseat_shots.py   the shared screen's questions: an old save from the title, the curtain off, the curtain's button
                   away from the last click, a finished game's older saves (docs/screenshots/hotseat-*.png)
hotseat_fuzz.py    random hot-seat games through the real app, every frame judged, old saves loaded, games played
                   to their end and tried again, streams of clicks after hand-offs
table.py           the table of a bot game in a window, played by mouse (no game shell)
textcheck.py       the text checker: sizes, clipped and overlapping texts of a frame (bench/text_audit.py, tests)
audit.py           the scenes bench/text_audit.py checks (tables, every card, decisions, the Hint)
newcomer_shots.py  issue 26's screenshots: the Hint, a crisis in a few clicks, the standing line
story_shots.py     issue 30's screenshots: the story's charts at the end, the crisis forecast (docs/screenshots/story-*, forecast-*)
"""
import argparse
import os


def headless():
    """No window and no sound: the dummy SDL drivers (unless the environment names others)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def screenshot_args(prog, argv):
    """Headless, then the options of the screenshot tools: (--out folder, --size as (w, h))."""
    headless()
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--size", default="1600x900")
    a = ap.parse_args(argv)
    return a.out, tuple(int(v) for v in a.size.lower().split("x"))


def person_app(content, size, state, human, ui_scale=1.0, log=()):
    """(app, game scene): the real app (headless, instant speed, coach tips off, settings in
    a fresh temporary home) playing a copy of `state`, seat `human` a person and the rest
    bots, curtains off, bots and the Hint worked out at once (no worker thread)."""
    import tempfile

    from archipelago import engine
    from archipelago.match.authority import Match, Seat

    from ..app import App
    from ..scenes import Shell
    from ..settings import Settings
    home = tempfile.mkdtemp(prefix="archipelago-tool-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    settings = Settings(speed="instant")
    settings.coach = False
    settings.curtain = False
    settings.ui_scale = ui_scale
    shell = Shell(app, content=content, settings=settings, settings_folder=home, threaded=False)
    seats = [Seat(name, "human" if i == human else "bot") for i, name in enumerate(state.cfg["names"])]
    shell._play(Match(content, engine.copy_state(state), seats))
    game = shell.game
    if log:
        game.table.set_log(list(log)[-40:])
    game.hint.budget = None
    app.draw()
    return app, game
