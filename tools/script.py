"""Drive the real app with synthetic input: for tests, and for a developer's script of clicks
and keys played on the game as main.py starts it (screenshots of the shell, docs/screenshots/):

    python -m tools.script --script FILE [main.py's options: --home DIR --size WxH --speed ...]

(from the repository folder, or with it on PYTHONPATH; exit 2 when a script line fails).

Input goes through pygame's event queue (posted mouse, key and text events) and so through
the app's one InputTranslator, exactly like a player's. Human decisions on the table are
made by clicks too: a policy picks the action and `interact.click_path` says where to
click.

Script lines (# comments; one command a line):

    click @new              click the widget called "new" on the top scene (@kind0=bot: an option)
    click 800 450           click a window position
    rclick 800 450          right click
    hover @name | hover X Y move the mouse there
    key escape              press a key (pygame key names: escape, return, space, f1, ...)
    type Bob                type text into the focused field
    clear                   empty the focused field (delete)
    wait 0.5                run the loop for half a second
    until curtain|objective|coach|table|gameover|title|bids|frame:KIND[,KIND] [SECONDS]
                            run (bots play) until that holds; humans do not move
    play until COND [MAX_ACTIONS]
                            humans' decisions by the policy through clicks, curtains,
                            objective moments and coach tips dismissed, until COND (as above,
                            plus over, round:N)
    act KIND [ARG...]       the human to act takes the first legal action of KIND whose
                            args start with ARG... (by clicks)
    shot PATH               save the window to a PNG
    quit                    stop
"""
from __future__ import annotations

import os
import shlex
import sys
import time
from pathlib import Path

import pygame

from archipelago.ui.input import advance, now
from archipelago.engine.kinds import REVEAL


class ScriptError(Exception):
    pass


class Driver:
    def __init__(self, app, shell, seed=0, log=None, avoid=("offer", "counter")):
        self.app = app
        self.shell = shell
        self.seed = seed
        self.avoid = tuple(avoid)        # kinds the human policy never picks by itself
        self.log = log or (lambda s: None)
        self._policies = {}
        self.clicks = 0
        self.human_actions = 0

    # --- plumbing ------------------------------------------------------------------------------
    def step(self, n=1):
        for _ in range(n):
            self.app.step(block=False)

    def run_for(self, seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end and self.app.running:
            self.app.step(block=False)
            time.sleep(0.005)

    def wait(self, cond, seconds=30.0):
        """Run the loop until cond() holds (the worker thinks meanwhile: the Hint)."""
        end = time.monotonic() + seconds
        while not cond():
            if time.monotonic() > end or not self.app.running:
                raise ScriptError("timed out waiting")
            self.app.step(block=False)
            time.sleep(0.002)

    def post(self, *events, draw=True):
        for e in events:
            pygame.event.post(e)
        self.app.step(block=False, draw=draw)

    def mouse(self, pos):
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click_at(self, pos, button=1, draw=True):
        """A click at pos, then one loop step (`draw=False`: its frame left to the next step)."""
        pos = (int(pos[0]), int(pos[1]))
        self.clicks += 1
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button), draw=draw)

    def point(self, name):
        top = self.app.top
        fn = getattr(top, "point", None)
        p = fn(name) if fn is not None else None
        if p is None:
            names = top.names() if hasattr(top, "names") else []
            raise ScriptError(f"no widget {name!r} on {type(top).__name__} (has: {', '.join(names)})")
        return p

    def click(self, target, button=1):
        """Click a widget of the top scene (by name) or a position. A curtain or reveal
        takes only a deliberate click: it is drawn first and its delay passed on the input
        clock (no sleeping)."""
        pos = self.point(target) if isinstance(target, str) else target
        self.deliberate()
        self.click_at(pos, button)

    def deliberate(self):
        """If the top scene takes deliberate clicks only: draw it and let its delay pass."""
        top = self.app.top
        if getattr(top, "deliberate", False):
            if top.appeared_at is None or self.app.dirty:
                self.app.dirty = True
                self.step()
            advance(top.ready_in())

    def hurry(self):
        """Let a handoff pause pass at once (the result of a person's action shown before
        the curtain): the input clock moves to its end."""
        g = self.game
        if g is not None and g.linger_until is not None and self.app.top is g:
            advance(max(0.0, g.linger_until - now()))

    def key(self, name):
        code = pygame.key.key_code(name)
        self.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))

    def type(self, text):
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=text))

    def shot(self, path):
        self.app.dirty = True
        self.app.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.screen, str(path))
        self.log(f"shot {path}")

    # --- the game ---------------------------------------------------------------------------------
    @property
    def game(self):
        return self.shell.game

    def top_kind(self):
        from archipelago.ui.scenes.coach_tip import CoachTip
        from archipelago.ui.scenes.curtain import CurtainScene, ObjectiveMoment, ObjectiveReveal
        from archipelago.ui.scenes.game import GameScene
        from archipelago.ui.scenes.gameover import GameOverScene
        from archipelago.ui.scenes.title import TitleScene
        top = self.app.top
        return {CurtainScene: "curtain", ObjectiveReveal: "reveal", ObjectiveMoment: "objective",
                GameScene: "table", GameOverScene: "gameover", TitleScene: "title",
                CoachTip: "coach"}.get(type(top), type(top).__name__)

    def human_to_act(self):
        """The human seat whose decision the table shows now (None if not that)."""
        g = self.game
        if g is None or self.app.top is not g:
            return None
        m = g.session
        seat = m.to_act
        if seat is None or not m.is_human(seat) or g.screen.curtain_pending() or g.table.busy:
            return None
        return seat

    def holds(self, cond):
        g = self.game
        kind = self.top_kind()
        if cond in ("curtain", "table", "gameover", "title", REVEAL, "objective", "coach"):
            return kind == cond
        if cond == "over":
            return g is not None and g.session.over and kind == "gameover"
        if cond.startswith("round:"):
            return g is not None and g.session.round >= int(cond[6:])
        if cond == "human":
            return self.human_to_act() is not None
        kinds = cond[6:].split(",") if cond.startswith("frame:") else cond.split(",")
        seat = self.human_to_act()
        if seat is None:
            return False
        return g.session.top_frame in kinds

    def until(self, cond, seconds=60.0):
        end = time.monotonic() + seconds
        while not self.holds(cond):
            if time.monotonic() > end or not self.app.running:
                raise ScriptError(f"timed out waiting for {cond}")
            self.hurry()
            self.app.step(block=False)
            time.sleep(0.001)

    def policy(self, seat):
        p = self._policies.get(seat)
        if p is None:
            from archipelago.bots import make_bot
            p = make_bot("heuristic", seat, self.seed + 101, "normal", content=self.shell.content)
            self._policies[seat] = p
        return p

    def human_move(self, action=None):
        """The deciding human's action (chosen by the policy if not given), by clicks."""
        from archipelago.ui.interact import click_path
        g = self.game
        seat = self.human_to_act()
        if seat is None:
            raise ScriptError("no human decision on screen")
        m = g.session
        if action is None:
            legal = m.legal()
            pool = [a for a in legal if a.kind not in self.avoid] or legal
            action = self.policy(seat).choose(m.view(seat), pool)
        if self.app.dirty:                  # the window shows the table as it stands unless a change
            self.app.draw()                 # waits to be drawn (the same frame again: nobody sees it)
        n0 = len(m.moves(seat))
        try:
            path = click_path(g.table, action)
        except LookupError as e:
            raise ScriptError(f"the table offers no clicks for {action}: {e}") from None
        for i, pos in enumerate(path):
            # the path's clicks follow each other at once: the frames between them are drawn only
            # for a watcher of every frame (app.draw_hooks); the layout each click meets is worked
            # out from the table's state, not from pixels, and the last click's frame is drawn
            self.click_at(pos, draw=i == len(path) - 1 or bool(self.app.draw_hooks))
            if g.table.locked or getattr(m, "waiting", False) or m.moves(seat, n0):
                break                                   # submitted (a talk line or a presence mark
                                                        # also moves the version: not a reason to stop)
        if m.remote:                                    # a game followed from its host: the move comes back
            self.wait(lambda: m.moves(seat, n0) or not m.waiting, 20.0)
        made = m.moves(seat, n0)
        if not made or made[0].action != action:      # (bots may follow at once)
            raise ScriptError(f"clicks {path} did not submit {action}")
        self.human_actions += 1
        return action

    def play(self, cond, max_actions=5000, seconds=300.0):
        end = time.monotonic() + seconds
        done = 0
        while not self.holds(cond):
            if time.monotonic() > end or not self.app.running:
                raise ScriptError(f"timed out playing until {cond}")
            kind = self.top_kind()
            if kind in ("curtain", REVEAL, "objective", "coach"):
                self.click("continue")
            elif kind == "gameover":
                raise ScriptError(f"the game ended before {cond}")
            elif self.human_to_act() is not None:
                if done >= max_actions:
                    raise ScriptError(f"{max_actions} human actions without {cond}")
                self.human_move()
                done += 1
            else:
                self.hurry()
                self.app.step(block=False)
                time.sleep(0.0005)
        return done

    def play_until(self, until, idle=None, steps=3000):
        """Play until `until()` holds, checked before every step (so it may look at a curtain
        or a reveal before it is dismissed): the people by clicks (the policy, each move's
        animation finished first), curtains, reveals, objective moments and coach tips
        dismissed, and else `idle()` (by default one loop step). The top scene once it holds;
        ScriptError after `steps` steps without."""
        for _ in range(steps):
            if until():
                return self.app.top
            if self.top_kind() in ("curtain", REVEAL, "objective", "coach"):
                self.click("continue")
            elif self.human_to_act() is not None:
                self.game.table.finish_animation()
                self.human_move()
            elif idle is not None:
                idle()
            else:
                self.step()
        raise ScriptError(f"{steps} steps of play did not reach what was asked")

    def play_along(self, others, until, seconds=30.0, people_here=True):
        """A game on several screens (issue 36): step the app and the other screens
        (net.play.BotSeats: their bots play) until `until()`; the people here play by
        clicks (the policy) when `people_here`; curtains and objective moments dismissed."""
        end = time.monotonic() + seconds
        while not until():
            if time.monotonic() > end or not self.app.running:
                raise ScriptError("timed out playing along")
            for other in others:
                other.game.pump()
                other.step()
            kind = self.top_kind()
            if kind in ("curtain", REVEAL, "objective", "coach"):
                self.click("continue")
            elif people_here and self.human_to_act() is not None:
                self.human_move()
            else:
                self.app.step(block=False)
                time.sleep(0.005)

    def act(self, kind, *prefix):
        seat = self.human_to_act()
        if seat is None:
            raise ScriptError("no human decision on screen")
        for a in self.game.session.legal():
            if a.kind == kind and [str(x) for x in a.args[:len(prefix)]] == list(prefix):
                return self.human_move(a)
        raise ScriptError(f"no legal {kind} {' '.join(prefix)}")

    # --- scripts ------------------------------------------------------------------------------------
    def run_script(self, text, base=Path(".")):
        for no, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            try:
                self.command(shlex.split(line), base)
            except ScriptError as e:
                raise ScriptError(f"line {no} ({line}): {e}") from None
            if not self.app.running:
                return

    def _target(self, args):
        if args[0].startswith("@"):
            return args[0][1:]
        return (int(args[0]), int(args[1]))

    def command(self, words, base=Path(".")):
        cmd, args = words[0], words[1:]
        if cmd == "click":
            self.click(self._target(args))
        elif cmd == "rclick":
            self.click(self._target(args), button=3)
        elif cmd == "hover":
            t = self._target(args)
            self.mouse(self.point(t) if isinstance(t, str) else t)
        elif cmd == "key":
            self.key(args[0])
        elif cmd == "type":
            self.type(" ".join(args))
        elif cmd == "clear":
            self.key("delete")
        elif cmd == "wait":
            self.run_for(float(args[0]))
        elif cmd == "until":
            self.until(args[0], float(args[1]) if len(args) > 1 else 60.0)
        elif cmd == "play":
            if not args or args[0] != "until":
                raise ScriptError("play until COND [MAX]")
            self.play(args[1], int(args[2]) if len(args) > 2 else 5000)
        elif cmd == "act":
            self.act(args[0], *args[1:])
        elif cmd == "shot":
            p = Path(args[0])
            self.shot(p if p.is_absolute() else base / p)
        elif cmd == "quit":
            self.app.running = False
        else:
            raise ScriptError(f"unknown command {cmd!r}")


def main(argv=None):
    """The game as main.py starts it (the stored language, the title screen or --load), played
    by the script's lines, then closed."""
    from archipelago.ui import cli, settings
    from archipelago.ui.app import Scene
    ap = cli.parser()
    ap.prog = "python -m tools.script"
    ap.add_argument("--script", metavar="FILE", required=True, help="play a script of clicks and keys, then quit")
    a = ap.parse_args(argv)
    home = os.path.abspath(a.home) if a.home else None
    if home:
        os.environ["ARCHIPELAGO_HOME"] = home
    settings.start(home)
    app, shell = cli.start(a)
    driver = Driver(app, shell, log=lambda s: print(s, flush=True))
    app.running = True
    app.step(block=False)
    code = 0
    try:
        driver.run_script(Path(a.script).read_text(encoding="utf-8"))
    except ScriptError as e:
        print(f"script: {e}", file=sys.stderr)
        code = 2
    shell.reset(Scene(app))
    pygame.quit()
    return code


if __name__ == "__main__":
    sys.exit(main())
