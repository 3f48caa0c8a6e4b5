"""The hot-seat table the hot-seat tests play on: the real app at 1280x720 with a shell on a
home of its own, a Driver, and a PrivacyWatch over every game started (issue 18; the away
replay of issue 41 plays on it too). Delays pass on the input clock (input.advance)."""
import pygame

from archipelago.match.authority import Seat
from archipelago.ui.app import App, Scene
from archipelago.ui.input import advance
from archipelago.ui.scenes import Shell
from archipelago.ui.settings import Settings
from tools.audit.privacy import PrivacyWatch
from tools.script import Driver


def hot_table(tmp_path, monkeypatch, content, speed, coach=None):
    """Yield (app, shell, driver, start): start(seats, seed) begins a short game of
    (name, kind) seats and gives (game scene, match, its PrivacyWatch). For a pytest fixture:
    `yield from hot_table(...)`; the app is put back as it was afterwards."""
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))
    pygame.event.clear()
    app = App((1280, 720))
    app.resize((1280, 720))
    app.fps = 0
    shell = Shell(app, content=content, settings=Settings(speed=speed, volume=0), settings_folder=tmp_path / "home",
                  threaded=False)
    if coach is not None:
        shell.settings.coach = coach
    shell.title()
    app.running = True
    d = Driver(app, shell, seed=3)
    watches = []

    def start(seats, seed):
        shell.start_game([Seat(n, k) for n, k in seats], "short", seed=seed)
        w = PrivacyWatch(app, shell)
        watches.append(w)
        return shell.game, shell.game.session.match, w
    yield app, shell, d, start
    for w in watches:
        w.close()
    shell.reset(Scene(app))
    app.resize((1600, 900))
    pygame.event.clear()


def pace(d):
    """One loop step with the bots' pace and animations passed at once."""
    g = d.game
    g.table.finish_animation()
    if g.session.match.bot_to_act():
        advance(0.6)
    d.hurry()
    d.step()
