"""Screenshots of the legible table (issue 14), headless, at 1280x720 and 1920x1080:

    python -m tools.shots.legible [--out docs/screenshots] [--scale 100]

writes legible-table-WxH.png (a late-game table, the acting seat's view, with its log),
legible-event-WxH.png (the deck's balance side showing an event, right-clicked: its large
view over the table) and legible-crisis-WxH.png (a player answering a crisis), and prints
what the text checker (textcheck.py) found on each: smallest text, clipped, overlapping
and drawn-over texts; then table-uiscale-1280x720.png, the late-game table at UI scale 80,
100, 130 and 150 % side by side (each at half size)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tools.harness import headless
from archipelago.engine.kinds import ACTIONS, DCRISIS, TURN, XCRISIS

SIZES = ((1280, 720), (1920, 1080))


def scenes(content):
    """(name, state, log entries, what to open) for each screenshot: seeded bot games
    played to a late round, to an event on the deck's top, to a crisis answer."""
    from tools.shots.interact import reach
    wanted = {
        "table": (4, lambda s: s.round >= 6 and s.phase == ACTIONS and s.frames[-1]["k"] == TURN, None),
        "event": (3, lambda s: s.round >= 3 and "event" in (_deck_top(s) or {}) and s.frames[-1]["k"] == TURN,
                  "deck"),
        "crisis": (3, lambda s: s.frames and s.frames[-1]["k"] in (XCRISIS, DCRISIS), None),
    }
    out = []
    for name, (n, pred, opened) in wanted.items():
        for seed in range(1, 60):
            state, entries = reach(content, n, seed, pred, length="long")
            if state is not None:
                out.append((name, state, entries, opened))
                break
        else:
            print(f"{name}: no seed reached it", file=sys.stderr)
    return out


def _deck_top(state):
    from archipelago import engine
    return engine.view(state, None).get("deck_top")


def shoot(content, name, state, entries, opened, size, scale, folder, prefix="legible"):
    """Draw one screenshot under the text checker, as `prefix`-name-WxH.png; (path, report)."""
    import pygame

    from archipelago import engine

    from archipelago.ui.app import App
    from archipelago.ui.table.overlay import CardOverlay
    from archipelago.ui.table.scene import TableScene
    from tools.audit.textcheck import TextCheck
    with TextCheck() as tc:
        app = App(size)
        scene = TableScene(app, content, engine.view(state, engine.to_act(state)), entries,
                           submit=lambda a: None, on_undo=lambda: None, on_menu=lambda: None)
        scene.set_ui_scale(scale)
        app.push(scene)
        app.draw()
        if opened:
            app.push(CardOverlay(app, content, opened, scene.view, scene.renderer.ctx))
        report = tc.frame(app)
    path = Path(folder) / f"{prefix}-{name}-{size[0]}x{size[1]}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(path))
    return path, report


def main(argv=None):
    headless()
    ap = argparse.ArgumentParser(prog="python -m tools.shots.legible", description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--scale", type=int, default=100, help="UI scale in percent (80-150)")
    a = ap.parse_args(argv)
    from archipelago.content import load_content
    content = load_content()
    shots = scenes(content)
    for name, state, entries, opened in shots:
        for size in SIZES:
            path, rep = shoot(content, name, state, entries, opened, size, a.scale / 100, a.out)
            print(f"{path}: round {state.round} {state.phase}; smallest text {rep.smallest} px, "
                  f"{len(rep.clipped)} clipped, {len(rep.overlaps)} overlapping, {len(rep.covered)} drawn over")
            for line in rep.lines():
                print("  " + line)
    if shots and shots[0][0] == "table":
        print(ui_scales(content, *shots[0][1:3], a.out))
    return 0


def ui_scales(content, state, entries, folder, size=(1280, 720)):
    """The table at UI scale 80, 100, 130 and 150 %, each at half size, in a 2x2 sheet."""
    import pygame
    sheet = pygame.Surface(size)
    for i, scale in enumerate((0.8, 1.0, 1.3, 1.5)):
        path, _ = shoot(content, "uiscale", state, entries, None, size, scale, folder)
        shot = pygame.transform.smoothscale(pygame.image.load(str(path)), (size[0] // 2, size[1] // 2))
        sheet.blit(shot, ((i % 2) * size[0] // 2, (i // 2) * size[1] // 2))
        path.unlink()
    out = Path(folder) / f"table-uiscale-{size[0]}x{size[1]}.png"
    pygame.image.save(sheet, str(out))
    return out


if __name__ == "__main__":
    sys.exit(main())
