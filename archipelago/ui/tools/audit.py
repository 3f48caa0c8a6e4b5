"""The scenes of the text audit (bench/text_audit.py, issues 14 and 26), each drawn under
the text checker (textcheck.py) at one window size and UI scale:

    for name, report, screen in audit(content, (1600, 900), 1.3, players=(2, 5)):
        report.clipped, report.overlaps, report.covered     # screen: the frame checked

- tables: for each player count an early table (round 2: full explorer piles, a tall hex
  stack, two-digit counts) and a late one (round 8), the acting seat's private view;
- cards: every evolution card on the track (five at a time) with, on the deck top, every
  card's balance side in turn (crises with and without red parts, every event);
- decisions: the first decision of each kind in seeded games (the screenshot tools'
  policy, which also trades), with its first popup opened;
- the hint: a person's table with the Hint shown (its box wraps the whole line).

`kinds` picks some of "tables", "cards", "decisions", "hint" (all by default).
"""
from __future__ import annotations

KINDS = ("tables", "cards", "decisions", "hint")


def audit(content, size, scale, players=(2, 3, 4, 5), kinds=KINDS):
    """(name, report, the window drawn) of every scene of `kinds`."""
    if "tables" in kinds:
        yield from tables(content, size, scale, players)
    if "cards" in kinds:
        yield from cards(content, size, scale)
    if "decisions" in kinds:
        yield from decisions(content, size, scale)
    if "hint" in kinds:
        yield from hint(content, size, scale)


def tables(content, size, scale, players):
    from archipelago import engine
    from archipelago.match import samples
    from .textcheck import table_report
    for n in players:
        for label, state in ((f"{n} players, round 2", samples.game(n, 2, seed=1, length="long")),
                             (f"{n} players, round 8", samples.late_game(n)[0])):
            report, scene = table_report(content, engine.view(state, engine.to_act(state)), size, scale)
            yield f"{label} ({state.round} {state.phase})", report, scene.app.screen


def cards(content, size, scale):
    """Every card on the track, every balance side on the deck top."""
    from archipelago import engine
    from archipelago.match import samples
    from .textcheck import table_report
    base = samples.game(4, 2, seed=1, length="long")
    ids = sorted(content.cards)
    for i, top in enumerate(ids):
        state = engine.copy_state(base)
        page = [ids[(5 * i + k) % len(ids)] for k in range(5)] if 5 * i < len(ids) else None
        pool = [c for c in ids if c != top and (page is None or c not in page)]
        state.owner = {}
        state.used_cards, state.acquired, state.built, state.card_discs = {}, {}, {}, {}
        if page is not None:
            state.slots = [(c, k % 3) for k, c in enumerate(page)]
        else:
            state.slots = [(c, 0) for c in pool[:5]]
            pool = pool[5:]
        state.deck = [c for c in pool if c not in [s[0] for s in state.slots]] + [top]
        state.discard = []
        engine.touched(state)
        report, scene = table_report(content, engine.view(state, engine.to_act(state)), size, scale)
        yield f"cards: track {', '.join(s[0] for s in state.slots)}; deck top {top}", report, scene.app.screen


def decisions(content, size, scale):
    """The first decision of each kind in seeded games, and its first popup."""
    from archipelago import engine
    from archipelago.match import samples

    from ..app import App
    from ..table.scene import TableScene
    from .interact_shots import _policy
    from .textcheck import TextCheck
    found = set()
    for n, seed in ((2, 1), (4, 1), (5, 1), (4, 3), (2, 4), (3, 7)):
        state = engine.new_game(content, samples.NAMES[:n], "short", seed=seed)
        policy = _policy(seed)
        for _ in range(1500):
            if engine.result(state) is not None:
                break
            kind = state.frames[-1]["k"] if state.frames else None
            if kind and kind not in found:
                found.add(kind)
                with TextCheck() as tc:
                    app = App(size)
                    scene = TableScene(app, content, engine.view(state, engine.to_act(state)), [],
                                       submit=lambda a: None)
                    scene.set_ui_scale(scale)
                    app.push(scene)
                    yield f"decision: {kind} ({n} players, seed {seed})", tc.frame(app), app.screen
                    opener = next((c for c in scene.layout().spec.targets.values() if c.enabled and c.to), None)
                    if opener is not None:
                        scene._set_local(opener.to)
                        yield f"decision: {kind}, its popup", tc.frame(app), app.screen
            engine.apply(state, policy.choose(state))


def hint(content, size, scale):
    """A person's turn with the Hint shown, in the real app (the game scene draws it)."""
    from archipelago import engine
    from archipelago.match import samples

    from . import person_app
    from .textcheck import TextCheck
    for n in (3, 5):
        state = samples.late_game(n)[0]
        with TextCheck() as tc:
            app, game = person_app(content, size, state, engine.to_act(state), scale)
            game.hint.ask(game)
            yield f"hint ({n} players): {game.hint.shown[2] if game.hint.shown else 'none'}", tc.frame(app), app.screen
