"""Hint bench (issues 14 and 26): how long a Hint takes, and the table's frames while one
is worked out; prints figures, asserts nothing.

    python bench/hint_bench.py [--games 3] [--players 3] [--frames 300]

- hint time: over every decision with a choice in whole bot games (normal bots play), the
  Hint's planner for the deciding seat (bots/hint.py HintBot: the hard level's search from
  the seat's view within the 0.8 s budget, the plan followed on, and its line worded by
  interact.hint_words) as the Hint keeps one per seat; median, 95th percentile and worst,
  and how many hints reached the budget;
- hover frames at 1920x1080 (5 players, round 8): the mouse moving over the table with no
  hint and while hints are worked out one after the other on the bots' worker thread, as
  the game does it (match/runner.py BotRunner.call): median and 95th percentile.
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from archipelago import engine  # noqa: E402
from archipelago.bots import make_bot  # noqa: E402
from archipelago.bots.hint import HINT_BUDGET, HintBot  # noqa: E402
from archipelago.content import load_content  # noqa: E402
from archipelago.ui.interact.hint_words import hint_line  # noqa: E402


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def hint_times(content, games, players):
    times = []
    for g in range(games):
        state = engine.new_game(content, [f"P{i}" for i in range(players)], "short", seed=100 + g)
        bots = [make_bot("heuristic", i, i, level="normal", content=content) for i in range(players)]
        hinters = [HintBot(i, 1414, content=content) for i in range(players)]
        while (seat := engine.to_act(state)) is not None:
            legal = engine.legal_actions(state)
            view = engine.view(state, seat)
            if len(legal) > 1:
                t = time.perf_counter()
                plan = hinters[seat].plan(view, legal, my_bid=None)
                hint_line(view, content, plan)
                times.append(time.perf_counter() - t)
            engine.apply(state, bots[seat].choose(view, legal))
    return times


def hover_while_hinting(content, frames):
    """(hover frame seconds without a hint, the same while hints are worked out, hints done)."""
    import pygame

    from archipelago.bots.search import SEARCHED
    from archipelago.match import samples
    from archipelago.match.autoplay import make_controller
    from archipelago.match.runner import BotRunner
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from ui_bench import hover_frames
    state, _ = samples.late_game()
    app = App((1920, 1080))
    scene = TableScene(app, content, engine.view(state, 0), [])
    app.push(scene)
    app.draw()
    hits = list(scene.renderer.hits.items)
    quiet = hover_frames(app, scene, hits, frames)
    s = engine.copy_state(state)
    play = make_controller(3)
    engine.apply(s, play(s))
    while s.frames[-1]["k"] not in SEARCHED or len(engine.legal_actions(s)) < 3:
        engine.apply(s, play(s))
    seat = engine.to_act(s)
    view, legal = engine.view(s, seat), engine.legal_actions(s)
    runner = BotRunner(threaded=True)
    done = [0]

    def one():
        HintBot(seat, done[0], content=content).plan(view, legal, my_bid=None)
        done[0] += 1
    runner.call(one)
    busy = []
    for i in range(frames):
        busy += hover_frames(app, scene, hits, 1)
        if runner.poll() is not None:
            runner.call(one)                  # the next hint at once: thinking all along
    runner.cancel()
    runner.close()
    pygame.quit()
    return quiet, busy, done[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--frames", type=int, default=300)
    args = ap.parse_args()
    content = load_content()
    times = hint_times(content, args.games, args.players)
    ms = [x * 1000 for x in times]
    print(f"hints: {len(ms)} decisions with a choice over {args.games} short games of {args.players} players "
          f"(the hard level's search, {HINT_BUDGET} s budget)")
    print(f"  median {statistics.median(ms):.1f} ms · p95 {pct(ms, 95):.1f} ms · worst {max(ms):.1f} ms · "
          f"{sum(1 for x in times if x >= HINT_BUDGET)} at the budget")
    quiet, busy, done = hover_while_hinting(content, args.frames)
    f = lambda xs: f"median {1000 * statistics.median(xs):.2f} ms, p95 {1000 * pct(xs, 95):.2f} ms"
    print(f"hover frames at 1920x1080: no hint {f(quiet)}; while hints are worked out on the worker {f(busy)} "
          f"({done} hints meanwhile)")


if __name__ == "__main__":
    main()
