"""What a bot's seat is worth to it, read off one view: the danger of independence
(R6.6), the needs and value of cubes and florins, and how its objective and the trend
stand (public measures only). A part of `Reading` (bots/reading.py), which it extends
with valuations; computed lazily like the rest of the reading."""

from math import ceil

from archipelago.engine import answers, tables
from archipelago.engine.ending import pacifist_gap
from archipelago.engine.pieces import B, H
from archipelago.engine.worlds import others_florins, others_holdings

from . import clock
from .knowledge import rebellion_of
from .lazy import carried, lazy, shared
from archipelago.engine.kinds import FLORINS, TEMPLE

VP = 4.0            # a victory point, in florin-like value units
BASE_VALUE = {"fruit": 1.8, "cattle": 1.8, "fish": 1.8, "wood": 2.0, "stone": 2.4, "iron": 2.6}
# Frequency of each resource among the domestic crises of the deck (DECK 5.1): the
# baseline reserve a careful player keeps.
COMMON = ("fruit", "cattle", "fish", "wood")
RARE = ("stone", "iron")

_PHASE3 = {}        # (markets, population, surplus) -> phase3_rebellion
_WEIGHTS = {}       # (game, objective, trend, level) -> weights


class Values:
    """Valuations over the reading's fields (see Reading.__init__)."""

    # --- danger of independence (R6.6) ---------------------------------------------------
    @lazy
    def phase3_rebellion(self):
        """Rebellion the board rows would add in the next phase 3 as the table stands
        (the same for every seat: shared by the readings of the same markets and
        markers)."""
        markets = self.v["markets"]
        key = (self.k, tuple(markets["domestic"].items()), tuple(markets["export"].items()),
               self.population, self.surplus)
        return shared(_PHASE3, key, self._phase3_rebellion)

    def _phase3_rebellion(self):
        rules = self.k.rules
        total = 0
        for res in self.k.resources:
            for market in ("domestic", "export"):
                c = self.v["markets"][market][res]
                total += rebellion_of(tables.market_effects(rules, market, res, c))
        total += self.k.row_rebellion("stability", self.population)
        total += self.k.row_rebellion("surplus", self.surplus)
        return total

    @lazy
    def next_crisis(self):
        """(domestic (res, n) or None, export cube list, event name or None) of the card
        on top of the deck, without its red parts (R5.4)."""
        top = self.v["deck_top"]
        if not top:
            return None, [], None
        red = top.get("red", ())
        dom = top.get("domestic") if "domestic" not in red else None
        exp = tables.export_demand(self.k.rules, top["export"]["cubes"], self.n) \
            if top.get("export") and "export" not in red else []
        ev = top.get("event") if "event" not in red else None
        return ((dom["resource"], dom["citizens_per_cube"]) if dom else None), exp, ev

    @lazy
    def expected_rise(self):
        """Rebellion expected before a player can act again: phase-3 rows and the part of
        the next export demand the export market cannot cover."""
        _, exp, _ = self.next_crisis
        stock = dict(self.v["markets"]["export"])
        missing = 0
        for r in exp:
            if stock.get(r, 0) > 0:
                stock[r] -= 1
            else:
                missing += 1
        return max(0, self.phase3_rebellion) + 0.5 * missing

    @lazy
    def margin(self):
        """How far the colony is from independence after the expected rise."""
        return self.population - self.rebellion - self.expected_rise

    def rebellion_cost(self, k=1, extra=0.0):
        """What k more rebellion costs, in florins: steep as rebellion nears the
        population (one unmet crisis can add a fifth of it at once). `extra`: more
        rebellion already expected (e.g. citizens about to turn rebel). The holder's
        objective (issue 37, R11): a Separatist wins alone at independence, so to it
        rebellion is a gain as steep (a negative cost); a Pacifist's points hang on
        population minus rebellion, so each point also costs its stake."""
        if k <= 0:
            return 0.0
        room = self.margin - extra - 0.2 * self.population - k + 1
        if self.margin - extra - k < 0:
            v = 40.0 * k
        else:
            v = k * (0.6 + 8.0 / max(0.5, room))
        if self.plays_separatist:
            return -v
        return v + k * self.pacifist_stake

    @lazy
    def pacifist_stake(self):
        """What one more point of rebellion risks of a Pacifist's points (R11: population
        minus rebellion above the card's margin scores its points at the end), per point:
        most while the gap is within a few points of the margin either way."""
        if not self.pacifist or self.level == "easy":
            return 0.0
        sc = self.objective.scoring
        over = pacifist_gap(sc, self.population, self.rebellion)
        share = 0.35 if -6 <= over <= 6 else 0.15
        return share * sc.get("points", 3) * VP

    def surplus_cost(self, delta, at=None):
        """What moving the surplus marker by `delta` costs (R7.4 rows: rebellion every
        phase 3 while it stays there; no recruiting at 0); from the marker's place now or
        from `at`."""
        now = self.surplus if at is None else at
        new = max(0, min(30, now + delta))
        # only the rows that add rebellion count: the -1 at the bottom is no reason to
        # keep the colony from growing
        rows = self.k.row_rebellion
        d = max(0, rows("surplus", new)) - max(0, rows("surplus", now))
        v = d * self.rebellion_cost(1) * min(self.rounds_left, 3) * 0.5
        if new >= 9 and delta > 0:
            v += 0.3 * delta          # creeping toward the rows that add rebellion
        elif now > 9 and delta < 0:
            v -= 0.3 * (now - max(new, 9))    # and away from them
        if new <= 0 < now:
            v += 1.0                  # nobody can recruit
        return v

    def food_empty_cost(self, res, delta):
        """An empty fruit/cattle/fish area of the domestic market adds rebellion in
        phase 3 (R7.1): the cost of taking its last cube, or the gain of filling it."""
        empty = self.k.empty_rebellion[res]
        if empty <= 0:
            return 0.0
        c = self.v["markets"]["domestic"][res]
        if delta < 0 and c == 1:
            return self.rebellion_cost(empty) * 0.8
        if delta > 0 and c == 0:
            return -self.rebellion_cost(empty) * 0.8
        return 0.0

    # --- needs and the value of cubes ----------------------------------------------------
    @carried("my_units", "buildings", "control")
    def exposed(self):
        """My citizens that a domestic crisis would lay down (not in temples, not on a
        hex where I control a temple)."""
        temples = {b for b, bl in enumerate(self.buildings) if bl[2] == TEMPLE}
        my_temple_hexes = {self.buildings[b][0] for b in temples if self.control[b] == self.me}
        return sum(1 for u in self.my_citizens
                   if self.units[u][H] >= 0 and self.units[u][B] not in temples
                   and self.units[u][H] not in my_temple_hexes)

    @lazy
    def crisis_need(self):
        need = dict.fromkeys(self.k.resources, 0)
        dom, _, _ = self.next_crisis
        if dom:
            res, per = dom
            share = self.v["markets"]["domestic"][res] // max(1, self.n)
            need[res] = max(0, ceil(self.exposed / per) - share)
        # a reserve against any crisis of a common good: about one cube per 4.5 of my
        # exposed citizens (DECK 5.1: mean N = 4.47); explorer tokens stand in for any
        per = -(-self.exposed // 5) - self.tokens
        if per > 0:
            for res in COMMON:
                need[res] = max(need[res], per)
        # stone and iron crises are rarer but stand 5-6 citizens a cube
        rare = -(-self.exposed // 6) - self.tokens
        if rare > 0 and self.rounds_left > 1:
            for res in RARE:
                need[res] = max(need[res], rare)
        return need

    @lazy
    def export_need(self):
        _, exp, _ = self.next_crisis
        stock = dict(self.v["markets"]["export"])
        out = dict.fromkeys(self.k.resources, 0)
        for r in exp:
            if stock.get(r, 0) > 0:
                stock[r] -= 1
            else:
                out[r] += 1
        return out

    @lazy
    def build_need(self):
        """Cubes for the construction I would like next (see Bot.plan_build)."""
        need = dict.fromkeys(self.k.resources, 0)
        for kind in self.wanted_builds[:1]:
            for r, n in tables.build_cost(self.k.rules, kind)[1].items():
                need[r] += n
        return need

    @lazy
    def hoard(self):
        """Resources my objective counts (cubes.R) or whose bank I want to empty."""
        out = dict.fromkeys(self.k.resources, 0.0)
        for m in self.my_measures:
            if m.startswith("cubes."):
                out[m[6:]] += 2.0
        obj = self.objective
        if obj is not None and self.pushes("bank_empty_resources"):
            bank = self.v["bank"]["cubes"]
            for r in sorted(bank, key=lambda r: bank[r])[:3]:
                if bank[r] <= 5:
                    out[r] += 1.5
        return out

    def cube_value(self, res, have=None, spend_on_build=False):
        """The value of one more cube of `res` when I hold `have` (default: my stock).
        `spend_on_build`: valued as spent on the construction it was kept for. Worked
        out once per reading and arguments (decisions ask the same values many times)."""
        if have is None:
            have = self.cubes[res]
        key = (res, have, spend_on_build)
        v = self.cube_values.get(key)
        if v is None:
            v = self.cube_values[key] = self._cube_value(res, have, spend_on_build)
        return v

    def _cube_value(self, res, have, spend_on_build):
        v = BASE_VALUE.get(res, 2.0) + self.hoard[res]
        crisis = self.crisis_need[res]
        if have < crisis:
            return v + 3.5
        build = 0 if spend_on_build else self.build_need[res]
        if have < crisis + build:
            return v + 1.8
        if have < crisis + build + self.export_need[res]:
            return v + 0.8
        # a cube beyond every need is worth what it sells for, less the action that
        # selling takes; a stock piling up is worth less and less
        spare = have - (crisis + build + self.export_need[res])
        if spare >= 1:
            v = min(v * 0.75 ** spare, 0.6 * self.sale_value(res))
        return v

    def sale_value(self, res):
        """Florin value of selling one cube of `res` now, on the better market."""
        best = 0
        for market in ("domestic", "export"):
            p = tables.sale_price(self.k.rules, market, res, self.v["markets"][market][res])
            if p is not None and p > best:
                best = p
        return best * self.florin_value

    def lose_value(self, res):
        """What giving away one of my cubes of `res` costs me."""
        have = self.cubes[res]
        return self.cube_value(res, have - 1) if have > 0 else 99.0

    @lazy
    def florin_value(self):
        """Florins matter less to a rich player (except one scored on florins, until it
        holds more than all the others together: first place on florins is then sure,
        and a hoard kept growing only starves the bank, R11)."""
        f = self.florins
        v = 1.3 if f < 4 else 1.0 if f < 10 else 0.65 if f < 20 else 0.4
        if self.rounds_left <= 1:
            v *= 0.5
        v += 0.15 * self.weight("florins")
        if FLORINS in self.my_measures and f <= others_florins(self.k.rules, self.v):
            v = max(v, 0.9)
        return v

    # --- objective and trend ----------------------------------------------------------------
    @lazy
    def my_measures(self):
        """Scoring measures I care about: my objective's criterion (weight 1) and the
        trend's (normal and hard levels); `a+b` split."""
        out = []
        if self.level == "easy":
            return out
        obj = self.objective
        if obj is not None and obj.scoring.get("kind") == "rank":
            out += obj.scoring["measure"].split("+")
        if self.trend is not None:
            out += self.trend.criterion.split("+")
        return out

    @lazy
    def end_counters(self):
        """Counters of my objective's end condition (pushed at normal and hard levels;
        a Separatist never pushes: independence is its win). Like a sensible player, a bot
        does not hurry the end while it trails on its criterion (the secret ones, florins,
        cubes and tokens, judged from what the others hold together: `leading`)."""
        obj = self.objective
        if obj is None or self.level == "easy" or self.separatist:
            return ()
        if "at_most" in obj.ends_when:
            return ()
        if self.leading is False:
            return ()
        return tuple(obj.ends_when["counter"].split("+"))

    @lazy
    def end_gap(self):
        """Steps (tokens, cubes, buildings, cards, citizens, florins, hexes) until my
        objective's end condition holds (R11.1), or None without an objective."""
        obj = self.objective
        if obj is None:
            return None
        name, need, threshold = clock.watch(obj, self.n)
        now, _ = clock.counter(self, name, need, clock.start_counters(self.k, self.n, self.v["length"]))
        if need:
            return max(0, -now)
        if "at_least" in obj.ends_when:
            return max(0, threshold - now)
        return max(0, now - threshold)

    def ends_badly(self, counter, steps=1):
        """Would `steps` more of `counter` meet my own objective's end condition while I
        would score nothing from it (a Separatist never; a Pacifist below its margin; a
        ranked criterion I do not lead)? Issue 37: the holder must not end the game on
        its own objective for nothing (normal and hard levels)."""
        obj = self.objective
        if obj is None or self.level == "easy" or self.leading is True \
                or counter not in obj.ends_when["counter"].split("+"):
            return False
        gap = self.end_gap
        return gap is not None and 0 < gap <= steps

    # --- standing on my objective (public measures only) -----------------------------------
    def public_measure(self, name, seat):
        """A scoring measure of R11.1 / DECK 4 for a seat, as the engine counts it on the
        table (answers.measure); None for secrets (florins, cubes, explorer tokens)."""
        if answers.hidden(name):
            return None
        return answers.measure(self.k.content, self.v, name, seat)

    @lazy
    def leading(self):
        """Do I lead on my objective's criterion? None when it is secret (florins, cubes,
        tokens) or I have no ranked objective."""
        obj = self.objective
        if obj is None:
            return None
        sc = obj.scoring
        if sc.get("kind") == "pacifist":
            return pacifist_gap(sc, self.population, self.rebellion) > 0
        if sc.get("kind") != "rank":
            return None
        if answers.hidden(sc["measure"]):
            mine, others = self.secret_measure(sc["measure"])
            return mine > 0 and mine * (self.n - 1) >= others
        return self.leading_on_table

    @carried("objective", "stats", "cards_owned", "cards_built", "buildings", "control", "units",
             "hexes")
    def leading_on_table(self):
        """`leading` on a ranked measure the table shows: what answers.measure reads for it
        (the players' tracked stats, the cards owned and built, the buildings and their
        control, the units and the map); None for any other objective."""
        obj = self.objective
        if obj is None or obj.scoring.get("kind") != "rank" or answers.hidden(obj.scoring["measure"]):
            return None
        name = obj.scoring["measure"]
        mine = self.public_measure(name, self.me)
        # mine > 0 and at least every other seat's: the others counted only while it holds
        return mine > 0 and all(self.public_measure(name, s) <= mine
                                for s in range(self.n) if s != self.me)

    @lazy
    def stats(self):
        """Each seat's tracked measures (R11.1: bids, cards' rebellion, exports...)."""
        return tuple([p["stats"] for p in self.v["players"]])

    @lazy
    def cards_owned(self):
        return self.v["owner"]

    @lazy
    def cards_built(self):
        return self.v["built"]

    def secret_measure(self, name):
        """(mine, the other players' together) of a measure the table hides (florins, cubes
        of a kind, explorer tokens: R1, the supplies are conserved)."""
        florins, tokens, cubes = others_holdings(self.k.rules, self.v)
        if name == FLORINS:
            return self.florins, florins
        if name == "explorer_tokens":
            return self.tokens, tokens
        res = name.partition(".")[2]
        return self.cubes.get(res, 0), cubes.get(res, 0)

    @lazy
    def separatist(self):
        obj = self.objective
        return obj is not None and obj.scoring.get("kind") == "separatist"

    @lazy
    def plays_separatist(self):
        """A Separatist that plays for its independence: the searching levels (hard, and
        the Hint, which plays the hard level's move; expert) do. Easy and normal play for
        the colony whatever their objective, as they did when the balance targets were
        tuned on them (docs/BALANCE.md: with normal Separatists playing for independence,
        long 4-player games ended by independence in 23 % and came only +2.2 rounds after
        medium ones)."""
        return self.separatist and self.level not in ("easy", "normal")

    @lazy
    def pacifist(self):
        obj = self.objective
        return obj is not None and obj.scoring.get("kind") == "pacifist"

    def wants(self, measure):
        """My objective or the trend ranks this measure."""
        return measure in self.my_measures

    @lazy
    def weights(self):
        """Expected number of scorings (objective cards and trend, R11) that rank each
        measure: mine and the trend for sure, and each other player's unknown objective
        with the chance that it counts the measure (shared by the readings of the same
        game, objective and level)."""
        key = (self.k, self.v["length"], self.n, self.objective and self.objective.id,
               self.v["trend"], self.level)
        return shared(_WEIGHTS, key, self._weights)

    def _weights(self):
        out = {}
        objs = self.k.criteria.get(self.v["length"], [])
        mine = self.objective.id if self.objective else None
        others = [ms for oid, ms in objs if oid != mine]
        if others:
            share = (self.n - 1) / len(others)
            for ms in others:
                for m in ms:
                    out[m] = out.get(m, 0.0) + share
        if self.level != "easy":
            for m in self.my_measures:
                out[m] = out.get(m, 0.0) + 1.0
            if self.trend is not None:
                for m in self.trend.criterion.split("+"):
                    out[m] = out.get(m, 0.0) + 0.3      # 4/3/2 instead of 3/2/1
        return out

    def weight(self, measure):
        return self.weights.get(measure, 0.0)

    def pushes(self, counter):
        return counter in self.end_counters
