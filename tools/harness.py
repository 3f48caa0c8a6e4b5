"""The real game, headless, for the developer tools: the dummy SDL drivers, and the app playing
a position with one person's seat (the screenshot makers and the text audit start from it)."""
import os
import tempfile

_SCRATCH = []           # the process's one temporary folder, removed when the process ends


def scratch_home(prefix="home-"):
    """A fresh empty folder for one app's settings and saves, inside one temporary folder
    per process that is removed when the process ends (the tools and the suite run many
    apps; each left its folder in the system's temporary folder before)."""
    if not _SCRATCH:
        _SCRATCH.append(tempfile.TemporaryDirectory(prefix="archipelago-tools-"))
    return tempfile.mkdtemp(prefix=prefix, dir=_SCRATCH[0].name)


def headless():
    """No window and no sound: the dummy SDL drivers (unless the environment names others)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def person_app(content, size, state, human, ui_scale=1.0, log=()):
    """(app, game scene): the real app (headless, instant speed, coach tips off, settings in
    a fresh temporary home) playing a copy of `state`, seat `human` a person and the rest
    bots, curtains off, bots and the Hint worked out at once (no worker thread)."""
    from archipelago import engine
    from archipelago.match.authority import Match, Seat

    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.settings import Settings
    home = scratch_home("person-")
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
