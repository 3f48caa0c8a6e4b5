"""`python -m archipelago.ui`: the desktop game, the same as main.py (--help for options).
The table demo of the first UI issue remains as archipelago.ui.app.main."""
import sys

from .scenes.run import main

sys.exit(main())
