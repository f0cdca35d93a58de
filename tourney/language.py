"""Sentences the program says to the referee, kept so that they can be said in another language.

Every message a lower layer gives the referee (a refusal, the description of an action in the
event log, the name of a scoring item, a line of the seating report) is made with ``say``: the
result is the English sentence, an ordinary ``str`` that the command line prints as it is, but
it remembers its template and values so that the window can say it in Italian with
``translate``. The templates are the keys of the catalogues in ``tourney.translations``; a
template without a translation is said in English.
"""

from __future__ import annotations

import json
import string
from collections.abc import Mapping
from typing import Any

from tourney.jsontext import json_writer

ENGLISH = "en"


class Words(str):
    """An English sentence that remembers the template and the values it was made from."""

    template: str
    params: Mapping[str, Any]

    def __new__(cls, template: str, /, **params: Any) -> Words:
        return _made(cls, template, params)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, dict(self.params)))

    def to_json(self) -> dict[str, Any]:
        """The template and the values, nested sentences included, for storing in the file."""
        return {"template": self.template,
                "params": {k: v.to_json() if isinstance(v, Words) else v for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Words:
        params = {k: cls.from_json(v) if isinstance(v, Mapping) else v
                  for k, v in data.get("params", {}).items()}
        return cls(data["template"], **params)


def _made(cls: type[Words], template: str, params: dict[str, Any]) -> Words:
    # str.format is skipped only when it could change nothing: no values and no brace to fill or unescape
    text = template if not params and "{" not in template and "}" not in template \
        else template.format(**params)
    words = _new_str(cls, text)
    words.template = template
    words.params = params
    return words


_new_str = str.__new__


def _rebuild(template: str, params: dict[str, Any]) -> Words:
    return Words(template, **params)


def stored(text: str) -> str | None:
    """How a sentence was made, as JSON for a column beside its English text (None: plain text)."""
    if not isinstance(text, Words):
        return None
    return _stored_text(text.to_json())


# json.dumps(value, ensure_ascii=False, default=str)'s text
_stored_text = json_writer(ensure_ascii=False, default=str)


def restored(english: str, made: str | None) -> str:
    """The sentence a column kept (see :func:`stored`), or the English text when it kept none."""
    if not made:
        return english
    try:
        words = Words.from_json(json.loads(made))
    except (KeyError, IndexError, TypeError, ValueError):
        return english
    return words if words == english else english


def say(template: str, /, **params: Any) -> Words:
    """The sentence ``template`` with its ``{fields}`` filled in; translatable later."""
    return _made(Words, template, params)  # not Words(...): the values are not gathered twice


WINDS: dict[str, Words] = {"E": say("East"), "S": say("South"), "W": say("West"), "N": say("North")}


def wind_name(letter: str) -> Words | str:
    """The name of a seat's wind (E, S, W, N) as a sentence part; other text as it is."""
    return WINDS.get(letter, letter)


def translate(text: str, language: str) -> str:
    """``text`` in ``language``: sentences made with ``say`` are translated, other text is kept."""
    if language == ENGLISH or not isinstance(text, Words):
        return str(text)
    template = catalogue(language).get(text.template, text.template)
    params = {k: translate(v, language) if isinstance(v, Words) else v for k, v in text.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the message
        return str(text)


def fields_of(template: str) -> set[str]:
    """The names of the ``{fields}`` of a template (to check that a translation keeps them)."""
    return {name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(template) if name}


def catalogue(language: str) -> Mapping[str, str]:
    """English template → translated template, for ``language`` (empty if there is none)."""
    from tourney.translations import CATALOGUES  # imported late: the catalogues are large

    return CATALOGUES.get(language, {})
