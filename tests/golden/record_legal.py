"""Record the legal-action lists along recorded games (issue 12).

    python -m tests.golden.record_legal     # rewrites tests/golden/legal_lists.json

Replays the actions of every game in games.json, and of a few more bot games recorded
here (their actions are kept in legal_lists.json, so later changes to the bots do not
move them), and keeps, per decision, a short digest of the whole legal-action list (its
elements in order). `test_legal_lists.py` asserts the same lists, so a faster legal-list
builder that drops, adds or reorders an action shows as the first decision whose list
differs. Re-record only when an issue changes what is legal, and say so in the commit.
"""

import json

from archipelago import engine
from archipelago.content import load_content

from .record import GOLDEN, NAMES, digest, play

LEGAL = GOLDEN.with_name("legal_lists.json")
# More bot games like the rollout bench's (4 players, medium) and a long 3-player one:
# (players, length, seed, bots per seat)
EXTRA = (
    (4, "medium", 55, ("heuristic:normal",) * 4),
    (4, "medium", 66, ("heuristic:hard", "heuristic:normal", "heuristic:easy", "random")),
    (3, "long", 77, ("heuristic:normal", "heuristic:hard", "heuristic:normal")),
)


def replay_lists(content, game):
    """Yield (decision index, round, legal list) along one recorded game's actions."""
    state = engine.new_game(content, list(NAMES[:game["players"]]), game["length"],
                            game["seed"])
    for i, (seat, kind, args) in enumerate(game["actions"]):
        yield i, state.round, engine.legal_actions(state)
        engine.apply(state, engine.Action(seat, kind, tuple(args)))


def main():
    content = load_content()
    games = json.loads(GOLDEN.read_text())["games"]
    extra = []
    for spec in EXTRA:
        g = play(content, *spec)
        extra.append({k: g[k] for k in ("players", "length", "seed", "bots", "actions")})
    lists = [[digest(legal) for _, _, legal in replay_lists(content, g)]
             for g in games + extra]
    LEGAL.write_text(json.dumps({"lists": lists[:len(games)], "extra": extra,
                                 "extra_lists": lists[len(games):]},
                                separators=(",", ":")) + "\n")
    for g, ds in zip(games + extra, lists):
        print(f"{g['players']}p {g['length']} seed {g['seed']}: {len(ds)} legal lists")


if __name__ == "__main__":
    main()
