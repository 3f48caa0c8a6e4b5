"""Render the table for one viewer to a PNG, headless.

    python -m tools.shots.snapshot --players 4 --seed 1 --rounds 3 --viewer public \\
        --size 1600x900 --out table.png

Bots (archipelago.bots if present, else the UI's random crisis-answering policy) play
until round R (see policy.reached); a game that ends earlier is rendered as it ended and
the console says so.
"""
from __future__ import annotations

import argparse
import sys

from tools.harness import headless


def make_state(players, seed, rounds, length="short", log=None):
    from archipelago import engine
    from archipelago.content import load_content

    from archipelago.match.autoplay import play
    from archipelago.match.samples import NAMES
    from archipelago.words.log import describe
    content = load_content()
    names = NAMES[:players]
    state = engine.new_game(content, names, length, seed=seed)
    lines = [] if log is None else log

    def on_events(evs):
        for e in evs:
            if e.get("vis") is not None:
                continue
            s = describe(e, names, {c: k.name for c, k in content.cards.items()})
            if s:
                lines.append(s)
    play(state, rounds, on_events=on_events)
    return content, state, lines


def render_png(content, state, viewer, size, out, log_lines=()):
    import pygame

    from archipelago import engine

    from archipelago.ui.render.compose import TableRenderer
    if not pygame.display.get_init():
        pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    view = engine.view(state, viewer)
    renderer = TableRenderer(content)
    frame = renderer.render(view, size, log_lines)
    screen.blit(frame, (0, 0))
    pygame.image.save(screen, str(out))
    return renderer


def main(argv=None):
    headless()
    ap = argparse.ArgumentParser(prog="python -m tools.shots.snapshot", description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--viewer", default="public", help="seat number (0-based) or 'public'")
    ap.add_argument("--size", default="1600x900")
    ap.add_argument("--length", default="short", choices=("short", "medium", "long"))
    ap.add_argument("--find-seed", type=int, default=0, metavar="N",
                    help="try up to N seeds from --seed on until a game reaches the round")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    w, h = (int(v) for v in a.size.lower().split("x"))
    viewer = None if a.viewer == "public" else int(a.viewer)
    from archipelago import engine
    seed = a.seed
    for seed in range(a.seed, a.seed + max(1, a.find_seed)):
        content, state, lines = make_state(a.players, seed, a.rounds, a.length)
        if engine.result(state) is None:
            break
    a.seed = seed
    render_png(content, state, viewer, (w, h), a.out, lines)
    res = engine.result(state)
    note = f"; the game ended in round {state.round} ({res['reason']})" if res else ""
    print(f"{a.out}: {a.players} players, seed {a.seed}, round {state.round} phase {state.phase}{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
