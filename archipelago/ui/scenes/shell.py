"""The game shell: what happens between the scenes. It owns the app, the content, the
settings and the current game, and moves between title, new game, load, settings,
rules, the table (GameScene), curtains, dialogs and the score table.

    shell = Shell(app)          # then shell.title(); app.run()
"""
from __future__ import annotations

from pathlib import Path

from archipelago.i18n import N_, _
from archipelago.saves import fileio
from archipelago.saves import format as save_format

from .. import settings as settings_mod
from .. import theme as T


REWIND_TITLE = N_("Decide again what was revealed?")


def rewind_words(file, names, reveals, in_game):
    """The question before loading a save from before reveals the table has seen (issue 25)."""
    if len(reveals) > 1:
        save = _("{file} is a save of the game of {names} from before {reveal} (and then {more}); this game has "
                 "been played past that point.").format(file=file, names=", ".join(names), reveal=reveals[0],
                                                         more="; ".join(reveals[1:]))
    else:
        save = _("{file} is a save of the game of {names} from before {reveal}; this game has been played past "
                 "that point.").format(file=file, names=", ".join(names), reveal=reveals[0])
    agree = _("Loading it lets those choices be made again by players who have seen them. Load it only if the "
              "whole table agrees.")
    cancel = _("Cancel keeps the game as it is.") if in_game else _("Cancel loads nothing.")
    return " ".join((save, agree, cancel))


def game_key(doc):
    """What tells one game from another in a checked save document (its seed, players,
    length and how many log entries it has): two files of the same finished game (its last
    autosave and the file keeping it) are listed once (issue 30). Never raises."""
    st = doc.get("state")
    cfg = st.get("cfg") if isinstance(st, dict) else None
    log = st.get("log") if isinstance(st, dict) else None
    if not isinstance(cfg, dict):
        return None
    return (repr(cfg.get("seed")), repr(cfg.get("names")), repr(cfg.get("length")),
            len(log) if isinstance(log, list) else None)


LEARN_SEED = 26                  # the guided first game's deal (Learn to play): Ann places first, every tip
                                 # comes, and following every Hint wins it (issue 26)
LEARN_NAME = "Ann"  # i18n: not shown (a seat name)


class Shell:
    def __init__(self, app, content=None, settings=None, settings_folder=None, threaded=True):
        self.app = app
        self._content = content
        self.settings_folder = settings_folder
        self.settings = settings if settings is not None else settings_mod.load(settings_folder)
        self.threaded = threaded
        self.game = None                 # the GameScene of the game being played
        self.quit_requested = False
        if self.settings.fullscreen and not app.fullscreen:
            app.toggle_fullscreen()

    # --- shared things ---------------------------------------------------------------------------
    @property
    def content(self):
        if self._content is None:
            from archipelago.content import load_content
            self._content = load_content()
        return self._content

    def save_settings(self):
        try:
            settings_mod.save(self.settings, self.settings_folder)
        except OSError as e:
            self.message(_("Settings not saved"), _("The settings could not be written ({error}).").format(
                error=e.strerror or e))
        if bool(self.settings.fullscreen) != bool(self.app.fullscreen):
            self.app.toggle_fullscreen()
        for scene in self.app.stack:
            inv = getattr(scene, "invalidate", None)
            if inv is not None:
                inv()
        if self.game is not None:
            self.game.settings_changed()
        self.app.dirty = True

    # --- saves on disk ----------------------------------------------------------------------------
    def save_files(self):
        """Every save file, newest first, with what can be read of it:
        [(path, format.describe(...) plus "auto", "rewinds" (the reveals seen since, as
        saves.seen knows them, in words) and "ended" (the round its game ended in since, or
        None: issue 38), or None; error message or None)]. The ends of the finished games
        listed are noted in saves.seen (a game finished before its end was noted stays
        finished). Reading never blocks (regular files of a bounded size only) and never
        raises."""
        from archipelago.saves import seen
        rows, finished = [], []
        for p in fileio.all_saves():
            try:
                doc = save_format.read(p)
                info = save_format.describe(doc, p.name)
            except save_format.SaveError as e:
                rows.append((p, None, str(e), None))
                continue
            info["auto"] = fileio.is_autosave(p)
            info["finished"] = fileio.is_finished(p)
            info["game"] = game_key(doc)
            game = seen.doc_actions(doc)
            if game is not None and info["over"]:
                finished.append(game + (info["round"],))
            rows.append((p, info, None, game))
        try:
            seen.remember_ended(finished)
        except OSError:
            pass                            # noted again at the next listing
        branches = seen.load()
        out = []
        for p, info, err, game in rows:
            if info is not None:
                marks = seen.rewound_marks(branches, *game) if game else []
                info["rewinds"] = seen.reveals_words(marks)
                info["ended"] = seen.ended(marks)
            out.append((p, info, err))
        return out

    def latest_game(self):
        """(path, summary) of the newest save of an unfinished game that loads (validated,
        saves.check.verdict), or None: Continue never offers a finished or a broken game,
        nor a save from before the end of a game that has ended (issue 38)."""
        from archipelago.saves.check import verdict
        for p, info, err in self.save_files():
            if info is not None and not info["over"] and info["ended"] is None \
                    and verdict(p, self.content) is None:
                return p, info
        return None

    # --- navigation -------------------------------------------------------------------------------
    def reset(self, scene):
        """Close everything and show `scene` alone."""
        if self.game is not None:
            self.game.close()
            self.game = None
        while self.app.stack:
            self.app.pop()
        T.set_seat_styles(None)
        self.app.push(scene)

    def title(self):
        from .title import TitleScene
        self.reset(TitleScene(self))

    def new_game_form(self):
        from .newgame import NewGameScene
        self.app.push(NewGameScene(self))

    def open_settings(self):
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self))

    def open_rules(self):
        from .rules import RulesOverlay
        if not isinstance(self.app.top, RulesOverlay):
            self.app.push(RulesOverlay(self))

    def open_load(self):
        from .load import LoadScene
        self.app.push(LoadScene(self))

    def message(self, title, text, on_close=None):
        from .dialog import MessageDialog
        self.app.push(MessageDialog(self, title, text, on_close))

    def quit(self):
        if self.game is not None:
            self.game.autosave_now()
        self.quit_requested = True
        self.app.running = False

    # --- games -----------------------------------------------------------------------------------
    def start_game(self, seats, length="short", seed=None):
        from archipelago.match.authority import Match
        match = Match.new(self.content, seats, length, seed)
        self._play(match)
        return match

    def learn_game(self):
        """Learn to play (issue 14): a guided first game, the person "Ann" coached (match.coach)
        against two normal bots, Short, on a fixed seed."""
        from archipelago.match.authority import Seat
        seats = [Seat(LEARN_NAME, coach=[]), Seat("Bob", "bot"), Seat("Cy", "bot")]  # i18n: not shown (seat names)
        return self.start_game(seats, "short", LEARN_SEED)

    def load_game(self, path):
        """Load a save; a bad file shows a message and changes nothing (returns False).
        A save of a game from before a reveal of secret entries that the table has seen
        since (issue 18; issue 25: wherever Load is opened -- the title's Load and Continue,
        the in-game Load, after a relaunch -- from the running game's history and from
        saves.seen) is loaded only if the table confirms (returns None until)."""
        from archipelago.match.authority import Match
        try:
            match = Match.load(self.content, path)
        except save_format.SaveError as e:
            self.message(_("This save cannot be loaded"), _("{error}.\nNothing was changed on disk.").format(error=e))
            return False
        except Exception as e:  # noqa: BLE001 - belt and braces: a save never stops the game
            self.message(_("This save cannot be loaded"), f"{Path(path).name}: {type(e).__name__}: {e}")
            return False
        reveals = self.rewound_reveals(match)
        if reveals:
            from .dialog import ConfirmDialog
            self.app.push(ConfirmDialog(self, _(REWIND_TITLE), rewind_words(Path(path).name, match.names, reveals,
                                                                            self.game is not None),
                                        _("Load anyway"), lambda: self._play(match)))
            return None
        self._play(match)
        return True

    def open_replay(self, path=None, match=None):
        """The replay viewer (issue 30) of a finished game: `match`, a game just over, or the
        save at `path` (validated as every load, and only read). A file that cannot be
        replayed shows a message and changes nothing (returns False)."""
        from archipelago.match.replay import Replay
        from .replay import ReplayScene
        if match is not None:
            replay = Replay.of_match(match)
        else:
            try:
                replay = Replay.from_save(self.content, path)
            except (save_format.SaveError, ValueError) as e:
                self.message(_("This game cannot be replayed"),
                             _("{reason}.\nNothing was changed on disk.").format(reason=e))
                return False
        humans = [i for i, s in enumerate(replay.seats) if s.human]
        self.app.push(ReplayScene(self, replay, humans[0] if len(humans) == 1 else None))
        return True

    def rewound_reveals(self, loaded):
        """The reveals loading this game (a Match just loaded from a save) lets the table
        decide again: those the running game has passed since it (its history) and those
        saves.seen noted."""
        running = self.game.match if self.game is not None else None
        out = running.rewound_reveals(loaded) if running is not None else []      # (its end too: issue 38)
        for words in loaded.seen_after():
            if words not in out:
                out.append(words)
        return out

    def continue_game(self):
        latest = self.latest_game()
        if latest is None:
            self.message(_("Nothing to continue"), _("There is no saved game yet."))
            return False
        return self.load_game(latest[0])

    def _play(self, match):
        from .game import GameScene
        match.remember_seen()                # a loaded game's reveals were seen when it was played
        scene = GameScene(self, match)
        self.reset(scene)
        self.game = scene
        scene.start()
