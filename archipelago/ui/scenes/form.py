"""The base scenes of the shell (title, forms, overlays), made of ../widgets.py's widgets.

`FormScene` is the base of every shell scene: `build(size, ctx)` places widgets (window
pixels; labels and tips in the language spoken, rebuilt after a switch), the base class
does hover, tooltips, focus, clicks and text input and draws the widgets; `point(name)`
gives a widget's centre (scripts and tests click by name). `Notice` is a modal notice with
one button; `Deliberate` makes a scene's buttons take only a deliberate click (curtains);
`per_language` keeps a scene's words until the language is switched.
"""
from __future__ import annotations

import functools
import time

from archipelago import i18n

from ..app import Scene
from ..input import HOVER_DELAY, now
from ..render.common import blit_tooltip, tooltip_box
from ..widgets import Choice, TextField, Widget, ui_ctx
from archipelago.engine.kinds import ENTER


def per_language(method):
    """A method without arguments whose value (words) is kept until the language is switched,
    then made again (a coach tip's text, a curtain's summary)."""
    slot = "_per_language_" + method.__name__

    @functools.wraps(method)
    def worded(self):
        kept = getattr(self, slot, None)
        if kept is None or kept[0] != i18n.language():
            kept = (i18n.language(), method(self))
            setattr(self, slot, kept)
        return kept[1]
    return worded



def draw_tooltip(ctx, surface, text, pos):
    blit_tooltip(ctx, surface, tooltip_box(ctx, text), pos)



# --- the base scene ---------------------------------------------------------------------------------

class FormScene(Scene):
    """A shell scene made of widgets. Subclasses implement build(size, ctx) (set
    self.widgets), paint(surface, ctx) (everything but the widgets), and act(widget, pos)
    (a click on an enabled widget)."""

    opaque = True

    def __init__(self, shell):
        super().__init__(shell.app)
        self.shell = shell
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.mouse = None
        self.hover_since = 0.0
        self.tip_shown = False
        self._built = None

    # layout ---------------------------------------------------------------------------------------
    def ctx(self):
        return ui_ctx(self.app, self.shell.settings.ui_scale if self.shell is not None else 1.0)

    def invalidate(self):
        self._built = None
        self.app.dirty = True

    def ensure(self):
        """Build the widgets for the window's size, the UI scale and the language spoken
        (a switch of language rebuilds them, so every label is looked up anew)."""
        ctx = self.ctx()
        key = (self.app.screen.get_size(), ctx.s, i18n.language())
        if self._built != key:
            focus = self.focus.name if self.focus is not None else None
            hover = self.hover.name if self.hover is not None else None
            self.widgets = []
            self.build(self.app.screen.get_size(), ctx)
            self.focus = self.widget(focus) if focus else None
            self.hover = self.widget(hover) if hover else None      # its tooltip in the new language (issue 39)
            if self.focus is None:
                self.focus = next((w for w in self.widgets if w.focusable and getattr(w, "autofocus", False)), None)
            if self.hover is not None:          # the widget under the mouse anew: its tooltip in the new
                self.hover = self._at(self.mouse)   # language (issue 38), not the old widget's words
            self._built = key
        return ctx

    def build(self, size, ctx):
        pass

    def paint(self, surface, ctx):
        pass

    def act(self, widget, pos):
        pass

    def on_key(self, name):
        return False

    def widget(self, name):
        return next((w for w in self.widgets if w.name == name), None)

    def point(self, name):
        """The centre of the widget called `name` (for scripts and tests); "name=value"
        for an option of a Choice."""
        self.ensure()
        if "=" in name:
            wname, value = name.split("=", 1)
            w = self.widget(wname)
            if isinstance(w, Choice):
                for v, lab, r in w.parts():
                    if str(v) == value or lab == value:
                        return r.center
            return None
        w = self.widget(name)
        return w.rect.center if w is not None else None

    def names(self):
        self.ensure()
        return [w.name for w in self.widgets]

    # input ---------------------------------------------------------------------------------------
    def _at(self, pos):
        if pos is None:
            return None
        for w in reversed(self.widgets):
            if w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, intent):
        self.ensure()
        k = intent.kind
        if k == "hover":
            self.mouse = intent.pos
            w = self._at(intent.pos)
            changed = w is not self.hover or isinstance(w, Choice)
            if w is not self.hover:
                self.hover = w
                self.hover_since = time.monotonic()
                self.tip_shown = False
            return changed
        if k == "click":
            if intent.button != 1:
                return False
            w = self._at(intent.pos)
            if w is None or not w.enabled:
                if self.focus is not None and w is None:
                    self.focus = None
                    return True
                return False
            if w.focusable:
                self.focus = w
            self.tip_shown = False
            self.act(w, intent.pos)
            return True
        if k == "text":
            if isinstance(self.focus, TextField) and self.focus.type(intent.key):
                self.changed(self.focus)
                return True
            return False
        if k == "key":
            if isinstance(self.focus, TextField):
                if self.focus.key(intent.key):
                    self.changed(self.focus)
                    return True
                if intent.key == "tab":
                    fields = [w for w in self.widgets if w.focusable and w.enabled]
                    if fields:
                        i = fields.index(self.focus) if self.focus in fields else -1
                        self.focus = fields[(i + 1) % len(fields)]
                    return True
                if intent.key in ("return", ENTER, "escape") and self.on_key(intent.key):
                    return True
                if len(intent.key) == 1 or intent.key == "space":
                    return False        # typed characters arrive as text intents
            return self.on_key(intent.key)
        if k == "resize":
            self.invalidate()
            return True
        return False

    def changed(self, widget):
        pass

    def _tipped(self):
        """The widget under the mouse has a tooltip (a Choice may have one per option only:
        the bot levels, issue 26)."""
        h = self.hover
        return h is not None and bool(h.tip or getattr(h, "tips", None))

    def _tip_due(self):
        """A tooltip may show: a widget with one is under the mouse of the scene on top (never
        through a dialog over it, issue 38)."""
        return self.app.top is self and self._tipped()

    def update(self, dt):
        if self._tip_due() and not self.tip_shown \
                and time.monotonic() - self.hover_since >= HOVER_DELAY:
            self.tip_shown = True
            return True
        return False

    def wake_in(self):
        if self._tip_due() and not self.tip_shown:
            return max(0.0, HOVER_DELAY - (time.monotonic() - self.hover_since))
        return None

    # drawing --------------------------------------------------------------------------------------
    def draw(self, surface):
        ctx = self.ensure()
        self.paint(surface, ctx)
        for w in self.widgets:
            w.draw(ctx, surface, hover=w is self.hover and w.enabled, focus=w is self.focus)
        self.paint_over(surface, ctx)
        if self.tip_shown and self._tip_due() and self.mouse is not None:
            tip = self.hover.tip_at(self.mouse) if isinstance(self.hover, Choice) else self.hover.tip
            if tip:
                draw_tooltip(ctx, surface, tip, self.mouse)

    def paint_over(self, surface, ctx):
        pass


class Notice(FormScene):
    """A modal notice with one button: the button, Enter, Space or Esc close it, and then
    `closed()` runs."""

    opaque = False

    def act(self, widget, pos):
        self.close()

    def on_key(self, name):
        if name in ("return", ENTER, "space", "escape"):
            self.close()
            return True
        return False

    def close(self):
        if self.app.top is self:
            self.app.pop()
        self.closed()

    def closed(self):
        """What follows the notice (nothing by default)."""


DELIBERATE_DELAY = 0.6          # seconds a curtain is up before its button takes a click


class Deliberate:
    """A scene whose `guarded` buttons take only a deliberate click (curtains, reveals): a
    left click whose press and release both lie inside the button, the press made after
    the scene came to the top and the release at least DELIBERATE_DELAY later (on
    input.now()), and not part of a run of quick clicks begun before (issue 25: the third
    click of a burst). Keys never press them, and a click or key made before the scene
    appeared never does. Until then the buttons are drawn disabled. Mix in before
    FormScene."""

    deliberate = True
    guarded = ("continue",)
    appeared_at = None
    _was_top = False

    def came_up(self):
        """The scene came to the top (drawn there first): nothing by default."""

    def ready_in(self):
        """Seconds until the guarded buttons take a click (the delay if not yet shown)."""
        if self.appeared_at is None:
            return DELIBERATE_DELAY
        return max(0.0, self.appeared_at + DELIBERATE_DELAY - now())

    def accepts(self, intent, widget):
        down = intent.down
        if self.appeared_at is None or down is None or intent.button != 1:
            return False
        run = down[2] if len(down) > 2 else down[0]     # a run of quick clicks begun before it appeared never counts
        return (down[0] >= self.appeared_at and run >= self.appeared_at and now() >= self.appeared_at + DELIBERATE_DELAY
                and widget.rect.collidepoint(down[1]) and widget.rect.collidepoint(intent.pos))

    def handle(self, intent):
        if intent.kind == "click":
            self.ensure()
            w = self._at(intent.pos)
            if w is not None and w.name in self.guarded:
                if not self.accepts(intent, w):
                    return False
                w.enabled = True            # (drawn disabled until the delay had passed)
        return super().handle(intent)

    def draw(self, surface):
        top = self.app.top is self
        if top and not self._was_top:
            self.appeared_at = now()        # (again when it comes back to the top)
            self.came_up()
        self._was_top = top
        self.ensure()
        ready = self.ready_in() <= 0
        for w in self.widgets:
            if w.name in self.guarded:
                w.enabled = ready
        super().draw(surface)

    def update(self, dt):
        changed = super().update(dt)
        if self.appeared_at is not None and self.app.top is self:
            ready = self.ready_in() <= 0
            if any(w.name in self.guarded and w.enabled != ready for w in self.widgets):
                return True
        return changed

    def wake_in(self):
        w = super().wake_in()
        if self.appeared_at is not None and self.app.top is self:
            left = self.ready_in()
            if left > 0:
                w = left if w is None else min(w, left)
        return w
