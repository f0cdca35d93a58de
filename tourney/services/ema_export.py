"""The EMA results file: the final standings in the EMA's columns, every row checked before it is written.

Columns in the order of the EMA's results workbook (position, first name, last name, EMA number, table
points, score, nationality: the order Jesterboxboy/ema_scraper's calculators/get_results.py reads the
workbook's result rows in). Each row is checked: an EMA number of 8 digits, a country the EMA knows
(a name such as "Italia" is written as its code, ITA, and said), and, where the ruleset's results are
zero-sum, the exported players' scores adding up to zero. The problems are listed row by row; the file
is refused while there are any, unless the referee exports it anyway. Cells go through the one
formula-safe CSV writer of the players export (:mod:`.csv_safe`); the file appears whole or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tourney import safe_write
from tourney.errors import EngineError
from tourney.language import Words, say
from tourney.rules.registry import get_ruleset
from tourney.services.csv_safe import csv_text
from tourney.services.errors import ServiceError
from tourney.services.reading import tournament as read_tournament
from tourney.services.standings import standings as read_standings
from tourney.store import Store
from tourney.store.failures import os_failure
from tourney.tournament.ema_countries import EMA_HEADER, EMA_ID, country_code, is_code, split_name
from tourney.tournament.ranking_schemes import json_number
from tourney.tournament.standings import StandingRow, Standings


@dataclass(frozen=True, slots=True)
class EmaProblem:
    """What is wrong with one row of the file (``row`` None: with the file as a whole)."""

    row: int | None
    player: str
    what: Words

    def said(self) -> Words:
        if self.row is None:
            return say("all rows: {what}", what=self.what)
        return say("row {row}, {player}: {what}", row=self.row, player=self.player, what=self.what)


@dataclass
class EmaExport:
    """The rows in :data:`EMA_HEADER` order, the problems found, and the countries written as codes."""

    rows: list[list[Any]] = field(default_factory=list)
    problems: list[EmaProblem] = field(default_factory=list)
    mapped: list[EmaProblem] = field(default_factory=list)  # not problems: what the export wrote as codes

    def csv(self) -> str:
        return csv_text(EMA_HEADER, self.rows)

    def lines(self) -> list[Words]:
        """The problems, then the countries mapped, one sentence a line."""
        return [p.said() for p in (*self.problems, *self.mapped)]


class EmaRefused(ServiceError):
    """The file has problems and was not written; ``export`` lists them."""

    def __init__(self, export: EmaExport) -> None:
        super().__init__("ema_problems", say(
            "the EMA file was not written: {count} problem(s); export it anyway to write it as it is",
            count=len(export.problems)))
        self.export = export


def _score(row: StandingRow, ranking: str) -> Any:
    return json_number(row.rank_points) if ranking == "rank_points" else row.total_score


def _country(row_number: int, row: StandingRow, export: EmaExport) -> str:
    given = row.player.country.strip()
    name = row.player.name
    if not given:
        export.problems.append(EmaProblem(row_number, name, say("no country")))
        return ""
    code = country_code(given)
    if code is None:
        export.problems.append(EmaProblem(row_number, name, say(
            "the country {country!r} is not one the EMA knows; write its three-letter code, like ITA",
            country=given)))
        return given
    if not is_code(given):
        export.mapped.append(EmaProblem(row_number, name, say("the country {country!r} written as {code}",
                                                              country=given, code=code)))
    return code


def _ema_id(row_number: int, row: StandingRow, export: EmaExport) -> str:
    given = row.player.federation_id.strip()
    if not given:
        export.problems.append(EmaProblem(row_number, row.player.name, say("no EMA number")))
    elif not EMA_ID.fullmatch(given):
        export.problems.append(EmaProblem(row_number, row.player.name, say(
            "the EMA number {number!r} is not 8 digits", number=given)))
    return given


def _zero_sum(ruleset_id: str) -> bool:
    try:
        return bool(getattr(get_ruleset(ruleset_id), "zero_sum", True))
    except EngineError:
        return True


def _check_sum(standings: Standings, ruleset_id: str, export: EmaExport) -> None:
    total = sum(r.total_score for r in standings.rows)
    if total == 0 or not _zero_sum(ruleset_id):
        return
    penalties = sum(r.penalties for r in standings.rows)
    export.problems.append(EmaProblem(None, "", say(
        "the players' scores add up to {total:+d}, not 0 (penalties take off {penalties}; byes give "
        "{byes} point(s) each)", total=total, penalties=penalties, byes=standings.scheme.bye_score)))


def ema_export(store: Store) -> EmaExport:
    """The final standings as the EMA's results rows, each checked (see the module's description)."""
    standings = read_standings(store)
    ruleset_id = read_tournament(store).ruleset
    ranking = standings.scheme.id
    export = EmaExport()
    for number, row in enumerate(standings.rows, start=1):
        first, last = split_name(row.player.name)
        table_points = json_number(row.table_points) if ranking == "table_points" else ""
        export.rows.append([row.rank, first, last, _ema_id(number, row, export), table_points,
                            _score(row, ranking), _country(number, row, export)])
    _check_sum(standings, ruleset_id, export)
    return export


def write_whole(path: str | Path, text: str) -> None:
    """``text`` (with a byte-order mark, so spreadsheets read the accents) written to ``path`` whole or
    not at all, through the one writer every file of tourney goes through."""
    target = Path(path)
    try:
        safe_write.write_bytes(target, text.encode("utf-8-sig"))
    except OSError as error:
        raise os_failure(error, target) from error


def checked_export(store: Store, *, anyway: bool = False) -> EmaExport:
    """The EMA rows, refused (:class:`EmaRefused`) while a row has a problem, unless ``anyway``."""
    export = ema_export(store)
    if export.problems and not anyway:
        raise EmaRefused(export)
    return export


def write_ema(store: Store, path: str | Path, *, anyway: bool = False) -> EmaExport:
    """Write the EMA results file (see :func:`checked_export`). The returned export lists the problems
    written anyway and the countries mapped."""
    export = checked_export(store, anyway=anyway)
    write_whole(path, export.csv())
    return export
