"""Every decision of `legal_actions` by mouse on the table (no pixels: ../render/decisions.py
paints the panel, popups and glow that `core` specifies).

core.py     the mapping: view + legal actions + a small local state -> clickable controls
            (targets on the table, the decision panel, popups), each submitting one legal
            action or moving the local state (select a unit, open a popup, turn a ghost hex)
registry.py the handler of each frame kind (`@handles(kind)`)
frames/     the handlers, one module per engine area (turn, setup, rounds, crises, trades,
            effects); imported here so that every handler is registered
facts.py    prices, costs, control and the reasons why something cannot be clicked now
labels.py   actions as words
outcomes.py what a legal action promises (the engine's preview), in the table's terms
hint_words.py the Hint's move and why, in the table's words
geometry.py where the targets are on screen (the renderer's hit regions, map areas, spots)
path.py     click_path(scene, action): the clicks that submit exactly that action
"""
from . import frames
from .core import Control, Interaction, Local, Spec
from .path import click_path, click_plan

__all__ = ["Control", "Interaction", "Local", "Spec", "click_path", "click_plan", "frames"]
