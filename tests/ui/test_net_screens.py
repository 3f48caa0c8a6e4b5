"""The screens of a game on several computers (issue 36, point 3; UX "Playing on several
screens"), driven by synthetic clicks and keys on the real app (SDL dummy): Title > Host a
game (a GameServer in the app on 127.0.0.1, port 0) and its lobby, another screen joining
it; Title > Join a game against a host in this process; presence marks on the player
panels, table talk both ways and in the log, the window title on your turn, what a wrong
code, a full game and an unreachable host say, a bot playing for a dropped person, and the
title's Continue rejoining the last game joined. Every wait is bounded."""
from __future__ import annotations

import socket
import threading

import pygame
import pytest

from archipelago.net import protocol as p
from archipelago.net.client import UNREACHABLE
from archipelago.net.play import BotSeats, drive
from archipelago.net.remote import RemoteGame
from archipelago.net.words import refusal_words
from archipelago.ui import rejoin
from archipelago.ui.app import TITLE
from archipelago.ui.scenes.away import AwayCard, AwayScene
from archipelago.ui.scenes.dialog import MessageDialog
from archipelago.ui.scenes.game import GameScene
from archipelago.ui.scenes.host import LobbyScene
from archipelago.ui.scenes.join import SEATS, JoinScene
from tools.script import Driver
from archipelago.ui.scenes.talk import TalkDialog, mark_of, standin
from archipelago.ui.scenes import talk

from tests.net.harness import Table

TIMEOUT = 30.0
HERE = "127.0.0.1"


def joined(content, port, code, seats=None, watch=False):
    """Another computer's screen (a bot behind it), joined and shown its first view."""
    g = RemoteGame.join(content, f"{HERE}:{port}", code, seats, watch)
    g.wait(lambda g: g.ready or g.refusals, TIMEOUT)
    return BotSeats(g, "easy", 3)


def run(d, others, until, seconds=TIMEOUT, people_here=True):
    d.play_along(others, until, seconds, people_here)


def say_at_the_table(d, text):
    """Key T, type the line, Enter."""
    d.key("t")
    assert isinstance(d.app.top, TalkDialog)
    d.type(text)
    d.key("return")
    assert isinstance(d.app.top, GameScene)


def logged(scene, text):
    return any(text in str(entry[1]) for entry in scene.table.log)


def test_net_screens_host_a_game_its_lobby_a_screen_joins_and_they_play_and_talk(title_app, content):
    app, shell, home = title_app()
    shell.settings.coach = False
    shell.settings.host_port = 0                        # any free port on 127.0.0.1
    d = Driver(app, shell, seed=1)
    d.click("host")
    form = app.top
    assert form.bind == HERE and form.seats[1]["kind"] == "remote"
    d.click("start")
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    game, server = lobby.game, lobby.game.server
    try:
        assert server.bind == HERE and server.port > 0 and len(server.code) == p.CODE_LENGTH
        assert not lobby.widget("start").enabled and lobby.waiting_for() == [1]
        assert lobby.seat_words(0) == "a person here" and lobby.seat_words(1) == "waiting for a person to join…"
        bob = joined(content, server.port, server.code)  # the first free seat: Bob's
        assert bob.game.holds == {1}
        d.wait(lambda: lobby.widget("start").enabled, TIMEOUT)
        assert lobby.seat_words(1) == "joined" and lobby.seat_words(2) == "a bot"
        d.click("start")
        scene = shell.game
        assert isinstance(scene, GameScene) and scene.session is game and scene.net is not None
        assert [mark_of(game, s)[0] for s in range(3)] == ["connected", "connected", "bot"]
        bob.game.say("3 fish for your wood?")
        run(d, [bob], lambda: logged(scene, "Bob says: “3 fish for your wood?”"))
        run(d, [bob], lambda: d.human_to_act() is not None)
        assert pygame.display.get_caption()[0] == f"{TITLE} · your turn"
        say_at_the_table(d, "deal")
        bob.game.wait(lambda g: g.talk[-1:] == [{"seat": 0, "text": "deal"}], TIMEOUT)
        run(d, [bob], lambda: logged(scene, "Ann says: “deal”"))
        played = d.human_actions
        run(d, [bob], lambda: d.human_actions >= played + 4 and bob.moves >= 2, seconds=60)
        # the host's screen follows the authority: once what is on the wire has come (a bot of
        # the host may have moved an instant ago), its view is the authority's
        d.wait(lambda: game.view(0) == server.call(lambda m: m.view(0)), TIMEOUT)
        assert server.leaks == [] and rejoin.load(home) is None  # the host keeps no rejoin of its own game
        bob.game.close()
    finally:
        shell.title()                                   # the hosted game ends: its server stops
    assert server.stopped.wait(TIMEOUT)


def test_net_screens_lobby_lets_bots_play_the_seats_nobody_joined(title_app, content):
    app, shell, _home = title_app()
    shell.settings.coach = False
    shell.settings.host_port = 0
    d = Driver(app, shell, seed=2)
    d.click("host")
    d.click("start")
    lobby = app.top
    server = lobby.game.server
    try:
        d.click("bots")
        scene = shell.game
        assert isinstance(scene, GameScene)
        assert mark_of(scene.session, 1)[0] == "bot for now"
        run(d, [], lambda: scene.session.round >= 1 and d.human_actions >= 2)
        carol = joined(content, server.port, server.code, [1])     # a person comes after all: the seat is theirs
        assert carol.game.holds == {1}
        d.wait(lambda: mark_of(scene.session, 1)[0] == "connected", TIMEOUT)
        carol.game.close()
    finally:
        shell.title()


@pytest.fixture
def hosted(content, monkeypatch):
    """A game hosted in this process (127.0.0.1, port 0): three seats people join. A screen
    whose line dropped tries to rejoin after 0.05 s, not the game's 1 s (the tests only
    waited for it)."""
    monkeypatch.setattr(talk, "REJOIN_WAITS", (0.05,) + talk.REJOIN_WAITS[1:])
    made = []

    def make(n=3, **server):
        table = Table(content, n, 7, **server)
        made.append(table)
        return table
    yield make
    for table in made:
        table.close()


def ann_there_and_a_title(title_app, content, hosted, seed):
    """A game hosted elsewhere with Ann joined at seat 0, and this app at its title: the
    Table, Ann's BotSeats, (app, shell, home) and the Driver."""
    table = hosted()
    ann = joined(content, table.server.port, table.server.code, [0])
    app, shell, home = title_app()
    shell.settings.coach = False
    return table, ann, (app, shell, home), Driver(app, shell, seed=seed)


def join_through_the_screen(d, port, code, name="Eve"):
    d.click("join")
    scene = d.app.top
    assert isinstance(scene, JoinScene)
    d.click("address")
    d.key("delete")
    d.type(f"{HERE}:{port}")
    d.click("code")
    d.type(code.lower())                                # (any case)
    d.click("name")
    for _ in range(len(scene.name)):
        d.key("backspace")
    d.type(name)
    d.key("return")
    return scene


def test_net_screens_join_a_game_take_a_seat_talk_and_rejoin_from_the_title(title_app, content, hosted):
    table, ann, (app, shell, home), d = ann_there_and_a_title(title_app, content, hosted, 3)
    server = table.server
    scene = join_through_the_screen(d, server.port, server.code)
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    assert scene.free_seats() == [1, 2] and scene.seat_words(0) == "taken"
    assert "seat0" not in scene.names() and {"seat1", "seat2", "watch"} <= set(scene.names())
    d.click("seat1")
    d.wait(lambda: isinstance(app.top, GameScene) or d.top_kind() in ("objective", "curtain"), TIMEOUT)
    game = shell.game.session
    assert game.remote and game.holds == {1}
    cy = joined(content, server.port, server.code, [2])
    run(d, [ann, cy], lambda: [mark_of(game, s)[0] for s in range(3)] == ["connected"] * 3)
    ann.game.say("Bob, wood for fish?")
    run(d, [ann, cy], lambda: logged(shell.game, "Ann says: “Bob, wood for fish?”"))
    run(d, [ann, cy], lambda: d.human_to_act() is not None)
    say_at_the_table(d, "yes")
    cy.game.wait(lambda g: g.talk[-1:] == [{"seat": 1, "text": "yes"}], TIMEOUT)
    run(d, [ann, cy], lambda: d.human_actions >= 3, seconds=60)
    assert game.view(1) == server.call(lambda m: m.view(1)) or game.waiting
    kept = rejoin.load(home)
    assert kept == {"address": f"ws://{HERE}:{server.port}", "token": game.token, "seen": None}
    d.key("escape")                                     # the menu: no Save (the host keeps the game)
    assert "save" not in d.app.top.names() and "title" in d.app.top.names()
    assert d.app.top.widget("title").tip == "Leave the game: Continue on the title screen takes your seat again."
    d.key("escape")

    shell.title()                                       # this computer leaves; the title offers to rejoin
    title = app.top
    assert "rejoin" in title.names()
    run(d, [ann, cy], lambda: mark_of(ann.game, 1)[0] == "away", people_here=False)
    d.click("rejoin")
    d.wait(lambda: shell.game is not None, TIMEOUT)
    back = shell.game.session
    assert back.holds == {1} and back.token == kept["token"]
    run(d, [ann, cy], lambda: mark_of(ann.game, 1)[0] == "connected", people_here=False)
    assert table.leaks == [] and server.leaks == []
    shell.title()


def test_net_screens_a_wrong_code_a_full_game_and_an_unreachable_host_are_said(title_app, content, hosted):
    table = hosted(2)
    server = table.server
    app, shell, _home = title_app()
    d = Driver(app, shell, seed=4)
    scene = join_through_the_screen(d, server.port, "WRONG1")
    d.wait(lambda: scene.error is not None, TIMEOUT)
    assert scene.error == refusal_words({"reason": p.WRONG_CODE}) and scene.stage == "ask"
    app.draw()                                          # (drawn on the form)
    for seat in (0, 1):
        joined(content, server.port, server.code, [seat]).game
    d.click("code")
    d.key("delete")
    d.type(server.code)
    d.click("look")
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    assert scene.free_seats() == [] and scene.error == refusal_words({"reason": p.FULL})
    assert "watch" in scene.names() and not any(n.startswith("seat") for n in scene.names())
    d.click("back")
    with socket.socket() as s:                          # a port nobody listens on
        s.bind((HERE, 0))
        dead = s.getsockname()[1]
    d.click("address")
    d.key("delete")
    d.type(f"{HERE}:{dead}")
    d.click("look")
    d.wait(lambda: scene.error is not None, TIMEOUT)
    assert scene.error == refusal_words({"reason": UNREACHABLE}, f"{HERE}:{dead}")
    assert "firewall" in scene.error


def test_net_screens_watching_shows_no_talk_line_and_the_public_view(title_app, content, hosted):
    table = hosted(2)
    server = table.server
    app, shell, _home = title_app()
    d = Driver(app, shell, seed=5)
    scene = join_through_the_screen(d, server.port, server.code)
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    d.click("watch")
    watching = shell.game
    assert watching.session.holds == frozenset() and watching.screen.viewer() is None
    assert watching.net.button_rect() is None
    d.key("t")
    assert app.top.text == refusal_words({"reason": p.WATCHING})


def three_at_a_table(title_app, content, hosted, seed, **table):
    """A hosted 3-seat game: seat 0 played at this screen (no coach tips), Bob and Cy joined
    from two other screens. Returns (table, app, shell, driver, here, bob, cy)."""
    table = hosted(**table)
    server = table.server
    app, shell, _home = title_app()
    shell.settings.coach = False
    d = Driver(app, shell, seed=seed)
    here = RemoteGame.join(content, f"{HERE}:{server.port}", server.code, [0], wake=app.wake)
    here.wait(lambda g: g.ready, TIMEOUT)
    shell.play_remote(here)
    bob, cy = (joined(content, server.port, server.code, [s]) for s in (1, 2))
    return table, app, shell, d, here, bob, cy


def others_play(players, until):
    """The other screens (net.play.BotSeats) play on by themselves, while this app's loop
    waits, until `until()`."""
    wake = threading.Event()
    for pl in players:
        pl.game._client.wake = wake.set
    drive(players, wake, until, timeout=TIMEOUT)


def said_while_away(d, server, seen):
    """The app comes back to the game with "While you were away" saying the log entries of
    seat 0 since its first `seen` ones: those entries."""
    d.wait(lambda: isinstance(d.app.top, MessageDialog), TIMEOUT)   # (the rejoin's card: an AwayCard)
    assert d.app.top.title == "While you were away"
    missed = server.call(lambda m: m.log_entries(0))[seen:]
    assert str(missed[0][1]) in d.app.top.text or len(missed) > 12
    return missed


def test_net_screens_continue_after_leaving_the_game_says_what_happened_meanwhile(title_app, content, hosted):
    """Title > Continue after this computer left the game (not a dropped line): the rejoin
    kept how far the log was followed here, and the screen says what the others did since."""
    table, app, shell, d, here, bob, cy = three_at_a_table(title_app, content, hosted, 14, grace=0.3)
    server = table.server
    run(d, [bob, cy], lambda: here.round >= 1 and here.to_act != 0)
    seen = len(here.log_entries(0))
    shell.title()                                       # this computer leaves; a bot stands in
    assert rejoin.load(shell.settings_folder)["seen"] == seen
    others_play([bob, cy], lambda: len(server.call(lambda m: m.log_entries(0))) > seen + 2)
    d.click("rejoin")
    assert said_while_away(d, server, seen)
    shell.title()


@pytest.mark.slow
def test_net_screens_a_bot_plays_for_a_dropped_person_and_gives_the_seat_back(title_app, content, hosted):
    table, _app, shell, d, here, bob, cy = three_at_a_table(title_app, content, hosted, 6, grace=0.3)
    server = table.server
    run(d, [bob, cy], lambda: mark_of(here, 1)[0] == "connected" and here.round >= 1)
    bob.game.kill_line()                                # Bob's computer drops
    run(d, [cy], lambda: mark_of(here, 1)[0] in ("away", "bot for now"))
    run(d, [cy], lambda: mark_of(here, 1)[0] == "bot for now")
    before = len(here.moves(None))
    run(d, [cy], lambda: any(m.seat == 1 for m in here.moves(None, before)), seconds=60)
    assert standin(here, 1) and mark_of(here, 1)[2] == ("Bob is away: a bot plays for them from their own view "
                                                        "until they come back.")
    bob.game.rejoin()
    run(d, [bob, cy], lambda: mark_of(here, 1)[0] == "connected")
    assert server.call(lambda m: m.seats[1].kind) == "remote"
    shell.title()


@pytest.mark.slow
def test_net_screens_speak_german(title_app, monkeypatch, content, hosted):
    """The host form, the lobby, the Join screen (its seats and a refusal), the presence
    marks, the talk line and the banner of a game followed from its host: no English on
    them in German (the check of tests/ui/test_german_screens.py)."""
    from archipelago import i18n
    from tests.i18n_words import NAMES, english_words, german_words, words
    from tests.ui.test_german_screens import Drawn
    table = hosted(3)
    server = table.server
    app, shell, _home = title_app((1280, 720))
    shell.settings.coach = False
    shell.settings.host_port = 0
    drawn = Drawn(monkeypatch)
    i18n.set_language("de")
    shell.settings.language = "de"
    d = Driver(app, shell, seed=7)
    drawn.shot(app, "title")
    d.click("host")
    drawn.shot(app, "host form")
    d.click("start")
    drawn.shot(app, "lobby")
    d.click("leave")
    scene = join_through_the_screen(d, server.port, "WRONG1")
    d.wait(lambda: scene.error is not None, TIMEOUT)
    drawn.shot(app, "join: a wrong code")
    d.click("code")
    d.key("delete")
    d.type(server.code)
    d.click("look")
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    drawn.shot(app, "join: the seats")
    d.click("seat0")
    d.wait(lambda: shell.game is not None, TIMEOUT)
    bob = joined(content, server.port, server.code, [1])
    bob.game.say("Holz?")
    run(d, [bob], lambda: logged(shell.game, "Bob sagt: „Holz?“") and shell.game.banner_words()[0], seconds=60)
    drawn.shot(app, "the table")
    game = shell.game                                   # the banner stands beside the map's top buttons, never over one
    buttons = [r for r in (game.net.button_rect(), game.hint.button_rect(game), game.away.button_rect()) if r]
    assert game.banner_box is not None and game.net.button_rect() in buttons
    assert not any(game.banner_box.colliderect(r) for r in buttons), (game.banner_box, buttons)
    d.key("t")
    drawn.shot(app, "table talk")
    german = german_words(content)
    english = english_words(content) - german
    typed = {"wrong1", server.code.lower()}            # the codes typed: no words of either language
    found = {scene: sorted({t for t in texts if t.lower() not in typed
                            and (words(t) & english) - {n.lower() for n in NAMES}})
             for scene, texts in drawn.by_scene.items()}
    assert all(drawn.by_scene[s] for s in ("lobby", "join: the seats", "the table", "table talk"))
    assert not any(found.values()), found
    shell.title()


def test_net_screens_join_asks_a_name_the_seat_takes_it_everywhere_and_it_is_filled_in_next_time(
        title_app, content, hosted):
    """Title > Join a game: address, code, name. No name: said, nothing sent. The name taken
    is the seat's at every screen (the host's authority, another computer, this table's
    panels and log); a name another seat has is refused with words; next time the form
    offers the last name used (Settings)."""
    table, ann, (app, shell, _home), d = ann_there_and_a_title(title_app, content, hosted, 8)
    server = table.server
    scene = join_through_the_screen(d, server.port, server.code, name="")
    assert scene.stage == "ask" and scene.game is None and "name" in scene.error
    d.click("name")
    d.type("Ann")                                       # seat 0's name: refused when the seat is taken
    d.key("return")
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    d.click("seat2")
    d.wait(lambda: scene.error is not None and scene.stage == SEATS, TIMEOUT)
    assert scene.error == refusal_words({"reason": p.NAME_TAKEN})
    assert server.call(lambda m: m.names[2]) == "Cy"
    d.click("back")
    d.click("name")
    for _ in range(3):
        d.key("backspace")
    d.type("Mira")
    d.key("return")
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    d.click("seat2")
    d.wait(lambda: shell.game is not None, TIMEOUT)
    game = shell.game.session
    assert game.holds == {2} and game.names[2] == "Mira"
    assert server.call(lambda m: m.names[2]) == "Mira"
    ann.game.wait(lambda g: g.names[2] == "Mira", TIMEOUT)
    bob = joined(content, server.port, server.code, [1])
    run(d, [ann, bob], lambda: any("Mira" in str(e[1]) for e in shell.game.table.log), seconds=60)
    assert shell.settings.join_name == "Mira"
    shell.title()
    d.click("join")
    assert app.top.name == "Mira" and app.top.widget("name").value == "Mira"


def test_net_screens_two_people_at_one_joining_computer_name_each_seat(title_app, content, hosted):
    table = hosted()
    server = table.server
    app, shell, _home = title_app()
    shell.settings.coach = False
    d = Driver(app, shell, seed=9)
    scene = join_through_the_screen(d, server.port, server.code, name="Mira")
    d.wait(lambda: scene.stage == SEATS, TIMEOUT)
    assert not scene.widget("together").enabled
    d.click("name0")
    d.type("Mira")
    d.click("name2")
    d.type("Noor")
    assert scene.named_seats() == [0, 2] and scene.widget("together").enabled
    d.click("together")
    d.wait(lambda: shell.game is not None, TIMEOUT)
    game = shell.game.session
    assert game.holds == {0, 2} and game.humans == [0, 2]
    assert server.call(lambda m: [m.names[0], m.names[2]]) == ["Mira", "Noor"]
    assert [game.names[0], game.names[2]] == ["Mira", "Noor"]
    shell.title()


def test_net_screens_the_bots_of_a_hosted_table_follow_the_speed_setting(title_app, content):
    """Settings: bot speed paces the bots of a game hosted here as at hot seat: the
    server's host is given the setting's seconds when the game opens and when it changes."""
    from archipelago.ui.settings import SPEED_DELAY
    app, shell, _home = title_app()
    shell.settings.coach = False
    shell.settings.host_port = 0
    shell.settings.speed = "slow"
    d = Driver(app, shell, seed=10)
    d.click("host")
    d.click("start")
    server = app.top.game.server
    try:
        assert server.call(lambda m: server.host.delay) == SPEED_DELAY["slow"]
        d.click("bots")
        shell.settings.speed = "fast"
        shell.save_settings()
        d.wait(lambda: server.call(lambda m: server.host.delay) == SPEED_DELAY["fast"], TIMEOUT)
        assert server.call(lambda m: m.think) == shell.settings.think
    finally:
        shell.title()


def test_net_screens_a_hosted_game_is_resumed_from_the_title_with_its_code_and_seats(title_app, content):
    """Title > Host a game > Resume a hosted game: the games hosted here (their seats and
    round); one reopens in its lobby with the same join code, the person here back at
    their seat, and a joining computer's rejoin (its token) reaches it. A corrupt autosave
    is refused with a message and nothing on disk changes."""
    from archipelago.ui.scenes.host import ResumeHostedScene, hosted_games
    from archipelago.ui.scenes.dialog import MessageDialog
    app, shell, _home = title_app()
    shell.settings.coach = False
    shell.settings.host_port = 0
    d = Driver(app, shell, seed=11)
    d.click("host")
    d.click("start")
    lobby = app.top
    game, server = lobby.game, lobby.game.server
    code = server.code
    bob = joined(content, server.port, code, [1])
    d.wait(lambda: lobby.widget("start").enabled, TIMEOUT)
    d.click("start")
    run(d, [bob], lambda: game.round >= 1 and d.human_actions >= 2, seconds=60)
    shell.title()                                       # the host leaves: its server stops, autosaved
    assert server.stopped.wait(TIMEOUT)
    kept = hosted_games()
    assert [folder.name for folder, _, _ in kept] == [code]
    assert kept[0][2]["names"] == game.names
    d.click("host")
    d.click("resume")
    assert isinstance(app.top, ResumeHostedScene) and app.top.names()[:1] == ["game0"]
    d.click("game0")
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.game.server.code == code
    again = lobby.game
    assert again.holds == {0} and again.round == kept[0][2]["round"] and again.names == game.names
    bob.game.address = f"ws://{HERE}:{again.server.port}"      # (port 0: the host listens elsewhere now)
    bob.game.rejoin()
    bob.game.wait(lambda g: g.ready and g.closed is None and mark_of(g, 1)[0] == "connected", TIMEOUT)
    d.wait(lambda: lobby.widget("start").enabled, TIMEOUT)
    assert bob.game.holds == {1}
    d.click("start")
    run(d, [bob], lambda: d.human_actions >= 1, seconds=60)
    shell.title()
    folder = kept[0][0]
    newest = sorted(folder.glob("autosave-*.json"))
    for path in newest:
        path.write_text("{ not json", encoding="utf-8")
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert shell.resume_hosted_game(folder) is None
    assert isinstance(app.top, MessageDialog)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    bob.game.close()


@pytest.mark.slow
def test_net_screens_a_screen_back_after_a_drop_shows_what_happened_while_away(title_app, content, hosted):
    table, app, shell, d, here, bob, cy = three_at_a_table(title_app, content, hosted, 12)
    server = table.server
    run(d, [bob, cy], lambda: here.round >= 1 and here.to_act != 0)
    seen = len(here.log_entries(0))
    here.kill_line()                                    # the line drops; the others play on
    others_play([bob, cy], lambda: len(server.call(lambda m: m.log_entries(0))) > seen + 2
                or server.call(lambda m: m.to_act) == 0)   # (the app's loop waits: no rejoin yet)
    said_while_away(d, server, seen)
    d.click("ok")                                       # one click: gone (the table, or its own moment)
    assert not isinstance(app.top, MessageDialog)
    shell.title()


@pytest.mark.slow
def test_away_the_rejoin_card_replays_the_public_moves_since_the_last_decision(title_app, content, hosted):
    """Back after a dropped line, the card of what happened offers "Show what happened" (as
    the curtain does): it replays on the table exactly the public moves since this person's
    last decision, those made while the line was down included, in the public view; the
    table stands where the game is after it. After Title > Continue (a snapshot: the moves
    missed came without their views) the card says what happened in words only."""
    table, app, shell, d, here, bob, cy = three_at_a_table(title_app, content, hosted, 12)
    server = table.server
    run(d, [bob, cy], lambda: here.round >= 1 and here.to_act != 0)
    seen = len(here.log_entries(0))
    dropped = server.call(lambda m: len(m.history))
    here.kill_line()
    others_play([bob, cy], lambda: len(server.call(lambda m: m.log_entries(0))) > seen + 2
                or server.call(lambda m: m.to_act) == 0)
    said_while_away(d, server, seen)
    card = d.app.top
    assert isinstance(card, AwayCard) and "away" in card.names()
    want = server.call(lambda m: m.away_count(0))
    d.click("away")
    scene = d.app.top
    assert isinstance(scene, AwayScene) and scene.replay.n == want == here.away_count(0)
    assert scene.replay.moves[-1].n >= dropped                  # the moves made while the line was down
    host = server.call(lambda m: m.away_replay(0))
    for k in range(scene.replay.n + 1):
        host.seek(k)
        scene.replay.seek(k)
        assert scene.replay.view() == host.view() and scene.replay.view()["seat"] is None
    d.key("escape")                                             # skipped: the table again
    assert not isinstance(app.top, (AwayScene, AwayCard))
    seen = len(here.log_entries(0))
    server.grace = 0.3                                          # (a bot plays for it meanwhile)
    shell.title()                                               # this computer leaves; Continue rejoins
    others_play([bob, cy], lambda: len(server.call(lambda m: m.log_entries(0))) > seen + 2)
    d.click("rejoin")
    said_while_away(d, server, seen)
    assert "away" not in d.app.top.names()                      # a snapshot: words only, no dead button
    shell.title()
