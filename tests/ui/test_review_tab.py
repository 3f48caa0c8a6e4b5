"""The Review tab of the game-over screen and the review of a finished save from the Load
screen (issue 41): a real review of a real short game (two players, Ann a person whose
moves a bot made, Bob a bot), made once for this module in the review's worker process
(review/runner.ReviewJob) and kept in the finished game's save, as the tab keeps it."""
import time

import pygame
import pytest

from archipelago import engine, i18n
from archipelago.match import samples
from archipelago.match.replay import finished_record
from archipelago.review import runner
from archipelago.ui import theme as T
from archipelago.ui.input import HOVER_DELAY, Intent
from archipelago.ui.scenes.gameover import GameOverScene
from archipelago.ui.scenes.replay import ReplayScene
from archipelago.ui.scenes.review_tab import MARK_COLOURS, ChanceColumn, ReviewScene
from archipelago.words.review import cause_words, mark_name, percent
from tools.audit.textcheck import TextCheck
from tools.script import Driver

GAME = (2, 8, "short")          # players, seed, length: Ann (seat 0) a person, Bob a bot
WAIT = 1200                     # seconds a whole review may take on a loaded machine (a bound, not a timing)
# the reviews here draw fewer worlds than the game's (review_game's options), the hard
# search's own too (one world: 1.4 s of CPU a review here instead of 3.9; Ann still has a
# mistake and an inaccuracy to list): the tab shows whatever the review holds; the review's
# full strength is checked by tests/review and bench/review_bench.py
LIGHT = {"worlds": 2, "cost_worlds": 2, "refine_worlds": 4, "search_worlds": 1}

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def light_reviews(monkeypatch):
    """Every review job the screens start here is a light one (LIGHT)."""
    init = runner.ReviewJob.__init__

    def light(self, cfg, actions, people=(), path=None, **options):
        init(self, cfg, actions, people, path, **{**LIGHT, **options})
    monkeypatch.setattr(runner.ReviewJob, "__init__", light)


def finished():
    n, seed, length = GAME
    m = samples.finished_match(n, seed, length, humans=1, bots=True)
    m.take_announcements()
    return m


@pytest.fixture(scope="module")
def review():
    """The game's review for Ann's seat, made once in the worker as the tab makes it."""
    cfg, actions, _seats = finished().game_record()
    job = runner.ReviewJob(cfg, actions, [0], **LIGHT)
    job.start()
    assert job.wait(WAIT) == "done", job.error
    return job.result


def over_screen(title_app, kept=None, size=(1280, 720)):
    """(app, shell, the game-over scene, the finished game's file, driver): the game played
    to its end on the app; `kept`, a review kept in its file first."""
    app, shell, _ = title_app(size)
    m = finished()
    shell._play(m)
    app.draw()
    top = app.top
    assert isinstance(top, GameOverScene)
    path = m.keep_finished()
    assert path is not None
    if kept is not None:
        runner.keep(path, kept)
    return app, shell, top, path, Driver(app, shell, seed=1)


def open_tab(app, top, d):
    d.click("tab=review")
    app.step(block=False)
    assert top.tab == "review" and top.review is not None
    top.ensure()
    app.draw()
    return top.review


def wait_done(app, tab):
    end = time.monotonic() + WAIT
    while tab.running() and time.monotonic() < end:
        app.step(block=False)
        time.sleep(0.05)
    app.step(block=False)
    return tab.status()


def test_review_tab_shows_the_kept_review_without_making_it_again(title_app, review, monkeypatch):
    """The kept review is read (runner.kept) and drawn: no job is started. The chart's
    columns tell each seat's chance at the nearest point, the turning points are numbered
    and said with their cause, Ann's marked decisions are listed with their mark, both moves
    and the chance both ways; Bob (a bot) has none."""
    monkeypatch.setattr(runner.ReviewJob, "start", lambda job: pytest.fail("the kept review was made again"))
    app, shell, top, path, d = over_screen(title_app, review)
    tab = open_tab(app, top, d)
    assert tab.job is None and tab.result == review and tab.people == [0]
    names = ["Ann", "Bob"]
    # the chart: one column per few pixels, each with the chances of the point nearest it
    cols = [w for w in top.widgets if isinstance(w, ChanceColumn)]
    steps = {p["step"]: p["chances"] for p in review["points"]}
    assert len(cols) > 50
    for w in cols[::10]:
        step = int(w.name.split(":")[2])
        for nm, c in zip(names, steps[step]):
            assert f"{nm}: {percent(c)}" in w.tip
    # the turning points: on the chart (a number each) and in words, with their cause
    for i, t in enumerate(review["turns"]):
        dot, line = top.widget(f"review:turn:{i}"), top.widget(f"review:turn:{i}:line")
        assert dot is not None and line is not None
        before = steps[t["from"]][t["seat"]]
        after = steps[t["step"]][t["seat"]]
        assert cause_words(shell.content, names, t["cause"]) in line.tip
        assert f"{percent(before)} to {percent(after)}" in line.tip and names[t["seat"]] in line.tip
        assert ("fell" in line.tip) == (after < before)
        assert abs(dot.rect.centery - tab.geometry[6](after)) <= 1
    # Ann's marked decisions, costliest first, each with its words
    app.draw()
    marks = [m for m in review["marks"]["0"] if m["mark"]]
    assert marks, "a short game by a normal bot has costly decisions against the hard search"
    assert [m["cost_low"] for m in marks] == sorted((m["cost_low"] for m in marks), reverse=True)
    for i, m in enumerate(marks):
        w = top.widget(f"review:mark:0:{i}")
        assert w is not None
        assert w.tip.startswith(mark_name(m["mark"])) and percent(m["chance_better"]) in w.tip
        assert "Played: " in w.tip and "The bot: " in w.tip
        played, better = w.tip.split("\n")[1:3]
        assert played != better.replace("The bot: ", "Played: ")
        # and on the chart: a diamond on Ann's line at the decision, with the same words
        dot = top.widget(f"review:mark:0:{i}:chart")
        assert dot is not None and dot.tip == w.tip
        assert abs(dot.rect.centerx - tab.geometry[5](m["step"])) <= 1
        assert abs(dot.rect.centery - tab.geometry[6](steps[m["step"]][0])) <= 1
        assert tuple(app.screen.get_at(dot.rect.center))[:3] in MARK_COLOURS.values() or any(
            abs(dot.rect.centerx - top.widget(f"review:turn:{k}").rect.centerx) <= 20
            for k in range(len(review["turns"])))          # (unless a turning point's number lies on it)
    assert not any(w.name.startswith("review:mark:1:") for w in top.widgets)
    # a mark's tooltip shows where the mouse rests
    w = top.widget("review:mark:0:0")
    app.dispatch(Intent("hover", pos=w.rect.center))
    app.draw()
    before = pygame.image.tobytes(app.screen, "RGB")
    top.hover_since -= HOVER_DELAY + 0.1
    assert top.update(0.0) and top.tip_shown
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") != before
    # the lines are drawn in the seats' colours
    plot, xs, ys = tab.geometry[2], tab.geometry[5], tab.geometry[6]
    colours = {tuple(app.screen.get_at((x, y)))[:3]
               for x in range(plot.x, plot.right, 3) for y in range(plot.y, plot.bottom)}
    assert all(T.player_colour(s) in colours for s in range(2))


def test_review_a_click_on_a_mark_or_a_turning_point_opens_the_replay_there(title_app, review):
    """A decision opens the replay at its step (the decision not yet taken, the seat to act)
    from the seat's view; a turning point just before its swing, from its seat's view; Esc
    comes back to the Review tab."""
    app, shell, top, path, d = over_screen(title_app, review)
    open_tab(app, top, d)
    m = next(m for m in review["marks"]["0"] if m["mark"])
    d.click("review:mark:0:0")
    scene = app.top
    assert isinstance(scene, ReplayScene)
    assert scene.replay.pos == m["step"] and scene.viewer == m["seat"] == 0
    assert scene.replay.view(0)["to_act"] == 0
    _cfg, actions, _seats = finished_record(shell.content, path)
    assert actions[m["step"]] == engine.Action(m["played"][0], m["played"][1], tuple(m["played"][2]))
    d.key("escape")
    assert app.top is top and top.tab == "review"
    d.click("review:mark:0:0:chart")                  # its diamond on the chart: the same moment
    assert isinstance(app.top, ReplayScene) and app.top.replay.pos == m["step"] and app.top.viewer == 0
    d.key("escape")
    assert app.top is top and top.tab == "review"
    for i, t in enumerate(review["turns"]):
        d.click(f"review:turn:{i}:line" if i else f"review:turn:{i}")
        scene = app.top
        assert isinstance(scene, ReplayScene)
        assert scene.replay.pos == t["from"] and scene.viewer == t["seat"]
        d.key("escape")
        assert app.top is top and top.tab == "review"


def test_review_runs_in_the_background_survives_a_cancel_and_gives_the_same_review(title_app, review):
    """With nothing kept, opening the tab starts the review in its worker: the progress bar
    moves while the score table stays usable (the job runs on across tab switches); Cancel
    stops it and writes nothing; "Review this game" runs it again, to the same review as the
    module's, which is then kept in the finished game's file."""
    app, shell, top, path, d = over_screen(title_app)
    before = path.read_bytes()
    tab = open_tab(app, top, d)
    assert tab.running() and top.widget("review:cancel") is not None
    end = time.monotonic() + WAIT
    while tab.job.progress[0] == 0 and time.monotonic() < end:
        app.step(block=False)
        time.sleep(0.05)
    assert tab.job.progress[0] > 0
    d.click("tab=scores")
    assert top.tab == "scores" and tab.running()
    assert any(w.name.startswith("count:") for w in top.widgets)     # the score table's cells, usable
    d.click("tab=review")
    d.click("review:cancel")
    assert tab.status() == "cancelled" and path.read_bytes() == before
    top.ensure()
    assert top.widget("review:start") is not None and top.widget("review:cancel") is None
    d.click("review:start")
    assert tab.running()
    assert wait_done(app, tab) == "done"
    assert tab.result == review and runner.kept(path, shell.content) == review
    top.ensure()
    assert top.widget("review:turn:0") is not None


def test_review_leaving_the_game_over_screen_cancels_the_review(title_app):
    app, shell, top, path, d = over_screen(title_app)
    before = path.read_bytes()
    tab = open_tab(app, top, d)
    assert tab.running()
    proc = tab.job._proc
    shell.title()
    assert tab.status() == "cancelled" and not proc.is_alive()
    assert path.read_bytes() == before and runner.kept(path, shell.content) is None


def test_review_of_a_finished_game_from_the_load_screen(title_app, review, monkeypatch):
    """Load > Finished games: the game's Review button opens its kept review (not made again);
    a decision opens the replay there and Esc comes back to the review, Esc again to Load."""
    monkeypatch.setattr(runner.ReviewJob, "start", lambda job: pytest.fail("the kept review was made again"))
    app, shell, top, path, d = over_screen(title_app, review)
    shell.title()
    shell.open_load()
    d.click("tab:finished")
    load = app.top
    k = next(i for i, (p, info, err) in enumerate(load.files) if p == path)
    d.click(f"review{k}")
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.tab.result == review and scene.tab.job is None
    m = next(m for m in review["marks"]["0"] if m["mark"])
    d.click("review:mark:0:0")
    assert isinstance(app.top, ReplayScene) and app.top.replay.pos == m["step"] and app.top.viewer == 0
    d.key("escape")
    assert app.top is scene
    d.key("escape")
    assert app.top is load


def test_review_tab_in_german_has_no_english_and_no_text_over_text(title_app, review, monkeypatch, content):
    """The Review tab drawn in German (a mark's tooltip up): every string German
    (test_german_screens' check), no text cut, overlapping or drawn over (the text checker)."""
    from tests.i18n_words import NAMES, english_words, german_words, words
    from tests.ui.test_german_screens import Drawn
    app, shell, top, path, d = over_screen(title_app, review)
    i18n.set_language("de")
    shell.settings.language = "de"
    open_tab(app, top, d)
    drawn = Drawn(monkeypatch)
    drawn.shot(app, "review")
    w = top.widget("review:mark:0:0")
    app.dispatch(Intent("hover", pos=w.rect.center))
    top.hover_since -= HOVER_DELAY + 0.1
    top.update(0.0)
    drawn.shot(app, "review, a mark's tooltip")
    english = english_words(content) - german_words(content)
    names = {n.lower() for n in NAMES}
    left = {scene: sorted({t for t in texts if (words(t) & english) - names})
            for scene, texts in drawn.by_scene.items()}
    assert all(drawn.by_scene.values()) and not any(left.values()), left
    app.dispatch(Intent("hover", pos=(2, 2)))
    with TextCheck() as tc:
        rep = tc.frame(app)
    _kind, chart, _plot, turns, marks = top.review.geometry[:5]
    area = chart.union(turns).union(marks)          # (the headline above has its shadow under it)
    ours = lambda text: area.contains(text.rect)    # noqa: E731
    assert not [pair for pair in rep.overlaps if any(map(ours, pair))], rep.lines()
    assert not [text for text in rep.covered if ours(text)], rep.lines()


def test_review_names_done_by_what_it_ends_there(content):
    """A costly decision's moves are named without the table around them: "Done" says what
    it ends at that decision (an export crisis: deliver no more), in each language; every
    other move is named as the hint names it."""
    from archipelago.engine.kinds import DONE, XCRISIS
    from archipelago.ui.interact.hint_words import move_words
    from archipelago.ui.interact.review_words import decision_words
    from archipelago.match.autoplay import RandomPolicy
    s = engine.new_game(content, ["Ann", "Bob", "Cy"], "short", 3)
    pol = RandomPolicy(3)
    while s.frames[-1]["k"] != XCRISIS:
        assert engine.result(s) is None and s.round < 30, "no export crisis in this game"
        engine.apply(s, pol.choose(s))
    seat = engine.to_act(s)
    view = engine.view(s, seat)
    legal = engine.legal_actions(s)
    done = next(a for a in legal if a.kind == DONE)
    assert move_words(view, content, done) == "Done"              # the table's button
    assert decision_words(view, content, done) == "Done (deliver no more)"
    for a in legal:
        if a.kind != DONE:
            assert decision_words(view, content, a) == move_words(view, content, a)
    i18n.set_language("de")
    try:
        assert decision_words(view, content, done) == "Fertig (nichts mehr liefern)"
    finally:
        i18n.set_language("en")
