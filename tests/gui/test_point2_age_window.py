"""#31 point 2 in the window: the player dialog's Born field (a bad birth said under it, in both
languages), the categories dialog's age limits and its juniors shown ticked and greyed, and the
computed categories named in the window's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tourney import services
from tourney.gui import i18n
from tourney.gui.categories_dialog import CategoriesDialog
from tourney.gui.player_dialog import PlayerDialog
from tourney.gui.session import Session
from tourney.gui.standings_more import MoreStandingsDialog
from tourney.services.ages import age_limits
from tourney.services.categories import categories, categories_of
from tourney.tournament.ages import AgeLimits


@pytest.fixture
def session(tmp_path):
    path = tmp_path / "cup.tourney"
    store = services.create_tournament(path, name="Cup", ruleset="fimj", rounds=2, start_date="2026-05-14")
    services.add_player(store, "Anna", born="2010")
    services.add_player(store, "Bruno", born="1950-01-31")
    services.add_player(store, "Carla")
    store.close()
    opened = Session()
    opened.open(path)
    yield opened
    opened.close()
    i18n.install("en")


def test_point2_a_new_player_is_saved_with_his_birth(qtbot, session):
    dialog = PlayerDialog(session)
    qtbot.addWidget(dialog)
    dialog.edits["name"].setText("Dario")
    dialog.born.setText("14/05/2009")
    dialog.accept()
    assert dialog.result() == PlayerDialog.DialogCode.Accepted
    assert services.players(session.store)[-1].born == "2009-05-14"


@pytest.mark.parametrize("language, said", [
    ("en", "Carla: born '2099' is not a year (2008) or a date (2008-05-14) from 1900 to today"),
    ("it", "Carla: la nascita '2099' non è un anno (2008) né una data (2008-05-14) tra il 1900 e oggi"),
])
def test_point2_a_bad_birth_is_said_under_the_born_field(qtbot, session, language, said):
    i18n.install(language)
    carla = services.players(session.store)[2]
    dialog = PlayerDialog(session, carla)
    qtbot.addWidget(dialog)
    dialog.born.setText("2099")
    dialog.accept()
    assert dialog.errors.message("born") == said
    assert dialog.errors.message() == "" and dialog.errors.message("name") == ""
    assert services.players(session.store)[2].born is None


def test_point2_the_edit_dialog_shows_the_birth_and_an_empty_field_clears_it_undoably(qtbot, session):
    bruno = services.players(session.store)[1]
    dialog = PlayerDialog(session, bruno)
    qtbot.addWidget(dialog)
    assert dialog.born.text() == "1950-01-31"
    dialog.born.clear()
    dialog.accept()
    assert services.players(session.store)[1].born is None
    services.undo(session.store)
    assert services.players(session.store)[1].born == "1950-01-31"


def test_point2_the_categories_dialog_sets_the_age_limits_and_greys_the_players_in_by_age(qtbot, session):
    dialog = CategoriesDialog(session)
    qtbot.addWidget(dialog)
    assert (dialog.juniors.value(), dialog.seniors.value()) == (18, 60)
    dialog.name.setEditText("juniors")
    anna, carla = dialog.players.item(0), dialog.players.item(2)
    assert anna.checkState() == Qt.CheckState.Checked and not anna.flags() & Qt.ItemFlag.ItemIsEnabled
    assert carla.checkState() == Qt.CheckState.Unchecked and carla.flags() & Qt.ItemFlag.ItemIsEnabled
    dialog.juniors.setValue(16)  # Anna is 16 in 2026: no longer a junior by age
    assert anna.checkState() == Qt.CheckState.Unchecked and anna.flags() & Qt.ItemFlag.ItemIsEnabled
    carla.setCheckState(Qt.CheckState.Checked)  # a junior whose birth is not known, by hand
    dialog.accept()
    assert session.read(age_limits) == AgeLimits(16, 60)
    assert session.read(categories) == {"juniors": (3,), "seniors": (2,)}
    assert session.read(categories_of, 3) == ("juniors",)


def test_point2_the_categories_dialog_refuses_seniors_younger_than_juniors_beside_the_limits(qtbot, session):
    dialog = CategoriesDialog(session)
    qtbot.addWidget(dialog)
    dialog.juniors.setValue(40)
    dialog.seniors.setValue(30)
    dialog.accept()
    assert "the seniors' age 30 is below the juniors' limit 40" in dialog.errors.message("ages").casefold()
    assert session.read(age_limits) == AgeLimits(18, 60)


def test_point2_the_computed_categories_are_named_in_the_windows_language(qtbot, session):
    i18n.install("it")
    dialog = CategoriesDialog(session)
    qtbot.addWidget(dialog)
    shown = [dialog.name.itemText(i) for i in range(dialog.name.count())]
    assert "Juniores" in shown and "Seniores" in shown and "juniors" not in shown
    more = MoreStandingsDialog(session)
    qtbot.addWidget(more)
    names = [more.category.itemText(i) for i in range(more.category.count())]
    assert names[1:] == ["Juniores", "Seniores"]
    assert more.category.itemData(1) == "juniors"


@pytest.mark.parametrize("language, typed, note", [
    ("en", "2010", "16 years old on 2026-05-14: juniors"),
    ("it", "2010", "16 anni al 2026-05-14: Juniores"),
    ("en", "1966-05-15", "59 years old on 2026-05-14"),
    ("it", "1966-05-14", "60 anni al 2026-05-14: Seniores"),
    ("en", "next year", ""),
])
def test_point2_the_player_dialog_says_the_age_on_the_tournaments_day_as_it_is_typed(qtbot, session, language,
                                                                                      typed, note):
    i18n.install(language)
    dialog = PlayerDialog(session)
    qtbot.addWidget(dialog)
    dialog.born.setText(typed)
    assert dialog.age.text() == note
