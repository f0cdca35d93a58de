"""Player cards read back: every player's rounds with table, seat and time; pages for many players."""

from tourney.export.cards_pdf import CardSeat, PlayerCard, cards_pdf
from tourney.export.pdf_common import PrintOptions, SheetHeader

HEADER = SheetHeader("Torneo di Primavera")


def card(i: int, rounds: int = 4) -> PlayerCard:
    seats = tuple(CardSeat(r, (i + r) % 25 + 1, "ESWN"[(i + r) % 4], f"{9 + r}:30")
                  for r in range(1, rounds + 1))
    return PlayerCard(f"Giocatore Ñandú {i:03d}", seats, "Drago Roma", i)


def test_a_card_lists_every_round_with_table_seat_and_time(read_pdf):
    text = read_pdf(cards_pdf([card(7)], HEADER, PrintOptions(lang="it")))[0]
    for expected in ("7. Giocatore Ñandú 007", "Drago Roma", "Turno", "Tavolo", "Posto", "Ora", "10:30",
                     "13:30"):
        assert expected in text


def test_english_cards(read_pdf):
    text = read_pdf(cards_pdf([card(1)], HEADER, PrintOptions(lang="en")))[0]
    assert "Player cards" in text
    assert "Round" in text and "Seat" in text


def test_101_players_get_every_card_on_a_few_pages(read_pdf):
    pages = read_pdf(cards_pdf([card(i) for i in range(101)], HEADER))
    text = "\n".join(pages)
    assert all(f"Giocatore Ñandú {i:03d}" in text for i in range(101))
    assert 5 <= len(pages) <= 13


def test_many_rounds_still_fit_a_card(read_pdf):
    pages = read_pdf(cards_pdf([card(i, rounds=40) for i in range(3)], HEADER))
    assert "40" in pages[0]
