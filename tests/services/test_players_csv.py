"""Importing messy registration lists, and exporting players that no spreadsheet runs as formulas."""

from __future__ import annotations

import csv
import io

import pytest

from tourney import services
from tourney.services import ImportRefused, ServiceError


def _import(store, text: str, encoding: str = "utf-8", **kwargs):
    return services.import_players_csv(store, text.encode(encoding), **kwargs)


def test_a_spreadsheet_export_with_bom_semicolons_accents_and_blank_lines_is_read(store):
    text = ("\ufeffCognome;Nome;Circolo;Nazione;Tessera\r\n"
            "\r\n"
            "Nicolò;Zoë;Bambù d'Oro;it;IT-001\r\n"
            ";;;;\r\n"
            "Müller;Jürgen;Drachen, Köln;de;DE-77\r\n\r\n")
    report = _import(store, text)
    assert [p.name for p in report.added] == ["Zoë Nicolò", "Jürgen Müller"]
    assert report.added[1].club == "Drachen, Köln"
    assert [p.country for p in report.added] == ["IT", "DE"]
    assert report.bad_rows == []


def test_a_windows_1252_list_with_commas_is_read(store):
    report = _import(store, "Name,Club,Team\nJosé Núñez,Café Club,Sud\n", encoding="cp1252")
    assert report.added[0].name == "José Núñez" and report.added[0].team == "Sud"


def test_a_tab_separated_list_with_unknown_columns_reports_them(store):
    report = _import(store, "name\temail\tclub\nAnna\tanna@example.org\tDrago\n")
    assert report.added[0].club == "Drago"
    assert report.ignored_columns == ["email"]


def test_bad_rows_and_duplicates_are_reported_and_nothing_is_imported(store):
    services.add_player(store, "Carla Verdi", club="Vento")
    text = ("name,club,status\n"
            "Anna Rossi,Drago,\n"
            ",Drago,\n"                      # line 3: no name
            "anna rossi,DRAGO,\n"            # line 4: same as line 2
            "Carla Verdi,Vento,\n"           # line 5: already registered
            "Dario,Drago,asleep\n")          # line 6: bad status
    with pytest.raises(ImportRefused) as refused:
        _import(store, text)
    report = refused.value.report
    assert [b.line for b in report.bad_rows] == [3, 4, 5, 6]
    assert "same player as on line 2" in report.bad_rows[1].reason
    assert "already registered" in report.bad_rows[2].reason
    assert "nothing imported" in refused.value.message
    assert [p.name for p in services.players(store)] == ["Carla Verdi"]


def test_skipping_bad_rows_imports_the_good_ones_in_one_undoable_step(store):
    report = _import(store, "name\nAnna\n\nBruno\nanna\n", skip_bad=True)
    assert [p.name for p in report.added] == ["Anna", "Bruno"]
    assert [b.line for b in report.bad_rows] == [5]
    services.undo(store)
    assert services.players(store) == []


@pytest.mark.parametrize(("text", "message"), [
    ("", "the list is empty"),
    ("\n\n", "the list is empty"),
    ("club,country\nDrago,IT\n", "one for the player's name"),
])
def test_a_list_without_names_is_refused(store, text, message):
    with pytest.raises(ServiceError, match=message):
        _import(store, text)


def test_the_export_neutralises_cells_a_spreadsheet_would_run(store):
    services.add_player(store, "=HYPERLINK(\"http://x\")", club="+cmd", team="-2+3", country="@SUM")
    services.add_player(store, "Anna-Maria", club="Drago")
    rows = list(csv.reader(io.StringIO(services.export_players_csv(store))))
    # born: the birth, last (#31 point 2)
    assert rows[0] == ["id", "name", "club", "country", "federation_id", "team", "status", "born"]
    assert rows[1][1:4] == ["'=HYPERLINK(\"http://x\")", "'+cmd", "'@SUM"]
    assert rows[1][5] == "'-2+3"
    assert rows[2][1] == "Anna-Maria"
    for row in rows[1:]:
        assert not any(cell.startswith(("=", "+", "-", "@")) for cell in row)


def test_exported_players_import_back_into_another_tournament(store):
    services.add_player(store, "Zoë Nicolò", club="Bambù", federation_id="IT-1")
    exported = services.export_players_csv(store).encode("utf-8")
    other = services.create_tournament(None, name="Other", ruleset="fimj", rounds=1)
    report = services.import_players_csv(other, exported)
    assert [(p.name, p.club, p.federation_id) for p in report.added] == [("Zoë Nicolò", "Bambù", "IT-1")]


def test_the_players_file_is_written_whole_with_a_byte_order_mark(store, tmp_path):
    services.add_player(store, "Àngela Rossi", club="Drago")
    target = tmp_path / "players.csv"
    target.write_text("the list of yesterday")
    services.write_players_csv(store, target)
    assert target.read_bytes() == services.export_players_csv(store).encode("utf-8-sig")
    assert [p.name for p in tmp_path.iterdir()] == ["players.csv"]  # no temporary file left behind


def test_a_players_file_whose_folder_is_missing_is_refused_in_words(store, tmp_path):
    with pytest.raises(services.StoreError, match="cannot be reached"):
        services.write_players_csv(store, tmp_path / "missing" / "players.csv")
