"""Screenshots of the replay viewer (issue 30), headless, through the real app: a
four-player game played to its end by the bots (Ann's seat a person's), its score table's
Replay button clicked, then the viewer taken to the middle of round 4 and shown as Ann saw
it, the tooltip of the next-round button up: docs/screenshots/replay-<W>x<H>.png. Prints
what the text checker (textcheck.py) found on the viewer before the tooltip came.

    python -m tools.shots.replay [--out docs/screenshots] [--size 1280x720]
"""
from __future__ import annotations

from pathlib import Path

from tools.shots import game_over_app, print_report, screenshot_args


def shot(out, size, seed=5, length="medium", rnd=4, viewer=0):
    """(path, the text checker's report)."""
    from tools.audit.textcheck import TextCheck
    with TextCheck() as tc:
        return _shot(tc, out, size, seed, length, rnd, viewer)


def _shot(tc, out, size, seed, length, rnd, viewer):
    import pygame

    from archipelago.ui.scenes.replay import ReplayScene
    app, shell, over, d = game_over_app("replay-shots-", size, 4, seed, length)
    d.click("replay")
    scene = app.top
    assert isinstance(scene, ReplayScene)
    scene.set_viewer(viewer)
    scene.go("to_round", rnd)
    r = scene.replay
    start, stop = scene._round_span(r.round)
    scene.go("seek", (start + stop) // 2)
    app.draw()
    report = tc.frame(app)
    scene.handle(_hover(scene.controls["next_round"].center))
    scene.hover_since -= 1.0
    scene.update(0.0)
    app.draw()
    path = Path(out) / f"replay-{size[0]}x{size[1]}.png"
    pygame.image.save(app.screen, str(path))
    return path, report


def _hover(pos):
    from archipelago.ui.input import Intent
    return Intent("hover", pos=pos)


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.replay", argv)
    path, rep = shot(out, size)
    print_report(path, rep)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
