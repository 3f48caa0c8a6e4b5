"""The Hint (issue 26): the move the hard level would make for a seat, worked out from that
seat's view only, as a whole plan a person can follow in one go.

    hinter = HintBot(seat, seed, content=content)
    plan = hinter.plan(view, legal)        # Plan(actions=(...), gift=False, ...)

The first action is the hard level's choice (bots/search.py SearchBot "hard": 4 worlds
drawn from the view, the heuristic's best 2 moves), within `budget` seconds so a hint
never keeps a person waiting. A move that goes on without anything new to be seen is
planned whole (`_follows`): a trade offer composed to its Send, the domestic-crisis cubes
of one source (the free market's first) with the citizens they stand up, a run of
export-crisis deliveries. The rest of the plan is
played, step by step, in a world drawn from the view (engine.resample), never in the
real state: each step only uses what the seat sees (its own stock, the map, the markets),
so the plan holds in the real game too. A plan whose trade gives something for nothing is
marked `gift` (its words say so).

As a seat of the simulator (`--bots hint`, make_bot("hint", ...)), HintBot plays every hint
as a person who follows it would: the whole plan, step after step; there it has no time
budget (4 worlds always, as the hard level: the Hint's 0.8 s is almost never reached), so
games replay exactly.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from archipelago import engine

from .base import Bot
from .heuristic import QUIT, HeuristicBot
from .search import PAID_MOVES, SearchBot
from archipelago.engine.kinds import (ACCEPT, ASK, ASK_PERMISSION, BENEFACTOR, BIDS, CANCEL,
                                      COMPOSE, DCRISIS, DELIVER, DISC, DROP, END_TURN, GIVE,
                                      HEX_DISCARDED, HEX_DRAWN, HEX_LOST, OFFER, PERMISSION,
                                      PERMISSION_PRICE, PHASE, RESPOND, SEND, STAND,
                                      TURN, USE_BUILDING, USE_CARD, XCRISIS)

HINT_BUDGET = 0.8       # seconds per hint at most (issue 26: p95 <= 1 s on this machine)
PLAN_CAP = 40           # steps of one plan at most (an offer holds at most 12 items)
UNSAID = object()
# The events that only pay for a move of PAID_MOVES (search.py: none is hinted when what it
# opens then ends with nothing done) or look at something without a gain (a hex drawn, then
# lost; a permission asked).
NO_GAIN = frozenset((DISC, USE_CARD, USE_BUILDING, PHASE, END_TURN, HEX_DRAWN, HEX_DISCARDED,
                     HEX_LOST, ASK_PERMISSION, PERMISSION, PERMISSION_PRICE))
ALTERNATIVES = 3        # other moves looked at when the hinted one would be wasted


@dataclass(frozen=True)
class Plan:
    actions: tuple                  # engine Actions, the move first
    gift: bool = False              # a trade in it gives something for nothing
    offer: tuple | None = None      # (to, give, get) of a trade offer composed in it
    stands: int = 0                 # citizens a domestic-crisis cube stands up in it

    @property
    def move(self):
        return self.actions[0]


def _follows(first, frame, seat):
    """Does the plan that began with `first` go on in `frame` (seat's decision)? An offer
    goes on to its Send (R9); a domestic-crisis cube to the citizens it stands up (R6.2),
    through the Benefactor's question (DECK 4, T01); export deliveries while they last."""
    k = frame["k"]
    if first.kind in (OFFER, GIVE, ASK, DROP):
        return k == COMPOSE
    if first.kind in (DELIVER, STAND) and k == BENEFACTOR:
        return True
    if first.kind == STAND and k == DCRISIS:
        return bool(frame.get("owed"))
    if first.kind == DELIVER and k == DCRISIS:
        return True                 # its citizens, then more free cubes (see _follow)
    if first.kind == DELIVER and k == XCRISIS:
        return True
    return False


def _gives_for_nothing(give, get):
    return bool(give) and not get


class HintBot(Bot):
    """The hint's planner (and the simulator's `hint` seat)."""

    kind = "hint"

    def __init__(self, seat, seed=0, level="hard", *, content, budget=HINT_BUDGET):
        super().__init__(seat, seed, "hard")
        self.content = content
        self.search = SearchBot(seat, seed, "hard", content=content, budget=budget, worthwhile=True)
        self.guide = self.search.guide
        self.failures = self.search.failures
        self.plan_rng = random.Random(f"hint-plan:{seed}:{seat}")
        self.queue = []             # the rest of the plan being played (the simulator's seat)
        self.last = None            # the last plan made

    @property
    def name(self):
        return "hint"

    @property
    def cancelled(self):
        return self.search.cancelled

    @cancelled.setter
    def cancelled(self, fn):
        self.search.cancelled = fn

    # --- the plan -----------------------------------------------------------------------------
    def plan(self, view, legal, my_bid=UNSAID):
        """The hinted move and what follows it without new information (`_follows`).
        `my_bid`: the florins this seat sealed in the bids now open, or None (a person
        asking for a hint: it does not assume its earlier advice was followed); unsaid, the
        search remembers its own bids (the simulator's seat follows every hint)."""
        if my_bid is not UNSAID:
            self.search.bid = None if my_bid is None else (view["round"], _rebid(view), my_bid)
        frame = view["frames"][-1] if view.get("frames") else {}
        rest = self._offer_rest(frame, legal)
        if rest is not None:
            self.last = rest
            return rest
        first = self.search.choose(view, legal)
        first = engine.Action(first[0], first[1], tuple(first[2]))
        if first.kind in PAID_MOVES and len(legal) > 1 and self.wasted(view, first):
            first = self._not_wasted(view, legal, first)
        actions = [first]
        if first.kind in (OFFER, DELIVER, STAND, GIVE, ASK):
            actions += self._follow(view, first)
        plan = self._describe(view, frame, actions)
        if first.kind == OFFER and (len(actions) < 2 or actions[-1].kind != SEND):
            plan = self._instead(view, legal, first)     # an offer that would not be sent
        self.last = plan
        return plan

    def wasted(self, view, move):
        """Would `move` (a disc on a wheel space, a card or a building used: PAID_MOVES)
        end with nothing gained (NO_GAIN), in a world drawn from the view? What it opens is
        played on as a person following the hints would (the heuristic's best, which the
        search keeps to), the other players answering as normal bots, until it closes."""
        s = engine.resample(self.content, view, self.plan_rng, self.search.my_bid(view))
        depth, top = len(s.frames), s.frames[-1]["k"] if s.frames else None
        cubes, tokens = dict(s.players[self.seat]["cubes"]), s.players[self.seat]["tokens"]
        bots = {}
        events = engine.apply(s, move)
        for _ in range(PLAN_CAP):
            if any(e["type"] not in NO_GAIN for e in events):
                return False
            seat = engine.to_act(s)
            if seat is None or len(s.frames) < depth or (top == TURN and len(s.frames) <= depth):
                break
            legal = engine.legal_actions(s)
            if seat not in bots:        # mine plays as the guide, without touching its memory
                bots[seat] = HeuristicBot(seat, self.seed + seat, "hard" if seat == self.seat
                                          else "normal", content=self.content)
            a = legal[0] if len(legal) == 1 else bots[seat].choose(engine.view(s, seat), legal)
            events = engine.apply(s, engine.Action(a[0], a[1], tuple(a[2])))
        mine = s.players[self.seat]     # a harvest card declared after the harvest adds cubes
        return mine["tokens"] <= tokens and all(mine["cubes"][r] <= n for r, n in cubes.items())

    def _not_wasted(self, view, legal, wasted):
        """The heuristic's next best move worth making that is not wasted either, else its
        quitting move (end the turn, pass, done)."""
        seen = {wasted}
        for a in list(self.guide.worth_ranked(legal)):
            if a in seen:
                continue
            seen.add(a)
            if a.kind not in PAID_MOVES or (len(seen) <= ALTERNATIVES and not self.wasted(view, a)):
                return a
        quits = [a for a in legal if a.kind in QUIT]
        return self.guide.fallback(quits or legal)

    def _follow(self, view, first):
        """The steps after `first`, played in a world drawn from the view."""
        s = engine.resample(self.content, view, self.plan_rng, self.search.my_bid(view))
        crisis = view["frames"][-1]["k"] if view.get("frames") else None
        engine.apply(s, first)
        out = []
        while len(out) < PLAN_CAP:
            if engine.to_act(s) != self.seat or not s.frames:
                break
            f = s.frames[-1]
            if not _follows(first, f, self.seat) or (f["k"] in (DCRISIS, XCRISIS) and f["k"] != crisis):
                break               # a domestic crisis's plan ends before the export demand
            legal = engine.legal_actions(s)
            a = legal[0] if len(legal) == 1 else self.guide.choose(engine.view(s, self.seat), legal)
            a = engine.Action(a[0], a[1], tuple(a[2]))
            if first.kind == DELIVER and f["k"] in (DCRISIS, XCRISIS) and not f.get("owed") \
                    and (a.kind != DELIVER or (f["k"] == DCRISIS and a.args[1] != first.args[1])):
                break               # the run of deliveries ends (a cube of another source: its own hint)
            out.append(a)
            engine.apply(s, a)
            if a.kind in (SEND, CANCEL):
                break
        return out

    def _offer_rest(self, frame, legal):
        """In the composition of the offer the last plan made (a person who clicked the
        hint composed it): the steps that remain, to its Send."""
        last = self.last
        if frame.get("k") != COMPOSE or last is None or last.offer is None \
                or frame.get("to") != last.offer[0] or frame.get("seat") != self.seat:
            return None
        steps = []
        for side, kind, want in (("give", "give", last.offer[1]), ("get", "ask", last.offer[2])):
            have = dict(frame.get(side) or ())
            for item, n in want:
                if have.get(item, 0) > n:
                    return None
                steps += [engine.Action(self.seat, kind, (item,))] * (n - have.get(item, 0))
            if set(have) - {i for i, _ in want}:
                return None
        steps.append(engine.Action(self.seat, "send", ()))
        if steps[0] not in legal:
            return None
        return Plan(tuple(steps), last.gift, last.offer)

    def _instead(self, view, legal, offer):
        """The turn's best move other than an offer (the heuristic's quitting action)."""
        rest = [a for a in legal if a.kind != OFFER]
        a = self.guide.fallback(rest or legal)
        return Plan((engine.Action(a[0], a[1], tuple(a[2])),))

    def _describe(self, view, frame, actions):
        first = actions[0]
        if first.kind == OFFER:
            give, get = {}, {}
            for a in actions[1:]:
                if a.kind in (GIVE, ASK):
                    side = give if a.kind == GIVE else get
                    side[a.args[0]] = side.get(a.args[0], 0) + 1
            offer = (first.args[0], tuple(give.items()), tuple(get.items()))
            return Plan(tuple(actions), _gives_for_nothing(give, get), offer)
        if first.kind == ACCEPT and frame.get("k") == RESPOND:
            # I give what the offer asks ("get"), and receive what it gives
            return Plan(tuple(actions), _gives_for_nothing(frame.get("get"), frame.get("give")))
        stands = sum(1 for a in actions if a.kind == STAND)
        return Plan(tuple(actions), stands=stands)

    # --- as a seat of the simulator -------------------------------------------------------------
    def choose(self, view, legal):
        """The next step of the current plan while it is legal, else a new plan's move."""
        if self.queue:
            a = self.queue.pop(0)
            if a in legal:
                return a
            self.queue = []
        plan = self.plan(view, legal)
        self.queue = list(plan.actions[1:])
        return plan.move


def _rebid(view):
    for f in reversed(view.get("frames") or ()):
        if f.get("k") == BIDS:
            return f.get("rebid")
    return None
