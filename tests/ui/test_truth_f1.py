"""Issue 19, points 3 and 6: the F1 rules reference states the rules a player needs, with
numbers read from the data, and points to nothing the game does not ship."""
from __future__ import annotations

import pytest

from archipelago.engine import tables
from archipelago.ui.app import App
from archipelago.ui.scenes import rules as R
from archipelago.ui.scenes.shell import Shell
from archipelago.ui.settings import Settings
from archipelago.words.reference import rules_notes, space_help


@pytest.fixture
def drawn(tmp_path, monkeypatch, content):
    """Every paragraph the F1 overlay draws, tab by tab."""
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path))
    app = App((1600, 900))
    shell = Shell(app, content=content, settings=Settings(speed="instant"), settings_folder=tmp_path)
    texts = []
    original = R.text_block

    def record(ctx, surface, text, *args, **kw):
        texts.append(text)
        return original(ctx, surface, text, *args, **kw)

    monkeypatch.setattr(R, "text_block", record)
    for key, _ in R.TABS:
        scene = R.RulesOverlay(shell, key)
        scene.invalidate()
        scene.ensure()
        scene.draw(app.screen)
    return " ".join(texts)


def test_truth_f1_states_the_crisis_rules(drawn):
    """Point 3: rebels add rebellion, the deliverer stands up anyone's citizens, market
    cubes in a crisis are free, temple citizens never lie down, export demand is cut."""
    for phrase in ("adds one to rebellion", "anyone's", "cost nothing and go straight to the bank",
                   "except those standing in a temple", "only the first n cubes"):
        assert phrase in drawn, phrase


def test_truth_f1_states_what_players_need(drawn, content):
    """Point 6 (and the wonder cost of point 4), with the numbers of rules.yaml."""
    rules = content.rules
    for phrase in ("Every bid is paid", "bid again in secret", "from the next round",
                   "stays locked for whoever holds it", "only with their permission",
                   "touch at least two placed hexes", "per hut", "at most one building of each type",
                   "leaves the map for good", f"puts {rules['round0']['citizens']} citizens"):
        assert phrase in drawn, phrase
    for pool in rules["building_tokens"].values():
        kind = pool["buildings"][0]
        assert f"{pool['count']} {' and '.join(pool['buildings'])} tokens" in drawn
        assert tables.tokens_left(rules, kind, []) == pool["count"]
    asks = rules["negotiation"]["permission_prices"]
    assert f"for {min(asks)}–{max(asks)}ƒ" in drawn


def test_truth_f1_footer_points_to_what_ships():
    assert "RULES.md" not in R.FOOTER
    assert all(hasattr(R.RulesOverlay, f"_tab_{key}") for key, _ in R.TABS)


def test_truth_rules_notes_follow_the_data(content):
    """A rebalance of rules.yaml changes the notes (no number typed in)."""
    rules = {**content.rules, "round0": {"citizens": 3, "explorer_tokens": 2},
             "negotiation": {**content.rules["negotiation"], "permission_prices": [2, 5]}}
    notes = dict(rules_notes(rules))
    assert "puts 3 citizens" in notes["Round 0"] and "takes 2 explorer" in notes["Round 0"]
    assert "for 2–5ƒ" in notes["Harvest on another's town hex"]


def test_truth_taxes_help_follows_the_data(content):
    """The wheel's Taxes help (F1, wheel tooltip, disc tooltip) states the rebellion that
    the engine adds (rules.yaml taxes.rebellion, R5.13), so a rebalance changes it too."""
    rules = dict(content.rules)
    assert space_help("taxes", rules).startswith(f"Rebellion +{content.rules['taxes']['rebellion']};")
    rules["taxes"] = dict(rules["taxes"], rebellion=2)
    assert space_help("taxes", rules).startswith("Rebellion +2;")


def test_truth_f1_states_two_markets_in_one_turn_r5_5(drawn):
    """R5.5 ruling corrected (2026-12-06, issue 42): the markets and ports one controls, each
    once a round, two markets (or two ports) both in the same turn; the ruling of
    2026-11-28 (one market and one port per turn) is withdrawn."""
    assert "use the markets and ports you control" in drawn
    assert "each building once a round, and all of them in the same turn" in drawn
    assert "you may use every market and port you control in the same turn" in drawn
    assert "one of each per turn" not in drawn


def test_truth_f1_and_new_game_give_the_typical_lengths_of_the_data(tmp_path, monkeypatch, content):
    """Issue 31: the lengths most games last, as rules.yaml typical_rounds says (measured,
    docs/BALANCE.md), on F1 and the new-game screen; a changed figure shows changed."""
    from dataclasses import replace
    from types import MappingProxyType

    from archipelago.ui.scenes.newgame import NewGameScene
    from archipelago.words.cards import length_tip
    typical = {"players": 3, "rounds": {"short": (4, 6), "medium": (9, 13), "long": (15, 19)}}
    changed = replace(content, rules=MappingProxyType({**content.rules, "typical_rounds": typical}))
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path))
    app = App((1600, 900))
    shell = Shell(app, content=changed, settings=Settings(speed="instant"), settings_folder=tmp_path)
    texts = []
    original = R.text_block
    monkeypatch.setattr(R, "text_block", lambda ctx, s, text, *a, **kw: texts.append(text) or original(ctx, s, text, *a, **kw))
    scene = R.RulesOverlay(shell, "end")
    scene.invalidate()
    scene.ensure()
    scene.draw(app.screen)
    drawn = " ".join(texts)
    tips = NewGameScene(shell).length_tips()
    for length, (first, last) in typical["rounds"].items():
        line = f"most games {first}-{last} rounds with 3 players"
        assert line in drawn and line in tips[length] and tips[length] == length_tip(length, changed.rules)


def test_truth_f1_states_the_readings_of_issue_44(drawn, content):
    """Rulings 2026-12-06: the turn order drawn by lot (R3.2), one ship per border a convoy
    crosses and ships into free ports (R5.7), the minimal price as the track's lowest (R7.8,
    read from the track's prices)."""
    low = min(content.rules["track"]["prices"])
    for phrase in ("The whole turn order is drawn by lot", "each border it crosses, a different ship for each",
                   "into a free port on its hex", f"buy at the minimal price: the track's lowest, {low}ƒ"):
        assert phrase in drawn, phrase
