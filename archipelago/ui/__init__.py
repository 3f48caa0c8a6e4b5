"""The desktop table (pygame-ce, pytmx): the only package that imports pygame or pytmx.

Entry points: `python -m archipelago.ui` (the app); developer tools (screenshots, the
table demo) in tools/. See app.py for the scene stack and input.py for the input translator.
"""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
