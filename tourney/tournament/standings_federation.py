"""Federation reporting: the EMA-style results rows and a preview of the MERS base rank.

The EMA results list names each player's place, name, federation id, country and points (the
value the tournament ranked by). MERS gives a tournament's players a base rank of
``1000 · (N − place) / (N − 1)`` for N players; a shared place gives the same base rank.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tourney.tournament.ranking_schemes import json_number
from tourney.tournament.standings import Standings

EMA_COLUMNS = ("place", "name", "federation_id", "country", "points")


def mers_base_rank(place: int, players: int) -> Fraction:
    """The MERS base rank of a place among ``players`` (a lone player gets 1000)."""
    if players < 1 or not 1 <= place <= players:
        raise ValueError(f"place {place} among {players} players")
    if players == 1:
        return Fraction(1000)
    return Fraction(1000 * (players - place), players - 1)


@dataclass(frozen=True, slots=True)
class EmaRow:
    place: int
    name: str
    federation_id: str
    country: str
    points: Fraction | int
    base_rank: Fraction

    def values(self) -> list[Any]:
        """The row in :data:`EMA_COLUMNS` order, for a CSV file."""
        return [self.place, self.name, self.federation_id, self.country, json_number(self.points)]

    def to_json(self) -> dict[str, Any]:
        return {**dict(zip(EMA_COLUMNS, self.values(), strict=True)),
                "mers_base_rank": round(float(self.base_rank), 2)}


def ema_rows(standings: Standings) -> list[EmaRow]:
    """The final standings as EMA results rows; points are the scheme's first component."""
    n = len(standings.rows)
    key = standings.scheme.keys[0]
    return [EmaRow(r.rank, r.player.name, r.player.federation_id, r.player.country,
                   r.components[key], mers_base_rank(r.rank, n)) for r in standings.rows]
