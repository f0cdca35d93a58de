"""Seating lists read back from the PDF: names with accents, tables, winds, page counts, languages."""

import pytest

from tourney.export.pdf_common import ExportError, PrintOptions, SheetHeader
from tourney.export.seating_pdf import (
    SeatingRow,
    alphabetical_key,
    seating_by_player_pdf,
    seating_by_table_pdf,
    seating_pdf,
)

HEADER = SheetHeader("Torneo di Primavera", 3, "21/11/2026")
FORTY = "Maria Antonietta Bianchi-Scognamiglio Dè"


def players(count: int) -> list[SeatingRow]:
    names = [FORTY, "Niccolò Ferrè", "Zoë Núñez", "Jürgen Müller"]
    names += [f"Giocatore {i:03d}" for i in range(len(names), count)]
    return [SeatingRow(i // 4 + 1, "ESWN"[i % 4], name, "Drago Roma") for i, name in enumerate(names)]


def test_by_table_lists_tables_winds_names_and_clubs_in_italian(read_pdf):
    text = "\n".join(read_pdf(seating_by_table_pdf(players(8), HEADER, PrintOptions(lang="it"))))
    for expected in ("Tavolo 1", "Tavolo 2", "Turno 3", "Posti per tavolo", "Est", "Ovest", "Nord",
                     "Niccolò Ferrè", "Zoë Núñez", "Jürgen Müller", "Drago Roma"):
        assert expected in text
    assert "Scognamiglio" in text


def test_by_table_speaks_english_when_asked(read_pdf):
    text = "\n".join(read_pdf(seating_by_table_pdf(players(8), HEADER, PrintOptions(lang="en"))))
    for expected in ("Table 2", "Round 3", "Seating by table", "East", "South", "West", "North"):
        assert expected in text
    assert "Tavolo" not in text


def test_by_player_is_alphabetical_with_table_and_seat(read_pdf):
    text = read_pdf(seating_by_player_pdf(players(8), HEADER, PrintOptions(lang="it")))[0]
    assert text.index("Jürgen Müller") < text.index("Niccolò Ferrè") < text.index("Zoë Núñez")
    assert "in ordine alfabetico" in text


def test_alphabetical_order_ignores_accents_and_case():
    rows = [SeatingRow(1, "E", n) for n in ("Zeno", "Élodie", "anna", "Emma")]
    assert [r.name for r in sorted(rows, key=alphabetical_key)] == ["anna", "Élodie", "Emma", "Zeno"]


@pytest.mark.parametrize(("count", "table_pages", "player_pages"), [(8, 1, 1), (24, 1, 1), (101, 3, 2)])
def test_page_counts_for_8_24_and_101_players(read_pdf, count, table_pages, player_pages):
    assert len(read_pdf(seating_by_table_pdf(players(count), HEADER))) == table_pages
    assert len(read_pdf(seating_by_player_pdf(players(count), HEADER))) == player_pages
    pages = read_pdf(seating_pdf(players(count), HEADER))
    assert len(pages) == table_pages + player_pages
    assert f"Pagina {table_pages} di {table_pages}" in pages[table_pages - 1]


def test_every_one_of_101_players_is_on_both_lists(read_pdf):
    rows = players(101)
    for data in (seating_by_table_pdf(rows, HEADER), seating_by_player_pdf(rows, HEADER)):
        text = "\n".join(read_pdf(data))
        assert all(row.name in text for row in rows[4:])


def test_poster_type_and_us_letter_give_more_letter_sized_pages(read_pdf):
    data = seating_by_table_pdf(players(24), HEADER, PrintOptions(paper="letter", poster=True))
    assert len(read_pdf(data)) == 2
    assert b"/MediaBox [ 0 0 612 792 ]" in data


def test_a_wrong_wind_or_language_is_refused_with_a_clear_message():
    with pytest.raises(ExportError, match="seat wind 'X'"):
        SeatingRow(1, "X", "Anna")
    with pytest.raises(ExportError, match="unknown language 'fr'"):
        PrintOptions(lang="fr")
