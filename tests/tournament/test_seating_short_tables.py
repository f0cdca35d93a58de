"""Tables of three: fair rotation of the short tables and wind balance as docs/tables-of-three.md
defines it (North ⌊F/4⌋..⌈F/4⌉ over the F rounds at tables of four; East, South, West each
⌊(R−⌈F/4⌉)/3⌋..⌈(R−⌊F/4⌋)/3⌉), checked here from the schedule alone."""

from __future__ import annotations

from collections import Counter

import pytest

from tourney.tournament.seating import OddCount, SeatingRequest, draw
from tourney.tournament.seating.winds import bands


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def unbalanced_players(rounds) -> list[int]:  # type: ignore[no-untyped-def]
    """Players whose winds leave the band, counted independently of seating_winds."""
    seats: dict[int, Counter[int]] = {}
    full: Counter[int] = Counter()
    for rnd in rounds:
        for table in rnd.tables:
            for w, p in enumerate(table):
                seats.setdefault(p, Counter())[w] += 1
                full[p] += len(table) == 4
    bad = []
    for p, c in seats.items():
        r, f = sum(c.values()), full[p]
        north_ok = f // 4 <= c[3] <= ceil_div(f, 4)
        low, high = (r - ceil_div(f, 4)) // 3, ceil_div(r - f // 4, 3)
        if not north_ok or any(not low <= c[w] <= high for w in range(3)):
            bad.append(p)
    return bad


@pytest.mark.parametrize(("players", "rounds"), [(30, 6), (33, 6), (45, 8), (45, 6)])
def test_tables_of_three_draws_have_no_repeat_a_fair_rotation_and_balanced_winds(players: int,
                                                                                rounds: int) -> None:
    result = draw(SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds,
                                 odd_count=OddCount.THREE_PLAYER_TABLES), seconds=8, seed=1)
    q = result.quality
    assert q.repeats == 0
    assert q.fairness.fair
    assert all(len(t) == 3 for rnd in result.rounds for t in rnd.tables[-(4 - players % 4):])
    assert q.wind_violations == 0
    assert unbalanced_players(result.rounds) == []


def test_without_tables_of_three_the_band_is_the_usual_quarter_of_the_rounds() -> None:
    for r in range(1, 17):
        assert bands([r, 0, 0, 0, 0]) == [(r // 4, ceil_div(r, 4))] * 4


def test_a_player_twice_at_a_table_of_three_in_eight_rounds_needs_north_once_or_twice() -> None:
    assert bands([2, 2, 2, 2, 2]) == [(2, 3), (2, 3), (2, 3), (1, 2)]
