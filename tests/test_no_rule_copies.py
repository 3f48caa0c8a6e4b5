"""One source for every public fact (issue 27, ARCHITECTURE "One source for every public
fact"): no code outside `archipelago/engine` works out building control, occupancy or a
circle's availability again; it reads the view's facts (engine pieces.public_facts) and
the engine's answers (engine/answers.py). Read from the source, as tests/test_layers.py
reads the imports.

A unit is the tuple (hex, area, engaged, down, icon, building) of engine/pieces.py. What
is detected, in every function (and module body) of `archipelago` outside the engine:

- occupancy: a mapping keyed by a unit's building slot (`occ[t[B]] = u`, `{t[5]: u ...}`):
  the building -> unit table the engine gives as facts["occupant"];
- control (R5.8): a rebel test that excludes rebels (`t[D] != REBEL`, `t[3] != 2`) in the
  same function as the town's fallback (a building kind compared with "town"): the two
  halves of pieces.controller;
- a circle's availability (R7.7): a count of discs (`.count(...)`) in the same function
  as the wheel side's circle limits (`per_player`, `own`, `shared`): tables.circle_blocker;
- the rules read out of raw tuple positions: a unit's down state (`t[3]`) or building
  slot (`t[5]`) compared with a number, where the engine's names (D, B, STANDING, LYING,
  REBEL) or the facts say what is meant.

Not detected (left to review): a copy spelled in some other way, such as a control
worked out through helper functions each innocent alone. The test proves its reach on the
copies it replaced (tests below plant them and see them found).
"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "archipelago"
ENGINE = PACKAGE / "engine"

DOWN, BUILDING = 3, 5                   # engine pieces.D and pieces.B
LIMITS = {"per_player", "own", "shared"}


def _index(node):
    """The index of a subscript `x[i]`: an int constant, a name (D, B ...), else None."""
    if not isinstance(node, ast.Subscript):
        return None
    s = node.slice
    if isinstance(s, ast.Constant) and isinstance(s.value, int):
        return s.value
    if isinstance(s, ast.Name):
        return s.id
    return None


def _is_slot(node, pos, name):
    return _index(node) in (pos, name)


def _number(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool) \
        or isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and _number(node.operand)


def _compares(node):
    """(left, op, right) for each pair of a comparison chain."""
    operands = [node.left] + list(node.comparators)
    return [(operands[i], op, operands[i + 1]) for i, op in enumerate(node.ops)]


def _scopes(tree):
    """The module body and each function, each with the nodes that belong to it (a nested
    function is a scope of its own)."""
    out = [("<module>", tree.body)]
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.append((node.name, node.body))
    return out


def _own_nodes(body):
    """The nodes of one scope, without those of the functions defined in it (a lambda
    belongs to its scope)."""
    def own(node):
        return not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    stack = [node for node in body if own(node)]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(child for child in ast.iter_child_nodes(node) if own(child))


def copies(source, name="<source>"):
    """[(scope, what, line)] of the rule copies found in one module's source."""
    tree = ast.parse(source, name)
    found = []
    for scope, body in _scopes(tree):
        nodes = list(_own_nodes(body))
        excludes_rebels = town = counts = limits = None
        for node in nodes:
            # occupancy: a table keyed by the unit's building slot
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    if isinstance(t, ast.Subscript) and _is_slot(t.slice, BUILDING, "B"):
                        found.append((scope, "occupancy", node.lineno))
            if isinstance(node, ast.DictComp) and _is_slot(node.key, BUILDING, "B"):
                found.append((scope, "occupancy", node.lineno))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "setdefault" and node.args and _is_slot(node.args[0], BUILDING, "B"):
                found.append((scope, "occupancy", node.lineno))
            if isinstance(node, ast.Compare):
                for left, op, right in _compares(node):
                    for a, b in ((left, right), (right, left)):
                        # control: rebels excluded, and the town's fallback
                        if isinstance(op, (ast.NotEq, ast.NotIn)) and _is_slot(a, DOWN, "D") \
                                and (isinstance(b, ast.Name) and b.id == "REBEL" or _number(b)):
                            excludes_rebels = excludes_rebels or node.lineno
                        if isinstance(b, ast.Constant) and b.value == "town":
                            town = town or node.lineno
                        # raw positions: the down state or the building slot against a number
                        if _index(a) in (DOWN, BUILDING) and _number(b):
                            found.append((scope, f"raw position [{_index(a)}]", node.lineno))
            # a circle's availability: discs counted against the circle limits
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "count":
                counts = counts or node.lineno
            if isinstance(node, ast.Constant) and node.value in LIMITS:
                limits = limits or node.lineno
        if excludes_rebels and town:
            found.append((scope, "control", excludes_rebels))
        if counts and limits:
            found.append((scope, "circle availability", counts))
    return found


def outside_the_engine():
    for path in sorted(PACKAGE.rglob("*.py")):
        if ENGINE not in path.parents:
            yield path


@pytest.mark.slow
def test_no_code_outside_the_engine_works_out_control_occupancy_or_circles():
    """Control, occupants and circles come from the engine (view["facts"], answers.py)."""
    found = [f"{path.relative_to(ROOT)}:{line} {scope}: {what}"
             for path in outside_the_engine()
             for scope, what, line in copies(path.read_text(encoding="utf-8"), str(path))]
    assert not found, "rule worked out again outside the engine:\n" + "\n".join(found)


def test_the_detector_finds_the_engines_own_rules():
    """The detector's reach, on the engine itself: pieces.occupants, pieces.controller and
    tables.circle_blocker are what it would find anywhere else."""
    pieces = copies((ENGINE / "pieces.py").read_text(encoding="utf-8"))
    tables = copies((ENGINE / "tables.py").read_text(encoding="utf-8"))
    assert ("occupants", "occupancy") in {(s, w) for s, w, _ in pieces}
    assert ("controller", "control") in {(s, w) for s, w, _ in pieces}
    assert ("circle_blocker", "circle availability") in {(s, w) for s, w, _ in tables}


PLANTED = '''
def occupants(view):
    occ = {}
    for u, t in enumerate(view["units"]):
        if t is not None and t[5] >= 0:
            occ[t[5]] = u
    return occ


def building_controllers(view, occ):
    units = view["units"]
    out, towns = {}, {}
    for b, (h, area, kind) in enumerate(view["buildings"]):
        u = occ.get(b)
        if u is not None and units[u][D] != REBEL:
            out[b] = u // view["unit_slots"]
        if kind == "town":
            towns[h] = b
    return out


def circle_free(view, lim, space, seat):
    placed = list(view["wheel"].get(space, ()))
    mine = placed.count(seat)
    return mine < lim["per_player"]


def lying(view):
    return sum(1 for t in view["units"] if t is not None and t[3] == 1)


def by_building(view):
    return {t[B]: u for u, t in enumerate(view["units"]) if t is not None}
'''


def test_the_detector_finds_a_planted_copy_of_each_rule():
    """Copies of each rule as they stood in ui/ and bots/ before issue 27 are found, each
    in its function."""
    got = {(scope, what) for scope, what, _ in copies(PLANTED)}
    assert {("occupants", "occupancy"), ("occupants", "raw position [5]"),
            ("building_controllers", "control"), ("circle_free", "circle availability"),
            ("lying", "raw position [3]"), ("by_building", "occupancy")} <= got, got


def test_the_readers_of_the_facts_are_not_copies():
    """What the table and the bots do now passes: a read of the facts, the engine's names."""
    reads = '''
def controller(view, b):
    return view["facts"]["control"][b]


def exposed(self):
    return sum(1 for u in self.my_citizens if self.units[u][B] not in temples)


def rebels(units):
    return sum(1 for t in units if t is not None and t[D] == REBEL)
'''
    assert copies(reads) == []
