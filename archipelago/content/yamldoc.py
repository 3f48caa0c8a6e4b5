"""Safe YAML reading: plain data only, with the node tree kept to find error lines.

The file is composed into nodes by the (C, when available) safe parser, then turned into
plain dicts, lists and scalars here. Only the core tags are accepted: any other tag
(`!!python/object/apply:...`, `!custom`, timestamps, sets) is reported as an error, never
constructed. Duplicate mapping keys and recursive aliases are errors too.

Before the parser composes a file, its size and nesting depth are bounded (`shape_error`):
libyaml's composer recurses in C and would crash the process on a deeply nested file.
"""
from __future__ import annotations

from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from yaml.tokens import (BlockEndToken, BlockMappingStartToken, BlockSequenceStartToken,
                         FlowMappingEndToken, FlowMappingStartToken, FlowSequenceEndToken,
                         FlowSequenceStartToken)

from .report import Path, Report
from .schema import label

try:
    LOADER: type = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml
    LOADER = yaml.SafeLoader

_CORE = "tag:yaml.org,2002:"
_SCALARS = {_CORE + name: SafeConstructor.yaml_constructors[_CORE + name]
            for name in ("null", "bool", "int", "float", "str")}
_SEQ, _MAP = _CORE + "seq", _CORE + "map"

MAX_BYTES = 1 << 20   # a data file larger than 1 MiB is refused unread
MAX_DEPTH = 32        # lists and mappings nested deeper than this are refused (data: 8)
_OPENS = (BlockMappingStartToken, BlockSequenceStartToken, FlowMappingStartToken,
          FlowSequenceStartToken)
_CLOSES = (BlockEndToken, FlowMappingEndToken, FlowSequenceEndToken)


def shape_error(raw: bytes) -> tuple[str, int | None] | None:
    """(message, line) if the file is too large or nested too deep to compose safely.

    Only the scanner runs here (no recursion), and it stops at the first level too deep."""
    if len(raw) > MAX_BYTES:
        return f"the file is {len(raw):,} bytes; a data file may have at most {MAX_BYTES:,}", None
    depth = 0
    try:
        for token in yaml.scan(raw, Loader=LOADER):
            if isinstance(token, _OPENS):
                depth += 1
                if depth > MAX_DEPTH:
                    return (f"lists and mappings are nested more than {MAX_DEPTH} deep",
                            token.start_mark.line + 1)
            elif isinstance(token, _CLOSES):
                depth -= 1
    except yaml.YAMLError:
        return None  # the parser reports it with its line
    return None


def parse(file: str, raw: bytes, report: Report) -> tuple[Node | None, Any, bool]:
    """Parse one file: (root node or None, data, ok). Problems go to `report`."""
    shape = shape_error(raw)
    if shape is not None:
        report.add(file, None, (), (), shape[0], line=shape[1])
        return None, None, False
    try:
        node = yaml.compose(raw, Loader=LOADER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = ": ".join(part for part in (exc.context, exc.problem) if part)
        report.add(file, None, (), (), f"invalid YAML: {problem}",
                   line=mark.line + 1 if mark else None)
        return None, None, False
    except yaml.YAMLError as exc:  # e.g. bytes that are not UTF-8 text
        report.add(file, None, (), (), f"invalid YAML: {exc}")
        return None, None, False
    if node is None:
        report.add(file, None, (), (), "the file is empty")
        return None, None, False
    builder = _Builder()
    data = builder.build(node, ())
    for path, message, line in builder.problems:
        label, shown = locate(data, path)
        report.add(file, label, path, shown, message, line=line)
    return node, data, not builder.problems


def locate(data: Any, path: Path) -> tuple[str | None, Path]:
    """The entry holding `path` and the rest of the path: ('evolution_cards A05', ...) for
    an item of a top-level list, ('track', ...) for a top-level section."""
    if not path or not isinstance(path[0], str) or not isinstance(data, dict):
        return None, path
    section = data.get(path[0])
    if len(path) > 1 and isinstance(section, list) and isinstance(path[1], int):
        return label(path[0], section[path[1]], path[1]), path[2:]
    return path[0], path[1:]


def line_of(root: Node, path: Path) -> int:
    """The line (1-based) of the deepest node of `path` that exists under `root`.

    Inside a mapping, a field's line is its key's line; a missing key gives its parent's.
    """
    node, line = root, root.start_mark.line + 1
    for part in path:
        if isinstance(node, MappingNode):
            for key, value in node.value:
                if isinstance(key, ScalarNode) and key.value == part:
                    node, line = value, key.start_mark.line + 1
                    break
            else:
                break
        elif isinstance(node, SequenceNode) and isinstance(part, int) \
                and 0 <= part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line


def _tag(tag: str) -> str:
    return "!!" + tag[len(_CORE):] if tag.startswith(_CORE) else tag


class _Builder:
    """Nodes -> plain data; a bad node becomes None and is listed in `problems`.

    An alias yields the object built for its anchor.
    """

    def __init__(self) -> None:
        self.problems: list[tuple[Path, str, int]] = []  # (path, message, line)
        self.constructor = SafeConstructor()
        self.built: dict[int, Any] = {}
        self.active: set[int] = set()

    def error(self, node: Node, path: Path, message: str) -> None:
        self.problems.append((path, message, node.start_mark.line + 1))

    def build(self, node: Node, path: Path) -> Any:
        key = id(node)
        if key in self.built:
            return self.built[key]
        if key in self.active:
            self.error(node, path, "an alias refers to a node that contains it")
            return None
        self.active.add(key)
        value = self._build(node, path)
        self.active.discard(key)
        self.built[key] = value
        return value

    def _build(self, node: Node, path: Path) -> Any:
        if isinstance(node, ScalarNode) and node.tag in _SCALARS:
            return _SCALARS[node.tag](self.constructor, node)
        if isinstance(node, SequenceNode) and node.tag == _SEQ:
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        if isinstance(node, MappingNode) and node.tag == _MAP:
            return self._mapping(node, path)
        self.error(node, path, f"unsupported YAML tag {_tag(node.tag)!r}: only plain strings, "
                               "numbers, booleans, null, lists and mappings are allowed")
        return None

    def _mapping(self, node: MappingNode, path: Path) -> dict:
        data: dict = {}
        lines: dict = {}
        for key_node, value_node in node.value:
            if not (isinstance(key_node, ScalarNode) and key_node.tag in _SCALARS):
                self.error(key_node, path, "a mapping key must be a plain scalar, got "
                                           f"{_tag(key_node.tag)!r}")
                continue
            key = _SCALARS[key_node.tag](self.constructor, key_node)
            if key in lines:
                self.error(key_node, path + (str(key),),
                           f"duplicate key {key!r} (first at line {lines[key]})")
                continue
            lines[key] = key_node.start_mark.line + 1
            data[key] = self.build(value_node, path + (key,))
        return data
