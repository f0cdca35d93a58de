"""Checks of what the referee typed, each failing with a message that names the field."""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

from tourney.language import say
from tourney.services.errors import ServiceError


def text(value: Any, what: str, *, required: bool = False, longest: int = 200) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ServiceError("bad_value", say("{what} must be text, not {value!r}", what=what, value=value))
    words = " ".join(value.split())
    refuse_control_characters(words, what)
    if required and not words:
        raise ServiceError("missing_value", say("{what} is required", what=what))
    if len(words) > longest:
        raise ServiceError("bad_value", say("{what} is longer than {longest} characters", what=what,
                                            longest=longest))
    return words


# the control characters (Unicode category Cc) and the bidirectional overrides, which print a name backwards
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def refuse_control_characters(value: str, what: Any) -> None:
    """Refuse NUL, the other control characters and the bidirectional overrides; white space (tabs and
    new lines included) is turned into spaces before this."""
    found = _CONTROL.search(value)
    if found:
        raise ServiceError("control_character", say(
            "{what} contains a control character (U+{code:04X}) at character {position}", what=what,
            code=ord(found.group()), position=found.start() + 1))


def whole(value: Any, what: str, *, least: int = 0, most: int | None = None,
          optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ServiceError("bad_value", say("{what} must be a whole number, not {value!r}", what=what,
                                            value=value))
    if value < least or (most is not None and value > most):
        if most is None:
            raise ServiceError("bad_value", say("{what} must be {least} or more, not {value}", what=what,
                                                least=least, value=value))
        raise ServiceError("bad_value", say("{what} must be from {least} to {most}, not {value}", what=what,
                                            least=least, most=most, value=value))
    return value


def iso_date(value: Any, what: str) -> str | None:
    if value in (None, ""):
        return None
    try:
        return date.fromisoformat(str(value)).isoformat()
    except ValueError as error:
        raise ServiceError("bad_value", say("{what} must be a date like 2024-05-18, not {value!r}",
                                            what=what, value=value)) from error


def moment(value: Any, what: str) -> datetime:
    if isinstance(value, datetime):
        return value.replace(second=0, microsecond=0)
    try:
        return datetime.fromisoformat(str(value).replace(" ", "T")).replace(second=0, microsecond=0)
    except ValueError as error:
        raise ServiceError("bad_value", say("{what} must be a date and time like 2024-05-18 09:30, "
                                            "not {value!r}", what=what, value=value)) from error


def choice(value: Any, what: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ServiceError("bad_value", say("{what} must be one of {allowed}, not {value!r}", what=what,
                                            allowed=", ".join(allowed), value=value))
    return allowed[allowed.index(value)]
