"""Replay viewer bench (issue 30): prints the time of one step forward and one step back
at round 10 of a finished game; asserts nothing. Goal: at most 50 ms each.

    python bench/replay_bench.py [--players 4] [--length long] [--seed 5] [--size 1280x720]

A long game is played to its end by the heuristic bots (not counted), then at every
position of round 10 (each action of it, forward, and each back):
- the model (match/replay.py): the step alone (from the nearest kept copy of the state when
  stepping back), and the step with what the table is fed (the view of a seat and the log);
- the viewer (ui/scenes/replay.py, real app, headless): the Right or Left key dispatched and
  the next frame drawn, the table and its controls (animations off).
Each line gives the median, the 95th percentile and the worst of those steps.
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


def figures(ms):
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"median {statistics.median(ms):6.2f} ms  p95 {p95:6.2f} ms  worst {ms[-1]:6.2f} ms  ({len(ms)} steps)"


def finished_game(players, length, seed, rnd):
    from archipelago.match import samples
    for s in range(seed, seed + 40):
        m = samples.finished_match(players, s, length, humans=1, bots=True)
        if m.round > rnd:
            return m, s
    raise SystemExit(f"no {length} game of {players} players from seed {seed} reached round {rnd + 1}")


def timed(fn):
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python bench/replay_bench.py")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--length", default="long")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--round", type=int, default=10)
    ap.add_argument("--size", default="1280x720")
    a = ap.parse_args(argv)
    size = tuple(int(v) for v in a.size.lower().split("x"))

    from archipelago.match.replay import EVERY, Replay
    m, seed = finished_game(a.players, a.length, a.seed, a.round)
    t = time.perf_counter()
    rep = Replay.of_match(m)
    build = (time.perf_counter() - t) * 1000
    start = rep.round_start(a.round)
    stop = rep.round_start(a.round + 1)
    print(f"{a.players} players, {a.length}, seed {seed}: {rep.n} actions, ended in round {m.round}; "
          f"round {a.round} = actions {start}-{stop - 1}; a copy of the state every {EVERY} actions; "
          f"replay built in {build:.0f} ms")

    # the model alone, then with the view and the log the table is fed
    for label, fed in (("model step", False), ("model step + view + log", True)):
        fwd, back = [], []
        for pos in range(start, stop):
            rep.seek(pos)
            fwd.append(timed(lambda: (rep.step(1), fed and (rep.view(0), rep.log_entries(0)))))
            back.append(timed(lambda: (rep.step(-1), fed and (rep.view(0), rep.log_entries(0)))))
        print(f"{label:28s} forward: {figures(fwd)}")
        print(f"{label:28s} back:    {figures(back)}")

    # the viewer: a key, then the frame drawn
    import pygame

    from archipelago.ui.app import App
    from archipelago.ui.input import Intent
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes.replay import ReplayScene
    from archipelago.ui.settings import Settings
    import tempfile
    home = tempfile.mkdtemp(prefix="replay-bench-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    shell = Shell(app, content=m.content, settings=Settings(speed="instant"), settings_folder=home, threaded=False)
    scene = ReplayScene(shell, Replay.of_match(m), 0)
    app.push(scene)
    scene.go("seek", start)
    app.draw()
    fwd, back = [], []
    for pos in range(start, stop):
        scene.go("seek", pos)
        app.draw()
        fwd.append(timed(lambda: (app.dispatch(Intent("key", key="right")), app.draw())))
        back.append(timed(lambda: (app.dispatch(Intent("key", key="left")), app.draw())))
    print(f"{'viewer: key + frame ' + a.size:28s} forward: {figures(fwd)}")
    print(f"{'viewer: key + frame ' + a.size:28s} back:    {figures(back)}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
