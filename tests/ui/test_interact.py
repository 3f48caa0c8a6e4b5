"""Every decision by mouse (issue 7): for many states — random games of 2-5 players and
hand-built tables for the rarer frames — EVERY legal action of the deciding seat is
submitted, exactly, by the clicks `click_path` returns, fed as synthetic pygame mouse
events through the app's input translator to the real TableScene. Also: controls lock
after a submit until the next view, `set_busy` disables them, dimmed targets explain why.
"""
import collections
import random

import pygame
import pytest

from archipelago import engine
from archipelago.engine import Action
from archipelago.match import samples
from archipelago.ui.app import App
from archipelago.ui.input import Intent
from archipelago.ui.interact import click_path, click_plan
from archipelago.ui.interact.labels import label
from archipelago.match.autoplay import RandomPolicy
from archipelago.ui.table.scene import TableScene
from tests.engine.conftest import Table


class Harness:
    """One app and one table scene, driven by synthetic mouse events."""

    def __init__(self, content, size=(1600, 900)):
        self.content = content
        self.app = App(size)
        self.got = []
        self.scene = None
        self.view = None
        self.checked = collections.Counter()

    def show(self, state, seat=None):
        seat = engine.to_act(state) if seat is None else seat
        self.view = engine.view(state, seat)
        if self.scene is None:
            self.scene = TableScene(self.app, self.content, self.view, submit=self.got.append,
                                    on_undo=lambda: None, on_menu=lambda: None)
            self.app.push(self.scene)
        else:
            self.scene.set_view(self.view)
        self.app.draw()
        return self.view

    def events(self, *events):
        for e in events:
            for intent in self.app.input.translate(e):
                self.app.dispatch(intent)

    def click(self, pos, button=1):
        self.events(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def check_every_action(self, state):
        """Each legal action of the seat to act is submitted exactly by its click path."""
        view = self.show(state)
        kind = view["frames"][-1]["k"]
        legal = engine.legal_actions(state)
        assert legal
        for a in legal:
            self.got.clear()
            self.scene.set_view(view)
            plan = click_plan(self.scene, a)
            assert not any(c.id[:2] == ("p", "more") for _, c in plan), f"{a} only by the fallback buttons"
            generic = (a.kind.replace("_", " ") + " " + " ".join(str(x) for x in a.args)).strip().capitalize()
            assert label(view, self.content, a) != generic or not a.args, a      # every kind has words
            path = click_path(self.scene, a)
            assert path, a
            for i, pos in enumerate(path):
                assert not self.got, f"{a}: submitted {self.got} after {i} of {len(path)} clicks"
                self.click(pos)
                if i % 3 == 2:
                    self.app.draw()
            assert self.got == [a], (kind, a, self.got, path)
            self.checked[kind] += 1
        return kind


@pytest.fixture(scope="module")
def harness(content):
    h = Harness(content)
    yield h
    pygame.event.clear()


# --- random games --------------------------------------------------------------------------

class TradingPolicy(RandomPolicy):
    """The UI's crisis-answering random policy, which also opens, composes and answers
    trade offers and asks harvest permissions now and then (to reach those frames)."""

    def choose(self, state):
        legal = sorted(engine.legal_actions(state), key=repr)
        kinds = {a.kind for a in legal}
        top = state.frames[-1]["k"]
        if top == "compose":
            adds = [a for a in legal if a.kind in ("give", "ask")]
            if adds and (top and self.rng.random() < 0.6 or "send" not in kinds):
                return self.rng.choice(adds)
            return next((a for a in legal if a.kind == "send"), legal[-1])
        if top in ("respond", "permit"):
            return self.rng.choice(legal)
        if "offer" in kinds and self.rng.random() < 0.04:
            return self.rng.choice([a for a in legal if a.kind == "offer"])
        if "ask" in kinds and top == "harvest" and self.rng.random() < 0.5:
            return self.rng.choice([a for a in legal if a.kind == "ask"])
        return super().choose(state)


def _sampled_game(h, n, seed, per_kind, steps=3000):
    content = h.content
    state = engine.new_game(content, samples.NAMES[:n], "short", seed=seed)
    pol = TradingPolicy(seed)
    rng = random.Random(seed)
    seen = collections.Counter()
    for _ in range(steps):
        if engine.result(state) is not None:
            break
        kind = state.frames[-1]["k"]
        limit = per_kind.get(kind, 3)
        if seen[kind] < limit and rng.random() < 0.5:
            seen[kind] += 1
            h.check_every_action(state)
        engine.apply(state, pol.choose(state))
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("n,seed", [(2, 11), (3, 12), (4, 13), (5, 14), (3, 15)])
def test_every_legal_action_by_clicks_in_random_games(harness, n, seed):
    seen = _sampled_game(harness, n, seed, {"turn": 6, "bids": 2, "r0_place": 3, "p6_step": 2})
    assert {"r0_place", "turn", "bids"} <= set(seen)


@pytest.mark.slow
def test_the_random_games_reach_the_common_frames(harness):
    """(runs after the games above) every common frame kind was checked."""
    want = {"r0_place", "discover_pick", "bids", "arrange", "turn", "harvest", "p6_step", "explore_pick",
            "migrate", "market", "dcrisis", "xcrisis", "recruit", "compose", "respond"}
    missing = want - set(harness.checked)
    if missing:       # the sampled games did not meet them: play more, checking those only
        for seed in range(40, 60):
            _sampled_game(harness, 3 + seed % 3, seed, {k: (2 if k in missing else 0) for k in want} | {
                "turn": 0, "bids": 0, "r0_place": 0})
            missing = want - set(harness.checked)
            if not missing:
                break
    assert not missing, missing


# --- hand-built tables for the rarer frames ------------------------------------------------------

def _m(content, n=3):
    t = Table(content, n)
    t.A = t.put("H01a", 1, 0)
    t.B = t.put("H05a", 2, 0)
    return t


def _set_florins(t, seat, k):
    p = t.p(seat)
    t.s.bank_florins += p["florins"] - k
    p["florins"] = k


def s_harvest_permission(content):
    t = _m(content)
    owner = t.citizen(1, t.A, engaged=1)
    t.building(t.A, 0, "town", occupant=owner)
    t.citizen(0, t.A)
    t.citizen(0, t.B)
    t.do(0, "place_disc", "harvest:cattle")
    return t, "harvest"


def s_permit_grant(content):
    t, _ = s_harvest_permission(content)
    t.do(0, "ask", t.A)
    return t, "permit"


def s_permit_pay(content):
    t, _ = s_permit_grant(content)
    t.do(1, "grant_for", 2)
    return t, "permit"


def s_migrate_ships_and_convoy(content):
    t = _m(content)
    t.ship(0, 0)
    t.ship(0, 0)
    t.ship(0, t.A)
    t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.citizen(1, t.B)
    t.building(t.A, 0, "market")
    t.do(0, "place_disc", "migration")
    return t, "migrate"


def s_build_everything(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.citizen(0, t.B)
    t.ship(0, t.A)
    t.give(0, 10, stone=4, wood=3, fish=2, fruit=2, cattle=2)
    t.do(0, "place_disc", "build")
    return t, "build"


def s_use_and_evict(content):
    t = _m(content)
    town = t.citizen(0, t.A, engaged=1)
    t.building(t.A, 0, "town", occupant=town)
    rebel = t.citizen(1, t.A, down=2)
    t.building(t.A, 0, "market", occupant=rebel)
    t.building(t.B, 0, "port", occupant=t.citizen(0, t.B, engaged=1))
    t.give(0, 5, fruit=1)
    return t, "turn"


def s_market_port(content):
    t, _ = s_use_and_evict(content)
    b = next(a.args[0] for a in t.legal("use_building") if t.s.buildings[a.args[0]][2] == "market")
    t.do(0, "use_building", b)
    return t, "market"


def s_trade_all_markets(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.give(0, 20, fruit=2, iron=1, fish=1)
    t.s.exp["wood"] = 4
    t.s.bank["wood"] -= 4
    t.do(0, "place_disc", "trade")
    return t, "market"


def s_cards_on_panels(content):
    t = _m(content)
    t.citizen(0, t.A)
    for cid in ("A08", "A18", "A19", "A20", "A21", "A32", "A13", "A03"):
        t.own(1 if cid in ("A03", "A08") else 0, cid)
    t.own(0, "A10", acquired=t.s.round)       # bought this round: dimmed
    _set_florins(t, 0, 1)
    return t, "turn"


def s_compose(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.own(0, "A18")
    t.own(1, "A19")
    t.give(0, 0, fish=2, wood=1)
    t.p(0)["tokens"] = 1
    t.s.piles[0] -= 1
    t.do(0, "offer", 1)
    t.do(0, "give", "fish")
    t.do(0, "ask", "A19")
    return t, "compose"


def s_compose_many_cards(content):
    """Both sides own many cards: the composer still fits on the table."""
    t = _m(content)
    t.citizen(0, t.A)
    for i, cid in enumerate(list(t.s.deck[:26])):
        t.own(0 if i % 2 else 1, cid)
    t.do(0, "offer", 1)
    t.do(0, "give", "florin")
    return t, "compose"


def s_respond(content):
    t, _ = s_compose(content)
    t.do(0, "send")
    return t, "respond"


def s_counter(content):
    t, _ = s_respond(content)
    t.do(1, "counter")
    return t, "compose"


def s_sell_bank(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.own(0, "A18")
    t.give(0, 0, fish=2, wood=1, iron=1)
    t.do(0, "use_card", "A18")
    return t, "sell_bank"


def s_exchange(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.own(0, "A19")
    t.give(0, 0, fish=1, stone=2)
    t.give(2, iron=t.s.bank["iron"])          # the bank has no iron left
    t.do(0, "use_card", "A19")
    return t, "exchange"


def s_reveal(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.own(0, "A01")
    t.do(0, "use_card", "A01")
    return t, "reveal"


def s_peek(content):
    t = _m(content, 4)
    t.citizen(0, t.A)
    t.own(1, "A08")
    t.do(0, "use_card", "A08")
    return t, "peek"


def s_rebels(content):
    t = _m(content)
    for h in (t.A, t.A, t.B):
        t.citizen(0, h, down=2)
    t.citizen(0, t.B)
    t.own(0, "A20")
    t.do(0, "use_card", "A20")
    return t, "rebels"


def s_unblock(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.s.coins += [(t.A, 0, 1), (t.B, 0, 1), (t.A, 1, 0)]
    t.s.bank_florins -= 2
    t.own(0, "A21")
    t.do(0, "use_card", "A21")
    return t, "unblock_pick"


def s_choice(content):
    t = _m(content)
    t.citizen(0, t.A)
    t.own(0, "A32")
    t.give(0, 0, fruit=1)
    t.do(0, "use_card", "A32")
    return t, "choice"


def s_wonder(content):
    t = _m(content)
    for _ in range(3):
        t.citizen(0, t.A)
    t.citizen(0, t.B)
    t.citizen(0, t.B, engaged=1)
    t.give(0, 0, iron=3)
    t.own(0, "A45")
    t.do(0, "use_card", "A45")
    return t, "wonder"


def s_port_ships(content):
    t = _m(content)
    builder = t.citizen(0, t.A)
    t.building(t.A, 0, "port", occupant=t.citizen(0, t.A, engaged=1))
    h2, h3 = t.far("H02a"), t.far("H03a")
    t.building(h2, 0, "port", occupant=t.citizen(2, h2, engaged=1))
    t.building(h3, 0, "port", occupant=t.citizen(2, h3, engaged=1))
    for _ in range(3):
        t.ship(2, 0)
    t.give(0, iron=1, stone=2)
    t.own(0, "A47")
    t.do(0, "use_card", "A47")
    t.do(0, "wonder_citizen", builder)
    return t, "port_ships_pick"


def _event(content, card, setup):
    t = _m(content)
    setup(t)
    t.balance(card)
    return t


def s_remove(content):
    def setup(t):
        hs = [t.A, t.B, t.put("H02a", 1, 1)]
        for s in (0, 2):
            for h in hs:
                t.citizen(s, h)
                t.citizen(s, h, engaged=1)
        t.citizen(1, t.A)
        t.s.surplus = 4
    return _event(content, "A31", setup), "remove_pick"


def s_sink(content):
    def setup(t):
        t.citizen(1, t.A)
        t.citizen(1, t.B)
        t.ship(1, 0)
        t.ship(1, t.A)
        t.ship(1, t.A, engaged=1)
    return _event(content, "A27", setup), "sink"


def _event_card(content, event):
    return next(c.id for c in content.cards.values() if c.balance.get("event") == event and not c.balance["red"])


def s_block(content):
    def setup(t):
        t.citizen(0, t.A)
        t.citizen(1, t.B)
    return _event(content, _event_card(content, "barbarian"), setup), "block_pick"


def s_fists(content):
    def setup(t):
        t.citizen(0, t.A)
        t.citizen(1, t.B)
        t.give(1, 0, fish=2, wood=1, iron=1)
    return _event(content, _event_card(content, "thief"), setup), "fists"


def s_levy(content):
    def setup(t):
        hs = [t.far("H02a"), t.far("H03a"), t.far("H04a")]
        for h in hs:
            t.building(h, 0, "town", occupant=t.citizen(0, h, engaged=1))
        t.citizen(1, t.A)
        t.citizen(2, t.B)
        t.s.order = (0, 1, 2)
    return _event(content, _event_card(content, "royal_tax_collector"), setup), "levy"


def s_dcrisis_temple(content):
    t = _m(content)
    priest = t.citizen(0, t.A, engaged=1)
    t.building(t.A, 0, "temple", occupant=priest)
    for h in (t.A, t.A, t.B):
        t.citizen(0, h)
    t.citizen(1, t.B)
    t.citizen(2, t.B)
    t.give(0, 0, fish=1, fruit=1, cattle=1)
    t.p(0)["tokens"] = 1
    t.s.piles[0] -= 1
    card = next(c.id for c in content.cards.values() if "domestic" in c.balance and not c.balance["red"])
    t.balance(card)
    return t, "dcrisis"


def s_dcrisis_stand(content):
    t, _ = s_dcrisis_temple(content)
    seat = t.top["seat"]
    a = next(a for a in t.legal("deliver"))
    t.do(seat, *([a.kind] + list(a.args)))
    return t, "dcrisis"


def s_benefactor(content):
    t = _m(content)
    t.s.trend = next(tid for tid, tr in content.trends.items() if tr.criterion == "benefactor_florins")
    t.citizen(0, t.A)
    t.give(0, 5, stone=2)
    t.do(0, "place_disc", "build")
    b = next(a for a in t.legal("build") if a.args[0] == "temple")
    t.do(0, "build", *b.args)
    return t, "benefactor"


def s_arrange(content):
    t = _m(content, 4)
    t.s.phase = "turn_order"
    t.s.frames = [{"k": "round", "i": 2}, {"k": "arrange", "seat": 2, "chosen": (1,)}]
    return t, "arrange"


SCENARIOS = [s_harvest_permission, s_permit_grant, s_permit_pay, s_migrate_ships_and_convoy, s_build_everything,
             s_use_and_evict, s_market_port, s_trade_all_markets, s_cards_on_panels, s_compose,
             s_compose_many_cards, s_respond,
             s_counter, s_sell_bank, s_exchange, s_reveal, s_peek, s_rebels, s_unblock, s_choice, s_wonder,
             s_port_ships, s_remove, s_sink, s_block, s_fists, s_levy, s_dcrisis_temple, s_dcrisis_stand,
             s_benefactor, s_arrange]


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda f: f.__name__[2:])
def test_every_legal_action_by_clicks_on_hand_built_tables(harness, content, scenario):
    t, kind = scenario(content)
    assert t.top["k"] == kind, (t.top["k"], kind)
    harness.check_every_action(t.s)


# --- locking, busy, reasons ------------------------------------------------------------------

def _turn_state(content):
    t, _ = s_cards_on_panels(content)
    return t


def test_controls_lock_after_a_submit_until_the_next_view(harness, content):
    t = _turn_state(content)
    h = harness
    view = h.show(t.s)
    a = Action(0, "place_disc", ("migration",))
    assert a in engine.legal_actions(t.s)
    path = click_path(h.scene, a)
    h.got.clear()
    for p in path:
        h.click(p)
    assert h.got == [a]
    assert not h.scene.controls_enabled
    for p in path * 2:              # a second click (double payment) does nothing
        h.click(p)
    end = next(x for x in engine.legal_actions(t.s) if x.kind == "pass")
    h.scene.locked = False          # (a path for another action, computed while unlocked)
    end_path = click_path(h.scene, end)
    h.scene.locked = True
    for p in end_path:
        h.click(p)
    assert h.got == [a]
    h.app.draw()
    h.scene.set_view(view)          # the next view enables them again
    assert h.scene.controls_enabled
    for p in end_path:
        h.click(p)
    assert h.got == [a, end]


def test_busy_disables_controls_and_the_status_says_so(harness, content):
    t = _turn_state(content)
    h = harness
    h.show(t.s)
    a = next(x for x in engine.legal_actions(t.s) if x.kind == "pass")
    path = click_path(h.scene, a)
    h.scene.set_busy(True)
    h.app.draw()
    assert h.scene.renderer.status_extra["busy"]
    status = next(x for x in h.scene.renderer.hits.items if x.key == ("status",))
    assert "thinking" in status.tip
    h.got.clear()
    for p in path:
        h.click(p)
    assert h.got == []
    h.scene.set_busy(False)
    for p in path:
        h.click(p)
    assert h.got == [a]


def _tip_for(h, key):
    lay = h.scene.layout()
    c = lay.spec.targets[key]
    for p in lay.geo.candidates(key):
        got = h.scene.control_at(p, enabled_only=False)
        if got is not None and got.id == c.id:
            return c, h.scene.tooltip_at(p)
    raise AssertionError(f"{key} not on screen")


def test_dimmed_targets_carry_the_reason(harness, content):
    t = _turn_state(content)           # 1 florin; owns cards it cannot pay; others' black cards
    h = harness
    h.show(t.s)
    c, tip = _tip_for(h, ("owned", "A13"))           # Governor: 2 florins, the seat has 1
    assert not c.enabled and tip.startswith("Not now: needs 2ƒ (you have 1)")
    c, tip = _tip_for(h, ("owned", "A10"))
    assert not c.enabled and "new this round" in tip
    c, tip = _tip_for(h, ("owned", "A08"))           # Spy (colour, Bob's): 5 + 1 florins
    assert not c.enabled and "needs 6ƒ" in tip
    # a taken wheel circle
    t.s.wheel["taxes"] = (1, 2, 1)
    t.s.players[1]["discs_used"] = 2
    engine.touched(t.s)                 # edited by hand after its legal actions were read
    h.show(t.s)
    c, tip = _tip_for(h, ("space", "taxes"))
    assert not c.enabled and "circle" in tip
    # legal targets say what a click does
    c, tip = _tip_for(h, ("space", "migration"))
    assert c.enabled and tip.startswith("Click: place an action disc on Migration")


def test_r55_two_markets_on_the_table_both_are_clicked_in_one_turn(harness, content):
    """R5.5 (ruling corrected 2026-12-06, issue 42), from a real game: with two markets of
    one's own, the first is used by its click path and the second still glows in the same
    turn, its click using it; the first is dimmed: used this round."""
    from tests.engine.test_two_markets_per_turn import MARKET, controls, first_game, mine_unused
    state = first_game(content, controls(MARKET, MARKET))
    seat = state.frames[-1]["seat"]
    first, second = mine_unused(state, seat, MARKET)[:2]
    fee = content.rules["market_use"]["florins"]
    h = harness
    for b in (first, second):
        h.show(state)
        c, tip = _tip_for(h, ("building", b))
        head = tip.splitlines()[0]
        assert c.enabled and head.startswith("Click: Use the market") and head.endswith(f"({fee}ƒ)"), tip
        a = Action(seat, "use_building", (b,))
        h.got.clear()
        for p in click_path(h.scene, a):
            h.click(p)
        assert h.got == [a]
        engine.apply(state, a)
        engine.apply(state, Action(seat, "done", ()))
        assert state.frames[-1]["k"] == "turn" and state.frames[-1]["seat"] == seat
    h.show(state)
    for b in (first, second):
        c, tip = _tip_for(h, ("building", b))
        assert not c.enabled and "already used this round" in tip, tip


def test_the_bid_starts_at_zero_every_time_and_shows_no_other_bid(harness, content):
    state = engine.new_game(content, samples.NAMES[:3], "short", seed=3)
    pol = RandomPolicy(3)
    while state.frames[-1]["k"] != "bids":
        engine.apply(state, pol.choose(state))
    h = harness
    seat = engine.to_act(state)
    h.show(state)
    plus = next(c for c in h.scene.layout().spec.controls() if c.id == ("p", "plus"))
    pos = h.scene.point_for(plus.id)
    h.click(pos)
    h.click(pos)
    assert h.scene.local.value == 2
    h.scene.set_view(engine.view(state, seat))          # the same decision again: kept
    assert h.scene.local.value == 2
    engine.apply(state, Action(seat, "bid", (1,)))
    h.show(state)                                       # the next bidder starts at 0
    assert h.scene.local.value == 0
    panel_text = " ".join(w.text for row in h.scene.layout().spec.panel.rows for w in row)
    assert "1 of 3 have bid" in panel_text and "1ƒ" not in panel_text.replace("+1", "").replace("−1", "")


def test_click_path_leaves_the_scene_as_it_was(harness, content):
    t, _ = s_migrate_ships_and_convoy(content)
    h = harness
    h.show(t.s)
    before = h.scene.local
    for a in engine.legal_actions(t.s):
        click_path(h.scene, a)
        assert h.scene.local == before


def test_escape_and_right_click_cancel_a_selection(harness, content):
    t, _ = s_migrate_ships_and_convoy(content)
    h = harness
    h.show(t.s)
    move = next(a for a in engine.legal_actions(t.s) if a.kind == "move")
    first = click_path(h.scene, move)[0]
    h.click(first)
    assert h.scene.local.sel == move.args[0]
    h.app.dispatch(Intent("key", key="escape"))
    assert h.scene.local.sel == -1
    h.click(first)
    h.click((5, 5), button=3)
    assert h.scene.local.sel == -1


def test_placement_keys_rotate_and_flip(harness, content):
    """Q/E turn the ghost hex (only to turns that fit somewhere), F shows the other side."""
    from tests.ui.conftest import placing_explored_hex
    h = harness
    for _, state in placing_explored_hex(content, range(1, 30)):
        h.show(state)
        spec = h.scene.layout().spec
        ctl = {c.id: c for c in spec.controls()}
        if not (ctl[("p", "rot+")].enabled and ctl[("p", "flip")].enabled):
            continue
        ghosts = list(spec.ghosts)
        h.app.dispatch(Intent("key", key="e"))
        assert h.scene.local == ctl[("p", "rot+")].to and h.scene.layout().spec.ghosts != ghosts
        h.app.dispatch(Intent("key", key="q"))
        h.app.dispatch(Intent("key", key="f"))
        side = h.scene.layout().spec.panel.rows[1][0].text
        assert side != "side " + "AB"[state.frames[-1]["side"]]
        return
    pytest.skip("no exploration with two sides and turns met")


def test_peeks_are_shown_to_their_viewer_only(content):
    t, _ = s_peek(content)
    t.objective(2, "S03")
    t.do(0, "peek", 2)
    from archipelago.ui.render.compose import TableRenderer
    for viewer, shown in ((0, True), (1, False), (2, False), (None, False)):
        r = TableRenderer(content)
        r.render(engine.view(t.s, viewer), (1600, 900))
        tips = " ".join(x.tip for x in r.hits.items)
        assert ("in secret (only you see this)" in tips) == shown
        if viewer != 2:                    # (seat 2 sees its own objective, of course)
            assert (content.objectives["S03"].name in tips) == shown


def test_the_log_groups_headers_colours_names_and_scrolls(harness, content):
    h = harness
    state = samples.game(3, 1, seed=2)
    h.show(state)
    names = h.view["names"]
    entries = []
    for r in range(1, 8):
        entries.append(("header", f"Round {r}", None))
        for k in range(6):
            entries.append(("line", f"{names[k % 3]} harvests 1 fish and trades with {names[(k + 1) % 3]}.", k % 3))
    h.scene.set_log(entries)
    h.app.draw()
    info = h.scene.renderer.log_info
    assert info["rows"] > info["fit"]
    log_rect = h.scene.renderer.fitted.rects["log"]
    h.app.dispatch(Intent("scroll", pos=log_rect.center, dy=1))
    assert h.scene.log_scroll == 3
    h.app.draw()
    for _ in range(100):
        h.app.dispatch(Intent("scroll", pos=log_rect.center, dy=1))
    assert h.scene.log_scroll == info["rows"] - info["fit"]
    h.scene.set_log(["plain strings still work"])
    h.app.draw()
    from archipelago.ui.render.log import _name_spans
    assert _name_spans("Ann gives Bob 2ƒ", ["Ann", "Bob"]) == [("Ann", 0), (" gives ", None), ("Bob", 1),
                                                                (" 2ƒ", None)]


def test_undo_and_menu_buttons(harness, content):
    h = harness
    calls = []
    state = samples.game(2, 1, seed=1)
    h.show(state)
    h.scene.on_undo = lambda: calls.append("undo")
    h.scene.on_menu = lambda: calls.append("menu")
    lay = h.scene.layout()
    h.click(lay.buttons["undo"].center)
    assert calls == []                       # disabled
    h.scene.set_undo_enabled(True)
    h.click(h.scene.layout().buttons["undo"].center)
    h.click(h.scene.layout().buttons["menu"].center)
    assert calls == ["undo", "menu"]


def test_log_entries_from_engine_events(content):
    """text.log_entry: rounds and phases are headers; every other line names its actor."""
    from archipelago.words.log import log_entry
    names = ["Ann", "Bob"]
    assert log_entry({"type": "phase", "phase": "actions", "round": 2}, names) == ("header", "Round 2: Actions.", None)
    assert log_entry({"type": "build", "seat": 1, "kind": "town"}, names) == ("line", "Bob builds a town.", 1)
    assert log_entry({"type": "offer_open", "seat": 0, "to": 1}, names) is None
