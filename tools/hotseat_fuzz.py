"""Random hot-seat games through the real app, the privacy rule checked on every frame
(issue 18): 2-5 seats, people and bots mixed, random input (decisions, stray and double
key presses, early and late clicks on curtains, clicks during a handoff). Each game is
a stretch of play from the start (not to the score table: the rule is about hand-offs,
and a stretch of a few dozen decisions has many of them).

Some games also go back (issue 25): saves are made along the way, then the game is left
for the title screen (now and then the shell is made anew, as after a relaunch) and an
older save of it is loaded from the title's Load list. A save from before a reveal of
secret entries that the table has seen (history.REVEALS: the bids, crisis answers) must
ask first ("Decide again what was revealed?"); loading one without the question fails
the run. The fuzzer knows what was seen from the games it played (their records), not
from the game's own note (saves.seen).

No second try (issue 38): some games begin a few actions before their end (random play up
to there) and are played to the score table; then Continue must not offer, and Load (in
the game, from the title, after a relaunch, a save renamed) must not load without the
question, any save of the game from before its end. Some games save in round 0, play past
the deal (the "Your objective" moments) and go back to that save: the question must come.
And after a person's decision that hands the screen over, the fuzzer now and then clicks
on at one spot at a steady rhythm (RHYTHMS): a curtain opened by such a stream fails the
run; the next person's own click, the mouse taken to the button, opens it.

    python -m tools.hotseat_fuzz --games 200 [--seed 1] [--steps 90]

The window is small and bots play at instant speed on the loop's thread, so a game takes
a fraction of a second; tests/ui/test_hotseat.py runs a small sample (a few seconds)."""
from __future__ import annotations

import argparse
import random
import sys
import time

from archipelago.history import SECRET_FRAMES
from archipelago.engine.kinds import OFFER

KEYS = ("space", "return", "enter", "z", "r", "q", "e", "f", "x")
RHYTHMS = (0.3, 0.5, 0.6, 1.0, 2.0)     # seconds between the clicks of a stream at one spot (issue 38)


def random_seats(rng):
    from archipelago.match.seats import Seat
    from archipelago.seats import BOT, HUMAN, NAMES
    n = rng.randint(2, 5)
    names = NAMES[:n]
    humans = rng.choice([1, 2, 2, 2, 3, 3, 4, 5])
    humans = max(1, min(n, humans))
    kinds = [HUMAN] * humans + [BOT] * (n - humans)
    rng.shuffle(kinds)
    return [Seat(nm, k) for nm, k in zip(names, kinds)]


def near_the_end(content, seats, seed, rng, left=None):
    """A match `left` actions (None: 1 to 6, drawn) before the end (R11) of a short game
    that random play (`rng`, no offers) brings to its end, or None when it runs too long:
    a game to play to its end (issue 38)."""
    from archipelago import engine
    from archipelago.match.authority import Match
    state = engine.new_game(content, [s.name for s in seats], "short", seed=seed)
    actions = []
    while engine.result(state) is None and len(actions) < 6000:
        legal = engine.legal_actions(state)
        a = rng.choice([a for a in legal if a.kind not in (OFFER,)] or legal)
        engine.apply(state, a)
        actions.append(a)
    if engine.result(state) is None:
        return None
    m = Match.new(content, seats, "short", seed=seed)
    for a in actions[:-(rng.randint(1, 6) if left is None else left)]:
        m.apply(a, by=a.seat)
    return m


class Fuzzer:
    """One app and shell for many games; `game(seed)` plays one and returns its watch."""

    def __init__(self, content, size=(480, 270), folder=None, back_rate=0.3, end_rate=0.15, deal_rate=0.1,
                 stream_rate=0.3):
        import pygame

        from archipelago.ui.app import App
        from archipelago.ui.scenes import Shell
        from archipelago.ui.settings import Settings
        pygame.event.clear()
        self.app = App((1280, 720))
        self.app.screen = pygame.Surface(size)        # a small frame buffer: the same scenes, drawn faster
        self.app.fps = 0                               # no frame cap: steps as fast as they go
        self.shell = Shell(self.app, content=content, settings=Settings(speed="instant", volume=0),
                           settings_folder=folder, threaded=False)
        self.shell.title()
        self.app.running = True
        self.back_rate = back_rate              # the share of games that go back to an older save
        self.end_rate = end_rate                # ... that begin near their end and are played to it
        self.deal_rate = deal_rate              # ... that save in round 0 and go back to it after the deal
        self.stream_rate = stream_rate          # the share of hand-offs followed by a stream of clicks
        self.saves, self.branches = [], []      # this game's saves, and what its table has seen
        self.loads = self.questions = 0         # loads from the title, and how many asked first
        self.ended = self.end_tries = 0         # games played to their end, and old saves tried after it
        self.deals = 0                          # round-0 saves loaded after the objectives were read
        self.streams = 0                        # streams of clicks at one spot after a decision

    def close(self):
        from archipelago.ui.app import Scene
        self.shell.reset(Scene(self.app))

    # --- input, as the translator sees it ------------------------------------------------------
    def post(self, *events):
        import pygame
        for e in events:
            pygame.event.post(e)
        self.app.step(block=False)

    def key(self, name, times=1):
        import pygame
        code = pygame.key.key_code(name)
        for _ in range(times):
            self.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0),
                      pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))

    def press(self, pos):
        import pygame
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

    def release(self, pos):
        import pygame
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def click(self, pos):
        self.press(pos)
        self.release(pos)

    # --- one game ----------------------------------------------------------------------------------
    def prelude(self, seats, seed, rng):
        from archipelago.match.authority import Match
        m = Match.new(self.shell.content, seats, "short", seed=seed)
        target = rng.randint(1, 3)
        for _ in range(3000):
            if m.over or m.round >= target and rng.random() < 0.05:
                break
            legal = m.legal()
            a = rng.choice([a for a in legal if a.kind not in (OFFER,)] or legal)
            m.apply(a, by=a.seat)
        return m


    # --- going back from the title screen (issue 25) -------------------------------------------
    def saw(self, match):
        """What this game's table has seen: its actions and the reveals on them (the
        records of a game played from its start)."""
        from archipelago.history import reveals_in
        self.branches.append(([r.action for r in match.history], reveals_in(match.history)))

    def expected_question(self, records):
        """The reveals the table has seen after the point of a save (its records: the
        fuzzer's own record, not the game's note)."""
        acts = [r.action for r in records]
        k = len(acts)
        return sorted({w for branch, reveals in self.branches if len(branch) > k and branch[:k] == acts
                       for n, w in reveals if n >= k})

    def go_back(self, rng, watch, path=None, where="title", seen=None):
        """Leave the game for the title (`where`: or stay in it and use its menu's Load),
        maybe relaunch, and load one of its saves (`path`, or one at random) from the Load
        list; a violation on `watch` if a save from before a seen reveal (or before what
        `seen` names) loads without the question. Returns False when no game is open afterwards."""
        from archipelago.saves.check import load_path
        from archipelago.saves.format import SaveError
        from archipelago.ui.scenes.dialog import ConfirmDialog
        saves = [p for p in self.saves if p.exists()]
        if path is None and not saves:
            return True
        self.saw(self.shell.game.session.match)
        path = path or rng.choice(saves)
        self.open_load(rng, where)
        try:
            want = self.expected_question(load_path(path, self.shell.content).records)
        except SaveError:
            want = []
        want = [seen] if seen else want
        self.click(self.entry(path))
        asked = isinstance(self.app.top, ConfirmDialog)
        self.loads += 1
        if want and not asked:
            watch.violations.append(f"{path.name}, from before {want[0]}, loaded from the {where} without "
                                    "the question")
        if asked:
            self.questions += 1
            self.click(self.app.top.point("yes" if rng.random() < 0.7 else "cancel"))
        return self.shell.game is not None

    def open_load(self, rng, where):
        """The Load list: the game's own (its menu's Load, the game autosaved first), or the
        title's, now and then after a relaunch (a new shell on the same data folder)."""
        from archipelago.ui.scenes import Shell
        from archipelago.ui.scenes.load import LoadScene
        if where == "game":
            self.shell.game.autosave_now()
            self.shell.open_load()
        else:
            self.shell.title()
            if rng.random() < 0.3:
                self.shell = Shell(self.app, content=self.shell.content, settings=self.shell.settings,
                                   settings_folder=self.shell.settings_folder, threaded=False)
                self.shell.title()
            self.shell.open_load()
        assert isinstance(self.app.top, LoadScene)

    def entry(self, path):
        """Where the Load list shows `path` (its page turned to it)."""
        from archipelago.ui.scenes.load import PER_PAGE
        top = self.app.top
        k = next(i for i, (p, _, _) in enumerate(top.files) if p == path)
        top.page = k // PER_PAGE
        top.invalidate()
        return top.point(f"file{k}")

    # --- no second try (issue 38) ------------------------------------------------------------------
    def after_the_end(self, rng, watch):
        """The game was played to its end: no save of it from before the end loads without the
        question (the game's Load, the title's Load after a relaunch or not, a save renamed),
        each is marked on the Load list, and Continue offers none."""
        from archipelago.engine.kinds import GAME_OVER
        from archipelago.saves.seen import reveal_words
        from archipelago.ui.scenes.dialog import ConfirmDialog
        self.ended += 1
        end_round = self.shell.game.session.round
        self.saw(self.shell.game.session.match)
        before = [p for p, info, _ in self.shell.save_files() if info is not None and not info["over"]]
        if not before:
            return
        for where in ("game", "title"):
            path = rng.choice(before)
            if where == "title" and rng.random() < 0.3:                 # renamed by hand
                path = path.rename(path.with_name(f"renamed-{path.name}"))
            self.open_load(rng, where)
            row = next(info for p, info, _ in self.app.top.files if p == path)
            if row.get("ended") is None:
                watch.violations.append(f"{path.name}, from before the end, is not marked so on the Load list")
            self.click(self.entry(path))
            self.end_tries += 1
            top = self.app.top
            if not isinstance(top, ConfirmDialog) or reveal_words(GAME_OVER, end_round) not in top.text:
                watch.violations.append(f"{path.name}, from before the end of its game, loaded from the {where} "
                                        "without the question about the end: a second try")
                return
            self.click(self.app.top.point("cancel"))
        self.shell.title()
        top = self.app.top
        if "continue" in top.names():
            watch.violations.append(f"Continue offers {top.latest[0].name} after the end of its game")

    def stream(self, rng, watch):
        """After a person's decision that hands the screen over: clicks at one spot at a
        steady rhythm (the last person clicking on); none may open the next person's screen."""
        from archipelago.ui.input import advance
        from archipelago.ui.scenes.curtain import CurtainScene
        every = rng.choice(RHYTHMS)
        if rng.random() < 0.7:                      # where the curtain's button stands, unless the mouse is there
            pos = CurtainScene(self.shell, self.shell.game).point("continue")
        else:
            w, h = self.app.screen.get_size()
            pos = (rng.randrange(w), rng.randrange(h))
        self.streams += 1
        for _ in range(rng.randint(4, 8)):
            top = self.app.top
            self.click(pos)
            if isinstance(top, CurtainScene) and top.dismissed:
                watch.violations.append(f"a stream of clicks at {pos}, one every {every} s, opened the screen of "
                                        f"seat {top.seat}")
                return
            advance(every)
            self.app.step(block=False)

    def game(self, seed, steps=90):
        from archipelago.ui.input import advance
        from archipelago.ui.scenes.curtain import CurtainScene, ObjectiveMoment, ObjectiveReveal
        from archipelago.ui.scenes.game import GameScene
        from tools.audit.privacy import PrivacyWatch
        rng = random.Random(seed)
        app, shell = self.app, self.shell
        seats = random_seats(rng)
        shell.settings.speed = rng.choice(("instant", "fast", "normal"))     # paced bots: watched turns
        kind = rng.random() if self.end_rate or self.deal_rate else 0.5     # (none: the games of issue 25)
        end = kind < self.end_rate and near_the_end(shell.content, seats, seed, rng)
        deal = not end and kind > 1 - self.deal_rate
        if end:                                 # a few actions before the end, played to it (issue 38)
            shell._play(end)
        elif deal or rng.random() < 0.5:
            shell.start_game(seats, "short", seed=seed)
        else:                                   # from a later round (random play up to it)
            shell._play(self.prelude(seats, seed, rng))
        watch = PrivacyWatch(app, shell)
        game = shell.game
        m = game.session.match
        held = None                             # a press made earlier, released later
        self.saves, self.branches = [], []
        back_at = rng.randrange(steps // 2, steps) if rng.random() < self.back_rate and not end else None
        round0 = None                           # the round-0 save a "deal" game goes back to
        try:
            for step in range(steps * (3 if end else 1)):
                if m.over or not isinstance(app.stack[0], GameScene):
                    break
                secret = m.top_frame in SECRET_FRAMES
                if (back_at is not None or end) and held is None and rng.random() < (0.3 if secret else 0.04):
                    self.saves.append(m.save())                 # a manual save, often at a secret entry
                if deal and round0 is None and m.round == 0 and held is None:
                    round0 = m.save()                           # before the deal
                if deal and round0 is not None and m.round >= 1 and held is None and app.top is game \
                        and game.screen.objective_due() is None:
                    self.deals += 1                             # the objectives were read: back to round 0
                    deal = False
                    if not self.go_back(rng, watch, round0, rng.choice(("title", "game")),
                                        seen="the deal, every person's objective read"):
                        break
                    app, shell = self.app, self.shell
                    game = shell.game
                    m = game.session.match
                    continue
                if step == back_at and held is None:
                    if not self.go_back(rng, watch):
                        break
                    app, shell = self.app, self.shell
                    game = shell.game
                    m = game.session.match
                    continue
                top = app.top
                r = rng.random()
                if held is not None and r < 0.5:
                    self.release(held)
                    held = None
                    continue
                if isinstance(top, (CurtainScene, ObjectiveMoment, ObjectiveReveal)):
                    pos = top.point("continue")
                    if r < 0.2:
                        self.key(rng.choice(KEYS[:3]), rng.choice((1, 2)))
                    elif r < 0.35:
                        self.click(pos)                         # at once: too early
                    elif r < 0.45:
                        held = pos                              # pressed now, released after the delay
                        self.press(pos)
                        advance(rng.choice((0.3, 0.7, 1.0)))
                    else:
                        app.dirty = True
                        app.step(block=False)                   # it is drawn, then a deliberate click
                        advance(top.ready_in() + rng.random() * 0.3)
                        self.click(pos)
                    continue
                if top is not game:
                    app.pop()                                   # (a stray overlay: back to the table)
                    continue
                if r < 0.12:
                    self.key(rng.choice(KEYS), rng.choice((1, 2)))
                    continue
                if r < 0.2:
                    w, h = app.screen.get_size()
                    self.click((rng.randrange(w), rng.randrange(h)))
                    continue
                if game.linger_until is not None and r < 0.5:
                    advance(rng.choice((0.2, 0.6, 1.2)))
                if game.table.animating and r < 0.8:
                    game.table.finish_animation()
                if m.bot_to_act() and game.session.host.pending:
                    advance(rng.choice((0.1, 0.3, 0.6)))       # the bots' pace, on the input clock
                seat = m.to_act
                if m.is_human(seat) and not game.screen.curtain_pending() and game.table.controls_enabled:
                    legal = m.legal()
                    pool = [a for a in legal if a.kind not in (OFFER,)] or legal
                    if rng.random() < 0.03:
                        pool = legal                           # an offer now and then
                    game.table._submit(rng.choice(pool))
                    if self.stream_rate and game.linger_until is not None and rng.random() < self.stream_rate:
                        self.stream(rng, watch)                 # the last person clicks on (issue 38)
                    elif rng.random() < 0.3:
                        self.key("space", 2)                   # the double Space of issue 18
                    continue
                app.step(block=False)
            if held is not None:
                self.release(held)
                held = None
            if end and m.over and shell.game is not None and shell.game.session.match is m:
                self.after_the_end(rng, watch)
        finally:
            if held is not None:
                self.release(held)
            watch.close()
        return watch


def run(games=200, seed=1, steps=90, content=None, report=None, stats=None, back_rate=0.3, end_rate=0.15,
        deal_rate=0.1, stream_rate=0.3):
    """Play `games` games; returns (games, frames, private frames, curtains, seconds). Raises
    AssertionError naming the first game whose frames broke the rule, whose older save
    loaded without the question, whose end Continue or Load let be tried again, or where a
    stream of clicks at one spot opened a curtain. The saves live in a fresh data folder
    (ARCHIPELAGO_HOME for the run), emptied between games; `stats` (a dict) gets the
    number of older saves loaded and of questions asked, of games played to their end and
    of older saves tried after it, of round-0 saves loaded after the deal, and of streams.
    The rates: the share of games that go back, that begin near their end, that go back to
    round 0 after the deal, and of hand-offs followed by a stream of clicks."""
    import os
    import shutil
    import tempfile
    if content is None:
        from archipelago.match import samples
        content = samples.content()
    home = tempfile.mkdtemp(prefix="archipelago-fuzz-")
    old_home = os.environ.get("ARCHIPELAGO_HOME")
    os.environ["ARCHIPELAGO_HOME"] = home
    fz = Fuzzer(content, back_rate=back_rate, end_rate=end_rate, deal_rate=deal_rate, stream_rate=stream_rate)
    t0 = time.perf_counter()
    frames = private = curtains = 0
    try:
        for g in range(games):
            shutil.rmtree(os.path.join(home, "saves"), ignore_errors=True)
            w = fz.game(seed * 1000 + g, steps)
            if w.violations:
                raise AssertionError(f"game seed {seed * 1000 + g}: " + "; ".join(w.violations[:3]))
            frames += len(w.frames)
            private += w.private_frames
            curtains += w.curtains_dismissed
            if report:
                report(g, w)
    finally:
        fz.close()
        if old_home is None:
            os.environ.pop("ARCHIPELAGO_HOME", None)
        else:
            os.environ["ARCHIPELAGO_HOME"] = old_home
        shutil.rmtree(home, ignore_errors=True)
    if stats is not None:
        stats.update(loads=fz.loads, questions=fz.questions, ended=fz.ended, end_tries=fz.end_tries,
                     deals=fz.deals, streams=fz.streams)
    return games, frames, private, curtains, time.perf_counter() - t0


def main(argv=None):
    from tools.harness import headless
    headless()
    ap = argparse.ArgumentParser(prog="python -m tools.hotseat_fuzz")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=90)
    ap.add_argument("--end-rate", type=float, default=0.15, help="share of games played to their end")
    ap.add_argument("--deal-rate", type=float, default=0.1, help="share of games going back to round 0")
    ap.add_argument("--stream-rate", type=float, default=0.3, help="share of hand-offs followed by a stream")
    a = ap.parse_args(argv)
    import pygame
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    stats = {}
    n, frames, private, curtains, secs = run(a.games, a.seed, a.steps, stats=stats, end_rate=a.end_rate,
                                             deal_rate=a.deal_rate, stream_rate=a.stream_rate)
    print(f"{n} games, {frames} frames ({private} private), {curtains} curtains dismissed: "
          f"the rule held on every frame; {stats['loads']} older saves loaded, {stats['questions']} asked first; "
          f"{stats['ended']} games played to their end, {stats['end_tries']} older saves tried after it, none "
          f"loaded without the question, Continue offered none; {stats['deals']} round-0 saves loaded after the "
          f"deal; {stats['streams']} streams of clicks at one spot opened no curtain ({secs:.1f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
