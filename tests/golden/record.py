"""Record the golden replays: whole games whose actions and events pin how the game plays.

    python -m tests.golden.record          # rewrites tests/golden/games.json

Each game is played by bots from a seed; the file keeps its actions and, per action, a
short digest of the events `engine.apply` returned, plus the result. `test_golden.py`
replays the actions and asserts the same events and result, so any change to how the
game plays shows as the first action whose events differ. Re-record only for a rule
change an issue names, and say in the commit which games changed and why.
"""

import hashlib
import json
from pathlib import Path

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.content import load_content

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "games.json"
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
# (players, length, seed, bots per seat)
GAMES = (
    (2, "short", 11, ("heuristic:normal", "heuristic:easy")),
    (3, "medium", 22, ("heuristic:hard", "random", "heuristic:normal")),
    (4, "short", 33, ("heuristic:normal",) * 4),
    (5, "long", 44, ("heuristic:easy", "heuristic:normal", "heuristic:hard", "random", "heuristic:normal")),
)


def digest(events):
    """A short, order-sensitive digest of one action's events (or any plain list)."""
    text = json.dumps(events, sort_keys=True, separators=(",", ":"), default=list)
    return hashlib.sha256(text.encode()).hexdigest()[:10]


def played(events):
    """What the golden replays pin of one action's events: everything but the causes the
    marker events carry since issue 27 (an explanation, not play; tests/golden/
    test_golden_views.py and tests/engine/test_one_source.py pin those)."""
    return [{k: v for k, v in ev.items() if k != "cause"} if "cause" in ev else ev
            for ev in events]


def play(content, players, length, seed, bots):
    state = engine.new_game(content, list(NAMES[:players]), length, seed)
    seats = []
    for seat, spec in enumerate(bots):
        kind, _, level = spec.partition(":")
        seats.append(make_bot(kind, seat, seed * 10 + seat, level=level or "normal",
                              content=content))
    actions, digests = [], []
    while (seat := engine.to_act(state)) is not None:
        legal = engine.legal_actions(state)
        bot = seats[seat]
        action = bot.choose(engine.view(state, seat) if bot.uses_view else None, legal)
        digests.append(digest(played(engine.apply(state, action))))
        actions.append([action.seat, action.kind, list(action.args)])
    return {"players": players, "length": length, "seed": seed, "bots": list(bots),
            "actions": actions, "events": digests, "result": engine.result(state)}


def main():
    content = load_content()
    games = [play(content, *g) for g in GAMES]
    GOLDEN.write_text(json.dumps({"games": games}, separators=(",", ":")) + "\n")
    for g in games:
        print(f"{g['players']}p {g['length']} seed {g['seed']}: {len(g['actions'])} actions, "
              f"{g['result']['reason']} in round {g['result']['round']}")


if __name__ == "__main__":
    main()
