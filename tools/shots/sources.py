"""Issue 41's screenshots of the score table's counts and the story's sources, headless,
through the real app, in English and German: the card points row's tooltip (the cards that
scored, the wonders not built, the rows that counted them), the progress row's tooltip
(why a wonder counts as a progress card) and a point of the story's points chart (the
change by source and what moved it):
docs/screenshots/[de-]sources-{cards,progress,story}-<W>x<H>.png.

    python -m tools.shots.sources [--out docs/screenshots] [--size 1600x900]
"""
from __future__ import annotations

import os

from tools.shots import screenshot_args
from tools.shots.story import finished_match, rest

GAME = (3, "short", 6)      # Ann holds S06 (progress cards) and owns Cathedral, not built


def shots(content, out, size, lang="en"):
    import tempfile

    import pygame

    from archipelago.i18n import set_language
    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.gameover import GameOverScene, score_rows
    from archipelago.ui.settings import Settings
    set_language(lang)
    home = tempfile.mkdtemp(prefix="sources-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    settings = Settings(speed="instant", language=lang)
    settings.coach = False
    shell = Shell(app, content=content, settings=settings, settings_folder=home, threaded=False)
    m = finished_match(content, *GAME)
    shell._play(m)
    app.draw()
    top = app.top
    assert isinstance(top, GameOverScene), type(top)
    tag = ("de-" if lang == "de" else "") + "sources-{}" + f"-{size[0]}x{size[1]}.png"
    rows = score_rows(content, m.result(), m.names)
    progress = content.shown("objective", "S06", "name")
    for name, row in (("cards", next(i for i, r in enumerate(rows) if r[3] == "cards")),
                      ("progress", next(i for i, r in enumerate(rows) if r[0] == progress))):
        w = top.widget(f"count:{row}:0")
        rest(app, top, w.rect.center)
        path = os.path.join(out, tag.format(name))
        pygame.image.save(app.screen, path)
        print("shot", path)
    top.show("story")
    top.ensure()
    points = [w for w in top.widgets if w.name.startswith("points:")]
    alone = [w for w in points if sum(f" {name} " in w.tip for name in m.names) == 1]
    pick = max(alone, key=lambda w: (w.tip.count("\n"), len(w.tip)))     # one player's, with most to tell
    rest(app, top, pick.rect.center)
    path = os.path.join(out, tag.format("story"))
    pygame.image.save(app.screen, path)
    print("shot", path)
    set_language("en")


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.sources", argv)
    import pygame
    pygame.display.init()
    pygame.font.init()
    from archipelago.content import load_content
    content = load_content()
    for lang in ("en", "de"):
        shots(content, out, size, lang)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
