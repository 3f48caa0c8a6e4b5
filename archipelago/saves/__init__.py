"""Saved games: versioned JSON files in the user's data folder, written atomically.

paths.py: the data and saves folders per OS; fileio.py: atomic writes, autosave rotation,
listing; format.py: what a save holds, reading and loading it, the upgrade chain. Callers
import the submodules."""
