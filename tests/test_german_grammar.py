"""Issue 39: no template grammar in German. Every catalogue message and German data text that
takes a resource, a piece or a count is rendered for each resource and piece and for 1 and
for 2-5 of each count, and read by the grammar checker (tests/german_grammar.py): a singular
noun after a number above one, a plural after 1, or a known article or adjective ending wrong
with it fails, naming the message and the rendered German."""
from __future__ import annotations

import copy
import functools
import itertools
import random
import re
import string

import pytest

from archipelago import i18n
from archipelago.content.texts import PLACEHOLDER, fill
from archipelago.ui.interact import labels
from archipelago.ui.render import names
from archipelago.words.cards import cost_text, measure_text, objective_text
from archipelago.words.names import (building_name, cubes, market_name, more_cubes, resource_name, resource_title,
                                     space_in_sentence, space_title)
from archipelago.words.reasons import reason_words, short_words
from tests.german_grammar import NUMBER_NOUN, problems

RESOURCES = ("fruit", "cattle", "fish", "wood", "stone", "iron")
KINDS = ("ship", "town", "temple", "market", "port")
COUNTS = (1, 2, 3, 4, 5)
MARKER = 9000          # an unknown placeholder is first rendered as MARKER + i, to see where it lands


def german():
    return i18n.speaking("de")


def typed(name):
    """The values a placeholder of this name takes in the code, as its callers build them:
    resources, building kinds and pieces with their forms; None: not a name (a number, or a
    phrase built elsewhere)."""
    if name == "res":
        return [resource_name(r) for r in RESOURCES]
    if name == "Res":
        return [resource_title(r) for r in RESOURCES]
    if name == "kind":
        return [building_name(k) for k in KINDS]
    if name == "Kind":
        return [names.kind_title(k) for k in KINDS]
    if name == "building":
        return [building_name(k) for k in KINDS] + [labels.building_words(k, "Feld Holz·Stein") for k in KINDS]
    if name == "unit":
        heads = [labels.unit_words(ship, mine, "Bob") for ship in (False, True) for mine in (False, True)]
        return heads + [labels._on_hex(h, "Feld Holz·Stein") for h in heads] + \
            [i18n.pgettext("unit", "citizen"), i18n.pgettext("unit", "ship")]
    if name == "market":
        return [market_name(m) for m in ("domestic", "export")] + \
            [names.market_name(m) for m in ("domestic", "export")]
    if name == "measure":
        return [measure_text(m) for m in ("markets_controlled", "character_cards+progress_cards", "florins",
                                          "cubes.fish", "foreign_citizens_fed", "wonders_built")]
    if name == "points":          # a card's points: "3/2/1", or a pacifist's
        return ["3/2/1", "4/3/2", "3"]
    if name == "space":
        return [space_title(s) for s in ("taxes", "harvest:wood", "migration")] + \
            [space_in_sentence(s) for s in ("taxes", "harvest:fruit", "recruitment")]
    return None


def fields_of(text):
    """{placeholder name: the attribute forms it is asked for} of a message."""
    out = {}
    for _lit, field, _spec, _conv in string.Formatter().parse(text):
        if field is None:
            continue
        root, _, attr = field.partition(".")
        out.setdefault(root, set())
        if attr:
            out[root].add(attr)
    return out


def counts_in(text, fields, english):
    """The placeholders of `text` that count a noun ("{n} Schiffe"): rendered first as markers,
    those a noun follows, where the English too has a word after them (not a sentence of its
    own: "{objective} {trend} Cards add ...")."""
    values = {name: (typed(name) or [MARKER + i])[0] for i, name in enumerate(sorted(fields))}
    try:
        shown = text.format(**values)
    except (AttributeError, KeyError, ValueError):
        return set()
    hit = {int(m.group(1)) for m in NUMBER_NOUN.finditer(shown)}
    return {name for i, name in enumerate(sorted(fields)) if MARKER + i in hit
            and re.search(r"\{" + name + r"(?:[:.][^}]*)?\}( +[a-z{]|[ƒ×])", english)}


def renders(message, strings, plural):
    """Every rendering of a message's German (each form with the counts it serves), and the
    fields a translation asks forms of that no caller gives."""
    fields = {}
    for s in strings:
        for k, v in fields_of(s).items():
            fields.setdefault(k, set()).update(v)
    untyped = sorted(k for k, forms in fields.items() if forms and typed(k) is None)
    if untyped:
        return [], untyped
    english = " ".join(message) if plural else message
    counts = set().union(*(counts_in(s, fields, english) for s in strings))
    if plural:
        counts |= {"n"} & set(fields)
    choices = {k: ([v for v in typed(k) if fields[k] <= (v.forms() if isinstance(v, i18n.Inflected) else set())]
                   if typed(k) is not None else (COUNTS if k in counts else [3])) for k in fields}
    lacking = sorted(k for k, v in choices.items() if not v)
    if lacking:
        return [], lacking
    keys = sorted(choices)
    combos = list(itertools.product(*(choices[k] for k in keys)))
    if len(combos) > 2000:
        combos = random.Random(str(message)).sample(combos, 2000)
    out = []
    for combo in combos:
        values = dict(zip(keys, combo))
        if plural:
            for var in sorted(counts & set(fields)) or [None]:
                form = strings[0] if var is not None and values[var] == 1 else strings[-1]
                out.append((var, form.format(**values)))
        else:
            out.append((None, strings[0].format(**values)))
    return out, []


def catalogue_problems():
    from tools import catalog as C
    po = C.read_po(C.po_path("de"), locale="de")
    found = []
    with german():
        for m in po:
            if not m.id:
                continue
            plural = isinstance(m.id, (tuple, list))
            strings = list(m.string) if plural else [m.string]
            if not any("{" in s for s in strings):
                continue
            try:
                shown, untyped = renders(m.id, strings, plural)
            except (AttributeError, KeyError, ValueError, IndexError) as exc:
                found.append(f"{m.id!r}: cannot be rendered ({exc})")
                continue
            if untyped:
                found.append(f"{m.id!r}: asks forms of {untyped} that no value of theirs has")
                continue
            by_var = {}
            for var, text in shown:
                by_var.setdefault(var, set()).update(f"{p} in {text!r}" for p in problems(text))
            if by_var and all(by_var.values()):      # no reading of its count is right
                worst = by_var.get("n") or min(by_var.values(), key=len)
                found += [f"{m.id!r}: {p}" for p in sorted(worst)[:3]]
    return found


def test_the_checker_finds_every_case_of_the_issue():
    bad = ["Rinder verkauft sich für 4ƒ", "der beste Preis für dein Früchte", "die Bank hat kein Rinder mehr",
           "Zahle 1 Früchte + 1 Rinder", "Die meisten kontrollierte Märkte", "die meisten aufgestellte fremde Bürger",
           "1ƒ für 2 Handel am Lokalen Markt", "sonst die Spieler nach dir können noch antworten",
           "für wen auch immer sie als Nächstes kauft", "Florin für Rinder, das du entbehren kannst",
           "Schiff nach ein Meeresfeld ziehen", "Ihre Endbedingung ist jetzt erfüllt", "Ernte Früchte",
           "Die Bank hat 1 Würfel Stein.", "zahle 3 Stein", "Ernte von Exotischen Früchten",
           "Das Spiel endet, wenn jedes Feld ist entdeckt.", "Das Spiel endet, wenn die Bank hat keine Florin.",
           "Die meisten eigene Charakterkarten", "Pazifist: Ihr Besitzer erhält 3", "2 Schiff", "1 Aktionsscheiben"]
    for text in bad:
        assert problems(text), text
    good = ["Früchte bringen 4ƒ", "der beste Preis für deine Früchte", "die Bank hat keine Rinder mehr",
            "Zahle 1 Frucht + 1 Rind", "Anzahl kontrollierter Märkte", "die meisten aufgestellten fremden Bürger",
            "1ƒ für 2 Handelsaktionen am Lokalen Markt", "sonst können die Spieler nach dir noch antworten",
            "für jeden, der sie als Nächstes kauft", "Florin für Rinder, die du übrig hast",
            "Schiff auf Feld ohne Land ziehen", "Die Endbedingung der Karte ist jetzt erfüllt", "Früchte ernten",
            "Die Bank hat 1 Stein-Würfel.", "zahle 3 Steine", "Ernte von Früchten",
            "Das Spiel endet, wenn jedes Feld entdeckt ist.", "Das Spiel endet, wenn die Bank keine Florin mehr hat.",
            "Anzahl eigener Charakterkarten", "Pazifist: Sein Besitzer erhält 3 Siegpunkte", "2 Schiffe",
            "1 Aktionsscheibe", "1 von 3 Karten", "5 oder mehr Bürger", "keinen Fisch", "kein Holz"]
    for text in good:
        assert not problems(text), (text, problems(text))


def test_every_german_message_reads_right_with_each_resource_piece_and_count():
    """Each message with a placeholder, in German, for each resource and piece and for 1-5 of
    each count it puts before a noun (a plural message: its forms for 1 and for 2-5)."""
    found = catalogue_problems()
    assert not found, f"{len(found)} German messages read wrong:\n" + "\n".join(found[:80])


def _numbers(value, path=""):
    """(path, number) of every number in a card's data."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [(path, value)]
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _numbers(v, f"{path}.{k}" if path else k)
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            out += _numbers(v, f"{path}[{i}]")
    return out


def _set(entry, path, n):
    """A copy of a card's data with the number at `path` set to n."""
    out = copy.deepcopy(entry)
    steps = re.findall(r"([A-Za-z_]\w*)|\[(\d+)\]", path)
    node = out
    for key, index in steps[:-1]:
        node = node[int(index)] if index else node[key]
    key, index = steps[-1]
    if index:
        node[int(index)] = n
    else:
        node[key] = n
    return out


@pytest.mark.slow
def test_every_german_card_event_and_trend_text_agrees_with_each_count(content):
    """The German data templates (data/locale/de), each number of the card's data set to 1
    and to 2-5 in turn: every noun a number counts takes its form."""
    import yaml
    from archipelago.content.loader import DATA_DIR
    english = yaml.safe_load((DATA_DIR / "cards.yaml").read_text(encoding="utf-8"))
    sections = {"card": "evolution_cards", "event": "events", "trend": "trend_cards"}
    found, checked = [], 0
    with german():
        say = i18n.catalog("de").gettext
        for kind, section in sections.items():
            for entry in english[section]:
                for field in ("text", "gist", "short"):
                    key = (kind, entry["id"], field)
                    template = _template("de", kind, entry["id"], field)
                    if not template:
                        continue
                    used = {m.group(1).partition(":")[0].strip() for m in PLACEHOLDER.finditer(template)}
                    for path, _n in _numbers(entry):
                        if path not in used:
                            continue
                        for n in COUNTS:
                            text = fill(template, _set(entry, path, n), content.rules, say)
                            checked += 1
                            found += [f"{key} with {path} = {n}: {p} in {text!r}" for p in problems(text)]
                    found += [f"{key}: {p}" for p in problems(fill(template, entry, content.rules, say))]
    assert checked > 300
    assert not found, f"{len(found)} German data texts read wrong:\n" + "\n".join(sorted(set(found))[:60])


def _template(lang, kind, id_, field):
    from archipelago.content.locale import FILES
    file = next(f for f, (k, _s) in FILES.items() if k == kind)
    return (_locale_doc(lang, file).get(id_) or {}).get(field)


@functools.lru_cache(maxsize=None)
def _locale_doc(lang, file):
    """A data translation file as written (data/locale/LANG/FILE), read once per session:
    only read here (issue 40: it was parsed again for each of its 200 templates)."""
    import yaml
    from archipelago.content.loader import DATA_DIR
    return yaml.safe_load((DATA_DIR / "locale" / lang / file).read_text(encoding="utf-8"))


def test_every_objective_in_german_for_each_player_count(content):
    """R11.1: each objective's end condition and scoring, worded for 2-5 players."""
    found = []
    with german():
        for obj in content.objectives.values():
            for n in (2, 3, 4, 5):
                text = objective_text(obj, n, content)
                found += [f"{obj.id}, {n} players: {p} in {text!r}" for p in problems(text)]
    assert not found, "\n".join(found)


def test_resources_pieces_and_counts_from_the_words_module():
    """The functions that put a resource or a count into words (words.cubes, more_cubes,
    cost_text, the reasons), for each resource and 1-5."""
    from archipelago.engine import kinds as K
    found = []
    with german():
        for res in RESOURCES:
            for n in COUNTS:
                texts = [cubes(n, res), more_cubes(n, res),
                         cost_text({"florins": 2, "cubes": {res: n}, "action_discs": n}),
                         cost_text({"cubes": {res: n}, "action_discs": n}, short=True),
                         short_words(n, ((res, n, 0), (res, n, 1)), n, 1),
                         reason_words((K.NO_CUBE, res)), reason_words((K.MARKET_EMPTY, "domestic", res))]
                found += [f"{res}, {n}: {p} in {t!r}" for t in texts for p in problems(t)]
    assert not found, "\n".join(found)
