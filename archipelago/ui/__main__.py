"""`python -m archipelago.ui`: the desktop game, the same as main.py (--help for options).
The table demo of the first UI issue remains as `python -m archipelago.ui.tools.table`."""
import sys

from .cli import main

sys.exit(main())
