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
  REBEL) or the facts say what is meant;
- a number of data/rules.yaml typed again (issue 40) in the screens, the match, the bots
  or the words: a piece's count (the most action discs, citizens, ships) as a literal
  bound or in a text, where content.rules holds it.

And (issue 40) what the engine answers since:

- a measure or end counter (R11.1, DECK 4: ending.player_measure, ending.end_counter):
  a function that dispatches on a measure's or counter's name (`name == "ships_on_map"`,
  `name.endswith("s_controlled")`), or is named like one (`ships_on_map`, `in_play`,
  `public_measure`), and reads the table's units, buildings, owners or built wonders;
  answers.measure and answers.end_counter give them from a view;
- the export demand (R6.3, DECK 0.4: tables.export_demand): a list cut at
  `min(n, len(cubes))`;
- a crisis frame's internals (R6.2, R6.3: crises.open_entries): two or more of its
  progress fields (`i`, `delivered`, `temples`, `owed`) joined in one `or` / `and`, the
  test of whether its answers have begun; outside the engine and the bots' search (a
  bot reading the one field its decision needs is no copy).

Not detected (left to review): a copy spelled in some other way, such as a control
worked out through helper functions each innocent alone. The test proves its reach on the
copies it replaced (tests below plant them and see them found).
"""

import ast
import re
from pathlib import Path

import pytest
import yaml

from archipelago.vocab import END_COUNTERS, PLAYER_MEASURES
from tests import sources

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "archipelago"
ENGINE = PACKAGE / "engine"

DOWN, BUILDING = 3, 5                   # engine pieces.D and pieces.B
LIMITS = {"per_player", "own", "shared"}
GENERIC = {"florins", "population", "surplus"}      # names a table reads for much else
MEASURE_NAMES = (set(END_COUNTERS) | set(PLAYER_MEASURES)) - GENERIC
MEASURE_PARTS = ("s_controlled", "s_in_play", "_in_play", "_cards", "town_icons.", "cubes.")
MEASURE_FUNCTIONS = ("_measure", "in_play", "_counter", "_controlled", "_on_map")
TABLE = {"units", "buildings", "owner", "built"}
CRISIS_PROGRESS = {"i", "delivered", "temples", "owed"}
FRAME_READERS = {PACKAGE / "bots" / "search.py"}    # the bots' search plays on states


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


def _names_a_measure(node):
    """A measure's or end counter's name tested: compared with, `in` a tuple of, or a
    prefix or suffix of the name."""
    if isinstance(node, ast.Compare):
        for right in node.comparators:
            consts = right.elts if isinstance(right, (ast.Tuple, ast.List, ast.Set)) else [right]
            if any(isinstance(c, ast.Constant) and c.value in MEASURE_NAMES for c in consts):
                return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ("endswith", "startswith") and node.args \
            and isinstance(node.args[0], ast.Constant) and node.args[0].value in MEASURE_PARTS:
        return True
    return False


def _reads_table(node):
    return isinstance(node, ast.Attribute) and node.attr in TABLE \
        or isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value in TABLE


def _key_read(node):
    """The constant key of `x["key"]` or `x.get("key", ...)`, else None."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        return node.slice.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
            and node.args and isinstance(node.args[0], ast.Constant):
        return node.args[0].value
    return None


def _cut_at_players(node):
    """A slice `x[:min(n, len(x))]`: the export demand's cut (R6.3)."""
    up = node.upper if isinstance(node, ast.Slice) else None
    return isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id == "min" \
        and any(isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id == "len" for a in up.args)


def copies(source, name="<source>", frames=True):
    """[(scope, what, line)] of the rule copies found in one module's source (`frames`:
    look for crisis frames' internals too)."""
    tree = sources.parse(source, name)
    found = []
    for scope, body in _scopes(tree):
        nodes = list(_own_nodes(body))
        excludes_rebels = town = counts = limits = None
        dispatch = scope.lstrip("_") in MEASURE_NAMES or scope.endswith(MEASURE_FUNCTIONS)
        table = None
        for node in nodes:
            if _names_a_measure(node):
                dispatch = True
            if _reads_table(node):
                table = table or node.lineno
            if frames and isinstance(node, ast.BoolOp) \
                    and len({_key_read(v) for v in node.values} & CRISIS_PROGRESS) >= 2:
                found.append((scope, "crisis frame internals", node.lineno))
            if _cut_at_players(node):
                found.append((scope, "export demand", node.lineno))
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
        if dispatch and table and scope != "<module>":
            found.append((scope, "measure or end counter", table))
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
             for scope, what, line in copies(path.read_text(encoding="utf-8"), str(path),
                                             frames=path not in FRAME_READERS)]
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


# --- issue 40: measures, end counters, the export demand, a crisis frame's internals --------------
# The copies as they stood in bots/values.py, bots/clock.py, bots/reading.py, words.py and
# history.py before issue 40 (abridged to the lines that make them copies).
PLANTED_40 = '''
def public_measure(self, name, seat):
    if name.endswith("s_controlled"):
        return self.controlled(seat, name[:-len("s_controlled")])
    units = self.units
    base = seat * self.slots
    if name == "ships_on_map":
        return sum(1 for u in range(base + self.ncit, base + self.slots) if units[u] is not None)
    if name == "wonders_built":
        return sum(1 for o in self.v["built"].values() if o == seat)


def ships_on_map(v):
    slots, ncit = v["unit_slots"], v["citizens_per_player"]
    units = v["units"]
    return sum(slots - ncit - units[base + ncit:base + slots].count(None)
               for base in range(0, len(units), slots))


def counter(r, name, need, start):
    v = r.v
    if name == "hexes_unexplored":
        return v["hex_stack_size"] + v["hex_discard_size"], start["hexes_unexplored"]
    if name in ("character_cards_in_play", "progress_cards_in_play"):
        return sum(1 for c in v["owner"] if r.k.cards[c].type == name[:-14]), 0


def kinds_in_play(self):
    out = {}
    for b in self.buildings:
        out[b[2]] = out.get(b[2], 0) + 1
    return out


def export_demand(rules, cubes, n):
    cubes = list(cubes)
    if rules is None or rules["options"]["export_truncation"]:
        return cubes[:min(n, len(cubes))]
    return cubes


def next_crisis(self):
    exp = list(top["export"]["cubes"])
    if self.k.truncate_export:
        exp = exp[:min(self.n, len(exp))]
    return exp


def secret_entry_open(state, records=()):
    for f in state.frames:
        k = f.get("k")
        if k in CRISIS_START:
            if f["i"] or f.get("delivered") or f.get("temples") or f.get("owed"):
                return k
    return None
'''


def test_the_detector_finds_the_copies_issue_40_replaced():
    """Each measure, end counter, export demand and crisis-frame test that issue 40 moved to
    the engine's answers is found, each in its function."""
    got = {(scope, what) for scope, what, _ in copies(PLANTED_40)}
    assert {("public_measure", "measure or end counter"), ("ships_on_map", "measure or end counter"),
            ("counter", "measure or end counter"), ("kinds_in_play", "measure or end counter"),
            ("export_demand", "export demand"), ("next_crisis", "export demand"),
            ("secret_entry_open", "crisis frame internals")} <= got, got


def test_the_detector_finds_the_engines_own_measures_and_answers():
    """Its reach on the engine: ending.player_measure, tables.export_demand and
    crises.open_entries are what it would find anywhere else."""
    ending = {(s, w) for s, w, _ in copies((ENGINE / "ending.py").read_text(encoding="utf-8"))}
    tables = {(s, w) for s, w, _ in copies((ENGINE / "tables.py").read_text(encoding="utf-8"))}
    crises = {(s, w) for s, w, _ in copies((ENGINE / "crises.py").read_text(encoding="utf-8"))}
    assert ("player_measure", "measure or end counter") in ending
    assert ("export_demand", "export demand") in tables
    assert ("open_entries", "crisis frame internals") in crises


def test_the_askers_of_the_engine_are_not_copies():
    """What the bots and the table do now passes: the engine's answers, a bot's own
    estimate over the piles, one frame field a decision needs."""
    reads = '''
def public_measure(self, name, seat):
    if answers.hidden(name):
        return None
    return answers.measure(self.k.content, self.v, name, seat)


def counter(r, name, need, start):
    v = r.v
    if name == "explorer_piles_empty":
        return -sum(sorted(v["piles"])[:need]), -sum(start["piles"][:need])
    return answers.end_counter(r.k.content, v, name), start.get(name, 0)


def on_dcrisis(self, r, legal):
    f = r.frame
    if f.get("owed"):
        return self.stand_choice(r, legal)
    before = set(f["who"][:f.get("i", 0)])
    return before
'''
    assert copies(reads) == []
# --- the numbers of the rules data (issue 40) --------------------------------------------------
# Every number data/rules.yaml holds is read from it (content.rules, the view's cfg), never
# typed again: the most action discs (R1, R8: pieces.action_discs) stood as 5 in the players'
# panel. Detected, in every function of the screens, the match, the bots and the words: a
# piece's count of rules.yaml `pieces` (its word in the function: "disc", "citizen",
# "ship") typed as a literal bound (`range(5)`, `left < 5`), or it or the most citizens of
# one player on a hex (citizens_per_hex) typed into a text ("at most 5", "at most 3 of
# yours"). Numbers that are no rule (pixels, rotations) are not read: only a piece's own
# function.

READERS = [PACKAGE / part for part in ("ui", "match", "bots", "words")] + [ROOT / "tools"]   # (the screens' tools)
PIECE_WORDS = {"action_discs": "disc", "citizens": "citizen", "ships": "ship"}
WORD = re.compile(r"[a-z]+")            # "action_discs" -> action, discs; "discard" is no disc
MOST = re.compile(r"\b(?:at most|up to|max(?:imum)?)\s+(\d+)\b", re.I)


def piece_counts():
    """{word: (count, the numbers its texts may not type)} of rules.yaml's pieces (R1):
    disc 5, citizen 10 (and 3 a hex), ship 4."""
    rules = yaml.safe_load((ROOT / "data" / "rules.yaml").read_text(encoding="utf-8"))
    out = {PIECE_WORDS[k]: (n, {n}) for k, n in rules["pieces"].items() if k in PIECE_WORDS}
    out["citizen"][1].add(rules["citizens_per_hex"])
    return out


def typed_counts(source, counts, name="<source>"):
    """[(scope, what, line)]: a piece's count typed as a number in a function about that piece."""
    tree = sources.parse(source, name)
    found = []
    for scope, body in _scopes(tree):
        nodes = list(_own_nodes(body))
        words = set(WORD.findall(" ".join(
            n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute)
            else n.value if isinstance(n, ast.Constant) and isinstance(n.value, str) else "" for n in nodes).lower()))
        for word, (count, texts) in counts.items():
            if not {word, word + "s"} & words:
                continue
            for node in nodes:
                bounds = []
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
                    bounds = node.args
                elif isinstance(node, ast.Compare):
                    bounds = [node.left, *node.comparators]
                for b in bounds:
                    if isinstance(b, ast.Constant) and b.value == count and _number(b):
                        found.append((scope, f"{word} count {count}", node.lineno))
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    for m in MOST.findall(node.value):
                        if int(m) in texts:
                            found.append((scope, f"{word} count {m} in words", node.lineno))
    return found


# Numbers equal to a piece's count in a function about that piece that are no count of it:
# (file, function, what) -> why it may stay.
NOT_COUNTS = {
    ("archipelago/ui/render/hexgeo.py", "_build", "ship count 4"): "a land area with 4 or more hex edges (geometry)",
    ("archipelago/ui/render/hexmap.py", "_draw_citizens", "citizen count 10"): "layout: figures shrink in a crowd",
    ("tools/audit/text_scenes.py", "_card_states", "disc count 5"): "the audit's page of cards (a state's card_discs)",
}


def test_no_rules_number_is_typed_again_in_the_screens_match_bots_or_words():
    """The most action discs (and citizens, ships) come from rules.yaml, not a literal."""
    counts = piece_counts()
    found, allowed = [], set()
    for top in READERS:
        for path in sorted(top.rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for scope, what, line in typed_counts(path.read_text(encoding="utf-8"), counts, str(path)):
                if (rel, scope, what) in NOT_COUNTS:
                    allowed.add((rel, scope, what))
                else:
                    found.append(f"{rel}:{line} {scope}: {what}")
    assert not found, "a rules.yaml number typed again (read it from content.rules):\n" + "\n".join(found)
    assert allowed == set(NOT_COUNTS), set(NOT_COUNTS) - allowed      # no stale exception


PLANTED_DISCS = '''
def _player_panel(ctx, p, hits):
    discs, used = p.get("discs", 0), p.get("discs_used", 0)
    left = discs - used
    for i in range(5):
        cx = dx - (4 - i) * px(13) - px(4)
        if i < left:
            S.action_disc(surf, seat, cx, y, px(5.5))
    hits.add(rect, _("Action discs: {left} ready (a pile running out gives one more, at most 5).").format(left=left))


REPRODUCTION = N_("On every hex where you have exactly 2 non-rebel citizens and room for a third (at most 3 of "
                  "yours, rebels included), add one.")
'''


def test_the_number_detector_finds_the_panels_old_discs():
    """The players' panel as it stood before issue 40: five disc slots and "at most 5"; and
    the Reproduction space's help with its "at most 3" citizens a hex."""
    got = {(scope, what) for scope, what, _ in typed_counts(PLANTED_DISCS, piece_counts())}
    assert got == {("_player_panel", "disc count 5"), ("_player_panel", "disc count 5 in words"),
                   ("<module>", "citizen count 3 in words")}, got


def test_the_number_detector_passes_a_read_of_the_rules():
    reads = '''
def _player_panel(ctx, p, content, hits):
    left, most = p["discs"] - p["discs_used"], content.rules["pieces"]["action_discs"]
    for i in range(most):
        S.action_disc(surf, seat, dx - (most - 1 - i) * px(13), y, px(5.5))
    hits.add(rect, _("Action discs: {left} ready, at most {most}.").format(left=left, most=most))


def waves(surf):
    for i in range(5):
        draw_wave(surf, i)
'''
    assert typed_counts(reads, piece_counts()) == []
