"""Text for the command line: the summary table and the balance report (issue 5)."""

from collections import Counter, defaultdict
from archipelago.engine.kinds import ROUND

# Balance targets with 4 heuristic bots (issue 5; long games: issue 31, R11.1 ruling).
ROUND_TARGETS = {"short": (5, 8), "medium": (8, 12), "long": (11, 15)}
LONG_GAP = 2.5                  # long games at least this many rounds longer than medium ones
LONG_IN_TARGET = 0.5            # ... with at least half of them in ROUND_TARGETS["long"]
ENDING_SHARE = 1 / 3            # no long card ends more of the long games than this
INDEPENDENCE_TARGET = 0.15
PURCHASE_TARGET = 0.05
# What can run dry before a game ends: snapshot key -> words (the value 0 is dry).
DRY = {"deck": "the evolution deck (reshuffled from its discards)",
       "hexes": "the hexes (stack and discards)", "piles": "the explorer piles",
       "pool": "a pool of building tokens", "bank_type": "the bank's cubes of a type",
       "bank_fl": "the bank's florins"}


def summary_table(summary):
    s = summary
    lines = [
        (f"games            {s['games']}  (completed {s['completed']}, errors {s['errors']}, "
         f"invariant violations {s['invariant_violations']})"),
        (f"time             {s['seconds']:.2f} s   {s['games_per_second']:.2f} games/s   "
         f"{s['actions']} actions   {s['actions_per_second']:.0f} actions/s"),
        f"mean rounds      {s['mean_rounds']}",
        "end reasons      " + ", ".join(f"{k} {v}" for k, v in s["end_reasons"].items()),
        f"independence     {100 * s['independence_rate']:.1f} %",
    ]
    lines.append("bot              seats   wins  win %   mean score   decision ms (mean / max)")
    for lb, seats in s["seats_by_bot"].items():
        wins = s["wins_by_bot"].get(lb, 0)
        ms = s["decision_ms"].get(lb, {})
        lines.append(f"  {lb:<15}{seats:>5}  {wins:>5}  {100 * wins / max(seats, 1):5.1f}   "
                     f"{s['mean_scores'].get(lb, 0):>10}   "
                     f"{ms.get('mean', 0):.3f} / {ms.get('max', 0):.2f}")
    wr = s.get("win_rate_by_bot", {})
    if wr:
        lines.append("win rate (ties split, 95 % Wilson interval)")
        for lb, d in wr.items():
            lines.append(f"  {lb:<15}{100 * d['rate']:6.1f} %  [{100 * d['lo']:.1f}, "
                         f"{100 * d['hi']:.1f}]  of {d['seats']} seats")
        bias = s.get("seat_bias", {})
        lines.append("seat bias (all bots)  " + "  ".join(
            f"seat {k}: {100 * d['rate']:.1f} % [{100 * d['lo']:.0f}-{100 * d['hi']:.0f}]"
            for k, d in bias.items()))
    ht = s.get("hint_trades") or {}
    if ht.get("trades"):
        lines.append(f"hint seats' trades {ht['trades']}: {ht['gifts']} gave something for nothing, "
                     f"{ht['gifts_not_called_gifts']} of them not called a gift by the hint")
    if s["failed_seeds"]:
        lines.append("failed seeds     " + " ".join(map(str, s["failed_seeds"])))
    return "\n".join(lines)


def _spread(records):
    """The scores of games ended by an objective: mean winner's total, mean margin of the
    winner over the runner-up and over the last seat."""
    ends = [sorted(r.result["totals"], reverse=True) for r in records
            if r.result and r.result["reason"] == "objective"]
    if not ends:
        return None
    k = len(ends)
    return {"games": k, "winner": round(sum(t[0] for t in ends) / k, 2),
            "over_second": round(sum(t[0] - t[1] for t in ends) / k, 2),
            "over_last": round(sum(t[0] - t[-1] for t in ends) / k, 2),
            "close": round(sum(t[0] - t[1] <= 1 for t in ends) / k, 3)}


def _dry(records):
    """For each of DRY: the share of games in which it ran dry before the end (seen at a
    round's start or at the end; the evolution deck: when it holds more cards than at the
    round before, it ran out and was reshuffled) and the median round it was first seen."""
    out = {}
    for key in DRY:
        firsts = []
        for r in records:
            snaps = [snap for snap in r.snapshots if "dry" in snap]
            if key == "deck":
                dry = [b["round"] for a, b in zip(snaps, snaps[1:]) if b["dry"]["deck"] > a["dry"]["deck"]]
            else:
                dry = [snap["round"] for snap in snaps if snap["dry"][key] <= 0]
            if dry:
                firsts.append(min(dry))
        firsts.sort()
        out[key] = {"share": round(len(firsts) / len(records), 3) if records else 0.0,
                    "median_round": firsts[len(firsts) // 2] if firsts else None}
    return out


def balance(records, content):
    """Rounds by length, independence, card purchase/flash rates, scores by source."""
    ok = [r for r in records if r.status == "ok"]
    by_len = defaultdict(list)
    for r in ok:
        by_len[r.length].append(r)
    rounds = {}
    for length, rs in sorted(by_len.items()):
        vals = sorted(r.rounds for r in rs)
        lo, hi = ROUND_TARGETS.get(length, (0, 99))
        rounds[length] = {
            "games": len(rs),
            "mean": round(sum(vals) / len(vals), 2),
            "median": vals[len(vals) // 2],
            "min": vals[0],
            "max": vals[-1],
            "in_target": round(sum(lo <= v <= hi for v in vals) / len(vals), 3),
            "target": [lo, hi],
            "histogram": dict(sorted(Counter(vals).items())),
            "end_reasons": dict(Counter(r.end_reason for r in rs)),
            "independence_rate": round(sum(r.end_reason == "independence" for r in rs) / len(rs), 3),
            "quartiles": [vals[len(vals) // 4], vals[(3 * len(vals)) // 4]],
            "spread": _spread(rs),
            "dry": _dry(rs),
        }
    games = len(ok) or 1
    bought_in = Counter()
    flashed_in = Counter()
    buys = Counter()
    flashes = Counter()
    for r in ok:
        bought_in.update(set(r.bought))
        flashed_in.update(set(r.flashed))
        buys.update(r.bought)
        flashes.update(r.flashed)
    cards = {}
    for cid, card in content.cards.items():
        cards[cid] = {
            "name": card.name,
            "purchase_rate": round(bought_in[cid] / games, 3),
            "flash_rate": round(flashed_in[cid] / games, 3),
            "purchases_per_game": round(buys[cid] / games, 3),
            "flashes_per_game": round(flashes[cid] / games, 3),
        }
    # scores by source, per seat, in games that ended by an objective
    src_sum = Counter()
    seats = 0
    obj_end = Counter()
    obj_scoring = defaultdict(list)
    for r in ok:
        res = r.result
        if not res or res["reason"] != "objective":
            continue
        obj_end[res["trigger"]["objective"]] += 1
        for s, parts in enumerate(res["scores"]):
            seats += 1
            for label, pts in parts.items():
                src_sum[label.split(" ")[0]] += pts
                if label.startswith("objective"):
                    obj_scoring[label.split(" ")[1]].append(pts)
            src_sum["total"] += res["totals"][s]
    scores = {k: round(v / seats, 2) for k, v in sorted(src_sum.items())} if seats else {}
    indep = sum(r.end_reason == "independence" for r in ok) / games
    # the table round by round, and when each objective's end condition first held
    trajectory = {}
    conditions = {}
    for length, rs in sorted(by_len.items()):
        per_round = defaultdict(list)
        for r in rs:
            for snap in r.snapshots:
                if not snap.get("end"):
                    per_round[snap["round"]].append({k: v for k, v in snap.items() if k != "dry"})
        rows = {}
        for rd, snaps in sorted(per_round.items()):
            if rd < 1:
                continue
            keys = [k for k in snaps[0] if k != ROUND]
            rows[rd] = dict({"games": len(snaps)},
                            **{k: round(sum(x[k] for x in snaps) / len(snaps), 1) for k in keys})
        trajectory[length] = rows
        met = {}
        ids = sorted({o.id for o in content.objectives.values() if o.length == length})
        for oid in ids:
            firsts = sorted(r.first_met[oid] for r in rs if oid in r.first_met)
            met[oid] = {
                "name": content.objectives[oid].name,
                "held_in": round(len(firsts) / len(rs), 3),
                "median_first_round": firsts[len(firsts) // 2] if firsts else None,
                "quartiles": [firsts[len(firsts) // 4], firsts[(3 * len(firsts)) // 4]]
                if firsts else None,
                "ended": sum(1 for r in rs if r.result and r.result["reason"] == "objective"
                             and r.result["trigger"]["objective"] == oid),
            }
        conditions[length] = met
    long, medium = rounds.get("long"), rounds.get("medium")
    long_share = max((v for k, v in obj_end.items() if content.objectives[k].length == "long"),
                     default=0) / long["games"] if long else None
    return {
        "games": len(ok),
        "rounds_by_length": rounds,
        "long_gap": round(long["mean"] - medium["mean"], 2) if long and medium else None,
        "long_top_ending_share": round(long_share, 3) if long_share is not None else None,
        "independence_rate": round(indep, 4),
        "cards": cards,
        "mean_scores_by_source": scores,
        "ending_objectives": dict(sorted(obj_end.items())),
        "trajectory": trajectory,
        "objective_conditions": conditions,
        "cards_never_bought": sorted(c for c in content.cards if not bought_in[c]),
        "cards_below_target": sorted(c for c in content.cards
                                     if bought_in[c] / games < PURCHASE_TARGET),
    }


def balance_text(b):
    lines = [f"BALANCE REPORT ({b['games']} games)", "",
             ("rounds per game by length     mean  median  min  max  in target  target  "
              "independence")]
    for length, d in b["rounds_by_length"].items():
        lines.append(f"  {length:<27}{d['mean']:>6} {d['median']:>7} {d['min']:>4} {d['max']:>4}"
                     f"  {100 * d['in_target']:8.0f} %  {d['target'][0]:>2}-{d['target'][1]:<3}"
                     f"  {100 * d['independence_rate']:6.1f} %")
        lines.append("    histogram " + " ".join(f"{k}:{v}" for k, v in d["histogram"].items()))
        lines.append("    end reasons " + ", ".join(f"{k} {v}" for k, v in d["end_reasons"].items()))
    if b.get("long_gap") is not None:
        d = b["rounds_by_length"]["long"]
        good = b["long_gap"] >= LONG_GAP and d["in_target"] >= LONG_IN_TARGET
        lines += ["", (f"long games: {b['long_gap']:+.2f} rounds on medium ones (target >= "
                       f"+{LONG_GAP}), {100 * d['in_target']:.0f} % in {d['target'][0]}-"
                       f"{d['target'][1]} rounds (target >= {100 * LONG_IN_TARGET:.0f} %): "
                       f"{'ok' if good else 'NOT REACHED'}"),
                  (f"long cards: the most frequent ends {100 * b['long_top_ending_share']:.0f} % "
                   f"of long games (target <= {100 * ENDING_SHARE:.0f} %: "
                   f"{'ok' if b['long_top_ending_share'] <= ENDING_SHARE else 'ABOVE TARGET'})")]
    lines += ["", "rounds: quartiles (the middle half; rules.yaml typical_rounds) and scores "
              "(games ended by an objective: winner's total, margin over 2nd and over last, "
              "won by at most 1 point)"]
    for length, d in b["rounds_by_length"].items():
        sp = d["spread"]
        scores = "-" if sp is None else (f"winner {sp['winner']}, +{sp['over_second']} over 2nd, "
                                         f"+{sp['over_last']} over last, "
                                         f"{100 * sp['close']:.0f} % by <= 1 point")
        lines.append(f"  {length:<8} rounds {d['quartiles'][0]}-{d['quartiles'][1]}   {scores}")
    lines += ["", "ran dry before the end (share of games; median round first seen dry)"]
    for length, d in b["rounds_by_length"].items():
        lines.append(f"  {length:<8} " + "; ".join(
            f"{DRY[k]} {100 * v['share']:.0f} %" + (f" (r{v['median_round']})" if v["median_round"] else "")
            for k, v in d["dry"].items()))
    ok = "ok" if b["independence_rate"] < INDEPENDENCE_TARGET else "ABOVE TARGET"
    lines += ["", (f"independence rate {100 * b['independence_rate']:.1f} % "
                   f"(target < {100 * INDEPENDENCE_TARGET:.0f} %: {ok})"), "",
              "card                          bought in  flashed in  buys/game  flashes/game"]
    for cid, d in sorted(b["cards"].items(), key=lambda kv: -kv[1]["purchase_rate"]):
        flag = "  < 5 %" if d["purchase_rate"] < PURCHASE_TARGET else ""
        lines.append(f"  {cid} {d['name']:<24}{100 * d['purchase_rate']:7.0f} %"
                     f"{100 * d['flash_rate']:10.0f} %{d['purchases_per_game']:11.2f}"
                     f"{d['flashes_per_game']:13.2f}{flag}")
    lines += ["", "mean points per seat by source (games ended by an objective): " +
              ", ".join(f"{k} {v}" for k, v in b["mean_scores_by_source"].items()),
              "objectives that ended games: " +
              ", ".join(f"{k} {v}" for k, v in b["ending_objectives"].items()),
              ""]
    for length, met in b.get("objective_conditions", {}).items():
        lines.append(f"{length}: objective end conditions (all games of the length, whoever "
                     "holds the card)      held in   first round: median (quartiles)   "
                     "ended games")
        for oid, d in met.items():
            first = "-" if d["median_first_round"] is None else \
                f"{d['median_first_round']} ({d['quartiles'][0]}-{d['quartiles'][1]})"
            lines.append(f"  {oid} {d['name']:<26}{100 * d['held_in']:22.0f} %  {first:>18}"
                         f"  {d['ended']:>22}")
    for length, rows in b.get("trajectory", {}).items():
        lines.append(f"{length}: the table at the start of each round (means over the games "
                     "still running)")
        if not rows:
            continue
        keys = list(next(iter(rows.values())).keys())
        lines.append("  round " + " ".join(f"{k:>10}" for k in keys))
        for rd, row in rows.items():
            lines.append(f"  {rd:>5} " + " ".join(f"{row[k]:>10}" for k in keys))
    lines += ["",
              f"cards bought in < 5 % of games: {', '.join(b['cards_below_target']) or 'none'}"]
    return "\n".join(lines)
