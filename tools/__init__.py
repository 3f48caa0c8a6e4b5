"""Developer commands run from the repository folder (`python -m tools.<name>`); never
imported by the game (Babel, which some of them use, is a development requirement)."""
