"""Colours, fonts and the text-surface cache of the table.

Everything is sized in *design pixels* (the 1600x900 layout of assets/layout/table.tmx);
`Ctx.px` turns a design length into window pixels for the current scale. Text never goes
below the legibility floor (issue 14): MIN_TEXT_PX window pixels, and MIN_TEXT design pixels
at the current scale (12 px at 1600x900); layouts make room for it, short forms (icons,
abbreviations, short card titles with the full text one hover away) keep it from crowding. Fonts are the
bundled DejaVu faces (assets/fonts, licence beside them): no system font is ever used.
"""
from __future__ import annotations

from pathlib import Path

import re

import pygame

from archipelago.seats import COLOURS, EMBLEMS

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
FONTS = ASSETS / "fonts"

FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "condb": "DejaVuSansCondensed-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}

# The seats' palette (archipelago/seats.py): a colour and an emblem shape each (UX.md).
PLAYER_COLOURS, PLAYER_EMBLEMS = COLOURS, EMBLEMS

RESOURCES = ("fruit", "cattle", "fish", "wood", "stone", "iron")
RES_COLOURS = {
    "fruit": (206, 52, 45),
    "cattle": (139, 90, 52),
    "fish": (70, 150, 205),
    "wood": (46, 110, 50),
    "stone": (150, 150, 142),
    "iron": (62, 66, 80),
}
# Cube fill colours (a little lighter, cubes carry the icon too on hover/tooltips).
CUBE_COLOURS = {
    "fruit": (214, 64, 54),
    "cattle": (150, 100, 60),
    "fish": (84, 160, 215),
    "wood": (58, 128, 60),
    "stone": (170, 170, 162),
    "iron": (72, 76, 92),
}

# Table
TABLE = (38, 44, 52)
TABLE_DARK = (28, 32, 38)
FELT = (44, 62, 70)
PANEL = (236, 226, 200)          # parchment
PANEL_DARK = (214, 200, 166)
PANEL_EDGE = (120, 96, 62)
INK = (40, 32, 24)
INK_SOFT = (96, 84, 68)
INK_FAINT = (150, 138, 116)
WHITE = (250, 248, 240)
GOLD = (226, 180, 60)
GOLD_DARK = (150, 110, 30)
RED = (190, 40, 36)
RED_BG = (200, 62, 52)
GREEN_OK = (60, 140, 70)
SURPLUS_C = (52, 96, 160)        # surplus-workers glyph colour
REBEL_C = (190, 40, 36)
HILITE = (255, 236, 140)

SEA_DEEP = (38, 104, 150)
SEA = (58, 132, 178)
SEA_SHALLOW = (104, 176, 206)
SAND = (232, 214, 160)
LAND = (128, 170, 86)
LAND_DARK = (98, 142, 66)
LAND_LIGHT = (156, 192, 108)
HEX_EDGE = (22, 70, 104)

CHAR_C = (150, 62, 48)           # character card band
PROG_C = (40, 104, 120)          # progress card band
WONDER_C = (150, 120, 40)

MIN_TEXT_PX = 11                 # no text smaller, in window pixels (1280x720 and up)
MIN_TEXT = 12                    # nor smaller than this many design pixels at the scale


class MeasuredFont(pygame.font.Font):
    """A font that keeps the sizes it measured: fitting, shortening and wrapping a text
    measure the same words again on every frame they are drawn (833,000 measures in the UI
    tests, 4.4 s), and a kept size costs a dictionary look-up. At most `limit` texts are
    kept, then the memory starts again."""

    def __init__(self, path, size, limit=20_000):
        super().__init__(path, size)
        self._sizes: dict[str, tuple[int, int]] = {}
        self._limit = limit

    def size(self, text):
        got = self._sizes.get(text)
        if got is None:
            if len(self._sizes) >= self._limit:
                self._sizes.clear()
            got = self._sizes[text] = pygame.font.Font.size(self, text)
        return got


class TextCache:
    """Rendered text surfaces, keyed by (text, face, pixel size, colour)."""

    def __init__(self, limit: int = 4000):
        self.fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self.cache: dict[tuple, pygame.Surface] = {}
        self.limit = limit

    def font(self, face: str, size: int) -> pygame.font.Font:
        key = (face, size)
        f = self.fonts.get(key)
        if f is None:
            f = MeasuredFont(str(FONTS / FONT_FILES[face]), max(6, size))
            self.fonts[key] = f
        return f

    def render(self, text: str, face: str, size: int, colour) -> pygame.Surface:
        key = (text, face, size, tuple(colour))
        s = self.cache.get(key)
        if s is None:
            if len(self.cache) > self.limit:
                self.cache.clear()
            s = self.font(face, size).render(text, True, colour)
            self.cache[key] = s
        return s

    def glyph(self, mark: str, face: str, size: int, colour) -> pygame.Surface:
        """An icon's mark (the ƒ on a florin coin): part of a drawing, not text to read, so
        it follows the icon's size and is not held to MIN_TEXT_PX."""
        key = ("glyph", mark, face, size, tuple(colour))
        s = self.cache.get(key)
        if s is None:
            s = self.cache[key] = self.font(face, size).render(mark, True, colour)
        return s


_TEXT: TextCache | None = None


def text_cache() -> TextCache:
    global _TEXT
    if _TEXT is None:
        if not pygame.font.get_init():
            pygame.font.init()
        _TEXT = TextCache()
    return _TEXT


def kept(cache, key, make, limit):
    """cache[key], made by make() the first time; the cache is emptied when it holds `limit`
    entries (the drawings, measures and texts the UI keeps by exactly what decides them)."""
    v = cache.get(key)
    if v is None:
        if len(cache) >= limit:
            cache.clear()
        v = cache[key] = make()
    return v


_WRAPS = {}                     # Ctx.wrap's lines by (face, pixel size, width, text)
_ELLIPSES = {}                  # Ctx.ellipsize_px's answers by (face, pixel size, width, text)
# Issue 39: a line never breaks between a number and what it counts ("+ 1 Bürger", "3 Steine")
# nor before a number that closes a phrase ("(Taste 0)").
_COUNT = re.compile(r"^[(\[]?[+−-]?\d+(?:[.,:/]\d+)*[ƒ%×]?$")
_CLOSING = re.compile(r"^[+−-]?\d+(?:[.,:/]\d+)*[ƒ%×]?[)\].,;:!?]+$")
_SIGNS = {"+", "−", "-", "×", "→", "=", "≥", "≤", "<", ">"}


def glued(a, b):
    """Whether a line may not break between the words a and b: a number and the word it
    counts ("3 Steine"), a sign and its number ("+ 1"), a word and the number closing it
    ("(Taste 0)")."""
    word = b[:1].isalpha() or b[:1] == "("
    return bool(_COUNT.fullmatch(a) and word or a in _SIGNS and _COUNT.fullmatch(b)
                or _CLOSING.fullmatch(b) and a[-1:].isalnum())       # not after "cattle:" (a value may start a line)


def _smaller(words):
    """A unit of three words in two: the number kept with its word ("+" / "1 Bürger,")."""
    if len(words) == 3:
        return [words[0], f"{words[1]} {words[2]}"] if glued(words[1], words[2]) else \
            [f"{words[0]} {words[1]}", words[2]]
    return words


def wrap_units(words):
    """The words of a paragraph in the units a line may not break inside (`glued`; at most
    three words a unit)."""
    units = []
    for w in words:
        if units and len(units[-1]) < 3 and glued(units[-1][-1], w):
            units[-1].append(w)
        else:
            units.append([w])
    return [" ".join(u) for u in units]
WRAPS_KEPT = 20000


class Ctx:
    """Drawing context for one scale: design-px -> window-px, fonts and text. `text`
    multiplies text sizes only (the UI scale of the table: geometry keeps the layout's)."""

    def __init__(self, scale: float, text: float = 1.0):
        self.s = scale
        self.t = text
        self.tc = text_cache()
        self._floor = max(MIN_TEXT_PX, int(round(MIN_TEXT * scale * max(1.0, text))))   # text_px's floor

    def px(self, v: float) -> int:
        r = round(v * self.s)           # (an int: the drawing asks this a million times a game)
        return r if r > 1 else 1

    def fpx(self, v: float) -> float:
        return v * self.s

    def text_px(self, size: float) -> int:
        """The window pixel size of text of design size `size`: never under the floor."""
        px = round(size * self.s * self.t)
        return px if px > self._floor else self._floor

    def font(self, size: float, face: str = "sans") -> pygame.font.Font:
        return self.tc.font(face, self.text_px(size))

    def text(self, text: str, size: float, colour=INK, face: str = "sans") -> pygame.Surface:
        return self.tc.render(text, face, self.text_px(size), colour)

    def blit_text(self, surf, text, size, pos, colour=INK, face="sans", anchor="topleft"):
        t = self.text(text, size, colour, face)
        r = t.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surf.blit(t, r)
        return r

    def base_px(self) -> int:
        """The legibility floor at 100 % UI scale (what a larger UI scale may give back)."""
        return max(MIN_TEXT_PX, int(round(MIN_TEXT * self.s)))

    def text_fit(self, text, size, width, colour=INK, face="sans"):
        """Text at its size if it fits `width` px, else at the largest pixel size down to the
        100 % floor that fits (a large UI scale yields where the layout has no room), else
        ellipsized at that floor."""
        px = self.text_px(size)
        while px > self.base_px() and self.tc.font(face, px).size(text)[0] > width:
            px -= 1
        if self.tc.font(face, px).size(text)[0] > width:
            text = self.ellipsize_px(text, px, width, face)
        return self.tc.render(text, face, px, colour)

    def ellipsize_px(self, text, px, width, face="sans"):
        """text, or as much of it as fits `width` px with "…" (remembered by font, width and
        text: a shortening measures the text once per letter it drops)."""
        def shortened():
            f = self.tc.font(face, px)
            if f.size(text)[0] <= width:
                return text
            out = text
            while out and f.size(out + "…")[0] > width:
                out = out[:-1]
            return out.rstrip() + "…"
        return kept(_ELLIPSES, (face, px, width, text), shortened, WRAPS_KEPT)

    def fit_text(self, text, size, width, face="sans", min_size=9.0):
        """The largest size <= size at which text fits in width (design px -> px)."""
        while size > min_size and self.font(size, face).size(text)[0] > width:
            size -= 0.5
        return size

    def ellipsize(self, text, size, width, face="sans"):
        return self.ellipsize_px(text, self.text_px(size), width, face)

    def wrap(self, text, size, width, face="sans"):
        """Greedy word wrap into lines that fit `width` window pixels (remembered by font,
        width and text: the log wraps its last few hundred entries at every redraw)."""
        key = (face, self.text_px(size), width, text)
        lines = _WRAPS.get(key)
        if lines is None:
            if len(_WRAPS) > WRAPS_KEPT:
                _WRAPS.clear()
            lines = _WRAPS[key] = tuple(self._wrap(text, size, width, face))
        return list(lines)

    def _wrap(self, text, size, width, face):
        f = self.font(size, face)
        lines = []
        for para in text.split("\n"):
            line = ""
            for unit in wrap_units(para.split(" ")):
                parts = [unit]
                if line and f.size(unit)[0] > width and " " in unit:
                    parts = _smaller(unit.split(" "))   # a unit wider than a line: its number and word
                    if any(f.size(p)[0] > width for p in parts):  # kept together if they fit, else words
                        parts = unit.split(" ")
                for w in parts:
                    cand = (line + " " + w) if line else w
                    if f.size(cand)[0] <= width or not line:
                        line = cand
                    else:
                        lines.append(line)
                        line = w
            lines.append(line)
        return lines

    def line_h(self, size, face="sans"):
        return self.font(size, face).get_linesize()


def lighten(c, k=0.35):
    return tuple(int(v + (255 - v) * k) for v in c[:3])


def darken(c, k=0.35):
    return tuple(int(v * (1 - k)) for v in c[:3])


# Which palette entry (colour + emblem, kept together) each seat wears; the game shell
# sets it from the new-game form (None: seat i wears entry i).
_SEAT_STYLES: tuple | None = None


def set_seat_styles(styles=None):
    """Seat i wears palette entry styles[i] (colour and emblem); None resets."""
    global _SEAT_STYLES
    _SEAT_STYLES = tuple(int(s) % len(PLAYER_COLOURS) for s in styles) if styles else None


def seat_styles():
    """The palette entries the seats wear (set_seat_styles; None: seat i wears entry i)."""
    return _SEAT_STYLES


def seat_style(seat):
    if _SEAT_STYLES is not None and 0 <= seat < len(_SEAT_STYLES):
        return _SEAT_STYLES[seat]
    return seat % len(PLAYER_COLOURS)


def player_colour(seat):
    return PLAYER_COLOURS[seat_style(seat)]


def player_emblem(seat):
    return PLAYER_EMBLEMS[seat_style(seat)]
