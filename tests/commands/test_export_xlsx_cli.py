"""`tourney export xlsx`: the club's spreadsheet holds standings, tables and every deal, as numbers."""

from __future__ import annotations

import json

import openpyxl
import pytest
from click.testing import CliRunner

from tourney import services
from tourney.cli import main


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    path = tmp_path_factory.mktemp("xlsx") / "demo.tourney"
    services.build_demo(path, seed=7, deals_per_table=2).close()
    return path


@pytest.fixture(scope="module")
def book(demo, tmp_path_factory):
    out = tmp_path_factory.mktemp("xlsx-out") / "results.xlsx"
    result = CliRunner().invoke(main, ["export", "xlsx", str(demo), "-o", str(out), "--lang", "en"])
    assert result.exit_code == 0, result.output
    return openpyxl.load_workbook(out)


def _rows(sheet) -> list[dict]:
    rows = list(sheet.iter_rows(values_only=True))
    return [dict(zip(rows[0], row, strict=True)) for row in rows[1:]]


def test_the_spreadsheet_has_standings_tables_and_deals_with_frozen_bold_headers(book) -> None:
    assert book.sheetnames == ["Standings", "Tables", "Deals"]
    for sheet in book.worksheets:
        assert sheet.freeze_panes == "A2"
        assert all(cell.font.bold for cell in sheet[1])


def test_the_standings_sheet_equals_the_standings_json_and_holds_numbers(book, demo) -> None:
    shown = CliRunner().invoke(main, ["standings", str(demo), "--json"])
    rows = json.loads(shown.output)["rows"]
    sheet = _rows(book["Standings"])
    assert [(r["Rank"], r["Player"], r["Score"], r["Table points"]) for r in sheet] == [
        (r["rank"], r["name"], r["total_score"], r["table_points"]) for r in rows]
    assert all(isinstance(r["Score"], int) and isinstance(r["Rank points"], int | float) for r in sheet)


def test_each_seats_points_in_the_tables_sheet_sum_to_the_players_score(book) -> None:
    by_player: dict[str, int] = {}
    for row in _rows(book["Tables"]):
        assert row["Status"] == "final" and row["Table seat"] in ("East", "South", "West", "North")
        by_player[row["Player"]] = by_player.get(row["Player"], 0) + row["Points"]
    assert {r["Player"]: r["Score"] for r in _rows(book["Standings"])} == by_player


def test_every_deal_has_one_winner_or_none_and_its_nets_sum_to_zero(book) -> None:
    deals: dict[tuple, list[dict]] = {}
    for row in _rows(book["Deals"]):
        deals.setdefault((row["Round"], row["Table"], row["Deal"]), []).append(row)
    assert deals and all(len(seats) == 4 for seats in deals.values())
    for seats in deals.values():
        assert sum(s["Net"] for s in seats) == 0
        assert sum(s["Won"] for s in seats) <= 1


def test_an_italian_spreadsheet_has_italian_titles_and_words(demo, tmp_path) -> None:
    out = tmp_path / "risultati.xlsx"
    assert CliRunner().invoke(main, ["export", "xlsx", str(demo), "-o", str(out)]).exit_code == 0
    italian = openpyxl.load_workbook(out)
    assert italian.sheetnames == ["Classifica", "Tavoli", "Mani"]
    tables = _rows(italian["Tavoli"])
    assert {r["Stato"] for r in tables} == {"definitivo"} and tables[0]["Posto al tavolo"] == "Est"


def test_each_column_is_as_wide_as_its_longest_value_within_reason(book) -> None:
    for sheet in book.worksheets:
        rows = list(sheet.iter_rows(values_only=True))
        for index, title in enumerate(rows[0]):
            longest = max(len(str(row[index] or "")) for row in rows)  # as the exporter counts
            letter = sheet.cell(row=1, column=index + 1).column_letter
            assert sheet.column_dimensions[letter].width == min(longest + 2, 40), (sheet.title, title)
