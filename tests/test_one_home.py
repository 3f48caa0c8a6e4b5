"""One home for the seats and the phases (issue 40): the seat kinds, the palette (colours
and emblems) and the default names are typed once, in archipelago/seats.py, and the round's
phases once, in engine/kinds.py (R5); everyone else reads them there. Read from the source,
as tests/test_layers.py reads the imports: a sequence literal that spells two default names,
two seat kinds, two emblems or three phases again, or a palette colour, fails.
"""
import ast
from pathlib import Path

import yaml

from archipelago import seats
from archipelago.engine import kinds as K
from tests import sources

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "archipelago"
HOMES = {PACKAGE / "seats.py", PACKAGE / "engine" / "kinds.py"}
# what a sequence literal may not spell again, and how many of its words make a copy
TYPED_ONCE = {"default names": (set(seats.NAMES), 2), "seat kinds": (set(seats.KINDS), 2),
              "emblems": (set(seats.EMBLEMS), 2), "phases": (set(K.PHASES), 3)}


def copies(source, name="<source>"):
    """[(what, line)] of the seats' and phases' facts typed again in one module."""
    found = []
    for node in ast.walk(sources.parse(source, name)):
        if not isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            continue
        values = [e.value for e in node.elts if isinstance(e, ast.Constant)]
        for what, (words, enough) in TYPED_ONCE.items():
            if len({v for v in values if isinstance(v, str)} & words) >= enough:
                found.append((what, node.lineno))
        if len(values) == 3 == len(node.elts) and tuple(values) in seats.COLOURS:
            found.append(("palette colour", node.lineno))
    return found


def test_the_seats_and_the_phases_are_typed_once():
    found = [f"{path.relative_to(ROOT)}:{line}: {what}"
             for path in sorted(PACKAGE.rglob("*.py")) if path not in HOMES
             for what, line in copies(path.read_text(encoding="utf-8"), str(path))]
    assert not found, "typed again (read archipelago/seats.py or engine/kinds.py):\n" + "\n".join(found)


def test_the_detector_finds_the_copies_it_replaced():
    planted = '''
DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
PHASES = ("deactivation", "turn_order", "population", "balance", "actions", "evolution")
PLAYER_COLOURS = [(0x00, 0x72, 0xB2), (0xE6, 0x9F, 0x00)]
PLAYER_EMBLEMS = ["circle", "square", "triangle", "diamond", "star"]
ok = s["kind"] not in ("human", "bot")
'''
    assert {w for w, _ in copies(planted)} == {"default names", "phases", "palette colour", "emblems", "seat kinds"}


def test_the_palette_seats_the_most_players_and_its_words_match_it():
    """A style per seat of the largest game (rules.yaml players.max), and each word list of
    the palette one entry per style."""
    from archipelago.ui.render import panels
    from archipelago.ui.scenes import newgame
    rules = yaml.safe_load((ROOT / "data" / "rules.yaml").read_text(encoding="utf-8"))
    assert len(seats.COLOURS) == len(seats.EMBLEMS) == seats.STYLES >= rules["players"]["max"]
    assert len(newgame.STYLE_NAMES) == len(newgame.STYLE_SHORT) == len(panels.COLOUR_NAMES) == seats.STYLES
    assert set(panels.EMBLEM_NAMES) == set(seats.EMBLEMS)
    assert len(seats.NAMES) >= rules["players"]["max"]
