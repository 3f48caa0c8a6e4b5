"""Issue 26: a newcomer's game, finding by finding. Each test plays the table as a person
does (real clicks through the app where a click is the point) and fails on the behaviour
the issue reported."""
from __future__ import annotations

import pygame
import pytest

from archipelago import engine
from archipelago.match.session import Seat, Session
from archipelago.ui.scenes.script import Driver
from tests.engine.conftest import Table


def _session(shell, t, humans=(0,)):
    """Play the hand-built table `t` in the app: the seats of `humans` people, the rest bots."""
    seats = [Seat(n, "human" if i in humans else "bot") for i, n in enumerate(t.s.cfg["names"])]
    engine.touched(t.s)
    s = Session(shell.content, t.s, seats, curtains=False)
    shell._play(s)
    return s


def _lying(state):
    return sum(1 for u in state.units if u is not None and u[3] == 1)


def _big_crisis(content):
    """Round 2, phase 4: twelve citizens on two hexes (Ann 6, Bob 3, Cy 3) and a domestic
    crisis of fruit, three citizens a cube (card A01); Ann answers first, with one fruit on
    the domestic market, two in her stock and one explorer token."""
    t = Table(content)
    h1, h2 = t.fresh(), t.fresh()
    for seat, h in ((0, h1), (0, h2), (1, h1), (2, h2)):
        for _ in range(3):
            t.citizen(seat, h)
    t.give(0, fruit=2)
    t.s.players[0]["tokens"] += 1
    t.s.piles[0] -= 1
    t.balance("A01")
    assert t.top["k"] == "dcrisis" and t.top["seat"] == 0 and _lying(t.s) == 12
    return t


def test_newcomer_a_big_domestic_crisis_is_answered_in_four_clicks(title_app, content):
    """Finding 3: one click per citizen on ~10 px figures (about 20 clicks). Now each cube
    button stands up every citizen it feeds (hers first): 12 lying, 4 clicks, each on a
    target at least 24 px high at 1280x720 (R6.2)."""
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    t = _big_crisis(content)
    s = _session(shell, t)
    d = Driver(app, shell)
    app.draw()
    clicks = 0
    while s.state.frames and s.state.frames[-1]["k"] == "dcrisis" and s.to_act == 0 and clicks < 6:
        lay = shell.game.table.layout()
        targets = {c.id: r for c, r in lay.panel.controls() if c.enabled and c.action is not None}
        key = next(k for k in (("p", "free"), ("p", "src", "fruit", "stock"), ("p", "src", "fruit", "token"))
                   if k in targets)
        assert targets[key].h >= 24
        d.click_at(targets[key].center)
        app.draw()
        clicks += 1
    assert clicks <= 4
    assert _lying(s.state) == 0 and s.state.rebellion == 0
    assert not any(f["k"] == "dcrisis" for f in s.state.frames)     # the crisis is over


def test_newcomer_crisis_buttons_say_which_market(title_app, content):
    """Finding 8: "Market (0)" did not say which market: now "Domestic market (1)"."""
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    _session(shell, _big_crisis(content))
    app.draw()
    lay = shell.game.table.layout()
    labels = [p.w.text for p in lay.panel.placed if p.w.kind == "button"]
    assert "Domestic market (1)" in labels and not any(x.startswith("Market (") for x in labels)


@pytest.mark.parametrize("size,scale", [((1600, 900), 1.3), ((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_newcomer_the_thiefs_buttons_stay_put_between_the_two_fists(content, size, scale):
    """Finding 4: the Thief's prompt wrapped after the first fist and every button dropped
    ~16 px; now the cube buttons sit at the panel's foot (DECK 2.1)."""
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    from tests.ui.test_interact import s_fists
    t, _ = s_fists(content)
    seat = engine.to_act(t.s)
    app = App(size)
    scene = TableScene(app, content, engine.view(t.s, seat), [], submit=lambda a: None)
    scene.set_ui_scale(scale)
    app.push(scene)
    app.draw()

    def buttons():
        return {c.id: r.topleft for c, r in scene.layout().panel.controls()}
    before = buttons()
    a = next(a for a in engine.legal_actions(t.s) if a.kind == "fist")
    engine.apply(t.s, a)
    assert engine.to_act(t.s) == seat and t.s.frames[-1]["k"] == "fists"
    scene.set_view(engine.view(t.s, seat))
    app.draw()
    after = buttons()
    assert set(before) == set(after) and before == after
