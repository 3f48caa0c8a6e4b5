"""Drawings kept by the pixels they land on (issue 40): a piece or an icon drawn again on
the same spot over the same pixels (an area drawn anew after a move draws every icon in
it again, the map every piece that did not move) is drawn once; the next time, the pixels
it left are put back.

What a drawing leaves in its box depends only on what it is asked to draw and on the
pixels there before (every draw and blit works pixel by pixel), so the pixels put back
are exactly those drawing again would give: the key holds the drawing's arguments, the
seats' palette, the box, the surface's kind and the box's pixels before. The
first drawing is clipped to the box (the boxes are generous: nothing a drawing makes
lies outside them), so a drawing never reaches past what is kept of it.

`KEEP` is off while the text checker (tools/audit/textcheck.py) follows every blit: a
kept drawing put back is one blit, which the checker would read as a layer."""
from __future__ import annotations

import functools
from dataclasses import replace

import pygame

from .. import theme as T

KEEP = True
_KEPT: dict[tuple, tuple] = {}  # key -> (the box's pixels after, the hit regions added)
KEPT_PIXELS = 4_000_000         # pixels kept in all (then the drawings are forgotten and kept anew)
_size = [0]


def drawn(surf, box, key, draw, hits=None):
    """draw() onto surf, all of it inside `box`, or the pixels it left last time over the
    same pixels put back (and the regions it added to `hits`, a render.hits.Hits, added
    again)."""
    if not KEEP or surf.get_colorkey() is not None:
        draw()
        return
    alpha = bool(surf.get_flags() & pygame.SRCALPHA)
    if not alpha and surf.get_alpha() is not None:
        draw()
        return
    clip = surf.get_clip()
    box = pygame.Rect(box).clip(clip)
    if box.w <= 0 or box.h <= 0:
        return
    before = surf.subsurface(box).copy().get_buffer().raw
    k = (key, T.seat_styles(), tuple(box), alpha, surf.get_masks(), before)
    try:
        got = _KEPT.get(k)
    except TypeError:                   # (an argument that cannot be a key: drawn as asked)
        draw()
        return
    if got is not None:
        surf.blit(got[0], box)          # (a raw copy, alpha and all: see below)
        if hits is not None:
            hits.items.extend(_copies(got[1]))
        return
    n = len(hits.items) if hits is not None else 0
    surf.set_clip(box)
    try:
        draw()
    finally:
        surf.set_clip(clip)
    if _size[0] > KEPT_PIXELS:
        _KEPT.clear()
        _size[0] = 0
    after = surf.subsurface(box).copy()
    after.set_alpha(None)               # blitted as it is, not blended (per-pixel alpha copied too)
    _KEPT[k] = (after, _copies(hits.items[n:]) if hits is not None else ())
    _size[0] += box.w * box.h


def _copies(items):
    return tuple(replace(h, rect=pygame.Rect(h.rect)) for h in items)


def kept(reach):
    """A drawing function f(surf, *args) kept by `drawn`: reach(*args) -> (cx, cy, half)
    of the square that holds all it draws."""
    def wrap(fn):
        @functools.wraps(fn)
        def kept_fn(surf, *args, **kw):
            cx, cy, half = reach(*args, **kw)
            box = (int(cx - half), int(cy - half), int(2 * half) + 2, int(2 * half) + 2)
            drawn(surf, box, (fn.__name__, args, tuple(sorted(kw.items()))), lambda: fn(surf, *args, **kw))
        return kept_fn
    return wrap
