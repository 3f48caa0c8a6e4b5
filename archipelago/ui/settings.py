"""Player settings (language, animation and bot speed, fullscreen, UI scale, privacy curtain, sound
volume, coach tips, expert thinking time, the new-game form's last setup), kept as versioned JSON in the user's data folder
(saves.data_dir; never the install folder) and written atomically. A missing, damaged or newer file gives the
defaults and is never overwritten until the player changes a setting. No pygame here."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from archipelago import i18n
from archipelago.saves import fileio, paths

FORMAT = "archipelago-settings"
VERSION = 1
FILE_NAME = "settings.json"

SPEEDS = ("slow", "normal", "fast", "instant")
# Seconds between two bot moves at each speed (a move also waits for the last one's animation).
SPEED_DELAY = {"slow": 1.1, "normal": 0.55, "fast": 0.2, "instant": 0.0}
# How long the table's animations last at each speed, times their normal length
# (150-400 ms, render/anim.py); 0: no animation.
ANIM_FACTOR = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}
SCALES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5)
# Seconds an expert bot may think per decision (bots/search.py; issue 15: 2 s by default).
THINK_TIMES = (0.5, 1.0, 2.0, 3.0, 4.0)
BIND_HERE, BIND_ALL = "127.0.0.1", "0.0.0.0"    # a hosted game: this computer only / every network
GRACE_TIMES = (30.0, 60.0, 90.0, 180.0, 300.0)


@dataclass
class Settings:
    speed: str = "normal"          # bots' pace and animations: slow / normal / fast / instant
    fullscreen: bool = False
    ui_scale: float = 1.0          # menus, forms, overlays; on the table text and controls
                                   # (panel, popups, tooltips, log, status) - the board fits the window
    curtain: bool = True           # privacy curtain between human players
    volume: int = 70               # 0-100 (sound effects)
    coach: bool = True             # coach tips in a coached game (Learn to play; match.coach)
    think: float = 2.0             # an expert bot's thinking time per decision, seconds
    # the language spoken (issue 29): a code of i18n.LANGUAGES, by default the system's
    language: str = field(default_factory=i18n.system_language)
    # hosting a game for other screens (issue 36): where the host listens (this computer only by
    # default; BIND_ALL: every network of the computer), its port, and the seconds a dropped
    # person's seat waits before a bot plays it
    host_bind: str = BIND_HERE
    host_port: int = 8765
    grace: float = 90.0
    # the name this computer last joined a game with (Title > Join a game fills it in again)
    join_name: str = ""
    # the new-game form's last setup started (issue 37): {"seats": [{name, kind, level, style}], "length"}
    setup: dict = field(default_factory=dict)

    def clean(self) -> Settings:
        """The same settings with every value forced into its range."""
        if self.speed not in SPEEDS:
            self.speed = "normal"
        self.fullscreen = bool(self.fullscreen)
        try:
            scale = float(self.ui_scale)
        except (TypeError, ValueError):
            scale = 1.0
        self.ui_scale = min(SCALES, key=lambda s: abs(s - scale))
        self.curtain = bool(self.curtain)
        self.coach = bool(self.coach)
        try:
            self.volume = max(0, min(100, int(self.volume)))
        except (TypeError, ValueError):
            self.volume = 70
        try:
            think = float(self.think)
        except (TypeError, ValueError):
            think = 2.0
        self.think = min(THINK_TIMES, key=lambda s: abs(s - think))
        self.language = i18n.language_or_default(self.language)
        if self.host_bind not in (BIND_HERE, BIND_ALL):
            self.host_bind = BIND_HERE
        try:
            self.host_port = max(0, min(65535, int(self.host_port)))
        except (TypeError, ValueError):
            self.host_port = 8765
        try:
            grace = float(self.grace)
        except (TypeError, ValueError):
            grace = 90.0
        self.grace = min(GRACE_TIMES, key=lambda s: abs(s - grace))
        if not isinstance(self.join_name, str) or not self.join_name.isprintable():
            self.join_name = ""
        self.join_name = self.join_name.strip()[:24]
        if not isinstance(self.setup, dict):
            self.setup = {}             # (the form checks each part before it uses it)
        return self

    @property
    def delay(self) -> float:
        return SPEED_DELAY[self.speed]

    @property
    def anim(self) -> float:
        """The animation length factor (0: instant, no animation)."""
        return ANIM_FACTOR[self.speed]

    def to_dict(self):
        return {"format": FORMAT, "version": VERSION, **asdict(self)}


def settings_path(folder=None) -> Path:
    return Path(folder or paths.data_dir()) / FILE_NAME


def load(folder=None) -> Settings:
    """The saved settings, or the defaults when there are none or the file is unusable."""
    try:
        doc = json.loads(settings_path(folder).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return Settings()
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("version"), int) \
            or doc["version"] > VERSION:
        return Settings()
    known = {f.name for f in fields(Settings)}
    return Settings(**{k: v for k, v in doc.items() if k in known}).clean()


def start(folder=None) -> Settings:
    """The saved settings, their language spoken from now on (the game's start-up, before
    the first scene is drawn)."""
    settings = load(folder)
    i18n.set_language(settings.language)
    return settings


def save(settings: Settings, folder=None) -> Path:
    path = settings_path(folder)
    fileio.write_atomic(path, json.dumps(settings.clean().to_dict(), indent=2))
    return path
