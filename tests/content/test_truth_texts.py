"""Issue 19, point 1 and the validator: card texts are templates filled from the data, and
a text whose typed number contradicts its card's data is refused (card and field named)."""
from __future__ import annotations

import re

from archipelago.content import load_content
from archipelago.content.texts import NUMBER, PLACEHOLDER
from archipelago.engine import tables


def test_truth_shipwright_states_the_ship_cost_the_engine_charges(content):
    """A11: the text names the ship cost tables.build_cost gives the engine's build."""
    florins, cubes = tables.build_cost(content.rules, "ship")
    words = " + ".join([f"{k} {r}" for r, k in cubes.items()] + [f"{florins}ƒ"])
    text = content.cards["A11"].text
    assert f"({words} each, to the bank)" in text
    assert "1ƒ" not in text and "{" not in text


def test_truth_employment_agency_states_board_iv_prices(content):
    """A05: the price range is the range of the engine's recruit_price over board IV."""
    top = content.rules["surplus_board"]["max"]
    prices = {tables.recruit_price(content.rules, s) for s in range(top + 1)} - {None}
    text = content.cards["A05"].text
    assert f"({min(prices)}–{max(prices)}ƒ, to the bank)" in text
    assert tables.recruit_price(content.rules, 0) is None and "surplus 0" in text


def test_truth_every_card_text_is_filled(content):
    for card in content.cards.values():
        assert not PLACEHOLDER.search(card.text), (card.id, card.text)


def test_truth_a_rebalance_changes_the_texts(data):
    """A ship cost changed only in rules.yaml reaches the Shipwright's text, and new track
    prices reach the Researcher's minimal price (R7.8: the track's lowest price)."""
    data.edit("rules.yaml", lambda doc: doc["build_costs"]["ship"].update(florins=5))
    data.edit("rules.yaml", lambda doc: doc["track"].update(prices=[9, 7, 3]))
    content = load_content(data.path)
    assert "(1 wood + 5ƒ each, to the bank)" in content.cards["A11"].text
    assert "minimal price (3ƒ, to the bank)" in content.cards["A01"].text


def test_truth_validator_refuses_a_changed_number(data):
    """A number typed over a placeholder is refused, naming the card and the field."""
    data.replace("cards.yaml", "Make up to {effects[0].max} transactions on the export market",
                 "Make up to 4 transactions on the export market")
    data.errors().find("cards.yaml: evolution_cards A06 (line ", "text: the text types the number 4")


def test_truth_validator_refuses_a_number_changed_to_another_of_the_card(data, content):
    """Smuggler (A18) saying its cube limit where its price belongs: the price is then
    stated nowhere."""
    price = content.cards["A18"].effects[0]["price"]
    data.replace("cards.yaml", "take {effects[0].price}ƒ from the bank for each",
                 "take {effects[0].max}ƒ from the bank for each")
    data.errors().find("evolution_cards A18", f"text: the text does not state {{effects[0].price}} ({price})")


def test_truth_validator_refuses_a_swap_of_two_numbers(data):
    """Smuggler (A18) with its limit and its price swapped: out of the data's order."""
    data.replace("cards.yaml", "Return up to {effects[0].max} of your cubes to the bank (not to a market) "
                               "and take {effects[0].price}ƒ",
                 "Return up to {effects[0].price} of your cubes to the bank (not to a market) "
                 "and take {effects[0].max}ƒ")
    data.errors().find("evolution_cards A18", "text: the text names {effects[0].price} before "
                       "{effects[0].max}, out of the order of the data (a swap of two numbers?)")


def test_truth_validator_checks_event_texts(data):
    """Festival with its cap typed (and Epidemic's two numbers swapped) is refused."""
    data.replace("cards.yaml", "counted up to {effects[0].amount.cap} temples.", "counted up to 3 temples.")
    data.replace("cards.yaml", "with {effects[0].players.at_least} or more citizens on the map (rebels included, "
                               "citizens on wonder cards excluded) returns {effects[0].n} of them",
                 "with {effects[0].n} or more citizens on the map (rebels included, "
                 "citizens on wonder cards excluded) returns {effects[0].players.at_least} of them")
    errors = data.errors()
    errors.find("events festival", "text: the text types the number 3")
    errors.find("events epidemic", "text: the text names {effects[0].n} before {effects[0].players.at_least}")


def test_truth_card_data_reaches_its_text(data):
    """The Exporter's limit changed in its effect data changes its text."""
    data.replace("cards.yaml", "{op: market_transactions, market: export, max: 3, kinds: [buy, sell]}",
                 "{op: market_transactions, market: export, max: 4, kinds: [buy, sell]}")
    assert load_content(data.path).cards["A06"].text.startswith("Make up to 4 transactions")


def test_truth_validator_refuses_a_rule_number_typed_in_prose(data):
    """The old Shipwright text (a ship cost typed in) is refused: it must be {ship_cost}."""
    data.replace("cards.yaml", "({ship_cost} each, to the bank)", "(1 wood + 3ƒ each, to the bank)")
    data.errors().find("cards.yaml: evolution_cards A11", "text: the text types the number 1")


def test_truth_every_shipped_text_types_no_amount(content):
    """Every card and event text states its numbers through placeholders (formats fill)."""
    from archipelago.content.texts import FORMATS
    assert FORMATS["signed"](-2) == "−2" and FORMATS["signed"](1) == "+1" and FORMATS["ord"](3) == "3rd"
    assert content.events["festival"].text == ("Rebellion −1, and −1 more for each temple in play, "
                                               "counted up to 2 temples.")


def test_truth_validator_refuses_an_unknown_placeholder(data):
    data.replace("cards.yaml", "{effects[0].max_items} ships", "{effects[0].max_itms} ships")
    data.replace("cards.yaml", "({recruit_prices}, to the bank)", "({recruit_price}, to the bank)")
    errors = data.errors()
    errors.find("evolution_cards A11", "text: {effects[0].max_itms} names no field of the card")
    errors.find("evolution_cards A05", "text: {recruit_price} is no rule value")


def test_truth_number_pattern_skips_card_ids():
    assert [m.group() for m in NUMBER.finditer("Conquistador (A21) takes 2, the 3rd")] == ["2", "3"]
    assert re.sub(PLACEHOLDER, "", "up to {effects[0].max} cubes") == "up to  cubes"
