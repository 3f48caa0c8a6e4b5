"""Planted blunders (issue 41, review/games.py): the planter plants a clearly bad pass
(R5.5) by its own margins, and the review finds it. A real short 2-player game of bots
(batch 2, game 0: seat 0 planted from round 3), reviewed at the sizes the game ships, once
for the module's two checks of that review (tests/review/planted.py; issue 40: the two sat
in two files, and on two workers each made it; the whole review's strength on 30 games runs
in bench/review_bench.py)."""
import pytest

from archipelago import engine
from archipelago.engine.kinds import PASS, PLACE_DISC, TURN
from archipelago.history import replay_steps
from archipelago.match.replay import Replay
from archipelago.review import games
from archipelago.review import params as P

from tests.review.planted import PLANT, SPEC, planted, reviewed


def state_at(content, rec, pos):
    """The true state before action `pos` of the record (history.replay_steps)."""
    for k, (s, _) in enumerate(replay_steps(content, rec["cfg"], games.actions_of(rec))):
        if k == pos:
            return s
    raise IndexError(pos)


def test_review_planted_pass_is_clearly_bad_by_the_planters_margins(content):
    """At the planted step seat 0 passes (R5.5) in round 3 or later, two discs or more left,
    where its bot placed a disc; the pass is behind that move at the round's end in every
    future of the true state and every world drawn from the seat's view, by PLANT_MARGIN of
    the search's value and PLANT_CHANCE of the chance of winning. Raised above the smallest
    margin found there, the planter no longer plants at that step."""
    rec = planted(content)
    at = rec["planted"]
    assert at is not None
    played = games.actions_of(rec)[at]
    instead = engine.Action(rec["instead"][0], rec["instead"][1], tuple(rec["instead"][2]))
    assert played.seat == instead.seat == 0 and played.kind == PASS and instead.kind == PLACE_DISC
    s = state_at(content, rec, at)
    p = s.players[0]
    assert s.round >= PLANT["round"] and s.frames[-1]["k"] == TURN and p["discs"] - p["discs_used"] >= 2
    assert instead in engine.legal_actions(s)
    margins = games.pass_margins(s, 0, played, instead, rec["cfg"]["seed"])
    assert len(margins) == 2 * games.PLANT_SEEDS
    assert min(v for v, _ in margins) >= games.PLANT_MARGIN
    assert min(c for _, c in margins) >= games.PLANT_CHANCE
    # the margin bites: a planter asking more than this pass gives plants elsewhere or nowhere
    before = games.PLANT_MARGIN
    try:
        games.PLANT_MARGIN = min(v for v, _ in margins) + 0.01
        stricter = games.play(content, games.game_spec(SPEC["i"], SPEC["seed"], plant=PLANT))
    finally:
        games.PLANT_MARGIN = before
    assert stricter["planted"] != at
    assert stricter["actions"][:at] == rec["actions"][:at]


@pytest.mark.slow
def test_review_marks_the_planted_pass_among_the_three_costliest(content):
    """The review of seat 0 (from its views only) marks the planted pass among that seat's
    three costliest decisions: the search's move is another, and the pass loses chance
    (the mark's size) and the search's own value."""
    rec = planted(content)
    at = rec["planted"]
    marks = reviewed(content)["marks"]["0"]
    assert at in [m["step"] for m in marks[:3]]
    m = next(m for m in marks if m["step"] == at)
    assert m["played"] == [0, PASS, []] and m["better"] != m["played"]
    assert m["cost"] >= P.load()["marks"]["inaccuracy"] and m["mark"] is not None
    assert m["value_lost"] > 0.0


@pytest.mark.slow
def test_review_finds_a_planted_blunder_and_marks_open_the_replay_there(content):
    """Seat 0 passes (R5.5: no further turn this phase) with discs left where it would
    have placed one: the review marks that decision among its three costliest, and the
    mark's step opens the replay at that decision, seat 0 to act."""
    rec = planted(content)
    at = rec["planted"]
    assert at is not None and rec["actions"][at][:2] == [0, "pass"]
    acts = games.actions_of(rec)
    rv = reviewed(content)
    marks = rv["marks"]["0"]
    assert at in [m["step"] for m in marks[:3]]
    m = next(m for m in marks if m["step"] == at)
    assert m["played"] == [0, "pass", []] and m["better"] != m["played"]
    assert m["chance_better"] - m["chance_played"] == pytest.approx(m["cost"], abs=1e-3)
    assert m["mark"] in ("inaccuracy", "mistake", "blunder")
    # costliest first by the chance lost the worlds agree on; the pass loses the search's value too
    assert all(k["cost_low"] <= k["cost"] for k in marks)
    assert [k["cost_low"] for k in marks] == sorted((k["cost_low"] for k in marks), reverse=True)
    assert m["cost_low"] > 0.0 and m["value_lost"] > 0.0
    r = Replay(content, rec["cfg"], acts)
    for mk in marks:
        r.seek(mk["step"])
        assert r.view(mk["seat"])["to_act"] == mk["seat"]
        r.step(1)
        assert r.actor() == mk["seat"] and acts[mk["step"]] == engine.Action(
            mk["played"][0], mk["played"][1], tuple(mk["played"][2]))
