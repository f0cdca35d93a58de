"""#31 point 2: juniors and seniors worked out from the players' births, counted on the tournament's day."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from tourney import services
from tourney.language import translate
from tourney.services.ages import age_categories, age_day, age_limits, set_age_limits
from tourney.services.categories import categories, category_standings, members, set_categories
from tourney.services.errors import ServiceError
from tourney.services.prizes import category_tables, prizes, set_prize_settings
from tourney.store import MIGRATION_NAMES, Store
from tourney.tournament.ages import AgeLimits, age_groups, age_on, parse_born


def _cup(start: str | None = "2026-05-14") -> Store:
    return services.create_tournament(None, name="Cup", ruleset="fimj", rounds=2, start_date=start)


def test_point2_a_junior_is_under_18_the_day_before_his_18th_birthday_and_not_on_it():
    store = _cup("2026-05-14")
    on = services.add_player(store, "On the day", born="2008-05-14")
    before = services.add_player(store, "The day after", born="2008-05-15")
    assert age_on("2008-05-14", date(2026, 5, 14)) == 18
    assert age_on("2008-05-15", date(2026, 5, 14)) == 17
    assert categories(store) == {"juniors": (before.id,)}
    assert on.id not in members(store, "juniors")


def test_point2_a_senior_is_60_from_his_60th_birthday():
    store = _cup("2026-05-14")
    sixty = services.add_player(store, "Sixty today", born="1966-05-14")
    services.add_player(store, "Sixty tomorrow", born="1966-05-15")
    assert categories(store) == {"seniors": (sixty.id,)}


def test_point2_a_birth_year_alone_is_the_tournament_year_minus_it():
    store = _cup("2026-01-02")
    eighteen = services.add_player(store, "Born 2008", born=2008)  # 18 on 2 January, whatever his birthday
    seventeen = services.add_player(store, "Born 2009", born="2009")
    sixty = services.add_player(store, "Born 1966", born="1966")
    assert age_on("2008", date(2026, 1, 2)) == 18
    assert categories(store) == {"juniors": (seventeen.id,), "seniors": (sixty.id,)}
    assert eighteen.id not in members(store, "juniors")


def test_point2_a_player_without_a_birth_is_in_neither():
    store = _cup()
    services.add_player(store, "Nobody knows")
    assert age_categories(store) == {} and categories(store) == {}
    assert age_groups([(1, None), (2, "")], date(2026, 5, 14), AgeLimits()) == {"juniors": (), "seniors": ()}


def test_point2_ages_are_counted_on_the_first_day_else_the_first_scheduled_round_else_today():
    assert age_day(_cup("2026-05-14")) == date(2026, 5, 14)
    store = _cup(None)
    assert age_day(store) == date.today()
    services.set_round_schedule(store, 2, starts_at="2026-06-02 14:00")
    services.set_round_schedule(store, 1, starts_at="2026-06-01 09:30")
    assert age_day(store) == date(2026, 6, 1)


def test_point2_the_age_limits_are_the_tournaments_and_each_change_is_undoable():
    store = _cup("2026-05-14")
    sixteen = services.add_player(store, "Sixteen", born="2010-01-01")
    seventeen = services.add_player(store, "Seventeen", born="2009-01-01")
    sixty_two = services.add_player(store, "Sixty-two", born="1964-01-01")
    assert age_limits(store) == AgeLimits(18, 60)
    assert set_age_limits(store, juniors_under=17, seniors_from=65) == AgeLimits(17, 65)
    assert categories(store) == {"juniors": (sixteen.id,)}
    assert services.history_state(store).next_undo.endswith("Juniors under 17, seniors from 65")
    services.undo(store)
    assert age_limits(store) == AgeLimits(18, 60)
    assert categories(store) == {"juniors": (sixteen.id, seventeen.id), "seniors": (sixty_two.id,)}
    set_age_limits(store, juniors_under=0)  # no juniors at all
    assert "juniors" not in categories(store)


@pytest.mark.parametrize("juniors, seniors, message", [
    (-1, 60, "the juniors' age limit must be from 0 to 99, not -1"),
    (18, 0, "the seniors' age must be from 1 to 150, not 0"),
    (30, 20, "the seniors' age 20 is below the juniors' limit 30"),
])
def test_point2_bad_age_limits_are_refused(juniors, seniors, message):
    store = _cup()
    with pytest.raises(ServiceError) as refused:
        set_age_limits(store, juniors, seniors)
    assert refused.value.message == message
    assert age_limits(store) == AgeLimits(18, 60)


@pytest.mark.parametrize("value", ["2030", (date.today() + timedelta(days=1)).isoformat(), "1899",
                                   "1899-12-31", "next year", "2008-02-30", "14/13/2008", "08"])
def test_point2_a_bad_birth_is_refused_with_a_sentence_naming_the_player_and_the_value(value):
    store = _cup()
    with pytest.raises(ServiceError) as refused:
        services.add_player(store, "Anna Rossi", born=value)
    assert refused.value.code == "bad_birth"
    assert refused.value.message == (f"Anna Rossi: born {value!r} is not a year (2008) or a date "
                                     "(2008-05-14) from 1900 to today")
    assert "nascita" in translate(refused.value.message, "it")
    assert services.players(store) == []
    anna = services.add_player(store, "Anna Rossi")
    with pytest.raises(ServiceError, match=r"^Anna Rossi: born"):
        services.edit_player(store, anna.id, born=value)


def test_point2_births_are_stored_as_a_year_or_an_iso_date():
    today = date(2026, 5, 14)
    assert parse_born(2008, today) == "2008"
    assert parse_born(" 2008-5-4 ", today) == "2008-05-04"
    assert parse_born("14/05/2008", today) == "2008-05-14"  # day first, as Italian lists write it
    assert parse_born("14.05.2008", today) == "2008-05-14"
    assert parse_born("", today) is None and parse_born(None, today) is None
    assert parse_born("2026-05-14", today) == "2026-05-14"  # born today: not in the future


def test_point2_a_change_of_birth_is_one_undoable_action_and_an_empty_one_clears_it():
    store = _cup("2026-05-14")
    anna = services.add_player(store, "Anna", born="2010")
    assert services.edit_player(store, anna.id, born="1950-03-01").born == "1950-03-01"
    assert categories(store) == {"seniors": (anna.id,)}
    assert services.history_state(store).next_undo.endswith("Edit player Anna")
    services.undo(store)
    assert services.players(store)[0].born == "2010"
    assert categories(store) == {"juniors": (anna.id,)}
    services.redo(store)
    assert services.edit_player(store, anna.id, born="").born is None
    assert categories(store) == {}


def test_point2_a_label_of_the_same_name_adds_its_players_to_the_computed_category():
    store = _cup("2026-05-14")
    young = services.add_player(store, "Young", born="2012")
    unknown = services.add_player(store, "Young too, birth unknown")
    italian = services.add_player(store, "Labelled in Italian")
    set_categories(store, unknown.id, ["Juniors"])
    set_categories(store, italian.id, ["Juniores", "women"])
    assert categories(store) == {"juniors": (young.id, unknown.id, italian.id), "women": (italian.id,)}
    # the Italian name works as --category too, any capitals
    assert members(store, "JUNIORES") == members(store, "juniors") == (young.id, unknown.id, italian.id)
    shown = next(k for k in categories(store) if k == "juniors")
    assert translate(shown, "it") == "Juniores" and translate(shown, "en") == "juniors"


def test_point2_a_hand_label_juniors_alone_is_still_shown_by_its_translated_name():
    store = _cup()
    p = services.add_player(store, "No birth")
    set_categories(store, p.id, ["juniors"])
    (name,) = categories(store)
    assert translate(name, "it") == "Juniores"


@pytest.fixture(scope="module")
def demo_with_births():
    store = services.build_demo(None, players=16, rounds=3, deals_per_table=3)
    for p in services.players(store):
        born = {0: "2010-06-01", 1: "1950", 2: None, 3: "1985-02-03"}[p.id % 4]
        services.edit_player(store, p.id, born=born)
    yield store
    store.close()


def test_point2_standings_of_the_juniors_equal_the_overall_standings_filtered_to_those_under_the_limit(
        demo_with_births):
    store = demo_with_births
    day = age_day(store)
    assert day == date(2024, 5, 18)
    under = {p.id for p in services.players(store) if p.born and age_on(p.born, day) < 18}
    assert under == {p.id for p in services.players(store) if p.id % 4 == 0}
    overall = services.standings(store)
    juniors = category_standings(store, "juniors")
    kept = [r for r in overall.rows if r.player.id in under]
    assert [r.player.id for r in juniors.rows] == [r.player.id for r in kept]
    assert [r.components for r in juniors.rows] == [r.components for r in kept]
    assert [r.rank for r in juniors.rows] == list(range(1, len(kept) + 1))
    assert [r.player.id for r in category_standings(store, "Juniores").rows] == [r.player.id for r in kept]


def test_point2_the_computed_categories_have_their_prizes_and_their_tables(demo_with_births):
    store = demo_with_births
    set_prize_settings(store, {"category_places": 1})
    given = [p for p in prizes(store).prizes if p.kind == "category"]
    assert {p.category for p in given} == {"juniors", "seniors"}
    # (a senior with an overall prize gives his category's place to the next one: "Seniores: 2° posto")
    assert {translate(p.title, "it").split(":")[0] for p in given} == {"Juniores", "Seniores"}
    assert [name for name, _ in category_tables(store)] == ["juniors", "seniors"]


def test_point2_a_file_from_before_opens_with_no_births_and_the_usual_limits(tmp_path):
    path = tmp_path / "old.tourney"
    Store.open(path, create=True, migrate_upto=MIGRATION_NAMES[-2]).close()
    with Store.open(path) as store:
        assert "born" in {c.name for c in store.db["players"].columns}
        assert age_limits(store) == AgeLimits(18, 60)


def test_point2_the_players_csv_carries_born_there_and_back():
    store = _cup()
    services.add_player(store, "Anna", club="Drago", born="2008-05-14")
    services.add_player(store, "Bruno", born="1950")
    services.add_player(store, "Carla")
    exported = services.export_players_csv(store)
    assert exported.splitlines()[1:] == ["1,Anna,Drago,,,,registered,2008-05-14",
                                         "2,Bruno,,,,,registered,1950", "3,Carla,,,,,registered,"]
    other = _cup()
    report = services.import_players_csv(other, exported.encode("utf-8-sig"))
    assert [(p.name, p.born) for p in report.added] == [("Anna", "2008-05-14"), ("Bruno", "1950"),
                                                        ("Carla", None)]
    assert services.export_players_csv(other) == exported


def test_point2_an_italian_list_gives_the_birth_under_data_di_nascita_day_first():
    store = _cup()
    text = "Cognome;Nome;Data di nascita\nRossi;Anna;14/05/2008\nBianchi;Luca;1950\nVerdi;Sara;\n"
    report = services.import_players_csv(store, text.encode("utf-8"))
    assert [(p.name, p.born) for p in report.added] == [("Anna Rossi", "2008-05-14"),
                                                        ("Luca Bianchi", "1950"), ("Sara Verdi", None)]
    assert report.ignored_columns == []


def test_point2_a_bad_birth_in_a_list_is_a_bad_row_naming_its_line_the_player_and_the_value():
    store = _cup()
    text = "name,born\nAnna,2008\nBruno,2099\nCarla,yesterday\n"
    with pytest.raises(services.ImportRefused) as refused:
        services.import_players_csv(store, text.encode("utf-8"))
    assert [b.said() for b in refused.value.report.bad_rows] == [
        "line 3: Bruno: born '2099' is not a year (2008) or a date (2008-05-14) from 1900 to today",
        "line 4: Carla: born 'yesterday' is not a year (2008) or a date (2008-05-14) from 1900 to today"]
    assert services.players(store) == []
    report = services.import_players_csv(store, text.encode("utf-8"), skip_bad=True)
    assert [(p.name, p.born) for p in report.added] == [("Anna", "2008")]


def test_point2_the_demo_with_births_shows_juniors_and_seniors_and_plays_the_same_tournament():
    plain = services.build_demo(None, players=24, rounds=2, deals_per_table=2)
    born = services.build_demo(None, players=24, rounds=2, deals_per_table=2, births=True)
    assert categories(plain) == {}
    found = categories(born)
    assert sorted(found) == ["juniors", "seniors"]
    assert (len(found["juniors"]), len(found["seniors"])) == (3, 4)
    assert [p.born for p in services.players(plain)] == [None] * 24
    assert [(r.player.id, r.components) for r in services.standings(born).rows] == \
        [(r.player.id, r.components) for r in services.standings(plain).rows]
    assert [t.seats for t in services.snapshot(born).tables] == \
        [t.seats for t in services.snapshot(plain).tables]
