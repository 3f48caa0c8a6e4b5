"""Broken data is refused with every error named: file, entry, field path and line.

Each test breaks a private copy of data/ (the `data` fixture) and checks the messages.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from archipelago.content import load_content
from archipelago.content.report import ContentError

REPO = Path(__file__).resolve().parents[2]


def entry(doc: dict, section: str, ident: str) -> dict:
    return next(item for item in doc[section] if item["id"] == ident)


def card(doc: dict, ident: str) -> dict:
    return entry(doc, "evolution_cards", ident)


def line_number(error: str) -> int:
    return int(re.search(r"\(line (\d+)\)", error).group(1))


# ---- cards.yaml: fields and types -------------------------------------------------------

def test_enum_field(data):
    """R10.1: the arrow is black, colour or none."""
    data.edit("cards.yaml", lambda doc: card(doc, "A05").update(arrow="grey"))
    data.errors().find("cards.yaml: evolution_cards A05 (line ",
                       "arrow: expected one of black, colour, none, got 'grey'")


def test_parameter_type_with_the_line_of_the_field(data):
    """DECK 3: market_transactions.max is int+ (vocab.py)."""
    data.edit("cards.yaml", lambda doc: card(doc, "A06")["effects"][0].update(max="x"))
    error = data.errors().find("cards.yaml: evolution_cards A06",
                               "effects[0].max: expected an integer from 1 to 1000, got 'x'")
    assert data.read("cards.yaml").splitlines()[line_number(error) - 1].strip() == "max: x"


def test_bool_is_not_an_int(data):
    data.edit("cards.yaml", lambda doc: card(doc, "A04").update(vp=True))
    data.edit("rules.yaml", lambda doc: doc["track"].update(slots=True))
    errors = data.errors()
    errors.find("cards.yaml: evolution_cards A04", "vp: expected an integer >= 0, got true")
    errors.find("rules.yaml: track (line ", "slots: expected an integer from 1 to 12, got true")


def test_unknown_and_missing_keys(data):
    def change(doc):
        card(doc, "A01")["colour"] = "red"
        del card(doc, "A02")["text"]
        card(doc, "A04")["use_cost"]["flourins"] = 3
        entry(doc, "events", "pirate")["name2"] = "x"
        doc["extra_cards"] = []
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("cards.yaml: evolution_cards A01", "colour: unknown key; expected id, name")
    errors.find("cards.yaml: evolution_cards A02", "text: missing key")
    errors.find("cards.yaml: evolution_cards A04", "use_cost.flourins: unknown key "
                                                   "(did you mean 'florins'?)")
    errors.find("cards.yaml: events pirate", "name2: unknown key")
    errors.find("cards.yaml: top level (line ", "extra_cards: unknown key")


# ---- cards.yaml: effects (DECK 3, vocab.py) --------------------------------------------

def test_unknown_primitive_and_parameters(data):
    def change(doc):
        card(doc, "A13")["effects"][0]["op"] = "trak"
        card(doc, "A16")["effects"][0]["foo"] = 1
        del card(doc, "A31")["effects"][1]["amount"]
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("cards.yaml: evolution_cards A13",
                "effects[0].op: unknown primitive 'trak' (did you mean 'track'?)")
    errors.find("cards.yaml: evolution_cards A16", "effects[0].foo: unknown parameter of track")
    errors.find("cards.yaml: evolution_cards A31", "effects[1].amount: missing parameter of track")


def test_amount_forms_and_counters(data):
    """DECK 3 Amount: known counters (a+b sums), div >= 1, increasing tiers."""
    def change(doc):
        card(doc, "A04")["effects"][0]["amount"]["count"] = "temple_in_play"
        card(doc, "A35")["effects"][0]["amount"]["count"] = "user.markets_controlled+user.docks"
        card(doc, "A17")["effects"][0]["amount"]["div"] = 0
        card(doc, "A03")["effects"][0]["amount"]["tiers"][1]["upto"] = 1
        card(doc, "A31")["effects"][0]["amount"] = {"each": 2}
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("evolution_cards A04", "effects[0].amount.count: unknown counter "
                                       "'temple_in_play' (did you mean 'temples_in_play'?)")
    errors.find("evolution_cards A35", "effects[0].amount.count: unknown counter 'user.docks'")
    errors.find("evolution_cards A17", "effects[0].amount.div: expected an integer from 1 to 1000, got 0")
    errors.find("evolution_cards A03", "effects[0].amount.tiers[1].upto: expected more than 2")
    errors.find("evolution_cards A31", "effects[0].amount: expected an Amount")


def test_the_minimal_price_is_not_a_number_of_its_own(data):
    """R7.8 (ruling 2026-12-06): the minimal price is the track's lowest purchase price; a
    rules.yaml that still sets track.min_price is refused, naming the key."""
    data.edit("rules.yaml", lambda doc: doc["track"].update(min_price=2))
    data.errors().find("rules.yaml: track", "min_price: unknown key")


def test_selectors_and_named_prices(data):
    def change(doc):
        entry(doc, "events", "pirate")["effects"][1]["victim"]["most"] = "ship_on_map"
        entry(doc, "events", "barbarian")["effects"][0]["chooser"] = "first_in_turn_order"
        card(doc, "A01")["effects"][0]["price"] = "cheap"
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("cards.yaml: events pirate", "effects[1].victim.most: expected a player measure",
                "got 'ship_on_map'")
    errors.find("cards.yaml: events barbarian", "effects[0].chooser: expected one of "
                                                "last_in_turn_order")
    errors.find("evolution_cards A01", "effects[0].price: expected an integer >= 0 or one of "
                                       "min_price, got 'cheap'")


def test_nested_effect_lists(data):
    """choice options, then_if_any and wonder on_complete are validated recursively."""
    def change(doc):
        card(doc, "A32")["effects"][0]["options"][1]["effects"][0]["amount"] = "two"
        card(doc, "A32")["effects"][0]["options"][0]["pay"] = {"gold": 1}
        card(doc, "A18")["effects"][0]["then_if_any"] = [{"op": "build_wonder"}]
        card(doc, "A45")["wonder"]["on_complete"][0]["track"] = "happiness"
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("evolution_cards A32", "effects[0].options[1].effects[0].amount: expected an "
                                       "Amount", "got 'two'")
    errors.find("evolution_cards A32", "effects[0].options[0].pay.gold: expected a resource")
    errors.find("evolution_cards A18", "effects[0].then_if_any[0].op: build_wonder is allowed "
                                       "only in an evolution card's own effects")
    errors.find("evolution_cards A45", "wonder.on_complete[0].track: expected one of "
                                       "rebellion, surplus, got 'happiness'")


# ---- cards.yaml: balance sides, wonders, arrows ----------------------------------------

def test_balance_sides(data):
    """DECK 2: an event must exist; red names present parts; export lists hold 2-5 cubes."""
    def change(doc):
        card(doc, "A08")["balance"]["event"] = "theif"
        card(doc, "A01")["balance"]["red"] = ["event"]
        card(doc, "A06")["balance"]["export"]["cubes"].append("fish")
        card(doc, "A09")["balance"]["domestic"]["citizens_per_cube"] = 0
        card(doc, "A03")["balance"]["domestic"] = {"resource": "fish", "citizens_per_cube": 3}
        card(doc, "A02")["balance"] = {"red": []}
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("evolution_cards A08", "balance.event: unknown event 'theif' "
                                       "(did you mean 'thief'?)")
    errors.find("evolution_cards A01", "balance.red[0]: event is red but the card has no event")
    errors.find("evolution_cards A06", "balance.export.cubes: expected 2 to 5 entries, "
                                       "got 6 entries")
    errors.find("evolution_cards A09", "balance.domestic.citizens_per_cube: expected an "
                                       "integer from 1 to 1000, got 0")
    errors.find("evolution_cards A03", "balance.domestic: unknown key; expected event, red")
    errors.find("evolution_cards A02", "balance: expected a domestic and/or export crisis, "
                                       "or an event")


def test_wonders_and_arrows(data):
    """DECK 0.3: build_wonder <=> wonder block; R10.1: arrow none is never used."""
    def change(doc):
        card(doc, "A44")["wonder"] = None
        card(doc, "A22")["effects"] = [{"op": "track", "track": "rebellion", "amount": -1}]
        card(doc, "A13")["use_cost"] = None
        card(doc, "A45")["wonder"]["requires"] = "controls_harbour"
        card(doc, "A46")["use_cost"] = {"florins": 1, "cubes": {}, "action_discs": 0}
        card(doc, "A47")["wonder"]["build_cost"]["action_discs"] = 9
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("evolution_cards A44", "wonder: expected a wonder block")
    errors.find("evolution_cards A22", "effects: expected []: a card with arrow none")
    errors.find("evolution_cards A13", "use_cost: expected a use cost")
    errors.find("evolution_cards A45", "wonder.requires: expected one of controls_temple")
    errors.find("evolution_cards A46", "use_cost: expected null: a wonder is paid by")
    errors.find("evolution_cards A47", "wonder.build_cost.action_discs: 9 is more than a "
                                       "player's 5 action discs")


def test_duplicate_ids_within_and_across_kinds(data):
    def change(doc):
        card(doc, "A10")["id"] = "A09"
        entry(doc, "trend_cards", "T01")["id"] = "S01"
        card(doc, "A11")["id"] = "B11"
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("cards.yaml: evolution_cards A09", "id: duplicate id 'A09' "
                                                   "(already used by evolution_cards[8])")
    errors.find("cards.yaml: objective_cards S01", "id: duplicate id 'S01' "
                                                   "(already used by trend_cards[0])")
    errors.find("cards.yaml: evolution_cards B11", "id: expected a card id like A01")


def test_objectives(data):
    """R11.1: length, end condition (exactly one bound), scoring kinds, measures."""
    def change(doc):
        entry(doc, "objective_cards", "S01")["length"] = "eternal"
        entry(doc, "objective_cards", "S02")["ends_when"]["at_most"] = {"base": 1}
        entry(doc, "objective_cards", "S03")["ends_when"]["counter"] = "towns_in_play+docks"
        entry(doc, "objective_cards", "S08")["scoring"]["measure"] = "cubes.gold"
        entry(doc, "objective_cards", "M09")["scoring"].pop("points")
        entry(doc, "objective_cards", "S09")["without_players"] = [9]
        entry(doc, "objective_cards", "M03")["ends_when"]["at_least"] = {}
        entry(doc, "objective_cards", "M10")["scoring"]["kind"] = "seperatist"
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("objective_cards S01", "length: expected a game length (short, medium, long), "
                                       "got 'eternal'")
    errors.find("objective_cards S02", "ends_when: expected exactly one of at_least and "
                                       "at_most, got at_least and at_most")
    errors.find("objective_cards S03", "ends_when.counter: unknown counter 'docks'")
    errors.find("objective_cards S08", "scoring.measure: unknown resource 'gold' in 'cubes.gold'")
    errors.find("objective_cards M09", "scoring.points: missing key")
    errors.find("objective_cards S09", "without_players[0]: 9 players is outside players 2-5")
    errors.find("objective_cards M03", "ends_when.at_least: expected base and/or per_player")
    errors.find("objective_cards M10", "scoring.kind: expected one of rank, pacifist, separatist",
                "(did you mean 'separatist'?)")


def test_a_long_end_not_farther_than_a_medium_one_is_refused(data):
    """R11.1, ruling of 2026-11-28: a long card's end condition is strictly farther than
    that of every medium card with the same counter, for every player count; the error
    names the file, the card, the field, the player count and the medium card."""
    broken = {
        "L03": ({"counter": "towns_in_play", "at_least": {"base": 2, "per_player": 1}},     # = M07
                "ends_when.at_least: 4 with 2 players is not farther than the medium card M07's 4 "
                "(towns_in_play)"),
        "L04": ({"counter": "ports_in_play", "at_least": {"base": 6}},   # farther up to 3 players
                "ends_when.at_least: 6 with 4 players is not farther than the medium card M05's 6 "
                "(ports_in_play)"),
        "L10": ({"counter": "bank_florins", "at_most": {"base": 0}},     # = M10 (the old L10)
                "ends_when.at_most: 0 with 2 players is not farther than the medium card M10's 0 "
                "(bank_florins)"),
        "L02": ({"counter": "bank_empty_resources", "at_most": {"base": 9}},
                "ends_when.at_most: bank_empty_resources is bounded at_most here but at_least on "
                "the medium card M09"),
    }
    data.edit("cards.yaml", lambda doc: [entry(doc, "objective_cards", card_id).update(ends_when=end)
                                         for card_id, (end, _) in broken.items()])
    errors = data.errors()
    for card_id, (_, message) in broken.items():
        errors.find(f"cards.yaml: objective_cards {card_id} (line ", message)
    assert len(errors) == 4, errors


def test_farther_is_asked_of_long_cards_only(data):
    """Short cards may repeat a medium end (S10 and M04 both end at three empty explorer
    piles, the printed cards): only long ones are compared (R11.1)."""
    data.edit("cards.yaml", lambda doc: entry(doc, "objective_cards", "S05").update(
        ends_when={"counter": "towns_in_play", "at_least": {"base": 2, "per_player": 1}}))  # = M07
    content = load_content(data.path)
    assert content.objectives["S05"].ends_when == content.objectives["M07"].ends_when


def test_trends(data):
    """DECK 4: a state trend ranks a player measure, a tracked trend a tracked measure."""
    def change(doc):
        entry(doc, "trend_cards", "T02")["criterion"] = "florins_bid"
        entry(doc, "trend_cards", "T03")["kind"] = "sometimes"
        entry(doc, "trend_cards", "T04")["points"] = []
    data.edit("cards.yaml", change)
    errors = data.errors()
    errors.find("trend_cards T02", "criterion: unknown measure 'florins_bid'")
    errors.find("trend_cards T03", "kind: expected one of state, tracked, got 'sometimes'")
    errors.find("trend_cards T04", "points: expected at least 1 entry, got an empty list")


# ---- rules.yaml ------------------------------------------------------------------------

def test_unknown_resources_anywhere(data):
    """R1: resources are those of rules.yaml, in every cube map, icon and market."""
    def rules(doc):
        doc["bank"]["cubes"]["gold"] = 3
        doc["start"]["domestic_market"]["silk"] = 1
        doc["domestic_market"]["gold"] = doc["domestic_market"].pop("iron")
    data.edit("rules.yaml", rules)
    data.edit("cards.yaml", lambda doc: card(doc, "A37")["use_cost"]["cubes"].update(gold=1))
    data.edit("tiles.yaml", lambda doc: doc["hexes"][0]["faces"][0]["areas"][0]["icons"]
              .__setitem__(0, "gold"))
    errors = data.errors()
    errors.find("rules.yaml: bank", "cubes.gold: expected a resource (fruit, cattle, fish, wood, "
                                    "stone, iron), got 'gold'")
    errors.find("rules.yaml: start", "domestic_market.silk: expected a resource")
    errors.find("rules.yaml: domestic_market", "gold: expected a resource")
    errors.find("rules.yaml: domestic_market", "iron: missing key")
    errors.find("cards.yaml: evolution_cards A37", "use_cost.cubes.gold: expected a resource")
    errors.find("tiles.yaml: hexes H01 face H01a", "areas[0].icons[0]: expected a land resource")


def test_market_areas(data):
    """R7.1, R7.2: one row of effects per price; prices not empty; rows only move markers."""
    def change(doc):
        doc["domestic_market"]["stone"]["rows"].pop()
        doc["export_market"]["iron"]["prices"] = []
        doc["export_market"]["fish"]["rows"][1] = [{"op": "gain_florins", "amount": 1}]
        doc["domestic_market"]["wood"]["prices"][0] = -4
    data.edit("rules.yaml", change)
    errors = data.errors()
    errors.find("rules.yaml: domestic_market", "stone.rows: 2 rows of effects for 3 prices")
    errors.find("rules.yaml: export_market", "iron.prices: expected 1 to 20 entries")
    errors.find("rules.yaml: export_market", "fish.rows[1][0].op: gain_florins is not allowed "
                                             "here; expected track")
    errors.find("rules.yaml: domestic_market", "wood.prices[0]: expected an integer from 0 to 100, got -4")


def test_tables_increase_and_reach_the_board_max(data):
    """R7.3, R7.4, R7.6: `upto` rows increase and reach the top of the scale."""
    def change(doc):
        doc["taxes"]["income"].pop()
        doc["stability"]["rows"][-1]["upto"] = 45
        doc["surplus_board"]["rows"][3]["upto"] = 5
    data.edit("rules.yaml", change)
    errors = data.errors()
    errors.find("rules.yaml: taxes", "income[4].upto: the last row ends at 8 and does not reach "
                                     "pieces.citizens (10)")
    errors.find("rules.yaml: stability", "rows[4].upto: the last row ends at 45 and does not "
                                         "reach max (50)")
    errors.find("rules.yaml: surplus_board", "rows[3].upto: expected more than 6 (upto must "
                                             "increase), got 5")


def test_impossible_numbers(data):
    lim = {}

    def change(doc):
        doc["players"] = {"min": 6, "max": 5}
        doc["explorer_piles"] = [8, 0, 8]
        doc["track"]["prices"] = []
        doc["bank"]["florins"] = -1
        doc["round0"]["citizens"] = 11
        # exploration's circles (tunable, R7.7) without the shared ones: fewer than per_player
        lim.update(doc["wheel"]["sides"][0]["limited"]["exploration"])
        assert lim["own"] < lim["per_player"]
        doc["wheel"]["sides"][0]["limited"]["exploration"]["shared"] = 0
    data.edit("rules.yaml", change)
    errors = data.errors()
    errors.find("rules.yaml: players", "min: 6 is more than max (5)")
    errors.find("rules.yaml: explorer_piles", "[1]: expected an integer from 1 to 100, got 0")
    errors.find("rules.yaml: track", "prices: expected 1 to 12 entries, got an empty list")
    errors.find("rules.yaml: bank", "florins: expected an integer from 0 to 10000, got -1")
    errors.find("rules.yaml: round0", "citizens: 11 is more than pieces.citizens (10)")
    errors.find("rules.yaml: wheel", "sides[0].limited.exploration.per_player: "
                                     f"{lim['per_player']} is more than own + shared circles "
                                     f"({lim['own']})")


def test_rules_sections_and_wheel(data):
    def change(doc):
        del doc["scoring"]
        doc["track"]["slotz"] = 5
        doc["explorer_piles"] = []
        doc["wheel"]["sides"][1]["players"] = [4]
        doc["building_tokens"]["market_port"]["buildings"].append("town")
    data.edit("rules.yaml", change)
    errors = data.errors()
    errors.find("rules.yaml: top level", "scoring: missing key")
    errors.find("rules.yaml: track", "slotz: unknown key (did you mean 'slots'?)")
    errors.find("rules.yaml: explorer_piles", "expected 1 to 10 entries, got an empty list")
    errors.find("rules.yaml: wheel", "sides[1].players[0]: 4 players already use sides[0]")
    errors.find("rules.yaml: wheel", "sides: no side for 5 players")
    errors.find("rules.yaml: building_tokens", "town_temple.buildings[0]: town is already in "
                                               "pool market_port")


# ---- tiles.yaml (R1, R2) ---------------------------------------------------------------

def set_face(doc: dict, hex_index: int, face_index: int, **fields) -> str:
    """Replace a face's content (keeping its id); return the entry label of the face."""
    hex_ = doc["hexes"][hex_index]
    face = hex_["faces"][face_index]
    face.update(fields)
    return f"hexes {hex_['id']} face {face['id']}"


def test_tile_geometry(data):
    """R2: every L edge in exactly one land area; areas touch only L edges 0-5."""
    labels = {}

    def change(doc):
        labels["no_area"] = set_face(doc, 0, 0, edges="LLSSSS", fish=1, areas=[
            {"edges": [0], "icons": ["wood", "fruit"], "huts": 2}])
        labels["s_edge"] = set_face(doc, 1, 0, edges="LSSSSS", fish=0, areas=[
            {"edges": [0, 1], "icons": ["wood", "fruit", "cattle"], "huts": 2}])
        labels["twice"] = set_face(doc, 2, 0, edges="LLSSSS", fish=0, areas=[
            {"edges": [0, 1], "icons": ["wood", "fruit"], "huts": 1},
            {"edges": [1], "icons": ["stone"], "huts": 1}])
        labels["range"] = set_face(doc, 3, 0, edges="LSSSSS", fish=0, areas=[
            {"edges": [0, 0, 6], "icons": ["wood", "fish"], "huts": 3}])
        labels["string"] = set_face(doc, 4, 0, edges="LLSSX")
    data.edit("tiles.yaml", change)
    errors = data.errors()
    errors.find(f"tiles.yaml: {labels['no_area']} (line ",
                "edges: L edge 1 belongs to no land area")
    errors.find(labels["s_edge"], "areas[0].edges[1]: edge 1 is S in LSSSSS")
    errors.find(labels["twice"], "areas[1].edges[0]: edge 1 already belongs to areas[0]")
    errors.find(labels["range"], "areas[0].edges[1]: duplicate entry 0")
    errors.find(labels["range"], "areas[0].edges[2]: expected an integer from 0 to 5, got 6")
    errors.find(labels["range"], "areas[0].icons[1]: expected a land resource (fruit, cattle, "
                                 "wood, stone, iron), got 'fish'")
    errors.find(labels["string"], "edges: expected 6 characters L or S")


def test_tile_symbols_and_placement(data):
    """R2: 5 symbols a face, an S edge, a land area; R1: two faces a hex, an open-sea start."""
    labels = {}

    def change(doc):
        labels["six"] = set_face(doc, 0, 0, edges="LSSSSS", fish=1, areas=[
            {"edges": [0], "icons": ["wood", "fruit"], "huts": 3}])
        labels["land"] = set_face(doc, 1, 0, edges="LLLLLL", fish=0, areas=[
            {"edges": [0, 1, 2, 3, 4, 5], "icons": ["wood", "fruit"], "huts": 3}])
        labels["sea"] = set_face(doc, 2, 0, edges="SSSSSS", fish=5, areas=[])
        labels["huts"] = set_face(doc, 3, 1, fish=-1)
        doc["hexes"][4]["faces"].append(dict(doc["hexes"][5]["faces"][0], id="X99"))
        doc["start_hex"]["edges"] = "LSSSSS"
        labels["hex"] = f"hexes {doc['hexes'][4]['id']}"
    data.edit("tiles.yaml", change)
    errors = data.errors()
    errors.find(labels["six"], "the face carries 6 symbols (icons 2 + huts 3 + fish 1); "
                               "R2 requires 5")
    errors.find(labels["land"], "edges: no S edge")
    errors.find(labels["sea"], "areas: expected at least 1 land area")
    errors.find(labels["huts"], "fish: expected an integer >= 0, got -1")
    errors.find(f"tiles.yaml: {labels['hex']} (line ", "faces: expected exactly 2 entries, "
                                                       "got 3 entries")
    errors.find("tiles.yaml: start_hex", "edges: the start hex is open sea (R1)")


def test_tile_ids_share_one_namespace(data):
    names = {}

    def change(doc):
        first, second = doc["hexes"][0], doc["hexes"][1]
        second["faces"][1]["id"] = first["faces"][0]["id"]
        doc["hexes"][2]["id"] = first["id"]
        names.update(face=first["faces"][0]["id"], hex=first["id"], second=second["id"])
    data.edit("tiles.yaml", change)
    errors = data.errors()
    errors.find(f"tiles.yaml: hexes {names['second']} face {names['face']}",
                f"id: duplicate id '{names['face']}'")
    errors.find(f"tiles.yaml: hexes {names['hex']}", f"id: duplicate id '{names['hex']}' "
                                                     "(already used by hexes")


# ---- YAML level ------------------------------------------------------------------------

def test_yaml_syntax_error_names_file_and_line(data):
    data.replace("rules.yaml", "players: {min: 2, max: 5}", "players: {min: 2, max: 5")
    error = data.errors().find("rules.yaml (line ", "invalid YAML")
    assert line_number(error) >= 13


def test_unsafe_tag_is_refused_and_never_executed(data, tmp_path):
    marker = tmp_path / "pwned"
    data.replace("cards.yaml", "  name: Philosopher\n",
                 f'  name: !!python/object/apply:os.system ["touch {marker}"]\n')
    errors = data.errors()
    error = errors.find("cards.yaml: evolution_cards A22 (line ", "name: unsupported YAML tag "
                                                              "'!!python/object/apply:os.system'")
    assert "name: !!python/object" in data.read("cards.yaml").splitlines()[line_number(error) - 1]
    assert not marker.exists()


def test_unsafe_tag_from_the_command_line(data):
    data.replace("tiles.yaml", "hexes:\n", 'pwn: !!python/object/apply:os.system ["echo pwned"]\n'
                                           "hexes:\n")
    result = subprocess.run([sys.executable, "-m", "archipelago.content", "--data",
                             str(data.path)], cwd=REPO, capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=str(REPO)), timeout=60)
    assert result.returncode == 1
    assert "pwned" not in result.stdout
    assert "tiles.yaml: pwn (line " in result.stderr
    assert "unsupported YAML tag '!!python/object/apply:os.system'" in result.stderr


def test_duplicate_mapping_key(data):
    data.replace("cards.yaml", "  name: Philosopher\n", "  name: Philosopher\n  name: Sage\n")
    data.errors().find("cards.yaml: evolution_cards A22 (line ", "name: duplicate key 'name' "
                                                                 "(first at line ")


def test_errors_of_different_files_are_all_reported(data):
    data.edit("rules.yaml", lambda doc: doc["track"].update(prices=[8, 6, -2]))
    data.edit("tiles.yaml", lambda doc: doc["start_hex"].update(fish="two"))
    data.edit("cards.yaml", lambda doc: card(doc, "A20").update(source="invented"))
    errors = data.errors()
    errors.find("rules.yaml: track", "prices[2]: expected an integer from 0 to 100, got -2")
    errors.find("tiles.yaml: start_hex", "fish: expected an integer >= 0, got 'two'")
    errors.find("cards.yaml: evolution_cards A20", "source: expected one of known")
    assert [e.split(":")[0] for e in errors] == ["rules.yaml", "cards.yaml", "tiles.yaml"]


def test_a_broken_file_does_not_hide_the_others(data):
    data.write("tiles.yaml", "- just a list\n")
    data.edit("cards.yaml", lambda doc: card(doc, "A01").update(vp=-1))
    errors = data.errors()
    errors.find("tiles.yaml: top level (line 1): expected a mapping, got a list")
    errors.find("cards.yaml: evolution_cards A01", "vp: expected an integer >= 0, got -1")


def test_content_error_joins_its_errors():
    error = ContentError(["a: one", "b: two"])
    assert error.errors == ["a: one", "b: two"] and str(error) == "a: one\nb: two"


def test_typical_rounds_are_a_range_per_length(data):
    """rules.yaml typical_rounds (issue 31): a [first, last] range for every game length."""
    def change(doc):
        doc["typical_rounds"]["rounds"]["long"] = [14, 10]
        del doc["typical_rounds"]["rounds"]["short"]
    data.edit("rules.yaml", change)
    errors = data.errors()
    errors.find("rules.yaml: typical_rounds", "rounds.long: 14 is more than 10; expected [first, last]")
    errors.find("rules.yaml: typical_rounds", "rounds.short: missing key")
