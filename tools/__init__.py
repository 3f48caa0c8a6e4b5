"""Developer commands run from the repository folder (`python -m tools.<name>`, --help for
options); nothing under archipelago/ imports them (tests/test_layers.py), so the game a player
installs carries no test driver, screenshot maker or audit. Babel, which some of them use, is
a development requirement.

catalog.py      the message catalogue: extract, update, compile, check (issue 29)
net_secrets.py  random networked games on 127.0.0.1, every message checked for secrets (issue 36)
script.py       the scripted driver (Driver: clicks and keys through the real app, for tests) and
                `python -m tools.script --script FILE [main.py's options]`: the game played by a script
harness.py      the real game headless, with one person's seat, for the tools below
table_demo.py   the table of a bot game in a window, played by mouse (no game shell)
hotseat_fuzz.py random hot-seat games through the real app, every frame judged, old saves loaded,
                games played to their end and tried again, streams of clicks after hand-offs
shots/          the screenshot makers (docs/screenshots/)
audit/          the text checker and the audits of what the player sees (bench/text_audit.py,
                bench/seen_audit.py)
"""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")      # (as archipelago.ui sets it: no banner)
