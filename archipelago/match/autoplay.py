"""Headless auto-play for tools, tests and the bench: play a game on to a round.

Two controllers (state -> action for the seat to act): the heuristic bots
(`make_controller`, the default of `play`), and `RandomPolicy`, a seeded random pick
of a legal action that answers crises first (deliver, stand, temple) and prefers
productive actions to negotiation, so that games last several rounds; tests use it so
that their states do not follow bot changes. Decisions use only what the engine lists
as legal for the seat to act, the bots only their own seat's view.
"""
from __future__ import annotations

import random

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine.kinds import ACTIONS, PLACE_DISC, TEMPLE

CRISIS = ("temple", "deliver", "stand")
AVOID = {"offer", "ask", "give", "counter", "compose", "send"}
WEIGHTS = {
    # turn
    "place_disc": 6, "use_card": 2, "use_building": 2, "end_turn": 1, "pass": 1,
    # inside actions
    "harvest": 8, "move": 2, "build": 5, "recruit": 5, "tx": 2, "done": 1,
    "explore_take": 3, "explore_discard": 1, "explore_put": 4, "explore_unit": 4,
    # answers
    "grant": 4, "refuse": 1, "accept": 1, "reject": 3, "cancel": 5, "drop": 1,
}
SPACE_WEIGHTS = {"harvest": 4, "reproduction": 4, "recruitment": 3, "build": 3, "exploration": 3,
                 "migration": 1, "trade": 1, "taxes": 1}


class RandomPolicy:
    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, state):
        legal = sorted(engine.legal_actions(state), key=repr)   # independent of set order
        if not legal:
            return None
        crisis = [a for a in legal if a.kind in CRISIS]
        if crisis:
            temple = [a for a in crisis if a.kind == TEMPLE]
            return self.rng.choice(temple or crisis)
        pool = [a for a in legal if a.kind not in AVOID] or legal
        weights = []
        for a in pool:
            w = WEIGHTS.get(a.kind, 2)
            if a.kind == PLACE_DISC and a.args:
                w *= SPACE_WEIGHTS.get(str(a.args[0]).split(":")[0], 1)
            weights.append(w)
        return self.rng.choices(pool, weights)[0]


def make_controller(seed=0):
    """A callable state -> action for whichever seat must act: a heuristic bot per seat."""
    bots = {}

    def choose(state):
        seat = engine.to_act(state)
        if seat not in bots:
            bots[seat] = make_bot("heuristic", seat=seat, seed=seed, content=state.content)
        a = bots[seat].choose(engine.view(state, seat), engine.legal_actions(state))
        return engine.Action(a[0], a[1], tuple(a[2]))
    return choose


def reached(state, rounds):
    """Round 0: every first hex placed. Round R: in R's action phase once every player has
    placed a disc (or round R is over)."""
    if rounds <= 0:
        return len(state.hexes) >= state.cfg["n"] + 1
    if state.round > rounds:
        return True
    if state.round == rounds and state.phase == ACTIONS:
        return sum(len(v) for v in state.wheel.values()) >= state.cfg["n"]
    return False


def play(state, rounds, controller=None, max_steps=200000, on_events=None):
    """Play until `reached(state, rounds)` or the game ends. Returns the state."""
    controller = controller or make_controller(state.cfg["seed"])
    steps = 0
    while engine.result(state) is None and not reached(state, rounds) and steps < max_steps:
        a = controller(state)
        if a is None:
            break
        ev = engine.apply(state, a)
        if on_events is not None:
            on_events(ev)
        steps += 1
    return state
