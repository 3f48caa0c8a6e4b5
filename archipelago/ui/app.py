"""The app: a resizable window (F11 fullscreen), a capped loop that redraws only on
change or animation, and a scene stack (only the top scene gets input; input.py turns
pygame events into the intents it receives).

`draw_hooks`: callables run after every drawn frame with (app, the scenes drawn, bottom
first): tests watch what was actually shown (tools/audit/privacy.py).

Scene API: enter(), exit(), handle(intent) -> bool (True: redraw), update(dt) -> bool
(True: redraw), draw(surface), wake_in() -> seconds until update needs to run again
(None: not before the next event), language_changed() (optional, see below).
`opaque = False` scenes are drawn over the one below.

`frame_budget` (issue 28): in the game's loop (`run`) a scene may spread the drawing of
a change over frames, FRAME_BUDGET seconds of it a frame (TableScene: prepared frames);
tests that call `draw` themselves get everything at once unless they set it.

The language (issue 29): when it switches (i18n.set_language, Settings > Language), the
app is told (i18n.on_change) and every open scene forgets the text it laid out, then the
whole stack is drawn again, without a restart: `App.language_changed` clears the shared
text caches and calls each scene's `language_changed()`; a scene without one is
invalidated (`invalidate()`, a form rebuilds its widgets) and, if it shows a game,
refreshed (`refresh(force=True)`: its view and log are worded again) after its table
dropped its worded text (`TableScene.language_changed`).
"""
from __future__ import annotations

import pygame

from archipelago import i18n

from .input import InputTranslator


MIN_WINDOW = (1280, 720)
FRAME_BUDGET = 0.006             # s of drawing steps a frame in the game's loop (60 Hz: 16.7 ms a frame,
                                 # room left for the step that overruns it and for showing the frame)
TITLE = "Archipelago"            # the window's title: the game's name in every language  # i18n: not shown


class Scene:
    opaque = True

    def __init__(self, app):
        self.app = app

    def enter(self):
        pass

    def exit(self):
        pass

    def handle(self, intent) -> bool:
        return False

    def update(self, dt) -> bool:
        return False

    def draw(self, surface):
        pass

    def wake_in(self):
        return None


WAKE_EVENT = pygame.event.custom_type()


class App:
    def __init__(self, size=(1600, 900), fullscreen=False, fps=60, title=TITLE):
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(title)
        self.windowed_size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if fullscreen:
            self.toggle_fullscreen()
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.input = InputTranslator()
        self.running = False
        self.dirty = True
        self.frames = 0
        self.draw_hooks = []
        self.frame_budget = None        # seconds of drawing work a scene may do a frame before it
                                        # shows (None: all at once; `run` sets FRAME_BUDGET)
        i18n.on_change(self.language_changed, weak=True)

    # --- scenes ---------------------------------------------------------------------------
    def push(self, scene):
        self.stack.append(scene)
        scene.enter()
        self.dirty = True

    def pop(self):
        scene = self.stack.pop()
        scene.exit()
        self.dirty = True
        return scene

    def replace(self, scene):
        if self.stack:
            self.pop()
        self.push(scene)

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    # --- language -------------------------------------------------------------------------
    def language_changed(self, lang=None):
        """The language switched: every open scene drops its worded text and the whole
        stack is drawn again (see the module doc)."""
        from . import theme
        from .render import common
        theme.text_cache().cache.clear()
        common._PANELS.clear()                  # panel backgrounds keep their title's text
        for scene in list(self.stack):
            hook = getattr(scene, "language_changed", None)
            if hook is not None:
                hook()
                continue
            table_hook = getattr(getattr(scene, "table", None), "language_changed", None)
            if table_hook is not None:          # a game scene: its table (TableScene.language_changed)
                table_hook()
            invalidate = getattr(scene, "invalidate", None)
            if invalidate is not None:
                invalidate()
            refresh = getattr(scene, "refresh", None)
            if refresh is not None:
                refresh(force=True)
        self.dirty = True

    # --- window ---------------------------------------------------------------------------
    def toggle_fullscreen(self):
        if self.fullscreen:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.fullscreen = False
        else:
            self.windowed_size = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = True
        self.dirty = True

    def resize(self, size):
        w, h = max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1])
        if not self.fullscreen:
            if (w, h) != self.screen.get_size():
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self.windowed_size = (w, h)
        self.dirty = True

    # --- loop -----------------------------------------------------------------------------
    def wake(self):
        """Wake a waiting loop so that scenes update now (safe to call from any thread,
        e.g. a worker that finished thinking)."""
        try:
            pygame.event.post(pygame.event.Event(WAKE_EVENT))
        except pygame.error:          # the display is gone (shutting down)
            pass

    def dispatch(self, intent):
        if intent.kind == "quit":
            self.running = False
            return
        if intent.kind == "resize":
            self.resize(intent.size)
        if intent.kind == "key" and intent.key == "f11":
            self.toggle_fullscreen()
            return
        top = self.top
        if top is not None and top.handle(intent):
            self.dirty = True

    def draw(self):
        surf = self.screen
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        drawn = self.stack[start:]
        for scene in drawn:
            scene.draw(surf)
        pygame.display.flip()
        self.frames += 1
        for hook in list(self.draw_hooks):
            hook(self, list(drawn))

    def step(self, block=True, draw=True):
        """One loop iteration: wait (if idle), handle events, update, draw if needed
        (`draw=False`: the frame is left to the next step that draws; a test driver's clicks
        that follow each other at once, tools/script.py)."""
        events = pygame.event.get()
        if not events and block and not self.dirty:
            wake = [s.wake_in() for s in self.stack]
            wake = [w for w in wake if w is not None]
            timeout = int(1000 * min(wake + [0.5]))
            if timeout > 0:
                e = pygame.event.wait(timeout)
                events = [e] if e.type != pygame.NOEVENT else []
                events += pygame.event.get()
        for e in events:
            for intent in self.input.translate(e):
                self.dispatch(intent)
        dt = self.clock.tick(self.fps) / 1000.0
        for scene in list(self.stack):
            if scene.update(dt):
                self.dirty = True
        if draw and self.dirty and self.stack:
            self.draw()
            self.dirty = False

    def run(self):
        self.running = True
        self.frame_budget = FRAME_BUDGET
        while self.running and self.stack:
            self.step()
        while self.stack:
            self.pop()
