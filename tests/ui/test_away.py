"""Issue 41, "While you were away": the public moves since a person last decided, replayed on
the table (ui/scenes/away.py over match/away.py): at a hot-seat curtain, and offered (never
forced) to a person alone with bots. Real games played by clicks (tools.script.Driver), every
drawn frame judged by tools/audit/privacy.PrivacyWatch (the away replay's frames: the public
view, no hidden fact). Delays pass on the input clock (input.advance), never by sleeping."""
import pytest

from archipelago import engine
from archipelago.history import actions_in_log, replay
from archipelago.match.authority import Seat
from archipelago.match.away import Away
from archipelago.ui.input import advance
from archipelago.ui.scenes.away import AWAY_LINGER, AwayScene
from archipelago.ui.scenes.curtain import CurtainScene

from tests.ui.hot_table import hot_table, pace


@pytest.fixture
def table(tmp_path, monkeypatch, content):
    yield from hot_table(tmp_path, monkeypatch, content, "fast", coach=False)


def play_to_curtain(d, m, seat, others):
    """Play (people by clicks, curtains dismissed) to a curtain for `seat` after it decided
    before and each seat of `others` decided since."""
    def there():
        top = d.app.top
        if not isinstance(top, CurtainScene) or top.seat != seat:
            return False
        start = len(m.history) - m.away_count(seat)
        return start > 0 and others <= {r.seat for r in m.history[start:]}
    return d.play_until(there, idle=lambda: pace(d))


def public_after(m, k):
    """The public view after the game's first k actions, the log replayed from scratch."""
    state, _ = replay(m.content, m._state.cfg, actions_in_log(m._state)[:k])
    return dict(engine.view(state, None), legal=[])


def run_away(d, scene, limit=400):
    """The loop runs (the input clock moving at the replay's pace, each animation played out:
    they run on the wall clock) until `scene` is gone."""
    for _ in range(limit):
        if scene not in d.app.stack:
            return True
        scene.table.finish_animation()
        advance(0.2)
        d.app.dirty = True
        d.step()
    return False


def test_away_curtain_replays_exactly_the_public_moves_since_the_last_decision(table):
    """3 people, hot seat: at Cy's curtain after Ann and Bob played, "Show what happened"
    replays exactly the moves since Cy's last decision, each position the public view after
    that move, ending where the game stands; then the curtain is back, Cy's screen unopened."""
    app, shell, d, start = table
    game, m, w = start([("Ann", "human"), ("Bob", "human"), ("Cy", "human")], seed=5)
    curtain = play_to_curtain(d, m, 2, {0, 1})
    first = len(m.history) - m.away_count(2)
    assert m.history[first - 1].seat == 2 and all(r.seat != 2 for r in m.history[first:])
    d.click("away")
    scene = app.top
    assert isinstance(scene, AwayScene)
    a = scene.replay
    assert [mv.n for mv in a.moves] == [r.n for r in m.history[first:]]       # those moves, no more
    assert a.n == len(m.history) - first
    for k in range(a.n + 1):
        a.seek(k)
        assert a.view() == public_after(m, first + k)
    a.home()
    assert run_away(d, scene)
    assert ("away", None) in w.frames and not [f for f in w.frames if f[0] == "away" and f[1] is not None]
    assert scene.table.view == dict(m.view(None), legal=[])                   # where the game stands
    assert app.top is curtain and not curtain.dismissed
    assert not w.violations, w.violations[:3]


def test_away_one_click_or_one_key_skips_to_where_the_game_stands(table):
    app, shell, d, start = table
    game, m, w = start([("Ann", "human"), ("Bob", "human"), ("Cy", "human")], seed=8)
    curtain = play_to_curtain(d, m, 1, {0, 2})
    for how in ("click", "escape", "return"):
        d.click("away")
        scene = app.top
        assert isinstance(scene, AwayScene) and scene.replay.pos == 0 and scene.replay.n > 1
        app.dirty = True
        d.step()
        if how == "click":
            d.click_at(scene.point("close"))
        else:
            d.key(how)
        assert app.top is curtain                                             # one click or key: it is over
        assert scene.replay.at_end and scene.table.view == dict(m.view(None), legal=[])
        assert not scene.table.animating
    assert not curtain.dismissed and not w.violations, w.violations[:3]


def test_away_never_draws_a_secret_and_the_watch_would_see_one(table, monkeypatch):
    """The away replay's frames hold no hidden fact (the watch checks each one); with its
    views swapped for the named player's own, the watch reports the secret."""
    app, shell, d, start = table
    game, m, w = start([("Ann", "human"), ("Bob", "human"), ("Cy", "human")], seed=5)
    play_to_curtain(d, m, 2, {0, 1})
    d.click("away")
    assert run_away(d, app.top)
    assert sum(f[0] == "away" for f in w.frames) >= 3 and not w.violations, w.violations[:3]
    monkeypatch.setattr(Away, "view", lambda self, viewer=None: dict(m.view(2), legal=[]))
    d.click("away")
    app.dirty = True
    d.step()
    assert any("away replay" in v for v in w.violations), w.violations[:3]


def test_away_after_an_undo_replays_the_game_as_it_stands(content):
    """A person takes back a step (a logged rewind): the away replay of the next person
    covers the moves as the game now has them, the one taken back not among them."""
    from archipelago.match.autoplay import RandomPolicy
    from archipelago.match.session import LocalGame
    g = LocalGame.new(content, [Seat("Ann"), Seat("Bob"), Seat("Cy")], "short", seed=11, threaded=False)
    m, pol = g.match, RandomPolicy(4)
    undone = []
    while len(undone) < 3 and not g.over:
        seat = g.to_act
        g.submit(pol.choose(m._state), by=seat)
        if g.to_act == seat and g.can_undo(seat) and len(m.history) % 3 == 0:
            undone.append(m.history[-1].n)
            assert g.undo(by=seat)
    assert len(undone) == 3
    for seat in range(3):
        a = g.away_replay(seat)
        if a is None:
            assert g.away_count(seat) == 0
            continue
        first = len(m.history) - a.n
        assert [mv.n for mv in a.moves] == [r.n for r in m.history[first:]]
        assert [mv.n for mv in a.moves] == list(range(first, len(m.history)))  # no gap where a step was taken back
        a.end()
        assert a.view() == dict(g.view(None), legal=[])
        a.home()
        assert a.view() == public_after(m, first)


def test_away_alone_with_bots_is_offered_never_forced(table):
    """One person and two bots: when the person's turn comes after the bots played, the
    table offers "What happened" and nothing opens by itself; a click replays those moves."""
    app, shell, d, start = table
    game, m, w = start([("Ann", "human"), ("Bob", "bot"), ("Cy", "bot")], seed=4)
    def ann_after_the_bots():
        assert not isinstance(app.top, AwayScene)                              # never forced
        return d.human_to_act() == 0 and m.away_count(0) >= 3 and m.round >= 1
    d.play_until(ann_after_the_bots, idle=lambda: pace(d))
    app.dirty = True
    d.step()
    assert app.top is game
    r = game.away.button_rect()
    assert r is not None and game.away.count() == m.away_count(0)
    d.click_at(r.center)
    scene = app.top
    assert isinstance(scene, AwayScene) and scene.replay.n == m.away_count(0)
    assert run_away(d, scene), (scene.replay.pos, scene.replay.n, scene.playing, scene.table.animating)
    assert app.top is game and scene.table.view == dict(m.view(None), legal=[])
    d.human_move()                                                             # Ann decides: nothing to offer
    if m.to_act == 0:
        assert game.away.button_rect() is None
    assert not w.violations, w.violations[:3]


def test_away_goes_back_by_itself_only_after_standing_at_the_end(table):
    """Played to its end, the replay stands where the game stands for a moment, then goes back."""
    app, shell, d, start = table
    game, m, w = start([("Ann", "human"), ("Bob", "human"), ("Cy", "human")], seed=5)
    curtain = play_to_curtain(d, m, 2, {0, 1})
    d.click("away")
    scene = app.top
    for _ in range(400):
        if scene.replay.at_end and scene.ended_at is not None:
            break
        scene.table.finish_animation()
        advance(0.2)
        d.step()
    assert app.top is scene                                                    # at the end, still shown
    scene.table.finish_animation()
    advance(AWAY_LINGER + 0.1)
    d.step()
    d.step()
    assert app.top is curtain
