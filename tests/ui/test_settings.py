"""Player settings on disk (archipelago/ui/settings.py): a round trip, and damaged, newer
or out-of-range files that give the defaults without being overwritten."""
import json

from archipelago.ui import settings as S


def test_settings_round_trip_and_bad_files(tmp_path):
    home = tmp_path / "home"
    st = S.Settings(speed="fast", fullscreen=True, ui_scale=1.25, curtain=False, volume=30)
    path = S.save(st, home)
    doc = json.loads(path.read_text())
    assert doc["format"] == S.FORMAT and doc["version"] == S.VERSION
    assert S.load(home) == st
    path.write_text("{not json")
    assert S.load(home) == S.Settings()
    path.write_text(json.dumps({"format": S.FORMAT, "version": 99, "speed": "slow"}))
    assert S.load(home) == S.Settings()                   # a newer file: defaults, file untouched
    assert json.loads(path.read_text())["version"] == 99
    path.write_text(json.dumps({"format": S.FORMAT, "version": 1, "speed": "warp", "volume": 500}))
    got = S.load(home)
    assert got.speed == "normal" and got.volume == 100
    path.write_text(json.dumps({"format": S.FORMAT, "version": 1, "think": 3.2}))
    assert S.load(home).think == 3.0                       # the nearest offered thinking time
    path.write_text(json.dumps({"format": S.FORMAT, "version": 1, "think": "long"}))
    assert S.load(home).think == 2.0


def test_settings_a_long_folder_wraps_before_its_separators(title_app, tmp_path):
    """A folder too long for the settings' bottom line wraps before a separator, so each line
    that goes on with it starts with one ("/home"): never a bare folder name that reads as a
    word (the German screens' check once read such a ".../home" ending as English)."""
    from archipelago.ui.scenes.settings_scene import path_lines
    app, shell, home = title_app((1280, 720))
    ctx = app.top.ctx()
    folder = tmp_path.joinpath(*["a-rather-long-folder"] * 6, "home")
    text = f"Saved in {folder}"
    width = ctx.font(12, "cond").size(text)[0] // 3
    lines = path_lines(ctx, text, 12, width, "cond")
    assert "".join(lines) == text and len(lines) >= 3
    assert all(line.startswith("/") for line in lines[1:])
    assert lines[-1].endswith("/home")
    for line in lines:                      # a line holds one part at least, else it fits
        assert line.count("/") <= 1 or ctx.font(12, "cond").size(line)[0] <= width
