"""The game session without drawing (archipelago/match): who may look at the screen,
curtains, the barrier set and undo by replay, logs per viewer, the "since your last
turn" summary, bots that see only their own seat."""
import random

import pytest

from archipelago import engine
from archipelago.history import BARRIER_EVENTS, is_barrier, replay
from archipelago.match.runner import BotRunner
from archipelago.match.session import Seat, Session
from archipelago.saves import format as save_format


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


def calm(legal, rng):
    """A random human: answers crises, rarely opens offers."""
    c = [a for a in legal if a.kind in ("deliver", "stand", "temple")] or \
        [a for a in legal if a.kind not in ("offer",)] or legal
    return rng.choice(c)


def drive(s, rng, until, runner=None, undo_rate=0.0, steps=5000):
    """Play a session: curtains dismissed, bots by the runner, humans at random."""
    runner = runner or BotRunner(threaded=False)
    for _ in range(steps):
        if until(s) or s.over:
            return
        if s.curtain_pending():
            s.dismiss_curtain()
            continue
        if s.bot_to_act():
            runner.start(s.bot_job(1))
            actions, err = runner.poll()
            assert err is None
            for a in actions:
                s.apply(a)
            continue
        if undo_rate and s.can_undo() and rng.random() < undo_rate:
            s.undo()
            continue
        s.apply(calm(s.legal(), rng))


def test_barrier_set_is_defined_once_and_used():
    assert {"hex_drawn", "reveal", "refill", "bids", "reshuffle", "balance", "objective_met"} <= BARRIER_EVENTS
    assert is_barrier([{"type": "hex_drawn"}])
    assert is_barrier([], [("r", "hex_stack", ())])
    assert not is_barrier([{"type": "harvest"}], [("a", 0, "harvest", ())])


def test_one_human_sees_own_view_and_no_curtain(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=3)
    runner = BotRunner(threaded=False)
    rng = random.Random(1)
    bot_moves = 0
    for _ in range(3000):
        if s.over:
            break
        assert not s.curtain_pending()
        assert s.viewer() == 0            # the only human's screen, also while bots play
        if s.bot_to_act():
            runner.start(s.bot_job(1))
            for a in runner.poll()[0]:
                s.apply(a)
                bot_moves += 1
        else:
            s.apply(calm(s.legal(), rng))
    assert bot_moves > 20


def test_two_humans_curtain_at_every_switch(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=4)
    runner = BotRunner(threaded=False)
    rng = random.Random(2)
    last_human, switches, curtains, arrivals, moments = None, 0, 0, 0, []
    for _ in range(3000):
        if s.over:
            break
        if s.curtain_pending():
            if s.handing_over():                        # the last person's result, until the table lifts it
                assert s.viewer() == s.history[-1].seat != s.to_act
                s.leave_screen()
            assert s.viewer() is None                   # only the public view under a curtain
            seat = s.curtain_for()
            assert seat is not None and seat != s.holder
            s.dismiss_curtain()
            curtains += 1
            continue
        if s.objective_due() is not None:               # after the deal: each person's objective
            assert s.viewer() == s.objective_due() == s.holder
            moments.append(s.objective_due())
            s.objective_read()
            continue
        if s.bot_to_act():
            assert s.viewer() is None                   # between two humans: public
            runner.start(s.bot_job(1))
            for a in runner.poll()[0]:
                s.apply(a)
            continue
        seat = s.to_act
        assert s.viewer() == seat == s.holder
        if last_human is not None and seat != last_human:
            switches += 1
        if not s.history or s.history[-1].seat != seat or s.history[-1].events and any(
                e["type"] == "objective_met" for e in s.history[-1].events):
            arrivals += 1                               # after another seat (bots too) or a reveal
        last_human = seat
        s.apply(calm(s.legal(), rng))
    # a curtain at every switch between the humans, and also when a human comes back to
    # the screen after bots played on the public view (issue 18, path 1)
    assert switches >= 5 and curtains - len(moments) == arrivals > switches
    assert moments == [0, 1]                            # one objective curtain each, in seat order


def test_curtain_off_shows_the_deciding_human(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob")], "short", seed=5, curtains=False)
    rng = random.Random(3)
    for _ in range(200):
        if s.over:
            break
        assert not s.curtain_pending()
        assert s.viewer() == s.to_act
        s.apply(calm(s.legal(), rng))


def test_undo_rebuilds_exactly_and_stops_at_barriers(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=6)
    rng = random.Random(4)
    undone = refused_barrier = refused_handoff = 0
    for _ in range(2500):
        if s.over or s.state.round >= 5:
            break
        if s.curtain_pending() or s.bot_to_act():
            drive(s, rng, lambda x: not x.bot_to_act() and not x.curtain_pending())
            continue
        before = engine.to_dict(s.state)
        legal = s.legal()
        explore = [a for a in legal if a.args[:1] == ("exploration",) or a.kind in ("explore_take", "explore_discard")]
        rec = s.apply(explore[0] if explore and rng.random() < 0.7 else calm(legal, rng))
        if s.to_act == rec.seat:
            if rec.barrier:
                assert not s.can_undo()
                refused_barrier += 1
            elif rng.random() < 0.5:
                assert s.can_undo()
                assert s.undo()
                assert engine.to_dict(s.state) == before          # exactly the state before
                undone += 1
        elif s.is_human(s.to_act) is False:
            refused_handoff += 1
    assert undone > 10 and refused_barrier > 0 and refused_handoff > 0


def test_undo_never_rerolls(content):
    """Undo and redo the same action: the same hexes and cards come (randomness is in the log)."""
    s = Session.new(content, [Seat("Ann"), Seat("Bob")], "short", seed=8, curtains=False)
    rng = random.Random(5)
    for _ in range(300):
        if s.over:
            break
        legal = s.legal()
        a = calm(legal, rng)
        if s.can_undo() and rng.random() < 0.3:
            last = s.history[-1]
            s.undo()
            rec = s.apply(last.action)
            assert rec.events == last.events
        else:
            s.apply(a)
    fresh, _ = replay(content, s.state.cfg, [r.action for r in s.history])
    assert engine.to_dict(fresh) == engine.to_dict(s.state)


def test_undo_stops_at_a_handoff_and_a_load(content, tmp_path):
    s = Session.new(content, [Seat("Ann"), Seat("Bob")], "short", seed=9)
    rng = random.Random(6)
    drive(s, rng, lambda x: x.state.round >= 1 and x.state.phase == "actions" and not x.curtain_pending()
          and x.to_act is not None)
    # a curtain is a handoff: just after one, nothing to undo
    while not s.curtain_pending():
        s.apply(calm(s.legal(), rng))
    s.dismiss_curtain()
    assert not s.can_undo()
    path = s.save(tmp_path / "g.json")
    loaded = Session.load(content, path)
    assert loaded.curtain_pending() and loaded.viewer() is None       # a load starts at a curtain
    loaded.dismiss_curtain()
    assert not loaded.can_undo()
    assert len(loaded.history) == len(s.history)                      # events rebuilt by replay
    assert [r.events for r in loaded.history] == [r.events for r in s.history]


def test_logs_hide_other_seats_private_events(content):
    s = Session.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=2)
    drive(s, random.Random(1), lambda x: x.over or x.state.round >= 3)
    private = [(e, r) for r in s.history for e in r.events if e.get("vis") is not None]
    for viewer in (None, 0, 1, 2):
        entries = s.log_entries(viewer)
        assert all(len(e) == 3 and e[0] in ("header", "line") for e in entries)
    assert any(e[0] == "header" and e[1].endswith("'s turn") for e in s.log_entries(None))
    if private:
        e, _ = private[0]
        from archipelago.words import log_entry
        ent = log_entry(e, s.names)
        if ent:
            assert ent in s.log_entries(e["vis"])
            assert s.log_entries(None).count(ent) <= sum(1 for r in s.history for x in r.events
                                                         if x.get("vis") is None and log_entry(x, s.names) == ent)
    # the summary at a curtain is public only: no line that only a private event words
    from archipelago.words import log_entry
    lines, _ = s.since_last_turn(0)
    pub = {log[1] for log in s.log_entries(None)}
    secret = {ent[1] for e, _ in private if (ent := log_entry(e, s.names))} - pub
    assert lines and not any(ln[1] in secret for ln in lines)


class SpyBot:
    def __init__(self, inner):
        self.inner = inner
        self.views = []

    def choose(self, view, legal):
        self.views.append(view)
        return self.inner.choose(view, legal)


def test_bots_bid_without_seeing_human_bids(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=11)
    spies = {seat: SpyBot(s.bot(seat)) for seat in (1, 2)}
    s.bots.update(spies)
    rng = random.Random(7)
    runner = BotRunner(threaded=True)
    for _ in range(3000):
        if s.over or s.state.round >= 4:
            break
        if s.curtain_pending():
            s.dismiss_curtain()
        elif s.bot_to_act():
            runner.start(s.bot_job(10 ** 6, 5.0))
            import time
            t0 = time.time()
            while (res := runner.poll()) is None:
                assert time.time() - t0 < 10
                time.sleep(0.001)
            for a in res[0]:
                s.apply(a)
        else:
            bids = [a for a in s.legal() if a.kind == "bid"]
            s.apply(max(bids, key=lambda a: a.args[0]) if bids else calm(s.legal(), rng))
    runner.close()
    after_ann = 0
    for seat, spy in spies.items():
        for v in spy.views:
            assert v["seat"] == seat
            assert v["players"][0]["florins"] is None and v["players"][0]["cubes"] is None
            top = v["frames"][-1] if v["frames"] else {}
            if top.get("k") == "bids":
                assert isinstance(top["bids"], int)          # sealed: only how many have bid
                if top["bids"] and v["order"].index(0) < v["order"].index(seat):
                    after_ann += 1
    assert after_ann > 0


def test_saved_seats_and_styles(content, tmp_path):
    seats = [Seat("Ann", style=3), Seat("Bob", "bot", "easy"), Seat("Cy", "bot", "normal", 0)]
    s = Session.new(content, seats, "medium", seed=12)
    assert s.styles == [3, 1, 0]
    path = s.save(tmp_path / "x.json")
    doc = save_format.read(path)
    assert [d["style"] for d in doc["seats"]] == [3, 1, 0]
    loaded = Session.load(content, path)
    assert [(x.name, x.kind, x.level) for x in loaded.seats] == [(x.name, x.kind, x.level) for x in seats]
    assert loaded.styles == [3, 1, 0]
    assert engine.to_dict(loaded.state) == engine.to_dict(s.state)


class BrokenBot:
    def choose(self, view, legal):
        raise RuntimeError("oops")


def test_a_broken_bot_does_not_stop_the_game(content):
    s = Session.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot")], "short", seed=13)
    s.bots[0] = BrokenBot()
    runner = BotRunner(threaded=False)
    errors = 0
    for _ in range(50):
        runner.start(s.bot_job(10))
        actions, err = runner.poll()
        errors += bool(err)
        for a in actions:
            s.apply(a)
    assert errors and len(s.history) > 50
