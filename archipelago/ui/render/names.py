"""Engine ids as display names on the table (issue 29): resources, building kinds, units,
markets and markers reach the screen only through these catalogue messages (the words
module's name functions where it has them). Evaluated when drawn, never
at import: the language switches at run time."""
from __future__ import annotations

from archipelago.i18n import Inflected, _, ngettext, pgettext
from archipelago.words.names import MARKET_FORMS, building_name, cubes, ordinal, resource_name, resource_title  # noqa: F401 (ordinal: the table's)
from archipelago.words.names import track_name as words_track_name


def res_name(res):
    """A resource's name ('wood'), in the middle of a sentence (words.resource_name)."""
    return resource_name(res)


def res_title(res):
    """A resource's name at the start of a label ('Wood'; words.resource_title)."""
    return resource_title(res)


def res_count(res, k, signed=False):
    """'2 wood', '1 cattle' (signed: '+2 wood', '−1 fish'), with the catalogue's plural
    (words.cubes)."""
    n = abs(k) if signed else k
    return cubes(n, res, f"{k:+d}".replace("-", "−") if signed else None)


def kind_name(kind):
    """A building kind's (or a ship's) name, in the middle of a sentence ('town';
    words.building_name)."""
    return building_name(kind)


def kind_title(kind):
    """A building kind's name at the start of a label ('Town')."""
    names = {"town": pgettext("building", "Town"), "temple": pgettext("building", "Temple"),
             "market": pgettext("building", "Market"), "port": pgettext("building", "Port"),
             "ship": pgettext("building", "Ship")}
    return names.get(kind, kind)


def market_name(which):
    """'the domestic market' / 'the export market', with its forms ({market.dat}: words.MARKET_FORMS)."""
    if which == "export":
        return Inflected(_("the export market"), MARKET_FORMS["export"])
    return Inflected(_("the domestic market"), MARKET_FORMS["domestic"])


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
    """A marker's name: 'surplus workers', 'rebellion' (words.track_name)."""
    return words_track_name(track)
