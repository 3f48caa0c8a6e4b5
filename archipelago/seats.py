"""The seats of the table, typed once (issue 40): who may play a seat, the palette a seat
wears, and the names a new seat gets. Plain data, below everything that seats a player:
saves (the kinds and styles a save may hold), match (match/seats.py's Seat), net, sim and
the screens all read it here. The words for them are the screens' (catalogue messages).
"""

# Who plays a seat (issue 36): a person at this screen, a bot, or a person at another
# screen ("remote": the host shows no curtain for them and runs no bot for them). Stored
# in saves: never change a value.
HUMAN, BOT, REMOTE = "human", "bot", "remote"
KINDS = (HUMAN, BOT, REMOTE)

# The palette (UX.md): Okabe-Ito colours, colour-blind safe, and an emblem shape each, so
# that no seat is told by colour alone. A seat's style is an index into both.
COLOURS = ((0x00, 0x72, 0xB2), (0xE6, 0x9F, 0x00), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7), (0xD5, 0x5E, 0x00))
EMBLEMS = ("circle", "square", "triangle", "diamond", "star")
STYLES = len(COLOURS)

# The names a new seat gets (the new-game form, Learn to play, samples and simulations):
# the same in every language.
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")  # i18n: not shown (default seat names: names in every language)
