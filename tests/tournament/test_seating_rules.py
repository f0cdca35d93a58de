"""The seat draw's constraints, odd player counts, re-seating after changes, and Swiss rounds."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tourney.tournament.seating import (
    OddCount,
    SeatingError,
    SeatingRequest,
    SeatingResult,
    draw,
    draw_swiss_round,
)
from tourney.tournament.seating.layout import club_lower_bound, make_layout


def request(n: int, rounds: int, **kw: object) -> SeatingRequest:
    return SeatingRequest(players=tuple(range(1, n + 1)), rounds=rounds, **kw)  # type: ignore[arg-type]


def seeded(req: SeatingRequest, iterations: int = 3000, seed: int = 5) -> SeatingResult:
    return draw(req, seconds=None, iterations=iterations, seed=seed)


def table_of(result: SeatingResult, round_index: int, player: int) -> int:
    tables = result.rounds[round_index].tables
    return next(t for t, table in enumerate(tables, 1) if player in table)


def test_a_player_fixed_to_a_table_sits_there_every_round() -> None:
    result = seeded(request(32, 5, fixed_tables={5: 2, 9: 2, 17: 6}), iterations=5000)
    assert all(table_of(result, r, 5) == 2 and table_of(result, r, 9) == 2 for r in range(5))
    assert all(table_of(result, r, 17) == 6 for r in range(5))
    assert result.quality.fixed_table_violations == ()
    assert result.quality.repeats == 4  # 5 and 9 share table 2 every round: five meetings, four repeats
    assert result.quality.lower_bound == 4


def test_never_together_pairs_never_share_a_table() -> None:
    pairs = ((1, 2), (1, 3), (2, 3), (10, 11))
    result = seeded(request(16, 4, never_together=pairs))
    assert result.quality.never_together_violations == ()
    for rnd in result.rounds:
        for table in rnd.tables:
            assert not any(set(pair) <= set(table) for pair in pairs)


def test_clubs_are_kept_apart_when_they_can_be() -> None:
    clubs = {p: "ABCD"[(p - 1) // 4] for p in range(1, 17)}
    result = seeded(request(16, 2, clubs=clubs))
    assert result.quality.club_clashes == 0


def test_a_player_barred_from_everyone_is_refused_at_once() -> None:
    pairs = tuple((1, p) for p in range(2, 8))
    with pytest.raises(SeatingError) as caught:
        draw(request(8, 3, never_together=pairs), seconds=60)
    assert caught.value.code == "cannot_seat_player"
    assert "Player 1" in caught.value.message


def test_impossible_never_together_cycle_is_searched_then_explained_not_hung() -> None:
    # Two tables for eight players: a five-cycle of apart pairs cannot be split in two (no three of
    # them are mutually apart, so the check before the search cannot see it).
    cycle = ((1, 2), (2, 3), (3, 4), (4, 5), (5, 1))
    with pytest.raises(SeatingError) as caught:
        draw(request(8, 2, never_together=cycle), seconds=0.5, seed=1)
    assert caught.value.code == "constraints_unmet"
    assert "never-together" in caught.value.message
    assert caught.value.result is not None


@pytest.mark.parametrize(
    ("fixed", "pairs", "code"),
    [
        ({1: 1, 2: 1, 3: 1, 4: 1, 5: 1}, (), "table_overfull"),
        ({1: 9}, (), "fixed_table_out_of_range"),
        ({1: 2, 2: 2}, ((1, 2),), "never_together_fixed"),
        ({}, ((1, 99),), "unknown_player"),
    ],
)
def test_impossible_fixed_tables_are_refused_with_a_code(
    fixed: dict[int, int], pairs: tuple[tuple[int, int], ...], code: str
) -> None:
    with pytest.raises(SeatingError) as caught:
        draw(request(16, 3, fixed_tables=fixed, never_together=pairs), seconds=60)
    assert caught.value.code == code


def test_five_players_cannot_make_tables_of_three() -> None:
    with pytest.raises(SeatingError) as caught:
        draw(request(5, 2), seconds=1)
    assert caught.value.code == "too_few_players"


def test_thirty_players_sit_at_six_tables_of_four_and_two_of_three() -> None:
    result = seeded(request(30, 6))
    for rnd in result.rounds:
        assert sorted(len(t) for t in rnd.tables) == [3, 3] + [4] * 6
        assert sorted(rnd.players()) == list(range(1, 31))
    assert result.quality.repeats == 0
    assert result.quality.fairness.fair


def test_byes_rotate_so_nobody_sits_out_twice_before_everybody_once() -> None:
    result = seeded(request(9, 12, odd_count=OddCount.BYE, bye_score=0.5), iterations=500)
    sat_out: Counter[int] = Counter()
    for rnd in result.rounds:
        assert len(rnd.byes) == 1
        assert sorted(rnd.players() + rnd.byes) == list(range(1, 10))
        sat_out.update(rnd.byes)
        assert max(sat_out[p] for p in range(1, 10)) - min(sat_out[p] for p in range(1, 10)) <= 1
    assert result.quality.fairness.fair
    assert result.quality.bye_score == 0.5


def test_thirty_three_players_with_byes_and_with_substitutes() -> None:
    byes = seeded(request(33, 7, odd_count=OddCount.BYE))
    assert all(len(rnd.byes) == 1 for rnd in byes.rounds)
    assert len({p for rnd in byes.rounds for p in rnd.byes}) == 7
    assert byes.quality.repeats == 0
    subs = seeded(request(33, 7, odd_count=OddCount.SUBSTITUTES))
    assert subs.substitutes == (-1, -2, -3)
    for rnd in subs.rounds:
        assert sorted(rnd.players()) == [-3, -2, -1, *range(1, 34)]
        assert all(len(t) == 4 for t in rnd.tables)
    assert subs.quality.repeats == 0


def test_short_tables_rotate_fairly_with_thirty_three_players() -> None:
    result = seeded(request(33, 9), iterations=300)
    short = Counter(p for rnd in result.rounds for t in rnd.tables if len(t) == 3 for p in t)
    assert set(short[p] for p in range(1, 34)) == {2, 3}  # 9 rounds x 9 seats at tables of three


def test_after_a_withdrawal_and_a_late_arrival_only_future_rounds_change() -> None:
    first = seeded(request(40, 7), iterations=20_000)
    played = first.rounds[:3]
    players = (*(p for p in range(1, 41) if p != 17), 41)
    again = seeded(SeatingRequest(players=players, rounds=7, played=played), iterations=20_000)
    assert again.rounds[:3] == played
    for rnd in again.rounds[3:]:
        assert sorted(rnd.players()) == sorted(players)
    assert again.quality.repeats == 0
    assert again.quality.wind_violations == 0


def test_after_a_withdrawal_to_thirty_nine_the_future_has_a_table_of_three() -> None:
    first = seeded(request(40, 6), iterations=20_000)
    played = first.rounds[:2]
    again = seeded(SeatingRequest(players=tuple(range(1, 40)), rounds=6, played=played))
    assert again.rounds[:2] == played
    assert all(sorted(map(len, rnd.tables))[0] == 3 for rnd in again.rounds[2:])


def test_swiss_round_seats_the_leaders_at_the_top_table() -> None:
    first = seeded(request(16, 1))
    leaders = first.rounds[0].tables
    standings = [leaders[0][0], leaders[1][0], leaders[2][0], leaders[3][0]]
    standings += [p for p in range(1, 17) if p not in standings]
    req = SeatingRequest(players=tuple(range(1, 17)), rounds=5, played=first.rounds)
    result = draw_swiss_round(req, standings, seconds=None, iterations=500, seed=1)
    assert len(result.rounds) == 2
    assert set(result.rounds[1].tables[0]) == set(standings[:4])


def test_swiss_round_moves_a_player_rather_than_repeat_a_meeting() -> None:
    first = seeded(request(16, 1))
    tables = first.rounds[0].tables
    # The top four include two who met last round; bands otherwise mix last round's tables.
    standings = [tables[0][0], tables[0][1], tables[1][0], tables[2][0]]
    standings += [p for p in range(1, 17) if p not in standings]
    req = SeatingRequest(players=tuple(range(1, 17)), rounds=5, played=first.rounds)
    result = draw_swiss_round(req, standings, seconds=None, iterations=2000, seed=1)
    top = set(result.rounds[1].tables[0])
    assert result.quality.repeats == 0
    assert len(top & set(standings[:4])) == 3


def test_a_draw_stops_once_its_unavoidable_club_clashes_are_all_that_is_left():
    # 24 players, 3 clubs of 8, 6 tables: each club must share 2 tables a round, 6 clashes a round
    clubs = {p: "ABC"[p % 3] for p in range(1, 25)}
    done = seeded(SeatingRequest(players=tuple(range(1, 25)), rounds=4, clubs=clubs), iterations=4000)
    assert done.quality.repeats == 0
    assert done.quality.club_clashes == 24
    assert done.stopped == "solved"
    assert done.iterations < 4000
    one_round = SeatingRequest(players=tuple(range(1, 25)), rounds=1, clubs=clubs)
    assert club_lower_bound(one_round, make_layout(one_round, random.Random(1))) == 6
