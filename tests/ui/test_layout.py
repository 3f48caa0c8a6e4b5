"""The table layout (assets/layout/table.tmx): lint and scaling."""
import pytest

from archipelago.ui.layout import LAYOUT_FILE, REQUIRED, Layout


def test_layout_lint_clean():
    layout = Layout.load()
    assert (layout.width, layout.height) == (1600, 900)
    assert layout.problems() == []
    for name in REQUIRED:
        assert name in layout.areas


def test_lint_finds_problems(tmp_path):
    text = LAYOUT_FILE.read_text()
    bad = text.replace('name="trend" type="area" x="914" y="734"', 'name="trend" type="area" x="1500" y="850"')
    bad = bad.replace('<object id="4" name="log"', '<object id="4" name="not_log"')
    p = tmp_path / "bad.tmx"
    p.write_text(bad)
    problems = Layout.load(p).problems()
    assert any("missing area 'log'" in x for x in problems)
    assert any("'trend'" in x and "outside" in x for x in problems)
    assert any("overlap" in x for x in problems)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (1280, 800), (1920, 1200)])
def test_fit_scales_and_letterboxes(size):
    layout = Layout.load()
    f = layout.fit(*size)
    w, h = size
    assert abs(f.scale - min(w / 1600, h / 900)) < 1e-9
    for name, r in f.rects.items():
        assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= h, name
        d = layout.areas[name]
        assert abs(r.w - d.w * f.scale) <= 2 and abs(r.h - d.h * f.scale) <= 2
    names = sorted(f.rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not f.rects[a].colliderect(f.rects[b]), (a, b)
