"""Every scene and element kind renders headless, for 2-5 players at rounds 0, 3 and 8."""
import pygame
import pytest

from archipelago import engine
from archipelago.match import samples
from archipelago.ui.render.hexmap import tile_surface
from archipelago.ui.render.compose import TableRenderer

_GAMES = {}


def _game(n, rounds):
    key = (n, rounds)
    if key not in _GAMES:
        _GAMES[key] = samples.game(n, rounds, seed=4, length="long" if rounds >= 8 else "short")
    return _GAMES[key]


def _kinds(hits):
    return {h.key[0] for h in hits.items if h.key}


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("rounds", [0, 3, 8])
def test_table_renders(content, n, rounds):
    state = _game(n, rounds)
    for viewer in (None, 0):
        view = engine.view(state, viewer)
        r = TableRenderer(content)
        frame = r.render(view, (1600, 900), ["Ann takes harvest wood.", "Bob passes."])
        assert frame.get_size() == (1600, 900)
        kinds = _kinds(r.hits)
        for k in ("hex", "icon", "space", "deck", "status", "phase", "round", "log", "stability", "surplus"):
            assert k in kinds, k
        if state.round >= 1:
            assert {"slot", "trend"} <= kinds
        # every area of the layout has something drawn in it (not a flat colour)
        for name, rect in r.fitted.rects.items():
            sub = frame.subsurface(rect)
            assert len({tuple(sub.get_at((x, y))) for x in range(0, rect.w, 7) for y in range(0, rect.h, 7)}) > 3, name


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1366, 768)])
def test_sizes(content, size):
    view = engine.view(_game(4, 3), 1)
    r = TableRenderer(content)
    frame = r.render(view, size)
    assert frame.get_size() == size
    assert r.fitted.frame.w <= size[0] and r.fitted.frame.h <= size[1]


def test_showcase_every_piece_kind(content):
    state = samples.showcase(4)
    view = engine.view(state, 0)
    r = TableRenderer(content)
    r.render(view, (1600, 900))
    tips = [h.tip for h in r.hits.items]
    keys = [h.key for h in r.hits.items if h.key]
    assert any("REBEL" in t for t in tips)
    assert any("lying" in t and "citizen" in t for t in tips)
    assert any("engaged" in t for t in tips)
    assert any(t.startswith("Barbarian coin") for t in tips)
    kinds = {view["buildings"][k[1]][2] for k in keys if k[0] == "building"}
    assert kinds == {"town", "temple", "market", "port"}
    assert any("wonder built" in t for t in tips) and any("wonder not yet built" in t for t in tips)
    assert any("used this round" in t for t in tips)
    assert any(t.startswith("Revealed objective") for t in tips)
    assert any(h.card for h in r.hits.items if h.key and h.key[0] == "owned")


def test_every_face_and_rotation_draws(content):
    for face in list(content.faces.values()) + [content.start_hex]:
        for rot in range(6):
            s = tile_surface(face, rot, 30)
            assert s.get_width() > 50
            # the centre pixel is opaque, a corner of the bounding box is transparent
            assert s.get_at((s.get_width() // 2, s.get_height() // 2)).a == 255
            assert s.get_at((0, 0)).a == 0


def test_cache_reuses_frame(content):
    view = engine.view(_game(3, 3), None)
    r = TableRenderer(content)
    a = r.render(view, (1600, 900))
    key = r._frame_key
    b = r.render(view, (1600, 900))
    assert a is b and r._frame_key == key
    state = engine.copy_state(_game(3, 3))
    state.surplus = (state.surplus + 1) % 30
    r.render(engine.view(state, None), (1600, 900))
    assert r._frame_key != key


def test_large_cards_and_overlay(content):
    from archipelago.ui.table.overlay import large_card
    from archipelago.ui.theme import Ctx
    view = engine.view(_game(4, 3), 0)
    ctx = Ctx(1.0)
    ids = [view["track"][0]["card"], "deck", view["trend"], view["players"][0]["objective"]]
    for cid in ids:
        s = large_card(ctx, content, cid, view, 700)
        assert isinstance(s, pygame.Surface) and s.get_height() > 200


def test_snapshot_cli(tmp_path):
    from tools.shots import snapshot
    out = tmp_path / "t.png"
    assert snapshot.main(["--players", "3", "--seed", "2", "--rounds", "1", "--viewer", "1",
                          "--size", "1280x720", "--out", str(out)]) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    pygame.display.set_mode((1600, 900))
