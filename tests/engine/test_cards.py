"""Evolution cards (R10, DECK 0.2, 0.3): using a card (R10.3, DECK 0.2), and every one of the
48 cards usable from a state that allows it, doing what its data says; on hand-built tables.
The effect primitives are tested by family: test_card_amounts.py (DECK 3.1), test_card_gains.py
(3.2-3.8), test_card_deck_and_citizens.py (3.9-3.13), test_card_events.py (3.14-3.21, the events
of DECK 2.1), test_card_choices_and_wonders.py (3.22, 3.23 and the wonders of DECK 0.3, 1.1).
The test map and its helpers: card_tables.py."""
import pytest

from archipelago.content import load_content
from archipelago.engine import pieces
from archipelago.engine.pieces import REBEL

from .card_tables import crowd, finish, set_florins, stack_top, uses


# --- R10.3 / DECK 0.2: using a card ------------------------------------------------------

def test_one_card_use_per_turn_r10_3(m):
    """R10.3, DECK 0.2.1: at most one card use per turn."""
    t = m
    crowd(t, 3)
    t.s.surplus, t.s.rebellion = 5, 2
    t.own(0, "A16")
    t.own(0, "A13")
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 4
    assert not t.legal("use_card")
    t.refused(0, "use_card", "A13")


def test_card_use_besides_disc_action_r5_5(m):
    """R5.5, DECK 0.2.1: the card use comes on top of the turn's one AD action."""
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 5
    t.own(0, "A16")
    t.do(0, "place_disc", "taxes")
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 4 and t.s.rebellion == 1


def test_once_per_card_per_round_r10_3(m):
    """DECK 0.2.2: a used card stays used until phase 1; on a colour card the first user
    of the round blocks everyone else."""
    from archipelago.engine import rounds
    t = m
    crowd(t, 4)
    t.give(0, stone=2)
    t.give(1, stone=1)
    t.s.rebellion, t.s.surplus = 3, 3
    t.own(0, "A37")
    t.do(0, "use_card", "A37")
    finish(t, 0)
    assert t.top["seat"] == 1 and "A37" not in uses(t)
    t.refused(1, "use_card", "A37")
    t.turn(0)
    assert "A37" not in uses(t)
    rounds.deactivation(t.s)
    assert "A37" in uses(t)


def test_black_arrow_owner_only_r10_3(m):
    """R10.3: a black-arrow card is used by its owner only."""
    t = m
    crowd(t, 2)
    t.s.surplus = 5
    t.own(0, "A16")
    t.turn(1)
    assert "A16" not in uses(t)
    t.refused(1, "use_card", "A16")


def test_colour_arrow_non_owner_pays_owner_r10_3(m):
    """DECK 0.2.5: a non-owner pays the printed florins to the owner plus a 1 florin fee,
    lays his own discs on the card; the owner cannot refuse; the user gets the benefit."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.own(0, "A42")                                   # Edict of Tolerance: florins + 1 AD
    cost = t.c.cards["A42"].use_cost["florins"]       # a designed value (cards.yaml)
    fee = t.c.rules["options"]["foreign_use_fee"]
    bank = t.s.bank_florins
    t.turn(1)
    t.do(1, "use_card", "A42")
    assert t.p(1)["florins"] == 10 - cost - fee and t.p(0)["florins"] == 10 + cost + fee
    assert t.s.bank_florins == bank
    assert t.p(1)["discs_used"] == 1 and t.p(0)["discs_used"] == 0
    assert t.s.card_discs["A42"] == (1,) and t.s.used_cards["A42"] == 1
    assert t.s.rebellion == 1
    assert t.p(1)["stats"]["rebellion_lowered_by_cards"] == 2


def test_colour_arrow_owner_pays_bank_r10_3(m):
    """R10.3, DECK 0.2.5: the owner of a colour-arrow card pays like a black card: to the
    bank."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.own(0, "A42")
    cost = t.c.cards["A42"].use_cost["florins"]
    bank = t.s.bank_florins
    t.do(0, "use_card", "A42")
    assert t.p(0)["florins"] == 10 - cost and t.s.bank_florins == bank + cost


def test_colour_arrow_cubes_to_bank_fee_to_owner_r10_3(m):
    """DECK 0.2.5: cubes of the cost go to the bank, the fee to the owner."""
    t = m
    crowd(t, 4)
    t.s.rebellion, t.s.surplus = 3, 3
    t.give(1, stone=1)
    t.own(0, "A37")                                   # Aqueduct: 1 stone
    stone = t.s.bank["stone"]
    t.turn(1)
    t.do(1, "use_card", "A37")
    assert t.p(1)["cubes"]["stone"] == 0 and t.s.bank["stone"] == stone + 1
    assert t.p(1)["florins"] == 9 and t.p(0)["florins"] == 11
    assert (t.s.rebellion, t.s.surplus) == (2, 2)


def test_discs_on_cards_come_back_in_phase_6_r5_14(m):
    """DECK 0.2.4, R8: discs laid on cards return in phase 6 with all the others."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 3
    t.own(0, "A42")
    t.turn(1)
    t.do(1, "use_card", "A42")
    t.phase6()
    assert t.p(1)["discs_used"] == 0 and not t.s.card_discs


def test_card_acquired_this_round_not_usable_deck_0_2_3(m):
    """DECK 0.2.3: a card acquired this round is first usable in the next round."""
    t = m
    crowd(t, 2)
    t.s.surplus = 5
    t.own(0, "A16", acquired=t.s.round)
    assert "A16" not in uses(t)
    t.refused(0, "use_card", "A16")
    t.s.acquired["A16"] = t.s.round - 1
    assert "A16" in uses(t)


def test_vp_only_cards_never_used_r10_1(m):
    """DECK 0.2.5: a card without an arrow (VP only) is never used."""
    t = m
    t.own(0, "A22")
    t.own(0, "A36")
    assert not uses(t)
    t.refused(0, "use_card", "A22")
    t.refused(0, "use_card", "A36")


def test_cannot_pay_cannot_use_deck_0_2_4(m):
    """DECK 0.2.4: the whole cost is paid first; who cannot pay it cannot use the card."""
    t = m
    crowd(t, 4)
    t.s.rebellion = 2
    t.own(0, "A04")                                   # Pope: 3 florins
    t.own(0, "A31")                                   # Amphitheatre: 1 AD
    set_florins(t, 0, 2)
    t.p(0)["discs_used"] = t.p(0)["discs"]
    assert not uses(t)
    set_florins(t, 0, 3)
    assert uses(t) == ["A04"]
    t.turn(1)
    set_florins(t, 1, 3)                               # non-owner: 3 + fee 1
    assert "A04" not in uses(t)


def test_no_discs_left_free_cards_still_usable_deck_0_2_1(m):
    """DECK 0.2.1: a player with no action disc left may still use cards that cost none."""
    t = m
    t.citizen(0, t.A)
    t.s.surplus = 5
    t.own(0, "A16")
    t.p(0)["discs_used"] = t.p(0)["discs"]
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 4


# --- every card: usable from a state that allows it, doing what its data says ---------------

def amount_of(t, amt, seat):
    """DECK 3 Amount, computed here from the rules, not by the engine."""
    if isinstance(amt, int):
        return amt
    s = t.s

    def counter(name):
        if "+" in name:
            return sum(counter(x) for x in name.split("+"))
        if name.endswith("_in_play"):
            return sum(1 for b in s.buildings if b[2] + "s_in_play" == name)
        if name == "players":
            return s.cfg["n"]
        if name == "user.florins":
            return s.players[seat]["florins"]
        kind = name[len("user."):-len("s_controlled")]
        return len(pieces.controlled(s, seat, kind))
    if "of" in amt:
        c = counter(amt["of"])
        return next(x["value"] for x in amt["tiers"] if "upto" not in x or c <= x["upto"])
    c = counter(amt["count"]) // amt.get("div", 1)
    return amt.get("base", 0) + amt["each"] * min(c, amt.get("cap", c))


TAX_TABLE = [(0, 0), (2, 2), (4, 3), (6, 4), (8, 5), (10, 6)]     # R7.6: up to k citizens


def rich_table(t):
    """A table on which seat 0 can use every card: citizens on A (2: reproduction; wood,
    fruit, cattle icons), a temple and a market on B, a port on A held by a ship, a ship
    on the start hex (fish), a hex with iron and stone, a rebel, a coin, cubes, florins,
    surplus, rebellion well below population, a hex on top of the stack."""
    s = t.s
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.building(t.B, 0, "temple", occupant=t.citizen(0, t.B, engaged=1))
    t.building(t.B, 0, "market", occupant=t.citizen(0, t.B, engaged=1))
    t.building(t.A, 0, "port", occupant=t.ship(0, t.A))
    t.ship(0, 0)
    h = t.far("H09a")                                            # iron, stone
    t.citizen(0, h, down=REBEL)
    t.citizen(0, h)
    s.coins.append((t.A, 0, 1))
    s.bank_florins -= 1
    crowd(t, 6)
    t.give(0, florins=20, fruit=3, cattle=2, fish=2, wood=3, stone=6, iron=4)
    s.surplus, s.rebellion = 8, 3
    stack_top(t, "H16a")


def resolve(t):
    """Answer the decision frames a card opened with a fixed policy: the first productive
    action once, then stop ('done') where possible, else the first legal action."""
    for step in range(40):
        if t.top["k"] == "turn" or t.s.over is not None:
            return
        legal = t.legal()
        stop = [a for a in legal if a.kind == "done"]
        go = [a for a in legal if a.kind not in ("done", "offer")]
        a = go[0] if go and (step == 0 or not stop) else (stop or legal)[0]
        t.do(a.seat, a.kind, *a.args)
    raise AssertionError("the card's decisions did not end")


CHECK_FRAME = {
    # primitive: what the decision frame it pushes must say (DECK 3)
    "market_transactions": lambda f, e: (f["k"] == "market" and f["markets"] == (e["market"],)
                                         and f["kinds"] == tuple(e["kinds"])
                                         and f["left"] == e["max"]
                                         and f["buy_price"] == e.get("buy_price", -1)
                                         and f["bonus"] == e.get("sale_bonus", 0)),
    "sell_to_bank": lambda f, e: (f["k"] == "sell_bank" and f["left"] == e["max"]
                                  and f["price"] == e["price"]),
    "exchange_with_bank": lambda f, e: f["k"] == "exchange" and f["left"] == e["max"],
    # R7.8: the minimal price is the track's lowest (ruling 2026-12-06; it was 2)
    "reveal_and_buy": lambda f, e: (f["k"] == "reveal" and len(f["cards"]) == e["count"]
                                    and f["type"] == e["card_type"]
                                    and f["price"] == min(load_content().rules["track"]["prices"])),
    "peek_objective": lambda f, e: f["k"] == "peek",
    "place_citizens": lambda f, e: (f["k"] == "recruit" and f["left"] == e["max"]
                                    and f["price"] == e["price"]
                                    and f["surplus_each"] == e["surplus_each"]),
    "stand_up_rebels": lambda f, e: f["k"] == "rebels" and f["left"] == e["max"],
    "unblock_icon": lambda f, e: f["k"] == "unblock_pick",
    "choice": lambda f, e: f["k"] == "choice",
}

FREE_FRAMES = {"migration": "migrate", "recruitment": "recruit", "build": "build",
               "exploration": "explore_pick"}


@pytest.mark.parametrize("card_id", [f"A{i:02d}" for i in range(1, 49)])
def test_every_card_usable_and_does_what_its_data_says_r10(m, content, card_id):
    """R10.2-R10.3, DECK 3: each of the 48 cards, owned by seat 0 since an earlier round,
    is used (or built) on a table that allows it; its cost is paid as its data says and
    each effect changes the state as its data says. VP-only cards are never usable."""
    t = m
    card = content.cards[card_id]
    rich_table(t)
    t.own(0, card_id)
    s, p = t.s, t.p(0)
    if card.arrow == "none":
        assert card.use_cost is None and card_id not in uses(t)
        return
    assert card.effects
    bonus = next((e for e in card.effects if e["op"] == "harvest_bonus"), None)
    if bonus:                                     # DECK 3.8: only with its harvest
        res = bonus["resource"]
        assert card_id not in uses(t)
        t.do(0, "place_disc", "harvest:" + res)
        have = p["cubes"][res]
        unit, icon = t.legal("harvest")[0].args
        t.do(0, "use_card", card_id)
        t.do(0, "harvest", unit, icon)
        assert p["cubes"][res] == have + bonus["multiplier"]
        assert s.used_cards[card_id] == 0 and t.top["k"] == "harvest"
        return
    assert card_id in uses(t)
    if card.is_wonder:
        cost = card.wonder["build_cost"]
        florins_cost, cubes_cost, discs_cost = 0, dict(cost.get("cubes", {})), \
            cost.get("action_discs", 0)
        effects_ = card.wonder["on_complete"]
    else:
        cost = card.use_cost
        florins_cost, cubes_cost, discs_cost = cost["florins"], dict(cost["cubes"]), \
            cost["action_discs"]
        effects_ = card.effects
    florins, discs, cubes = p["florins"] - florins_cost, p["discs_used"], dict(p["cubes"])
    reb, sur, tokens = s.rebellion, s.surplus, p["tokens"]
    # Amounts are read when the effect resolves: after the cost is paid (DECK 0.5).
    p["florins"] -= florins_cost
    pre = {i: amount_of(t, e["amount"], 0) for i, e in enumerate(effects_) if "amount" in e}
    p["florins"] += florins_cost
    t.do(0, "use_card", card_id)
    assert s.used_cards[card_id] == 0
    assert p["discs_used"] == discs + discs_cost
    assert s.card_discs.get(card_id, ()) == (0,) * discs_cost
    for r, k in cubes_cost.items():
        assert p["cubes"][r] == cubes[r] - k
    if card.is_wonder:
        assert t.top["k"] == "wonder"
        pop = s.population
        t.do(0, "wonder_citizen", t.legal("wonder_citizen")[0].args[0])
        assert s.population == pop - 1 and s.built[card_id] == 0
    for i, e in enumerate(effects_):
        op = e["op"]
        if op == "track":
            if e["track"] == "rebellion":
                reb = max(0, reb + pre[i])
            else:
                sur = max(0, sur + pre[i])
        elif op == "gain_florins":
            florins += pre[i]
        elif op == "gain_explorer_token":
            assert p["tokens"] == tokens + e["n"]
        elif op == "peek_deck":
            assert p["seen"][-1] == ("deck", s.round, tuple(
                (k, s.deck[-k]) for k in e["positions"]))
        elif op == "free_action" and e["action"] in FREE_FRAMES:
            f = t.top
            assert (s.rebellion, s.surplus) == (reb, sur)
            assert f["k"] == FREE_FRAMES[e["action"]]
            if e["action"] == "build":
                assert f["left"] == e.get("max_items", 1)
                assert f["only"] == tuple(e.get("only", ()))
            if e["action"] == "recruitment":
                assert f["left"] == e.get("max_items", -1)
                assert f["price"] == e.get("price_override", -1)
            if e["action"] == "exploration":
                assert f["ship"] == (1 if e.get("unit") == "ship" else 0)
            assert p["discs_used"] == discs + discs_cost and not s.wheel
            resolve(t)
            florins, reb, sur = p["florins"], s.rebellion, s.surplus
        elif op == "free_action" and e["action"] == "reproduction":
            assert p["reproduced"] and pieces.citizens_on_hex(s, 0, t.A) == 3
        elif op == "free_action" and e["action"] == "taxes":
            reb += 1
            working = sum(1 for u in pieces.citizen_slots(s, 0)
                          if s.units[u] and s.units[u][0] >= 0 and s.units[u][3] != REBEL)
            florins += next(f for k, f in TAX_TABLE if working <= k)
            assert s.rebellion == reb
        elif op in CHECK_FRAME:
            assert (s.rebellion, s.surplus) == (reb, sur)
            assert CHECK_FRAME[op](t.top, e), (op, t.top)
            resolve(t)
            florins, reb, sur = p["florins"], s.rebellion, s.surplus
        elif op == "place_ships_at_ports":
            assert pieces.ships_on_map(s, 0) == 3          # its one port got a ship
        else:
            raise AssertionError(f"no check for {op}")
    assert t.top["k"] == "turn"
    assert p["florins"] == florins and (s.rebellion, s.surplus) == (reb, sur)
