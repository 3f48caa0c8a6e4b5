"""Screenshots of a game on several computers (issue 36), headless, through the real app
and synthetic clicks (scenes/script.Driver), every connection on 127.0.0.1:
docs/screenshots/net-*-<W>x<H>.png.

    python -m tools.shots.net [--out docs/screenshots] [--size 1600x900]

net-host-form: Title > Host a game, a seat for a person joining;
net-lobby: its lobby, the join code and the address, Bob joined, Dee still awaited;
net-join: Title > Join a game at another computer: the address, the code and your name, then
its seats, a free one to take (or two people here naming each);
net-away: the host's table after its line to the host came back: what happened while away;
net-presence: the host's table, the presence marks on the player panels (Dee away) and a
line of table talk in the log;
net-standin: Dee's computer dropped and the grace period passed: a bot plays for her (the
mark "bot for now"; the banner when her turn comes)."""
from __future__ import annotations

import os
import tempfile
import threading

from tools.shots import screenshot_args

HERE = "127.0.0.1"


def shots(out, size):
    import pygame

    from archipelago.net.play import BotSeats, drive
    from archipelago.net.remote import RemoteGame
    from archipelago.match.authority import Match, Seat
    from archipelago.match.seats import REMOTE
    from archipelago.net import protocol as p
    from archipelago.net.server import GameServer

    from archipelago.ui.app import App, Scene
    from archipelago.ui.scenes import Shell
    from tools.script import Driver
    from archipelago.ui.scenes.talk import standin
    from archipelago.ui.settings import Settings
    home = tempfile.mkdtemp(prefix="net-shots-")
    os.environ["ARCHIPELAGO_HOME"] = home
    app = App(size)
    pygame.event.clear()
    settings = Settings(speed="instant", host_port=0, grace=30.0)
    settings.coach = False
    shell = Shell(app, settings=settings, settings_folder=home)
    shell.title()
    app.running = True
    app.step(block=False)
    d = Driver(app, shell, seed=2)
    tag = f"{size[0]}x{size[1]}"
    made = []

    def shot(name):
        app.dirty = True
        app.draw()
        path = os.path.join(out, f"net-{name}-{tag}.png")
        pygame.image.save(app.screen, path)
        made.append(path)

    def joined(port, code, seats=None, watch=False):
        g = RemoteGame.join(shell.content, f"{HERE}:{port}", code, seats, watch)
        g.wait(lambda g: g.ready, 30.0)
        return BotSeats(g, "normal", 5)

    d.click("host")
    d.click("add")                              # Ann here, Bob and Dee joining, Cy a bot
    form = app.top
    form.seats[3]["kind"] = "remote"
    form.invalidate()
    shot("host-form")
    d.click("start")
    lobby = app.top
    game = lobby.game
    server = game.server
    server.grace = 1.0                          # (Dee's seat goes to a bot soon after she drops: the last shot)
    bob = joined(server.port, server.code, [1])
    d.wait(lambda: game.presence[1] == p.CONNECTED, 30.0)
    shot("lobby")

    dee = joined(server.port, server.code, [3])
    d.wait(lambda: lobby.widget("start").enabled, 30.0)
    d.click("start")
    table = shell.game
    d.play_along([bob, dee], lambda: game.round >= 2 and game.is_human(game.to_act), seconds=120)
    bob.game.say("Dee, 2 wood for your fish?")
    dee.game.say("Only for 3.")
    d.play_along([bob, dee], lambda: len(table.net.talk) >= 2, seconds=30, people_here=False)
    dee.game.close_line()                       # Dee's computer hangs up: away
    d.play_along([bob], lambda: game.presence[3] == p.AWAY, seconds=30, people_here=False)
    shot("presence")
    d.play_along([bob], lambda: standin(game, 3) and game.to_act == 0, seconds=120)
    shot("standin")
    game.kill_line()                            # the host's own screen loses its line a moment; the others play on
    seen = server.call(lambda m: len(m.history))
    wake = threading.Event()
    bob.game._client.wake = wake.set
    drive([bob], wake, lambda: server.call(lambda m: len(m.history)) > seen + 6 or server.call(lambda m: m.to_act) == 0,
          timeout=60)
    d.wait(lambda: app.top.__class__.__name__ == "MessageDialog", 30.0)
    shot("away")

    shell.title()                               # the hosted game ends
    for g in (bob.game, dee.game):
        g.close()

    # another computer's Join screen: a game hosted elsewhere (here: in this process), Eve joined
    match = Match.new(shell.content, [Seat(name, REMOTE) for name in ("Eve", "Finn", "Gus")], "short", seed=4)
    elsewhere = GameServer(match, bind=HERE, port=0).start()
    eve = joined(elsewhere.port, elsewhere.code, [0])
    d.click("join")
    d.click("address")
    d.key("delete")
    d.type(f"{HERE}:{elsewhere.port}")
    d.click("code")
    d.type(elsewhere.code)
    d.click("name")
    d.type("Finn")
    d.click("look")
    d.wait(lambda: app.top.stage == "seats", 30.0)
    shot("join")
    shell.reset(Scene(app))
    eve.game.close()
    elsewhere.stop()
    return made


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.net", argv)
    import pygame
    pygame.display.init()
    pygame.font.init()
    for path in shots(out, size):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
