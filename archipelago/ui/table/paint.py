"""Painting the table scene: the composed frame (the renderer's table, the glow over
targets, the decision panel, a popup, the status bar buttons), what the mouse rests on
(outlines, the card preview, tooltips) and the animation under the panel."""
from __future__ import annotations

import pygame

from archipelago.i18n import _

from .. import theme as T
from ..interact.core import W
from ..render.decisions import (GLOW, GLOW_BRIGHT, SELECT, SHADOW, draw_button, glow, paint_overlay, paint_panel,
                             paint_popup, shapes_box)
from ..render.common import blit_tooltip, tooltip_box
from ..render.hexgeo import corners
from ..render.hexmap import tile_surface
from .overlay import large_card


def compose(scene, size):
    """Table + overlay + panel + popup + status buttons (cached until any changes)."""
    frame = scene.frame()
    lay = scene.layout()
    key = (lay.key, size)
    if key == scene.composed_key and scene.composed is not None:
        return scene.composed
    out = scene.composed if scene.composed is not None and scene.composed.get_size() == size \
        else pygame.Surface(size)
    out.blit(frame, (0, 0))
    ctx = scene.renderer.ctx
    spec = lay.spec
    enabled = scene.controls_enabled
    if spec.panel is not None or spec.targets:
        if enabled:
            paint_overlay(ctx, out, spec, lay.geo, scene.content, scene.view)
        if lay.panel is not None:
            out.blit(paint_panel(lay.ctx, lay.panel, spec.panel, scene.view, scene.content,
                                 disabled=not enabled and scene.interaction.active),      # (a shown frame: plain)
                     lay.panel.rect)
        if lay.popup is not None and enabled:
            out.blit(paint_popup(lay.ctx, lay.popup, spec.popup, scene.content), lay.popup.rect)
    _status_buttons(scene, out, lay)
    scene.composed = out
    scene.composed_key = key
    return out


def _status_buttons(scene, surf, lay):
    ctx = scene.renderer.ctx
    for name, r in lay.buttons.items():
        en = name == "menu" or (scene.undo_enabled and not scene.busy)
        draw_button(ctx, surf, r, W("button", _("Undo") if name == "undo" else _("Menu"), style="normal", size=13), en,
                    shadow=(12, 12, 16))


def animation(scene, surface, composed):
    """The running animation over the new frame; the panel and popup stay on top of what moves."""
    scene.anim.draw(surface)
    lay = scene.layout()
    for pl in (lay.panel, lay.popup if scene.controls_enabled else None):
        if pl is not None:
            surface.blit(composed, pl.rect, pl.rect)


def marks(scene, surface):
    """The selected hex, the outline of what the mouse rests on and its card preview or tooltip."""
    size = surface.get_size()
    ctx = scene.renderer.ctx
    if scene.selected is not None:
        outline_hex(scene, surface, scene.selected[0])
    hit = scene.hover_hit
    scene.large_view = None
    if hit is not None:
        hover_outline(scene, surface, hit)
        r = hit.rect
        if scene.preview and hit.card:
            room = max(r.left, size[0] - r.right) - ctx.px(16)
            big = large_card(ctx, scene.content, hit.card, scene.view, size[1] * 0.62, room)
            if big is not None:
                x = r.right + ctx.px(12) if r.centerx < size[0] / 2 else r.left - big.get_width() - ctx.px(12)
                y = min(max(0, r.centery - big.get_height() // 2), size[1] - big.get_height())
                surface.blit(big, (x, y))
                scene.large_view = (big, pygame.Rect((x, y), big.get_size()))   # (on top of all: issue 37)
        elif scene.tip_visible and hit.tip and scene.mouse is not None:
            tooltip(scene, surface, hit.tip, scene.mouse)


def hover_outline(scene, surface, hit):
    """The glow of an enabled target, the frame of a panel button, or a plain outline."""
    ctx = scene.renderer.ctx
    c = hit.control
    if c is not None and c.id[0] == "t" and scene.controls_enabled and c.enabled:
        key = c.id[1:]
        lay = scene.layout()
        geo = lay.geo
        if key[0] == "spot":
            for q, r, fid, rot, inter in lay.spec.ghosts:
                if (q, r) == key[1:] and fid in scene.content.faces:
                    t = tile_surface(scene.content.faces[fid], rot, scene.renderer.map.R)
                    cx, cy = scene.renderer.map.hex_centre(q, r)
                    clip = surface.get_clip()
                    surface.set_clip(geo.map_rect)
                    surface.blit(t, t.get_rect(center=(int(cx), int(cy))))
                    surface.set_clip(clip)
        shapes = geo.shapes(key)
        box = shapes_box(shapes).inflate(ctx.px(16), ctx.px(16))
        if geo.is_map(key):
            box = box.clip(geo.map_rect)
        if box.w <= 0 or box.h <= 0:
            return
        layer = pygame.Surface(box.size, pygame.SRCALPHA)     # only as large as the target
        for sh in shapes:
            glow(layer, _moved(sh, -box.x, -box.y), ctx.px, strong=True, fill=key[0] != "spot")
        surface.blit(layer, box.topleft)
        route = lay.spec.routes.get(key)
        if route:
            convoy_marks(scene, surface, route)
        return
    if c is not None and c.id[0] == "p":
        if c.enabled and scene.controls_enabled:
            pygame.draw.rect(surface, (255, 255, 255), hit.rect.inflate(4, 4), max(2, ctx.px(2)),
                             border_radius=ctx.px(7))
        return
    r = hit.rect
    shape = _hit_shape(scene, hit)
    if shape is not None:
        pygame.draw.polygon(surface, T.HILITE, [(int(x), int(y)) for x, y in shape], max(1, ctx.px(1.5)))
    elif hit.circle:
        pygame.draw.circle(surface, T.HILITE, r.center, min(r.w, r.h) // 2, max(1, ctx.px(1.5)))
    else:
        pygame.draw.rect(surface, T.HILITE, r.inflate(2, 2), max(1, ctx.px(1.5)), border_radius=ctx.px(3))


def convoy_marks(scene, surface, route):
    """R5.7: a move by sea while the mouse rests on its destination: its path from hex
    centre to hex centre, a gold mark on each border it crosses (a hop between two islands:
    on the hex's centre), and a line from each mark to the ship of the mover's that bridges
    it, that ship ringed (interact.facts.convoy: a different ship for each border)."""
    ctx = scene.renderer.ctx
    px = ctx.px
    m = scene.renderer.map
    geo = scene.layout().geo
    hexes = scene.view["hexes"]

    def centre(h):
        return m.hex_centre(hexes[h][0], hexes[h][1])

    path = [centre(route[0][1])] + [centre(b) for _s, a, b in route if a != b]
    clip = surface.get_clip()
    surface.set_clip(geo.map_rect)
    if len(path) > 1:
        pts = [(int(x), int(y)) for x, y in path]
        pygame.draw.lines(surface, SHADOW[:3], False, pts, max(4, px(6)))
        pygame.draw.lines(surface, GLOW_BRIGHT, False, pts, max(2, px(2.5)))
    for ship, a, b in route:
        (ax, ay), (bx, by) = centre(a), centre(b)
        mark = (int((ax + bx) / 2), int((ay + by) / 2))
        for sh in geo.shapes(("unit", ship)):
            r = sh[1]
            pygame.draw.line(surface, SHADOW[:3], r.center, mark, max(3, px(4)))
            pygame.draw.line(surface, SELECT, r.center, mark, max(1, px(2)))
            pygame.draw.circle(surface, SHADOW[:3], r.center, int(max(r.w, r.h) * 0.62) + px(2), max(3, px(4)))
            pygame.draw.circle(surface, SELECT, r.center, int(max(r.w, r.h) * 0.62) + px(1), max(2, px(2.2)))
        pygame.draw.circle(surface, SHADOW[:3], mark, px(7))
        pygame.draw.circle(surface, GLOW, mark, px(5.5))
    surface.set_clip(clip)


def _hit_shape(scene, hov):
    if hov.key is None:
        return None
    for h in scene.renderer.hits.items:
        if h.key == hov.key and h.shape and h.rect == hov.rect:
            return h.shape
    return None


def outline_hex(scene, surface, h):
    """The hex last clicked on the map, outlined."""
    hexes = scene.view["hexes"]
    if not (0 <= h < len(hexes)):
        return
    m = scene.renderer.map
    cx, cy = m.hex_centre(hexes[h][0], hexes[h][1])
    pts = [(int(x), int(y)) for x, y in corners(cx, cy, m.R)]
    clip = surface.get_clip()
    surface.set_clip(scene.renderer.fitted.rects["map"])
    pygame.draw.polygon(surface, T.HILITE, pts, max(2, scene.renderer.ctx.px(2.5)))
    surface.set_clip(clip)


def tooltip(scene, surface, text, pos):
    """The tooltip box for text near pos (boxes cached by text and scale)."""
    ctx = scene.renderer.ui
    key = (text, ctx.s)
    tip = scene.tip_cache.get(key)
    if tip is None:
        if len(scene.tip_cache) > 200:
            scene.tip_cache.clear()
        tip = scene.tip_cache[key] = tooltip_box(ctx, text, warn=True)
    blit_tooltip(ctx, surface, tip, pos)


def _moved(sh, dx, dy):
    if sh[0] == "poly":
        return ("poly", [(x + dx, y + dy) for x, y in sh[1]])
    if sh[0] == "circle":
        return ("circle", (sh[1][0] + dx, sh[1][1] + dy), sh[2])
    return (sh[0], pygame.Rect(sh[1]).move(dx, dy))
