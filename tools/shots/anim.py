"""Screenshots of the table's animations (docs/screenshots/anim-*.png), headless.

    python -m tools.shots.anim --out docs/screenshots [--size 1600x900]

Seeded 4-player bot games (the UI's random policy) are played until an action of each
kind below; the table of seat 0 is drawn before it, then the animation is stopped at a
quarter, half and three quarters of its length and at its end. Each kind gives a strip
of those four moments cropped around what moves (anim-<kind>.png); the revealed hex also
gives the whole table half-way (anim-table-mid.png)."""
from __future__ import annotations

import os
import sys

from tools.shots import screenshot_args
from archipelago.engine.kinds import BUY, EXPLORE, EXPLORE_UNIT, MOVE, PLACE_DISC, TURN

KINDS = {
    # name: (what the strip shows, test on (action, old view, new view))
    "explore": ("a unit explores: the new hex drops in, the unit moves onto it, the map re-centres",
                lambda a, v0, v1: a.kind == EXPLORE_UNIT and len(v1["hexes"]) > len(v0["hexes"])),
    "migrate": ("a migration: the unit glides to its new land area",
                lambda a, v0, v1: a.kind == MOVE),
    "recruit": ("reproduction: new citizens pop in, the population marker moves",
                lambda a, v0, v1: v0["population"] != v1["population"] and v0["units"] != v1["units"]
                and v1["round"] >= 1),
    "market": ("cubes entering a market area drop into their spaces",
               lambda a, v0, v1: v0["markets"] != v1["markets"] and v1["round"] >= 1),
    "wheel": ("an action disc drops onto the wheel",
              lambda a, v0, v1: a.kind == PLACE_DISC),
    "buy": ("a card bought flies to its buyer's panel",
            lambda a, v0, v1: a.kind == BUY),
    "refill": ("empty slots refill: cards slide in from the deck",
               lambda a, v0, v1: any(x is None and y is not None for x, y in zip(v0["track"], v1["track"]))
               and v1["round"] >= 1),
    "turn": ("a card turned to its next price flips",
             lambda a, v0, v1: a.kind == TURN),
}
MAP_KINDS = ("explore", "migrate", "recruit")
MOMENTS = (0.25, 0.5, 0.75, 1.0)


def find_changes(content, seeds=range(1, 40), kinds=KINDS):
    """kind -> (state before, action, state after), from seeded random games."""
    from archipelago import engine

    from archipelago.match.autoplay import RandomPolicy
    from archipelago.match.samples import NAMES
    found = {}
    for seed in seeds:
        s = engine.new_game(content, NAMES[:4], "long", seed=seed)
        pol = RandomPolicy(seed)
        for _ in range(3000):
            if engine.result(s) is not None or len(found) == len(kinds):
                break
            a = pol.choose(s)
            before = engine.copy_state(s)
            v0 = engine.view(s, 0)
            engine.apply(s, a)
            v1 = engine.view(s, 0)
            for k, (_, test) in kinds.items():
                if k not in found and test(a, v0, v1):
                    found[k] = (before, a, engine.copy_state(s))
        if len(found) == len(kinds):
            break
    return found


def strip(frames, box, labels, ctx, zoom=1.0, cols=None):
    """Frames cropped to box (times zoom) in a row (or `cols` columns), each labelled."""
    import pygame

    from archipelago.ui import theme as T
    gap = 6
    lab_h = ctx.px(22)
    cols = cols or len(frames)
    rows = (len(frames) + cols - 1) // cols
    w, h = round(box.w * zoom), round(box.h * zoom)
    out = pygame.Surface((w * cols + gap * (cols - 1), (h + lab_h) * rows + gap * (rows - 1)))
    out.fill((24, 28, 34))
    for i, (f, lab) in enumerate(zip(frames, labels)):
        x = (i % cols) * (w + gap)
        y = (i // cols) * (h + lab_h + gap)
        part = f.subsurface(box)
        out.blit(part if zoom == 1.0 else pygame.transform.smoothscale(part, (w, h)), (x, y + lab_h))
        ctx.blit_text(out, lab, 12, (x + w // 2, y + lab_h // 2), T.WHITE, "condb", "center")
    return out


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.anim", argv)
    import pygame

    from archipelago import engine

    from archipelago.match import samples
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    os.makedirs(out, exist_ok=True)
    content = samples.content()
    found = find_changes(content)
    app = App(size)
    scene = None
    for kind, (what, _) in KINDS.items():
        if kind not in found:
            print(f"anim_shots: no {kind} change found", file=sys.stderr)
            continue
        before, action, after = found[kind]
        v0, v1 = engine.view(before, 0), engine.view(after, 0)
        if scene is None:
            scene = TableScene(app, content, v0)
            app.push(scene)
        else:
            scene.set_anim_speed(0)
            scene.set_view(v0)
        scene.set_anim_speed(1.0)
        app.dirty = True
        app.draw()
        scene.set_view(v1)
        app.draw()
        an = scene.anim
        if an is None:
            print(f"anim_shots: {kind}: nothing animated", file=sys.stderr)
            continue
        clock = [0.0]
        an.t0, an.clock = 0.0, (lambda c=clock: c[0])
        frames = []
        for m in MOMENTS:
            clock[0] = an.duration * m
            app.dirty = True
            app.draw()
            frames.append(app.screen.copy())
            if kind == EXPLORE and m == 0.5:
                pygame.image.save(app.screen, os.path.join(out, "anim-table-mid.png"))
        if kind in MAP_KINDS:               # the strip shows the map part (the whole table: anim-table-mid)
            on_map = [it.box() for it in an.items if it.on_map] or [an.map_rect]
            box = on_map[0].unionall(on_map[1:]).inflate(scene.renderer.ctx.px(60), scene.renderer.ctx.px(40))
            box = box.clip(an.map_rect)
        else:
            box = an.box().inflate(scene.renderer.ctx.px(40), scene.renderer.ctx.px(30))
        box = box.clip(app.screen.get_rect())
        labels = [f"{round(an.duration * m * 1000)} ms" + (" (end)" if m == 1.0 else "") for m in MOMENTS]
        path = os.path.join(out, f"anim-{kind}.png")
        if box.w > size[0] * 0.5:           # it crosses the table: whole frames, half size, 2 x 2
            shot = strip(frames, app.screen.get_rect(), labels, scene.renderer.ctx, 0.5, cols=2)
        else:
            shot = strip(frames, box, labels, scene.renderer.ctx, 2.0 if box.h < size[1] * 0.2 else 1.0)
        pygame.image.save(shot, path)
        print(f"{path}: {what} ({action.kind}, {round(an.duration * 1000)} ms)")
        scene.finish_animation()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
