"""The story of a game at its end (issue 30): the score table's Story tab draws, for every
round, the figures match.story works out from the log (tests/match/test_story.py checks
those against the score table and the tracks), each point's tooltip says its figure, and
a finished save loaded from disk tells its story."""
import pygame
import pytest

from archipelago import i18n
from archipelago.engine.kinds import BUY_CARD
from archipelago.match import samples
from archipelago.match.authority import Match, Seat
from archipelago.ui.input import HOVER_DELAY, Intent
from archipelago.ui.scenes.gameover import GameOverScene
from tools.script import Driver
from archipelago.ui.scenes.story_charts import PLAYER_CHARTS, ChartPoint

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def finished(content, n=3, length="short", seed=5):
    m = samples.bots_finish(Match.new(content, [Seat(NAMES[i], "bot") for i in range(n)], length, seed=seed))
    m.take_announcements()
    return m


def story_scene(title_app, match, size=(1280, 720)):
    app, shell, _ = title_app(size)
    shell._play(match)
    app.draw()
    top = app.top
    assert isinstance(top, GameOverScene)
    d = Driver(app, shell, seed=1)
    d.click("tab=story")
    app.step(block=False)
    assert top.tab == "story" and top.charts is not None
    app.draw()
    return app, top


def value_at(chart, y):
    """The figure a y position stands for on the chart's scale."""
    return (chart.plot.bottom - y) / chart.plot.h * chart.top


def assert_tooltip_drawn(app, top, w):
    """The mouse rests on widget `w` of the scene `top`: after the hover delay its tooltip
    box is drawn (the screen changes)."""
    app.dispatch(Intent("hover", pos=w.rect.center))
    assert top.hover is w
    app.dirty = True
    app.draw()
    before = pygame.image.tobytes(app.screen, "RGB")
    top.hover_since -= HOVER_DELAY + 0.1
    assert top.update(0.0) and top.tip_shown
    app.dirty = True
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") != before


@pytest.mark.slow
@pytest.mark.parametrize("n, length, seed", [(3, "short", 5), (4, "medium", 12)])
def test_story_charts_draw_the_figures_of_every_round(title_app, content, n, length, seed):
    m = finished(content, n, length, seed)
    tale = m.story()
    res = m.result()
    app, top = story_scene(title_app, m)
    rounds = tale["rounds"]
    assert rounds[-1]["points"] == res["totals"] and rounds[-1]["florins"] == res["florins"]
    screen = app.screen
    charts = {c.key: c for c in top.charts}
    for key in PLAYER_CHARTS:
        ch = charts[key]
        assert len(ch.xs) == len(rounds)
        for seat, colour, pts in ch.series:
            base = [y - round((seat - (n - 1) / 2) * top.ctx().px(1.6)) for _, y in pts]
            drawn = [value_at(ch, y) for y in base]
            assert [round(v) for v in drawn] == [p[key][seat] for p in rounds], (key, seat)
            assert all(abs(v - p[key][seat]) <= ch.top / ch.plot.h for v, p in zip(drawn, rounds))
            for i, (x, y) in enumerate(pts):          # a point of its own is drawn in the player's colour
                alone = sum(1 for s in range(n) if rounds[i][key][s] == rounds[i][key][seat]) == 1
                later = [s for s in range(seat + 1, n)
                         if abs(rounds[i][key][s] - rounds[i][key][seat]) * ch.plot.h / ch.top < top.ctx().px(12)]
                if alone and not later:
                    assert tuple(screen.get_at((x, y)))[:3] == colour, (key, seat, i)
    colony = charts["colony"]
    pop, reb = (pts for _, _, pts in colony.series)
    assert [round(value_at(colony, y)) for _, y in pop] == [p["population"] for p in rounds]
    assert [round(value_at(colony, y)) for _, y in reb] == [p["rebellion"] for p in rounds]


def test_story_tooltips_say_the_figures(title_app, content):
    m = finished(content, 3, "short", 5)
    tale = m.story()
    names = m.names
    app, top = story_scene(title_app, m)
    points = [w for w in top.widgets if isinstance(w, ChartPoint)]
    rounds = tale["rounds"]
    last = len(rounds) - 1
    # every player's figure of every chart at every round is told by one point's tooltip
    for key in PLAYER_CHARTS:
        for i, p in enumerate(rounds):
            tips = [w.tip for w in points if w.name.startswith(f"{key}:{i}:")]
            for s, name in enumerate(names):
                said = [t for tip in tips for t in tip.split("\n") if f" {name} " in t]
                assert len(said) == 1, (key, i, name, tips)
                v = p[key][s]
                assert f" {v} " in said[0]
                assert (f"round {p['round']}," in said[0]) != (i == last)
    p = rounds[1]
    tip = next(w.tip for w in points if w.name.startswith("points:1:") and names[0] in w.tip)
    assert f"After round 1, {names[0]} would have scored {p['points'][0]} point" in tip
    end = next(w.tip for w in points if w.name == f"colony:rebellion:{last}")
    assert end == f"At the end, the rebellion stood at {rounds[-1]['rebellion']}."
    # the form shows the tooltip where the mouse rests on a point
    w = next(w for w in points if w.name.startswith(f"florins:{last}:"))
    assert_tooltip_drawn(app, top, w)
    assert w.tip.startswith("At the end, ") and "florin" in w.tip


def test_story_tab_key_and_scores_tab(title_app, content):
    m = finished(content, 2, "short", 7)
    app, top = story_scene(title_app, m)
    app.dispatch(Intent("key", key="tab"))          # Tab cycles Scores, Story and Review (issue 41)
    assert top.tab == "review"
    app.dispatch(Intent("key", key="tab"))
    assert top.tab == "scores"
    top.ensure()
    assert not any(isinstance(w, ChartPoint) for w in top.widgets)
    app.draw()
    app.dispatch(Intent("key", key="tab"))
    top.ensure()
    assert top.tab == "story" and any(isinstance(w, ChartPoint) for w in top.widgets)


@pytest.mark.slow
def test_story_of_a_finished_save_loaded_from_disk(title_app, content, tmp_path):
    m = finished(content, 3, "short", 9)
    path = m.save(tmp_path / "finished.json")
    expected = m.story()
    app, shell, _ = title_app((1280, 720))
    assert shell.load_game(path) is not False
    d = Driver(app, shell, seed=1)
    for _ in range(8):                          # the objective reveal(s) of the end first
        app.step(block=False)
        if isinstance(app.top, GameOverScene):
            break
        d.click("continue")
    top = app.top
    assert isinstance(top, GameOverScene)
    assert shell.game.session.match is not m and shell.game.session.match.story() == expected
    d.click("tab=story")
    app.step(block=False)
    app.draw()
    tale = shell.game.session.match.story()
    res = shell.game.session.match.result()
    last = len(tale["rounds"]) - 1
    tips = "\n".join(w.tip for w in top.widgets if w.name.startswith(f"points:{last}:"))
    for s, name in enumerate(m.names):
        assert f"At the end, {name} scored {res['totals'][s]} point" in tips


def test_story_speaks_german(title_app, content):
    m = finished(content, 2, "short", 7)
    try:
        i18n.set_language("de")
        app, top = story_scene(title_app, m)
        tips = [w.tip for w in top.widgets if isinstance(w, ChartPoint)]
        assert any(t.startswith("Nach Runde 1 hätte ") for t in tips)
        assert any(t.startswith("Am Ende ") for t in tips)
    finally:
        i18n.set_language("en")


def test_story_log_tells_a_wonder_built(content):
    """A game whose story has a wonder built loads (its log in words): words._more names the
    wonder (it raised NameError, so such a finished save could not be opened)."""
    from archipelago.engine import kinds as K
    from archipelago.words.log import describe
    wonder = next(c for c in content.cards.values() if c.is_wonder)
    said = describe({"type": K.WONDER, "seat": 1, "card": wonder.id}, ["Ann", "Bob"], {wonder.id: wonder.name})
    assert said == f"Bob builds the wonder {wonder.name}."


def points_tip(top, i, name):
    """The tooltip of the points chart's point `i` that tells the player `name`, from their
    sentence to the next player's (players on one spot share a point)."""
    tip = next(w.tip for w in top.widgets if w.name.startswith(f"points:{i}:") and f" {name} " in w.tip)
    lines = tip.split("\n")
    k = next(j for j, line in enumerate(lines) if f" {name} " in line)
    rest = lines[k + 1:]
    end = next((j for j, line in enumerate(rest) if line.startswith(("After round", "At the end"))), len(rest))
    return lines[k:k + 1 + end]


def test_story_points_tooltip_tells_which_sources_moved(title_app, content):
    """Issue 41: a point of the points chart tells, under its sentence, the change since the
    previous point split by source and what moved them: a card bought with stars shows as
    the cards' stars it gave."""
    m = finished(content, 3, "short", 5)
    tale = m.story()
    names = m.names
    app, top = story_scene(title_app, m)
    rounds = tale["rounds"]
    starred = 0
    for i, p in enumerate(rounds):
        for s, name in enumerate(names):
            lines = points_tip(top, i, name)
            before = rounds[i - 1]["points"][s] if i else 0
            if p["moved"][s]:
                assert lines[1].startswith(f"{before} → {p['points'][s]} point")
                for mv in p["moved"][s]:
                    sign = "+" if mv["change"] > 0 else "−"
                    assert f"{sign}{abs(mv['change'])} " in lines[1]
            else:
                assert lines[1] in (f"{p['points'][s]} points, unchanged", f"{p['points'][s]} point, unchanged")
            for ev in p["events"][s]:
                if ev["kind"] == BUY_CARD:
                    card = content.cards[ev["card"]]
                    if card.vp and not card.is_wonder:
                        assert f"bought {card.name} ({card.vp} ★)" in lines[2]
                        assert "cards' stars" in lines[1]
                        starred += 1
    assert starred
    w = next(w for w in top.widgets if w.name.startswith("points:2:"))
    assert_tooltip_drawn(app, top, w)


def test_story_points_tooltip_speaks_german(title_app, content):
    m = finished(content, 3, "short", 5)
    try:
        i18n.set_language("de")
        app, top = story_scene(title_app, m)
        tips = [w.tip for w in top.widgets if w.name.startswith("points:")]
        said = "\n".join(tips)
        assert "Punkte: " in said and "In dieser Runde: " in said and "(Spielziel)" in said
        for english in ("points", "unchanged", "This round", "bought", "control", "lead", "(objective)"):
            assert english not in said
    finally:
        i18n.set_language("en")
