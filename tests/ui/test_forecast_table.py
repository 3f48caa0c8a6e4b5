"""The crisis forecast on the table (issue 30, R5.4, R6): hovering the balance half of the
deck top, or the badge on the stability board, shows what engine.answers.forecast says
the crisis would do now (tests/engine/test_forecast.py checks that against the engine);
it is worked out once per view, and a view shows only what its seat may know."""
import pygame
import pytest

from archipelago import engine, i18n
from archipelago.bots import make_bot
from archipelago.engine import answers
from archipelago.ui import theme as T
from archipelago.ui.app import App
from archipelago.ui.input import Intent
from archipelago.ui.render import forecast as forecast_mod
from archipelago.ui.table.overlay import CardOverlay
from archipelago.ui.table.scene import TableScene
from tests.ui.test_flow import _twin as twin

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def crisis_states(content, n=4, length="medium", seeds=(3, 4), per_game=3):
    """States in phase 5 of bot games whose deck top has a domestic crisis."""
    out = []
    for seed in seeds:
        s = engine.new_game(content, NAMES[:n], length, seed)
        bots = [make_bot("heuristic", i, seed * 3 + i, level="normal", content=content) for i in range(n)]
        got = 0
        last_round = None
        while engine.to_act(s) is not None and got < per_game:
            seat = engine.to_act(s)
            engine.apply(s, bots[seat].choose(engine.view(s, seat), engine.legal_actions(s)))
            top = engine.view(s, None)["deck_top"]
            if s.round >= 2 and s.phase == "actions" and s.round != last_round and top and "domestic" in top:
                out.append(engine.copy_state(s))
                last_round = s.round
                got += 1
    assert len(out) >= 3
    return out


@pytest.fixture(scope="module")
def states(content):
    return crisis_states(content)


def table(view, content, size=(1280, 720)):
    app = App(size)
    scene = TableScene(app, content, view)
    app.push(scene)
    app.draw()
    return app, scene


def forecast_hits(scene):
    hits = {h.key: h for h in scene.renderer.hits.items if h.key and h.key[0] == "forecast"}
    return hits.get(("forecast",)), hits.get(("forecast", "badge"))


def said_figures(fc, view):
    """The sentences the forecast's figures must appear in (English)."""
    d = fc["domestic"]
    before, after = fc["rebellion"]
    lines = [f"Domestic crisis ({d['res']}): {d['lying']} citizen" + ("s" if d["lying"] != 1 else "")
             + f" would lie down; each {d['res']} cube stands up {d['per_cube']}.",
             f"If nobody answered: {d['rebels']} rebel" + ("s." if d["rebels"] != 1 else "."),
             f"If nobody answered: rebellion {before} → {after}, population {fc['population']}.",
             f"Cubes: the domestic market ({d['market']} {d['res']}, free), one's own supply, or explorer tokens.",
             "Independence: the game would end!" if fc["independence"] else "No independence: the colony would hold."]
    for s, name in enumerate(view["names"]):
        k, c = d["lying_by_seat"][s], d["cubes_by_seat"][s]
        lines.append(f"{name}: {k} lying, {c} {d['res']} cube" + (" stands them up." if c == 1 else "s stand them up.")
                     if k else f"{name}: none lying.")
    x = fc["export"]
    if x is not None:
        lines.append(f"Export crisis: {', '.join(x['demand'])}, asked of each player in turn order")
    return lines


def test_forecast_hover_and_badge_show_the_engines_figures(content, states):
    for state in states:
        for viewer in (0, None):
            view = engine.view(state, viewer)
            fc = answers.forecast(content, view)
            assert fc is not None and fc["domestic"] is not None
            app, scene = table(view, content)
            deck, badge = forecast_hits(scene)
            assert deck is not None and badge is not None
            for line in said_figures(fc, view):
                assert line in deck.tip, (line, deck.tip)
            assert badge.tip == deck.tip
            # the table shows them where the mouse rests: the balance half and the badge
            deck_rect = next(h.rect for h in scene.renderer.hits.items if h.key == ("deck",))
            assert deck_rect.contains(deck.rect) and deck.rect.bottom == deck_rect.bottom
            assert scene.tooltip_at(deck.rect.center) == deck.tip
            assert scene.tooltip_at(badge.rect.center) == deck.tip
            before, after = fc["rebellion"]
            got = scene.renderer.forecast(view)
            d = after - before              # a sign, never "+-1" (an event that lowers rebellion)
            assert got.badge == (f"+{d}" if d >= 0 else f"−{-d}") and got.danger == fc["independence"]
            # the badge is drawn: red when the crisis would end the game by independence
            fill = app.screen.get_at((badge.rect.centerx, badge.rect.y + 2))[:3]
            assert (fill == T.RED_BG) == fc["independence"]
            if viewer is None:
                assert "Your supply" not in deck.tip
            else:
                me = view["players"][viewer]
                d = fc["domestic"]
                assert f"Your supply: {d['res']} {me['cubes'][d['res']]}, explorer tokens {me['tokens']}." in deck.tip


@pytest.mark.slow
def test_forecast_a_view_of_another_seat_shows_nothing_hidden(content, states):
    for state in states:
        other = twin(state, 1, content)          # Bob's florins, cubes, tokens, objective changed
        words = {}
        for name, s in (("real", state), ("twin", other)):
            for viewer in (0, 1, None):
                view = engine.view(s, viewer)
                app, scene = table(view, content)
                words[name, viewer] = forecast_hits(scene)[0].tip
        # Bob's secrets changed: Ann's table and the public one say exactly the same
        assert words["real", 0] == words["twin", 0]
        assert words["real", None] == words["twin", None]
        # the public forecast is Ann's without her own supply; Bob's differs only there
        mine = [ln for ln in words["real", 0].split("\n") if not ln.startswith("Your supply")]
        assert mine == words["real", None].split("\n")
        diff = [(a, b) for a, b in zip(words["real", 1].split("\n"), words["twin", 1].split("\n")) if a != b]
        assert all(a.startswith("Your supply") for a, _ in diff)


def test_forecast_is_worked_out_once_per_view_not_per_frame(content, states, monkeypatch):
    calls = []
    real = forecast_mod.of_view
    monkeypatch.setattr(forecast_mod, "of_view", lambda c, v: calls.append(v) or real(c, v))
    view = engine.view(states[0], 0)
    app, scene = table(view, content)
    deck, badge = forecast_hits(scene)
    for k in range(40):
        pos = (deck.rect.center if k % 2 else badge.rect.center)
        app.dispatch(Intent("hover", pos=(pos[0] + k % 3, pos[1])))
        scene.hover_since -= 1.0
        scene.update(0.0)
        app.dirty = True
        app.draw()
    assert len(calls) == 1
    scene.set_view(engine.view(states[1], 0))
    app.draw()
    assert len(calls) == 2


def test_forecast_leaves_the_deck_tops_large_view_a_right_click_away(content, states):
    app, scene = table(engine.view(states[0], 0), content)
    deck, _ = forecast_hits(scene)
    app.dispatch(Intent("click", pos=deck.rect.center, button=3))
    assert isinstance(app.top, CardOverlay)


def test_forecast_nothing_when_the_deck_is_empty_or_in_round_0(content, states):
    view = dict(engine.view(states[0], 0), deck_size=0)
    assert forecast_mod.of_view(content, view) is None
    # round 0 (R4): no balance phase comes, and an empty colony would read as independence
    fresh = engine.new_game(content, ["Ann", "Bob", "Cy"], "short", 3)
    assert fresh.round == 0 and forecast_mod.of_view(content, engine.view(fresh, 0)) is None
    # (issue 37 withdrew "nothing while the crisis is on": the forecast is shown at every
    # moment of phases 2-4, in the crisis what is left of it; test_seen_is_done_forecast*)


def test_forecast_speaks_german(content, states):
    view = engine.view(states[0], 0)
    try:
        i18n.set_language("de")
        text = forecast_mod.of_view(content, view).words
        assert text.startswith("Vorschau: wenn die Gleichgewichtsseite")
        assert "Lokale Krise" in text and "Rebellion" in text          # issue 39: not "Binnenkrise"
    finally:
        i18n.set_language("en")
