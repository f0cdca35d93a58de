"""The own .xlsx writer (#33 point 9): what it writes, openpyxl reads back as the same values and types,
with the bold frozen header, the widths and the workbook's title."""

from __future__ import annotations

import io

import openpyxl

from tourney.export.xlsx_writer import Sheet, xlsx_bytes


def _read(data: bytes) -> openpyxl.Workbook:
    return openpyxl.load_workbook(io.BytesIO(data))


def _columns(rows: list[tuple], count: int) -> list[tuple]:
    return list(zip(*rows, strict=True)) or [() for _ in range(count)]


def test_numbers_booleans_and_text_read_back_as_the_same_values_and_types() -> None:
    rows = [(1, -90, 2.5, True, False, "Rossi", None, ""), (0, 10**12, 0.1, False, True, "  spaced ", 3, "x")]
    book = _read(xlsx_bytes([Sheet("Mani", list("ABCDEFGH"), [8] * 8, _columns(rows, 8))], "Torneo"))
    values = [tuple(c.value for c in row) for row in book["Mani"].iter_rows(min_row=2)]
    assert [[repr(v) for v in r] for r in values] == [
        ["1", "-90", "2.5", "True", "False", "'Rossi'", "None", "None"],
        ["0", "1000000000000", "0.1", "False", "True", "'  spaced '", "3", "'x'"]]
    assert book.properties.title == "Torneo"


def test_the_header_is_bold_and_frozen_and_each_column_has_its_width() -> None:
    book = _read(xlsx_bytes([Sheet("Classifica", ["Pos.", "Giocatore"], [6, 22], [(1,), ("Anna",)]),
                             Sheet("Tavoli", ["Turno"], [7], [()])]))
    assert book.sheetnames == ["Classifica", "Tavoli"]
    first = book["Classifica"]
    assert first.freeze_panes == "A2" and book["Tavoli"].freeze_panes == "A2"
    assert [c.value for c in first[1]] == ["Pos.", "Giocatore"] and all(c.font.bold for c in first[1])
    assert not first["B2"].font.bold
    assert (first.column_dimensions["A"].width, first.column_dimensions["B"].width) == (6, 22)


def test_markup_and_formula_like_text_stay_text_and_control_characters_are_dropped() -> None:
    texts = ['<b>&"Bianchi"</b>', "=HYPERLINK(\"http://x\")", "Nul\x00l\x07o", "x" * 40_000]
    book = _read(xlsx_bytes([Sheet('A & "B"', ["t"], [10], [texts])], "<Torneo & co>"))
    sheet = book['A & "B"']
    read = [sheet.cell(row=r, column=1) for r in range(2, 6)]
    assert [c.value for c in read[:3]] == ['<b>&"Bianchi"</b>', "=HYPERLINK(\"http://x\")", "Nullo"]
    assert read[1].data_type == "s" and len(read[3].value) == 32767
    assert book.properties.title == "<Torneo & co>"


def test_columns_past_z_are_named_as_a_spreadsheet_names_them() -> None:
    header = [f"c{i}" for i in range(30)]
    book = _read(xlsx_bytes([Sheet("S", header, [5] * 30, [(i,) for i in range(30)])]))
    sheet = book["S"]
    assert sheet["Z2"].value == 25 and sheet["AA2"].value == 26 and sheet["AD2"].value == 29
    assert sheet.column_dimensions["AD"].width == 5
