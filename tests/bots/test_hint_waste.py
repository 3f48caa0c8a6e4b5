"""Issue 37, the hint wastes nothing: no hint places an action disc whose action it then
ends with nothing done ("Place a disc on Harvest wood", then at once "Done"), nor uses a card,
its own or another's, that then does nothing ("Use Shipwright" with the last florin paid to
its owner, then "Nothing more can be built"), nor uses a building for nothing. Checked in
real games: at every phase-5 turn of every seat (normal bots play the game), the hint is
asked and, where it costs a disc, a card's use or a building's fee, followed in a copy of
the real game as a person would follow it (each later decision of the seat by a new hint)
until what it opened closes; it must have gained something (R5.5-R5.12, DECK 0.2)."""
from __future__ import annotations

from archipelago import engine
from archipelago.bots import HeuristicBot
from archipelago.bots.hint import NO_GAIN, PAID_MOVES, HintBot
from archipelago.engine.kinds import TURN

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


def test_seen_is_done_no_hint_places_a_disc_or_uses_a_card_for_nothing(content):
    checked = 0
    for seed, objectives in ((3, {0: "S03", 1: "S09", 2: "S10"}),):
        s = engine.new_game(content, NAMES, "short", seed, objectives=objectives)
        bots = [HeuristicBot(i, seed * 10 + i, "normal", content=content) for i in range(3)]
        hinters = [HintBot(i, 1414, content=content, budget=None) for i in range(3)]
        while (seat := engine.to_act(s)) is not None:
            legal = engine.legal_actions(s)
            view = engine.view(s, seat)
            if s.frames[-1]["k"] == TURN and len(legal) > 1:
                move = hinters[seat].plan(view, legal, my_bid=None).move
                if move.kind in PAID_MOVES:
                    checked += 1
                    events, before, after = followed(content, s, seat, hinters[seat], move)
                    gained = [e["type"] for e in events if e["type"] not in NO_GAIN]
                    more = after[1] > before[1] or any(after[0][r] > n for r, n in before[0].items())
                    assert gained or more, (seed, s.round, move, [e["type"] for e in events])
            engine.apply(s, bots[seat].choose(view, legal))
            if checked >= 30:
                return
    assert checked >= 20
