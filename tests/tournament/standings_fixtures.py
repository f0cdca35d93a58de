"""Small hand-made tournaments for the standings tests; every expected number is worked by hand there."""

from __future__ import annotations

from tourney.tournament.standings_input import Entrant, Field, GameResult

WINDS = "ESWN"


def table(round_number: int, table_number: int, scores: dict[int, int]) -> list[GameResult]:
    """A table's results; seats E, S, W, N in the order the scores are written."""
    return [GameResult(round_number, table_number, pid, WINDS[i], score)
            for i, (pid, score) in enumerate(scores.items())]


def players(*ids: int, **status: str) -> tuple[Entrant, ...]:
    return tuple(Entrant(i, f"P{i}", club=f"C{i % 3}", status=status.get(f"p{i}", "present")) for i in ids)


def eight_players() -> Field:
    """Two rounds, two tables; player 8 withdraws after round 1 and substitute 9 takes his seat.

    Round 1  T1: 1 +30, 2 +10, 3 -15, 4 -25   table points 4, 2, 1, 0
             T2: 5 +20, 6 +20, 7 -10, 8 -30   5 and 6 share first: 3, 3, then 1, 0
    Round 2  T1: 1 -20, 5 +40, 7 0, 2 -20     5: 4, 7: 2, 1 and 2 share third: 1/2 each
             T2: 3 +25, 6 -5, 4 -5, 9 -15     3: 4, 6 and 4 share second: 3/2 each, 9: 0
    Totals (table points, score): 1 (9/2, 10), 2 (5/2, -10), 3 (5, 10), 4 (3/2, -30), 5 (7, 60),
    6 (9/2, 15), 7 (3, -10), 8 (0, -30), substitute 9 (0, -15).
    """
    results = (table(1, 1, {1: 30, 2: 10, 3: -15, 4: -25}) + table(1, 2, {5: 20, 6: 20, 7: -10, 8: -30})
               + table(2, 1, {1: -20, 5: 40, 7: 0, 2: -20}) + table(2, 2, {3: 25, 6: -5, 4: -5, 9: -15}))
    return Field(players(1, 2, 3, 4, 5, 6, 7, 8, 9, p8="withdrawn", p9="substitute"), tuple(results),
                 seed="eight")


def order_of(standings) -> list[tuple[int, int]]:
    """(player id, rank) in standings order."""
    return [(r.player.id, r.rank) for r in standings.rows]
