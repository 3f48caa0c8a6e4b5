"""What lies under the mouse on the table: the control a click there would use, a point
where a click hits a given control, and what the mouse rests on (its outline and tooltip).

Functions of the TableScene; `control_at`, `point_for` and `tooltip_at` are also its
methods (interact.path, the tools and the tests ask the scene)."""
from __future__ import annotations

import pygame

from archipelago.i18n import _

from ..interact.geometry import target_keys


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


def control_at(scene, pos, enabled_only=True, lay=None):
    """The interaction control under pos (None: nothing clickable there)."""
    if pos is None:
        return None
    lay = lay or scene.layout()
    if not scene.interaction.active:
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
    m = scene.renderer.map
    in_map = m.rect.collidepoint(pos)
    if in_map and spec.ghosts:
        c = targets.get(("spot",) + tuple(m.pick_axial(pos)))
        if c is not None and (c.enabled or not enabled_only):
            return c
    private = scene.renderer.fitted.rects["private"]
    for h in scene.renderer.hits.all_at(pos):
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


def button_at(pos, lay):
    """The status bar button ('menu', 'undo') under pos, or None."""
    for name, r in lay.buttons.items():
        if r.collidepoint(pos):
            return name
    return None


def point_for(scene, control_id, lay=None):
    """A screen point where a click hits this control (None if it is covered)."""
    lay = lay or scene.layout()
    for pl in (lay.popup, lay.panel):
        if pl is None:
            continue
        for c, r in pl.controls():
            if c.id == control_id:
                for p in (r.center, (r.x + 4, r.centery), (r.right - 4, r.centery)):
                    got = control_at(scene, p, lay=lay)
                    if got is not None and got.id == control_id:
                        return p
    if control_id[0] == "t":
        key = control_id[1:]
        for p in lay.geo.points(key):
            got = control_at(scene, p, lay=lay)
            if got is not None and got.id == control_id:
                return p
    return None


def hover_at(scene, pos):
    """What the mouse at pos rests on (a Hover), or None."""
    if pos is None:
        return None
    lay = scene.layout()
    name = button_at(pos, lay)
    if name is not None:
        if name == "menu":
            tip = _("Menu: save, load, settings, rules, quit.")
        elif scene.undo_enabled:
            tip = _("Undo your last step (back to the last information barrier).")
        else:
            tip = _("Nothing to undo now (a hex, card, draw or handoff is a barrier).")
        return Hover(lay.buttons[name], tip, key=("button", name))
    c = control_at(scene, pos, enabled_only=False, lay=lay) if scene.controls_enabled else None
    hit = scene.renderer.hits.at(pos)
    if c is not None:
        if c.id[0] == "p":
            rect = next((r for pl in (lay.popup, lay.panel) if pl is not None
                         for cc, r in pl.controls() if cc.id == c.id), None)
            tip = c.tip if c.enabled else (_("Not now: {why}").format(why=c.tip) if c.tip else "")
            return Hover(rect or pygame.Rect(pos, (1, 1)), tip, control=c)
        base = hit.tip if hit is not None else ""
        if c.enabled:
            tip = (c.tip or _("Click to choose.")) + ("\n" + base if base else "")
        else:
            tip = _("Not now: {why}").format(why=c.tip) + ("\n" + base if base else "")
        if hit is not None:
            return Hover(hit.rect, tip, hit.card, hit.circle, control=c, key=hit.key)
        return Hover(pygame.Rect(pos[0] - 2, pos[1] - 2, 4, 4), tip, control=c)
    for pl in (lay.popup, lay.panel):
        if pl is not None and scene.interaction.active and pl.rect.collidepoint(pos):
            return None
    if hit is None:
        return None
    return Hover(hit.rect, hit.tip, hit.card, hit.circle, key=hit.key)


def tooltip_at(scene, pos):
    """The tooltip text shown when the mouse rests at pos (for tests and the shell)."""
    h = hover_at(scene, pos)
    return h.tip if h is not None else None
