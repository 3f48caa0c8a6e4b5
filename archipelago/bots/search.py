"""The searching levels (issue 15): determinized Monte Carlo over the heuristic's best
few moves.

For a decision worth thinking about, the bot asks the heuristic (level hard, no noise)
for its best few candidates (the expert takes a wide first round and races them: after a
few worlds a candidate clearly behind the leader is dropped, so the later worlds go to the
close ones; issue 31). Then, world after world, it draws a state consistent with
its own view (engine.resample: the others' secrets, the deck and the hex stack re-sampled,
never read), plays each candidate in that same world and lets heuristic bots (level
normal) play every seat on to the end of the round (R5: the round's phases), where the
position is scored (bots/standing.py). The candidate with the best mean wins; with no
world finished, the heuristic's own choice.

Time: `budget` seconds per decision at most (expert: 2 s by default, the "Expert
thinking time" setting), on `clock`: wall time in the game; the simulator may count the
search thread's CPU time instead (`--search-clock cpu`), so that a tournament on a busy
machine measures the search a quiet one would run. The clock is read between rollouts
and every CHECK_EVERY actions inside one: a rollout that would end past the budget is
dropped with its world, and no new world starts when the longest one so far would not fit. `samples` caps the
worlds instead (hard: a light, reproducible search). `cancelled()` (the bots' worker
sets it) stops a search at once so undo and quit never wait; at each of those looks the
worker thread also lets the drawing loop run (time.sleep(0)). A search on the main thread
(the simulator, the tests, a tool) has no drawing loop beside it and never sleeps: a
time.sleep(0) gives up the core, on a busy machine for a whole time slice (issue 40).

Decisions with one legal action, outside SEARCHED, or with one candidate clearly ahead
(TRIVIAL_GAP) are answered at once by the heuristic.
"""

import threading
import time
import traceback

from archipelago import engine

from .base import Bot
from .heuristic import HeuristicBot
from .lazy import MEMO_SIZE
from .standing import value
from archipelago.engine.kinds import BID, BIDS, FLORINS, PLACE_DISC, USE_BUILDING, USE_CARD

# Frame kinds searched: the turn, bids and purchases, crises, and the wheel's actions.
SEARCHED = frozenset(("turn", "bids", "p6_step", "dcrisis", "xcrisis", "build", "market",
                      "recruit", "harvest", "migrate"))
# A move that costs a disc, a card's use or a building's fee (issue 37: the hint makes none
# that the heuristic values below quitting, nor one that then ends with nothing done).
PAID_MOVES = (PLACE_DISC, USE_CARD, USE_BUILDING)
SMALL_BID = 2           # bids searched besides the heuristic's own (florins)
TRIVIAL_GAP = 6.0       # heuristic values this far ahead of the second need no search
CHECK_EVERY = 4         # actions between two looks at the clock inside a rollout, each
                        # after a time.sleep(0) that lets the drawing loop run
ROLLOUT_CAP = 3000      # actions: a rollout this long is cut and scored where it stands
# level -> (seconds per decision or None, worlds or None, candidates)
PROFILES = {"hard": (None, 4, 2), "expert": (2.0, None, 5)}
# Racing (timed searches only): after RACE_AFTER worlds, a candidate whose paired deficit
# to the leader is more than RACE_Z standard errors below zero is dropped, so the
# worlds left go to the close ones (a wide first round of candidates, then a narrow one).
RACE_AFTER = 4
RACE_Z = 2.0


class Candidates(HeuristicBot):
    """The heuristic, remembering every (value, action) it weighed for one decision."""

    counts_florins = False      # does the last reading's objective or trend rank florins?

    def pick(self, scored, legal, threshold=0.0, default=None):
        scored = list(scored)
        self.weighed.extend(scored)
        self.worth.extend(a for v, a in scored if v > threshold)
        return super().pick(scored, legal, threshold, default)

    def candidates(self, view, legal, worthwhile=False):
        """(its choice, [(value, action)] best first, one per action). Bids (R5.2), which
        the heuristic sets by rule, not by value, offer the small bids as alternatives.
        `worthwhile` (the hint, issue 37): a disc, a card's use or a building's use
        (PAID_MOVES) only if it would take it over its quitting action (above the threshold
        of its choice), and, for a holder whose objective or trend ranks its florins, no bid
        above its own (every bid is paid to the bank, R5.2); every other move is searched
        as the hard level searches it."""
        self.weighed = []
        self.worth = []
        choice = self.choose(view, legal)
        keep = None
        if view["frames"][-1]["k"] == BIDS:
            self.weighed = [(0.0, a) for a in legal if a.kind == BID and a.args[0] <= SMALL_BID]
            self.worth = [a for _, a in self.weighed if choice.kind != BID or a.args[0] <= choice.args[0]]
            if worthwhile and self.counts_florins:
                keep = set(self.worth) | {choice}
        elif worthwhile:
            keep = {a for _, a in self.weighed if a.kind not in PAID_MOVES} | set(self.worth) | {choice}
        best = {}
        for v, a in self.weighed:
            if a in legal and v > best.get(a, -1e18) and (keep is None or a in keep):
                best[a] = v
        return choice, sorted(((v, a) for a, v in best.items()), key=lambda x: -x[0])

    def read(self, view):
        r = super().read(view)
        self.counts_florins = r.wants(FLORINS)
        return r

    def worth_ranked(self, legal):
        """The actions of the last `candidates` it would take over quitting, best first."""
        best = {}
        for v, a in self.weighed:
            if a in legal and a in self.worth and v > best.get(a, -1e18):
                best[a] = v
        return sorted(best, key=lambda a: -best[a])


class SearchBot(Bot):
    """The hard and expert levels (PROFILES): see the module docstring."""

    kind = "heuristic"

    def __init__(self, seat, seed=0, level="expert", *, content, budget=None, samples=None,
                 width=None, worthwhile=False):
        super().__init__(seat, seed, level)
        self.worthwhile = worthwhile      # search only moves the heuristic finds worth making
        b, s, w = PROFILES[level]
        self.budget = budget if budget is not None else b
        self.samples = samples if samples is not None else s
        self.width = width or w
        self.content = content
        self.guide = Candidates(seat, seed, level="hard", content=content)
        self.failures = self.guide.failures
        self.cancelled = lambda: False    # the bots' worker: has this job been dropped?
        self.bid = None                   # (round, rebid, amount) of my sealed bid
        self.last = {}                    # figures of the last decision (bench, tests)
        self.clock = time.perf_counter    # what the budget counts (module docstring)
        self.pause = True                 # time.sleep(0) at each look: a thread beside the
                                          # drawing loop (off the main thread: `beside`); a
                                          # worker process alone (the game review) gains
                                          # nothing by it and loses its turn
        self.carries = {}                 # what the rollouts' bots carry (play_round)

    def choose(self, view, legal):
        t0 = time.perf_counter()
        start = self.clock()
        if len(legal) == 1:
            self.last = {"worlds": 0, "seconds": 0.0}
            return legal[0]
        choice, scored = self.guide.candidates(view, legal, self.worthwhile)
        a, worlds = choice, 0
        kind = view["frames"][-1]["k"] if view["frames"] else ""
        cands = [choice] + [x for _, x in scored if x != choice][:self.width - 1]
        if kind in SEARCHED and len(cands) > 1 and not self.trivial(scored) \
                and not self.cancelled():
            try:
                a, worlds = self.search(view, cands, start)
            except Exception:  # noqa: BLE001 -- a search bug must never stop a game: the heuristic's choice
                self.failures.append((view.get("log_n"), traceback.format_exc()))
        if a.kind == BID:
            f = view["frames"][-1]
            self.bid = (view["round"], f.get("rebid"), a.args[0])
        self.last = {"worlds": worlds, "seconds": time.perf_counter() - t0}
        return a

    @staticmethod
    def trivial(scored):
        return len(scored) >= 2 and scored[0][0] - scored[1][0] >= TRIVIAL_GAP

    def my_bid(self, view):
        """My sealed bid, while the bids it went into wait on the stack (R5.2)."""
        if self.bid and any(f["k"] == BIDS and (view["round"], f["rebid"]) == self.bid[:2]
                            for f in view["frames"]):
            return self.bid[2]
        return None

    def search(self, view, cands, start):
        """(the candidate with the best mean value over the worlds played, worlds);
        `start`: the decision's start on `clock`."""
        clock = self.clock
        deadline = None if self.budget is None else start + self.budget
        alive = list(range(len(cands)))  # the candidates still searched (RACE_*)
        played = [[] for _ in cands]    # per candidate, its value in each world it played
        worlds = 0
        per_world = 0.0
        bid = self.my_bid(view)
        pause = self.pause and beside()
        while (self.samples is None or worlds < self.samples) and len(alive) > 1:
            now = clock()
            if deadline is not None and now + per_world * len(alive) / len(cands) > deadline:
                break
            base = engine.resample(self.content, view, self.rng, bid)
            seed = self.rng.getrandbits(32)
            vals = []
            for i in alive:
                v = self.rollout(base, cands[i], seed, deadline)
                if v is None:
                    break
                vals.append(v)
            if len(vals) < len(alive):
                break
            for i, v in zip(alive, vals):
                played[i].append(v)
            worlds += 1
            per_world = max(per_world, (clock() - now) * len(cands) / len(alive))
            if self.samples is None and worlds >= RACE_AFTER:
                alive = race(alive, played)
            if pause:
                time.sleep(0)
        if not worlds:
            return cands[0], 0
        best = max(alive, key=lambda i: (sum(played[i]), -i))
        return cands[best], worlds

    def rollout(self, base, action, seed, deadline):
        """The value for me of `action` in the world `base`, played on with heuristic
        bots to the end of the round; None when the clock or a cancel cuts it."""
        s = engine.copy_state(base)
        engine.apply(s, action)
        stop = lambda: self.cancelled() or (deadline is not None and self.clock() > deadline)  # noqa: E731
        if not play_round(s, seed, self.content, stop, self.pause, self.carries):
            return None
        return value(s, self.seat)


def play_round(s, seed, content, stop=lambda: False, pause=True, carries=None):
    """Play the state `s` (a world) on to the end of its round (or of the game) with
    heuristic bots (level normal) in every seat; False when `stop()`, asked every
    CHECK_EVERY actions (after a time.sleep(0) that lets the drawing loop run, if `pause`
    and off the main thread (`beside`): a thread beside it; a process alone, as the game
    review's worker, needs none), cut it.
    `carries`: what the bots of earlier rollouts carried (lazy.carried), per knowledge,
    seat and the seat's objective (a world draws the others' objectives anew), taken over
    by this rollout's bots and left for the next (a value passes only where its inputs are
    equal, so no decision changes); without it, those of every rollout not given one."""
    rnd = s.round
    pause = pause and beside()
    if carries is None:
        carries = _CARRIES
        if len(carries) >= MEMO_SIZE:
            carries.clear()
    bots = {}
    steps = 0
    while steps < ROLLOUT_CAP and s.round == rnd:
        seat = engine.to_act(s)
        if seat is None:
            break
        steps += 1
        if steps % CHECK_EVERY == 0:
            if pause:
                time.sleep(0)
            if stop():
                return False
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = HeuristicBot(seat, seed + seat, "normal", content=content)
            bot.carry_key = bot.k, seat, s.players[seat]["objective"]
            bot._carry = carries.get(bot.carry_key)
        legal = engine.legal_actions(s)     # a forced move needs no view
        engine.apply(s, legal[0] if len(legal) == 1 else bot.choose(engine.view(s, seat), legal))
    for bot in bots.values():
        if bot._carry is not None:
            carries[bot.carry_key] = bot._carry
    return True


_CARRIES = {}        # play_round's carries when the caller keeps none (the game review)


def beside():
    """Is this thread beside the main one (a bots' worker, whose time.sleep(0) lets the
    drawing loop on the main thread run)? On the main thread nothing waits for it."""
    return threading.current_thread() is not threading.main_thread()


def race(alive, played):
    """The candidates still in the race: the leader (the best total over the worlds, which
    every candidate still in played alike: same world, same future) and those whose paired
    deficit to it is not clearly negative (RACE_Z standard errors)."""
    k = len(played[alive[0]])
    leader = max(alive, key=lambda i: (sum(played[i]), -i))
    out = []
    for i in alive:
        if i == leader:
            out.append(i)
            continue
        d = [a - b for a, b in zip(played[i], played[leader])]
        mean = sum(d) / k
        var = sum((x - mean) ** 2 for x in d) / (k - 1)
        if mean + RACE_Z * (var / k) ** 0.5 >= 0:
            out.append(i)
    return out


def make_search_bot(seat, seed, level, content):
    """A SearchBot for "hard", "expert" or "expert@SECONDS" (a budget other than 2 s)."""
    name, _, secs = level.partition("@")
    budget = float(secs) if secs else None
    bot = SearchBot(seat, seed, name, content=content, budget=budget)
    bot.level = level
    return bot

