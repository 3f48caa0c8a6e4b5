"""Issue 14, part 1: the deck top's face shows an event's effect in a line (its short
form), the large view its full text; a crisis half's large view says what happens."""
from __future__ import annotations

from archipelago.ui import theme
from archipelago.ui.render.cards import draw_balance
from archipelago.words.cards import crisis_words
from tests.ui.test_truth_large_view import drawn_texts


def words(texts):
    return " ".join(" ".join(texts).split())


def test_the_face_shows_the_short_form_and_the_large_view_the_full_text(content):
    ctx = theme.Ctx(1.0)
    pirate = content.cards["A27"].balance                 # Pirate
    face = words(drawn_texts(lambda: draw_balance(ctx, pirate, content, (110, 140), players=3)))
    large = words(drawn_texts(lambda: draw_balance(ctx, pirate, content, (300, 480), players=3, full=True)))
    event = content.events["pirate"]
    assert "Pirate" in face and event.short.replace("…", "")[:30] in face
    assert event.text in large


def test_the_large_view_words_each_crisis_half(content):
    ctx = theme.Ctx(1.0)
    bal = content.cards["A01"].balance
    large = words(drawn_texts(lambda: draw_balance(ctx, bal, content, (300, 480), players=3, full=True)))
    assert crisis_words("domestic", bal) in large
    assert crisis_words("export", bal) in large
