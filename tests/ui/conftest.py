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
def title_app(tmp_path, monkeypatch, content):
    """make(size) -> (app, shell, home): the real app at its title screen, headless, bots and
    animations instant, settings and saves in a temporary home; closed after the test."""
    from archipelago.ui.app import App, Scene
    from archipelago.ui.scenes import Shell
    from archipelago.ui.settings import Settings
    made = []

    def make(size=(1600, 900)):
        home = tmp_path / "home"
        monkeypatch.setenv("ARCHIPELAGO_HOME", str(home))
        pygame.event.clear()
        app = App(size)
        shell = Shell(app, content=content, settings=Settings(speed="instant"), settings_folder=home)
        shell.title()
        app.running = True
        app.step(block=False)
        made.append((app, shell))
        return app, shell, home

    yield make
    for app, shell in made:
        shell.reset(Scene(app))
    pygame.event.clear()
