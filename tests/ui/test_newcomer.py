"""Issue 26: a newcomer's game, finding by finding. Each test plays the table as a person
does (real clicks through the app where a click is the point) and fails on the behaviour
the issue reported."""
from __future__ import annotations

import pygame
import pytest

from archipelago import engine
from archipelago.match.authority import Match, Seat
from tools.script import Driver
from tests.engine.conftest import Table

from .conftest import ann_offers_bob


def _play(shell, t, humans=(0,)):
    """Play the hand-built table `t` in the app: the seats of `humans` people, the rest bots."""
    seats = [Seat(n, "human" if i in humans else "bot") for i, n in enumerate(t.s.cfg["names"])]
    engine.touched(t.s)
    m = Match(shell.content, t.s, seats)
    shell._play(m)
    return m


def _lying(state):
    return sum(1 for u in state.units if u is not None and u[3] == 1)


def _big_crisis(content):
    """Round 2, phase 4: twelve citizens on two hexes (Ann 6, Bob 3, Cy 3) and a domestic
    crisis of fruit, three citizens a cube (card A01); Ann answers first, with one fruit on
    the domestic market, two in her stock and one explorer token."""
    t = Table(content)
    h1, h2 = t.fresh(), t.fresh()
    for seat, h in ((0, h1), (0, h2), (1, h1), (2, h2)):
        for _ in range(3):
            t.citizen(seat, h)
    t.give(0, fruit=2)
    t.s.players[0]["tokens"] += 1
    t.s.piles[0] -= 1
    t.balance("A01")
    assert t.top["k"] == "dcrisis" and t.top["seat"] == 0 and _lying(t.s) == 12
    return t


def test_newcomer_a_big_domestic_crisis_is_answered_in_four_clicks(title_app, content):
    """Finding 3: one click per citizen on ~10 px figures (about 20 clicks). Now each cube
    button stands up every citizen it feeds (hers first): 12 lying, 4 clicks, each on a
    target at least 24 px high at 1280x720 (R6.2)."""
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    t = _big_crisis(content)
    s = _play(shell, t)
    d = Driver(app, shell)
    app.draw()
    clicks = 0
    while s.top_frame == "dcrisis" and s.to_act == 0 and clicks < 6:
        lay = shell.game.table.layout()
        targets = {c.id: r for c, r in lay.panel.controls() if c.enabled and c.action is not None}
        key = next(k for k in (("p", "free"), ("p", "src", "fruit", "stock"), ("p", "src", "fruit", "token"))
                   if k in targets)
        assert targets[key].h >= 24
        d.click_at(targets[key].center)
        app.draw()
        clicks += 1
    assert clicks <= 4
    assert _lying(s._state) == 0 and s._state.rebellion == 0
    assert not any(f["k"] == "dcrisis" for f in s._state.frames)     # the crisis is over


def test_newcomer_crisis_buttons_say_which_market(title_app, content):
    """Finding 8: "Market (0)" did not say which market: now "Domestic market (1)"."""
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    _play(shell, _big_crisis(content))
    app.draw()
    lay = shell.game.table.layout()
    labels = [p.w.text for p in lay.panel.placed if p.w.kind == "button"]
    assert "Domestic market (1)" in labels and not any(x.startswith("Market (") for x in labels)


@pytest.mark.parametrize("size,scale", [((1600, 900), 1.3), ((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_newcomer_the_thiefs_buttons_stay_put_between_the_two_fists(content, size, scale):
    """Finding 4: the Thief's prompt wrapped after the first fist and every button dropped
    ~16 px; now the cube buttons sit at the panel's foot (DECK 2.1)."""
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    from tests.ui.interact_tables import s_fists
    t, _ = s_fists(content)
    seat = engine.to_act(t.s)
    app = App(size)
    scene = TableScene(app, content, engine.view(t.s, seat), [], submit=lambda a: None)
    scene.set_ui_scale(scale)
    app.push(scene)
    app.draw()

    def buttons():
        return {c.id: r.topleft for c, r in scene.layout().panel.controls()}
    before = buttons()
    a = next(a for a in engine.legal_actions(t.s) if a.kind == "fist")
    engine.apply(t.s, a)
    assert engine.to_act(t.s) == seat and t.s.frames[-1]["k"] == "fists"
    scene.set_view(engine.view(t.s, seat))
    app.draw()
    after = buttons()
    assert set(before) == set(after) and before == after


# --- the Hint -----------------------------------------------------------------------------------

def _hint(d, g):
    g.hint.budget = None                   # 4 worlds however long: the same hint every time
    d.key("h")
    d.wait(lambda: g.hint.current(g) is not None)
    d.app.draw()
    return g.hint.shown


@pytest.mark.slow
def test_newcomer_a_trade_hint_is_shown_whole_and_one_click_composes_it(learn_turn, monkeypatch):
    """Finding 1: the trade Hint showed a bot's plan one click at a time ("Give 1ƒ: a trade
    both sides gain from") and sending after the first step gave 1ƒ for nothing. Now the
    hint names the whole offer, one click composes it, and what is sent is that offer (R9)."""
    fund = ann_offers_bob(monkeypatch)         # Ann's hint: offer Bob 3ƒ for 1 wood
    app, shell, d = learn_turn()
    g = shell.game
    s = g.session.match
    fund(s)                                    # enough to offer 3ƒ (from the bank)
    _, plan, line, _ = _hint(d, g)
    assert line.startswith("Hint: Offer Bob 3ƒ for 1 wood: ")
    assert [a.kind for a in plan.actions] == ["offer", "give", "give", "give", "ask", "send"]
    d.click_at(g.hint.box.center)              # one click composes the whole offer ...
    f = s.view(0)["frames"][-1]
    assert f["k"] == "compose" and dict(f["give"]) == {"florin": 3} and dict(f["get"]) == {"wood": 1}
    _, plan, line, point = _hint(d, g)         # ... and the hint now rings Send
    assert plan.move.kind == "send" and line.startswith("Hint: Send the offer: offer Bob 3ƒ for 1 wood")
    d.human_move(plan.move)
    offers = [e for r in s.history for e in r.events if e["type"] == "offer" and e["seat"] == 0]
    assert offers and offers[-1]["give"] == {"florin": 3} and offers[-1]["get"] == {"wood": 1}


def test_newcomer_an_offer_asking_what_you_lack_is_rejected_for_that_reason(content):
    """Finding 5: a bot's offer asks for stone Ann does not have (bots cannot see her
    stock); the Hint said "the offer gives you less than it takes" instead of why."""
    from archipelago.ui.interact.hint_words import hint_line
    t = Table(content)
    t.give(1, florins=4)
    t.frame(k="respond", seat=0, frm=1, give=(("florin", 3),), get=(("stone", 1),), counters=0)
    legal = t.legal()
    assert [a.kind for a in legal] == ["reject", "counter"]     # she cannot accept
    reject = next(a for a in legal if a.kind == "reject")
    assert hint_line(engine.view(t.s, 0), content, reject) == "Reject: you have no stone to give"


def _explore_game(shell, content):
    """A game of two, a person placing an explored hex (R5.12) that has several turns."""
    from tests.ui.conftest import placing_explored_hex
    for _, state in placing_explored_hex(content):
        puts = [a for a in engine.legal_actions(state) if a.kind == "explore_put"]
        if len({a.args[3] for a in puts}) < 2:
            continue
        seat = engine.to_act(state)
        seats = [Seat(n, "human" if i == seat else "bot") for i, n in enumerate(state.cfg["names"])]
        m = Match(content, state, seats)
        shell._play(m)
        return m
    pytest.skip("no exploration with several turns met")


def test_newcomer_a_placement_hint_speaks_the_tables_words_and_rings_the_spot(title_app, content):
    """Finding 6: "Place side A at (-1, 1), rotation 4", the ring on Rotate. Now the hint
    says where (next to which hex, at the gold ring) and which way to turn, turns the ghost
    hex for you, and rings the spot: the one click left."""
    import re
    app, shell, _ = title_app((1280, 720))
    shell.settings.coach = False
    s = _explore_game(shell, content)
    d = Driver(app, shell)
    g = shell.game
    app.draw()
    _, plan, line, point = _hint(d, g)
    assert plan.move.kind == "explore_put"
    assert not re.search(r"\(-?\d+, -?\d+\)|rotation \d", line), line
    assert "at the gold ring" in line and re.search(r"(right|left) of ", line)
    side, q, r, rot = plan.move.args
    lay = g.table.layout()
    assert (q, r, rot) in [(gq, gr, grot) for gq, gr, _, grot, _ in lay.spec.ghosts]   # turned for you
    ring = g.table.control_at(point, lay=lay)
    assert ring is not None and ring.action == plan.move and ring.id[:2] == ("t", "spot")


def test_newcomer_hex_reasons_differ_by_what_the_hex_gives(content):
    """Finding 6: every hex reason read "its land and resources suit your citizens". The
    reasons for the round-0 hexes now name what each gives."""
    from archipelago.ui.interact.hint_words import reason
    state = engine.new_game(content, ["Ann", "Bob", "Cy"], "short", seed=3)
    seat = engine.to_act(state)
    view = engine.view(state, seat)
    picks = [a for a in engine.legal_actions(state) if a.kind == "r0_pick"]
    whys = {reason(view, content, a) for a in picks}
    assert len(picks) >= 3 and len(whys) >= 3
    assert all(w.startswith("its land offers ") for w in whys)


def test_newcomer_the_private_screen_shows_the_standing_line(content):
    """Finding 10: the person sees how they stand on their objective and the trend card."""
    from archipelago.match import goals, samples
    from archipelago.ui.render.compose import TableRenderer
    state = samples.game(3, 3, seed=1, length="medium")
    view = engine.view(state, 0)
    lines = [g.line for g in goals.standings(view, content)]
    r = TableRenderer(content)
    r.render(view, (1600, 900))
    tip = next(h.tip for h in r.hits.items if h.key == ("standing",))
    assert lines and all(line in tip for line in lines)
    r.render(engine.view(state, None), (1600, 900))                # the public view: nobody's
    assert not any(h.key == ("standing",) for h in r.hits.items)


# --- the smaller points --------------------------------------------------------------------------

@pytest.mark.slow
def test_newcomer_wheel_tooltips_say_their_help_once_and_a_harvest_promises_its_number(learn_turn):
    """A wheel space's tooltip repeated its help twice; a harvest promised no number. Now the
    help is said once, and a harvest says how many cubes it brings, as the engine then lets
    the person harvest (R5.6)."""
    from archipelago.ui.table import pointer
    from archipelago.words.reference import space_help
    app, shell, d = learn_turn()
    g = shell.game
    s = g.session.match
    hits = {h.key: h for h in g.table.renderer.hits.items if h.key and h.key[0] == "space"}
    for key, h in hits.items():
        tip = pointer.tooltip_at(g.table, h.rect.center) if h.shape is None else None
        space = key[1]
        if tip is None:                               # a wedge: a point inside its polygon
            xs = [p[0] for p in h.shape]
            ys = [p[1] for p in h.shape]
            tip = pointer.tooltip_at(g.table, (sum(xs) / len(xs), sum(ys) / len(ys)))
        assert tip.count(space_help(space, s.content.rules)) == 1, tip
    res, promised = None, None
    for space in ("harvest:fruit", "harvest:cattle", "harvest:wood", "harvest:stone", "harvest:iron", "harvest:fish"):
        c = g.table.interaction.spec(g.table.local).targets.get(("space", space))
        if c is not None and c.enabled and "+" in c.tip:
            res = space.split(":")[1]
            promised = int(c.tip.split("+")[1].split()[0])
            d.human_move(c.action)
            break
    assert res is not None
    units = {a.args[0] for a in s.legal() if a.kind == "harvest"}
    assert len(units) == promised


@pytest.mark.slow
def test_newcomer_h_pressed_during_the_bots_turn_brings_the_hint(learn_turn):
    """H right after the bots' turn was lost. Now H during the bots' turn is kept and the
    hint comes with the person's next decision."""
    app, shell, d = learn_turn()
    g = shell.game
    s = g.session.match
    g.hint.budget = None
    while not s.bot_to_act():
        d.human_move()
    d.key("h")                                        # the bots play now
    d.wait(lambda: s.is_human(s.to_act) and g.hint.current(g) is not None, seconds=15)
    assert g.hint.shown[1].move in s.legal()


def test_newcomer_short_card_titles_are_abbreviations_not_other_words(content):
    """"Expansion" on the track and the panels, "Expansionism" elsewhere: a short title
    reads as another card. Every short title is the name's own words, or a cut one
    marked with a full stop."""
    for card in content.cards.values():
        words = card.name.replace("'s", "").split()
        for w in card.short.replace("'s", "").split():
            if w.endswith("."):
                assert any(x.startswith(w[:-1]) for x in words), (card.name, card.short)
            else:
                assert w in words, (card.name, card.short)


@pytest.mark.slow
def test_newcomer_the_log_comes_back_to_the_newest_lines(learn_turn):
    """A log scrolled up stayed there ("▼ 91 newer"). Acting, or one's decision coming
    round, brings the newest lines back."""
    app, shell, d = learn_turn()
    g = shell.game
    g.table.log_scroll = 12
    d.human_move()
    assert g.table.log_scroll == 0
    s = g.session.match
    while s.is_human(s.to_act):
        d.human_move()
    g.table.log_scroll = 12
    d.wait(lambda: s.is_human(s.to_act))
    app.draw()
    assert g.table.log_scroll == 0


def test_newcomer_the_bot_level_buttons_have_tooltips(title_app):
    from archipelago.ui.scenes.newgame import LEVEL_TIPS
    from archipelago.ui.input import Intent
    app, shell, _ = title_app((1280, 720))
    d = Driver(app, shell)
    d.click("new")
    scene = app.top
    w = next(w for w in scene.widgets if w.name == "level1")
    pos = w.point_of("hard")
    scene.handle(Intent("hover", pos=pos))
    scene.hover_since -= 5
    assert scene.update(0.1) and scene.tip_shown
    assert w.tip_at(pos) == LEVEL_TIPS["hard"]


def test_newcomer_the_market_popups_reason_is_whole(content):
    """The market popup's reason line was cut ("no cattle on the export mar…") at UI scale
    130 %; the text checker finds nothing cut in it now."""
    from archipelago.ui.app import App
    from archipelago.ui.interact import Local
    from archipelago.ui.table.scene import TableScene
    from tools.audit.textcheck import TextCheck
    t = Table(content)
    t.give(0, 5, cattle=1)
    t.do(0, "place_disc", "trade")
    for size, scale in (((1280, 720), 1.3), ((1600, 900), 1.3), ((1920, 1080), 1.5), ((1280, 720), 1.5)):
        with TextCheck() as tc:
            app = App(size)
            scene = TableScene(app, content, engine.view(t.s, 0), [], submit=lambda a: None)
            scene.set_ui_scale(scale)
            app.push(scene)
            scene.local = Local(popup=("market", "export", "cattle"))
            rep = tc.frame(app)
        assert scene.layout().popup is not None
        texts = [x.text for x in rep.texts]
        assert any("no cattle on the export market" in x for x in texts)
        assert not [x.where() for x in rep.clipped if "cattle" in x.text], (size, scale)


def test_newcomer_the_first_tip_promises_no_choice_a_one_area_hex_lacks():
    """The first coach tip promised a choice of land that a one-area hex does not give."""
    from archipelago.match.coach import TIPS
    text = TIPS["hex"][1]
    assert "then choose where your two citizens land" not in text
    assert "two islands, you choose" in text


# --- UI scale 130 % and 150 % (finding 9) ---------------------------------------------------------

def test_newcomer_the_checker_finds_a_glyph_crowding_a_text():
    """The text audit missed "Hexes 17" drawn over by the explorer piles' token glyphs: a
    drawing that takes a few pixels of a text's ink now counts as an overlap (and a see-
    through shade or a panel laid over the table does not)."""
    from archipelago.ui import theme as T
    from archipelago.ui.render import shapes as S
    from tools.audit.textcheck import TextCheck
    with TextCheck() as tc:
        ctx = T.Ctx(1.0)
        window = pygame.Surface((400, 200))
        area = pygame.Surface((300, 100), pygame.SRCALPHA)
        r = ctx.blit_text(area, "Hexes 17", 14, (100, 20))
        S.token_glyph(area, r.right - 10, r.bottom + 1, 8)           # a pile's glyph touching it
        ctx.blit_text(area, "Alone", 14, (10, 60))
        ctx.blit_text(area, "Shaded", 14, (200, 60))
        shade = pygame.Surface((80, 30), pygame.SRCALPHA)
        shade.fill((40, 40, 40, 110))
        area.blit(shade, (195, 55))
        window.blit(area, (0, 0))
        report = tc.check(window)
    crowded = [a.text for a, b in report.overlaps if not hasattr(b, "text")] + [t.text for t in report.covered]
    assert crowded == ["Hexes 17"], report.lines()


@pytest.mark.slow
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.5), ((1600, 900), 1.3)])
def test_newcomer_large_ui_scales_show_nothing_cut_or_crowded(content, size, scale):
    """At 130 % and 150 %: the supply's "Hexes 17" over the pile counters, the Hint box cut
    mid-sentence, the balance card's "Export" heading crowded, a VP badge over its card's
    name and arrow, an event's name cut: the audit's scenes (early and late tables, every
    card and balance side, the first decision of each kind, the Hint) show nothing clipped,
    overlapping or drawn over."""
    from tools.audit.text_scenes import audit
    found = {}
    scenes = 0
    for name, rep, _ in audit(content, size, scale, players=(2, 5)):
        scenes += 1
        if rep.clipped or rep.overlaps or rep.covered:
            found[name] = rep.lines()
    assert scenes > 60 and not found
