"""The EMA results file: every row checked (EMA number, country, zero sum), the EMA's column order,
refused with the problems listed row by row unless exported anyway; cells formula-safe."""

from __future__ import annotations

import csv
import io

import pytest

from tests.services.conftest import seat_by_rotation
from tourney import services
from tourney.language import translate
from tourney.services.ema_export import EMA_HEADER, EmaRefused, ema_export, write_ema
from tourney.store import Store

GOOD = [("07000001", "ITA"), ("07000002", "Italy"), ("05000003", "Deutschland"), ("07000004", "IT"),
        ("04000005", "FRA"), ("08000006", "NLD"), ("07000007", "ITA"), ("07000008", "ITA")]


def _played(store: Store, people: list[tuple[str, str]]) -> Store:
    for number, (ema_id, country) in enumerate(people, start=1):
        services.add_player(store, f"Marco De Luca{number}" if number == 1 else f"Player {number}",
                            country=country, federation_id=ema_id)
    seat_by_rotation(store, 1)
    services.record_totals(store, 1, 1, [300, 100, -150, -250])
    services.record_totals(store, 1, 2, [200, 200, -100, -300])
    return store


@pytest.fixture
def clean(store: Store) -> Store:
    return _played(store, GOOD)


@pytest.fixture
def bad(store: Store) -> Store:
    people = list(GOOD)
    people[1] = ("", "Italia")  # player 2: blank EMA number, an Italian name of the country
    people[2] = ("0700003", "Deutschland")  # player 3: seven digits
    people[4] = ("04000005", "Atlantis")  # player 5: a country the EMA does not know
    store = _played(store, people)
    services.add_penalty(store, 6, 30, "late", round_number=1)  # the scores no longer add up to 0
    return store


def _row_of(export, player: str) -> int:
    return next(i for i, row in enumerate(export.rows, start=1) if f"{row[1]} {row[2]}".strip() == player)


def test_the_columns_are_in_the_order_of_the_emas_results_workbook(clean, tmp_path):
    out = tmp_path / "ema.csv"
    export = write_ema(clean, out)
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert tuple(rows[0]) == EMA_HEADER == ("Position", "First name", "Last name", "EMA number",
                                            "Table points", "Score", "Nationality")
    assert rows[1] == ["1", "Marco", "De Luca1", "07000001", "4", "300", "ITA"]
    assert len(rows) == 9 and not export.problems


def test_common_country_names_are_written_as_the_emas_codes_and_said(clean):
    export = ema_export(clean)
    assert {row[1] + " " + row[2]: row[6] for row in export.rows}["Player 3"] == "DEU"
    assert {row[1] + " " + row[2]: row[6] for row in export.rows}["Player 4"] == "ITA"
    mapped = [str(m.said()) for m in export.mapped]
    assert any("'Italy' written as ITA" in m for m in mapped)
    assert any("'Deutschland' written as DEU" in m for m in mapped)
    assert any("'IT' written as ITA" in m for m in mapped)
    assert not any("'ITA'" in m for m in mapped)


def test_every_bad_row_is_listed_with_its_row_and_player(bad):
    export = ema_export(bad)
    said = [str(p.said()) for p in export.problems]
    assert f"row {_row_of(export, 'Player 2')}, Player 2: no EMA number" in said
    assert any(s.startswith(f"row {_row_of(export, 'Player 3')}, Player 3: the EMA number '0700003' is not "
                            "8 digits") for s in said)
    assert any(s.startswith(f"row {_row_of(export, 'Player 5')}, Player 5: the country 'Atlantis'")
               for s in said)
    assert "all rows: the players' scores add up to -30, not 0" in said[-1]
    assert any("'Italia' written as ITA" in str(m.said()) for m in export.mapped)


def test_a_file_with_problems_is_refused_and_not_written(bad, tmp_path):
    out = tmp_path / "ema.csv"
    with pytest.raises(EmaRefused, match="4 problem") as refused:
        write_ema(bad, out)
    assert not out.exists() and len(refused.value.export.problems) == 4


def test_the_referee_may_export_anyway_with_the_problems_listed(bad, tmp_path):
    out = tmp_path / "ema.csv"
    export = write_ema(bad, out, anyway=True)
    assert out.exists() and len(export.problems) == 4
    assert "Atlantis" in out.read_text(encoding="utf-8-sig")


def test_a_name_a_spreadsheet_would_run_is_neutralised_as_in_the_players_export(clean, tmp_path):
    services.edit_player(clean, 2, name="=HYPERLINK(1)")
    out = tmp_path / "ema.csv"
    write_ema(clean, out)
    assert "'=HYPERLINK(1)" in out.read_text(encoding="utf-8-sig")


def test_the_problems_are_said_in_italian(bad):
    lines = [translate(line, "it") for line in ema_export(bad).lines()]
    assert any("manca il numero EMA" in line for line in lines)
    assert any("scritto come ITA" in line for line in lines)


def test_a_folder_that_is_missing_is_said_in_one_sentence_and_nothing_is_left(clean, tmp_path):
    from tourney.errors import TourneyError

    out = tmp_path / "gone" / "ema.csv"
    with pytest.raises(TourneyError) as refused:
        write_ema(clean, out)
    assert str(out.parent) in refused.value.message and "\n" not in refused.value.message
    assert not out.parent.exists()
