"""Pinned bot decisions: a few seeded games played by the heuristic bots, whose actions a
refactoring of the bots must not change (issue 15). "hard" here is the heuristic's hard
level (HeuristicBot), the guide of the searching levels, not the searching "hard" level
that make_bot gives.

    python -m tests.bots.pinned          # rewrites tests/bots/pinned.json

Re-record only in a commit that changes the bots' decisions on purpose, and say so."""

import json
from pathlib import Path

from archipelago import engine
from archipelago.bots import HeuristicBot

HERE = Path(__file__).resolve().parent
PINNED = HERE / "pinned.json"
# (players, length, seed, levels per seat, last round played)
GAMES = (
    (2, "short", 5, ("normal", "normal"), 40),
    (3, "short", 7, ("normal", "easy", "hard"), 40),
    (4, "medium", 9, ("normal",) * 4, 5),
)


def play(content, players, length, seed, levels, rounds):
    s = engine.new_game(content, [f"P{i}" for i in range(players)], length, seed)
    bots = [HeuristicBot(k, seed * 10 + k, level=lv, content=content)
            for k, lv in enumerate(levels)]
    out = []
    while (seat := engine.to_act(s)) is not None and s.round <= rounds:
        a = bots[seat].choose(engine.view(s, seat), engine.legal_actions(s))
        engine.apply(s, a)
        out.append([a.seat, a.kind, list(a.args)])
    return out


def main():
    from archipelago.content import load_content
    content = load_content()
    games = [{"game": list(g), "actions": play(content, *g)} for g in GAMES]
    PINNED.write_text(json.dumps({"games": games}, separators=(",", ":")) + "\n")
    for g in games:
        print(g["game"], len(g["actions"]), "actions")


if __name__ == "__main__":
    main()
