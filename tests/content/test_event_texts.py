"""Issue 14, part 1: each of the nine events says its effect in words, in full (`text`) and
in a line (`short`, the deck top's face), both filled from the event's data; the deck
top's tooltip carries the full text and each crisis half's consequence."""
from __future__ import annotations

import pytest

from archipelago.content import load_content
from archipelago.content.texts import PLACEHOLDER
from archipelago.words.cards import balance_text
from archipelago.words.names import signed

EVENTS = ("barbarian", "pirate", "thief", "emigration", "epidemic", "bountiful_harvest",
          "royal_tax_collector", "festival", "immigration")


def numbers(value):
    """Every number of an event's effect data."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict) or hasattr(value, "items"):
        return [n for v in value.values() for n in numbers(v)]
    if isinstance(value, (list, tuple)):
        return [n for v in value for n in numbers(v)]
    return []


def test_the_nine_events_are_the_data(content):
    assert sorted(content.events) == sorted(EVENTS)


@pytest.mark.parametrize("eid", EVENTS)
def test_an_events_short_form_states_every_number_of_its_data(content, eid):
    event = content.events[eid]
    assert event.short and not PLACEHOLDER.search(event.short) and not PLACEHOLDER.search(event.text)
    for n in numbers(event.effects):
        shown = {str(abs(n)), signed(n), f"+{n}" if n > 0 else f"−{-n}"}
        assert any(s in event.short for s in shown), (eid, n, event.short)
        assert any(s in event.text for s in shown), (eid, n, event.text)


@pytest.mark.parametrize("eid", EVENTS)
def test_the_deck_tops_tooltip_of_an_event_says_its_full_effect(content, eid):
    card = next(c for c in content.cards.values() if c.balance.get("event") == eid)
    tip = balance_text(card.balance, content, 3)
    assert f"Event: {content.events[eid].name}. {content.events[eid].text}" in tip


def test_the_deck_tops_tooltip_of_a_crisis_says_what_happens(content):
    tip = balance_text(content.cards["A01"].balance, content, 3)   # fruit x 3; wood, fish, cattle
    assert "each cube stands up 3 lying citizens" in tip
    assert "becomes a rebel: rebellion +1 per rebel" in tip
    assert "each cube still missing at the end adds one to rebellion" in tip


def test_a_rebalanced_event_changes_its_short_form(data):
    data.replace("cards.yaml", "effects: [{op: track, track: rebellion, amount: 1}, {op: destroy_ship",
                 "effects: [{op: track, track: rebellion, amount: 2}, {op: destroy_ship")
    assert load_content(data.path).events["pirate"].short.startswith("Rebellion +2;")


def test_the_validator_refuses_a_number_typed_in_a_short_form(data):
    data.replace("cards.yaml", 'short: "Surplus workers {effects[0].amount.each:signed} per port in play."',
                 'short: "Surplus workers -1 per port in play."')
    data.errors().find("events", "short: the text types the number 1")
