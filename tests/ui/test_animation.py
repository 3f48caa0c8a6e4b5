"""Animations on the table and the UI scale (UX.md "short animations (150-400 ms) ... with a
speed setting including 'instant' and a key to skip"; "a UI scale setting").

The old view of each test is the real view with one citizen standing on another hex (what
the table showed before it moved); the new view is the engine's, with the seat's legal
actions, so that clicks can be checked too. Headless: the dummy video driver."""
import copy
import time

import pygame
import pytest

from archipelago import engine
from archipelago.match import samples
from archipelago.match.autoplay import RandomPolicy
from archipelago.ui.app import App
from archipelago.ui.input import Intent
from archipelago.ui.interact import click_path
from archipelago.ui.render import anim
from archipelago.ui.settings import ANIM_FACTOR, Settings
from archipelago.ui.table import paint
from archipelago.ui.table.scene import TableScene, fits


@pytest.fixture(scope="module")
def turn_state(content):
    """A running 3-player game at a seat's turn (place a disc, use a card or pass)."""
    s = samples.game(3, 2, seed=5)
    pol = RandomPolicy(5)
    while not (s.frames[-1]["k"] == "turn" and any(a.kind == "place_disc" for a in engine.legal_actions(s))):
        engine.apply(s, pol.choose(s))
    return s


def moved_back(content, view):
    """A copy of `view` where one citizen on the map stands on another land hex; its unit."""
    old = copy.deepcopy(view)
    hexes = old["hexes"]
    for u, t in enumerate(old["units"]):
        if t is None or t[0] < 0 or t[4] >= 0 or t[5] >= 0 or u % old["unit_slots"] >= old["citizens_per_player"]:
            continue
        for h, hx in enumerate(hexes):
            if h != t[0] and content.faces[hx[2]].areas:
                old["units"][u] = [h, 0, t[2], t[3], -1, -1]
                return old, u
    raise AssertionError("no citizen on the map")


class Rig:
    def __init__(self, content, state, size=(1600, 900)):
        pygame.event.clear()
        self.app = App(size)
        self.got = []
        self.seat = engine.to_act(state)
        self.new = engine.view(state, self.seat)
        self.old, self.unit = moved_back(content, self.new)
        self.scene = TableScene(self.app, content, self.old, submit=self.got.append, on_undo=lambda: None,
                                on_menu=lambda: None)
        self.app.push(self.scene)
        self.app.running = True
        self.app.draw()

    def change(self, speed=1.0):
        self.scene.set_anim_speed(speed)
        self.scene.set_view(self.new)

    def steps(self, n):
        for _ in range(n):
            self.app.step(block=False)

    def click(self, pos):
        for e in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
            for intent in self.app.input.translate(e):
                self.app.dispatch(intent)


def test_a_moved_unit_glides_and_the_animation_ends_within_its_duration(content, turn_state):
    """The animation runs on its own clock: driven by a fake clock at 60 frames a second
    (no wall-clock time is asserted), it draws frames in between and ends within a frame
    of its duration."""
    rig = Rig(content, turn_state)
    app, scene = rig.app, rig.scene
    rig.change()
    assert scene.animating
    f0 = app.frames
    rig.steps(1)                                         # the first frame plans and starts it
    a = scene.anim
    assert a is not None and 0.15 <= a.duration <= 0.4
    glides = [it for it in a.items if isinstance(it, anim.Glide) and it.on_map]
    assert len(glides) >= 1 and a.map_layer is not None
    glide = next(g for g in glides if g.look[0] == "citizen")
    assert glide.p0 != glide.p1                          # from the old place to the new one
    now = [0.0]
    a.t0, a.clock = 0.0, (lambda: now[0])
    dt, mid, ticks = 1 / 60, None, 0
    while scene.animating and ticks < 200:
        ticks += 1
        now[0] = ticks * dt
        rig.steps(1)
        if mid is None and now[0] > a.duration / 3:
            mid = pygame.image.tobytes(app.screen, "RGB")
    assert not scene.animating
    assert ticks <= a.duration / dt + 2, ticks           # ends on time (a frame of slack)
    assert app.frames - f0 >= 4                          # frames in between were drawn
    assert mid is not None and mid != pygame.image.tobytes(app.screen, "RGB")


def test_speed_factors_and_instant_draws_no_intermediate_frames(content, turn_state):
    rig = Rig(content, turn_state)
    app, scene = rig.app, rig.scene
    durations = {}
    for speed in ("slow", "normal", "fast"):
        scene.set_anim_speed(0)
        scene.set_view(rig.old)
        app.draw()
        rig.change(Settings(speed=speed).anim)
        app.draw()
        durations[speed] = scene.anim.duration
        scene.finish_animation()
    assert abs(durations["slow"] - 1.5 * durations["normal"]) < 1e-6
    assert abs(durations["fast"] - 0.5 * durations["normal"]) < 1e-6
    assert ANIM_FACTOR["instant"] == 0 and Settings(speed="instant").anim == 0
    scene.set_anim_speed(0)
    scene.set_view(rig.old)
    app.draw()
    started, f0 = scene.anim_started, app.frames
    rig.change(Settings(speed="instant").anim)
    assert not scene.animating
    rig.steps(20)
    assert app.frames - f0 == 1                          # the new view, once
    assert scene.anim_started == started and scene.wake_in() is None


def test_a_click_during_an_animation_finishes_it_and_submits_the_right_action(content, turn_state):
    rig = Rig(content, turn_state)
    app, scene = rig.app, rig.scene
    rig.change()
    app.draw()
    assert scene.anim is not None
    action = next(a for a in engine.legal_actions(turn_state) if a.kind == "place_disc")
    path = click_path(scene, action)
    assert path
    rig.click(path[0])
    assert not scene.animating                           # the first click ended it at once
    for pos in path[1:]:
        app.draw()
        rig.click(pos)
    assert rig.got == [action]


def test_a_key_ends_an_animation_and_space_skips_them(content, turn_state):
    rig = Rig(content, turn_state)
    rig.change()
    rig.app.draw()
    assert rig.scene.anim is not None
    rig.app.dispatch(Intent("key", key="space"))
    assert not rig.scene.animating


def test_idle_after_an_animation_draws_nothing(content, turn_state):
    rig = Rig(content, turn_state)
    app, scene = rig.app, rig.scene
    rig.change()
    t0 = time.monotonic()
    while scene.animating and time.monotonic() - t0 < 2.0:
        rig.steps(1)
    rig.steps(1)
    assert not scene.animating and scene.wake_in() is None
    f0 = app.frames
    rig.steps(20)
    assert app.frames == f0
    # an animation that is never drawn (a scene covers the table) is dropped, not spun
    rig.change()
    app.draw = lambda: None
    rig.steps(6)
    assert not scene.animating


def test_every_kind_of_change_is_planned(content):
    """Cubes into a market, a marker, a disc, a new hex, a card bought and one refilled."""
    s = samples.game(3, 1, seed=4)
    app = App((1600, 900))
    v0 = engine.view(s, 0)
    scene = TableScene(app, content, v0)
    app.push(scene)
    app.draw()
    v1 = copy.deepcopy(v0)
    res = next(iter(v1["markets"]["domestic"]))
    v1["markets"]["domestic"][res] += 2
    v1["rebellion"] += 3
    space = next(k for k in v1["wheel"] if k.startswith("harvest"))
    v1["wheel"][space] = [*v1["wheel"][space], 1]
    bought = next(i for i, t in enumerate(v1["track"]) if t is not None)
    card = v1["track"][bought]["card"]
    v1["track"][bought] = None
    v1["owner"][card] = 1
    h = v1["hexes"][-1]
    free = next((q, r) for q in range(-6, 7) for r in range(-6, 7)
                if all((q, r) != (x[0], x[1]) for x in v1["hexes"]))
    v1["hexes"].append([free[0], free[1], h[2], 0, None])
    scene.set_view(v1)
    app.draw()
    a = scene.anim
    kinds = {type(it).__name__ + ":" + (it.look[0] if isinstance(it, anim.Glide) else "") for it in a.items}
    assert {"Glide:cube", "Glide:marker", "Glide:disc", "HexDrop:", "ImageMove:"} <= kinds, kinds
    assert a.duration <= 0.4 + 1e-9
    for at in (0.0, 0.1, 0.2, 0.3, 0.4):                 # every item draws at every moment
        a.draw(app.screen, at=at)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_ui_scale_scales_text_and_nothing_leaves_the_window(content, turn_state, size):
    app = App(size)
    view = engine.view(turn_state, engine.to_act(turn_state))
    lines = [("line", f"Ann harvests wood ({i}).", 0) for i in range(40)]
    heights = {}
    screen = app.screen.get_rect()
    for scale in (0.8, 1.0, 1.25, 1.5):
        scene = TableScene(app, content, view, lines, submit=lambda a: None, on_undo=lambda: None,
                           on_menu=lambda: None)
        scene.set_ui_scale(scale)
        app.stack = []
        app.push(scene)
        app.draw()
        lay = scene.layout()
        # the tooltip, the log and the decision panel are drawn larger with the scale
        paint.tooltip(scene, app.screen, "Harvest fruit: move active units onto free fruit icons.", (40, 40))
        tip = scene.tip_cache[("Harvest fruit: move active units onto free fruit icons.", scene.renderer.ui.s)]
        heights[scale] = (tip.get_height(), lay.ctx.font(14).get_height(), scene.renderer.log_info["fit"])
        # nothing leaves the window: the board areas, the panel and its controls
        assert lay.panel is not None and fits(lay.panel, screen), (scale, lay.panel.rect)
        for name, r in scene.renderer.fitted.rects.items():
            assert screen.contains(r), (name, r)
        for c, r in lay.panel.controls():
            assert screen.contains(r), (c.id, r)
        for r in lay.buttons.values():
            assert screen.contains(r)
        # hovering anywhere gives a tooltip inside the window
        for h in scene.renderer.hits.items[::7]:
            app.dispatch(Intent("hover", pos=h.rect.center))
            scene.hover_since -= 1.0
            scene.update(0.02)
            app.draw()
            key = (scene.hover_hit.tip, scene.renderer.ui.s) if scene.hover_hit is not None else None
            if key in scene.tip_cache:
                t = scene.tip_cache[key]
                assert t.get_width() <= size[0] and t.get_height() <= size[1]
    assert heights[0.8][0] <= heights[1.0][0] < heights[1.25][0] < heights[1.5][0]
    assert heights[1.0][1] < heights[1.5][1]
    assert heights[1.5][2] < heights[1.0][2]             # larger log text: fewer rows fit


@pytest.mark.slow
def test_bots_wait_for_the_last_move_to_be_animated(tmp_path, monkeypatch, content):
    """In a game at "fast" speed (its pause between moves made tiny) every bot move is
    animated, and the next bot move is applied only after the previous animation has
    played; Space skips them all; the game scene sets the UI scale of its table from the
    settings."""
    from archipelago.ui import settings as settings_mod
    from archipelago.ui.app import Scene
    from archipelago.ui.scenes import Shell
    from tools.script import Driver
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path))
    monkeypatch.setitem(settings_mod.SPEED_DELAY, "fast", 0.01)     # only the animations hold the bots
    pygame.event.clear()
    app = App((1280, 720))
    shell = Shell(app, content=content, settings=Settings(speed="fast", ui_scale=1.25), settings_folder=tmp_path)
    shell.title()
    app.running = True
    d = Driver(app, shell, seed=1)
    d.click("new")
    d.click("seed")
    d.type("10")                            # the order Cy, Ann, Bob (R3.2): Bob places after Ann
    d.click("start")
    game = shell.game
    table, s = game.table, game.session.match
    assert table.renderer.ui_scale == 1.25 and table.anim_speed == ANIM_FACTOR["fast"]
    while not s.bot_to_act():
        d.human_move()
    during = []
    apply = s.apply

    def spy(action, *, by):
        if not s.is_human(action.seat):
            during.append(table.animating)
        return apply(action, by=by)
    s.apply = spy
    started = table.anim_started
    d.wait(lambda: not s.bot_to_act() and not table.animating, seconds=15.0)    # the bots' moves, each animated
    assert len(during) >= 3 and not any(during), during
    assert table.anim_started > started
    # Space: the bots play on to the human's decision without any animation, the last too
    while not s.bot_to_act():
        d.human_move()
    started = table.anim_started
    d.key("space")
    assert game.skip
    for _ in range(10000):
        if d.holds("human") or d.holds("objective"):
            break
        d.step(1)
    if d.top_kind() == "objective":         # the bots dealt the objectives: her moment first (issue 25)
        d.click("continue")
        d.until("human", 10)
    d.step(3)
    assert table.anim_started == started and not table.animating
    shell.reset(Scene(app))
    pygame.event.clear()


def test_every_action_is_still_clicked_exactly_at_ui_scale_150_on_1280x720(content):
    """The decision panel, popups and their controls at 150 % on the smallest window:
    every legal action of a short game's sampled decisions is submitted by its clicks."""
    from tests.ui.interact_tables import Harness
    from tests.ui.test_interact import _sampled_game
    h = Harness(content, (1280, 720))
    show = h.show

    def scaled(state, seat=None):
        v = show(state, seat)
        h.scene.set_ui_scale(1.5)
        return v
    h.show = scaled
    seen = _sampled_game(h, 3, 12, {"turn": 3, "bids": 1, "r0_place": 2, "p6_step": 1}, steps=1200)
    assert {"r0_place", "turn", "bids"} <= set(seen)
    assert h.scene.renderer.ui.s > h.scene.renderer.ctx.s
