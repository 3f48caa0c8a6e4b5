"""Headless pygame for the UI tests: dummy video and audio drivers before pygame starts."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest


class SteadyClock:
    """pygame's frame clock without its wait: each tick is one frame at the rate asked
    (the scenes' dt as at that rate), and nothing sleeps (the frame cap slept the UI tests'
    loops at 60 frames a second: issue 40). Whatever runs on time (the input clock, the
    bots' worker) runs on its own clock as before."""

    def tick(self, framerate=0):
        return int(1000 / framerate) if framerate else 0


@pytest.fixture(autouse=True)
def _steady_clock(monkeypatch):
    monkeypatch.setattr(pygame.time, "Clock", SteadyClock)


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1600, 900))
    yield
    pygame.quit()


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


@pytest.fixture
def learn_turn(title_app):
    """() -> (app, shell, driver): Learn to play at 1280x720, coach tips off, played by the
    driver's policy to Ann's first phase-5 turn of round 2."""
    def make():
        from tools.script import Driver
        app, shell, _ = title_app((1280, 720))
        shell.settings.coach = False
        shell.learn_game()
        d = Driver(app, shell, seed=1)
        d.play("round:2", max_actions=300)
        d.play("frame:turn", max_actions=300)
        app.draw()
        return app, shell, d
    return make


def placing_explored_hex(content, seeds=range(1, 40), players=2):
    """States in which the acting seat places an explored hex (R5.12), random play: yields
    (seed, state)."""
    from archipelago import engine
    from archipelago.match.autoplay import RandomPolicy
    from archipelago.match.samples import NAMES
    for seed in seeds:
        state = engine.new_game(content, NAMES[:players], "short", seed=seed)
        pol = RandomPolicy(seed)
        while engine.result(state) is None and not (
                state.frames[-1]["k"] == "explore_pick" and state.frames[-1]["stage"] == "place"):
            engine.apply(state, pol.choose(state))
        if engine.result(state) is None:
            yield seed, state


def ann_offers_bob(monkeypatch):
    """Ann's hint (and any heuristic of seat 0 in her turn) offers Bob 3ƒ for 1 wood (R9):
    the turn's handler asks for the offer. Returns fund(match): Ann gets 5ƒ more from the
    bank, enough to make it."""
    from archipelago import engine
    from archipelago.bots import heuristic
    turn = heuristic.HANDLERS["turn"]

    def offering(self, r, legal):
        offer = next((a for a in legal if a.kind == "offer" and a.args[0] == 1), None)
        if self.seat != 0 or offer is None or r.florins < 3:
            return turn(self, r, legal)
        self._plan = (1, (("florin", 3),), (("wood", 1),))
        return offer
    monkeypatch.setitem(heuristic.HANDLERS, "turn", offering)

    def fund(match):
        match._state.players[0]["florins"] += 5
        match._state.bank_florins -= 5
        engine.touched(match._state)
    return fund
