"""East on the FIMJ sheet follows the tournament's rotation; Italian standings are Italian to the foot."""

import pytest

from tourney import services
from tourney.export.pdf_common import PrintOptions, SheetHeader
from tourney.export.score_sheets import SheetPlayer, TableSheet, score_sheets_pdf
from tourney.export.standings_pdf import standings_pdf
from tourney.export.standings_words import foot_sentences, italian_sentences
from tourney.services import printing
from tourney.tournament.ranking_schemes import RANKINGS, Scheme
from tourney.tournament.ranking_tiebreaks import CRITERIA, TieBreaks

EAST = "Niccolò Ferrè"
TABLE = TableSheet(7, tuple(SheetPlayer(w, n) for w, n in
                            zip("ESWN", (EAST, "Zoë Núñez", "Jürgen Müller", "Anna Rossi"), strict=True)))


def new_tournament(ruleset: str, rotation: str | None = None):
    return services.create_tournament(None, name="Prova", ruleset=ruleset, rounds=2, rotation=rotation)


@pytest.mark.parametrize(("ruleset", "rotation", "rotates"), [
    ("fimj", None, True), ("fimj", "tournament", True), ("fimj", "standard", False),
    ("fimj", "ruleset", False),
    ("classic-dmjl", None, False), ("american", None, True), ("singapore", None, False)])
def test_east_rotates_only_under_the_tournament_rotation_or_the_american_rules(ruleset, rotation, rotates):
    store = new_tournament(ruleset, rotation)
    try:
        assert printing.east_rotates(store) is rotates
    finally:
        store.close()


def test_fimj_g06_tournament_rotation_prints_east_of_every_hand(read_pdf):
    text = read_pdf(score_sheets_pdf([TABLE], SheetHeader("T", 1), PrintOptions(lang="it"), "fimj",
                                     east_rotates=True))[0]
    # the name over the column, East of hands 1, 5, 9 and 13, and the signature
    assert text.count(EAST) == 6


def test_fimj_standard_rotation_leaves_east_blank_for_the_table_to_write(read_pdf):
    text = read_pdf(score_sheets_pdf([TABLE], SheetHeader("T", 1), PrintOptions(lang="it"), "fimj",
                                     east_rotates=False))[0]
    assert text.count(EAST) == 2  # only over the column and at the signature
    assert "Zoë Núñez" in text and "4000" in text


@pytest.mark.parametrize("ranking", RANKINGS)
@pytest.mark.parametrize("chain", [None, ("best_game", "head_to_head"), ("lot",), ()])
def test_every_scheme_and_tie_break_chain_has_its_italian_sentences(ranking, chain):
    scheme = Scheme(ranking, oka=20, substitutes_count=chain == ())
    tie_breaks = TieBreaks() if chain is None else TieBreaks(chain)
    english = [scheme.sentence(), tie_breaks.sentence(scheme), *scheme.notes()]
    italian = italian_sentences(scheme, tie_breaks)
    assert italian is not None and len(italian) == len(english)
    assert all(s.startswith(("I ", "Le ", "Un ")) and "Players" not in s for s in italian)


def test_every_tie_break_has_an_italian_name():
    from tourney.export.standings_words import CRITERIA_IT
    assert set(CRITERIA_IT) == set(CRITERIA)


def test_the_italian_standings_sheet_prints_italian_sentences_at_its_foot(read_pdf):
    store = services.build_demo(None, seed=4, players=8, rounds=2, deals_per_table=1)
    try:
        header, sheets = printing.standings_sheets(store)
    finally:
        store.close()
    italian = " ".join(read_pdf(standings_pdf(sheets, header, PrintOptions(lang="it")))).replace("\n", " ")
    for expected in ("I giocatori sono classificati per punti tavolo, 4/2/1/0 secondo il piazzamento",
                     "sono separati per miglior partita, poi per scontri diretti",
                     "poi per sorteggio", "Le penalità si tolgono dal punteggio totale",
                     "I giocatori ritirati restano in classifica"):
        assert expected in italian
    assert "Players" not in italian and "ranked" not in italian
    english = " ".join(read_pdf(standings_pdf(sheets, header, PrintOptions(lang="en")))).replace("\n", " ")
    assert "Players are ranked by table points" in english
    assert foot_sentences(sheets[0], "en") == sheets[0].sentences


def test_a_forty_character_east_name_wraps_in_the_hand_rows_instead_of_being_cut():
    from tourney.export.pdf_common import PrintOptions
    from tourney.export.score_sheets import score_sheets_pdf
    from tourney.services.printing import SheetHeader, SheetPlayer, TableSheet

    long_name = "Maria Antonietta Bianchi-Scognamiglio Dè"
    players = (SheetPlayer("E", long_name), SheetPlayer("S", "Luca Romano"),
               SheetPlayer("W", "Elena Mancini"), SheetPlayer("N", "Sara Marino"))
    pdf = score_sheets_pdf([TableSheet(1, players)], SheetHeader("Torneo", 1), PrintOptions(lang="it"),
                           ruleset="fimj", east_rotates=True)
    import io

    import pypdf

    text = pypdf.PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    assert "…" not in text
    assert text.count("Scognamiglio") >= 4  # hands 1, 5, 9 and 13, plus the heading and signature
