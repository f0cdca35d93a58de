"""What standings are computed from: the players, each player's score at each table, penalties, byes.

These are small values of their own so that standings stay pure arithmetic: the services fill them
from the tournament file (a :class:`tourney.tournament.model.Penalty` fits :class:`Penalty` as it
is). Places at a table are not entered: they follow from the scores, and equal scores share a place.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from tourney.errors import TourneyError
from tourney.language import Words, say

WITHDRAWN = "withdrawn"
SUBSTITUTE = "substitute"


class StandingsError(TourneyError):
    """The standings cannot be computed or configured as asked."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player as the standings show him."""

    id: int
    name: str
    club: str = ""
    team: str = ""
    country: str = ""
    federation_id: str = ""
    status: str = "registered"  # registered, present, withdrawn or substitute

    @property
    def withdrawn(self) -> bool:
        return self.status == WITHDRAWN

    @property
    def substitute(self) -> bool:
        return self.status == SUBSTITUTE


@dataclass(frozen=True, slots=True)
class GameResult:
    """One player's net points of one game: a round at a table, sitting at a seat wind."""

    round: int
    table: int
    player_id: int
    seat: str
    score: int


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points taken off a player (a positive number is a penalty); round None: not tied to a round."""

    player_id: int
    round: int | None
    points: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Bye:
    """A round a player sat out; it scores what the ranking scheme configures for a bye."""

    round: int
    player_id: int


@dataclass(frozen=True, slots=True)
class Field:
    """Everything the standings read. ``seed`` makes the drawing of lots reproducible (the file's id)."""

    entrants: tuple[Entrant, ...]
    results: tuple[GameResult, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    byes: tuple[Bye, ...] = ()
    seed: str = ""

    def entrant(self, player_id: int) -> Entrant:
        for entrant in self.entrants:
            if entrant.id == player_id:
                return entrant
        raise StandingsError("unknown_player",
                             say("player {player} has a result but is not registered", player=player_id))

    def last_round(self) -> int:
        rounds = [r.round for r in self.results] + [b.round for b in self.byes]
        return max(rounds, default=0)

    def up_to(self, round_number: int) -> Field:
        """The field as it stood after round ``round_number`` (penalties without a round always count)."""
        return Field(
            self.entrants,
            tuple(r for r in self.results if r.round <= round_number),
            tuple(p for p in self.penalties if p.round is None or p.round <= round_number),
            tuple(b for b in self.byes if b.round <= round_number),
            self.seed,
        )


@dataclass(frozen=True, slots=True)
class Game:
    """A played game of one player, with his place at the table and who else sat there."""

    round: int
    table: int
    player_id: int
    seat: str
    score: int
    place: int  # 1 is best; equal scores share the better place
    shared: int  # how many players share this place (1: nobody else)
    opponents: tuple[int, ...]
    table_size: int


def tables_of(results: Iterable[GameResult]) -> dict[tuple[int, int], list[GameResult]]:
    """The results grouped by (round, table), checking that nobody sits twice at a table's round."""
    tables: dict[tuple[int, int], list[GameResult]] = defaultdict(list)
    seen: set[tuple[int, int]] = set()
    for result in results:
        if (result.round, result.player_id) in seen:
            raise StandingsError("double_result", say(
                "round {round}: player {player} has more than one result",
                round=result.round, player=result.player_id))
        seen.add((result.round, result.player_id))
        tables[(result.round, result.table)].append(result)
    return tables


def games_of(results: Iterable[GameResult]) -> list[Game]:
    """Every result with its place at its table; the order of the results is kept."""
    results = list(results)
    places: dict[tuple[int, int], tuple[int, int, tuple[int, ...], int]] = {}
    for table in tables_of(results).values():
        scores = [r.score for r in table]
        for result in table:
            better = sum(1 for s in scores if s > result.score)
            equal = sum(1 for s in scores if s == result.score)
            others = tuple(r.player_id for r in table if r.player_id != result.player_id)
            places[(result.round, result.player_id)] = (better + 1, equal, others, len(table))
    return [Game(r.round, r.table, r.player_id, r.seat, r.score, *places[(r.round, r.player_id)])
            for r in results]


def check_field(field_: Field) -> None:
    """Refuse results, penalties or byes of players who are not registered."""
    known = {e.id for e in field_.entrants}
    if len(known) != len(field_.entrants):
        raise StandingsError("double_player", say("a player id is registered twice"))
    for r in field_.results:
        if r.player_id not in known:
            raise _not_registered(say("a result of round {round}", round=r.round), r.player_id)
    for p in field_.penalties:
        if p.player_id not in known:
            raise _not_registered(say("a penalty"), p.player_id)
    for b in field_.byes:
        if b.player_id not in known:
            raise _not_registered(say("a bye in round {round}", round=b.round), b.player_id)


def _not_registered(what: Words, player: int) -> StandingsError:
    return StandingsError("unknown_player", say("{what} names player {player}, who is not registered",
                                                what=what, player=player))


__all__ = ["Bye", "Entrant", "Field", "Game", "GameResult", "Penalty", "StandingsError",
           "check_field", "games_of", "tables_of"]
