"""The tournament report read back: tables with totals and deals, penalty reasons, statistics, best hands."""

import pytest

from tourney import services
from tourney.export.pdf_common import PrintOptions, SheetHeader
from tourney.export.report_pdf import report_pdf
from tourney.export.report_words import item_value
from tourney.language import catalogue
from tourney.services import printing_report
from tourney.services.printing_report import ReportSeat, ReportTable, TournamentReport

from .conftest import pdf_pages

REASON = "Ha mostrato le tessere prima della chiusura, nonostante il richiamo dell'arbitro"


@pytest.fixture(scope="module")
def demo():
    store = services.build_demo(None, seed=5, players=8, rounds=2, deals_per_table=4)
    services.add_penalty(store, 3, 30, REASON, round_number=1)
    yield store
    store.close()


@pytest.fixture(scope="module")
def italian(demo):
    header, report = printing_report.report(demo)
    return report, "\n".join(pdf_pages(report_pdf(report, header, PrintOptions(lang="it"))))


def test_every_table_of_every_round_with_each_players_total_and_its_deals(italian):
    report, text = italian
    assert "Resoconto del torneo" in text and "Risultati dei tavoli" in text
    assert "Turno 1" in text and "Turno 2" in text
    assert len(report.tables) == 4 and all(t.deals == 4 and t.status == "final" for t in report.tables)
    for table in report.tables:
        for seat in table.seats:
            assert seat.name in text
            assert (f"{seat.points:+d}" if seat.points else "0") in text
    assert sum(seat.points for seat in report.tables[0].seats) == 0


def test_penalties_are_printed_with_their_reason_and_points(italian):
    report, text = italian
    assert report.penalties[0].reason == REASON
    assert "Penalità" in text and "Motivo" in text
    assert "Ha mostrato le tessere prima della chiusura" in text.replace("\n", " ")
    assert report.penalties[0].name in text


def test_statistics_and_the_best_hand_with_its_arrangement_and_rule_items(italian):
    report, text = italian
    assert "Statistiche" in text and "Mano più alta" in text and "Più mani vinte" in text
    best = report.best_hands[0]
    highest = next(s for s in report.statistics if s.title == "Highest hand")
    assert best.score == highest.value and best.items
    assert "Le mani migliori" in text and f"{best.score} punti" in text
    assert best.arrangement in text
    flat = text.replace("\n", " ")
    italian_names = catalogue("it")
    for item in best.items:  # the rule item's name from the catalogue: an Italian sheet is Italian
        assert f"{item['rule']} {italian_names[item['name']]}" in flat
        assert item["name"] == italian_names[item["name"]] or item["name"] not in flat


def test_best_hands_are_the_highest_first():
    scores = [h.score for h in printing_report.report(services.build_demo(None, seed=2, players=8, rounds=1,
                                                                   deals_per_table=6))[1].best_hands]
    assert scores == sorted(scores, reverse=True) and 0 < len(scores) <= 5


def test_a_totals_only_table_and_one_without_a_sheet_in_english(read_pdf):
    points = (300, -100, -100, -100)
    seats = tuple(ReportSeat(w, f"Player {w}", p) for w, p in zip("ESWN", points, strict=True))
    empty = tuple(ReportSeat(w, f"Player {w}", None) for w in "ESWN")
    tables = (ReportTable(1, 1, seats, "final"), ReportTable(1, 2, empty, "missing"))
    report = TournamentReport(tables, (), ())
    text = read_pdf(report_pdf(report, SheetHeader("Spring open"), PrintOptions(lang="en")))[0]
    for expected in ("Tournament report", "Table results", "totals only", "+300", "-100", "no sheet yet",
                     "No penalties.", "No deals recorded"):
        assert expected in text


def test_a_riichi_items_worth_is_said_in_han_and_fu_in_both_languages():
    """RI-Y01 counts han and the fu line RI-U counts fu (not fān, not points), as riichi players say."""
    for lang in ("it", "en"):
        options = PrintOptions(lang=lang)
        assert item_value(options, {"rule": "RI-Y01", "name": "Riichi", "fan": 1}) == "1 han"
        assert item_value(options, {"rule": "RI-U", "name": "Fu", "points": 40}) == "40 fu"
    assert item_value(PrintOptions(lang="it"), {"rule": "MCR-F01", "fan": 88}) != "88 han"
