"""Trades between players (R9) and with the bank: what items are worth, answering and
composing offers, selling to and exchanging with the bank."""

from archipelago.engine.kinds import (ACCEPT, ASK, CANCEL, EXCHANGE, GIVE, OFFER, REJECT,
                                      SELL_BANK, SEND, TOKEN)



class TradeMixin:
    """Trades with players and the bank.
    A part of HeuristicBot: the methods use its reading `r`, `self.k`, `self.level`,
    `self.rng`, `pick` and `fallback`."""

    def item_value(self, r, item, n, receiving):
        if item == "florin":
            return n * r.florin_value
        if item == TOKEN:
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
        acc = [a for a in legal if a.kind == ACCEPT]
        if acc and gain - loss >= margin:
            return acc[0]
        return next(a for a in legal if a.kind == REJECT)

    def maybe_offer(self, r, legal):
        """Sometimes offer florins for a cube I need for the coming crisis or a build."""
        if self.level == "easy" or r.round in self._offered:
            return None
        offers = [a for a in legal if a.kind == OFFER]
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
            return next(a for a in legal if a.kind == CANCEL)
        _, give, get = plan
        have_give = dict(f["give"])
        have_get = dict(f["get"])
        for item, n in give:
            if have_give.get(item, 0) < n:
                for a in legal:
                    if a.kind == GIVE and a.args[0] == item:
                        return a
                self._plan = None
                return next(a for a in legal if a.kind == CANCEL)
        for item, n in get:
            if have_get.get(item, 0) < n:
                for a in legal:
                    if a.kind == ASK and a.args[0] == item:
                        return a
                self._plan = None
                return next(a for a in legal if a.kind == CANCEL)
        self._plan = None
        for a in legal:
            if a.kind == SEND:
                return a
        return next(a for a in legal if a.kind == CANCEL)

    def on_sell_bank(self, r, legal):
        scored = [(self.frame_price(r) - r.lose_value(a.args[0]), a)
                  for a in legal if a.kind == SELL_BANK]
        return self.pick(scored, legal, 0.3)

    @staticmethod
    def frame_price(r):
        return r.frame.get("price", 3)

    def on_exchange(self, r, legal):
        scored = []
        for a in legal:
            if a.kind == EXCHANGE:
                give, take = a.args
                scored.append((r.cube_value(take) - r.lose_value(give), a))
        return self.pick(scored, legal, 0.5)
