"""The crisis forecast (issue 30, R5.4, R6): made from one seat's view before phase 4
resolves the deck top, it says what the engine then does, for "nobody answers" and for
the answers the players actually gave; made from the public view it says the same."""

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import answers, flow
from archipelago.engine.kinds import (BALANCE, DCRISIS, DELIVER, DOMESTIC_CRISIS, DONE,
                                      EXPORT_CRISIS, EXPORT_RESULT, GAME_OVER, REBELS, STAND,
                                      TEMPLE, XCRISIS)

pytestmark = pytest.mark.usefixtures("whole_games")    # bot games through the engine alone: each legal list built once

ANSWERS = {TEMPLE, DELIVER, STAND, DONE}
START_BALANCE = flow.STARTERS[BALANCE]          # the engine's own, before any test wraps it


def outcome(events):
    """What the engine did in a phase 4: (lying, rebels, demand, missing, independence)."""
    out = {"lying": None, "rebels": 0, "demand": None, "missing": None, "independence": False}
    for ev in events:
        t = ev["type"]
        if t == DOMESTIC_CRISIS:
            out["lying"] = ev["lying"]
        elif t == REBELS:
            out["rebels"] = len(ev["units"])
        elif t == EXPORT_CRISIS:
            out["demand"] = list(ev["cubes"])
        elif t == EXPORT_RESULT:
            out["missing"] = list(ev["missing"])
        elif t == GAME_OVER and ev["reason"] == "independence":
            out["independence"] = True
    return out


def said(fc):
    """The same figures from a forecast."""
    d, x = fc["domestic"], fc["export"]
    if x is not None and not x["came"]:                 # the colony independent before it came
        assert fc["independence"] and x["missing"] == x["demand"]
        x = None
    return {"lying": d and d["lying"], "rebels": d["rebels"] if d else 0,
            "demand": x and x["demand"], "missing": x and x["missing"],
            "independence": fc["independence"]}


def play_and_compare(content, n, length, seed, monkeypatch):
    """One bot game; at every phase 4 the forecasts from the first seat's view, and what
    the engine then did. Returns the number of phase 4s with a crisis compared."""
    made, busy = [], []
    start = START_BALANCE

    def forecasting(state):
        if busy:                               # the forecast's own phase 4, in its world
            return start(state)
        busy.append(1)
        seat = state.order[0]
        still = engine.copy_state(state)       # between two phases: no decision on the stack
        still.frames = []
        view = engine.view(still, seat)
        made.append({"view": view, "none": answers.forecast(state.content, view),
                     "public": answers.forecast(state.content, engine.view(still, None))})
        busy.clear()
        return start(state)

    monkeypatch.setitem(flow.STARTERS, BALANCE, forecasting)
    s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed)
    bots = [make_bot("heuristic", i, seed * 7 + i, level="normal", content=content) for i in range(n)]
    compared = 0
    current = None
    while (seat := engine.to_act(s)) is not None:
        frame = s.frames[-1]["k"]
        a = bots[seat].choose(engine.view(s, seat), engine.legal_actions(s))
        before = len(made)
        events = engine.apply(s, a)
        if current is not None:
            current["events"] += events
            if frame in (DCRISIS, XCRISIS) and a.kind in ANSWERS:
                current["answers"].append(a)
        if len(made) > before:                          # phase 4 began in this action
            i = next(k for k, ev in enumerate(events) if ev["type"] == BALANCE)
            current = dict(made[-1], events=events[i:], answers=[])
        if current is not None and (s.over is not None or not any(f["k"] == BALANCE for f in s.frames)):
            compared += check(content, current)
            current = None
    return compared


def check(content, rec):
    real = outcome(rec["events"])
    if real["lying"] is None and real["demand"] is None:
        return 0                                        # an event, no crisis
    assert rec["public"] == rec["none"]                 # public: the same from the public view
    nobody = said(rec["none"])
    assert nobody["lying"] == real["lying"]             # who lies down needs no answer
    if not nobody["independence"]:                      # unanswered, the export part still comes
        assert nobody["demand"] == real["demand"]
    given = said(answers.forecast(content, rec["view"], rec["answers"]))
    assert given == real, (given, real, rec["answers"])
    return 1


@pytest.mark.slow
@pytest.mark.parametrize("n, length, seeds", [(2, "short", range(12)), (3, "short", range(50, 62)),
                                              (4, "short", range(100, 112)), (5, "short", range(150, 162))])
def test_forecast_matches_what_the_engine_does(content, monkeypatch, n, length, seeds):
    compared = sum(play_and_compare(content, n, length, seed, monkeypatch) for seed in seeds)
    assert compared > 20
