"""Headless batch runner: `python -m archipelago.sim ...` (speed, balance, fuzz).

The Python API (used by the tests and the benches) lives in `runner`; the text of the
summary and the balance report in `report`."""

from .report import balance, balance_text, summary_table
from .runner import (
           GameRecord,
           GameSpec,
           make_specs,
           play_game,
           run,
           spec_for_replay,
           summarize,
)

__all__ = [
           "GameRecord",
           "GameSpec",
           "balance",
           "balance_text",
           "make_specs",
           "play_game",
           "run",
           "spec_for_replay",
           "summarize",
           "summary_table",
]
