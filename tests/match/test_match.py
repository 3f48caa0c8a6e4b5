"""The match authority and its hot-seat screen without drawing (match/authority.py,
match/screen.py): who may look at the screen, curtains, the barrier set and undo by
replay, logs per viewer, the "since your last turn" summary, bots that see only their own
seat."""
import json
import random

import pytest

from archipelago import engine
from archipelago.history import BARRIER_EVENTS, is_barrier, replay
from archipelago.match.runner import BotRunner
from archipelago.match.authority import Match, Seat
from archipelago.match.journal import log_counts
from archipelago.match.screen import Screen
from archipelago.match.session import LocalGame
from archipelago.saves import format as save_format


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


def calm(legal, rng):
    """A random human: answers crises, rarely opens offers."""
    c = [a for a in legal if a.kind in ("deliver", "stand", "temple")] or \
        [a for a in legal if a.kind not in ("offer",)] or legal
    return rng.choice(c)


def game(content, seats, seed, length="short", curtains=True):
    """(match, its screen) of a new game."""
    m = Match.new(content, seats, length, seed=seed)
    return m, Screen(LocalGame(m), curtains)


def drive(m, scr, rng, until, runner=None, steps=5000):
    """Play a match: curtains dismissed, bots by the runner, humans at random."""
    runner = runner or BotRunner(threaded=False)
    for _ in range(steps):
        if until(m) or m.over:
            return
        if scr.curtain_pending():
            scr.dismiss_curtain()
            continue
        if m.bot_to_act():
            runner.start(m.bot_job(1))
            actions, err = runner.poll()
            assert err is None
            for a in actions:
                m.apply(a, by=m.to_act)
            continue
        m.apply(calm(m.legal(), rng), by=m.to_act)


def test_barrier_set_is_defined_once_and_used():
    assert {"hex_drawn", "reveal", "refill", "bids", "reshuffle", "balance", "objective_met"} <= BARRIER_EVENTS
    assert is_barrier([{"type": "hex_drawn"}])
    assert is_barrier([], [("r", "hex_stack", ())])
    assert not is_barrier([{"type": "harvest"}], [("a", 0, "harvest", ())])


def test_one_human_sees_own_view_and_no_curtain(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], 3)
    runner = BotRunner(threaded=False)
    rng = random.Random(1)
    bot_moves = 0
    for _ in range(3000):
        if m.over:
            break
        assert not scr.curtain_pending()
        assert scr.viewer() == 0            # the only human's screen, also while bots play
        if m.bot_to_act():
            runner.start(m.bot_job(1))
            for a in runner.poll()[0]:
                m.apply(a, by=m.to_act)
                bot_moves += 1
        else:
            m.apply(calm(m.legal(), rng), by=m.to_act)
    assert bot_moves > 20


def test_two_humans_curtain_at_every_switch(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], 4)
    runner = BotRunner(threaded=False)
    rng = random.Random(2)
    last_human, switches, curtains, arrivals, moments = None, 0, 0, 0, []
    for _ in range(3000):
        if m.over:
            break
        if scr.curtain_pending():
            if scr.handing_over():                      # the last person's result, until the table lifts it
                assert scr.viewer() == m.history[-1].seat != m.to_act
                scr.leave_screen()
            assert scr.viewer() is None                 # only the public view under a curtain
            seat = scr.curtain_for()
            assert seat is not None and seat != scr.cleared_for
            scr.dismiss_curtain()
            curtains += 1
            continue
        if scr.objective_due() is not None:             # after the deal: each person's objective
            assert scr.viewer() == scr.objective_due() == scr.cleared_for
            moments.append(scr.objective_due())
            scr.objective_read()
            continue
        if m.bot_to_act():
            assert scr.viewer() is None                 # between two humans: public
            runner.start(m.bot_job(1))
            for a in runner.poll()[0]:
                m.apply(a, by=m.to_act)
            continue
        seat = m.to_act
        assert scr.viewer() == seat == scr.cleared_for
        if last_human is not None and seat != last_human:
            switches += 1
        if not m.history or m.history[-1].seat != seat or m.history[-1].events and any(
                e["type"] == "objective_met" for e in m.history[-1].events):
            arrivals += 1                               # after another seat (bots too) or a reveal
        last_human = seat
        m.apply(calm(m.legal(), rng), by=m.to_act)
    # a curtain at every switch between the humans, and also when a human comes back to
    # the screen after bots played on the public view (issue 18, path 1)
    assert switches >= 5 and curtains - len(moments) == arrivals > switches
    assert moments == [0, 1]                            # one objective curtain each, in seat order


def test_curtain_off_shows_the_deciding_human(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob")], 5, curtains=False)
    rng = random.Random(3)
    for _ in range(200):
        if m.over:
            break
        assert not scr.curtain_pending()
        assert scr.viewer() == m.to_act
        m.apply(calm(m.legal(), rng), by=m.to_act)


def test_undo_rebuilds_exactly_and_stops_at_barriers(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], 6)
    rng = random.Random(4)
    undone = refused_barrier = refused_handoff = 0
    for _ in range(2500):
        if m.over or m.round >= 5:
            break
        if scr.curtain_pending() or m.bot_to_act():
            drive(m, scr, rng, lambda x: not x.bot_to_act() and not scr.curtain_pending())
            continue
        before = engine.to_dict(m._state)
        legal = m.legal()
        explore = [a for a in legal if a.args[:1] == ("exploration",) or a.kind in ("explore_take", "explore_discard")]
        rec = m.apply(explore[0] if explore and rng.random() < 0.7 else calm(legal, rng),
                      by=m.to_act)
        if m.to_act == rec.seat:
            if rec.barrier:
                assert not m.can_undo()
                refused_barrier += 1
            elif rng.random() < 0.5:
                assert m.can_undo()
                assert m.undo(by=m.to_act)
                assert engine.to_dict(m._state) == before          # exactly the state before
                undone += 1
        elif m.is_human(m.to_act) is False:
            refused_handoff += 1
    assert undone > 10 and refused_barrier > 0 and refused_handoff > 0


def test_undo_never_rerolls(content):
    """Undo and redo the same action: the same hexes and cards come (randomness is in the log)."""
    m = Match.new(content, [Seat("Ann"), Seat("Bob")], "short", seed=8)         # (undo needs no screen)
    rng = random.Random(5)
    for _ in range(300):
        if m.over:
            break
        legal = m.legal()
        a = calm(legal, rng)
        if m.can_undo() and rng.random() < 0.3:
            last = m.history[-1]
            m.undo(by=m.to_act)
            rec = m.apply(last.action, by=m.to_act)
            assert rec.events == last.events
        else:
            m.apply(a, by=m.to_act)
    fresh, _ = replay(content, m._state.cfg, [r.action for r in m.history])
    assert engine.to_dict(fresh) == engine.to_dict(m._state)


def test_undo_stops_at_a_handoff_and_a_load(content, tmp_path):
    m, scr = game(content, [Seat("Ann"), Seat("Bob")], 9)
    rng = random.Random(6)
    drive(m, scr, rng, lambda x: x.round >= 1 and x.view(None)["phase"] == "actions"
          and not scr.curtain_pending() and x.to_act is not None)
    # a curtain is a handoff: just after one, nothing to undo
    while not scr.curtain_pending():
        m.apply(calm(m.legal(), rng), by=m.to_act)
    scr.dismiss_curtain()
    assert not m.can_undo()
    path = m.save(tmp_path / "g.json")
    loaded = Match.load(content, path)
    back = Screen(LocalGame(loaded))
    assert back.curtain_pending() and back.viewer() is None          # a load starts at a curtain
    back.dismiss_curtain()
    assert not loaded.can_undo()
    assert len(loaded.history) == len(m.history)                      # events rebuilt by replay
    assert [r.events for r in loaded.history] == [r.events for r in m.history]


def test_logs_hide_other_seats_private_events(content):
    m, scr = game(content, [Seat("Ann", "bot"), Seat("Bob", "bot"), Seat("Cy", "bot")], 2)
    drive(m, scr, random.Random(1), lambda x: x.over or x.round >= 3)
    private = [(e, r) for r in m.history for e in r.events if e.get("vis") is not None]
    for viewer in (None, 0, 1, 2):
        entries = m.log_entries(viewer)
        assert all(len(e) == 3 and e[0] in ("header", "line") for e in entries)
    assert any(e[0] == "header" and e[1].endswith("'s turn") for e in m.log_entries(None))
    if private:
        e, _ = private[0]
        from archipelago.words.log import log_entry
        ent = log_entry(e, m.names)
        if ent:
            assert ent in m.log_entries(e["vis"])
            assert m.log_entries(None).count(ent) <= sum(1 for r in m.history for x in r.events
                                                         if x.get("vis") is None and log_entry(x, m.names) == ent)
    # the summary at a curtain is public only: no line that only a private event words
    from archipelago.words.log import log_entry
    pub = {log[1] for log in m.log_entries(None)}
    secret = {ent[1] for e, _ in private if (ent := log_entry(e, m.names))} - pub
    summaries = [m.since_last_turn(seat)[0] for seat in range(3)]    # whoever moved last has none
    assert any(summaries)
    assert not any(ln[1] in secret for lines in summaries for ln in lines)


class SpyBot:
    def __init__(self, inner):
        self.inner = inner
        self.views = []

    def choose(self, view, legal):
        self.views.append(view)
        return self.inner.choose(view, legal)


def test_bots_bid_without_seeing_human_bids(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], 11)
    spies = {seat: SpyBot(m.bot(seat)) for seat in (1, 2)}
    m.bots.update(spies)
    rng = random.Random(7)
    runner = BotRunner(threaded=True)
    for _ in range(3000):
        if m.over or m.round >= 4:
            break
        if scr.curtain_pending():
            scr.dismiss_curtain()
        elif m.bot_to_act():
            runner.start(m.bot_job(10 ** 6, 5.0))
            import time
            t0 = time.time()
            while (res := runner.poll()) is None:
                assert time.time() - t0 < 10
                time.sleep(0.001)
            for a in res[0]:
                m.apply(a, by=m.to_act)
        else:
            bids = [a for a in m.legal() if a.kind == "bid"]
            m.apply(max(bids, key=lambda a: a.args[0]) if bids else calm(m.legal(), rng),
                    by=m.to_act)
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
    m = Match.new(content, seats, "medium", seed=12)
    assert m.styles == [3, 1, 0]
    path = m.save(tmp_path / "x.json")
    doc = save_format.read(path)
    assert [d["style"] for d in doc["seats"]] == [3, 1, 0]
    loaded = Match.load(content, path)
    assert [(x.name, x.kind, x.level) for x in loaded.seats] == [(x.name, x.kind, x.level) for x in seats]
    assert loaded.styles == [3, 1, 0]
    assert engine.to_dict(loaded._state) == engine.to_dict(m._state)


def test_a_person_at_another_screen_is_kept_in_saves_and_undoes_as_a_person(content, tmp_path):
    """Issue 36: a "remote" seat, a third kind beside human and bot, is kept in saves (the
    summary names it), read back by Seat.from_dict and the save's check; it is a person to
    the authority (undo is theirs, no bot plays it); an unknown kind is still refused."""
    seats = [Seat("Ann", "remote"), Seat("Bob", "bot"), Seat("Cy")]
    m = Match.new(content, seats, "short", seed=14)
    path = m.save(tmp_path / "remote.json")
    doc = save_format.read(path)
    assert [d["kind"] for d in doc["seats"]] == [d["kind"] for d in doc["summary"]["seats"]] == \
        ["remote", "bot", "human"]
    loaded = Match.load(content, path)
    assert [s.kind for s in loaded.seats] == ["remote", "bot", "human"]
    assert Seat.from_dict({"name": "Di", "kind": "remote"}).person and not Seat("Di", "remote").human
    with pytest.raises(ValueError):
        Seat.from_dict({"name": "Di", "kind": "ghost"})
    doc["seats"][0]["kind"] = "ghost"
    bad = tmp_path / "ghost.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(save_format.SaveError, match="neither a person nor a bot"):
        Match.load(content, bad)
    rng = random.Random(14)
    undone = 0
    while loaded.round < 2:
        seat = loaded.to_act
        assert loaded.is_person(seat) == (seat != 1) != loaded.is_bot(seat)
        loaded.apply(calm(loaded.legal(), rng), by=seat)
        if seat == 0 and loaded.can_undo(0) and rng.random() < 0.5:
            assert loaded.undo(by=0) is not None
            undone += 1
    assert undone > 0 and set(loaded.bot_job()[1]) == {1}


class BrokenBot:
    def choose(self, view, legal):
        raise RuntimeError("oops")


def test_a_broken_bot_does_not_stop_the_game(content):
    m = Match.new(content, [Seat("Ann", "bot"), Seat("Bob", "bot")], "short", seed=13)
    m.bots[0] = BrokenBot()
    runner = BotRunner(threaded=False)
    errors = 0
    for _ in range(50):
        runner.start(m.bot_job(10))
        actions, err = runner.poll()
        errors += bool(err)
        for a in actions:
            m.apply(a, by=m.to_act)
    assert errors and len(m.history) > 50


def test_the_log_after_each_undo_is_the_one_written_afresh(content):
    """An undo writes the log on from before the action taken back (journal.Logs.take_back,
    not the whole log again): after each undo, and after the next action, every viewer's log
    equals one written from the whole journal; two undos in a row too."""
    m = Match.new(content, [Seat("Ann"), Seat("Bob")], "short", seed=8)
    rng = random.Random(7)
    undone = twice = 0
    for _ in range(400):
        if m.over:
            break
        for viewer in (None, 0, 1):                      # every book written up to here
            m.log_entries(viewer)
        if m.can_undo() and rng.random() < 0.4:
            m.undo(by=m.to_act)
            undone += 1
            if m.can_undo() and rng.random() < 0.5:
                m.undo(by=m.to_act)
                twice += 1
        else:
            m.apply(calm(m.legal(), rng), by=m.to_act)
        for viewer in (None, 0, 1):
            assert m.log_entries(viewer) == log_counts(content, m.names, viewer, m._journal)[0]
    assert undone > 10 and twice > 0
