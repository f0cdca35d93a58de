"""Each family of built-in schedules, checked as a design: everyone seated once a round, four to a
table, and no pair of players meeting twice."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tourney.tournament.seating import SeatingRequest, draw
from tourney.tournament.seating.affine import affine_schedule
from tourney.tournament.seating.designs import designed_rounds, known_schedules, most_rounds
from tourney.tournament.seating.galois import field, prime_power
from tourney.tournament.seating.transversal import (
    cyclic_transversal_schedule,
    field_factors,
    transversal_schedule,
)


def assert_design(rounds: list[list[list[int]]], players: int) -> Counter[tuple[int, int]]:
    met: Counter[tuple[int, int]] = Counter()
    for rnd in rounds:
        assert sorted(p for table in rnd for p in table) == list(range(players))
        assert all(len(table) == 4 for table in rnd)
        for table in rnd:
            met.update((min(a, b), max(a, b)) for i, a in enumerate(table) for b in table[i + 1:])
    assert max(met.values()) == 1
    return met


@pytest.mark.parametrize("q", [2, 3, 4, 5, 8, 9, 16, 25, 27, 49])
def test_the_galois_field_tables_obey_the_field_laws(q: int) -> None:
    gf = field(q)
    elements = range(q)
    assert all(gf.add[0][a] == a and gf.mul[1][a] == a and gf.mul[0][a] == 0 for a in elements)
    assert all(any(gf.mul[a][b] == 1 for b in elements) for a in range(1, q))
    assert all(gf.mul[a][gf.add[b][c]] == gf.add[gf.mul[a][b]][gf.mul[a][c]]
               for a in elements for b in elements for c in range(0, q, 3))
    assert all(gf.add[a][gf.sub(b, a)] == b for a in elements for b in elements)


def test_only_prime_powers_have_a_galois_field() -> None:
    assert prime_power(49) == (7, 2) and prime_power(32) == (2, 5) and prime_power(12) is None
    with pytest.raises(ValueError):
        field(6)


@pytest.mark.parametrize(("players", "rounds"), [(16, 5), (64, 21)])
def test_the_affine_geometries_seat_everybody_with_everybody_exactly_once(players: int, rounds: int) -> None:
    schedule = affine_schedule(players)
    assert schedule is not None and len(schedule) == rounds
    assert len(assert_design(schedule, players)) == players * (players - 1) // 2


@pytest.mark.parametrize("n", [4, 5, 7, 8, 9, 20, 36, 45])
def test_a_transversal_design_gives_4n_players_n_rounds_without_meeting_the_own_group(n: int) -> None:
    schedule = transversal_schedule(4 * n)
    assert schedule is not None and len(schedule) == n
    met = assert_design(schedule, 4 * n)
    assert len(met) == 6 * n * n
    assert all(a // n != b // n for a, b in met)


def test_transversal_designs_need_prime_power_factors_of_at_least_four() -> None:
    assert field_factors(20) == [4, 5] and field_factors(45) == [9, 5]
    assert field_factors(6) is None and field_factors(50) is None
    assert transversal_schedule(24) is None and transversal_schedule(42) is None


@pytest.mark.parametrize(("players", "rounds"), [(200, 25), (56, 7), (72, 6), (88, 11)])
def test_the_cyclic_transversal_gives_as_many_rounds_as_its_multipliers_keep_apart(
        players: int, rounds: int) -> None:
    schedule = cyclic_transversal_schedule(players)
    assert schedule is not None and len(schedule) == rounds
    assert_design(schedule, players)


@pytest.mark.parametrize("players", range(16, 201, 4))
def test_every_built_in_schedule_for_every_count_is_a_design(players: int) -> None:
    for schedule in known_schedules(players):
        assert_design(schedule, players)
    assert most_rounds(players) >= 4


def test_a_drawn_selection_of_rounds_is_a_design_relabelled_by_the_seed() -> None:
    first = designed_rounds(64, 15, random.Random(1))
    second = designed_rounds(64, 15, random.Random(2))
    assert first is not None and second is not None and first != second
    assert len(first) == 15
    assert_design(first, 64)


@pytest.mark.parametrize(("players", "rounds"), [(16, 5), (20, 5), (64, 15), (200, 15), (100, 12)])
def test_a_draw_covered_by_a_construction_meets_nobody_twice_at_once(players: int, rounds: int) -> None:
    result = draw(SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds),
                  seconds=None, iterations=5, seed=4)
    assert result.quality.repeats == 0 and result.quality.max_meet == 1
    assert result.quality.wind_violations == 0
    assert result.stopped == "solved"


@pytest.mark.parametrize(("players", "rounds"), [(200, 4), (120, 8), (64, 12), (16, 4)])
def test_winds_are_exact_when_the_rounds_are_a_multiple_of_four(players: int, rounds: int) -> None:
    from tourney.tournament.seating.euler import exact_winds
    from tourney.tournament.seating.winds import wind_counts

    schedule = designed_rounds(players, rounds, random.Random(3))
    assert schedule is not None
    tables = sorted(sorted(t) for rnd in schedule for t in rnd)
    assert exact_winds(players, schedule)
    assert sorted(sorted(t) for rnd in schedule for t in rnd) == tables
    assert all(row[:4] == [rounds // 4] * 4 for row in wind_counts(players, schedule))


def test_exact_winds_leave_other_schedules_to_the_balancing_sweeps() -> None:
    from tourney.tournament.seating.euler import exact_winds

    schedule = designed_rounds(64, 5, random.Random(3))
    assert schedule is not None and not exact_winds(64, schedule)
