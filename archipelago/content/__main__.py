"""`python -m archipelago.content [--data DIR]`: validate the data files.

Prints one `ok: ...` line with the counts, or every error on stderr and exits 1.
"""
from __future__ import annotations

import argparse
import sys

from . import Content, ContentError, load_content


def summary(content: Content) -> str:
    cards = content.cards.values()
    kinds = {kind: sum(card.type == kind for card in cards) for kind in ("character", "progress")}
    wonders = sum(card.is_wonder for card in cards)
    events = sum("event" in card.balance for card in cards)
    return (f"ok: {len(content.cards)} evolution cards ({kinds['character']} character, "
            f"{kinds['progress']} progress, {wonders} wonders), {events} event cards, "
            f"{len(content.objectives)} objective cards, {len(content.trends)} trend cards, "
            f"{len(content.hexes)} hexes ({len(content.faces) - 1} faces) + start hex")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m archipelago.content",
                                     description="Validate rules.yaml, cards.yaml, tiles.yaml.")
    parser.add_argument("--data", metavar="DIR", help="data folder (default: the repo's data/)")
    args = parser.parse_args(argv)
    try:
        content = load_content(args.data)
    except ContentError as exc:
        for error in exc.errors:
            print(error, file=sys.stderr)
        return 1
    print(summary(content))
    return 0


if __name__ == "__main__":
    sys.exit(main())
