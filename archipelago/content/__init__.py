"""Content: data/*.yaml loaded, validated and frozen for the engine (ARCHITECTURE.md).

    from archipelago.content import load_content, ContentError
    content = load_content()            # <repo>/data
    content = load_content("some/dir")  # a folder with rules.yaml, cards.yaml, tiles.yaml

`python -m archipelago.content [--data DIR]` validates a data folder from the command line.
"""
from .loader import load_content
from .model import Area, Card, Content, Event, Face, Hex, Objective, Trend
from .report import ContentError

__all__ = ["Area", "Card", "Content", "ContentError", "Event", "Face", "Hex", "Objective",
           "Trend", "load_content"]
