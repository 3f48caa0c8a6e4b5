"""Public knowledge a bot may use: the rules and cards of data/*.yaml (loaded once per
content object) and the hex geometry of RULES R2. Nothing here reads a game state."""

DQ = (1, 0, -1, -1, 0, 1)   # board sides 0-5: E, SE, SW, W, NW, NE (RULES R2)
DR = (0, 1, 1, 0, -1, -1)

_CACHE = {}


def knowledge(content=None):
    """The Knowledge of a content object (default: data/*.yaml), cached."""
    if content is None:
        from archipelago.content import load_content
        key = "default"
        if key not in _CACHE:
            _CACHE[key] = Knowledge(load_content())
        return _CACHE[key]
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
        self.resources = tuple(rules["resources"])
        self.sea = frozenset(rules["sea_resources"])
        self.build_costs = {k: (v["florins"], dict(v["cubes"]))
                            for k, v in rules["build_costs"].items()}
        self.tax_rebellion = rules["taxes"]["rebellion"]
        self.tax_income = tuple((row["upto"], row["florins"]) for row in rules["taxes"]["income"])
        self.surplus_rows = tuple(rules["surplus_board"]["rows"])
        self.stability_rows = tuple(rules["stability"]["rows"])
        self.dom = {r: rules["domestic_market"][r] for r in self.resources}
        self.exp = {r: rules["export_market"][r] for r in self.resources}
        self.track_prices = tuple(rules["track"]["prices"])
        self.min_price = rules["track"]["min_price"]
        self.hex_cap = rules["citizens_per_hex"]
        self.market_use = dict(rules["market_use"])
        self.foreign_fee = rules["options"]["foreign_use_fee"]
        self.truncate_export = rules["options"]["export_truncation"]
        self.permission_prices = tuple(rules["negotiation"]["permission_prices"])
        self.token_pools = {name: (spec["count"], tuple(spec["buildings"]))
                            for name, spec in rules["building_tokens"].items()}
        self.max_discs = rules["pieces"]["action_discs"]
        self.cards = content.cards
        self.objectives = content.objectives
        self.trends = content.trends
        self.faces = content.faces
        self.hexes = content.hexes
        # per face: resource icons per area, fish count, huts
        self.face_res = {}
        for fid, face in content.faces.items():
            per_area = [tuple(a.icons) for a in face.areas]
            self.face_res[fid] = (per_area, face.fish, face.huts)
        self.ops = {cid: tuple(e["op"] for e in c.effects) for cid, c in content.cards.items()}
        # per length: the ranked scoring measures of its objectives (R11.1), each split
        # on "+", with the objective's id
        self.criteria = {}
        for o in content.objectives.values():
            ms = o.scoring["measure"].split("+") if o.scoring.get("kind") == "rank" else []
            self.criteria.setdefault(o.length, []).append((o.id, tuple(ms)))

    # --- tables -----------------------------------------------------------------------
    def tax_for(self, citizens):
        for upto, florins in self.tax_income:
            if citizens <= upto:
                return florins
        return self.tax_income[-1][1]

    def surplus_row(self, surplus):
        for row in self.surplus_rows:
            if surplus <= row["upto"]:
                return row
        return self.surplus_rows[-1]

    def stability_row(self, population):
        for row in self.stability_rows:
            if population <= row["upto"]:
                return row
        return self.stability_rows[-1]

    def recruit_price(self, surplus):
        return self.surplus_row(surplus)["recruit_price"]

    def dom_sale(self, res, count):
        prices = self.dom[res]["prices"]
        return None if count >= 3 * len(prices) else prices[count // 3]

    def dom_buy(self, res, count):
        return None if count <= 0 else self.dom[res]["prices"][(count - 1) // 3]

    def exp_sale(self, res, count):
        prices = self.exp[res]["prices"]
        return None if count >= 3 * len(prices) else prices[count // 3]

    def exp_buy(self, res, count):
        return None if count <= 0 else self.exp[res]["prices"][(count - 1) // 3]

    def sale(self, market, res, count):
        return self.dom_sale(res, count) if market == "domestic" else self.exp_sale(res, count)

    def buy(self, market, res, count):
        return self.dom_buy(res, count) if market == "domestic" else self.exp_buy(res, count)

    def tokens_left(self, kind, buildings):
        for count, kinds in self.token_pools.values():
            if kind in kinds:
                return count - sum(1 for b in buildings if b[2] in kinds)
        return 0


def rebellion_of(effects):
    """The rebellion change of a list of `track` effects with integer amounts."""
    return sum(e["amount"] for e in effects
               if e["op"] == "track" and e["track"] == "rebellion" and isinstance(e["amount"], int))


def side_area(face, rot, side):
    """The land area of a face placed with rotation `rot` touching board side `side`, or -1."""
    return face.edge_area[(side - rot) % 6]


def side_kind(face, rot, side):
    return face.edges[(side - rot) % 6]
