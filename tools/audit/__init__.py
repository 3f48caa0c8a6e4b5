"""Audits of what the player sees, run by bench/ scripts and by tests:

textcheck.py    the text checker: sizes, clipped and overlapping texts of a frame
text_scenes.py  the scenes bench/text_audit.py checks (tables, every card, decisions, the Hint, F1)
seen.py         what the table says against what the engine then does (bench/seen_audit.py)
privacy.py      PrivacyWatch: every drawn frame judged by the hot-seat rule (tests, the hot-seat fuzz)
"""
