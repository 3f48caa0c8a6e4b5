"""The app: a resizable window (F11 fullscreen), a capped loop that redraws only on
change or animation, and a scene stack (only the top scene gets input; input.py turns
pygame events into the intents it receives).

Scene API: enter(), exit(), handle(intent) -> bool (True: redraw), update(dt) -> bool
(True: redraw), draw(surface), wake_in() -> seconds until update needs to run again
(None: not before the next event). `opaque = False` scenes are drawn over the one below.
"""
from __future__ import annotations

import time

import pygame

from . import theme as T
from .input import HOLD_DELAY, HOVER_DELAY, InputTranslator
from .render.cards import draw_balance, draw_card, draw_objective, draw_trend
from .render.table import TableRenderer

MIN_WINDOW = (1280, 720)


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

class Hover:
    """What the mouse rests on: a rectangle to outline, its tooltip, perhaps a card."""
    __slots__ = ("card", "circle", "control", "key", "rect", "tip")

    def __init__(self, rect, tip, card=None, circle=False, control=None, key=None):
        self.rect = rect
        self.tip = tip
        self.card = card
        self.circle = circle
        self.control = control
        self.key = key

    def ident(self):
        return (tuple(self.rect), self.tip, self.control.id if self.control is not None else None)


class _Lay:
    """The interactive layout of one frame: spec, geometry, panel and popup placement
    (`ctx`: the drawing context they were placed with, the UI-scaled one if they fit)."""
    __slots__ = ("buttons", "ctx", "geo", "interaction", "key", "local", "panel", "popup", "spec")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


STATUS_BUTTON_W = 74


class TableScene(Scene):
    """The table for one view, and every decision of its viewer by mouse.

    Contract with the game shell:
      `set_view(view)`      a new engine view (`view["legal"]`: the viewer's actions now);
                            re-enables the controls after a submit
      `submit(action)`      called with exactly one of view["legal"] (an engine Action);
                            then every control is disabled until the next set_view
      `set_busy(flag)`      a bot thinks / an animation runs: controls disabled, status says so
      `set_undo_enabled(f)` the Undo button of the status bar (shown when `on_undo` is given)
      `anim_speed`          animation length factor (settings.ANIM_FACTOR; 0: no animation)
      `set_ui_scale(s)`     text and controls (panel, popups, tooltips, log, status) scaled
      `animating`, `finish_animation()`  see below
      `set_log(entries)`    (kind "header"|"line", text, seat) tuples (plain strings work too)
      `on_click(key, intent)` every click's hit key (legacy); `on_key(name)` keys the table
      does not use; `on_menu()` the Menu button.
    Right click on a card shows it large; the mouse wheel zooms the map and scrolls the log;
    drag pans the map; R resets it; Esc cancels a selection or popup; Q/E rotate and F flips
    a hex being placed.

    Animations (render/anim.py): `set_view` keeps the frame on screen; the next draw
    compares it with the new one and plays what moved over the new frame for a few
    hundred ms, redrawing only while it runs. Input is never blocked: a click, key, drag
    or scroll first finishes the animation, then acts on the new view as usual."""

    def __init__(self, app, content, view, log_lines=(), on_click=None, on_key=None, submit=None,
                 on_undo=None, on_menu=None):
        super().__init__(app)
        from .interact import Interaction
        self.content = content
        self.view = view
        self.log = list(log_lines)
        self.log_scroll = 0
        self.renderer = TableRenderer(content)
        self.on_click = on_click
        self.on_key = on_key
        self.submit = submit
        self.on_undo = on_undo
        self.on_menu = on_menu
        self.interaction = Interaction(view, content)
        self.local = self.interaction.initial()
        self.locked = False             # a submit happened: wait for the next view
        self.busy = False
        self.undo_enabled = False
        self._submitted = False
        self.mouse = None
        self.hover_hit = None           # Hover
        self.hover_since = 0.0
        self.tip_visible = False
        self.preview = False
        self.selected = None            # (hex, area) last clicked on the map
        self._tip_cache = {}
        self._lay = None
        self._geo = None
        self._composed = None
        self._composed_key = None
        self.anim_speed = 1.0           # settings.ANIM_FACTOR of the speed setting (0: none)
        self.anim = None                # the running render.anim.Animation
        self._anim_from = None          # the frame a new view animates from (planned at the next draw)
        self._anim_ticks = 0            # updates since the table was last drawn
        self.anim_started = 0           # animations played (for tests and the bench)

    # --- the contract -----------------------------------------------------------------------
    def set_view(self, view):
        from .interact import Interaction
        if view is not self.view:          # the same view again keeps a running animation
            start = None
            if self.anim_speed > 0:
                start = self._anim_from if self._anim_from is not None else self.renderer.snapshot(self.view)
            self.anim = None
            self._anim_from = start
            self._anim_ticks = 0
        new = Interaction(view, self.content)
        if self._submitted or new.decision != self.interaction.decision:
            self.local = new.initial()
        self.interaction = new
        self.view = view
        self.locked = False
        self._submitted = False
        self._lay = None
        self.app.dirty = True

    def set_busy(self, flag):
        flag = bool(flag)
        if flag != self.busy:
            self.busy = flag
            self._lay = None
            self.app.dirty = True

    # --- animation ------------------------------------------------------------------------
    @property
    def animating(self):
        """An animation runs or waits for its first frame."""
        return self.anim is not None or self._anim_from is not None

    def finish_animation(self):
        """Jump to the end of any animation (the new view is what is drawn then)."""
        if self.animating:
            self.anim = None
            self._anim_from = None
            self.app.dirty = True

    def set_anim_speed(self, factor):
        self.anim_speed = max(0.0, float(factor))
        if self.anim_speed <= 0:
            self.finish_animation()

    def _start_animation(self):
        from .render import anim
        base, self._anim_from = self._anim_from, None
        new = self.renderer.current(self.view)
        if base is None or new is None:
            return
        self.anim = anim.plan(base, new, self.renderer.map, self.renderer.ctx, self.content, self.anim_speed)
        if self.anim is not None:
            self.anim_started += 1

    def set_ui_scale(self, scale):
        """Text and controls at `scale` times their size (settings.ui_scale)."""
        scale = float(scale or 1.0)
        if scale != self.renderer.ui_scale:
            self.finish_animation()
            self.renderer.set_ui_scale(scale)
            self._tip_cache.clear()
            self._lay = None
            self._composed_key = None
            self.app.dirty = True

    def set_undo_enabled(self, flag):
        flag = bool(flag)
        if flag != self.undo_enabled:
            self.undo_enabled = flag
            self._lay = None
            self.app.dirty = True

    def set_log(self, lines):
        """Replace the log entries. A reader scrolled back keeps (about) the rows in view."""
        lines = list(lines)
        if self.log_scroll and len(lines) >= len(self.log):
            self.log_scroll += len(lines) - len(self.log)
        elif len(lines) < len(self.log):
            self.log_scroll = 0
        self.log = lines
        self.app.dirty = True

    @property
    def controls_enabled(self):
        return self.interaction.active and not self.locked and not self.busy

    def _submit(self, action):
        if not self.controls_enabled or action not in self.interaction.legal:
            return False
        self.locked = True
        self._submitted = True
        self._lay = None
        self.hover_hit = None
        self.app.dirty = True
        if self.submit is not None:
            self.submit(action)
        return True

    def _set_local(self, local):
        if local != self.local:
            self.local = local
            self._lay = None
            self.app.dirty = True

    # --- layout -----------------------------------------------------------------------------
    def _size(self):
        return self.app.screen.get_size()

    def _status_extra(self):
        n = (1 if self.on_undo is not None else 0) + (1 if self.on_menu is not None else 0)
        return {"busy": self.busy, "reserve": n * (STATUS_BUTTON_W + 6)}

    def _base(self):
        """The renderer's frame for the current view (cached by the renderer)."""
        self.renderer.status_extra = self._status_extra()
        return self.renderer.render(self.view, self._size(), self.log, self.log_scroll)

    def _geometry(self):
        from .interact.geometry import Geometry
        fk = self.renderer.frame_key
        if self._geo is None or self._geo[0] != fk or self._geo[1].view is not self.view:
            self._geo = (fk, Geometry(self.renderer, self.view, self.content))
        return self._geo[1]

    def _layout(self, local=None):
        """The interactive layout for `local` (default: the current local state)."""
        from .interact.draw import layout_panel, layout_popup
        self._base()
        local = self.local if local is None else local
        fk = self.renderer.frame_key
        key = (fk, local, id(self.interaction), self.locked, self.busy, self.undo_enabled)
        if local is self.local and self._lay is not None and self._lay.key == key:
            return self._lay
        geo = self._geometry()
        f = self.renderer.fitted
        it = self.interaction
        spec0 = it.spec(local, None)
        vis = frozenset(k for k in spec0.targets if geo.present(k))
        ctxs = [self.renderer.ui] + ([self.renderer.ctx] if self.renderer.ui is not self.renderer.ctx else [])
        for ctx in ctxs:                # the UI-scaled size if it fits in the window, else the table's
            spec = it.spec(local, vis)
            panel = popup = None
            if spec.panel is not None:
                panel = layout_panel(ctx, spec.panel, f.rects["private"], f.rects["map"], f.frame)
                hidden = frozenset(k for k in vis if not self._reachable(geo, k, panel))
                if hidden:
                    spec = it.spec(local, vis - hidden)
                    panel = layout_panel(ctx, spec.panel, f.rects["private"], f.rects["map"], f.frame)
            if spec.popup is not None:
                popup = layout_popup(ctx, spec.popup, geo.anchor_rect(spec.popup.anchor), f.frame)
            if _fits(panel, f.frame) and _fits(popup, f.frame):
                break
        lay = _Lay(key=key, spec=spec, geo=geo, panel=panel, popup=popup, buttons=self._status_buttons(),
                   local=local, interaction=it, ctx=ctx)
        if local is self.local:
            self._lay = lay
        return lay

    def _reachable(self, geo, key, panel):
        for p in geo.candidates(key, limit=12):
            if not panel.rect.collidepoint(p):
                return True
        return False

    def _status_buttons(self):
        f = self.renderer.fitted
        ctx = self.renderer.ctx
        r = f.rects["status"]
        out = {}
        x = r.right - ctx.px(4)
        for name, cb in (("menu", self.on_menu), ("undo", self.on_undo)):
            if cb is None:
                continue
            b = pygame.Rect(0, 0, ctx.px(STATUS_BUTTON_W), r.h - ctx.px(8))
            b.midright = (x, r.centery)
            out[name] = b
            x = b.left - ctx.px(6)
        return out

    # --- hit testing --------------------------------------------------------------------------
    def control_at(self, pos, enabled_only=True, lay=None):
        """The interaction control under pos (None: nothing clickable there)."""
        if pos is None:
            return None
        lay = lay or self._layout()
        if not self.interaction.active:
            return None
        spec = lay.spec
        if lay.popup is not None and lay.popup.rect.collidepoint(pos):
            for c, r in lay.popup.controls():
                if r.collidepoint(pos) and (c.enabled or not enabled_only):
                    return c
            return None
        if lay.panel is not None and lay.panel.rect.collidepoint(pos):
            for c, r in lay.panel.controls():
                if r.collidepoint(pos) and (c.enabled or not enabled_only):
                    return c
            return None
        targets = spec.targets
        if not targets:
            return None
        m = self.renderer.map
        in_map = m.rect.collidepoint(pos)
        if in_map and spec.ghosts:
            c = targets.get(("spot",) + tuple(m.pick_axial(pos)))
            if c is not None and (c.enabled or not enabled_only):
                return c
        from .interact.geometry import target_keys
        private = self.renderer.fitted.rects["private"]
        for h in self.renderer.hits.all_at(pos):
            if lay.panel is not None and private.collidepoint(pos):
                break
            for tk in target_keys(h.key):
                c = targets.get(tk)
                if c is not None and (c.enabled or not enabled_only):
                    return c
        if in_map:
            picked = m.pick(pos)
            if picked is not None:
                h, a = picked
                if a >= 0:
                    c = targets.get(("area", h, a))
                    if c is not None and (c.enabled or not enabled_only):
                        return c
                c = targets.get(("hex", h))
                if c is not None and (c.enabled or not enabled_only):
                    return c
        return None

    def _button_at(self, pos, lay):
        for name, r in lay.buttons.items():
            if r.collidepoint(pos):
                return name
        return None

    def point_for(self, control_id, lay=None):
        """A screen point where a click hits this control (None if it is covered)."""
        lay = lay or self._layout()
        for pl in (lay.popup, lay.panel):
            if pl is None:
                continue
            for c, r in pl.controls():
                if c.id == control_id:
                    for p in (r.center, (r.x + 4, r.centery), (r.right - 4, r.centery)):
                        got = self.control_at(p, lay=lay)
                        if got is not None and got.id == control_id:
                            return p
        if control_id[0] == "t":
            key = control_id[1:]
            for p in lay.geo.candidates(key):
                got = self.control_at(p, lay=lay)
                if got is not None and got.id == control_id:
                    return p
        return None

    # --- input ------------------------------------------------------------------------------
    def _hover_at(self, pos):
        if pos is None:
            return None
        lay = self._layout()
        name = self._button_at(pos, lay)
        if name is not None:
            tip = {"menu": "Menu: save, load, settings, rules, quit.",
                   "undo": "Undo your last step (back to the last information barrier)." if self.undo_enabled
                   else "Nothing to undo now (a hex, card, draw or handoff is a barrier)."}[name]
            return Hover(lay.buttons[name], tip, key=("button", name))
        c = self.control_at(pos, enabled_only=False, lay=lay) if self.controls_enabled else None
        hit = self.renderer.hits.at(pos)
        if c is not None:
            if c.id[0] == "p":
                rect = next((r for pl in (lay.popup, lay.panel) if pl is not None
                             for cc, r in pl.controls() if cc.id == c.id), None)
                tip = c.tip if c.enabled else ("Not now: " + c.tip if c.tip else "")
                return Hover(rect or pygame.Rect(pos, (1, 1)), tip, control=c)
            base = hit.tip if hit is not None else ""
            if c.enabled:
                tip = (c.tip or "Click to choose.") + ("\n" + base if base else "")
            else:
                tip = "Not now: " + c.tip + ("\n" + base if base else "")
            if hit is not None:
                return Hover(hit.rect, tip, hit.card, hit.circle, control=c, key=hit.key)
            return Hover(pygame.Rect(pos[0] - 2, pos[1] - 2, 4, 4), tip, control=c)
        for pl in (lay.popup, lay.panel):
            if pl is not None and self.interaction.active and pl.rect.collidepoint(pos):
                return None
        if hit is None:
            return None
        return Hover(hit.rect, hit.tip, hit.card, hit.circle, key=hit.key)

    def tooltip_at(self, pos):
        """The tooltip text shown when the mouse rests at pos (for tests and the shell)."""
        h = self._hover_at(pos)
        return h.tip if h is not None else None

    def handle(self, intent):
        k = intent.kind
        if k in ("click", "key", "drag", "scroll", "resize") and self.animating:
            self.finish_animation()         # input is never blocked: jump to the end, then act
        if k == "hover":
            self.mouse = intent.pos
            hov = self._hover_at(intent.pos)
            if (hov and hov.ident()) != (self.hover_hit and self.hover_hit.ident()):
                was = self.tip_visible or self.preview or self.hover_hit is not None
                self.hover_hit = hov
                self.hover_since = time.monotonic()
                self.tip_visible = False
                self.preview = False
                return was or hov is not None
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
                info = self.renderer.log_info or {}
                top = max(0, info.get("rows", 0) - info.get("fit", 0))
                new = max(0, min(top, self.log_scroll + (3 if intent.dy > 0 else -3)))
                if new != self.log_scroll:
                    self.log_scroll = new
                    return True
                return False
            return False
        if k == "click":
            return self._click(intent)
        if k == "key":
            return self._key(intent.key)
        if k == "resize":
            self._lay = None
            return True
        return False

    def _click(self, intent):
        pos = intent.pos
        lay = self._layout()
        if intent.button == 1:
            name = self._button_at(pos, lay)
            if name == "menu" and self.on_menu is not None:
                self.on_menu()
                return True
            if name == "undo":
                if self.on_undo is not None and self.undo_enabled and not self.busy:
                    self.on_undo()
                return True
        hit = self.renderer.hits.at(pos)
        if intent.button == 3:
            if hit is not None and hit.card:
                self.app.push(CardOverlay(self.app, self.content, hit.card, self.view, self.renderer.ctx))
                return True
            if self.local != self.interaction.initial():
                self._set_local(self.interaction.initial())
                return True
        if intent.button == 1 and self.controls_enabled:
            c = self.control_at(pos, lay=lay)
            if c is not None:
                if c.action is not None:
                    self._submit(c.action)
                elif c.to is not None:
                    self._set_local(c.to)
                self.hover_hit = None
                return True
            if self.local.popup:
                self._set_local(replace_local(self.local, popup=()))
                return True
            blocked = any(pl is not None and pl.rect.collidepoint(pos) for pl in (lay.panel, lay.popup))
            if blocked:
                return True
        picked = self.renderer.map.pick(pos)
        key = hit.key if hit is not None else None
        if picked is not None:
            self.selected = picked if not self.interaction.active else None
            key = ("hex", picked[0], picked[1])
        if self.on_click is not None and key is not None:
            self.on_click(key, intent)
        return True

    def _key(self, name):
        if name in ("escape", "backspace") and self.local != self.interaction.initial():
            self._set_local(self.interaction.initial())
            return True
        if name == "r":
            self.renderer.map.reset()
            return True
        if name in ("q", "e", "f") and self.controls_enabled:
            want = {"q": ("p", "rot-"), "e": ("p", "rot+"), "f": ("p", "flip")}[name]
            for c in self._layout().spec.controls():
                if c.id == want:
                    if c.enabled and c.to is not None:
                        self._set_local(c.to)
                    return True
        if self.on_key is not None:
            self.on_key(name)
            return True
        return False

    def update(self, dt):
        changed = False
        if self.animating:
            self._anim_ticks += 1
            if self._anim_ticks > 3:        # not drawn (covered by another scene): drop it
                self.finish_animation()
            elif self.anim is not None and self.anim.done():
                self.anim = None            # one more frame: the new view alone
            changed = True
        if self.hover_hit is None:
            return changed
        held = time.monotonic() - self.hover_since
        if not self.tip_visible and held >= HOVER_DELAY:
            self.tip_visible = True
            changed = True
        if self.hover_hit.card and not self.preview and held >= HOLD_DELAY:
            self.preview = True
            changed = True
        return changed

    def wake_in(self):
        if self.animating:
            return 0.0
        if self.hover_hit is None:
            return None
        held = time.monotonic() - self.hover_since
        if not self.tip_visible:
            return max(0.0, HOVER_DELAY - held)
        if self.hover_hit.card and not self.preview:
            return max(0.0, HOLD_DELAY - held)
        return None

    # --- drawing ------------------------------------------------------------------------------
    def _compose(self, size):
        """Table + overlay + panel + popup + status buttons (cached until any changes)."""
        from .interact.draw import paint_overlay, paint_panel, paint_popup
        frame = self._base()
        lay = self._layout()
        key = (lay.key, size)
        if key == self._composed_key and self._composed is not None:
            return self._composed
        out = self._composed if self._composed is not None and self._composed.get_size() == size \
            else pygame.Surface(size)
        out.blit(frame, (0, 0))
        ctx = self.renderer.ctx
        spec = lay.spec
        enabled = self.controls_enabled
        if spec.panel is not None or spec.targets:
            if enabled:
                paint_overlay(ctx, out, spec, lay.geo, self.content, self.view)
            if lay.panel is not None:
                out.blit(paint_panel(lay.ctx, lay.panel, spec.panel, self.view, self.content, disabled=not enabled),
                         lay.panel.rect)
            if lay.popup is not None and enabled:
                out.blit(paint_popup(lay.ctx, lay.popup, spec.popup, self.content), lay.popup.rect)
        self._paint_status_buttons(out, lay)
        self._composed = out
        self._composed_key = key
        return out

    def _paint_status_buttons(self, surf, lay):
        from .interact.core import W
        from .interact.draw import draw_button
        ctx = self.renderer.ctx
        for name, r in lay.buttons.items():
            en = name == "menu" or (self.undo_enabled and not self.busy)
            draw_button(ctx, surf, r, W("button", "Undo" if name == "undo" else "Menu", style="normal", size=13), en,
                        shadow=(12, 12, 16))

    def draw(self, surface):
        size = surface.get_size()
        composed = self._compose(size)
        surface.blit(composed, (0, 0))
        self._anim_ticks = 0
        if self._anim_from is not None:
            self._start_animation()
        if self.anim is not None:
            self.anim.draw(surface)
            lay = self._layout()            # the panel and popup stay on top of what moves
            for pl in (lay.panel, lay.popup if self.controls_enabled else None):
                if pl is not None:
                    surface.blit(composed, pl.rect, pl.rect)
        ctx = self.renderer.ctx
        if self.selected is not None:
            self._outline_hex(surface, self.selected[0])
        hit = self.hover_hit
        if hit is not None:
            self._draw_hover(surface, hit)
            r = hit.rect
            if self.preview and hit.card:
                big = large_card(ctx, self.content, hit.card, self.view, size[1] * 0.62)
                if big is not None:
                    x = r.right + ctx.px(12) if r.centerx < size[0] / 2 else r.left - big.get_width() - ctx.px(12)
                    y = min(max(0, r.centery - big.get_height() // 2), size[1] - big.get_height())
                    surface.blit(big, (x, y))
            elif self.tip_visible and hit.tip and self.mouse is not None:
                self._tooltip(surface, hit.tip, self.mouse)

    def _draw_hover(self, surface, hit):
        ctx = self.renderer.ctx
        c = hit.control
        if c is not None and c.id[0] == "t" and self.controls_enabled and c.enabled:
            from .interact.draw import glow
            key = c.id[1:]
            lay = self._layout()
            geo = lay.geo
            if key[0] == "spot":
                from .render.hexmap import tile_surface
                for q, r, fid, rot, inter in lay.spec.ghosts:
                    if (q, r) == key[1:] and fid in self.content.faces:
                        t = tile_surface(self.content.faces[fid], rot, self.renderer.map.R)
                        cx, cy = self.renderer.map.hex_centre(q, r)
                        clip = surface.get_clip()
                        surface.set_clip(geo.map_rect)
                        surface.blit(t, t.get_rect(center=(int(cx), int(cy))))
                        surface.set_clip(clip)
            shapes = geo.shapes(key)
            box = _shapes_box(shapes).inflate(ctx.px(16), ctx.px(16))
            if geo.is_map(key):
                box = box.clip(geo.map_rect)
            if box.w <= 0 or box.h <= 0:
                return
            layer = pygame.Surface(box.size, pygame.SRCALPHA)     # only as large as the target
            for sh in shapes:
                glow(layer, _moved(sh, -box.x, -box.y), ctx.px, strong=True, fill=key[0] != "spot")
            surface.blit(layer, box.topleft)
            return
        if c is not None and c.id[0] == "p":
            if c.enabled and self.controls_enabled:
                pygame.draw.rect(surface, (255, 255, 255), hit.rect.inflate(4, 4), max(2, ctx.px(2)),
                                 border_radius=ctx.px(7))
            return
        r = hit.rect
        shape = self._hover_shape(hit)
        if shape is not None:
            pygame.draw.polygon(surface, T.HILITE, [(int(x), int(y)) for x, y in shape], max(1, ctx.px(1.5)))
        elif hit.circle:
            pygame.draw.circle(surface, T.HILITE, r.center, min(r.w, r.h) // 2, max(1, ctx.px(1.5)))
        else:
            pygame.draw.rect(surface, T.HILITE, r.inflate(2, 2), max(1, ctx.px(1.5)), border_radius=ctx.px(3))

    def _hover_shape(self, hov):
        if hov.key is None:
            return None
        for h in self.renderer.hits.items:
            if h.key == hov.key and h.shape and h.rect == hov.rect:
                return h.shape
        return None

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
        ctx = self.renderer.ui
        key = (text, ctx.s)
        tip = self._tip_cache.get(key)
        if tip is None:
            maxw = ctx.px(380)
            lines = []            # (text, face, colour): the first paragraph bold, a "Not now" red
            paras = text.split("\n")
            for i, para in enumerate(paras):
                warn = para.startswith("Not now:")
                face = "bold" if (i == 0 and len(paras) > 1) or warn else "sans"
                for ln in ctx.wrap(para, 13, maxw, face):
                    lines.append((ln, face, T.RED if warn else T.INK))
            lh = ctx.line_h(13)
            w = max(ctx.font(13, face).size(ln)[0] for ln, face, _ in lines) + ctx.px(16)
            h = lh * len(lines) + ctx.px(12)
            tip = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(tip, (0, 0, 0, 110), tip.get_rect().move(2, 2), border_radius=ctx.px(5))
            pygame.draw.rect(tip, (252, 248, 232), tip.get_rect().inflate(-2, -2), border_radius=ctx.px(5))
            pygame.draw.rect(tip, T.PANEL_EDGE, tip.get_rect().inflate(-2, -2), 1, border_radius=ctx.px(5))
            y = ctx.px(6)
            for ln, face, col in lines:
                ctx.blit_text(tip, ln, 13, (ctx.px(8), y), col, face)
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


def _fits(placed, frame):
    """A panel or popup layout lies in the window frame, its widgets inside it."""
    if placed is None:
        return True
    if not frame.contains(placed.rect):
        return False
    return all(placed.rect.contains(p.rect) for p in placed.placed)


def _shapes_box(shapes):
    box = None
    for sh in shapes:
        if sh[0] == "poly":
            xs = [p[0] for p in sh[1]]
            ys = [p[1] for p in sh[1]]
            r = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        elif sh[0] == "circle":
            (cx, cy), rad = sh[1], sh[2]
            r = pygame.Rect(int(cx - rad), int(cy - rad), int(2 * rad) + 1, int(2 * rad) + 1)
        elif sh[0] == "unit":
            rad = max(sh[1].w, sh[1].h)
            r = sh[1].inflate(rad, rad)
        else:
            r = pygame.Rect(sh[1])
        box = r if box is None else box.union(r)
    return box or pygame.Rect(0, 0, 0, 0)


def _moved(sh, dx, dy):
    if sh[0] == "poly":
        return ("poly", [(x + dx, y + dy) for x, y in sh[1]])
    if sh[0] == "circle":
        return ("circle", (sh[1][0] + dx, sh[1][1] + dy), sh[2])
    return (sh[0], pygame.Rect(sh[1]).move(dx, dy))


def replace_local(local, **kw):
    from dataclasses import replace
    return replace(local, **kw)


# --- demo entry point ----------------------------------------------------------------------------

def main(argv=None):
    """`python -m archipelago.ui`: a table of a bot game. The viewer's seat (--viewer)
    plays by mouse; Space lets the bots play one action, Enter to the viewer's next
    decision; Esc quits. (The title, new-game and curtain scenes live in the shell.)"""
    import argparse

    from archipelago import engine

    from .policy import make_controller
    from .snapshot import make_state
    from .text import log_entry
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
    entries = [("line", ln, None) for ln in lines]
    app = App((w, h), a.fullscreen)
    controller = make_controller(a.seed)
    names = state.cfg["names"]

    def record(events):
        for e in events:
            if e.get("vis") is None or e.get("vis") == viewer:
                entry = log_entry(e, names)
                if entry:
                    entries.append(entry)

    def refresh():
        scene.set_view(engine.view(state, viewer))
        scene.set_log(entries)

    def advance(until_viewer=False):
        while engine.result(state) is None and engine.to_act(state) != viewer:
            act = controller(state)
            if act is None:
                break
            record(engine.apply(state, act))
            if not until_viewer:
                break
        refresh()

    def submit(action):
        record(engine.apply(state, action))
        refresh()

    def on_key(name):
        if name == "escape":
            app.running = False
        elif name == "space":
            advance()
        elif name == "return":
            advance(until_viewer=True)

    scene = TableScene(app, content, engine.view(state, viewer), entries, on_key=on_key, submit=submit)
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
