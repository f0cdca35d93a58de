"""The seat draw of a tournament file: every round at once, history kept, constraints, byes, undo."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tourney import services
from tourney.errors import TourneyError
from tourney.services import ServiceError
from tourney.store import Store

BUDGET = {"seconds": None, "iterations": 1500, "seed": 7}


@pytest.fixture
def cup() -> Store:
    """24 players from four clubs, 5 rounds, nothing seated yet."""
    store = services.create_tournament(None, name="Coppa", ruleset="fimj", rounds=5)
    for number in range(1, 25):
        services.add_player(store, f"Player {number}", club=f"Club {number % 4}")
    yield store
    store.close()


def meetings(store: Store, rounds: range | None = None) -> Counter[frozenset[int]]:
    met: Counter[frozenset[int]] = Counter()
    for table in services.tables(store):
        if rounds is None or table.round in rounds:
            met.update(frozenset(pair) for pair in itertools.combinations(table.player_ids, 2))
    return met


def seats(store: Store, round_number: int) -> list[dict[str, int]]:
    return [t.seats for t in services.tables(store, round_number)]


def test_every_round_of_24_players_is_drawn_with_no_repeated_meeting(cup):
    report = services.draw_rounds(cup, 1, **BUDGET)
    assert report.rounds == (1, 2, 3, 4, 5)
    assert report.quality.repeats == 0 and report.quality.max_meet == 1
    assert report.quality.wind_violations == 0
    assert max(meetings(cup).values()) == 1
    for number in report.rounds:
        assert sorted(p for t in services.tables(cup, number) for p in t.player_ids) == list(range(1, 25))
    assert "Repeated meetings: 0" in report.text()


def test_undoing_a_draw_restores_the_seats_before_it(cup):
    services.draw_rounds(cup, 1, **BUDGET)
    before = [seats(cup, n) for n in range(1, 6)]
    services.draw_rounds(cup, 2, **{**BUDGET, "seed": 8})
    assert [seats(cup, n) for n in range(1, 6)] != before
    services.undo(cup)
    assert [seats(cup, n) for n in range(1, 6)] == before
    services.undo(cup)
    assert services.tables(cup) == []


def test_after_a_withdrawal_only_rounds_without_results_are_drawn_again(cup):
    services.draw_rounds(cup, 1, **BUDGET)
    first_two = [seats(cup, 1), seats(cup, 2)]
    for rnd, table in itertools.product((1, 2), range(1, 7)):
        services.record_totals(cup, rnd, table, [30, -10, -10, -10])
    services.withdraw_player(cup, 5)
    services.withdraw_player(cup, 6)
    services.withdraw_player(cup, 7)
    services.withdraw_player(cup, 8)
    report = services.draw_remaining(cup, **BUDGET)
    assert report.rounds == (3, 4, 5)
    assert [seats(cup, 1), seats(cup, 2)] == first_two
    later = {p for n in (3, 4, 5) for t in services.tables(cup, n) for p in t.player_ids}
    assert later == set(range(1, 25)) - {5, 6, 7, 8}
    assert report.quality.max_meet <= 2 and report.quality.repeats <= 2
    with pytest.raises(ServiceError, match="round 2 already has results"):
        services.draw_rounds(cup, 2, **BUDGET)


def test_a_late_arrival_is_seated_in_the_rounds_to_come_with_a_bye_when_the_count_is_odd(cup):
    services.draw_rounds(cup, 1, **BUDGET)
    for table in range(1, 7):
        services.record_totals(cup, 1, table, [30, -10, -10, -10])
    late = services.add_player(cup, "Late Larry", club="Club 9").id
    report = services.draw_remaining(cup, **BUDGET)
    assert report.odd_count == "bye"
    byes = [b for b in services.snapshot(cup).byes]
    assert sorted(b.round for b in byes) == [2, 3, 4, 5]
    assert len({b.player_id for b in byes}) == 4  # nobody sits out twice before the others
    assert any(late in t.player_ids for t in services.tables(cup, 2)) or late in report.byes[2]
    assert report.quality.fairness.fair


def test_substitutes_fill_the_missing_seats_and_their_meetings_are_not_repeats(cup):
    services.withdraw_player(cup, 24)
    sub = services.add_player(cup, "Sam Sub", status="substitute").id
    report = services.draw_rounds(cup, 1, **BUDGET)
    assert report.odd_count == "substitute" and report.substitutes == (sub,)
    for number in report.rounds:
        assert sub in {p for t in services.tables(cup, number) for p in t.player_ids}
    with pytest.raises(ServiceError, match="need 2 substitutes and the file has 1"):
        services.withdraw_player(cup, 23)
        services.draw_rounds(cup, 1, odd_count="substitute", **BUDGET)


def test_tables_of_three_are_stored_without_north_and_an_unknown_choice_is_refused(cup):
    services.withdraw_player(cup, 24)
    services.withdraw_player(cup, 23)
    report = services.draw_rounds(cup, 1, odd_count="three", **BUDGET)
    assert report.odd_count == "three"
    for number in report.rounds:
        tables = services.tables(cup, number)
        assert [len(t.seats) for t in tables] == [4, 4, 4, 4, 3, 3]
        assert all(set(t.seats) == {"E", "S", "W"} for t in tables[4:])
    assert report.quality.fairness.fair
    assert services.seating_quality(cup).repeats == report.quality.repeats
    with pytest.raises(ServiceError, match="not 'pairs'"):
        services.draw_rounds(cup, 1, odd_count="pairs", **BUDGET)


def test_fixed_tables_and_never_together_pairs_are_honoured_and_undoable(cup):
    services.fix_table(cup, 3, 2)
    services.fix_table(cup, 3, 4)  # replaces the first
    services.keep_apart(cup, 1, 2)
    services.keep_apart(cup, 9, 10)
    assert [(c.kind, c.player_id, c.table, c.other_id) for c in services.seating_constraints(cup)] == [
        ("fixed_table", 3, 4, None), ("never_together", 1, None, 2), ("never_together", 9, None, 10)]
    report = services.draw_rounds(cup, 1, **BUDGET)
    assert report.quality.never_together_violations == () and report.quality.fixed_table_violations == ()
    for number in report.rounds:
        assert 3 in services.tables(cup, number)[3].player_ids
    met = meetings(cup)
    assert met[frozenset((1, 2))] == 0 and met[frozenset((9, 10))] == 0
    services.clear_constraint(cup, 9, 10)
    services.clear_constraint(cup, 3)
    assert len(services.seating_constraints(cup)) == 1
    services.undo(cup)
    assert len(services.seating_constraints(cup)) == 2


def test_bad_constraints_are_refused_with_the_reason(cup):
    with pytest.raises(ServiceError, match="kept apart from himself"):
        services.keep_apart(cup, 1, 1)
    services.keep_apart(cup, 1, 2)
    with pytest.raises(ServiceError, match="already kept apart"):
        services.keep_apart(cup, 2, 1)
    with pytest.raises(ServiceError, match="a table number is a whole number"):
        services.fix_table(cup, 1, 0)
    with pytest.raises(ServiceError, match="no constraint"):
        services.clear_constraint(cup, 4)
    services.fix_table(cup, 5, 9)
    with pytest.raises(TourneyError, match="Table 9 does not exist"):
        services.draw_rounds(cup, 1, **BUDGET)


def test_a_swiss_round_seats_the_leaders_together():
    store = services.create_tournament(None, name="Swiss", ruleset="fimj", rounds=3)
    for number in range(1, 17):
        services.add_player(store, f"Player {number}")  # no clubs: nothing else pulls the leaders apart
    services.draw_rounds(store, 1, 1, **BUDGET)
    leaders = [t.player_ids[0] for t in services.tables(store, 1)]
    for table in range(1, 5):
        services.record_totals(store, 1, table, [300, -100, -100, -100])
    report = services.draw_swiss_round(store, 2, **BUDGET)
    assert report.rounds == (2,)
    assert sorted(services.tables(store, 2)[0].player_ids) == sorted(leaders)
    store.close()


def test_a_draw_cannot_skip_a_round_that_is_not_seated(cup):
    with pytest.raises(ServiceError, match="round 1 is not seated yet"):
        services.draw_rounds(cup, 2, **BUDGET)
    with pytest.raises(ServiceError, match="there is no round 9"):
        services.draw_rounds(cup, 9, **BUDGET)


def test_twenty_nine_players_and_three_substitutes_in_the_file_sit_at_different_tables(cup):
    for pid in (22, 23, 24):
        services.withdraw_player(cup, pid)
    subs = {services.add_player(cup, f"Sub {k}", status="substitute").id for k in range(3)}
    for k in range(8):  # 21 left + 8 = 29 players
        services.add_player(cup, f"Late {k}")
    report = services.draw_rounds(cup, 1, **BUDGET)
    assert len(services.tables(cup, 1)) == 8 and set(report.substitutes) == subs
    for number in report.rounds:
        assert all(len(subs & set(t.player_ids)) <= 1 for t in services.tables(cup, number))
    assert report.quality.substitutes_together == 0
    assert "Tables with two substitutes or more: 0" in report.text()
