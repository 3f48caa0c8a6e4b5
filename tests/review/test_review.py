"""The game review's core (issue 41): a chance of winning from a seat's view only, the
review of a finished game (chances, turning points, costly decisions), kept with the
finished game's save, and run in the background with a cancel. Real bot games
(review/games.py), small ones."""
import copy
import json
import math
import random
import time

import pytest

from archipelago import engine
from archipelago.engine.ending import condition_met, objective_row
from archipelago.engine.kinds import BUILD, EXPLORE_TAKE, TX
from archipelago.history import replay_steps
from archipelago.i18n import set_language
from archipelago.review import chances, game, games, runner
from archipelago.review import params as P
from archipelago.saves import fileio
from archipelago.saves import format as save_format
from archipelago.saves.check import load_path
from archipelago.saves.format import SaveError
from archipelago.words.log import describe
from archipelago.words.review import cause_words, mark_name

from tests.review.planted import LIGHT, light, plain, planted

_GAMES = {}


def record(content, i=0, seed=5):
    """Game i of a batch (review/games.game_spec: game 0 has 2 players, short), played once."""
    if (i, seed) not in _GAMES:
        _GAMES[(i, seed)] = games.play(content, games.game_spec(i, seed))
    return _GAMES[(i, seed)]


# the module's reviewed games (tests/review/planted.py): the planted one, a short 2-player
# game (450 actions) in which seat 0 passes (R5.5) with discs left, from round 3, where the
# pass is clearly bad (review/games.py), reviewed at the shipped sizes for the strength
# checks (test_review_planted.py); the same deal with nothing planted (235 actions),
# `light`, for the checks of a mechanism


def rerun_after_cancel(content, tmp_path_factory):
    """The plain game's light review (LIGHT) as the background job makes it for a finished
    save: cancelled once it has begun (what the job's state and the save's bytes are then),
    started again and run to its end. Made once and shared by the module's tests (issue 40:
    the determinism test's second run is this one, a review made in another process)."""
    if "rerun" not in _GAMES:
        path = finished_save(content, plain(content), tmp_path_factory.mktemp("review"))
        before = path.read_bytes()
        job = runner.ReviewJob.of_save(path, content, people=[0], **LIGHT)
        job.start()
        while job.poll() == "running" and job.progress[0] == 0:
            time.sleep(0.01)            # (the worker starts meanwhile: a spin here took its core)
        job.cancel()
        run = {"job": job, "path": path, "before": before, "cancelled": job.state,
               "after_cancel": path.read_bytes()}
        job.start()
        run["done"] = job.wait(300)
        _GAMES["rerun"] = run
    return _GAMES["rerun"]


def state_at(content, rec, pos):
    s = engine.new_game(content, rec["cfg"]["names"], rec["cfg"]["length"], rec["cfg"]["seed"])
    for a in games.actions_of(rec)[:pos]:
        engine.apply(s, a)
    return s


def finished_save(content, rec, folder):
    s = state_at(content, rec, len(rec["actions"]))
    assert s.over is not None
    seats = [{"name": nm, "kind": "human" if k == 0 else "bot"} for k, nm in enumerate(rec["cfg"]["names"])]
    return fileio.keep_finished(save_format.encode(s, seats), folder)


def test_review_chances_are_the_same_for_states_differing_only_in_hidden_parts(content):
    """R9: another seat's florins and cubes, its objective, the deck's and the hex stack's
    order (but their tops) are hidden from seat 0: moving them changes nothing of seat 0's chance."""
    rec = record(content, 1)                                    # 3 players, short
    s = state_at(content, rec, len(rec["actions"]) // 2)
    t = engine.copy_state(s)
    a, b = t.players[1], t.players[2]
    a["florins"], b["florins"] = b["florins"], a["florins"]
    a["cubes"], b["cubes"] = b["cubes"], a["cubes"]
    a["objective"], b["objective"] = b["objective"], a["objective"]
    t.deck[:-1] = random.Random(3).sample(t.deck[:-1], len(t.deck) - 1)        # the top shows its balance side
    t.hex_stack[:-1] = random.Random(4).sample(t.hex_stack[:-1], len(t.hex_stack) - 1)     # and its face
    assert engine.to_dict(t) != engine.to_dict(s)
    assert engine.view(t, 0) == engine.view(s, 0)
    prm = P.load()["params"]
    got = [chances.seat_chance(content, engine.view(x, 0), prm, random.Random(9)) for x in (s, t)]
    assert got[0] == got[1] and 0.0 < got[0] < 1.0
    assert got[0] != chances.seat_chance(content, engine.view(s, 1), prm, random.Random(9))


def test_review_the_estimator_is_only_handed_views(content, monkeypatch):
    """The worlds the chances are made of are drawn from views (engine.resample's input):
    never a State, and never with another seat's stock in it while the game runs."""
    rec = planted(content)
    handed = []
    real = engine.resample

    def spy(c, view, rng, bid=None, lean=0.0):
        handed.append(view)
        return real(c, view, rng, bid, lean)
    monkeypatch.setattr(chances.engine, "resample", spy)
    game.review_game(content, rec["cfg"], games.actions_of(rec)[:120], people=())
    assert handed
    for v in handed:
        assert isinstance(v, dict) and v["seat"] is not None
        assert all(p["florins"] is None and p["cubes"] is None
                   for p in v["players"] if p["seat"] != v["seat"])


def test_review_reads_the_others_objectives_from_the_table(content):
    """A player plays for his own card (R11): the review's worlds (chances.draw) deal another
    seat's hidden objective the likelier the more points its row would give him now; never a
    card he cannot hold (known, of another length, or one whose end already holds), never one
    card twice. Without the lean the deal is the even one the bots draw, draw for draw."""
    rec = record(content, 1)                                    # 3 players, short
    s = state_at(content, rec, len(rec["actions"]) * 2 // 3)
    v = engine.view(s, 0)
    objs = content.objectives
    plain_deal = engine.resample(content, v, random.Random(4))
    assert engine.to_dict(plain_deal) == engine.to_dict(engine.resample(content, v, random.Random(4), lean=0.0))

    def rows_of_the_cards_dealt(lean, k=150):
        rng, got = random.Random(7), []
        for _ in range(k):
            w = engine.resample(content, v, rng, lean=lean)
            cards = [p["objective"] for p in w.players]
            assert len(set(cards)) == 3 and cards[0] == s.players[0]["objective"]
            assert all(objs[c].length == "short" and not condition_met(w, objs[c]) for c in cards[1:])
            got += [(objective_row(w, objs[cards[t]], t) or [0] * 3)[t] for t in (1, 2)]
        return sum(got) / len(got)
    even, read = rows_of_the_cards_dealt(0.0), rows_of_the_cards_dealt(chances.READING)
    assert read > even + 0.5, (even, read)
    w = chances.draw(content, v, random.Random(4))
    assert engine.to_dict(w) == engine.to_dict(engine.resample(content, v, random.Random(4), lean=chances.READING))


@pytest.mark.slow
def test_review_is_deterministic_and_its_points_follow_the_game(content, tmp_path_factory):
    """The review made here and the one a worker process made after a cancel (another
    interpreter, the content loaded afresh): two independent runs, the same review, its
    costly decisions too. (Both light reviews of the plain game, tests/review/planted.py:
    the same code at fewer worlds, every one drawn from a seeded generator.)"""
    rec = plain(content)
    acts = games.actions_of(rec)
    one = light(content)
    two = rerun_after_cancel(content, tmp_path_factory)["job"].result
    assert two is not one
    assert one == two and json.loads(json.dumps(two)) == two      # (one: as once() gives it, JSON)
    assert one["marks"]["0"] and any(m["mark"] for m in one["marks"]["0"])
    steps = [p["step"] for p in one["points"]]
    assert steps[0] == 0 and steps[-1] == len(acts) and steps == sorted(set(steps))
    won = rec["winners"]
    assert one["points"][-1]["chances"] == [1.0 / len(won) if s in won else 0.0 for s in range(2)]
    assert len(one["turns"]) == game.TURNS
    for t in one["turns"]:
        assert t["from"] < t["step"] and t["step"] in steps and t["cause"]["kind"]
        before = next(p for p in one["points"] if p["step"] == t["from"])["chances"][t["seat"]]
        after = next(p for p in one["points"] if p["step"] == t["step"])["chances"][t["seat"]]
        assert t["swing"] == pytest.approx(after - before, abs=1e-3)


@pytest.mark.slow                       # (it reviews a whole game: the module's shared light review)
def test_review_turning_points_are_worded_in_english_and_german(content):
    rec = plain(content)
    rv = light(content)
    names = rec["cfg"]["names"]
    english = [cause_words(content, names, t["cause"]) for t in rv["turns"]]
    set_language("de")
    german = [cause_words(content, names, t["cause"]) for t in rv["turns"]]
    assert mark_name("blunder") == "Patzer"
    set_language("en")
    assert all(english) and all(german) and english != german
    assert mark_name("blunder") == "Blunder"


def test_review_a_swing_nothing_names_is_told_as_the_log_tells_its_move(content):
    """Issue 41: where no crisis, objective, trade or card names a turning point's cause, the
    words tell the last move as the log tells it (a town built, a cube sold, a hex drawn), in
    either language, not "a move by Ann"; a review kept before the event was kept still
    reads "a move by"."""
    rec = plain(content)
    names = rec["cfg"]["names"]
    told = 0
    for _, r in replay_steps(content, rec["cfg"], games.actions_of(rec)):
        if r is None or r.action.kind not in (BUILD, TX, EXPLORE_TAKE) or any(
                ev["type"] == etype for ev in r.events for etype, _, _ in game.CAUSES):
            continue
        c = game.cause([r])
        assert c["kind"] == "move" and c["seat"] == r.action.seat and c["event"] in r.events
        assert json.loads(json.dumps(c)) == c
        english = cause_words(content, names, c)
        assert english == describe(c["event"], names).rstrip(".") and names[r.action.seat] in english
        set_language("de")
        german = cause_words(content, names, c)
        set_language("en")
        assert german != english and german == german.rstrip(".")
        told += 1
    assert told >= 10
    old = {"kind": "move", "seat": 1, "action": BUILD}
    assert cause_words(content, names, old) == f"a move by {names[1]}"


@pytest.mark.slow                       # (it reviews a whole game: the module's shared light review)
def test_review_is_kept_and_loaded_with_the_finished_game(content, tmp_path):
    rec = plain(content)
    path = finished_save(content, rec, tmp_path)
    assert save_format.read(path)["review"] is None and runner.kept(path, content) is None
    rv = light(content)
    runner.keep(path, rv)
    assert runner.kept(path, content) == rv
    loaded = load_path(path, content)                       # the game loads as before
    assert loaded.state.over is not None and loaded.doc["version"] == save_format.VERSION
    # a review of another game (or of another shape) is not this game's
    other = dict(rv, game=dict(rv["game"], actions=rv["game"]["actions"] - 1))
    runner.keep(path, other)
    assert runner.kept(path, content) is None
    runner.keep(path, dict(rv, format=game.FORMAT + 1))
    assert runner.kept(path, content) is None
    # a save from a newer game is still refused
    doc = json.loads(path.read_text())
    doc["version"] = save_format.VERSION + 1
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError):
        runner.kept(path, content)


def test_review_save_step_4_to_5_adds_an_empty_review(content):
    rec = planted(content)
    s = state_at(content, rec, 40)
    v4 = {k: v for k, v in save_format.encode(s, [{"name": n} for n in rec["cfg"]["names"]]).items()
          if k != "review"} | {"version": 4}
    kept = copy.deepcopy(v4)
    v5 = save_format.UPGRADES[4](v4, None)
    assert v4 == kept and v5 == dict(v4, version=5, review=None)
    damaged = dict(save_format.encode(s, [{"name": n} for n in rec["cfg"]["names"]]), review=[1, 2])
    assert save_format.check_doc(json.loads(json.dumps(damaged)), "x.json")["review"] is None


@pytest.mark.slow
def test_review_survives_a_cancel(content, tmp_path_factory):
    """Cancelled midway, nothing is written; run again, it gives the same review as one run
    through, and keeps it with the game."""
    run = rerun_after_cancel(content, tmp_path_factory)
    job, path = run["job"], run["path"]
    assert run["cancelled"] == "cancelled" and run["after_cancel"] == run["before"]
    assert run["done"] == "done"
    direct = light(content)
    assert job.result == direct and runner.kept(path, content) == direct


def test_review_material_counts_as_points_by_its_fitted_weight(content):
    """Material turns into points only with time (issue 41, review/chances.py): a few pieces
    more (a florin, a cube, a citizen: R11 counts none of them) count in a seat's logit as
    points times exp(a) * share ** g, the share of the game still to play (data/review.yaml,
    fitted): at a real moment of round 1 and one of the game's last round, in the same drawn
    worlds, 3 of material more is exactly 3 such points more, and a better chance."""
    rec = planted(content)
    acts = games.actions_of(rec)
    prm = P.load()["params"]
    rounds = []
    for pos in (12, len(acts) - 12):
        s = state_at(content, rec, pos)
        rounds.append(s.round)
        figs = chances.view_figures(content, engine.view(s, 0), random.Random(1))
        weight = math.exp(prm["a"]) * (figs["h"] / figs["typical"]) ** prm["g"]
        richer, scored = copy.deepcopy(figs), copy.deepcopy(figs)
        for w, v in zip(richer["worlds"], scored["worlds"]):
            w["material"][0] += 3.0
            v["points"][0] += 3.0 * weight
        assert all(a["points"] == b["points"] for a, b in zip(figs["worlds"], richer["worlds"]))
        assert chances.chances(richer, prm)[0] == pytest.approx(chances.chances(scored, prm)[0], abs=1e-12)
        assert chances.chances(richer, prm)[0] > chances.chances(figs, prm)[0]
    assert rounds[0] < rounds[1]


def test_review_a_seat_holding_a_stronger_objective_has_the_better_chance(content):
    """The seat knows its own objective (R11.1); how often its holder wins bot games
    (data/review.yaml `objectives`) leans its chance, against the others' drawn ones: in the
    same drawn worlds of a real moment, seat 0 holding the strongest card has a better chance
    than holding the weakest, and when every seat holds cards of one strength nothing leans."""
    rec = planted(content)
    s = state_at(content, rec, 40)
    prm = P.load()["params"]
    ranked = sorted(prm["strength"], key=prm["strength"].get)
    weak, strong = ranked[0], ranked[-1]
    figs = chances.view_figures(content, engine.view(s, 0), random.Random(2))
    assert all(len(w["objectives"]) == 2 and all(w["objectives"]) for w in figs["worlds"])

    def holding(mine, theirs):
        f = copy.deepcopy(figs)
        for w in f["worlds"]:
            w["objectives"] = [mine, theirs]
        return chances.chances(f, prm)[0]
    middle = ranked[len(ranked) // 2]
    assert holding(strong, middle) > holding(middle, middle) > holding(weak, middle)
    plain_figs = copy.deepcopy(figs)
    for w in plain_figs["worlds"]:
        w["objectives"] = [None, None]
    assert holding(middle, middle) == pytest.approx(chances.chances(plain_figs, prm)[0])
    assert holding(strong, strong) == pytest.approx(holding(weak, weak))


def test_review_an_objectives_strength_counts_its_holders_wins_against_an_equal_share(content):
    """review/fit.strengths: the log of the wins a card's holder took (the winners share 1,
    R11) against its equal share, both with SHRINK expected wins more; an independence with
    no winner counts its share only, a game stopped at the round cap nothing. The shipped
    strengths name every objective card of the content, and no other."""
    from archipelago.review import fit
    outcomes = [{"n": 2, "winners": [0], "objectives": ["S01", "S02"]},
                {"n": 2, "winners": [0, 1], "objectives": ["S01", "S02"]},
                {"n": 4, "winners": [], "objectives": ["S01", "S03", "S04", "S05"]},
                {"n": 2, "winners": None, "objectives": ["S02", "S01"]}]
    got = fit.strengths(outcomes, shrink=5.0)
    assert got["S01"] == pytest.approx(math.log((1.5 + 5) / (1.25 + 5)))
    assert got["S02"] == pytest.approx(math.log((0.5 + 5) / (1.0 + 5)))
    assert got["S03"] == pytest.approx(math.log(5 / 5.25)) == got["S05"]
    assert got["S01"] > 0 > got["S03"] > got["S02"]
    assert set(P.load()["params"]["strength"]) == set(content.objectives)


def test_review_the_calibration_is_the_chances_last_step(content):
    """review/chances.calibrated: a seat's chance, the mean over the drawn worlds, goes last
    through the fitted calibration (logit * k + m); a sure result stays sure, the order of
    chances stays, and k = 1, m = 0 leaves a chance as it is."""
    rec = planted(content)
    s = state_at(content, rec, 60)
    prm = P.load()["params"]
    raw = dict(prm, k=1.0, m=0.0)
    figs = chances.view_figures(content, engine.view(s, 1), random.Random(5))
    for seat, c in enumerate(chances.chances(figs, raw)):
        assert chances.chances(figs, prm)[seat] == pytest.approx(chances.calibrated(c, prm))
        assert chances.calibrated(c, raw) == pytest.approx(c)
    sharper = dict(raw, k=2.0)
    assert chances.calibrated(0.3, sharper) < 0.3 < 0.7 < chances.calibrated(0.7, sharper)
    assert chances.calibrated(0.6, dict(raw, m=-0.5)) < 0.6
    grid = [0.0, 1e-300, 1e-12] + [i / 20 for i in range(1, 20)] + [1 - 1e-12, 1.0]
    got = [chances.calibrated(c, prm) for c in grid]
    assert got[0] == 0.0 and got[-1] == 1.0 and got == sorted(got)
    assert 0.0 <= got[1] < 1e-200 and 1.0 - got[-2] < 1e-9          # far out, no overflow


def test_review_a_decision_is_weighed_against_both_bots_moves(content, monkeypatch):
    """review/game._cost: the move played is set against the hard search's move and the
    normal bot's, in the same worlds; the better of the two is the mark's. At the planted
    pass (R5.5) a search that would pass too still leaves the normal bot's move, which
    keeps more of the seat's chance; when both bots make the move played there is no mark."""
    rec = planted(content)
    at = rec["planted"]
    s = state_at(content, rec, at)
    view = engine.view(s, 0)
    played = games.actions_of(rec)[at]
    prm = P.load()["params"]
    monkeypatch.setattr(game.SearchBot, "choose", lambda self, v, legal: played)
    m = game._cost(content, view, played, rec["cfg"]["seed"], at, prm, 2, 1, lambda: False, None)
    usual = game.HeuristicBot(0, rec["cfg"]["seed"] * 10, level="normal", content=content).choose(view, view["legal"])
    assert usual != played and m["better"] == game.action_data(usual)
    assert m["chance_better"] > m["chance_played"] and m["cost"] > 0.0
    monkeypatch.setattr(game.HeuristicBot, "choose", lambda self, v, legal: played)
    assert game._cost(content, view, played, rec["cfg"]["seed"], at, prm, 2, 1, lambda: False, None) is None


def test_review_a_bot_of_another_level_has_its_edge_and_a_person_none(content):
    """Who plays each seat is shown at every screen (a bot's level): the chances give a
    bot of a level other than normal its edge (data/review.yaml `levels`) on its logit, in
    the same drawn worlds of a real moment; a person's seat (here or at another screen) is
    counted as a normal bot, and so is every seat when the levels are not given."""
    rec = planted(content)
    s = state_at(content, rec, 40)
    prm = P.load()["params"]
    assert prm["edges"]["normal"][2] == 0.0 and prm["edges"]["hard"][2] > 0.0 > prm["edges"]["easy"][2]
    view = engine.view(s, 0)

    def seat0(levels):
        return chances.chances(chances.view_figures(content, view, random.Random(3), levels=levels), prm)[0]
    even = seat0(None)
    assert seat0([None, "normal"]) == even == seat0(["normal", "normal"])
    assert seat0(["hard", "normal"]) > even > seat0(["easy", "normal"])
    assert seat0([None, "hard"]) < even < seat0([None, "easy"])
    docs = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "hard"},
            {"name": "Cy", "kind": "remote"}, {"name": "Dee", "kind": "bot"}]
    assert chances.levels_of(docs) == [None, "hard", None, "normal"]
    job = runner.ReviewJob(rec["cfg"], games.actions_of(rec), [0], seats=docs[:2], **LIGHT)
    assert job.options["levels"] == [None, "hard"]


def test_review_a_levels_edge_is_the_odds_its_games_show(content):
    """review/fit.edge: at each count of players, the log-odds e at which one bot of a level
    among normal ones, winning with exp(e) / (exp(e) + the normal bots), would win as many
    games as it did; a shared win counts its share; games of another count, with no winner,
    two such bots or another level say nothing; the shrink's games at an equal share pull
    towards none. A level too slow to count takes the edges of the one it beats
    (fit.AS_STRONG)."""
    from archipelago.review import fit

    def g(n, seat, winners, level="hard", other="normal"):
        lv = [other] * n
        lv[seat] = level
        return {"n": n, "winners": winners, "levels": lv, "objectives": [None] * n}
    # 2 players, 3 wins of 4: odds 3; 4 players, half the wins of 5: odds 3 against 3 normal bots
    two = [g(2, 0, [0]), g(2, 1, [1]), g(2, 0, [0]), g(2, 1, [0])]
    four = [g(4, 0, [0]), g(4, 1, [0]), g(4, 2, [0, 2]), g(4, 3, [3]), g(4, 0, [1])]
    ignored = [g(2, 0, None), g(2, 0, []), g(2, 0, [0], other="hard"), g(2, 1, [1], level="easy")]
    assert fit.edge(two + four + ignored, "hard", 2, shrink=0.0) == pytest.approx(math.log(3), abs=1e-6)
    assert fit.edge(two + four, "hard", 4, shrink=0.0) == pytest.approx(math.log(3), abs=1e-6)
    assert 0.0 < fit.edge(two, "hard", 2, shrink=4.0) < math.log(3)
    assert fit.edge(two, "hard", 3) == pytest.approx(0.0, abs=1e-6)        # (no such games: none)
    won_all = [g(3, 0, [0]), g(3, 1, [1])]
    # won 2 of 2, with one game at an equal share: 7 of 9 against 2 normal bots, odds 7 (finite)
    assert fit.edge(won_all, "hard", 3, shrink=1.0) == pytest.approx(math.log(7), abs=1e-6)
    losing = [g(2, 0, [1], level="easy"), g(2, 1, [0], level="easy"), g(2, 0, [0], level="easy")]
    assert fit.edge(losing, "easy", 2, shrink=0.0) == pytest.approx(-math.log(2), abs=1e-6)
    edges = fit.level_edges(two + four + losing)
    assert set(edges) == set(fit.LEVELS) and all(set(by) == set(games.PLAYERS) for by in edges.values())
    assert edges["expert"] == edges["hard"] and edges["hard"][2] > 0.0 > edges["easy"][2]
    assert edges["normal"] == dict.fromkeys(games.PLAYERS, 0.0) and edges["easy"][5] == 0.0
    shipped = P.load()["params"]["edges"]
    assert set(shipped) == set(fit.LEVELS) and shipped["normal"] == dict.fromkeys(games.PLAYERS, 0.0)


def test_review_a_fit_goes_on_past_a_trial_point_that_overflows(content):
    """review/fit.score: a trial point of the simplex so far out that the chances overflow
    (a fit on a few games can reach one) scores as the worst there is, and the simplex goes
    on to the least it can find."""
    from archipelago.review import fit
    from archipelago.review.calibrate import brier
    s = state_at(content, planted(content), 40)
    data = [(chances.view_figures(content, engine.view(s, 0), random.Random(4)), 0, 1.0)]
    prm = P.load()["params"]
    far = dict(prm, a=1000.0)
    with pytest.raises(OverflowError):
        chances.chances(data[0][0], far)
    assert fit.score(data, far) == math.inf and fit.score(data, prm) == brier(data, prm)[0]
    x, val = fit.nelder_mead(lambda x: math.inf if x[0] > 1.0 else (x[0] - 0.5) ** 2, [0.9], iters=200)
    assert x[0] == pytest.approx(0.5, abs=1e-3) and val < 1e-6
