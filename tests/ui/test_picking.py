"""Screen position -> hex index and land area."""
import math

import pygame

from archipelago import engine
from archipelago.match import samples
from archipelago.ui.render.hexgeo import axial_to_px, face_geometry, px_to_axial, rotate
from archipelago.ui.render.compose import TableRenderer


def test_axial_round_trip():
    for R in (10, 37.5, 80):
        for q in range(-6, 7):
            for r in range(-6, 7):
                x, y = axial_to_px(q, r, R)
                assert px_to_axial(x, y, R) == (q, r)
                # points well inside the hex pick it too
                for a in range(0, 360, 45):
                    dx, dy = math.cos(math.radians(a)) * R * 0.8, math.sin(math.radians(a)) * R * 0.8
                    assert px_to_axial(x + dx, y + dy, R) == (q, r)


def _rendered(content, zoom=1.0, pan=(0, 0)):
    state = samples.game(4, 3, seed=2)
    view = engine.view(state, None)
    r = TableRenderer(content)
    r.map.zoom = zoom
    r.map.pan = list(pan)
    r.render(view, (1600, 900))
    return view, r


def test_pick_hex_centres(content):
    for zoom, pan in ((1.0, (0, 0)), (1.7, (40, -25)), (0.6, (-10, 10))):
        view, r = _rendered(content, zoom, pan)
        m = r.map
        for i, h in enumerate(view["hexes"]):
            cx, cy = m.hex_centre(h[0], h[1])
            if not m.rect.collidepoint(cx, cy):
                continue
            got = m.pick((cx, cy))
            assert got is not None and got[0] == i
    assert m.pick((m.rect.x - 5, m.rect.y)) is None


def test_pick_land_area_and_sea(content):
    view, r = _rendered(content, 1.5)
    m = r.map
    checked = 0
    for i, h in enumerate(view["hexes"]):
        face = content.faces[h[2]]
        geo = face_geometry(face)
        cx, cy = m.hex_centre(h[0], h[1])
        for a, area in enumerate(geo.areas):
            lx, ly = rotate(area.anchor, h[3])
            p = (cx + lx * m.R, cy + ly * m.R)
            if m.rect.collidepoint(p):
                assert m.pick(p) == (i, a)
                checked += 1
        for fp in geo.fish_pos:
            lx, ly = rotate(fp, h[3])
            p = (cx + lx * m.R, cy + ly * m.R)
            if m.rect.collidepoint(p):
                assert m.pick(p) == (i, -1)
    assert checked > 3


def test_two_areas_of_a_face_are_apart(content):
    for face in content.faces.values():
        geo = face_geometry(face)
        for i, a in enumerate(geo.areas):
            for j, b in enumerate(geo.areas):
                if i < j:
                    # the centre of each island lies clearly outside the other
                    assert b.dist(a.anchor) > 0.05, face.id
                    assert a.dist(b.anchor) > 0.05, face.id


def test_land_reaches_its_edges(content):
    for face in content.faces.values():
        geo = face_geometry(face)
        for e in range(6):
            mid = (math.cos(math.radians(60 * e)) * 0.86, math.sin(math.radians(60 * e)) * 0.86)
            on_land = geo.land_dist(mid) < 0
            assert on_land == (face.edges[e] == "L"), (face.id, e)


def test_click_picks_through_the_scene(content):
    from archipelago.ui.app import App
    from archipelago.ui.input import Intent
    from archipelago.ui.table.scene import TableScene
    app = App((1600, 900))
    state = samples.game(3, 3, seed=5)
    clicked = []
    scene = TableScene(app, content, engine.view(state, None), on_click=lambda k, i: clicked.append(k))
    app.push(scene)
    app.draw()
    h = state.hexes[0]
    pos = tuple(int(v) for v in scene.renderer.map.hex_centre(h[0], h[1]))
    app.dispatch(Intent("click", pos=pos, button=1))
    assert clicked and clicked[-1][:2] == ("hex", 0)
    pygame.event.clear()
