"""Text audit (issue 14): the smallest text drawn on late-game tables, what was clipped and
what overlapped.

    python bench/text_audit.py --size 1280x720 [--scale 100] [--players 2,3,4,5]

Draws a late-game table for each player count (the acting seat's private view, as a person
sees it) under the text checker (archipelago/ui/tools/textcheck.py: the pixel size and
window rectangle of every text shown), then prints, per table, the smallest sizes, the
clipped texts (cut at their box's edge, or shortened with "…") and the overlapping pairs,
each with where it is, and as its last line `smallest text: N px`.
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
from archipelago.ui.tools.textcheck import table_report  # noqa: E402


def audit(content, n, size, scale):
    """(state, report) of the late-game table for n players at size and UI scale (%)."""
    state, _ = samples.late_game(n)
    report, _ = table_report(content, engine.view(state, engine.to_act(state)), size, scale / 100)
    return state, report


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x720", help="window size WxH")
    ap.add_argument("--scale", type=int, default=100, help="UI scale in percent (80-150)")
    ap.add_argument("--players", default="2,3,4,5", help="player counts, e.g. 2,5")
    ap.add_argument("--all", action="store_true", help="list every finding (default: 12 per table)")
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
        state, rep = audit(content, n, size, a.scale)
        sizes = Counter(t.px for t in rep.texts)
        low = sorted(sizes)[:3]
        print(f"{n} players, round {state.round} {state.phase}, {size[0]}x{size[1]} at {a.scale} %: "
              f"{len(rep.texts)} texts; smallest sizes " + ", ".join(f"{s} px x{sizes[s]}" for s in low)
              + f"; {len(rep.clipped)} clipped, {len(rep.overlaps)} overlapping, {len(rep.covered)} drawn over")
        for s in low[:1]:
            print(f"  at {s} px: " + "; ".join(sorted({t.text[:40] for t in rep.texts if t.px == s})[:8]))
        for line in rep.lines(10 ** 6 if a.all else 12):
            print("  " + line)
        smallest = rep.smallest if smallest is None else min(smallest, rep.smallest)
    print(f"smallest text: {smallest} px")


if __name__ == "__main__":
    main()
