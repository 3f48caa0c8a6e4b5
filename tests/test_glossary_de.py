"""Issue 39: one thing, one word. docs/GLOSSAR.md names one German word per concept (the
printed edition's where it has one) and, in its column "nicht", the variants; the German
catalogue and the German data (data/locale/de) use none of them."""
from __future__ import annotations

import re
from pathlib import Path

from tools import catalog as C

ROOT = Path(__file__).resolve().parents[1]
GLOSSAR = ROOT / "docs" / "GLOSSAR.md"
DATA = ROOT / "data" / "locale" / "de"


def variants():
    """{variant: the glossary row's German word} from the tables' third column."""
    out = {}
    for line in GLOSSAR.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("English", "---") or set(cells[2]) <= {"-"}:
            continue
        for v in (x.strip() for x in cells[2].split(",")):
            if v:
                out[v] = cells[1]
    return out


def pattern(variant):
    return re.compile(r"(?<![\w-])" + re.escape(variant) + r"(?!\w)")


def german_texts():
    """(where, text) of every German msgstr and every line of the German data files."""
    po = C.read_po(C.po_path("de"), locale="de")
    for m in po:
        if not m.id:
            continue
        for s in (m.string if isinstance(m.string, (tuple, list)) else (m.string,)):
            if s:
                yield f"catalogue {m.id!r}", s
    for path in sorted(DATA.glob("*.yaml")):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.lstrip().startswith("#"):
                yield f"{path.relative_to(ROOT)}:{i}", line


def test_the_glossary_lists_the_variants_the_issue_names():
    listed = variants()
    for v in ("Konvoi", "Geleitzug", "farbiger Pfeil", "Figur", "Landgebiet", "Meeresfeld", "beherrscht",
              "Fortpflanzung", "Wanderung", "Anwerbung", "Schachtel", "Rohstoff", "Binnenmarkt", "Reset",
              "Kontrolleur", "Wunder", "Zeile", "Auslage", "Spiel lernen", "Lerntipp", "Arbeitslose"):
        assert v in listed, v


def test_the_german_edition_uses_no_listed_variant():
    found = []
    listed = {v: pattern(v) for v in variants()}
    for where, text in german_texts():
        for v, pat in listed.items():
            if pat.search(text):
                found.append(f"{where}: {v!r} (the glossary says {variants()[v]!r}) in {text[:120]!r}")
    assert not found, f"{len(found)} variants:\n" + "\n".join(found[:60])


def test_the_check_finds_a_variant():
    listed = {v: pattern(v) for v in variants()}
    hit = lambda text: [v for v, pat in listed.items() if pat.search(text)]   # noqa: E731
    assert hit("per Konvoi") == ["Konvoi"] and hit("Wähle eine Figur") == ["Figur"]
    assert hit("auf dem Binnenmarkt") == ["Binnenmarkt"]
    assert not hit("Weltwunder und Wunderbauer") and not hit("Auswanderung") and not hit("Einheiten im Archipel")
