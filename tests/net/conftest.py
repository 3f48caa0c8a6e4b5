import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch, whole_games):
    """Every net test keeps its files (autosaves, seen reveals) in its own folder; its
    games are played through the authority alone (whole_games: each legal list built once)."""
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))
