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
