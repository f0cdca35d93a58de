"""Score sheets for the tables of a round: the paper the table fills in hand by hand.

One landscape page per table, pre-filled with the tournament, round, table, the players and their
starting winds, with the rows and columns the ruleset's referee needs (see
:mod:`tourney.export.sheet_layouts`), the summary rows and a signature line per player. When East
always rotates (the tournament rotation FIMJ-G06, AM-G10) East of every row is printed: row k has
the player who started at wind k−1 as East. When East keeps the seat after a win or a void hand
(the ``standard`` rotation, classic) the column is left for the table to write. A blank sheet has
writing lines instead of names.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from tourney.export.fonts import wrapped
from tourney.export.pdf_common import (
    MARGIN,
    PrintOptions,
    SheetHeader,
    body_height,
    draw_fitted,
    draw_heading,
    fill_band,
    pdf_document,
)
from tourney.export.sheet_layouts import SheetLayout, layout_for
from tourney.export.table_qr import draw_table_qr
from tourney.services.printing import SheetPlayer, TableSheet

__all__ = ["SheetPlayer", "TableSheet", "blank_tables", "score_sheets_pdf"]

WINDS = "ESWN"
SUMMED_ONLY = Color(0.75, 0.75, 0.75)  # summary cells nobody writes in


def blank_tables(count: int) -> list[TableSheet]:
    """Sheets with no table number and no names, for writing by hand."""
    return [TableSheet(None, tuple(SheetPlayer(w) for w in WINDS)) for _ in range(count)]


def score_sheets_pdf(tables: list[TableSheet], header: SheetHeader, options: PrintOptions | None = None,
                     ruleset: str = "fimj", *, east_rotates: bool | None = None) -> bytes:
    """One landscape page per table with the ruleset's rows and columns.

    ``east_rotates``: whether East passes after every hand under the tournament's rotation
    (:func:`tourney.services.printing.east_rotates`); None takes the ruleset's usual sheet.
    """
    layout = layout_for(ruleset)
    if east_rotates is not None:
        layout = replace(layout, east_printed=east_rotates)
    options = replace(options or PrintOptions(), landscape=True, poster=False)
    title = options.word("score_sheet")
    with pdf_document(options, f"{header.tournament} — {title}") as (canvas, buffer):
        for number, table in enumerate(tables, 1):
            label = f"{title} — {options.word('table')} {table.table if table.table is not None else '____'}"
            if header.round_no is None:  # a blank sheet: the table writes its round in
                label = f"{options.word('round')} ____ — {label}"
            if table.seats == 3:
                label += f" — {options.word('table_of_three')}"
            top = draw_heading(canvas, options, header, label, number, len(tables))
            _sheet(canvas, options, layout, table.seated(), top)
            if table.link:
                draw_table_qr(canvas, options, table.link, table.code)
            canvas.showPage()
    return buffer.getvalue()


@dataclass(frozen=True)
class _Grid:
    left: tuple[tuple[str, float], ...]
    left_width: float
    player_width: float
    sub_width: float
    subs: int
    players: int = 4

    def player_x(self, i: int) -> float:
        return MARGIN + self.left_width + i * self.player_width

    @property
    def right(self) -> float:
        return self.player_x(self.players)


def _sheet(canvas: Canvas, options: PrintOptions, layout: SheetLayout, players: list[SheetPlayer],
           top: float) -> None:
    width = options.page_size[0] - 2 * MARGIN
    layout = _east_fits(layout, players)
    left_width = sum(w for _, w in layout.left)
    player_width = (width - left_width) / len(players)  # three columns at a table of three
    grid = _Grid(layout.left, left_width, player_width, player_width / len(layout.under_player),
                 len(layout.under_player), len(players))
    names_h, subhead_h, sign_h = 44.0, 16.0, 46.0  # names: three lines at 8 pt under the wind
    lines = layout.rows + len(layout.summary)
    row_h = min(layout.max_row_height, (body_height(options) - names_h - subhead_h - sign_h - 8) / lines)
    canvas.setLineWidth(0.6)
    _names(canvas, options, grid, players, top, names_h)
    y = top - names_h
    x = MARGIN
    for key, w in layout.left:
        draw_fitted(canvas, options.word(key), x + 2, y, w - 4, subhead_h, size=7.5, bold=True,
                    align="center", max_lines=1)
        x += w
    for i in range(grid.players):
        for k, key in enumerate(layout.under_player):
            cx = grid.player_x(i) + k * grid.sub_width
            draw_fitted(canvas, options.word(key), cx + 1, y, grid.sub_width - 2, subhead_h, size=7.5,
                        bold=True, align="center", max_lines=1)
    y -= subhead_h
    rules = [top - names_h, y]
    for hand in range(1, layout.rows + 1):
        _hand_row(canvas, layout, grid, players, hand, y, row_h, width)
        y -= row_h
        rules.append(y)
    for key, value in layout.summary:
        _summary_row(canvas, options.word(key), value, grid, y, row_h)
        y -= row_h
        rules.append(y)
    _grid(canvas, grid, rules, len(layout.summary))
    _signatures(canvas, options, players, left_width, player_width, y - 8)


def _east_fits(layout: SheetLayout, players: list[SheetPlayer]) -> SheetLayout:
    """Widen the East column so the longest printed name wraps onto two lines at 8 pt at most."""
    if not layout.east_printed or "east_now" not in dict(layout.left):
        return layout
    base = dict(layout.left)["east_now"]
    need = max(_two_lines(f"{p.wind} {p.name}", base) for p in players)
    left = tuple((key, need if key == "east_now" else w) for key, w in layout.left)
    return replace(layout, left=left)


def _two_lines(text: str, width: float, widest: float = 170.0) -> float:
    """The narrowest column from ``width`` up that holds ``text`` on two lines at 8 pt."""
    while width < widest and not 0 < len(wrapped(text, 8, width - 4)) <= 2:
        width += 2
    return width


def _names(canvas: Canvas, options: PrintOptions, grid: _Grid, players: list[SheetPlayer], top: float,
           names_h: float) -> None:
    """Player names over their columns, with the starting wind."""
    for i, player in enumerate(players):
        x = grid.player_x(i)
        fill_band(canvas, x, top, grid.player_width, names_h, stroke=True)
        draw_fitted(canvas, f"{player.wind} {options.word(player.wind)}", x + 4, top, grid.player_width - 8,
                    13, size=9, bold=True, max_lines=1)
        name = player.name or f"{options.word('name_here')}: ______________"
        draw_fitted(canvas, name, x + 4, top - 12, grid.player_width - 8, names_h - 13, size=11, min_size=8,
                    bold=bool(player.name), max_lines=3)


def _hand_row(canvas: Canvas, layout: SheetLayout, grid: _Grid, players: list[SheetPlayer], hand: int,
              y: float, h: float, width: float) -> None:
    if hand % 2 == 0:
        fill_band(canvas, MARGIN, y, width, h)
    x = MARGIN
    for key, w in layout.left:
        text = ""
        if key == layout.row_label:
            text = str(hand)
        elif key == "east_now" and layout.east_printed:
            east = players[(hand - 1) % len(players)]  # East passes among three at a table of three
            text = f"{east.wind} {east.name}".strip() if east.name else east.wind
        if text:
            # a long East name wraps onto two small lines rather than being cut short
            draw_fitted(canvas, text, x + 2, y, w - 4, h, size=9, min_size=8, align="center",
                        max_lines=max(1, min(3, int(h // 6))))
        if key in layout.boxes:
            side = min(12.0, h - 6)
            canvas.rect(x + (w - side) / 2, y - (h + side) / 2, side, side)
        x += w


def _summary_row(canvas: Canvas, label: str, value: str, grid: _Grid, y: float, h: float) -> None:
    draw_fitted(canvas, label, MARGIN + 4, y, grid.left_width - 8, h, size=9, bold=True, align="right",
                max_lines=1)
    canvas.setLineWidth(1.2)
    canvas.line(MARGIN, y, grid.right, y)
    canvas.setLineWidth(0.6)
    shaded = (grid.subs - 1) * grid.sub_width
    for i in range(grid.players):
        x = grid.player_x(i) + shaded
        # only the last (summed) column is filled in the summary rows
        if shaded:
            fill_band(canvas, grid.player_x(i), y, shaded, h, SUMMED_ONLY)
        if value:
            draw_fitted(canvas, value, x + 1, y, grid.sub_width - 2, h, size=9, align="center", max_lines=1)


def _grid(canvas: Canvas, grid: _Grid, rules: list[float], summaries: int) -> None:
    """The table's frame, column lines and one horizontal rule at every y of ``rules``."""
    top, bottom = rules[0], rules[-1]
    canvas.rect(MARGIN, bottom, grid.right - MARGIN, top - bottom)
    x = MARGIN
    for _, w in grid.left[:-1]:  # the summary rows' labels span the left columns
        x += w
        canvas.line(x, top, x, rules[-1 - summaries])
    for i in range(grid.players):
        for k in range(1, grid.subs):
            cx = grid.player_x(i) + k * grid.sub_width
            canvas.line(cx, top, cx, bottom)
        canvas.setLineWidth(1.4)
        canvas.line(grid.player_x(i), top, grid.player_x(i), bottom)
        canvas.setLineWidth(0.6)
    for y in rules:
        canvas.line(MARGIN, y, grid.right, y)


def _signatures(canvas: Canvas, options: PrintOptions, players: list[SheetPlayer], left_width: float,
                player_width: float, top: float) -> None:
    draw_fitted(canvas, options.word("signature"), MARGIN, top - 14, left_width - 8, 20, size=10, bold=True,
                align="right", max_lines=1)
    for i, player in enumerate(players):
        x = MARGIN + left_width + i * player_width + 6
        canvas.line(x, top - 18, x + player_width - 12, top - 18)
        caption = f"{player.wind} {player.name}" if player.name else options.word(player.wind)
        draw_fitted(canvas, caption, x, top - 19, player_width - 12, 27, size=8, min_size=8, max_lines=3)
