"""The wheel spaces offered in a turn (R5.5) are exactly those whose action has a move:
the one-pass harvest check and the yes/no questions to the move generators (issue 12)
answer as the full move lists do."""

import random

from archipelago import engine
from archipelago.engine import actions

from .conftest import NAMES


def turn_states(content, n, seed, count=60):
    """Phase-5 turns with a disc still to place, along a random game."""
    rng = random.Random(seed)
    s = engine.new_game(content, NAMES[:n], ("medium", "long")[seed % 2], seed)
    out = []
    while engine.to_act(s) is not None and len(out) < count:
        f = s.frames[-1]
        if f["k"] == "turn" and not f["disc"] and s.round >= 2:
            out.append(engine.copy_state(s))
        legal = engine.legal_actions(s)
        pref = [a for a in legal if a.kind in ("deliver", "stand", "temple")]
        calm = [a for a in legal if a.kind != "offer"] or legal
        engine.apply(s, rng.choice(pref or calm))
    return out


def spaces_from_move_lists(state, seat):
    """The wheel spaces with a move, from the complete move lists."""
    out = []
    for res in state.content.rules["resources"]:
        if actions.harvest_moves(state, seat, res, (), ()) \
                or actions.permission_hexes(state, seat, res, ()):
            out.append("harvest:" + res)
    for space, moves in (
            ("migration", actions.migration_moves(state, seat, ())),
            ("recruitment", actions.recruit_moves(state, seat, actions.WHEEL_RECRUIT)),
            ("trade", actions.market_moves(state, seat, actions.WHEEL_TRADE)),
            ("build", actions.build_moves(state, seat, None))):
        if list(moves):
            out.append(space)
    return out


def test_wheel_spaces_are_those_with_a_move(content):
    seen = set()
    for n, seed in ((2, 3), (3, 4), (4, 5), (5, 6)):
        states = turn_states(content, n, seed)
        assert len(states) >= 10
        for s in states:
            seat = s.frames[-1]["seat"]
            got = [a.args[0] for a in actions.wheel_options(s, seat)]
            want = spaces_from_move_lists(s, seat)
            assert [x for x in got if x not in ("taxes", "reproduction", "exploration")] == want
            seen.update(want)
    # the positions reach harvests of several kinds and the other move-based spaces
    assert sum(x.startswith("harvest:") for x in seen) >= 4
    assert {"migration", "recruitment", "trade", "build"} <= seen
