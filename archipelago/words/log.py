"""The game in words: the status line, engine events as log sentences, and the tooltip
texts of cards, objectives, board rows and effects. Plain Python (no pygame), below the
UI and game control: the table, the match's log and the save labels all read it.

Issue 29: every text here is a catalogue message (archipelago.i18n), looked up when it is
asked for, so a switch of language shows at once. This is the one place where an engine id
(a resource, building kind, market, marker track, wheel space, phase, frame) gets its
display name: resource_name, cubes, building_name, market_name, track_name, space_title,
phase_title. Card, event, trend and objective names and texts come from the content
(Content.shown), so the German data speaks them."""
from __future__ import annotations

from archipelago.content.model import named_prices
from archipelago.engine import kinds as K
from archipelago.i18n import N_, Inflected, _, ngettext, npgettext, pgettext

PHASES = ("deactivation", "turn_order", "population", "balance", "actions", "evolution")
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
PHASE_HELP = {
    "deactivation": N_("Phase 1: used cards turn upright, engaged (used-up) units become active again, "
                       "rebels stand up."),
    "turn_order": N_("Phase 2: every player bids florins in secret; the top bidder arranges the turn order."),
    "population": N_("Phase 3: the population marker is counted, then boards I-IV apply their row effects."),
    "balance": N_("Phase 4: the balance side of the deck's top card is resolved (crisis or event)."),
    "actions": N_("Phase 5: in turn order, place an action disc, use a card or a building, or pass."),
    "evolution": N_("Phase 6: discs return; in turn order buy a card and turn one, or turn two."),
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
_SPACE_HELP = {
    "migration": N_("Each of your active units may move once: a citizen across a land edge or by convoy (one of "
                    "your ships in either hex of each border it crosses, a different ship for each), a ship to an "
                    "adjacent hex or into a free port on its hex."),
    "recruitment": N_("Recruit citizens one at a time at board IV's price; surplus workers -1, population +1 "
                      "each."),
    "trade": N_("One transaction on the domestic or export market: sell a cube at its row price or buy the "
                "last cube."),
    "build": N_("One construction: ship, town, temple, market or port, paying its cost."),
    "taxes": N_("Rebellion {rebellion:+d}; take the tax-table income for your non-rebel citizens."),
    "reproduction": N_("On every hex where you have exactly 2 non-rebel citizens and room for a third (at most 3 of "
                       "yours, rebels included), add one."),
    "exploration": N_("Look at the top hex, take it or draw the next, place it and move a unit onto it."),
}


# --- display names of engine ids ----------------------------------------------------------------

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


CARD_TYPES = {"character": N_("character"), "progress": N_("progress")}


def space_help(space: str, rules) -> str:
    """What a wheel space does, in one or two sentences (R5.4-R5.13); its numbers from
    rules.yaml (the rebellion that Taxes adds)."""
    if space.startswith("harvest"):
        if ":" in space:
            return _("Move active units onto free {res} icons where they stand: 1 cube each from the bank; the "
                     "unit is then engaged (used up until next round). Fish by ships, the rest by "
                     "citizens.").format(res=resource_name(space.split(":", 1)[1]))
        return _("Move active units onto free icons of that resource where they stand: 1 cube each from the "
                 "bank; the unit is then engaged (used up until next round). Fish by ships, the rest by "
                 "citizens.")
    return _(_SPACE_HELP[space]).format(rebellion=rules["taxes"]["rebellion"])


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


def phase_help(phase: str) -> str:
    """What a phase does, in a sentence ("Phase 2: every player bids...")."""
    return _(PHASE_HELP[phase]) if phase in PHASE_HELP else ""


# --- effects and costs -----------------------------------------------------------------------

def signed(n) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def effect_text(effects) -> str:
    """Row effects (a list of `track` primitives) as words: 'surplus workers +1, rebellion +1'."""
    parts = []
    for e in effects or ():
        if e.get("op") == "track":
            amt = e.get("amount")
            amt_s = signed(amt) if isinstance(amt, int) else str(amt)
            if e["track"] == "surplus":      # one message per track: room for a short German word
                parts.append(pgettext("track change", "surplus workers {amount}").format(amount=amt_s))
            elif e["track"] == "rebellion":
                parts.append(pgettext("track change", "rebellion {amount}").format(amount=amt_s))
            else:
                parts.append(_("{track} {amount}").format(track=track_name(e["track"]), amount=amt_s))
        else:
            parts.append(str(e.get("op")))
    return _(", ").join(parts) if parts else _("no effect")


def cost_text(cost, short=False) -> str:
    """A use or build cost mapping: {florins, cubes, action_discs} -> '2ƒ + 1 stone + 1 action
    disc' (`short`: the words of a card face, where German takes 'Scheibe' for the long
    'Aktionsscheibe')."""
    if cost is None:
        return _("cannot be used")
    parts = []
    fl = cost.get("florins", 0) or 0
    if fl:
        parts.append(_("{n}ƒ").format(n=fl))
    for res, k in (cost.get("cubes") or {}).items():
        parts.append(cubes(k, res))
    any_c = cost.get("any_cubes", 0) or 0
    if any_c:
        parts.append(ngettext("{n} cube of any type", "{n} cubes of any type", any_c).format(n=any_c))
    ad = cost.get("action_discs", 0) or 0
    if ad:
        parts.append((npgettext("card face", "{n} action disc", "{n} action discs", ad) if short else
                      ngettext("{n} action disc", "{n} action discs", ad)).format(n=ad))
    return " + ".join(parts) if parts else _("free")


DOMESTIC_WORDS = N_("Every citizen on the map lies down, except in temples. In turn order each player may deliver "
                    "{res}: each cube stands up {n} lying citizens. Every citizen still lying then becomes a "
                    "rebel: rebellion +1 per rebel.")
EXPORT_WORDS = N_("In turn order each player may deliver the listed cubes (from the screen, a market or explorer "
                  "tokens); each cube still missing at the end adds one to rebellion.")


RED_WORDS = N_("Red: resolved at once when it comes to the top of the deck; phase 4 skips it.")


def red_words() -> str:
    """What a red part of a balance side means, in a sentence."""
    return _(RED_WORDS)


def crisis_words(part, balance) -> str:
    """What a crisis half does, in words (R6.2, R6.3), for the tooltip and the large view."""
    if part == "domestic":
        d = balance["domestic"]
        return _(DOMESTIC_WORDS).format(res=resource_name(d["resource"]), n=d["citizens_per_cube"])
    return _(EXPORT_WORDS)


def balance_brief(balance, content=None) -> str:
    """A card's balance side in a line ("domestic crisis fruit (4 per cube); export crisis
    fish, wood"; "event Pirate"), its red parts marked: what a peek at the deck shows."""
    red = set(balance.get("red") or ())
    parts = []
    if "event" in balance:
        parts.append(_("event {name}").format(name=event_words(balance, content, full=False)[0]))
    if "domestic" in balance:
        d = balance["domestic"]
        parts.append(_("domestic crisis {res} ({n} per cube)").format(res=resource_name(d["resource"]),
                                                                      n=d["citizens_per_cube"]))
    if "export" in balance:
        parts.append(_("export crisis {cubes}").format(cubes=resource_list(balance["export"]["cubes"])))
    keys = [k for k in ("event", "domestic", "export") if k in balance]
    parts = [_("RED {part}").format(part=p) if k in red else p for k, p in zip(keys, parts)]
    return "; ".join(parts)


def peek_words(cards, content) -> str:
    """The cards a peek at the deck showed ([(position, card id), ...]): each position, its
    card's name and balance side."""
    out = []
    for pos, cid in cards:
        card = content.cards.get(cid) if content is not None else None
        if card is None:
            out.append(ordinal(pos))
            continue
        out.append(_("{ordinal} card, {name}: {balance}").format(ordinal=ordinal(pos), name=shown(content, "card", cid),
                                                                 balance=balance_brief(card.balance, content)))
    return " · ".join(out)


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


def event_words(balance, content, full=True) -> tuple[str, str]:
    """(name, effect) of a balance side's event: its full text or its short form (DECK 2.1),
    both filled from the event's data (content/texts.py)."""
    ev = balance["event"]
    event = content.events.get(ev) if content is not None else None
    if event is None:
        return ev, ""
    return shown(content, "event", ev, "name"), shown(content, "event", ev, "text" if full else "short")


def balance_text(balance, content=None, n=None) -> str:
    """A card's balance side (deck top) as words, each part with its effect; red parts are
    marked. With the number of players `n`, an export crisis lists only the cubes the engine
    will ask (DECK 0.4)."""
    red = set(balance.get("red") or ())
    parts = []
    if "event" in balance:
        name, effect = event_words(balance, content)
        if effect:
            line = _("Event: {name}. {effect}").format(name=name, effect=effect)
        else:
            line = _("Event: {name}").format(name=name)
        parts.append(_("RED {part}").format(part=line) if "event" in red else line)
    if "domestic" in balance:
        d = balance["domestic"]
        line = _("Domestic crisis: {res}, each cube stands up {n} citizens. {words}").format(
            res=resource_name(d["resource"]), n=d["citizens_per_cube"], words=crisis_words("domestic", balance))
        parts.append(_("RED {part}").format(part=line) if "domestic" in red else line)
    if "export" in balance:
        cubes_ = list(balance["export"]["cubes"])
        rules = content.rules if content is not None else None
        asked = export_demand(rules, cubes_, n) if n else cubes_
        if len(asked) < len(cubes_):
            line = _("Export crisis: {cubes} (with {n} players only the first {asked} of the card's {total} cubes "
                     "are asked; not asked: {rest}). {words}").format(
                cubes=resource_list(asked), n=n, asked=len(asked), total=len(cubes_),
                rest=resource_list(cubes_[len(asked):]), words=crisis_words("export", balance))
        else:
            line = _("Export crisis: {cubes}. {words}").format(cubes=resource_list(asked),
                                                                words=crisis_words("export", balance))
        parts.append(_("RED {part}").format(part=line) if "export" in red else line)
    return "\n".join(parts)


def export_demand(rules, cubes, n):
    """DECK 0.4, R6.3: the cubes an export crisis asks of n players, the first min(n, L) of
    its list when the option export_truncation is on (as the engine's crises.start_export;
    the engine has no pure lookup for it)."""
    cubes = list(cubes)
    if rules is None or rules["options"]["export_truncation"]:
        return cubes[:min(n, len(cubes))]
    return cubes


# --- objectives -------------------------------------------------------------------------------

LENGTH_WORDS = {"short": N_("objectives that end the game soonest"), "medium": N_("a fuller game"),
                "long": N_("the biggest goals")}
LENGTH_IN_TEXT = {"short": N_("short"), "medium": N_("medium"), "long": N_("long")}


def length_tip(length, rules, players=None) -> str:
    """A game length in a line, with how long most games of it last (rules.yaml
    typical_rounds: measured, docs/BALANCE.md) with `players` players where the data has
    that count (issue 37: the new-game form's seats), else with the count it has."""
    typical = rules["typical_rounds"]
    by = typical.get("by_players") or {}
    if players in by and length in by[players]:
        (first, last), n = by[players][length], players
    else:
        (first, last), n = typical["rounds"][length], typical["players"]
    words = _(LENGTH_WORDS[length]) if length in LENGTH_WORDS else _("its own objective cards")
    return _("{length}: {words} (most games {first}-{last} rounds with {players} players).").format(
        length=length_name(length), words=words, first=first, last=last, players=n)


COUNTER_WORDS = {
    "explorer_piles_empty": N_("empty explorer piles"),
    "temples_in_play": N_("temples in play"),
    "towns_in_play": N_("towns in play"),
    "ports_in_play": N_("ports in play"),
    "markets_in_play": N_("markets in play"),
    "character_cards_in_play": N_("character cards in play"),
    "progress_cards_in_play": N_("progress cards in play"),
    "population": N_("population"),
    "bank_empty_resources": N_("resource types the bank is out of"),
    "bank_florins": N_("florins in the bank"),
    "ships_on_map": N_("ships on the map"),
    "surplus": N_("surplus workers"),
    "hexes_unexplored": N_("hexes left to explore (in the stack or its discards)"),
}
# An end at "at most 0" in words.
NONE_LEFT = {
    "bank_florins": N_("the bank has no florins"),
    "hexes_unexplored": N_("every hex is explored (none left in the stack or its discards)"),
}
MEASURE_WORDS = {
    "florins": N_("florins"),
    "character_cards": N_("character cards owned"),
    "progress_cards": N_("progress cards owned"),
    "temples_controlled": N_("temples controlled"),
    "markets_controlled": N_("markets controlled"),
    "ports_controlled": N_("ports controlled"),
    "towns_controlled": N_("towns controlled"),
    "explorer_tokens": N_("explorer tokens"),
    "ships_on_map": N_("ships on the map"),
    "citizens_on_map": N_("citizens on the map"),
    "wonders_built": N_("wonders built"),
    "hexes_with_own_citizen": N_("hexes holding your citizens"),
    "buildings_controlled": N_("buildings controlled"),
    "benefactor_florins": N_("benefactor florins"),
    "hexes_placed": N_("hexes placed"),
    "export_cubes_sold": N_("export cubes sold"),
    "foreign_citizens_fed": N_("foreign citizens fed"),
    "rebellion_lowered_by_cards": N_("rebellion lowered by cards"),
    "florins_bid": N_("florins bid"),
}


# A measure after "the number of" (issue 39): German puts it in the genitive plural, as the
# printed objective cards do ("Anzahl kontrollierter Märkte").
MEASURE_GEN = {
    "florins": lambda: pgettext("number of + measure", "florins"),
    "character_cards": lambda: pgettext("number of + measure", "character cards owned"),
    "progress_cards": lambda: pgettext("number of + measure", "progress cards owned"),
    "temples_controlled": lambda: pgettext("number of + measure", "temples controlled"),
    "markets_controlled": lambda: pgettext("number of + measure", "markets controlled"),
    "ports_controlled": lambda: pgettext("number of + measure", "ports controlled"),
    "towns_controlled": lambda: pgettext("number of + measure", "towns controlled"),
    "explorer_tokens": lambda: pgettext("number of + measure", "explorer tokens"),
    "ships_on_map": lambda: pgettext("number of + measure", "ships on the map"),
    "citizens_on_map": lambda: pgettext("number of + measure", "citizens on the map"),
    "wonders_built": lambda: pgettext("number of + measure", "wonders built"),
    "hexes_with_own_citizen": lambda: pgettext("number of + measure", "hexes holding your citizens"),
    "buildings_controlled": lambda: pgettext("number of + measure", "buildings controlled"),
    "benefactor_florins": lambda: pgettext("number of + measure", "benefactor florins"),
    "hexes_placed": lambda: pgettext("number of + measure", "hexes placed"),
    "export_cubes_sold": lambda: pgettext("number of + measure", "export cubes sold"),
    "foreign_citizens_fed": lambda: pgettext("number of + measure", "foreign citizens fed"),
    "rebellion_lowered_by_cards": lambda: pgettext("number of + measure", "rebellion lowered by cards"),
    "florins_bid": lambda: pgettext("number of + measure", "florins bid"),
}


def counter_words(name: str) -> str:
    """An end condition's counter in words ("population", "ports in play")."""
    return " + ".join(_(COUNTER_WORDS[p]) if p in COUNTER_WORDS else p for p in name.split("+"))


def measure_words(p: str) -> Inflected:
    """One measure of a scoring (objective, trend) in words ("temples controlled"), with its
    form after "the number of" ({measure.gen})."""
    if p.startswith("cubes."):
        res = resource_name(p.split(".", 1)[1])
        return Inflected(_("{res} cubes").format(res=res),
                         {"gen": lambda: pgettext("number of + measure", "{res} cubes").format(res=res)})
    if p.startswith("town_icons."):
        res = resource_name(p.split(".", 1)[1])
        return Inflected(_("{res} icons on hexes where you control the town").format(res=res),
                         {"gen": lambda: pgettext("number of + measure",
                                                  "{res} icons on hexes where you control the town").format(res=res)})
    if p not in MEASURE_WORDS:
        return Inflected(p)
    return Inflected(_(MEASURE_WORDS[p]), {"gen": MEASURE_GEN[p]})


def measure_text(name: str) -> Inflected:
    """A scoring's measure, a sum of measures joined by " + ", with its form after "the number of"."""
    return Inflected.join(" + ", (measure_words(p) for p in name.split("+")))


def _threshold(spec, n) -> str:
    """An objective's threshold for n players: "5 (1 per player + 2)" (a plural message by
    the count per player: German says "5 (Spielerzahl + 2)" for one per player)."""
    base = spec.get("base", 0) or 0
    per = spec.get("per_player", 0) or 0
    if per and n:
        total = base + per * n
        if base > 0:
            return ngettext("{total} ({n} per player + {base})", "{total} ({n} per player + {base})",
                            per).format(total=total, n=per, base=base)
        if base < 0:
            return ngettext("{total} ({n} per player − {base})", "{total} ({n} per player − {base})",
                            per).format(total=total, n=per, base=-base)
        return ngettext("{total} ({n} per player)", "{total} ({n} per player)", per).format(total=total, n=per)
    return str(base)


def objective_ends(obj, n=None) -> str:
    ew = obj.ends_when
    c = counter_words(ew["counter"])
    if "at_least" in ew:
        return f"{c} ≥ {_threshold(ew['at_least'], n)}"
    if "at_most" in ew:
        bound = ew["at_most"]
        counter = ew["counter"]
        if not bound.get("base") and not bound.get("per_player") and counter in NONE_LEFT:
            return _(NONE_LEFT[counter])
        return f"{c} ≤ {_threshold(bound, n)}"
    return c


def objective_scores(obj) -> str:
    sc = obj.scoring
    kind = sc.get("kind")
    if kind == "rank":
        points = getattr(obj, "points", ())
        if not points:
            return _("Most {measure} (ranked)").format(measure=measure_text(sc["measure"]))
        return _("Most {measure} ({points} points)").format(measure=measure_text(sc["measure"]),
                                                           points="/".join(map(str, points)))
    if kind == "pacifist":
        return _("Pacifist: {points} points if population − rebellion > {margin}").format(
            points=sc.get("points"), margin=sc.get("margin"))
    if kind == "separatist":
        return _("Separatist: wins alone if the colony declares independence")
    return str(kind)


def objective_text(obj, n=None, content=None) -> str:
    name = shown(content, "objective", obj.id, "name", obj.name)
    length = _(LENGTH_IN_TEXT[obj.length]) if obj.length in LENGTH_IN_TEXT else obj.length
    return "\n".join((_("{name} ({length})").format(name=name, length=length),
                      _("The game ends when {condition}.").format(condition=objective_ends(obj, n)),
                      _("Scoring: {scoring}.").format(scoring=objective_scores(obj))))


# DECK 0.3.3: building a wonder moves one active, non-engaged citizen of the builder from
# the map onto the card for the rest of the game (the engine's build_wonder; one citizen).
WONDER_CITIZENS = 1
WONDER_CITIZEN_SHORT = N_("1 citizen, for good")
WONDER_CITIZEN_WORDS = N_("1 active citizen of yours leaves the map for good and stays on the card (population −1: "
                          "if rebellion then exceeds population, the colony declares independence); a building "
                          "that citizen stood in is left empty.")
PORT_SHIPS_WARNING = N_("If the citizen who builds it stands in your port, that port is left empty: its ship goes "
                        "to the controller of the hex's town, or to nobody.")


def port_ships_warning() -> str:
    """The Great Lighthouse's warning (a port left by its builder gives no ship to the builder)."""
    return _(PORT_SHIPS_WARNING)


def card_cost_line(card, short=True) -> str:
    """The cost line of a card face ("Use: 1ƒ") or of a wonder ("Build: 3 iron + 1 action
    disc + 1 citizen, for good"): a wonder also takes a citizen off the map (DECK 0.3)."""
    if card.is_wonder:
        return _("Build: {cost} + {citizen}").format(
            cost=cost_text(card.wonder.get("build_cost"), short),
            citizen=_(WONDER_CITIZEN_SHORT) if short else _("1 citizen (see below)"))
    return _("Use: {cost}").format(cost=cost_text(card.use_cost, short))


def wonder_notes(card) -> list[str]:
    """What building a wonder costs beyond its printed cubes and discs (DECK 0.3), and the
    Great Lighthouse's port (a port left by its builder gives no ship to the builder)."""
    if not card.is_wonder:
        return []
    notes = [_("Building it: {words}").format(words=_(WONDER_CITIZEN_WORDS))]
    ops = {e.get("op") for e in card.wonder.get("on_complete") or ()}
    if "place_ships_at_ports" in ops and card.wonder.get("requires") == "controls_port":
        notes.append(port_ships_warning())
    return notes


def card_tooltip(card, content=None) -> str:
    if card.is_wonder:
        kind = _("wonder (progress)")
    else:
        kind = _(CARD_TYPES[card.type]) if card.type in CARD_TYPES else card.type
    arrow = _(ARROW_WORDS[card.arrow]) if card.arrow in ARROW_WORDS else card.arrow
    lines = [_("{name} — {kind}, {arrow}").format(name=shown(content, "card", card.id, "name", card.name),
                                                 kind=kind, arrow=arrow)]
    lines.append(card_cost_line(card, short=False))
    lines.append(shown(content, "card", card.id, "text", card.text))
    lines += wonder_notes(card)
    if card.vp:
        if card.is_wonder:
            lines.append(ngettext("{n} victory point (if built)", "{n} victory points (if built)",
                                  card.vp).format(n=card.vp))
        else:
            lines.append(ngettext("{n} victory point", "{n} victory points", card.vp).format(n=card.vp))
    return "\n".join(lines)


ARROW_WORDS = {"black": N_("black arrow: owner only"), "colour": N_("coloured arrow: anyone may use it"),
               "none": N_("no arrow: cannot be used")}


# --- why an action is not possible (the engine's reasons, engine/answers.py) ----------------

def short_words(florins, cubes_, discs, have):
    """What a cost lacks (a SHORT reason's figures): 'needs 1 stone + 2ƒ (you have 1)'."""
    parts = [more_cubes(k, res) if held else cubes(k, res) for res, k, held in cubes_]
    if florins:
        parts.append(_("{need}ƒ (you have {have})").format(need=have + florins, have=have))
    if discs:
        parts.append(ngettext("{n} free action disc", "{n} free action discs", discs).format(n=discs))
    return _("needs {what}").format(what=" + ".join(parts))


# A building kind in the reasons, a sentence each (German articles follow the kind).
_HEX_HAS = {"town": N_("this hex already has a town"), "temple": N_("this hex already has a temple"),
            "market": N_("this hex already has a market"), "port": N_("this hex already has a port"),
            "ship": N_("this hex already has a ship")}
_WONDER_NEEDS = {"port": N_("needs a port you control and an active citizen"),
                 "market": N_("needs a market you control and an active citizen"),
                 "town": N_("needs a town you control and an active citizen"),
                 "temple": N_("needs a temple you control and an active citizen")}


def _kind(requires):
    """A building kind from a wonder's requirement ("controls_port" or "port")."""
    return str(requires).rsplit("_", 1)[-1]


def reason_words(reason) -> str:
    """An engine reason (kinds.py "reasons": a name, then its figures) in words."""
    code, *args = reason
    if code == K.SHORT:
        return short_words(*args)
    if code == K.CIRCLE_MINE:
        return ngettext("you already have a disc here", "you already have {n} discs here", args[0]).format(n=args[0])
    if code == K.CIRCLES_TAKEN:
        return _("circle taken") if args[0] <= 1 else _("every circle is taken")
    if code == K.NO_HARVEST:
        res, ship = args
        if ship:
            return _("no active ship of yours stands by a free {res} icon").format(res=resource_name(res))
        return _("no active citizen of yours stands by a free {res} icon").format(res=resource_name(res))
    if code == K.RESERVE_EMPTY:
        cits, on_wonders = args
        if on_wonders:
            return ngettext("all your {n} citizens are in play: {map} on the map, {wonders} on a wonder",
                            "all your {n} citizens are in play: {map} on the map, {wonders} on wonders",
                            on_wonders).format(n=cits, map=cits - on_wonders, wonders=on_wonders)
        return _("all your {n} citizens are on the map").format(n=cits)
    if code == K.NO_ROOM:
        return _("every hex where you have a unit already holds {n} of your citizens").format(n=args[0])
    if code == K.NOT_OWNER:
        return _("only its owner may build it") if args[0] else _("only its owner may use it (black arrow)")
    if code == K.WITH_HARVEST:
        return _("used together with your harvest of {res}").format(res=resource_name(args[0]))
    if code == K.WONDER_NEEDS:
        if not args[0]:
            return _("needs an active citizen of yours on the map")
        kind = _kind(args[0])
        if kind in _WONDER_NEEDS:
            return _(_WONDER_NEEDS[kind])
        return _("needs a {building} you control and an active citizen").format(building=building_name(kind))
    if code == K.HEX_HAS:
        if args[0] in _HEX_HAS:
            return _(_HEX_HAS[args[0]])
        return _("this hex already has a {building}").format(building=building_name(args[0]))
    if code == K.NO_TOKENS:
        return _("no {building} tokens left").format(building=building_name(args[0]))
    if code == K.ALL_SHIPS_OUT:
        return _("all your {n} ships are on the map").format(n=args[0])
    if code == K.OTHER_MARKET:
        return _("this transaction is on the {market}").format(market=market_name(args[0]))
    if code == K.ONE_SIDE:
        return _("only buying is allowed here") if args[0] == K.BUY else _("only selling is allowed here")
    if code == K.MARKET_EMPTY:
        return _("no {res} on the {market}").format(res=resource_name(args[1]), market=market_name(args[0]))
    if code == K.NO_CUBE:
        return _("you have no {res}").format(res=resource_name(args[0]))
    if code == K.AREA_FULL:
        return _("the {res} area is full").format(res=resource_name(args[1]))
    return _(REASON_WORDS[code]) if code in REASON_WORDS else _("not possible now")


def recruit_stop_reason_words(reason) -> str:
    """Why no (further) citizen can be recruited (an engine reason of recruit_stop), as the
    recruitment prompt says it."""
    code, *args = reason
    if code == K.NO_SURPLUS:
        return _("there are no surplus workers (board IV at 0)")
    if code == K.SHORT:
        have = args[3]
        return _("a recruit costs {price}ƒ and you have {have}ƒ").format(price=have + args[0], have=have)
    return reason_words(reason)


REASON_WORDS = {
    K.DISC_TAKEN: N_("you already took an action this turn"),
    K.NO_DISC: N_("no action disc left"),
    K.REPRODUCED: N_("you already reproduced this round"),
    K.NO_HEX_LEFT: N_("no hex left to explore"),
    K.NO_MOVER: N_("no active unit of yours can move"),
    K.NO_TRADE: N_("nothing you can buy or sell"),
    K.NO_BUILD: N_("you cannot afford any building where your units stand"),
    K.NO_SURPLUS: N_("no surplus workers"),
    K.NO_ARROW: N_("this card is never used (no arrow)"),
    K.BUILT: N_("this wonder is built"),
    K.CARD_USED: N_("already used this round"),
    K.NEW_CARD: N_("new this round: usable from the next round (the lock stays with the card, whoever holds it)"),
    K.TURN_CARD_TAKEN: N_("you already used a card this turn"),
    K.OUTSIDE_TURN: N_("cards are used in your phase-5 turn"),
    K.NO_OPTION: N_("you cannot pay any of its options"),
    K.PORT_ONLY: N_("a ship can only build a port"),
    K.NOT_CONTROLLED: N_("you do not control it"),
    K.BUILDING_USED: N_("already used this round (a market or port works once a round)"),
    K.NOT_NOW: N_("not possible now"),
}


# --- the status line -------------------------------------------------------------------------

def _name(view, seat):
    if seat is None:
        return "?"
    try:
        return view["names"][seat]
    except (IndexError, TypeError):
        return _("Seat {n}").format(n=seat)


def names_and(names) -> str:
    """Names in a row: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=_(", ").join(names[:-1]), last=names[-1])


# The decision frames whose status line is the same sentence for everybody: "{who}: ...".
STATUS = {
    K.BIDS: N_("{who}: bid florins for turn order (secret)."),
    K.ARRANGE: N_("{who}: arrange the turn order."),
    K.PERMIT: N_("{who}: grant or refuse a harvest on your town's hex."),
    K.MIGRATE: N_("{who}: migrate — move each active unit once, then done."),
    K.BUILD: N_("{who}: build — choose what to build and where."),
    K.RECRUIT: N_("{who}: recruit citizens onto your hexes, then done."),
    K.EXPLORE_PICK: N_("{who}: explore — take or discard the top hex, then place it."),
    K.BENEFACTOR: N_("{who}: lay florins on the Benefactor trend card?"),
    K.P6_STEP: N_("{who}: buy a card and turn another, or turn two cards (phase 6)."),
    K.COMPOSE: N_("{who}: compose a trade offer."),
    K.RESPOND: N_("{who}: accept, reject or counter a trade offer."),
    K.SELL_BANK: N_("{who}: trade cubes with the bank, then done."),
    K.EXCHANGE: N_("{who}: trade cubes with the bank, then done."),
    K.REVEAL: N_("{who}: buy one of the revealed cards or pass."),
    K.PEEK: N_("{who}: choose whose objective to look at."),
    K.REBELS: N_("{who}: stand up your rebels, then done."),
    K.REMOVE_PICK: N_("{who}: choose a citizen to return to your reserve."),
    K.SINK: N_("{who}: choose a ship to return to your reserve (pirates)."),
    K.PORT_SHIPS_PICK: N_("{who}: choose a port for a new ship."),
    K.BLOCK_PICK: N_("{who}: choose an icon for the barbarian coin."),
    K.UNBLOCK_PICK: N_("{who}: choose a barbarian coin to remove."),
    K.FISTS: N_("{who}: put cubes in your fists (thief)."),
    K.LEVY: N_("{who}: pay the royal tax collector."),
    K.CHOICE: N_("{who}: choose an option of the card."),
    K.WONDER: N_("{who}: choose the citizen who builds the wonder."),
}


def own_bid(view) -> int:
    """The florins the viewer's own sealed bid holds until the bids are revealed (R5.2: they
    stay in the hand but cannot be traded meanwhile; the engine's view gives the bidder's
    own bid as the bids frame's "mine"), or 0."""
    return next((f["mine"] for f in view.get("frames") or () if f.get("k") == K.BIDS and "mine" in f), 0)


def bid_held_words(florins, held) -> str:
    """What one's own sealed bid holds, in words (R5.2, issue 38: '10ƒ shown, asked 9ƒ,
    cannot pay' must say why)."""
    return _("{held}ƒ of your {florins}ƒ are in your bid until the bids are revealed: only {free}ƒ can go into "
             "a trade meanwhile.").format(held=held, florins=florins, free=max(0, florins - held))


def status_line(view) -> str:
    """One sentence: who must do what now (from the top decision frame and to_act)."""
    if view.get("over"):
        res = view.get("result") or {}
        reason = res.get("reason")
        winners = res.get("winners") or []
        if reason == "independence":
            if winners:
                who = _(", ").join(_name(view, w) for w in winners)
                return ngettext("The colony declared independence: {names} (Separatist) wins alone.",
                                "The colony declared independence: {names} (Separatist) win alone.",
                                len(winners)).format(names=who)
            return _("The colony declared independence: everyone loses.")
        if winners:
            return ngettext("Game over: {names} wins.", "Game over: {names} win.", len(winners)).format(
                names=names_and(_name(view, w) for w in winners))
        return _("Game over.")
    frames = view.get("frames") or []
    seat = view.get("to_act")
    if not frames or seat is None:
        return _("Waiting…")
    f = frames[-1]
    who = _name(view, seat)
    k = f.get("k")
    p = (view.get("players") or [{}] * (seat + 1))[seat]
    left = (p.get("discs", 0) or 0) - (p.get("discs_used", 0) or 0)
    if k in STATUS:
        return _(STATUS[k]).format(who=who)
    if k == K.R0_PLACE:
        stage = f.get("stage")
        if stage == "pick":
            return _("{who}: choose one of your hexes to place (round 0).").format(who=who)
        if stage == "area":
            return _("{who}: choose the land area for your starting citizens.").format(who=who)
        return _("{who}: place your hex next to the start hex (round 0).").format(who=who)
    if k == K.DISCOVER_PICK:
        if f.get("market"):
            return _("{who}: choose a cube to take from the new hex.").format(who=who)
        return _("{who}: choose a resource of the new hex for the domestic market.").format(who=who)
    if k == K.TURN:
        if f.get("disc"):
            return _("{who}: use a card or building, trade, or end the turn.").format(who=who)
        return _("{who}: place an action disc ({n} left), use a card or pass.").format(who=who, n=left)
    if k == K.HARVEST:
        return _("{who}: harvest {res} — move active units onto {res} icons, then done.").format(
            who=who, res=resource_name(f.get("res")))
    if k == K.MARKET:                     # R5.9, R5.8: the frame's transactions left end it
        n = f.get("left", 1)
        if n < 0:
            return _("{who}: buy or sell cubes on the market, then done.").format(who=who)
        return ngettext("{who}: buy or sell {n} cube on the market (that ends the trade), or done.",
                        "{who}: buy or sell up to {n} cubes on the market (the last one ends the trade), or done.",
                        n).format(who=who, n=n)
    if k == K.DCRISIS:
        return _("{who}: answer the domestic crisis — each {res} cube stands up {n} lying citizens.").format(
            who=who, res=resource_name(f.get("res")), n=f.get("n"))
    if k == K.XCRISIS:
        open_ = f.get("open") or ()
        if open_:
            return _("{who}: answer the export crisis — deliver {cubes}.").format(who=who, cubes=resource_list(open_))
        return _("{who}: answer the export crisis — deliver listed cubes.").format(who=who)
    return _("{who}: decide ({frame}).").format(who=who, frame=str(k).replace("_", " "))


# --- engine events as sentences --------------------------------------------------------------

# Events told the same way whoever they concern: type -> sentence ({name}: the event's seat).
SENTENCES = {
    K.HEX: N_("{name} places a hex."),
    K.TOKEN: N_("{name} takes an explorer token."),
    K.CITIZEN: N_("{name} places a citizen."),
    K.BID_PLACED: N_("{name} has bid."),
    K.END_TURN: N_("{name} ends the turn."),
    K.PASS: N_("{name} passes."),
    K.HEX_DRAWN: N_("{name} draws a hex."),
    K.HEX_DISCARDED: N_("{name} discards the hex and draws the next."),
    K.CRISIS_MET: N_("Every citizen stands again."),
    K.ENTER: N_("{name} moves a unit into a building."),
    K.EVICT: N_("{name} evicts a rebel from a building."),
    K.HEX_LOST: N_("{name}'s hex fits nowhere and leaves the game."),
    K.OBJECTIVE_MET: N_("{name}'s objective is met: the game ends soon."),
    K.SUNK: N_("{name} returns a ship to the reserve."),
    K.REMOVED: N_("{name} returns a citizen to the reserve."),
    K.SHIP: N_("{name} puts a ship at a port."),
    K.STAND: N_("{name} stands up a rebel."),
    K.BLOCK: N_("{name} blocks an icon with a barbarian coin."),
    K.UNBLOCK: N_("{name} removes a barbarian coin."),
    K.PEEKED_DECK: N_("{name} looks at cards of the deck."),
    K.ASK_PERMISSION: N_("{name} asks permission to harvest."),
    K.TEMPLE_STANDUP: N_("{name}'s temple stands up every citizen on its hex."),
    K.RESHUFFLE: N_("The discard pile becomes the new deck."),
}
# A building built, a sentence each (German articles follow the kind).
BUILT = {"ship": N_("{name} builds a ship."), "town": N_("{name} builds a town."),
         "temple": N_("{name} builds a temple."), "market": N_("{name} builds a market."),
         "port": N_("{name} builds a port.")}
# How a game ended (engine result reasons).
END_REASONS = {"independence": N_("independence"), "objective": N_("objective")}
# The step after which a met objective ended the game (engine ending.ending_step), said
# after "after" (R11): a phase-5 turn, the whole bids, the phase-4 card, the track's refill;
# a phase-6 step by (a card bought, cards turned): its buy and turn(s), the refill not
# part of it (ruling 2026-12-06, issue 43). Other steps: the phase, ended as a whole.
END_STEPS = {
    K.TURN: N_("{name}'s phase-5 turn"),
    K.BIDS: N_("the bids for turn order"),
    K.BALANCE: N_("the balance of the archipelago (phase 4)"),
    K.P6_REFILL: N_("the refill of the evolution track"),
}
P6_END_STEPS = {
    (True, 1): N_("{name}'s phase-6 buy and turn"),
    (True, 0): N_("{name}'s phase-6 buy"),
    (False, 2): N_("{name}'s two phase-6 turns"),
    (False, 1): N_("{name}'s phase-6 turn"),
}


def end_step_words(step, names) -> str | None:
    """The step that ended the game after a met objective (engine.result's "step"), as
    words to follow "after": "Bob's phase-6 buy and turn", "the bids for turn order",
    "phase 3 (Population)"; None without one (independence)."""
    if not step:
        return None
    kind, seat = step.get("kind"), step.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    text = P6_END_STEPS.get((bool(step.get("bought")), step.get("turns"))) if kind == K.P6_DONE \
        else END_STEPS.get(kind)
    if text is not None:
        return _(text).format(name=name)
    phase = step.get("phase")
    if phase in PHASES:
        return _("phase {n} ({phase})").format(n=PHASES.index(phase) + 1, phase=phase_title(phase))
    return None


def game_over_words(event, names) -> str:
    """The log's last line: how the game ended, and after which step a met objective ended
    it (a phase-6 step ends before the refill: the track stays as the step left it)."""
    reason = event.get("reason")
    step = event.get("step")
    after = end_step_words(step, names)
    if after is None:
        return _("Game over ({reason}).").format(
            reason=_(END_REASONS[reason]) if reason in END_REASONS else reason)
    if step.get("kind") == K.P6_DONE:
        return _("Game over after {step}: the track is not refilled.").format(step=after)
    return _("Game over after {step}.").format(step=after)


def describe(event: dict, names, cards=None) -> str | None:
    """One engine event (a dict returned by engine.apply) as a sentence; None to skip.
    `cards`: card id -> name, for the cards that change hands in a trade."""
    t = event.get("type")

    def nm(key="seat"):
        s = event.get(key)
        if s is None:
            return "?"
        try:
            return names[s]
        except (IndexError, TypeError):
            return _("Seat {n}").format(n=s)

    if t in SENTENCES:
        return _(SENTENCES[t]).format(name=nm())
    if t == K.PHASE:
        return _("Round {round}: {phase}.").format(round=event.get("round"), phase=phase_title(event.get("phase", "")))
    if t == K.ROUND:
        return _("Round {round} begins.").format(round=event.get("round"))
    if t == K.MARKER:
        track = track_name(event.get("track"), title=True)
        delta, value = signed(event.get("delta", 0)), event.get("value")
        if event.get("cause"):                                          # match.causes
            return _("{track} {delta} → {value}: {cause}.").format(track=track, delta=delta, value=value,
                                                                   cause=event["cause"])
        return _("{track} {delta} → {value}.").format(track=track, delta=delta, value=value)
    if t == K.SUPPLY:
        return _("{cubes} goes to the {market}.").format(cubes=cubes(1, event.get("res")),
                                                         market=market_name(event.get("market")))
    if t == K.GAIN:
        return _("{name} takes {cubes}.").format(name=nm(), cubes=cubes(1, event.get("res")))
    if t == K.ROUND0_DONE:
        cards_in = len([c for c in event.get("slots") or () if c is not None])
        return ngettext("Round 0 is over: {n} card enters the track and the trend card is turned up.",
                        "Round 0 is over: {n} cards enter the track and the trend card is turned up.",
                        cards_in).format(n=cards_in)
    if t == K.BIDS:
        bids = event.get("bids") or {}
        return _("Bids revealed: {bids}.").format(bids=_(", ").join(
            _("{name} {n}ƒ").format(name=names[int(s)], n=b) for s, b in bids.items()))
    if t == K.ORDER:
        order = _(", ").join(names[s] for s in event.get("order", []))
        if event.get("changed") is False:      # R5.2: all bids 0, or the top bids tied twice
            return _("Nobody won the bid (all bids 0, or the top bids tied again): the turn order stays "
                     "{order}.").format(order=order)
        return _("Turn order: {order}.").format(order=order)
    if t == K.DISC:
        return _("{name} takes {space}.").format(name=nm(), space=space_in_sentence(event.get("space", "")))
    if t == K.TAXES:
        return _("{name} collects {n}ƒ in taxes.").format(name=nm(), n=event.get("florins"))
    if t == K.MOVE:
        if event.get("area", 0) == -1:
            return _("{name} moves a ship.").format(name=nm())
        return _("{name} moves a citizen.").format(name=nm())
    if t == K.HARVEST:
        return _("{name} harvests {cubes}.").format(name=nm(), cubes=cubes(event.get("got", 1), event.get("res")))
    if t == K.TRADE:
        fmt = dict(name=nm(), cubes=cubes(1, event.get("res")), market=market_name(event.get("market")),
                   n=event.get("florins"))
        if event.get("side") == K.BUY:
            return _("{name} buys {cubes} on the {market} for {n}ƒ.").format(**fmt)
        return _("{name} sells {cubes} on the {market} for {n}ƒ.").format(**fmt)
    if t == K.TURN_CARD:
        return _("{name} turns {card} (now {n}ƒ).").format(name=nm(), card=card_name(event, cards),
                                                          n=event.get("price"))
    if t == K.BUY_CARD:
        return _("{name} buys {card} for {n}ƒ.").format(name=nm(), card=card_name(event, cards),
                                                       n=event.get("florins"))
    if t == K.FLASH:
        return _("{card} reaches the flash and is discarded.").format(card=card_name(event, cards, start=True))
    if t == K.REFILL:
        return _("{card} enters the track.").format(card=card_name(event, cards, start=True))
    if t == K.BALANCE:                          # "what": match.causes names the card's side
        what = event.get("what")
        return _("Phase 4 resolves the deck top: {what}.").format(what=what) if what else \
            _("The balance of the archipelago is resolved.")
    if t == K.DOMESTIC_CRISIS:
        return ngettext("Domestic crisis: {res}! {lying} citizen lies down; each cube stands up {n}.",
                        "Domestic crisis: {res}! {lying} citizens lie down; each cube stands up {n}.",
                        event.get("lying") or 0).format(res=resource_name(event.get("res")),
                                                        lying=event.get("lying"), n=event.get("n"))
    if t == K.DELIVER:
        return _("{name} delivers {cubes} ({source}).").format(name=nm(), cubes=cubes(1, event.get("res")),
                                                               source=source_name(event.get("source")))
    if t == K.REBELS:
        n = len(event.get("units") or [])
        return ngettext("{n} citizen becomes a rebel.", "{n} citizens become rebels.", n).format(n=n) if n \
            else _("No rebels.")
    if t == K.EXPORT_CRISIS:
        return _("Export crisis: {cubes}.").format(cubes=resource_list(event.get("cubes") or []))
    if t == K.EXPORT_RESULT:
        m = event.get("missing") or []
        return _("Export demand missed: {cubes}.").format(cubes=resource_list(m)) if m else \
            _("Export demand met.")
    if t == K.USE_CARD:
        return _use_card(event, nm, cards)
    if t == K.RED:
        what = event.get("what")
        return _("A red part is resolved at once: {what}.").format(what=what) if what else \
            _("A red part is resolved at once.")
    if t == K.DISCS:
        return discs_words(event, names)
    if t == K.STOLEN:
        return _("The thief takes {cubes} from {name}.").format(cubes=cubes(1, event.get("res")), name=nm())
    if t == K.GAME_OVER:
        return game_over_words(event, names)
    if t == K.OFFER_CANCELLED and event.get("counter"):       # a counter-offer withdrawn (match.authority.marked)
        return _("{name} and {other} do not trade.").format(name=nm(), other=nm("to"))
    if t in (K.OFFER_OPEN, K.OFFER_CANCELLED, K.COUNTER):
        return None                     # a counter-offer is told once, when it is sent (issue 38)
    if t == K.OFFER:
        if event.get("counter"):
            return _("{name} makes a counter-offer to {other}.").format(name=nm(), other=nm("to"))
        return _("{name} makes an offer to {other}.").format(name=nm(), other=nm("to"))
    if t == K.TRADE_DONE:
        return _("{name} gives {other} {gives} and gets {gets} in return.").format(
            name=nm(), other=nm("to"), gives=goods_text(event.get("give"), cards),
            gets=goods_text(event.get("get"), cards))
    if t in (K.TRADE_REJECTED, K.TRADE_FAILED):
        return _("{name} and {other} do not trade.").format(name=nm(), other=nm("to"))
    more = _more(event, t, nm, cards)
    if more is not None:
        return more
    seat = event.get("seat")
    what = (t or "event").replace("_", " ")
    if seat is not None:
        return _("{name}: {event}.").format(name=nm(), event=what)
    return _("{event}.").format(event=what)


# Where a delivered crisis cube came from (engine deliver sources).
SOURCES = {"stock": N_("stock"), "token": N_("token"), "market": N_("market")}


def source_name(source) -> str:
    return _(SOURCES[source]) if source in SOURCES else str(source)


def discs_words(event, names):
    """R8, an explorer pile emptied: who gained action discs (the event's `gained`)."""
    gained = event.get("gained")
    if gained is None:                      # (an event without it: as it was told before)
        return _("An explorer pile is empty: every player gains an action disc (up to the most).")
    if not gained:
        return _("An explorer pile is empty: everyone already has the most action discs; nobody gains one.")
    one = {k for _s, k in gained} == {1}
    if len(gained) == len(names):
        return _("An explorer pile is empty: everyone gains an action disc.") if one else \
            _("An explorer pile is empty: everyone gains action discs.")
    who = names_and(names[s] for s, _k in gained)
    if one:
        return ngettext("An explorer pile is empty: {names} gains an action disc (the others have the most "
                        "already).",
                        "An explorer pile is empty: {names} gain an action disc (the others have the most "
                        "already).", len(gained)).format(names=who)
    return ngettext("An explorer pile is empty: {names} gains action discs (the others have the most already).",
                    "An explorer pile is empty: {names} gain action discs (the others have the most already).",
                    len(gained)).format(names=who)


def _more(event, t, nm, cards=None):
    """Sentences for the rarer events (actions of cards, buildings, events)."""
    if t == K.BUILD:
        kind = event.get("kind")
        if kind in BUILT:
            return _(BUILT[kind]).format(name=nm())
        return _("{name} builds a {building}.").format(name=nm(), building=building_name(kind))
    if t == K.USE_BUILDING:
        if event.get("florins") is not None:
            return _("{name} uses a market or port ({n}ƒ).").format(name=nm(), n=event["florins"])
        return _("{name} uses a market or port.").format(name=nm())
    if t == K.BENEFACTOR:
        return _("{name} lays {n}ƒ on the Benefactor card.").format(name=nm(), n=event.get("florins"))
    if t == K.EXCHANGE:
        return _("{name} gives {gives} to the bank and takes {takes}.").format(
            name=nm(), gives=cubes(1, event.get("give")), takes=cubes(1, event.get("take")))
    if t == K.SELL_BANK:
        return _("{name} sells {cubes} to the bank for {n}ƒ.").format(name=nm(), cubes=cubes(1, event.get("res")),
                                                                      n=event.get("florins"))
    if t == K.FLORINS:
        return _("{name} gains {n}ƒ.").format(name=nm(), n=event.get("florins"))
    if t == K.OPTION:
        return _("{name} chooses option {n}.").format(name=nm(), n=event.get("option", 0) + 1)
    if t == K.LEVY:
        return _("{name} pays {paid}ƒ of {owed}ƒ owed.").format(name=nm(), paid=event.get("paid"),
                                                               owed=event.get("owed"))
    if t == K.WONDER:
        return _("{name} builds the wonder {card}.").format(name=nm(), card=card_name(event, cards))
    if t == K.REVEAL:               # shown to everyone (DECK reveal_and_buy): the log names them
        ids = list(event.get("cards") or [])
        if not ids:
            return _("{name} reveals no card: the deck is empty.").format(name=nm())
        shown = _(", ").join(card_name({"card": cid}, cards) for cid in ids)
        return ngettext("{name} reveals {n} card of the deck to everyone: {cards}.",
                        "{name} reveals {n} cards of the deck to everyone: {cards}.", len(ids)).format(
            name=nm(), n=len(ids), cards=shown)
    if t == K.PEEKED:
        return _("{name} looks at {other}'s objective.").format(name=nm(), other=nm("target"))
    if t == K.PEEK_DECK:
        if event.get("what"):                                # match.causes: the cards' names and balance sides
            return _("You saw the deck's {cards}.").format(cards=event["what"])
        return _("You saw cards of the deck.")
    if t == K.PEEK_OBJECTIVE:
        return _("You saw {other}'s objective.").format(other=nm("target"))
    if t == K.PERMISSION_PRICE:
        return _("{name} asks {n}ƒ for the permission.").format(name=nm(), n=event.get("florins"))
    if t == K.PERMISSION:
        if event.get("granted"):
            return _("Permission granted to {other}.").format(other=nm("to"))
        return _("Permission refused to {other}.").format(other=nm("to"))
    if t == K.REDEAL:
        n = len(event.get("hexes") or ())
        return ngettext("{name}'s hexes fit nowhere: {n} new one is dealt.",
                        "{name}'s hexes fit nowhere: {n} new ones are dealt.", n).format(name=nm(), n=n)
    return None


def card_name(event, cards=None, start=False) -> str:
    """The name of an event's card (engine events carry the id; `cards` maps ids to names);
    `start`: the words open a sentence."""
    cid = event.get("card")
    if cards is not None and cid in cards:
        return cards[cid]
    if cid:
        return _("Card {id}").format(id=cid) if start else _("card {id}").format(id=cid)
    return _("A card") if start else _("a card")


def _use_card(event, nm, cards):
    """R10.3: who used which card, whose it is, and what a coloured arrow paid its owner;
    a used card rests (turned) until phase 1."""
    name = card_name(event, cards)
    owner, seat, paid = event.get("owner"), event.get("seat"), event.get("florins") or 0
    if owner is None or owner == seat:
        if paid:
            return _("{name} uses {card} ({n}ƒ).").format(name=nm(), card=name, n=paid)
        return _("{name} uses {card}.").format(name=nm(), card=name)
    return _("{name} uses {owner}'s {card} (coloured arrow): {owner} is paid {n}ƒ, and the card rests, used, "
             "until phase 1.").format(name=nm(), owner=nm("owner"), card=name, n=paid)


def goods_text(items, cards=None) -> str:
    """What changes hands in a trade ({item: count}) in words: '2ƒ, 1 fish, 1 explorer
    token, Lighthouse'. `cards`: card id -> name (ids as they are without it)."""
    parts = []
    for item, k in dict(items or {}).items():
        if item == "florin":
            parts.append(_("{n}ƒ").format(n=k))
        elif item == K.TOKEN:
            parts.append(ngettext("{n} explorer token", "{n} explorer tokens", k).format(n=k))
        elif cards is not None and item in cards:
            parts.append(cards[item])
        elif not str(item).islower():
            parts.append(_("card {id}").format(id=item))
        else:
            parts.append(cubes(k, item))
    return _(", ").join(parts) if parts else _("nothing")


# Events that repeat within a turn and merge into one sentence with their count:
# type -> (the fields that must be equal, the field summed or None to count them, sentence).
_MERGE = {
    "harvest": (("seat", "res"), "got",
                lambda n, e, nm: _("{name} harvests {cubes}.").format(name=nm, cubes=cubes(n, e.get("res")))),
    "gain": (("seat", "res"), None,
             lambda n, e, nm: _("{name} takes {cubes}.").format(name=nm, cubes=cubes(n, e.get("res")))),
    "supply": (("res", "market"), None,
               lambda n, e, nm: ngettext("{cubes} goes to the {market}.", "{cubes} go to the {market}.", n).format(
                   cubes=cubes(n, e.get("res")), market=market_name(e.get("market")))),
    "deliver": (("seat", "res", "source"), None,
                lambda n, e, nm: _("{name} delivers {cubes} ({source}).").format(
                    name=nm, cubes=cubes(n, e.get("res")), source=source_name(e.get("source")))),
    "move": (("seat",), None,
             lambda n, e, nm: ngettext("{name} moves {n} unit.", "{name} moves {n} units.", n).format(name=nm, n=n)),
    "citizen": (("seat",), None,
                lambda n, e, nm: ngettext("{name} places {n} citizen.", "{name} places {n} citizens.", n).format(
                    name=nm, n=n)),
    "token": (("seat",), None,
              lambda n, e, nm: ngettext("{name} takes {n} explorer token.", "{name} takes {n} explorer tokens.",
                                        n).format(name=nm, n=n)),
    "stand": (("seat",), None,
              lambda n, e, nm: ngettext("{name} stands up {n} rebel.", "{name} stands up {n} rebels.", n).format(
                  name=nm, n=n)),
}


def summary_entries(events, names, cards=None):
    """Public events as log entries for a summary ("since your last turn"): a run of the
    same happening merges into one line with its true count ("Ann harvests 2 fruit",
    "Bob turns 2 cards"); other repeated lines get "(×n)". Never a wrong single line."""
    out = []                 # [entry, merge key or None, count, last event]
    for ev in events:
        ent = log_entry(ev, names, cards)
        if not ent:
            continue
        t = ev.get("type")
        rule = _MERGE.get(t)
        key = (t,) + tuple(ev.get(f) for f in rule[0]) if rule else ("line",) + ent
        add = (ev.get(rule[1], 1) or 0) if rule and rule[1] else 1
        if out and out[-1][1] == key:
            last = out[-1]
            last[2] += add
            last[3] = ev
            if rule:
                who = names[ev["seat"]] if isinstance(ev.get("seat"), int) and ev["seat"] < len(names) else "?"
                last[0] = (ent[0], rule[2](last[2], ev, who), ent[2])
            else:
                last[0] = (ent[0], _("{line} (×{n})").format(line=ent[1], n=last[2]), ent[2])
            continue
        out.append([ent, key, add, ev])
    return [e[0] for e in out]


def log_entry(event: dict, names, cards=None):
    """An engine event as a log entry (kind, text, seat) for TableScene.set_log: rounds and
    phases are "header" entries, everything else a "line" coloured by its actor; None to
    skip. (The shell may add its own headers, e.g. ("header", "Bob's turn", 1).)"""
    text = describe(event, names, cards)
    if text is None:
        return None
    if event.get("cause") and event.get("type") != K.MARKER:     # an event's deed (match.causes)
        text = _("{sentence} ({cause}).").format(sentence=text.rstrip("."), cause=event["cause"])
    if event.get("type") in (K.PHASE, K.ROUND):
        return ("header", text, None)
    seat = event.get("seat")
    return ("line", text, seat if isinstance(seat, int) else None)


# --- the rules reference (F1): the rules a player needs that no tooltip states ---------------

def _range(values) -> str:
    values = sorted(values)
    return f"{values[0]}" if values[0] == values[-1] else f"{values[0]}–{values[-1]}"


def rules_notes(rules) -> list[tuple[str, str]]:
    """(title, paragraph) for the F1 'Details' tab, every number read from rules.yaml:
    crises (R6), wonders (DECK 0.3), bids (R5.2), new cards (DECK 0.2.3), harvest
    permission (R5.6), exploration (R5.12), round 0 (R4) and building tokens (R1, R5.8)."""
    r0 = rules["round0"]
    pools = rules["building_tokens"].values()
    tokens = "; ".join(_("{n} {buildings} tokens shared by all").format(
        n=p["count"], buildings=names_and(building_name(b) for b in p["buildings"])) for p in pools)
    asks = rules["negotiation"]["permission_prices"]
    cut = _("An export crisis asks only the first n cubes of its list with n players (all of them if the list is "
            "shorter): the deck top shows just those. ") if rules["options"]["export_truncation"] else ""
    return [
        (_("Crises (phase 4 and red parts)"),
         _("Domestic: every citizen lies down except those standing in a temple. In turn order each player may hand "
           "over cubes of the demanded resource; each cube stands up that many lying citizens of the deliverer's "
           "choice, anyone's. A temple's controller may stand up every citizen on its hex for free, in their own "
           "answer and only before they deliver a cube in it. Each citizen still lying then becomes a rebel and "
           "adds one to rebellion: this is the main road to independence. {export_cut}Each listed cube not "
           "delivered adds one to rebellion. Cubes taken from the market for a crisis cost nothing and go straight "
           "to the bank; explorer tokens count as any cube.").format(export_cut=cut)),
        (_("Wonders"),
         _("Building a wonder is your card use for the turn: pay its cubes and discs, and one active citizen of "
           "yours leaves the map for good onto the card (population −1, which can make rebellion exceed "
           "population: independence). A building it stood in is left empty.")),
        (_("Bids (phase 2)"),
         _("Every bid is paid to the bank, not only the winner's. The top bidder arranges the turn order; tied top "
           "bidders bid again in secret among themselves and pay again; a second tie, or all bids 0, leaves the "
           "order as it was.")),
        (_("New cards"),
         _("A card bought or gained this round can be used (or built) from the next round. The lock belongs to the "
           "card: it stays locked for whoever holds it after a trade.")),
        (_("Harvest on another's town hex"),
         _("Where another player controls the town, you may harvest only with their permission; they may grant it "
           "for free, for {prices}ƒ, or refuse.").format(prices=_range(asks))),
        (_("Exploration"),
         _("The new hex must touch at least two placed hexes with matching edges, so that one of your active units "
           "next to it can move onto it. You then take an explorer token, one cube of a resource on the hex goes to "
           "the domestic market, you take one cube of another resource it shows, and surplus workers rise by one "
           "per hut. If it fits nowhere it leaves the game.")),
        (_("Round 0"),
         _("The whole turn order is drawn by lot. In that order each player places one dealt hex next to the "
           "start hex, puts {citizens} citizens on one of its land "
           "areas, moves their ship onto it and takes {tokens} explorer token(s); its huts, market cube and own "
           "cube count as in an exploration. Then the evolution track is filled and the trend card is turned "
           "up.").format(citizens=r0["citizens"], tokens=r0["explorer_tokens"])),
        (_("Building tokens"),
         _("{tokens}. A hex holds at most one building of each type (one town, one market, one port, one "
           "temple).").format(tokens=tokens)),
    ]


def glossary(rules) -> list[tuple[str, str]]:
    """(term, plain words) for every term the table uses, for the F1 'Words' tab (issue 14);
    numbers read from rules.yaml (R0 words, R1-R11)."""
    pieces, mu = rules["pieces"], rules["market_use"]
    prices = rules["track"]["prices"]
    unlimited = rules["wheel"]["unlimited"]
    spaces = _(", ").join([space_title(unlimited[0])] + [space_in_sentence(s) for s in unlimited[1:]])
    return [
        (_("Action disc"), _("Your actions for the round: one disc on a wheel space is one action. You start with "
                             "{start} and gain one when an explorer pile empties (at most {most}); they come back "
                             "in phase 6.").format(start=rules["start"]["action_discs"],
                                                    most=pieces["action_discs"])),
        (_("Active"), _("A standing unit that may still act this round.")),
        (_("Engaged"), _("A standing unit already used this round (it harvested, built or worked a building). It "
                         "acts again after phase 1, when every engaged unit becomes active.")),
        (_("Lying"), _("A citizen laid down by a domestic crisis. A delivered cube stands some up; those still lying "
                       "when the crisis ends become rebels.")),
        (_("Rebel"), _("A citizen left lying after a domestic crisis: it cannot act, pays no taxes, does not "
                       "reproduce or control a building, and adds one to rebellion. Rebels stand up in phase 1.")),
        (_("Population"), _("Every citizen on the map, rebels included (board III reads it in phase 3).")),
        (_("Rebellion"), _("The colony's unrest (board III's marker). Taxes, rebels, missed export cubes, board rows "
                           "and some cards and events raise it; some cards, events and board rows lower it. Temples "
                           "do not lower it: they keep citizens from lying down in a domestic crisis, so fewer "
                           "become rebels.")),
        (_("Independence"), _("When rebellion exceeds the population, the colony declares independence: the game "
                              "ends at once and everyone loses, unless someone holds the Separatist objective (that "
                              "player wins alone).")),
        (_("Surplus workers"), _("Idle people of the colony (board IV). Huts on new hexes, crowded domestic market "
                                 "areas and a large population add them; each recruit takes one. The row they reach "
                                 "sets the recruit price and can move rebellion in phase 3.")),
        (_("Hut"), _("A symbol on a hex: surplus workers +1 for each hut when the hex is placed.")),
        (_("Domestic market"), _("Board I: cubes sold inside the colony. Selling pays the price of the row the cube "
                                 "lands in; in phase 3 a crowded area adds surplus workers, and an empty area of a "
                                 "food (fruit, cattle, fish) adds rebellion.")),
        (_("Export market"), _("Board II: cubes sold abroad; it starts empty. In phase 3 a crowded area takes surplus "
                               "workers away, and a very crowded one adds rebellion.")),
        (_("Market, port"), _("Buildings: whoever controls one pays {florins}ƒ for {transactions} transactions on the "
                              "domestic market (a market) or the export market (a port), without a disc, once a "
                              "round. You may use every one you control in the same turn, {florins}ƒ "
                              "each.").format(florins=mu["florins"], transactions=mu["transactions"])),
        (_("Town, temple"), _("A town's controller controls the hex's empty buildings and grants harvest permission "
                              "there. A temple's occupant never lies down in a domestic crisis, and its controller "
                              "may stand up every citizen on its hex for free, in their answer before delivering any "
                              "cube. Temples do not lower rebellion.")),
        (_("Control"), _("A building belongs to the player whose standing, non-rebel unit is in it (a citizen, or in "
                         "a port also a ship; an empty one to the town's controller on that hex).")),
        (_("Convoy"), _("A citizen's move by sea: each border it crosses needs one of your active ships in either "
                        "hex of that border, a different ship for each; a ship also carries a citizen between "
                        "two islands of its hex. One ship may carry several citizens, and the ships stay where "
                        "they are.")),
        (_("Balance side, deck top"), _("The back of the evolution deck's top card: a crisis or an event, resolved "
                                        "in phase 4.")),
        (_("Domestic crisis"), _("Every citizen lies down except in temples; each cube of the asked resource stands "
                                 "up the printed number; those left lying become rebels.")),
        (_("Export crisis"), _("A list of cubes to deliver; each cube nobody delivers adds one to rebellion. With n "
                               "players only the first n cubes are asked.")),
        (_("Event"), _("A one-off happening on a balance side (Pirate, Thief, Festival, ...); its effect is written "
                       "on the deck top and in its tooltip.")),
        (_("Red part"), _("A crisis or event on a red background: it happens at once when the card comes to the top "
                          "of the deck, not in phase 4.")),
        (_("Evolution track"), _("The row of cards for sale. A card enters at {price}ƒ; each quarter turn lowers its "
                                 "price one step.").format(price=prices[0])),
        (_("Minimal price"), _("What Researcher and Head Hunter pay for the card they buy: the evolution track's "
                               "lowest price, {price}ƒ.").format(price=named_prices(rules)["min_price"])),
        (_("The flash"), _("The last step of a card's price ladder: a card turned onto it is discarded.")),
        (_("Black arrow, coloured arrow"), _("A black-arrow card is used by its owner only; a coloured-arrow card by "
                                             "anyone (a non-owner pays the owner).")),
        (_("Wonder"), _("A progress card you build (cubes, discs and one citizen who leaves the map for good); it "
                        "scores its points only when built.")),
        (_("Wheel, circle"), _("The action wheel. {spaces} take any number of discs; the other spaces have a few "
                               "circles, first come, first served.").format(spaces=spaces)),
        (_("Explorer token"), _("Taken when you explore; in a crisis it counts as any cube. When one of the first "
                                "piles runs out, every player below the most action discs gains one.")),
        (_("Objective card"), _("Your secret card: its upper half is an end condition the game checks, its lower "
                                "half ranks every player for points when it is revealed.")),
        (_("Trend card"), _("The public card turned up after round 0: it ranks every player at the end.")),
        (_("n, per player"), _("n is the number of players. An objective's threshold such as '5 (1 per player + 2)' "
                               "is already worked out for this game: the number in front.")),
        (_("Bid"), _("Florins offered in secret for the turn order; every bid is paid, the winner arranges the "
                     "order.")),
        (_("Barbarian coin"), _("A coin on a resource icon: nobody can harvest that icon again.")),
        (_("Harvest permission"), _("Harvesting on a hex where another player controls the town needs their "
                                    "permission (free, for florins, or refused).")),
        (_("Hidden"), _("Secret: each player's stock (florins, cubes, explorer tokens), their objective card and "
                        "their bid until all bids are revealed together; each is seen only on its owner's screen. "
                        "Not secret: a trade's terms. As at a real table, where deals are spoken aloud, the log and "
                        "the curtain's summary say what each side gave.")),
    ]
