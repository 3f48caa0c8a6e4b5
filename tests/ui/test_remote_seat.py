"""A person at another screen in a game hosted here (issue 36: a "remote" seat). Until the
transport comes, the host speaks for them (Match.apply's `by`); the table here shows their
turn as another's: busy, the public view or the one person's own, a banner naming them, no
curtain, and nothing here plays for them. The scene submits for the person on the screen
only: an action of another seat is refused by the authority, not checked by the scene."""
from __future__ import annotations

import time

import pytest

from archipelago.match.seats import Seat
from tools.script import Driver


@pytest.mark.slow
def test_a_remote_persons_turn_is_shown_busy_and_nobody_here_plays_it(title_app):
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    shell.start_game([Seat("Ann"), Seat("Bob", "remote"), Seat("Cy", "bot")], "short", seed=3)
    game = shell.game
    session = game.session
    d = Driver(app, shell, seed=1)
    turns = refused = 0
    end = time.monotonic() + 180            # a bound, not a speed check: the bot thinks in its thread,
    while time.monotonic() < end:          # and at load 12 3,000 passes of this loop passed before it moved
        if session.over or session.round >= 2 and turns > 8:
            break
        if d.top_kind() == "objective":
            d.click("continue")
        elif session.to_act == 1:
            version = session.version
            for _ in range(4):
                app.step(block=False)
            assert session.version == version           # nobody here plays for Bob
            assert app.top is game and game.table.busy and game.screen.viewer() == 0   # Ann's own view, no curtain
            assert game.banner_words() == ("Bob is deciding at another screen", "")
            legal = session.legal()
            if refused < 3:                             # the table, for Ann, sends Bob's action
                game.submit(legal[0])
                refused += 1
                assert session.version == version and len(game.errors) == refused
            session.submit(legal[0], by=1)              # the host, for Bob's screen
            game.sync()
            turns += 1
        elif d.human_to_act() is not None:
            d.human_move()
        else:
            d.hurry()
            app.step(block=False)
    assert turns > 8 and refused == 3
    assert all("wrong_seat" in e for e in game.errors)
