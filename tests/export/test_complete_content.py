"""Nothing left off a sheet (#29 point 3): every best hand with its tiles (thirteen orphans, seven
pairs, knitted hands included), player cards with each round's day and time, blank score sheets with
a round and a table to fill in, and long names shrunk no lower than 8 pt, wrapped before that."""

from __future__ import annotations

import pytest

from tourney import services
from tourney.export import report_pdf as report_module
from tourney.export.cards_pdf import cards_pdf
from tourney.export.pdf_common import PrintOptions, SheetHeader
from tourney.export.score_sheets import blank_tables, score_sheets_pdf
from tourney.export.seating_pdf import seating_pdf
from tourney.export.standings_pdf import standings_pdf
from tourney.services import printing, printing_report
from tourney.services.printing import CardSeat, PlayerCard, SeatingRow, SheetPlayer, TableSheet
from tourney.services.printing_report import ReportHand, TournamentReport
from tourney.services.reading import snapshot
from tourney.services.standings import deal_summaries

from .conftest import pdf_pages, text_runs

LONG = "Maria Antonietta Bianchi-Scognamiglio Dè"  # 40 characters, accented
HEADER = SheetHeader("Torneo di Primavera", 2, "21/11/2026", "14:30")


def _tiles_drawn(monkeypatch: pytest.MonkeyPatch, report: TournamentReport) -> list[int]:
    """How many tiles the report draws for each best hand, in order."""
    drawn: list[int] = []
    real = report_module.draw_tile

    def count(canvas, tile, *args, **kwargs):
        drawn.append(1)
        return real(canvas, tile, *args, **kwargs)
    per_hand = []
    monkeypatch.setattr(report_module, "draw_tile", count)
    for hand in report.best_hands:
        drawn.clear()
        report_module.report_pdf(TournamentReport((), (), (), (hand,)), HEADER)
        per_hand.append(len(drawn))
    return per_hand


@pytest.mark.parametrize("ruleset", ["mcr", "riichi-ema"])
def test_every_best_hand_of_the_demos_prints_its_tiles(monkeypatch, ruleset):
    store = services.build_demo(None, ruleset=ruleset, players=12, rounds=2, deals_per_table=8)
    _, report = printing_report.report(store, 8)
    assert report.best_hands and all(hand.arrangement for hand in report.best_hands)
    assert all(count >= 14 for count in _tiles_drawn(monkeypatch, report))


def test_thirteen_orphans_seven_pairs_and_knitted_hands_are_drawn_tile_by_tile(monkeypatch):
    hands = ("1m 9m 1p 9p 1s 9s E S W N Rd Gd Wd Wd", "225588m55p115588s", "147m 258p 369s E S W N Rd")
    best = tuple(ReportHand("Anna", 1, 1, k, 88, h, ()) for k, h in enumerate(hands))
    report = TournamentReport((), (), (), best)
    assert _tiles_drawn(monkeypatch, report) == [14, 14, 14]


def test_a_deal_of_thirteen_orphans_keeps_the_hand_as_its_arrangement():
    store = services.build_demo(None, ruleset="mcr", players=12, rounds=2, deals_per_table=8)
    orphans = [s for s in deal_summaries(snapshot(store))
               if s.won and any(i.get("rule") == "MCR-F07" for i in s.items)]
    assert orphans and all(s.arrangement.count(" ") >= 6 for s in orphans)


@pytest.mark.parametrize(("lang", "day"), [("it", "sab 18/05"), ("en", "Sat 18/05")])
def test_player_cards_give_the_day_and_the_time_of_every_round(lang, day):
    card = PlayerCard("Anna Rossi", (CardSeat(1, 3, "E", "09:30", "2024-05-18"),
                                     CardSeat(2, 1, "S", "10:00", "2024-05-19")))
    text = pdf_pages(cards_pdf([card], HEADER, PrintOptions(lang=lang)))[0]
    assert day in text and "09:30" in text and ("dom 19/05" if lang == "it" else "Sun 19/05") in text
    assert ("Giorno" if lang == "it" else "Day") in text


def test_player_cards_of_a_tournament_know_each_rounds_day():
    store = services.build_demo(None, players=8, rounds=2, deals_per_table=1)
    _, cards = printing.player_cards(store)
    assert all(seat.day == "2024-05-18" and seat.start for card in cards for seat in card.seats)


@pytest.mark.parametrize("ruleset", ["fimj", "mcr", "riichi-ema", "american"])
def test_blank_score_sheets_have_a_round_and_a_table_to_fill_in(ruleset):
    text = pdf_pages(score_sheets_pdf(blank_tables(1), SheetHeader("Torneo"), PrintOptions(lang="it"),
                                      ruleset=ruleset))[0]
    assert "Turno ____" in text and "Tavolo ____" in text
    english = pdf_pages(score_sheets_pdf(blank_tables(1), SheetHeader("Cup"), PrintOptions(lang="en"),
                                         ruleset=ruleset))[0]
    assert "Round ____" in english and "Table ____" in english


def _long_name_runs(data: bytes) -> list[tuple[str, float]]:
    words = set(LONG.replace("-", "- ").split())
    return [(text, size) for page in text_runs(data) for text, size in page
            if set(text.replace("-", "- ").split()) & words and "Torneo" not in text]


def _sheets_with_a_long_name() -> dict[str, bytes]:
    seating = [SeatingRow(1, "ESWN"[k], name, "Drago Roma")
               for k, name in enumerate((LONG, "Luca Romano", "Elena Mancini", "Sara Marino"))]
    lines = tuple(printing.StandingLine(str(k + 1), r.name, r.club, 4, ("10", "1.75", "0"))
                  for k, r in enumerate(seating))
    standings = printing.StandingsSheet(4, ("table_points", "total_score", "penalties"), lines, ())
    players = tuple(SheetPlayer(r.wind, r.name) for r in seating)
    return {
        "seating": seating_pdf(seating, HEADER),
        "standings": standings_pdf([standings], HEADER),
        "cards": cards_pdf([PlayerCard(LONG, (CardSeat(1, 1, "E", "09:00", "2024-05-18"),))], HEADER),
        **{f"sheets {r}": score_sheets_pdf([TableSheet(1, players)], HEADER, ruleset=r, east_rotates=True)
           for r in ("fimj", "mcr", "riichi-ema", "american")},
    }


def test_a_40_character_accented_name_is_never_below_8_pt_and_never_cut():
    for kind, data in _sheets_with_a_long_name().items():
        runs = _long_name_runs(data)
        assert runs, kind
        assert min(size for _, size in runs) >= 8, (kind, runs)
        text = "\n".join(pdf_pages(data))
        assert "…" not in text and "Scognamiglio" in text, kind


def test_a_long_name_wraps_rather_than_shrinking_much():
    data = _sheets_with_a_long_name()["sheets riichi-ema"]  # the narrowest player columns
    runs = _long_name_runs(data)
    lines = [text for text, _ in runs if "Maria" in text or "Scognamiglio" in text]
    assert any("Scognamiglio" in t and "Maria" not in t for t in lines)  # wrapped onto a second line
