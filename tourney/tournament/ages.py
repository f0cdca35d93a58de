"""Players' ages and the categories worked out from them: juniors and seniors (#31 point 2).

A birth is a year (``2008``) or a full date (``2008-05-14``). Age is counted on one day, the
tournament's (see :func:`tourney.services.ages.age_day`): with a full date, the years completed that
day (a birthday that day counts); with a year only, that day's year minus the birth year. A player
born on 29 February turns a year older on 1 March in the years without one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

JUNIORS = "juniors"
SENIORS = "seniors"
EARLIEST_YEAR = 1900
_YEAR = re.compile(r"\d{4}")
_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_DAY_FIRST = re.compile(r"(\d{1,2})[/.](\d{1,2})[/.](\d{4})")  # 14/05/2008, 14.05.2008: Italian lists


@dataclass(frozen=True, slots=True)
class AgeLimits:
    """Juniors are under ``juniors_under`` (0: no juniors); seniors are ``seniors_from`` and over."""

    juniors_under: int = 18
    seniors_from: int = 60


def parse_born(value: object, today: date) -> str | None:
    """A birth as stored: ``"2008"`` or ``"2008-05-14"``; None for nothing given.

    ValueError when ``value`` is neither a year nor a date, is before 1900, or is after ``today``.
    """
    if value is None:
        return None
    text = str(value).strip()
    if not text:
        return None
    if _YEAR.fullmatch(text):
        if not EARLIEST_YEAR <= int(text) <= today.year:
            raise ValueError(text)
        return text
    found = _ISO.fullmatch(text)
    parts = (found.group(1), found.group(2), found.group(3)) if found else None
    if parts is None and (found := _DAY_FIRST.fullmatch(text)):
        parts = (found.group(3), found.group(2), found.group(1))
    if parts is None:
        raise ValueError(text)
    born = date(int(parts[0]), int(parts[1]), int(parts[2]))  # ValueError for 2008-02-30
    if born.year < EARLIEST_YEAR or born > today:
        raise ValueError(text)
    return born.isoformat()


def age_on(born: str, day: date) -> int:
    """A player's age on ``day`` (a year only: ``day``'s year minus it)."""
    if len(born) == 4:
        return day.year - int(born)
    birth = date.fromisoformat(born)
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def age_groups(births: Iterable[tuple[int, str | None]], day: date,
               limits: AgeLimits) -> dict[str, tuple[int, ...]]:
    """The juniors and the seniors among ``births`` (player id, birth or None), each in id order.

    A player with no birth is in neither.
    """
    groups: dict[str, list[int]] = {JUNIORS: [], SENIORS: []}
    for player_id, born in sorted(births, key=lambda b: b[0]):
        if not born:
            continue
        age = age_on(born, day)
        if age < limits.juniors_under:
            groups[JUNIORS].append(player_id)
        if age >= limits.seniors_from:
            groups[SENIORS].append(player_id)
    return {name: tuple(ids) for name, ids in groups.items()}
