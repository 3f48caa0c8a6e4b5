"""Screenshots of the game review (issue 41), headless, through the real app: a three-player
short game played to its end by the bots (Ann's seat a person's), its score table's Review
tab opened (the review made in its worker process, as a player's would be: a minute or
two), a decision's tooltip up; the same in German; then a click on Ann's costliest decision
and the replay viewer there, from Ann's view:
docs/screenshots/review-<W>x<H>.png, de-review-<W>x<H>.png and review-replay-<W>x<H>.png.
Prints what the text checker (textcheck.py) found on the tab.

    python -m tools.shots.review [--out docs/screenshots] [--size 1280x720]
"""
from __future__ import annotations

import time
from pathlib import Path

from tools.shots import game_over_app, print_report, screenshot_args

GAME = (3, 8, "short")          # players, seed, length of the game reviewed


def with_mark_tip(app, over, path):
    """The Review tab with its first costly decision's tooltip up, saved at `path`."""
    import pygame

    from archipelago.ui.input import HOVER_DELAY, Intent
    over.ensure()
    w = over.widget("review:mark:0:0")
    app.dispatch(Intent("hover", pos=(w.rect.x + w.rect.w // 3, w.rect.centery)))
    over.hover_since = time.monotonic() - HOVER_DELAY - 0.05
    over.update(0.0)
    app.dirty = True
    app.draw()
    pygame.image.save(app.screen, str(path))
    return path


def shots(out, size):
    """[paths], the text checker's report of the English tab."""
    import pygame

    from archipelago import i18n
    from archipelago.ui.scenes.replay import ReplayScene
    from tools.audit.textcheck import TextCheck
    app, shell, over, d = game_over_app("review-shots-", size, *GAME)
    d.click("tab=review")
    tab = over.review
    started = time.monotonic()
    while tab.running():
        app.step(block=False)
        time.sleep(0.1)
    print(f"review: {tab.status()} in {time.monotonic() - started:.0f} s")
    assert tab.status() == "done", tab.job.error
    over.invalidate()
    app.draw()
    with TextCheck() as tc:
        report = tc.frame(app)
    paths = []
    for lang, name in (("en", "review"), ("de", "de-review")):
        i18n.set_language(lang)
        app.language_changed()
        paths.append(with_mark_tip(app, over, Path(out) / f"{name}-{size[0]}x{size[1]}.png"))
    i18n.set_language("en")
    app.language_changed()
    d.click("review:mark:0:0")
    assert isinstance(app.top, ReplayScene)
    app.draw()
    paths.append(Path(out) / f"review-replay-{size[0]}x{size[1]}.png")
    pygame.image.save(app.screen, str(paths[-1]))
    return paths, report


def run(prog, make, what, argv):
    """A screenshot tool's main: the options, the shots `make(out, size)` takes, and what
    the text checker found on `what`."""
    out, size = screenshot_args(prog, argv)
    paths, rep = make(out, size)
    for path in paths:
        print("shot", path)
    print_report(what, rep)
    return 0


def main(argv=None):
    return run("python -m tools.shots.review", shots, "review tab", argv)


if __name__ == "__main__":
    raise SystemExit(main())
