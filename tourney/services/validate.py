"""Checks of what the referee typed, each failing with a message that names the field."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from tourney.services.errors import ServiceError


def text(value: Any, what: str, *, required: bool = False, longest: int = 200) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ServiceError("bad_value", f"{what} must be text, not {value!r}")
    value = " ".join(value.split())
    if required and not value:
        raise ServiceError("missing_value", f"{what} is required")
    if len(value) > longest:
        raise ServiceError("bad_value", f"{what} is longer than {longest} characters")
    return value


def whole(value: Any, what: str, *, least: int = 0, most: int | None = None,
          optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ServiceError("bad_value", f"{what} must be a whole number, not {value!r}")
    if value < least or (most is not None and value > most):
        bounds = f"from {least} to {most}" if most is not None else f"{least} or more"
        raise ServiceError("bad_value", f"{what} must be {bounds}, not {value}")
    return value


def iso_date(value: Any, what: str) -> str | None:
    if value in (None, ""):
        return None
    try:
        return date.fromisoformat(str(value)).isoformat()
    except ValueError as error:
        raise ServiceError("bad_value", f"{what} must be a date like 2024-05-18, not {value!r}") from error


def moment(value: Any, what: str) -> datetime:
    if isinstance(value, datetime):
        return value.replace(second=0, microsecond=0)
    try:
        return datetime.fromisoformat(str(value).replace(" ", "T")).replace(second=0, microsecond=0)
    except ValueError as error:
        raise ServiceError("bad_value", f"{what} must be a date and time like 2024-05-18 09:30, "
                                        f"not {value!r}") from error


def choice(value: Any, what: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise ServiceError("bad_value", f"{what} must be one of {', '.join(allowed)}, not {value!r}")
    return value
