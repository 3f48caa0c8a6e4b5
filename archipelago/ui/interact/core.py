"""The action mapping: for the viewer's decision (the top frame of `view` and its
`legal` list) and a small local UI state, which things on the table are clickable now,
what each click does, and what the decision panel and popups show.

Every clickable thing is a `Control`: a click either submits one engine action (exactly
one of `view["legal"]`) or moves the local state (select a unit, open a popup, turn a
ghost hex, raise a bid). Nothing here draws or knows pixels; `draw.py` lays the spec out
and `path.py` searches the controls for the clicks that lead to an action.

Target keys name things on the table (the hit keys the renderer registers):
  ("space", sp) ("owned", card) ("slot", i) ("unit", u) ("building", b) ("icon", h, i)
  ("coin", h, i) ("market", which, res) ("player", seat) ("area", h, a) ("hex", h)
  ("spot", q, r) ("hexstack",)
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

from archipelago.engine import Action, tables

from ..text import SPACE_HELP, space_title
from . import facts as F
from .labels import items_words, label


@dataclass(frozen=True)
class Local:
    """The UI's own state inside one decision (never sent to the engine)."""
    sel: int = -1          # selected unit (migration)
    popup: tuple = ()      # target key whose popup is open
    combo: int = -1        # placement: index into the (side, rotation) combinations (-1: default)
    value: int = 0         # stepper value (bid, levy)
    pick: str = ""         # exchange: the cube given


@dataclass(frozen=True)
class Control:
    id: tuple
    action: Action | None = None      # a click submits this ...
    to: Local | None = None           # ... or moves the local state here
    enabled: bool = True
    tip: str = ""                     # enabled: what a click does; disabled: why not
    reach: tuple = ()                 # actions reachable through this control (later steps)
    soft: bool = False                # a secondary target (drawn with a faint outline)


@dataclass
class W:
    """One element of the decision panel or of a popup."""
    kind: str                          # button | text | value | tile | card | gap | title
    text: str = ""
    control: Control | None = None
    icon: tuple | None = None          # ("res", r) ("seat", s) ("florin",) ("token",) ("face", id, rot) ("card", id) ("kind", k)
    style: str = "normal"              # primary | normal | quiet | danger
    w: float = 0                       # minimum width (design px)
    size: float = 16
    selected: bool = False


@dataclass
class Panel:
    title: str
    rows: list = field(default_factory=list)     # list of lists of W
    modal: bool = False                          # drawn large over the map


@dataclass
class Popup:
    anchor: tuple                                # target key it points at
    title: str
    items: list = field(default_factory=list)    # W buttons, one per line


@dataclass
class Spec:
    targets: dict = field(default_factory=dict)  # target key -> Control
    panel: Panel | None = None
    popup: Popup | None = None
    ghosts: list = field(default_factory=list)   # (q, r, face id, rot, interactive)
    selected: tuple = ()                         # target keys drawn as selected
    focus: tuple = ()                            # hexes outlined as context

    def target(self, key, action=None, to=None, tip="", reason="", reach=(), soft=False):
        old = self.targets.get(key)
        if old is not None and old.enabled:
            return old
        if action is None and to is None:
            if old is not None or not reason:
                return old
            c = Control(("t",) + key, enabled=False, tip=reason)
        else:
            c = Control(("t",) + key, action, to, True, tip, tuple(reach), soft)
        self.targets[key] = c
        return c

    def controls(self):
        if self.popup is not None:
            for w in self.popup.items:
                if w.control is not None:
                    yield w.control
        if self.panel is not None:
            for row in self.panel.rows:
                for w in row:
                    if w.control is not None:
                        yield w.control
        yield from self.targets.values()


def text(t, size=16, style="normal"):
    return W("text", t, size=size, style=style)


def button(cid, label_, action=None, to=None, reason="", icon=None, style="normal", tip="", w=0, reach=(),
           selected=False, size=16):
    if action is None and to is None:
        c = Control(("p",) + tuple(cid), enabled=False, tip=reason)
    else:
        c = Control(("p",) + tuple(cid), action, to, True, tip or label_, tuple(reach))
    return W("button", label_, c, icon, style, w, size, selected)


SOURCE_WORDS = {"market": "Market", "stock": "Your stock", "token": "Explorer token"}
KINDS = ("ship", "town", "temple", "market", "port")


class Interaction:
    """The clickable state of one view for its viewer."""

    def __init__(self, view, content):
        self.view = view
        self.content = content
        self.seat = view.get("seat")
        frames = view.get("frames") or []
        self.frame = frames[-1] if frames else {}
        deciding = self.seat is not None and view.get("to_act") == self.seat and not view.get("over")
        self.legal = [Action(a[0], a[1], tuple(a[2])) for a in (view.get("legal") or ())] if deciding else []
        self.active = bool(self.legal)
        self.by = defaultdict(list)
        for a in self.legal:
            self.by[a.kind].append(a)
        self.kind = self.frame.get("k")
        self.decision = (view.get("log_n"), self.kind, self.seat, len(frames))
        self._cache = {}

    # --- entry points ---------------------------------------------------------------------
    def initial(self) -> Local:
        return Local()

    def spec(self, local: Local, visible=None) -> Spec:
        key = (local, visible)
        sp = self._cache.get(key)
        if sp is None:
            if not self.active:
                sp = Spec()
            else:
                handler = getattr(self, "_f_" + str(self.kind), None) or self._f_generic
                sp = handler(local)
                self._fallback(sp, visible)
            if len(self._cache) > 400:
                self._cache.clear()
            self._cache[key] = sp
        return sp

    def find(self, kind, *args):
        a = Action(self.seat, kind, tuple(args))
        return a if a in self.legal else None

    # --- helpers ----------------------------------------------------------------------------
    def _label(self, a):
        return label(self.view, self.content, a)

    def _panel(self, title, *rows, modal=False):
        return Panel(title, [list(r) for r in rows if r], modal)

    def _offers(self):
        out = []
        for a in self.by["offer"]:
            s = a.args[0]
            out.append(button(("offer", s), F.name(self.view, s), a, icon=("seat", s), style="quiet",
                              tip=f"Open a trade offer to {F.name(self.view, s)} (R9)"))
        if out:
            out.insert(0, text("Trade with:", 14, "soft"))
        return out

    def _done(self, label_="Done", style="primary"):
        a = self.find("done")
        if a is None:
            return []
        return [button(("done",), label_, a, style=style)]

    def _multi(self, sp, L, key, actions, title, tip):
        """A target with one action submits it; with several it opens a popup."""
        if not actions:
            return
        if len(actions) == 1:
            sp.target(key, actions[0], tip=tip or self._label(actions[0]))
            return
        sp.target(key, to=replace(L, popup=key), tip=tip, reach=actions)
        if L.popup == key:
            sp.selected = (key,)
            sp.popup = Popup(key, title, [button(("pop", i), self._label(a), a, style="primary" if i == 0 else "normal")
                                          for i, a in enumerate(actions)])

    def _unit_classes(self, actions):
        """For actions naming one unit of a class (stand, remove, sink): every unit of the
        class maps to the action the engine lists for it."""
        cls = {}
        for a in actions:
            cls[F.unit_class(self.view, a.args[0])] = a
        out = {}
        for u, t in enumerate(self.view["units"]):
            if t is None:
                continue
            a = cls.get(F.unit_class(self.view, u))
            if a is not None:
                out[u] = a
        return out

    def _fallback(self, sp, visible):
        """Any legal action no visible, enabled control leads to gets a panel button."""
        covered = set()
        for c in sp.controls():
            if not c.enabled:
                continue
            if c.id[0] == "t" and visible is not None and c.id[1:] not in visible:
                continue
            if c.action is not None:
                covered.add(c.action)
            covered.update(c.reach)
        missing = [a for a in self.legal if a not in covered]
        if not missing:
            return
        if sp.panel is None:
            sp.panel = Panel("Your decision")
        row = [text("Also:", 14, "soft")]
        for i, a in enumerate(missing):
            row.append(button(("more", i), self._label(a), a, size=14))
        sp.panel.rows.append(row)

    # --- phase 5: the turn ---------------------------------------------------------------------
    def _f_turn(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        placeable = {a.args[0]: a for a in self.by["place_disc"]}
        for space in F.wheel_spaces(v, c):
            a = placeable.get(space)
            help_ = SPACE_HELP.get(space.split(":")[0], "") if not space.startswith("harvest:") else \
                f"move active units onto free {space.split(':')[1]} icons."
            sp.target(("space", space), a, tip=f"Click: place an action disc on {space_title(space)} — {help_}",
                      reason=F.space_reason(v, c, space, f))
        usable = {a.args[0]: a for a in self.by["use_card"]}
        for cid, owner in sorted((v.get("owner") or {}).items()):
            card = c.cards.get(cid)
            if card is None:
                continue
            a = usable.get(cid)
            if a is not None:
                fl, cu, ad = F.use_cost(v, c, cid, self.seat)
                verb = "build" if card.is_wonder else "use"
                sp.target(("owned", cid), a, tip=f"Click: {verb} {card.name} (pay {F.cost_words(fl, cu, ad)}).")
            elif owner == self.seat or (card.arrow == "colour" and not card.is_wonder):
                sp.target(("owned", cid), reason=F.card_reason(v, c, cid, f))
        per_b = defaultdict(list)
        for a in self.by["use_building"] + self.by["evict"]:
            per_b[a.args[0]].append(a)
        for b, acts in per_b.items():
            kind = v["buildings"][b][2]
            self._multi(sp, L, ("building", b), acts, f"The {kind}",
                        "Click: " + " or ".join(self._label(a).lower() for a in acts))
        occ = F.occupants(v)
        fee = c.rules["market_use"]["florins"]
        for b, (h, area, kind) in enumerate(v["buildings"]):
            if kind in ("market", "port") and b not in per_b and F.controller(v, b, occ) == self.seat:
                why = "already used this round" if b in (v.get("used_buildings") or ()) else \
                    (f"needs {fee}ƒ" if F.florins(v) < fee else "not possible now")
                sp.target(("building", b), reason=why)
        left = F.discs_left(v)
        if f.get("disc"):
            prompt = "You took your action. Use a card or a market/port, trade, or end your turn."
        elif left > 0:
            prompt = (f"Click a glowing wheel space to place an action disc ({left} left), "
                      "or use a card, a market or port, or trade.")
        else:
            prompt = "No action disc left: use a card, a market or port, trade — or pass."
        end = self.find("end_turn") or self.find("pass")
        ender = []
        if end is not None:
            ender = [button(("end",), "End turn" if end.kind == "end_turn" else "Pass", end, style="primary",
                            tip="End your turn" if end.kind == "end_turn" else
                            "Pass: you take no further turns this phase")]
        sp.panel = self._panel("Your turn", [text(prompt)], self._offers() + [W("gap")] + ender)
        return sp

    # --- harvest and permission -----------------------------------------------------------------
    def _f_harvest(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        res = f.get("res")
        for a in self.by["harvest"]:
            u, icon = a.args
            h = v["units"][u][0]
            word = F.unit_word(v, u)
            sp.target(("unit", u), a, tip=f"Click: this {word} harvests the free {res} icon beside it (+1 {res}).")
            sp.target(("icon", h, icon), a, tip=f"Click: your {word} moves onto this {res} icon (+1 {res}).")
        asks = []
        for a in self.by["ask"]:
            h = a.args[0]
            tb = F.town_on(v, h)
            owner = F.controller(v, tb) if tb is not None else None
            who = F.name(v, owner) if owner is not None else "the town's controller"
            if tb is not None:
                sp.target(("building", tb), a, tip=f"Click: ask {who} for permission to harvest on this hex.")
            asks.append(button(("ask", h), f"Ask {who} ({F.hex_label(v, c, h)})", a, style="quiet",
                               tip=f"{who} controls the town on {F.hex_label(v, c, h)}: ask for permission"))
        bonus = []
        for a in self.by["use_card"]:
            cid = a.args[0]
            sp.target(("owned", cid), a, tip=f"Click: use {c.cards[cid].name} with this harvest.")
            bonus.append(button(("card", cid), f"Use {c.cards[cid].name}", a, style="quiet"))
        n = f.get("n", 0)
        mult = f.get("mult", 1)
        prompt = (f"Harvest {res}: click a glowing unit or {res} icon. "
                  f"So far {F.plural(n, 'unit')}" + (f", each ×{mult}" if mult > 1 else "") + ".")
        if not self.by["harvest"]:
            prompt = f"Harvest {res}: no more units can harvest" + (" unless a town's controller allows it." if asks else ".")
        sp.panel = self._panel(f"Harvest {res}", [text(prompt)], asks + bonus + [W("gap")] + self._done())
        return sp

    def _f_permit(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec(focus=(f.get("hex"),))
        h = f.get("hex")
        if f.get("price"):
            who = F.name(v, f.get("grantor"))
            rows = [[text(f"{who} lets you harvest on {F.hex_label(v, c, h)} for {f['price']}ƒ.")]]
            row = []
            a = self.find("pay_permit")
            row.append(button(("pay",), f"Pay {f['price']}ƒ", a, style="primary",
                              reason=f"needs {f['price']}ƒ (you have {F.florins(v)})"))
            row.append(button(("decline",), "Decline", self.find("decline")))
            rows.append(row)
            sp.panel = self._panel("Harvest permission", *rows)
            return sp
        asker = F.name(v, f.get("asker"))
        rows = [[text(f"{asker} asks to harvest on {F.hex_label(v, c, h)}, where you control the town.")]]
        row = [button(("grant",), "Grant", self.find("grant"), style="primary"),
               button(("refuse",), "Refuse", self.find("refuse"), style="danger")]
        for a in self.by["grant_for"]:
            row.append(button(("grant_for", a.args[0]), f"Grant for {a.args[0]}ƒ", a,
                              tip=f"{asker} may pay {a.args[0]}ƒ to you, or decline"))
        rows.append(row)
        sp.panel = self._panel("Harvest permission", *rows)
        return sp

    # --- migration ----------------------------------------------------------------------------
    def _f_migrate(self, L):
        v, c = self.view, self.content
        sp = Spec()
        moves = defaultdict(list)
        for a in self.by["move"] + self.by["enter"]:
            moves[a.args[0]].append(a)
        moved = len(self.frame.get("moved") or ())
        if L.sel in moves:
            u = L.sel
            word = F.unit_word(v, u)
            for a in moves[u]:
                if a.kind == "enter":
                    sp.target(("building", a.args[1]), a, tip=f"Click: your {word} moves into this building.")
                else:
                    _, h, area = a.args
                    key = ("hex", h) if area < 0 else ("area", h, area)
                    where = F.hex_label(v, c, h) if area < 0 else F.area_label(v, c, h, area)
                    sp.target(key, a, tip=f"Click: your {word} moves to {where}.")
            sp.target(("unit", u), to=Local(), tip="Click: deselect this unit.")
            for u2, acts in moves.items():
                if u2 != u:
                    sp.target(("unit", u2), to=Local(sel=u2), tip=f"Click: move this {F.unit_word(v, u2)} instead.",
                              reach=acts, soft=True)
            sp.selected = (("unit", u),)
            t = v["units"][u]
            where = F.hex_label(v, c, t[0]) if word == "ship" else F.area_label(v, c, t[0], t[1])
            dest = "an adjacent hex" if word == "ship" else "a glowing land area or building"
            sp.panel = self._panel("Migration", [text(f"Your {word} on {where}: click {dest} to move it.")],
                                   [button(("unselect",), "Choose another unit", to=Local(), style="quiet"), W("gap")]
                                   + self._done())
            return sp
        for u, acts in moves.items():
            sp.target(("unit", u), to=Local(sel=u), tip=f"Click: select this {F.unit_word(v, u)} to move it.",
                      reach=acts)
        prompt = ("Click one of your glowing units, then where it goes (each unit moves once). "
                  f"Moved so far: {moved}.") if moves else "No unit can move any more."
        sp.panel = self._panel("Migration", [text(prompt)], [W("gap")] + self._done())
        return sp

    # --- build -------------------------------------------------------------------------------
    def _f_build(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        units = v["units"]
        places = defaultdict(list)          # ("area", h, a) -> actions building there
        by_ship = defaultdict(list)
        for a in self.by["build"]:
            kind, u, area = a.args
            h = units[u][0]
            places[("area", h, area)].append(a)
            if F.is_ship(v, u):
                by_ship[u].append(a)
        only = tuple(f.get("only") or ())
        for key, acts in places.items():
            sp.target(key, to=replace(L, popup=key), tip="Click: choose what to build here.", reach=acts)
        seat = self.seat
        for u, t in enumerate(units):
            if t is None or F.unit_owner(v, u) != seat or t[0] < 0:
                continue
            if F.is_ship(v, u):
                if by_ship.get(u):
                    sp.target(("unit", u), to=replace(L, popup=("unit", u)), tip="Click: build a port with this ship.",
                              reach=by_ship[u])
            else:
                key = ("area", t[0], t[1])
                if key in places:
                    sp.target(("unit", u), to=replace(L, popup=key), tip="Click: choose what to build here.",
                              reach=places[key], soft=True)
        if L.popup and L.popup[0] == "area" and L.popup in places:
            _, h, area = L.popup
            acts = places[L.popup]
            items = []
            for kind in KINDS:
                mine = [a for a in acts if a.args[0] == kind]
                fl, cu = tables.build_cost(c.rules, kind)
                cost = F.cost_words(fl, cu)
                if not mine:
                    if only and kind not in only:
                        continue
                    if kind != "port" and not self._citizen_on(h, area):
                        why = "needs an active citizen of yours on this land area"
                    else:
                        why = F.build_reason(v, c, kind, h)
                    items.append(button(("pop", kind), f"{kind.capitalize()} — {cost}", reason=why, icon=("kind", kind)))
                    continue
                for a in mine:
                    by = " (by your ship)" if F.is_ship(v, a.args[1]) and len(mine) > 1 else \
                        (" (by your citizen)" if len(mine) > 1 else "")
                    items.append(button(("pop", kind, a.args[1]), f"{kind.capitalize()}{by} — {cost}", a,
                                        icon=("kind", kind), style="primary",
                                        tip=f"Build a {kind}: pay {cost} ("
                                            + F.after_words(v, -fl, {r: -k for r, k in cu.items()}) + ")"))
            sp.popup = Popup(L.popup, "Build on " + F.area_label(v, c, h, area), items)
            sp.selected = (L.popup,)
        elif L.popup and L.popup[0] == "unit" and L.popup[1] in by_ship:
            u = L.popup[1]
            items = []
            fl, cu = tables.build_cost(c.rules, "port")
            for a in by_ship[u]:
                items.append(button(("pop", "port", a.args[2]), f"Port on land area {a.args[2] + 1} — {F.cost_words(fl, cu)}",
                                    a, icon=("kind", "port"), style="primary"))
            sp.popup = Popup(L.popup, "Build a port with your ship", items)
            sp.selected = (L.popup,)
        prompt = ("Click a glowing land area (or one of your ships, for a port), then choose what to build."
                  if places else "Nothing more can be built.")
        if only:
            prompt += " This card builds: " + ", ".join(only) + "."
        sp.panel = self._panel("Build", [text(prompt)], [W("gap")] + self._done())
        return sp

    def _citizen_on(self, h, area):
        v = self.view
        for u, t in enumerate(v["units"]):
            if t is not None and F.unit_owner(v, u) == self.seat and not F.is_ship(v, u) \
                    and t[0] == h and t[1] == area and not t[2] and t[3] == 0:
                return True
        return False

    # --- markets --------------------------------------------------------------------------------
    def _f_market(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        per = defaultdict(dict)
        for a in self.by["tx"]:
            market, side, res = a.args
            per[(market, res)][side] = a
        markets = tuple(f.get("markets") or ("domestic", "export"))
        for which in ("domestic", "export"):
            for res in F.resources(c):
                key = ("market", which, res)
                acts = per.get((which, res))
                if not acts:
                    if which not in markets:
                        why = f"this transaction is on the {markets[0]} market"
                    else:
                        why = "; ".join(F.market_reason(v, c, which, side, res, f)
                                        for side in (f.get("kinds") or ("buy", "sell")))
                    sp.target(key, reason=why)
                    continue
                sp.target(key, to=replace(L, popup=key), tip=f"Click: buy or sell {res} on the {which} market.",
                          reach=tuple(acts.values()))
                if L.popup == key:
                    items = []
                    for side in ("buy", "sell"):
                        if side not in (f.get("kinds") or ("buy", "sell")):
                            continue
                        a = acts.get(side)
                        after = ""
                        if side == "buy":
                            p = F.price_to_buy(v, c, which, res, f.get("buy_price", -1))
                            lab = f"Buy 1 {res} for {p}ƒ" if p is not None else f"Buy 1 {res}"
                            if p is not None:
                                after = F.after_words(v, -p, {res: 1})
                        else:
                            p = F.price_to_sell(v, c, which, res, f.get("bonus", 0))
                            lab = f"Sell 1 {res} for {p}ƒ" if p is not None else f"Sell 1 {res}"
                            if p is not None:
                                after = F.after_words(v, p, {res: -1})
                        items.append(button(("pop", side), lab, a, icon=("res", res), style="primary",
                                            reason=F.market_reason(v, c, which, side, res, f),
                                            tip=lab + (f" ({after})" if after else "")))
                    sp.popup = Popup(key, f"{res.capitalize()} · {which} market", items)
                    sp.selected = (key,)
        left = f.get("left", 1)
        where = " or ".join(m for m in markets)
        kinds = f.get("kinds") or ("buy", "sell")
        verb = "buy or sell" if len(kinds) > 1 else ("buy" if "buy" in kinds else "sell")
        prompt = (f"Click a glowing line of the {where} market to {verb} one cube"
                  + (f" ({left} transactions left)." if left > 1 else "."))
        sp.panel = self._panel("Market", [text(prompt)], [W("gap")] + self._done())
        return sp

    # --- recruitment ----------------------------------------------------------------------------
    def _f_recruit(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        price = f.get("price", -1)
        if price is None or price < 0:
            price = tables.recruit_price(c.rules, v["surplus"])
        for a in self.by["recruit"]:
            h, area = a.args
            sp.target(("area", h, area), a, tip=f"Click: a new citizen joins {F.area_label(v, c, h, area)}"
                                                + (f" (pay {price}ƒ)." if price else "."))
        if self.by["recruit"]:
            prompt = ("Click a glowing land area to place a citizen there"
                      + (f" for {price}ƒ" if price else "") + f" (surplus workers {v['surplus']}).")
        else:
            prompt = "No more citizens can be placed."
        left = f.get("left", -1)
        if left and left > 0:
            prompt += f" Up to {left} more."
        sp.panel = self._panel("Recruitment", [text(prompt)], [W("gap")] + self._done())
        return sp

    # --- placing hexes (round 0 and exploration) ----------------------------------------------------
    def _combos(self, puts):
        """(side, rot) combinations with at least one spot, and spots per combination."""
        spots = defaultdict(list)
        for a in puts:
            side, q, r, rot = a[0], a[1], a[2], a[3]
            spots[(side, rot)].append((q, r, a[4]))
        return sorted(spots), spots

    def _placement(self, sp, L, hex_id, puts, prompt, flip=True, default_side=0):
        """Ghost spots for the current (side, rotation); rotate/flip buttons cycle them."""
        c = self.content
        combos, spots = self._combos(puts)
        if not combos:
            return
        i = L.combo
        if not (0 <= i < len(combos)):
            i = next((k for k, (s, _) in enumerate(combos) if s == default_side), 0)
        side, rot = combos[i]
        face = c.hexes[hex_id].faces[side]
        every = tuple(p[2] for lst in spots.values() for p in lst)
        for q, r, a in spots[(side, rot)]:
            sp.target(("spot", q, r), a, tip=f"Click: place the hex here (side {'AB'[side]}).")
            sp.ghosts.append((q, r, face.id, rot, True))
        same = [k for k, (s, _) in enumerate(combos) if s == side]
        pos = same.index(i)
        nxt = same[(pos + 1) % len(same)]
        prv = same[(pos - 1) % len(same)]
        row = [W("tile", f"side {'AB'[side]}", icon=("face", face.id, rot), w=72)]
        why = "no other rotation fits anywhere"
        row.append(button(("rot-",), "⟲ Rotate", to=replace(L, combo=prv, popup=()) if prv != i else None,
                          reason=why, reach=every, tip="Turn the hex (only turns that fit somewhere)"))
        row.append(button(("rot+",), "Rotate ⟳", to=replace(L, combo=nxt, popup=()) if nxt != i else None,
                          reason=why, reach=every, tip="Turn the hex the other way"))
        if flip:
            other = [k for k, (s, _) in enumerate(combos) if s != side]
            row.append(button(("flip",), f"Side {'BA'[side]}", to=replace(L, combo=other[0]) if other else None,
                              reason="the other side fits nowhere", reach=every,
                              tip="Show the other face of this hex"))
        n = len(spots[(side, rot)])
        sp.panel = self._panel(sp.panel.title if sp.panel else "Place the hex",
                               [text(prompt + f" Turned this way it fits at {F.plural(n, 'glowing spot')}: click one"
                                     + (" (Q/E rotate, F flips)." if flip else " (Q/E rotate)."))], row)

    def _f_explore_pick(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        stage = f.get("stage")
        if stage == "look":
            top = v.get("hex_stack_top")
            take = self.find("explore_take")
            if take is not None:
                sp.target(("hexstack",), take, tip="Click: take this hex.")
            row = []
            if top:
                row.append(W("tile", "top of the stack", icon=("face", top, 0), w=64))
            row += [button(("take",), "Take this hex", take, style="primary"),
                    button(("discard",), "Discard it, take the next", self.find("explore_discard"),
                           tip="The next hex is taken unseen")]
            sp.panel = self._panel("Exploration", [text("Look at the top hex of the stack: take it, or discard it "
                                                        "and take the next one without looking.")], row)
            return sp
        if stage == "place":
            puts = [(a.args[0], a.args[1], a.args[2], a.args[3], a) for a in self.by["explore_put"]]
            sp.panel = Panel("Exploration")
            self._placement(sp, L, f["hex"], puts, "Place the new hex touching two hexes, so a unit of yours can "
                                                   "move onto it.", flip=True, default_side=f.get("side", 0))
            return sp
        face = c.hexes[f["hex"]].faces[f.get("side", 0)]
        sp.ghosts.append((f.get("q"), f.get("r"), face.id, f.get("rot", 0), False))
        for a in self.by["explore_unit"]:
            sp.target(("unit", a.args[0]), a, tip=f"Click: this {F.unit_word(v, a.args[0])} moves onto the new hex.")
        sp.panel = self._panel("Exploration", [text("Click the unit that moves onto the new hex.")])
        return sp

    def _f_r0_place(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        stage = f.get("stage")
        hand = (v.get("hands") or [[]] * (self.seat + 1))[self.seat]
        if stage == "pick":
            row = []
            for i, (hx, _) in enumerate(hand):
                for side in (0, 1):
                    face = c.hexes[hx].faces[side]
                    a = self.find("r0_pick", i, side)
                    w = W("tile", f"hex {i + 1} · {'AB'[side]}", icon=("face", face.id, 0), w=78)
                    w.control = Control(("p", "hand", i, side), a, None, a is not None,
                                        f"Click: place hex {i + 1} with side {'AB'[side]} up ({face.id})"
                                        if a else "this face fits nowhere next to the start hex")
                    row.append(w)
            sp.panel = self._panel("Round 0 · your first hex",
                                   [text("Choose a hex of your hand and the face to show (A or B):")], row)
            return sp
        if stage == "put":
            hx = hand[f["pick"]][0]
            puts = [(f["side"], a.args[0], a.args[1], a.args[2], a) for a in self.by["r0_put"]]
            sp.panel = Panel("Round 0 · your first hex")
            self._placement(sp, L, hx, puts, "Place it touching the start hex, every touching edge matching.",
                            flip=False, default_side=f["side"])
            return sp
        h = len(v["hexes"]) - 1
        sp.focus = (h,)
        row = []
        for a in self.by["r0_area"]:
            area = a.args[0]
            sp.target(("area", h, area), a, tip="Click: your two citizens stand here.")
            row.append(button(("area", area), f"Land area {area + 1}", a, tip=F.area_label(v, c, h, area)))
        sp.panel = self._panel("Round 0 · your first hex",
                               [text("Click the land area of your new hex where your two citizens stand.")], row)
        return sp

    def _f_discover_pick(self, L):
        v, c, f = self.view, self.content, self.frame
        h = f.get("hex")
        sp = Spec(focus=(h,))
        acts = self.by["to_market"] + self.by["to_self"]
        face = c.faces[v["hexes"][h][2]] if h is not None and 0 <= h < len(v["hexes"]) else None
        row = []
        for a in acts:
            res = a.args[0]
            row.append(button(("res", res), res.capitalize(), a, icon=("res", res), style="primary", w=90))
            if face is not None:
                for idx, (_, r) in enumerate(face.icons):
                    if r == res:
                        sp.target(("icon", h, idx), a, tip=f"Click: {self._label(a).lower()}.")
        if f.get("market") is None:
            prompt = "The new hex is discovered: choose the resource whose cube goes to the domestic market."
        else:
            prompt = "Now choose another resource of the hex: you take 1 cube of it."
        sp.panel = self._panel("Discovery", [text(prompt)], row)
        return sp

    # --- turn order ---------------------------------------------------------------------------
    def _stepper(self, L, maxv, confirm_kind, confirm_label, all_actions, unit="ƒ", why_max=""):
        v = max(0, min(L.value, maxv))
        row = [button(("minus5",), "−5", to=replace(L, value=max(0, v - 5)) if v > 0 else None,
                      reason="already 0", reach=all_actions, w=44),
               button(("minus",), "−1", to=replace(L, value=v - 1) if v > 0 else None, reason="already 0",
                      reach=all_actions, w=44),
               W("value", f"{v}{unit}", w=64, size=22),
               button(("plus",), "+1", to=replace(L, value=v + 1) if v < maxv else None,
                      reason=why_max or f"at most {maxv}{unit}", reach=all_actions, w=44),
               button(("plus5",), "+5", to=replace(L, value=min(maxv, v + 5)) if v < maxv else None,
                      reason=why_max or f"at most {maxv}{unit}", reach=all_actions, w=44)]
        a = self.find(confirm_kind, v)
        row.append(button(("confirm",), confirm_label(v), a, style="primary", reason="not allowed"))
        return row

    def _f_bids(self, L):
        f = self.frame
        sp = Spec()
        bids = list(self.by["bid"])
        maxv = max((a.args[0] for a in bids), default=0)
        done = f.get("bids") if isinstance(f.get("bids"), int) else len(f.get("bids") or ())
        who = f.get("who") or ()
        prompt = ("Secret bid for turn order: the top bidder arranges the order; every bid is paid. "
                  f"{done} of {len(who)} have bid.")
        if f.get("rebid"):
            prompt = f"Tie! Bid again (secret), among the tied players. {done} of {len(who)} have bid."
        row = self._stepper(L, maxv, "bid", lambda k: f"Confirm bid {k}ƒ", tuple(bids),
                            why_max=f"you have {maxv}ƒ")
        sp.panel = self._panel("Turn order bid", [text(prompt)], row, self._offers())
        return sp

    def _f_arrange(self, L):
        v, f = self.view, self.frame
        sp = Spec()
        chosen = list(f.get("chosen") or ())
        pos = len(chosen) + 1
        ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(pos, f"{pos}th")
        row = []
        for a in self.by["order"]:
            s = a.args[0]
            sp.target(("player", s), a, tip=f"Click: {F.name(v, s)} plays {ordinal}.")
            row.append(button(("seat", s), F.name(v, s), a, icon=("seat", s), style="primary"))
        so_far = (" Order so far: " + ", ".join(F.name(v, s) for s in chosen) + ".") if chosen else ""
        sp.panel = self._panel("Arrange the turn order",
                               [text(f"You won the bid: choose who plays {ordinal}.{so_far}")], row)
        return sp

    # --- crises ----------------------------------------------------------------------------------
    def _source_buttons(self, res, which, key):
        v = self.view
        row = []
        counts = {"market": v["markets"][which].get(res, 0), "stock": F.cubes(v).get(res, 0), "token": F.tokens(v)}
        why = {"market": f"the {which} market has no {res}", "stock": f"you have no {res}",
               "token": "you have no explorer token"}
        for src in ("market", "stock", "token"):
            a = self.find("deliver", res, src)
            lab = f"{SOURCE_WORDS[src]} ({counts[src]})"
            tip = ""
            if a is not None:
                tip = self._label(a)
                if self.kind == "dcrisis":
                    n = min(self.frame.get("n", 0), sum(1 for t in v["units"] if t is not None and t[3] == 1))
                    tip += f": then you stand up {n} lying citizen{'s' if n != 1 else ''}"
                elif src == "stock":
                    tip += f" ({F.after_words(v, 0, {res: -1})})"
            row.append(button(key + (src,), lab, a, icon=("token",) if src == "token" else ("res", res),
                              reason=why[src], tip=tip))
        return row

    def _f_dcrisis(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        res, n = f.get("res"), f.get("n")
        if f.get("owed"):
            for u, a in self._unit_classes(self.by["stand"]).items():
                sp.target(("unit", u), a, tip="Click: this citizen stands up.")
            sp.panel = self._panel("Domestic crisis", [text(
                f"Click {F.plural(f['owed'], 'lying citizen')} (yours or others') to stand "
                f"{'it' if f['owed'] == 1 else 'them'} up.")])
            return sp
        a = self.find("deliver", res, "market")
        for r in F.resources(c):
            key = ("market", "domestic", r)
            if r == res and a is not None:
                sp.target(key, a, tip=f"Click: deliver 1 {res} from the domestic market (free).")
            elif r == res:
                sp.target(key, reason=f"the domestic market has no {res}")
            else:
                sp.target(key, reason=f"the crisis asks for {res}")
        temples = []
        for t in self.by["temple"]:
            b = t.args[0]
            sp.target(("building", b), t, tip="Click: stand up every citizen on this temple's hex (free).")
            temples.append(button(("temple", b), f"Temple on {F.hex_label(v, c, v['buildings'][b][0])}", t,
                                  icon=("kind", "temple"), tip=self._label(t)))
        lying = sum(1 for t in v["units"] if t is not None and t[3] == 1)
        prompt = (f"Domestic crisis: {res}. Each {res} you deliver stands up {n} lying citizens "
                  f"({lying} lying now). Deliver 1 {res} from:")
        rows = [[text(prompt)], self._source_buttons(res, "domestic", ("src", res))]
        if temples:
            rows.append([text("Or use:", 14, "soft")] + temples)
        rows.append(self._offers() + [W("gap")] + self._done("Done (end my response)"))
        sp.panel = self._panel("Domestic crisis", *rows)
        return sp

    def _f_xcrisis(self, L):
        c, f = self.content, self.frame
        sp = Spec()
        open_ = list(dict.fromkeys(f.get("open") or ()))
        for r in F.resources(c):
            key = ("market", "export", r)
            a = self.find("deliver", r, "market")
            if a is not None:
                sp.target(key, a, tip=f"Click: deliver 1 {r} from the export market (free).")
            elif r in open_:
                sp.target(key, reason=f"the export market has no {r}")
            else:
                sp.target(key, reason="the crisis does not ask for " + r)
        rows = [[text("Export crisis: deliver listed cubes; each one missing at the end raises rebellion. Still "
                      "wanted: " + ", ".join(f.get("open") or ()) + ".")]]
        for r in open_:
            rows.append([W("text", r.capitalize() + ":", icon=("res", r), w=96)] + self._source_buttons(r, "export", ("src", r)))
        rows.append(self._offers() + [W("gap")] + self._done("Done (end my response)"))
        sp.panel = self._panel("Export crisis", *rows)
        return sp

    def _f_benefactor(self, L):
        f = self.frame
        n = f.get("n", 1)
        sp = Spec()
        row = [button(("take",), f"Take {n}ƒ", self.find("benefactor", "take"), icon=("florin",), style="primary"),
               button(("always",), "Always take", self.find("benefactor", "always"),
                      tip="Take now and from now on without asking"),
               button(("skip",), "Skip", self.find("benefactor", "skip"))]
        sp.panel = self._panel("Benefactor", [text(f"Lay {n}ƒ from the bank on the Benefactor trend card "
                                                   "(it counts for its ranking)?")], row)
        return sp

    # --- phase 6 -------------------------------------------------------------------------------
    def _f_p6_step(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        track = v.get("track") or []
        prices = list(c.rules["track"]["prices"])
        per = defaultdict(list)
        for a in self.by["buy"] + self.by["turn"]:
            per[a.args[0]].append(a)
        turned = tuple(f.get("turned") or ())
        bought = f.get("bought")
        for i, slot in enumerate(track):
            key = ("slot", i)
            acts = per.get(i, [])
            if slot is None:
                sp.target(key, reason="empty slot")
                continue
            nm = c.cards[slot["card"]].name
            nxt = slot["turns"] + 1
            turn_words = f"turn it (price {prices[nxt]}ƒ)" if nxt < len(prices) else "turn it to the flash (discarded)"
            if not acts:
                if i in turned:
                    why = "you turned this card already"
                elif bought or turned:
                    why = "you cannot buy after turning" if not bought else "you bought a card: turn one other card"
                    if bought and len(turned) >= 1:
                        why = "done"
                else:
                    why = f"needs {slot['price']}ƒ (you have {F.florins(v)})"
                sp.target(key, reason=why)
                continue
            if len(acts) == 1:
                a = acts[0]
                tip = f"Click: buy {nm} for {slot['price']}ƒ." if a.kind == "buy" else f"Click: {turn_words}."
                if a.kind == "turn" and not bought and not turned:
                    tip += f" (Buying needs {slot['price']}ƒ.)"
                sp.target(key, a, tip=tip)
                continue
            sp.target(key, to=replace(L, popup=key), tip=f"Click: buy or turn {nm}.", reach=acts)
            if L.popup == key:
                items = []
                for a in acts:
                    lab = f"Buy {nm} for {slot['price']}ƒ" if a.kind == "buy" else turn_words.capitalize()
                    tip = lab + (f" ({F.after_words(v, -slot['price'])})" if a.kind == "buy" else "")
                    items.append(button(("pop", a.kind), lab, a, style="primary" if a.kind == "buy" else "normal",
                                        tip=tip))
                sp.popup = Popup(key, nm, items)
                sp.selected = (key,)
        if bought:
            prompt = f"You bought {c.cards[bought].name}: now click another card to turn it a quarter."
        elif turned:
            prompt = "Click a second card to turn it a quarter."
        elif not self.by["buy"]:
            prompt = (f"You cannot pay for a card now (you have {F.florins(v)}ƒ): click two cards of the track "
                      "to turn each a quarter.")
        else:
            prompt = "Click a card of the track: buy one (then turn another), or turn two cards a quarter each."
        sp.panel = self._panel("Evolution", [text(prompt)])
        return sp

    # --- trades ------------------------------------------------------------------------------
    def _f_compose(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        to = f.get("to")
        give = {i: k for i, k in (f.get("give") or ())}
        get = {i: k for i, k in (f.get("get") or ())}
        limit = c.rules.get("negotiation", {}).get("items_per_offer", 12)
        full = f.get("adds", 0) >= limit
        mine = F.me(v) or {}
        owner = v.get("owner") or {}
        built = v.get("built") or {}
        my_cards = sorted(cid for cid, s in owner.items() if s == self.seat and cid not in built)
        their_cards = sorted(cid for cid, s in owner.items() if s == to and cid not in built)
        items = ["florin"] + list(F.resources(c)) + ["token"]

        def have(item):
            if item == "florin":
                return mine.get("florins") or 0
            if item == "token":
                return mine.get("tokens") or 0
            return (mine.get("cubes") or {}).get(item, 0)

        rows = [[W("text", "You give", w=124, style="head", size=15), W("text", "", w=196),
                 W("text", f"You get from {F.name(v, to)}", w=200, style="head", size=15)]]

        def side(item, kind_add, kind_drop, count, can_add, why_add):
            add = self.find(kind_add, item)
            drop = self.find("drop", kind_drop, item)
            return [button((kind_drop + "-", item), "−", drop, reason="nothing to remove", w=34, size=18),
                    W("value", str(count), w=44, size=18),
                    button((kind_drop + "+", item), "+", add, reason=why_add, w=34, size=18)]

        def icon_of(item):
            if item == "florin":
                return ("florin",)
            if item == "token":
                return ("token",)
            if item in c.cards:
                return ("card", item)
            return ("res", item)

        for item in items:
            why_give = "the offer is full" if full else f"you have {have(item)}"
            why_get = "the offer is full"
            name_ = {"florin": "Florins", "token": "Expl. tokens"}.get(item, item.capitalize())
            yours = f"  · you have {have(item)}"
            rows.append(side(item, "give", "give", give.get(item, 0), True, why_give)
                        + [W("text", name_ + yours, icon=icon_of(item), w=196, size=14)]
                        + side(item, "ask", "get", get.get(item, 0), True, why_get))
        rows += self._card_chips("Your cards (click to give or take back):", my_cards,
                                 "give", "give", give, full)
        rows += self._card_chips(f"{F.name(v, to)}'s cards (click to ask or take back):",
                                 their_cards, "ask", "get", get, full)
        rows.append([text(f"You give: {items_words(c, tuple(give.items()))}.   You get: "
                          f"{items_words(c, tuple(get.items()))}.", 14)])
        rows.append([button(("cancel",), "Cancel", self.find("cancel"), style="danger"), W("gap"),
                     button(("send",), f"Send to {F.name(v, to)}", self.find("send"), style="primary",
                            reason="put something in the offer first")])
        title = f"Trade offer to {F.name(v, to)}" + (" (counter-offer)" if f.get("counters") else "")
        sp.panel = Panel(title, rows, modal=True)
        return sp

    def _card_chips(self, heading, cards, kind_add, side, chosen, full):
        """Cards of one side as toggle chips, 3 or 4 per row, so many cards still fit."""
        if not cards:
            return []
        per_row, width, size = (3, 188, 13) if len(cards) <= 9 else (4, 138, 12)
        rows = [[text(heading, 14, "head")]]
        for i in range(0, len(cards), per_row):
            row = []
            for cid in cards[i:i + per_row]:
                inside = chosen.get(cid, 0) > 0
                action = self.find("drop", side, cid) if inside else self.find(kind_add, cid)
                why = "the offer is full" if full and not inside else ""
                row.append(button((side + "-card", cid), self.content.cards[cid].name, action,
                                  reason=why, icon=("card", cid), w=width, size=size,
                                  selected=inside))
            rows.append(row)
        return rows

    def _f_respond(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        frm = F.name(v, f.get("frm"))
        you_get = items_words(c, tuple(tuple(x) for x in (f.get("give") or ())))
        you_give = items_words(c, tuple(tuple(x) for x in (f.get("get") or ())))
        rows = [[text(f"{frm} offers you a trade.")],
                [W("text", "You give:", w=110, style="head"), text(you_give)],
                [W("text", "You get:", w=110, style="head"), text(you_get)],
                [button(("accept",), "Accept", self.find("accept"), style="primary",
                        reason="you cannot pay what is asked"),
                 button(("reject",), "Reject", self.find("reject"), style="danger"),
                 button(("counter",), "Counter…", self.find("counter"), reason="no more counter-offers",
                        tip="Answer with your own offer")]]
        sp.panel = self._panel(f"Offer from {frm}", *rows)
        return sp

    # --- card and event decisions --------------------------------------------------------------
    def _res_buttons(self, kind, counts, key="res", why=lambda r: ""):
        row = []
        for r in F.resources(self.content):
            a = self.find(kind, r)
            row.append(button((key, r), f"{r.capitalize()} ({counts.get(r, 0)})", a, icon=("res", r),
                              reason=why(r) or f"you have no {r}", style="primary" if a else "normal"))
        return row

    def _f_sell_bank(self, L):
        f = self.frame
        sp = Spec()
        row = self._res_buttons("sell_bank", F.cubes(self.view))
        sp.panel = self._panel("Sell to the bank", [text(
            f"Sell cubes to the bank for {f.get('price')}ƒ each ({f.get('left')} left). Click a cube type:")],
            row, [W("gap")] + self._done())
        return sp

    def _f_exchange(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        have = F.cubes(v)
        gives = {a.args[0] for a in self.by["exchange"]}
        row1 = [W("text", "You give:", w=96, style="head")]
        for r in F.resources(c):
            ok = r in gives
            acts = tuple(a for a in self.by["exchange"] if a.args[0] == r)
            row1.append(button(("give", r), str(have.get(r, 0)),
                               to=replace(L, pick="" if L.pick == r else r) if ok else None,
                               reason=f"you have no {r}", icon=("res", r), selected=L.pick == r, reach=acts, w=64,
                               tip=f"Give 1 {r} (you have {have.get(r, 0)})"))
        row2 = [W("text", "You take:", w=96, style="head")]
        bank = v["bank"]["cubes"]
        for r in F.resources(c):
            a = self.find("exchange", L.pick, r) if L.pick else None
            if not L.pick:
                why = "choose the cube you give first"
            elif r == L.pick:
                why = "choose another type"
            else:
                why = f"the bank has no {r}"
            row2.append(button(("take", r), str(bank.get(r, 0)), a, reason=why, w=64,
                               icon=("res", r), style="primary" if a else "normal",
                               tip=f"Take 1 {r} from the bank (it has {bank.get(r, 0)})"))
        sp.panel = self._panel("Exchange with the bank", [text(
            f"Give one cube to the bank and take one of another type ({f.get('left')} left): "
            "first the cube you give, then the one you take.")], row1, row2 + [W("gap")] + self._done())
        return sp

    def _f_reveal(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        row = []
        for cid in f.get("cards") or ():
            a = self.find("buy_revealed", cid)
            card = c.cards[cid]
            if a is None:
                why = (f"not a {f.get('type')} card" if card.type != f.get("type")
                       else f"needs {f.get('price')}ƒ (you have {F.florins(v)})")
            else:
                why = ""
            w = W("card", card.name, icon=("card", cid), w=108)
            w.control = Control(("p", "card", cid), a, None, a is not None,
                                f"Click: buy {card.name} for {f.get('price')}ƒ" if a else why)
            row.append(w)
        rows = [[text(f"Revealed cards: you may buy one {f.get('type')} card for {f.get('price')}ƒ; "
                      "the others are discarded.")], row, [W("gap")] + self._done("Buy none")]
        sp.panel = Panel("Revealed cards", rows, modal=True)
        return sp

    def _f_peek(self, L):
        v = self.view
        sp = Spec()
        row = []
        for a in self.by["peek"]:
            s = a.args[0]
            sp.target(("player", s), a, tip=f"Click: look at {F.name(v, s)}'s objective (secret).")
            row.append(button(("seat", s), F.name(v, s), a, icon=("seat", s), style="primary"))
        sp.panel = self._panel("Spy", [text("Whose objective card do you look at?")], row)
        return sp

    def _unit_pick(self, kind, title, prompt, tip, classes=True, extra=()):
        sp = Spec()
        acts = self.by[kind]
        if classes:
            mapping = self._unit_classes(acts)
        else:
            mapping = {a.args[0]: a for a in acts}
        for u, a in mapping.items():
            sp.target(("unit", u), a, tip=tip)
        sp.panel = self._panel(title, [text(prompt)], list(extra))
        return sp

    def _f_rebels(self, L):
        return self._unit_pick("stand", "Stand up rebels",
                               f"Click your rebels to stand them up ({self.frame.get('left')} at most).",
                               "Click: this rebel stands up.", extra=[W("gap")] + self._done())

    def _f_remove_pick(self, L):
        return self._unit_pick("remove", "Emigration", "Click one of your citizens: it returns to your reserve.",
                               "Click: this citizen returns to your reserve.")

    def _f_sink(self, L):
        return self._unit_pick("sink", "Pirates", "Click one of your ships: it returns to your reserve.",
                               "Click: this ship returns to your reserve.")

    def _f_wonder(self, L):
        card = self.content.cards.get(self.frame.get("card"))
        nm = card.name if card else "the wonder"
        return self._unit_pick("wonder_citizen", f"Build {nm}",
                               f"Click the active citizen who leaves the map to build {nm} (population −1).",
                               f"Click: this citizen builds {nm}.", classes=False)

    def _f_port_ships_pick(self, L):
        v, c = self.view, self.content
        sp = Spec()
        row = []
        for a in self.by["port_ship"]:
            b = a.args[0]
            sp.target(("building", b), a, tip="Click: a ship of yours appears at this port.")
            row.append(button(("port", b), f"Port on {F.hex_label(v, c, v['buildings'][b][0])}", a,
                              icon=("kind", "port")))
        sp.panel = self._panel("New ships", [text("You have fewer ships than ports: click the ports that get one.")],
                               row)
        return sp

    def _f_block_pick(self, L):
        sp = Spec()
        for a in self.by["block"]:
            h, i = a.args
            sp.target(("icon", h, i), a, tip="Click: the barbarian coin blocks this icon for good.")
        sp.panel = self._panel("Barbarians", [text("Click a glowing resource icon on the map: a barbarian coin "
                                                   "blocks it for the rest of the game.")])
        return sp

    def _f_unblock_pick(self, L):
        sp = Spec()
        for a in self.by["unblock"]:
            h, i = a.args
            sp.target(("coin", h, i), a, tip="Click: remove this barbarian coin (you keep its florins).")
            sp.target(("icon", h, i), a, tip="Click: remove this barbarian coin (you keep its florins).")
        sp.panel = self._panel("Conquistador", [text("Click a barbarian coin on a hex where you have a unit.")])
        return sp

    def _f_fists(self, L):
        v, f = self.view, self.frame
        sp = Spec()
        picks = list(f.get("picks") or ()) if isinstance(f.get("picks"), (list, tuple)) else []
        have = F.cubes(v)
        for r in picks:
            have[r] = have.get(r, 0) - 1
        row = self._res_buttons("fist", have)
        sp.panel = self._panel("The thief", [text(
            f"Hide a cube in fist {len(picks) + 1} of 2: the thief takes one fist at random."
            + (" Already hidden: " + ", ".join(picks) + "." if picks else ""))], row)
        return sp

    def _f_levy(self, L):
        f = self.frame
        sp = Spec()
        acts = tuple(self.by["pay_levy"])
        maxv = max((a.args[0] for a in acts), default=0)
        owed, rate = f.get("owed", 0), f.get("rate", 1)
        row = self._stepper(L, maxv, "pay_levy",
                            lambda k: f"Pay {k}ƒ" + (f" (rebellion +{(owed - k) * rate})" if owed - k > 0 else ""),
                            acts, why_max=f"you owe {owed}ƒ" if maxv >= owed else f"you have {maxv}ƒ")
        sp.panel = self._panel("Royal tax collector", [text(
            f"You owe {owed}ƒ. Each florin you do not pay raises rebellion by {rate}.")], row)
        return sp

    def _f_choice(self, L):
        v, c, f = self.view, self.content, self.frame
        sp = Spec()
        try:
            options = tables.effect_list(c, f.get("src") or ())
        except (KeyError, IndexError, TypeError):
            options = ()
        rows = [[text("Choose an option of the card:")]]
        for k, o in enumerate(options):
            pay = dict(o.get("pay") or {})
            lab = ("Pay " + F.cost_words(0, pay) if pay else "Free") + " → " + F.effect_words(o.get("effects"))
            a = self.find("option", k)
            rows.append([button(("option", k), lab, a, style="primary",
                                reason=F.shortfall_words(v, c, 0, pay) or "not possible")])
        if not options:
            rows.append([button(("option", a.args[0]), self._label(a), a) for a in self.by["option"]])
        card = c.cards.get(f.get("card"))
        sp.panel = self._panel(card.name if card else "Choice", *rows)
        return sp

    def _f_generic(self, L):
        sp = Spec()
        sp.panel = Panel("Your decision", [[text("Choose:")]])
        return sp
