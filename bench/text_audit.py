"""Text audit (issue 14): the smallest text drawn on late-game tables, and what was clipped.

    python bench/text_audit.py --size 1280x720 [--scale 100] [--players 2,3,4,5]

Every text surface of the table is rendered by `theme.TextCache.render` (its font pixel
size is known there) and every label shortened to fit goes through `Ctx.ellipsize`; the
audit wraps both while it draws a late-game table for each player count (the acting
seat's private view, as a person sees it), then prints, per table, the smallest sizes and
the clipped texts, and as its last line `smallest text: N px`. Overlapping text is not
measured yet (issue 14 names it); the clipped list is what `ellipsize` had to cut.
"""

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from archipelago import engine  # noqa: E402
from archipelago.content import load_content  # noqa: E402
from archipelago.match import samples  # noqa: E402
from archipelago.ui import theme  # noqa: E402
from archipelago.ui.app import App  # noqa: E402
from archipelago.ui.table.scene import TableScene  # noqa: E402

class Recorder:
    """Wraps the text renderer and the ellipsizer while a frame is drawn."""

    def __init__(self):
        self.sizes = Counter()          # font pixel size -> texts drawn at it
        self.small = {}                 # font pixel size -> a few of its texts
        self.clipped = []

    def __enter__(self):
        cache, ctx = theme.TextCache, theme.Ctx
        self._render, self._ellipsize = cache.render, ctx.ellipsize
        rec = self

        def render(tc, text, face, size, colour):
            if text.strip():
                rec.sizes[size] += 1
                rec.small.setdefault(size, set()).add(text[:40])
            return rec._render(tc, text, face, size, colour)

        def ellipsize(cx, text, size, width, face="sans"):
            out = rec._ellipsize(cx, text, size, width, face)
            if out != text:
                rec.clipped.append(f"{text!r} -> {out!r}")
            return out

        cache.render, ctx.ellipsize = render, ellipsize
        theme.text_cache().cache.clear()
        return self

    def __exit__(self, *exc):
        theme.TextCache.render, theme.Ctx.ellipsize = self._render, self._ellipsize


def audit(content, n, size, scale):
    state, _ = samples.late_game(n)
    seat = engine.to_act(state)
    app = App(size)
    scene = TableScene(app, content, engine.view(state, seat), [])
    scene.set_ui_scale(scale / 100)
    app.push(scene)
    with Recorder() as rec:
        app.dirty = True
        app.draw()
    return state, rec


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x720", help="window size WxH")
    ap.add_argument("--scale", type=int, default=100, help="UI scale in percent (80-150)")
    ap.add_argument("--players", default="2,3,4,5", help="player counts, e.g. 2,5")
    a = ap.parse_args()
    try:
        size = tuple(int(v) for v in a.size.lower().split("x"))
        counts = [int(v) for v in a.players.split(",")]
    except ValueError:
        ap.error("--size WxH and --players N,N,... take numbers")
    if len(size) != 2 or min(size) < 320 or not all(2 <= k <= 5 for k in counts):
        ap.error("--size WxH of at least 320x320; --players from 2 to 5")
    content = load_content()
    smallest = None
    for n in counts:
        state, rec = audit(content, n, size, a.scale)
        low = sorted(rec.sizes)[:3]
        print(f"{n} players, round {state.round} {state.phase}, {size[0]}x{size[1]} at {a.scale} %: "
              f"{sum(rec.sizes.values())} texts; smallest sizes "
              + ", ".join(f"{s} px x{rec.sizes[s]}" for s in low))
        for s in low[:1]:
            print(f"  at {s} px: " + "; ".join(sorted(rec.small[s])[:8]))
        for line in rec.clipped[:12]:
            print(f"  clipped: {line}")
        if len(rec.clipped) > 12:
            print(f"  ... and {len(rec.clipped) - 12} more clipped")
        smallest = low[0] if smallest is None else min(smallest, low[0])
    print(f"smallest text: {smallest} px")


if __name__ == "__main__":
    main()
