"""Drawing the interaction: the decision panel (docked over the private screen, or large
over the map), popups next to their target, and the overlay that makes legal targets glow
and dims what cannot be clicked (with ghost hexes for placements)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .. import theme as T
from . import shapes as S
from .cards import band_colour, draw_card
from .hexmap import tile_surface
from archipelago.engine.kinds import SHIP, TOKEN

GLOW = (255, 214, 90)
GLOW_BRIGHT = (255, 244, 170)
SELECT = (255, 255, 255)
DIM = (12, 14, 20, 105)

PAD = 10
TITLE_H = 24
ROW_GAP = 6
GAP = 6
BTN_H = 30


@dataclass
class Placed:
    w: object          # the W
    rect: pygame.Rect  # window px
    lines: list = field(default_factory=list)   # wrapped text lines (text widgets)


@dataclass
class PanelLayout:
    rect: pygame.Rect
    placed: list
    surf: pygame.Surface | None = None
    docked: bool = True

    def controls(self):
        for p in self.placed:
            if p.w.control is not None:
                yield p.w.control, p.rect


def _face(w):
    return "bold" if w.style == "head" else "sans"


def _label_w(ctx, w):
    """The width a row's label (a text with a set width, first in its row: "You get:")
    needs on one line: a label never wraps (issue 39: "Du / bekommst:")."""
    return ctx.font(w.size, _face(w)).size(w.text)[0] + (ctx.px(20) if w.icon else 0) + ctx.px(2)


def _measure(ctx, w, avail, least=0):
    """(width, height, wrapped lines) of a widget in window px; `least`: the width a row's
    label takes at least (the widest label of the panel, so the rows stay aligned)."""
    px = ctx.px
    if w.kind == "text":
        face = _face(w)
        if w.w:
            width = min(max(px(w.w), least), avail)
            lines = ctx.wrap(w.text, w.size, width - (px(20) if w.icon else 0), face)
        else:
            lines = ctx.wrap(w.text, w.size, avail - (px(20) if w.icon else 0), face)
            width = max(ctx.font(w.size, face).size(ln)[0] for ln in lines) + (px(20) if w.icon else 0)
        h = max(px(BTN_H) if len(lines) == 1 and w.size < 18 and w.icon else 0,
                ctx.line_h(w.size, face) * len(lines))
        return min(width, avail), h, lines
    if w.kind == "button":
        tw = ctx.font(w.size, "bold" if w.style == "primary" else "sans").size(w.text)[0]
        iw = px(22) if w.icon else 0
        width = max(px(w.w), tw + iw + px(22 if len(w.text) > 2 or w.icon else 12))
        return min(width, avail), px(BTN_H * w.size / 16 if w.size > 16 else BTN_H), []
    if w.kind == "value":
        tw = ctx.font(w.size, "bold").size(w.text)[0]
        return max(px(w.w), tw + px(14)), px(BTN_H), []
    if w.kind == "tile":
        return px(max(w.w, 56)), px(max(w.w, 56) * 1.05 + 14), []
    if w.kind == "card":
        return px(104), px(176), []
    if w.kind == "gap":
        return px(w.w), px(2), []
    return px(40), px(BTN_H), []


def layout_panel(ctx, panel, dock: pygame.Rect, map_rect: pygame.Rect, frame: pygame.Rect):
    """Place the widgets of a panel; returns a PanelLayout (no drawing yet)."""
    px = ctx.px
    if panel.modal:
        width = min(map_rect.w - px(24), px(600))
    else:
        width = dock.w
    inner = width - 2 * px(PAD)
    labels = [row[0] for row in panel.rows if row and row[0].kind == "text" and row[0].w]
    label_w = max((_label_w(ctx, w) for w in labels), default=0)
    placed = []
    y = px(TITLE_H) + px(8)
    foot_at = len(panel.rows) - panel.foot
    foot_from = None                     # the first widget of the foot rows
    for i, row in enumerate(panel.rows):
        if i == foot_at:
            foot_from = len(placed)
        left, right = [], []
        cur = left
        for w in row:
            if w.kind == "gap" and not w.w:
                cur = right
                continue
            cur.append(w)
        lines = [[]]
        x = 0
        for w in left:
            ww, hh, wl = _measure(ctx, w, inner, label_w if w in labels else 0)
            if lines[-1] and x + ww > inner:
                lines.append([])
                x = 0
            lines[-1].append([w, x, ww, hh, wl])
            x += ww + px(GAP)
        if right:
            rw = [list((w,) + _measure(ctx, w, inner)) for w in right]
            total = sum(r[1] for r in rw) + px(GAP) * (len(rw) - 1)
            if lines[-1] and x + total > inner:
                lines.append([])
            xr = inner - total
            for w, ww, hh, wl in rw:
                lines[-1].append([w, xr, ww, hh, wl])
                xr += ww + px(GAP)
        for line in lines:
            if not line:
                continue
            lh = max(e[3] for e in line)
            for w, x0, ww, hh, wl in line:
                r = pygame.Rect(px(PAD) + x0, y + (lh - hh) // 2, ww, hh)
                placed.append(Placed(w, r, wl))
            y += lh + px(ROW_GAP)
    height = y + px(PAD) - px(ROW_GAP)
    if panel.modal:
        height = min(height, frame.h - px(10))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = map_rect.center
        rect.top = max(frame.top + px(4), min(rect.top, frame.bottom - height))
    else:
        if height <= dock.h:
            rect = pygame.Rect(dock.x, dock.y, dock.w, dock.h)
        else:
            rect = pygame.Rect(dock.x, dock.bottom - height, dock.w, height)
        if foot_from is not None:        # the foot rows end at the dock's bottom, wherever rows above end
            for p in placed[foot_from:]:
                p.rect.move_ip(0, rect.h - height)
    for p in placed:
        p.rect.move_ip(rect.x, rect.y)
    return PanelLayout(rect, placed, None, not panel.modal)


def _item_h(ctx, w):
    c = w.control
    return ctx.px(BTN_H + 14) if c is not None and not c.enabled and c.tip else ctx.px(BTN_H)


def layout_popup(ctx, popup, anchor: pygame.Rect, frame: pygame.Rect):
    px = ctx.px
    widths = [_measure(ctx, w, px(420))[0] for w in popup.items]
    for w in popup.items:
        if w.control is not None and not w.control.enabled and w.control.tip:
            # the reason is drawn after the icon (px(33)) and keeps px(8) from the edge
            widths.append(ctx.font(12, "cond").size(w.control.tip)[0] + px(44))
    tw = ctx.font(14, "bold").size(popup.title)[0]
    width = min(max(px(520), frame.w // 3), max([tw + px(20)] + [w + px(2 * PAD) for w in widths] + [px(180)]))
    head = px(26) + (len(_title_lines(ctx, popup.title, width)) - 1) * ctx.line_h(14, "bold")   # a long title wraps
    height = head + sum(_item_h(ctx, w) + px(4) for w in popup.items) + px(PAD)
    rect = pygame.Rect(0, 0, width, height)
    if anchor.right + px(14) + width <= frame.right:
        rect.left = anchor.right + px(14)
    else:
        rect.right = anchor.left - px(14)
    rect.centery = anchor.centery
    rect.clamp_ip(frame)
    placed = []
    y = rect.y + head
    for w in popup.items:
        ih = _item_h(ctx, w)
        placed.append(Placed(w, pygame.Rect(rect.x + px(PAD), y, width - 2 * px(PAD), ih)))
        y += ih + px(4)
    return PanelLayout(rect, placed, None, False)


def _title_lines(ctx, title, width):
    """A popup's title in the lines its width holds (two hexes named apart can be long)."""
    return ctx.wrap(title, 14, width - ctx.px(19), "bold") or [title]


# --- painting ---------------------------------------------------------------------------------

BUTTON_STYLES = {
    # fill, edge, ink
    "primary": ((236, 190, 70), (150, 108, 26), T.INK),
    "normal": ((246, 238, 218), (150, 126, 90), T.INK),
    "quiet": ((232, 224, 204), (176, 160, 130), T.INK),
    "danger": ((200, 84, 70), (130, 40, 32), T.WHITE),
}
DISABLED = ((214, 208, 196), (186, 178, 164), (150, 142, 128))


def draw_icon(ctx, surf, icon, cx, cy, r, content=None):
    kind = icon[0]
    if kind == "res":
        S.resource_icon(surf, icon[1], cx, cy, r)
    elif kind == "seat":
        S.player_token(surf, icon[1], cx, cy, r)
    elif kind == "florin":
        S.florin(surf, cx, cy, r)
    elif kind == TOKEN:
        S.token_glyph(surf, cx, cy, r)
    elif kind == "kind":
        if icon[1] == SHIP:
            S.ship(surf, 0, cx, cy, r * 2.2)
        else:
            S.building(surf, icon[1], cx, cy, r * 1.2)
    elif kind == "card" and content is not None and icon[1] in content.cards:
        card = content.cards[icon[1]]
        rr = pygame.Rect(0, 0, int(r * 1.5), int(r * 2))
        rr.center = (int(cx), int(cy))
        pygame.draw.rect(surf, T.lighten(band_colour(card), 0.5), rr, border_radius=2)
        pygame.draw.rect(surf, band_colour(card), rr, max(1, int(r / 5)), border_radius=2)


def draw_button(ctx, surf, rect, w, enabled=True, hover=False, content=None, shadow=(192, 180, 156)):
    px = ctx.px
    fill, edge, ink = BUTTON_STYLES.get(w.style, BUTTON_STYLES["normal"]) if enabled else DISABLED
    if enabled and hover:
        fill = T.lighten(fill, 0.25)
    if w.selected:
        fill, edge = (255, 236, 160), (120, 80, 10)
    rad = px(6)
    if enabled and shadow is not None:      # opaque: an alpha pixel would punch a hole in the panel
        pygame.draw.rect(surf, shadow, rect.move(0, px(2)), border_radius=rad)
    pygame.draw.rect(surf, fill, rect, border_radius=rad)
    pygame.draw.rect(surf, edge, rect, max(1, px(1.5 if enabled else 1)) + (1 if w.selected else 0), border_radius=rad)
    face = "bold" if w.style == "primary" and enabled else "sans"
    tx = rect.x + px(11)
    why0 = not enabled and w.control is not None and w.control.tip and rect.h >= px(BTN_H + 12)
    if w.icon:
        draw_icon(ctx, surf, w.icon, tx + px(8), rect.centery - (px(7) if why0 else 0), px(8), content)
        tx += px(22)
    why = w.control.tip if (not enabled and w.control is not None and w.control.tip
                            and rect.h >= px(BTN_H + 12)) else ""
    cy = rect.centery - (px(7) if why else 0)
    room = rect.right - tx - px(8) if w.icon else rect.w - px(6)      # a centred label may use the width
    t = ctx.text(ctx.ellipsize(w.text, w.size, room, face), w.size, ink, face)
    if w.icon:
        surf.blit(t, t.get_rect(midleft=(tx, cy)))
    else:
        surf.blit(t, t.get_rect(center=(rect.centerx, cy)))
    if why:
        ctx.blit_text(surf, ctx.ellipsize(why, 12, rect.right - tx - px(8), "cond"), 12, (tx, cy + px(15)),
                      T.RED, "cond", "midleft")


def paint_panel(ctx, lay: PanelLayout, panel, view, content, disabled=False):
    """The panel surface (window px, the size of lay.rect)."""
    px = ctx.px
    rect = lay.rect
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    seat = view.get("seat")
    band = T.darken(T.player_colour(seat), 0.25) if seat is not None else T.PANEL_EDGE
    rad = px(8)
    body = pygame.Rect(0, 0, rect.w - 2, rect.h - 3)
    pygame.draw.rect(surf, (0, 0, 0, 110), body.move(2, 3), border_radius=rad)
    pygame.draw.rect(surf, (250, 244, 226), body, border_radius=rad)
    tb = pygame.Rect(0, 0, body.w, px(TITLE_H))
    pygame.draw.rect(surf, band, tb, border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(surf, T.GOLD, body, max(2, px(2)), border_radius=rad)
    left = _supply_strip(ctx, surf, view, content, px(10) + ctx.font(14, "serif").size(panel.title)[0] + px(16), tb)
    t = ctx.text_fit(panel.title, 14, left - px(26), T.WHITE, "serif")     # the strip first: private values
    surf.blit(t, t.get_rect(midleft=(px(10), tb.centery)))
    for p in lay.placed:
        r = p.rect.move(-rect.x, -rect.y)
        w = p.w
        en = w.control is not None and w.control.enabled and not disabled
        if w.kind == "button":
            draw_button(ctx, surf, r, w, en, content=content)
        elif w.kind == "text":
            face = _face(w)
            col = T.INK_SOFT if w.style == "soft" else T.INK
            x = r.x
            if w.icon:
                draw_icon(ctx, surf, w.icon, x + px(8), r.y + ctx.line_h(w.size, face) // 2, px(8), content)
                x += px(20)
            y = r.y + max(0, (r.h - ctx.line_h(w.size, face) * len(p.lines)) // 2)
            for ln in p.lines:
                ctx.blit_text(surf, ln, w.size, (x, y), col, face)
                y += ctx.line_h(w.size, face)
        elif w.kind == "value":
            pygame.draw.rect(surf, (255, 255, 255), r, border_radius=px(5))
            pygame.draw.rect(surf, T.PANEL_EDGE, r, max(1, px(1.5)), border_radius=px(5))
            ctx.blit_text(surf, w.text, w.size, r.center, T.INK, "bold", "center")
        elif w.kind == "tile":
            _paint_tile(ctx, surf, r, w, en, content)
        elif w.kind == "card":
            _paint_card(ctx, surf, r, w, en, content)
    if disabled:
        veil = pygame.Surface(body.size, pygame.SRCALPHA)
        veil.fill((250, 244, 226, 120))
        surf.blit(veil, (0, 0))
        ctx.blit_text(surf, "waiting…", 13, (body.right - px(10), tb.centery), T.WHITE, "condb", "midright")
    return surf


def _supply_strip(ctx, surf, view, content, x0, tb):
    """The viewer's florins, tokens and cubes in the title band (the panel covers the
    private screen that shows them), from the right; returns where it begins. Zero counts
    are left out first when the title would not keep its room (x0)."""
    px = ctx.px
    seat = view.get("seat")
    if seat is None or not (0 <= seat < len(view["players"])):
        return tb.right
    p = view["players"][seat]
    if p.get("florins") is None:
        return tb.right
    items = [("florin", p.get("florins", 0)), ("token", p.get("tokens", 0))]
    items += [(r, (p.get("cubes") or {}).get(r, 0)) for r in content.rules["resources"]]
    width = sum(ctx.font(13, "condb").size(str(k))[0] + px(22) for _, k in items)
    if tb.right - px(8) - width < x0:
        items = [it for it in items if it[1] or it[0] in ("florin", TOKEN)]
    x = tb.right - px(8)
    cy = tb.centery
    for kind, k in reversed(items):
        t = ctx.text(str(k), 13, T.WHITE if k else (200, 200, 200), "condb")
        r = t.get_rect(midright=(x, cy))
        surf.blit(t, r)
        x = r.left - px(10)
        if kind == "florin":
            S.florin(surf, x, cy, px(7.5))
        elif kind == TOKEN:
            S.token_glyph(surf, x, cy, px(7.5))
        else:
            S.resource_icon(surf, kind, x, cy, px(7.5))
        x -= px(12)
    return x + px(4)


def _paint_tile(ctx, surf, r, w, enabled, content):
    px = ctx.px
    fid, rot = w.icon[1], w.icon[2]
    R = int(min(r.w * 0.5, (r.h - px(16)) * 0.5)) - px(2)
    if enabled:
        pygame.draw.rect(surf, (255, 240, 190), r, border_radius=px(6))
        pygame.draw.rect(surf, T.GOLD_DARK, r, max(1, px(1.5)), border_radius=px(6))
    elif w.control is not None:
        pygame.draw.rect(surf, DISABLED[0], r, border_radius=px(6))
    if content is not None and fid in content.faces:
        t = tile_surface(content.faces[fid], rot, R)
        if w.control is not None and not enabled:
            t = t.copy()
            t.set_alpha(110)
        surf.blit(t, t.get_rect(center=(r.centerx, r.y + px(2) + R)))
    ctx.blit_text(surf, w.text, 12, (r.centerx, r.bottom - px(8)), T.INK if enabled or w.control is None else
                  T.INK_FAINT, "condb", "center")


def _paint_card(ctx, surf, r, w, enabled, content):
    px = ctx.px
    cid = w.icon[1]
    if content is None or cid not in content.cards:
        return
    face = draw_card(ctx, content.cards[cid], r.size, prices=tuple(content.rules["track"]["prices"]),
                     content=content)
    if not enabled and w.control is not None:      # (a card only shown, with no control: face up, plain)
        face = face.copy()
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((230, 226, 216, 150))
        face.blit(veil, (0, 0))
    surf.blit(face, r)
    if enabled:
        pygame.draw.rect(surf, GLOW, r.inflate(px(4), px(4)), max(2, px(2.5)), border_radius=px(8))


def paint_popup(ctx, lay: PanelLayout, popup, content, disabled=False):
    px = ctx.px
    rect = lay.rect
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    body = pygame.Rect(0, 0, rect.w - 3, rect.h - 4)
    pygame.draw.rect(surf, (0, 0, 0, 120), body.move(3, 4), border_radius=px(8))
    pygame.draw.rect(surf, (252, 248, 234), body, border_radius=px(8))
    pygame.draw.rect(surf, T.GOLD_DARK, body, max(2, px(2)), border_radius=px(8))
    for i, line in enumerate(_title_lines(ctx, popup.title, rect.w)):
        ctx.blit_text(surf, ctx.ellipsize(line, 14, body.w - px(16), "bold"), 14,
                      (px(10), px(13) + i * ctx.line_h(14, "bold")), T.INK, "bold", "midleft")
    for p in lay.placed:
        en = p.w.control is not None and p.w.control.enabled and not disabled
        draw_button(ctx, surf, p.rect.move(-rect.x, -rect.y), p.w, en, content=content)
    return surf


# --- the overlay ------------------------------------------------------------------------------

GLOW_FILL = (255, 236, 150, 46)
SHADOW = (30, 22, 6, 150)


def _glow_poly(surf, pts, px, strong=False, fill=True):
    pts = [(int(x), int(y)) for x, y in pts]
    if len(pts) < 3:
        return
    if fill:
        pygame.draw.polygon(surf, GLOW_FILL if not strong else (255, 255, 255, 60), pts)
    pygame.draw.polygon(surf, SHADOW, pts, max(4, px(5)))
    pygame.draw.polygon(surf, (*GLOW, 255), pts, max(2, px(2.6)))
    pygame.draw.aalines(surf, (*GLOW_BRIGHT, 255), True, pts)
    if strong:
        pygame.draw.polygon(surf, (*SELECT, 255), pts, max(2, px(2.6)))


def glow(surf, shape, px, strong=False, fill=True):
    """Outline a clickable thing: a dark halo under a bright gold line (visible on light
    parchment and on the dark sea alike); `strong`: white, for the selection / hover."""
    kind = shape[0]
    line = SELECT if strong else GLOW
    if kind == "poly":
        _glow_poly(surf, shape[1], px, strong, fill)
    elif kind == "rect":
        r = shape[1]
        pygame.draw.rect(surf, GLOW_FILL, r, border_radius=px(5))
        pygame.draw.rect(surf, SHADOW, r.inflate(px(4), px(4)), max(4, px(5)), border_radius=px(6))
        pygame.draw.rect(surf, (*line, 255), r.inflate(px(3), px(3)), max(2, px(2.6)), border_radius=px(6))
    elif kind == "circle":
        (cx, cy), r = shape[1], shape[2]
        c = (int(cx), int(cy))
        pygame.draw.circle(surf, SHADOW, c, int(r + px(3)), max(3, px(4)))
        pygame.draw.circle(surf, (*line, 255), c, int(r + px(2)), max(2, px(2.4)))
    elif kind == "unit":
        r = shape[1]
        rad = max(r.w, r.h) * 0.62
        c = (int(r.centerx), int(r.centery))
        pygame.draw.circle(surf, (*line, 34 if not strong else 80), c, int(rad + px(2)))
        pygame.draw.circle(surf, SHADOW, c, int(rad + px(2)), max(3, px(3.5)))
        pygame.draw.circle(surf, (*line, 255), c, int(rad + px(1)), max(2, px(2.2)))


def faint(surf, shape, px):
    """A secondary target: a thin light ring (e.g. another unit to select instead)."""
    if shape[0] == "unit":
        r = shape[1]
        c = (int(r.centerx), int(r.centery))
        pygame.draw.circle(surf, (255, 255, 255, 150), c, int(max(r.w, r.h) * 0.62), max(1, px(1.3)))
    elif shape[0] == "poly":
        pygame.draw.aalines(surf, (255, 255, 255, 150), True, [(int(x), int(y)) for x, y in shape[1]])
    elif shape[0] == "rect":
        pygame.draw.rect(surf, (255, 255, 255, 150), shape[1], max(1, px(1.3)), border_radius=px(4))
    elif shape[0] == "circle":
        pygame.draw.circle(surf, (255, 255, 255, 150), (int(shape[1][0]), int(shape[1][1])), int(shape[2]),
                           max(1, px(1.3)))


def dim(surf, shape, px):
    kind = shape[0]
    if kind == "poly":
        pts = [(int(x), int(y)) for x, y in shape[1]]
        if len(pts) > 2:
            pygame.draw.polygon(surf, DIM, pts)
    elif kind in ("rect", "unit"):
        pygame.draw.rect(surf, DIM, shape[1], border_radius=px(4))
    elif kind == "circle":
        (cx, cy), r = shape[1], shape[2]
        pygame.draw.circle(surf, DIM, (int(cx), int(cy)), int(r))


def paint_overlay(ctx, dest, spec, geo, content, view):
    """Onto `dest`: ghost hexes, then glowing legal targets, dimmed impossible ones and
    the selection (drawn on a kept transparent layer of which only the part they cover is
    cleared and blended: see _overlay_layer)."""
    px = ctx.px
    map_rect = geo.map_rect
    m = geo.map
    clip = dest.get_clip()
    dest.set_clip(map_rect)
    for q, r, fid, rot, interactive in spec.ghosts:
        face = content.faces.get(fid)
        if face is None:
            continue
        t = tile_surface(face, rot, m.R).copy()
        t.set_alpha(165 if interactive else 225)
        cx, cy = m.hex_centre(q, r)
        dest.blit(t, t.get_rect(center=(int(cx), int(cy))))
    dest.set_clip(clip)
    strokes = []                    # (clip, draw, shape): what the layer shows, in window px
    for q, r, fid, rot, interactive in spec.ghosts:
        if not interactive:
            from ..render.hexgeo import corners
            cx, cy = m.hex_centre(q, r)
            strokes.append((map_rect, _select_line, ("poly", corners(cx, cy, m.R))))
    for h in spec.focus:
        if h is None or not (0 <= h < len(view["hexes"])):
            continue
        strokes.append((map_rect, _focus, ("poly", geo.hex_poly(h))))
    for dimmed_pass in (True, False):
        for key, c in spec.targets.items():
            if c.enabled == dimmed_pass:
                continue
            if c.enabled and c.soft:
                paint = faint
            elif c.enabled:
                paint = glow if key[0] != "spot" else _glow_unfilled
            else:
                paint = dim
            for sh in geo.shapes(key):
                strokes.append((map_rect if geo.is_map(key) else None, paint, sh))
    for key in spec.selected:
        for sh in geo.shapes(key):
            strokes.append((map_rect if geo.is_map(key) else None, _glow_strong, sh))
    if not strokes:
        return
    box = shapes_box([sh for _c, _p, sh in strokes]).inflate(px(24), px(24)).clip(dest.get_rect())
    if box.w <= 0 or box.h <= 0:
        return
    layer = _overlay_layer(dest.get_size())
    layer.fill((0, 0, 0, 0), box)
    for clip_rect, paint, sh in strokes:
        layer.set_clip(box if clip_rect is None else clip_rect.clip(box))
        paint(layer, sh, px)
    layer.set_clip(None)
    dest.blit(layer, box.topleft, box)


_LAYERS: dict[tuple, pygame.Surface] = {}


def _overlay_layer(size):
    """A window-sized transparent layer kept between frames: only the part an overlay
    covers is cleared and blended (issue 28: a new window-sized layer each frame after a
    move cost milliseconds). Shapes are drawn where they are on the window, not moved onto
    a smaller layer, because anti-aliased lines come out a shade different when moved."""
    layer = _LAYERS.get(size)
    if layer is None:
        _LAYERS.clear()
        layer = _LAYERS[size] = pygame.Surface(size, pygame.SRCALPHA)
    return layer


def _select_line(surf, shape, px):
    pygame.draw.polygon(surf, (*SELECT, 255), _int_pts(shape[1]), max(2, px(2.5)))


def _focus(surf, shape, px):
    pts = _int_pts(shape[1])
    pygame.draw.polygon(surf, (*SELECT, 60), pts, max(4, px(8)))
    pygame.draw.polygon(surf, (*SELECT, 255), pts, max(2, px(2.5)))


def _glow_unfilled(surf, shape, px):
    glow(surf, shape, px, fill=False)


def _glow_strong(surf, shape, px):
    glow(surf, shape, px, strong=True)


def _int_pts(pts):
    return [(int(x), int(y)) for x, y in pts]


def shapes_box(shapes):
    """The bounding rect (window px) of outline shapes (Geometry.shapes)."""
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

