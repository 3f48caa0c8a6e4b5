"""`python -m archipelago.ui`: the desktop game, the same as main.py (--help for options).
The developer's tools (the table demo, screenshots, audits) are the repository's tools/."""
import sys

from .cli import main

sys.exit(main())
