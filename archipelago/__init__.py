"""Archipelago, the desktop game: rules engine, content, bots, simulator and table."""
