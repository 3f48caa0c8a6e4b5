"""UI frame-time bench (issue 6): prints figures, asserts nothing.

    python bench/ui_bench.py [--frames 400] [--size 1920x1080] [--lang de] [--scale 150]

- first frame: from the app's start (window, content load, table scene) to the first
  frame on screen, for a late-game 5-player state (the bots' play to reach that state is
  not counted); also the same from process start, imports included;
- idle/hover frames: the mouse moving over the table (hit regions change, tooltips
  appear): median and 95th percentile; the same while an expert bot thinks on the bots'
  worker thread (issue 15: the table stays responsive), with the worlds it played;
- redraw after a change: one engine action applied, then every frame until the new view
  shows (warm caches of unchanged areas; animations off, as at the "instant" speed), and a
  cold redraw with every cache dropped (one frame);
- animated changes (normal speed): the frames preparing the change (the old frame kept),
  then the first animated frame (the change planned, its first moment drawn), then the
  frames in between (drawn at 8 moments across each animation), and the animations'
  lengths; after the last one ends, the idle loop draws nothing again.

Changes are drawn as the game's loop draws them (issue 28, App.frame_budget): a change's
drawing is spread over frames while the last frame stays on screen, so "redraw after an
action" counts every frame from the change until the new view shows (and says how many
frames that took), and an animated change is measured as the frames preparing it, then the
first animated frame. For reference the same changes are also drawn all in one frame.

`--lang de` draws the German table (i18n.set_language), `--scale 150` sets the player's UI
scale to 150 %, `--changes N` measures N changes of each kind (default 60). The bench then
prints each kind's p95 against issue 28's bound, and last `worst p95 frame: N ms`: the
largest 95th percentile of the frame kinds issue 28 bounds (redraw after an action, first
animated frame, the frames preparing it, frames in between, cold redraw, hover), to be
read at a glance; the line before it, the worst p95 of the kinds drawn while playing (all but
the cold redraw, which follows a resize or a change of the UI scale).
"""
import time

T_PROCESS = time.perf_counter()

import argparse
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from archipelago import engine, i18n
from archipelago.content import load_content
from archipelago.ui.app import FRAME_BUDGET, App
from archipelago.ui.input import Intent
from archipelago.bots import SearchBot
from archipelago.bots.search import SEARCHED
from archipelago.match import samples
from archipelago.match.autoplay import RandomPolicy, make_controller
from archipelago.match.runner import BotRunner
from archipelago.ui.render import hexmap
from archipelago.ui.table.scene import TableScene

T_IMPORTS = time.perf_counter() - T_PROCESS

GOALS = {"redraw after an action": 16, "first animated frame": 16, "preparing an animated change": 16,
         "frames in between": 8, "cold redraw": 40, "hover": 4}     # ms, issue 28


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=400)
    ap.add_argument("--changes", type=int, default=60, help="engine actions redrawn, and animated changes measured")
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--lang", default="en", help="the table's language (en, de)")
    ap.add_argument("--scale", type=float, default=100, help="the player's UI scale in percent")
    a = ap.parse_args()
    i18n.set_language(a.lang)
    size = tuple(int(v) for v in a.size.split("x"))
    state, seed = samples.late_game()
    names = state.cfg["names"]
    lines = [f"{names[i % 5]} takes harvest wood." for i in range(40)]

    # --- start to first frame ---------------------------------------------------------------
    t0 = time.perf_counter()
    app = App(size)
    content = load_content()
    scene = TableScene(app, content, engine.view(state, 0), lines)
    if a.scale != 100:
        scene.set_ui_scale(a.scale / 100)
    app.push(scene)
    app.draw()
    first = time.perf_counter() - t0

    # --- idle / hover frames -----------------------------------------------------------------
    hits = [h for h in scene.renderer.hits.items]
    times = hover_frames(app, scene, hits, a.frames)
    thinking, rollouts = expert_thinking(app, scene, hits, a.frames, content, state)
    pygame.event.clear()
    app.dispatch(Intent("hover", pos=None))    # the mouse leaves: no tooltip or card preview pending
    app.step(block=False)
    drawn = app.frames
    c0, w0 = time.process_time(), time.perf_counter()
    for _ in range(60):                        # nothing changes: the capped loop does not redraw
        app.step(block=False)
    idle_cpu = (time.process_time() - c0) / (time.perf_counter() - w0)
    idle_frames = app.frames - drawn

    # --- redraw after a change ---------------------------------------------------------------
    # as the game's loop draws (app.frame_budget: the drawing of a change spread over frames,
    # the last frame on screen until the new one is ready), and all in one frame for reference
    pol = RandomPolicy(1)
    warm, shown_after, whole, cold = [], [], [], []
    base = engine.copy_state(state)
    scene.set_anim_speed(0)
    for i in range(a.changes):
        if engine.result(state) is not None:     # the random policy ended it: start again
            state = engine.copy_state(base)
        before = scene.view
        engine.apply(state, pol.choose(state))
        v = engine.view(state, 0)
        app.frame_budget = FRAME_BUDGET
        frames = change_frames(app, scene, v)
        warm += frames
        shown_after.append(len(frames))
        app.frame_budget = None                  # the same change once more, all in one frame
        scene.set_view(before)
        app.draw()
        t = time.perf_counter()
        scene.set_view(v)
        app.draw()
        whole.append(time.perf_counter() - t)
    app.frame_budget = FRAME_BUDGET

    # --- animated changes ----------------------------------------------------------------------
    scene.set_anim_speed(1.0)
    a_first, a_prep, between, lengths = [], [], [], []
    n_actions = 0
    while len(lengths) < a.changes and n_actions < 20 * a.changes:
        if engine.result(state) is not None:
            state = engine.copy_state(base)
        engine.apply(state, pol.choose(state))
        n_actions += 1
        frames = change_frames(app, scene, engine.view(state, 0))
        an = scene.anim
        if an is None:
            continue
        a_prep += frames[:-1]
        a_first.append(frames[-1])
        lengths.append(an.duration)
        clock = [0.0]
        an.t0, an.clock = 0.0, (lambda c=clock: c[0])
        for k in range(1, 9):
            clock[0] = an.duration * k / 9
            t = time.perf_counter()
            app.dirty = True
            app.draw()
            between.append(time.perf_counter() - t)
        clock[0] = an.duration
        app.step(block=False)                    # ends it; one more frame of the new view
    app.step(block=False)
    drawn = app.frames
    for _ in range(30):
        app.step(block=False)
    idle_after = app.frames - drawn
    for i in range(5):
        scene.renderer.invalidate()
        scene.renderer.map._cache_key = None
        scene.renderer.map._bases.clear()
        hexmap._TILES.clear()
        t = time.perf_counter()
        app.draw()
        cold.append(time.perf_counter() - t)

    ms = lambda x: f"{1000 * x:.2f} ms"
    print(f"UI bench at {size[0]}x{size[1]}, language {a.lang}, UI scale {a.scale:g} %, 5 players, round {state.round} (seed {seed}), {len(hits)} hit regions")
    print(f"  first frame (app start: window + content + table + first draw): {ms(first)}")
    print(f"  first frame from process start (imports included, bot play excluded): {ms(T_IMPORTS + first)}")
    print(f"  hover/tooltip frames: median {ms(statistics.median(times))}, p95 {ms(pct(times, 95))} ({len(times)} frames)")
    print(f"  hover/tooltip frames while an expert thinks on the worker thread: median "
          f"{ms(statistics.median(thinking))}, p95 {ms(pct(thinking, 95))} ({len(thinking)} frames; "
          f"it played {rollouts} rollouts meanwhile)")
    print(f"  idle: {idle_frames} frames drawn in 60 loop iterations; CPU use {100 * idle_cpu:.1f}% of one core "
          "(the real loop also blocks on events when idle)")
    print(f"  redraw after one engine action (warm caches, no animation; every frame from the change until the "
          f"new view shows, {FRAME_BUDGET * 1000:g} ms of drawing steps a frame): median {ms(statistics.median(warm))}, "
          f"p95 {ms(pct(warm, 95))} ({len(warm)} frames); the new view shows in the first frame in "
          f"{shown_after.count(1)} of {len(shown_after)} changes, at the latest in frame {max(shown_after)}")
    print(f"    (the same changes drawn again all in one frame, map tiles drawn already: median {ms(statistics.median(whole))}, "
          f"p95 {ms(pct(whole, 95))})")
    if a_first:
        print(f"  animated: {len(a_first)} of {n_actions} actions changed something animated; first animated frame "
              f"median {ms(statistics.median(a_first))}, p95 {ms(pct(a_first, 95))}; frames before it while the change "
              f"is prepared: {len(a_prep)} (in {len(a_first)} changes), p95 "
              f"{ms(pct(a_prep, 95)) if a_prep else '-'}; frames in between median "
              f"{ms(statistics.median(between))}, p95 {ms(pct(between, 95))}; lengths "
              f"{1000 * min(lengths):.0f}-{1000 * max(lengths):.0f} ms; idle after: {idle_after} frames in 30 iterations")
    print(f"  full cold redraw (every cache dropped): median {ms(statistics.median(cold))}, "
          f"p95 {ms(pct(cold, 95))} ({len(cold)} redraws)")
    kinds = {"redraw after an action": warm, "first animated frame": a_first, "preparing an animated change": a_prep,
             "frames in between": between, "cold redraw": cold, "hover": times}
    worst = max((k for k in kinds if kinds[k]), key=lambda k: pct(kinds[k], 95))
    print("  issue 28's bounds (p95): " + "; ".join(
        f"{k} {1000 * pct(kinds[k], 95):.1f} <= {GOALS[k]:g} ms {'ok' if 1000 * pct(kinds[k], 95) <= GOALS[k] else 'OVER'}"
        for k in kinds if kinds[k]))
    print(f"  (worst of the kinds: {worst})")
    play = max((k for k in kinds if kinds[k] and k != "cold redraw"), key=lambda k: pct(kinds[k], 95))
    print(f"  worst p95 frame of play (all but the cold redraw after a resize or a scale change): "
          f"{1000 * pct(kinds[play], 95):.1f} ms ({play}; 60 Hz is 16.7 ms)")
    print(f"worst p95 frame: {1000 * pct(kinds[worst], 95):.1f} ms")
    pygame.quit()


def change_frames(app, scene, view):
    """Seconds of each frame from a new view until it shows (the game's loop: the app's
    frame budget; the frames drawn while the scene prepares it, then the one showing it)."""
    out = []
    t = time.perf_counter()
    scene.set_view(view)
    app.draw()
    out.append(time.perf_counter() - t)
    while scene.preparing:
        t = time.perf_counter()
        app.draw()
        out.append(time.perf_counter() - t)
    return out


def hover_frames(app, scene, hits, frames):
    """Seconds per frame of the mouse moving over hit regions (a third with a tooltip)."""
    times = []
    for i in range(frames):
        h = hits[(i * 7) % len(hits)]
        t = time.perf_counter()
        app.dispatch(Intent("hover", pos=h.rect.center))
        if i % 3 == 0:
            scene.hover_since -= 1.0
        scene.update(0.016)
        app.draw()
        times.append(time.perf_counter() - t)
    return times


def expert_thinking(app, scene, hits, frames, content, state):
    """Hover frames while an expert bot searches without end on the bots' worker thread
    (the game played on with heuristic bots to a decision it searches); (frame seconds,
    rollouts it played meanwhile). The search is cancelled as undo would cancel it."""
    s = engine.copy_state(state)
    play = make_controller(3)
    played = [0]
    runner = BotRunner(threaded=True)
    while not played[0]:
        # on to a decision the expert searches (not one it answers at once)
        engine.apply(s, play(s))
        while s.frames[-1]["k"] not in SEARCHED:
            engine.apply(s, play(s))
        seat = engine.to_act(s)
        bot = SearchBot(seat, 1, content=content, budget=None, samples=10 ** 9)
        rollout = bot.rollout

        def counted(*args, rollout=rollout):
            played[0] += 1
            return rollout(*args)
        bot.rollout = counted
        runner.start((engine.copy_state(s), {seat: bot}, 1, 3600.0))
        while not played[0] and runner.poll() is None:
            time.sleep(0.01)
    times = hover_frames(app, scene, hits, frames)
    runner.cancel()
    runner.close()
    return times, played[0]


if __name__ == "__main__":
    main()
