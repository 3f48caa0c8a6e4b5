"""The table demo: a bot game's table in a window, without the game shell.

    python -m tools.table_demo --players 4 --seed 1 --rounds 1 --viewer 0

The viewer's seat (--viewer, or public) plays by mouse; Space lets the bots play one
action, Enter to the viewer's next decision; Esc quits. --frames N quits after N drawn
frames (a smoke test)."""
from __future__ import annotations

import argparse
import sys

import pygame

from archipelago import engine

from archipelago.ui.app import App
from archipelago.match.autoplay import make_controller
from archipelago.ui.table.scene import TableScene
from archipelago.words.log import log_entry
from tools.shots.snapshot import make_state


def main(argv=None):
    """The demo (the title, new-game and curtain scenes live in the shell, scenes/)."""
    ap = argparse.ArgumentParser(prog="python -m tools.table_demo")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--viewer", default="0")
    ap.add_argument("--size", default="1600x900")
    ap.add_argument("--fullscreen", action="store_true")
    ap.add_argument("--frames", type=int, default=0, help="quit after N drawn frames (smoke test)")
    a = ap.parse_args(argv)
    w, h = (int(v) for v in a.size.lower().split("x"))
    viewer = None if a.viewer == "public" else int(a.viewer)
    content, state, lines = make_state(a.players, a.seed, a.rounds)
    entries = [("line", ln, None) for ln in lines]
    app = App((w, h), a.fullscreen)
    controller = make_controller(a.seed)
    names = state.cfg["names"]

    def record(events):
        for e in events:
            if e.get("vis") is None or e.get("vis") == viewer:
                entry = log_entry(e, names, {c: k.name for c, k in content.cards.items()})
                if entry:
                    entries.append(entry)

    def refresh():
        scene.set_view(engine.view(state, viewer))
        scene.set_log(entries)

    def advance(until_viewer=False):
        while engine.result(state) is None and engine.to_act(state) != viewer:
            act = controller(state)
            if act is None:
                break
            record(engine.apply(state, act))
            if not until_viewer:
                break
        refresh()

    def submit(action):
        record(engine.apply(state, action))
        refresh()

    def on_key(name):
        if name == "escape":
            app.running = False
        elif name == "space":
            advance()
        elif name == "return":
            advance(until_viewer=True)

    scene = TableScene(app, content, engine.view(state, viewer), entries, on_key=on_key, submit=submit)
    app.push(scene)
    if a.frames:
        app.running = True
        while app.running and app.frames < a.frames:
            app.dirty = True
            app.step(block=False)
        return 0
    app.run()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
