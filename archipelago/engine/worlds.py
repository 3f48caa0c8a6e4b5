"""Possible worlds (issue 15; issue 27: beside the engine, as OpenSpiel's
ResampleFromInfostate): a whole game state built from one seat's view, its hidden parts
drawn at random but consistent with what the seat sees. The searching bots play their
candidates in such worlds; a world is an ordinary State (the engine's own from_dict
builds it, so it follows the engine's storage as the engine changes).

    world = resample(content, view, rng, my_bid=None, lean=0.0)

It reads the view only (never a state). What the view hides, and how it is drawn:
  - the other players' florins, cubes and explorer tokens: their sums are known (R1: the
    supplies are finite and conserved, as engine/invariants checks), so the sums are dealt
    among the other players at random;
  - their unrevealed objectives: cards of the game's length that are not mine, not revealed
    and not peeked, without a card whose end condition already holds (R11: it would have
    been revealed), unless I peeked at the seat's card; with a `lean`, a card is the likelier
    for a player the more points its row would give him now (players play for their own card:
    the game review's reading of the table, issue 41);
  - the deck's order (R3.4): the cards not on the track, in the discard, owned or shown,
    shuffled, with a card showing the visible balance side on top (R5.4); cards the seat
    saw in a peek at the deck are not put back in their places (a simplification: the
    draws since the peek are not tracked);
  - the hex stack and the hex discard (R3.3, R5.12): the hexes not on the map, out, in a
    hand or being explored, shuffled between them, the visible top face kept on top;
  - sealed bids (R5.2) and the victim's fists (DECK 2.1): amounts and cubes the bidder or
    victim could have chosen (my own remembered bid where I have one);
  - the seed of the future (dice, shuffles): a new one per world.
"""

import math

from . import pieces
from .core import FORMAT, VERSION, from_dict
from .ending import condition_met, objective_row
from .kinds import BIDS, EXPLORE, EXPLORE_PICK, FISTS, REVEAL
from .setup import new_game
from .view import _balance

_CFG = {}
# Bids of other players, drawn from what bots and people usually bid (R5.2).
BID_DRAW = (0, 0, 0, 1, 1, 2, 3)


def cfg_template(content, n, length):
    """The engine's game settings for n players and this length (any deal: the seed is
    replaced per world), cached per content."""
    key = (id(content), n, length)
    hit = _CFG.get(key)
    if hit is None or hit[0] is not content:
        s = new_game(content, [f"P{i}" for i in range(n)], length, 0)
        hit = _CFG[key] = (content, dict(s.cfg))
    return hit[1]


def resample(content, view, rng, my_bid=None, lean=0.0):
    """A State the seat of `view` cannot tell from the real one; `rng` (random.Random)
    draws the hidden parts (the public view, seat None, is a seat that holds nothing).
    `my_bid`: the amount this seat sealed in the current bids, if it remembers it. `lean`:
    how much the others' objectives are read from the table (_deal_objectives; 0: drawn
    evenly)."""
    me = view["seat"]
    n = view["n"]
    rules = content.rules
    cfg = dict(cfg_template(content, n, view["length"]))
    cfg["names"] = list(view["names"])
    cfg["seed"] = rng.getrandbits(62)
    others = [s for s in range(n) if s != me]
    players = [_player(p) for p in view["players"]]
    _deal_holdings(rules, view, players, others, rng)
    d = {"format": FORMAT, "version": VERSION, "cfg": cfg, "rng": 0, "log": [], "log_n": 0}
    for name in ("round", "phase", "rebellion", "surplus", "population", "wheel_florins",
                 "tokens_box", "trend", "ending", "order", "hexes", "units", "buildings",
                 "used_buildings", "coins", "wheel", "discard", "owner", "acquired",
                 "used_cards", "card_discs", "built", "piles", "hex_out", "hands"):
        d[name] = view[name]
    d["bank_florins"] = view["bank"]["florins"]
    d["bank"] = view["bank"]["cubes"]
    d["dom"] = view["markets"]["domestic"]
    d["exp"] = view["markets"]["export"]
    d["slots"] = [None if t is None else [t["card"], t["turns"]] for t in view["track"]]
    d["over"] = None
    d["deck"] = _deck(content, view, rng)
    d["hex_stack"], d["hex_discard"] = _hexes(content, view, rng)
    d["players"] = players
    d["frames"] = [_frame(f, view, players, me, rng, my_bid) for f in view["frames"]]
    state = from_dict(content, d)
    _deal_objectives(state, view, others, rng, lean)
    return state


def _player(p):
    out = dict(p)
    del out["seat"]
    if out["cubes"] is None:
        out["florins"], out["tokens"] = 0, 0
        out["cubes"] = {}
        out["seen"], out["auto_benefactor"] = [], False
    return out


def others_florins(rules, view):
    """The other players' florins together: what the supply (R1: conserved) misses beyond
    the bank, the wheel, coins on the map, florins an event gave (stats benefactor_florins) and the view's
    seat's. Public."""
    ps = view["players"]
    return rules["bank"]["florins"] - view["bank"]["florins"] - view["wheel_florins"] - \
        sum(c[2] for c in view["coins"]) - _mine(view)["florins"] - \
        sum(p["stats"]["benefactor_florins"] for p in ps)


def others_holdings(rules, view):
    """(florins, explorer tokens, {resource: cubes}) the other players hold together: what
    the supplies (R1: conserved) miss beyond the bank, the markets, the wheel, the box and
    the view's seat's own. Public."""
    mine = _mine(view)
    tokens = sum(rules["explorer_piles"]) - sum(view["piles"]) - view["tokens_box"] - mine["tokens"]
    cubes = {res: total - view["bank"]["cubes"][res] - view["markets"]["domestic"][res]
             - view["markets"]["export"][res] - mine["cubes"].get(res, 0)
             for res, total in rules["bank"]["cubes"].items()}
    return others_florins(rules, view), tokens, cubes


def _mine(view):
    """The view's seat's holdings (none in the public view)."""
    if view["seat"] is None:
        return {"florins": 0, "tokens": 0, "cubes": {}, "seen": ()}
    return view["players"][view["seat"]]


def _deal_holdings(rules, view, players, others, rng):
    """The other players' florins, cubes and explorer tokens: what the supplies miss,
    dealt among them one at a time at random (exact with one other player)."""
    florins, tokens, cubes = others_holdings(rules, view)
    for s in others:
        players[s]["cubes"] = dict.fromkeys(rules["resources"], 0)
    if not others:
        return
    for _ in range(max(0, florins)):
        players[rng.choice(others)]["florins"] += 1
    for _ in range(max(0, tokens)):
        players[rng.choice(others)]["tokens"] += 1
    cubes = {res: max(0, left) for res, left in cubes.items()}
    for seat, need in _theft_needs(view, others):
        pool = [res for res in sorted(cubes) for _ in range(cubes[res])]
        for res in rng.sample(pool, min(need, len(pool))):
            cubes[res] -= 1
            players[seat]["cubes"][res] += 1
    for res, left in cubes.items():
        for _ in range(left):
            players[rng.choice(others)]["cubes"][res] += 1


def _theft_needs(view, others):
    """[(victim, cubes)]: another player filling the fists of a theft (DECK 2.1) whose picks
    the view hides holds one cube more than he has picked (the frame stays open while he has
    a cube to pick); a world dealing him fewer would leave him no legal pick."""
    return [(f["seat"], f["picks"] + 1) for f in view["frames"]
            if f["k"] == FISTS and isinstance(f["picks"], int) and f["seat"] in others]


def _deal_objectives(state, view, others, rng, lean=0.0):
    """Unknown objectives of the others, drawn without repeats from the cards that could
    be in their hands (R11): evenly, or with a `lean` each player's card weighed by
    exp(lean * the points its row would give him had the game ended now), the players in
    random order."""
    me = view["seat"]
    players = state.players
    known = {p["objective"] for p in view["players"] if p["objective"]}
    peeked = {f[1]: f[2] for f in _mine(view)["seen"] or () if f[0] == "objective"}
    known.update(peeked.values())
    hidden = [s for s in others if players[s]["objective"] is None]
    if view["round"] < 1 or not hidden:
        return
    pool = sorted(o.id for o in state.content.objectives.values()
                  if o.length == view["length"] and view["n"] not in o.without_players
                  and o.id not in known and not condition_met(state, o))
    rng.shuffle(pool)
    if lean:
        _deal_read(state, [s for s in hidden if s not in peeked], pool, lean, rng)
    for s in hidden:
        if s in peeked:
            players[s]["objective"] = peeked[s]
        elif pool and players[s]["objective"] is None:
            players[s]["objective"] = pool.pop()


def _deal_read(state, seats, pool, lean, rng):
    """Deal the `seats` their cards from `pool` (taken out of it), each card weighed by
    exp(lean * its row's points for the seat now, R11), the seats in random order."""
    objs = state.content.objectives
    control = pieces.controllers(state)
    for s in rng.sample(seats, len(seats)):
        if not pool:
            return
        rows = [objective_row(state, objs[o], s, control) for o in pool]
        pick = rng.choices(range(len(pool)), [math.exp(lean * (r[s] if r else 0)) for r in rows])[0]
        state.players[s]["objective"] = pool.pop(pick)


def _deck(content, view, rng):
    """The deck: the unseen cards shuffled, one showing the visible balance on top."""
    seen = set(view["discard"]) | set(view["owner"])
    seen.update(t["card"] for t in view["track"] if t is not None)
    for f in view["frames"]:
        if f["k"] == REVEAL:
            seen.update(f["cards"])
    cards = sorted(c for c in content.cards if c not in seen)
    rng.shuffle(cards)
    top = view["deck_top"]
    if top is not None:
        for i, c in enumerate(cards):
            if _balance(content.cards[c].balance) == top:
                cards.append(cards.pop(i))
                break
    return cards[-view["deck_size"]:] if view["deck_size"] else []


def _hexes(content, view, rng):
    """(hex stack, hex discard): the unseen hexes shuffled between them, with random
    sides (R3.3), the visible top face kept on top."""
    faces = content.faces
    seen = {faces[h[2]].hex_id for h in view["hexes"][1:]}
    seen.update(h[0] for h in view["hex_out"])
    for hand in view["hands"]:
        seen.update(h[0] for h in hand)
    for f in view["frames"]:
        if f["k"] in (EXPLORE, EXPLORE_PICK) and f["stage"] != "look":
            seen.add(f["hex"])
    top = None
    if view["hex_stack_top"] is not None:
        face = faces[view["hex_stack_top"]]
        top = [face.hex_id, content.hexes[face.hex_id].faces.index(face)]
        seen.add(face.hex_id)
    rest = sorted(h for h in content.hexes if h not in seen)
    rng.shuffle(rest)
    rest = [[h, rng.randrange(2)] for h in rest]
    k = view["hex_discard_size"]
    discard, stack = rest[:k], rest[k:]
    if top is not None:
        stack = stack[:max(0, view["hex_stack_size"] - 1)] + [top]
    return stack, discard


def _frame(f, view, players, me, rng, my_bid):
    """A frame with its sealed fields drawn (R5.2 bids, DECK 2.1 fists)."""
    f = dict(f)
    f.pop("mine", None)                 # (the view's own bid: not a field of the state's frame)
    if f["k"] == BIDS and isinstance(f["bids"], int):
        bids = []
        for i in range(f["bids"]):
            s = f["who"][i]
            b = my_bid if s == me and my_bid is not None else rng.choice(BID_DRAW)
            bids.append(min(b, players[s]["florins"]))
        f["bids"] = bids
    elif f["k"] == FISTS and isinstance(f["picks"], int):
        have = [r for r, k in players[f["seat"]]["cubes"].items() for _ in range(k)]
        rng.shuffle(have)
        f["picks"] = have[:f["picks"]]
    return f
