"""Legibility as a property of the whole table (issue 14): the text checker on late-game
tables (smallest text, nothing clipped, overlapping or drawn over) and a UI scale that
scales the whole table."""
import pygame
import pytest

from archipelago import engine
from archipelago.match import samples
from archipelago.ui import theme as T
from tools.audit.textcheck import TextCheck, table_report


@pytest.fixture(scope="module")
def late():
    """Late-game states (round 8 of a long game) for 2 and 5 players."""
    return {n: samples.late_game(n)[0] for n in (2, 5)}


def _view(state):
    return engine.view(state, engine.to_act(state))


@pytest.mark.slow
@pytest.mark.parametrize("size,floor", [((1280, 720), 11), ((1600, 900), 12)])
@pytest.mark.parametrize("n", [2, 5])
def test_late_game_table_is_legible(content, late, n, size, floor):
    report, _ = table_report(content, _view(late[n]), size)
    assert len(report.texts) > 150                      # the whole table was followed
    assert report.smallest >= floor, sorted({(t.px, t.text) for t in report.texts})[:5]
    assert not report.clipped and not report.overlaps and not report.covered, report.lines()


@pytest.mark.slow
@pytest.mark.parametrize("size,scale", [((1920, 1080), 0.8), ((1920, 1080), 1.3), ((2560, 1440), 1.5)])
def test_scaled_tables_have_no_overlap(content, late, size, scale):
    report, _ = table_report(content, _view(late[5]), size, scale)
    assert report.smallest >= 11
    assert not report.overlaps and not report.covered, report.lines()


def test_checker_finds_clipped_overlapping_and_drawn_over_text():
    """The checker itself: a text cut at its surface's edge, an ellipsized one, two drawn
    across each other, one with a box drawn over it, and one hidden under an opaque panel
    (not counted)."""
    with TextCheck() as tc:
        ctx = T.Ctx(1.0)
        window = pygame.Surface((400, 200))
        area = pygame.Surface((200, 100), pygame.SRCALPHA)
        ctx.blit_text(area, "Hello world", 14, (0, 0))
        ctx.blit_text(area, "Hello again", 14, (12, 6))
        ctx.blit_text(area, "cut at the edge", 14, (150, 40))
        ctx.blit_text(area, ctx.ellipsize("Court of Characters", 14, 90), 14, (0, 70))
        window.blit(area, (10, 10))
        ctx.blit_text(window, "boxed over", 14, (250, 20))
        pygame.draw.rect(window, (200, 30, 30), (250, 18, 60, 20))
        ctx.blit_text(window, "under a panel", 14, (250, 120))
        window.blit(pygame.Surface((150, 60)), (240, 110))
        report = tc.check(window)
    texts = {t.text for t in report.texts}
    assert "under a panel" not in texts
    clipped = {t.text: t.cut for t in report.clipped}
    assert set(clipped) == {"cut at the edge", ctx.ellipsize("Court of Characters", 14, 90)}, clipped
    assert clipped["cut at the edge"] == "cut at the edge of its box"
    assert [(a.text, b.text) for a, b in report.overlaps] == [("Hello world", "Hello again")]
    assert [t.text for t in report.covered] == ["boxed over"]
    assert report.smallest == 14


def test_ui_scale_scales_the_whole_table(content, late):
    """130 % against 100 % at 1280x720: the text of cards, boards and player panels is
    larger, the players' column wider and the decision dock taller (the map gives the
    room), and the decision panel does not cover the map."""
    view = _view(late[5])
    sizes, rects = {}, {}
    for scale in (1.0, 1.3):
        report, scene = table_report(content, view, (1280, 720), scale)
        f = scene.renderer.fitted
        rects[scale] = dict(f.rects)

        def px_in(area):
            r = f.rects[area]
            return max(t.px for t in report.texts if r.contains(t.rect))
        sizes[scale] = {a: px_in(a) for a in ("track", "board_domestic", "board_surplus", "players", "supply")}
        lay = scene.layout()
        assert lay.panel is not None
        assert not lay.panel.rect.colliderect(f.rects["map"]), (scale, lay.panel.rect, f.rects["map"])
    for area in sizes[1.0]:
        assert sizes[1.3][area] > sizes[1.0][area], (area, sizes)
    assert rects[1.3]["players"].w > rects[1.0]["players"].w
    assert rects[1.3]["private"].h > rects[1.0]["private"].h
    assert rects[1.3]["map"].w < rects[1.0]["map"].w and rects[1.3]["map"].h < rects[1.0]["map"].h
    for r in rects[1.3].values():
        assert pygame.Rect(0, 0, 1280, 720).contains(r)


@pytest.mark.slow
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.3)])
def test_every_kind_of_decision_is_legible(content, size, scale):
    """Seeded games (the screenshot tools' policy, which also trades) sampled at the first
    decision of each kind: the deciding seat's table, and its first popup, show nothing
    clipped, overlapping or drawn over, and no text under 11 px."""
    from tools.audit.text_scenes import decisions
    found = {}
    for name, r, _ in decisions(content, size, scale):     # (bench/text_audit.py's scenes)
        kind = name.split()[1].rstrip(",")
        found.setdefault(kind, []).extend(r.lines() + ([f"smallest {r.smallest} px"] if r.smallest < 11 else []))
    assert len(found) >= 18, sorted(found)
    assert not {k: v for k, v in found.items() if v}
