"""The game in words: the status line, engine events as log sentences, and the tooltip
texts of cards, objectives, board rows and effects. Plain Python (no pygame), below the
UI and game control: the table, the match's log and the save labels all read it."""
from __future__ import annotations

from archipelago.engine import kinds as K

PHASES = ("deactivation", "turn_order", "population", "balance", "actions", "evolution")
PHASE_TITLES = {
    "deactivation": "Deactivation",
    "turn_order": "Turn order",
    "population": "Population",
    "balance": "Balance",
    "actions": "Actions",
    "evolution": "Evolution",
    "round0": "First discovery",
}
PHASE_HELP = {
    "deactivation": "Phase 1: used cards turn upright, engaged (used-up) units become active again, rebels stand up.",
    "turn_order": "Phase 2: every player bids florins in secret; the top bidder arranges the turn order.",
    "population": "Phase 3: the population marker is counted, then boards I-IV apply their row effects.",
    "balance": "Phase 4: the balance side of the deck's top card is resolved (crisis or event).",
    "actions": "Phase 5: in turn order, place an action disc, use a card or a building, or pass.",
    "evolution": "Phase 6: discs return; in turn order buy a card and turn one, or turn two.",
}

SPACE_TITLES = {
    "migration": "Migration", "recruitment": "Recruitment", "trade": "Trade", "build": "Build",
    "taxes": "Taxes", "reproduction": "Reproduction", "exploration": "Exploration",
}
_SPACE_HELP = {
    "migration": "Each of your active units may move once (citizens across land edges or by convoy, ships to an adjacent hex).",
    "recruitment": "Recruit citizens one at a time at board IV's price; surplus workers -1, population +1 each.",
    "trade": "One transaction on the domestic or export market: sell a cube at its row price or buy the last cube.",
    "build": "One construction: ship, town, temple, market or port, paying its cost.",
    "taxes": "Rebellion {rebellion:+d}; take the tax-table income for your non-rebel citizens.",
    "reproduction": "On every hex where you have exactly 2 non-rebel citizens, add one.",
    "exploration": "Look at the top hex, take it or draw the next, place it and move a unit onto it.",
}


def space_help(space: str, rules) -> str:
    """What a wheel space does, in one or two sentences (R5.4-R5.13); its numbers from
    rules.yaml (the rebellion that Taxes adds)."""
    if space.startswith("harvest"):
        icons = f"{space.split(':', 1)[1]} icons" if ":" in space else "icons of that resource"
        return (f"Move active units onto free {icons} where they stand: 1 cube each from the "
                "bank; the unit is then engaged (used up until next round). Fish by ships, the rest "
                "by citizens.")
    return _SPACE_HELP[space].format(rebellion=rules["taxes"]["rebellion"])


def space_title(space: str) -> str:
    if space.startswith("harvest:"):
        return "Harvest " + space.split(":", 1)[1]
    return SPACE_TITLES.get(space, space.title())


# What a saved game waits for, where the phase alone does not say it (the Load list, issue
# 25: a save before the bids and one after their reveal read differently).
SAVE_STEPS = {
    "r0_place": "placing hexes", "discover_pick": "placing hexes",
    "bids": "bidding", "arrange": "bids revealed",
    "dcrisis": "domestic crisis", "xcrisis": "export crisis", "rebels": "crisis answered",
    "compose": "trade offer", "respond": "trade answer", "p6_step": "buying cards",
}


def save_step(kind) -> str | None:
    """A saved game's decision in a word or two ("bidding", "bids revealed"), or None."""
    return SAVE_STEPS.get(kind)


def phase_title(phase: str) -> str:
    return PHASE_TITLES.get(phase, phase.replace("_", " ").title())


# --- effects and costs -----------------------------------------------------------------------

TRACK_WORDS = {"surplus": "surplus workers", "rebellion": "rebellion"}


def signed(n) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def effect_text(effects) -> str:
    """Row effects (a list of `track` primitives) as words: 'surplus workers +1, rebellion +1'."""
    parts = []
    for e in effects or ():
        if e.get("op") == "track":
            amt = e.get("amount")
            amt_s = signed(amt) if isinstance(amt, int) else str(amt)
            parts.append(f"{TRACK_WORDS.get(e['track'], e['track'])} {amt_s}")
        else:
            parts.append(str(e.get("op")))
    return ", ".join(parts) if parts else "no effect"


def cost_text(cost) -> str:
    """A use or build cost mapping: {florins, cubes, action_discs} -> '2ƒ + 1 stone + 1 disc'."""
    if cost is None:
        return "cannot be used"
    parts = []
    fl = cost.get("florins", 0) or 0
    if fl:
        parts.append(f"{fl}ƒ")
    for res, k in (cost.get("cubes") or {}).items():
        parts.append(f"{k} {res}")
    any_c = cost.get("any_cubes", 0) or 0
    if any_c:
        parts.append(f"{any_c} cube{'s' if any_c > 1 else ''} of any type")
    ad = cost.get("action_discs", 0) or 0
    if ad:
        parts.append(f"{ad} action disc{'s' if ad > 1 else ''}")
    return " + ".join(parts) if parts else "free"


DOMESTIC_WORDS = ("Every citizen on the map lies down, except in temples. In turn order each player "
                  "may deliver {res}: each cube stands up {n} lying citizens. Every citizen still "
                  "lying then becomes a rebel: rebellion +1 per rebel.")
EXPORT_WORDS = ("In turn order each player may deliver the listed cubes (from the screen, a market "
                "or explorer tokens); each cube still missing at the end adds one to rebellion.")


RED_WORDS = "Red: resolved at once when it comes to the top of the deck; phase 4 skips it."


def crisis_words(part, balance) -> str:
    """What a crisis half does, in words (R6.2, R6.3), for the tooltip and the large view."""
    if part == "domestic":
        d = balance["domestic"]
        return DOMESTIC_WORDS.format(res=d["resource"], n=d["citizens_per_cube"])
    return EXPORT_WORDS


def event_words(balance, content, full=True) -> tuple[str, str]:
    """(name, effect) of a balance side's event: its full text or its short form (DECK 2.1),
    both filled from the event's data (content/texts.py)."""
    ev = balance["event"]
    event = content.events.get(ev) if content is not None else None
    if event is None:
        return ev, ""
    return event.name, event.text if full else event.short


def balance_text(balance, content=None, n=None) -> str:
    """A card's balance side (deck top) as words, each part with its effect; red parts are
    marked. With the number of players `n`, an export crisis lists only the cubes the engine
    will ask (DECK 0.4)."""
    red = set(balance.get("red") or ())
    parts = []
    if "event" in balance:
        name, effect = event_words(balance, content)
        parts.append(("RED " if "event" in red else "") + f"Event: {name}" + (f". {effect}" if effect else ""))
    if "domestic" in balance:
        d = balance["domestic"]
        parts.append(("RED " if "domestic" in red else "")
                     + f"Domestic crisis: {d['resource']}, each cube stands up {d['citizens_per_cube']} "
                     + "citizens. " + crisis_words("domestic", balance))
    if "export" in balance:
        cubes = list(balance["export"]["cubes"])
        rules = content.rules if content is not None else None
        asked = export_demand(rules, cubes, n) if n else cubes
        line = ("RED " if "export" in red else "") + "Export crisis: " + ", ".join(asked)
        if len(asked) < len(cubes):
            line += (f" (with {n} players only the first {len(asked)} of the card's {len(cubes)} "
                     f"cubes are asked; not asked: {', '.join(cubes[len(asked):])})")
        parts.append(line + ". " + crisis_words("export", balance))
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

LENGTH_WORDS = {"short": "objectives that end the game soonest", "medium": "a fuller game",
                "long": "the biggest goals"}


def length_tip(length, rules) -> str:
    """A game length in a line, with how long most games of it last (rules.yaml
    typical_rounds: measured, docs/BALANCE.md)."""
    typical = rules["typical_rounds"]
    first, last = typical["rounds"][length]
    return (f"{length.capitalize()}: {LENGTH_WORDS.get(length, 'its own objective cards')} "
            f"(most games {first}-{last} rounds with {typical['players']} players).")


COUNTER_WORDS = {
    "explorer_piles_empty": "empty explorer piles",
    "temples_in_play": "temples in play",
    "towns_in_play": "towns in play",
    "ports_in_play": "ports in play",
    "markets_in_play": "markets in play",
    "character_cards_in_play": "character cards in play",
    "progress_cards_in_play": "progress cards in play",
    "population": "population",
    "bank_empty_resources": "resource types the bank is out of",
    "bank_florins": "florins in the bank",
    "ships_on_map": "ships on the map",
    "surplus": "surplus workers",
    "hexes_unexplored": "hexes left to explore (in the stack or its discards)",
}
# An end at "at most 0" in words.
NONE_LEFT = {
    "bank_florins": "the bank has no florins",
    "hexes_unexplored": "every hex is explored (none left in the stack or its discards)",
}
MEASURE_WORDS = {
    "florins": "florins",
    "character_cards": "character cards owned",
    "progress_cards": "progress cards owned",
    "temples_controlled": "temples controlled",
    "markets_controlled": "markets controlled",
    "ports_controlled": "ports controlled",
    "towns_controlled": "towns controlled",
    "explorer_tokens": "explorer tokens",
    "ships_on_map": "ships on the map",
    "citizens_on_map": "citizens on the map",
    "wonders_built": "wonders built",
    "hexes_with_own_citizen": "hexes holding your citizens",
    "buildings_controlled": "buildings controlled",
}


def _counter(name: str) -> str:
    return " + ".join(COUNTER_WORDS.get(p, p.replace("_", " ")) for p in name.split("+"))


def measure_text(name: str) -> str:
    out = []
    for p in name.split("+"):
        if p.startswith("cubes."):
            out.append(f"{p.split('.', 1)[1]} cubes")
        elif p.startswith("town_icons."):
            out.append(f"{p.split('.', 1)[1]} icons on hexes where you control the town")
        else:
            out.append(MEASURE_WORDS.get(p, p.replace("_", " ")))
    return " + ".join(out)


def _threshold(spec, n) -> str:
    base = spec.get("base", 0) or 0
    per = spec.get("per_player", 0) or 0
    if per and n:
        total = base + per * n
        formula = f"{per} per player" + (f" {signed(base)[0]} {abs(base)}" if base else "")
        return f"{total} ({formula})"
    return str(base)


def objective_ends(obj, n=None) -> str:
    ew = obj.ends_when
    c = _counter(ew["counter"])
    if "at_least" in ew:
        return f"{c} ≥ {_threshold(ew['at_least'], n)}"
    if "at_most" in ew:
        bound = ew["at_most"]
        if not bound.get("base") and not bound.get("per_player") and ew["counter"] in NONE_LEFT:
            return NONE_LEFT[ew["counter"]]
        return f"{c} ≤ {_threshold(bound, n)}"
    return c


def objective_scores(obj) -> str:
    sc = obj.scoring
    kind = sc.get("kind")
    if kind == "rank":
        pts = "/".join(map(str, getattr(obj, "points", ()))) or "ranked"
        return f"Most {measure_text(sc['measure'])} ({pts} points)"
    if kind == "pacifist":
        return f"Pacifist: {sc.get('points')} points if population − rebellion > {sc.get('margin')}"
    if kind == "separatist":
        return "Separatist: wins alone if the colony declares independence"
    return str(kind)


def objective_text(obj, n=None) -> str:
    return (f"{obj.name} ({obj.length})\nThe game ends when {objective_ends(obj, n)}.\n"
            f"Scoring: {objective_scores(obj)}.")


# DECK 0.3.3: building a wonder moves one active, non-engaged citizen of the builder from
# the map onto the card for the rest of the game (the engine's build_wonder; one citizen).
WONDER_CITIZENS = 1
WONDER_CITIZEN_SHORT = "1 citizen, for good"
WONDER_CITIZEN_WORDS = ("1 active citizen of yours leaves the map for good and stays on the card "
                        "(population −1: if rebellion then exceeds population, the colony declares "
                        "independence); a building that citizen stood in is left empty.")
PORT_SHIPS_WARNING = ("If the citizen who builds it stands in your port, that port is left empty: "
                      "its ship goes to the controller of the hex's town, or to nobody.")


def card_cost_line(card, short=True) -> str:
    """The cost line of a card face ("Use: 1ƒ") or of a wonder ("Build: 3 iron + 1 action
    disc + 1 citizen, for good"): a wonder also takes a citizen off the map (DECK 0.3)."""
    if card.is_wonder:
        return ("Build: " + cost_text(card.wonder.get("build_cost"))
                + " + " + (WONDER_CITIZEN_SHORT if short else "1 citizen (see below)"))
    return "Use: " + cost_text(card.use_cost)


def wonder_notes(card) -> list[str]:
    """What building a wonder costs beyond its printed cubes and discs (DECK 0.3), and the
    Great Lighthouse's port (a port left by its builder gives no ship to the builder)."""
    if not card.is_wonder:
        return []
    notes = ["Building it: " + WONDER_CITIZEN_WORDS]
    ops = {e.get("op") for e in card.wonder.get("on_complete") or ()}
    if "place_ships_at_ports" in ops and card.wonder.get("requires") == "controls_port":
        notes.append(PORT_SHIPS_WARNING)
    return notes


def card_tooltip(card, content=None) -> str:
    kind = "wonder (progress)" if card.is_wonder else card.type
    lines = [f"{card.name} — {kind}, {ARROW_WORDS.get(card.arrow, card.arrow)}"]
    lines.append(card_cost_line(card, short=False))
    lines.append(card.text)
    lines += wonder_notes(card)
    if card.vp:
        lines.append(f"{card.vp} victory point{'s' if card.vp > 1 else ''}" + (" (if built)" if card.is_wonder else ""))
    return "\n".join(lines)


ARROW_WORDS = {"black": "black arrow: owner only", "colour": "coloured arrow: anyone may use it",
               "none": "no arrow: cannot be used"}


# --- why an action is not possible (the engine's reasons, engine/answers.py) ----------------

def _plural(k, word):
    return f"{k} {word}" + ("" if k == 1 else "s")


def short_words(florins, cubes, discs, have):
    """What a cost lacks (a SHORT reason's figures): 'needs 1 stone + 2ƒ (you have 1)'."""
    parts = [f"{k} more {res}" if held else f"{k} {res}" for res, k, held in cubes]
    if florins:
        parts.append(f"{have + florins}ƒ (you have {have})")
    if discs:
        parts.append(_plural(discs, "free action disc"))
    return "needs " + " + ".join(parts)


def reason_words(reason) -> str:
    """An engine reason (kinds.py "reasons": a name, then its figures) in words."""
    code, *args = reason
    if code == K.SHORT:
        return short_words(*args)
    if code == K.CIRCLE_MINE:
        return "you already have " + ("a disc" if args[0] == 1 else f"{args[0]} discs") + " here"
    if code == K.CIRCLES_TAKEN:
        return "circle taken" if args[0] <= 1 else "every circle is taken"
    if code == K.NO_HARVEST:
        res, ship = args
        return f"no active {'ship' if ship else 'citizen'} of yours stands by a free {res} icon"
    if code == K.RESERVE_EMPTY:
        cits, on_wonders = args
        if on_wonders:
            return (f"all your {cits} citizens are in play: {cits - on_wonders} on the map, "
                    f"{on_wonders} on {'a wonder' if on_wonders == 1 else 'wonders'}")
        return f"all your {cits} citizens are on the map"
    if code == K.NO_ROOM:
        return f"every hex where you have a unit already holds {args[0]} of your citizens"
    if code == K.NOT_OWNER:
        return "only its owner may build it" if args[0] else "only its owner may use it (black arrow)"
    if code == K.WITH_HARVEST:
        return f"used together with your harvest of {args[0]}"
    if code == K.WONDER_NEEDS:
        return f"needs a {args[0]} you control and an active citizen" if args[0] else \
            "needs an active citizen of yours on the map"
    if code == K.HEX_HAS:
        return f"this hex already has a {args[0]}"
    if code == K.KIND_USED:
        return f"you already used a {args[0]} this turn (one market and one port per turn)"
    if code == K.NO_TOKENS:
        return f"no {args[0]} tokens left"
    if code == K.ALL_SHIPS_OUT:
        return f"all your {args[0]} ships are on the map"
    if code == K.OTHER_MARKET:
        return f"this transaction is on the {args[0]} market"
    if code == K.ONE_SIDE:
        return f"only {'buying' if args[0] == K.BUY else 'selling'} is allowed here"
    if code == K.MARKET_EMPTY:
        return f"no {args[1]} on the {args[0]} market"
    if code == K.NO_CUBE:
        return f"you have no {args[0]}"
    if code == K.AREA_FULL:
        return f"the {args[1]} area is full"
    return REASON_WORDS.get(code, "not possible now")


def recruit_stop_reason_words(reason) -> str:
    """Why no (further) citizen can be recruited (an engine reason of recruit_stop), as the
    recruitment prompt says it."""
    code, *args = reason
    if code == K.NO_SURPLUS:
        return "there are no surplus workers (board IV at 0)"
    if code == K.SHORT:
        have = args[3]
        return f"a recruit costs {have + args[0]}ƒ and you have {have}ƒ"
    return reason_words(reason)


REASON_WORDS = {
    K.DISC_TAKEN: "you already took an action this turn",
    K.NO_DISC: "no action disc left",
    K.REPRODUCED: "you already reproduced this round",
    K.NO_HEX_LEFT: "no hex left to explore",
    K.NO_MOVER: "no active unit of yours can move",
    K.NO_TRADE: "nothing you can buy or sell",
    K.NO_BUILD: "you cannot afford any building where your units stand",
    K.NO_SURPLUS: "no surplus workers",
    K.NO_ARROW: "this card is never used (no arrow)",
    K.BUILT: "this wonder is built",
    K.CARD_USED: "already used this round",
    K.NEW_CARD: ("new this round: usable from the next round (the lock stays with the card, "
                 "whoever holds it)"),
    K.TURN_CARD_TAKEN: "you already used a card this turn",
    K.OUTSIDE_TURN: "cards are used in your phase-5 turn",
    K.NO_OPTION: "you cannot pay any of its options",
    K.PORT_ONLY: "a ship can only build a port",
    K.NOT_CONTROLLED: "you do not control it",
    K.BUILDING_USED: "already used this round",
    K.NOT_NOW: "not possible now",
}


# --- the status line -------------------------------------------------------------------------

def _name(view, seat):
    if seat is None:
        return "?"
    try:
        return view["names"][seat]
    except (IndexError, TypeError):
        return f"Seat {seat}"


def status_line(view) -> str:
    """One sentence: who must do what now (from the top decision frame and to_act)."""
    if view.get("over"):
        res = view.get("result") or {}
        reason = res.get("reason")
        if reason == "independence":
            winners = res.get("winners") or []
            if winners:
                return ("The colony declared independence: "
                        + ", ".join(_name(view, w) for w in winners) + " (Separatist) wins alone.")
            return "The colony declared independence: everyone loses."
        winners = res.get("winners") or []
        if winners:
            return "Game over: " + " and ".join(_name(view, w) for w in winners) + " win" + ("s" if len(winners) == 1 else "") + "."
        return "Game over."
    frames = view.get("frames") or []
    seat = view.get("to_act")
    if not frames or seat is None:
        return "Waiting…"
    f = frames[-1]
    who = _name(view, seat)
    k = f.get("k")
    p = (view.get("players") or [{}] * (seat + 1))[seat]
    left = (p.get("discs", 0) or 0) - (p.get("discs_used", 0) or 0)
    if k == K.R0_PLACE:
        stage = f.get("stage")
        if stage == "pick":
            return f"{who}: choose one of your hexes to place (round 0)."
        if stage == "area":
            return f"{who}: choose the land area for your starting citizens."
        return f"{who}: place your hex next to the start hex (round 0)."
    if k == K.DISCOVER_PICK:
        if f.get("market"):
            return f"{who}: choose a cube to take from the new hex."
        return f"{who}: choose a resource of the new hex for the domestic market."
    if k == K.BIDS:
        return f"{who}: bid florins for turn order (secret)."
    if k == K.ARRANGE:
        return f"{who}: arrange the turn order."
    if k == K.TURN:
        if f.get("disc"):
            return f"{who}: use a card or building, trade, or end the turn."
        return f"{who}: place an action disc ({left} left), use a card or pass."
    if k == K.HARVEST:
        return f"{who}: harvest {f.get('res')} — move active units onto {f.get('res')} icons, then done."
    if k == K.PERMIT:
        return f"{who}: grant or refuse a harvest on your town's hex."
    if k == K.MIGRATE:
        return f"{who}: migrate — move each active unit once, then done."
    if k == K.BUILD:
        return f"{who}: build — choose what to build and where."
    if k == K.MARKET:
        return f"{who}: buy or sell cubes on the market, then done."
    if k == K.RECRUIT:
        return f"{who}: recruit citizens onto your hexes, then done."
    if k == K.EXPLORE_PICK:
        return f"{who}: explore — take or discard the top hex, then place it."
    if k == K.DCRISIS:
        return (f"{who}: answer the domestic crisis — each {f.get('res')} cube stands up "
                f"{f.get('n')} lying citizens.")
    if k == K.XCRISIS:
        open_ = f.get("open") or ()
        return f"{who}: answer the export crisis — deliver " + (", ".join(open_) if open_ else "listed cubes") + "."
    if k == K.BENEFACTOR:
        return f"{who}: lay florins on the Benefactor trend card?"
    if k == K.P6_STEP:
        return f"{who}: buy a card and turn another, or turn two cards (phase 6)."
    if k == K.COMPOSE:
        return f"{who}: compose a trade offer."
    if k == K.RESPOND:
        return f"{who}: accept, reject or counter a trade offer."
    if k in (K.SELL_BANK, K.EXCHANGE):
        return f"{who}: trade cubes with the bank, then done."
    if k == K.REVEAL:
        return f"{who}: buy one of the revealed cards or pass."
    if k == K.PEEK:
        return f"{who}: choose whose objective to look at."
    if k == K.REBELS:
        return f"{who}: stand up your rebels, then done."
    if k == K.REMOVE_PICK:
        return f"{who}: choose a citizen to return to your reserve."
    if k == K.SINK:
        return f"{who}: choose a ship to return to your reserve (pirates)."
    if k == K.PORT_SHIPS_PICK:
        return f"{who}: choose a port for a new ship."
    if k == K.BLOCK_PICK:
        return f"{who}: choose an icon for the barbarian coin."
    if k == K.UNBLOCK_PICK:
        return f"{who}: choose a barbarian coin to remove."
    if k == K.FISTS:
        return f"{who}: put cubes in your fists (thief)."
    if k == K.LEVY:
        return f"{who}: pay the royal tax collector."
    if k == K.CHOICE:
        return f"{who}: choose an option of the card."
    if k == K.WONDER:
        return f"{who}: choose the citizen who builds the wonder."
    return f"{who}: decide ({k.replace('_', ' ')})."


# --- engine events as sentences --------------------------------------------------------------

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
            return f"Seat {s}"

    if t == K.PHASE:
        return f"Round {event.get('round')}: {phase_title(event.get('phase', ''))}."
    if t == K.ROUND:
        return f"Round {event.get('round')} begins."
    if t == K.HEX:
        return f"{nm()} places a hex."
    if t == K.TOKEN:
        return f"{nm()} takes an explorer token."
    if t == K.CITIZEN:
        return f"{nm()} places a citizen."
    if t == K.MARKER:
        track = TRACK_WORDS.get(event.get("track"), event.get("track"))
        cause = f": {event['cause']}" if event.get("cause") else ""     # match.causes
        return f"{track.capitalize()} {signed(event.get('delta', 0))} → {event.get('value')}{cause}."
    if t == K.SUPPLY:
        return f"1 {event.get('res')} goes to the {event.get('market')} market."
    if t == K.GAIN:
        return f"{nm()} takes 1 {event.get('res')}."
    if t == K.ROUND0_DONE:
        cards_in = len([c for c in event.get("slots") or () if c is not None])
        return f"Round 0 is over: {cards_in} cards enter the track and the trend card is turned up."
    if t == K.BID_PLACED:
        return f"{nm()} has bid."
    if t == K.BIDS:
        bids = event.get("bids") or {}
        return "Bids revealed: " + ", ".join(f"{names[int(s)]} {b}ƒ" for s, b in bids.items()) + "."
    if t == K.ORDER:
        order = ", ".join(names[s] for s in event.get("order", []))
        if event.get("changed") is False:      # R5.2: all bids 0, or the top bids tied twice
            return f"Nobody won the bid (all bids 0, or the top bids tied again): the turn order stays {order}."
        return f"Turn order: {order}."
    if t == K.DISC:
        return f"{nm()} takes {space_title(event.get('space', '')).lower()}."
    if t == K.END_TURN:
        return f"{nm()} ends the turn."
    if t == K.PASS:
        return f"{nm()} passes."
    if t == K.TAXES:
        return f"{nm()} collects {event.get('florins')}ƒ in taxes."
    if t == K.HEX_DRAWN:
        return f"{nm()} draws a hex."
    if t == K.HEX_DISCARDED:
        return f"{nm()} discards the hex and draws the next."
    if t == K.MOVE:
        return f"{nm()} moves a {'ship' if event.get('area', 0) == -1 else 'citizen'}."
    if t == K.HARVEST:
        return f"{nm()} harvests {event.get('got', 1)} {event.get('res')}."
    if t == K.TRADE:
        verb = "buys" if event.get("side") == K.BUY else "sells"
        return f"{nm()} {verb} 1 {event.get('res')} on the {event.get('market')} market for {event.get('florins')}ƒ."
    if t == K.TURN_CARD:
        return f"{nm()} turns {card_name(event, cards)} (now {event.get('price')}ƒ)."
    if t == K.BUY_CARD:
        return f"{nm()} buys {card_name(event, cards)} for {event.get('florins')}ƒ."
    if t == K.FLASH:
        return f"{_first_up(card_name(event, cards))} reaches the flash and is discarded."
    if t == K.REFILL:
        return f"{_first_up(card_name(event, cards))} enters the track."
    if t == K.BALANCE:                          # "what": match.causes names the card's side
        what = event.get("what")
        return f"Phase 4 resolves the deck top: {what}." if what else "The balance of the archipelago is resolved."
    if t == K.DOMESTIC_CRISIS:
        return (f"Domestic crisis: {event.get('res')}! {event.get('lying')} citizens lie down; "
                f"each cube stands up {event.get('n')}.")
    if t == K.DELIVER:
        return f"{nm()} delivers 1 {event.get('res')} ({event.get('source')})."
    if t == K.CRISIS_MET:
        return "Every citizen stands again."
    if t == K.REBELS:
        n = len(event.get("units") or [])
        return f"{n} citizen{'s' if n != 1 else ''} become rebels." if n else "No rebels."
    if t == K.EXPORT_CRISIS:
        return "Export crisis: " + ", ".join(event.get("cubes") or []) + "."
    if t == K.EXPORT_RESULT:
        m = event.get("missing") or []
        return ("Export demand missed: " + ", ".join(m) + ".") if m else "Export demand met."
    if t == K.USE_CARD:
        return _use_card(event, nm, cards)
    if t == K.RED:
        what = event.get("what")
        return f"A red part is resolved at once: {what}." if what else "A red part is resolved at once."
    if t == K.DISCS:
        return discs_words(event, names)
    if t == K.STOLEN:
        return f"The thief takes 1 {event.get('res')} from {nm()}."
    if t == K.GAME_OVER:
        return f"Game over ({event.get('reason')})."
    if t in (K.OFFER_OPEN, K.OFFER_CANCELLED):
        return None
    if t == K.COUNTER:
        return f"{nm()} answers {nm('to')}'s offer with a counter-offer."
    if t == K.OFFER:
        kind = "a counter-offer" if event.get("counter") else "an offer"
        return f"{nm()} makes {kind} to {nm('to')}."
    if t == K.TRADE_DONE:
        return (f"{nm()} gives {nm('to')} {goods_text(event.get('give'), cards)} and gets "
                f"{goods_text(event.get('get'), cards)} in return.")
    if t in (K.TRADE_REJECTED, K.TRADE_FAILED):
        return f"{nm()} and {nm('to')} do not trade."
    more = _more(event, t, nm, cards)
    if more is not None:
        return more
    seat = event.get("seat")
    who = (nm() + ": ") if seat is not None else ""
    return who + (t or "event").replace("_", " ") + "."


def discs_words(event, names):
    """R8, an explorer pile emptied: who gained action discs (the event's `gained`)."""
    gained = event.get("gained")
    if gained is None:                      # (an event without it: as it was told before)
        return "An explorer pile is empty: every player gains an action disc (up to the most)."
    if not gained:
        return "An explorer pile is empty: everyone already has the most action discs; nobody gains one."
    counts = {k for _, k in gained}
    what = "an action disc" if counts == {1} else "action discs"
    if len(gained) == len(names):
        return f"An explorer pile is empty: everyone gains {what}."
    who = [names[s] for s, _ in gained]
    who = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    return (f"An explorer pile is empty: {who} gain{'s' if len(gained) == 1 else ''} {what} "
            "(the others have the most already).")


def _more(event, t, nm, cards=None):
    """Sentences for the rarer events (actions of cards, buildings, events)."""
    if t == K.BUILD:
        return f"{nm()} builds a {event.get('kind')}."
    if t == K.USE_BUILDING:
        paid = f" ({event['florins']}ƒ)" if event.get("florins") is not None else ""
        return f"{nm()} uses a market or port{paid}."
    if t == K.ENTER:
        return f"{nm()} moves a unit into a building."
    if t == K.EVICT:
        return f"{nm()} evicts a rebel from a building."
    if t == K.BENEFACTOR:
        return f"{nm()} lays {event.get('florins')}ƒ on the Benefactor card."
    if t == K.EXCHANGE:
        return f"{nm()} gives 1 {event.get('give')} to the bank and takes 1 {event.get('take')}."
    if t == K.SELL_BANK:
        return f"{nm()} sells 1 {event.get('res')} to the bank for {event.get('florins')}ƒ."
    if t == K.FLORINS:
        return f"{nm()} gains {event.get('florins')}ƒ."
    if t == K.HEX_LOST:
        return f"{nm()}'s hex fits nowhere and leaves the game."
    if t == K.OBJECTIVE_MET:
        return f"{nm()}'s objective is met: the game ends soon."
    if t == K.SUNK:
        return f"{nm()} returns a ship to the reserve."
    if t == K.REMOVED:
        return f"{nm()} returns a citizen to the reserve."
    if t == K.SHIP:
        return f"{nm()} puts a ship at a port."
    if t == K.STAND:
        return f"{nm()} stands up a rebel."
    if t == K.OPTION:
        return f"{nm()} chooses option {event.get('option', 0) + 1}."
    if t == K.BLOCK:
        return f"{nm()} blocks an icon with a barbarian coin."
    if t == K.UNBLOCK:
        return f"{nm()} removes a barbarian coin."
    if t == K.LEVY:
        return f"{nm()} pays {event.get('paid')}ƒ of {event.get('owed')}ƒ owed."
    if t == K.WONDER:
        return f"{nm()} builds the wonder {card_name(event, cards)}."
    if t == K.REVEAL:
        return f"{nm()} reveals {len(event.get('cards') or [])} cards of the deck."
    if t == K.PEEKED:
        return f"{nm()} looks at {nm('target')}'s objective."
    if t == K.PEEKED_DECK:
        return f"{nm()} looks at cards of the deck."
    if t == K.PEEK_OBJECTIVE:
        return f"You saw {nm('target')}'s objective."
    if t == K.PEEK_DECK:
        return "You saw cards of the deck."
    if t == K.ASK_PERMISSION:
        return f"{nm()} asks permission to harvest."
    if t == K.PERMISSION_PRICE:
        return f"{nm()} asks {event.get('florins')}ƒ for the permission."
    if t == K.PERMISSION:
        return f"Permission {'granted' if event.get('granted') else 'refused'} to {nm('to')}."
    if t == K.TEMPLE_STANDUP:
        return f"{nm()}'s temple stands up every citizen on its hex."
    if t == K.REDEAL:
        return f"{nm()}'s hexes fit nowhere: {len(event.get('hexes') or ())} new ones are dealt."
    if t == K.RESHUFFLE:
        return "The discard pile becomes the new deck."
    return None


def card_name(event, cards=None) -> str:
    """The name of an event's card (engine events carry the id; `cards` maps ids to names)."""
    cid = event.get("card")
    if cards is not None and cid in cards:
        return cards[cid]
    return f"card {cid}" if cid else "a card"


def _first_up(text):
    return text[:1].upper() + text[1:]


def _use_card(event, nm, cards):
    """R10.3: who used which card, whose it is, and what a coloured arrow paid its owner;
    a used card rests (turned) until phase 1."""
    name = card_name(event, cards)
    owner, seat, paid = event.get("owner"), event.get("seat"), event.get("florins") or 0
    if owner is None or owner == seat:
        return f"{nm()} uses {name}" + (f" ({paid}ƒ)." if paid else ".")
    whose = nm("owner")
    return (f"{nm()} uses {whose}'s {name} (coloured arrow): {whose} is paid {paid}ƒ, and the card "
            "rests, used, until phase 1.")


def goods_text(items, cards=None) -> str:
    """What changes hands in a trade ({item: count}) in words: '2ƒ, 1 fish, 1 explorer
    token, Lighthouse'. `cards`: card id -> name (ids as they are without it)."""
    parts = []
    for item, k in dict(items or {}).items():
        if item == "florin":
            parts.append(f"{k}ƒ")
        elif item == K.TOKEN:
            parts.append(f"{k} explorer token{'s' if k != 1 else ''}")
        elif cards is not None and item in cards:
            parts.append(cards[item])
        elif not str(item).islower():
            parts.append(f"card {item}")
        else:
            parts.append(f"{k} {item}")
    return ", ".join(parts) if parts else "nothing"


# Events that repeat within a turn and merge into one sentence with their count:
# type -> (the fields that must be equal, the field summed or None to count them, sentence).
_MERGE = {
    "harvest": (("seat", "res"), "got", lambda n, e, nm: f"{nm} harvests {n} {e.get('res')}."),
    "gain": (("seat", "res"), None, lambda n, e, nm: f"{nm} takes {n} {e.get('res')}."),
    "supply": (("res", "market"), None, lambda n, e, nm: f"{n} {e.get('res')} go to the {e.get('market')} market."),
    "deliver": (("seat", "res", "source"), None,
                lambda n, e, nm: f"{nm} delivers {n} {e.get('res')} ({e.get('source')})."),
    "move": (("seat",), None, lambda n, e, nm: f"{nm} moves {n} units."),
    "citizen": (("seat",), None, lambda n, e, nm: f"{nm} places {n} citizens."),
    "token": (("seat",), None, lambda n, e, nm: f"{nm} takes {n} explorer tokens."),
    "stand": (("seat",), None, lambda n, e, nm: f"{nm} stands up {n} rebels."),
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
                last[0] = (ent[0], f"{ent[1]} (×{last[2]})", ent[2])
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
        text = f"{text.rstrip('.')} ({event['cause']})."
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
    tokens = "; ".join(f"{p['count']} {' and '.join(p['buildings'])} tokens shared by all" for p in pools)
    asks = rules["negotiation"]["permission_prices"]
    cut = ("An export crisis asks only the first n cubes of its list with n players (all of "
           "them if the list is shorter): the deck top shows just those. "
           if rules["options"]["export_truncation"] else "")
    return [
        ("Crises (phase 4 and red parts)",
         "Domestic: every citizen lies down except those standing in a temple. In turn order each "
         "player may hand over cubes of the demanded resource; each cube stands up that many lying "
         "citizens of the deliverer's choice, anyone's. A temple's controller may stand up every "
         "citizen on its hex for free, in their own answer and only before they deliver a cube in it. "
         "Each citizen still lying then becomes a rebel and adds one to "
         "rebellion: this is the main road to independence. " + cut + "Each listed cube not delivered "
         "adds one to rebellion. Cubes taken from the market for a crisis cost nothing and go "
         "straight to the bank; explorer tokens count as any cube."),
        ("Wonders",
         "Building a wonder is your card use for the turn: pay its cubes and discs, and one active "
         "citizen of yours leaves the map for good onto the card (population −1, which can make "
         "rebellion exceed population: independence). A building it stood in is left empty."),
        ("Bids (phase 2)",
         "Every bid is paid to the bank, not only the winner's. The top bidder arranges the turn "
         "order; tied top bidders bid again in secret among themselves and pay again; a second tie, "
         "or all bids 0, leaves the order as it was."),
        ("New cards",
         "A card bought or gained this round can be used (or built) from the next round. The lock "
         "belongs to the card: it stays locked for whoever holds it after a trade."),
        ("Harvest on another's town hex",
         "Where another player controls the town, you may harvest only with their permission; "
         f"they may grant it for free, for {_range(asks)}ƒ, or refuse."),
        ("Exploration",
         "The new hex must touch at least two placed hexes with matching edges, so that one of your "
         "active units next to it can move onto it. You then take an explorer token, one cube of a "
         "resource on the hex goes to the domestic market, you take one cube of another resource "
         "it shows, and surplus workers rise by one per hut. If it fits nowhere it leaves the game."),
        ("Round 0",
         f"Each player places one dealt hex next to the start hex, puts {r0['citizens']} citizens on "
         f"one of its land areas, moves their ship onto it and takes {r0['explorer_tokens']} explorer "
         "token(s); its huts, market cube and own cube count as in an exploration. Then the evolution "
         "track is filled and the trend card is turned up."),
        ("Building tokens",
         f"{tokens}. A hex holds at most one building of each type (one town, one market, one "
         "port, one temple)."),
    ]


def glossary(rules) -> list[tuple[str, str]]:
    """(term, plain words) for every term the table uses, for the F1 'Words' tab (issue 14);
    numbers read from rules.yaml (R0 words, R1-R11)."""
    pieces, mu = rules["pieces"], rules["market_use"]
    prices = rules["track"]["prices"]
    return [
        ("Action disc", f"Your actions for the round: one disc on a wheel space is one action. You start "
                        f"with {rules['start']['action_discs']} and gain one when an explorer pile empties "
                        f"(at most {pieces['action_discs']}); they come back in phase 6."),
        ("Active", "A standing unit that may still act this round."),
        ("Engaged", "A standing unit already used this round (it harvested, built or worked a "
                    "building). It acts again after phase 1, when every engaged unit becomes active."),
        ("Lying", "A citizen laid down by a domestic crisis. A delivered cube stands some up; those "
                  "still lying when the crisis ends become rebels."),
        ("Rebel", "A citizen left lying after a domestic crisis: it cannot act, pays no taxes, does "
                  "not reproduce or control a building, and adds one to rebellion. Rebels stand up in "
                  "phase 1."),
        ("Population", "Every citizen on the map, rebels included (board III reads it in phase 3)."),
        ("Rebellion", "The colony's unrest (board III's marker). Taxes, rebels, missed export cubes, "
                      "board rows and some cards and events raise it; some cards, events and board rows "
                      "lower it. Temples do not lower it: they keep citizens from lying down in a "
                      "domestic crisis, so fewer become rebels."),
        ("Independence", "When rebellion exceeds the population, the colony declares independence: the "
                         "game ends at once and everyone loses, unless someone holds the Separatist "
                         "objective (that player wins alone)."),
        ("Surplus workers", "Idle people of the colony (board IV). Huts on new hexes, crowded domestic "
                            "market areas and a large population add them; each recruit takes one. The row they reach sets the recruit "
                            "price and can move rebellion in phase 3."),
        ("Hut", "A symbol on a hex: surplus workers +1 for each hut when the hex is placed."),
        ("Domestic market", "Board I: cubes sold inside the colony. Selling pays the price of the row "
                            "the cube lands in; in phase 3 a crowded area adds surplus workers, and an "
                            "empty area of a food (fruit, cattle, fish) adds rebellion."),
        ("Export market", "Board II: cubes sold abroad; it starts empty. In phase 3 a crowded area takes "
                          "surplus workers away, and a very crowded one adds rebellion."),
        ("Market, port", f"Buildings: whoever controls one pays {mu['florins']}ƒ for {mu['transactions']} "
                         "transactions on the domestic market (a market) or the export market (a port), "
                         "without a disc, once a round."),
        ("Town, temple", "A town's controller controls the hex's empty buildings and grants harvest "
                         "permission there. A temple's occupant never lies down in a domestic crisis, and "
                         "its controller may stand up every citizen on its hex for free, in their answer "
                         "before delivering any cube. Temples do not lower rebellion."),
        ("Control", "A building belongs to the player whose standing, non-rebel unit is in it (an empty "
                    "one to the town's controller on that hex)."),
        ("Convoy", "A citizen travelling by sea to another land area, through hexes that hold your ships."),
        ("Balance side, deck top", "The back of the evolution deck's top card: a crisis or an event, "
                                   "resolved in phase 4."),
        ("Domestic crisis", "Every citizen lies down except in temples; each cube of the asked resource "
                            "stands up the printed number; those left lying become rebels."),
        ("Export crisis", "A list of cubes to deliver; each cube nobody delivers adds one to rebellion. "
                          "With n players only the first n cubes are asked."),
        ("Event", "A one-off happening on a balance side (Pirate, Thief, Festival, ...); its effect is "
                  "written on the deck top and in its tooltip."),
        ("Red part", "A crisis or event on a red background: it happens at once when the card comes "
                     "to the top of the deck, not in phase 4."),
        ("Evolution track", f"The row of cards for sale. A card enters at {prices[0]}ƒ; each quarter "
                            "turn lowers its price one step."),
        ("The flash", "The last step of a card's price ladder: a card turned onto it is discarded."),
        ("Black arrow, coloured arrow", "A black-arrow card is used by its owner only; a coloured-arrow "
                                        "card by anyone (a non-owner pays the owner)."),
        ("Wonder", "A progress card you build (cubes, discs and one citizen who leaves the map for "
                   "good); it scores its points only when built."),
        ("Wheel, circle", f"The action wheel. {', '.join(rules['wheel']['unlimited']).capitalize()} take "
                          "any number of discs; the other spaces have a few circles, first come, first "
                          "served."),
        ("Explorer token", "Taken when you explore; in a crisis it counts as any cube. When one of the "
                           "first piles runs out, every player below the most action discs gains one."),
        ("Objective card", "Your secret card: its upper half is an end condition the game checks, its "
                           "lower half ranks every player for points when it is revealed."),
        ("Trend card", "The public card turned up after round 0: it ranks every player at the end."),
        ("n, per player", "n is the number of players. An objective's threshold such as '5 (1 per "
                          "player + 2)' is already worked out for this game: the number in front."),
        ("Bid", "Florins offered in secret for the turn order; every bid is paid, the winner arranges "
                "the order."),
        ("Barbarian coin", "A coin on a resource icon: nobody can harvest that icon again."),
        ("Harvest permission", "Harvesting on a hex where another player controls the town needs their "
                               "permission (free, for florins, or refused)."),
        ("Hidden", "Secret: each player's stock (florins, cubes, explorer tokens), their objective card "
                   "and their bid until all bids are revealed together; each is seen only on its owner's "
                   "screen. Not secret: a trade's terms. As at a real table, where deals are spoken aloud, "
                   "the log and the curtain's summary say what each side gave."),
    ]
