"""The harness and the hand-built tables of tests/ui/test_interact.py (issue 7): one app and one
table scene driven by synthetic mouse events (Harness), and a table for each rarer frame
(SCENARIOS: harvest permission, convoys, builds, trades, every card primitive's frame, events,
crises, the arrangement), each returning (the table, the frame kind it stands at)."""
import collections

import pygame

from archipelago import engine
from archipelago.ui.app import App
from archipelago.ui.interact import click_path, click_plan
from archipelago.ui.interact.labels import label
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
