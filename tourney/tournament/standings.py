"""Standings: who is where after a round, with the sentences that explain the ranking.

Pure arithmetic over :mod:`tourney.tournament.standings_input`: the services fill a
:class:`~tourney.tournament.standings_input.Field` from the tournament file and call
:func:`compute_standings` (one round) or :func:`standings_by_round` (every round, with movement).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tourney.language import say
from tourney.tournament.ranking_schemes import Scheme, json_number, scheme_from_config
from tourney.tournament.ranking_tiebreaks import Placing, TieBreaks, order, tie_breaks_from_config
from tourney.tournament.standings_input import Entrant, Field, StandingsError
from tourney.tournament.standings_tally import places_by_round, tally_field


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of the standings."""

    rank: int
    shared: bool  # somebody else holds the same rank
    player: Entrant
    games: int
    byes: int
    penalties: int  # points taken off, as entered
    table_points: Fraction
    total_score: int
    rank_points: Fraction
    best_game: int | None
    firsts: int
    components: dict[str, Fraction | int]  # what the scheme ranks by, in its order
    tie_breaks: dict[str, Fraction | int | None]  # the tie-breaks looked at to place this player
    movement: int | None = None  # places gained since the previous round (negative: lost); None: new
    final: bool = False  # a finalist: ranked by the final (tourney.tournament.final), above the rest
    carried: dict[str, Fraction | int] | None = None  # what a finalist carried from the cut, by component

    @property
    def withdrawn(self) -> bool:
        return self.player.withdrawn

    @property
    def place_text(self) -> str:
        """The rank as printed: "3", or "3=" when shared."""
        return f"{self.rank}=" if self.shared else str(self.rank)

    def to_json(self) -> dict[str, Any]:
        """The row for ``tourney standings FILE --json``."""
        return {
            "rank": self.rank, "shared": self.shared, "player_id": self.player.id,
            "name": self.player.name, "club": self.player.club, "team": self.player.team,
            "status": self.player.status, "withdrawn": self.withdrawn,
            "games": self.games, "byes": self.byes, "penalties": self.penalties,
            "components": {k: json_number(v) for k, v in self.components.items()},
            "table_points": json_number(self.table_points), "total_score": self.total_score,
            "rank_points": json_number(self.rank_points), "best_game": self.best_game,
            "firsts": self.firsts,
            "tie_breaks": {k: json_number(v) for k, v in self.tie_breaks.items()},
            "movement": self.movement,
            "final": self.final,
            "carried": None if self.carried is None else {k: json_number(v) for k, v in self.carried.items()},
        }


@dataclass(frozen=True, slots=True)
class Standings:
    """The standings after a round."""

    after_round: int
    scheme: Scheme
    tie_breaks: TieBreaks
    rows: tuple[StandingRow, ...]
    notes: tuple[str, ...] = ()  # sentences of the tournament's own (a final), printed after the scheme's

    def sentences(self) -> list[str]:
        """What is printed under the standings: the scheme, the tie-breaks, the scheme's notes, ours."""
        return [self.scheme.sentence(), self.tie_breaks.sentence(self.scheme), *self.scheme.notes(),
                *self.notes]

    def row(self, player_id: int) -> StandingRow:
        for row in self.rows:
            if row.player.id == player_id:
                return row
        raise StandingsError("not_ranked", say("player {player} is not in the standings after round {round}",
                                               player=player_id, round=self.after_round))

    def rank_of(self, player_id: int) -> int | None:
        return next((r.rank for r in self.rows if r.player.id == player_id), None)

    def to_json(self) -> dict[str, Any]:
        return {"after_round": self.after_round, "ranking": self.scheme.id,
                "ranked_by": list(self.scheme.keys),
                "tie_breaks": list(self.tie_breaks.effective(self.scheme)),
                "sentences": self.sentences(), "rows": [r.to_json() for r in self.rows]}


def configure(ranking: str, settings: dict[str, Any] | None = None) -> tuple[Scheme, TieBreaks]:
    """The scheme and tie-break chain of a tournament: its ranking name and one settings object.

    ``settings`` holds the scheme's values (see :class:`Scheme`) and ``tie_breaks``, a list of names.
    """
    settings = settings or {}
    return scheme_from_config(ranking, settings), tie_breaks_from_config(settings.get("tie_breaks"))


def _row(placing: Placing, scheme: Scheme) -> StandingRow:
    t = placing.tally
    return StandingRow(
        rank=placing.rank, shared=placing.shared > 1, player=t.player, games=len(t.games),
        byes=len(t.byes), penalties=t.penalties, table_points=t.table_points, total_score=t.total_score,
        rank_points=t.rank_points, best_game=t.best_game, firsts=t.firsts,
        # the one None: best_game of a player before his first game
        components={k: t.component(k) for k in scheme.keys},  # type: ignore[misc]
        tie_breaks=placing.tie_breaks)


def _standings(field_: Field, scheme: Scheme, chain: TieBreaks, after_round: int) -> Standings:
    tallies, games = tally_field(field_.up_to(after_round), scheme)
    placings = order(list(tallies.values()), scheme, chain, field_.seed, places_by_round(games))
    return Standings(after_round, scheme, chain, tuple(_row(p, scheme) for p in placings))


def with_movement(current: Standings, previous: Standings | None) -> Standings:
    """``current`` with each row's places gained since ``previous`` (None: no previous standings)."""
    if previous is None:
        return current
    before = {r.player.id: r.rank for r in previous.rows}
    rows = tuple(replace(r, movement=before[r.player.id] - r.rank if r.player.id in before else None)
                 for r in current.rows)
    return replace(current, rows=rows)


def compute_standings(field_: Field, scheme: Scheme | None = None, tie_breaks: TieBreaks | None = None,
                      after_round: int | None = None, *, movement: bool = True) -> Standings:
    """The standings after ``after_round`` (None: the last round with a result), with movement
    (``movement`` False: without, sparing the standings of the round before)."""
    scheme = scheme or Scheme()
    chain = tie_breaks or TieBreaks()
    last = field_.last_round()
    k = last if after_round is None else after_round
    if k < 0 or k > last:
        raise StandingsError("bad_round", say(
            "there are no results after round {round} (the last is round {last})", round=k, last=last))
    current = _standings(field_, scheme, chain, k)
    previous = _standings(field_, scheme, chain, k - 1) if k > 1 and movement else None
    return with_movement(current, previous)


def standings_by_round(field_: Field, scheme: Scheme | None = None,
                       tie_breaks: TieBreaks | None = None) -> list[Standings]:
    """The standings after each round from 1 to the last, each with its movement."""
    scheme = scheme or Scheme()
    chain = tie_breaks or TieBreaks()
    out: list[Standings] = []
    for k in range(1, field_.last_round() + 1):
        out.append(with_movement(_standings(field_, scheme, chain, k), out[-1] if out else None))
    return out
