"""Issue 37, the hint: it plays for the objective in the player's hand, every one of the 30
(R11.1, data/cards.yaml). Each test plays a real bot game dealt so that one seat holds the
card (engine.new_game objectives=..., the seed's own shuffle otherwise), stops at the
holder's first decisions where the card's scoring asks for one move rather than another,
and asks the hint (bots/hint.py, from the seat's view only) there:

- a ranked card (R11.1: 3/2/1 for the most of its measure): where a move that raises the
  measure is open, the hint takes one (a card of the counted type bought, a building of
  the counted kind or a town on the counted icons built) or does not give the measure away
  (the counted cubes kept, explorer tokens kept in a crisis, florins not bid away);
- Pacifist: where a crisis would raise the rebellion and the holder holds what it asks,
  the hint delivers it;
- Separatist: the hint never lowers the rebellion when nothing forces it (no cube in a
  crisis, no temple standing citizens up, no card that lowers it).
"""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.bots import HeuristicBot
from archipelago.bots.hint import HintBot
from archipelago.engine.kinds import (BID, BIDS, BUILD, BUY, DCRISIS, DELIVER, MARKET, P6_STEP,
                                      STAND, TEMPLE, TOKEN, TURN, TX, USE_CARD, XCRISIS)
from archipelago.engine.bank import discs_free
from archipelago.engine.ending import condition_met, player_measure, rank_points
from archipelago.engine.pieces import B, H

pytestmark = pytest.mark.usefixtures("whole_games")    # bot games through the engine alone: each legal list built once

NAMES = ["Ann", "Bob", "Cy", "Dee"]
SEEDS = range(40)
# The seeds whose games held each card's first positions when its test was written (70913be,
# searched in the order of SEEDS): searched first, then the rest of SEEDS in order, so the
# test checks the same positions without first playing the whole games that held none
# (L06's first two came in the 14th and 17th game: 15 whole long games before them). The
# search still covers every seed of SEEDS: if the bots change and a game no longer holds
# its position, the next one that does is checked.
FOUND_IN = {"L01": (1,), "L02": (1,), "L05": (2, 9), "L06": (13, 16), "L07": (1,), "L08": (2,),
            "M01": (2,), "M02": (1,), "M04": (1,), "M05": (2,), "M08": (8,), "S02": (0, 2),
            "S03": (1,), "S04": (3,), "S05": (1,), "S06": (21,)}


def search_order(oid, seeds=SEEDS):
    """The seeds in the order the search plays them: FOUND_IN's first, then the others."""
    first = [s for s in FOUND_IN.get(oid, ()) if s in seeds]
    return first + [s for s in seeds if s not in first]


def positions(content, oid, seeds=SEEDS, seat=1, players=3):
    """(state, seat) at every decision of the seat dealt `oid`, in games that normal bots
    play from the seeds' deals (the holder too: a real position, nothing edited)."""
    length = content.objectives[oid].length
    for seed in search_order(oid, seeds):
        s = engine.new_game(content, NAMES[:players], length, seed, objectives={seat: oid})
        bots = [HeuristicBot(i, seed * 10 + i, "normal", content=content) for i in range(players)]
        while (who := engine.to_act(s)) is not None:
            legal = engine.legal_actions(s)
            if who == seat and len(legal) > 1:
                yield s, seat
            engine.apply(s, bots[who].choose(engine.view(s, who), legal))


def hint(content, s, seat):
    """The hint's plan for the seat, from its view alone (4 worlds: the same every run)."""
    return HintBot(seat, 1414, content=content, budget=None).plan(
        engine.view(s, seat), engine.legal_actions(s), my_bid=None)


def first_positions(content, oid, wanted, k=1, seeds=SEEDS):
    """The first k positions where `wanted(state, seat, legal)` holds."""
    out = []
    for s, seat in positions(content, oid, seeds):
        if wanted(s, seat, engine.legal_actions(s)):
            out.append((engine.copy_state(s), seat))
            if len(out) == k:
                break
    assert out, f"no position found for {oid}"
    return out


def frame(s):
    return s.frames[-1]["k"] if s.frames else None


# --- ranked cards --------------------------------------------------------------------------------

def card_type_of(content, s, a):
    return content.cards[s.slots[a.args[0]][0]].type


def test_objective_S02_character_cards(content):
    _buys_counted_cards(content, "S02", {"character"})


@pytest.mark.slow
def test_objective_S06_progress_cards(content):
    _buys_counted_cards(content, "S06", {"progress"})


def test_objective_M02_character_and_progress_cards(content):
    _buys_counted_cards(content, "M02", {"character", "progress"})


@pytest.mark.slow
def test_objective_L05_character_cards(content):
    _buys_counted_cards(content, "L05", {"character"})


@pytest.mark.slow
def test_objective_L06_progress_cards(content):
    _buys_counted_cards(content, "L06", {"progress"})


def _buys_counted_cards(content, oid, types):
    """Phase 6 (R5.14) where every card the holder can pay (keeping 2 florins) is of the
    counted type and no wonder (its points come only once built), and one more of them
    raises the holder's own points on the card had the game ended now (R11.1: dense
    ranking, a tie on top already scores 3, so breaking it gains the holder nothing the
    search must prefer to its florins): the hint buys one rather than only turning cards."""
    def wanted(s, seat, legal):
        if frame(s) != P6_STEP or s.round < 2:
            return False
        view = engine.view(s, seat)
        buys = [a for a in legal if a.kind == BUY
                and s.players[seat]["florins"] - view["track"][a.args[0]]["price"] >= 2]
        return buys and all(
            card_type_of(content, s, a) in types and not content.cards[s.slots[a.args[0]][0]].is_wonder
            for a in buys) and raises_own_points(content, s, seat, oid, buys[0])
    for s, seat in first_positions(content, oid, wanted, k=2):
        move = hint(content, s, seat).move
        assert move.kind == BUY and card_type_of(content, s, move) in types, (oid, move)


def own_points(content, s, seat, oid):
    """The holder's points on its ranked objective card had the game ended now (R11.1)."""
    measure = content.objectives[oid].scoring["measure"]
    values = [player_measure(s, measure, o) for o in range(len(s.players))]
    scoring = content.rules["scoring"]
    return rank_points(values, scoring["objective_points"], scoring["zero_scores_nothing"])[seat]


def raises_own_points(content, s, seat, oid, a):
    """Does `a` raise the holder's own points on its card had the game ended now, without
    meeting the end condition of any objective of the game's length (R11: one the holder
    cannot rule out ends the game after the step; in S06's first such position the
    fifth progress card in play would meet Age of Progress, which another seat holds,
    while the holder trails by 5 points, and the hint rightly turns a card instead)?"""
    after = engine.copy_state(s)
    engine.apply(after, a)
    length = content.objectives[oid].length
    ends = any(condition_met(after, o) and not condition_met(s, o)
               for o in content.objectives.values() if o.length == length)
    return not ends and own_points(content, after, seat, oid) > own_points(content, s, seat, oid)


TREND_BUILDS = {"ships_on_map", "towns_controlled", "buildings_controlled"}


def _builds_counted(content, oid, kinds, icon=None):
    """A construction (R5.8) on the holder's last action disc of the round (no later one
    can build what this one leaves: with discs to come the hint may first build a market
    it uses at once and the counted town on its next disc, as it does in M01's first such
    position) where one of the counted kinds (a town on a hex with the counted icons) can
    be built by a unit in no building, raising the holder's own points on the card had the
    game ended now (R11.1), and the trend card ranks no construction: the hint builds one."""
    def counted(s, a):
        if a.kind != BUILD or a.args[0] not in kinds:
            return False
        if icon is None:
            return True
        h = s.units[a.args[1]][H]
        return any(r == icon for _, r in content.faces[s.hexes[h][2]].icons)

    def wanted(s, seat, legal):
        return frame(s) == BUILD and content.trends[s.trend].criterion not in TREND_BUILDS \
            and discs_free(s.players[seat]) == 0 \
            and any(counted(s, a) and s.units[a.args[1]][B] < 0      # no building given up
                    and raises_own_points(content, s, seat, oid, a) for a in legal)
    for s, seat in first_positions(content, oid, wanted):
        move = hint(content, s, seat).move
        assert counted(s, move), (oid, move)


def test_objective_S03_temples_controlled(content):
    _builds_counted(content, "S03", {"temple"})


def test_objective_S04_markets_controlled(content):
    _builds_counted(content, "S04", {"market"})


def test_objective_S05_ports_controlled(content):
    _builds_counted(content, "S05", {"port"})


def test_objective_M05_temples_controlled(content):
    _builds_counted(content, "M05", {"temple"})


@pytest.mark.slow
def test_objective_M08_ports_and_markets_controlled(content):
    _builds_counted(content, "M08", {"port", "market"})


def test_objective_L01_temples_controlled(content):
    _builds_counted(content, "L01", {"temple"})


def test_objective_L02_ports_controlled(content):
    _builds_counted(content, "L02", {"port"})


@pytest.mark.slow
def test_objective_M01_wood_icons_in_own_towns(content):
    _builds_counted(content, "M01", {"town"}, "wood")


def test_objective_M04_iron_icons_in_own_towns(content):
    _builds_counted(content, "M04", {"town"}, "iron")


def test_objective_L07_fish_icons_in_own_towns(content):
    _builds_counted(content, "L07", {"town"}, "fish")


@pytest.mark.slow
def test_objective_L08_fruit_icons_in_own_towns(content):
    _builds_counted(content, "L08", {"town"}, "fruit")


def _keeps_counted_cubes(content, oid, res):
    """A market transaction (R5.9) where the holder could sell the counted cubes: the hint
    does not sell them."""
    def wanted(s, seat, legal):
        return frame(s) == MARKET and any(a.kind == TX and a.args[1:] == ("sell", res) for a in legal)
    for s, seat in first_positions(content, oid, wanted, k=2):
        move = hint(content, s, seat).move
        assert not (move.kind == TX and move.args[1:] == ("sell", res)), (oid, move)


def test_objective_S08_iron_cubes(content):
    _keeps_counted_cubes(content, "S08", "iron")


def test_objective_M03_fish_cubes(content):
    _keeps_counted_cubes(content, "M03", "fish")


def _keeps_tokens(content, oid):
    """An export crisis (R6.3) where the holder could hand in an explorer token and the
    colony is not near independence: the hint keeps its tokens (they score)."""
    def wanted(s, seat, legal):
        return frame(s) == XCRISIS and any(a.kind == DELIVER and a.args[1] == TOKEN for a in legal) \
            and s.population - s.rebellion > 6
    for s, seat in first_positions(content, oid, wanted, k=2):
        plan = hint(content, s, seat)
        assert not any(a.kind == DELIVER and a.args[1] == TOKEN for a in plan.actions), (oid, plan.actions)


def test_objective_S07_explorer_tokens(content):
    _keeps_tokens(content, "S07")


def test_objective_M07_explorer_tokens(content):
    _keeps_tokens(content, "M07")


def test_objective_L03_explorer_tokens(content):
    _keeps_tokens(content, "L03")


def _keeps_florins(content, oid):
    """The turn-order bids (R5.2: every bid is paid to the bank) of a holder ranked on its
    florins: the hint bids nothing, unless the trend ranks the florins bid."""
    def wanted(s, seat, legal):
        return frame(s) == BIDS and s.players[seat]["florins"] >= 8 \
            and content.trends[s.trend].criterion != "florins_bid"
    for s, seat in first_positions(content, oid, wanted, k=2):
        move = hint(content, s, seat).move
        assert move.kind == BID and move.args[0] == 0, (oid, move)


def test_objective_S01_florins(content):
    _keeps_florins(content, "S01")


def test_objective_M06_florins(content):
    _keeps_florins(content, "M06")


def test_objective_L04_florins(content):
    _keeps_florins(content, "L04")


# --- Pacifist: delivers what it holds when a crisis would raise the rebellion ---------------------

def _stock_meets_crisis(s, seat, legal):
    """An export crisis decision of the seat (R6.3) where a listed cube the export market
    cannot give is in its own stock: each one nobody delivers is rebellion +1."""
    return frame(s) == XCRISIS and any(a.kind == DELIVER and a.args[1] == "stock" for a in legal) \
        and not any(a.kind == DELIVER and a.args[1] == MARKET for a in legal)


def _pacifist_delivers(content, oid):
    for s, seat in first_positions(content, oid, _stock_meets_crisis, k=3):
        plan = hint(content, s, seat)
        assert plan.move.kind in (DELIVER, TEMPLE), (oid, plan.actions)
        before = s.rebellion
        for a in plan.actions:                  # the plan, played in the real game
            engine.apply(s, a)
        assert s.rebellion <= before


def test_objective_S09_pacifist(content):
    _pacifist_delivers(content, "S09")


def test_objective_M09_pacifist(content):
    _pacifist_delivers(content, "M09")


def test_objective_L09_pacifist(content):
    _pacifist_delivers(content, "L09")


# --- Separatist: never lowers the rebellion when nothing forces it -------------------------------

def _lowers(content, s, a):
    """Would the action lower the rebellion or keep it from rising (R6.2 a cube or a
    temple standing citizens up, R6.3 a listed cube delivered, a card that lowers it)?"""
    if a.kind in (DELIVER, TEMPLE, STAND):
        return True
    if a.kind == USE_CARD:
        return any(e.get("op") == "track" and e.get("track") == "rebellion"
                   and (isinstance(e["amount"], dict) or e["amount"] < 0)
                   for e in content.cards[a.args[0]].effects)
    return a.kind == BUILD and a.args[0] == TEMPLE


def _separatist_never_lowers(content, oid):
    def wanted(s, seat, legal):
        """A real choice: a move that lowers the rebellion and one that does not (stand-ups
        owed after a delivery, R6.2, leave none)."""
        return any(_lowers(content, s, a) for a in legal) \
            and not all(_lowers(content, s, a) for a in legal) \
            and frame(s) in (DCRISIS, XCRISIS, TURN, BUILD)
    found = first_positions(content, oid, wanted, k=6, seeds=range(12))
    assert any(frame(s) in (DCRISIS, XCRISIS) for s, _ in found)
    for s, seat in found:
        plan = hint(content, s, seat)
        assert not any(_lowers(content, s, a) for a in plan.actions), (oid, frame(s), plan.actions)


def test_objective_S10_separatist(content):
    _separatist_never_lowers(content, "S10")


def test_objective_M10_separatist(content):
    _separatist_never_lowers(content, "M10")


def test_objective_L10_separatist(content):
    _separatist_never_lowers(content, "L10")


def test_every_objective_card_has_its_test():
    import sys
    from archipelago.content import load_content
    names = dir(sys.modules[__name__])
    for oid in load_content().objectives:
        assert any(n.startswith(f"test_objective_{oid}_") for n in names), oid


@pytest.fixture(scope="module")
def content():
    from archipelago.content import load_content
    return load_content()
