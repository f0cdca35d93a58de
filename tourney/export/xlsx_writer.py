"""A small streaming writer of .xlsx workbooks: plain cells, a bold frozen header row, column widths.

Why not a library: at 300 players × 10 rounds the deals sheet has 48,000 rows (480,000 cells).
openpyxl's write-only mode took 11.9 s of processor time to write them, nearly all in building and
serialising one XML element per cell in pure Python; xlsxwriter took 4.2 s and pyexcelerate 4.7 s on
the same cells (#33 point 9 asks for every export under 2 s). A workbook of values needs only a few
fixed parts and one line of XML text per row, which this module writes straight into the zip.

What it writes is what openpyxl reads back as the same sheets, values and types: numbers as numbers
(formatted as openpyxl formats them), True/False as booleans, text as inline strings (never as a
formula, whatever it starts with), None as an empty cell. Text is cut at Excel's 32,767 characters
and loses the control characters XML cannot hold.
"""

from __future__ import annotations

import io
import math
import re
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import IO
from xml.sax.saxutils import escape

Value = str | int | float | bool | None

_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships"
_TYPE = "application/vnd.openxmlformats-officedocument."
_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
_ILLEGAL = re.compile(r"[\000-\010\013\014\016-\037]")
_LONGEST = 32767  # characters in one cell, at most (Excel's limit)


@dataclass(frozen=True)
class Sheet:
    """One worksheet: its name, the header row (bold, frozen), each column's width, and its values
    column by column (each column top to bottom, all of one length)."""

    name: str
    header: Sequence[str]
    widths: Sequence[float]
    columns: Sequence[Sequence[Value]]


def xlsx_bytes(sheets: Sequence[Sheet], title: str = "") -> bytes:
    """The workbook's bytes, sheets in the order given; ``title`` goes into its properties."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as book:
        book.writestr("[Content_Types].xml", _content_types(len(sheets)))
        book.writestr("_rels/.rels", _root_rels())
        book.writestr("docProps/core.xml", _core(title))
        book.writestr("docProps/app.xml", _HEAD + '<Properties xmlns="http://schemas.openxmlformats.org/'
                      'officeDocument/2006/extended-properties"><Application>tourney</Application></Properties>')
        book.writestr("xl/workbook.xml", _workbook(sheets))
        book.writestr("xl/_rels/workbook.xml.rels", _workbook_rels(len(sheets)))
        book.writestr("xl/styles.xml", _STYLES)
        for number, sheet in enumerate(sheets, start=1):
            with book.open(f"xl/worksheets/sheet{number}.xml", "w") as part:
                _write_sheet(part, sheet)
    return out.getvalue()


def _write_sheet(part: IO[bytes], sheet: Sheet) -> None:
    """The sheet's XML, written a block of rows at a time (the text of 48,000 rows is 19 MB)."""
    cols = "".join(f'<col min="{i}" max="{i}" width="{_number(w)}" customWidth="1"/>'
                   for i, w in enumerate(sheet.widths, start=1))
    part.write((f'{_HEAD}<worksheet xmlns="{_MAIN}"><sheetViews><sheetView workbookViewId="0">'
                '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
                '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
                f'<sheetFormatPr defaultRowHeight="15"/>{"<cols>" + cols + "</cols>" if cols else ""}'
                "<sheetData>").encode())
    starts = [f'<c r="{_letter(i)}' for i in range(max(len(sheet.widths), len(sheet.header)))]
    header = "".join(f'{start}1" s="1" t="inlineStr">{_text(name)}</c>'
                     for start, name in zip(starts, sheet.header, strict=False))
    block = [f'<row r="1">{header}</row>']
    columns = [_cells(column) for column in sheet.columns]
    # a row's text with its places to fill: the row's number, then each cell's number and the rest
    row = '<row r="%d">' + "".join(f'{start}%d"%s' for start in starts[:len(columns)]) + "</row>"
    size = 2 * len(columns) + 1
    for number, cells in enumerate(zip(*columns, strict=True), start=2):
        fill: list[int | str] = [number] * size
        fill[2::2] = cells
        block.append(row % tuple(fill))
        if len(block) >= 2000:
            part.write("".join(block).encode())
            block.clear()
    block.append('</sheetData><pageMargins left="0.75" right="0.75" top="1" bottom="1" header="0.5" '
                 'footer="0.5"/></worksheet>')
    part.write("".join(block).encode())


def _cells(column: Sequence[Value]) -> list[str]:
    """Each value's cell after its reference (``/>``, an empty cell, for None, "" and what is not a
    number), worked out once per distinct value: names, words and numbers repeat on every row."""
    kinds = set(map(type, column))
    if bool in kinds and kinds & {int, float}:  # True and 1 would share a key: key by type too
        typed = list(zip(map(type, column), column, strict=True))
        by_type = {key: _cell(key[1]) for key in set(typed)}
        return list(map(by_type.__getitem__, typed))
    by_value = {value: _cell(value) for value in set(column)}  # 1 and 1.0 share a key and a cell
    return list(map(by_value.__getitem__, column))


def _cell(value: Value) -> str:
    if isinstance(value, str):
        return f' t="inlineStr">{_text(value)}</c>' if value else "/>"
    if isinstance(value, bool):
        return f' t="b"><v>{int(value)}</v></c>'
    if value is None or not (isinstance(value, int) or math.isfinite(value)):
        return "/>"
    return f"><v>{_number(value)}</v></c>"


def _number(value: float) -> str:
    """A number as openpyxl writes it (so it reads back as the same int or float)."""
    return str(value) if isinstance(value, int) else f"{value:.16g}"


def _text(value: str) -> str:
    value = _ILLEGAL.sub("", value[:_LONGEST])
    space = ' xml:space="preserve"' if value != value.strip() else ""
    return f"<is><t{space}>{escape(value)}</t></is>"


def _letter(index: int) -> str:
    """The column's letters: 0 is A, 25 is Z, 26 is AA."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


def _content_types(sheets: int) -> str:
    parts = "".join(f'<Override PartName="/xl/worksheets/sheet{n}.xml" '
                    f'ContentType="{_TYPE}spreadsheetml.worksheet+xml"/>' for n in range(1, sheets + 1))
    return (f'{_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" '
            'ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            f'<Override PartName="/xl/workbook.xml" ContentType="{_TYPE}spreadsheetml.sheet.main+xml"/>'
            f'<Override PartName="/xl/styles.xml" ContentType="{_TYPE}spreadsheetml.styles+xml"/>'
            '<Override PartName="/docProps/core.xml" '
            'ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
            f'<Override PartName="/docProps/app.xml" ContentType="{_TYPE}extended-properties+xml"/>'
            f"{parts}</Types>")


def _root_rels() -> str:
    return (f'{_HEAD}<Relationships xmlns="{_PKG_REL}">'
            f'<Relationship Id="rId1" Type="{_REL}/officeDocument" Target="xl/workbook.xml"/>'
            f'<Relationship Id="rId2" Type="{_PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/>'
            f'<Relationship Id="rId3" Type="{_REL}/extended-properties" Target="docProps/app.xml"/>'
            "</Relationships>")


def _core(title: str) -> str:
    now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    stamp = f'xsi:type="dcterms:W3CDTF">{now}'
    return (f'{_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/'
            'core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/'
            'terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
            f"<dc:title>{escape(_ILLEGAL.sub('', title))}</dc:title><dc:creator>tourney</dc:creator>"
            f"<dcterms:created {stamp}</dcterms:created><dcterms:modified {stamp}</dcterms:modified>"
            "</cp:coreProperties>")


def _workbook(sheets: Sequence[Sheet]) -> str:
    names = "".join(f'<sheet name="{escape(s.name, {chr(34): "&quot;"})}" sheetId="{n}" r:id="rId{n}"/>'
                    for n, s in enumerate(sheets, start=1))
    return f'{_HEAD}<workbook xmlns="{_MAIN}" xmlns:r="{_REL}"><sheets>{names}</sheets></workbook>'


def _workbook_rels(sheets: int) -> str:
    parts = "".join(f'<Relationship Id="rId{n}" Type="{_REL}/worksheet" Target="worksheets/sheet{n}.xml"/>'
                    for n in range(1, sheets + 1))
    return (f'{_HEAD}<Relationships xmlns="{_PKG_REL}">{parts}'
            f'<Relationship Id="rId{sheets + 1}" Type="{_REL}/styles" Target="styles.xml"/></Relationships>')


_STYLES = (f'{_HEAD}<styleSheet xmlns="{_MAIN}">'
           '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
           '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
           '<fills count="2"><fill><patternFill patternType="none"/></fill>'
           '<fill><patternFill patternType="gray125"/></fill></fills>'
           '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
           '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
           '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
           '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>'
           '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
           "</styleSheet>")
