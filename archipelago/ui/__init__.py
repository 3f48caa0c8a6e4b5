"""The desktop table (pygame-ce, pytmx): the only package that imports pygame or pytmx.

Entry points: `python -m archipelago.ui` (the app), `python -m archipelago.ui.snapshot`
(headless PNG of a table). See app.py for the scene stack and input.py for the input translator.
"""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
