"""Players from and to CSV: a forgiving reader for real registration lists, a safe writer.

The reader takes what spreadsheets and web forms produce: a byte-order mark, commas, semicolons
or tabs, UTF-8 or Windows-1252 accents, blank lines, Italian or English column names, a first and
last name in two columns. Every bad row is reported with its line number, and by default nothing
is imported until the list is clean (one transaction: never half a list).

The writer neutralises cells a spreadsheet would run as a formula (:mod:`.csv_safe`).
"""

from __future__ import annotations

import codecs
import csv
import io
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tourney import safe_write
from tourney.language import Words, say
from tourney.services.csv_safe import csv_text
from tourney.services.errors import ServiceError
from tourney.services.players import BORN, PLAYER_FIELDS, insert_player, player_fields
from tourney.services.reading import players as read_players
from tourney.store import Store
from tourney.store.failures import os_failure
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
    "born": ("born", "birth", "birth date", "date of birth", "birth year", "year of birth", "dob",
             "nascita", "data di nascita", "anno di nascita", "nato il", "nata il"),
}
MAX_LIST_BYTES = 16 << 20  # the largest list imported (50,000 players fill about 3 MiB)
MAX_FIELD = csv.field_size_limit()  # the csv module's limit on one field: 128 KiB


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
    """The list's text: UTF-16 (with or without its byte-order mark), UTF-8 or Windows-1252."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _utf16(data, "utf-16")
    head = data[:4096]
    if head.count(0) > len(head) // 4:  # every other byte zero: UTF-16 saved without its mark
        return _utf16(data, "utf-16-le" if head[1::2].count(0) > head[0::2].count(0) else "utf-16-be")
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def _utf16(data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        raise ServiceError("bad_encoding", say(
            "the list looks like UTF-16 text but byte {at} is not; save it again as UTF-8 or UTF-16",
            at=error.start)) from error


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
    """The non-blank rows with the line each starts on; a quote never closed, a field over
    :data:`MAX_FIELD` characters, or another break of the CSV rules is refused naming its line."""
    head = text[:65536]
    sample = "\n".join(line for line in head.splitlines()[:20] if line.strip())
    try:
        dialect: Any = csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text, newline=""), dialect, strict=True)  # newline: bare CR ends a line
    rows = []
    start = 1
    try:
        for cells in reader:
            if any(c.strip() for c in cells):
                rows.append((start, cells))
            start = reader.line_num + 1
    except csv.Error as error:
        raise ServiceError("bad_csv", _broken(str(error), start)) from error
    return rows


def _broken(error: str, line: int) -> Words:
    if "end of data" in error:
        return say("line {line}: a quote opened on this line is never closed; nothing imported", line=line)
    if "field larger than field limit" in error:
        return say("line {line}: a field is longer than {limit} KiB; nothing imported", line=line,
                   limit=MAX_FIELD // 1024)
    return say("line {line} breaks the rules of CSV ({error}); nothing imported", line=line, error=error)


def _row_values(cells: list[str], columns: dict[str, int]) -> dict[str, Any]:
    def cell(key: str) -> str:
        index = columns.get(key)
        return cells[index].strip() if index is not None and index < len(cells) else ""

    values = {key: cell(key) for key in (*PLAYER_FIELDS, "status", BORN) if key in columns and key != "name"}
    name = cell("name") or " ".join(part for part in (cell("first"), cell("last")) if part)
    values["name"] = name
    if "status" in values:
        values["status"] = values["status"].casefold() or "registered"
    return values


def _list_bytes(source: str | Path | bytes) -> bytes:
    """The list's bytes, refused over :data:`MAX_LIST_BYTES` before it is read whole."""
    if isinstance(source, bytes):
        size = len(source)
    else:
        try:
            size = Path(source).stat().st_size
        except OSError as error:
            raise ServiceError("bad_file", say("cannot read {path}: {error}", path=str(source),
                                               error=error.strerror or str(error))) from error
    if size > MAX_LIST_BYTES:
        raise ServiceError("list_too_big", say(
            "the list is {size:.1f} MiB; the largest list tourney imports is {limit} MiB (about 250,000 "
            "players)", size=size / (1 << 20), limit=MAX_LIST_BYTES >> 20))
    if isinstance(source, bytes):
        return source
    try:
        return Path(source).read_bytes()
    except OSError as error:
        raise ServiceError("bad_file", say("cannot read {path}: {error}", path=str(source),
                                           error=error.strerror or str(error))) from error


class _Known:
    """The players met so far (registered, or earlier in the list), found by federation id or by name
    and club at once, so a list of any length is checked in one pass (see :func:`same_person`)."""

    def __init__(self) -> None:
        self._by_id: dict[str, Any] = {}
        self._by_name: dict[tuple[str, str], Any] = {}

    def add(self, fields: dict[str, Any], what: Any) -> None:
        if fields.get("federation_id"):
            self._by_id.setdefault(fields["federation_id"], what)
        self._by_name.setdefault((fields["name"].casefold(), fields.get("club", "").casefold()), what)

    def find(self, fields: dict[str, Any]) -> Any:
        found = self._by_id.get(fields["federation_id"]) if fields.get("federation_id") else None
        if found is None:
            found = self._by_name.get((fields["name"].casefold(), fields.get("club", "").casefold()))
        return found


def import_players_csv(store: Store, source: str | Path | bytes, *, skip_bad: bool = False) -> ImportReport:
    """Import a registration list; refuse it all (:class:`ImportRefused`) if any row is bad,
    unless ``skip_bad``, which imports the good rows and reports the others."""
    rows = _read_rows(_decode(_list_bytes(source)))
    if not rows:
        raise ServiceError("empty_list", say("the list is empty"))
    columns, ignored = _columns(rows[0][1])
    report = ImportReport(ignored_columns=ignored)
    registered, listed = _Known(), _Known()
    for p in read_players(store):
        registered.add({k: getattr(p, k) for k in PLAYER_FIELDS}, p.id)
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
        twin, known = listed.find(fields), registered.find(fields)
        if twin is not None:
            report.bad_rows.append(BadRow(line, say("{name} is the same player as on line {line}",
                                                    name=fields["name"], line=twin)))
        elif known is not None:
            report.bad_rows.append(BadRow(line, say("{name} is already registered (player {number})",
                                                    name=fields["name"], number=known)))
        else:
            good.append((line, fields))
            listed.add(fields, line)
    if report.bad_rows and not skip_bad:
        raise ImportRefused(report)
    if good:
        with store.change("import_players", say("Import {count} players", count=len(good)),
                          {"players": len(good), "skipped": len(report.bad_rows)}) as changes:
            ids = [insert_player(changes, fields) for _, fields in good]
        added = set(ids)
        report.added = [p for p in read_players(store) if p.id in added]
    return report


def export_players_csv(store: Store) -> str:
    """The players as CSV text (comma separated, a header line, formula-safe cells); ``born`` last,
    empty when not known."""
    header = ("id", *PLAYER_FIELDS, "status", BORN)
    return csv_text(header, ([getattr(p, key) or "" if key == BORN else getattr(p, key) for key in header]
                             for p in read_players(store)))


def write_players_csv(store: Store, path: str | Path) -> Path:
    """Write the players' CSV (with a byte-order mark, so spreadsheets read the accents) to ``path``,
    whole or not at all: a half-written file never replaces the one there before."""
    target = Path(path)
    data = export_players_csv(store).encode("utf-8-sig")
    try:
        safe_write.write_bytes(target, data)  # synced, then renamed over the old file (its mode kept)
    except OSError as error:
        raise os_failure(error, target) from error
    return target
