"""The crisis forecast on the table (issue 30, R5.4, R6): what the balance side of the
deck's top card would bring if it came now, as engine.answers.forecast works it out on
the view (the engine's own rules run on a world drawn from the view: nothing hidden from
the viewer is told), in words for the tooltip of the deck top's balance half, and as a
badge on the stability board (the rebellion it would add if nobody answered; red when
that would end the game by independence).

The renderer asks `of_view` once per view (never per frame) and hands the result to the
track and the stability board: a `Forecast` (figures, words, badge) or None when there
is nothing to foresee (the deck is empty, the game is over, or a balance phase is being
resolved right now)."""
from __future__ import annotations

import pygame

from .. import theme as T
from . import shapes as S
from archipelago.engine import answers
from archipelago.engine.kinds import BALANCE, DCRISIS, XCRISIS
from archipelago.i18n import _, ngettext
from archipelago.words import resource_name, resource_list

_NOW = (BALANCE, DCRISIS, XCRISIS)


class Forecast:
    """One view's forecast: the engine's figures (`fc`), the tooltip (`words`) and the
    badge's text and danger (`badge`, `danger`)."""
    __slots__ = ("badge", "danger", "fc", "words")

    def __init__(self, fc, words, badge, danger):
        self.fc, self.words, self.badge, self.danger = fc, words, badge, danger

    def key(self):
        return (self.words, self.badge, self.danger)


def of_view(content, view):
    """The forecast of the view's deck top, or None."""
    if view.get("over") or view.get("result") or not view.get("deck_size"):
        return None
    if view.get("round", 0) < 1:
        return None             # round 0 (R4): no balance phase, and no colony yet to weigh
    if any(f.get("k") in _NOW for f in view.get("frames") or ()):
        return None                                   # the crisis is on the table already
    fc = answers.forecast(content, view)
    if fc is None:
        return None
    before, after = fc["rebellion"]
    return Forecast(fc, words(fc, view), f"{after - before:+d}".replace("-", "−"), fc["independence"])


def words(fc, view) -> str:
    """The forecast in sentences, one paragraph each (the first is the tooltip's title)."""
    names = view["names"]
    seat = view.get("seat")
    before, after = fc["rebellion"]
    out = [_("Forecast: if the deck top's balance came now")]
    if not fc["parts"]:
        out.append(_("Phase 4 would resolve nothing of this card: its parts are red and were resolved when it "
                     "came to the top."))
    if "event" in fc["parts"]:
        out.append(_("An event, no crisis: its effect is written on the card."))
    d = fc["domestic"]
    if d is not None:
        out.append(ngettext("Domestic crisis ({res}): {lying} citizen would lie down; each {res} cube stands up "
                            "{per_cube}.",
                            "Domestic crisis ({res}): {lying} citizens would lie down; each {res} cube stands up "
                            "{per_cube}.", d["lying"]).format(res=resource_name(d["res"]), lying=d["lying"], per_cube=d["per_cube"]))
        for s in view.get("order") or range(view["n"]):
            k, cubes = d["lying_by_seat"][s], d["cubes_by_seat"][s]
            if k:
                out.append(ngettext("{name}: {lying} lying, {cubes} {res} cube stands them up.",
                                    "{name}: {lying} lying, {cubes} {res} cubes stand them up.", cubes)
                           .format(name=names[s], lying=k, cubes=cubes, res=resource_name(d["res"])))
            else:
                out.append(_("{name}: none lying.").format(name=names[s]))
        out.append(_("Cubes: the domestic market ({market} {res}, free), one's own supply, or explorer tokens.")
                   .format(market=d["market"], res=resource_name(d["res"])))
        if seat is not None:
            me = view["players"][seat]
            out.append(_("Your supply: {res} {cubes}, explorer tokens {tokens}.").format(
                res=resource_name(d["res"]), cubes=me["cubes"][d["res"]], tokens=me["tokens"]))
        out.append(ngettext("If nobody answered: {rebels} rebel.", "If nobody answered: {rebels} rebels.",
                            d["rebels"]).format(rebels=d["rebels"]))
    x = fc["export"]
    if x is not None:
        market = ", ".join(_("{res} {n}").format(res=resource_name(r), n=k) for r, k in x["market"].items())
        out.append(_("Export crisis: {cubes}, asked of each player in turn order (export market: {market}; or "
                     "one's own supply, or explorer tokens).").format(cubes=resource_list(x["demand"]), market=market))
        if x["came"]:
            out.append(ngettext("If nobody delivered: {n} cube missing.", "If nobody delivered: {n} cubes missing.",
                                len(x["missing"])).format(n=len(x["missing"])))
        else:
            out.append(_("It would not come: the colony would be independent first."))
    out.append(_("If nobody answered: rebellion {before} → {after}, population {population}.")
               .format(before=before, after=after, population=fc["population"]))
    if fc["independence"]:
        out.append(_("Independence: the game would end!"))
    else:
        out.append(_("No independence: the colony would hold."))
    return "\n".join(out)


def draw_badge(ctx, surf, right, cy, forecast):
    """The badge, its right edge at `right`, centred on cy: a flame and the rebellion the
    deck top would add if nobody answered, red when it would bring independence. Returns
    its rect."""
    px = ctx.px
    fill = T.RED_BG if forecast.danger else (246, 238, 218)
    ink = T.WHITE if forecast.danger else T.INK
    label = forecast.badge + (" !" if forecast.danger else "")
    t = ctx.text(label, 12, ink, "condb")
    h = max(t.get_height() + px(2), px(18))
    w = t.get_width() + px(26)
    r = pygame.Rect(0, 0, w, h)
    r.midright = (right, cy)
    pygame.draw.rect(surf, fill, r, border_radius=h // 2)
    pygame.draw.rect(surf, T.darken(fill, 0.45), r, 1, border_radius=h // 2)
    S.rebellion_glyph(surf, r.x + px(10), cy, px(7), T.WHITE if forecast.danger else T.REBEL_C)
    surf.blit(t, t.get_rect(midleft=(r.x + px(19), cy)))
    return r
