"""One game's control, without pygame: the session (seats, hand-offs, undo to information
barriers), the history (barriers, records, the one replay), the bots' worker thread, and
headless auto-play and sample states for tools and tests. Callers import the modules."""
