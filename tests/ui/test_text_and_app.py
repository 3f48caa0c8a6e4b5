"""The words of the table (status line, event sentences) and the app's scene stack and
input translator."""
import time

import pygame

from archipelago import engine
from archipelago.match import samples
from archipelago.ui.app import App, Scene
from archipelago.ui.input import InputTranslator, Intent
from archipelago.match.autoplay import RandomPolicy
from archipelago.ui.table.overlay import CardOverlay
from archipelago.ui.table.scene import TableScene
from archipelago.words.log import describe
from archipelago.words.status import status_line


def test_status_and_events_for_whole_games():
    content = samples.content()
    for n, seed in ((2, 1), (4, 2), (5, 3)):
        state = engine.new_game(content, samples.NAMES[:n], "short", seed=seed)
        pol = RandomPolicy(seed)
        kinds = set()
        for _ in range(3000):
            if engine.result(state) is not None:
                break
            view = engine.view(state, None)
            line = status_line(view)
            seat = view["to_act"]
            assert line.startswith(view["names"][seat] + ":"), line
            kinds.add(view["frames"][-1]["k"])
            for e in engine.apply(state, pol(state) if callable(pol) else pol.choose(state)):
                s = describe(e, state.cfg["names"])
                assert s is None or (isinstance(s, str) and s)
        assert {"turn", "bids"} <= kinds
        final = status_line(engine.view(state, None))
        assert final


def test_status_line_examples():
    view = engine.view(samples.game(4, 3, seed=1), None)
    f = view["frames"][-1]
    assert status_line(view)
    v2 = dict(view, frames=[{"k": "turn", "seat": 1, "disc": 0}], to_act=1)
    v2["players"] = [dict(p) for p in view["players"]]
    v2["players"][1].update(discs=4, discs_used=2)
    assert status_line(v2) == f"{view['names'][1]}: place an action disc (2 left), use a card or pass."
    assert f


def test_translator():
    tr = InputTranslator()
    mk = pygame.event.Event
    assert tr.translate(mk(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))[0].kind == "hover"
    assert tr.translate(mk(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=3)) == []
    out = tr.translate(mk(pygame.MOUSEBUTTONUP, pos=(11, 10), button=3))
    assert out[0].kind == "click" and out[0].button == 3
    tr.translate(mk(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    d = tr.translate(mk(pygame.MOUSEMOTION, pos=(40, 10), rel=(30, 0), buttons=(1, 0, 0)))
    assert d[0].kind == "drag" and d[0].rel == (30, 0)
    assert tr.translate(mk(pygame.MOUSEBUTTONUP, pos=(40, 10), button=1)) == []
    assert tr.translate(mk(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))[0].key == "space"
    assert tr.translate(mk(pygame.QUIT))[0].kind == "quit"
    assert tr.translate(mk(pygame.VIDEORESIZE, w=1300, h=800, size=(1300, 800)))[0].size == (1300, 800)


def test_scene_stack_tooltip_overlay_pan_zoom():
    content = samples.content()
    app = App((1600, 900))
    state = samples.game(4, 3, seed=1)
    scene = TableScene(app, content, engine.view(state, 0), ["a", "b"])
    app.push(scene)
    app.step(block=False)
    assert app.frames >= 1
    # hover a track card: tooltip after the delay, large preview after the hold
    hit = next(h for h in scene.renderer.hits.items if h.key and h.key[0] == "slot" and h.card)
    app.dispatch(Intent("hover", pos=hit.rect.center))
    assert scene.hover_hit is not None and not scene.tip_visible
    scene.hover_since = time.monotonic() - 0.45
    assert scene.update(0.016) and scene.tip_visible
    app.draw()
    scene.hover_since = time.monotonic() - 2
    assert scene.update(0.016) and scene.preview
    app.draw()
    # right click opens the large card; any click closes it; only the top scene gets input
    app.dispatch(Intent("click", pos=hit.rect.center, button=3))
    assert isinstance(app.top, CardOverlay)
    app.draw()
    app.dispatch(Intent("key", key="x"))
    assert app.top is scene
    # pan and zoom the map
    m = scene.renderer.map
    c = m.rect.center
    app.dispatch(Intent("drag", pos=c, rel=(30, -10), button=1))
    assert m.pan == [30, -10]
    z = m.zoom
    app.dispatch(Intent("scroll", pos=c, dy=1))
    assert m.zoom > z
    app.dispatch(Intent("key", key="r"))
    assert m.zoom == 1.0 and m.pan == [0.0, 0.0]
    # resize redraws at the new size
    app.dispatch(Intent("resize", size=(1280, 720)))
    app.draw()
    assert scene.renderer.fitted.size == (1280, 720)
    app.dispatch(Intent("quit"))
    assert not app.running


def test_idle_app_does_not_redraw():
    content = samples.content()
    app = App((1280, 720))
    app.push(TableScene(app, content, engine.view(samples.game(2, 1, seed=1), None)))
    app.step(block=False)
    n = app.frames
    pygame.event.clear()
    for _ in range(5):
        app.step(block=False)
    assert app.frames == n


def test_scene_base_and_replace():
    app = App((1280, 720))

    class Dummy(Scene):
        entered = exited = 0

        def enter(self):
            Dummy.entered += 1

        def exit(self):
            Dummy.exited += 1
    app.push(Dummy(app))
    app.replace(Dummy(app))
    assert Dummy.entered == 2 and Dummy.exited == 1 and len(app.stack) == 1


def test_a_font_keeps_what_it_measured_and_measures_as_pygame_does():
    """theme.MeasuredFont: the size of a text is pygame's, measured once and then kept (the
    wrapping measures the same words every frame); past its limit the memory starts again."""
    from archipelago.ui import theme
    path = str(theme.FONTS / theme.FONT_FILES["sans"])
    plain, kept = pygame.font.Font(path, 15), theme.MeasuredFont(path, 15, limit=3)
    texts = ["Export", "Hexes 17", "Ä long line, ƒ 12 — wrapped", "Export"]
    assert [kept.size(t) for t in texts] == [plain.size(t) for t in texts]
    assert len(kept._sizes) == 3 and kept.size("Export") is kept.size("Export")
    assert kept.size("") == plain.size("")          # the fourth text: the memory starts again
    assert list(kept._sizes) == [""]
    assert theme.text_cache().font("sans", 15).size("Export") == plain.size("Export")
