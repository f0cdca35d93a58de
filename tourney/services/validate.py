"""Checks of what the referee typed, each failing with a message that names the field."""

from __future__ import annotations

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
    if required and not words:
        raise ServiceError("missing_value", say("{what} is required", what=what))
    if len(words) > longest:
        raise ServiceError("bad_value", say("{what} is longer than {longest} characters", what=what,
                                            longest=longest))
    return words


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
