"""The end of the game (R6.6, R11, R11.1) and scoring (R11, R11.2, DECK 4).

Every threshold below is written from the table of RULES R11.1, not read from the data,
so the data and the engine are both checked against the rules; the long cards' ends are
this edition's design, retuned by the ruling of 2026-11-28 (issue 31, docs/BALANCE.md),
and written here as retuned."""

import pytest

from archipelago import engine
from archipelago.engine import ending, pieces

RESOURCES = ["fruit", "cattle", "fish", "wood", "stone", "iron"]

# R11.1: objective -> (the counter, its threshold for n players). "bank_florins" and
# "hexes_unexplored" end the game at 0 (at most), every other counter at the threshold or
# more; "a+b" counts both.
ENDS = {
    "S01": ("piles_empty", lambda n: 2),
    "S02": ("temples", lambda n: n),
    "S03": ("bank_empty_types", lambda n: 2),
    "S04": ("progress", lambda n: n + 2),
    "S05": ("towns", lambda n: n + 1),
    "S06": ("ports", lambda n: n + 1),
    "S07": ("characters", lambda n: n + 2),
    "S08": ("markets", lambda n: n + 1),
    "S09": ("population", lambda n: 7 * n + 1),
    "S10": ("piles_empty", lambda n: 3),
    "M01": ("markets", lambda n: n + 2),
    "M02": ("temples", lambda n: n + 2),
    "M03": ("characters", lambda n: 3 * n - 1),
    "M04": ("piles_empty", lambda n: 3),
    "M05": ("ports", lambda n: n + 2),
    "M06": ("progress", lambda n: 3 * n - 1),
    "M07": ("towns", lambda n: n + 2),
    "M08": ("population", lambda n: 7 * (n + 1) - 1),
    "M09": ("bank_empty_types", lambda n: 3),
    "M10": ("bank_florins", lambda n: 0),
    "L01": ("markets+ports", lambda n: n + 8),
    "L02": ("bank_empty_types", lambda n: 5),
    "L03": ("towns", lambda n: n + 6),
    "L04": ("ports", lambda n: n + 6),
    "L05": ("hexes_unexplored", lambda n: 0),         # every hex explored (R5.12)
    "L06": ("ships+ports", lambda n: 4 * n + 7),
    "L07": ("cards", lambda n: 5 * n + 10),
    "L08": ("towns+temples", lambda n: n + 8),
    "L09": ("characters", lambda n: 3 * n + 5),
    "L10": ("progress", lambda n: 3 * n + 4),
}
AT_MOST = ("bank_florins", "hexes_unexplored")
LENGTH = {"S": "short", "M": "medium", "L": "long"}


def own_cards(t, kinds, k):
    """k cards of the given types (alternating), dealt round-robin to the seats."""
    pools = [[c.id for c in t.c.cards.values() if c.type == kind] for kind in kinds]
    for i in range(k):
        t.own(i % t.s.cfg["n"], pools[i % len(pools)][i // len(pools)])


def citizens(t, k):
    """k citizens on the map, spread over the seats and over hexes (3 per hex and seat)."""
    n = t.s.cfg["n"]
    hexes = [t.fresh() for _ in range(4)]
    per = [k // n + (1 if s < k % n else 0) for s in range(n)]
    for seat, count in enumerate(per):
        assert count <= 10
        for j in range(count):
            t.citizen(seat, hexes[j // 3])


def buildings(t, kinds, v):
    """v building tokens of the kinds in turn, one of each kind to a hex."""
    h = None
    for i in range(v):
        if i % len(kinds) == 0:
            h = t.fresh()
        t.building(h, 0, kinds[i % len(kinds)])


def situation(t, counter, v):
    """The table shows exactly v for the counter (R11.1, DECK 0.5 'in play')."""
    s = t.s
    if counter == "piles_empty":
        s.piles = [0] * v + [8] * (3 - v)
        s.tokens_box += 8 * v
    elif counter in ("temples", "towns", "ports", "markets", "markets+ports", "towns+temples"):
        buildings(t, [k[:-1] for k in counter.split("+")], v)
    elif counter == "ships+ports":
        ships = min(v, 4 * s.cfg["n"])
        situation(t, "ships", ships)
        buildings(t, ["port"], v - ships)
    elif counter == "hexes_unexplored":
        s.hex_out += s.hex_discard + s.hex_stack[v:]
        s.hex_stack, s.hex_discard = s.hex_stack[:v], []
    elif counter == "characters":
        own_cards(t, ["character"], v)
    elif counter == "progress":
        own_cards(t, ["progress"], v)
    elif counter == "cards":
        own_cards(t, ["character", "progress"], v)
    elif counter == "population":
        citizens(t, v)
    elif counter == "bank_empty_types":
        for res in RESOURCES[:v]:
            t.give(0, **{res: s.bank[res]})
    elif counter == "bank_florins":
        t.give(0, florins=s.bank_florins - v)
    elif counter == "ships":
        for i in range(v):
            t.ship(i % s.cfg["n"], 0)
    elif counter == "surplus":
        s.surplus = v
    else:
        raise KeyError(counter)


def nudge(t):
    """Two harmless actions in seat 0's phase-5 turn (an offer opened and cancelled)."""
    t.do(0, "offer", 1)
    t.do(0, "cancel")


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("objective", sorted(ENDS))
def test_objective_end_condition_threshold_r11_1(make_table, objective, n):
    """R11.1: after every action every player's end condition is checked. One below the
    threshold nothing happens; at it the card is revealed and the game ends at the end
    of the current phase-5 turn (R11). The holder here is the last seat, not the one
    acting."""
    if objective == "S09" and n == 2:          # R11.1: removed in 2-player games
        assert 2 in make_table(2).c.objectives["S09"].without_players
        return
    counter, threshold = ENDS[objective]
    th = threshold(n)
    holder = n - 1
    near = th + 1 if counter in AT_MOST else th - 1
    t = make_table(n, length=LENGTH[objective[0]])
    t.objective(holder, objective)
    situation(t, counter, near)
    nudge(t)
    assert t.s.ending is None and not t.p(holder)["revealed"]
    t = make_table(n, length=LENGTH[objective[0]])
    t.objective(holder, objective)
    situation(t, counter, th)
    t.do(0, "offer", 1)
    assert t.p(holder)["revealed"] and t.s.ending["seat"] == holder
    assert engine.view(t.s, 0)["players"][holder]["objective"] == objective
    assert t.s.over is None and engine.to_act(t.s) == 0      # the turn goes on
    t.do(0, "cancel")
    t.do(0, "pass")
    assert t.s.over is not None and engine.to_act(t.s) is None
    res = engine.result(t.s)
    assert res["reason"] == "objective"
    assert res["trigger"] == {"seat": holder, "objective": objective}


def test_objective_met_mid_turn_the_turn_goes_on_r11(m):
    """R11: a temple built in seat 0's turn meets S02 (temples >= n); seat 0 may still
    use a card in that turn; the game ends when the turn ends, before seat 1 plays."""
    t = m
    for _ in range(2):
        t.building(t.fresh(), 0, "temple")
    b = t.citizen(0, t.A)
    t.citizen(0, t.A)
    t.give(0, stone=2)
    t.s.surplus = 4
    t.own(0, "A16")
    t.objective(2, "S02")
    t.do(0, "place_disc", "build")
    t.do(0, "build", "temple", b, 0)
    assert t.p(2)["revealed"] and t.s.over is None
    t.do(0, "use_card", "A16")
    assert t.s.surplus == 3 and t.s.over is None
    t.do(0, "end_turn")
    assert t.s.over is not None and engine.result(t.s)["trigger"]["seat"] == 2
    assert engine.result(t.s)["step"] == {"kind": "turn", "seat": 0, "phase": "actions"}


def test_objective_met_by_taxes_bank_florins_r11_1(m):
    """M10: the bank has no florins, reached by a Taxes action (R5.13)."""
    t = m
    t.citizen(0, t.A)
    t.give(1, florins=t.s.bank_florins - 2)
    t.objective(1, "M10")
    t.do(0, "place_disc", "taxes")
    assert t.s.bank_florins == 0 and t.p(1)["revealed"]
    t.do(0, "end_turn")
    assert engine.result(t.s)["trigger"] == {"seat": 1, "objective": "M10"}


def test_objective_in_phase_6_ends_after_the_step_r11(m, content):
    """R11: outside phase 5 the game ends at the end of the current step: a phase-6 buy
    meets S04 (progress cards in play >= n+2); the buyer still turns a card; the slots
    are not refilled (ruling 2026-12-06: the refill follows the step, issue 43); the next
    player gets no step."""
    t = m
    own_cards(t, ["progress"], 4)
    t.objective(0, "S04")
    card = next(c for c in reversed(t.s.deck) if content.cards[c].type == "progress")
    t.s.deck.remove(card)
    t.s.deck.append(t.s.slots[0][0])
    slot = 0
    t.s.slots[slot] = (card, 2)                           # price 2
    t.phase6()
    t.do(0, "buy", slot)
    assert t.p(0)["revealed"] and t.s.over is None and t.top["k"] == "p6_step"
    t.do(0, "turn", (slot + 1) % 5)
    assert t.s.over is not None and t.s.slots[slot] is None
    assert engine.result(t.s)["reason"] == "objective"


def test_objective_in_a_crisis_ends_after_the_phase_4_step_r11(m):
    """R11: in phase 4, the Benefactor florin taken from the bank's last florin meets M10;
    the other players still answer the crisis; then the game ends."""
    t = m
    t.s.trend = "T01"
    for _ in range(3):
        h = t.fresh()
        t.building(h, 0, "temple", occupant=t.citizen(1, h, engaged=1))
    t.give(0, wood=1)
    t.give(2, florins=t.s.bank_florins - 1)
    t.objective(2, "M10")
    t.balance("A10")                                      # export: wood, fruit, fish
    t.do(0, "deliver", "wood", "stock")
    t.do(0, "benefactor", "take")
    assert t.s.bank_florins == 0 and t.p(2)["revealed"] and t.s.over is None
    t.do(0, "done")
    t.do(1, "done")
    assert t.s.over is None and t.top["seat"] == 2
    t.do(2, "done")
    assert t.s.over is not None and t.s.rebellion == 2
    assert t.s.phase == "balance"
    assert engine.result(t.s)["step"] == {"kind": "balance", "seat": None, "phase": "balance"}


def test_objective_by_an_event_ends_after_phase_4_r11(m):
    """R11, R11.1: L02 (the bank out of 5 resource types) met by Bountiful Harvest (one
    cube of each type from the bank to the domestic market) in phase 4: no phase-5 turn
    follows."""
    t = m
    for res in RESOURCES[:5]:
        t.give(0, **{res: t.s.bank[res] - 1})          # one cube of each of five types left
    t.objective(1, "L02")
    t.balance("A47")
    assert [t.s.bank[r] for r in RESOURCES[:5]] == [0] * 5 and t.s.over is not None
    assert engine.result(t.s)["trigger"] == {"seat": 1, "objective": "L02"}


def test_two_conditions_at_once_first_in_turn_order_triggers_r11(m):
    """R11, R11.1: two conditions met by one action: both cards are revealed; the ending
    names the holder first in turn order."""
    t = m
    t.s.piles = [0, 0, 0]
    t.s.tokens_box = 24
    t.objective(1, "S01")
    t.objective(2, "S10")
    t.s.order = (2, 0, 1)
    t.turn(0)
    nudge(t)
    assert t.p(1)["revealed"] and t.p(2)["revealed"] and t.s.ending["seat"] == 2


# --- R6.6 / R11 independence ------------------------------------------------------------

@pytest.mark.parametrize("separatist", ["S10", "M10", "L10"])
def test_independence_separatist_wins_alone_r11(make_table, separatist):
    """R6.6, R11: rebellion above population ends the game at once; the Separatist's
    holder wins alone."""
    t = make_table(3, length=LENGTH[separatist[0]])
    others = [o.id for o in t.c.objectives.values()
              if o.length == LENGTH[separatist[0]] and o.scoring["kind"] == "rank"]
    t.objective(0, others[0])
    t.objective(1, separatist)
    t.objective(2, others[1])
    t.put("H01a", 1, 0)
    t.citizen(0, 1)
    t.s.rebellion = 1
    t.do(0, "place_disc", "taxes")                      # rebellion 2 > population 1
    assert t.s.over is not None and engine.to_act(t.s) is None
    assert t.p(0)["florins"] == 10                      # no income after independence
    res = engine.result(t.s)
    assert res["reason"] == "independence" and res["winners"] == [1]
    assert all(p["revealed"] for p in t.s.players)


def test_independence_without_separatist_everybody_loses_r11(m):
    """R6.6, R11: independence without a Separatist holder: nobody wins."""
    t = m
    t.objective(0, "S01")
    t.objective(1, "S02")
    t.objective(2, "S03")
    t.citizen(0, t.A)
    t.s.rebellion = 1
    t.do(0, "place_disc", "taxes")
    res = engine.result(t.s)
    assert res["reason"] == "independence" and res["winners"] == []


def test_independence_overrides_a_met_objective_r6_6(m):
    """R6.6: independence ends the game at once, even after an objective was met in the
    same turn."""
    t = m
    t.s.piles = [0, 0, 8]
    t.s.tokens_box = 16
    t.objective(0, "S01")
    t.objective(1, "S10")
    t.citizen(0, t.A)
    t.s.rebellion = 1
    nudge(t)
    assert t.s.ending is not None
    t.do(0, "place_disc", "taxes")
    assert engine.result(t.s)["reason"] == "independence"
    assert engine.result(t.s)["winners"] == [1]


# --- R11 scoring ---------------------------------------------------------------------------

def finish(t, seat=0):
    """End the game by seat's objective now (as a met condition does at a step's end)."""
    t.s.ending = {"seat": seat, "objective": t.p(seat)["objective"], "round": t.s.round,
                  "phase": t.s.phase}
    ending.finish_by_objective(t.s)
    return engine.result(t.s)


def set_florins(t, seat, k):
    p = t.p(seat)
    t.s.bank_florins += p["florins"] - k
    p["florins"] = k


def test_objective_ranking_ties_and_zero_r11(make_table):
    """R11: 3, 2, 1 for the best three; tied players score the same and the next is not
    pushed down (5,5,3,1 -> 3,3,2,1); a player with 0 of the criterion scores nothing."""
    t = make_table(4)
    t.objective(0, "S01")                               # florins
    t.objective(1, "S07")                               # explorer tokens
    for seat, k in enumerate([5, 5, 3, 1]):
        set_florins(t, seat, k)
    for seat, k in enumerate([2, 0, 0, 1]):
        t.p(seat)["tokens"] = k
        t.s.piles[0] -= k
    t.s.trend = None
    res = finish(t)
    assert [res["scores"][s]["objective S01"] for s in range(4)] == [3, 3, 2, 1]
    assert [res["scores"][s]["objective S07"] for s in range(4)] == [3, 0, 0, 2]


def test_trend_ranking_ties_r11_2(make_table):
    """DECK 4: 4, 3, 2 with the same tie rule (5,5,3,1 -> 4,4,3,2); 0 scores nothing."""
    t = make_table(5)
    t.s.trend = "T12"                                   # Courtier: florins bid
    for seat, k in enumerate([5, 5, 3, 1, 0]):
        t.p(seat)["stats"]["florins_bid"] = k
    res = finish(t)
    assert [res["scores"][s]["trend T12"] for s in range(5)] == [4, 4, 3, 2, 0]


def test_card_vp_wonders_only_if_built_r11(m):
    """R11, DECK 0.3: printed VP of owned cards; a wonder's only if built."""
    t = m
    for c in ("A22", "A36", "A04", "A13"):              # 2 + 2 + 1 + 1
        t.own(0, c)
    t.own(1, "A44")                                     # Cathedral, 2 VP, not built
    t.own(1, "A46")                                     # Pyramid, 2 VP, built
    t.own(1, "A21")                                     # 1 VP
    u = pieces.free_slot(t.s, pieces.citizen_slots(t.s, 1))
    t.s.units[u] = (pieces.ON_WONDER, -1, 1, 0, -1, -1)
    t.s.built["A46"] = 1
    t.s.trend = None
    res = finish(t)
    assert [res["scores"][s]["cards"] for s in range(3)] == [6, 3, 0]


@pytest.mark.parametrize("objective,margin", [("S09", 15), ("M09", 12), ("L09", 10)])
def test_pacifist_scores_its_holder_only_r11(make_table, objective, margin):
    """R11: Pacifist: its holder scores 3 if population - rebellion exceeds the card's
    value; nobody else scores on it."""
    for reb, pts in ((0, 3), (1, 0)):
        t = make_table(3, length=LENGTH[objective[0]])
        t.objective(1, objective)
        citizens(t, margin + 1)
        t.s.rebellion = reb
        t.s.trend = None
        res = finish(t, 1)
        assert [res["scores"][s][f"objective {objective}"] for s in range(3)] == [0, pts, 0]


def test_grand_winner_florins_tie_break_and_shared_victory_r11(make_table):
    """R11: most points wins; a tie goes to the most florins; still tied, a shared
    victory."""
    t = make_table(4)
    t.objective(0, "S07")                               # explorer tokens: nobody has any
    t.own(1, "A22")                                     # 2 VP
    t.own(2, "A36")                                     # 2 VP
    t.own(3, "A04")                                     # 1 VP
    t.s.trend = None
    res = finish(t)
    assert res["totals"] == [0, 2, 2, 1]
    assert res["winners"] == [1, 2] and res["ranks"] == [4, 1, 1, 3]
    set_florins(t, 1, 9)
    res = engine.result(t.s)
    assert res["winners"] == [2] and res["ranks"] == [4, 2, 1, 3]


def test_result_keys_r11(m):
    """R11: result() is None while the game runs; then it gives the reason, the trigger, the
    round, the step that ended the game (issue 43; here a phase ending as a whole), points
    by source, totals, florins, ranks, winners and objectives; the Separatist is not
    ranked."""
    t = m
    t.objective(0, "S01")
    t.objective(1, "S02")
    t.objective(2, "S10")
    assert engine.result(t.s) is None
    res = finish(t)
    assert set(res) == {"reason", "trigger", "round", "step", "scores", "totals", "florins",
                        "ranks", "winners", "objectives"}
    assert res["step"] == {"kind": "actions", "seat": None, "phase": "actions"}
    assert res["objectives"] == ["S01", "S02", "S10"]
    assert res["round"] == t.s.round and res["florins"] == [10, 10, 10]
    assert all(sum(d.values()) == tot for d, tot in zip(res["scores"], res["totals"]))
    assert "objective S10" not in res["scores"][2]        # Separatist: not ranked
    assert engine.view(t.s, 0)["result"] == res


# R11.1 lower halves: the criterion of every ranked objective, written from the rules.
CRITERIA = {
    "S01": "florins", "S02": "characters", "S03": "temples", "S04": "markets",
    "S05": "ports", "S06": "progress", "S07": "tokens", "S08": "cubes.iron",
    "M01": "town_icons.wood", "M02": "cards", "M03": "cubes.fish",
    "M04": "town_icons.iron", "M05": "temples", "M06": "florins", "M07": "tokens",
    "M08": "ports+markets", "L01": "temples", "L02": "ports", "L03": "tokens",
    "L04": "florins", "L05": "characters", "L06": "progress", "L07": "town_icons.fish",
    "L08": "town_icons.fruit",
}
# faces with exactly one icon of a resource and a land area for a town
ICON_FACES = {
    "wood": ["H23a", "H14b", "H02b"],
    "iron": ["H11a", "H14b", "H17a"],
    "fish": ["H05b", "H09b", "H12b"],
    "fruit": ["H02a", "H07b", "H19a"],
}


def give_measure(t, seat, what, k):
    """Seat gets exactly k of the measure (seats start with 10 florins, nothing else)."""
    if what == "florins":
        set_florins(t, seat, k)
    elif what == "tokens":
        t.p(seat)["tokens"] = k
        t.s.piles[2] -= k
    elif what.startswith("cubes."):
        t.give(seat, **{what[6:]: k})
    elif what in ("characters", "progress", "cards"):
        kinds = {"characters": ["character"], "progress": ["progress"],
                 "cards": ["character", "progress"]}[what]
        pools = [[c.id for c in t.c.cards.values() if c.type == x and c.id not in t.s.owner]
                 for x in kinds]
        for i in range(k):
            t.own(seat, pools[i % len(pools)][i // len(pools)])
    elif what.startswith("town_icons."):
        res = what[len("town_icons."):]
        used = {t.c.faces[h[2]].hex_id for h in t.s.hexes}
        faces = [f for f in ICON_FACES[res] if t.c.faces[f].hex_id not in used][:k]
        for face in faces:
            assert [r for _, r in t.c.faces[face].icons].count(res) == 1
            h = t.far(face)
            t.building(h, 0, "town", occupant=t.citizen(seat, h, engaged=1))
    else:
        kinds = what.split("+")
        for i in range(k):
            h = t.fresh()
            kind = kinds[i % len(kinds)][:-1]
            t.building(h, 0, kind, occupant=t.citizen(seat, h, engaged=1))


@pytest.mark.parametrize("objective", sorted(CRITERIA))
def test_each_objective_criterion_r11_1(make_table, objective):
    """R11.1: each ranked objective's lower half, measured on the table: 2 of it ranks
    first (3 points), 1 second (2 points), 0 nothing."""
    t = make_table(3, length=LENGTH[objective[0]])
    t.objective(2, objective)
    what = CRITERIA[objective]
    for seat, k in ((0, 2), (1, 1), (2, 0)):
        give_measure(t, seat, what, k)
    t.s.trend = None
    res = finish(t, 2)
    assert [res["scores"][s][f"objective {objective}"] for s in range(3)] == [3, 2, 0]


# DECK 4: each trend's criterion, built on the table (tracked ones through their counter).
def trend_measure(t, seat, trend, k):
    s = t.s
    if trend == "T02":
        for _ in range(k):
            t.ship(seat, 0)
    elif trend in ("T03", "T10"):
        kinds = ["town"] if trend == "T03" else ["market", "temple"]
        for i in range(k):
            h = t.fresh()
            t.building(h, 0, kinds[i % len(kinds)], occupant=t.citizen(seat, h, engaged=1))
    elif trend == "T04":
        h = t.fresh()
        for i in range(k):
            t.citizen(seat, h, down=2 if i == 0 else 0)       # a rebel counts
        u = pieces.free_slot(s, pieces.citizen_slots(s, seat))
        s.units[u] = (pieces.ON_WONDER, -1, 1, 0, -1, -1)      # a wonder one does not
    elif trend == "T05":
        wonders = [c for c in ("A44", "A45", "A46") if c not in s.owner]
        for c in wonders[:k]:
            t.own(seat, c)
            u = pieces.free_slot(s, pieces.citizen_slots(s, seat))
            s.units[u] = (pieces.ON_WONDER, -1, 1, 0, -1, -1)
            s.built[c] = seat
        t.own(seat, "A47")                                     # unbuilt: no count
    elif trend == "T06":
        for _ in range(k):
            h = t.fresh()
            t.citizen(seat, h)
            t.citizen(seat, h)
        t.ship(seat, 0)                                        # ships do not count
    else:
        stat = {"T01": "benefactor_florins", "T07": "hexes_placed",
                "T08": "export_cubes_sold", "T09": "foreign_citizens_fed",
                "T11": "rebellion_lowered_by_cards", "T12": "florins_bid"}[trend]
        t.p(seat)["stats"][stat] = k
        if trend == "T01":
            s.bank_florins -= k


@pytest.mark.parametrize("trend", [f"T{i:02d}" for i in range(1, 13)])
def test_each_trend_criterion_deck_4(make_table, trend):
    """DECK 4, R11.2: each trend's criterion (state or tracked) ranks the players 4, 3, 2; 0
    scores nothing."""
    t = make_table(3)
    for seat, k in ((0, 1), (1, 2), (2, 0)):
        trend_measure(t, seat, trend, k)
    t.s.trend = trend
    t.objective(0, "S01")
    res = finish(t)
    assert [res["scores"][s][f"trend {trend}"] for s in range(3)] == [3, 4, 0]
