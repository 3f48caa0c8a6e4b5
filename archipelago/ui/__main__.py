"""`python -m archipelago.ui`: open the table on a bot game (see app.main)."""
import sys

from .app import main

sys.exit(main())
