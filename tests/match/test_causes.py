"""Issue 14, part 1: the log says why each marker moved (match.causes); issue 27: from the
cause the engine's marker event carries (engine/kinds.py CAUSES), worded, never worked out
again."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import rounds
from archipelago.history import Record, apply_recorded
from archipelago.match.causes import explain
from archipelago.match.authority import Match, Seat
from archipelago.words.log import log_entry
from tests.engine.conftest import NAMES, Table


def lines(t, *recs):
    """The log lines of these records, as the match writes them."""
    ctx = {}
    out = []
    for rec in recs:
        for ev in explain(rec, ctx, t.c, NAMES[:3]):
            ent = log_entry(ev, NAMES[:3])
            if ent:
                out.append(ent[1])
    return out


def act(t, n, seat, kind, *args):
    engine.touched(t.s)
    return apply_recorded(t.s, engine.Action(seat, kind, tuple(args)), n)


def test_taxes_name_the_player(content):
    t = Table(content)
    h = t.fresh()
    t.citizen(0, h)
    rebellion = t.s.rebellion
    out = lines(t, act(t, 0, 0, "place_disc", "taxes"))
    assert f"Rebellion +1 → {rebellion + 1}: Ann takes taxes." in out


def test_a_recruit_names_the_recruiter(content):
    t = Table(content)
    h = t.fresh()
    t.citizen(0, h)
    t.give(0, florins=10)
    t.s.surplus = 8
    rec = act(t, 0, 0, "place_disc", "recruitment")
    move = next(a for a in t.legal() if a.kind == "recruit")
    out = lines(t, rec, act(t, 1, 0, move.kind, *move.args))
    assert "Surplus workers −1 → 7: Ann recruits a citizen." in out


def test_the_pirate_names_the_event_and_its_deeds(content):
    t = Table(content)
    t.s.rebellion = 2
    t.s.events = []
    t.balance("A27")                   # Pirate (not red)
    engine.touched(t.s)
    rec_events = t.s.events
    # the balance was started by hand: a record of those events, as apply_recorded makes
    rec = Record(0, None, 0, "round", 2, "balance", rec_events)
    out = lines(t, rec)
    assert "Phase 4 resolves the deck top: event: Pirate (Rebellion +1; the player with most ships " \
           "on the map loses one)." in out
    assert "Rebellion +1 → 3: event: Pirate." in out


def test_rebels_of_a_domestic_crisis_name_the_crisis(content):
    t = Table(content)
    h = t.fresh()
    t.citizen(0, h)
    t.citizen(1, h)
    t.s.events = []
    t.balance("A01")                   # Researcher: domestic fruit x 3, export wood, fish, cattle
    first = Record(0, None, 0, "round", 2, "balance", t.s.events)
    recs = [first]
    n = 1
    while t.s.frames and t.top["k"] in ("dcrisis", "xcrisis"):
        seat = t.top["seat"]
        recs.append(act(t, n, seat, "done"))
        n += 1
    out = lines(t, *recs)
    assert ("Phase 4 resolves the deck top: a domestic crisis (fruit) and an export crisis "
            "(Researcher's balance side).") in out
    assert "Rebellion +2 → 2: 2 rebels (domestic crisis: fruit)." in out
    assert "Rebellion +3 → 5: 3 cubes not delivered: wood, fish, cattle (export crisis: wood, fish, cattle)." in out


def test_an_unpaid_royal_tax_names_the_player(content):
    t = Table(content)
    t.frame(k="levy", seat=1, owed=2, rate=1)
    out = lines(t, act(t, 0, 1, "pay_levy", 0))
    assert "Rebellion +2 → 2: Bob leaves 2ƒ of the royal tax unpaid." in out


def test_a_card_names_its_user(content):
    t = Table(content)
    t.own(0, "A13")                    # Governor: rebellion -1
    t.give(0, florins=5)
    t.s.rebellion = 4
    out = lines(t, act(t, 0, 0, "use_card", "A13"))
    assert "Rebellion −1 → 3: Ann uses Governor." in out


@pytest.mark.parametrize("dom, exp, population, surplus", [
    ({"fish": 0, "fruit": 7}, {"wood": 4}, 25, 5),
    ({"cattle": 10}, {"iron": 8}, 35, 14),
    ({}, {}, 3, 0),
])
def test_phase_3_moves_follow_the_engine_and_name_their_board(content, dom, exp, population, surplus):
    """The engine's phase-3 marker moves each carry their board row, which the log names."""
    t = Table(content, n=5)
    s = t.s
    res = content.rules["resources"]
    s.dom = {r: dom.get(r, 3) for r in res}
    s.exp = {r: exp.get(r, 0) for r in res}
    s.surplus = surplus
    s.rebellion = 1
    for k in range(population):                      # citizens on the map make the population
        t.citizen(k % 5, t.fresh() if k % 15 == 0 else len(s.hexes) - 1, area=0)
    s.population = population
    before_dom, before_exp = dict(s.dom), dict(s.exp)
    s.events = []
    rounds.population_effects(s)
    moves = [e for e in s.events if e["type"] == "marker"]
    assert moves
    # every move names its board row, with the figures the row was read at (R5.3, R7)
    for e in moves:
        kind, board, *rest = e["cause"]
        assert kind == "population"
        if board in ("domestic", "export"):
            res, k = rest
            assert k == (before_dom if board == "domestic" else before_exp)[res]
        elif board == "stability":
            assert rest == [population]
        else:
            assert board == "surplus"
    rec = Record(0, None, 0, "round", 2, "population", s.events)
    out = lines(t, rec)
    assert all(": board I" in x for x in out if x.startswith(("Rebellion", "Surplus"))), out
    if dom.get("fish") == 0:
        assert any(x.endswith(": board I: the domestic fish area is empty.") for x in out), out
    if population >= 20:
        assert any(x.endswith(f": board III: population {population}.") for x in out), out


@pytest.mark.parametrize("n, seed", [(3, 5), (4, 5)])   # games with phase-3 rows (issue 31 data)
def test_every_marker_move_of_a_bot_game_names_its_cause(content, n, seed):
    """Whole games of bots: every rebellion and surplus line says why."""
    s = Match.new(content, [Seat(x, "bot") for x in NAMES[:n]], "short", seed=seed)
    bots = [make_bot("heuristic", i, i, level="normal", content=content) for i in range(n)]
    while (seat := s.to_act) is not None:
        b = bots[seat]
        s.apply(b.choose(s.view(seat) if b.uses_view else None, s.legal()), by=s.to_act)
    log = [text for _, text, _ in s.log_entries(None)]
    moves = [x for x in log if x.startswith(("Rebellion ", "Surplus workers "))]
    assert len(moves) > 10
    assert all(": " in x for x in moves), [x for x in moves if ": " not in x]
    assert any(": board " in x for x in moves)            # phase 3 rows named
    assert not any("The balance of the archipelago is resolved" in x for x in log)


def test_huts_of_a_new_hex_and_the_board_rows_are_named(content):
    """Round 0's hexes bring surplus workers by their huts; phase 3 names each board row.
    Bot games to round 6 until one has a phase 3 whose board rows move a marker (which
    seed does depends on the bots' choices)."""
    seen = 0
    for seed in range(5, 13):
        s = Match.new(content, [Seat(x, "bot") for x in NAMES[:3]], "short", seed=seed)
        bots = [make_bot("heuristic", i, i, level="normal", content=content) for i in range(3)]
        while s.round < 6 and s.to_act is not None:
            seat = s.to_act
            s.apply(bots[seat].choose(s.view(seat), s.legal()), by=s.to_act)
        log = [text for _, text, _ in s.log_entries(None)]
        huts = [x for x in log if x.startswith("Surplus workers +") and "huts on" in x]
        assert huts and all(x.endswith("'s new hex.") for x in huts)
        phase3 = [rec for rec in s.history
                  if any(e.get("type") == "phase" and e.get("phase") == "population"
                         for e in rec.events)]
        assert phase3
        for rec in phase3:
            rows = [e["cause"] for e in rec.events
                    if e.get("type") == "marker" and e["cause"][0] == "population"]
            named = [e["cause"] for e in explain(rec, {}, content, NAMES[:3])
                     if e.get("type") == "marker" and e["cause"].startswith("board ")]
            assert len(named) == len(rows)
            for (_, board, *rest), words in zip(rows, named):
                if board in ("domestic", "export"):     # read at the figures before the phase
                    res, k = rest
                    assert k == rec.figures["dom" if board == "domestic" else "exp"][res]
                    assert words.startswith("board I") and f"the {board} {res} area" in words
            seen += len(named)
        if seen:
            break
    assert seen
