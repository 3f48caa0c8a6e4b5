"""The house's floors (issue 11, ARCHITECTURE "The layers"): read from the source's imports.

- The engine imports only the standard library and the vocabulary, and no engine module
  is part of an import circle (imports inside functions count too).
- pygame and pytmx are imported only under `archipelago/ui` (and by the launcher, which
  shows a start-up failure in a window).
- Each package imports only the packages on the floors below it, and no import circle exists
  anywhere in `archipelago`.
- The developer's tools (the repository's tools/: screenshot makers, audits, the scripted
  driver) stand above the game: nothing under `archipelago` imports them (issue 40: the game a
  player installs carries no test driver).
"""

import ast
import functools
import sys
from pathlib import Path

import pytest

from tests import sources

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "archipelago"

# What each part of the house may import from `archipelago` (besides itself).
MAY_IMPORT = {
    "vocab": set(),
    "i18n": set(),
    "plan": set(),                                     # the Hint's plan, plain data (issue 40)
    "seats": set(),                                    # the seats' kinds, palette, names (issue 40)
    "engine": {"vocab"},
    "content": {"vocab", "i18n"},
    "bots": {"engine", "vocab", "plan"},
    "words": {"engine", "content", "vocab", "i18n"},
    "history": {"engine"},
    "saves": {"engine", "content", "history", "vocab", "i18n", "seats"},
    "match": {"engine", "content", "bots", "history", "saves", "vocab", "words", "i18n", "seats"},
    "sim": {"engine", "content", "bots", "history", "match", "saves", "vocab", "seats"},
    "review": {"engine", "content", "bots", "history", "saves", "vocab", "seats"},   # the game review (issue 41)
    "ui": {"engine", "content", "bots", "history", "match", "saves", "vocab", "words",
           "launch", "i18n", "net", "plan", "seats", "review"},           # net: hosting and joining from the title (issue 36)
    "launch": {"saves", "i18n"},
    "net": {"engine", "content", "bots", "history", "match", "saves", "vocab", "words", "i18n",
            "seats", "review"},   # issue 36; review: the host makes a networked game's review (issue 41)
    "serve": {"content", "match", "net", "saves"},     # the headless host (issue 36)
    "join": {"content", "net"},                        # the headless joining screen (issue 36)
}
GUI = {"pygame", "pytmx"}


def module_name(path):
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.lru_cache(maxsize=None)
def imports_of(path):
    """Every module `path` imports, anywhere in the file, as absolute dotted names (each
    file read once per run and worker: the tests below ask for every module)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = sources.parse(path.read_text(encoding="utf-8"), str(path))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            out.add(target)
            # `from package import module` imports the module too
            out.update(f"{target}.{alias.name}" for alias in node.names)
    return frozenset(out)


def modules():
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


MODULES = modules()


def internal(names):
    """The archipelago modules among `names` (submodule names resolved to real files)."""
    return {n for n in names if n in MODULES}


def part(name):
    """The part of the house a module belongs to: engine, content, ui, ..."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "archipelago"


def graph():
    return {name: internal(imports_of(path)) - {name} for name, path in MODULES.items()}


def circles(g):
    """The strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_the_engine_imports_only_the_standard_library_and_the_vocabulary():
    stdlib = set(sys.stdlib_module_names)
    bad = []
    for name, path in MODULES.items():
        if part(name) != "engine":
            continue
        for imp in imports_of(path):
            top = imp.split(".")[0]
            if top == "archipelago":
                if part(imp) not in ("engine", "vocab"):
                    bad.append(f"{name} imports {imp}")
            elif top not in stdlib:
                bad.append(f"{name} imports {imp}")
    assert not bad, "\n".join(bad)


@pytest.mark.slow
def test_no_engine_module_is_part_of_an_import_circle():
    g = graph()
    engine = {n: {m for m in deps if part(m) == "engine" and m != "archipelago.engine"}
              for n, deps in g.items() if part(n) == "engine" and n != "archipelago.engine"}
    assert circles(engine) == []


def test_pygame_and_pytmx_are_imported_only_by_the_ui_and_the_launcher():
    bad = [f"{name} imports {imp}"
           for name, path in MODULES.items() if part(name) not in ("ui", "launch")
           for imp in imports_of(path) if imp.split(".")[0] in GUI]
    assert not bad, "\n".join(bad)


@pytest.mark.slow
def test_each_part_imports_only_the_floors_below_it():
    bad = []
    for name, deps in graph().items():
        here = part(name)
        allowed = MAY_IMPORT.get(here)
        if allowed is None:
            continue
        for dep in deps:
            there = part(dep)
            if there != here and there != "archipelago" and there not in allowed:
                bad.append(f"{name} imports {dep}")
    assert not bad, "\n".join(bad)


TOOLS = ROOT / "tools"


def tool_users(imports):
    """`module imports name` for each import of the developer's tools in {module: imports}."""
    return sorted(f"{n} imports {d}" for n, deps in imports.items() for d in deps
                  if d == "tools" or d.startswith("tools."))


def test_the_check_for_tool_imports_is_not_void():
    assert tool_users({"archipelago.ui.cli": {"tools.script", "archipelago.ui.app"},
                       "archipelago.ui.app": {"toolsmith", "pygame"}}) == ["archipelago.ui.cli imports tools.script"]
    assert "tools.script" in imports_of(TOOLS / "shots" / "learn.py")


def test_nothing_in_the_game_imports_the_developers_tools():
    assert tool_users({name: imports_of(path) for name, path in MODULES.items()}) == []


@pytest.mark.slow
def test_no_module_circle_exists():
    g = graph()
    # a package's __init__ handing on its submodules is its face, not a circle
    faces = {n for n, p in MODULES.items() if p.name == "__init__.py"}
    plain = {n: {d for d in deps if d not in faces} for n, deps in g.items() if n not in faces}
    assert circles(plain) == []


@pytest.mark.parametrize("name", sorted(MAY_IMPORT))
def test_every_part_named_in_the_floor_table_exists(name):
    assert any(part(n) == name or n == f"archipelago.{name}" for n in MODULES), name


# --- the match authority and the screens (issue 27) ---------------------------------------------
# The authority (match/authority.py) keeps the game's state to itself: its outputs are
# per-seat views, moves and log entries. Nothing in the UI reads a state (`.state`, or
# the authority's private `._state`) or the authority's records (`.history`: every seat's
# secrets; only the developer's tools/, the hot-seat fuzz and a checker of what was really
# played, read them); the screen policy (match/screen.py) reads neither and imports nothing that
# works a rule out.
UI = PACKAGE / "ui"
STATE_READS = {"state", "_state"}
RECORD_READS = {"history", "journal"}
SCREEN_MAY_IMPORT = {"archipelago.engine.kinds", "archipelago.match.coach", "archipelago.i18n"}   # i18n: its words (issue 29)


def attribute_reads(source, names):
    """(line, attribute) of every `x.<name>` in `source` for a name in `names`."""
    return [(node.lineno, node.attr) for node in ast.walk(sources.parse(source))
            if isinstance(node, ast.Attribute) and node.attr in names]


def test_the_check_for_state_reads_is_not_void():
    src = "def f(game):\n    return game.match._state.round, game.match.state, m.history[-1]\n"
    assert sorted(attribute_reads(src, STATE_READS | RECORD_READS)) == [(2, "_state"), (2, "history"), (2, "state")]
    assert attribute_reads("view = m.view(None)\nr = m.round\n", STATE_READS | RECORD_READS) == []


def test_the_ui_never_reads_the_games_state():
    bad = []
    for path in sorted(UI.rglob("*.py")):
        bad += [f"{path.relative_to(ROOT)}:{line}: .{attr}"
                for line, attr in attribute_reads(path.read_text(encoding="utf-8"), STATE_READS | RECORD_READS)]
    assert not bad, "\n".join(bad)


def test_the_screen_policy_reads_only_what_the_authority_outputs():
    path = PACKAGE / "match" / "screen.py"
    assert attribute_reads(path.read_text(encoding="utf-8"), STATE_READS | RECORD_READS | {"_floor"}) == []
    assert internal(imports_of(path)) - {"archipelago", "archipelago.engine", "archipelago.match"} \
        == SCREEN_MAY_IMPORT


# --- the one interface (issue 36) --------------------------------------------------------------------
# The scenes reach a game only through match.session's interface, which a game joined at
# another computer offers too: from `archipelago.match` the UI imports only
# what such a screen has as well (the interface, the seats, the hot-seat screen policy, the
# Hint's worker, the replay of a finished game, the coach's tips and the standings), never
# the authority, the host, the followers; and it reads no `.match` or `.host` of anything.
UI_MAY_IMPORT_FROM_MATCH = {"archipelago.match", "archipelago.match.session", "archipelago.match.seats",
                            "archipelago.match.screen", "archipelago.match.runner", "archipelago.match.replay",
                            "archipelago.match.coach", "archipelago.match.goals"}
AUTHORITY_READS = {"match", "host"}


def ui_modules():
    return {name: path for name, path in MODULES.items() if name.startswith("archipelago.ui.")}


def test_the_check_for_reaching_around_the_interface_is_not_void():
    src = "def f(game):\n    return game.session.match.view(None), game.session.host.tick(0), game.session.view(0)\n"
    assert sorted(attribute_reads(src, AUTHORITY_READS)) == [(2, "host"), (2, "match")]
    tools = {m for p in TOOLS.rglob("*.py") for m in imports_of(p)}
    assert "archipelago.match.authority" in tools - UI_MAY_IMPORT_FROM_MATCH     # (the tools may: they host games)


@pytest.mark.slow
def test_the_scenes_reach_the_game_only_through_the_interface():
    bad = []
    for name, path in ui_modules().items():
        bad += [f"{name} imports {imp}" for imp in sorted(internal(imports_of(path)))
                if part(imp) == "match" and imp not in UI_MAY_IMPORT_FROM_MATCH]
        bad += [f"{path.relative_to(ROOT)}:{line}: .{attr}"
                for line, attr in attribute_reads(path.read_text(encoding="utf-8"), AUTHORITY_READS)]
    assert not bad, "\n".join(bad)


# --- the bots only where a seat is played (issue 40) ------------------------------------------------
# The table, the match, the network and the words ask the engine, never a bot's reading: no
# file under archipelago/ui, match or net, nor words, imports archipelago.bots, except the
# seats' controllers, the code that makes a bot play a seat (or the Hint's move).
BOT_CONTROLLERS = {
    "archipelago.match.authority": "the bot seat: Match.bot makes the bot that plays a seat",
    "archipelago.match.autoplay": "plays whole games with a bot in every seat",
    "archipelago.net.play": "a networked game's bot seats, played at the host",
    "archipelago.ui.scenes.hint": "the Hint runs HintBot for the person's seat",
}                   # (the developer's tools/, outside the game, play bot seats as they need)
NO_BOTS = ("archipelago.ui.", "archipelago.match.", "archipelago.net.", "archipelago.words")


def bot_importers(g):
    return sorted(f"{n} imports {d}" for n, deps in g.items()
                  if n.startswith(NO_BOTS) and n not in BOT_CONTROLLERS
                  for d in deps if part(d) == "bots")


def test_the_check_for_bot_imports_is_not_void():
    g = {"archipelago.match.goals": {"archipelago.bots.reading", "archipelago.engine.answers"},
         "archipelago.words": {"archipelago.bots"}, "archipelago.match.autoplay": {"archipelago.bots"},
         "archipelago.sim.run": {"archipelago.bots"}}
    assert bot_importers(g) == ["archipelago.match.goals imports archipelago.bots.reading",
                                "archipelago.words imports archipelago.bots"]


def test_only_the_seats_controllers_import_the_bots():
    assert bot_importers(graph()) == []
