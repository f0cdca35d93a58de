"""The base rounds found by search (Kirkman-type designs, dense schedules for 32 to 52 players,
fifteen-round schedules), each checked as a design, and draws of those sizes that start from them."""

from __future__ import annotations

from collections import Counter

import pytest

from tourney.tournament.seating import SeatingRequest, draw
from tourney.tournament.seating.cyclic import INFINITY, CyclicDesign, base_round
from tourney.tournament.seating.dense import DENSE_36_11, DENSE_44_14, DENSE_48_15, DENSE_DESIGNS
from tourney.tournament.seating.fifteen import FIFTEEN_DESIGNS
from tourney.tournament.seating.kirkman import KIRKMAN_28
from tourney.tournament.seating.published import GOLFERS_8_4_10

FOUND = {f"kirkman-{d.players}": d for d in (KIRKMAN_28,)}
FOUND |= {f"fifteen-{d.players}": d for d in FIFTEEN_DESIGNS}
FOUND |= {f"dense-{d.players}x{d.modulus}": d for d in DENSE_DESIGNS}


def meetings(design: CyclicDesign) -> Counter[tuple[int, int]]:
    """How often each pair meets over the development, after checking every round seats every
    player once, four to a table."""
    met: Counter[tuple[int, int]] = Counter()
    for rnd in design.rounds():
        assert sorted(p for table in rnd for p in table) == list(range(design.players))
        assert all(len(table) == 4 for table in rnd)
        for table in rnd:
            met.update((min(a, b), max(a, b)) for i, a in enumerate(table) for b in table[i + 1:])
    return met


def test_a_base_round_reads_tables_of_elements_groups_and_fixed_players() -> None:
    assert base_round("∞0 2.0 8.1 5.2 / 6.0 7.0 7.1 3.2") == (
        ((INFINITY, 0), (2, 0), (8, 1), (5, 2)), ((6, 0), (7, 0), (7, 1), (3, 2)))


@pytest.mark.parametrize("name", sorted(FOUND))
def test_every_found_base_round_develops_into_rounds_where_no_pair_meets_twice(name: str) -> None:
    design = FOUND[name]
    assert max(meetings(design).values()) == 1


def test_twenty_eight_players_over_nine_rounds_meet_everybody_exactly_once() -> None:
    met = meetings(KIRKMAN_28)
    assert len(KIRKMAN_28.rounds()) == 9 and len(met) == 28 * 27 // 2


@pytest.mark.parametrize("design", [DENSE_36_11, DENSE_48_15], ids=lambda d: f"{d.players}x{d.modulus}")
def test_the_3_n_designs_meet_everybody_outside_their_group_of_three(design: CyclicDesign) -> None:
    met, n, m = meetings(design), design.players, design.modulus
    group = {p: p % m if p < 3 * m else "∞" for p in range(n)}
    assert len(design.rounds()) == (n - 3) // 3
    assert set(met) == {(a, b) for a in range(n) for b in range(a + 1, n) if group[a] != group[b]}


def test_forty_four_players_over_fourteen_rounds_meet_everybody_but_one_partner() -> None:
    met = meetings(DENSE_44_14)
    partner = {p: (p // 14) * 14 + (p % 14 + 7) % 14 for p in range(42)} | {42: 43, 43: 42}
    assert len(DENSE_44_14.rounds()) == 14
    assert set(met) == {(a, b) for a in range(44) for b in range(a + 1, 44) if partner[a] != b}


@pytest.mark.parametrize("design", FIFTEEN_DESIGNS, ids=lambda d: str(d.players))
def test_each_fifteen_round_design_covers_a_count_nothing_else_covers_for_fifteen_rounds(
        design: CyclicDesign) -> None:
    assert design.modulus == 15 and len(design.rounds()) == 15
    assert design.players in {72, 84, 88, 96, 104, 120, 132, 156, 168}


@pytest.mark.parametrize(("players", "rounds"), [(28, 9), (28, 8), (72, 15), (120, 14), (168, 15),
                                                (36, 10), (36, 11), (44, 12), (44, 13), (44, 14), (48, 13),
                                                (48, 12), (48, 14), (48, 15), (52, 14), (52, 15)])
def test_a_draw_of_a_found_size_meets_nobody_twice_and_balances_winds(players: int, rounds: int) -> None:
    result = draw(SeatingRequest(players=tuple(range(1, players + 1)), rounds=rounds),
                  seconds=None, iterations=200, seed=5)
    assert result.quality.repeats == 0 and result.quality.max_meet == 1
    assert result.quality.wind_violations == 0


def test_the_published_thirty_two_player_schedule_meets_everybody_but_the_same_letter_once() -> None:
    rounds = GOLFERS_8_4_10.rounds()
    met: Counter[tuple[int, int]] = Counter()
    for rnd in rounds:
        assert sorted(p for table in rnd for p in table) == list(range(32))
        for table in rnd:
            met.update((min(a, b), max(a, b)) for i, a in enumerate(table) for b in table[i + 1:])
    assert len(rounds) == 10 and max(met.values()) == 1
    assert set(met) == {(a, b) for a in range(32) for b in range(a + 1, 32) if b != a + 16}


@pytest.mark.parametrize("rounds", [10, 9, 7])
def test_a_draw_of_thirty_two_players_meets_nobody_twice_in_up_to_ten_rounds(rounds: int) -> None:
    result = draw(SeatingRequest(players=tuple(range(1, 33)), rounds=rounds),
                  seconds=None, iterations=200, seed=3)
    assert result.quality.repeats == 0 and result.quality.max_meet == 1
    assert result.quality.wind_violations == 0
