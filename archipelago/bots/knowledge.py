"""Public knowledge a bot may use: the rules and cards of the content it is given, with
tables derived once per content object. Nothing here reads a game state; the rule lookups
themselves are the engine's (archipelago.engine.tables and board)."""

from archipelago.engine import tables

_CACHE = {}
_ROWS = {"stability": tables.stability_row, "surplus": tables.surplus_row}


def knowledge(content):
    """The Knowledge of a content object, cached."""
    key = id(content)
    k = _CACHE.get(key)
    if k is None or k.content is not content:
        k = _CACHE[key] = Knowledge(content)
    return k


class Knowledge:
    """Tables derived once from the content."""

    def __init__(self, content):
        rules = content.rules
        self.content = content
        self.rules = rules
        self.resources = tuple(rules["resources"])
        self.sea = frozenset(rules["sea_resources"])
        self.tax_rebellion = rules["taxes"]["rebellion"]
        self.track_prices = tuple(rules["track"]["prices"])
        self.min_price = content.named_prices["min_price"]     # R7.8
        self.hex_cap = rules["citizens_per_hex"]
        self.market_use = dict(rules["market_use"])
        self.max_discs = rules["pieces"]["action_discs"]
        self._rows = {}             # (board, marker) -> rebellion of its row
        # resource -> rebellion its empty domestic area adds in phase 3 (R7.1)
        self.empty_rebellion = {
            res: rebellion_of(tables.market_area(rules, "domestic", res)["empty"])
            for res in self.resources}
        self.cards = content.cards
        self.objectives = content.objectives
        self.trends = content.trends
        self.faces = content.faces
        self.hexes = content.hexes
        # face id -> {resource: its icons on the face}
        self.icon_counts = {}
        for fid, face in content.faces.items():
            counts = self.icon_counts[fid] = {}
            for _, r in face.icons:
                counts[r] = counts.get(r, 0) + 1
        self.ops = {cid: tuple(e["op"] for e in c.effects) for cid, c in content.cards.items()}
        # per length: the ranked scoring measures of its objectives (R11.1), each split
        # on "+", with the objective's id
        self.criteria = {}
        for o in content.objectives.values():
            ms = o.scoring["measure"].split("+") if o.scoring.get("kind") == "rank" else []
            self.criteria.setdefault(o.length, []).append((o.id, tuple(ms)))

    def row_rebellion(self, board, marker):
        """Rebellion the row of board III ("stability", at a population: R7.3) or board
        IV ("surplus", at a surplus: R7.4) adds in phase 3, read once per place."""
        key = (board, marker)
        v = self._rows.get(key)
        if v is None:
            v = self._rows[key] = rebellion_of(_ROWS[board](self.rules, marker)["effects"])
        return v


def rebellion_of(effects):
    """The rebellion change of a list of `track` effects with integer amounts."""
    return sum(e["amount"] for e in effects
               if e["op"] == "track" and e["track"] == "rebellion" and isinstance(e["amount"], int))

