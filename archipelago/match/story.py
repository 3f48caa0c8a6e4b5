"""The story of a game (issue 30): the figures by round that the charts at the end draw,
worked out from the game's log alone (the log is the truth: history.replay_steps), so any
finished save can tell its story.

    tale = story(content, cfg, actions)

`tale["rounds"]` holds one point at the end of round 0 (the deal) and of every round
played, and one at the end: for each player the points they would score had the game
ended there (engine ending.scores: the objective cards, the trend card, card points),
their florins, their citizens on the map (the view's facts) and the cards they have
bought; for the colony its population and rebellion. `tale["end"]` says how the game
ended (engine.result: the reason, the objective or independence that closed it, the
round, the step after which a met objective ended it) and `tale["result"]` is the score
table's.
"""
from __future__ import annotations

from archipelago import engine
from archipelago.engine.ending import scores
from archipelago.engine.kinds import BUY_CARD, ROUND, ROUND0_DONE
from archipelago.engine.pieces import public_facts
from archipelago.history import replay_steps


def point(state, bought, rnd):
    """The figures of one moment of the game: the end of round `rnd` (None: the end)."""
    facts = public_facts(state)
    return {
        "round": state.round if rnd is None else rnd,
        "end": rnd is None,             # the end of the game, not of a round (worded by the UI)
        "points": [sum(by.values()) for by in scores(state)],
        "florins": [p["florins"] for p in state.players],
        "citizens": [c["map"] for c in facts["citizens"]],
        "cards": list(bought),
        "population": state.population,
        "rebellion": state.rebellion,
    }


def story(content, cfg, actions):
    """The story of a game from its configuration and its actions (a finished game's log,
    or the part of one that has been played)."""
    bought = [0] * len(cfg["names"])
    rounds = []
    for state, rec in replay_steps(content, cfg, actions):
        for ev in rec.events if rec is not None else ():
            t = ev["type"]
            if t == BUY_CARD:
                bought[ev["seat"]] += 1
            elif t == ROUND0_DONE:
                rounds.append(point(state, bought, 0))          # the deal (R4)
            elif t == ROUND:
                # a new round begins: the figures as the last one ended (the new round's
                # first automatic steps move none of them)
                rounds.append(point(state, bought, ev["round"] - 1))
    result = engine.result(state)
    if result is not None:
        rounds.append(point(state, bought, None))
    end = None if result is None else {"reason": result["reason"], "round": result["round"],
                                       "trigger": result["trigger"], "step": result["step"]}
    return {"names": list(cfg["names"]), "rounds": rounds, "end": end, "result": result}
