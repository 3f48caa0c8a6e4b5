"""Issue 38, no second try (UX "Hot seat and secrets"): a finished game stays finished (the
end, R11, is a reveal like the bids: Continue never offers a save from before it, and
loading one asks the table from the game, the title, after a relaunch, renamed; the Load
list marks it; a second try keeps no second finished record); the deal counts as seen
(R4: a save from round 0 asks once an objective was read); no stream of clicks at one
spot, at any rhythm, opens the next person's screen; the Researcher's cards are shown to
everyone (DECK reveal_and_buy); and the loose ends of the third table test. The real
app, driven by synthetic input; delays pass on the input clock (input.advance)."""
import math
import random
import time

import pytest

from archipelago import engine
from archipelago.match.authority import Match, Seat
from archipelago.saves import fileio
from archipelago.saves.paths import saves_dir
from archipelago.ui.app import App, Scene
from archipelago.ui.input import advance
from archipelago.ui.scenes.curtain import CurtainScene, ObjectiveMoment
from archipelago.ui.scenes.dialog import ConfirmDialog
from archipelago.ui.scenes.gameover import GameOverScene
from archipelago.ui.scenes.load import LoadScene
from archipelago.ui.scenes.menu import GameMenu
from tools.script import Driver
from archipelago.ui.scenes.title import TitleScene
from tools.hotseat_fuzz import near_the_end

from .test_flow_saves import _file_entry
from .test_handoff import relaunch
from .test_hotseat import hot, play  # noqa: F401 - the fixture
from .test_truth_large_view import drawn_texts

PEOPLE = [Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")]
ENDED = "the game ended in round {round} and every objective and florin was shown"


@pytest.fixture
def rig(title_app):
    app, shell, home = title_app()
    return app, shell, Driver(app, shell, seed=2), home


def play_to_the_end(d, shell, content):
    """Ann and Bob (people) and Cy (a bot) play a game to its end, a manual save made at the
    first curtain: (that save, the autosaves from before the end, the round it ended in)."""
    shell._play(near_the_end(content, PEOPLE, 1, random.Random(1), left=8))
    assert isinstance(d.app.top, CurtainScene)
    d.key("escape")
    d.click("save")
    [manual] = saves_dir().glob("save-*.json")
    d.click("resume")
    d.play("over", max_actions=60)
    assert isinstance(d.app.top, GameOverScene)
    before = [p for p, info, _ in shell.save_files() if info is not None and not info["over"]]
    assert manual in before and any(fileio.is_autosave(p) for p in before)
    return manual, [p for p in before if fileio.is_autosave(p)], shell.game.session.match.round


# --- a finished game stays finished (R11) -------------------------------------------------------

def test_no_second_try_continue_never_offers_a_save_from_before_the_end(rig, content):
    """After the score table, Quit to title: Continue is not offered (today it resumes the
    autosave from just before the end, and the last turn is played again knowing every
    objective and florin)."""
    app, shell, d, _ = rig
    play_to_the_end(d, shell, content)
    d.click("title")
    assert isinstance(app.top, TitleScene)
    assert "continue" not in app.top.names() and shell.latest_game() is None
    assert shell.continue_game() is False and shell.game is None        # ("Nothing to continue")


def test_no_second_try_title_load_of_an_autosave_from_before_the_end_asks_and_is_marked(rig, content):
    """The title's Load: an autosave from before the end is marked on the list and asks the
    table first; Cancel loads nothing."""
    app, shell, d, _ = rig
    manual, autos, end_round = play_to_the_end(d, shell, content)
    d.click("title")
    d.click("load")
    rows = {p: info for p, info, _ in app.top.files}
    words = ENDED.format(round=end_round)
    for p in autos + [manual]:
        assert words in rows[p]["rewinds"], (p.name, rows[p]["rewinds"])
    d.click(_file_entry(app, autos[0]))
    assert isinstance(app.top, ConfirmDialog) and words in app.top.text and autos[0].name in app.top.text
    d.click("cancel")
    assert isinstance(app.top, LoadScene) and shell.game is None


def test_no_second_try_in_game_load_of_a_manual_save_from_before_the_end_asks(rig, content):
    """From the finished game itself (the score table, then the table's menu > Load): the
    manual save made before the end asks the table (today: it loads at once)."""
    app, shell, d, _ = rig
    manual, autos, end_round = play_to_the_end(d, shell, content)
    d.key("escape")                                     # the final table
    d.key("escape")                                     # its menu
    assert isinstance(app.top, GameMenu)
    d.click("load")
    d.click(_file_entry(app, manual))
    assert isinstance(app.top, ConfirmDialog) and ENDED.format(round=end_round) in app.top.text
    d.click("cancel")
    assert shell.game.session.match.over


def test_no_second_try_after_a_relaunch_a_renamed_save_from_before_the_end_asks(rig, content):
    """Quit, rename the save from before the end, start the game again: no Continue, and
    its Load asks."""
    app, shell, d, home = rig
    manual, autos, end_round = play_to_the_end(d, shell, content)
    renamed = manual.rename(manual.with_name("our-game.json"))
    app2, shell2, d2 = relaunch(app, shell, home, content)
    try:
        assert "continue" not in app2.top.names()
        d2.click("load")
        d2.click(_file_entry(app2, renamed))
        assert isinstance(app2.top, ConfirmDialog) and ENDED.format(round=end_round) in app2.top.text
    finally:
        shell2.reset(Scene(app2))


def test_no_second_try_a_game_that_ended_before_its_end_was_noted_stays_finished(rig, content):
    """A game finished before the table noted ends (an older version, a lost seen.json): its
    finished record in the saves folder is enough; Continue is not offered, Load asks."""
    from archipelago.saves import seen
    app, shell, d, home = rig
    manual, autos, end_round = play_to_the_end(d, shell, content)
    d.click("title")
    seen.path().unlink()
    app2, shell2, d2 = relaunch(app, shell, home, content)
    try:
        assert "continue" not in app2.top.names()
        d2.click("load")
        d2.click(_file_entry(app2, autos[-1]))
        assert isinstance(app2.top, ConfirmDialog) and ENDED.format(round=end_round) in app2.top.text
    finally:
        shell2.reset(Scene(app2))


def test_no_second_try_a_second_try_keeps_no_second_finished_record(rig, content):
    """If the whole table agrees and plays from before the end again, the first end stays
    the game's record: no second finished-*.json (today one is written per end)."""
    app, shell, d, _ = rig
    manual, autos, end_round = play_to_the_end(d, shell, content)
    kept = [p for p in fileio.all_saves() if fileio.is_finished(p)]
    assert len(kept) == 1
    d.click("title")
    d.click("load")
    d.click(_file_entry(app, manual))
    d.click("yes")                                      # the table agrees
    assert shell.game is not None and not shell.game.session.match.over
    d.play("over", max_actions=60)
    assert [p for p in fileio.all_saves() if fileio.is_finished(p)] == kept


# --- the deal counts as seen (R4) ----------------------------------------------------------------

def test_no_second_try_a_round_0_save_after_an_objective_was_seen_asks(rig, content):
    """A save from round 0, loaded once Ann has read her objective ("Your objective", after
    the deal of R4), asks the table: in the game and from the title (today it loads, and the
    same objectives, track and trend come again)."""
    app, shell, d, _ = rig
    shell.start_game([Seat("Ann"), Seat("Bob"), Seat("Cy", "bot")], "short", seed=4)
    d.until("curtain")
    assert shell.game.session.match.round == 0
    d.key("escape")
    d.click("save")
    [round0] = saves_dir().glob("save-*.json")
    d.click("resume")
    game = shell.game
    assert play(d, lambda: isinstance(app.top, CurtainScene) and game.screen.objective_due() == 1)
    words = "the objective cards were dealt and read at the end of round 0"
    d.key("escape")                                     # at Bob's curtain, after Ann's moment
    d.click("load")
    d.click(_file_entry(app, round0))
    assert isinstance(app.top, ConfirmDialog) and words in app.top.text
    d.click("cancel")
    d.key("escape")                                     # back to the menu
    d.click("title")
    assert "continue" in app.top.names()                # (the game goes on: Continue offers its newest save)
    d.click("load")
    assert words in {p: info for p, info, _ in app.top.files}[round0]["rewinds"]
    d.click(_file_entry(app, round0))
    assert isinstance(app.top, ConfirmDialog) and words in app.top.text


# --- no click rhythm opens the next person's screen --------------------------------------------

def _default_button(shell, game):
    """Where a curtain's button stands when the mouse is away from it."""
    curtain = CurtainScene(shell, game)
    curtain.ensure()
    return curtain.widget("continue").rect


def _inside_both(a, b):
    """A point inside both rectangles (the middle of their overlap)."""
    o = a.clip(b)
    assert o.w > 2 and o.h > 2, (a, b)
    return o.center


@pytest.mark.slow
def test_no_second_try_click_streams_at_the_spot_of_the_last_click_never_open_the_next_screen(hot):
    """Five people: each reads their objective after the deal and closes it with a click
    where the next curtain's button stands by default, then clicks on at that spot at a
    steady rhythm (0.5, 0.6, 1.0, 2.0 s): the next person's curtain never opens (today it
    opens, showing that person's objective); then the next person takes the mouse to the
    button and their screen opens. Then the bids, each bid followed by clicks at its spot
    (0.3, 0.5, 0.6, 1.0 s): no stream opens the next bidder's screen either."""
    from archipelago.ui.interact import click_path
    app, shell, d, start = hot
    game, s, w = start([(n, "human") for n in ("Ann", "Bob", "Cy", "Dee", "Eve")], seed=4)

    def stream(every, spot, curtain):
        shown = len(w.frames)
        for _ in range(max(5, math.ceil(4.0 / every))):
            advance(every)
            d.click_at(spot)
            assert app.top is curtain, f"a stream every {every} s opened {curtain.seat}'s screen"
        app.dirty = True
        d.step()
        assert set(w.frames[shown:]) == {("curtain", curtain.seat)}
        assert curtain.point("continue") != spot
        advance(1.0)                                    # the mouse changes hands
        d.click("continue")                             # the next person's own click, the mouse moved
        assert app.top is not curtain and game.screen.cleared_for == curtain.seat
    assert play(d, lambda: d.top_kind() == "objective")
    for every in (0.5, 0.6, 1.0, 2.0):                  # Ann's, Bob's, Cy's and Dee's moments
        moment = app.top
        assert isinstance(moment, ObjectiveMoment)
        spot = _inside_both(moment.widget("continue").rect, _default_button(shell, game))
        d.deliberate()
        d.click_at(spot)                                # the moment closed: the next curtain comes up
        assert isinstance(app.top, CurtainScene) and app.top.seat == moment.seat + 1
        stream(every, spot, app.top)
    bids = 0
    for every in (0.3, 0.5, 0.6, 1.0):
        assert play(d, lambda: d.human_to_act() is not None and s.top_frame == "bids")
        seat = d.human_to_act()
        app.dirty = True
        app.draw()
        action = next(a for a in s.legal() if a.kind == "bid")
        spot = click_path(game.table, action)[-1]
        d.human_move(action)
        if not game.screen.handing_over():
            break                                       # (the bids are revealed)
        advance(every)
        d.click_at(spot)                                # (the curtain comes up)
        assert isinstance(app.top, CurtainScene) and app.top.seat != seat
        stream(every, spot, app.top)
        bids += 1
    assert bids >= 3 and not w.violations, (bids, w.violations[:3])


# --- the Researcher's reveal is public (DECK reveal_and_buy) ----------------------------------

def test_no_second_try_the_researchers_cards_are_in_every_seats_view_and_the_log(content):
    """Ann uses the Researcher: the five cards are in every seat's view and the public
    view, every log names them, and the table of a seat that does not decide (Bob's, and
    the public one) shows them (today only Ann's panel does, and the log says "reveals 5
    cards")."""
    from archipelago.ui.table.scene import TableScene
    from tests.engine.conftest import Table
    t = Table(content)
    t.citizen(0, t.put("H01a", 1, 0))
    t.own(0, "A01")
    revealed = ["A36", "A05", "A25", "A22", "A33"]
    t.stack_deck("A14", *revealed)
    m = Match(content, engine.copy_state(t.s), PEOPLE)
    m.apply(engine.Action(0, "use_card", ("A01",)), by=m.to_act)
    names = [content.shown("card", c, "name") for c in revealed]
    for viewer in (None, 0, 1, 2):
        assert sorted(m.view(viewer)["frames"][-1]["cards"]) == sorted(revealed)
        said = [text for _, text, _ in m.log_entries(viewer) if "reveals" in text]
        assert said and said[-1].startswith("Ann reveals 5 cards of the deck to everyone: ")
        assert all(n in said[-1] for n in names), said[-1]
    app = App((1600, 900))
    for viewer in (None, 1):
        table = TableScene(app, content, m.view(viewer), m.log_entries(viewer), submit=lambda a: None,
                           on_undo=lambda: None, on_menu=lambda: None)
        app.push(table)
        try:
            texts = drawn_texts(app.draw)
        finally:
            app.pop()
        assert "Cards revealed by Ann" in texts and all(any(n in x for x in texts) for n in names), viewer


# --- loose ends ---------------------------------------------------------------------------------

def _bidding(content, seed=8):
    """A two-person game at its first bids, played by random choices (no offers)."""
    m = Match.new(content, [Seat("Ann"), Seat("Bob")], "short", seed)
    rng = random.Random(seed)
    while m.top_frame != "bids":
        legal = m.legal()
        m.apply(rng.choice([a for a in legal if a.kind != "offer"]), by=m.to_act)
    return m


def test_no_second_try_florins_held_in_ones_own_bid_are_shown(content):
    """Ann bids 2ƒ; Bob, bidding next, asks her for all her florins in a trade: Ann's
    screen says 2ƒ are in her bid, and "cannot pay" says why (today: 10ƒ shown, asked 9ƒ,
    "cannot pay")."""
    from archipelago.ui import theme
    from archipelago.ui.hits import Hits
    from archipelago.ui.interact import Interaction
    from archipelago.ui.render.panels import draw_private
    m = _bidding(content)
    a, b = m.to_act, 1 - m.to_act
    florins = m.view(a)["players"][a]["florins"]
    assert florins >= 3
    m.apply(engine.Action(a, "bid", (2,)), by=m.to_act)
    assert [f.get("mine") for f in m.view(a)["frames"] if f["k"] == "bids"] == [2]      # her own bid, in her view
    assert all("mine" not in f for v in (None, b) for f in m.view(v)["frames"])         # and nobody else's
    m.apply(engine.Action(b, "offer", (a,)), by=m.to_act)
    m.apply(engine.Action(b, "give", ("florin",)), by=m.to_act)
    for _ in range(florins - 1):                        # all but one of her florins: 2 of them are in her bid
        m.apply(engine.Action(b, "ask", ("florin",)), by=m.to_act)
    m.apply(engine.Action(b, "send", ()), by=m.to_act)
    view = m.view(a)
    assert view["frames"][-1]["k"] == "respond" and engine.Action(a, "accept", ()) not in m.legal()
    it = Interaction(view, content)
    accept = next(w for row in it.spec(it.initial()).panel.rows for w in row
                  if w.control is not None and w.control.id == ("p", "accept"))
    assert not accept.control.enabled
    assert accept.control.tip == (f"you cannot pay what is asked: 2ƒ of your {florins}ƒ are in your bid until the "
                                  f"bids are revealed: only {florins - 2}ƒ can go into a trade meanwhile.")
    hits = Hits()
    texts = drawn_texts(lambda: draw_private(theme.Ctx(1.0), (900, 200), view, content, hits))
    assert "(2ƒ in your bid)" in texts
    assert any(h.tip and h.tip.startswith(f"Your florins: {florins}") and "2ƒ of your" in h.tip for h in hits.items)


def test_no_second_try_quit_to_title_counts_moves_not_composer_clicks(content):
    """In the bids: Ann bids, Bob composes an offer of five items and sends it, Ann
    rejects: leaving loses 3 moves (a bid, an offer, an answer), not every click of the
    offer's composer."""
    from archipelago.match.screen import Screen
    from archipelago.match.session import LocalGame
    m = _bidding(content)
    screen = Screen(LocalGame(m))
    a = m.to_act
    b = 1 - a
    m.autosave()
    m.apply(engine.Action(a, "bid", (1,)), by=m.to_act)
    m.apply(engine.Action(b, "offer", (a,)), by=m.to_act)
    for item in ("florin", "florin"):
        m.apply(engine.Action(b, "give", (item,)), by=m.to_act)
    for item in ("florin", "florin", "florin"):
        m.apply(engine.Action(b, "ask", (item,)), by=m.to_act)
    m.apply(engine.Action(b, "send", ()), by=m.to_act)
    m.apply(engine.Action(a, "reject", ()), by=m.to_act)
    assert m.unsaved()[1] == 3
    assert "loses the 3 moves" in screen.lost_on_leave()


def test_no_second_try_curtains_off_an_objective_is_drawn_only_over_its_own_persons_screen(hot):
    """Curtains off, two people: each "Your objective" moment is drawn over that person's
    own table (today Bob's card lay over Ann's private screen)."""
    app, shell, d, start = hot
    shell.settings.curtain = False
    game, s, w = start([("Ann", "human"), ("Bob", "human"), ("Cy", "bot")], seed=4)
    seen = []
    for _ in range(3000):
        if len(seen) == 2 or s.round >= 2:
            break
        if d.top_kind() == "objective":
            app.dirty = True
            d.step()
            seen.append((app.top.seat, game.table.view["seat"]))
            d.click("continue")
        elif d.top_kind() in ("curtain", "reveal"):
            d.click("continue")
        elif d.human_to_act() is not None:
            d.human_move()
        else:
            d.hurry()
            d.step()
    assert seen == [(0, 0), (1, 1)], seen
    assert not w.violations, w.violations[:3]           # (the watch judges the moments with curtains off too)


def test_no_second_try_esc_during_the_linger_hides_the_movers_screen_under_the_menu(hot):
    """Esc while the result of a person's last move lingers: the menu opens over the
    public view, not over that person's private screen; closing it brings the curtain."""
    from .test_hotseat import _next_handoff
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human")], seed=8)
    seat = _next_handoff(d, game.screen)
    app.dirty = True
    d.step()
    assert game.linger_until is not None and game.table.view["seat"] == seat
    d.key("escape")
    assert isinstance(app.top, GameMenu)
    app.dirty = True
    d.step()
    assert game.table.view["seat"] is None and w.frames[-1] == ("table", None)
    d.key("escape")
    assert isinstance(app.top, CurtainScene) and app.top.seat == s.to_act != seat
    assert not w.violations, w.violations[:3]


def test_no_second_try_the_next_persons_panel_does_not_light_up_during_the_linger(hot):
    """While the mover's result lingers, the lit player panel is the mover's (as the status
    line), not the next person's: whose turn it is comes with the curtain."""
    from .test_hotseat import _next_handoff
    app, shell, d, start = hot
    game, s, w = start([("Ann", "human"), ("Bob", "human")], seed=8)
    seat = _next_handoff(d, game.screen)
    app.dirty = True
    d.step()
    assert game.linger_until is not None and s.to_act != seat
    lit = [h.tip for h in game.table.renderer.hits.items if h.tip and h.tip.endswith("To act now.")]
    assert len(lit) == 1 and lit[0].startswith(s.names[seat] + ":"), lit


def test_no_second_try_the_log_tells_a_counter_offer_once(content):
    """An offer, a counter-offer sent and accepted: the log tells the counter-offer once;
    a counter-offer withdrawn ends in "do not trade" (today: "answers ... with a
    counter-offer" and "makes a counter-offer", and a withdrawn one left dangling)."""
    for withdrawn in (False, True):
        m = _bidding(content, seed=9)
        a, b = m.to_act, 1 - m.to_act
        m.apply(engine.Action(a, "offer", (b,)), by=m.to_act)
        m.apply(engine.Action(a, "give", ("florin",)), by=m.to_act)
        m.apply(engine.Action(a, "send", ()), by=m.to_act)
        m.apply(engine.Action(b, "counter", ()), by=m.to_act)
        if withdrawn:
            m.apply(engine.Action(b, "cancel", ()), by=m.to_act)
        else:
            m.apply(engine.Action(b, "ask", ("florin",)), by=m.to_act)
            m.apply(engine.Action(b, "send", ()), by=m.to_act)
            m.apply(engine.Action(a, "reject", ()), by=m.to_act)
        log = [t for _, t, _ in m.log_entries(None)]
        told = [t for t in log if "counter" in t]
        names = m.names
        if withdrawn:
            assert told == [] and log[-1] == f"{names[b]} and {names[a]} do not trade.", log[-3:]
        else:
            assert told == [f"{names[b]} makes a counter-offer to {names[a]}."], told


def _tooltips(monkeypatch):
    """The tooltips the shell's scenes draw, recorded."""
    from archipelago.ui.scenes import form
    shown, real = [], form.draw_tooltip

    def record(ctx, surface, text, pos):
        shown.append(text)
        real(ctx, surface, text, pos)
    monkeypatch.setattr(form, "draw_tooltip", record)
    return shown


def _rest(app, d, pos=None):
    """The mouse rests (at `pos`, moved there) past the tooltip's delay (its clock set back,
    no sleeping)."""
    if pos is not None:
        d.mouse(pos)
    app.top.hover_since = time.monotonic() - 5
    app.dirty = True
    d.step()


def test_no_second_try_tooltips_switch_language_with_a_language_switch(rig, monkeypatch):
    """Settings > Language > Deutsch with the mouse resting on the language row: the
    tooltip that comes is German (today it kept the English words of the old widget)."""
    from archipelago import i18n
    from archipelago.ui.scenes.settings_scene import TIP
    app, shell, d, _home = rig
    shown = _tooltips(monkeypatch)
    d.click("settings")
    pos = app.top.point("language=Deutsch")
    _rest(app, d, pos)
    assert shown and shown[-1] == TIP["language"]
    try:
        d.click("language=Deutsch")                     # the mouse stays where it clicked
        shown.clear()
        _rest(app, d)
        assert shown and shown[-1] == i18n._(TIP["language"]) != TIP["language"], shown
    finally:
        i18n.set_language("en")


def test_no_second_try_the_privacy_tooltip_does_not_show_through_its_confirmation(rig, monkeypatch):
    """Settings > Privacy curtain > Off asks first; meanwhile the curtain row's tooltip is
    not drawn under the question (today it showed through its shade)."""
    from archipelago.ui.scenes.settings_scene import TIP
    app, shell, d, _ = rig
    shown = _tooltips(monkeypatch)
    d.click("settings")
    settings = app.top
    pos = settings.point("curtain=Off")
    _rest(app, d, pos)
    assert shown and shown[-1] == TIP["curtain"]
    d.click("curtain=Off")
    assert isinstance(app.top, ConfirmDialog)
    shown.clear()
    settings.hover_since = time.monotonic() - 5
    for _ in range(3):
        app.dirty = True
        d.step()
    assert TIP["curtain"] not in shown and not settings.tip_shown
    d.click("cancel")


def test_no_second_try_the_menus_settings_tooltip_names_language(rig):
    """The Settings buttons (the title's and the game menu's) name Language first."""
    app, shell, d, _ = rig
    assert app.top.widget("settings").tip.startswith("Language, ")
    shell.start_game(PEOPLE, "short", seed=3)
    d.key("escape")
    assert isinstance(app.top, GameMenu) and app.top.widget("settings").tip.startswith("Language, ")


def test_no_second_try_finished_games_found_in_the_saves_never_push_out_a_game_in_play(tmp_path):
    """The ends of many finished games noted from the saves folder (seen.remember_ended, the
    saves listed newest first) go in as the oldest branches: a game in play keeps its noted
    reveals, the file keeps its bound (the newest finished games kept), and a second listing
    writes nothing."""
    from archipelago.saves import seen
    cfg = {"names": ["Ann", "Bob"], "length": "short", "seed": 1}
    live = {"game": seen._key(cfg), "actions": [[0, "bid", [1]], [1, "bid", [0]]], "reveals": [[1, "bids", 1]]}
    seen._write([live], tmp_path)
    finished = [(dict(cfg, seed=100 + i), [[0, "x", []], [1, "y", [i]]], 5) for i in range(seen.BRANCHES + 5)]
    assert seen.remember_ended(finished, tmp_path)
    branches = seen.load(tmp_path)
    assert live in branches and len(branches) == seen.BRANCHES
    assert not seen.remember_ended(finished, tmp_path)
    assert seen.rewound_marks(branches, cfg, [[0, "bid", [1]]]) == [("bids", 1)]
    # the saves are listed newest first: the newest finished games are the ones kept
    assert seen.ended(seen.rewound_marks(branches, dict(cfg, seed=100), [[0, "x", []]])) == 5
    assert seen.ended(seen.rewound_marks(branches, dict(cfg, seed=144), [[0, "x", []]])) is None


def test_no_second_try_a_save_then_taken_back_with_undo_is_from_before_the_end(tmp_path):
    """A person saves, takes the step back (undo) and plays on otherwise, and the game ends:
    that save lies on the game's line where the person left it, so it is from before the end
    (found by the fuzz: Continue offered it). A line that another seat carried on after the
    change is another game's line."""
    from archipelago.saves import seen
    cfg = {"names": ["Ann", "Bob"], "length": "short", "seed": 1}
    game = [[0, "a", []], [1, "b", []], [1, "c", []], [0, "d", []]]
    seen._write([seen.ended_branch(cfg, game, 6)], tmp_path)
    branches = seen.load(tmp_path)
    undone = game[:2] + [[1, "x", []], [1, "y", [2]]]           # Bob's own steps, taken back
    assert seen.ended(seen.rewound_marks(branches, cfg, undone)) == 6
    assert seen.ended(seen.rewound_marks(branches, cfg, game[:3])) == 6           # (a save on the line)
    other = game[:2] + [[1, "x", []], [0, "z", []]]                # Ann played on after Bob's change
    assert seen.rewound_marks(branches, cfg, other) == []
    assert seen.rewound_marks(branches, cfg, game) == []           # (the end itself)
