"""A table of three's score sheet: three columns (East, South, West), no North, the title says so,
and East printed on every row passes among the three."""

import pytest

from tourney import services
from tourney.export.pdf_common import PrintOptions, SheetHeader
from tourney.export.score_sheets import SheetPlayer, TableSheet, score_sheets_pdf
from tourney.services import printing
from tourney.services.printing import PrintError

HEADER = SheetHeader("Torneo dispari", 1, "21/11/2026")
THREE = TableSheet(7, (SheetPlayer("W", "Wanda"), SheetPlayer("E", "Elio"), SheetPlayer("S", "Sara")), 3)


def test_a_table_of_three_prints_three_player_columns_and_no_north(read_pdf):
    text = read_pdf(score_sheets_pdf([THREE], HEADER, PrintOptions(lang="en"), east_rotates=True))[0]
    assert "Table 7 — table of three (North empty)" in text
    assert text.index("East") < text.index("South") < text.index("West")
    assert "North" not in text.replace("(North empty)", "")
    assert text.count("4000") == 3  # one starting score per player
    assert "E Elio" in text and "S Sara" in text and "W Wanda" in text


def test_italian_title_and_a_north_player_at_a_table_of_three_is_refused(read_pdf):
    text = read_pdf(score_sheets_pdf([THREE], HEADER, PrintOptions(lang="it")))[0]
    assert "tavolo da tre (Nord vuoto)" in text
    with pytest.raises(PrintError, match="at a table of three must be distinct E, S, W"):
        TableSheet(1, (SheetPlayer("N", "Nino"),), 3).seated()


def test_the_rounds_score_sheets_print_three_columns_for_its_tables_of_three(read_pdf):
    store = services.create_tournament(None, name="Dispari", ruleset="fimj", rounds=1)
    for number in range(1, 8):
        services.add_player(store, f"Player {number}")
    services.draw_rounds(store, 1, 1, seconds=None, iterations=100, seed=1, odd_count="three")
    header, ruleset, sheets = printing.score_sheets(store, 1)
    assert [s.seats for s in sheets] == [4, 3]
    pages = read_pdf(score_sheets_pdf(sheets, header, PrintOptions(lang="en"), ruleset))
    assert "North" in pages[0] and "North" not in pages[1].replace("(North empty)", "")
    store.close()
