"""The game shell's scenes (the table itself is ../table/scene.py: TableScene):

shell.py     Shell: moves between the scenes; owns content, settings and the current game
title.py     the title screen (Continue, Learn to play, New game, Host, Join, Load, Settings, Rules, Quit)
newgame.py   2-5 seats: name, colour + emblem, person or bot (level); length; seed
host.py      Host a game: the form (people here, joining, bots), the lobby (address, code, who joined)
join.py      Join a game: the host's address and code, a free seat or watch; rejoin (Continue)
talk.py      on several screens: presence marks on the player panels, the table-talk line
game.py      GameScene: the match (match/authority.py) and its hot-seat screen
             (match/screen.py) driving the TableScene; bots paced
coach_tip.py a coach tip of a Learn to play game (match/coach.py decides which)
hint.py      the Hint button and key H: the normal bot's move for the person deciding
curtain.py   "Pass to <name>" (public facts only) and the reveal of a met objective
menu.py      the in-game menu (save, load, settings, rules, quit)
load.py      the list of saves; bad files refused with a message (dialog.py)
settings_scene.py, rules.py, gameover.py   settings, rules reference (F1), score table
form.py      FormScene, Notice, Deliberate: the base scenes made of widgets (../widgets.py)
"""
from .shell import Shell

__all__ = ["Shell"]
