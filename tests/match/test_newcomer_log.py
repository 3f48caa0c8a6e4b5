"""Issue 26, finding 7: the log named no card ("buys a card", "turns a card", "Cy uses a
card"), and when someone used a player's card through its coloured arrow the owner was
paid and the card rested with no word why. The log names every card bought, turned,
flashed, drawn or used, whose it is, and what a coloured arrow paid its owner (R10.3)."""
from archipelago.bots import make_bot
from archipelago.match.authority import Match, Seat
from archipelago.words.log import describe
from tests.engine.conftest import Table

CARD_EVENTS = ("buy_card", "turn_card", "flash", "refill", "use_card")


def test_newcomer_the_log_names_every_card_of_a_whole_game(content):
    cards = {cid: c.name for cid, c in content.cards.items()}
    s = Match.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=5)
    bots = [make_bot("heuristic", i, i, "normal", content=content) for i in range(3)]
    seen = set()
    while not s.over and s.round <= 6:
        seat = s.to_act
        s.apply(bots[seat].choose(s.view(seat), s.legal()), by=s.to_act)
        for e in s.history[-1].events:
            if e["type"] in CARD_EVENTS:
                line = describe(e, s.names, cards)
                assert cards[e["card"]] in line, line
                if e["type"] in ("buy_card", "turn_card", "use_card"):
                    assert line.startswith(s.names[e["seat"]])
                seen.add(e["type"])
    assert {"buy_card", "turn_card", "refill"} <= seen
    entries = [text for _, text, _ in s.log_entries(0)]
    assert not any(x in " ".join(entries) for x in ("buys a card", "turns a card", "uses a card"))


def test_newcomer_a_coloured_arrow_use_says_whose_card_and_what_its_owner_got(content):
    """Ann uses Bob's Archbishop (coloured arrow): Bob is paid the use cost and the fee, and
    the card stays used until phase 1 (R10.3)."""
    t = Table(content)
    t.own(1, "A03")
    t.give(0, florins=5)
    bob = t.p(1)["florins"]
    events = t.do(0, "use_card", "A03")
    paid = t.p(1)["florins"] - bob
    e = next(e for e in events if e["type"] == "use_card")
    line = describe(e, t.s.cfg["names"], {cid: c.name for cid, c in content.cards.items()})
    assert paid > 0
    assert line == (f"Ann uses Bob's Archbishop (coloured arrow): Bob is paid {paid}ƒ, and the card rests, "
                    "used, until phase 1.")


def test_newcomer_phase_4_of_a_red_card_says_its_event_already_happened(content):
    """Smaller point: "nothing (Printing Press's balance side)" beside a Barbarian event. A
    red part is resolved when its card comes to the top (R6.5), so phase 4 has nothing left
    to do, and the log says why."""
    from archipelago.match.causes import _balance_cause
    card = next(c for c in content.cards.values() if c.balance.get("event") == "barbarian" and c.balance["red"])
    what, _ = _balance_cause(content, card.id, ())
    event = content.events["barbarian"].name
    assert what == (f"nothing more: its red event ({event}) was resolved when the card came to the top "
                    f"({card.name}'s balance side)")
