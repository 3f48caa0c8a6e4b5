"""The game's source parsed once per test process (issue 40): seven checks read every module
of the game as a syntax tree (the layers, the rule copies, the facts typed once, the English
literals, the rule numbers, the English edition's words), and each parsed them again."""
from __future__ import annotations

import ast
import functools


def parse(source: str, name: str = "<unknown>") -> ast.Module:
    """ast.parse(source, name), kept per source text. The tree is shared by every caller:
    read it, never change it (`name` only names the file in a syntax error)."""
    try:
        return _parsed(source)
    except SyntaxError:
        return ast.parse(source, name)


@functools.lru_cache(maxsize=None)
def _parsed(source):
    return ast.parse(source)
