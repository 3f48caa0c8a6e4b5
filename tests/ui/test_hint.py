"""Issues 14 and 26: the Hint button and key H: the hard level's move for the person
deciding, from that person's view only, worked out on the worker thread, shown whole with
its reason and a ring on the one click left; never on a bot's decision; gone once anything
changes; a click on it makes the move."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.ui.interact import click_path
from archipelago.ui.interact.hint_words import hint_line, plan_words

from .conftest import ann_offers_bob


@pytest.fixture
def game(learn_turn):
    app, shell, d = learn_turn()
    shell.game.hint.budget = None          # 4 worlds however long: the same hint every time
    return app, shell, d


def hint_of(d, g):
    d.key("h")
    d.wait(lambda: g.hint.current(g) is not None)
    d.app.draw()
    return g.hint.shown


def test_key_h_shows_the_hard_levels_move_with_its_reason_and_where_to_click(game):
    app, shell, d = game
    g = shell.game
    s = g.session.match
    key, plan, line, point = hint_of(d, g)
    action = plan.move
    view = s.view(s.to_act)
    assert action in s.legal() and action.seat == s.to_act == 0
    assert line == "Hint: " + hint_line(view, s.content, plan)
    assert line.startswith("Hint: " + plan_words(view, s.content, plan) + ": ")
    assert point == click_path(g.table, action)[0]
    n = len(s.history)
    d.human_move(action)                             # the hint's move is played by clicks
    assert s.history[n].action == action
    assert g.hint.current(g) is None                 # anything changed: the hint is gone


def test_the_hint_button_is_clicked_like_the_key(game):
    app, shell, d = game
    g = shell.game
    r = g.hint.button_rect(g)
    assert r is not None
    d.click_at(r.center)
    d.wait(lambda: g.hint.current(g) is not None)


def test_a_click_on_the_hint_makes_its_move(game):
    app, shell, d = game
    g = shell.game
    s = g.session.match
    _, plan, _, _ = hint_of(d, g)
    n = len(s.history)
    d.click_at(g.hint.box.center)
    assert [r.action for r in s.history[n:n + len(plan.actions)]][:1] == [plan.move]


def test_no_hint_on_a_bots_decision(game):
    app, shell, d = game
    g = shell.game
    s = g.session.match
    while not s.bot_to_act():
        d.human_move()
    assert g.hint.button_rect(g) is None


def test_the_hint_never_reads_another_players_secrets(game):
    """The same hint whatever Bob and Cy hold behind their screens."""
    app, shell, d = game
    g = shell.game
    s = g.session.match
    first = hint_of(d, g)[1:3]
    for seat in (1, 2):
        p = s._state.players[seat]
        p["florins"] += 7
        for res in p["cubes"]:
            p["cubes"][res] += 2
    engine.touched(s._state)
    g.hint.shown = None
    g.hint._bots.clear()
    assert hint_of(d, g)[1:3] == first


def test_the_table_answers_while_a_hint_is_worked_out(game, monkeypatch):
    """Issue 26: the hint is worked out on the worker thread. While it thinks (here: until
    the test lets it finish) the table answers the mouse and draws; then the hint shows."""
    import threading

    from archipelago.bots.hint import HintBot
    from archipelago.ui.input import Intent
    app, shell, d = game
    g = shell.game
    go = threading.Event()
    plan = HintBot.plan

    def slow(self, *args, **kw):
        go.wait(10)
        return plan(self, *args, **kw)
    monkeypatch.setattr(HintBot, "plan", slow)
    d.key("h")
    assert g.hint.thinking and g.hint.current(g) is None
    hit = next(h for h in g.table.renderer.hits.items if h.key and h.key[0] == "space")
    frames = app.frames
    app.dispatch(Intent("hover", pos=hit.rect.center))
    g.table.hover_since -= 1.0
    d.step(3)
    assert g.table.hover_hit is not None and g.table.tip_visible     # the mouse is answered ...
    assert app.frames > frames and g.hint.thinking                    # ... and frames drawn
    go.set()
    d.wait(lambda: g.hint.current(g) is not None)


def test_seen_is_done_a_written_offer_is_not_clicked_again_and_its_window_stays_clear(game, monkeypatch):
    """Issue 37: after the hint composed an offer it still said "Click here to compose it"
    and the click did nothing; at 1280x720 the hint box covered the trade window. Now the
    hint rings Send and says so, and its box stays above the window, in English and in
    German (whose words are longer)."""
    from archipelago import i18n
    fund = ann_offers_bob(monkeypatch)          # Ann's hint: offer Bob 3ƒ for 1 wood (R9)
    app, shell, d = game
    g = shell.game
    s = g.session.match
    fund(s)
    hint_of(d, g)
    d.click_at(g.hint.box.center)               # composes the offer
    assert s.view(0)["frames"][-1]["k"] == "compose"
    for language in ("en", "de"):
        i18n.set_language(language)
        _, plan, line, _ = hint_of(d, g)
        assert plan.move.kind == "send"
        follow = g.hint._follow_words(plan)
        assert "compose" not in follow.lower() and "komponier" not in follow.lower()
        app.draw()
        panel = g.table.layout().panel.rect
        assert g.hint.box is not None and g.hint.box.bottom <= panel.top, (language, g.hint.box, panel)
    i18n.set_language("en")
    d.click_at(g.hint.box.center)               # a click on the words sends nothing
    assert s.view(0)["frames"][-1]["k"] == "compose"
