"""Players from and to CSV: a forgiving reader for real registration lists, a safe writer.

The reader takes what spreadsheets and web forms produce: a byte-order mark, commas, semicolons
or tabs, UTF-8 or Windows-1252 accents, blank lines, Italian or English column names, a first and
last name in two columns. Every bad row is reported with its line number, and by default nothing
is imported until the list is clean (one transaction: never half a list).

The writer neutralises cells a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``).
"""

from __future__ import annotations

import csv
import io
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tourney.language import Words, say
from tourney.services.errors import ServiceError
from tourney.services.players import PLAYER_FIELDS, insert_player, player_fields, same_person
from tourney.services.reading import player as read_player
from tourney.services.reading import players as read_players
from tourney.store import Store
from tourney.tournament.model import Player

_ALIASES = {
    "name": ("name", "player", "full name", "nome e cognome", "giocatore", "nominativo"),
    "first": ("first name", "first", "given name", "nome"),
    "last": ("last name", "surname", "family name", "cognome"),
    "club": ("club", "circolo", "associazione", "society", "association"),
    "country": ("country", "nation", "nazione", "paese", "nazionalita"),
    "federation_id": ("federation id", "federation", "fed id", "license", "licence", "ema id",
                      "ema number", "tessera", "numero tessera"),
    "team": ("team", "squadra"),
    "status": ("status", "stato"),
}
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True, slots=True)
class BadRow:
    line: int
    reason: str  # a sentence made with ``say``: the import preview shows it in the window's language

    def said(self) -> Words:
        """The row's line number and what is wrong with it."""
        return say("line {line}: {reason}", line=self.line, reason=self.reason)


def _joined(parts: list[Words], separator: str) -> Words | str:
    """Sentences said one after the other, each still translatable (``separator``: "; " or a new line).

    Halves are joined, not one sentence at a time, so that a long list nests only a few levels deep.
    """
    if len(parts) < 2:
        return parts[0] if parts else ""
    middle = len(parts) // 2
    before, after = _joined(parts[:middle], separator), _joined(parts[middle:], separator)
    if separator == "; ":
        return say("{before}; {after}", before=before, after=after)
    return say("{before}\n{after}", before=before, after=after)


@dataclass
class ImportReport:
    added: list[Player] = field(default_factory=list)
    bad_rows: list[BadRow] = field(default_factory=list)
    ignored_columns: list[str] = field(default_factory=list)

    def lines(self) -> list[Words]:
        """What the import did, one sentence a line: the count, every bad row, the columns not used."""
        lines = [say("{count} players imported", count=len(self.added))]
        lines += [b.said() for b in self.bad_rows]
        if self.ignored_columns:
            lines.append(say("columns not used: {columns}", columns=", ".join(self.ignored_columns)))
        return lines

    def describe(self) -> str:
        return _joined(self.lines(), "\n")


class ImportRefused(ServiceError):
    """The list has bad rows and nothing was imported; ``report`` lists them."""

    def __init__(self, report: ImportReport) -> None:
        shown = _joined([b.said() for b in report.bad_rows[:5]], "; ")
        count = len(report.bad_rows)
        if count > 5:
            message = say("nothing imported: {count} bad row(s): {rows} (and {more} more)", count=count,
                          rows=shown, more=count - 5)
        else:
            message = say("nothing imported: {count} bad row(s): {rows}", count=count, rows=shown)
        super().__init__("bad_rows", message)
        self.report = report


def _decode(data: bytes) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def _plain(header: str) -> str:
    folded = unicodedata.normalize("NFKD", header.strip().casefold().replace("_", " "))
    return " ".join("".join(c for c in folded if not unicodedata.combining(c)).split())


def _columns(header: list[str]) -> tuple[dict[str, int], list[str]]:
    found: dict[str, int] = {}
    ignored = []
    plain = [_plain(h) for h in header]
    has_last = any(p in _ALIASES["last"] for p in plain)
    for index, name in enumerate(plain):
        key = next((k for k, names in _ALIASES.items() if name in names), None)
        if key == "first" and not has_last:
            key = "name"  # "nome" alone is the whole name
        if key is None or key in found:
            if header[index].strip():
                ignored.append(header[index].strip())
            continue
        found[key] = index
    if "name" not in found and "last" not in found:
        raise ServiceError("no_name_column", say("the first line must name the columns, with one for the "
                                                 "player's name (name, or first name and last name)"))
    return found, ignored


def _read_rows(text: str) -> list[tuple[int, list[str]]]:
    sample = "\n".join(line for line in text.splitlines()[:20] if line.strip())
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text), dialect)
    rows = []
    for cells in reader:
        if any(c.strip() for c in cells):
            rows.append((reader.line_num, cells))
    return rows


def _row_values(cells: list[str], columns: dict[str, int]) -> dict[str, Any]:
    def cell(key: str) -> str:
        index = columns.get(key)
        return cells[index].strip() if index is not None and index < len(cells) else ""

    values = {key: cell(key) for key in (*PLAYER_FIELDS, "status") if key in columns and key != "name"}
    name = cell("name") or " ".join(part for part in (cell("first"), cell("last")) if part)
    values["name"] = name
    if "status" in values:
        values["status"] = values["status"].casefold() or "registered"
    return values


def import_players_csv(store: Store, source: str | Path | bytes, *, skip_bad: bool = False) -> ImportReport:
    """Import a registration list; refuse it all (:class:`ImportRefused`) if any row is bad,
    unless ``skip_bad``, which imports the good rows and reports the others."""
    data = source if isinstance(source, bytes) else Path(source).read_bytes()
    rows = _read_rows(_decode(data))
    if not rows:
        raise ServiceError("empty_list", say("the list is empty"))
    columns, ignored = _columns(rows[0][1])
    report = ImportReport(ignored_columns=ignored)
    existing = [{k: getattr(p, k) for k in PLAYER_FIELDS} | {"id": p.id} for p in read_players(store)]
    good: list[tuple[int, dict[str, Any]]] = []
    for line, cells in rows[1:]:
        try:
            fields = player_fields(_row_values(cells, columns))
        except ServiceError as error:
            report.bad_rows.append(BadRow(line, error.message))
            continue
        if fields.get("status") == "withdrawn":
            report.bad_rows.append(BadRow(line, say("a new player cannot start withdrawn")))
            continue
        twin = next((other for other in good if same_person(fields, other[1])), None)
        known = next((p for p in existing if same_person(fields, p)), None)
        if twin:
            report.bad_rows.append(BadRow(line, say("{name} is the same player as on line {line}",
                                                    name=fields["name"], line=twin[0])))
        elif known:
            report.bad_rows.append(BadRow(line, say("{name} is already registered (player {number})",
                                                    name=fields["name"], number=known["id"])))
        else:
            good.append((line, fields))
    if report.bad_rows and not skip_bad:
        raise ImportRefused(report)
    if good:
        with store.change("import_players", say("Import {count} players", count=len(good)),
                          {"players": len(good), "skipped": len(report.bad_rows)}) as changes:
            ids = [insert_player(changes, fields) for _, fields in good]
        report.added = [read_player(store, pid) for pid in ids]
    return report


def spreadsheet_safe(cell: Any) -> str:
    """The cell as text that no spreadsheet reads as a formula."""
    text = "" if cell is None else str(cell)
    return "'" + text if text.startswith(_FORMULA_START) else text


def export_players_csv(store: Store) -> str:
    """The players as CSV text (comma separated, a header line, formula-safe cells)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    header = ("id", *PLAYER_FIELDS, "status")
    writer.writerow(header)
    for p in read_players(store):
        writer.writerow([spreadsheet_safe(getattr(p, key)) for key in header])
    return out.getvalue()
