"""The story of a game (issue 30): the charts' figures come from the game's log and agree
with the score table at the end and with the tracks at each round; each point's sources and
what moved them (issue 41) add up to its change."""

import json

import pytest

from archipelago import engine
from archipelago.engine.kinds import BUILD, BUY_CARD, REBELS, ROUND, ROUND0_DONE, SINK, WONDER
from archipelago.history import actions_in_log
from archipelago.match.story import story
from archipelago.words.story import CONTROL, LEAD, event_words, events_line
from tests.games import finished, played


@pytest.mark.slow
@pytest.mark.parametrize("length", ["short", "medium", "long"])
def test_story_figures_equal_the_score_table_and_the_tracks(content, length):
    """A game of each player count (2-5) at each length, shared with the other tests
    (tests/games.py): the last point's points are the score table's totals; every round's
    population and rebellion are the tracks' positions then; the figures grow as the game
    does (cards bought never fall)."""
    capped = 0
    for n in range(2, 6):
        state, tracks = finished(content, n, length, 4000 + n)
        tale = story(content, state.cfg, actions_in_log(state))
        if engine.to_act(state) is not None:            # stopped at the round cap: a game in play
            capped += 1
            assert tale["end"] is None and tale["result"] is None
            assert [(p["population"], p["rebellion"]) for p in tale["rounds"]][:len(tracks)] == tracks
            continue
        result = engine.result(state)
        assert tale["result"] == result
        last = tale["rounds"][-1]
        assert last["end"] and last["points"] == result["totals"]
        assert last["florins"] == result["florins"]
        assert tale["end"]["reason"] == result["reason"] and tale["end"]["round"] == result["round"]
        rounds = tale["rounds"][:-1]
        assert [(p["population"], p["rebellion"]) for p in rounds] == tracks
        assert [p["round"] for p in rounds] == list(range(len(rounds)))
        for a, b in zip(tale["rounds"], tale["rounds"][1:]):
            assert all(x <= y for x, y in zip(a["cards"], b["cards"]))
    assert capped <= 1, f"{capped} of 4 {length} games reached the round cap"


def test_story_of_a_game_in_play_has_no_end(content):
    state, _ = finished(content, 3, "short", 7)
    actions = actions_in_log(state)
    half = story(content, state.cfg, actions[:len(actions) // 2])
    assert half["end"] is None and half["result"] is None
    assert half["rounds"] and not half["rounds"][-1]["end"]


def stretches(g, actions=False):
    """Per point of the story of the played game `g`, the events of its stretch (from the
    previous point to this one, the points made as match.story makes them: the deal, each
    round's end, the end), read from the bot game's own record, not from a replay; with
    `actions`, the kinds of the actions in each stretch instead."""
    out, current = [], []
    for _seat, action, events in g.steps:
        if actions:
            current.append(action.kind)
        for ev in events:
            if not actions:
                current.append(ev)
            if ev["type"] in (ROUND0_DONE, ROUND):
                out.append(current)
                current = []
    if engine.result(g.final) is not None:
        out.append(current)
    return out


@pytest.mark.parametrize("n, length, seed", [(3, "short", 7), (4, "short", 4004), (5, "short", 4005),
                                             (4, "medium", 4004)])
def test_story_sources_sum_to_each_points_change(content, n, length, seed):
    """Issue 41: at every point, each player's points by source are their points, and the
    change since the previous point split by source sums to the change of their points; at
    the end the sources are the score table's (R11). The story stays plain JSON."""
    g = played(content, n, length, seed)
    tale = story(content, g.final.cfg, actions_in_log(g.final))
    assert json.loads(json.dumps(tale)) == tale
    before = [0] * n
    moved_some = 0
    for p in tale["rounds"]:
        for s in range(n):
            assert sum(p["sources"][s].values()) == p["points"][s]
            assert sum(m["change"] for m in p["moved"][s]) == p["points"][s] - before[s]
            assert all(m["change"] for m in p["moved"][s])
            moved_some += bool(p["moved"][s])
        before = p["points"]
    assert moved_some >= n                      # sources did move in the game
    result = engine.result(g.final)
    if result is not None:
        assert tale["rounds"][-1]["sources"] == result["scores"]


@pytest.mark.parametrize("n, length, seed", [(3, "short", 7), (5, "short", 4005)])
def test_story_a_card_bought_with_stars_shows_as_its_source(content, n, length, seed):
    """A card bought (R5.14) shows among its buyer's events of that stretch, and the cards'
    stars moved by exactly the victory points of the cards bought (a wonder's only once
    built, DECK 0.3) and the wonders built then (R11)."""
    g = played(content, n, length, seed)
    tale = story(content, g.final.cfg, actions_in_log(g.final))
    parts = stretches(g)
    assert len(parts) == len(tale["rounds"])
    starred = 0
    for p, events in zip(tale["rounds"], parts):
        for s in range(n):
            bought = [ev["card"] for ev in events if ev["type"] == BUY_CARD and ev["seat"] == s]
            built = [ev["card"] for ev in events if ev["type"] == WONDER and ev["seat"] == s]
            shown = p["events"][s]
            assert [e["card"] for e in shown if e["kind"] == BUY_CARD] == bought
            assert [e["card"] for e in shown if e["kind"] == WONDER] == built
            stars = sum(content.cards[c].vp for c in bought if not content.cards[c].is_wonder)
            stars += sum(content.cards[c].vp for c in built)
            change = sum(m["change"] for m in p["moved"][s] if m["source"] == "cards")
            assert change == stars, (p["round"], s, bought, built)
            starred += stars > 0
    assert starred                              # some card with stars was bought


@pytest.mark.parametrize("n, length, seed", [(3, "short", 7), (5, "short", 4005), (4, "medium", 4004)])
def test_story_control_won_and_lost_adds_up_to_the_end(content, n, length, seed):
    """R5.8: the buildings' control each player won, less what they lost, over the story is
    what they control at the end, each change told with an action of its stretch (or a
    crisis's rebels) as its cause; a lead taken is lost only after it was taken."""
    g = played(content, n, length, seed)
    tale = story(content, g.final.cfg, actions_in_log(g.final))
    control = engine.view(g.final)["facts"]["control"]
    for p, kinds in zip(tale["rounds"], stretches(g, actions=True)):
        for e in (e for told in p["events"] for e in told if e["kind"] == CONTROL):
            assert e["by"] in kinds or e["by"] == REBELS
    for s in range(n):
        events = [e for p in tale["rounds"] for e in p["events"][s]]
        net = sum(1 if e["won"] else -1 for e in events if e["kind"] == CONTROL)
        assert net == sum(1 for c in control if c == s)
        first = tale["rounds"][0]["sources"]          # the leads at the deal, told by no event
        leads = {tuple(label.split(" ")): max(by[label] for by in first) == first[s][label] > 0
                 for label in first[s] if label != "cards"}
        for e in (e for e in events if e["kind"] == LEAD):
            key = (e["source"], e["card"])
            assert leads.get(key, False) != e["won"]
            leads[key] = e["won"]


def test_story_words_tell_a_control_change_and_its_cause(content):
    """The words of a point's events (words.story): a building's control won or lost with
    what changed it, from a real game (4 players, medium) in which a port's control is lost
    when its ship is sunk (DECK 3) and buildings are won by building (R5.8)."""
    g = played(content, 4, "medium", 4004)
    tale = story(content, g.final.cfg, actions_in_log(g.final))
    told = [(p, e) for p in tale["rounds"] for s in range(4) for e in p["events"][s] if e["kind"] == CONTROL]
    assert {e["by"] for _, e in told} >= {BUILD, SINK}
    for p, e in told:
        said = event_words(e, content)
        assert said.startswith(("control won: " if e["won"] else "control lost: ") + e["building"])
        if e["by"] in (BUILD, SINK):
            assert said.endswith(", by building" if e["by"] == BUILD else ", by a ship sunk")
        seat = next(s for s in range(4) if e in p["events"][s])
        line = events_line(p["events"][seat], content, p["end"])
        assert said in line and line.startswith("Before the end: " if p["end"] else "This round: ")
