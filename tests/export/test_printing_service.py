"""The printing services read the tournament file into the export's rows; the schedule sheet."""

import pytest

from tourney import services
from tourney.export.pdf_common import ExportError, PrintOptions
from tourney.export.schedule_pdf import schedule_pdf
from tourney.services import printing
from tourney.services.printing import PrintError


@pytest.fixture(scope="module")
def demo():
    store = services.build_demo(None, seed=3, players=8, rounds=3, deals_per_table=1)
    yield store
    store.close()


def test_seating_rows_name_every_player_once_with_table_and_wind(demo):
    header, rows = printing.seating(demo, 2)
    assert (header.tournament, header.round_no) == ("Torneo dimostrativo", 2)
    assert header.date == "18/05/2024"
    assert len(rows) == 8 and len({r.name for r in rows}) == 8
    assert {r.table for r in rows} == {1, 2}
    assert sorted(r.wind for r in rows if r.table == 1) == ["E", "N", "S", "W"]


def test_score_sheets_carry_the_ruleset_and_each_tables_players(demo):
    _, ruleset, tables = printing.score_sheets(demo, 1)
    assert ruleset == "fimj" and [t.table for t in tables] == [1, 2]
    assert all(len(t.seated()) == 4 for t in tables)


def test_cards_have_a_seat_per_round_and_the_start_time(demo):
    _, cards = printing.player_cards(demo)
    assert len(cards) == 8
    assert [s.round_no for s in cards[0].seats] == [1, 2, 3]
    assert cards[0].seats[0].start == "09:00" and cards[0].seats[1].start == "14:30"
    assert [c.name.casefold() for c in cards] == sorted(c.name.casefold() for c in cards)


def test_schedule_rows_and_the_one_page_sheet(demo, read_pdf):
    header, rows = printing.schedule(demo)
    assert [(r.round_no, r.date, r.start, r.end) for r in rows[:2]] == [
        (1, "18/05/2024", "09:00", "11:30"), (2, "18/05/2024", "14:30", "17:00")]
    assert all(r.drawn for r in rows)
    text = read_pdf(schedule_pdf(rows, header, PrintOptions(lang="it")))
    assert len(text) == 1
    for expected in ("Calendario dei turni", "Turno", "Data", "Pausa dopo", "30 min", "19/05/2024", "11:30"):
        assert expected in text[0]


def test_99_rounds_still_fit_one_page(read_pdf):
    rows = [printing.ScheduleRow(k, "01/06/2025", f"{k % 24:02d}:00") for k in range(1, 100)]
    pages = read_pdf(schedule_pdf(rows, printing.SheetHeader("Maratona")))
    assert len(pages) == 1 and "99" in pages[0]


def test_an_undrawn_round_is_refused_and_the_export_error_is_a_service_error():
    store = services.create_tournament(None, name="Vuoto", ruleset="fimj", rounds=2)
    with pytest.raises(PrintError, match="round 1 is not drawn yet"):
        printing.seating(store, 1)
    assert ExportError is PrintError and issubclass(PrintError, services.ServiceError)
    store.close()
