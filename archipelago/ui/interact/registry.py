"""The frame handlers by frame kind: `@handles("harvest")` registers a function
(interaction, local state) -> Spec as the handler of the engine's "harvest" frames.
Kinds without a handler get core.generic (a panel with a button per legal action)."""
from __future__ import annotations

HANDLERS = {}


def handles(kind):
    def register(handler):
        if kind in HANDLERS:
            raise ValueError(f"two handlers for the frame kind {kind!r}")
        HANDLERS[kind] = handler
        return handler
    return register
