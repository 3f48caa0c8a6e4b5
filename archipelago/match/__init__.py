"""One game's control, without pygame: the authority over a game (authority.py: the state,
seats, apply, undo to information barriers, saves, bots; its outputs are per-seat views,
moves and log entries), the hot-seat screen policy over it (screen.py: curtains, who may
see what, reveals), the bots' worker thread, and headless auto-play and sample states for
tools and tests. Callers import the modules."""
