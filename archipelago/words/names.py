"""The display name of every engine id, and how counts and names are written (issue 40:
words by job). This is the one place where an engine id (a resource, building kind,
market, marker track, wheel space, phase, game length, a saved game's step) gets its
display name: resource_name, cubes, building_name, market_name, track_name, space_title,
phase_title. Card, event, trend and objective names come from the content (shown:
Content.shown), so the German data speaks them. Every text is a catalogue message
(archipelago.i18n, issue 29), looked up when it is asked for."""
from __future__ import annotations

from archipelago.engine import kinds as K
from archipelago.i18n import N_, Inflected, _, ngettext, pgettext

# English as written (N_); translated where looked up (phase_title, phase_help).
PHASE_TITLES = {
    "deactivation": N_("Deactivation"),
    "turn_order": N_("Turn order"),
    "population": N_("Population"),
    "balance": N_("Balance"),
    "actions": N_("Actions"),
    "evolution": N_("Evolution"),
    "round0": N_("First discovery"),
}


SPACE_TITLES = {
    "migration": N_("Migration"), "recruitment": N_("Recruitment"), "trade": N_("Trade"),
    "build": N_("Build"), "taxes": N_("Taxes"), "reproduction": N_("Reproduction"),
    "exploration": N_("Exploration"),
}
# A wheel space inside a sentence ("Ann takes taxes."): German keeps its capital.
SPACE_IN_SENTENCE = {
    "migration": N_("migration"), "recruitment": N_("recruitment"), "trade": N_("trade"),
    "build": N_("build"), "taxes": N_("taxes"), "reproduction": N_("reproduction"),
    "exploration": N_("exploration"),
}

RESOURCE_NAMES = {"fruit": N_("fruit"), "cattle": N_("cattle"), "fish": N_("fish"), "wood": N_("wood"),
                  "stone": N_("stone"), "iron": N_("iron")}
# A resource put into a sentence (issue 39): the forms German needs of it (i18n.FORMS), each
# a message of its own, looked up when a sentence asks for it ("die Bank hat {res.no} mehr").
RESOURCE_FORMS = {
    "fruit": {"no": lambda: pgettext("no + resource, accusative", "no fruit"),
              "no_nom": lambda: pgettext("no + resource, nominative", "no fruit"),
              "your": lambda: pgettext("your + resource, accusative", "your fruit"),
              "it": lambda: pgettext("pronoun for the resource, accusative", "it (fruit)"),
              "none": lambda: pgettext("none of the resource, accusative", "none (fruit)")},
    "cattle": {"no": lambda: pgettext("no + resource, accusative", "no cattle"),
               "no_nom": lambda: pgettext("no + resource, nominative", "no cattle"),
               "your": lambda: pgettext("your + resource, accusative", "your cattle"),
               "it": lambda: pgettext("pronoun for the resource, accusative", "it (cattle)"),
               "none": lambda: pgettext("none of the resource, accusative", "none (cattle)")},
    "fish": {"no": lambda: pgettext("no + resource, accusative", "no fish"),
             "no_nom": lambda: pgettext("no + resource, nominative", "no fish"),
             "your": lambda: pgettext("your + resource, accusative", "your fish"),
             "it": lambda: pgettext("pronoun for the resource, accusative", "it (fish)"),
             "none": lambda: pgettext("none of the resource, accusative", "none (fish)")},
    "wood": {"no": lambda: pgettext("no + resource, accusative", "no wood"),
             "no_nom": lambda: pgettext("no + resource, nominative", "no wood"),
             "your": lambda: pgettext("your + resource, accusative", "your wood"),
             "it": lambda: pgettext("pronoun for the resource, accusative", "it (wood)"),
             "none": lambda: pgettext("none of the resource, accusative", "none (wood)")},
    "stone": {"no": lambda: pgettext("no + resource, accusative", "no stone"),
              "no_nom": lambda: pgettext("no + resource, nominative", "no stone"),
              "your": lambda: pgettext("your + resource, accusative", "your stone"),
              "it": lambda: pgettext("pronoun for the resource, accusative", "it (stone)"),
              "none": lambda: pgettext("none of the resource, accusative", "none (stone)")},
    "iron": {"no": lambda: pgettext("no + resource, accusative", "no iron"),
             "no_nom": lambda: pgettext("no + resource, nominative", "no iron"),
             "your": lambda: pgettext("your + resource, accusative", "your iron"),
             "it": lambda: pgettext("pronoun for the resource, accusative", "it (iron)"),
             "none": lambda: pgettext("none of the resource, accusative", "none (iron)")},
}


def resource_name(res) -> Inflected:
    """A resource's display name ("fish"; German "Fisch"), with its forms (RESOURCE_FORMS)."""
    if res not in RESOURCE_NAMES:
        return Inflected(str(res))
    return Inflected(_(RESOURCE_NAMES[res]), RESOURCE_FORMS[res])


RESOURCE_TITLES = {"fruit": N_("Fruit"), "cattle": N_("Cattle"), "fish": N_("Fish"), "wood": N_("Wood"),
                   "stone": N_("Stone"), "iron": N_("Iron")}


def resource_title(res) -> Inflected:
    """A resource's display name at the start of a line ("Fish"), with its forms."""
    if res not in RESOURCE_TITLES:
        return Inflected(str(res))
    return Inflected(_(RESOURCE_TITLES[res]), RESOURCE_FORMS[res])


# n cubes of a resource (German "1 Rind", "2 Rinder"), and n more of them ("noch 2 Steine"):
# a plural message per resource, as the catalogue declines each noun its own way.
CUBES = {"fruit": lambda n: ngettext("{n} fruit", "{n} fruit", n),
         "cattle": lambda n: ngettext("{n} cattle", "{n} cattle", n),
         "fish": lambda n: ngettext("{n} fish", "{n} fish", n),
         "wood": lambda n: ngettext("{n} wood", "{n} wood", n),
         "stone": lambda n: ngettext("{n} stone", "{n} stone", n),
         "iron": lambda n: ngettext("{n} iron", "{n} iron", n)}
MORE_CUBES = {"fruit": lambda n: ngettext("{n} more fruit", "{n} more fruit", n),
              "cattle": lambda n: ngettext("{n} more cattle", "{n} more cattle", n),
              "fish": lambda n: ngettext("{n} more fish", "{n} more fish", n),
              "wood": lambda n: ngettext("{n} more wood", "{n} more wood", n),
              "stone": lambda n: ngettext("{n} more stone", "{n} more stone", n),
              "iron": lambda n: ngettext("{n} more iron", "{n} more iron", n)}


def cubes(n, res, shown=None) -> str:
    """n cubes of a resource: "2 fish", "1 cattle" (German "1 Rind", "2 Rinder"); `shown`:
    how the count is written, if not as n (a signed change: "+2")."""
    if res not in CUBES:
        return f"{n if shown is None else shown} {res}"
    return CUBES[res](n).format(n=n if shown is None else shown)


def more_cubes(n, res) -> str:
    """n more cubes of a resource, as a cost lacks them: "2 more stone" (German "noch 2 Steine")."""
    if res not in MORE_CUBES:
        return f"{n} more {res}"  # i18n: not shown (an id no data names)
    return MORE_CUBES[res](n).format(n=n)


def resource_list(items) -> str:
    """Resources in a row: "fruit, wood, fish"."""
    return _(", ").join(resource_name(r) for r in items)


BUILDING_NAMES = {"ship": N_("ship"), "town": N_("town"), "temple": N_("temple"), "market": N_("market"),
                  "port": N_("port")}
# A building kind (or a ship) put into a sentence (issue 39): German articles follow its gender.
BUILDING_FORMS = {
    "ship": {"a": lambda: pgettext("a + building, accusative", "a ship"),
             "nom": lambda: pgettext("the + building, nominative", "the ship"),
             "acc": lambda: pgettext("the + building, accusative", "the ship"),
             "dat": lambda: pgettext("the + building, dative", "the ship")},
    "town": {"a": lambda: pgettext("a + building, accusative", "a town"),
             "nom": lambda: pgettext("the + building, nominative", "the town"),
             "acc": lambda: pgettext("the + building, accusative", "the town"),
             "dat": lambda: pgettext("the + building, dative", "the town")},
    "temple": {"a": lambda: pgettext("a + building, accusative", "a temple"),
               "nom": lambda: pgettext("the + building, nominative", "the temple"),
               "acc": lambda: pgettext("the + building, accusative", "the temple"),
               "dat": lambda: pgettext("the + building, dative", "the temple")},
    "market": {"a": lambda: pgettext("a + building, accusative", "a market"),
               "nom": lambda: pgettext("the + building, nominative", "the market"),
               "acc": lambda: pgettext("the + building, accusative", "the market"),
               "dat": lambda: pgettext("the + building, dative", "the market")},
    "port": {"a": lambda: pgettext("a + building, accusative", "a port"),
             "nom": lambda: pgettext("the + building, nominative", "the port"),
             "acc": lambda: pgettext("the + building, accusative", "the port"),
             "dat": lambda: pgettext("the + building, dative", "the port")},
}


def building_name(kind) -> Inflected:
    """A building kind's (or a ship's) display name ("temple"; German "Tempel"), with its
    forms (BUILDING_FORMS)."""
    if kind not in BUILDING_NAMES:
        return Inflected(str(kind))
    return Inflected(_(BUILDING_NAMES[kind]), BUILDING_FORMS[kind])


MARKET_NAMES = {"domestic": N_("domestic market"), "export": N_("export market")}
# A market put into a sentence (issue 39): German declines "Lokaler Markt" with its article.
MARKET_FORMS = {
    "domestic": {"nom": lambda: pgettext("the + market, nominative", "the domestic market"),
                 "acc": lambda: pgettext("the + market, accusative", "the domestic market"),
                 "dat": lambda: pgettext("the + market, dative", "the domestic market"),
                 "gen": lambda: pgettext("the + market, genitive", "the domestic market")},
    "export": {"nom": lambda: pgettext("the + market, nominative", "the export market"),
               "acc": lambda: pgettext("the + market, accusative", "the export market"),
               "dat": lambda: pgettext("the + market, dative", "the export market"),
               "gen": lambda: pgettext("the + market, genitive", "the export market")},
}


def market_name(market) -> Inflected:
    """A market's display name ("domestic market"; German "Lokaler Markt"), with its forms
    (MARKET_FORMS: "auf {market.dat}" -> "auf dem Lokalen Markt")."""
    if market not in MARKET_NAMES:
        return Inflected(str(market))
    return Inflected(_(MARKET_NAMES[market]), MARKET_FORMS[market])


TRACK_WORDS = {"surplus": N_("surplus workers"), "rebellion": N_("rebellion")}
TRACK_TITLES = {"surplus": N_("Surplus workers"), "rebellion": N_("Rebellion")}


def track_name(track, title=False) -> str:
    """A marker track's display name ("rebellion"; `title`: at the start of a sentence)."""
    table = TRACK_TITLES if title else TRACK_WORDS
    return _(table[track]) if track in table else str(track)


LENGTH_NAMES = {"short": N_("Short"), "medium": N_("Medium"), "long": N_("Long")}


def length_name(length) -> str:
    """A game length's display name ("Short"; German "Kurz")."""
    return _(LENGTH_NAMES[length]) if length in LENGTH_NAMES else str(length)


def space_title(space: str) -> str:
    """A wheel space's title ("Taxes", "Harvest wood")."""
    if space.startswith("harvest:"):
        return _("Harvest {res}").format(res=resource_name(space.split(":", 1)[1]))
    if space == K.HARVEST:
        return _("Harvest")
    return _(SPACE_TITLES[space]) if space in SPACE_TITLES else space


def space_in_sentence(space: str) -> str:
    """A wheel space inside a sentence ("taxes", "harvest wood"; German "Steuern", "Ernte Holz")."""
    if space.startswith("harvest:"):
        return _("harvest {res}").format(res=resource_name(space.split(":", 1)[1]))
    return _(SPACE_IN_SENTENCE[space]) if space in SPACE_IN_SENTENCE else space


# What a saved game waits for, where the phase alone does not say it (the Load list, issue
# 25: a save before the bids and one after their reveal read differently).
SAVE_STEPS = {
    "r0_place": N_("placing hexes"), "discover_pick": N_("placing hexes"),
    "bids": N_("bidding"), "arrange": N_("bids revealed"),
    "dcrisis": N_("domestic crisis"), "xcrisis": N_("export crisis"), "rebels": N_("crisis answered"),
    "compose": N_("trade offer"), "respond": N_("trade answer"), "p6_step": N_("buying cards"),
}


def save_step(kind) -> str | None:
    """A saved game's decision in a word or two ("bidding", "bids revealed"), or None."""
    return _(SAVE_STEPS[kind]) if kind in SAVE_STEPS else None


def phase_title(phase: str) -> str:
    """A phase's title ("Turn order"; German "Spielerreihenfolge")."""
    return _(PHASE_TITLES[phase]) if phase in PHASE_TITLES else phase


def signed(n) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd")}


def ordinal(k) -> str:
    """'1st', '2nd', '3rd', '4th' (German: '1.', '2.')."""
    return _(ORDINALS[k]) if k in ORDINALS else _("{n}th").format(n=k)


def shown(content, kind, id, field="name", fallback=None):
    """A card's, event's, trend's or objective's name or text in the language spoken
    (Content.shown), or `fallback` (the id) when the content does not know it."""
    if content is not None:
        try:
            return content.shown(kind, id, field)
        except (KeyError, AttributeError):
            pass
    return id if fallback is None else fallback


def names_and(names) -> str:
    """Names in a row: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=_(", ").join(names[:-1]), last=names[-1])
