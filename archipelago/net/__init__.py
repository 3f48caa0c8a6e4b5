"""A game played on several screens (issue 36, ARCHITECTURE "Several screens"): the
transport between the authority on the host (archipelago/match) and the screens at other
computers. No pygame here, and the engine never imports it.

    protocol.py   the messages, their bounds, the hello, the refusals, the rate limit
    whitelist.py  the last check on every message the host sends
    server.py     GameServer: an asyncio loop in one background thread of the host
    joining.py    the hello answered, the welcome, the tokens kept beside the autosaves
    client.py     Client: the joining side's thread feeding a queue.Queue
    remote.py     RemoteGame: match.session.LocalGame's interface for a game joined elsewhere
    play.py       bots behind joined seats (the headless join, the tests, the bench)
    words.py      the refusals and the connection's troubles in the player's words
"""
