"""Issue 18, hand-off confusions in the match's words: the curtain's "since your last
turn" list gives true counts, counter-offers are labelled, and the log says what changed
hands in a trade."""
import random

import pytest

from archipelago import engine
from archipelago.match.authority import Seat
from archipelago.words.log import summary_entries

from .test_hotseat_saves import run_until, step
from .test_match import game


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))


NAMES = ["Ann", "Bob", "Cy"]


def test_hotseat_summary_merges_repeats_with_their_count():
    ev = [{"type": "harvest", "seat": 0, "res": "fruit", "got": 1},
          {"type": "harvest", "seat": 0, "res": "fruit", "got": 1},
          {"type": "harvest", "seat": 0, "res": "fish", "got": 2},
          {"type": "turn_card", "seat": 1, "card": "A03", "price": 3},
          {"type": "turn_card", "seat": 1, "card": "A04", "price": 2},
          {"type": "pass", "seat": 2},
          {"type": "pass", "seat": 2},
          {"type": "harvest", "seat": 0, "res": "fruit", "got": 1}]
    lines = [t for _, t, _ in summary_entries(ev, NAMES, {"A03": "Archbishop", "A04": "Pope"})]
    # two cards turned are two cards named (issue 26), not "2 cards"
    assert lines == ["Ann harvests 2 fruit.", "Ann harvests 2 fish.", "Bob turns Archbishop (now 3ƒ).",
                     "Bob turns Pope (now 2ƒ).", "Cy passes. (×2)", "Ann harvests 1 fruit."]


def test_hotseat_summary_counts_are_true_in_real_games(content):
    """At every curtain, the harvests in the summary add up to the harvest events since
    the named person last decided (never one line for two harvests)."""
    s, scr = game(content, [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], 31)
    rng = random.Random(5)
    from archipelago.match.runner import BotRunner
    runner, checked = BotRunner(threaded=False), 0
    while not s.over and s.round < 4:
        if scr.curtain_pending():
            seat = scr.curtain_for()
            start = max((i + 1 for i, r in enumerate(s.history) if r.seat == seat), default=0)
            want = sum(e.get("got", 1) for r in s.history[start:] for e in r.events
                       if e["type"] == "harvest" and e.get("vis") is None)
            lines, cut = s.since_last_turn(seat, limit=10 ** 6)
            got = sum(int(t.split(" harvests ")[1].split()[0]) for _, t, _ in lines if " harvests " in t)
            assert cut == 0 and got == want
            checked += want > 0
        step(s, scr, rng, runner)
    assert checked > 0


def test_hotseat_counter_offers_are_labelled_and_trades_logged(content):
    from archipelago.ui.interact import Interaction
    s, scr = game(content, [Seat("Ann"), Seat("Bob")], 32)
    rng = random.Random(6)
    assert run_until(s, scr, rng, lambda s: s.top_frame == "turn" and any(a.kind == "offer" for a in s.legal()))
    a, b = s.to_act, 1 - s.to_act

    def do(kind, *args):
        act = engine.Action(s.to_act, kind, tuple(args))
        assert act in s.legal(), (act, s.legal())
        s.apply(act, by=s.to_act)
    def first_give():
        return next(x.args[0] for x in s.legal() if x.kind == "give" and x.args[0] not in content.cards)
    do("offer", b)
    mine = first_give()
    do("give", mine)
    do("send")
    do("counter")                                   # b answers with a counter-offer
    res = first_give()
    do("give", res)
    do("send")
    view = s.view(a)
    panel = Interaction(view, content).spec(Interaction(view, content).initial()).panel
    assert panel.title == f"Counter-offer from {s.names[b]}"
    do("accept")
    log = [t for _, t, _ in s.log_entries(None)]
    # the counter-offer is told once, when it is sent (issue 38 withdrew the second line,
    # "answers ...'s offer with a counter-offer", said when the counter began)
    assert [t for t in log if "counter-offer" in t] == [f"{s.names[b]} makes a counter-offer to {s.names[a]}."]
    done = [t for t in log if " gives " in t and " in return." in t]
    word = {"florin": "ƒ", "token": "explorer token"}
    assert done and word.get(res, res) in done[-1] and word.get(mine, mine) in done[-1]
    # the same in everyone's log, and objectives are never among what can be traded
    assert done[-1] in [t for _, t, _ in s.log_entries(b)]
    from archipelago.engine.trades import tradable_items
    assert not set(tradable_items(s._state, a)) & set(content.objectives)
