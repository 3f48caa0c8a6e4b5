"""Issue 25, secrets and hand-offs at a shared screen (UX "Hot seat and secrets"): every
way back into a game asks the table before a save from before a reveal it has seen
(N1), the linger after a person's last action keeps that person's name (N2), turning the
curtain off says what it means (N4), and the confusions of the second table test. The real
app, driven by synthetic input; delays pass on the input clock."""
import pygame
import pytest

from archipelago import engine
from archipelago.saves import fileio, seen
from archipelago.saves.paths import saves_dir
from archipelago.ui.app import App, Scene
from archipelago.ui.scenes import Shell
from archipelago.ui.scenes.curtain import CurtainScene
from archipelago.ui.scenes.dialog import ConfirmDialog
from archipelago.ui.scenes.load import LoadScene
from archipelago.ui.scenes.script import Driver
from archipelago.ui.scenes.title import TitleScene
from archipelago.ui.settings import Settings

from .test_flow_saves import _file_entry, _start, past_the_bids


@pytest.fixture
def rig(title_app):
    app, shell, home = title_app()
    return app, shell, Driver(app, shell, seed=2), home


def _to_title(d):
    d.key("escape")
    d.click("title")
    assert isinstance(d.app.top, TitleScene)


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
    assert engine.to_dict(shell.game.session.state) == saved


def test_handoff_title_continue_asks_when_the_newest_save_is_from_before_a_reveal(rig):
    """N1 with an autosave and Continue: the saves after the reveal are gone (rotated out
    by another game, deleted), the newest left is an autosave from before the bids:
    Continue asks."""
    app, shell, d, _ = rig
    _start(d, 8, kinds=("human", "human", "bot"))
    d.play("frame:bids", max_actions=400)
    bid_round = shell.game.session.state.round
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
    shell.reset(Scene(app))
    pygame.event.clear()
    app2 = App((1600, 900))
    shell2 = Shell(app2, content=content, settings=Settings(speed="instant"), settings_folder=home)
    shell2.title()
    app2.running = True
    d2 = Driver(app2, shell2, seed=2)
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
    assert seen.path().exists() and seen.path().parent == home
    d.click("load")
    assert [p for p, _, _ in app.top.files] == [manual]      # the note is not listed as a save
    d.click(_file_entry(app, manual))
    assert isinstance(app.top, ConfirmDialog)


def test_handoff_a_save_after_the_reveal_loads_without_a_question(rig):
    """N1 is not a question at every load: the newest save (after the reveal) loads at a
    curtain at once, from the title as from the game."""
    app, shell, d, _ = rig
    manual, saved, bid_round = past_the_bids(d, shell)
    _to_title(d)
    d.click("continue")
    assert isinstance(app.top, CurtainScene)
