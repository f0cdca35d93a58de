"""Categories and the prize list: category standings are the overall standings filtered; no double prizes."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.services.categories import categories, category_standings, set_categories
from tourney.services.errors import ServiceError
from tourney.services.prizes import prize_sheet, prizes, set_prize_settings


@pytest.fixture(scope="module")
def cup():
    store = services.build_demo(None, players=16, rounds=3, deals_per_table=3)
    order = [r.player.id for r in services.standings(store).rows]
    for pid in order[0:16:3]:
        set_categories(store, pid, ["women"])
    for pid in order[1:16:4]:
        set_categories(store, pid, ["newcomers", "juniors"])
    yield store
    store.close()


def test_category_standings_equal_the_overall_standings_filtered(cup):
    overall = services.standings(cup)
    for name, ids in categories(cup).items():
        table = category_standings(cup, name)
        kept = [r for r in overall.rows if r.player.id in ids]
        assert [r.player.id for r in table.rows] == [r.player.id for r in kept]
        assert [r.components for r in table.rows] == [r.components for r in kept]
        assert [r.rank for r in table.rows] == list(range(1, len(kept) + 1))


def test_a_club_is_a_category_without_any_label(cup):
    club = services.players(cup)[0].club
    table = category_standings(cup, f"club:{club}")
    assert {r.player.club for r in table.rows} == {club}


def test_an_unknown_category_is_refused_naming_the_known_ones(cup):
    with pytest.raises(ServiceError, match=r"--category 'nope': there is no such category "
                                           r"\(the categories are: juniors, newcomers, women\)"):
        category_standings(cup, "nope")


def test_a_category_name_with_a_comma_is_refused():
    store = services.build_demo(None, players=4, rounds=1, deals_per_table=1)
    with pytest.raises(ServiceError, match="category 'a,b'"):
        set_categories(store, 1, ["a,b"])


def test_setting_categories_is_one_undoable_action():
    store = services.build_demo(None, players=4, rounds=1, deals_per_table=1)
    set_categories(store, 2, ["seniors", "women"])
    assert categories(store) == {"seniors": (2,), "women": (2,)}
    services.undo(store)
    assert categories(store) == {}


def test_no_player_gets_two_prizes(cup):
    found = prizes(cup).prizes
    assert [p.place for p in found if p.kind == "place"] == [1, 2, 3]
    winners = [p.player_id for p in found]
    assert len(winners) == len(set(winners))


def test_a_prize_passes_to_the_next_eligible_player_and_two_are_allowed_by_the_setting(cup):
    overall = [r.player.id for r in services.standings(cup).rows]
    women = [p.player_id for p in prizes(cup).prizes if p.category == "women"]
    first_woman = next(p for p in overall if p in categories(cup)["women"])
    assert first_woman in overall[:3]  # she has an overall place: the category's prize goes to the next
    assert women and women[0] != first_woman
    set_prize_settings(cup, {"allow_double": True})
    try:
        assert next(p.player_id for p in prizes(cup).prizes if p.category == "women") == first_woman
    finally:
        services.undo(cup)


def test_the_best_newcomer_is_the_best_placed_newcomer_without_a_prize(cup):
    found = prizes(cup).prizes
    newcomer = [p for p in found if p.award == "best_newcomer"]
    others = {p.player_id for p in found if p.award != "best_newcomer"}
    eligible = [r.player.id for r in services.standings(cup).rows
                if r.player.id in categories(cup)["newcomers"] and r.player.id not in others]
    assert [p.player_id for p in newcomer] == eligible[:1]
    assert not [p for p in found if p.category == "newcomers" and p.kind == "category"]


def test_a_bad_prize_setting_is_refused_naming_it(cup):
    with pytest.raises(ServiceError, match="prize setting places: a whole number from 0 to 100, not -1"):
        set_prize_settings(cup, {"places": -1})


def test_the_prize_sheet_carries_each_category_table(cup):
    sheet = prize_sheet(cup)
    assert [name for name, _ in sheet.categories] == ["juniors", "newcomers", "women"]
    assert sheet.prizes == prizes(cup).prizes
