"""The host (issue 36, match/host.py): the bots' pacing and the autosaves, taken out of the
game scene. Every bot move goes through the authority's check, spoken for its own seat;
a paced bot moves one action `delay` seconds after the last and only once the screen has
shown it; Space skips to the next person; no bot ever plays a person's seat, here or at
another screen; autosaves are written when the authority says one is due, and a failed
write is kept, never raised."""
from __future__ import annotations

import random

import pytest

from archipelago.history import secret_entry_open
from archipelago.match.authority import Match, Seat
from archipelago.match.host import Host
from archipelago.saves import fileio

from .test_match import calm


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


def spoken(m):
    """Every (action, by) the match is asked to apply from now on."""
    asked = []
    apply = m.apply

    def spy(action, *, by):
        asked.append((action, by))
        return apply(action, by=by)
    m.apply = spy
    return asked


@pytest.mark.slow
def test_host_plays_every_bot_move_through_the_authority_for_that_bot_seat(content):
    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot", "hard")], "short", seed=2)
    host = Host(m, threaded=False)
    asked = spoken(m)
    rng = random.Random(2)
    while m.round < 3 and not m.over:
        if m.bot_to_act():
            assert host.tick(0.0) >= 1
        else:
            m.apply(calm(m.legal(), rng), by=0)
    by_host = [(a, by) for a, by in asked if by != 0]
    assert len(by_host) > 40
    assert all(a.seat == by and m.is_bot(by) for a, by in by_host)


def test_host_paces_the_bots_and_waits_for_the_screen_and_space_skips_to_the_person(content):
    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", seed=3)
    host = Host(m, threaded=False)
    host.delay = 0.5
    rng = random.Random(3)
    while not m.bot_to_act():
        m.apply(calm(m.legal(), rng), by=m.to_act)
    n = len(m.history)
    assert host.tick(10.0) == 1                         # one move at a time
    if m.bot_to_act():
        assert host.tick(10.2) == 0 and host.wake_in(10.2) == pytest.approx(0.3)    # not before the delay
        assert host.tick(10.6, waiting=True) == 0       # the screen still shows the last move
        assert host.tick(10.6) == 1 and len(m.history) == n + 2
    for _ in range(50):                                 # to the bots' next turn
        if m.bot_to_act():
            break
        m.apply(calm(m.legal(), rng), by=m.to_act)
    host.skip()
    assert host.skipping and host.instant
    for _ in range(200):
        if not m.bot_to_act():
            break
        host.tick(20.0, waiting=True)                   # at once: no pacing, no waiting
    assert not m.bot_to_act() and m.is_human(m.to_act)
    assert host.skip_over() and not host.skipping and not host.skip_over()   # the skip ends at the person


def test_host_runs_no_bot_for_a_person_at_another_screen(content):
    m = Match.new(content, [Seat("Ann", "remote"), Seat("Bob", "bot"), Seat("Cy", "remote")], "short", seed=4)
    host = Host(m, threaded=False)
    rng = random.Random(4)
    waited = 0
    while m.round < 2 and not m.over:
        if m.bot_to_act():
            host.tick(0.0)
            continue
        version = m.version
        assert host.tick(0.0) == 0 and host.wake_in(0.0) is None and m.version == version
        assert set(m.bot_job()[1]) == {1}               # the bots of the bot seats only
        waited += 1
        m.apply(calm(m.legal(), rng), by=m.to_act)      # (the person at the other screen)
    assert waited > 20


def test_host_autosaves_when_due_and_a_failed_write_is_kept_not_raised(content, monkeypatch):
    m = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=5)
    host = Host(m, threaded=False)
    host.settle()                                       # the game starts: autosave once
    assert len(fileio.autosaves()) == 1 and not m.autosave_due
    written = []
    autosave = m.autosave
    m.autosave = lambda: written.append(autosave()) or written[-1]
    rng = random.Random(5)
    while m.round < 2:
        if m.bot_to_act():
            host.tick(0.0)                              # (settles when it moved)
        else:
            m.apply(calm(m.legal(), rng), by=0)
            host.settle()
        # none left due, but in the middle of secret entries (no save keeps half of them)
        assert not m.autosave_due or secret_entry_open(m._state, m.history)
    assert len(written) >= 4 and all(written)

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device", "/full/disk")
    monkeypatch.setattr(fileio, "autosave", full)
    m.autosave = autosave
    n = len(m.history)
    while len(m.history) == n or secret_entry_open(m._state, m.history):     # a point not saved yet
        seat = m.to_act
        m.apply(m.bot(seat).choose(m.view(seat), m.legal()) if m.is_bot(seat) else calm(m.legal(), rng), by=seat)
    m.autosave_due = True
    assert host.autosave() is None and host.autosave_error.filename == "/full/disk" and not m.autosave_due
    while m.round < 3 and not m.over:                   # the game plays on
        if m.bot_to_act():
            host.tick(0.0)
        else:
            m.apply(calm(m.legal(), rng), by=0)
            host.settle()
    assert host.autosave_error.filename == "/full/disk"
