"""The turn of phase 5 (R5.5): the value of each wheel space, of constructions and of market
transactions, and the choice among spaces, cards and buildings."""

from archipelago.engine import tables
from archipelago.engine.pieces import A, B, D, H, REBEL
from archipelago.vocab import CONSTRUCTIONS

from .reading import END_LOSS
from archipelago.engine.kinds import (BUY, END_TURN, EVICT, MARKET, OFFER, PASS, PLACE_DISC, SHIP,
                                      TURN, TX, USE_BUILDING, USE_CARD)


BUILD_TEMPO = 3.0      # a construction now rather than cubes waiting for it


class TurnMixin:
    """The phase-5 turn and the values of the wheel spaces.
    A part of HeuristicBot: the methods use its reading `r`, `self.k`, `self.level`,
    `self.rng`, `pick` and `fallback`."""

    def on_turn(self, r, legal):
        scored = []
        quit_a = None
        for a in legal:
            kind = a.kind
            if kind in (END_TURN, PASS):
                quit_a = a
            elif kind == PLACE_DISC:
                scored.append((self.space_value(r, a.args[0]), a))
            elif kind == USE_CARD:
                scored.append((self.card_use_value(r, a.args[0]), a))
            elif kind == USE_BUILDING:
                scored.append((self.building_use_value(r, a.args[0]), a))
            elif kind == EVICT:
                scored.append((2.5, a))
            elif kind == OFFER:
                pass
        a = self.pick(scored, legal, 0.4, default=None)
        if a is None or a.kind in (END_TURN, PASS):
            offer = self.maybe_offer(r, legal)
            if offer is not None:
                return offer
            return quit_a or self.fallback(legal)
        return a

    def space_value(self, r, space):
        if space.startswith("harvest:"):
            return self.harvest_value(r, space[8:])
        fn = SPACE_VALUES.get(space)
        return fn(self, r) if fn else 0.0

    def harvest_value(self, r, res, mult=1):
        """The cubes my units would harvest (R5.6): those free to, and those in a town of
        another player where I would ask (`permit_worth`, as on_harvest does), no more
        than the bank holds; a harvest that empties the bank for my own objective's end
        while it would score me nothing is not made (issue 37)."""
        v = 0.0
        have = r.cubes[res]
        bank = r.v["bank"]["cubes"][res]
        got = 0
        foreign = {}
        for u, h, far in r.harvesters(res, allow_foreign_towns=True):
            if far:
                foreign[h] = foreign.get(h, 0) + 1
                continue
            for _ in range(mult):
                if got < bank:
                    v += r.cube_value(res, have)
                    have += 1
                    got += 1
        for h, k in foreign.items():
            w = self.permit_worth(r, res, k)
            if w is not None and got < bank:
                v += w
                got += min(k * mult, bank - got)
        if mult == 1:
            bonus = self.bonus_card(r, res)
            if bonus is not None:
                v *= 1.8
        if got and got >= bank and r.ends_badly("bank_empty_resources", got):
            v -= END_LOSS
        return v

    def permit_worth(self, r, res, k):
        """What asking for harvest permission in another player's town is worth to me
        for k units there (R5.6: the controller may ask a price), or None when I would
        not ask."""
        v = k * r.cube_value(res) - 2.0
        return v if v > 0.5 and self.level != "easy" else None

    def bonus_card(self, r, res):
        """A harvest x2 card for `res` I may declare this turn."""
        if r.frame.get("k") == TURN and r.frame.get("card"):
            return None
        for cid, owner in r.v["owner"].items():
            card = self.k.cards[cid]
            if "harvest_bonus" not in self.k.ops[cid]:
                continue
            if cid in r.v["used_cards"] or r.v["acquired"].get(cid) == r.round:
                continue
            if owner != r.me and card.arrow != "colour":
                continue
            eff = next(e for e in card.effects if e["op"] == "harvest_bonus")
            if eff["resource"] == res:
                return cid
        return None

    def migration_value(self, r):
        moves = self.best_moves(r)
        return sum(v for v, _ in moves[:3]) * 0.9

    def best_moves(self, r):
        """(gain, description) of good single moves for my units, best first (estimate)."""
        out = []
        for b, (h, area, kind) in enumerate(r.buildings):
            if b in r.occ or r.control[b] == r.me:
                continue
            for u in r.my_citizens if kind != "port" else r.my_citizens + r.my_ships:
                t = r.units[u]
                if r.free_worker(u) and t[H] == h and (kind == "port" or t[A] == area):
                    out.append((self.enter_value(r, b, u), ("enter", u, b)))
                    break
        for u in r.my_citizens:
            if not r.free_worker(u):
                continue
            t = r.units[u]
            here = r.spot_value(t[H], t[A], exclude=u)
            best = 0.0
            for s, nb in r.around[t[H]]:
                if r.area_on_side(t[H], s) != t[A]:
                    continue
                a2 = r.area_on_side(nb, (s + 3) % 6)
                if a2 < 0 or r.my_hex_citizens.get(nb, 0) >= self.k.hex_cap:
                    continue
                best = max(best, r.spot_value(nb, a2, exclude=u) - here)
            for nb in r.my_convoys.get(t[H], ()):        # R5.7: by sea, a ship per border
                if nb != t[H] and r.my_hex_citizens.get(nb, 0) >= self.k.hex_cap:
                    continue
                for a2 in range(len(r.faces[nb].areas)):
                    if (nb, a2) != (t[H], t[A]):
                        best = max(best, r.spot_value(nb, a2, exclude=u) - here)
            if best > 1.0:
                out.append((best, ("move", u)))
        for u in r.my_ships:
            if not r.free_worker(u):
                continue
            t = r.units[u]
            here = r.spot_value(t[H], -1, exclude=u)
            best = max((r.spot_value(nb, -1, exclude=u) - here for _, nb in r.around[t[H]]),
                       default=0.0)
            if best > 1.0:
                out.append((best, ("move", u)))
        out.sort(key=lambda x: -x[0])
        return out

    def enter_value(self, r, b, u):
        kind = r.buildings[b][2]
        v = 2.0 + r.build_worth(kind, r.buildings[b][0]) * 0.6
        return v - r.lock_penalty(u)

    def recruit_plan(self, r, price_override=None, left=-1, florins=None):
        """(value, count) of recruiting now (`florins`: what I hold for it, if not my
        stock: a card's use is paid first)."""
        if r.reserve_citizens <= 0:
            return 0.0, 0
        surplus = r.surplus
        florins = r.florins if florins is None else florins
        total = 0.0
        count = 0
        reserve = 2 if r.rounds_left > 1 else 0
        cv = r.citizen_value
        if r.pushes("surplus"):
            cv -= 2.0
        room = sum(max(0, self.k.hex_cap - r.my_hex_citizens.get(h, 0)) for h in r.my_hexes)
        limit = min(r.reserve_citizens, room, 3 if left < 0 else left)
        while count < limit:
            price = price_override if price_override is not None \
                else tables.recruit_price(self.k.rules, surplus)
            if price is None or (price_override is None and surplus <= 0):
                break
            if florins - price < reserve:
                break
            gain = cv - price * r.florin_value - 0.5 * count
            # each recruit takes a surplus worker off board IV (R5.10)
            d = max(0, self.k.row_rebellion("surplus", surplus - 1)) - \
                max(0, self.k.row_rebellion("surplus", surplus))
            gain -= d * r.rebellion_cost(1) * min(r.rounds_left, 3) * 0.5
            if gain <= 0:
                break
            total += gain
            count += 1
            florins -= price
            surplus -= 1
            cv -= 0.3
        return total, count

    def recruitment_value(self, r):
        return self.recruit_plan(r)[0]

    def reproduction_value(self, r):
        if r.p["reproduced"]:
            return 0.0
        alive = {}
        for u in r.my_citizens:
            t = r.units[u]
            if t[H] >= 0 and t[D] != REBEL:
                alive[t[H]] = alive.get(t[H], 0) + 1
        hexes = [h for h, k in alive.items() if k == 2 and r.my_hex_citizens.get(h, 0) < self.k.hex_cap]
        n = min(len(hexes), r.reserve_citizens)
        return n * max(0.5, r.citizen_value + 0.5)

    def exploration_value(self, r):
        if not r.can_explore or r.rounds_left <= 0:
            return 0.0
        v = 4.0 * min(1.0, r.rounds_left / 3.0)
        if r.top_fits is False:
            v -= 2.0        # the hex on show fits nowhere I can go: a blind draw after it
        v += 2.5 * r.weight("explorer_tokens")
        v += 2.0 * r.weight("hexes_placed")
        v += 1.0 * r.weight("hexes_with_own_citizen")
        if r.pushes("explorer_piles_empty") or r.pushes("hexes_unexplored"):
            v += 3.0
        if r.ends_badly("explorer_piles_empty") or r.ends_badly("hexes_unexplored"):
            v -= END_LOSS
        piles = r.v["piles"]
        if sum(piles) and any(p == 1 for p in piles) and r.p["discs"] < self.k.max_discs:
            v += 1.0          # the last token of a pile gives everyone an action disc
        if r.pushes("surplus"):
            v += 1.0
        else:
            v -= r.surplus_cost(2)       # about two huts on a new hex
        return v

    def taxes_value(self, r):
        cits = sum(1 for u in r.my_citizens
                   if r.units[u][H] >= 0 and r.units[u][D] != REBEL)
        income = tables.tax_income(self.k.rules, cits)
        # the objective's stake in the rebellion is rebellion_cost's (Separatist, Pacifist)
        v = income * r.florin_value - r.rebellion_cost(self.k.tax_rebellion)
        if r.ends_badly("bank_florins", income):
            v -= END_LOSS
        return v

    def trade_value(self, r):
        best = 0.0
        for v, _ in self.market_options(r, ("domestic", "export"), ("buy", "sell"), -1, 0):
            best = max(best, v)
        return best

    def build_value(self, r):
        opts = self.build_options(r)
        return max((v for v, _ in opts), default=0.0)

    def build_options(self, r, only=(), florins=None):
        """(net value, (kind, unit, area)) for constructions I can make now (R5.8), with
        `florins` (if not my stock: a card's use is paid first)."""
        k = self.k
        out = []
        kinds = only or CONSTRUCTIONS
        florins = r.florins if florins is None else florins
        for kind in kinds:
            fl, cubes = tables.build_cost(k.rules, kind)
            if florins < fl or any(r.cubes[x] < n for x, n in cubes.items()):
                continue
            if kind != SHIP and r.tokens_left[kind] <= 0:
                continue
            if kind == SHIP and r.reserve_ships <= 0:
                continue
            cost = r.cost_value(fl, cubes, build=True)
            seen = set()
            for u, t, ship in r.builders:
                if ship and kind != "port":
                    continue
                h = t[H]
                if kind != SHIP and kind in r.kinds_on.get(h, ()):
                    continue
                if (kind, h) in seen and t[B] < 0:
                    continue
                seen.add((kind, h))
                # cubes saved up for a construction only pay off once it stands
                v = r.build_worth(kind, h) - cost + BUILD_TEMPO
                if kind != SHIP:
                    v -= r.lock_penalty(u)
                    if t[B] >= 0:
                        v -= 3.0 + r.build_worth(r.buildings[t[B]][2], h)
                area = t[A] if not ship else 0
                out.append((v, (kind, u, area)))
        return out

    def market_options(self, r, markets, kinds, buy_price, bonus, florins=None):
        """(value, (market, side, res)) of single transactions (R5.9), worked out once per
        reading, market and terms (the trade space, markets, ports and cards ask again);
        `florins`: what I can pay with, if not my stock (a card's use is paid first)."""
        out = []
        florins = r.florins if florins is None else florins
        for market in markets:
            key = (market, kinds, buy_price, bonus, florins)
            opts = r.tx_values.get(key)
            if opts is None:
                opts = r.tx_values[key] = self._market_options(r, market, kinds, buy_price, bonus,
                                                               florins)
            out += opts
        return out

    def _market_options(self, r, market, kinds, buy_price, bonus, florins):
        """market_options for one market."""
        k = self.k
        out = []
        counts = r.v["markets"][market]
        for res in k.resources:
            c = counts[res]
            if BUY in kinds:
                price = tables.buy_price(k.rules, market, res, c)
                if price is not None:
                    if buy_price >= 0:
                        price = buy_price
                    if florins >= price:
                        v = r.cube_value(res) - price * r.florin_value
                        if market == "domestic":
                            v -= r.food_empty_cost(res, -1)
                            if r.crisis_need[res] == 0:
                                v -= 0.5    # the free crisis buffer belongs to everyone
                        out.append((v, (market, "buy", res)))
            if "sell" in kinds and r.cubes[res] > 0:
                price = tables.sale_price(k.rules, market, res, c)
                if price is not None:
                    v = (price + bonus) * r.florin_value - r.lose_value(res)
                    if market == "domestic":
                        v -= r.food_empty_cost(res, +1)
                    if market == "export":
                        if r.wants("export_cubes_sold"):
                            v += 1.0
                        if c >= 6:
                            v -= 1.0    # the third row adds rebellion in phase 3
                    out.append((v, (market, "sell", res)))
        return out

    def building_use_value(self, r, b):
        market = "domestic" if r.buildings[b][2] == MARKET else "export"
        fee = self.k.market_use["florins"]          # paid first
        opts = sorted((v for v, _ in self.market_options(r, (market,), ("buy", "sell"), -1, 0,
                                                         r.florins - fee)), reverse=True)
        gain = sum(v for v in opts[:2] if v > 0)
        return gain - fee * r.florin_value

    def on_market(self, r, legal):
        f = r.frame
        opts = {m: v for v, m in self.market_options(
            r, tuple(f.get("markets", ("domestic", "export"))), tuple(f.get("kinds", ("buy", "sell"))),
            f.get("buy_price", -1), f.get("bonus", 0))}
        scored = [(opts.get(tuple(a.args), -1.0), a) for a in legal if a.kind == TX]
        return self.pick(scored, legal, 0.2)


SPACE_VALUES = {
    "migration": TurnMixin.migration_value,
    "recruitment": TurnMixin.recruitment_value,
    "trade": TurnMixin.trade_value,
    "build": TurnMixin.build_value,
    "taxes": TurnMixin.taxes_value,
    "reproduction": TurnMixin.reproduction_value,
    "exploration": TurnMixin.exploration_value,
}
