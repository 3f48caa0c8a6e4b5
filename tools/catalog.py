"""The message catalogue (issue 29): extract, update and compile in one command, and the
checks the test suite runs.

    python -m tools.catalog            extract the messages of archipelago/ into the .pot,
                                       update every language's .po, compile its .mo
    python -m tools.catalog check      say what is out of date or wrong (exit 1), change nothing
    python -m tools.catalog missing    list the messages a language has no translation for

It runs exactly the three pybabel commands of README "Translations" (Babel's command line,
in this process): `--sort-output --no-location` keep diffs small, `--no-fuzzy-matching`
never guesses a translation, `--ignore-obsolete` drops messages the code no longer has.
The checks (`problems`) work in memory: the .pot holds exactly the messages extracted now,
each .po exactly the .pot's, every translation keeps its message's named placeholders
(each plural form too), no message uses `%s` or positional `{}` (translators reorder), and
each compiled .mo says what its .po says.
"""
from __future__ import annotations

import gettext
import io
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOMAIN = "archipelago"
LOCALE = ROOT / "archipelago" / "locale"
POT = LOCALE / f"{DOMAIN}.pot"
CONFIG = ROOT / "babel.cfg"
SOURCE = ROOT / "archipelago"
LANGUAGES = ("de",)


def po_path(lang):
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang):
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def pybabel(*args):
    """Run one pybabel command (Babel's own command line) in this process."""
    from babel.messages.frontend import CommandLineInterface
    CommandLineInterface().run(["pybabel", "-q", *args])


def build():
    """Extract, update, compile (README "Translations")."""
    rel = lambda p: str(p.relative_to(ROOT))          # noqa: E731 - paths as the README writes them
    import os
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        pybabel("extract", "-F", rel(CONFIG), "--no-location", "--sort-output",
                "-o", rel(POT), rel(SOURCE))
        pybabel("update", "-i", rel(POT), "-d", rel(LOCALE), "-D", DOMAIN, "--no-fuzzy-matching",
                "--ignore-obsolete")
        pybabel("compile", "-d", rel(LOCALE), "-D", DOMAIN)
    finally:
        os.chdir(here)


# --- reading ------------------------------------------------------------------------------------

def read_po(path, locale=None):
    from babel.messages.pofile import read_po as _read
    with open(path, "rb") as f:
        return _read(f, locale=locale)


def key(message):
    """A message's identity: (context, msgid), the msgid its singular for a plural."""
    mid = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
    return (message.context, mid)


def keys(catalog):
    return {key(m) for m in catalog if m.id}


def extracted():
    """The catalogue of the messages in the code now (in memory, as `extract` would write)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg
    with open(CONFIG, encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    catalog = Catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
            str(SOURCE), method_map, options_map):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def compiled(po_catalog):
    """The .mo bytes of a .po catalogue, compiled in memory (translated messages only)."""
    from babel.messages.mofile import write_mo
    buf = io.BytesIO()
    write_mo(buf, po_catalog, use_fuzzy=False)
    return buf.getvalue()


def mo_messages(data):
    """What a compiled catalogue answers: {msgid key: translation}."""
    return gettext.GNUTranslations(io.BytesIO(data))._catalog


# --- placeholders ---------------------------------------------------------------------------------

def fields(text):
    """The named placeholders of a message ({name}, {name:fmt}, {name.attr}), and the faults
    no translatable message may have: '%s'-style and positional '{}' / '{0}' fields, or
    braces that do not parse."""
    names, faults = set(), []
    if "%s" in text or "%d" in text or "%(" in text:
        faults.append("uses %-formatting (write a named placeholder such as {name})")
    try:
        for _lit, name, _spec, _conv in string.Formatter().parse(text):
            if name is None:
                continue
            root = name.split(".")[0].split("[")[0]
            if root == "" or root.isdigit():
                faults.append("has a positional placeholder {" + name + "} (name it: translators reorder)")
            else:
                names.add(root)
    except ValueError as exc:
        faults.append(f"has braces that do not parse ({exc})")
    return names, faults


def placeholder_problems(catalog, where):
    """Every translation whose placeholders differ from its message's (each plural form
    against the plural message), and every message with a forbidden placeholder."""
    out = []
    for m in catalog:
        if not m.id:
            continue
        ids = list(m.id) if isinstance(m.id, (tuple, list)) else [m.id]
        strs = list(m.string) if isinstance(m.string, (tuple, list)) else [m.string]
        want = [fields(i)[0] for i in ids]
        for i in ids:
            out += [f"{where}: message {i!r} {fault}" for fault in fields(i)[1]]
        if len(ids) == 2 and want[0] - {"n"} != want[1] - {"n"}:
            out.append(f"{where}: message {ids[0]!r}: its singular and plural name different placeholders")
        for n, s in enumerate(strs):
            if not s:
                continue
            have, faults = fields(s)
            out += [f"{where}: translation of {ids[0]!r} {fault}" for fault in faults]
            expect = want[min(n, len(want) - 1)]
            if len(ids) == 2:
                # a plural form may leave the count out ("ein Bürger"), nothing else
                if have - {"n"} != (want[0] | want[1]) - {"n"}:
                    out.append(f"{where}: plural form {n} of {ids[0]!r} has the placeholders "
                               f"{sorted(have)}, the message {sorted(want[0] | want[1])}")
            elif have != expect:
                out.append(f"{where}: translation of {ids[0]!r} has the placeholders {sorted(have)}, "
                           f"the message {sorted(expect)}")
    return out


# --- the checks -----------------------------------------------------------------------------------

def problems(languages=LANGUAGES):
    """What is out of date or wrong in the catalogue, as readable lines (none: all is well)."""
    out = []
    pot = read_po(POT)
    now = extracted()
    gone, new = keys(pot) - keys(now), keys(now) - keys(pot)
    if gone or new:
        out.append(f"{POT.relative_to(ROOT)} is out of date with the code ({len(new)} new, {len(gone)} gone "
                   f"messages, e.g. {sorted(new or gone, key=str)[:3]}): run `python -m tools.catalog`")
    out += placeholder_problems(now, "code")
    for lang in languages:
        po = read_po(po_path(lang), locale=lang)
        where = str(po_path(lang).relative_to(ROOT))
        if keys(po) != keys(pot):
            out.append(f"{where} does not hold exactly the messages of the .pot "
                       f"({len(keys(pot) - keys(po))} missing, {len(keys(po) - keys(pot))} extra): "
                       "run `python -m tools.catalog`")
        out += placeholder_problems(po, where)
        fuzzy = [key(m)[1] for m in po if m.id and m.fuzzy]
        if fuzzy:
            out.append(f"{where}: fuzzy translations are never shown: {fuzzy[:3]}")
        mo = mo_path(lang)
        if not mo.exists() or mo_messages(mo.read_bytes()) != mo_messages(compiled(po)):
            out.append(f"{mo.relative_to(ROOT)} is not compiled from its .po: run `python -m tools.catalog`")
    return out


def missing(lang):
    """The messages of `lang`'s .po without a translation."""
    po = read_po(po_path(lang), locale=lang)
    return [key(m) for m in po if m.id and not (all(m.string) if isinstance(m.string, (tuple, list)) else m.string)]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else "build"
    if command == "build":
        build()
        found = problems()
        for line in found:
            print(line)
        for lang in LANGUAGES:
            print(f"{lang}: {len(missing(lang))} messages without a translation")
        return 1 if found else 0
    if command == "check":
        found = problems()
        for line in found:
            print(line)
        print("catalogue: " + ("up to date" if not found else f"{len(found)} problems"))
        return 1 if found else 0
    if command == "missing":
        for lang in argv[1:] or LANGUAGES:
            for context, mid in missing(lang):
                print(f"{lang}: {mid!r}" + (f" (context {context!r})" if context else ""))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
