"""Issue 44, R5.7 on the table: a citizen's move by sea shows which ship bridges which
border. The mouse resting on the destination draws the path and a gold mark on each
border crossed, tied to the ship bridging it, and the tooltip says it in words; both are
the engine's own answer (answers.convoy). From a real position (tests/engine/test_readings)."""
import pygame

from archipelago import engine, i18n
from archipelago.engine import actions
from archipelago.ui.interact import click_path, hint_words
from archipelago.ui.render.decisions import GLOW
from tests.engine.test_readings import first_game, fleet, migrate, one_hop, two_hops
from tests.ui.interact_tables import Harness


def rest_on(h, pos):
    h.events(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    h.app.draw()


def border_mark(h, a, b):
    m = h.scene.renderer.map
    hexes = h.view["hexes"]
    (ax, ay), (bx, by) = (m.hex_centre(*hexes[x][:2]) for x in (a, b))
    return int((ax + bx) / 2), int((ay + by) / 2)


def convoy_on_table(content, size=(1600, 900)):
    """The two-border convoy of test_readings (two ships in the middle hex), its citizen
    selected on the table and the mouse resting on its destination."""
    state = first_game(content, two_hops)
    seat, u, h, m, d, a2 = two_hops(state)
    fleet(state, seat, [m, m])
    migrate(state, seat)
    harness = Harness(content, size)
    harness.show(state)
    move = engine.Action(seat, "move", (u, d, a2))
    path = click_path(harness.scene, move)
    harness.click(path[0])                           # select the citizen
    harness.app.draw()
    rest_on(harness, path[-1])
    return harness, state, seat, move, path[-1]


def test_a_convoy_shows_the_ship_of_each_border_r5_7(content):
    h, state, seat, move, pos = convoy_on_table(content)
    u, d, a2 = move.args
    route = actions.convoy_route(state, seat, u, d, a2)
    assert len(route) == 2 and route[0][0] != route[1][0]
    spec = h.scene.layout().spec
    assert spec.routes[("area", d, a2)] == route                 # the engine's own answer
    tip = h.scene.tooltip_at(pos)
    assert "By sea, one ship for each border:" in tip
    assert tip.count("by your ship") == 2
    for _ship, a, b in route:                                     # a gold mark on each border
        x, y = border_mark(h, a, b)
        assert tuple(h.app.screen.get_at((x, y)))[:3] == GLOW
    why = hint_words.reason(h.view, content, move)                # the Hint says it too
    assert "By sea, one ship for each border:" in why and why.count("by your ship") == 2
    rest_on(h, (2, 2))                                            # the mouse leaves: no marks
    _ship, a, b = route[0]
    assert tuple(h.app.screen.get_at(border_mark(h, a, b)))[:3] != GLOW


def test_a_walk_shows_no_ship_and_a_one_border_convoy_says_its_ship_in_german(content):
    state = first_game(content, one_hop)
    seat, u, hx, n, a2 = one_hop(state)
    fleet(state, seat, [n])
    migrate(state, seat)
    h = Harness(content)
    with i18n.speaking("de"):
        h.show(state)
        move = engine.Action(seat, "move", (u, n, a2))
        path = click_path(h.scene, move)
        h.click(path[0])
        h.app.draw()
        spec = h.scene.layout().spec
        assert spec.routes[("area", n, a2)] == actions.convoy_route(state, seat, u, n, a2)
        walks = [a for a in engine.legal_actions(state) if a.kind == "move" and a.args[0] == u
                 and not actions.convoy_route(state, seat, u, *a.args[1:])]
        assert all(("area", *a.args[1:]) not in spec.routes for a in walks)
        tip = h.scene.tooltip_at(path[-1])
        assert "Über See, ein Schiff für die Grenze: nach " in tip and "mit deinem Schiff dort" in tip
