"""Crises and the benefactor: answering a domestic or an export crisis, and the offer to
lay florins on the Benefactor trend card."""
from __future__ import annotations

from dataclasses import replace

from archipelago.engine.kinds import BENEFACTOR, DCRISIS, MARKET, TEMPLE, TOKEN, XCRISIS
from archipelago.engine.pieces import B, D, H, LYING
from archipelago.i18n import _, N_, ngettext
from archipelago.words.cards import export_demand

from .. import facts as F
from .. import outcomes as O
from ..core import Spec, W, button, panel, text
from ..registry import follows, handles


SOURCE_WORDS = {"market": N_("Market"), "stock": N_("Your stock"), "token": N_("Token")}
SOURCE_W = {"market": 186, "stock": 140, "token": 112}     # design px: any count fits


def _lying(v):
    return [u for u, t in enumerate(v["units"]) if t is not None and t[D] == LYING]


def _source_buttons(it, res, which, key, then=(), live=True, met=""):
    """Market, stock and token buttons for one cube of `res`, each at a width that holds
    any count, so a row keeps its buttons in place while the answer goes on (`live`
    False: greyed, `met` says why)."""
    v = it.view
    row = []
    counts = {"market": v["markets"][which].get(res, 0), "stock": F.cubes(v).get(res, 0), "token": F.tokens(v)}
    rn = F.res_name(res)
    why = {"market": (_("the export market has no {res}") if which == "export"
                      else _("the domestic market has no {res}")).format(res=rn),
           "stock": _("you have no {res}").format(res=rn),
           "token": _("you have no explorer token")}
    for src in ("market", "stock", "token"):
        a = it.find("deliver", res, src) if live else None
        lab = f"{_(SOURCE_WORDS[src])} ({counts[src]})"
        if src == MARKET:
            lab = f"{F.market_title(which)} ({counts[src]})"     # which market (issue 26)
        tip = ""
        if a is not None:
            tip = it.label(a) + (" " + _("(free)") if src == MARKET else " " + _("(a token counts as any cube)")
                                 if src == TOKEN else "")
            if it.kind == DCRISIS:
                n = O.crisis_standups(v, it.frame)
                if O.then(v, it.content, a) == BENEFACTOR:      # DECK 4: the Benefactor asks first
                    tip += ngettext(": you are asked whether to lay florins on the {trend} card; when you have "
                                    "answered, {n} lying citizen stands up at once (yours first)",
                                    ": you are asked whether to lay florins on the {trend} card; when you have "
                                    "answered, {n} lying citizens stand up at once (yours first)", n).format(
                        n=n, trend=_trend_name(it))
                else:
                    tip += ngettext(": then {n} lying citizen stands up at once (yours first)",
                                    ": then {n} lying citizens stand up at once (yours first)", n).format(n=n)
            elif src == "stock":
                tip += f" ({F.after_words(v, 0, {res: -1})})"
        row.append(button(key + (src,), lab, a, icon=("token",) if src == TOKEN else ("res", res),
                          reason=met or why[src], tip=tip, then=then, w=SOURCE_W[src]))
    return row


def _done(it):
    """The Done button; its tip says what ending the last response adds (R6.2, R6.3)."""
    row = it.done(_("Done (end my response)"))
    a = it.find("done")
    if row and a is not None:
        o = O.outcome(it.view, it.content, it.frame, a)
        last = it.frame.get("i", 0) >= len(it.frame.get("who") or ()) - 1
        row[-1].control = replace(row[-1].control, tip=(
            _("End your response: the crisis ends, {outcome}.").format(outcome=O.words(o)) if last
            else _("End your response; the next player answers.")))
    return row


def stand_key(it, u):
    """The order in which a delivered cube stands citizens up (R6.2, the deliverer
    chooses): one's own (those in buildings first), then those of players who already
    answered (nobody else will), then the rest."""
    v = it.view
    t = v["units"][u]
    owner = F.unit_owner(v, u)
    f = it.frame
    who = list(f.get("who") or ())
    before = set(who[:f.get("i", 0)])
    return (0 if owner == it.seat else 1 if owner in before else 2, 0 if t[B] >= 0 else 1, u)


@follows("stand")
def stand_next(it, h=None, owner=None):
    """The next citizen a delivered cube stands up (Control.then of a crisis cube); with a
    stack (hex h, owner: a click on a stack or its button), only that stack's: the click
    stands up the stack, up to what is owed (issue 37), and nobody else."""
    if not it.frame.get("owed"):
        return None
    stands = it.unit_classes(it.by["stand"])
    if h is not None:
        stands = {u: a for u, a in stands.items() if it.view["units"][u][H] == h and F.unit_owner(it.view, u) == owner}
    if not stands:
        return None
    return stands[min(stands, key=lambda u: stand_key(it, u))]


def stack_words(it, h, owner, k, n):
    """A stack's stand-up in words: how many of how many, whose, on which hex (R6.2)."""
    v, c = it.view, it.content
    where = F.hex_label(v, c, h)
    if owner == it.seat:
        return ngettext("Stand up {k} of your {n} lying citizen on {hex}", "Stand up {k} of your {n} lying citizens "
                        "on {hex}", n).format(k=k, n=n, hex=where)
    return ngettext("Stand up {k} of {name}'s {n} lying citizen on {hex}", "Stand up {k} of {name}'s {n} lying "
                    "citizens on {hex}", n).format(k=k, n=n, name=F.name(v, owner), hex=where)


@follows("free")
def free_next(it):
    """One click, every free cube (issue 26): the citizens a market cube feeds, then the next
    market cube while citizens lie (R6.2); export: every listed cube the market holds (R6.3)."""
    if it.kind == DCRISIS:
        if it.frame.get("owed"):
            return stand_next(it)
        return it.find("deliver", it.frame.get("res"), "market") if _lying(it.view) else None
    if it.kind == XCRISIS:
        for r in dict.fromkeys(it.frame.get("open") or ()):
            a = it.find("deliver", r, "market")
            if a is not None:
                return a
    return None


def _free_plan(it):
    """(the first action, cubes, citizens) of the one-click free delivery, or None."""
    v, f = it.view, it.frame
    if it.kind == DCRISIS:
        a = it.find("deliver", f.get("res"), "market")
        if a is None:
            return None
        lying = len(_lying(v))
        per = f.get("n", 1) or 1
        cubes = min(v["markets"]["domestic"].get(f.get("res"), 0), -(-lying // per))
        return a, cubes, min(lying, cubes * per)
    wanted = list(f.get("open") or ())
    first, cubes = None, 0
    for r in dict.fromkeys(wanted):
        k = min(wanted.count(r), v["markets"]["export"].get(r, 0))
        if k and first is None:
            first = it.find("deliver", r, "market")
        cubes += k
    return (first, cubes, 0) if first is not None else None


def _groups(it):
    """Lying citizens by stack (a player's on one hex), for the stand-up buttons and the
    stacks on the map: ((hex, owner), units), in the order a cube stands them up."""
    v = it.view
    out = {}
    for u in _lying(v):
        t = v["units"][u]
        out.setdefault((t[H], F.unit_owner(v, u)), []).append(u)
    return sorted(out.items(), key=lambda kv: min(stand_key(it, u) for u in kv[1]))


@handles(DCRISIS)
def dcrisis(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    res, n = f.get("res"), f.get("n")
    if f.get("owed"):
        owed = f["owed"]
        stands = it.unit_classes(it.by["stand"])
        rows = [[text(ngettext("Stand up {n} lying citizen (yours or others'): click a stack, "
                               "or a button (each stands up that stack, up to what is owed).",
                               "Stand up {n} lying citizens (yours or others'): click a stack, "
                               "or a button (each stands up that stack, up to what is owed).", owed).format(n=owed))]]
        row = []
        for i, ((h, owner), us) in enumerate(_groups(it)):
            a = next((stands[u] for u in us if u in stands), None)
            k = min(len(us), owed)
            say = stack_words(it, h, owner, k, len(us))
            for u in us:
                if u in stands:
                    sp.target(("unit", u), stands[u], tip=_("Click: {stand}.").format(stand=say), then=("stand", h, owner))
            if i < 8:
                lab = (_("{k} of your {n} on {hex}") if owner == it.seat else _("{k} of {name}'s {n} on {hex}")).format(
                    k=k, n=len(us), name=F.name(v, owner), hex=F.hex_label(v, c, h))
                row.append(button(("stack", h, owner), lab, a, icon=("seat", owner), then=("stand", h, owner), size=14,
                                  tip=say))
        rows.append(row)
        sp.panel = panel(_("Domestic crisis"), *rows)
        return sp
    a = it.find("deliver", res, "market")
    for r in F.resources(c):
        key = ("market", "domestic", r)
        if r == res and a is not None:
            sp.target(key, a, tip=_("Click: deliver {cube} from the domestic market (free); its citizens stand "
                                    "up.").format(cube=F.res_count(res, 1)), then=("stand",))
        elif r == res:
            sp.target(key, reason=_("the domestic market has no {res}").format(res=F.res_name(res)))
        else:
            sp.target(key, reason=_("the crisis asks for {res}").format(res=F.res_name(res)))
    temples = []
    legal_temples = {t.args[0]: t for t in it.by["temple"]}
    for b, (h, _a, kind) in enumerate(v["buildings"]):
        if kind != TEMPLE or F.controller(v, b) != it.seat:
            continue
        t = legal_temples.get(b)
        if t is not None:
            sp.target(("building", b), t, tip=_("Click: stand up every citizen on this temple's hex (free)."))
        temples.append(button(("temple", b), _("Temple on {hex}").format(hex=F.hex_label(v, c, h)), t,
                              icon=("kind", "temple"), tip=it.label(t) if t else "",
                              reason=_("used, or nobody lies on its hex, or a cube was already delivered "
                                       "(a temple stands up before any cube)")))
    prompt = ngettext("Domestic crisis: {res}. Each {res} you deliver stands up {n} lying citizen at once, "
                      "yours first. Deliver {cube} from:",
                      "Domestic crisis: {res}. Each {res} you deliver stands up {n} lying citizens at once, "
                      "yours first. Deliver {cube} from:", n or 0).format(res=F.res_name(res), n=n,
                                                                        cube=F.res_count(res, 1))
    rows = [[text(prompt)], _source_buttons(it, res, "domestic", ("src", res), then=("stand",))]
    free = _free_plan(it)
    rows.append([button(("free",), _("Free: {cubes}, {n} stand up").format(cubes=F.res_count(res, free[1]), n=free[2])
                        if free else _("Free: no {res} on the market").format(res=F.res_name(res)),
                        free[0] if free else None, style="primary", then=("free",), w=250,
                        reason=_("the domestic market has no {res}").format(res=F.res_name(res)),
                        tip=_("Deliver every free market cube the lying citizens need, standing them up"))])
    if temples:
        rows.append([text(_("Or use:"), 14, "soft")] + temples)
    lying = len(_lying(v))
    sp.panel = panel(_("Domestic crisis · {n} lying").format(n=lying), *rows,
                     foot=[it.offers() + [W("gap")] + _done(it)])
    return sp


def _demand(it):
    """The cubes the export crisis asked at its start (the deck top's list for this many
    players, DECK 0.4), so that a row met stays in its place; the open list if they differ."""
    f, v = it.frame, it.view
    open_ = list(f.get("open") or ())
    top = (v.get("deck_top") or {}).get("export") or {}
    asked = export_demand(it.content.rules, top.get("cubes") or (), v["n"])
    rest = list(asked)
    for r in open_:
        if r not in rest:
            return open_
        rest.remove(r)
    return asked


@handles(XCRISIS)
def xcrisis(it, L):
    c, f, v = it.content, it.frame, it.view
    sp = Spec()
    open_ = list(f.get("open") or ())
    for r in F.resources(c):
        key = ("market", "export", r)
        a = it.find("deliver", r, "market")
        if a is not None:
            sp.target(key, a, tip=_("Click: deliver {cube} from the export market (free).").format(
                cube=F.res_count(r, 1)))
        elif r in open_:
            sp.target(key, reason=_("the export market has no {res}").format(res=F.res_name(r)))
        else:
            sp.target(key, reason=_("the crisis does not ask for {res}").format(res=F.res_name(r)))
    rows = [[text(_("Export crisis: deliver the listed cubes; each one still missing at the end raises "
                    "rebellion by one."))]]
    asked = _demand(it)
    for r in dict.fromkeys(asked):
        left = open_.count(r)
        head = f"{F.res_title(r)} ×{left}" if left != 1 else F.res_title(r)
        rows.append([W("text", head if left else f"{F.res_title(r)} ✓", icon=("res", r), w=96)]
                    + _source_buttons(it, r, "export", ("src", r), live=bool(left),
                                      met=_("no more {res} is wanted").format(res=F.res_name(r))))
    free = _free_plan(it)
    free_row = [button(("free",), ngettext("Free: {n} cube from the market", "Free: {n} cubes from the market",
                                           free[1]).format(n=free[1]) if free
                       else _("Free: none on the market"), free[0] if free else None, style="primary",
                       then=("free",), reason=_("the export market holds none of the wanted cubes"), w=250,
                       tip=_("Deliver every wanted cube the export market holds, for free"))]
    sp.panel = panel(_("Export crisis"), *rows, free_row,
                     foot=[it.offers() + [W("gap")] + _done(it)])
    return sp


def _trend_name(it):
    trend = it.view.get("trend")
    return it.content.shown("trend", trend, "name") if trend in it.content.trends else _("Benefactor")


@handles(BENEFACTOR)
def benefactor(it, L):
    """DECK 4: lay florins on the Benefactor trend card. Asked after a crisis cube from
    one's own supply, the answer goes on with the stand-ups the cube owes (issue 37: the
    cube's words said so)."""
    f = it.frame
    n = f.get("n", 1)
    sp = Spec()
    name = _trend_name(it)
    row = [button(("take",), _("Take {florins}ƒ").format(florins=n), it.find("benefactor", "take"), icon=("florin",),
                  style="primary", then=("stand",)),
           button(("always",), _("Always take"), it.find("benefactor", "always"),
                  tip=_("Take now and from now on without asking"), then=("stand",)),
           button(("skip",), _("Skip"), it.find("benefactor", "skip"), then=("stand",))]
    sp.panel = panel(name, [text(_("Lay {florins}ƒ from the bank on the {trend} trend card "
                                   "(it counts for its ranking)?").format(florins=n, trend=name))], row)
    return sp
