"""Every decision of `legal_actions` by mouse on the table.

core.py     the mapping: view + legal actions + a small local state -> clickable controls
            (targets on the table, the decision panel, popups), each submitting one legal
            action or moving the local state (select a unit, open a popup, turn a ghost hex)
facts.py    prices, costs, control and the reasons why something cannot be clicked now
labels.py   actions as words
geometry.py where the targets are on screen (the renderer's hit regions, map areas, spots)
draw.py     the panel, popups and the glow/dim overlay
path.py     click_path(scene, action): the clicks that submit exactly that action
"""
from .core import Control, Interaction, Local, Spec
from .path import click_path, click_plan

__all__ = ["Control", "Interaction", "Local", "Spec", "click_path", "click_plan"]
