"""The crisis forecast on the table (issue 30, R5.3, R5.4, R6; issue 37): what phase 3's
board rows and the balance side of the deck's top card will bring from the moment the
view shows (in phases 5 and 6: would bring, if the card came next), as
engine.answers.forecast works it out on the view (the engine's own rules run on a world
drawn from the view: nothing hidden from the viewer is told), in words for the tooltip of
the deck top's balance half, and as a badge on the stability board (the rebellion it would
add if nobody answered; red when that would end the game by independence, in which
everyone loses unless a Separatist wins alone, R11).

The renderer asks `of_view` once per view (never per frame) and hands the result to the
track and the stability board: a `Forecast` (figures, words, badge) or None when there
is nothing to foresee (the deck is empty, the game is over, round 0). Round 1 has no
balance phase (R5.4): its Forecast has words that say so and no badge."""
from __future__ import annotations

import pygame

from .. import theme as T
from . import shapes as S
from archipelago.engine import answers
from archipelago.engine.kinds import BALANCE, DCRISIS
from archipelago.i18n import _, ngettext
from archipelago.words.names import resource_list, resource_name


class Forecast:
    """One view's forecast: the engine's figures (`fc`), the tooltip (`words`) and the
    badge's text and danger (`badge`, `danger`); in round 1 words only (`fc` and `badge`
    None)."""
    __slots__ = ("badge", "danger", "fc", "words")

    def __init__(self, fc, words, badge, danger):
        self.fc, self.words, self.badge, self.danger = fc, words, badge, danger

    def key(self):
        return (self.words, self.badge, self.danger)


def of_view(content, view):
    """The forecast of the view's deck top, or None. From the bids of round 2 on it is the
    engine's forecast from this moment (answers.forecast: phase 3 first, then the card's
    balance, in the crisis what is left of it); in round 1, which has no balance phase
    (R5.4), only words that say so, and no badge."""
    if view.get("over") or view.get("result") or not view.get("deck_size"):
        return None
    if view.get("round", 0) < 1:
        return None             # round 0 (R4): no balance phase, and no colony yet to weigh
    if view["round"] == 1:
        return Forecast(None, _("No balance phase in round 1 (R5.4): the first crisis comes in phase 4 of round 2, "
                                "from the card then on top of the deck."), None, False)
    fc = answers.forecast(content, view)
    if fc is None:
        return None
    before, after = fc["rebellion"]
    return Forecast(fc, words(fc, view), f"{after - before:+d}".replace("-", "−"), fc["independence"])


def _title(fc, view):
    if fc["when"] == "next":
        return _("Forecast: if this card's balance came next, with the table as it is now (phase 3 first)")
    if view.get("phase") == BALANCE and fc["when"] == "now":
        return _("Forecast: the rest of this balance phase if nobody answers any more")
    return _("Forecast: what phases 3 and 4 of this round bring if nobody answers")


def _phase3(fc):
    p3 = fc["phase3"]
    if p3 is None:
        return []
    (r0, r1), (s0, s1) = p3["rebellion"], p3["surplus"]
    if p3["independence"]:
        return [_("Phase 3 first: rebellion {before} → {after} (the boards' rows): above the population ({population}), "
                  "independence before any crisis.").format(before=r0, after=r1, population=fc["population"])]
    if (r0, s0) == (r1, s1):
        return [_("Phase 3 first: the boards' rows move neither marker.")]
    if s0 == s1:
        return [_("Phase 3 first: rebellion {r0} → {r1} (the boards' rows).").format(r0=r0, r1=r1)]
    if r0 == r1:
        return [_("Phase 3 first: surplus workers {s0} → {s1} (the boards' rows).").format(s0=s0, s1=s1)]
    return [_("Phase 3 first: rebellion {r0} → {r1}, surplus workers {s0} → {s1} (the boards' rows).").format(
        r0=r0, r1=r1, s0=s0, s1=s1)]


def words(fc, view) -> str:
    """The forecast in sentences, one paragraph each (the first is the tooltip's title)."""
    names = view["names"]
    seat = view.get("seat")
    before, after = fc["rebellion"]
    under_way = view.get("phase") == BALANCE and any(f.get("k") == DCRISIS for f in view.get("frames") or ())
    out = [_title(fc, view)] + _phase3(fc)
    if not fc["parts"]:
        out.append(_("Phase 4 would resolve nothing of this card: its parts are red and were resolved when it "
                     "came to the top."))
    if "event" in fc["parts"]:
        out.append(_("An event, no crisis: its effect is written on the card."))
    d = fc["domestic"]
    if d is not None:
        if under_way:
            out.append(ngettext("Domestic crisis ({res}): {lying} citizen lies; each {res} cube stands up {per_cube}.",
                                "Domestic crisis ({res}): {lying} citizens lie; each {res} cube stands up {per_cube}.",
                                d["lying"]).format(res=resource_name(d["res"]), lying=d["lying"], per_cube=d["per_cube"]))
        else:
            out.append(ngettext("Domestic crisis ({res}): {lying} citizen would lie down; each {res} cube stands up "
                                "{per_cube}.",
                                "Domestic crisis ({res}): {lying} citizens would lie down; each {res} cube stands up "
                                "{per_cube}.", d["lying"]).format(res=resource_name(d["res"]), lying=d["lying"],
                                                                   per_cube=d["per_cube"]))
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
    elif "domestic" in fc["parts"] and fc["phase3"] and fc["phase3"]["independence"]:
        out.append(_("The domestic crisis would not come: the colony would be independent first."))
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
        out.append(_("Independence: the game would end! Everyone would lose, unless someone holds a Separatist "
                     "objective: that player wins alone."))
    elif fc["objective_end"] is not None:
        out.append(_("The game would end first: {name}'s objective is met.").format(name=names[fc["objective_end"]]))
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
