"""Standings from the tournament file: final sheets only, penalties, withdrawals, substitutes, settings.

Round 1 as the ``seated`` fixture draws it, with totals worked by hand:
  T1: 1 +300 (E), 3 +100 (S), 5 -150 (W), 7 -250 (N)   table points 4, 2, 1, 0
  T2: 2 +200 (E), 4 +200 (S), 6 -100 (W), 8 -300 (N)   2 and 4 share first: 3 and 3, then 1, 0
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tourney import services
from tourney.services import ServiceError
from tourney.store import Store
from tourney.tournament import ranking_schemes


@pytest.fixture
def played(seated: Store) -> Store:
    services.record_totals(seated, 1, 1, [300, 100, -150, -250])
    services.record_totals(seated, 1, 2, [200, 200, -100, -300])
    return seated


def ranks(standings) -> list[tuple[int, int]]:
    return [(r.player.id, r.rank) for r in standings.rows]


def test_a_fimj_tournament_is_ranked_by_table_points_by_default(played):
    assert services.tournament(played).ranking == ranking_schemes.default_ranking("fimj") == "table_points"
    standings = services.standings(played)
    assert standings.rows[0].player.id == 1 and standings.rows[0].components == {"table_points": 4,
                                                                                  "total_score": 300}
    assert [r.player.id for r in standings.rows][3:] == [3, 6, 5, 7, 8]
    assert "4/2/1/0" in standings.sentences()[0]


def test_the_services_know_the_rankings_of_the_standings_engine():
    assert services.RANKINGS is ranking_schemes.RANKINGS


def test_players_level_after_the_chain_share_the_place(played):
    services.set_ranking(played, "table_points", {"tie_breaks": ["total_score", "best_game", "head_to_head"]})
    standings = services.standings(played)
    assert ranks(standings) == [(1, 1), (2, 2), (4, 2), (3, 4), (6, 5), (5, 6), (7, 7), (8, 8)]
    assert standings.row(2).place_text == "2=" and standings.row(2).tie_breaks == {
        "best_game": 200, "head_to_head": services.standings(played).row(4).tie_breaks["head_to_head"]}
    assert "still level share the place" in standings.sentences()[1]


def test_the_lot_separates_the_level_players_the_same_way_every_time(played):
    first = ranks(services.standings(played))
    assert sorted(first[1:3]) == [(2, 2), (4, 3)] or sorted(first[1:3]) == [(2, 3), (4, 2)]
    assert ranks(services.standings(played)) == first


def test_an_unbalanced_sheet_counts_for_nobody(played):
    services.draw_round(played, 2)
    services.record_totals(played, 2, 1, [100, 0, 0, 0])
    assert services.results(played)[-1].status == "unbalanced"
    standings = services.standings(played)
    assert standings.after_round == 1 and all(r.games == 1 for r in standings.rows)


def test_a_penalty_is_taken_off_the_total_score(played):
    services.add_penalty(played, 6, 100, "late at the table", round_number=1)
    standings = services.standings(played)
    assert standings.row(6).components["total_score"] == -200 and standings.row(6).penalties == 100
    assert standings.rank_of(5) < standings.rank_of(6)


def test_a_withdrawn_player_stays_ranked_and_is_marked(played):
    services.withdraw_player(played, 7)
    row = services.standings(played).row(7)
    assert row.withdrawn and row.games == 1 and row.to_json()["status"] == "withdrawn"


def test_a_substitutes_results_count_for_nobody_unless_the_settings_say_so(played):
    services.make_substitute(played, 8)
    assert services.standings(played).rank_of(8) is None
    services.set_ranking(played, "table_points", {"substitutes_count": True})
    assert services.standings(played).rank_of(8) == 8


def test_setting_the_ranking_is_undoable(played):
    services.set_ranking(played, "rank_points", {"uma": [20, 10, -10, -20], "oka": 10, "divisor": 100})
    standings = services.standings(played)
    assert standings.scheme.id == "rank_points" and "+20/+10/-10/-20" in standings.sentences()[0]
    # player 1: 300/100 + 20 + 10 (oka)
    assert standings.row(1).components == {"rank_points": 33}
    services.undo(played)
    assert services.tournament(played).ranking == "table_points"
    assert services.tournament(played).ranking_settings == {}


def test_setting_no_ranking_restores_the_rulesets_default(played):
    services.set_ranking(played, "points")
    assert services.set_ranking(played).ranking == "table_points"


@pytest.mark.parametrize(("ranking", "settings", "message"), [
    ("elo", {}, "ranking scheme.*'elo'"),
    ("table_points", {"place_points": "4,2,1,0"}, "the place points must be a list"),
    ("points", {"penalty_on": "table_points"}, "cannot be taken off 'table_points'"),
    ("table_points", {"tie_breaks": ["lot", "firsts"]}, "the lot must be the last tie-break"),
    ("table_points", {"colour": "red"}, "unknown ranking setting 'colour'"),
])
def test_ranking_settings_the_standings_cannot_use_are_refused(store, ranking, settings, message):
    with pytest.raises(ServiceError, match=message):
        services.set_ranking(store, ranking, settings)
    with pytest.raises(ServiceError, match=message):
        services.edit_tournament(store, ranking=ranking, ranking_settings=settings)


def test_keep_settings_keeps_the_present_values_under_a_new_scheme(played):
    services.set_ranking(played, "table_points", {"tie_breaks": ["total_score"], "bye_score": 5})
    assert services.set_ranking(played, "points", keep_settings=True).ranking_settings == {
        "tie_breaks": ["total_score"], "bye_score": 5}


def test_standings_after_a_round_that_has_no_results_are_refused(played):
    with pytest.raises(ServiceError, match="no results after round 3"):
        services.standings(played, after_round=3)


def test_per_round_standings_carry_the_movement(played):
    services.draw_round(played, 2)
    tables = services.tables(played, 2)
    for table in tables:  # the first seated player of each table wins everything
        services.record_totals(played, 2, table.number, [600, -200, -200, -200])
    by_round = services.standings_by_round(played)
    assert [s.after_round for s in by_round] == [1, 2]
    assert by_round[-1] == services.standings(played)
    assert by_round[0] == services.standings(played, after_round=1)
    after_one = {r.player.id: r.rank for r in by_round[0].rows}
    for row in by_round[1].rows:
        assert row.movement == after_one[row.player.id] - row.rank


def test_a_players_history_names_table_seat_opponents_score_and_place(played):
    (entry,) = services.player_history(played, 3)
    assert (entry.round, entry.table, entry.seat, entry.opponents, entry.score, entry.place) == (
        1, 1, "S", (1, 5, 7), 100, 2)


def test_team_standings_sum_the_best_members(played):
    for pid, team in ((1, "A"), (2, "A"), (3, "A"), (4, "B"), (5, "B")):
        services.edit_player(played, pid, team=team)
    teams = services.team_standings(played, 2)
    assert [(t.team, t.components) for t in teams] == [
        ("A", {"table_points": 7, "total_score": 500}), ("B", {"table_points": 4, "total_score": 50})]
    with pytest.raises(ServiceError, match="at least one member"):
        services.team_standings(played, 0)


def test_ema_rows_give_place_federation_id_points_and_the_mers_preview(played):
    services.set_ranking(played, "points")
    rows = services.ema_rows(played)
    assert rows[0].to_json() == {"place": 1, "name": "Player 1", "federation_id": "", "country": "",
                                 "points": 300, "mers_base_rank": 1000.0}
    assert rows[-1].place == 8 and rows[-1].base_rank == 0
    assert float(rows[1].base_rank) == pytest.approx(1000 * 6 / 7)


def test_a_bye_scores_the_configured_value_and_is_undoable(played):
    services.add_player(played, "Player 9")
    services.give_bye(played, 1, 9)
    standings = services.standings(played)
    # the default bye of table points is the mean of the place points: (4 + 2 + 1 + 0) / 4
    assert standings.row(9).byes == 1 and standings.row(9).components == {"table_points": Fraction(7, 4),
                                                                          "total_score": 0}
    services.set_ranking(played, "table_points", {"bye_table_points": 2, "bye_score": 50})
    assert services.standings(played).row(9).components == {"table_points": 2, "total_score": 50}
    assert services.snapshot(played).byes[0].player_id == 9
    services.undo(played, 2)
    assert services.standings(played).rank_of(9) is None


def test_a_bye_is_refused_to_a_seated_player_and_given_only_once(played):
    with pytest.raises(ServiceError, match="has a seat in round 1"):
        services.give_bye(played, 1, 1)
    services.add_player(played, "Player 9")
    services.give_bye(played, 2, 9)
    with pytest.raises(ServiceError, match="already has a bye in round 2"):
        services.give_bye(played, 2, 9)
    services.remove_bye(played, 2, 9)
    with pytest.raises(ServiceError, match="no bye in round 2"):
        services.remove_bye(played, 2, 9)


def test_a_file_written_before_byes_is_migrated_with_a_backup(tmp_path):
    path = tmp_path / "cup.tourney"
    old = Store.open(path, create=True, migrate_upto="0002_round_schedule")
    with old.change("create_tournament", "Create", undoable=False) as log:
        log.insert("tournament", {"id": 1, "name": "Old Cup", "ruleset": "fimj", "rounds": 1,
                                  "ranking": "points", "rotation": "tournament"})
        log.insert("rounds", {"id": 1})
        log.insert("players", {"name": "Anna"})
    old.close()
    with services.open_tournament(path) as store:
        assert store.backups == [tmp_path / "cup.before-0003_byes.tourney"]
        services.give_bye(store, 1, 1)
        assert services.standings(store).row(1).byes == 1
