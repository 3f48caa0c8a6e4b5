"""Issue 18's layout points (and issue 26's): the crisis buttons stay put while the crisis
decision is open, player panels keep seat order with the turn order as a badge, and the new-game,
settings and load screens show nothing clipped at 1280x720 (the text checker)."""
import pygame
import pytest

from archipelago import engine
from archipelago.match.autoplay import make_controller
from archipelago.match.samples import NAMES
from archipelago.match.authority import Match, Seat
from archipelago.ui.app import App
from archipelago.ui.scenes import Shell
from archipelago.ui.scenes.load import LoadScene
from archipelago.ui.scenes.newgame import NewGameScene
from archipelago.ui.scenes.settings_scene import SettingsScene
from archipelago.ui.settings import Settings
from archipelago.ui.table.scene import TableScene


def _shrinking_crisis(content):
    """(state, action): an export crisis answer after which the same seat answers on with
    fewer cube types wanted (a row of its panel goes)."""
    for seed in range(1, 30):
        state = engine.new_game(content, NAMES[:3], "short", seed=seed)
        bot = make_controller(seed)
        for _ in range(3000):
            if engine.result(state) is not None:
                break
            f = state.frames[-1] if state.frames else None
            if f and f["k"] == "xcrisis" and len(set(f.get("open") or ())) >= 2:
                for a in engine.legal_actions(state):
                    if a.kind != "deliver":
                        continue
                    after = engine.copy_state(state)
                    engine.apply(after, a)
                    g = after.frames[-1] if after.frames else None
                    if g and g["k"] == "xcrisis" and engine.to_act(after) == a.seat \
                            and len(set(g.get("open") or ())) < len(set(f["open"])):
                        return state, a
            engine.apply(state, bot(state))
    raise AssertionError("no export crisis found")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_newcomer_export_crisis_buttons_stay_put_when_a_cube_type_is_met(content, size):
    """Issue 26, finding 4: a satisfied resource's row used to vanish and every row under it
    moved up between two clicks of one answer; now the row stays (greyed) and every button,
    Done included, keeps its place until the answer ends."""
    state, action = _shrinking_crisis(content)
    app = App(size)
    scene = TableScene(app, content, engine.view(state, action.seat), [], submit=lambda a: None)
    app.push(scene)
    app.draw()

    def buttons():
        lay = scene.layout()
        return {c.id: r.topleft for c, r in lay.panel.controls()}
    before = buttons()
    engine.apply(state, action)
    scene.set_view(engine.view(state, action.seat))
    app.draw()
    after = buttons()
    assert ("p", "done") in after
    moved = {k: (before[k], after[k]) for k in before if k in after and before[k] != after[k]}
    assert not moved
    assert set(before) == set(after)                     # no button came or went


def test_player_panels_keep_seat_order_with_a_turn_badge(content):
    """Seat order top to bottom whatever the turn order; each badge says the turn place."""
    for seed in range(1, 40):
        state = engine.new_game(content, NAMES[:4], "short", seed=seed)
        bot = make_controller(seed)
        while engine.result(state) is None and state.round < 2:
            engine.apply(state, bot(state))
        order = list(state.order)
        if order != sorted(order):
            break
    else:
        raise AssertionError("every game kept seat order")
    app = App((1280, 720))
    scene = TableScene(app, content, engine.view(state, None), [])
    app.push(scene)
    app.draw()
    hits = scene.renderer.hits.items
    tops = {h.key[1]: h.rect.top for h in hits if h.key and h.key[0] == "player"}
    assert sorted(tops, key=tops.get) == list(range(4))
    for seat in range(4):
        name = state.cfg["names"][seat]
        place = order.index(seat) + 1
        badge = [h.tip for h in hits if h.tip and h.tip.startswith(f"{name} is ") and "in turn order" in h.tip]
        assert badge and badge[0].startswith(f"{name} is {place}"), (badge, place)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_menu_screens_show_nothing_clipped(content, tmp_path, monkeypatch, scale, size):
    """Issue 18 (1280x720) and 14 (every window size): the new-game screen with five seats,
    two people among them (the curtain note, the bold selected level), settings and load."""
    from tools.audit.textcheck import TextCheck
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path))
    s = Match.new(content, [Seat("Annabelle"), Seat("Bartholomew"), Seat("Cy", "bot")], "short", seed=2)
    while s.round < 2:
        s.apply(s.bot(s.to_act).choose(s.view(s.to_act), s.legal()), by=s.to_act)
    s.save()
    for make in (NewGameScene, SettingsScene, LoadScene):
        with TextCheck() as tc:
            app = App(size)
            shell = Shell(app, content=content, settings=Settings(speed="instant", ui_scale=scale),
                          settings_folder=tmp_path)
            shell.title()
            scene = make(shell)
            if isinstance(scene, NewGameScene):
                scene.add_seat()
                scene.add_seat()
                scene.seats[1].update(kind="human", name="Bartholomew")
            app.push(scene)
            report = tc.frame(app)
        shown = " ".join(t.text for t in report.texts)
        assert {NewGameScene: "Start game", SettingsScene: "UI scale", LoadScene: "round 2"}[make] in shown
        assert report.smallest >= 11, make.__name__
        assert not report.clipped and not report.overlaps and not report.covered, (make.__name__, report.lines())
    pygame.event.clear()
