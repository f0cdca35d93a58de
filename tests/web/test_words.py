"""Every English word of the web pages has its Italian (the pages' counterpart of test_translations).

The pages do not use ``say``: their words live in ``tourney/web/words.py``. Here every key a
template, the JS-facing Python or the flag lists ask for must exist in both languages, with the same
``{fields}``, and the Italian must not be left as the English.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from tourney.web.words import FLAGS, LANGUAGES, PAGE

WEB = Path(__file__).resolve().parents[2] / "tourney" / "web"
SAME_IN_BOTH: set[str] = set()  # words spelt alike in both languages (none today)


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _keys_used() -> set[str]:
    """Keys the templates (``t.key``) and the Python of the pages (``page["key"]``) ask for."""
    used = set()
    for template in (WEB / "templates").glob("*.html"):
        used |= set(re.findall(r"\bt\.([a-z_]+)\b", template.read_text()))
    for module in WEB.glob("*.py"):
        used |= set(re.findall(r"""\bpage\[["']([a-z_]+)["']\]""", module.read_text()))
    used |= {flag for flags in FLAGS.values() for flag in flags}
    used |= {"E", "S", "W", "N", "pending", "approved", "rejected", "replaced"}
    return used


def test_both_languages_have_the_same_words() -> None:
    assert set(PAGE) == set(LANGUAGES)
    assert set(PAGE["en"]) == set(PAGE["it"]), set(PAGE["en"]) ^ set(PAGE["it"])


@pytest.mark.parametrize("key", sorted(PAGE["en"]))
def test_every_english_word_has_an_italian_with_the_same_fields(key: str) -> None:
    english, italian = PAGE["en"][key], PAGE["it"].get(key, "")
    assert italian.strip(), f"{key!r} has no Italian"
    assert _fields(italian) == _fields(english), f"{key!r}: fields differ"
    if key not in SAME_IN_BOTH:
        assert italian != english, f"{key!r} is left in English in the Italian pages"


def test_every_word_the_pages_ask_for_exists_in_both_languages() -> None:
    used = _keys_used()
    assert len(used) > 40  # the scan found the templates
    for lang in LANGUAGES:
        missing = sorted(used - set(PAGE[lang]))
        assert not missing, f"{lang}: words the pages use but do not have: {missing}"


def test_the_templates_hold_no_bare_words() -> None:
    """Text between tags and in placeholder/title attributes comes from the words, never written in."""
    bare = []
    for template in (WEB / "templates").glob("*.html"):
        text = re.sub(r"{[{%#].*?[}%#]}", "", template.read_text(), flags=re.S)
        for found in re.findall(r">([^<]*[A-Za-z]{2,}[^<]*)<", text):
            bare.append(f"{template.name}: {found.strip()!r}")
        for found in re.findall(r'(?:placeholder|title|aria-label|alt)="([^"]*[A-Za-z]{2,}[^"]*)"', text):
            bare.append(f"{template.name}: {found!r}")
    assert not bare, bare
