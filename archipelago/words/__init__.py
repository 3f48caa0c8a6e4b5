"""The game in words (issue 40: a package, one module per job; this commit only moves the
module: the next cuts it up)."""
from archipelago.words.log import *  # noqa: F401,F403
