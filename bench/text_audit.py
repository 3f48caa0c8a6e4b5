"""Text audit (issues 14, 26 and 39): the smallest text drawn, and every text clipped,
overlapping (another text or a drawing), drawn over or wrapped where it must not be (a label
broken over lines, a number parted from its word), on the scenes a player meets.

    python bench/text_audit.py --size 1280x720 [--scale 100] [--players 2,3,4,5]
                               [--kinds tables,cards,decisions,hint] [--all] [--lang de]

The scenes (tools/audit/text_scenes.py): for each player count an early table (round 2:
full explorer piles, a tall hex stack) and a late one (round 8), the acting seat's private
view; every evolution card on the track and every balance side on the deck top; the first
decision of each kind in seeded games with its first popup; a person's turn with the Hint
shown; every card's large view, on hover beside the Hint button and the replay's rows and
as a modal view; every tab of F1 (issue 37: a large view under another control, a rule cut
mid-sentence, a large view that leaves words out are findings too). Each is drawn under the text checker (tools/audit/textcheck.py: the pixel
size and window rectangle of every text shown). Prints one line per scene with findings
(and its findings), then the totals, and as its last line `smallest text: N px`.
`--lang de` draws every scene in German (issue 29: German words are longer; the table must
hold without smaller fonts).
"""

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from archipelago import i18n  # noqa: E402
from archipelago.content import load_content  # noqa: E402
from tools.audit.text_scenes import KINDS, audit  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x720", help="window size WxH")
    ap.add_argument("--scale", type=int, default=100, help="UI scale in percent (80-150)")
    ap.add_argument("--players", default="2,3,4,5", help="player counts of the tables, e.g. 2,5")
    ap.add_argument("--kinds", default=",".join(KINDS), help="scenes: " + ", ".join(KINDS))
    ap.add_argument("--all", action="store_true", help="list every finding (default: 12 per scene)")
    ap.add_argument("--lang", default=i18n.DEFAULT, choices=sorted(i18n.LANGUAGES),
                    help="the language of the scenes (default: en)")
    a = ap.parse_args()
    try:
        size = tuple(int(v) for v in a.size.lower().split("x"))
        counts = [int(v) for v in a.players.split(",")]
    except ValueError:
        ap.error("--size WxH and --players N,N,... take numbers")
    kinds = [k.strip() for k in a.kinds.split(",") if k.strip()]
    if len(size) != 2 or min(size) < 320 or not all(2 <= k <= 5 for k in counts) \
            or not set(kinds) <= set(KINDS):
        ap.error("--size WxH of at least 320x320; --players from 2 to 5; --kinds of " + ", ".join(KINDS))
    import pygame
    pygame.display.init()
    pygame.font.init()
    content = load_content()
    i18n.set_language(a.lang)
    smallest, scenes = None, 0
    totals = {"clipped": 0, "overlapping": 0, "drawn over": 0, "wrapped": 0, "cut paragraphs": 0,
              "large views under a control": 0}
    for name, rep, _ in audit(content, size, a.scale / 100, counts, kinds):
        scenes += 1
        found = {"clipped": len(rep.clipped), "overlapping": len(rep.overlaps), "drawn over": len(rep.covered),
                 "wrapped": len(rep.wrapped), "cut paragraphs": len(rep.paragraphs),
                 "large views under a control": len(rep.under)}
        for k, v in found.items():
            totals[k] += v
        if any(found.values()):
            print(f"{name}: " + ", ".join(f"{v} {k}" for k, v in found.items()))
            for line in rep.lines(10 ** 6 if a.all else 12):
                print("  " + line)
        if rep.texts:
            smallest = rep.smallest if smallest is None else min(smallest, rep.smallest)
    print(f"{scenes} scenes at {size[0]}x{size[1]}, UI scale {a.scale} %, language {a.lang}: "
          + ", ".join(f"{v} {k}" for k, v in totals.items()))
    print(f"smallest text: {smallest} px")


if __name__ == "__main__":
    main()
