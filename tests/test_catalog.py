"""The message catalogue (issue 29), checked by the suite as CI would: the .pot holds
exactly the messages the code marks now, the German .po exactly the .pot's, every
translation keeps its message's named placeholders (each plural form too), no message is
glued from '%s' or positional '{}' pieces, and the compiled .mo says what its .po says
(compiled in memory with Babel and compared message by message). `python -m tools.catalog`
brings all of it up to date."""
from __future__ import annotations

from babel.messages.catalog import Catalog     # requirements-dev.txt (the README's test command)
import pytest

from tools import catalog as C


@pytest.mark.slow
def test_the_catalogue_is_up_to_date_with_the_code_and_compiled():
    assert C.problems() == []


def test_every_message_has_a_german_translation():
    assert C.missing("de") == []


@pytest.mark.slow
def test_the_pot_check_sees_a_message_the_code_no_longer_has_or_does_not_yet_have():
    now = C.extracted()
    assert ("decimal separator", ".") in C.keys(now) and (None, "Settings") in C.keys(now)
    pot = C.read_po(C.POT)
    assert C.keys(pot) == C.keys(now)
    pot.add("A message nobody marks")
    assert C.keys(pot) != C.keys(now)


def test_a_translation_with_other_placeholders_is_found():
    cat = Catalog(locale="de")
    cat.add("{name} buys {card}", "{name} kauft {karte}")
    cat.add("{n} rebel", None)
    cat.add(("{n} citizen", "{n} citizens"), ("ein Bürger", "{n} Bürger"))             # a form may drop the count
    cat.add(("{n} ship of {name}", "{n} ships of {name}"), ("{n} Schiff", "{n} Schiffe von {name}"))
    cat.add("Pay %s", "Zahle %s")
    cat.add("{} florins", "{} Florin")
    cat.add("{price}ƒ", "{price:>3}ƒ")                                                  # a format spec is fine
    found = C.placeholder_problems(cat, "x.po")
    assert any("'{name} buys {card}'" in f and "['card', 'name']" in f for f in found)
    assert any("plural form 0 of '{n} ship of {name}'" in f for f in found)
    assert any("'Pay %s' uses %-formatting" in f for f in found)
    assert any("'{} florins' has a positional placeholder" in f for f in found)
    assert not any("citizen" in f or "price" in f or "rebel" in f for f in found), found


def test_a_stale_mo_is_told_from_a_fresh_one():
    po = C.read_po(C.po_path("de"), locale="de")
    fresh = C.mo_messages(C.compiled(po))
    assert fresh == C.mo_messages(C.mo_path("de").read_bytes())
    assert fresh["Settings"] == "Einstellungen"
    po["Settings"].string = "Optionen"
    assert C.mo_messages(C.compiled(po)) != fresh
