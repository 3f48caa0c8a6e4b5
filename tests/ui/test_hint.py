"""Issue 14, part 3: the Hint button and key H: the normal bot's move for the person
deciding, from that person's view only, shown with a one-line reason and a ring where to
click; never on a bot's decision; gone once anything changes."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.ui.interact import click_path
from archipelago.ui.interact.hint_words import hint_line
from archipelago.ui.interact.labels import label
from archipelago.ui.scenes.script import Driver


@pytest.fixture
def game(title_app):
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    shell.learn_game()
    d = Driver(app, shell, seed=1)
    d.play("round:2", max_actions=300)
    d.play("frame:turn", max_actions=300)
    app.draw()
    return app, shell, d


def test_key_h_shows_the_normal_bots_move_with_its_reason_and_where_to_click(game):
    app, shell, d = game
    g = shell.game
    s = g.session
    d.key("h")
    key, action, line, point = g.hint.shown
    view = engine.view(s.state, s.to_act)
    assert action in s.legal() and action.seat == s.to_act == 0
    assert line == "Hint: " + hint_line(view, s.content, action)
    assert line.startswith("Hint: " + label(view, s.content, action) + ": ")
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
    assert g.hint.current(g) is not None


def test_no_hint_on_a_bots_decision(game):
    app, shell, d = game
    g = shell.game
    s = g.session
    while not s.bot_to_act():
        d.human_move()
    assert g.hint.button_rect(g) is None and g.hint.ask(g) is None


def test_the_hint_never_reads_another_players_secrets(game):
    """The same hint whatever Bob and Cy hold behind their screens."""
    app, shell, d = game
    g = shell.game
    s = g.session
    d.key("h")
    first = g.hint.shown[1:3]
    for seat in (1, 2):
        p = s.state.players[seat]
        p["florins"] += 7
        for res in p["cubes"]:
            p["cubes"][res] += 2
    engine.touched(s.state)
    g.hint.shown = None
    g.hint._bots.clear()
    d.key("h")
    assert g.hint.shown[1:3] == first
