"""The texts of cards and board rows (issue 40: words by job): effects and costs, the
balance side of a card (crises R6, events DECK 2), objectives (R11), wonders (DECK 0.3)
and a card's tooltip. Names of engine ids from words.names; card, event and objective
texts from the content (Content.shown)."""
from __future__ import annotations

from archipelago.engine.tables import export_demand
from archipelago.i18n import N_, Inflected, _, ngettext, npgettext, pgettext
from archipelago.words.names import (cubes, length_name, ordinal, resource_list, resource_name, shown, signed,
                                     track_name)


# --- effects and costs -----------------------------------------------------------------------

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
        asked = export_demand(content.rules, cubes_, n) if n and content is not None else cubes_
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


# A number of buildings of one kind, for what a score-table row counted (issue 41).
BUILDING_COUNTS = {
    "town": lambda n: ngettext("{n} town", "{n} towns", n),
    "temple": lambda n: ngettext("{n} temple", "{n} temples", n),
    "market": lambda n: ngettext("{n} market", "{n} markets", n),
    "port": lambda n: ngettext("{n} port", "{n} ports", n),
}


def counted_words(parts, content) -> str:
    """What a score-table row's measure counted for one player (issue 41), from
    engine answers.counted, a line per part: "progress cards owned: 2 (Cathedral,
    Printing Press)", "buildings controlled: 3 (2 temples, 1 port)", "florins: 12";
    "" when the view hides every part."""
    lines = []
    for part in parts:
        value = part["value"]
        if value is None:
            continue
        measure = measure_words(part["measure"])
        items = part["items"]
        if part["what"] == "card" and items:
            detail = ", ".join(shown(content, "card", c, "name", c) for c in items)
        elif part["what"] == "building" and items and len(set(items)) > 1:
            detail = ", ".join(BUILDING_COUNTS[k](items.count(k)).format(n=items.count(k))
                               for k in BUILDING_COUNTS if k in items)
        else:
            lines.append(_("{measure}: {count}").format(measure=measure, count=value))
            continue
        lines.append(_("{measure}: {count} ({items})").format(measure=measure, count=value, items=detail))
        if part["measure"] == "progress_cards":
            lines.extend(_wonders_as_progress(items, content))
    return "\n".join(lines)


def _wonders_as_progress(items, content) -> list[str]:
    """Why a wonder stands among the progress cards a row counted (DECK 0.3: a wonder counts
    as a progress card, built or not; a new user read Cathedral there as a bug, its face
    says Wonder)."""
    wonders = [shown(content, "card", c, "name", c) for c in items if content.cards[c].is_wonder]
    if not wonders:
        return []
    return [ngettext("{cards} is a wonder: a wonder counts as a progress card, built or not.",
                     "{cards} are wonders: a wonder counts as a progress card, built or not.",
                     len(wonders)).format(cards=", ".join(wonders))]


def pacifist_words(population, rebellion, scoring, points) -> str:
    """What Pacifist compared for its holder (R11): "population 19 − rebellion 3 = 16, above
    15: 3 points", or "…, not above 15: no points" (`points`: what the score table gave)."""
    figures = dict(population=population, rebellion=rebellion, value=population - rebellion,
                   margin=scoring["margin"], points=points)
    if points:
        return ngettext("population {population} − rebellion {rebellion} = {value}, above {margin}: {points} point",
                        "population {population} − rebellion {rebellion} = {value}, above {margin}: {points} points",
                        points).format(**figures)
    return _("population {population} − rebellion {rebellion} = {value}, not above {margin}: no points").format(
        **figures)


def card_points_words(points, also, content) -> str:
    """What the score table's card points row counted for one player (issue 41, R11), from
    engine answers.card_points: the cards that scored and what each gave ("Cathedral 2 ★,
    Harbour 1 ★"), the owned wonders not built (their points wait for the building), and
    for each other row that counted some of these cards, that it did (`also`: [(the row's
    title, the measure part, the card ids it counted)])."""
    def name(c):
        return shown(content, "card", c, "name", c)

    scored = [_("{card} {n} ★").format(card=name(p["card"]), n=p["points"]) for p in points["scored"]]
    lines = [", ".join(scored) if scored else _("No card scored.")]
    if points["unbuilt"]:
        lines.append(_("Not built, so no points: {cards}").format(
            cards=", ".join(_("{card} ({n} ★)").format(card=name(p["card"]), n=p["points"])
                            for p in points["unbuilt"])))
    listed = {p["card"] for p in points["scored"] + points["unbuilt"]}
    for row, part, cards in also:
        shared = [c for c in cards if c in listed]
        if shared:
            lines.append(_("Also counted in “{row}”: {cards} ({measure})").format(
                row=row, cards=", ".join(name(c) for c in shared), measure=measure_words(part)))
    return "\n".join(lines)


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


CARD_TYPES = {"character": N_("character"), "progress": N_("progress")}
ARROW_WORDS = {"black": N_("black arrow: owner only"), "colour": N_("coloured arrow: anyone may use it"),
               "none": N_("no arrow: cannot be used")}
