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
from archipelago.seats import BOT, NAMES

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


LEARN_SEED = 39                  # the guided first game's deal (Learn to play): Ann places first, every tip
                                 # comes, and following every Hint wins it (issue 26; 5 until issue 37's
                                 # hint and bots, which play for their objectives: Cy's won that deal)


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
        """Every save file, newest first, with what can be read of it, and the files keeping
        the games hosted here that ended (host.hosted_finished):
        [(path, format.describe(...) plus "auto", "here" (of a game hosted here, the seats
        this computer's screen held; else None), "rewinds" (the reveals seen since, as
        saves.seen knows them, in words) and "ended" (the round its game ended in since, or
        None: issue 38), or None; error message or None)]. The ends of the finished games
        listed are noted in saves.seen (a game finished before its end was noted stays
        finished). Reading never blocks (regular files of a bounded size only) and never
        raises."""
        from archipelago.saves import seen
        from .host import hosted_finished
        hosted = dict(hosted_finished())        # path -> the seats this computer's screen held
        rows, finished = [], []
        for p in fileio.newest_first([*fileio.all_saves(), *hosted]):
            try:
                doc = save_format.read(p)
                info = save_format.describe(doc, p.name)
            except save_format.SaveError as e:
                if p not in hosted:             # (a hosted game's file that does not read: left out)
                    rows.append((p, None, str(e), None))
                continue
            info["auto"] = fileio.is_autosave(p)
            info["finished"] = fileio.is_finished(p)
            info["game"] = game_key(doc)
            info["here"] = hosted.get(p)       # a game hosted here: the seats played at this screen
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
            self.keep_rejoin(self.game.session)
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

    def host_game_form(self):
        """Title > Host a game (issue 36): the form whose seats may be people joining."""
        from .host import HostFormScene
        self.app.push(HostFormScene(self))

    def join_game_form(self, address=None):
        """Title > Join a game (issue 36): the host's address and code, then a seat."""
        from .join import JoinScene
        scene = JoinScene(self, address)
        self.app.push(scene)
        return scene

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
            if self.game.session.remote:
                self.keep_rejoin(self.game.session)
                self.game.close()       # hang up (a game hosted here: its server stops, its autosave written)
        self.quit_requested = True
        self.app.running = False

    # --- games -----------------------------------------------------------------------------------
    def hosting(self):
        """What a game hosted here needs of the app (match.session.LocalGame): the bots'
        worker wakes the loop, and runs on a thread unless the shell is not threaded."""
        return {"wake": self.app.wake, "threaded": self.threaded}

    def start_game(self, seats, length="short", seed=None):
        """A new game hosted here (match.session.LocalGame); returns it."""
        from archipelago.match.session import LocalGame
        game = LocalGame.new(self.content, seats, length, seed, **self.hosting())
        self._play(game)
        return game

    def host_game(self, seats, length="short", seed=None, port=None):
        """A new game hosted here for other computers (a net.server.GameServer on this app's
        thread; the people here play through a scenes.host.HostedGame), then its lobby;
        returns the HostedGame, or None when the server could not start (said in words)."""
        from .host import host_game
        return self._lobby(lambda: host_game(self, seats, length, seed, port=port), port)

    def resume_hosted_game(self, folder, port=None):
        """Reopen a game hosted here before (its folder of autosaves, scenes.host.hosted_games)
        in its lobby, with the same join code and tokens; returns the HostedGame, or None
        when its autosave cannot be loaded (corrupt, too new: said in words, nothing on disk
        changed) or the port cannot be used."""
        from .host import resume_hosted
        return self._lobby(lambda: resume_hosted(self, folder, port=port), port)

    def _lobby(self, open_game, port):
        from .host import LobbyScene
        try:
            game = open_game()
        except save_format.SaveError as e:
            self.message(_("This game cannot be resumed"), _("{error}.\nNothing was changed on disk.").format(error=e))
            return None
        except (OSError, TimeoutError) as e:
            self.message(_("The game could not be opened"),
                         _("The port {port} cannot be used ({error}): choose another port in the form, or 0 for "
                           "any free one.").format(port=self.settings.host_port if port is None else port, error=e))
            return None
        self.app.push(LobbyScene(self, game))
        return game

    def play_hosted(self, game):
        """The lobby's Start: the hosted game on the table."""
        self._play(game)

    def play_remote(self, game):
        """A game joined at another computer (net.remote.RemoteGame) on the table; what this
        computer needs to rejoin it is kept (Title > Continue)."""
        self.keep_rejoin(game, leaving=False)
        self._play(game)

    def keep_rejoin(self, game, leaving=True):
        """Keep what this computer needs to rejoin `game`, a game joined at another computer
        with a seat held here and not over: at its start, and again as this computer leaves
        it, with how far its log was followed then (the rejoin says what happened meanwhile;
        after a crash, with no leaving noted, it says nothing)."""
        from .. import rejoin
        if game.remote and game.holds and game.token and not game.over:
            doc = game.rejoin_doc()
            if not leaving:
                doc.pop(rejoin.SEEN)
            try:
                rejoin.keep(doc, self.settings_folder)
            except OSError:
                pass                    # (the game plays on; only a later Continue cannot offer it)

    def latest_rejoin(self):
        """{"address", "token", "seen"} of the last game joined from here, or None."""
        from .. import rejoin
        return rejoin.load(self.settings_folder)

    def rejoin_last(self):
        """Title > Continue: rejoin the last game joined from here."""
        doc = self.latest_rejoin()
        if doc is None:
            return None
        scene = self.join_game_form(doc["address"])
        scene.rejoin(doc["token"], doc["seen"])
        return scene

    def forget_rejoin(self):
        from .. import rejoin
        try:
            rejoin.forget(self.settings_folder)
        except OSError:
            pass

    def learn_game(self):
        """Learn to play (issue 14): a guided first game, the person "Ann" coached (match.coach)
        against two normal bots, Short, on a fixed seed."""
        from archipelago.match.seats import Seat
        seats = [Seat(NAMES[0], coach=[]), Seat(NAMES[1], BOT), Seat(NAMES[2], BOT)]
        return self.start_game(seats, "short", LEARN_SEED)

    def load_game(self, path):
        """Load a save; a bad file shows a message and changes nothing (returns False).
        A save of a game from before a reveal of secret entries that the table has seen
        since (issue 18; issue 25: wherever Load is opened -- the title's Load and Continue,
        the in-game Load, after a relaunch -- from the running game's history and from
        saves.seen) is loaded only if the table confirms (returns None until)."""
        from archipelago.match.session import LocalGame
        try:
            game = LocalGame.load(self.content, path, **self.hosting())
        except save_format.SaveError as e:
            self.message(_("This save cannot be loaded"), _("{error}.\nNothing was changed on disk.").format(error=e))
            return False
        except Exception as e:  # noqa: BLE001 - belt and braces: a save never stops the game
            self.message(_("This save cannot be loaded"), f"{Path(path).name}: {type(e).__name__}: {e}")
            return False
        reveals = self.rewound_reveals(game)
        if reveals:
            from .dialog import ConfirmDialog
            self.app.push(ConfirmDialog(self, _(REWIND_TITLE), rewind_words(Path(path).name, game.names, reveals,
                                                                            self.game is not None),
                                        _("Load anyway"), lambda: self._play(game)))
            return None
        self._play(game)
        return True

    def open_replay(self, path=None, game=None, replay=None, step=None, viewer=(), seats=None):
        """The replay viewer (issue 30) of a finished game: `game`, a game just over, or the
        save at `path` (validated as every load, and only read), or a `replay` made already;
        at position `step` (else the start) from `viewer`'s view (a seat, None the public's;
        else the one person's, if one). `seats`: the seats whose views it may show (None:
        all; a game hosted here: those this computer's screen held). A file that cannot be
        replayed shows a message and changes nothing (returns False)."""
        from archipelago.match.replay import Replay
        from .replay import ReplayScene
        if replay is not None:
            pass
        elif game is not None:
            replay = game.replay()
        else:
            try:
                replay = Replay.from_save(self.content, path)
            except (save_format.SaveError, ValueError) as e:
                self.message(_("This game cannot be replayed"),
                             _("{reason}.\nNothing was changed on disk.").format(reason=e))
                return False
        if viewer == ():
            humans = [i for i, s in enumerate(replay.seats) if s.human] if seats is None else list(seats)
            viewer = humans[0] if len(humans) == 1 else None
        replay.seek(step or 0)
        self.app.push(ReplayScene(self, replay, viewer, seats))
        return True

    def open_review(self, path, seats=None):
        """The review (issue 41) of the finished game saved at `path`: the one kept with it, or
        made now in the background (review_tab.ReviewScene); `seats` as for open_replay (the
        costly decisions of those seats only). A file that cannot be read shows a message and
        changes nothing (returns False)."""
        from .review_tab import ReviewScene, ReviewTab
        try:
            tab = ReviewTab.of_save(self, path, seats)
        except (save_format.SaveError, ValueError) as e:
            self.message(_("This game cannot be reviewed"),
                         _("{reason}.\nNothing was changed on disk.").format(reason=e))
            return False
        self.app.push(ReviewScene(self, tab))
        return True

    def rewound_reveals(self, loaded):
        """The reveals loading this game (a game just loaded from a save) lets the table
        decide again: those the running game has passed since it (its history) and those
        saves.seen noted."""
        out = self.game.session.rewound_reveals(loaded) if self.game is not None else []   # (its end too: issue 38)
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

    def _play(self, game):
        """Play `game` (a match.session.LocalGame; a match.authority.Match, from the tools
        and tests, is hosted here) on the table."""
        from archipelago.match.session import LocalGame
        from .game import GameScene
        if not isinstance(game, LocalGame) and not getattr(game, "remote", False):
            game = LocalGame(game, **self.hosting())
        scene = GameScene(self, game)
        self.reset(scene)
        self.game = scene
        scene.start()
