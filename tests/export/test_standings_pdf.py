"""Standings read back: places, names, totals, the sentences at every page's foot, teams, page counts."""

import pytest

from tourney.export.pdf_common import PrintOptions, SheetHeader
from tourney.export.standings_pdf import standings_pdf
from tourney.services.printing import StandingLine, StandingsSheet, TeamLine

FORTY = "Maria Antonietta Bianchi-Scognamiglio Dè"
SENTENCES = ("Players are ranked by table points, then by total score.",
             "Players level on table points are separated by best single game, then by drawing lots.")


def sheet(count: int, teams: bool = False) -> StandingsSheet:
    names = [FORTY] + [f"Giocatore {i:03d}" for i in range(1, count)]
    lines = tuple(StandingLine(str(i + 1), n, "Drago Roma", 4, (str(16 - i % 16), str(5000 - 37 * i), "0"))
                  for i, n in enumerate(names))
    team_lines = (TeamLine("1", "Milano", (FORTY, "Giocatore 001"), ("30", "9000")),) if teams else ()
    return StandingsSheet(4, ("table_points", "total_score", "penalties"), lines, SENTENCES,
                          ("table_points", "total_score") if teams else (), team_lines)


@pytest.mark.parametrize(("count", "expected"), [(8, 1), (24, 1), (101, 3)])
def test_page_counts_and_the_sentences_on_every_page(read_pdf, count, expected):
    pages = read_pdf(standings_pdf([sheet(count)], SheetHeader("Torneo"), PrintOptions(lang="en")))
    assert len(pages) == expected
    assert all("Players are ranked by table points" in p and "drawing lots" in p for p in pages)
    text = "\n".join(pages)
    assert all(f"Giocatore {i:03d}" in text for i in range(1, count))


def test_names_totals_and_a_40_character_name(read_pdf):
    text = read_pdf(standings_pdf([sheet(8)], SheetHeader("Torneo"), PrintOptions(lang="it")))[0]
    for expected in ("Classifica dopo il turno 4", "Punti tavolo", "Punteggio", "Penalità", FORTY, "5000",
                     "4741"):
        assert expected in text


def test_team_standings_follow_with_the_members_counted(read_pdf):
    pages = read_pdf(standings_pdf([sheet(8, teams=True)], SheetHeader("Torneo"), PrintOptions(lang="en")))
    assert len(pages) == 2
    assert "Team standings after round 4" in pages[1] and "Milano" in pages[1] and "9000" in pages[1]
