"""The table scene: one engine view drawn by the renderer, and every decision of its
viewer by mouse (the controls of interact/ laid out as a panel, popups and targets).
What lies under the mouse is in pointer.py, the painting in paint.py."""
from __future__ import annotations

import time
from collections import deque
from dataclasses import replace
from functools import partial

import pygame

from ..app import Scene
from ..input import HOLD_DELAY, HOVER_DELAY, Intent
from ..interact import Interaction
from ..render.decisions import layout_panel, layout_popup
from ..interact.geometry import Geometry
from ..render import anim
from ..render.compose import TableRenderer
from . import paint, pointer
from .overlay import CardOverlay


class Lay:
    """The interactive layout of one frame: spec, geometry, panel and popup placement
    (`ctx`: the drawing context they were placed with, the UI-scaled one if they fit)."""
    __slots__ = ("buttons", "ctx", "geo", "interaction", "key", "local", "panel", "popup", "spec")

    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)


STATUS_BUTTON_W = 74
FOLLOW_CAP = 64                 # steps one click may take after its action (Control.then)
MAX_PREP_FRAMES = 3             # frames a new view may wait for its drawing (prepared frames)


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
    or scroll first finishes the animation, then acts on the new view as usual.

    Prepared frames (issue 28): with the app's `frame_budget` set (the game's loop), the
    drawing a new view needs (the areas whose facts changed, map tiles at a new size, the
    map, the decision's layout, the animation's plan) is done in steps of at most that
    many seconds a frame while the last frame stays on screen; the new frame shows once
    it is ready, at most MAX_PREP_FRAMES frames later, so no frame is dropped. Input
    finishes the preparation first; the mouse moving meanwhile is looked at when the
    new frame shows. A view for another viewer (a hot-seat handoff) is drawn at once:
    no frame of the last viewer's screen stays up for the next one (UX.md, Hot seat)."""

    def __init__(self, app, content, view, log_lines=(), on_click=None, on_key=None, submit=None,
                 on_undo=None, on_menu=None):
        super().__init__(app)
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
        self.status_said = None         # (text, seat) said instead of the view's status (set_status)
        self.undo_enabled = False
        self._submitted = False
        self.mouse = None
        self.hover_hit = None           # pointer.Hover
        self.hover_since = 0.0
        self.tip_visible = False
        self.preview = False
        self.large_view = None          # (surface, rect) of the card preview drawn last (paint.marks)
        self.selected = None            # (hex, area) last clicked on the map
        self._lay = None
        self._geo = None
        self.composed = None            # paint.compose: the composed frame and its key
        self.composed_key = None
        self.tip_cache = {}             # paint.tooltip: tooltip boxes by (text, scale)
        self.anim_speed = 1.0           # settings.ANIM_FACTOR of the speed setting (0: none)
        self.anim = None                # the running render.anim.Animation
        self._anim_from = None          # the frame a new view animates from (planned at the next draw)
        self._anim_ticks = 0            # updates since the table was last drawn
        self.anim_started = 0           # animations played (for tests and the bench)
        self.clock = time.perf_counter  # the frame budget's clock (tests give their own)
        self._jobs = None               # deque of the new view's drawing steps left (prepared frames)
        self._jobs_for = None           # (view, size) they are for
        self._shown = None              # the view the frame on screen shows
        self._prep_frames = 0           # frames drawn in a row while preparing
        self._hover_pending = False     # the mouse moved while preparing: look when the frame shows
        self.prepared = 0               # frames drawn while preparing (for tests and the bench)

    # --- the contract -----------------------------------------------------------------------
    def set_view(self, view):
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
        if new.active and not self.interaction.active:
            self.log_scroll = 0             # the viewer's decision comes: the newest log in view
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

    # --- prepared frames ----------------------------------------------------------------------
    @property
    def preparing(self):
        """The frame on screen is an older view's while the new one's drawing is done in steps."""
        return bool(self._jobs) and self._shown is not self.view

    def finish_preparing(self):
        """Do the rest of the new view's drawing now (before input acts on it)."""
        while self._jobs:
            self._jobs.popleft()()

    def _prepare(self, size):
        """The new view's drawing steps for at most the frame budget; True while steps are left."""
        budget = getattr(self.app, "frame_budget", None)
        if budget is None or self.composed is None or self._shown is self.view \
                or self._shown is None or self._shown.get("seat") != self.view.get("seat"):
            self._jobs = None               # another viewer: nothing of the last one's screen stays
            return False
        t0 = self.clock()
        if self._jobs_for is None or self._jobs_for[0] is not self.view or self._jobs_for[1] != size:
            self._jobs = deque(self._prep_jobs(size))
            self._jobs_for = (self.view, size)
        if self._prep_frames >= MAX_PREP_FRAMES:
            self.finish_preparing()         # never more than a few frames late
        while self._jobs:
            self._jobs.popleft()()
            if self.clock() - t0 >= budget:
                break
        return bool(self._jobs)

    def _prep_jobs(self, size):
        self.renderer.status_extra = self._status_extra()
        jobs = self.renderer.jobs(self.view, size, self.log, self.log_scroll)
        jobs += [self.frame, self.layout]
        if self._anim_from is not None:
            jobs += [partial(self.renderer.map.warm_layer, self.view, self.renderer.ctx), self._start_animation]
        jobs.append(partial(paint.compose, self, size))
        return jobs

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
            self.tip_cache.clear()
            self._lay = None
            self.composed_key = None
            self.app.dirty = True

    def language_changed(self, lang=None):
        """The language switched (i18n.on_change, issue 29): every cache of the table is keyed
        by the language or by its text (the renderer's areas and map, the interaction's specs,
        the panel and tooltip boxes), so the next frame speaks the new language; this drops
        the animation, the tooltip under the mouse and the tooltip boxes, and asks for a redraw."""
        self.finish_animation()
        self.renderer.invalidate()
        self.tip_cache.clear()
        self.hover_hit = None
        self._lay = None
        self.composed_key = None
        self.app.dirty = True

    def set_status(self, text=None, seat=None):
        """A sentence the status line shows instead of the view's (None: the view's), with
        the token of `seat`: the hand-off linger keeps the actor's name (issue 25, N2)."""
        said = None if text is None else (text, seat)
        if said != self.status_said:
            self.status_said = said
            self._lay = None
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

    def _submit(self, action, then=()):
        if not self.controls_enabled or action not in self.interaction.legal:
            return False
        self.locked = True
        self._submitted = True
        self._lay = None
        self.hover_hit = None
        self.log_scroll = 0                 # a person who acts reads the newest log again (issue 26)
        self.app.dirty = True
        if self.submit is not None:
            self.submit(action)
        seat = action.seat
        for _k in range(FOLLOW_CAP):         # the rest of a multi-step click (Control.then)
            if not then or self.locked or not self.controls_enabled or self.interaction.seat != seat:
                break
            nxt = self.interaction.follow(then)
            if nxt is None:
                break
            self.locked = True
            self._submitted = True
            self.submit(nxt)
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
        out = {"busy": self.busy, "reserve": n * (STATUS_BUTTON_W + 6)}
        said = self.status_said
        if said is not None:
            out["text"], out["seat"] = said
        return out

    def frame(self):
        """The renderer's frame for the current view (cached by the renderer)."""
        self.renderer.status_extra = self._status_extra()
        return self.renderer.render(self.view, self._size(), self.log, self.log_scroll)

    def _geometry(self):
        fk = self.renderer.frame_key
        if self._geo is None or self._geo[0] != fk or self._geo[1].view is not self.view:
            self._geo = (fk, Geometry(self.renderer, self.view, self.content))
        return self._geo[1]

    def layout(self, local=None):
        """The interactive layout for `local` (default: the current local state)."""
        self.frame()
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
            if fits(panel, f.frame) and fits(popup, f.frame):
                break
        lay = Lay(key=key, spec=spec, geo=geo, panel=panel, popup=popup, buttons=self._status_buttons(),
                  local=local, interaction=it, ctx=ctx)
        if local is self.local:
            self._lay = lay
        return lay

    def _reachable(self, geo, key, panel):
        """A point of the target (of its dozen most central) lies outside the panel; a target
        clear of the panel needs no search (issue 28: the search was most of the layout)."""
        box = geo.bounds(key)
        if box is not None and not panel.rect.colliderect(box.inflate(4, 4)):
            return next(geo.points(key, limit=1), None) is not None
        for p in geo.points(key, limit=12):
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

    # --- what lies under the mouse (pointer.py) ---------------------------------------------------
    control_at = pointer.control_at
    point_for = pointer.point_for
    tooltip_at = pointer.tooltip_at

    # --- input ------------------------------------------------------------------------------
    def handle(self, intent):
        k = intent.kind
        if k in ("click", "key", "drag", "scroll", "resize"):
            self.finish_preparing()
            if self.animating:
                self.finish_animation()     # input is never blocked: jump to the end, then act
        if k == "hover" and self.preparing:
            self.mouse = intent.pos         # looked at when the new frame shows
            self._hover_pending = True
            return False
        if k == "hover":
            self.mouse = intent.pos
            hov = pointer.hover_at(self, intent.pos)
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
        lay = self.layout()
        if intent.button == 1:
            name = pointer.button_at(pos, lay)
            if name == "menu" and self.on_menu is not None:
                self.on_menu()
                return True
            if name == "undo":
                if self.on_undo is not None and self.undo_enabled and not self.busy:
                    self.on_undo()
                return True
        hit = self.renderer.hits.at(pos)
        if intent.button == 3:
            big = next((h for h in self.renderer.hits.all_at(pos) if h.card), None)   # (under the forecast too)
            if big is not None:
                self.covered()              # the overlay is the one large view (issue 14)
                self.app.push(CardOverlay(self.app, self.content, big.card, self.view, self.renderer.ctx))
                return True
            if self.local != self.interaction.initial():
                self._set_local(self.interaction.initial())
                return True
        if intent.button == 1 and self.controls_enabled:
            c = self.control_at(pos, lay=lay)
            if c is not None:
                if c.action is not None:
                    self._submit(c.action, c.then)
                elif c.to is not None:
                    self._set_local(c.to)
                self.hover_hit = None
                return True
            if self.local.popup:
                self._set_local(replace(self.local, popup=()))
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
            for c in self.layout().spec.controls():
                if c.id == want:
                    if c.enabled and c.to is not None:
                        self._set_local(c.to)
                    return True
        if self.on_key is not None:
            self.on_key(name)
            return True
        return False

    def covered(self):
        """Something is drawn over the table (a menu, a curtain, a card's large view): what
        the mouse rested on is forgotten, so no tooltip, preview or outline outlives it
        (issue 14: the Menu tooltip stayed after the menu closed). True if anything was shown."""
        was = self.hover_hit is not None or self.tip_visible or self.preview
        self.hover_hit = None
        self.tip_visible = self.preview = False
        return was

    def update(self, dt):
        if self in self.app.stack and self.app.top is not self:
            self.covered()
        changed = False
        if self.animating or self.preparing:
            self._anim_ticks += 1
            if self._anim_ticks > 3:        # not drawn (covered by another scene): drop the
                self.finish_preparing()     # animation, do the rest of the drawing at once
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
        if self.animating or self.preparing:
            return 0.0
        if self.hover_hit is None:
            return None
        held = time.monotonic() - self.hover_since
        if not self.tip_visible:
            return max(0.0, HOVER_DELAY - held)
        if self.hover_hit.card and not self.preview:
            return max(0.0, HOLD_DELAY - held)
        return None

    # --- drawing (paint.py) -----------------------------------------------------------------
    def draw(self, surface, controls=None):
        """The table; `controls(surface)`: what the scene around it lays over the table (the
        Hint button, the replay's rows), drawn before the outlines, the card preview and the
        tooltips, so a large view is on top of every control (issue 37)."""
        self._anim_ticks = 0
        if self._prepare(surface.get_size()):
            self._prep_frames += 1
            self.prepared += 1
            surface.blit(self.composed, (0, 0))     # the last frame stays while the next is prepared
            if controls is not None:
                controls(surface)
            return
        self._prep_frames = 0
        composed = paint.compose(self, surface.get_size())
        surface.blit(composed, (0, 0))
        self._shown = self.view
        if self._anim_from is not None:
            self._start_animation()
        if self.anim is not None:
            paint.animation(self, surface, composed)
        if self._hover_pending:
            self._hover_pending = False
            self.handle(Intent("hover", pos=self.mouse))
        if controls is not None:
            controls(surface)
        paint.marks(self, surface)


def fits(placed, frame):
    """A panel or popup layout lies in the window frame, its widgets inside it."""
    if placed is None:
        return True
    if not frame.contains(placed.rect):
        return False
    return all(placed.rect.contains(p.rect) for p in placed.placed)
