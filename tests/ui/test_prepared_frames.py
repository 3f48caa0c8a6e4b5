"""Issue 28: prepared frames. In the game's loop (`App.frame_budget`) the drawing a new view
needs (areas whose facts changed, map tiles, the map, the layout, the animation's plan) is
done in steps over frames while the last frame stays on screen; the frame that then shows
is the very frame the table draws all at once; it is never more than MAX_PREP_FRAMES frames
late, and input finishes the preparation before it acts. Budgets are counted on a clock
that ticks once each time it is read (steps, never milliseconds)."""
import pygame
import pytest

from archipelago import engine
from archipelago.match import samples
from archipelago.match.autoplay import RandomPolicy
from archipelago.ui.app import App
from archipelago.ui.input import Intent
from archipelago.ui.table import pointer
from archipelago.ui.table.scene import MAX_PREP_FRAMES, TableScene

SIZE = (1280, 720)


class Ticks:
    """A clock that moves one tick each time it is read."""

    def __init__(self):
        self.now = 0

    def __call__(self):
        self.now += 1
        return self.now


@pytest.fixture(scope="module")
def views():
    """A late 5-player game: seat 0's view, then seat 0's view after a few moves (many areas,
    the map and the decision change)."""
    state, _seed = samples.late_game()
    first = engine.view(state, 0)
    pol = RandomPolicy(3)
    for _ in range(6):
        engine.apply(state, pol.choose(state))
    return first, engine.view(state, 0)


def rig(content, view, budget, anim_speed=0):
    pygame.event.clear()
    app = App(SIZE)
    scene = TableScene(app, content, view, [f"line {i}" for i in range(12)])
    scene.set_anim_speed(anim_speed)
    app.push(scene)
    app.draw()                          # the first frame: drawn at once
    app.frame_budget = budget
    scene.clock = Ticks()
    return app, scene


def screen(app):
    return pygame.image.tobytes(app.screen, "RGB")


def preparing(content, views, anim_speed=0):
    """A table at one step a frame that was given the later view and drew one frame of it:
    still preparing (the old frame on screen)."""
    first, later = views
    app, scene = rig(content, first, 1, anim_speed)
    scene.set_view(later)
    app.draw()
    assert scene.preparing
    return app, scene


def drawn_at_once(content, view):
    """The window as a new table draws `view` in one frame."""
    app, scene = rig(content, view, None)
    return screen(app)


def test_the_last_frame_stays_while_the_next_is_prepared(content, views):
    first, later = views
    app, scene = rig(content, first, 1)            # one step a frame
    shown = screen(app)
    scene.set_view(later)
    steps = len(scene.renderer.jobs(later, SIZE, scene.log, scene.log_scroll))
    assert steps > MAX_PREP_FRAMES                  # more steps than frames it may wait
    app.draw()
    assert scene.preparing
    assert screen(app) == shown                     # the old frame, unchanged
    frames = 1
    while scene.preparing:
        app.draw()
        frames += 1
    assert frames == MAX_PREP_FRAMES + 1            # never later than that: the rest at once
    assert scene.prepared == MAX_PREP_FRAMES
    assert screen(app) == drawn_at_once(content, later)


def test_with_room_in_the_budget_the_new_view_shows_in_its_first_frame(content, views):
    first, later = views
    app, scene = rig(content, first, 10 ** 9)
    scene.set_view(later)
    app.draw()
    assert not scene.preparing and scene.prepared == 0
    assert screen(app) == drawn_at_once(content, later)


def test_without_a_budget_everything_is_drawn_at_once(content, views):
    """Tests and tools that call draw themselves (no budget) see the new view at once."""
    first, later = views
    app, scene = rig(content, first, None)
    scene.set_view(later)
    app.draw()
    assert not scene.preparing and scene.prepared == 0


def test_the_loop_keeps_drawing_while_a_frame_is_prepared(content, views):
    app, scene = preparing(content, views)
    assert scene.update(0.016) is True              # the loop draws again at once
    assert scene.wake_in() == 0.0
    while scene.preparing:
        app.draw()
    assert scene.update(0.016) is False
    assert scene.wake_in() is None


def test_a_click_while_preparing_acts_on_the_new_view(content, views):
    _first, later = views
    app, scene = preparing(content, views)
    scene.handle(Intent("click", pos=(5, 5), button=1))
    assert not scene.preparing
    assert scene.renderer.last_view is later        # its hits are the new frame's


def resting_point(content, view):
    """A point of the map where the mouse rests on something when `view` is drawn: the
    map's centre, else the first such point of a grid over the map."""
    _app, scene = rig(content, view, None)
    r = scene.renderer.fitted.rects["map"]
    grid = [(x, y) for y in range(r.top, r.bottom, 16) for x in range(r.left, r.right, 16)]
    return next(p for p in [r.center] + grid if pointer.hover_at(scene, p) is not None)


def test_the_mouse_moving_while_preparing_is_looked_at_when_the_frame_shows(content, views):
    pos = resting_point(content, views[1])
    app, scene = preparing(content, views)
    assert scene.handle(Intent("hover", pos=pos)) is False
    assert scene.hover_hit is None                  # not looked at on the old frame
    while scene.preparing:
        app.draw()
    want = pointer.hover_at(scene, pos)
    assert want is not None
    assert scene.hover_hit is not None and scene.hover_hit.ident() == want.ident()


def test_an_animation_plays_from_its_start_when_its_frame_shows(content, views):
    app, scene = preparing(content, views, anim_speed=1.0)
    while scene.preparing:
        assert scene.anim is None or scene.anim.t0 is None     # planned maybe, not yet played
        app.draw()
    assert scene.anim is not None and scene.anim.frames == 1
    assert scene.anim_started == 1


@pytest.mark.slow
def test_a_game_drawn_change_by_change_looks_as_if_drawn_at_once(content):
    """What the caches keep (areas, each player panel, map tiles and layers, the overlay's
    layer) never shows a stale or different pixel: after each of 24 moves of a late game,
    animated and prepared over frames, seen by seat 0 and now and then by the seat to act,
    the window equals what a new table draws at once for that view."""
    state, _seed = samples.late_game()
    app, scene = rig(content, engine.view(state, 0), 2, anim_speed=1.0)
    pol = RandomPolicy(11)
    prepared = 0
    for i in range(24):
        engine.apply(state, pol.choose(state))
        seat = engine.to_act(state) if i % 6 == 5 else 0
        view = engine.view(state, 0 if seat is None else seat)
        scene.set_view(view)
        app.draw()
        while scene.preparing:
            app.draw()
            prepared += 1
        scene.finish_animation()
        app.draw()
        got = screen(app)
        app.frame_budget = None
        fresh = TableScene(app, content, view, scene.log)
        app.push(fresh)
        app.draw()
        want = screen(app)
        app.pop()
        app.frame_budget = 2
        assert got == want
    assert prepared >= 10                # most changes were prepared over frames


def test_a_new_viewer_never_sees_the_last_viewers_frame(content, views):
    """Hot seat (UX.md): when the table turns to another viewer, the first frame drawn is the
    new viewer's, never a frame of the last one's secrets kept while preparing."""
    first, _later = views
    state, _seed = samples.late_game()
    other = engine.view(state, 1)
    app, scene = rig(content, first, 1)
    scene.set_view(other)
    app.draw()
    assert not scene.preparing and scene.prepared == 0
    assert screen(app) == drawn_at_once(content, other)


def test_a_covered_table_stops_asking_for_frames(content, views):
    """Under another scene the table is not drawn: after a few loop turns it does the rest of
    its drawing at once and stops asking the loop to draw (no frames spent on a menu)."""
    app, scene = preparing(content, views)
    asks = [scene.update(0.016) for _ in range(8)]     # no draw in between: covered
    assert asks[:4] == [True] * 4
    assert not scene.preparing
    assert asks[-1] is False
