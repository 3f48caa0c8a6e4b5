"""The frame handlers by frame kind: `@handles("harvest")` registers a function
(interaction, local state) -> Spec as the handler of the engine's "harvest" frames.
Kinds without a handler get core.generic (a panel with a button per legal action).
`@shows("reveal")` registers what every other viewer's table shows while a seat decides
a frame whose content the rules show to everyone (issue 38: the Researcher's cards).
`@follows(name)` registers the steps a multi-step click takes after its first action."""
from __future__ import annotations

HANDLERS = {}
SHOWN = {}          # kind -> fn(interaction, local state) -> Spec without controls, for the other viewers
FOLLOWERS = {}      # name -> fn(interaction, *args) -> the next action of a multi-step click, or None


def _registrar(table, what, key):
    def register(fn):
        if key in table:
            raise ValueError(f"two {what} {key!r}")
        table[key] = fn
        return fn
    return register


def handles(kind):
    return _registrar(HANDLERS, "handlers for the frame kind", kind)  # i18n: not shown (a developer error)


def shows(kind):
    return _registrar(SHOWN, "shown frames of the kind", kind)  # i18n: not shown (a developer error)


def follows(name):
    """`@follows("stand")` registers what a click does after its action (Control.then): a
    function (interaction, *args) -> the next legal action, or None when the task is done
    (issue 26: a crisis cube with every citizen it stands up, in one click)."""
    return _registrar(FOLLOWERS, "followers named", name)  # i18n: not shown (a developer error)
