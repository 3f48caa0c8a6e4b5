"""The table in German (issue 29): the decision panel's prompts and reasons, the boards'
and panels' words and tooltips, a card face and the plural forms come from the German
catalogue (archipelago/locale/de), and a switch of language shows at once on an open
table. Each test switches to German and back to English in a `finally`."""
import pygame
import pytest

from archipelago import engine, i18n
from archipelago.engine import kinds
from archipelago.match import samples
from archipelago.match.autoplay import RandomPolicy
from archipelago.ui import theme as T
from archipelago.ui.interact import facts as F
from archipelago.ui.interact.core import Interaction, Local
from archipelago.ui.interact.labels import label
from archipelago.ui.render.cards import draw_card
from tools.audit.textcheck import TextCheck, table_report


@pytest.fixture
def german():
    with i18n.speaking("de"):
        yield


def _decision(content, kind, seeds=range(1, 30), players=3):
    """(state, view of the acting seat) at the first decision of frame kind `kind` in
    random games."""
    for seed in seeds:
        s = engine.new_game(content, samples.NAMES[:players], "short", seed=seed)
        pol = RandomPolicy(seed)
        for _ in range(3000):
            if engine.result(s) is not None:
                break
            if s.frames and s.frames[-1]["k"] == kind:
                return s, engine.view(s, engine.to_act(s))
            engine.apply(s, pol.choose(s))
    raise LookupError(kind)


def test_german_turn_prompt_and_buttons(content, german):
    """R5.5: the turn's panel (title, prompt, the End turn / Pass button) in German."""
    s, v = _decision(content, kinds.TURN)
    sp = Interaction(v, content).spec(Local())
    assert sp.panel.title == "Dein Zug"
    prompt = sp.panel.rows[0][0].text
    assert prompt.startswith(("Klicke ein leuchtendes Aktionsfeld", "Keine Aktionsscheibe mehr",
                              "Du hast deine Aktion gemacht")), prompt
    buttons = [w.text for row in sp.panel.rows for w in row if w.kind == "button"]
    assert {"Zug beenden", "Passen"} & set(buttons), buttons
    space = next(c for k, c in sp.targets.items() if k[0] == "space" and c.enabled)
    assert space.tip.startswith("Klick: eine Aktionsscheibe auf "), space.tip


def test_german_crisis_reasons_and_plural(content, german):
    """R6.2: a domestic crisis's market lines say in German why they cannot be clicked, and
    its prompt takes the catalogue's plural."""
    s, v = _decision(content, kinds.DCRISIS)
    sp = Interaction(v, content).spec(Local())
    res = s.frames[-1]["res"]
    assert sp.panel.title.startswith("Lokale Krise")            # issue 39: the printed "Lokaler Markt"
    reasons = [c.tip for k, c in sp.targets.items() if k[0] == "market" and not c.enabled]
    assert reasons and all(r.startswith(("die Krise verlangt ", "der Lokale Markt hat kein"))
                           for r in reasons), reasons
    if not s.frames[-1].get("owed"):
        prompt = sp.panel.rows[0][0].text
        assert prompt.startswith(f"Lokale Krise: {F.res_name(res)}."), prompt
        n = s.frames[-1]["n"]
        assert ("liegenden Bürger auf" if n == 1 else "liegende Bürger auf") in prompt, prompt


def test_german_plural_forms_of_one_and_two(content, german):
    """Plural forms come from the German catalogue, never from code."""
    assert F.res_count("stone", 1) == "1 Stein"
    assert F.res_count("stone", 2) == "2 Steine"
    assert F.res_count("fruit", 1) == "1 Frucht" and F.res_count("fruit", 2) == "2 Früchte"
    assert F.res_count("wood", -2, signed=True) == "−2 Holz"
    assert F.tokens_words(1) == "1 Entdeckerplättchen"
    assert F.discs_words(1) == "1 Aktionsscheibe" and F.discs_words(2) == "2 Aktionsscheiben"
    assert F.ordinal(2) == "2."
    a = engine.Action(0, kinds.TX, ("domestic", "buy", "stone"))
    assert label({"names": ["Ann"], "units": []}, content, a) == "1 Stein kaufen (Lokaler Markt)"


def test_german_table_words_and_tooltips(content, german):
    """The boards, the wheel, the log and the player panels in German: drawn words and
    tooltips, at 1280x720."""
    s, _ = _decision(content, kinds.TURN, players=4)
    seat = engine.to_act(s)
    rep, scene = table_report(content, engine.view(s, seat), (1280, 720))
    drawn = {t.text for t in rep.texts}
    for word in ("I · Lokaler Markt", "II · Exportmarkt", "Protokoll", "Vorrat", "Dein Zug"):
        assert word in drawn, (word, sorted(drawn)[:80])
    assert any(t.startswith(("Aktionsrad", "Rad")) for t in drawn)
    assert not {"Log", "Supply", "Your turn", "Build costs"} & drawn
    tips = [h.tip for h in scene.renderer.hits.items]
    assert "Das Spielprotokoll, nach Runde, Phase und Zug gegliedert: blättern mit dem Mausrad." in tips
    assert any(t.startswith("Florin auf dem Aktionsrad: ") for t in tips)
    assert any(t.startswith("Aktionsscheiben: ") for t in tips)


def test_german_card_face(content, german):
    """An evolution card's face names its type in German (the large view's size)."""
    ctx = T.Ctx(1.0)
    for cid, card in content.cards.items():
        with TextCheck() as tc:
            draw_card(ctx, card, (324, 450), content=content)
            shown = {v[1] for v in tc.known.values()}
        want, short = (("Weltwunder", "Weltw.") if card.is_wonder else ("Charakter", "Char.")
                       if card.type == "character" else ("Fortschritt", "Fortschr."))    # issue 39: not "Wunder"
        assert want in shown or short in shown, (cid, shown)
        assert not {"Wonder", "Character", "Progress"} & shown, (cid, shown)


def test_a_switch_of_language_shows_at_once(content):
    """An open table (the same scene, the same interaction) shows the new language at its
    next frame: the renderer's areas, the map and the interaction's specs are keyed by the
    language."""
    from archipelago.ui.app import App
    from archipelago.ui.table.scene import TableScene
    s, v = _decision(content, kinds.TURN)
    app = App((1280, 720))
    scene = TableScene(app, content, v, [])
    app.push(scene)
    try:
        app.draw()
        assert scene.interaction.spec(Local()).panel.title == "Your turn"
        tips = {h.tip for h in scene.renderer.hits.items}
        assert any(t.startswith("The game log") for t in tips)
        i18n.set_language("de")
        scene.language_changed()
        app.draw()
        assert scene.interaction.spec(Local()).panel.title == "Dein Zug"
        tips = {h.tip for h in scene.renderer.hits.items}
        assert any(t.startswith("Das Spielprotokoll") for t in tips)
        assert not any(t.startswith("The game log") for t in tips)
        assert any("Feld" in t for t in tips)                   # the map's tooltips too
    finally:
        i18n.set_language("en")
        pygame.event.clear()


def test_a_unit_is_named_as_its_viewer_owns_it(content, german):
    """Issue 39: a harvest's unit buttons name the acting person's own unit 'dein Bürger',
    in the case the sentence needs ('Mit deinem Bürger auf Feld … ernten'), never 'Bürger von
    Ann' said to Ann; another's unit keeps its owner ('den Bürger von Bob')."""
    s, v = _decision(content, kinds.HARVEST)
    seat = engine.to_act(s)
    acts = [a for a in engine.legal_actions(s) if a.kind == kinds.HARVEST]
    assert acts
    me = v["names"][seat]
    for a in acts:
        text = label(v, content, a)
        assert text.startswith(("Mit deinem Bürger", "Mit deinem Schiff")) and text.endswith(" ernten"), text
        assert f"von {me}" not in text, text
    other = next(u for u in range(len(v["units"])) if F.unit_owner(v, u) != seat)
    stand = label(v, content, engine.Action(seat, kinds.STAND, (other,)))
    assert stand.startswith(("den Bürger von ", "das Schiff von ")) and stand.endswith(" aufstellen"), stand
    with i18n.speaking("en"):
        assert label(v, content, acts[0]).startswith(("Harvest with your citizen", "Harvest with your ship"))
