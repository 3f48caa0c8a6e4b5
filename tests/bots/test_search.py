"""The expert level (issue 15): worlds drawn from one seat's view agree with that view and
with the rules; the search decides legally, within its budget, and never from hidden
information; a cancelled search answers at once."""

import random

import pytest

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.bots.search import SearchBot
from archipelago.engine import invariants


def positions(content, n, length, seed, every, rounds=4):
    """(state copy, seat) every `every` decisions of a heuristic game, to round `rounds`."""
    s = engine.new_game(content, [f"P{i}" for i in range(n)], length, seed)
    bots = [make_bot("heuristic", k, seed + k, content=content) for k in range(n)]
    out = []
    step = 0
    while engine.to_act(s) is not None and s.round <= rounds:
        seat = engine.to_act(s)
        legal = engine.legal_actions(s)
        if step % every == 0 and len(legal) > 1:
            out.append((engine.copy_state(s), seat))
        step += 1
        engine.apply(s, bots[seat].choose(engine.view(s, seat), legal))
    return out


def same_view(a, b):
    """Views equal but for the log's length (a world starts with an empty log)."""
    return {**a, "log_n": 0} == {**b, "log_n": 0}


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4])
def test_a_world_shows_the_seat_exactly_its_view(content, n):
    """R1 supplies conserved, every card and hex somewhere once, the same legal actions,
    and the seat's view unchanged: the world differs only in what the seat cannot see."""
    rng = random.Random(3)
    pos = positions(content, n, "medium", 40 + n, every=9, rounds=5)
    assert len(pos) > 20
    differs = 0
    for s, seat in pos:
        v = engine.view(s, seat)
        w = engine.resample(content, v, rng)
        assert invariants.check(w) == []
        assert same_view(engine.view(w, seat), v)
        assert engine.legal_actions(w) == engine.legal_actions(s)
        differs += w.deck != s.deck
    assert differs > len(pos) // 2          # the deck order is drawn, not copied


def test_worlds_deal_unknown_objectives_that_could_be_in_play(content):
    rng = random.Random(5)
    for s, seat in positions(content, 4, "short", 7, every=25, rounds=3):
        v = engine.view(s, seat)
        w = engine.resample(content, v, rng)
        objs = [p["objective"] for p in w.players]
        if s.round >= 1:
            assert None not in objs and len(set(objs)) == len(objs)
            assert objs[seat] == s.players[seat]["objective"]


def test_a_world_drawn_during_a_theft_lets_the_victim_pick_on(content):
    """DECK 2.1: while another player fills the fists of a theft (his picks hidden from this
    seat), a world drawn from this seat's view deals him a cube more than he has picked, so
    the world goes on with his pick as the real game does (a world that left him none had
    no legal action at all)."""
    rng = random.Random(11)
    s, seat = next((s, seat) for s, seat in positions(content, 3, "short", 5, every=7, rounds=3)
                   if s.round >= 2)
    victim = (seat + 1) % 3
    for other in {victim, (seat + 2) % 3}:  # the others' cubes back to the bank (R1: conserved)
        for res, k in s.players[other]["cubes"].items():
            s.bank[res] += k
        s.players[other]["cubes"] = dict.fromkeys(s.players[other]["cubes"], 0)
    first = sorted(s.bank)[0]
    s.players[victim]["cubes"][first] = 2   # his two cubes, one already in a fist
    s.bank[first] -= 2
    assert invariants.check(s) == []
    s.frames.append({"k": "fists", "seat": victim, "picks": (first,)})
    assert engine.to_act(s) == victim and engine.legal_actions(s)
    view = engine.view(s, seat)
    assert view["frames"][-1]["picks"] == 1             # hidden from this seat: a count
    for _ in range(40):
        w = engine.resample(content, view, rng)
        assert sum(w.players[victim]["cubes"].values()) >= 2
        assert [a.seat for a in engine.legal_actions(w)] and engine.to_act(w) == victim
        assert invariants.check(w) == []


def hide_differently(s, seat):
    """A twin of the state whose secrets from `seat` differ: the deck and hex stack below
    their visible tops shuffled, another seat's objective swapped for an unseen card, one
    florin and one cube moved between two other players."""
    t = engine.copy_state(s)
    rng = random.Random(9)
    below = t.deck[:-1]
    rng.shuffle(below)
    t.deck[:-1] = below
    below = t.hex_stack[:-1]
    rng.shuffle(below)
    t.hex_stack[:-1] = below
    others = [k for k in range(len(t.players)) if k != seat]
    a, b = others[0], others[-1]
    pa, pb = t.players[a], t.players[b]
    if pa["florins"]:
        pa["florins"] -= 1
        pb["florins"] += 1
    res = next((r for r, k in pa["cubes"].items() if k), None)
    if res is not None and a != b:
        pa["cubes"][res] -= 1
        pb["cubes"][res] += 1
    if a != b and not pa["revealed"] and not pb["revealed"]:
        pa["objective"], pb["objective"] = pb["objective"], pa["objective"]
    engine.touched(t)
    return t


@pytest.mark.slow
def test_the_search_never_reads_what_the_seat_cannot_see(content):
    """Same seed, same view, different hidden state: the same decision."""
    checked = 0
    for s, seat in positions(content, 3, "short", 21, every=11, rounds=3):
        t = hide_differently(s, seat)
        v, vt = engine.view(s, seat), engine.view(t, seat)
        if v != vt or t.deck == s.deck:
            continue
        legal = engine.legal_actions(s)
        one = SearchBot(seat, 4, content=content, budget=None, samples=2)
        two = SearchBot(seat, 4, content=content, budget=None, samples=2)
        one.clock = two.clock = lambda: 0.0     # its 2 s never run out: only the worlds count
        assert one.choose(v, legal) == two.choose(vt, engine.legal_actions(t))
        checked += one.last["worlds"] > 0
    assert checked >= 3


@pytest.mark.slow
def test_the_expert_decides_legally_within_a_small_budget(content):
    """A small budget on a clock that ticks at each look (no wall time in a test): the
    expert still searches and answers legally when the budget runs out."""
    searched = 0
    for s, seat in positions(content, 4, "medium", 33, every=13, rounds=4):
        legal = engine.legal_actions(s)
        bot = make_bot("heuristic", seat, 2, level="expert@0.05", content=content)
        assert bot.budget == 0.05
        ticks = [0.0]

        def clock():
            ticks[0] += 0.0005
            return ticks[0]
        bot.clock = clock
        a = bot.choose(engine.view(s, seat), legal)
        assert a in legal
        searched += bot.last["worlds"] > 0
    assert searched >= 3


def test_a_cancelled_search_answers_with_the_heuristic_choice(content):
    for s, seat in positions(content, 2, "short", 8, every=17, rounds=3):
        legal = engine.legal_actions(s)
        bot = SearchBot(seat, 1, content=content, budget=None, samples=10 ** 9)
        bot.cancelled = lambda: True          # as BotRunner.cancel makes it
        a = bot.choose(engine.view(s, seat), legal)
        assert a in legal and bot.last["worlds"] == 0


@pytest.mark.slow
def test_the_hard_level_searches_a_few_worlds_reproducibly(content):
    """Hard: a light search of a fixed number of worlds, so a seed replays exactly."""
    def game():
        s = engine.new_game(content, ["A", "B"], "short", 6)
        bots = [make_bot("heuristic", 0, 3, level="hard", content=content),
                make_bot("heuristic", 1, 3, level="normal", content=content)]
        out, searched = [], 0
        while engine.to_act(s) is not None and s.round <= 3:
            seat = engine.to_act(s)
            legal = engine.legal_actions(s)
            a = bots[seat].choose(engine.view(s, seat), legal)
            assert a in legal
            searched += seat == 0 and bots[0].last["worlds"] > 0
            engine.apply(s, a)
            out.append(a)
        assert isinstance(bots[0], SearchBot) and bots[0].budget is None
        assert all(b.last.get("worlds", 0) <= bots[0].samples for b in bots[:1])
        return out, searched
    first, searched = game()
    assert searched >= 5
    assert game()[0] == first


def ticking(step):
    """A clock that moves `step` seconds at each look: an expert's budget on it counts its
    looks (between worlds and every CHECK_EVERY actions of a rollout), so its searches, and
    the game, are the same on any machine at any load."""
    now = [0.0]

    def clock():
        now[0] += step
        return now[0]
    return clock


@pytest.mark.slow
def test_an_expert_game_ends_with_legal_actions(content):
    """A whole game with an expert (0.02 s a decision, racing its candidates) on a clock that
    counts looks: on wall time the game took 1 to 9 s, as the worlds searched in time
    changed the moves and so the game's length."""
    s = engine.new_game(content, ["A", "B"], "short", 12)
    bots = [make_bot("heuristic", 0, 1, level="expert@0.02", content=content),
            make_bot("heuristic", 1, 1, level="normal", content=content)]
    bots[0].clock = ticking(0.001)
    searched = worlds = 0
    while engine.to_act(s) is not None:
        seat = engine.to_act(s)
        legal = engine.legal_actions(s)
        a = bots[seat].choose(engine.view(s, seat), legal)
        assert a in legal
        if seat == 0 and bots[0].last["worlds"]:
            searched, worlds = searched + 1, worlds + bots[0].last["worlds"]
        engine.apply(s, a)
    assert engine.result(s) is not None and not bots[0].failures
    assert searched >= 20 and worlds > 2 * searched          # the budget let it search, races and all


def test_cancelling_the_workers_job_stops_an_endless_search(content):
    """Undo and quit never wait for a thinking bot: BotRunner.cancel ends its search."""
    import threading
    from archipelago.match.runner import BotRunner
    s, seat = next((s, seat) for s, seat in positions(content, 2, "short", 8, every=1, rounds=2)
                   if s.frames[-1]["k"] == "turn")
    bot = SearchBot(seat, 1, content=content, budget=None, samples=10 ** 9)
    thinking = threading.Event()
    world_of = bot.rollout

    def rollout(*args):
        thinking.set()
        return world_of(*args)
    bot.rollout = rollout
    runner = BotRunner(threaded=True)
    runner.start((engine.copy_state(s), {seat: bot}, 1, 60.0))
    assert thinking.wait(60)
    runner.cancel()
    runner.close()
    runner._thread.join(60)
    assert not runner._thread.is_alive() and runner.poll() is None


def test_racing_drops_a_candidate_clearly_behind_and_keeps_the_close_ones():
    """Issue 31: the expert's wide first round is raced: after a few worlds a candidate
    whose paired deficit to the leader is clearly negative stops being searched; a close
    one (deficits of both signs) stays, and so does the leader."""
    from archipelago.bots.search import race
    played = [[5.0, 4.0, 6.0, 5.5],          # leader
              [4.0, 4.5, 5.0, 5.0],          # close: behind in three worlds, ahead in one
              [1.0, 0.5, 2.0, 1.5],          # far behind in every world
              [5.0, 4.0, 6.0, 5.5]]          # a tie with the leader
    assert race([0, 1, 2, 3], played) == [0, 1, 3]
    assert race([1, 2], played) == [1]
