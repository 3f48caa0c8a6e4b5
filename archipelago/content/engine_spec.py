"""`archipelago.engine.spec` without the rest of the engine.

spec.py declares the vocabulary (primitives, counters, measures) the validator checks
against. `from archipelago.engine import spec` would first run the engine package's
__init__, which imports the whole engine (and could one day import content: a cycle). So
the module file is loaded on its own, under its usual name `archipelago.engine.spec`; the
engine finds it in sys.modules and shares the same module object, whichever comes first.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

NAME = "archipelago.engine.spec"


def _load() -> ModuleType:
    if NAME in sys.modules:
        return sys.modules[NAME]
    found = importlib.util.spec_from_file_location(
        NAME, Path(__file__).resolve().parents[1] / "engine" / "spec.py")
    module = importlib.util.module_from_spec(found)
    sys.modules[NAME] = module
    try:
        found.loader.exec_module(module)
    except BaseException:
        del sys.modules[NAME]
        raise
    parent = sys.modules.get("archipelago.engine")
    if parent is not None:
        setattr(parent, "spec", module)
    return module


spec = _load()
