"""One source for every public fact (issue 27), the table's side: what the table says
about control, occupants and pieces, why something cannot be clicked, and what a click
promises are the engine's own answers (the view's facts, engine/answers.py), checked at
the decisions of the four golden games (tests/engine/test_one_source.py walks them)."""

import pytest

from archipelago import engine
from archipelago.bots.knowledge import knowledge
from archipelago.bots.reading import Reading
from archipelago.engine import answers, kinds, pieces
from archipelago.ui.interact import facts as F
from archipelago.ui.interact import outcomes as O
from archipelago.ui.interact.core import Interaction, Local
from archipelago.ui.render.panels import _counts
from archipelago.words.reasons import reason_words

from tests.engine.test_one_source import decisions, game, positions  # noqa: F401 (fixture)


def _words(content, v, a):
    why = answers.why_not(content, v, a)
    return None if why is None else reason_words(why)


@pytest.mark.slow
def test_one_source_table_reasons_are_the_engines_words(content, game):  # noqa: F811
    """At every turn and market decision, each dimmed wheel space, card, market or port
    and market line says the engine's reason (answers.why_not) in words.reason_words,
    and is dimmed exactly when the engine has a reason (R5.5, R5.8, R5.9, R7.7, R10.3)."""
    compared = 0
    for state, seat, v in decisions(content, game, 1 if game["players"] < 5 else 3):
        f = state.frames[-1]
        if f["k"] not in (kinds.TURN, kinds.MARKET):
            continue
        sp = Interaction(v, content).spec(Local())
        for key, c in sp.targets.items():
            if key[0] == "space":
                a = engine.Action(seat, kinds.PLACE_DISC, (key[1],))
            elif key[0] == "owned":
                a = engine.Action(seat, kinds.USE_CARD, (key[1],))
            elif key[0] == "building" and v["buildings"][key[1]][2] in ("market", "port") \
                    and F.controller(v, key[1]) == seat and not c.enabled:
                a = engine.Action(seat, kinds.USE_BUILDING, (key[1],))
            elif key[0] == "market" and not c.enabled:
                said = [_words(content, v, engine.Action(seat, kinds.TX, (key[1], side, key[2])))
                        for side in f["kinds"]]
                assert c.tip == "; ".join(dict.fromkeys(said)), (key, c.tip)
                compared += 1
                continue
            else:
                continue
            why = _words(content, v, a)
            assert c.enabled == (why is None), (key, c.tip, why)
            if not c.enabled:
                assert c.tip == why, (key, c.tip, why)
                compared += 1
    assert compared > 100


@pytest.mark.slow
def test_one_source_table_promises_are_the_engines_previews(content, game):  # noqa: F811
    """Every outcome a tooltip or prompt promises for a legal action (outcomes.outcome)
    is the engine's preview of it and what apply then does to the acting player's
    florins and cubes and to the markers, at every decision of the golden games."""
    compared = 0
    for state, seat, v in decisions(content, game, 1 if game["players"] < 5 else 4):
        frame = v["frames"][-1]
        for a in engine.legal_actions(state):
            o = O.outcome(v, content, frame, a)
            if o is None:
                continue
            p = answers.preview(content, v, a)
            assert (o.florins, dict(o.cubes), o.surplus, o.rebellion) == (
                p["florins"], p["cubes"], p["surplus"], p["rebellion"]), a
            after = engine.copy_state(state)
            engine.apply(after, a)
            if after.over is not None:
                continue
            me, me2 = state.players[seat], after.players[seat]
            got = (me2["florins"] - me["florins"],
                   {r: me2["cubes"][r] - k for r, k in me["cubes"].items() if me2["cubes"][r] != k},
                   after.surplus - state.surplus, after.rebellion - state.rebellion)
            assert got == (o.florins, dict(o.cubes), o.surplus, o.rebellion), (a, O.words(o))
            compared += 1
    assert compared > 200


def test_one_source_table_and_bots_read_control_and_pieces_from_the_engine(content, game):  # noqa: F811
    """Who controls and who occupies each building, as the table (interact/facts.py, the
    map's tooltips read the same facts) and the bots (bots/reading.py) read it, and each
    player's pieces on the players' panels, are the engine's pieces functions on the
    real state (R5.3, R5.8), along the golden games."""
    k = knowledge(content)
    checked = 0
    for i, (state, _) in enumerate(positions(content, game, every=4)):
        occ = pieces.occupants(state)
        seat = i % state.cfg["n"]
        v = engine.view(state, seat)
        r = Reading(k, v)
        assert F.occupants(v) == occ == r.occ
        for b in range(len(state.buildings)):
            assert F.controller(v, b) == pieces.controller(state, b, occ) == r.control[b]
        for h in range(len(state.hexes)):
            assert F.town_controller(v, h) == pieces.town_controller(state, h, occ)
        for s in range(state.cfg["n"]):
            c = _counts(v, s)
            assert c["citizens"] == pieces.citizens_on_map(state, s)
            assert c["ships"] == pieces.ships_on_map(state, s)
            assert c["citizens"] + c["wonder"] + c["reserve"] == state.cfg["citizens"]
            assert r.controlled(s, "town") == len(pieces.controlled(state, s, "town", occ))
        checked += len(state.buildings)
    assert checked > 5                  # buildings compared (the 2-player game builds few)


@pytest.mark.slow
def test_one_source_recruit_prompt_says_the_engines_reason(content, game):  # noqa: F811
    """The recruitment prompt's 'No more citizens can be placed: ...' is the engine's
    reason nobody can be recruited (answers.recruit_stop) at every recruit decision of
    the golden games, and appears exactly when no recruit is legal (R5.10)."""
    from archipelago.words.reasons import recruit_stop_reason_words
    seen = 0
    for state, seat, v in decisions(content, game, 1):
        f = state.frames[-1]
        if f["k"] != kinds.RECRUIT:
            continue
        prompt = Interaction(v, content).spec(Local()).panel.rows[0][0].text
        why = answers.recruit_stop(content, v, f)
        if why is None:
            assert not prompt.startswith("No more citizens"), prompt
        else:
            assert prompt.startswith(f"No more citizens can be placed: {recruit_stop_reason_words(why)}."), prompt
        seen += 1
    assert seen > 0 or game["players"] == 4
