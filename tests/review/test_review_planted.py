"""Planted blunders (issue 41, review/games.py): the planter plants a clearly bad pass
(R5.5) by its own margins, and the review finds it. A real short 2-player game of bots
(batch 2, game 0: seat 0 planted from round 3), reviewed at the sizes the game ships (the
review shared with test_review.py: tests/review/planted.py; the whole review's strength on
30 games runs in bench/review_bench.py)."""
import pytest

from archipelago import engine
from archipelago.engine.kinds import PASS, PLACE_DISC, TURN
from archipelago.history import replay_steps
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
