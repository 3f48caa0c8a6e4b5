"""The names and texts of cards, events, trends and objectives in other languages than
English (issue 29): data/locale/<lang>/{cards,events,trends,objectives}.yaml, keyed by id.

    # data/locale/de/cards.yaml
    A01:
      name: Wissenschaftler
      text: "Decke die obersten {effects[0].count} Karten ... ({min_price}, an die Bank) ..."

Every field players read is translated: a card's name, text and (where the English has
them) gist and short title; an event's name, text and short; a trend's name and text; an
objective's name. A card may have a short title in a language where the English needs none
(room on the player panels comes from short forms). A translated template is filled like
the English one (texts.fill), its words (a resource in a cost, "nothing", an ordinal) from
the language's catalogue.

The checks refuse, naming file, id and field: a missing, unknown or extra id or field; a
field that is not text or is empty; a template whose placeholders differ from the English
one's (as a set: a translation may reorder them, and may count a noun by a number:
`{effects[0].max:Schiff|Schiffe}`, texts.counted); a number typed in the prose that the
English does not type (every amount is a placeholder, as in English).
A data folder without locale/<lang> has no translation for that language (English is shown).
"""
from __future__ import annotations

from types import MappingProxyType
from typing import Any, Callable, Mapping

from .report import Report
from .texts import NUMBER, PLACEHOLDER, field_of, fill

# file -> (the kind Content.shown names, the section of cards.yaml it translates)
FILES = {"cards.yaml": ("card", "evolution_cards"), "events.yaml": ("event", "events"),
         "trends.yaml": ("trend", "trend_cards"), "objectives.yaml": ("objective", "objective_cards")}
# The fields players read, by kind; TEMPLATES are filled like the English ones.
FIELDS = {"card": ("name", "short", "text", "gist"), "event": ("name", "short", "text"),
          "trend": ("name", "text"), "objective": ("name",)}
TEMPLATES = ("text", "gist", "short")
OPTIONAL = {"card": {"short"}}       # a translated title may need a short form the English has not


def folder(lang: str) -> str:
    return f"locale/{lang}"


def placeholders(text: str) -> set[str]:
    """The placeholders of a template, each as its field and format (a counted noun, which
    each language writes in its own words, left out: texts.field_of)."""
    return {field_of(m.group(1)) for m in PLACEHOLDER.finditer(text)}


def numbers(text: str) -> set[str]:
    """The numbers typed in a template's prose (not in its placeholders)."""
    return set(NUMBER.findall(PLACEHOLDER.sub(" ", text)))


def check(lang: str, file: str, data: Any, english: Mapping, report: Report) -> None:
    """Check one language file against the English entries of its section (`english`:
    the validated cards.yaml document)."""
    kind, section = FILES[file]
    name = f"{folder(lang)}/{file}"
    entries = {e["id"]: e for e in english.get(section, ())}
    if not isinstance(data, dict):
        report.add(name, None, (), (), f"expected a mapping of {section} ids to their texts")
        return
    for id_ in entries:
        if id_ not in data:
            report.add(name, str(id_), (), (), f"missing: the {kind} {id_} has no {lang} text")
    for id_, entry in data.items():
        label = str(id_)
        if id_ not in entries:
            report.add(name, label, (id_,), (), f"unknown id: cards.yaml {section} has no {id_!r}")
            continue
        if not isinstance(entry, dict):
            report.add(name, label, (id_,), (), "expected a mapping of fields (name, text, ...)")
            continue
        source = entries[id_]
        want = {f for f in FIELDS[kind] if isinstance(source.get(f), str) and source.get(f)}
        allowed = want | OPTIONAL.get(kind, set())
        for field in sorted(want - set(entry)):
            report.add(name, label, (id_,), (field,), f"missing: the English has a {field}")
        for field, value in entry.items():
            if field not in allowed:
                why = "not a field players read" if field not in FIELDS[kind] else "the English has none"
                report.add(name, label, (id_, field), (field,),
                           f"extra field ({why}); expected {', '.join(sorted(allowed))}")
                continue
            if not isinstance(value, str) or not value.strip():
                report.add(name, label, (id_, field), (field,), "expected a non-empty text")
                continue
            english_text = source.get(field) or source.get("name", "")
            if field in TEMPLATES:
                have, need = placeholders(value), placeholders(english_text)
                if have != need:
                    parts = []
                    if need - have:
                        parts.append("missing " + ", ".join("{" + p + "}" for p in sorted(need - have)))
                    if have - need:
                        parts.append("not in the English " + ", ".join("{" + p + "}" for p in sorted(have - need)))
                    report.add(name, label, (id_, field), (field,),
                               "placeholders differ from the English text: " + "; ".join(parts))
                typed = numbers(value) - numbers(english_text)
                if typed:
                    report.add(name, label, (id_, field), (field,),
                               f"the text types the number {', '.join(sorted(typed))}: write every "
                               "amount as the English text's placeholder")
            elif "{" in value or "}" in value:
                report.add(name, label, (id_, field), (field,), "a name has no placeholders")


def build(docs: Mapping[str, Any], english: Mapping, rules: Mapping,
          say: Callable[[str], str]) -> Mapping[tuple[str, str, str], str]:
    """{(kind, id, field): text} of one language, templates filled (`say`: its catalogue)."""
    out = {}
    for file, (kind, section) in FILES.items():
        entries = {e["id"]: e for e in english.get(section, ())}
        for id_, entry in docs[file].items():
            source = entries[id_]
            for field, value in entry.items():
                out[(kind, id_, field)] = fill(value, source, rules, say) if field in TEMPLATES else value
            if kind == "card" and "short" not in entry:
                out[(kind, id_, "short")] = entry["name"]      # as the English: the name where no short
            if kind == "card" and "gist" not in entry:
                out[(kind, id_, "gist")] = ""
    return MappingProxyType(out)
