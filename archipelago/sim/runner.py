"""Headless games: play one game with bots, or a batch, and gather the figures.

The Python API used by the command line (`python -m archipelago.sim`) and the tests:

    from archipelago.sim import run, play_game, GameSpec
    summary = run(games=30, players=[2, 3, 4, 5], lengths=["short", "long"],
                  bots=["heuristic", "random"], seed=1, check=True)
    summary["errors"], summary["invariant_violations"], summary["records"][0].end_reason

Game seeds derive from the batch seed: game i of a batch with seed S has the seed
`S * SEED_STRIDE + i`; its player count and length are `players[i % len(players)]` and
`lengths[i % len(lengths)]`, so `--replay` with the same lists plays exactly that game.
Bots sit one per seat, the list of bot kinds cycled over the seats.
"""

import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

from archipelago import engine
from archipelago.bots import LEVELS, make_bot
from archipelago.engine import invariants, pieces, tables
from archipelago.engine.kinds import BUY_CARD, FLASH, TRADE_DONE
from archipelago.seats import NAMES

SEED_STRIDE = 100_000
ACTION_CAP = 100_000          # a game this long is an engine loop: reported as an error


def parse_bot(spec):
    """"random" | "heuristic" | "heuristic:easy" | "easy" | "normal" | "hard" | "expert" |
    "expert@0.3" (an expert thinking 0.3 s a decision) | "hint" (a person following every
    Hint, bots/hint.py) -> (kind, level)."""
    spec = spec.strip()
    if spec == "hint":
        return "hint", "hard"
    if spec.partition("@")[0] in LEVELS:
        spec = "heuristic:" + spec
    kind, _, level = spec.partition(":")
    if kind not in ("random", "heuristic"):
        raise ValueError(f"unknown bot {spec!r}: use random, heuristic or heuristic:LEVEL")
    name, at, secs = (level or "normal").partition("@")
    if name not in LEVELS or (at and not _seconds(secs)):
        raise ValueError(f"unknown level {level!r}: use {', '.join(LEVELS)} or expert@SECONDS")
    return kind, level or "normal"


def _seconds(text):
    try:
        return float(text) > 0
    except ValueError:
        return False


def bot_label(kind, level):
    return kind if kind in ("random", "hint") else (kind if level == "normal" else f"{kind}:{level}")


def game_seed(seed, i):
    return seed * SEED_STRIDE + i


ROUND_CAP = 40      # a bot game still running after this round is stopped and counted as capped


@dataclass
class GameSpec:
    """Everything that fixes one game."""

    seed: int
    players: int
    length: str
    bots: tuple                   # per seat: (kind, level)
    round_cap: int = ROUND_CAP
    check: bool = False
    balance: bool = False         # record per-round snapshots and objective conditions
    open_ended: bool = False      # objectives never end the game (measuring, see open_ended)
    deal: int = None              # the engine's seed (None: `seed`); rotated games share it
    rotation: int = 0             # seat rotation of the bot list (--rotate)
    cpu_clock: bool = False       # searching bots count their thread's CPU time (--search-clock)
    deal_objectives: tuple = ()   # (table position, objective id): that position's bot is dealt
                                  # the card wherever the rotation seats it (--deal)

    @property
    def labels(self):
        return [bot_label(k, lv) for k, lv in self.bots]


@dataclass
class GameRecord:
    """What one game produced (plain data: it crosses process boundaries)."""

    seed: int
    players: int
    length: str
    bots: list
    status: str = "ok"            # ok | error | violation
    end_reason: str = ""          # objective | independence | round_cap | error
    rounds: int = 0
    actions: int = 0
    seconds: float = 0.0
    result: dict = None
    error: str = ""
    where: str = ""               # round/phase/frame/action of the failure
    bought: list = field(default_factory=list)      # card ids, each purchase
    flashed: list = field(default_factory=list)     # card ids, each flash
    think: dict = field(default_factory=dict)       # bot label -> [decisions, seconds, max]
    snapshots: list = field(default_factory=list)   # per round (balance): table figures
    first_met: dict = field(default_factory=dict)   # objective id -> first round its end held
    objectives: list = field(default_factory=list)  # the objective drawn per seat
    hint_trades: list = field(default_factory=list)  # trades of hint seats: (seat, gave, got, called a gift)


def seating(bots, n, rotation=0):
    """The bot of each of n seats: the list cycled over the seats, then turned by
    `rotation` (seat k gets the table's seat k - rotation)."""
    table = [bots[k % len(bots)] for k in range(n)]
    return tuple(table[(k - rotation) % n] for k in range(n))


def dealt_seats(spec):
    """{seat: objective id} of the --deal option: the card of table position j goes to the
    seat where the rotation puts j's bot (`seating`); None without the option."""
    if not spec.deal_objectives:
        return None
    return {(j + spec.rotation) % spec.players: oid for j, oid in spec.deal_objectives}


def _spec(i, batch_seed, players, lengths, bots, rotate, **kw):
    """Game i of a batch. With `rotate`, the games come in groups of n (the game's player
    count) that share one deal (the seed of the group's first game) and turn the seating
    one seat further each game, so every bot sits at every seat of the same deal; bot
    seeds still differ per game. Rotation is balanced with one player count and a number
    of games that is a multiple of it."""
    n = players[i % len(players)]
    rotation = i % n if rotate else 0
    deal = game_seed(batch_seed, i - rotation) if rotate else None
    return GameSpec(seed=game_seed(batch_seed, i), players=n, length=lengths[i % len(lengths)],
                    bots=seating(bots, n, rotation), deal=deal, rotation=rotation, **kw)


def make_specs(games, players, lengths, bots, seed, round_cap=ROUND_CAP, check=False, balance=False,
               open_ended=False, rotate=False, cpu_clock=False, deal=()):
    bots = [parse_bot(b) if isinstance(b, str) else tuple(b) for b in bots]
    return [_spec(i, seed, players, lengths, bots, rotate, round_cap=round_cap, check=check,
                  balance=balance, open_ended=open_ended, cpu_clock=cpu_clock,
                  deal_objectives=tuple(deal))
            for i in range(games)]


def spec_for_replay(replay_seed, players, lengths, bots, round_cap=ROUND_CAP, rotate=False, deal=()):
    """The spec of the game with this seed in a batch over these lists."""
    i = replay_seed % SEED_STRIDE
    bots = [parse_bot(b) if isinstance(b, str) else tuple(b) for b in bots]
    return _spec(i, replay_seed // SEED_STRIDE, players, lengths, bots, rotate,
                 round_cap=round_cap, check=True, deal_objectives=tuple(deal))


_OPEN = {}


def open_ended(content):
    """A copy of the content (in memory only; data/*.yaml untouched) whose objective end
    conditions can never hold, so games run to independence or the round cap: the
    balance report then shows when each real condition would first have held, free of
    the games that other objectives ended first."""
    from dataclasses import replace
    from types import MappingProxyType
    hit = _OPEN.get(id(content))
    if hit is not None and hit[0] is content:
        return hit[1]
    objs = {}
    for oid, o in content.objectives.items():
        cond = dict(o.ends_when)
        if "at_least" in cond:
            cond["at_least"] = MappingProxyType({"base": 10 ** 9})
        else:
            cond["at_most"] = MappingProxyType({"base": -(10 ** 9)})
        objs[oid] = replace(o, ends_when=MappingProxyType(cond))
    out = replace(content, objectives=MappingProxyType(objs))
    _OPEN[id(content)] = (content, out)
    return out


def play_game(content, spec, trace=None):
    """Play one whole game: to the engine's end, the round cap, an exception or an
    invariant violation. `trace(line)` (optional) receives a line per action."""
    real = content
    if spec.open_ended:
        content = open_ended(content)
    rec = GameRecord(seed=spec.seed, players=spec.players, length=spec.length,
                     bots=spec.labels)
    t0 = time.perf_counter()
    bots = [make_bot(kind, seat, spec.seed * 10 + seat, level=level, content=content)
            for seat, (kind, level) in enumerate(spec.bots)]
    if spec.cpu_clock:
        for bot in bots:
            if hasattr(bot, "clock"):
                bot.clock = time.thread_time
    labels = spec.labels
    think = {lb: [0, 0.0, 0.0] for lb in labels}
    s = None
    action = None
    try:
        deal = spec.seed if spec.deal is None else spec.deal
        s = engine.new_game(content, list(NAMES[:spec.players]), spec.length, deal,
                            objectives=dealt_seats(spec))
        if spec.check:
            _check(s, "after setup")
        seen_round = 0
        while True:
            if spec.balance and s.round != seen_round:
                seen_round = s.round
                _snapshot(s, rec, real)
            seat = engine.to_act(s)
            if seat is None:
                break
            if s.round > spec.round_cap:
                rec.end_reason = "round_cap"
                break
            legal = engine.legal_actions(s)
            if not legal:
                raise EngineError("legal_actions is empty but the game is not over")
            bot = bots[seat]
            view = engine.view(s, seat) if bot.uses_view else None
            t1 = time.perf_counter()
            action = bot.choose(view, legal)
            dt = time.perf_counter() - t1
            th = think[labels[seat]]
            th[0] += 1
            th[1] += dt
            th[2] = max(th[2], dt)
            if trace is not None:
                trace(_line(s, action))
            events = engine.apply(s, action)
            rec.actions += 1
            for e in events:
                t = e["type"]
                if t == BUY_CARD:
                    rec.bought.append(e["card"])
                elif t == FLASH:
                    rec.flashed.append(e["card"])
                elif t == TRADE_DONE:
                    _hint_trade(rec, bots, e)
            if trace is not None:
                for e in events:
                    trace("      " + _event(e))
            if spec.check:
                _check(s, f"after {tuple(action)}")
            if rec.actions >= ACTION_CAP:
                raise EngineError(f"no end after {ACTION_CAP} actions")
        for bot in bots:
            fails = getattr(bot, "failures", None)
            if fails:
                raise BotError(f"bot of seat {bot.seat} fell back {len(fails)} times; first at "
                               f"log {fails[0][0]}:\n{fails[0][1]}")
        if spec.balance:
            _snapshot(s, rec, real, end=True)
        res = engine.result(s)
        if res is not None:
            rec.result = res
            rec.end_reason = res["reason"]
            rec.rounds = res["round"]
        else:
            rec.rounds = s.round - 1 if rec.end_reason == "round_cap" else s.round
    except Violation as exc:
        rec.status = "violation"
        rec.end_reason = "error"
        rec.error = str(exc)
        rec.where = _where(s, action)
    except Exception as exc:  # noqa: BLE001 -- an engine or bot failure, reported with the seed
        rec.status = "error"
        rec.end_reason = "error"
        rec.error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"
        rec.where = _where(s, action)
    if s is not None and not rec.rounds:
        rec.rounds = s.round
    if s is not None:
        rec.objectives = [p["objective"] for p in s.players]
    rec.seconds = time.perf_counter() - t0
    rec.think = think
    return rec


def _hint_trade(rec, bots, e):
    """A trade a hint seat made (issue 26): what it gave, what it got, and whether the hint
    it followed called it a gift (a trade that gives something for nothing)."""
    for seat, gave, got in ((e["seat"], e["give"], e["get"]), (e["to"], e["get"], e["give"])):
        bot = bots[seat]
        if getattr(bot, "kind", "") == "hint":
            plan = bot.last
            rec.hint_trades.append((seat, dict(gave), dict(got), bool(plan is not None and plan.gift)))


class EngineError(RuntimeError):
    """The engine broke its contract (no legal action, endless game)."""


class BotError(RuntimeError):
    """A bot raised inside a decision (it fell back to a safe action)."""


class Violation(RuntimeError):
    """invariants.check found something wrong."""


def _snapshot(s, rec, content, end=False):
    """The table at the start of a round (and at the end): figures for tuning; the end
    conditions are those of `content` (the real ones in an open-ended game)."""
    from archipelago.engine.ending import condition_met
    snap = {
        "round": s.round,
        "pop": s.population,
        "rebel": s.rebellion,
        "surplus": s.surplus,
        "bldgs": len(s.buildings),
        "ships": sum(pieces.ships_on_map(s, seat) for seat in range(s.cfg["n"])),
        "cards": len(s.owner),
        "tokens": sum(content.rules["explorer_piles"]) - sum(s.piles),
        "hexes": len(s.hexes),
        "bank_cubes": sum(s.bank.values()),
        "empty_types": sum(1 for v in s.bank.values() if v == 0),
        "mkt_cubes": sum(s.dom.values()) + sum(s.exp.values()),
        "bank_fl": s.bank_florins,
    }
    # what can run dry before the end (the balance report's "ran dry" lines, issue 31)
    pools = content.rules["building_tokens"].values()
    snap["dry"] = {
        "deck": len(s.deck),
        "hexes": len(s.hex_stack) + len(s.hex_discard),
        "piles": sum(s.piles),
        "pool": min(tables.tokens_left(content.rules, p["buildings"][0], s.buildings) for p in pools),
        "bank_type": min(s.bank.values()),
        "bank_fl": s.bank_florins,
    }
    if end:
        snap["end"] = True
    rec.snapshots.append(snap)
    for o in content.objectives.values():
        if o.length == s.cfg["length"] and o.id not in rec.first_met \
                and s.cfg["n"] not in o.without_players and condition_met(s, o):
            rec.first_met[o.id] = s.round


def _check(s, when):
    bad = invariants.check(s)
    if bad:
        raise Violation(f"{when}: " + "; ".join(bad))


def _where(s, action):
    if s is None:
        return "new_game"
    top = s.frames[-1]["k"] if s.frames else "-"
    return f"round {s.round} phase {s.phase} frame {top} action {tuple(action) if action else None}"


def _line(s, a):
    top = s.frames[-1]["k"] if s.frames else "-"
    return f"r{s.round:<2} {s.phase:<12} {top:<14} seat {a.seat} {a.kind} {list(a.args)}"


def _event(e):
    e = dict(e)
    t = e.pop("type")
    return t + " " + " ".join(f"{k}={v}" for k, v in e.items())


# --- batches ----------------------------------------------------------------------------

_CONTENT = None


def _worker_content():
    global _CONTENT
    if _CONTENT is None:
        from archipelago.content import load_content
        _CONTENT = load_content()
    return _CONTENT


def _play_spec(spec):
    return play_game(_worker_content(), spec)


def run(games=10, players=(4,), lengths=("medium",), bots=("heuristic",), seed=0,
        check=False, round_cap=ROUND_CAP, jobs=1, content=None, progress=None, balance=False,
        open_ended=False, rotate=False, cpu_clock=False, deal=()):
    """Play a batch; returns the summary dict (see `summarize`) with "records" added.
    `deal`: (table position, objective id) pairs (`GameSpec.deal_objectives`)."""
    specs = make_specs(games, list(players), list(lengths), list(bots), seed, round_cap, check,
                       balance, open_ended, rotate, cpu_clock, deal)
    t0 = time.perf_counter()
    records = []
    if jobs > 1 and len(specs) > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            for rec in pool.imap(_play_spec, specs):
                records.append(rec)
                if progress:
                    progress(len(records), len(specs), rec, time.perf_counter() - t0)
    else:
        global _CONTENT
        if content is not None:
            _CONTENT = content
        for spec in specs:
            rec = _play_spec(spec)
            records.append(rec)
            if progress:
                progress(len(records), len(specs), rec, time.perf_counter() - t0)
    summary = summarize(records, time.perf_counter() - t0)
    summary["records"] = records
    return summary


def wilson(k, n, z=1.96):
    """The 95 % Wilson score interval (lo, hi) of a proportion of k successes in n trials
    (k may be fractional: shared wins count a share)."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def win_shares(records):
    """Per bot label and per seat index: (win credit, seats). A game's win is shared among
    its winners (a tie of two gives each half a win); a game that ended without a result
    (round cap) or failed counts as a loss for every seat it had."""
    by_bot, by_seat = Counter(), Counter()
    seats_bot, seats_seat = Counter(), Counter()
    for r in records:
        if r.status != "ok":
            continue
        winners = r.result["winners"] if r.result else []
        for s, lb in enumerate(r.bots):
            seats_bot[lb] += 1
            seats_seat[s] += 1
            if s in winners:
                by_bot[lb] += 1 / len(winners)
                by_seat[s] += 1 / len(winners)
    return by_bot, seats_bot, by_seat, seats_seat


def rates(credit, seats):
    out = {}
    for key in sorted(seats):
        n = seats[key]
        lo, hi = wilson(credit[key], n)
        out[key] = {"rate": round(credit[key] / n, 4), "lo": round(lo, 4), "hi": round(hi, 4),
                    "wins": round(credit[key], 2), "seats": n}
    return out


def summarize(records, seconds):
    """The figures of a batch (the keys of `--json`)."""
    games = len(records)
    ok = [r for r in records if r.status == "ok"]
    actions = sum(r.actions for r in records)
    reasons = Counter(r.end_reason for r in records)
    ended = [r for r in ok if r.result is not None]
    wins = Counter()
    seats = Counter()
    score_sum = Counter()
    score_n = Counter()
    for r in ok:
        for lb in r.bots:
            seats[lb] += 1
    for r in ended:
        res = r.result
        for s in res["winners"]:
            wins[r.bots[s]] += 1
        if res["reason"] == "objective":
            for s, lb in enumerate(r.bots):
                score_sum[lb] += res["totals"][s]
                score_n[lb] += 1
    by_bot, seats_bot, by_seat, seats_seat = win_shares(records)
    think = {}
    for r in records:
        for lb, (k, t, mx) in r.think.items():
            cur = think.setdefault(lb, [0, 0.0, 0.0])
            cur[0] += k
            cur[1] += t
            cur[2] = max(cur[2], mx)
    return {
        "games": games,
        "completed": len(ok),
        "errors": sum(1 for r in records if r.status == "error"),
        "invariant_violations": sum(1 for r in records if r.status == "violation"),
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 3) if seconds else 0.0,
        "actions_per_second": round(actions / seconds, 1) if seconds else 0.0,
        "mean_rounds": round(sum(r.rounds for r in ok) / len(ok), 2) if ok else 0.0,
        "end_reasons": dict(sorted(reasons.items())),
        "independence_rate": round(reasons["independence"] / games, 4) if games else 0.0,
        "wins_by_bot": {lb: wins[lb] for lb in sorted(seats)},
        "mean_scores": {lb: round(score_sum[lb] / score_n[lb], 2) for lb in sorted(score_n)},
        "seats_by_bot": dict(sorted(seats.items())),
        "decision_ms": {lb: {"mean": round(1000 * t / k, 3) if k else 0.0,
                             "max": round(1000 * mx, 2), "decisions": k}
                        for lb, (k, t, mx) in sorted(think.items())},
        "failed_seeds": [r.seed for r in records if r.status != "ok"],
        # ties split; 95 % Wilson intervals; seats of one bot in a game are not independent
        "win_rate_by_bot": rates(by_bot, seats_bot),
        "seat_bias": {str(s): v for s, v in rates(by_seat, seats_seat).items()},
        "hint_trades": hint_trades(records),
    }


def hint_trades(records):
    """Trades made by hint seats (issue 26): how many, how many gave something for nothing,
    and how many of those the hint had not called a gift (the figure that must be 0)."""
    made = [t for r in records for t in r.hint_trades]
    gifts = [t for t in made if t[1] and not t[2]]
    return {"trades": len(made), "gifts": len(gifts),
            "gifts_not_called_gifts": sum(1 for t in gifts if not t[3])}
