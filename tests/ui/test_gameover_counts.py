"""The counts behind the score table's rows (issue 41): a tooltip on each cell of an
objective's or the trend's row says what its measure counted for that player, the cards by
name (a new user read Cathedral counting as a progress card as a bug: the tooltip names the
progress cards that counted), in English and German, from the engine's answers.counted; the
card points row names the cards that scored (answers.card_points), Pacifist's holder's cell
what it compared."""
import pytest

from archipelago import engine, i18n
from archipelago.bots import make_bot
from archipelago.engine import answers
from archipelago.ui.render.common import tooltip_box
from archipelago.ui.scenes.gameover import GameOverScene, count_tips, score_rows
from tests.ui.test_story_charts import assert_tooltip_drawn, finished


def score_scene(title_app, match, size=(1280, 720)):
    app, shell, _ = title_app(size)
    shell._play(match)
    app.draw()
    top = app.top
    assert isinstance(top, GameOverScene) and top.tab == "scores"
    return app, top


def progress_row(content, res, names):
    """The index of the score table's row of S06 (most progress cards, R11)."""
    rows = score_rows(content, res, names)
    return next(i for i, r in enumerate(rows) if r[0] == content.shown("objective", "S06", "name"))


def test_gameover_tooltips_name_the_counted_cards(title_app, content):
    m = finished(content, 3, "short", 6)           # objectives S06 (progress cards), S02, S08
    res = m.result()
    names = m.names
    app, top = score_scene(title_app, m)
    i = progress_row(content, res, names)
    public = m.view(None)
    cells = {w.name: w for w in top.widgets if w.name.startswith("count:")}
    for s, name in enumerate(names):
        (part,) = answers.counted(content, public, "progress_cards", s)
        tip = cells[f"count:{i}:{s}"].tip
        head, line, *_why = tip.split("\n")      # (a wonder among them: why, a line more)
        assert head.startswith(f"{name} · ")
        assert line.startswith(f"progress cards owned: {part['value']}")
        shown = [content.shown("card", c, "name") for c in part["items"]]
        listed = line[line.index("(") + 1:-1].split(", ") if shown else []
        assert listed == shown and all(content.cards[c].type == "progress" for c in part["items"])
    # a secret measure (S08: iron cubes, R9) has no cell tooltip
    s08 = next(k for k, r in enumerate(score_rows(content, res, names))
               if r[0] == content.shown("objective", "S08", "name"))
    assert not any(w.startswith(f"count:{s08}:") for w in cells)
    # the form shows the tooltip where the mouse rests on a cell
    w = cells[f"count:{i}:0"]
    assert_tooltip_drawn(app, top, w)


def test_gameover_tooltips_speak_german(title_app, content):
    m = finished(content, 3, "short", 6)
    names = m.names
    app, top = score_scene(title_app, m)
    try:
        i18n.set_language("de")
        top.ensure()
        i = progress_row(content, m.result(), names)
        tips = [w.tip for w in top.widgets if w.name.startswith(f"count:{i}:")]
        assert len(tips) == len(names)
        assert all("eigene Fortschrittskarten: " in t and "owned" not in t for t in tips)
        ctx = top.ctx()
        assert all(tooltip_box(ctx, t).get_width() <= ctx.px(400) for t in tips)     # wrapped to fit
    finally:
        i18n.set_language("en")


def test_gameover_card_points_tooltip_names_each_card_and_its_points(title_app, content):
    """R11, DECK 0.3: each cell of the card points row names the cards that scored and
    what each gave, the wonders not built, and the other rows that counted those cards;
    the progress row says why a wonder stands among the progress cards."""
    m = finished(content, 3, "short", 6)           # Ann (S06) owns Cathedral, Pyramid: not built
    res = m.result()
    names = m.names
    app, top = score_scene(title_app, m)
    rows = score_rows(content, res, names)
    cards_row = next(i for i, r in enumerate(rows) if r[3] == "cards")
    cells = {w.name: w for w in top.widgets if w.name.startswith("count:")}
    public = m.view(None)
    for s, name in enumerate(names):
        answer = answers.card_points(content, public, s)
        assert answer["total"] == res["scores"][s]["cards"]
        head, first, *rest = cells[f"count:{cards_row}:{s}"].tip.split("\n")
        assert head == f"{name} · Card points"
        said = [f"{content.shown('card', p['card'], 'name')} {p['points']} ★" for p in answer["scored"]]
        assert first == (", ".join(said) if said else "No card scored.")
        unbuilt = [content.shown("card", p["card"], "name") for p in answer["unbuilt"]]
        assert any(line.startswith("Not built, so no points: ") for line in rest) == bool(unbuilt)
    owner = m.view(None)["owner"]
    ann = cells[f"count:{cards_row}:0"].tip
    assert owner["A44"] == 0 and "Cathedral (2 ★)" in ann             # bought, never built
    assert f"Also counted in “{rows[progress_row(content, res, names)][0]}”: " in ann and "Cathedral" in ann
    why = cells[f"count:{progress_row(content, res, names)}:0"].tip
    assert "a wonder counts as a progress card, built or not." in why and "Cathedral" in why.split("\n")[-1]
    assert_tooltip_drawn(app, top, cells[f"count:{cards_row}:1"])


def test_gameover_card_points_tooltip_speaks_german(title_app, content):
    m = finished(content, 3, "short", 6)
    app, top = score_scene(title_app, m)
    try:
        i18n.set_language("de")
        top.ensure()
        rows = score_rows(content, m.result(), m.names)
        i = next(k for k, r in enumerate(rows) if r[3] == "cards")
        tips = [w.tip for w in top.widgets if w.name.startswith(f"count:{i}:")]
        assert len(tips) == len(m.names)
        assert "Nicht gebaut, daher keine Punkte: " in tips[0] and "Kathedrale" in tips[0]
        assert all("Not built" not in t and "Also counted" not in t for t in tips)
        ctx = top.ctx()
        assert all(tooltip_box(ctx, t).get_width() <= ctx.px(400) for t in tips)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("seed", [1, 4])
def test_gameover_pacifist_tooltip_says_what_it_compared(content, seed):
    """R11: Pacifist ranks nobody; its holder's cell tells population minus rebellion
    against the card's margin and the points it gave (seed 1: 15, not above 15; seed 4:
    above), from a finished bot game in which Bob holds it."""
    names = ["Ann", "Bob", "Cy"]
    s = engine.new_game(content, names, "short", seed, objectives={1: "S09"})
    bots = [make_bot("heuristic", k, seed * 10 + k, level="normal", content=content) for k in range(3)]
    while (seat := engine.to_act(s)) is not None:
        engine.apply(s, bots[seat].choose(engine.view(s, seat), engine.legal_actions(s)))
    res = engine.result(s)
    public = engine.view(s)
    rows = score_rows(content, res, names)
    i = next(k for k, r in enumerate(rows) if r[0] == content.shown("objective", "S09", "name"))
    tips = count_tips(content, res, names, public)[i]
    assert tips[0] == tips[2] == ""
    pop, reb = public["population"], public["rebellion"]
    margin = content.objectives["S09"].scoring["margin"]
    points = res["scores"][1]["objective S09"]
    assert (points > 0) == (pop - reb > margin)
    said = f"population {pop} − rebellion {reb} = {pop - reb}, "
    said += f"above {margin}: {points} points" if points else f"not above {margin}: no points"
    assert tips[1] == f"Bob · {rows[i][0]}\n{said}"
