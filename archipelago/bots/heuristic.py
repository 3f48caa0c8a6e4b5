"""A heuristic bot: it values every legal action from what its view shows and picks the
best. It keeps the colony alive (answers domestic crises, export crises when cheap,
uses temples), works toward its objective's end condition and scoring criterion and the
trend, harvests, builds, grows, explores, taxes when rebellion is safe, bids modestly,
buys and uses evolution cards, trades fairly and sells harvest permissions.

Levels differ in decisions only (all read the same view):
  easy    plays for the colony and for cubes and florins, ignores its objective and the
          trend, never bids or offers trades, and picks among near-best actions at random;
  normal  the full heuristic with a little noise; pushes its objective's end only while
          it does not trail on the public part of its criterion;
  hard    as normal without noise, and bids for turn order when a card on the track is
          worth it.
"""

import traceback

from archipelago.engine import board, tables
from archipelago.engine.pieces import B, D, H, LYING, REBEL
from archipelago.vocab import CONSTRUCTIONS

from .base import Bot, canonical
from .knowledge import knowledge, rebellion_of
from .reading import Reading

LEVELS = ("easy", "normal", "hard")
VP = 4.0               # a victory point, in florin-like value units
BUILD_TEMPO = 3.0      # a construction now rather than cubes waiting for it
NOISE = {"easy": 0.35, "normal": 0.08, "hard": 0.0}
QUIT = ("done", "end_turn", "pass", "reject", "cancel", "decline", "explore_take", "refuse")


class HeuristicBot(Bot):
    kind = "heuristic"

    def __init__(self, seat, seed=0, level="normal", *, content):
        super().__init__(seat, seed, level)
        self.k = knowledge(content)
        self.noise = NOISE[level]
        self.failures = []          # (log_n, traceback) of decisions that fell back
        self._reading = None
        self._plan = None           # a trade offer being composed: (to, give, get)
        self._offered = set()       # rounds in which I opened an offer
        self._recruit_key, self._recruits = None, 0

    # --- the interface ---------------------------------------------------------------
    def choose(self, view, legal):
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        legal = canonical(legal)
        r = self.read(view)
        kind = r.frame.get("k", "")
        handler = HANDLERS.get(kind)
        try:
            a = handler(self, r, legal) if handler else None
            if a is None or a not in legal:
                a = self.generic(r, legal)
        except Exception:  # noqa: BLE001 -- a bot bug must never stop a game: fall back, remember
            self.failures.append((view.get("log_n"), traceback.format_exc()))
            a = self.fallback(legal)
        return a

    def read(self, view):
        r = self._reading
        if r is None or r.v is not view:
            r = self._reading = Reading(self.k, view, self.level)
        return r

    # --- helpers --------------------------------------------------------------------
    def pick(self, scored, legal, threshold=0.0, default=None):
        """The best (value, action) above threshold, with the level's noise; else the
        default action (or the first quitting action)."""
        best = None
        bv = threshold
        for v, a in scored:
            if self.noise:
                v = v * (1.0 + self.noise * (self.rng.random() - 0.5)) + \
                    0.05 * self.noise * self.rng.random()
            if v > bv:
                bv = v
                best = a
        if best is not None:
            return best
        return default if default is not None else self.fallback(legal)

    @staticmethod
    def fallback(legal):
        for q in QUIT:
            for a in legal:
                if a.kind == q:
                    return a
        return legal[0]

    def generic(self, r, legal):
        """Unknown frames: quit if possible, else the first action."""
        return self.fallback(legal)

    # ============================================================================
    # round 0 and discoveries (R4, R5.12)
    # ============================================================================
    def face_value(self, r, face, entry_area=None):
        """What a face is worth to me as a new hex: its icons valued, huts a little."""
        v = 0.0
        for a, res in face.icons:
            w = r.cube_value(res)
            if entry_area is not None and a >= 0 and a != entry_area:
                w *= 0.5
            v += w
        v += (0.4 if r.surplus < 7 or r.pushes("surplus") else -0.4) * face.huts
        for m in r.my_measures:
            if m.startswith("town_icons."):
                v += 0.8 * sum(1 for _, res in face.icons if res == m[11:])
        return v

    def on_r0(self, r, legal):
        k = self.k
        f = r.frame
        if f.get("stage") == "pick":
            hands = r.v["hands"][r.me]
            scored = []
            for a in legal:
                i, side = a.args
                face = k.hexes[hands[i][0]].faces[side]
                v = self.face_value(r, face) + 0.5 * len({res for _, res in face.icons})
                v += 0.6 * sum(1 for _, res in face.icons if res in ("stone", "wood"))
                scored.append((v, a))
            return self.pick(scored, legal, -1e9)
        if f.get("stage") == "area":
            h = len(r.hexes) - 1
            face = r.faces[h]
            scored = [(sum(r.cube_value(res) for ar, res in face.icons if ar == a.args[0]), a)
                      for a in legal]
            return self.pick(scored, legal, -1e9)
        # where: prefer spots touching more hexes (more neighbours to reach)
        scored = []
        for a in legal:
            q, rr, rot = a.args
            touch = len(board.neighbours(r.at, q, rr))
            scored.append((touch + 0.01 * rot, a))
        return self.pick(scored, legal, -1e9)

    def on_discover(self, r, legal):
        scored = []
        dom, _, _ = r.next_crisis
        for a in legal:
            res = a.args[0]
            if a.kind == "to_market":
                c = r.v["markets"]["domestic"][res]
                v = 3.0 - c
                if dom and dom[0] == res:
                    v += 3.0
                if res in ("fruit", "cattle", "fish") and c == 0:
                    v += 2.0          # an empty area costs rebellion in phase 3
                scored.append((v, a))
            else:
                scored.append((r.cube_value(res), a))
        return self.pick(scored, legal, -1e9)

    # ============================================================================
    # phase 2: bids and the turn order (R5.2)
    # ============================================================================
    def on_bids(self, r, legal):
        bids = [a for a in legal if a.kind == "bid"]
        if not bids:
            return self.fallback(legal)
        top = max(a.args[0] for a in bids)
        want = 0
        if self.level != "easy":
            if r.wants("florins_bid") and r.florins >= 6:
                want = 1 + (r.florins >= 10) + (self.rng.random() < 0.3)
            elif self.level == "hard" and r.florins >= 8:
                # being first in phase 6 gets the best card on the track
                best = max((self.card_value(r, s["card"]) - s["price"]
                            for s in r.v["track"] if s), default=0)
                if best >= 4:
                    want = 2
            elif r.florins >= 12 and self.rng.random() < 0.25:
                want = 1
            if r.frame.get("rebid"):
                want = min(want, 1)
        want = min(want, top)
        return next(a for a in bids if a.args[0] == want)

    def on_arrange(self, r, legal):
        mine = [a for a in legal if a.args[0] == r.me]
        return mine[0] if mine else legal[0]

    # ============================================================================
    # phase 5: the turn (R5.5)
    # ============================================================================
    def on_turn(self, r, legal):
        scored = []
        quit_a = None
        for a in legal:
            kind = a.kind
            if kind in ("end_turn", "pass"):
                quit_a = a
            elif kind == "place_disc":
                scored.append((self.space_value(r, a.args[0]), a))
            elif kind == "use_card":
                scored.append((self.card_use_value(r, a.args[0]), a))
            elif kind == "use_building":
                scored.append((self.building_use_value(r, a.args[0]), a))
            elif kind == "evict":
                scored.append((2.5, a))
            elif kind == "offer":
                pass
        a = self.pick(scored, legal, 0.4, default=None)
        if a is None or a.kind in ("end_turn", "pass"):
            offer = self.maybe_offer(r, legal)
            if offer is not None:
                return offer
            return quit_a or self.fallback(legal)
        return a

    # --- the value of each wheel space -------------------------------------------------
    def space_value(self, r, space):
        if space.startswith("harvest:"):
            return self.harvest_value(r, space[8:])
        fn = SPACE_VALUES.get(space)
        return fn(self, r) if fn else 0.0

    def harvest_value(self, r, res, mult=1):
        v = 0.0
        have = r.cubes[res]
        for u, h, foreign in r.harvesters(res, allow_foreign_towns=True):
            for _ in range(mult):
                w = r.cube_value(res, have)
                have += 1
                v += w * (0.5 if foreign else 1.0)
        if mult == 1:
            bonus = self.bonus_card(r, res)
            if bonus is not None:
                v *= 1.8
        return v

    def bonus_card(self, r, res):
        """A harvest x2 card for `res` I may declare this turn."""
        if r.frame.get("k") == "turn" and r.frame.get("card"):
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
                if r.free_worker(u) and t[H] == h and (kind == "port" or t[1] == area):
                    out.append((self.enter_value(r, b, u), ("enter", u, b)))
                    break
        for u in r.my_citizens:
            if not r.free_worker(u):
                continue
            t = r.units[u]
            here = r.spot_value(t[H], t[1], exclude=u)
            best = 0.0
            for s, nb in board.neighbours(r.at, *r.hexes[t[H]][:2]):
                if r.area_on_side(t[H], s) != t[1]:
                    continue
                a2 = r.area_on_side(nb, (s + 3) % 6)
                if a2 < 0 or r.my_hex_citizens.get(nb, 0) >= self.k.hex_cap:
                    continue
                best = max(best, r.spot_value(nb, a2, exclude=u) - here)
            if best > 1.0:
                out.append((best, ("move", u)))
        for u in r.my_ships:
            if not r.free_worker(u):
                continue
            t = r.units[u]
            here = r.spot_value(t[H], -1, exclude=u)
            around = board.neighbours(r.at, *r.hexes[t[H]][:2])
            best = max((r.spot_value(nb, -1, exclude=u) - here for _, nb in around), default=0.0)
            if best > 1.0:
                out.append((best, ("move", u)))
        out.sort(key=lambda x: -x[0])
        return out

    def enter_value(self, r, b, u):
        kind = r.buildings[b][2]
        v = 2.0 + r.build_worth(kind, r.buildings[b][0]) * 0.6
        return v - r.lock_penalty(u)

    def recruit_plan(self, r, price_override=None, left=-1):
        """(value, count) of recruiting now."""
        if r.reserve_citizens <= 0:
            return 0.0, 0
        surplus = r.surplus
        florins = r.florins
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
            rules = self.k.rules
            d = max(0, rebellion_of(tables.surplus_row(rules, surplus - 1)["effects"])) - \
                max(0, rebellion_of(tables.surplus_row(rules, surplus)["effects"]))
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
        v += 2.5 * r.weight("explorer_tokens")
        v += 2.0 * r.weight("hexes_placed")
        v += 1.0 * r.weight("hexes_with_own_citizen")
        if r.pushes("explorer_piles_empty"):
            v += 3.0
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
        v = income * r.florin_value - r.rebellion_cost(self.k.tax_rebellion)
        if r.separatist and self.level != "easy":
            v += 2.0
        if r.pacifist:
            v -= 1.5
        return v

    def trade_value(self, r):
        best = 0.0
        for v, _ in self.market_options(r, ("domestic", "export"), ("buy", "sell"), -1, 0):
            best = max(best, v)
        return best

    def build_value(self, r):
        opts = self.build_options(r)
        return max((v for v, _ in opts), default=0.0)

    # --- constructions -----------------------------------------------------------------------
    def build_options(self, r, only=()):
        """(net value, (kind, unit, area)) for constructions I can make now (R5.8)."""
        k = self.k
        out = []
        kinds = only or CONSTRUCTIONS
        for kind in kinds:
            fl, cubes = tables.build_cost(k.rules, kind)
            if r.florins < fl or any(r.cubes[x] < n for x, n in cubes.items()):
                continue
            if kind != "ship" and tables.tokens_left(k.rules, kind, r.buildings) <= 0:
                continue
            if kind == "ship" and r.reserve_ships <= 0:
                continue
            cost = r.cost_value(fl, cubes, build=True)
            seen = set()
            for u in r.my_citizens + r.my_ships:
                t = r.units[u]
                if not r.active(t):
                    continue
                ship = r.is_ship(u)
                if ship and kind != "port":
                    continue
                h = t[H]
                if kind != "ship" and kind in r.kinds_on.get(h, ()):
                    continue
                if (kind, h) in seen and t[B] < 0:
                    continue
                seen.add((kind, h))
                # cubes saved up for a construction only pay off once it stands
                v = r.build_worth(kind, h) - cost + BUILD_TEMPO
                if kind != "ship":
                    v -= r.lock_penalty(u)
                    if t[B] >= 0:
                        v -= 3.0 + r.build_worth(r.buildings[t[B]][2], h)
                area = t[1] if not ship else 0
                out.append((v, (kind, u, area)))
        return out

    # --- markets ---------------------------------------------------------------------------
    def market_options(self, r, markets, kinds, buy_price, bonus):
        """(value, (market, side, res)) of single transactions (R5.9)."""
        k = self.k
        out = []
        for market in markets:
            counts = r.v["markets"][market]
            for res in k.resources:
                c = counts[res]
                if "buy" in kinds:
                    price = tables.buy_price(k.rules, market, res, c)
                    if price is not None:
                        if buy_price >= 0:
                            price = buy_price
                        if r.florins >= price:
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
        market = "domestic" if r.buildings[b][2] == "market" else "export"
        opts = sorted((v for v, _ in self.market_options(r, (market,), ("buy", "sell"), -1, 0)),
                      reverse=True)
        gain = sum(v for v in opts[:2] if v > 0)
        return gain - self.k.market_use["florins"] * r.florin_value

    def on_market(self, r, legal):
        f = r.frame
        opts = {m: v for v, m in self.market_options(
            r, tuple(f.get("markets", ("domestic", "export"))), tuple(f.get("kinds", ("buy", "sell"))),
            f.get("buy_price", -1), f.get("bonus", 0))}
        scored = [(opts.get(tuple(a.args), -1.0), a) for a in legal if a.kind == "tx"]
        return self.pick(scored, legal, 0.2)

    # ============================================================================
    # cards (R10.3, DECK 0.2): values of owning and of using
    # ============================================================================
    def effect_value(self, r, eff, card_id=""):
        op = eff["op"]
        k = self.k
        if op == "track":
            amt = self.amount(r, eff["amount"])
            if eff["track"] == "rebellion":
                if amt < 0:
                    real = min(-amt, r.rebellion)
                    v = r.rebellion_cost(real, extra=-real)
                    if r.wants("rebellion_lowered_by_cards"):
                        v += 1.2 * real
                    if r.pacifist:
                        v += 0.8 * real
                    if r.separatist and self.level != "easy":
                        v = -v
                    return v
                return -r.rebellion_cost(amt) if not r.separatist else 0.5 * amt
            # surplus
            s = r.surplus
            new = max(0, min(30, s + amt))
            now = tables.surplus_row(k.rules, s)["effects"]
            then = tables.surplus_row(k.rules, new)["effects"]
            v = (rebellion_of(now) - rebellion_of(then)) * 2.0
            if r.pushes("surplus"):
                v += 0.8 * amt
            if new == 0:
                v -= 1.5
            return v
        if op == "gain_florins":
            return self.amount(r, eff["amount"]) * r.florin_value
        if op == "gain_explorer_token":
            return eff["n"] * (2.5 + (2.0 if r.wants("explorer_tokens") else 0)
                               + (1.5 if r.pushes("explorer_piles_empty") else 0)) \
                if sum(r.v["piles"]) else 0.0
        if op == "market_transactions":
            opts = sorted((v for v, _ in self.market_options(
                r, (eff["market"],), tuple(eff["kinds"]), eff.get("buy_price", -1),
                eff.get("sale_bonus", 0))), reverse=True)
            return sum(v for v in opts[:eff["max"]] if v > 0)
        if op == "sell_to_bank":
            vals = sorted((eff["price"] - r.lose_value(x)) for x in k.resources if r.cubes[x])
            gain = sum(v for v in vals[-eff["max"]:] if v > 0)
            return gain - (r.rebellion_cost(1) if gain > 0 else 0)
        if op == "exchange_with_bank":
            return self.exchange_gain(r) * eff["max"] * 0.8
        if op == "free_action":
            act = eff["action"]
            if act == "build":
                opts = self.build_options(r, tuple(eff.get("only") or ()))
                return max((v for v, _ in opts), default=0.0)
            if act == "recruitment":
                return self.recruit_plan(r, eff.get("price_override"), eff.get("max_items", -1))[0]
            fn = SPACE_VALUES.get(act)
            return fn(self, r) if fn else 0.0
        if op == "harvest_bonus":
            return 0.0
        if op == "reveal_and_buy":
            return 2.0 if r.florins >= 2 + 2 else 0.0
        if op in ("peek_objective", "peek_deck"):
            return 0.2
        if op == "place_citizens":
            n = min(eff["max"], r.reserve_citizens)
            return n * (r.citizen_value - eff["price"])
        if op == "stand_up_rebels":
            rebels = sum(1 for u in r.my_citizens if r.units[u][D] == REBEL)
            return min(rebels, eff["max"]) * 1.5
        if op == "unblock_icon":
            return 2.0 if any(c[0] in r.my_hexes for c in r.v["coins"]) else 0.0
        if op == "choice":
            best = 0.0
            for o in eff["options"]:
                if any(r.cubes[x] < n for x, n in o["pay"].items()):
                    continue
                v = sum(self.effect_value(r, e) for e in o["effects"]) - r.cost_value(0, o["pay"])
                best = max(best, v)
            return best
        return 0.0

    def amount(self, r, amt):
        if isinstance(amt, int):
            return amt
        if "of" in amt:
            c = self.counter(r, amt["of"])
            for tier in amt["tiers"]:
                if "upto" not in tier or c <= tier["upto"]:
                    return tier["value"]
            return 0
        c = self.counter(r, amt["count"]) // amt.get("div", 1)
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

    def use_cost(self, r, card_id):
        card = self.k.cards[card_id]
        foreign = r.v["owner"].get(card_id) != r.me
        florins, cubes, discs = tables.card_cost(self.k.rules, card, foreign)
        return r.cost_value(florins, dict(cubes)) + (1.5 if card.is_wonder else 1.8) * discs

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
        """What owning the card is worth to me for the rest of the game (for buying)."""
        k = self.k
        card = k.cards[card_id]
        left = max(0, r.rounds_left - 1)
        v = card.vp * VP
        ctype = card.type
        v += 3.0 * r.weight(ctype + "_cards")
        if r.pushes(ctype + "_cards_in_play"):
            v += 2.0
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
                # a card that raises rebellion costs that much at each use
                per -= amt * max(0.9, 0.6 * r.rebellion_cost(1))
                if amt < 0 and r.wants("rebellion_lowered_by_cards"):
                    per += 1.5
            elif op == "free_action":
                per += 1.8
            elif op == "reveal_and_buy":
                # one of five cards for the minimal price instead of the track's
                tp = k.track_prices
                per += 0.5 * max(0.0, sum(tp) / len(tp) - k.min_price) * r.florin_value
            elif op in ("peek_objective", "peek_deck"):
                per += 0.1
            else:
                per += max(0.8, min(3.0, self.effect_value(r, e, card_id)))
        cost = card.use_cost
        per -= 0.5 * cost["florins"] + 1.2 * cost["action_discs"] + \
            sum(1.5 * n for n in cost["cubes"].values())
        v += max(0.0, per) * min(left, 6) * 0.45
        if card.arrow == "colour":
            v += 0.3 * min(left, 6) * 0.5      # fees from others
        return v

    # --- buying in phase 6 (R5.14) ---------------------------------------------------------
    def on_p6(self, r, legal):
        track = r.v["track"]
        buys = []
        turns = []
        reserve = 2 if r.rounds_left > 1 else 0
        for a in legal:
            slot = a.args[0]
            s = track[slot]
            val = self.card_value(r, s["card"])
            if a.kind == "buy":
                if r.florins - s["price"] >= reserve or r.rounds_left <= 1:
                    buys.append((val - s["price"] * r.florin_value, a))
            else:
                # turn what I want least (a turn makes it cheaper for the next buyer)
                turns.append((-val + 0.1 * s["turns"], a))
        # turning is the step's default: phase 6 has no "pass", so without it `pick`
        # would fall back to the first legal action, a purchase of whatever sits in slot 1
        turn = self.pick(turns, legal, -1e9) if turns else None
        if buys:
            a = self.pick(buys, legal, 0.3, default=turn or legal[-1])
            if a.kind == "buy":
                return a
        return turn or self.fallback(legal)

    # ============================================================================
    # wheel action frames
    # ============================================================================
    def on_harvest(self, r, legal):
        res = r.frame.get("res")
        scored = []
        for a in legal:
            if a.kind == "harvest":
                u = a.args[0]
                t = r.units[u]
                if t[B] >= 0:
                    continue            # leaving a building gives up its control
                scored.append((5.0, a))
            elif a.kind == "use_card":
                scored.append((6.0, a))    # declare the x2 card before harvesting
            elif a.kind == "ask":
                h = a.args[0]
                k = sum(1 for u, hh, foreign in r.harvesters(res, True) if hh == h)
                v = k * r.cube_value(res) - 2.0
                if v > 0.5 and self.level != "easy":
                    scored.append((v, a))
        return self.pick(scored, legal, 0.1)

    def on_permit(self, r, legal):
        f = r.frame
        kinds = {a.kind for a in legal}
        if "pay_permit" in kinds or ("decline" in kinds and len(legal) == 1):
            res = None
            for fr in reversed(r.v["frames"]):
                if fr["k"] == "harvest":
                    res = fr["res"]
                    break
            k = sum(1 for u, h, foreign in r.harvesters(res, True) if h == f["hex"]) if res else 0
            worth = k * (r.cube_value(res) if res else 0)
            if "pay_permit" in kinds and worth - f["price"] * r.florin_value >= 0.5:
                return next(a for a in legal if a.kind == "pay_permit")
            return next(a for a in legal if a.kind == "decline")
        # I control the town: sell the permission
        if self.level == "easy":
            return next(a for a in legal if a.kind == "grant")
        prices = sorted(a.args[0] for a in legal if a.kind == "grant_for")
        if not prices:
            return next(a for a in legal if a.kind == "grant")
        want = prices[0] if self.rng.random() < 0.6 else prices[min(1, len(prices) - 1)]
        return next(a for a in legal if a.kind == "grant_for" and a.args[0] == want)

    def on_migrate(self, r, legal):
        scored = []
        for a in legal:
            if a.kind == "enter":
                u, b = a.args
                if r.units[u][B] >= 0 or r.control[b] == r.me:
                    continue
                scored.append((self.enter_value(r, b, u), a))
            elif a.kind == "move":
                u, h, area = a.args
                t = r.units[u]
                if t[B] >= 0:
                    continue
                here = r.spot_value(t[H], t[1], exclude=u)
                there = r.spot_value(h, area, exclude=u)
                v = there - here - 0.8
                if not r.is_ship(u):
                    if r.wants("hexes_with_own_citizen") and r.my_hex_citizens.get(h, 0) == 0 \
                            and r.my_hex_citizens.get(t[H], 0) > 1:
                        v += 1.5
                    if r.my_hex_citizens.get(t[H], 0) == 1 and t[H] != h:
                        v -= 0.7          # leaving a hex empty of my citizens
                scored.append((v, a))
        return self.pick(scored, legal, 0.3)

    def on_build(self, r, legal):
        only = tuple(r.frame.get("only") or ())
        opts = {}
        for v, (kind, u, area) in self.build_options(r, only):
            opts[(kind, u)] = v
        scored = []
        for a in legal:
            if a.kind != "build":
                continue
            kind, u, _ = a.args
            v = opts.get((kind, u))
            if v is None:
                t = r.units[u]
                if t is None:
                    continue
                cost = tables.build_cost(self.k.rules, kind)
                v = r.build_worth(kind, t[H]) - r.cost_value(*cost, build=True)
                if kind != "ship":
                    v -= r.lock_penalty(u)
                    if t[B] >= 0:
                        v -= 3.0 + r.build_worth(r.buildings[t[B]][2], t[H])
            scored.append((v, a))
        return self.pick(scored, legal, 0.2)

    def on_recruit(self, r, legal):
        f = r.frame
        price = f.get("price", -1)
        if price < 0:
            price = tables.recruit_price(self.k.rules, r.surplus) or 0
        free = f.get("needs_surplus", 1) == 0 and price == 0     # a card's free citizens
        if not free:
            gain = r.citizen_value - price * r.florin_value
            if r.pushes("surplus"):
                gain -= 2.0
            if f.get("needs_surplus", 1):
                gain -= r.surplus_cost(-1)
            reserve = 2 if r.rounds_left > 1 else 0
            if gain <= 0.2 or r.florins - price < reserve:
                return self.fallback(legal)
            key = (r.round, r.phase, r.p["discs_used"], tuple(sorted(r.v["used_cards"])))
            if key != self._recruit_key:
                self._recruit_key, self._recruits = key, 0
            if self._recruits >= (2 if self.level == "easy" else 3):
                return self.fallback(legal)
        scored = []
        for a in legal:
            if a.kind != "recruit":
                continue
            h, area = a.args
            v = r.spot_value(h, area) + 0.1
            if r.wants("hexes_with_own_citizen") and r.my_hex_citizens.get(h, 0) == 0:
                v += 1.0
            scored.append((v, a))
        a = self.pick(scored, legal, 0.0)
        if a.kind == "recruit" and not free:
            self._recruits += 1
        return a

    # --- exploration (R5.12) ----------------------------------------------------------------
    def on_explore(self, r, legal):
        kinds = {a.kind for a in legal}
        if "explore_take" in kinds:
            top = r.v["hex_stack_top"]
            if top is None:
                return next(a for a in legal if a.kind == "explore_take")
            hx = self.k.faces[top].hex_id
            best = max(self.face_value(r, f) for f in self.k.hexes[hx].faces)
            if best < 3.0 and self.level != "easy":
                return next(a for a in legal if a.kind == "explore_discard")
            return next(a for a in legal if a.kind == "explore_take")
        if "explore_put" in kinds:
            return self.explore_put(r, legal)
        # which unit moves in: a free citizen if the hex has land icons, else a ship
        f = r.frame
        face = self.k.hexes[f["hex"]].faces[f["side"]]
        land = any(a >= 0 for a, _ in face.icons)
        scored = []
        for a in legal:
            u = a.args[0]
            t = r.units[u]
            ship = r.is_ship(u)
            v = 1.0
            if t[B] >= 0:
                v -= 5.0
            if ship:
                v += 0.5 if not land else -0.5
            else:
                v += 1.5 if land else -1.0
                if r.my_hex_citizens.get(t[H], 0) == 1:
                    v -= 0.5
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def explore_put(self, r, legal):
        """Choose face and spot: the face's value, and whether one of my free citizens can
        walk in (land icons are then mine to harvest)."""
        f = r.frame
        hexdef = self.k.hexes[f["hex"]]
        fv = [self.face_value(r, face) for face in hexdef.faces]
        scored = []
        for a in legal:
            side, q, rr, rot = a.args
            face = hexdef.faces[side]
            v = fv[side]
            walk = 0.0
            for s, nb in board.neighbours(r.at, q, rr):
                my_area = board.sides(face, rot)[s]
                if my_area < 0:
                    continue
                their_area = r.area_on_side(nb, (s + 3) % 6)
                for u in r.my_citizens:
                    t = r.units[u]
                    if r.free_worker(u) and t[H] == nb and t[1] == their_area:
                        icons = sum(1 for ar, _ in face.icons if ar == my_area)
                        walk = max(walk, 0.5 + 0.6 * icons)
            scored.append((v + walk + 0.01 * rot, a))
        return self.pick(scored, legal, -1e9)

    # ============================================================================
    # crises (R6.1-R6.3)
    # ============================================================================
    def on_dcrisis(self, r, legal):
        """R6.2: temples first (free); my own citizens (market cubes, then my stock, then
        explorer tokens); then others' citizens when the colony is in danger, or freely
        from the market, or from my stock when rebellion is dear."""
        f = r.frame
        units = r.units
        lying = [u for u, t in enumerate(units) if t is not None and t[D] == LYING]
        if f.get("owed"):
            return self.stand_choice(r, legal, lying)
        temples = [a for a in legal if a.kind == "temple"]
        if temples:
            return temples[0]
        delivers = {a.args[1]: a for a in legal if a.kind == "deliver"}
        if not delivers:
            return self.fallback(legal)
        per = f.get("n", 3)
        res = f["res"]
        sep = r.separatist and self.level != "easy"
        mine = [u for u in lying if r.owner(u) == r.me]
        if mine:
            # a Separatist (R11) feeds its own from the market and its stock like anyone,
            # so as not to stand out, but keeps its explorer tokens (hard: not always)
            if sep and "market" not in delivers and \
                    ("stock" not in delivers or (self.level == "hard" and self.rng.random() < 0.5)):
                return self.fallback(legal)
            src = self.crisis_source(r, delivers, res, own=True, danger=False)
            if src is not None:
                return src
        if sep:
            return self.fallback(legal)
        who = list(f.get("who", ()))
        i = f.get("i", 0)
        before = set(who[:i])
        later = set(who[i + 1:])
        orphans = [u for u in lying if r.owner(u) in before or
                   (r.owner(u) != r.me and r.owner(u) not in later)]
        later_lying = sum(1 for u in lying if r.owner(u) in later)
        market_left = r.v["markets"]["domestic"][res]
        fail = 0.25 if self.level == "hard" else 0.4
        expected = len(orphans) + fail * max(0, later_lying - market_left * per)
        slack = r.population - r.rebellion - expected - 0.5 * sum(r.export_need.values())
        danger = slack <= 2 + 0.1 * r.population
        if not orphans and not (danger and later_lying):
            return self.fallback(legal)
        stood = min(per, len(orphans) or later_lying)
        value = r.rebellion_cost(stood, extra=expected - stood) if orphans else 0.0
        if danger:
            value += 40.0
        if r.wants("foreign_citizens_fed"):
            value += 1.0 * stood
        if "market" in delivers and value > 0.5:
            return delivers["market"]
        if "stock" in delivers and value > r.lose_value(res) + (0.0 if danger else 1.5):
            return delivers["stock"]
        if "token" in delivers and (danger or value > 6.0):
            if r.wants("explorer_tokens") and not danger:
                return self.fallback(legal)
            return delivers["token"]
        return self.fallback(legal)

    def crisis_source(self, r, delivers, res, own=True, danger=False):
        """Market first (free), then my stock, then explorer tokens (R6.1)."""
        if "market" in delivers:
            return delivers["market"]
        if "stock" in delivers:
            return delivers["stock"]
        if "token" in delivers:
            return delivers["token"]
        return None

    def stand_choice(self, r, legal, lying):
        """Stand up my own citizens first (those in buildings before all), then others
        (players who already answered first)."""
        f = r.frame
        who = list(f.get("who", ()))
        done_before = set(who[:f.get("i", 0)])
        scored = []
        for a in legal:
            if a.kind != "stand":
                continue
            u = a.args[0]
            t = r.units[u]
            if r.owner(u) == r.me:
                v = 10.0 + (3.0 if t[B] >= 0 else 0.0)
                if t[B] >= 0 and r.buildings[t[B]][2] == "town":
                    v += 2.0
            else:
                v = 5.0 if r.owner(u) in done_before else 3.0
                if t[B] >= 0:
                    v -= 0.5      # a rebel in someone else's building: their loss
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_xcrisis(self, r, legal):
        scored = []
        cost1 = r.rebellion_cost(1)
        for a in legal:
            if a.kind != "deliver":
                continue
            res, src = a.args
            if src == "market":
                v = 10.0
            elif src == "stock":
                v = cost1 - r.lose_value(res) + 0.5
                if r.wants("benefactor_florins"):
                    v += 1.0
            else:
                v = cost1 - 3.0 - (2.0 if r.wants("explorer_tokens") else 0.0)
            if r.separatist and self.level != "easy" and src != "market":
                v -= 3.0
            scored.append((v, a))
        return self.pick(scored, legal, 0.0)

    # ============================================================================
    # trades (R9)
    # ============================================================================
    def item_value(self, r, item, n, receiving):
        if item == "florin":
            return n * r.florin_value
        if item == "token":
            return n * 2.5
        if item in r.cubes:
            if receiving:
                total, have = 0.0, r.cubes[item]
                for _ in range(n):
                    total += r.cube_value(item, have)
                    have += 1
                return total
            total, have = 0.0, r.cubes[item]
            for _ in range(n):
                have -= 1
                total += r.cube_value(item, have) if have >= 0 else 99.0
            return total
        if item in self.k.cards:
            v = self.card_value(r, item)
            return v if receiving else v + 1.0
        return 0.0

    def on_respond(self, r, legal):
        f = r.frame
        gain = sum(self.item_value(r, i, n, True) for i, n in f["give"])
        loss = sum(self.item_value(r, i, n, False) for i, n in f["get"])
        margin = {"easy": 1.5, "normal": 0.3, "hard": 0.8}[self.level]
        acc = [a for a in legal if a.kind == "accept"]
        if acc and gain - loss >= margin:
            return acc[0]
        return next(a for a in legal if a.kind == "reject")

    def maybe_offer(self, r, legal):
        """Sometimes offer florins for a cube I need for the coming crisis or a build."""
        if self.level == "easy" or r.round in self._offered:
            return None
        offers = [a for a in legal if a.kind == "offer"]
        if not offers or self.rng.random() > 0.5:
            return None
        want = None
        for res in self.k.resources:
            short = r.crisis_need[res] + r.build_need[res] - r.cubes[res]
            if short > 0 and r.v["markets"]["domestic"][res] == 0:
                want = res
                break
        if want is not None and r.florins >= 4:
            give = (("florin", 3),)
            get = ((want, 1),)
        else:
            # sell a spare cube for florins
            spare = [x for x in self.k.resources
                     if r.cubes[x] > r.crisis_need[x] + r.build_need[x] + 2]
            if not spare:
                return None
            give = ((spare[0], 1),)
            get = (("florin", 2),)
        a = self.rng.choice(offers)
        self._offered.add(r.round)
        self._plan = (a.args[0], give, get)
        return a

    def on_compose(self, r, legal):
        plan = self._plan
        f = r.frame
        if plan is None or plan[0] != f["to"]:
            self._plan = None
            return next(a for a in legal if a.kind == "cancel")
        _, give, get = plan
        have_give = dict(f["give"])
        have_get = dict(f["get"])
        for item, n in give:
            if have_give.get(item, 0) < n:
                for a in legal:
                    if a.kind == "give" and a.args[0] == item:
                        return a
                self._plan = None
                return next(a for a in legal if a.kind == "cancel")
        for item, n in get:
            if have_get.get(item, 0) < n:
                for a in legal:
                    if a.kind == "ask" and a.args[0] == item:
                        return a
                self._plan = None
                return next(a for a in legal if a.kind == "cancel")
        self._plan = None
        for a in legal:
            if a.kind == "send":
                return a
        return next(a for a in legal if a.kind == "cancel")

    # ============================================================================
    # small frames: cards, events, markers
    # ============================================================================
    def on_benefactor(self, r, legal):
        for a in legal:
            if a.args[0] == "always":
                return a
        return legal[0]

    def on_sell_bank(self, r, legal):
        scored = [(self.frame_price(r) - r.lose_value(a.args[0]), a)
                  for a in legal if a.kind == "sell_bank"]
        return self.pick(scored, legal, 0.3)

    @staticmethod
    def frame_price(r):
        return r.frame.get("price", 3)

    def on_exchange(self, r, legal):
        scored = []
        for a in legal:
            if a.kind == "exchange":
                give, take = a.args
                scored.append((r.cube_value(take) - r.lose_value(give), a))
        return self.pick(scored, legal, 0.5)

    def on_reveal(self, r, legal):
        price = r.frame.get("price", 2)
        scored = [(self.card_value(r, a.args[0]) - price * r.florin_value, a)
                  for a in legal if a.kind == "buy_revealed"]
        return self.pick(scored, legal, 0.0)

    def on_peek(self, r, legal):
        return self.rng.choice(legal)

    def on_rebels(self, r, legal):
        stands = [a for a in legal if a.kind == "stand"]
        return stands[0] if stands else self.fallback(legal)

    def on_remove(self, r, legal):
        """Epidemic: give up the citizen I miss least."""
        scored = []
        for a in legal:
            u = a.args[0]
            t = r.units[u]
            v = 0.0
            if t[D] == REBEL:
                v += 3.0
            if t[B] >= 0:
                v -= 4.0
            v += r.my_hex_citizens.get(t[H], 0) * 0.5
            v -= r.spot_value(t[H], t[1], exclude=u) * 0.3
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_sink(self, r, legal):
        scored = []
        for a in legal:
            u = a.args[0]
            t = r.units[u]
            v = -3.0 if t[B] >= 0 else 0.0
            v -= r.spot_value(t[H], -1, exclude=u) * 0.3
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_block(self, r, legal):
        """Barbarian: block an icon far from my units, best where rivals harvest."""
        scored = []
        rivals = {}
        for u, t in enumerate(r.units):
            if t is not None and t[H] >= 0 and r.owner(u) != r.me:
                rivals[t[H]] = rivals.get(t[H], 0) + 1
        for a in legal:
            h, i = a.args
            v = rivals.get(h, 0) * 1.0
            if h in r.my_hexes:
                v -= 5.0
            res = r.faces[h].icons[i][1]
            v += 0.1 * {"iron": 3, "stone": 2}.get(res, 1)
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_unblock(self, r, legal):
        scored = [(r.cube_value(r.faces[a.args[0]].icons[a.args[1]][1]), a) for a in legal]
        return self.pick(scored, legal, -1e9)

    def on_fists(self, r, legal):
        scored = [(-r.lose_value(a.args[0]), a) for a in legal]
        return self.pick(scored, legal, -1e9)

    def on_levy(self, r, legal):
        f = r.frame
        owed = f.get("owed", 0)
        rate = f.get("rate", 1)
        best = None
        bv = -1e9
        for a in legal:
            paid = a.args[0]
            v = -paid * r.florin_value - r.rebellion_cost((owed - paid) * rate)
            if r.separatist and self.level != "easy":
                v = -paid * r.florin_value
            if v > bv:
                bv, best = v, a
        return best

    def on_choice(self, r, legal):
        options = tables.effect_list(self.k.content, r.frame["src"])
        scored = []
        for a in legal:
            o = options[a.args[0]]
            v = sum(self.effect_value(r, e) for e in o["effects"]) - r.cost_value(0, dict(o["pay"]))
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_wonder(self, r, legal):
        scored = []
        for a in legal:
            u = a.args[0]
            t = r.units[u]
            v = -r.spot_value(t[H], t[1], exclude=u)
            if t[B] >= 0:
                v -= 5.0
            scored.append((v, a))
        return self.pick(scored, legal, -1e9)

    def on_port_ships(self, r, legal):
        return legal[0]


def _icons_of(r, res):
    """How many icons of `res` stand where my units are (for harvest x2 cards)."""
    sea = res in r.k.sea
    total = 0
    for h in r.my_hexes:
        total += sum(1 for a, x in r.faces[h].icons if x == res and (a < 0) == sea)
    return total


SPACE_VALUES = {
    "migration": HeuristicBot.migration_value,
    "recruitment": HeuristicBot.recruitment_value,
    "trade": HeuristicBot.trade_value,
    "build": HeuristicBot.build_value,
    "taxes": HeuristicBot.taxes_value,
    "reproduction": HeuristicBot.reproduction_value,
    "exploration": HeuristicBot.exploration_value,
}

HANDLERS = {
    "r0_place": HeuristicBot.on_r0,
    "discover_pick": HeuristicBot.on_discover,
    "bids": HeuristicBot.on_bids,
    "arrange": HeuristicBot.on_arrange,
    "turn": HeuristicBot.on_turn,
    "harvest": HeuristicBot.on_harvest,
    "permit": HeuristicBot.on_permit,
    "migrate": HeuristicBot.on_migrate,
    "build": HeuristicBot.on_build,
    "market": HeuristicBot.on_market,
    "recruit": HeuristicBot.on_recruit,
    "explore_pick": HeuristicBot.on_explore,
    "dcrisis": HeuristicBot.on_dcrisis,
    "xcrisis": HeuristicBot.on_xcrisis,
    "benefactor": HeuristicBot.on_benefactor,
    "p6_step": HeuristicBot.on_p6,
    "compose": HeuristicBot.on_compose,
    "respond": HeuristicBot.on_respond,
    "sell_bank": HeuristicBot.on_sell_bank,
    "exchange": HeuristicBot.on_exchange,
    "reveal": HeuristicBot.on_reveal,
    "peek": HeuristicBot.on_peek,
    "rebels": HeuristicBot.on_rebels,
    "remove_pick": HeuristicBot.on_remove,
    "sink": HeuristicBot.on_sink,
    "port_ships_pick": HeuristicBot.on_port_ships,
    "block_pick": HeuristicBot.on_block,
    "unblock_pick": HeuristicBot.on_unblock,
    "fists": HeuristicBot.on_fists,
    "levy": HeuristicBot.on_levy,
    "choice": HeuristicBot.on_choice,
    "wonder": HeuristicBot.on_wonder,
}

