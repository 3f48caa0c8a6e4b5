"""What you see is what happens (issue 37): the forecast from the moment it is shown, the
stand-ups by stack, the tooltips that promised what the engine does not do, what a player
needs to know while playing, and the table's views. One test per item of the issue, each
from a real position (a bot game played to the moment), plus the property checks over bot
games of tools/audit/seen.py (a few games here; `python bench/seen_audit.py
--games 120` runs the full audit)."""
import pytest

from archipelago import engine
from archipelago.engine import answers
from archipelago.engine.kinds import BENEFACTOR, BIDS, DCRISIS, DELIVER, DONE, PLACE_DISC, TURN, USE_CARD
from archipelago.engine.pieces import D, H, LYING
from archipelago.ui.interact.core import Interaction, Local
from archipelago.ui.render import forecast as forecast_mod
from tests.games import unverified
from tools.audit import seen as audit


@pytest.fixture(scope="module")
def games(content):
    """The audit over a few bot games (2-5 players, short and medium), every check made
    (through the engine alone: tests.games.unverified)."""
    with unverified():
        return audit.audit(content, 4, first_seed=0)


# --- the forecast (R5.3, R5.4, R6) ---------------------------------------------------------------

def test_seen_is_done_forecast_in_the_bids_counts_phase_3(content):
    """The forecast read during the bids (phase 2) left phase 3 out, whose board rows move the
    rebellion before the crisis (R5.3): here phase 3 raises it by one, and the forecast's
    rebellion, its phase-3 line and its verdict are what the engine then does."""
    def bids_phase3_moves(s):
        if s.round < 2 or s.frames[-1]["k"] != BIDS or s.frames[-1]["i"]:
            return False
        fc = answers.forecast(content, engine.view(s, None))
        return bool(fc.get("phase3")) and fc["phase3"]["rebellion"][0] != fc["phase3"]["rebellion"][1]
    state = audit.reach(content, 4, "short", 2, bids_phase3_moves)
    assert state is not None
    for viewer in (engine.to_act(state), None):
        view = engine.view(state, viewer)
        fc = answers.forecast(content, view)
        real = audit.what_happens(state, viewer)
        assert audit.said(fc) == real
        assert real["phase3"] == state.rebellion + 1 and fc["rebellion"] == [state.rebellion, real["rebellion"][1]]
        words = forecast_mod.of_view(content, view).words
        assert f"Phase 3 first: rebellion {state.rebellion} → {state.rebellion + 1}" in words
        assert words.startswith("Forecast: what phases 3 and 4 of this round bring if nobody answers")


@pytest.mark.slow
def test_seen_is_done_forecast_equals_what_the_engine_does_in_bot_games(games):
    """Property (issue 37): at every decision of phases 2-4 of the audit's bot games, the
    forecast from the acting seat's view and from the public view equals what the engine
    then does if nobody answers (the full 120 games: bench/seen_audit.py)."""
    assert games.forecasts > 300
    assert [f for f in games.findings if "forecast" in f or "no forecast" in f] == []


def test_seen_is_done_round_1_has_no_independence_badge(content):
    """Round 1 has no balance phase (R5.4): the stability board shows no badge (it read red,
    independence, in most games), and the deck top's words say why."""
    from tests.ui.test_forecast_table import forecast_hits, table
    for seed in range(3):
        state = audit.reach(content, 3, "short", seed, lambda s: s.round == 1 and s.frames[-1]["k"] == BIDS)
        view = engine.view(state, engine.to_act(state))
        fc = forecast_mod.of_view(content, view)
        assert fc.badge is None and not fc.danger
        assert "No balance phase in round 1" in fc.words
        app, scene = table(view, content)
        deck, badge = forecast_hits(scene)
        assert badge is None and deck.tip == fc.words


# --- the stand-ups: a click on a stack stands up that stack (R6.2) ------------------------------

def _owed_crisis(content):
    """A domestic crisis where a delivered cube owes stand-ups and some stack holds fewer
    lying citizens than are owed, with other stacks lying too."""
    def pred(s):
        f = s.frames[-1]
        if f["k"] != DCRISIS or not f.get("owed"):
            return False
        stacks = audit._lying_at(s)
        return len(stacks) >= 3 and any(k < f["owed"] for k in stacks.values())
    for seed in range(20):
        state = audit.reach(content, 4, "short", seed, pred)
        if state is not None:
            return state
    raise LookupError("no crisis with stand-ups owed")


def test_seen_is_done_a_stack_click_stands_up_that_stack_and_says_so(content):
    """"Stand up 1 of 1 lying on this hex" stood up four citizens, others' and on other
    hexes. Now each stack button and each lying citizen on the map stands up its stack (a
    player's on one hex), up to what is owed, and nobody else; its words say k of n, whose
    and which hex."""
    state = _owed_crisis(content)
    seat = engine.to_act(state)
    view = engine.view(state, seat)
    sp = Interaction(view, content).spec(Local())
    owed = state.frames[-1]["owed"]
    before = audit._lying_at(state)
    buttons = [c for c in sp.controls() if c.id[:2] == ("p", "stack")]
    assert len(buttons) == min(8, len(before))
    small = [c for c in buttons if before[c.id[2:4]] < owed]
    assert small
    for c in small + [c for c in sp.controls() if c.id[:2] == ("t", "unit")][:4]:
        h, owner = c.id[2:4] if c.id[0] == "p" else (view["units"][c.id[2]][H], c.id[2] // view["unit_slots"])
        n = before[(h, owner)]
        k = min(n, owed)
        after = audit._lying_at(audit.click(content, state, seat, c))
        moved = {key: before[key] - after.get(key, 0) for key in before if before[key] != after.get(key, 0)}
        assert moved == {(h, owner): k}, (c.id, c.tip, moved)
        who = "your" if owner == seat else f"{view['names'][owner]}'s"
        assert f"Stand up {k} of {who} {n} lying citizen" in c.tip
    tally = audit.Tally()
    audit.check_standups(content, state, tally, "here")
    assert tally.findings == []


@pytest.mark.slow
def test_seen_is_done_every_stand_up_control_agrees_with_the_engine_in_bot_games(games):
    """Property (issue 37): in the audit's bot games, at every domestic crisis with
    stand-ups owed, every stand-up control of every lying stack says what its click makes
    the engine do (bench/seen_audit.py runs 120 games)."""
    assert games.stand_controls > 300 and games.stacks > 100
    assert [f for f in games.findings if "control" in f or "stack" in f or "button" in f] == []


def test_seen_is_done_benefactor_cube_words_match_the_click(content):
    """With the Benefactor trend face up (DECK 4) a cube from one's own stock asks first about
    laying florins on the card: the cube's words said "then 4 lying citizens stand up at once"
    and nobody stood up. Its words now say it asks, and answering goes on with the stand-ups
    the cube owes, as many as it says. (A seat that answered "always" before, or an empty
    bank, is not asked: DECK 4, "if it has any"; the "from now on" answer of the edition.)"""
    def pred(s):
        return s.trend == "T01" and s.frames[-1]["k"] == DCRISIS and not s.frames[-1]["owed"] and \
            s.bank_florins > 0 and not s.players[engine.to_act(s)]["auto_benefactor"] and \
            any(a.kind == DELIVER and a.args[1] == "stock" for a in engine.legal_actions(s))
    state = audit.reach(content, 3, "short", 3, pred)
    seat = engine.to_act(state)
    it = Interaction(engine.view(state, seat), content)
    sp = it.spec(Local())
    cube = next(c for c in sp.controls() if c.action is not None and c.action.kind == DELIVER
                and c.action.args[1] == "stock")
    n = min(state.frames[-1]["n"], sum(1 for t in state.units if t is not None and t[D] == LYING))
    assert "you are asked whether to lay florins on the Benefactor card" in cube.tip
    assert f"{n} lying citizen" in cube.tip
    s = audit.click(content, state, seat, cube)
    assert s.frames[-1]["k"] == BENEFACTOR                 # the click asks about the florins
    lying = sum(1 for t in s.units if t is not None and t[D] == LYING)
    answer = Interaction(engine.view(s, seat), content).spec(Local())
    for c in (c for c in answer.controls() if c.action is not None):
        after = audit.click(content, s, seat, c)
        assert lying - sum(1 for t in after.units if t is not None and t[D] == LYING) == n, c.id
        assert not after.frames or after.frames[-1]["k"] != DCRISIS or not after.frames[-1].get("owed")


# --- what a player needs to know -----------------------------------------------------------------

def test_seen_is_done_private_screen_points_equal_the_score_table_in_bot_games(games):
    """Property (issue 37): at the start of every phase-5 round of the audit's bot games, each
    seat's own points (the trend card, its objective, its cards; a secret measure's ranking
    as the range it can be sure of) and its objective's end-condition progress, as its
    private screen shows them, equal what the score table gives for those cards had the
    game ended then."""
    assert games.standings > 100
    assert [f for f in games.findings if " end " in f or "cards:" in f or "shown" in f] == []
    assert not games.findings


# --- tooltips that promised what the engine does not do -------------------------------------------

def _turn(content, n, length, seed, pred):
    """A bot game of the audit's at a phase-5 turn where pred(state) holds, the first seed
    from `seed` on that reaches one: (state, seat, interaction, spec)."""
    for k in range(seed, seed + 40):
        state = audit.reach(content, n, length, k, lambda s: s.frames[-1]["k"] == TURN and s.round >= 2 and pred(s))
        if state is not None:
            break
    assert state is not None
    seat = engine.to_act(state)
    it = Interaction(engine.view(state, seat), content)
    return state, seat, it, it.spec(Local())


def test_seen_is_done_explorer_pile_tip_says_who_gains_a_disc(content):
    """The explorer-pile tooltip promised every player an action disc when a pile runs out,
    while all held the most (R8: nobody gains beyond 5). It now names who would gain one,
    as the engine then gives them."""
    from archipelago.engine.bank import gain_disc_all
    from archipelago.ui.render.compose import TableRenderer
    state = audit.reach(content, 4, "medium", 1, lambda s: s.round >= 2 and any(s.piles) and
                        all(p["discs"] == 5 for p in s.players))
    r = TableRenderer(content)
    r.render(engine.view(state, None), (1600, 900))
    tips = [h.tip for h in r.hits.items if h.tip.startswith("Explorer pile") and "token" in h.tip.split(".")[0]
            and not h.tip.startswith("Explorer pile {")]
    live = [t for t in tips if not t.split(":")[1].strip().startswith("0 ")]
    assert live and all("nobody would gain one: every player has 5 already" in t for t in live)
    s = engine.copy_state(state)
    s.events = events = []
    gain_disc_all(s)
    assert events[-1]["gained"] == []


@pytest.mark.slow
def test_seen_is_done_employment_agency_with_no_room_recruits_nobody_and_says_so(content):
    """Employment Agency promised "each recruit costs 4f" when no hex of the user's had room
    (R5.10: 3 per hex). The card now glows faintly and says it would recruit nobody, and
    why, as the engine's recruitment then allows nothing but Done."""
    def no_room(s):
        v = engine.view(s, engine.to_act(s))
        return any(a.kind == USE_CARD and a.args[0] == "A05" for a in engine.legal_actions(s)) and \
            answers.free_action_stop(content, v, content.cards["A05"].effects[0], "A05") == ("no_room", 3)  # its use paid first
    state, seat, it, sp = _turn(content, 4, "medium", 0, no_room)
    c = sp.targets[("owned", "A05")]
    assert c.enabled and c.soft
    assert "costs" not in c.tip and "every hex where you have a unit already holds 3 of your citizens" in c.tip
    s = engine.copy_state(state)
    engine.apply(s, c.action)
    assert [a.kind for a in engine.legal_actions(s)] == [DONE]


@pytest.mark.slow
def test_seen_is_done_reproduction_tip_counts_a_rebel_that_fills_the_hex(content):
    """The Reproduction space promised a citizen on a hex where a rebel already fills the
    third place (R5.11: caps apply, rebels count). Its tooltip now says what the engine adds,
    and the space's help says a hex needs room."""
    from archipelago.engine.pieces import REBEL
    def rebel_fills(s):
        seat = engine.to_act(s)
        if not any(a.kind == PLACE_DISC and a.args[0] == "reproduction" for a in engine.legal_actions(s)):
            return False
        slots = s.cfg["unit_slots"]
        by = {}
        for u in range(seat * slots, seat * slots + s.cfg["citizens"]):
            t = s.units[u]
            if t is not None and t[H] >= 0:
                by.setdefault(t[H], []).append(t)
        return any(len([t for t in ts if t[D] != REBEL]) == 2 and len(ts) == 3 for ts in by.values())
    state, seat, it, sp = _turn(content, 3, "medium", 3, rebel_fills)
    c = sp.targets[("space", "reproduction")]
    s = engine.copy_state(state)
    engine.apply(s, c.action)
    added = s.population - state.population
    if added:
        assert f"It would add {added} citizen" in c.tip
    else:
        assert "It would add no citizen now" in c.tip
    from archipelago.words.reference import space_help
    assert "room for a third" in space_help("reproduction", content.rules)


def test_seen_is_done_shipwright_and_cartographer_that_do_nothing_say_why(content):
    """Shipwright with nothing to pay a ship with and Cartographer with every explorer pile
    empty glowed and did nothing without a word. Each now glows faintly (soft) and its
    tooltip says why it would give nothing, as the engine then does nothing."""
    def shipwright_short(s):
        v = engine.view(s, engine.to_act(s))
        return any(a.kind == USE_CARD and a.args[0] == "A11" for a in engine.legal_actions(s)) and \
            (answers.free_action_stop(content, v, content.cards["A11"].effects[0], "A11") or ("",))[0] == "short"
    state, seat, it, sp = _turn(content, 4, "medium", 5, shipwright_short)
    c = sp.targets[("owned", "A11")]
    assert c.enabled and c.soft and "It would give nothing now: a ship: needs " in c.tip
    s = engine.copy_state(state)
    engine.apply(s, c.action)
    assert [a.kind for a in engine.legal_actions(s)] == [DONE]

    def cartographer_idle(s):
        return not any(s.piles) and any(a.kind == USE_CARD and a.args[0] == "A10" for a in engine.legal_actions(s))
    state, seat, it, sp = _turn(content, 2, "long", 3, cartographer_idle)
    c = sp.targets[("owned", "A10")]
    assert c.enabled and c.soft and "It would give nothing now: every explorer pile is empty" in c.tip
    s = engine.copy_state(state)
    engine.apply(s, c.action)
    assert s.players[seat]["tokens"] == state.players[seat]["tokens"]


def test_seen_is_done_independence_means_everyone_loses_where_it_matters(content):
    """Independence means everyone loses (R11, unless a Separatist wins alone): a newcomer met
    it only on the score screen and in F1; the badge said "the game would end!". The
    forecast's words (the badge's and the deck top's tooltip) and How to win say it."""
    from archipelago.match import coach
    state = audit.reach(content, 4, "short", 0, lambda s: s.round >= 2 and s.frames[-1]["k"] == BIDS and
                        answers.forecast(content, engine.view(s, None))["independence"])
    fc = forecast_mod.of_view(content, engine.view(state, None))
    assert fc.danger and "Everyone would lose, unless someone holds a Separatist objective" in fc.words
    seat = 0
    view = engine.view(state, seat)
    title, text = coach.words("goal", view, content)
    assert title == "How to win" and "everyone loses, unless someone holds a Separatist objective" in text


def test_seen_is_done_harvesting_out_of_a_town_is_taught(content):
    """Harvesting moves the citizen out of its town, and the town's control goes with it
    (R5.6, R5.8): a newcomer learned it from a later hint. The harvest coach tip teaches it,
    and the tooltip of a citizen standing in its town says what control it would lose, as
    the engine then takes it."""
    from archipelago.engine.pieces import B
    from archipelago.match import coach
    assert "the town is left empty and its control goes with it" in coach.words("harvest", {}, content)[1]

    def in_town(s):
        return s.frames[-1]["k"] == "harvest" and any(
            a.kind == "harvest" and s.units[a.args[0]][B] >= 0 and s.buildings[s.units[a.args[0]][B]][2] == "town"
            for a in engine.legal_actions(s))
    state = audit.reach(content, 3, "short", 2, in_town)
    seat = engine.to_act(state)
    view = engine.view(state, seat)
    sp = Interaction(view, content).spec(Local())
    for a in (a for a in engine.legal_actions(state) if a.kind == "harvest"):
        tip = sp.targets[("unit", a.args[0])].tip
        b = state.units[a.args[0]][B]
        after = engine.copy_state(state)
        engine.apply(after, a)
        lost = [k for k in range(len(state.buildings))
                if view["facts"]["control"][k] == seat and engine.view(after, seat)["facts"]["control"][k] != seat]
        assert bool(lost) == ("you no longer control" in tip), tip
        if b >= 0 and state.buildings[b][2] == "town":
            assert lost and "It leaves its building empty: you no longer control the town on" in tip


def test_seen_is_done_astrologer_peek_shows_the_cards_seen(content):
    """Astrologer's peek logged "You saw cards of the deck" and showed nothing: the peeking
    player's log now names each card seen with its balance side, as the private screen's
    tooltip does; the others' logs say only that the deck was looked at."""
    from archipelago.match.authority import Match, Seat
    from archipelago.ui.render.panels import seen_lines
    state = audit.reach(content, 3, "medium", 4, lambda s: s.frames[-1]["k"] == TURN and any(
        a.kind == USE_CARD and a.args[0] == "A23" for a in engine.legal_actions(s)))
    seat = engine.to_act(state)
    m = Match(content, engine.copy_state(state), [Seat(n, "bot") for n in state.cfg["names"]])
    m.apply(engine.Action(seat, USE_CARD, ("A23",)), by=seat)
    seen = m.view(seat)["players"][seat]["seen"][-1]
    assert seen[0] == "deck" and len(seen[2]) == 2
    mine = [t for _k, t, _s in m.log_entries(seat)]
    other = [t for _k, t, _s in m.log_entries((seat + 1) % 3)]
    for pos, cid in seen[2]:
        name = content.shown("card", cid)
        line = next(t for t in mine if t.startswith("You saw the deck's"))
        assert f"card, {name}: " in line and ("crisis" in line or "event" in line)
        assert not any(name in t and "saw" in t for t in other)
        assert any(name in t for t in seen_lines(m.view(seat), content))


def test_seen_is_done_learn_to_play_opens_with_what_the_game_is_about(title_app):
    """Learn to play opened on the full table with no word of what the game is about
    ("How to win" came on turn two): its first coach tip now says it, independence
    included."""
    from archipelago.ui.scenes.coach_tip import CoachTip
    app, shell, _ = title_app((1280, 720))
    shell.learn_game()
    app.draw()
    tip = app.top
    assert isinstance(tip, CoachTip) and tip.tip == "hex"
    title, text = tip.worded()
    assert title.startswith("Welcome to Archipelago")
    assert text.startswith("What the game is about:") and "the most points win" in text and "independence" in text


def test_seen_is_done_two_hexes_are_never_named_alike(content):
    """Two different hexes were named alike in one sentence ("Move Ann's citizen on the
    fruit hex to the fruit hex"). A hex whose icons another placed hex shares now carries
    its way from the start hex, so every placed hex has a name of its own, and a move
    between two such hexes names two different places."""
    from archipelago.ui.interact import facts as F
    from archipelago.ui.interact.labels import label
    from archipelago.ui.render.map_words import hex_words

    def twin_move(s):
        if s.frames[-1]["k"] != "migrate":
            return False
        words = [hex_words(content.faces[h[2]]) for h in s.hexes]
        return any(a.kind == "move" and 0 < s.units[a.args[0]][H] != a.args[1] > 0
                   and words[s.units[a.args[0]][H]] == words[a.args[1]] for a in engine.legal_actions(s))
    state = audit.reach(content, 3, "medium", 0, twin_move)
    view = engine.view(state, engine.to_act(state))
    names = [F.hex_label(view, content, h) for h in range(len(view["hexes"]))]
    assert len(set(names)) == len(names), names
    words = [hex_words(content.faces[h[2]]) for h in state.hexes]
    for a in engine.legal_actions(state):
        if a.kind == "move" and a.args[1] != state.units[a.args[0]][H] and \
                words[state.units[a.args[0]][H]] == words[a.args[1]]:
            src, dst = F.hex_label(view, content, state.units[a.args[0]][H]), F.hex_label(view, content, a.args[1])
            text = label(view, content, a)
            assert src != dst and src in text and dst in text and "from the start hex" in dst, text


def test_seen_is_done_trade_status_says_what_ends_it(content):
    """The Trade action's status said "buy or sell cubes on the market, then done" when one
    transaction ends it (R5.9: the wheel's Trade is one transaction). It now says how many
    transactions are left and that the last one ends the trade, as the engine then ends it."""
    from archipelago.engine.kinds import MARKET, TX
    from archipelago.words.status import status_line
    state = audit.reach(content, 3, "short", 1, lambda s: s.frames[-1]["k"] == MARKET and
                        any(a.kind == TX for a in engine.legal_actions(s)))
    f = state.frames[-1]
    line = status_line(engine.view(state, None))
    n = f["left"]
    if n == 1:
        assert "buy or sell 1 cube on the market (that ends the trade), or done." in line, line
    else:
        assert f"buy or sell up to {n} cubes on the market (the last one ends the trade)" in line, line
    s = engine.copy_state(state)
    for _k in range(n):
        engine.apply(s, next(a for a in engine.legal_actions(s) if a.kind == TX))
    assert s.frames[-1]["k"] != MARKET


def test_seen_is_done_a_cancelled_counter_offer_is_not_logged_as_made(content):
    """A counter-offer that was cancelled was logged as made ("Bob answers Ann's offer with a
    counter-offer"). The log now tells a counter-offer when it is sent, and one cancelled
    before as no trade; the offerer's turn goes on (R9, R5.5)."""
    from archipelago.match.authority import Match, Seat
    state = audit.reach(content, 3, "short", 1, lambda s: s.frames[-1]["k"] == TURN and s.round >= 2 and
                        any(a.kind == "offer" for a in engine.legal_actions(s))
                        and s.players[engine.to_act(s)]["florins"] > 0)
    m = Match(content, engine.copy_state(state), [Seat(n) for n in state.cfg["names"]])
    a = m.to_act
    b = next(x.args[0] for x in m.legal() if x.kind == "offer")
    before = [x for x in m.legal() if x.kind != "offer"]
    for seat, kind, args in ((a, "offer", (b,)), (a, "give", ("florin",)), (a, "send", ()), (b, "counter", ()),
                             (b, "cancel", ())):
        m.apply(engine.Action(seat, kind, args), by=seat)
    log = [t for _k, t, _s in m.log_entries(None)]
    names = m.names
    assert not [t for t in log if "counter-offer" in t], log
    assert log[-1] == f"{names[b]} and {names[a]} do not trade."       # (issue 38 words it so)
    assert m.to_act == a and m.top_frame == TURN
    assert [x for x in m.legal() if x.kind != "offer"] == before


@pytest.mark.slow
@pytest.mark.parametrize("n, length, seed", [(3, "short", 5), (4, "medium", 12), (3, "short", 2)])
def test_seen_is_done_story_objective_met_is_drawn_over_the_population_line(title_app, content, n, length, seed):
    """The colony chart's "Objective met" was drawn under the population line. It is drawn
    after the lines, where they leave it room: no line crosses it."""
    from tools.audit.textcheck import TextCheck
    from tests.ui.test_story_charts import finished, story_scene
    m = finished(content, n, length, seed)
    assert m.result()["reason"] == "objective"
    with TextCheck() as tc:
        app, top = story_scene(title_app, m)
        report = tc.frame(app)
    label = [t for t in report.texts if t.text == "Objective met"]
    assert label
    bad = [t for t in report.covered if t.text == "Objective met"] + \
        [pair for pair in report.overlaps if "Objective met" in (pair[0].text, getattr(pair[1], "text", pair[1]))]
    assert not bad, report.lines()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_seen_is_done_settings_keep_their_buttons_under_the_mouse_and_nothing_cut(title_app, size):
    """Settings: the dialog resized as the UI scale changed, so the − button slid away from
    the mouse (five clicks at one spot: 150 % to 80 % took more); at 80 % a line was cut. The
    dialog's buttons now stay where they are, five clicks at one spot take 150 % to 80 %,
    and nothing is cut at 80 %, English or German."""
    from archipelago import i18n
    from tools.script import Driver
    from archipelago.ui.scenes.settings_scene import SettingsScene
    from tools.audit.textcheck import TextCheck
    app, shell, _home = title_app(size)
    shell.settings.ui_scale = 1.5
    shell.open_settings()
    app.draw()
    d = Driver(app, shell, seed=1)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    scene.ensure()
    spot = scene.widget("ui_scale").halves()[0].center
    done = scene.widget("back").rect.copy()
    for _k in range(5):
        d.click_at(spot)
        app.draw()
        scene.ensure()
        assert scene.widget("ui_scale").halves()[0].center == spot and scene.widget("back").rect == done
    assert shell.settings.ui_scale == 0.8
    for lang in ("en", "de"):
        i18n.set_language(lang)
        app.pop()
        shell.open_settings()                 # opened anew: at 80 %
        with TextCheck() as tc:
            app.draw()
            report = tc.frame(app)
        assert app.top.scale == 0.8
        assert not report.clipped and not report.overlaps and not report.covered, report.lines()


# --- the table: large views, F1, the hex to explore -------------------------------------------------

@pytest.mark.slow
def test_seen_is_done_large_views_are_on_top_of_every_control(content):
    """Large views were drawn under other controls: the Hint button covered the deck top and
    card views; in the replay the "Seen by" row and the step bar covered them. Every card's
    hover view, beside the Hint button and in the replay, is now whole on the finished frame
    (tools/audit.hover_views: nothing drawn over it)."""
    from tools.audit.text_scenes import hover_views
    scenes = list(hover_views(content, (1280, 720), 1.0))
    assert len(scenes) > 10
    assert any(name.startswith("replay") for name, _r, _s in scenes)
    assert [(name, rep.under) for name, rep, _s in scenes if rep.under] == []


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_seen_is_done_rules_and_large_views_are_whole_at_1280x720(content, lang):
    """F1 > More rules > Crises was cut mid-sentence (English and German); a trend's large
    view cut its text at 1280x720 with "more", and a click on "more" closed it. Every F1 tab
    is whole, and every trend (and card, objective, the deck top) shows its whole text large,
    with no "more" to click."""
    from archipelago import i18n
    from tools.audit.text_scenes import modal_views, rules
    i18n.set_language(lang)
    longest = sorted(content.cards, key=lambda c: -len(content.shown("card", c, "text")))[:10]   # (the rest: the bench)
    ids = sorted(content.trends) + ["deck"] + longest
    found = []
    for name, rep, _s in list(rules(content, (1280, 720), 1.0)) + list(modal_views(content, (1280, 720), 1.0, ids)):
        if rep.paragraphs or rep.clipped or rep.under:
            found.append((name, rep.lines()))
    assert found == []


def test_seen_is_done_the_hex_to_explore_is_large_and_in_words(content):
    """Exploring: the hex to take or refuse was drawn ~45 px tall at 1280x720, icons
    unreadable, with no tooltip and no large view. It is now drawn large in the decision
    panel with what it offers in words beside it and in its tooltip, and the hex stack on
    the supply board has the same words and a large view."""
    from tests.ui.test_forecast_table import table
    from archipelago.ui.render.map_words import face_words
    from archipelago.ui.table.overlay import large_card
    state = audit.reach(content, 3, "short", 1, lambda s: s.frames[-1]["k"] == "explore_pick"
                        and s.frames[-1]["stage"] == "look")
    view = engine.view(state, engine.to_act(state))
    offers = face_words(content.faces[view["hex_stack_top"]])
    app, scene = table(view, content)
    lay = scene.layout()
    tile = next((p for p in lay.panel.placed if p.w.kind == "tile"), None)
    assert tile is not None and tile.rect.h >= 100, tile and tile.rect
    assert tile.w.control is not None and offers in tile.w.control.tip
    assert any(p.w.kind == "text" and p.w.text == f"It offers: {offers}." for p in lay.panel.placed)
    stack = next(h for h in scene.renderer.hits.items if h.key == ("hexstack",))
    assert offers in stack.tip and stack.card == f"face:{view['hex_stack_top']}"
    big = large_card(scene.renderer.ctx, content, stack.card, view, 720 * 0.62)
    assert big is not None and big.get_height() > 200


def test_seen_is_done_new_game_says_the_rounds_for_its_seats_and_remembers_the_setup(title_app, content):
    """New game said "5-7 rounds with 4 players" with 3 seats set up and forgot the last setup.
    Its lengths now say how long most games last with as many players as it has seats
    (rules.yaml typical_rounds, measured for 2-5 players), and the form opens with the last
    setup started from it."""
    from archipelago.ui.scenes.newgame import NewGameScene
    from tools.script import Driver
    typical = content.rules["typical_rounds"]
    app, shell, _home = title_app((1280, 720))
    d = Driver(app, shell, seed=1)
    d.click("new")
    form = app.top
    assert isinstance(form, NewGameScene) and len(form.seats) == 3
    for seats in (3, 4, 5):
        by = typical["by_players"][seats] if seats != typical["players"] else typical["rounds"]
        for length, tip in form.length_tips().items():
            first, last = by[length]
            assert f"most games {first}-{last} rounds with {seats} players" in tip, tip
        if seats < 5:
            d.click("add")
    d.click("kind1=human")
    d.click("level2=hard")
    d.click("length=medium")
    setup = [dict(s) for s in form.seats]
    d.click("start")
    assert shell.game is not None
    shell.title()
    d.click("new")
    again = app.top
    assert isinstance(again, NewGameScene) and again is not form
    assert again.seats == setup and again.length == "medium"
