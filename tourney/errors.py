"""The error types of each layer: a machine-readable code and a message for the referee.

Each layer raises its own subclass so that callers can tell where a refusal came from; all of
them carry ``code`` (a short identifier such as ``bad_tile``) and ``message`` (one sentence that
names what is wrong and where). The command line prints the message and exits with status 2.
"""

from __future__ import annotations

import reprlib


class TourneyError(Exception):
    """A refusal with a code and a human message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return self.message


class EngineError(TourneyError):
    """Bad input to the tile notation or the ruleset engine (codes of docs/notation.md, wrong input)."""


SHOWN_LENGTH = 40  # the most characters of an offending value a message repeats
ELLIPSIS = "…"


class _Short(reprlib.Repr):
    """reprlib's short repr, also of whole numbers too long for Python to print."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 3 * SHOWN_LENGTH:
            return f"{'-' if x < 0 else ''}{ELLIPSIS}({int(x.bit_length() * 0.30103) + 1} digits)"
        return super().repr_int(x, level)


_SHORT = _Short()
_SHORT.maxlevel, _SHORT.maxdict, _SHORT.maxlist, _SHORT.maxtuple = 2, 3, 4, 4
_SHORT.maxset = _SHORT.maxfrozenset = _SHORT.maxdeque = _SHORT.maxarray = 4
_SHORT.maxstring = _SHORT.maxother = SHOWN_LENGTH


class Clipped(str):
    """The beginning of a value too long to repeat whole, and an ellipsis; ``{v}`` and ``{v!r}`` are short."""

    shown: str

    def __new__(cls, text: str, shown: str) -> Clipped:
        clipped = super().__new__(cls, text)
        clipped.shown = shown
        return clipped

    def __repr__(self) -> str:
        return self.shown

    def __reduce__(self) -> tuple[object, ...]:
        return (Clipped, (str(self), self.shown))


def clip(value: object, limit: int = SHOWN_LENGTH) -> object:
    """``value`` to put in a refusal: itself when short, else its first ``limit`` characters and "…".

    A message names the offending value but never repeats a 100,000-character hand or a deeply
    nested object whole; both ``{value}`` and ``{value!r}`` of a template stay short.
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return value
        head = value[: limit - 1]
        return Clipped(head + ELLIPSIS, repr(head)[:-1] + ELLIPSIS + repr(head)[-1])
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return value
    if isinstance(value, int) and value.bit_length() <= 3 * limit:  # well under limit digits
        return value
    text = _short_repr(value)
    if len(text) <= limit and ELLIPSIS not in text and "..." not in text:
        return value
    text = text if len(text) <= limit else text[: limit - 1] + ELLIPSIS
    return Clipped(text, text)


def _short_repr(value: object) -> str:
    try:
        return _SHORT.repr(value)
    except Exception:
        return f"<{type(value).__name__}>"


def listed(names: object, most: int = 5) -> str:
    """Names (unknown fields, keys) for a message: sorted, each clipped, at most ``most`` then "…"."""
    shown = sorted((str(clip(str(n))) for n in names), key=str)  # type: ignore[attr-defined]
    return ", ".join(shown[:most] + ([ELLIPSIS] if len(shown) > most else []))
