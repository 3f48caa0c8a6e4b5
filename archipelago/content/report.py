"""Error collection for content validation.

Every problem of every data file is collected, never raised one at a time. An error is
shown as `file: entry (line N): field.path: message`, e.g.
`cards.yaml: evolution_cards A05 (line 61): effects[0].max: expected an integer >= 1, got 'x'`.
The line is looked up in the YAML node tree only when an error is rendered.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

Path = tuple  # keys (str) and list indexes (int) from a document's root


class ContentError(Exception):
    """Bad data in data/*.yaml. `.errors` lists every problem found, one string each."""

    def __init__(self, errors: list[str]):
        self.errors = list(errors)
        super().__init__("\n".join(self.errors))


def format_path(path: Path) -> str:
    """('effects', 0, 'max') -> 'effects[0].max'."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


@dataclass(frozen=True, slots=True)
class _Item:
    file: str
    label: str | None  # the entry, e.g. "evolution_cards A05"; None for file-level errors
    where: Path        # full path from the document root, to find the line
    shown: Path        # the part of the path printed after the label
    message: str
    line: int | None


class Report:
    """The growing list of errors of one load."""

    def __init__(self) -> None:
        self._items: list[_Item] = []

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def add(self, file: str, label: str | None, where: Path, shown: Path, message: str,
            line: int | None = None) -> None:
        self._items.append(_Item(file, label, tuple(where), tuple(shown), message, line))

    def render(self, line_of: Callable[[str, Path], int | None]) -> list[str]:
        """Format every error, file by file in reading order, each file top to bottom.

        `line_of(file, path)` finds the line of an error that has none yet.
        """
        files = list(dict.fromkeys(item.file for item in self._items))
        rows = []
        for item in self._items:
            line = item.line if item.line is not None else line_of(item.file, item.where)
            head = item.file if item.label is None else f"{item.file}: {item.label}"
            if line is not None:
                head += f" (line {line})"
            shown = format_path(item.shown)
            text = f"{head}: {shown}: {item.message}" if shown else f"{head}: {item.message}"
            rows.append((files.index(item.file), line or 0, text))
        return [text for *_, text in sorted(rows, key=lambda row: row[:2])]


@dataclass(frozen=True, slots=True)
class Scope:
    """Where checks are reporting: a file, an entry in it, and the vocabulary known so far.

    `base` is the entry's path from the document root; checkers pass paths relative to it.
    """

    report: Report
    file: str
    label: str | None
    base: Path
    vocab: Any

    def error(self, path: Path, message: str) -> None:
        self.report.add(self.file, self.label, self.base + tuple(path), path, message)

    def entry(self, path: Path, label: str) -> "Scope":
        """The scope of an entry (a card, a hex, a rules section) found at `path`."""
        return Scope(self.report, self.file, label, self.base + tuple(path), self.vocab)
