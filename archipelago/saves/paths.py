"""Where the player's files live: the data folder for saves, settings and logs, per OS
(never the install folder). ARCHIPELAGO_HOME overrides it; `main.py --home DIR` sets it."""

import os
import sys
from pathlib import Path

APP_NAME = "Archipelago"  # i18n: not shown (the saves folder's name)


def data_dir():
    """The user's data folder for saves, settings and logs (never the install folder).

    ARCHIPELAGO_HOME overrides it (tests, portable installs)."""
    override = os.environ.get("ARCHIPELAGO_HOME")
    if override:
        base = Path(override)
    elif sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / APP_NAME
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support" / APP_NAME
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "archipelago"
    return base


def saves_dir():
    return data_dir() / "saves"
