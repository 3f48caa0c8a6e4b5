"""The headless runner (issue 5): a checked fuzz over mixed tables, the --json contract,
round caps, replays and reproducible seeds."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from archipelago.sim import make_specs, play_game, run, spec_for_replay
from archipelago.sim.runner import parse_bot

ROOT = Path(__file__).resolve().parents[2]
JSON_KEYS = ("games", "completed", "errors", "invariant_violations", "actions", "seconds",
             "games_per_second", "actions_per_second", "mean_rounds", "end_reasons",
             "independence_rate", "wins_by_bot", "mean_scores")


def failures(summary):
    return [f"seed {r.seed} ({r.players}p {r.length}, {r.bots}): {r.where}: {r.error}"
            for r in summary["records"] if r.status != "ok"]


@pytest.mark.slow
@pytest.mark.usefixtures("whole_games")
def test_fuzz_mixed_tables_checked(content):
    """12 whole games, invariants checked after every action: 2-5 players, all three
    lengths (the random-play test, tests/engine/test_random_play.py, fuzzes the rules alone,
    with the legal-action lists checked too), heuristic bots beside random bots and a
    searching bot (an expert with a 0.001 s budget: the hard level's fixed 4 worlds cost too
    much time here; its worlds, races and budgets are tested in tests/bots/test_search.py.
    At 0.01 s, 1,183 of its 1,237 searches here played no whole world either, and the
    budget, wall time, cost 12 CPU s; at 0.003 s, 4 CPU s)."""
    s = run(games=12, players=[2, 3, 4, 5], lengths=["short", "medium", "long"],
            bots=["heuristic", "random", "heuristic:easy", "heuristic:expert@0.001"], seed=11,
            check=True, content=content)
    assert not failures(s), "\n".join(failures(s))
    assert s["errors"] == 0 and s["invariant_violations"] == 0
    assert s["completed"] == 12
    assert sum(s["end_reasons"].values()) == 12
    assert {r.players for r in s["records"]} == {2, 3, 4, 5}


def test_json_last_line_has_every_key():
    out = subprocess.run(
        [sys.executable, "-m", "archipelago.sim", "--games", "3", "--players", "2,3",
         "--length", "short", "--bots", "heuristic,random", "--seed", "3", "--json"],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    last = out.stdout.strip().splitlines()[-1]
    data = json.loads(last)
    for key in JSON_KEYS:
        assert key in data, key
    assert data["games"] == 3
    assert data["errors"] == 0
    assert "[3/3]" in out.stderr          # progress goes to stderr


def test_round_cap_is_an_end_reason(content):
    s = run(games=2, players=[3], lengths=["long"], bots=["heuristic"], seed=2,
            round_cap=1, content=content)
    assert s["end_reasons"].get("round_cap", 0) + s["end_reasons"].get("objective", 0) + \
        s["end_reasons"].get("independence", 0) == 2
    assert s["end_reasons"].get("round_cap") == 2
    assert all(r.rounds == 1 for r in s["records"])


@pytest.mark.usefixtures("whole_games")     # (the fuzz above plays with every list checked)
@pytest.mark.slow
def test_seeds_derive_from_the_batch_seed_and_replay(content):
    """Game i of a batch replays alone from its seed and the same lists."""
    specs = make_specs(6, [2, 3, 4, 5], ["short", "medium"], ["heuristic", "random"], 9)
    assert len({sp.seed for sp in specs}) == 6
    batch = run(games=6, players=[2, 3, 4, 5], lengths=["short", "medium"],
                bots=["heuristic", "random"], seed=9, content=content)["records"]
    for rec, spec in zip(batch, specs):
        again = play_game(content, spec_for_replay(spec.seed, [2, 3, 4, 5], ["short", "medium"],
                                                   ["heuristic", "random"]))
        assert (again.players, again.length, again.actions, again.end_reason, again.rounds) == \
            (rec.players, rec.length, rec.actions, rec.end_reason, rec.rounds)


@pytest.mark.usefixtures("whole_games")     # (the fuzz above plays with every list checked)
@pytest.mark.slow
def test_same_seed_same_summary(content):
    a = run(games=4, players=[2, 4], lengths=["short"], bots=["random", "heuristic"], seed=5,
            content=content)
    b = run(games=4, players=[2, 4], lengths=["short"], bots=["random", "heuristic"], seed=5,
            content=content)
    keys = ("actions", "end_reasons", "mean_rounds", "wins_by_bot", "mean_scores")
    assert {k: a[k] for k in keys} == {k: b[k] for k in keys}


def test_replay_prints_a_verbose_game():
    out = subprocess.run(
        [sys.executable, "-m", "archipelago.sim", "--replay", "700001", "--players", "2",
         "--length", "short", "--bots", "random", "--round-cap", "2"],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr
    assert "replay seed 700001" in out.stdout
    assert "seat" in out.stdout and "status ok" in out.stdout


def test_bot_specs():
    assert parse_bot("random") == ("random", "normal")
    assert parse_bot("heuristic:easy") == ("heuristic", "easy")
    assert parse_bot("hard") == ("heuristic", "hard")
    assert parse_bot("expert") == ("heuristic", "expert")
    assert parse_bot("expert@0.3") == ("heuristic", "expert@0.3")
    for bad in ("expert@soon", "expert@0", "heuristic:wizard"):
        with pytest.raises(ValueError):
            parse_bot(bad)
    with pytest.raises(ValueError):
        parse_bot("oracle")


def test_rotation_seats_every_bot_everywhere_on_one_deal(content):
    """--rotate (issue 15): a group of n games shares a deal and turns the seating, and
    the summary has per-bot win rates with Wilson intervals and the seat bias."""
    from archipelago.sim.runner import wilson
    specs = make_specs(8, [4], ["short"], ["hard", "normal", "normal", "normal"], 4, rotate=True)
    assert [sp.bots.index(("heuristic", "hard")) for sp in specs] == [0, 1, 2, 3] * 2
    assert len({sp.deal for sp in specs[:4]}) == 1 and specs[4].deal != specs[0].deal
    assert len({sp.seed for sp in specs}) == 8
    again = spec_for_replay(specs[6].seed, [4], ["short"], ["hard", "normal"] + ["normal"] * 2,
                            rotate=True)
    assert (again.bots, again.deal) == (specs[6].bots, specs[6].deal)
    s = run(games=4, players=[2], lengths=["short"], bots=["easy", "normal"], seed=6,
            rotate=True, content=content)
    wr = s["win_rate_by_bot"]
    assert set(wr) == {"heuristic", "heuristic:easy"}
    assert sum(d["wins"] for d in wr.values()) == pytest.approx(
        sum(1 for r in s["records"] if r.result and r.result["winners"]))
    for d in list(wr.values()) + list(s["seat_bias"].values()):
        assert 0.0 <= d["lo"] <= d["rate"] <= d["hi"] <= 1.0
    assert set(s["seat_bias"]) == {"0", "1"}
    lo, hi = wilson(45, 100)
    assert round(lo, 3) == 0.356 and round(hi, 3) == 0.548


@pytest.mark.usefixtures("whole_games")     # (the fuzz above plays with every list checked)
@pytest.mark.slow
def test_deal_gives_a_bots_seat_its_objective_wherever_the_rotation_seats_it(content):
    """--deal J=ID (issue 37): the bot at position J of --bots holds objective ID in every
    game of a rotated batch, on the same deals as without it; the replay command keeps it."""
    s = run(games=3, players=[3], lengths=["short"], bots=["easy", "normal", "normal"], seed=5,
            rotate=True, content=content, deal=[(0, "S10")])
    plain = run(games=3, players=[3], lengths=["short"], bots=["easy", "normal", "normal"], seed=5,
                rotate=True, content=content)
    assert s["errors"] == 0
    for rec, was in zip(s["records"], plain["records"]):
        assert rec.objectives[rec.bots.index("heuristic:easy")] == "S10"
        assert sum(o != p for o, p in zip(rec.objectives, was.objectives)) <= 2
    out = subprocess.run(
        [sys.executable, "-m", "archipelago.sim", "--games", "1", "--players", "3", "--length",
         "medium", "--bots", "normal", "--deal", "0=S10"],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "S10 is a short card" in out.stderr
    from archipelago.sim.__main__ import main, replay_command
    args = type("Args", (), {"players": [3], "length": ["short"], "bots": ["hint", "normal"],
                             "round_cap": 40, "rotate": True, "deal": [(0, "S09")]})
    assert replay_command(args, 7).endswith("--rotate --deal 0=S09")
    assert main(["--replay", "2", "--players", "3", "--length", "short", "--bots", "normal",
                 "--deal", "2=S09"]) == 0


@pytest.mark.usefixtures("whole_games")     # (the fuzz above plays with every list checked)
@pytest.mark.slow
def test_the_balance_report_says_what_ran_dry_the_score_spread_and_the_long_targets(content):
    """Issue 31: per length the quartiles of the rounds, the score spread of games ended by
    an objective and, for the deck, hexes, explorer piles, building pools and bank, the
    share of games in which each ran dry before the end; the long games' gap on medium
    ones and the largest share one long card ended."""
    from archipelago.sim.report import DRY, balance, balance_text
    s = run(games=6, players=[4], lengths=["medium", "long"], bots=["heuristic"], seed=5,
            content=content, balance=True)
    b = balance(s["records"], content)
    for length, d in b["rounds_by_length"].items():
        rs = [r for r in s["records"] if r.length == length]
        assert d["quartiles"][0] <= d["median"] <= d["quartiles"][1]
        ended = [r for r in rs if r.result and r.result["reason"] == "objective"]
        if ended:
            assert d["spread"]["games"] == len(ended)
            assert d["spread"]["winner"] == round(sum(max(r.result["totals"]) for r in ended) / len(ended), 2)
        assert set(d["dry"]) == set(DRY)
        hexes = sum(any(snap["dry"]["hexes"] == 0 for snap in r.snapshots) for r in rs)
        assert d["dry"]["hexes"]["share"] == round(hexes / len(rs), 3)
    long, medium = b["rounds_by_length"]["long"], b["rounds_by_length"]["medium"]
    assert b["long_gap"] == round(long["mean"] - medium["mean"], 2)
    text = balance_text(b)
    assert "long games: " in text and "ran dry before the end" in text and "rounds: quartiles" in text


def test_a_search_budget_counted_on_another_clock(content):
    """--search-clock cpu: a searching bot reads its budget on the clock it is given (the
    simulator hands it the thread's CPU time); a clock past the budget at once leaves no
    time for a world, so the heuristic's choice stands."""
    from archipelago.bots import make_bot
    from archipelago import engine
    from archipelago.sim.runner import GameSpec
    s = engine.new_game(content, ["A", "B"], "short", 7)
    bot = make_bot("heuristic", 0, 1, level="expert@0.5", content=content)
    ticks = iter(range(0, 10 ** 6, 10))
    bot.clock = lambda: next(ticks)                   # 10 s pass between two readings
    searched, asked = [], []
    while engine.to_act(s) is not None and s.round < 3:
        seat = engine.to_act(s)
        legal = engine.legal_actions(s)
        if seat == 0:
            asked.append((engine.view(s, 0), legal))
            engine.apply(s, bot.choose(*asked[-1]))
            searched.append(bot.last["worlds"])
        else:
            engine.apply(s, legal[0])
    assert searched and not any(searched)
    walled = make_bot("heuristic", 0, 1, level="expert@0.05", content=content)
    assert any(walled.choose(view, legal) and walled.last["worlds"] for view, legal in asked)
    spec = make_specs(2, [2], ["short"], ["expert@0.01", "normal"], 1, cpu_clock=True)[0]
    assert isinstance(spec, GameSpec) and spec.cpu_clock
