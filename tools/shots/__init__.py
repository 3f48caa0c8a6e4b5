"""Screenshot makers: each draws the real game headless and writes PNGs (by default into
docs/screenshots/), run as `python -m tools.shots.<name>` (--help for options):

snapshot.py   the table of a bot game for one viewer as a PNG
interact.py   the interactive table at decisions of each kind (interact-*.png)
anim.py       strips of the table's animations (anim-*.png)
learn.py      Learn to play: coach tips, the hint, the deck top large (learn-*.png)
hotseat.py    the shared screen's questions: an old save from the title, the curtain off, the curtain's
              button away from the last click, a finished game's older saves (hotseat-*.png)
newcomer.py   issue 26's screenshots: the Hint, a crisis in a few clicks, the standing line
story.py      issue 30's screenshots: the story's charts at the end, the crisis forecast (story-*, forecast-*)
net.py        issue 36's screenshots: Host a game, its lobby, Join a game, the presence marks, a bot playing
              for a dropped person (net-*.png; every connection on 127.0.0.1)
replay.py     issue 30's replay viewer (replay-*.png)
review.py     issue 41's Review tab of the score table, in English and German, and the replay a decision opens
              (review-*.png, de-review-*.png, review-replay-*.png)
away.py       issue 41's "While you were away": the curtain's offer, the replay, the offer alone with
              bots, in English and German (away-*.png, de-away-*.png)
sources.py    issue 41's score table counts and story sources: the card points and progress rows' tooltips, a
              point of the story's points chart, in English and German ([de-]sources-*.png)
legible.py    the table at both sizes with the text checker's findings (legible-*.png)
german.py     the scenes in German (issues 29 and 39: de-*.png)
"""
import argparse

from tools.harness import headless


def screenshot_args(prog, argv):
    """Headless, then the options of the screenshot tools: (--out folder, --size as (w, h))."""
    headless()
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--size", default="1600x900")
    a = ap.parse_args(argv)
    return a.out, tuple(int(v) for v in a.size.lower().split("x"))


def print_report(what, rep):
    """The text checker's findings (textcheck.Report) on `what`, a line each."""
    print(f"{what}: smallest text {rep.smallest} px, {len(rep.clipped)} clipped, {len(rep.overlaps)} overlapping, "
          f"{len(rep.covered)} drawn over")
    for line in rep.lines():
        print("  " + line)


def game_over_app(prefix, size, n, seed, length):
    """(app, shell, the score table, a driver): a game of n seats (the first a person's, its
    moves made by a bot) played to its end by the bots on the real app, headless, in a fresh
    home folder (`prefix`), the objective's reveal passed."""
    import os
    import tempfile

    import pygame

    from archipelago.match import samples
    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.gameover import GameOverScene
    from archipelago.ui.settings import Settings
    from tools.script import Driver
    home = tempfile.mkdtemp(prefix=prefix)
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    pygame.event.clear()
    shell = Shell(app, content=samples.content(), settings=Settings(speed="instant"), settings_folder=home,
                  threaded=False)
    shell.settings.coach = False
    shell._play(samples.finished_match(n, seed, length, humans=1, bots=True))
    app.running = True
    app.step(block=False)
    d = Driver(app, shell)
    d.play("over")                              # the objective's reveal, then the score table
    over = app.top
    assert isinstance(over, GameOverScene), type(over).__name__
    return app, shell, over, d
