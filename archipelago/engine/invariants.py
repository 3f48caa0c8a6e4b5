"""Invariants that hold after every action (used by tests and `sim --check`).

`check(state)` returns a list of violations (empty when all is well): the finite supplies
of R1 are conserved, every piece is somewhere exactly once, caps hold, and the markers
agree with the table.
"""

from collections import Counter

from . import board
from .core import immutable
from .flow import AUTOMATIC, DECISIONS, legal_actions, to_act
from .kinds import EXPLORE, EXPLORE_PICK, REVEAL
from .pieces import B, H, I
from .rounds import PHASES


def check(state):
    out = []
    rules = state.content.rules
    n = state.cfg["n"]
    ps = state.players
    for res, total in rules["bank"]["cubes"].items():
        have = state.bank[res] + state.dom[res] + state.exp[res] + sum(p["cubes"][res] for p in ps)
        if have != total:
            out.append(f"{res} cubes: {have} != {total}")
        if min(state.bank[res], state.dom[res], state.exp[res]) < 0 or \
                any(p["cubes"][res] < 0 for p in ps):
            out.append(f"{res} cubes: negative count")
    florins = state.bank_florins + state.wheel_florins + sum(p["florins"] for p in ps) + \
        sum(c[2] for c in state.coins) + sum(p["stats"]["benefactor_florins"] for p in ps)
    if florins != rules["bank"]["florins"]:
        out.append(f"florins: {florins} != {rules['bank']['florins']}")
    if state.bank_florins < 0 or any(p["florins"] < 0 for p in ps):
        out.append("florins: negative holding")
    tokens = sum(state.piles) + state.tokens_box + sum(p["tokens"] for p in ps)
    if tokens != sum(rules["explorer_piles"]):
        out.append(f"explorer tokens: {tokens} != {sum(rules['explorer_piles'])}")
    on_map = 0
    icons = set()               # (hex, icon) pairs covered, buildings stood in
    occupied = set()
    twice_icon = twice_building = False
    cfg = state.cfg
    slots, citizens = cfg["unit_slots"], cfg["citizens"]
    units, hexes, buildings = state.units, state.hexes, state.buildings
    faces = state.content.faces
    areas = [len(faces[h[2]].areas) for h in hexes]
    for seat in range(n):
        p = ps[seat]
        if not 0 <= p["discs_used"] <= p["discs"] <= cfg["max_discs"]:
            out.append(f"seat {seat}: discs {p['discs_used']}/{p['discs']}")
        per_hex = {}
        base = seat * slots                     # (pieces.player_units: citizens, then ships)
        for u in range(base, base + slots):
            t = units[u]
            if t is None:
                continue
            h = t[H]
            if h >= 0:
                if h >= len(hexes):
                    out.append(f"unit {u} on a missing hex")
                    continue
                if u - base < citizens:         # (not pieces.is_ship)
                    per_hex[h] = per_hex.get(h, 0) + 1
                    on_map += 1
                    if not 0 <= t[1] < areas[h]:
                        out.append(f"unit {u}: no land area {t[1]} on hex {h}")
            if t[I] >= 0:
                twice_icon = twice_icon or (h, t[I]) in icons
                icons.add((h, t[I]))
            if t[B] >= 0:
                twice_building = twice_building or t[B] in occupied
                occupied.add(t[B])
                if buildings[t[B]][0] != h:
                    out.append(f"unit {u} stands in a building on another hex")
        if per_hex and max(per_hex.values()) > cfg["hex_cap"]:
            out.append(f"seat {seat}: more than {cfg['hex_cap']} citizens on a hex")
    if on_map != state.population:
        out.append(f"population {state.population} != {on_map} citizens on hexes")
    if twice_icon:
        out.append("two units on one icon")
    if twice_building:
        out.append("two units in one building")
    if not 0 <= state.rebellion <= state.cfg["stability_max"]:
        out.append(f"rebellion {state.rebellion} off the board")
    if not 0 <= state.surplus <= state.cfg["surplus_max"]:
        out.append(f"surplus {state.surplus} off the board")
    for market, counts in (("domestic_market", state.dom), ("export_market", state.exp)):
        for res, c in counts.items():
            if c > 3 * len(rules[market][res]["prices"]):
                out.append(f"{market} {res}: {c} cubes overflow")
    for pool, spec in rules["building_tokens"].items():
        used = sum(1 for b in state.buildings if b[2] in spec["buildings"])
        if used > spec["count"]:
            out.append(f"{pool} tokens: {used} > {spec['count']}")
    kinds = Counter((b[0], b[2]) for b in state.buildings)
    if any(k > 1 for k in kinds.values()):
        out.append("two buildings of one kind on a hex")
    out += _cards(state) + _hexes(state) + _frames_immutable(state)
    if state.over is None and state.rebellion > state.population:
        out.append("rebellion above population but no independence")
    return out


def _frames_immutable(state):
    """Every field of a decision frame is a number, text, None or a tuple of such (views
    share them: engine/view.py)."""
    return [f"decision {f.get('k')!r}: field {k!r} holds more than numbers, text and lists of them"
            for f in state.frames for k, v in f.items() if not immutable(v)]



def _cards(state):
    seen = Counter(state.deck)
    seen.update(state.discard)
    seen.update(iter(state.owner))    # (a Counter counts a mapping's values)
    seen.update(s[0] for s in state.slots if s is not None)
    for f in state.frames:
        if f["k"] == REVEAL:
            seen.update(f["cards"])
    out = [f"card {c} is in {k} places" for c, k in seen.items() if k != 1]
    missing = set(state.content.cards).difference(seen)
    if missing:
        out.append(f"cards missing: {sorted(missing)}")
    return out


def _hexes(state):
    seen = Counter(h[0] for h in state.hex_stack)
    seen.update(h[0] for h in state.hex_discard)
    seen.update(h[0] for h in state.hex_out)
    faces = state.content.faces
    seen.update(faces[h[2]].hex_id for h in state.hexes[1:])
    for hand in state.hands:
        seen.update(h[0] for h in hand)
    for f in state.frames:
        if f["k"] in (EXPLORE, EXPLORE_PICK) and f["stage"] != "look":
            seen[f["hex"]] += 1
    out = [f"hex {h} is in {k} places" for h, k in seen.items() if k != 1]
    missing = set(state.content.hexes).difference(seen)
    if missing:
        out.append(f"hexes missing: {sorted(missing)}")
    if len({(h[0], h[1]) for h in state.hexes}) != len(state.hexes):
        out.append("two hexes at one position")
    return out + _edges(state)


def _edges(state):
    """R2: every two touching hexes show the same kind (land or sea) on their shared side;
    each face's sides are looked up once."""
    faces = state.content.faces
    kinds = [faces[h[2]].rot_kinds[h[3]] for h in state.hexes]
    get = state.at.get
    out = []
    for i, h in enumerate(state.hexes):
        q, r, mine = h[0], h[1], kinds[i]
        for s, dq, dr in board.STEPS:           # (board.neighbours, without its list)
            nb = get((q + dq, r + dr))
            if nb is not None and mine[s] != kinds[nb][(s + 3) % 6]:
                out.append(f"hexes {i} and {nb} do not match")
    return out


# --- a state from outside (a save): ranges, known ids, a game that can go on -------------------
# Added for issue 13. `check` above assumes an engine-made state; these two assume nothing
# about types and never raise on a well-formed State object with odd values.

def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _in(v, lo, hi):
    return _int(v) and lo <= v <= hi


def check_ranges(state):
    """Violations of ranges and known ids in a state that came from outside (a save):
    the player count, round and phase, every count within its supply and non-negative,
    every card, objective, trend, hex and face id known to the content, the turn order a
    permutation of the seats, every decision frame of a known kind naming a real seat."""
    content = state.content
    rules = content.rules
    out = []
    cfg = state.cfg if isinstance(state.cfg, dict) else {}
    n = cfg.get("n")
    lo, hi = rules["players"]["min"], rules["players"]["max"]
    if not _in(n, lo, hi) or not isinstance(state.players, list) or len(state.players) != n:
        return [f"{n!r} players (the game takes {lo}-{hi})"]
    if cfg.get("length") not in rules["lengths"]:
        out.append(f"unknown game length {cfg.get('length')!r}")
    if not _in(state.round, 0, 999):
        out.append(f"round {state.round!r} out of range")
    if state.phase not in ("setup", "round0") + PHASES:
        out.append(f"unknown phase {state.phase!r}")
    florins = rules["bank"]["florins"]
    for what, v in (("bank", state.bank_florins), ("wheel", state.wheel_florins)):
        if not _in(v, 0, florins):
            out.append(f"{what} florins {v!r} out of range 0-{florins}")
    supply = rules["bank"]["cubes"]
    tokens = sum(rules["explorer_piles"])
    for seat, p in enumerate(state.players):
        if not isinstance(p, dict):
            out.append(f"seat {seat}: not a player")
            continue
        if not _in(p.get("florins"), 0, florins):
            out.append(f"seat {seat}: {p.get('florins')!r} florins out of range 0-{florins}")
        if not _in(p.get("tokens"), 0, tokens):
            out.append(f"seat {seat}: {p.get('tokens')!r} explorer tokens out of range 0-{tokens}")
        cubes = p.get("cubes")
        if not isinstance(cubes, dict) or set(cubes) != set(supply):
            out.append(f"seat {seat}: cubes of unknown kinds")
        else:
            out += [f"seat {seat}: {v!r} {r} cubes out of range 0-{supply[r]}"
                    for r, v in cubes.items() if not _in(v, 0, supply[r])]
        if p.get("objective") is not None and p.get("objective") not in content.objectives:
            out.append(f"seat {seat}: unknown objective {p.get('objective')!r}")
        stats = p.get("stats")
        if not isinstance(stats, dict) or not all(_in(v, 0, 10 ** 6) for v in stats.values()):
            out.append(f"seat {seat}: damaged statistics")
    for what, counts in (("bank", state.bank), ("domestic market", state.dom), ("export market", state.exp)):
        if not isinstance(counts, dict) or set(counts) != set(supply):
            out.append(f"{what}: cubes of unknown kinds")
            continue
        out += [f"{what}: {v!r} {r} cubes out of range 0-{supply[r]}" for r, v in counts.items()
                if not _in(v, 0, supply[r])]
    if not isinstance(state.piles, list) or not all(_in(v, 0, tokens) for v in state.piles) \
            or not _in(state.tokens_box, 0, tokens):
        out.append("explorer token piles out of range")
    cards = content.cards
    listed = list(state.deck) + list(state.discard) + list(state.owner) + \
        [s[0] if isinstance(s, tuple) and s else s for s in state.slots if s is not None]
    unknown = sorted({repr(c) for c in listed if not isinstance(c, str) or c not in cards})
    if unknown:
        out.append(f"unknown cards {', '.join(unknown[:5])}")
    if state.trend is not None and state.trend not in content.trends:
        out.append(f"unknown trend card {state.trend!r}")
    faces = [h[2] if isinstance(h, tuple) and len(h) > 2 else None for h in state.hexes]
    if not state.hexes or any(not isinstance(f, str) or f not in content.faces for f in faces):
        out.append("a hex with an unknown face")
    piles = [h for pile in (state.hex_stack, state.hex_discard, state.hex_out) for h in pile] + \
        [h for hand in state.hands for h in (hand if isinstance(hand, tuple) else ())]
    if any(not isinstance(h, tuple) or not h or not isinstance(h[0], str) or h[0] not in content.hexes
           for h in piles):
        out.append("an unknown hex tile")
    if not isinstance(state.order, tuple) or sorted(state.order, key=repr) != list(range(n)):
        out.append(f"turn order {state.order!r} is not the seats 0-{n - 1}")
    for f in state.frames:
        kind = f.get("k") if isinstance(f, dict) else None
        if not isinstance(kind, str) or (kind not in DECISIONS and kind not in AUTOMATIC):
            out.append(f"unknown decision {kind!r}")
        elif kind in DECISIONS and not _in(f.get("seat"), 0, n - 1):
            out.append(f"decision {kind} for seat {f.get('seat')!r}")
    if all(isinstance(f, dict) for f in state.frames):
        out += _frames_immutable(state)
    return out


def check_playable(state):
    """Violations of "the game can go on": unless it is over, a decision is on the stack,
    a seat must decide and has at least one legal action, each of them its own."""
    if state.over is not None:
        return []
    if not state.frames:
        return ["no decision is pending but the game is not over"]
    top = state.frames[-1]
    if top.get("k") not in DECISIONS:
        return [f"the pending step {top.get('k')!r} is not a decision"]
    seat = to_act(state)
    if not _in(seat, 0, state.cfg["n"] - 1):
        return [f"seat {seat!r} cannot decide"]
    legal = legal_actions(state)
    if not legal:
        return [f"seat {seat} must decide but has no legal action"]
    if any(a.seat != seat for a in legal):
        return ["a legal action of another seat than the one to decide"]
    return []
