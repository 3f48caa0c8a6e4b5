"""Raw engine names outside the engine (issue 27): string literals equal to a name spelled
in archipelago/engine/kinds.py that stand in a comparison (==, !=, in, not in; alone or in
a tuple, list or set) in archipelago/ui, match, bots, sim, saves and words.py. Code outside
the engine compares with the names from kinds.py instead.

    python bench/raw_kinds.py [--files] [--list]

Prints the count per file with --files, every place with --list, and as its last line
`raw kind comparisons: N`.
"""
import argparse
import ast
import collections
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "archipelago"
PARTS = ("ui", "match", "bots", "sim", "saves")


def kind_names():
    """Every string value a name of engine/kinds.py spells."""
    tree = ast.parse((PACKAGE / "engine" / "kinds.py").read_text(encoding="utf-8"))
    return {n.value.value for n in ast.walk(tree)
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant)
            and isinstance(n.value.value, str)}


def literals(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def files():
    out = [p for d in PARTS for p in sorted((PACKAGE / d).rglob("*.py"))]
    return out + [PACKAGE / "words.py"]


def raw_comparisons(names=None):
    """[(path, line, literal)] of every raw engine name in a comparison."""
    names = kind_names() if names is None else names
    found = []
    for path in files():
        if not path.exists():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                for side in (node.left, *node.comparators):
                    found += [(path, node.lineno, v) for v in literals(side) if v in names]
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", action="store_true", help="the count per file")
    ap.add_argument("--list", action="store_true", help="every place")
    args = ap.parse_args()
    found = raw_comparisons()
    if args.files:
        for path, k in collections.Counter(p for p, _, _ in found).most_common():
            print(f"{k:5d}  {path.relative_to(ROOT)}")
    if args.list:
        for path, line, v in found:
            print(f"{path.relative_to(ROOT)}:{line}: {v!r}")
    print(f"raw kind comparisons: {len(found)}")


if __name__ == "__main__":
    main()
