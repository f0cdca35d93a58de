"""Dictionaries whose keys are also attributes, for the templates.

Jinja reads ``v.name`` by trying the attribute first and the key only when that fails: on a plain
dict every name of a page raised and caught an exception (about a microsecond each, some hundred and
fifty a table page). A :class:`Fields` finds its keys as attributes at once; templates only, where no
dict method is ever called (a key named like one, "items" say, hides the method).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tourney.web.words import words


class Fields(dict[str, Any]):
    """A dict that is its own attribute namespace."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.__dict__ = self


@cache
def template_words(lang: str) -> Fields:
    """The page's words as the templates read them (``t.send``); made once per language."""
    return Fields(words(lang))
