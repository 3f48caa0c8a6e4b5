"""The review of a finished game (issue 41), from its record alone (the configuration and
the actions: history.replay_steps rebuilds every moment; the log is the truth).

    rv = review_game(content, cfg, actions, people=[0], progress=cb, cancelled=stop)

Plain data (JSON-able), so a scene can draw it and a save can keep it:

- `points`: after the deal and after every decision (an action of a seat that had more than
  one legal action) and at the end, {"step": position (actions applied: Replay.seek),
  "chances": [each seat's chance of winning, from that seat's own view]}
  (review/chances.py: engine.view(state, seat) is all it is handed);
- `turns`: the turning points, the largest swings of one seat's chance between two points
  (TURNS of them), each with its `cause` read from the events of the actions in between
  (a crisis, an objective met, a trade, a card...: cause());
- `marks`: for each seat in `people`, its decisions that cost most: at a decision of a kind
  the search weighs (bots/search.SEARCHED), the moves the hard search and the normal bot
  would have made from the seat's view (bots/search.SearchBot, bots/heuristic; none when
  both are the person's own), each played with the move played in the same COST_WORLDS
  worlds drawn from that view, on to the end of the round by heuristic bots
  (search.play_round), the seat's chance at the end of each (end_chance: the chances of
  that world, the clock read from the seat's view there); the better of the two is the
  mark's, and the `cost` is the chance lost against it (its mean over the worlds). "Costliest" is by the
  chance lost that the worlds agree on, `cost_low`: the mean less its standard error over
  the worlds (a large cost in one lucky world of a few is partly luck; a pass that loses in
  every world is sure). The REFINE costliest of a seat are played again in REFINE_WORLDS
  more worlds, and the KEEP costliest then are kept, marked by their `cost` with the
  thresholds of data/review.yaml (docs/REVIEW.md): inaccuracy, mistake, blunder. A mark
  also carries `value_lost`, the search's own value (bots/standing.value: points and
  material) lost in the same worlds. Each mark has the `step` where the decision was taken
  (open the replay there, from `seat`).

Each seat's chances draw their worlds from a generator seeded by the game's seed and the
seat, the same at every step (the chart moves with the game, not with the draws); a
decision's worlds from one seeded by the seed, the step and the seat: the same record gives
the same review.
"""

import math
import random
import statistics

from archipelago import engine
from archipelago.bots.heuristic import HeuristicBot
from archipelago.bots.search import SEARCHED, SearchBot, play_round
from archipelago.bots.standing import value
from archipelago.engine.kinds import (BALANCE, BUY_CARD, DOMESTIC_CRISIS, EXPORT_CRISIS, GAME_OVER,
                                      OBJECTIVE_MET, PHASE, ROUND, TRADE_DONE, USE_CARD, WONDER)
from archipelago.history import replay_steps

from . import params as P
from .chances import WORLDS, calibrated, horizon, seat_chance, spread, typical, world_figures

FORMAT = 2              # the review's own shape: a kept review of another shape is made again
TURNS = 3               # turning points kept
KEEP = 5                # costliest decisions kept per seat
COST_WORLDS = 6         # worlds each alternative is played in, at every decision
REFINE = 8              # the costliest decisions per seat played again in
REFINE_WORLDS = 12      # this many more worlds
MARK_ORDER = ("blunder", "mistake", "inaccuracy")


class Cancelled(Exception):
    """The review was cancelled (its caller's `cancelled()` said so)."""


def review_game(content, cfg, actions, people=(), *, progress=None, cancelled=None,
                worlds=WORLDS, cost_worlds=COST_WORLDS, refine_worlds=REFINE_WORLDS, search_worlds=None,
                settings=None, levels=None):
    """The review (module docstring) of the finished game of `cfg` through `actions`;
    `people`: the seats whose costliest decisions are looked for; `levels`: each seat's bot
    level, None for a person's (chances.levels_of; None: every seat counted as a normal
    bot). `progress(done, total)` is told as it goes; `cancelled()` True stops it (raises
    Cancelled). The sizes: `worlds`
    drawn per view for the chances, `cost_worlds` and `refine_worlds` a decision's moves are
    played in, `search_worlds` the hard search's own (None: its level's, bots/search.PROFILES);
    the game ships the defaults, tests of a mechanism may ask for fewer."""
    settings = settings or P.load()
    params = settings["params"]
    stop = cancelled or (lambda: False)
    people = sorted(set(people))
    n = len(cfg["names"])
    seed = cfg["seed"]
    points, spans, decisions = [], [], []
    records = []
    total = len(actions) + 1
    done = 0
    for state, rec in replay_steps(content, cfg, actions):
        if rec is not None:
            records.append(rec)
        pos = len(records)
        seat = engine.to_act(state)
        legal = engine.legal_actions(state) if seat is not None else []
        if pos == 0 or len(legal) > 1 or seat is None:
            if stop():
                raise Cancelled
            points.append({"step": pos, "chances": [
                round(seat_chance(content, engine.view(state, s), params, _rng(seed, 0, s), worlds, levels), 4)
                for s in range(n)]})
            spans.append(pos)
        if seat in people and len(legal) > 1 and pos < len(actions) and state.frames \
                and state.frames[-1]["k"] in SEARCHED:
            decisions.append((pos, seat, engine.view(state, seat), actions[pos]))
        done += 1
        if progress:
            progress(done, total + len(decisions))
    marks = {str(s): [] for s in people}
    jobs = total + len(decisions) + REFINE * len(people)
    for i, (pos, seat, view, played) in enumerate(decisions):
        if stop():
            raise Cancelled
        m = _cost(content, view, played, seed, pos, params, cost_worlds, search_worlds, stop, levels)
        if m is not None:
            marks[str(seat)].append(m)
        if progress:
            progress(total + i + 1, jobs)
    done = total + len(decisions)
    views = {pos: (view, played) for pos, _, view, played in decisions}
    for s in marks:
        # the costliest few again in more worlds (the first worlds' largest costs are
        # partly luck: the same worlds, the next futures)
        first = sorted(marks[s], key=costliest)[:REFINE]
        for k, m in enumerate(first):
            if stop():
                raise Cancelled
            _refine(content, m, *views[m["step"]], seed, params, cost_worlds, refine_worlds, stop, levels)
            if progress:
                progress(done + k + 1, jobs)
        done += REFINE
        marks[s] = sorted(first, key=costliest)[:KEEP]
        for m in marks[s]:
            m["mark"] = grade(m["cost"], settings["marks"])
            del m["worlds"], m["values"]
    return {"format": FORMAT, "game": game_key(cfg, actions), "people": people,
            "points": points, "turns": turning_points(points, records), "marks": marks}


def costliest(m):
    """The sort key of a seat's marks, costliest first: the chance lost that the worlds
    agree on (cost_low), then the mean, then the earlier step."""
    return -m["cost_low"], -m["cost"], m["step"]


def _rng(seed, pos, seat, what="chance"):
    return random.Random(f"{what}:{seed}:{pos}:{seat}")


def game_key(cfg, actions):
    """What the review was made of: the deal's seed and names, the length and how many
    actions (a kept review belongs to the save whose game has the same)."""
    return {"seed": cfg["seed"], "names": list(cfg["names"]), "length": cfg["length"], "actions": len(actions)}


def grade(cost, marks):
    """The mark of a decision that lost `cost` of the seat's chance (data/review.yaml), or None."""
    return next((m for m in MARK_ORDER if cost >= marks[m]), None)


def action_data(a):
    return [a.seat, a.kind, list(a.args)]


def _cost(content, view, played, seed, pos, params, worlds, search_worlds, stop, levels):
    """A decision's mark data: the bots' moves from the seat's view (the hard search's, in
    `search_worlds` worlds if not None, and the normal bot's) each against the move played,
    both played in the same worlds drawn from that view to the end of the round; the one
    that does better there is the mark's. None when both bots would have made the move
    played. (A search in 4 worlds can miss a move the plain heuristic makes.)"""
    seat = view["seat"]
    bot = SearchBot(seat, seed * 10 + seat, "hard", content=content, samples=search_worlds)
    bot.cancelled = stop
    bot.pause = False               # a worker process: no drawing loop to let run
    usual = HeuristicBot(seat, seed * 10 + seat, level="normal", content=content)
    best = None
    for better in dict.fromkeys((bot.choose(view, view["legal"]), usual.choose(view, view["legal"]))):
        if better == played:
            continue
        m = {"step": pos, "seat": seat, "played": action_data(played), "better": action_data(better),
             "worlds": [[], []], "values": [[], []]}
        _play_both(content, m, view, played, better, _rng(seed, pos, seat, "cost"), worlds, params, stop, levels)
        if m["worlds"][0] and (best is None or m["chance_better"] > best["chance_better"]):
            best = m
    return best


def _refine(content, m, view, played, seed, params, skip, worlds, stop, levels):
    """`worlds` more worlds for a decision's mark (after the `skip` it was played in)."""
    rng = _rng(seed, m["step"], m["seat"], "cost")
    for _ in range(skip):
        engine.resample(content, view, rng)
        rng.getrandbits(32)
    better = engine.Action(m["better"][0], m["better"][1], tuple(m["better"][2]))
    _play_both(content, m, view, played, better, rng, worlds, params, stop, levels)


def _play_both(content, m, view, played, better, rng, worlds, params, stop, levels):
    """Play both moves in `worlds` worlds drawn from the view (the same world and future for
    both), on to the end of the round; the seat's chance at each end goes into m["worlds"],
    and their means into the mark."""
    seat = view["seat"]
    for _ in range(worlds):
        w = engine.resample(content, view, rng)
        fut = rng.getrandbits(32)
        got = []
        for move in (played, better):
            s = engine.copy_state(w)
            try:
                engine.apply(s, move)
            except engine.IllegalAction:         # a move the drawn world does not allow
                break
            if not play_round(s, fut, content, stop, pause=False):
                raise Cancelled
            got.append((end_chance(content, s, seat, params, levels), value(s, seat)))
        if len(got) == 2:
            for i in (0, 1):
                m["worlds"][i].append(got[i][0])
                m["values"][i].append(got[i][1])
    k = len(m["worlds"][0])
    if k:
        cp, cb = sum(m["worlds"][0]) / k, sum(m["worlds"][1]) / k
        lost = [b - a for a, b in zip(*m["worlds"])]
        se = statistics.stdev(lost) / math.sqrt(k) if k > 1 else abs(cb - cp)
        m.update(chance_played=round(cp, 4), chance_better=round(cb, 4), cost=round(max(0.0, cb - cp), 4),
                 cost_low=round(cb - cp - se, 4),
                 value_lost=round((sum(m["values"][1]) - sum(m["values"][0])) / k, 3))


def end_chance(content, s, seat, params, levels=None):
    """The seat's chance in a world played on (a draw from its view and a future): the
    result once over, else the chances of the world's figures with the clock of its view
    (and the seats' `levels`, chances.levels_of)."""
    if s.over is not None:
        won = engine.result(s)["winners"]
        return 1.0 / len(won) if seat in won else 0.0
    v = engine.view(s, seat)
    typ = typical(content, v["n"], v["length"])
    return calibrated(spread(world_figures(s), horizon(content, v), typ, params, levels)[seat], params)


# --- the turning points --------------------------------------------------------------------------

def turning_points(points, records, k=TURNS):
    """The `k` largest swings of one seat's chance between two points (one per step),
    largest first: {"step" (where the swing ends), "from" (the step before), "seat", "swing",
    "cause"}."""
    swings = []
    for a, b in zip(points, points[1:]):
        for s, (x, y) in enumerate(zip(a["chances"], b["chances"])):
            swings.append((abs(y - x), b["step"], s, a["step"], y - x))
    swings.sort(key=lambda t: (-t[0], t[1], t[2]))
    out, steps = [], set()
    for size, step, s, frm, d in swings:
        if step in steps or size <= 0:
            continue
        steps.add(step)
        out.append({"step": step, "from": frm, "seat": s, "swing": round(d, 4),
                    "cause": cause(records[frm:step])})
        if len(out) == k:
            break
    return out


# what names a swing's cause, most telling first: (event type, cause kind, fields kept)
CAUSES = ((GAME_OVER, "game_over", ("reason",)), (OBJECTIVE_MET, "objective", ("seat", "objective")),
          (DOMESTIC_CRISIS, "domestic_crisis", ("res",)), (EXPORT_CRISIS, "export_crisis", ("cubes",)),
          (BALANCE, "balance", ("card",)), (TRADE_DONE, "trade", ("seat", "to", "give", "get")),
          (BUY_CARD, "card_bought", ("seat", "card")), (WONDER, "wonder", ("seat", "card")),
          (USE_CARD, "card_used", ("seat", "card")))


def cause(records):
    """The cause of a swing from the public events of the actions in between (CAUSES),
    else the last action itself: {"kind", ...the event's fields} or {"kind": "move", "seat",
    "action", "event": its first public event but a round's or phase's heading, which the
    log tells}. Words: words/review.py."""
    events = [ev for rec in records for ev in rec.events if ev.get("vis") is None]
    for etype, kind, fields in CAUSES:
        ev = next((e for e in events if e["type"] == etype), None)
        if ev is not None:
            return {"kind": kind, **{f: ev.get(f) for f in fields}}
    last = records[-1]
    told = next((ev for ev in last.events if ev.get("vis") is None and ev["type"] not in (PHASE, ROUND)), None)
    move = {"kind": "move", "seat": last.action.seat, "action": last.action.kind}
    return {**move, "event": dict(told)} if told else move
