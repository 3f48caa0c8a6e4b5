"""Issue 43 (R11, ruling 2026-12-06): the log, the score table and its story say after which
step a met objective ended the game (in phase 6: the player's buy and turn, before the
track's refill), and the hint's reason for the last turn of that step says the track is
not refilled, in English and German. The positions are the real ones of
tests/engine/test_end_before_refill.py and a phase-5 turn of the test table."""
from __future__ import annotations

from archipelago import engine, i18n
from archipelago.engine.kinds import GAME_OVER, TURN
from archipelago.ui.interact.hint_words import reason
from archipelago.ui.scenes.gameover import headline
from archipelago.ui.scenes.story_charts import end_words
from archipelago.words.log import describe
from tests.engine.conftest import Table
from tests.engine.test_end_before_refill import NAMES, do, flash_slot, position


def ended_by_a_buy(content):
    """The real position played on: the buy that meets the objective, then the turn that
    sends a card to the flash. Returns (state, the buyer, the GAME_OVER event)."""
    state, buy, _ = position(content)
    do(state, buy)
    events = do(state, engine.Action(buy.seat, TURN, (flash_slot(state, buy.args[0]),)))
    return state, buy.seat, next(e for e in events if e["type"] == GAME_OVER)


def test_the_log_and_the_score_table_name_the_phase_6_step(content):
    state, seat, over = ended_by_a_buy(content)
    res = engine.result(state)
    name, holder = NAMES[seat], NAMES[res["trigger"]["seat"]]
    objective = content.shown("objective", res["trigger"]["objective"], "name")
    assert describe(over, NAMES) == f"Game over after {name}'s phase-6 buy and turn: the track is not refilled."
    _head, sub = headline(res, NAMES, content)
    assert sub == (f"Game over in round {res['round']} after {name}'s phase-6 buy and turn: "
                   f"{holder}'s objective “{objective}” was met.")
    tale = {"end": {k: res[k] for k in ("reason", "round", "trigger", "step")}, "rounds": [{}]}
    assert end_words(tale, NAMES, content) == (
        f"Round {res['round']}: {holder}'s objective “{objective}” was met; the game ended after "
        f"{name}'s phase-6 buy and turn.")
    i18n.set_language("de")
    assert describe(over, NAMES) == (f"Spielende nach Kauf und Drehung von {name} in Phase 6: "
                                     "Die Entwicklungsleiste wird nicht mehr aufgefüllt.")   # issue 39: not "Auslage"
    _head, sub = headline(res, NAMES, content)
    assert sub.startswith(f"Spielende in Runde {res['round']} nach Kauf und Drehung von {name} in Phase 6: ")


def test_the_hint_for_the_last_turn_says_the_track_is_not_refilled(content):
    state, buy, _ = position(content)
    view = engine.view(state, buy.seat)
    turn = next(a for a in engine.legal_actions(state) if a.kind == TURN)
    assert reason(view, content, turn) == (       # issue 37's words: why this card and not another
        "each step of phase 6 turns a card, and this is the one you want least "
        "(turning makes it cheaper for whoever buys it next)")
    do(state, buy)
    view = engine.view(state, buy.seat)
    turn = next(a for a in engine.legal_actions(state) if a.kind == TURN)
    assert reason(view, content, turn) == \
        "your step ends with this turn, and with it the game: the track is not refilled"


def test_a_phase_5_turn_and_the_phase_4_card_are_named_too(content):
    """R11: a temple built in Ann's turn meets S02 (temples >= n); the game ends with her
    turn; a game ended by the phase-4 card names the balance of the archipelago."""
    t = Table(content)
    for _ in range(2):
        t.building(t.fresh(), 0, "temple")
    h = t.fresh()
    builder = t.citizen(0, h)
    t.give(0, stone=2)
    t.s.surplus = 4
    t.objective(2, "S02")
    t.do(0, "place_disc", "build")
    t.do(0, "build", "temple", builder, 0)
    over = next(e for e in t.do(0, "end_turn") if e["type"] == GAME_OVER)
    assert over["step"] == {"kind": "turn", "seat": 0, "phase": "actions"}
    assert describe(over, NAMES) == "Game over after Ann's phase-5 turn."
    balance = dict(over, step={"kind": "balance", "seat": None, "phase": "balance"})
    assert describe(balance, NAMES) == "Game over after the balance of the archipelago (phase 4)."
    i18n.set_language("de")
    assert describe(over, NAMES) == "Spielende nach dem Zug von Ann in Phase 5."
