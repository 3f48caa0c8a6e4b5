"""Developer tools on the top floor: nothing in archipelago imports them. Each runs as
`python -m archipelago.ui.tools.<name>` (--help for options):

snapshot.py        the table of a bot game for one viewer as a PNG
interact_shots.py  the interactive table at decisions of each kind (docs/screenshots/interact-*.png)
anim_shots.py      strips of the table's animations (docs/screenshots/anim-*.png)
learn_shots.py     Learn to play: coach tips, the hint, the deck top large (docs/screenshots/learn-*.png)
hotseat_shots.py   the shared screen's questions: an old save from the title, the curtain off (docs/screenshots/hotseat-*.png)
hotseat_fuzz.py    random hot-seat games through the real app, every frame judged, old saves loaded from the title
table.py           the table of a bot game in a window, played by mouse (no game shell)
textcheck.py       the text checker: sizes, clipped and overlapping texts of a frame (bench/text_audit.py, tests)
"""
import argparse
import os


def headless():
    """No window and no sound: the dummy SDL drivers (unless the environment names others)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def screenshot_args(prog, argv):
    """Headless, then the options of the screenshot tools: (--out folder, --size as (w, h))."""
    headless()
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--size", default="1600x900")
    a = ap.parse_args(argv)
    return a.out, tuple(int(v) for v in a.size.lower().split("x"))
