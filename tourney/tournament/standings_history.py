"""A player's history round by round, and team standings (the sum of each team's best members)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tourney.language import say
from tourney.tournament.ranking_schemes import Scheme, json_number
from tourney.tournament.standings import StandingRow, Standings
from tourney.tournament.standings_input import Field, StandingsError, games_of


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One round of a player: where he sat, against whom, what he made (a bye has no table)."""

    round: int
    table: int | None
    seat: str | None
    opponents: tuple[int, ...]
    score: int
    place: int | None
    shared: bool  # the place is shared with somebody at the table
    table_points: Fraction
    rank_points: Fraction

    @property
    def bye(self) -> bool:
        return self.table is None

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "table": self.table, "seat": self.seat, "bye": self.bye,
                "opponents": list(self.opponents), "score": self.score, "place": self.place,
                "shared": self.shared, "table_points": json_number(self.table_points),
                "rank_points": json_number(self.rank_points)}


def player_history(field_: Field, player_id: int, scheme: Scheme | None = None) -> list[HistoryEntry]:
    """Every round the player played or sat out, in round order."""
    scheme = scheme or Scheme()
    field_.entrant(player_id)
    entries = [HistoryEntry(g.round, g.table, g.seat, g.opponents, g.score, g.place, g.shared > 1,
                            scheme.table_points(g), scheme.rank_points(g))
               for g in games_of(field_.results) if g.player_id == player_id]
    table, rank = scheme.bye_values()
    entries += [HistoryEntry(b.round, None, None, (), scheme.bye_score, None, False, table, rank)
                for b in field_.byes if b.player_id == player_id]
    return sorted(entries, key=lambda e: e.round)


@dataclass(frozen=True, slots=True)
class TeamRow:
    """One line of the team standings."""

    rank: int
    shared: bool
    team: str
    counted: tuple[StandingRow, ...]  # the members whose results count, best first
    components: dict[str, Fraction | int]
    complete: bool  # the team has as many ranked members as count

    def to_json(self) -> dict[str, Any]:
        return {"rank": self.rank, "shared": self.shared, "team": self.team,
                "members": [r.player.name for r in self.counted], "complete": self.complete,
                "components": {k: json_number(v) for k, v in self.components.items()}}


def team_standings(standings: Standings, best: int) -> list[TeamRow]:
    """Teams ranked by the sum of the scheme's components of their ``best`` best-ranked members.

    Players without a team are left out; a team with fewer ranked members counts those it has and
    is marked incomplete. Teams level on every component share the place.
    """
    if best < 1:
        raise StandingsError("bad_team_size", say("a team counts at least one member, not {best}", best=best))
    members: dict[str, list[StandingRow]] = {}
    for row in standings.rows:
        if row.player.team:
            members.setdefault(row.player.team, []).append(row)
    keys = standings.scheme.keys
    rows = []
    for team, ranked in members.items():
        counted = tuple(ranked[:best])
        sums = {k: sum((r.components[k] for r in counted), Fraction(0)) for k in keys}
        sums = {k: int(v) if v.denominator == 1 else v for k, v in sums.items()}
        rows.append((team, counted, sums, len(ranked) >= best))
    rows.sort(key=lambda t: tuple(t[2][k] for k in keys), reverse=True)
    out: list[TeamRow] = []
    for team, counted, sums, complete in rows:
        level = [i for i, other in enumerate(rows) if other[2] == sums]
        out.append(TeamRow(level[0] + 1, len(level) > 1, team, counted, sums, complete))
    return out
