"""What one seat may see (ARCHITECTURE "Hidden information"): everything public on the
table plus that seat's own secrets; `seat=None` gives the public view only.

The view is plain data: every list and dict in it is a fresh copy (a viewer may change
its view), while the state's records, which are tuples (hexes, units, buildings, coins,
hands, frame fields, actions), are shared as they are: nobody can change a tuple, and
copying them was most of a view's cost (issue 12).

Secrets: each player's florins, cubes, explorer tokens, objective (until revealed), the
turn-order bids until they are revealed (a bidder's view holds their own bid as the bids
frame's "mine": the florins it holds until the reveal, issue 38), the cubes in the fists of a theft, and what
cards showed one seat privately (peeks). The deck shows only its top card's balance side.

`facts` holds what the rules derive from the public table (pieces.public_facts: who
occupies and who controls each building, each seat's citizens and ships, the
population), so that no reader works a rule out again.
"""

from typing import Any

from .core import SCALAR_TYPES as _SCALARS, State, immutable
from .ending import result
from .flow import _legal, to_act
from .kinds import BIDS, FISTS
from .pieces import public_facts

# Frame fields shown only as a count: bids until their reveal (to everyone, R5.2) and
# the cubes in a thief's fists (to all but the victim choosing them, DECK 2.1).
_SEALED = {BIDS: ("bids", False), FISTS: ("picks", True)}


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    content = state.content
    cfg = state.cfg
    deciding = to_act(state)
    players = []
    s = 0
    for p in state.players:
        if s == seat:
            players.append({
                "seat": s, "name": p["name"], "discs": p["discs"], "discs_used": p["discs_used"],
                "florins": p["florins"], "cubes": p["cubes"].copy(), "tokens": p["tokens"],
                "objective": p["objective"], "revealed": p["revealed"],
                "reproduced": p["reproduced"], "stats": p["stats"].copy(),
                "seen": [*p["seen"]], "auto_benefactor": p["auto_benefactor"],
            })
        else:
            revealed = p["revealed"]
            players.append({
                "seat": s, "name": p["name"], "discs": p["discs"], "discs_used": p["discs_used"],
                "florins": None, "cubes": None, "tokens": None,
                "objective": p["objective"] if revealed else None,
                "revealed": revealed, "reproduced": p["reproduced"],
                "stats": p["stats"].copy(), "seen": None, "auto_benefactor": None,
            })
        s += 1
    deck = state.deck
    stack = state.hex_stack
    stack_top = None
    if stack:
        hx, side = stack[-1]
        stack_top = content.hexes[hx].faces[side].id
    return {
        "seat": seat,
        "names": [*cfg["names"]],
        "n": cfg["n"],
        "length": cfg["length"],
        "wheel_side": cfg["wheel_side"],
        "round": state.round,
        "phase": state.phase,
        "to_act": deciding,
        "order": [*state.order],
        "bank": {"cubes": state.bank.copy(), "florins": state.bank_florins},
        "markets": {"domestic": state.dom.copy(), "export": state.exp.copy()},
        "rebellion": state.rebellion,
        "surplus": state.surplus,
        "population": state.population,
        "piles": [*state.piles],
        "tokens_box": state.tokens_box,
        "hexes": [*state.hexes],
        "units": [*state.units],
        "unit_slots": cfg["unit_slots"],
        "citizens_per_player": cfg["citizens"],
        "buildings": [*state.buildings],
        "used_buildings": [*state.used_buildings],
        "coins": [*state.coins],
        "wheel": state.wheel.copy(),
        "wheel_florins": state.wheel_florins,
        "track": _track(state.slots, content.rules["track"]["prices"]),
        "deck_size": len(deck),
        "deck_top": _balance(content.cards[deck[-1]].balance) if deck else None,
        "discard": [*state.discard],
        "hex_stack_size": len(stack),
        "hex_stack_top": stack_top,
        "hex_discard_size": len(state.hex_discard),
        "hex_out": [*state.hex_out],
        "hands": [*state.hands],
        "trend": state.trend,
        "owner": state.owner.copy(),
        "acquired": state.acquired.copy(),
        "used_cards": state.used_cards.copy(),
        "card_discs": state.card_discs.copy(),
        "built": state.built.copy(),
        "players": players,
        "ending": dict(state.ending) if state.ending else None,
        "frames": _frames(state.frames, seat),
        "over": state.over is not None,
        "result": result(state),
        "log_n": state.log_n,
        "facts": public_facts(state),
        "legal": [*_legal(state)] if seat is not None and seat == deciding else [],
    }


def _track(slots, prices):
    """The track's cards (R5.14) with their turns and prices, a fresh dict each."""
    return [None if s is None else {"card": s[0], "turns": s[1], "price": prices[s[1]]}
            for s in slots]


def _frames(frames, seat):
    """The decision frames as the viewer may see them. Frame fields are scalars and tuples
    of them (engine/invariants.py checks it after every action and on every loaded state):
    a frame whose fields all hash (so none holds a list or dict, at any depth) and that
    seals nothing is a copy sharing them; any other goes through _frame."""
    out = []
    for f in frames:
        try:
            hash((*f.values(),))
        except TypeError:
            out.append(_frame(f, seat))
            continue
        out.append(f.copy() if f["k"] not in _SEALED else _frame(f, seat))
    return out


def _frame(f, seat):
    """A decision frame as the viewer may see it."""
    out = f.copy()
    # frame fields are scalars and tuples of them (engine/invariants.py checks it after
    # every action and on every loaded state): shared as they are
    if not _SHARED.issuperset(map(type, f.values())):
        for k, val in f.items():
            if not immutable(val):
                out[k] = _plain(val)
    sealed = _SEALED.get(f["k"])
    if sealed is not None:
        field, owner_sees = sealed
        if not (owner_sees and f["seat"] == seat):
            out[field] = len(f[field])
    if f["k"] == BIDS and seat in f["who"][:len(f["bids"])]:
        out["mine"] = f["bids"][f["who"].index(seat)]      # one's own bid, held until the reveal (R5.2)
    return out


_SHARED = _SCALARS | {tuple}
_BALANCES = {}      # id(a card's balance side) -> (that side, its plain form, its dicts' keys)


def _balance(side):
    """A fresh plain copy of a card's balance side (R5.4), the deck's visible top: the
    plain form is made once per card; a copy of its dicts is all a view pays."""
    hit = _BALANCES.get(id(side))
    if hit is None or hit[0] is not side:       # the entry keeps `side` alive
        plain = _plain(side)
        flat = all(immutable(x) or type(x) is dict and all(map(immutable, x.values()))
                   for x in plain.values())
        hit = _BALANCES[id(side)] = (side, plain if flat else None,
                                     tuple(k for k, x in plain.items() if type(x) is dict))
    _, plain, dicts = hit
    if plain is None:
        return _plain(side)
    out = plain.copy()
    for k in dicts:
        out[k] = out[k].copy()
    return out


def _plain(v):
    """Lists as fresh lists and mappings as fresh dicts, all the way down; an immutable
    tuple is shared (core.immutable), a tuple holding containers is built anew."""
    t = type(v)
    if t in _SCALARS:
        return v
    if t is list:
        return [x if type(x) in _SCALARS else _plain(x) for x in v]
    if isinstance(v, tuple):
        if immutable(v):
            return v
        return tuple(x if type(x) in _SCALARS else _plain(x) for x in v)
    if hasattr(v, "items"):
        return {k: x if type(x) in _SCALARS else _plain(x) for k, x in v.items()}
    return v

