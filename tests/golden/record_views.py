"""Record the golden views (issue 27): what every seat sees at every information barrier
of the golden games.

    python -m tests.golden.record_views     # rewrites tests/golden/views.json

Replays the actions of every game in games.json and, at the start, after every action
that is an information barrier (history.is_barrier: a hex or card revealed, a random
draw, a revealed bid, a peek...) or a handoff (another seat must decide next) and at the
end, keeps for the public view and for each
seat's view a short digest of the view restricted to the keys recorded (the list of
top-level keys is kept once). `test_golden_views.py` asserts the same digests, so a
secret that leaks into a view, a key renamed or a value shown differently fails; a key
added to the view later (derived facts) is not part of the recorded digest, and must be
named in the test. Re-record only when an issue changes what a view shows, and say so in
the commit.
"""

import json

from archipelago import engine
from archipelago.content import load_content
from archipelago.engine.core import log_since
from archipelago.history import is_barrier

from .record import GOLDEN, NAMES, digest

VIEWS = GOLDEN.with_name("views.json")


def seats(n):
    """The viewers: the public view (None) and every seat."""
    return [None, *range(n)]


def barrier_views(content, game):
    """Yield (action index or -1 for the start, [view per viewer]) at every barrier of one
    recorded game: the start, each action that is a barrier or hands the decision to
    another seat, and the end."""
    state = engine.new_game(content, list(NAMES[:game["players"]]), game["length"],
                            game["seed"])
    yield -1, [engine.view(state, s) for s in seats(game["players"])]
    last = len(game["actions"]) - 1
    for i, (seat, kind, args) in enumerate(game["actions"]):
        log_n = state.log_n
        events = engine.apply(state, engine.Action(seat, kind, tuple(args)))
        if is_barrier(events, log_since(state, log_n)) or engine.to_act(state) != seat or i == last:
            yield i, [engine.view(state, s) for s in seats(game["players"])]


def restricted(view, keys):
    """The view with only the recorded keys (a later key is not part of the digest)."""
    return {k: view[k] for k in keys}


def main():
    content = load_content()
    games = json.loads(GOLDEN.read_text())["games"]
    out = []
    for g in games:
        points = list(barrier_views(content, g))
        keys = sorted(points[0][1][0])
        out.append({"keys": keys,
                    "at": [[i, [digest(restricted(v, keys)) for v in views]] for i, views in points]})
        print(f"{g['players']}p {g['length']} seed {g['seed']}: {len(points)} barriers, "
              f"{len(points) * (g['players'] + 1)} views")
    VIEWS.write_text(json.dumps({"games": out}, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
