"""Issue 18, hot seat and saves: no autosave is written while a secret or simultaneous
entry is half made (some but not all bids entered; a crisis answer round under way), and
a save of the running game from before a reveal the game has passed is recognised."""
import random

import pytest

from archipelago import engine
from archipelago.history import rewound_reveals, secret_entry_open
from archipelago.match.runner import BotRunner
from archipelago.match.session import Seat, Session
from archipelago.saves import fileio
from archipelago.saves import format as save_format

from .test_session import calm


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


def step(s, rng, runner):
    """One action: a curtain dismissed, a bot's move or a random human's."""
    if s.curtain_pending():
        s.dismiss_curtain()
    elif s.bot_to_act():
        runner.start(s.bot_job(1))
        for a in runner.poll()[0]:
            s.apply(a)
    else:
        s.apply(calm(s.legal(), rng))


def run_until(s, rng, cond, steps=6000):
    runner = BotRunner(threaded=False)
    for _ in range(steps):
        if cond(s):
            return True
        if s.over:
            return False
        step(s, rng, runner)
    return False


def top(s):
    return s.state.frames[-1]["k"] if s.state.frames else None


def test_hotseat_no_autosave_while_bids_are_half_entered(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy")], "short", seed=21)
    rng = random.Random(1)
    assert run_until(s, rng, lambda s: top(s) == "bids" and not s.state.frames[-1]["bids"])
    assert secret_entry_open(s.state, s.history) is None
    assert s.autosave() is not None                       # before anyone bid: a fine point
    written = fileio.autosaves()
    s.apply(engine.Action(s.to_act, "bid", (0,)))
    assert secret_entry_open(s.state, s.history) == "bids"
    assert s.autosave() is None and s.autosave_due         # not now, but still due
    assert fileio.autosaves() == written
    while top(s) == "bids":                                # the others bid; the bids are revealed
        s.apply(engine.Action(s.to_act, "bid", (0,)))
    assert s.history[-1].events and any(e["type"] == "bids" for e in s.history[-1].events)
    assert secret_entry_open(s.state, s.history) is None
    path = s.autosave()
    assert path is not None and not s.autosave_due
    doc = save_format.read(path)
    assert not any(f["k"] == "bids" and f["bids"] for f in doc["state"]["frames"])


def _crisis_game(content, rng, kind):
    for seed in range(40, 80):
        s = Session.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy")], "short", seed=seed)
        if run_until(s, rng, lambda s: top(s) == kind and s.state.frames[-1]["i"] == 0
                     and s.history and s.history[-1].frame not in ("dcrisis", "xcrisis"), steps=3000):
            return s
    pytest.skip(f"no {kind} in these games")


@pytest.mark.parametrize("kind", ["dcrisis", "xcrisis"])
def test_hotseat_no_autosave_in_the_middle_of_crisis_answers(content, kind):
    rng = random.Random(2)
    s = _crisis_game(content, rng, kind)
    assert secret_entry_open(s.state, s.history) is None  # nobody has answered yet
    written = [p.name for p in fileio.autosaves()]
    # the first answer: a delivery (the frame's counters may not show it) or done
    legal = s.legal()
    first = next((a for a in legal if a.kind == "deliver"), None) or next(a for a in legal if a.kind == "done")
    s.apply(first)
    assert top(s) == kind                                  # the round of answers goes on
    assert secret_entry_open(s.state, s.history) == kind
    assert s.autosave() is None and [p.name for p in fileio.autosaves()] == written
    assert run_until(s, rng, lambda s: kind not in [f["k"] for f in s.state.frames])
    assert secret_entry_open(s.state, s.history) is None and s.autosave() is not None


def test_hotseat_a_save_from_before_the_bids_is_recognised(content):
    s = Session.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=22)
    rng = random.Random(3)
    assert run_until(s, rng, lambda s: top(s) == "bids" and s.is_human(s.to_act))
    bid_round = s.state.round
    before = engine.copy_state(s.state)
    assert s.rewound_reveals(before) == []                 # the same point: nothing to re-decide
    assert run_until(s, rng, lambda s: top(s) == "turn")
    assert s.rewound_reveals(before) == [f"the bids of round {bid_round} were revealed"]
    other = Session.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=23)
    assert s.rewound_reveals(other.state) == []           # another game
    later = engine.copy_state(s.state)
    assert rewound_reveals(before, [], later) == []        # a save from later than the game


def test_hotseat_a_loaded_game_knows_its_history(content, tmp_path):
    """Loading replays the log: the reveals before a load are known after it."""
    s = Session.new(content, [Seat("Ann"), Seat("Bob")], "short", seed=24)
    rng = random.Random(4)
    assert run_until(s, rng, lambda s: top(s) == "bids" and s.is_human(s.to_act))
    early = s.save(tmp_path / "early.json")
    assert run_until(s, rng, lambda s: s.state.round >= 2 and top(s) == "turn")
    later = Session.load(content, s.save(tmp_path / "later.json"))
    saved = Session.load(content, early).state
    assert later.rewound_reveals(saved)[:1] == [f"the bids of round {saved.round} were revealed"]
