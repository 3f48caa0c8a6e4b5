"""The action mapping: for the viewer's decision (the top frame of `view` and its
`legal` list) and a small local UI state, which things on the table are clickable now,
what each click does, and what the decision panel and popups show.

Every clickable thing is a `Control`: a click either submits one engine action (exactly
one of `view["legal"]`) or moves the local state (select a unit, open a popup, turn a
ghost hex, raise a bid). Nothing here draws or knows pixels; `../render/decisions.py` lays the spec out
and `path.py` searches the controls for the clicks that lead to an action.

Target keys name things on the table (the hit keys the renderer registers):
  ("space", sp) ("owned", card) ("slot", i) ("unit", u) ("building", b) ("icon", h, i)
  ("coin", h, i) ("market", which, res) ("player", seat) ("area", h, a) ("hex", h)
  ("spot", q, r) ("hexstack",)
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

from archipelago import i18n
from archipelago.engine import Action
from archipelago.i18n import _, ngettext

from . import facts as F
from .labels import label
from .registry import FOLLOWERS, HANDLERS, SHOWN


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
    then: tuple = ()                  # after the action: (follower name, *args), registry.FOLLOWERS


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
    foot: int = 0                                # the last rows sit at the panel's foot: their
                                                 # buttons stay put while rows above come and go


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
    routes: dict = field(default_factory=dict)   # target key -> a move's convoy (F.convoy),
                                                 # drawn while the mouse rests on the target

    def target(self, key, action=None, to=None, tip="", reason="", reach=(), soft=False, then=()):
        old = self.targets.get(key)
        if old is not None and old.enabled:
            return old
        if action is None and to is None:
            if old is not None or not reason:
                return old
            c = Control(("t",) + key, enabled=False, tip=reason)
        else:
            c = Control(("t",) + key, action, to, True, tip, tuple(reach), soft, tuple(then))
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
           selected=False, size=16, then=()):
    if action is None and to is None:
        c = Control(("p",) + tuple(cid), enabled=False, tip=reason)
    else:
        c = Control(("p",) + tuple(cid), action, to, True, tip or label_, tuple(reach), then=tuple(then))
    return W("button", label_, c, icon, style, w, size, selected)


def panel(title, *rows, modal=False, foot=()):
    """A decision panel of the non-empty rows, then the non-empty `foot` rows at its foot."""
    foot = [list(r) for r in foot if r]
    return Panel(title, [list(r) for r in rows if r] + foot, modal, len(foot))


class Interaction:
    """The clickable state of one view for its viewer. Each frame kind's controls come
    from its handler in frames/ (registry.HANDLERS); the methods below are what several
    handlers share."""

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
        key = (local, visible, i18n.language())         # a switch of language: new words
        sp = self._cache.get(key)
        if sp is None:
            if not self.active:             # another seat decides: what the rules show everyone, if anything
                sp = SHOWN[self.kind](self, local) if self.kind in SHOWN else Spec()
            else:
                sp = HANDLERS.get(self.kind, generic)(self, local)
                self._fallback(sp, visible)
            if len(self._cache) > 400:
                self._cache.clear()
            self._cache[key] = sp
        return sp

    def follow(self, then):
        """The next action of a multi-step click (Control.then) in this view, or None."""
        fn = FOLLOWERS.get(then[0]) if then else None
        if fn is None or not self.active:
            return None
        a = fn(self, *then[1:])
        return a if a in self.legal else None

    def find(self, kind, *args):
        a = Action(self.seat, kind, tuple(args))
        return a if a in self.legal else None

    # --- helpers shared by the frame handlers ------------------------------------------------
    def label(self, a):
        return label(self.view, self.content, a)

    def offers(self):
        out = []
        for a in self.by["offer"]:
            s = a.args[0]
            out.append(button(("offer", s), F.name(self.view, s), a, icon=("seat", s), style="quiet",
                              tip=_("Open a trade offer to {name}").format(name=F.name(self.view, s))))
        if out:
            out.insert(0, text(_("Trade with:"), 14, "soft"))
        return out

    def done(self, label_=None, style="primary"):
        a = self.find("done")
        if a is None:
            return []
        return [button(("done",), _("Done") if label_ is None else label_, a, style=style)]

    def unit_classes(self, actions):
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

    def placement(self, sp, L, hex_id, puts, prompt, flip=True, default_side=0):
        """Ghost spots for the current (side, rotation); rotate/flip buttons cycle them."""
        c = self.content
        combos, spots = _combos(puts)
        if not combos:
            return
        i = L.combo
        if not (0 <= i < len(combos)):
            i = next((k for k, (s, _) in enumerate(combos) if s == default_side), 0)
        side, rot = combos[i]
        face = c.hexes[hex_id].faces[side]
        every = tuple(p[2] for lst in spots.values() for p in lst)
        for q, r, a in spots[(side, rot)]:
            sp.target(("spot", q, r), a, tip=_("Click: place the hex here (side {side}).").format(side='AB'[side]))
            sp.ghosts.append((q, r, face.id, rot, True))
        same = [k for k, (s, _) in enumerate(combos) if s == side]
        pos = same.index(i)
        nxt = same[(pos + 1) % len(same)]
        prv = same[(pos - 1) % len(same)]
        row = [W("tile", _("side {side}").format(side='AB'[side]), icon=("face", face.id, rot), w=72)]
        why = _("no other rotation fits anywhere")
        row.append(button(("rot-",), _("⟲ Rotate"), to=replace(L, combo=prv, popup=()) if prv != i else None,
                          reason=why, reach=every, tip=_("Turn the hex (only turns that fit somewhere)")))
        row.append(button(("rot+",), _("Rotate ⟳"), to=replace(L, combo=nxt, popup=()) if nxt != i else None,
                          reason=why, reach=every, tip=_("Turn the hex the other way")))
        if flip:
            other = [k for k, (s, _r) in enumerate(combos) if s != side]
            row.append(button(("flip",), _("Side {side}").format(side='BA'[side]),
                              to=replace(L, combo=other[0]) if other else None,
                              reason=_("the other side fits nowhere"), reach=every,
                              tip=_("Show the other face of this hex")))
        n = len(spots[(side, rot)])
        if flip:
            fits = ngettext("Turned this way it fits at {n} glowing spot: click one (Q/E rotate, F flips).",
                            "Turned this way it fits at {n} glowing spots: click one (Q/E rotate, F flips).", n)
        else:
            fits = ngettext("Turned this way it fits at {n} glowing spot: click one (Q/E rotate).",
                            "Turned this way it fits at {n} glowing spots: click one (Q/E rotate).", n)
        sp.panel = panel(sp.panel.title if sp.panel else _("Place the hex"),
                         [text(prompt + " " + fits.format(n=n))], row)

    def stepper(self, L, maxv, confirm_kind, confirm_label, all_actions, unit="ƒ", why_max=""):
        v = max(0, min(L.value, maxv))
        row = [button(("minus5",), "−5", to=replace(L, value=max(0, v - 5)) if v > 0 else None,
                      reason=_("already 0"), reach=all_actions, w=44),
               button(("minus",), "−1", to=replace(L, value=v - 1) if v > 0 else None, reason=_("already 0"),
                      reach=all_actions, w=44),
               W("value", f"{v}{unit}", w=64, size=22),
               button(("plus",), "+1", to=replace(L, value=v + 1) if v < maxv else None,
                      reason=why_max or _("at most {amount}").format(amount=f"{maxv}{unit}"), reach=all_actions, w=44),
               button(("plus5",), "+5", to=replace(L, value=min(maxv, v + 5)) if v < maxv else None,
                      reason=why_max or _("at most {amount}").format(amount=f"{maxv}{unit}"), reach=all_actions, w=44)]
        a = self.find(confirm_kind, v)
        row.append(button(("confirm",), confirm_label(v), a, style="primary", reason=_("not allowed")))
        return row

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
            sp.panel = Panel(_("Your decision"))
        row = [text(_("Also:"), 14, "soft")]
        for i, a in enumerate(missing):
            row.append(button(("more", i), self.label(a), a, size=14))
        sp.panel.rows.insert(len(sp.panel.rows) - sp.panel.foot, row)


def _combos(puts):
    """(side, rot) combinations with at least one spot, and spots per combination."""
    spots = defaultdict(list)
    for a in puts:
        side, q, r, rot = a[0], a[1], a[2], a[3]
        spots[(side, rot)].append((q, r, a[4]))
    return sorted(spots), spots


def generic(it, L):
    """The panel of a frame kind without a handler of its own: the fallback adds a button
    per legal action."""
    sp = Spec()
    sp.panel = Panel(_("Your decision"), [[text(_("Choose:"))]])
    return sp
