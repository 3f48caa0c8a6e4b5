"""Invariants that hold after every action (used by tests and `sim --check`).

`check(state)` returns a list of violations (empty when all is well): the finite supplies
of R1 are conserved, every piece is somewhere exactly once, caps hold, and the markers
agree with the table.
"""

from collections import Counter

from . import board, pieces
from .kinds import EXPLORE, EXPLORE_PICK, REVEAL
from .pieces import B, H, I


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
    icons = Counter()
    occupied = Counter()
    for seat in range(n):
        p = ps[seat]
        if not 0 <= p["discs_used"] <= p["discs"] <= state.cfg["max_discs"]:
            out.append(f"seat {seat}: discs {p['discs_used']}/{p['discs']}")
        per_hex = Counter()
        for u in pieces.player_units(state, seat):
            t = state.units[u]
            if t is None:
                continue
            if t[H] >= 0:
                if t[H] >= len(state.hexes):
                    out.append(f"unit {u} on a missing hex")
                    continue
                if not pieces.is_ship(state, u):
                    per_hex[t[H]] += 1
                    on_map += 1
                    if not 0 <= t[1] < len(board.face_of(state, t[H]).areas):
                        out.append(f"unit {u}: no land area {t[1]} on hex {t[H]}")
            if t[I] >= 0:
                icons[(t[H], t[I])] += 1
            if t[B] >= 0:
                occupied[t[B]] += 1
                if state.buildings[t[B]][0] != t[H]:
                    out.append(f"unit {u} stands in a building on another hex")
        if any(k > state.cfg["hex_cap"] for k in per_hex.values()):
            out.append(f"seat {seat}: more than {state.cfg['hex_cap']} citizens on a hex")
    if on_map != state.population:
        out.append(f"population {state.population} != {on_map} citizens on hexes")
    if any(k > 1 for k in icons.values()):
        out.append("two units on one icon")
    if any(k > 1 for k in occupied.values()):
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
    out += _cards(state) + _hexes(state)
    if state.over is None and state.rebellion > state.population:
        out.append("rebellion above population but no independence")
    return out


def _cards(state):
    seen = Counter(state.deck) + Counter(state.discard) + Counter(list(state.owner))
    seen.update(s[0] for s in state.slots if s is not None)
    for f in state.frames:
        if f["k"] == REVEAL:
            seen.update(f["cards"])
    out = [f"card {c} is in {k} places" for c, k in seen.items() if k != 1]
    missing = set(state.content.cards) - set(seen)
    if missing:
        out.append(f"cards missing: {sorted(missing)}")
    return out


def _hexes(state):
    seen = Counter(h[0] for h in state.hex_stack) + Counter(h[0] for h in state.hex_discard) + \
        Counter(h[0] for h in state.hex_out)
    faces = state.content.faces
    seen.update(faces[h[2]].hex_id for h in state.hexes[1:])
    for hand in state.hands:
        seen.update(h[0] for h in hand)
    for f in state.frames:
        if f["k"] in (EXPLORE, EXPLORE_PICK) and f["stage"] != "look":
            seen[f["hex"]] += 1
    out = [f"hex {h} is in {k} places" for h, k in seen.items() if k != 1]
    missing = set(state.content.hexes) - set(seen)
    if missing:
        out.append(f"hexes missing: {sorted(missing)}")
    positions = Counter((h[0], h[1]) for h in state.hexes)
    if any(k > 1 for k in positions.values()):
        out.append("two hexes at one position")
    for i in range(len(state.hexes)):
        kinds = board.side_kinds(board.face_of(state, i), state.hexes[i][3])
        for s, nb in board.neighbours(state.at, *state.hexes[i][:2]):
            other = board.side_kinds(board.face_of(state, nb), state.hexes[nb][3])
            if kinds[s] != other[(s + 3) % 6]:
                out.append(f"hexes {i} and {nb} do not match")
    return out
