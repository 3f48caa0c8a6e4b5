"""Screenshots of issue 26 (a newcomer's game), headless, through the real app:

    python -m tools.shots.newcomer [--out docs/screenshots] [--size 1280x720]

writes newcomer-hint-place-WxH.png (a placement hint: the ghost hex turned for you, the
ring on the spot, the move in the table's words), newcomer-hint-crisis-WxH.png (a crisis
hint: a free cube and the citizens it stands up, and what the rest would cost),
newcomer-crisis-WxH.png (a big domestic crisis: the buttons that stand up every citizen a
cube feeds, and the one-click free delivery) and newcomer-standing-WxH.png (the private
screen's standing line, its tooltip open). Seeded games: the same pictures every time;
prints the text checker's findings on each."""
from __future__ import annotations

import os
import sys

from tools.harness import person_app
from tools.shots import screenshot_args
from archipelago.engine.kinds import ACTIONS, DCRISIS, DELIVER, EXPLORE_PICK, MARKET
from archipelago.engine.pieces import D, LYING


def _state(content, n, pred, length="short", seeds=range(1, 80)):
    from tools.shots.interact import reach
    for seed in seeds:
        state, entries = reach(content, n, seed, pred, length=length)
        if state is not None:
            return state, entries
    raise LookupError("no seed reached the moment")


def _save(app, tc, path):
    import pygame
    report = tc.frame(app)
    pygame.image.save(app.screen, str(path))
    return report


def shots(content, out, size):
    from archipelago import engine

    from tools.audit.textcheck import TextCheck
    tag = f"{size[0]}x{size[1]}"
    made = []

    def placing(s):
        f = s.frames[-1] if s.frames else {}
        if f.get("k") != EXPLORE_PICK or f.get("stage") != "place":
            return False
        return len({a.args[3] for a in engine.legal_actions(s)}) >= 3

    def lying_crisis(s):
        f = s.frames[-1] if s.frames else {}
        lying = sum(1 for u in s.units if u is not None and u[D] == LYING)
        return f.get("k") == DCRISIS and not f.get("owed") and lying >= 8 and \
            any(a.kind == DELIVER and a.args[1] == MARKET for a in engine.legal_actions(s))

    def bots_turn(s):
        return s.round >= 3 and s.phase == ACTIONS and engine.to_act(s) != 0 and \
            s.players[0]["objective"] is not None

    for name, n, pred, hint in (("hint-place", 3, placing, True), ("hint-crisis", 4, lying_crisis, True),
                                ("crisis", 4, lying_crisis, False), ("standing", 3, bots_turn, False)):
        state, entries = _state(content, n, pred)
        human = 0 if name == "standing" else engine.to_act(state)
        with TextCheck() as tc:
            app, game = person_app(content, size, state, human, log=entries)
            if hint:
                game.hint.ask(game)
                app.draw()
            if name == "standing":
                import pygame
                from archipelago.ui.input import Intent
                game.runner.threaded = False
                hit = next(h for h in game.table.renderer.hits.items if h.key == ("standing",))
                app.dispatch(Intent("hover", pos=hit.rect.center))
                game.table.hover_since -= 5
                game.table.update(0.1)
                pygame.event.clear()
            path = os.path.join(out, f"newcomer-{name}-{tag}.png")
            report = _save(app, tc, path)
        made.append((path, report, game.hint.shown[2] if hint and game.hint.shown else ""))
    return made


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.newcomer", argv)
    from archipelago.content import load_content
    content = load_content()
    os.makedirs(out, exist_ok=True)
    for path, rep, line in shots(content, out, size or (1280, 720)):
        print(f"{path}: {len(rep.clipped)} clipped, {len(rep.overlaps)} overlapping, {len(rep.covered)} drawn over"
              + (f"; {line}" if line else ""))
        for finding in rep.lines():
            print("  " + finding)
    return 0


if __name__ == "__main__":
    sys.exit(main())
