"""FIMJ score sheets read back: one page per table, names, winds, 16 hands, labels in both languages."""

import pytest

from tourney.export.pdf_common import ExportError, PrintOptions, SheetHeader
from tourney.export.score_sheets import SheetPlayer, TableSheet, blank_tables, score_sheets_pdf

HEADER = SheetHeader("Torneo di Primavera", 2, "21/11/2026")


def table(number: int) -> TableSheet:
    names = ("Niccolò Ferrè", "Zoë Núñez", "Jürgen Müller", "Maria Antonietta Bianchi-Scognamiglio Dè")
    return TableSheet(number, tuple(SheetPlayer(w, n) for w, n in zip("SWNE", names, strict=True)))


def test_one_landscape_page_per_table_with_names_and_table_number(read_pdf):
    data = score_sheets_pdf([table(1), table(2), table(3)], HEADER)
    pages = read_pdf(data)
    assert len(pages) == 3
    assert b"/MediaBox [ 0 0 841.8898 595.2756 ]" in data
    assert "Tavolo 2" in pages[1]
    for name in ("Niccolò Ferrè", "Zoë Núñez", "Jürgen Müller"):
        assert name in pages[0]


def test_fimj_sheet_has_16_hands_the_columns_and_the_4000_start(read_pdf):
    text = read_pdf(score_sheets_pdf([table(5)], HEADER, PrintOptions(lang="it")))[0]
    for label in ("Mano", "Giro", "Punti", "Radd.", "Valore", "Saldo", "Partenza", "Totale saldi",
                  "Punteggio finale", "Firma", "Foglio segnapunti", "Turno 2"):
        assert label in text
    assert text.count("4000") == 4
    assert "16" in text.split()


def test_english_sheet_uses_english_labels(read_pdf):
    text = read_pdf(score_sheets_pdf([table(5)], HEADER, PrintOptions(lang="en")))[0]
    for label in ("Hand", "Points", "Dbl.", "Score", "Settle", "Final score", "Signature", "Table 5"):
        assert label in text


def test_players_are_printed_east_south_west_north_whatever_the_input_order(read_pdf):
    text = read_pdf(score_sheets_pdf([table(1)], HEADER, PrintOptions(lang="en")))[0]
    assert text.index("East") < text.index("South") < text.index("West") < text.index("North")


def test_blank_sheets_have_writing_lines_instead_of_names(read_pdf):
    pages = read_pdf(score_sheets_pdf(blank_tables(2), HEADER))
    assert len(pages) == 2
    assert "Nome:" in pages[0]
    assert "Tavolo ____" in pages[0]


def test_repeated_winds_and_other_rulesets_are_refused():
    bad = TableSheet(1, (SheetPlayer("E", "A"), SheetPlayer("E", "B")))
    with pytest.raises(ExportError, match="table 1"):
        score_sheets_pdf([bad], HEADER)
    with pytest.raises(ExportError, match="no score sheet for ruleset 'riichi-x'"):
        score_sheets_pdf([table(1)], HEADER, ruleset="riichi-x")


def test_classic_sheet_has_the_fimj_columns_from_2000_and_east_left_to_write(read_pdf):
    text = read_pdf(score_sheets_pdf([table(1)], HEADER, PrintOptions(lang="en"), ruleset="classic-dmjl"))[0]
    for label in ("Points", "Dbl.", "Score", "Settle", "Start", "Final score", "Signature"):
        assert label in text
    assert text.count("2000") == 4 and "4000" not in text
    # East stays after East wins (CL-G02): the table writes East in, the name is on the signature only
    assert text.count("S Niccolò Ferrè") == 1


def test_american_sheet_has_4_games_with_self_pick_jokerless_and_wall_game_boxes(read_pdf):
    text = read_pdf(score_sheets_pdf([table(2)], HEADER, PrintOptions(lang="en"), ruleset="american"))[0]
    for label in ("Game", "Winner", "Card hand", "Value V", "Self-pick", "Jokerless", "Wall game",
                  "Discarder", "Net", "Settlement total", "Signature"):
        assert label in text
    assert "5" not in text.split() and "4" in text.split()
    # East rotates after every game (AM-G10): game 2 has the player who started South as East
    assert text.count("Niccolò") == 3  # over his column, as East of game 2 and on the signature line


def test_singapore_sheet_has_fan_instant_payments_and_shooter_columns(read_pdf):
    text = read_pdf(score_sheets_pdf([table(3)], HEADER, PrintOptions(lang="it"), ruleset="singapore"))[0]
    for label in ("Vincitore", "Fān", "Ha scartato", "Immediati", "Fine mano", "Netto", "Totale saldi"):
        assert label in text
    assert "16" in text.split()


def test_mcr_sheet_has_winner_points_discarder_and_each_players_score(read_pdf):
    """MCR-S01, S03: 16 hands; the winner, the hand's points, the discarder; per player the score."""
    text = read_pdf(score_sheets_pdf([table(3)], HEADER, PrintOptions(lang="it"), ruleset="mcr"))[0]
    for label in ("Vincitore", "Punti", "Ha scartato", "Netto", "Totale saldi", "Giro"):
        assert label in text
    assert "16" in text.split() and "17" not in text.split()


def test_riichi_sheet_is_a_hanchan_with_counters_han_fu_and_the_end_with_uma_and_oka(read_pdf):
    """RI-G02–G09: 18 deal rows with dealer, honba, sticks, winner, han, fu, points, discarder; per player
    the change and the running points from 30000; then final points, uma, oka, chombo and score."""
    text = read_pdf(score_sheets_pdf([table(3)], HEADER, PrintOptions(lang="en"), ruleset="riichi-ema"))[0]
    for label in ("Deal", "Dealer", "Honba", "Sticks", "Winner", "Han", "Fu", "Discarder", "+/−",
                  "Final points", "Uma", "Oka", "Chombo", "Score", "Signature"):
        assert label in text, label
    assert text.count("30000") == 4
    assert "18" in text.split() and "19" not in text.split()
    italian = read_pdf(score_sheets_pdf([table(3)], HEADER, PrintOptions(lang="it"), ruleset="riichi-wrc"))[0]
    for label in ("Mazziere", "Bastonc.", "Punti finali", "Punteggio", "Firma"):
        assert label in italian, label


@pytest.mark.parametrize("ruleset", ["fimj", "classic-bmja", "american", "singapore", "mcr", "riichi-ema"])
def test_a_40_character_name_fits_every_rulesets_sheet(read_pdf, ruleset):
    text = read_pdf(score_sheets_pdf([table(4)], HEADER, ruleset=ruleset))[0]
    assert "Scognamiglio" in text and len("Maria Antonietta Bianchi-Scognamiglio Dè") == 40
