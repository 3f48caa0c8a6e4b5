"""R3 setup and R4 round 0, for 2-5 players and the three lengths."""

import pytest

from archipelago import engine
from archipelago import vocab
from archipelago.engine import board, effects, pieces
from archipelago.engine.invariants import check

from .conftest import NAMES


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_r3(content, n):
    """R3: markets, markers, 10 florins, 3 discs, 1 ship on the start hex, 3 hexes dealt."""
    s = engine.new_game(content, NAMES[:n], "short", seed=n)
    assert s.dom == {r: 1 for r in content.rules["resources"]}
    assert sum(s.exp.values()) == 0
    assert (s.rebellion, s.surplus, s.population) == (0, 0, 0)
    for seat, p in enumerate(s.players):
        assert p["florins"] == 10 and p["discs"] == 3
        ships = [s.units[u] for u in pieces.ship_slots(s, seat) if s.units[u] is not None]
        assert [t[0] for t in ships] == [0]
        assert len(s.hands[seat]) == 3
    assert s.bank_florins == 135 - 10 * n
    assert sorted(s.order) == list(range(n))       # R3.2: the whole order by lot (test_readings)
    assert s.cfg["wheel_side"] == ("5" if n == 5 else "2-4")
    assert len(s.deck) == 48
    assert not check(s)


def test_bad_setup_refused(content):
    with pytest.raises(ValueError):
        engine.new_game(content, ["solo"], "short", 1)
    with pytest.raises(ValueError):
        engine.new_game(content, NAMES + ["Fay"], "short", 1)
    with pytest.raises(ValueError):
        engine.new_game(content, NAMES[:3], "endless", 1)


def play_round0(s):
    """Play round 0 taking the first legal action each time."""
    while s.round == 0:
        engine.apply(s, engine.legal_actions(s)[0])


@pytest.mark.parametrize("n,length", [(2, "short"), (3, "medium"), (4, "long"), (5, "short")])
def test_round0_r4(content, n, length):
    """R4: each player places a hex touching the start hex, ship and 2 citizens on it,
    a token from pile 1; then 5 cards on the track, a trend, an objective each."""
    s = engine.new_game(content, NAMES[:n], length, seed=10 + n)
    first = engine.to_act(s)
    assert first == s.order[0]
    placed_by = []
    while s.round == 0:
        seat = engine.to_act(s)
        before = len(s.hexes)
        engine.apply(s, engine.legal_actions(s)[0])
        if len(s.hexes) > before:
            placed_by.append(seat)
            h = len(s.hexes) - 1
            assert any(nb == 0 for _, nb in board.neighbours(s.at, *s.hexes[h][:2]))   # touches the start hex
    assert placed_by == list(s.order)
    assert len(s.hexes) == n + 1
    assert s.population == 2 * n
    assert s.piles[0] == 8 - n
    for seat in range(n):
        cits = [s.units[u] for u in pieces.citizen_slots(s, seat) if s.units[u] is not None]
        assert len(cits) == 2 and cits[0][:2] == cits[1][:2]       # one land area
        ship = next(s.units[u] for u in pieces.ship_slots(s, seat) if s.units[u] is not None)
        assert s.hexes[ship[0]][4] == seat                         # the ship moved onto it
        assert s.players[seat]["tokens"] == 1
        obj = content.objectives[s.players[seat]["objective"]]
        assert obj.length == length
    huts = sum(board.face_of(s, h).huts for h in range(1, len(s.hexes)))
    assert s.surplus == min(huts, 30)
    assert all(slot is not None and slot[1] == 0 for slot in s.slots)
    assert len(s.deck) == 43 and s.trend in content.trends
    assert all(not hand for hand in s.hands)
    assert s.phase == "turn_order" and s.round == 1       # round 1 starts with phase 2
    assert not check(s)


def test_round0_cube_choices(make_table, content):
    """R4.5: one shown type to the domestic market, then another shown type to the player."""
    s = engine.new_game(content, NAMES[:2], "short", seed=3)
    while engine.to_act(s) is not None and s.round == 0:
        la = engine.legal_actions(s)
        kinds = {a.kind for a in la}
        if "to_market" in kinds:
            a = la[-1]
            before = s.dom[a.args[0]]
            engine.apply(s, a)
            assert s.dom[a.args[0]] == before + 1
            la = engine.legal_actions(s)
            if la and la[0].kind == "to_self":
                assert all(x.args[0] != a.args[0] for x in la)
            continue
        engine.apply(s, la[0])
    assert not check(s)


def test_two_player_game_removes_short_pacifist(content):
    """R4: in a 2-player game the short Pacifist card is removed before dealing."""
    dealt = set()
    for seed in range(40):
        s = engine.new_game(content, NAMES[:2], "short", seed)
        play_round0(s)
        dealt.update(p["objective"] for p in s.players)
    removed = {o.id for o in content.objectives.values() if 2 in o.without_players}
    assert removed and not dealt & removed
    assert len(dealt) >= 6


def test_round0_redeal_when_nothing_fits(content, monkeypatch):
    """R4.1: if none of the 3 hexes fits anywhere, they are shown, returned to the stack
    and 3 new ones are drawn."""
    from archipelago.engine import setup
    s = engine.new_game(content, NAMES[:2], "short", seed=5)
    seat = s.order[0]
    stuck = {hx for hx, _ in s.hands[seat]}
    real = setup.placements
    monkeypatch.setattr(setup, "placements", lambda state, face, **kw:
                        [] if face.hex_id in stuck else real(state, face, **kw))
    s.events = []
    setup.redeal_if_stuck(s, seat)
    assert not stuck & {hx for hx, _ in s.hands[seat]}
    assert stuck <= {hx for hx, _ in s.hex_stack}
    assert [e["type"] for e in s.events] == ["redeal"]
    s.events = None
    assert not check(s)


def test_engine_implements_exactly_the_declared_primitives():
    """R10.2: the primitives the data may name (vocab) are the ones the engine runs."""
    assert set(effects.PRIMITIVES) == set(vocab.PRIMITIVES)


def test_a_game_can_deal_a_seat_a_given_objective_from_the_same_shuffle(content):
    """Issue 37 (simulations and tests): new_game(objectives={seat: id}) deals that card to
    that seat at the end of round 0 (R11.1); every other draw is the seed's, so the game is
    the same deal, and a seat keeps the card it drew unless the fixed card was its own."""
    for seed in range(12):
        plain = engine.new_game(content, NAMES[:3], "short", seed)
        play_round0(plain)
        drawn = [p["objective"] for p in plain.players]
        for oid in ("S09", "S10"):
            s = engine.new_game(content, NAMES[:3], "short", seed, objectives={1: oid})
            play_round0(s)
            got = [p["objective"] for p in s.players]
            assert got[1] == oid and len(set(got)) == 3
            for seat in (0, 2):
                assert got[seat] == (drawn[1] if drawn[seat] == oid else drawn[seat])
            assert s.hexes == plain.hexes and s.deck == plain.deck and s.trend == plain.trend
            assert s.hex_stack == plain.hex_stack and not check(s)
            back = engine.from_dict(content, engine.to_dict(s))
            assert back.cfg["objectives"] == [None, oid, None]


def test_a_game_deals_no_objective_the_rules_would_not(content):
    """R4, R11.1: a card of another length, one removed at this player count, a card dealt
    twice or a seat not at the table is refused before the game starts."""
    for objectives in ({0: "M10"}, {0: "S01", 1: "S01"}, {3: "S01"}, {0: "X99"}):
        with pytest.raises(ValueError):
            engine.new_game(content, NAMES[:3], "short", 1, objectives=objectives)
    with pytest.raises(ValueError):
        engine.new_game(content, NAMES[:2], "short", 1, objectives={0: "S09"})
