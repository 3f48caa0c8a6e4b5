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
- the hint: a person's table with the Hint shown (its box wraps the whole line);
- views (issue 37): the large view of every card kind shown where controls lie beside the
  table (a person's game with the Hint button; the replay with its "Seen by" row and step
  bar), the hover preview of each card on the track, the deck top, the trend and the
  player's own cards: nothing drawn over it (report.under); and every card, trend,
  objective and the deck top as a modal large view: whole, no "more" and nothing cut;
- rules (issue 37): every tab of F1, every page of its Words: no paragraph cut
  (report.paragraphs).

`kinds` picks some of "tables", "cards", "decisions", "hint", "views", "rules" (all by
default).
"""
from __future__ import annotations

import pygame

KINDS = ("tables", "cards", "decisions", "hint", "views", "rules")


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
    if "views" in kinds:
        yield from views(content, size, scale)
    if "rules" in kinds:
        yield from rules(content, size, scale)


def tables(content, size, scale, players):
    from archipelago import engine
    from archipelago.match import samples
    from tools.audit.textcheck import table_report
    for n in players:
        for label, state in ((f"{n} players, round 2", samples.game(n, 2, seed=1, length="long")),
                             (f"{n} players, round 8", samples.late_game(n)[0])):
            report, scene = table_report(content, engine.view(state, engine.to_act(state)), size, scale)
            yield f"{label} ({state.round} {state.phase})", report, scene.app.screen


def cards(content, size, scale):
    """Every card on the track, every balance side on the deck top."""
    from tools.audit.textcheck import table_reports
    states = list(_card_states(content))
    for state, (report, scene) in zip(states, table_reports(content, (_acting_view(s) for s in states), size, scale)):
        yield f"cards: track {', '.join(s[0] for s in state.slots)}; deck top {state.deck[-1]}", report, scene.app.screen


def _acting_view(state):
    from archipelago import engine
    return engine.view(state, engine.to_act(state))


def _card_states(content):
    """A round-2 table for each card: it on the deck top, the track five cards at a time."""
    from archipelago import engine
    from archipelago.match import samples
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
        yield state


def decisions(content, size, scale):
    """The first decision of each kind in seeded games, and its first popup."""
    from archipelago import engine
    from archipelago.match import samples

    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    from tools.audit.textcheck import TextCheck
    for kind, n, seed, state in _first_decisions(content):
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


_FIRST = {}             # _first_decisions' positions by content, found once per process


def _first_decisions(content):
    """(kind, players, seed, state) of the first decision of each kind in the seeded games
    (the screenshot tools' policy): played once for every size and scale."""
    from archipelago import engine
    from archipelago.match import samples
    from tools.shots.interact import _policy
    if id(content) in _FIRST:
        return _FIRST[id(content)][1]
    found, first = set(), []
    for n, seed in ((2, 1), (4, 1), (5, 1), (4, 3), (2, 4), (3, 7)):
        state = engine.new_game(content, samples.NAMES[:n], "short", seed=seed)
        policy = _policy(seed)
        for _ in range(1500):
            if engine.result(state) is not None:
                break
            kind = state.frames[-1]["k"] if state.frames else None
            if kind and kind not in found:
                found.add(kind)
                first.append((kind, n, seed, engine.copy_state(state)))
            engine.apply(state, policy.choose(state))
    _FIRST[id(content)] = (content, first)
    return first


_PLANS = {}             # the Hint's plan for a sample position, by its key: worked out once


def ask_hint(game, key):
    """game.hint.ask, its plan worked out once per sample position (`key`) for every size,
    scale and scene: the hint bot plans from the acting seat's view alone (its own seed, no
    budget), so the same position gets the same plan."""
    bot = game.hint.bot(game.session.to_act)
    make = bot.plan

    def plan(view, legal, **kw):
        if key not in _PLANS:
            _PLANS[key] = make(view, legal, **kw)
        return _PLANS[key]
    bot.plan = plan
    game.hint.ask(game)


def hint(content, size, scale):
    """A person's turn with the Hint shown, in the real app (the game scene draws it)."""
    from archipelago import engine
    from archipelago.match import samples

    from tools.harness import person_app
    from tools.audit.textcheck import TextCheck
    for n in (3, 5):
        state = samples.late_game(n)[0]
        with TextCheck() as tc:
            app, game = person_app(content, size, state, engine.to_act(state), scale)
            ask_hint(game, ("late", n))
            yield f"hint ({n} players): {game.hint.shown[2] if game.hint.shown else 'none'}", tc.frame(app), app.screen


def under(window, large):
    """Why the large view `large` ((surface, rect) as drawn) is not whole on the finished
    window: something drawn over it afterwards (sampled every 3 px of its opaque part); ""
    when it is on top. (The pixels read as bytes, not one get_at per sample.)"""
    if large is None:
        return ""
    surf, at = large
    rect = at.clip(window.get_rect())
    if rect.w <= 0 or rect.h <= 0:
        return ""
    w = rect.w
    src = pygame.image.tobytes(surf.subsurface(rect.move(-at.x, -at.y)), "RGBA")
    win = pygame.image.tobytes(window.subsurface(rect), "RGB")
    changed = seen = 0
    for y in range(0, rect.h, 3):                   # every 3rd pixel of every 3rd row
        s0, s1, w0, w1 = y * w * 4, (y + 1) * w * 4, y * w * 3, (y + 1) * w * 3
        for a, r, g, b, wr, wg, wb in zip(src[s0 + 3:s1:12], src[s0:s1:12], src[s0 + 1:s1:12], src[s0 + 2:s1:12],
                                          win[w0:w1:9], win[w0 + 1:w1:9], win[w0 + 2:w1:9]):
            if a < 255:
                continue
            seen += 1
            if abs(wr - r) > 8 or abs(wg - g) > 8 or abs(wb - b) > 8:
                changed += 1
    return f"large view under another control: {changed} of {seen} pixels drawn over" if changed > seen * 0.002 else ""


def _inside(report, rect):
    """Keep the report's findings about the texts of a large view (inside `rect`)."""
    inside = [t for t in report.texts if rect.contains(t.rect)]
    report.texts = inside
    report.overlaps = [p for p in report.overlaps if p[0] in inside]
    report.covered = [t for t in report.covered if t in inside]
    return inside


def _previews(content, size, scale, app, table, name):
    """The hover preview of every card the table shows large on hover, each checked."""
    from tools.audit.textcheck import TextCheck
    keys = [h for h in table.renderer.hits.items if h.card]
    seen = set()
    for h in keys:
        if h.card in seen:
            continue
        seen.add(h.card)
        from archipelago.ui.input import Intent
        app.dispatch(Intent("hover", pos=h.rect.center))
        table.hover_since -= 5                  # held long enough: the large view shows
        table.update(0.1)
        with TextCheck() as tc:
            report = tc.frame(app)
        if table.large_view is None:
            continue
        _inside(report, table.large_view[1])      # (the table under the view is the other scenes')
        why = under(app.screen, table.large_view)
        if why:
            report.under.append(f"{h.card} hovered: {why}")
        yield f"{name}: {h.card} large on hover", report, app.screen


def views(content, size, scale):
    """Large views where other controls lie (the Hint button, the replay's rows), and every
    card kind as a modal large view."""
    yield from hover_views(content, size, scale)
    yield from modal_views(content, size, scale)


def hover_views(content, size, scale):
    """The hover preview of every card beside the Hint button (a person's game with a hint
    shown) and beside the replay's rows."""
    from archipelago import engine
    from archipelago.match import samples
    from archipelago.match.authority import Match, Seat
    from archipelago.match.session import LocalGame

    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.settings import Settings
    from tools.harness import person_app, scratch_home
    state = samples.late_game(3)[0]
    app, game = person_app(content, size, state, engine.to_act(state), scale)
    ask_hint(game, ("late", 3))
    app.draw()
    yield from _previews(content, size, scale, app, game.table, "game with the Hint")
    m = samples.bots_finish(Match.new(content, [Seat(n, "bot") for n in samples.NAMES[:3]], "short", seed=5))
    rapp = App(size)
    settings = Settings(speed="instant")
    settings.ui_scale = scale
    shell = Shell(rapp, content=content, settings=settings, settings_folder=scratch_home("audit-"),
                  threaded=False)
    if shell.open_replay(game=LocalGame(m, threaded=False)):
        replay = rapp.top
        rapp.draw()
        yield from _previews(content, size, scale, rapp, replay.table, "replay")


def modal_views(content, size, scale, ids=None):
    """Every card, trend, objective and the deck top (or those of `ids`) as the modal large
    view: whole (no "more"), nothing cut."""
    from archipelago import engine
    from archipelago.match import samples

    from archipelago.ui.app import App
    from archipelago.ui.table.overlay import CardOverlay
    from archipelago.ui.table.scene import TableScene
    from tools.audit.textcheck import TextCheck
    state = samples.late_game(3)[0]
    view = engine.view(state, engine.to_act(state))
    ids = ids or sorted(content.cards) + sorted(content.trends) + sorted(content.objectives) + ["deck"]
    with TextCheck() as tc:             # one table under every view (drawn once, its texts recorded)
        oapp = App(size)
        scene = TableScene(oapp, content, view, [])
        scene.set_ui_scale(scale)
        oapp.push(scene)
        oapp.draw()
        table = tc.kept()
        for cid in ids:
            tc.restore(table)           # each view checked as if the table were drawn anew under it
            overlay = CardOverlay(oapp, content, cid, view, scene.renderer.ctx)
            oapp.push(overlay)
            report = tc.frame(oapp)
            oapp.pop()
            rect = overlay.rect
            if rect is not None:
                inside = _inside(report, rect)
                report.under += [f"{cid}: the large view leaves words out ({t.text!r})" for t in inside if "▸" in t.text]
            yield f"large view: {cid}", report, oapp.screen


def rules(content, size, scale):
    """Every tab of the rules reference (F1), every page of its Words."""
    from archipelago.ui.app import App
    from archipelago.ui.scenes import Shell
    from archipelago.ui.scenes import rules as R
    from archipelago.ui.settings import Settings
    from tools.audit.textcheck import TextCheck
    from tools.harness import scratch_home
    app = App(size)
    settings = Settings(speed="instant")
    settings.ui_scale = scale
    shell = Shell(app, content=content, settings=settings, settings_folder=scratch_home("audit-"))
    for key, _label in R.TABS:
        overlay = R.RulesOverlay(shell, key)
        app.push(overlay)
        pages = 1
        if key == "words":
            overlay.ensure()
            pages = len(overlay._word_pages(overlay.ctx(), overlay._body(app.screen.get_size(), overlay.ctx())))
        for page in range(pages):
            overlay.words_page = page
            overlay.invalidate()
            with TextCheck() as tc:
                report = tc.frame(app)
            report.texts = [t for t in report.texts if not t.veiled]
            yield f"rules: {key}" + (f" page {page + 1}" if pages > 1 else ""), report, app.screen
        app.pop()
