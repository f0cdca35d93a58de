"""JSON text as ``json.dumps`` writes it, made by one encoder kept for every call (#32 point 8).

Each ``json.dumps(value, ensure_ascii=False)`` builds a ``JSONEncoder``, then a C encoder and a
dictionary of the containers it has entered (to refuse a value that contains itself); every phone's
send writes three such texts into the event log, and making the encoders cost as much as writing
the text. :func:`json_writer` makes the C encoder once; the text is the same, character for
character. What is given up is only the check for a value that contains itself: no value tourney
logs can (they are made of dicts, lists, strings and numbers built for the log), and one that did
would still be refused, by Python's limit on nesting (``RecursionError``) rather than a ``ValueError``.
"""

from __future__ import annotations

import json
import json.encoder
from collections.abc import Callable
from typing import Any


def json_writer(*, ensure_ascii: bool = True, default: Callable[[Any], Any] | None = None
                ) -> Callable[[Any], str]:
    """A function writing ``json.dumps(value, ensure_ascii=..., default=...)``'s text for any value."""
    encoder = json.JSONEncoder(ensure_ascii=ensure_ascii, default=default)
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:  # a Python without the json module's C part: the same text the slow way
        return encoder.encode
    strings = json.encoder.encode_basestring_ascii if ensure_ascii else json.encoder.encode_basestring
    # the arguments JSONEncoder.iterencode gives it for json.dumps's defaults (no indent, ", " and ": ",
    # keys unsorted, none skipped, NaN allowed, the same refusal of other objects), with no record of
    # the containers entered
    encode = make(None, encoder.default, strings, None, ": ", ", ", False, False, True)

    def write(value: Any) -> str:
        if isinstance(value, str):  # as JSONEncoder.encode: a string alone is written whole
            return strings(value)
        return "".join(encode(value, 0))

    return write


def object_text(texts: dict[str, str]) -> str:
    """``json.dumps(value, ensure_ascii=False)``'s text of a dict whose values' texts are already
    written (``texts``: each key and its value's text, in the dict's order): a text made once is
    not written again (a phone's deal, in its row and in its event's params)."""
    key = json.encoder.encode_basestring
    return "{" + ", ".join([f"{key(name)}: {text}" for name, text in texts.items()]) + "}"
