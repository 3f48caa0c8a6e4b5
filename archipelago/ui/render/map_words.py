"""The map's words (issue 14, issue 37): a hex named as players tell it apart (by its icons,
never a tile code; with its way from the start hex where two placed hexes share them), what a
hex face offers, and the tooltips of the map's units and buildings (their numbers from
rules.yaml). The map (hexmap.py), the track's hex stack, the large hex and the table's
decisions speak them."""
from __future__ import annotations

from .. import theme as T
from archipelago.engine.kinds import MARKET, TEMPLE
from archipelago.i18n import N_, _, ngettext, pgettext
from .names import list_words, res_count, res_name
from archipelago.engine.pieces import B, D, E, I, LYING, REBEL


def building_help(kind, rules):
    """A building's tooltip line, its numbers from rules.yaml (market_use)."""
    use = rules["market_use"]
    n = use["transactions"]
    if kind == "town":
        return _("Its controller controls every empty building on the hex and decides harvest permissions there.")
    if kind == TEMPLE:
        return _("Its occupant is never laid down in a domestic crisis; its controller may stand up every citizen "
                 "on the hex for free.")
    if kind == MARKET:
        return ngettext("Its controller may pay {florins}ƒ for {transactions} transaction on the domestic market, "
                        "once per round.",
                        "Its controller may pay {florins}ƒ for {transactions} transactions on the domestic market, "
                        "once per round.", n).format(florins=use["florins"], transactions=n)
    return ngettext("Its controller may pay {florins}ƒ for {transactions} transaction on the export market, "
                    "once per round.",
                    "Its controller may pay {florins}ƒ for {transactions} transactions on the export market, "
                    "once per round.", n).format(florins=use["florins"], transactions=n)


def unit_tip(names, u, t, slots, ncit):
    seat = u // slots
    ship = u % slots >= ncit
    down = t[D]
    if down == REBEL:
        state = _("REBEL (lying, crossed out): cannot act, not taxed, controls nothing until it stands up")
    elif down == LYING:
        state = _("lying (domestic crisis): stands up if someone delivers cubes for it")
    elif t[E]:
        state = _("engaged (white ring): used up this round")
    else:
        state = _("active: free to act")
    if ship:
        who = (_("{name}'s ship in a building") if t[B] >= 0 else _("{name}'s ship on an icon") if t[I] >= 0
               else _("{name}'s ship"))
    else:
        who = (_("{name}'s citizen in a building") if t[B] >= 0 else _("{name}'s citizen on an icon")
               if t[I] >= 0 else _("{name}'s citizen"))
    return _("{unit} — {state}.").format(unit=who.format(name=names[seat]), state=state)


def hex_words(face, article=True):
    """A hex as players tell it apart: by the icons on its land ("the fruit·wood hex"),
    never by the tile code of the data files (issue 14)."""
    icons = {i for a in face.areas for i in a.icons}
    kinds = [r for r in T.RESOURCES if r in icons] + sorted(icons - set(T.RESOURCES))
    if kinds:
        icons = "·".join(res_name(k) for k in kinds)
        return (_("the {icons} hex") if article else _("{icons} hex")).format(icons=icons)
    if face.areas:
        return _("a hex without icons") if article else _("hex without icons")
    return _("an open-sea hex") if article else _("open-sea hex")


# The six steps between hex centres as the map shows them (R2: edge 0 east, clockwise).
STEP_WORDS = (N_("{n} right"), N_("{n} down-right"), N_("{n} down-left"), N_("{n} left"), N_("{n} up-left"),
              N_("{n} up-right"))
STEPS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))      # engine.board DQ, DR


def steps_from_start(q, r):
    """The way from the start hex (0, 0) to (q, r) in steps of two neighbouring directions
    ("2 right and 1 down-right"): one way per hex, so two hexes never read alike."""
    for i, (dq, dr) in enumerate(STEPS):
        eq, er = STEPS[(i + 1) % 6]
        det = dq * er - dr * eq
        a, b = (q * er - r * eq) // det, (dq * r - dr * q) // det
        if a > 0 and b >= 0 and a * dq + b * eq == q and a * dr + b * er == r:
            parts = [_(STEP_WORDS[i]).format(n=a)] + ([_(STEP_WORDS[(i + 1) % 6]).format(n=b)] if b else [])
            return list_words(parts)
    return ""


def hex_name(view, content, h, article=True):
    """A placed hex as players tell it apart (issue 14: by its icons, never a tile code):
    the start hex by its name; a hex whose icons another placed hex shares, with its way
    from the start hex (issue 37: two different hexes are never named alike)."""
    hexes = view["hexes"]
    if h == 0:
        return pgettext("hex name", "the start hex") if article else _("start hex")
    face = content.faces[hexes[h][2]]
    words = hex_words(face, article)
    if any(i not in (0, h) and hex_words(content.faces[x[2]], article) == words for i, x in enumerate(hexes)):
        return _("{hex} ({steps} from the start hex)").format(hex=words, steps=steps_from_start(hexes[h][0], hexes[h][1]))
    return words


def face_words(face):
    """What a hex face offers, in words: each land area's icons and huts, and its sea's
    fish ("land area 1 (2 land edges): fruit, wood, 1 hut; sea: 1 fish")."""
    land = []
    for k, a in enumerate(face.areas):
        bits = ", ".join(res_name(r) for r in a.icons) if a.icons else _("no icons")
        if a.huts:
            bits += ", " + ngettext("{n} hut", "{n} huts", a.huts).format(n=a.huts)
        edges = _("island") if not a.edges else ngettext("{n} land edge", "{n} land edges",
                                                          len(a.edges)).format(n=len(a.edges))
        land.append(_("land area {n} ({edges}): {icons}").format(n=k + 1, edges=edges, icons=bits))
    body = "; ".join(land) if land else _("Open sea")
    if face.fish:
        body = _("{land}; sea: {fish}").format(land=body, fish=res_count("fish", face.fish))
    return body


def hex_tip(face, who, name):
    head = (_("The {hex}, placed by {name}.") if who else _("The {hex}.")).format(hex=name, name=who)
    return f"{head} {face_words(face)}."
