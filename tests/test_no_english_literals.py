"""No English shown to players outside the catalogue (issue 29): the edition stays whole as
the game grows. Every string literal of `archipelago/` that reads as English words shown to
players must be a catalogue message (an argument of `_`, `N_`, `ngettext`, `pgettext`) or
come from the data (card, event, trend and objective texts: Content.shown).

What counts as English words shown to players (the rule, `english`):
- a literal with two or more words (letters only, two or more each, standing alone: not
  glued to `_`, `.`, `/`, `=`, `{` or digits, so `seat{i}`, `{kind}_cost`, `x.json`,
  `curtain=Off` are no words) separated by a space: a phrase ("Load game", "Saved in {folder}");
- a literal that is one capitalised word ("Done", "Window", "Menu?"): a label;
- an f-string with any word in its literal parts (f"{n} rebels", f"Round {r}"): a sentence
  built in code.
Single lowercase words ("primary", "midleft", "fish") are ids and are not counted, nor are
ALL-CAPS tokens, file names and paths, colours and format specs.

Where a literal is not shown to players (not counted):
- docstrings; `assert` messages; comparisons (`==`, `!=`, `in`), subscripts (`x["key"]`),
  dict keys; `getattr`/`hasattr`/`setattr`, `.get`, `.startswith`/`.endswith` arguments;
- messages for developers: what is raised (an exception's text) except the exceptions whose
  text the game shows to players (PLAYER_ERRORS: a save that cannot be loaded), logging
  (`log.*`, `logger.*`, `logging.*`, `warnings.warn`, `self.log(...)`), `print` and the
  console (`sys.stderr.write`), the command line's help (`argparse`: add_argument,
  ArgumentParser), an f-string that shows a value's repr (`{x!r}`: never for players);
  path parts (the operands of `/`), `namedtuple` field names;
- a statement marked `# i18n: not shown` (on any of its lines): text for developers the rules
  above cannot tell (a checker's findings, a window title that is the game's name in every
  language, default seat names). The mark is written where the text is, by whoever writes it;
- the parts no player reads: the engine (names and reasons, worded by words/), the bots,
  the simulator, the content validator (messages to data authors), and i18n.py itself
  (PARTS_NOT_SHOWN); the developer's tools (screenshots, audits, fuzzers) are outside
  `archipelago/`, in the repository's tools/.

The test reports per file (one failure per file, each literal with its line), so what is
left to convert is plain; there is no list of tolerated literals.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests import sources

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "archipelago"
PARTS_NOT_SHOWN = ("engine", "bots", "sim", "content", "i18n.py", "vocab.py")
CATALOGUE = {"_", "N_", "ngettext", "pgettext", "npgettext", "gettext"}
PLAYER_ERRORS = {"SaveError"}           # shell.load_game shows their text in a dialog
CONSOLE_CALLS = {"print", "warn", "add_argument", "ArgumentParser", "add_parser", "error", "exit"}
LOGGERS = {"log", "logger", "logging", "warnings", "LOG"}
ID_CALLS = {"getattr", "hasattr", "setattr", "get", "startswith", "endswith", "pop", "setdefault",
            "isinstance", "import_module", "environ", "getenv", "Path", "open", "strftime", "strptime",
            "namedtuple", "log"}
PRAGMA = "# i18n: not shown"

WORD = re.compile(r"(?<![\w{}./=\\$%#@&-])[A-Za-z][a-z]*[A-Za-z](?![\w{}/=\\(\[-]|\.\w)")
PATHLIKE = re.compile(r"^[\w.-]*[/\\][\w./\\-]*$|^\S+\.(png|json|yaml|py|txt|ttf|tmx|mo|po|pot|log|md|bat|sh)$")
LABEL = re.compile(r"^[A-Z][a-z]{2,}[?!:…]?$")


def english(text: str, fstring: bool = False) -> bool:
    """Whether a literal reads as English shown to players (the rule of the docstring)."""
    text = text.strip()
    if not text or PATHLIKE.match(text) or text.startswith(("#", "%", "http", "<", "-")):
        return False
    words = [w for w in WORD.findall(text) if not w.isupper()]
    if fstring:
        return bool(words)
    if len(words) >= 2 and re.search(r"[A-Za-z]{2,}\s+\S*[A-Za-z]{2,}", text):
        return True
    return bool(LABEL.match(text))


def _name(node) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _root(node) -> str:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else ""


class Finder(ast.NodeVisitor):
    """Every literal of one module counted by the rule, as (line, text)."""

    def __init__(self, marked=frozenset()):
        self.found = []
        self.marked = marked            # lines with PRAGMA
        self.stmt = None

    def visit(self, node):
        if isinstance(node, ast.stmt):
            lines = range(node.lineno, (node.end_lineno or node.lineno) + 1)
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If,
                                     ast.For, ast.While, ast.With, ast.Try)) and self.marked.intersection(lines):
                return None
        return super().visit(node)

    # --- what is not shown ---------------------------------------------------------------------
    def _body(self, node):
        body = getattr(node, "body", [])
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            body = body[1:]                             # the docstring
        for stmt in body:
            self.visit(stmt)
        for field in ("decorator_list", "args", "returns", "bases", "keywords"):
            value = getattr(node, field, None)
            if isinstance(value, list):
                for item in value:
                    self.visit(item)
            elif isinstance(value, ast.AST):
                self.visit(value)

    visit_Module = visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _body

    def visit_Assert(self, node):
        self.visit(node.test)

    def visit_Raise(self, node):
        exc = node.exc
        if isinstance(exc, ast.Call) and _name(exc.func) in PLAYER_ERRORS:
            self.generic_visit(node)

    def visit_Compare(self, node):
        pass

    def visit_BinOp(self, node):
        for side in (node.left, node.right):
            if not (isinstance(node.op, ast.Div) and isinstance(side, ast.Constant)):
                self.visit(side)

    def visit_Subscript(self, node):
        self.visit(node.value)

    def visit_Dict(self, node):
        for value in node.values:
            self.visit(value)

    def visit_Call(self, node):
        name = _name(node.func)
        if name in CATALOGUE or name in CONSOLE_CALLS or name in ID_CALLS or _root(node.func) in LOGGERS \
                or (name == "write" and _root(node.func) == "sys"):
            return
        self.generic_visit(node)

    def visit_If(self, node):
        test = node.test
        if isinstance(test, ast.Compare) and _name(test.left) == "__name__":
            return
        self.generic_visit(node)

    def visit_Assign(self, node):
        if any(_name(t) in ("__all__", "__slots__") for t in node.targets):
            return
        self.generic_visit(node)

    # --- what is ---------------------------------------------------------------------------------
    def visit_JoinedStr(self, node):
        parts = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        shows_repr = any(isinstance(v, ast.FormattedValue) and v.conversion == ord("r") for v in node.values)
        if english(parts, fstring=True) and not shows_repr:
            self.found.append((node.lineno, parts))
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                self.visit(v.value)

    def visit_Constant(self, node):
        if isinstance(node.value, str) and english(node.value):
            self.found.append((node.lineno, node.value))


def shown_files():
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if not any(rel == part or rel.startswith(part + "/") for part in PARTS_NOT_SHOWN):
            out.append(path)
    return out


def literals(source: str):
    marked = frozenset(i for i, line in enumerate(source.splitlines(), 1) if PRAGMA in line)
    finder = Finder(marked)
    finder.visit(sources.parse(source))
    return sorted(finder.found)


# --- the rule, on examples -------------------------------------------------------------------------

def test_the_rule_counts_player_english_and_leaves_ids_and_developer_text_alone():
    src = '''
"""Docstring: a module of words."""
from archipelago.i18n import _, N_, ngettext
import logging
log = logging.getLogger(__name__)
TITLE = "Load game"
LABEL = "Done"
OK = _("Load game"), N_("Quit the game"), ngettext("{n} rebel", "{n} rebels", 2)
IDS = ("primary", "midleft", "fish", "curtain=Off", "assets/fonts/DejaVuSans.ttf", "icon.png", "RGB")
def f(x, n, name):
    """What f does, in words."""
    if x == "Some words here":
        pass
    d = {"a key in words": 1}
    y = x["some key words"] + x.get("more key words")
    log.warning("a message for developers only")
    print("console words for developers")
    assert x, "assert words for developers"
    s = f"{n} rebels"
    t = f"{name}_cost" + f"seat{n}" + f"{x}.json" + f"kind{n}={x}"
    raise ValueError(f"bad value {x} for developers")
    home = Path.home() / "Library" / "Application Support"
    missing = f"missing area {x!r}"
    findings.append(f"frame {n}: the table was drawn over")  # i18n: not shown
def g(e):
    raise SaveError("the save is newer than this game")
'''
    found = [text for _, text in literals(src)]
    assert found == ["Load game", "Done", "{} rebels", "the save is newer than this game"]


def test_every_file_scanned_exists_and_the_parts_not_shown_are_real():
    assert len(shown_files()) > 40
    for part in PARTS_NOT_SHOWN:
        assert (PACKAGE / part).exists(), part


# --- the code ------------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("path", shown_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_english_literal_shown_to_players_outside_the_catalogue(path):
    found = literals(path.read_text(encoding="utf-8"))
    rel = path.relative_to(ROOT).as_posix()
    assert not found, f"{rel}: {len(found)} English literals shown to players outside the catalogue " \
                      "(mark them with _(), N_() or ngettext(); see this test's docstring):\n" + \
                      "\n".join(f"  {rel}:{line}: {text!r}" for line, text in found)
