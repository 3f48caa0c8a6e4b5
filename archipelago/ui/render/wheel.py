"""The action wheel: unlimited spaces (harvest x6, migration, recruitment, trade, build)
and limited ones (taxes, reproduction, exploration) with their circles for the wheel side
in play (rules.yaml `wheel`), the action discs placed in player colours and the florins
lying on the wheel."""
from __future__ import annotations

import math

import pygame

from .. import theme as T
from archipelago.i18n import _, ngettext
from archipelago.words.names import space_title
from archipelago.words.reference import space_help
from . import shapes as S
from .common import panel
from archipelago.engine.kinds import HARVEST

LIMITED_SPAN = 48.0


def wheel_spaces(content):
    w = content.rules["wheel"]
    spaces = []
    for s in w["unlimited"]:
        if s == HARVEST:
            spaces += [f"harvest:{r}" for r in content.rules["resources"]]  # i18n: not shown (wheel space ids)
        else:
            spaces.append(s)
    return spaces


def side_of(content, view):
    for side in content.rules["wheel"]["sides"]:
        if side["name"] == view["wheel_side"] or view["n"] in side["players"]:
            return side
    return content.rules["wheel"]["sides"][0]


def _arc(cx, cy, r0, r1, a0, a1, steps=10):
    pts = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        pts.append((cx + r1 * math.cos(a), cy + r1 * math.sin(a)))
    for i in range(steps, -1, -1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        pts.append((cx + r0 * math.cos(a), cy + r0 * math.sin(a)))
    return pts


def circle_fill(spec, n, seats_in_order):
    """Which circle each placed disc occupies: own circles first, then shared."""
    own = {}
    shared = [None] * spec.get("shared", 0)
    for seat in seats_in_order:
        if spec.get("own", 0) and seat not in own:
            own[seat] = seat
            continue
        for i, s in enumerate(shared):
            if s is None:
                shared[i] = seat
                break
    return own, shared


def draw_wheel(ctx, size, view, content, hits):
    side = side_of(content, view)
    surf, y0 = panel(ctx, size, (_("Action wheel · {players} players").format(players=side['name']),
                                 _("Wheel · {players} players").format(players=side['name']),
                                 _("Action wheel"), _("Wheel")))
    w, h = size
    px = ctx.px
    cx = w / 2
    cy = y0 + (h - y0) / 2 - px(1)
    r_out = min(w, h - y0) / 2 - px(6)
    r_in = r_out * 0.34
    limited = side["limited"]
    unl = wheel_spaces(content)
    spaces = unl + list(limited)
    span_u = (360.0 - LIMITED_SPAN * len(limited)) / max(1, len(unl))
    wheel = view.get("wheel") or {}
    n = view["n"]
    a = -90.0 - span_u / 2
    for sp in spaces:
        is_lim = sp in limited
        span = LIMITED_SPAN if is_lim else span_u
        a0, a1 = a, a + span
        a = a1
        mid = math.radians((a0 + a1) / 2)
        if sp.startswith("harvest:"):
            fill = T.lighten(T.RES_COLOURS[sp.split(":")[1]], 0.72)
        elif is_lim:
            fill = (206, 222, 232)
        else:
            fill = (238, 226, 196)
        pts = _arc(cx, cy, r_in, r_out, a0, a1)
        S.poly(surf, pts, fill, T.PANEL_EDGE, 1)
        seats = wheel.get(sp, [])
        # icon near the rim
        ir = r_out - px(15)
        ix, iy = cx + ir * math.cos(mid), cy + ir * math.sin(mid)
        S.action_glyph(surf, sp, ix, iy, px(9 if not is_lim else 10))
        tip = f"{space_title(sp)}: {space_help(sp, content.rules)}"
        if is_lim:
            spec = limited[sp]
            own, shared = circle_fill(spec, n, seats)
            circles = []
            if spec.get("own"):
                circles += [("own", s) for s in range(n)]
            circles += [("shared", i) for i in range(spec.get("shared", 0))]
            k = len(circles)
            rr = (r_in + r_out) / 2 - px(8)
            cr = min(px(7.5), math.radians(span) * rr / max(1, k) * 0.45)
            rows = 1 if k <= 4 else 2
            per = (k + rows - 1) // rows
            for i, (kind, ident) in enumerate(circles):
                row, col = divmod(i, per)
                rad = rr - row * (cr * 2.3)
                ang = math.radians(a0 + span * (col + 0.5) / per)
                x, y = cx + rad * math.cos(ang), cy + rad * math.sin(ang)
                if kind == "own":
                    S.circle(surf, x, y, cr, T.lighten(T.player_colour(ident), 0.6), T.player_colour(ident), max(1, px(1.5)))
                    who = own.get(ident)
                else:
                    S.circle(surf, x, y, cr, (236, 236, 230), S.OUTLINE, 1)
                    who = shared[ident]
                if who is not None:
                    S.action_disc(surf, who, x, y, cr * 0.95)
                    hits.mark(("disc", sp, i), x, y, cr * 0.95, ("disc", who))
            per_pl = spec.get("per_player", 1)
            parts = []
            if spec.get("own"):
                parts.append(ngettext("{n} own circle per player", "{n} own circles per player",
                                      spec['own']).format(n=spec['own']))
            if spec.get("shared"):
                parts.append(ngettext("{n} shared circle", "{n} shared circles", spec['shared']).format(n=spec['shared']))
            tip += "\n" + ngettext("Limited: {circles}; at most {n} disc per player; own circle first.",
                                   "Limited: {circles}; at most {n} discs per player; own circle first.",
                                   per_pl).format(circles=", ".join(parts), n=per_pl)
        else:
            # discs stacked toward the hub
            for i, seat in enumerate(seats[:3]):
                rad = r_out - px(32) - i * px(11)
                x, y = cx + rad * math.cos(mid), cy + rad * math.sin(mid)
                S.action_disc(surf, seat, x, y, px(6.5))
                hits.mark(("disc", sp, i), x, y, px(6.5), ("disc", seat))
            if len(seats) > 3:
                rad = r_out - px(32) - 3 * px(11)
                x, y = cx + rad * math.cos(mid), cy + rad * math.sin(mid)
                ctx.blit_text(surf, f"+{len(seats) - 3}", 10, (x, y), T.INK, "condb", "center")
        if seats:
            tip += "\n" + _("Discs here: {names}.").format(names=", ".join(view["names"][s] for s in seats))
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        # the whole wedge is the hit region (its bounding box, tested against the polygon)
        bb = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
        hits.add(bb, tip, key=("space", sp), shape=pts, exact=True)
    # hub: florins on the wheel
    S.circle(surf, cx, cy, r_in - px(3), (246, 238, 214), T.PANEL_EDGE, max(1, px(1.5)))
    fl = view.get("wheel_florins", 0)
    S.florin(surf, cx, cy - px(8), px(9))
    ctx.blit_text(surf, f"{fl}", 13, (cx, cy + px(11)), T.INK, "bold", "center")
    hits.add((cx - r_in * 0.7, cy - r_in * 0.7, r_in * 1.4, r_in * 1.4),
             _("Florins lying on the wheel: {florins}ƒ (paid for markets and ports; they go to the bank in phase "
               "6).").format(florins=fl),
             key=("wheel_florins",))
    return surf
