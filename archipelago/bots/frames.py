"""Round 0 and discoveries (R4, R5.12), and the frames the wheel's actions open: harvest
and permissions, migration, construction, recruitment, exploration."""

from archipelago.engine import board, tables
from archipelago.engine.pieces import A, B, H
from archipelago.engine.kinds import (ASK, BUILD, DECLINE, ENTER, EXPLORE_DISCARD, EXPLORE_PUT,
                                      EXPLORE_TAKE, GRANT, GRANT_FOR, HARVEST, MOVE, PAY_PERMIT,
                                      RECRUIT, SHIP, TO_MARKET, USE_CARD)


class FramesMixin:
    """Hex placement and the frames of wheel actions.
    A part of HeuristicBot: the methods use its reading `r`, `self.k`, `self.level`,
    `self.rng`, `pick` and `fallback`."""

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
            if a.kind == TO_MARKET:
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

    def on_harvest(self, r, legal):
        res = r.frame.get("res")
        scored = []
        # the bank's last cube of the kind would end the game on my own objective for nothing
        last = r.v["bank"]["cubes"][res] <= r.frame.get("mult", 1) and \
            r.ends_badly("bank_empty_resources", r.v["bank"]["cubes"][res])
        for a in legal:
            if a.kind == HARVEST:
                u = a.args[0]
                t = r.units[u]
                if t[B] >= 0 or last:
                    continue            # leaving a building gives up its control
                scored.append((5.0, a))
            elif a.kind == USE_CARD:
                scored.append((6.0, a))    # declare the x2 card before harvesting
            elif a.kind == ASK:
                h = a.args[0]
                k = sum(1 for u, hh, foreign in r.harvesters(res, True) if hh == h)
                v = self.permit_worth(r, res, k)
                if v is not None:
                    scored.append((v, a))
        return self.pick(scored, legal, 0.1)

    def on_permit(self, r, legal):
        f = r.frame
        kinds = {a.kind for a in legal}
        if PAY_PERMIT in kinds or (DECLINE in kinds and len(legal) == 1):
            res = None
            for fr in reversed(r.v["frames"]):
                if fr["k"] == HARVEST:
                    res = fr["res"]
                    break
            k = sum(1 for u, h, foreign in r.harvesters(res, True) if h == f["hex"]) if res else 0
            worth = k * (r.cube_value(res) if res else 0)
            if PAY_PERMIT in kinds and worth - f["price"] * r.florin_value >= 0.5:
                return next(a for a in legal if a.kind == PAY_PERMIT)
            return next(a for a in legal if a.kind == DECLINE)
        # I control the town: sell the permission
        if self.level == "easy":
            return next(a for a in legal if a.kind == GRANT)
        prices = sorted(a.args[0] for a in legal if a.kind == GRANT_FOR)
        if not prices:
            return next(a for a in legal if a.kind == GRANT)
        want = prices[0] if self.rng.random() < 0.6 else prices[min(1, len(prices) - 1)]
        return next(a for a in legal if a.kind == GRANT_FOR and a.args[0] == want)

    def on_migrate(self, r, legal):
        scored = []
        for a in legal:
            if a.kind == ENTER:
                u, b = a.args
                if r.units[u][B] >= 0 or r.control[b] == r.me:
                    continue
                scored.append((self.enter_value(r, b, u), a))
            elif a.kind == MOVE:
                u, h, area = a.args
                t = r.units[u]
                if t[B] >= 0:
                    continue
                here = r.spot_value(t[H], t[A], exclude=u)
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
            if a.kind != BUILD:
                continue
            kind, u, _ = a.args
            v = opts.get((kind, u))
            if v is None:
                t = r.units[u]
                if t is None:
                    continue
                cost = tables.build_cost(self.k.rules, kind)
                v = r.build_worth(kind, t[H]) - r.cost_value(*cost, build=True)
                if kind != SHIP:
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
            if a.kind != RECRUIT:
                continue
            h, area = a.args
            v = r.spot_value(h, area) + 0.1
            if r.wants("hexes_with_own_citizen") and r.my_hex_citizens.get(h, 0) == 0:
                v += 1.0
            scored.append((v, a))
        a = self.pick(scored, legal, 0.0)
        if a.kind == RECRUIT and not free:
            self._recruits += 1
        return a

    def on_explore(self, r, legal):
        kinds = {a.kind for a in legal}
        if EXPLORE_TAKE in kinds:
            top = r.v["hex_stack_top"]
            if top is None:
                return next(a for a in legal if a.kind == EXPLORE_TAKE)
            hx = self.k.faces[top].hex_id
            best = max(self.face_value(r, f) for f in self.k.hexes[hx].faces)
            # a hex that fits nowhere my units can go would leave the game (R5.12)
            if (best < 3.0 or not r.top_fits) and self.level != "easy":
                return next(a for a in legal if a.kind == EXPLORE_DISCARD)
            return next(a for a in legal if a.kind == EXPLORE_TAKE)
        if EXPLORE_PUT in kinds:
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
                    if r.free_worker(u) and t[H] == nb and t[A] == their_area:
                        icons = sum(1 for ar, _ in face.icons if ar == my_area)
                        walk = max(walk, 0.5 + 0.6 * icons)
            scored.append((v + walk + 0.01 * rot, a))
        return self.pick(scored, legal, -1e9)
