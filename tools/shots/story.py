"""Issue 30's screenshots, headless, through the real app: the story of a finished game
(the score table's Story tab, a point's tooltip shown) and the crisis forecast on the
table (the stability board's badge hovered, the deck top in view; hovering the deck
top's balance half shows the same):
docs/screenshots/story-charts-<W>x<H>.png and forecast-<W>x<H>.png.

    python -m tools.shots.story [--out docs/screenshots] [--size 1280x720]
"""
from __future__ import annotations

import os
import time

from archipelago.engine.kinds import ACTIONS

from tools.harness import person_app
from tools.shots import screenshot_args

STORY_GAME = (4, "medium", 12)          # players, length, seed of the finished game shown
FORECAST_GAME = (4, "medium", 3)        # a bot game stopped with a crisis on the deck top


def finished_match(content, n, length, seed):
    """A whole game of normal bots as a Match (its announcements taken)."""
    from archipelago.match.authority import Match, Seat
    from archipelago.match.samples import NAMES
    m = Match.new(content, [Seat(NAMES[i], "bot") for i in range(n)], length, seed=seed)
    while not m.over:
        m.apply(m.bot(m.to_act).choose(m.view(m.to_act), m.legal()), by=m.to_act)
    m.take_announcements()
    return m


def rest(app, scene, pos):
    """The mouse rests at pos long enough for the tooltip."""
    from archipelago.ui.input import HOVER_DELAY, Intent
    app.dispatch(Intent("hover", pos=pos))
    scene.hover_since = time.monotonic() - HOVER_DELAY - 0.05
    scene.update(0.0)
    app.dirty = True
    app.draw()


def story_shot(content, out, size):
    import pygame

    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.gameover import GameOverScene
    from archipelago.ui.settings import Settings
    import tempfile
    home = tempfile.mkdtemp(prefix="story-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    settings = Settings(speed="instant")
    settings.coach = False
    shell = Shell(app, content=content, settings=settings, settings_folder=home, threaded=False)
    shell._play(finished_match(content, *STORY_GAME))
    app.draw()
    top = app.top
    assert isinstance(top, GameOverScene), type(top)
    top.show("story")
    top.ensure()
    pts = [w for w in top.widgets if w.name.startswith("points:")]
    pick = pts[len(pts) * 2 // 3]
    rest(app, top, pick.rect.center)
    path = os.path.join(out, f"story-charts-{size[0]}x{size[1]}.png")
    pygame.image.save(app.screen, path)
    print("shot", path)
    return top


def forecast_state(content, n, length, seed):
    """A bot game stopped in phase 5 of a round whose deck top has a crisis that would
    bring rebels, its stability board holding the badge."""
    from archipelago import engine
    from archipelago.bots import make_bot
    from archipelago.engine import answers
    from archipelago.match.samples import NAMES
    s = engine.new_game(content, NAMES[:n], length, seed)
    bots = [make_bot("heuristic", i, seed * 3 + i, level="normal", content=content) for i in range(n)]
    while engine.to_act(s) is not None:
        seat = engine.to_act(s)
        engine.apply(s, bots[seat].choose(engine.view(s, seat), engine.legal_actions(s)))
        if s.round >= 3 and s.phase == ACTIONS and seat == 0 and engine.to_act(s) == 0:
            fc = answers.forecast(content, engine.view(s, 0))
            if fc and fc["domestic"] and fc["export"] is not None:
                return s
    raise SystemExit("no state with a crisis on the deck top found")


def forecast_shot(content, out, size):
    import pygame
    state = forecast_state(content, *FORECAST_GAME)
    app, game = person_app(content, size, state, 0)
    table = game.table
    table.frame()
    spot = next(h.rect for h in table.renderer.hits.items if h.key == ("forecast", "badge"))
    rest(app, table, spot.center)
    path = os.path.join(out, f"forecast-{size[0]}x{size[1]}.png")
    pygame.image.save(app.screen, path)
    print("shot", path)
    return table


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.story", argv)
    import pygame
    pygame.display.init()
    pygame.font.init()
    from archipelago.content import load_content
    content = load_content()
    story_shot(content, out, size)
    forecast_shot(content, out, size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
