"""Export speed: every printed sheet of a 100-player, 4-round tournament. Target: under 5 s in all.

Usage: PYTHONPATH=. python benchmarks/bench_export.py [PLAYERS] [ROUNDS]

Builds a demo tournament in memory (not timed), then times reading the file through the printing
services and writing every sheet: both seating lists and the score sheets of each round, the player
cards, the schedule, the standings after every round with the team standings, and the tournament
report (results, penalties, statistics, the five best hands drawn as tiles). The reference,
measured in the same run, is a bare reportlab document with the same number of pages and one plain
string per player and page (the least those pages can cost); the ratio is ours / reference.
"""

from __future__ import annotations

import io
import sys
import time

from reportlab.pdfgen.canvas import Canvas

from tourney.export.cards_pdf import cards_pdf
from tourney.export.pdf_common import PrintOptions
from tourney.export.report_pdf import report_pdf
from tourney.export.schedule_pdf import schedule_pdf
from tourney.export.score_sheets import score_sheets_pdf
from tourney.export.seating_pdf import seating_pdf
from tourney.export.standings_pdf import standings_pdf
from tourney.services import build_demo, printing, printing_report
from tourney.store import Store


def export_everything(store: Store, rounds: int) -> list[bytes]:
    options = PrintOptions()
    out = []
    for k in range(1, rounds + 1):
        header, rows = printing.seating(store, k)
        out.append(seating_pdf(rows, header, options))
        header, ruleset, tables = printing.score_sheets(store, k)
        out.append(score_sheets_pdf(tables, header, options, ruleset,
                                    east_rotates=printing.east_rotates(store)))
    header, cards = printing.player_cards(store)
    out.append(cards_pdf(cards, header, options))
    header, schedule = printing.schedule(store)
    out.append(schedule_pdf(schedule, header, options))
    header, sheets = printing.standings_sheets(store, every_round=True, team_best=3)
    out.append(standings_pdf(sheets, header, options))
    header, report = printing_report.report(store)
    out.append(report_pdf(report, header, options))
    return out


def bare_reference(pages: int, players: int) -> None:
    canvas = Canvas(io.BytesIO(), pageCompression=1)
    for page in range(pages):
        for i in range(players):
            canvas.drawString(40, 20 + (i % 90) * 8, f"Player {i:03d} page {page}")
        canvas.showPage()
    canvas.save()


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    store = build_demo(None, seed=1, players=players, rounds=rounds, deals_per_table=4)
    try:
        start = time.perf_counter()
        documents = export_everything(store, rounds)
        ours = time.perf_counter() - start
    finally:
        store.close()
    pages = sum(doc.count(b"/Type /Page\n") + doc.count(b"/Type /Page ") for doc in documents)
    start = time.perf_counter()
    bare_reference(max(pages, 1), players)
    reference = time.perf_counter() - start
    size = sum(len(d) for d in documents) / 1e6
    print(f"{players} players, {rounds} rounds: {len(documents)} PDFs, {pages} pages, {size:.1f} MB")
    print(f"every sheet: {ours:.2f} s (target < 5 s: {'met' if ours < 5 else 'NOT met'})")
    print(f"reference (bare reportlab, same pages): {reference:.2f} s; "
          f"ratio ours/reference {ours / reference:.1f}")


if __name__ == "__main__":
    main()
