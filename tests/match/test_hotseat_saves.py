"""Issue 18, hot seat and saves: no autosave is written while a secret or simultaneous
entry is half made (some but not all bids entered; a crisis answer round under way), and
a save of the running game from before a reveal the game has passed is recognised."""
import random

import pytest

from archipelago import engine
from archipelago.history import rewound_reveals, secret_entry_open
from archipelago.match.authority import Match, Seat
from archipelago.match.runner import BotRunner
from archipelago.match.screen import Screen
from archipelago.match.session import LocalGame
from archipelago.saves import fileio
from archipelago.saves import format as save_format

from .test_match import calm, game


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


def step(m, scr, rng, runner):
    """One action: a curtain dismissed, a bot's move or a random human's."""
    if scr.curtain_pending():
        scr.dismiss_curtain()
    elif m.bot_to_act():
        runner.start(m.bot_job(1))
        for a in runner.poll()[0]:
            m.apply(a, by=m.to_act)
    else:
        m.apply(calm(m.legal(), rng), by=m.to_act)


def run_until(m, scr, rng, cond, steps=6000):
    runner = BotRunner(threaded=False)
    for _ in range(steps):
        if cond(m):
            return True
        if m.over:
            return False
        step(m, scr, rng, runner)
    return False


def top_frame(m):
    """The top decision frame as everyone sees it."""
    frames = m.view(None)["frames"]
    return frames[-1] if frames else {}


def test_hotseat_no_autosave_while_bids_are_half_entered(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob"), Seat("Cy")], 21)
    rng = random.Random(1)
    assert run_until(m, scr, rng, lambda m: m.top_frame == "bids" and not top_frame(m)["bids"])
    assert secret_entry_open(m._state, m.history) is None
    assert m.autosave() is not None                       # before anyone bid: a fine point
    written = fileio.autosaves()
    m.apply(engine.Action(m.to_act, "bid", (0,)), by=m.to_act)
    assert secret_entry_open(m._state, m.history) == "bids"
    assert m.autosave() is None and m.autosave_due         # not now, but still due
    assert fileio.autosaves() == written
    while m.top_frame == "bids":                           # the others bid; the bids are revealed
        m.apply(engine.Action(m.to_act, "bid", (0,)), by=m.to_act)
    assert m.history[-1].events and any(e["type"] == "bids" for e in m.history[-1].events)
    assert secret_entry_open(m._state, m.history) is None
    path = m.autosave()
    assert path is not None and not m.autosave_due
    doc = save_format.read(path)
    assert not any(f["k"] == "bids" and f["bids"] for f in doc["state"]["frames"])


def _crisis_game(content, rng, kind):
    for seed in range(40, 80):
        m, scr = game(content, [Seat("Ann"), Seat("Bob"), Seat("Cy")], seed)
        if run_until(m, scr, rng, lambda m: m.top_frame == kind and top_frame(m)["i"] == 0
                     and m.history and m.history[-1].frame not in ("dcrisis", "xcrisis"), steps=3000):
            return m, scr
    pytest.skip(f"no {kind} in these games")


@pytest.mark.parametrize("kind", ["dcrisis", "xcrisis"])
def test_hotseat_no_autosave_in_the_middle_of_crisis_answers(content, kind):
    rng = random.Random(2)
    m, scr = _crisis_game(content, rng, kind)
    assert secret_entry_open(m._state, m.history) is None  # nobody has answered yet
    written = [p.name for p in fileio.autosaves()]
    # the first answer: a delivery (the frame's counters may not show it) or done
    legal = m.legal()
    first = next((a for a in legal if a.kind == "deliver"), None) or next(a for a in legal if a.kind == "done")
    m.apply(first, by=m.to_act)
    assert m.top_frame == kind                              # the round of answers goes on
    assert secret_entry_open(m._state, m.history) == kind
    assert m.autosave() is None and [p.name for p in fileio.autosaves()] == written
    assert run_until(m, scr, rng, lambda m: kind not in [f["k"] for f in m.view(None)["frames"]])
    assert secret_entry_open(m._state, m.history) is None and m.autosave() is not None


def test_hotseat_a_save_from_before_the_bids_is_recognised(content):
    m, scr = game(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], 22)
    rng = random.Random(3)
    assert run_until(m, scr, rng, lambda m: m.top_frame == "bids" and m.is_human(m.to_act))
    bid_round = m.round
    before = Match(content, engine.copy_state(m._state), m.seats)     # as a save of this point, loaded
    assert m.rewound_reveals(before) == []                 # the same point: nothing to re-decide
    assert run_until(m, scr, rng, lambda m: m.top_frame == "turn")
    assert m.rewound_reveals(before) == [f"the bids of round {bid_round} were revealed"]
    other = Match.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=23)
    assert m.rewound_reveals(other) == []                  # another game
    later = engine.copy_state(m._state)
    assert rewound_reveals(before._state, [], later) == []  # a save from later than the game


def test_hotseat_a_loaded_game_knows_its_history(content, tmp_path):
    """Loading replays the log: the reveals before a load are known after it."""
    m, scr = game(content, [Seat("Ann"), Seat("Bob")], 24)
    rng = random.Random(4)
    assert run_until(m, scr, rng, lambda m: m.top_frame == "bids" and m.is_human(m.to_act))
    early = m.save(tmp_path / "early.json")
    assert run_until(m, scr, rng, lambda m: m.round >= 2 and m.top_frame == "turn")
    later = Match.load(content, m.save(tmp_path / "later.json"))
    saved = Match.load(content, early)
    assert later.rewound_reveals(saved)[:1] == [f"the bids of round {saved.round} were revealed"]


def test_hotseat_a_game_loaded_at_the_deal_gives_each_person_their_objective_moment(content, tmp_path):
    """A save made right at the deal (R4, the end of round 0) loads with each person's
    "Your objective" moment still to come, behind their own curtain (issue 25)."""
    m, scr = game(content, [Seat("Ann"), Seat("Bob", "bot"), Seat("Cy")], 25)
    rng = random.Random(5)
    assert run_until(m, scr, rng, lambda m: m.round >= 1)
    assert scr.objective_due() == 0                        # the deal: the moments come
    back = Screen(LocalGame.load(content, m.save(tmp_path / "deal.json")))
    assert back.curtain_pending() and back.curtain_for() == 0 and back.objective_due() == 0
    back.dismiss_curtain()
    assert back.viewer() == 0
    back.objective_read()
    assert back.curtain_for() == 2 and back.objective_due() == 2
