"""The status line (who must do what, said by words.status) and the phase tracker (the six
phases of R5, the one under way lit)."""
from __future__ import annotations

import pygame

from .. import theme as T
from archipelago.i18n import _, pgettext
from archipelago.words.names import phase_title
from archipelago.words.reference import PHASE_HELP
from archipelago.words.status import status_line
from . import shapes as S
from .common import first_fit
from archipelago.engine.kinds import BALANCE, DEACTIVATION, PHASES


def draw_status(ctx, size, view, content, hits, extra=None):
    """The status line; `extra`: {"busy": a bot thinks or an animation runs, "reserve":
    design px kept free at the right (buttons), "note": a short word after the text,
    "text_scale": the UI scale for its text (as large as the bar's height allows), "text"
    and "seat": a sentence said instead of the view's and whose token it shows}."""
    extra = extra or {}
    w, h = size
    px = ctx.px
    k = min(float(extra.get("text_scale", 1.0)), h * 0.62 / (15 * ctx.s))
    tctx = ctx if abs(k - 1.0) < 1e-6 else T.Ctx(ctx.s * k)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, (24, 28, 34), r, border_radius=px(6))
    pygame.draw.rect(surf, T.GOLD_DARK, r, max(1, px(1.5)), border_radius=px(6))
    seat = extra["seat"] if "text" in extra else view.get("to_act")
    x = px(10)
    if seat is not None and not view.get("over"):
        S.player_token(surf, seat, x + px(10), h // 2, px(10))
        x += px(26)
    right = w - px(extra.get("reserve", 0)) - px(10)
    text = extra["text"] if "text" in extra else status_line(view)
    mine = "text" not in extra and view.get("seat") is not None and view.get("seat") == seat \
        and (view.get("legal") or [])
    note = extra.get("note") or (_("thinking…") if extra.get("busy") else (_("your move") if mine else ""))
    if note:
        col = T.GOLD if extra.get("busy") or not mine else (150, 220, 150)
        nt = tctx.text(note, 13, col, "condb")
        nr = nt.get_rect(midright=(right, h // 2))
        box = nr.inflate(px(12), px(6))
        pygame.draw.rect(surf, (44, 50, 60), box, border_radius=px(9))
        pygame.draw.rect(surf, col, box, 1, border_radius=px(9))
        if extra.get("busy"):       # an hourglass
            gx = box.left - px(10)
            pts = [(gx - px(5), h // 2 - px(7)), (gx + px(5), h // 2 - px(7)), (gx - px(5), h // 2 + px(7)),
                   (gx + px(5), h // 2 + px(7))]
            pygame.draw.polygon(surf, col, pts, max(1, px(1.5)))
            box.union_ip(pygame.Rect(gx - px(6), box.y, px(8), box.h))
        surf.blit(nt, nr)
        right = box.left - px(10)
    face = "bold"                       # a long sentence: the condensed face before any cut
    if tctx.font(11 if k <= 1 else 11 / k, face).size(text)[0] > right - x:
        face = "condb"
    least = 11 if k <= 1 else 11 / k
    if (k > 1 or ctx.t > 1) and tctx.font(least, face).size(text)[0] > right - x:
        tctx, least = T.Ctx(ctx.s), 11  # a large UI scale yields before the sentence is cut (issue 26)
    size_ = tctx.fit_text(text, 15, right - x, face, least)
    tctx.blit_text(surf, tctx.ellipsize(text, size_, right - x, face), size_, (x, h // 2), T.WHITE, face, "midleft")
    hits.add(pygame.Rect(0, 0, right, h), text + (" " + _("(a bot is thinking)") if extra.get("busy") else ""),
             key=("status",))
    return surf


# The phase tracker's short titles where the full ones do not fit (the tooltip says all);
# each in the short context, as the card faces' "Balance" (issue 39: German "Deakt.", "Gleichgew.").
PHASE_SHORT = {"deactivation": lambda: pgettext("short", "Reset"),
               "turn_order": lambda: pgettext("short", "Order"),
               "population": lambda: pgettext("short", "People"),
               "balance": lambda: pgettext("short", "Balance"),
               "actions": lambda: pgettext("short", "Actions"),
               "evolution": lambda: pgettext("short", "Evolve")}


def draw_phases(ctx, size, view, content, hits):
    w, h = size
    px = ctx.px
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, (24, 28, 34), r, border_radius=px(6))
    rnd = view.get("round", 0)
    phase = view.get("phase")
    label = _("Round {n}").format(n=rnd) if rnd else _("Round 0 · first discovery")
    lr = ctx.blit_text(surf, label, 15 if rnd else 13, (px(10), h // 2), T.GOLD, "serif", "midleft")
    hits.add(lr, _("Round {n}.").format(n=rnd) if rnd else _("Round 0 (round 0: every player places a first hex)."),
             key=("round",))
    x0 = lr.right + px(12)
    pw = (w - x0 - px(6)) / len(PHASES)
    for i, ph in enumerate(PHASES):
        cell = pygame.Rect(int(x0 + i * pw), px(5), int(pw) - px(4), h - px(10))
        skipped = rnd == 1 and ph in (DEACTIVATION, BALANCE) or rnd == 0
        lit = ph == phase
        fill = T.GOLD if lit else ((40, 44, 52) if skipped else (62, 68, 78))
        pygame.draw.rect(surf, fill, cell, border_radius=px(4))
        ink = T.INK if lit else ((110, 110, 110) if skipped else (220, 220, 220))
        forms = (f"{i + 1} {phase_title(ph)}", f"{i + 1} {PHASE_SHORT[ph]()}", str(i + 1))
        t = first_fit(ctx, forms, 12.5, cell.w - px(6), "condb")
        ctx.blit_text(surf, t, 12.5, cell.center, ink, "condb", "center")
        tip = _(PHASE_HELP[ph])
        if skipped and rnd == 1:
            tip += " " + _("(Skipped in round 1.)")
        if lit:
            tip = _("NOW — {help}").format(help=tip)
        hits.add(cell, tip, key=("phase", ph))
    return surf
