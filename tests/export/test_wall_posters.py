"""Seating lists and standings read back as a referee pins them up (#29 point 1): the type size of
every name, the paper, the event, round and time on every page, the column titles on every page, and
no heading left alone at a page's foot."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from tourney import services
from tourney.export.pdf_common import PrintOptions
from tourney.export.report_pdf import Block, _paginate, report_pdf
from tourney.export.seating_pdf import seating_by_player_pdf, seating_by_table_pdf, seating_pdf
from tourney.export.standings_pdf import standings_pdf
from tourney.services import printing, printing_report

from .conftest import page_sizes, pdf_pages, text_runs

A4, A3 = (595, 842), (842, 1191)


@pytest.fixture(scope="module")
def demo():
    store = services.build_demo(None, players=24, rounds=4, deals_per_table=2)
    yield store
    store.close()


def name_sizes(data: bytes, names: set[str]) -> list[float]:
    """The size of every run that is a whole name or a line of one (a long name may wrap)."""
    words = {w for n in names for w in n.split()}
    return [size for page in text_runs(data) for text, size in page
            if text in names or (text.split() and set(text.split()) <= words)]


@pytest.mark.parametrize("paper", ["a4", "a3"])
@pytest.mark.parametrize("render", [seating_by_table_pdf, seating_by_player_pdf])
def test_every_name_on_a_24_player_seating_list_is_at_least_14_pt_on_one_page(demo, paper, render):
    header, rows = printing.seating(demo, 2)
    data = render(rows, header, PrintOptions(lang="it", paper=paper))
    sizes = name_sizes(data, {r.name for r in rows})
    assert len(sizes) >= 24 and min(sizes) >= 14
    assert len(page_sizes(data)) == 1
    assert sorted(page_sizes(data)[0]) == sorted(A4 if paper == "a4" else A3)


def test_a3_gives_larger_names_than_a4_and_posters_at_least_24_pt(demo):
    header, rows = printing.seating(demo, 1)
    names = {r.name for r in rows}
    a4 = min(name_sizes(seating_by_player_pdf(rows, header, PrintOptions(paper="a4")), names))
    a3 = min(name_sizes(seating_by_player_pdf(rows, header, PrintOptions(paper="a3")), names))
    assert a3 > a4 * 1.3
    poster = seating_by_table_pdf(rows, header, PrintOptions(paper="a4", poster=True))
    assert min(name_sizes(poster, names)) >= 24


def test_a_wide_list_is_printed_landscape_and_a_tall_one_portrait(demo):
    header, rows = printing.seating(demo, 1)
    wide = page_sizes(seating_by_player_pdf(rows, header, PrintOptions()))[0]
    few = [printing.SeatingRow(k // 4 + 1, "ESWN"[k % 4], f"Anna Rossi {k}") for k in range(8)]
    tall = page_sizes(seating_by_player_pdf(few, header, PrintOptions(poster=True)))[0]
    assert wide[0] > wide[1]  # 24 names: two columns across a landscape page
    assert tall[0] < tall[1]  # 8 names: one column, as tall as the page


def test_standings_of_24_players_fill_the_page_at_12_pt_or_more(demo):
    header, sheets = printing.standings_sheets(demo)
    data = standings_pdf(sheets, header, PrintOptions(lang="it"))
    sizes = name_sizes(data, {line.name for line in sheets[0].lines})
    assert len(sizes) == 24 and min(sizes) >= 12
    assert len([p for p in pdf_pages(data) if "Classifica dopo" in p]) == 1


def test_every_page_says_the_event_the_round_and_the_time(demo):
    header, rows = printing.seating(demo, 2)
    assert header.time == "14:30"
    many = [printing.SeatingRow(r.table + 6 * k, r.wind, f"{r.name} {k}", r.club)
            for k in range(5) for r in rows]
    for data in (seating_pdf(many, header, PrintOptions(lang="en")),
                 seating_by_table_pdf(many, header, PrintOptions(lang="en", poster=True))):
        pages = pdf_pages(data)
        assert len(pages) > 2
        assert all("Torneo dimostrativo" in p and "Round 2" in p and "14:30" in p and "18/05/2024" in p
                   for p in pages)
    s_header, sheets = printing.standings_sheets(demo)
    for page in pdf_pages(standings_pdf(sheets, s_header, PrintOptions(lang="it"))):
        assert "Torneo dimostrativo" in page and "dopo il turno 4" in page and "ore 17:00" in page


def test_a_long_list_breaks_between_rows_with_its_titles_repeated(demo):
    header, rows = printing.seating(demo, 1)
    many = [printing.SeatingRow(r.table + 6 * k, r.wind, f"{r.name} {k}", r.club)
            for k in range(6) for r in rows]
    pages = pdf_pages(seating_by_player_pdf(many, header, PrintOptions(lang="it")))
    assert len(pages) >= 2
    assert all(p.count("Giocatore") >= 1 and "Tavolo" in p and "Posto" in p for p in pages)
    s_header, sheets = printing.standings_sheets(demo)
    long = [printing.StandingsSheet(s.after_round, s.columns, s.lines * 5, s.sentences) for s in sheets]
    s_pages = pdf_pages(standings_pdf(long, s_header, PrintOptions(lang="en")))
    assert len(s_pages) >= 2 and all("Pl." in p and "Player" in p and "Games" in p for p in s_pages)


def test_a_round_that_goes_on_over_a_page_repeats_its_title_and_column_titles(demo):
    header, report = printing_report.report(demo)
    pages = pdf_pages(report_pdf(report, header, PrintOptions(lang="it")))
    continued = 0
    for before, page in pairwise(pages):
        lines = page.split("\n")
        body = lines[next(k for k, line in enumerate(lines) if line.startswith("Pagina")) + 1:]
        assert not body[0].isdigit(), "a page starts with a table's row and no titles"
        if re.fullmatch(r"Turno \d+", body[0]) and body[0] in before.split("\n"):
            continued += 1
            assert body[1] == "Tavolo" and "Mani" in body[:8]
    assert continued >= 1  # four rounds of six tables do not fit one page


def _block(height: float, keep: bool = False) -> Block:
    return Block(height, lambda canvas, top: None, keep_with_next=keep)


def test_titles_stay_with_what_follows_them_however_many_in_a_row():
    rows = [_block(30) for _ in range(8)]
    title, subtitle, head = _block(20, keep=True), _block(16, keep=True), _block(16, keep=True)
    pages = _paginate([*rows, title, subtitle, head, _block(30), _block(30)], room=300)
    assert [len(p) for p in pages] == [8, 5]
    assert all(not page[-1].keep_with_next for page in pages)


def test_a_continued_table_gets_its_titles_again():
    again = _block(38)
    rows = [Block(30, lambda canvas, top: None, repeat=again) for _ in range(15)]
    pages = _paginate(rows, room=300)
    assert len(pages) == 2 and pages[1][0] is again and pages[0][0] is not again
