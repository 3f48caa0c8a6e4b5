"""The German of the edition, checked for the mistakes template grammar makes (issue 39): a
resource, piece or count put into a sentence that does not take its number, case or article.

    problems(text)  ->  ["singular after 2: '2 Schiff'", ...]

What it finds (each a case the issue names, or its kind):
- a noun after a number that does not agree with it: a plural after 1 ("1 Früchte"), a
  singular after 2-5 ("3 Stein", "2 Schiff"), a compound too ("2 Fortschrittskarte"), and
  "Handel" counted at all ("2 Handel": Handelsaktionen);
- a resource with an article or possessive of another gender or number ("kein Früchte",
  "dein Rinder", "keinen Holz"), a relative pronoun that does not agree with it ("Florin für
  Rinder, das ..."), or a plural resource with a singular verb ("Rinder verkauft sich");
- an adjective after "die meisten" without its weak ending ("die meisten kontrollierte Märkte");
- "nach" with an accusative or nominative article ("nach ein Meeresfeld");
- a resource named after "Würfel" or "Ernte" as a bare word ("1 Würfel Stein", "Ernte Früchte");
- a finite verb in the middle of a clause after "wenn" ("wenn jedes Feld ist entdeckt") or
  right after "sonst" ("sonst die Spieler ... können");
- a sentence opening "Ihr"/"Ihre" (reads as the formal Sie in a game that says du), and
  "Exotische" capitalised inside a sentence;
- "für wen auch immer".
"""
from __future__ import annotations

import re

# Count nouns whose singular and plural differ: singular forms, plural forms (lower case). A
# word ending in one of them counts too (compounds: "Fortschrittskarten", "Landregion").
NOUNS = (
    (("frucht",), ("früchte", "früchten")),
    (("rind", "rinds"), ("rinder", "rindern")),
    (("fisch", "fischs", "fisches"), ("fische", "fischen")),
    (("stein", "steins", "steines"), ("steine", "steinen")),
    (("schiff", "schiffs", "schiffes"), ("schiffe", "schiffen")),
    (("einheit",), ("einheiten",)),
    (("scheibe",), ("scheiben",)),
    (("karte",), ("karten",)),
    (("stadt",), ("städte", "städten")),
    (("markt", "markts", "marktes"), ("märkte", "märkten")),
    (("hafen", "hafens"), ("häfen",)),
    (("feld", "felds", "feldes"), ("felder", "feldern")),
    (("hütte",), ("hütten",)),
    (("rebell", "rebellen"), ("rebellen",)),         # a weak noun: "stellt 1 Rebellen auf"
    (("runde",), ("runden",)),
    (("punkt", "punkts", "punktes"), ("punkte", "punkten")),
    (("schritt", "schritts", "schrittes"), ("schritte", "schritten")),
    (("symbol", "symbols"), ("symbole", "symbolen")),
    (("region",), ("regionen",)),
    (("geschäft", "geschäfts"), ("geschäfte", "geschäften")),
    (("aktion",), ("aktionen",)),
    (("münze",), ("münzen",)),
    (("zug", "zugs", "zuges"), ("züge", "zügen")),
    (("sekunde",), ("sekunden",)),
    (("angebot", "angebots"), ("angebote", "angeboten")),
    (("phase",), ("phasen",)),
    (("kante",), ("kanten",)),
    (("stelle",), ("stellen",)),
    (("drehung",), ("drehungen",)),
    (("stufe",), ("stufen",)),
    (("kreis", "kreises"), ("kreise", "kreisen")),
    (("insel",), ("inseln",)),
    (("platz", "platzes"), ("plätze", "plätzen")),
    (("ebene",), ("ebenen",)),
    (("eintrag", "eintrags"), ("einträge", "einträgen")),
    (("person",), ("personen",)),
    (("lieferung",), ("lieferungen",)),
    (("entdeckung",), ("entdeckungen",)),
)
# Words between a number and its noun that are not adjectives of it.
NOT_ADJECTIVES = {"oder", "aber", "über", "unter", "hinter", "jeder", "jede", "jedes", "von", "pro", "je",
                  "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "mehr",
                  "und", "bis", "im", "in", "auf", "mit", "für", "als", "nur", "noch", "schon", "wieder"}
NUMBER_NOUN = re.compile(r"(?<![\w.,/+−-])(\d+) +((?:[a-zäöüß]+(?:e|en|er|es|em) +){0,2})([A-ZÄÖÜ][\w-]*)")

# Resources by gender and number (the printed German: Exotische Früchte, Rinder, Fisch, Holz,
# Stein, Eisen) and the determiners each may take.
RESOURCE_DETERMINERS = {
    "Früchte": {"keine", "deine", "die", "diese", "eure"},
    "Rinder": {"keine", "deine", "die", "diese", "eure"},
    "Fisch": {"kein", "keinen", "dein", "deinen", "der", "den", "diesen"},
    "Stein": {"kein", "keinen", "dein", "deinen", "der", "den", "diesen"},
    "Holz": {"kein", "dein", "das", "dieses"},
    "Eisen": {"kein", "dein", "das", "dieses"},
}
DETERMINERS = {"kein", "keine", "keinen", "dein", "deine", "deinen", "der", "die", "das", "den", "dieses",
               "diesen", "diese"}
RELATIVE = {"Früchte": {"die"}, "Rinder": {"die"}, "Fisch": {"der", "den"}, "Stein": {"der", "den"},
            "Holz": {"das"}, "Eisen": {"das"}}
RESOURCE = "(Früchte|Rinder|Fisch|Holz|Stein|Eisen)(?![\\w-])"     # a word of its own, not "Eisen-Bereich"
SINGULAR_VERBS = "(verkauft|ist|hat|bringt|kostet|steht|liegt|geht|kommt|fehlt|zählt)"

PATTERNS = (
    (re.compile(r"\b[Dd]ie meisten (?:[a-zäöüß]+en )*[a-zäöüß]+e\s"), "adjective after 'die meisten' needs -en"),
    (re.compile(r"\bnach (ein|eine|einen|die|das)\b"), "'nach' takes the dative"),
    (re.compile(r"\bWürfel " + RESOURCE + r"\b"), "a resource after 'Würfel' (write '{res}-Würfel')"),
    (re.compile(r"\bErnte " + RESOURCE + r"\b"), "a resource after 'Ernte' (write '{res}-Ernte' or '{res} ernten')"),
    (re.compile(r"\b(Früchte|Rinder) " + SINGULAR_VERBS + r"\b"), "a plural resource with a singular verb"),
    (re.compile(r"\bwenn\b[^,;:.!?()—–]*?\s(ist|hat|sind|haben|wird|werden)\s+(?!(?:oder|und|aber)\b)[a-zäöüß]"),
     "finite verb inside a 'wenn' clause (it goes last)"),
    (re.compile(r"\bsonst (die|der|das|ein|eine|jeder|jede|du)\b"), "after 'sonst' the verb comes first"),
    (re.compile(r"(?:^|[.:!?]\s+|—\s+)Ihr(e|en|em|er|es)?\b"), "'Ihr' opening a sentence reads as the formal Sie"),
    (re.compile(r"[a-zäöüß,] Exotische"), "'exotische' is an adjective inside a sentence"),
    (re.compile(r"\bfür wen auch immer\b"), "'für wen auch immer' (write 'für jeden, der ...')"),
    (re.compile(r"(?<![\w.,/+−-])\d+\s+Handel\b"), "'Handel' is not counted (write 'Handelsaktionen')"),
)


def _noun_number(word):
    """'sg', 'pl', 'both' (a form of either number: "Rebellen") or None: the number of a
    count noun, or of a compound ending in one."""
    w = word.lower().rstrip("-")
    best, kinds = 0, set()
    for sgs, pls in NOUNS:
        for form, kind in [(f, "sg") for f in sgs] + [(f, "pl") for f in pls]:
            if w == form or (w.endswith(form) and len(w) > len(form)):
                if len(form) > best:
                    best, kinds = len(form), {kind}
                elif len(form) == best:
                    kinds.add(kind)
    return None if not kinds else "both" if len(kinds) == 2 else kinds.pop()


def problems(text):
    """The grammar mistakes of one German text (see the module doc), as readable lines."""
    out = []
    for m in NUMBER_NOUN.finditer(text):
        n, between, noun = int(m.group(1)), m.group(2).split(), m.group(3)
        if any(w in NOT_ADJECTIVES for w in between):
            continue
        kind = _noun_number(noun)
        if kind == "pl" and n == 1:
            out.append(f"plural after 1: {m.group(0)!r}")
        elif kind == "sg" and n > 1:
            out.append(f"singular after {n}: {m.group(0)!r}")
    for m in re.finditer(r"\b(\w+) " + RESOURCE + r"\b", text):
        det, res = m.group(1), m.group(2)
        if det.lower() in DETERMINERS and det.lower() not in RESOURCE_DETERMINERS[res]:
            out.append(f"'{det}' does not go with {res}: {m.group(0)!r}")
    for m in re.finditer(RESOURCE + r", (das|der|den|die) ", text):
        if m.group(2) not in RELATIVE[m.group(1)]:
            out.append(f"relative pronoun does not agree with {m.group(1)}: {m.group(0)!r}")
    for pattern, why in PATTERNS:
        for m in pattern.finditer(text):
            out.append(f"{why}: {m.group(0).strip()!r}")
    return out
