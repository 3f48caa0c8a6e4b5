"""Issue 25, secrets and hand-offs at a shared screen (UX "Hot seat and secrets"): every
way back into a game asks the table before a save from before a reveal it has seen
(N1), the linger after a person's last action keeps that person's name (N2), turning the
curtain off says what it means (N4), and the confusions of the second table test. The real
app, driven by synthetic input; delays pass on the input clock."""
import pygame
import pytest

from archipelago import engine
from archipelago.saves import fileio
from archipelago.saves.paths import saves_dir
from archipelago.ui.app import App, Scene
from archipelago.ui.scenes import Shell
from archipelago.ui.scenes.curtain import CurtainScene
from archipelago.ui.scenes.dialog import ConfirmDialog
from archipelago.ui.scenes.load import LoadScene
from tools.script import Driver
from archipelago.ui.scenes.title import TitleScene
from archipelago.ui.settings import Settings

from .test_flow_saves import _file_entry, _start, past_the_bids
from .test_hotseat import hot  # noqa: F401 - the fixture


@pytest.fixture
def rig(title_app):
    app, shell, home = title_app()
    return app, shell, Driver(app, shell, seed=2), home


def relaunch(app, shell, home, content):
    """Quit, then start the game anew on the same data folder: (app, shell, driver)."""
    shell.reset(Scene(app))
    pygame.event.clear()
    app2 = App((1600, 900))
    shell2 = Shell(app2, content=content, settings=Settings(speed="instant"), settings_folder=home)
    shell2.title()
    app2.running = True
    return app2, shell2, Driver(app2, shell2, seed=2)


def _to_title(d):
    d.key("escape")
    d.click("title")
    assert isinstance(d.app.top, TitleScene)


@pytest.mark.slow
def test_handoff_title_load_asks_before_a_save_from_before_the_bids(rig):
    """N1: Esc -> Quit to title -> Load the save from before the bids asks first (today it
    loads with no question and the person bids again knowing both bids)."""
    app, shell, d, _ = rig
    manual, saved, bid_round = past_the_bids(d, shell)
    _to_title(d)
    d.click("load")
    d.click(_file_entry(app, manual))
    assert isinstance(app.top, ConfirmDialog), type(app.top).__name__
    assert f"before the bids of round {bid_round} were revealed" in app.top.text and manual.name in app.top.text
    assert shell.game is None
    d.click("cancel")                                   # nothing is loaded
    assert isinstance(app.top, LoadScene) and shell.game is None
    d.click(_file_entry(app, manual))
    d.click("yes")                                      # the whole table agreed
    assert isinstance(app.top, CurtainScene)
    assert engine.to_dict(shell.game.session.match._state) == saved


@pytest.mark.slow
def test_handoff_title_continue_asks_when_the_newest_save_is_from_before_a_reveal(rig):
    """N1 with an autosave and Continue: the saves after the reveal are gone (rotated out
    by another game, deleted), the newest left is an autosave from before the bids:
    Continue asks."""
    app, shell, d, _ = rig
    _start(d, 8, kinds=("human", "human", "bot"))
    d.play("frame:bids", max_actions=400)
    bid_round = shell.game.session.match.round
    before = fileio.autosaves()[0]                      # (written at the first bid's curtain)
    kept = before.read_bytes()
    d.play("frame:turn", max_actions=400)
    _to_title(d)
    for p in fileio.all_saves():
        p.unlink()
    before.write_bytes(kept)
    shell.title()
    assert "continue" in app.top.names()
    d.click("continue")
    assert isinstance(app.top, ConfirmDialog)
    assert f"before the bids of round {bid_round} were revealed" in app.top.text and before.name in app.top.text


def test_handoff_after_a_relaunch_the_load_still_asks(rig, content):
    """N1 after quitting and relaunching the game: a new app and shell on the same data
    folder still ask, from the title's Load."""
    app, shell, d, home = rig
    manual, saved, bid_round = past_the_bids(d, shell)
    d.key("escape")
    d.click("quit")                                     # the game closes (autosaved)
    app2, shell2, d2 = relaunch(app, shell, home, content)
    try:
        d2.click("load")
        d2.click(_file_entry(app2, manual))
        assert isinstance(app2.top, ConfirmDialog)
        assert f"before the bids of round {bid_round} were revealed" in app2.top.text
    finally:
        shell2.reset(Scene(app2))


def test_handoff_the_table_remembers_reveals_whose_saves_are_gone(rig):
    """N1: what a newer save revealed is kept after that save is gone (saves.seen): with
    only the save from before the bids left on disk, loading it from the title asks."""
    app, shell, d, home = rig
    manual, saved, bid_round = past_the_bids(d, shell)
    _to_title(d)
    for p in fileio.all_saves():
        if p != manual:
            p.unlink()
    d.click("load")
    assert [p for p, _, _ in app.top.files] == [manual]      # the note is not listed as a save
    d.click(_file_entry(app, manual))
    assert isinstance(app.top, ConfirmDialog)
    from archipelago.saves import seen
    assert seen.path().exists() and seen.path().parent == home


@pytest.mark.slow
def test_handoff_a_save_after_the_reveal_loads_without_a_question(rig):
    """N1 is not a question at every load: the newest save (after the reveal) loads at a
    curtain at once, from the title as from the game."""
    app, shell, d, _ = rig
    manual, saved, bid_round = past_the_bids(d, shell)
    _to_title(d)
    d.click("continue")
    assert isinstance(app.top, CurtainScene)


# --- N2: the linger keeps the actor's name ----------------------------------------------------

def test_handoff_the_linger_keeps_the_actors_name_until_the_curtain(hot):
    """N2: after a person's last action their screen stays up about a second; the status
    line meanwhile names that person (never the next person's prompt, who would lean in)."""
    from archipelago.words.status import status_line
    from .test_hotseat import _next_handoff
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human")], seed=8)
    seat = _next_handoff(d, game.screen)
    app.dirty = True
    d.step()
    assert app.top is game and game.linger_until is not None
    status = next(h.tip for h in game.table.renderer.hits.items if h.key == ("status",))
    nxt = s.names[s.to_act]
    assert status.startswith(s.names[seat] + ":") and nxt not in status, status
    assert status != status_line(s.view(None))
    d.click_at((5, 5))                                  # the curtain comes: the status is the view's again
    assert isinstance(app.top, CurtainScene)
    assert game.table.status_said is None


# --- N4: turning the curtain off says what it means -------------------------------------------

def test_handoff_turning_the_curtain_off_at_a_curtain_says_what_it_means_and_asks(hot):
    from archipelago.ui.scenes.menu import GameMenu
    from archipelago.ui.scenes.settings_scene import SettingsScene
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human")], seed=8)
    assert isinstance(app.top, CurtainScene)
    d.key("escape")
    assert isinstance(app.top, GameMenu)
    d.click("settings")
    assert isinstance(app.top, SettingsScene)
    d.click("curtain=Off")
    assert isinstance(app.top, ConfirmDialog) and shell.settings.curtain is True     # not yet
    text = app.top.text
    assert "every screen" in text.lower() and "Ann and Bob" in text and "objective" in text
    d.click("cancel")
    assert isinstance(app.top, SettingsScene) and shell.settings.curtain is True and game.screen.curtains
    d.click("curtain=Off")
    d.click("yes")
    assert shell.settings.curtain is False and not game.screen.curtains


# --- the confusions --------------------------------------------------------------------------

@pytest.mark.slow
def test_handoff_a_save_at_the_deal_resumes_with_the_objective_moments(hot, tmp_path):
    """A save made at the deal (the end of round 0) resumes with each person's "Your
    objective" moment behind their curtain (today: no moment for anyone)."""
    from archipelago.ui.scenes.curtain import ObjectiveMoment
    from .test_hotseat import play
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "bot"), ("Cy", "human")], seed=4)
    assert play(d, lambda: game.screen.objective_due() is not None)
    path = s.save(tmp_path / "deal.json")
    assert shell.load_game(path) is True
    s2 = shell.game.screen
    assert s2.objective_due() == 0
    seen_moments = []
    assert play(d, lambda: s2.objective_due() is None and d.top_kind() != "objective",
                on_curtain=lambda c: None) or True
    # replay the moments through the screens: each person's own, behind their curtain
    assert shell.load_game(path) is True
    s3 = shell.game.screen
    for _ in range(20):
        if isinstance(app.top, ObjectiveMoment):
            seen_moments.append(app.top.seat)
        if s3.objective_due() is None and not isinstance(app.top, (ObjectiveMoment, CurtainScene)):
            break
        d.click("continue")
    assert seen_moments == [0, 2]
    assert not w.violations


def test_handoff_quitting_in_the_middle_of_the_bids_says_what_is_lost(hot):
    """Quit to title during a round of bids (no autosave keeps half of them) says which
    moves are lost and asks; Cancel keeps playing; nothing is lost silently."""
    from archipelago.ui.scenes.menu import GameMenu
    from .test_hotseat import play
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human"), ("Cy", "human")], seed=21)
    assert play(d, lambda: d.human_to_act() is not None and s.top_frame == "bids"
                and s.view(None)["frames"][-1]["bids"])
    d.key("escape")
    assert isinstance(app.top, GameMenu)
    d.click("title")
    assert isinstance(app.top, ConfirmDialog), type(app.top).__name__
    assert "bids" in app.top.text and "loses" in app.top.text and "move" in app.top.text
    d.click("cancel")
    assert isinstance(app.top, GameMenu) and shell.game is game
    d.click("title")
    d.click("yes")
    assert isinstance(app.top, TitleScene)


def test_handoff_the_objective_moments_curtain_is_not_headed_by_the_bid_prompt(hot):
    """During the objective moments "Pass to Bob" is headed by Bob's moment, not by the
    prompt of whoever decides next ("Ann: bid florins...")."""
    from .test_hotseat import play
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human")], seed=4)
    assert play(d, lambda: d.top_kind() == "curtain" and game.screen.objective_due() == 1)
    from .test_truth_large_view import drawn_texts
    app.top.invalidate()
    app.dirty = True
    drawn = drawn_texts(d.step)
    heads = [t for t in drawn if t.startswith(("Ann:", "Bob:"))]
    assert heads and all(h.startswith("Bob:") and "objective" in h and "bid" not in h for h in heads), heads


@pytest.mark.slow
def test_handoff_load_rows_differ_before_and_after_a_reveal(rig):
    """The Load list tells a save before the bids from one after their reveal: the step,
    and the mark of a save from before a reveal the table has seen."""
    from archipelago.ui.scenes.load import save_line
    app, shell, d, _ = rig
    manual, saved, bid_round = past_the_bids(d, shell)
    d.key("escape")
    d.click("save")                                     # after the reveal
    d.click("resume")
    _to_title(d)
    d.click("load")
    rows = {p: info for p, info, _ in app.top.files}
    after = max((p for p in rows if p.name.startswith("save-") and p != manual), key=lambda p: p.stat().st_mtime)
    assert save_line(rows[manual]) != save_line(rows[after])
    assert "bidding" in save_line(rows[manual])
    assert rows[manual]["rewinds"] == [f"the bids of round {bid_round} were revealed"] and not rows[after]["rewinds"]
    from archipelago.ui.scenes.load import rewind_line
    assert rewind_line(rows[manual]).startswith("From before the bids")


def test_handoff_opening_load_or_quitting_pushes_no_autosave_out_with_a_duplicate(rig):
    """The menu's Load and Quit to title right after an autosave write no second copy of
    the same point (which pushed the oldest autosave out)."""
    app, shell, d, _ = rig
    _start(d, 8, kinds=("human", "human", "bot"))
    d.play("frame:turn", max_actions=400)
    shell.game.autosave_now()
    before = [p.name for p in fileio.autosaves()]
    d.key("escape")
    d.click("load")
    assert isinstance(app.top, LoadScene)
    d.key("escape")
    d.key("escape")                                     # (the menu too)
    d.key("escape")
    d.click("title")
    assert isinstance(app.top, TitleScene)
    assert [p.name for p in fileio.autosaves()] == before
    d.click("continue")                                 # and Continue still opens that point
    assert isinstance(app.top, CurtainScene)


def test_handoff_a_counter_offer_is_told_once_in_the_summary(content):
    """The curtain's "since your last turn" tells a counter-offer once (today twice: "answers
    with a counter-offer" and "makes a counter-offer")."""
    import random
    from archipelago.match.authority import Seat
    from tests.match.test_hotseat_saves import run_until
    from tests.match.test_match import game
    s, scr = game(content, [Seat("Ann"), Seat("Bob")], 32)
    assert run_until(s, scr, random.Random(6), lambda s: s.top_frame == "turn"
                     and any(a.kind == "offer" for a in s.legal()))
    a, b = s.to_act, 1 - s.to_act

    def do(kind, *args):
        s.apply(engine.Action(s.to_act, kind, tuple(args)), by=s.to_act)

    def first_give():
        return next(x.args[0] for x in s.legal() if x.kind == "give" and x.args[0] not in content.cards)
    do("offer", b)
    do("give", first_give())
    do("send")
    do("counter")
    do("give", first_give())
    do("send")                                          # the curtain for the first offerer tells:
    lines = [t for _, t, _ in s.since_last_turn(a, limit=100)[0]]
    told = [t for t in lines if "counter-offer" in t]
    assert len(told) == 1, lines
    assert f"{s.names[b]} makes a counter-offer to {s.names[a]}." in told


def test_handoff_a_late_click_of_a_burst_begun_before_the_curtain_does_not_open_it(hot):
    """A third click ~0.8 s after a curtain appeared, of a run of quick clicks begun before
    it, does not open it; a click after a pause, on the button the mouse was taken to, does
    (issue 38 withdrew "a click after a pause at the same spot opens it": the button now
    stands away from the spot of the burst, and no click there opens it at any rhythm)."""
    from archipelago.ui.input import advance
    from .test_hotseat import _next_handoff
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human")], seed=8)
    pos = CurtainScene(shell, game).point("continue")

    def click():
        d.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        advance(0.05)
        d.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    _next_handoff(d, game.screen)                       # the last action of this person...
    click()                                             # ...then a burst: this click brings the curtain
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    app.dirty = True
    d.step()
    advance(0.35)
    click()                                             # the second click: too early anyway
    advance(0.35)
    click()                                             # the third, ~0.8 s after it appeared
    assert app.top is curtain
    advance(0.6)
    click()                                             # a click after a pause, at the same spot
    assert app.top is curtain and curtain.point("continue") != pos
    d.click_at(curtain.point("continue"))               # the mouse taken to the button: deliberate
    assert app.top is not curtain
