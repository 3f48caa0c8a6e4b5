"""Phase 2 bids and the turn order (R5.2), and buying cards in phase 6 (R5.14) or from a
revealed row."""

from archipelago.engine.kinds import BID, BUY, BUY_REVEALED, FLORINS



class BidsMixin:
    """Bids, the turn order and card purchases.
    A part of HeuristicBot: the methods use its reading `r`, `self.k`, `self.level`,
    `self.rng`, `pick` and `fallback`."""

    def on_bids(self, r, legal):
        bids = [a for a in legal if a.kind == BID]
        if not bids:
            return self.fallback(legal)
        top = max(a.args[0] for a in bids)
        want = 0
        if self.level != "easy":
            if r.wants("florins_bid") and r.florins >= 6:
                want = 1 + (r.florins >= 10) + (self.rng.random() < 0.3)
            elif self.level == "hard" and r.florins >= 8:
                # being first in phase 6 gets the best card on the track, for its price and
                # the bid (florins a florin-ranked objective counts: issue 37)
                fv = r.florin_value
                best = max((self.card_value(r, s["card"]) - s["price"] * fv
                            for s in r.v["track"] if s), default=0)
                if best - 2 * fv >= 4:
                    want = 2
            elif r.florins >= 12 and not r.wants(FLORINS) and self.rng.random() < 0.25:
                want = 1
            if r.frame.get("rebid"):
                want = min(want, 1)
        want = min(want, top)
        return next(a for a in bids if a.args[0] == want)

    def on_arrange(self, r, legal):
        mine = [a for a in legal if a.args[0] == r.me]
        return mine[0] if mine else legal[0]

    def on_p6(self, r, legal):
        track = r.v["track"]
        buys = []
        turns = []
        reserve = 2 if r.rounds_left > 1 else 0
        for a in legal:
            slot = a.args[0]
            s = track[slot]
            val = self.card_value(r, s["card"])
            if a.kind == BUY:
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
            if a.kind == BUY:
                return a
        return turn or self.fallback(legal)

    def on_reveal(self, r, legal):
        price = r.frame.get("price", 2)
        scored = [(self.card_value(r, a.args[0]) - price * r.florin_value, a)
                  for a in legal if a.kind == BUY_REVEALED]
        return self.pick(scored, legal, 0.0)
