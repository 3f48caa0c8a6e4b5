"""Headless pygame for the UI tests: dummy video and audio drivers before pygame starts."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1600, 900))
    yield
    pygame.quit()


@pytest.fixture(scope="session")
def content():
    from archipelago.match import samples
    return samples.content()


@pytest.fixture
def rig(tmp_path, monkeypatch, content):
    """The real app at its title screen (saves in a temporary home): (app, shell, driver, home)."""
    from archipelago.ui.app import App, Scene
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.script import Driver
    from archipelago.ui.settings import Settings
    home = tmp_path / "home"
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(home))
    pygame.event.clear()
    app = App((1600, 900))
    shell = Shell(app, content=content, settings=Settings(speed="instant"), settings_folder=home)
    shell.title()
    app.running = True
    app.step(block=False)
    yield app, shell, Driver(app, shell, seed=2), home
    shell.reset(Scene(app))
    pygame.event.clear()
