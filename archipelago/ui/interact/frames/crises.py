"""Crises and the benefactor: answering a domestic or an export crisis, and the offer to
lay florins on the Benefactor trend card."""
from __future__ import annotations

from dataclasses import replace

from archipelago.engine.kinds import BENEFACTOR, DCRISIS, XCRISIS

from .. import facts as F
from .. import outcomes as O
from ..core import Spec, W, button, panel, text
from ..registry import handles


SOURCE_WORDS = {"market": "Market", "stock": "Your stock", "token": "Explorer token"}


def _source_buttons(it, res, which, key):
    v = it.view
    row = []
    counts = {"market": v["markets"][which].get(res, 0), "stock": F.cubes(v).get(res, 0), "token": F.tokens(v)}
    why = {"market": f"the {which} market has no {res}", "stock": f"you have no {res}",
           "token": "you have no explorer token"}
    for src in ("market", "stock", "token"):
        a = it.find("deliver", res, src)
        lab = f"{SOURCE_WORDS[src]} ({counts[src]})"
        tip = ""
        if a is not None:
            tip = it.label(a)
            if it.kind == "dcrisis":
                n = O.crisis_standups(v, it.frame)
                tip += f": then you stand up {n} lying citizen{'s' if n != 1 else ''}"
            elif src == "stock":
                tip += f" ({F.after_words(v, 0, {res: -1})})"
        row.append(button(key + (src,), lab, a, icon=("token",) if src == "token" else ("res", res),
                          reason=why[src], tip=tip))
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


@handles(DCRISIS)
def dcrisis(it, L):
    v, c, f = it.view, it.content, it.frame
    sp = Spec()
    res, n = f.get("res"), f.get("n")
    if f.get("owed"):
        for u, a in it.unit_classes(it.by["stand"]).items():
            sp.target(("unit", u), a, tip="Click: this citizen stands up.")
        sp.panel = panel("Domestic crisis", [text(
            f"Click {F.plural(f['owed'], 'lying citizen')} (yours or others') to stand "
            f"{'it' if f['owed'] == 1 else 'them'} up.")])
        return sp
    a = it.find("deliver", res, "market")
    for r in F.resources(c):
        key = ("market", "domestic", r)
        if r == res and a is not None:
            sp.target(key, a, tip=f"Click: deliver 1 {res} from the domestic market (free).")
        elif r == res:
            sp.target(key, reason=f"the domestic market has no {res}")
        else:
            sp.target(key, reason=f"the crisis asks for {res}")
    temples = []
    for t in it.by["temple"]:
        b = t.args[0]
        sp.target(("building", b), t, tip="Click: stand up every citizen on this temple's hex (free).")
        temples.append(button(("temple", b), f"Temple on {F.hex_label(v, c, v['buildings'][b][0])}", t,
                              icon=("kind", "temple"), tip=it.label(t)))
    lying = sum(1 for t in v["units"] if t is not None and t[3] == 1)
    prompt = (f"Domestic crisis: {res}. Each {res} you deliver stands up {n} lying citizens "
              f"({lying} lying now). Deliver 1 {res} from:")
    rows = [[text(prompt)], _source_buttons(it, res, "domestic", ("src", res))]
    if temples:
        rows.append([text("Or use:", 14, "soft")] + temples)
    sp.panel = panel("Domestic crisis", *rows, foot=[it.offers() + [W("gap")] + _done(it)])
    return sp


@handles(XCRISIS)
def xcrisis(it, L):
    c, f = it.content, it.frame
    sp = Spec()
    open_ = list(dict.fromkeys(f.get("open") or ()))
    for r in F.resources(c):
        key = ("market", "export", r)
        a = it.find("deliver", r, "market")
        if a is not None:
            sp.target(key, a, tip=f"Click: deliver 1 {r} from the export market (free).")
        elif r in open_:
            sp.target(key, reason=f"the export market has no {r}")
        else:
            sp.target(key, reason="the crisis does not ask for " + r)
    rows = [[text("Export crisis: deliver listed cubes; each one missing at the end raises rebellion. Still "
                  "wanted: " + ", ".join(f.get("open") or ()) + ".")]]
    for r in open_:
        rows.append([W("text", r.capitalize() + ":", icon=("res", r), w=96)] + _source_buttons(it, r, "export", ("src", r)))
    sp.panel = panel("Export crisis", *rows, foot=[it.offers() + [W("gap")] + _done(it)])
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
