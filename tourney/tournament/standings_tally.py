"""Each player's tally: the ranking components summed over his games, byes and penalties.

Who is tallied: every registered player with at least one game, bye or penalty, except substitutes
(their results count for nobody unless the scheme says otherwise). Withdrawn players keep the games
they played. Places at a table are taken among everyone who sat there, substitutes included.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from tourney.tournament.ranking_schemes import Scheme
from tourney.tournament.standings_input import Entrant, Field, Game, check_field, games_of

COMPONENTS = ("table_points", "total_score", "rank_points", "best_game", "firsts")


@dataclass(slots=True)
class Tally:
    """What one player has made so far."""

    player: Entrant
    games: list[Game] = field(default_factory=list)
    byes: list[int] = field(default_factory=list)  # rounds sat out
    table_points: Fraction = Fraction(0)
    total_score: int = 0
    rank_points: Fraction = Fraction(0)
    penalties: int = 0  # points taken off, as entered

    @property
    def id(self) -> int:
        return self.player.id

    @property
    def best_game(self) -> int | None:
        """The best net points of a single game played (byes are not games)."""
        return max((g.score for g in self.games), default=None)

    @property
    def firsts(self) -> int:
        """Games finished first, shared first places included."""
        return sum(1 for g in self.games if g.place == 1)

    def component(self, name: str) -> Fraction | int | None:
        return getattr(self, name)


def _add_games(tally: Tally, games: list[Game], scheme: Scheme) -> None:
    tally.games.extend(games)
    tally.total_score += sum(g.score for g in games)
    table, rank = scheme.game_totals(games)
    tally.table_points += table
    tally.rank_points += rank


def _add_bye(tally: Tally, round_number: int, scheme: Scheme) -> None:
    table, rank = scheme.bye_values()
    tally.byes.append(round_number)
    tally.total_score += scheme.bye_score
    tally.table_points += table
    tally.rank_points += rank


def _add_penalty(tally: Tally, points: int, scheme: Scheme) -> None:
    tally.penalties += points
    if scheme.penalty_on == "table_points":
        tally.table_points -= points
        return
    tally.total_score -= points
    tally.rank_points -= Fraction(points, scheme.divisor)


def tally_field(field_: Field, scheme: Scheme) -> tuple[dict[int, Tally], list[Game]]:
    """Each ranked player's tally (by player id, in registration order) and every game played."""
    check_field(field_)
    counts = {e.id: (not e.substitute or scheme.substitutes_count) for e in field_.entrants}
    tallies: dict[int, Tally] = {}

    def of(player_id: int) -> Tally:
        if player_id not in tallies:
            tallies[player_id] = Tally(field_.entrant(player_id))
        return tallies[player_id]

    games = games_of(sorted(field_.results, key=lambda r: (r.round, r.table, r.seat)))
    played: dict[int, list[Game]] = {}
    for game in games:
        if counts[game.player_id]:
            played.setdefault(game.player_id, []).append(game)
    for player_id, own in played.items():  # in order of first game, as one game at a time did
        _add_games(of(player_id), own, scheme)
    for bye in sorted(field_.byes, key=lambda b: b.round):
        if counts[bye.player_id]:
            _add_bye(of(bye.player_id), bye.round, scheme)
    for penalty in field_.penalties:
        if counts[penalty.player_id]:
            _add_penalty(of(penalty.player_id), penalty.points, scheme)
    order = {e.id: i for i, e in enumerate(field_.entrants)}
    return dict(sorted(tallies.items(), key=lambda item: order[item[0]])), games


def places_by_round(games: list[Game]) -> dict[tuple[int, int], tuple[int, int]]:
    """(round, player id) -> (table, place), for head-to-head."""
    return {(g.round, g.player_id): (g.table, g.place) for g in games}
