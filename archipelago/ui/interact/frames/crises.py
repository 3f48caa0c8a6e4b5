"""Crises and the benefactor: answering a domestic or an export crisis, and the offer to
lay florins on the Benefactor trend card."""
from __future__ import annotations

from dataclasses import replace

from archipelago.engine.kinds import BENEFACTOR, DCRISIS, MARKET, TEMPLE, TOKEN, XCRISIS
from archipelago.engine.pieces import B, D, H, LYING
from archipelago.words import export_demand

from .. import facts as F
from .. import outcomes as O
from ..core import Spec, W, button, panel, text
from ..registry import follows, handles


SOURCE_WORDS = {"market": "Market", "stock": "Your stock", "token": "Token"}
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
    why = {"market": f"the {which} market has no {res}", "stock": f"you have no {res}",
           "token": "you have no explorer token"}
    for src in ("market", "stock", "token"):
        a = it.find("deliver", res, src) if live else None
        lab = f"{SOURCE_WORDS[src]} ({counts[src]})"
        if src == MARKET:
            lab = f"{which.capitalize()} market ({counts[src]})"     # which market (issue 26)
        tip = ""
        if a is not None:
            tip = it.label(a) + (" (free)" if src == MARKET else " (a token counts as any cube)"
                                 if src == TOKEN else "")
            if it.kind == DCRISIS:
                n = O.crisis_standups(v, it.frame)
                tip += f": then {F.plural(n, 'lying citizen')} stand up at once (yours first)"
            elif src == "stock":
                tip += f" ({F.after_words(v, 0, {res: -1})})"
        row.append(button(key + (src,), lab, a, icon=("token",) if src == TOKEN else ("res", res),
                          reason=met or why[src], tip=tip, then=then, w=SOURCE_W[src]))
    return row


def _done(it):
    """The Done button; its tip says what ending the last response adds (R6.2, R6.3)."""
    row = it.done("Done (end my response)")
    a = it.find("done")
    if row and a is not None:
        o = O.outcome(it.view, it.content, it.frame, a)
        last = it.frame.get("i", 0) >= len(it.frame.get("who") or ()) - 1
        row[-1].control = replace(row[-1].control, tip="End your response" + (
            f": the crisis ends, {O.words(o)}." if last else "; the next player answers."))
    return row


def stand_key(it, u, pref_hex=None):
    """The order in which one click stands citizens up (R6.2, the deliverer chooses): on the
    clicked stack first, then one's own (those in buildings first), then those of players
    who already answered (nobody else will), then the rest."""
    v = it.view
    t = v["units"][u]
    owner = F.unit_owner(v, u)
    f = it.frame
    who = list(f.get("who") or ())
    before = set(who[:f.get("i", 0)])
    return (0 if pref_hex is not None and t[H] == pref_hex else 1,
            0 if owner == it.seat else 1 if owner in before else 2,
            0 if t[B] >= 0 else 1, u)


@follows("stand")
def stand_next(it, pref_hex=None):
    """The next citizen a delivered cube stands up (Control.then of a crisis cube)."""
    if not it.frame.get("owed"):
        return None
    stands = it.unit_classes(it.by["stand"])
    if not stands:
        return None
    u = min(stands, key=lambda u: stand_key(it, u, pref_hex))
    return stands[u]


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
    """Lying citizens by stack (hex and owner), for the stand-up buttons: ((hex, owner), units)."""
    v = it.view
    out = {}
    for u in _lying(v):
        t = v["units"][u]
        out.setdefault((t[H], F.unit_owner(v, u)), []).append(u)
    return sorted(out.items(), key=lambda kv: stand_key(it, kv[1][0]))


@handles(DCRISIS)
def dcrisis(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    res, n = f.get("res"), f.get("n")
    if f.get("owed"):
        owed = f["owed"]
        stands = it.unit_classes(it.by["stand"])
        for u, a in stands.items():
            h = v["units"][u][0]
            sp.target(("unit", u), a, tip=f"Click: stand up this stack's citizens (up to {owed}).",
                      then=("stand", h))
        rows = [[text(f"Stand up {F.plural(owed, 'lying citizen')} (yours or others'): click a stack, "
                      "or a button (each stands up a whole stack).")]]
        row = []
        for (h, owner), us in _groups(it)[:8]:
            a = next((stands[u] for u in us if u in stands), None)
            k = min(len(us), owed)
            who = "your" if owner == it.seat else F.name(v, owner) + "'s"
            row.append(button(("stack", h, owner), f"{k} of {who} on {F.hex_label(v, c, h)}", a,
                              icon=("seat", owner), then=("stand", h), size=14,
                              tip=f"Stand up {k} of {len(us)} lying on this hex"))
        rows.append(row)
        sp.panel = panel("Domestic crisis", *rows)
        return sp
    a = it.find("deliver", res, "market")
    for r in F.resources(c):
        key = ("market", "domestic", r)
        if r == res and a is not None:
            sp.target(key, a, tip=f"Click: deliver 1 {res} from the domestic market (free); its citizens stand up.",
                      then=("stand",))
        elif r == res:
            sp.target(key, reason=f"the domestic market has no {res}")
        else:
            sp.target(key, reason=f"the crisis asks for {res}")
    temples = []
    legal_temples = {t.args[0]: t for t in it.by["temple"]}
    for b, (h, _, kind) in enumerate(v["buildings"]):
        if kind != TEMPLE or F.controller(v, b) != it.seat:
            continue
        t = legal_temples.get(b)
        if t is not None:
            sp.target(("building", b), t, tip="Click: stand up every citizen on this temple's hex (free).")
        temples.append(button(("temple", b), f"Temple on {F.hex_label(v, c, h)}", t, icon=("kind", "temple"),
                              tip=it.label(t) if t else "",
                              reason="used, or nobody lies on its hex, or a cube was already delivered "
                                     "(a temple stands up before any cube)"))
    prompt = (f"Domestic crisis: {res}. Each {res} you deliver stands up {n} lying citizens at once, "
              f"yours first. Deliver 1 {res} from:")
    rows = [[text(prompt)], _source_buttons(it, res, "domestic", ("src", res), then=("stand",))]
    free = _free_plan(it)
    rows.append([button(("free",), f"Free: {free[1]} {res}, {free[2]} stand up" if free
                        else f"Free: no {res} on the market",
                        free[0] if free else None, style="primary", then=("free",), w=250,
                        reason=f"the domestic market has no {res}",
                        tip="Deliver every free market cube the lying citizens need, standing them up")])
    if temples:
        rows.append([text("Or use:", 14, "soft")] + temples)
    lying = len(_lying(v))
    sp.panel = panel(f"Domestic crisis · {lying} lying", *rows, foot=[it.offers() + [W("gap")] + _done(it)])
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
            sp.target(key, a, tip=f"Click: deliver 1 {r} from the export market (free).")
        elif r in open_:
            sp.target(key, reason=f"the export market has no {r}")
        else:
            sp.target(key, reason="the crisis does not ask for " + r)
    rows = [[text("Export crisis: deliver the listed cubes; each one still missing at the end raises "
                  "rebellion by one.")]]
    asked = _demand(it)
    for r in dict.fromkeys(asked):
        left = open_.count(r)
        head = f"{r.capitalize()} ×{left}" if left != 1 else r.capitalize()
        rows.append([W("text", head if left else f"{r.capitalize()} ✓", icon=("res", r), w=96)]
                    + _source_buttons(it, r, "export", ("src", r), live=bool(left),
                                      met=f"no more {r} is wanted"))
    free = _free_plan(it)
    free_row = [button(("free",), f"Free: {F.plural(free[1], 'cube')} from the market" if free
                       else "Free: none on the market", free[0] if free else None, style="primary",
                       then=("free",), reason="the export market holds none of the wanted cubes", w=250,
                       tip="Deliver every wanted cube the export market holds, for free")]
    sp.panel = panel("Export crisis", *rows, free_row,
                     foot=[it.offers() + [W("gap")] + _done(it)])
    return sp


@handles(BENEFACTOR)
def benefactor(it, L):
    f = it.frame
    n = f.get("n", 1)
    sp = Spec()
    row = [button(("take",), f"Take {n}ƒ", it.find("benefactor", "take"), icon=("florin",), style="primary"),
           button(("always",), "Always take", it.find("benefactor", "always"),
                  tip="Take now and from now on without asking"),
           button(("skip",), "Skip", it.find("benefactor", "skip"))]
    sp.panel = panel("Benefactor", [text(f"Lay {n}ƒ from the bank on the Benefactor trend card "
                                         "(it counts for its ranking)?")], row)
    return sp
