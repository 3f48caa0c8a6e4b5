"""Evolution cards (R10.3, DECK 0.2): the value of owning, using and building them, and the
frames of their effects (choices, peeks, wonders)."""

from archipelago.engine import tables
from archipelago.engine.pieces import A, B, D, H, REBEL

from .turn import SPACE_VALUES
from .reading import END_LOSS
from .values import VP

SEPARATIST_LOWERS = 12.0    # a Separatist lowering the rebellion: a move it never makes
from archipelago.engine.kinds import BUILD, CHOICE, PEEK_DECK, PEEK_OBJECTIVE


class CardsMixin:
    """Card values and card frames.
    A part of HeuristicBot: the methods use its reading `r`, `self.k`, `self.level`,
    `self.rng`, `pick` and `fallback`."""

    def effect_value(self, r, eff, card_id=""):
        op = eff["op"]
        k = self.k
        if op == "track":
            amt = self.amount(r, eff["amount"])
            if eff["track"] == "rebellion":
                if amt < 0:
                    # the rebellion saved (a Pacifist's stake with it, a Separatist's loss)
                    real = min(-amt, r.rebellion)
                    v = r.rebellion_cost(real, extra=-real)
                    if r.wants("rebellion_lowered_by_cards"):
                        v += 1.2 * real
                    if r.plays_separatist and real:
                        v -= SEPARATIST_LOWERS      # never, unless forced (issue 37)
                    return v
                return -r.rebellion_cost(amt)
            return self.surplus_value(r, amt)
        if op == "gain_florins":
            return self.amount(r, eff["amount"]) * r.florin_value
        if op == "gain_explorer_token":
            if not sum(r.v["piles"]):
                return 0.0
            return eff["n"] * (2.5 + (2.0 if r.wants("explorer_tokens") else 0)
                               + (1.5 if r.pushes("explorer_piles_empty") else 0)) \
                - (END_LOSS if r.ends_badly("explorer_piles_empty", eff["n"]) else 0.0)
        left = r.florins - self.card_florins(r, card_id)    # the use is paid first
        if op == "market_transactions":
            opts = sorted((v for v, _ in self.market_options(
                r, (eff["market"],), tuple(eff["kinds"]), eff.get("buy_price", -1),
                eff.get("sale_bonus", 0), left)), reverse=True)
            return sum(v for v in opts[:eff["max"]] if v > 0)
        if op == "sell_to_bank":
            vals = sorted((eff["price"] - r.lose_value(x)) for x in k.resources if r.cubes[x])
            gain = sum(v for v in vals[-eff["max"]:] if v > 0)
            return gain - (r.rebellion_cost(1) if gain > 0 else 0)
        if op == "exchange_with_bank":
            return self.exchange_gain(r) * eff["max"] * 0.8
        if op == "free_action":
            act = eff["action"]
            if act == BUILD:
                opts = self.build_options(r, tuple(eff.get("only") or ()), left)
                return max((v for v, _ in opts), default=0.0)
            if act == "recruitment":
                return self.recruit_plan(r, eff.get("price_override"), eff.get("max_items", -1),
                                         left)[0]
            fn = SPACE_VALUES.get(act)
            return fn(self, r) if fn else 0.0
        if op == "harvest_bonus":
            return 0.0
        if op == "reveal_and_buy":
            return 2.0 if r.florins >= 2 + 2 else 0.0
        if op in (PEEK_OBJECTIVE, PEEK_DECK):
            return 0.2
        if op == "place_citizens":
            n = min(eff["max"], r.reserve_citizens)
            return n * (r.citizen_value - eff["price"])
        if op == "stand_up_rebels":
            rebels = sum(1 for u in r.my_citizens if r.units[u][D] == REBEL)
            return min(rebels, eff["max"]) * 1.5
        if op == "unblock_icon":
            return 2.0 if any(c[0] in r.my_hexes for c in r.v["coins"]) else 0.0
        if op == CHOICE:
            best = 0.0
            for o in eff["options"]:
                if any(r.cubes[x] < n for x, n in o["pay"].items()):
                    continue
                v = sum(self.effect_value(r, e) for e in o["effects"]) - r.cost_value(0, o["pay"])
                best = max(best, v)
            return best
        return 0.0

    def surplus_value(self, r, amt, at=None):
        """Moving the surplus marker by `amt` (R7.4), from its place now or from `at`."""
        v = -r.surplus_cost(amt, at)
        if r.pushes("surplus"):
            v += 0.8 * amt
        return v

    def amount(self, r, amt, more=0):
        """An effect's amount (DECK 0.2: a number, tiers of a counter, or so much per
        counted thing); `more`: count that many things more than today."""
        if isinstance(amt, int):
            return amt
        if "of" in amt:
            c = self.counter(r, amt["of"])
            for tier in amt["tiers"]:
                if "upto" not in tier or c <= tier["upto"]:
                    return tier["value"]
            return 0
        c = self.counter(r, amt["count"]) // amt.get("div", 1) + more
        if "cap" in amt:
            c = min(c, amt["cap"])
        return amt.get("base", 0) + amt["each"] * c

    def counter(self, r, name):
        if "+" in name:
            return sum(self.counter(r, p) for p in name.split("+"))
        if name.endswith("s_in_play"):
            return r.in_play(name[:-len("s_in_play")])
        if name == "players":
            return r.n
        if name == "user.florins":
            return r.florins
        if name.startswith("user.") and name.endswith("s_controlled"):
            return r.controlled(r.me, name[5:-len("s_controlled")])
        return 0

    def exchange_gain(self, r):
        gives = [(r.lose_value(x), x) for x in self.k.resources if r.cubes[x] > 0]
        takes = [(r.cube_value(x), x) for x in self.k.resources if r.v["bank"]["cubes"][x] > 0]
        if not gives or not takes:
            return 0.0
        g = min(gives)
        t = max(takes)
        return t[0] - g[0] if t[1] != g[1] else 0.0

    def card_florins(self, r, card_id):
        """The florins using the card costs me (DECK 0.2.4-5: a fee to its owner on top
        for another player's card); 0 without a card."""
        if not card_id:
            return 0
        card = self.k.cards[card_id]
        return tables.card_cost(self.k.rules, card, r.v["owner"].get(card_id) != r.me)[0]

    def use_cost(self, r, card_id):
        card = self.k.cards[card_id]
        foreign = r.v["owner"].get(card_id) != r.me
        florins, cubes, discs = tables.card_cost(self.k.rules, card, foreign)
        return r.cost_value(florins, cubes) + (1.5 if card.is_wonder else 1.8) * discs

    def card_use_value(self, r, card_id):
        """Net value of using (or building) the card now."""
        card = self.k.cards[card_id]
        if card.is_wonder:
            return self.wonder_value(r, card) - self.use_cost(r, card_id)
        v = sum(self.effect_value(r, e, card_id) for e in card.effects)
        return v - self.use_cost(r, card_id)

    def wonder_value(self, r, card):
        v = card.vp * VP
        for e in card.wonder["on_complete"]:
            if e["op"] == "place_ships_at_ports":
                v += 1.5 * min(r.reserve_ships, r.controlled(r.me, "port"))
            else:
                v += self.effect_value(r, e)
        if r.wants("wonders_built"):
            v += 4.0
        v -= 0.7 * r.citizen_value      # a citizen leaves the map for the card
        return v

    def card_value(self, r, card_id):
        """What owning the card is worth to me for the rest of the game (for buying),
        worked out once per reading and card (phase 6 asks it for buying and for turning
        each card on the track)."""
        v = r.card_values.get(card_id)
        if v is None:
            v = r.card_values[card_id] = self._card_value(r, card_id)
        return v

    def _card_value(self, r, card_id):
        k = self.k
        card = k.cards[card_id]
        left = max(0, r.rounds_left - 1)
        v = card.vp * VP
        ctype = card.type
        v += 3.0 * r.weight(ctype + "_cards")
        if r.pushes(ctype + "_cards_in_play"):
            v += 2.0
        if r.ends_badly(ctype + "_cards_in_play"):
            v -= END_LOSS
        if card.is_wonder:
            c = card.wonder["build_cost"]
            need = sum(max(0, n - r.cubes[x]) for x, n in c.get("cubes", {}).items())
            v -= card.vp * VP * (0.35 + 0.1 * need)    # VP only once built
            if left >= 2:
                v += max(0.0, self.wonder_value(r, card) - card.vp * VP) * 0.3
                if r.wants("wonders_built"):
                    v += 1.0
            return v
        if card.arrow == "none" or not card.effects:
            return v
        per = 0.0
        for e in card.effects:
            op = e["op"]
            if op == "harvest_bonus":
                res = e["resource"]
                per += 0.8 * sum(1 for u in (r.my_ships if res in k.sea else r.my_citizens)
                                 if r.units[u][H] >= 0) * min(2, _icons_of(r, res))
            elif op == "track" and e["track"] == "rebellion":
                amt = self.amount(r, e["amount"])
                # a point of rebellion weighs more as the colony nears independence;
                # a card that raises rebellion costs that much at each use (a Separatist
                # gains it, and never uses a card that lowers it: issue 37)
                w = max(0.9, 0.6 * abs(r.rebellion_cost(1)))
                if r.plays_separatist:
                    per += max(0, amt) * w
                    continue
                per -= amt * w
                if amt < 0 and r.wants("rebellion_lowered_by_cards"):
                    per += 1.5
            elif op == "free_action":
                per += max(1.8, min(3.0, self.effect_value(r, e, card_id)))
            elif op == "reveal_and_buy":
                # one of five cards for the minimal price instead of the track's
                tp = k.track_prices
                per += 0.5 * max(0.0, sum(tp) / len(tp) - k.min_price) * r.florin_value
            elif op in (PEEK_OBJECTIVE, PEEK_DECK):
                per += 0.1
            else:
                # a use is worth at most 3 (two free citizens: 4)
                top = 2.0 * e["max"] if op == "place_citizens" else 3.0
                per += max(0.8, min(top, self.lasting_value(r, e)))
        cost = card.use_cost
        per -= 0.5 * cost["florins"] + 1.2 * cost["action_discs"] + \
            sum(1.5 * n for n in cost["cubes"].values())
        v += max(0.0, per) * min(left, 6) * 0.45
        if card.arrow == "colour":
            v += 0.3 * min(left, 6) * 0.5      # fees from others
        return v

    def lasting_value(self, r, eff):
        """An effect's worth per use over the rounds a card is kept (for buying), where
        it differs from its worth now: the surplus marker moves round after round, so
        a surplus change is worth its mean over the rows around the marker (R7.4); a
        count of my buildings grows as I build, so it is counted one higher."""
        op = eff["op"]
        if op == "track" and eff["track"] == "surplus":
            amt = self.amount(r, eff["amount"])
            around = range(max(0, r.surplus - 3), min(30, r.surplus + 3) + 1)
            return sum(self.surplus_value(r, amt, s) for s in around) / len(around)
        if op == "gain_florins":
            return self.amount(r, eff["amount"], more=1) * r.florin_value
        if op == CHOICE:
            return max(sum(self.lasting_value(r, x) for x in o["effects"])
                       - r.cost_value(0, o["pay"]) for o in eff["options"])
        return self.effect_value(r, eff)

    def on_choice(self, r, legal):
        options = tables.effect_list(self.k.content, r.frame["src"])
        scored = []
        for a in legal:
            o = options[a.args[0]]
            v = sum(self.effect_value(r, e) for e in o["effects"]) - r.cost_value(0, o["pay"])
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_peek(self, r, legal):
        return self.rng.choice(legal)

    def on_wonder(self, r, legal):
        scored = []
        for a in legal:
            u = a.args[0]
            t = r.units[u]
            v = -r.spot_value(t[H], t[A], exclude=u)
            if t[B] >= 0:
                v -= 5.0
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)


def _icons_of(r, res):
    """How many icons of `res` stand where my units are (for harvest x2 cards)."""
    sea = res in r.k.sea
    total = 0
    for h in r.my_hexes:
        total += sum(1 for a, x in r.faces[h].icons if x == res and (a < 0) == sea)
    return total
