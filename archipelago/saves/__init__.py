"""Saved games: versioned JSON files in the user's data folder, written atomically.

paths.py: the data and saves folders per OS; fileio.py: atomic writes, autosave rotation,
listing, safe reading (regular files of a bounded size, never blocking), clearing the
temp files of interrupted writes; format.py: what a save holds, parsing it (nesting
bounded), the upgrade chain; check.py: every load validated (the stored state checked,
the action log replayed to it) or refused with a SaveError; seen.py: the reveals of secret
entries each game's table has seen (seen.json beside the saves folder), so that loading a
save from before one asks first. Callers import the submodules."""
