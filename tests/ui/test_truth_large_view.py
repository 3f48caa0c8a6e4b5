"""Issue 19, point 2: the large view of the deck top (right click) shows the export demand
as the engine asks it, like the deck on the track does: the first min(n, L) cubes."""
from __future__ import annotations

import pytest

from archipelago import engine
from archipelago.ui import theme
from archipelago.ui.render.cards import draw_balance
from archipelago.ui.table.overlay import large_card
from tests.engine.conftest import Table


def drawn_texts(draw):
    """Every text `draw()` renders (the text renderer wrapped while it runs)."""
    texts, real = [], theme.TextCache.render

    def render(tc, text, face, size, colour):
        texts.append(text)
        return real(tc, text, face, size, colour)

    theme.TextCache.render = render
    theme.text_cache().cache.clear()
    try:
        draw()
    finally:
        theme.TextCache.render = real
    return texts


@pytest.mark.parametrize("n", [2, 5])
def test_truth_large_view_of_the_deck_asks_what_the_engine_asks(content, n):
    t = Table(content, n=n)
    t.stack_deck("A04")        # Pope: export fruit, wood, fruit, iron
    engine.touched(t.s)
    view = engine.view(t.s, None)
    ctx = theme.Ctx(1.0)
    large = drawn_texts(lambda: large_card(ctx, content, "deck", view, 600))
    k = max(1.8, min(3.2, 600 / 226))
    size = (int(108 * k), int(226 * k * 0.8))
    asked = drawn_texts(lambda: draw_balance(ctx, view["deck_top"], content, size, players=n, full=True))
    printed = drawn_texts(lambda: draw_balance(ctx, view["deck_top"], content, size, full=True))
    assert sorted(large) == sorted(asked)
    assert (sorted(large) != sorted(printed)) == (n < 4)     # 4 cubes listed: cut below 4 players
