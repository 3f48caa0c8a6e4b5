"""Issue 28: a change of one fact redraws only the layers of the table that show it.

The table renderer (render/compose.py) keeps one cached surface per area, keyed by the area's
slice of the view, and the map keeps its own. Each test draws a late 5-player table from seat
0's view, changes one fact of a copy of the view, draws again and names the areas whose
surface was drawn anew (counts and names, never times)."""
import copy

import pytest

from archipelago import engine
from archipelago.match import goals, samples
from archipelago.ui.render import forecast, panels
from archipelago.ui.render.compose import TableRenderer

SIZE = (1920, 1080)


@pytest.fixture(scope="module")
def view():
    state, _seed = samples.late_game()
    return engine.view(state, 0)


def redrawn(content, view, change, panels_drawn=None):
    """The areas (and "map") drawn anew when `change` is made to a copy of `view`; the seats
    whose player panel was drawn anew go into `panels_drawn` if given."""
    r = TableRenderer(content)
    r.render(view, SIZE)
    before = {name: entry[1] for name, entry in r._areas.items()}
    map_surf = r.map._cache
    changed = copy.deepcopy(view)
    change(changed)
    draw_panel = panels._player_panel
    drawn = []
    panels._player_panel = lambda *a, **k: (drawn.append(a[4]), draw_panel(*a, **k))[1]
    try:
        r.render(changed, SIZE)
    finally:
        panels._player_panel = draw_panel
    out = {name for name, entry in r._areas.items() if entry[1] is not before.get(name)}
    if r.map._cache is not map_surf:
        out.add("map")
    if panels_drawn is not None:
        panels_drawn.update(drawn)
    return out, changed


@pytest.mark.slow
def test_nothing_changed_redraws_nothing(content, view):
    out, _ = redrawn(content, view, lambda v: None)
    assert out == set()


def test_own_florins_redraw_the_panels_that_show_them(content, view):
    """The viewer's florins (secret, R2) are shown on their player panel and their screen."""
    def change(v):
        v["players"][0]["florins"] += 3
    seats = set()
    out, _ = redrawn(content, view, change, seats)
    assert out == {"players", "private"}
    assert seats == {0}                 # one panel drawn anew, the other four kept (issue 28)


def test_the_turn_passing_redraws_two_player_panels(content, view):
    """The panel of the player to act is lit (R5): the turn passing from one player to the
    next draws those two panels anew and keeps the other three."""
    n = view["n"]
    was = view["to_act"] if view.get("to_act") is not None else 0
    now = (was + 1) % n

    def change(v):
        v["to_act"] = now
    seats = set()
    out, _ = redrawn(content, view, change, seats)
    assert "players" in out
    assert seats == {was, now}


def test_rebellion_redraws_the_stability_board(content, view):
    """The rebellion marker (R8) is on the stability board; the deck top's crisis forecast on
    the track and the board moves with it (issue 30), and the viewer's standing only if their
    objective reads the rebellion (Pacifist, Separatist)."""
    def change(v):
        v["rebellion"] += 1
    out, changed = redrawn(content, view, change)
    want = {"board_stability"}
    if (forecast.of_view(content, view) is None) != (forecast.of_view(content, changed) is None):
        want.add("track")
    if repr(goals.standings(view, content)) != repr(goals.standings(changed, content)):
        want.add("private")
    assert out == want
    assert "map" not in out and "players" not in out


def test_new_forecast_words_are_told_without_drawing_the_track_again(content, view):
    """The track shows the forecast only as the words of its deck top's balance half (issue 30):
    when the rebellion changes them, the track is not drawn again (issue 28), yet hovering it
    tells the new words, not the old."""
    def change(v):
        v["rebellion"] += 1
    r = TableRenderer(content)
    r.render(view, SIZE)
    old_words = forecast.of_view(content, view).words
    track = r._areas["track"][1]
    changed = copy.deepcopy(view)
    change(changed)
    new_words = forecast.of_view(content, changed).words
    assert new_words != old_words
    r.render(changed, SIZE)
    assert r._areas["track"][1] is track
    tips = [h.tip for h in r.hits.items if h.key == ("forecast",)]
    assert tips == [new_words]


def test_one_market_cube_redraws_its_market_only(content, view):
    res = next(iter(view["markets"]["domestic"]))

    def change(v):
        v["markets"]["domestic"][res] += 1
    out, changed = redrawn(content, view, change)
    want = {"board_domestic"}
    # issue 37: phase 3's board rows read the market's cubes (R5.3), and the forecast with
    # them: its badge on the stability board follows when its words change
    if forecast.of_view(content, view).key() != forecast.of_view(content, changed).key():
        want.add("board_stability")
    assert out == want


def test_a_stat_nothing_shows_redraws_nothing(content, view):
    """The players' stats are only shown through the viewer's standing (trend, objective):
    one that neither ranks redraws no area (the player panels used to redraw)."""
    measured = {m for g in goals.standings(view, content) for m in (g.measure or "").split("+")}
    stat = next(k for k in view["players"][1]["stats"] if k not in measured)

    def change(v):
        v["players"][1]["stats"][stat] += 1
    out, _ = redrawn(content, view, change)
    assert out == set()


def test_a_ranked_stat_redraws_the_viewers_standing(content, view):
    """The trend card ranks a measure (R11); another player passing the best of it changes the
    viewer's standing line on their screen, and nothing else (it used to stay stale)."""
    trend = [g for g in goals.standings(view, content) if g.source == "trend"]
    stats = view["players"][1]["stats"]
    if not trend or trend[0].measure not in stats:
        pytest.skip("the sample's trend does not rank a stat")
    measure = trend[0].measure

    def change(v):
        v["players"][1]["stats"][measure] += (trend[0].best or 0) + 5
    out, changed = redrawn(content, view, change)
    assert repr(goals.standings(changed, content)) != repr(goals.standings(view, content))
    assert out == {"private"}


def test_a_citizen_moving_between_hexes_redraws_the_map_only(content, view):
    """The player panels count pieces from the view's facts; a unit changing places on the map
    (its facts unchanged) is drawn by the map alone."""
    first, other = view["units"][0], next(u for u in view["units"] if u[0] != view["units"][0][0])

    def change(v):                                  # a unit is (hex, area, engaged, down, icon, building)
        v["units"][0] = (other[0], other[1]) + tuple(first[2:])
    out, _ = redrawn(content, view, change)
    assert out == {"map"}


def test_other_seat_colours_redraw_the_player_panels_that_wear_them(content, view):
    """Seats that wear other colours in a new game (the setup's colour choice, UX: each seat
    picks its colour) get their panels drawn anew, whatever else is the same."""
    from archipelago.ui import theme as T
    seats = set()
    try:
        redrawn(content, view, lambda v: T.set_seat_styles([1, 0, 2, 3, 4]), seats)
    finally:
        T.set_seat_styles(None)
    assert {0, 1} <= seats
