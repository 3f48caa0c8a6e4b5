import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Every net test keeps its files (autosaves, seen reveals) in its own folder."""
    monkeypatch.setenv("ARCHIPELAGO_HOME", str(tmp_path / "home"))
