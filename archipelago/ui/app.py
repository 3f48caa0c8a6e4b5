"""The app: a resizable window (F11 fullscreen), a capped loop that redraws only on
change or animation, a scene stack (only the top scene gets input) and ONE input
translator that turns pygame events into intents.

Intents (namedtuple `Intent(kind, pos, button, key, dy, rel, size)`):
  click(pos, button)  a press and release without dragging (1 left, 3 right)
  hover(pos)          the mouse moved (pos None: it left the window)
  drag(pos, rel, button)  the mouse moved with a button held past a few pixels
  key(key)            a key name as pygame.key.name gives it ("space", "f11", "escape", "r")
  scroll(pos, dy)     the wheel turned (dy > 0: away from the user)
  resize(size)        the window changed size
  quit                the window was closed

Scene API: enter(), exit(), handle(intent) -> bool (True: redraw), update(dt) -> bool
(True: redraw), draw(surface), wake_in() -> seconds until update needs to run again
(None: not before the next event). `opaque = False` scenes are drawn over the one below.
"""
from __future__ import annotations

import time
from collections import namedtuple

import pygame

from . import theme as T
from .render.cards import draw_balance, draw_card, draw_objective, draw_trend
from .render.table import TableRenderer

Intent = namedtuple("Intent", "kind pos button key dy rel size", defaults=(None, None, None, 0, None, None))

MIN_WINDOW = (1280, 720)
DRAG_SLOP = 5
HOVER_DELAY = 0.4
HOLD_DELAY = 1.5


class InputTranslator:
    """The single place that reads pygame events and produces intents."""

    def __init__(self):
        self.pressed = None          # (button, pos)
        self.dragging = False

    def translate(self, e) -> list[Intent]:
        t = e.type
        if t == pygame.QUIT:
            return [Intent("quit")]
        if t == pygame.MOUSEBUTTONDOWN and e.button in (1, 2, 3):
            self.pressed = (e.button, e.pos)
            self.dragging = False
            return []
        if t == pygame.MOUSEBUTTONUP and e.button in (1, 2, 3):
            out = []
            if self.pressed is not None and not self.dragging:
                out.append(Intent("click", pos=e.pos, button=e.button))
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
        if t == pygame.VIDEORESIZE:
            return [Intent("resize", size=(e.w, e.h))]
        if t == pygame.WINDOWLEAVE:
            return [Intent("hover", pos=None)]
        if t in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            return [Intent("resize", size=pygame.display.get_surface().get_size())]
        return []


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


class App:
    def __init__(self, size=(1600, 900), fullscreen=False, fps=60, title="Archipelago"):
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
        for scene in self.stack[start:]:
            scene.draw(surf)
        pygame.display.flip()
        self.frames += 1

    def step(self, block=True):
        """One loop iteration: wait (if idle), handle events, update, draw if needed."""
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
        if self.dirty and self.stack:
            self.draw()
            self.dirty = False

    def run(self):
        self.running = True
        while self.running and self.stack:
            self.step()
        while self.stack:
            self.pop()


# --- the large view of a card -----------------------------------------------------------------

def large_card(ctx, content, card_id, view, max_h):
    """A card (evolution, trend, objective or the deck's balance side) drawn large."""
    k = max(1.8, min(3.2, max_h / (226 * ctx.s)))
    w = int(108 * k * ctx.s)
    h = int(226 * k * ctx.s)
    if card_id == "deck":
        return draw_balance(ctx, view.get("deck_top"), content, (w, int(h * 0.8)))
    if card_id in content.cards:
        slot = next((s for s in (view.get("track") or []) if s and s["card"] == card_id), None)
        prices = tuple(content.rules["track"]["prices"])
        return draw_card(ctx, content.cards[card_id], (w, h), price=slot["price"] if slot else None,
                         turns=slot["turns"] if slot else None, prices=prices)
    if card_id in content.trends:
        return draw_trend(ctx, content.trends[card_id], (int(w * 1.2), int(h * 0.7)), u=k * 1.1)
    if card_id in content.objectives:
        return draw_objective(ctx, content.objectives[card_id], (int(w * 1.1), int(h * 0.8)), view.get("n"), u=k)
    return None


class CardOverlay(Scene):
    """A modal large view of one card; any click or key closes it."""
    opaque = False

    def __init__(self, app, content, card_id, view, ctx):
        super().__init__(app)
        self.content = content
        self.card_id = card_id
        self.view = view
        self.ctx = ctx
        self._surf = None

    def handle(self, intent):
        if intent.kind in ("click", "key"):
            self.app.pop()
            return True
        return False

    def draw(self, surface):
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((10, 10, 14, 170))
        surface.blit(shade, (0, 0))
        if self._surf is None:
            self._surf = large_card(self.ctx, self.content, self.card_id, self.view, h * 0.8)
        if self._surf is not None:
            surface.blit(self._surf, self._surf.get_rect(center=(w // 2, h // 2)))
        self.ctx.blit_text(surface, "click or press any key to close", 13, (w // 2, h - self.ctx.px(24)),
                           (220, 220, 220), "sans", "center")


# --- the table ---------------------------------------------------------------------------------

class TableScene(Scene):
    """Renders one view of the game; tooltips, the large card view, map pan/zoom/picking.

    `set_view(view)` and `set_log(lines)` feed it; `on_click(key, intent)` (optional) gets
    the key of the clicked hit region (("hex", i, area), ("slot", 2), ...) for later issues
    that map clicks to actions; `on_key(name)` gets keys the table does not use."""

    def __init__(self, app, content, view, log_lines=(), on_click=None, on_key=None):
        super().__init__(app)
        self.content = content
        self.view = view
        self.log = list(log_lines)
        self.log_scroll = 0
        self.renderer = TableRenderer(content)
        self.on_click = on_click
        self.on_key = on_key
        self.mouse = None
        self.hover_hit = None
        self.hover_since = 0.0
        self.tip_visible = False
        self.preview = False
        self.selected = None            # (hex, area) last clicked on the map
        self._tip_cache = {}

    def set_view(self, view):
        self.view = view
        self.app.dirty = True

    def set_log(self, lines):
        self.log = list(lines)
        self.log_scroll = 0
        self.app.dirty = True

    # --- input ------------------------------------------------------------------------------
    def _hit(self, pos):
        return None if pos is None else self.renderer.hits.at(pos)

    def handle(self, intent):
        k = intent.kind
        if k == "hover":
            self.mouse = intent.pos
            hit = self._hit(intent.pos)
            if (hit and (hit.rect.topleft, hit.tip)) != (self.hover_hit and (self.hover_hit.rect.topleft, self.hover_hit.tip)):
                was = self.tip_visible or self.preview or self.hover_hit is not None
                self.hover_hit = hit
                self.hover_since = time.monotonic()
                self.tip_visible = False
                self.preview = False
                return was or hit is not None
            return False
        if k == "drag":
            mr = self.renderer.fitted.rects["map"] if self.renderer.fitted else None
            if mr is not None and mr.collidepoint(intent.pos):
                self.renderer.map.drag(*intent.rel)
                self.tip_visible = False
                return True
            return False
        if k == "scroll":
            f = self.renderer.fitted
            if f is None:
                return False
            if f.rects["map"].collidepoint(intent.pos):
                return self.renderer.map.zoom_at(intent.pos, 1.15 if intent.dy > 0 else 1 / 1.15)
            if f.rects["log"].collidepoint(intent.pos):
                self.log_scroll = max(0, self.log_scroll + (3 if intent.dy > 0 else -3))
                return True
            return False
        if k == "click":
            hit = self._hit(intent.pos)
            if intent.button == 3 and hit is not None and hit.card:
                self.app.push(CardOverlay(self.app, self.content, hit.card, self.view, self.renderer.ctx))
                return True
            picked = self.renderer.map.pick(intent.pos)
            key = hit.key if hit is not None else None
            if picked is not None:
                self.selected = picked
                key = ("hex", picked[0], picked[1])
            if self.on_click is not None and key is not None:
                self.on_click(key, intent)
            return True
        if k == "key":
            if intent.key == "r":
                self.renderer.map.reset()
                return True
            if self.on_key is not None:
                self.on_key(intent.key)
                return True
            return False
        if k == "resize":
            return True
        return False

    def update(self, dt):
        if self.hover_hit is None:
            return False
        held = time.monotonic() - self.hover_since
        changed = False
        if not self.tip_visible and held >= HOVER_DELAY:
            self.tip_visible = True
            changed = True
        if self.hover_hit.card and not self.preview and held >= HOLD_DELAY:
            self.preview = True
            changed = True
        return changed

    def wake_in(self):
        if self.hover_hit is None:
            return None
        held = time.monotonic() - self.hover_since
        if not self.tip_visible:
            return max(0.0, HOVER_DELAY - held)
        if self.hover_hit.card and not self.preview:
            return max(0.0, HOLD_DELAY - held)
        return None

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface):
        size = surface.get_size()
        frame = self.renderer.render(self.view, size, self.log, self.log_scroll)
        surface.blit(frame, (0, 0))
        f = self.renderer.fitted
        if f.frame.size != size:      # letterbox bands
            pass
        ctx = self.renderer.ctx
        if self.selected is not None:
            self._outline_hex(surface, self.selected[0])
        hit = self.hover_hit
        if hit is not None:
            r = hit.rect
            if hit.circle:
                pygame.draw.circle(surface, T.HILITE, r.center, min(r.w, r.h) // 2, max(1, ctx.px(1.5)))
            else:
                pygame.draw.rect(surface, T.HILITE, r.inflate(2, 2), max(1, ctx.px(1.5)), border_radius=ctx.px(3))
            if self.preview and hit.card:
                big = large_card(ctx, self.content, hit.card, self.view, size[1] * 0.62)
                if big is not None:
                    x = r.right + ctx.px(12) if r.centerx < size[0] / 2 else r.left - big.get_width() - ctx.px(12)
                    y = min(max(0, r.centery - big.get_height() // 2), size[1] - big.get_height())
                    surface.blit(big, (x, y))
            elif self.tip_visible and hit.tip and self.mouse is not None:
                self._tooltip(surface, hit.tip, self.mouse)

    def _outline_hex(self, surface, h):
        hexes = self.view["hexes"]
        if not (0 <= h < len(hexes)):
            return
        from .render.hexgeo import corners
        m = self.renderer.map
        cx, cy = m.hex_centre(hexes[h][0], hexes[h][1])
        pts = [(int(x), int(y)) for x, y in corners(cx, cy, m.R)]
        clip = surface.get_clip()
        surface.set_clip(self.renderer.fitted.rects["map"])
        pygame.draw.polygon(surface, T.HILITE, pts, max(2, self.renderer.ctx.px(2.5)))
        surface.set_clip(clip)

    def _tooltip(self, surface, text, pos):
        ctx = self.renderer.ctx
        key = (text, ctx.s)
        tip = self._tip_cache.get(key)
        if tip is None:
            maxw = ctx.px(380)
            lines = []
            for para in text.split("\n"):
                lines += ctx.wrap(para, 13, maxw)
            lh = ctx.line_h(13)
            w = max(ctx.font(13).size(ln)[0] for ln in lines) + ctx.px(16)
            h = lh * len(lines) + ctx.px(12)
            tip = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(tip, (0, 0, 0, 110), tip.get_rect().move(2, 2), border_radius=ctx.px(5))
            pygame.draw.rect(tip, (252, 248, 232), tip.get_rect().inflate(-2, -2), border_radius=ctx.px(5))
            pygame.draw.rect(tip, T.PANEL_EDGE, tip.get_rect().inflate(-2, -2), 1, border_radius=ctx.px(5))
            y = ctx.px(6)
            for i, ln in enumerate(lines):
                ctx.blit_text(tip, ln, 13, (ctx.px(8), y), T.INK, "bold" if i == 0 and len(lines) > 1 else "sans")
                y += lh
            if len(self._tip_cache) > 200:
                self._tip_cache.clear()
            self._tip_cache[key] = tip
        sw, sh = surface.get_size()
        x = pos[0] + ctx.px(16)
        y = pos[1] + ctx.px(18)
        if x + tip.get_width() > sw:
            x = pos[0] - tip.get_width() - ctx.px(8)
        if y + tip.get_height() > sh:
            y = pos[1] - tip.get_height() - ctx.px(8)
        surface.blit(tip, (max(0, x), max(0, y)))


# --- demo entry point ----------------------------------------------------------------------------

def main(argv=None):
    """`python -m archipelago.ui`: a table of a bot game; Space plays one action, Enter
    plays to the next round, Esc quits. (Title, new-game, curtain scenes: later issues.)"""
    import argparse

    from archipelago import engine

    from .policy import make_controller
    from .snapshot import make_state
    from .text import describe
    ap = argparse.ArgumentParser(prog="python -m archipelago.ui")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--viewer", default="0")
    ap.add_argument("--size", default="1600x900")
    ap.add_argument("--fullscreen", action="store_true")
    ap.add_argument("--frames", type=int, default=0, help="quit after N drawn frames (smoke test)")
    a = ap.parse_args(argv)
    w, h = (int(v) for v in a.size.lower().split("x"))
    viewer = None if a.viewer == "public" else int(a.viewer)
    content, state, lines = make_state(a.players, a.seed, a.rounds)
    app = App((w, h), a.fullscreen)
    controller = make_controller(a.seed)
    names = state.cfg["names"]

    def advance(until_round=None):
        start = state.round
        while engine.result(state) is None:
            act = controller(state)
            if act is None:
                break
            for e in engine.apply(state, act):
                if e.get("vis") is None or e.get("vis") == viewer:
                    s = describe(e, names)
                    if s:
                        lines.append(s)
            if until_round is None or state.round > start:
                break
        scene.set_view(engine.view(state, viewer))
        scene.set_log(lines)

    def on_key(name):
        if name == "escape":
            app.running = False
        elif name == "space":
            advance()
        elif name == "return":
            advance(until_round=True)

    scene = TableScene(app, content, engine.view(state, viewer), lines, on_key=on_key)
    app.push(scene)
    if a.frames:
        app.running = True
        while app.running and app.frames < a.frames:
            app.dirty = True
            app.step(block=False)
        return 0
    app.run()
    pygame.quit()
    return 0

