"""Issue 14, parts 2 and 5: "Learn to play" from the title screen is a guided first game
(Ann against two normal bots, Short, a fixed seed) played here by synthetic clicks only:
each coach tip is shown exactly once and the game reaches the score table."""
from __future__ import annotations

import time

import pytest

from archipelago.match.coach import TIPS
from archipelago.ui.scenes.coach_tip import CoachTip
from archipelago.ui.scenes.gameover import GameOverScene
from tools.script import Driver
from archipelago.ui.scenes.shell import LEARN_SEED


@pytest.fixture
def rig(title_app):
    app, shell, _ = title_app((1280, 720))
    tips = []
    push = app.push

    def spy(scene):
        if isinstance(scene, CoachTip):
            tips.append(scene.tip)
        push(scene)
    app.push = spy
    return app, shell, Driver(app, shell, seed=1), tips


@pytest.mark.slow
def test_the_guided_first_game_shows_each_tip_once_and_reaches_the_score_table(rig):
    app, shell, d, tips = rig
    t0 = time.perf_counter()
    d.click("learn")
    s = shell.game.session.match
    assert s._state.cfg["seed"] == LEARN_SEED and s._state.cfg["length"] == "short"
    assert [(x.name, x.kind) for x in s.seats] == [("Ann", "human"), ("Bob", "bot"), ("Cy", "bot")]
    assert tips == ["hex"] and isinstance(app.top, CoachTip)
    d.play("round:2", max_actions=400)
    d.play("frame:turn", max_actions=400)
    d.act("place_disc", "taxes")             # the policy seldom taxes: Ann does, once, for its tip
    d.play("over", max_actions=800)
    assert isinstance(app.top, GameOverScene)
    assert tips[-1] == "end"
    assert sorted(tips) == sorted(TIPS), tips              # every tip, each exactly once
    assert s.seats[0].coach == tips                        # kept on the seat (and so in saves)
    print(f"guided game: {len(tips)} tips ({', '.join(tips)}), {time.perf_counter() - t0:.1f} s")


def test_tips_turned_off_in_settings_stay_away_and_come_back_when_turned_on(rig):
    app, shell, d, tips = rig
    shell.settings.coach = False
    d.click("learn")
    assert tips == [] and d.top_kind() == "table"
    d.human_move()                                  # Ann places her hex: no tip
    assert tips == []
    shell.settings.coach = True
    shell.save_settings()
    shell.game.sync()
    assert len(tips) == 1 and d.top_kind() == "coach"
    d.click("tips_off")                             # the tip's own "No more tips"
    assert shell.settings.coach is False and d.top_kind() == "table"


@pytest.mark.slow
def test_newcomer_following_every_hint_wins_the_guided_game(content):
    """Issue 26, finding 10: the guided game ended on a bot's objective with the newcomer
    last. Its deal is one where a newcomer who follows every Hint (each plan whole, as a
    click on the hint plays it) wins, on their objective's scoring and the trend."""
    from archipelago.bots.hint import HintBot
    from archipelago.match.authority import Match, Seat
    from archipelago.ui.scenes.hint import HINT_SEED
    s = Match.new(content, [Seat("Ann", coach=[]), Seat("Bob", "bot"), Seat("Cy", "bot")], "short", LEARN_SEED)
    ann = HintBot(0, HINT_SEED, content=content, budget=None)
    while not s.over:
        seat = s.to_act
        bot = ann if seat == 0 else s.bot(seat)
        s.apply(bot.choose(s.view(seat), s.legal()), by=s.to_act)
    res = s.result()
    assert res["reason"] == "objective" and res["winners"] == [0], res
