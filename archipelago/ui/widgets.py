"""Small hand-written widgets and the drawing helpers of the shell's scenes (title, forms,
overlays), in the table's style: parchment panels with a coloured title band, gold
primary buttons, DejaVu text, player tokens with colour AND emblem. The scenes that place
them are scenes/form.py's FormScene and its subclasses.

No widget library: the forms are few and small (a dozen controls at most), and drawing
them with the table's own fonts, colours and shapes keeps one look; pygame_gui would
bring its own theme files and a second text renderer for no real gain here.
"""
from __future__ import annotations

import math

import pygame

from . import theme as T
from .render import shapes as S
from .render.patches import kept

BUTTON_STYLES = {
    # fill, edge, ink
    "primary": ((236, 190, 70), (150, 108, 26), T.INK),
    "normal": ((246, 238, 218), (150, 126, 90), T.INK),
    "quiet": ((232, 224, 204), (176, 160, 130), T.INK),
    "danger": ((200, 84, 70), (130, 40, 32), T.WHITE),
    "dark": ((52, 64, 78), (120, 140, 160), T.WHITE),
}
DISABLED = ((214, 208, 196), (186, 178, 164), (150, 142, 128))
PAPER = (250, 244, 226)
SEA_TOP = (26, 58, 82)
SEA_BOTTOM = (12, 26, 40)


def ui_ctx(app, scale=1.0):
    """A drawing context for the window: design px (1600x900) times the UI scale, but
    never so large that the biggest form (about 1200x820 design px) leaves the window."""
    w, h = app.screen.get_size()
    base = min(w / 1600, h / 900)
    return T.Ctx(max(0.5, min(base * scale, max(base, min(w / 1200, h / 820)))))


# --- drawing helpers -----------------------------------------------------------------------------

_BACKDROPS = {}


def backdrop(size, glow=True):
    """Deep sea with a faint chart grid and a soft light in the middle (cached)."""
    key = (size, glow)
    bg = _BACKDROPS.get(key)
    if bg is None:
        w, h = size
        bg = pygame.Surface(size)
        for y in range(h):
            k = y / max(1, h - 1)
            c = tuple(int(SEA_TOP[i] + (SEA_BOTTOM[i] - SEA_TOP[i]) * k) for i in range(3))
            pygame.draw.line(bg, c, (0, y), (w, y))
        if glow:
            light = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(14, 0, -1):
                a = int(5 * (15 - i) / 2)
                rw, rh = int(w * i / 14 * 0.75), int(h * i / 14 * 0.8)
                pygame.draw.ellipse(light, (90, 150, 180, a), pygame.Rect(w // 2 - rw // 2, h // 2 - rh // 2, rw, rh))
            bg.blit(light, (0, 0))
        R = max(18, int(min(w, h) / 20))
        col = (44, 82, 106)
        dx = R * math.sqrt(3)
        for row in range(-1, int(h / (1.5 * R)) + 2):
            for colx in range(-1, int(w / dx) + 2):
                cx = colx * dx + (dx / 2 if row % 2 else 0)
                cy = row * 1.5 * R
                pts = [(cx + R * math.cos(math.radians(60 * k - 30)), cy + R * math.sin(math.radians(60 * k - 30)))
                       for k in range(6)]
                pygame.draw.lines(bg, col, True, [(int(x), int(y)) for x, y in pts], 1)
        if len(_BACKDROPS) > 6:
            _BACKDROPS.clear()
        _BACKDROPS[key] = bg
    return bg


_SHADES: dict[tuple, pygame.Surface] = {}      # shade's layer by (size, alpha, colour)
_SHADOWS: dict[tuple, pygame.Surface] = {}     # card's drop shadow by (size, scale)
KEPT = 16                                      # entries each keeps (plain drawings without text)


def shade(surface, alpha=170, colour=(8, 12, 18)):
    def layer():
        s = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        s.fill((*colour, alpha))
        return s
    surface.blit(T.kept(_SHADES, (surface.get_size(), alpha, tuple(colour)), layer, KEPT), (0, 0))


def ground(surface, over_game, alpha=170):
    """Behind a screen: the dimmed game when opened over one, else the sea backdrop."""
    if over_game:
        shade(surface, alpha)
    else:
        surface.blit(backdrop(surface.get_size()), (0, 0))


def card(ctx, surface, rect, title=None, band=T.PANEL_EDGE, fill=T.PANEL, title_size=16, gold=False):
    """A parchment panel with a drop shadow and an optional title band; returns the
    content rectangle (below the band)."""
    px = ctx.px
    rad = px(9)
    def drop_shadow():
        sh = pygame.Surface((rect.w + px(16), rect.h + px(16)), pygame.SRCALPHA)
        for i in range(4):
            pygame.draw.rect(sh, (0, 0, 0, 38), pygame.Rect(px(8) - i * 2 + px(2), px(8) - i * 2 + px(5),
                                                              rect.w + i * 4, rect.h + i * 4), border_radius=rad + i * 2)
        return sh
    surface.blit(T.kept(_SHADOWS, (rect.size, ctx.s), drop_shadow, KEPT), (rect.x - px(8), rect.y - px(8)))
    pygame.draw.rect(surface, fill, rect, border_radius=rad)
    inner = rect.inflate(-px(8), -px(8))
    pygame.draw.rect(surface, T.darken(fill, 0.05), inner, 1, border_radius=rad)
    top = rect.y
    if title:
        tb = pygame.Rect(rect.x, rect.y, rect.w, px(title_size * 2.1))
        pygame.draw.rect(surface, band, tb, border_top_left_radius=rad, border_top_right_radius=rad)
        ctx.blit_text(surface, title, title_size, (tb.x + px(14), tb.centery), T.WHITE, "serif", "midleft")
        top = tb.bottom
    pygame.draw.rect(surface, T.GOLD if gold else T.darken(band, 0.2), rect, max(1, px(2 if gold else 1.5)),
                     border_radius=rad)
    return pygame.Rect(rect.x + px(14), top + px(10), rect.w - px(28), rect.bottom - top - px(20))


@kept(lambda style, cx, cy, r: (cx, cy, 1.1 * r + 4))
def style_token(surface, style, cx, cy, r):
    """A palette entry's disc: its colour with its emblem in white, outlined."""
    style %= len(T.PLAYER_COLOURS)
    if r > 24:          # a large token: a white ring inside a thin dark edge
        S.circle(surface, cx, cy, r, T.WHITE, S.OUTLINE, max(1, int(r / 16)))
        S.circle(surface, cx, cy, r * 0.88, T.PLAYER_COLOURS[style], S.OUTLINE, 1)
        S.emblem(surface, T.PLAYER_EMBLEMS[style], cx, cy, r * 0.5, T.WHITE, S.OUTLINE, max(1, int(r / 20)))
        return
    S.circle(surface, cx, cy, r, T.PLAYER_COLOURS[style], S.OUTLINE, max(1, int(r / 7)))
    S.emblem(surface, T.PLAYER_EMBLEMS[style], cx, cy, r * 0.55, T.WHITE, S.OUTLINE)


def seat_token(surface, seat, cx, cy, r):
    S.player_token(surface, seat, cx, cy, r)


# While the text checker runs (tools/audit/textcheck.py), the paragraphs text_block could not
# hold whole: (text, rect), so a rule cut mid-sentence is found (issue 37).
CUT_LOG = None


def text_block(ctx, surface, text, rect, size=14, colour=T.INK, face="sans", line_gap=1.15):
    """Word-wrapped text in a rectangle; returns the y below the last line (the lines that
    do not fit are left out, and the text checker is told)."""
    y = rect.y
    lh = int(ctx.line_h(size, face) * line_gap)
    for para in text.split("\n"):
        for line in ctx.wrap(para, size, rect.w, face):
            if y + lh > rect.bottom + lh // 3:
                if CUT_LOG is not None:
                    CUT_LOG.append((text, pygame.Rect(rect)))
                return y
            ctx.blit_text(surface, line, size, (rect.x, y), colour, face)
            y += lh
    return y


def foot_row(ctx, rect, widths, height=48, inset=(24, 20), gap=16):
    """Rects of a row of buttons at the foot of `rect`, laid from the right edge leftwards
    (`widths`, `height`, `inset` from the right and bottom edges and `gap`: design px)."""
    rects, right = [], rect.right - ctx.px(inset[0])
    for w in widths:
        b = pygame.Rect(0, 0, ctx.px(w), ctx.px(height))
        b.bottomright = (right, rect.bottom - ctx.px(inset[1]))
        rects.append(b)
        right = b.x - ctx.px(gap)
    return rects


# --- widgets ---------------------------------------------------------------------------------------

class Widget:
    focusable = False

    def __init__(self, name, rect, tip="", enabled=True):
        self.name = name
        self.rect = pygame.Rect(rect)
        self.tip = tip
        self.enabled = enabled

    def hit(self, pos):
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, ctx, surface, hover=False, focus=False):
        pass


class Button(Widget):
    def __init__(self, name, rect, text, style="normal", tip="", enabled=True, size=16, token=None, sub=None):
        super().__init__(name, rect, tip, enabled)
        self.text = text
        self.style = style
        self.size = size
        self.token = token          # ("style", i) or ("seat", i): a player token left of the text
        self.sub = sub              # a second, smaller line

    def draw(self, ctx, surface, hover=False, focus=False):
        draw_button(ctx, surface, self.rect, self.text, self.style, self.enabled, hover, self.size,
                    self.token, self.sub)


def draw_button(ctx, surface, rect, text, style="normal", enabled=True, hover=False, size=16, token=None, sub=None):
    px = ctx.px
    fill, edge, ink = BUTTON_STYLES.get(style, BUTTON_STYLES["normal"]) if enabled else DISABLED
    if enabled and hover:
        fill = T.lighten(fill, 0.3)
    rad = px(7)
    if enabled:
        pygame.draw.rect(surface, T.darken(edge, 0.35), rect.move(0, px(3)), border_radius=rad)
    pygame.draw.rect(surface, fill, rect, border_radius=rad)
    pygame.draw.rect(surface, edge, rect, max(1, px(1.5)), border_radius=rad)
    face = "bold" if style in ("primary", "danger", "dark") and enabled else "sans"
    tx = rect.centerx
    anchor = "center"
    if token is not None:
        r = min(rect.h * 0.32, px(13))
        (style_token if token[0] == "style" else seat_token)(surface, token[1], rect.x + px(10) + r, rect.centery, r)
        tx = rect.x + px(20) + 2 * r
        anchor = "midleft"
    cy = rect.centery - (px(8) if sub else 0)
    width = rect.right - px(10) - (tx if anchor == "midleft" else rect.x + px(10))
    t = ctx.text(ctx.ellipsize(text, size, width, face), size, ink, face)
    surface.blit(t, t.get_rect(**{anchor: (tx, cy)}))
    if sub:
        col = T.INK_SOFT if style not in ("danger", "dark") or not enabled else (230, 230, 230)
        st = ctx.text(ctx.ellipsize(sub, 12, width, "cond"), 12, col, "cond")
        surface.blit(st, st.get_rect(**{anchor: (tx, cy + px(18))}))
    if hover and enabled:
        pygame.draw.rect(surface, T.WHITE, rect.inflate(px(4), px(4)), max(1, px(2)), border_radius=rad + px(2))


class Choice(Widget):
    """A segmented control: one of a few options (value, label)."""

    def __init__(self, name, rect, options, value, tip="", enabled=True, size=14, tips=None):
        super().__init__(name, rect, tip, enabled)
        self.options = list(options)
        self.value = value
        self.size = size
        self.tips = tips or {}

    def parts(self):
        n = max(1, len(self.options))
        w = self.rect.w / n
        return [(v, lab, pygame.Rect(int(self.rect.x + i * w), self.rect.y, int(w) + (1 if i < n - 1 else 0),
                                     self.rect.h)) for i, (v, lab) in enumerate(self.options)]

    def option_at(self, pos):
        for v, _, r in self.parts():
            if r.collidepoint(pos):
                return v
        return None

    def point_of(self, value):
        for v, _, r in self.parts():
            if v == value:
                return r.center
        return None

    def draw(self, ctx, surface, hover=False, focus=False):
        px = ctx.px
        rad = px(7)
        mouse = pygame.mouse.get_pos() if hover else None
        pygame.draw.rect(surface, (226, 216, 190) if self.enabled else DISABLED[0], self.rect, border_radius=rad)
        for i, (v, lab, r) in enumerate(self.parts()):
            sel = v == self.value
            if sel:
                fill = (236, 190, 70) if self.enabled else (206, 196, 170)
                pygame.draw.rect(surface, fill, r.inflate(-px(4), -px(4)), border_radius=rad - px(2))
                pygame.draw.rect(surface, (150, 108, 26) if self.enabled else DISABLED[1], r.inflate(-px(4), -px(4)),
                                 1, border_radius=rad - px(2))
            elif mouse is not None and r.collidepoint(mouse) and self.enabled:
                pygame.draw.rect(surface, (246, 238, 218), r.inflate(-px(4), -px(4)), border_radius=rad - px(2))
            if i:
                pygame.draw.line(surface, (190, 176, 146), (r.x, r.y + px(6)), (r.x, r.bottom - px(6)))
            ink = T.INK if self.enabled else DISABLED[2]
            ctx.blit_text(surface, ctx.ellipsize(lab, self.size, r.w - px(8), "bold" if sel else "sans"), self.size,
                          r.center, ink, "bold" if sel else "sans", "center")
        pygame.draw.rect(surface, (150, 126, 90) if self.enabled else DISABLED[1], self.rect, max(1, px(1.5)),
                         border_radius=rad)

    def tip_at(self, pos):
        v = self.option_at(pos)
        return self.tips.get(v, self.tip)


class TextField(Widget):
    focusable = True

    def __init__(self, name, rect, value="", placeholder="", max_len=16, digits=False, tip="", enabled=True,
                 size=16):
        super().__init__(name, rect, tip, enabled)
        self.value = value
        self.placeholder = placeholder
        self.max_len = max_len
        self.digits = digits
        self.size = size

    def type(self, text):
        if self.digits:
            text = "".join(ch for ch in text if ch.isdigit())
        text = "".join(ch for ch in text if ch.isprintable())
        room = self.max_len - len(self.value)
        if room > 0 and text:
            self.value += text[:room]
            return True
        return False

    def key(self, name):
        if name == "backspace" and self.value:
            self.value = self.value[:-1]
            return True
        if name == "delete":
            self.value = ""
            return True
        return False

    def draw(self, ctx, surface, hover=False, focus=False):
        px = ctx.px
        rad = px(6)
        fill = (255, 252, 242) if self.enabled else DISABLED[0]
        pygame.draw.rect(surface, fill, self.rect, border_radius=rad)
        edge = T.GOLD_DARK if focus else ((150, 126, 90) if not hover else T.INK_SOFT)
        pygame.draw.rect(surface, edge, self.rect, max(1, px(2.5 if focus else 1.5)), border_radius=rad)
        x = self.rect.x + px(10)
        if self.value:
            t = ctx.text(self.value, self.size, T.INK, "sans")
        else:
            t = ctx.text(self.placeholder, self.size, T.INK_FAINT, "sans")
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-px(6), -px(2)))
        r = surface.blit(t, t.get_rect(midleft=(x, self.rect.centery)))
        if focus:
            cx = (r.right + px(1)) if self.value else x
            pygame.draw.line(surface, T.INK, (cx, self.rect.y + px(8)), (cx, self.rect.bottom - px(8)), max(1, px(2)))
        surface.set_clip(clip)


class Stepper(Widget):
    """- value + : a number in steps (a volume, a scale)."""

    def __init__(self, name, rect, value, values, fmt=str, tip="", enabled=True):
        super().__init__(name, rect, tip, enabled)
        self.values = list(values)
        self.value = value
        self.fmt = fmt

    def halves(self):
        b = self.rect.h
        return (pygame.Rect(self.rect.x, self.rect.y, b, b), pygame.Rect(self.rect.right - b, self.rect.y, b, b))

    def step_at(self, pos):
        minus, plus = self.halves()
        if minus.collidepoint(pos):
            return -1
        if plus.collidepoint(pos):
            return 1
        return 0

    def step(self, d):
        try:
            i = self.values.index(self.value)
        except ValueError:
            i = min(range(len(self.values)), key=lambda k: abs(self.values[k] - self.value))
        i = max(0, min(len(self.values) - 1, i + d))
        changed = self.values[i] != self.value
        self.value = self.values[i]
        return changed

    def draw(self, ctx, surface, hover=False, focus=False):
        px = ctx.px
        minus, plus = self.halves()
        mid = pygame.Rect(minus.right + px(4), self.rect.y, plus.x - minus.right - px(8), self.rect.h)
        pygame.draw.rect(surface, (255, 252, 242), mid, border_radius=px(6))
        pygame.draw.rect(surface, (150, 126, 90), mid, max(1, px(1.5)), border_radius=px(6))
        ctx.blit_text(surface, self.fmt(self.value), 16, mid.center, T.INK, "bold", "center")
        i = self.values.index(self.value) if self.value in self.values else 0
        draw_button(ctx, surface, minus, "−", "normal", i > 0, False, 18)
        draw_button(ctx, surface, plus, "+", "normal", i < len(self.values) - 1, False, 18)
