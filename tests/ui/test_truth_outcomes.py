"""Issue 19, point 5 and the property: every outcome a tooltip promises is what `apply`
then does. The promises come from ui/interact/outcomes.py, the module the tooltips use."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from archipelago import engine
from archipelago.engine import tables
from archipelago.ui.interact import outcomes as O

POSITIONS = 200


def _measure(state, seat):
    p = state.players[seat]
    return p["florins"], dict(p["cubes"]), state.surplus, state.rebellion


def _positions(content, count):
    """Seeded random play (2-4 players); yields (state, legal) at `count` decisions where
    at least one legal action promises an outcome, spread over every kind of decision."""
    found, seed, seen = 0, 0, Counter()
    while found < count:
        rng = random.Random(seed)
        state = engine.new_game(content, ["A", "B", "C", "D"][:2 + seed % 3], "short", seed)
        for _ in range(2500):
            if state.over is not None:
                break
            legal = engine.legal_actions(state)
            view = engine.view(state, legal[0].seat)
            frame = view["frames"][-1]
            rare = seen[frame["k"]] < count // 20 or rng.random() < 0.05
            if rare and any(O.outcome(view, content, frame, a) is not None for a in legal):
                seen[frame["k"]] += 1
                yield state, legal
                found += 1
                if found >= count:
                    return
            calm = [a for a in legal if "offer" not in a.kind]
            wheel = [a for a in calm if a.kind in ("place_disc", "use_building", "use_card", "harvest",
                                                   "recruit", "tx", "build", "buy")]
            engine.apply(state, rng.choice(wheel if wheel and rng.random() < 0.7 else calm or legal))
        seed += 1


@pytest.mark.slow
def test_truth_tooltips_promise_what_apply_does(content):
    """Over 200 positions from seeded random play, for every legal action whose tooltip
    promises an outcome (taxes income, a card's cost and gains, cubes harvested, prices,
    recruit costs, crisis deliveries and the rebellion a crisis adds, levies, track buys,
    options, wonders, sales to the bank), the promise equals the change `apply` makes to
    the acting player's florins and cubes and to the surplus and rebellion markers."""
    checked, kinds = 0, Counter()
    for state, legal in _positions(content, POSITIONS):
        seat = legal[0].seat
        view = engine.view(state, seat)
        frame = view["frames"][-1]
        for a in legal:
            promise = O.outcome(view, content, frame, a)
            if promise is None:
                continue
            copy = engine.copy_state(state)
            f0, c0, s0, r0 = _measure(copy, seat)
            engine.apply(copy, a)
            if copy.over is not None:
                continue                # the action ended the game (independence)
            f1, c1, s1, r1 = _measure(copy, seat)
            got = (f1 - f0, {r: c1[r] - c0[r] for r in c1 if c1[r] != c0[r]}, s1 - s0, r1 - r0)
            assert got == (promise.florins, dict(promise.cubes), promise.surplus, promise.rebellion), \
                (a, frame["k"], O.words(promise))
            if a.kind == "deliver" and frame["k"] == "dcrisis" and copy.frames[-1]["k"] == "dcrisis":
                assert copy.frames[-1]["owed"] == O.crisis_standups(view, frame)    # citizens stood up
            checked += 1
            kinds[a.kind] += 1
    assert checked >= POSITIONS
    assert {"harvest", "recruit", "tx", "use_card", "place_disc", "build", "deliver", "done"} <= set(kinds), kinds


def test_truth_harvest_tooltip_from_an_empty_bank_and_with_a_doubling_card(content):
    view = {"bank": {"cubes": {"fish": 1, "wood": 0, "iron": 5}}}
    assert O.harvest_gain(view, {"res": "fish", "mult": 2}) == 1
    assert O.harvest_gain(view, {"res": "wood", "mult": 1}) == 0
    assert O.harvest_gain(view, {"res": "iron", "mult": 2}) == 2


def test_truth_no_recruiting_at_surplus_zero(content):
    """Board IV at 0 has no price; the Colonial Charter (A43) tooltip then says it recruits
    nobody (the engine still lets it be used: reported as a rule defect, issue 19)."""
    from tools.audit.seen import reach
    assert tables.recruit_price(content.rules, 0) is None
    # (issue 37: the words ask the engine, with a whole view: a seat with florins to pay a recruit)
    real = engine.view(reach(content, 3, "short", 1, lambda s: s.round >= 2 and s.players[0]["florins"] >= 5), 0)
    view = dict(real, surplus=0)
    assert O.recruit_outcome(view, content, {"price": -1, "needs_surplus": 1}) is None
    assert "recruits nobody" in O.recruit_card_words(view, content, content.cards["A43"])
    assert "recruits nobody" in O.recruit_card_words(view, content, content.cards["A05"])
    view = dict(real, surplus=5)
    assert O.recruit_card_words(view, content, content.cards["A43"]) == " Each recruit costs 1ƒ now."
    price = tables.recruit_price(content.rules, 5)
    assert O.recruit_card_words(view, content, content.cards["A05"]) == f" Each recruit costs {price}ƒ now."


def test_truth_surplus_board_header_at_zero_says_no_recruiting(content):
    """The board IV header tooltip: at 0 nobody can be recruited; elsewhere the engine's price."""
    from archipelago.ui.hits import Hits
    from archipelago.ui.render.boards import draw_surplus
    from archipelago.ui.theme import Ctx
    for surplus in (0, 5):
        hits = Hits()
        draw_surplus(Ctx(1.0), (360, 300), {"surplus": surplus}, content, hits)
        tip = next(h.tip for h in hits.items if h.tip.startswith("Surplus workers: "))
        price = tables.recruit_price(content.rules, surplus)
        if price is None:
            assert "Nobody can be recruited now" in tip and "costs" not in tip
        else:
            assert f"costs {price}ƒ" in tip


def _promises_kept(t):
    """Every legal action of the hand-built table: its promise equals what apply does."""
    engine.touched(t.s)
    legal = engine.legal_actions(t.s)
    seat = legal[0].seat
    view = engine.view(t.s, seat)
    kept = 0
    for a in legal:
        promise = O.outcome(view, t.c, view["frames"][-1], a)
        if promise is None:
            continue
        copy = engine.copy_state(t.s)
        f0, c0, s0, r0 = _measure(copy, seat)
        engine.apply(copy, a)
        f1, c1, s1, r1 = _measure(copy, seat)
        got = (f1 - f0, {r: c1[r] - c0[r] for r in c1 if c1[r] != c0[r]}, s1 - s0, r1 - r0)
        assert got == (promise.florins, dict(promise.cubes), promise.surplus, promise.rebellion), (a, promise)
        kept += 1
    return kept


def test_truth_levy_and_wonder_promises(content):
    """The two promises random play rarely reaches: what each levy payment costs in florins
    and rebellion (Royal Tax Collector), and what a wonder gives on completion (Colossus)."""
    from tests.ui.interact_tables import _m
    t = _m(content)
    for h in (t.A, t.B):
        t.building(h, 0, "town", occupant=t.citizen(0, h))
    t.s.rebellion = 2
    t.balance("A40")                          # its balance side: the Royal Tax Collector
    assert t.top["k"] == "levy" and _promises_kept(t) == 3      # pay 0, 1 or 2 of 2ƒ owed
    t = _m(content)
    t.citizen(0, t.A)
    t.own(0, "A45")
    t.give(0, 0, iron=3)
    t.s.surplus = 5
    t.do(0, "use_card", "A45")
    assert t.top["k"] == "wonder" and _promises_kept(t) == 1


def _starve(state, rng):
    """The bank short of florins and out of some cubes (what it lacks goes to a player:
    the totals stay), so that promises meet the bank's limits (issue 25)."""
    seat = rng.randrange(len(state.players))
    keep = rng.choice((0, 1, 2, 3))
    if state.bank_florins > keep:
        state.players[seat]["florins"] += state.bank_florins - keep
        state.bank_florins = keep
    for res in rng.sample(sorted(state.bank), rng.randint(1, 3)):
        state.players[seat]["cubes"][res] += state.bank[res]
        state.bank[res] = 0
    engine.touched(state)


def _finish(state, seat):
    """End the decisions a card opened that offer the seat nothing but 'done'."""
    for _ in range(5):
        legal = engine.legal_actions(state) if state.over is None else []
        if not legal or legal[0].seat != seat or state.frames[-1]["k"] == "turn" \
                or any(a.kind != "done" for a in legal):
            return
        engine.apply(state, legal[0])


def _owning(content, state, rng, wanted):
    """A copy where the seat to act at its turn owns a deck card (acquired last round) whose
    effects' data `wanted` accepts, or None."""
    seat = engine.to_act(state)
    cards = [cid for cid, c in content.cards.items() if cid in state.deck and wanted(c.effects)]
    if not cards or state.frames[-1]["k"] != "turn":
        return None, None
    cid = rng.choice(cards)
    state = engine.copy_state(state)
    state.deck.remove(cid)
    state.owner[cid] = seat
    state.acquired[cid] = state.round - 1
    engine.touched(state)
    return state, cid


def _with_market_card(content, state, rng):
    """The seat to act uses a card with its own market price (a buy price or a sale bonus,
    read from the effects' data): the market frame, or None."""
    state, cid = _owning(content, state, rng, lambda effects: any(
        e.get("op") == "market_transactions" and ("buy_price" in e or "sale_bonus" in e) for e in effects))
    if state is None:
        return None
    use = engine.Action(engine.to_act(state), "use_card", (cid,))
    if use not in engine.legal_actions(state):
        return None
    engine.apply(state, use)
    return state if state.frames[-1]["k"] == "market" else None


IDLE_OPS = ("unblock_icon", "stand_up_rebels", "free_action", "place_citizens", "track", "gain_florins")


def _check_edges(content, state, seen):
    from archipelago.ui.render.boards import market_now
    legal = engine.legal_actions(state)
    seat = legal[0].seat
    view = engine.view(state, seat)
    frame = view["frames"][-1]
    for a in legal:
        promise = O.outcome(view, content, frame, a)
        copy = engine.copy_state(state)
        f0, c0, s0, r0 = _measure(copy, seat)
        before = (list(copy.units), list(copy.coins), copy.players[seat]["discs_used"])
        engine.apply(copy, a)
        if copy.over is not None:
            continue
        f1, c1, s1, r1 = _measure(copy, seat)
        got = (f1 - f0, {r: c1[r] - c0[r] for r in c1 if c1[r] != c0[r]}, s1 - s0, r1 - r0)
        if promise is not None:
            assert got == (promise.florins, dict(promise.cubes), promise.surplus, promise.rebellion), \
                (a, frame["k"], O.words(promise))
            seen["promise"] += 1
        if a.kind == "tx":
            which, side, res = a.args
            now = market_now(content.rules, which, res, view["markets"][which].get(res, 0),
                             view["bank"]["florins"], frame)
            said = f"sell one for {got[0]}ƒ" if side == "sell" else f"buy the last cube for {-got[0]}ƒ"
            assert said in now, (a, now, got)
            other = "buy" if side == "sell" else "sell"
            assert (other in now) == (other in (frame.get("kinds") or ("buy", "sell"))), (a, now)
            seen["card price" if frame.get("buy_price", -1) >= 0 or frame.get("bonus") else "tx"] += 1
            if side == "sell" and view["bank"]["florins"] < got[0] + 1:
                seen["short bank sale"] += 1
        if a.kind == "place_disc" and a.args[0].startswith("harvest:") and O.harvest_space_empty(view, a.args[0]):
            res = a.args[0].split(":", 1)[1]
            assert "nothing harvested" in O.harvest_space_words(view, a.args[0])
            for h in engine.legal_actions(copy):
                if h.kind == "harvest":
                    engine.apply(copy, h)
                    break
            assert copy.players[seat]["cubes"][res] == c0[res]
            seen["empty harvest"] += 1
        if a.kind == "use_card" and frame["k"] == "turn" and O.card_gives_nothing(view, content, a.args[0], seat):
            _finish(copy, seat)
            fl, cu, ad = tables.card_cost(content.rules, content.cards[a.args[0]],
                                          (view.get("owner") or {}).get(a.args[0]) != seat)
            assert copy.players[seat]["florins"] - f0 == -fl and copy.players[seat]["discs_used"] - before[2] == ad
            assert (copy.surplus, copy.rebellion) == (s0, r0) and list(copy.units) == before[0] \
                and list(copy.coins) == before[1], a
            seen["idle card"] += 1


@pytest.mark.slow
def test_truth_promises_at_the_edges_starved_banks_card_prices_and_idle_cards(content):
    """The property at the bank's limits (issue 25): over 200 positions with the bank short
    of florins and out of some cubes (and at some turns a card with its own market price
    used), every promise equals what apply does; the board's market line (a card's buy
    price or sale bonus applied, only the sides the transaction allows) names the price
    apply pays; a Harvest space the bank cannot serve says so and harvests nothing; a card
    said to give nothing changes nothing but its cost."""
    rng = random.Random(25)
    seen = Counter()
    for state, legal in _positions(content, POSITIONS):
        state = engine.copy_state(state)
        _starve(state, rng)
        _check_edges(content, state, seen)
        if rng.random() < 0.5:
            market = _with_market_card(content, state, rng)
            if market is not None:
                _check_edges(content, market, seen)
        else:                               # a card that may have nothing to do now
            owning, _ = _owning(content, state, rng, lambda effects: effects and all(
                e.get("op") in IDLE_OPS for e in effects))
            if owning is not None:
                _check_edges(content, owning, seen)
    assert seen["promise"] >= POSITIONS and seen["empty harvest"] and seen["idle card"] >= 3, seen
    assert seen["card price"] and seen["short bank sale"], seen
