"""The title screen: Continue (first, only when a saved unfinished game exists), Learn to
play, New game, Load, Settings, Rules, Quit; a little archipelago of the game's own hex tiles beside it."""
from __future__ import annotations

import pygame

from archipelago.i18n import _

from .. import theme as T
from ..render.hexgeo import SQ3, corners
from ..widgets import Button, backdrop, card
from .form import FormScene
from .load import save_line
from .settings_scene import BUTTON_TIP as SETTINGS_TIP
from archipelago.engine.kinds import ENTER

# Axial positions of the decorative archipelago (a loose island group).
ISLANDS = [(0, 0), (1, 0), (-1, 1), (0, 1), (1, -1), (2, -1), (-1, 0), (-2, 1), (0, -1), (2, -2), (-1, 2),
           (1, 1), (-2, 2), (3, -2)]
_DECOR = {}
PITCH = 60                          # design px from one title button to the next


def _hex_tile(face, rot, R):
    from ..render.hexmap import tile_surface
    t = tile_surface(face, rot, R)
    w, h = t.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(t, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pts = [(int(x), int(y)) for x, y in corners(w / 2, h / 2, R)]
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.polygon(out, T.HEX_EDGE, pts, 1)
    return out


def decoration(content, size, scale):
    """The title's island group (cached per window size)."""
    key = (size, round(scale, 3))
    surf = _DECOR.get(key)
    if surf is not None:
        return surf
    w, h = size
    R = max(30, int(78 * scale))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    faces = sorted(content.faces.values(), key=lambda f: f.id)
    faces = [f for f in faces if f.areas] or faces
    cx, cy = int(w * 0.30), int(h * 0.52)
    # the start hex in the middle, then designed faces around it
    chosen = [content.start_hex] + [faces[(i * 7 + 3) % len(faces)] for i in range(len(ISLANDS) - 1)]
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    for (q, r), face in zip(ISLANDS, chosen):
        x = cx + R * SQ3 * (q + r / 2.0)
        y = cy + R * 1.5 * r
        pts = [(int(px), int(py + R * 0.12)) for px, py in corners(x, y, R)]
        pygame.draw.polygon(shadow, (0, 0, 0, 70), pts)
    surf.blit(shadow, (0, 0))
    for i, ((q, r), face) in enumerate(zip(ISLANDS, chosen)):
        x = cx + R * SQ3 * (q + r / 2.0)
        y = cy + R * 1.5 * r
        t = _hex_tile(face, (i * 5) % 6 if i else 0, R)
        surf.blit(t, t.get_rect(center=(int(x), int(y))))
    _DECOR.clear()
    _DECOR[key] = surf
    return surf


def players_range(content):
    """"2-5": the players a game takes (rules.yaml players)."""
    p = content.rules["players"]
    return f"{p['min']}-{p['max']}"


class TitleScene(FormScene):
    def __init__(self, shell):
        super().__init__(shell)
        self.latest = None
        self.rejoin = None              # the last game joined at another computer (issue 36)

    def enter(self):
        self.latest = self.shell.latest_game()
        self.rejoin = self.shell.latest_rejoin()
        self.invalidate()

    def _card(self, size, ctx):
        w, h = size
        cw = ctx.px(420)
        ch = ctx.px(56 + 8 * PITCH - 10 + 80 * (bool(self.latest) + bool(self.rejoin)))
        x = int(w * 0.73) - cw // 2
        y = int(h * 0.36)
        return pygame.Rect(x, min(y, h - ch - ctx.px(40)), cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._card(size, ctx)
        bw, bh, gap = r.w - px(56), px(PITCH - 10), px(10)
        y = r.y + px(28)
        x = r.x + px(28)
        ws = []
        if self.latest:
            path, info = self.latest
            sub = save_line(info)
            ws.append(Button("continue", (x, y, bw, px(66)), _("Continue"), "primary", size=19, sub=sub,
                             tip=_("Resume the newest saved game ({names}; {file}); it opens at a curtain.").format(
                                 names=", ".join(info["names"]), file=path.name)))
            y += px(66) + gap
        if self.rejoin:
            ws.append(Button("rejoin", (x, y, bw, px(66)), _("Continue: rejoin"), "primary" if not self.latest
                             else "normal", size=19, sub=_("the game at {address}").format(
                                 address=self.rejoin["address"].split("://")[-1]),
                             tip=_("Take your seat again in the last game you joined at another computer; the "
                                   "host sends where it stands.")))
            y += px(66) + gap
        items = [("learn", _("Learn to play"), _("A guided first game: you (Ann) against two bots, Short, with a "
                                                 "coach tip at each new moment that says why it matters.")),
                 ("new", _("New game"), _("Choose {players} players (people or bots), colours, length and "
                                          "seed.").format(players=players_range(self.shell.content))),
                 ("host", _("Host a game"), _("A game for several computers: seats for people here, people "
                                              "joining from elsewhere, and bots.")),
                 ("join", _("Join a game"), _("Play in a game hosted at another computer: its address and join "
                                              "code.")),
                 ("load", _("Load"), _("Open one of your saved games or autosaves.")),
                 ("settings", _("Settings"), _(SETTINGS_TIP)),
                 ("rules", _("Rules"), _("The rules reference: phases, wheel, costs, taxes, boards (F1).")),
                 ("quit", _("Quit"), _("Close the game."))]
        for name, text, tip in items:
            style = "primary" if (name == "new" and not self.latest and not self.rejoin) else ("quiet" if name == "quit" else "normal")
            ws.append(Button(name, (x, y, bw, bh), text, style, size=18, tip=tip))
            y += bh + gap
        self.widgets = ws

    def act(self, widget, pos):
        n = widget.name
        if n == "continue":
            self.shell.continue_game()
        elif n == "learn":
            self.shell.learn_game()
        elif n == "new":
            self.shell.new_game_form()
        elif n == "rejoin":
            self.shell.rejoin_last()
        elif n == "host":
            self.shell.host_game_form()
        elif n == "join":
            self.shell.join_game_form()
        elif n == "load":
            self.shell.open_load()
        elif n == "settings":
            self.shell.open_settings()
        elif n == "rules":
            self.shell.open_rules()
        elif n == "quit":
            self.shell.quit()

    def on_key(self, name):
        if name == "f1":
            self.shell.open_rules()
            return True
        if name in ("return", ENTER):
            self.act(self.widget("continue") or self.widget("rejoin") or self.widget("new"), None)
            return True
        return False

    def paint(self, surface, ctx):
        px = ctx.px
        size = surface.get_size()
        surface.blit(backdrop(size), (0, 0))
        surface.blit(decoration(self.shell.content, size, ctx.s), (0, 0))
        r = self._card(size, ctx)
        # the name of the game
        tx = r.centerx
        ty = r.y - px(150)
        for dx, dy, col in ((3, 4, (6, 14, 22)), (0, 0, T.GOLD)):
            ctx.blit_text(surface, _("ARCHIPELAGO"), 70, (tx + px(dx), ty + px(dy)), col, "serif", "center")
        ctx.blit_text(surface, _("explore · harvest · trade · keep the colony together"), 17,
                      (tx, ty + px(56)), (214, 228, 236), "sans", "center")
        line_w = px(300)
        pygame.draw.line(surface, T.GOLD_DARK, (tx - line_w // 2, ty + px(82)), (tx + line_w // 2, ty + px(82)), 1)
        card(ctx, surface, r, None, T.PANEL_EDGE, gold=True)
        ctx.blit_text(surface, _("F1 rules   ·   F11 fullscreen"), 13, (px(18), size[1] - px(14)),
                      (150, 176, 194), "sans", "bottomleft")
        ctx.blit_text(surface, _("a game for {players} players, people or bots, at one screen or several").format(
            players=players_range(self.shell.content)), 13,
                      (size[0] - px(18), size[1] - px(14)), (150, 176, 194), "sans", "bottomright")
