"""Developer tools on the top floor: nothing in archipelago imports them. Each runs as
`python -m archipelago.ui.tools.<name>`:

table.py           the table of a bot game in a window (the first UI issue's demo)
"""
