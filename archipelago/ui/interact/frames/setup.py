"""Setting up the islands: round 0 (each seat's first hex and its two citizens) and the
discovery of a new hex (its resources to the market and to the discoverer)."""
from __future__ import annotations

from archipelago.engine.kinds import DISCOVER_PICK, R0_PLACE

from archipelago.i18n import _

from .. import facts as F
from ...render.map_words import hex_words
from ..core import Control, Panel, Spec, W, button, panel, text
from ..registry import handles


@handles(R0_PLACE)
def r0_place(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    stage = f.get("stage")
    hand = (v.get("hands") or [[]] * (it.seat + 1))[it.seat]
    if stage == "pick":
        row = []
        for i, (hx, _s) in enumerate(hand):
            for side in (0, 1):
                face = c.hexes[hx].faces[side]
                a = it.find("r0_pick", i, side)
                w = W("tile", _("hex {n} · {side}").format(n=i + 1, side='AB'[side]), icon=("face", face.id, 0), w=78)
                w.control = Control(("p", "hand", i, side), a, None, a is not None,
                                    _("Click: place hex {n} with side {side} up ({hex})").format(
                                        n=i + 1, side='AB'[side], hex=hex_words(face, False))
                                    if a else _("this face fits nowhere next to the start hex"))
                row.append(w)
        sp.panel = panel(_("Round 0 · your first hex"),
                         [text(_("Choose a hex of your hand and the face to show (A or B):"))], row)
        return sp
    if stage == "put":
        hx = hand[f["pick"]][0]
        puts = [(f["side"], a.args[0], a.args[1], a.args[2], a) for a in it.by["r0_put"]]
        sp.panel = Panel(_("Round 0 · your first hex"))
        it.placement(sp, L, hx, puts, _("Place it touching the start hex, every touching edge matching."),
                     flip=False, default_side=f["side"])
        return sp
    h = len(v["hexes"]) - 1
    sp.focus = (h,)
    row = []
    for a in it.by["r0_area"]:
        area = a.args[0]
        sp.target(("area", h, area), a, tip=_("Click: your starting citizens stand here."))
        row.append(button(("area", area), _("Land area {n}").format(n=area + 1), a, tip=F.area_label(v, c, h, area)))
    sp.panel = panel(_("Round 0 · your first hex"),
                     [text(_("Click the land area of your new hex where your starting citizens stand."))], row)
    return sp


@handles(DISCOVER_PICK)
def discover_pick(it, L):
    v, c, f = it.view, it.content, it.frame
    h = f.get("hex")
    sp = Spec(focus=(h,))
    acts = it.by["to_market"] + it.by["to_self"]
    face = c.faces[v["hexes"][h][2]] if h is not None and 0 <= h < len(v["hexes"]) else None
    row = []
    for a in acts:
        res = a.args[0]
        row.append(button(("res", res), F.res_title(res), a, icon=("res", res), style="primary", w=90))
        if face is not None:
            for idx, (_a, r) in enumerate(face.icons):
                if r == res:
                    sp.target(("icon", h, idx), a, tip=_("Click: {action}.").format(action=it.label(a)))
    if f.get("market") is None:
        prompt = _("The new hex is discovered: choose the resource whose cube goes to the domestic market.")
    else:
        prompt = _("Now choose another resource of the hex: you take 1 cube of it.")
    sp.panel = panel(_("Discovery"), [text(prompt)], row)
    return sp
