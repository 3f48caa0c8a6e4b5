"""The player's language (issue 29): every player-facing message goes through this module.

Messages are the English text, looked up in the standard library's gettext catalogues
under `archipelago/locale/<lang>/LC_MESSAGES/archipelago.mo` (extracted and compiled with
Babel, see README). English needs no catalogue: a message missing from a catalogue shows
in English.

    _("Load")                                  # one message
    ngettext("{n} rebel", "{n} rebels", n).format(n=n)   # plural forms from the catalogue
    pgettext("wheel", "Taxes")                 # the same English word in two meanings
    N_("Quit")                                 # marked for extraction; translated where shown

A sentence built from pieces is one message with named placeholders, so a translation may
reorder it. The language is switched at run time (`set_language`): callers look a message
up when they draw, never keep a translated string across a switch; `on_change` listeners
(the open scenes) are told. Nothing here reads or writes a save: saves and the log stay
language-neutral.
"""
from __future__ import annotations

import gettext
import locale
import os
from contextlib import contextmanager
import weakref
from pathlib import Path

DOMAIN = "archipelago"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
# The languages the game speaks, by code, each named in its own language (Settings).
LANGUAGES = {"en": "English", "de": "Deutsch"}
DEFAULT = "en"

_lang = DEFAULT
_catalog: gettext.NullTranslations = gettext.NullTranslations()
_listeners: list = []


def catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of `lang` (English and a missing one: none, the messages as written)."""
    if lang == DEFAULT:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, [lang], fallback=True)


def set_language(lang: str) -> None:
    """Speak `lang` from now on (a code of LANGUAGES) and tell the listeners."""
    global _lang, _catalog
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _lang, _catalog = lang, catalog(lang)
    for listener in list(_listeners):
        listener(lang)


@contextmanager
def speaking(lang: str):
    """Speak `lang` for a while (a screenshot tool, a test), then the language spoken before."""
    before = _lang
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def language() -> str:
    """The code of the language spoken now."""
    return _lang


def on_change(listener, weak: bool = False) -> None:
    """Call `listener(lang)` after every switch of language. `weak`: `listener` is a bound
    method held by a weak reference (an app window: forgotten once its object is gone)."""
    if not weak:
        _listeners.append(listener)
        return
    ref = weakref.WeakMethod(listener)

    def call(lang):
        method = ref()
        if method is None:
            _listeners.remove(call)
        else:
            method(lang)
    _listeners.append(call)


def off_change(listener) -> None:
    """Stop calling `listener` (given to on_change without `weak`)."""
    if listener in _listeners:
        _listeners.remove(listener)


def language_or_default(code) -> str:
    """`code` if the game speaks it, else the system's language (a stored setting that is
    unknown, damaged or from a newer edition falls back without a crash)."""
    return code if isinstance(code, str) and code in LANGUAGES else system_language()


def system_language(environ=None) -> str:
    """The system's language if the game speaks it, else English (the default of Settings)."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else DEFAULT
    try:
        code = (locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else DEFAULT


def _(message: str) -> str:
    """`message` in the language spoken now."""
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` for the count n, by the catalogue's plural rule."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the sense named by `context`, in the language spoken now."""
    return _catalog.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """The form for the count n of `singular`/`plural` in the sense named by `context`."""
    return _catalog.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark `message` for extraction only: it is translated with `_` where it is shown."""
    return message


# The grammatical forms a translation may ask of a name put into a sentence (issue 39), as
# attributes of its placeholder: "{res.no}". Each kind of name has some of them (words/names.py).
FORMS = {
    "nom": "with its article, nominative (German 'der Lokale Markt')",
    "acc": "with its article, accusative ('den Tempel', 'deinen Bürger')",
    "dat": "with its article, dative ('dem Lokalen Markt', 'deinem Bürger')",
    "gen": "genitive plural after 'number of' ('kontrollierter Märkte')",
    "a": "with the indefinite article, accusative ('einen Tempel', 'eine Stadt')",
    "no": "with 'no', accusative ('keinen Fisch', 'keine Früchte')",
    "no_nom": "with 'no', nominative ('kein Fisch')",
    "your": "with 'your', accusative ('deinen Fisch', 'dein Holz')",
    "it": "the pronoun for it, accusative ('ihn', 'sie', 'es')",
    "none": "'none of it', accusative ('keinen', 'keine', 'keins')",
}


class Inflected(str):
    """A name put into sentences (issue 39): it reads as its plain form ("fish"; German
    "Fisch"), and a translation that needs the name in another case, number or with an
    article names the form as an attribute of the placeholder: "die Bank hat {res.no} mehr"
    -> "die Bank hat keinen Fisch mehr". `forms` maps form names (FORMS) to functions that
    look the form up in the catalogue when the sentence is formatted, so a form follows the
    language spoken; English sentences use the plain form and need none."""

    def __new__(cls, plain: str, forms=None):
        self = super().__new__(cls, plain)
        self._forms = dict(forms or {})
        return self

    def __getattr__(self, form):
        forms = self.__dict__.get("_forms") or {}
        if form in forms:
            return forms[form]()
        raise AttributeError(f"{str(self)!r} has no form {form!r} (it has: {', '.join(sorted(forms)) or 'none'})")

    def forms(self):
        """The names of the forms this name has."""
        return set(self._forms)

    @classmethod
    def join(cls, sep, names):
        """Names in a row ("the domestic market or the export market"), with each form the
        names all have, joined the same way."""
        names = [n if isinstance(n, Inflected) else Inflected(str(n)) for n in names]
        common = set.intersection(*(n.forms() for n in names)) if names else set()
        return cls(sep.join(names), {f: (lambda f=f: sep.join(getattr(n, f) for n in names)) for f in common})
