"""The effect primitives choice and build_wonder (DECK 3.22, 3.23) and the five wonders
(DECK 0.3, 1.1), on hand-built tables.
The test map and its helpers: card_tables.py."""
import pytest

from archipelago.engine import pieces

from .card_tables import buildings, crowd, uses


# --- DECK 3.22 choice ---------------------------------------------------------------------

def test_gift_of_the_clergy_choice_deck_3_22(m):
    """DECK 3.22: A32 Gift of the Clergy: pay 1 fruit for rebellion -1, or 1 fruit + 1
    cattle for -2; only affordable options are offered."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.give(0, fruit=1)
    t.own(0, "A32")
    t.do(0, "use_card", "A32")
    assert [a.args for a in t.legal("option")] == [(0,)]
    t.do(0, "option", 0)
    assert t.s.rebellion == 2 and t.p(0)["cubes"]["fruit"] == 0


def test_gift_of_the_clergy_second_option_deck_3_22(m):
    """DECK 3.22: the chosen option's cubes go to the bank and its effects run."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.give(0, fruit=1, cattle=1)
    t.own(0, "A32")
    fruit, cattle = t.s.bank["fruit"], t.s.bank["cattle"]
    t.do(0, "use_card", "A32")
    assert [a.args for a in t.legal("option")] == [(0,), (1,)]
    t.do(0, "option", 1)
    assert t.s.rebellion == 1
    assert (t.s.bank["fruit"], t.s.bank["cattle"]) == (fruit + 1, cattle + 1)


def test_choice_unaffordable_card_not_usable_deck_3_22(m):
    """DECK 3.22, DECK 0.2.4: a choice card with no affordable option cannot be used."""
    t = m
    t.own(0, "A32")
    assert "A32" not in uses(t)


@pytest.mark.parametrize("option,after", [(0, 7), (1, 3)])
def test_census_choice_deck_3_22(m, option, after):
    """DECK 3.22: A38 Census (its use cost, designed: data/cards.yaml): surplus +2 or -2,
    the user's choice."""
    t = m
    t.s.surplus = 5
    t.own(0, "A38")
    t.do(0, "use_card", "A38")
    t.do(0, "option", option)
    assert t.s.surplus == after and t.p(0)["florins"] == 10 - t.c.cards["A38"].use_cost["florins"]


# --- DECK 3.23 build_wonder and the 5 wonders (DECK 0.3, 1.1) -----------------------------

WONDERS = {
    # id: (prerequisite building, cubes of the build cost, AD)
    "A44": ("temple", {"stone": 3}, 2),
    "A45": (None, {"iron": 3}, 1),
    "A46": (None, {"stone": 5}, 2),
    "A47": ("port", {"iron": 1, "stone": 2}, 1),
    "A48": ("market", {"stone": 2, "fruit": 2}, 1),
}


def wonder_table(t, card, with_prerequisite=True):
    """Seat 0 owns the wonder, can pay, has an active citizen on A and (if asked) controls
    the prerequisite building on B."""
    req, cubes, _ = WONDERS[card]
    builder = t.citizen(0, t.A)
    if req and with_prerequisite:
        t.building(t.B, 0, req, occupant=t.citizen(0, t.B, engaged=1))
    crowd(t, 4)
    t.give(0, **cubes)
    t.own(0, card)
    return builder


@pytest.mark.parametrize("card", sorted(WONDERS))
def test_wonder_build_procedure_deck_0_3(m, card, content):
    """DECK 0.3: building is the owner's card use; pay the cubes to the bank and lay the
    discs on the card; one active citizen goes from the map onto the card (population
    -1, its building vacated); the effect happens once; the card is never used again."""
    t = m
    _, cubes, discs = WONDERS[card]
    builder = wonder_table(t, card)
    assert content.cards[card].wonder["build_cost"] == {"cubes": cubes, "action_discs": discs}
    t.s.rebellion, t.s.surplus = 2, 4
    pop = t.s.population
    bank = dict(t.s.bank)
    t.do(0, "use_card", card)
    assert t.top["k"] == "wonder"
    assert {a.args[0] for a in t.legal("wonder_citizen")} == {builder}   # active only
    t.do(0, "wonder_citizen", builder)
    assert t.s.units[builder][0] == -1 and t.s.built[card] == 0
    assert t.s.population == pop - 1
    assert all(t.p(0)["cubes"][r] == 0 for r in cubes)
    assert all(t.s.bank[r] == bank[r] + k for r, k in cubes.items())
    assert t.p(0)["discs_used"] == discs and t.s.card_discs[card] == (0,) * discs
    assert t.p(0)["florins"] == 10
    assert card not in uses(t) and not t.legal("use_card")
    t.turn(0)
    assert card not in uses(t)
    expected = {"A44": (1, 4), "A45": (2, 2), "A46": (4, 4), "A47": (2, 4), "A48": (0, 4)}
    assert (t.s.rebellion, t.s.surplus) == expected[card]


def test_cathedral_counts_every_temple_in_play_deck_1_1(m):
    """A44 Cathedral: rebellion -1 per temple in play (of every player, occupied or not);
    the builder's Peacekeeper counter grows by the actual fall (DECK 4 T11)."""
    t = m
    builder = wonder_table(t, "A44")
    buildings(t, "temple", 2)
    t.s.rebellion = 4
    t.do(0, "use_card", "A44")
    t.do(0, "wonder_citizen", builder)
    assert t.s.rebellion == 1 and t.p(0)["stats"]["rebellion_lowered_by_cards"] == 3


@pytest.mark.parametrize("card", ["A44", "A47", "A48"])
def test_wonder_prerequisite_deck_0_3(m, card):
    """DECK 0.3 step 1, DECK 1.1, R5.8 (control): A wonder with a prerequisite needs the
    user to control that building then."""
    t = m
    wonder_table(t, card, with_prerequisite=False)
    assert card not in uses(t)
    req = WONDERS[card][0]
    b = t.building(t.B, 0, req, occupant=t.citizen(1, t.B, engaged=1))
    assert card not in uses(t)                        # another player's building
    t.s.units[pieces.occupants(t.s)[b]] = None
    t.s.population -= 1
    t.building(t.B, 0, "town", occupant=t.citizen(0, t.B, engaged=1))
    assert card in uses(t)                            # controlled through the town


def test_wonder_needs_cost_discs_and_an_active_citizen_deck_0_3(m):
    """DECK 0.3, DECK 0.2.4: the whole build cost (cubes and AD) and an active, non-engaged
    citizen are needed."""
    t = m
    builder = wonder_table(t, "A46")
    t.p(0)["discs_used"] = t.p(0)["discs"] - 1
    assert "A46" not in uses(t)                       # 2 AD
    t.p(0)["discs_used"] = 0
    t.s.units[builder] = t.s.units[builder][:2] + (1,) + t.s.units[builder][3:]
    assert "A46" not in uses(t)                       # the citizen is engaged
    t.s.units[builder] = t.s.units[builder][:2] + (0,) + t.s.units[builder][3:]
    t.s.players[0]["cubes"]["stone"] -= 1
    t.s.bank["stone"] += 1
    assert "A46" not in uses(t)                       # 4 stone only
    t.give(0, stone=1)
    assert "A46" in uses(t)


def test_wonder_owner_only_and_not_in_round_acquired_deck_0_3(m):
    """DECK 0.3, DECK 0.2.3: a wonder is built by its owner only, not in the round it was
    acquired."""
    t = m
    wonder_table(t, "A45")
    t.s.acquired["A45"] = t.s.round
    assert "A45" not in uses(t)
    t.s.acquired["A45"] = t.s.round - 1
    t.citizen(1, t.A)
    t.give(1, iron=3)
    t.turn(1)
    assert "A45" not in uses(t)


def test_wonder_citizen_leaves_its_building_deck_0_3(m):
    """DECK 0.3 step 3: a building the wonder's citizen occupied becomes unoccupied."""
    t = m
    req_builder = t.citizen(0, t.A)
    market = t.building(t.A, 0, "market", occupant=req_builder)
    crowd(t, 3)
    t.give(0, stone=2, fruit=2)
    t.own(0, "A48")
    t.s.rebellion = 2
    t.do(0, "use_card", "A48")
    t.do(0, "wonder_citizen", req_builder)
    assert pieces.occupants(t.s).get(market) is None and t.s.rebellion == 0


def test_unbuilt_wonder_counts_as_progress_card_deck_0_3(m):
    """DECK 0.3: a wonder counts as a progress card even unbuilt: 4 owned wonders leave
    S04 (progress cards in play >= n+2 = 5) unmet, the fifth meets it."""
    t = m
    t.objective(1, "S04")
    for c in sorted(WONDERS)[:4]:
        t.own(0, c)
    t.do(0, "offer", 1)
    t.do(0, "cancel")
    assert not t.p(1)["revealed"]
    t.own(2, sorted(WONDERS)[4])
    t.do(0, "offer", 1)
    assert t.p(1)["revealed"] and not t.s.built
