"""The one input translator: pygame events in, intents out.

Intents (namedtuple `Intent(kind, pos, button, key, dy, rel, size, down)`):
  click(pos, button, down)  a press and release without dragging (1 left, 3 right);
                      `down` = (time, pos, run) of the press, on the clock below; `run`:
                      when the run of quick clicks it belongs to began (a press less than
                      CLICK_RUN after the last press goes on the same run)
  hover(pos)          the mouse moved (pos None: it left the window)
  drag(pos, rel, button)  the mouse moved with a button held past a few pixels
  key(key)            a key name as pygame.key.name gives it ("space", "f11", "escape", "r")
  scroll(pos, dy)     the wheel turned (dy > 0: away from the user)
  resize(size)        the window changed size
  text(key)           typed text (a TEXTINPUT event; `key` holds the characters), for forms
  quit                the window was closed

HOVER_DELAY and HOLD_DELAY: how long the mouse rests before a tooltip shows, and before
a card under it is previewed large.

`InputTranslator.pointer`: where the mouse was last seen (None: not yet, or it left the
window); a curtain puts its button away from it (issue 38).

`now()` is the clock of deliberate input (curtains: a click counts only when its press
came after the curtain appeared and a short delay has passed): time.monotonic plus an
offset that tests move forward with `advance(seconds)` instead of sleeping.
"""
from __future__ import annotations

import time
from collections import namedtuple

import pygame

Intent = namedtuple("Intent", "kind pos button key dy rel size down",
                    defaults=(None, None, None, 0, None, None, None))

DRAG_SLOP = 5
CLICK_RUN = 0.5             # seconds between two presses that make them one run of quick clicks
HOVER_DELAY = 0.4
HOLD_DELAY = 1.5

_offset = 0.0


def now():
    """Seconds on the clock of deliberate input (monotonic; tests advance it)."""
    return time.monotonic() + _offset


def advance(seconds):
    """Move the input clock forward (tests: a delay passes without sleeping)."""
    global _offset
    _offset += max(0.0, float(seconds))


class InputTranslator:
    """The single place that reads pygame events and produces intents."""

    def __init__(self):
        self.pressed = None          # (button, pos, time, run start)
        self.dragging = False
        self.last_press = None       # time of the last press
        self.run = None              # when the current run of quick clicks began
        self.pointer = None          # where the mouse was last seen (None: unknown, or outside the window)

    def translate(self, e) -> list[Intent]:
        t = e.type
        if t == pygame.QUIT:
            return [Intent("quit")]
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.pointer = tuple(e.pos)
        elif t == pygame.WINDOWLEAVE:
            self.pointer = None
        if t == pygame.MOUSEBUTTONDOWN and e.button in (1, 2, 3):
            at = now()
            if self.last_press is None or self.run is None or at - self.last_press >= CLICK_RUN:
                self.run = at
            self.last_press = at
            self.pressed = (e.button, e.pos, at, self.run)
            self.dragging = False
            return []
        if t == pygame.MOUSEBUTTONUP and e.button in (1, 2, 3):
            out = []
            if self.pressed is not None and not self.dragging:
                out.append(Intent("click", pos=e.pos, button=e.button,
                                  down=(self.pressed[2], self.pressed[1], self.pressed[3])))
            self.pressed = None
            self.dragging = False
            return out
        if t == pygame.MOUSEMOTION:
            if self.pressed is not None:
                bx, by = self.pressed[1]
                if self.dragging or abs(e.pos[0] - bx) + abs(e.pos[1] - by) > DRAG_SLOP:
                    rel = e.rel if self.dragging else (e.pos[0] - bx, e.pos[1] - by)
                    self.dragging = True
                    return [Intent("drag", pos=e.pos, rel=rel, button=self.pressed[0])]
                return []
            return [Intent("hover", pos=e.pos)]
        if t == pygame.MOUSEWHEEL:
            return [Intent("scroll", pos=pygame.mouse.get_pos(), dy=e.y)]
        if t == pygame.KEYDOWN:
            return [Intent("key", key=pygame.key.name(e.key))]
        if t == pygame.TEXTINPUT:
            return [Intent("text", key=e.text)]
        if t == pygame.VIDEORESIZE:
            return [Intent("resize", size=(e.w, e.h))]
        if t == pygame.WINDOWLEAVE:
            return [Intent("hover", pos=None)]
        if t in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            return [Intent("resize", size=pygame.display.get_surface().get_size())]
        return []
