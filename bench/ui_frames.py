"""The md5 of every frame of a fixed tour of the table (issue 40): prints one line per
frame, to be compared between two versions of the drawing (a speed change must leave
every pixel as it was):

    python bench/ui_frames.py > new.txt     (and in the other version: old.txt)
    cmp old.txt new.txt

The tour, at 1280x720, 1600x900 and 1920x1080, UI scales 100 %, 130 % and 150 %, in
English and German: the tables of sample games (2 to 5 players, early and late, the acting
seat's view and the public one), the mouse resting on every eighth hit region (its tooltip
or card preview shown), the first popup of the decision opened where a target opens one
(none of the sample positions has one today: 0 "popup" frames; the popups are drawn by
tests/ui/test_interact.py), then six actions applied one after another (the areas they
change drawn anew), each frame hashed whole.
`--quick`: one size and scale, English only."""
import argparse
import hashlib
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import random  # noqa: E402

import pygame  # noqa: E402

from archipelago import engine, i18n  # noqa: E402
from archipelago.match import samples  # noqa: E402
from archipelago.ui.app import App  # noqa: E402
from archipelago.ui.input import Intent  # noqa: E402
from archipelago.ui.table.scene import TableScene  # noqa: E402


def states():
    for n in (2, 3, 4, 5):
        yield f"{n}p round 2", samples.game(n, 2, seed=1, length="long")
    for n in (3, 5):
        yield f"{n}p late", samples.late_game(n)[0]


def tour(content, size, scale, out):
    app = App(size)
    for label, state in states():
        state = engine.copy_state(state)
        for seat in (engine.to_act(state), None):
            view = engine.view(state, seat)
            scene = TableScene(app, content, view, [("line", f"{label}: {k}", k % 2) for k in range(30)],
                               submit=lambda a: None, on_menu=lambda: None, on_undo=lambda: None)
            scene.anim_speed = 0
            scene.set_ui_scale(scale)
            app.stack[:] = []
            app.push(scene)

            def shot(what):
                app.dirty = True
                app.draw()
                out(f"{size[0]}x{size[1]} {scale} {i18n.language()} {label} seat {seat} {what}: "
                    + hashlib.md5(app.screen.get_buffer()).hexdigest())
            shot("table")
            for h in scene.renderer.hits.items[::8]:
                scene.handle(Intent("hover", pos=h.rect.center))
                scene.tip_visible = scene.preview = True
                shot(f"hover {tuple(h.rect)}")
            scene.handle(Intent("hover", pos=(1, 1)))
            if seat is not None:
                opener = next((c for c in scene.layout().spec.targets.values() if c.enabled and c.to), None)
                if opener is not None:
                    scene._set_local(opener.to)
                    shot("popup")
        rnd = random.Random(7)
        for k in range(6):
            if engine.result(state) is not None:
                break
            engine.apply(state, rnd.choice(engine.legal_actions(state)))
            scene.set_view(engine.view(state, engine.to_act(state)))
            shot(f"action {k}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    pygame.display.init()
    pygame.font.init()
    content = samples.content()
    sizes = [(1600, 900)] if a.quick else [(1280, 720), (1600, 900), (1920, 1080)]
    scales = [1.0] if a.quick else [1.0, 1.3, 1.5]
    langs = ["en"] if a.quick else ["en", "de"]
    for lang in langs:
        i18n.set_language(lang)
        for size in sizes:
            for scale in scales:
                tour(content, size, scale, print)


if __name__ == "__main__":
    main()
