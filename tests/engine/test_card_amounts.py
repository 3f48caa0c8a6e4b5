"""The effect primitive `track` and the Amount forms (DECK 3.1, 3.2; DECK 0.2.8), on cards and
events (DECK 2.1), on hand-built tables.
The test map and its helpers: card_tables.py."""
import pytest

from archipelago import engine

from .card_tables import buildings, crowd, set_florins


# --- DECK 3.1 track and the Amount forms ---------------------------------------------------

def test_track_integer_governor_deck_3_1(m):
    """DECK 3.1 (integer Amount): A13 Governor: rebellion -1, surplus -1; 2 florins to
    the bank."""
    t = m
    crowd(t, 3)
    t.s.rebellion, t.s.surplus = 3, 5
    t.own(0, "A13")
    t.do(0, "use_card", "A13")
    assert (t.s.rebellion, t.s.surplus) == (2, 4) and t.p(0)["florins"] == 8


def test_track_clamps_at_zero_deck_0_2_8(m):
    """DECK 0.2.8, DECK 3.1: both markers are clamped at 0; Peacekeeper counts only the
    actual fall."""
    t = m
    crowd(t, 2)
    t.s.rebellion, t.s.surplus = 0, 0
    t.own(0, "A13")
    t.do(0, "use_card", "A13")
    assert (t.s.rebellion, t.s.surplus) == (0, 0)
    assert t.p(0)["stats"]["rebellion_lowered_by_cards"] == 0


# A03 Archbishop: -1 with 0-2 temples in play, -2 with 3-4, -3 with 5 or more (DECK 1).
@pytest.mark.parametrize("temples,drop", [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3),
                                          (6, 3)])
def test_track_tiers_archbishop_deck_3_1(m, temples, drop):
    """DECK 3.1, DECK 3 Amount {of, tiers}: the first tier with counter <= upto; the last
    catches all; temples of every player, occupied or not."""
    t = m
    crowd(t, 6)
    t.s.rebellion = 5
    buildings(t, "temple", temples, seat=1 if temples % 2 else None)
    t.own(0, "A03")
    t.do(0, "use_card", "A03")
    assert t.s.rebellion == 5 - drop


@pytest.mark.parametrize("temples,rebellion,after", [(0, 4, 4), (3, 4, 1), (3, 2, 0)])
def test_track_count_each_pope_deck_3_1(m, temples, rebellion, after):
    """A04 Pope: rebellion -1 per temple in play; clamped at 0; Peacekeeper counts the
    actual fall (DECK 4 T11)."""
    t = m
    crowd(t, 5)
    t.s.rebellion = rebellion
    buildings(t, "temple", temples)
    t.own(0, "A04")
    t.do(0, "use_card", "A04")
    assert t.s.rebellion == after and t.p(0)["florins"] == 7
    assert t.p(0)["stats"]["rebellion_lowered_by_cards"] == rebellion - after


@pytest.mark.parametrize("mine", [0, 1, 2, 3])
def test_track_cap_missionary_deck_3_1(m, mine):
    """DECK 3.1, DECK 3 Amount {base, count, each, cap}: A14 Missionary counts the temples
    the user controls, capped ({count, each, cap}, its numbers designed in cards.yaml);
    other players' temples do not count."""
    t = m
    amt = t.c.cards["A14"].effects[0]["amount"]
    assert amt["count"] == "user.temples_controlled"
    drop = -(amt.get("base", 0) + amt["each"] * min(amt["cap"], mine))
    crowd(t, 5)
    t.s.rebellion = 5
    buildings(t, "temple", mine, seat=0)
    buildings(t, "temple", 1, seat=1)
    t.own(0, "A14")
    t.do(0, "use_card", "A14")
    assert t.s.rebellion == 5 - drop


@pytest.mark.parametrize("florins,gain", [(0, 0), (4, 0), (5, 1), (9, 1), (10, 2), (14, 2),
                                          (15, 3), (40, 3)])
def test_amount_div_banker_deck_3_2(m, florins, gain):
    """DECK 3.2, DECK 3 Amount {count, div, each, cap}, DECK 0.5 user.florins: A17 Banker: 1
    florin per full 5 behind the screen, at most 3 ({div, cap})."""
    t = m
    set_florins(t, 0, florins)
    t.own(0, "A17")
    t.do(0, "use_card", "A17")
    assert t.p(0)["florins"] == florins + gain


@pytest.mark.parametrize("markets,ports,gain", [(0, 0, 0), (1, 1, 2), (1, 2, 3), (3, 3, 4)])
def test_amount_sum_of_counters_customs_house_deck_3_2(m, markets, ports, gain):
    """A35 Customs House: 1 florin per market and port the user controls (`a+b`), at most
    4; a town's controller controls the empty buildings of its hex (R5.8)."""
    t = m
    for i in range(max(markets, ports)):
        h = t.fresh()
        t.building(h, 0, "town", occupant=t.citizen(0, h, engaged=1))
        if i < markets:
            t.building(h, 0, "market")
        if i < ports:
            t.building(h, 0, "port")
    h = t.fresh()
    t.building(h, 0, "market", occupant=t.citizen(1, h, engaged=1))   # not the user's
    t.own(0, "A35")
    t.do(0, "use_card", "A35")
    assert t.p(0)["florins"] == 10 + gain


@pytest.mark.parametrize("temples,drop", [(0, 1), (1, 2), (2, 3), (4, 3)])
def test_amount_base_festival_event_deck_2_1(m, temples, drop):
    """DECK 2.1, DECK 3 Amount {base, count, each, cap}: Festival (A03's back): rebellion
    -1, and -1 more per temple in play, at most -3 ({base, count, each, cap})."""
    t = m
    crowd(t, 6)
    t.s.rebellion = 5
    buildings(t, "temple", temples)
    t.balance("A03")
    assert t.s.rebellion == 5 - drop
    assert t.top["k"] == "turn"                    # phase 5 follows


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_immigration_event_deck_2_1(make_table, n):
    """DECK 2.1, DECK 3.1: Immigration (A23's back): surplus +1 per player ({count:
    players})."""
    t = make_table(n)
    t.s.surplus = 3
    t.balance("A23")
    assert t.s.surplus == 3 + n


@pytest.mark.parametrize("surplus,ports,after", [(5, 2, 3), (1, 3, 0)])
def test_emigration_event_deck_2_1(m, surplus, ports, after):
    """DECK 2.1, DECK 3.1, DECK 0.5 ports_in_play: Emigration (A44's back): surplus -1 per
    port in play, occupied or not."""
    t = m
    t.s.surplus = surplus
    buildings(t, "port", ports - 1)
    buildings(t, "port", 1, seat=0)
    t.balance("A44")
    assert t.s.surplus == after


def test_track_checks_independence_deck_0_2_8(m):
    """DECK 0.2.8, R6.6: after a marker moves, rebellion above population ends the game
    at once (A34 Slavery: rebellion +2 first)."""
    t = m
    crowd(t, 3)
    t.s.rebellion = 2
    t.own(0, "A34")
    t.do(0, "use_card", "A34")
    assert t.s.over is not None and t.s.over["reason"] == "independence"
    assert engine.to_act(t.s) is None and t.s.population == 3
