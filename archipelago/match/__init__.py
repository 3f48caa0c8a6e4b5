"""One game's control, without pygame: the authority over a game (authority.py: the state,
seats, apply with the check of who may act, undo to information barriers as a logged
rewind, saves, bots; its outputs are per-seat views, moves and log entries), what it tells
the screens (journal.py: moves, rewinds, the log in words; follower.py: a screen following
it for its seats, numbered messages; wire.py: those messages as JSON text; mirror.py: what
a screen at another computer keeps of them), the host (host.py: the bots' pacing and the
autosaves), the one interface every screen talks to (session.py), the seats (seats.py),
the hot-seat screen policy (screen.py: curtains, who may see what, reveals), the bots'
worker thread, and headless auto-play and sample states for tools and tests. Callers
import the modules."""
