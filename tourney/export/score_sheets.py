"""Score sheets for the tables of a round: the paper the table fills in hand by hand.

FIMJ (tournament rules): 16 hands; for each player the stick points, doublings, the hand's score and
the settlement, then the settlement total and the final score from the 4 000 starting points, and a
signature line per player. Each sheet is pre-filled with the tournament, round, table, the players
and their starting winds; East of every hand is printed too, since under the tournament rules East
always rotates (FIMJ-G06: hand k has the player who started at wind k−1 as East). A blank sheet has
writing lines instead of names. Other rulesets' sheets are still to come.
"""

from __future__ import annotations

from dataclasses import replace

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from tourney.export.pdf_common import (
    MARGIN,
    ExportError,
    PrintOptions,
    SheetHeader,
    body_height,
    draw_fitted,
    draw_heading,
    pdf_document,
)
from tourney.services.printing import SheetPlayer, TableSheet

__all__ = ["SheetPlayer", "TableSheet", "blank_tables", "score_sheets_pdf"]

WINDS = "ESWN"
SHADE = Color(0.9, 0.9, 0.9)
FIMJ_HANDS = 16
FIMJ_START = 4000


def blank_tables(count: int) -> list[TableSheet]:
    """Sheets with no table number and no names, for writing by hand."""
    return [TableSheet(None, tuple(SheetPlayer(w) for w in WINDS)) for _ in range(count)]


def score_sheets_pdf(tables: list[TableSheet], header: SheetHeader, options: PrintOptions | None = None,
                     ruleset: str = "fimj") -> bytes:
    """One landscape page per table with the ruleset's rows and columns."""
    if ruleset != "fimj":
        raise ExportError(f"score sheets for ruleset {ruleset!r} are not available yet; fimj is")
    options = replace(options or PrintOptions(), landscape=True, poster=False)
    title = options.word("score_sheet")
    with pdf_document(options, f"{header.tournament} — {title}") as (canvas, buffer):
        for number, table in enumerate(tables, 1):
            label = f"{title} — {options.word('table')} {table.table if table.table is not None else '____'}"
            top = draw_heading(canvas, options, header, label, number, len(tables))
            _fimj_sheet(canvas, options, table.seated(), top)
            canvas.showPage()
    return buffer.getvalue()


def _fimj_sheet(canvas: Canvas, options: PrintOptions, players: list[SheetPlayer], top: float) -> None:
    width = options.page_size[0] - 2 * MARGIN
    left = (("hand", 34), ("prevailing", 38), ("east_now", 86), ("mahjong", 62))
    left_width = sum(w for _, w in left)
    player_width = (width - left_width) / 4
    sub = ("points", "doublings", "hand_score", "settlement")
    sub_width = player_width / len(sub)
    names_h, subhead_h, sign_h = 34.0, 16.0, 46.0
    row_h = (body_height(options) - names_h - subhead_h - sign_h - 8) / (FIMJ_HANDS + 3)
    canvas.setLineWidth(0.6)
    # player names over their four columns, with the starting wind
    for i, player in enumerate(players):
        x = MARGIN + left_width + i * player_width
        canvas.setFillColor(SHADE)
        canvas.rect(x, top - names_h, player_width, names_h, stroke=1, fill=1)
        canvas.setFillColor(black)
        draw_fitted(canvas, f"{player.wind} {options.word(player.wind)}", x + 4, top, player_width - 8, 13,
                    size=9, bold=True, max_lines=1)
        name = player.name or f"{options.word('name_here')}: ______________"
        draw_fitted(canvas, name, x + 4, top - 12, player_width - 8, names_h - 13, size=11, min_size=5,
                    bold=bool(player.name))
    y = top - names_h
    x = MARGIN
    for key, w in left:
        draw_fitted(canvas, options.word(key), x + 2, y, w - 4, subhead_h, size=7.5, bold=True,
                    align="center", max_lines=1)
        x += w
    for i in range(4):
        for k, key in enumerate(sub):
            cx = MARGIN + left_width + i * player_width + k * sub_width
            draw_fitted(canvas, options.word(key), cx + 1, y, sub_width - 2, subhead_h, size=7.5, bold=True,
                        align="center", max_lines=1)
    y -= subhead_h
    rules = [top - names_h, y]
    for hand in range(1, FIMJ_HANDS + 1):
        east = players[(hand - 1) % 4]
        cells = (str(hand), "", f"{east.wind} {east.name}".strip() if east.name else east.wind, "")
        _row(canvas, cells, left, y, row_h, shaded=hand % 2 == 0, total_width=width)
        y -= row_h
        rules.append(y)
    for key, value in (("start", str(FIMJ_START)), ("total", ""), ("final", "")):
        _summary_row(canvas, options.word(key), value, left_width, player_width, sub_width, y, row_h)
        y -= row_h
        rules.append(y)
    _grid(canvas, left, left_width, player_width, sub_width, rules)
    _signatures(canvas, options, players, left_width, player_width, y - 8)


def _row(canvas: Canvas, cells: tuple[str, ...], left: tuple[tuple[str, int], ...], y: float, h: float,
         shaded: bool, total_width: float) -> None:
    if shaded:
        canvas.setFillColor(SHADE)
        canvas.rect(MARGIN, y - h, total_width, h, stroke=0, fill=1)
        canvas.setFillColor(black)
    x = MARGIN
    for text, (_, w) in zip(cells, left, strict=True):
        if text:
            draw_fitted(canvas, text, x + 2, y, w - 4, h, size=9, min_size=5, align="center", max_lines=2)
        x += w


def _summary_row(canvas: Canvas, label: str, value: str, left_width: float, player_width: float,
                 sub_width: float, y: float, h: float) -> None:
    draw_fitted(canvas, label, MARGIN + 4, y, left_width - 8, h, size=9, bold=True, align="right",
                max_lines=1)
    canvas.setLineWidth(1.2)
    canvas.line(MARGIN, y, MARGIN + left_width + 4 * player_width, y)
    canvas.setLineWidth(0.6)
    for i in range(4):
        x = MARGIN + left_width + i * player_width + 3 * sub_width
        # only the settlement column is filled in the summary rows
        canvas.setFillColor(Color(0.75, 0.75, 0.75))
        canvas.rect(x - 3 * sub_width, y - h, 3 * sub_width, h, stroke=0, fill=1)
        canvas.setFillColor(black)
        if value:
            draw_fitted(canvas, value, x + 1, y, sub_width - 2, h, size=9, align="center", max_lines=1)


def _grid(canvas: Canvas, left: tuple[tuple[str, int], ...], left_width: float, player_width: float,
          sub_width: float, rules: list[float]) -> None:
    """The table's frame, column lines and one horizontal rule at every y of ``rules``."""
    top, bottom = rules[0], rules[-1]
    right = MARGIN + left_width + 4 * player_width
    canvas.rect(MARGIN, bottom, right - MARGIN, top - bottom)
    x = MARGIN
    for _, w in left[:-1]:  # the summary rows' labels span the left columns
        x += w
        canvas.line(x, top, x, rules[-4])
    for i in range(4):
        for k in range(1, 4):
            cx = MARGIN + left_width + i * player_width + k * sub_width
            canvas.line(cx, top, cx, bottom)
        canvas.setLineWidth(1.4)
        edge = MARGIN + left_width + i * player_width
        canvas.line(edge, top, edge, bottom)
        canvas.setLineWidth(0.6)
    for y in rules:
        canvas.line(MARGIN, y, right, y)


def _signatures(canvas: Canvas, options: PrintOptions, players: list[SheetPlayer], left_width: float,
                player_width: float, top: float) -> None:
    draw_fitted(canvas, options.word("signature"), MARGIN, top - 14, left_width - 8, 20, size=10, bold=True,
                align="right", max_lines=1)
    for i, player in enumerate(players):
        x = MARGIN + left_width + i * player_width + 6
        canvas.line(x, top - 30, x + player_width - 12, top - 30)
        caption = f"{player.wind} {player.name}" if player.name else options.word(player.wind)
        draw_fitted(canvas, caption, x, top - 31, player_width - 12, 10, size=7, min_size=5, max_lines=1)
