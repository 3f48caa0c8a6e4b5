"""Record the legal-action lists along the golden replays (issue 12).

    python -m tests.golden.record_legal     # rewrites tests/golden/legal_lists.json

Replays the actions of every game in games.json and keeps, per decision, a short digest
of the whole legal-action list (its elements in order). `test_legal_lists.py` asserts the
same lists, so a faster legal-list builder that drops, adds or reorders an action shows
as the first decision whose list differs. Re-record only when an issue changes what is
legal, and say so in the commit.
"""

import json

from archipelago import engine
from archipelago.content import load_content

from .record import GOLDEN, NAMES, digest

LEGAL = GOLDEN.with_name("legal_lists.json")


def replay_lists(content, game):
    """Yield (decision index, round, legal list) along one golden game's actions."""
    state = engine.new_game(content, list(NAMES[:game["players"]]), game["length"],
                            game["seed"])
    for i, (seat, kind, args) in enumerate(game["actions"]):
        yield i, state.round, engine.legal_actions(state)
        engine.apply(state, engine.Action(seat, kind, tuple(args)))


def main():
    content = load_content()
    games = json.loads(GOLDEN.read_text())["games"]
    lists = [[digest(legal) for _, _, legal in replay_lists(content, g)] for g in games]
    LEGAL.write_text(json.dumps({"lists": lists}, separators=(",", ":")) + "\n")
    for g, ds in zip(games, lists):
        print(f"{g['players']}p {g['length']} seed {g['seed']}: {len(ds)} legal lists")


if __name__ == "__main__":
    main()
