"""Draws the game's icon (assets/icon.png, 256x256) procedurally: an island hex in the
sea with a sail. Run once after changing the art: python packaging/make_icon.py"""

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import pygame  # noqa: E402

SIZE = 256
OUT = Path(__file__).resolve().parents[1] / "assets" / "icon.png"


def hexagon(cx, cy, r):
    return [(cx + r * math.cos(math.radians(60 * i - 30)),
             cy + r * math.sin(math.radians(60 * i - 30))) for i in range(6)]


def main():
    pygame.init()
    s = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    c = SIZE / 2
    pygame.draw.polygon(s, (14, 42, 71), hexagon(c, c, 124))
    pygame.draw.polygon(s, (32, 104, 160), hexagon(c, c, 112))
    pygame.draw.polygon(s, (94, 170, 214), hexagon(c, c, 112), 6)
    island = [(70, 150), (92, 112), (130, 98), (170, 110), (192, 146), (170, 176),
              (126, 186), (88, 176)]
    pygame.draw.polygon(s, (232, 214, 160), [(x, y + 4) for x, y in island])
    pygame.draw.polygon(s, (98, 160, 76), island)
    pygame.draw.polygon(s, (60, 112, 52), island, 4)
    pygame.draw.polygon(s, (120, 120, 120), [(118, 130), (136, 104), (154, 130)])
    pygame.draw.polygon(s, (240, 240, 240), [(130, 113), (136, 104), (142, 113)])
    pygame.draw.rect(s, (200, 140, 60), (92, 136, 18, 14))
    pygame.draw.polygon(s, (160, 60, 40), [(88, 138), (101, 126), (114, 138)])
    pygame.draw.polygon(s, (120, 70, 40), [(150, 206), (204, 206), (194, 218), (160, 218)])
    pygame.draw.line(s, (80, 50, 30), (177, 206), (177, 160), 4)
    pygame.draw.polygon(s, (245, 240, 225), [(180, 162), (180, 202), (206, 200)])
    pygame.draw.polygon(s, (0, 114, 178), [(174, 164), (174, 200), (150, 198)])
    pygame.image.save(s, str(OUT))
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
