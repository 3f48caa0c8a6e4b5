"""Issue 37, the hint wastes nothing: no hint places an action disc whose action it then
ends with nothing done ("Place a disc on Harvest wood", then at once "Done"), nor uses a card,
its own or another's, that then does nothing ("Use Shipwright" with the last florin paid to
its owner, then "Nothing more can be built"), nor uses a building for nothing. Checked in
real games: at the phase-5 turns of every seat from round 4 (normal bots play the game; the
seats own cards by then), the hint is asked and, where it costs a disc, a card's use or a building's fee, followed in a copy of
the real game as a person would follow it (each later decision of the seat by a new hint)
until what it opened closes; it must have gained something (R5.5-R5.12, DECK 0.2)."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.bots import HeuristicBot
from archipelago.bots.hint import NO_GAIN, PAID_MOVES, HintBot
from archipelago.engine.kinds import TURN

pytestmark = pytest.mark.usefixtures("whole_games")    # bot games through the engine alone: each legal list built once

NAMES = ["Ann", "Bob", "Cy"]


def followed(content, s, seat, hinter, move):
    """Follow `move` and the hints after it in a copy of the real game until the frame it
    opens closes: (events the hints' moves produced, cubes and tokens before and after)."""
    s = engine.copy_state(s)
    depth = len(s.frames)
    p = s.players[seat]
    before = (dict(p["cubes"]), p["tokens"])
    events = list(engine.apply(s, move))
    others = {}
    for _ in range(60):
        who = engine.to_act(s)
        if who is None or len(s.frames) <= depth:
            break
        legal = engine.legal_actions(s)
        if who == seat:
            a = hinter.plan(engine.view(s, seat), legal, my_bid=None).move
        else:
            bot = others.setdefault(who, HeuristicBot(who, who, "normal", content=content))
            a = bot.choose(engine.view(s, who), legal)
        events += engine.apply(s, a)
    p = s.players[seat]
    return events, before, (dict(p["cubes"]), p["tokens"])


@pytest.mark.slow
def test_seen_is_done_no_hint_places_a_disc_or_uses_a_card_for_nothing(content):
    checked = 0
    for seed, objectives in ((0, {0: "S03", 1: "S09", 2: "S10"}), (1, {0: "S01", 1: "S05", 2: "S08"})):
        s = engine.new_game(content, NAMES, "short", seed, objectives=objectives)
        bots = [HeuristicBot(i, seed * 10 + i, "normal", content=content) for i in range(3)]
        hinters = [HintBot(i, 1414, content=content, budget=None) for i in range(3)]
        while (seat := engine.to_act(s)) is not None:
            legal = engine.legal_actions(s)
            view = engine.view(s, seat)
            if s.frames[-1]["k"] == TURN and len(legal) > 1 and s.round >= 4:     # cards owned
                move = hinters[seat].plan(view, legal, my_bid=None).move
                if move.kind in PAID_MOVES:
                    checked += 1
                    events, before, after = followed(content, s, seat, hinters[seat], move)
                    gained = [e["type"] for e in events if e["type"] not in NO_GAIN]
                    more = after[1] > before[1] or any(after[0][r] > n for r, n in before[0].items())
                    assert gained or more, (seed, s.round, move, [e["type"] for e in events])
                    if checked >= 25:
                        return
            engine.apply(s, bots[seat].choose(view, legal))
    raise AssertionError(f"only {checked} paid moves hinted")


@pytest.mark.slow
def test_seen_is_done_following_the_hint_never_ends_the_game_on_its_objective_for_nothing(content):
    """A new user harvested wood on the hint until the bank ran dry, which ended the game on
    their own objective while they had none of what it scores (S03: the bank out of 2 kinds,
    scored on temples). From every turn of an S03 holder with no temple, 2 cubes or fewer
    from that end, the holder follows every hint to the end of its turn: its end condition
    still does not hold (R11, R11.1)."""
    from archipelago.engine.ending import condition_met, player_measure
    obj = content.objectives["S03"]
    need = obj.ends_when["at_least"]["base"]          # kinds the bank must be out of
    checked = 0
    for seed in range(40):
        s = engine.new_game(content, NAMES, "short", seed, objectives={1: "S03"})
        bots = [HeuristicBot(i, seed * 10 + i, "normal", content=content) for i in range(3)]
        while (seat := engine.to_act(s)) is not None:
            legal = engine.legal_actions(s)
            view = engine.view(s, seat)
            if seat == 1 and s.frames[-1]["k"] == TURN and len(legal) > 1:
                gap = sum(sorted(s.bank.values())[:need])      # cubes left in the scarcest kinds
                if gap <= 2 and player_measure(s, "temples_controlled", 1) == 0:
                    checked += 1
                    t = engine.copy_state(s)
                    hinter = HintBot(1, 1414, content=content, budget=None)
                    while engine.to_act(t) == 1 and t.phase == s.phase and t.round == s.round:
                        engine.apply(t, hinter.plan(engine.view(t, 1), engine.legal_actions(t), my_bid=None).move)
                    assert not condition_met(t, obj), (seed, s.round, dict(t.bank))
                    break
            engine.apply(s, bots[seat].choose(view, legal))
        if checked >= 4:
            break
    assert checked >= 3
