"""The tournament report: every table's results per round, the penalties, the statistics, the best hands.

Handed to the federation and pinned up after the prize-giving. The body is a list of blocks (a
height and a drawing); they are laid onto pages first, so each page can say "page 2 of 5", and a
section's title never stays alone at the foot of a page. Best hands are drawn with the project's
own tiles (:func:`tourney.export.tile_art.draw_tile`), above their arrangement and rule items.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from reportlab.lib.colors import Color, black
from reportlab.pdfgen.canvas import Canvas

from tourney.errors import EngineError
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
from tourney.export.report_words import item_name, item_value, points, statistic_sentence, word
from tourney.export.tile_art import ASPECT, draw_tile
from tourney.notation import parse_tiles
from tourney.services.printing_report import ReportHand, ReportTable, TournamentReport

SHADE = Color(0.92, 0.92, 0.92)  # lighter than the other sheets' bands
GREY = Color(0.35, 0.35, 0.35)
ROW = 35.0
SMALL_ROW = 16.0
SPACE = 10.0
TILE = 24.0  # a tile's width on the page, at most
_GROUP = re.compile(r"\[[^\]]*\]|\([^)]*\)|\S+")


@dataclass(frozen=True)
class Block:
    height: float
    draw: Callable[[Canvas, float], None]  # draws with its top at the given y
    keep_with_next: bool = False
    repeat: Block | None = None  # the column titles drawn again when a page breaks before this row


def _stack(blocks: list[Block]) -> Block:
    """Several blocks as one, so a page break never falls between them."""
    def draw(canvas: Canvas, top: float) -> None:
        for block in blocks:
            block.draw(canvas, top)
            top -= block.height
    return Block(sum(b.height for b in blocks), draw)


def report_pdf(report: TournamentReport, header: SheetHeader, options: PrintOptions | None = None) -> bytes:
    """The whole report, portrait."""
    options = options or PrintOptions()
    title = word(options, "report")
    pages = _paginate(_blocks(report, options), body_height(options) - 8)
    with pdf_document(options, f"{header.tournament} — {title}") as (canvas, buffer):
        for number, page in enumerate(pages, 1):
            y = draw_heading(canvas, options, header, title, number, len(pages))
            for block in page:
                block.draw(canvas, y)
                y -= block.height
            canvas.showPage()
    return buffer.getvalue()


def _paginate(blocks: list[Block], room: float) -> list[list[Block]]:
    """Blocks onto pages: a title stays with what follows it (however many titles in a row), and a
    row that starts a page gets its table's column titles again above it."""
    pages: list[list[Block]] = [[]]
    left = room
    for i, block in enumerate(blocks):
        need = _kept_height(blocks, i)
        if need > left and pages[-1]:
            if i + 1 == len(blocks) and block.height <= SPACE:
                break  # the closing space alone would make an empty page
            pages.append([])
            left = room
            if block.repeat is not None:
                pages[-1].append(block.repeat)
                left -= block.repeat.height
        pages[-1].append(block)
        left -= block.height
    return pages


def _kept_height(blocks: list[Block], i: int) -> float:
    """The height of block ``i`` and of every block it must not be parted from."""
    need = blocks[i].height
    while blocks[i].keep_with_next and i + 1 < len(blocks):
        i += 1
        need += blocks[i].height
    return need


def _width(options: PrintOptions) -> float:
    return options.page_size[0] - 2 * MARGIN


def _title(options: PrintOptions, text: str, size: float = 14, height: float = 28) -> Block:
    def draw(canvas: Canvas, top: float) -> None:
        draw_fitted(canvas, text, MARGIN, top - 4, _width(options), height - 6, size=size, bold=True,
                    max_lines=1)
    return Block(height, draw, keep_with_next=True)


def _text(options: PrintOptions, text: str, size: float = 10, lines: int = 1, grey: bool = False) -> Block:
    height = SMALL_ROW * lines

    def draw(canvas: Canvas, top: float) -> None:
        if grey:
            canvas.setFillColor(GREY)
        draw_fitted(canvas, text, MARGIN, top, _width(options), height, size=size, min_size=6,
                    max_lines=lines)
        canvas.setFillColor(black)
    return Block(height, draw)


def _blocks(report: TournamentReport, options: PrintOptions) -> list[Block]:
    blocks = [_title(options, word(options, "results"), size=16)]
    for round_no in sorted({t.round_no for t in report.tables}):
        blocks.append(_title(options, f"{options.word('round')} {round_no}", size=12, height=22))
        head = _table_head(options)
        blocks.append(head)
        tables = [t for t in report.tables if t.round_no == round_no]
        again = _stack([_title(options, f"{options.word('round')} {round_no}", size=12, height=22), head])
        blocks += [replace(_table_row(options, t, k), repeat=again) for k, t in enumerate(tables)]
    if not report.tables:
        blocks.append(_text(options, word(options, "no_tables"), grey=True))
    blocks.append(_title(options, options.word("penalties"), size=16))
    if report.penalties:
        blocks.append(_penalty_row(options, (options.word("round"), options.word("player"),
                                             options.word("points"), word(options, "reason")), 0, bold=True))
        blocks += [_penalty_row(options, ("" if p.round_no is None else str(p.round_no), p.name,
                                          str(p.points), p.reason), k + 1)
                   for k, p in enumerate(report.penalties)]
    else:
        blocks.append(_text(options, word(options, "no_penalties"), grey=True))
    blocks.append(_title(options, word(options, "statistics"), size=16))
    blocks += [_text(options, statistic_sentence(options, s), lines=2) for s in report.statistics]
    if not report.statistics:
        blocks.append(_text(options, word(options, "no_statistics"), grey=True))
    if report.best_hands:
        blocks.append(_title(options, word(options, "best_hands"), size=16))
        for k, hand in enumerate(report.best_hands, 1):
            blocks.append(_stack(_hand_blocks(options, hand, k)))
    return blocks


def _table_columns(options: PrintOptions) -> tuple[float, float, float]:
    """Widths of the table number, each player and the deals column."""
    table_w, deals_w = 46.0, 74.0
    return table_w, (_width(options) - table_w - deals_w) / 4, deals_w


def _table_head(options: PrintOptions) -> Block:
    table_w, player_w, deals_w = _table_columns(options)

    def draw(canvas: Canvas, top: float) -> None:
        draw_fitted(canvas, options.word("table"), MARGIN + 2, top, table_w - 4, 16, size=8.5, bold=True,
                    max_lines=1)
        for i, wind in enumerate("ESWN"):
            draw_fitted(canvas, options.word(wind), MARGIN + table_w + i * player_w + 4, top, player_w - 8,
                        16, size=8.5, bold=True, max_lines=1)
        draw_fitted(canvas, word(options, "deals"), MARGIN + table_w + 4 * player_w + 2, top, deals_w - 4,
                    16, size=8.5, bold=True, align="right", max_lines=1)
        canvas.setLineWidth(0.8)
        canvas.line(MARGIN, top - 16, MARGIN + _width(options), top - 16)
    return Block(16, draw, keep_with_next=True)


def _table_row(options: PrintOptions, table: ReportTable, k: int) -> Block:
    table_w, player_w, deals_w = _table_columns(options)

    def draw(canvas: Canvas, top: float) -> None:
        if k % 2:
            fill_band(canvas, MARGIN, top, _width(options), ROW, SHADE)
        draw_fitted(canvas, str(table.table), MARGIN + 2, top, table_w - 4, ROW, size=12, bold=True,
                    max_lines=1)
        for i, seat in enumerate(table.seats):
            x = MARGIN + table_w + i * player_w + 4
            # a long name wraps onto two lines rather than shrinking below 8 pt
            draw_fitted(canvas, seat.name, x, top - 1, player_w - 8, 19, size=9, min_size=8, max_lines=2)
            points = "—" if seat.points is None else f"{seat.points:+d}" if seat.points else "0"
            draw_fitted(canvas, points, x, top - 20, player_w - 8, 14, size=11, bold=True, max_lines=1)
        draw_fitted(canvas, _deals_text(options, table), MARGIN + table_w + 4 * player_w + 2, top,
                    deals_w - 4, ROW, size=9, min_size=6, align="right", max_lines=2)
    return Block(ROW, draw)


def _deals_text(options: PrintOptions, table: ReportTable) -> str:
    if table.status == "missing":
        return word(options, "no_sheet")
    text = word(options, "totals_only") if table.deals is None else str(table.deals)
    if table.status != "final":
        text += f" ({word(options, 'unbalanced')})"
    return text


def _penalty_row(options: PrintOptions, cells: tuple[str, str, str, str], k: int,
                 bold: bool = False) -> Block:
    width = _width(options)
    shares = ((0.0, 0.09), (0.09, 0.33), (0.42, 0.1), (0.52, 0.48))
    height = SMALL_ROW if bold else 26.0

    def draw(canvas: Canvas, top: float) -> None:
        if k % 2 == 0 and not bold:
            fill_band(canvas, MARGIN, top, width, height, SHADE)
        for i, (text, (start, share)) in enumerate(zip(cells, shares, strict=True)):
            draw_fitted(canvas, text, MARGIN + width * start + 3, top, width * share - 6, height, size=9,
                        min_size=6, bold=bold, align="right" if i == 2 else "left", max_lines=2)
    return Block(height, draw)


def _groups(arrangement: str) -> list[tuple[tuple, bool]]:
    """The arrangement's groups as tiles, each marked exposed or not; [] when it cannot be read."""
    try:
        return [(parse_tiles(g.strip("[]()")), g.startswith("[")) for g in _GROUP.findall(arrangement)]
    except EngineError:
        return []


def _hand_blocks(options: PrintOptions, hand: ReportHand, k: int) -> list[Block]:
    where = word(options, "where").format(round=hand.round_no, table=hand.table, deal=hand.deal)
    head = f"{k}. {hand.name} — {points(options, hand.score)} ({where})"
    blocks = [Block(20, lambda c, top: draw_fitted(c, head, MARGIN, top, _width(options), 18, size=11,
                                                   bold=True, max_lines=1), keep_with_next=True)]
    groups = _groups(hand.arrangement)
    if groups:
        blocks.append(_tiles_block(options, groups))
    blocks.append(_text(options, hand.arrangement, size=10, grey=True))
    items = [f"{i.get('rule', '')} {item_name(options, i)}: {item_value(options, i)}" for i in hand.items]
    half = (len(items) + 1) // 2
    for left, right in zip(items[:half], [*items[half:], ""][:half], strict=True):
        blocks.append(_two_columns(options, left, right))
    blocks.append(Block(SPACE, lambda c, top: None))
    return blocks


def _tiles_block(options: PrintOptions, groups: list[tuple[tuple, bool]]) -> Block:
    count = sum(len(tiles) for tiles, _ in groups)
    gap = 0.35  # between groups, in tile widths
    tile_w = min(TILE, _width(options) / (count + gap * (len(groups) - 1)))
    height = tile_w * ASPECT + 8

    def draw(canvas: Canvas, top: float) -> None:
        x = MARGIN
        for tiles, exposed in groups:
            start = x
            for tile in tiles:
                draw_tile(canvas, tile, x, top - height + 5, tile_w, options.lang)
                x += tile_w
            if exposed:  # a claimed meld: a bar under it, as players lay it face up in front of them
                canvas.setLineWidth(1.5)
                canvas.line(start + 1, top - height + 2, x - 1, top - height + 2)
            x += tile_w * gap
    return Block(height, draw)


def _two_columns(options: PrintOptions, left: str, right: str) -> Block:
    half = _width(options) / 2

    def draw(canvas: Canvas, top: float) -> None:
        draw_fitted(canvas, left, MARGIN + 8, top, half - 12, 13, size=8.5, min_size=6, max_lines=1)
        draw_fitted(canvas, right, MARGIN + half + 4, top, half - 12, 13, size=8.5, min_size=6, max_lines=1)
    return Block(13, draw)
