"""Command-line commands for printed sheets: `tourney export seating|sheets|cards|schedule|standings|report
FILE -o OUT`, `tourney export html FILE -o FOLDER` and the spreadsheet, `tourney export xlsx FILE -o OUT`.

Each command opens the tournament file, asks :mod:`tourney.services.printing` for the rows and
hands them to :mod:`tourney.export`. A refusal (a round not drawn yet, an unknown language) is a
TourneyError: the `tourney` command prints it and exits with status 2.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import click

from tourney import safe_write, services
from tourney.commands.common import opened
from tourney.commands.ema_report import ANYWAY, checked
from tourney.errors import TourneyError

if TYPE_CHECKING:
    from tourney.services.printing import StandingsSheet

FILE = click.argument("file", type=click.Path(dir_okay=False, exists=True))
ROUND = click.option("--round", "round_no", type=int, required=True, help="The round's number.")
OUT = click.option("-o", "--out", type=click.Path(dir_okay=False), required=True,
                   help="Where to write the PDF.")


def _print_options(func: Callable[..., Any]) -> Callable[..., Any]:
    func = click.option("--lang", type=click.Choice(["it", "en"]), default="it", show_default=True,
                        help="Language of the sheet.")(func)
    return click.option("--paper", type=click.Choice(["a4", "a3", "letter"]), default="a4", show_default=True,
                        help="Paper size (A3 for posters on the wall).")(func)


def _write(out: str, data: bytes) -> None:
    try:
        safe_write.write_bytes(out, data)
    except OSError as error:
        raise TourneyError("bad_file", f"cannot write {out}: {error.strerror}") from error
    click.echo(f"wrote {out}")


class _ExportGroup(click.Group):
    """Takes the sheet and the file in either order: `export FILE seating` or `export seating FILE`.

    ``scoresheets`` is another name for ``sheets``.
    """

    ALIASES: ClassVar[dict[str, str]] = {"scoresheets": "sheets", "score-sheets": "sheets"}

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return super().get_command(ctx, self.ALIASES.get(name, name))

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        known = set(self.commands) | set(self.ALIASES)
        if len(args) >= 2 and args[0] not in known and args[1] in known:
            args = [args[1], args[0], *args[2:]]
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the export with the cycle collector paused: an export makes many small objects and keeps
        them all until it writes, so the collector's passes free nothing (they were 0.2-0.4 s of the
        report's and the spreadsheet's 1.5 s at 300 players × 10 rounds)."""
        paused = gc.isenabled()
        gc.disable()
        try:
            return super().invoke(ctx)
        finally:
            if paused:
                gc.enable()


@click.group(name="export", cls=_ExportGroup)
def export_group() -> None:
    """Printed sheets: seating lists, score sheets, player cards, schedule, standings, report, HTML.

    Write it either way round: `tourney export FILE seating --round 1 -o seating.pdf` or
    `tourney export seating FILE --round 1 -o seating.pdf`.
    """


@export_group.command()
@FILE
@ROUND
@click.option("--by", type=click.Choice(["table", "player", "both"]), default="both", show_default=True,
              help="By table, alphabetical by player, or both lists in one file.")
@click.option("--poster", is_flag=True, help="Larger type (names at least 24 pt), for a wall read from afar.")
@_print_options
@OUT
def seating(file: str, round_no: int, by: str, poster: bool, lang: str, paper: str, out: str) -> None:
    """The seating lists of a drawn round."""
    from tourney.export import seating_pdf as sp
    from tourney.export.pdf_common import PrintOptions
    from tourney.services import printing

    options = PrintOptions(lang=lang, paper=paper, poster=poster)
    render = {"table": sp.seating_by_table_pdf, "player": sp.seating_by_player_pdf,
              "both": sp.seating_pdf}[by]
    with opened(file, readonly=True) as store:
        header, rows = printing.seating(store, round_no)
    _write(out, render(rows, header, options))


@export_group.command()
@FILE
@click.option("--round", "round_no", type=int, help="The round's number (optional for blank sheets).")
@click.option("--blank", type=click.IntRange(min=1), help="Print N blank sheets (no names) instead.")
@_print_options
@OUT
def sheets(file: str, round_no: int | None, blank: int | None, lang: str, paper: str, out: str) -> None:
    """Score sheets for every table of a drawn round, or blank ones."""
    from tourney.export.pdf_common import PrintOptions
    from tourney.export.score_sheets import blank_tables, score_sheets_pdf
    from tourney.services import printing

    options = PrintOptions(lang=lang, paper=paper)
    if blank is None and round_no is None:
        raise TourneyError("missing_value", "give --round K for a round's sheets, or --blank N")
    with opened(file, readonly=True) as store:
        if blank is not None:
            header, ruleset = printing.blank_header(store, round_no)
            tables = blank_tables(blank)
        else:
            assert round_no is not None
            header, ruleset, tables = printing.score_sheets(store, round_no)
        east_rotates = printing.east_rotates(store)
    _write(out, score_sheets_pdf(tables, header, options, ruleset=ruleset, east_rotates=east_rotates))


@export_group.command()
@FILE
@_print_options
@OUT
@click.option("--checkin-address", metavar="URL",
              help="The address of tourney serve, e.g. http://192.168.1.20:8000: each card gets a QR code "
                   "of its player's check-in page.")
def cards(file: str, lang: str, paper: str, out: str, checkin_address: str | None) -> None:
    """A card for every player: table, seat and start time in every drawn round."""
    from tourney.export.cards_pdf import cards_pdf
    from tourney.export.pdf_common import PrintOptions
    from tourney.services import printing
    with opened(file, readonly=not checkin_address) as store:
        links = services.checkin_links(store, checkin_address) if checkin_address else None
        header, rows = printing.player_cards(store, links)
    _write(out, cards_pdf(rows, header, PrintOptions(lang=lang, paper=paper)))


@export_group.command()
@FILE
@_print_options
@OUT
def schedule(file: str, lang: str, paper: str, out: str) -> None:
    """The round schedule on one page: every round's date, start, end and break."""
    from tourney.export.pdf_common import PrintOptions
    from tourney.export.schedule_pdf import schedule_pdf
    from tourney.services import printing
    with opened(file, readonly=True) as store:
        header, rows = printing.schedule(store)
    _write(out, schedule_pdf(rows, header, PrintOptions(lang=lang, paper=paper)))


@export_group.command()
@FILE
@click.option("--round", "round_no", type=int, help="After this round (default: the last played).")
@click.option("--every-round", is_flag=True, help="The standings after every round played.")
@click.option("--categories/--no-categories", default=True, show_default=True,
              help="Then each category's standings (players given a category).")
@click.option("--teams", type=click.IntRange(min=1), default=3, show_default=True,
              help="Team standings count each team's N best members (when players have teams).")
@_print_options
@OUT
def standings(file: str, round_no: int | None, every_round: bool, categories: bool, teams: int, lang: str,
              paper: str, out: str) -> None:
    """The standings with the ranking's sentences at the foot, and the team standings."""
    from tourney.export.pdf_common import PrintOptions
    from tourney.export.standings_pdf import standings_pdf
    from tourney.services import printing
    with opened(file, readonly=True) as store:
        header, sheets = printing.standings_sheets(store, round_no, every_round=every_round, team_best=teams,
                                                   categories=categories)
    _write(out, standings_pdf(sheets, header, PrintOptions(lang=lang, paper=paper)))


@export_group.command()
@FILE
@click.option("--best-hands", type=click.IntRange(min=0), default=5, show_default=True,
              help="How many of the highest hands to draw as tiles.")
@_print_options
@OUT
def report(file: str, best_hands: int, lang: str, paper: str, out: str) -> None:
    """The tournament report: every table's results, the penalties, the statistics, the best hands."""
    from tourney.export.pdf_common import PrintOptions
    from tourney.export.report_pdf import report_pdf
    from tourney.services import printing_report
    with opened(file, readonly=True) as store:
        header, data = printing_report.report(store, best_hands)
    _write(out, report_pdf(data, header, PrintOptions(lang=lang, paper=paper)))


@export_group.command()
@FILE
@click.option("--lang", type=click.Choice(["it", "en"]), default="it", show_default=True)
@click.option("-o", "--out", type=click.Path(file_okay=False), required=True, help="The folder to write.")
def html(file: str, lang: str, out: str) -> None:
    """Static HTML of the standings and every drawn round's seating, in one folder."""
    from tourney.export.html_site import write_site
    from tourney.export.pdf_common import PrintOptions
    from tourney.services import printing

    with opened(file, readonly=True) as store:
        header, _ = printing.schedule(store)
        drawn = sorted({t.round for t in services.tables(store)})
        seating = {k: printing.seating(store, k) for k in drawn}
        try:
            standings_sheet: StandingsSheet | None = printing.standings_sheets(store, team_best=3)[1][0]
        except printing.PrintError:
            standings_sheet = None  # no results yet: seating only
    try:
        paths = write_site(out, header, seating, standings_sheet, PrintOptions(lang=lang))
    except OSError as error:
        raise TourneyError("bad_file", f"cannot write {out}: {error.strerror}") from error
    click.echo(f"wrote {len(paths)} pages in {out}")


@export_group.command()
@FILE
@click.option("--lang", type=click.Choice(["it", "en"]), default="it", show_default=True,
              help="Language of the titles.")
@click.option("-o", "--out", type=click.Path(dir_okay=False), required=True, help="Where to write the .xlsx.")
def xlsx(file: str, lang: str, out: str) -> None:
    """A spreadsheet: the standings with every ranking component, each round's tables, every deal."""
    from tourney.export.print_options import PrintOptions
    from tourney.export.spreadsheet import workbook_xlsx
    from tourney.services.spreadsheet import workbook

    with opened(file) as store:
        header, tables = workbook(store)
    _write(out, workbook_xlsx(header, tables, PrintOptions(lang=lang)))


@export_group.command()
@FILE
@click.option("-o", "--out", type=click.Path(dir_okay=False), required=True, help="Where to write the CSV.")
@ANYWAY
def ema(file: str, out: str, anyway: bool) -> None:
    """The EMA results file (CSV, the EMA's columns), every row checked first.

    Refused with the problems listed row by row (an EMA number not of 8 digits, a country the EMA
    does not know, scores not adding up to zero); --anyway writes it all the same.
    """
    from tourney.services.ema_export import write_ema

    with opened(file, readonly=True) as store:
        checked(store, lambda s: write_ema(s, out, anyway=anyway))
    click.echo(f"wrote {out}")


def register(main: click.Group) -> None:
    """Add this area's commands to the `tourney` command."""
    main.add_command(export_group)
