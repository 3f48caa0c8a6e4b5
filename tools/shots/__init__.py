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
