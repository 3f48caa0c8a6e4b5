"""Engine ids as display names on the table (issue 29): resources, building kinds, units,
markets and markers reach the screen only through these catalogue messages (the words
module's name functions may take their place once they exist). Evaluated when drawn, never
at import: the language switches at run time."""
from __future__ import annotations

from archipelago.i18n import _, ngettext, pgettext


def res_name(res):
    """A resource's name ('wood'), in the middle of a sentence."""
    names = {"fruit": pgettext("resource", "fruit"), "cattle": pgettext("resource", "cattle"),
             "fish": pgettext("resource", "fish"), "wood": pgettext("resource", "wood"),
             "stone": pgettext("resource", "stone"), "iron": pgettext("resource", "iron")}
    return names.get(res, res)


def res_title(res):
    """A resource's name at the start of a label ('Wood')."""
    names = {"fruit": pgettext("resource", "Fruit"), "cattle": pgettext("resource", "Cattle"),
             "fish": pgettext("resource", "Fish"), "wood": pgettext("resource", "Wood"),
             "stone": pgettext("resource", "Stone"), "iron": pgettext("resource", "Iron")}
    return names.get(res, res)


def res_count(res, k, signed=False):
    """'2 wood', '1 cattle' (signed: '+2 wood', '−1 fish'), with the catalogue's plural."""
    n = abs(k) if signed else k
    forms = {"fruit": lambda: ngettext("{n} fruit", "{n} fruit", n),
             "cattle": lambda: ngettext("{n} cattle", "{n} cattle", n),
             "fish": lambda: ngettext("{n} fish", "{n} fish", n),
             "wood": lambda: ngettext("{n} wood", "{n} wood", n),
             "stone": lambda: ngettext("{n} stone", "{n} stone", n),
             "iron": lambda: ngettext("{n} iron", "{n} iron", n)}
    shown = f"{k:+d}".replace("-", "−") if signed else str(k)
    form = forms.get(res)
    return form().format(n=shown) if form else f"{shown} {res}"


def kind_name(kind):
    """A building kind's (or a ship's) name, in the middle of a sentence ('town')."""
    names = {"town": pgettext("building", "town"), "temple": pgettext("building", "temple"),
             "market": pgettext("building", "market"), "port": pgettext("building", "port"),
             "ship": pgettext("building", "ship")}
    return names.get(kind, kind)


def kind_title(kind):
    """A building kind's name at the start of a label ('Town')."""
    names = {"town": pgettext("building", "Town"), "temple": pgettext("building", "Temple"),
             "market": pgettext("building", "Market"), "port": pgettext("building", "Port"),
             "ship": pgettext("building", "Ship")}
    return names.get(kind, kind)


def market_name(which):
    """'the domestic market' / 'the export market'."""
    return _("the export market") if which == "export" else _("the domestic market")


def market_title(which):
    """'Domestic market' / 'Export market' (a label)."""
    return _("Export market") if which == "export" else _("Domestic market")


def tokens_words(k):
    return ngettext("{n} explorer token", "{n} explorer tokens", k).format(n=k)


def discs_words(k):
    return ngettext("{n} action disc", "{n} action discs", k).format(n=k)


def list_words(parts):
    """'a, b and c' in the language spoken now."""
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return _("{first} and {last}").format(first=", ".join(parts[:-1]), last=parts[-1])


# --- units and buildings -------------------------------------------------------------------


def track_name(track):
    """A marker's name: 'surplus workers', 'rebellion'."""
    return {"surplus": _("surplus workers"), "rebellion": _("rebellion")}.get(track, track)


def ordinal(k):
    """'1st', '2nd', '3rd', '4th' (German: '1.', '2.')."""
    if k == 1:
        return _("1st")
    if k == 2:
        return _("2nd")
    if k == 3:
        return _("3rd")
    return _("{n}th").format(n=k)
