"""Screenshots of the interactive table (docs/screenshots/interact-*.png), headless.

    python -m tools.shots.interact --out docs/screenshots [--size 1600x900]

Seeded bot games (the UI's random policy, which also trades now and then) are played
until a decision of each kind; the deciding seat's table is drawn with a local state
(a selected unit, an open popup, a raised bid) and, for some, the mouse resting on a
target so its tooltip shows."""
from __future__ import annotations

import sys
import time

from tools.shots import screenshot_args
from archipelago.engine.kinds import ASK, BUILD, COMPOSE, GIVE, MOVE, OFFER, SEND, TURN, TX


def _policy(seed):
    from archipelago import engine

    from archipelago.match.autoplay import RandomPolicy

    class Trading(RandomPolicy):
        def choose(self, state):
            legal = sorted(engine.legal_actions(state), key=repr)
            top = state.frames[-1]["k"]
            if top == COMPOSE:
                adds = [a for a in legal if a.kind in (GIVE, ASK)]
                if adds and len(state.frames[-1]["give"]) + len(state.frames[-1]["get"]) < 2:
                    return self.rng.choice(adds)
                return next((a for a in legal if a.kind == SEND), legal[-1])
            offers = [a for a in legal if a.kind == OFFER]
            if offers and top == TURN and state.round >= 2 and self.rng.random() < 0.2:
                return self.rng.choice(offers)
            return super().choose(state)
    return Trading(seed)


def reach(content, n, seed, pred, steps=20000, length="short"):
    """A bot game played until pred(state) (or None); its public log worded as the game words
    it (match.LogBook: causes and card names in the language spoken now)."""
    from archipelago import engine
    from archipelago.history import apply_recorded

    from archipelago.match.authority import LogBook
    from archipelago.match.samples import NAMES
    state = engine.new_game(content, NAMES[:n], length, seed=seed)
    pol = _policy(seed)
    book = LogBook(content, state.cfg["names"], None)
    for i in range(steps):
        if engine.result(state) is not None:
            return None, None
        if pred(state):
            return state, list(book.entries)
        book.add(apply_recorded(state, pol.choose(state), i))
    return None, None


def render(content, state, entries, out, size, local=None, hover=None, busy=False):
    """Draw the deciding seat's table (with `local` and the mouse at `hover`) to a PNG;
    `busy`: drawn for the next seat while a bot (the deciding seat) thinks."""
    import pygame

    from archipelago import engine

    from archipelago.ui.app import App
    from archipelago.ui.input import Intent
    from archipelago.ui.table.scene import TableScene
    from archipelago.ui.interact import click_path
    app = App(size)
    seat = engine.to_act(state)
    if busy:
        seat = (seat + 1) % state.cfg["n"]
    scene = TableScene(app, content, engine.view(state, seat), entries, submit=lambda a: None,
                       on_undo=lambda: None, on_menu=lambda: None)
    app.push(scene)
    scene.set_undo_enabled(True)
    if local is not None:
        scene.local = local(scene) if callable(local) else local
    scene.set_busy(busy)
    app.draw()
    if hover is not None:
        pos = hover(scene) if callable(hover) else hover
        if isinstance(pos, engine.Action):
            pos = click_path(scene, pos)[-1]
        if pos is not None:
            app.dispatch(Intent("hover", pos=pos))
            scene.hover_since = time.monotonic() - 1.0
            scene.update(0.02)
            scene.preview = False
    app.draw()
    pygame.image.save(app.screen, str(out))
    return scene


def _disabled_point(kind):
    """The hover position on the first dimmed target of a kind ("space", "owned", ...)."""
    def find(scene):
        lay = scene.layout()
        for key, c in lay.spec.targets.items():
            if key[0] == kind and not c.enabled:
                for p in lay.geo.candidates(key, 40):
                    got = scene.control_at(p, enabled_only=False)
                    if got is not None and got.id == c.id:
                        return p
        return None
    return find


def main(argv=None):
    out, size = screenshot_args("python -m tools.shots.interact", argv)
    from pathlib import Path

    from archipelago import engine
    from archipelago.content import load_content

    from archipelago.ui.interact.core import Local
    content = load_content()
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)

    def top(kind, **kw):
        def pred(s):
            f = s.frames[-1]
            return f["k"] == kind and all(f.get(k) == v if not callable(v) else v(f.get(k), s)
                                          for k, v in kw.items())
        return pred

    def first(kind):
        return lambda scene: next(x for x in engine.legal_actions(scene_state[0]) if x.kind == kind)

    scene_state = [None]
    jobs = [
        ("interact-turn", 4, 3, lambda s: top("turn")(s) and s.round >= 2 and s.players[s.frames[-1]["seat"]]["florins"] <= 3,
         None, _disabled_point("space")),
        ("interact-migration", 4, 1, lambda s: top("migrate")(s) and s.round >= 2,
         lambda sc: Local(sel=next(x for x in engine.legal_actions(scene_state[0]) if x.kind == MOVE).args[0]),
         lambda sc: next(x for x in engine.legal_actions(scene_state[0]) if x.kind == MOVE)),
        ("interact-build-popup", 4, 1, lambda s: top("build")(s) and s.round >= 2,
         lambda sc: _build_popup(scene_state[0]), None),
        ("interact-exploration", 4, 1, lambda s: top("explore_pick", stage="place")(s) and s.round >= 2, None, None),
        ("interact-round0-hand", 3, 2, lambda s: top("r0_place", stage="pick")(s) and len(s.hexes) > 1, None, None),
        ("interact-bid", 4, 1, lambda s: top("bids")(s) and s.round >= 2 and s.frames[-1]["i"] >= 1
         and s.players[s.frames[-1]["seat"]]["florins"] >= 5,
         Local(value=3), None),
        ("interact-crisis", 4, 1, lambda s: top("dcrisis", owed=0)(s) and s.round >= 2, None, None),
        ("interact-crisis-standup", 4, 1, lambda s: top("dcrisis", owed=lambda v, s: v > 0)(s), None, None),
        ("interact-market-popup", 4, 1, lambda s: top("market")(s) and s.round >= 2,
         lambda sc: _market_popup(scene_state[0]), None),
        ("interact-trade-offer", 3, 4, lambda s: top("compose")(s) and len(s.frames[-1]["give"]) >= 1, None, None),
        ("interact-evolution", 4, 1, lambda s: top("p6_step")(s) and s.round >= 2, None, _disabled_point("slot")),
        ("interact-busy", 4, 1, lambda s: top("turn")(s) and s.round >= 2, None, None),
    ]
    for name, n, seed, pred, local, hover in jobs:
        state = entries = None
        for sd in range(seed, seed + 40):
            state, entries = reach(content, n, sd, pred)
            if state is not None:
                break
        if state is None:
            print(f"{name}: no game reached it", file=sys.stderr)
            continue
        scene_state[0] = state
        path = out / f"{name}.png"
        render(content, state, entries, path, size, local, hover, busy=name == "interact-busy")
        print(f"{path}: round {state.round}, {state.frames[-1]['k']}")
    return 0


def _build_popup(state):
    from archipelago import engine

    from archipelago.ui.interact.core import Local
    a = next(x for x in engine.legal_actions(state) if x.kind == BUILD)
    return Local(popup=("area", state.units[a.args[1]][0], a.args[2]))


def _market_popup(state):
    from archipelago import engine

    from archipelago.ui.interact.core import Local
    a = next(x for x in engine.legal_actions(state) if x.kind == TX)
    return Local(popup=("market", a.args[0], a.args[2]))


if __name__ == "__main__":
    sys.exit(main())
